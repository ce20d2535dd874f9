//! Whole games played by keys for issue 18's committed replays: a robot
//! (`endgame_kit/robot.rs`) looks at the game, decides, and types every
//! decision as keys, so that each run is a key tape for its seed.
//!
//! - `a_level_one_hero_is_turned_away_by_the_quest_leader_by_keys`: a
//!   wizard-mode hero of experience level 1 goes through the quest's
//!   magic portal, is judged too green by the leader and sent back.
//!
//! With `OXHACK_WRITE_REPLAY_KEYS` set, each writes its tape to
//! `game/tests/data/<name>.keys`, which `replays.rs` turns into the
//! committed replay files (see its notes for the commands).

mod endgame_kit;

use endgame_kit::robot::{self, Robot};
use endgame_kit::{said, since, wizard_in};
use oxhack_game::game::{Game, GameOver};
use oxhack_game::monsters::makemon::quest_mons;
use oxhack_game::world::level::ttyp;

/// Writes `tape` to `game/tests/data/<name>.keys` when
/// `OXHACK_WRITE_REPLAY_KEYS` is set.
fn keep_tape(name: &str, tape: &str) {
    if std::env::var_os("OXHACK_WRITE_REPLAY_KEYS").is_some() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data").join(format!("{name}.keys"));
        std::fs::write(&path, tape).expect("write the key tape");
    }
}

/// Level-teleports (`^V` and a depth) until the hero is on `to`.
fn level_tele(r: &Robot, g: &mut Game, to: oxhack_game::world::level::DLevel) {
    for _ in 0..3 {
        if g.u.uz != to {
            let d = g.depth_of(to);
            r.act(g, &format!("\x16{d}\r"));
        }
    }
    assert_eq!(g.u.uz, to, "^V to {to:?}: {}", since(g, 0));
}

const QUEST_SEED: u64 = 1870;
/// The Norn's words to a level-one Valkyrie.
const REJECTION: &str = "Agnar, a mere Stripling would burn. Come back as a Warrior.";

#[test]
fn a_level_one_hero_is_turned_away_by_the_quest_leader_by_keys() {
    let mut g = wizard_in(None, QUEST_SEED);
    let r = Robot::new(&mut g);
    let (entry, home) = g.quest_branch().expect("the quest's branch");
    // To the level of the quest's portal, and into the portal.
    level_tele(&r, &mut g, entry);
    let portal = g.lev.traps.iter().find(|t| t.ttyp == ttyp::MAGIC_PORTAL).map(|t| (t.tx, t.ty));
    let (px, py) = portal.expect("the quest's portal");
    r.tele(&mut g, px, py);
    for _ in 0..5 {
        if g.u.uz == home {
            break;
        }
        r.act(&mut g, "s");
    }
    assert_eq!(g.u.uz, home, "through the portal: {}", since(&g, 0));
    // Up to the leader, who judges the hero on its own turn.
    let q = quest_mons(g.u.hero.role).expect("quest monsters");
    let leader = g.lev.monsters.iter().find(|m| m.mnum == q.leader).map(|m| (m.mx, m.my));
    let (lx, ly) = leader.expect("the leader is home");
    let (bx, by) = Robot::beside(&g, lx, ly).expect("room by the leader");
    r.tele(&mut g, bx, by);
    for _ in 0..10 {
        if g.u.uz != home {
            break;
        }
        r.act(&mut g, "s");
    }
    // The low-level text (the Valkyrie's message 19), in the history.
    let text = g.quest.delivered.iter().find(|(c, n, _)| c == "Val" && *n == 19).map(|d| d.2.clone());
    let rejection = text.expect("the leader's low-level text").join(" ");
    assert!(said(&g, REJECTION), "the rejection in the history: {}", since(&g, 0));
    assert!(rejection.contains("a mere Stripling would burn"), "{rejection}");
    assert_eq!(g.u.uz, entry, "expelled to the portal's level");
    assert_eq!(g.u.ulevel(), 1);
    assert!(!g.quest.got_quest && !g.quest.qexpelled);
    r.act(&mut g, "#quit\ryq");
    assert_eq!(g.over, Some(GameOver::Quit));
    let tape = r.typed();
    keep_tape(&format!("quest_rejected_{QUEST_SEED}"), &tape);
    let mut h = wizard_in(None, QUEST_SEED);
    robot::replay(&mut h, &tape);
    assert_eq!(h.over, Some(GameOver::Quit), "the recorded keys replay");
    assert_eq!(h.u.uz, entry);
    assert!(said(&h, REJECTION));
}
