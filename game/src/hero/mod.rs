//! hero

pub mod attrib;
pub mod botl;
pub mod do_wear;
pub mod end;
pub mod exper;
pub mod gift;
pub mod golevel;
pub mod hack;
pub mod player_selection;
pub mod pray;
pub mod role;
pub mod sacrifice;
pub mod topten;
pub mod u_init;
pub mod u_inv;
pub mod u_skills;
pub mod wield;
pub mod worn;
