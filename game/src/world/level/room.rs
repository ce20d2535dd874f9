//! Rooms and subrooms (`struct mkroom`), the room types of mkroom.h, and
//! which rooms a square belongs to (hack.c's `in_rooms`).

use super::{COLNO, Level, ROWNO};
use serde::{Deserialize, Serialize};

/// Room limits (`MAXNROFROOMS`, `MAX_SUBROOMS`, `DOORMAX`).
pub const MAXNROFROOMS: usize = 40;
pub const MAX_SUBROOMS: usize = 24;
pub const DOORMAX: usize = 120;

/// Location room numbers (`NO_ROOM`, `SHARED`, `SHARED_PLUS`,
/// `ROOMOFFSET`).
pub const NO_ROOM: u8 = 0;
pub const SHARED: u8 = 1;
pub const SHARED_PLUS: u8 = 2;
pub const ROOMOFFSET: u8 = 3;

/// Room types (`roomtype_types`).
pub mod rtype {
    pub const OROOM: u8 = 0;
    pub const COURT: u8 = 2;
    pub const SWAMP: u8 = 3;
    pub const VAULT: u8 = 4;
    pub const BEEHIVE: u8 = 5;
    pub const MORGUE: u8 = 6;
    pub const BARRACKS: u8 = 7;
    pub const ZOO: u8 = 8;
    pub const DELPHI: u8 = 9;
    pub const TEMPLE: u8 = 10;
    pub const LEPREHALL: u8 = 11;
    pub const COCKNEST: u8 = 12;
    pub const ANTHOLE: u8 = 13;
    pub const SHOPBASE: u8 = 14;
    pub const ARMORSHOP: u8 = 15;
    pub const SCROLLSHOP: u8 = 16;
    pub const POTIONSHOP: u8 = 17;
    pub const WEAPONSHOP: u8 = 18;
    pub const FOODSHOP: u8 = 19;
    pub const RINGSHOP: u8 = 20;
    pub const WANDSHOP: u8 = 21;
    pub const TOOLSHOP: u8 = 22;
    pub const BOOKSHOP: u8 = 23;
    pub const FODDERSHOP: u8 = 24;
    pub const CANDLESHOP: u8 = 25;
    /// Highest valid type; shops from here up are never random.
    pub const MAXRTYPE: u8 = CANDLESHOP;
    pub const UNIQUESHOP: u8 = CANDLESHOP;
}

/// One room or subroom.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct MkRoom {
    /// Interior bounds (walls are one beyond).
    pub lx: i32,
    pub hx: i32,
    pub ly: i32,
    pub hy: i32,
    pub rtype: u8,
    /// The type as made, kept when `rtype` is cleared (`orig_rtype`).
    pub orig_rtype: u8,
    pub rlit: bool,
    /// sp_lev: the room still wants its contents (`needfill`).
    pub needfill: u8,
    /// sp_lev: the room takes part in corridor joining (`needjoining`).
    pub needjoining: bool,
    /// Its doors are `doors[fdoor .. fdoor + doorct]`.
    pub doorct: i32,
    pub fdoor: i32,
    /// Indices into the level's subrooms.
    pub sbrooms: Vec<usize>,
    /// Non-rectangular (made from a map region).
    pub irregular: bool,
    /// The priest, shopkeeper or guard who keeps it (`resident`), by
    /// monster id.
    pub resident: Option<u32>,
}

impl MkRoom {
    /// Whether (x, y) lies inside the room's interior.
    pub fn inside(&self, x: i32, y: i32) -> bool {
        x >= self.lx && x <= self.hx && y >= self.ly && y <= self.hy
    }
    /// Whether (x, y) lies inside the room or on its walls.
    pub fn inside_with_walls(&self, x: i32, y: i32) -> bool {
        x >= self.lx - 1 && x <= self.hx + 1 && y >= self.ly - 1 && y <= self.hy + 1
    }
    pub fn is_shop(&self) -> bool {
        self.rtype >= rtype::SHOPBASE
    }
}

/// Which room: an ordinary room (`rooms[i]`) or a subroom
/// (`subrooms[i]`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RoomId {
    Main(usize),
    Sub(usize),
}

impl RoomId {
    /// The `roomno` locations of this room carry (`index + ROOMOFFSET`,
    /// subrooms counted after `MAXNROFROOMS + 1` main slots as NetHack's
    /// single rooms array places them).
    pub fn roomno(self) -> u8 {
        let i = match self {
            RoomId::Main(i) => i,
            RoomId::Sub(i) => MAXNROFROOMS + 1 + i,
        };
        (i + ROOMOFFSET as usize).min(u8::MAX as usize) as u8
    }

    /// The room a location's `roomno` names, if it names one.
    pub fn from_roomno(roomno: u8) -> Option<RoomId> {
        let i = (roomno as usize).checked_sub(ROOMOFFSET as usize)?;
        Some(if i <= MAXNROFROOMS { RoomId::Main(i) } else { RoomId::Sub(i - MAXNROFROOMS - 1) })
    }
}

/// The room numbers (`roomno + ...`) of the rooms whose floor or walls
/// hold (x, y), restricted to rooms of type `typewanted` (0: any;
/// SHOPBASE: any shop) (`in_rooms`). Listed as NetHack builds its
/// string, last found first.
pub fn in_rooms(lev: &Level, x: i32, y: i32, typewanted: u8) -> Vec<u8> {
    let goodtype = |rno: u8| {
        if typewanted == 0 {
            return true;
        }
        let found = lev.room_by_no(rno).map_or(0, |r| r.rtype);
        found == typewanted || (typewanted == rtype::SHOPBASE && found > rtype::SHOPBASE)
    };
    let mut out: Vec<u8> = Vec::new();
    let step = match lev.at(x, y).roomno {
        NO_ROOM => return out,
        SHARED => 2,
        SHARED_PLUS => 1,
        rno => {
            if goodtype(rno) {
                out.push(rno);
            }
            return out;
        }
    };
    let (mut min_x, mut max_x) = (x - 1, x + 1);
    if x < 1 {
        min_x += step;
    } else if x >= COLNO as i32 {
        max_x -= step;
    }
    let mut min_y = y - 1;
    let mut max_y_offset = 2;
    if min_y < 0 {
        min_y += step;
        max_y_offset -= step;
    } else if min_y + max_y_offset >= ROWNO as i32 {
        max_y_offset -= step;
    }
    let mut xx = min_x;
    while xx <= max_x {
        let mut yy = 0;
        while yy <= max_y_offset {
            let rno = lev.at(xx, min_y + yy).roomno;
            if rno >= ROOMOFFSET && !out.contains(&rno) && goodtype(rno) {
                out.insert(0, rno);
            }
            yy += step;
        }
        xx += step;
    }
    out
}
