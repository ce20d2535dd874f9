//! Playing a replay back: the game is made again from the header (or a
//! session's save), given a terminal whose keys come from the file, and
//! run as the front end ran it, session by session. Every save it makes
//! is checked against the recorded save's hash, every session's end
//! against the recorded turn, stop and state hash, and the game must end
//! where the recorded one did: any difference is a [`ReplayError::Diverged`]
//! naming the byte of the file and the turn.
//!
//! The keys after the game ended answer its end screens; the high-score
//! list is outside the game (a replay adds no entry and shows none), so
//! keys the replay's end screens leave unread are dropped, and the state
//! hash leaves out the end-screen summary (see [`super::state_hash`]).

use super::format::{Hash, Placed, Record, Replay, ReplayError, Session, Start, Stop};
use super::{save_hash, session, state_hash};
use crate::game::Game;
use crate::save::SaveHook;
use crate::ui::{Event, Screen, Term};
use crate::world::content::Content;
use std::sync::{Arc, Mutex, MutexGuard};

/// Someone watching a replay (the terminal front end). Without one the
/// replay runs headless: no screens are composed.
pub trait Viewer: Send {
    /// Shows a screen of the replayed game.
    fn draw(&mut self, screen: &Screen);
    /// The replay is about to feed its next key, on turn `turn`: wait as
    /// the playback speed says. False stops the playback.
    fn before_key(&mut self, turn: i64) -> bool;
    /// The replay is over (or stopped): show `screen` with `message` and
    /// wait for the viewer.
    fn finish(&mut self, screen: &Screen, message: &str);
}

/// What a replay gave.
pub struct Outcome {
    /// The game as the replay left it.
    pub game: Game,
    /// Its state hash ([`super::state_hash`]).
    pub hash: Hash,
    /// Sessions played, and how many began from a save carried in the
    /// file rather than reached by the replay.
    pub sessions: usize,
    pub snapshots: usize,
    /// Keys fed to the game.
    pub keys: usize,
    /// The viewer stopped the playback before the end.
    pub stopped: bool,
}

impl Outcome {
    /// How the game ended: "died", "quit", "escaped", "ascended", or "in
    /// progress at turn T".
    pub fn ended(&self) -> String {
        match &self.game.over {
            Some(how) => session::ended_word(how).to_string(),
            None => format!("in progress at turn {}", self.game.moves),
        }
    }
}

/// Where the replay is, shared by its terminal, its save hook and the
/// driver.
struct Cursor {
    records: Vec<Placed>,
    pos: usize,
    /// Where the file ends (for errors past the last record).
    len: u64,
    size: (usize, usize),
    turn: i64,
    error: Option<ReplayError>,
    viewer: Option<Box<dyn Viewer>>,
    stopped: bool,
    /// The recorded game ended: the keys left answer its end screens.
    over: bool,
    /// This session's recording hung up (a `Gone` was read).
    gone: bool,
    /// The last save both games made, checked against its record.
    last_save: Option<Vec<u8>>,
    keys: usize,
}

impl Cursor {
    fn offset(&self) -> u64 {
        self.records.get(self.pos).map_or(self.len, |p| p.offset)
    }
    fn diverge(&mut self, what: impl Into<String>) {
        if self.error.is_none() {
            self.error = Some(ReplayError::Diverged { offset: self.offset(), turn: self.turn, what: what.into() });
        }
    }
}

type Shared = Arc<Mutex<Cursor>>;

fn lock(c: &Shared) -> MutexGuard<'_, Cursor> {
    c.lock().unwrap_or_else(|e| e.into_inner())
}

/// The terminal of the replayed game: keys from the file.
struct ReplayTerm {
    cur: Shared,
    looks: bool,
}

impl Term for ReplayTerm {
    fn size(&self) -> (usize, usize) {
        lock(&self.cur).size
    }
    fn wants_screen(&self) -> bool {
        self.looks
    }
    fn draw(&mut self, screen: &Screen) {
        if let Some(v) = lock(&self.cur).viewer.as_mut() {
            v.draw(screen);
        }
    }
    fn read_key(&mut self) -> Option<char> {
        let mut c = lock(&self.cur);
        if c.error.is_some() || c.stopped {
            return None;
        }
        loop {
            let p = c.records.get(c.pos)?;
            match &p.record {
                Record::Key(k) => {
                    let (k, turn) = (*k, c.turn);
                    if let Some(v) = c.viewer.as_mut()
                        && !v.before_key(turn)
                    {
                        c.stopped = true;
                        return None;
                    }
                    c.pos += 1;
                    c.keys += 1;
                    return Some(k);
                }
                Record::Size { cols, rows } => {
                    c.size = (usize::from(*cols), usize::from(*rows));
                    c.pos += 1;
                }
                Record::Gone => {
                    c.pos += 1;
                    c.gone = true;
                    return None;
                }
                Record::Saved(_) => {
                    c.diverge("the recorded game saved here, the replayed one asks for a key");
                    return None;
                }
                Record::GameOver(w) => {
                    let w = w.clone();
                    c.diverge(format!("the recorded game ended here ({w}), the replayed one asks for a key"));
                    return None;
                }
                // The session's keys are all read.
                Record::Session(_) | Record::End(_) => return None,
            }
        }
    }
    fn event(&mut self, event: &Event) {
        if let Event::GameOver(words) = event {
            let mut c = lock(&self.cur);
            match c.records.get(c.pos).map(|p| &p.record) {
                Some(Record::GameOver(w)) if w == words => {
                    c.pos += 1;
                    c.over = true;
                }
                _ => c.diverge(format!("the replayed game ended ({words}), the recorded one goes on")),
            }
        }
    }
}

