//! What monsters get from the objects they wear and wield: worn.c's
//! `update_mon_intrinsics` and `mon_adjust_speed` as DynaHack extends them
//! to random object properties, muse.c's `mon_reflects`, and the attack
//! properties (fire, frost, draining) of a monster's wielded weapon when
//! it hits the hero (DynaHack's `artifact_hit` with the hero defending).
//!
//! Monster resistances are computed from the worn inventory on demand
//! rather than kept in a `mintrinsics` bit set, so taking something off
//! can never leave a stale bit behind (the problem the property document
//! describes for `update_mon_intrinsics`).

use crate::game::Game;
use crate::world::monst::Monst;
use crate::world::obj::{Obj, Worn, types};
use oxhack_defs::flags::Mr;
use oxhack_defs::{OClass, Prop, Tables};
use oxhack_tables::{ids, tables};

/// Monster speed values (`MSLOW`, `MFAST`).
pub const MSLOW: u8 = 1;
pub const MFAST: u8 = 2;

/// Slots in which a monster's object conveys its properties: armor and
/// the amulet (monsters never wear rings).
const MON_WEAR_SLOTS: Worn = Worn::ARMOR.union(Worn::AMUL);

/// Whether `o` is worn by a monster where its properties count.
fn worn_by_mon(o: &Obj) -> bool {
    o.owornmask.intersects(MON_WEAR_SLOTS)
}

/// The resistance bit a worn object's own property (`oc_oprop`) sets in
/// `mintrinsics`, as `update_mon_intrinsics` maps them.
fn oprop_resistance(p: Prop) -> Option<Mr> {
    Some(match p {
        Prop::FireRes => Mr::FIRE,
        Prop::ColdRes => Mr::COLD,
        Prop::SleepRes => Mr::SLEEP,
        Prop::DisintRes => Mr::DISINT,
        Prop::ShockRes => Mr::ELEC,
        Prop::PoisonRes => Mr::POISON,
        Prop::AcidRes => Mr::ACID,
        Prop::StoneRes => Mr::STONE,
        _ => return None,
    })
}

/// The resistances monster `m` has (`mintrinsics`): its kind's own
/// (`mresists`), those of what it wears (`oc_oprop`: an alchemy smock's
/// poison and acid resistance), and, as the property document rules,
/// fire and cold resistance from worn objects of fire and frost.
/// Drain resistance from properties does nothing for monsters.
pub fn mon_resists(t: &Tables, m: &Monst) -> Mr {
    let mut r = t.mon(m.mnum).mresists;
    for o in m.minvent.iter().filter(|o| worn_by_mon(o)) {
        if let Some(bit) = t.obj(o.otyp).oprop.and_then(oprop_resistance) {
            r |= bit;
        }
        if o.otyp == ids::ALCHEMY_SMOCK {
            r |= Mr::ACID;
        }
        if o.oprops & ids::ITEM_FIRE != 0 {
            r |= Mr::FIRE;
        }
        if o.oprops & ids::ITEM_FROST != 0 {
            r |= Mr::COLD;
        }
    }
    r
}

/// Whether monster `m` wears something that makes it fast: speed boots
/// (`oc_oprop == FAST`) or any worn object of speed.
pub fn mon_worn_fast(t: &Tables, m: &Monst) -> bool {
    m.minvent
        .iter()
        .filter(|o| worn_by_mon(o))
        .any(|o| t.obj(o.otyp).oprop == Some(Prop::Fast) || o.oprops & ids::ITEM_SPEED != 0)
}

/// `mon_adjust_speed(mon, 0, obj)`: a monster is fast while it wears a
/// speed item and back to its own speed (`permspeed`) otherwise. Returns
/// whether its speed changed.
pub fn mon_adjust_speed_worn(t: &Tables, m: &mut Monst) -> bool {
    let old = m.mspeed;
    m.mspeed = if mon_worn_fast(t, m) { MFAST } else { m.permspeed };
    m.mspeed != old
}

/// Whether `o` applies its attack properties when its wielder hits in
/// melee (DynaHack's `oprop_attack` for a melee hit): weapons and
/// weapon-tools, but not launchers, ammunition or missiles.
pub fn melee_oprops_apply(t: &Tables, o: &Obj) -> bool {
    (o.oclass(t) == OClass::Weapon || types::is_weptool(t, o.otyp))
        && !types::is_launcher(t, o.otyp)
        && !types::is_ammo(t, o.otyp)
        && !types::is_missile(t, o.otyp)
}

