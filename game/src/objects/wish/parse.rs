//! The first half of readobjnam: the words around the object's name.
//!
//! Prefixes ("3 blessed rustproof +2 ..."), OxHack's property prefixes
//! ("magical", "vorpal", "thirsty", "oilskin"), the parenthesised charges
//! "(0:3)", "named"/"called"/"labeled", "pair of"/"set of", and the
//! property suffixes after "of"/"and" ("dagger of fire and speed"). What
//! remains is the name proper, for `resolve`.

use super::lookup::names_object;
use super::monname::name_to_mon;
use super::text::{find_ci, find_ci_from, leading_number, rfind_byte, starts_ci};
use crate::objects::objnam::makesingular;
use crate::rng::Rng;
use oxhack_defs::{Pm, Tables};

/// What a tin should hold (`contents` of readobjnam).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Contents {
    #[default]
    Undefined,
    Empty,
    Spinach,
}

/// Everything the words around the name asked for.
#[derive(Debug, Clone, Default)]
pub struct Request {
    pub cnt: i64,
    pub spe: i32,
    /// +1 or -1 when an enchantment or charge count was given, else 0.
    pub spesgn: i32,
    pub rechrg: i32,
    pub very: u8,
    pub blessed: bool,
    pub uncursed: bool,
    pub iscursed: bool,
    pub ispoisoned: bool,
    pub isgreased: bool,
    pub eroded: u8,
    pub eroded2: u8,
    pub erodeproof: bool,
    pub locked: bool,
    pub unlocked: bool,
    pub broken: bool,
    pub halfeaten: bool,
    pub islit: bool,
    pub unlabeled: bool,
    pub ishistoric: bool,
    pub isdiluted: bool,
    /// 0 unspecified, 1 trapped (wizard mode only), 2 untrapped.
    pub trapped: u8,
    pub wetness: i8,
    pub gsize: u8,
    pub contents: Contents,
    /// "magical": random properties if no other is asked for.
    pub magical: bool,
    /// Property bits asked for by prefix or suffix.
    pub objprops: u32,
    /// A theme asked for by an "of" phrase ("of the Storm"), as its index.
    pub theme: Option<usize>,
    /// "oilskin" was read as a property before a "cloak of X" whose X is
    /// also a property: the doc's "oilskin cloak of displacement". The bit
    /// is X's, for the fallback when oilskin cannot sit on that cloak.
    pub oilskin_of: Option<u32>,
    /// The monster a corpse, tin, figurine, statue or egg is of.
    pub mntmp: Option<Pm>,
    /// Tin preparation index, when named ("pickled").
    pub tvariety: Option<usize>,
    /// "named X".
    pub name: Option<String>,
    /// "called X" (`un`) and "labeled X" (`dn`).
    pub un: Option<String>,
    pub dn: Option<String>,
}

