//! The hero's commands that act through objects and the senses: picking
//! up and dropping (`pickup`, `do_drop` with altars), eating (`eat`),
//! quaffing (`potion`), reading and casting (`read`), zapping (`zap`),
//! applying tools (`apply`, `lock`), picking and forcing locks
//! (`picklock`, `force`), writing
//! on the floor (`engrave`), throwing
//! and firing (`dothrow`), naming (`do_name`, `getpos`), and looking
//! (`look`).
//!
//! May use: `combat`, `hero`, `monsters`, `objects`, `world`, `ui`,
//! `rng`.

pub mod apply;
pub mod boomerang;
pub mod dbridge;
pub mod do_drop;
pub mod do_name;
pub mod dothrow;
pub mod eat;
pub mod engrave;
pub mod enlighten;
pub mod explode;
pub mod force;
pub mod getpos;
pub mod invoke;
pub mod lock;
pub mod look;
pub mod monability;
pub mod music;
pub mod picklock;
pub mod pickup;
pub mod potion;
pub mod read;
pub mod sit;
pub mod toss;
pub mod turn;
pub mod untrap;
pub mod vicinity;
pub mod wipe;
pub mod zap;
