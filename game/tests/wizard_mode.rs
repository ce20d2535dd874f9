//! Wizard mode's way around the dungeon and what it is kept out of: `^V`
//! level teleport (by depth, by name, by its `?` menu), `^O` showing the
//! whole placed dungeon, the Amulet's way up from Dlvl 1 into the Planes,
//! and wizard-mode games kept off the high-score list.

use dgn_comp::roles::LevelRole;
use oxhack_game::game::{Game, GameOver, NewGame};
use oxhack_game::ui::{Screen, Term};
use oxhack_game::world::dungeon::{earth_level, role_level};
use oxhack_game::world::level::DLevel;
use oxhack_tables::ids;
use std::collections::VecDeque;
use std::sync::{Arc, Mutex};

/// A terminal that replays keys and keeps every screen drawn.
struct Scripted {
    keys: VecDeque<char>,
    screens: Arc<Mutex<Vec<String>>>,
}

impl Term for Scripted {
    fn size(&self) -> (usize, usize) {
        (80, 24)
    }
    fn draw(&mut self, s: &Screen) {
        self.screens.lock().expect("lock").push(s.text());
    }
    fn read_key(&mut self) -> Option<char> {
        self.keys.pop_front()
    }
}

/// Runs one command typed as `k`; returns every screen drawn meanwhile.
fn run(g: &mut Game, k: &str) -> String {
    let screens = Arc::new(Mutex::new(Vec::new()));
    g.set_term(Box::new(Scripted { keys: k.chars().collect(), screens: screens.clone() }));
    g.rhack();
    screens.lock().expect("lock").join("\n")
}

fn wizard(seed: u64) -> Game {
    Game::new(NewGame { wizard: true, ..NewGame::quick(seed) }).expect("game")
}

fn mines(g: &Game) -> i32 {
    g.layout.dnum("The Gnomish Mines").expect("the Mines") as i32
}

#[test]
fn ctrl_v_with_a_depth_leaves_the_mines_for_the_main_dungeon() {
    let mut g = wizard(7);
    let top = DLevel { dnum: mines(&g), dlevel: 1 };
    g.goto_level(top, oxhack_game::hero::golevel::Arrival::Random);
    assert_eq!(g.u.uz, top);
    // A depth the Mines hold stays in the Mines...
    let start = g.layout.dungeons[top.dnum as usize].depth_start;
    run(&mut g, &format!("\x16{}\r", start + 2));
    assert_eq!(g.u.uz, DLevel { dnum: top.dnum, dlevel: 3 });
    // ...one above them is in the Dungeons of Doom.
    run(&mut g, "\x162\r");
    assert_eq!(g.u.uz, DLevel { dnum: 0, dlevel: 2 });
    assert_eq!(g.dlvl_label(), "Dlvl:2");
}

#[test]
fn ctrl_v_below_the_castle_goes_to_the_valley() {
    let mut g = wizard(7);
    let castle = role_level(&g.layout, LevelRole::Castle).expect("castle");
    let bottom = g.depth_of(castle);
    run(&mut g, &format!("\x16{bottom}\r"));
    assert_eq!(g.u.uz, castle);
    let screens = run(&mut g, &format!("\x16{}\r", bottom + 1));
    assert!(!screens.contains("You shudder for a moment."), "{screens}");
    assert_eq!(g.u.uz, role_level(&g.layout, LevelRole::Valley).expect("valley"));
    assert_eq!(g.u.uz.dlevel, 1);
}

#[test]
fn ctrl_v_takes_level_names() {
    let mut g = wizard(7);
    let seer = role_level(&g.layout, LevelRole::Oracle).expect("oracle");
    run(&mut g, "\x16seer\r");
    assert_eq!(g.u.uz, seer);
    run(&mut g, "\x161\r");
    // NetHack's name for the level, and "the ... level", work too.
    run(&mut g, "\x16the oracle level\r");
    assert_eq!(g.u.uz, seer);
    // A name that means nothing asks again, with the hint.
    let screens = run(&mut g, "\x16nowhere\r3\r");
    assert!(screens.contains("To what level do you want to teleport? [type a number, name, or ? for a menu]"));
    assert_eq!(g.u.uz, DLevel { dnum: 0, dlevel: 3 });
}

/// The keys that pick `target` in the `^V ?` menu: its letter, after
/// paging to its page (21 lines a page on 24 rows, under the title).
fn menu_keys(g: &Game, target: DLevel) -> String {
    let letters: Vec<char> = ('a'..='z').chain('A'..='Z').collect();
    let lines = g.print_dungeon(true);
    let i = lines.iter().position(|l| l.target == Some(target) && !l.unreachable).expect("a menu line");
    let letter = letters[lines[..i].iter().filter(|l| l.target.is_some()).count()];
    format!("{}{letter}", ">".repeat(i / 21))
}

