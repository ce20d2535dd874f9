//! Affixes as data (Angband's model, made OxHack's): picking an affix by
//! the allocation lines of `dat/properties.def`, the modifiers affixes add
//! to an object's numbers, and OxHack's affix roll.
//!
//! One runtime serves both systems. The property document's twenty are
//! `good` affixes allocated everywhere with one commonness, so the
//! document's draw ([`crate::objects::oprops::create_oprop`]) is a
//! weighted pick among equal weights, made with the same `rn2(n)` the
//! document's uniform draw uses. OxHack's own `great` and `uber` affixes
//! come only from [`mk_affixes`], which runs when the game's
//! [`OpropRules::affixes`] is on, so NetHack-rules games (and their
//! replays) draw exactly what they drew before affixes existed.
//!
//! The affix budget of [`mk_affixes`]: a great object may hold
//! `2 + depth / 25` affixes, an uber one `3 + depth / 25`, never more than
//! [`MAX_AFFIXES`]. The roll gives it `rnd(budget)` affixes; an object
//! that then acquires a theme ([`crate::objects::theme`]) is filled up to
//! its whole budget with the theme's affixes.

use crate::objects::o_init::ObjectsState;
use crate::objects::oprops::{OpropRules, oprop_allowed, oprop_category};
use crate::rng::Rng;
use crate::world::obj::{ITEM_PROP_MASK, Obj, OpropBits, types};
use oxhack_defs::flags::ObjFlags;
use oxhack_defs::tables::{AffixLevel, Modifiers, ObjGroup};
use oxhack_defs::{OClass, OProp, Otyp, Tables};

/// The most affixes OxHack's roll puts on one object.
pub const MAX_AFFIXES: u32 = 5;

/// Percent chance that an object OxHack's roll looks at is "great":
/// `GREAT_BASE + depth / 4`.
pub const GREAT_BASE: i32 = 5;

/// From this depth on, one great object in [`UBER_ONE_IN`] is uber.
pub const UBER_MIN_DEPTH: i32 = 15;
pub const UBER_ONE_IN: i32 = 5;

/// Whether an object group holds type `otyp` (weapon-tools count as
/// weapons for `class(weapon)`; `skill(...)` means weapons and
/// weapon-tools of that skill, ammunition included).
pub fn group_holds(t: &Tables, g: &ObjGroup, otyp: Otyp) -> bool {
    let oc = t.obj(otyp);
    match g {
        ObjGroup::Any => true,
        ObjGroup::Class(OClass::Weapon) => oc.class == OClass::Weapon || types::is_weptool(t, otyp),
        ObjGroup::Class(c) => oc.class == *c,
        ObjGroup::Skill(s) => (oc.class == OClass::Weapon || types::is_weptool(t, otyp)) && oc.skill() == Some(*s),
        ObjGroup::Types(list) => list.contains(&otyp),
    }
}

/// The commonness of affix `p` on type `otyp` at `depth` (`None`: any
/// depth): the largest among its allocation lines that hold the type and
/// the depth, 0 when none does.
pub fn alloc_commonness(t: &Tables, p: &OProp, otyp: Otyp, depth: Option<i32>) -> u32 {
    p.alloc
        .iter()
        .filter(|a| group_holds(t, &a.group, otyp))
        .filter(|a| depth.is_none_or(|d| (i32::from(a.min_depth)..=i32::from(a.max_depth)).contains(&d.clamp(1, 127))))
        .map(|a| u32::from(a.commonness))
        .max()
        .unwrap_or(0)
}

/// The affixes an object of type `otyp` may get from a draw of these
/// `levels` at `depth`, with their weights: random, of a drawn level,
/// allowed on the type (restrictions), not in `have`, not in `exclude`,
/// and allocated there with commonness above 0. Table order.
pub fn affix_candidates(
    t: &Tables,
    os: &ObjectsState,
    otyp: Otyp,
    depth: Option<i32>,
    levels: &[AffixLevel],
    have: OpropBits,
    exclude: OpropBits,
) -> Vec<(OpropBits, u32)> {
    if t.obj(otyp).is(ObjFlags::UNIQUE) || oprop_category(t, otyp).is_none() {
        return Vec::new();
    }
    t.oprops
        .iter()
        .filter(|p| p.random && levels.contains(&p.level) && (have | exclude) & p.bit == 0)
        .filter(|p| oprop_allowed(t, os, otyp, p))
        .map(|p| (p.bit, alloc_commonness(t, p, otyp, depth)))
        .filter(|&(_, w)| w > 0)
        .collect()
}

/// A weighted pick. When every weight is equal this is `rn2(n)`, the
/// document's uniform draw, so the document's generation keeps its
/// random stream.
pub fn pick_weighted(cands: &[(OpropBits, u32)], rng: &mut Rng) -> Option<OpropBits> {
    let first = cands.first()?.1;
    if cands.iter().all(|&(_, w)| w == first) {
        return Some(cands[rng.rn2(cands.len() as i32) as usize].0);
    }
    let total: u32 = cands.iter().map(|&(_, w)| w).sum();
    let mut roll = rng.rn2(total.min(i32::MAX as u32) as i32) as u32;
    for &(bit, w) in cands {
        if roll < w {
            return Some(bit);
        }
        roll -= w;
    }
    None
}

