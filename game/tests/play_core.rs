//! The game core without a terminal: a new game's first level, stairs,
//! moving between levels, and save/restore of the whole state.

use oxhack_game::game::Game;
use oxhack_game::game::NewGame;

#[test]
fn first_level_has_the_hero_on_the_up_stairs() {
    for seed in 1..=20 {
        let g = Game::new(NewGame::quick(seed)).expect("game");
        let up = g.lev.sstairs.or(g.lev.upstair).unwrap_or_else(|| panic!("seed {seed}: no up stairs on level 1"));
        assert_eq!((g.u.ux, g.u.uy), (up.x, up.y), "seed {seed}");
        assert!(g.lev.dnstair.is_some(), "seed {seed}: no down stairs");
    }
}

/// A terminal that presses a robot's random keys, then goes away: after
/// that, every read answers `None`, and a read after the first `None`
/// is counted (a game that kept reading would be spinning on dead input).
struct Vanishing {
    robot: oxhack_game::ui::robot::BotTerm,
    reads_after_gone: std::sync::Arc<std::sync::atomic::AtomicU64>,
    gone: bool,
    events: std::sync::Arc<std::sync::Mutex<Vec<oxhack_game::ui::Event>>>,
}

impl oxhack_game::ui::Term for Vanishing {
    fn size(&self) -> (usize, usize) {
        (80, 24)
    }
    fn draw(&mut self, _: &oxhack_game::ui::Screen) {}
    fn wants_screen(&self) -> bool {
        false
    }
    fn read_key(&mut self) -> Option<char> {
        if self.gone {
            self.reads_after_gone.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            return None;
        }
        let k = self.robot.read_key();
        self.gone = k.is_none();
        k
    }
    fn event(&mut self, e: &oxhack_game::ui::Event) {
        self.events.lock().expect("lock").push(e.clone());
    }
}

/// Wherever the input goes away (mid-command, at a prompt, in a menu),
/// the main loop returns with the game not over and the hang-up known,
/// and nothing reads the dead input again.
#[test]
fn a_hang_up_anywhere_ends_the_loop_without_reading_again() {
    use std::sync::atomic::Ordering;
    let mut messages = 0;
    for seed in 1..=60u64 {
        let mut g = Game::new(NewGame { wizard: true, ..NewGame::quick(seed) }).expect("game");
        let reads = std::sync::Arc::new(std::sync::atomic::AtomicU64::new(0));
        let events = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let keys = 50 + seed * 37 % 400;
        g.set_term(Box::new(Vanishing {
            robot: oxhack_game::ui::robot::BotTerm::new(seed, keys),
            reads_after_gone: reads.clone(),
            gone: false,
            events: events.clone(),
        }));
        g.moveloop();
        assert!(g.hangup() || g.over.is_some() || g.saved, "seed {seed}: the loop ended for no reason");
        if g.over.is_none() {
            assert!(g.hangup(), "seed {seed}");
        }
        assert_eq!(reads.load(Ordering::Relaxed), 0, "seed {seed}: the game read dead input again");
        let ev = events.lock().expect("lock");
        messages += ev.iter().filter(|e| matches!(e, oxhack_game::ui::Event::Message(_))).count();
    }
    assert!(messages > 100, "the robots did things ({messages} messages)");
}

/// Saving tells the front end; so does the end of the game.
#[test]
fn saves_and_the_end_are_events() {
    let mut g = Game::new(NewGame::quick(3)).expect("game");
    let events = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let home = tempfile::tempdir().expect("tempdir");
    // SAFETY: tests in this binary do not read the environment
    // concurrently with this write.
    unsafe { std::env::set_var("XDG_DATA_HOME", home.path()) };
    g.set_term(Box::new(Vanishing {
        robot: oxhack_game::ui::robot::BotTerm::new(3, 0),
        reads_after_gone: Default::default(),
        gone: false,
        events: events.clone(),
    }));
    g.save_game().expect("saved");
    g.done(oxhack_game::game::GameOver::Quit);
    let ev = events.lock().expect("lock").clone();
    assert!(ev.contains(&oxhack_game::ui::Event::Saved), "{ev:?}");
    assert!(ev.contains(&oxhack_game::ui::Event::GameOver("quit".into())), "{ev:?}");
}
