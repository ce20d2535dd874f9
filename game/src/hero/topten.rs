//! The high-score list (topten.c): one line per game in the file
//! `record`, best first, at most [`MAX_ENTRIES`] kept. Lines that do not
//! parse are ignored (and dropped on the next write). The file lives in
//! the save folder, or at `$OXHACK_RECORD` when that is set; a game can
//! also be given its own file (`Game.life.record_file`, for tests).
//!
//! A line holds tab-separated fields: score, turns, deepest level,
//! hit points, maximum hit points, experience level, role, race, gender,
//! alignment, name, the death ("killed by a jackal"), and where the game
//! ended: the dungeon's name and the level's depth (older lines without
//! these two read as the Dungeons of Doom at the deepest level).
//!
//! The list is shown as `outentry` shows it: rank, points, name, how and
//! where the game ended ("died in The Dungeons of Doom on level 3 [max
//! 5]"), the death, and the hit points in the last columns; a line too
//! long for 80 columns wraps at a space, the rest indented.

use std::path::PathBuf;

/// How many entries the file keeps (`ENTRYMAX`).
pub const MAX_ENTRIES: usize = 100;
/// The width the list is laid out for (`COLNO`).
pub const COLNO: usize = 80;
/// The best entries always shown after a game (`end_top`).
pub const END_TOP: usize = 3;
/// The entries shown on each side of the new one (`end_around`).
pub const END_AROUND: usize = 2;

/// The dungeon a game ends in when a line does not say.
const DEFAULT_DUNGEON: &str = "The Dungeons of Doom";

/// One finished game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub points: i64,
    pub turns: i64,
    /// The deepest level reached (`maxlvl`).
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
    /// The dungeon the game ended in ("The Gnomish Mines").
    pub dungeon: String,
    /// The depth of the level the game ended on (`deathlev`).
    pub deathlev: i32,
}

fn clean(s: &str) -> String {
    s.chars().map(|c| if c == '\t' || c == '\n' || c == '\r' { ' ' } else { c }).collect()
}

impl Entry {
    /// The entry as one line of the file.
    pub fn to_line(&self) -> String {
        format!(
            "{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}",
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
            clean(&self.death),
            clean(&self.dungeon),
            self.deathlev
        )
    }

    /// An entry from a line, `None` when the line is not one.
    pub fn parse(line: &str) -> Option<Entry> {
        let f: Vec<&str> = line.trim_end_matches(['\r', '\n']).split('\t').collect();
        if !(f.len() == 12 || f.len() == 14) || f[10].is_empty() {
            return None;
        }
        let deepest = f[2].parse().ok()?;
        let (dungeon, deathlev) = match f.get(12..14) {
            Some([d, l]) if !d.is_empty() => (d.to_string(), l.parse().ok()?),
            Some(_) => return None,
            None => (DEFAULT_DUNGEON.to_string(), deepest),
        };
        Some(Entry {
            points: f[0].parse().ok()?,
            turns: f[1].parse().ok()?,
            deepest,
            hp: f[3].parse().ok()?,
            maxhp: f[4].parse().ok()?,
            ulevel: f[5].parse().ok()?,
            role: f[6].to_string(),
            race: f[7].to_string(),
            gender: f[8].to_string(),
            align: f[9].to_string(),
            name: f[10].to_string(),
            death: f[11].to_string(),
            dungeon,
            deathlev,
        })
    }

