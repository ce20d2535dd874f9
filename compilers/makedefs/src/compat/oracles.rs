//! `makedefs -h`: `oracles.txt` to `oracles`, and the game's reader for it.
//!
//! In `oracles.txt`, oracles are separated by lines starting with `-----`;
//! lines starting with `#` are comments. The output: the "do not edit"
//! line; the number N of oracles (the built-in "special" oracle, which
//! makedefs adds first, included) right-aligned in 5 columns; N + 1 offsets
//! (5 hex digits each, one per line: where each oracle starts, then the end
//! of the file); then the oracles, each line xcrypt-encoded, each oracle
//! preceded by a `---` line (and the last one followed by one).
//!
//! Reproduced quirks of the original: separators before the first oracle
//! or repeated ones are ignored; a comment line inside an oracle is dropped
//! but a blank one is kept. The C tool rewrites the offsets in place, so it
//! only works while they fit 5 hex digits; here a larger file is an error.

use super::lines::{self, MAX_LINE};
use super::xcrypt::{decrypt_line, xcrypt_into};
use super::{DONT_EDIT, DecodeError, bad};
use oxhack_diag::{Diags, FileId, Span};

/// The special oracle makedefs puts first (the game gives it for a major
/// consultation paid for with less than its full price). One line ends in
/// ten blanks: they are in the C tool's text.
pub const SPECIAL_ORACLE: [&str; 10] = [
    "\"...it is rather disconcerting to be confronted with the",
    "following theorem from [Baker, Gill, and Solovay, 1975].",
    "",
    "Theorem 7.18  There exist recursive languages A and B such that",
    "  (1)  P(A) == NP(A), and",
    "  (2)  P(B) != NP(B)",
    "",
    "This provides impressive evidence that the techniques that are",
    "currently available will not suffice for proving that P != NP or          ",
    "that P == NP.\"  [Garey and Johnson, p. 185.]",
];

/// The game reads oracle lines with `fgets` into an 80-byte buffer
/// (`COLNO`); longer lines come out split, the rest garbled.
pub const GAME_LINE_MAX: usize = 78;

const SEP: &[u8] = b"---\n";

/// Builds `oracles` from `oracles.txt` (`text`, file `file` in the
/// diagnostics); `None` after reporting errors.
pub fn compile(text: &str, file: FileId, diags: &mut Diags) -> Option<Vec<u8>> {
    let errors = diags.error_count();
    let (all, _) = lines::checked(text, file, MAX_LINE, diags);
    // Offsets into the text part (what follows the offset table).
    let mut body = SEP.to_vec();
    let mut offsets = vec![body.len()];
    for line in SPECIAL_ORACLE {
        xcrypt_into(line.as_bytes(), &mut body);
        body.push(b'\n');
    }
    body.extend_from_slice(SEP);
    offsets.push(body.len());
    let mut in_oracle = false;
    let mut separators = 0;
    let mut first_text = None;
    let mut buf = Vec::new();
    for line in &all {
        if line.text.starts_with('#') {
            continue;
        }
        if line.text.starts_with("-----") {
            separators += 1;
            if in_oracle {
                in_oracle = false;
                body.extend_from_slice(SEP);
                offsets.push(body.len());
            }
            continue;
        }
        in_oracle = true;
        first_text.get_or_insert(*line);
        if (GAME_LINE_MAX + 1..=MAX_LINE).contains(&line.text.len()) {
            diags
                .warning(
                    line.sub(file, GAME_LINE_MAX..line.text.len()),
                    format!("oracle line is {} bytes long; the game shows at most {GAME_LINE_MAX}", line.text.len()),
                    "the game splits the line here and garbles the rest",
                )
                .notes
                .push("help: break the line in two".to_string());
        }
        buf.clear();
        buf.extend_from_slice(line.text.as_bytes());
        buf.push(b'\n');
        xcrypt_into(&buf, &mut body);
    }
    if in_oracle {
        body.extend_from_slice(SEP);
        offsets.push(body.len());
    }
    match first_text {
        None => {
            let span = all.first().map_or(Span::new(file, 0..0), |l| l.span(file));
            diags.error(span, "oracles file has no oracles", "no oracle text in this file").notes.push(
                "help: write each oracle's lines after a separator line `-----`; the game needs at least one"
                    .to_string(),
            );
        }
        Some(first) if separators == 0 => {
            diags
                .error(first.span(file), "oracles file has no `-----` separator lines", "the whole file is one oracle")
                .notes
                .push("help: put a line `-----` before each oracle".to_string());
        }
        _ => {}
    }
    if diags.error_count() > errors {
        return None;
    }
    let count = offsets.len() - 1;
    let head_len = DONT_EDIT.len() + 6 + 6 * offsets.len();
    let last = head_len + body.len();
    if last > 0xf_ffff {
        diags.error(
            Span::new(file, 0..0),
            format!("oracles too large: the end offset 0x{last:x} does not fit the 5 hex digits of the offset table"),
            "in this file",
        );
        return None;
    }
    let mut out = format!("{DONT_EDIT}{count:5}\n").into_bytes();
    for off in offsets {
        out.extend_from_slice(format!("{:05x}\n", off + head_len).as_bytes());
    }
    out.extend_from_slice(&body);
    Some(out)
}

