//! A compiled special level: the version header and its instructions, with
//! the one encoder and decoder of NetHack 3.6's `.lev` layout (x86_64, LP64,
//! little-endian; see `../shared/docs/nethack36-binary-formats.md` A.2).

use crate::isa::{Op, Opcode};
use crate::value::{Operand, spovar};
use serde::{Deserialize, Serialize};

/// The five-word version record that starts `.lev` and `dungeon` files.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct VersionInfo {
    pub incarnation: u64,
    pub feature_set: u64,
    pub entity_count: u64,
    pub struct_sizes1: u64,
    pub struct_sizes2: u64,
}

impl VersionInfo {
    /// The values of NetHack 3.6.7 on x86_64 Linux (the golden files'),
    /// so our files load in that build.
    pub const NETHACK_367: VersionInfo = VersionInfo {
        incarnation: 0x0306_0700,
        feature_set: 0x0006_0040,
        entity_count: 0x211c_617e,
        struct_sizes1: 0x1_48c2_4958,
        struct_sizes2: 0x0002_8000,
    };
    /// Size in bytes.
    pub const SIZE: usize = 40;

    pub fn write(&self, out: &mut Vec<u8>) {
        for w in [self.incarnation, self.feature_set, self.entity_count, self.struct_sizes1, self.struct_sizes2] {
            out.extend_from_slice(&w.to_le_bytes());
        }
    }

    pub fn read(bytes: &[u8]) -> Option<VersionInfo> {
        let w = |i: usize| bytes.get(i * 8..i * 8 + 8).and_then(|b| b.try_into().ok()).map(u64::from_le_bytes);
        Some(VersionInfo {
            incarnation: w(0)?,
            feature_set: w(1)?,
            entity_count: w(2)?,
            struct_sizes1: w(3)?,
            struct_sizes2: w(4)?,
        })
    }
}

/// A level program: what lev_comp produces and the level builder runs.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Program {
    pub header: VersionInfo,
    pub ops: Vec<Op>,
}

/// Why bytes are not a `.lev` program; `offset` is where reading stopped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoadError {
    pub offset: usize,
    pub kind: LoadErrorKind,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LoadErrorKind {
    Truncated(&'static str),
    BadCount(i64),
    BadOpcode(i32),
    BadOperandType(i8),
    BadStringLength(i32),
    TrailingBytes(usize),
}

impl std::fmt::Display for LoadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "at byte {}: ", self.offset)?;
        match &self.kind {
            LoadErrorKind::Truncated(what) => write!(f, "file ends inside {what}"),
            LoadErrorKind::BadCount(n) => write!(f, "opcode count {n} does not fit the file"),
            LoadErrorKind::BadOpcode(n) => write!(f, "unknown opcode {n} (valid: 0..=75)"),
            LoadErrorKind::BadOperandType(t) => write!(f, "unknown operand type {t} (valid: 0..=9)"),
            LoadErrorKind::BadStringLength(n) => write!(f, "string length {n} does not fit the file"),
            LoadErrorKind::TrailingBytes(n) => write!(f, "{n} bytes after the last opcode"),
        }
    }
}

impl std::error::Error for LoadError {}

impl Program {
    pub fn new(ops: Vec<Op>) -> Program {
        Program { header: VersionInfo::NETHACK_367, ops }
    }

    /// The `.lev` bytes.
    pub fn encode(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(48 + self.ops.len() * 8);
        self.header.write(&mut out);
        out.extend_from_slice(&(self.ops.len() as i64).to_le_bytes());
        for op in &self.ops {
            out.extend_from_slice(&(op.opcode().number() as i32).to_le_bytes());
            if let Op::Push(v) = op {
                out.push(v.spovar() as u8);
                match v {
                    Operand::Null => {}
                    Operand::Int(n)
                    | Operand::Coord(n)
                    | Operand::Region(n)
                    | Operand::MapChar(n)
                    | Operand::Monst(n)
                    | Operand::Obj(n) => out.extend_from_slice(&n.to_le_bytes()),
                    Operand::Str(s) | Operand::Var(s) | Operand::Sel(s) => {
                        out.extend_from_slice(&(s.len() as i32).to_le_bytes());
                        out.extend_from_slice(s);
                    }
                }
            }
        }
        out
    }

