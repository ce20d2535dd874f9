//! `oxhack levgen`: a level author's preview. Compiles a `.des` (its
//! warnings are shown before the map, its errors instead of it) or loads
//! a `.lev`, builds it for a seed at a depth, and prints the game's view
//! of the map and the author's status map (secret doors, door states,
//! lit and unlit floor, sleeping and peaceful monsters, water/moat/lava
//! and trees/corridors told apart) under column rulers, in colour on a
//! terminal, with legends and MAP-relative coordinates. `--seeds A..B`
//! builds many seeds and sums up what varied; `--watch` redraws on every
//! change; without a file it makes a random level.

use crate::{fresh_seed, out};
use oxhack_game::levelgen::levgen;
use oxhack_game::levelgen::preview::Preview;
use oxhack_game::levelgen::preview_text::{Layer, render_text, ruled_map};
use oxhack_game::levelgen::sp_lev::Built;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::process::ExitCode;

/// How many builds `--seeds` makes at most.
pub const MAX_SEEDS: u64 = 10_000;

/// What `oxhack levgen` was asked for.
#[derive(Debug, Clone)]
pub struct LevgenArgs<'a> {
    pub file: Option<&'a Path>,
    pub name: Option<&'a str>,
    pub seed: Option<u64>,
    /// `--seeds A..B`, both ends included.
    pub seeds: Option<(u64, u64)>,
    pub depth: Option<i32>,
    pub maze: bool,
    /// Colour the maps (ANSI escapes).
    pub color: bool,
    /// Print the structured preview as one JSON object instead.
    pub json: bool,
}

/// `--seeds A..B` (or `A..=B`): both ends included, A <= B, at most
/// [`MAX_SEEDS`] seeds.
pub fn parse_seeds(s: &str) -> Result<(u64, u64), String> {
    let (a, b) = s.split_once("..=").or_else(|| s.split_once("..")).ok_or("expected A..B, such as 1..20")?;
    let a: u64 = a.trim().parse().map_err(|_| format!("{a:?} is not a seed number"))?;
    let b: u64 = b.trim().parse().map_err(|_| format!("{b:?} is not a seed number"))?;
    if b < a {
        return Err(format!("{a}..{b} is empty: the first seed must not be above the last"));
    }
    if b - a >= MAX_SEEDS {
        return Err(format!("{a}..{b} is {} seeds; at most {MAX_SEEDS} at once", (b - a).saturating_add(1)));
    }
    Ok((a, b))
}

/// The builder `oxhack levgen` uses: a file's chosen level, or a random
/// level; with the warnings to show first and the header's title.
struct Source {
    /// The level's name, and for a file the levels it holds.
    title: String,
    extra: String,
    warnings: String,
    depth: i32,
    build: Box<dyn Fn(u64) -> Result<Built, String>>,
}

fn source(a: &LevgenArgs) -> Result<Source, String> {
    let Some(file) = a.file else {
        let depth = a.depth.unwrap_or(5);
        let maze = a.maze;
        let kind = if maze { levgen::RandomKind::Maze } else { levgen::RandomKind::Rooms };
        return Ok(Source {
            title: format!("random {} level", if maze { "maze" } else { "rooms" }),
            extra: String::new(),
            warnings: String::new(),
            depth,
            build: Box::new(move |seed| Ok(levgen::built_from(levgen::random_level(seed, depth, kind)))),
        });
    };
    let loaded = levgen::load_with_warnings(file)?;
    let names: Vec<&str> = loaded.levels.iter().map(|(n, _)| n.as_str()).collect();
    let chosen = match a.name {
        Some(n) => loaded.levels.iter().find(|(l, _)| l.eq_ignore_ascii_case(n)),
        None => loaded.levels.first(),
    };
    let Some((lname, program)) = chosen.cloned() else {
        return Err(format!(
            "oxhack: {} defines no level {:?}; it has: {}",
            file.display(),
            a.name.unwrap_or(""),
            names.join(", ")
        ));
    };
    let depth = a.depth.unwrap_or(levgen::DEFAULT_DEPTH);
    let (title, extra) = (lname.clone(), format!("; levels in this file: {}", names.join(", ")));
    let build = move |seed| {
        levgen::generate_at(&lname, program.clone(), seed, depth).map_err(|e| format!("oxhack: {lname}: {e}"))
    };
    Ok(Source { title, extra, warnings: loaded.warnings, depth, build: Box::new(build) })
}

