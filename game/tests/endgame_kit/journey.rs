//! The ascension robot's long road before the invocation: the quest (the
//! portal, the leader's judgement, the way down to the nemesis, the
//! artifact taken home), the keep (the passtune found by its gears and
//! tumblers, the drawbridge crossed, a trap door taken) and the Valley
//! (its stairs down). Every step is typed as keys by the robot; these
//! functions only look at the game to decide what to type, and assert
//! that each stage ended where it should.
#![allow(dead_code)]

use super::robot::Robot;
use super::{said, since};
use dgn_comp::roles::LevelRole;
use oxhack_game::game::Game;
use oxhack_game::levelgen::mkmaze::{is_lava, is_pool_at};
use oxhack_game::monsters::makemon::quest_mons;
use oxhack_game::objects::artifact::quest_artifact;
use oxhack_game::world::dungeon::role_level;
use oxhack_game::world::level::{DLevel, accessible, isok, ttyp};
use oxhack_vm::terrain::{DRAWBRIDGE_DOWN, DRAWBRIDGE_UP};

/// Level-teleports (`^V` and a depth) until the hero is on `to`.
pub fn level_tele(r: &Robot, g: &mut Game, to: DLevel) {
    for _ in 0..3 {
        if g.u.uz != to {
            let d = g.depth_of(to);
            r.act(g, &format!("\x16{d}\r"));
            if std::env::var_os("OXHACK_ROBOT_DEBUG").is_some() {
                let typed = r.typed();
                let n = g.history.len();
                eprintln!(
                    "level_tele to {to:?}: at {:?} multi {} typed {:?} said {:?}",
                    g.u.uz,
                    g.u.multi,
                    &typed[typed.len().saturating_sub(60)..],
                    &g.history[n.saturating_sub(3)..]
                );
            }
        }
    }
    assert_eq!(g.u.uz, to, "^V to {to:?}: {}", since(g, 0));
}

/// Takes the stairs (`<` or `>`) of the current level once: onto them
/// by `^T`, then the key.
fn take_stairs(r: &Robot, g: &mut Game, up: bool) {
    let s = [g.lev.upstair, g.lev.dnstair, g.lev.upladder, g.lev.dnladder]
        .into_iter()
        .flatten()
        .find(|s| s.up == up)
        .unwrap_or_else(|| panic!("stairs {} on {:?}", if up { "up" } else { "down" }, g.u.uz));
    r.reach(g, s.x, s.y);
    if (g.u.ux, g.u.uy) == (s.x, s.y) {
        r.act(g, if up { "<" } else { ">" });
    }
}

/// Kills every monster of kind `mnum` on the level by walking into it.
fn kill_all(r: &Robot, g: &mut Game, mnum: oxhack_defs::Pm) {
    for _ in 0..400 {
        if g.over.is_some() {
            return;
        }
        let Some((x, y)) = g.lev.monsters.iter().find(|m| m.mnum == mnum).map(|m| (m.mx, m.my)) else { return };
        r.reach(g, x, y);
    }
}

/// The leader's square, if the leader is on this level.
fn leader_at(g: &Game) -> Option<(i32, i32)> {
    let q = quest_mons(g.u.hero.role)?;
    g.lev.monsters.iter().find(|m| m.mnum == q.leader).map(|m| (m.mx, m.my))
}

/// Stands by the leader and waits for a word, `#chat`ting when the
/// leader keeps quiet, until `done` holds.
fn by_the_leader(r: &Robot, g: &mut Game, done: impl Fn(&Game) -> bool) {
    for _ in 0..12 {
        if done(g) || g.over.is_some() {
            return;
        }
        let (lx, ly) = leader_at(g).expect("the leader is home");
        if (g.u.ux - lx).abs() > 1 || (g.u.uy - ly).abs() > 1 {
            let (bx, by) = Robot::beside(g, lx, ly).expect("room by the leader");
            r.tele(g, bx, by);
        } else {
            let d = Robot::dir_key(g, lx, ly);
            r.act(g, &format!("#chat\r{d}"));
        }
    }
}

