//! What the town's scenario tests share (on top of `arena`): a scripted
//! terminal answering the prompts it is told to, a play-test world built
//! from a level file written here, and finding the temples, priests and
//! vaults of a level.

#![allow(dead_code)]

use oxhack_game::game::{Game, NewGame};
use oxhack_game::world::content::{Content, LoadOpts};
use oxhack_game::world::level::{MkRoom, rtype};
use std::sync::{Arc, Mutex};

/// Gives `g` a scripted terminal: `keys` typed at commands and prompts,
/// `answers` (prompt, words) typed at the first prompt showing each.
/// Returns the screens it will keep.
pub fn script(g: &mut Game, keys: &str, answers: &[(&str, &str)]) -> Arc<Mutex<Vec<String>>> {
    let screens = Arc::new(Mutex::new(Vec::new()));
    crate::arena::script_answering(g, keys, answers, &screens);
    screens
}

/// Every screen drawn so far, as one text.
pub fn shown(screens: &Arc<Mutex<Vec<String>>>) -> String {
    screens.lock().expect("lock").join("\n")
}

/// NetHack's world, or `None` outside CI without ../shared.
pub fn nethack() -> Option<Arc<Content>> {
    let dat = oxhack_testkit::corpus()?;
    Some(Content::load(&dat, &LoadOpts::default()).expect("NetHack's dat/ loads").content)
}

/// A world of OxHack's with one level, compiled from `des`.
pub fn playtest_world(name: &str, des: &str) -> Arc<Content> {
    let dir = tempfile::tempdir().expect("tempdir");
    let file = dir.path().join(format!("{name}.des"));
    std::fs::write(&file, des).expect("write");
    let levels = oxhack_game::levelgen::levgen::load(&file).expect("compiles");
    let (lname, program) = levels.into_iter().next().expect("a level");
    Arc::new(Content::embedded().playtest(&lname, program.encode()).expect("a play-test world"))
}

/// A game in `content` (a lawful Valkyrie, as `NewGame::quick` makes).
pub fn game_in(content: &Arc<Content>, seed: u64) -> Game {
    Game::new(NewGame { content: content.clone(), ..NewGame::quick(seed) }).expect("game")
}

/// The rooms and subrooms of type `rt`.
pub fn rooms_of(g: &Game, rt: u8) -> Vec<MkRoom> {
    g.lev.rooms.iter().chain(g.lev.subrooms.iter()).filter(|r| r.rtype == rt).cloned().collect()
}

/// The temples of the level, with their priests' indices.
pub fn temple_priests(g: &Game) -> Vec<usize> {
    (0..g.lev.monsters.len()).filter(|&i| g.lev.monsters[i].ispriest()).collect()
}

pub fn is_temple(r: &MkRoom) -> bool {
    r.rtype == rtype::TEMPLE
}

/// The square outside temple (or any) room `r`'s first door, and the
/// key that steps from there onto the door.
pub fn approach(g: &Game, r: &MkRoom) -> ((i32, i32), char) {
    let d = g.lev.doors[r.fdoor as usize];
    let (dx, dy) = if d.x > r.hx {
        (1, 0)
    } else if d.x < r.lx {
        (-1, 0)
    } else if d.y > r.hy {
        (0, 1)
    } else {
        (0, -1)
    };
    let key = match (-dx, -dy) {
        (1, 0) => 'l',
        (-1, 0) => 'h',
        (0, 1) => 'j',
        _ => 'k',
    };
    ((d.x + dx, d.y + dy), key)
}

/// The temple room priest `i` keeps.
pub fn temple_of(g: &Game, i: usize) -> MkRoom {
    let m = &g.lev.monsters[i];
    rooms_of(g, rtype::TEMPLE).into_iter().find(|r| r.inside(m.mx, m.my)).expect("the priest's temple")
}

/// Puts the hero at (x, y) as a move there would, rooms and all.
pub fn place_hero(g: &mut Game, x: i32, y: i32) {
    g.u_on_newpos(x, y);
    g.vision_recalc();
    g.check_special_room(false);
}

/// Only the priests (and guards) stay: no pet, no wanderers to muddle
/// a scenario.
pub fn clear_monsters(g: &mut Game) {
    g.lev.monsters.retain(|m| m.ispriest() || m.isgd());
    g.u.pet_id = None;
}
