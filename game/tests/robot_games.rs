//! Whole games played by keys for issue 18's committed replays: a robot
//! (`endgame_kit/robot.rs`) looks at the game, decides, and types every
//! decision as keys, so that each run is a key tape for its seed.
//!
//! - `a_level_one_hero_is_turned_away_by_the_quest_leader_by_keys`: a
//!   wizard-mode hero of experience level 1 goes through the quest's
//!   magic portal, is judged too green by the leader and sent back.
//! - `the_wizard_steals_the_amulet_and_the_hero_takes_it_back_by_keys`:
//!   a level-30 wizard-mode hero takes the Amulet in the Sanctum (`^V`),
//!   goes back to the Dungeons, makes the Wizard of Yendor (`^G`) and
//!   waits by him until his touch steals the Amulet; then, each time he
//!   can be lined up, teleports (`^T`) in line with him and zaps a wand
//!   of death, and picks the Amulet up where he fell.
//!
//! With `OXHACK_WRITE_REPLAY_KEYS` set, each writes its tape to
//! `game/tests/data/<name>.keys`, which `replays.rs` turns into the
//! committed replay files (see its notes for the commands).

mod endgame_kit;

use dgn_comp::roles::LevelRole;
use endgame_kit::journey::level_tele;
use endgame_kit::robot::{self, Robot};
use endgame_kit::{said, since, wizard_in};
use oxhack_game::game::{Game, GameOver};
use oxhack_game::levelgen::mkmaze::{is_lava, is_pool_at};
use oxhack_game::monsters::makemon::quest_mons;
use oxhack_game::world::dungeon::role_level;
use oxhack_game::world::level::{DLevel, accessible, isok, ttyp};
use oxhack_tables::ids;

/// Writes `tape` to `game/tests/data/<name>.keys` when
/// `OXHACK_WRITE_REPLAY_KEYS` is set.
fn keep_tape(name: &str, tape: &str) {
    if std::env::var_os("OXHACK_WRITE_REPLAY_KEYS").is_some() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data").join(format!("{name}.keys"));
        std::fs::write(&path, tape).expect("write the key tape");
    }
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

const THEFT_SEED: u64 = 1871;
const THEFT_HISTORY: usize = 1000;

/// The letter of the first carried object of type `otyp`.
fn carried(g: &Game, otyp: oxhack_defs::Otyp) -> Option<char> {
    g.u.invent.iter().find(|o| o.otyp == otyp).and_then(|o| o.invlet)
}

/// The Wizard of Yendor on the level, alive: his square.
fn the_wizard(g: &Game) -> Option<(i32, i32)> {
    g.lev.monsters.iter().find(|m| m.iswiz && m.mhp > 0).map(|m| (m.mx, m.my))
}

/// A free square in line with (x, y) (row, column or diagonal), two to
/// six squares off, with nothing between: (square, direction key).
fn in_line(g: &Game, x: i32, y: i32) -> Option<((i32, i32), char)> {
    let free = |i: i32, j: i32| {
        isok(i, j)
            && accessible(g.lev.typ(i, j))
            && g.lev.monster_at(i, j).is_none()
            && !is_pool_at(&g.lev, i, j)
            && !is_lava(&g.lev, i, j)
    };
    let dirs =
        [(-1, 0, 'l'), (1, 0, 'h'), (0, -1, 'j'), (0, 1, 'k'), (-1, -1, 'n'), (1, 1, 'y'), (1, -1, 'b'), (-1, 1, 'u')];
    for n in 2..=6 {
        for &(dx, dy, key) in &dirs {
            let (sx, sy) = (x + dx * n, y + dy * n);
            if free(sx, sy) && (1..n).all(|k| free(x + dx * k, y + dy * k)) {
                return Some(((sx, sy), key));
            }
        }
    }
    None
}