/// The quest, whole: through the portal, judged worthy (wizard mode
/// offers to raise a short alignment record, and the robot accepts), down
/// to the goal, the nemesis killed, the artifact taken and shown to the
/// leader, and back through the portal to the Dungeons.
pub fn quest(r: &Robot, g: &mut Game) {
    let (entry, home) = g.quest_branch().expect("the quest's branch");
    let goal = role_level(&g.layout, LevelRole::QGoal).expect("the quest's goal");
    let art = quest_artifact(g.u.hero.role).expect("a quest artifact");
    let art_name = oxhack_tables::tables().arti(art).expect("the artifact's record").name.clone();
    let art_word = art_name.trim_start_matches("The ").to_string();
    r.want(&art_word);
    level_tele(r, g, entry);
    let portal = g.lev.traps.iter().find(|t| t.ttyp == ttyp::MAGIC_PORTAL).map(|t| (t.tx, t.ty));
    let (px, py) = portal.expect("the quest's portal");
    r.tele(g, px, py);
    for _ in 0..5 {
        if g.u.uz == home {
            break;
        }
        r.act(g, "s");
    }
    assert_eq!(g.u.uz, home, "through the portal: {}", since(g, 0));
    by_the_leader(r, g, |g| g.quest.got_quest);
    assert!(g.quest.got_quest, "the leader gives the quest: {}", since(g, 0));
    // Down, level by level, to the goal.
    for _ in 0..12 {
        if g.u.uz == goal || g.over.is_some() {
            break;
        }
        take_stairs(r, g, false);
    }
    assert_eq!(g.u.uz, goal, "down to the quest's goal: {}", since(g, 0));
    let nemesis = quest_mons(g.u.hero.role).expect("quest monsters").nemesis;
    kill_all(r, g, nemesis);
    assert!(g.quest.killed_nemesis, "the nemesis is dead: {}", since(g, 0));
    // The artifact, wherever it lies (or whoever picked it up).
    for _ in 0..20 {
        if g.u.invent.iter().any(|o| o.oartifact == Some(art)) || g.over.is_some() {
            break;
        }
        if let Some((x, y)) = g.lev.objects.iter().find(|f| f.obj.oartifact == Some(art)).map(|f| (f.x, f.y)) {
            r.reach(g, x, y);
            if (g.u.ux, g.u.uy) == (x, y) {
                r.act(g, ",");
            }
        } else if let Some((x, y)) =
            g.lev.monsters.iter().find(|m| m.minvent.iter().any(|o| o.oartifact == Some(art))).map(|m| (m.mx, m.my))
        {
            r.reach(g, x, y);
        }
    }
    assert!(g.u.invent.iter().any(|o| o.oartifact == Some(art)), "took {art_name}: {}", since(g, 0));
    // Home, and the artifact shown to the leader.
    for _ in 0..12 {
        if g.u.uz == home || g.over.is_some() {
            break;
        }
        take_stairs(r, g, true);
    }
    assert_eq!(g.u.uz, home, "back up to the leader: {}", since(g, 0));
    by_the_leader(r, g, |g| g.quest.got_thanks);
    assert!(g.quest.got_thanks, "the leader's thanks: {}", since(g, 0));
    let portal = g.lev.traps.iter().find(|t| t.ttyp == ttyp::MAGIC_PORTAL).map(|t| (t.tx, t.ty));
    let (px, py) = portal.expect("the home portal");
    r.reach(g, px, py);
    for _ in 0..5 {
        if g.u.uz == entry {
            break;
        }
        r.act(g, "s");
    }
    assert_eq!(g.u.uz, entry, "back through the portal: {}", since(g, 0));
}

/// The five-note tunes, A..G, in order.
fn all_tunes() -> Vec<String> {
    let notes = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
    let mut v = Vec::with_capacity(7usize.pow(5));
    for n in 0..7usize.pow(5) {
        let mut k = n;
        let mut s = String::new();
        for _ in 0..5 {
            s.push(notes[k % 7]);
            k /= 7;
        }
        v.push(s);
    }
    v
}

