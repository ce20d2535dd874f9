//! The replay file: a header, then a stream of records appended as the
//! game goes.
//!
//! ```text
//! "OXREPLAY"  u32 format version (LE)  u32 length  header (bincode)  u32 CRC-32
//! then records, each one of:
//!   0x00..=0x7F              a key (that ASCII character)
//!   0x80 u32                 a key beyond ASCII (the character, LE)
//!   0x83                     input gone (the terminal hung up)
//!   tag u32 len payload crc  a framed record: 0x81 session start,
//!                            0x82 saved, 0x84 game over, 0x85 session end,
//!                            0x86 screen size (payloads bincode, CRC-32)
//! ```
//!
//! Keys are one byte each so that appending one per key, unbuffered,
//! stays cheap and a killed process loses at most the key being written.
//! Everything but keys carries a checksum. [`parse`] never panics: a bad
//! file gives a [`ReplayError`] naming the byte offset and what is wrong.

use crate::game::WorldStamp;
use crate::ui::options::Options;
use oxhack_defs::{Align, Pm};
use serde::{Deserialize, Serialize};

/// The file's first eight bytes.
pub const MAGIC: &[u8; 8] = b"OXREPLAY";
/// Bumped whenever the layout of the file or its records changes.
pub const FORMAT_VERSION: u32 = 1;
/// A framed record or header larger than this is taken for corruption.
const MAX_RECORD: u32 = 256 * 1024 * 1024;

const TAG_WIDE_KEY: u8 = 0x80;
const TAG_SESSION: u8 = 0x81;
const TAG_SAVED: u8 = 0x82;
const TAG_GONE: u8 = 0x83;
const TAG_GAME_OVER: u8 = 0x84;
const TAG_END: u8 = 0x85;
const TAG_SIZE: u8 = 0x86;

/// A BLAKE3 hash: of a save's bytes, or of a game's state.
pub type Hash = [u8; 32];

/// Everything that decides the game a replay starts (the character as
/// chosen, not the keys typed to choose it), and what it is, for people.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Header {
    pub name: String,
    pub seed: u64,
    pub wizard: bool,
    /// Explore mode when the recording began.
    pub explore: bool,
    pub role: Pm,
    pub race: Pm,
    pub align: Align,
    pub female: bool,
    /// The options the game was created with.
    pub opts: Options,
    /// The world the game is played in: a replay is only checked against
    /// the same one.
    pub world: WorldStamp,
    /// The rules mode and its options (not in `opts`, which predates
    /// them): a header written before them reads as NetHack's defaults.
    pub rules: crate::ui::rules::Rules,
}

/// A header as written before it carried `rules`.
#[derive(Serialize, Deserialize)]
struct HeaderV1 {
    name: String,
    seed: u64,
    wizard: bool,
    explore: bool,
    role: Pm,
    race: Pm,
    align: Align,
    female: bool,
    opts: Options,
    world: WorldStamp,
}

impl From<HeaderV1> for Header {
    fn from(h: HeaderV1) -> Header {
        Header {
            name: h.name,
            seed: h.seed,
            wizard: h.wizard,
            explore: h.explore,
            role: h.role,
            race: h.race,
            align: h.align,
            female: h.female,
            opts: h.opts,
            world: h.world,
            rules: Default::default(),
        }
    }
}

/// How a session's game comes to be.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Start {
    /// A new game from the header (the first session only).
    New,
    /// The game restored from a save this replay made: the one whose
    /// bytes hash to this (the last `Saved` record before it, normally).
    Restore { save: Hash },
    /// The game restored from these save bytes, when the replay does not
    /// reach that save itself (no replay was kept before, or the process
    /// was killed between writing a save and noting it).
    Snapshot { save: Vec<u8> },
}

