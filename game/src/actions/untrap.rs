//! `#untrap` (trap.c's `dountrap`, `untrap`, `chest_trap`): disarming a
//! seen trap next to the hero (bear traps and webs, land mines, squeaky
//! boards with oil or grease, dart and arrow traps, which leave their
//! ammunition), checking boxes here and doors there for traps, and what
//! a box's trap does when it goes off.

use crate::game::Game;
use crate::objects::objnam::{an, the, xname};
use crate::world::level::{D_BROKEN, D_ISOPEN, D_NODOOR, D_TRAPPED, isok, ttyp};
use crate::world::you::{A_CON, A_DEX, A_STR, A_WIS, UTrap};
use oxhack_defs::{Otyp, Prop};
use oxhack_tables::ids::*;
use oxhack_vm::terrain::DOOR;

/// `MAXULEV`.
const MAXULEV: i32 = crate::hero::exper::MAXULEV;

impl Game {
    /// `#untrap` (`dountrap`).
    pub fn dountrap(&mut self) -> bool {
        if self.near_capacity() >= 3 {
            self.pline("You're too strained to do that.");
            return false;
        }
        let welded2 = self.uwep_idx().is_some_and(|w| {
            self.welds(w) && crate::world::obj::types::bimanual(oxhack_tables::tables(), self.u.invent[w].otyp)
        });
        if self.u.ustuck.is_some() || welded2 {
            self.pline("Your hands seem to be too busy for that.");
            return false;
        }
        self.untrap(false)
    }

    /// `untrap(force)`: `force` for an artifact's untrap power.
    pub fn untrap(&mut self, force: bool) -> bool {
        let Some((dx, dy, _)) = self.getdir(None) else { return false };
        let (x, y) = (self.u.ux + dx, self.u.uy + dy);
        if !isok(x, y) {
            self.pline("The perils lurking there are beyond your grasp.");
            return false;
        }
        let here = (dx, dy) == (0, 0);
        let trap = self.lev.traps.iter().position(|t| (t.tx, t.ty) == (x, y) && t.tseen);
        let boxes: Vec<u32> = if here {
            self.lev.objects_at(x, y).filter(|o| crate::objects::objnam::is_box(o.otyp)).map(|o| o.o_id).collect()
        } else {
            Vec::new()
        };
        let confused = self.u.has(Prop::Confusion) || self.u.has(Prop::Halluc);
        let mut trap_skipped = false;
        if self.u.has(Prop::Levitation) {
            let name = trap.map(|ti| an(ttyp::NAMES[self.lev.traps[ti].ttyp as usize]));
            let what = match (name, boxes.len()) {
                (Some(n), 0) => Some((n, false)),
                (Some(n), _) => {
                    Some((format!("{n} and {}", if boxes.len() == 1 { "a container" } else { "containers" }), true))
                }
                (None, 0) => None,
                (None, 1) => Some(("a container".to_string(), false)),
                (None, _) => Some(("containers".to_string(), true)),
            };
            if let Some((w, plural)) = what {
                let (be, them) = if plural { ("are", "them") } else { ("is", "it") };
                self.pline(format!(
                    "There {be} {w} {} but you can't reach {them}.",
                    if here { "here" } else { "there" }
                ));
            }
            trap_skipped = trap.is_some();
        } else {
            if let Some(ti) = trap {
                let tt = self.lev.traps[ti].ttyp;
                let name = ttyp::NAMES[tt as usize];
                let mut deal = true;
                if !boxes.is_empty() {
                    if ttyp::is_pit(tt) {
                        let how = if self.u.utrap != UTrap::None {
                            " that you're stuck in"
                        } else {
                            " while standing on the edge of it"
                        };
                        self.pline(format!("You can't do much about the {name}{how}."));
                        deal = false;
                        trap_skipped = true;
                    } else {
                        let cont = if boxes.len() == 1 { "is a container" } else { "are containers" };
                        let verb = if tt == ttyp::WEB { "Remove" } else { "Disarm" };
                        let q = format!("There {cont} and {} here.  {verb} the {name}?", an(name));
                        match self.yn_function(&q, "ynq", 'n') {
                            'q' => return false,
                            'n' => {
                                deal = false;
                                trap_skipped = true;
                            }
                            _ => {}
                        }
                    }
                }
                if deal {
                    if self.u.utrap != UTrap::None {
                        let tail = if here { " in it" } else { "" };
                        self.pline(format!("You cannot deal with the {name} while trapped{tail}!"));
                        return true;
                    }
                    return self.disarm_trap(ti, here);
                }
            }
            if !boxes.is_empty() {
                for id in boxes {
                    let Some(k) = self.lev.objects.iter().position(|f| f.obj.o_id == id) else { continue };
                    let q = format!("There is {} here.  Check it for traps?", self.doname(&self.lev.objects[k].obj));
                    match self.yn_function(&q, "ynq", 'n') {
                        'q' => return false,
                        'n' => continue,
                        _ => {}
                    }
                    let trapped = self.lev.objects[k].obj.otrapped;
                    let bname = the(&xname(&self.name_ctx(), &self.lev.objects[k].obj));
                    let notice = (trapped
                        && (force || (!confused && self.rng.rn2(MAXULEV + 1 - self.u.ulevel()) < 10)))
                        || (!force && confused && self.rng.rn2(3) == 0);
                    if !notice {
                        self.pline(format!("You find no traps on {bname}."));
                        return true;
                    }
                    self.pline(format!("You find a trap on {bname}!"));
                    if !confused {
                        self.exercise(A_WIS, true);
                    }
                    match self.yn_function("Disarm it?", "ynq", 'n') {
                        'q' => return true,
                        'n' => {
                            trap_skipped = true;
                            continue;
                        }
                        _ => {}
                    }
                    if trapped {
                        self.exercise(A_DEX, true);
                        let mut ch = self.u.acurr(A_DEX) + self.u.ulevel();
                        if self.u.hero.role == PM_ROGUE {
                            ch *= 2;
                        }
                        let lvl = self.level_difficulty();
                        if !force && (confused || self.u.has(Prop::Fumbling) || self.rng.rnd(75 + lvl / 2) > ch) {
                            self.chest_trap(id, "hand", true);
                        } else {
                            self.pline("You disarm it!");
                            self.lev.objects[k].obj.otrapped = false;
                        }
                    } else {
                        let n = xname(&self.name_ctx(), &self.lev.objects[k].obj);
                        self.pline(format!("That {n} was not trapped."));
                    }
                    return true;
                }
                self.pline(if trap_skipped { "You find no other traps here." } else { "You know of no traps here." });
                return false;
            }
        }
        self.untrap_door(x, y, force, confused, trap_skipped)
    }

