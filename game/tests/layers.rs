//! The shape of the core, checked: its folders use each other in one
//! direction only (no circles), in the order `lib.rs` documents; the top
//! of `src/` stays small; every folder says what lives in it and what it
//! may use; and nothing of a terminal or of signals is among the core's
//! dependencies.
//!
//! The module graph is read from the source: every `crate::` path in
//! code (the `use crate::` lines and paths written inline), outside
//! comments and test-only modules. A node is an entry at the top of
//! `src/` (a folder or a file). `game.rs` is the hub: `Game` gathers every
//! subsystem's state and every subsystem adds `impl Game` blocks, so it is
//! left out of the graph.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The layers, lowest first: a node may use only nodes of lower layers.
const LAYERS: &[&[&str]] = &[
    &["rng"],
    &["ui"],
    &["world"],
    &["objects"],
    &["monsters"],
    &["levelgen"],
    &["save"],
    &["hero"],
    &["combat"],
    &["town"],
    &["actions"],
    &["cmd"],
    &["allmain"],
    &["replay"],
];

/// Left out of the graph: the crate root and the hub.
const HUB: &[&str] = &["lib", "game"];

/// An edge and one place that makes it.
type Edges = BTreeMap<(String, String), String>;

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir).expect("src is readable").flatten().map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
}

/// The text without comments (line, block and doc comments) and string
/// literals, so that only code is read.
fn code_only(text: &str) -> String {
    let b = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < b.len() {
        if b[i..].starts_with(b"//") {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
        } else if b[i..].starts_with(b"/*") {
            let mut depth = 0;
            while i < b.len() {
                if b[i..].starts_with(b"/*") {
                    depth += 1;
                    i += 2;
                } else if b[i..].starts_with(b"*/") {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
        } else if b[i] == b'"' {
            i += 1;
            while i < b.len() && b[i] != b'"' {
                i += if b[i] == b'\\' { 2 } else { 1 };
            }
            i += 1;
            out.push_str("\"\"");
        } else if b[i] == b'\'' && i + 2 < b.len() && (b[i + 2] == b'\'' || b[i + 1] == b'\\') {
            // A char literal ('"', '\'', '\n'): skip it whole.
            let end = b[i + 1..].iter().skip(1).position(|&c| c == b'\'').map_or(b.len(), |p| i + 2 + p);
            i = end + 1;
            out.push_str("' '");
        } else {
            out.push(b[i] as char);
            i += 1;
        }
    }
    out
}

/// Cuts `#[cfg(test)] mod name { ... }` blocks out of code.
fn without_test_blocks(code: &str) -> String {
    let mut s = code.to_string();
    while let Some(at) = s.find("#[cfg(test)]") {
        let rest = &s[at..];
        let Some(brace) = rest.find('{') else { break };
        let semi = rest.find(';').unwrap_or(usize::MAX);
        let end = if semi < brace {
            // `#[cfg(test)] mod tests;` (its file is skipped) or an item.
            at + semi + 1
        } else {
            let mut depth = 0;
            let mut end = s.len();
            for (k, c) in s[at + brace..].char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' => {
                        depth -= 1;
                        if depth == 0 {
                            end = at + brace + k + 1;
                            break;
                        }
                    }
                    _ => {}
                }
            }
            end
        };
        s.replace_range(at..end, "");
    }
    s
}

/// Files that are test-only modules (`#[cfg(test)] mod tests;`).
fn test_files(files: &[PathBuf]) -> BTreeSet<PathBuf> {
    let mut out = BTreeSet::new();
    for f in files {
        let text = code_only(&std::fs::read_to_string(f).expect("readable"));
        let mut rest = text.as_str();
        while let Some(at) = rest.find("#[cfg(test)]") {
            let after = rest[at + 12..].trim_start();
            let after = after.strip_prefix("pub(crate) ").or_else(|| after.strip_prefix("pub ")).unwrap_or(after);
            if let Some(m) = after.strip_prefix("mod ") {
                let name: String = m.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
                if m[name.len()..].trim_start().starts_with(';') {
                    let stem = f.file_stem().and_then(|s| s.to_str()).unwrap_or("");
                    let dir = f.parent().expect("parent");
                    let base = if stem == "mod" || stem == "lib" { dir.to_path_buf() } else { dir.join(stem) };
                    out.insert(base.join(format!("{name}.rs")));
                    out.insert(base.join(&name).join("mod.rs"));
                }
            }
            rest = &rest[at + 12..];
        }
    }
    out
}

