//! objects

pub mod artifact;
pub mod invent;
pub mod mkobj;
pub mod o_init;
pub mod objnam;
pub mod oprops;
pub mod weapon;
pub mod wish;
