//! The commands of the command set that act on the world: `#sit`,
//! `#jump`, `#dip`, `#untrap`, `#invoke`, `#turn`, `#wipe`, `#tip`,
//! `#rub`, `#terrain`, `#conduct`, `^`, `#annotate` and `#adjust`, each
//! typed as the player types it, with what it really does.

mod arena;
#[path = "commands/kit.rs"]
mod kit;

use kit::*;
use oxhack_game::monsters::makemon::MmFlags;
use oxhack_game::objects::artifact::artifact_name;
use oxhack_game::world::level::{Trap, ttyp};
use oxhack_tables::ids::*;
use oxhack_tables::tables;
use oxhack_vm::terrain::{ROOM, THRONE};

#[test]
fn sitting_on_a_throne_brings_its_fates_and_may_make_it_vanish() {
    let (mut vanished, mut fates, mut out_of_place) = (false, false, false);
    for seed in 0..80 {
        let mut g = arena(seed);
        g.u.uhpmax = 500;
        g.u.uhp = 500;
        let (x, y) = (g.u.ux, g.u.uy);
        g.lev.set_typ(x, y, THRONE);
        let said = said(&mut g, "#sit\n");
        assert_eq!(said.first().map(String::as_str), Some("You sit on the throne."), "{said:?}");
        if said.iter().any(|s| s == "The throne vanishes in a puff of logic.") {
            assert_eq!(g.lev.typ(x, y), ROOM);
            vanished = true;
        } else {
            assert_eq!(g.lev.typ(x, y), THRONE);
        }
        out_of_place |= said.iter().any(|s| s == "You feel somehow out of place...");
        fates |= said.len() > 1 && !said.iter().any(|s| s == "You feel somehow out of place...");
    }
    assert!(vanished && fates && out_of_place);
}

#[test]
fn sitting_in_a_bear_trap_holds_the_hero_longer() {
    let mut g = arena(2);
    let (x, y) = (g.u.ux, g.u.uy);
    let mut t = Trap::new(ttyp::BEAR_TRAP, x, y);
    t.tseen = true;
    g.lev.traps.push(t);
    g.u.utrap = oxhack_game::world::you::UTrap::BearTrap(4);
    assert!(run(&mut g, "#sit\n"));
    assert_eq!(last(&g), "You can't sit down with your foot in the bear trap.");
    assert_eq!(g.u.utrap, oxhack_game::world::you::UTrap::BearTrap(5));
}

#[test]
fn a_hero_who_cannot_jump_says_so_and_a_knight_leaps_as_the_chess_piece() {
    let mut g = arena(3);
    assert!(!run(&mut g, "#jump\n"));
    assert_eq!(last(&g), "You can't jump very far.");

    let mut k = arena_as(3, PM_KNIGHT);
    let (x, y) = (k.u.ux, k.u.uy);
    assert!(!run(&mut k, "#jump\nl."));
    assert_eq!(last(&k), "Illegal move!");
    assert_eq!((k.u.ux, k.u.uy), (x, y));
    assert!(run(&mut k, "#jump\njjl."), "{:?}", k.history);
    assert_eq!((k.u.ux, k.u.uy), (x + 1, y + 2));
}

#[test]
fn jumping_boots_jump_in_a_line_but_not_through_a_monster() {
    let mut g = arena(4);
    give(&mut g, JUMPING_BOOTS, |_| {});
    let i = g.u.invent.len() - 1;
    g.u.invent[i].owornmask = oxhack_game::world::obj::Worn::ARMF;
    g.update_worn_props();
    let (x, y) = (g.u.ux, g.u.uy);
    g.with_mon(|c, lev| c.makemon(lev, Some(PM_NEWT), x + 2, y, MmFlags::NO_MINVENT)).expect("newt");
    assert!(run(&mut g, "#jump\nlll."), "{:?}", g.history);
    assert!(last(&g).starts_with("You bump into"), "{:?}", g.history);
    assert_eq!((g.u.ux, g.u.uy), (x + 1, y));
}

#[test]
fn dipping_into_holy_water_blesses_and_uses_the_water_up() {
    let mut g = arena(5);
    let d = give(&mut g, DAGGER, |_| {});
    let w = give(&mut g, POT_WATER, |o| o.blessed = true);
    assert!(run(&mut g, &format!("#dip\n{d}{w}")), "{:?}", g.history);
    let dagger = inv(&g, d).expect("dagger");
    assert!(dagger.blessed && dagger.bknown, "{:?}", g.history);
    assert!(g.u.invent.iter().all(|o| o.otyp != POT_WATER), "the water is used up");
    assert!(g.history.iter().any(|h| h.contains("light blue")), "{:?}", g.history);
}

#[test]
fn dipping_a_potion_into_itself_is_refused() {
    let mut g = arena(5);
    let p = give(&mut g, POT_HEALING, |_| {});
    assert!(!run(&mut g, &format!("#dip\n{p}{p}")));
    assert_eq!(last(&g), "That is a potion bottle, not a Klein bottle!");
}