/// The prefix loop: strips count, article, BUC, erosion and the rest from
/// the front of `bp` into `req`. `wizard` honours "trapped".
pub fn read_prefixes(t: &Tables, bp: &mut String, req: &mut Request, wizard: bool, rng: &mut Rng) {
    loop {
        let s = bp.as_str();
        if s.is_empty() {
            break;
        }
        let mut l: usize;
        let word = |p: &str, l: &mut usize| {
            if starts_ci(s, p) {
                *l = p.len();
                true
            } else {
                false
            }
        };
        l = 0;
        if word("an ", &mut l) || word("a ", &mut l) {
            req.cnt = 1;
        } else if word("the ", &mut l) {
        } else if req.cnt == 0 && s.as_bytes()[0].is_ascii_digit() && s != "0" {
            let (n, digits) = leading_number(s);
            req.cnt = n;
            l = digits + s[digits..].bytes().take_while(|&b| b == b' ').count();
        } else if s.starts_with('+') || s.starts_with('-') {
            req.spesgn = if s.starts_with('+') { 1 } else { -1 };
            let (n, digits) = leading_number(&s[1..]);
            req.spe = n.min(i32::MAX as i64) as i32;
            l = 1 + digits + s[1 + digits..].bytes().take_while(|&b| b == b' ').count();
        } else if word("blessed ", &mut l) || word("holy ", &mut l) {
            req.blessed = true;
        } else if word("moist ", &mut l) || word("wet ", &mut l) {
            req.wetness = if starts_ci(s, "wet ") { (rng.rn2(3) + 3) as i8 } else { rng.rnd(2) as i8 };
        } else if word("cursed ", &mut l) || word("unholy ", &mut l) {
            req.iscursed = true;
        } else if word("uncursed ", &mut l) {
            req.uncursed = true;
        } else if ["rustproof ", "erodeproof ", "corrodeproof ", "fixed ", "fireproof ", "rotproof "]
            .iter()
            .any(|p| word(p, &mut l))
        {
            req.erodeproof = true;
        } else if word("lit ", &mut l) || word("burning ", &mut l) {
            req.islit = true;
        } else if word("unlit ", &mut l) || word("extinguished ", &mut l) {
            req.islit = false;
        } else if word("unlabeled ", &mut l) || word("unlabelled ", &mut l) || word("blank ", &mut l) {
            req.unlabeled = true;
        } else if word("poisoned ", &mut l) {
            req.ispoisoned = true;
        } else if word("trapped ", &mut l) {
            req.trapped = if wizard { 1 } else { 0 };
        } else if word("untrapped ", &mut l) {
            req.trapped = 2;
        } else if word("locked ", &mut l) {
            (req.locked, req.unlocked, req.broken) = (true, false, false);
        } else if word("unlocked ", &mut l) {
            (req.locked, req.unlocked, req.broken) = (false, true, false);
        } else if word("broken ", &mut l) {
            (req.locked, req.unlocked, req.broken) = (false, false, true);
        } else if word("greased ", &mut l) {
            req.isgreased = true;
        } else if word("very ", &mut l) {
            req.very = 1;
        } else if word("thoroughly ", &mut l) {
            req.very = 2;
        } else if ["rusty ", "rusted ", "burnt ", "burned "].iter().any(|p| word(p, &mut l)) {
            req.eroded = 1 + req.very;
            req.very = 0;
        } else if word("corroded ", &mut l) || word("rotted ", &mut l) {
            req.eroded2 = 1 + req.very;
            req.very = 0;
        } else if word("partly eaten ", &mut l) || word("partially eaten ", &mut l) {
            req.halfeaten = true;
        } else if word("historic ", &mut l) {
            req.ishistoric = true;
        } else if word("diluted ", &mut l) {
            req.isdiluted = true;
        } else if word("empty ", &mut l) {
            req.contents = Contents::Empty;
        } else if word("small ", &mut l) {
            if !is_glob_after(&s[l..]) {
                break;
            }
            req.gsize = 1;
        } else if word("medium ", &mut l) {
            req.gsize = 2;
        } else if word("large ", &mut l) {
            if !is_glob_after(&s[l..]) {
                break;
            }
            req.gsize = if req.very != 1 { 3 } else { 4 };
        } else if word("magical ", &mut l) {
            req.magical = true;
        } else if let Some((bit, len)) = property_prefix(t, s) {
            if bit == oxhack_tables::ids::ITEM_OILSKIN
                && let Some(x) = oilskin_cloak_suffix(t, &s[len..])
            {
                req.oilskin_of = x;
            }
            req.objprops |= bit;
            l = len;
        } else {
            break;
        }
        bp.replace_range(..l.min(bp.len()), "");
    }
}

fn is_glob_after(s: &str) -> bool {
    starts_ci(s, "glob") || find_ci(s, " glob").is_some()
}

/// A property prefix word ("vorpal ", "thirsty ", "oilskin ") at the
/// start of `s`, as its bit and length, unless the words are an object's
/// or artifact's own name ("Vorpal Blade", "oilskin sack", "oilskin
/// cloak"). An "oilskin cloak of X" whose "cloak of X" is itself an
/// object is read as that cloak with oilskin (the doc's rule).
fn property_prefix(t: &Tables, s: &str) -> Option<(u32, usize)> {
    for p in &t.oprops {
        for w in &p.wish_prefix {
            let len = w.len() + 1;
            if !(starts_ci(s, w) && s.as_bytes().get(w.len()) == Some(&b' ')) {
                continue;
            }
            let rest = &s[len..];
            if own_name_starts(t, s) && !of_phrase_names_object(t, rest) {
                return None;
            }
            return Some((p.bit, len));
        }
    }
    None
}

