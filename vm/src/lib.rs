//! The special-level machine: NetHack 3.6's SPO_* bytecode.
//!
//! [`isa`] declares the 76 opcodes once; [`Program`] is a compiled level
//! (what lev_comp writes and the level builder runs) with the single
//! encoder and decoder of the `.lev` layout; [`value`] names the packed
//! operand forms; [`disasm`] prints a readable listing.
//!
//! Running a level: [`verify()`] checks a program once and returns a
//! [`Verified`] one (operand shapes, static jump targets, stack depth,
//! operand and variable types); an [`Interpreter`] runs only verified
//! programs, within a [`Budget`], doing control flow, stack, arithmetic
//! and selections ([`sel`]) itself and handing every level-building
//! opcode to a [`Host`] (the game's level builder; the trait documents
//! what each opcode pops). [`RecordingHost`] is a host for tests.

pub mod disasm;
pub mod interp;
pub mod isa;
pub mod program;
pub mod sel;
pub mod terrain;
pub mod value;
pub mod verify;

pub use interp::{
    Args, Budget, BudgetKind, Host, HostError, Interpreter, RecordingHost, RunError, RunErrorKind, RunStats, Value,
};
pub use isa::{MAX_SP_OPCODES, Op, Opcode, StackEffect};
pub use program::{LoadError, LoadErrorKind, Program, VersionInfo};
pub use sel::Selection;
pub use value::Operand;
pub use verify::{Verified, VerifyError, VerifyErrorKind, verify};
