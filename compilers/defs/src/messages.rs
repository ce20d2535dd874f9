//! Every message the definition compiler can give, in one place.
//!
//! Parsing and checking call these constructors instead of formatting text
//! inline, so wording stays consistent and is easy to review. Each returns
//! a codespan [`Diagnostic`] with a labelled span and, where one helps, a
//! `help:` note.

use crate::lexer::Tok;
use oxhack_diag::{Diagnostic, Span, did_you_mean, with_help};

pub mod treasure;

fn error(span: Span, msg: impl std::fmt::Display, label: impl std::fmt::Display) -> Diagnostic {
    Diagnostic::error().with_message(msg).with_labels(vec![span.primary(label)])
}

/// Turns lalrpop's expected-token list into words a person reads.
fn expected_words(expected: &[String]) -> String {
    let mut words: Vec<String> = expected
        .iter()
        .map(|e| match e.as_str() {
            "Ident" => "a word".to_string(),
            "Int" => "a number".to_string(),
            "Dice" => "dice".to_string(),
            "Str" => "a string".to_string(),
            "Char" => "a character".to_string(),
            "Error" => "valid input".to_string(),
            other => format!("`{}`", other.trim_matches('"')),
        })
        .collect();
    words.dedup();
    match words.len() {
        0 => String::new(),
        1 => words[0].to_string(),
        n => format!("{} or {}", words[..n - 1].join(", "), words[n - 1]),
    }
}

pub fn unreadable(span: Span) -> Diagnostic {
    error(span, "unreadable input", "not part of the definition language")
        .with_notes(vec!["help: strings need closing quotes; comments start with `#`".into()])
}

pub fn unexpected_eof(span: Span, expected: &[String]) -> Diagnostic {
    let mut d = error(span, "the file ends in the middle of a record", "the file ends here");
    if !expected.is_empty() {
        d = d.with_notes(vec![format!("expected {}", expected_words(expected))]);
    }
    if expected.iter().any(|e| e == "\"}\"") {
        d = d.with_notes(vec!["help: a `}` is missing at the end of the last record".into()]);
    }
    d
}

pub fn unexpected_token(span: Span, tok: &Tok<'_>, expected: &[String]) -> Diagnostic {
    let label = if *tok == Tok::Error { "unreadable input".to_string() } else { format!("unexpected {tok}") };
    let mut d = error(span, format!("syntax error: unexpected {tok}"), label);
    if !expected.is_empty() {
        d = d.with_notes(vec![format!("expected {}", expected_words(expected))]);
    }
    if matches!(tok, Tok::Colon) {
        d = d.with_notes(vec!["help: each field is `name: value`, one value per field".into()]);
    }
    d
}

pub fn unknown_record_kind(span: Span, kind: &str, kinds: &[&str]) -> Diagnostic {
    let help = did_you_mean(kind, kinds.iter().copied()).or_else(|| Some(format!("records are {}", kinds.join(", "))));
    with_help(error(span, format!("unknown record kind '{kind}'"), "not a record kind"), help)
}

pub fn unknown_field(span: Span, field: &str, kind: &str, fields: &[&str]) -> Diagnostic {
    let help = did_you_mean(field, fields.iter().copied())
        .or_else(|| Some(format!("a {kind} has the fields {}", fields.join(", "))));
    with_help(error(span, format!("unknown field '{field}' in {kind}"), "unknown field"), help)
}

pub fn duplicate_field(span: Span, first: Span, field: &str) -> Diagnostic {
    Diagnostic::error()
        .with_message(format!("field '{field}' is given twice"))
        .with_labels(vec![span.primary("given again here"), first.secondary("first given here")])
}

pub fn missing_field(head: Span, field: &str, kind: &str) -> Diagnostic {
    error(head, format!("{kind} is missing the required field '{field}'"), format!("this {kind} has no '{field}'"))
}

pub fn missing_header(head: Span, kind: &str, part: &str, example: &str) -> Diagnostic {
    with_help(
        error(head, format!("{kind} needs {part}"), format!("no {part} here")),
        Some(format!("write it as `{example}`")),
    )
}

pub fn wrong_value(span: Span, field: &str, expected: &str, found: &str) -> Diagnostic {
    error(span, format!("'{field}' takes {expected}"), format!("this is {found}"))
}

pub fn unknown_name(span: Span, kind: &str, word: &str, candidates: &[String]) -> Diagnostic {
    let help = did_you_mean(word, candidates.iter().map(String::as_str));
    with_help(error(span, format!("unknown {kind} '{word}'"), format!("not a known {kind}")), help)
}

pub fn out_of_range(span: Span, field: &str, value: i64, min: i64, max: i64) -> Diagnostic {
    error(span, format!("'{field}' is {value}, outside {min}..={max}"), "out of range")
}

