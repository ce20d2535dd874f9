//! From text to untyped records, collecting every syntax error.

use crate::ast::{Record, ValueKind};
use crate::lexer::{Lexer, Tok};
use crate::messages;
use lalrpop_util::{ErrorRecovery, ParseError};
use oxhack_diag::{Diags, FileId, Span};

lalrpop_util::lalrpop_mod!(
    #[allow(clippy::all, clippy::pedantic, unused_parens, dead_code)]
    grammar
);

/// Parses one definition file. Syntax errors go to `diags`; the records
/// that could be read are returned all the same, so the checker can report
/// its own errors in the same run.
pub fn parse(file: FileId, text: &str, diags: &mut Diags) -> Vec<Record> {
    let mut recovered = Vec::new();
    let result = grammar::FileParser::new().parse(file, &mut recovered, Lexer::new(text));
    let mut last_end: Option<usize> = None;
    for ErrorRecovery { error, .. } in recovered {
        // After a mistake the parser resumes at the very next token, which
        // often fails again for the same reason (`class weapon }` fails at
        // `weapon`, then at `}`). Report the first, not its echo.
        let (start, end) = error_span(&error);
        if last_end.is_some_and(|e| next_token_start(text, e) == Some(start)) {
            last_end = Some(end);
            continue;
        }
        last_end = Some(end);
        report(file, text, error, diags);
    }
    match result {
        Ok(records) => records,
        Err(e) => {
            report(file, text, e, diags);
            Vec::new()
        }
    }
}

type Error<'a> = ParseError<usize, Tok<'a>, std::convert::Infallible>;

fn error_span(e: &Error<'_>) -> (usize, usize) {
    match e {
        ParseError::InvalidToken { location } | ParseError::UnrecognizedEof { location, .. } => (*location, *location),
        ParseError::UnrecognizedToken { token: (l, _, r), .. } | ParseError::ExtraToken { token: (l, _, r) } => {
            (*l, *r)
        }
        ParseError::User { error } => match *error {},
    }
}

/// Where the first token at or after `offset` starts.
fn next_token_start(text: &str, offset: usize) -> Option<usize> {
    let rest = text.get(offset..)?;
    Lexer::new(rest).next().and_then(Result::ok).map(|(l, _, _)| offset + l)
}

fn report(file: FileId, text: &str, error: Error<'_>, diags: &mut Diags) {
    match error {
        ParseError::InvalidToken { location } => {
            diags.push(messages::unreadable(Span::new(file, location..location + 1)));
        }
        ParseError::UnrecognizedEof { location, expected } => {
            let end = text.len();
            diags.push(messages::unexpected_eof(Span::new(file, location.min(end)..end), &expected));
        }
        ParseError::UnrecognizedToken { token: (l, tok, r), expected } => {
            diags.push(messages::unexpected_token(Span::new(file, l..r), &tok, &expected));
        }
        ParseError::ExtraToken { token: (l, tok, r) } => {
            diags.push(messages::unexpected_token(Span::new(file, l..r), &tok, &[]));
        }
        ParseError::User { error } => match error {},
    }
}

/// An integer token's value, `None` if it does not fit in an `i64`.
pub(crate) fn int_value(text: &str, negative: bool) -> Option<i64> {
    let magnitude = if let Some(hex) = text.strip_prefix("0x").or_else(|| text.strip_prefix("0X")) {
        i128::from_str_radix(hex, 16).ok()?
    } else {
        text.parse::<i128>().ok()?
    };
    let v = if negative { -magnitude } else { magnitude };
    i64::try_from(v).ok()
}

/// A dice token's value; counts that do not fit saturate (the checker
/// rejects them as out of range).
pub(crate) fn dice_value(text: &str) -> ValueKind {
    let (n, d) = text.split_once('d').unwrap_or(("", text));
    let n = if n.is_empty() { 1 } else { n.parse().unwrap_or(u32::MAX) };
    ValueKind::Dice(n, d.parse().unwrap_or(u32::MAX))
}
