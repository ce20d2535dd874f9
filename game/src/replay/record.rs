//! Recording a game: a [`Term`] wrapper that appends every key the game
//! reads from the front end (the lowest level all input passes through:
//! commands, prompts, menus, `--More--`, lines typed), a [`SaveHook`]
//! that notes each save's hash, and the session records a front end
//! writes when a game starts, is restored and stops.
//!
//! Every record is written to the file at once, unbuffered, so a killed
//! process loses at most the key being written. Should the file become
//! unwritable, recording stops and the error is kept for the front end
//! to report; the game goes on.

use super::format::{Hash, Header, Record, Replay, ReplayError, Session, Start, encode_header, encode_record, parse};
use super::{save_hash, session, state_hash};
use crate::game::{Game, NewGame, WorldStamp};
use crate::save::SaveHook;
use crate::ui::{Event, Screen, Term};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

/// The open replay file.
struct Recorder {
    file: Option<std::fs::File>,
    path: PathBuf,
    error: Option<String>,
    /// The terminal's size as last recorded, and as now.
    recorded_size: (u16, u16),
    size: (u16, u16),
    /// The hash of the last save noted.
    last_saved: Option<Hash>,
}

impl Recorder {
    fn write(&mut self, r: &Record) {
        let bytes = encode_record(r);
        if let Some(f) = self.file.as_mut()
            && let Err(e) = f.write_all(&bytes)
        {
            self.error = Some(format!("cannot write {}: {e}", self.path.display()));
            self.file = None;
        }
    }

    /// Writes and makes it durable (session boundaries and the game's
    /// end, which are rare).
    fn write_synced(&mut self, r: &Record) {
        self.write(r);
        if let Some(f) = self.file.as_ref() {
            let _ = f.sync_data();
        }
    }

    /// Notes a change of the terminal's size before the next key.
    fn note_size(&mut self) {
        if self.size != self.recorded_size {
            self.recorded_size = self.size;
            let (cols, rows) = self.size;
            self.write(&Record::Size { cols, rows });
        }
    }
}

type Shared = Arc<Mutex<Recorder>>;

fn lock(r: &Shared) -> std::sync::MutexGuard<'_, Recorder> {
    r.lock().unwrap_or_else(|e| e.into_inner())
}

fn clamp_size((c, r): (usize, usize)) -> (u16, u16) {
    (c.min(u16::MAX as usize) as u16, r.min(u16::MAX as usize) as u16)
}

/// The front end's terminal with every key it gives recorded.
struct RecordingTerm {
    inner: Box<dyn Term>,
    rec: Shared,
}

impl Term for RecordingTerm {
    fn size(&self) -> (usize, usize) {
        self.inner.size()
    }
    fn draw(&mut self, screen: &Screen) {
        self.inner.draw(screen);
    }
    fn wants_screen(&self) -> bool {
        self.inner.wants_screen()
    }
    fn read_key(&mut self) -> Option<char> {
        let key = self.inner.read_key();
        let mut rec = lock(&self.rec);
        // The front end learns of a new size while reading (and answers
        // ^R): the size comes before the key.
        rec.size = clamp_size(self.inner.size());
        rec.note_size();
        rec.write(&key.map_or(Record::Gone, Record::Key));
        key
    }
    fn event(&mut self, event: &Event) {
        if let Event::GameOver(words) = event {
            lock(&self.rec).write_synced(&Record::GameOver(words.clone()));
        }
        self.inner.event(event);
    }
}

/// Notes every save's hash in the recording.
struct RecordingSaves {
    rec: Shared,
    write_file: bool,
}

impl SaveHook for RecordingSaves {
    fn writes_file(&self) -> bool {
        self.write_file
    }
    fn saved(&mut self, bytes: &[u8]) {
        let h = save_hash(bytes);
        let mut rec = lock(&self.rec);
        rec.last_saved = Some(h);
        // Not synced: should this note be lost with the power, the next
        // restore finds the replay short of its save and carries the save.
        rec.write(&Record::Saved(h));
    }
}

/// A game's recording, as a front end drives it: [`Recording::create`]
/// or [`Recording::resume`], then [`attach`](Recording::attach),
/// [`begin`](Recording::begin), the main loop, [`end`](Recording::end).
pub struct Recording {
    rec: Shared,
}

/// Where a file about to be replaced is kept: `NAME.oxreplay` becomes
/// `NAME.oxreplay.<why>-<unix seconds>`, beside it.
fn move_aside(path: &Path, why: &str) -> std::io::Result<()> {
    if !path.exists() {
        return Ok(());
    }
    let secs = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let mut aside = path.as_os_str().to_owned();
    aside.push(format!(".{why}-{secs}"));
    std::fs::rename(path, PathBuf::from(aside))
}

impl Header {
    /// The header of a new game's replay.
    pub fn of_new_game(ng: &NewGame) -> Header {
        Header {
            name: ng.name.clone(),
            seed: ng.seed,
            wizard: ng.wizard,
            explore: false,
            role: ng.role,
            race: ng.race,
            align: ng.align,
            female: ng.female,
            opts: ng.opts.clone(),
            world: WorldStamp::of(&ng.content),
            rules: ng.opts.rules.clone(),
        }
    }

    /// The header of a replay that starts from a saved game.
    pub fn of_game(g: &Game) -> Header {
        Header {
            name: g.u.name.clone(),
            seed: g.seed,
            wizard: g.wizard,
            explore: g.discover,
            role: g.u.hero.role,
            race: g.u.hero.race,
            align: g.u.hero.align,
            female: g.u.female,
            opts: g.opts.clone(),
            world: g.world.clone(),
            rules: g.rules.clone(),
        }
    }

