//! Tokens of the definition language, by logos.
//!
//! The lexer never fails: input it cannot read becomes an [`Tok::Error`]
//! token, so the parser's error recovery can skip it and go on collecting
//! errors (a lexer `Err` would stop lalrpop dead).

use logos::Logos;

#[derive(Logos, Debug, Clone, PartialEq, Eq)]
#[logos(skip r"[ \t\r\n\f]+")]
#[logos(skip(r"#[^\n]*", allow_greedy = true))]
pub enum Tok<'a> {
    #[regex(r"[A-Za-z_][A-Za-z0-9_]*")]
    Ident(&'a str),
    /// Decimal or `0x` hexadecimal, unsigned; the sign is a separate token.
    #[regex(r"[0-9]+", priority = 3)]
    #[regex(r"0[xX][0-9a-fA-F]+")]
    Int(&'a str),
    /// `NdM` or `dM`.
    #[regex(r"[0-9]*d[0-9]+", priority = 6)]
    Dice(&'a str),
    /// A double-quoted string; the text is unescaped by [`unescape`].
    #[regex(r#""([^"\\\n]|\\[^\n])*""#)]
    Str(&'a str),
    /// A single-quoted character such as `'a'` or `'\''`.
    #[regex(r"'([^'\\\n]|\\[^\n])'")]
    Char(&'a str),
    #[token("{")]
    LBrace,
    #[token("}")]
    RBrace,
    #[token("[")]
    LBracket,
    #[token("]")]
    RBracket,
    #[token("(")]
    LParen,
    #[token(")")]
    RParen,
    #[token(":")]
    Colon,
    #[token(",")]
    Comma,
    #[token("-")]
    Minus,
    /// Anything the lexer cannot read (an unterminated string, a stray `@`).
    Error,
}

impl std::fmt::Display for Tok<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Tok::Ident(s) | Tok::Int(s) | Tok::Dice(s) | Tok::Str(s) | Tok::Char(s) => write!(f, "`{s}`"),
            Tok::LBrace => f.write_str("`{`"),
            Tok::RBrace => f.write_str("`}`"),
            Tok::LBracket => f.write_str("`[`"),
            Tok::RBracket => f.write_str("`]`"),
            Tok::LParen => f.write_str("`(`"),
            Tok::RParen => f.write_str("`)`"),
            Tok::Colon => f.write_str("`:`"),
            Tok::Comma => f.write_str("`,`"),
            Tok::Minus => f.write_str("`-`"),
            Tok::Error => f.write_str("unreadable input"),
        }
    }
}

/// Yields `(start, token, end)` triples for lalrpop; never an `Err`.
pub struct Lexer<'a> {
    inner: logos::Lexer<'a, Tok<'a>>,
}

impl<'a> Lexer<'a> {
    pub fn new(src: &'a str) -> Lexer<'a> {
        Lexer { inner: Tok::lexer(src) }
    }
}

/// lalrpop wants a `Result`; ours is never the error side.
pub type Spanned<'a> = Result<(usize, Tok<'a>, usize), std::convert::Infallible>;

impl<'a> Iterator for Lexer<'a> {
    type Item = Spanned<'a>;
    fn next(&mut self) -> Option<Self::Item> {
        let tok = self.inner.next()?;
        let span = self.inner.span();
        Some(Ok((span.start, tok.unwrap_or(Tok::Error), span.end)))
    }
}

/// The text of a string or character token without quotes and escapes.
/// `\n`, `\t`, `\\`, `\"` and `\'` are understood; any other escaped
/// character stands for itself.
pub fn unescape(quoted: &str) -> String {
    let inner = quoted.get(1..quoted.len().saturating_sub(1)).unwrap_or("");
    let mut out = String::with_capacity(inner.len());
    let mut chars = inner.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            match chars.next() {
                Some('n') => out.push('\n'),
                Some('t') => out.push('\t'),
                Some(other) => out.push(other),
                None => {}
            }
        } else {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toks(s: &str) -> Vec<Tok<'_>> {
        Lexer::new(s).map(|t| t.map(|(_, t, _)| t).unwrap_or(Tok::Error)).collect()
    }

    #[test]
    fn dice_beat_identifiers_and_ints() {
        assert_eq!(
            toks("d6 2d4 dx 12 0x1f"),
            vec![Tok::Dice("d6"), Tok::Dice("2d4"), Tok::Ident("dx"), Tok::Int("12"), Tok::Int("0x1f")]
        );
    }

    #[test]
    fn comments_and_errors() {
        assert_eq!(toks("# note\nfoo @ \"bar\""), vec![Tok::Ident("foo"), Tok::Error, Tok::Str("\"bar\"")]);
        // An unterminated string is one unreadable token, not a cascade.
        assert_eq!(toks("\"open"), vec![Tok::Error]);
    }

    #[test]
    fn unescapes() {
        assert_eq!(unescape(r#""a\"b\\c""#), "a\"b\\c");
        assert_eq!(unescape(r"'\''"), "'");
    }
}
