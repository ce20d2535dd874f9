//! Name tables the checker resolves against: traps, room types, map
//! characters (lev_main.c), and monsters and objects from the embedded
//! OxHack tables, which list NetHack 3.6.7's in the same order.

use oxhack_defs::Tables;
use oxhack_defs::enums::OClass;

/// Trap names and numbers (`trap_types[]`).
pub const TRAPS: &[(&str, i64)] = &[
    ("arrow", 1),
    ("dart", 2),
    ("falling rock", 3),
    ("board", 4),
    ("bear", 5),
    ("land mine", 6),
    ("rolling boulder", 7),
    ("sleep gas", 8),
    ("rust", 9),
    ("fire", 10),
    ("pit", 11),
    ("spiked pit", 12),
    ("hole", 13),
    ("trap door", 14),
    ("teleport", 15),
    ("level teleport", 16),
    ("magic portal", 17),
    ("web", 18),
    ("statue", 19),
    ("magic", 20),
    ("anti magic", 21),
    ("polymorph", 22),
    ("vibrating square", 23),
];

/// Room type names and numbers (`room_types[]`; 1 is unused).
pub const ROOM_TYPES: &[(&str, i64)] = &[
    ("ordinary", 0),
    ("throne", 2),
    ("swamp", 3),
    ("vault", 4),
    ("beehive", 5),
    ("morgue", 6),
    ("barracks", 7),
    ("zoo", 8),
    ("delphi", 9),
    ("temple", 10),
    ("anthole", 13),
    ("cocknest", 12),
    ("leprehall", 11),
    ("shop", 14),
    ("armor shop", 15),
    ("scroll shop", 16),
    ("potion shop", 17),
    ("weapon shop", 18),
    ("food shop", 19),
    ("ring shop", 20),
    ("wand shop", 21),
    ("tool shop", 22),
    ("book shop", 23),
    ("health food shop", 24),
    ("candle shop", 25),
];

/// `OROOM`.
pub const OROOM: i64 = 0;
/// `MAXRTYPE`.
pub const MAXRTYPE: i64 = 25;
/// `INVALID_TYPE`.
pub const INVALID_TYPE: i64 = 127;
/// `MAX_TYPE`.
pub const MAX_TYPE: i64 = 36;

pub fn trap(name: &str) -> Option<i64> {
    TRAPS.iter().find(|(n, _)| *n == name).map(|(_, v)| *v)
}

pub fn room_type(name: &str) -> Option<i64> {
    ROOM_TYPES.iter().find(|(n, _)| *n == name).map(|(_, v)| *v)
}

/// `what_map_char`: the terrain type of a map character, or INVALID_TYPE.
pub fn what_map_char(c: u8) -> i64 {
    oxhack_vm::terrain::from_map_char(c).map_or(INVALID_TYPE, i64::from)
}

/// `def_char_to_monclass`: the monster class with this symbol.
pub fn monster_class(c: u8) -> Option<u8> {
    // Classes are the values of the monsters' `mlet`; scan the symbols.
    oxhack_defs::enums::MonClass::ALL.iter().find(|m| m.symbol() == c && c != 0).map(|m| m.value())
}

/// `def_char_to_objclass`.
pub fn object_class(c: u8) -> Option<OClass> {
    OClass::from_symbol(c)
}

/// `get_monster_id`: exact name first, then case-insensitive; with a class
/// symbol, only monsters of that class. Returns the index and whether the
/// match needed case folding.
pub fn monster(t: &Tables, name: &str, class: Option<u8>) -> Option<(usize, bool)> {
    let in_class = |m: &oxhack_defs::Permonst| class.is_none_or(|c| m.mlet.value() == c);
    if let Some(i) = t.monsters.iter().position(|m| in_class(m) && m.name == name) {
        return Some((i, false));
    }
    t.monsters.iter().position(|m| in_class(m) && m.name.eq_ignore_ascii_case(name)).map(|i| (i, true))
}

/// `get_object_id`: as [`monster`], over the objects of one class (all
/// objects when `class` is `None`).
pub fn object(t: &Tables, name: &str, class: Option<OClass>) -> Option<(usize, bool)> {
    let first = class.and_then(|c| t.objects.iter().position(|o| o.class == c)).unwrap_or(0);
    let run = t.objects[first..].iter().take_while(|o| class.is_none_or(|c| o.class == c));
    let names: Vec<(usize, &str)> =
        run.enumerate().filter_map(|(i, o)| Some((first + i, o.name.as_deref()?))).collect();
    if let Some((i, _)) = names.iter().find(|(_, n)| *n == name) {
        return Some((*i, false));
    }
    names.iter().find(|(_, n)| n.eq_ignore_ascii_case(name)).map(|(i, _)| (*i, true))
}

/// All monster names, for suggestions.
pub fn monster_names(t: &Tables) -> Vec<&str> {
    t.monsters.iter().map(|m| m.name.as_str()).collect()
}

/// All object names, for suggestions.
pub fn object_names(t: &Tables) -> Vec<&str> {
    t.objects.iter().filter_map(|o| o.name.as_deref()).collect()
}
