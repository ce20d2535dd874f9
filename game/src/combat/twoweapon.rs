//! Two-weapon combat (wield.c's `can_twoweapon`, `dotwoweapon`,
//! `untwoweapon`): `X` holds the alternate weapon in the other hand, so
//! each melee attack strikes twice, the second time with the off-hand
//! weapon and the two-weapon skill's penalties. The off-hand weapon's
//! object properties then act as the wielded one's do (the property
//! document: "or in the off-hand when two-weaponing").

use crate::game::Game;
use crate::world::obj::{Obj, Worn, types};
use oxhack_defs::{AttackType, OClass, Pm, Tables};
use oxhack_tables::tables;

/// `could_twoweap`: a body whose second attack is a weapon attack can
/// fight with two weapons (the roles' own monsters say which roles can).
pub fn could_twoweap(t: &Tables, pm: Pm) -> bool {
    t.mon(pm).attacks.get(1).is_some_and(|a| a.aatyp == AttackType::Weap)
}

/// `NOT_WEAPON`: neither a weapon nor a weapon-tool.
fn not_weapon(t: &Tables, o: &Obj) -> bool {
    !types::is_weptool(t, o.otyp) && o.oclass(t) != OClass::Weapon
}

/// The verb agreeing with an object ("slips", "slip"; `otense`).
fn otense(t: &Tables, o: &Obj, verb: &str) -> String {
    if o.quan > 1 || types::pair_of(t, o.otyp) { verb.to_string() } else { crate::monsters::growl::vtense_sing(verb) }
}

impl Game {
    /// Whether two-weapon combat is on (`u.twoweap`).
    pub fn twoweap(&self) -> bool {
        self.u.twoweap
    }

    /// The alternate weapon's index (`uswapwep`).
    pub fn uswapwep_idx(&self) -> Option<usize> {
        self.u.worn(Worn::SWAPWEP)
    }

    /// `can_twoweapon`: whether the hero may fight with two weapons now;
    /// if not, says why. A cursed off-hand weapon (or slippery fingers)
    /// slips from the hands instead.
    pub fn can_twoweapon(&mut self) -> bool {
        let t = tables();
        let body = self.u.umonnum();
        let (wep, swap) = (self.uwep_idx(), self.uswapwep_idx());
        if !could_twoweap(t, body) {
            if self.u.upolyd() {
                self.pline("You can't use two weapons in your current form.");
            } else {
                let role = crate::hero::role::role_info(self.u.hero.role).name_for(self.u.female);
                let roles = crate::objects::objnam::plural::makeplural(role);
                self.pline(format!("{roles} aren't able to use two weapons at once."));
            }
            return false;
        }
        let (Some(w), Some(s)) = (wep, swap) else {
            let which = match (wep, swap) {
                (Some(_), None) => "left hand is",
                (None, Some(_)) => "right hand is",
                _ => "hands are",
            };
            self.pline(format!("Your {which} empty."));
            return false;
        };
        let (wo, so) = (self.u.invent[w].clone(), self.u.invent[s].clone());
        if not_weapon(t, &wo) || not_weapon(t, &so) {
            let (i, o) = if not_weapon(t, &wo) { (w, &wo) } else { (s, &so) };
            let plural = o.quan > 1 || types::pair_of(t, o.otyp);
            let what = if plural { "aren't weapons" } else { "isn't a weapon" };
            let name = self.yname(i);
            self.pline(format!("{name} {what}."));
            return false;
        }
        if types::bimanual(t, wo.otyp) || types::bimanual(t, so.otyp) {
            let i = if types::bimanual(t, wo.otyp) { w } else { s };
            let name = self.yname(i);
            self.pline(format!("{name} isn't one-handed."));
            return false;
        }
        if self.u.worn(Worn::ARMS).is_some() {
            self.pline("You can't use two weapons while wearing a shield.");
            return false;
        }
        if so.oartifact.is_some() {
            let name = self.yname(s);
            let verb = otense(t, &so, "resist");
            self.pline(format!("{name} {verb} being held second to another weapon!"));
            return false;
        }
        if self.u.has(oxhack_defs::Prop::Glib) || so.cursed {
            if !self.u.has(oxhack_defs::Prop::Glib) {
                self.u.invent[s].bknown = true;
            }
            self.drop_uswapwep();
            return false;
        }
        true
    }

