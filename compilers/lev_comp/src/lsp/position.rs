//! Byte offsets to LSP positions and back.
//!
//! The compiler speaks byte offsets; LSP speaks (line, column) with columns
//! in UTF-16 code units (the protocol's default encoding, the only one every
//! client supports). A [`LineIndex`] is built once per document version and
//! converts both ways; offsets inside a character or past the end of a line
//! are clamped, never a panic.

use lsp_types::{Position, Range};

/// Where each line of a text starts, to convert offsets and positions.
#[derive(Debug, Clone, Default)]
pub struct LineIndex {
    /// Byte offset of the start of every line (the first is 0).
    starts: Vec<usize>,
    /// Whether the whole text is ASCII: then columns are byte counts.
    ascii: bool,
}

impl LineIndex {
    /// Indexes `text`.
    pub fn new(text: &str) -> LineIndex {
        let mut starts = vec![0];
        starts.extend(text.bytes().enumerate().filter(|(_, b)| *b == b'\n').map(|(i, _)| i + 1));
        LineIndex { starts, ascii: text.is_ascii() }
    }

    /// How many lines the text has (a final newline opens an empty line).
    pub fn line_count(&self) -> usize {
        self.starts.len()
    }

    /// The 0-based line holding byte `offset`.
    pub fn line_of(&self, offset: usize) -> usize {
        self.starts.partition_point(|&s| s <= offset).saturating_sub(1)
    }

    /// The byte offset where `line` starts (the text's end past the last).
    pub fn line_start(&self, line: usize, text: &str) -> usize {
        self.starts.get(line).copied().unwrap_or(text.len())
    }

    /// The LSP position of byte `offset` in `text`.
    pub fn position(&self, text: &str, offset: usize) -> Position {
        let offset = floor_boundary(text, offset.min(text.len()));
        let line = self.line_of(offset);
        let start = self.starts[line].min(offset);
        let col = if self.ascii { offset - start } else { utf16_len(&text[start..offset]) };
        Position { line: to_u32(line), character: to_u32(col) }
    }

    /// The LSP range of bytes `start..end` in `text`.
    pub fn range(&self, text: &str, start: usize, end: usize) -> Range {
        Range { start: self.position(text, start), end: self.position(text, end.max(start)) }
    }

    /// The byte offset of an LSP position: a column past the line's end
    /// means the end of the line, a line past the end means the text's end.
    pub fn offset(&self, text: &str, pos: Position) -> usize {
        let line = pos.line as usize;
        let Some(&start) = self.starts.get(line) else { return text.len() };
        let end = self.starts.get(line + 1).map_or(text.len(), |&e| e.saturating_sub(1)).max(start);
        let line_text = &text[start..end];
        let want = pos.character as usize;
        if self.ascii {
            return start + want.min(line_text.len());
        }
        let mut units = 0;
        for (i, c) in line_text.char_indices() {
            if units >= want {
                return start + i;
            }
            units += c.len_utf16();
        }
        end
    }
}

/// UTF-16 length of a string.
pub fn utf16_len(s: &str) -> usize {
    s.chars().map(char::len_utf16).sum()
}

/// The largest char boundary at or before `i`.
pub fn floor_boundary(text: &str, mut i: usize) -> usize {
    i = i.min(text.len());
    while i > 0 && !text.is_char_boundary(i) {
        i -= 1;
    }
    i
}

fn to_u32(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(line: u32, character: u32) -> Position {
        Position { line, character }
    }

    #[test]
    fn ascii_round_trip() {
        let t = "MAZE:\"x\",' '\nMAP\n..\nENDMAP\n";
        let ix = LineIndex::new(t);
        assert_eq!(ix.line_count(), 5);
        assert_eq!(ix.position(t, 0), pos(0, 0));
        assert_eq!(ix.position(t, 14), pos(1, 1));
        assert_eq!(ix.offset(t, pos(1, 1)), 14);
        assert_eq!(ix.offset(t, pos(1, 99)), 16, "past the end of a line is its end");
        assert_eq!(ix.offset(t, pos(99, 0)), t.len());
    }

    #[test]
    fn utf16_columns() {
        // 'é' is 2 bytes and 1 UTF-16 unit; '😀' is 4 bytes and 2 units.
        let t = "é😀x\nab";
        let ix = LineIndex::new(t);
        let x = t.find('x').unwrap();
        assert_eq!(ix.position(t, x), pos(0, 3));
        assert_eq!(ix.offset(t, pos(0, 3)), x);
        assert_eq!(ix.offset(t, pos(0, 1)), 2);
        // An offset inside a character is taken back to its start.
        assert_eq!(ix.position(t, 3), pos(0, 1));
        assert_eq!(ix.position(t, t.len()), pos(1, 2));
    }
}
