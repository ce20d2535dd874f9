//! Loading a world from a data folder (NetHack's HACKDIR): sources are
//! compiled with OxHack's own makedefs, dgn_comp and lev_comp; compiled
//! files are read as NetHack's tools wrote them; what the folder lacks
//! comes from the embedded defaults. Every problem in every file is
//! reported at once, as the compilers' diagnostics.

use super::{Content, cache};
use makedefs::compat::{Config, Mode};
use oxhack_diag::{Diagnostic, Diags, Sources};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// How to load a data folder.
#[derive(Debug, Clone, Default)]
pub struct LoadOpts {
    /// Where compiled worlds are cached (`None`: no cache).
    pub cache_dir: Option<PathBuf>,
    /// A level file that does not compile becomes a random level (noted
    /// in the world) instead of refusing the whole world.
    pub allow_fallback: bool,
}

/// A loaded world.
#[derive(Debug, Clone)]
pub struct Loaded {
    pub content: Arc<Content>,
    /// Warnings and, with `allow_fallback`, the errors of levels that fell
    /// back, rendered as the compilers render them.
    pub report: String,
    /// True when the compiled world came from the cache.
    pub from_cache: bool,
    /// How many source files were compiled (0 from the cache).
    pub compiled: usize,
}

/// Why a data folder cannot be played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoadError {
    /// The problems, rendered (diagnostics with file, line and column).
    pub report: String,
}

impl std::fmt::Display for LoadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.report)
    }
}

/// The files of a data folder that make up a world, by what they are.
#[derive(Debug, Default)]
pub(super) struct Inventory {
    /// Every file read, with its bytes, sorted by name.
    pub files: BTreeMap<String, Vec<u8>>,
    pub dir: PathBuf,
}

/// The names the loader reads; anything else in the folder is ignored.
fn wanted(name: &str) -> bool {
    let text_inputs = [Mode::Rumors, Mode::Oracles, Mode::Quest, Mode::Strings].iter().flat_map(|m| m.inputs().iter());
    let text_outputs =
        [Mode::Rumors, Mode::Oracles, Mode::Quest, Mode::Strings].iter().flat_map(|m| m.outputs().iter());
    name.ends_with(".des")
        || name.ends_with(".lev")
        || ["dungeon.def", "dungeon.pdf", "dungeon"].contains(&name)
        || text_inputs.chain(text_outputs).any(|n| *n == name)
}

impl Inventory {
    /// Reads the files of `dir` the loader uses.
    pub fn read(dir: &Path) -> Result<Inventory, LoadError> {
        let entries = std::fs::read_dir(dir)
            .map_err(|e| LoadError { report: format!("cannot read the data folder {}: {e}\n", dir.display()) })?;
        let mut files = BTreeMap::new();
        for e in entries.flatten() {
            let name = e.file_name().to_string_lossy().to_string();
            if !wanted(&name) || !e.path().is_file() {
                continue;
            }
            let bytes = std::fs::read(e.path())
                .map_err(|err| LoadError { report: format!("cannot read {}: {err}\n", e.path().display()) })?;
            files.insert(name, bytes);
        }
        Ok(Inventory { files, dir: dir.to_path_buf() })
    }

    fn path(&self, name: &str) -> String {
        self.dir.join(name).display().to_string()
    }

    /// The cache key: the loader's version, the embedded defaults, the
    /// options, and every file's name and bytes.
    pub fn key(&self, opts: &LoadOpts) -> String {
        let mut h = blake3::Hasher::new();
        h.update(&cache::CACHE_VERSION.to_le_bytes());
        h.update(env!("CARGO_PKG_VERSION").as_bytes());
        h.update(Content::embedded().id.as_bytes());
        h.update(&[u8::from(opts.allow_fallback)]);
        for (name, bytes) in &self.files {
            h.update(name.as_bytes());
            h.update(&[0]);
            h.update(&(bytes.len() as u64).to_le_bytes());
            h.update(bytes);
        }
        h.finalize().to_hex().to_string()
    }
}

