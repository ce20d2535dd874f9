//! Vault guards (vault.c) in play: a hero shut in a closed vault is
//! visited by a guard who asks the hero's name, leads the hero out
//! through a corridor dug for the purpose and restores the rock and the
//! vault's walls behind; "Croesus" sends the guard away (or, Croesus
//! being dead, makes it angry); a hero who keeps the gold is warned and
//! then fought.

mod arena;
mod town_common;

use oxhack_game::game::{Game, NewGame};
use oxhack_game::hero::golevel::Arrival;
use oxhack_game::world::level::{DLevel, MkRoom, is_wall, rtype};
use oxhack_game::world::monst::FakeCorr;
use town_common::*;

/// The first game (by seed, then by level from the top) with a vault;
/// the hero stands in it with no gold, nothing else about; the vault's
/// gold is taken away unless `with_gold`.
fn in_a_vault(with_gold: bool) -> (Game, MkRoom) {
    for seed in 1..40u64 {
        let mut g = Game::new(NewGame::quick(seed)).expect("game");
        for d in 1..=4 {
            if d > 1 {
                g.goto_level(DLevel { dnum: 0, dlevel: d }, Arrival::Random);
            }
            if let Some(v) = rooms_of(&g, rtype::VAULT).into_iter().next() {
                g.lev.monsters.clear();
                g.u.pet_id = None;
                g.u.ugold = 0;
                if !with_gold {
                    g.lev.objects.retain(|o| !v.inside(o.x, o.y));
                }
                place_hero(&mut g, v.lx, v.ly);
                return (g, v);
            }
        }
    }
    panic!("no vault in the first levels of 40 games");
}

/// Lets turns pass (searching) until the guard comes; the name typed is
/// `name`. Returns the guard's index.
fn wait_for_guard(g: &mut Game, name: &str) -> Option<usize> {
    let answer = format!("{name}\r");
    script(g, &"s".repeat(40), &[("\"Hello stranger, who are you?\" -", &answer)]);
    for _ in 0..40 {
        g.step();
        if let Some(i) = g.findgd() {
            return Some(i);
        }
        if g.history.iter().any(|m| m.contains("guards enters")) {
            return None;
        }
    }
    None
}

/// The direction key for (dx, dy).
fn key(dx: i32, dy: i32) -> char {
    match (dx, dy) {
        (-1, 0) => 'h',
        (1, 0) => 'l',
        (0, -1) => 'k',
        (0, 1) => 'j',
        (-1, -1) => 'y',
        (1, -1) => 'u',
        (-1, 1) => 'b',
        _ => 'n',
    }
}

/// Follows the guard turn by turn: a step to the free square nearest it
/// (never onto it), else a search. Stops when the guard is gone or
/// parked, or after `turns`. Returns the corridor the guard dug (as
/// long as it was seen) and the guard's own messages.
fn follow_guard(g: &mut Game, turns: usize) -> Vec<FakeCorr> {
    let mut corridor: Vec<FakeCorr> = Vec::new();
    for _ in 0..turns {
        let Some(gi) = g.findgd() else { break };
        let gd = &g.lev.monsters[gi];
        if gd.mx == 0 {
            break;
        }
        if let Some(e) = gd.egd() {
            for f in &e.fakecorr {
                if !corridor.contains(f) {
                    corridor.push(*f);
                }
            }
        }
        let (gx, gy) = (gd.mx, gd.my);
        let (ux, uy) = (g.u.ux, g.u.uy);
        let d2 = |x: i32, y: i32| (x - gx).pow(2) + (y - gy).pow(2);
        let mut best = None;
        for dx in -1..=1 {
            for dy in -1..=1 {
                let (x, y) = (ux + dx, uy + dy);
                if (dx, dy) == (0, 0) || (x, y) == (gx, gy) || g.lev.monster_at(x, y).is_some() {
                    continue;
                }
                let t = g.lev.typ(x, y);
                let passable = oxhack_game::world::level::accessible(t);
                // Doorways are not entered or left diagonally.
                let diag_door = dx != 0
                    && dy != 0
                    && (t == oxhack_vm::terrain::DOOR || g.lev.typ(ux, uy) == oxhack_vm::terrain::DOOR);
                if passable && !diag_door && d2(x, y) < d2(ux, uy) && best.is_none_or(|(_, _, b)| d2(x, y) < b) {
                    best = Some((dx, dy, d2(x, y)));
                }
            }
        }
        let k = best.map_or('s', |(dx, dy, _)| key(dx, dy));
        script(g, &k.to_string(), &[]);
        g.step();
    }
    corridor
}

