//! The checker: statements in, [`DungeonFile`] out.
//!
//! It applies dgn_comp.y's rules (bones markers, (base, range) limits,
//! descriptions that fit where they are used, chains to earlier levels of
//! the same dungeon that surely exist, no branching backwards) and some of
//! its own (branches to dungeons that exist, every dungeon reachable,
//! levels repeated anywhere in the file, names that fit the file format).

use crate::ast::{BranchType, Couple, Stmt, StmtKind, Text};
use crate::dungeon::{BranchDef, BranchKind, DungeonDef, DungeonFile, LevelDef};
use crate::lexer::flags;
use crate::messages as m;
use oxhack_diag::{Diags, Span};

/// Limits of the C tool and the game (`MAXDUNGEON`, `LEV_LIMIT`,
/// `BRANCH_LIMIT`, `MAXLEVEL`).
pub const MAXDUNGEON: usize = 16;
pub const LEV_LIMIT: usize = 50;
pub const BRANCH_LIMIT: usize = 32;
pub const MAXLEVEL: i64 = 32;

/// Where each entry was written, for messages and later checks.
#[derive(Debug, Default, Clone)]
pub struct Spans {
    pub dungeons: Vec<Span>,
    /// File-wide level index -> span of its statement.
    pub levels: Vec<Span>,
    /// (dungeon index, branch index) -> span of the destination name.
    pub branches: Vec<Vec<Span>>,
}

struct Checker<'d> {
    diags: &'d mut Diags,
    file: DungeonFile,
    spans: Spans,
    /// (name span) of every level, file-wide, for duplicate checks.
    level_names: Vec<(String, Span)>,
}

/// Checks the statements of a description.
pub fn check(stmts: &[Stmt], diags: &mut Diags) -> (DungeonFile, Spans) {
    let mut c =
        Checker { diags, file: DungeonFile { dungeons: Vec::new() }, spans: Spans::default(), level_names: Vec::new() };
    let mut last_level: Option<(usize, usize)> = None;
    for s in stmts {
        match &s.kind {
            StmtKind::Error => {}
            StmtKind::Dungeon { name, bones, lev, chance } => {
                if c.file.dungeons.len() >= MAXDUNGEON {
                    c.diags.push(m::too_many(s.span, "dungeons", MAXDUNGEON));
                    continue;
                }
                let (base, rand) = c.rcouple(lev, "dungeon depth");
                let d = DungeonDef {
                    name: c.name(name),
                    protoname: String::new(),
                    base,
                    rand,
                    flags: 0,
                    chance: chance.unwrap_or(0) as i32,
                    entry_lev: 0,
                    boneschar: c.bones(bones),
                    levels: Vec::new(),
                    branches: Vec::new(),
                };
                if let Some(i) = c.file.dungeons.iter().position(|o| o.name == d.name) {
                    let first = c.spans.dungeons[i];
                    c.diags.push(m::duplicate(name.span, first, "dungeon", &d.name));
                }
                c.file.dungeons.push(d);
                c.spans.dungeons.push(s.span);
                c.spans.branches.push(Vec::new());
            }
            StmtKind::Entry(n) => {
                if let Some(d) = c.current(s.span, "ENTRY") {
                    d.entry_lev = *n as i32;
                }
            }
            StmtKind::Description { level: false, value, span } => {
                if *value <= flags::TOWN || *value >= flags::D_ALIGN_CHAOTIC {
                    c.diags.push(m::bad_description(*span, "dungeon description"));
                } else if let Some(d) = c.current(s.span, "DESCRIPTION") {
                    d.flags |= *value as i32;
                }
            }
            StmtKind::Alignment { level: false, value, span } => {
                if *value != 0 && *value < flags::D_ALIGN_CHAOTIC {
                    c.diags.push(m::bad_description(*span, "alignment"));
                } else if let Some(d) = c.current(s.span, "ALIGNMENT") {
                    d.flags |= *value as i32;
                }
            }
            StmtKind::Description { level: true, value, span } | StmtKind::Alignment { level: true, value, span } => {
                let align = matches!(s.kind, StmtKind::Alignment { .. });
                let bad = if align {
                    *value != 0 && *value < flags::D_ALIGN_CHAOTIC
                } else {
                    *value >= flags::D_ALIGN_CHAOTIC
                };
                if bad {
                    c.diags
                        .push(m::bad_description(*span, if align { "level alignment" } else { "level description" }));
                } else if let Some((d, l)) = last_level {
                    c.file.dungeons[d].levels[l].flags |= *value as i32;
                } else {
                    c.diags.push(m::no_level_yet(s.span));
                }
            }
            StmtKind::Protofile(t) => {
                let name = c.name(t);
                if let Some(d) = c.current(s.span, "PROTOFILE") {
                    d.protoname = name;
                }
            }
            StmtKind::Level { name, bones, chain, lev, chance, rnd } => {
                if let Some(pos) = c.level(s.span, name, bones, chain.as_ref(), lev, *chance, *rnd) {
                    last_level = Some(pos);
                }
            }
            StmtKind::Branch { name, chain, lev, kind, up } => c.branch(s.span, name, chain.as_ref(), lev, *kind, *up),
        }
    }
    c.finish(stmts);
    (c.file, c.spans)
}

