//! What the editor features know of a document, from its tokens.
//!
//! Built once per document version from lev_comp's own lexer, which never
//! fails, so a file in the middle of an edit still gets completion, hover,
//! navigation and highlighting: the tokens (with comments and `ENDMAP`
//! lines, which the lexer skips, added back), the level scopes (`MAZE`/
//! `LEVEL` headers start one), matching braces, and every definition and
//! use of a variable or function. Variable types are read off the
//! right-hand side of the first assignment, as the checker would type it.

use crate::lexer::{Lexer, Tok};

/// One token: its byte range and kind (string payloads are dropped; the
/// text is in the document at `start..end`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Token {
    pub start: usize,
    pub end: usize,
    pub tok: Tok<'static>,
    /// A `#` comment line (the lexer skips those; `tok` is `Hash` then).
    pub comment: bool,
    /// The `ENDMAP` closing a map (also skipped by the lexer).
    pub endmap: bool,
}

/// What a name denotes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SymKind {
    Variable,
    Function,
}

/// A definition of a variable (first assignment, FOR, parameter) or a
/// FUNCTION.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Def {
    pub name: String,
    pub kind: SymKind,
    /// The name's byte range.
    pub start: usize,
    pub end: usize,
    /// The level scope it belongs to (see [`Index::scope_of`]).
    pub scope: usize,
    /// For variables, the type ("integer", "monster array", ...); for
    /// functions, the parameter list (`$x : int, $s : str`).
    pub detail: String,
    /// Index of the defining token in [`Index::tokens`].
    pub token: usize,
}

/// A use (or a definition) of a name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ref {
    pub name: String,
    pub kind: SymKind,
    pub start: usize,
    pub end: usize,
    pub scope: usize,
    /// Whether this occurrence assigns or declares the name.
    pub write: bool,
}

/// A level of the file: its name and byte range.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LevelInfo {
    pub name: String,
    /// The `MAZE`/`LEVEL` keyword's start, the level's end.
    pub start: usize,
    pub end: usize,
    /// The name string's range (quotes included).
    pub name_range: (usize, usize),
}

/// The whole analysis of one document version.
#[derive(Debug, Clone, Default)]
pub struct Index {
    pub tokens: Vec<Token>,
    pub levels: Vec<LevelInfo>,
    /// For each token that opens a brace, the index of its closing brace.
    pub brace_match: Vec<Option<usize>>,
    pub defs: Vec<Def>,
    pub refs: Vec<Ref>,
    /// FUNCTION statements' byte ranges: each body is a scope of its own
    /// (its parameters; the level's variables are not visible inside).
    pub functions: Vec<(usize, usize)>,
}

