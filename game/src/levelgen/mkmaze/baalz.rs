//! Baalzebub's lair (mkmaze.c's `baalz_fixup`).
//!
//! The level's map draws a beetle whose legs are walls standing in solid
//! rock; ordinary wallification would take them for buried walls and
//! remove them, so the level is a corridor maze (no general
//! wallification) and this fix-up wallifies the beetle with its inside
//! protected, then repairs the two rear joints the pass gets wrong (marked
//! in the map by two pools).

use super::MazeHooks;
use super::walls::{Area, wallification_keeping};
use crate::rng::Rng;
use crate::world::level::{COLNO, Level, ROWNO, W_NONDIGGABLE, isok};
use oxhack_vm::terrain::*;

/// `baalz_fixup`: wallifies the beetle inside the non-diggable frame that
/// surrounds it, keeping its legs, and fixes the rear joints. Monsters
/// standing on the two marker pools are moved with `hooks.rloc_at`.
/// Returns the protected area it worked on.
pub fn baalz_fixup(lev: &mut Level, rng: &mut Rng, hooks: &mut dyn MazeHooks) -> Area {
    let nd = |lev: &Level, x: i32, y: i32| lev.at(x, y).flags & W_NONDIGGABLE != 0;
    let mut inarea = Area::new(COLNO as i32, ROWNO as i32, 0, 0);
    // The frame's columns on the middle row, then its rows on the first
    // column inside it.
    let y = ROWNO as i32 / 2;
    let mut lastx = 0;
    let mut x = 0;
    while x < COLNO as i32 {
        if nd(lev, x, y) {
            if lastx == 0 {
                inarea.x1 = x + 1;
            }
            lastx = x;
        }
        x += 1;
    }
    inarea.x2 = (if lastx > inarea.x1 { lastx } else { x }) - 1;
    let x = inarea.x1;
    let mut lasty = 0;
    let mut y = 0;
    while y < ROWNO as i32 {
        if nd(lev, x, y) {
            if lasty == 0 {
                inarea.y1 = y + 1;
            }
            lasty = y;
        }
        y += 1;
    }
    inarea.y2 = (if lasty > inarea.y1 { lasty } else { y }) - 1;

    // The pools mark the joints to fix; the iron bars are eyes, and the
    // squares before them may be dug.
    let mut delarea = Area::new(COLNO as i32, ROWNO as i32, 0, 0);
    for x in inarea.x1..=inarea.x2 {
        for y in inarea.y1..=inarea.y2 {
            match lev.typ(x, y) {
                POOL => {
                    lev.set_typ(x, y, HWALL);
                    if delarea.x1 == COLNO as i32 {
                        (delarea.x1, delarea.y1) = (x, y);
                    } else {
                        (delarea.x2, delarea.y2) = (x, y);
                    }
                }
                IRONBARS => {
                    for dx in [1, 2] {
                        if isok(x - dx, y)
                            && let Some(l) = lev.at_mut(x - dx, y)
                        {
                            l.flags &= !W_NONDIGGABLE;
                        }
                    }
                }
                _ => {}
            }
        }
    }

    wallification_keeping(
        lev,
        (inarea.x1 - 2).max(1),
        (inarea.y1 - 2).max(0),
        (inarea.x2 + 2).min(COLNO as i32 - 1),
        (inarea.y2 + 2).min(ROWNO as i32 - 1),
        Some(inarea),
    );

    // The rear-most legs' first joints get a bogus link to the body.
    let (x, y) = (delarea.x1, delarea.y1);
    if isok(x, y) && lev.typ(x, y) == TLWALL && isok(x, y + 1) && lev.typ(x, y + 1) == TUWALL {
        lev.set_typ(x, y, BRCORNER);
        lev.set_typ(x, y + 1, HWALL);
        if lev.monster_at(x, y).is_some() {
            hooks.rloc_at(lev, rng, x, y);
        }
    }
    let (x, y) = (delarea.x2, delarea.y2);
    if isok(x, y) && lev.typ(x, y) == TLWALL && isok(x, y - 1) && lev.typ(x, y - 1) == TDWALL {
        lev.set_typ(x, y, TRCORNER);
        lev.set_typ(x, y - 1, HWALL);
        if lev.monster_at(x, y).is_some() {
            hooks.rloc_at(lev, rng, x, y);
        }
    }
    inarea
}

#[cfg(test)]
mod tests {
    use super::super::testmap::level_from;
    use super::super::walls::{set_wall_property, wallification};
    use super::super::{TerrainOnly, within_bounded_area};
    use super::*;

    /// A small "beetle": a non-diggable frame, a room whose west wall has
    /// an eye, a leg standing alone in the rock, a marker pool.
    fn beetle() -> Level {
        let mut lev = level_from(
            "\
---------------------
|                   |
|         ---       |
|                   |
|   -------         |
|   F.....|         |
|   |.....|  P      |
|   -------         |
|                   |
|                   |
---------------------",
            20,
            5,
        );
        lev.flags.corrmaze = true;
        set_wall_property(&mut lev, 20, 5, 40, 15, W_NONDIGGABLE);
        lev
    }

    #[test]
    fn legs_in_rock_survive_and_markers_become_walls() {
        let mut lev = beetle();
        let area = baalz_fixup(&mut lev, &mut Rng::new(1), &mut TerrainOnly);
        assert_eq!(area, Area::new(21, 6, 39, 14));
        assert_eq!(lev.typ(30, 7), HWALL, "the leg stays");
        assert_eq!(lev.typ(33, 11), HWALL, "the marker pool is a wall");
        assert_eq!(lev.typ(24, 9), TLCORNER);
        assert_eq!(lev.typ(20, 5), STONE, "the frame, buried in rock, is cleaned away");
        // The two squares before the eye may be dug.
        assert_eq!(lev.at(23, 10).flags & W_NONDIGGABLE, 0);
        assert_eq!(lev.at(22, 10).flags & W_NONDIGGABLE, 0);
        assert_ne!(lev.at(21, 10).flags & W_NONDIGGABLE, 0);
        assert!(!within_bounded_area(20, 5, area.x1, area.y1, area.x2, area.y2));

        // Ordinary wallification loses the leg.
        let mut plain = beetle();
        wallification(&mut plain, 1, 0, 79, 20);
        assert_eq!(plain.typ(30, 7), STONE);
    }
}
