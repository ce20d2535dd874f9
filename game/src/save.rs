//! Saving and restoring (save.c, restore.c): the whole [`Game`] (every
//! visited level, the hero, both random streams) as bincode, in a file
//! with a magic number, a format version and a CRC-32 of the contents,
//! written atomically (temporary file, fsync, rename) in
//! `$XDG_DATA_HOME/oxhack` (or `~/.local/share/oxhack`).
//!
//! A running game checkpoints into the same file every
//! [`CHECKPOINT_TURNS`] turns and on every level change, so a killed
//! process resumes from there on the next start. A file that cannot be
//! read (corrupt, truncated, another version) is reported and left where
//! it is, never deleted or overwritten by a new game.

use crate::game::Game;
use std::io::Write;
use std::path::{Path, PathBuf};

/// The file's first eight bytes.
pub const MAGIC: &[u8; 8] = b"OXHACKSV";
/// Bumped whenever the saved data's layout changes.
pub const SAVE_VERSION: u32 = 8;
/// Turns between checkpoints.
pub const CHECKPOINT_TURNS: i64 = 100;

/// Why a save file could not be restored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RestoreError {
    Io(String),
    NotASave,
    Truncated { expected: u64, found: u64 },
    Version { found: u32 },
    Checksum,
    Decode(String),
}

impl std::fmt::Display for RestoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RestoreError::Io(e) => write!(f, "cannot read it: {e}"),
            RestoreError::NotASave => write!(f, "it is not an OxHack save file"),
            RestoreError::Truncated { expected, found } => {
                write!(f, "it is truncated ({found} of {expected} bytes of game data)")
            }
            RestoreError::Version { found } => {
                write!(f, "it was written by save format {found}; this OxHack reads format {SAVE_VERSION}")
            }
            RestoreError::Checksum => write!(f, "it is corrupt (checksum mismatch)"),
            RestoreError::Decode(e) => write!(f, "it is corrupt ({e})"),
        }
    }
}

/// Who else hears of a game's saves: the replay recorder notes each
/// save's hash (so a replay can pick up where a restore did), and a
/// replay checks them and keeps the bytes instead of writing the player's
/// save file. A game with a hook checkpoints even without
/// [`Game::checkpointing`], so a replay saves where the game it replays
/// did.
pub trait SaveHook: Send {
    /// False: no save file is written (nor removed, nor a high-score list
    /// entry added): a replay must leave the player's files alone.
    fn writes_file(&self) -> bool {
        true
    }
    /// A save was made, with its bytes (after the file was written, when
    /// it is).
    fn saved(&mut self, bytes: &[u8]);
}

/// The folder saves go in.
pub fn save_dir() -> PathBuf {
    if let Some(d) = std::env::var_os("XDG_DATA_HOME").filter(|d| !d.is_empty()) {
        return PathBuf::from(d).join("oxhack");
    }
    let home = std::env::var_os("HOME").map(PathBuf::from).unwrap_or_else(|| PathBuf::from("."));
    home.join(".local/share/oxhack")
}

/// The save file of player `name` (only letters, digits, `-` and `_`
/// survive in the file name, so a name cannot escape the folder).
pub fn save_path(name: &str) -> PathBuf {
    let clean: String = name.chars().filter(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_').take(32).collect();
    let clean = if clean.is_empty() { "player".to_string() } else { clean };
    save_dir().join(format!("{clean}.oxsave"))
}

/// The bytes of a save file for `g`.
pub fn encode(g: &Game) -> Result<Vec<u8>, String> {
    let payload = bincode::serde::encode_to_vec(g, bincode::config::standard()).map_err(|e| e.to_string())?;
    let mut out = Vec::with_capacity(payload.len() + 24);
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&SAVE_VERSION.to_le_bytes());
    out.extend_from_slice(&(payload.len() as u64).to_le_bytes());
    out.extend_from_slice(&crc32fast::hash(&payload).to_le_bytes());
    out.extend_from_slice(&payload);
    Ok(out)
}

