//! actions

pub mod apply;
pub mod do_name;
pub mod dothrow;
pub mod eat;
pub mod getpos;
pub mod lock;
pub mod look;
pub mod pickup;
pub mod potion;
pub mod read;
pub mod zap;