/// The replayed game's saves: checked against the recorded ones, kept in
/// memory, never written.
struct ReplaySaves {
    cur: Shared,
}

impl SaveHook for ReplaySaves {
    fn writes_file(&self) -> bool {
        false
    }
    fn saved(&mut self, bytes: &[u8]) {
        let mut c = lock(&self.cur);
        match c.records.get(c.pos).map(|p| &p.record) {
            Some(Record::Saved(h)) if *h == save_hash(bytes) => {
                c.pos += 1;
                c.last_save = Some(bytes.to_vec());
            }
            Some(Record::Saved(_)) => c.diverge("the game saved here differs from the recorded save"),
            // The recording stops here (the process was killed before its
            // save was noted): the save is not one a restore can name.
            Some(Record::Session(_)) | None => {}
            Some(_) => c.diverge("the replayed game saved here, the recorded one did not"),
        }
    }
}

/// Plays `replay` back in `content` (the world it was recorded in),
/// headless or for `viewer`.
pub fn run(replay: Replay, content: Arc<Content>, viewer: Option<Box<dyn Viewer>>) -> Result<Outcome, ReplayError> {
    let header = replay.header;
    if content.id != header.world.id {
        let diffs = content.differences(&header.world.pieces);
        return Err(ReplayError::World(format!(
            "it was recorded in another world (world {} here, {} in the replay): {}",
            content.short_id(),
            &header.world.id[..header.world.id.len().min(12)],
            diffs.join(", ")
        )));
    }
    let looks = viewer.is_some();
    let cur: Shared = Arc::new(Mutex::new(Cursor {
        records: replay.records,
        pos: 0,
        len: replay.len,
        size: (80, 24),
        turn: 0,
        error: None,
        viewer,
        stopped: false,
        over: false,
        gone: false,
        last_save: None,
        keys: 0,
    }));
    let (mut sessions, mut snapshots) = (0, 0);
    let mut game: Option<Game> = None;
    loop {
        let (offset, s) = {
            let c = lock(&cur);
            match c.records.get(c.pos) {
                Some(Placed { offset, record: Record::Session(s) }) => (*offset, s.clone()),
                None if game.is_some() => break,
                _ => {
                    let what = if game.is_some() {
                        "a session start was expected after the session's end"
                    } else if c.records.is_empty() {
                        "the replay holds no game (it ends after its header)"
                    } else {
                        "the replay does not begin with a session start"
                    };
                    return Err(ReplayError::Corrupt { offset: c.offset(), what: what.into() });
                }
            }
        };
        let turn = game.as_ref().map_or(0, |g| g.moves);
        let diverged = |what: &str| ReplayError::Diverged { offset, turn, what: what.into() };
        if game.as_ref().is_some_and(|g| g.over.is_some()) {
            return Err(diverged("a session begins after the game ended"));
        }
        let mut g = start_game(&s, &header, &content, &cur, sessions, offset).map_err(|e| match e {
            StartError::Replay(e) => e,
            StartError::Diverged(what) => diverged(&what),
        })?;
        if matches!(s.start, Start::Snapshot { .. }) {
            snapshots += 1;
        }
        {
            let mut c = lock(&cur);
            c.pos += 1;
            c.size = (usize::from(s.cols), usize::from(s.rows));
            c.over = false;
            c.gone = false;
            c.turn = g.moves;
        }
        g.set_term(Box::new(ReplayTerm { cur: cur.clone(), looks }));
        g.save_hook = Some(Box::new(ReplaySaves { cur: cur.clone() }));
        g.checkpointing = false;
        session::begin(&mut g, &s);
        while g.over.is_none() && !g.hangup() && !g.saved && lock(&cur).error.is_none() {
            lock(&cur).turn = g.moves;
            g.step();
        }
        sessions += 1;
        let (stopped, gone) = {
            let mut c = lock(&cur);
            c.turn = g.moves;
            if let Some(e) = c.error.take() {
                return Err(e);
            }
            (c.stopped, c.gone)
        };
        if stopped {
            return Ok(finish(g, &cur, sessions, snapshots, true));
        }
        // As the front end does after a hang-up.
        if g.over.is_none() && g.hangup() && !g.saved && gone {
            let _ = g.save_game();
        }
        end_session(&mut g, &cur)?;
        game = Some(g);
    }
    let g = game.ok_or(ReplayError::Corrupt { offset: replay.len, what: "the replay has no session".into() })?;
    Ok(finish(g, &cur, sessions, snapshots, false))
}

