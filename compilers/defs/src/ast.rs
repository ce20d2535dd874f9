//! The untyped syntax tree: records of `key: value` fields.
//!
//! Every definition file is a list of records such as
//! `monster PM_GIANT_ANT "giant ant" { level: 2 ... }`. The parser knows
//! nothing about objects or monsters; the checker ([`crate::check`]) gives
//! the fields their meaning.

use oxhack_diag::Span;

/// A word or string with where it was written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Spanned<T> {
    pub node: T,
    pub span: Span,
}

/// `kind CONSTANT "name" { fields }`; constant and name are optional.
#[derive(Debug, Clone, PartialEq)]
pub struct Record {
    pub kind: Spanned<String>,
    pub constant: Option<Spanned<String>>,
    pub name: Option<Spanned<String>>,
    pub fields: Vec<Field>,
    /// A syntax error was recovered from inside the braces: fields may be
    /// missing because of it, so the checker does not report them missing.
    pub broken: bool,
    /// The header (kind to name), where record-level messages point.
    pub head: Span,
    pub span: Span,
}

/// `key: value`.
#[derive(Debug, Clone, PartialEq)]
pub struct Field {
    pub key: Spanned<String>,
    pub value: Value,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Value {
    pub kind: ValueKind,
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq)]
pub enum ValueKind {
    /// An integer; `None` when it does not fit in 64 bits.
    Int(Option<i64>),
    Str(String),
    Char(char),
    /// A bare word: `iron`, `yes`, `PM_KNIGHT`.
    Word(String),
    /// A negated word: `-bow` (a launcher skill, as NetHack writes `-P_BOW`).
    NegWord(String),
    /// `NdM` dice; a missing count is 1.
    Dice(u32, u32),
    List(Vec<Value>),
    /// `word(args)`: `bite(phys, 1d4)`, `class(dragon)`.
    Call(Spanned<String>, Vec<Value>),
    /// `{ key: value ... }`: fields nested in a field, as the treasure
    /// lists' `yes:` and `no:` branches are written.
    Block(Vec<Field>),
}

impl ValueKind {
    /// What messages call this kind of value.
    pub fn describe(&self) -> &'static str {
        match self {
            ValueKind::Int(_) => "a number",
            ValueKind::Str(_) => "a string",
            ValueKind::Char(_) => "a character",
            ValueKind::Word(_) => "a word",
            ValueKind::NegWord(_) => "a negated word",
            ValueKind::Dice(..) => "dice",
            ValueKind::List(_) => "a list",
            ValueKind::Call(..) => "a call",
            ValueKind::Block(_) => "a block",
        }
    }
}
