//! The compiled dungeon description: the typed value the game embeds, and
//! the NetHack 3.6 binary `dungeon` file (x86_64 layout, section B of
//! `../shared/docs/nethack36-binary-formats.md`), written and read here.

use oxhack_vm::VersionInfo;
use serde::{Deserialize, Serialize};

/// Dungeon and level flag bits (`dgn_file.h`).
pub mod dflags {
    pub const TOWN: i32 = 1;
    pub const HELLISH: i32 = 2;
    pub const MAZELIKE: i32 = 4;
    pub const ROGUELIKE: i32 = 8;
    pub const ALIGN_MASK: i32 = 0x70;
    pub const ALIGN_CHAOTIC: i32 = 0x10;
    pub const ALIGN_NEUTRAL: i32 = 0x20;
    pub const ALIGN_LAWFUL: i32 = 0x40;
}

/// How a branch connects (`TBR_*`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum BranchKind {
    /// Stairs both ways.
    Stair,
    /// No stair back up.
    NoUp,
    /// No stair down.
    NoDown,
    Portal,
}

impl BranchKind {
    pub fn number(self) -> i32 {
        match self {
            BranchKind::Stair => 0,
            BranchKind::NoUp => 1,
            BranchKind::NoDown => 2,
            BranchKind::Portal => 3,
        }
    }
    pub fn from_number(n: i32) -> Option<BranchKind> {
        [BranchKind::Stair, BranchKind::NoUp, BranchKind::NoDown, BranchKind::Portal].get(n as usize).copied()
    }
}

/// A special level of a dungeon (`struct tmplevel`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LevelDef {
    /// Level file prefix (`x-strt` for quest levels).
    pub name: String,
    /// Placement: base level (negative counts from the bottom) plus a
    /// random range; relative to `chain` when that is set.
    pub base: i32,
    pub rand: i32,
    /// Percent chance the level exists.
    pub chance: i32,
    /// Number of variants `name-1` .. `name-N` (0: a single file).
    pub rndlevs: i32,
    /// Index (across the whole file) of the level this one is placed
    /// relative to.
    pub chain: Option<usize>,
    pub flags: i32,
    /// Bones letter, 0 for none.
    pub boneschar: u8,
}

/// A branch to another dungeon (`struct tmpbranch`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BranchDef {
    /// The destination dungeon.
    pub name: String,
    pub base: i32,
    pub rand: i32,
    /// File-wide index of the level the branch is placed relative to.
    pub chain: Option<usize>,
    pub kind: BranchKind,
    /// The branch leads up.
    pub up: bool,
}

/// One dungeon (`struct tmpdungeon`) with its levels and branches.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DungeonDef {
    pub name: String,
    /// Level-file prefix from `PROTOFILE:` (Vlad's Tower: "tower").
    pub protoname: String,
    /// Depth: base and random part of the number of levels.
    pub base: i32,
    pub rand: i32,
    pub flags: i32,
    /// The optional number after the depth (0 when absent).
    pub chance: i32,
    /// `ENTRY:`; 0 is the default, negative counts from the bottom.
    pub entry_lev: i32,
    pub boneschar: u8,
    pub levels: Vec<LevelDef>,
    pub branches: Vec<BranchDef>,
}

/// A whole compiled dungeon description.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DungeonFile {
    pub dungeons: Vec<DungeonDef>,
}

/// Why bytes are not a dungeon file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DecodeError {
    pub offset: usize,
    pub what: String,
}

impl std::fmt::Display for DecodeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "at byte {}: {}", self.offset, self.what)
    }
}

impl std::error::Error for DecodeError {}

const NAME_LEN: usize = 24;
/// Record sizes on x86_64.
const DUNGEON_SIZE: usize = 76;
const LEVEL_SIZE: usize = 48;
const BRANCH_SIZE: usize = 40;

fn put_name(out: &mut Vec<u8>, s: &str) {
    let mut b = [0u8; NAME_LEN];
    let bytes = s.as_bytes();
    let n = bytes.len().min(NAME_LEN - 1);
    b[..n].copy_from_slice(&bytes[..n]);
    out.extend_from_slice(&b);
}

fn put_i16(out: &mut Vec<u8>, v: i32) {
    out.extend_from_slice(&(v as i16).to_le_bytes());
}

fn put_i32(out: &mut Vec<u8>, v: i32) {
    out.extend_from_slice(&v.to_le_bytes());
}

fn chain_index(c: Option<usize>) -> i32 {
    c.map_or(-1, |i| i as i32)
}

impl DungeonFile {
    /// Total levels across all dungeons.
    pub fn level_count(&self) -> usize {
        self.dungeons.iter().map(|d| d.levels.len()).sum()
    }

    /// The level with file-wide index `i`.
    pub fn level(&self, mut i: usize) -> Option<&LevelDef> {
        for d in &self.dungeons {
            if i < d.levels.len() {
                return d.levels.get(i);
            }
            i -= d.levels.len();
        }
        None
    }

