//! The high-score list (topten.c): one line per game in the file
//! `record`, best first, at most [`MAX_ENTRIES`] kept. Lines that do not
//! parse are ignored (and dropped on the next write). The file lives in
//! the save folder, or at `$OXHACK_RECORD` when that is set; a game can
//! also be given its own file (`Game.life.record_file`, for tests).
//!
//! A line holds tab-separated fields: score, turns, deepest level,
//! hit points, maximum hit points, experience level, role, race, gender,
//! alignment, name, and the death ("killed by a jackal").

use std::path::PathBuf;

/// How many entries the file keeps.
pub const MAX_ENTRIES: usize = 100;

/// One finished game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub points: i64,
    pub turns: i64,
    pub deepest: i32,
    pub hp: i32,
    pub maxhp: i32,
    pub ulevel: i32,
    /// File codes ("Val", "Hum", "Fem", "Law").
    pub role: String,
    pub race: String,
    pub gender: String,
    pub align: String,
    pub name: String,
    pub death: String,
}

fn clean(s: &str) -> String {
    s.chars().map(|c| if c == '\t' || c == '\n' || c == '\r' { ' ' } else { c }).collect()
}

impl Entry {
    /// The entry as one line of the file.
    pub fn to_line(&self) -> String {
        format!(
            "{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}",
            self.points,
            self.turns,
            self.deepest,
            self.hp,
            self.maxhp,
            self.ulevel,
            clean(&self.role),
            clean(&self.race),
            clean(&self.gender),
            clean(&self.align),
            clean(&self.name),
            clean(&self.death)
        )
    }

    /// An entry from a line, `None` when the line is not one.
    pub fn parse(line: &str) -> Option<Entry> {
        let f: Vec<&str> = line.trim_end_matches(['\r', '\n']).split('\t').collect();
        if f.len() != 12 || f[10].is_empty() {
            return None;
        }
        Some(Entry {
            points: f[0].parse().ok()?,
            turns: f[1].parse().ok()?,
            deepest: f[2].parse().ok()?,
            hp: f[3].parse().ok()?,
            maxhp: f[4].parse().ok()?,
            ulevel: f[5].parse().ok()?,
            role: f[6].to_string(),
            race: f[7].to_string(),
            gender: f[8].to_string(),
            align: f[9].to_string(),
            name: f[10].to_string(),
            death: f[11].to_string(),
        })
    }

    /// The entry as the list shows it (two lines at most, NetHack style):
    /// "Agnar-Val-Hum-Fem-Law killed by a jackal on dungeon level 2."
    pub fn describe(&self) -> String {
        format!(
            "{}-{}-{}-{}-{} {} on dungeon level {}. [{}({})]",
            self.name,
            self.role,
            self.race,
            self.gender,
            self.align,
            self.death,
            self.deepest,
            if self.hp > 0 { self.hp.to_string() } else { "-".to_string() },
            self.maxhp
        )
    }
}

/// Where the list is kept.
pub fn record_path() -> PathBuf {
    if let Some(p) = std::env::var_os("OXHACK_RECORD").filter(|p| !p.is_empty()) {
        return PathBuf::from(p);
    }
    crate::save::save_dir().join("record")
}

/// The entries in the file, best first (a missing file is an empty list).
pub fn read_record(path: &std::path::Path) -> Vec<Entry> {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    let mut v: Vec<Entry> = text.lines().filter_map(Entry::parse).collect();
    v.sort_by_key(|e| std::cmp::Reverse(e.points));
    v
}

/// Adds `e` to the list at `path` and writes it back (atomically).
/// Returns the entry's place (1-based) when it made the list, and the
/// list as written.
pub fn add_entry(path: &std::path::Path, e: &Entry) -> std::io::Result<(Option<usize>, Vec<Entry>)> {
    let mut v = read_record(path);
    // Below entries of equal score: older games keep their place.
    let pos = v.iter().position(|x| x.points < e.points).unwrap_or(v.len());
    v.insert(pos, e.clone());
    v.truncate(MAX_ENTRIES);
    let place = (pos < v.len()).then_some(pos + 1);
    let mut text = String::new();
    for x in &v {
        text.push_str(&x.to_line());
        text.push('\n');
    }
    crate::save::write_atomic(path, text.as_bytes())?;
    Ok((place, v))
}

/// "1st", "2nd", "3rd", "4th", ..., "11th", "21st".
pub fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// The lines shown after a game: the place reached and the entries
/// around it (`outentry` for a few neighbours).
pub fn show_around(list: &[Entry], place: Option<usize>) -> Vec<String> {
    let mut lines = Vec::new();
    match place {
        Some(p) => lines.push(format!("You reached the {} place on the top {MAX_ENTRIES} list.", ordinal(p))),
        None => lines.push("You didn't reach the top list.".to_string()),
    }
    lines.push(String::new());
    lines.push(" No     Points  Name".to_string());
    let center = place.unwrap_or(1).saturating_sub(1);
    let from = center.saturating_sub(2);
    let to = (center + 3).min(list.len());
    for (i, e) in list.iter().enumerate().take(to).skip(from) {
        let mark = if Some(i + 1) == place { '*' } else { ' ' };
        lines.push(format!("{mark}{:>3} {:>10}  {}", i + 1, e.points, e.describe()));
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(points: i64, name: &str) -> Entry {
        Entry {
            points,
            turns: 10,
            deepest: 1,
            hp: 0,
            maxhp: 14,
            ulevel: 1,
            role: "Val".into(),
            race: "Hum".into(),
            gender: "Fem".into(),
            align: "Law".into(),
            name: name.into(),
            death: "killed by a jackal".into(),
        }
    }

    #[test]
    fn lines_round_trip_and_bad_lines_are_ignored() {
        let e = entry(123, "Agnar");
        assert_eq!(Entry::parse(&e.to_line()), Some(e));
        assert_eq!(Entry::parse("garbage"), None);
        assert_eq!(Entry::parse("1\t2\t3"), None);
    }

    #[test]
    fn the_list_is_sorted_and_capped() {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("record");
        std::fs::write(&path, "not a line\n").expect("write");
        for i in 0..105 {
            add_entry(&path, &entry(i * 10, "x")).expect("add");
        }
        let (place, list) = add_entry(&path, &entry(505, "me")).expect("add");
        assert_eq!(place, Some(55));
        assert_eq!(list.len(), MAX_ENTRIES);
        assert!(list.windows(2).all(|w| w[0].points >= w[1].points));
        assert_eq!(ordinal(3), "3rd");
        assert_eq!(ordinal(12), "12th");
        assert_eq!(ordinal(22), "22nd");
    }
}