#[test]
fn untrapping_a_bear_trap_leaves_the_trap_to_carry_away() {
    let mut disarmed = 0;
    for seed in 0..40 {
        let mut g = arena(seed);
        let (x, y) = (g.u.ux + 1, g.u.uy);
        let mut t = Trap::new(ttyp::BEAR_TRAP, x, y);
        t.tseen = true;
        g.lev.traps.push(t);
        let said = said(&mut g, "#untrap\nl");
        if said.iter().any(|s| s == "You disarm the bear trap.") {
            disarmed += 1;
            assert!(g.lev.traps.is_empty());
            assert!(g.lev.objects.iter().any(|f| f.obj.otyp == BEARTRAP && (f.x, f.y) == (x, y)));
        } else {
            assert!(said.iter().any(|s| s == "Whoops..." || s == "That bear trap is difficult to disarm."), "{said:?}");
        }
    }
    assert!(disarmed > 0);
}

#[test]
fn untrap_finds_no_trap_on_a_safe_box_and_knows_no_trap_on_bare_floor() {
    let mut g = arena(6);
    let (x, y) = (g.u.ux, g.u.uy);
    assert!(!run(&mut g, "#untrap\nl"));
    assert_eq!(last(&g), "You know of no traps there.");
    let b = g.with_mk(|c| c.mksobj(LARGE_BOX, false, false));
    g.lev.place_object(b, x, y);
    g.lev.objects.last_mut().expect("box").obj.otrapped = false;
    assert!(run(&mut g, "#untrap\n.y"), "{:?}", g.history);
    assert_eq!(last(&g), "You find no traps on the large box.");
}

#[test]
fn a_trapped_door_can_be_found_with_untrap_when_the_trap_is_noticed() {
    let mut found = false;
    for seed in 0..30 {
        let mut g = arena(seed);
        let (x, y) = (g.u.ux + 1, g.u.uy);
        g.lev.set_typ(x, y, oxhack_vm::terrain::DOOR);
        if let Some(l) = g.lev.at_mut(x, y) {
            l.set_doormask(oxhack_game::world::level::D_CLOSED | oxhack_game::world::level::D_TRAPPED);
        }
        let said = said(&mut g, "#untrap\nln");
        found |= said.iter().any(|s| s == "You find a trap on the door!");
        assert!(said.iter().all(|s| s == "You find a trap on the door!" || s == "You find no traps on the door."));
    }
    assert!(found);
}

#[test]
fn invoking_the_staff_of_aesculapius_heals_then_it_rests() {
    let t = tables();
    let mut g = arena(7);
    let a = artifact_name(t, "Staff of Aesculapius").expect("artifact");
    let l = give(&mut g, QUARTERSTAFF, |o| {
        o.oartifact = Some(a);
        o.oname = Some(oxhack_game::objects::artifact::artiname(t, a).to_string());
        o.dknown = true;
    });
    g.u.uhpmax = 50;
    g.u.uhp = 6;
    assert!(run(&mut g, &format!("#invoke\n{l}")));
    assert_eq!(last(&g), "You feel better.");
    assert_eq!(g.u.uhp, 6 + (51 - 6) / 2);
    assert!(run(&mut g, &format!("#invoke\n{l}")));
    assert_eq!(last(&g), "You feel that the quarterstaff named The Staff of Aesculapius is ignoring you.");
    assert_eq!(g.u.uhp, 28, "no healing while it rests");
}

#[test]
fn invoking_an_ordinary_object_does_nothing() {
    let mut g = arena(7);
    let l = give(&mut g, DAGGER, |_| {});
    run(&mut g, &format!("#invoke\n{l}"));
    assert_eq!(last(&g), "Nothing happens.");
}

#[test]
fn a_priest_turns_undead_to_flight_and_others_do_not_know_how() {
    let mut v = arena(8);
    assert!(!run(&mut v, "#turn\n"));
    assert_eq!(last(&v), "You don't know how to turn undead!");

    let mut g = arena_as(8, PM_PRIEST);
    let (x, y) = (g.u.ux, g.u.uy);
    let i = g.with_mon(|c, lev| c.makemon(lev, Some(PM_KOBOLD_ZOMBIE), x + 3, y, MmFlags::NO_MINVENT)).expect("zombie");
    g.lev.monsters[i].mpeaceful = false;
    assert!(run(&mut g, "#turn\n"));
    assert!(g.history.iter().any(|h| h.starts_with("Calling upon ") && h.ends_with(", you chant an arcane formula.")));
    assert!(g.lev.monsters[i].mflee, "the zombie flees");
    assert!(g.u.multi < 0, "the priest is busy chanting");
    assert_eq!(g.u.conduct.gnostic, 1);
}

#[test]
fn wiping_a_clean_face_takes_the_move() {
    let mut g = arena(9);
    assert!(run(&mut g, "#wipe\n"));
    assert_eq!(last(&g), "Your face is already clean.");
}

