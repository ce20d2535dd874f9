//! Body shapes (Crossfire's body locations, made NetHack's): which
//! equipment slots a monster's body has, compiled from `dat/bodies.def`.
//!
//! NetHack decides what a form can wear with scattered predicates
//! (`nohands`, `nolimbs`, `slithy`, `breakarm`, `sliparm`, `has_horns`,
//! the centaur test...). OxHack writes the outcome of those rules as data:
//! every monster type resolves to one [`BodyShape`], and the game's wear,
//! wield and polymorph code reads the shape's slot counts instead.

use crate::named_enum;
use serde::{Deserialize, Serialize};

named_enum! {
    /// An equipment slot of a body (Crossfire's body locations).
    pub enum Slot: u8 as "body slot" {
        Finger = 0 => "finger",
        Neck = 1 => "neck",
        Head = 2 => "head",
        Torso = 3 => "torso",
        Shoulders = 4 => "shoulders",
        Arms = 5 => "arms",
        Hands = 6 => "hands",
        Feet = 7 => "feet",
        Range = 8 => "range",
    }
}

named_enum! {
    /// What body armor does on a shape without a torso (NetHack's
    /// `breakarm` and `sliparm`).
    pub enum Outgrow: u8 as "armor outcome" {
        Break = 0 => "break",
        Slip = 1 => "slip",
    }
}

/// Number of [`Slot`]s.
pub const NSLOTS: usize = 9;

/// Every slot, in table order.
pub const SLOTS: [Slot; NSLOTS] = [
    Slot::Finger,
    Slot::Neck,
    Slot::Head,
    Slot::Torso,
    Slot::Shoulders,
    Slot::Arms,
    Slot::Hands,
    Slot::Feet,
    Slot::Range,
];

/// The most a body may have of one slot (two fingers, two hands...).
pub const MAX_SLOT_COUNT: u8 = 2;

/// One body shape (`body BODY_HUMANOID "humanoid" { ... }`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct BodyShape {
    /// `BODY_HUMANOID`.
    pub constant: String,
    /// "humanoid", as messages and `oxhack info` name it.
    pub name: String,
    /// How many of each slot the body has, indexed by [`Slot`].
    pub slots: [u8; NSLOTS],
    /// Horns on the head: only flimsy headgear fits over them.
    pub horns: u8,
    /// What happens to body armor when the body lacks a torso.
    pub outgrows: Outgrow,
    /// Objects worn even in a slot the body lacks (a hobbit's elven mithril).
    pub fits_anyway: Vec<crate::tables::Otyp>,
}

impl BodyShape {
    /// How many of `slot` the body has.
    pub fn count(&self, slot: Slot) -> u8 {
        self.slots[slot as usize]
    }
    /// Whether the body has at least one `slot`.
    pub fn has(&self, slot: Slot) -> bool {
        self.count(slot) > 0
    }
    /// Whether the body has any slot armor goes in (NetHack's
    /// `!(verysmall || nohands)` gate of `dowear` and `m_dowear`).
    pub fn wears_armor(&self) -> bool {
        [Slot::Head, Slot::Torso, Slot::Shoulders, Slot::Arms, Slot::Hands, Slot::Feet].iter().any(|&s| self.has(s))
    }
}
