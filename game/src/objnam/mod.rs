//! Object naming (objnam.c): xname, doname and friends, with DynaHack's
//! property wording.

pub mod plural;

pub use plural::{makeplural, makesingular};