/// One build's whole preview: header, game view, status map, legends.
fn preview_text(src: &Source, seed: u64, color: bool) -> Result<String, String> {
    let built = (src.build)(seed)?;
    let p = levgen::screen(&built);
    Ok(format!("{}\n{}", header(src, seed), render_text(&p, color)))
}

/// "castle (seed 3; depth 10; levels in this file: castle)".
fn header(src: &Source, seed: u64) -> String {
    format!("{} (seed {seed}; depth {}{})", src.title, src.depth, src.extra)
}

/// `oxhack levgen`: exit status 1 with diagnostics when the file does not
/// compile or the level cannot be built (with `--seeds`: when any build
/// fails).
pub fn levgen(a: &LevgenArgs) -> ExitCode {
    let src = match source(a) {
        Ok(s) => s,
        Err(e) => return fail(&e),
    };
    if !src.warnings.is_empty() {
        eprint!("{}", src.warnings);
    }
    if let Some((first, last)) = a.seeds {
        return sample(&src, first, last, a.color);
    }
    let seed = a.seed.unwrap_or_else(fresh_seed);
    if a.json {
        return json(&src, seed);
    }
    match preview_text(&src, seed, a.color) {
        Ok(text) => {
            out(&text);
            ExitCode::SUCCESS
        }
        Err(e) => fail(&e),
    }
}

/// `--json`: `{"level", "seed", "depth", "warnings", "preview"}`, the
/// preview being [`Preview`] as the studio gets it.
fn json(src: &Source, seed: u64) -> ExitCode {
    let built = match (src.build)(seed) {
        Ok(b) => b,
        Err(e) => return fail(&e),
    };
    let v = serde_json::json!({
        "level": src.title,
        "seed": seed,
        "depth": src.depth,
        "warnings": src.warnings,
        "preview": levgen::screen(&built),
    });
    out(&format!("{v}\n"));
    ExitCode::SUCCESS
}

fn fail(e: &str) -> ExitCode {
    eprint!("{e}");
    if !e.ends_with('\n') {
        eprintln!();
    }
    ExitCode::FAILURE
}

/// How a thing came out over many builds: in how many, how many in all,
/// at which squares.
type Tally = (u64, usize, BTreeSet<(i32, i32)>);

