//! From text to the untyped tree, collecting every syntax error.

use crate::ast::{File, Untyped};
use crate::lexer::{Lexer, Tok};
use crate::messages;
use crate::syntax::{Tokens, explain_eof, explain_unexpected, multiline_strings};
use lalrpop_util::{ErrorRecovery, ParseError};
use oxhack_diag::{Diags, FileId, Span};

lalrpop_util::lalrpop_mod!(
    #[allow(clippy::all, clippy::pedantic, unused_parens, dead_code, unused_imports)]
    grammar
);

type Error<'a> = ParseError<usize, Tok<'a>, std::convert::Infallible>;

/// Parses one `.des` file. Syntax errors go to `diags`; whatever could be
/// read is returned, so the checker can report its errors in the same run.
pub fn parse(file: FileId, text: &str, diags: &mut Diags) -> File<Untyped> {
    let mut recovered = Vec::new();
    let result = grammar::FileParser::new().parse(file, &mut recovered, Lexer::new(text));
    let toks = Tokens::new(text);
    for d in multiline_strings(file, &toks) {
        diags.push(d);
    }
    let mut last_end: Option<usize> = None;
    let mut last_line: Option<usize> = None;
    let mut after_bad_function = false;
    for ErrorRecovery { error, .. } in recovered {
        // After a mistake the parser resumes at the next token, which may
        // fail again for the same reason; report the first, not its echo,
        // and at most one syntax error per line.
        let (start, end) = error_range(&error);
        let eof = matches!(error, ParseError::UnrecognizedEof { .. });
        let line = toks.line_of(start);
        // A FUNCTION whose name was refused leaves its body's `}` behind.
        if after_bad_function && matches!(error, ParseError::UnrecognizedToken { token: (_, Tok::RBrace, _), .. }) {
            after_bad_function = false;
            last_end = Some(end);
            continue;
        }
        if last_line == Some(line)
            || last_end.is_some_and(|e| {
                let next = next_token_start(text, e);
                next == Some(start) || (eof && next.is_none())
            })
        {
            last_end = Some(end);
            continue;
        }
        last_end = Some(end);
        last_line = Some(line);
        let code = report(file, text, &toks, error, diags);
        after_bad_function = code.as_deref() == Some("L0008");
    }
    match result {
        Ok(f) => f,
        Err(e) => {
            let eof = matches!(e, ParseError::UnrecognizedEof { .. });
            // The final "file ends here" after an earlier error is its echo.
            if !(eof && last_end.is_some_and(|e| next_token_start(text, e).is_none())) {
                let _ = report(file, text, &toks, e, diags);
            }
            File { levels: Vec::new() }
        }
    }
}

fn error_range(e: &Error<'_>) -> (usize, usize) {
    match e {
        ParseError::InvalidToken { location } | ParseError::UnrecognizedEof { location, .. } => (*location, *location),
        ParseError::UnrecognizedToken { token: (l, _, r), .. } | ParseError::ExtraToken { token: (l, _, r) } => {
            (*l, *r)
        }
        ParseError::User { error } => match *error {},
    }
}

fn next_token_start(text: &str, offset: usize) -> Option<usize> {
    let rest = text.get(offset..)?;
    Lexer::new(rest).next().and_then(Result::ok).map(|(l, _, _)| offset + l)
}

/// Reports one syntax error; returns its code.
fn report(file: FileId, text: &str, toks: &Tokens<'_>, error: Error<'_>, diags: &mut Diags) -> Option<String> {
    let d = match error {
        ParseError::InvalidToken { location } => messages::unreadable(Span::new(file, location..location + 1)),
        ParseError::UnrecognizedEof { location, expected } => {
            let end = Span::new(file, location.min(text.len())..text.len());
            let at = Span::new(file, location.min(text.len())..location.min(text.len()));
            explain_eof(file, toks, at, &expected).unwrap_or_else(|| messages::unexpected_eof(end, &expected))
        }
        ParseError::UnrecognizedToken { token: (l, tok, r), expected } => {
            explain_unexpected(file, toks, l, r, &tok, &expected)
                .unwrap_or_else(|| messages::unexpected_token(Span::new(file, l..r), &tok, &expected, text))
        }
        ParseError::ExtraToken { token: (l, tok, r) } => {
            messages::unexpected_token(Span::new(file, l..r), &tok, &[], text)
        }
        ParseError::User { error } => match error {},
    };
    let code = d.code.clone();
    diags.push(d);
    code
}

/// `NdM` as (N, M).
pub(crate) fn dice(text: &str) -> (i64, i64) {
    let (n, d) = text.split_once('d').unwrap_or(("1", "1"));
    (n.parse().unwrap_or(i64::MAX), d.parse().unwrap_or(i64::MAX))
}

/// The text of a string token without its quotes.
pub(crate) fn string(tok: &str) -> String {
    tok.get(1..tok.len().saturating_sub(1)).unwrap_or("").to_string()
}

/// The span of a statement the parser skipped.
pub(crate) fn error_span(file: FileId, l: usize, r: usize) -> Span {
    Span::new(file, l..r.max(l))
}
