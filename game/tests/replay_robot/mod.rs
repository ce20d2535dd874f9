//! Recorded robot games for the replay suites (`mod replay_robot;`): the
//! soak's robot ([`BotTerm`]) plays a wizard-mode game whose keys are
//! recorded as the terminal game records them, hanging up every so many
//! turns and being restored from its save's bytes, as a player who comes
//! back would be.
#![allow(dead_code)]

use oxhack_game::game::{Game, NewGame};
use oxhack_game::replay::Recording;
use oxhack_game::replay::format::{Header, Start};
use oxhack_game::ui::robot::BotTerm;
use oxhack_game::ui::{Screen, Term};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

/// A robot that hangs up (its input is gone) once the game is on turn
/// `until` or later.
struct Until {
    bot: BotTerm,
    turn: Arc<AtomicI64>,
    until: i64,
}

impl Term for Until {
    fn size(&self) -> (usize, usize) {
        (80, 24)
    }
    fn draw(&mut self, _screen: &Screen) {}
    fn wants_screen(&self) -> bool {
        false
    }
    fn read_key(&mut self) -> Option<char> {
        if self.turn.load(Ordering::Relaxed) >= self.until { None } else { self.bot.read_key() }
    }
}

/// Robot `seed`'s terminal, hanging up once `turn` reaches `until`.
pub fn robot(seed: u64, turn: &Arc<AtomicI64>, until: i64) -> Box<dyn Term> {
    Box::new(Until { bot: BotTerm::new(seed, 2_000_000), turn: turn.clone(), until })
}

/// Plays `g` until it stops, keeping `turn` up to date, then saves as
/// the terminal game does after a hang-up (a recorded game only: the
/// others would write a save file).
pub fn play(g: &mut Game, turn: &Arc<AtomicI64>) {
    while g.over.is_none() && !g.hangup() && !g.saved {
        turn.store(g.moves, Ordering::Relaxed);
        g.step();
    }
    if g.over.is_none() && g.hangup() && !g.saved && g.save_hook.is_some() {
        g.save_game().expect("the hang-up save");
    }
}

/// A recorded robot game.
pub struct Recorded {
    /// Where its replay is (moved to `replays/` if the game ended).
    pub path: PathBuf,
    /// The game's save encoding when the recording stopped.
    pub bytes: Vec<u8>,
    pub moves: i64,
    pub over: bool,
    pub sessions: usize,
}

/// Plays and records robot game `seed` in `dir` for up to `turns` turns,
/// hanging up and restoring every `restore_every` turns.
pub fn record(dir: &Path, seed: u64, turns: i64, restore_every: Option<i64>) -> Recorded {
    let ng = NewGame { wizard: true, ..NewGame::quick(seed) };
    let mut path = dir.join(format!("robot{seed}.oxreplay"));
    let mut rec = Recording::create(&path, &Header::of_new_game(&ng)).expect("a new replay");
    let mut g = Game::new(ng).expect("new game");
    let turn = Arc::new(AtomicI64::new(0));
    let step = restore_every.unwrap_or(turns);
    let mut until = step.min(turns);
    let mut sessions = 1;
    let bot = |k: u64, until: i64| robot(seed ^ (k << 24), &turn, until);
    rec.attach(&mut g, bot(0, until), false);
    rec.begin(&mut g, Start::New, false, Vec::new());
    loop {
        play(&mut g, &turn);
        if let Some(p) = rec.end(&mut g) {
            path = p;
        }
        assert_eq!(rec.error(), None, "seed {seed}: recording");
        if g.over.is_some() || until >= turns {
            break;
        }
        // The player comes back: the game from its save's bytes.
        let bytes = oxhack_game::save::encode(&g).expect("encode");
        let mut r = oxhack_game::save::decode(&bytes).expect("decode");
        let (rec2, start) = Recording::resume(&path, &r, &bytes).expect("the replay goes on");
        assert!(matches!(start, Start::Restore { .. }), "seed {seed}: the replay reaches its last save");
        until = (until + step).min(turns);
        rec2.attach(&mut r, bot(sessions as u64, until), false);
        rec2.begin(&mut r, start, false, vec![format!("Session {sessions} of robot {seed}.")]);
        sessions += 1;
        (g, rec) = (r, rec2);
    }
    let bytes = oxhack_game::save::encode(&g).expect("encode");
    Recorded { path, bytes, moves: g.moves, over: g.over.is_some(), sessions }
}
