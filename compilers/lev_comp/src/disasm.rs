//! Listings of compiled levels annotated with their source lines
//! (`lev_comp --disasm --source FILE.des`), and telling a `.des` source
//! from a `.lev` when one is given for the other.

use oxhack_diag::Span;
use std::fmt::Write;

/// Interleaves `listing` (from `oxhack_vm::disasm::listing`) with the
/// source lines of the statements that start at each instruction:
/// `; 12: MONSTER: 'd', (1,1)` before the first instruction of each.
pub fn annotate(listing: &str, marks: &[(usize, Span)], text: &str) -> String {
    let mut out = String::with_capacity(listing.len() * 2);
    let mut next = 0;
    let mut last_line = 0;
    for line in listing.lines() {
        let index = line.split(' ').next().and_then(|w| w.parse::<usize>().ok());
        if let Some(i) = index.filter(|_| line.starts_with(|c: char| c.is_ascii_digit())) {
            while next < marks.len() && marks[next].0 <= i {
                let (n, src) = source_line(text, marks[next].1.start as usize);
                if n != last_line {
                    let _ = writeln!(out, "     ; {n}: {src}");
                    last_line = n;
                }
                next += 1;
            }
        }
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// The 1-based number and the trimmed text of the line holding `offset`.
fn source_line(text: &str, offset: usize) -> (usize, &str) {
    let offset = offset.min(text.len());
    let start = text[..offset].rfind('\n').map_or(0, |i| i + 1);
    let end = text[offset..].find('\n').map_or(text.len(), |i| offset + i);
    let number = text[..start].matches('\n').count() + 1;
    (number, text.get(start..end).unwrap_or("").trim())
}

/// Whether bytes that failed to decode as a `.lev` look like `.des`
/// source text: a `.des` name, or text holding a level header.
pub fn looks_like_des(path: &std::path::Path, bytes: &[u8]) -> bool {
    if path.extension().is_some_and(|e| e.eq_ignore_ascii_case("des")) {
        return true;
    }
    let head = &bytes[..bytes.len().min(4096)];
    let text = String::from_utf8_lossy(head);
    !head.contains(&0) && (text.contains("MAZE") || text.contains("LEVEL")) && text.contains(':')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn source_lines_are_numbered_from_one() {
        assert_eq!(source_line("a\n  b c\nd", 4), (2, "b c"));
        assert_eq!(source_line("abc", 0), (1, "abc"));
        assert_eq!(source_line("abc", 99), (1, "abc"));
    }
}
