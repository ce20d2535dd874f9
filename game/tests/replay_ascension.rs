//! The committed replays of whole games (issue 18's checks), played back
//! as `oxhack replay --check` plays them: a wizard-mode game of seed 1867
//! that wishes for the invocation items, performs the invocation, takes
//! the Amulet from the Sanctum, climbs through the Planes and ascends.
//!
//! The replay file is made from the key tape that `endgame.rs`'s
//! `a_wizard_ascends_by_keys` writes. When the game's rules change, the
//! same keys make another game; regenerate both with
//! `OXHACK_WRITE_ASCENSION_KEYS=game/tests/data/ascension_1867.keys cargo
//! test -p oxhack-game --test endgame a_wizard` and then
//! `OXHACK_BLESS=1 cargo test -p oxhack-game --test replay_ascension`.

use oxhack_game::game::{Game, GameOver, NewGame};
use oxhack_game::replay::format::Start;
use oxhack_game::replay::{Header, Recording, load, run};
use oxhack_game::ui::{Screen, Term};
use oxhack_game::world::content::Content;
use std::collections::VecDeque;
use std::path::{Path, PathBuf};

const SEED: u64 = 1867;

fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data").join(name)
}

/// A terminal that types a tape and then finds its input gone.
struct Tape(VecDeque<char>);

impl Term for Tape {
    fn size(&self) -> (usize, usize) {
        (80, 24)
    }
    fn draw(&mut self, _: &Screen) {}
    fn read_key(&mut self) -> Option<char> {
        self.0.pop_front()
    }
}

/// Records the game the key tape `keys` plays into a replay file, and
/// returns the file's bytes.
fn record(keys: &str) -> Vec<u8> {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("ascension.oxreplay");
    let ng = NewGame { wizard: true, ..NewGame::quick(SEED) };
    let rec = Recording::create(&path, &Header::of_new_game(&ng)).expect("a recording");
    let mut g = Game::new(ng).expect("game");
    rec.attach(&mut g, Box::new(Tape(keys.chars().collect())), false);
    rec.begin(&mut g, Start::New, false, Vec::new());
    g.moveloop();
    assert_eq!(g.over, Some(GameOver::Ascended), "the key tape no longer ascends: {}", g.history.join("\n"));
    let kept = rec.end(&mut g).expect("a finished game's replay is kept");
    std::fs::read(kept).expect("the replay")
}

#[test]
fn the_committed_wizard_ascension_replays_to_the_ascension() {
    let file = data("wizard-ascension-1867.oxreplay");
    if std::env::var_os("OXHACK_BLESS").is_some() {
        let keys = std::fs::read_to_string(data("ascension_1867.keys")).expect("the key tape");
        std::fs::write(&file, record(&keys)).expect("write the replay");
    }
    let replay = load(&file).expect("the committed replay loads");
    let out = run(replay, Content::embedded(), None).unwrap_or_else(|e| {
        panic!(
            "the committed ascension replay no longer replays ({e}); if the rules changed on purpose, regenerate it \
             as this file's notes say"
        )
    });
    assert_eq!(out.ended(), "ascended", "turn {}: {}", out.game.moves, out.game.history.join("\n"));
    assert!(out.game.u.uevent.invoked && out.game.u.uevent.ascended);
    assert!(out.keys > 100, "a whole game's keys: {}", out.keys);
}
