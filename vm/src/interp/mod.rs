//! The interpreter: runs a [`Verified`] level program against a [`Host`].
//!
//! Follows `sp_level_coder` of NetHack 3.6.7's `sp_lev.c`: the opcode loop,
//! frames (FRAME_PUSH/POP, CALL/RETURN), CMP and the jumps, the
//! arithmetic, RN2/DICE, VAR_INIT, SHUFFLE_ARRAY, and every SEL_* opcode
//! (`ops.rs`). Everything else goes to the host (see [`Host`] for the
//! contract). Where NetHack would crash, loop for ever or read out of
//! bounds, the run stops with a [`RunError`]; a [`Budget`] bounds time
//! and memory.

mod host;
mod machine;
mod ops;
pub mod recording;

pub use host::{Args, Host, HostError};
pub use machine::{Frame, Value, VarData, Variable};
pub use recording::RecordingHost;

use crate::isa::{Op, Opcode};
use crate::verify::Verified;
use machine::Machine;

/// Limits on one run; passing one is a [`RunErrorKind::Budget`] error.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    /// Opcodes executed (NetHack stops at 65,536).
    pub max_instructions: u64,
    /// Values on all stacks together.
    pub max_stack: usize,
    /// Frames (CALL and FRAME_PUSH nesting, the first frame included).
    pub max_call_depth: usize,
    /// Selections alive at once (on stacks and in variables).
    pub max_selections: usize,
}

impl Default for Budget {
    fn default() -> Budget {
        Budget { max_instructions: 1_000_000, max_stack: 10_000, max_call_depth: 100, max_selections: 1_000 }
    }
}

/// Which budget ran out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BudgetKind {
    Instructions,
    Stack,
    CallDepth,
    Selections,
}

/// Why a run stopped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RunErrorKind {
    Budget(BudgetKind),
    /// A pop from an empty stack.
    StackUnderflow,
    /// A value of another SPOVAR type than the opcode needs.
    TypeMismatch {
        expected: i8,
        found: i8,
    },
    /// CMP of two different types.
    CompareTypes(i8, i8),
    UndefinedVariable(String),
    /// A variable redefined with another type.
    Redefinition(String),
    /// An array index outside the array (negative, or empty array).
    BadIndex {
        index: i64,
        len: usize,
    },
    /// A CALL target outside the program.
    BadCallTarget(i64),
    /// RETURN or FRAME_POP with no caller frame.
    NoFrame,
    /// SEL_FILTER with an unknown kind.
    BadFilter(i64),
    /// A SEL operand that is not a whole grid.
    BadSelection,
    /// A selection operation failed.
    Selection(crate::sel::SelError),
    /// The host refused a level op.
    Host(String),
}

/// A failed run: which level, at which opcode index, why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RunError {
    pub level: String,
    pub offset: usize,
    pub kind: RunErrorKind,
}

impl std::fmt::Display for RunError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: opcode {}: ", self.level, self.offset)?;
        match &self.kind {
            RunErrorKind::Budget(b) => write!(f, "budget exceeded: {b:?}"),
            RunErrorKind::StackUnderflow => write!(f, "pop from an empty stack"),
            RunErrorKind::TypeMismatch { expected, found } => {
                write!(f, "expected a value of type {expected}, found type {found}")
            }
            RunErrorKind::CompareTypes(a, b) => write!(f, "comparing values of types {a} and {b}"),
            RunErrorKind::UndefinedVariable(n) => write!(f, "undefined variable {n}"),
            RunErrorKind::Redefinition(n) => write!(f, "variable {n} redefined with another type"),
            RunErrorKind::BadIndex { index, len } => write!(f, "index {index} outside an array of {len}"),
            RunErrorKind::BadCallTarget(t) => write!(f, "call to {t}, outside the program"),
            RunErrorKind::NoFrame => write!(f, "no caller frame"),
            RunErrorKind::BadFilter(k) => write!(f, "unknown selection filter {k}"),
            RunErrorKind::BadSelection => write!(f, "selection operand of the wrong size"),
            RunErrorKind::Selection(e) => write!(f, "{e}"),
            RunErrorKind::Host(m) => write!(f, "level op failed: {m}"),
        }
    }
}

