//! Turning rough wall outlines into proper walls (mkmaze.c's
//! `wallification`, `wall_cleanup`, `fix_wall_spines`; sp_lev.c's
//! `wallify_map`).
//!
//! Level makers draw walls as plain horizontal and vertical pieces (or a
//! maze grid of `HWALL`); these passes remove walls buried in rock and give
//! every remaining piece its corner, T or cross shape from its neighbours.

use crate::world::level::{COLNO, Level, ROWNO, W_NONDIGGABLE, is_door, is_room, is_stwall, is_wall, isok};
use oxhack_vm::terrain::*;

/// A rectangle of the map, inclusive (`x1..=x2`, `y1..=y2`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Area {
    pub x1: i32,
    pub y1: i32,
    pub x2: i32,
    pub y2: i32,
}

impl Area {
    pub const fn new(x1: i32, y1: i32, x2: i32, y2: i32) -> Area {
        Area { x1, y1, x2, y2 }
    }

    /// `within_bounded_area` for this rectangle.
    pub fn contains(&self, x: i32, y: i32) -> bool {
        super::within_bounded_area(x, y, self.x1, self.y1, self.x2, self.y2)
    }
}

/// `iswall`: a wall, door, secret door or iron bars (off the map: no).
pub fn iswall(lev: &Level, x: i32, y: i32) -> bool {
    if !isok(x, y) {
        return false;
    }
    let t = lev.typ(x, y);
    is_wall(t) || is_door(t) || t == SDOOR || t == IRONBARS
}

/// `iswall_or_stone`: [`iswall`] or solid rock; off the map counts as rock.
pub fn iswall_or_stone(lev: &Level, x: i32, y: i32) -> bool {
    !isok(x, y) || lev.typ(x, y) == STONE || iswall(lev, x, y)
}

/// `is_solid`: off the map, rock or any wall.
pub fn is_solid(lev: &Level, x: i32, y: i32) -> bool {
    !isok(x, y) || is_stwall(lev.typ(x, y))
}

/// `extend_spine`: whether a wall at the centre of `locale` (true where a
/// neighbour is wall or rock, indexed `[dx + 1][dy + 1]`) reaches out in
/// direction (dx, dy), given whether a wall lies there. It does unless
/// the wall there runs alongside a wall-or-rock band.
pub fn extend_spine(locale: &[[bool; 3]; 3], wall_there: bool, dx: i32, dy: i32) -> bool {
    if !wall_there {
        return false;
    }
    let (nx, ny) = ((1 + dx) as usize, (1 + dy) as usize);
    if dx != 0 {
        !(locale[1][0] && locale[1][2] && locale[nx][0] && locale[nx][2])
    } else {
        !(locale[0][1] && locale[2][1] && locale[0][ny] && locale[2][ny])
    }
}

/// The bounds every pass insists on (NetHack panics on others; we clip
/// to the map and do nothing for an empty rectangle).
fn clip(x1: i32, y1: i32, x2: i32, y2: i32) -> Option<Area> {
    let a = Area::new(x1.max(0), y1.max(0), x2.min(COLNO as i32 - 1), y2.min(ROWNO as i32 - 1));
    (a.x1 <= a.x2 && a.y1 <= a.y2).then_some(a)
}

/// `wall_cleanup`: walls with rock or wall all around become rock. The
/// `keep` area (Baalzebub's beetle) is left alone.
pub fn wall_cleanup(lev: &mut Level, x1: i32, y1: i32, x2: i32, y2: i32, keep: Option<Area>) {
    let Some(a) = clip(x1, y1, x2, y2) else { return };
    for x in a.x1..=a.x2 {
        for y in a.y1..=a.y2 {
            if keep.is_some_and(|k| k.contains(x, y)) {
                continue;
            }
            let t = lev.typ(x, y);
            if is_wall(t) && t != DBWALL {
                let buried = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]
                    .iter()
                    .all(|&(dx, dy)| is_solid(lev, x + dx, y + dy));
                if buried {
                    lev.set_typ(x, y, STONE);
                }
            }
        }
    }
}