/// The top-level node a path inside `src/` belongs to.
fn node_of(src: &Path, file: &Path) -> String {
    let rel = file.strip_prefix(src).expect("inside src");
    let first = rel.components().next().expect("a component").as_os_str().to_string_lossy().to_string();
    first.trim_end_matches(".rs").to_string()
}

/// The crate's top-level module names a piece of code refers to, each with
/// its line number: `crate::x::...`, and `x` in `use crate::{x::..., y}`.
fn crate_refs(code: &str) -> Vec<(String, usize)> {
    let mut out = Vec::new();
    let line_of = |pos: usize| code[..pos].matches('\n').count() + 1;
    let mut pos = 0;
    while let Some(k) = code[pos..].find("crate::") {
        let at = pos + k;
        let before = code[..at].chars().next_back();
        pos = at + 7;
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '$') {
            continue;
        }
        let rest = &code[pos..];
        if let Some(group) = rest.strip_prefix('{') {
            // Top-level items of the group, split at depth-0 commas.
            let mut depth = 0;
            let mut item = String::new();
            for c in group.chars() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        out.push((item.clone(), line_of(at)));
                        item.clear();
                        continue;
                    }
                    _ => {}
                }
                item.push(c);
            }
            out.push((item, line_of(at)));
        } else {
            out.push((rest.to_string(), line_of(at)));
        }
    }
    out.into_iter()
        .filter_map(|(s, l)| {
            let name: String = s.trim_start().chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
            (!name.is_empty()).then_some((name, l))
        })
        .collect()
}

/// The graph of the core's top-level nodes, with one place per edge.
fn module_graph() -> Edges {
    let src = src();
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let tests = test_files(&files);
    let mut edges = Edges::new();
    for f in files.iter().filter(|f| !tests.contains(*f)) {
        let from = node_of(&src, f);
        let code = without_test_blocks(&code_only(&std::fs::read_to_string(f).expect("readable")));
        for (to, line) in crate_refs(&code) {
            if to != from && !HUB.contains(&to.as_str()) && !HUB.contains(&from.as_str()) {
                let here = format!("{}:{line}", f.strip_prefix(&src).expect("inside").display());
                edges.entry((from.clone(), to)).or_insert(here);
            }
        }
    }
    edges
}

/// Every cycle's nodes (strongly connected components of two or more).
fn cycles(edges: &Edges) -> Vec<Vec<String>> {
    let nodes: BTreeSet<&String> = edges.keys().flat_map(|(a, b)| [a, b]).collect();
    let succ = |n: &str| -> Vec<&String> { edges.keys().filter(|(a, _)| a == n).map(|(_, b)| b).collect() };
    // Kosaraju on a small graph: reachability sets.
    let reach = |start: &String| -> BTreeSet<String> {
        let mut seen = BTreeSet::new();
        let mut stack = vec![start.clone()];
        while let Some(n) = stack.pop() {
            for m in succ(&n) {
                if seen.insert(m.clone()) {
                    stack.push(m.clone());
                }
            }
        }
        seen
    };
    let r: BTreeMap<&String, BTreeSet<String>> = nodes.iter().map(|n| (*n, reach(n))).collect();
    let mut done = BTreeSet::new();
    let mut out = Vec::new();
    for n in &nodes {
        if done.contains(*n) || !r[n].contains(*n) {
            continue;
        }
        let comp: Vec<String> =
            nodes.iter().filter(|m| r[n].contains(**m) && r[*m].contains(*n)).map(|m| (*m).clone()).collect();
        done.extend(comp.iter().cloned());
        out.push(comp);
    }
    out
}

fn layer_of(node: &str) -> Option<usize> {
    LAYERS.iter().position(|l| l.contains(&node))
}

#[test]
fn no_folder_uses_another_in_a_circle() {
    let edges = module_graph();
    assert!(edges.len() > 20, "the graph was read ({} edges)", edges.len());
    let found = cycles(&edges);
    let mut report = String::new();
    for c in &found {
        report.push_str(&format!("cycle among {c:?}:\n"));
        for ((a, b), at) in &edges {
            if c.contains(a) && c.contains(b) {
                report.push_str(&format!("  {a} uses {b} ({at})\n"));
            }
        }
    }
    assert!(found.is_empty(), "{report}");
}

