//! Monsters using items (muse.c): a hurt monster drinks healing or
//! flees by teleporting, digging or taking the stairs
//! ([`defensive`]), a monster lined up with the hero zaps wands, blows
//! horns and throws potions at it ([`offensive`]), and any monster may
//! improve itself with potions and wands ([`misc`]). Also monsters
//! picking things up ([`pickup`]: mon.c's `mpickstuff` with
//! `searches_for_item`), putting on armor and wielding weapons during
//! play ([`wear`]: worn.c's `m_dowear`, weapon.c's `mon_wield_item`),
//! and what worn and wielded objects with properties do for them
//! ([`props`]).
//!
//! The C code keeps the chosen item in a static `struct musable`; here
//! the `find_*` functions return a [`Muse`] naming the action and the
//! item's inventory index, and the `use_*` functions take it.

pub mod defensive;
pub mod earth;
pub mod misc;
pub mod offensive;
pub mod oprop_hit;
pub mod pickup;
pub mod props;
pub mod wear;

use crate::game::Game;
use crate::world::level::BOLT_LIM;
use crate::world::obj::Obj;
use oxhack_tables::tables;

/// A chosen use (`m.has_defense` / `has_offense` / `has_misc` with the
/// object): what to do, and the inventory index of the item, if any.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Muse<K> {
    pub kind: K,
    pub obj: Option<usize>,
}

/// What a `use_*` call did (its 0/1/2 return).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Used {
    /// Nothing happened (0): the monster may go on with its turn.
    Nothing,
    /// The monster died (1).
    Died,
    /// It acted and can do nothing more this turn (2).
    Acted,
}

impl Game {
    /// `canseemon`: the hero sees monster `i`.
    pub fn canseemon_i(&self, i: usize) -> bool {
        self.lev.monsters.get(i).is_some_and(|m| self.canspotmon(m))
    }

    /// `mzapwand`: monster `i` zaps its wand `k` (at itself when
    /// `self_`): the message, or the sound when unseen (and the charge
    /// count is forgotten), and a charge used.
    pub fn mzapwand(&mut self, i: usize, k: usize, self_: bool) {
        let Some(m) = self.lev.monsters.get(i) else { return };
        let (mx, my) = (m.mx, m.my);
        if !self.canseemon_i(i) {
            let range = if self.vis.couldsee(mx, my) { BOLT_LIM + 1 } else { BOLT_LIM - 3 };
            let d = (mx - self.u.ux).pow(2) + (my - self.u.uy).pow(2);
            let how = if d <= range * range { "nearby" } else { "distant" };
            self.you_hear(&format!("a {how} zap."));
            self.lev.monsters[i].minvent[k].known = false;
        } else if self_ {
            let name = self.monnam_cap(i);
            let him = mhim(&self.lev.monsters[i]);
            let what = self.doname(&self.lev.monsters[i].minvent[k]);
            self.pline(format!("{name} zaps {him}self with {what}!"));
        } else {
            let name = self.monnam_cap(i);
            let what = crate::objects::objnam::an(&self.xname_of(&self.lev.monsters[i].minvent[k]));
            self.pline(format!("{name} zaps {what}!"));
            self.stop_occupation();
        }
        let o = &mut self.lev.monsters[i].minvent[k];
        o.spe = o.spe.saturating_sub(1);
    }

    /// `mplayhorn`: monster `i` plays its horn `k` at the hero.
    pub fn mplayhorn(&mut self, i: usize, k: usize) {
        let Some(m) = self.lev.monsters.get(i) else { return };
        let (mx, my) = (m.mx, m.my);
        if !self.canseemon_i(i) {
            let range = if self.vis.couldsee(mx, my) { BOLT_LIM + 1 } else { BOLT_LIM - 3 };
            let d = (mx - self.u.ux).pow(2) + (my - self.u.uy).pow(2);
            let how = if d <= range * range { "nearby" } else { "in the distance" };
            self.you_hear(&format!("a horn being played {how}."));
            self.lev.monsters[i].minvent[k].known = false;
        } else {
            self.lev.monsters[i].minvent[k].dknown = true;
            let name = self.monnam_cap(i);
            let what = self.xname_of(&self.lev.monsters[i].minvent[k]);
            self.pline(format!("{name} plays a {what} directed at you!"));
            let otyp = self.lev.monsters[i].minvent[k].otyp;
            self.os.discover(otyp);
            self.stop_occupation();
        }
        let o = &mut self.lev.monsters[i].minvent[k];
        o.spe = o.spe.saturating_sub(1);
    }