/// Whether `s` begins with an object's or artifact's name that is more
/// than one word (so a prefix word there is part of the name).
fn own_name_starts(t: &Tables, s: &str) -> bool {
    let name_fits = |n: &str| {
        n.contains(' ') && starts_ci(s, n) && matches!(s.as_bytes().get(n.len()), None | Some(b' ') | Some(b's'))
    };
    t.objects.iter().filter_map(|o| o.name.as_deref()).any(name_fits)
        || t.artifacts.iter().any(|a| name_fits(a.name.trim_start_matches("The ").trim_start_matches("the ")))
}

/// For "cloak of X ..." (the text after "oilskin "): whether "cloak of X"
/// names an object, X ending at the next " of "/" and " or the end.
fn of_phrase_names_object(t: &Tables, rest: &str) -> bool {
    let Some(of) = find_ci(rest, " of ") else { return false };
    let end = next_joint(rest, of + 4).map_or(rest.len(), |(p, _)| p);
    names_object(t, &rest[..end])
}

/// The property bit of X in an "oilskin cloak of X" read as a cloak of
/// X, when X is also a property suffix: `Some(Some(bit))`; `Some(None)`
/// when X is no property; `None` when the phrase is not such a cloak.
fn oilskin_cloak_suffix(t: &Tables, rest: &str) -> Option<Option<u32>> {
    if !starts_ci(rest, "cloak of ") || !of_phrase_names_object(t, rest) {
        return None;
    }
    let of = find_ci(rest, " of ")?;
    Some(suffix_property(t, &rest[of + 4..]).map(|(bit, _)| bit))
}

/// The next " of " or " and " at or after `from`: its position and length.
pub fn next_joint(s: &str, from: usize) -> Option<(usize, usize)> {
    let of = find_ci_from(s, " of ", from).map(|p| (p, 4));
    let and = find_ci_from(s, " and ", from).map(|p| (p, 5));
    match (of, and) {
        (Some(a), Some(b)) => Some(if a.0 <= b.0 { a } else { b }),
        (a, b) => a.or(b),
    }
}

/// A property suffix word at the start of `s` ("fire", "cold", "ESP",
/// "detonations"), as its bit and length. Words after it up to the next
/// "of"/"and" are ignored ("fire resistance").
pub fn suffix_property(t: &Tables, s: &str) -> Option<(u32, usize)> {
    let mut best: Option<(u32, usize)> = None;
    for p in &t.oprops {
        for w in &p.wish_suffix {
            if starts_ci(s, w) && best.is_none_or(|(_, l)| w.len() > l) {
                best = Some((p.bit, w.len()));
            }
        }
    }
    best
}

/// The parenthesised part "(n)", "(n:m)" or "(lit)" at the end.
pub fn read_parens(bp: &mut String, req: &mut Request) {
    if bp.len() <= 1 {
        return;
    }
    let Some(open) = rfind_byte(bp, b'(') else { return };
    let head_end = if open > 0 && bp.as_bytes()[open - 1] == b' ' { open - 1 } else { open };
    let inner = bp[open + 1..].to_string();
    let mut keep_trailing = true;
    let mut tail_from = 0usize;
    if starts_ci(&inner, "lit)") {
        req.islit = true;
        tail_from = 4;
    } else {
        let (n, d) = leading_number(&inner);
        req.spe = n.min(i32::MAX as i64) as i32;
        let mut i = d;
        if inner.as_bytes().get(i) == Some(&b':') {
            i += 1;
            req.rechrg = req.spe;
            let (n2, d2) = leading_number(&inner[i..]);
            req.spe = n2.min(i32::MAX as i64) as i32;
            i += d2;
        }
        if inner.as_bytes().get(i) != Some(&b')') {
            req.spe = 0;
            req.rechrg = 0;
            keep_trailing = false;
        } else {
            req.spesgn = 1;
            tail_from = i + 1;
        }
    }
    let tail = if keep_trailing { inner[tail_from..].to_string() } else { String::new() };
    bp.truncate(head_end);
    bp.push_str(&tail);
}

