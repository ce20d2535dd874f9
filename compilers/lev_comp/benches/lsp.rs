//! Benchmark: the language server on a 2,000-line `.des` file. The budget
//! is 50 ms per request; this prints the median of each request kind
//! (a change with its diagnostics, completion, hover, definition, the
//! outline, semantic tokens), then criterion's figures. The file is
//! NetHack 3.6.7's corpus run together (levels renamed so the names stay
//! unique), or a generated one when the corpus is not there. Run with
//! `cargo bench -p lev_comp --bench lsp`.

use criterion::Criterion;
use lev_comp::lsp::Server;
use lsp_server::{Message, Notification, Request, RequestId};
use serde_json::{Value, json};
use std::hint::black_box;

const URI: &str = "file:///bench/big.des";
const LINES: usize = 2000;

/// The corpus, concatenated up to at least [`LINES`] lines.
fn corpus_file() -> Option<String> {
    let dir = oxhack_testkit::corpus()?;
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .ok()?
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "des"))
        .collect();
    files.sort();
    let mut out = String::new();
    let mut level = 0;
    for f in files {
        let text = std::fs::read_to_string(f).ok()?;
        for line in text.lines() {
            let head = line.trim_start();
            if (head.starts_with("MAZE") || head.starts_with("LEVEL")) && head.contains(':') && head.contains('"') {
                // A unique name: the original may repeat across files.
                let open = line.find('"').unwrap_or(0);
                let close = line[open + 1..].find('"').map_or(line.len(), |c| open + 1 + c);
                out.push_str(&format!("{}\"b{level}\"{}\n", &line[..open], &line[(close + 1).min(line.len())..]));
                level += 1;
            } else {
                out.push_str(line);
                out.push('\n');
            }
        }
        if out.lines().count() >= LINES {
            return Some(out);
        }
    }
    Some(out)
}

/// A generated file of [`LINES`] lines, for when the corpus is absent.
fn generated_file() -> String {
    let mut out = String::new();
    let mut n = 0;
    const BODY: &str = "FLAGS: noteleport\nGEOMETRY:center,center\nMAP\n}}}}}}}}}}\n}-------}}\n}|.....|}}\n\
        }|.....+..\n}---S---}}\n}}}}}}}}}}\nENDMAP\n$place = (3,2)\n\
        $mons = monster: { ('D', \"red dragon\"), ('a', \"soldier ant\") }\nSHUFFLE: $mons\n\
        MONSTER: $mons[0], $place, asleep\nOBJECT: ('[', \"plate mail\"), (4,2)\nTRAP: \"pit\", (5,2)\n\
        DOOR: locked, (7,3)\nREGION: (2,2,6,3), lit, \"ordinary\"\n# a comment\n";
    while out.lines().count() < LINES {
        out.push_str(&format!("MAZE:\"g{n}\",' '\n{BODY}"));
        n += 1;
    }
    out
}

fn request(id: i32, method: &str, params: Value) -> Message {
    Message::Request(Request { id: RequestId::from(id), method: method.into(), params })
}

fn notification(method: &str, params: Value) -> Message {
    Message::Notification(Notification { method: method.into(), params })
}

fn at(line: usize, character: usize) -> Value {
    json!({ "textDocument": { "uri": URI }, "position": { "line": line, "character": character } })
}

/// (line, column) of the first `needle` in `text`.
fn find(text: &str, needle: &str) -> (usize, usize) {
    text.lines().enumerate().find_map(|(i, l)| l.find(needle).map(|c| (i, c))).unwrap_or((0, 0))
}

fn main() {
    let (source, text) = match corpus_file() {
        Some(t) => ("NetHack 3.6.7 corpus", t),
        None => ("generated", generated_file()),
    };
    let lines = text.lines().count();
    let mut server = Server::new();
    server.handle(request(1, "initialize", json!({ "capabilities": {} })));
    server.handle(notification("initialized", json!({})));
    let out = server.handle(notification(
        "textDocument/didOpen",
        json!({ "textDocument": { "uri": URI, "languageId": "des", "version": 1, "text": text } }),
    ));
    let diags = match out.first() {
        Some(Message::Notification(n)) => n.params["diagnostics"].as_array().map_or(0, Vec::len),
        _ => 0,
    };
    println!("lsp bench file: {source}, {lines} lines, {} bytes, {diags} diagnostics", text.len());

    // Positions: inside a monster name string, on it for hover, on a variable.
    let (ml, mc) = find(&text, "MONSTER:");
    let line = text.lines().nth(ml).unwrap_or("");
    let quote = line.find('"').map_or(mc, |q| q + 1);
    let (vl, vc) = find(&text, "$place");
    let mut version = 1;
    let ids = std::cell::Cell::new(10);
    let next = || {
        ids.set(ids.get() + 1);
        ids.get()
    };

    type Case<'a> = (&'a str, Box<dyn FnMut(&mut Server) -> Vec<Message> + 'a>);
    let text_ref = &text;
    let cases: Vec<Case> = vec![
        (
            "change + diagnostics",
            Box::new(move |s: &mut Server| {
                version += 1;
                s.handle(notification(
                    "textDocument/didChange",
                    json!({ "textDocument": { "uri": URI, "version": version }, "contentChanges": [{ "text": text_ref }] }),
                ))
            }),
        ),
        (
            "completion (monster names)",
            Box::new(move |s: &mut Server| s.handle(request(next(), "textDocument/completion", at(ml, quote)))),
        ),
        (
            "hover (monster stats)",
            Box::new(move |s: &mut Server| s.handle(request(next(), "textDocument/hover", at(ml, quote + 1)))),
        ),
        (
            "definition (variable)",
            Box::new(move |s: &mut Server| s.handle(request(next(), "textDocument/definition", at(vl, vc + 1)))),
        ),
        (
            "document symbols",
            Box::new(move |s: &mut Server| {
                s.handle(request(next(), "textDocument/documentSymbol", json!({ "textDocument": { "uri": URI } })))
            }),
        ),
        (
            "semantic tokens (full)",
            Box::new(move |s: &mut Server| {
                s.handle(request(next(), "textDocument/semanticTokens/full", json!({ "textDocument": { "uri": URI } })))
            }),
        ),
    ];
    let mut c = Criterion::default()
        .sample_size(20)
        .warm_up_time(std::time::Duration::from_millis(300))
        .measurement_time(std::time::Duration::from_secs(2))
        .configure_from_args();
    for (name, mut f) in cases {
        let times = oxhack_testkit::time_runs(30, || {
            black_box(f(&mut server));
        });
        println!("{}", oxhack_testkit::report(&format!("lsp {name} ({lines} lines)"), &times));
        let median = times[times.len() / 2];
        if median > std::time::Duration::from_millis(50) {
            println!("  over the 50 ms budget!");
        }
        c.bench_function(&format!("lsp {name}"), |b| b.iter(|| black_box(f(&mut server))));
    }
    c.final_summary();
}