impl std::error::Error for RunError {}

/// CMP flag bits (`SP_CPUFLAG_*`).
pub mod cpuflag {
    pub const LT: i64 = 1;
    pub const GT: i64 = 2;
    pub const EQ: i64 = 4;
}

/// What a finished run did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RunStats {
    /// Opcodes executed.
    pub instructions: u64,
    /// Whether it ended by EXIT.
    pub exited: bool,
}

/// Runs verified programs.
#[derive(Debug, Clone, Copy, Default)]
pub struct Interpreter {
    pub budget: Budget,
}

impl Interpreter {
    /// An interpreter with these limits.
    pub fn new(budget: Budget) -> Interpreter {
        Interpreter { budget }
    }

    /// Runs `program` to its end (or EXIT), building the level in `host`.
    pub fn run(&self, program: &Verified, host: &mut dyn Host) -> Result<RunStats, RunError> {
        let mut run =
            Run { m: Machine::new(self.budget), ops: &program.ops, host, room_stack: 0, exit: false, instructions: 0 };
        let mut at = 0;
        let r = run.main_loop(&mut at);
        r.map_err(|kind| RunError { level: program.level().to_string(), offset: at, kind })
    }
}

/// `n` passed where NetHack takes a C `int` (`rn2`, `d`), kept >= 1 so
/// the host never sees a count or range NetHack would divide by zero or
/// loop for ever on.
pub(crate) fn c_int(n: i64) -> i64 {
    (n as i32 as i64).max(1)
}

/// The state of one run (`struct sp_coder`).
pub(crate) struct Run<'a> {
    pub(crate) m: Machine,
    pub(crate) ops: &'a [Op],
    pub(crate) host: &'a mut dyn Host,
    /// Nested ROOMs skipped inside a failed room.
    room_stack: u64,
    exit: bool,
    instructions: u64,
}

