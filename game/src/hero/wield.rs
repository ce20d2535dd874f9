//! Wielding (wield.c): `w` (`dowield`), `x` (`doswapweapon`), `Q`
//! (`dowieldquiver`), cursed weapons welding to the hand, and wielding a
//! tool to apply it (`wield_tool`).

use crate::game::Game;
use crate::objects::invent::GetObj;
use crate::world::obj::{Obj, Worn, types};
use oxhack_defs::OClass;
use oxhack_tables::{ids, tables};

/// Whether a cursed `o` would weld itself to the hand (`will_weld`):
/// weapons, weapon-tools, iron balls and chains, tin openers.
pub fn will_weld(o: &Obj) -> bool {
    let t = tables();
    o.cursed
        && (o.oclass(t) == OClass::Weapon
            || types::is_weptool(t, o.otyp)
            || o.otyp == ids::HEAVY_IRON_BALL
            || o.otyp == ids::IRON_CHAIN
            || o.otyp == ids::TIN_OPENER)
}

/// Worn and accessory slots: such items cannot be wielded or readied.
const WORN_NOT_WIELDABLE: Worn = Worn::ARMOR.union(Worn::RING).union(Worn::AMUL).union(Worn::TOOL).union(Worn::SADDLE);

impl Game {
    /// `welded`: item `i` is the wielded weapon and stuck to the hand.
    pub fn welds(&self, i: usize) -> bool {
        self.u.invent.get(i).is_some_and(|o| o.owornmask.contains(Worn::WEP) && will_weld(o))
    }

    /// The wielded weapon's index (`uwep`).
    pub fn uwep_idx(&self) -> Option<usize> {
        self.u.worn(Worn::WEP)
    }

    /// `weldmsg`: "Your long sword is welded to your hand!" (and the curse
    /// is now known).
    pub fn weldmsg(&mut self, i: usize) {
        let Some(o) = self.u.invent.get_mut(i) else { return };
        o.bknown = true;
        let o = o.clone();
        let t = tables();
        let name = crate::objects::objnam::xname(&self.name_ctx(), &o);
        let are = if o.quan == 1 && !types::pair_of(t, o.otyp) { "is" } else { "are" };
        let hand = if types::bimanual(t, o.otyp) { "hands" } else { "hand" };
        self.pline(format!("Your {name} {are} welded to your {hand}!"));
    }

    /// Moves the slot `slot` to item `i` (or to nothing).
    fn set_slot(&mut self, slot: Worn, i: Option<usize>) {
        for o in self.u.invent.iter_mut() {
            o.owornmask.remove(slot);
        }
        if let Some(i) = i
            && let Some(o) = self.u.invent.get_mut(i)
        {
            o.owornmask.insert(slot);
        }
        self.update_worn_props();
    }

    /// `ready_weapon`: wield item `i`, or nothing. Returns whether time
    /// passed.
    pub fn ready_weapon(&mut self, i: Option<usize>) -> bool {
        let t = tables();
        let Some(i) = i else {
            if self.uwep_idx().is_some() {
                self.pline("You are empty handed.");
                self.set_slot(Worn::WEP, None);
                return true;
            }
            self.pline("You are already empty handed.");
            return false;
        };
        let Some(o) = self.u.invent.get(i).cloned() else { return false };
        if !crate::world::body::can_wield(t, crate::hero::body_fit::u_body(self), o.otyp) {
            self.pline("You need two hands to wield that.");
            return false;
        }
        if types::bimanual(t, o.otyp) && self.u.worn(Worn::ARMS).is_some() {
            let what = if types::is_sword(t, o.otyp) {
                "sword"
            } else if o.otyp == ids::BATTLE_AXE {
                "axe"
            } else {
                "weapon"
            };
            self.pline(format!("You cannot wield a two-handed {what} while wearing a shield."));
            return false;
        }
        if !self.item_power_allows(i, Worn::WEP) {
            return false;
        }
        let before = self.prop_snapshot();
        self.set_slot(Worn::WEP, Some(i));
        self.worn_feedback(i, &before);
        if will_weld(&o) {
            let nc = self.name_ctx();
            let name = crate::objects::objnam::xname(&nc, &o);
            let verb = if o.quan == 1 { "welds" } else { "weld" };
            let selfw = if o.quan == 1 { "itself" } else { "themselves" };
            let hand = if types::bimanual(t, o.otyp) { "hands" } else { "hand" };
            self.pline(format!("The {name} {verb} {selfw} to your {hand}!"));
            if let Some(w) = self.u.invent.get_mut(i) {
                w.bknown = true;
            }
        } else {
            let line = self.inv_name(i);
            self.pline(format!("{line}."));
        }
        true
    }

