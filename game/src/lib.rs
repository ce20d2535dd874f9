//! OxHack's game core: the rules of NetHack 3.6 with random magical
//! object properties, as a library with no terminal, no signals and no
//! process handling. The `oxhack` binary (the `oxhack/` crate) is a thin
//! front end over it; the soak robots and the tests are others.
//!
//! # Driving a game
//! A front end makes a [`game::Game`] (new with [`game::NewGame`], or
//! restored with [`save::restore`]), gives it a [`ui::Term`] with
//! [`Game::set_term`](game::Game::set_term), and runs
//! [`Game::moveloop`](game::Game::moveloop) (or one action at a time with
//! [`Game::step`](game::Game::step)). The game takes keys from the
//! terminal, shows it whole screens, and tells it of events ([`ui::Event`]:
//! messages, saves, the end). When the terminal's input is gone
//! ([`ui::Term::read_key`] answers `None`), the loop stops with
//! [`Game::hangup`](game::Game::hangup) set, and the front end saves.
//!
//! ```
//! use oxhack_game::game::{Game, NewGame};
//! use oxhack_game::ui::{Screen, Term};
//!
//! /// A terminal that types `keys`, then goes away, keeping the last screen.
//! struct Script { keys: Vec<char>, last: Option<Screen> }
//! impl Term for Script {
//!     fn size(&self) -> (usize, usize) { (80, 24) }
//!     fn draw(&mut self, s: &Screen) { self.last = Some(s.clone()); }
//!     fn read_key(&mut self) -> Option<char> { self.keys.pop() }
//! }
//!
//! let mut g = Game::new(NewGame::quick(42)).unwrap();
//! g.set_term(Box::new(Script { keys: vec!['s', 's'], last: None }));
//! g.moveloop();
//! assert!(g.hangup() && g.over.is_none());
//! assert!(g.moves >= 3, "two searches took two turns");
//! assert!(g.screen().text().contains("Agnar the Stripling"));
//! ```
//!
//! # Layout
//! Modules are grouped by subsystem, each folder keeping NetHack's file
//! and function names (`mhitu`, `dog_move`, `mkroom`). Folders use only
//! folders below them, in this order (a test, `tests/layers.rs`, holds
//! the line):
//!
//! 1. [`ui`]: the window port and the interface to front ends.
//! 2. [`world`]: the dungeon, levels, and the records of objects,
//!    monsters and the hero; vision and map memory.
//! 3. [`objects`]: making, naming and wishing for objects; properties.
//! 4. [`monsters`]: making monsters, their movement and attacks, pets.
//! 5. [`levelgen`]: special levels, random levels, mazes, special rooms.
//! 6. [`hero`]: the hero's life: roles, skills, wearing, prayer, the end.
//! 7. [`combat`]: the hero's attacks, kicking, traps.
//! 8. [`town`]: shops, temples and priests, the Oracle, vault guards.
//! 9. [`actions`]: eating, quaffing, reading, zapping, applying, throwing.
//! 10. [`cmd`]: reading commands and dispatching them.
//!
//! At the top, [`allmain`] runs the main loop and [`save`] writes and
//! reads save files; above it all, [`replay`] records games and plays
//! them back. [`game`] is the hub: `Game` gathers every
//! subsystem's state, and each subsystem adds its rules to `Game` in its
//! own `impl Game` blocks.

pub mod actions;
pub mod allmain;
pub mod cmd;
pub mod combat;
pub mod game;
pub mod hero;
pub mod levelgen;
pub mod monsters;
pub mod objects;
pub mod replay;
pub mod rng;
pub mod save;
pub mod town;
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
         Random properties: {} ({} can appear at random, {} detrimental)\n\
         Treasure lists: {} ({} monster, {} container and {} room bindings)\n\
         {}\n\
         {}\
         Body shapes: {} (every monster has one)\n\
         Affixes: {} ({} of the property document, {} OxHack's), themes: {}\n",
        env!("CARGO_PKG_VERSION"),
        t.summary(),
        t.oprops.len(),
        magic,
        t.oprops.iter().filter(|p| p.detrimental).count(),
        t.treasure.lists.len(),
        t.treasure.monsters.len(),
        t.treasure.containers.len(),
        t.treasure.rooms.len(),
        crate::objects::propdoc::banner_line(),
        item_power_line(t),
        t.bodies.len(),
        t.oprops.len(),
        crate::objects::oprops::document_props(t).count(),
        t.oprops.len() - crate::objects::oprops::document_props(t).count(),
        t.themes.len(),
    )
}

/// The banner's line about item power (`dat/itempower.def`).
fn item_power_line(t: &oxhack_defs::Tables) -> String {
    let ip = &t.item_power;
    format!(
        "Item power: {} affix, {} base type and {} artifact weights; limit {} + {} x XL; rare from {}, legendary from {}\n",
        ip.affixes.len(),
        ip.bases.len(),
        ip.artifacts.len(),
        ip.limit_base,
        ip.limit_per_level,
        ip.rare,
        ip.legendary
    )
}

#[cfg(test)]
mod tests {
    #[test]
    fn banner_reports_table_counts() {
        let b = super::banner();
        assert!(b.contains("454 objects, 382 monsters, 33 artifacts, 31 object properties"), "{b}");
        assert!(b.contains("Affixes: 31 (20 of the property document, 11 OxHack's), themes: 5"), "{b}");
        assert!(b.contains("Item power: 31 affix, 19 base type and 5 artifact weights; limit 3 + 1 x XL"), "{b}");
        assert!(b.contains("Treasure lists: 11 (5 monster, 1 container and 2 room bindings)"), "{b}");
    }
}
