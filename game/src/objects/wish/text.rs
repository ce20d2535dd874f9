//! Case-blind string helpers for the wish parser (hacklib.c's strncmpi,
//! strstri, fuzzymatch and objnam.c's BSTRCMPI), over `&str`.
//!
//! Every pattern is ASCII, so an index found by searching for one is a
//! character boundary and slicing there never panics, whatever the player
//! typed.

/// `s` starts with `p`, ignoring ASCII case (`!strncmpi(s, p, strlen(p))`).
pub fn starts_ci(s: &str, p: &str) -> bool {
    s.len() >= p.len() && s.as_bytes()[..p.len()].eq_ignore_ascii_case(p.as_bytes())
}

/// `s` ends with `p`, ignoring ASCII case (`!BSTRCMPI(s, end - len, p)`).
pub fn ends_ci(s: &str, p: &str) -> bool {
    s.len() >= p.len() && s.as_bytes()[s.len() - p.len()..].eq_ignore_ascii_case(p.as_bytes())
}

/// Equal ignoring ASCII case (`!strcmpi`).
pub fn eq_ci(a: &str, b: &str) -> bool {
    a.eq_ignore_ascii_case(b)
}

/// Byte index of the first `pat` in `s`, ignoring ASCII case (`strstri`).
pub fn find_ci(s: &str, pat: &str) -> Option<usize> {
    find_ci_from(s, pat, 0)
}

/// [`find_ci`] starting at byte `from`.
pub fn find_ci_from(s: &str, pat: &str, from: usize) -> Option<usize> {
    let (h, n) = (s.as_bytes(), pat.as_bytes());
    if n.is_empty() {
        return Some(from.min(h.len()));
    }
    if from > h.len() || h.len() - from < n.len() {
        return None;
    }
    (from..=h.len() - n.len()).find(|&i| h[i..i + n.len()].eq_ignore_ascii_case(n))
}

/// Byte index of the last `c` in `s` (`rindex`).
pub fn rfind_byte(s: &str, c: u8) -> Option<usize> {
    s.bytes().rposition(|b| b == c)
}

/// `fuzzymatch(s1, s2, " -", TRUE)`: equal once spaces and hyphens are
/// dropped and case is ignored ("pick-axe" = "pickaxe" = "Pick axe").
pub fn fuzzymatch(a: &str, b: &str) -> bool {
    fn strip(s: &str) -> impl Iterator<Item = u8> + '_ {
        s.bytes().filter(|&c| c != b' ' && c != b'-').map(|c| c.to_ascii_lowercase())
    }
    strip(a).eq(strip(b))
}

/// Leading decimal digits as a number (`atoi` on a digit run), and how
/// many bytes they took. Saturates instead of overflowing.
pub fn leading_number(s: &str) -> (i64, usize) {
    let digits = s.bytes().take_while(u8::is_ascii_digit).count();
    let n = s[..digits].bytes().fold(0i64, |n, d| n.saturating_mul(10).saturating_add((d - b'0') as i64));
    (n, digits)
}

/// `mungspaces`: trims and collapses runs of spaces and tabs to one space.
pub fn mungspaces(s: &str) -> String {
    s.split([' ', '\t', '\n', '\r']).filter(|w| !w.is_empty()).collect::<Vec<_>>().join(" ")
}

/// At most `max` bytes of `s`, cut at a character boundary.
pub fn truncate_to(s: &str, max: usize) -> &str {
    if s.len() <= max {
        return s;
    }
    let mut end = max;
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    &s[..end]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn helpers_behave_like_their_c_counterparts() {
        assert!(starts_ci("Blessed +2 dagger", "blessed "));
        assert!(!starts_ci("bless", "blessed "));
        assert!(ends_ci("potion of holy water", "holy water"));
        assert!(!ends_ci("water", "holy water"));
        assert_eq!(find_ci("tin of Nurse meat", " OF "), Some(3));
        assert_eq!(find_ci_from("a of b of c", " of ", 2), Some(6));
        assert_eq!(find_ci("ab", "abc"), None);
        assert!(fuzzymatch("pick-axe", "Pick axe"));
        assert!(fuzzymatch("pickaxe", "pick-axe"));
        assert!(!fuzzymatch("pickaxes", "pick-axe"));
        assert_eq!(leading_number("12 arrows"), (12, 2));
        assert_eq!(leading_number("99999999999999999999999"), (i64::MAX, 23));
        assert_eq!(mungspaces("  2   blessed\tscrolls "), "2 blessed scrolls");
        assert_eq!(truncate_to("héllo", 2), "h");
    }
}
