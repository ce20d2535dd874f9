//! The checker: `File<Untyped>` in, `File<Checked>` out.
//!
//! It makes the semantic checks of the C tool (unknown monsters, objects,
//! traps and room types, coordinates outside the map, variables used
//! before definition or as the wrong type, misplaced BREAK, bad FUNCTION
//! calls, ...) and a few of its own, in source order, because variable
//! types and the map size in force change as a level goes on. Every
//! problem becomes a diagnostic; the tree is always produced (with
//! placeholders where something was wrong), but code generation only runs
//! when there were no errors.

mod author;
mod lookup;
mod split;
mod stmt;
mod values;

pub use lookup::{INVALID_TYPE, MAX_TYPE, MAXRTYPE, OROOM, what_map_char};
/// The trap and room type names, for the language server's completion.
pub use lookup::{ROOM_TYPES, TRAPS};

use crate::ast::*;
use crate::messages as m;
use oxhack_defs::Tables;
use oxhack_diag::{Diags, Span};
use std::collections::HashMap;

/// Options that change what the checker reports.
#[derive(Debug, Clone, Default)]
pub struct CheckOptions {
    /// `-w`: the C tool's verbose warnings (unused variables, names that
    /// match only when case is ignored).
    pub verbose: bool,
}

/// Nesting limit of IF/LOOP/FOR (`MAX_NESTED_IFS`).
const MAX_NESTED: usize = 20;
/// Case limit of a SWITCH (`MAX_SWITCH_CASES`).
const MAX_CASES: usize = 20;
/// Longest level name the C tool accepts.
const MAX_LEVEL_NAME: usize = 14;

struct VarDef {
    name: String,
    ty: FullType,
    used: u32,
    span: Span,
}

/// A function's signature: parameter types, in declaration order.
#[derive(Clone)]
struct FuncSig {
    params: Vec<VarType>,
    span: Span,
}

pub struct Checker<'a> {
    tables: &'a Tables,
    diags: &'a mut Diags,
    opts: CheckOptions,
    vars: Vec<VarDef>,
    funcs: HashMap<String, FuncSig>,
    max_x: i64,
    max_y: i64,
    in_container: u32,
    in_function: bool,
    break_depth: u32,
    in_switch: bool,
    nested: usize,
    /// Where the CONTAINER just before the current statement was, if it
    /// was one (for the "meant as contents?" warning).
    last_container: Option<((i64, i64), Span)>,
    /// Whether a MAP is in force (coordinates are relative to it and
    /// should stay inside it), as opposed to the whole level.
    in_map: bool,
    /// ROOM/SUBROOM nesting: coordinates there are relative to the room.
    room_depth: u32,
    /// The MONSTER statements whose inventory `{ }` we are inside.
    monster_inv: Vec<Span>,
    /// What the split-level check needs to know about the level so far.
    split: split::Watch,
}

/// Checks a whole file.
pub fn check(file: File<Untyped>, tables: &Tables, opts: &CheckOptions, diags: &mut Diags) -> File<Checked> {
    let mut c = Checker {
        tables,
        diags,
        opts: opts.clone(),
        vars: Vec::new(),
        funcs: HashMap::new(),
        max_x: 0,
        max_y: 0,
        in_container: 0,
        in_function: false,
        break_depth: 0,
        in_switch: false,
        nested: 0,
        last_container: None,
        in_map: false,
        room_depth: 0,
        monster_inv: Vec::new(),
        split: split::Watch::default(),
    };
    let mut seen: HashMap<String, Span> = HashMap::new();
    let levels = file
        .levels
        .into_iter()
        .map(|l| {
            if let Some(first) = seen.get(&l.name.text) {
                c.diags.push(m::duplicate_level(l.name.span, *first, &l.name.text));
            } else {
                seen.insert(l.name.text.clone(), l.name.span);
            }
            c.level(l)
        })
        .collect();
    File { levels }
}

