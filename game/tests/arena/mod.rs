//! The test arena shared by the rules' scenario suites (`mod arena;`):
//! a game whose level is emptied of monsters, objects and traps, with the
//! hero in the middle of its biggest room, and the history check every
//! suite asks. Each suite still sets what it needs on top (hit points,
//! monsters, items).
#![allow(dead_code)]

use oxhack_game::game::{Game, NewGame};

/// A new game for `seed` with the level emptied and the hero in the
/// middle of its biggest room. With `plain`, the hero carries nothing and
/// has none of the role's intrinsics (done first, as the suites did).
pub fn room_arena(seed: u64, plain: bool) -> Game {
    let mut g = Game::new(NewGame::quick(seed)).expect("game");
    if plain {
        g.u.invent.clear();
        for p in g.u.uprops.iter_mut() {
            *p = Default::default();
        }
        g.update_worn_props();
    }
    g.lev.monsters.clear();
    g.lev.objects.clear();
    g.lev.traps.clear();
    let r = g.lev.rooms.iter().max_by_key(|r| (r.hx - r.lx + 1) * (r.hy - r.ly + 1)).expect("a room").clone();
    g.u_on_newpos((r.lx + r.hx) / 2, (r.ly + r.hy) / 2);
    g.vision_recalc();
    g
}

/// Whether any message of the game's history contains `text`.
pub fn said(g: &Game, text: &str) -> bool {
    g.history.iter().any(|h| h.contains(text))
}