impl Content {
    /// Loads the world in data folder `dir` over OxHack's own: from the
    /// cache when nothing changed since it was compiled, else compiling
    /// its sources (and caching the result).
    pub fn load(dir: &Path, opts: &LoadOpts) -> Result<Loaded, LoadError> {
        let inv = Inventory::read(dir)?;
        let key = inv.key(opts);
        if let Some(cache_dir) = &opts.cache_dir
            && let Some(content) = cache::read(&cache::cache_file(cache_dir, &key), &key)
        {
            return Ok(Loaded { content: Arc::new(content), report: String::new(), from_cache: true, compiled: 0 });
        }
        let (content, report, compiled) = compile(&inv, opts)?;
        if let Some(cache_dir) = &opts.cache_dir {
            // A cache that cannot be written only costs time next start.
            let _ = cache::write(&cache::cache_file(cache_dir, &key), &key, &content);
        }
        Ok(Loaded { content: Arc::new(content), report, from_cache: false, compiled })
    }
}

/// The names of the levels a `.des` text defines, read from its `LEVEL:`
/// lines without compiling it (for a file that does not compile).
fn declared_levels(text: &str) -> Vec<String> {
    text.lines()
        .filter_map(|l| {
            let l = l.trim_start();
            let rest = l.strip_prefix("LEVEL")?.trim_start().strip_prefix(':')?.trim_start().strip_prefix('"')?;
            rest.split('"').next().map(str::to_string)
        })
        .filter(|n| !n.is_empty())
        .collect()
}

