//! Occupations (allmain.c's moveloop, cmd.c's `set_occupation`): eating,
//! digging, taking things off with `A`, picking locks, studying and
//! counted searching take many turns, stop when a monster turns up
//! ("You stop eating the food ration."), and resume when started again
//! ("You resume your meal."). Runs stop as hack.c's `lookaround` decides.

mod arena;
use arena::{give, place, said};

use oxhack_defs::{Otyp, Prop};
use oxhack_game::game::Game;
use oxhack_game::hero::hack::runmode;
use oxhack_game::world::level::D_LOCKED;
use oxhack_game::world::obj::Worn;
use oxhack_tables::ids::*;
use oxhack_vm::terrain::{CORR, DOOR};

/// A lit arena of floor around the hero at (40, 10) (dark from column
/// 44 on), solid rock around, nothing in it, the hero carrying nothing,
/// hard to kill and not hungry.
fn arena(seed: u64) -> Game {
    let mut g = arena::rock_arena(seed, 8, 4, true);
    for x in 44..=48 {
        for y in 6..=14 {
            if let Some(l) = g.lev.at_mut(x, y) {
                l.lit = false;
            }
        }
    }
    arena::strip(&mut g);
    g.u.uhpmax = 500;
    g.u.uhp = 500;
    g.u.uhunger = 500;
    g.vision_recalc();
    keys(&mut g, "");
    g
}

fn keys(g: &mut Game, k: &str) {
    arena::script(g, k);
}

/// Runs the occupation in progress for at most `turns` turns; returns
/// how many it took.
fn occupy(g: &mut Game, turns: usize) -> usize {
    for n in 0..turns {
        if !g.occupied() && g.u.multi >= 0 {
            return n;
        }
        g.step();
    }
    turns
}

#[test]
fn a_meal_stops_when_a_jackal_comes_and_resumes_later() {
    let mut g = arena(1);
    let food = give(&mut g, FOOD_RATION, |_| {});
    keys(&mut g, &food.to_string());
    assert!(g.doeat());
    assert!(g.occupied(), "a food ration takes five turns");
    g.step();
    place(&mut g, PM_JACKAL, 41, 10);
    occupy(&mut g, 3);
    assert!(said(&g, "You stop eating the food ration."), "{:?}", g.history);
    assert!(!g.occupied());
    let piece = g.u.invent.iter().find(|o| o.otyp == FOOD_RATION).expect("the rest of the meal");
    assert!(piece.oeaten > 0, "partly eaten");
    g.lev.monsters.clear();
    let letter = piece.invlet.unwrap_or('?');
    keys(&mut g, &letter.to_string());
    g.doeat();
    assert!(said(&g, "You resume your meal."), "{:?}", g.history);
    occupy(&mut g, 20);
    assert!(said(&g, "You finish eating the food ration."), "{:?}", g.history);
    assert!(g.u.invent.iter().all(|o| o.otyp != FOOD_RATION));
}

#[test]
fn a_jackal_coming_out_of_the_dark_interrupts_the_meal() {
    let mut g = arena(2);
    let food = give(&mut g, FOOD_RATION, |_| {});
    keys(&mut g, &food.to_string());
    g.doeat();
    // In the dark, four squares off: unseen until it steps into the light.
    let id = place(&mut g, PM_JACKAL, 44, 10);
    let hunger = g.u.uhunger;
    let mut stopped_at = None;
    for _ in 0..5 {
        g.step();
        if !g.occupied() {
            stopped_at = g.lev.monsters.iter().find(|m| m.m_id == id).map(|m| (m.mx, m.my));
            break;
        }
    }
    assert!(said(&g, "You stop eating the food ration."), "{:?}", g.history);
    let (mx, _) = stopped_at.expect("the jackal is there");
    assert!((42..44).contains(&mx), "seen as it stepped into the light, not when it came next to the hero: {mx}");
    assert!(g.u.uhunger > hunger, "some of it was eaten");
}

#[test]
fn a_meal_finished_in_one_go_feeds_the_whole_ration() {
    let mut g = arena(3);
    let food = give(&mut g, FOOD_RATION, |_| {});
    keys(&mut g, &food.to_string());
    let hunger = g.u.uhunger;
    g.doeat();
    let turns = occupy(&mut g, 20);
    assert_eq!(turns, 5, "five bites, the first with the command, and a turn to finish");
    let fed = g.u.uhunger - hunger;
    assert!((790..800).contains(&fed), "800 nutrition less a little hunger each turn: {fed}");
}

