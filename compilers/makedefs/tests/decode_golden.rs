//! The readers decode every entry of NetHack 3.6.7's golden databases back
//! to the text of its source line(s) in the corpus.

use makedefs::compat::data::Data;
use makedefs::compat::oracles::{Oracles, SPECIAL_ORACLE};
use makedefs::compat::quest_read::QuestData;
use makedefs::compat::rumors::Rumors;
use makedefs::compat::strings;
use std::path::PathBuf;

fn dirs() -> Option<(PathBuf, PathBuf)> {
    Some((oxhack_testkit::corpus()?, oxhack_testkit::golden()?))
}

fn source_lines(dir: &std::path::Path, name: &str) -> Vec<String> {
    std::fs::read_to_string(dir.join(name)).unwrap().lines().map(str::to_string).collect()
}

#[test]
fn rumors_round_trip() {
    let Some((corpus, golden)) = dirs() else { return };
    let bytes = std::fs::read(golden.join("rumors")).unwrap();
    let r = Rumors::parse(&bytes).unwrap();
    let tru = source_lines(&corpus, "rumors.tru");
    let fal = source_lines(&corpus, "rumors.fal");
    assert_eq!((r.true_count, r.false_count), (tru.len(), fal.len()));
    assert_eq!(r.all(&bytes, true), tru);
    assert_eq!(r.all(&bytes, false), fal);
    // Any random byte lands on a whole rumor of the right kind.
    for tidbit in (0..r.true_size as u64).step_by(97) {
        assert!(tru.contains(&r.pick(&bytes, true, tidbit)));
    }
    for tidbit in (0..r.false_size as u64).step_by(89) {
        assert!(fal.contains(&r.pick(&bytes, false, tidbit)));
    }
}

#[test]
fn oracles_round_trip() {
    let Some((corpus, golden)) = dirs() else { return };
    let bytes = std::fs::read(golden.join("oracles")).unwrap();
    let o = Oracles::parse(&bytes).unwrap();
    let mut want: Vec<Vec<String>> = vec![SPECIAL_ORACLE.iter().map(|s| s.to_string()).collect()];
    let mut current: Option<Vec<String>> = None;
    for line in source_lines(&corpus, "oracles.txt") {
        if line.starts_with('#') {
            continue;
        }
        if line.starts_with("-----") {
            want.extend(current.take());
        } else {
            current.get_or_insert_with(Vec::new).push(line);
        }
    }
    want.extend(current);
    assert_eq!(o.len(), want.len());
    for (i, w) in want.iter().enumerate() {
        assert_eq!(&o.oracle(&bytes, i).unwrap(), w, "oracle {i}");
    }
}

#[test]
fn random_text_files_round_trip() {
    let Some((corpus, golden)) = dirs() else { return };
    for name in ["epitaph", "engrave", "bogusmon"] {
        let bytes = std::fs::read(golden.join(name)).unwrap();
        let default = strings::default_for(name).unwrap();
        // MAIL is defined: the `^?MAIL` block's lines are kept, its controls dropped.
        let mut want = vec![default.to_string()];
        want.extend(
            source_lines(&corpus, &format!("{name}.txt"))
                .into_iter()
                .filter(|l| !l.is_empty() && !l.starts_with('#') && !l.starts_with('^')),
        );
        assert_eq!(strings::entries(&bytes, default).unwrap(), want, "{name}");
        let lines = strings::decode_lines(&bytes).unwrap();
        assert_eq!(lines.len(), want.len() - 1);
        assert_eq!(lines[1..], want[2..]);
        // Reproduced quirk: the game's one-pass decoding garbles the first
        // real entry, which shares its line with the default.
        assert!(lines[0].starts_with(default));
        assert_ne!(lines[0], format!("{default}{}", want[1]), "{name}");
    }
    let engrave = strings::entries(&std::fs::read(golden.join("engrave")).unwrap(), strings::DEFAULTS[1]).unwrap();
    assert!(engrave.iter().any(|e| e == "You've got mail!"));
}

#[test]
fn quest_messages_round_trip() {
    let Some((corpus, golden)) = dirs() else { return };
    let bytes = std::fs::read(golden.join("quest.dat")).unwrap();
    let q = QuestData::parse(&bytes).unwrap();
    assert_eq!(q.classes.len(), 14);
    let mut count = 0;
    let mut current: Option<(String, i32, char, Vec<String>)> = None;
    for line in source_lines(&corpus, "quest.txt") {
        if let Some(rest) = line.strip_prefix("%C") {
            let mut parts = rest[1..].split_whitespace();
            let class = parts.next().unwrap().to_string();
            let num = parts.next().unwrap().parse().unwrap();
            current = Some((class, num, rest.chars().next().unwrap(), Vec::new()));
        } else if line.starts_with("%E") {
            let (class, num, delivery, lines) = current.take().unwrap();
            let summary = line.find('[').map(|i| line[i..].to_string());
            let m = q.message(&bytes, &class, num).unwrap();
            assert_eq!((m.delivery, &m.lines, &m.summary), (delivery, &lines, &summary), "{class} {num}");
            count += 1;
        } else if !line.starts_with('#')
            && let Some((_, _, _, lines)) = current.as_mut()
        {
            lines.push(line);
        }
    }
    assert_eq!(count, q.classes.iter().map(|c| c.records.len()).sum::<usize>());
}

#[test]
fn encyclopedia_round_trip() {
    let Some((corpus, golden)) = dirs() else { return };
    let bytes = std::fs::read(golden.join("data")).unwrap();
    let d = Data::parse(&bytes).unwrap();
    // Source groups: keyword lines, then their description lines.
    let mut groups: Vec<(Vec<String>, Vec<String>)> = Vec::new();
    for line in source_lines(&corpus, "data.base") {
        if line.starts_with('#') {
            continue;
        }
        let keyword = line.bytes().next().is_some_and(|b| b > b' ');
        match groups.last_mut() {
            Some((_, text)) if keyword && text.is_empty() => groups.last_mut().unwrap().0.push(line),
            _ if keyword => groups.push((vec![line], Vec::new())),
            Some((_, text)) => text.push(line),
            None => {}
        }
    }
    assert_eq!(d.entries.len(), groups.len());
    for (entry, (keys, text)) in d.entries.iter().zip(&groups) {
        assert_eq!(&entry.keys, keys);
        assert_eq!(&d.text(entry), text, "{keys:?}");
    }
    // Lookups as the game does them, `~` exclusions included.
    assert!(d.lookup("abbot").unwrap()[0].contains("Count Landulf"));
    assert!(d.lookup("Grid Bug").is_some());
    let orc = d.lookup("hill orc").unwrap();
    assert_ne!(d.lookup("orc zombie"), Some(orc));
    assert_eq!(d.lookup("A.S"), None);
}
