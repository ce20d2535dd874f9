//! What a front end does to a game between giving it a terminal and its
//! first command, and how a session's end is told: one routine for the
//! terminal game and for the replay, so the two cannot drift apart.

use super::format::{End, Hash, Session, Start, Stop};
use crate::game::{Game, GameOver};

/// Begins session `s` of game `g` (which has its terminal): the welcome
/// (back), the restored game's `number_pad`, the arrow keys, the front
/// end's messages, the first checkpoint.
pub fn begin(g: &mut Game, s: &Session) {
    match s.start {
        Start::New => g.welcome(true),
        Start::Restore { .. } | Start::Snapshot { .. } => {
            g.opts.number_pad = s.number_pad || g.opts.number_pad;
            g.clear_toplines();
            g.welcome(false);
        }
    }
    // The arrow keys follow the game's number_pad (a restored game keeps
    // the one it was saved with).
    g.options_changed();
    for m in &s.messages {
        g.pline(m.clone());
    }
    g.checkpoint();
}

/// How `g`'s session stopped, with `hash`, its state then.
pub fn end_of(g: &Game, hash: Hash) -> End {
    let stop = match &g.over {
        Some(how) => Stop::Over(ended_word(how).to_string()),
        None if g.saved => Stop::Saved,
        None => Stop::Hangup,
    };
    End { turn: g.moves, stop, hash }
}

/// How a game ended, in one word: "died", "quit", "escaped",
/// "ascended" (or "left" for a play-test).
pub fn ended_word(how: &GameOver) -> &'static str {
    match how {
        GameOver::Died { .. } => "died",
        GameOver::Quit => "quit",
        GameOver::Escaped => "escaped",
        GameOver::Ascended => "ascended",
        GameOver::PlayTestEnded { .. } => "left",
    }
}
