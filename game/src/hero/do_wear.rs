//! Armor and accessories (do_wear.c): `W` (`dowear`), `T` (`dotakeoff`),
//! `P` (`doputon`), `R` (`doremring`), and armor class (`find_ac`).
//!
//! Putting things on and taking them off is instant apart from the armor's
//! own delay, spent helpless ("You finish your dressing maneuver.");
//! properties change at once (see worn.rs).

use crate::game::Game;
use crate::world::obj::{Obj, Worn, types};
use oxhack_defs::{ArmCat, OClass};
use oxhack_tables::{ids, tables};

/// The slot an armor piece goes in.
pub fn armor_slot(o: &Obj) -> Option<Worn> {
    Some(match tables().obj(o.otyp).armcat()? {
        ArmCat::Suit => Worn::ARM,
        ArmCat::Shield => Worn::ARMS,
        ArmCat::Helm => Worn::ARMH,
        ArmCat::Gloves => Worn::ARMG,
        ArmCat::Boots => Worn::ARMF,
        ArmCat::Cloak => Worn::ARMC,
        ArmCat::Shirt => Worn::ARMU,
    })
}

/// "It is" or "They are" for an object (boots, gloves and stacks are they).
fn it_is(o: &Obj) -> &'static str {
    if o.quan > 1 || types::pair_of(tables(), o.otyp) { "They are" } else { "It is" }
}

impl Game {
    fn worn_name(&self, w: Worn) -> Option<String> {
        let i = self.u.worn(w)?;
        let nc = self.name_ctx();
        Some(crate::objects::objnam::xname(&nc, &self.u.invent[i]))
    }

    /// `canwearobj`: whether armor item `i` can go on now, saying why not.
    fn canwearobj(&mut self, i: usize) -> Option<Worn> {
        let t = tables();
        let o = self.u.invent.get(i)?.clone();
        if !o.owornmask.is_empty() && o.owornmask.intersects(Worn::ARMOR) {
            self.pline("You are already wearing that!");
            return None;
        }
        let Some(slot) = armor_slot(&o) else {
            self.pline("You can't wear that!");
            return None;
        };
        // The body's shape first: a suit, shirt or cloak the body has no
        // place for is refused before anything else (as canwearobj does).
        let misfit = crate::hero::body_fit::armor_misfit(self, o.otyp);
        if let Some(m) = misfit.clone().filter(|m| m.early) {
            self.pline(m.text);
            return None;
        }
        let uwep = self.uwep_idx();
        let welded_two = uwep.is_some_and(|w| self.welds(w) && types::bimanual(t, self.u.invent[w].otyp));
        let taken = self.u.worn(slot).is_some();
        let late = misfit.map(|m| m.text);
        let msg: Option<String> = match slot {
            s if s == Worn::ARMH && taken => Some("You are already wearing a helmet.".into()),
            s if s == Worn::ARMH && late.is_some() => late,
            s if s == Worn::ARMS && taken => Some("You are already wearing a shield.".into()),
            s if s == Worn::ARMS && late.is_some() => late,
            s if s == Worn::ARMS && uwep.is_some_and(|w| types::bimanual(t, self.u.invent[w].otyp)) => {
                let w = &self.u.invent[uwep.unwrap_or(0)];
                let what = if types::is_sword(t, w.otyp) {
                    "sword"
                } else if w.otyp == ids::BATTLE_AXE {
                    "axe"
                } else {
                    "weapon"
                };
                Some(format!("You cannot wear a shield while wielding a two-handed {what}."))
            }
            s if s == Worn::ARMS && self.u.twoweap => {
                Some("You cannot wear a shield while wielding two weapons.".into())
            }
            s if s == Worn::ARMF && taken => Some("You are already wearing boots.".into()),
            s if s == Worn::ARMF && late.is_some() => late,
            s if s == Worn::ARMG && taken => Some("You are already wearing gloves.".into()),
            s if s == Worn::ARMG && late.is_some() => late,
            s if s == Worn::ARMG && uwep.is_some_and(|w| self.welds(w)) => {
                let w = &self.u.invent[uwep.unwrap_or(0)];
                let what = if types::is_sword(t, w.otyp) { "sword" } else { "weapon" };
                Some(format!("You cannot wear gloves over your {what}."))
            }
            s if (s == Worn::ARMU || s == Worn::ARM) && welded_two => {
                Some("You cannot do that while holding your weapon.".into())
            }
            s if s == Worn::ARMU && (self.u.worn(Worn::ARM).is_some() || self.u.worn(Worn::ARMC).is_some()) => {
                let over = if self.u.worn(Worn::ARMC).is_some() { "cloak" } else { "armor" };
                Some(format!("You can't wear that over your {over}."))
            }
            s if s == Worn::ARMU && taken => Some("You are already wearing a shirt.".into()),
            s if s == Worn::ARMC && taken => Some("You are already wearing a cloak.".into()),
            s if s == Worn::ARM && self.u.worn(Worn::ARMC).is_some() => {
                Some("You cannot wear armor over a cloak.".into())
            }
            s if s == Worn::ARM && taken => Some("You are already wearing some armor.".into()),
            _ => None,
        };
        if let Some(m) = msg {
            self.pline(m);
            return None;
        }
        Some(slot)
    }

