//! Soak test: robots pressing random keys play many games with fixed
//! seeds. No panic, and saving and restoring every 500 turns leaves the
//! game exactly as if it had never stopped (the final saved bytes agree).
//!
//! The full run (200 games x 5,000 turns, every 500-turn round trip
//! checked to give back identical bytes) is `--ignored` here and run by
//! `.ci/run` (the game crate is built optimised even for tests); the default run plays 8 shorter games twice,
//! with and without the round trips, and compares the endings.

use oxhack_game::game::Game;
use oxhack_game::game::NewGame;
use oxhack_game::ui::robot::BotTerm;

/// Plays one game for up to `turns` turns; with `restore_every`, the game
/// goes through a save file's bytes that often. Returns the final save
/// bytes and the turns played.
fn play(seed: u64, turns: i64, restore_every: Option<i64>) -> (Vec<u8>, i64) {
    // Wizard mode, so a robot that dies is asked "Die?" and usually
    // declines (its random keys answer), and games run their length.
    let mut g = Game::new(NewGame { wizard: true, ..NewGame::quick(seed) }).expect("new game");
    g.set_term(Box::new(BotTerm::new(seed, 2_000_000)));
    let mut next = restore_every.unwrap_or(i64::MAX);
    while g.over.is_none() && !g.hangup() && !g.saved && g.moves <= turns {
        g.step();
        if g.moves >= next {
            next += restore_every.unwrap_or(i64::MAX);
            let bytes = oxhack_game::save::encode(&g).expect("encode");
            let mut r = oxhack_game::save::decode(&bytes).expect("decode");
            assert_eq!(oxhack_game::save::encode(&r).expect("re-encode"), bytes, "seed {seed}: decode(encode(g)) != g");
            // The restored game goes on in the same window.
            r.win = std::mem::replace(&mut g.win, Box::new(oxhack_game::ui::Headless::default()));
            g = r;
        }
    }
    (oxhack_game::save::encode(&g).expect("encode"), g.moves)
}

/// Plays `slots` slots of `turns` turns each: a slot starts a game with
/// its seed and, when the hero dies or leaves the dungeon early, goes on
/// with a new game (the next seed of the slot) until its turns are
/// played. `compare`: also play each game without the round trips and
/// check both end the same (the full soak checks every round trip's bytes
/// instead).
fn soak(slots: std::ops::RangeInclusive<u64>, turns: i64, compare: bool) {
    let (mut total, mut games) = (0i64, 0u64);
    let n = slots.clone().count();
    for slot in slots {
        let mut left = turns;
        let mut k = 0u64;
        while left > 0 {
            let seed = slot + 1_000 * k;
            let (restored, m) = play(seed, left, Some(500));
            if compare {
                let (plain, n) = play(seed, left, None);
                assert_eq!(n, m, "seed {seed}: turn counts differ");
                assert!(plain == restored, "seed {seed}: saving and restoring changed the game");
            }
            // A game starts on turn 1; count the turns it played.
            left -= (m - 1).max(1);
            total += (m - 1).max(1);
            games += 1;
            k += 1;
        }
    }
    eprintln!("soak: {n} slots of {turns} turns: {games} games, {total} turns");
}

#[test]
fn robots_play_without_panics_and_saves_are_exact() {
    soak(1..=6, 1_500, true);
}

// The full soak, 200 slots of 5,000 turns, in two halves that run in
// parallel.
#[test]
#[ignore = "the full soak; .ci/run runs it"]
fn full_soak_slots_1_to_100() {
    soak(1..=100, 5_000, false);
}

#[test]
#[ignore = "the full soak; .ci/run runs it"]
fn full_soak_slots_101_to_200() {
    soak(101..=200, 5_000, false);
}

