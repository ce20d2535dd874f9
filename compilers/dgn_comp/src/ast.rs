//! The untyped statements of a dungeon description, in file order.

use oxhack_diag::Span;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Text {
    pub text: String,
    pub span: Span,
}

/// `(base, rand)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Couple {
    pub base: i64,
    pub rand: i64,
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stmt {
    pub kind: StmtKind,
    pub span: Span,
}

/// Branch kinds (`TBR_*`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BranchType {
    Stair = 0,
    NoUp = 1,
    NoDown = 2,
    Portal = 3,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StmtKind {
    /// A statement the parser could not read (already reported).
    Error,
    /// `DUNGEON: "name" "bones" (base, rand) [chance]`.
    Dungeon {
        name: Text,
        bones: Text,
        lev: Couple,
        chance: Option<i64>,
    },
    Entry(i64),
    /// `DESCRIPTION:` (dungeon) or `LEVELDESC:` (level).
    Description {
        level: bool,
        value: i64,
        span: Span,
    },
    /// `ALIGNMENT:` (dungeon) or `LEVALIGN:` (level).
    Alignment {
        level: bool,
        value: i64,
        span: Span,
    },
    Protofile(Text),
    /// LEVEL, RNDLEVEL, CHAINLEVEL, RNDCHLEVEL.
    Level {
        name: Text,
        bones: Text,
        chain: Option<Text>,
        lev: Couple,
        chance: Option<i64>,
        rnd: Option<i64>,
    },
    /// BRANCH and CHAINBRANCH.
    Branch {
        name: Text,
        chain: Option<Text>,
        lev: Couple,
        kind: BranchType,
        up: bool,
    },
}