#[test]
fn the_wizard_steals_the_amulet_and_the_hero_takes_it_back_by_keys() {
    let mut g = wizard_in(None, THEFT_SEED);
    // A long message history (the option `msghistory`), to keep the
    // theft in it to the end; its committed replay's header says so too.
    g.opts.msghistory = THEFT_HISTORY;
    let r = Robot::new(&mut g);
    r.act(&mut g, "#levelchange\r30\r");
    assert_eq!(g.u.ulevel(), 30, "{}", since(&g, 0));
    // Magic resistance and reflection against the spells of the
    // Sanctum's priest and of the Wizard, and their summoned dragons'
    // breath; death rays for the priest.
    for w in [
        "\x17blessed +5 gray dragon scale mail\r",
        "\x17blessed amulet of reflection\r",
        "\x17blessed wand of death\r",
        "\x17blessed potion of see invisible\r",
    ] {
        r.act(&mut g, w);
    }
    let mail = carried(&g, ids::GRAY_DRAGON_SCALE_MAIL).expect("the scale mail");
    r.act(&mut g, &format!("W{mail}"));
    let amulet = carried(&g, ids::AMULET_OF_REFLECTION).expect("the amulet");
    r.act(&mut g, &format!("P{amulet}"));
    let potion = carried(&g, ids::POT_SEE_INVISIBLE).expect("the potion");
    r.act(&mut g, &format!("q{potion}"));
    assert!(g.u.has(oxhack_defs::Prop::Antimagic) && g.u.has(oxhack_defs::Prop::Reflecting), "{}", since(&g, 0));
    // The Amulet from the Sanctum's high priest: a death ray down a line
    // to him.
    let sanctum = role_level(&g.layout, LevelRole::Sanctum).expect("sanctum");
    level_tele(&r, &mut g, sanctum);
    for _ in 0..400 {
        if g.over.is_some() {
            break;
        }
        let holder = g.lev.monsters.iter().find(|m| m.minvent.iter().any(|o| o.otyp == ids::AMULET_OF_YENDOR));
        let Some((mx, my)) = holder.map(|m| (m.mx, m.my)) else { break };
        let wand = carried(&g, ids::WAN_DEATH).unwrap_or_else(|| panic!("a wand of death: {}", since(&g, 0)));
        match in_line(&g, mx, my) {
            Some(((sx, sy), key)) => {
                r.tele(&mut g, sx, sy);
                let still =
                    g.lev.monster_at(mx, my).is_some_and(|m| m.minvent.iter().any(|o| o.otyp == ids::AMULET_OF_YENDOR));
                if still && (g.u.ux, g.u.uy) == (sx, sy) {
                    r.act(&mut g, &format!("z{wand}{key}"));
                }
            }
            None => r.reach(&mut g, mx, my),
        }
    }
    if carried(&g, ids::AMULET_OF_YENDOR).is_none() {
        let amulet = g.lev.objects.iter().find(|f| f.obj.otyp == ids::AMULET_OF_YENDOR).map(|f| (f.x, f.y));
        let (ax, ay) = amulet.expect("the Amulet dropped by its priest");
        r.reach(&mut g, ax, ay);
        // Autopickup may have taken it already.
        if carried(&g, ids::AMULET_OF_YENDOR).is_none() {
            r.act(&mut g, ",");
        }
    }
    assert!(carried(&g, ids::AMULET_OF_YENDOR).is_some(), "took the Amulet: {}", since(&g, 0));
    // Back in the Dungeons, the Wizard made next to the hero; waiting
    // beside him until his touch takes the Amulet.
    let ordinary = DLevel { dnum: 0, dlevel: 5 };
    level_tele(&r, &mut g, ordinary);
    for w in ["\x17blessed wand of death\r", "\x17blessed wand of death\r", "\x17blessed potion of see invisible\r"] {
        r.act(&mut g, w);
    }
    let potion = carried(&g, ids::POT_SEE_INVISIBLE).expect("the potion");
    r.act(&mut g, &format!("q{potion}"));
    r.act(&mut g, "\x07Wizard of Yendor\r");
    assert!(the_wizard(&g).is_some(), "the Wizard made: {}", since(&g, 0));
    let mut stolen_at = None;
    for step in 0..3000 {
        if g.over.is_some() || carried(&g, ids::AMULET_OF_YENDOR).is_none() {
            break;
        }
        if std::env::var_os("OXHACK_ROBOT_DEBUG").is_some() && step % 50 == 0 {
            let n = g.history.len();
            eprintln!(
                "wait {step}: turn {} hp {}/{} {:?}",
                g.moves,
                g.u.uhp,
                g.u.uhpmax,
                &g.history[n.saturating_sub(4)..]
            );
        }
        if let Some((wx, wy)) = the_wizard(&g)
            && ((g.u.ux - wx).abs() > 1 || (g.u.uy - wy).abs() > 1)
            && let Some((bx, by)) = Robot::beside(&g, wx, wy)
        {
            r.tele(&mut g, bx, by);
        } else {
            r.act(&mut g, "s");
        }
    }
    if carried(&g, ids::AMULET_OF_YENDOR).is_none() {
        stolen_at = Some(g.moves);
    }
    let stolen = stolen_at.expect("the Wizard stole the Amulet");
    assert!(said(&g, "stole the Amulet of Yendor!"), "the theft: {}", since(&g, 0));
    // Taking it back: a death ray down a line to him, then the Amulet off
    // the floor where he fell.
    for _ in 0..400 {
        if g.over.is_some() || the_wizard(&g).is_none() {
            break;
        }
        let wand = carried(&g, ids::WAN_DEATH).unwrap_or_else(|| panic!("a wand of death: {}", since(&g, 0)));
        let (wx, wy) = the_wizard(&g).expect("him");
        match in_line(&g, wx, wy) {
            Some(((sx, sy), key)) => {
                r.tele(&mut g, sx, sy);
                if the_wizard(&g) == Some((wx, wy)) && (g.u.ux, g.u.uy) == (sx, sy) {
                    r.act(&mut g, &format!("z{wand}{key}"));
                }
            }
            None => r.act(&mut g, "s"),
        }
    }
    assert!(the_wizard(&g).is_none(), "the Wizard killed: {}", since(&g, 0));
    for _ in 0..10 {
        if carried(&g, ids::AMULET_OF_YENDOR).is_some() {
            break;
        }
        let amulet = g.lev.objects.iter().find(|f| f.obj.otyp == ids::AMULET_OF_YENDOR).map(|f| (f.x, f.y));
        let (ax, ay) = amulet.expect("the Amulet dropped by the Wizard");
        r.reach(&mut g, ax, ay);
        if carried(&g, ids::AMULET_OF_YENDOR).is_none() {
            r.act(&mut g, ",");
        }
    }
    assert!(carried(&g, ids::AMULET_OF_YENDOR).is_some(), "took it back: {}", since(&g, 0));
    eprintln!("stolen at turn {stolen}, back at turn {}", g.moves);
    r.act(&mut g, "#quit\ryq");
    assert_eq!(g.over, Some(GameOver::Quit));
    let tape = r.typed();
    keep_tape(&format!("amulet_theft_{THEFT_SEED}"), &tape);
    let mut h = wizard_in(None, THEFT_SEED);
    h.opts.msghistory = THEFT_HISTORY;
    robot::replay(&mut h, &tape);
    assert_eq!(h.over, Some(GameOver::Quit), "the recorded keys replay");
    assert!(said(&h, "The Wizard of Yendor stole the Amulet of Yendor!") || said(&h, "It stole the Amulet of Yendor!"));
    assert!(said(&h, "You kill the Wizard of Yendor!"), "{}", since(&h, 0));
    assert!(h.u.invent.iter().any(|o| o.otyp == ids::AMULET_OF_YENDOR), "{}", since(&h, 0));
}
