//! From text to statements, collecting every syntax error.

use crate::ast::Stmt;
use crate::lexer::{Lexer, Tok};
use crate::messages;
use lalrpop_util::{ErrorRecovery, ParseError};
use oxhack_diag::{Diags, FileId, Span};

lalrpop_util::lalrpop_mod!(
    #[allow(clippy::all, clippy::pedantic, unused_parens, dead_code, unused_imports)]
    grammar
);

pub fn parse(file: FileId, text: &str, diags: &mut Diags) -> Vec<Stmt> {
    let mut recovered = Vec::new();
    let result = grammar::FileParser::new().parse(file, &mut recovered, Lexer::new(text));
    let mut last: Option<usize> = None;
    for ErrorRecovery { error, .. } in recovered {
        report(file, text, error, diags, &mut last);
    }
    match result {
        Ok(s) => s,
        Err(e) => {
            report(file, text, e, diags, &mut last);
            Vec::new()
        }
    }
}

fn report(
    file: FileId,
    text: &str,
    e: ParseError<usize, Tok<'_>, std::convert::Infallible>,
    diags: &mut Diags,
    last: &mut Option<usize>,
) {
    let (start, end) = match &e {
        ParseError::InvalidToken { location } | ParseError::UnrecognizedEof { location, .. } => (*location, *location),
        ParseError::UnrecognizedToken { token: (l, _, r), .. } | ParseError::ExtraToken { token: (l, _, r) } => {
            (*l, *r)
        }
        ParseError::User { error } => match *error {},
    };
    // An error right after the previous one is usually its echo.
    let next = last.and_then(|e| Lexer::new(&text[e.min(text.len())..]).next().and_then(Result::ok).map(|t| e + t.0));
    let eof = matches!(e, ParseError::UnrecognizedEof { .. });
    if last.is_some() && (next == Some(start) || (eof && next.is_none())) {
        *last = Some(end);
        return;
    }
    *last = Some(end);
    let d = match e {
        ParseError::InvalidToken { location } => {
            messages::syntax(Span::new(file, location..location + 1), &Tok::Error, &[])
        }
        ParseError::UnrecognizedEof { location, expected } => {
            messages::eof(Span::new(file, location.min(text.len())..text.len()), &expected)
        }
        ParseError::UnrecognizedToken { token: (l, t, r), expected } => {
            messages::syntax(Span::new(file, l..r), &t, &expected)
        }
        ParseError::ExtraToken { token: (l, t, r) } => messages::syntax(Span::new(file, l..r), &t, &[]),
        ParseError::User { error } => match error {},
    };
    diags.push(d);
}
