//! The committed replays of whole games (issue 18's checks), played back
//! as `oxhack replay --check` plays them:
//!
//! - `wizard-ascension-1867.oxreplay`: a wizard-mode game of seed 1867
//!   that wishes for the invocation items (and a wooden flute), goes to
//!   experience level 30, does the quest (through the portal, the Norn's
//!   leave, down to Lord Surtur, killed, the Orb of Fate taken back to
//!   the Norn), passes the keep (the passtune found on the flute by its
//!   gears and tumblers in seven tunes, the drawbridge crossed, a trap
//!   door into the Valley), takes the Valley's stairs down, performs the
//!   invocation, takes the Amulet from the Sanctum, climbs out past the
//!   mysterious force, through the Planes, and ascends.
//! - `quest-rejected-level1-1870.oxreplay`: a wizard-mode game of seed
//!   1870 whose level-one Valkyrie level-teleports to the quest portal's
//!   level, steps into the portal, is turned away by the Norn ("a mere
//!   Stripling would burn") and expelled back to the Dungeons, and quits.
//! - `wizard-amulet-theft-1871.oxreplay`: a wizard-mode game of seed 1871
//!   (message history 1000 lines long) whose level-30 hero takes the
//!   Amulet from the Sanctum's high priest, level-teleports back to the
//!   fifth level of the Dungeons, makes the Wizard of Yendor (`^G`) and
//!   waits by him until his touch steals the Amulet, then kills him with
//!   a wand of death, picks the Amulet up from where he fell, and quits.
//!
//! Each file is made from a robot's key tape (`game/tests/data/*.keys`).
//! When the game's rules change, the same keys make another game;
//! regenerate the tapes, then the replay files:
//!
//! ```text
//! OXHACK_WRITE_ASCENSION_KEYS=$PWD/game/tests/data/ascension_1867.keys \
//!     cargo test -p oxhack-game --test endgame a_wizard
//! OXHACK_WRITE_REPLAY_KEYS=1 cargo test -p oxhack-game --test robot_games
//! OXHACK_BLESS=1 cargo test -p oxhack-game --test replays
//! ```

use oxhack_game::game::{Game, GameOver, NewGame};
use oxhack_game::replay::format::Start;
use oxhack_game::replay::{Header, Recording, load, run};
use oxhack_game::ui::{Screen, Term};
use oxhack_game::world::content::Content;
use std::collections::VecDeque;
use std::path::{Path, PathBuf};

const SEED: u64 = 1867;
const QUEST_SEED: u64 = 1870;
const THEFT_SEED: u64 = 1871;
/// The theft game's `msghistory`, long enough to keep the theft.
const THEFT_HISTORY: usize = 1000;

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

/// Records the wizard-mode game of `seed` the key tape `keys` plays into
/// a replay file, and returns the file's bytes; the game must end `how`.
fn record(seed: u64, keys: &str, how: GameOver) -> Vec<u8> {
    record_with(NewGame { wizard: true, ..NewGame::quick(seed) }, keys, how)
}

/// As `record`, for the new game `ng`.
fn record_with(ng: NewGame, keys: &str, how: GameOver) -> Vec<u8> {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("game.oxreplay");
    let rec = Recording::create(&path, &Header::of_new_game(&ng)).expect("a recording");
    let mut g = Game::new(ng).expect("game");
    rec.attach(&mut g, Box::new(Tape(keys.chars().collect())), false);
    rec.begin(&mut g, Start::New, false, Vec::new());
    g.moveloop();
    assert_eq!(g.over, Some(how), "the key tape no longer ends so: {}", g.history.join("\n"));
    let kept = rec.end(&mut g).expect("a finished game's replay is kept");
    std::fs::read(kept).expect("the replay")
}

#[test]
fn the_committed_wizard_ascension_replays_to_the_ascension() {
    let file = data("wizard-ascension-1867.oxreplay");
    if std::env::var_os("OXHACK_BLESS").is_some() {
        let keys = std::fs::read_to_string(data("ascension_1867.keys")).expect("the key tape");
        std::fs::write(&file, record(SEED, &keys, GameOver::Ascended)).expect("write the replay");
    }
    let replay = load(&file).expect("the committed replay loads");
    let out = run(replay, Content::embedded(), None).unwrap_or_else(|e| {
        panic!(
            "the committed ascension replay no longer replays ({e}); if the rules changed on purpose, regenerate it \
             as this file's notes say"
        )
    });
    assert_eq!(out.ended(), "ascended", "turn {}: {}", out.game.moves, out.game.history.join("\n"));
    let (g, ev) = (&out.game, &out.game.u.uevent);
    assert!(ev.invoked && ev.ascended);
    // The way there: the quest done, the keep passed by its passtune, the
    // Valley entered.
    assert!(g.quest.got_quest && g.quest.killed_nemesis && g.quest.got_thanks, "the quest, whole");
    assert!(ev.uheard_tune == 2 && ev.uopened_dbridge, "the drawbridge opened by the passtune");
    assert!(ev.gehennom_entered, "the Valley entered");
    assert!(out.keys > 100, "a whole game's keys: {}", out.keys);
}

