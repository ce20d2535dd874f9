//! Reading scrolls and spellbooks (read.c, spell.c): `r` (`doread`) and
//! the scroll effects (`seffects`). Enchanting, identifying and charging
//! are in [`ench`], the rest of the scrolls in [`scrolls`], studying
//! spellbooks in [`spell`], casting spells (`Z`, `+`) in [`cast`].

pub mod cast;
pub mod deadbook;
pub mod ench;
pub mod scrolls;
pub mod spell;

use crate::game::Game;
use crate::world::obj::Obj;
use oxhack_defs::{OClass, Prop};
use oxhack_tables::ids::*;
use oxhack_tables::tables;

impl Game {
    /// `r`: read a scroll or a spellbook.
    pub fn doread(&mut self) -> bool {
        let t = tables();
        let Some(i) = self.getobj("read", &|_, o| matches!(t.obj(o.otyp).class, OClass::Scroll | OClass::Spbook))
        else {
            return false;
        };
        if !self.u.has(Prop::Blinded) {
            self.u.invent[i].dknown = true;
        }
        let o = self.u.invent[i].clone();
        let class = t.obj(o.otyp).class;
        if !matches!(class, OClass::Scroll | OClass::Spbook) {
            self.pline("That is a silly thing to read.");
            return false;
        }
        if self.u.has(Prop::Blinded) {
            // The Book of the Dead reads the blind hero.
            if class == OClass::Spbook && o.otyp != SPE_BOOK_OF_THE_DEAD {
                self.pline("You can't see to read.");
                return false;
            }
            if !o.dknown || !self.os.is_known(o.otyp) {
                self.pline("Being blind, you cannot read the formula on the scroll.");
                return false;
            }
        }
        if class == OClass::Spbook {
            return self.study_book(i);
        }
        if o.otyp != SCR_BLANK_PAPER {
            self.u.conduct.literate += 1;
        }
        let confused = self.u.has(Prop::Confusion);
        if o.otyp != SCR_BLANK_PAPER && !(o.otyp == SCR_IDENTIFY && confused) {
            self.pline("As you read the scroll, it disappears.");
        }
        let mut scroll = o.clone();
        scroll.quan = 1;
        self.useup(i);
        let known = self.seffects(&scroll);
        if !self.os.is_known(scroll.otyp) {
            if known {
                self.os.discover(scroll.otyp);
            } else {
                self.offer_call(&scroll);
            }
        }
        true
    }

    /// `seffects`: what a scroll does. Returns whether its type becomes
    /// known (`known`).
    pub fn seffects(&mut self, s: &Obj) -> bool {
        let confused = self.u.has(Prop::Confusion);
        match s.otyp {
            SCR_ENCHANT_ARMOR => self.enchant_armor(s, confused),
            SCR_ENCHANT_WEAPON => self.enchant_weapon(s, confused),
            SCR_IDENTIFY => self.read_identify(s, confused),
            SCR_CHARGING => self.read_charging(s, confused),
            SCR_REMOVE_CURSE => self.remove_curse(s, confused),
            SCR_DESTROY_ARMOR => self.destroy_armor(s, confused),
            SCR_CONFUSE_MONSTER => {
                if s.cursed {
                    self.pline("Your hands twitch.");
                } else if confused {
                    self.pline("Your hands begin to glow purple.");
                } else {
                    self.pline("Your hands begin to glow red.");
                }
                false
            }
            SCR_SCARE_MONSTER => self.read_scare(s, confused),
            SCR_BLANK_PAPER => {
                self.pline(if self.u.has(Prop::Blinded) {
                    "You don't remember there being any magic words on this scroll."
                } else {
                    "This scroll seems to be blank."
                });
                true
            }
            SCR_CREATE_MONSTER => {
                let bonus = if s.blessed || self.rng.rn2(73) != 0 { 0 } else { self.rng.rnd(4) };
                let n = 1 + if confused || s.cursed { 12 } else { 0 } + bonus;
                let pm = confused.then_some(PM_ACID_BLOB);
                self.create_critters(n, pm) > 0
            }
            SCR_TAMING => self.read_taming(s, confused),
            SCR_GENOCIDE => self.read_genocide(s, confused),
            SCR_LIGHT => {
                self.litroom(!confused && !s.cursed);
                !self.u.has(Prop::Blinded)
            }
            SCR_TELEPORTATION => {
                if confused || s.cursed {
                    self.random_level_tele();
                    true
                } else {
                    self.tele();
                    false
                }
            }
            SCR_GOLD_DETECTION => {
                if confused || s.cursed {
                    self.trap_detect()
                } else {
                    self.gold_detect()
                }
            }
            SCR_FOOD_DETECTION => self.food_detect(),
            SCR_MAGIC_MAPPING => {
                if self.lev.flags.nommap {
                    self.pline("Your mind is filled with crazy lines!");
                    if self.u.has(Prop::Halluc) {
                        self.pline("Wow!  Modern art.");
                    } else {
                        self.pline("Your head spins in bewilderment.");
                    }
                    let n = self.rng.rnd(30);
                    self.make_confused(n, false);
                    return false;
                }
                self.pline("A map coalesces in your mind!");
                self.do_mapping();
                if s.cursed || confused {
                    self.pline("Unfortunately, you can't grasp the details.");
                }
                true
            }
            SCR_AMNESIA => {
                let coin = self.rng.rn2(2) != 0;
                self.pline(if self.u.has(Prop::Halluc) {
                    "Your mind releases itself from mundane concerns."
                } else if coin {
                    "Who was that Maud person anyway?"
                } else {
                    "Thinking of Maud you forget everything else."
                });
                self.forget(!s.blessed, !confused || s.cursed);
                true
            }
            SCR_FIRE => self.read_fire(s, confused),
            SCR_EARTH => self.read_earth(s, confused),
            SCR_PUNISHMENT => {
                if confused || s.blessed {
                    self.pline("You feel guilty.");
                } else {
                    self.pline("You are being punished for your misbehavior!");
                }
                true
            }
            SCR_STINKING_CLOUD => self.read_stinking_cloud(s),
            SCR_MAIL => {
                self.pline("This seems to be junk mail addressed to the finder of the Eye of Larn.");
                true
            }
            _ => {
                self.pline("What weird effect is this?");
                false
            }
        }
    }
}