enum StartError {
    Replay(ReplayError),
    Diverged(String),
}

/// The game session `s` begins with.
fn start_game(
    s: &Session,
    header: &super::format::Header,
    content: &Arc<Content>,
    cur: &Shared,
    sessions: usize,
    offset: u64,
) -> Result<Game, StartError> {
    let corrupt = |what: String| StartError::Replay(ReplayError::Corrupt { offset, what });
    let bytes = match &s.start {
        Start::New if sessions == 0 => {
            return Game::new(header.new_game(content.clone()))
                .map_err(|e| corrupt(format!("the header's game cannot be made: {e}")));
        }
        Start::New => return Err(corrupt("a new game begins in the middle of the replay".into())),
        Start::Restore { .. } if sessions == 0 => {
            return Err(corrupt("the first session restores a save the replay never made".into()));
        }
        Start::Restore { save } => {
            let last = lock(cur).last_save.take();
            match last {
                Some(b) if save_hash(&b) == *save => b,
                _ => return Err(StartError::Diverged("the save restored here is not the replayed game's".into())),
            }
        }
        Start::Snapshot { save } => save.clone(),
    };
    let mut g = crate::save::decode(&bytes).map_err(|e| corrupt(format!("the session's save: {e}")))?;
    g.attach_content(content.clone()).map_err(|e| corrupt(format!("the session's save: {e}")))?;
    Ok(g)
}

/// Checks the end of a session against its record, and moves past it.
fn end_session(g: &mut Game, cur: &Shared) -> Result<(), ReplayError> {
    let hash = state_hash(g);
    let mut c = lock(cur);
    // Keys the replay's end screens left unread (the list is not shown),
    // and the hang-up of a player who left during them.
    if c.over {
        while matches!(
            c.records.get(c.pos).map(|p| &p.record),
            Some(Record::Key(_) | Record::Size { .. } | Record::Gone)
        ) {
            c.pos += 1;
        }
    }
    let stop = session::end_of(g, hash);
    match c.records.get(c.pos).map(|p| p.record.clone()) {
        Some(Record::End(e)) => {
            if e.turn != stop.turn || e.stop != stop.stop {
                let what = format!(
                    "the recorded session ended on turn {} ({}), the replayed one on turn {} ({})",
                    e.turn,
                    stop_words(&e.stop),
                    stop.turn,
                    stop_words(&stop.stop)
                );
                c.diverge(what);
            } else if e.hash != hash {
                c.diverge("the game's state differs from the recorded one at the session's end");
            } else {
                c.pos += 1;
            }
        }
        // The recording was cut off here (a killed process): its game
        // went on no further than the replay's.
        Some(Record::Session(_)) | None => {}
        Some(_) => {
            let what = format!("the replayed game stopped ({}), the recorded one goes on", stop_words(&stop.stop));
            c.diverge(what);
        }
    }
    c.error.take().map_or(Ok(()), Err)
}

fn stop_words(s: &Stop) -> String {
    match s {
        Stop::Saved => "saved".into(),
        Stop::Hangup => "hung up".into(),
        Stop::Over(w) => w.clone(),
    }
}

/// The outcome, shown to the viewer first.
fn finish(mut g: Game, cur: &Shared, sessions: usize, snapshots: usize, stopped: bool) -> Outcome {
    let hash = state_hash(&mut g);
    // The screen first: composing it asks the terminal, which locks.
    let screen = g.win.wants_screen().then(|| g.screen());
    // The game lets go of the replay (and so of the viewer's terminal).
    g.win = Box::new(crate::ui::Headless::default());
    g.save_hook = None;
    let mut c = lock(cur);
    let out = Outcome { game: g, hash, sessions, snapshots, keys: c.keys, stopped };
    if let (Some(v), Some(screen)) = (c.viewer.as_mut(), screen) {
        let msg = if stopped {
            format!("Replay stopped at turn {}. (Press any key.)", out.game.moves)
        } else {
            format!("Replay ended at turn {}: {}. (Press any key.)", out.game.moves, out.ended())
        };
        v.finish(&screen, &msg);
    }
    out
}