    /// `mreadmsg`: "The kobold reads a scroll labeled FOO!", or the sound
    /// of reading when unseen.
    pub fn mreadmsg(&mut self, i: usize, k: usize) {
        let vismon = self.canseemon_i(i);
        if !vismon && self.u.has(oxhack_defs::Prop::Deaf) {
            return;
        }
        let m = &mut self.lev.monsters[i];
        m.minvent[k].dknown = true;
        let mut one = m.minvent[k].clone();
        one.quan = 1;
        if !vismon {
            one.bknown = false;
        }
        let what = self.doname(&one);
        if vismon {
            let name = self.monnam_cap(i);
            self.pline(format!("{name} reads {what}!"));
        } else {
            let who = crate::objects::objnam::an(&tables().mon(self.lev.monsters[i].mnum).name);
            self.you_hear(&format!("{who} reading {what}."));
        }
        if self.lev.monsters[i].mconf {
            let who = if vismon { self.mon_nam(i) } else { mhe(&self.lev.monsters[i]).to_string() };
            self.pline(format!("Being confused, {who} mispronounces the magic words..."));
        }
    }

    /// `mquaffmsg`: "The soldier drinks a potion of healing!", or a
    /// chugging sound.
    pub fn mquaffmsg(&mut self, i: usize, k: usize) {
        if self.canseemon_i(i) {
            self.lev.monsters[i].minvent[k].dknown = true;
            let mut one = self.lev.monsters[i].minvent[k].clone();
            one.quan = 1;
            let name = self.monnam_cap(i);
            let what = self.doname(&one);
            self.pline(format!("{name} drinks {what}!"));
        } else {
            self.you_hear("a chugging sound.");
        }
    }

    /// `m_useup`: one of monster `i`'s stack `k` is used up; returns it.
    pub fn m_useup(&mut self, i: usize, k: usize) -> Option<Obj> {
        let m = self.lev.monsters.get_mut(i)?;
        let stack = m.minvent.get_mut(k)?;
        if stack.quan > 1 {
            stack.quan -= 1;
            let mut one = stack.clone();
            one.quan = 1;
            return Some(one);
        }
        let one = m.minvent.remove(k);
        m.misc_worn_check &= !one.owornmask.bits();
        m.mw = match m.mw {
            Some(w) if w == k => None,
            Some(w) if w > k => Some(w - 1),
            w => w,
        };
        Some(one)
    }

    /// What a monster does with its items at the start of its move
    /// (dochug: `find_defensive`/`use_defensive`, else
    /// `find_misc`/`use_misc`). True when it may act no further.
    pub fn muse_dochug(&mut self, i: usize) -> bool {
        if let Some(d) = self.find_defensive(i) {
            return self.use_defensive(i, d) != Used::Nothing;
        }
        if let Some(u) = self.find_misc(i) {
            return self.use_misc(i, u) != Used::Nothing;
        }
        false
    }
}

/// "him", "her" or "it" (`mhim`).
pub fn mhim(m: &crate::world::monst::Monst) -> &'static str {
    if neuter(m) {
        "it"
    } else if m.female {
        "her"
    } else {
        "him"
    }
}

/// "he", "she" or "it" (`mhe`).
pub fn mhe(m: &crate::world::monst::Monst) -> &'static str {
    if neuter(m) {
        "it"
    } else if m.female {
        "she"
    } else {
        "he"
    }
}

fn neuter(m: &crate::world::monst::Monst) -> bool {
    tables().mon(m.mnum).mflags2.contains(oxhack_defs::flags::M2::NEUTER)
}

/// `haseyes`: the monster kind has eyes.
pub fn haseyes(t: &oxhack_defs::Tables, pm: oxhack_defs::Pm) -> bool {
    !t.mon(pm).mflags1.contains(oxhack_defs::flags::M1::NOEYES)
}
