//! The object-property core: which random magical properties an object
//! may carry (`restrict_oprops`), how they are created (`create_oprop`),
//! and what they add to a price.
//!
//! The rules come from the design document (GruntHack's properties as
//! DynaHack refined them) and are data-driven: each property's permitted
//! categories, material, charge requirement and exclusions live in
//! `dat/properties.def`, so this module never names a property except the
//! few the rules single out (vorpal is never random; oilskin wants cloth).

use crate::objects::affix::{affix_candidates, pick_weighted};
use crate::objects::o_init::ObjectsState;
use crate::rng::Rng;
use crate::world::obj::{ITEM_PROP_MASK, Obj, OpropBits, types};
use oxhack_defs::flags::{ObjFlags, OpropCats};
use oxhack_defs::tables::AffixLevel;
use oxhack_defs::{OClass, OProp, Otyp, Tables};
use serde::{Deserialize, Serialize};

/// The chance (1 in this many) of each further random property after the
/// first. The design document gives 1 in 250; DynaHack's code uses 1 in 5.
/// We follow the document: more than one random property is a rare event.
pub const EXTRA_PROP_CHANCE: i32 = 250;

/// Out of ten: how often an object that rolled a detrimental property is
/// cursed as well (9 in 10).
pub const DETRIMENTAL_CURSE_IN_TEN: i32 = 9;

/// How property generation behaves (options of a game).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct OpropRules {
    /// Pick only among the properties the object may carry. The original
    /// picks any of the twenty and drops what the object may not carry, so
    /// an extra property roll is often wasted (and an object eligible for
    /// nothing could loop forever). On by default.
    pub eligible_only: bool,
    /// OxHack's affix roll ([`crate::objects::affix::mk_affixes`]): new
    /// weapons, armor, amulets and rings may be great or uber and carry
    /// OxHack's own affixes and themes. Off in NetHack-rules games, whose
    /// generation then stays exactly the property document's.
    #[serde(default)]
    pub affixes: bool,
}

impl Default for OpropRules {
    fn default() -> Self {
        OpropRules { eligible_only: true, affixes: false }
    }
}

/// Which of the eight `restrict_oprops` categories a type falls in, or
/// `None` for types that never carry properties.
pub fn oprop_category(t: &Tables, otyp: Otyp) -> Option<OpropCats> {
    let class = t.obj(otyp).class;
    if class == OClass::Weapon || types::is_weptool(t, otyp) {
        Some(if types::is_blade(t, otyp) {
            OpropCats::BLADE
        } else if types::is_launcher(t, otyp) {
            OpropCats::LAUNCHER
        } else if types::is_ammo(t, otyp) || types::is_missile(t, otyp) {
            OpropCats::PROJECTILE
        } else {
            OpropCats::OTHER_WEAPON
        })
    } else if class == OClass::Armor {
        Some(if types::is_helmet(t, otyp) || types::is_gloves(t, otyp) || types::is_boots(t, otyp) {
            OpropCats::SMALL_ARMOR
        } else {
            OpropCats::OTHER_ARMOR
        })
    } else if class == OClass::Amulet {
        Some(OpropCats::AMULET)
    } else if class == OClass::Ring {
        Some(OpropCats::RING)
    } else {
        None
    }
}

/// Whether property `p` may sit on type `otyp` this game. The material is
/// this game's: a randomly described cloak may be cloth in one game and
/// leather in the next.
pub fn oprop_allowed(t: &Tables, os: &ObjectsState, otyp: Otyp, p: &OProp) -> bool {
    let Some(cat) = oprop_category(t, otyp) else { return false };
    let oc = t.obj(otyp);
    p.allowed.contains(cat)
        && p.material.is_none_or(|m| os.material[otyp.0 as usize] == Some(m))
        && (!p.needs_charged || oc.is(ObjFlags::CHARGED))
        && oc.oprop.is_none_or(|own| !p.excludes_oprop.contains(&own))
        && !p.excludes_otyp.contains(&otyp)
}

