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
    compile_with_spans(file, text, diags).map(|(f, _)| f)
}

/// Compiles and also returns where each dungeon, level and branch was
/// written (for follow-up checks such as [`levels::check_files`]).
pub fn compile_with_spans(file: FileId, text: &str, diags: &mut Diags) -> Option<(DungeonFile, check::Spans)> {
    let before = diags.error_count();
    let stmts = parse::parse(file, text, diags);
    let (out, spans) = check::check(&stmts, diags);
    if diags.error_count() == before {
        check_placement(&out, &spans, diags);
    }
    (diags.error_count() == before).then_some((out, spans))
}

/// Levels that can never be placed (the C game would panic at start-up):
/// placement is tried for every dungeon size with every level present.
fn check_placement(file: &DungeonFile, spans: &check::Spans, diags: &mut Diags) {
    for (name, err) in placement::never_placeable(file) {
        let span = file
            .dungeons
            .iter()
            .position(|d| d.name == name)
            .map(|i| spans.dungeons[i])
            .or_else(|| {
                let names: Vec<&str> =
                    file.dungeons.iter().flat_map(|d| d.levels.iter().map(|l| l.name.as_str())).collect();
                names.iter().position(|n| name.contains(n)).map(|i| spans.levels[i])
            })
            .or_else(|| spans.dungeons.first().copied())
            .unwrap_or_default();
        diags.push(messages::never_placed(span, &name, &err.to_string()));
    }
}