/// Drops a token's borrowed text, keeping its kind and value (the text is
/// in the document at the token's range). Variants added to the lexer
/// later and not listed here read as [`Tok::Error`].
fn detach(t: Tok<'_>) -> Tok<'static> {
    macro_rules! same {
        ($($v:ident),* ; $($w:ident),*) => {
            match t {
                Tok::MapBody(_) => Tok::MapBody(""),
                Tok::Dice(_) => Tok::Dice(""),
                Tok::Str(_) => Tok::Str(""),
                Tok::Var(_) => Tok::Var(""),
                Tok::VarIndex(_) => Tok::VarIndex(""),
                Tok::Ident(_) => Tok::Ident(""),
                $(Tok::$v => Tok::$v,)*
                $(Tok::$w(n) => Tok::$w(n),)*
                #[allow(unreachable_patterns)]
                _ => Tok::Error,
            }
        };
    }
    same!(Message, NoMap, Maze, Level, InitMap, MazeGrid, SolidFill, Mines, Rogue, Flags, Geometry, ObjectLc,
        Object, Container, Monster, MonsterLc, Trap, Door, RoomDoor, Drawbridge, Mazewalk, Wallify, Region, Altar,
        Ladder, Stair, Portal, TeleportRegion, Branch, Fountain, Sink, Pool, NonDiggable, NonPasswall, If, Else,
        Exit, Room, Subroom, RandomCorridors, Corridor, Terrain, TerrainLc, ReplaceTerrain, Gold, Grave, Engraving,
        Mineralize, Name, For, To, Loop, Switch, Case, Break, Default, Function, Shuffle, Montype, Selection, Rect,
        Fillrect, Line, Randline, Grow, Floodfill, Rndcoord, Circle, Ellipse, Filter, Gradient, Complement,
        Levregion, Quantity, Buried, Eroded, Erodeproof, Recharged, Invisible, Greased, Female, Cancelled, Revived,
        Avenge, Fleeing, Blinded, Paralyzed, Stunned, Confused, SeenTraps, All, Random, RandomBracket, None, Align,
        Hash, Comma, Colon, LParen, RParen, LBracket, RBracket, LBrace, RBrace, Assign, Dot, DotDot, Plus, Minus,
        Star, Slash, PercentSign, Amp, Pipe, UnterminatedMap, Error;
        GradientType, Humidity, TrappedState, HorizOrVert, DoorState, Direction, LeftOrRight, Center, TopOrBot,
        LightState, Filling, Irregular, Joined, Limited, Alignment, MonAttitude, MonAlertness, MonAppearance,
        AltarType, UpOrDown, Boolean, EngravingType, CurseType, FlagType, Percent, MinusInteger, PlusInteger,
        SPercent, Integer, Compare, Char, MapStart)
}

impl Index {
    /// Analyses `text`.
    pub fn new(text: &str) -> Index {
        let tokens = tokens(text);
        let brace_match = braces(&tokens);
        let mut ix = Index { tokens, brace_match, ..Index::default() };
        ix.levels = levels(text, &ix.tokens);
        ix.functions = function_ranges(&ix.tokens, &ix.brace_match);
        ix.names(text);
        ix
    }

    /// The level scope of byte `offset`: 0 before the first level header,
    /// `n` inside the n-th level.
    /// Function bodies are scopes after all the levels'.
    pub fn scope_of(&self, offset: usize) -> usize {
        match self.functions.iter().position(|(s, e)| *s <= offset && offset < *e) {
            Some(f) => self.levels.len() + 1 + f,
            None => self.levels.partition_point(|l| l.start <= offset),
        }
    }

    /// The index of the token touching `offset` (a cursor just after a
    /// word still counts as on it), if any.
    pub fn token_at(&self, offset: usize) -> Option<usize> {
        let i = self.tokens.partition_point(|t| t.end < offset);
        let t = self.tokens.get(i)?;
        (t.start <= offset && offset <= t.end).then_some(i)
    }

    /// The definition a name at `offset` refers to, with the name and kind.
    pub fn definition_at(&self, offset: usize) -> Option<&Def> {
        let (name, kind) = self.name_at(offset)?;
        self.definition(&name, kind, self.scope_of(offset))
    }

    /// The first definition of `name` visible from `scope`: variables are
    /// per level, functions belong to the whole file.
    pub fn definition(&self, name: &str, kind: SymKind, scope: usize) -> Option<&Def> {
        self.defs.iter().find(|d| d.kind == kind && d.name == name && (kind == SymKind::Function || d.scope == scope))
    }

    /// The variable or function name at `offset`.
    pub fn name_at(&self, offset: usize) -> Option<(String, SymKind)> {
        let r = self.refs.iter().find(|r| r.start <= offset && offset <= r.end)?;
        Some((r.name.clone(), r.kind))
    }

    /// Every occurrence of the name at `offset` (same scope for variables).
    pub fn references_at(&self, offset: usize) -> Vec<&Ref> {
        let Some((name, kind)) = self.name_at(offset) else { return Vec::new() };
        let scope = self.scope_of(offset);
        self.refs
            .iter()
            .filter(|r| r.kind == kind && r.name == name && (kind == SymKind::Function || r.scope == scope))
            .collect()
    }

    /// Finds variable and function definitions and uses.
    fn names(&mut self, text: &str) {
        let toks = &self.tokens;
        let mut defs: Vec<Def> = Vec::new();
        let mut refs = Vec::new();
        let mut in_params = false;
        for (i, t) in toks.iter().enumerate() {
            let scope = self.scope_of(t.start);
            let next = |k: usize| toks.get(i + k).map(|t| t.tok);
            let prev = i.checked_sub(1).and_then(|p| toks.get(p)).map(|t| t.tok);
            match t.tok {
                Tok::Var(_) | Tok::VarIndex(_) => {
                    let end = if matches!(t.tok, Tok::VarIndex(_)) { t.end - 1 } else { t.end };
                    let name = text[t.start..end].to_string();
                    let assign = matches!(next(1), Some(Tok::Assign)) && !matches!(t.tok, Tok::VarIndex(_));
                    let param = in_params && matches!(next(1), Some(Tok::Colon));
                    let write = assign || param;
                    if write && !defs.iter().any(|d| d.kind == SymKind::Variable && d.name == name && d.scope == scope)
                    {
                        let detail = if param {
                            param_type(toks.get(i + 2).map_or("", |t| &text[t.start..t.end]))
                        } else if matches!(prev, Some(Tok::For)) {
                            "integer".to_string()
                        } else {
                            String::new()
                        };
                        defs.push(Def {
                            name: name.clone(),
                            kind: SymKind::Variable,
                            start: t.start,
                            end,
                            scope,
                            detail,
                            token: i,
                        });
                    }
                    refs.push(Ref { name, kind: SymKind::Variable, start: t.start, end, scope, write });
                }
                Tok::Ident(_) => {
                    let name = &text[t.start..t.end];
                    let defining = matches!(prev, Some(Tok::Function));
                    let call = matches!(next(1), Some(Tok::LParen));
                    if defining {
                        in_params = true;
                        if !defs.iter().any(|d| d.kind == SymKind::Function && d.name == name) {
                            defs.push(Def {
                                name: name.to_string(),
                                kind: SymKind::Function,
                                start: t.start,
                                end: t.end,
                                scope,
                                detail: params_text(text, toks, i + 1),
                                token: i,
                            });
                        }
                    }
                    if defining || call {
                        refs.push(Ref {
                            name: name.to_string(),
                            kind: SymKind::Function,
                            start: t.start,
                            end: t.end,
                            scope,
                            write: defining,
                        });
                    }
                }
                Tok::RParen | Tok::LBrace => in_params = false,
                _ => {}
            }
        }
        // Types of plain assignments last: a copy (`$b = $a`) takes the
        // type of the variable it copies.
        for d in 0..defs.len() {
            if defs[d].kind == SymKind::Variable && defs[d].detail.is_empty() {
                defs[d].detail = assigned_type(text, toks, defs[d].token, &defs[..d]);
            }
        }
        self.defs = defs;
        self.refs = refs;
    }
}

/// Every token of `text`, comments and `ENDMAP` included, in order.
fn tokens(text: &str) -> Vec<Token> {
    let mut out = Vec::new();
    let mut last_end = 0;
    let mut after_map = false;
    for (start, tok, end) in Lexer::new(text).flatten() {
        gap(text, last_end, start, after_map, &mut out);
        after_map = matches!(tok, Tok::MapBody(_));
        out.push(Token { start, end, tok: detach(tok), comment: false, endmap: false });
        last_end = end;
    }
    gap(text, last_end, text.len(), after_map, &mut out);
    out
}

/// The comments (and `ENDMAP` after a map) in a stretch the lexer skipped.
fn gap(text: &str, from: usize, to: usize, after_map: bool, out: &mut Vec<Token>) {
    let Some(stretch) = text.get(from..to) else { return };
    let mut offset = from;
    let mut first = true;
    for line in stretch.split_inclusive('\n') {
        let trimmed = line.trim_start_matches([' ', '\t']);
        let lead = line.len() - trimmed.len();
        let body = trimmed.trim_end_matches(['\n', '\r']);
        if first && after_map && body.starts_with("ENDMAP") {
            let s = offset + lead;
            out.push(Token { start: s, end: s + 6, tok: Tok::Ident(""), comment: false, endmap: true });
        } else if body.starts_with('#') {
            let s = offset + lead;
            out.push(Token { start: s, end: s + body.len(), tok: Tok::Hash, comment: true, endmap: false });
        }
        first = false;
        offset += line.len();
    }
}

/// The byte range of each FUNCTION statement, up to its closing brace.
fn function_ranges(tokens: &[Token], brace_match: &[Option<usize>]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for (i, t) in tokens.iter().enumerate() {
        if t.tok != Tok::Function {
            continue;
        }
        let open = tokens[i..].iter().position(|t| matches!(t.tok, Tok::LBrace | Tok::RBrace)).map(|p| p + i);
        let end = open.and_then(|o| brace_match[o]).map_or(t.end, |c| tokens[c].end);
        out.push((t.start, end));
    }
    out
}

/// For each `{`, the index of the matching `}`.
fn braces(tokens: &[Token]) -> Vec<Option<usize>> {
    let mut m = vec![None; tokens.len()];
    let mut stack = Vec::new();
    for (i, t) in tokens.iter().enumerate() {
        match t.tok {
            Tok::LBrace => stack.push(i),
            Tok::RBrace => {
                if let Some(o) = stack.pop() {
                    m[o] = Some(i);
                }
            }
            _ => {}
        }
    }
    m
}

/// The levels: each `MAZE:`/`LEVEL:` header up to the next.
fn levels(text: &str, tokens: &[Token]) -> Vec<LevelInfo> {
    let mut out: Vec<LevelInfo> = Vec::new();
    for (i, t) in tokens.iter().enumerate() {
        if matches!(t.tok, Tok::Maze | Tok::Level) && matches!(tokens.get(i + 1).map(|t| t.tok), Some(Tok::Colon)) {
            let (name, name_range) = match tokens.get(i + 2) {
                Some(n) if matches!(n.tok, Tok::Str(_)) => {
                    (text[n.start + 1..n.end.saturating_sub(1).max(n.start + 1)].to_string(), (n.start, n.end))
                }
                _ => (String::new(), (t.start, t.end)),
            };
            if let Some(prev) = out.last_mut() {
                prev.end = tokens[..i].iter().rev().find(|t| !t.comment).map_or(t.start, |t| t.end.max(prev.start));
            }
            out.push(LevelInfo { name, start: t.start, end: text.len(), name_range });
        }
    }
    if let Some(last) = out.last_mut() {
        last.end = tokens.last().map_or(text.len(), |t| t.end);
    }
    out
}

/// `int`/`str` as the checker names the type.
fn param_type(word: &str) -> String {
    match word {
        "int" | "integer" => "integer".into(),
        "str" | "string" => "string".into(),
        other => format!("unknown type '{other}'"),
    }
}

/// The parameter list of a FUNCTION as written, from its `(`.
fn params_text(text: &str, toks: &[Token], open: usize) -> String {
    if !matches!(toks.get(open).map(|t| t.tok), Some(Tok::LParen)) {
        return String::new();
    }
    let close = toks[open..].iter().position(|t| matches!(t.tok, Tok::RParen | Tok::LBrace)).map(|p| open + p);
    match close {
        Some(c) if toks[c].tok == Tok::RParen => {
            let inner = &text[toks[open].end..toks[c].start];
            inner.split_whitespace().collect::<Vec<_>>().join(" ").replace(" ,", ",")
        }
        _ => String::new(),
    }
}

/// The type of the value assigned at `$x = ...` (token `at` is the
/// variable), as the checker would infer it.
fn assigned_type(text: &str, toks: &[Token], at: usize, earlier: &[Def]) -> String {
    let t = |k: usize| toks.get(at + 2 + k).map(|t| t.tok);
    let array = |k: usize| matches!(t(k), Some(Tok::LBrace));
    let kind = |w: &str, arr: bool| if arr { format!("{w} array") } else { w.to_string() };
    match t(0) {
        Some(Tok::Selection) => "selection".into(),
        Some(Tok::Terrain | Tok::TerrainLc) => kind("mapchar", array(2)),
        Some(Tok::Monster | Tok::MonsterLc) => kind("monster", array(2)),
        Some(Tok::Object | Tok::ObjectLc) => kind("object", array(2)),
        Some(Tok::Random | Tok::RandomBracket | Tok::Rndcoord) => "coordinate".into(),
        Some(Tok::LBrace) => match t(1) {
            Some(Tok::Str(_)) => "string array".into(),
            Some(Tok::LParen) => tuple_kind(toks, at + 3).map_or("array".into(), |k| format!("{k} array")),
            Some(Tok::Random | Tok::RandomBracket) => "coordinate array".into(),
            _ => "integer array".into(),
        },
        Some(Tok::LParen) => tuple_kind(toks, at + 2).unwrap_or("integer").into(),
        Some(Tok::Str(_)) => "string".into(),
        Some(Tok::Var(_)) => {
            let Some(v) = toks.get(at + 2) else { return String::new() };
            let name = &text[v.start..v.end];
            let simple = !matches!(
                t(1),
                Some(Tok::Plus | Tok::Minus | Tok::Star | Tok::Slash | Tok::PercentSign | Tok::MinusInteger(_))
            );
            match earlier.iter().find(|d| d.kind == SymKind::Variable && d.name == name) {
                Some(d) if simple => d.detail.clone(),
                Some(d) if d.detail == "string" => "string".into(),
                _ if simple => format!("same as {name}"),
                _ => "integer".into(),
            }
        }
        Some(_) => "integer".into(),
        None => String::new(),
    }
}

/// `(a,b)` is a coordinate, `(a,b,c,d)` a region: counts the commas of the
/// parenthesis opening at token `open`.
fn tuple_kind(toks: &[Token], open: usize) -> Option<&'static str> {
    let mut depth = 0;
    let mut commas = 0;
    for t in toks.get(open..)? {
        match t.tok {
            Tok::LParen => depth += 1,
            Tok::RParen => {
                depth -= 1;
                if depth == 0 {
                    break;
                }
            }
            Tok::Comma if depth == 1 => commas += 1,
            Tok::LBrace | Tok::RBrace => break,
            _ => {}
        }
    }
    match commas {
        0 => None,
        1 => Some("coordinate"),
        3 => Some("region"),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SRC: &str = "# a comment\nMAZE:\"one\",' '\n$m = monster: { 'D', \"kobold\" }\n$c = (1,2)\n\
        $r = (1,2,3,4)\n$s = \"x\"\n$n = 3 + 4\n$sel = selection: rect (1,1,4,4)\n\
        FUNCTION spawn($k : int) { LOOP [$k] { EXIT } $c = \"in\" }\nspawn(1)\nMONSTER: $m[1], $c\n\
        MAP\n..\nENDMAP\nLEVEL:\"two\"\n$c = \"other\"\n";

    #[test]
    fn comments_endmap_and_levels() {
        let ix = Index::new(SRC);
        assert!(ix.tokens[0].comment);
        assert_eq!(&SRC[ix.tokens[0].start..ix.tokens[0].end], "# a comment");
        let endmap = ix.tokens.iter().find(|t| t.endmap).expect("ENDMAP token");
        assert_eq!(&SRC[endmap.start..endmap.end], "ENDMAP");
        let names: Vec<&str> = ix.levels.iter().map(|l| l.name.as_str()).collect();
        assert_eq!(names, ["one", "two"]);
        assert!(ix.levels[0].end <= ix.levels[1].start);
    }

    #[test]
    fn variable_types() {
        let ix = Index::new(SRC);
        let ty = |n: &str, scope: usize| ix.definition(n, SymKind::Variable, scope).map(|d| d.detail.clone());
        assert_eq!(ty("$m", 1).as_deref(), Some("monster array"));
        assert_eq!(ty("$c", 1).as_deref(), Some("coordinate"));
        assert_eq!(ty("$r", 1).as_deref(), Some("region"));
        assert_eq!(ty("$s", 1).as_deref(), Some("string"));
        assert_eq!(ty("$n", 1).as_deref(), Some("integer"));
        assert_eq!(ty("$sel", 1).as_deref(), Some("selection"));
        let k = ix.definition_at(SRC.find("$k :").unwrap()).unwrap();
        assert_eq!(k.detail, "integer");
        // Levels are separate scopes.
        assert_eq!(ty("$c", 2).as_deref(), Some("string"));
    }

    #[test]
    fn references_and_functions() {
        let ix = Index::new(SRC);
        let use_of_m = SRC.find("$m[").unwrap() + 1;
        let d = ix.definition_at(use_of_m).expect("definition of $m");
        assert_eq!(d.start, SRC.find("$m =").unwrap());
        assert_eq!(ix.references_at(use_of_m).len(), 2);
        let call = SRC.find("spawn(1)").unwrap();
        let f = ix.definition_at(call).expect("function definition");
        assert_eq!(f.kind, SymKind::Function);
        assert_eq!(f.detail, "$k : int");
        // `$c` inside the function is not the level's `$c`.
        let in_fn = SRC.find("$c = \"in").unwrap();
        assert_eq!(ix.definition_at(in_fn).map(|d| d.start), Some(in_fn));
        // `$c` of level two is not a reference of level one's `$c`.
        let c1 = SRC.find("$c =").unwrap();
        assert_eq!(ix.references_at(c1).len(), 2);
    }
}
