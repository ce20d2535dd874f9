//! The Book of the Dead (spell.c's `deadbook`): read on the vibrating
//! square, with the Bell of Opening rung within the last five turns and
//! the Candelabrum burning with seven candles, it performs the invocation
//! (the way down to the Sanctum opens); any other way it raises the dead,
//! calms the undead (blessed) or merely unsettles.

use crate::game::Game;
use crate::hero::occupation::Occupation;
use crate::monsters::makemon::{MmFlags, is_undead};
use oxhack_defs::Prop;
use oxhack_tables::ids::*;
use oxhack_tables::tables;

impl Game {
    /// `study_book` for the Book of the Dead: no difficulty to weigh, the
    /// hero begins to recite (the book acts when the recitation is over).
    pub fn begin_deadbook(&mut self, i: usize) -> bool {
        let otyp = self.u.invent[i].otyp;
        let delay = 8 * i32::from(tables().obj(otyp).delay);
        self.pline("You begin to recite the runes.");
        self.occ.spbook.book = Some(self.u.invent[i].o_id);
        self.occ.spbook.delay = -delay;
        self.set_occupation(Occupation::Learn, "studying");
        true
    }

    /// `deadbook`: the Book's effect once recited.
    pub fn deadbook(&mut self, i: usize) {
        self.pline("You turn the pages of the Book of the Dead...");
        self.os.discover(SPE_BOOK_OF_THE_DEAD);
        self.u.invent[i].known = true;
        let cursed = self.u.invent[i].cursed;
        let blessed = self.u.invent[i].blessed;
        if self.at_invocation_spot() {
            if cursed {
                self.pline("The runes appear scrambled.  You can't read them!");
                return;
            }
            let bell = self.carrying(BELL_OF_OPENING);
            let menorah = self.carrying(CANDELABRUM_OF_INVOCATION);
            if bell.is_none() || menorah.is_none() {
                self.pline("A chill runs down your spine.");
                if bell.is_none() {
                    self.you_hear("a faint chime...");
                }
                if menorah.is_none() {
                    self.pline("Vlad's doppelganger is amused.");
                }
                return;
            }
            let (mut candles_ready, mut bell_ready, mut arti_cursed) = (false, false, false);
            for o in &self.u.invent {
                if o.otyp == CANDELABRUM_OF_INVOCATION && o.spe == 7 && o.lamplit {
                    if o.cursed {
                        arti_cursed = true;
                    } else {
                        candles_ready = true;
                    }
                }
                if o.otyp == BELL_OF_OPENING && self.moves - o.age < 5 {
                    if o.cursed {
                        arti_cursed = true;
                    } else {
                        bell_ready = true;
                    }
                }
            }
            if arti_cursed {
                self.pline("The invocation fails!");
                self.pline("At least one of your artifacts is cursed...");
            } else if candles_ready && bell_ready {
                // The next intervention comes soon (drawn before the
                // ground opens, as 3.6.7 does).
                let soon = self.rng.d(2, 6);
                self.mkinvokearea();
                self.u.uevent.invoked = true;
                // As if the Wizard had just died, should he still live
                // (`wizdead`): the harassment begins, or comes sooner.
                self.u.uevent.udemigod = true;
                if self.u.uevent.udg_cnt == 0 || self.u.uevent.udg_cnt > soon {
                    self.u.uevent.udg_cnt = soon;
                }
            } else {
                self.pline("You have a feeling that something is amiss...");
                self.raise_dead();
            }
            return;
        }
        if cursed {
            self.raise_dead();
        } else if blessed {
            self.calm_the_undead();
        } else {
            match self.rng.rn2(3) {
                0 => self.pline("Your ancestors are annoyed with you!"),
                1 => self.pline("The headstones in the cemetery begin to move!"),
                _ => self.pline("Oh my!  Your name appears in the book!"),
            }
        }
    }

    /// `deadbook`'s `raise_dead`: maybe a master lich (or a nalfeshnee),
    /// then a swarm of undead around the hero.
    fn raise_dead(&mut self) {
        self.pline("You raised the dead!");
        let (x, y) = (self.u.ux, self.u.uy);
        if self.rng.rn2(3) == 0 {
            let made = self.with_mon(|c, lev| {
                c.makemon(lev, Some(PM_MASTER_LICH), x, y, MmFlags::NO_MINVENT)
                    .or_else(|| c.makemon(lev, Some(PM_NALFESHNEE), x, y, MmFlags::NO_MINVENT))
            });
            if let Some(k) = made {
                self.lev.monsters[k].mpeaceful = false;
            }
        }
        self.with_mon(|c, lev| c.mkundead(lev, x, y, MmFlags::NO_MINVENT));
        self.vision_recalc();
    }

    /// The blessed Book: the undead in view become peaceful; those of the
    /// hero's alignment close by are tamed, the others flee.
    fn calm_the_undead(&mut self) {
        let t = tables();
        let me = self.u.hero.align as i8;
        let ids: Vec<u32> = self.lev.monsters.iter().map(|m| m.m_id).collect();
        for id in ids {
            let Some(k) = self.lev.monsters.iter().position(|m| m.m_id == id) else { continue };
            let (pm, mx, my) = (self.lev.monsters[k].mnum, self.lev.monsters[k].mx, self.lev.monsters[k].my);
            if !is_undead(t, pm) || !self.vis.cansee(mx, my) {
                continue;
            }
            self.lev.monsters[k].mpeaceful = true;
            let near = (mx - self.u.ux).pow(2) + (my - self.u.uy).pow(2) < 4;
            if t.mon(pm).maligntyp.signum() == me.signum() && near {
                if self.lev.monsters[k].mtame > 0 {
                    if self.lev.monsters[k].mtame < 20 {
                        self.lev.monsters[k].mtame += 1;
                    }
                } else {
                    self.tamedog(k);
                }
            } else {
                self.monflee(k, 0, false, true);
            }
        }
        let _ = Prop::Blinded;
    }
}