/// The start of a session: a new game or a restore, with what the front
/// end did to it before the first command.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Session {
    pub start: Start,
    /// The terminal's size (columns, rows): message wrapping and menu
    /// pages, hence which keys answer what, depend on it.
    pub cols: u16,
    pub rows: u16,
    /// A restored game's `number_pad` is also turned on when the player's
    /// options have it.
    pub number_pad: bool,
    /// Messages the front end showed after the welcome (option problems,
    /// a world's fallback levels): they enter the message history.
    pub messages: Vec<String>,
}

/// How a session stopped.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Stop {
    /// `S`: saved and stopped.
    Saved,
    /// The terminal went away; the game saved.
    Hangup,
    /// The game is over: "died", "quit", "escaped" or "ascended".
    Over(String),
}

/// The end of a session, as the recorded game ended it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct End {
    pub turn: i64,
    pub stop: Stop,
    /// The state hash ([`super::state_hash`]) when the session ended.
    pub hash: Hash,
}

/// One thing the recording noted, in the order it happened.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Record {
    /// A key the game read.
    Key(char),
    /// The terminal's input was gone: the read answered nothing.
    Gone,
    /// The terminal's size changed (before the key that follows).
    Size {
        cols: u16,
        rows: u16,
    },
    Session(Session),
    /// The game saved (a checkpoint, `S`, a hang-up): its bytes' hash.
    Saved(Hash),
    /// The game ended, with the words of its `GameOver` event; the keys
    /// that follow answered the end screens.
    GameOver(String),
    End(End),
}

/// A record and where it starts in the file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Placed {
    pub offset: u64,
    pub record: Record,
}

/// A replay file, read.
#[derive(Debug, Clone)]
pub struct Replay {
    pub header: Header,
    pub records: Vec<Placed>,
    /// Bytes of whole records (the header included).
    pub len: u64,
    /// The file ends inside a record at `len`: what was cut (a killed
    /// process in the middle of a write, or a truncated file).
    pub torn: Option<String>,
}

/// Why a replay file cannot be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReplayError {
    Io(String),
    NotAReplay,
    Version {
        found: u32,
    },
    /// The file ends inside the record that begins at `offset`.
    Truncated {
        offset: u64,
        what: String,
    },
    /// The bytes at `offset` are no valid record.
    Corrupt {
        offset: u64,
        what: String,
    },
    /// The replay was recorded in another world.
    World(String),
    /// Replaying the keys does not give the recorded game.
    Diverged {
        offset: u64,
        turn: i64,
        what: String,
    },
}

impl std::fmt::Display for ReplayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReplayError::Io(e) => write!(f, "cannot read it: {e}"),
            ReplayError::NotAReplay => write!(f, "it is not an OxHack replay file"),
            ReplayError::Version { found } => {
                write!(f, "it was written by replay format {found}; this OxHack reads format {FORMAT_VERSION}")
            }
            ReplayError::Truncated { offset, what } => {
                write!(f, "it is truncated: the file ends inside the {what} at byte {offset}")
            }
            ReplayError::Corrupt { offset, what } => write!(f, "it is corrupt at byte {offset}: {what}"),
            ReplayError::World(e) => write!(f, "{e}"),
            ReplayError::Diverged { offset, turn, what } => {
                write!(f, "the replay diverges at byte {offset} (turn {turn}): {what}")
            }
        }
    }
}

fn bincode_cfg() -> impl bincode::config::Config {
    bincode::config::standard().with_limit::<{ MAX_RECORD as usize }>()
}

/// `payload` framed: its length, itself, its CRC-32.
fn frame(out: &mut Vec<u8>, payload: &[u8]) {
    out.extend_from_slice(&(payload.len() as u32).to_le_bytes());
    out.extend_from_slice(payload);
    out.extend_from_slice(&crc32fast::hash(payload).to_le_bytes());
}

fn to_bytes<T: Serialize>(v: &T) -> Vec<u8> {
    // Plain data with no maps or unsized parts: encoding cannot fail.
    bincode::serde::encode_to_vec(v, bincode::config::standard()).unwrap_or_default()
}

