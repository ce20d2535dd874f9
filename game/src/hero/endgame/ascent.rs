//! The way up with the Amulet (do.c's `goto_level`): in Gehennom, below
//! its top three levels, climbing with the Amulet of Yendor now and then
//! meets "a mysterious force" that keeps the hero on the level or sends
//! them down instead, biased against law and towards chaos: a chance in
//! four, then `rn2(3 + alignment)` levels down at most (0: stay).

use crate::game::Game;
use crate::hero::golevel::Arrival;
use crate::world::level::DLevel;
use oxhack_defs::Align;

/// What the mysterious force did to a climb.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ForceOutcome {
    /// The climb goes on to `uz`.
    Go(DLevel),
    /// The hero stays on this level, somewhere else on it.
    Stay,
}

impl Game {
    /// The force's roll alone (for a hero already known to be subject to
    /// it): None when it does not act, else how many levels down it sends
    /// the hero (0: held on this level). Lawful heroes get `rn2(4)`,
    /// neutral `rn2(3)`, chaotic `rn2(2)`.
    pub fn mysterious_force_roll(&mut self) -> Option<i32> {
        if self.rng.rn2(4) != 0 {
            return None;
        }
        let align = match self.u.hero.align {
            Align::Lawful => 1,
            Align::Chaotic => -1,
            _ => 0,
        };
        let odds = 3 + align;
        let diff = if odds <= 1 { 0 } else { self.rng.rn2(odds) };
        if diff == 0 {
            return Some(0);
        }
        Some(self.rng.rnd(diff))
    }

    /// Whether a move from the hero's level to `uz` by `arrival` is a
    /// climb the force can meet: in Gehennom, within the same dungeon, not
    /// by portal, with the Amulet, from below its top three levels.
    pub fn force_applies(&mut self, uz: DLevel, arrival: Arrival) -> bool {
        let here = self.u.uz;
        let up = self.depth_of(uz) < self.depth_of(here);
        let dunlevs = self.dungeon(here.dnum).map_or(0, |d| d.num_dunlevs);
        self.level_ctx(here).in_hell
            && up
            && uz.dnum == here.dnum
            && arrival != Arrival::Portal
            && here.dlevel < dunlevs - 3
            && self.u_have_amulet()
    }

    /// The mysterious force on a climb to `uz` (`goto_level`'s check): the
    /// level actually reached, or that the hero stays here (moved to a
    /// random spot of this level).
    pub fn mysterious_force(&mut self, uz: DLevel, arrival: Arrival) -> ForceOutcome {
        if !self.force_applies(uz, arrival) {
            return ForceOutcome::Go(uz);
        }
        let Some(down) = self.mysterious_force_roll() else { return ForceOutcome::Go(uz) };
        self.pline("A mysterious force momentarily surrounds you...");
        if down == 0 {
            if let Some(c) = self.rndspot() {
                self.u_on_newpos(c.x, c.y);
                self.vision_recalc();
            }
            return ForceOutcome::Stay;
        }
        let dunlevs = self.dungeon(self.u.uz.dnum).map_or(1, |d| d.num_dunlevs);
        let dlevel = (self.u.uz.dlevel + down).clamp(1, dunlevs);
        if dlevel == self.u.uz.dlevel {
            return ForceOutcome::Stay;
        }
        ForceOutcome::Go(DLevel { dnum: self.u.uz.dnum, dlevel })
    }
}
