//! `A` (do_wear.c's `doddoremarm`, `take_off`, `select_off`): taking off
//! several worn things and unwielding weapons, one after another in
//! NetHack's order, as an occupation ("disrobing", or "disarming" for
//! weapons only). Each item takes its own delay; armor under a cloak
//! takes the time to take the cloak off and on again. Interrupted, `A`
//! continues where it stopped ("You continue disrobing.") unless the
//! hero has moved.

use crate::game::Game;
use crate::hero::occupation::{Occupation, TakeOff};
use crate::ui::{Menu, PickHow};
use crate::world::obj::Worn;
use oxhack_tables::tables;

/// The order things come off (`takeoff_order`).
const TAKEOFF_ORDER: [Worn; 14] = [
    Worn::TOOL,
    Worn::WEP,
    Worn::ARMS,
    Worn::ARMG,
    Worn::RINGL,
    Worn::RINGR,
    Worn::ARMC,
    Worn::ARMH,
    Worn::AMUL,
    Worn::ARM,
    Worn::ARMU,
    Worn::ARMF,
    Worn::SWAPWEP,
    Worn::QUIVER,
];

/// The weapon slots (`W_WEAPONS`).
const WEAPONS: Worn = Worn::WEP.union(Worn::SWAPWEP).union(Worn::QUIVER);

impl Game {
    /// `A`: take off several things, picked from a menu. The time is the
    /// occupation's.
    pub fn doddoremarm(&mut self) -> bool {
        let to = &self.occ.takeoff;
        if !to.what.is_empty() || !to.mask.is_empty() {
            let txt = to.disrobing.clone();
            self.pline(format!("You continue {txt}."));
            self.set_occupation(Occupation::TakeOff, &txt);
            return false;
        }
        let slots = Worn::ARMOR | Worn::RING | Worn::AMUL | Worn::TOOL | WEAPONS;
        let worn: Vec<usize> =
            (0..self.u.invent.len()).filter(|&i| self.u.invent[i].owornmask.intersects(slots)).collect();
        if worn.is_empty() {
            self.pline("You are not wearing anything.");
            return false;
        }
        let mut m = Menu::new("What do you want to take off?", PickHow::Any);
        for &i in &worn {
            let name = self.doname(&self.u.invent[i].clone());
            m.item(self.u.invent[i].invlet, &name);
        }
        let Some(picked) = self.select_menu(&m) else { return false };
        for k in picked {
            let Some(l) = m.items.get(k).and_then(|it| it.letter) else { continue };
            if let Some(i) = self.u.obj_by_letter(l) {
                self.select_off(i);
            }
        }
        if self.occ.takeoff.mask.is_empty() {
            return false;
        }
        let only_weapons = (self.occ.takeoff.mask - WEAPONS).is_empty();
        self.occ.takeoff.disrobing = if only_weapons { "disarming" } else { "disrobing" }.into();
        self.take_off();
        false
    }

    /// `select_off`: item `i` is to come off, if it can ("You can't.  It
    /// is cursed.").
    fn select_off(&mut self, i: usize) {
        let w = self.u.invent[i].owornmask;
        let slot = TAKEOFF_ORDER.iter().copied().find(|&s| w.contains(s));
        let Some(slot) = slot else { return };
        if !WEAPONS.contains(slot) && !self.can_take_off(i) {
            return;
        }
        if slot == Worn::WEP && self.welds(i) {
            self.weldmsg(i);
            return;
        }
        self.occ.takeoff.mask |= slot;
    }

    /// `take_off`: one turn of `A`: the current item's delay runs down,
    /// then it comes off and the next one starts. False when all are off.
    pub fn take_off(&mut self) -> bool {
        let t = tables();
        if !self.occ.takeoff.what.is_empty() {
            if self.occ.takeoff.delay > 0 {
                self.occ.takeoff.delay -= 1;
                return true;
            }
            let what = self.occ.takeoff.what;
            self.do_takeoff(what);
            let to = &mut self.occ.takeoff;
            to.mask.remove(what);
            to.what = Worn::empty();
        }
        let next = TAKEOFF_ORDER.iter().copied().find(|&s| self.occ.takeoff.mask.contains(s));
        self.occ.takeoff.delay = 0;
        let Some(what) = next else {
            let txt = self.occ.takeoff.disrobing.clone();
            self.pline(format!("You finish {txt}."));
            self.occ.takeoff = TakeOff::default();
            return false;
        };
        self.occ.takeoff.what = what;
        let delay_of = |g: &Game, w: Worn| g.u.worn(w).map_or(0, |i| i32::from(t.obj(g.u.invent[i].otyp).delay));
        let mut delay = if WEAPONS.contains(what) || matches!(what, Worn::AMUL | Worn::RINGL | Worn::RINGR | Worn::TOOL)
        {
            1
        } else {
            0
        };
        if what == Worn::ARM && self.u.worn(Worn::ARMC).is_some() {
            delay += 2 * delay_of(self, Worn::ARMC) + 1;
        }
        if what == Worn::ARMU {
            if self.u.worn(Worn::ARM).is_some() {
                delay += 2 * delay_of(self, Worn::ARM);
            }
            if self.u.worn(Worn::ARMC).is_some() {
                delay += 2 * delay_of(self, Worn::ARMC) + 1;
            }
        }
        if Worn::ARMOR.contains(what) {
            delay += delay_of(self, what);
        }
        // The occupation's first turn is the next one.
        self.occ.takeoff.delay = (delay - 1).max(0);
        let txt = self.occ.takeoff.disrobing.clone();
        self.set_occupation(Occupation::TakeOff, &txt);
        true
    }

    /// `do_takeoff`: the thing in slot `what` comes off now.
    fn do_takeoff(&mut self, what: Worn) {
        let Some(i) = self.u.worn(what) else { return };
        if what == Worn::WEP {
            if !self.welds(i) {
                self.u.invent[i].owornmask.remove(Worn::WEP);
                self.update_worn_props();
                self.pline("You are empty handed.");
            }
        } else if what == Worn::SWAPWEP {
            self.u.invent[i].owornmask.remove(Worn::SWAPWEP);
            self.pline("You no longer have a second weapon readied.");
        } else if what == Worn::QUIVER {
            self.u.invent[i].owornmask.remove(Worn::QUIVER);
            self.pline("You no longer have ammunition readied.");
        } else {
            self.take_off_now(i);
        }
    }
}