    /// `cantwield`: the form's body shape has no hands ("Don't be
    /// ridiculous!", saying so).
    fn cantwield_msg(&mut self) -> bool {
        if crate::hero::body_fit::u_body(self).has(oxhack_defs::Slot::Hands) {
            return false;
        }
        self.pline("Don't be ridiculous!  You have no hands.");
        true
    }

    /// `w`: wield a weapon, or `-` for bare hands.
    pub fn dowield(&mut self) -> bool {
        let t = tables();
        if self.cantwield_msg() {
            return false;
        }
        let pick = self.getobj_ex(
            "wield",
            &|_, o| {
                o.oclass(t) == OClass::Weapon || types::is_weptool(t, o.otyp) || o.owornmask.contains(Worn::SWAPWEP)
            },
            true,
        );
        let want = match pick {
            GetObj::Cancel => return false,
            GetObj::Hands => None,
            GetObj::Item(i) => Some(i),
        };
        let cur = self.uwep_idx();
        if want.is_some() && want == cur {
            self.pline("You are already wielding that!");
            return false;
        }
        if let Some(c) = cur
            && self.welds(c)
        {
            self.weldmsg(c);
            return false;
        }
        let Some(i) = want else {
            let took = self.ready_weapon(None);
            self.untwoweapon();
            return took;
        };
        let o = &self.u.invent[i];
        if o.owornmask.contains(Worn::SWAPWEP) {
            return self.doswapweapon();
        }
        if o.owornmask.intersects(WORN_NOT_WIELDABLE) {
            self.pline("You cannot wield that!");
            return false;
        }
        if o.owornmask.contains(Worn::QUIVER) {
            self.u.invent[i].owornmask.remove(Worn::QUIVER);
        }
        let took = self.ready_weapon(Some(i));
        self.untwoweapon();
        took
    }

    /// `wield_tool`: wield item `i` in order to `verb` with it (a pick-axe
    /// to dig). The alternate weapon is wielded by swapping (`x`), so the
    /// old weapon becomes the alternate one; anything else is wielded in
    /// place of the weapon ("You now wield a pick-axe."). Returns whether
    /// `i` is now wielded.
    pub fn wield_tool(&mut self, i: usize, verb: &str) -> bool {
        let t = tables();
        let Some(o) = self.u.invent.get(i).cloned() else { return false };
        if o.owornmask.contains(Worn::WEP) {
            return true;
        }
        let nc = self.name_ctx();
        let what = crate::objects::objnam::xname(&nc, &o);
        let pair = what.contains("pair of ");
        let more_than_1 = o.quan > 1 || pair || what.contains("s of ");
        if !crate::world::body::can_wield(t, crate::hero::body_fit::u_body(self), o.otyp) {
            let them = if more_than_1 { "them" } else { "it" };
            self.pline(format!("You can't hold {them} strongly enough."));
            return false;
        }
        if o.owornmask.intersects(Worn::ARMOR.union(Worn::RING).union(Worn::AMUL).union(Worn::TOOL)) {
            let them = if more_than_1 { "them" } else { "it" };
            self.pline(format!("You can't {verb} your {what} while wearing {them}."));
            return false;
        }
        if let Some(w) = self.uwep_idx()
            && self.welds(w)
        {
            let hand = if types::bimanual(t, self.u.invent[w].otyp) { "hands" } else { "hand" };
            let that = if more_than_1 && !pair { "those" } else { "that" };
            self.pline(format!("Since your weapon is welded to your {hand}, you cannot {verb} {that} {what}."));
            return false;
        }
        if self.u.worn(Worn::ARMS).is_some() && types::bimanual(t, o.otyp) {
            let kind = if o.oclass(t) == OClass::Weapon { "weapon" } else { "tool" };
            self.pline(format!("You cannot {verb} a two-handed {kind} while wearing a shield."));
            return false;
        }
        if !self.item_power_allows(i, Worn::WEP) {
            return false;
        }
        self.u.invent[i].owornmask.remove(Worn::QUIVER);
        if o.owornmask.contains(Worn::SWAPWEP) {
            self.doswapweapon();
            if self.u.invent.get(i).is_some_and(|o| o.owornmask.contains(Worn::SWAPWEP)) {
                return false;
            }
        } else if will_weld(&o) {
            self.ready_weapon(Some(i));
        } else {
            let name = self.doname(&self.u.invent[i]);
            self.pline(format!("You now wield {name}."));
            self.set_slot(Worn::WEP, Some(i));
        }
        if self.uwep_idx() != Some(i) {
            return false;
        }
        // A tool wielded to be applied ends two-weapon combat.
        self.untwoweapon();
        true
    }

