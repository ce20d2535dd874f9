//! The server loop: JSON-RPC messages in, answers out.
//!
//! [`Server::handle`] is the whole protocol state machine, independent of
//! any transport (the tests and the benchmark drive it directly);
//! [`run_stdio`] wires it to stdin/stdout with lsp-server's reader and
//! writer threads. Nothing here may panic on any input: unknown requests
//! get `MethodNotFound`, bad parameters `InvalidParams`, requests before
//! `initialize` `ServerNotInitialized`, and a handler that fails anyway is
//! caught and answered with `InternalError`. The loop ends on `exit` or
//! when stdin closes (the reader thread ends and the channel with it).

use super::documents::Documents;
use super::{code_action, completion, hover, navigation, semantic, symbols};
use lsp_server::{Connection, ErrorCode, Message, Notification, Request, Response};
use lsp_types::notification::{self as notif, Notification as _};
use lsp_types::request::{self as req, Request as _};
use lsp_types::{
    CodeActionProviderCapability, CompletionOptions, HoverProviderCapability, OneOf, PublishDiagnosticsParams,
    SemanticTokensFullOptions, SemanticTokensOptions, SemanticTokensServerCapabilities, ServerCapabilities,
    TextDocumentSyncCapability, TextDocumentSyncKind,
};
use serde_json::Value;

/// Where the protocol is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum State {
    /// Waiting for `initialize`.
    Uninitialized,
    Running,
    /// `shutdown` received: only `exit` is expected.
    ShutDown,
    /// `exit` received.
    Exited,
}

/// The language server's state: the protocol phase and open documents.
pub struct Server {
    state: State,
    docs: Documents,
    shutdown_seen: bool,
}

impl Default for Server {
    fn default() -> Self {
        Server::new()
    }
}

/// What the server announces it can do.
pub fn capabilities() -> ServerCapabilities {
    ServerCapabilities {
        text_document_sync: Some(TextDocumentSyncCapability::Kind(TextDocumentSyncKind::FULL)),
        completion_provider: Some(CompletionOptions {
            trigger_characters: Some(vec!["\"".into(), "$".into(), "'".into(), ",".into()]),
            ..CompletionOptions::default()
        }),
        hover_provider: Some(HoverProviderCapability::Simple(true)),
        definition_provider: Some(OneOf::Left(true)),
        references_provider: Some(OneOf::Left(true)),
        document_symbol_provider: Some(OneOf::Left(true)),
        code_action_provider: Some(CodeActionProviderCapability::Simple(true)),
        semantic_tokens_provider: Some(SemanticTokensServerCapabilities::SemanticTokensOptions(
            SemanticTokensOptions {
                legend: semantic::legend(),
                full: Some(SemanticTokensFullOptions::Bool(true)),
                range: None,
                ..SemanticTokensOptions::default()
            },
        )),
        ..ServerCapabilities::default()
    }
}

impl Server {
    pub fn new() -> Server {
        Server { state: State::Uninitialized, docs: Documents::new(true), shutdown_seen: false }
    }

    /// Whether `exit` has been received (the loop should stop).
    pub fn exited(&self) -> bool {
        self.state == State::Exited
    }

    /// Whether `shutdown` came before `exit` (the exit status is 0 then).
    pub fn clean_exit(&self) -> bool {
        self.exited() && self.shutdown_seen
    }

    /// Handles one message; returns the messages to send back.
    pub fn handle(&mut self, msg: Message) -> Vec<Message> {
        match msg {
            Message::Request(r) => vec![Message::Response(self.request(r))],
            Message::Notification(n) => self.notification(n),
            // We send no requests, so no response is expected.
            Message::Response(_) => Vec::new(),
        }
    }