#[test]
fn digging_down_stops_for_a_monster_and_continues() {
    let mut g = arena(4);
    let pick = give(&mut g, PICK_AXE, |o| o.spe = 0);
    keys(&mut g, &format!("{pick}>"));
    g.doapply();
    assert!(said(&g, "You start digging downward."), "{:?}", g.history);
    assert!(g.occupied());
    g.step();
    place(&mut g, PM_JACKAL, 41, 10);
    occupy(&mut g, 3);
    assert!(said(&g, "You stop digging."), "{:?}", g.history);
    g.lev.monsters.clear();
    keys(&mut g, &format!("{pick}>"));
    g.doapply();
    assert!(said(&g, "You continue digging downward."), "{:?}", g.history);
    occupy(&mut g, 300);
    assert!(said(&g, "You dig a pit in the floor."), "{:?}", g.history);
}

/// Puts armor on the hero as if worn for a while.
fn wear(g: &mut Game, otyp: Otyp, slot: Worn) -> char {
    let l = give(g, otyp, |o| o.spe = 0);
    let i = g.u.obj_by_letter(l).expect("given");
    g.u.invent[i].owornmask |= slot;
    g.update_worn_props();
    l
}

#[test]
fn taking_everything_off_with_a_is_interrupted_and_continued() {
    let mut g = arena(5);
    let armor = wear(&mut g, PLATE_MAIL, Worn::ARM);
    let helmet = wear(&mut g, HELMET, Worn::ARMH);
    keys(&mut g, &format!("{armor}{helmet}\n"));
    g.doddoremarm();
    assert!(g.occupied(), "{:?}", g.history);
    g.step();
    g.step();
    place(&mut g, PM_JACKAL, 41, 10);
    occupy(&mut g, 3);
    assert!(said(&g, "You stop disrobing."), "{:?}", g.history);
    g.lev.monsters.clear();
    let still_worn = g.u.invent.iter().filter(|o| o.owornmask.intersects(Worn::ARMOR)).count();
    assert!(still_worn >= 1, "plate mail takes five turns");
    g.doddoremarm();
    assert!(said(&g, "You continue disrobing."), "{:?}", g.history);
    occupy(&mut g, 30);
    assert!(said(&g, "You finish disrobing."), "{:?}", g.history);
    assert!(g.u.invent.iter().all(|o| !o.owornmask.intersects(Worn::ARMOR)));
}

#[test]
fn a_alone_with_weapons_is_disarming() {
    let mut g = arena(6);
    let l = give(&mut g, LONG_SWORD, |_| {});
    let i = g.u.obj_by_letter(l).expect("sword");
    g.u.invent[i].owornmask |= Worn::WEP;
    keys(&mut g, &format!("{l}\n"));
    g.doddoremarm();
    occupy(&mut g, 5);
    assert!(said(&g, "You are empty handed."), "{:?}", g.history);
    assert!(said(&g, "You finish disarming."), "{:?}", g.history);
}

#[test]
fn picking_a_lock_stops_for_a_monster_and_resumes() {
    let mut g = arena(7);
    g.lev.set_typ(39, 10, DOOR);
    if let Some(l) = g.lev.at_mut(39, 10) {
        l.set_doormask(D_LOCKED);
    }
    let pick = give(&mut g, CREDIT_CARD, |_| {});
    // A clumsy hero, so the lock holds for a while.
    g.u.abase[oxhack_game::world::you::A_DEX] = 3;
    g.u.abon[oxhack_game::world::you::A_DEX] = 0;
    keys(&mut g, &format!("{pick}hy"));
    g.doapply();
    assert!(g.occupied(), "{:?}", g.history);
    place(&mut g, PM_JACKAL, 41, 10);
    occupy(&mut g, 3);
    assert!(said(&g, "You stop picking the lock."), "{:?}", g.history);
    g.lev.monsters.clear();
    keys(&mut g, &pick.to_string());
    g.doapply();
    assert!(said(&g, "You resume your attempt at picking the lock."), "{:?}", g.history);
    occupy(&mut g, 100);
    assert!(
        said(&g, "You succeed in picking the lock.") || said(&g, "You give up your attempt at picking the lock."),
        "{:?}",
        g.history
    );
}

#[test]
fn studying_a_spellbook_stops_and_continues() {
    let mut g = arena(8);
    let book = give(&mut g, SPE_MAGIC_MAPPING, |o| o.blessed = true);
    keys(&mut g, &book.to_string());
    g.doread();
    assert!(said(&g, "You begin to memorize the runes."), "{:?}", g.history);
    g.step();
    place(&mut g, PM_JACKAL, 41, 10);
    occupy(&mut g, 3);
    assert!(said(&g, "You stop studying."), "{:?}", g.history);
    assert!(g.u.spells.is_empty());
    g.lev.monsters.clear();
    keys(&mut g, &book.to_string());
    g.doread();
    assert!(said(&g, "You continue your efforts to memorize the spell."), "{:?}", g.history);
    occupy(&mut g, 200);
    assert!(said(&g, "You learn the \"magic mapping\" spell."), "{:?}", g.history);
    assert_eq!(g.u.spells.len(), 1);
}

