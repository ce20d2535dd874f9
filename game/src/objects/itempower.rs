//! An object's item power (Crossfire's `item_power`) and rarity class,
//! from the table of `dat/itempower.def`.
//!
//! The power counts "enchantments" as Crossfire does: the object's plus
//! (weapons, armor, chargeable rings; signed), each affix (`ITEM_*`
//! property) at its table weight, the base type's own magic and an
//! artifact's, then maps the count through Crossfire's table. The
//! *known* power counts only what the hero knows (the plus once `known`,
//! the properties in `oprops_known`, the base type once identified), so
//! the rarity an object shows never leaks what is hidden.

use crate::game::Game;
use crate::objects::o_init::ObjectsState;
use crate::objects::oprops::oprops_of;
use crate::ui::Menu;
use crate::world::obj::{ITEM_MAGICAL, Obj, types};
use oxhack_defs::{Color, OClass, ObjFlags, Otyp, Rarity, Tables};
use oxhack_tables::tables;

/// Whether the type's `spe` is an enchantment that counts: weapons,
/// weapon-tools, armor and chargeable rings (not wands' charges).
fn spe_counts(t: &Tables, o: &Obj) -> bool {
    let oc = t.obj(o.otyp);
    match oc.class {
        OClass::Weapon | OClass::Armor => true,
        OClass::Ring => oc.is(ObjFlags::CHARGED),
        OClass::Tool => types::is_weptool(t, o.otyp),
        _ => false,
    }
}

/// Enchantments of `o`; with `known`, only those the hero knows of.
fn enchantments(t: &Tables, os: Option<&ObjectsState>, o: &Obj) -> i32 {
    let ip = &t.item_power;
    let mut n = 0i32;
    if spe_counts(t, o) && (os.is_none() || o.known) {
        n += o.spe as i32;
    }
    let props = match os {
        None => o.oprops,
        Some(_) => o.oprops & o.oprops_known,
    };
    for p in oprops_of(t, props) {
        n = n.saturating_add(ip.affix(&p.constant));
    }
    if os.is_none_or(|os| os.is_known(o.otyp)) {
        n = n.saturating_add(ip.base(o.otyp, t.obj(o.otyp).is(ObjFlags::MAGIC)));
    }
    if let Some(a) = o.oartifact {
        n = n.saturating_add(ip.artifact(a));
    }
    n
}

/// The object's item power: everything it carries, known or not (the
/// rule that limits what the hero wears uses this, as Crossfire's does).
pub fn item_power(t: &Tables, o: &Obj) -> i32 {
    t.item_power.power_of(enchantments(t, None, o))
}

/// The power the hero can tell: only what they know of the object.
pub fn known_item_power(t: &Tables, os: &ObjectsState, o: &Obj) -> i32 {
    t.item_power.power_of(enchantments(t, Some(os), o))
}

/// Whether the object carries affixes (random magical properties).
pub fn has_affixes(t: &Tables, o: &Obj) -> bool {
    oprops_of(t, o.oprops).next().is_some()
}

/// The rarity class the hero sees on `o`: `None` unless it has affixes
/// and the hero knows at least that it is magical. Knowing only
/// "magical" shows common (it says no more than the name does); each
/// known property, the known plus and the identified base type raise it.
pub fn rarity(t: &Tables, os: &ObjectsState, o: &Obj) -> Option<Rarity> {
    if !has_affixes(t, o) {
        return None;
    }
    let known_props = oprops_of(t, o.oprops & o.oprops_known).next().is_some();
    if !known_props && o.oprops_known & ITEM_MAGICAL == 0 {
        return None;
    }
    Some(t.item_power.rarity(known_item_power(t, os, o)))
}

/// The colour (`CLR_*`) of a rarity class, after the Rust tutorial's:
/// common light green, rare cyan, legendary purple.
pub fn rarity_color(r: Rarity) -> u8 {
    match r {
        Rarity::Common => Color::BrightGreen as u8,
        Rarity::Rare => Color::BrightCyan as u8,
        Rarity::Legendary => Color::BrightMagenta as u8,
    }
}

impl Game {
    /// The rarity class `o` shows, when the `rarity_colors` option is on
    /// and the hero is not hallucinating.
    pub fn shown_rarity(&self, o: &Obj) -> Option<Rarity> {
        if !self.rules.rarity_colors || self.u.has(oxhack_defs::Prop::Halluc) {
            return None;
        }
        rarity(tables(), &self.os, o)
    }

    /// Marks the menu line just added for `o` with its rarity class: its
    /// colour, or `{rare}` after it when the `color` option is off.
    pub fn mark_rarity(&self, m: &mut Menu, o: &Obj) {
        if let Some(r) = self.shown_rarity(o) {
            m.mark_last(rarity_color(r), self.opts.color, r.word());
        }
    }

    /// Per map square (`y * COLNO + x`), the type and rarity colour of
    /// the top object there when it shows a rarity; empty when no object
    /// does. The map draws a remembered object of that type in this
    /// colour (a remembered object of another type keeps its own).
    pub fn rarity_cells(&self) -> Vec<Option<(Otyp, u8)>> {
        use crate::world::level::{COLNO, ROWNO};
        let mut cells: Vec<Option<(Otyp, u8)>> = Vec::new();
        if !self.rules.rarity_colors || self.u.has(oxhack_defs::Prop::Halluc) {
            return cells;
        }
        let t = tables();
        for f in &self.lev.objects {
            let (Ok(x), Ok(y)) = (usize::try_from(f.x), usize::try_from(f.y)) else { continue };
            if x >= COLNO || y >= ROWNO {
                continue;
            }
            if cells.is_empty() {
                cells = vec![None; COLNO * ROWNO];
            }
            // Later objects lie on top (`objects_at` reads them last first).
            cells[y * COLNO + x] = rarity(t, &self.os, &f.obj).map(|r| (f.obj.otyp, rarity_color(r)));
        }
        cells
    }
}
