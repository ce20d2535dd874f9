//! The verifier: checks a [`Program`] before the interpreter may run it.
//!
//! NetHack 3.6.7 trusts its `.lev` files: `sp_level_coder` in `sp_lev.c`
//! panics or reads out of bounds on bad ones. [`verify`] rejects what
//! would go wrong for certain: operands out of shape (string sizes,
//! variable names, selection grids), static jump and call targets outside
//! the program (a PUSH of an int right before the jump, as lev_comp emits
//! them; the target is relative to the jump, see `spo_jmp`), stack
//! underflow, operands of the wrong SPOVAR type, and a variable used with
//! two types.
//!
//! It follows the control flow from opcode 0 (a forward data flow over an
//! abstract stack: types and constants of the values on top of a base of
//! known or unknown depth). Where a stack effect depends on run-time values
//! (a computed tag list, an unknown variable that may pop an index, the
//! return of a CALL) the depth below what is pushed afterwards becomes
//! unknown; where paths of different depths meet only their common top is
//! kept; a function body starts with exactly its arguments. Code no path
//! reaches is not judged, unless a jump to a computed place exists: then
//! every opcode is checked from an unknown stack as well. A [`Verified`]
//! program can only be made here.

use crate::isa::{Op, Opcode, StackEffect};
use crate::program::Program;
use crate::sel::{COLNO, ROWNO};
use crate::value::{Operand, spovar};

/// Longest MAP body: 80 x 21 cells plus a byte per row.
pub const MAX_MAP_BODY: usize = (COLNO * ROWNO + ROWNO) as usize;
/// Longest other string.
pub const MAX_STRING: usize = 4096;
/// Longest variable name.
pub const MAX_VAR_NAME: usize = 64;

/// A program that passed [`verify`]; derefs to the [`Program`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verified {
    program: Program,
    level: String,
}

impl Verified {
    /// The level name given to [`verify`] (for messages).
    pub fn level(&self) -> &str {
        &self.level
    }
    /// The program.
    pub fn program(&self) -> &Program {
        &self.program
    }
    /// Gives the program back.
    pub fn into_program(self) -> Program {
        self.program
    }
}

impl std::ops::Deref for Verified {
    type Target = Program;
    fn deref(&self) -> &Program {
        &self.program
    }
}

/// What is wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum VerifyErrorKind {
    /// A string operand longer than allowed.
    StringTooLong { len: usize, max: usize },
    /// A MAP body whose size is not width x height.
    MapBodySize { len: usize, width: i64, height: i64 },
    /// A SEL operand that is not a COLNO x ROWNO grid.
    BadSelection { len: usize },
    /// A variable name that is empty, too long or has odd bytes.
    BadVariableName(String),
    /// A static jump or call whose target is outside the program.
    JumpOutOfRange { target: i64 },
    /// More pops than values along straight-line code.
    StackUnderflow,
    /// An operand of the wrong SPOVAR type.
    OperandType { expected: i8, found: i8 },
    /// A variable used with two types (or as array and single value).
    VariableType { name: String, declared: i8, used: i8 },
    /// SEL_FILTER with a constant kind that is not 0, 1 or 2.
    BadFilter(i64),
}

/// Why a program was rejected: level, opcode index, what.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VerifyError {
    pub level: String,
    pub offset: usize,
    pub kind: VerifyErrorKind,
}

impl std::fmt::Display for VerifyError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: opcode {}: ", self.level, self.offset)?;
        match &self.kind {
            VerifyErrorKind::StringTooLong { len, max } => write!(f, "string of {len} bytes (at most {max})"),
            VerifyErrorKind::MapBodySize { len, width, height } => {
                write!(f, "map body of {len} bytes for {width} x {height}")
            }
            VerifyErrorKind::BadSelection { len } => {
                write!(f, "selection operand of {len} bytes (needs {})", COLNO * ROWNO)
            }
            VerifyErrorKind::BadVariableName(n) => write!(f, "bad variable name {n:?}"),
            VerifyErrorKind::JumpOutOfRange { target } => write!(f, "jump target {target} outside the program"),
            VerifyErrorKind::StackUnderflow => write!(f, "pops from an empty stack"),
            VerifyErrorKind::OperandType { expected, found } => {
                write!(f, "operand of type {} where {} is needed", type_name(*found), type_name(*expected))
            }
            VerifyErrorKind::VariableType { name, declared, used } => {
                write!(f, "variable {name} is {} but used as {}", type_name(*declared), type_name(*used))
            }
            VerifyErrorKind::BadFilter(k) => write!(f, "unknown selection filter {k}"),
        }
    }
}

