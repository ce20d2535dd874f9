//! The world as data, and what is computed straight from it: the
//! dungeon's layout and where its special levels come from (`dungeon`,
//! `levels`), a level's map, rooms, traps and engravings (`level`,
//! `rect`; `engrave` wears engravings away), the records of the things that live there (`obj` for objects,
//! `monst` and `mondata` for monsters, `body` for their body shapes, `hero` and `you` for the hero),
//! what the hero sees (`vision`) and remembers (`display`), and how the
//! map looks (`glyph`, `wallmode`: display.c's symbols and wall modes;
//! `hcolor`: colours as a hallucinating hero names them).
//!
//! May use: `ui` (screen cells and options) and `rng`. It is the floor
//! the other subsystems stand on; they add behaviour to these records,
//! the records know nothing of them.

pub mod body;
pub mod content;
pub mod display;
pub mod dungeon;
pub mod engrave;
pub mod glyph;
pub mod hcolor;
pub mod hero;
pub mod level;
pub mod levels;
pub mod mondata;
pub mod monst;
pub mod obj;
pub mod rect;
pub mod swallow;
pub mod vision;
pub mod wallmode;
pub mod you;
