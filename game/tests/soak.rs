//! Soak test: robots pressing random keys play many games with fixed
//! seeds. No panic, and saving and restoring every 500 turns leaves the
//! game exactly as if it had never stopped (the final saved bytes agree).
//!
//! The full run (200 games x 5,000 turns) is `--ignored` here and run by
//! `.ci/run` in release mode; the default run plays fewer games.

use oxhack::bot::BotTerm;
use oxhack::game::Game;
use oxhack::u_init::NewGame;

/// Plays one game for up to `turns` turns; with `restore_every`, the game
/// goes through a save file's bytes that often. Returns the final save
/// bytes and the turns played.
fn play(seed: u64, turns: i64, restore_every: Option<i64>) -> (Vec<u8>, i64) {
    let mut g = Game::new(NewGame::quick(seed)).expect("new game");
    g.term = Some(Box::new(BotTerm::new(seed, 200_000)));
    let mut next = restore_every.unwrap_or(i64::MAX);
    while g.over.is_none() && !g.win.hangup && !g.saved && g.moves < turns {
        g.step();
        if g.moves >= next {
            next += restore_every.unwrap_or(i64::MAX);
            let bytes = oxhack::save::encode(&g).expect("encode");
            let mut r = oxhack::save::decode(&bytes).expect("decode");
            assert_eq!(oxhack::save::encode(&r).expect("re-encode"), bytes, "seed {seed}: decode(encode(g)) != g");
            r.term = g.term.take();
            r.win = std::mem::take(&mut g.win);
            g = r;
        }
    }
    (oxhack::save::encode(&g).expect("encode"), g.moves)
}

fn soak(games: u64, turns: i64) {
    let mut total = 0;
    for seed in 1..=games {
        let (plain, n) = play(seed, turns, None);
        let (restored, m) = play(seed, turns, Some(500));
        assert_eq!(n, m, "seed {seed}: turn counts differ");
        assert!(plain == restored, "seed {seed}: saving and restoring changed the game");
        total += n;
    }
    eprintln!("soak: {games} games, {total} turns");
}

#[test]
fn robots_play_without_panics_and_saves_are_exact() {
    soak(6, 2_000);
}

#[test]
#[ignore = "the full soak; .ci/run runs it in release mode"]
fn full_soak_200_games_5000_turns() {
    soak(200, 5_000);
}
