//! The defs suites' shared harness: compile a base file and one file
//! under test from text, and render every diagnostic as a user sees it.
#![allow(dead_code)]

use oxhack_defs::{Tables, compile_texts};
use oxhack_diag::{Diags, Sources};

/// Compiles `base.def` (`base`) then `name` (`text`): the tables, if any,
/// and every diagnostic rendered plain.
pub fn compile(base: &str, name: &str, text: &str) -> (Option<Tables>, String) {
    let mut sources = Sources::new();
    let mut diags = Diags::new();
    let files = vec![("base.def".to_string(), base.to_string()), (name.to_string(), text.to_string())];
    let tables = compile_texts(&files, &mut sources, &mut diags);
    (tables, sources.render_plain(&diags.list))
}

/// As [`compile`], for input that must fail: the rendered diagnostics,
/// after checking that no tables came out and at least one error did.
pub fn render_bad(base: &str, name: &str, text: &str) -> String {
    let (tables, out) = compile(base, name, text);
    assert!(tables.is_none(), "bad input must not produce tables:\n{out}");
    assert!(out.lines().any(|l| l.starts_with("error")), "bad input must give an error:\n{out}");
    out
}
