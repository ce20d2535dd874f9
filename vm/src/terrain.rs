//! Terrain types (`levl_typ_types` in rm.h) and the map characters that
//! stand for them in `.des` maps.

/// The terrain type names, indexed by type number (0..=36).
pub const TERRAIN_NAMES: [&str; 37] = [
    "STONE",
    "VWALL",
    "HWALL",
    "TLCORNER",
    "TRCORNER",
    "BLCORNER",
    "BRCORNER",
    "CROSSWALL",
    "TUWALL",
    "TDWALL",
    "TLWALL",
    "TRWALL",
    "DBWALL",
    "TREE",
    "SDOOR",
    "SCORR",
    "POOL",
    "MOAT",
    "WATER",
    "DRAWBRIDGE_UP",
    "LAVAPOOL",
    "IRONBARS",
    "DOOR",
    "CORR",
    "ROOM",
    "STAIRS",
    "LADDER",
    "FOUNTAIN",
    "THRONE",
    "SINK",
    "GRAVE",
    "ALTAR",
    "ICE",
    "DRAWBRIDGE_DOWN",
    "AIR",
    "CLOUD",
    "MAX_TYPE",
];

pub const STONE: u8 = 0;
pub const VWALL: u8 = 1;
pub const HWALL: u8 = 2;
pub const TLCORNER: u8 = 3;
pub const TRCORNER: u8 = 4;
pub const BLCORNER: u8 = 5;
pub const BRCORNER: u8 = 6;
pub const CROSSWALL: u8 = 7;
pub const TUWALL: u8 = 8;
pub const TDWALL: u8 = 9;
pub const TLWALL: u8 = 10;
pub const TRWALL: u8 = 11;
pub const DBWALL: u8 = 12;
pub const TREE: u8 = 13;
pub const SDOOR: u8 = 14;
pub const SCORR: u8 = 15;
pub const POOL: u8 = 16;
pub const MOAT: u8 = 17;
pub const WATER: u8 = 18;
pub const DRAWBRIDGE_UP: u8 = 19;
pub const LAVAPOOL: u8 = 20;
pub const IRONBARS: u8 = 21;
pub const DOOR: u8 = 22;
pub const CORR: u8 = 23;
pub const ROOM: u8 = 24;
pub const STAIRS: u8 = 25;
pub const LADDER: u8 = 26;
pub const FOUNTAIN: u8 = 27;
pub const THRONE: u8 = 28;
pub const SINK: u8 = 29;
pub const GRAVE: u8 = 30;
pub const ALTAR: u8 = 31;
pub const ICE: u8 = 32;
pub const DRAWBRIDGE_DOWN: u8 = 33;
pub const AIR: u8 = 34;
pub const CLOUD: u8 = 35;
/// "Leave this cell as it is" (`x` in a map).
pub const MAX_TYPE: u8 = 36;

/// Map characters and the terrain they stand for, as lev_comp reads maps.
pub const MAP_CHARS: [(u8, u8); 22] = [
    (b' ', STONE),
    (b'#', CORR),
    (b'.', ROOM),
    (b'-', HWALL),
    (b'|', VWALL),
    (b'+', DOOR),
    (b'A', AIR),
    (b'B', CROSSWALL),
    (b'C', CLOUD),
    (b'S', SDOOR),
    (b'H', SCORR),
    (b'{', FOUNTAIN),
    (b'\\', THRONE),
    (b'K', SINK),
    (b'}', MOAT),
    (b'P', POOL),
    (b'L', LAVAPOOL),
    (b'I', ICE),
    (b'W', WATER),
    (b'T', TREE),
    (b'F', IRONBARS),
    (b'x', MAX_TYPE),
];

/// The terrain a map character stands for.
pub fn from_map_char(c: u8) -> Option<u8> {
    MAP_CHARS.iter().find(|(ch, _)| *ch == c).map(|(_, t)| *t)
}

/// The map character for a terrain type, if it has one.
pub fn to_map_char(t: u8) -> Option<u8> {
    MAP_CHARS.iter().find(|(_, ty)| *ty == t).map(|(c, _)| *c)
}

/// The name of a terrain type.
pub fn name(t: u8) -> &'static str {
    TERRAIN_NAMES.get(t as usize).copied().unwrap_or("INVALID")
}
