//! From words to an object type: objnam.c's wishymatch (spaces, hyphens,
//! case, "of" inversion, dwarven/elven/detect spellings), the wishable
//! ranges ("bag", "cloak", "gray stone"), alternate spellings ("pickax",
//! "smooth shield"), class words ("potion of", "X wand"), and the
//! probability-weighted pick among every type a name fits
//! (`rnd_otyp_by_namedesc`).

use super::text::{eq_ci, find_ci, fuzzymatch, starts_ci};
use crate::objects::o_init::ObjectsState;
use crate::objects::objnam::makesingular;
use crate::rng::Rng;
use oxhack_defs::{OClass, Otyp, Tables};
use oxhack_tables::ids;

/// `wishymatch`: does the player's `u` name the table's `o`? With
/// `retry_inverted`, "foo of bar" also matches "bar foo" either way round
/// ("boots of speed" is "speed boots").
pub fn wishymatch(u: &str, o: &str, retry_inverted: bool) -> bool {
    if fuzzymatch(u, o) {
        return true;
    }
    if retry_inverted {
        let (u_of, o_of) = (find_ci(u, " of "), find_ci(o, " of "));
        match (u_of, o_of) {
            (Some(i), None) => return fuzzymatch(&format!("{} {}", &u[i + 4..], &u[..i]), o),
            (None, Some(i)) => return fuzzymatch(u, &format!("{} {}", &o[i + 4..], &o[..i])),
            _ => {}
        }
    }
    if let Some(rest) = o.strip_prefix("dwarvish ") {
        if starts_ci(u, "dwarven ") {
            return fuzzymatch(&u[8..], rest);
        }
    } else if let Some(rest) = o.strip_prefix("elven ") {
        if starts_ci(u, "elvish ") {
            return fuzzymatch(&u[7..], rest);
        } else if starts_ci(u, "elfin ") {
            return fuzzymatch(&u[6..], rest);
        }
    } else if o.starts_with("detect ") {
        // "<foo> detection" for "detect <foo>"; "monster" gains its "s".
        if let Some(p) = find_ci(u, " detection")
            && p + 10 == u.len()
        {
            let mut buf = format!("detect {}", &u[..p]);
            if eq_ci(&u[..p], "monster") {
                buf.push('s');
            }
            return fuzzymatch(&buf, o);
        }
    } else if o.contains(" detection") {
        if starts_ci(u, "detect ") {
            return fuzzymatch(&format!("{} detection", makesingular(&u[7..])), o);
        }
    } else if o.contains("ability") {
        if let Some(p) = find_ci(u, "abilities")
            && p + 9 == u.len()
        {
            return fuzzymatch(&format!("{}ability", &u[..p]), o);
        }
    } else if o == "aluminum" && eq_ci(u, "aluminium") {
        return true;
    }
    false
}

/// The wishable ranges of objects (`o_ranges`): a general word gives a
/// random type among them, weighted by probability.
pub const O_RANGES: &[(&str, OClass, Otyp, Otyp)] = &[
    ("bag", OClass::Tool, ids::SACK, ids::BAG_OF_TRICKS),
    ("lamp", OClass::Tool, ids::OIL_LAMP, ids::MAGIC_LAMP),
    ("candle", OClass::Tool, ids::TALLOW_CANDLE, ids::WAX_CANDLE),
    ("horn", OClass::Tool, ids::TOOLED_HORN, ids::HORN_OF_PLENTY),
    ("shield", OClass::Armor, ids::SMALL_SHIELD, ids::SHIELD_OF_REFLECTION),
    ("hat", OClass::Armor, ids::FEDORA, ids::DUNCE_CAP),
    ("helm", OClass::Armor, ids::ELVEN_LEATHER_HELM, ids::HELM_OF_TELEPATHY),
    ("gloves", OClass::Armor, ids::LEATHER_GLOVES, ids::GAUNTLETS_OF_DEXTERITY),
    ("gauntlets", OClass::Armor, ids::LEATHER_GLOVES, ids::GAUNTLETS_OF_DEXTERITY),
    ("boots", OClass::Armor, ids::LOW_BOOTS, ids::LEVITATION_BOOTS),
    ("shoes", OClass::Armor, ids::LOW_BOOTS, ids::IRON_SHOES),
    ("cloak", OClass::Armor, ids::MUMMY_WRAPPING, ids::CLOAK_OF_DISPLACEMENT),
    ("shirt", OClass::Armor, ids::HAWAIIAN_SHIRT, ids::T_SHIRT),
    ("dragon scales", OClass::Armor, ids::GRAY_DRAGON_SCALES, ids::YELLOW_DRAGON_SCALES),
    ("dragon scale mail", OClass::Armor, ids::GRAY_DRAGON_SCALE_MAIL, ids::YELLOW_DRAGON_SCALE_MAIL),
    ("sword", OClass::Weapon, ids::SHORT_SWORD, ids::KATANA),
    ("venom", OClass::Venom, ids::BLINDING_VENOM, ids::ACID_VENOM),
    ("gray stone", OClass::Gem, ids::LUCKSTONE, ids::FLINT),
    ("grey stone", OClass::Gem, ids::LUCKSTONE, ids::FLINT),
];

