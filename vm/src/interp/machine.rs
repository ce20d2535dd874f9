//! Run-time values, frames and variables of the special-level machine.
//!
//! Follows the `opvar`, `splev_stack_*`, `sp_frame` and `splev_var`
//! handling of NetHack 3.6.7's `sp_lev.c`: each frame has its own value
//! stack and its own variables (a CALL or FRAME_PUSH starts with none), and
//! a VARIABLE operand is replaced by the variable's value when it is
//! popped (an array variable first pops its index). The budget counters
//! (values on all stacks, live selections) are kept here, where values
//! come and go.

use super::{Budget, BudgetKind, RunErrorKind};
use crate::sel::Selection;
use crate::value::{Operand, spovar};

/// A value on the stack or in a variable (`struct opvar`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Value {
    Null,
    Int(i64),
    Str(Vec<u8>),
    /// A variable's name, resolved when popped.
    Var(Vec<u8>),
    Coord(i64),
    Region(i64),
    MapChar(i64),
    Monst(i64),
    Obj(i64),
    Sel(Box<Selection>),
}

impl Value {
    /// The SPOVAR type number.
    pub fn spovar(&self) -> i8 {
        match self {
            Value::Null => spovar::NULL,
            Value::Int(_) => spovar::INT,
            Value::Str(_) => spovar::STRING,
            Value::Var(_) => spovar::VARIABLE,
            Value::Coord(_) => spovar::COORD,
            Value::Region(_) => spovar::REGION,
            Value::MapChar(_) => spovar::MAPCHAR,
            Value::Monst(_) => spovar::MONST,
            Value::Obj(_) => spovar::OBJ,
            Value::Sel(_) => spovar::SEL,
        }
    }

    /// The packed integer of INT, COORD, REGION, MAPCHAR, MONST and OBJ.
    pub fn as_packed(&self) -> Option<i64> {
        match *self {
            Value::Int(n)
            | Value::Coord(n)
            | Value::Region(n)
            | Value::MapChar(n)
            | Value::Monst(n)
            | Value::Obj(n) => Some(n),
            _ => None,
        }
    }

    /// The value a PUSH makes of its operand; a SEL operand must be a
    /// whole grid (the verifier checks that).
    pub fn from_operand(op: &Operand) -> Result<Value, RunErrorKind> {
        Ok(match op {
            Operand::Null => Value::Null,
            Operand::Int(n) => Value::Int(*n),
            // NetHack's strings end at the first NUL (`dupstr`).
            Operand::Str(s) => Value::Str(c_str(s)),
            Operand::Var(s) => Value::Var(c_str(s)),
            Operand::Coord(n) => Value::Coord(*n),
            Operand::Region(n) => Value::Region(*n),
            Operand::MapChar(n) => Value::MapChar(*n),
            Operand::Monst(n) => Value::Monst(*n),
            Operand::Obj(n) => Value::Obj(*n),
            Operand::Sel(b) => Value::Sel(Box::new(Selection::from_bytes(b).ok_or(RunErrorKind::BadSelection)?)),
        })
    }

    fn is_sel(&self) -> bool {
        matches!(self, Value::Sel(_))
    }
}

/// What a variable holds (`svtyp` with or without SPOVAR_ARRAY).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum VarData {
    Single(Value),
    Array(Vec<Value>),
}

impl VarData {
    fn sels(&self) -> usize {
        match self {
            VarData::Single(v) => v.is_sel() as usize,
            VarData::Array(a) => a.iter().filter(|v| v.is_sel()).count(),
        }
    }
}

/// A named variable of one frame (`struct splev_var`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Variable {
    pub name: Vec<u8>,
    pub data: VarData,
}

/// One frame (`struct sp_frame`): where it executes, its stack, its
/// variables.
#[derive(Debug, Default)]
pub struct Frame {
    /// The opcode index being executed (`n_opcode`).
    pub pc: i64,
    pub stack: Vec<Value>,
    pub vars: Vec<Variable>,
}

