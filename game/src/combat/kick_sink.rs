//! Kicking a sink (dokick.c): usually the pipes only rattle ("Klunk!");
//! once per sink each, a black pudding oozes up, the dish washer (an
//! incubus or succubus) returns, or a ring turns up in muddy waste; else
//! it hurts like a wall.

use crate::game::Game;
use crate::monsters::makemon::NO_MM_FLAGS;
use crate::objects::mkobj::G_GONE;
use crate::world::level::{S_LDWASHER, S_LPUDDING, S_LRING};
use crate::world::you::{A_DEX, A_WIS};
use oxhack_defs::{OClass, Pm, Prop};
use oxhack_tables::ids;

impl Game {
    /// Monster type `pm` is genocided or extinct (`mvitals[].mvflags &
    /// G_GONE`).
    fn mon_gone(&self, pm: Pm) -> bool {
        self.og.mvitals.get(pm.0 as usize).is_some_and(|v| v.mvflags & G_GONE != 0)
    }

    /// `dokick` at the sink at (x, y). Takes the turn.
    pub(crate) fn kick_sink(&mut self, x: i32, y: i32) -> bool {
        // poly_gender(): a female hero's dish washer is an incubus.
        let washer = if self.u.female { ids::PM_INCUBUS } else { ids::PM_SUCCUBUS };
        if self.u.has(Prop::Levitation) {
            return self.kick_dumb();
        }
        let blind = self.u.has(Prop::Blinded);
        let deaf = self.u.has(Prop::Deaf);
        let looted = self.lev.at(x, y).flags;
        if self.rng.rn2(5) != 0 {
            self.pline(if deaf { "Klunk!" } else { "Klunk!  The pipes vibrate noisily." });
            self.exercise(A_DEX, true);
            return true;
        }
        if looted & S_LPUDDING == 0 && self.rng.rn2(3) == 0 && !self.mon_gone(ids::PM_BLACK_PUDDING) {
            if blind {
                if !deaf {
                    self.pline("You hear a gushing sound.");
                }
            } else {
                let black = self.hcolor("black");
                self.pline(format!("A {black} ooze gushes up from the drain!"));
            }
            self.with_mon(|c, lev| c.makemon(lev, Some(ids::PM_BLACK_PUDDING), x, y, NO_MM_FLAGS));
            self.exercise(A_DEX, true);
            self.newsym(x, y);
            self.set_sink_looted(x, y, S_LPUDDING);
            return true;
        }
        if looted & S_LDWASHER == 0 && self.rng.rn2(3) == 0 && !self.mon_gone(washer) {
            self.pline(if blind { "Something returns!" } else { "The dish washer returns!" });
            if self.with_mon(|c, lev| c.makemon(lev, Some(washer), x, y, NO_MM_FLAGS)).is_some() {
                self.newsym(x, y);
            }
            self.set_sink_looted(x, y, S_LDWASHER);
            self.exercise(A_DEX, true);
            return true;
        }
        if self.rng.rn2(3) == 0 {
            let flupp = if deaf { "" } else { "Flupp! " };
            let what = if !blind {
                "Muddy waste pops up from the drain"
            } else if !deaf {
                "You hear a sloshing sound"
            } else {
                "Something splashes you in the face"
            };
            self.pline(format!("{flupp}{what}."));
            if looted & S_LRING == 0 {
                if !blind {
                    self.pline("You see a ring shining in its midst.");
                }
                let ring = self.with_mk(|c| c.mkobj(OClass::Ring, true));
                self.lev.place_object(ring, x, y);
                self.newsym(x, y);
                self.exercise(A_DEX, true);
                self.exercise(A_WIS, true);
                self.set_sink_looted(x, y, S_LRING);
            }
            return true;
        }
        self.kick_ouch("kicking a sink")
    }

    fn set_sink_looted(&mut self, x: i32, y: i32, bit: u8) {
        if let Some(l) = self.lev.at_mut(x, y) {
            l.flags |= bit;
        }
    }
}