/// The bytes a replay file begins with.
pub fn encode_header(h: &Header) -> Vec<u8> {
    let mut out = MAGIC.to_vec();
    out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
    frame(&mut out, &to_bytes(h));
    out
}

/// The bytes of one record, as appended.
pub fn encode_record(r: &Record) -> Vec<u8> {
    let mut out = Vec::new();
    let mut framed = |tag: u8, payload: Vec<u8>| {
        out.push(tag);
        frame(&mut out, &payload);
    };
    match r {
        Record::Key(c) if c.is_ascii() => return vec![*c as u8],
        Record::Key(c) => {
            let mut v = vec![TAG_WIDE_KEY];
            v.extend_from_slice(&u32::from(*c).to_le_bytes());
            return v;
        }
        Record::Gone => return vec![TAG_GONE],
        Record::Size { cols, rows } => framed(TAG_SIZE, to_bytes(&(cols, rows))),
        Record::Session(s) => framed(TAG_SESSION, to_bytes(s)),
        Record::Saved(h) => framed(TAG_SAVED, to_bytes(h)),
        Record::GameOver(w) => framed(TAG_GAME_OVER, to_bytes(w)),
        Record::End(e) => framed(TAG_END, to_bytes(e)),
    }
    out
}

/// Reads a framed payload at `at` (after its tag): `Ok(None)` when the
/// file ends inside it.
fn framed_at<'a>(b: &'a [u8], at: usize, start: u64, what: &str) -> Result<Option<(&'a [u8], usize)>, ReplayError> {
    let Some(len) = b.get(at..at + 4) else { return Ok(None) };
    let len = u32::from_le_bytes(len.try_into().unwrap_or_default());
    if len > MAX_RECORD {
        return Err(ReplayError::Corrupt { offset: start, what: format!("the {what} claims {len} bytes") });
    }
    let body = at + 4;
    let end = body + len as usize;
    let (Some(payload), Some(crc)) = (b.get(body..end), b.get(end..end + 4)) else { return Ok(None) };
    if crc32fast::hash(payload) != u32::from_le_bytes(crc.try_into().unwrap_or_default()) {
        return Err(ReplayError::Corrupt { offset: start, what: format!("the {what} fails its checksum") });
    }
    Ok(Some((payload, end + 4)))
}

fn decode_payload<T: serde::de::DeserializeOwned>(p: &[u8], start: u64, what: &str) -> Result<T, ReplayError> {
    match bincode::serde::decode_from_slice::<T, _>(p, bincode_cfg()) {
        Ok((v, used)) if used == p.len() => Ok(v),
        Ok(_) => Err(ReplayError::Corrupt { offset: start, what: format!("the {what} has trailing bytes") }),
        Err(e) => Err(ReplayError::Corrupt { offset: start, what: format!("the {what} cannot be read ({e})") }),
    }
}

fn record_name(tag: u8) -> &'static str {
    match tag {
        TAG_WIDE_KEY => "key",
        TAG_SESSION => "session start",
        TAG_SAVED => "save record",
        TAG_GAME_OVER => "game-over record",
        TAG_END => "session end",
        TAG_SIZE => "screen size record",
        _ => "record",
    }
}

