//! Themes (Angband's ego themes, `obj_find_theme` and `obj_apply_theme`):
//! named sets of weighted affixes from `dat/properties.def`.
//!
//! An object may acquire a theme only when it holds at least two of the
//! theme's affixes. With `w` the summed weight of the theme's affixes it
//! holds and `total` the theme's whole weight, the chance is
//! `w * w * 8 / total` half-percents (integer division), rolled against
//! `rn2(200)`: the seed's `(w*w*4)/(total*100)` percent at half-percent
//! granularity. Among the legal themes (object group and depth) one is
//! picked with that chance as its weight, then its chance is rolled. A
//! themed object gets the theme's missing affixes by weight until its
//! affix budget is spent, and is named "of <theme>".

use crate::objects::affix::{group_holds, pick_weighted};
use crate::objects::o_init::ObjectsState;
use crate::objects::oprops::{count_oprops, oprop_allowed, oprop_by_bit};
use crate::rng::Rng;
use crate::world::obj::{Obj, OpropBits};
use oxhack_defs::tables::Theme;
use oxhack_defs::{ObjFlags, Otyp, Tables};

/// The theme of an object, if it has one.
pub fn obj_theme<'t>(t: &'t Tables, o: &Obj) -> Option<&'t Theme> {
    (o.otheme as usize).checked_sub(1).and_then(|i| t.themes.get(i))
}

/// The theme named `name` (any case), as its index.
pub fn theme_named(t: &Tables, name: &str) -> Option<usize> {
    t.themes.iter().position(|th| th.name.eq_ignore_ascii_case(name))
}

/// The bits of a theme's affixes.
pub fn theme_bits(th: &Theme) -> OpropBits {
    th.affixes.iter().fold(0, |acc, &(b, _)| acc | b)
}

/// Whether a theme may be acquired by type `otyp` at `depth`.
pub fn theme_legal(t: &Tables, th: &Theme, otyp: Otyp, depth: i32) -> bool {
    (i32::from(th.min_depth)..=i32::from(th.max_depth)).contains(&depth.clamp(1, 127))
        && th.groups.iter().any(|g| group_holds(t, g, otyp))
}

/// The chance, in half-percents (out of 200), that an object holding
/// `props` acquires `th`: 0 with fewer than two of its affixes.
pub fn theme_chance_halfpct(th: &Theme, props: OpropBits) -> u32 {
    let total = th.total_weight();
    let held = th.affixes.iter().filter(|&&(b, _)| props & b != 0);
    let distinct = count_oprops(props & theme_bits(th));
    if distinct < 2 || total == 0 {
        return 0;
    }
    let w: u32 = held.map(|&(_, w)| u32::from(w)).sum();
    (w.saturating_mul(w).saturating_mul(8) / total).min(200)
}

/// `obj_find_theme`: a theme for `obj` at `depth`, picked among the legal
/// ones by their chances and then rolled; `None` for artifacts, unique
/// objects and objects that already have one.
pub fn obj_find_theme(t: &Tables, obj: &Obj, depth: i32, rng: &mut Rng) -> Option<usize> {
    if obj.oartifact.is_some() || obj.otheme != 0 || t.obj(obj.otyp).is(ObjFlags::UNIQUE) {
        return None;
    }
    let cands: Vec<(OpropBits, u32)> = t
        .themes
        .iter()
        .enumerate()
        .filter(|(_, th)| theme_legal(t, th, obj.otyp, depth))
        .map(|(i, th)| (i as OpropBits, theme_chance_halfpct(th, obj.oprops)))
        .filter(|&(_, c)| c > 0)
        .collect();
    let i = pick_weighted(&cands, rng)? as usize;
    let chance = theme_chance_halfpct(&t.themes[i], obj.oprops);
    (rng.rn2(200) < chance as i32).then_some(i)
}

/// `obj_apply_theme`: marks `obj` with theme `i` and adds the theme's
/// missing affixes (those the object may carry), picked by weight, until
/// it holds `budget` affixes or the theme has none left to give.
pub fn obj_apply_theme(t: &Tables, os: &ObjectsState, obj: &mut Obj, i: usize, budget: u32, rng: &mut Rng) {
    let Some(th) = t.themes.get(i) else { return };
    obj.otheme = (i + 1).min(u8::MAX as usize) as u8;
    while count_oprops(obj.oprops) < budget {
        let cands: Vec<(OpropBits, u32)> = th
            .affixes
            .iter()
            .filter(|&&(b, w)| w > 0 && obj.oprops & b == 0)
            .filter(|&&(b, _)| oprop_by_bit(t, b).is_some_and(|p| oprop_allowed(t, os, obj.otyp, p)))
            .map(|&(b, w)| (b, u32::from(w)))
            .collect();
        match pick_weighted(&cands, rng) {
            Some(b) => obj.oprops |= b,
            None => break,
        }
    }
}

/// Whether the hero knows an object's theme: it has one and every affix
/// of the theme that the object holds is known.
pub fn theme_known(t: &Tables, o: &Obj) -> bool {
    obj_theme(t, o).is_some_and(|th| {
        let held = o.oprops & theme_bits(th);
        held != 0 && held & o.oprops_known == held
    })
}
