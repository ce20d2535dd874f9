//! The verifier's checks of each opcode: what it pops (types, constants),
//! what it pushes, variable declarations, operand shapes; as the `spo_*`
//! functions and the `SPO_*` cases of `sp_level_coder` (NetHack 3.6.7's
//! `sp_lev.c`) use the stack.

use super::flow::{AVal, Flow};
use super::{ARRAY, MAX_MAP_BODY, MAX_STRING, MAX_VAR_NAME, VerifyError, VerifyErrorKind};
use crate::isa::{Op, Opcode, StackEffect};
use crate::sel::{COLNO, ROWNO};
use crate::value::{Operand, spovar};

/// Most arguments a CALL is followed into its body with (more would
/// pass the default stack budget anyway).
const MAX_CALL_ARGS: usize = 10_000;

/// A variable's declared type: `(is_array, element type)`.
type VarType = (bool, Option<i8>);

pub(super) struct Checker<'a> {
    pub(super) ops: &'a [Op],
    pub(super) level: &'a str,
    pub(super) stack: Vec<AVal>,
    /// Whether the depth below `stack` is known to be zero.
    pub(super) base_known: bool,
    pub(super) vars: Vec<(Vec<u8>, VarType)>,
    pub(super) at: usize,
    /// Where the last opcode stepped sends control.
    pub(super) flow: Flow,
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
    pub(super) fn err(&self, kind: VerifyErrorKind) -> VerifyError {
        VerifyError { level: self.level.to_string(), offset: self.at, kind }
    }

    pub(super) fn forget(&mut self) {
        self.stack.clear();
        self.base_known = false;
    }

    pub(super) fn pop(&mut self) -> Result<AVal, VerifyError> {
        match self.stack.pop() {
            Some(v) => Ok(v),
            None if self.base_known => Err(self.err(VerifyErrorKind::StackUnderflow)),
            None => Ok(AVal::default()),
        }
    }

    /// Pops `n` values, top first; when the base is unknown and they run
    /// out, the known ones and `false` (the rest are unknown).
    pub(super) fn pop_n(&mut self, n: i64) -> Result<(Vec<AVal>, bool), VerifyError> {
        let n = usize::try_from(n).unwrap_or(0);
        if n > self.stack.len() {
            if self.base_known {
                return Err(self.err(VerifyErrorKind::StackUnderflow));
            }
            let mut vals = std::mem::take(&mut self.stack);
            vals.reverse();
            return Ok((vals, false));
        }
        let mut vals = self.stack.split_off(self.stack.len() - n);
        vals.reverse();
        Ok((vals, true))
    }

    pub(super) fn pop_as(&mut self, want: Option<i8>) -> Result<AVal, VerifyError> {
        let v = self.pop()?;
        if let (Some(w), Some(t)) = (want, v.ty)
            && w != t
        {
            return Err(self.err(VerifyErrorKind::OperandType { expected: w, found: t }));
        }
        Ok(v)
    }

    pub(super) fn var_type(&self, name: &[u8]) -> Option<VarType> {
        self.vars.iter().find(|(n, _)| n == name).map(|(_, t)| *t)
    }

    pub(super) fn declare(&mut self, name: &[u8], t: VarType) -> Result<(), VerifyError> {
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

    pub(super) fn check_operand(&self, i: usize, v: &Operand) -> Result<(), VerifyError> {
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

    pub(super) fn step(&mut self, i: usize) -> Result<(), VerifyError> {
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
                    self.pop_n(n)?;
                }
                let target = addr.int.map(|k| (i as i64).saturating_add(k));
                self.flow = match (target, n.int) {
                    // A negative count: NetHack does nothing.
                    (_, Some(k)) if k < 0 => Flow::Next,
                    (Some(t), k) if (0..=self.ops.len() as i64).contains(&t) => {
                        // Past the stack budget the call fails at run time.
                        let args = k.and_then(|k| usize::try_from(k).ok()).filter(|&k| k <= MAX_CALL_ARGS);
                        Flow::Call { target: t as usize, args }
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
            let (vals, all) = self.pop_n(count)?;
            let first = vals.first().and_then(|v| v.ty);
            let same = all && vals.iter().all(|v| v.ty == first);
            Some((true, if same { first } else { None }))
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
