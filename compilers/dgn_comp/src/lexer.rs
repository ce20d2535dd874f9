//! Tokens of NetHack 3.6's dungeon description language (`dgn_comp.l`).
//!
//! Like the C lexer: keywords are case-sensitive, descriptors carry the
//! flag value the C tool gives them, numbers are `[-0-9]+` read with
//! `atoi` (so a lone `-` is 0), strings have no escapes, and `#` starts a
//! comment only in the first column. Unreadable input becomes an
//! [`Tok::Error`] token so parsing goes on and reports everything.

use logos::Logos;

/// Dungeon and level flags (`dgn_file.h`).
pub mod flags {
    pub const TOWN: i64 = 1;
    pub const HELLISH: i64 = 2;
    pub const MAZELIKE: i64 = 4;
    pub const ROGUELIKE: i64 = 8;
    pub const D_ALIGN_NONE: i64 = 0;
    pub const D_ALIGN_CHAOTIC: i64 = 0x10;
    pub const D_ALIGN_NEUTRAL: i64 = 0x20;
    pub const D_ALIGN_LAWFUL: i64 = 0x40;
}

/// `atoi` on a `[-0-9]+` token: leading sign, then digits up to the first
/// non-digit (so `-` is 0 and `3-4` is 3). Saturates instead of overflowing.
fn atoi(s: &str) -> i64 {
    let (neg, digits) = match s.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, s),
    };
    let mut n: i64 = 0;
    for b in digits.bytes().take_while(u8::is_ascii_digit) {
        n = n.saturating_mul(10).saturating_add((b - b'0') as i64);
    }
    if neg { -n } else { n }
}

fn comment<'s>(lex: &mut logos::Lexer<'s, Tok<'s>>) -> logos::FilterResult<(), ()> {
    let start = lex.span().start;
    let col0 = start == 0 || lex.source().as_bytes()[start - 1] == b'\n';
    let rest = lex.remainder();
    let line_end = rest.find('\n').unwrap_or(rest.len());
    if col0 {
        lex.bump((line_end + 1).min(rest.len()));
        logos::FilterResult::Skip
    } else {
        lex.bump(line_end);
        logos::FilterResult::Emit(())
    }
}

#[derive(Logos, Debug, Clone, Copy, PartialEq, Eq)]
#[logos(skip r"[ \t\r\n]+")]
pub enum Tok<'a> {
    #[token("DUNGEON")]
    Dungeon,
    #[token("up", |_| 1)]
    #[token("down", |_| 0)]
    UpOrDown(i64),
    #[token("ENTRY")]
    Entry,
    #[token("stair")]
    Stair,
    #[token("no_up")]
    NoUp,
    #[token("no_down")]
    NoDown,
    #[token("portal")]
    Portal,
    #[token("PROTOFILE")]
    Protofile,
    #[token("DESCRIPTION")]
    Description,
    #[token("LEVELDESC")]
    LevelDesc,
    #[token("ALIGNMENT")]
    Alignment,
    #[token("LEVALIGN")]
    LevAlign,
    #[token("town", |_| flags::TOWN)]
    #[token("hellish", |_| flags::HELLISH)]
    #[token("mazelike", |_| flags::MAZELIKE)]
    #[token("roguelike", |_| flags::ROGUELIKE)]
    #[token("unaligned", |_| flags::D_ALIGN_NONE)]
    #[token("noalign", |_| flags::D_ALIGN_NONE)]
    #[token("lawful", |_| flags::D_ALIGN_LAWFUL)]
    #[token("neutral", |_| flags::D_ALIGN_NEUTRAL)]
    #[token("chaotic", |_| flags::D_ALIGN_CHAOTIC)]
    Descriptor(i64),
    #[token("BRANCH")]
    Branch,
    #[token("CHAINBRANCH")]
    ChainBranch,
    #[token("LEVEL")]
    Level,
    #[token("RNDLEVEL")]
    RndLevel,
    #[token("CHAINLEVEL")]
    ChainLevel,
    #[token("RNDCHLEVEL")]
    RndChLevel,
    #[regex(r"[-0-9]+", |lex| atoi(lex.slice()))]
    Integer(i64),
    #[regex(r#""[^"]*""#)]
    Str(&'a str),
    /// `#` in the first column starts a comment; elsewhere the rest of the
    /// line is this (erroneous) token.
    #[token("#", comment)]
    Hash,
    #[token(":")]
    Colon,
    #[token("(")]
    LParen,
    #[token(")")]
    RParen,
    #[token(",")]
    Comma,
    #[token("@")]
    At,
    #[token("+")]
    Plus,
    /// Any word the language does not know.
    #[regex(r"[A-Za-z_][A-Za-z_0-9]*", priority = 1)]
    Word(&'a str),
    Error,
}

/// `(start, token, end)` triples for lalrpop; never an `Err`.
pub struct Lexer<'a>(logos::Lexer<'a, Tok<'a>>);

impl<'a> Lexer<'a> {
    pub fn new(src: &'a str) -> Lexer<'a> {
        Lexer(Tok::lexer(src))
    }
}

impl<'a> Iterator for Lexer<'a> {
    type Item = Result<(usize, Tok<'a>, usize), std::convert::Infallible>;
    fn next(&mut self) -> Option<Self::Item> {
        let t = self.0.next()?;
        let s = self.0.span();
        Some(Ok((s.start, t.unwrap_or(Tok::Error), s.end)))
    }
}

impl std::fmt::Display for Tok<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Tok::Str(s) => write!(f, "string {s}"),
            Tok::Integer(n) => write!(f, "`{n}`"),
            Tok::Word(w) => write!(f, "`{w}`"),
            Tok::Error => f.write_str("unreadable input"),
            Tok::Hash => f.write_str("a comment not in the first column"),
            Tok::Colon => f.write_str("`:`"),
            Tok::LParen => f.write_str("`(`"),
            Tok::RParen => f.write_str("`)`"),
            Tok::Comma => f.write_str("`,`"),
            Tok::At => f.write_str("`@`"),
            Tok::Plus => f.write_str("`+`"),
            other => write!(f, "`{:?}`", other),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn atoi_like_c() {
        assert_eq!((atoi("-5"), atoi("-"), atoi("3-4"), atoi("12")), (-5, 0, 3, 12));
    }

    #[test]
    fn tokens() {
        let t: Vec<_> = Lexer::new("# c\nLEVEL: \"oracle\" \"O\" @ (5, 5)\n").map(|t| t.unwrap().1).collect();
        assert_eq!(
            t,
            vec![
                Tok::Level,
                Tok::Colon,
                Tok::Str("\"oracle\""),
                Tok::Str("\"O\""),
                Tok::At,
                Tok::LParen,
                Tok::Integer(5),
                Tok::Comma,
                Tok::Integer(5),
                Tok::RParen
            ]
        );
    }
}
