//! combat

pub mod artihit;
pub mod dokick;
pub mod trap;
pub mod uhitm;
