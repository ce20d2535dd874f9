//! `POST /api/build`: compiles a `.des` text with lev_comp, builds the
//! chosen level for a seed (at a depth) with the game's special-level builder, and
//! answers with the diagnostics (lines and columns for the editor), the
//! file's level names and the preview. The build runs on its own thread
//! and is waited for at most [`BUILD_TIMEOUT`]: the VM's budgets already
//! stop a looping level, and the timeout is the last guard.

use oxhack_diag::{Diagnostic, Diags, LabelStyle, Severity, Sources};
use oxhack_game::levelgen::levgen;
use serde::Deserialize;
use serde_json::{Value, json};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// How long one compile and build may take before the studio gives up on
/// it and answers with an error.
pub const BUILD_TIMEOUT: Duration = Duration::from_secs(3);
/// Builds running at once, those given up on by their request included:
/// more are refused until one ends, so that hostile levels cannot pile up
/// threads.
pub const MAX_BUILDS: usize = 4;

static BUILDS: AtomicUsize = AtomicUsize::new(0);

/// Counts one running build while it lives.
struct Running;

impl Drop for Running {
    fn drop(&mut self) {
        BUILDS.fetch_sub(1, Ordering::SeqCst);
    }
}

/// The body of `POST /api/build`.
#[derive(Debug, Deserialize)]
pub struct BuildRequest {
    /// The `.des` text.
    pub text: String,
    /// The seed the level is built with.
    #[serde(default)]
    pub seed: u64,
    /// Which level of a file that defines several (default: the first).
    #[serde(default)]
    pub level: Option<String>,
    /// The depth the level is built at, 1..60 (its difficulty; default
    /// 10, as `oxhack levgen`).
    #[serde(default)]
    pub depth: Option<i32>,
    /// The file's name, for the diagnostics (default `level.des`).
    #[serde(default)]
    pub name: Option<String>,
}

/// Compiles and builds on a worker thread, waiting at most
/// [`BUILD_TIMEOUT`]. Always answers with a JSON object.
pub fn build_json(req: BuildRequest) -> Value {
    if BUILDS.fetch_add(1, Ordering::SeqCst) >= MAX_BUILDS {
        BUILDS.fetch_sub(1, Ordering::SeqCst);
        return failure("the studio is busy with other builds: try again");
    }
    let running = Running;
    let (tx, rx) = mpsc::channel();
    let spawned = std::thread::Builder::new().name("studio-build".into()).spawn(move || {
        let _running = running;
        let _ = tx.send(build(&req));
    });
    if spawned.is_err() {
        return failure("the studio could not start a build thread");
    }
    match rx.recv_timeout(BUILD_TIMEOUT) {
        Ok(v) => v,
        Err(mpsc::RecvTimeoutError::Timeout) => {
            failure(&format!("the level took longer than {} s to build: stopped", BUILD_TIMEOUT.as_secs()))
        }
        Err(mpsc::RecvTimeoutError::Disconnected) => {
            failure("the compiler or the builder failed on this text (a bug in OxHack: please report the level)")
        }
    }
}

fn failure(message: &str) -> Value {
    json!({
        "ok": false,
        "error": message,
        "diagnostics": [{"severity": "error", "message": message, "code": null, "line": null, "col": null,
                         "end_line": null, "end_col": null, "notes": [], "labels": []}],
        "levels": [],
        "level": null,
        "preview": null,
    })
}

