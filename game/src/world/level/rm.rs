//! One map location (`struct rm`) and the terrain predicates of rm.h.

use oxhack_vm::terrain::*;
use serde::{Deserialize, Serialize};

/// Door states (`doormask`).
pub const D_NODOOR: u8 = 0;
pub const D_BROKEN: u8 = 1;
pub const D_ISOPEN: u8 = 2;
pub const D_CLOSED: u8 = 4;
pub const D_LOCKED: u8 = 8;
pub const D_TRAPPED: u8 = 16;
/// Only in level descriptions: the door is secret (an SDOOR).
pub const D_SECRET: u8 = 32;

/// Altar flags beside the alignment (`altarmask`).
pub const AM_NONE: u8 = 0;
pub const AM_CHAOTIC: u8 = 1;
pub const AM_NEUTRAL: u8 = 2;
pub const AM_LAWFUL: u8 = 4;
pub const AM_MASK: u8 = 7;
pub const AM_SHRINE: u8 = 8;

/// Drawbridge direction and what lies beneath (`drawbridgemask`).
pub const DB_NORTH: u8 = 0;
pub const DB_SOUTH: u8 = 1;
pub const DB_EAST: u8 = 2;
pub const DB_WEST: u8 = 3;
pub const DB_DIR: u8 = 3;
pub const DB_MOAT: u8 = 0;
pub const DB_LAVA: u8 = 4;
pub const DB_ICE: u8 = 8;
pub const DB_FLOOR: u8 = 16;
pub const DB_UNDER: u8 = 28;

/// Wall information (`wall_info`): mode bits and dig/phase exceptions.
pub const WM_MASK: u8 = 0x07;
pub const W_NONDIGGABLE: u8 = 0x08;
pub const W_NONPASSWALL: u8 = 0x10;

/// Ladder direction (`ladder`).
pub const LA_UP: u8 = 1;
pub const LA_DOWN: u8 = 2;

/// Ice that was a pool or moat (`icedpool`).
pub const ICED_POOL: u8 = 8;
pub const ICED_MOAT: u8 = 16;

/// Fountain, throne and tree loot flags (`looted`).
pub const F_LOOTED: u8 = 1;
pub const F_WARNED: u8 = 2;
pub const T_LOOTED: u8 = 1;
pub const TREE_LOOTED: u8 = 1;
pub const TREE_SWARM: u8 = 2;
pub const S_LPUDDING: u8 = 1;
pub const S_LDWASHER: u8 = 2;
pub const S_LRING: u8 = 4;

/// One map location. `flags` holds the per-type extra (door state, altar
/// alignment, wall mode, ladder direction, ...) as NetHack overlays them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rm {
    pub typ: u8,
    /// Directions the hero has seen this location from (`seenv`).
    pub seenv: u8,
    pub flags: u8,
    pub horizontal: bool,
    pub lit: bool,
    pub waslit: bool,
    /// Room number (`roomno`): NO_ROOM, SHARED, SHARED_PLUS or a room's
    /// index plus ROOMOFFSET.
    pub roomno: u8,
    /// Boundary of a special room (`edge`).
    pub edge: bool,
    /// Diggable despite the level's rules (`candig`).
    pub candig: bool,
}

impl Default for Rm {
    fn default() -> Self {
        Rm::STONE
    }
}

impl Rm {
    /// Unlit solid rock, as a level starts.
    pub const STONE: Rm = Rm {
        typ: STONE,
        seenv: 0,
        flags: 0,
        horizontal: false,
        lit: false,
        waslit: false,
        roomno: 0,
        edge: false,
        candig: false,
    };

    pub fn doormask(&self) -> u8 {
        self.flags
    }
    pub fn set_doormask(&mut self, m: u8) {
        self.flags = m;
    }
    pub fn altarmask(&self) -> u8 {
        self.flags
    }
    pub fn wall_info(&self) -> u8 {
        self.flags
    }
    pub fn drawbridgemask(&self) -> u8 {
        self.flags
    }
    pub fn ladder(&self) -> u8 {
        self.flags
    }
}

/// Any kind of wall, including the drawbridge's wall (`IS_WALL`).
pub fn is_wall(typ: u8) -> bool {
    typ != STONE && typ <= DBWALL
}
/// Walls and solid rock (`IS_STWALL`).
pub fn is_stwall(typ: u8) -> bool {
    typ <= DBWALL
}
/// Rock, walls, trees, secret doors and corridors (`IS_ROCK`).
pub fn is_rock(typ: u8) -> bool {
    typ < POOL
}
pub fn is_door(typ: u8) -> bool {
    typ == DOOR
}
pub fn is_tree(typ: u8) -> bool {
    typ == TREE
}
/// Passable terrain (`ACCESSIBLE`).
pub fn accessible(typ: u8) -> bool {
    typ >= DOOR
}
/// Room floor and furniture (`IS_ROOM`).
pub fn is_room(typ: u8) -> bool {
    typ >= ROOM
}
/// Not a wall or rock: can hold an object (`ZAP_POS`).
pub fn zap_pos(typ: u8) -> bool {
    typ >= POOL
}
/// Space for a monster or object (`SPACE_POS`).
pub fn space_pos(typ: u8) -> bool {
    typ > DOOR
}
pub fn is_pool(typ: u8) -> bool {
    (POOL..=DRAWBRIDGE_UP).contains(&typ)
}
pub fn is_furniture(typ: u8) -> bool {
    (STAIRS..=ALTAR).contains(&typ)
}
pub fn is_air(typ: u8) -> bool {
    typ == AIR || typ == CLOUD
}
pub fn is_drawbridge(typ: u8) -> bool {
    typ == DRAWBRIDGE_UP || typ == DRAWBRIDGE_DOWN
}
pub fn is_sdoor(typ: u8) -> bool {
    typ == SDOOR
}
