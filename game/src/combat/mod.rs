//! The hero fighting and being hurt by the world: the hero's attacks
//! (`uhitm`, `artihit`), kicking (`dokick`), and traps (`trap`).
//!
//! May use: `hero`, `monsters`, `objects`, `world`, `ui`, `rng`.

pub mod artihit;
pub mod attack;
pub mod dokick;
pub mod hmonas;
pub mod kick_sink;
pub mod noisy_hit;
pub mod trap;
pub mod twoweapon;
pub mod uhitm;