    /// The new game this header describes, in `content`.
    pub fn new_game(&self, content: std::sync::Arc<crate::world::content::Content>) -> NewGame {
        NewGame {
            seed: self.seed,
            wizard: self.wizard,
            name: self.name.clone(),
            role: self.role,
            race: self.race,
            align: self.align,
            female: self.female,
            opts: crate::ui::options::Options { rules: self.rules.clone(), ..self.opts.clone() },
            content,
        }
    }
}

impl Recording {
    /// A new recording at `path` with `header` (written whole, to a
    /// temporary file renamed into place). A file already there (the
    /// replay of a game that can no longer be resumed) is kept aside.
    pub fn create(path: &Path, header: &Header) -> std::io::Result<Recording> {
        move_aside(path, "old")?;
        let dir = path.parent().unwrap_or(Path::new("."));
        std::fs::create_dir_all(dir)?;
        let mut tmp = tempfile::NamedTempFile::new_in(dir)?;
        tmp.write_all(&encode_header(header))?;
        tmp.as_file().sync_all()?;
        tmp.persist(path).map_err(|e| e.error)?;
        Self::open(path, None)
    }

    fn open(path: &Path, last_saved: Option<Hash>) -> std::io::Result<Recording> {
        let file = std::fs::OpenOptions::new().append(true).open(path)?;
        Ok(Recording {
            rec: Arc::new(Mutex::new(Recorder {
                file: Some(file),
                path: path.to_path_buf(),
                error: None,
                recorded_size: (0, 0),
                size: (0, 0),
                last_saved,
            })),
        })
    }

    /// The recording of restored game `g` (whose save file held `save`):
    /// appended to the replay at `path` when that is this game's, with a
    /// session that restores the replay's last save when it is the one
    /// restored, else one that carries the save itself. A replay that is
    /// missing, unreadable or another game's makes way (kept aside) for a
    /// new one that starts from the save. A record cut short at the end
    /// (a process killed mid-write) is cut off first.
    pub fn resume(path: &Path, g: &Game, save: &[u8]) -> std::io::Result<(Recording, Start)> {
        let snapshot = Start::Snapshot { save: save.to_vec() };
        let old = std::fs::read(path).ok().map(|b| parse(&b));
        let header = Header::of_game(g);
        let usable = match old {
            Some(Ok(r))
                if r.header.name == header.name
                    && r.header.seed == header.seed
                    && r.header.world.id == header.world.id =>
            {
                Some(r)
            }
            None => None,
            Some(_) => {
                move_aside(path, "unusable")?;
                None
            }
        };
        let Some(r) = usable else {
            return Ok((Self::create(path, &header)?, snapshot));
        };
        if r.torn.is_some() {
            std::fs::OpenOptions::new().write(true).open(path)?.set_len(r.len)?;
        }
        let last = last_saved(&r);
        let rec = Self::open(path, last)?;
        let start = match last {
            Some(h) if h == save_hash(save) => Start::Restore { save: h },
            _ => snapshot,
        };
        Ok((rec, start))
    }

    /// Gives `g` the terminal `term` with its keys recorded, and notes its
    /// saves. `write_file`: the game writes its save file as usual (false
    /// for robots and tests that keep no files).
    pub fn attach(&self, g: &mut Game, term: Box<dyn Term>, write_file: bool) {
        lock(&self.rec).size = clamp_size(term.size());
        g.set_term(Box::new(RecordingTerm { inner: term, rec: self.rec.clone() }));
        g.save_hook = Some(Box::new(RecordingSaves { rec: self.rec.clone(), write_file }));
    }

    /// Records the start of a session and begins it as a replay will
    /// ([`session::begin`]): the welcome, `messages`, the first
    /// checkpoint. `number_pad`: the player's options turn it on (for a
    /// restored game).
    pub fn begin(&self, g: &mut Game, start: Start, number_pad: bool, messages: Vec<String>) {
        let s = {
            let mut rec = lock(&self.rec);
            rec.recorded_size = rec.size;
            let (cols, rows) = rec.size;
            let s = Session { start, cols, rows, number_pad, messages };
            rec.write_synced(&Record::Session(s.clone()));
            s
        };
        session::begin(g, &s);
    }

    /// Records how the session ended (after the front end's hang-up
    /// save). A game that is over keeps its replay: the file is moved to
    /// `replays/NAME-<date>-<time>.oxreplay` beside it, whose path is
    /// returned.
    pub fn end(&self, g: &mut Game) -> Option<PathBuf> {
        let hash = state_hash(g);
        let end = session::end_of(g, hash);
        let mut rec = lock(&self.rec);
        rec.write_synced(&Record::End(end));
        rec.file = None;
        if g.over.is_none() || rec.error.is_some() {
            return None;
        }
        let dir = rec.path.parent().unwrap_or(Path::new(".")).join("replays");
        let stem = rec.path.file_stem().map(|s| s.to_string_lossy().to_string()).unwrap_or_default();
        let to = super::finished_name(&dir, &stem);
        match std::fs::create_dir_all(&dir).and_then(|_| std::fs::rename(&rec.path, &to)) {
            Ok(()) => Some(to),
            Err(e) => {
                rec.error = Some(format!("cannot keep the replay as {}: {e}", to.display()));
                None
            }
        }
    }

    /// Why the recording stopped, if it did (a write failed).
    pub fn error(&self) -> Option<String> {
        lock(&self.rec).error.clone()
    }
}

/// The hash of the last save a replay notes.
fn last_saved(r: &Replay) -> Option<Hash> {
    r.records.iter().rev().find_map(|p| match &p.record {
        Record::Saved(h) => Some(*h),
        _ => None,
    })
}

impl From<std::io::Error> for ReplayError {
    fn from(e: std::io::Error) -> ReplayError {
        ReplayError::Io(e.to_string())
    }
}
