//! What objects are: object types shuffled per game (`o_init`), making
//! objects (`mkobj`), random magical properties (`oprops`), artifacts,
//! naming (`objnam`), wishing (`wish`), the inventory and `getobj`
//! (`invent`), what is in use (`inuse`), treasure lists (`treasure`), `#adjust` (`organize`), and weapon numbers shared by hero and monsters (`weapon`:
//! to-hit, damage, skills).
//!
//! May use: `world`, `ui`, `rng`.

pub mod affix;
pub mod affix_stats;
pub mod artifact;
pub mod inuse;
pub mod invent;
pub mod itempower;
pub mod mkobj;
pub mod o_init;
pub mod objnam;
pub mod oprops;
pub mod organize;
pub mod price;
pub mod propdoc;
pub mod theme;
pub mod treasure;
pub mod weapon;
pub mod wish;
