//! Code generation: `Level<Checked>` to a [`Program`].
//!
//! Instructions come out in exactly the order the C tool's parser actions
//! emitted them (lev_comp.y), which is what makes our `.lev` files
//! byte-identical to the originals. The comments on each construct say
//! what the C grammar emits and when; the jump offsets are relative to the
//! jumping instruction, patched once the target is known.

pub mod map;
mod stmt;
mod value;

use crate::ast::*;
use oxhack_vm::value::Operand;
use oxhack_vm::{Op, Program};
use std::collections::HashMap;

/// A function's compiled body and parameters (declaration order).
#[derive(Clone)]
struct FuncCode {
    params: Vec<String>,
    code: Vec<Op>,
    /// Statement marks of the body, relative to its first instruction.
    marks: Vec<(usize, oxhack_diag::Span)>,
}

/// Per-file generator state: functions live for the whole file.
pub struct Generator {
    funcs: HashMap<String, FuncCode>,
}

impl Default for Generator {
    fn default() -> Self {
        Generator::new()
    }
}

impl Generator {
    pub fn new() -> Generator {
        Generator { funcs: HashMap::new() }
    }

    /// Compiles one checked level.
    pub fn level(&mut self, l: &Level<Checked>) -> Program {
        self.level_marked(l).0
    }

    /// Compiles one checked level, with where each statement's code
    /// starts: (index of its first instruction, the statement's span), in
    /// order; what `lev_comp --disasm --source` annotates a listing with.
    pub fn level_marked(&mut self, l: &Level<Checked>) -> (Program, Vec<(usize, oxhack_diag::Span)>) {
        let mut e = Emitter::new(&mut self.funcs);
        e.marks.push((0, l.head));
        e.level(l);
        e.marks.sort_by_key(|(i, _)| *i);
        (Program::new(e.ops), e.marks)
    }
}

/// Emits one instruction stream (a level, or a function body).
struct Emitter<'f> {
    ops: Vec<Op>,
    funcs: &'f mut HashMap<String, FuncCode>,
    /// Functions already placed in this level's code: name -> address.
    placed: HashMap<String, i64>,
    /// Pending BREAK jumps: (nesting depth, index of their PUSH).
    breaks: Vec<(u32, usize)>,
    break_depth: u32,
    in_container: u32,
    /// Where each statement's code starts (see [`Generator::level_marked`]).
    marks: Vec<(usize, oxhack_diag::Span)>,
}

impl<'f> Emitter<'f> {
    fn new(funcs: &'f mut HashMap<String, FuncCode>) -> Emitter<'f> {
        Emitter {
            ops: Vec::new(),
            funcs,
            placed: HashMap::new(),
            breaks: Vec::new(),
            break_depth: 0,
            in_container: 0,
            marks: Vec::new(),
        }
    }

    fn here(&self) -> i64 {
        self.ops.len() as i64
    }

    fn op(&mut self, op: Op) {
        self.ops.push(op);
    }

    fn int(&mut self, n: i64) {
        self.ops.push(Op::Push(Operand::Int(n)));
    }

    fn ints(&mut self, ns: &[i64]) {
        for &n in ns {
            self.int(n);
        }
    }

    fn str(&mut self, s: &str) {
        self.ops.push(Op::Push(Operand::Str(s.as_bytes().to_vec())));
    }

    fn var(&mut self, name: &str) {
        self.ops.push(Op::Push(Operand::Var(name.as_bytes().to_vec())));
    }

    /// A PUSH whose offset is patched later; returns its index.
    fn placeholder(&mut self) -> usize {
        self.ops.push(Op::Push(Operand::Int(0)));
        self.ops.len() - 1
    }

    fn patch(&mut self, at: usize, value: i64) {
        self.ops[at] = Op::Push(Operand::Int(value));
    }

    /// Makes the jump right after the PUSH at `at` land on `target`.
    fn patch_jump(&mut self, at: usize, target: i64) {
        self.patch(at, target - (at as i64 + 1));
    }

    /// `break_stmt_start`.
    fn break_start(&mut self) {
        self.break_depth += 1;
    }

    /// `break_stmt_end`: BREAKs at this depth jump here.
    fn break_end(&mut self) {
        let depth = self.break_depth;
        let here = self.here();
        let (done, rest): (Vec<_>, Vec<_>) = self.breaks.drain(..).partition(|(d, _)| *d == depth);
        self.breaks = rest;
        for (_, at) in done {
            self.patch(at, here - at as i64 - 1);
        }
        self.break_depth = self.break_depth.saturating_sub(1);
    }

    fn level(&mut self, l: &Level<Checked>) {
        if let LevelKind::Maze(filler) = l.kind {
            match filler {
                // MAZE:"x",random: a maze grid of HWALL.
                None => self.ints(&[2, 2, 0, 0, 0, 0, 0, 0]),
                // MAZE:"x",'c': solid fill with what_map_char applied
                // twice, a reproduced quirk of lev_comp.y (the character
                // is converted once by the `mazefiller` rule and again by
                // the MAZE rule), which makes most fillers INVALID_TYPE.
                Some(c) => {
                    let once = crate::check::what_map_char(c);
                    let twice = crate::check::what_map_char(once as u8);
                    self.ints(&[1, twice, 0, 0, 0, 0, 0, 0]);
                }
            }
            self.op(Op::InitLevel);
            self.int(0x20);
            self.op(Op::LevelFlags);
        }
        self.int(l.flags.map_or(0, |f| f.0));
        self.op(Op::LevelFlags);
        for s in &l.body {
            self.stmt(s);
        }
    }
}
