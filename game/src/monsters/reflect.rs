//! What turns rays and gazes back from the hero (muse.c's `ureflects`;
//! a monster's is [`Game::mon_reflects`] in `muse`), and what keeps eyes
//! from being blinded (mondata.c's `resists_blnd`).
//!
//! The hero's reflection comes from whatever is worn or wielded, looked
//! at from the outermost layer in: NetHack's shield, weapon, amulet and
//! body armor, and (OxHack's object properties, as DynaHack extends
//! `ureflects`) a cloak, shirt, helmet, gloves, boots or ring "of
//! reflection" too. An object whose property reflects something in view
//! has that property identified.

use crate::game::Game;
use crate::world::monst::Monst;
use crate::world::obj::{Obj, Worn};
use oxhack_defs::flags::Spfx;
use oxhack_defs::{AttackType, DamageType, Prop};
use oxhack_tables::{ids, tables};

/// The slots that may reflect, outermost first, with the word messages
/// use for each ("But it reflects from your shield!").
const REFLECT_SLOTS: [(Worn, &str); 12] = [
    (Worn::ARMS, "shield"),
    (Worn::WEP, "weapon"),
    (Worn::SWAPWEP, "weapon"),
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
    /// from ("But it reflects from your %s!": `%s` is the shield,
    /// weapon, medallion, ...) and identifies the reflecting shield,
    /// amulet or object property.
    pub fn ureflects(&mut self, fmt: Option<&str>) -> bool {
        let ext = self.u.prop(Prop::Reflecting).extrinsic;
        for (slot, part) in REFLECT_SLOTS {
            if !ext.intersects(slot) {
                continue;
            }
            if let Some(fmt) = fmt {
                self.pline(fmt.replacen("%s", part, 1));
                if let Some(i) = self.u.worn(slot) {
                    self.learn_reflection(i);
                }
            }
            return true;
        }
        // A silver dragon's scales (the hero's form), or something else.
        if self.u.has(Prop::Reflecting) {
            if let Some(fmt) = fmt {
                let part = if self.u.upoly.umonnum == Some(ids::PM_SILVER_DRAGON) { "scales" } else { "body" };
                self.pline(fmt.replacen("%s", part, 1));
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

    /// `resists_blnd` for the hero: blind already, or asleep or fainted
    /// (the Eyes of the Overworld are not built).
    pub fn u_resists_blnd(&self) -> bool {
        self.u.has(Prop::Blinded) || self.u.multi < 0 && self.u.multi_reason.as_deref() == Some("You wake up.")
    }
}

/// `resists_blnd` for a monster: eyeless, blind already, or a light
/// attacker itself (a yellow light, an Archon).
pub fn mon_resists_blnd(m: &Monst) -> bool {
    let t = tables();
    !crate::monsters::muse::haseyes(t, m.mnum)
        || !m.mcansee
        || m.msleeping
        || t.mon(m.mnum).attacks.iter().any(|a| {
            a.adtyp == DamageType::Blnd && matches!(a.aatyp, AttackType::Expl | AttackType::Boom | AttackType::Gaze)
        })
}
