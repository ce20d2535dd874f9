//! Drinking from a kitchen sink (fountain.c's `drinksink` and
//! `breaksink`): hot, cold or scalding water, a sewer rat, a random
//! potion from the faucet, a ring once, the pipes breaking into a
//! fountain, a water elemental, sewage, toxic waste, or noises.

use crate::game::Game;
use crate::monsters::makemon::NO_MM_FLAGS;
use crate::objects::mkobj::G_GONE;
use crate::world::level::{F_LOOTED, S_LRING};
use crate::world::you::{A_CON, A_WIS, Hunger};
use oxhack_defs::{OClass, Pm, Prop};
use oxhack_tables::{ids, tables};
use oxhack_vm::terrain::{FOUNTAIN, SINK};

impl Game {
    fn gone(&self, pm: Pm) -> bool {
        self.og.mvitals.get(pm.0 as usize).is_some_and(|v| v.mvflags & G_GONE != 0)
    }

    /// `drinksink`: a sip from the sink here, one of twenty fates.
    pub fn drinksink(&mut self) {
        let (ux, uy) = (self.u.ux, self.u.uy);
        if self.u.has(Prop::Levitation) {
            self.pline("You are floating high above the sink.");
            return;
        }
        match self.rng.rn2(20) {
            0 => {
                let w = self.hliquid("water");
                self.pline(format!("You take a sip of very cold {w}."));
            }
            1 => {
                let w = self.hliquid("water");
                self.pline(format!("You take a sip of very warm {w}."));
            }
            2 => {
                let w = self.hliquid("water");
                self.pline(format!("You take a sip of scalding hot {w}."));
                if self.u.has(Prop::FireRes) {
                    self.pline("It seems quite tasty.");
                } else {
                    let n = self.rng.rnd(6);
                    self.losehp(n, "sipping boiling water");
                }
            }
            3 => {
                if self.gone(ids::PM_SEWER_RAT) {
                    self.pline("The sink seems quite dirty.");
                } else if let Some(i) =
                    self.with_mon(|c, lev| c.makemon(lev, Some(ids::PM_SEWER_RAT), ux, uy, NO_MM_FLAGS))
                {
                    let seen = !self.u.has(Prop::Blinded) && self.canspotmon(&self.lev.monsters[i]);
                    let what = if seen { self.a_monnam(i) } else { "something squirmy".to_string() };
                    self.pline(format!("Eek!  There's {what} in the sink!"));
                }
            }
            4 => self.sink_potion(),
            5 => {
                if self.lev.at(ux, uy).flags & S_LRING == 0 {
                    self.pline("You find a ring in the sink!");
                    let ring = self.with_mk(|c| c.mkobj(OClass::Ring, true));
                    self.lev.place_object(ring, ux, uy);
                    if let Some(l) = self.lev.at_mut(ux, uy) {
                        l.flags |= S_LRING;
                    }
                    self.exercise(A_WIS, true);
                    self.newsym(ux, uy);
                } else {
                    let w = self.hliquid("water");
                    self.pline(format!("Some dirty {w} backs up in the drain."));
                }
            }
            6 => self.breaksink(ux, uy),
            7 => {
                let w = self.hliquid("water");
                self.pline(format!("The {w} moves as though of its own will!"));
                let made = !self.gone(ids::PM_WATER_ELEMENTAL)
                    && self
                        .with_mon(|c, lev| c.makemon(lev, Some(ids::PM_WATER_ELEMENTAL), ux, uy, NO_MM_FLAGS))
                        .is_some();
                if !made {
                    self.pline("But it quiets down.");
                }
            }
            8 => {
                let w = self.hliquid("water");
                self.pline(format!("Yuk, this {w} tastes awful."));
                self.more_experienced(1);
                self.newexplevel();
            }
            9 => {
                self.pline("Gaggg... this tastes like sewage!  You vomit.");
                let n = self.rng.rn1(30 - self.u.acurr(A_CON), 11);
                self.morehungry(n);
                self.vomit();
            }
            10 => {
                let w = self.hliquid("water");
                self.pline(format!("This {w} contains toxic wastes!"));
                if !self.u.has(Prop::Unchanging) {
                    // Polymorphing the hero (`polyself`) is not modelled.
                    self.pline("You undergo a freakish metamorphosis!");
                }
            }
            11 => self.you_hear("clanking from the pipes..."),
            12 => self.you_hear("snatches of song from among the sewers..."),
            19 if self.u.has(Prop::Halluc) => {
                self.pline("From the murky drain, a hand reaches up... --oops--");
            }
            _ => {
                let how = if self.rng.rn2(3) != 0 { if self.rng.rn2(2) != 0 { "cold" } else { "warm" } } else { "hot" };
                let w = self.hliquid("water");
                self.pline(format!("You take a sip of {how} {w}."));
            }
        }
    }

    /// "Some ruby liquid flows from the faucet.": a random potion other
    /// than water, neither blessed nor cursed, drunk at once.
    fn sink_potion(&mut self) {
        let t = tables();
        let mut pot = loop {
            let o = self.with_mk(|c| c.mkobj(OClass::Potion, false));
            if o.otyp != ids::POT_WATER {
                break o;
            }
        };
        pot.cursed = false;
        pot.blessed = false;
        let blind = self.u.has(Prop::Blinded);
        let color = if blind {
            "odd".to_string()
        } else {
            let d = self.os.descr(t, pot.otyp).unwrap_or("clear").to_string();
            self.hcolor(&d)
        };
        self.pline(format!("Some {color} liquid flows from the faucet."));
        pot.dknown = !(blind || self.u.has(Prop::Halluc));
        pot.quan = 1;
        self.quaff(&pot);
    }

    /// `breaksink`: the pipes burst and the sink becomes a (looted)
    /// fountain.
    pub fn breaksink(&mut self, x: i32, y: i32) {
        if self.vis.cansee(x, y) || (x, y) == (self.u.ux, self.u.uy) {
            self.pline("The pipes break!  Water spurts out!");
        }
        if self.lev.typ(x, y) == SINK {
            self.lev.flags.nsinks = self.lev.flags.nsinks.saturating_sub(1);
        }
        self.lev.set_typ(x, y, FOUNTAIN);
        if let Some(l) = self.lev.at_mut(x, y) {
            // Not a blessed fountain (`blessedftn` shares `horizontal`),
            // and already looted.
            l.flags = F_LOOTED;
            l.horizontal = false;
        }
        self.lev.flags.nfountains = self.lev.flags.nfountains.saturating_add(1);
        self.newsym(x, y);
    }

    /// `vomit`: food poisoning is cured ("You feel cured.  What a
    /// relief!"), a fainting stomach heaves, and the hero is helpless for
    /// two turns.
    pub fn vomit(&mut self) {
        if self.u.has(Prop::Sick) {
            self.u.set_timeout(Prop::Sick, 0);
            self.pline("You feel cured.  What a relief!");
        }
        if self.u.uhs >= Hunger::Fainting {
            self.pline("Your stomach heaves convulsively!");
        }
        if self.u.multi >= -2 {
            self.helpless(2, "You can move again.");
        }
    }

    /// `You_hear`: a sound, unless deaf.
    pub fn you_hear(&mut self, what: &str) {
        if !self.u.has(Prop::Deaf) {
            self.pline(format!("You hear {what}"));
        }
    }
}