/// The exact chance of each affix in a draw (`affix_candidates` turned
/// into probabilities): what the allocation tables say should happen.
pub fn expected_draw(cands: &[(OpropBits, u32)]) -> Vec<(OpropBits, f64)> {
    let total: u32 = cands.iter().map(|&(_, w)| w).sum();
    if total == 0 {
        return Vec::new();
    }
    cands.iter().map(|&(b, w)| (b, f64::from(w) / f64::from(total))).collect()
}

/// The levels a draw of tier `tier` takes from: good up to the tier
/// (artifact affixes are never drawn).
pub fn levels_upto(tier: AffixLevel) -> &'static [AffixLevel] {
    match tier {
        AffixLevel::Good => &[AffixLevel::Good],
        AffixLevel::Great => &[AffixLevel::Good, AffixLevel::Great],
        AffixLevel::Uber | AffixLevel::Artifact => &[AffixLevel::Good, AffixLevel::Great, AffixLevel::Uber],
    }
}

/// The summed modifiers of the affixes in `props`.
pub fn affix_mods(t: &Tables, props: OpropBits) -> Modifiers {
    let mut m = Modifiers::default();
    if props & ITEM_PROP_MASK == 0 {
        return m;
    }
    for p in t.oprops.iter().filter(|p| props & p.bit != 0) {
        m.to_hit = m.to_hit.saturating_add(p.mods.to_hit);
        m.damage = m.damage.saturating_add(p.mods.damage);
        m.ac = m.ac.saturating_add(p.mods.ac);
        m.weight_pct = m.weight_pct.saturating_add(p.mods.weight_pct);
        m.dice = m.dice.saturating_add(p.mods.dice);
        m.sides = m.sides.saturating_add(p.mods.sides);
    }
    m
}

/// An object's weight per item with its affixes' weight percent (at
/// least 1 when the base weighs anything).
pub fn affix_weight(t: &Tables, props: OpropBits, base: i64) -> i64 {
    let pct = i64::from(affix_mods(t, props).weight_pct);
    if pct == 0 || base == 0 {
        return base;
    }
    (base * (100 + pct) / 100).max(1)
}

/// The armor class an object's affixes give while worn.
pub fn affix_ac(t: &Tables, o: &Obj) -> i32 {
    i32::from(affix_mods(t, o.oprops).ac)
}

/// The affix budget of a great or uber object at `depth` (module note).
pub fn affix_budget(tier: AffixLevel, depth: i32) -> u32 {
    let base = if tier == AffixLevel::Uber { 3 } else { 2 };
    (base + depth.max(0) as u32 / 25).min(MAX_AFFIXES)
}

/// Adds one affix of a draw of `tier` at `depth` to `obj`; false when
/// none may be added. Great and uber objects are good ones: the roll
/// never gives a detrimental affix (fumbling, hunger, aggravation).
pub fn obj_add_affix(
    t: &Tables,
    os: &ObjectsState,
    obj: &mut Obj,
    tier: AffixLevel,
    depth: i32,
    rng: &mut Rng,
) -> bool {
    let bad = crate::objects::oprops::detrimental_mask(t);
    let cands = affix_candidates(t, os, obj.otyp, Some(depth), levels_upto(tier), obj.oprops, bad);
    match pick_weighted(&cands, rng) {
        Some(bit) => {
            obj.oprops |= bit;
            true
        }
        None => false,
    }
}

/// OxHack's affix roll for a new object at `depth` (apply_magic's affix
/// part): nothing unless `rules.affixes`; otherwise a weapon, armor,
/// amulet or ring that is no artifact may turn out great (and deep down
/// uber), get `rnd(budget)` affixes of its tier, and then a theme.
pub fn mk_affixes(t: &Tables, os: &ObjectsState, obj: &mut Obj, depth: i32, rules: OpropRules, rng: &mut Rng) {
    if !rules.affixes || obj.oartifact.is_some() || obj.otheme != 0 || oprop_category(t, obj.otyp).is_none() {
        return;
    }
    if rng.rn2(100) >= GREAT_BASE + depth.max(0) / 4 {
        return;
    }
    let tier = if depth >= UBER_MIN_DEPTH && rng.rn2(UBER_ONE_IN) == 0 { AffixLevel::Uber } else { AffixLevel::Great };
    let budget = affix_budget(tier, depth);
    let want = rng.rnd(budget as i32) as u32;
    while crate::objects::oprops::count_oprops(obj.oprops) < want {
        if !obj_add_affix(t, os, obj, tier, depth, rng) {
            break;
        }
    }
    if let Some(th) = crate::objects::theme::obj_find_theme(t, obj, depth, rng) {
        crate::objects::theme::obj_apply_theme(t, os, obj, th, budget, rng);
    }
}
