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

mod check;
mod flow;

use crate::program::Program;
use crate::sel::{COLNO, ROWNO};
use crate::value::spovar;
use check::Checker;
use flow::Flow;

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

#[cfg(test)]
mod tests;
