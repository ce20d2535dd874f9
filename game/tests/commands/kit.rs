//! The test kit of the command tests: a scripted terminal, an empty lit
//! arena, and helpers to give objects and read what was said.

#![allow(dead_code)]

use oxhack_defs::{Otyp, Pm};
use oxhack_game::game::{Game, NewGame};
use oxhack_game::world::obj::Obj;

/// The hero (of `role`, human, lawful unless a priest) alone in a lit
/// arena of floor 11 by 7 around (40, 10) in solid rock, with an empty
/// pack.
pub fn arena_as(seed: u64, role: Pm) -> Game {
    let mut ng = NewGame::quick(seed);
    ng.role = role;
    if role == oxhack_tables::ids::PM_PRIEST {
        ng.align = oxhack_defs::Align::Neutral;
    }
    crate::arena::rock_arena_for(ng, 5, 3, true)
}

/// A Valkyrie's arena.
pub fn arena(seed: u64) -> Game {
    arena_as(seed, oxhack_tables::ids::PM_VALKYRIE)
}

/// Types `keys` into one command; whether it took time, and the screens
/// drawn meanwhile.
pub fn run_seen(g: &mut Game, keys: &str) -> (bool, Vec<String>) {
    let screens = crate::arena::script(g, keys);
    let took = g.rhack();
    let seen = screens.lock().expect("lock").clone();
    (took, seen)
}

/// Types `keys` into one command; whether it took time.
pub fn run(g: &mut Game, keys: &str) -> bool {
    run_seen(g, keys).0
}

/// Types `keys` into one command and returns what was said meanwhile.
pub fn said(g: &mut Game, keys: &str) -> Vec<String> {
    let before = g.history.len();
    run(g, keys);
    g.history[before..].to_vec()
}

/// Gives the hero an object of `otyp`, uncursed with unknown curse
/// status, shaped by `f`; its inventory letter.
pub fn give(g: &mut Game, otyp: Otyp, f: impl FnOnce(&mut Obj)) -> char {
    crate::arena::give(g, otyp, |o| {
        o.bknown = false;
        f(o)
    })
}

/// The inventory item with letter `l`.
pub fn inv(g: &Game, l: char) -> Option<&Obj> {
    g.u.invent.iter().find(|o| o.invlet == Some(l))
}

/// The last message.
pub fn last(g: &Game) -> &str {
    g.history.last().map(String::as_str).unwrap_or("")
}

/// Gives the game a terminal that will type `keys`, for several
/// commands read one after another with [`Game::rhack`].
pub fn script(g: &mut Game, keys: &str) {
    crate::arena::script(g, keys);
}
