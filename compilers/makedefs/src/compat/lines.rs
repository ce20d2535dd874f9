//! Input lines with their positions, and the checks every mode shares.
//!
//! The C makedefs reads its inputs a line at a time with `fgets`, keeping
//! the newline. Here a [`Line`] is the text without its newline plus the
//! byte offset where it starts, so diagnostics can point into the file.
//! Every mode writes each line back with a `\n`: a last line without a
//! newline is treated as if it had one. (The C tool writes such a line
//! without one, which glues it to whatever it writes next; that is a bug
//! of the original, not reproduced.)

use oxhack_diag::{Diags, FileId, Span};

/// Longest line, in bytes without the newline, that the xcrypt-encoded
/// modes and `data.base` accept: 254.
///
/// makedefs' `xcrypt` encodes into a static 256-byte buffer (`BUFSZ`), and
/// the line it encodes still holds its newline and needs a terminating NUL,
/// so 254 bytes of text is the most it can take; longer lines overflow the
/// buffer (undefined behaviour in the C tool). The game reads every one of
/// these files back with `fgets` into `BUFSZ` buffers, which would split a
/// longer line in two, so `data.base` has the same limit even though
/// makedefs copies its lines without encoding them.
pub const MAX_LINE: usize = 254;

/// Longest line `dungeon.def` may have: 16382 bytes. The `^` conditional
/// filter reads lines with `fgets` into a 16384-byte buffer; a longer line
/// would be split and its tail treated as a line of its own.
pub const MAX_FILTER_LINE: usize = 16382;

/// One line of an input file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Line<'a> {
    /// 1-based line number.
    pub no: usize,
    /// Byte offset of the line's first byte in the file.
    pub start: usize,
    /// The line without its newline.
    pub text: &'a str,
}

impl<'a> Line<'a> {
    /// The whole line (without its newline) as a span; a zero-width span
    /// at the line start for an empty line.
    pub fn span(&self, file: FileId) -> Span {
        Span::new(file, self.start..self.start + self.text.len())
    }
    /// A span covering bytes `range` of this line, clamped to the line and
    /// to character boundaries.
    pub fn sub(&self, file: FileId, range: std::ops::Range<usize>) -> Span {
        let end = floor_char(self.text, range.end.min(self.text.len()));
        let start = floor_char(self.text, range.start.min(end));
        Span::new(file, self.start + start..self.start + end)
    }
    /// This line minus its first `n` bytes (`n` must be an ASCII prefix).
    pub fn skip(&self, n: usize) -> Line<'a> {
        let n = floor_char(self.text, n.min(self.text.len()));
        Line { no: self.no, start: self.start + n, text: &self.text[n..] }
    }
    /// The first byte, if any.
    pub fn first(&self) -> Option<u8> {
        self.text.as_bytes().first().copied()
    }
}

/// The largest character boundary of `s` at or below `i`.
pub fn floor_char(s: &str, mut i: usize) -> usize {
    i = i.min(s.len());
    while i > 0 && !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// Splits `text` into lines (a final line without a newline counts; an
/// empty text has no lines).
pub fn split(text: &str) -> Vec<Line<'_>> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut no = 1;
    while start < text.len() {
        let end = text[start..].find('\n').map_or(text.len(), |i| start + i);
        out.push(Line { no, start, text: &text[start..end] });
        no += 1;
        start = end + 1;
    }
    out
}

/// Splits `text` into lines and reports what no mode can handle: NUL
/// bytes (the C tool's string functions stop at them, silently cutting the
/// line) and lines longer than `max` bytes. Returns the lines and whether
/// they are all usable.
pub fn checked<'a>(text: &'a str, file: FileId, max: usize, diags: &mut Diags) -> (Vec<Line<'a>>, bool) {
    let lines = split(text);
    let mut ok = true;
    for line in &lines {
        if let Some(i) = line.text.find('\0') {
            ok = false;
            let d = diags.error(line.sub(file, i..line.text.len().max(i + 1)), "NUL byte in input", "NUL byte here");
            d.notes
                .push("note: makedefs handles lines as C strings, so the rest of the line would be lost".to_string());
        }
        if line.text.len() > max {
            ok = false;
            diags
                .error(
                    line.sub(file, max..line.text.len()),
                    format!("line is too long: {} bytes, at most {max} allowed", line.text.len()),
                    format!("past byte {max}"),
                )
                .notes
                .push(long_line_note(max));
        }
    }
    (lines, ok)
}

fn long_line_note(max: usize) -> String {
    if max == MAX_LINE {
        "note: makedefs encodes each line in a 256-byte buffer and the game reads lines into 256-byte buffers; \
         split the text over several lines"
            .to_string()
    } else {
        format!("note: the conditional filter reads lines into a buffer of {} bytes", max + 2)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_with_and_without_final_newline() {
        let a = split("ab\n\ncd");
        assert_eq!(a.iter().map(|l| l.text).collect::<Vec<_>>(), ["ab", "", "cd"]);
        assert_eq!(a[2].start, 4);
        assert_eq!(a[2].no, 3);
        assert_eq!(split("ab\n").len(), 1);
        assert!(split("").is_empty());
    }

    #[test]
    fn sub_spans_stay_on_char_boundaries() {
        let l = split("xé")[0];
        assert_eq!(l.sub(0, 2..3).range(), 1..3);
    }
}
