//! Digging with a pick-axe or mattock (dig.c's `use_pick_axe`,
//! `use_pick_axe2`, `dig_typ`, `dig_check` and the `dig` occupation).
//!
//! Digging is an occupation: each turn adds effort (10 + rn2(5) + the
//! to-hit bonus + enchantment - erosion + damage bonus, doubled for
//! dwarves); 100 breaks through rock, a wall, a door or a boulder, 50
//! down makes a pit and 250 a hole. Interrupted, the effort is kept, and
//! digging the same spot again continues ("You continue digging
//! downward.").

use crate::actions::zap::dig::Dug;
use crate::game::Game;
use crate::hero::occupation::{Digging, Occupation};
use crate::world::level::{Trap, ttyp};
use crate::world::obj::{Worn, types};
use crate::world::you::UTrap;
use oxhack_defs::Prop;
use oxhack_tables::ids::*;
use oxhack_tables::tables;
use oxhack_vm::terrain::{ALTAR, IRONBARS, LADDER, SCORR, SDOOR, STAIRS, STONE, THRONE, TREE};

/// What a pick meets at a spot (`dig_typ`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum DigTyp {
    Undiggable,
    Rock,
    Statue,
    Boulder,
    Door,
}

impl DigTyp {
    /// "You start digging.", "You continue chipping the statue."
    fn action(self) -> &'static str {
        match self {
            DigTyp::Undiggable => "swinging",
            DigTyp::Rock => "digging",
            DigTyp::Statue => "chipping the statue",
            DigTyp::Boulder => "hitting the boulder",
            DigTyp::Door => "chopping at the door",
        }
    }

    /// "You hit the rock with all your might."
    fn target(self) -> &'static str {
        match self {
            DigTyp::Undiggable => "",
            DigTyp::Rock => "rock",
            DigTyp::Statue => "statue",
            DigTyp::Boulder => "boulder",
            DigTyp::Door => "door",
        }
    }
}

impl Game {
    /// `use_pick_axe`: dig with inventory item `i` (wielding it first,
    /// which takes the turn if nothing else does).
    pub fn use_pick_axe(&mut self, i: usize) -> bool {
        let wielded_now = !self.u.invent[i].owornmask.contains(Worn::WEP);
        if wielded_now && !self.wield_tool(i, "dig") {
            return false;
        }
        let Some((dx, dy, dz)) = self.getdir(Some("In what direction do you want to dig?")) else {
            return wielded_now;
        };
        let Some(i) = self.uwep_idx() else { return true };
        self.use_pick_axe2(i, dx, dy, dz)
    }

    /// `dig_typ`: what digging at (x, y) with a pick would work on.
    fn dig_typ(&self, x: i32, y: i32) -> DigTyp {
        let here = |o: oxhack_defs::Otyp| self.lev.objects.iter().any(|f| (f.x, f.y) == (x, y) && f.obj.otyp == o);
        let typ = self.lev.typ(x, y);
        if here(STATUE) {
            DigTyp::Statue
        } else if here(BOULDER) {
            DigTyp::Boulder
        } else if self.closed_door(x, y) {
            DigTyp::Door
        } else if typ == TREE {
            DigTyp::Undiggable
        } else if crate::world::level::is_rock(typ) && (!self.lev.flags.arboreal || crate::world::level::is_wall(typ)) {
            DigTyp::Rock
        } else {
            DigTyp::Undiggable
        }
    }

