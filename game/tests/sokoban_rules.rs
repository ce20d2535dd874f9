//! Sokoban's rules, one scenario each: on a level that plays by them,
//! boulders roll only orthogonally, the hero cannot slip diagonally
//! between boulders, a boulder fills a pit or plugs a hole, the traps
//! cannot be floated over, cheating costs Luck, nobody teleports, and the
//! crates are mapped on arrival.

use oxhack_defs::Prop;
use oxhack_game::game::{Game, NewGame};
use oxhack_game::hero::golevel::Arrival;
use oxhack_game::world::display::Glyph;
use oxhack_game::world::level::{COLNO, DLevel, ROWNO, Trap, W_NONDIGGABLE, W_NONPASSWALL, is_wall, ttyp};
use oxhack_tables::ids;
use oxhack_vm::terrain::{ROOM, STONE};

/// The hero alone in a lit room of floor (5 squares each way of (40, 10))
/// in solid rock, carrying a little; `soko` gives the level Sokoban's rules.
fn arena(soko: bool) -> Game {
    let mut g = Game::new(NewGame::quick(5)).expect("game");
    let (cx, cy) = (40, 10);
    for x in 0..COLNO as i32 {
        for y in 0..ROWNO as i32 {
            let inside = (x - cx).abs() <= 5 && (y - cy).abs() <= 5;
            g.lev.set_typ(x, y, if inside { ROOM } else { STONE });
            if let Some(l) = g.lev.at_mut(x, y) {
                l.flags = 0;
                l.lit = inside;
            }
        }
    }
    g.lev.monsters.clear();
    g.lev.objects.clear();
    g.lev.traps.clear();
    g.lev.flags.sokoban_rules = soko;
    g.u.invent.clear();
    let dagger = g.with_mk(|c| c.mksobj(ids::DAGGER, false, false));
    g.u.invent.push(dagger);
    g.u.hero.uluck = 0;
    g.u_on_newpos(cx, cy);
    g.vision_recalc();
    g
}

fn boulder(g: &mut Game, x: i32, y: i32) {
    let b = g.with_mk(|c| c.mksobj(ids::BOULDER, false, false));
    g.lev.place_object(b, x, y);
}

fn boulder_at(g: &Game, x: i32, y: i32) -> bool {
    g.lev.objects.iter().any(|f| (f.x, f.y) == (x, y) && f.obj.otyp == ids::BOULDER)
}

fn said(g: &Game, msg: &str) -> bool {
    g.history.iter().any(|m| m == msg)
}

#[test]
fn boulders_roll_only_orthogonally_in_sokoban() {
    let mut g = arena(true);
    let (x, y) = (g.u.ux, g.u.uy);
    boulder(&mut g, x + 1, y + 1);
    g.domove(1, 1);
    assert!(said(&g, "The boulder won't roll diagonally on this floor."));
    assert!(boulder_at(&g, x + 1, y + 1), "the boulder stays");
    assert_eq!((g.u.ux, g.u.uy), (x, y), "the hero stays");
    // Pushed straight, it rolls.
    g.domove(0, 1);
    g.domove(1, 0);
    assert!(boulder_at(&g, x + 2, y + 1));
    assert_eq!((g.u.ux, g.u.uy), (x + 1, y + 1));
    // Elsewhere boulders roll diagonally.
    let mut g = arena(false);
    boulder(&mut g, x + 1, y + 1);
    g.domove(1, 1);
    assert!(boulder_at(&g, x + 2, y + 2));
}

#[test]
fn no_squeezing_diagonally_between_two_boulders_in_sokoban() {
    let mut g = arena(true);
    let (x, y) = (g.u.ux, g.u.uy);
    boulder(&mut g, x + 1, y);
    boulder(&mut g, x, y + 1);
    g.domove(1, 1);
    assert!(said(&g, "You cannot pass that way."));
    assert_eq!((g.u.ux, g.u.uy), (x, y));
    // With one boulder out of the way the diagonal step is fine.
    g.lev.objects.retain(|f| (f.x, f.y) != (x, y + 1));
    g.domove(1, 1);
    assert_eq!((g.u.ux, g.u.uy), (x + 1, y + 1));
    // Outside Sokoban boulders are no walls to squeeze between.
    let mut g = arena(false);
    boulder(&mut g, x + 1, y);
    boulder(&mut g, x, y + 1);
    g.domove(1, 1);
    assert_eq!((g.u.ux, g.u.uy), (x + 1, y + 1));
}

