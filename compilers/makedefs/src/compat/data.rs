//! `makedefs -d`: `data.base` to `data`, the encyclopedia the game's `/`
//! and `;` commands quote from, and the game's reader for it.
//!
//! In `data.base`, a line starting with a printable character is a
//! keyword; the lines after a group of keywords that start with a blank (or
//! are empty) are the description the group shares; `#` lines are
//! comments. Keywords are globs (`*`, `?`); one starting with `~` excludes
//! what it matches from the rest of its group.
//!
//! The output: the "do not edit" line; the offset of the text part (8 hex
//! digits); the index, i.e. each keyword line verbatim (makedefs neither
//! lowercases nor otherwise changes keywords; the game lowercases the name
//! it looks up, so a keyword with capitals can never match, which is
//! reported as a warning), each group followed by `OFFSET,COUNT` (the
//! description's offset within the text part, decimal, and its number of
//! lines); a `.` line; `SIZE,0` (the text part's size); then every
//! description line verbatim.
//!
//! Reproduced quirks of the original: a line starting with a byte of 0x80
//! or more counts as description, not keyword (C's `char` is signed); a
//! blank line before the first keyword is dropped. Text before the first
//! keyword, which the C tool drops silently, is an error here, as are
//! keywords the game cannot read back (starting with a digit or `.`).

use super::lines::{self, Line, MAX_LINE};
use super::{DONT_EDIT, DecodeError, bad};
use oxhack_diag::{Diags, FileId};

/// Whether the C tool reads this line as a keyword: its first byte, as a
/// signed `char`, is greater than a space.
fn is_keyword(line: &Line<'_>) -> bool {
    matches!(line.first(), Some(0x21..=0x7f))
}

fn check_keyword(line: &Line<'_>, file: FileId, diags: &mut Diags) {
    let key = line.text.strip_prefix('~').unwrap_or(line.text);
    match key.as_bytes().first() {
        Some(b'0'..=b'9') => {
            diags
                .error(line.span(file), "keyword starts with a digit", "read by the game as an offset line")
                .notes
                .push("note: the game takes index lines starting with a digit for `offset,count` lines".to_string());
        }
        Some(b'.') if !line.text.starts_with('~') => {
            diags.error(line.span(file), "keyword starts with `.`", "read by the game as the end of the index");
        }
        _ if key.bytes().any(|b| b.is_ascii_uppercase()) => {
            diags.warning(line.span(file), "keyword has capital letters", "this keyword can never match").notes.push(
                format!(
                    "help: the game lowercases the name it looks up; write the keyword as `{}`",
                    line.text.to_ascii_lowercase()
                ),
            );
        }
        _ => {}
    }
}

/// Builds `data` from `data.base` (`text`, file `file` in the
/// diagnostics); `None` after reporting errors.
pub fn compile(text: &str, file: FileId, diags: &mut Diags) -> Option<Vec<u8>> {
    let errors = diags.error_count();
    let (all, _) = lines::checked(text, file, MAX_LINE, diags);
    let mut index = String::new();
    let mut body = Vec::new();
    let mut entries = 0usize;
    let mut line_count = 0usize;
    let mut last_key: Option<Line<'_>> = None;
    for line in &all {
        if line.text.starts_with('#') {
            continue;
        }
        if is_keyword(line) {
            check_keyword(line, file, diags);
            if line_count > 0 {
                index.push_str(&format!("{line_count}\n"));
                line_count = 0;
            }
            index.push_str(line.text);
            index.push('\n');
            entries += 1;
            last_key = Some(*line);
            continue;
        }
        if line.first().is_some_and(|b| b >= 0x80) {
            diags.warning(
                line.sub(file, 0..1),
                "line starts with a non-ASCII character",
                "read as description text, not as a keyword",
            );
        }
        if entries == 0 {
            if !line.text.trim().is_empty() {
                diags
                    .error(line.span(file), "description text before the first keyword", "no keyword to describe")
                    .notes
                    .push("help: put the keyword line(s) this text describes above it, unindented".to_string());
            }
            continue;
        }
        if line_count == 0 {
            index.push_str(&format!("{},", body.len()));
        }
        body.extend_from_slice(line.text.as_bytes());
        body.push(b'\n');
        line_count += 1;
        last_key = None;
    }
    if let Some(key) = last_key {
        diags.warning(key.span(file), "keyword at the end of the file has no description", "nothing follows it");
    }
    if line_count > 0 {
        index.push_str(&format!("{line_count}\n"));
    }
    index.push_str(&format!(".\n{},0\n", body.len()));
    if diags.error_count() > errors {
        return None;
    }
    let text_offset = DONT_EDIT.len() + 9 + index.len();
    let mut out = format!("{DONT_EDIT}{text_offset:08x}\n{index}").into_bytes();
    out.extend_from_slice(&body);
    Some(out)
}

/// One group of keywords with its description, read from `data`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// The keyword lines, as written (globs, `~` exclusions included).
    pub keys: Vec<String>,
    /// Offset of the description within the text part.
    pub offset: usize,
    /// Number of description lines.
    pub lines: usize,
}