/// `restrict_oprops`: the subset of `props` that an object of type `otyp`
/// may carry. Artifacts and unique objects carry none.
pub fn restrict_oprops(t: &Tables, os: &ObjectsState, obj: &Obj, props: u32) -> u32 {
    if obj.oartifact.is_some() || t.obj(obj.otyp).is(ObjFlags::UNIQUE) {
        return 0;
    }
    restrict_type_oprops(t, os, obj.otyp, props)
}

/// [`restrict_oprops`] for a type, before any object exists (wishing).
pub fn restrict_type_oprops(t: &Tables, os: &ObjectsState, otyp: Otyp, props: u32) -> u32 {
    if t.obj(otyp).is(ObjFlags::UNIQUE) {
        return 0;
    }
    t.oprops.iter().filter(|p| props & p.bit != 0 && oprop_allowed(t, os, otyp, p)).fold(0, |acc, p| acc | p.bit)
}

/// The bits of every detrimental property (fumbling, hunger, aggravation).
pub fn detrimental_mask(t: &Tables) -> u32 {
    t.oprops.iter().filter(|p| p.detrimental).fold(0, |acc, p| acc | p.bit)
}

/// The bits of every property that may be generated at random.
pub fn random_mask(t: &Tables) -> u32 {
    t.oprops.iter().filter(|p| p.random).fold(0, |acc, p| acc | p.bit)
}

/// The property document's twenty: the `good` affixes and the `artifact`
/// one (vorpal). OxHack's own affixes are `great` or `uber`.
pub fn document_props(t: &Tables) -> impl Iterator<Item = &OProp> {
    t.oprops.iter().filter(|p| matches!(p.level, AffixLevel::Good | AffixLevel::Artifact))
}

/// The bits of the document's twenty.
pub fn document_mask(t: &Tables) -> OpropBits {
    document_props(t).fold(0, |acc, p| acc | p.bit)
}

/// The property whose bit is `bit`.
pub fn oprop_by_bit(t: &Tables, bit: u32) -> Option<&OProp> {
    t.oprops.iter().find(|p| p.bit == bit)
}

/// The properties set in `props`, in table order.
pub fn oprops_of(t: &Tables, props: u32) -> impl Iterator<Item = &OProp> {
    t.oprops.iter().filter(move |p| props & p.bit != 0)
}

/// How many properties `props` holds.
pub fn count_oprops(props: u32) -> u32 {
    (props & ITEM_PROP_MASK).count_ones()
}

/// What properties add to an object's unit price: 100, 500, 1000, 5000,
/// 10000, ... zorkmids for 1, 2, 3, 4, 5, ... properties (alternately
/// times 5 and times 2), whatever the hero knows of them.
pub fn oprop_price(props: u32) -> i64 {
    let n = count_oprops(props);
    if n == 0 {
        return 0;
    }
    let mut price: i64 = 50;
    let mut next = 2;
    for _ in 0..n {
        price = price.saturating_mul(next);
        next = if next == 2 { 5 } else { 2 };
    }
    price
}

/// The fix-ups a property gift gets whether or not it gains properties
/// (create_oprop without detrimental properties): a cursed gift is
/// uncursed, any other is blessed; weapons, armor and chargeable rings are
/// at least +0, and +0 becomes +1 or +2.
pub fn good_gift_fixups(t: &Tables, obj: &mut Obj, rng: &mut Rng) {
    if obj.cursed {
        obj.uncurse();
    } else {
        obj.bless();
    }
    let oc = t.obj(obj.otyp);
    if oc.class == OClass::Weapon || oc.class == OClass::Armor || (oc.class == OClass::Ring && oc.is(ObjFlags::CHARGED))
    {
        if obj.spe < 0 {
            obj.spe = 0;
        } else if obj.spe == 0 {
            obj.spe = rng.rn1(2, 1) as i8;
        }
    }
}