/// Reads a replay file's bytes. A file cut inside its last record (a
/// process killed mid-write) is read up to it, with [`Replay::torn`] set;
/// [`load`] refuses such a file, the recorder cuts the torn tail off.
pub fn parse(b: &[u8]) -> Result<Replay, ReplayError> {
    if b.len() < 12 || &b[..8] != MAGIC {
        if b.len() < 12 && MAGIC.starts_with(&b[..b.len().min(8)]) && !b.is_empty() {
            return Err(ReplayError::Truncated { offset: 0, what: "header".into() });
        }
        return Err(ReplayError::NotAReplay);
    }
    let version = u32::from_le_bytes(b[8..12].try_into().unwrap_or_default());
    if version != FORMAT_VERSION {
        return Err(ReplayError::Version { found: version });
    }
    let Some((payload, mut at)) = framed_at(b, 12, 0, "header")? else {
        return Err(ReplayError::Truncated { offset: 0, what: "header".into() });
    };
    let header: Header = match decode_payload(payload, 0, "header") {
        Ok(h) => h,
        Err(e) => decode_payload::<HeaderV1>(payload, 0, "header").map(Header::from).map_err(|_| e)?,
    };
    let mut records = Vec::new();
    let mut torn = None;
    while at < b.len() {
        let start = at as u64;
        let tag = b[at];
        let record = match tag {
            0..=0x7F => {
                at += 1;
                Record::Key(tag as char)
            }
            TAG_GONE => {
                at += 1;
                Record::Gone
            }
            TAG_WIDE_KEY => {
                let Some(v) = b.get(at + 1..at + 5) else {
                    torn = Some(record_name(tag).to_string());
                    break;
                };
                let v = u32::from_le_bytes(v.try_into().unwrap_or_default());
                let Some(c) = char::from_u32(v) else {
                    return Err(ReplayError::Corrupt { offset: start, what: format!("{v:#x} is no character") });
                };
                at += 5;
                Record::Key(c)
            }
            TAG_SESSION | TAG_SAVED | TAG_GAME_OVER | TAG_END | TAG_SIZE => {
                let what = record_name(tag);
                let Some((p, next)) = framed_at(b, at + 1, start, what)? else {
                    torn = Some(what.to_string());
                    break;
                };
                at = next;
                match tag {
                    TAG_SESSION => Record::Session(decode_payload(p, start, what)?),
                    TAG_SAVED => Record::Saved(decode_payload(p, start, what)?),
                    TAG_GAME_OVER => Record::GameOver(decode_payload(p, start, what)?),
                    TAG_END => Record::End(decode_payload(p, start, what)?),
                    _ => {
                        let (cols, rows) = decode_payload(p, start, what)?;
                        Record::Size { cols, rows }
                    }
                }
            }
            _ => {
                return Err(ReplayError::Corrupt { offset: start, what: format!("{tag:#04x} begins no known record") });
            }
        };
        records.push(Placed { offset: start, record });
    }
    Ok(Replay { header, records, len: at as u64, torn })
}

/// Reads the replay file at `path`, refusing one whose last record is cut
/// short.
pub fn load(path: &std::path::Path) -> Result<Replay, ReplayError> {
    let bytes = std::fs::read(path).map_err(|e| ReplayError::Io(e.to_string()))?;
    let r = parse(&bytes)?;
    if let Some(what) = &r.torn {
        return Err(ReplayError::Truncated { offset: r.len, what: what.clone() });
    }
    Ok(r)
}

#[cfg(test)]
mod rules_header_tests {
    use super::*;

    /// A replay written before headers carried the rules still reads,
    /// as a NetHack-rules game.
    #[test]
    fn a_header_without_rules_reads_as_nethack_rules() {
        let content = crate::world::content::Content::embedded();
        let v1 = HeaderV1 {
            name: "Old".into(),
            seed: 3,
            wizard: false,
            explore: false,
            role: oxhack_tables::ids::PM_VALKYRIE,
            race: oxhack_tables::ids::PM_HUMAN,
            align: Align::Lawful,
            female: true,
            opts: Options::default(),
            world: WorldStamp::of(&content),
        };
        let mut bytes = MAGIC.to_vec();
        bytes.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
        frame(&mut bytes, &to_bytes(&v1));
        let r = parse(&bytes).expect("an old header reads");
        assert_eq!(r.header.name, "Old");
        assert_eq!(r.header.rules, crate::ui::rules::Rules::default());
        // And a new one keeps its rules.
        let mut h = r.header.clone();
        h.rules = crate::ui::rules::Rules::for_mode(crate::ui::rules::RulesMode::OxHack);
        assert_eq!(parse(&encode_header(&h)).expect("reads").header.rules, h.rules);
    }
}
