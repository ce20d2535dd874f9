//! OxHack's definition language and the tables it compiles to.
//!
//! `dat/objects.def`, `monsters.def`, `artifacts.def` and `properties.def`
//! hold NetHack 3.6.7's object, monster and artifact lists and the random
//! object properties, in one small record syntax documented in
//! `dat/README.md`. The pipeline has one boundary type per stage:
//! text -> [`lexer::Tok`] -> [`ast::Record`] (untyped) -> [`Tables`]
//! (checked) -> bytes ([`binary`]). makedefs drives it; the game embeds
//! the result.

pub mod ast;
pub mod binary;
pub mod bodies;
pub mod check;
pub mod enums;
pub mod flags;
pub mod itempower;
pub mod lexer;
pub mod messages;
pub mod names;
pub mod parse;
pub mod rustgen;
pub mod tables;
pub mod treasure;

pub use bodies::{BodyShape, Outgrow, Slot};
pub use enums::*;
pub use flags::*;
pub use itempower::{ItemPower, Rarity};
pub use names::Named;
pub use tables::*;
pub use treasure::*;

use oxhack_diag::{Diags, Sources};
use std::path::Path;

/// The definition files of `dat/`, in the order their records are read.
pub const DEF_FILES: &[&str] =
    &["objects.def", "monsters.def", "artifacts.def", "properties.def", "itempower.def", "bodies.def", "treasure.def"];

/// Parses and checks definition texts (name, text) in order.
pub fn compile_texts(files: &[(String, String)], sources: &mut Sources, diags: &mut Diags) -> Option<Tables> {
    let mut records = Vec::new();
    for (name, text) in files {
        let id = sources.add(name.clone(), text.clone());
        records.extend(parse::parse(id, text, diags));
    }
    // Check even after syntax errors, to report everything in one run.
    let tables = check::check(&records, diags);
    if diags.has_errors() { None } else { tables }
}

/// Reads [`DEF_FILES`] from `dir` and compiles them.
pub fn compile_dir(dir: &Path, sources: &mut Sources, diags: &mut Diags) -> Option<Tables> {
    let mut files = Vec::new();
    for name in DEF_FILES {
        let path = dir.join(name);
        match std::fs::read(&path) {
            Ok(bytes) => match String::from_utf8(bytes) {
                Ok(text) => files.push((path.display().to_string(), text)),
                Err(_) => diags.push(messages::not_utf8(&path.display().to_string())),
            },
            Err(e) => diags.push(messages::missing_file(&path.display().to_string(), &e)),
        }
    }
    if diags.has_errors() {
        return None;
    }
    compile_texts(&files, sources, diags)
}