    /// Puts armor item `i` on in `slot`: properties, known enchantment,
    /// the message and the armor's delay.
    fn armor_on(&mut self, i: usize, slot: Worn) {
        let before = self.prop_snapshot();
        self.u.invent[i].owornmask.insert(slot);
        // The enchantment shows on the status line's armor class.
        self.u.invent[i].known = true;
        self.worn_feedback(i, &before);
        let o = self.u.invent[i].clone();
        let delay = tables().obj(o.otyp).delay as i32;
        if delay > 0 {
            self.u.multi = -delay;
            self.u.multi_reason = Some("You finish your dressing maneuver.".into());
        } else {
            let nc = self.name_ctx();
            let name = crate::objects::objnam::xname(&nc, &o);
            let name = if crate::objects::objnam::obj_is_pname(&nc, &o) {
                crate::objects::objnam::the(&name)
            } else {
                crate::objects::objnam::an(&name)
            };
            self.pline(format!("You are now wearing {name}."));
        }
        if o.cursed && !o.bknown {
            self.u.invent[i].bknown = true;
            let feel = if it_is(&o) == "They are" { "they feel" } else { "that feels" };
            self.pline(format!("Oops; {feel} deathly cold."));
        }
    }

    /// `W`: wear a piece of armor.
    pub fn dowear(&mut self) -> bool {
        let t = tables();
        if let Some(m) = crate::hero::body_fit::no_armor_at_all(self) {
            self.pline(m);
            return false;
        }
        if self.u.invent.iter().filter(|o| o.owornmask.intersects(Worn::ARMOR)).count() >= 7 {
            self.pline("You are already wearing a full complement of armor.");
            return false;
        }
        let Some(i) = self.getobj("wear", &|_, o| o.oclass(t) == OClass::Armor && !o.owornmask.intersects(Worn::ARMOR))
        else {
            return false;
        };
        if self.u.invent[i].oclass(t) != OClass::Armor {
            self.pline("You can't wear that!");
            return false;
        }
        let Some(slot) = self.canwearobj(i) else { return false };
        if !self.item_power_allows(i, Worn::empty()) {
            return false;
        }
        self.armor_on(i, slot);
        true
    }

