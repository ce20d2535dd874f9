//! What a level holds besides terrain: stairways, level-change areas,
//! floor objects, traps (trap.h) and engravings (engrave.h).

use super::DLevel;
use crate::world::obj::Obj;
use serde::{Deserialize, Serialize};

/// Stairs or a ladder and where it leads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stairway {
    pub x: i32,
    pub y: i32,
    /// The level it leads to (for branch stairs, `sstairs.tolev`).
    pub tolev: DLevel,
    pub up: bool,
}

/// A rectangle where arrivals land, minus an excluded rectangle
/// (`dest_area`); all zero means "anywhere".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct DestArea {
    pub lx: i32,
    pub ly: i32,
    pub hx: i32,
    pub hy: i32,
    pub nlx: i32,
    pub nly: i32,
    pub nhx: i32,
    pub nhy: i32,
}

/// An object lying at a position.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FloorObj {
    pub x: i32,
    pub y: i32,
    pub obj: Obj,
}

/// Trap types (`trap_types`).
pub mod ttyp {
    pub const NO_TRAP: u8 = 0;
    pub const ARROW_TRAP: u8 = 1;
    pub const DART_TRAP: u8 = 2;
    pub const ROCKTRAP: u8 = 3;
    pub const SQKY_BOARD: u8 = 4;
    pub const BEAR_TRAP: u8 = 5;
    pub const LANDMINE: u8 = 6;
    pub const ROLLING_BOULDER_TRAP: u8 = 7;
    pub const SLP_GAS_TRAP: u8 = 8;
    pub const RUST_TRAP: u8 = 9;
    pub const FIRE_TRAP: u8 = 10;
    pub const PIT: u8 = 11;
    pub const SPIKED_PIT: u8 = 12;
    pub const HOLE: u8 = 13;
    pub const TRAPDOOR: u8 = 14;
    pub const TELEP_TRAP: u8 = 15;
    pub const LEVEL_TELEP: u8 = 16;
    pub const MAGIC_PORTAL: u8 = 17;
    pub const WEB: u8 = 18;
    pub const STATUE_TRAP: u8 = 19;
    pub const MAGIC_TRAP: u8 = 20;
    pub const ANTI_MAGIC: u8 = 21;
    pub const POLY_TRAP: u8 = 22;
    pub const VIBRATING_SQUARE: u8 = 23;
    pub const TRAPNUM: u8 = 24;

    /// Trap names as the game shows them (`defsyms` explanations).
    pub const NAMES: [&str; TRAPNUM as usize] = [
        "",
        "arrow trap",
        "dart trap",
        "falling rock trap",
        "squeaky board",
        "bear trap",
        "land mine",
        "rolling boulder trap",
        "sleeping gas trap",
        "rust trap",
        "fire trap",
        "pit",
        "spiked pit",
        "hole",
        "trap door",
        "teleportation trap",
        "level teleporter",
        "magic portal",
        "web",
        "statue trap",
        "magic trap",
        "anti-magic field",
        "polymorph trap",
        "vibrating square",
    ];

    pub fn is_pit(t: u8) -> bool {
        t == PIT || t == SPIKED_PIT
    }
    pub fn is_hole(t: u8) -> bool {
        t == HOLE || t == TRAPDOOR
    }
}

/// A trap (`struct trap`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Trap {
    pub tx: i32,
    pub ty: i32,
    pub ttyp: u8,
    /// The hero knows it is there.
    pub tseen: bool,
    /// Already triggered once (arrow traps run out, ...).
    pub once: bool,
    pub madeby_u: bool,
    /// Destination of a magic portal.
    pub dst: DLevel,
    /// Launch point of a rolling boulder trap.
    pub launch: Option<(i32, i32)>,
    /// Second launch point, or other per-type data (`vl`).
    pub launch2: Option<(i32, i32)>,
    /// The note a squeaky board plays (`tnote`).
    pub tnote: u8,
}

impl Trap {
    pub fn new(ttyp: u8, x: i32, y: i32) -> Trap {
        Trap {
            tx: x,
            ty: y,
            ttyp,
            tseen: false,
            once: false,
            madeby_u: false,
            dst: DLevel::default(),
            launch: None,
            launch2: None,
            tnote: 0,
        }
    }
}

/// How an engraving was made (`engr_type`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum EngrType {
    Dust = 1,
    Engrave = 2,
    Burn = 3,
    Mark = 4,
    Blood = 5,
    Headstone = 6,
}

/// Words on the floor (`struct engr`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Engraving {
    pub x: i32,
    pub y: i32,
    pub text: String,
    pub kind: EngrType,
    /// The turn it is complete (`engr_time`).
    pub time: i64,
}

/// Damage to a shop awaiting repair (`struct damage`): where, what the
/// square was (`typ`), what the shopkeeper asks for it and when it was
/// done (repairs wait `REPAIR_DELAY` turns).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Damage {
    pub x: i32,
    pub y: i32,
    pub typ: u8,
    pub cost: i64,
    pub when: i64,
}

/// What a shopkeeper charges for damage (`SHOP_DOOR_COST`,
/// `SHOP_HOLE_COST`, `SHOP_WALL_COST`; a pick-axe's dent in a wall costs
/// `SHOP_WALL_DMG`, ten times the hero's strength): here, below the
/// kicks and digs that record damage.
pub const SHOP_DOOR_COST: i64 = 400;
pub const SHOP_HOLE_COST: i64 = 200;
pub const SHOP_WALL_COST: i64 = 200;
