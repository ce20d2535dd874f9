//! OxHack's quest text (`dat/quest.txt`, embedded as `texts::QUEST`) has
//! every message quest.c asks for: the common ones, and each of the 13
//! roles', in role order.

use makedefs::compat::quest_read::QuestData;
use oxhack_tables::texts::QUEST;

/// The 13 roles' class ids, in role order.
const ALL_ROLES: [&str; 13] =
    ["Arc", "Bar", "Cav", "Hea", "Kni", "Mon", "Pri", "Ran", "Rog", "Sam", "Tou", "Val", "Wiz"];

/// The common (`-`) messages the game pages with `com_pager`: the
/// introduction (1), the leader's call (2, 3, 4), the bell (5), the angels'
/// (10-19) and demons' (30-49) curses, banishment (60).
fn common_messages() -> Vec<i32> {
    let mut v = vec![1, 2, 3, 4, 5];
    v.extend(10..=19);
    v.extend(30..=49);
    v.push(60);
    v
}

/// What every role must have (qtext.h's standard numbers; 42, the goal
/// level without its artifact, is optional and falls back to 41).
fn role_messages() -> Vec<i32> {
    let mut v = vec![1, 2, 3];
    v.extend(5..=14); // guardians, before and after
    v.extend(15..=21); // the leader: greetings, rejections, the assignment
    v.extend(25..=34); // encouragement
    v.extend([35, 36, 40, 41, 50, 51, 52, 53]);
    v.extend(60..=69); // the nemesis' taunts
    v.extend([70, 80, 81, 82, 90, 91]);
    v
}

fn quest() -> QuestData {
    QuestData::parse(QUEST).expect("the embedded quest text decodes")
}

fn class_ids(q: &QuestData) -> Vec<&str> {
    q.classes.iter().map(|c| c.id.as_str()).collect()
}

/// What is wrong with class `class`: missing messages, undecodable ones,
/// unknown `%` substitutions, window messages without a summary.
fn problems(q: &QuestData, class: &str, wanted: &[i32], summaries: bool) -> Vec<String> {
    let mut bad = Vec::new();
    for &n in wanted {
        match q.message(QUEST, class, n) {
            None => bad.push(format!("{class} {n:05}: missing")),
            Some(m) => {
                if m.lines.iter().all(|l| l.trim().is_empty()) {
                    bad.push(format!("{class} {n:05}: empty"));
                }
                if summaries && m.delivery == 'c' && m.summary.is_none() {
                    bad.push(format!("{class} {n:05}: a window message without a [summary]"));
                }
                for line in m.lines.iter().chain(m.summary.iter()) {
                    let b = line.as_bytes();
                    for (i, _) in line.match_indices('%') {
                        if i > 0 && b[i - 1] == b'%' {
                            continue;
                        }
                        let ok = b.get(i + 1).is_some_and(|c| b"pcrRsSlioOngGHaAdDCNLxZ%".contains(c));
                        if !ok {
                            bad.push(format!("{class} {n:05}: unknown substitution in {line:?}"));
                        }
                    }
                }
            }
        }
    }
    bad
}

#[test]
fn the_common_messages_are_all_there() {
    let q = quest();
    assert_eq!(q.classes.first().map(|c| c.id.as_str()), Some("-"), "the common class comes first");
    let bad = problems(&q, "-", &common_messages(), true);
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn every_role_present_is_complete() {
    let q = quest();
    let ids = class_ids(&q);
    for id in &ids {
        assert!(*id == "-" || ALL_ROLES.contains(id), "unknown quest class {id}");
    }
    // Roles in role order, each once (makedefs refuses a class that resumes).
    let roles: Vec<&str> = ids.iter().copied().filter(|id| *id != "-").collect();
    let order: Vec<usize> = roles.iter().map(|r| ALL_ROLES.iter().position(|a| a == r).unwrap_or(99)).collect();
    assert!(order.windows(2).all(|w| w[0] < w[1]), "roles out of order: {roles:?}");
    let bad: Vec<String> = roles.iter().flat_map(|r| problems(&q, r, &role_messages(), false)).collect();
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

/// Every one of the 13 roles has its messages, 42 (the goal level after
/// the artifact is gone) included, and every window message a summary.
#[test]
fn all_thirteen_roles_are_present() {
    let q = quest();
    let ids = class_ids(&q);
    let missing: Vec<&&str> = ALL_ROLES.iter().filter(|r| !ids.contains(r)).collect();
    assert!(missing.is_empty(), "roles without quest text: {missing:?}");
    let mut bad: Vec<String> = ALL_ROLES.iter().flat_map(|r| problems(&q, r, &role_messages(), true)).collect();
    for role in &ALL_ROLES {
        if q.message(QUEST, role, 42).is_none() {
            bad.push(format!("{role} 00042: missing"));
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}