/// A decoded `data` file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Data<'a> {
    bytes: &'a [u8],
    /// Offset of the text part in the file.
    pub text_offset: usize,
    /// The index groups, in file order.
    pub entries: Vec<Entry>,
}

impl<'a> Data<'a> {
    /// Reads the index of `bytes`.
    pub fn parse(bytes: &'a [u8]) -> Result<Data<'a>, DecodeError> {
        let text = std::str::from_utf8(bytes).map_err(|_| bad("data file is not UTF-8"))?;
        let mut lines = text.split('\n').skip(1);
        let text_offset = lines
            .next()
            .and_then(|l| usize::from_str_radix(l, 16).ok())
            .filter(|&o| o > 0 && o <= bytes.len())
            .ok_or_else(|| bad("bad text offset line"))?;
        let mut entries = Vec::new();
        let mut keys = Vec::new();
        for line in lines.by_ref() {
            if line.starts_with('.') {
                break;
            }
            if line.starts_with(|c: char| c.is_ascii_digit()) {
                let (offset, count) = offset_count(line)?;
                entries.push(Entry { keys: std::mem::take(&mut keys), offset, lines: count });
            } else {
                keys.push(line.to_string());
            }
        }
        let (size, _) = offset_count(lines.next().unwrap_or(""))?;
        if text_offset.checked_add(size) != Some(bytes.len()) {
            return Err(bad("text size disagrees with the file size"));
        }
        Ok(Data { bytes, text_offset, entries })
    }

    /// The description lines of `entry`, without newlines.
    pub fn text(&self, entry: &Entry) -> Vec<String> {
        let start = (self.text_offset + entry.offset).min(self.bytes.len());
        self.bytes[start..]
            .split(|&b| b == b'\n')
            .take(entry.lines)
            .map(|l| String::from_utf8_lossy(l).into_owned())
            .collect()
    }

    /// The description the game shows for `name`, looked up as the game
    /// does after its own article and prefix stripping: `name` lowercased,
    /// keywords matched as globs in file order, a matching `~` keyword
    /// skipping the rest of its group.
    pub fn lookup(&self, name: &str) -> Option<Vec<String>> {
        let name = name.to_lowercase();
        for entry in &self.entries {
            for key in &entry.keys {
                match key.strip_prefix('~') {
                    Some(k) if glob(k.as_bytes(), name.as_bytes()) => break,
                    Some(_) => {}
                    None if glob(key.as_bytes(), name.as_bytes()) => return Some(self.text(entry)),
                    None => {}
                }
            }
        }
        None
    }
}

fn offset_count(line: &str) -> Result<(usize, usize), DecodeError> {
    let (a, b) = line.split_once(',').ok_or_else(|| bad(format!("bad index line `{line}`")))?;
    match (a.parse(), b.parse()) {
        (Ok(a), Ok(b)) => Ok((a, b)),
        _ => Err(bad(format!("bad index line `{line}`"))),
    }
}

/// The game's `pmatch`: `*` matches any run of bytes, `?` any one byte,
/// everything else itself (case matters).
pub fn glob(pattern: &[u8], s: &[u8]) -> bool {
    // ok[j]: pattern prefix so far matches s[..j].
    let mut ok = vec![false; s.len() + 1];
    ok[0] = true;
    for &p in pattern {
        if p == b'*' {
            for j in 1..=s.len() {
                ok[j] = ok[j] || ok[j - 1];
            }
        } else {
            for j in (1..=s.len()).rev() {
                ok[j] = ok[j - 1] && (p == b'?' || p == s[j - 1]);
            }
            ok[0] = false;
        }
    }
    ok[s.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn globs() {
        assert!(glob(b"orc*", b"orc zombie"));
        assert!(glob(b"* ant", b"giant ant"));
        assert!(glob(b"~x", b"~x"));
        assert!(glob(b"a?c", b"abc"));
        assert!(!glob(b"a?c", b"ac"));
        assert!(glob(b"*", b""));
        assert!(!glob(b"ant", b"giant ant"));
    }

    #[test]
    fn builds_index_and_looks_up() {
        let src = "# c\n\nant\n* ant\n\tAnts.\n\n\tMore.\n~orc ??m*\norc*\n\tOrcs.\n";
        let mut diags = Diags::new();
        let out = compile(src, 0, &mut diags).unwrap();
        let text = String::from_utf8(out.clone()).unwrap();
        assert!(text.contains("\nant\n* ant\n0,3\n~orc ??m*\norc*\n15,1\n.\n22,0\n\tAnts.\n"));
        let d = Data::parse(&out).unwrap();
        assert_eq!(d.lookup("Giant ANT").unwrap(), ["\tAnts.", "", "\tMore."]);
        assert_eq!(d.lookup("orc shaman").unwrap(), ["\tOrcs."]);
        assert_eq!(d.lookup("orc mummy"), None);
    }
}
