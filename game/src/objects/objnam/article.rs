//! Articles and possessives: `an`, `the`, `s_suffix` (objnam.c, hacklib.c).

use super::{BUFSZ, capped, starts_ci};

const VOWELS: &[u8] = b"aeiou";

/// The article a name takes: "a ", "an " or "" (`just_an`). Single
/// letters go by their sound ("an x"); "the ...", "molten lava", "iron
/// bars" and "ice" take none; "unicorn", "uranium", "useful", "one-" and
/// "eucalyptus" take "a"; an x before a consonant ("xorn") takes "an".
pub fn just_an(s: &str) -> &'static str {
    let b = s.as_bytes();
    let Some(&first) = b.first() else { return "a " };
    let c0 = first.to_ascii_lowercase();
    if b.len() == 1 {
        return if b"aefhilmnosx".contains(&c0) { "an " } else { "a " };
    }
    if starts_ci(s, "the ")
        || s.eq_ignore_ascii_case("molten lava")
        || s.eq_ignore_ascii_case("iron bars")
        || s.eq_ignore_ascii_case("ice")
    {
        return "";
    }
    let vowel_sound = VOWELS.contains(&c0)
        && !starts_ci(s, "one-")
        && !starts_ci(s, "eucalyptus")
        && !starts_ci(s, "unicorn")
        && !starts_ci(s, "uranium")
        && !starts_ci(s, "useful");
    if vowel_sound || (c0 == b'x' && !VOWELS.contains(&b[1].to_ascii_lowercase())) { "an " } else { "a " }
}

/// `an`: the name with its indefinite article ("an orange", "a unicorn
/// horn", "the Amulet of Yendor" unchanged).
pub fn an(s: &str) -> String {
    if s.is_empty() {
        return "an []".to_string();
    }
    let art = just_an(s);
    format!("{art}{}", capped(s, BUFSZ - 1 - art.len()))
}

/// `An`: [`an`] capitalised for the start of a sentence.
#[allow(non_snake_case)]
pub fn An(s: &str) -> String {
    upstart(an(s))
}

/// `the`: the name with "the" where it needs one. Lowercase names get it;
/// capitalised ones are taken for proper names ("Excalibur", "Vorpal
/// Blade") unless their last word is lowercase or an "of" comes before
/// any "named"/"called" ("the Orb of Detection"). Idempotent.
pub fn the(s: &str) -> String {
    the_with_fruit(s, None)
}

/// [`the`], treating the hero's fruit name as a common noun even when
/// capitalised.
pub fn the_with_fruit(s: &str, fruit: Option<&str>) -> String {
    if s.is_empty() {
        return "the []".to_string();
    }
    if starts_ci(s, "the ") {
        let mut out = String::with_capacity(s.len());
        out.push(s.as_bytes()[0].to_ascii_lowercase() as char);
        out.push_str(&s[1..]);
        return out;
    }
    let first = s.as_bytes()[0];
    let insert = if !first.is_ascii_uppercase() || fruit == Some(s) {
        true
    } else {
        let last_sep = s.rfind(' ').or_else(|| s.rfind('-'));
        match last_sep {
            Some(p) if !s.as_bytes().get(p + 1).is_some_and(|c| c.is_ascii_uppercase()) => true,
            Some(p) if s.find(' ').is_none_or(|first_space| first_space < p) => {
                let lower = s.to_ascii_lowercase();
                let of = lower.find(" of ");
                let named = lower.find(" named ");
                let called = lower.find(" called ");
                let named = match (called, named) {
                    (Some(c), Some(n)) if c < n => Some(c),
                    (Some(c), None) => Some(c),
                    (_, n) => n,
                };
                if of.is_some_and(|o| named.is_none_or(|n| o < n)) {
                    true
                } else {
                    named.is_none() && s.ends_with("Platinum Yendorian Express Card")
                }
            }
            _ => false,
        }
    };
    if insert { format!("the {}", capped(s, BUFSZ - 5)) } else { capped(s, BUFSZ - 1).to_string() }
}

/// `The`: [`the`] capitalised.
#[allow(non_snake_case)]
pub fn The(s: &str) -> String {
    upstart(the(s))
}

/// The possessive (`s_suffix`): "it" -> "its", "you" -> "your", "Medusa"
/// -> "Medusa's", "Pelias" -> "Pelias'".
pub fn s_suffix(s: &str) -> String {
    if s.eq_ignore_ascii_case("it") {
        format!("{s}s")
    } else if s.eq_ignore_ascii_case("you") {
        format!("{s}r")
    } else if s.ends_with('s') {
        format!("{s}'")
    } else {
        format!("{s}'s")
    }
}

/// The first letter capitalised (`upstart`).
fn upstart(mut s: String) -> String {
    if let Some(f) = s.get_mut(0..1) {
        f.make_ascii_uppercase();
    }
    s
}
