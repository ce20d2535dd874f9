//! Erosion of worn and wielded things (trap.c's `erode_obj` and
//! `burnarmor`, uhitm.c's `erode_armor`, `acid_damage`): fire burns
//! organic armor, acid corrodes iron and copper, one step at a time up to
//! "thoroughly"; erodeproof things and (usually) blessed ones are spared,
//! and grease keeps off acid.

use crate::game::Game;
use crate::objects::objnam::{NameCtx, is_corrodeable, is_flammable, is_rottable, is_rustprone, makesingular};
use crate::world::display::capitalize;
use crate::world::obj::{MAX_ERODE, Worn};
use oxhack_defs::{Material, OClass, Prop, Tables};
use oxhack_tables::tables;

/// The kinds of erosion (`ERODE_*`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Erode {
    Burn,
    Rust,
    Rot,
    Corrode,
}

/// What `erode_obj` did (`ER_*`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Eroded {
    Nothing,
    Greased,
    Damaged,
}

/// Whose object is eroding: the hero's inventory item, or monster `.0`'s
/// inventory item `.1`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Holder {
    Hero(usize),
    Mon(usize, usize),
}

/// `erosion_matters`: weapons, weapon-tools, armor, balls and chains.
fn erosion_matters(t: &Tables, o: &crate::world::obj::Obj) -> bool {
    match o.oclass(t) {
        OClass::Tool => crate::world::obj::types::is_weptool(t, o.otyp),
        OClass::Weapon | OClass::Armor | OClass::Ball | OClass::Chain => true,
        _ => false,
    }
}

/// `materialnm`: a material as messages name it ("leather hat").
fn materialnm(m: Material) -> &'static str {
    use Material::*;
    match m {
        Liquid => "liquid",
        Wax => "wax",
        Veggy => "organic",
        Flesh => "flesh",
        Paper => "paper",
        Cloth => "cloth",
        Leather => "leather",
        Wood => "wooden",
        Bone => "bone",
        DragonHide => "dragonhide",
        Iron => "iron",
        Metal => "metal",
        Copper => "copper",
        Silver => "silver",
        Gold => "gold",
        Platinum => "platinum",
        Mithril => "mithril",
        Plastic => "plastic",
        Glass => "glass",
        Gemstone => "gemstone",
        Mineral => "stone",
    }
}

/// `vtense(subject, verb)`: "is" or "are", "smoulders" or "smoulder".
fn vtense(subject: &str, verb: &str) -> String {
    let plural = makesingular(subject) != subject;
    if plural { verb.to_string() } else { crate::monsters::growl::vtense_sing(verb) }
}

impl Game {
    fn holder_obj(&mut self, h: Holder) -> Option<&mut crate::world::obj::Obj> {
        match h {
            Holder::Hero(i) => self.u.invent.get_mut(i),
            Holder::Mon(i, k) => self.lev.monsters.get_mut(i).and_then(|m| m.minvent.get_mut(k)),
        }
    }