#[test]
fn a_boulder_plugs_a_hole_and_fills_a_pit() {
    let mut g = arena(true);
    let (x, y) = (g.u.ux, g.u.uy);
    boulder(&mut g, x + 1, y);
    g.lev.traps.push(Trap::new(ttyp::HOLE, x + 2, y));
    g.domove(1, 0);
    assert!(said(&g, "The boulder falls into and plugs a hole in the floor!"));
    assert!(g.lev.traps.is_empty(), "the hole is gone");
    assert!(!g.lev.objects.iter().any(|f| f.obj.otyp == ids::BOULDER), "the boulder is gone");
    // The hero walks over the plugged hole.
    g.domove(1, 0);
    assert_eq!((g.u.ux, g.u.uy), (x + 2, y));
    assert_eq!(g.u.uz.dlevel, 1);
    // A pit is filled the same way.
    boulder(&mut g, x + 2, y + 1);
    g.lev.traps.push(Trap::new(ttyp::PIT, x + 2, y + 2));
    g.domove(0, 1);
    assert!(said(&g, "The boulder fills a pit."));
    assert!(g.lev.traps.is_empty());
}

#[test]
fn sokoban_pits_pull_down_even_a_levitating_hero() {
    let mut g = arena(true);
    let (x, y) = (g.u.ux, g.u.uy);
    let mut pit = Trap::new(ttyp::PIT, x, y);
    pit.tseen = true;
    g.lev.traps.push(pit);
    g.u.set_timeout(Prop::Levitation, 50);
    g.dotrap(0);
    assert!(said(&g, "Air currents pull you down into a pit!"));
    assert!(matches!(g.u.utrap, oxhack_game::world::you::UTrap::Pit(_)));
    // Elsewhere the hero floats over a known pit.
    let mut g = arena(false);
    let mut pit = Trap::new(ttyp::PIT, x, y);
    pit.tseen = true;
    g.lev.traps.push(pit);
    g.u.set_timeout(Prop::Levitation, 50);
    g.dotrap(0);
    assert!(said(&g, "You float over a pit."));
}

#[test]
fn sokoban_holes_cannot_be_floated_over() {
    let mut g = arena(true);
    let (x, y) = (g.u.ux, g.u.uy);
    let mut hole = Trap::new(ttyp::HOLE, x, y);
    hole.tseen = true;
    g.lev.traps.push(hole);
    g.u.set_timeout(Prop::Levitation, 50);
    g.dotrap(0);
    assert!(said(&g, "Air currents pull you down into a hole!"));
    assert!(g.u.uz.dlevel > 1, "the hero fell to a level below");
}

#[test]
fn squeezing_past_a_stuck_boulder_costs_luck_in_sokoban() {
    let mut g = arena(true);
    g.u.invent.clear();
    let (x, y) = (g.u.ux, g.u.uy);
    boulder(&mut g, x + 1, y);
    boulder(&mut g, x + 2, y);
    g.domove(1, 0);
    assert!(said(&g, "You try to move the boulder, but in vain."));
    assert!(said(&g, "However, you can squeeze yourself into a small opening."));
    assert_eq!((g.u.ux, g.u.uy), (x + 1, y));
    assert_eq!(g.u.hero.uluck, -1);
    // Carrying something bulky, there is no squeezing.
    let mut g = arena(true);
    let chest = g.with_mk(|c| c.mksobj(ids::CHEST, false, false));
    g.u.invent.push(chest);
    boulder(&mut g, x + 1, y);
    boulder(&mut g, x + 2, y);
    g.domove(1, 0);
    assert_eq!((g.u.ux, g.u.uy), (x, y));
    assert_eq!(g.u.hero.uluck, 0);
}

#[test]
fn reading_earth_in_sokoban_drops_boulders_and_costs_luck() {
    let mut g = arena(true);
    let mut s = g.with_mk(|c| c.mksobj(ids::SCR_EARTH, false, false));
    s.blessed = true;
    s.cursed = false;
    g.read_earth(&s, false);
    assert_eq!(g.lev.objects.iter().filter(|f| f.obj.otyp == ids::BOULDER).count(), 8);
    assert_eq!(g.u.hero.uluck, -1);
    let mut g = arena(false);
    g.read_earth(&s, false);
    assert_eq!(g.u.hero.uluck, 0, "no guilt outside Sokoban");
}

