//! `lev_comp lsp`, driven as an editor drives it: the real binary, real
//! JSON-RPC messages framed with `Content-Length` over its stdin/stdout.

use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::{Duration, Instant};

const WAIT: Duration = Duration::from_secs(20);
const URI: &str = "file:///tmp/castle.des";

/// A client talking to one server process.
struct Client {
    child: Child,
    stdin: Option<ChildStdin>,
    incoming: Receiver<Value>,
    /// Notifications that arrived while waiting for a response.
    pending: Vec<Value>,
    next_id: i64,
}

impl Client {
    fn start() -> Client {
        let mut child = Command::new(env!("CARGO_BIN_EXE_lev_comp"))
            .arg("lsp")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("lev_comp lsp starts");
        let stdout = child.stdout.take().unwrap();
        let (tx, incoming) = channel();
        std::thread::spawn(move || {
            let mut r = BufReader::new(stdout);
            while let Some(msg) = read_frame(&mut r) {
                if tx.send(msg).is_err() {
                    break;
                }
            }
        });
        let stdin = child.stdin.take();
        Client { child, stdin, incoming, pending: Vec::new(), next_id: 1 }
    }

    fn send(&mut self, msg: Value) {
        let body = msg.to_string();
        let stdin = self.stdin.as_mut().expect("stdin open");
        write!(stdin, "Content-Length: {}\r\n\r\n{body}", body.len()).unwrap();
        stdin.flush().unwrap();
    }

    fn notify(&mut self, method: &str, params: Value) {
        self.send(json!({ "jsonrpc": "2.0", "method": method, "params": params }));
    }

    /// Sends a request and returns the whole response (result or error).
    fn call(&mut self, method: &str, params: Value) -> Value {
        let id = self.next_id;
        self.next_id += 1;
        self.send(json!({ "jsonrpc": "2.0", "id": id, "method": method, "params": params }));
        let deadline = Instant::now() + WAIT;
        loop {
            let msg = self.recv(deadline).unwrap_or_else(|| panic!("no response to {method}"));
            if msg.get("id") == Some(&json!(id)) && msg.get("method").is_none() {
                return msg;
            }
            self.pending.push(msg);
        }
    }

    /// The result of a request that must succeed.
    fn request(&mut self, method: &str, params: Value) -> Value {
        let r = self.call(method, params);
        assert!(r.get("error").is_none(), "{method} failed: {r}");
        r["result"].clone()
    }

    fn recv(&mut self, deadline: Instant) -> Option<Value> {
        let left = deadline.saturating_duration_since(Instant::now());
        self.incoming.recv_timeout(left).ok()
    }

    /// The next notification `method` (earlier ones already received first).
    fn notification(&mut self, method: &str) -> Value {
        if let Some(i) = self.pending.iter().position(|m| m["method"] == method) {
            return self.pending.remove(i)["params"].clone();
        }
        let deadline = Instant::now() + WAIT;
        loop {
            let msg = self.recv(deadline).unwrap_or_else(|| panic!("no {method} notification"));
            if msg["method"] == method {
                return msg["params"].clone();
            }
            self.pending.push(msg);
        }
    }

    fn initialize(&mut self) -> Value {
        let r = self.request("initialize", json!({ "processId": null, "rootUri": null, "capabilities": {} }));
        self.notify("initialized", json!({}));
        r
    }

    fn open(&mut self, text: &str) -> Value {
        self.notify(
            "textDocument/didOpen",
            json!({ "textDocument": { "uri": URI, "languageId": "des", "version": 1, "text": text } }),
        );
        self.notification("textDocument/publishDiagnostics")
    }

    fn change(&mut self, version: i64, text: &str) -> Value {
        self.notify(
            "textDocument/didChange",
            json!({ "textDocument": { "uri": URI, "version": version }, "contentChanges": [{ "text": text }] }),
        );
        self.notification("textDocument/publishDiagnostics")
    }

    /// A position request (hover, completion, definition...) at `line:character`.
    fn at(&mut self, method: &str, line: usize, character: usize, extra: Value) -> Value {
        let mut p = json!({ "textDocument": { "uri": URI }, "position": { "line": line, "character": character } });
        if let (Some(p), Some(e)) = (p.as_object_mut(), extra.as_object()) {
            p.extend(e.clone());
        }
        self.request(method, p)
    }