    /// `erode_obj`: `ty` damages the held object `h` called `ostr`;
    /// `grease` lets grease protect it, `verbose` reports even when
    /// nothing happens.
    pub fn erode_obj(&mut self, h: Holder, ostr: &str, ty: Erode, grease: bool, verbose: bool) -> Eroded {
        let t = tables();
        let Some(o) = self.holder_obj(h).cloned() else { return Eroded::Nothing };
        let nc = NameCtx::new(t, &self.os);
        let (vulnerable, primary, check_grease) = match ty {
            Erode::Burn => (is_flammable(&nc, o.otyp), true, false),
            Erode::Rust => (is_rustprone(&nc, o.otyp), true, grease),
            Erode::Rot => (is_rottable(&nc, o.otyp), false, false),
            Erode::Corrode => (is_corrodeable(&nc, o.otyp), false, grease),
        };
        let (action, msg, bythe) = match ty {
            Erode::Burn => ("smoulder", "burnt", "heat"),
            Erode::Rust => ("rust", "rusted", "oxidation"),
            Erode::Rot => ("rot", "rotten", "decay"),
            Erode::Corrode => ("corrode", "corroded", "corrosion"),
        };
        let (uvictim, vismon) = match h {
            Holder::Hero(_) => (true, false),
            Holder::Mon(i, _) => (false, self.lev.monsters.get(i).is_some_and(|m| self.canspotmon(m))),
        };
        let whose = match h {
            Holder::Hero(_) => "your".to_string(),
            Holder::Mon(i, _) => crate::objects::objnam::s_suffix(&self.mon_nam(i)),
        };
        let erosion = if primary { o.oeroded } else { o.oeroded2 };
        if check_grease && o.greased {
            if uvictim || vismon {
                self.pline(format!("{} {ostr} {} not harmed.", capitalize(&whose), vtense(ostr, "are")));
            }
            return Eroded::Greased;
        }
        if !erosion_matters(t, &o) {
            return Eroded::Nothing;
        }
        if !vulnerable || (o.oerodeproof && o.rknown) {
            if verbose && (uvictim || vismon) {
                self.pline(format!("{} {ostr} {} not affected by {bythe}.", capitalize(&whose), vtense(ostr, "are")));
            }
            return Eroded::Nothing;
        }
        let luck = self.u.hero.uluck;
        if o.oerodeproof || (o.blessed && self.rng.rnl(4, luck) == 0) {
            if (verbose || o.oerodeproof) && (uvictim || vismon) {
                self.pline(format!("Somehow, {whose} {ostr} {} not affected by the {bythe}.", vtense(ostr, "are")));
            }
            if o.oerodeproof
                && let Some(o) = self.holder_obj(h)
            {
                o.rknown = true;
            }
            return Eroded::Nothing;
        }
        if erosion < MAX_ERODE {
            let adverb = if erosion + 1 == MAX_ERODE {
                " completely"
            } else if erosion > 0 {
                " further"
            } else {
                ""
            };
            if uvictim || vismon {
                self.pline(format!("{} {ostr} {}{adverb}!", capitalize(&whose), vtense(ostr, action)));
            }
            if let Some(o) = self.holder_obj(h) {
                if primary {
                    o.oeroded += 1;
                } else {
                    o.oeroded2 += 1;
                }
            }
            return Eroded::Damaged;
        }
        if verbose {
            if uvictim {
                let look = if self.u.has(Prop::Blinded) { "feel" } else { "look" };
                self.pline(format!("Your {ostr} {} completely {msg}.", vtense(ostr, look)));
            } else if vismon {
                self.pline(format!("{} {ostr} {} completely {msg}.", capitalize(&whose), vtense(ostr, "look")));
            }
        }
        Eroded::Nothing
    }

    /// The worn item in `slot` of the hero (`None`) or monster `i`.
    fn worn_holder(&self, who: Option<usize>, slot: Worn) -> Option<Holder> {
        match who {
            None => self.u.worn(slot).map(Holder::Hero),
            Some(i) => {
                let m = self.lev.monsters.get(i)?;
                crate::monsters::reflect::which_armor(m, slot).map(|k| Holder::Mon(i, k))
            }
        }
    }

    fn holder_xname(&self, h: Holder) -> String {
        let nc = self.name_ctx();
        match h {
            Holder::Hero(i) => crate::objects::objnam::xname(&nc, &self.u.invent[i]),
            Holder::Mon(i, k) => crate::objects::objnam::xname(&nc, &self.lev.monsters[i].minvent[k]),
        }
    }

