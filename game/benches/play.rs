//! Benchmark: how fast the game plays and starts. Prints headless robot
//! turns per second (robots press random keys; see `oxhack_game::ui::robot`) over
//! 20 games of up to 5,000 turns, and the time from nothing to the first
//! screen (a new game: objects shuffled, dungeon laid out, first level
//! built, hero placed, screen composed). Targets: over 20,000 turns/s,
//! under 50 ms to the first screen. Run with
//! `cargo bench -p oxhack-game --bench play`.

use oxhack_game::game::Game;
use oxhack_game::game::NewGame;
use oxhack_game::ui::robot::BotTerm;
use std::time::{Duration, Instant};

fn main() {
    // Turns per second: 20 slots of 5,000 turns (a robot that dies or
    // leaves the dungeon goes on in a new game), as the soak test plays.
    let mut turns = 0i64;
    let mut games = 0;
    let mut elapsed = Duration::ZERO;
    for slot in 1..=20u64 {
        let mut left = 5_000i64;
        let mut k = 0;
        while left > 0 {
            let seed = slot + 1_000 * k;
            let mut g = Game::new(NewGame { wizard: true, ..NewGame::quick(seed) }).expect("new game");
            g.set_term(Box::new(BotTerm::new(seed, 2_000_000)));
            let start_turn = g.moves;
            let start = Instant::now();
            while g.over.is_none() && !g.hangup() && !g.saved && g.moves - start_turn < left {
                g.step();
            }
            elapsed += start.elapsed();
            let n = (g.moves - start_turn).max(1);
            turns += n;
            left -= n;
            games += 1;
            k += 1;
        }
    }
    let tps = turns as f64 / elapsed.as_secs_f64();
    println!(
        "robot play: {turns} turns in {games} games in {:.3} s = {tps:.0} turns/s (target > 20,000)",
        elapsed.as_secs_f64()
    );

    // Time to the first screen.
    let mut times = Vec::new();
    for seed in 1..=50u64 {
        let start = Instant::now();
        let mut g = Game::new(NewGame::quick(seed)).expect("new game");
        let screen = g.screen();
        std::hint::black_box(&screen);
        times.push(start.elapsed());
    }
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "first screen: median {:.2} ms, p90 {:.2} ms, max {:.2} ms over 50 seeds (target < 50 ms)",
        ms(times[times.len() / 2]),
        ms(times[times.len() * 9 / 10]),
        ms(times[times.len() - 1])
    );
}