/// Robots in NetHack's own world (`--data` with NetHack's `dat/`): for
/// each seed, a wizard-mode robot is sent to every special level in turn
/// (the Planes last, with the Amulet) and plays there; every visit goes
/// through a save's bytes and back into its world. No panic, and every
/// special level is visited.
#[test]
fn robots_visit_every_special_level_of_nethacks_world() {
    use oxhack_game::world::content::{Content, LoadOpts};
    let Some(dat) = oxhack_testkit::corpus() else { return };
    let world = Content::load(&dat, &LoadOpts::default()).expect("NetHack's world").content;
    robots_visit_every_special_level(&world, "NetHack's", 1..=8);
}

/// The same in OxHack's own world, with a different role each game so
/// that every role's quest levels are played.
#[test]
fn robots_visit_every_special_level_of_oxhacks_world() {
    robots_visit_every_special_level(&oxhack_game::world::content::Content::embedded(), "OxHack's", 1..=13);
}

fn robots_visit_every_special_level(
    world: &std::sync::Arc<oxhack_game::world::content::Content>,
    label: &str,
    seeds: std::ops::RangeInclusive<u64>,
) {
    use oxhack_game::game::to_game;
    use oxhack_game::hero::golevel::Arrival;
    use oxhack_game::hero::role::{ROLE_LAWFUL, ROLE_NEUTRAL, ROLES};
    let (mut visits, mut turns) = (0usize, 0i64);
    let mut seen = std::collections::BTreeSet::new();
    let mut roles = std::collections::BTreeSet::new();
    for seed in seeds {
        let r = &ROLES[(seed % 13) as usize];
        let align = if r.allow & ROLE_LAWFUL != 0 {
            oxhack_defs::Align::Lawful
        } else if r.allow & ROLE_NEUTRAL != 0 {
            oxhack_defs::Align::Neutral
        } else {
            oxhack_defs::Align::Chaotic
        };
        let female = r.allow & oxhack_game::hero::role::ROLE_FEMALE != 0;
        let new_game = || {
            let ng = NewGame {
                wizard: true,
                content: world.clone(),
                role: r.pm,
                race: oxhack_tables::ids::PM_HUMAN,
                align,
                female,
                ..NewGame::quick(seed)
            };
            let mut g = Game::new(ng).expect("game");
            g.set_term(Box::new(BotTerm::new(seed, 2_000_000)));
            g
        };
        roles.insert(r.filecode);
        let mut g = new_game();
        let mut levels = g.layout.levels.clone();
        levels.sort_by_key(|l| oxhack_game::world::dungeon::in_endgame(&g.layout, to_game(l.dlevel)));
        for sp in levels {
            if g.over.is_some() || g.hangup() {
                g = new_game();
            }
            let uz = to_game(sp.dlevel);
            if oxhack_game::world::dungeon::in_endgame(&g.layout, uz) && !g.u_have_amulet() {
                g.addinv(oxhack_game::world::obj::Obj::new(oxhack_tables::ids::AMULET_OF_YENDOR, 1));
            }
            g.goto_level(uz, Arrival::Random);
            if g.u.uz != uz {
                continue;
            }
            seen.insert(sp.proto.clone());
            visits += 1;
            let start = g.moves;
            while g.over.is_none() && !g.hangup() && !g.saved && g.moves - start < 150 {
                g.step();
            }
            turns += g.moves - start;
            if g.over.is_none() {
                let bytes = oxhack_game::save::encode(&g).expect("encode");
                let mut r = oxhack_game::save::decode(&bytes).expect("decode");
                r.attach_content(world.clone()).expect("the same world");
                r.win = std::mem::replace(&mut g.win, Box::new(oxhack_game::ui::Headless::default()));
                g = r;
            }
        }
    }
    eprintln!(
        "soak in {label} world: {visits} visits to {} special levels, {turns} turns, {} roles",
        seen.len(),
        roles.len()
    );
    let all: std::collections::BTreeSet<String> =
        Game::new(NewGame { wizard: true, content: world.clone(), ..NewGame::quick(1) })
            .expect("game")
            .layout
            .levels
            .iter()
            .map(|l| l.proto.clone())
            .collect();
    assert_eq!(seen, all, "every special level was visited");
}