#[test]
fn breaking_a_boulder_in_sokoban_costs_luck() {
    let mut g = arena(true);
    let (x, y) = (g.u.ux, g.u.uy);
    boulder(&mut g, x + 1, y);
    let wand = g.with_mk(|c| c.mksobj(ids::WAN_STRIKING, false, false));
    g.bhito_at(&wand, x + 1, y);
    assert!(!boulder_at(&g, x + 1, y), "the boulder falls apart");
    assert_eq!(g.u.hero.uluck, -1);
}

#[test]
fn polymorphing_a_boulder_in_sokoban_costs_luck() {
    let mut g = arena(true);
    let b = g.with_mk(|c| c.mksobj(ids::BOULDER, false, false));
    g.poly_obj(&b);
    assert_eq!(g.u.hero.uluck, -1);
    let mut g = arena(false);
    g.poly_obj(&b);
    assert_eq!(g.u.hero.uluck, 0, "no guilt outside Sokoban");
}

#[test]
fn nobody_teleports_in_sokoban() {
    let mut g = arena(true);
    g.lev.flags.noteleport = true;
    let (x, y) = (g.u.ux, g.u.uy);
    assert!(!g.tele());
    assert!(said(&g, "A mysterious force prevents you from teleporting!"));
    assert_eq!((g.u.ux, g.u.uy), (x, y));
}

/// The Sokoban branch's levels (entry first), in a new game.
fn sokoban_levels(g: &Game) -> Vec<DLevel> {
    let dnum = g.layout.dungeons.iter().position(|d| d.name == "Sokoban").expect("a Sokoban branch") as i32;
    let n = g.layout.dungeons[dnum as usize].num_dunlevs;
    (1..=n).rev().map(|dlevel| DLevel { dnum, dlevel }).collect()
}

#[test]
fn the_crates_are_mapped_on_arrival_and_kept_whole() {
    for seed in [3, 4] {
        let mut g = Game::new(NewGame::quick(seed)).expect("game");
        let levels = sokoban_levels(&g);
        assert_eq!(levels.len(), 4);
        for (k, &uz) in levels.iter().enumerate() {
            g.goto_level(uz, if k == 0 { Arrival::Branch } else { Arrival::StairsUp });
            assert_eq!(g.u.uz, uz);
            let f = &g.lev.flags;
            assert!(f.sokoban_rules && f.premapped && f.noteleport, "seed {seed} level {k}: flags");
            assert_eq!(f.hardfloor, k == 0, "seed {seed}: only the bottom level's floor is hard");
            assert!(f.fallback_for.is_none(), "seed {seed}: a random level in place of the crates");
            // Arrival: on the branch stairs at the bottom, else the down stairs.
            let arrive = if k == 0 { g.lev.sstairs } else { g.lev.dnstair }.expect("stairs to arrive on");
            assert_eq!((g.u.ux, g.u.uy), (arrive.x, arrive.y), "seed {seed} level {k}: arrival");
            // Premapped: every boulder and trap is known.
            let boulders: Vec<(i32, i32)> =
                g.lev.objects.iter().filter(|f| f.obj.otyp == ids::BOULDER).map(|f| (f.x, f.y)).collect();
            assert!(boulders.len() >= 8, "seed {seed} level {k}: {} boulders", boulders.len());
            for (x, y) in boulders {
                assert_eq!(g.mem.get(x, y), Glyph::Obj(ids::BOULDER, None), "seed {seed}: boulder at ({x}, {y})");
            }
            let want = if k < 2 { ttyp::PIT } else { ttyp::HOLE };
            assert!(g.lev.traps.iter().filter(|t| t.ttyp == want).count() >= 4);
            for t in &g.lev.traps {
                assert!(t.tseen, "seed {seed}: a trap left unseen");
                assert_eq!(g.mem.get(t.tx, t.ty), Glyph::Trap(t.ttyp));
            }
            // Walls: neither dug nor passed.
            for (x, y) in oxhack_game::world::level::Level::positions() {
                let l = g.lev.at(x, y);
                if is_wall(l.typ) {
                    assert_eq!(l.wall_info() & (W_NONDIGGABLE | W_NONPASSWALL), W_NONDIGGABLE | W_NONPASSWALL);
                }
            }
            // The top level has the prize, and the way on is up.
            if k == 3 {
                assert!(g.lev.upstair.is_none());
                assert!(
                    g.lev
                        .objects
                        .iter()
                        .any(|f| f.obj.otyp == ids::BAG_OF_HOLDING || f.obj.otyp == ids::AMULET_OF_REFLECTION),
                    "seed {seed}: the prize"
                );
            } else {
                assert!(g.lev.upstair.is_some());
            }
        }
    }
}