/// The frames and the counters the budgets check.
#[derive(Debug)]
pub struct Machine {
    pub frames: Vec<Frame>,
    /// Values on all stacks.
    pub values: usize,
    /// Selections on all stacks and in all variables.
    pub sels: usize,
    pub budget: Budget,
}

impl Machine {
    pub fn new(budget: Budget) -> Machine {
        Machine { frames: vec![Frame::default()], values: 0, sels: 0, budget }
    }

    /// The current frame (there is always one).
    pub fn frame(&mut self) -> &mut Frame {
        if self.frames.is_empty() {
            self.frames.push(Frame::default());
        }
        let last = self.frames.len() - 1;
        &mut self.frames[last]
    }

    /// Pushes on the current frame's stack.
    pub fn push(&mut self, v: Value) -> Result<(), RunErrorKind> {
        self.push_at(self.frames.len().saturating_sub(1), v)
    }

    fn push_at(&mut self, frame: usize, v: Value) -> Result<(), RunErrorKind> {
        if self.values >= self.budget.max_stack {
            return Err(RunErrorKind::Budget(BudgetKind::Stack));
        }
        if v.is_sel() {
            self.check_sel(1)?;
            self.sels += 1;
        }
        self.values += 1;
        match self.frames.get_mut(frame) {
            Some(f) => f.stack.push(v),
            None => return Err(RunErrorKind::NoFrame),
        }
        Ok(())
    }

    /// Fails if `more` new selections would pass the budget.
    pub fn check_sel(&self, more: usize) -> Result<(), RunErrorKind> {
        if self.sels + more > self.budget.max_selections {
            return Err(RunErrorKind::Budget(BudgetKind::Selections));
        }
        Ok(())
    }

    /// Pops the top value as it is (`splev_stack_pop`).
    pub fn pop_raw(&mut self) -> Result<Value, RunErrorKind> {
        let v = self.frame().stack.pop().ok_or(RunErrorKind::StackUnderflow)?;
        self.values = self.values.saturating_sub(1);
        if v.is_sel() {
            self.sels = self.sels.saturating_sub(1);
        }
        Ok(v)
    }

    /// Pops a value, resolving a variable (`splev_stack_getdat_any`).
    pub fn pop_any(&mut self) -> Result<Value, RunErrorKind> {
        let v = self.pop_raw()?;
        self.resolve(v)
    }

    /// Pops a value of one SPOVAR type (`splev_stack_getdat`); another
    /// type is an error.
    pub fn pop_typed(&mut self, typ: i8) -> Result<Value, RunErrorKind> {
        let v = self.pop_any()?;
        if v.spovar() != typ {
            return Err(RunErrorKind::TypeMismatch { expected: typ, found: v.spovar() });
        }
        Ok(v)
    }

    /// Pops an INT.
    pub fn pop_int(&mut self) -> Result<i64, RunErrorKind> {
        match self.pop_typed(spovar::INT)? {
            Value::Int(n) => Ok(n),
            _ => Err(RunErrorKind::TypeMismatch { expected: spovar::INT, found: spovar::NULL }),
        }
    }

    /// Pops a packed value of the given type (COORD, REGION, ...).
    pub fn pop_packed(&mut self, typ: i8) -> Result<i64, RunErrorKind> {
        let v = self.pop_typed(typ)?;
        v.as_packed().ok_or(RunErrorKind::TypeMismatch { expected: typ, found: v.spovar() })
    }

    /// Pops a STRING.
    pub fn pop_str(&mut self) -> Result<Vec<u8>, RunErrorKind> {
        match self.pop_typed(spovar::STRING)? {
            Value::Str(s) => Ok(s),
            v => Err(RunErrorKind::TypeMismatch { expected: spovar::STRING, found: v.spovar() }),
        }
    }

    /// Pops a SEL.
    pub fn pop_sel(&mut self) -> Result<Selection, RunErrorKind> {
        match self.pop_typed(spovar::SEL)? {
            Value::Sel(s) => Ok(*s),
            v => Err(RunErrorKind::TypeMismatch { expected: spovar::SEL, found: v.spovar() }),
        }
    }