    fn request(&mut self, r: Request) -> Response {
        let id = r.id.clone();
        match (self.state, r.method.as_str()) {
            (State::Uninitialized, req::Initialize::METHOD) => {
                let params: Value = r.params;
                if let Some(w) = params.pointer("/initializationOptions/warnings").and_then(Value::as_bool) {
                    self.docs.warnings = w;
                }
                self.state = State::Running;
                let result = serde_json::json!({
                    "capabilities": capabilities(),
                    "serverInfo": { "name": "lev_comp", "version": env!("CARGO_PKG_VERSION") },
                });
                Response::new_ok(id, result)
            }
            (State::Uninitialized, _) => {
                error(id, ErrorCode::ServerNotInitialized, "the server has not been initialized")
            }
            (State::Running, req::Shutdown::METHOD) => {
                self.state = State::ShutDown;
                self.shutdown_seen = true;
                Response::new_ok(id, ())
            }
            (State::Running, _) => {
                let method = r.method.clone();
                let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| self.dispatch(r)));
                match outcome {
                    Ok(Ok(v)) => Response::new_ok(id, v),
                    Ok(Err((code, msg))) => error(id, code, &msg),
                    Err(_) => error(id, ErrorCode::InternalError, &format!("internal error handling {method}")),
                }
            }
            (_, _) => error(id, ErrorCode::InvalidRequest, "the server is shutting down"),
        }
    }

    /// Answers a request of a running server.
    fn dispatch(&mut self, r: Request) -> Result<Value, (ErrorCode, String)> {
        match r.method.as_str() {
            req::Completion::METHOD => {
                let p: lsp_types::CompletionParams = params(r.params)?;
                let pos = p.text_document_position;
                self.with_doc(&pos.text_document.uri, |d| json(completion::complete(d, d.offset(pos.position))))
            }
            req::HoverRequest::METHOD => {
                let p: lsp_types::HoverParams = params(r.params)?;
                let pos = p.text_document_position_params;
                self.with_doc(&pos.text_document.uri, |d| json(hover::hover(d, d.offset(pos.position))))
            }
            req::GotoDefinition::METHOD => {
                let p: lsp_types::GotoDefinitionParams = params(r.params)?;
                let pos = p.text_document_position_params;
                self.with_doc(&pos.text_document.uri, |d| json(navigation::definition(d, d.offset(pos.position))))
            }
            req::References::METHOD => {
                let p: lsp_types::ReferenceParams = params(r.params)?;
                let pos = p.text_document_position;
                let decl = p.context.include_declaration;
                self.with_doc(&pos.text_document.uri, |d| json(navigation::references(d, d.offset(pos.position), decl)))
            }
            req::DocumentSymbolRequest::METHOD => {
                let p: lsp_types::DocumentSymbolParams = params(r.params)?;
                self.with_doc(&p.text_document.uri, |d| json(symbols::document_symbols(d)))
            }
            req::SemanticTokensFullRequest::METHOD => {
                let p: lsp_types::SemanticTokensParams = params(r.params)?;
                self.with_doc(&p.text_document.uri, |d| json(semantic::tokens(d)))
            }
            req::CodeActionRequest::METHOD => {
                let p: lsp_types::CodeActionParams = params(r.params)?;
                self.with_doc(&p.text_document.uri, |d| json(code_action::code_actions(d, p.range)))
            }
            other => Err((ErrorCode::MethodNotFound, format!("unknown method {other}"))),
        }
    }

    /// Runs `f` on an open document (a request on a closed one is an error).
    fn with_doc(
        &self,
        uri: &lsp_types::Uri,
        f: impl FnOnce(&super::documents::Document) -> Value,
    ) -> Result<Value, (ErrorCode, String)> {
        match self.docs.get(uri) {
            Some(d) => Ok(f(d)),
            None => Err((ErrorCode::InvalidParams, format!("{} is not open", uri.as_str()))),
        }
    }

    fn notification(&mut self, n: Notification) -> Vec<Message> {
        if n.method == notif::Exit::METHOD {
            self.state = State::Exited;
            return Vec::new();
        }
        if self.state != State::Running {
            return Vec::new();
        }
        // Malformed notifications are dropped: there is no one to answer.
        match n.method.as_str() {
            notif::DidOpenTextDocument::METHOD => {
                let Ok(p) = serde_json::from_value::<lsp_types::DidOpenTextDocumentParams>(n.params) else {
                    return Vec::new();
                };
                let d = p.text_document;
                let doc = self.docs.open(d.uri, d.version, d.text);
                vec![publish(doc.uri.clone(), doc.diagnostics.clone(), Some(doc.version))]
            }
            notif::DidChangeTextDocument::METHOD => {
                let Ok(p) = serde_json::from_value::<lsp_types::DidChangeTextDocumentParams>(n.params) else {
                    return Vec::new();
                };
                let d = p.text_document;
                match self.docs.change(&d.uri, d.version, p.content_changes) {
                    Some(doc) => vec![publish(doc.uri.clone(), doc.diagnostics.clone(), Some(doc.version))],
                    None => Vec::new(),
                }
            }
            notif::DidCloseTextDocument::METHOD => {
                let Ok(p) = serde_json::from_value::<lsp_types::DidCloseTextDocumentParams>(n.params) else {
                    return Vec::new();
                };
                self.docs.close(&p.text_document.uri);
                vec![publish(p.text_document.uri, Vec::new(), None)]
            }
            _ => Vec::new(),
        }
    }
}

fn publish(uri: lsp_types::Uri, diagnostics: Vec<lsp_types::Diagnostic>, version: Option<i32>) -> Message {
    let p = PublishDiagnosticsParams { uri, diagnostics, version };
    Message::Notification(Notification::new(notif::PublishDiagnostics::METHOD.to_string(), p))
}

fn params<P: serde::de::DeserializeOwned>(v: Value) -> Result<P, (ErrorCode, String)> {
    serde_json::from_value(v).map_err(|e| (ErrorCode::InvalidParams, format!("invalid parameters: {e}")))
}

fn json<T: serde::Serialize>(v: T) -> Value {
    serde_json::to_value(v).unwrap_or(Value::Null)
}

fn error(id: lsp_server::RequestId, code: ErrorCode, msg: &str) -> Response {
    Response::new_err(id, code as i32, msg.to_string())
}

/// Serves LSP on stdin/stdout until `exit` or the end of stdin. Returns
/// whether the session ended cleanly (`shutdown` then `exit`).
pub fn run_stdio() -> bool {
    let (conn, io) = Connection::stdio();
    let mut server = Server::new();
    let clean = serve(&conn, &mut server);
    drop(conn);
    // The reader thread has ended (exit or end of input); a malformed
    // frame ends it with an error, which is reported here.
    if let Err(e) = io.join() {
        eprintln!("lev_comp lsp: {e}");
        return false;
    }
    clean
}

/// The loop: every message through the server, every answer out.
fn serve(conn: &Connection, server: &mut Server) -> bool {
    // `recv` fails once the reader thread is gone (stdin closed).
    while let Ok(msg) = conn.receiver.recv() {
        for out in server.handle(msg) {
            if conn.sender.send(out).is_err() {
                return false;
            }
        }
        if server.exited() {
            break;
        }
    }
    server.clean_exit()
}
