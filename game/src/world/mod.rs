//! world

pub mod display;
pub mod dungeon;
pub mod glyph;
pub mod hero;
pub mod level;
pub mod levels;
pub mod mondata;
pub mod monst;
pub mod obj;
pub mod rect;
pub mod vision;
pub mod wallmode;
pub mod you;
