//! The compiler's diagnostics, as LSP diagnostics.
//!
//! A document is compiled with [`crate::compile`], exactly as the command
//! line does it, and each codespan diagnostic becomes one LSP diagnostic:
//! its severity and code, its message with the notes appended (one per
//! line), the primary label's range, and the secondary labels as related
//! information. A "did you mean 'X'?" note also travels in the
//! diagnostic's `data` as `{"replacement": ...}`, for the quick fix.

use super::position::LineIndex;
use crate::CheckOptions;
use lsp_types::{DiagnosticRelatedInformation, DiagnosticSeverity, Location, NumberOrString, Uri};
use oxhack_diag::{Diags, LabelStyle, Severity};

/// The diagnostics of compiling `text` (with `-w` warnings if asked).
pub fn compile(uri: &Uri, text: &str, lines: &LineIndex, warnings: bool) -> Vec<lsp_types::Diagnostic> {
    let mut diags = Diags::new();
    let _ = crate::compile(0, text, &CheckOptions { verbose: warnings }, &mut diags);
    diags.list.iter().map(|d| convert(uri, text, lines, d)).collect()
}

/// One codespan diagnostic as an LSP one.
pub fn convert(uri: &Uri, text: &str, lines: &LineIndex, d: &oxhack_diag::Diagnostic) -> lsp_types::Diagnostic {
    let primary = d.labels.iter().find(|l| l.style == LabelStyle::Primary).or(d.labels.first());
    let range = primary.map_or_else(|| lines.range(text, 0, 0), |l| lines.range(text, l.range.start, l.range.end));
    let mut message = d.message.clone();
    for n in &d.notes {
        message.push('\n');
        message.push_str(n);
    }
    let related: Vec<DiagnosticRelatedInformation> = d
        .labels
        .iter()
        .filter(|l| l.style == LabelStyle::Secondary)
        .map(|l| DiagnosticRelatedInformation {
            location: Location { uri: uri.clone(), range: lines.range(text, l.range.start, l.range.end) },
            message: if l.message.is_empty() { d.message.clone() } else { l.message.clone() },
        })
        .collect();
    let data = primary.and_then(|l| {
        let replacement = d.notes.iter().find_map(|n| suggestion(n))?;
        let old = text.get(l.range.clone())?;
        // A quoted name is replaced by the suggestion in quotes.
        let quoted = old.len() >= 2 && old.starts_with('"') && old.ends_with('"');
        let new = if quoted { format!("\"{replacement}\"") } else { replacement };
        Some(serde_json::json!({ "replacement": new }))
    });
    lsp_types::Diagnostic {
        range,
        severity: Some(severity(d.severity)),
        code: d.code.clone().map(NumberOrString::String),
        code_description: None,
        source: Some("lev_comp".into()),
        message,
        related_information: (!related.is_empty()).then_some(related),
        tags: None,
        data,
    }
}

fn severity(s: Severity) -> DiagnosticSeverity {
    match s {
        Severity::Bug | Severity::Error => DiagnosticSeverity::ERROR,
        Severity::Warning => DiagnosticSeverity::WARNING,
        Severity::Note => DiagnosticSeverity::INFORMATION,
        Severity::Help => DiagnosticSeverity::HINT,
    }
}

/// The name `X` of a "did you mean 'X'?" note (as built by
/// [`oxhack_diag::did_you_mean`]), if the note is one.
pub fn suggestion(note: &str) -> Option<String> {
    const OPEN: &str = "did you mean '";
    let at = note.find(OPEN)? + OPEN.len();
    let rest = &note[at..];
    // Names may hold an apostrophe: the suggestion ends at the last `'?`.
    let end = rest.rfind("'?")?;
    let name = &rest[..end];
    (!name.is_empty()).then(|| name.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn diags(text: &str) -> Vec<lsp_types::Diagnostic> {
        let uri: Uri = "file:///t.des".parse().unwrap();
        compile(&uri, text, &LineIndex::new(text), false)
    }

    #[test]
    fn suggestion_from_notes() {
        assert_eq!(suggestion("help: did you mean 'soldier ant'?").as_deref(), Some("soldier ant"));
        assert_eq!(suggestion("help: did you mean 'Medusa's head'?").as_deref(), Some("Medusa's head"));
        assert_eq!(suggestion("help: write `random`"), None);
    }

    #[test]
    fn unknown_monster_has_range_and_quoted_fix() {
        let text = "MAZE:\"x\",' '\nMONSTER:('a',\"soldier ants\"),(1,1)\n";
        let d = diags(text);
        let m = d.iter().find(|d| d.message.contains("soldier ants")).expect("an unknown monster error");
        assert_eq!(m.severity, Some(DiagnosticSeverity::ERROR));
        assert_eq!(m.range.start.line, 1);
        assert_eq!(m.range.start.character, 13, "the range starts at the name's opening quote");
        assert!(m.message.contains("did you mean 'soldier ant'?"), "{}", m.message);
        assert_eq!(m.data, Some(serde_json::json!({ "replacement": "\"soldier ant\"" })));
    }

    #[test]
    fn secondary_labels_become_related_information() {
        let text = "MAZE:\"x\",' '\n$a = 1\n$a = \"s\"\n";
        let d = diags(text);
        let m = d.iter().find(|d| d.message.contains("redefine")).expect("a redefinition error");
        let rel = m.related_information.as_ref().expect("related information");
        assert_eq!(rel[0].location.range.start.line, 1);
        assert_eq!(m.range.start.line, 2);
    }

    #[test]
    fn clean_file_has_none() {
        assert!(diags("MAZE:\"x\",' '\nMESSAGE:\"hi\"\n").is_empty());
    }
}