/// `spine_array`: the wall type for the directions a wall reaches
/// (bit 3 north, 2 south, 1 east, 0 west).
const SPINE_ARRAY: [u8; 16] = [
    VWALL, HWALL, HWALL, HWALL, VWALL, TRCORNER, TLCORNER, TDWALL, VWALL, BRCORNER, BLCORNER, TUWALL, VWALL, TLWALL,
    TRWALL, CROSSWALL,
];

/// `fix_wall_spines`: gives each wall the type its connections call for.
/// A free-standing wall keeps its type. Inside `keep`, rock does not count
/// as wall, so walls drawn in rock still join up.
pub fn fix_wall_spines(lev: &mut Level, x1: i32, y1: i32, x2: i32, y2: i32, keep: Option<Area>) {
    let Some(a) = clip(x1, y1, x2, y2) else { return };
    for x in a.x1..=a.x2 {
        for y in a.y1..=a.y2 {
            let t = lev.typ(x, y);
            if !(is_wall(t) && t != DBWALL) {
                continue;
            }
            let loc_f: fn(&Level, i32, i32) -> bool =
                if keep.is_some_and(|k| k.contains(x, y)) { iswall } else { iswall_or_stone };
            let mut locale = [[false; 3]; 3];
            for (i, col) in locale.iter_mut().enumerate() {
                for (j, cell) in col.iter_mut().enumerate() {
                    if (i, j) != (1, 1) {
                        *cell = loc_f(lev, x + i as i32 - 1, y + j as i32 - 1);
                    }
                }
            }
            let bits = (extend_spine(&locale, iswall(lev, x, y - 1), 0, -1) as usize) << 3
                | (extend_spine(&locale, iswall(lev, x, y + 1), 0, 1) as usize) << 2
                | (extend_spine(&locale, iswall(lev, x + 1, y), 1, 0) as usize) << 1
                | extend_spine(&locale, iswall(lev, x - 1, y), -1, 0) as usize;
            if bits != 0 {
                lev.set_typ(x, y, SPINE_ARRAY[bits]);
            }
        }
    }
}

/// `wallification`: [`wall_cleanup`] then [`fix_wall_spines`] over the
/// rectangle.
pub fn wallification(lev: &mut Level, x1: i32, y1: i32, x2: i32, y2: i32) {
    wallification_keeping(lev, x1, y1, x2, y2, None);
}

/// [`wallification`] with a protected area (mkmaze.c's `bughack`).
pub fn wallification_keeping(lev: &mut Level, x1: i32, y1: i32, x2: i32, y2: i32, keep: Option<Area>) {
    wall_cleanup(lev, x1, y1, x2, y2, keep);
    fix_wall_spines(lev, x1, y1, x2, y2, keep);
}

/// sp_lev.c's `wallify_map`: rock next to room floor (or a cross wall)
/// becomes wall, horizontal where the floor is above or below, vertical
/// where it is only beside.
pub fn wallify_map(lev: &mut Level, x1: i32, y1: i32, x2: i32, y2: i32) {
    let (x1, y1) = (x1.max(1), y1.max(0));
    let (x2, y2) = (x2.min(COLNO as i32 - 1), y2.min(ROWNO as i32 - 1));
    for y in y1..=y2 {
        let lo_yy = if y > 0 { y - 1 } else { 0 };
        let hi_yy = if y < y2 { y + 1 } else { y2 };
        for x in x1..=x2 {
            if lev.typ(x, y) != STONE {
                continue;
            }
            let lo_xx = if x > 1 { x - 1 } else { 1 };
            let hi_xx = if x < x2 { x + 1 } else { x2 };
            'scan: for yy in lo_yy..=hi_yy {
                for xx in lo_xx..=hi_xx {
                    let t = lev.typ(xx, yy);
                    if is_room(t) || t == CROSSWALL {
                        lev.set_typ(x, y, if yy != y { HWALL } else { VWALL });
                        break 'scan;
                    }
                }
            }
        }
    }
}