/// The range a general word names.
pub fn o_range(word: &str) -> Option<(OClass, Otyp, Otyp)> {
    O_RANGES.iter().find(|r| eq_ci(word, r.0)).map(|r| (r.1, r.2, r.3))
}

/// Alternate spellings (`spellings[]`); differences of spaces, hyphens and
/// "of" inversion need no entry.
pub const SPELLINGS: &[(&str, Otyp)] = &[
    ("pickax", ids::PICK_AXE),
    ("whip", ids::BULLWHIP),
    ("saber", ids::SILVER_SABER),
    ("silver sabre", ids::SILVER_SABER),
    ("smooth shield", ids::SHIELD_OF_REFLECTION),
    ("grey dragon scale mail", ids::GRAY_DRAGON_SCALE_MAIL),
    ("grey dragon scales", ids::GRAY_DRAGON_SCALES),
    ("iron ball", ids::HEAVY_IRON_BALL),
    ("lantern", ids::BRASS_LANTERN),
    ("mattock", ids::DWARVISH_MATTOCK),
    ("amulet of poison resistance", ids::AMULET_VERSUS_POISON),
    ("potion of sleep", ids::POT_SLEEPING),
    ("stone", ids::ROCK),
    ("camera", ids::EXPENSIVE_CAMERA),
    ("tee shirt", ids::T_SHIRT),
    ("can", ids::TIN),
    ("can opener", ids::TIN_OPENER),
    ("kelp", ids::KELP_FROND),
    ("eucalyptus", ids::EUCALYPTUS_LEAF),
    ("royal jelly", ids::LUMP_OF_ROYAL_JELLY),
    ("lembas", ids::LEMBAS_WAFER),
    ("cookie", ids::FORTUNE_COOKIE),
    ("pie", ids::CREAM_PIE),
    ("marker", ids::MAGIC_MARKER),
    ("hook", ids::GRAPPLING_HOOK),
    ("grappling iron", ids::GRAPPLING_HOOK),
    ("grapnel", ids::GRAPPLING_HOOK),
    ("grapple", ids::GRAPPLING_HOOK),
    ("protection from shape shifters", ids::RIN_PROTECTION_FROM_SHAPE_CHAN),
    ("box", ids::LARGE_BOX),
    ("luck stone", ids::LUCKSTONE),
    ("load stone", ids::LOADSTONE),
    ("touch stone", ids::TOUCHSTONE),
    ("flintstone", ids::FLINT),
];

/// The type an alternate spelling names.
pub fn alt_spelling(s: &str) -> Option<Otyp> {
    SPELLINGS.iter().find(|(sp, _)| fuzzymatch(s, sp)).map(|&(_, o)| o)
}

/// Class words a wish may use (`wrp`/`wrpsym`): "wand of X", "X potion",
/// and for non-specific wishes "weapon", "armor", "tool", "food".
pub const CLASS_WORDS: &[(&str, OClass)] = &[
    ("wand", OClass::Wand),
    ("ring", OClass::Ring),
    ("potion", OClass::Potion),
    ("scroll", OClass::Scroll),
    ("gem", OClass::Gem),
    ("amulet", OClass::Amulet),
    ("spellbook", OClass::Spbook),
    ("spell book", OClass::Spbook),
    ("weapon", OClass::Weapon),
    ("armor", OClass::Armor),
    ("tool", OClass::Tool),
    ("food", OClass::Food),
    ("comestible", OClass::Food),
];

