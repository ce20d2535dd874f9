//! Drinking from a fountain (fountain.c's `drinkfountain`, some of its
//! effects).

use crate::game::Game;
use crate::world::you::{A_CHA, A_CON, A_STR, FROMOUTSIDE};
use oxhack_defs::Prop;

impl Game {
    /// `drinkfountain`: a sip from the fountain here (a few of its effects).
    pub fn drinkfountain(&mut self) {
        let fate = self.rng.rnd(30);
        if fate < 10 {
            self.pline("The cool draught refreshes you.");
            self.u.uhunger += self.rng.rnd(10);
            self.newuhs();
            return;
        }
        match fate {
            19 => {
                self.pline("You feel self-knowledgeable...");
                self.enlightenment();
                self.pline("The feeling subsides.");
                self.exercise(crate::world::you::A_WIS, true);
            }
            20 => {
                self.pline("The water is foul!  You gag and vomit.");
                self.u.uhunger -= self.rng.rn1(20, 11);
                self.newuhs();
            }
            21 => {
                self.pline("The water is contaminated!");
                if self.u.has(Prop::PoisonRes) {
                    self.pline("Perhaps it is runoff from the nearby orange farm.");
                    let n = self.rng.rnd(4);
                    self.losehp(n, "unrefrigerated sip of juice");
                } else {
                    let n = self.rng.rn1(4, 3);
                    self.adjattrib(A_STR, -n, true);
                    let d = self.rng.rnd(10);
                    self.losehp(d, "contaminated water");
                }
                self.exercise(A_CON, false);
            }
            24 => {
                self.pline("This water's no good!");
                self.u.uhunger -= self.rng.rn1(20, 11);
                self.newuhs();
                self.exercise(A_CON, false);
                for o in &mut self.u.invent {
                    if self.rng.rn2(5) == 0 {
                        o.curse();
                    }
                }
            }
            25 => {
                if self.u.has(Prop::Blinded) {
                    self.pline("You feel transparent.");
                } else {
                    self.pline("You see an image of someone stalking you.");
                    self.pline("But it disappears.");
                }
                self.u.prop_mut(Prop::SeeInvis).intrinsic |= FROMOUTSIDE;
            }
            26 => {
                self.monster_detect(false);
                self.exercise(crate::world::you::A_WIS, true);
            }
            29 => {
                self.pline("This water gives you bad breath!");
                for m in &mut self.lev.monsters {
                    if m.mtame == 0 {
                        m.mflee = true;
                    }
                }
                self.exercise(A_CHA, false);
            }
            _ => self.pline("This tepid water is tasteless."),
        }
    }
}