/// Cuts " named X", " called X", " labeled X" and " of spinach" off `bp`.
/// Returns true when "called" follows a general word ("shield called
/// reflection"), which then names only a class.
pub fn read_names(bp: &mut String, req: &mut Request) -> Option<oxhack_defs::OClass> {
    if let Some(p) = find_ci(bp, " named ") {
        req.name = Some(bp[p + 7..].to_string());
        bp.truncate(p);
    }
    let mut class = None;
    if let Some(p) = find_ci(bp, " called ") {
        req.un = Some(bp[p + 8..].to_string());
        bp.truncate(p);
        class = super::lookup::o_range(bp).map(|r| r.0);
    }
    if let Some(p) = find_ci(bp, " labeled ") {
        req.dn = Some(bp[p + 9..].to_string());
        bp.truncate(p);
    } else if let Some(p) = find_ci(bp, " labelled ") {
        req.dn = Some(bp[p + 10..].to_string());
        bp.truncate(p);
    }
    if let Some(p) = find_ci(bp, " of spinach") {
        bp.truncate(p);
        req.contents = Contents::Spinach;
    }
    class
}

/// "pair of", "pairs of", "set of", "sets of".
pub fn read_pair(bp: &mut String, req: &mut Request) {
    if starts_ci(bp, "pair of ") {
        bp.replace_range(..8, "");
        req.cnt = req.cnt.saturating_mul(2);
    } else if starts_ci(bp, "pairs of ") {
        bp.replace_range(..9, "");
        if req.cnt > 1 {
            req.cnt = req.cnt.saturating_mul(2);
        }
    } else if starts_ci(bp, "set of ") {
        bp.replace_range(..7, "");
    } else if starts_ci(bp, "sets of ") {
        bp.replace_range(..8, "");
    }
}

/// Words whose "of" is never a property or monster: "wand of death",
/// "scroll of fire", "potion of vampire blood", "finger of death".
const NO_SUFFIX_WORDS: &[&str] = &["wand ", "spellbook ", "scroll ", "scrolls ", "potion ", "potions ", "finger "];

/// Class words whose first " of " belongs to the object's name ("cloak of
/// protection", "ring of conflict").
const NAME_OF_WORDS: &[&str] = &["amulet", "cloak", "shield", "gauntlets", "helm", "ring"];

/// The "of"/"and" reader (DynaHack's replacement for NetHack's "of
/// <monster>"): each phrase after " of " or " and " is a monster ("figurine
/// of an orc"), a property ("dagger of fire and speed"), or part of the
/// name. A property phrase cuts the name there.
pub fn read_suffixes(t: &Tables, bp: &mut String, req: &mut Request) {
    if NO_SUFFIX_WORDS.iter().any(|w| find_ci(bp, w).is_some()) {
        return;
    }
    let mut pos = 0usize;
    let mut cut: Option<usize> = None;
    while let Some((p, jl)) = next_joint(bp, pos) {
        let phrase_end = next_joint(bp, p + jl).map_or(bp.len(), |(q, _)| q);
        if jl == 4 {
            let head = &bp[..p];
            let first_of_name = NAME_OF_WORDS.iter().any(|w| head.eq_ignore_ascii_case(w));
            if first_of_name || names_object(t, &bp[..phrase_end]) {
                pos = p + jl;
                continue;
            }
            if let Some(pm) = name_to_mon(t, &bp[p + 4..]) {
                req.mntmp = Some(pm);
                // "of the Slayer" is also a barbarian's rank title: both
                // readings are kept, the object's type uses the one it can.
                req.theme = crate::objects::theme::theme_named(t, bp[p + 4..phrase_end].trim());
                cut = Some(cut.map_or(p, |c| c.min(p)));
                break;
            }
        }
        if let Some((bit, _)) = suffix_property(t, &bp[p + jl..]) {
            req.objprops |= bit;
            cut = Some(cut.map_or(p, |c| c.min(p)));
        } else if let Some(th) = crate::objects::theme::theme_named(t, bp[p + jl..phrase_end].trim()) {
            req.theme = Some(th);
            cut = Some(cut.map_or(p, |c| c.min(p)));
        }
        pos = p + jl;
    }
    if let Some(c) = cut {
        bp.truncate(c);
    }
}

/// `makesingular` on the name, doubling a count of one when it changed.
pub fn singularize(bp: &mut String, req: &mut Request) {
    if bp.is_empty() {
        return;
    }
    let sng = makesingular(bp);
    if sng != *bp {
        if req.cnt == 1 {
            req.cnt = 2;
        }
        *bp = sng;
    }
}
