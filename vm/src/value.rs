//! Operands of PUSH and the packed 64-bit forms NetHack uses for them.
//!
//! A `.lev` file stores coordinates, regions, map characters, monsters
//! and objects as 64-bit integers with fields packed into the low 32 bits
//! (`sp_lev.h`). [`Operand`] keeps the raw value, so a program re-encodes
//! byte for byte (quirks included); the packing helpers here give the
//! fields names.

use serde::{Deserialize, Serialize};

/// The operand of a PUSH (`struct opvar`), tagged by its SPOVAR type.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Operand {
    /// SPOVAR_NULL 0.
    Null,
    /// SPOVAR_INT 1.
    Int(i64),
    /// SPOVAR_STRING 2: text or a MAP body (raw bytes).
    Str(Vec<u8>),
    /// SPOVAR_VARIABLE 3: a variable's name.
    Var(Vec<u8>),
    /// SPOVAR_COORD 4: see [`coord`].
    Coord(i64),
    /// SPOVAR_REGION 5: see [`region`].
    Region(i64),
    /// SPOVAR_MAPCHAR 6: see [`mapchar`].
    MapChar(i64),
    /// SPOVAR_MONST 7: see [`monst`].
    Monst(i64),
    /// SPOVAR_OBJ 8: see [`obj`].
    Obj(i64),
    /// SPOVAR_SEL 9: a selection grid (only made at run time).
    Sel(Vec<u8>),
}

/// SPOVAR_* type numbers.
pub mod spovar {
    pub const NULL: i8 = 0;
    pub const INT: i8 = 1;
    pub const STRING: i8 = 2;
    pub const VARIABLE: i8 = 3;
    pub const COORD: i8 = 4;
    pub const REGION: i8 = 5;
    pub const MAPCHAR: i8 = 6;
    pub const MONST: i8 = 7;
    pub const OBJ: i8 = 8;
    pub const SEL: i8 = 9;
    /// Compile-time flag for array variables; never in a file.
    pub const ARRAY: i8 = 0x40;
}

impl Operand {
    /// The SPOVAR type number.
    pub fn spovar(&self) -> i8 {
        match self {
            Operand::Null => spovar::NULL,
            Operand::Int(_) => spovar::INT,
            Operand::Str(_) => spovar::STRING,
            Operand::Var(_) => spovar::VARIABLE,
            Operand::Coord(_) => spovar::COORD,
            Operand::Region(_) => spovar::REGION,
            Operand::MapChar(_) => spovar::MAPCHAR,
            Operand::Monst(_) => spovar::MONST,
            Operand::Obj(_) => spovar::OBJ,
            Operand::Sel(_) => spovar::SEL,
        }
    }

    /// The name levdump and our listings use for the type.
    pub fn type_name(&self) -> &'static str {
        match self {
            Operand::Null => "null",
            Operand::Int(_) => "int",
            Operand::Str(_) => "str",
            Operand::Var(_) => "var",
            Operand::Coord(_) => "coord",
            Operand::Region(_) => "region",
            Operand::MapChar(_) => "mapchar",
            Operand::Monst(_) => "monst",
            Operand::Obj(_) => "obj",
            Operand::Sel(_) => "sel",
        }
    }
}

/// Packed coordinates: `x | y << 16`, bit 24 = random, bits 0..6 of a
/// random coordinate = placement flags.
pub mod coord {
    pub const RANDOM: i64 = 0x0100_0000;
    pub const DRY: i64 = 0x01;
    pub const WET: i64 = 0x02;
    pub const HOT: i64 = 0x04;
    pub const SOLID: i64 = 0x08;
    pub const ANY_LOC: i64 = 0x10;
    pub const NO_LOC_WARN: i64 = 0x20;
    pub const SPACELOC: i64 = 0x40;

    pub fn pack(x: i64, y: i64) -> i64 {
        (x & 0xff) | ((y & 0xff) << 16)
    }
    pub fn x(v: i64) -> i64 {
        v & 0xff
    }
    pub fn y(v: i64) -> i64 {
        (v >> 16) & 0xff
    }
    pub fn is_random(v: i64) -> bool {
        v & RANDOM != 0
    }
    /// The placement flags of a random coordinate.
    pub fn flags(v: i64) -> i64 {
        v & 0x7f
    }
}

/// Packed regions: `x1 | y1 << 8 | x2 << 16 | y2 << 24`.
pub mod region {
    pub fn pack(x1: i64, y1: i64, x2: i64, y2: i64) -> i64 {
        (x1 & 0xff) | ((y1 & 0xff) << 8) | ((x2 & 0xff) << 16) | ((y2 & 0xff) << 24)
    }
    /// `(x1, y1, x2, y2)`, each an unsigned byte.
    pub fn unpack(v: i64) -> (i64, i64, i64, i64) {
        (v & 0xff, (v >> 8) & 0xff, (v >> 16) & 0xff, (v >> 24) & 0xff)
    }
}

/// Packed map characters: `typ | (lit + 10) << 8`.
pub mod mapchar {
    pub fn pack(typ: i64, lit: i64) -> i64 {
        (typ & 0xff) | (((lit + 10) & 0xffff) << 8)
    }
    pub fn typ(v: i64) -> i64 {
        v & 0xff
    }
    /// -2 not given, -1 random, 0 unlit, 1 lit.
    pub fn lit(v: i64) -> i64 {
        ((v >> 8) & 0xffff) - 10
    }
}

/// Packed monsters: `class symbol | (index + 10) << 8`; -1 means random.
pub mod monst {
    pub fn pack(class: u8, index: i64) -> i64 {
        class as i64 | (((index + 10) & 0xffff) << 8)
    }
    pub fn class(v: i64) -> u8 {
        (v & 0xff) as u8
    }
    /// The monster index, -1 for "any of the class".
    pub fn index(v: i64) -> i64 {
        ((v >> 8) & 0xffff) - 10
    }
}

/// Packed objects: `class | (index + 10) << 8`; class 1 forces the exact
/// object; -1 means random.
pub mod obj {
    pub fn pack(class: u8, index: i64) -> i64 {
        class as i64 | (((index + 10) & 0xffff) << 8)
    }
    pub fn class(v: i64) -> u8 {
        (v & 0xff) as u8
    }
    pub fn index(v: i64) -> i64 {
        ((v >> 8) & 0xffff) - 10
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packing_round_trips() {
        let c = coord::pack(12, 7);
        assert_eq!((coord::x(c), coord::y(c)), (12, 7));
        assert_eq!(mapchar::pack(24, -2), 0x818);
        assert_eq!(mapchar::lit(0x818), -2);
        let m = monst::pack(b'd', -1);
        assert_eq!((monst::class(m), monst::index(m)), (b'd', -1));
        assert_eq!(region::unpack(region::pack(1, 2, 3, 4)), (1, 2, 3, 4));
    }
}