#[test]
fn folders_use_only_lower_layers() {
    let edges = module_graph();
    let mut bad = Vec::new();
    for ((a, b), at) in &edges {
        let (Some(la), Some(lb)) = (layer_of(a), layer_of(b)) else {
            bad.push(format!("{a} -> {b} ({at}): a node missing from LAYERS"));
            continue;
        };
        if lb >= la {
            bad.push(format!("{a} (layer {la}) uses {b} (layer {lb}) at {at}"));
        }
    }
    assert!(bad.is_empty(), "uses against the layer order of lib.rs:\n{}", bad.join("\n"));
    // The window layer knows nothing of the rules.
    let ui: Vec<_> = edges.keys().filter(|(a, _)| a == "ui").map(|(_, b)| b.as_str()).collect();
    assert!(ui.iter().all(|b| *b == "rng"), "ui uses {ui:?}");
}

#[test]
fn the_checker_finds_a_circle_when_there_is_one() {
    let mut e = Edges::new();
    for (a, b) in [("world", "ui"), ("objects", "world"), ("monsters", "objects"), ("world", "monsters")] {
        e.insert((a.into(), b.into()), "here".into());
    }
    assert_eq!(cycles(&e), vec![vec!["monsters".to_string(), "objects".into(), "world".into()]]);
    let refs = crate_refs("use crate::{world::level::{Coord, Level}, ui::Menu};\nlet x = crate::rng::Rng::new(1);");
    assert_eq!(refs, vec![("world".into(), 1), ("ui".into(), 1), ("rng".into(), 2)]);
    let code = code_only("// use crate::hero;\nlet s = \"crate::cmd\"; /* crate::x */ crate::ui::ESC");
    assert_eq!(crate_refs(&code).into_iter().map(|r| r.0).collect::<Vec<_>>(), vec!["ui".to_string()]);
    let t = without_test_blocks("fn a() {}\n#[cfg(test)]\nmod tests { use crate::cmd; fn b() { } }\nfn c() {}");
    assert!(!t.contains("crate::cmd") && t.contains("fn c()"), "{t}");
}

#[test]
fn the_top_of_src_is_small_and_every_folder_says_what_it_holds() {
    let src = src();
    let mut top: Vec<String> =
        std::fs::read_dir(&src).expect("src").flatten().map(|e| e.file_name().to_string_lossy().to_string()).collect();
    top.sort();
    // The subsystem folders, the layers above them (allmain, save, replay),
    // the hub (game.rs), the root and the random streams.
    assert!(top.len() <= 16, "{} entries at the top of src/: {top:?}", top.len());
    for name in &top {
        let p = src.join(name);
        if p.is_dir() {
            let m = std::fs::read_to_string(p.join("mod.rs")).unwrap_or_default();
            assert!(m.starts_with("//! "), "{name}/mod.rs opens with a //! note");
            assert!(m.contains("May use:"), "{name}/mod.rs says what it may use");
            assert!(layer_of(name).is_some(), "{name}/ has a place in LAYERS");
        }
    }
}

/// The packages `root` depends on, from `Cargo.lock` (normal, build and
/// dev dependencies alike: a superset of what ships).
fn lock_closure(lock: &str, root: &str) -> BTreeSet<String> {
    let mut deps: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for pkg in lock.split("[[package]]").skip(1) {
        let name = pkg.lines().find_map(|l| l.strip_prefix("name = ")).map(|n| n.trim_matches('"').to_string());
        let Some(name) = name else { continue };
        let list = pkg.split("dependencies = [").nth(1).and_then(|d| d.split(']').next()).unwrap_or("");
        let ds = list
            .split(',')
            .map(|d| d.trim().trim_matches('"'))
            .filter(|d| !d.is_empty())
            .map(|d| d.split(' ').next().unwrap_or(d).to_string());
        deps.entry(name).or_default().extend(ds);
    }
    let mut seen = BTreeSet::new();
    let mut stack = vec![root.to_string()];
    while let Some(n) = stack.pop() {
        for d in deps.get(&n).into_iter().flatten() {
            if seen.insert(d.clone()) {
                stack.push(d.clone());
            }
        }
    }
    seen
}

#[test]
fn the_core_depends_on_no_terminal_or_signals() {
    let lock =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../Cargo.lock")).expect("Cargo.lock");
    let core = lock_closure(&lock, "oxhack-game");
    assert!(core.contains("bincode") && core.contains("rand_isaac"), "the lock file was read: {core:?}");
    for banned in ["crossterm", "signal-hook", "signal-hook-registry", "portable-pty", "vt100"] {
        assert!(!core.contains(banned), "oxhack-game depends on {banned}");
    }
    // The front end does use them.
    let front = lock_closure(&lock, "oxhack");
    assert!(front.contains("crossterm") && front.contains("signal-hook") && front.contains("oxhack-game"));
}
