//! The invocation (issue 18): on the vibrating square above the Sanctum,
//! the Bell of Opening rung, the Candelabrum lit with seven candles, then
//! the Book of the Dead read opens the stairs down (mklev.c's
//! `mkinvokearea`); out of order, elsewhere or with a cursed item it does
//! not, and says what NetHack 3.6.7 says. In OxHack's world and in
//! NetHack's own (`dat/` loaded as a data folder).

mod endgame_kit;

use dgn_comp::roles::LevelRole;
use endgame_kit::*;
use oxhack_game::game::Game;
use oxhack_game::world::content::{Content, LoadOpts};
use oxhack_game::world::dungeon::role_level;
use oxhack_game::world::level::ttyp;
use oxhack_tables::ids;
use oxhack_vm::terrain::{MOAT, ROOM, STAIRS};
use std::sync::Arc;

/// NetHack's world, or `None` outside CI without ../shared.
fn nethack() -> Option<Arc<Content>> {
    let dat = oxhack_testkit::corpus()?;
    Some(Content::load(&dat, &LoadOpts::default()).expect("NetHack's dat/ loads").content)
}

/// A wizard on the vibrating square with the invocation items.
fn ready(content: Option<Arc<Content>>, seed: u64) -> (Game, (char, char, char, char)) {
    let mut g = wizard_in(content, seed);
    let lvl = invocation_level(&g);
    tele_to(&mut g, lvl);
    quiet(&mut g);
    let items = invocation_items(&mut g);
    // A new bell counts as just rung (its age is its creation turn).
    wait(&mut g, 6);
    onto_square(&mut g);
    (g, items)
}

/// Lets `n` turns pass, the level kept quiet.
fn wait(g: &mut Game, n: usize) {
    for _ in 0..n {
        act(g, "s");
        quiet(g);
    }
}

/// The ritual in order; asserts each step's words.
fn perform(g: &mut Game, (bell, cand, wax, book): (char, char, char, char)) {
    act(g, &format!("a{wax}y"));
    assert!(said(g, "You attach 7 candles to the candelabrum"), "{}", since(g, 0));
    act(g, &format!("a{cand}"));
    assert!(said(g, "glows with a strange light!"), "{}", since(g, 0));
    act(g, &format!("a{bell}"));
    assert!(said(g, "an unsettling shrill sound..."), "{}", since(g, 0));
    act(g, &format!("r{book}"));
    assert!(said(g, "You begin to recite the runes."), "{}", since(g, 0));
}

fn assert_opened(g: &mut Game) {
    let h = since(g, 0);
    assert!(said(g, "You turn the pages of the Book of the Dead..."), "{h}");
    assert!(said(g, "The floor shakes violently under you!"), "{h}");
    assert!(said(g, "The walls around you begin to bend and crumble!"), "{h}");
    assert!(said(g, "You are standing at the top of a stairwell leading down!"), "{h}");
    assert!(g.u.uevent.invoked);
    // The gods' harassment begins within 2d6 turns, as on the Wizard's
    // death.
    assert!(g.u.uevent.udemigod && (1..=12).contains(&g.u.uevent.udg_cnt), "{:?}", g.u.uevent);
    let (ux, uy) = (g.u.ux, g.u.uy);
    let dn = g.lev.dnstair.expect("stairs down");
    assert_eq!((dn.x, dn.y), (ux, uy));
    assert_eq!(g.lev.typ(ux, uy), STAIRS);
    // The opened area: fire traps one step out, a moat four and five out.
    assert!(g.lev.traps.iter().any(|t| t.ttyp == ttyp::FIRE_TRAP && (t.tx - ux).abs() <= 1));
    assert!(!g.lev.traps.iter().any(|t| t.ttyp == ttyp::VIBRATING_SQUARE));
    assert_eq!(g.lev.typ(ux + 4, uy), MOAT);
    assert_eq!(g.lev.typ(ux + 2, uy), ROOM);
    // Down to the Sanctum.
    let sanctum = role_level(&g.layout, LevelRole::Sanctum).expect("sanctum");
    act(g, ">");
    assert_eq!(g.u.uz, sanctum);
}

#[test]
fn the_ritual_in_order_opens_the_stairs_to_the_sanctum() {
    let (mut g, items) = ready(None, 11);
    assert!(said(&g, "You feel a strange vibration under your feet."), "{}", since(&g, 0));
    assert!(g.u.uevent.uvibrated);
    // No way down yet.
    act(&mut g, ">");
    assert!(said(&g, "You can't go down here."));
    perform(&mut g, items);
    assert_opened(&mut g);
}

#[test]
fn the_ritual_opens_the_stairs_in_nethacks_world_too() {
    let Some(world) = nethack() else { return };
    let (mut g, items) = ready(Some(world), 12);
    assert!(said(&g, "You feel a strange vibration under your feet."));
    perform(&mut g, items);
    assert_opened(&mut g);
    // NetHack's Sanctum: Moloch's temple with its high priest.
    assert!(g.lev.monsters.iter().any(|m| m.ispriest()), "the Sanctum's priest");
}

