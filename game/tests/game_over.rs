//! A finished game cannot be resumed: `done` removes the save file (the
//! last checkpoint) before the first end screen, and a hang-up during
//! the end screens writes no new save. (A test binary of its own: it
//! points `XDG_DATA_HOME` at a temporary folder.)

use oxhack_game::game::{Game, GameOver, NewGame};
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

/// A terminal whose player leaves at the first question, noting whether
/// the save file still existed when it was asked.
struct Leaving {
    save: PathBuf,
    save_at_first_read: Arc<Mutex<Option<bool>>>,
}

impl oxhack_game::ui::Term for Leaving {
    fn size(&self) -> (usize, usize) {
        (80, 24)
    }
    fn draw(&mut self, _: &oxhack_game::ui::Screen) {}
    fn wants_screen(&self) -> bool {
        false
    }
    fn read_key(&mut self) -> Option<char> {
        let mut first = self.save_at_first_read.lock().expect("lock");
        if first.is_none() {
            *first = Some(self.save.exists());
        }
        None
    }
}

#[test]
fn the_save_is_gone_before_the_first_end_screen_and_stays_gone() {
    let home = tempfile::tempdir().expect("tempdir");
    // SAFETY: the only test in this binary.
    unsafe { std::env::set_var("XDG_DATA_HOME", home.path()) };
    for (seed, how) in
        [(3, GameOver::Died { killer: "a minotaur".into() }), (4, GameOver::Escaped), (5, GameOver::Quit)]
    {
        let mut g = Game::new(NewGame::quick(seed)).expect("game");
        let save = g.save_file();
        let first = Arc::new(Mutex::new(None));
        g.set_term(Box::new(Leaving { save: save.clone(), save_at_first_read: first.clone() }));
        g.checkpointing = true;
        g.checkpoint();
        assert!(save.exists(), "{how:?}: the running game has its checkpoint");
        g.done(how.clone());
        assert_eq!(*first.lock().expect("lock"), Some(false), "{how:?}: the save was there at the first end screen");
        assert!(g.hangup(), "{how:?}");
        assert!(!save.exists(), "{how:?}: the finished game kept its save");
        // Nothing brings it back: neither a checkpoint nor a hang-up save.
        g.checkpoint();
        assert!(g.save_game().is_err(), "{how:?}: a finished game was saved");
        assert!(!save.exists(), "{how:?}: a finished game wrote a save");
    }
}
