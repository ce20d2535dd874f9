//! levelgen

pub mod extralev;
pub mod levgen;
pub mod mkhooks;
pub mod mklev;
pub mod mkmap;
pub mod mkmaze;
pub mod mkroom;
pub mod sp_lev;