    /// `select_off`'s checks for taking off item `i`; says why not.
    pub(crate) fn can_take_off(&mut self, i: usize) -> bool {
        let t = tables();
        let Some(o) = self.u.invent.get(i).cloned() else { return false };
        let w = o.owornmask;
        if !w.intersects(Worn::ARMOR | Worn::RING | Worn::AMUL | Worn::TOOL) {
            self.pline("You are not wearing that.");
            return false;
        }
        let cloak = self.u.worn(Worn::ARMC).is_some();
        let suit = self.u.worn(Worn::ARM).is_some();
        if (w.contains(Worn::ARM) && cloak) || (w.contains(Worn::ARMU) && (cloak || suit)) {
            let mut what = String::new();
            if cloak {
                what.push_str("cloak");
            }
            if w.contains(Worn::ARMU) && suit {
                if cloak {
                    what.push_str(" and ");
                }
                what.push_str("suit");
            }
            self.pline(format!("You can't take that off without taking off your {what} first."));
            return false;
        }
        let uwep = self.uwep_idx();
        let welded = uwep.filter(|&u| self.welds(u));
        if w.intersects(Worn::RING) {
            let bimanual = welded.is_some_and(|u| types::bimanual(t, self.u.invent[u].otyp));
            if welded.is_some() && (w.contains(Worn::RINGR) || bimanual) {
                self.pline("You cannot free a weapon hand to remove the ring.");
                return false;
            }
            if let Some(g) = self.u.worn(Worn::ARMG)
                && self.u.invent[g].cursed
            {
                self.u.invent[g].bknown = true;
                self.pline("You cannot take off your gloves to remove the ring.");
                return false;
            }
        }
        if w.contains(Worn::ARMG)
            && let Some(u) = welded
        {
            let what = if types::is_sword(t, self.u.invent[u].otyp) { "sword" } else { "weapon" };
            self.u.invent[u].bknown = true;
            self.pline(format!("You are unable to take off your gloves while wielding that {what}."));
            return false;
        }
        if o.cursed {
            self.u.invent[i].bknown = true;
            self.pline(format!("You can't.  {} cursed.", it_is(&o)));
            return false;
        }
        true
    }

    /// Takes item `i` off: "You were wearing a leather armor."; armor
    /// takes its delay, helpless ("You finish taking off your suit.",
    /// as `armoroff` names it).
    pub fn take_off_item(&mut self, i: usize) -> bool {
        let t = tables();
        let otyp = self.u.invent[i].otyp;
        let delay = t.obj(otyp).delay as i32;
        let is_armor = self.u.invent[i].owornmask.intersects(Worn::ARMOR);
        if !self.take_off_now(i) {
            return false;
        }
        if is_armor && delay > 0 {
            use crate::world::obj::types;
            let what = if types::is_helmet(t, otyp) {
                // `helm_simple_name`: only metal headgear is a helm.
                let metal = t.obj(otyp).material.is_some_and(|m| {
                    use oxhack_defs::Material::*;
                    matches!(m, Iron | Metal | Copper | Silver | Gold | Platinum | Mithril)
                });
                if metal { "helmet" } else { "hat" }
            } else if types::is_gloves(t, otyp) {
                "gloves"
            } else if types::is_boots(t, otyp) {
                "boots"
            } else {
                "suit"
            };
            self.u.multi = -delay;
            self.u.multi_reason = Some(format!("You finish taking off your {what}."));
        }
        true
    }

    /// Takes item `i` off at once, with its message and what that changes
    /// (`do_takeoff` and `off_msg`); false if it cannot come off.
    pub fn take_off_now(&mut self, i: usize) -> bool {
        if !self.can_take_off(i) {
            return false;
        }
        let before = self.prop_snapshot();
        let was_blind = self.u.has(oxhack_defs::Prop::Blinded);
        self.u.invent[i].owornmask.remove(Worn::ARMOR | Worn::RING | Worn::AMUL | Worn::TOOL);
        let name = self.doname(&self.u.invent[i].clone());
        self.pline(format!("You were wearing {name}."));
        self.worn_feedback(i, &before);
        if was_blind && !self.u.has(oxhack_defs::Prop::Blinded) {
            self.pline("You can see again.");
            self.vision_recalc();
        }
        true
    }

    /// `T`: take off a piece of armor (the only one, or one asked for;
    /// accessories may be named too).
    pub fn dotakeoff(&mut self) -> bool {
        let acc = Worn::RING | Worn::AMUL | Worn::TOOL;
        let armor: Vec<usize> =
            (0..self.u.invent.len()).filter(|&i| self.u.invent[i].owornmask.intersects(Worn::ARMOR)).collect();
        let naccessories = self.u.invent.iter().filter(|o| o.owornmask.intersects(acc)).count();
        if armor.is_empty() && naccessories == 0 {
            self.pline("Not wearing any armor or accessories.");
            return false;
        }
        let i = if armor.len() == 1 {
            armor[0]
        } else {
            match self.getobj("take off", &|_, o| o.owornmask.intersects(Worn::ARMOR)) {
                Some(i) => i,
                None => return false,
            }
        };
        self.take_off_item(i)
    }

