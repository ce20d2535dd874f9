//! Town life: the people of the dungeon the hero deals with rather than
//! fights: shopkeepers and their bills (shk.c), temple priests and
//! donations (priest.c), the Oracle's consultations (rumors.c's
//! `doconsult`), vault guards (vault.c), and what monsters say when
//! chatted to (sounds.c's `dochat`/`domonnoise`).
//!
//! May use: `combat`, `hero`, `levelgen`, `monsters`, `objects`, `world`,
//! `ui`, `save`, `rng`.

pub mod shk;
