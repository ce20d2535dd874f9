//! Gehennom from the hero's side: the words on first arriving there
//! (do.c's `goto_level`), and the god's hint of the castle's passtune
//! (pray.c's `pleased`, "You hear a divine music...").

use crate::game::Game;
use crate::world::level::DLevel;
use dgn_comp::roles::LevelRole;

impl Game {
    /// Whether `uz` is in a hellish dungeon (`In_hell`).
    pub fn in_hell_at(&self, uz: DLevel) -> bool {
        self.dungeon(uz.dnum).is_some_and(|d| d.flags.hellish)
    }

    /// Arriving from `from` (`goto_level`): the first steps into Gehennom
    /// say so, the Valley with its own words; past the Valley the hero has
    /// entered Gehennom proper (`gehennom_entered`). Climbing into Vlad's
    /// Tower leaves the heat behind.
    pub fn gehennom_arrival(&mut self, from: DLevel) {
        let here = self.u.uz;
        let vlad = self.layout.dnum("Vlad's Tower").map(|d| d as i32);
        if here.dnum != from.dnum && vlad == Some(here.dnum) {
            self.pline("The heat and smoke are gone.");
        }
        if !self.in_hell_at(here) {
            return;
        }
        let valley = crate::world::dungeon::role_level(&self.layout, LevelRole::Valley) == Some(here);
        if !self.in_hell_at(from) {
            if valley {
                self.pline("You arrive at the Valley of the Dead...");
                self.pline("The odor of burnt flesh and decay pervades the air.");
                self.pline("You hear groans and moans everywhere.");
            } else {
                self.pline("It is hot here.  You smell smoke...");
            }
        }
        if !valley {
            self.u.uevent.gehennom_entered = true;
        }
    }

    /// The pat on the head's third boon (`pleased`, case 3): until the
    /// castle's drawbridge has been opened or Gehennom entered, the god
    /// first tells of the tune, then plays it. Returns whether it spoke
    /// (else the golden glow follows).
    pub fn passtune_hint(&mut self) -> bool {
        let ev = self.u.uevent;
        if ev.uopened_dbridge || ev.gehennom_entered || ev.uheard_tune >= 2 {
            return false;
        }
        if ev.uheard_tune < 1 {
            let g = self.u.hero.align;
            self.godvoice(g, "");
            let who = if self.u.upolyd() { "creature" } else { "mortal" };
            self.pline(format!("\"Hark, {who}!\""));
            self.pline("\"To enter the castle, thou must play the right tune!\"");
        } else {
            self.pline("You hear a divine music...");
            let tune = self.layout.tune.clone();
            self.pline(format!("It sounds like:  \"{tune}\"."));
        }
        self.u.uevent.uheard_tune += 1;
        true
    }
}
