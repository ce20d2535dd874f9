//! lev_comp: NetHack 3.6's special-level compiler (in progress).
pub mod ast;
pub mod lexer;
pub mod messages;
pub mod parse;