pub fn number_too_large(span: Span) -> Diagnostic {
    error(span, "number too large", "does not fit in 64 bits")
}

pub fn duplicate_name(span: Span, first: Span, what: &str, name: &str) -> Diagnostic {
    Diagnostic::error()
        .with_message(format!("duplicate {what} '{name}'"))
        .with_labels(vec![span.primary("defined again here"), first.secondary("first defined here")])
}

pub fn unknown_reference(span: Span, what: &str, name: &str, candidates: &[&str]) -> Diagnostic {
    let help = did_you_mean(name, candidates.iter().copied());
    with_help(error(span, format!("unknown {what} '{name}'"), format!("no {what} has this name")), help)
}

pub fn field_not_for_class(span: Span, field: &str, applies: &str) -> Diagnostic {
    error(span, format!("'{field}' applies only to {applies}"), "not for this class")
}

pub fn bad_constant(span: Span, constant: &str, prefix: &str) -> Diagnostic {
    let suggestion = constant.to_ascii_uppercase().replace(|c: char| !c.is_ascii_alphanumeric(), "_");
    let suggestion = if suggestion.starts_with(prefix) { suggestion } else { format!("{prefix}{suggestion}") };
    with_help(
        error(
            span,
            format!("constant '{constant}' must be upper case and start with '{prefix}'"),
            "not a valid constant",
        ),
        Some(format!("write '{suggestion}'")),
    )
}

pub fn too_many(span: Span, what: &str, max: usize) -> Diagnostic {
    error(span, format!("too many {what}: at most {max}"), "too many")
}

pub fn prob_sum(span: Span, class: &str, sum: i64) -> Diagnostic {
    with_help(
        error(span, format!("the probabilities of class '{class}' add up to {sum}"), "last object of the class"),
        Some("give every object of a class prob 0 (equal chances) or make them add up to 1000".into()),
    )
}

pub fn bad_bit(span: Span, value: i64) -> Diagnostic {
    with_help(
        error(span, format!("property bit {value:#x} is not a single bit below 0x80000000"), "not a usable bit"),
        Some("0x80000000 is reserved for the MAGICAL bit of oprops_known".into()),
    )
}

pub fn duplicate_bit(span: Span, first: Span, value: u32) -> Diagnostic {
    Diagnostic::error()
        .with_message(format!("property bit {value:#x} is used twice"))
        .with_labels(vec![span.primary("used again here"), first.secondary("first used here")])
}

pub fn mtype_mismatch(span: Span, needs: &str) -> Diagnostic {
    error(span, format!("this target needs the artifact effect '{needs}' in spfx"), "target and spfx disagree")
}

pub fn missing_mtype(span: Span, bit: &str) -> Diagnostic {
    error(span, format!("spfx has '{bit}' but there is no mtype"), "needs an mtype")
}

pub fn missing_file(path: &str, err: &std::io::Error) -> Diagnostic {
    Diagnostic::error().with_message(format!("cannot read {path}: {err}"))
}

pub fn not_utf8(path: &str) -> Diagnostic {
    Diagnostic::error().with_message(format!("{path} is not valid UTF-8 text"))
}

pub fn empty_table(what: &str) -> Diagnostic {
    Diagnostic::error()
        .with_message(format!("no {what} are defined"))
        .with_notes(vec![format!("help: the game needs at least one {}", what.trim_end_matches('s'))])
}

pub fn body_selects_nothing(head: Span) -> Diagnostic {
    with_help(
        error(head, "this body shape is for no monster", "no `monsters`, `classes`, `flags`, `without` or `sizes`"),
        Some("say which monsters have this body, e.g. `classes: [centaur]`".into()),
    )
}

pub fn no_body_shape(span: Span, monster: &str) -> Diagnostic {
    with_help(
        error(span, format!("monster {monster} has no body shape"), "no `body` record covers this monster"),
        Some("add it to a shape's `monsters` list, or widen a shape's `classes` or flags".into()),
    )
}

pub fn unused_body_shape(head: Span, name: &str) -> Diagnostic {
    Diagnostic::warning()
        .with_message(format!("body shape '{name}' is the shape of no monster"))
        .with_labels(vec![head.primary("every monster it selects is claimed elsewhere")])
}

pub fn depth_order(min_span: Span, max_span: Span, min: i64, max: i64) -> Diagnostic {
    with_help(
        Diagnostic::error()
            .with_message(format!("min depth {min} is deeper than max depth {max}"))
            .with_labels(vec![min_span.primary("min depth"), max_span.secondary("max depth")]),
        Some(format!("swap them: {max}, {min}")),
    )
}

pub fn zero_weight(span: Span, theme: &str) -> Diagnostic {
    with_help(
        error(span, format!("the affixes of theme '{theme}' weigh 0 in total"), "no affix has any weight"),
        Some("a theme's chance divides by its total weight: give at least one affix a weight above 0".into()),
    )
}