    /// `x`: exchange the wielded and the alternate weapon.
    pub fn doswapweapon(&mut self) -> bool {
        if self.cantwield_msg() {
            return false;
        }
        let old = self.uwep_idx();
        if let Some(c) = old
            && self.welds(c)
        {
            self.weldmsg(c);
            return false;
        }
        let swap = self.u.worn(Worn::SWAPWEP);
        if let Some(s) = swap {
            self.u.invent[s].owornmask.remove(Worn::SWAPWEP);
        }
        let took = self.ready_weapon(swap);
        if self.uwep_idx() == old && swap.is_some() {
            // Failed (a two-hander and a shield): put it back.
            if let Some(s) = swap {
                self.u.invent[s].owornmask.insert(Worn::SWAPWEP);
            }
            return took;
        }
        if let Some(o) = old {
            self.u.invent[o].owornmask.remove(Worn::WEP);
            self.u.invent[o].owornmask.insert(Worn::SWAPWEP);
            let line = self.inv_name(o);
            self.pline(format!("{line}."));
        } else {
            self.pline("You have no secondary weapon readied.");
        }
        self.update_worn_props();
        if self.u.twoweap && !self.can_twoweapon() {
            self.untwoweapon();
        }
        took
    }

    /// `Q`: ready ammunition (or other things to throw) in the quiver;
    /// `-` empties it. Takes no time.
    pub fn dowieldquiver(&mut self) -> bool {
        let t = tables();
        let pick = self.getobj_ex(
            "ready",
            &|_, o| {
                o.oclass(t) == OClass::Weapon && !o.owornmask.contains(Worn::WEP)
                    || o.oclass(t) == OClass::Gem
                    || types::is_missile(t, o.otyp)
            },
            true,
        );
        let i = match pick {
            GetObj::Cancel => return false,
            GetObj::Hands => {
                if self.u.worn(Worn::QUIVER).is_some() {
                    self.pline("You now have no ammunition readied.");
                    self.set_slot(Worn::QUIVER, None);
                } else {
                    self.pline("You already have no ammunition readied!");
                }
                return false;
            }
            GetObj::Item(i) => i,
        };
        let o = &self.u.invent[i];
        if o.owornmask.contains(Worn::QUIVER) {
            self.pline("That ammunition is already readied!");
            return false;
        }
        if o.owornmask.intersects(WORN_NOT_WIELDABLE) {
            self.pline("You cannot ready that!");
            return false;
        }
        if o.owornmask.contains(Worn::WEP) {
            if self.welds(i) {
                self.weldmsg(i);
                return false;
            }
            self.pline("You are now empty handed.");
            self.u.invent[i].owornmask.remove(Worn::WEP);
        }
        self.u.invent[i].owornmask.remove(Worn::SWAPWEP);
        self.set_slot(Worn::QUIVER, Some(i));
        let line = self.inv_name(i);
        self.pline(format!("{line}."));
        false
    }
}
