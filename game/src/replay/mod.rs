//! Replays: every game played in the terminal records its seed, its
//! character and every key it reads into `NAME.oxreplay` beside its save;
//! playing the file back gives the same game, key for key, which makes
//! bug reports exact and lets tests check determinism.
//!
//! - [`format`]: the file (header, one byte per key, checksummed records
//!   for sessions, saves and the end) and its reader, which never panics.
//! - [`record`]: the recorder a front end wraps its terminal in.
//! - [`run`]: playing a replay back, headless or for a viewer, checking
//!   every save and every session's end against the recording.
//! - [`session`]: what the front end does when a session begins, shared
//!   by the game and the replay.
//!
//! A game restored from its save appends to the same file: a session
//! record that names the save it restores (by hash), so the replay
//! continues from the same state. A finished game's replay is kept in
//! `replays/` beside the saves.
//!
//! May use: everything below it (a replay drives whole games).

pub mod format;
pub mod record;
pub mod run;
pub mod session;

pub use format::{Header, Record, Replay, ReplayError, load, parse};
pub use record::Recording;
pub use run::{Outcome, Viewer, run};

use crate::game::Game;
use std::path::{Path, PathBuf};

/// The replay file of player `name`: beside the save, `NAME.oxreplay`.
pub fn replay_path(name: &str) -> PathBuf {
    crate::save::save_path(name).with_extension("oxreplay")
}

/// The hash of a save's bytes (BLAKE3).
pub fn save_hash(bytes: &[u8]) -> format::Hash {
    *blake3::hash(bytes).as_bytes()
}

/// The hash of `g`'s state: of its save encoding, which for a game in
/// progress is exactly its save file. For a finished game the end
/// screens' summary is left out: it holds the high-score list (other
/// games, outside this one) and the year on the headstone.
pub fn state_hash(g: &mut Game) -> format::Hash {
    let summary = std::mem::take(&mut g.life.summary);
    let bytes = crate::save::encode(g).unwrap_or_default();
    g.life.summary = summary;
    save_hash(&bytes)
}

/// A hash in hexadecimal.
pub fn hex(h: &format::Hash) -> String {
    h.iter().map(|b| format!("{b:02x}")).collect()
}

/// A free name in `dir` for a finished game's replay:
/// `STEM-YYYYMMDD-HHMMSS.oxreplay` (UTC; the clock names the file only).
fn finished_name(dir: &Path, stem: &str) -> PathBuf {
    let secs = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let (y, m, d) = civil_date(secs / 86_400);
    let t = secs % 86_400;
    let base = format!("{stem}-{y:04}{m:02}{d:02}-{:02}{:02}{:02}", t / 3600, t / 60 % 60, t % 60);
    let mut path = dir.join(format!("{base}.oxreplay"));
    let mut n = 2;
    while path.exists() {
        path = dir.join(format!("{base}-{n}.oxreplay"));
        n += 1;
    }
    path
}

/// Days since 1970-01-01 to (year, month, day) (Howard Hinnant's
/// algorithm).
fn civil_date(days: u64) -> (i64, u32, u32) {
    let z = days as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (yoe + era * 400 + i64::from(m <= 2), m, d)
}

#[cfg(test)]
mod tests {
    #[test]
    fn civil_dates() {
        assert_eq!(super::civil_date(0), (1970, 1, 1));
        assert_eq!(super::civil_date(20_517), (2026, 3, 5));
        assert_eq!(super::civil_date(11_016), (2000, 2, 29));
    }
}
