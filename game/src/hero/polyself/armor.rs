//! What a new body does to what the hero wears and wields
//! (polyself.c's `break_armor`, `drop_weapon`), read from the form's body
//! shape (`dat/bodies.def`): a body without a torso bursts out of body
//! armor, cloaks and shirts or slips out of them, as the shape says;
//! horns push hard helmets off; no hands drops gloves and weapons, no
//! arms the shield, no head the helmet, no feet the boots.

use crate::game::Game;
use crate::monsters::makemon::is_whirly;
use crate::world::body::{body_of, can_wield, is_flimsy};
use crate::world::mondata::verysmall;
use crate::world::obj::{Obj, Worn};
use oxhack_defs::{Otyp, Outgrow, Slot};
use oxhack_tables::{ids, tables};

/// `cloak_simple_name`: "robe", "wrapping", "apron" or "cloak".
fn cloak_simple_name(o: &Obj, known: bool) -> &'static str {
    match o.otyp {
        ids::ROBE => "robe",
        ids::MUMMY_WRAPPING => "wrapping",
        ids::ALCHEMY_SMOCK if known => "smock",
        ids::ALCHEMY_SMOCK => "apron",
        _ => "cloak",
    }
}

/// `helm_simple_name`: metal headgear is a "helm", the rest a "hat".
fn helm_simple_name(otyp: Otyp) -> &'static str {
    use oxhack_defs::Material::*;
    let metal = tables()
        .obj(otyp)
        .material
        .is_some_and(|m| matches!(m, Iron | Metal | Copper | Silver | Gold | Platinum | Mithril));
    if metal { "helm" } else { "hat" }
}

impl Game {
    /// The item worn in `slot`, taken off with what it conveyed.
    fn poly_unwear(&mut self, slot: Worn) -> Option<usize> {
        let i = self.u.worn(slot)?;
        self.u.invent[i].owornmask.remove(slot);
        self.update_worn_props();
        Some(i)
    }

    /// `dropp`: the item falls at the hero's feet.
    fn poly_dropp(&mut self, i: usize) {
        if i < self.u.invent.len() {
            let o = self.u.invent.remove(i);
            self.update_worn_props();
            let (x, y) = (self.u.ux, self.u.uy);
            self.lev.place_object(o, x, y);
            self.newsym(x, y);
        }
    }

