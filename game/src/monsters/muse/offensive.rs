//! muse.c's offensive items: `find_offensive` picks the last usable
//! attack item a monster lined up with the hero carries (ray wands,
//! fire and frost horns, the wand of striking, potions to throw) and
//! `use_offensive` uses it: rays go through the ray code, striking
//! through `mbhit`, potions fly and break on the hero (potion.c's
//! `potionhit` and `potionbreathe`).
//!
//! Gaps: a thrown potion stops at the first monster in the way without
//! affecting it.

use super::{Muse, Used};
use crate::game::Game;
use crate::world::obj::Obj;
use oxhack_defs::{AttackType, OClass, Otyp, Prop};
use oxhack_tables::{ids, tables};

/// The attacks an item can make (`MUSE_WAN_DEATH` ...).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Offense {
    /// A ray wand (death, sleep, fire, cold, lightning, magic missile).
    RayWand,
    /// A fire or frost horn.
    Horn,
    Striking,
    /// A potion to throw.
    Potion,
    /// A scroll of earth read next to the hero.
    ScrEarth,
}

/// Whether monster `m` carries anything `find_offensive` might pick, so
/// it is worth letting it act from a distance.
pub fn carries_offense(m: &crate::world::monst::Monst) -> bool {
    m.minvent.iter().any(|o| {
        matches!(
            o.otyp,
            ids::WAN_DEATH
                | ids::WAN_SLEEP
                | ids::WAN_FIRE
                | ids::WAN_COLD
                | ids::WAN_LIGHTNING
                | ids::WAN_MAGIC_MISSILE
                | ids::WAN_STRIKING
                | ids::FIRE_HORN
                | ids::FROST_HORN
                | ids::POT_PARALYSIS
                | ids::POT_BLINDNESS
                | ids::POT_CONFUSION
                | ids::POT_SLEEPING
                | ids::POT_ACID
                | ids::SCR_EARTH
        )
    })
}

impl Game {
    /// `find_offensive`: the attack item monster `i` would use now. With
    /// reflection, the hero makes ray users think twice half the time.
    pub fn find_offensive(&mut self, i: usize) -> Option<Muse<Offense>> {
        let t = tables();
        let reflection_skip = self.u.has(Prop::Reflecting) && self.rng.rn2(2) != 0;
        let m = self.lev.monsters.get(i)?;
        let pm = m.mnum;
        use crate::monsters::makemon::{attacktype, is_animal, mindless, nohands};
        if m.mpeaceful || is_animal(t, pm) || mindless(t, pm) || nohands(t, pm) {
            return None;
        }
        // All offensive items need a straight line.
        self.lined_up(i)?;
        let m = &self.lev.monsters[i];
        let can_blow = !crate::world::mondata::verysmall(t, pm)
            && t.mon(pm).msound != oxhack_defs::Sound::Silent
            && !m.minvent.is_empty();
        let helmet_metal = m.minvent.iter().any(|h| {
            h.owornmask.contains(crate::world::obj::Worn::ARMH)
                && matches!(
                    t.obj(h.otyp).material,
                    Some(
                        oxhack_defs::Material::Iron
                            | oxhack_defs::Material::Metal
                            | oxhack_defs::Material::Copper
                            | oxhack_defs::Material::Silver
                            | oxhack_defs::Material::Gold
                            | oxhack_defs::Material::Platinum
                            | oxhack_defs::Material::Mithril
                    )
                )
        });
        use crate::monsters::makemon::{amorphous, noncorporeal, passes_walls, unsolid};
        let earth_ok = m.minvent.iter().any(|o| o.otyp == ids::SCR_EARTH)
            && (helmet_metal
                || m.mconf
                || amorphous(t, pm)
                || passes_walls(t, pm)
                || noncorporeal(t, pm)
                || unsolid(t, pm)
                || self.rng.rn2(10) == 0)
            && (m.mx - m.mux).pow(2) + (m.my - m.muy).pow(2) <= 2
            && m.mcansee
            && super::haseyes(t, pm);
        let m = &self.lev.monsters[i];
        let mut best: Option<(u8, usize)> = None;
        for (k, o) in m.minvent.iter().enumerate() {
            // The C loop takes the last viable item, skipping kinds it
            // already has (`nomore`); rank by those kinds in that order.
            let kind = match o.otyp {
                ids::WAN_DEATH if !reflection_skip && o.spe > 0 => 1,
                ids::WAN_SLEEP if !reflection_skip && o.spe > 0 && self.u.multi >= 0 => 2,
                ids::WAN_FIRE if !reflection_skip && o.spe > 0 => 3,
                ids::FIRE_HORN if !reflection_skip && o.spe > 0 && can_blow => 13,
                ids::WAN_COLD if !reflection_skip && o.spe > 0 => 4,
                ids::FROST_HORN if !reflection_skip && o.spe > 0 && can_blow => 12,
                ids::WAN_LIGHTNING if !reflection_skip && o.spe > 0 => 5,
                ids::WAN_MAGIC_MISSILE if !reflection_skip && o.spe > 0 => 6,
                ids::WAN_STRIKING if o.spe > 0 => 7,
                ids::POT_PARALYSIS if self.u.multi >= 0 => 9,
                ids::POT_BLINDNESS if !attacktype(t, pm, AttackType::Gaze) => 10,
                ids::POT_CONFUSION => 11,
                ids::POT_SLEEPING => 16,
                ids::POT_ACID => 14,
                ids::SCR_EARTH if earth_ok => 17,
                _ => continue,
            };
            if best.is_some_and(|(b, _)| b == kind) {
                continue;
            }
            best = Some((kind, k));
        }
        let (kind, k) = best?;
        let kind = match kind {
            1..=6 => Offense::RayWand,
            12 | 13 => Offense::Horn,
            7 => Offense::Striking,
            17 => Offense::ScrEarth,
            _ => Offense::Potion,
        };
        Some(Muse { kind, obj: Some(k) })
    }

