//! Tokens of NetHack 3.6's `.des` language, by logos.
//!
//! The token set and its values follow `util/lev_comp.l`: keywords carry
//! the number the C lexer gave them (`open` is a door state worth
//! `D_ISOPEN`), numbers come signed (`-5` is one token, as in the C tool)
//! and variables are one untyped token: the parser types them, not the
//! lexer. Two lexer facts need context that logos regexes cannot see:
//!
//! - comments are `#` lines (only blanks may precede the `#`);
//! - `MAP` at the start of a line opens a map body that runs up to the
//!   `ENDMAP` line. [`Lexer`] handles that mode itself: it hands the
//!   parser the whole body as one [`Tok::MapBody`] token and resumes the
//!   logos lexer after `ENDMAP`.
//!
//! The lexer never fails: unreadable input becomes [`Tok::Error`] so the
//! parser's error recovery keeps going and every error is reported.

use logos::Logos;

/// Values of keyword tokens, as `lev_comp.l` assigns them.
pub mod val {
    pub const D_NODOOR: i64 = 0;
    pub const D_BROKEN: i64 = 1;
    pub const D_ISOPEN: i64 = 2;
    pub const D_CLOSED: i64 = 4;
    pub const D_LOCKED: i64 = 8;
    pub const D_SECRET: i64 = 32;
    pub const W_NORTH: i64 = 1;
    pub const W_SOUTH: i64 = 2;
    pub const W_EAST: i64 = 4;
    pub const W_WEST: i64 = 8;
    pub const AM_NONE: i64 = 0;
    pub const AM_CHAOTIC: i64 = 1;
    pub const AM_NEUTRAL: i64 = 2;
    pub const AM_LAWFUL: i64 = 4;
    pub const AM_SPLEV_CO: i64 = 3;
    pub const AM_SPLEV_NONCO: i64 = 7;
}

fn line_start<'s>(lex: &logos::Lexer<'s, Tok<'s>>) -> bool {
    let before = &lex.source()[..lex.span().start];
    let line = before.rfind('\n').map_or(before, |i| &before[i + 1..]);
    line.bytes().all(|b| b == b' ' || b == b'\t')
}

fn at_column0<'s>(lex: &logos::Lexer<'s, Tok<'s>>) -> bool {
    let start = lex.span().start;
    start == 0 || lex.source().as_bytes()[start - 1] == b'\n'
}

/// `#` starts a comment only at the start of a line, as in lev_comp.l.
/// Elsewhere the rest of the line becomes one [`Tok::Hash`] token, so the
/// mistake is reported once instead of word by word.
fn hash<'s>(lex: &mut logos::Lexer<'s, Tok<'s>>) -> logos::FilterResult<(), ()> {
    let at_start = line_start(lex);
    let rest = lex.remainder();
    let line_end = rest.find('\n').unwrap_or(rest.len());
    if at_start {
        lex.bump((line_end + 1).min(rest.len()));
        logos::FilterResult::Skip
    } else {
        lex.bump(line_end);
        logos::FilterResult::Emit(())
    }
}

/// `MAP` followed by a newline opens a map body only at column 0.
fn map_start<'s>(lex: &mut logos::Lexer<'s, Tok<'s>>) -> bool {
    at_column0(lex)
}

fn int<'s>(lex: &mut logos::Lexer<'s, Tok<'s>>) -> Option<i64> {
    lex.slice().parse().ok()
}

fn percent<'s>(lex: &mut logos::Lexer<'s, Tok<'s>>) -> Option<i64> {
    lex.slice().trim_matches(|c: char| !c.is_ascii_digit()).parse().ok()
}

fn char_lit<'s>(lex: &mut logos::Lexer<'s, Tok<'s>>) -> u8 {
    let b = lex.slice().as_bytes();
    if b.len() == 4 { b[2] } else { b[1] }
}

