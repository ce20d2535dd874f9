//! `makedefs -r`: `rumors.tru` and `rumors.fal` to `rumors`, and the
//! game's reader for it.
//!
//! Layout: the "do not edit" line; a header line
//! `TTTT,SSSSSS,OOOOOO;FFFF,ssssss,oooooo;0,0,EEEEEE` (true rumor count,
//! byte size and start offset, the same for false rumors, end offset;
//! counts and sizes in decimal, offsets in hex, zero-padded); then the true
//! rumors and the false rumors, one xcrypt-encoded line each. Every line of
//! the inputs is a rumor (there are no comments). Lines of 59 characters or
//! fewer are padded with `_` to 59 so that the game, which picks a rumor by
//! seeking to a random byte and taking the next line, picks short rumors
//! more often; it strips the underscores when it shows one.
//!
//! Reproduced quirk of the original: the offsets are computed against a
//! placeholder header of zeros, so they are only right while every field
//! fits its width; here a file whose fields would not fit is an error.

use super::lines::{self, Line, MAX_LINE};
use super::xcrypt::{decrypt_line, xcrypt_into};
use super::{DONT_EDIT, DecodeError, bad};
use oxhack_diag::{Diags, FileId, Span};

/// Rumor lines shorter than this, newline included, are padded up to it.
pub const PAD_TO: usize = 60;

fn header(tc: usize, ts: usize, to: usize, fc: usize, fs: usize, fo: usize, eof: usize) -> String {
    format!("{DONT_EDIT}{tc:04},{ts:06},{to:06x};{fc:04},{fs:06},{fo:06x};0,0,{eof:06x}\n")
}

/// Encodes one rumor (padded, newline added) onto `out`.
fn encode(line: &str, out: &mut Vec<u8>) {
    let mut buf = line.as_bytes().to_vec();
    while buf.len() + 1 < PAD_TO {
        buf.push(b'_');
    }
    buf.push(b'\n');
    xcrypt_into(&buf, out);
}

/// Checks one rumors file; returns its lines (with the file they're in)
/// or `None` after reporting errors.
fn read<'a>(text: &'a str, file: FileId, diags: &mut Diags) -> Option<Vec<(FileId, Line<'a>)>> {
    let (all, ok) = lines::checked(text, file, MAX_LINE, diags);
    if all.is_empty() {
        diags
            .error(Span::new(file, 0..0), "rumors file has no rumors", "empty file")
            .notes
            .push("note: the game picks a rumor at random from each file, so neither may be empty".to_string());
        return None;
    }
    for line in &all {
        if line.text.trim().is_empty() {
            diags
                .warning(line.span(file), "blank line in a rumors file", "this becomes an empty rumor")
                .notes
                .push("help: every line of a rumors file is a rumor; remove the blank line".to_string());
        } else if line.text.ends_with('_') {
            diags.warning(
                line.span(file),
                "rumor ends with `_`",
                "the game strips trailing underscores (its padding) before showing a rumor",
            );
        }
    }
    ok.then(|| all.into_iter().map(|l| (file, l)).collect())
}

/// Builds `rumors` from the true rumors `tru` and false rumors `fal`
/// (files `tru_id`, `fal_id` in the diagnostics); `None` after reporting
/// errors.
pub fn compile(tru: &str, tru_id: FileId, fal: &str, fal_id: FileId, diags: &mut Diags) -> Option<Vec<u8>> {
    let t = read(tru, tru_id, diags);
    let f = read(fal, fal_id, diags);
    let (t, f) = (t?, f?);
    let true_start = header(0, 0, 0, 0, 0, 0, 0).len();
    let mut body = Vec::new();
    let mut sizes = [0usize; 2];
    let mut overflow: Option<(FileId, Line<'_>)> = None;
    for (which, list) in [&t, &f].into_iter().enumerate() {
        let before = body.len();
        for (n, &(file, line)) in list.iter().enumerate() {
            encode(line.text, &mut body);
            let fits = n < 9999 && body.len() - before <= 999_999 && true_start + body.len() <= 0xff_ffff;
            if !fits && overflow.is_none() {
                overflow = Some((file, line));
            }
        }
        sizes[which] = body.len() - before;
    }
    if let Some((file, line)) = overflow {
        diags
            .error(line.span(file), "too many rumors for the header's fixed-width fields", "this rumor does not fit")
            .notes
            .push("note: counts have 4 digits, sizes 6 digits and offsets 6 hex digits".to_string());
        return None;
    }
    let false_start = true_start + sizes[0];
    let eof = false_start + sizes[1];
    let mut out = header(t.len(), sizes[0], true_start, f.len(), sizes[1], false_start, eof).into_bytes();
    out.extend_from_slice(&body);
    Some(out)
}

/// The header of a `rumors` file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rumors {
    /// Number of true rumors.
    pub true_count: usize,
    /// Byte size of the true rumors.
    pub true_size: usize,
    /// Offset of the first true rumor.
    pub true_start: usize,
    /// Number of false rumors.
    pub false_count: usize,
    /// Byte size of the false rumors.
    pub false_size: usize,
    /// Offset of the first false rumor.
    pub false_start: usize,
    /// Offset of the end of the file.
    pub eof: usize,
}