    /// `use_pick_axe2`: dig in direction (dx, dy, dz) with the wielded
    /// pick `i`.
    fn use_pick_axe2(&mut self, i: usize, dx: i32, dy: i32, dz: i32) -> bool {
        let (ux, uy) = (self.u.ux, self.u.uy);
        if dz < 0 {
            if self.u.has(Prop::Levitation) {
                self.pline("You don't have enough leverage.");
            } else {
                self.pline("You can't reach the ceiling.");
            }
            return true;
        }
        if dx == 0 && dy == 0 && dz == 0 {
            let spe = i32::from(self.u.invent[i].spe);
            let dam = (self.rng.rnd(2) + self.dbon() + spe).max(1);
            let yname = self.your_name(self.u.invent[i].o_id);
            self.pline(format!("You hit yourself with {yname}."));
            let his = if self.u.female { "her" } else { "his" };
            let what = tables().obj(self.u.invent[i].otyp).name.clone().unwrap_or_default();
            self.losehp(dam, &format!("{his} own {what}"));
            return true;
        }
        if dz == 0 {
            let (x, y) = (ux + dx, uy + dy);
            if !crate::world::level::isok(x, y) {
                self.pline("Clash!");
                return true;
            }
            if let Some(m) = self.lev.monsters.iter().position(|m| m.mx == x && m.my == y)
                && let Some(took) = self.attack_monster(m, false)
            {
                return took;
            }
            let target = self.dig_typ(x, y);
            if target == DigTyp::Undiggable {
                let yname = self.your_name(self.u.invent[i].o_id);
                match self.lev.typ(x, y) {
                    IRONBARS => {
                        self.pline("Clang!");
                        self.wake_nearby(self.u.ulevel() * 20);
                    }
                    TREE => self.pline("You need an axe to cut down a tree."),
                    t if crate::world::level::is_rock(t) => self.pline("You need a pick to dig rock."),
                    _ => self.pline(format!("You swing {yname} through thin air.")),
                }
                return true;
            }
            self.occ.digging.did_dig_msg = false;
            let d = &self.occ.digging;
            if d.pos != Some((x, y)) || d.level != Some(self.u.uz) || d.down {
                self.occ.digging = Digging {
                    pos: Some((x, y)),
                    level: Some(self.u.uz),
                    down: false,
                    effort: 0,
                    lastdigtime: self.occ.digging.lastdigtime,
                    did_dig_msg: false,
                };
                self.pline(format!("You start {}.", target.action()));
            } else {
                self.pline(format!("You continue {}.", target.action()));
            }
            self.set_occupation(Occupation::Dig, "digging");
            return true;
        }
        // Down.
        if !self.can_reach_floor(false) {
            self.cant_reach_floor(false);
            return true;
        }
        let typ = self.lev.typ(ux, uy);
        if crate::world::level::is_pool(typ) || typ == oxhack_vm::terrain::LAVAPOOL {
            let what = if typ == oxhack_vm::terrain::LAVAPOOL { " the lava" } else { "water" };
            self.pline(format!("You cannot stay under{what} long enough."));
            return true;
        }
        let d = &self.occ.digging;
        if d.pos != Some((ux, uy)) || d.level != Some(self.u.uz) || !d.down {
            self.occ.digging = Digging {
                pos: Some((ux, uy)),
                level: Some(self.u.uz),
                down: true,
                effort: 0,
                lastdigtime: self.occ.digging.lastdigtime,
                did_dig_msg: false,
            };
            self.pline("You start digging downward.");
            if !self.shops.ushops.is_empty() {
                self.shopdig(false);
            }
        } else {
            self.pline("You continue digging downward.");
        }
        self.occ.digging.did_dig_msg = false;
        self.set_occupation(Occupation::Dig, "digging");
        true
    }

    /// `dig_check`: the hero may dig down at (x, y), else why not.
    fn dig_check(&mut self, x: i32, y: i32) -> bool {
        let typ = self.lev.typ(x, y);
        let msg = match typ {
            LADDER => Some("The ladder resists your effort."),
            STAIRS => Some("The stairs are too hard to dig in."),
            THRONE => Some("The throne is too hard to break apart."),
            ALTAR => Some("The altar is too hard to break apart."),
            _ => None,
        };
        if let Some(m) = msg {
            self.pline(m);
            return false;
        }
        let portal = self.lev.t_at(x, y).is_some_and(|t| t.ttyp == ttyp::MAGIC_PORTAL);
        if self.lev.flags.hardfloor || portal {
            let s = self.surface(x, y);
            self.pline(format!("The {s} here is too hard to dig in."));
            return false;
        }
        if self.lev.objects.iter().any(|f| (f.x, f.y) == (x, y) && f.obj.otyp == BOULDER) {
            self.pline("There isn't enough room to dig here.");
            return false;
        }
        true
    }

    /// `dig`: one turn of digging. False when done or impossible.
    pub fn dig(&mut self) -> bool {
        let t = tables();
        let Some((dpx, dpy)) = self.occ.digging.pos else { return false };
        let Some(w) = self.uwep_idx() else { return false };
        if !types::is_pick(t, self.u.invent[w].otyp) || self.occ.digging.level != Some(self.u.uz) {
            return false;
        }
        let down = self.occ.digging.down;
        let far = if down {
            (dpx, dpy) != (self.u.ux, self.u.uy)
        } else {
            (dpx - self.u.ux).pow(2) + (dpy - self.u.uy).pow(2) > 2
        };
        if far {
            return false;
        }
        if down {
            if !self.dig_check(dpx, dpy) {
                return false;
            }
        } else if crate::world::level::is_rock(self.lev.typ(dpx, dpy))
            && !self.may_dig(dpx, dpy)
            && self.dig_typ(dpx, dpy) == DigTyp::Rock
        {
            self.pline("This wall is too hard to dig into.");
            return false;
        }
        if self.u.has(Prop::Fumbling) && self.rng.rn2(3) == 0 {
            match self.rng.rn2(3) {
                0 => {
                    let yname = self.your_name(self.u.invent[w].o_id);
                    self.pline(format!("You fumble and drop {yname}."));
                    self.drop_item(w);
                }
                1 => {
                    let nc = self.name_ctx();
                    let name = crate::objects::objnam::the(&crate::objects::objnam::xname(&nc, &self.u.invent[w]));
                    self.pline(format!("Bang!  You hit with the broad side of {name}!"));
                }
                _ => self.pline("Your swing misses its mark."),
            }
            return false;
        }
        let o = &self.u.invent[w];
        let (spe, erosion) = (i32::from(o.spe), i32::from(o.greatest_erosion()));
        let bonus = 10 + self.rng.rn2(5) + self.abon() + spe - erosion;
        let d = &mut self.occ.digging;
        d.effort += bonus;
        if self.u.hero.race_is(PM_DWARF) {
            self.occ.digging.effort *= 2;
        }
        let effort = self.occ.digging.effort;
        if down {
            return self.dig_down_turn(dpx, dpy, effort);
        }
        if effort > 100 {
            self.dig_through(dpx, dpy);
            self.occ.digging.lastdigtime = self.moves;
            self.occ.digging.level = None;
            return false;
        }
        let target = self.dig_typ(dpx, dpy);
        if target == DigTyp::Undiggable
            || (target == DigTyp::Rock && !crate::world::level::is_rock(self.lev.typ(dpx, dpy)))
        {
            // The statue or boulder was taken away.
            return false;
        }
        if !self.occ.digging.did_dig_msg {
            self.pline(format!("You hit the {} with all your might.", target.target()));
            self.occ.digging.did_dig_msg = true;
        }
        true
    }