    /// `drop_uswapwep`: the off-hand weapon slips to the floor.
    fn drop_uswapwep(&mut self) {
        let Some(s) = self.uswapwep_idx() else { return };
        let name = self.yname(s);
        let verb = otense(tables(), &self.u.invent[s], "slip");
        self.pline(format!("{name} {verb} from your hands!"));
        let mut o = self.freeinv(s);
        o.owornmask = Worn::empty();
        self.update_worn_props();
        self.dropx(o);
    }

    /// `X` (`dotwoweapon`): start or stop fighting with two weapons.
    /// Stopping is free; starting takes a move unless the hero is
    /// dexterous (`rnd(20) > Dex`).
    pub fn dotwoweapon(&mut self) -> bool {
        if self.u.twoweap {
            self.pline("You switch to your primary weapon.");
            self.u.twoweap = false;
            self.update_worn_props();
            return false;
        }
        if self.can_twoweapon() {
            self.pline("You begin two-weapon combat.");
            self.u.twoweap = true;
            self.update_worn_props();
            return self.rng.rnd(20) > self.u.acurr(crate::world::you::A_DEX);
        }
        false
    }

    /// `untwoweapon`: two-weapon combat ends (a new weapon wielded, the
    /// hero's form unable, the off-hand weapon gone).
    pub fn untwoweapon(&mut self) {
        if self.u.twoweap {
            self.pline("You can no longer use two weapons at once.");
            self.u.twoweap = false;
            self.update_worn_props();
        }
    }

    /// Two-weapon combat ends if the hero's new form cannot wield two
    /// weapons (polymorph, `rehumanize`).
    pub fn untwoweapon_if_unable(&mut self) {
        if self.u.twoweap && !could_twoweap(tables(), self.u.umonnum()) {
            self.untwoweapon();
        }
    }

    /// The second blow of a two-weapon attack (uhitm.c's `hitum`): if
    /// monster `m_id` still stands where it stood, the off-hand weapon
    /// strikes with its own roll; a hit draws the monster's passive
    /// defense again.
    pub(crate) fn twoweapon_second_blow(&mut self, m_id: u32, at: (i32, i32)) {
        if !self.u.twoweap || self.over.is_some() {
            return;
        }
        let Some(s) = self.uswapwep_idx() else { return };
        let Some(i) = self.mon_index(m_id) else { return };
        if (self.lev.monsters[i].mx, self.lev.monsters[i].my) != at {
            return;
        }
        let off = self.u.invent[s].clone();
        let before = self.lev.monsters[i].clone();
        let killer = self.killer_name(i);
        let tmp = self.find_roll_to_hit(i, Some(&off));
        let dieroll = self.rng.rnd(20);
        let mhit = tmp > dieroll || self.u.uswallow;
        if !mhit {
            self.missum_pub(i);
            return;
        }
        let alive = self.hmon(i, Some(&off), crate::combat::uhitm::HitHow::Melee, dieroll);
        let now = if alive { self.mon_index(before.m_id) } else { None };
        self.passive(&before, now, true, &killer);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_roles_that_can_fight_with_two_weapons() {
        let t = tables();
        let can: Vec<&str> = crate::hero::role::ROLES
            .iter()
            .map(|r| r.pm)
            .filter(|&pm| could_twoweap(t, pm))
            .map(|pm| t.mon(pm).name.as_str())
            .collect();
        assert!(can.contains(&"valkyrie") && can.contains(&"samurai"), "{can:?}");
        assert!(!can.contains(&"wizard") && !can.contains(&"healer"), "{can:?}");
    }
}