/// sp_lev.c's `set_wall_property` (NON_DIGGABLE, NON_PASSWALL): sets
/// `prop` (`W_NONDIGGABLE` or `W_NONPASSWALL`) on the rock, walls, trees
/// and iron bars of the rectangle.
pub fn set_wall_property(lev: &mut Level, x1: i32, y1: i32, x2: i32, y2: i32, prop: u8) {
    let (x1, y1) = (x1.max(1), y1.max(0));
    let (x2, y2) = (x2.min(COLNO as i32 - 1), y2.min(ROWNO as i32 - 1));
    for y in y1..=y2 {
        for x in x1..=x2 {
            if let Some(l) = lev.at_mut(x, y)
                && (is_stwall(l.typ) || l.typ == TREE || l.typ == IRONBARS)
            {
                l.flags |= prop;
            }
        }
    }
}

/// `bound_digging`: marks the level's edge (from the outermost non-rock
/// column and row, with a margin) undiggable; `earth_level` leaves
/// everything diggable.
pub fn bound_digging(lev: &mut Level, earth_level: bool) {
    if earth_level {
        return;
    }
    let maze = lev.flags.is_maze_lev;
    // Scans a line of locations for non-rock: (found, found a non-wall).
    let scan = |pts: &mut dyn Iterator<Item = (i32, i32)>| {
        let (mut found, mut nonwall) = (false, false);
        for (x, y) in pts {
            let t = lev.typ(x, y);
            if t != STONE {
                found = true;
                if !is_wall(t) {
                    nonwall = true;
                }
            }
        }
        (found, nonwall)
    };
    let margin = |nonwall: bool| if nonwall || !maze { 2 } else { 1 };
    let (colno, rowno) = (COLNO as i32, ROWNO as i32);

    let mut xmin = 0;
    let mut nonwall = false;
    while xmin <= colno {
        let (f, n) = scan(&mut (0..rowno).map(|y| (xmin, y)));
        xmin += 1;
        if f {
            nonwall = n;
            break;
        }
    }
    let xmin = (xmin - margin(nonwall)).max(0);

    let mut xmax = colno - 1;
    nonwall = false;
    while xmax >= 0 {
        let (f, n) = scan(&mut (0..rowno).map(|y| (xmax, y)));
        xmax -= 1;
        if f {
            nonwall = n;
            break;
        }
    }
    let xmax = (xmax + margin(nonwall)).min(colno - 1);

    let mut ymin = 0;
    nonwall = false;
    while ymin <= rowno {
        let (f, n) = scan(&mut (xmin..=xmax).map(|x| (x, ymin)));
        ymin += 1;
        if f {
            nonwall = n;
            break;
        }
    }
    let ymin = ymin - margin(nonwall);

    let mut ymax = rowno - 1;
    nonwall = false;
    while ymax >= 0 {
        let (f, n) = scan(&mut (xmin..=xmax).map(|x| (x, ymax)));
        ymax -= 1;
        if f {
            nonwall = n;
            break;
        }
    }
    let ymax = ymax + margin(nonwall);

    for x in 0..colno {
        for y in 0..rowno {
            if (y <= ymin || y >= ymax || x <= xmin || x >= xmax)
                && let Some(l) = lev.at_mut(x, y)
            {
                // Like NetHack, the bit is set whatever is there.
                l.flags |= W_NONDIGGABLE;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::testmap::{level_from, picture};
    use super::*;

    #[test]
    fn rooms_get_corners_and_tees() {
        // Two rooms sharing a wall, drawn with plain '-' and '|'.
        let pic = "\
-------
|..|..|
|..|..|
-------";
        let mut lev = level_from(pic, 10, 5);
        wallification(&mut lev, 1, 0, 79, 20);
        assert_eq!(lev.typ(10, 5), TLCORNER);
        assert_eq!(lev.typ(16, 5), TRCORNER);
        assert_eq!(lev.typ(10, 8), BLCORNER);
        assert_eq!(lev.typ(16, 8), BRCORNER);
        assert_eq!(lev.typ(13, 5), TDWALL);
        assert_eq!(lev.typ(13, 8), TUWALL);
        assert_eq!(lev.typ(13, 6), VWALL);
        assert_eq!(lev.typ(11, 5), HWALL);
        // The default symbol set draws it as it was drawn.
        assert_eq!(picture(&lev, 10, 5, 7, 4), format!("{pic}\n"));
    }

    #[test]
    fn crosswall_and_side_tees() {
        let pic = "\
-------
|..|..|
|..|..|
-------
|..|..|
-------";
        let mut lev = level_from(pic, 3, 2);
        wallification(&mut lev, 1, 0, 79, 20);
        assert_eq!(lev.typ(6, 5), CROSSWALL);
        assert_eq!(lev.typ(3, 5), TRWALL);
        assert_eq!(lev.typ(9, 5), TLWALL);
        // T walls pointing sideways draw as '|' in the default set.
        assert_eq!(picture(&lev, 3, 2, 7, 6), "-------\n|..|..|\n|..|..|\n|-----|\n|..|..|\n-------\n");
    }

    #[test]
    fn buried_walls_are_removed() {
        // A wall inside solid rock disappears; one beside floor stays.
        let mut lev = level_from("---\n---\n---", 20, 10);
        lev.set_typ(30, 10, ROOM);
        lev.set_typ(30, 11, HWALL);
        wallification(&mut lev, 1, 0, 79, 20);
        assert!(Level::positions().filter(|&(x, _)| (20..=22).contains(&x)).all(|(x, y)| lev.typ(x, y) == STONE));
        assert_eq!(lev.typ(30, 11), HWALL);
    }

    #[test]
    fn wallify_map_surrounds_floor() {
        let mut lev = level_from("...\n...", 40, 8);
        wallify_map(&mut lev, 1, 0, 79, 20);
        wallification(&mut lev, 1, 0, 79, 20);
        assert_eq!(picture(&lev, 39, 7, 5, 4), "-----\n|...|\n|...|\n-----\n");
        assert_eq!(lev.typ(39, 7), TLCORNER);
        assert_eq!(lev.typ(43, 10), BRCORNER);
        assert_eq!(lev.typ(40, 7), HWALL);
        assert_eq!(lev.typ(39, 8), VWALL);
    }

    #[test]
    fn bad_bounds_do_nothing() {
        let mut lev = level_from("---", 5, 5);
        let before = lev.clone();
        wallification(&mut lev, 10, 5, 2, 5);
        assert_eq!(lev, before);
    }

    #[test]
    fn wall_property_marks_rock_and_walls_only() {
        let mut lev = level_from("|.F|", 10, 3);
        set_wall_property(&mut lev, 9, 3, 13, 3, W_NONDIGGABLE);
        let nd: Vec<bool> = (9..=14).map(|x| lev.at(x, 3).flags & W_NONDIGGABLE != 0).collect();
        assert_eq!(nd, [true, true, false, true, true, false]);
    }

    #[test]
    fn bound_digging_marks_the_border() {
        let mut lev = level_from("-----\n|...|\n-----", 20, 5);
        bound_digging(&mut lev, false);
        let nd = |x, y| lev.at(x, y).flags & W_NONDIGGABLE != 0;
        // Walls found at x 20 (non-maze: margin 2) -> xmin 19; likewise
        // xmax 25, ymin 4, ymax 8.
        assert!(nd(19, 6) && !nd(20, 6) && !nd(24, 6) && nd(25, 6));
        assert!(nd(22, 4) && !nd(22, 5) && !nd(22, 7) && nd(22, 8));
        let mut earth = level_from("-", 20, 5);
        bound_digging(&mut earth, true);
        assert!(Level::positions().all(|(x, y)| earth.at(x, y).flags == 0));
    }
}