/// `create_oprop` on an existing object: gives it at least one random
/// property, then each further one at 1 in [`EXTRA_PROP_CHANCE`]. Vorpal is
/// never chosen at random; detrimental properties only when
/// `allow_detrimental`, and an object that gets one is cursed 9 times in
/// 10. Without `allow_detrimental` the object also gets the gift fix-ups
/// ([`good_gift_fixups`]), even when it is an artifact.
///
/// Objects outside the eight categories, artifacts and unique objects are
/// left without properties.
pub fn create_oprop(
    t: &Tables,
    os: &ObjectsState,
    obj: &mut Obj,
    allow_detrimental: bool,
    rules: OpropRules,
    rng: &mut Rng,
) {
    if !allow_detrimental {
        good_gift_fixups(t, obj, rng);
    }
    if obj.oartifact.is_some() || t.obj(obj.otyp).is(ObjFlags::UNIQUE) || oprop_category(t, obj.otyp).is_none() {
        return;
    }
    let bad = detrimental_mask(t);
    // The document's draw: its twenty only (OxHack's affixes come from
    // their own roll).
    let mut wanted = random_mask(t) & document_mask(t);
    if !allow_detrimental {
        wanted &= !bad;
    }
    let eligible = restrict_oprops(t, os, obj, wanted);
    if eligible & !obj.oprops == 0 {
        // Nothing this object may carry (the original would spin forever).
        return;
    }
    if rules.eligible_only {
        // The document's draw is a draw of good affixes by their
        // allocation lines; the twenty share one commonness everywhere,
        // so this is the document's uniform pick among the eligible.
        let mut first = obj.oprops == 0;
        while first || rng.rn2(EXTRA_PROP_CHANCE) == 0 {
            first = false;
            let left = affix_candidates(t, os, obj.otyp, None, &[AffixLevel::Good], obj.oprops, !eligible);
            let Some(bit) = pick_weighted(&left, rng) else { break };
            obj.oprops |= bit;
        }
    } else {
        // The original draw: any of the document's twenty (the good and
        // artifact affixes), dropped when not allowed.
        let pool: Vec<OpropBits> = document_props(t).map(|p| p.bit).collect();
        let n = pool.len() as i32;
        while obj.oprops == 0 || rng.rn2(EXTRA_PROP_CHANCE) == 0 {
            let j = pool[rng.rn2(n) as usize];
            if obj.oprops & j != 0 || wanted & j == 0 {
                continue;
            }
            obj.oprops |= eligible & j;
        }
    }
    if obj.oprops & bad != 0 && allow_detrimental && rng.rn2(10) < DETRIMENTAL_CURSE_IN_TEN {
        obj.curse();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use oxhack_tables::{self as ids, tables};

    fn os() -> ObjectsState {
        ObjectsState::unshuffled(tables())
    }

    fn allowed_names(otyp: Otyp) -> Vec<String> {
        let t = tables();
        let o = Obj::new(otyp, 1);
        oprops_of(t, restrict_oprops(t, &os(), &o, document_mask(t))).map(|p| p.name.clone()).collect()
    }

    #[test]
    fn prices_alternate_times_five_and_two() {
        assert_eq!(oprop_price(0), 0);
        assert_eq!(oprop_price(ids::ITEM_FIRE), 100);
        assert_eq!(oprop_price(ids::ITEM_FIRE | ids::ITEM_FROST), 500);
        assert_eq!(oprop_price(0b111), 1000);
        assert_eq!(oprop_price(0b1111), 5000);
        assert_eq!(oprop_price(0b11111), 10000);
        assert_eq!(oprop_price(0b111111), 50000);
        // All twenty of the document (the mask now holds OxHack's too).
        assert_eq!(oprop_price(document_mask(tables())), 500_000_000_000);
    }

    #[test]
    fn categories() {
        let t = tables();
        assert_eq!(oprop_category(t, ids::LONG_SWORD), Some(OpropCats::BLADE));
        assert_eq!(oprop_category(t, ids::BOW), Some(OpropCats::LAUNCHER));
        assert_eq!(oprop_category(t, ids::ARROW), Some(OpropCats::PROJECTILE));
        assert_eq!(oprop_category(t, ids::DART), Some(OpropCats::PROJECTILE));
        assert_eq!(oprop_category(t, ids::MACE), Some(OpropCats::OTHER_WEAPON));
        assert_eq!(oprop_category(t, ids::PICK_AXE), Some(OpropCats::OTHER_WEAPON));
        assert_eq!(oprop_category(t, ids::UNICORN_HORN), Some(OpropCats::OTHER_WEAPON));
        assert_eq!(oprop_category(t, ids::FEDORA), Some(OpropCats::SMALL_ARMOR));
        assert_eq!(oprop_category(t, ids::LEATHER_GLOVES), Some(OpropCats::SMALL_ARMOR));
        assert_eq!(oprop_category(t, ids::T_SHIRT), Some(OpropCats::OTHER_ARMOR));
        assert_eq!(oprop_category(t, ids::AMULET_OF_ESP), Some(OpropCats::AMULET));
        assert_eq!(oprop_category(t, ids::RIN_ADORNMENT), Some(OpropCats::RING));
        assert_eq!(oprop_category(t, ids::SACK), None);
        assert_eq!(oprop_category(t, ids::POT_WATER), None);
    }

    #[test]
    fn the_permission_table() {
        // Projectiles: fire, frost, drain, stealth, detonation only.
        assert_eq!(allowed_names(ids::ARROW), ["fire", "frost", "drain", "stealth", "detonation"]);
        // Vorpal only on blades; never on launchers.
        assert!(allowed_names(ids::LONG_SWORD).contains(&"vorpal".to_string()));
        assert!(!allowed_names(ids::BOW).contains(&"vorpal".to_string()));
        // Small armor: no reflection; leather gloves are not cloth.
        let gloves = allowed_names(ids::LEATHER_GLOVES);
        assert!(!gloves.contains(&"reflection".to_string()));
        assert!(!gloves.contains(&"oilskin".to_string()));
        // Amulets never get dexterity or brilliance.
        let amulet = allowed_names(ids::AMULET_OF_ESP);
        assert!(!amulet.contains(&"dexterity".to_string()) && !amulet.contains(&"brilliance".to_string()));
        assert!(!amulet.contains(&"telepathy".to_string()), "no doubling with the base property");
        // Chargeable rings may; uncharged ones may not.
        assert!(allowed_names(ids::RIN_ADORNMENT).contains(&"dexterity".to_string()));
        assert!(!allowed_names(ids::RIN_STEALTH).contains(&"dexterity".to_string()));
        assert!(!allowed_names(ids::RIN_STEALTH).contains(&"stealth".to_string()));
    }

    #[test]
    fn no_overlap_with_the_base_type() {
        let has = |o, p: &str| allowed_names(o).iter().any(|n| n == p);
        assert!(!has(ids::SPEED_BOOTS, "speed"));
        assert!(!has(ids::SHIELD_OF_REFLECTION, "reflection"));
        assert!(!has(ids::CLOAK_OF_DISPLACEMENT, "displacement"));
        assert!(!has(ids::OILSKIN_CLOAK, "oilskin"));
        assert!(!has(ids::GAUNTLETS_OF_POWER, "power"));
        assert!(!has(ids::GAUNTLETS_OF_DEXTERITY, "dexterity"));
        assert!(!has(ids::HELM_OF_BRILLIANCE, "brilliance"));
        assert!(has(ids::T_SHIRT, "oilskin"), "T-shirts are cloth");
        assert!(has(ids::HELM_OF_BRILLIANCE, "fire"));
    }

    #[test]
    fn artifacts_and_unique_objects_never() {
        let t = tables();
        let mut o = Obj::new(ids::LONG_SWORD, 1);
        o.oartifact = Some(ids::ART_EXCALIBUR);
        assert_eq!(restrict_oprops(t, &os(), &o, ITEM_PROP_MASK), 0);
        let amulet = Obj::new(ids::AMULET_OF_YENDOR, 1);
        assert_eq!(restrict_oprops(t, &os(), &amulet, ITEM_PROP_MASK), 0);
    }

    #[test]
    fn create_oprop_always_gives_one_allowed_property() {
        let t = tables();
        let os = os();
        let mut rng = Rng::new(7);
        let vorpal = ids::ITEM_VORPAL;
        let mut multi = 0;
        for otyp in [ids::LONG_SWORD, ids::ARROW, ids::T_SHIRT, ids::RIN_ADORNMENT, ids::AMULET_OF_ESP, ids::BOW] {
            for _ in 0..2000 {
                let mut o = Obj::new(otyp, 1);
                create_oprop(t, &os, &mut o, true, OpropRules::default(), &mut rng);
                assert!(o.oprops != 0);
                assert_eq!(restrict_oprops(t, &os, &o, o.oprops), o.oprops);
                assert_eq!(o.oprops & vorpal, 0, "never vorpal at random");
                if count_oprops(o.oprops) > 1 {
                    multi += 1;
                }
            }
        }
        // 12,000 objects at 1 in 250: about 48 with a second property.
        assert!((20..=90).contains(&multi), "{multi} objects with two or more");
    }

    #[test]
    fn detrimental_properties_curse_nine_in_ten_and_gifts_never_have_them() {
        let t = tables();
        let os = os();
        let mut rng = Rng::new(99);
        let bad = detrimental_mask(t);
        let (mut with_bad, mut cursed) = (0, 0);
        for _ in 0..5000 {
            let mut o = Obj::new(ids::LONG_SWORD, 1);
            create_oprop(t, &os, &mut o, true, OpropRules::default(), &mut rng);
            if o.oprops & bad != 0 {
                with_bad += 1;
                cursed += o.cursed as i32;
            }
        }
        let share = cursed as f64 / with_bad as f64;
        assert!(with_bad > 500 && (0.85..0.95).contains(&share), "{cursed}/{with_bad}");
        for _ in 0..2000 {
            let mut o = Obj::new(ids::LONG_SWORD, 1);
            o.cursed = true;
            o.spe = -2;
            create_oprop(t, &os, &mut o, false, OpropRules::default(), &mut rng);
            assert_eq!(o.oprops & bad, 0);
            assert!(!o.cursed && !o.blessed, "a cursed gift becomes uncursed");
            assert_eq!(o.spe, 0);
            let mut o = Obj::new(ids::LONG_SWORD, 1);
            create_oprop(t, &os, &mut o, false, OpropRules::default(), &mut rng);
            assert!(o.blessed && (1..=2).contains(&o.spe));
        }
    }

    #[test]
    fn the_original_draw_agrees_on_what_is_allowed() {
        let t = tables();
        let os = os();
        let mut rng = Rng::new(3);
        let rules = OpropRules { eligible_only: false, ..OpropRules::default() };
        for otyp in [ids::ARROW, ids::LEATHER_GLOVES, ids::AMULET_OF_ESP] {
            for _ in 0..500 {
                let mut o = Obj::new(otyp, 1);
                create_oprop(t, &os, &mut o, true, rules, &mut rng);
                assert!(o.oprops != 0 && restrict_oprops(t, &os, &o, o.oprops) == o.oprops);
            }
        }
    }

    #[test]
    fn nothing_for_other_classes_or_artifacts() {
        let t = tables();
        let os = os();
        let mut rng = Rng::new(1);
        let mut sack = Obj::new(ids::SACK, 1);
        create_oprop(t, &os, &mut sack, true, OpropRules::default(), &mut rng);
        assert_eq!(sack.oprops, 0);
        let mut x = Obj::new(ids::LONG_SWORD, 1);
        x.oartifact = Some(ids::ART_EXCALIBUR);
        create_oprop(t, &os, &mut x, false, OpropRules::default(), &mut rng);
        assert_eq!(x.oprops, 0);
        assert!(x.blessed, "artifacts still get the gift fix-ups");
    }
}