    /// How and where the game ended, as the list says it (`outentry`
    /// without the rank, points and hit points): "Agnar-Val-Hum-Fem-Law
    /// died in The Dungeons of Doom on level 2.  Killed by a jackal."
    pub fn describe(&self) -> String {
        let name: String = self.name.chars().take(10).collect();
        let mut s = format!("{name}-{}", self.role);
        if !self.race.starts_with('?') {
            s.push_str(&format!("-{}", self.race));
        }
        s.push_str(&format!("-{}", self.gender));
        if !self.align.starts_with('?') {
            s.push_str(&format!("-{}", self.align));
        }
        s.push(' ');
        let female = self.gender.starts_with('F');
        let mut second_line = true;
        if let Some(rest) = self.death.strip_prefix("escaped") {
            let carried = rest.strip_prefix(" (").unwrap_or("");
            let mut tail = format!("escaped the dungeon {carried}[max level {}]", self.deepest);
            // "(with the Amulet)" loses its closing parenthesis.
            if let Some(p) = tail.find(')') {
                tail.replace_range(p..=p, " ");
            }
            s.push_str(&tail);
            second_line = false;
        } else if self.death.starts_with("ascended") {
            s.push_str(&format!("ascended to demigod{}-hood", if female { "dess" } else { "" }));
            second_line = false;
        } else {
            if self.death.starts_with("quit") {
                s.push_str("quit");
                second_line = false;
            } else if self.death.starts_with("died of st") {
                s.push_str("starved to death");
                second_line = false;
            } else if self.death.starts_with("choked") {
                s.push_str(&format!("choked on h{} food", if female { "er" } else { "is" }));
            } else if self.death.starts_with("poisoned") {
                s.push_str("was poisoned");
            } else if self.death.starts_with("crushed") {
                s.push_str("was crushed to death");
            } else if self.death.starts_with("petrified by ") {
                s.push_str("turned to stone");
            } else {
                s.push_str("died");
            }
            s.push_str(&format!(" in {}", self.dungeon));
            if self.dungeon != "Fort Ludios" {
                s.push_str(&format!(" on level {}", self.deathlev));
            }
            if self.deathlev != self.deepest {
                s.push_str(&format!(" [max {}]", self.deepest));
            }
            if let Some(rest) = self.death.strip_prefix("quit ") {
                s.push(' ');
                s.push_str(rest);
            }
        }
        s.push('.');
        if second_line {
            let mut c = self.death.chars();
            if let Some(first) = c.next() {
                s.push_str(&format!("  {}{}.", first.to_uppercase(), c.as_str()));
            }
        }
        s
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

/// The list's heading (`outheader`): " No  Points     Name", and
/// "Hp [max]" in the last columns.
pub fn outheader() -> String {
    format!("{:<w$}Hp [max]", " No  Points     Name", w = COLNO - 9)
}

/// One entry as the list shows it (`outentry`): the rank (blank for a
/// game that did not make the list), the points, the description and the
/// hit points ("-" for the dead) with the maximum in brackets, in the
/// last columns. A line reaching the hit-point column wraps at a space
/// before it (never inside "[max N]"); the rest goes on lines indented
/// 16 columns.
pub fn outentry(rank: Option<usize>, e: &Entry) -> Vec<String> {
    let mut out = Vec::new();
    let mut line: Vec<char> = match rank {
        Some(r) => format!("{r:>3}"),
        None => "   ".to_string(),
    }
    .chars()
    .collect();
    line.extend(format!(" {:>10}  {}", e.points, e.describe()).chars());
    let hp = if e.hp <= 0 { "-".to_string() } else { e.hp.to_string() };
    // Where the hit-point column starts, with its padding.
    let hppos = COLNO - "  Hp [max]".len();
    while line.len() >= hppos {
        // The last space before the column...
        let mut bp = (0..hppos.min(line.len())).rev().find(|&i| line[i] == ' ').unwrap_or(0);
        // ...unless the word is too long: then cut it.
        if bp <= 15 {
            bp = hppos - 1;
        }
        // Never between "[max" and its number.
        if bp > 5 && line[bp - 5..bp].iter().collect::<String>() == " [max" {
            bp -= 5;
        }
        let rest: String = if line[bp] == ' ' { line[bp + 1..].iter().collect() } else { line[bp..].iter().collect() };
        line.truncate(bp);
        out.push(line.iter().collect());
        line = format!("{:15} {rest}", "").chars().collect();
    }
    let hppos = COLNO - 7 - hp.len();
    let mut last: String = line.iter().collect();
    if last.chars().count() <= hppos {
        let pad = hppos - last.chars().count();
        let maxpad = if e.maxhp < 10 {
            "  "
        } else if e.maxhp < 100 {
            " "
        } else {
            ""
        };
        last.push_str(&format!("{}{hp} {maxpad}[{}]", " ".repeat(pad), e.maxhp));
    }
    out.push(last);
    out
}

/// The lines shown after a game (the display part of `topten`): the
/// place reached ("You made the top ten list!" or "You reached the 12th
/// place on the top 100 list."), the heading, the best [`END_TOP`]
/// entries and the [`END_AROUND`] on each side of the new one; a game
/// that did not make the list is shown after them, without a rank.
pub fn show_around(list: &[Entry], place: Option<usize>, entry: &Entry) -> Vec<String> {
    let mut lines = vec![String::new()];
    match place {
        Some(p) if p <= 10 => lines.push("You made the top ten list!".to_string()),
        Some(p) => lines.push(format!("You reached the {} place on the top {MAX_ENTRIES} list.", ordinal(p))),
        None => {}
    }
    if place.is_some() {
        lines.push(String::new());
    }
    lines.push(outheader());
    let rank0 = place.unwrap_or(list.len() + 1);
    for (i, e) in list.iter().enumerate() {
        let rank = i + 1;
        if rank > END_TOP && (rank + END_AROUND < rank0 || rank > rank0 + END_AROUND) {
            continue;
        }
        if rank + END_AROUND == rank0 && rank0 > END_TOP + END_AROUND + 1 {
            lines.push(String::new());
        }
        lines.extend(outentry(Some(rank), e));
    }
    if place.is_none() {
        lines.extend(outentry(None, entry));
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
            dungeon: "The Dungeons of Doom".into(),
            deathlev: 1,
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

    #[test]
    fn old_lines_without_the_place_still_read() {
        let e = entry(77, "Old");
        let mut fields: Vec<&str> = Vec::new();
        let line = e.to_line();
        fields.extend(line.split('\t').take(12));
        let old = Entry::parse(&fields.join("\t")).expect("a 12-field line");
        assert_eq!((old.dungeon.as_str(), old.deathlev), ("The Dungeons of Doom", old.deepest));
    }

    /// outentry as NetHack lays it out: a long line wraps at the last
    /// space before the hit-point column, the rest indented 16 columns,
    /// the hit points at the end of the last line; never more than 79
    /// columns.
    #[test]
    fn long_entries_wrap_before_the_hit_points() {
        let e = entry(120, "Agnar");
        let lines = outentry(Some(1), &e);
        assert_eq!(
            lines,
            vec![
                "  1        120  Agnar-Val-Hum-Fem-Law died in The Dungeons of Doom on".to_string(),
                format!("{:16}level 1.  Killed by a jackal.{:27}-  [14]", "", ""),
            ]
        );
        assert_eq!(lines[1].len(), 79);
        // Died below the deepest level: "[max N]" is never split.
        let mut deep = entry(123_456, "Brunhilde");
        deep.dungeon = "The Gnomish Mines".into();
        deep.deathlev = 5;
        deep.deepest = 12;
        deep.hp = 7;
        deep.maxhp = 120;
        deep.death = "killed by a soldier ant, while praying to the gods for a very long time indeed".into();
        let lines = outentry(None, &deep);
        assert!(lines.len() >= 2, "{lines:?}");
        assert!(lines.iter().all(|l| l.len() <= 79), "{lines:?}");
        assert!(lines[1..].iter().all(|l| l.starts_with(&" ".repeat(16)) && !l[16..].starts_with(' ')), "{lines:?}");
        let all = lines.iter().map(|l| l.trim()).collect::<Vec<_>>().join(" ");
        assert!(all.contains("died in The Gnomish Mines on level 5 [max 12]."), "{all}");
        assert!(lines.last().is_some_and(|l| l.ends_with("7 [120]") && l.len() == 79), "{lines:?}");
        // A word longer than the line is cut.
        let mut long = entry(5, "X");
        long.death = format!("killed by {}", "z".repeat(120));
        let lines = outentry(Some(2), &long);
        assert!(lines.iter().all(|l| l.len() <= 79), "{lines:?}");
        assert!(lines.iter().map(|l| l.trim()).collect::<String>().contains(&"z".repeat(60)));
    }

    #[test]
    fn the_list_shows_the_top_and_the_neighbours() {
        let list: Vec<Entry> = (0..20).map(|i| entry(1000 - i * 10, &format!("p{i}"))).collect();
        let lines = show_around(&list, Some(12), &list[11]);
        assert_eq!(lines[1], "You reached the 12th place on the top 100 list.");
        assert_eq!(lines[3], outheader());
        assert_eq!(outheader().len(), 79);
        let ranks: Vec<&str> = lines
            .iter()
            .filter(|l| l.len() > 3 && l[..3].trim().parse::<usize>().is_ok())
            .map(|l| l[..3].trim())
            .collect();
        assert_eq!(ranks, ["1", "2", "3", "10", "11", "12", "13", "14"]);
        let top = show_around(&list, Some(2), &list[1]);
        assert_eq!(top[1], "You made the top ten list!");
        let off = show_around(&list, None, &entry(1, "late"));
        // Not on the list: shown last, without a rank, after the bottom
        // of the list.
        let late = off.iter().position(|l| l.contains("late-Val")).expect("the new entry");
        assert!(off[late].starts_with("             1  late"), "{off:?}");
        assert!(off[late - 2].starts_with(" 20 "), "{off:?}");
    }
}
