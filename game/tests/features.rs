//! Dungeon features through typed commands: dropping things on altars,
//! kicking and quaffing from sinks, forcing locks, and how statues look.

mod arena;

use oxhack_defs::{Otyp, Prop};
use oxhack_game::game::Game;
use oxhack_game::world::obj::Obj;
use oxhack_tables::ids::*;
use oxhack_vm::terrain::ALTAR;

/// The hero alone in a lit arena of floor (`w` by `h` around (40, 10)) in
/// solid rock, with an empty pack.
fn arena(seed: u64, w: i32, h: i32) -> Game {
    arena::rock_arena(seed, w, h, true)
}

/// Types `keys` into one command; whether it took time.
fn run(g: &mut Game, keys: &str) -> bool {
    arena::script(g, keys);
    g.rhack()
}

/// Lets a multi-turn action (`#force` is an occupation) run to its end.
fn finish_occupation(g: &mut Game) {
    for _ in 0..500 {
        if !g.occupied() {
            return;
        }
        g.step();
    }
    panic!("the occupation never ended");
}

/// Gives the hero an object of `otyp` with unknown curse status, shaped
/// by `f`; its inventory letter.
fn give(g: &mut Game, otyp: Otyp, f: impl FnOnce(&mut Obj)) -> char {
    arena::give(g, otyp, |o| {
        o.bknown = false;
        f(o)
    })
}

fn last(g: &Game) -> &str {
    g.history.last().map(String::as_str).unwrap_or("")
}

/// Makes the hero's square an altar.
fn altar_here(g: &mut Game) {
    let (x, y) = (g.u.ux, g.u.uy);
    g.lev.set_typ(x, y, ALTAR);
}

fn floor_obj(g: &Game, otyp: Otyp) -> &Obj {
    &g.lev.objects.iter().find(|f| f.obj.otyp == otyp).expect("on the floor").obj
}

#[test]
fn a_cursed_object_dropped_on_an_altar_flashes_black_and_is_known_cursed() {
    let mut g = arena(3, 5, 3);
    altar_here(&mut g);
    let l = give(&mut g, DAGGER, |o| o.cursed = true);
    assert!(run(&mut g, &format!("d{l}")));
    assert_eq!(last(&g), "There is a black flash as a dagger hits the altar.");
    assert!(!g.history.iter().any(|h| h.starts_with("You drop")));
    let o = floor_obj(&g, DAGGER);
    assert!(o.bknown && o.cursed);
}

#[test]
fn blessed_objects_dropped_on_an_altar_flash_amber() {
    let mut g = arena(3, 5, 3);
    altar_here(&mut g);
    let l = give(&mut g, DAGGER, |o| {
        o.blessed = true;
        o.quan = 2;
    });
    assert!(run(&mut g, &format!("d{l}")));
    assert_eq!(last(&g), "There is an amber flash as 2 daggers hit the altar.");
    assert!(floor_obj(&g, DAGGER).bknown);
}

#[test]
fn an_uncursed_object_lands_on_the_altar_and_is_known_uncursed() {
    let mut g = arena(3, 5, 3);
    altar_here(&mut g);
    let l = give(&mut g, DAGGER, |_| {});
    assert!(run(&mut g, &format!("d{l}")));
    assert_eq!(last(&g), "A dagger lands on the altar.");
    let o = floor_obj(&g, DAGGER);
    assert!(o.bknown && !o.cursed && !o.blessed);
    assert_eq!(g.u.conduct.gnostic, 1, "dropping on an altar breaks atheism");
}

#[test]
fn a_blind_hero_sees_no_flash_and_learns_nothing() {
    let mut g = arena(3, 5, 3);
    altar_here(&mut g);
    let l = give(&mut g, DAGGER, |o| o.cursed = true);
    g.u.set_timeout(Prop::Blinded, 50);
    let before = g.history.len();
    assert!(run(&mut g, &format!("d{l}")));
    assert!(!g.history[before..].iter().any(|h| h.contains("flash") || h.contains("drop")), "{:?}", g.history);
    assert!(!floor_obj(&g, DAGGER).bknown);
}

#[test]
fn several_objects_dropped_with_d_upper_each_flash() {
    let mut g = arena(3, 5, 3);
    altar_here(&mut g);
    give(&mut g, DAGGER, |o| o.cursed = true);
    give(&mut g, ARROW, |o| o.blessed = true);
    let took = run(&mut g, "Dab\n");
    assert!(took, "{:?}", g.history);
    assert!(g.history.iter().any(|h| h == "There is a black flash as a dagger hits the altar."), "{:?}", g.history);
    assert!(g.history.iter().any(|h| h.starts_with("There is an amber flash as")), "{:?}", g.history);
}