#[test]
fn tipping_a_sack_spills_its_contents_on_the_floor() {
    let mut g = arena(10);
    let dagger = g.with_mk(|c| c.mksobj(DAGGER, false, false));
    let arrow = g.with_mk(|c| c.mksobj(ARROW, false, false));
    let l = give(&mut g, SACK, |o| o.contents = vec![dagger, arrow]);
    assert!(run(&mut g, &format!("#tip\n{l}")));
    assert!(g.history.iter().any(|h| h == "Objects spill out:"), "{:?}", g.history);
    let sack = inv(&g, l).expect("sack");
    assert!(sack.contents.is_empty() && sack.cknown);
    let (x, y) = (g.u.ux, g.u.uy);
    let here: Vec<_> = g.lev.objects.iter().filter(|f| (f.x, f.y) == (x, y)).map(|f| f.obj.otyp).collect();
    assert!(here.contains(&DAGGER) && here.contains(&ARROW));
}

#[test]
fn tipping_an_empty_box_on_the_floor_says_it_is_empty() {
    let mut g = arena(10);
    let (x, y) = (g.u.ux, g.u.uy);
    let b = g.with_mk(|c| c.mksobj(LARGE_BOX, false, false));
    g.lev.place_object(b, x, y);
    let f = g.lev.objects.last_mut().expect("box");
    f.obj.contents.clear();
    f.obj.olocked = false;
    f.obj.otrapped = false;
    assert!(run(&mut g, "#tip\ny"), "{:?}", g.history);
    assert_eq!(last(&g), "It's empty.");
}

#[test]
fn rubbing_a_brass_lantern_wields_it_and_is_not_rewarding() {
    let mut g = arena(11);
    let l = give(&mut g, BRASS_LANTERN, |_| {});
    assert!(run(&mut g, &format!("#rub\n{l}")));
    assert_eq!(last(&g), "Anyway, nothing exciting happens.");
    assert!(g.uwep_idx().is_some_and(|w| g.u.invent[w].otyp == BRASS_LANTERN));
}

#[test]
fn a_rubbed_magic_lamp_may_release_its_djinni_and_become_an_oil_lamp() {
    let mut freed = false;
    for seed in 0..40 {
        let mut g = arena(seed);
        let l = give(&mut g, MAGIC_LAMP, |o| o.spe = 1);
        let said = said(&mut g, &format!("#rub\n{l}"));
        let lamp = inv(&g, l).expect("lamp").otyp;
        if said.iter().any(|s| s.contains("emerges!")) {
            assert_eq!(lamp, OIL_LAMP);
            freed = true;
        } else {
            assert_eq!(lamp, MAGIC_LAMP);
            assert!(said.iter().any(|s| s == "You see a puff of smoke." || s == "Nothing happens."), "{said:?}");
        }
    }
    assert!(freed);
}

#[test]
fn terrain_shows_the_floor_beneath_objects() {
    let mut g = arena(12);
    let (x, y) = (g.u.ux + 2, g.u.uy);
    let o = g.with_mk(|c| c.mksobj(DAGGER, false, false));
    g.lev.place_object(o, x, y);
    g.newsym(x, y);
    g.vision_recalc();
    let cell = |s: &str| s.lines().nth(y as usize + 1).and_then(|r| r.chars().nth(x as usize - 1));
    let (_, seen) = run_seen(&mut g, "#terrain\na");
    let shown = seen.iter().find(|s| s.starts_with("Showing known terrain only...")).expect("the terrain view");
    assert_eq!(cell(shown), Some('.'));
    let (_, seen) = run_seen(&mut g, "\x12"); // ^R: the dagger is still there
    assert_eq!(seen.last().and_then(|s| cell(s)), Some(')'));
}

#[test]
fn conduct_lists_the_challenges_kept_so_far() {
    let mut g = arena(13);
    let (took, seen) = run_seen(&mut g, "#conduct\n");
    assert!(!took);
    let all = seen.join("\n");
    assert!(all.contains("Voluntary challenges:"), "{all}");
    assert!(all.contains(" You have been an atheist."), "{all}");
    assert!(all.contains(" You have never hit with a wielded weapon."), "{all}");
    g.u.conduct.gnostic = 1;
    let (_, seen) = run_seen(&mut g, "#conduct\n");
    assert!(!seen.join("\n").contains("atheist"));
}

#[test]
fn caret_names_an_adjacent_seen_trap() {
    let mut g = arena(14);
    let (x, y) = (g.u.ux + 1, g.u.uy);
    let mut t = Trap::new(ttyp::BEAR_TRAP, x, y);
    t.tseen = true;
    g.lev.traps.push(t);
    assert!(!run(&mut g, "^l"));
    assert_eq!(last(&g), "That is a bear trap.");
    run(&mut g, "^h");
    assert_eq!(last(&g), "I can't see a trap there.");
}

#[test]
fn annotate_names_the_level() {
    let mut g = arena(15);
    run(&mut g, "#annotate\nmy  stash\n");
    assert_eq!(g.mem.annotation.as_deref(), Some("my stash"));
}

#[test]
fn adjust_moves_an_item_to_another_letter() {
    let mut g = arena(16);
    let l = give(&mut g, DAGGER, |_| {});
    run(&mut g, &format!("#adjust\n{l}q"));
    assert!(inv(&g, 'q').is_some_and(|o| o.otyp == DAGGER), "{:?}", g.history);
    assert!(l == 'q' || inv(&g, l).is_none());
}
