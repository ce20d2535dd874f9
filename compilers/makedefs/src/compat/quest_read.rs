//! The game's reader for `quest.dat` (layout in [`quest`](super::quest)):
//! the class tables, and a message's text by class and number.

use super::quest::{ID_LEN, RECORD_LEN};
use super::xcrypt::decrypt_line;
use super::{DecodeError, bad};

/// One message record of a class table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Record {
    /// The message number.
    pub num: i32,
    /// How it is delivered: `b'p'` a line, `b'c'` a window.
    pub delivery: u8,
    /// Offset of its text in the file.
    pub offset: usize,
    /// Byte size of its text lines.
    pub size: usize,
    /// Byte size of its summary line (0: none).
    pub summary_size: usize,
}

/// One class: its id and message records.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QuestClass {
    /// The class id (`-` or a role code).
    pub id: String,
    /// Its messages, in file order.
    pub records: Vec<Record>,
}

/// A decoded message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    /// How it is delivered.
    pub delivery: char,
    /// Its text lines, decoded, without newlines (`%` escapes as written).
    pub lines: Vec<String>,
    /// Its summary line with the brackets, if it has one.
    pub summary: Option<String>,
}

/// The class tables of a `quest.dat`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QuestData {
    /// The classes, in file order.
    pub classes: Vec<QuestClass>,
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn take(&mut self, n: usize) -> Result<&[u8], DecodeError> {
        let end = self.at.checked_add(n).filter(|&e| e <= self.bytes.len()).ok_or_else(|| bad("file ends early"))?;
        let s = &self.bytes[self.at..end];
        self.at = end;
        Ok(s)
    }
    fn i32(&mut self) -> Result<i32, DecodeError> {
        Ok(i32::from_le_bytes(self.take(4)?.try_into().expect("4 bytes")))
    }
    fn len(&mut self) -> Result<usize, DecodeError> {
        let v = i64::from_le_bytes(self.take(8)?.try_into().expect("8 bytes"));
        usize::try_from(v).ok().filter(|&v| v <= self.bytes.len()).ok_or_else(|| bad(format!("bad offset or size {v}")))
    }
    fn count(&mut self, each: usize) -> Result<usize, DecodeError> {
        let n = self.i32()?;
        usize::try_from(n)
            .ok()
            .filter(|&n| n.saturating_mul(each) <= self.bytes.len())
            .ok_or_else(|| bad(format!("bad count {n}")))
    }
}

impl QuestData {
    /// Reads the header and class tables of `bytes`, checking that every
    /// message lies inside the file.
    pub fn parse(bytes: &[u8]) -> Result<QuestData, DecodeError> {
        let mut r = Reader { bytes, at: 0 };
        let n = r.count(ID_LEN + 8)?;
        let ids: Vec<String> = (0..n)
            .map(|_| r.take(ID_LEN).map(|id| String::from_utf8_lossy(id).trim_end_matches('\0').to_string()))
            .collect::<Result<_, _>>()?;
        let offsets: Vec<usize> = (0..n).map(|_| r.len()).collect::<Result<_, _>>()?;
        let mut classes = Vec::with_capacity(n);
        for (id, off) in ids.into_iter().zip(offsets) {
            let mut t = Reader { bytes, at: off };
            let m = t.count(RECORD_LEN)?;
            let mut records = Vec::with_capacity(m);
            for _ in 0..m {
                let num = t.i32()?;
                let delivery = t.take(4)?[0];
                let rec = Record { num, delivery, offset: t.len()?, size: t.len()?, summary_size: t.len()? };
                if rec.offset + rec.size + rec.summary_size > bytes.len() {
                    return Err(bad(format!("message {num} of class {id} runs past the end of the file")));
                }
                records.push(rec);
            }
            classes.push(QuestClass { id, records });
        }
        Ok(QuestData { classes })
    }

    /// The record of message `num` of class `class`, found as the game
    /// finds it (the id compared on its first 3 bytes).
    pub fn record(&self, class: &str, num: i32) -> Option<&Record> {
        let key = &class.as_bytes()[..class.len().min(ID_LEN)];
        let c = self.classes.iter().find(|c| c.id.as_bytes() == key)?;
        c.records.iter().find(|r| r.num == num)
    }

    /// Message `num` of class `class`, decoded from `bytes`.
    pub fn message(&self, bytes: &[u8], class: &str, num: i32) -> Option<Message> {
        let r = self.record(class, num)?;
        let text = &bytes[r.offset..r.offset + r.size];
        let text = text.strip_suffix(b"\n").unwrap_or(text);
        let lines = if r.size == 0 { Vec::new() } else { text.split(|&b| b == b'\n').map(decrypt_line).collect() };
        let summary = (r.summary_size > 0).then(|| {
            let s = &bytes[r.offset + r.size..r.offset + r.size + r.summary_size];
            decrypt_line(s.strip_suffix(b"\n").unwrap_or(s))
        });
        Some(Message { delivery: r.delivery as char, lines, summary })
    }
}

/// Convenience: parse `bytes` and read message `num` of `class`.
pub fn message(bytes: &[u8], class: &str, num: i32) -> Result<Option<Message>, DecodeError> {
    Ok(QuestData::parse(bytes)?.message(bytes, class, num))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compat::{Config, quest};
    use oxhack_diag::Diags;

    #[test]
    fn round_trip() {
        let src = "# x\n%Cc Arc 00001\nHello %p.\n\nBye.\n%E [You arrive.]\n\n%Cp - 00010\nOne line.\n%E\n";
        let mut diags = Diags::new();
        let out = quest::compile(src, 0, &Config::default(), &mut diags).unwrap();
        assert!(diags.list.is_empty());
        let q = QuestData::parse(&out).unwrap();
        assert_eq!(q.classes.iter().map(|c| c.id.as_str()).collect::<Vec<_>>(), ["Arc", "-"]);
        let m = q.message(&out, "Arc", 1).unwrap();
        assert_eq!(m.lines, ["Hello %p.", "", "Bye."]);
        assert_eq!(m.summary.as_deref(), Some("[You arrive.]"));
        assert_eq!(m.delivery, 'c');
        let m = q.message(&out, "-", 10).unwrap();
        assert_eq!((m.lines, m.summary, m.delivery), (vec!["One line.".to_string()], None, 'p'));
        assert!(q.message(&out, "Arc", 2).is_none());
    }
}