    /// `use_offensive`: monster `i` attacks the hero with its item.
    pub fn use_offensive(&mut self, i: usize, u: Muse<Offense>) -> Used {
        let Some(k) = u.obj else { return Used::Nothing };
        let Some(m) = self.lev.monsters.get(i) else { return Used::Nothing };
        let Some(o) = m.minvent.get(k) else { return Used::Nothing };
        let (id, mx, my) = (m.m_id, m.mx, m.my);
        let (dx, dy) = ((m.mux - mx).signum(), (m.muy - my).signum());
        let otyp = o.otyp;
        let oseen = self.canseemon_i(i);
        match u.kind {
            Offense::RayWand => {
                self.mzapwand(i, k, false);
                if oseen {
                    self.os.discover(otyp);
                }
                let nd = if otyp == ids::WAN_MAGIC_MISSILE { 2 } else { 6 };
                self.buzz_monster_wand(otyp, nd, mx, my, dx, dy);
                if self.mon_index(id).is_none() { Used::Died } else { Used::Acted }
            }
            Offense::Horn => {
                self.mplayhorn(i, k);
                let nd = self.rng.rn1(6, 6);
                self.buzz_monster_wand(otyp, nd, mx, my, dx, dy);
                if self.mon_index(id).is_none() { Used::Died } else { Used::Acted }
            }
            Offense::Striking => {
                self.mzapwand(i, k, false);
                let range = self.rng.rn1(8, 6);
                self.mbhit_striking(i, range, oseen);
                Used::Acted
            }
            Offense::ScrEarth => {
                self.muse_scroll_of_earth(i, k);
                if self.mon_index(id).is_none() { Used::Died } else { Used::Acted }
            }
            Offense::Potion => {
                if self.vis.cansee(mx, my) {
                    self.lev.monsters[i].minvent[k].dknown = true;
                    let mut one = self.lev.monsters[i].minvent[k].clone();
                    one.quan = 1;
                    let name = self.monnam_cap(i);
                    let what = self.doname(&one);
                    self.pline(format!("{name} hurls {what}!"));
                }
                let Some(pot) = self.m_useup(i, k) else { return Used::Nothing };
                self.m_throw_potion(mx, my, dx, dy, pot);
                Used::Acted
            }
        }
    }

    /// `mbhit` with `mbhitm` for a monster's wand of striking: the force
    /// bolt travels up to `range` squares toward the hero and hits the
    /// first creature it meets.
    fn mbhit_striking(&mut self, i: usize, mut range: i32, oseen: bool) {
        let Some(m) = self.lev.monsters.get(i) else { return };
        let (mut x, mut y) = (m.mx, m.my);
        let (dx, dy) = ((m.mux - m.mx).signum(), (m.muy - m.my).signum());
        let zapper = m.m_id;
        while range > 0 {
            range -= 1;
            x += dx;
            y += dy;
            if !crate::world::level::isok(x, y) {
                break;
            }
            if (x, y) == (self.u.ux, self.u.uy) {
                self.striking_hits_you(oseen);
                range -= 3;
            } else if let Some(j) = self.lev.monsters.iter().position(|m| m.mx == x && m.my == y && m.m_id != zapper) {
                self.striking_hits_mon(j, oseen);
                range -= 3;
            }
            let typ = self.lev.typ(x, y);
            if !crate::world::level::zap_pos(typ) || crate::monsters::makemon::closed_door(&self.lev, x, y) {
                break;
            }
            if self.over.is_some() {
                break;
            }
        }
    }

    /// `mbhitm` of a wand of striking on the hero.
    fn striking_hits_you(&mut self, oseen: bool) {
        if oseen {
            self.os.discover(ids::WAN_STRIKING);
        }
        if self.u.has(Prop::Antimagic) {
            self.pline("Boing!");
        } else if self.rng.rnd(20) < 10 + self.u_ac() {
            self.pline("The wand hits you!");
            let mut dmg = self.rng.d(2, 12);
            if self.u.has(Prop::HalfSpdam) {
                dmg = (dmg + 1) / 2;
            }
            self.losehp(dmg, "wand");
        } else {
            self.pline("The wand misses you.");
        }
        self.stop_occupation();
        self.nomul();
    }