impl Checker<'_> {
    fn current(&mut self, span: Span, what: &str) -> Option<&mut DungeonDef> {
        if self.file.dungeons.is_empty() {
            self.diags.push(m::outside_dungeon(span, what));
        }
        self.file.dungeons.last_mut()
    }

    fn name(&mut self, t: &Text) -> String {
        if t.text.len() > 23 {
            self.diags.push(m::name_too_long(t.span, &t.text));
        }
        if t.text.contains('\0') {
            self.diags.push(m::name_has_nul(t.span, &t.text));
        }
        t.text.clone()
    }

    /// `bones_tag`: one character, or "none" (0).
    fn bones(&mut self, t: &Text) -> u8 {
        match t.text.as_bytes() {
            [c] => *c,
            _ => {
                if t.text != "none" {
                    self.diags.push(m::bones(t.span, &t.text));
                }
                0
            }
        }
    }

    /// `acouple`: an absolute placement within the dungeon.
    fn acouple(&mut self, c: &Couple, what: &str) -> (i32, i32) {
        if c.base < -MAXLEVEL || c.base > MAXLEVEL {
            self.diags.push(m::couple(c.span, &format!("{what}: absolute base")));
            return (0, 0);
        }
        // Saturating: the range comes straight from the file and may be huge.
        let over = if c.base < 0 {
            (MAXLEVEL + c.base + 1).saturating_add(c.rand) > MAXLEVEL
        } else {
            c.base.saturating_add(c.rand) > MAXLEVEL
        };
        if c.rand < -1 || over {
            self.diags.push(m::couple(c.span, &format!("{what}: absolute range")));
            return (0, 0);
        }
        (c.base as i32, c.rand as i32)
    }

    /// `rcouple`: a placement relative to a chain (or a dungeon depth).
    fn rcouple(&mut self, c: &Couple, what: &str) -> (i32, i32) {
        if c.base < -MAXLEVEL || c.base > MAXLEVEL {
            self.diags.push(m::couple(c.span, &format!("{what}: relative base")));
            return (0, 0);
        }
        (c.base as i32, c.rand.clamp(i16::MIN as i64, i16::MAX as i64) as i32)
    }

    /// A chain reference: a level of the current dungeon, defined earlier
    /// (or this very level, which is then refused), that surely exists.
    fn chain(&mut self, t: &Text, own: Option<&str>, what: &str) -> Option<usize> {
        let d = self.file.dungeons.len().checked_sub(1)?;
        let first = self.file.dungeons[..d].iter().map(|d| d.levels.len()).sum::<usize>();
        let levels = &self.file.dungeons[d].levels;
        if own == Some(t.text.as_str()) && !levels.iter().any(|l| l.name == t.text) {
            self.diags.push(m::chain_self(t.span));
            return None;
        }
        match levels.iter().position(|l| l.name == t.text) {
            Some(i) => {
                if levels[i].chance != 100 {
                    let target = self.spans.levels[first + i];
                    self.diags.push(m::chain_probabilistic(t.span, what, target));
                }
                Some(first + i)
            }
            None => {
                let known: Vec<&str> = levels.iter().map(|l| l.name.as_str()).collect();
                self.diags.push(m::chain_missing(t.span, &t.text, &known));
                None
            }
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn level(
        &mut self,
        span: Span,
        name: &Text,
        bones: &Text,
        chain: Option<&Text>,
        lev: &Couple,
        chance: Option<i64>,
        rnd: Option<i64>,
    ) -> Option<(usize, usize)> {
        self.current(span, "level")?;
        if self.file.level_count() >= LEV_LIMIT {
            self.diags.push(m::too_many(span, "special levels", LEV_LIMIT));
            return None;
        }
        let lname = self.name(name);
        if let Some((_, first)) = self.level_names.iter().find(|(n, _)| *n == lname) {
            self.diags.push(m::duplicate(name.span, *first, "level", &lname));
        }
        // CHAINLEVEL placements are relative (rcouple), LEVEL ones absolute.
        let relative = chain.is_some();
        let chain = chain.and_then(|c| self.chain(c, Some(&lname), "a level"));
        let (base, rand) = if relative { self.rcouple(lev, "level") } else { self.acouple(lev, "level") };
        let def = LevelDef {
            name: lname.clone(),
            base,
            rand,
            chance: chance.unwrap_or(100) as i32,
            rndlevs: rnd.unwrap_or(0) as i32,
            chain,
            flags: 0,
            boneschar: self.bones(bones),
        };
        self.level_names.push((lname, name.span));
        self.spans.levels.push(span);
        let d = self.file.dungeons.len() - 1;
        self.file.dungeons[d].levels.push(def);
        Some((d, self.file.dungeons[d].levels.len() - 1))
    }

    fn branch(&mut self, span: Span, name: &Text, chain: Option<&Text>, lev: &Couple, kind: BranchType, up: bool) {
        if self.current(span, "BRANCH").is_none() {
            return;
        }
        let d = self.file.dungeons.len() - 1;
        if self.file.dungeons[d].branches.len() >= BRANCH_LIMIT {
            self.diags.push(m::too_many(span, "branches", BRANCH_LIMIT));
            return;
        }
        if self.file.dungeons[..d].iter().any(|o| o.name == name.text) {
            self.diags.push(m::reverse_branch(name.span, &name.text));
        }
        let relative = chain.is_some();
        let chain = chain.and_then(|c| self.chain(c, None, "a branch"));
        let (base, rand) = if relative { self.rcouple(lev, "branch") } else { self.acouple(lev, "branch") };
        let kind = match kind {
            BranchType::Stair => BranchKind::Stair,
            BranchType::NoUp => BranchKind::NoUp,
            BranchType::NoDown => BranchKind::NoDown,
            BranchType::Portal => BranchKind::Portal,
        };
        let bname = self.name(name);
        self.file.dungeons[d].branches.push(BranchDef { name: bname, base, rand, chain, kind, up });
        self.spans.branches[d].push(name.span);
    }

    /// File-wide checks: something defined, branch targets exist, every
    /// dungeon but the first is reached by a branch.
    fn finish(&mut self, stmts: &[Stmt]) {
        if self.file.dungeons.is_empty() {
            let span = stmts.first().map_or(Span::default(), |s| s.span);
            self.diags.push(m::no_dungeons(span));
            return;
        }
        let names: Vec<String> = self.file.dungeons.iter().map(|d| d.name.clone()).collect();
        let known: Vec<&str> = names.iter().map(String::as_str).collect();
        for (d, dg) in self.file.dungeons.iter().enumerate() {
            for (b, br) in dg.branches.iter().enumerate() {
                if !names.contains(&br.name) {
                    self.diags.push(m::unknown_dungeon(self.spans.branches[d][b], &br.name, &known));
                }
            }
        }
        for (i, dg) in self.file.dungeons.iter().enumerate().skip(1) {
            let reached = self.file.dungeons.iter().any(|o| o.branches.iter().any(|b| b.name == dg.name));
            if !reached {
                self.diags.push(m::unreachable(self.spans.dungeons[i], &dg.name));
            }
        }
    }
}
