//! The hero: roles and races (`role`), choosing a character
//! (`player_selection`), the starting kit (`u_init`, `u_inv`), skills,
//! attributes and experience (`u_skills`, `attrib`, `exper`), moving and
//! changing levels (`hack`, `golevel`), multi-turn actions
//! (`occupation`), wielding and wearing (`wield`, `do_wear`, `body_fit` for
//! what the form's body shape lets on, `worn`, `takeoff` for `A`, the
//! item-power limit `itempower`), prayer, sacrifice and gifts (`pray`, `sacrifice`,
//! `gift`), the status lines (`botl`), and the end of the game (`end`,
//! `topten`).
//!
//! May use: `levelgen` (a new level on arrival), `monsters`, `objects`,
//! `world`, `ui`, `save`, `rng`.

pub mod attrib;
pub mod body_fit;
pub mod botl;
pub mod do_wear;
pub mod domove_mon;
pub mod end;
pub mod endgame;
pub mod exper;
pub mod gehennom;
pub mod gift;
pub mod golevel;
pub mod hack;
pub mod itempower;
pub mod occupation;
pub mod player_selection;
pub mod playtest;
pub mod polyself;
pub mod pray;
pub mod role;
pub mod sacrifice;
pub mod sokoban;
pub mod stoned;
pub mod takeoff;
pub mod topten;
pub mod u_init;
pub mod u_inv;
pub mod u_skills;
pub mod wield;
pub mod wiztower;
pub mod worn;
