//! "Did you mean" suggestions for misspelled names.

/// The candidate closest to `name`, if one is close enough to be a likely
/// typo: case-insensitive Jaro-Winkler similarity of at least 0.85, or a
/// Levenshtein distance of at most a third of the name's length.
pub fn suggest<'a, I>(name: &str, candidates: I) -> Option<&'a str>
where
    I: IntoIterator<Item = &'a str>,
{
    let lower = name.to_lowercase();
    let mut best: Option<(&'a str, f64)> = None;
    for cand in candidates {
        let c = cand.to_lowercase();
        if c == lower {
            return Some(cand);
        }
        let jw = strsim::jaro_winkler(&lower, &c);
        let lev = strsim::levenshtein(&lower, &c);
        let close = jw >= 0.85 || lev * 3 <= lower.chars().count().max(3);
        if close && best.is_none_or(|(_, s)| jw > s) {
            best = Some((cand, jw));
        }
    }
    best.map(|(c, _)| c)
}

/// `did you mean 'x'?` for a help note, if there is a close candidate.
pub fn did_you_mean<'a, I>(name: &str, candidates: I) -> Option<String>
where
    I: IntoIterator<Item = &'a str>,
{
    suggest(name, candidates).map(|c| format!("did you mean '{c}'?"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_plural_typo() {
        let names = ["giant ant", "soldier ant", "fire ant"];
        assert_eq!(suggest("soldier ants", names), Some("soldier ant"));
    }

    #[test]
    fn ignores_unrelated_names() {
        let names = ["giant ant", "soldier ant"];
        assert_eq!(suggest("xyzzy", names), None);
    }

    #[test]
    fn case_insensitive_exact() {
        assert_eq!(suggest("LONG_SWORD", ["long_sword"]), Some("long_sword"));
    }
}
