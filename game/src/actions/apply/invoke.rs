//! The invocation's tools (apply.c's `use_bell`, `use_candelabrum`,
//! `use_candle`): the Bell of Opening, which on the vibrating square
//! issues "an unsettling shrill sound" and must have rung within the
//! last five turns when the Book of the Dead is read; the Candelabrum of
//! Invocation, which takes up to seven candles (applying a candle while
//! carrying it offers to attach it) and burns without being consumed on
//! the square.

use crate::game::Game;
use crate::monsters::makemon::MmFlags;
use crate::world::display::capitalize;
use oxhack_defs::Prop;
use oxhack_tables::ids::*;

impl Game {
    /// `use_bell` for the Bell of Opening. Returns whether time passed.
    pub fn use_bell_of_opening(&mut self, i: usize) -> bool {
        let invoking = self.at_invocation_spot();
        let ordinary = self.u.invent[i].spe <= 0;
        let name = self.the_tool(i);
        self.pline(format!("You ring {name}."));
        let mut learno = false;
        let mut wakem = false;
        if self.u.uswallow && ordinary {
            self.pline("But the sound is muffled.");
        } else if invoking && ordinary {
            self.pline("But it makes no sound.");
            learno = true;
        } else if ordinary {
            wakem = true;
        } else {
            // A charged Bell of Opening.
            self.u.invent[i].spe -= 1;
            let cursed = self.u.invent[i].cursed;
            if self.u.uswallow {
                self.pline("Nothing happens.");
            } else if cursed {
                let (x, y) = (self.u.ux, self.u.uy);
                self.with_mon(|c, lev| c.mkundead(lev, x, y, MmFlags::NO_MINVENT));
                wakem = true;
            } else if invoking {
                let verb = if self.u.invent[i].quan == 1 { "issues" } else { "issue" };
                self.pline(format!("{} {verb} an unsettling shrill sound...", capitalize(&name)));
                self.u.invent[i].age = self.moves;
                learno = true;
                wakem = true;
            } else if self.findit() != 0 {
                learno = true;
            } else {
                self.pline("Nothing happens.");
            }
        }
        if learno {
            self.os.discover(BELL_OF_OPENING);
            self.u.invent[i].known = true;
        }
        if wakem {
            self.wake_nearby(self.u.ulevel() * 20);
        }
        true
    }

    /// `use_candelabrum`: light or snuff the Candelabrum's candles.
    pub fn use_candelabrum(&mut self, i: usize) -> bool {
        let o = &self.u.invent[i];
        let s = if o.spe != 1 { "candles" } else { "candle" };
        let plural = o.spe != 1;
        let blind = self.u.has(Prop::Blinded);
        if o.lamplit {
            self.pline(format!("You snuff the {s}."));
            self.u.invent[i].lamplit = false;
            return true;
        }
        let xname = self.invent_xname(i);
        if o.spe <= 0 {
            self.pline(format!("This {xname} has no {s}."));
            return false;
        }
        if self.u.uswallow || o.cursed {
            if !blind {
                let (f, d) = if plural { ("flicker", "die") } else { ("flickers", "dies") };
                self.pline(format!("The {s} {f} for a moment, then {d}."));
            }
            return true;
        }
        let the = crate::objects::objnam::the(&xname);
        if o.spe < 7 {
            let spe = o.spe;
            self.pline(format!("There {} only {spe} {s} in {the}.", if plural { "are" } else { "is" }));
            if !blind {
                let they = if spe == 1 { "It is" } else { "They are" };
                self.pline(format!("{they} lit.  {} shines dimly.", capitalize(&the)));
            }
        } else {
            self.pline(format!("{}'s {s} burn{}", capitalize(&the), if blind { "." } else { " brightly!" }));
        }
        if !self.at_invocation_spot() {
            self.pline(format!("The {s} {} being rapidly consumed!", if plural { "are" } else { "is" }));
            let age = self.u.invent[i].age;
            self.u.invent[i].age = (age + 1) / 2;
        } else {
            if self.u.invent[i].spe == 7 {
                if blind {
                    self.pline(format!("{} radiates a strange warmth!", capitalize(&the)));
                } else {
                    self.pline(format!("{} glows with a strange light!", capitalize(&the)));
                }
            }
            self.u.invent[i].known = true;
        }
        self.u.invent[i].lamplit = true;
        true
    }

    /// `use_candle`: a candle applied while carrying the Candelabrum with
    /// room for more is offered to it; otherwise it is lit like a lamp.
    pub fn use_candle(&mut self, i: usize) -> bool {
        if self.u.uswallow {
            self.pline("You don't have enough elbow-room to maneuver.");
            return false;
        }
        let Some(c) = self.carrying(CANDELABRUM_OF_INVOCATION).filter(|&c| self.u.invent[c].spe < 7) else {
            return self.use_lamp(i);
        };
        let nc = self.name_ctx();
        let candles = crate::objects::objnam::cxname(&nc, &self.u.invent[i]);
        let holder = crate::objects::objnam::cxname(&nc, &self.u.invent[c]);
        if !self.yn(&format!("Attach your {candles} to your {holder}?")) {
            return self.use_lamp(i);
        }
        let room = 7 - self.u.invent[c].spe as i64;
        let quan = self.u.invent[i].quan.min(room);
        let s = if quan != 1 { "candles" } else { "candle" };
        let more = if self.u.invent[c].spe == 0 { "" } else { " more" };
        let the = crate::objects::objnam::the(&self.invent_xname(c));
        self.pline(format!("You attach {quan}{more} {s} to {the}."));
        let (cage, clit) = (self.u.invent[i].age, self.u.invent[i].lamplit);
        if self.u.invent[c].spe == 0 || self.u.invent[c].age > cage {
            self.u.invent[c].age = cage;
        }
        self.u.invent[c].spe += quan as i8;
        let lit = self.u.invent[c].lamplit;
        if lit && !clit {
            self.pline(format!("The new {s} magically {}!", if quan != 1 { "ignite" } else { "ignites" }));
        } else if !lit && clit {
            self.pline(if quan > 1 { "They go out." } else { "It goes out." });
        }
        if quan < 7 && self.u.invent[c].spe == 7 {
            self.pline(format!(
                "{} now has seven{} candles attached.",
                capitalize(&the),
                if lit { " lit" } else { "" }
            ));
        }
        // The candles are used up (only as many as there was room for).
        if self.u.invent[i].quan > quan {
            self.u.invent[i].quan -= quan;
        } else {
            self.u.invent.remove(i);
        }
        true
    }
}
