//! What turns rays and gazes back and what keeps monsters' eyes and
//! skins whole (muse.c's `ureflects` and `mon_reflects`, mondata.c's
//! `resists_magm` and `resists_blnd`).
//!
//! Reflection comes from whatever is worn or wielded, looked at from the
//! outermost layer in: NetHack's shield, weapon, amulet and body armor,
//! and (OxHack's object properties, as DynaHack extends `ureflects`) a
//! cloak, shirt, helmet, gloves, boots or ring "of reflection" too. An
//! object whose property reflects something in view has that property
//! identified. A monster's worn reflection reflects as the hero's does:
//! the ray goes back the way it came.

use crate::game::Game;
use crate::world::monst::Monst;
use crate::world::obj::{Obj, Worn};
use oxhack_defs::flags::Spfx;
use oxhack_defs::{AttackType, DamageType, Prop};
use oxhack_tables::{ids, tables};

/// The slots that may reflect, outermost first, with the word messages
/// use for each ("But it reflects from your shield!").
const REFLECT_SLOTS: [(Worn, &str); 11] = [
    (Worn::ARMS, "shield"),
    (Worn::WEP, "weapon"),
    (Worn::AMUL, "medallion"),
    (Worn::ARMC, "cloak"),
    (Worn::ARM, "armor"),
    (Worn::ARMU, "shirt"),
    (Worn::ARMH, "helmet"),
    (Worn::ARMG, "gloves"),
    (Worn::ARMF, "boots"),
    (Worn::RINGL, "ring"),
    (Worn::RINGR, "ring"),
];

/// Whether object `o` reflects by its type, its artifact or its
/// properties; `property` says it is the object property that does.
fn reflects(o: &Obj) -> Option<bool> {
    let t = tables();
    if o.oprops & ids::ITEM_REFLECTION != 0 {
        Some(true)
    } else if t.obj(o.otyp).oprop == Some(Prop::Reflecting)
        || o.oartifact.and_then(|a| t.arti(a)).is_some_and(|a| a.spfx.contains(Spfx::REFLECT))
    {
        Some(false)
    } else {
        None
    }
}

/// `which_armor`: what monster `m` wears or wields in `slot`.
pub fn which_armor(m: &Monst, slot: Worn) -> Option<usize> {
    m.minvent.iter().position(|o| o.owornmask.intersects(slot))
}

impl Game {
    /// `ureflects`: whether the hero reflects; with `fmt`, says where
    /// from ("But it reflects from your {part}!": `{part}` is the
    /// shield, weapon, medallion, ...) and identifies the reflecting
    /// shield, amulet or object property.
    pub fn ureflects(&mut self, fmt: Option<&str>) -> bool {
        let ext = self.u.prop(Prop::Reflecting).extrinsic;
        for (slot, part) in REFLECT_SLOTS {
            if !ext.intersects(slot) {
                continue;
            }
            if let Some(fmt) = fmt {
                self.pline(fmt.replace("{part}", part));
                if let Some(i) = self.u.worn(slot) {
                    self.learn_reflection(i);
                }
            }
            return true;
        }
        // From anywhere else (a carried artifact, an intrinsic).
        if self.u.has(Prop::Reflecting) {
            if let Some(fmt) = fmt {
                self.pline(fmt.replace("{part}", "body"));
            }
            return true;
        }
        false
    }

    /// The hero saw inventory item `i` reflect: a shield or amulet of
    /// reflection becomes known, and so does a reflection property.
    fn learn_reflection(&mut self, i: usize) {
        let Some(o) = self.u.invent.get_mut(i) else { return };
        match reflects(o) {
            Some(true) => o.oprops_known |= ids::ITEM_REFLECTION | crate::world::obj::ITEM_MAGICAL,
            Some(false) if matches!(o.otyp, ids::SHIELD_OF_REFLECTION | ids::AMULET_OF_REFLECTION) => {
                let otyp = o.otyp;
                self.os.discover(otyp);
            }
            _ => {}
        }
    }

