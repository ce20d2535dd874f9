//! Friendlier syntax errors: what the parser's "unexpected token" means
//! in the author's terms. A statement cut short (its arguments missing),
//! a `{` never closed, a keyword used as a name, a variable inside a
//! coordinate literal, and strings that run across line ends are told
//! apart here, from the tokens around the error.

use crate::lexer::{Lexer, Tok};
use crate::messages as m;
use oxhack_diag::{Diagnostic, FileId, Span};

/// The tokens of a whole file, with their byte ranges.
pub(crate) struct Tokens<'a> {
    text: &'a str,
    list: Vec<(usize, Tok<'a>, usize)>,
    /// Indices into `list` of the statement keywords (those with a form).
    statements: Vec<usize>,
    /// Byte offset of the start of every line.
    lines: Vec<usize>,
}

/// Statement keywords that open a `{ }` block.
const OPENERS: &[&str] =
    &["IF", "ELSE", "LOOP", "FOR", "SWITCH", "ROOM", "SUBROOM", "REGION", "FUNCTION", "CONTAINER", "MONSTER"];

impl<'a> Tokens<'a> {
    pub(crate) fn new(text: &'a str) -> Tokens<'a> {
        let list: Vec<(usize, Tok<'a>, usize)> = Lexer::new(text).filter_map(Result::ok).collect();
        let statements = (0..list.len())
            .filter(|&k| crate::forms::form(text.get(list[k].0..list[k].2).unwrap_or("")).is_some())
            .collect();
        let lines = std::iter::once(0).chain(text.match_indices('\n').map(|(i, _)| i + 1)).collect();
        Tokens { text, list, statements, lines }
    }

    fn word(&self, i: usize) -> &'a str {
        let (l, _, r) = &self.list[i];
        self.text.get(*l..*r).unwrap_or("")
    }

    /// Index of the token starting at `offset` (tokens are in order).
    fn at(&self, offset: usize) -> Option<usize> {
        self.list.binary_search_by_key(&offset, |(l, _, _)| *l).ok()
    }

    /// The last statement keyword (one with a form) starting before `offset`.
    fn statement_before(&self, offset: usize) -> Option<(Span, &'a str)> {
        let n = self.statements.partition_point(|&k| self.list[k].0 < offset);
        let k = *self.statements.get(n.checked_sub(1)?)?;
        let (l, _, r) = &self.list[k];
        Some((Span { file: 0, start: *l as u32, end: *r as u32 }, self.word(k)))
    }

    /// Whether only blanks come between the start of its line and `offset`.
    fn first_on_line(&self, offset: usize) -> bool {
        let start = self.lines[self.line_of(offset)];
        self.text.get(start..offset).is_some_and(|t| t.trim().is_empty())
    }

    /// The 0-based line of `offset`.
    pub(crate) fn line_of(&self, offset: usize) -> usize {
        self.lines.partition_point(|&s| s <= offset).saturating_sub(1)
    }

    /// The innermost `{` never closed: (its opener keyword, the `{`).
    fn unclosed_brace(&self) -> Option<(Span, &'a str, Span)> {
        let mut stack: Vec<(usize, Option<usize>)> = Vec::new();
        let mut opener: Option<usize> = None;
        for (k, (_, tok, _)) in self.list.iter().enumerate() {
            match tok {
                Tok::LBrace => stack.push((k, opener.take())),
                Tok::RBrace => {
                    stack.pop();
                }
                _ if OPENERS.contains(&self.word(k)) => opener = Some(k),
                // Another statement: an earlier opener has no block.
                Tok::Var(_) => opener = None,
                _ if crate::forms::form(self.word(k)).is_some() => opener = None,
                _ => {}
            }
        }
        let (brace, op) = stack.pop()?;
        let span = |k: usize| {
            let (l, _, r) = &self.list[k];
            Span { file: 0, start: *l as u32, end: *r as u32 }
        };
        let (ospan, word) = match op {
            Some(o) => (span(o), self.word(o)),
            None => (span(brace), "block"),
        };
        Some((ospan, word, span(brace)))
    }
}

fn in_file(s: Span, file: FileId) -> Span {
    Span { file, ..s }
}

/// An author-level reading of "unexpected `tok` at l..r", if there is one.
pub(crate) fn explain_unexpected(
    file: FileId,
    toks: &Tokens<'_>,
    l: usize,
    r: usize,
    tok: &Tok<'_>,
    expected: &[String],
) -> Option<Diagnostic> {
    if matches!(tok, Tok::UnterminatedMap | Tok::Error | Tok::Hash | Tok::MapBody(_)) {
        return None;
    }
    let here = Span::new(file, l..r);
    let i = toks.at(l)?;
    let prev = i.checked_sub(1).map(|p| &toks.list[p].1);
    let word = toks.word(i);
    let alphabetic = word.chars().next().is_some_and(|c| c.is_ascii_alphabetic());
    // FUNCTION shrine(): a keyword where a name goes.
    if matches!(prev, Some(Tok::Function)) && !matches!(tok, Tok::Ident(_)) && alphabetic {
        return Some(m::keyword_as_name(here, word, "a function name"));
    }
    // shrine(): calling a keyword.
    if alphabetic
        && !matches!(tok, Tok::Ident(_))
        && toks.list.get(i + 1).is_some_and(|(_, t, _)| matches!(t, Tok::LParen))
        && (toks.first_on_line(l) || matches!(prev, Some(Tok::LBrace | Tok::RBrace)))
        && crate::forms::form(word).is_none()
    {
        return Some(m::keyword_as_name(here, word, "a function name"));
    }
    // A statement cut short: the next line starts while arguments are due.
    let statement_could_start = expected.iter().any(|e| e == "\"MONSTER\"");
    if !statement_could_start
        && toks.first_on_line(l)
        && let Some((kw, name)) = toks.statement_before(l)
        && toks.line_of(kw.start as usize) < toks.line_of(l)
        && let Some(form) = crate::forms::form(name)
    {
        let closes = matches!(tok, Tok::RBrace);
        return Some(m::missing_args(in_file(kw, file), name, form, here, closes));
    }
    None
}

/// The end of the file inside a statement or a block.
pub(crate) fn explain_eof(file: FileId, toks: &Tokens<'_>, end: Span, expected: &[String]) -> Option<Diagnostic> {
    if expected.iter().any(|e| e == "\"}\"")
        && let Some((opener, word, brace)) = toks.unclosed_brace()
    {
        return Some(m::unclosed_block(in_file(opener, file), word, in_file(brace, file), end));
    }
    let statement_could_start = expected.iter().any(|e| e == "\"MONSTER\"");
    if !statement_could_start
        && let Some((kw, name)) = toks.statement_before(end.start as usize)
        && let Some(form) = crate::forms::form(name)
    {
        return Some(m::missing_args(in_file(kw, file), name, form, end, true));
    }
    None
}

/// Warnings for strings that run across a line end (L0422).
pub(crate) fn multiline_strings(file: FileId, toks: &Tokens<'_>) -> Vec<Diagnostic> {
    toks.list
        .iter()
        .filter_map(|(l, tok, r)| match tok {
            Tok::Str(s) if s.contains('\n') => {
                Some(m::newline_in_string(Span::new(file, *l..*l + 1), Span::new(file, r - 1..*r)))
            }
            _ => None,
        })
        .collect()
}
