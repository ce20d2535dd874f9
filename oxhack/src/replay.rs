//! `oxhack replay FILE`: a recorded game played back in the terminal, N
//! keys a second (`--speed`), fast-forwarded to a turn (`--to-turn`);
//! q or ESC stops it. `oxhack replay --check FILE` plays it back headless
//! and prints its state hash and how the game ended; a file that cannot
//! be read or a replay that diverges from its recording ends with a
//! message naming the byte and a failure status.

use crate::tty::Tty;
use crate::world::WorldArgs;
use oxhack_game::replay::{Outcome, Viewer, hex};
use oxhack_game::ui::{Attr, ESC, Screen, Term};
use std::path::Path;
use std::process::ExitCode;
use std::time::Duration;

/// How to play a replay back.
pub struct Playback {
    /// Keys a second.
    pub speed: f64,
    /// Fast-forward to this turn, then pause.
    pub to_turn: Option<i64>,
    /// Headless: print the hash and the ending.
    pub check: bool,
}

/// Runs `oxhack replay`.
pub fn replay(file: &Path, how: &Playback, world: &WorldArgs) -> ExitCode {
    let fail = |e: &dyn std::fmt::Display| {
        eprintln!("oxhack: {}: {e}", file.display());
        ExitCode::FAILURE
    };
    let good_speed = how.speed > 0.0 && how.speed.is_finite();
    if !how.check && !good_speed {
        eprintln!("oxhack: --speed must be a number of keys per second above 0");
        return ExitCode::FAILURE;
    }
    let replay = match oxhack_game::replay::load(file) {
        Ok(r) => r,
        Err(e) => return fail(&e),
    };
    let (content, _) = match crate::world::load(world) {
        Ok(w) => w,
        Err(code) => return code,
    };
    let about = describe(&replay.header);
    if how.check {
        return match oxhack_game::replay::run(replay, content, None) {
            Ok(o) => {
                crate::out(&report(file, &about, &o));
                ExitCode::SUCCESS
            }
            Err(e) => fail(&e),
        };
    }
    use std::io::IsTerminal;
    if !std::io::stdin().is_terminal() || !std::io::stdout().is_terminal() {
        eprintln!("oxhack: playing a replay back needs a terminal (`oxhack replay --check FILE` needs none)");
        return ExitCode::FAILURE;
    }
    let tty = match Tty::open() {
        Ok(t) => t,
        Err(e) => {
            eprintln!("oxhack: cannot use the terminal: {e}");
            return ExitCode::FAILURE;
        }
    };
    let viewer = TtyViewer {
        tty,
        delay: Duration::from_secs_f64(1.0 / how.speed),
        to_turn: how.to_turn,
        pending: None,
        shown: None,
    };
    // The viewer (and the terminal) is gone once the replay returns.
    match oxhack_game::replay::run(replay, content, Some(Box::new(viewer))) {
        Ok(o) if o.stopped => {
            crate::out(&format!("Replay stopped at turn {}.\n", o.game.moves));
            ExitCode::SUCCESS
        }
        Ok(o) => {
            crate::out(&format!("Replay ended at turn {}: {}.\n", o.game.moves, o.ended()));
            ExitCode::SUCCESS
        }
        Err(e) => fail(&e),
    }
}

/// Who played, for the report.
fn describe(h: &oxhack_game::replay::Header) -> String {
    let role = oxhack_game::hero::role::role_info(h.role).name_for(h.female);
    let race = oxhack_game::hero::role::race_info(h.race).adj;
    let mode = if h.wizard {
        " (wizard mode)"
    } else if h.explore {
        " (explore mode)"
    } else {
        ""
    };
    let world = &h.world.id[..h.world.id.len().min(12)];
    format!("{} the {race} {role}, seed {}{mode}, world {world}", h.name, h.seed)
}

/// The `--check` report; its last two lines are `hash: HEX` and `ended:
/// HOW`, for scripts.
fn report(file: &Path, about: &str, o: &Outcome) -> String {
    let from_saves = match o.snapshots {
        0 => String::new(),
        n => format!(" ({n} from a save carried in the file)"),
    };
    format!(
        "replay: {}\ngame: {about}\nsessions: {}{from_saves}, keys: {}\nturn: {}\nhash: {}\nended: {}\n",
        file.display(),
        o.sessions,
        o.keys,
        o.game.moves,
        hex(&o.hash),
        o.ended()
    )
}

/// The terminal watching a replay.
struct TtyViewer {
    tty: Tty,
    delay: Duration,
    /// Fast-forwarding (nothing drawn, no waiting) until this turn.
    to_turn: Option<i64>,
    /// The screen not yet drawn while fast-forwarding.
    pending: Option<Screen>,
    /// The screen drawn last.
    shown: Option<Screen>,
}

impl TtyViewer {
    /// Shows `screen` with `message` on its top line.
    fn show_with(&mut self, screen: &Screen, message: &str) {
        let mut s = screen.clone();
        s.clear_to_eol(0, 0);
        s.put_str(0, 0, message, 8, Attr::INVERSE);
        s.cursor = (message.chars().count().min(s.cols.saturating_sub(1)), 0);
        self.tty.draw(&s);
    }

    /// Waits for a key: `None` once input is gone.
    fn wait_key(&mut self) -> Option<char> {
        loop {
            match self.tty.key_within(Duration::from_secs(3600)) {
                Ok(Some(c)) => return Some(c),
                Ok(None) => {}
                Err(_) => return None,
            }
        }
    }

    /// Paused at `turn`: false if the viewer stops.
    fn pause(&mut self, turn: i64) -> bool {
        let Some(s) = self.shown.clone() else { return true };
        self.show_with(&s, &format!("Replay paused at turn {turn}: any key plays on, q stops."));
        let go = !matches!(self.wait_key(), None | Some('q' | ESC));
        self.tty.draw(&s);
        go
    }
}

impl Viewer for TtyViewer {
    fn draw(&mut self, screen: &Screen) {
        if self.to_turn.is_some() {
            self.pending = Some(screen.clone());
        } else {
            self.tty.draw(screen);
            self.shown = Some(screen.clone());
        }
    }

    fn before_key(&mut self, turn: i64) -> bool {
        if let Some(t) = self.to_turn {
            if turn < t {
                return !matches!(self.tty.key_within(Duration::ZERO), Ok(Some('q' | ESC)) | Err(_));
            }
            self.to_turn = None;
            if let Some(s) = self.pending.take() {
                self.tty.draw(&s);
                self.shown = Some(s);
            }
            return self.pause(turn);
        }
        match self.tty.key_within(self.delay) {
            Ok(Some('q' | ESC)) | Err(_) => false,
            Ok(Some(' ')) => self.pause(turn),
            _ => true,
        }
    }

    fn finish(&mut self, screen: &Screen, message: &str) {
        self.show_with(screen, message);
        let _ = self.wait_key();
    }
}