#[test]
fn away_from_altars_dropping_says_so_and_learns_nothing() {
    let mut g = arena(3, 5, 3);
    let l = give(&mut g, DAGGER, |o| o.cursed = true);
    assert!(run(&mut g, &format!("d{l}")));
    assert_eq!(last(&g), "You drop a dagger.");
    assert!(!floor_obj(&g, DAGGER).bknown);
}

#[test]
fn a_hallucinating_hero_sees_a_silly_flash_and_learns_nothing() {
    let mut g = arena(3, 5, 3);
    altar_here(&mut g);
    let l = give(&mut g, DAGGER, |o| o.cursed = true);
    g.u.set_timeout(Prop::Halluc, 50);
    assert!(run(&mut g, &format!("d{l}")));
    let msg = last(&g).to_string();
    assert!(msg.starts_with("There is ") && msg.ends_with(" flash as a dagger hits the altar."), "{msg}");
    assert!(!msg.contains("black"), "{msg}");
    assert!(!floor_obj(&g, DAGGER).bknown);
}

#[test]
fn a_statue_shows_as_its_monsters_letter_in_the_statues_colour() {
    let mut g = arena(3, 5, 3);
    let mut st = g.with_mk(|c| c.mksobj(STATUE, false, false));
    st.corpsenm = Some(PM_NEWT);
    let (x, y) = (g.u.ux + 2, g.u.uy);
    g.lev.place_object(st, x, y);
    g.vision_recalc();
    let (ch, color) = g.glyph_look(g.shown_glyph(x, y));
    assert_eq!(ch, ':', "a newt's letter");
    assert_eq!(color, oxhack_defs::Color::White, "the statue's colour, not the newt's yellow");
    // On the screen too, and farlook names the statue.
    arena::script(&mut g, "");
    let screen = g.screen().text();
    let row: Vec<char> = screen.lines().nth(y as usize + 1).expect("map row").chars().collect();
    assert_eq!(row.get(x as usize - 1), Some(&':'), "{screen}");
    let (_, desc) = g.lookat(x, y);
    assert!(desc.contains("statue of a newt"), "{desc}");
}

/// Kicks east once with the legs healed; the messages it gave.
fn kick_east(g: &mut Game) -> Vec<String> {
    g.u.set_timeout(Prop::WoundedLegs, 0);
    g.u.uhp = g.u.uhpmax;
    g.history.clear();
    assert!(run(g, "\x04l"), "a kick takes time");
    g.history.clone()
}

#[test]
fn kicking_a_sink_klunks_and_gives_up_its_pudding_dish_washer_and_ring_once() {
    let (mut klunks, mut puddings, mut washers, mut rings, mut ouches) = (0, 0, 0, 0, 0);
    for seed in 1..=6 {
        let mut g = arena(seed, 5, 3);
        g.u.uhpmax = 500;
        let (x, y) = (g.u.ux + 1, g.u.uy);
        g.lev.set_typ(x, y, oxhack_vm::terrain::SINK);
        g.vision_recalc();
        let (mut p, mut w, mut r) = (0, 0, 0);
        for _ in 0..60 {
            let said = kick_east(&mut g);
            let all = said.join("\n");
            assert!(!all.contains("empty space") && !all.contains("Dumb move"), "{all}");
            if all.contains("Klunk!  The pipes vibrate noisily.") {
                klunks += 1;
            } else if all.contains("A black ooze gushes up from the drain!") {
                p += 1;
                assert!(g.lev.monsters.iter().any(|m| m.mnum == PM_BLACK_PUDDING && (m.mx, m.my) == (x, y)));
            } else if all.contains("The dish washer returns!") {
                w += 1;
                assert!(g.lev.monsters.iter().any(|m| m.mnum == PM_INCUBUS), "a Valkyrie's dish washer");
            } else if all.contains("Flupp! Muddy waste pops up from the drain.") {
                if all.contains("You see a ring shining in its midst.") {
                    r += 1;
                    assert!(g.lev.objects.iter().any(|f| (f.x, f.y) == (x, y)));
                }
            } else {
                assert!(all.contains("Ouch!  That hurts!"), "{all}");
                ouches += 1;
            }
            // Clear the sink for the next kick.
            g.lev.monsters.retain(|m| (m.mx, m.my) != (x, y));
            g.lev.objects.retain(|f| (f.x, f.y) != (x, y));
        }
        assert!(p <= 1 && w <= 1 && r <= 1, "once per sink: {p} {w} {r}");
        puddings += p;
        washers += w;
        rings += r;
    }
    assert!(klunks > 150, "{klunks}");
    assert!(puddings > 0 && washers > 0 && rings > 0 && ouches > 0, "{puddings} {washers} {rings} {ouches}");
}

