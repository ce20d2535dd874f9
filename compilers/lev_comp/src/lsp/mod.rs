//! `lev_comp lsp`: a language server for `.des` files, over stdio.
//!
//! Built on rust-analyzer's lsp-server (sync, no async runtime) and the
//! lsp-types protocol types. Each open document is compiled on every
//! change with [`crate::compile`], the very diagnostics the command line
//! prints, and indexed from lev_comp's own lexer (tolerant of broken
//! text) for the editor features. One module per feature:
//!
//! - [`server`]: the protocol state machine and the stdio loop;
//! - [`documents`]: open texts, cached analysis per version;
//! - [`diagnostics`]: codespan diagnostics as LSP ones;
//! - [`code_action`]: "did you mean" quick fixes;
//! - [`completion`], [`hover`], [`navigation`] (definition, references),
//!   [`symbols`] (outline), [`semantic`] (highlighting, MAP bodies too);
//! - helpers: [`position`] (UTF-16 positions), [`index`] (tokens, scopes,
//!   definitions), [`context`] (what the cursor is in), [`keywords`] (the
//!   keyword table), [`stats`] (monster and object stats).

pub mod code_action;
pub mod completion;
pub mod context;
pub mod diagnostics;
pub mod documents;
pub mod hover;
pub mod index;
pub mod keywords;
pub mod navigation;
pub mod position;
pub mod semantic;
pub mod server;
pub mod stats;
pub mod symbols;

pub use server::{Server, capabilities, run_stdio};

#[cfg(test)]
mod tests {
    use super::documents::Document;
    use super::*;

    /// Every feature at every position of broken, unusual texts: no panic.
    fn every_feature_everywhere(text: &str) {
        let doc = Document::new("file:///t.des".parse().unwrap(), 1, text.to_string(), true);
        let _ = semantic::tokens(&doc);
        let _ = symbols::document_symbols(&doc);
        for (offset, _) in text.char_indices().chain([(text.len(), ' ')]) {
            let _ = completion::complete(&doc, offset);
            let _ = hover::hover(&doc, offset);
            let _ = navigation::definition(&doc, offset);
            let _ = navigation::references(&doc, offset, true);
            let range = doc.range(offset, offset);
            let _ = code_action::code_actions(&doc, range);
        }
    }

    #[test]
    fn broken_texts_never_panic() {
        for text in [
            "",
            "\"",
            "MAZE:\"x",
            "MAZE:\"é😀\",' '\nMAP\n-é-\n|😀|\n",
            "MAP\n",
            "$",
            "$a[",
            "FUNCTION f( { } }",
            "}}}{{{",
            "MONSTER: ('é', \"",
            "MONSTER: ('\\'', \"x\"), (1,1)\r\nOBJECT: (')',\r\n",
            "LEVEL:\"a\"\nROOM:\"ordinary\",lit,(1,1),(left,top),(5,5) {\nSUBROOM:\"shop\"",
            "IF [$x < 1] { ELSE",
            "# only a comment",
            "MAZE:\"m\",' '\nMAP\n..\nENDMAP\nENDMAP\n$x = $x\n$y = { (1,2), (3,4,5,6) }\n",
        ] {
            every_feature_everywhere(text);
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::test_runner::Config { cases: 48, ..Default::default() })]
        /// Random text made of the language's pieces, with non-ASCII and
        /// broken bits: every feature at every position, never a panic.
        #[test]
        fn random_texts_never_panic(parts in proptest::collection::vec(proptest::sample::select(vec![
            "MAZE:", "LEVEL:", "\"x\"", "\"", "'", "'D'", "(", ")", "{", "}", "[", "]", ",", ":", "$a", "$a[",
            " = ", "MAP\n", "ENDMAP\n", "\n", "\r\n", "# c\n", "..|-+S}", "MONSTER", "OBJECT", "FUNCTION f",
            "f(", "random", "é", "😀", "\t", "1", "-2", "3d4", "50%", "selection:", "rect", "ROOM", "IF",
        ]), 0..40)) {
            every_feature_everywhere(&parts.concat());
        }
    }
}
