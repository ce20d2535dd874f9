//! makedefs: OxHack's build-time data compiler.
//!
//! Two jobs live here. [`tables`] compiles the definition files in `dat/`
//! (objects, monsters, artifacts, properties) into the versioned binary
//! tables the game embeds. [`compat`] holds the NetHack 3.6-compatible
//! modes (`-d -r -h -q -s -e`) that turn text sources into the game's text
//! databases, byte for byte as the C makedefs does.

pub mod compat;
pub mod tables;