    /// `P`: put on a ring, an amulet, or a blindfold, towel or lenses.
    pub fn doputon(&mut self) -> bool {
        let t = tables();
        let acc = Worn::RING | Worn::AMUL;
        if self.u.worn(Worn::RINGL).is_some() && self.u.worn(Worn::RINGR).is_some() && self.u.worn(Worn::AMUL).is_some()
        {
            self.pline("You are already wearing two rings and an amulet.");
            return false;
        }
        let eyewear = |o: &Obj| matches!(o.otyp, ids::BLINDFOLD | ids::TOWEL | ids::LENSES);
        let Some(i) = self.getobj("put on", &|_, o| {
            (matches!(o.oclass(t), OClass::Ring | OClass::Amulet) || eyewear(o))
                && !o.owornmask.intersects(acc | Worn::TOOL)
        }) else {
            return false;
        };
        let o = self.u.invent[i].clone();
        if o.owornmask.intersects(acc | Worn::ARMOR | Worn::TOOL) {
            self.pline("You are already wearing that!");
            return false;
        }
        if eyewear(&o) {
            if !self.item_power_allows(i, Worn::empty()) {
                return false;
            }
            return self.eyewear_on(i);
        }
        if o.owornmask.contains(Worn::WEP) {
            self.pline("You are wielding that!");
            return false;
        }
        let slot = match o.oclass(t) {
            OClass::Ring => {
                if o.quan > 1 {
                    self.pline("You can only put on one ring at a time.");
                    return false;
                }
                let fingers = crate::hero::body_fit::u_body(self).count(oxhack_defs::Slot::Finger);
                if fingers == 0 {
                    self.pline("You cannot make the ring stick to your body.");
                    return false;
                }
                let l = self.u.worn(Worn::RINGL).is_some();
                let r = self.u.worn(Worn::RINGR).is_some();
                let slot = if (l && r) || (fingers < 2 && (l || r)) {
                    self.pline("There are no more ring-fingers to fill.");
                    return false;
                } else if l {
                    Worn::RINGR
                } else if r || fingers < 2 {
                    Worn::RINGL
                } else {
                    match self.yn_function("Which ring-finger, Right or Left?", "rl", '\x1b') {
                        'l' | 'L' => Worn::RINGL,
                        'r' | 'R' => Worn::RINGR,
                        _ => return false,
                    }
                };
                if let Some(g) = self.u.worn(Worn::ARMG)
                    && self.u.invent[g].cursed
                {
                    self.u.invent[g].bknown = true;
                    self.pline("You cannot remove your gloves to put on the ring.");
                    return false;
                }
                if let Some(u) = self.uwep_idx()
                    && self.welds(u)
                    && (slot == Worn::RINGR || types::bimanual(t, self.u.invent[u].otyp))
                {
                    self.u.invent[u].bknown = true;
                    self.pline("You cannot free your weapon hand to put on the ring.");
                    return false;
                }
                slot
            }
            OClass::Amulet => {
                if !crate::hero::body_fit::u_body(self).has(oxhack_defs::Slot::Neck) {
                    self.pline("You have no neck to wear an amulet on.");
                    return false;
                }
                if self.u.worn(Worn::AMUL).is_some() {
                    self.pline("You are already wearing an amulet.");
                    return false;
                }
                Worn::AMUL
            }
            _ => {
                self.pline("You can't wear that!");
                return false;
            }
        };
        if !self.item_power_allows(i, Worn::empty()) {
            return false;
        }
        let before = self.prop_snapshot();
        self.u.invent[i].owornmask.insert(slot);
        self.worn_feedback(i, &before);
        let line = self.inv_name(i);
        self.pline(format!("{line}."));
        true
    }