#[derive(Logos, Debug, Clone, Copy, PartialEq, Eq)]
#[logos(skip r"[ \t\r\n]+")]
pub enum Tok<'a> {
    #[token("MESSAGE")]
    Message,
    #[token("NOMAP")]
    NoMap,
    #[token("MAZE")]
    Maze,
    #[token("LEVEL")]
    Level,
    #[token("INIT_MAP")]
    InitMap,
    #[token("mazegrid")]
    MazeGrid,
    #[token("solidfill")]
    SolidFill,
    #[token("mines")]
    Mines,
    #[token("rogue")]
    Rogue,
    #[token("FLAGS")]
    Flags,
    #[token("GEOMETRY")]
    Geometry,
    /// `MAP` + newline; at column 0 (`true`) the body follows as
    /// [`Tok::MapBody`], elsewhere [`Lexer`] turns it into the word `MAP`.
    #[regex(r"MAP\r?\n", map_start)]
    MapStart(bool),
    /// The text between `MAP` and `ENDMAP` (made by [`Lexer`]).
    MapBody(&'a str),
    #[token("obj")]
    #[token("object")]
    ObjectLc,
    #[token("OBJECT")]
    Object,
    #[token("CONTAINER")]
    Container,
    #[token("MONSTER")]
    Monster,
    #[token("monster")]
    MonsterLc,
    #[token("TRAP")]
    Trap,
    #[token("DOOR")]
    Door,
    #[token("ROOMDOOR")]
    RoomDoor,
    #[token("DRAWBRIDGE")]
    Drawbridge,
    #[token("MAZEWALK")]
    Mazewalk,
    #[token("WALLIFY")]
    Wallify,
    #[token("REGION")]
    Region,
    #[token("ALTAR")]
    Altar,
    #[token("LADDER")]
    Ladder,
    #[token("STAIR")]
    Stair,
    #[token("PORTAL")]
    Portal,
    #[token("TELEPORT_REGION")]
    TeleportRegion,
    #[token("BRANCH")]
    Branch,
    #[token("FOUNTAIN")]
    Fountain,
    #[token("SINK")]
    Sink,
    #[token("POOL")]
    Pool,
    #[token("NON_DIGGABLE")]
    NonDiggable,
    #[token("NON_PASSWALL")]
    NonPasswall,
    #[token("IF")]
    If,
    #[token("ELSE")]
    Else,
    #[token("EXIT")]
    Exit,
    #[token("ROOM")]
    Room,
    #[token("SUBROOM")]
    Subroom,
    #[token("RANDOM_CORRIDORS")]
    RandomCorridors,
    #[token("CORRIDOR")]
    Corridor,
    #[token("TERRAIN")]
    Terrain,
    #[token("terrain")]
    TerrainLc,
    #[token("REPLACE_TERRAIN")]
    ReplaceTerrain,
    #[token("GOLD")]
    Gold,
    #[token("GRAVE")]
    Grave,
    #[token("ENGRAVING")]
    Engraving,
    #[token("MINERALIZE")]
    Mineralize,
    #[token("NAME")]
    #[token("name")]
    Name,
    #[token("FOR")]
    For,
    #[token("TO")]
    To,
    #[token("LOOP")]
    Loop,
    #[token("SWITCH")]
    Switch,
    #[token("CASE")]
    Case,
    #[token("BREAK")]
    Break,
    #[token("DEFAULT")]
    Default,
    #[token("FUNCTION")]
    Function,
    #[token("SHUFFLE")]
    Shuffle,
    #[token("montype")]
    Montype,
    #[token("selection")]
    Selection,
    #[token("rect")]
    Rect,
    #[token("fillrect")]
    Fillrect,
    #[token("line")]
    Line,
    #[token("randline")]
    Randline,
    #[token("grow")]
    Grow,
    #[token("floodfill")]
    Floodfill,
    #[token("rndcoord")]
    Rndcoord,
    #[token("circle")]
    Circle,
    #[token("ellipse")]
    Ellipse,
    #[token("filter")]
    Filter,
    #[token("gradient")]
    Gradient,
    #[token("complement")]
    Complement,
    #[token("radial", |_| 0)]
    #[token("square", |_| 1)]
    GradientType(i64),
    #[token("dry", |_| 0x01)]
    #[token("wet", |_| 0x02)]
    #[token("hot", |_| 0x04)]
    #[token("solid", |_| 0x08)]
    #[token("any", |_| 0x10)]
    Humidity(i64),
    #[token("levregion")]
    Levregion,
    #[token("quantity")]
    Quantity,
    #[token("buried")]
    Buried,
    #[token("eroded")]
    Eroded,
    #[token("erodeproof")]
    Erodeproof,
    #[token("trapped", |_| 1)]
    #[token("not_trapped", |_| 0)]
    TrappedState(i64),
    #[token("recharged")]
    Recharged,
    #[token("invisible")]
    Invisible,
    #[token("greased")]
    Greased,
    #[token("female")]
    Female,
    #[token("cancelled")]
    Cancelled,
    #[token("revived")]
    Revived,
    #[token("avenge")]
    Avenge,
    #[token("fleeing")]
    Fleeing,
    #[token("blinded")]
    Blinded,
    #[token("paralyzed")]
    Paralyzed,
    #[token("stunned")]
    Stunned,
    #[token("confused")]
    Confused,
    #[token("seen_traps")]
    SeenTraps,
    #[token("all")]
    All,
    /// Lexed by the C tool but used by no rule.
    #[token("horizontal", |_| 1)]
    #[token("vertical", |_| 2)]
    HorizOrVert(i64),
    #[token("open", |_| val::D_ISOPEN)]
    #[token("closed", |_| val::D_CLOSED)]
    #[token("locked", |_| val::D_LOCKED)]
    #[token("nodoor", |_| val::D_NODOOR)]
    #[token("broken", |_| val::D_BROKEN)]
    #[token("secret", |_| val::D_SECRET)]
    DoorState(i64),
    #[token("north", |_| val::W_NORTH)]
    #[token("east", |_| val::W_EAST)]
    #[token("south", |_| val::W_SOUTH)]
    #[token("west", |_| val::W_WEST)]
    Direction(i64),
    #[token("random")]
    Random,
    #[token("random[")]
    RandomBracket,
    /// Lexed by the C tool but used by no rule.
    #[token("none")]
    None,
    #[token("align")]
    Align,
    #[token("left", |_| 1)]
    #[token("half-left", |_| 2)]
    #[token("half-right", |_| 4)]
    #[token("right", |_| 5)]
    LeftOrRight(i64),
    #[token("center", |_| 3)]
    Center(i64),
    #[token("top", |_| 1)]
    #[token("bottom", |_| 5)]
    TopOrBot(i64),
    #[token("lit", |_| 1)]
    #[token("unlit", |_| 0)]
    LightState(i64),
    #[token("filled", |_| 1)]
    #[token("unfilled", |_| 0)]
    Filling(i64),
    #[token("regular", |_| 0)]
    #[token("irregular", |_| 1)]
    Irregular(i64),
    #[token("unjoined", |_| 1)]
    #[token("joined", |_| 0)]
    Joined(i64),
    #[token("limited", |_| 1)]
    #[token("unlimited", |_| 0)]
    Limited(i64),
    #[token("noalign", |_| val::AM_NONE)]
    #[token("law", |_| val::AM_LAWFUL)]
    #[token("neutral", |_| val::AM_NEUTRAL)]
    #[token("chaos", |_| val::AM_CHAOTIC)]
    #[token("coaligned", |_| val::AM_SPLEV_CO)]
    #[token("noncoaligned", |_| val::AM_SPLEV_NONCO)]
    Alignment(i64),
    #[token("peaceful", |_| 1)]
    #[token("hostile", |_| 0)]
    MonAttitude(i64),
    #[token("asleep", |_| 1)]
    #[token("awake", |_| 0)]
    MonAlertness(i64),
    #[token("m_feature", |_| 1)]
    #[token("m_monster", |_| 3)]
    #[token("m_object", |_| 2)]
    MonAppearance(i64),
    #[token("sanctum", |_| 2)]
    #[token("shrine", |_| 1)]
    #[token("altar", |_| 0)]
    AltarType(i64),
    #[token("up", |_| 1)]
    #[token("down", |_| 0)]
    UpOrDown(i64),
    #[token("false", |_| 0)]
    #[token("true", |_| 1)]
    Boolean(i64),
    #[token("dust", |_| 1)]
    #[token("engrave", |_| 2)]
    #[token("burn", |_| 3)]
    #[token("mark", |_| 4)]
    #[token("blood", |_| 5)]
    EngravingType(i64),
    #[token("blessed", |_| 1)]
    #[token("uncursed", |_| 2)]
    #[token("cursed", |_| 3)]
    CurseType(i64),
    #[token("noteleport", |_| 0x1)]
    #[token("hardfloor", |_| 0x2)]
    #[token("nommap", |_| 0x4)]
    #[token("shortsighted", |_| 0x8)]
    #[token("arboreal", |_| 0x10)]
    #[token("mazelevel", |_| 0x20)]
    #[token("premapped", |_| 0x40)]
    #[token("shroud", |_| 0x80)]
    #[token("graveyard", |_| 0x100)]
    #[token("icedpools", |_| 0x200)]
    #[token("solidify", |_| 0x400)]
    #[token("corrmaze", |_| 0x800)]
    #[token("inaccessibles", |_| 0x1000)]
    FlagType(i64),
    /// `NdM`, both parts required (as in the C lexer).
    #[regex(r"[0-9]+d[0-9]+", priority = 5)]
    Dice(&'a str),
    /// `[ N% ]`.
    #[regex(r"\[ *[0-9]+% *\]", percent)]
    Percent(i64),
    /// `-N`: one token, as in the C lexer.
    #[regex(r"-[0-9]+", int, priority = 5)]
    MinusInteger(i64),
    #[regex(r"\+[0-9]+", int)]
    PlusInteger(i64),
    /// `N%`.
    #[regex(r"[0-9]+%", percent)]
    SPercent(i64),
    #[regex(r"[0-9]+", int, priority = 5)]
    Integer(i64),
    /// A double-quoted string with no escapes (it may span lines).
    #[regex(r#""[^"]*""#)]
    Str(&'a str),
    /// `$name`.
    #[regex(r"\$[a-zA-Z_]+")]
    Var(&'a str),
    /// `$name[`: an array element. The bracket must touch the name; that
    /// is how the parser tells `$a[1]` from `$a` followed by a
    /// `[ ... ]:` chance statement, which the C lexer told apart by
    /// variable type instead.
    #[regex(r"\$[a-zA-Z_]+\[", |lex| { let s = lex.slice(); &s[..s.len() - 1] })]
    VarIndex(&'a str),
    #[token("==", |_| 33)]
    #[token("!=", |_| 34)]
    #[token("<>", |_| 34)]
    #[token("<=", |_| 30)]
    #[token(">=", |_| 32)]
    #[token("<", |_| 29)]
    #[token(">", |_| 31)]
    /// A comparison, valued as the jump opcode that tests it.
    Compare(i64),
    #[regex(r"'\\.'", char_lit)]
    #[regex(r"'[^\n]'", char_lit)]
    Char(u8),
    /// Any other word (function names, parameter types, mistakes).
    #[regex(r"[-_a-zA-Z0-9]+", priority = 1)]
    Ident(&'a str),
    /// `#` that does not start a line (comments must).
    #[token("#", hash)]
    Hash,
    #[token(",")]
    Comma,
    #[token(":")]
    Colon,
    #[token("(")]
    LParen,
    #[token(")")]
    RParen,
    #[token("[")]
    LBracket,
    #[token("]")]
    RBracket,
    #[token("{")]
    LBrace,
    #[token("}")]
    RBrace,
    #[token("=")]
    Assign,
    #[token(".")]
    Dot,
    #[token("..")]
    DotDot,
    #[token("+")]
    Plus,
    #[token("-")]
    Minus,
    #[token("*")]
    Star,
    #[token("/")]
    Slash,
    #[token("%")]
    PercentSign,
    #[token("&")]
    Amp,
    #[token("|")]
    Pipe,
    /// A map body whose `ENDMAP` never comes.
    UnterminatedMap,
    /// Anything else.
    Error,
}

/// Yields `(start, token, end)` for lalrpop, handling the map mode.
pub struct Lexer<'a> {
    inner: logos::Lexer<'a, Tok<'a>>,
    pending: Option<(usize, Tok<'a>, usize)>,
}

impl<'a> Lexer<'a> {
    pub fn new(src: &'a str) -> Lexer<'a> {
        Lexer { inner: Tok::lexer(src), pending: None }
    }

    /// After `MAP\n`: the body up to the `ENDMAP` line, and skip past it.
    fn map_body(&mut self) -> (usize, Tok<'a>, usize) {
        let start = self.inner.span().end;
        let rest = self.inner.remainder();
        let mut offset = 0;
        for line in rest.split_inclusive('\n') {
            if line.trim_start_matches([' ', '\t']).starts_with("ENDMAP") {
                let lead = line.len() - line.trim_start_matches([' ', '\t']).len();
                let body = &rest[..offset];
                self.inner.bump(offset + lead + "ENDMAP".len());
                return (start, Tok::MapBody(body), start + offset);
            }
            offset += line.len();
        }
        self.inner.bump(rest.len());
        (start, Tok::UnterminatedMap, start + rest.len())
    }
}

/// Never the error side: errors are [`Tok::Error`] tokens.
pub type Spanned<'a> = Result<(usize, Tok<'a>, usize), std::convert::Infallible>;

impl<'a> Iterator for Lexer<'a> {
    type Item = Spanned<'a>;
    fn next(&mut self) -> Option<Self::Item> {
        if let Some(t) = self.pending.take() {
            return Some(Ok(t));
        }
        let tok = self.inner.next()?;
        let span = self.inner.span();
        match tok.unwrap_or(Tok::Error) {
            Tok::MapStart(true) => {
                self.pending = Some(self.map_body());
                Some(Ok((span.start, Tok::MapStart(true), span.end)))
            }
            Tok::MapStart(false) => Some(Ok((span.start, Tok::Ident("MAP"), span.start + 3))),
            tok => Some(Ok((span.start, tok, span.end))),
        }
    }
}

impl std::fmt::Display for Tok<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Tok::MapBody(_) => f.write_str("a map"),
            Tok::MapStart(_) => f.write_str("`MAP`"),
            Tok::Str(s) => write!(f, "string {s}"),
            Tok::Var(v) => write!(f, "variable `{v}`"),
            Tok::VarIndex(v) => write!(f, "`{v}[`"),
            Tok::Ident(w) => write!(f, "`{w}`"),
            Tok::Dice(d) => write!(f, "`{d}`"),
            Tok::Integer(n) | Tok::MinusInteger(n) => write!(f, "`{n}`"),
            Tok::PlusInteger(n) => write!(f, "`+{n}`"),
            Tok::Percent(n) => write!(f, "`[{n}%]`"),
            Tok::SPercent(n) => write!(f, "`{n}%`"),
            Tok::Char(c) => write!(f, "`'{}'`", *c as char),
            Tok::Hash => f.write_str("`#`"),
            Tok::UnterminatedMap => f.write_str("a map without ENDMAP"),
            Tok::Error => f.write_str("unreadable input"),
            other => write!(f, "`{}`", keyword_text(other)),
        }
    }
}

/// The source text of a fixed token, for messages.
pub fn keyword_text(t: &Tok<'_>) -> String {
    let dbg = format!("{t:?}");
    let word = dbg.split('(').next().unwrap_or("");
    match t {
        Tok::Comma => ",".into(),
        Tok::Colon => ":".into(),
        Tok::LParen => "(".into(),
        Tok::RParen => ")".into(),
        Tok::LBracket => "[".into(),
        Tok::RBracket => "]".into(),
        Tok::LBrace => "{".into(),
        Tok::RBrace => "}".into(),
        Tok::Assign => "=".into(),
        Tok::Dot => ".".into(),
        Tok::DotDot => "..".into(),
        Tok::Plus => "+".into(),
        Tok::Minus => "-".into(),
        Tok::Star => "*".into(),
        Tok::Slash => "/".into(),
        Tok::PercentSign => "%".into(),
        Tok::Amp => "&".into(),
        Tok::Pipe => "|".into(),
        Tok::RandomBracket => "random[".into(),
        _ => word.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toks(s: &str) -> Vec<Tok<'_>> {
        Lexer::new(s).map(|t| t.map(|(_, t, _)| t).unwrap_or(Tok::Error)).collect()
    }

    #[test]
    fn keywords_numbers_and_vars() {
        assert_eq!(
            toks("MONSTER:'d',\"jackal\",(1,-2) $x [50%] 3d4 10%"),
            vec![
                Tok::Monster,
                Tok::Colon,
                Tok::Char(b'd'),
                Tok::Comma,
                Tok::Str("\"jackal\""),
                Tok::Comma,
                Tok::LParen,
                Tok::Integer(1),
                Tok::Comma,
                Tok::MinusInteger(-2),
                Tok::RParen,
                Tok::Var("$x"),
                Tok::Percent(50),
                Tok::Dice("3d4"),
                Tok::SPercent(10),
            ]
        );
    }

    #[test]
    fn comments_only_at_line_start() {
        assert_eq!(toks("  # note\nEXIT # no\nEXIT"), vec![Tok::Exit, Tok::Hash, Tok::Exit]);
    }

    #[test]
    fn map_mode() {
        let t = toks("MAP\n--\n|.\nENDMAP\nEXIT");
        assert_eq!(t, vec![Tok::MapStart(true), Tok::MapBody("--\n|.\n"), Tok::Exit]);
        assert_eq!(toks("MAP\n--\n")[1], Tok::UnterminatedMap);
        // Not at column 0: just a word.
        assert_eq!(toks(" MAP\n")[0], Tok::Ident("MAP"));
    }

    #[test]
    fn words_versus_keywords() {
        assert_eq!(
            toks("half-left randomly random["),
            vec![Tok::LeftOrRight(2), Tok::Ident("randomly"), Tok::RandomBracket]
        );
    }
}
