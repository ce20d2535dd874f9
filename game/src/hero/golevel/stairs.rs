//! The ways between levels the hero takes on foot (do.c's `doup`,
//! `dodown`; dungeon.c's `prev_level`, `next_level`, `goto_hell`): stairs,
//! ladders and branch stairs; jumping into a known hole or trap door; and
//! the way out at the top of the dungeon, which leads to the Planes for
//! the bearer of the Amulet of Yendor and out of the game for anyone
//! else.

use super::Arrival;
use crate::game::{Game, GameOver};
use crate::world::dungeon::stronghold_below;
use crate::world::level::{DLevel, ttyp};
use crate::world::you::UTrap;
use oxhack_defs::Prop;
use oxhack_tables::ids;

impl Game {
    /// `u.uhave.amulet`: the hero carries the real Amulet of Yendor (in
    /// the pack itself, not in a container). Keeps the monster rules'
    /// copy of the flag up to date.
    pub fn u_have_amulet(&mut self) -> bool {
        let have = self.u.invent.iter().any(|o| o.otyp == ids::AMULET_OF_YENDOR);
        self.env.uhave_amulet = have;
        have
    }

    /// Where falling through a hole or trap door here leads when it does
    /// not lead to the level below: from the castle (the level above a
    /// one-way branch down), the Valley (`Is_stronghold`, `find_hell`).
    pub fn stronghold_below(&self) -> Option<DLevel> {
        stronghold_below(&self.layout, self.u.uz)
    }

    /// `<`: climb the up stairs or ladder here (`doup`, `prev_level`).
    pub fn doup(&mut self) -> bool {
        let (x, y) = (self.u.ux, self.u.uy);
        let here = [self.lev.upstair, self.lev.upladder, self.lev.sstairs]
            .into_iter()
            .flatten()
            .find(|s| s.x == x && s.y == y && s.up);
        let Some(s) = here else {
            self.pline("You can't go up here.");
            return false;
        };
        if self.stuck_cannot_go("up") {
            return true;
        }
        if self.u.utrap != UTrap::None {
            self.pline("You are held back.");
            return true;
        }
        if self.playtest.is_some() {
            self.end_playtest("up the stairs");
            return true;
        }
        let top = self.u.uz.dnum == 0 && self.u.uz.dlevel == 1;
        if top && !self.yn("Beware, there will be no return!  Still climb?") {
            return false;
        }
        let branch = self.lev.sstairs.is_some_and(|b| b.x == x && b.y == y);
        // Only the Amulet opens the way up from the top of the dungeon
        // (into the Planes, where the branch stairs lead).
        if s.tolev.dlevel < 1 || (top && !(branch && self.u_have_amulet())) {
            self.pline("You climb up the stairs and leave the dungeon.");
            self.done(GameOver::Escaped);
            return true;
        }
        let ladder = self.lev.upladder.is_some_and(|l| l.x == x && l.y == y);
        let arrival = if branch {
            Arrival::Branch
        } else if ladder {
            Arrival::LadderUp
        } else {
            Arrival::StairsUp
        };
        self.goto_level(s.tolev, arrival);
        true
    }

    /// `>`: go down the stairs or ladder here, or jump into the hole or
    /// trap door the hero knows is here (`dodown`, `next_level`,
    /// `goto_hell`).
    pub fn dodown(&mut self) -> bool {
        let (x, y) = (self.u.ux, self.u.uy);
        let here = [self.lev.dnstair, self.lev.dnladder, self.lev.sstairs]
            .into_iter()
            .flatten()
            .find(|s| s.x == x && s.y == y && !s.up);
        if self.u.has(Prop::Levitation) {
            let what = if here.is_some() { "stairs" } else { "floor" };
            self.pline(format!("You are floating high above the {what}."));
            return false;
        }
        let Some(s) = here else {
            let hole = self.lev.t_at(x, y).filter(|t| ttyp::is_hole(t.ttyp) && t.tseen).map(|t| t.ttyp);
            let Some(tt) = hole.filter(|_| self.can_fall_thru()) else {
                self.pline("You can't go down here.");
                return false;
            };
            if self.stuck_cannot_go("down") {
                return true;
            }
            self.pline(if tt == ttyp::HOLE { "You jump down the hole." } else { "You jump through the trap door." });
            let dest = self.stronghold_below().unwrap_or(DLevel { dnum: self.u.uz.dnum, dlevel: self.u.uz.dlevel + 1 });
            self.goto_level(dest, Arrival::Random);
            return true;
        };
        if self.stuck_cannot_go("down") {
            return true;
        }
        if self.u.utrap != UTrap::None {
            self.pline("You are held back.");
            return true;
        }
        let branch = self.lev.sstairs.is_some_and(|b| b.x == x && b.y == y);
        let ladder = self.lev.dnladder.is_some_and(|l| l.x == x && l.y == y);
        let arrival = if branch {
            Arrival::Branch
        } else if ladder {
            Arrival::LadderDown
        } else {
            Arrival::StairsDown
        };
        self.goto_level(s.tolev, arrival);
        true
    }
}