/// Compiles a folder's files into a world; the rendered report of
/// warnings (and fallbacks), and the number of sources compiled.
fn compile(inv: &Inventory, opts: &LoadOpts) -> Result<(Content, String, usize), LoadError> {
    let base = Content::embedded();
    let mut sources = Sources::new();
    let mut diags = Diags::new();
    let mut fallback_diags = Diags::new();
    let mut origin: BTreeMap<String, String> = BTreeMap::new();
    let mut compiled = 0;

    // The dungeon.
    let mut dungeon = base.dungeon.clone();
    if let Some(name) = ["dungeon.def", "dungeon.pdf", "dungeon"].into_iter().find(|n| inv.files.contains_key(*n)) {
        let bytes = &inv.files[name];
        let path = inv.path(name);
        let parsed = if name == "dungeon" {
            dgn_comp::DungeonFile::decode(bytes).map_err(|e| {
                diags.push(Diagnostic::error().with_message(format!("{path}: not a compiled dungeon file ({e})")));
            })
        } else {
            compiled += 1;
            let text = String::from_utf8_lossy(bytes).into_owned();
            let id = sources.add(path.clone(), text.clone());
            dgn_comp::compile(id, &text, &mut diags).ok_or(())
        };
        if let Ok(d) = parsed {
            dungeon = d;
            origin.insert("dungeon".into(), path);
        }
    }

    // Levels: the embedded ones, then the folder's over them.
    let mut levels = base.levels.clone();
    let mut fallbacks = BTreeMap::new();
    for (name, bytes) in inv.files.iter().filter(|(n, _)| n.ends_with(".lev")) {
        let level = name.trim_end_matches(".lev").to_string();
        match oxhack_vm::Program::decode(bytes) {
            Ok(_) => {
                origin.insert(format!("level {level}"), inv.path(name));
                levels.insert(level, bytes.clone());
            }
            Err(e) => {
                diags.push(Diagnostic::error().with_message(format!("{}: not a level file ({e})", inv.path(name))))
            }
        }
    }
    for (name, bytes) in inv.files.iter().filter(|(n, _)| n.ends_with(".des")) {
        compiled += 1;
        let path = inv.path(name);
        let text = String::from_utf8_lossy(bytes).into_owned();
        let id = sources.add(path.clone(), text.clone());
        let mut file_diags = Diags::new();
        let result = lev_comp::compile(id, &text, &Default::default(), &mut file_diags);
        match result {
            Some(ls) if !file_diags.has_errors() => {
                for l in ls {
                    origin.insert(format!("level {}", l.name), path.clone());
                    levels.insert(l.name, l.program.encode());
                }
                diags.extend(file_diags);
            }
            _ if opts.allow_fallback => {
                let mut names = declared_levels(&text);
                if names.is_empty() {
                    names.push(name.trim_end_matches(".des").to_string());
                }
                for n in names {
                    levels.remove(&n);
                    fallbacks.insert(n, format!("{path} does not compile"));
                }
                fallback_diags.extend(file_diags);
            }
            _ => diags.extend(file_diags),
        }
    }

    // Texts: each database from its sources, its compiled file, or the
    // embedded one.
    let mut texts = base.texts.clone();
    for (mode, compiled_names) in [
        (Mode::Rumors, &["rumors"][..]),
        (Mode::Oracles, &["oracles"][..]),
        (Mode::Quest, &["quest.dat"][..]),
        (Mode::Strings, &["epitaph", "engrave", "bogusmon"][..]),
    ] {
        let outs: Vec<(Vec<u8>, String)> = if mode.inputs().iter().all(|n| inv.files.contains_key(*n)) {
            compiled += 1;
            compile_texts(inv, mode, &mut sources, &mut diags)
        } else {
            compiled_names.iter().filter_map(|n| inv.files.get(*n).map(|b| (b.clone(), inv.path(n)))).collect()
        };
        let slots: &[&str] = match mode {
            Mode::Rumors => &["rumors"],
            Mode::Oracles => &["oracles"],
            Mode::Quest => &["quest"],
            _ => &["epitaph", "engrave", "bogusmon"],
        };
        // Compiled files may be given one by one: match them by name.
        for (bytes, from) in outs {
            let what = if slots.len() == 1 {
                slots[0]
            } else {
                match slots.iter().find(|w| from.ends_with(*w) || from.contains(&format!("({w})"))) {
                    Some(w) => w,
                    None => continue,
                }
            };
            match what {
                "rumors" => texts.rumors = bytes,
                "oracles" => texts.oracles = bytes,
                "quest" => texts.quest = Some(bytes),
                "epitaph" => texts.epitaph = bytes,
                "engrave" => texts.engrave = bytes,
                _ => texts.bogusmon = bytes,
            }
            origin.insert(what.to_string(), from);
        }
    }

    if diags.has_errors() {
        let mut report = sources.render_plain(&diags.list);
        report.push_str(&format!(
            "the data folder {} has {}; the game does not start with a broken world (--allow-fallback plays broken levels as random ones)\n",
            inv.dir.display(),
            oxhack_diag::plural(diags.error_count(), "error")
        ));
        return Err(LoadError { report });
    }
    let mut report = sources.render_plain(&diags.list);
    if !fallback_diags.list.is_empty() {
        report.push_str(&sources.render_plain(&fallback_diags.list));
        for (n, why) in &fallbacks {
            report.push_str(&format!("level {n} falls back to a random level: {why}\n"));
        }
    }
    let content = Content::assemble(dungeon, levels, texts, fallbacks, |what| {
        origin.get(what).cloned().unwrap_or_else(|| "embedded".to_string())
    });
    Ok((content, report, compiled))
}

/// Compiles `mode`'s source files with makedefs: each output's bytes and
/// where it came from ("DIR/epitaph.txt (epitaph)").
fn compile_texts(inv: &Inventory, mode: Mode, sources: &mut Sources, diags: &mut Diags) -> Vec<(Vec<u8>, String)> {
    let ids: Vec<(oxhack_diag::FileId, &str)> = mode
        .inputs()
        .iter()
        .map(|n| (sources.add(inv.path(n), String::from_utf8_lossy(&inv.files[*n]).into_owned()), *n))
        .collect();
    let texts: Vec<(String, oxhack_diag::FileId)> =
        ids.iter().map(|(id, _)| (sources.text(*id).to_string(), *id)).collect();
    let refs: Vec<(&str, oxhack_diag::FileId)> = texts.iter().map(|(t, id)| (t.as_str(), *id)).collect();
    let Some(outs) = makedefs::compat::compile(mode, &refs, &Config::default(), diags) else { return Vec::new() };
    outs.into_iter()
        .enumerate()
        .map(|(i, (out_name, bytes))| {
            let input = ids.get(i).or(ids.first()).map_or("", |(_, n)| n);
            (bytes, format!("{} ({out_name})", inv.path(input)))
        })
        .collect()
}