    /// A turn of digging down with `effort` so far: a pit past 50, a hole
    /// past 250 (or through a trap door already there).
    fn dig_down_turn(&mut self, x: i32, y: i32, effort: i32) -> bool {
        let trap = self.lev.t_at(x, y).map(|t| t.ttyp);
        if effort > 250 || trap == Some(ttyp::HOLE) {
            self.dighole();
            self.occ.digging = Digging { lastdigtime: self.occ.digging.lastdigtime, ..Digging::default() };
            return false;
        }
        if effort <= 50 || trap.is_some_and(|tt| tt == ttyp::TRAPDOOR || ttyp::is_pit(tt)) {
            return true;
        }
        self.dig_pit_here();
        self.occ.digging.level = None;
        false
    }

    /// `digactualhole` for a pit under the hero: "You dig a pit in the
    /// floor.", and the hero is in it.
    fn dig_pit_here(&mut self) {
        let (x, y) = (self.u.ux, self.u.uy);
        let surface = self.surface(x, y);
        self.lev.traps.retain(|t| (t.tx, t.ty) != (x, y));
        let mut t = Trap::new(ttyp::PIT, x, y);
        t.tseen = true;
        t.madeby_u = true;
        self.lev.traps.push(t);
        self.pline(format!("You dig a pit in the {surface}."));
        if !self.u.has(Prop::Levitation) && !self.u.has(Prop::Flying) {
            let n = self.rng.rn1(4, 2) as u32;
            self.u.utrap = UTrap::Pit(n);
        }
        self.newsym(x, y);
        self.vision_recalc();
    }

    /// The sideways dig is through: a statue or boulder breaks, rock and
    /// walls open, a tree falls, a door is broken.
    fn dig_through(&mut self, x: i32, y: i32) {
        let typ = self.lev.typ(x, y);
        if let Some(k) = self.lev.objects.iter().position(|f| (f.x, f.y) == (x, y) && f.obj.otyp == STATUE) {
            let statue = self.lev.objects.remove(k).obj;
            for o in statue.contents {
                self.lev.place_object(o, x, y);
            }
            let rocks = self.with_mk(|c| c.mksobj(ROCK, false, false));
            self.lev.place_object(rocks, x, y);
            self.pline("The statue shatters.");
        } else if let Some(k) = self.lev.objects.iter().position(|f| (f.x, f.y) == (x, y) && f.obj.otyp == BOULDER) {
            self.lev.objects.remove(k);
            // Breaking a boulder (`fracture_rock`) costs Luck in Sokoban.
            self.sokoban_guilt();
            let rocks = self.with_mk(|c| c.mksobj(ROCK, false, false));
            self.lev.place_object(rocks, x, y);
            self.pline("The boulder falls apart.");
        } else {
            let was_door = typ == SDOOR || self.closed_door(x, y);
            // Shop walls and doors are the shopkeeper's.
            let shopedge = self.shop_at(x, y) != crate::world::level::NO_ROOM;
            let dmgtxt = if shopedge && crate::world::level::is_wall(typ) {
                Some(("damage", 10 * self.u.acurrstr() as i64))
            } else if shopedge && was_door {
                Some(("break", crate::world::level::SHOP_DOOR_COST))
            } else {
                None
            };
            // Recorded before the dig, so the keeper knows what to mend.
            if let Some((_, cost)) = dmgtxt {
                self.add_damage(x, y, cost);
            }
            let dug = self.dig_square(x, y);
            match dug {
                Dug::Through | Dug::Door => self.pline(if typ == TREE {
                    "You cut down the tree."
                } else if typ == STONE || typ == SCORR {
                    "You succeed in cutting away some rock."
                } else if typ == SDOOR {
                    "You break through a secret door!"
                } else if was_door {
                    "You break through the door."
                } else {
                    "You make an opening in the wall."
                }),
                Dug::Nondiggable => self.pline("This wall is too hard to dig into."),
                Dug::Nothing => {}
            }
            if let Some((what, _)) = dmgtxt
                && matches!(dug, Dug::Through | Dug::Door)
            {
                self.pay_for_damage(what, false);
            }
        }
        self.newsym(x, y);
        self.vision_recalc();
    }
}