    /// A variable of the current frame (`opvar_var_defined`).
    pub fn var(&mut self, name: &[u8]) -> Option<&mut Variable> {
        self.frame().vars.iter_mut().find(|v| v.name == name)
    }

    /// Replaces a VARIABLE by its value (`opvar_var_conversion`); array
    /// variables pop their index, taken modulo the length.
    fn resolve(&mut self, v: Value) -> Result<Value, RunErrorKind> {
        let mut arrays: Vec<Vec<u8>> = Vec::new();
        let mut cur = v;
        let mut value = loop {
            let Value::Var(name) = cur else { break cur };
            let var = self.var(&name).ok_or_else(|| RunErrorKind::UndefinedVariable(lossy(&name)))?;
            match &var.data {
                VarData::Single(val) => break val.clone(),
                VarData::Array(_) => {
                    arrays.push(name);
                    cur = self.pop_raw()?;
                }
            }
        };
        while let Some(name) = arrays.pop() {
            let Value::Int(idx) = value else {
                return Err(RunErrorKind::TypeMismatch { expected: spovar::INT, found: value.spovar() });
            };
            let var = self.var(&name).ok_or_else(|| RunErrorKind::UndefinedVariable(lossy(&name)))?;
            let VarData::Array(items) = &var.data else {
                return Err(RunErrorKind::UndefinedVariable(lossy(&name)));
            };
            let len = items.len() as i64;
            // NetHack takes C's remainder; a negative one would index
            // before the array.
            let i = if len > 0 { idx % len } else { -1 };
            value = usize::try_from(i)
                .ok()
                .and_then(|i| items.get(i))
                .cloned()
                .ok_or(RunErrorKind::BadIndex { index: idx, len: items.len() })?;
        }
        Ok(value)
    }

    /// Defines or redefines a variable of the current frame, keeping the
    /// selection count.
    pub fn set_var(&mut self, name: Vec<u8>, data: VarData) -> Result<(), RunErrorKind> {
        let new = data.sels();
        let old = self.var(&name).map(|v| v.data.sels()).unwrap_or(0);
        if new > old {
            self.check_sel(new - old)?;
        }
        self.sels = (self.sels + new).saturating_sub(old);
        match self.var(&name) {
            Some(v) => v.data = data,
            None => self.frame().vars.push(Variable { name, data }),
        }
        Ok(())
    }

    /// Starts a frame that executes from `pc` with the given stack.
    pub fn push_frame(&mut self, pc: i64, stack: Vec<Value>) -> Result<(), RunErrorKind> {
        if self.frames.len() >= self.budget.max_call_depth {
            return Err(RunErrorKind::Budget(BudgetKind::CallDepth));
        }
        self.frames.push(Frame { pc, stack: Vec::new(), vars: Vec::new() });
        let top = self.frames.len() - 1;
        for v in stack {
            self.push_at(top, v)?;
        }
        Ok(())
    }

    /// Drops the current frame with its stack and variables.
    pub fn pop_frame(&mut self) {
        if let Some(f) = self.frames.pop() {
            self.values = self.values.saturating_sub(f.stack.len());
            let sels =
                f.stack.iter().filter(|v| v.is_sel()).count() + f.vars.iter().map(|v| v.data.sels()).sum::<usize>();
            self.sels = self.sels.saturating_sub(sels);
        }
    }

    /// Pushes onto the frame below the current one (RETURN).
    pub fn push_to_caller(&mut self, v: Value) -> Result<(), RunErrorKind> {
        let caller = self.frames.len().checked_sub(2).ok_or(RunErrorKind::NoFrame)?;
        self.push_at(caller, v)
    }
}

/// The bytes before the first NUL.
fn c_str(s: &[u8]) -> Vec<u8> {
    s.iter().take_while(|&&c| c != 0).copied().collect()
}

/// A name for messages.
pub fn lossy(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}