    /// `burnarmor` of the hero (`None`) or monster `i`: fire scorches
    /// one piece of armor. True when the body was hit (then what is
    /// carried may burn too).
    fn burnarmor(&mut self, who: Option<usize>) -> bool {
        let t = tables();
        for _ in 0..100 {
            match self.rng.rn2(5) {
                0 => {
                    let Some(h) = self.worn_holder(who, Worn::ARMH) else { continue };
                    let o = self.holder_obj(h).cloned().expect("worn");
                    let mat = t.obj(o.otyp).material;
                    let helm = if mat.is_some_and(super::is_metallic) { "helm" } else { "hat" };
                    let mat = mat.map_or("", materialnm);
                    if self.erode_obj(h, &format!("{mat} {helm}"), Erode::Burn, true, false) == Eroded::Nothing {
                        continue;
                    }
                }
                1 => {
                    for slot in [Worn::ARMC, Worn::ARM, Worn::ARMU] {
                        if let Some(h) = self.worn_holder(who, slot) {
                            let name = match slot {
                                Worn::ARMC => "cloak".to_string(),
                                Worn::ARMU => "shirt".to_string(),
                                _ => self.holder_xname(h),
                            };
                            self.erode_obj(h, &name, Erode::Burn, true, false);
                            break;
                        }
                    }
                    return true;
                }
                2 => {
                    let Some(h) = self.worn_holder(who, Worn::ARMS) else { continue };
                    if self.erode_obj(h, "wooden shield", Erode::Burn, true, false) == Eroded::Nothing {
                        continue;
                    }
                }
                3 => {
                    let Some(h) = self.worn_holder(who, Worn::ARMG) else { continue };
                    if self.erode_obj(h, "gloves", Erode::Burn, true, false) == Eroded::Nothing {
                        continue;
                    }
                }
                _ => {
                    let Some(h) = self.worn_holder(who, Worn::ARMF) else { continue };
                    if self.erode_obj(h, "boots", Erode::Burn, true, false) == Eroded::Nothing {
                        continue;
                    }
                }
            }
            return false;
        }
        false
    }

    /// `burnarmor(&youmonst)`.
    pub fn burnarmor_u(&mut self) -> bool {
        self.burnarmor(None)
    }

    /// `burnarmor(mon)`.
    pub fn burnarmor_mon(&mut self, i: usize) -> bool {
        self.burnarmor(Some(i))
    }

    /// `erode_armor`: `ty` damages one piece of the armor of the hero
    /// (`None`) or monster `i`; the body is always a target.
    fn erode_armor(&mut self, who: Option<usize>, ty: Erode) {
        for _ in 0..100 {
            let slot = match self.rng.rn2(5) {
                0 => Worn::ARMH,
                1 => {
                    for slot in [Worn::ARMC, Worn::ARM, Worn::ARMU] {
                        if let Some(h) = self.worn_holder(who, slot) {
                            let name = self.holder_xname(h);
                            self.erode_obj(h, &name, ty, true, true);
                            break;
                        }
                    }
                    return;
                }
                2 => Worn::ARMS,
                3 => Worn::ARMG,
                _ => Worn::ARMF,
            };
            let Some(h) = self.worn_holder(who, slot) else { continue };
            let name = self.holder_xname(h);
            if self.erode_obj(h, &name, ty, true, false) != Eroded::Nothing {
                return;
            }
        }
    }

    /// `erode_armor(&youmonst, ty)`.
    pub fn erode_armor_u(&mut self, ty: Erode) {
        self.erode_armor(None, ty);
    }

    /// `erode_armor(mon, ty)`.
    pub fn erode_armor_mon(&mut self, i: usize, ty: Erode) {
        self.erode_armor(Some(i), ty);
    }

    /// `acid_damage(uwep)`: acid corrodes the wielded weapon.
    pub fn acid_damage_uwep(&mut self) {
        if let Some(i) = self.u.worn(Worn::WEP) {
            let name = self.holder_xname(Holder::Hero(i));
            self.erode_obj(Holder::Hero(i), &name, Erode::Corrode, true, false);
        }
    }

    /// `acid_damage(MON_WEP(mon))`.
    pub fn acid_damage_mwep(&mut self, i: usize) {
        if let Some(k) = self.lev.monsters.get(i).and_then(|m| m.mw) {
            let name = self.holder_xname(Holder::Mon(i, k));
            self.erode_obj(Holder::Mon(i, k), &name, Erode::Corrode, true, false);
        }
    }
}
