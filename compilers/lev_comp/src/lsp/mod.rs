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