    /// A door there: searched for a trap, which may be disarmed.
    fn untrap_door(&mut self, x: i32, y: i32, force: bool, confused: bool, trap_skipped: bool) -> bool {
        if self.lev.typ(x, y) != DOOR {
            if !trap_skipped {
                self.pline("You know of no traps there.");
            }
            return false;
        }
        let dm = self.lev.at(x, y).doormask();
        let blind = self.u.has(Prop::Blinded);
        match dm {
            D_NODOOR => {
                self.pline(format!("You {} no door there.", if blind { "feel" } else { "see" }));
                return false;
            }
            D_ISOPEN => {
                self.pline("This door is safely open.");
                return false;
            }
            D_BROKEN => {
                self.pline("This door is broken.");
                return false;
            }
            _ => {}
        }
        let trapped = dm & D_TRAPPED != 0;
        let notice = (trapped && (force || (!confused && self.rng.rn2(MAXULEV - self.u.ulevel() + 11) < 10)))
            || (!force && confused && self.rng.rn2(3) == 0);
        if !notice {
            self.pline("You find no traps on the door.");
            return true;
        }
        self.pline("You find a trap on the door!");
        self.exercise(A_WIS, true);
        if self.yn_function("Disarm it?", "ynq", 'n') != 'y' {
            return true;
        }
        if !trapped {
            self.pline("This door was not trapped.");
            return true;
        }
        let ch = 15 + if self.u.hero.role == PM_ROGUE { self.u.ulevel() * 3 } else { self.u.ulevel() };
        self.exercise(A_DEX, true);
        let lvl = self.level_difficulty();
        if !force && (confused || self.u.has(Prop::Fumbling) || self.rng.rnd(75 + lvl / 2) > ch) {
            self.pline("You set it off!");
            self.door_trap_explodes(x, y);
            if let Some(l) = self.lev.at_mut(x, y) {
                l.set_doormask(D_NODOOR);
            }
            self.vision_recalc();
            self.newsym(x, y);
        } else {
            self.pline("You disarm it!");
            if let Some(l) = self.lev.at_mut(x, y) {
                l.set_doormask(dm & !D_TRAPPED);
            }
        }
        true
    }