    /// The NetHack 3.6 `dungeon` file: the C structs as gcc lays them out
    /// on x86_64, padding zeroed.
    pub fn encode(&self) -> Vec<u8> {
        let mut out = Vec::new();
        VersionInfo::NETHACK_367.write(&mut out);
        put_i32(&mut out, self.dungeons.len() as i32);
        for d in &self.dungeons {
            put_name(&mut out, &d.name);
            put_name(&mut out, &d.protoname);
            put_i16(&mut out, d.base);
            put_i16(&mut out, d.rand);
            for v in [d.flags, d.chance, d.levels.len() as i32, d.branches.len() as i32, d.entry_lev] {
                put_i32(&mut out, v);
            }
            out.extend_from_slice(&[d.boneschar, 0, 0, 0]);
            for l in &d.levels {
                put_name(&mut out, &l.name);
                put_i16(&mut out, l.base);
                put_i16(&mut out, l.rand);
                for v in [l.chance, l.rndlevs, chain_index(l.chain), l.flags] {
                    put_i32(&mut out, v);
                }
                out.extend_from_slice(&[l.boneschar, 0, 0, 0]);
            }
            for b in &d.branches {
                put_name(&mut out, &b.name);
                put_i16(&mut out, b.base);
                put_i16(&mut out, b.rand);
                for v in [chain_index(b.chain), b.kind.number(), i32::from(b.up)] {
                    put_i32(&mut out, v);
                }
            }
        }
        out
    }

    /// Reads a `dungeon` file (ours or the C tool's). Counts are checked
    /// against the bytes present, so bad input is an error, not a panic.
    pub fn decode(bytes: &[u8]) -> Result<DungeonFile, DecodeError> {
        let err = |offset: usize, what: &str| DecodeError { offset, what: what.to_string() };
        if bytes.len() < VersionInfo::SIZE + 4 {
            return Err(err(0, "too short for a dungeon file header"));
        }
        let n = i32::from_le_bytes(bytes[40..44].try_into().map_err(|_| err(40, "count"))?);
        if !(0..=64).contains(&n) {
            return Err(err(40, &format!("dungeon count {n} is out of range")));
        }
        let mut pos = 44;
        let take = |pos: &mut usize, len: usize| -> Result<&[u8], DecodeError> {
            let s = bytes.get(*pos..*pos + len).ok_or_else(|| err(*pos, "file ends inside a record"))?;
            *pos += len;
            Ok(s)
        };
        let name = |b: &[u8]| -> String {
            let end = b.iter().position(|&c| c == 0).unwrap_or(b.len());
            String::from_utf8_lossy(&b[..end]).into_owned()
        };
        let i16_at = |b: &[u8], o: usize| i16::from_le_bytes([b[o], b[o + 1]]) as i32;
        let i32_at = |b: &[u8], o: usize| i32::from_le_bytes([b[o], b[o + 1], b[o + 2], b[o + 3]]);
        let chain = |v: i32| if v < 0 { None } else { Some(v as usize) };
        let mut dungeons = Vec::new();
        for _ in 0..n {
            let at = pos;
            let r = take(&mut pos, DUNGEON_SIZE)?;
            let (nlev, nbr) = (i32_at(r, 60), i32_at(r, 64));
            if !(0..=64).contains(&nlev) || !(0..=64).contains(&nbr) {
                return Err(err(at, "level or branch count out of range"));
            }
            let mut d = DungeonDef {
                name: name(&r[..24]),
                protoname: name(&r[24..48]),
                base: i16_at(r, 48),
                rand: i16_at(r, 50),
                flags: i32_at(r, 52),
                chance: i32_at(r, 56),
                entry_lev: i32_at(r, 68),
                boneschar: r[72],
                levels: Vec::new(),
                branches: Vec::new(),
            };
            for _ in 0..nlev {
                let r = take(&mut pos, LEVEL_SIZE)?;
                d.levels.push(LevelDef {
                    name: name(&r[..24]),
                    base: i16_at(r, 24),
                    rand: i16_at(r, 26),
                    chance: i32_at(r, 28),
                    rndlevs: i32_at(r, 32),
                    chain: chain(i32_at(r, 36)),
                    flags: i32_at(r, 40),
                    boneschar: r[44],
                });
            }
            for _ in 0..nbr {
                let at = pos;
                let r = take(&mut pos, BRANCH_SIZE)?;
                d.branches.push(BranchDef {
                    name: name(&r[..24]),
                    base: i16_at(r, 24),
                    rand: i16_at(r, 26),
                    chain: chain(i32_at(r, 28)),
                    kind: BranchKind::from_number(i32_at(r, 32)).ok_or_else(|| err(at + 32, "unknown branch type"))?,
                    up: i32_at(r, 36) != 0,
                });
            }
            dungeons.push(d);
        }
        if pos != bytes.len() {
            return Err(err(pos, "bytes after the last dungeon"));
        }
        Ok(DungeonFile { dungeons })
    }
}
