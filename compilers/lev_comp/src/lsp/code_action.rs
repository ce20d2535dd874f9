//! Quick fixes: "did you mean 'X'?" applied with one click.
//!
//! Every diagnostic of the document whose range meets the requested range
//! and that carries a replacement (see [`super::diagnostics`]) gives one
//! quick fix replacing the diagnostic's range (the misspelled name) with
//! the suggestion.

use super::documents::Document;
use lsp_types::{CodeAction, CodeActionKind, CodeActionOrCommand, Range, TextEdit, WorkspaceEdit};
use std::collections::HashMap;

/// The quick fixes for `range` of `doc`.
pub fn code_actions(doc: &Document, range: Range) -> Vec<CodeActionOrCommand> {
    doc.diagnostics
        .iter()
        .filter(|d| meets(d.range, range))
        .filter_map(|d| {
            let new_text = d.data.as_ref()?.get("replacement")?.as_str()?.to_string();
            let edit = TextEdit { range: d.range, new_text: new_text.clone() };
            Some(CodeActionOrCommand::CodeAction(CodeAction {
                title: format!("Replace with {new_text}"),
                kind: Some(CodeActionKind::QUICKFIX),
                diagnostics: Some(vec![d.clone()]),
                edit: Some(WorkspaceEdit {
                    changes: Some(HashMap::from([(doc.uri.clone(), vec![edit])])),
                    ..WorkspaceEdit::default()
                }),
                is_preferred: Some(true),
                ..CodeAction::default()
            }))
        })
        .collect()
}

/// Whether two ranges overlap or touch.
fn meets(a: Range, b: Range) -> bool {
    a.start <= b.end && b.start <= a.end
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fixes_a_misspelled_statement() {
        let uri: lsp_types::Uri = "file:///t.des".parse().unwrap();
        let doc = Document::new(uri, 1, "MAZE:\"x\",' '\nMONSTR:'a',\"giant ant\",(1,1)\n".into(), false);
        let at = lsp_types::Position { line: 1, character: 2 };
        let actions = code_actions(&doc, Range { start: at, end: at });
        let Some(CodeActionOrCommand::CodeAction(a)) = actions.first() else { panic!("no action: {actions:?}") };
        let edits = &a.edit.as_ref().unwrap().changes.as_ref().unwrap()[&doc.uri];
        assert_eq!(edits[0].new_text, "MONSTER");
        assert_eq!(edits[0].range.start.character, 0);
        assert_eq!(edits[0].range.end.character, 6);
    }
}
