//! Every message dgn_comp gives, in one place.

use crate::lexer::Tok;
use oxhack_diag::{Diagnostic, Span, did_you_mean, with_help};

fn error(span: Span, msg: impl std::fmt::Display, label: impl std::fmt::Display) -> Diagnostic {
    Diagnostic::error().with_message(msg).with_labels(vec![span.primary(label)])
}

fn warning(span: Span, msg: impl std::fmt::Display, label: impl std::fmt::Display) -> Diagnostic {
    Diagnostic::warning().with_message(msg).with_labels(vec![span.primary(label)])
}

const KEYWORDS: &[&str] = &[
    "DUNGEON",
    "ENTRY",
    "PROTOFILE",
    "DESCRIPTION",
    "LEVELDESC",
    "ALIGNMENT",
    "LEVALIGN",
    "BRANCH",
    "CHAINBRANCH",
    "LEVEL",
    "RNDLEVEL",
    "CHAINLEVEL",
    "RNDCHLEVEL",
    "stair",
    "no_up",
    "no_down",
    "portal",
    "up",
    "down",
    "town",
    "hellish",
    "mazelike",
    "roguelike",
    "unaligned",
    "noalign",
    "lawful",
    "neutral",
    "chaotic",
];

fn clean(e: &str) -> String {
    match e {
        "Integer" => "a number".into(),
        "Str" => "a string".into(),
        "Descriptor" => "a description such as mazelike or lawful".into(),
        "UpOrDown" => "up or down".into(),
        "Word" => "a word".into(),
        other => format!("`{}`", other.trim_matches('"')),
    }
}

fn expected_words(expected: &[String]) -> String {
    let mut w: Vec<String> = expected.iter().map(|e| clean(e)).collect();
    w.sort();
    w.dedup();
    if w.iter().any(|x| x == "`DUNGEON`") && w.iter().any(|x| x == "`LEVEL`") {
        return "a statement (DUNGEON, LEVEL, BRANCH, ...)".into();
    }
    match w.len() {
        0 => String::new(),
        1 => w[0].clone(),
        n => format!("{} or {}", w[..n - 1].join(", "), w[n - 1]),
    }
}

pub fn syntax(span: Span, tok: &Tok<'_>, expected: &[String]) -> Diagnostic {
    let mut d = match tok {
        Tok::Hash => error(span, "a comment must start in the first column", "`#` after other text"),
        Tok::Error => error(span, "unreadable input", "not part of the dungeon language"),
        _ => error(span, format!("syntax error: unexpected {tok}"), format!("unexpected {tok}")),
    };
    if !expected.is_empty() && !matches!(tok, Tok::Hash) {
        d = d.with_notes(vec![format!("expected {}", expected_words(expected))]);
    }
    if let Tok::Word(w) = tok
        && let Some(h) = did_you_mean(w, KEYWORDS.iter().copied())
    {
        d = d.with_notes(vec![format!("help: {h}")]);
    }
    d
}

pub fn eof(span: Span, expected: &[String]) -> Diagnostic {
    error(span, "the file ends in the middle of a statement", "the file ends here")
        .with_notes(vec![format!("expected {}", expected_words(expected))])
}

pub fn too_many(span: Span, what: &str, max: usize) -> Diagnostic {
    error(span, format!("too many {what} (limit: {max})"), "one too many")
}

pub fn bones(span: Span, text: &str) -> Diagnostic {
    with_help(
        error(
            span,
            format!("bones marker must be a single character, or \"none\" (found \"{text}\")"),
            "not a bones marker",
        ),
        Some("write a single letter such as \"D\", or \"none\"".into()),
    )
}

pub fn name_too_long(span: Span, name: &str) -> Diagnostic {
    error(span, format!("name \"{name}\" is longer than 23 bytes"), "too long for the dungeon file")
}

/// A NUL byte would end the name early in the dungeon file.
pub fn name_has_nul(span: Span, name: &str) -> Diagnostic {
    error(span, format!("name {name:?} contains a NUL byte"), "the dungeon file would cut the name there")
}

pub fn couple(span: Span, what: &str) -> Diagnostic {
    with_help(
        error(span, format!("{what} out of dlevel range"), "not a valid (base, range)"),
        Some("levels are numbered within -32..=32; the range is added to the base".into()),
    )
}

pub fn outside_dungeon(span: Span, what: &str) -> Diagnostic {
    with_help(
        error(span, format!("{what} defined outside of a dungeon"), "no DUNGEON before this"),
        Some("start the file with a DUNGEON: line".into()),
    )
}

pub fn bad_description(span: Span, what: &str) -> Diagnostic {
    error(span, format!("illegal {what}; ignoring it"), "not allowed here")
}

pub fn no_level_yet(span: Span) -> Diagnostic {
    error(span, "LEVELDESC or LEVALIGN before any level", "describes no level")
}

pub fn duplicate(span: Span, first: Span, what: &str, name: &str) -> Diagnostic {
    Diagnostic::error()
        .with_message(format!("duplicate {what} \"{name}\""))
        .with_labels(vec![span.primary("defined again here"), first.secondary("first defined here")])
}

pub fn chain_missing(span: Span, name: &str, known: &[&str]) -> Diagnostic {
    with_help(
        error(
            span,
            format!("can't locate the chain level \"{name}\""),
            "no earlier level of this dungeon has this name",
        ),
        did_you_mean(name, known.iter().copied())
            .or(Some("a chain must name a level defined earlier in the same dungeon".into())),
    )
}

pub fn chain_self(span: Span) -> Diagnostic {
    error(span, "a level cannot chain to itself", "chains to itself")
}

pub fn chain_probabilistic(span: Span, what: &str, target: Span) -> Diagnostic {
    Diagnostic::error()
        .with_message(format!("{what} cannot chain from a probabilistic level"))
        .with_labels(vec![span.primary("chained here"), target.secondary("this level exists only by chance")])
}

pub fn reverse_branch(span: Span, name: &str) -> Diagnostic {
    with_help(
        error(span, format!("reverse branching not allowed: \"{name}\" is defined before"), "branches back"),
        Some("a branch leads to a dungeon defined later in the file".into()),
    )
}

pub fn unknown_dungeon(span: Span, name: &str, known: &[&str]) -> Diagnostic {
    with_help(
        error(span, format!("no dungeon is named \"{name}\""), "branch to nowhere"),
        did_you_mean(name, known.iter().copied()),
    )
}

pub fn unreachable(span: Span, name: &str) -> Diagnostic {
    with_help(
        error(span, format!("dungeon \"{name}\" cannot be reached"), "no BRANCH leads here"),
        Some("add a BRANCH to it in an earlier dungeon (the game cannot lay out a dungeon no branch leads to)".into()),
    )
}

pub fn no_dungeons(span: Span) -> Diagnostic {
    error(span, "no dungeons were defined", "empty description")
}

pub fn never_placed(span: Span, _what: &str, why: &str) -> Diagnostic {
    with_help(
        error(span, format!("placement is impossible: {why}"), "for some number of levels of this dungeon"),
        Some("every special level needs a level of its own within its range; widen the ranges or the dungeon".into()),
    )
}

pub fn missing_des(span: Span, name: &str, dir: &str, known: &[&str]) -> Diagnostic {
    with_help(
        warning(
            span,
            format!("no level file defines \"{name}\" in {dir}"),
            "the game will fall back to a random level",
        ),
        did_you_mean(name, known.iter().copied()),
    )
}
