//! Lycanthropes (were.c): were-creatures changing between human and
//! animal form by the moon (`were_change`, `new_were`), summoning their
//! kind (`were_summon`) when they fight the hero, and their bite giving
//! the hero lycanthropy (mhitu's `AD_WERE`: "You feel feverish.").

use crate::game::Game;
use crate::monsters::makemon::NO_MM_FLAGS;
use crate::world::mondata::is_human;
use oxhack_defs::flags::M2;
use oxhack_defs::{Pm, Prop};
use oxhack_tables::{ids, tables};

/// `counter_were`: a were-creature's other form.
pub fn counter_were(pm: Pm) -> Option<Pm> {
    match pm {
        ids::PM_WEREWOLF => Some(ids::PM_HUMAN_WEREWOLF),
        ids::PM_HUMAN_WEREWOLF => Some(ids::PM_WEREWOLF),
        ids::PM_WEREJACKAL => Some(ids::PM_HUMAN_WEREJACKAL),
        ids::PM_HUMAN_WEREJACKAL => Some(ids::PM_WEREJACKAL),
        ids::PM_WERERAT => Some(ids::PM_HUMAN_WERERAT),
        ids::PM_HUMAN_WERERAT => Some(ids::PM_WERERAT),
        _ => None,
    }
}

/// `is_were`.
pub fn is_were(pm: Pm) -> bool {
    tables().mon(pm).mflags2.contains(M2::WERE)
}

impl Game {
    /// `were_change`: a were-creature in human form turns into its beast
    /// (often at night, more at the full moon; "You hear a jackal howling
    /// at the moon." when unseen); the beast turns back one turn in 30.
    pub fn were_change(&mut self, i: usize) {
        let t = tables();
        let Some(m) = self.lev.monsters.get(i) else { return };
        if !is_were(m.mnum) {
            return;
        }
        let prot = self.u.has(Prop::ProtFromShapeChangers);
        if is_human(t, m.mnum) {
            let chance = match (self.night(), self.full_moon()) {
                (true, true) => 3,
                (true, false) => 30,
                (false, true) => 10,
                (false, false) => 50,
            };
            if !prot && self.rng.rn2(chance) == 0 {
                let pm = m.mnum;
                let seen = self.canspotmon(m);
                self.new_were(i);
                if !self.u.has(Prop::Deaf) && !seen {
                    let howler = match pm {
                        ids::PM_HUMAN_WEREWOLF => Some("wolf"),
                        ids::PM_HUMAN_WEREJACKAL => Some("jackal"),
                        _ => None,
                    };
                    if let Some(h) = howler {
                        self.pline(format!("You hear a {h} howling at the moon."));
                    }
                }
            }
        } else if self.rng.rn2(30) == 0 || prot {
            self.new_were(i);
        }
    }

    /// `new_were`: the were-creature takes its other form ("The
    /// werejackal changes into a human."), waking and healing a quarter
    /// of its lost hit points.
    pub fn new_were(&mut self, i: usize) {
        let t = tables();
        let Some(m) = self.lev.monsters.get(i) else { return };
        let Some(pm) = counter_were(m.mnum) else { return };
        if self.canspotmon(m) && !self.u.has(Prop::Halluc) {
            let name = self.monnam_cap(i);
            let to = if is_human(t, pm) {
                "human".to_string()
            } else {
                t.mon(pm).name.trim_start_matches("were").to_string()
            };
            self.pline(format!("{name} changes into a {to}."));
        }
        let m = &mut self.lev.monsters[i];
        m.mnum = pm;
        m.msleeping = false;
        m.mfrozen = 0;
        m.mcanmove = true;
        m.mhp += (m.mhpmax - m.mhp) / 4;
        let (x, y) = (m.mx, m.my);
        self.newsym(x, y);
        self.mon_fit_new_form(i);
    }