impl std::error::Error for VerifyError {}

/// The name of a SPOVAR type number.
pub fn type_name(t: i8) -> &'static str {
    match t {
        spovar::NULL => "null",
        spovar::INT => "int",
        spovar::STRING => "str",
        spovar::VARIABLE => "var",
        spovar::COORD => "coord",
        spovar::REGION => "region",
        spovar::MAPCHAR => "mapchar",
        spovar::MONST => "monst",
        spovar::OBJ => "obj",
        spovar::SEL => "sel",
        ARRAY => "array",
        _ => "?",
    }
}

/// Marks an array variable in the type table.
const ARRAY: i8 = spovar::ARRAY;

/// Checks `program`; `level` names it in errors. Never panics.
pub fn verify(program: Program, level: &str) -> Result<Verified, VerifyError> {
    let mut c = Checker {
        ops: &program.ops,
        level,
        stack: Vec::new(),
        base_known: true,
        vars: Vec::new(),
        at: 0,
        flow: Flow::Next,
    };
    c.run()?;
    Ok(Verified { program, level: level.to_string() })
}

/// An abstract stack value: its type and constant, where known.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
struct AVal {
    ty: Option<i8>,
    int: Option<i64>,
    text: Option<Vec<u8>>,
}

impl AVal {
    fn of(t: i8) -> AVal {
        AVal { ty: Some(t), ..AVal::default() }
    }
}

impl AVal {
    /// What two paths agree on.
    fn merge(&self, o: &AVal) -> AVal {
        AVal {
            ty: if self.ty == o.ty { self.ty } else { None },
            int: if self.int == o.int { self.int } else { None },
            text: if self.text == o.text { self.text.clone() } else { None },
        }
    }
}

/// The abstract stack at one opcode: known values on top of a base that
/// is either empty (`base_known`) or unknown.
#[derive(Debug, Clone, PartialEq, Eq)]
struct State {
    stack: Vec<AVal>,
    base_known: bool,
}

impl State {
    const UNKNOWN: State = State { stack: Vec::new(), base_known: false };

    /// What holds whichever path was taken: equal depths keep the base,
    /// different ones keep only the common top.
    fn merge(&self, o: &State) -> State {
        let n = self.stack.len().min(o.stack.len());
        let a = &self.stack[self.stack.len() - n..];
        let b = &o.stack[o.stack.len() - n..];
        let base_known = self.base_known && o.base_known && self.stack.len() == o.stack.len();
        State { stack: a.iter().zip(b).map(|(x, y)| x.merge(y)).collect(), base_known }
    }
}

/// Where control goes after an opcode.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Flow {
    /// To the next opcode.
    Next,
    /// To `target` only (a taken JMP).
    Jump(usize),
    /// To the next opcode or `target`.
    Branch(usize),
    /// CALL: the callee starts at `target` with `args` values (unknown
    /// if `None`); the caller resumes at the next opcode.
    Call { target: usize, args: Option<usize> },
    /// FRAME_PUSH: the next opcode, on a new empty stack.
    NewFrame,
    /// Nowhere that is known here (EXIT, RETURN).
    Stop,
    /// Somewhere computed at run time.
    Dynamic,
}

/// Visits of one opcode before its state is given up as unknown (keeps
/// the analysis short on any program).
const MAX_VISITS: u32 = 64;

/// A variable's declared type: `(is_array, element type)`.
type VarType = (bool, Option<i8>);

struct Checker<'a> {
    ops: &'a [Op],
    level: &'a str,
    stack: Vec<AVal>,
    /// Whether the depth below `stack` is known to be zero.
    base_known: bool,
    vars: Vec<(Vec<u8>, VarType)>,
    at: usize,
    /// Where the last opcode stepped sends control.
    flow: Flow,
}

use spovar::{COORD, INT, MAPCHAR, MONST, OBJ, REGION, SEL, STRING};

