//! Level names a dungeon description uses, for `--dungeon`.
//!
//! A light reading of `dungeon.def`: the quoted names of LEVEL, RNDLEVEL,
//! CHAINLEVEL and RNDCHLEVEL lines (RNDLEVEL's variants numbered 1..N),
//! PROTOFILE prefixes (numbered files), and quest levels (`x-strt`, which
//! every role's `Xxx-strt` stands for).

use std::path::Path;

/// Every level file name (without `.lev`) the description can load.
pub fn level_names(path: &Path) -> Result<Vec<String>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    Ok(names_in(&text))
}

fn quoted(line: &str) -> Vec<&str> {
    line.split('"').skip(1).step_by(2).collect()
}

/// The level names in a dungeon description's text.
pub fn names_in(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for line in text.lines().map(str::trim).filter(|l| !l.starts_with('#')) {
        let (key, rest) = match line.split_once(':') {
            Some((k, r)) => (k.trim(), r),
            None => continue,
        };
        let q = quoted(rest);
        match key {
            "LEVEL" | "CHAINLEVEL" => out.extend(q.first().map(|s| s.to_string())),
            "RNDLEVEL" | "RNDCHLEVEL" => {
                if let Some(name) = q.first() {
                    // The variant count is the last number on the line.
                    let count = rest
                        .split_whitespace()
                        .filter_map(|w| w.trim_end_matches(',').parse::<u32>().ok())
                        .last()
                        .unwrap_or(1);
                    out.extend((1..=count).map(|i| format!("{name}-{i}")));
                }
            }
            "PROTOFILE" => {
                if let Some(name) = q.first() {
                    out.extend((1..=9).map(|i| format!("{name}{i}")));
                    out.push(name.to_string());
                }
            }
            _ => {}
        }
    }
    // The game loads the mines' filler by name.
    out.push("minefill".to_string());
    // Quest levels are named for every role: x-strt stands for Arc-strt...
    const ROLES: [&str; 13] =
        ["Arc", "Bar", "Cav", "Hea", "Kni", "Mon", "Pri", "Ran", "Rog", "Sam", "Tou", "Val", "Wiz"];
    let quest: Vec<String> = out.iter().filter_map(|n| n.strip_prefix("x-").map(String::from)).collect();
    for suffix in quest.iter().chain(["fila".to_string(), "filb".to_string()].iter()) {
        out.extend(ROLES.iter().map(|r| format!("{r}-{suffix}")));
    }
    out
}