#[test]
fn a_guard_comes_asks_the_name_and_leads_the_hero_out_and_the_corridor_goes() {
    let (mut g, v) = in_a_vault(false);
    let name = g.u.name.clone();
    let before = g.history.len();
    let record = g.u.ualign.record;
    let gi = wait_for_guard(&mut g, &name).expect("a guard comes");
    assert_eq!(g.moves, 31, "after thirty turns in the vault");
    assert_eq!(
        g.history[before..],
        ["Suddenly one of the Vault's guards enters!", "\"I don't know you.\"", "\"Please follow me.\""]
    );
    assert_eq!(g.u.ualign.record, record, "the truth costs a lawful hero nothing");
    assert!(g.lev.monsters[gi].mpeaceful);
    let corridor = follow_guard(&mut g, 300);
    assert!(corridor.len() >= 2, "the guard dug a way out: {corridor:?}");
    assert!(!v.inside(g.u.ux, g.u.uy), "the hero is out of the vault");
    let t = g.lev.typ(g.u.ux, g.u.uy);
    assert!(oxhack_game::world::level::accessible(t), "on open ground, not in rock ({t})");
    // The guard is done: it leaves the map, and waits for the hero to
    // step off its corridor onto the dungeon's own.
    let gi = g.lev.monsters.iter().position(|m| m.isgd()).expect("the guard waits");
    assert_eq!(g.lev.monsters[gi].mx, 0, "parked off the map");
    let e = g.lev.monsters[gi].egd().cloned().expect("its record");
    assert!(e.gddone);
    let (dx, dy) = ((e.gdx - g.u.ux).signum(), (e.gdy - g.u.uy).signum());
    assert!((e.gdx - g.u.ux).abs() <= 1 && (e.gdy - g.u.uy).abs() <= 1, "left next to the way on");
    script(&mut g, &key(dx, dy).to_string(), &[]);
    g.step();
    assert_eq!((g.u.ux, g.u.uy), (e.gdx, e.gdy));
    for _ in 0..3 {
        script(&mut g, "s", &[]);
        g.step();
    }
    let out = g.history[before..].to_vec();
    assert!(out.iter().any(|m| m.starts_with("Suddenly, ") && m.ends_with(" disappears.")), "{out:?}");
    assert!(out.iter().any(|m| m == "The corridor disappears."), "{out:?}");
    assert!(g.lev.monsters.iter().all(|m| !m.isgd()), "the guard is gone for good");
    for f in &corridor {
        assert_eq!(g.lev.typ(f.fx, f.fy), f.ftyp, "({}, {}) is what it was", f.fx, f.fy);
    }
    // The vault's walls stand whole again.
    for x in v.lx - 1..=v.hx + 1 {
        for y in [v.ly - 1, v.hy + 1] {
            assert!(is_wall(g.lev.typ(x, y)), "({x},{y}) is wall again");
        }
    }
    for y in v.ly - 1..=v.hy + 1 {
        for x in [v.lx - 1, v.hx + 1] {
            assert!(is_wall(g.lev.typ(x, y)), "({x},{y}) is wall again");
        }
    }
}

#[test]
fn croesus_sends_the_guard_away_and_a_lawful_liar_pays_for_it() {
    let (mut g, v) = in_a_vault(false);
    g.u.ualign.record = 10;
    let before = g.history.len();
    assert!(wait_for_guard(&mut g, "Croesus").is_none(), "the guard does not stay");
    assert_eq!(
        g.history[before..],
        ["Suddenly one of the Vault's guards enters!", "\"Oh, yes, of course.  Sorry to have disturbed you.\""]
    );
    assert!(g.lev.monsters.iter().all(|m| !m.isgd()));
    assert_eq!(g.u.ualign.record, 9, "a lawful hero lied");
    assert!(v.inside(g.u.ux, g.u.uy));
    // The vault's wall where the guard came in is whole.
    let walls = (v.lx - 1..=v.hx + 1).flat_map(|x| [(x, v.ly - 1), (x, v.hy + 1)]);
    assert!(walls.into_iter().all(|(x, y)| is_wall(g.lev.typ(x, y))));
}

