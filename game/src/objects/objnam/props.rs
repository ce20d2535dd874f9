//! How random magical properties read in a name (DynaHack's `propnames`
//! and the prefixes of `xname2`), driven by the property table's wording.
//!
//! Each property reads either before the name (`Wording::Prefix`:
//! "thirsty", "vorpal", "oilskin") or after it (`Wording::Suffix`: "of
//! fire", "and speed"), with separate wording for weapons ("dagger of
//! fire", "thirsty dagger") and for everything else ("boots of fire
//! resistance", "amulet of drain resistance"). Suffixes chain with "of"
//! then "and"; three or more use the table's short words and "&" so the
//! name stays short ("of fire & cold & spd"). A property the hero has not
//! learned shows only at the end of the game, in brackets.

use super::NameCtx;
use crate::world::obj::{ITEM_MAGICAL, ITEM_PROP_MASK, Obj, OpropBits};
use oxhack_defs::Tables;
use oxhack_defs::tables::{OProp, Wording};

/// The table's properties in bit order.
fn by_bit(t: &Tables) -> Vec<&OProp> {
    let mut v: Vec<&OProp> = t.oprops.iter().collect();
    v.sort_by_key(|p| p.bit);
    v
}

fn wording(p: &OProp, weapon: bool) -> &Wording {
    if weapon { &p.weapon } else { &p.other }
}

/// Whether the name says only "magical": the hero has noticed the
/// object's magic ([`ITEM_MAGICAL`]) but knows none of its properties.
/// Never at the end of the game, which names the properties instead.
pub fn magical_shown(c: &NameCtx, o: &Obj) -> bool {
    let props = o.oprops & ITEM_PROP_MASK;
    !c.game_over && o.oprops_known & ITEM_MAGICAL != 0 && props != 0 && props & o.oprops_known == 0
}

/// The words that go before the object's name: "thirsty vorpal " on a
/// weapon, "oilskin " on armor; "\[thirsty\] " at the end of the game for
/// one the hero never learned.
pub fn property_prefixes(c: &NameCtx, o: &Obj, weapon: bool) -> String {
    let mut out = String::new();
    let hidden = theme_shown(c, o);
    for p in by_bit(c.t) {
        if o.oprops & p.bit & ITEM_PROP_MASK & !hidden == 0 {
            continue;
        }
        let known = o.oprops_known & p.bit != 0;
        if !known && !c.game_over {
            continue;
        }
        if let Wording::Prefix(w) = wording(p, weapon) {
            if known {
                out.push_str(w);
                out.push(' ');
            } else {
                out.push('[');
                out.push_str(w);
                out.push_str("] ");
            }
        }
    }
    out
}

/// The property suffixes of an object (DynaHack's `propnames`), each with
/// its leading space: " of fire and frost", or " and speed" when the name
/// already has an "of" (`has_of`: "ring of adornment and speed"). With
/// three or more the short words and "&" are used (" of fire & cold &
/// stlth"). Properties in `props` but not in `known` show only when
/// `game_over`, bracketed: " of fire [and frost]".
pub fn propnames(t: &Tables, props: u32, known: u32, weapon: bool, has_of: bool, game_over: bool) -> String {
    let shown = props & ITEM_PROP_MASK & if game_over { ITEM_PROP_MASK } else { known };
    let suffixes: Vec<(&OProp, &str)> = by_bit(t)
        .into_iter()
        .filter(|p| shown & p.bit != 0)
        .filter_map(|p| match wording(p, weapon) {
            Wording::Suffix(w) => Some((p, w.as_str())),
            Wording::Prefix(_) => None,
        })
        .collect();
    let short = suffixes.len() > 2;
    let mut first_of = !has_of;
    let mut out = String::new();
    for (p, word) in suffixes {
        let is_known = known & p.bit != 0;
        out.push(' ');
        if !is_known {
            out.push('[');
        }
        out.push_str(if first_of {
            "of"
        } else if short {
            "&"
        } else {
            "and"
        });
        out.push(' ');
        out.push_str(if short { &p.short } else { word });
        if !is_known {
            out.push(']');
        }
        first_of = false;
    }
    out
}

/// The affixes a shown theme stands for (its name replaces theirs): the
/// theme's bits when the hero knows the theme (or the game is over), else
/// none.
pub fn theme_shown(c: &NameCtx, o: &Obj) -> OpropBits {
    match crate::objects::theme::obj_theme(c.t, o) {
        Some(th) if c.game_over || crate::objects::theme::theme_known(c.t, o) => crate::objects::theme::theme_bits(th),
        _ => 0,
    }
}

/// [`propnames`] with the object's theme: a known theme reads " of the
/// Storm" in place of its affixes, and the other affixes follow it with
/// "and" (" of the Storm and fire").
pub fn propnames_themed(c: &NameCtx, o: &Obj, weapon: bool, has_of: bool) -> String {
    let hidden = theme_shown(c, o);
    let Some(th) = crate::objects::theme::obj_theme(c.t, o).filter(|_| hidden != 0) else {
        return propnames(c.t, o.oprops, o.oprops_known, weapon, has_of, c.game_over);
    };
    let joint = if has_of { "and" } else { "of" };
    let rest = propnames(c.t, o.oprops & !hidden, o.oprops_known, weapon, true, c.game_over);
    format!(" {joint} {}{rest}", th.name)
}