    /// The floor trap `ti` disarmed by hand (`disarm_holdingtrap` and
    /// the rest by trap type).
    fn disarm_trap(&mut self, ti: usize, here: bool) -> bool {
        let tt = self.lev.traps[ti].ttyp;
        match tt {
            ttyp::BEAR_TRAP | ttyp::WEB | ttyp::LANDMINE | ttyp::DART_TRAP | ttyp::ARROW_TRAP => {
                let Some(ti) = self.try_disarm(ti, here, false) else { return true };
                let your = if self.lev.traps[ti].madeby_u { "your" } else { "the" };
                let (x, y) = (self.lev.traps[ti].tx, self.lev.traps[ti].ty);
                let leave = match tt {
                    ttyp::BEAR_TRAP => {
                        self.pline(format!("You disarm {your} bear trap."));
                        Some((BEARTRAP, 1))
                    }
                    ttyp::WEB => {
                        self.pline(format!("You succeed in removing {your} web."));
                        None
                    }
                    ttyp::LANDMINE => {
                        self.pline(format!("You disarm {your} land mine."));
                        Some((LAND_MINE, 1))
                    }
                    ttyp::DART_TRAP => {
                        self.pline(format!("You disarm {your} dart trap."));
                        Some((DART, 50 - self.rnl_trap(50)))
                    }
                    _ => {
                        self.pline(format!("You disarm {your} arrow trap."));
                        Some((ARROW, 50 - self.rnl_trap(50)))
                    }
                };
                self.deltrap(ti);
                if let Some((otyp, n)) = leave {
                    self.leave_trap_obj(otyp, n, x, y);
                }
                self.newsym(x, y);
                true
            }
            ttyp::SQKY_BOARD => {
                let t = oxhack_tables::tables();
                let Some(i) = self.getobj("untrap with", &|_, o| {
                    o.otyp == CAN_OF_GREASE || (o.otyp == POT_OIL && t.obj(o.otyp).class == oxhack_defs::OClass::Potion)
                }) else {
                    return false;
                };
                let o = self.u.invent[i].clone();
                let bad = o.cursed || ((o.otyp != POT_OIL || o.lamplit) && (o.otyp != CAN_OF_GREASE || o.spe <= 0));
                let Some(ti) = self.try_disarm(ti, here, bad) else { return true };
                if o.otyp == CAN_OF_GREASE {
                    self.u.invent[i].spe -= 1;
                } else {
                    self.useup(i);
                    self.os.discover(POT_OIL);
                }
                self.pline("You repair the squeaky board.");
                let (x, y) = (self.lev.traps[ti].tx, self.lev.traps[ti].ty);
                self.deltrap(ti);
                self.newsym(x, y);
                true
            }
            ttyp::PIT | ttyp::SPIKED_PIT => {
                let (x, y) = (self.lev.traps[ti].tx, self.lev.traps[ti].ty);
                if here {
                    self.pline("You are already on the edge of the pit.");
                } else if self.lev.monster_at(x, y).is_none() {
                    self.pline("Try filling the pit instead.");
                } else {
                    self.pline("You can't help anyone out of a pit yet in OxHack.");
                }
                false
            }
            _ => {
                self.pline(format!("You cannot disable {} trap.", if here { "this" } else { "that" }));
                false
            }
        }
    }

    /// `rnl` for trap ammunition.
    fn rnl_trap(&mut self, n: i32) -> i32 {
        let luck = self.luck();
        self.rng.rnl(n, luck)
    }

    /// `cnv_trap_obj`: what a disarmed trap leaves behind.
    fn leave_trap_obj(&mut self, otyp: Otyp, n: i32, x: i32, y: i32) {
        let mut o = self.with_mk(|c| c.mksobj(otyp, true, false));
        o.quan = i64::from(n.max(1));
        if otyp != DART {
            o.otrapped = false;
        }
        self.lev.place_object(o, x, y);
    }

    /// `try_disarm`: whether the hero succeeds; `Some(trap index)` when
    /// the trap can now be taken apart, `None` when the attempt is over
    /// (failed, blocked, or set off).
    fn try_disarm(&mut self, ti: usize, here: bool, force_failure: bool) -> Option<usize> {
        let (x, y, tt) = (self.lev.traps[ti].tx, self.lev.traps[ti].ty, self.lev.traps[ti].ttyp);
        if let Some(i) = self.lev.monsters.iter().position(|m| (m.mx, m.my) == (x, y)) {
            let name = crate::world::display::capitalize(&self.mon_nam(i));
            self.pline(format!("{name} is in the way."));
            return None;
        }
        if crate::monsters::makemon::boulder_at(&self.lev, x, y) && !here {
            self.pline("There is a boulder in your way.");
            return None;
        }
        let mut chance = if tt == ttyp::WEB { 30 } else { 3 };
        if self.u.has(Prop::Confusion) || self.u.has(Prop::Halluc) {
            chance += 1;
        }
        if self.u.has(Prop::Blinded) {
            chance += 1;
        }
        if self.u.has(Prop::Stunned) {
            chance += 2;
        }
        if self.u.has(Prop::Fumbling) {
            chance *= 2;
        }
        if self.lev.traps[ti].madeby_u {
            chance -= 1;
        }
        if self.u.hero.role == PM_ROGUE {
            if self.rng.rn2(2 * MAXULEV) < self.u.ulevel() {
                chance -= 1;
            }
        } else if self.u.hero.role == PM_RANGER && chance > 1 {
            chance -= 1;
        }
        if !force_failure && self.rng.rn2(chance.max(1)) == 0 {
            return Some(ti);
        }
        if self.rnl_trap(5) != 0 {
            self.pline("Whoops...");
            if here {
                self.dotrap(ti);
            } else {
                // `move_into_trap`: the hero stumbles onto it.
                self.u_on_newpos(x, y);
                self.vision_recalc();
                self.spoteffects();
            }
        } else {
            let whose = if self.lev.traps[ti].madeby_u {
                "Your"
            } else if here {
                "This"
            } else {
                "That"
            };
            let verb = if tt == ttyp::WEB { "remove" } else { "disarm" };
            self.pline(format!("{whose} {} is difficult to {verb}.", ttyp::NAMES[tt as usize]));
        }
        None
    }