#[test]
fn croesus_being_dead_the_guard_attacks_the_impostor() {
    let (mut g, _) = in_a_vault(false);
    let k = oxhack_tables::ids::PM_CROESUS.0 as usize;
    g.og.mvitals[k].died = 1;
    let before = g.history.len();
    let gi = wait_for_guard(&mut g, "kroisos").expect("the guard stays");
    assert_eq!(
        g.history[before..],
        [
            "Suddenly one of the Vault's guards enters!",
            "The guard gets angry!",
            "\"Back from the dead, are you?  I'll remedy that!\""
        ]
    );
    assert!(!g.lev.monsters[gi].mpeaceful, "the guard is hostile");
}

#[test]
fn a_hero_who_keeps_the_gold_is_warned_then_fought() {
    // The hero has picked up the vault's gold.
    let (mut g, v) = in_a_vault(true);
    let gold: i64 = g
        .lev
        .objects
        .iter()
        .filter(|o| v.inside(o.x, o.y))
        .filter(|o| o.obj.otyp == oxhack_tables::ids::GOLD_PIECE)
        .map(|o| o.obj.quan)
        .sum();
    g.lev.objects.retain(|o| !v.inside(o.x, o.y));
    g.u.ugold = gold.max(1);
    let before = g.history.len();
    let name = g.u.name.clone();
    let gi = wait_for_guard(&mut g, &name).expect("a guard");
    assert_eq!(
        g.history[before..][1..],
        [
            "\"I don't know you.\"",
            "\"Most likely all your gold was stolen from this vault.\"",
            "\"Please drop that gold and follow me.\""
        ]
    );
    let id = g.lev.monsters[gi].m_id;
    for _ in 0..10 {
        script(&mut g, "s", &[]);
        g.step();
    }
    let out = g.history[before..].to_vec();
    assert!(out.iter().any(|m| m == "\"I repeat, drop that money and follow me!\""), "{out:?}");
    assert!(out.iter().any(|m| m == "\"You've been warned, knave!\""), "{out:?}");
    let gd = g.lev.monsters.iter().find(|m| m.m_id == id);
    assert!(gd.is_none_or(|m| !m.mpeaceful), "the guard turned on the hero");
}

#[test]
fn a_hero_who_drops_the_gold_is_led_out_without_it() {
    let (mut g, v) = in_a_vault(false);
    g.u.ugold = 250;
    let before = g.history.len();
    let name = g.u.name.clone();
    wait_for_guard(&mut g, &name).expect("a guard");
    assert!(g.history[before..].contains(&"\"Please drop that gold and follow me.\"".to_string()));
    let (ux, uy) = (g.u.ux, g.u.uy);
    script(&mut g, "d$", &[]);
    g.step();
    assert_eq!(g.u.ugold, 0);
    assert!(g.history.contains(&"You drop 250 gold pieces.".to_string()));
    let corridor = follow_guard(&mut g, 300);
    assert!(corridor.len() >= 2);
    assert!(!v.inside(g.u.ux, g.u.uy), "led out");
    assert!(g.lev.objects.iter().any(|o| (o.x, o.y) == (ux, uy) && o.obj.quan == 250), "the gold stays in the vault");
    assert!(!g.history[before..].iter().any(|m| m.contains("knave") || m.contains("scoundrel")));
}

#[test]
fn a_cursed_tin_whistle_calls_the_guard_at_once() {
    let (mut g, _) = in_a_vault(false);
    let mut w = oxhack_game::world::obj::Obj::new(oxhack_tables::ids::TIN_WHISTLE, 1);
    w.cursed = true;
    let i = g.addinv(w);
    let letter = g.u.invent[i].invlet.expect("a letter");
    let name = g.u.name.clone();
    script(&mut g, &format!("a{letter}ss"), &[("\"Hello stranger, who are you?\" -", &format!("{name}\r"))]);
    g.step();
    assert!(g.history.contains(&"You produce a shrill whistling sound.".to_string()));
    g.step();
    assert!(g.findgd().is_some(), "the guard came on turn {}", g.moves);
    assert!(g.moves < 5, "not thirty turns later: turn {}", g.moves);
}

#[test]
fn teleporting_out_with_the_gold_makes_the_guard_irate() {
    let (mut g, v) = in_a_vault(false);
    g.u.ugold = 400;
    let name = g.u.name.clone();
    let gi = wait_for_guard(&mut g, &name).expect("a guard");
    let id = g.lev.monsters[gi].m_id;
    assert!(g.lev.monsters[gi].mpeaceful);
    g.lev.flags.noteleport = false;
    assert!(g.tele());
    assert!(!v.inside(g.u.ux, g.u.uy));
    let gd = g.lev.monsters.iter().find(|m| m.m_id == id).expect("the guard");
    assert!(!gd.mpeaceful, "the guard comes after the hero");
}