    /// Waits for the process to end; returns whether it exited with success.
    fn wait_exit(&mut self) -> bool {
        let deadline = Instant::now() + WAIT;
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status.success();
            }
            assert!(Instant::now() < deadline, "the server did not exit");
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

impl Drop for Client {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// One `Content-Length` framed message, or `None` at the end of output.
fn read_frame(r: &mut impl BufRead) -> Option<Value> {
    let mut len = None;
    loop {
        let mut line = String::new();
        if r.read_line(&mut line).ok()? == 0 {
            return None;
        }
        let line = line.trim_end();
        if line.is_empty() {
            break;
        }
        if let Some(v) = line.strip_prefix("Content-Length:") {
            len = v.trim().parse::<usize>().ok();
        }
    }
    let mut body = vec![0; len?];
    r.read_exact(&mut body).ok()?;
    serde_json::from_slice(&body).ok()
}

/// (line, character) of the first `needle` in `text`, plus `delta` columns.
fn pos(text: &str, needle: &str, delta: usize) -> (usize, usize) {
    let at = text.find(needle).unwrap_or_else(|| panic!("{needle:?} not in the text"));
    let line = text[..at].matches('\n').count();
    let col = at - text[..at].rfind('\n').map_or(0, |i| i + 1);
    (line, col + delta)
}

/// A level with one mistake: a misspelled monster name.
const BROKEN: &str = "\
MAZE:\"castle\",' '
FLAGS: noteleport
GEOMETRY:center,center
MAP
}}}}}}}}}
}-------}
}|.....|}
}---S---}
}}}}}}}}}
ENDMAP
$throne = (3,2)
FUNCTION guard($n : int) {
  LOOP [$n] { MONSTER: ('@', \"soldier\"), random }
}
MONSTER: ('a', \"soldier ants\"), $throne
MONSTER: ('D', \"red dragon\"), (4,2)
guard(1)
";

#[test]
fn a_whole_editing_session() {
    let mut c = Client::start();
    let init = c.initialize();
    let caps = &init["capabilities"];
    assert_eq!(caps["textDocumentSync"], 1, "full sync");
    assert_eq!(caps["hoverProvider"], true);
    assert!(caps["semanticTokensProvider"]["legend"]["tokenTypes"].as_array().unwrap().len() > 10);

    // Open a file with a mistake: one error, at the misspelled name.
    let d = c.open(BROKEN);
    assert_eq!(d["uri"], URI);
    let diags = d["diagnostics"].as_array().unwrap();
    assert_eq!(diags.len(), 1, "{diags:?}");
    let e = &diags[0];
    assert_eq!(e["severity"], 1);
    assert_eq!(e["source"], "lev_comp");
    let (line, col) = pos(BROKEN, "\"soldier ants\"", 0);
    assert_eq!(e["range"]["start"], json!({ "line": line, "character": col }));
    assert_eq!(e["range"]["end"], json!({ "line": line, "character": col + 14 }));
    let msg = e["message"].as_str().unwrap();
    assert!(msg.starts_with("unknown monster ('a', \"soldier ants\")"), "{msg}");
    assert!(msg.contains("help: did you mean 'soldier ant'?"), "{msg}");

    // The quick fix replaces the name, quotes kept.
    let actions = c.request(
        "textDocument/codeAction",
        json!({ "textDocument": { "uri": URI }, "range": e["range"], "context": { "diagnostics": [e] } }),
    );
    let action = &actions[0];
    assert_eq!(action["kind"], "quickfix");
    let edit = &action["edit"]["changes"][URI][0];
    assert_eq!(edit["newText"], "\"soldier ant\"");
    assert_eq!(edit["range"], e["range"]);

    // Apply it: the diagnostics clear.
    let fixed = BROKEN.replace("\"soldier ants\"", "\"soldier ant\"");
    let d = c.change(2, &fixed);
    assert_eq!(d["diagnostics"], json!([]), "{d}");
    assert_eq!(d["version"], 2);

    // Completion inside ('D', "..."): dragons only.
    let (line, col) = pos(&fixed, "red dragon", 0);
    let list = c.at("textDocument/completion", line, col, json!({}));
    let labels: Vec<&str> = list["items"].as_array().unwrap().iter().map(|i| i["label"].as_str().unwrap()).collect();
    assert!(labels.contains(&"red dragon") && labels.contains(&"baby blue dragon"), "{labels:?}");
    assert!(!labels.contains(&"soldier ant") && !labels.contains(&"jackal"), "{labels:?}");

    // Object names of one class, trap types, door states, variables.
    let more = format!("{fixed}OBJECT: ('[', \"\nTRAP: \"\nDOOR: lo\nMONSTER: 'a', $th\n");
    c.change(3, &more);
    let last = more.lines().count();
    let labels_at = |c: &mut Client, line: usize, col: usize| -> Vec<String> {
        let list = c.at("textDocument/completion", line, col, json!({}));
        list["items"].as_array().unwrap().iter().map(|i| i["label"].as_str().unwrap().to_string()).collect()
    };
    let armor = labels_at(&mut c, last - 4, 14);
    assert!(armor.contains(&"plate mail".into()) && !armor.contains(&"long sword".into()), "{armor:?}");
    assert!(labels_at(&mut c, last - 3, 7).contains(&"rolling boulder".into()));
    assert!(labels_at(&mut c, last - 2, 8).contains(&"locked".into()));
    assert_eq!(labels_at(&mut c, last - 1, 17), ["$throne"]);
    let h = c.at("textDocument/hover", pos(&fixed, "$throne = ", 1).0, 1, json!({}));
    assert!(h["contents"]["value"].as_str().unwrap().contains("$throne: coordinate"), "{h}");
    c.change(4, &fixed);

    // Hover on a monster name: its stats.
    let h = c.at("textDocument/hover", line, col + 3, json!({}));
    let text = h["contents"]["value"].as_str().unwrap();
    assert!(text.contains("**red dragon**"), "{text}");
    assert!(text.contains("level 15, speed 9, AC -1, MR 20"), "{text}");
    let h = c.at("textDocument/hover", pos(&fixed, "soldier ant", 2).0, pos(&fixed, "soldier ant", 2).1, json!({}));
    assert!(h["contents"]["value"].as_str().unwrap().contains("sting 3d4 poison"), "{h}");

    // Definition and references of $throne, from its last use.
    let last = fixed.rfind("$throne").unwrap();
    let (line, col) = pos(&fixed[last..], "$throne", 0);
    let line = line + fixed[..last].matches('\n').count();
    let col = col + last - fixed[..last].rfind('\n').map_or(0, |i| i + 1);
    let def = c.at("textDocument/definition", line, col + 2, json!({}));
    let (dl, dc) = pos(&fixed, "$throne = ", 0);
    assert_eq!(def["uri"], URI);
    assert_eq!(def["range"]["start"], json!({ "line": dl, "character": dc }));
    let refs = c.at("textDocument/references", line, col + 2, json!({ "context": { "includeDeclaration": true } }));
    assert_eq!(refs.as_array().unwrap().len(), 2, "{refs}");
    // And of the function, from its call.
    let (cl, cc) = pos(&fixed, "guard(1)", 1);
    let def = c.at("textDocument/definition", cl, cc, json!({}));
    assert_eq!(def["range"]["start"], json!({ "line": pos(&fixed, "guard($n", 0).0, "character": 9 }));

    // The outline: the level, with its variable and function inside.
    let syms = c.request("textDocument/documentSymbol", json!({ "textDocument": { "uri": URI } }));
    assert_eq!(syms[0]["name"], "castle");
    let children: Vec<&str> =
        syms[0]["children"].as_array().unwrap().iter().map(|s| s["name"].as_str().unwrap()).collect();
    assert_eq!(children, ["MAP 9x5", "$throne", "guard"]);

    // Semantic tokens: decoded, the map's moat, walls and secret door.
    let legend = init["capabilities"]["semanticTokensProvider"]["legend"]["tokenTypes"].clone();
    let types: Vec<&str> = legend.as_array().unwrap().iter().map(|t| t.as_str().unwrap()).collect();
    let data = c.request("textDocument/semanticTokens/full", json!({ "textDocument": { "uri": URI } }));
    let data: Vec<u64> = data["data"].as_array().unwrap().iter().map(|n| n.as_u64().unwrap()).collect();
    assert_eq!(data.len() % 5, 0);
    let (mut l, mut ch) = (0, 0);
    let mut decoded = Vec::new();
    for t in data.chunks(5) {
        l += t[0];
        ch = if t[0] == 0 { ch + t[1] } else { t[1] };
        decoded.push((l, ch, t[2], types[t[3] as usize], t[4]));
    }
    assert!(decoded.contains(&(4, 0, 9, "mapWater", 0)), "{decoded:?}");
    assert!(decoded.contains(&(5, 1, 7, "mapWall", 0)), "{decoded:?}");
    assert!(decoded.contains(&(7, 4, 1, "mapDoor", 4)), "secret door: {decoded:?}");
    assert!(decoded.contains(&(0, 0, 4, "keyword", 0)), "MAZE: {decoded:?}");

    // Shutdown, exit: a clean end.
    assert_eq!(c.request("shutdown", Value::Null), Value::Null);
    c.notify("exit", Value::Null);
    assert!(c.wait_exit(), "exit after shutdown succeeds");
}

#[test]
fn unknown_methods_and_bad_input_get_errors_not_crashes() {
    let mut c = Client::start();
    let early = c.call("textDocument/hover", json!({}));
    assert_eq!(early["error"]["code"], -32002, "not initialized: {early}");
    c.initialize();
    let unknown = c.call("textDocument/frobnicate", json!({}));
    assert_eq!(unknown["error"]["code"], -32601, "{unknown}");
    let bad = c.call("textDocument/hover", json!({ "nonsense": true }));
    assert_eq!(bad["error"]["code"], -32602, "{bad}");
    let closed = c.call(
        "textDocument/hover",
        json!({ "textDocument": { "uri": "file:///nowhere.des" }, "position": { "line": 0, "character": 0 } }),
    );
    assert!(closed.get("error").is_some(), "{closed}");
    // Unknown and malformed notifications are ignored.
    c.notify("$/frobnicate", json!([1, 2]));
    c.notify("textDocument/didOpen", json!({ "textDocument": 5 }));
    // Positions past the end are clamped, not a crash.
    c.open("MAZE:\"x\",' '\n");
    let far = c.at("textDocument/hover", 999, 999, json!({}));
    assert_eq!(far, Value::Null);
    let r = c.at("textDocument/completion", 0, 999, json!({}));
    assert!(r["items"].is_array());
    // Still alive and answering.
    assert!(c.request("textDocument/documentSymbol", json!({ "textDocument": { "uri": URI } })).is_array());
}

#[test]
fn utf16_columns_in_diagnostics() {
    let mut c = Client::start();
    c.initialize();
    // "é" is one UTF-16 unit (two bytes), "😀" two units (four bytes).
    let d = c.open("MAZE:\"x\",' '\n$s = \"é😀\" . $nope\n");
    let e = &d["diagnostics"][0];
    assert!(e["message"].as_str().unwrap().contains("$nope"), "{d}");
    assert_eq!(e["range"]["start"], json!({ "line": 1, "character": 13 }));
    assert_eq!(e["range"]["end"], json!({ "line": 1, "character": 18 }));
}

#[test]
fn ends_on_end_of_input_and_on_exit_without_shutdown() {
    let mut c = Client::start();
    c.initialize();
    c.stdin = None; // close stdin
    assert!(!c.wait_exit(), "no shutdown: not a clean exit, but an exit");

    let mut c = Client::start();
    c.initialize();
    c.notify("exit", Value::Null);
    assert!(!c.wait_exit(), "exit without shutdown ends with a failure status");

    // A frame that is not JSON: the server stops (it cannot resync), no hang.
    let mut c = Client::start();
    c.initialize();
    let stdin = c.stdin.as_mut().unwrap();
    write!(stdin, "Content-Length: 5\r\n\r\nhello").unwrap();
    stdin.flush().unwrap();
    assert!(!c.wait_exit());
}