#[test]
fn the_committed_quest_rejection_replays_to_the_expulsion() {
    let file = data("quest-rejected-level1-1870.oxreplay");
    if std::env::var_os("OXHACK_BLESS").is_some() {
        let keys = std::fs::read_to_string(data("quest_rejected_1870.keys")).expect("the key tape");
        std::fs::write(&file, record(QUEST_SEED, &keys, GameOver::Quit)).expect("write the replay");
    }
    let replay = load(&file).expect("the committed replay loads");
    let out = run(replay, Content::embedded(), None).unwrap_or_else(|e| {
        panic!(
            "the committed quest replay no longer replays ({e}); if the rules changed on purpose, regenerate it as \
             this file's notes say"
        )
    });
    let g = &out.game;
    assert_eq!(out.ended(), "quit", "turn {}: {}", g.moves, g.history.join("\n"));
    // Judged at experience level 1, and sent back through the portal to
    // the Dungeons of Doom, the quest neither given nor closed.
    assert_eq!(g.u.ulevel(), 1);
    let (entry, _) = g.quest_branch().expect("the quest's branch");
    assert_eq!(g.u.uz, entry, "expelled to the portal's level");
    assert!(g.quest.delivered.iter().any(|(c, n, _)| c == "Val" && *n == 19), "the low-level text");
    let said = |t: &str| g.history.iter().any(|h| h.contains(t));
    assert!(said("You activated a magic portal!"));
    assert!(said("Agnar, a mere Stripling would burn. Come back as a Warrior."), "{}", g.history.join("\n"));
    assert!(!g.quest.got_quest && !g.quest.qexpelled);
}

#[test]
fn the_committed_amulet_theft_replays_to_the_amulet_taken_back() {
    let file = data("wizard-amulet-theft-1871.oxreplay");
    if std::env::var_os("OXHACK_BLESS").is_some() {
        let keys = std::fs::read_to_string(data("amulet_theft_1871.keys")).expect("the key tape");
        let mut ng = NewGame { wizard: true, ..NewGame::quick(THEFT_SEED) };
        ng.opts.msghistory = THEFT_HISTORY;
        std::fs::write(&file, record_with(ng, &keys, GameOver::Quit)).expect("write the replay");
    }
    let replay = load(&file).expect("the committed replay loads");
    let out = run(replay, Content::embedded(), None).unwrap_or_else(|e| {
        panic!(
            "the committed amulet theft replay no longer replays ({e}); if the rules changed on purpose, regenerate \
             it as this file's notes say"
        )
    });
    let g = &out.game;
    assert_eq!(out.ended(), "quit", "turn {}: {}", g.moves, g.history.join("\n"));
    assert_eq!(g.opts.msghistory, THEFT_HISTORY, "the header's options");
    let said = |t: &str| g.history.iter().any(|h| h.contains(t));
    let theft = g.history.iter().position(|h| h.contains("stole the Amulet of Yendor!"));
    let kill = g.history.iter().position(|h| h.contains("You kill the Wizard of Yendor!"));
    let (theft, kill) = (theft.expect("the theft"), kill.expect("the Wizard killed"));
    assert!(theft < kill, "stolen, then the thief killed");
    assert!(said("The death ray hits the Wizard of Yendor!"), "{}", g.history.join("\n"));
    // The Amulet in the final pack, on the fifth level of the Dungeons.
    assert!(g.u.invent.iter().any(|o| o.otyp == oxhack_tables::ids::AMULET_OF_YENDOR), "the Amulet taken back");
    assert_eq!((g.u.uz.dnum, g.u.uz.dlevel), (0, 5));
    assert!(!g.lev.monsters.iter().any(|m| m.iswiz && m.mhp > 0), "no Wizard left alive");
}
