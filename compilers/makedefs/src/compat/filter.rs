//! makedefs' `^` conditional filter, applied to `dungeon.def` (`-e`) and
//! to the random-text files (`-s`) before anything else reads them.
//!
//! Lines starting with `^` are controls: `^?NAME` keeps the following
//! lines if NAME is defined, `^!NAME` if it is not, `^:` is "else", `^.`
//! ends the block, `^#` is a comment, and `^^` stands for a line that
//! starts with a literal `^` (the first `^` is dropped). Blocks nest.
//!
//! Reproduced quirks of the original:
//! - `^` followed by a space or tab is not a control: the line is kept
//!   whole, caret included.
//! - The name is everything after the `?`/`!` with leading blanks
//!   skipped, trailing blanks included (`^?MAIL ` is not `MAIL`).
//! - An unknown name counts as *defined* (the C tool does this so that new
//!   names can be tested before makedefs is rebuilt); here it is also a
//!   warning with a did-you-mean, where the C tool fails the run.
//!
//! Where the C tool silently misbehaves, this filter reports an error:
//! `^:` outside a block (the C tool then drops the rest of the file), and
//! a second `^:` in one block.

use super::Config;
use super::lines::Line;
use oxhack_diag::{Diags, FileId, Span, did_you_mean};

/// Deepest nesting of blocks: the C tool's stack holds 100 entries, one of
/// them the top level, and it refuses to push past 98.
pub const MAX_DEPTH: usize = 98;

struct Block {
    /// Whether lines were being kept when the block opened.
    outer: bool,
    /// Whether the "else" branch keeps lines.
    else_keeps: bool,
    /// The `^?`/`^!` line, for "never closed" errors.
    open: Span,
    /// The `^:` line, once seen.
    else_at: Option<Span>,
}

/// Runs the filter over `lines`; returns the lines kept (a `^^` line is
/// returned without its first `^`). Problems go to `diags`; the result is
/// meaningful only when no error was reported.
pub fn filter<'a>(lines: &[Line<'a>], file: FileId, config: &Config, diags: &mut Diags) -> Vec<Line<'a>> {
    let mut out = Vec::new();
    let mut keeping = true;
    let mut stack: Vec<Block> = Vec::new();
    for line in lines {
        let bytes = line.text.as_bytes();
        if bytes.first() != Some(&b'^') {
            if keeping {
                out.push(*line);
            }
            continue;
        }
        let here = line.span(file);
        match bytes.get(1).copied() {
            Some(b' ' | b'\t' | b'\r' | b'\x0b' | b'\x0c') => {
                if keeping {
                    out.push(*line);
                }
            }
            Some(b'^') => {
                if keeping {
                    out.push(line.skip(1));
                }
            }
            Some(b'#') => {}
            Some(b'.') => match stack.pop() {
                Some(block) => keeping = block.outer,
                None => {
                    diags
                        .error(here, "`^.` without an open `^?` or `^!` block", "nothing to end here")
                        .notes
                        .push("help: remove this line, or open a block before it with `^?NAME`".to_string());
                }
            },
            Some(c @ (b'?' | b'!')) => {
                if stack.len() >= MAX_DEPTH {
                    diags.error(
                        here,
                        format!("conditional blocks nested too deeply (at most {MAX_DEPTH})"),
                        "one block too many",
                    );
                    continue;
                }
                let defined = check_name(line, file, config, diags);
                let wanted = if c == b'?' { defined } else { !defined };
                stack.push(Block { outer: keeping, else_keeps: keeping && !wanted, open: here, else_at: None });
                keeping = keeping && wanted;
            }
            Some(b':') => match stack.last_mut() {
                Some(block) => {
                    if let Some(first) = block.else_at {
                        let d = diags.error(here, "second `^:` in one conditional block", "another else");
                        d.labels.push(first.secondary("first `^:` of the block"));
                    } else {
                        block.else_at = Some(here);
                    }
                    keeping = block.else_keeps;
                }
                None => {
                    diags
                        .error(here, "`^:` without an open `^?` or `^!` block", "else of nothing")
                        .notes
                        .push("note: the original makedefs silently drops every line after this one".to_string());
                }
            },
            other => {
                let what = match other {
                    Some(c) if c.is_ascii_graphic() => format!("`^{}`", c as char),
                    Some(c) => format!("`^` followed by byte 0x{c:02x}"),
                    None => "a lone `^`".to_string(),
                };
                diags.error(line.sub(file, 0..2), format!("unknown control line: {what}"), "not a control").notes.push(
                    "help: controls are `^?NAME`, `^!NAME`, `^:`, `^.`, `^#` (comment); \
                     write `^^` for a line starting with `^`"
                        .to_string(),
                );
            }
        }
    }
    for block in &stack {
        diags
            .error(block.open, "conditional block is never closed", "this block has no `^.`")
            .notes
            .push("help: end the block with a line `^.`".to_string());
    }
    out
}

/// Looks up the name of a `^?`/`^!` line; reports missing and unknown
/// names. An unknown name counts as defined, as in the C tool.
fn check_name(line: &Line<'_>, file: FileId, config: &Config, diags: &mut Diags) -> bool {
    let rest = &line.text[2..];
    let lead = rest.len() - rest.trim_start().len();
    let name = &rest[lead..];
    let span = line.sub(file, 2 + lead..line.text.len());
    if name.is_empty() {
        diags
            .error(line.span(file), "conditional without a name", "name missing after this")
            .notes
            .push("help: write the name to test right after the `?` or `!`, e.g. `^?MAIL`".to_string());
        return false;
    }
    match config.is_defined(name) {
        Some(d) => d,
        None => {
            let known = config.conditionals.iter().map(|(n, _)| n.as_str());
            let help = did_you_mean(name.trim_end(), known);
            let d = diags.warning(span, format!("unknown conditional name `{name}`"), "not a known name");
            d.notes.push("note: an unknown name counts as defined, as in the original makedefs".to_string());
            if let Some(h) = help {
                d.notes.push(format!("help: {h}"));
            }
            true
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compat::lines::split;

    fn run(text: &str) -> (Vec<String>, usize) {
        let mut diags = Diags::new();
        let kept = filter(&split(text), 0, &Config::default(), &mut diags);
        (kept.iter().map(|l| l.text.to_string()).collect(), diags.error_count())
    }

    #[test]
    fn keeps_defined_and_else_branches() {
        let (kept, errs) = run("a\n^?MAIL\nb\n^:\nc\n^.\n^!MAIL\nd\n^:\ne\n^.\n^^f\n^ g\n^#h\n");
        assert_eq!(errs, 0);
        assert_eq!(kept, ["a", "b", "e", "^f", "^ g"]);
    }

    #[test]
    fn nested_blocks_inside_a_dropped_block_stay_dropped() {
        let (kept, errs) = run("^?AMIGA\n^!AMIGA\nx\n^:\ny\n^.\n^:\nz\n^.\n");
        assert_eq!(errs, 0);
        assert_eq!(kept, ["z"]);
    }

    #[test]
    fn structural_errors() {
        assert_eq!(run("^.\n").1, 1);
        assert_eq!(run("^:\n").1, 1);
        assert_eq!(run("^?MAIL\n").1, 1);
        assert_eq!(run("^?MAIL\n^:\n^:\n^.\n").1, 1);
        assert_eq!(run("^x\n").1, 1);
        assert_eq!(run("^\n").1, 1);
        assert_eq!(run("^?\n^.\n").1, 1);
    }
}