/// What the castle's gears and tumblers said about the last tune played
/// (none heard is (0, 0)): the lines after the instrument's last sound.
/// (The message history is capped, so it is read from its end.)
fn heard(g: &Game) -> (usize, usize) {
    let mut gt = (0, 0);
    let from = g.history.iter().rposition(|l| l.starts_with("You extract a strange sound")).map_or(0, |i| i + 1);
    for line in g.history.iter().skip(from) {
        let Some(rest) = line.strip_prefix("You hear ") else { continue };
        let num = |w: &str| -> usize {
            let words: Vec<&str> = rest.split(' ').collect();
            words
                .iter()
                .position(|x| x.starts_with(w))
                .and_then(|i| i.checked_sub(1))
                .map_or(0, |i| words[i].parse().unwrap_or(0))
        };
        if rest.contains("tumbler") || rest.contains("gear") {
            gt = (num("gear"), num("tumbler"));
        }
    }
    gt
}

/// The keep: a wooden flute played by the drawbridge, tune after tune,
/// each one consistent with every answer so far (Mastermind's simple
/// strategy), until the passtune opens it; then over the bridge and into
/// a trap door, down to the Valley.
pub fn keep(r: &Robot, g: &mut Game, flute: char) {
    let castle = role_level(&g.layout, LevelRole::Castle).expect("the keep");
    let valley = role_level(&g.layout, LevelRole::Valley).expect("the Valley");
    level_tele(r, g, castle);
    let bridge = oxhack_game::world::level::Level::positions()
        .find(|&(x, y)| g.lev.typ(x, y) == DRAWBRIDGE_UP)
        .expect("the raised drawbridge");
    // Land beside it, straight across from it if there is any.
    let land = |&(x, y): &(i32, i32)| {
        isok(x, y) && accessible(g.lev.typ(x, y)) && !is_pool_at(&g.lev, x, y) && !is_lava(&g.lev, x, y)
    };
    let (bx, by) = bridge;
    let stand = [(bx - 1, by), (bx + 1, by), (bx, by - 1), (bx, by + 1)]
        .into_iter()
        .chain([(bx - 1, by - 1), (bx + 1, by - 1), (bx - 1, by + 1), (bx + 1, by + 1)])
        .find(land)
        .expect("land by the drawbridge");
    let mut candidates = all_tunes();
    let mut tries = 0;
    for _ in 0..60 {
        if g.lev.typ(bx, by) == DRAWBRIDGE_DOWN || tries >= 20 || g.over.is_some() {
            break;
        }
        if (g.u.ux, g.u.uy) != stand {
            r.reach(g, stand.0, stand.1);
            continue;
        }
        let guess = candidates[0].clone();
        r.act(g, &format!("a{flute}n{guess}\r"));
        tries += 1;
        let answer = heard(g);
        if g.lev.typ(bridge.0, bridge.1) == DRAWBRIDGE_DOWN {
            break;
        }
        candidates.retain(|t| oxhack_game::actions::music::passtune_feedback(&guess, t) == answer);
        assert!(!candidates.is_empty(), "no tune fits the answers: {}", since(g, 0));
    }
    assert_eq!(g.lev.typ(bridge.0, bridge.1), DRAWBRIDGE_DOWN, "the passtune opened the drawbridge: {}", since(g, 0));
    assert!(said(g, "gear"), "the gears and tumblers answered");
    // Over the bridge on foot.
    let d = Robot::dir_key(g, bridge.0, bridge.1);
    for _ in 0..3 {
        r.act(g, &d.to_string());
    }
    // Into a trap door, and down.
    for _ in 0..20 {
        if g.u.uz == valley || g.over.is_some() {
            break;
        }
        let door = g.lev.traps.iter().find(|t| t.ttyp == ttyp::TRAPDOOR).map(|t| (t.tx, t.ty));
        let (tx, ty) = door.expect("the keep's trap doors");
        r.reach(g, tx, ty);
    }
    assert_eq!(g.u.uz, valley, "through a trap door into the Valley: {}", since(g, 0));
}

/// The Valley: its stairs down, the first of Gehennom's.
pub fn valley(r: &Robot, g: &mut Game) {
    let valley = role_level(&g.layout, LevelRole::Valley).expect("the Valley");
    for _ in 0..3 {
        if g.u.uz != valley || g.over.is_some() {
            break;
        }
        take_stairs(r, g, false);
    }
    assert!(g.depth() > g.depth_of(valley), "below the Valley: {}", since(g, 0));
}