impl Run<'_> {
    fn main_loop(&mut self, at: &mut usize) -> Result<RunStats, RunErrorKind> {
        let n = self.ops.len() as i64;
        loop {
            let pc = self.m.frame().pc;
            if pc >= n || self.exit {
                break;
            }
            let Ok(i) = usize::try_from(pc) else {
                return Err(RunErrorKind::BadCallTarget(pc));
            };
            *at = i;
            self.instructions += 1;
            if self.instructions > self.m.budget.max_instructions {
                return Err(RunErrorKind::Budget(BudgetKind::Instructions));
            }
            let op = self.ops[i].opcode();
            let in_failed_room = self.host.room_failed();
            if !in_failed_room || matches!(op, Opcode::Room | Opcode::Subroom | Opcode::EndRoom) {
                self.step(i, op, in_failed_room)?;
            }
            self.m.frame().pc += 1;
        }
        Ok(RunStats { instructions: self.instructions, exited: self.exit })
    }

    fn level_op(&mut self, op: Opcode) -> Result<(), RunErrorKind> {
        let mut args = Args { m: &mut self.m };
        self.host.level_op(op, &mut args).map_err(|e| match e {
            HostError::Operand(k) => k,
            HostError::Failed(s) => RunErrorKind::Host(s),
        })
    }

    fn step(&mut self, i: usize, op: Opcode, in_failed_room: bool) -> Result<(), RunErrorKind> {
        use Opcode as O;
        match op {
            O::Null => {}
            O::Exit => self.exit = true,
            O::Push => {
                if let Op::Push(v) = &self.ops[i] {
                    let v = Value::from_operand(v)?;
                    self.m.push(v)?;
                }
            }
            O::Room | O::Subroom if in_failed_room => self.room_stack += 1,
            O::EndRoom if in_failed_room && self.room_stack > 0 => self.room_stack -= 1,
            O::FramePush => {
                let pc = self.m.frame().pc;
                self.m.push_frame(pc, Vec::new())?;
            }
            O::FramePop => {
                if self.m.frames.len() > 1 {
                    self.m.pop_frame();
                }
            }
            O::Call => self.call()?,
            O::Return => self.ret()?,
            O::Pop => drop(self.m.pop_raw()?),
            O::Copy => {
                let v = self.m.pop_raw()?;
                self.m.push(v.clone())?;
                self.m.push(v)?;
            }
            O::Dec | O::Inc | O::MathSign => {
                let a = self.m.pop_int()?;
                let r = match op {
                    O::Dec => a.wrapping_sub(1),
                    O::Inc => a.wrapping_add(1),
                    _ => a.signum(),
                };
                self.m.push(Value::Int(r))?;
            }
            O::MathAdd => self.add()?,
            O::MathSub | O::MathMul | O::MathDiv | O::MathMod => {
                let b = self.m.pop_int()?;
                let a = self.m.pop_int()?;
                let r = match op {
                    O::MathSub => a.wrapping_sub(b),
                    O::MathMul => a.wrapping_mul(b),
                    O::MathDiv if b >= 1 => a.wrapping_div(b),
                    O::MathMod if b > 0 => a.wrapping_rem(b),
                    _ => 0,
                };
                self.m.push(Value::Int(r))?;
            }
            O::Cmp => self.cmp()?,
            O::Jmp => {
                let k = self.m.pop_int()?;
                self.jump(k, true);
            }
            O::Jl | O::Jle | O::Jg | O::Jge | O::Je | O::Jne => {
                let k = self.m.pop_int()?;
                let c = self.m.pop_int()?;
                let test = match op {
                    O::Jl => c & cpuflag::LT,
                    O::Jle => c & (cpuflag::LT | cpuflag::EQ),
                    O::Jg => c & cpuflag::GT,
                    O::Jge => c & (cpuflag::GT | cpuflag::EQ),
                    O::Je => c & cpuflag::EQ,
                    _ => c & !cpuflag::EQ,
                };
                self.jump(k, test != 0);
            }
            O::Rn2 => {
                let n = self.m.pop_int()?;
                // rn2() takes a C int.
                let r = if n > 1 { self.host.rn2(c_int(n)) } else { 0 };
                self.m.push(Value::Int(r))?;
            }
            O::Dice => {
                let sides = c_int(self.m.pop_int()?.max(1));
                let count = c_int(self.m.pop_int()?.max(1));
                // d() draws once per die: charge them as instructions.
                self.instructions = self.instructions.saturating_add(count as u64);
                if self.instructions > self.m.budget.max_instructions {
                    return Err(RunErrorKind::Budget(BudgetKind::Instructions));
                }
                let r = self.host.dice(count, sides);
                self.m.push(Value::Int(r))?;
            }
            O::VarInit => self.var_init()?,
            O::ShuffleArray => self.shuffle_array()?,
            O::SelAdd
            | O::SelPoint
            | O::SelRect
            | O::SelFillrect
            | O::SelLine
            | O::SelRndline
            | O::SelGrow
            | O::SelFlood
            | O::SelRndcoord
            | O::SelEllipse
            | O::SelFilter
            | O::SelGradient
            | O::SelComplement => self.sel_op(op)?,
            _ => self.level_op(op)?,
        }
        Ok(())
    }

    /// `spo_jmp` / `spo_conditional_jump`: relative to this opcode; a
    /// target outside the program, or this opcode itself, is not taken.
    fn jump(&mut self, k: i64, taken: bool) {
        let n = self.ops.len() as i64;
        let f = self.m.frame();
        let a = f.pc.saturating_add(k).saturating_sub(1);
        if taken && (0..n).contains(&a) && a != f.pc {
            f.pc = a;
        }
    }

    fn add(&mut self) -> Result<(), RunErrorKind> {
        let b = self.m.pop_any()?;
        let a = self.m.pop_any()?;
        let r = match (a, b) {
            (Value::Int(a), Value::Int(b)) => Value::Int(a.wrapping_add(b)),
            (Value::Str(mut a), Value::Str(b)) => {
                // C strings: concatenation stops at a NUL.
                a.truncate(a.iter().position(|&c| c == 0).unwrap_or(a.len()));
                a.extend(b.iter().take_while(|&&c| c != 0));
                Value::Str(a)
            }
            // NetHack keeps `a` and complains.
            (a, _) => a,
        };
        self.m.push(r)
    }

    fn cmp(&mut self) -> Result<(), RunErrorKind> {
        let b = self.m.pop_any()?;
        let a = self.m.pop_any()?;
        if a.spovar() != b.spovar() {
            return Err(RunErrorKind::CompareTypes(a.spovar(), b.spovar()));
        }
        let flags = match (&a, &b) {
            (Value::Str(x), Value::Str(y)) => {
                let c = |s: &[u8]| s.iter().position(|&c| c == 0).map_or(s.len(), |p| p);
                if x[..c(x)] == y[..c(y)] { cpuflag::EQ } else { 0 }
            }
            _ => match (a.as_packed(), b.as_packed()) {
                (Some(x), Some(y)) => {
                    let mut v = 0;
                    if y > x {
                        v |= cpuflag::LT;
                    }
                    if y < x {
                        v |= cpuflag::GT;
                    }
                    if y == x {
                        v |= cpuflag::EQ;
                    }
                    v
                }
                _ => 0,
            },
        };
        self.m.push(Value::Int(flags))
    }

    /// `spo_call`: pops the offset and the argument count, moves the
    /// arguments (resolved, same order) to a new frame.
    fn call(&mut self) -> Result<(), RunErrorKind> {
        let addr = self.m.pop_int()?;
        let nparams = self.m.pop_int()?;
        if nparams < 0 {
            return Ok(());
        }
        let pc = self.m.frame().pc;
        let target = pc.saturating_add(addr);
        if !(0..=self.ops.len() as i64).contains(&target) {
            return Err(RunErrorKind::BadCallTarget(target));
        }
        let mut args = Vec::new();
        for _ in 0..nparams {
            args.push(self.m.pop_any()?);
        }
        args.reverse();
        self.m.push_frame(target - 1, args)
    }

    /// `spo_return`: moves the results to the caller (their order
    /// reverses, as in NetHack) and drops the frame.
    fn ret(&mut self) -> Result<(), RunErrorKind> {
        if self.m.frames.len() < 2 {
            return Err(RunErrorKind::NoFrame);
        }
        let n = self.m.pop_int()?;
        if n < 0 {
            return Ok(());
        }
        for _ in 0..n {
            let v = self.m.pop_raw()?;
            self.m.push_to_caller(v)?;
        }
        self.m.pop_frame();
        Ok(())
    }

    /// `spo_var_init`.
    fn var_init(&mut self) -> Result<(), RunErrorKind> {
        let name = self.m.pop_str()?;
        let count = self.m.pop_int()?;
        let existing = self.m.var(&name).map(|v| v.data.clone());
        let data = if count < 0 {
            let src = self.m.pop_any()?;
            let Value::Str(src) = src else {
                return Err(RunErrorKind::TypeMismatch { expected: crate::value::spovar::STRING, found: src.spovar() });
            };
            let v = self.m.var(&src).ok_or_else(|| RunErrorKind::UndefinedVariable(machine::lossy(&src)))?;
            v.data.clone()
        } else if count > 0 {
            let mut items = Vec::new();
            for _ in 0..count {
                items.push(self.m.pop_any()?);
            }
            items.reverse();
            VarData::Array(items)
        } else {
            let v = self.m.pop_any()?;
            match existing {
                Some(VarData::Single(old)) if old.spovar() == v.spovar() => {}
                Some(_) => return Err(RunErrorKind::Redefinition(machine::lossy(&name))),
                None => {}
            }
            VarData::Single(v)
        };
        self.m.set_var(name, data)
    }

    /// `spo_shuffle_array`: Fisher-Yates with `rn2(i + 1)` from the end.
    fn shuffle_array(&mut self) -> Result<(), RunErrorKind> {
        let name = self.m.pop_str()?;
        let len = match self.m.var(&name) {
            Some(Variable { data: VarData::Array(a), .. }) => a.len(),
            _ => return Ok(()),
        };
        for i in (1..len).rev() {
            let j = self.host.rn2(i as i64 + 1);
            let j = usize::try_from(j).unwrap_or(i).min(i);
            if j == i {
                continue;
            }
            if let Some(Variable { data: VarData::Array(a), .. }) = self.m.var(&name) {
                a.swap(i, j);
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests;