    /// `Blindf_on`: a blindfold, towel or lenses over the eyes.
    fn eyewear_on(&mut self, i: usize) -> bool {
        if let Some(j) = self.u.worn(Worn::TOOL) {
            let what = match self.u.invent[j].otyp {
                ids::LENSES => "some lenses",
                ids::TOWEL => "a towel",
                _ => "a blindfold",
            };
            self.pline(format!("You are already wearing {what}."));
            return false;
        }
        let was_blind = self.u.has(oxhack_defs::Prop::Blinded);
        self.u.invent[i].owornmask.insert(Worn::TOOL);
        self.update_worn_props();
        let o = self.u.invent[i].clone();
        let nc = self.name_ctx();
        let name = crate::objects::objnam::an(&crate::objects::objnam::xname(&nc, &o));
        let around = if o.otyp == ids::TOWEL { " around your head" } else { "" };
        self.pline(format!("You are now wearing {name}{around}."));
        if !was_blind && self.u.has(oxhack_defs::Prop::Blinded) {
            self.pline("You can't see any more.");
            self.vision_recalc();
        }
        true
    }

    /// `R`: remove a ring, an amulet, or something over the eyes (armor
    /// may be named too).
    pub fn doremring(&mut self) -> bool {
        let acc = Worn::RING | Worn::AMUL | Worn::TOOL;
        let worn: Vec<usize> =
            (0..self.u.invent.len()).filter(|&i| self.u.invent[i].owornmask.intersects(acc)).collect();
        let narmor = self.u.invent.iter().filter(|o| o.owornmask.intersects(Worn::ARMOR)).count();
        if worn.is_empty() && narmor == 0 {
            self.pline("Not wearing any accessories or armor.");
            return false;
        }
        let i = if worn.len() == 1 {
            worn[0]
        } else {
            match self.getobj("remove", &|_, o| o.owornmask.intersects(acc)) {
                Some(i) => i,
                None => return false,
            }
        };
        self.take_off_item(i)
    }
}

impl Game {
    /// `destroy_arm`: the hero's worn armor item `j` is destroyed
    /// ("Your cloak crumbles and turns to dust!") and its properties go.
    pub fn destroy_arm_at(&mut self, j: usize) {
        let Some(o) = self.u.invent.get(j) else { return };
        let w = o.owornmask;
        let yname = self.yname(j);
        let msg = if w.intersects(Worn::ARMC) {
            format!("{yname} crumbles and turns to dust!")
        } else if w.intersects(Worn::ARM) {
            format!("{yname} turns to dust and falls to the floor!")
        } else if w.intersects(Worn::ARMU) {
            format!("{yname} crumbles into tiny threads and falls apart!")
        } else if w.intersects(Worn::ARMH) {
            format!("{yname} turns to dust and is blown away!")
        } else if w.intersects(Worn::ARMG) {
            format!("{yname} vanish!")
        } else if w.intersects(Worn::ARMF) {
            format!("{yname} disintegrate!")
        } else {
            format!("{yname} crumbles away!")
        };
        self.pline(msg);
        self.u.invent.remove(j);
        self.update_worn_props();
    }

    /// The hero's armor class (`find_ac`): 10 minus worn armor's base AC
    /// and enchantment (erosion lowers base AC down to 0), rings of
    /// protection, divine protection.
    pub fn u_ac(&self) -> i32 {
        let t = tables();
        // A polymorphed hero has the form's natural armor class.
        let mut ac = if self.u.upolyd() { t.mon(self.u.umonnum()).ac as i32 } else { 10 };
        for o in &self.u.invent {
            if o.owornmask.intersects(Worn::ARMOR) {
                let base = t.obj(o.otyp).a_ac() as i32;
                ac -= base - (o.greatest_erosion() as i32).min(base) + o.spe as i32;
            }
            if o.owornmask.intersects(Worn::RING) && o.otyp == ids::RIN_PROTECTION {
                ac -= o.spe as i32;
            }
            // Affixes that harden armor ("reinforced", "durable").
            if o.owornmask.intersects(Worn::ARMOR) {
                ac -= crate::objects::affix::affix_ac(t, o);
            }
        }
        // Divine protection counts while it is intrinsic (a gremlin's
        // theft leaves its amount, to be had back).
        if self.u.prop(oxhack_defs::Prop::Protection).intrinsic & crate::world::you::INTRINSIC != 0 {
            ac -= self.u.ublessed;
        }
        ac.max(-128)
    }

    /// The worn armor piece in `slot`, by name, for messages elsewhere.
    pub fn worn_armor_name(&self, slot: Worn) -> Option<String> {
        self.worn_name(slot)
    }
}
