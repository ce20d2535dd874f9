//! Line of sight on hand-built maps and on generated levels.

use super::*;
use crate::game::NewGame;
use crate::world::level::{DLevel, Level};

/// A game on a blank level with one room of floor from (lx, ly) to
/// (hx, hy), walls around it, lit or not; the hero at (hx0, hy0).
fn room_game(lit: bool, hero: (i32, i32)) -> Game {
    let mut g = Game::new(NewGame::quick(3)).expect("game");
    let mut lev = Level::new(DLevel { dnum: 0, dlevel: 1 });
    for x in 10..=30 {
        for y in 3..=12 {
            let edge = x == 10 || x == 30 || y == 3 || y == 12;
            let typ = if !edge {
                ROOM
            } else if y == 3 || y == 12 {
                HWALL
            } else {
                VWALL
            };
            if let Some(l) = lev.at_mut(x, y) {
                l.typ = typ;
                l.lit = lit;
            }
        }
    }
    g.lev = lev;
    g.mem = Default::default();
    g.u_on_newpos(hero.0, hero.1);
    g.vision_recalc();
    g
}

#[test]
fn a_lit_room_is_seen_whole_and_nothing_beyond_its_walls() {
    let g = room_game(true, (15, 6));
    for x in 10..=30 {
        for y in 3..=12 {
            assert!(g.vis.cansee(x, y), "({x},{y}) in the lit room");
        }
    }
    assert!(!g.vis.couldsee(35, 6));
    assert!(!g.vis.couldsee(20, 14));
    // Walls are remembered with the angle they were seen from.
    assert_ne!(g.lev.at(30, 6).seenv, 0);
    assert_eq!(g.mem.get(20, 6), Glyph::Cmap(crate::world::glyph::sym::S_ROOM as u8));
}

#[test]
fn a_dark_room_shows_only_adjacent_squares_and_is_remembered_dark() {
    let mut g = room_game(false, (15, 6));
    assert!(g.vis.cansee(16, 7));
    assert!(!g.vis.cansee(18, 6));
    assert!(g.vis.couldsee(18, 6), "line of sight reaches the dark floor");
    assert_eq!(g.mem.get(18, 6), Glyph::Unexplored);
    assert_eq!(g.mem.get(16, 6), Glyph::Cmap(crate::world::glyph::sym::S_ROOM as u8));
    g.u_on_newpos(20, 6);
    g.vision_recalc();
    assert_eq!(g.mem.get(16, 6), Glyph::Cmap(crate::world::glyph::sym::S_DARKROOM as u8));
}

#[test]
fn boulders_and_closed_doors_block_sight() {
    let mut g = room_game(true, (12, 6));
    let boulder = g.with_mk(|c| c.mksobj(oxhack_tables::ids::BOULDER, false, false));
    g.lev.place_object(boulder, 14, 6);
    g.vision_recalc();
    assert!(g.vis.cansee(14, 6), "the boulder itself is seen");
    assert!(!g.vis.couldsee(15, 6), "right behind the boulder");
    assert!(!g.vis.couldsee(20, 6));
    assert!(g.vis.cansee(20, 9), "around it");
    // A closed door in the east wall hides the corridor beyond.
    g.lev.objects.clear();
    for x in 31..=40 {
        g.lev.set_typ(x, 6, CORR);
        if let Some(l) = g.lev.at_mut(x, 6) {
            l.lit = true;
        }
    }
    g.lev.set_typ(30, 6, DOOR);
    if let Some(l) = g.lev.at_mut(30, 6) {
        l.set_doormask(crate::world::level::D_CLOSED);
    }
    g.vision_recalc();
    assert!(!g.vis.couldsee(33, 6));
    if let Some(l) = g.lev.at_mut(30, 6) {
        l.set_doormask(crate::world::level::D_ISOPEN);
    }
    g.vision_recalc();
    assert!(g.vis.cansee(33, 6), "an open door lets the lit corridor be seen");
}

#[test]
fn blind_heroes_see_nothing() {
    let mut g = room_game(true, (15, 6));
    g.u.set_timeout(Prop::Blinded, 10);
    g.vision_recalc();
    assert!(crate::world::level::Level::positions().all(|(x, y)| !g.vis.cansee(x, y)));
    assert!(g.vis.couldsee(20, 6));
}

