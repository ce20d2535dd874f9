//! monsters

pub mod dog;
pub mod dogmove;
pub mod makemon;
pub mod mhitm;
pub mod mhitu;
pub mod mon;
pub mod monmove;
pub mod monnam;
pub mod mthrowu;
pub mod priest;
pub mod shknam;
pub mod steal;
