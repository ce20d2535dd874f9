//! Digging with a pick-axe or mattock (dig.c's `use_pick_axe`, `dig`).
//!
//! NetHack digs as an occupation, adding effort each turn; here the
//! effort is rolled turn by turn at once and the hero is busy for the
//! turns it took: 100 to dig through rock or a wall, 250 to dig a hole
//! down (a pit at 50).

use crate::actions::zap::dig::Dug;
use crate::game::Game;
use crate::world::obj::Worn;
use oxhack_defs::Prop;
use oxhack_tables::ids::*;
use oxhack_vm::terrain::{STONE, TREE};

impl Game {
    /// `use_pick_axe`: dig with inventory item `i`.
    pub fn use_pick_axe(&mut self, i: usize) -> bool {
        // Digging wields the tool first (the alternate weapon by
        // swapping); that alone takes a turn.
        let wielded_now = !self.u.invent[i].owornmask.contains(Worn::WEP);
        if wielded_now && !self.wield_tool(i, "dig") {
            return false;
        }
        let Some((dx, dy, dz)) = self.getdir(Some("In what direction do you want to dig?")) else {
            return wielded_now;
        };
        let spe = i32::from(self.u.invent[i].spe);
        let erosion = i32::from(self.u.invent[i].greatest_erosion());
        if dz < 0 {
            self.pline("You cannot reach the ceiling.");
            return true;
        }
        if dz > 0 || (dx == 0 && dy == 0) {
            if self.u.has(Prop::Levitation) {
                self.pline("You can't reach the floor.");
                return true;
            }
            let (ux, uy) = (self.u.ux, self.u.uy);
            let typ = self.lev.typ(ux, uy);
            if matches!(typ, oxhack_vm::terrain::STAIRS | oxhack_vm::terrain::LADDER) {
                self.pline("The stairs are too hard to dig in.");
                return true;
            }
            if self.lev.flags.hardfloor {
                self.pline("The floor here is too hard to dig in.");
                return true;
            }
            self.pline("You start digging downward.");
            if !self.shops.ushops.is_empty() {
                self.shopdig(false);
            }
            let turns = self.dig_turns(spe, erosion, 250);
            self.helpless(turns, "");
            self.dighole();
            return true;
        }
        let (x, y) = (self.u.ux + dx, self.u.uy + dy);
        if !crate::world::level::isok(x, y) {
            self.pline("You swing your pick through thin air.");
            return true;
        }
        if let Some(m) = self.lev.monsters.iter().position(|m| m.mx == x && m.my == y)
            && let Some(took) = self.attack_monster(m, false)
        {
            return took;
        }
        if let Some(k) = self.lev.objects.iter().position(|f| f.x == x && f.y == y && f.obj.otyp == BOULDER) {
            self.pline("You start digging.");
            let turns = self.dig_turns(spe, erosion, 100);
            self.helpless(turns, "");
            self.lev.objects.remove(k);
            let rocks = self.with_mk(|c| c.mksobj(ROCK, false, false));
            self.lev.place_object(rocks, x, y);
            self.pline("The boulder falls apart.");
            self.newsym(x, y);
            self.vision_recalc();
            return true;
        }
        let typ = self.lev.typ(x, y);
        if !crate::world::level::is_rock(typ) && !self.closed_door(x, y) {
            self.pline("You swing your pick through thin air.");
            return true;
        }
        if !self.may_dig(x, y) {
            let what = if crate::world::level::is_wall(typ) { "wall" } else { "rock" };
            self.pline(format!("This {what} is too hard to dig in."));
            return true;
        }
        self.pline(if typ == TREE { "You start cutting." } else { "You start digging." });
        let turns = self.dig_turns(spe, erosion, 100);
        self.helpless(turns, "");
        // Shop walls and doors are the shopkeeper's (dig.c's `dig`).
        let shopedge = self.shop_at(x, y) != crate::world::level::NO_ROOM;
        let mut dmgtxt = None;
        if shopedge && crate::world::level::is_wall(typ) {
            self.add_damage(x, y, 10 * self.u.acurrstr() as i64);
            dmgtxt = Some("damage");
        } else if shopedge && self.closed_door(x, y) {
            self.add_damage(x, y, crate::world::level::SHOP_DOOR_COST);
            dmgtxt = Some("break");
        }
        let dug = self.dig_square(x, y);
        match dug {
            Dug::Through | Dug::Door => {
                self.pline(if typ == TREE {
                    "You cut down the tree."
                } else if typ == STONE || typ == oxhack_vm::terrain::SCORR {
                    "You succeed in cutting away some rock."
                } else {
                    "You make an opening in the wall."
                });
                self.vision_recalc();
            }
            Dug::Nondiggable => self.pline("This wall is too hard to dig in."),
            Dug::Nothing => {}
        }
        if let Some(what) = dmgtxt
            && matches!(dug, Dug::Through | Dug::Door)
        {
            self.pay_for_damage(what, false);
        }
        true
    }

    /// Turns of digging until the effort passes `goal` (`dig`'s effort:
    /// 10 + rn2(5) + to-hit bonus + enchantment - erosion + damage bonus
    /// a turn).
    fn dig_turns(&mut self, spe: i32, erosion: i32, goal: i32) -> i32 {
        let str_bonus = match self.u.acurrstr() {
            s if s < 6 => -2,
            s if s < 16 => 0,
            s if s < 18 => 1,
            _ => 2,
        };
        let mut effort = 0;
        let mut turns = 0;
        while effort <= goal && turns < 500 {
            effort += (10 + self.rng.rn2(5) + str_bonus + spe - erosion).max(1);
            turns += 1;
        }
        turns
    }
}
