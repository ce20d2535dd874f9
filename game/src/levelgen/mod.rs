//! Making levels: the special-level builder that runs compiled `.lev`
//! programs (`sp_lev`), random room-and-corridor levels (`mklev`),
//! mazes, walls and level regions (`mkmaze`), cave maps (`mkmap`), the
//! Rogue level (`extralev`), special rooms (`mkroom`), the hooks that
//! let level generation make monsters and objects (`mkhooks`), the
//! connections of random levels standing in for special ones (`standin`),
//! and the level previews of `oxhack levgen` and the studio (`levgen`,
//! `preview`, `preview_text`).
//!
//! May use: `monsters`, `objects`, `world`, `rng`.

pub mod extralev;
pub mod levgen;
pub mod mkhooks;
pub mod mklev;
pub mod mkmap;
pub mod mkmaze;
pub mod mkroom;
pub mod preview;
pub mod preview_text;
pub mod sp_lev;
pub mod standin;