    /// `chest_trap`: the trap of box `id` (on the floor, or carried)
    /// goes off (`disarm`: while the hero tried to disarm it); good luck
    /// may make it a dud.
    pub fn chest_trap(&mut self, id: u32, bodypart: &str, disarm: bool) {
        let floor = self.lev.objects.iter().position(|f| f.obj.o_id == id);
        let carried = self.u.invent.iter().position(|o| o.o_id == id);
        let bname = match (floor, carried) {
            (Some(k), _) => {
                self.lev.objects[k].obj.otrapped = false;
                xname(&self.name_ctx(), &self.lev.objects[k].obj)
            }
            (None, Some(i)) => {
                self.u.invent[i].otrapped = false;
                xname(&self.name_ctx(), &self.u.invent[i])
            }
            (None, None) => return,
        };
        self.pline(if disarm { "You set it off!" } else { "You trigger a trap!" });
        let luck = self.luck();
        if luck > -13 && self.rng.rn2(13 + luck) > 7 {
            let msg = match self.rng.rn2(13) {
                11 | 12 => "explosive charge is a dud",
                9 | 10 => "electric charge is grounded",
                7 | 8 => "flame fizzles out",
                4..=6 => "poisoned needle misses",
                _ => "gas cloud blows away",
            };
            self.pline(format!("But luckily the {msg}!"));
            return;
        }
        let fate =
            if self.rng.rn2(20) != 0 { if luck >= 13 { 0 } else { self.rng.rn2(13 - luck) } } else { self.rng.rn2(26) };
        match fate {
            21.. => {
                let name = crate::world::display::capitalize(&the(&bname));
                self.pline(format!("{name} explodes!"));
                // The box, what it held and everything on the floor where
                // the hero stands are gone.
                if let Some(i) = carried {
                    self.freeinv(i);
                }
                let (x, y) = (self.u.ux, self.u.uy);
                self.lev.objects.retain(|f| (f.x, f.y) != (x, y) && f.obj.o_id != id);
                self.newsym(x, y);
                self.wake_nearby(self.u.ulevel() * 20);
                let dmg = self.rng.d(6, 6);
                self.losehp(dmg, &format!("an exploding {bname}"));
                self.exercise(A_STR, false);
            }
            17..=20 => {
                self.pline(format!("A cloud of noxious gas billows from {}.", the(&bname)));
                self.poisoned("gas cloud", A_STR, "cloud of poison gas", 15);
                self.exercise(A_CON, false);
            }
            13..=16 => {
                self.pline(format!("You feel a needle prick your {bodypart}."));
                self.poisoned("needle", A_CON, "poisoned needle", 10);
                self.exercise(A_CON, false);
            }
            9..=12 => self.dofiretrap(),
            6..=8 => {
                self.pline("You are jolted by a surge of electricity!");
                if self.u.has(Prop::ShockRes) {
                    self.pline("You don't seem to be affected.");
                } else {
                    let dmg = self.rng.d(4, 4);
                    self.losehp(dmg, "an electric shock");
                }
            }
            3..=5 => {
                if self.u.has(Prop::FreeAction) {
                    self.pline("You momentarily stiffen.");
                } else {
                    self.pline("Suddenly you are frozen in place!");
                    let n = self.rng.d(5, 6);
                    self.helpless(n, "You can move again.");
                    self.exercise(A_DEX, false);
                }
            }
            _ => {
                let color = self.hcolor("purple");
                self.pline(format!("A cloud of {color} gas billows from {}.", the(&bname)));
                if !self.u.has(Prop::Stunned) {
                    if self.u.has(Prop::Halluc) {
                        self.pline("What a groovy feeling!");
                    } else {
                        self.pline("You stagger and your vision blurs...");
                    }
                }
                let s = self.u.timeout(Prop::Stunned) + self.rng.rn1(7, 16) as u32;
                self.u.set_timeout(Prop::Stunned, s);
                let h = self.u.timeout(Prop::Halluc) + self.rng.rn1(5, 16) as u32;
                self.u.set_timeout(Prop::Halluc, h);
            }
        }
    }
}
