//! Level files a dungeon description names, and which of them exist.
//!
//! A LEVEL names a file prefix; RNDLEVEL variants are `name-1` .. `name-N`;
//! a dungeon's PROTOFILE gives numbered filler files; quest levels `x-...`
//! stand for every role's `Arc-...` etc. `--levels DIR` compares those
//! names with the levels the `.des` (or `.lev`) files in DIR define.

use crate::check::Spans;
use crate::dungeon::DungeonFile;
use crate::messages as m;
use oxhack_diag::Diags;
use std::path::Path;

/// The role prefixes quest levels (`x-strt`) expand to.
pub const ROLES: [&str; 13] =
    ["Arc", "Bar", "Cav", "Hea", "Kni", "Mon", "Pri", "Ran", "Rog", "Sam", "Tou", "Val", "Wiz"];

/// The file names (without extension) that can stand for a level entry.
pub fn files_for(name: &str, rndlevs: i32) -> Vec<String> {
    let bases: Vec<String> = match name.strip_prefix("x-") {
        Some(suffix) => ROLES.iter().map(|r| format!("{r}-{suffix}")).collect(),
        None => vec![name.to_string()],
    };
    if rndlevs > 0 {
        bases.iter().flat_map(|b| (1..=rndlevs).map(move |i| format!("{b}-{i}"))).collect()
    } else {
        bases
    }
}

/// Every level file name the description can load.
pub fn all_files(f: &DungeonFile) -> Vec<String> {
    let mut out: Vec<String> =
        f.dungeons.iter().flat_map(|d| d.levels.iter().flat_map(|l| files_for(&l.name, l.rndlevs))).collect();
    for d in &f.dungeons {
        if !d.protoname.is_empty() {
            out.extend((1..=d.base + d.rand.max(0)).map(|i| format!("{}{i}", d.protoname)));
        }
    }
    out
}

/// The level names defined by the `.des` and `.lev` files in `dir`: the
/// quoted name of each `MAZE:`/`LEVEL:` line, and `.lev` file stems.
pub fn defined_in(dir: &Path) -> std::io::Result<Vec<String>> {
    let mut names = Vec::new();
    for entry in std::fs::read_dir(dir)?.flatten() {
        let path = entry.path();
        match path.extension().and_then(|e| e.to_str()) {
            Some("lev") => names.extend(path.file_stem().and_then(|s| s.to_str()).map(String::from)),
            Some("des") => {
                let text = String::from_utf8_lossy(&std::fs::read(&path)?).into_owned();
                for line in text.lines() {
                    let line = line.trim_start();
                    if (line.starts_with("MAZE") || line.starts_with("LEVEL"))
                        && let Some(name) = line.split('"').nth(1)
                    {
                        names.push(name.to_string());
                    }
                }
            }
            _ => {}
        }
    }
    names.sort();
    names.dedup();
    Ok(names)
}

/// Warns about every level entry none of whose files is defined in `dir`.
pub fn check_files(f: &DungeonFile, spans: &Spans, dir: &Path, diags: &mut Diags) -> std::io::Result<()> {
    let have = defined_in(dir)?;
    let known: Vec<&str> = have.iter().map(String::as_str).collect();
    let mut i = 0;
    for d in &f.dungeons {
        for l in &d.levels {
            let files = files_for(&l.name, l.rndlevs);
            if !files.iter().any(|n| have.contains(n)) {
                diags.push(m::missing_des(spans.levels[i], &l.name, &dir.display().to_string(), &known));
            }
            i += 1;
        }
    }
    Ok(())
}