/// The whole answer for one build, on the calling thread.
pub fn build(req: &BuildRequest) -> Value {
    let started = Instant::now();
    let file_name = req.name.clone().unwrap_or_else(|| "level.des".to_string());
    let mut sources = Sources::new();
    let id = sources.add(file_name, req.text.clone());
    let mut diags = Diags::new();
    let compiled = lev_comp::compile(id, &req.text, &Default::default(), &mut diags);
    let compile_ms = started.elapsed().as_secs_f64() * 1000.0;
    let mut diagnostics: Vec<Value> = diags.list.iter().map(|d| diagnostic(&sources, id, d)).collect();
    let rendered = sources.render_plain(&diags.list);
    let Some(levels) = compiled else {
        return json!({
            "ok": false, "error": "the level does not compile", "diagnostics": diagnostics, "rendered": rendered,
            "levels": [], "level": null, "preview": null, "compile_ms": compile_ms,
        });
    };
    let names: Vec<String> = levels.iter().map(|l| l.name.clone()).collect();
    let chosen = match &req.level {
        Some(want) => levels.iter().find(|l| l.name.eq_ignore_ascii_case(want)).or(levels.first()),
        None => levels.first(),
    };
    let Some(chosen) = chosen else {
        return json!({
            "ok": false, "error": "the file defines no level (it needs a MAZE or LEVEL statement)",
            "diagnostics": diagnostics, "rendered": rendered, "levels": names, "level": null, "preview": null,
            "compile_ms": compile_ms,
        });
    };
    let level_name = chosen.name.clone();
    let depth = req.depth.unwrap_or(levgen::DEFAULT_DEPTH);
    match levgen::generate_at(&level_name, chosen.program.clone(), req.seed, depth) {
        Ok(built) => {
            let preview = super::preview::preview(&built);
            json!({
                "ok": true, "error": null, "diagnostics": diagnostics, "rendered": rendered, "levels": names,
                "level": level_name, "preview": preview, "compile_ms": compile_ms,
                "build_ms": started.elapsed().as_secs_f64() * 1000.0,
            })
        }
        Err(e) => {
            let message = format!("level {level_name} cannot be built: {e}");
            diagnostics.push(json!({"severity": "error", "message": message, "code": "build", "line": null,
                "col": null, "end_line": null, "end_col": null, "notes": [], "labels": []}));
            json!({
                "ok": false, "error": message, "diagnostics": diagnostics, "rendered": rendered, "levels": names,
                "level": level_name, "preview": null, "compile_ms": compile_ms,
            })
        }
    }
}

/// The compiled `.lev` of a level of `text` (the first when `level` is
/// none or not found), named as lev_comp names it.
pub fn lev_bytes(text: &str, level: Option<&str>) -> Result<(String, Vec<u8>), String> {
    let mut sources = Sources::new();
    let id = sources.add("level.des", text.to_string());
    let mut diags = Diags::new();
    let Some(levels) = lev_comp::compile(id, text, &Default::default(), &mut diags) else {
        return Err(format!("the level does not compile:\n{}", sources.render_plain(&diags.list)));
    };
    let chosen = match level {
        Some(want) => levels.iter().find(|l| l.name.eq_ignore_ascii_case(want)).or(levels.first()),
        None => levels.first(),
    };
    let l = chosen.ok_or("the file defines no level")?;
    Ok((format!("{}.lev", l.name), l.program.encode()))
}

fn severity(s: Severity) -> &'static str {
    match s {
        Severity::Bug => "bug",
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Note => "note",
        Severity::Help => "help",
    }
}

/// One diagnostic as the editor wants it: where its primary label is
/// (1-based lines, 1-based char columns, the end exclusive), its message,
/// code and notes, and every label.
fn diagnostic(sources: &Sources, id: oxhack_diag::FileId, d: &Diagnostic) -> Value {
    let place = |range: &std::ops::Range<usize>| {
        let (line, col) = sources.line_col(id, range.start);
        let (end_line, end_col) = sources.line_col(id, range.end);
        (line, col, end_line, end_col)
    };
    let labels: Vec<Value> = d
        .labels
        .iter()
        .filter(|l| l.file_id == id)
        .map(|l| {
            let (line, col, end_line, end_col) = place(&l.range);
            json!({"primary": l.style == LabelStyle::Primary, "message": l.message, "line": line, "col": col,
                   "end_line": end_line, "end_col": end_col})
        })
        .collect();
    let primary = d.labels.iter().find(|l| l.style == LabelStyle::Primary && l.file_id == id);
    let (line, col, end_line, end_col) = match primary {
        Some(l) => {
            let (a, b, c, e) = place(&l.range);
            (json!(a), json!(b), json!(c), json!(e))
        }
        None => (Value::Null, Value::Null, Value::Null, Value::Null),
    };
    json!({
        "severity": severity(d.severity), "message": d.message, "code": d.code, "line": line, "col": col,
        "end_line": end_line, "end_col": end_col, "notes": d.notes, "labels": labels,
    })
}
