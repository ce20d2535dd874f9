//! dgn_comp: NetHack 3.6's dungeon compiler.
//!
//! `dungeon.def` (after `makedefs -e`, as `dungeon.pdf`) goes through
//! [`lexer`] -> [`parse`] (statements) -> [`check`] ([`DungeonFile`]) ->
//! bytes ([`DungeonFile::encode`]), byte-identical to the C tool's
//! `dungeon` file. The game embeds the [`DungeonFile`] value itself.

pub mod ast;
pub mod check;
pub mod dungeon;
pub mod levels;
pub mod lexer;
pub mod messages;
pub mod parse;
pub mod placement;
pub mod roles;

pub use dungeon::{BranchDef, BranchKind, DungeonDef, DungeonFile, LevelDef};

use oxhack_diag::{Diags, FileId};

/// Compiles a dungeon description registered as `file`; `None` when any
/// error was reported.
pub fn compile(file: FileId, text: &str, diags: &mut Diags) -> Option<DungeonFile> {
    let before = diags.error_count();
    let stmts = parse::parse(file, text, diags);
    let (out, _) = check::check(&stmts, diags);
    (diags.error_count() == before).then_some(out)
}

/// Compiles and also returns where each dungeon, level and branch was
/// written (for follow-up checks such as [`levels::check_files`]).
pub fn compile_with_spans(file: FileId, text: &str, diags: &mut Diags) -> Option<(DungeonFile, check::Spans)> {
    let before = diags.error_count();
    let stmts = parse::parse(file, text, diags);
    let out = check::check(&stmts, diags);
    (diags.error_count() == before).then_some(out)
}