impl Game {
    /// `mon_reflects`: whether monster `i` reflects a ray, from a shield,
    /// wielded weapon, amulet, cloak, body armor or shirt of reflection
    /// (by type or by the reflection property) or its own silver scales.
    /// With `msg` ("But it reflects from %s %s!" with `%s` for the
    /// owner's and the item's names) the hero is told and the item's
    /// reflection becomes known.
    pub fn mon_reflects(&mut self, i: usize, msg: Option<&str>) -> bool {
        let t = tables();
        let Some(m) = self.lev.monsters.get(i) else { return false };
        let worn = |slot: Worn| m.minvent.iter().position(|o| o.owornmask.contains(slot));
        let refl = |o: &Obj| o.oprops & ids::ITEM_REFLECTION != 0;
        let mut found: Option<(Option<usize>, &str)> = None;
        if let Some(k) =
            worn(Worn::ARMS).filter(|&k| m.minvent[k].otyp == ids::SHIELD_OF_REFLECTION || refl(&m.minvent[k]))
        {
            found = Some((Some(k), "shield"));
        } else if let Some(k) = m.mw.filter(|&k| {
            m.minvent.get(k).is_some_and(|w| {
                refl(w)
                    || w.oartifact
                        .and_then(|a| t.arti(a))
                        .is_some_and(|a| a.spfx.contains(oxhack_defs::flags::Spfx::REFLECT))
            })
        }) {
            found = Some((Some(k), "weapon"));
        } else if let Some(k) =
            worn(Worn::AMUL).filter(|&k| m.minvent[k].otyp == ids::AMULET_OF_REFLECTION || refl(&m.minvent[k]))
        {
            found = Some((Some(k), "amulet"));
        } else if let Some(k) = worn(Worn::ARMC).filter(|&k| refl(&m.minvent[k])) {
            found = Some((Some(k), "cloak"));
        } else if let Some(k) = worn(Worn::ARM).filter(|&k| {
            matches!(m.minvent[k].otyp, ids::SILVER_DRAGON_SCALES | ids::SILVER_DRAGON_SCALE_MAIL)
                || refl(&m.minvent[k])
        }) {
            found = Some((Some(k), "armor"));
        } else if let Some(k) = worn(Worn::ARMU).filter(|&k| refl(&m.minvent[k])) {
            found = Some((Some(k), "shirt"));
        } else if matches!(m.mnum, ids::PM_SILVER_DRAGON | ids::PM_CHROMATIC_DRAGON) {
            found = Some((None, "scales"));
        }
        let Some((k, what)) = found else { return false };
        if let Some(fmt) = msg {
            let owner = crate::objects::objnam::s_suffix(&self.mon_nam(i));
            let text = fmt.replacen("%s", &owner, 1).replacen("%s", what, 1);
            self.pline(text);
            if let Some(k) = k {
                let o = &mut self.lev.monsters[i].minvent[k];
                o.oprops_known |= o.oprops & ids::ITEM_REFLECTION;
                let otyp = o.otyp;
                if matches!(
                    otyp,
                    ids::SHIELD_OF_REFLECTION
                        | ids::AMULET_OF_REFLECTION
                        | ids::SILVER_DRAGON_SCALES
                        | ids::SILVER_DRAGON_SCALE_MAIL
                ) && o.oprops & ids::ITEM_REFLECTION == 0
                {
                    self.os.discover(otyp);
                }
            }
        }
        true
    }

    /// The fire, frost, draining and vorpal of monster `i`'s wielded
    /// weapon `w` when it hits the hero for `dmg` (DynaHack's `spec_dbon`
    /// and `artifact_hit` with the hero defending; see
    /// [`Game::oprops_hit_you`]). Returns the damage to add and whether a
    /// message was given (then the usual hit message is not).
    pub fn mon_weapon_oprops_hit_you(&mut self, i: usize, w: &Obj, dmg: i32) -> (i32, bool) {
        let t = tables();
        if w.oartifact.is_some() || !melee_oprops_apply(t, w) {
            return (0, false);
        }
        self.oprops_hit_you(Some(i), w, None, crate::monsters::muse::oprop_hit::PropHit::Melee, dmg)
    }
}