/// Types `keys` into one command, recording screens; whether it took
/// time and everything drawn.
fn run_seen(g: &mut Game, keys: &str) -> (bool, String) {
    let screens = arena::script(g, keys);
    let took = g.rhack();
    let all = screens.lock().expect("lock").join("\n");
    (took, all)
}

#[test]
fn quaffing_at_a_sink_asks_to_drink_from_it() {
    let mut g = arena(3, 5, 3);
    let (x, y) = (g.u.ux, g.u.uy);
    g.lev.set_typ(x, y, oxhack_vm::terrain::SINK);
    let (took, screen) = run_seen(&mut g, "qy");
    assert!(screen.contains("Drink from the sink? [yn] (n)"), "{screen}");
    assert!(took);
    assert!(!g.history.iter().any(|h| h.contains("anything to drink")), "{:?}", g.history);
    // Declining goes on to the inventory, which is empty here.
    g.lev.set_typ(x, y, oxhack_vm::terrain::SINK);
    g.history.clear();
    let (took, screen) = run_seen(&mut g, "qn");
    assert!(screen.contains("Drink from the sink?"));
    assert!(!took);
    // A levitating hero cannot reach it and is not asked.
    g.u.set_timeout(Prop::Levitation, 20);
    let (_, screen) = run_seen(&mut g, "q\x1b");
    assert!(!screen.contains("Drink from the sink?"), "{screen}");
}

#[test]
fn sink_water_has_its_twenty_fates() {
    let fates = [
        "You take a sip of",
        "Eek!  There's",
        "liquid flows from the faucet.",
        "You find a ring in the sink!",
        "The pipes break!  Water spurts out!",
        "moves as though of its own will!",
        "tastes awful.",
        "Gaggg... this tastes like sewage!  You vomit.",
        "contains toxic wastes!",
        "You hear clanking from the pipes...",
        "You hear snatches of song from among the sewers...",
    ];
    let mut seen = [0usize; 11];
    for seed in 1..=160 {
        let mut g = arena(seed, 5, 3);
        g.u.uhpmax = 100;
        g.u.uhp = 100;
        let (x, y) = (g.u.ux, g.u.uy);
        g.lev.set_typ(x, y, oxhack_vm::terrain::SINK);
        g.history.clear();
        assert!(run(&mut g, "qy"));
        let all = g.history.join("\n");
        let k = fates.iter().position(|f| all.contains(f)).unwrap_or_else(|| panic!("seed {seed}: {all}"));
        seen[k] += 1;
        match k {
            3 => assert!(g.lev.objects.iter().any(|f| (f.x, f.y) == (x, y) && f.obj.otyp.0 > 0)),
            4 => assert_eq!(g.lev.typ(x, y), oxhack_vm::terrain::FOUNTAIN),
            _ => assert_eq!(g.lev.typ(x, y), oxhack_vm::terrain::SINK),
        }
    }
    assert!(seen.iter().all(|&n| n > 0), "{seen:?}");
}

/// Wields a new `otyp` (uncursed, +0).
fn wield(g: &mut Game, otyp: Otyp) {
    let l = give(g, otyp, |o| {
        o.spe = 0;
        o.oeroded = 0;
        o.oeroded2 = 0;
    });
    let i = g.u.obj_by_letter(l).expect("given");
    g.u.invent[i].owornmask = oxhack_game::world::obj::Worn::WEP;
    g.update_worn_props();
}

/// A locked large box at the hero's feet holding `n` scrolls; its id.
fn locked_box(g: &mut Game, n: i64) -> u32 {
    let mut b = g.with_mk(|c| c.mksobj(LARGE_BOX, false, false));
    b.olocked = true;
    b.obroken = false;
    b.contents.clear();
    if n > 0 {
        let mut s = g.with_mk(|c| c.mksobj(SCR_LIGHT, false, false));
        s.quan = n;
        b.contents.push(s);
    }
    let id = b.o_id;
    let (x, y) = (g.u.ux, g.u.uy);
    g.lev.place_object(b, x, y);
    id
}