    /// `mbhitm` of a wand of striking on another monster.
    fn striking_hits_mon(&mut self, j: usize, oseen: bool) {
        let t = tables();
        self.lev.monsters[j].msleeping = false;
        let name = self.mon_nam(j);
        let (mx, my) = (self.lev.monsters[j].mx, self.lev.monsters[j].my);
        let mac = crate::monsters::mon::find_mac(t, &self.lev.monsters[j]);
        if self.rng.rnd(20) < 10 + mac {
            let dmg = self.rng.d(2, 12);
            self.pline(format!("The wand hits {name}{}", if dmg > 4 { "!" } else { "." }));
            self.damage_monster(j, dmg, false);
        } else {
            self.pline(format!("The wand misses {name}."));
        }
        if self.vis.cansee(mx, my) && oseen {
            self.os.discover(ids::WAN_STRIKING);
        }
    }

    /// `m_throw` of a potion from (x, y) toward the hero: it breaks on
    /// the hero (`potionhit`) unless something stops it first.
    fn m_throw_potion(&mut self, x: i32, y: i32, dx: i32, dy: i32, pot: Obj) {
        let (mut x, mut y) = (x, y);
        for _ in 0..crate::world::level::BOLT_LIM {
            x += dx;
            y += dy;
            if (x, y) == (self.u.ux, self.u.uy) {
                if !self.u.has(Prop::Blinded) {
                    let mut p = pot;
                    p.dknown = true;
                    self.potionhit_you(p);
                } else {
                    self.potionhit_you(pot);
                }
                return;
            }
            let typ = self.lev.typ(x, y);
            let blocked = !crate::world::level::zap_pos(typ) || crate::monsters::makemon::closed_door(&self.lev, x, y);
            if blocked || self.lev.monster_at(x, y).is_some() {
                if self.vis.cansee(x, y) {
                    self.pline("Crash!");
                }
                return;
            }
        }
    }

    /// `potionhit` on the hero for a monster-thrown potion, then
    /// `potionbreathe` of its vapors.
    pub fn potionhit_you(&mut self, pot: Obj) {
        let t = tables();
        let bottle = self.bottlename_m();
        self.pline(format!("The {bottle} crashes on your head and breaks into shards."));
        let mut d = self.rng.rnd(2);
        if self.u.has(Prop::HalfPhdam) {
            d = (d + 1) / 2;
        }
        self.losehp(d, "thrown potion");
        if self.over.is_some() {
            return;
        }
        let what = crate::world::display::capitalize(&crate::objects::objnam::the(&self.xname_of(&pot)));
        self.pline(format!("{what} evaporates."));
        if pot.otyp == ids::POT_ACID && !self.u.has(Prop::AcidRes) {
            let how = if pot.blessed {
                " a little"
            } else if pot.cursed {
                " a lot"
            } else {
                ""
            };
            self.pline(format!("This burns{how}!"));
            let mut dmg = self.rng.d(if pot.cursed { 2 } else { 1 }, if pot.blessed { 4 } else { 8 });
            if self.u.has(Prop::HalfPhdam) {
                dmg = (dmg + 1) / 2;
            }
            self.losehp(dmg, "potion of acid");
            if self.over.is_some() {
                return;
            }
        }
        let kn = self.potionbreathe_you(pot.otyp);
        if kn && pot.dknown && pot.oclass(t) == OClass::Potion {
            self.os.discover(pot.otyp);
        }
    }

    /// `potionbreathe` for the potions monsters throw: the vapors'
    /// effect on the hero. True when the effect gives the potion away.
    fn potionbreathe_you(&mut self, otyp: Otyp) -> bool {
        match otyp {
            ids::POT_BLINDNESS => {
                let kn = !self.u.has(Prop::Blinded);
                if kn {
                    self.pline("It suddenly gets dark.");
                }
                let n = self.u.timeout(Prop::Blinded) + self.rng.rnd(5) as u32;
                self.make_blinded(n, false);
                kn
            }
            ids::POT_CONFUSION => {
                let n = self.rng.rnd(5);
                self.make_confused(n, true);
                false
            }
            ids::POT_PARALYSIS => {
                if !self.u.has(Prop::FreeAction) {
                    self.pline("Something seems to be holding you.");
                    let n = self.rng.rnd(5);
                    self.helpless(n, "You can move again.");
                } else {
                    self.pline("You stiffen momentarily.");
                }
                true
            }
            ids::POT_SLEEPING => {
                if !self.u.has(Prop::FreeAction) && !self.u.has(Prop::SleepRes) {
                    self.pline("You feel rather tired.");
                    let n = self.rng.rnd(5);
                    self.helpless(n, "You can move again.");
                } else {
                    self.pline("You yawn.");
                }
                true
            }
            _ => false,
        }
    }

    /// `bottlename`: what a potion is in, picked at random.
    fn bottlename_m(&mut self) -> &'static str {
        const NAMES: [&str; 7] = ["bottle", "phial", "flagon", "carafe", "flask", "jar", "vial"];
        NAMES[self.rng.rn2(NAMES.len() as i32) as usize]
    }
}
