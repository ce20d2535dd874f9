//! lev_comp: NetHack 3.6's special-level compiler.
//!
//! A `.des` file goes through one stage per module, each with its own
//! boundary type: [`lexer`] (tokens) -> [`parse`] (`File<Untyped>`) ->
//! [`check`] (`File<Checked>`, names resolved, variables typed) ->
//! [`codegen`] (one [`oxhack_vm::Program`] per level). Every message lives
//! in [`messages`]. The output is byte-identical to the C tool's on
//! NetHack 3.6.7's own levels.

pub mod ast;
pub mod check;
pub mod codegen;
pub mod disasm;
pub mod dungeon;
pub mod explain;
pub mod forms;
pub mod lexer;
pub mod lsp;
pub mod messages;
pub mod names;
pub mod output;
pub mod parse;
mod syntax;

use oxhack_diag::{Diags, FileId};
use oxhack_vm::Program;

pub use check::CheckOptions;

/// One compiled level: its name (the output file is `<name>.lev`) and code.
#[derive(Debug, Clone, PartialEq)]
pub struct CompiledLevel {
    pub name: String,
    pub program: Program,
}

/// Compiles a `.des` text already registered as `file`. Diagnostics go to
/// `diags`; levels are returned only if there was no error in the file.
pub fn compile(file: FileId, text: &str, opts: &CheckOptions, diags: &mut Diags) -> Option<Vec<CompiledLevel>> {
    let checked = front(file, text, opts, diags)?;
    let mut g = codegen::Generator::new();
    Some(checked.levels.iter().map(|l| CompiledLevel { name: l.name.text.clone(), program: g.level(l) }).collect())
}

/// Parsing and checking: the checked file, or `None` after an error. The
/// checker's diagnostics on a line that already has a syntax error are
/// dropped: they are echoes of it (a statement cut short by a missing
/// comma also "lacks" what came after the comma).
fn front(file: FileId, text: &str, opts: &CheckOptions, diags: &mut Diags) -> Option<ast::File<ast::Checked>> {
    let before = diags.error_count();
    let start = diags.list.len();
    let untyped = parse::parse(file, text, diags);
    let parsed = diags.list.len();
    let checked = check::check(untyped, oxhack_tables::tables(), opts, diags);
    let line_starts: Vec<usize> = std::iter::once(0).chain(text.match_indices('\n').map(|(i, _)| i + 1)).collect();
    let line = |d: &oxhack_diag::Diagnostic| {
        let at = d.labels.iter().find(|l| l.style == oxhack_diag::LabelStyle::Primary)?.range.start;
        Some(line_starts.partition_point(|&s| s <= at))
    };
    let syntax_lines: Vec<usize> = diags.list[start..parsed]
        .iter()
        .filter(|d| d.severity == oxhack_diag::Severity::Error)
        .filter_map(&line)
        .collect();
    if !syntax_lines.is_empty() {
        let tail = diags.list.split_off(parsed);
        diags.list.extend(tail.into_iter().filter(|d| line(d).is_none_or(|l| !syntax_lines.contains(&l))));
    }
    if diags.error_count() > before {
        return None;
    }
    Some(checked)
}

/// Where each statement's code starts: (first instruction, statement span).
pub type Marks = Vec<(usize, oxhack_diag::Span)>;

/// As [`compile`], with each level's statement marks (where each
/// statement's code starts), for annotated listings.
pub fn compile_marked(
    file: FileId,
    text: &str,
    opts: &CheckOptions,
    diags: &mut Diags,
) -> Option<Vec<(CompiledLevel, Marks)>> {
    let checked = front(file, text, opts, diags)?;
    let mut g = codegen::Generator::new();
    Some(
        checked
            .levels
            .iter()
            .map(|l| {
                let (program, marks) = g.level_marked(l);
                (CompiledLevel { name: l.name.text.clone(), program }, marks)
            })
            .collect(),
    )
}