    /// `were_summon`: up to five of the were's animals arrive around the
    /// hero (tame when the hero summons them). Returns how many came and
    /// how many of those are seen, and the kind's word ("jackal").
    pub fn were_summon(&mut self, pm: Pm, yours: bool) -> (i32, i32, &'static str) {
        if self.u.has(Prop::ProtFromShapeChangers) && !yours {
            return (0, 0, "creature");
        }
        let (mut total, mut visible) = (0, 0);
        let mut word = "creature";
        let n = self.rng.rnd(5);
        for _ in 0..n {
            let typ = match pm {
                ids::PM_WERERAT | ids::PM_HUMAN_WERERAT => {
                    word = "rat";
                    if self.rng.rn2(3) != 0 {
                        ids::PM_SEWER_RAT
                    } else if self.rng.rn2(3) != 0 {
                        ids::PM_GIANT_RAT
                    } else {
                        ids::PM_RABID_RAT
                    }
                }
                ids::PM_WEREJACKAL | ids::PM_HUMAN_WEREJACKAL => {
                    word = "jackal";
                    if self.rng.rn2(7) != 0 {
                        ids::PM_JACKAL
                    } else if self.rng.rn2(3) != 0 {
                        ids::PM_COYOTE
                    } else {
                        ids::PM_FOX
                    }
                }
                ids::PM_WEREWOLF | ids::PM_HUMAN_WEREWOLF => {
                    word = "wolf";
                    if self.rng.rn2(5) != 0 {
                        ids::PM_WOLF
                    } else if self.rng.rn2(2) != 0 {
                        ids::PM_WARG
                    } else {
                        ids::PM_WINTER_WOLF
                    }
                }
                _ => continue,
            };
            let (ux, uy) = (self.u.ux, self.u.uy);
            let made = self.with_mon(|c, lev| c.makemon(lev, Some(typ), ux, uy, NO_MM_FLAGS));
            if let Some(k) = made {
                total += 1;
                let (x, y) = (self.lev.monsters[k].mx, self.lev.monsters[k].my);
                self.newsym(x, y);
                if self.canspotmon(&self.lev.monsters[k]) {
                    visible += 1;
                }
                if yours {
                    self.tamedog(k);
                }
            }
        }
        (total, visible, word)
    }

    /// mattacku's lycanthrope code: next to the hero a were in human
    /// form often changes, a beast rarely changes back, and one time in
    /// ten it summons help ("The werejackal summons help!").
    pub fn were_mattacku(&mut self, i: usize) {
        let t = tables();
        let Some(m) = self.lev.monsters.get(i) else { return };
        if m.cham.is_some() || !is_were(m.mnum) || m.mcan {
            return;
        }
        let id = m.m_id;
        if is_human(t, m.mnum) {
            if self.rng.rn2(5 - 2 * self.night() as i32) == 0 {
                self.new_were(i);
            }
        } else if self.rng.rn2(30) == 0 {
            self.new_were(i);
        }
        let Some(i) = self.mon_index(id) else { return };
        if self.rng.rn2(10) != 0 {
            return;
        }
        let pm = self.lev.monsters[i].mnum;
        let seen = self.canspotmon(&self.lev.monsters[i]);
        let name = self.monnam_cap(i);
        let (numhelp, numseen, word) = self.were_summon(pm, false);
        if seen {
            self.pline(format!("{name} summons help!"));
            if numhelp > 0 {
                if numseen == 0 {
                    self.pline("You feel hemmed in.");
                }
            } else {
                self.pline("But none comes.");
            }
        } else if numhelp > 0 {
            if numseen < 1 {
                self.pline("You feel hemmed in.");
            } else if numseen == 1 {
                let a = crate::objects::objnam::an(word);
                self.pline(format!("{} appears!", crate::world::display::capitalize(&a)));
            } else {
                let p = crate::objects::objnam::makeplural(word);
                self.pline(format!("{} appear!", crate::world::display::capitalize(&p)));
            }
        }
    }

    /// mhitu's `AD_WERE`: an uncancelled bite may give lycanthropy one
    /// time in four ("You feel feverish.").
    pub fn were_bite(&mut self, i: usize, uncancelled: bool) {
        let Some(m) = self.lev.monsters.get(i) else { return };
        let pm = m.mnum;
        if uncancelled && self.rng.rn2(4) == 0 && self.u.ulycn.is_none() && !self.u.has(Prop::ProtFromShapeChangers) {
            self.pline("You feel feverish.");
            self.exercise(crate::world::you::A_CON, false);
            self.u.ulycn = Some(pm);
        }
    }
}