#[test]
fn ctrl_v_question_mark_offers_every_dungeon_to_pick_from() {
    let mut g = wizard(7);
    // Sokoban's top level, which no depth reaches from the main dungeon.
    let soko = g.layout.dnum("Sokoban").expect("Sokoban") as i32;
    let target = DLevel { dnum: soko, dlevel: 1 };
    let keys = menu_keys(&g, target);
    let screens = run(&mut g, &format!("\x16?\r{keys}"));
    assert!(screens.contains("Level teleport to where:"), "{screens}");
    for line in ["The Dungeons of Doom: levels 1 to", "Sokoban: levels", "Stair to The Gnomish Mines: 2", "seer: 9"] {
        assert!(screens.contains(line), "{line:?} missing from\n{screens}");
    }
    // Fort Ludios has no entrance yet: listed, not offered.
    assert!(screens.contains("      hoard: "), "{screens}");
    assert_eq!(g.u.uz, target);

    // The Planes: the menu hands over the Amulet they require.
    let earth = earth_level(&g.layout).expect("earth");
    let keys = menu_keys(&g, earth);
    run(&mut g, &format!("\x16?\r{keys}"));
    let said = g.history.iter().find(|m| m.starts_with("Endgame prerequisite: ")).expect("the Amulet is handed over");
    assert!(said.ends_with("Amulet of Yendor."), "{said}");
    assert_eq!(g.u.uz, earth);
    assert_eq!(g.dlvl_label(), "End Game");
    // From the Planes only the Planes are offered.
    let offered: Vec<_> = g.print_dungeon(true).into_iter().filter(|l| l.target.is_some() && !l.unreachable).collect();
    assert!(offered.iter().all(|l| l.target.is_some_and(|t| t.dnum == earth.dnum)), "{offered:?}");
}

#[test]
fn ctrl_o_in_wizard_mode_lists_the_placed_dungeon() {
    let mut g = wizard(7);
    let screens = run(&mut g, "\x0f    ");
    for line in [
        "The Dungeons of Doom: levels 1 to",
        "  seer: 9",
        "  hall: 11",
        "keep: ",
        "(tune ",
        "  Stair to The Gnomish Mines: 2",
        "The Gnomish Mines: levels 3 to 10",
        "Vlad's Tower: levels",
        "Floating branches",
    ] {
        assert!(screens.contains(line), "{line:?} missing from\n{screens}");
    }
    // The hero's level carries the mark (Dlvl 1 holds the Planes' stairs).
    assert!(screens.contains("* One way stair to The Elemental Planes: 1"), "{screens}");
    // The ordinary overview names special levels too, in wizard mode.
    run(&mut g, "\x16seer\r");
    let screens = run(&mut g, "#overview\r ");
    assert!(screens.contains("Level 9: [seer] <- you are here, the Oracle of Delphi"), "{screens}");
    // Out of wizard mode ^O is the overview of visited levels.
    g.wizard = false;
    let screens = run(&mut g, "\x0f ");
    assert!(screens.contains("Level 9: <- you are here, the Oracle of Delphi"), "{screens}");
    assert!(!screens.contains("keep: ") && !screens.contains("[seer]"), "{screens}");
}

#[test]
fn the_overview_sees_stairs_under_objects() {
    let mut g = wizard(7);
    run(&mut g, "\x1613\r");
    let s = g.lev.dnstair.expect("down stairs on Dlvl 13");
    let rock = g.with_mk(|c| c.mksobj(ids::BOULDER, false, false));
    g.lev.place_object(rock, s.x, s.y);
    run(&mut g, "\x06");
    g.wizard = false;
    let screens = run(&mut g, "\x0f ");
    assert!(screens.contains("Level 13: <- you are here, stairs up, stairs down"), "{screens}");
}

#[test]
fn with_the_amulet_the_stairs_up_from_dlvl_1_lead_to_the_planes() {
    let mut g = wizard(7);
    let s = g.lev.sstairs.expect("Dlvl 1's stairs up");
    assert!(s.up && (g.u.ux, g.u.uy) == (s.x, s.y), "the hero starts on them");
    run(&mut g, "\x17Amulet of Yendor\r");
    assert!(g.u.invent.iter().any(|o| o.otyp == ids::AMULET_OF_YENDOR), "the wish");
    let screens = run(&mut g, "<y");
    assert!(screens.contains("Beware, there will be no return!  Still climb?"), "{screens}");
    assert_eq!(g.over, None, "{screens}");
    assert_eq!(g.u.uz, earth_level(&g.layout).expect("earth"));
    assert_eq!(role_level(&g.layout, LevelRole::Earth), Some(g.u.uz));
    assert_eq!(g.dlvl_label(), "End Game");
    // No way back: the rest of the dungeon is gone.
    assert!(g.levels.is_empty());
}

#[test]
fn without_the_amulet_the_stairs_up_from_dlvl_1_leave_the_dungeon() {
    let mut g = wizard(7);
    let screens = run(&mut g, "<n");
    assert!(screens.contains("Beware, there will be no return!  Still climb?"), "{screens}");
    assert_eq!((g.over.clone(), g.u.uz), (None, DLevel { dnum: 0, dlevel: 1 }));
    run(&mut g, "<y");
    assert_eq!(g.over, Some(GameOver::Escaped));
}

#[test]
fn wizard_mode_games_stay_off_the_high_score_list() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("record");
    let mut g = wizard(17);
    g.life.record_file = Some(path.clone());
    g.u.uhp = 0;
    g.done_died("a jackal");
    assert!(matches!(g.over, Some(GameOver::Died { .. })));
    assert!(!path.exists() || std::fs::read_to_string(&path).expect("record").is_empty());
    assert!(g.end_summary().contains("Since you were in wizard mode, the score list will not be checked."));
    // The same death out of wizard mode is listed.
    let mut g = Game::new(NewGame::quick(17)).expect("game");
    g.life.record_file = Some(path.clone());
    g.u.uhp = 0;
    g.done_died("a jackal");
    assert_eq!(std::fs::read_to_string(&path).expect("record").lines().count(), 1);
}
