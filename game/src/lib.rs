//! OxHack, the game.
//!
//! The rules live in this library and never touch the terminal; the
//! `oxhack` binary is a thin front end over them.

pub mod actions;
pub mod allmain;
pub mod cmd;
pub mod combat;
pub mod game;
pub mod hero;
pub mod levelgen;
pub mod monsters;
pub mod objects;
pub mod rng;
pub mod save;
pub mod ui;
pub mod world;

use oxhack_tables::tables;

/// The start-up banner with the statistics of the embedded tables.
pub fn banner() -> String {
    let t = tables();
    let magic = t.oprops.iter().filter(|p| p.random).count();
    format!(
        "OxHack {} -- NetHack 3.6's world, with magical object properties\n\
         Tables: {}\n\
         Random properties: {} ({} can appear at random, {} detrimental)\n",
        env!("CARGO_PKG_VERSION"),
        t.summary(),
        t.oprops.len(),
        magic,
        t.oprops.iter().filter(|p| p.detrimental).count(),
    )
}

#[cfg(test)]
mod tests {
    #[test]
    fn banner_reports_table_counts() {
        let b = super::banner();
        assert!(b.contains("454 objects, 382 monsters, 33 artifacts, 20 object properties"), "{b}");
    }
}
