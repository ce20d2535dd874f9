//! The special-level machine: NetHack 3.6's SPO_* bytecode.
//!
//! Opcodes, their encoding in `.lev` files, the verifier and the
//! interpreter core arrive with the lev_comp and level-builder issues.