/// The index of an `oracles` file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Oracles {
    /// Start offset of each oracle (index 0 is the special one), then the
    /// end of the file.
    pub offsets: Vec<usize>,
}

impl Oracles {
    /// Reads the count and offset table of `bytes`.
    pub fn parse(bytes: &[u8]) -> Result<Oracles, DecodeError> {
        let text = String::from_utf8_lossy(bytes);
        let mut lines = text.split('\n').skip(1);
        let count: usize =
            lines.next().and_then(|l| l.trim().parse().ok()).ok_or_else(|| bad("no oracle count line"))?;
        if count == 0 || count > 99_999 {
            return Err(bad(format!("bad oracle count {count}")));
        }
        let mut offsets = Vec::with_capacity(count + 1);
        for _ in 0..=count {
            let off = lines
                .next()
                .and_then(|l| usize::from_str_radix(l, 16).ok())
                .filter(|&o| o <= bytes.len())
                .ok_or_else(|| bad("bad oracle offset table"))?;
            offsets.push(off);
        }
        if offsets.windows(2).any(|w| w[0] > w[1]) {
            return Err(bad("oracle offsets are out of order"));
        }
        Ok(Oracles { offsets })
    }

    /// Number of oracles, the special one included.
    pub fn len(&self) -> usize {
        self.offsets.len() - 1
    }

    /// Whether there are no oracles at all.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The lines of oracle `i` (0 is the special oracle), decoded: what
    /// the game reads from its offset up to the next `---` line.
    pub fn oracle(&self, bytes: &[u8], i: usize) -> Option<Vec<String>> {
        let start = *self.offsets.get(i)?;
        let mut out = Vec::new();
        for line in bytes[start..].split_inclusive(|&b| b == b'\n') {
            if line == SEP {
                break;
            }
            out.push(decrypt_line(line.strip_suffix(b"\n").unwrap_or(line)));
        }
        Some(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builds_and_decodes() {
        let mut diags = Diags::new();
        let out = compile("-----\nfirst\n# gone\n\nline\n-----\n-----\nsecond\n", 0, &mut diags).unwrap();
        let o = Oracles::parse(&out).unwrap();
        assert_eq!(o.len(), 3);
        assert_eq!(o.oracle(&out, 0).unwrap(), SPECIAL_ORACLE);
        assert_eq!(o.oracle(&out, 1).unwrap(), ["first", "", "line"]);
        assert_eq!(o.oracle(&out, 2).unwrap(), ["second"]);
        assert_eq!(*o.offsets.last().unwrap(), out.len());
    }
}