    /// `break_armor`: the new form's body and the armor worn.
    pub fn break_armor(&mut self) {
        let t = tables();
        let pm = self.u.umonnum();
        let surface = self.surface(self.u.ux, self.u.uy);
        let body = body_of(t, pm);
        // `racial_exception`: a suit the shape lets on anyway stays on.
        let suit_stays = self.u.worn(Worn::ARM).is_some_and(|i| body.fits_anyway.contains(&self.u.invent[i].otyp));
        let outgrown = !body.has(Slot::Torso);
        if outgrown && body.outgrows == Outgrow::Break {
            if let Some(i) = self.poly_unwear(Worn::ARM) {
                self.pline("You break out of your armor!");
                self.exercise(crate::world::you::A_STR, false);
                self.useup(i);
            }
            if let Some(i) = self.poly_unwear(Worn::ARMC) {
                let name = cloak_simple_name(&self.u.invent[i], self.os.is_known(self.u.invent[i].otyp));
                if self.u.invent[i].oartifact.is_some() {
                    self.pline(format!("Your {name} falls off!"));
                    self.poly_dropp(i);
                } else {
                    self.pline(format!("Your {name} tears apart!"));
                    self.useup(i);
                }
            }
            if let Some(i) = self.poly_unwear(Worn::ARMU) {
                self.pline("Your shirt rips to shreds!");
                self.useup(i);
            }
        } else if outgrown {
            if let Some(i) = if suit_stays { None } else { self.poly_unwear(Worn::ARM) } {
                self.pline("Your armor falls around you!");
                self.poly_dropp(i);
            }
            if let Some(i) = self.poly_unwear(Worn::ARMC) {
                let name = cloak_simple_name(&self.u.invent[i], self.os.is_known(self.u.invent[i].otyp));
                if is_whirly(t, pm) {
                    self.pline(format!("Your {name} falls, unsupported!"));
                } else {
                    self.pline(format!("You shrink out of your {name}!"));
                }
                self.poly_dropp(i);
            }
            if let Some(i) = self.poly_unwear(Worn::ARMU) {
                if is_whirly(t, pm) {
                    self.pline("You seep right through your shirt!");
                } else {
                    self.pline("You become much too small for your shirt!");
                }
                self.poly_dropp(i);
            }
        }
        if body.horns > 0
            && let Some(i) = self.u.worn(Worn::ARMH)
        {
            let otyp = self.u.invent[i].otyp;
            if is_flimsy(t, otyp) {
                let horns = if body.horns > 1 { "horns pierce" } else { "horn pierces" };
                let yname = format!("your {}", self.invent_xname(i));
                self.pline(format!("Your {horns} through {yname}."));
            } else {
                self.poly_unwear(Worn::ARMH);
                self.pline(format!("Your {} falls to the {surface}!", helm_simple_name(otyp)));
                self.poly_dropp(i);
            }
        }
        if !body.has(Slot::Hands)
            && let Some(i) = self.u.worn(Worn::ARMG)
        {
            let wep = if self.u.worn(Worn::WEP).is_some() { " and weapon" } else { "" };
            self.pline(format!("You drop your gloves{wep}!"));
            self.drop_weapon(false);
            if let Some(i) = self.u.worn(Worn::ARMG).or(Some(i).filter(|&i| i < self.u.invent.len())) {
                self.u.invent[i].owornmask.remove(Worn::ARMG);
                self.poly_dropp(i);
            }
        }
        if !body.has(Slot::Arms)
            && let Some(i) = self.poly_unwear(Worn::ARMS)
        {
            self.pline("You can no longer hold your shield!");
            self.poly_dropp(i);
        }
        if !body.has(Slot::Head)
            && let Some(i) = self.poly_unwear(Worn::ARMH)
        {
            let name = helm_simple_name(self.u.invent[i].otyp);
            self.pline(format!("Your {name} falls to the {surface}!"));
            self.poly_dropp(i);
        }
        if !body.has(Slot::Feet)
            && let Some(i) = self.poly_unwear(Worn::ARMF)
        {
            if is_whirly(t, pm) {
                self.pline("Your boots fall away!");
            } else {
                let how = if verysmall(t, pm) { "slide" } else { "are pushed" };
                self.pline(format!("Your boots {how} off your feet!"));
            }
            self.poly_dropp(i);
        }
    }

    /// `drop_weapon`: a form that cannot wield drops its weapon ("You
    /// find you must drop your weapon!"); `alone` is false when the
    /// gloves' message already said so.
    pub fn drop_weapon(&mut self, alone: bool) {
        let t = tables();
        let pm = self.u.umonnum();
        let Some(i) = self.u.worn(Worn::WEP) else { return };
        // `cantwield`, by the body's hands (two for a two-handed weapon).
        let cantwield = !can_wield(t, body_of(t, pm), self.u.invent[i].otyp);
        if alone && !cantwield {
            return;
        }
        if alone {
            let o = &self.u.invent[i];
            let mut which = if crate::world::obj::types::is_sword(t, o.otyp) { "sword" } else { "weapon" }.to_string();
            if o.quan != 1 {
                which.push('s');
            }
            let the_your = if o.otyp == ids::CORPSE { "the" } else { "your" };
            self.pline(format!("You find you must drop {the_your} {which}!"));
        }
        self.u.invent[i].owornmask.remove(Worn::WEP);
        self.update_worn_props();
        self.poly_dropp(i);
    }
}