#[test]
fn a_counted_search_stops_when_a_monster_appears() {
    let mut g = arena(9);
    g.run.count = 19;
    g.run.cmd = Some('s');
    g.dosearch();
    assert!(g.occupied());
    g.pass_time();
    place(&mut g, PM_JACKAL, 41, 10);
    let turns = occupy(&mut g, 30);
    assert!(said(&g, "You stop searching."), "{:?}", g.history);
    assert!(turns < 5, "stopped at once, not after twenty: {turns}");
}

#[test]
fn a_counted_search_ends_at_full_health() {
    let mut g = arena(10);
    g.u.uhp = g.u.uhpmax - 1;
    g.u.prop_mut(Prop::Regeneration).intrinsic |= oxhack_game::world::you::FROMOUTSIDE;
    g.update_worn_props();
    g.run.count = 19;
    g.run.cmd = Some('s');
    g.dosearch();
    g.pass_time();
    let turns = occupy(&mut g, 30);
    assert!(said(&g, "You are in full health."), "{:?}", g.history);
    assert!(turns < 5, "{turns}");
    assert!(!said(&g, "You stop searching."), "ended, not interrupted");
}

/// A corridor in the rock from (5, 2) east to (11, 2), then south to
/// (11, 7).
fn corridor(g: &mut Game) {
    for x in 5..=11 {
        g.lev.set_typ(x, 2, CORR);
    }
    for y in 2..=7 {
        g.lev.set_typ(11, y, CORR);
    }
    g.u_on_newpos(5, 2);
    g.vision_recalc();
}

fn run(g: &mut Game, mode: u8, dx: i32, dy: i32) {
    g.start_run(mode, dx, dy);
    for _ in 0..40 {
        if g.run.mode == 0 {
            break;
        }
        g.step();
    }
}

#[test]
fn a_shift_run_follows_a_corridor_around_its_bend() {
    let mut g = arena(11);
    corridor(&mut g);
    run(&mut g, runmode::SHIFT, 1, 0);
    assert_eq!((g.u.ux, g.u.uy), (11, 7), "followed the bend to the end");
}

#[test]
fn a_rush_stops_where_more_than_one_corridor_square_lies_ahead() {
    let mut g = arena(12);
    corridor(&mut g);
    run(&mut g, runmode::RUSH, 1, 0);
    // At (10, 2) both (11, 2) and (11, 3) are corridor: `g` stops there.
    assert_eq!((g.u.ux, g.u.uy), (10, 2), "g does not turn corners");
}

#[test]
fn a_run_stops_beside_a_hostile_monster() {
    let mut g = arena(13);
    place(&mut g, PM_NEWT, 43, 11);
    for m in g.lev.monsters.iter_mut() {
        m.mcanmove = false;
    }
    run(&mut g, runmode::RUN, 1, 0);
    assert_eq!((g.u.ux, g.u.uy), (42, 10), "stopped next to the newt");
}

#[test]
fn a_game_saved_in_the_middle_of_a_meal_finishes_the_same_meal() {
    let mut g = arena(14);
    let food = give(&mut g, FOOD_RATION, |_| {});
    keys(&mut g, &food.to_string());
    g.doeat();
    g.step();
    assert!(g.occupied());
    let bytes = oxhack_game::save::encode(&g).expect("encode");
    let mut r = oxhack_game::save::decode(&bytes).expect("decode");
    assert!(r.occupied(), "the meal is saved with the game");
    keys(&mut r, "");
    occupy(&mut g, 20);
    occupy(&mut r, 20);
    assert!(said(&r, "You finish eating the food ration."), "{:?}", r.history);
    assert_eq!(oxhack_game::save::encode(&g).expect("encode"), oxhack_game::save::encode(&r).expect("encode"));
}

#[test]
fn a_counted_wait_stops_when_a_monster_appears() {
    let mut g = arena(15);
    g.run.count = 19;
    g.run.cmd = Some('.');
    g.donull();
    assert!(g.occupied());
    g.pass_time();
    place(&mut g, PM_JACKAL, 41, 10);
    let turns = occupy(&mut g, 30);
    assert!(said(&g, "You stop waiting."), "{:?}", g.history);
    assert!(turns < 5, "{turns}");
}
