//! Studying spellbooks (spell.c's `study_book`, `cursed_book`, `learn`).
//!
//! Studying takes `level * oc_delay` turns; here the hero is busy
//! (helpless) for that long and learns the spell when they start, the
//! message coming when they finish.

use crate::game::Game;
use crate::world::you::{A_INT, A_STR};
use oxhack_defs::Prop;
use oxhack_tables::ids::*;
use oxhack_tables::tables;

/// Turns a freshly learned spell is remembered (`KEEN`).
pub const KEEN: i32 = 20000;
/// Times a spellbook can be studied before it fades (`MAX_SPELL_STUDY`).
pub const MAX_SPELL_STUDY: i32 = 3;
/// How many spells the hero can know (`MAXSPELL`).
pub const MAXSPELL: usize = 52;

impl Game {
    /// `study_book`: reads spellbook `i`. Returns whether time passed.
    pub fn study_book(&mut self, i: usize) -> bool {
        let t = tables();
        let book = self.u.invent[i].clone();
        let otyp = book.otyp;
        let name = t.obj(otyp).name.clone().unwrap_or_default();
        if otyp == SPE_BLANK_PAPER {
            self.pline("This spellbook is all blank.");
            self.os.discover(otyp);
            return true;
        }
        if otyp == SPE_BOOK_OF_THE_DEAD {
            self.pline("You can't make sense of the writing in this book.");
            return true;
        }
        if otyp == SPE_NOVEL {
            self.pline("You read a few pages of the novel.  It is not very gripping.");
            self.os.discover(otyp);
            return true;
        }
        self.u.conduct.literate += 1;
        if let Some(s) = self.u.spells.iter().find(|s| s.0 == otyp)
            && s.1 > KEEN / 10
        {
            self.pline(format!("You know \"{name}\" quite well."));
            return false;
        }
        let level = i32::from(t.obj(otyp).oc2).max(1);
        let delay = level * i32::from(t.obj(otyp).delay).max(1);
        if !book.blessed {
            let too_hard = book.cursed || {
                let lenses =
                    self.u.worn(crate::world::obj::Worn::TOOL).is_some_and(|k| self.u.invent[k].otyp == LENSES);
                let read_ability =
                    self.u.acurr(A_INT) + 4 + self.u.ulevel() / 2 - 2 * level + if lenses { 2 } else { 0 };
                if self.u.hero.role_is(PM_WIZARD)
                    && read_ability < 20
                    && self.interactive()
                    && !self.yn(&format!(
                        "This spellbook is {}difficult to comprehend.  Continue?",
                        if read_ability < 12 { "very " } else { "" }
                    ))
                {
                    return true;
                }
                self.rng.rnd(20) > read_ability
            };
            if too_hard {
                let gone = self.cursed_book(level);
                self.helpless(delay, "");
                if gone || self.rng.rn2(3) == 0 {
                    if !gone {
                        self.pline("The spellbook crumbles to dust!");
                    }
                    if let Some(j) = self.u.invent.iter().position(|o| o.invlet == book.invlet && o.otyp == otyp) {
                        self.useup(j);
                    }
                    if !self.os.is_known(otyp) {
                        self.offer_call(&book);
                    }
                }
                return true;
            }
        }
        if self.u.has(Prop::Confusion) {
            self.pline("You find yourself reading the first line over and over again.");
            return true;
        }
        self.pline("You begin to memorize the runes.");
        let done = self.learn(i);
        self.helpless(delay, &done);
        true
    }

    /// `learn`: the spell of book `i` becomes known (or refreshed).
    /// Returns the message for when studying ends.
    fn learn(&mut self, i: usize) -> String {
        let t = tables();
        let otyp = self.u.invent[i].otyp;
        let name = t.obj(otyp).name.clone().unwrap_or_default();
        self.u.invent[i].usecount += 1;
        let studied = self.u.invent[i].usecount;
        self.os.discover(otyp);
        let msg = if let Some(s) = self.u.spells.iter_mut().find(|s| s.0 == otyp) {
            s.1 = KEEN;
            "Your knowledge of that spell is keener.".to_string()
        } else if self.u.spells.len() >= MAXSPELL {
            "You cannot learn any more spells.".to_string()
        } else {
            self.u.spells.push((otyp, KEEN));
            format!("You add the \"{name}\" spell to your repertoire.")
        };
        if studied > MAX_SPELL_STUDY {
            self.pline("This spellbook is too faint to be read any more.");
            self.u.invent[i].otyp = SPE_BLANK_PAPER;
        }
        msg
    }

    /// `cursed_book`: what a book too hard to read does. Returns whether
    /// the book is destroyed.
    pub fn cursed_book(&mut self, level: i32) -> bool {
        match self.rng.rn2(level.max(1)) {
            0 => {
                self.pline("You feel a wrenching sensation.");
                self.tele();
            }
            1 => {
                self.pline("You feel threatened.");
                self.wake_nearby(i32::MAX);
            }
            2 => {
                let n = self.rng.rn1(100, 250);
                self.pline("A cloud of darkness falls upon you.");
                self.u.incr_timeout(Prop::Blinded, n as u32);
                self.vision_recalc();
            }
            3 => {
                if self.u.ugold > 0 {
                    self.pline("Your purse feels lighter.");
                    let lose = self.rng.rnd(self.u.ugold.min(i32::MAX as i64) as i32);
                    self.u.ugold -= i64::from(lose);
                } else {
                    self.pline("You feel a strange sense of loss.");
                }
            }
            4 => {
                self.pline("These runes were just too much to comprehend.");
                let n = self.rng.rn1(7, 16);
                self.make_confused(n, false);
            }
            5 => {
                self.pline("The book was coated with contact poison!");
                if self.u.has(Prop::PoisonRes) {
                    let n = self.rng.rnd(6);
                    self.losehp(n, "contact-poisoned spellbook");
                } else {
                    let n = self.rng.rn1(2, 1);
                    self.adjattrib(A_STR, -n, true);
                    let d = self.rng.rnd(10);
                    self.losehp(d, "contact-poisoned spellbook");
                }
            }
            _ => {
                if self.u.has(Prop::Antimagic) {
                    self.pline("You feel a mild tingle.");
                } else {
                    self.pline("As you read the book, it radiates explosive energy in your face!");
                    let d = 2 * self.rng.rnd(10) + 5;
                    self.losehp(d, "exploding rune");
                }
                return true;
            }
        }
        false
    }
}
