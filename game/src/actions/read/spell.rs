//! Studying spellbooks (spell.c's `study_book`, `cursed_book`, `learn`).
//!
//! Studying is an occupation of a time set by the spell's level; the
//! spell is learned when it is over, and an interrupted study of the same
//! book continues where it stopped.

use crate::game::Game;
use crate::hero::occupation::Occupation;
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
    /// `study_book`: reads spellbook `i`: after the book's difficulty is
    /// weighed, studying is an occupation ("studying") of a time set by
    /// the spell's level; an interrupted study of the same book continues
    /// ("You continue your efforts to memorize the spell."). Returns
    /// whether time passed.
    pub fn study_book(&mut self, i: usize) -> bool {
        let t = tables();
        let book = self.u.invent[i].clone();
        let otyp = book.otyp;
        let confused = self.u.has(Prop::Confusion);
        let sb = &self.occ.spbook;
        if sb.delay != 0 && !confused && sb.book == Some(book.o_id) && otyp != SPE_BLANK_PAPER {
            let what = if otyp == SPE_NOVEL { "read the novel" } else { "memorize the spell" };
            self.pline(format!("You continue your efforts to {what}."));
            self.set_occupation(Occupation::Learn, "studying");
            return true;
        }
        if otyp == SPE_BLANK_PAPER {
            self.pline("This spellbook is all blank.");
            self.os.discover(otyp);
            return true;
        }
        if otyp == SPE_BOOK_OF_THE_DEAD {
            return self.begin_deadbook(i);
        }
        if otyp == SPE_NOVEL {
            self.pline("You read a few pages of the novel.  It is not very gripping.");
            self.os.discover(otyp);
            return true;
        }
        self.u.conduct.literate += 1;
        let level = i32::from(t.obj(otyp).oc2).max(1);
        let oc_delay = i32::from(t.obj(otyp).delay);
        let delay = match level {
            1 | 2 => oc_delay,
            3 | 4 => (level - 1) * oc_delay,
            5 | 6 => level * oc_delay,
            _ => 8 * oc_delay,
        };
        let mut too_hard = false;
        if !book.blessed {
            if book.cursed {
                too_hard = true;
            } else {
                let lenses =
                    self.u.worn(crate::world::obj::Worn::TOOL).is_some_and(|k| self.u.invent[k].otyp == LENSES);
                let read_ability =
                    self.u.acurr(A_INT) + 4 + self.u.ulevel() / 2 - 2 * level + if lenses { 2 } else { 0 };
                if self.u.hero.role_is(PM_WIZARD)
                    && read_ability < 20
                    && !confused
                    && !self.yn(&format!(
                        "This spellbook is {}difficult to comprehend.  Continue?",
                        if read_ability < 12 { "very " } else { "" }
                    ))
                {
                    return true;
                }
                too_hard = self.rng.rnd(20) > read_ability;
            }
        }
        if too_hard {
            let gone = self.cursed_book(level);
            if delay > 0 {
                self.helpless(delay, "");
            }
            self.occ.spbook.delay = 0;
            if gone || self.rng.rn2(3) == 0 {
                if !gone {
                    self.pline("The spellbook crumbles to dust!");
                }
                if !self.os.is_known(otyp) {
                    self.offer_call(&book);
                }
                if let Some(j) = self.inv_index(book.o_id) {
                    self.useup(j);
                }
            }
            return true;
        }
        if confused {
            self.confused_book(book.o_id);
            if delay > 0 {
                self.helpless(delay, "");
            }
            self.occ.spbook.delay = 0;
            return true;
        }
        self.pline("You begin to memorize the runes.");
        self.occ.spbook.book = Some(book.o_id);
        self.occ.spbook.delay = -delay;
        self.set_occupation(Occupation::Learn, "studying");
        true
    }

    /// `confused_book`: reading confused, the hero may tear the book
    /// apart. Returns whether it is gone.
    fn confused_book(&mut self, id: u32) -> bool {
        let Some(i) = self.inv_index(id) else { return false };
        if self.rng.rn2(3) == 0 {
            self.pline("Being confused you have difficulties in controlling your actions.");
            self.pline("You accidentally tear the spellbook to pieces.");
            let book = self.u.invent[i].clone();
            if !self.os.is_known(book.otyp) {
                self.offer_call(&book);
            }
            if let Some(i) = self.inv_index(id) {
                self.useup(i);
            }
            return true;
        }
        let which = if self.occ.spbook.book == Some(id) { "next" } else { "first" };
        self.pline(format!("You find yourself reading the {which} line over and over again."));
        false
    }

    /// `learn`: one turn of study; at the end the spell is learned or
    /// refreshed. False when done.
    pub fn learn(&mut self) -> bool {
        let t = tables();
        let Some(id) = self.occ.spbook.book else { return false };
        let Some(i) = self.inv_index(id) else {
            // The book is gone.
            self.occ.spbook = Default::default();
            return false;
        };
        let lenses = self.u.worn(crate::world::obj::Worn::TOOL).is_some_and(|k| self.u.invent[k].otyp == LENSES);
        if self.occ.spbook.delay != 0 && lenses && self.rng.rn2(2) != 0 {
            self.occ.spbook.delay += 1;
        }
        if self.u.has(Prop::Confusion) {
            self.confused_book(id);
            let left = -self.occ.spbook.delay;
            self.occ.spbook = Default::default();
            if left > 0 {
                self.helpless(left, "");
            }
            return false;
        }
        if self.occ.spbook.delay != 0 {
            self.occ.spbook.delay += 1;
            return true;
        }
        self.exercise(crate::world::you::A_WIS, true);
        let otyp = self.u.invent[i].otyp;
        if otyp == SPE_BOOK_OF_THE_DEAD {
            self.occ.spbook = Default::default();
            self.deadbook(i);
            return false;
        }
        let name = t.obj(otyp).name.clone().unwrap_or_default();
        let splname = if self.os.is_known(otyp) { format!("\"{name}\"") } else { format!("the \"{name}\" spell") };
        let studied = self.u.invent[i].usecount;
        if let Some(k) = self.u.spells.iter().position(|s| s.0 == otyp) {
            if studied > MAX_SPELL_STUDY {
                self.pline("This spellbook is too faint to be read any more.");
                self.u.invent[i].otyp = SPE_BLANK_PAPER;
                self.u.invent[i].usecount = self.rng.rn2(studied.max(1));
            } else if self.u.spells[k].1 > KEEN / 10 {
                self.pline(format!("You know {splname} quite well already."));
            } else {
                let how = if self.u.spells[k].1 > 0 { "keener" } else { "restored" };
                self.pline(format!("Your knowledge of {splname} is {how}."));
                self.u.spells[k].1 = KEEN;
                self.u.invent[i].usecount += 1;
                self.exercise(crate::world::you::A_WIS, true);
            }
            self.os.discover(otyp);
        } else if self.u.spells.len() >= MAXSPELL {
            self.pline("You cannot learn any more spells.");
        } else if studied >= MAX_SPELL_STUDY {
            self.pline("This spellbook is too faint to read even once.");
            self.u.invent[i].otyp = SPE_BLANK_PAPER;
            self.u.invent[i].usecount = self.rng.rn2(studied.max(1));
        } else {
            let first = self.u.spells.is_empty();
            self.u.spells.push((otyp, KEEN));
            self.u.invent[i].usecount += 1;
            if first {
                self.pline(format!("You learn {splname}."));
            } else {
                self.pline(format!("You add {splname} to your repertoire."));
            }
            self.os.discover(otyp);
        }
        if self.u.invent[i].cursed {
            let level = i32::from(t.obj(otyp).oc2).max(1);
            if self.cursed_book(level)
                && let Some(i) = self.inv_index(id)
            {
                self.useup(i);
            }
        }
        self.occ.spbook.book = None;
        false
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
