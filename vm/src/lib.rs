//! The special-level machine: NetHack 3.6's SPO_* bytecode.
//!
//! [`isa`] declares the 76 opcodes once; [`Program`] is a compiled level
//! (what lev_comp writes and the level builder runs) with the single
//! encoder and decoder of the `.lev` layout; [`value`] names the packed
//! operand forms; [`disasm`] prints a readable listing. The verifier and
//! the interpreter core build on these.

pub mod disasm;
pub mod isa;
pub mod program;
pub mod terrain;
pub mod value;

pub use isa::{MAX_SP_OPCODES, Op, Opcode, StackEffect};
pub use program::{LoadError, LoadErrorKind, Program, VersionInfo};
pub use value::Operand;