/// Names that start with a class word without being that class ("ring
/// mail" is armor, "enchant weapon" a scroll).
pub const NOT_CLASS_WORDS: &[&str] = &[
    "enchant ",
    "destroy ",
    "detect food",
    "food detection",
    "ring mail",
    "studded leather armor",
    "leather armor",
    "tooled horn",
    "food ration",
    "meat ring",
];

/// The last gem with a real name (`LAST_GEM`); the worthless glass follows.
pub const LAST_GEM: Otyp = ids::JADE;

/// `rnd_otyp_by_namedesc`: among the types (of `oclass`, or all) whose
/// name, this game's description, or called name fits `name`, one chosen
/// by probability (each plus `xtra_prob`, so never-generated types count).
pub fn rnd_otyp_by_namedesc(
    t: &Tables,
    os: &ObjectsState,
    rng: &mut Rng,
    name: Option<&str>,
    oclass: Option<OClass>,
    xtra_prob: i32,
) -> Option<Otyp> {
    let name = name.filter(|n| !n.is_empty())?;
    let mut valid: Vec<Otyp> = Vec::new();
    let mut maxprob = 0i32;
    for (i, oc) in t.objects.iter().enumerate().skip(1) {
        if oclass.is_some_and(|c| c != oc.class) {
            continue;
        }
        let Some(zn) = oc.name.as_deref() else { continue };
        let otyp = Otyp(i as u16);
        let fits = wishymatch(name, zn, true)
            || os.descr(t, otyp).is_some_and(|d| wishymatch(name, d, false))
            || os.called(otyp).is_some_and(|u| wishymatch(name, u, false));
        if fits {
            valid.push(otyp);
            maxprob += os.prob[i] as i32 + xtra_prob;
        }
    }
    if valid.is_empty() || maxprob <= 0 {
        return None;
    }
    let mut prob = rng.rn2(maxprob);
    for &o in &valid[..valid.len() - 1] {
        prob -= os.prob[o.0 as usize] as i32 + xtra_prob;
        if prob < 0 {
            return Some(o);
        }
    }
    valid.last().copied()
}

/// Whether `s` is, as a whole, the name of some object type (its own name
/// or "of"-inverted, an alternate spelling, a class word plus a name in
/// that class, or an artifact). The property-suffix reader keeps an " of "
/// phrase in the name when it completes one ("boots of speed" stays speed
/// boots; "cloak of displacement" stays a cloak), which is OxHack's rule
/// for the doc's ambiguous wishes.
pub fn names_object(t: &Tables, s: &str) -> bool {
    let s = s.trim();
    if s.is_empty() {
        return false;
    }
    let singular = makesingular(s);
    let forms = [s, singular.as_str()];
    forms.iter().any(|f| {
        alt_spelling(f).is_some()
            || crate::objects::artifact::artifact_name(t, f).is_some()
            || t.objects.iter().any(|oc| oc.name.as_deref().is_some_and(|n| wishymatch(f, n, true)))
            || CLASS_WORDS.iter().any(|&(w, class)| {
                let rest = if starts_ci(f, w) && f[w.len()..].len() > 4 && starts_ci(&f[w.len()..], " of ") {
                    &f[w.len() + 4..]
                } else {
                    return false;
                };
                t.objects
                    .iter()
                    .any(|oc| oc.class == class && oc.name.as_deref().is_some_and(|n| wishymatch(rest, n, true)))
            })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use oxhack_tables::tables;

    #[test]
    fn wishymatch_spellings() {
        assert!(wishymatch("boots of speed", "speed boots", true));
        assert!(wishymatch("speed boots", "speed boots", true));
        assert!(wishymatch("elvish mithril coat", "elven mithril-coat", false));
        assert!(wishymatch("dwarven mattock", "dwarvish mattock", false));
        assert!(wishymatch("monster detection", "detect monsters", false));
        assert!(wishymatch("detect food", "food detection", false));
        assert!(wishymatch("restore abilities", "restore ability", false));
        assert!(!wishymatch("long swords", "long sword", true));
    }

    #[test]
    fn names_object_spots_object_names() {
        let t = tables();
        assert!(names_object(t, "boots of speed"));
        assert!(names_object(t, "cloak of displacement"));
        assert!(names_object(t, "ring of fire resistance"));
        assert!(names_object(t, "amulet of ESP"));
        assert!(names_object(t, "pickax"));
        assert!(!names_object(t, "dagger of fire"));
        assert!(!names_object(t, "low boots of speed"));
    }
}
