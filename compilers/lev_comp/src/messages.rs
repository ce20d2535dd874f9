//! Every message lev_comp gives, in one place.
//!
//! Parsing, checking and output call these constructors; each returns a
//! codespan [`Diagnostic`] with the span labelled and, where it helps, a
//! `help:` note. Messages the C tool also gives keep its meaning (and
//! mostly its words), so NetHack authors recognise them.

use crate::lexer::Tok;
use oxhack_diag::{Diagnostic, Span, did_you_mean, with_help};

pub(crate) fn error(
    span: Span,
    msg: impl std::fmt::Display,
    label: impl std::fmt::Display,
) -> Diagnostic {
    Diagnostic::error()
        .with_message(msg)
        .with_labels(vec![span.primary(label)])
}

pub(crate) fn warning(
    span: Span,
    msg: impl std::fmt::Display,
    label: impl std::fmt::Display,
) -> Diagnostic {
    Diagnostic::warning()
        .with_message(msg)
        .with_labels(vec![span.primary(label)])
}

fn clean(e: &str) -> String {
    match e {
        "Ident" => "a word".into(),
        "Integer" => "a number".into(),
        "MinusInteger" => "a negative number".into(),
        "PlusInteger" => "a signed number".into(),
        "Str" => "a string".into(),
        "VarTok" => "a variable".into(),
        "Char" => "a character".into(),
        "Dice" => "dice".into(),
        "Percent" => "a chance like [50%]".into(),
        "SPercent" => "a percentage like 50%".into(),
        "Compare" => "a comparison".into(),
        "MapBody" => "a map".into(),
        "DoorState" => "a door state".into(),
        "Direction" => "a direction".into(),
        "LightState" => "lit or unlit".into(),
        "Boolean" => "true or false".into(),
        "Alignment" => "an alignment".into(),
        "UpOrDown" => "up or down".into(),
        "FlagType" => "a level flag".into(),
        "CurseType" => "blessed, uncursed or cursed".into(),
        "EngravingType" => "an engraving type".into(),
        "AltarType" => "an altar type".into(),
        "LeftOrRight" | "Center" => "a justification".into(),
        "TopOrBot" => "top, center or bottom".into(),
        other => format!("`{}`", other.trim_matches('"')),
    }
}

/// Turns lalrpop's expected-token list into words a person reads.
fn expected_words(expected: &[String]) -> String {
    let mut words: Vec<String> = expected.iter().map(|e| clean(e)).collect();
    words.sort();
    words.dedup();
    if words.iter().any(|w| w == "`MONSTER`") && words.iter().any(|w| w == "`OBJECT`") {
        return "a statement (MONSTER, OBJECT, MAP, ROOM, ...)".into();
    }
    match words.len() {
        0 => String::new(),
        1 => words[0].clone(),
        n if n <= 6 => format!("{} or {}", words[..n - 1].join(", "), words[n - 1]),
        n => format!("one of {n} things, such as {}", words[..4].join(", ")),
    }
}

pub fn unreadable(span: Span) -> Diagnostic {
    error(span, "unreadable input", "not part of the .des language")
}

pub fn unexpected_eof(span: Span, expected: &[String]) -> Diagnostic {
    let mut d = error(
        span,
        "the file ends in the middle of a statement",
        "the file ends here",
    );
    if !expected.is_empty() {
        d = d.with_notes(vec![format!("expected {}", expected_words(expected))]);
    }
    if expected.iter().any(|e| e == "\"}\"") {
        d = d.with_notes(vec!["help: a `}` is missing".into()]);
    }
    d
}

pub fn unexpected_token(span: Span, tok: &Tok<'_>, expected: &[String], text: &str) -> Diagnostic {
    match tok {
        Tok::UnterminatedMap => {
            // Point at the MAP line itself, not at the whole rest of the file.
            let map_line = Span {
                end: span.start,
                start: span.start.saturating_sub(4),
                ..span
            };
            return with_help(
                error(
                    map_line,
                    "ENDMAP missing for the MAP that starts here",
                    "this MAP is never closed",
                ),
                Some("end the map with a line that reads ENDMAP".into()),
            );
        }
        Tok::Hash => {
            return with_help(
                error(
                    span,
                    "a comment must start its own line",
                    "`#` in the middle of a line",
                ),
                Some("move the comment to a line of its own".into()),
            );
        }
        Tok::Error => {
            let msg = if text.get(span.range()).is_some_and(|s| s.starts_with('"')) {
                "unterminated string"
            } else {
                "unreadable input"
            };
            return error(span, msg, "not part of the .des language");
        }
        _ => {}
    }
    let mut d = error(
        span,
        format!("syntax error: unexpected {tok}"),
        format!("unexpected {tok}"),
    );
    if !expected.is_empty() {
        d = d.with_notes(vec![format!("expected {}", expected_words(expected))]);
    }
    if let Tok::Ident(word) = tok {
        let keywords: Vec<&str> = expected
            .iter()
            .filter(|e| e.starts_with('"'))
            .map(|e| e.trim_matches('"'))
            .collect();
        if let Some(help) = did_you_mean(word, keywords.iter().copied()) {
            d = d.with_notes(vec![format!("help: {help}")]);
        }
    }
    if let Tok::MinusInteger(_) = tok {
        d = d.with_notes(vec![
            "help: `-5` is one token; write `(-5)` or put a space after the minus".into(),
        ]);
    }
    d
}
