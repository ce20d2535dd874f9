//! `#chat` (sounds.c's `dochat` and `domonnoise`) in play: what stops
//! the hero talking, and each kind of monster's answer by its sound:
//! barks, mews and growls, humanoids' talk, soldiers, nurses, guards,
//! statues and sleepers that do not notice.

mod arena;
mod town_common;

use oxhack_defs::{Pm, Prop};
use oxhack_game::game::{Game, NewGame};
use oxhack_game::monsters::makemon::NO_MM_FLAGS;
use oxhack_game::world::obj::Obj;
use oxhack_tables::ids;
use town_common::*;

/// A game with nothing about the hero, who stands on open floor with a
/// free square to the east.
fn alone(seed: u64) -> Game {
    for s in seed..seed + 50 {
        let mut g = Game::new(NewGame::quick(s)).expect("game");
        g.lev.monsters.clear();
        g.u.pet_id = None;
        let (x, y) = (g.u.ux + 1, g.u.uy);
        if g.lev.typ(x, y) == oxhack_vm::terrain::ROOM && g.lev.objects.iter().all(|o| (o.x, o.y) != (x, y)) {
            return g;
        }
    }
    panic!("no open start");
}

/// A `pm` just east of the hero; its index.
fn east(g: &mut Game, pm: Pm) -> usize {
    let (x, y) = (g.u.ux + 1, g.u.uy);
    let i = g.with_mon(|c, lev| c.makemon(lev, Some(pm), x, y, NO_MM_FLAGS)).expect("made");
    let m = &mut g.lev.monsters[i];
    m.msleeping = false;
    m.mcanmove = true;
    m.mflee = false;
    m.mconf = false;
    m.mstun = false;
    m.mtrapped = false;
    m.mcansee = true;
    m.mhp = m.mhpmax;
    g.vision_recalc();
    i
}

/// `#chat` in direction `dir`; the messages and whether time passed.
fn chat(g: &mut Game, dir: &str) -> (Vec<String>, bool) {
    let before = g.history.len();
    script(g, dir, &[]);
    let took = g.dochat();
    (g.history[before..].to_vec(), took)
}

#[test]
fn no_one_to_talk_to_here_up_or_down_and_no_talking_deaf_or_choking() {
    let mut g = alone(1);
    assert_eq!(chat(&mut g, "."), (vec!["Talking to yourself is a bad habit for a dungeoneer.".to_string()], false));
    assert_eq!(chat(&mut g, "<"), (vec!["They won't hear you up there.".to_string()], false));
    assert_eq!(chat(&mut g, ">"), (vec!["They won't hear you down there.".to_string()], false));
    // Nobody east: nothing said, no time.
    assert_eq!(chat(&mut g, "l"), (vec![], false));
    g.u.incr_timeout(Prop::Deaf, 10);
    assert_eq!(chat(&mut g, "l").0, ["How can you hold a conversation when you cannot hear?"]);
    let mut g = alone(1);
    g.u.incr_timeout(Prop::Strangled, 5);
    assert_eq!(chat(&mut g, "l").0, ["You can't speak.  You're choking!"]);
}

#[test]
fn animals_answer_by_their_sound_and_temper() {
    let mut g = alone(2);
    let j = east(&mut g, ids::PM_JACKAL);
    g.lev.monsters[j].mpeaceful = false;
    assert_eq!(chat(&mut g, "l"), (vec!["The jackal growls.".to_string()], true));
    g.lev.monsters[j].mpeaceful = true;
    assert_eq!(chat(&mut g, "l").0, ["The jackal barks."]);
    g.lev.monsters.clear();
    // A contented pet cat purrs; a hungry one meows; a timid one yowls.
    let k = east(&mut g, ids::PM_KITTEN);
    let m = &mut g.lev.monsters[k];
    m.mtame = 10;
    m.mpeaceful = true;
    m.hungrytime = g.moves + 2000;
    assert_eq!(chat(&mut g, "l").0, ["The kitten purrs."]);
    g.lev.monsters[k].hungrytime = 0;
    g.moves = 5;
    assert_eq!(chat(&mut g, "l").0, ["The kitten meows."]);
    g.lev.monsters[k].mtame = 2;
    assert_eq!(chat(&mut g, "l").0, ["The kitten yowls."]);
    g.lev.monsters[k].meating = 3;
    assert_eq!(chat(&mut g, "l"), (vec!["The kitten is eating noisily.".to_string()], false));
}

#[test]
fn sleepers_and_statues_do_not_notice() {
    let mut g = alone(3);
    let j = east(&mut g, ids::PM_JACKAL);
    g.lev.monsters[j].msleeping = true;
    assert_eq!(chat(&mut g, "l"), (vec!["The jackal seems not to notice you.".to_string()], false));
    g.lev.monsters.clear();
    let (x, y) = (g.u.ux + 1, g.u.uy);
    let mut statue = Obj::new(ids::STATUE, 1);
    statue.corpsenm = Some(ids::PM_JACKAL);
    g.lev.place_object(statue, x, y);
    assert_eq!(chat(&mut g, "l"), (vec!["The statue seems not to notice you.".to_string()], false));
}

#[test]
fn people_talk_of_their_trades() {
    let mut g = alone(4);
    let d = east(&mut g, ids::PM_DWARF);
    g.lev.monsters[d].mpeaceful = true;
    assert_eq!(chat(&mut g, "l").0, ["The dwarf talks about mining."]);
    g.lev.monsters[d].mpeaceful = false;
    assert_eq!(chat(&mut g, "l").0, ["The dwarf threatens you."]);
    g.lev.monsters[d].mpeaceful = true;
    g.lev.monsters[d].mhp = 1;
    g.lev.monsters[d].mhpmax = 20;
    assert_eq!(chat(&mut g, "l").0, ["The dwarf moans."]);
    g.lev.monsters.clear();
    let s = east(&mut g, ids::PM_SOLDIER);
    g.lev.monsters[s].mpeaceful = false;
    let said = chat(&mut g, "l").0;
    assert!(
        ["\"Resistance is useless!\"", "\"You're dog meat!\"", "\"Surrender!\""].contains(&said[0].as_str()),
        "{said:?}"
    );
    g.lev.monsters.clear();
    // A nurse minds the hero's weapon first, then the armor.
    let n = east(&mut g, ids::PM_NURSE);
    g.lev.monsters[n].mpeaceful = true;
    let armed = g.u.uwep().is_some();
    let said = chat(&mut g, "l").0;
    if armed {
        assert_eq!(said, ["\"Put that weapon away before you hurt someone!\""]);
    }
    g.u.invent.clear();
    assert_eq!(chat(&mut g, "l").0, ["\"Relax, this won't hurt a bit.\""]);
}

#[test]
fn a_vault_guard_asks_the_hero_to_follow() {
    let mut g = alone(5);
    let gd = east(&mut g, ids::PM_GUARD);
    g.lev.monsters[gd].mpeaceful = true;
    g.u.ugold = 0;
    assert_eq!(chat(&mut g, "l").0, ["\"Please follow me.\""]);
    g.u.ugold = 10;
    assert_eq!(chat(&mut g, "l").0, ["\"Please drop that gold and follow me.\""]);
}

#[test]
fn a_shopkeeper_answers_through_the_shops_chat() {
    let mut g = alone(6);
    let s = east(&mut g, ids::PM_SHOPKEEPER);
    g.lev.monsters[s].mpeaceful = true;
    let (said, took) = chat(&mut g, "l");
    assert!(took);
    assert_eq!(said.len(), 1, "{said:?}");
}