/// `--seeds`: every build's game view and things, then a summary of how
/// often each thing came out, which squares varied, and the failures.
fn sample(src: &Source, first: u64, last: u64, color: bool) -> ExitCode {
    // Per thing: builds it came out in, how many in all, where.
    let mut tally: BTreeMap<String, Tally> = BTreeMap::new();
    // Per status mark (door states, light, secret doors...): builds, squares.
    let mut marks: BTreeMap<String, (u64, usize)> = BTreeMap::new();
    let mut failed: Vec<(u64, String)> = Vec::new();
    let mut first_map: Option<Vec<char>> = None;
    let mut varied = vec![false; 80 * 21];
    let mut ok = 0u64;
    for seed in first..=last {
        let built = match (src.build)(seed) {
            Ok(b) => b,
            Err(e) => {
                out(&format!("== seed {seed}: build failed: {}\n", e.trim_end()));
                failed.push((seed, e));
                continue;
            }
        };
        ok += 1;
        let p = levgen::screen(&built);
        out(&format!("== {}\n{}", header(src, seed), one_build(&p, color)));
        let mut seen: BTreeSet<String> = BTreeSet::new();
        for t in &p.things {
            let k = format!("{} {}", t.kind, t.text).trim_end().to_string();
            let e = tally.entry(k.clone()).or_default();
            if seen.insert(k) {
                e.0 += 1;
            }
            e.1 += 1;
            e.2.insert((t.x, t.y));
        }
        for e in p.mark_legend.iter().filter(|e| e.description != "wall") {
            let m = marks.entry(format!("'{}' {}", e.ch, e.description)).or_default();
            m.0 += 1;
            m.1 += e.count;
        }
        let chars: Vec<char> = p.cells.iter().map(|c| c.mark).collect();
        match &first_map {
            None => first_map = Some(chars),
            Some(f) => {
                for (i, (a, b)) in f.iter().zip(&chars).enumerate() {
                    if a != b && i < varied.len() {
                        varied[i] = true;
                    }
                }
            }
        }
    }
    let n = last - first + 1;
    let mut s = format!("== summary of seeds {first}..{last}: {ok} of {n} built\n");
    for (k, (builds, total, places)) in &tally {
        let at = if places.len() == 1 { "at 1 place".to_string() } else { format!("at {} places", places.len()) };
        s.push_str(&format!("  {k}: in {builds} of {ok} builds ({total} in all, {at})\n"));
    }
    for (k, (builds, total)) in &marks {
        s.push_str(&format!("  status {k}: in {builds} of {ok} builds ({total} squares in all)\n"));
    }
    s.push_str(&format!(
        "  squares whose terrain, door or monster status varied: {}\n",
        varied.iter().filter(|v| **v).count()
    ));
    if failed.is_empty() {
        s.push_str("  build failures: 0\n");
    } else {
        let list: Vec<String> = failed.iter().map(|(seed, _)| seed.to_string()).collect();
        s.push_str(&format!("  build failures: {} (seeds {})\n", failed.len(), list.join(", ")));
    }
    out(&s);
    if failed.is_empty() { ExitCode::SUCCESS } else { ExitCode::FAILURE }
}

/// A build among many: the game view under its ruler and the things.
fn one_build(p: &Preview, color: bool) -> String {
    let mut s = String::new();
    for l in ruled_map(p, Layer::Game, color) {
        s.push_str(&l);
        s.push('\n');
    }
    for l in oxhack_game::levelgen::preview_text::legend_text(p, color) {
        if !l.starts_with("  ") && !l.ends_with(':') {
            s.push_str(&l);
            s.push('\n');
        }
    }
    s
}

/// `oxhack levgen --watch`: the preview again every time the file
/// changes (checked by its bytes every 200 ms), until interrupted. A
/// version that does not compile shows its diagnostics and the watch
/// goes on; warnings show above the map.
pub fn levgen_watch(a: &LevgenArgs) -> ExitCode {
    use std::io::IsTerminal;
    let Some(file) = a.file else { return fail("oxhack: --watch needs a file") };
    let seed = a.seed.unwrap_or_else(fresh_seed);
    let clear = std::io::stdout().is_terminal();
    let mut last: Option<Vec<u8>> = None;
    loop {
        let now = std::fs::read(file).ok();
        if now != last {
            if clear {
                out("\x1b[2J\x1b[H");
            }
            let text = source(a).and_then(|src| Ok(format!("{}{}", src.warnings, preview_text(&src, seed, a.color)?)));
            match (&now, text) {
                (None, _) => out(&format!("{}: cannot read it; waiting for it to come back\n", file.display())),
                (_, Ok(text)) => out(&text),
                (_, Err(e)) => out(&format!("{e}{}", if e.ends_with('\n') { "" } else { "\n" })),
            }
            out(&format!("-- watching {} (Ctrl-C to stop)\n", file.display()));
            last = now;
        }
        std::thread::sleep(std::time::Duration::from_millis(200));
    }
}
