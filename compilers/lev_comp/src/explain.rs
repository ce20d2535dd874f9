//! The registry of diagnostic codes and their long explanations.
//!
//! Every error and warning lev_comp gives carries a stable code such as
//! `L0105` (set in [`crate::messages`]); `lev_comp --explain L0105`
//! prints the entry from `explain.txt`, the one data file that lists every
//! code. Codes are never reused, so scripts and editors can rely on them.

/// The registry's text: entries start with a line `== CODE title`.
const REGISTRY: &str = include_str!("explain.txt");

/// One registry entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Entry {
    pub code: &'static str,
    pub title: &'static str,
    /// The long explanation, examples included (trimmed).
    pub text: &'static str,
}

/// Every documented code, in registry order.
pub fn entries() -> Vec<Entry> {
    let mut out = Vec::new();
    // (code, title, start of the body) of the entry being read.
    let mut open: Option<(&'static str, &'static str, usize)> = None;
    let mut at = 0;
    for line in REGISTRY.split_inclusive('\n') {
        if let Some(head) = line.strip_prefix("== ") {
            if let Some((code, title, start)) = open.take() {
                out.push(Entry { code, title, text: REGISTRY[start..at].trim_matches('\n') });
            }
            let (code, title) = head.trim_end().split_once(' ').unwrap_or((head.trim_end(), ""));
            open = Some((code, title.trim(), at + line.len()));
        }
        at += line.len();
    }
    if let Some((code, title, start)) = open {
        out.push(Entry { code, title, text: REGISTRY[start..].trim_matches('\n') });
    }
    out
}

/// The entry for `code` (case-insensitive, `l105` and `105` accepted).
pub fn lookup(code: &str) -> Option<Entry> {
    let code = code.trim();
    let digits = code.trim_start_matches(['L', 'l']);
    let n: u32 = digits.parse().ok()?;
    let want = format!("L{n:04}");
    entries().into_iter().find(|e| e.code == want)
}

/// What `lev_comp --explain CODE` prints, or the error for an unknown code.
pub fn explain(code: &str) -> Result<String, String> {
    match lookup(code) {
        Some(e) => Ok(format!("{}: {}\n\n{}\n", e.code, e.title, e.text)),
        None => Err(format!(
            "no diagnostic code \"{code}\"; codes look like L0105 (lev_comp --explain list shows them all)"
        )),
    }
}

/// Every code with its title, one per line (`lev_comp --explain list`).
pub fn list() -> String {
    entries().iter().map(|e| format!("{}  {}\n", e.code, e.title)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_in_the_messages_is_documented_and_back() {
        let sources = [include_str!("messages.rs")];
        let mut used: Vec<String> = Vec::new();
        for s in sources {
            for (i, _) in s.match_indices("\"L0") {
                used.push(s[i + 1..i + 6].to_string());
            }
        }
        used.sort();
        used.dedup();
        let documented: Vec<&str> = entries().iter().map(|e| e.code).collect();
        for u in &used {
            assert!(documented.contains(&u.as_str()), "{u} has no entry in explain.txt");
        }
        for d in &documented {
            assert!(used.iter().any(|u| u == d), "{d} is documented but never used");
        }
        let mut sorted = documented.clone();
        sorted.dedup();
        assert_eq!(sorted.len(), documented.len(), "a code is listed twice");
        assert!(entries().iter().all(|e| !e.title.is_empty() && e.text.len() > 20));
    }

    #[test]
    fn lookup_accepts_loose_spellings() {
        assert_eq!(lookup("l105").map(|e| e.code), Some("L0105"));
        assert_eq!(lookup("105").map(|e| e.code), Some("L0105"));
        assert!(lookup("L9999").is_none());
        assert!(lookup("banana").is_none());
        assert!(explain("L0105").unwrap().contains("soldier ant"));
    }
}