    /// Reads `.lev` bytes. Never panics and never allocates more than the
    /// input justifies: counts and lengths are checked against what is left.
    pub fn decode(bytes: &[u8]) -> Result<Program, LoadError> {
        let mut r = Reader { bytes, pos: 0 };
        let header =
            VersionInfo::read(bytes).ok_or(LoadError { offset: 0, kind: LoadErrorKind::Truncated("the header") })?;
        r.pos = VersionInfo::SIZE;
        let count_at = r.pos;
        let n = r.i64("the opcode count")?;
        // Each opcode needs at least 4 bytes.
        if n < 0 || n as u64 > (bytes.len() - r.pos) as u64 / 4 {
            return Err(LoadError { offset: count_at, kind: LoadErrorKind::BadCount(n) });
        }
        let mut ops = Vec::with_capacity(n as usize);
        for _ in 0..n {
            let at = r.pos;
            let num = r.i32("an opcode")?;
            let opcode =
                Opcode::from_number(num as i64).ok_or(LoadError { offset: at, kind: LoadErrorKind::BadOpcode(num) })?;
            let op = match Op::plain(opcode) {
                Some(op) => op,
                None => Op::Push(r.operand()?),
            };
            ops.push(op);
        }
        if r.pos != bytes.len() {
            return Err(LoadError { offset: r.pos, kind: LoadErrorKind::TrailingBytes(bytes.len() - r.pos) });
        }
        Ok(Program { header, ops })
    }
}

struct Reader<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl Reader<'_> {
    fn take(&mut self, n: usize, what: &'static str) -> Result<&[u8], LoadError> {
        let end = self.pos.checked_add(n).filter(|&e| e <= self.bytes.len());
        match end {
            Some(end) => {
                let s = &self.bytes[self.pos..end];
                self.pos = end;
                Ok(s)
            }
            None => Err(LoadError { offset: self.pos, kind: LoadErrorKind::Truncated(what) }),
        }
    }
    fn i64(&mut self, what: &'static str) -> Result<i64, LoadError> {
        let b = self.take(8, what)?;
        Ok(i64::from_le_bytes(b.try_into().unwrap_or([0; 8])))
    }
    fn i32(&mut self, what: &'static str) -> Result<i32, LoadError> {
        let b = self.take(4, what)?;
        Ok(i32::from_le_bytes(b.try_into().unwrap_or([0; 4])))
    }
    fn operand(&mut self) -> Result<Operand, LoadError> {
        let at = self.pos;
        let t = self.take(1, "an operand type")?[0] as i8;
        let v = match t {
            spovar::NULL => Operand::Null,
            spovar::INT => Operand::Int(self.i64("an operand")?),
            spovar::COORD => Operand::Coord(self.i64("an operand")?),
            spovar::REGION => Operand::Region(self.i64("an operand")?),
            spovar::MAPCHAR => Operand::MapChar(self.i64("an operand")?),
            spovar::MONST => Operand::Monst(self.i64("an operand")?),
            spovar::OBJ => Operand::Obj(self.i64("an operand")?),
            spovar::STRING | spovar::VARIABLE | spovar::SEL => {
                let len_at = self.pos;
                let len = self.i32("a string length")?;
                if len < 0 || len as usize > self.bytes.len() - self.pos {
                    return Err(LoadError { offset: len_at, kind: LoadErrorKind::BadStringLength(len) });
                }
                let s = self.take(len as usize, "a string")?.to_vec();
                match t {
                    spovar::STRING => Operand::Str(s),
                    spovar::VARIABLE => Operand::Var(s),
                    _ => Operand::Sel(s),
                }
            }
            other => return Err(LoadError { offset: at, kind: LoadErrorKind::BadOperandType(other) }),
        };
        Ok(v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn encodes_the_oracle_example() {
        let p = Program::new(vec![Op::Push(Operand::Int(0)), Op::LevelFlags]);
        let b = p.encode();
        assert_eq!(&b[40..48], &2i64.to_le_bytes());
        assert_eq!(&b[48..61], &[0x28, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0]);
        assert_eq!(&b[61..65], &[0x3b, 0, 0, 0]);
        assert_eq!(Program::decode(&b).unwrap(), p);
    }

    #[test]
    fn rejects_bad_input_with_offsets() {
        let p = Program::new(vec![Op::Push(Operand::Str(b"abc".to_vec())), Op::Message]);
        let b = p.encode();
        for cut in 0..b.len() {
            assert!(Program::decode(&b[..cut]).is_err(), "prefix of {cut} bytes accepted");
        }
        let mut bad = b.clone();
        bad[48] = 99;
        assert_eq!(Program::decode(&bad).unwrap_err().kind, LoadErrorKind::BadOpcode(99));
        let mut long = b.clone();
        long.push(0);
        assert_eq!(Program::decode(&long).unwrap_err().kind, LoadErrorKind::TrailingBytes(1));
    }
}
