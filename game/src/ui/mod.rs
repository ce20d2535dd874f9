//! The user interface layer: the core's interface to front ends and
//! NetHack's tty window port.
//!
//! - [`port`]: [`WindowPort`], what the rules call to show messages, ask
//!   questions and read keys (NetHack's `window_procs`), and [`Term`],
//!   what a front end provides (a screen to draw, keys to read).
//! - [`wintty`]: [`TtyWindow`], the tty window port: message line,
//!   `--More--`, prompts, menus, composed over the map into a [`Screen`].
//! - [`screen`], [`menu`], [`keys`]: the values that cross the interface.
//! - [`options`]: the player's options (`.oxhackrc`, `O`).
//! - [`rules`]: the rules mode (`rules:oxhack`) and the options it sets.
//! - [`robot`]: a [`Term`] that presses random keys, for soak tests.
//!
//! May use: nothing else of the game but [`crate::rng`]. Nothing here
//! knows the rules or `Game`; the game composes the map and status lines
//! and hands them over, so every front end (the terminal, robots, tests,
//! a web page) sees the same screens.

pub mod keys;
pub mod menu;
pub mod options;
pub mod port;
pub mod robot;
pub mod rules;
pub mod screen;
pub mod wintty;

pub use keys::{ESC, ctrl};
pub use menu::{Menu, MenuItem, PickHow};
pub use port::{Event, Headless, Term, WindowPort};
pub use screen::{Attr, Cell, Screen};
pub use wintty::TtyWindow;