/// Algorithm C skips thin "splinters" of floor seen past a doorway at a
/// shallow angle (vision.c says so), so it agrees with a straight line
/// test almost, not quite, everywhere.
#[test]
fn the_scan_agrees_with_straight_lines_nearly_everywhere() {
    let (mut both, mut line_only, mut scan_only) = (0, 0, 0);
    for seed in 1..=8 {
        let mut g = Game::new(NewGame::quick(seed)).expect("game");
        // Stand at a few floor squares of the level.
        let spots: Vec<(i32, i32)> = crate::world::level::Level::positions()
            .filter(|&(x, y)| g.lev.typ(x, y) == ROOM)
            .step_by(37)
            .take(6)
            .collect();
        for (hx, hy) in spots {
            g.u_on_newpos(hx, hy);
            g.vision_recalc();
            for (x, y) in crate::world::level::Level::positions() {
                let i = vidx(x, y).unwrap_or(0);
                if !g.vis.clear[i] {
                    continue;
                }
                match (g.vis.clear_path(hx, hy, x, y), g.vis.couldsee(x, y)) {
                    (true, true) => both += 1,
                    (true, false) => line_only += 1,
                    (false, true) => scan_only += 1,
                    _ => {}
                }
            }
            assert!(g.vis.cansee(hx + 1, hy) || !g.vis.clear[vidx(hx + 1, hy).unwrap_or(0)], "seed {seed}");
        }
    }
    assert!(both > 1000, "{both}");
    assert!(line_only * 50 < both, "{line_only} of {both} missed");
    assert!(scan_only * 50 < both, "{scan_only} of {both} extra");
}

#[test]
fn clear_path_matches_a_straight_line() {
    let mut clear = vec![true; COLNO * ROWNO];
    clear[5 * COLNO + 10] = false;
    assert!(!clear_path_in(&clear, 5, 5, 15, 5));
    assert!(clear_path_in(&clear, 5, 5, 10, 5), "the end square itself may block");
    assert!(clear_path_in(&clear, 5, 5, 15, 7));
    assert!(clear_path_in(&clear, 3, 3, 3, 3));
}

#[test]
fn objects_appearing_or_leaving_in_sight_are_remembered() {
    let mut g = room_game(true, (15, 6));
    let o = g.with_mk(|c| c.mksobj(oxhack_tables::ids::DAGGER, false, false));
    g.lev.place_object(o, 20, 8);
    g.vision_recalc();
    assert!(matches!(g.mem.get(20, 8), Glyph::Obj(t, _) if t == oxhack_tables::ids::DAGGER));
    g.lev.objects.clear();
    g.vision_recalc();
    assert_eq!(g.mem.get(20, 8), Glyph::Cmap(crate::world::glyph::sym::S_ROOM as u8));
}

/// A lit room in rock with proper corners and wall modes (every wall
/// faces rock outside), the hero inside at `hero`.
fn walled_room_game(hero: (i32, i32)) -> Game {
    let mut g = room_game(true, hero);
    for (x, y, t) in [(10, 3, TLCORNER), (30, 3, TRCORNER), (10, 12, BLCORNER), (30, 12, BRCORNER)] {
        g.lev.set_typ(x, y, t);
    }
    crate::world::wallmode::set_wall_state(&mut g.lev);
    g.mem = Default::default();
    for (x, y) in crate::world::level::Level::positions() {
        if let Some(l) = g.lev.at_mut(x, y) {
            l.seenv = 0;
        }
    }
    g.vision_recalc();
    g
}

#[test]
fn every_wall_and_corner_of_a_lit_room_is_remembered_from_inside() {
    use crate::world::glyph::sym::*;
    for hero in [(15, 6), (29, 11), (11, 4), (20, 7), (11, 11)] {
        let g = walled_room_game(hero);
        for x in 10..=30 {
            for y in 3..=12 {
                let want = match (x, y) {
                    (10, 3) => S_TLCORN,
                    (30, 3) => S_TRCORN,
                    (10, 12) => S_BLCORN,
                    (30, 12) => S_BRCORN,
                    (_, 3) | (_, 12) => S_HWALL,
                    (10, _) | (30, _) => S_VWALL,
                    _ => continue,
                };
                assert_eq!(g.mem.get(x, y), Glyph::Cmap(want as u8), "({x},{y}) from {hero:?}");
            }
        }
    }
}

#[test]
fn seenv_bits_name_the_octant_the_viewer_is_in() {
    // 0 1 2 / 7 x 3 / 6 5 4 around the square seen.
    assert_eq!(seenv_from(8, 6, 10, 6), SV7, "the viewer is west of the square");
    assert_eq!(seenv_from(15, 6, 10, 6), SV3, "the viewer is east of the square");
    assert_eq!(seenv_from(15, 6, 10, 3), SV4, "the viewer is south-east");
    assert_eq!(seenv_from(5, 1, 10, 3), SV0, "the viewer is north-west");
    assert_eq!(seenv_from(10, 9, 10, 3), SV5, "the viewer is south");
}