#[test]
fn forcing_needs_a_proper_wielded_weapon() {
    let mut g = arena(3, 5, 3);
    locked_box(&mut g, 0);
    assert!(!run(&mut g, "#force\n"));
    assert_eq!(last(&g), "You can't force anything when not wielding a weapon.");
    wield(&mut g, BOW);
    assert!(!run(&mut g, "#force\n"));
    assert_eq!(last(&g), "You can't force anything with that weapon.");
    g.u.invent.clear();
    wield(&mut g, TOWEL);
    assert!(!run(&mut g, "#force\n"));
    assert_eq!(last(&g), "You can't force anything without a proper weapon.");
}

#[test]
fn forcing_a_box_with_a_blade_pries_its_lock_or_breaks_the_blade() {
    let (mut opened, mut broke) = (0, 0);
    for seed in 1..=60 {
        let mut g = arena(seed, 5, 3);
        wield(&mut g, DAGGER);
        let id = locked_box(&mut g, 0);
        g.history.clear();
        assert!(run(&mut g, "#force\ny"));
        assert!(g.occupied(), "forcing keeps the hero busy");
        finish_occupation(&mut g);
        let all = g.history.join("\n");
        assert!(all.contains("You force your dagger into a crack and pry."), "{all}");
        let b = &g.lev.objects.iter().find(|f| f.obj.o_id == id).expect("the box stays").obj;
        if all.contains("You succeed in forcing the lock.") {
            opened += 1;
            assert!(b.obroken && !b.olocked && b.lknown);
            assert!(g.u.invent.iter().any(|o| o.otyp == DAGGER));
        } else if all.contains("Your dagger broke!") {
            broke += 1;
            assert!(b.olocked);
            assert!(!g.u.invent.iter().any(|o| o.otyp == DAGGER));
            assert!(all.contains("You give up your attempt to force the lock."));
        } else {
            assert!(all.contains("You give up your attempt to force the lock."), "{all}");
            assert!(b.olocked);
        }
    }
    assert!(opened > 30 && broke > 0, "{opened} opened, {broke} broke");
}

#[test]
fn bashing_a_box_open_may_destroy_it_and_some_of_its_contents() {
    let (mut broken_open, mut destroyed) = (0, 0);
    for seed in 1..=40 {
        let mut g = arena(seed, 5, 3);
        wield(&mut g, MACE);
        let id = locked_box(&mut g, 6);
        g.history.clear();
        assert!(run(&mut g, "#force\ny"));
        finish_occupation(&mut g);
        let all = g.history.join("\n");
        assert!(all.contains("You start bashing it with your mace."), "{all}");
        if !all.contains("You succeed in forcing the lock.") {
            continue;
        }
        if all.contains("In fact, you've totally destroyed the large box.") {
            destroyed += 1;
            assert!(!g.lev.objects.iter().any(|f| f.obj.o_id == id));
            let left: i64 = g.lev.objects.iter().filter(|f| f.obj.otyp == SCR_LIGHT).map(|f| f.obj.quan).sum();
            assert!((5..=6).contains(&left), "at most one of a stack is lost: {left}");
            if left == 5 {
                assert!(all.contains("A scroll is torn to shreds!") || all.contains("is torn to shreds!"), "{all}");
            }
        } else {
            broken_open += 1;
            let b = &g.lev.objects.iter().find(|f| f.obj.o_id == id).expect("box").obj;
            assert!(b.obroken && !b.olocked);
        }
    }
    assert!(broken_open > 0 && destroyed > 0, "{broken_open} {destroyed}");
}

#[test]
fn an_unlocked_box_is_not_forced() {
    let mut g = arena(3, 5, 3);
    wield(&mut g, DAGGER);
    let id = locked_box(&mut g, 0);
    if let Some(f) = g.lev.objects.iter_mut().find(|f| f.obj.o_id == id) {
        f.obj.olocked = false;
    }
    assert!(run(&mut g, "#force\n"), "deciding not to force the issue takes the turn");
    let all = g.history.join("\n");
    assert!(all.contains("There is a large box here, but its lock is already unlocked."), "{all}");
    assert_eq!(last(&g), "You decide not to force the issue.");
}