    /// `mon_reflects`: whether monster `i` reflects; with `fmt`, says so
    /// ("But it reflects from {whose} {part}!", `{whose}` the monster's
    /// name with "'s") and identifies what it learns.
    pub fn mon_reflects(&mut self, i: usize, fmt: Option<&str>) -> bool {
        let Some(m) = self.lev.monsters.get(i) else { return false };
        let found = [
            (Worn::ARMS, "shield"),
            (Worn::WEP, "weapon"),
            (Worn::AMUL, "amulet"),
            (Worn::ARMC, "cloak"),
            (Worn::ARM, "armor"),
            (Worn::ARMU, "shirt"),
            (Worn::ARMH, "helmet"),
            (Worn::ARMG, "gloves"),
            (Worn::ARMF, "boots"),
        ]
        .into_iter()
        .find_map(|(slot, part)| {
            let k = which_armor(m, slot)?;
            reflects(&m.minvent[k]).map(|prop| (part, Some((k, prop))))
        })
        .or_else(|| matches!(m.mnum, ids::PM_SILVER_DRAGON | ids::PM_CHROMATIC_DRAGON).then_some(("scales", None)));
        let Some((part, what)) = found else { return false };
        if let Some(fmt) = fmt {
            let whose = crate::objects::objnam::s_suffix(&self.mon_nam(i));
            self.pline(fmt.replace("{whose}", &whose).replace("{part}", part));
            if let Some((k, prop)) = what
                && let Some(o) = self.lev.monsters[i].minvent.get_mut(k)
            {
                if prop {
                    o.oprops_known |= ids::ITEM_REFLECTION | crate::world::obj::ITEM_MAGICAL;
                } else if matches!(o.otyp, ids::SHIELD_OF_REFLECTION | ids::AMULET_OF_REFLECTION) {
                    let otyp = o.otyp;
                    self.os.discover(otyp);
                }
            }
        }
        true
    }

    /// `resists_magm`: monster `i` shrugs off magic missiles (gray
    /// dragons, the magic-breathing, Angels; or something worn or wielded
    /// that gives magic resistance).
    pub fn mon_resists_magm(&self, i: usize) -> bool {
        let t = tables();
        let Some(m) = self.lev.monsters.get(i) else { return false };
        let d = t.mon(m.mnum);
        if d.attacks.iter().any(|a| matches!(a.adtyp, DamageType::Magm | DamageType::Rbre))
            || m.mnum == ids::PM_BABY_GRAY_DRAGON
        {
            return true;
        }
        m.minvent.iter().any(|o| {
            !o.owornmask.is_empty() && t.obj(o.otyp).oprop == Some(Prop::Antimagic)
                || o.oartifact.and_then(|a| t.arti(a)).is_some_and(|a| a.defn.adtyp == DamageType::Magm)
                    && o.owornmask.contains(Worn::WEP)
        })
    }

    /// `resists_blnd` for the hero: blind already, or asleep or fainted
    /// (the Eyes of the Overworld are not built).
    pub fn u_resists_blnd(&self) -> bool {
        self.u.has(Prop::Blinded) || self.u.multi < 0 && self.u.multi_reason.as_deref() == Some("You wake up.")
    }
}

/// `haseyes`: has eyes to blind or gaze with.
pub fn haseyes(pm: oxhack_defs::Pm) -> bool {
    !tables().mon(pm).mflags1.contains(oxhack_defs::flags::M1::NOEYES)
}

/// `resists_blnd` for a monster: eyeless, blind already, or a light
/// attacker itself (a yellow light, an Archon).
pub fn mon_resists_blnd(m: &Monst) -> bool {
    let t = tables();
    !haseyes(m.mnum)
        || !m.mcansee
        || m.msleeping
        || t.mon(m.mnum).attacks.iter().any(|a| {
            a.adtyp == DamageType::Blnd && matches!(a.aatyp, AttackType::Expl | AttackType::Boom | AttackType::Gaze)
        })
}