impl Checker<'_> {
    fn level(&mut self, l: Level<Untyped>) -> Level<Checked> {
        self.level_name(&l.name);
        self.end_scope();
        self.in_map = false;
        self.split = split::Watch::default();
        if let LevelKind::Maze(_) = l.kind {
            self.max_x = 79;
            self.max_y = 21;
        }
        let body = self.stmts(l.body);
        self.end_scope();
        self.split_level_check();
        Level { name: l.name, kind: l.kind, flags: l.flags, body, head: l.head }
    }

    /// Level names become file names: the C tool's rules (no dot, at most
    /// 14 characters) plus ours (nothing that could leave the output folder).
    fn level_name(&mut self, n: &Name) {
        let t = &n.text;
        if t.is_empty() {
            self.diags.push(m::level_name(n.span, t, "a level needs a name"));
        } else if t.contains('/') || t.contains('\\') || t.contains('\0') {
            self.diags.push(m::level_name(n.span, t, "a level name cannot contain a path separator"));
        } else if t.contains('.') {
            self.diags.push(m::level_name(n.span, t, "a level name cannot contain a dot"));
        } else if t.chars().count() > MAX_LEVEL_NAME {
            self.diags.push(m::level_name(n.span, t, "level names are limited to 14 characters"));
        }
    }

    /// Drops the variables of a level (or function), reporting unused ones
    /// under `-w`.
    fn end_scope(&mut self) {
        for v in self.vars.drain(..) {
            if self.opts.verbose && v.used == 0 {
                self.diags.push(m::unused_variable(v.span, &v.name));
            }
        }
    }

    fn stmts(&mut self, stmts: Vec<Stmt<Untyped>>) -> Vec<Stmt<Checked>> {
        stmts.into_iter().map(|s| self.stmt(s)).collect()
    }

    fn block(&mut self, b: Block<Untyped>) -> Block<Checked> {
        Block { stmts: self.stmts(b.stmts), span: b.span }
    }

    /// A block inside which BREAK is allowed.
    fn breakable(&mut self, b: Block<Untyped>) -> Block<Checked> {
        self.break_depth += 1;
        let b = self.block(b);
        self.break_depth -= 1;
        b
    }

    fn enter_nested(&mut self, span: Span, what: &str) {
        if self.nested >= MAX_NESTED {
            self.diags.push(m::too_deep(span, what, MAX_NESTED));
        }
        self.nested += 1;
    }

    fn var(&self, name: &str) -> Option<&VarDef> {
        self.vars.iter().find(|v| v.name == name)
    }

    /// The type of a variable, if defined (marks it used).
    fn var_type(&mut self, n: &Name) -> Option<FullType> {
        let v = self.vars.iter_mut().find(|v| v.name == n.text)?;
        v.used += 1;
        Some(v.ty)
    }

    /// A use of a variable that must have type `want`.
    fn use_var(&mut self, n: &Name, want: FullType) -> TypedVar {
        match self.var_type(n) {
            Some(ty) if ty == want => {}
            Some(ty) => self.diags.push(m::var_type(n.span, &n.text, want, ty)),
            None => self.undefined_var(n),
        }
        TypedVar { name: n.text.clone(), ty: want }
    }

    fn undefined_var(&mut self, n: &Name) {
        let names: Vec<&str> = self.vars.iter().map(|v| v.name.as_str()).collect();
        self.diags.push(m::undefined_var(n.span, &n.text, &names));
    }

    /// Defines (or redefines with the same type) a variable.
    fn define_var(&mut self, n: &Name, ty: FullType) -> TypedVar {
        match self.var(&n.text) {
            Some(v) if v.ty != ty => {
                let (old, first) = (v.ty, v.span);
                self.diags.push(m::var_redefined(n.span, first, &n.text, ty, old));
            }
            Some(_) => {}
            None => self.vars.push(VarDef { name: n.text.clone(), ty, used: 0, span: n.span }),
        }
        TypedVar { name: n.text.clone(), ty }
    }
}

/// The scalar type of a variable.
pub(crate) fn scalar(ty: VarType) -> FullType {
    FullType { ty, array: false }
}

/// The array type of a variable.
pub(crate) fn array(ty: VarType) -> FullType {
    FullType { ty, array: true }
}
