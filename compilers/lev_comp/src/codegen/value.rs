//! Emitting values: expressions, coordinates, regions, selections.

use super::Emitter;
use crate::ast::*;
use oxhack_vm::Op;
use oxhack_vm::value::Operand;

impl Emitter<'_> {
    /// `math_expr_var` / `string_expr`: operands first, then the operator.
    pub(super) fn expr(&mut self, e: &Expr<Checked>) {
        match &e.kind {
            ExprKind::Int(n) => self.int(*n),
            ExprKind::Str(s) => self.str(s),
            ExprKind::Dice(n, d) => {
                self.ints(&[*n, *d]);
                self.op(Op::Dice);
            }
            ExprKind::Var(v) => self.var(&v.name),
            ExprKind::Index(v, i) => {
                self.expr(i);
                self.var(&v.name);
            }
            ExprKind::Bin(op, a, b) => {
                self.expr(a);
                self.expr(b);
                self.op(match op {
                    BinOp::Add | BinOp::Concat => Op::MathAdd,
                    BinOp::Sub => Op::MathSub,
                    BinOp::Mul => Op::MathMul,
                    BinOp::Div => Op::MathDiv,
                    BinOp::Mod => Op::MathMod,
                });
            }
        }
    }

    /// A literal or a (possibly indexed) variable.
    pub(super) fn or_var<T>(&mut self, v: &OrVar<T, Checked>, lit: impl FnOnce(&T) -> Operand) {
        match v {
            OrVar::Lit(t) => self.op(Op::Push(lit(t))),
            OrVar::Var(var) => self.var(&var.name),
            OrVar::Index(var, i) => {
                self.expr(i);
                self.var(&var.name);
            }
        }
    }

    pub(super) fn coord(&mut self, c: &Coord<Checked>) {
        match &c.kind {
            CoordKind::Lit(l) => self.op(Op::Push(Operand::Coord(l.pack()))),
            CoordKind::Rnd(s) => {
                self.sel(s);
                self.op(Op::SelRndcoord);
            }
            CoordKind::Var(v) => self.var(&v.name),
            CoordKind::Index(v, i) => {
                self.expr(i);
                self.var(&v.name);
            }
        }
    }

    pub(super) fn region(&mut self, r: &Region<Checked>) {
        self.or_var(r, |r| Operand::Region(r.pack()));
    }

    pub(super) fn mapchar(&mut self, m: &MapCharOrVar<Checked>) {
        self.or_var(m, |m| Operand::MapChar(*m));
    }

    pub(super) fn monster(&mut self, m: &MonsterOrVar<Checked>) {
        self.or_var(m, |m| Operand::Monst(*m));
    }

    pub(super) fn object(&mut self, o: &ObjectOrVar<Checked>) {
        self.or_var(o, |o| Operand::Obj(*o));
    }

    /// `ter_selection`: operands, then the selection opcode.
    pub(super) fn sel(&mut self, s: &Selection<Checked>) {
        match &s.kind {
            SelKind::Point(c) => {
                self.coord(c);
                self.op(Op::SelPoint);
            }
            SelKind::Rect(r) => {
                self.region(r);
                self.op(Op::SelRect);
            }
            SelKind::FillRect(r) => {
                self.region(r);
                self.op(Op::SelFillrect);
            }
            SelKind::Line(a, b) => {
                self.coord(a);
                self.coord(b);
                self.op(Op::SelLine);
            }
            SelKind::RandLine(a, b, e) => {
                self.coord(a);
                self.coord(b);
                self.expr(e);
                self.op(Op::SelRndline);
            }
            SelKind::Grow(dirs, inner) => {
                self.sel(inner);
                // No directions given: W_ANY.
                self.int(dirs.unwrap_or(15));
                self.op(Op::SelGrow);
            }
            SelKind::FilterPercent(p, inner) => {
                self.sel(inner);
                self.ints(&[*p, 0]);
                self.op(Op::SelFilter);
            }
            SelKind::FilterSel(a, b) => {
                self.sel(a);
                self.sel(b);
                self.int(1);
                self.op(Op::SelFilter);
            }
            SelKind::FilterMapChar(m, inner) => {
                self.mapchar(m);
                self.sel(inner);
                self.int(2);
                self.op(Op::SelFilter);
            }
            SelKind::Flood(c) => {
                self.coord(c);
                self.op(Op::SelFlood);
            }
            SelKind::Circle(c, r, filled) => {
                self.coord(c);
                self.expr(r);
                self.op(Op::Copy);
                self.int(filled.unwrap_or(1));
                self.op(Op::SelEllipse);
            }
            SelKind::Ellipse(c, a, b, filled) => {
                self.coord(c);
                self.expr(a);
                self.expr(b);
                self.int(filled.unwrap_or(1));
                self.op(Op::SelEllipse);
            }
            SelKind::Gradient { kind, min, max, limited, from, to } => {
                self.expr(min);
                self.expr(max);
                self.coord(from);
                match to {
                    Some(c) => self.coord(c),
                    None => self.op(Op::Copy),
                }
                self.ints(&[*limited, *kind]);
                self.op(Op::SelGradient);
            }
            SelKind::Complement(inner) => {
                self.sel(inner);
                self.op(Op::SelComplement);
            }
            SelKind::Var(v) => self.var(&v.name),
            SelKind::Union(a, b) => {
                self.sel(a);
                self.sel(b);
                self.op(Op::SelAdd);
            }
        }
    }

    /// A `[ ... ]` condition: its operands, and the jump that tests it.
    pub(super) fn cond(&mut self, c: &Cond<Checked>) -> Op {
        match c {
            Cond::Percent(p) => {
                // val > rn2(100)
                self.ints(&[*p, 100]);
                self.op(Op::Rn2);
                Op::Jg
            }
            Cond::Compare(a, op, b) => {
                self.expr(a);
                self.expr(b);
                jump_op(*op)
            }
            Cond::Truth(a) => {
                self.expr(a);
                self.int(0);
                Op::Jne
            }
        }
    }
}

/// The jump opcode a comparison token stands for.
fn jump_op(n: i64) -> Op {
    match n {
        29 => Op::Jl,
        30 => Op::Jle,
        31 => Op::Jg,
        32 => Op::Jge,
        33 => Op::Je,
        _ => Op::Jne,
    }
}

/// `reverse_jmp_opcode`: the jump taken when the condition fails.
pub(super) fn reverse(op: &Op) -> Op {
    match op {
        Op::Je => Op::Jne,
        Op::Jne => Op::Je,
        Op::Jl => Op::Jge,
        Op::Jg => Op::Jle,
        Op::Jle => Op::Jg,
        _ => Op::Jl,
    }
}

/// Whether an expression's value is only known at run time (dice or a
/// variable): SWITCH picks `rn2(N)` for a constant N (`is_inconstant_number`).
pub(super) fn inconstant(e: &Expr<Checked>) -> bool {
    match &e.kind {
        ExprKind::Int(_) | ExprKind::Str(_) => false,
        ExprKind::Dice(..) | ExprKind::Var(_) | ExprKind::Index(..) => true,
        ExprKind::Bin(_, a, b) => inconstant(a) || inconstant(b),
    }
}