#[test]
fn the_book_before_the_bell_raises_the_dead_instead() {
    let (mut g, (_bell, cand, wax, book)) = ready(None, 13);
    act(&mut g, &format!("a{wax}y"));
    act(&mut g, &format!("a{cand}"));
    act(&mut g, &format!("r{book}"));
    let h = since(&g, 0);
    assert!(said(&g, "You have a feeling that something is amiss..."), "{h}");
    assert!(said(&g, "You raised the dead!"), "{h}");
    assert!(!g.u.uevent.invoked);
    assert!(g.lev.dnstair.is_none());
    assert!(g.lev.traps.iter().any(|t| t.ttyp == ttyp::VIBRATING_SQUARE));
}

#[test]
fn a_bell_rung_too_long_ago_does_not_count() {
    let (mut g, (bell, cand, wax, book)) = ready(None, 14);
    act(&mut g, &format!("a{bell}"));
    act(&mut g, &format!("a{wax}y"));
    act(&mut g, &format!("a{cand}"));
    wait(&mut g, 6);
    act(&mut g, &format!("r{book}"));
    assert!(said(&g, "You have a feeling that something is amiss..."), "{}", since(&g, 0));
    assert!(!g.u.uevent.invoked);
}

#[test]
fn without_the_bell_and_candelabrum_a_chill_runs_down_the_spine() {
    let mut g = wizard_in(None, 15);
    let lvl = invocation_level(&g);
    tele_to(&mut g, lvl);
    quiet(&mut g);
    let book = give(&mut g, ids::SPE_BOOK_OF_THE_DEAD, 1, None);
    wait(&mut g, 6);
    onto_square(&mut g);
    act(&mut g, &format!("r{book}"));
    let h = since(&g, 0);
    assert!(said(&g, "A chill runs down your spine."), "{h}");
    assert!(said(&g, "You hear a faint chime..."), "{h}");
    assert!(said(&g, "Vlad's doppelganger is amused."), "{h}");
    assert!(!g.u.uevent.invoked);
}

#[test]
fn a_cursed_candelabrum_fails_the_invocation_and_a_cursed_book_cannot_be_read() {
    let (mut g, (bell, cand, wax, book)) = ready(None, 16);
    act(&mut g, &format!("a{wax}y"));
    act(&mut g, &format!("a{cand}"));
    // Cursed once lit: it stays lit, and spoils the ritual.
    let c = g.u.invent.iter().position(|o| o.otyp == ids::CANDELABRUM_OF_INVOCATION).expect("candelabrum");
    g.u.invent[c].cursed = true;
    act(&mut g, &format!("a{bell}"));
    act(&mut g, &format!("r{book}"));
    assert!(said(&g, "The invocation fails!"), "{}", since(&g, 0));
    assert!(said(&g, "At least one of your artifacts is cursed..."));
    assert!(!g.u.uevent.invoked);
    let b = g.u.invent.iter().position(|o| o.otyp == ids::SPE_BOOK_OF_THE_DEAD).expect("book");
    g.u.invent[b].cursed = true;
    let n = g.history.len();
    act(&mut g, &format!("r{book}"));
    assert!(since(&g, n).contains("The runes appear scrambled.  You can't read them!"), "{}", since(&g, n));
}

#[test]
fn off_the_square_the_tools_do_not_invoke() {
    let mut g = wizard_in(None, 17);
    let lvl = invocation_level(&g);
    tele_to(&mut g, lvl);
    quiet(&mut g);
    let (bell, cand, wax, book) = invocation_items(&mut g);
    wait(&mut g, 6);
    act(&mut g, &format!("a{wax}y"));
    act(&mut g, &format!("a{cand}"));
    assert!(said(&g, "The candles are being rapidly consumed!"), "{}", since(&g, 0));
    act(&mut g, &format!("a{bell}"));
    assert!(!said(&g, "unsettling shrill sound"));
    act(&mut g, &format!("r{book}"));
    let h = since(&g, 0);
    assert!(
        [
            "Your ancestors are annoyed with you!",
            "The headstones in the cemetery begin to move!",
            "Oh my!  Your name appears in the book!"
        ]
        .iter()
        .any(|m| h.contains(m)),
        "{h}"
    );
    assert!(!g.u.uevent.invoked);
}

#[test]
fn an_empty_bell_makes_no_sound_on_the_square() {
    let (mut g, (bell, ..)) = ready(None, 18);
    let b = g.u.invent.iter().position(|o| o.otyp == ids::BELL_OF_OPENING).expect("bell");
    g.u.invent[b].spe = 0;
    act(&mut g, &format!("a{bell}"));
    assert!(said(&g, "But it makes no sound."), "{}", since(&g, 0));
}

#[test]
fn no_level_teleport_into_the_sanctum_before_the_invocation() {
    let mut g = Game::new(oxhack_game::game::NewGame::quick(19)).expect("game");
    let lvl = invocation_level(&g);
    tele_to(&mut g, lvl);
    let sanctum = role_level(&g.layout, LevelRole::Sanctum).expect("sanctum");
    let depth = g.depth_of(sanctum);
    g.level_tele_to_depth(depth);
    assert!(said(&g, "Sorry..."));
    assert_eq!(g.u.uz, lvl);
    g.u.uevent.invoked = true;
    g.level_tele_to_depth(depth);
    assert_eq!(g.u.uz, sanctum);
}
