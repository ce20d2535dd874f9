//! `makedefs -e`: `dungeon.def` to `dungeon.pdf`, the input of dgn_comp.
//!
//! The "do not edit" line, then every line the [`filter`]
//! keeps except those starting with `#`, unchanged.

use super::lines::{self, MAX_FILTER_LINE};
use super::{Config, DONT_EDIT, filter};
use oxhack_diag::{Diags, FileId};

/// Preprocesses `dungeon.def` (`text`, file `file` in the diagnostics);
/// `None` after reporting errors.
pub fn compile(text: &str, file: FileId, config: &Config, diags: &mut Diags) -> Option<Vec<u8>> {
    let errors = diags.error_count();
    let (all, _) = lines::checked(text, file, MAX_FILTER_LINE, diags);
    let kept = filter::filter(&all, file, config, diags);
    if diags.error_count() > errors {
        return None;
    }
    let mut out = DONT_EDIT.as_bytes().to_vec();
    for line in kept.iter().filter(|l| !l.text.starts_with('#')) {
        out.extend_from_slice(line.text.as_bytes());
        out.push(b'\n');
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn drops_comments_and_filtered_lines() {
        let mut diags = Diags::new();
        let out = compile("# c\nA\n^?AMIGA\nB\n^.\n\nC", 0, &Config::default(), &mut diags).unwrap();
        assert_eq!(out, format!("{DONT_EDIT}A\n\nC\n").as_bytes());
    }
}