/// A game from save-file bytes.
pub fn decode(bytes: &[u8]) -> Result<Game, RestoreError> {
    if bytes.len() < 24 || &bytes[..8] != MAGIC {
        return Err(RestoreError::NotASave);
    }
    let version = u32::from_le_bytes(bytes[8..12].try_into().unwrap_or_default());
    if version != SAVE_VERSION {
        return Err(RestoreError::Version { found: version });
    }
    let len = u64::from_le_bytes(bytes[12..20].try_into().unwrap_or_default());
    let crc = u32::from_le_bytes(bytes[20..24].try_into().unwrap_or_default());
    let payload = &bytes[24..];
    if (payload.len() as u64) < len {
        return Err(RestoreError::Truncated { expected: len, found: payload.len() as u64 });
    }
    let payload = &payload[..len as usize];
    if crc32fast::hash(payload) != crc {
        return Err(RestoreError::Checksum);
    }
    let limits = bincode::config::standard().with_limit::<{ 256 * 1024 * 1024 }>();
    let (g, used): (Game, usize) =
        bincode::serde::decode_from_slice(payload, limits).map_err(|e| RestoreError::Decode(e.to_string()))?;
    if used != payload.len() {
        return Err(RestoreError::Decode("trailing bytes".into()));
    }
    Ok(g)
}

/// Writes `bytes` to `path` atomically: a temporary file in the same
/// folder, flushed to disk, then renamed over the old file.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let dir = path.parent().unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir)?;
    let mut tmp = tempfile::NamedTempFile::new_in(dir)?;
    tmp.write_all(bytes)?;
    tmp.as_file().sync_all()?;
    tmp.persist(path).map_err(|e| e.error)?;
    if let Ok(d) = std::fs::File::open(dir) {
        let _ = d.sync_all();
    }
    Ok(())
}

/// Reads the save at `path`.
pub fn restore(path: &Path) -> Result<Game, RestoreError> {
    let bytes = std::fs::read(path).map_err(|e| RestoreError::Io(e.to_string()))?;
    decode(&bytes)
}

impl Game {
    /// Where this game saves.
    pub fn save_file(&self) -> PathBuf {
        save_path(&self.u.name)
    }

    /// False when the game is a replay's: it writes no save file and no
    /// high-score list entry (see [`SaveHook::writes_file`]).
    pub fn writes_files(&self) -> bool {
        self.save_hook.as_ref().is_none_or(|h| h.writes_file())
    }

    /// Writes the game to its save file; an error is shown, not fatal.
    /// A finished game is never saved (it could be resumed).
    pub fn save_game(&mut self) -> Result<PathBuf, String> {
        if self.over.is_some() {
            return Err("the game is over".to_string());
        }
        if self.playtest.is_some() {
            return Err("a play-test is not saved".to_string());
        }
        let path = self.save_file();
        let bytes = encode(self)?;
        if self.writes_files() {
            write_atomic(&path, &bytes).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        }
        if let Some(hook) = self.save_hook.as_mut() {
            hook.saved(&bytes);
        }
        self.win.event(&crate::ui::Event::Saved);
        Ok(path)
    }

    /// A checkpoint: the save file, quietly (a failure is reported once
    /// as a message). Only games that asked for it (the terminal game;
    /// not robots or tests) write one, and games with a [`SaveHook`] (a
    /// recorded or replayed game) make one.
    pub fn checkpoint(&mut self) {
        self.last_checkpoint = self.moves;
        if !self.interactive() || !(self.checkpointing || self.save_hook.is_some()) || self.over.is_some() {
            return;
        }
        if let Err(e) = self.save_game() {
            self.pline(format!("Checkpoint failed: {e}"));
        }
    }

    /// The game is over: its save file (the last checkpoint) is removed
    /// before the first end screen, so that leaving during the
    /// disclosure or the tombstone cannot resume a finished game (end.c's
    /// `clearlocks` before `disclose`). Only games that checkpoint (the
    /// terminal game) have a save of their own.
    pub fn remove_save(&mut self) {
        if !self.checkpointing || !self.writes_files() {
            return;
        }
        let path = self.save_file();
        match std::fs::remove_file(&path) {
            Ok(()) => {}
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => self.pline(format!("Cannot remove {}: {e}", path.display())),
        }
    }

    /// `S`: save and stop.
    pub fn dosave(&mut self) -> bool {
        if self.playtest.is_some() {
            self.pline("A play-test is not saved; take the stairs or #quit to end it.");
            return false;
        }
        if !self.yn("Really save?") {
            return false;
        }
        // "Saving..." comes first, as in NetHack's `dosave`, so the saved
        // game is the game as it stops (a replay's last state is its save).
        self.pline("Saving...");
        match self.save_game() {
            Ok(_) => self.saved = true,
            Err(e) => self.pline(format!("Cannot save: {e}")),
        }
        false
    }
}
