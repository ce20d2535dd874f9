//! `makedefs -s`: the random-access text files `epitaph`, `engrave` and
//! `bogusmon` (headstone epitaphs, random engravings, hallucinatory monster
//! names), and the game's reader for them.
//!
//! Each input goes through the [`filter`] first; then every
//! line that is neither empty nor starts with `#` is written xcrypt-encoded,
//! one per line, after the "do not edit" line and a built-in default entry
//! (so that the file is never empty).
//!
//! Reproduced quirk of the original: the default entry is written
//! **without a newline**, so it shares its line with the first real entry
//! (which is encoded separately, its mask restarting at 1). The game
//! decodes that line in one pass, which garbles the second part (unless
//! the default's length is a multiple of 5). [`decode_lines`] shows lines
//! as the game does; [`entries`] splits the default off.

use super::lines::{self, MAX_LINE};
use super::xcrypt::{decrypt_line, xcrypt, xcrypt_into};
use super::{Config, DONT_EDIT, DecodeError, bad, filter};
use oxhack_diag::{Diags, FileId};

/// Built-in default entries, in the order of
/// [`Mode::Strings`](super::Mode::Strings)' inputs: epitaph, engrave,
/// bogusmon.
pub const DEFAULTS: [&str; 3] =
    ["No matter where I went, here I am.", "No matter where you go, there you are.", "grue"];

/// The default entry for an output file name (`epitaph`, `engrave` or
/// `bogusmon`).
pub fn default_for(output: &str) -> Option<&'static str> {
    ["epitaph", "engrave", "bogusmon"].iter().position(|&n| n == output).map(|i| DEFAULTS[i])
}

/// Builds one random-access text file from its source `text` (file `file`
/// in the diagnostics) with `default` as the built-in first entry; `None`
/// after reporting errors.
pub fn compile(text: &str, file: FileId, default: &str, config: &Config, diags: &mut Diags) -> Option<Vec<u8>> {
    let errors = diags.error_count();
    let (all, _) = lines::checked(text, file, MAX_LINE, diags);
    let kept = filter::filter(&all, file, config, diags);
    if diags.error_count() > errors {
        return None;
    }
    let mut out = DONT_EDIT.as_bytes().to_vec();
    xcrypt_into(default.as_bytes(), &mut out);
    let mut buf = Vec::new();
    for line in kept {
        if line.text.is_empty() || line.text.starts_with('#') {
            continue;
        }
        buf.clear();
        buf.extend_from_slice(line.text.as_bytes());
        buf.push(b'\n');
        xcrypt_into(&buf, &mut out);
    }
    Some(out)
}

/// The lines after the header, without newlines (still encoded).
fn body(bytes: &[u8]) -> Result<Vec<&[u8]>, DecodeError> {
    let nl = bytes.iter().position(|&b| b == b'\n').ok_or_else(|| bad("no header line"))?;
    let body = &bytes[nl + 1..];
    if body.is_empty() {
        return Err(bad("no entries"));
    }
    let body = body.strip_suffix(b"\n").unwrap_or(body);
    Ok(body.split(|&b| b == b'\n').collect())
}

/// Every line after the header, decoded as the game decodes it (each line
/// in one pass, so the first one, holding the default entry and the first
/// real entry, comes out partly garbled).
pub fn decode_lines(bytes: &[u8]) -> Result<Vec<String>, DecodeError> {
    Ok(body(bytes)?.into_iter().map(decrypt_line).collect())
}

/// The entries in order, `default` first: the first line is split after
/// the default's encoded bytes and each part decoded on its own.
pub fn entries(bytes: &[u8], default: &str) -> Result<Vec<String>, DecodeError> {
    let lines = body(bytes)?;
    let enc = xcrypt(default.as_bytes());
    let first =
        lines[0].strip_prefix(enc.as_slice()).ok_or_else(|| bad("first line does not start with the default"))?;
    let mut out = vec![default.to_string()];
    if !first.is_empty() || lines.len() > 1 {
        out.push(decrypt_line(first));
    }
    out.extend(lines[1..].iter().map(|l| decrypt_line(l)));
    Ok(out)
}

/// The entry the game picks for the random number `tidbit` (taken modulo
/// the text size): it seeks into the text, skips to the next line start
/// and reads that line, wrapping to the first line at the end.
pub fn pick(bytes: &[u8], tidbit: u64) -> Result<String, DecodeError> {
    let start = bytes.iter().position(|&b| b == b'\n').ok_or_else(|| bad("no header line"))? + 1;
    let size = bytes.len() - start;
    if size == 0 {
        return Err(bad("no entries"));
    }
    let pos = start + (tidbit % size as u64) as usize;
    let line_at = |p: usize| -> Option<&[u8]> {
        if p >= bytes.len() {
            return None;
        }
        let end = bytes[p..].iter().position(|&b| b == b'\n').map_or(bytes.len(), |i| p + i);
        Some(&bytes[p..end])
    };
    let next = bytes[pos..].iter().position(|&b| b == b'\n').map(|i| pos + i + 1);
    let line = next.and_then(line_at).or_else(|| line_at(start)).unwrap_or_default();
    Ok(decrypt_line(line))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn build(text: &str, default: &str) -> Vec<u8> {
        let mut diags = Diags::new();
        compile(text, 0, default, &Config::default(), &mut diags).unwrap()
    }

    #[test]
    fn default_shares_the_first_line() {
        let out = build("# comment\n\nElbereth\nxyzzy\n", "grue");
        let body = &out[DONT_EDIT.len()..];
        assert_eq!(body, [&xcrypt(b"grue")[..], &xcrypt(b"Elbereth\n"), &xcrypt(b"xyzzy\n")].concat());
        assert_eq!(entries(&out, "grue").unwrap(), ["grue", "Elbereth", "xyzzy"]);
        assert_eq!(decode_lines(&out).unwrap()[1], "xyzzy");
    }

    #[test]
    fn pick_wraps_to_the_first_line() {
        let out = build("a\nb\n", "z");
        assert_eq!(pick(&out, 0).unwrap(), "b");
        let size = (out.len() - DONT_EDIT.len()) as u64;
        assert_eq!(pick(&out, size - 1).unwrap(), decode_lines(&out).unwrap()[0]);
    }
}
