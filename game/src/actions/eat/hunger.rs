//! The hunger clock (eat.c's `gethungry`, `newuhs`, `morehungry`) with
//! fainting and starvation, and the food-poisoning countdown.

use crate::game::Game;
use crate::world::obj::Worn;
use crate::world::you::{A_CON, Hunger};
use oxhack_defs::Prop;
use oxhack_defs::flags::ObjFlags;
use oxhack_tables::{ids, tables};

impl Game {
    /// The per-turn hunger (`gethungry`): a point a turn (none with slow
    /// digestion), more for regeneration, the Hunger property, conflict,
    /// encumbrance, rings and amulets on their turns; then the hunger
    /// state. Also runs the food-poisoning and strangulation clocks.
    pub fn gethungry(&mut self) {
        let t = tables();
        if !self.u.has(Prop::SlowDigestion) {
            self.u.uhunger -= 1;
        }
        if self.moves % 2 != 0 {
            if self.u.has(Prop::Regeneration) {
                self.u.uhunger -= 1;
            }
            if self.near_capacity() > crate::actions::pickup::SLT_ENCUMBER {
                self.u.uhunger -= 1;
            }
        } else {
            if self.u.has(Prop::Hunger) {
                self.u.uhunger -= 1;
            }
            if self.u.has(Prop::Conflict) {
                self.u.uhunger -= 1;
            }
            let ring_counts = |w: Worn| {
                self.u
                    .worn(w)
                    .map(|i| &self.u.invent[i])
                    .is_some_and(|o| o.spe != 0 || !t.obj(o.otyp).is(ObjFlags::CHARGED))
            };
            match self.moves % 20 {
                4 if ring_counts(Worn::RINGL) => self.u.uhunger -= 1,
                8 if self.u.worn(Worn::AMUL).is_some() => self.u.uhunger -= 1,
                12 if ring_counts(Worn::RINGR) => self.u.uhunger -= 1,
                16 if self.env.uhave_amulet => self.u.uhunger -= 1,
                _ => {}
            }
        }
        self.newuhs_incr(true);
        self.sick_timeout();
        self.worn_timeouts();
    }

    /// Food poisoning counts down; at the end it kills.
    pub(crate) fn sick_timeout(&mut self) {
        if self.over.is_some() {
            return;
        }
        let s = self.u.timeout(Prop::Sick);
        if s == 0 {
            return;
        }
        if self.u.has(Prop::SickRes) {
            self.u.set_timeout(Prop::Sick, 0);
            self.pline("What a relief!");
            return;
        }
        if s == 1 {
            self.u.set_timeout(Prop::Sick, 0);
            self.pline("You die from your illness.");
            self.done_died("food poisoning");
        } else {
            self.u.set_timeout(Prop::Sick, s - 1);
        }
    }

    /// `morehungry`: nutrition spent (spells, vomiting).
    pub fn morehungry(&mut self, n: i32) {
        self.u.uhunger -= n;
        self.newuhs();
    }

    /// `newuhs`: the hunger state from `uhunger`, with its messages.
    pub fn newuhs(&mut self) {
        self.newuhs_incr(true);
    }

    /// `newuhs(incr)`: `incr` when getting hungrier (the messages differ).
    /// Fainting comes and goes; starving kills.
    pub fn newuhs_incr(&mut self, incr: bool) {
        let h = self.u.uhunger;
        let mut newhs = if h > 1000 {
            Hunger::Satiated
        } else if h > 150 {
            Hunger::NotHungry
        } else if h > 50 {
            Hunger::Hungry
        } else if h > 0 {
            Hunger::Weak
        } else {
            Hunger::Fainting
        };
        if newhs == Hunger::Fainting {
            let div10 = h.signum() * ((h.abs() + 5) / 10);
            let fainted = self.u.uhs == Hunger::Fainted && self.u.multi < 0;
            if fainted {
                newhs = Hunger::Fainted;
            }
            if self.u.uhs <= Hunger::Weak || self.rng.rn2((20 - div10).max(1)) >= 19 {
                if !fainted && self.u.multi >= 0 {
                    let duration = 10 - div10;
                    self.nomul();
                    self.pline("You faint from lack of food.");
                    self.u.multi = -duration.max(1);
                    self.u.multi_reason = Some("You regain consciousness.".into());
                    newhs = Hunger::Fainted;
                }
            } else if h < -(100 + 10 * self.u.acurr(A_CON)) {
                self.u.uhs = Hunger::Starved;
                self.pline("You die from starvation.");
                self.done_died("starvation");
                return;
            }
        } else if self.u.uhs == Hunger::Fainted {
            // Revived by food.
            if self.u.multi < 0 {
                self.u.multi = 0;
                self.u.multi_reason = None;
                self.pline("You revive.");
            }
        }
        if newhs != self.u.uhs {
            let was = self.u.uhs;
            match newhs {
                Hunger::Hungry => {
                    self.pline(if !incr {
                        "You only feel hungry now."
                    } else if h < 145 {
                        "You feel hungry."
                    } else {
                        "You are beginning to feel hungry."
                    });
                    self.nomul();
                }
                Hunger::Weak => {
                    let valk = self.u.hero.role_is(ids::PM_VALKYRIE) || self.u.hero.role_is(ids::PM_WIZARD);
                    if incr && valk {
                        let r = crate::hero::role::role_info(self.u.hero.role);
                        self.pline(format!("{} needs food, badly!", r.name));
                    } else if incr && self.u.hero.race_is(ids::PM_ELF) {
                        self.pline("Elf needs food, badly!");
                    } else {
                        self.pline(if !incr {
                            "You feel weak now."
                        } else if h < 45 {
                            "You feel weak."
                        } else {
                            "You are beginning to feel weak."
                        });
                    }
                    self.nomul();
                }
                _ => {}
            }
            self.u.uhs = newhs;
            if (was >= Hunger::Weak) != (newhs >= Hunger::Weak) {
                self.update_worn_props();
            }
            if self.u.uhp < 1 {
                self.pline("You die from hunger and exhaustion.");
                self.done_died("exhaustion");
            }
        }
    }
}
