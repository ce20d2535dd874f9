//! The open documents: text, version and everything derived from them.
//!
//! The client sends whole texts (full sync; ranged edits are applied too,
//! should a client send them). On every change the document is compiled
//! and indexed once, and every request on that version reads the cached
//! results: that is what keeps each answer well under the 50 ms budget on
//! a 2,000-line file.

use super::diagnostics;
use super::index::Index;
use super::position::LineIndex;
use lsp_types::{TextDocumentContentChangeEvent, Uri};
use std::collections::HashMap;

/// One open document and its analysis.
#[derive(Debug)]
pub struct Document {
    pub uri: Uri,
    pub version: i32,
    pub text: String,
    pub lines: LineIndex,
    pub index: Index,
    /// The compiler's diagnostics, as LSP diagnostics.
    pub diagnostics: Vec<lsp_types::Diagnostic>,
}

impl Document {
    /// Compiles and indexes `text`.
    pub fn new(uri: Uri, version: i32, text: String, warnings: bool) -> Document {
        let lines = LineIndex::new(&text);
        let index = Index::new(&text);
        let diagnostics = diagnostics::compile(&uri, &text, &lines, warnings);
        Document { uri, version, text, lines, index, diagnostics }
    }

    /// The byte offset of an LSP position.
    pub fn offset(&self, pos: lsp_types::Position) -> usize {
        self.lines.offset(&self.text, pos)
    }

    /// The LSP range of a byte range.
    pub fn range(&self, start: usize, end: usize) -> lsp_types::Range {
        self.lines.range(&self.text, start, end)
    }
}

/// The documents the client has open, by URI.
#[derive(Debug, Default)]
pub struct Documents {
    docs: HashMap<String, Document>,
    /// `-w`: the checker's extra warnings (unused variables, names that
    /// match only when case is ignored); on unless the client turns it off.
    pub warnings: bool,
}

impl Documents {
    pub fn new(warnings: bool) -> Documents {
        Documents { docs: HashMap::new(), warnings }
    }

    /// Opens (or replaces) a document; returns it.
    pub fn open(&mut self, uri: Uri, version: i32, text: String) -> &Document {
        let key = uri.as_str().to_string();
        let doc = Document::new(uri, version, text, self.warnings);
        self.docs.insert(key.clone(), doc);
        &self.docs[&key]
    }

    /// Applies changes to an open document; returns it, or `None` if the
    /// document is not open.
    pub fn change(
        &mut self,
        uri: &Uri,
        version: i32,
        changes: Vec<TextDocumentContentChangeEvent>,
    ) -> Option<&Document> {
        let old = self.docs.remove(uri.as_str())?;
        let mut text = old.text;
        let mut lines = old.lines;
        for c in changes {
            match c.range {
                None => text = c.text,
                Some(r) => {
                    let start = lines.offset(&text, r.start);
                    let end = lines.offset(&text, r.end).max(start);
                    text.replace_range(start..end, &c.text);
                }
            }
            lines = LineIndex::new(&text);
        }
        Some(self.open(old.uri, version, text))
    }

    /// Forgets a closed document.
    pub fn close(&mut self, uri: &Uri) {
        self.docs.remove(uri.as_str());
    }

    pub fn get(&self, uri: &Uri) -> Option<&Document> {
        self.docs.get(uri.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use lsp_types::{Position, Range};

    #[test]
    fn ranged_changes_apply() {
        let uri: Uri = "file:///t.des".parse().unwrap();
        let mut docs = Documents::new(false);
        docs.open(uri.clone(), 1, "MAZE:\"x\",' '\nEXIT\n".into());
        let edit = TextDocumentContentChangeEvent {
            range: Some(Range { start: Position { line: 1, character: 0 }, end: Position { line: 1, character: 4 } }),
            range_length: None,
            text: "BREAK".into(),
        };
        let d = docs.change(&uri, 2, vec![edit]).unwrap();
        assert_eq!(d.text, "MAZE:\"x\",' '\nBREAK\n");
        assert_eq!(d.version, 2);
        assert!(!d.diagnostics.is_empty(), "BREAK outside a block is an error");
    }
}