/// Pop types, top first, of the opcodes with a fixed signature; `None`
/// accepts any type.
fn signature(op: Opcode) -> Option<&'static [Option<i8>]> {
    use Opcode as O;
    const I: Option<i8> = Some(INT);
    const S: Option<i8> = Some(STRING);
    const C: Option<i8> = Some(COORD);
    const R: Option<i8> = Some(REGION);
    const M: Option<i8> = Some(MAPCHAR);
    const L: Option<i8> = Some(SEL);
    const A: Option<i8> = None;
    Some(match op {
        O::Message | O::ShuffleArray => &[S],
        O::Engraving | O::Grave => &[I, S, C],
        O::Room | O::Subroom => &[I; 10],
        O::Door => &[I, L],
        O::Stair | O::Ladder | O::Trap => &[I, C],
        O::Altar | O::Drawbridge => &[I, I, C],
        O::Fountain | O::Sink | O::Pool => &[L],
        O::Gold => &[C, I],
        O::Corridor => &[I; 6],
        O::Levregion => &[S, I, I, I, I, I, I, I, I, I, I, I, I],
        O::Mazewalk => &[I, I, I, C],
        O::NonDiggable | O::NonPasswall => &[R],
        O::Wallify => &[I, A],
        O::Map => &[I, I, S, I, I, C],
        O::RoomDoor | O::Mineralize => &[I; 4],
        O::Region => &[I, I, I, R],
        O::Cmp | O::MathAdd => &[A, A],
        O::Jmp | O::Rn2 | O::Dec | O::Inc | O::MathSign | O::LevelFlags => &[I],
        O::Jl | O::Jle | O::Jg | O::Jge | O::Je | O::Jne => &[I, I],
        O::MathSub | O::MathMul | O::MathDiv | O::MathMod | O::Dice => &[I, I],
        O::Terrain => &[M, L],
        O::ReplaceTerrain => &[I, M, M, R],
        O::Pop | O::Copy => &[A],
        O::InitLevel => &[I; 8],
        O::SelAdd => &[L, L],
        O::SelPoint | O::SelFlood => &[C],
        O::SelRect | O::SelFillrect => &[R],
        O::SelLine => &[C, C],
        O::SelRndline => &[I, C, C],
        O::SelGrow => &[I, L],
        O::SelRndcoord | O::SelComplement => &[L],
        O::SelEllipse => &[I, I, I, C],
        O::SelGradient => &[I, I, C, C, I, I],
        O::Null | O::Exit | O::EndRoom | O::PopContainer | O::EndMoninvent | O::FramePush | O::FramePop => &[],
        _ => return None,
    })
}

/// A sane variable name: 1..=64 printable ASCII bytes (lev_comp's own
/// hidden loop variables contain a space: "$i end").
fn name_ok(n: &[u8]) -> bool {
    !n.is_empty() && n.len() <= MAX_VAR_NAME && n.iter().all(|&b| (b' '..=b'~').contains(&b))
}