fn field(s: &str, hex: bool) -> Result<usize, DecodeError> {
    let r = if hex { usize::from_str_radix(s, 16) } else { s.parse() };
    r.map_err(|_| bad(format!("bad header field `{s}`")))
}

impl Rumors {
    /// Reads the header of `bytes` and checks it against the file size.
    pub fn parse(bytes: &[u8]) -> Result<Rumors, DecodeError> {
        let mut it = bytes.splitn(3, |&b| b == b'\n');
        let (_, line) = (it.next(), it.next().ok_or_else(|| bad("no header line"))?);
        let line = std::str::from_utf8(line).map_err(|_| bad("header is not text"))?;
        let parts: Vec<&str> = line.split([',', ';']).collect();
        let [tc, ts, to, fc, fs, fo, _, _, e] = parts[..] else {
            return Err(bad(format!("header `{line}` does not have 9 fields")));
        };
        let r = Rumors {
            true_count: field(tc, false)?,
            true_size: field(ts, false)?,
            true_start: field(to, true)?,
            false_count: field(fc, false)?,
            false_size: field(fs, false)?,
            false_start: field(fo, true)?,
            eof: field(e, true)?,
        };
        let consistent = r.true_start.checked_add(r.true_size) == Some(r.false_start)
            && r.false_start.checked_add(r.false_size) == Some(r.eof)
            && r.eof <= bytes.len();
        if !consistent {
            return Err(bad("header offsets disagree with each other or with the file size"));
        }
        if r.true_size == 0 || r.false_size == 0 {
            return Err(bad("no true or no false rumors"));
        }
        Ok(r)
    }

    fn range(&self, truth: bool) -> (usize, usize) {
        if truth { (self.true_start, self.true_size) } else { (self.false_start, self.false_size) }
    }

    /// Every rumor of one kind, decoded, padding removed.
    pub fn all(&self, bytes: &[u8], truth: bool) -> Vec<String> {
        let (start, size) = self.range(truth);
        let part = &bytes[start..start + size];
        let part = part.strip_suffix(b"\n").unwrap_or(part);
        part.split(|&b| b == b'\n').map(unpad).collect()
    }

    /// The rumor the game shows for the random number `tidbit` (taken
    /// modulo the kind's size): it seeks to that byte, skips to the next
    /// line, and wraps to the kind's first rumor past its end.
    pub fn pick(&self, bytes: &[u8], truth: bool, tidbit: u64) -> String {
        let (start, size) = self.range(truth);
        let end = start + size;
        let pos = start + (tidbit % size.max(1) as u64) as usize;
        let next = bytes[pos..end].iter().position(|&b| b == b'\n').map(|i| pos + i + 1);
        let line_start = match next {
            Some(p) if p < end => p,
            _ => start,
        };
        let line_end = bytes[line_start..end].iter().position(|&b| b == b'\n').map_or(end, |i| line_start + i);
        unpad(&bytes[line_start..line_end])
    }
}

/// Decodes a rumor line and strips its padding as the game does (trailing
/// underscores, keeping at least the first character).
fn unpad(enc: &[u8]) -> String {
    let s = decrypt_line(enc);
    let trimmed = s.trim_end_matches('_');
    if trimmed.is_empty() && !s.is_empty() { s[..1].to_string() } else { trimmed.to_string() }
}

/// Convenience: decode the header of `bytes` and [`Rumors::pick`].
pub fn pick(bytes: &[u8], truth: bool, tidbit: u64) -> Result<String, DecodeError> {
    Ok(Rumors::parse(bytes)?.pick(bytes, truth, tidbit))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pads_short_rumors_and_round_trips() {
        let mut diags = Diags::new();
        let long = "x".repeat(70);
        let out = compile("short\n", 0, &format!("{long}\nb\n"), 1, &mut diags).unwrap();
        let r = Rumors::parse(&out).unwrap();
        assert_eq!((r.true_count, r.true_size, r.false_count, r.false_size), (1, 60, 2, 71 + 60));
        assert_eq!(r.all(&out, true), ["short"]);
        assert_eq!(r.all(&out, false), [long.as_str(), "b"]);
        assert_eq!(r.pick(&out, false, 0), "b");
        assert_eq!(r.pick(&out, false, 75), long);
        assert_eq!(r.pick(&out, true, 3), "short");
    }
}