impl Checker<'_> {
    fn err(&self, kind: VerifyErrorKind) -> VerifyError {
        VerifyError { level: self.level.to_string(), offset: self.at, kind }
    }

    fn forget(&mut self) {
        self.stack.clear();
        self.base_known = false;
    }

    fn pop(&mut self) -> Result<AVal, VerifyError> {
        match self.stack.pop() {
            Some(v) => Ok(v),
            None if self.base_known => Err(self.err(VerifyErrorKind::StackUnderflow)),
            None => Ok(AVal::default()),
        }
    }

    fn pop_as(&mut self, want: Option<i8>) -> Result<AVal, VerifyError> {
        let v = self.pop()?;
        if let (Some(w), Some(t)) = (want, v.ty)
            && w != t
        {
            return Err(self.err(VerifyErrorKind::OperandType { expected: w, found: t }));
        }
        Ok(v)
    }

    fn var_type(&self, name: &[u8]) -> Option<VarType> {
        self.vars.iter().find(|(n, _)| n == name).map(|(_, t)| *t)
    }

    fn declare(&mut self, name: &[u8], t: VarType) -> Result<(), VerifyError> {
        match self.vars.iter_mut().find(|(n, _)| n == name) {
            None => self.vars.push((name.to_vec(), t)),
            Some((_, old)) => {
                let code = |(arr, ty): VarType| if arr { ARRAY } else { ty.unwrap_or(spovar::NULL) };
                let clash = old.0 != t.0 || matches!((old.1, t.1), (Some(a), Some(b)) if a != b);
                if clash {
                    let (declared, used) = (code(*old), code(t));
                    return Err(self.err(VerifyErrorKind::VariableType {
                        name: String::from_utf8_lossy(name).into_owned(),
                        declared,
                        used,
                    }));
                }
                if old.1.is_none() {
                    old.1 = t.1;
                }
            }
        }
        Ok(())
    }

    /// Static targets of jumps and calls (a PUSH of an int right before).
    fn targets(&self) -> Result<(), VerifyError> {
        let n = self.ops.len();
        for (i, op) in self.ops.iter().enumerate() {
            let o = op.opcode();
            let jump = matches!(
                o,
                Opcode::Jmp | Opcode::Jl | Opcode::Jle | Opcode::Jg | Opcode::Jge | Opcode::Je | Opcode::Jne
            );
            if !(jump || o == Opcode::Call) {
                continue;
            }
            let Some(Op::Push(Operand::Int(k))) = i.checked_sub(1).and_then(|p| self.ops.get(p)) else { continue };
            let target = (i as i64).saturating_add(*k);
            // A jump continues at the target; NetHack ignores it unless
            // target - 1 is an opcode index. A call's frame starts at
            // target - 1 as well and steps to the target.
            let lo = if jump { 1 } else { 0 };
            if !(lo..=n as i64).contains(&target) {
                return Err(VerifyError {
                    level: self.level.to_string(),
                    offset: i,
                    kind: VerifyErrorKind::JumpOutOfRange { target },
                });
            }
        }
        Ok(())
    }

    /// The static jump targets, then the abstract states by a forward
    /// data flow from opcode 0. A jump to a computed place means any
    /// opcode may be reached with any stack: then every opcode is
    /// checked again from an unknown state.
    fn run(&mut self) -> Result<(), VerifyError> {
        self.targets()?;
        if self.flow_pass(false)? {
            self.flow_pass(true)?;
        }
        Ok(())
    }

    /// One data-flow pass; returns whether a dynamic jump was met.
    fn flow_pass(&mut self, everywhere: bool) -> Result<bool, VerifyError> {
        let n = self.ops.len();
        let mut states: Vec<Option<State>> = vec![None; n];
        let mut visits = vec![0u32; n];
        let mut work = std::collections::BTreeSet::new();
        if everywhere {
            states.iter_mut().for_each(|s| *s = Some(State::UNKNOWN));
            work.extend(0..n);
        }
        let entry = State { stack: Vec::new(), base_known: true };
        if n > 0 {
            states[0] = Some(states[0].as_ref().map_or(entry.clone(), |s| s.merge(&entry)));
            work.insert(0);
        }
        let mut dynamic = false;
        while let Some(i) = work.pop_first() {
            let Some(state) = states[i].clone() else { continue };
            visits[i] += 1;
            self.at = i;
            self.stack = state.stack;
            self.base_known = state.base_known;
            self.flow = Flow::Next;
            self.step(i)?;
            let here = State { stack: std::mem::take(&mut self.stack), base_known: self.base_known };
            let mut edges: Vec<(usize, State)> = Vec::new();
            match self.flow {
                Flow::Next => edges.push((i + 1, here)),
                Flow::Jump(t) => edges.push((t, here)),
                Flow::Branch(t) => {
                    edges.push((i + 1, here.clone()));
                    edges.push((t, here));
                }
                Flow::Call { target, args } => {
                    let callee = match args {
                        Some(k) => State { stack: vec![AVal::default(); k], base_known: true },
                        None => State::UNKNOWN,
                    };
                    edges.push((target, callee));
                    edges.push((i + 1, State::UNKNOWN));
                }
                Flow::NewFrame => edges.push((i + 1, State { stack: Vec::new(), base_known: true })),
                Flow::Stop => {}
                Flow::Dynamic => dynamic = true,
            }
            for (t, st) in edges {
                if t >= n {
                    continue;
                }
                let new = match &states[t] {
                    None => st,
                    Some(old) if visits[t] >= MAX_VISITS => old.merge(&State::UNKNOWN),
                    Some(old) => old.merge(&st),
                };
                if states[t].as_ref() != Some(&new) {
                    states[t] = Some(new);
                    work.insert(t);
                }
            }
        }
        Ok(dynamic)
    }

    /// Where a jump at `i` with offset `k` goes, as `spo_jmp` computes it:
    /// `None` when it is not taken.
    fn jump_target(&self, i: usize, k: i64) -> Option<usize> {
        let a = (i as i64).saturating_add(k).saturating_sub(1);
        ((0..self.ops.len() as i64).contains(&a) && a != i as i64).then_some(a as usize + 1)
    }

    fn check_operand(&self, i: usize, v: &Operand) -> Result<(), VerifyError> {
        match v {
            Operand::Str(s) => {
                let body = matches!(
                    (self.ops.get(i + 1), self.ops.get(i + 2), self.ops.get(i + 3)),
                    (Some(Op::Push(Operand::Int(_))), Some(Op::Push(Operand::Int(_))), Some(Op::Map))
                );
                if body {
                    if s.len() > MAX_MAP_BODY {
                        return Err(self.err(VerifyErrorKind::StringTooLong { len: s.len(), max: MAX_MAP_BODY }));
                    }
                    if let (Some(Op::Push(Operand::Int(h))), Some(Op::Push(Operand::Int(w)))) =
                        (self.ops.get(i + 1), self.ops.get(i + 2))
                        && h.checked_mul(*w) != Some(s.len() as i64)
                        && !(s.is_empty() && *h == 0 && *w == 0)
                    {
                        return Err(self.err(VerifyErrorKind::MapBodySize { len: s.len(), width: *w, height: *h }));
                    }
                } else if s.len() > MAX_STRING {
                    return Err(self.err(VerifyErrorKind::StringTooLong { len: s.len(), max: MAX_STRING }));
                }
            }
            Operand::Var(n) if !name_ok(n) => {
                return Err(self.err(VerifyErrorKind::BadVariableName(String::from_utf8_lossy(n).into_owned())));
            }
            Operand::Sel(b) if b.len() != (COLNO * ROWNO) as usize => {
                return Err(self.err(VerifyErrorKind::BadSelection { len: b.len() }));
            }
            _ => {}
        }
        Ok(())
    }

    fn step(&mut self, i: usize) -> Result<(), VerifyError> {
        use Opcode as O;
        let op = &self.ops[i];
        if let Op::Push(v) = op {
            self.check_operand(i, v)?;
            return self.push_operand(v);
        }
        let opcode = op.opcode();
        match opcode {
            O::Monster => return self.tag_list(16, Some(3), &[COORD, MONST]),
            O::Object => return self.tag_list(15, None, &[OBJ]),
            O::VarInit => return self.var_init(),
            O::SelFilter => return self.sel_filter(),
            O::Call => {
                let addr = self.pop_as(Some(INT))?;
                let n = self.pop_as(Some(INT))?;
                if let Some(n) = n.int {
                    for _ in 0..n.clamp(0, 1 << 20) {
                        self.pop()?;
                    }
                }
                let target = addr.int.map(|k| (i as i64).saturating_add(k));
                self.flow = match (target, n.int) {
                    // A negative count: NetHack does nothing.
                    (_, Some(k)) if k < 0 => Flow::Next,
                    (Some(t), k) if (0..=self.ops.len() as i64).contains(&t) => {
                        Flow::Call { target: t as usize, args: k.map(|k| k as usize) }
                    }
                    (Some(_), _) => Flow::Stop,
                    (None, _) => Flow::Dynamic,
                };
                return Ok(());
            }
            O::Return => {
                self.pop_as(Some(INT))?;
                self.flow = Flow::Stop;
                return Ok(());
            }
            _ => {}
        }
        let Some(sig) = signature(opcode) else {
            self.forget();
            return Ok(());
        };
        let mut popped = Vec::with_capacity(sig.len());
        for &want in sig {
            popped.push(self.pop_as(want)?);
        }
        if opcode == O::ShuffleArray
            && let Some(name) = &popped[0].text
            && !name_ok(name)
        {
            return Err(self.err(VerifyErrorKind::BadVariableName(String::from_utf8_lossy(name).into_owned())));
        }
        let int = || AVal::of(INT);
        match opcode {
            O::Cmp => {
                if let (Some(a), Some(b)) = (popped[0].ty, popped[1].ty)
                    && a != b
                {
                    return Err(self.err(VerifyErrorKind::OperandType { expected: b, found: a }));
                }
                self.stack.push(int());
            }
            O::MathAdd => {
                let t = if popped[0].ty == popped[1].ty { popped[1].ty } else { None };
                self.stack.push(AVal { ty: t, ..AVal::default() });
            }
            O::Rn2 | O::Dec | O::Inc | O::MathSign | O::MathSub | O::MathMul | O::MathDiv | O::MathMod | O::Dice => {
                self.stack.push(int())
            }
            O::Copy => {
                let v = popped.swap_remove(0);
                self.stack.push(v.clone());
                self.stack.push(v);
            }
            O::SelRndcoord => self.stack.push(AVal::of(COORD)),
            // Off the map, SEL_FLOOD pushes nothing.
            O::SelFlood => self.forget(),
            O::Jmp => {
                self.flow = match popped[0].int {
                    Some(k) => self.jump_target(i, k).map_or(Flow::Next, Flow::Jump),
                    None => Flow::Dynamic,
                }
            }
            O::Jl | O::Jle | O::Jg | O::Jge | O::Je | O::Jne => {
                self.flow = match popped[0].int {
                    Some(k) => self.jump_target(i, k).map_or(Flow::Next, Flow::Branch),
                    None => Flow::Dynamic,
                }
            }
            O::Exit => self.flow = Flow::Stop,
            O::FramePush => self.flow = Flow::NewFrame,
            // Back to after the FRAME_PUSH, wherever that was.
            O::FramePop => self.flow = Flow::Dynamic,
            _ => {
                if let StackEffect::Fixed { pushes: 1, .. } = opcode.stack_effect() {
                    self.stack.push(AVal::of(SEL));
                }
            }
        }
        Ok(())
    }

    fn push_operand(&mut self, v: &Operand) -> Result<(), VerifyError> {
        let a = match v {
            Operand::Int(n) => AVal { ty: Some(INT), int: Some(*n), text: None },
            Operand::Str(s) => AVal { ty: Some(STRING), int: None, text: Some(s.clone()) },
            Operand::Var(name) => match self.var_type(name) {
                Some((false, t)) => AVal { ty: t, ..AVal::default() },
                Some((true, t)) => {
                    self.pop_as(Some(INT))?;
                    AVal { ty: t, ..AVal::default() }
                }
                None => {
                    // Defined where this pass did not see it (a function
                    // parameter, another frame): it may pop an index.
                    self.forget();
                    AVal::default()
                }
            },
            other => AVal::of(other.spovar()),
        };
        self.stack.push(a);
        Ok(())
    }

    /// MONSTER and OBJECT: an int, then (value, tag) pairs ended by the
    /// end tag, then the fixed operands (`spo_monster`, `spo_object`).
    fn tag_list(&mut self, end: i64, appear: Option<i64>, rest: &[i8]) -> Result<(), VerifyError> {
        self.pop_as(Some(INT))?;
        let mut tag = self.pop()?;
        let mut n = 0;
        while n <= end {
            n += 1;
            if tag.ty.is_none() || (tag.ty == Some(INT) && tag.int.is_none()) {
                // A computed tag: how many values follow is unknown.
                self.forget();
                return Ok(());
            }
            match tag.int {
                Some(t) if tag.ty == Some(INT) && (0..end).contains(&t) => {
                    let v = self.pop()?;
                    if Some(t) == appear {
                        if v.ty.is_none() {
                            self.forget();
                            return Ok(());
                        }
                        if v.ty == Some(INT) {
                            self.pop()?;
                        }
                    }
                    tag = self.pop()?;
                }
                _ => break,
            }
        }
        for &t in rest {
            self.pop_as(Some(t))?;
        }
        Ok(())
    }

    fn var_init(&mut self) -> Result<(), VerifyError> {
        let name = self.pop_as(Some(STRING))?;
        let count = self.pop_as(Some(INT))?;
        if let Some(n) = &name.text
            && !name_ok(n)
        {
            return Err(self.err(VerifyErrorKind::BadVariableName(String::from_utf8_lossy(n).into_owned())));
        }
        let Some(count) = count.int else {
            self.forget();
            return Ok(());
        };
        let t: Option<VarType> = if count < 0 {
            let src = self.pop_as(Some(STRING))?;
            src.text.and_then(|s| self.var_type(&s))
        } else if count > 0 {
            let mut ty: Option<Option<i8>> = None;
            for _ in 0..count.min(1 << 20) {
                let v = self.pop()?;
                ty = Some(match ty {
                    None => v.ty,
                    Some(t) if t == v.ty => t,
                    Some(_) => None,
                });
            }
            Some((true, ty.flatten()))
        } else {
            let v = self.pop()?;
            Some((false, v.ty))
        };
        if let (Some(n), Some(t)) = (&name.text, t) {
            self.declare(n, t)?;
        }
        Ok(())
    }

    fn sel_filter(&mut self) -> Result<(), VerifyError> {
        let kind = self.pop_as(Some(INT))?;
        let sig: &[i8] = match kind.int {
            Some(0) => &[INT, SEL],
            Some(1) => &[SEL, SEL],
            Some(2) => &[SEL, MAPCHAR],
            Some(k) => return Err(self.err(VerifyErrorKind::BadFilter(k))),
            None => {
                self.forget();
                return Ok(());
            }
        };
        for &t in sig {
            self.pop_as(Some(t))?;
        }
        self.stack.push(AVal::of(SEL));
        Ok(())
    }
}

#[cfg(test)]
mod tests;
