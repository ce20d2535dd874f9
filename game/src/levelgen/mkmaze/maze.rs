//! Digging mazes (mkmaze.c's `walkfrom`, `okay`, `maze0xy`, `mazexy`,
//! `create_maze`, `maze_remove_deadends`, `makemaz`'s random maze; sp_lev.c's
//! maze-grid fill and MAZEWALK).
//!
//! A maze lives on the odd grid: cells at odd (x, y) from 3 up to the
//! maze bounds, with the squares between them walls (or rock on a
//! corridor maze) until the digger opens them. `walkfrom` is a
//! depth-first digger; NetHack recurses, we keep an explicit stack, which
//! draws the same random numbers in the same order.

use super::stairs::{BranchPlan, make_fixed_trap, mkstairs, place_branch};
use super::walls::wallification;
use super::{MazeBounds, MazeHooks, MazeMonster, occupied};
use crate::objects::mkobj::LevelCtx;
use crate::rng::Rng;
use crate::world::level::{Coord, Level, accessible, is_door, space_pos};
use oxhack_vm::terrain::*;

/// `mz_move`: one step in maze direction `dir` (0 north, 1 east, 2 south,
/// 3 west).
fn mz_move(x: i32, y: i32, dir: usize) -> (i32, i32) {
    match dir {
        0 => (x, y - 1),
        1 => (x + 1, y),
        2 => (x, y + 1),
        _ => (x - 1, y),
    }
}

/// `okay`: whether the digger at (x, y) may go two steps in `dir` (the
/// target is rock inside the bounds).
pub fn okay(lev: &Level, b: MazeBounds, x: i32, y: i32, dir: usize) -> bool {
    let (x, y) = mz_move(x, y, dir);
    let (x, y) = mz_move(x, y, dir);
    !(x < 3 || y < 3 || x > b.x_max || y > b.y_max || lev.typ(x, y) != STONE)
}

/// `maze0xy`: a random starting cell on the odd grid.
pub fn maze0xy(rng: &mut Rng, b: MazeBounds) -> Coord {
    let x = 3 + 2 * rng.rn2((b.x_max >> 1) - 1);
    let y = 3 + 2 * rng.rn2((b.y_max >> 1) - 1);
    Coord::new(x, y)
}

/// The floor a maze is dug with: corridor on a corridor maze, else room.
pub fn maze_floor(lev: &Level) -> u8 {
    if lev.flags.corrmaze { CORR } else { ROOM }
}

/// `walkfrom`: digs a perfect maze from (x, y) through rock, two squares
/// at a time, with floor `typ` (0: [`maze_floor`]).
pub fn walkfrom(lev: &mut Level, rng: &mut Rng, b: MazeBounds, x: i32, y: i32, typ: u8) {
    let typ = if typ == 0 { maze_floor(lev) } else { typ };
    if !is_door(lev.typ(x, y))
        && let Some(l) = lev.at_mut(x, y)
    {
        // It might still be on the edge of a map: doors stay.
        l.typ = typ;
        l.flags = 0;
    }
    let mut stack = vec![(x, y)];
    while let Some(&(x, y)) = stack.last() {
        let dirs: Vec<usize> = (0..4).filter(|&d| okay(lev, b, x, y, d)).collect();
        if dirs.is_empty() {
            stack.pop();
            continue;
        }
        let dir = dirs[rng.rn2(dirs.len() as i32) as usize];
        let (mx, my) = mz_move(x, y, dir);
        lev.set_typ(mx, my, typ);
        let (nx, ny) = mz_move(mx, my, dir);
        if !is_door(lev.typ(nx, ny))
            && let Some(l) = lev.at_mut(nx, ny)
        {
            l.typ = typ;
            l.flags = 0;
        }
        stack.push((nx, ny));
    }
}

/// `mazexy`: a random spot of maze floor (100 random tries, then the
/// first in column order); `None` if the maze has no floor at all.
pub fn mazexy(lev: &Level, rng: &mut Rng, b: MazeBounds) -> Option<Coord> {
    let want = maze_floor(lev);
    for cpt in 1..=100 {
        let c = Coord::new(1 + rng.rn2(b.x_max), 1 + rng.rn2(b.y_max));
        // As in NetHack, a hit on the hundredth try still falls through
        // to the search.
        if cpt < 100 && lev.typ(c.x, c.y) == want {
            return Some(c);
        }
    }
    (1..b.x_max).flat_map(|x| (1..b.y_max).map(move |y| Coord::new(x, y))).find(|c| lev.typ(c.x, c.y) == want)
}

/// `maze_inbounds`.
pub fn maze_inbounds(b: MazeBounds, x: i32, y: i32) -> bool {
    x >= 2 && y >= 2 && x < b.x_max && y < b.y_max && crate::world::level::isok(x, y)
}

/// `maze_remove_deadends`: opens one wall of each dead end, making loops.
pub fn maze_remove_deadends(lev: &mut Level, rng: &mut Rng, b: MazeBounds, typ: u8) {
    for x in 2..b.x_max {
        for y in 2..b.y_max {
            if !(accessible(lev.typ(x, y)) && x % 2 != 0 && y % 2 != 0) {
                continue;
            }
            let mut dirok = Vec::with_capacity(4);
            let mut idx2 = 0;
            for dir in 0..4 {
                let (dx, dy) = mz_move(x, y, dir);
                if !maze_inbounds(b, dx, dy) {
                    idx2 += 1;
                    continue;
                }
                let (dx2, dy2) = mz_move(dx, dy, dir);
                if !maze_inbounds(b, dx2, dy2) {
                    idx2 += 1;
                    continue;
                }
                if !accessible(lev.typ(dx, dy)) && accessible(lev.typ(dx2, dy2)) {
                    dirok.push(dir);
                    idx2 += 1;
                }
            }
            if idx2 >= 3 && !dirok.is_empty() {
                let dir = dirok[rng.rn2(dirok.len() as i32) as usize];
                let (dx, dy) = mz_move(x, y, dir);
                lev.set_typ(dx, dy, typ);
            }
        }
    }
}

/// `create_maze`: a maze with corridors `corrwid` wide and walls
/// `wallthick` thick (each 1..=5), dug small and scaled up.
pub fn create_maze(lev: &mut Level, rng: &mut Rng, b: MazeBounds, corrwid: i32, wallthick: i32) {
    let wallthick = wallthick.clamp(1, 5);
    let corrwid = corrwid.clamp(1, 5);
    let scale = corrwid + wallthick;
    let rdx = b.x_max / scale;
    let rdy = b.y_max / scale;
    if lev.flags.corrmaze {
        for x in 2..rdx * 2 {
            for y in 2..rdy * 2 {
                lev.set_typ(x, y, STONE);
            }
        }
    } else {
        for x in 2..=rdx * 2 {
            for y in 2..=rdy * 2 {
                lev.set_typ(x, y, if x % 2 != 0 && y % 2 != 0 { STONE } else { HWALL });
            }
        }
    }
    let small = MazeBounds { x_max: rdx * 2, y_max: rdy * 2 };
    let start = maze0xy(rng, small);
    walkfrom(lev, rng, small, start.x, start.y, 0);
    if rng.rn2(5) == 0 {
        let floor = maze_floor(lev);
        maze_remove_deadends(lev, rng, small, floor);
    }
    if scale > 2 {
        let mut tmpmap = vec![vec![STONE; b.y_max.max(1) as usize]; b.x_max.max(1) as usize];
        for x in 1..b.x_max {
            for y in 1..b.y_max {
                tmpmap[x as usize][y as usize] = lev.typ(x, y);
            }
        }
        let (mut rx, mut x) = (2, 2);
        while rx < b.x_max {
            let mx = if x % 2 != 0 {
                corrwid
            } else if x == 2 || x == rdx * 2 {
                1
            } else {
                wallthick
            };
            let (mut ry, mut y) = (2, 2);
            while ry < b.y_max {
                let my = if y % 2 != 0 {
                    corrwid
                } else if y == 2 || y == rdy * 2 {
                    1
                } else {
                    wallthick
                };
                let t = tmpmap.get(x as usize).and_then(|col| col.get(y as usize)).copied().unwrap_or(STONE);
                for dx in 0..mx {
                    for dy in 0..my {
                        if rx + dx >= b.x_max || ry + dy >= b.y_max {
                            break;
                        }
                        lev.set_typ(rx + dx, ry + dy, t);
                    }
                }
                ry += my;
                y += 1;
            }
            rx += mx;
            x += 1;
        }
    }
}

/// sp_lev.c's `lvlfill_maze_grid` (INIT_MAP: mazegrid): rock cells on the
/// odd grid with `filling` between them, rock above row 2; all rock on a
/// corridor maze.
pub fn lvlfill_maze_grid(lev: &mut Level, x1: i32, y1: i32, x2: i32, y2: i32, filling: u8) {
    for x in x1..=x2 {
        for y in y1..=y2 {
            let t = if lev.flags.corrmaze || y < 2 || (x % 2 != 0 && y % 2 != 0) { STONE } else { filling };
            lev.set_typ(x, y, t);
        }
    }
}

/// The maze-grid start of a MAZE level with a random filler: the grid
/// over the whole maze area with `HWALL` between cells.
pub fn mazegrid(lev: &mut Level, b: MazeBounds) {
    lvlfill_maze_grid(lev, 2, 0, b.x_max, b.y_max, HWALL);
}

/// A MAZEWALK direction (sp_lev.h `W_NORTH` ...).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MazeDir {
    North,
    South,
    East,
    West,
}

/// sp_lev.c's MAZEWALK (`spo_mazewalk`, terrain part): from the map
/// position (x, y) step once in `dir`, get onto the odd grid and dig a
/// maze with floor `typ` (0: [`maze_floor`]). The caller fills the maze
/// afterwards when the walk asks for it.
pub fn mazewalk(lev: &mut Level, rng: &mut Rng, b: MazeBounds, x: i32, y: i32, dir: MazeDir, typ: u8) {
    if !crate::world::level::isok(x, y) {
        return;
    }
    let typ = if typ < 1 { maze_floor(lev) } else { typ };
    let (mut x, mut y) = match dir {
        MazeDir::North => (x, y - 1),
        MazeDir::South => (x, y + 1),
        MazeDir::East => (x + 1, y),
        MazeDir::West => (x - 1, y),
    };
    let dig = |lev: &mut Level, x: i32, y: i32| {
        if let Some(l) = lev.at_mut(x, y) {
            l.typ = typ;
            l.flags = 0;
        }
    };
    if !is_door(lev.typ(x, y)) {
        dig(lev, x, y);
    }
    if x % 2 == 0 {
        x += if dir == MazeDir::East { 1 } else { -1 };
        dig(lev, x, y);
    }
    if y % 2 == 0 {
        y += if dir == MazeDir::South { 1 } else { -1 };
    }
    walkfrom(lev, rng, b, x, y, typ);
}

/// What a random maze level made besides its terrain.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct MazeOutcome {
    /// The vibrating square on the invocation level (`inv_pos`).
    pub inv_pos: Option<Coord>,
}

/// How far from the maze edge and the up stairs the vibrating square
/// must be (`INVPOS_X_MARGIN`, `INVPOS_Y_MARGIN`, `INVPOS_DISTANCE`).
const INVPOS_X_MARGIN: i32 = 6 - 2;
const INVPOS_Y_MARGIN: i32 = 5 - 2;
const INVPOS_DISTANCE: i32 = 11;

/// `makemaz("")`'s random maze, for a level without a level file: the
/// maze (one of several corridor widths), stairs, the vibrating square
/// on the invocation level, the branch, then objects, boulders,
/// minotaurs, monsters, gold and traps through `hooks`.
pub fn makemaz_random(
    lev: &mut Level,
    rng: &mut Rng,
    hooks: &mut dyn MazeHooks,
    ctx: &LevelCtx,
    invocation: bool,
    branch: Option<&mut BranchPlan>,
) -> MazeOutcome {
    let b = MazeBounds::DEFAULT;
    lev.flags.is_maze_lev = true;
    // `Can_dig_down` is false on the invocation level: no holes or trap
    // doors are made, and digging down is refused, as on a hard floor.
    lev.flags.hardfloor |= invocation;
    lev.flags.corrmaze = rng.rn2(3) == 0;
    if !invocation && rng.rn2(2) != 0 {
        let corrscale = rng.rnd(4);
        let wall = rng.rnd(4) - corrscale;
        create_maze(lev, rng, b, corrscale, wall);
    } else {
        create_maze(lev, rng, b, 1, 1);
    }
    if !lev.flags.corrmaze {
        wallification(lev, 2, 2, b.x_max, b.y_max);
    }
    if let Some(m) = mazexy(lev, rng, b) {
        mkstairs(lev, ctx, m.x, m.y, true);
    }
    let mut out = MazeOutcome::default();
    if !invocation {
        if let Some(m) = mazexy(lev, rng, b) {
            mkstairs(lev, ctx, m.x, m.y, false);
        }
    } else {
        out.inv_pos = place_vibrating_square(lev, rng, b);
    }
    place_branch(lev, rng, b, branch, None);
    for _ in 0..rng.rn1(8, 11) {
        if let Some(m) = mazexy(lev, rng, b) {
            let gem = rng.rn2(2) != 0;
            hooks.mkobj_at(lev, rng, gem, m.x, m.y);
        }
    }
    for _ in 0..rng.rn1(10, 2) {
        if let Some(m) = mazexy(lev, rng, b) {
            hooks.mk_boulder(lev, rng, m.x, m.y);
        }
    }
    for _ in 0..rng.rn2(3) {
        if let Some(m) = mazexy(lev, rng, b) {
            hooks.makemon(lev, rng, MazeMonster::Minotaur, m.x, m.y);
        }
    }
    for _ in 0..rng.rn1(5, 7) {
        if let Some(m) = mazexy(lev, rng, b) {
            hooks.makemon(lev, rng, MazeMonster::Random, m.x, m.y);
        }
    }
    for _ in 0..rng.rn1(6, 7) {
        if let Some(m) = mazexy(lev, rng, b) {
            hooks.mkgold(lev, rng, m.x, m.y);
        }
    }
    for _ in 0..rng.rn1(6, 7) {
        hooks.mktrap_maze(lev, rng);
    }
    out
}

/// The invocation level's vibrating square: far from the up stairs, not
/// in line with them, on open floor, inside the margins.
fn place_vibrating_square(lev: &mut Level, rng: &mut Rng, b: MazeBounds) -> Option<Coord> {
    let (x_min, y_min) = (2, 2);
    let x_range = b.x_max - x_min - 2 * INVPOS_X_MARGIN - 1;
    let y_range = b.y_max - y_min - 2 * INVPOS_Y_MARGIN - 1;
    let (ux, uy) = lev.upstair.map_or((0, 0), |s| (s.x, s.y));
    // NetHack loops until it finds a spot; a bounded search keeps a
    // hopeless maze from hanging.
    for _ in 0..100_000 {
        let x = rng.rn1(x_range, x_min + INVPOS_X_MARGIN + 1);
        let y = rng.rn1(y_range, y_min + INVPOS_Y_MARGIN + 1);
        let bad = x == ux
            || y == uy
            || (x - ux).abs() == (y - uy).abs()
            || (x - ux).abs().max((y - uy).abs()) <= INVPOS_DISTANCE
            || !space_pos(lev.typ(x, y))
            || occupied(lev, x, y);
        if !bad {
            make_fixed_trap(lev, x, y, crate::world::level::ttyp::VIBRATING_SQUARE);
            return Some(Coord::new(x, y));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::world::level::DLevel;
    use std::collections::HashSet;

    fn grid_level(corrmaze: bool) -> Level {
        let mut lev = Level::new(DLevel { dnum: 0, dlevel: 3 });
        lev.flags.corrmaze = corrmaze;
        mazegrid(&mut lev, MazeBounds::DEFAULT);
        lev
    }

    type Cell = (i32, i32);

    /// Cells on the odd grid and the open links between them.
    fn cells_and_links(lev: &Level, b: MazeBounds) -> (Vec<Cell>, Vec<(Cell, Cell)>) {
        let floor = maze_floor(lev);
        let cells: Vec<_> = (3..=b.x_max)
            .step_by(2)
            .flat_map(|x| (3..=b.y_max).step_by(2).map(move |y| (x, y)))
            .filter(|&(x, y)| x <= b.x_max && y <= b.y_max)
            .collect();
        let mut links = Vec::new();
        for &(x, y) in &cells {
            for (dx, dy) in [(2, 0), (0, 2)] {
                let (nx, ny) = (x + dx, y + dy);
                if cells.contains(&(nx, ny)) && lev.typ(x + dx / 2, y + dy / 2) == floor {
                    links.push(((x, y), (nx, ny)));
                }
            }
        }
        (cells, links)
    }

    fn assert_perfect(lev: &Level, b: MazeBounds) {
        let floor = maze_floor(lev);
        let (cells, links) = cells_and_links(lev, b);
        assert!(cells.iter().all(|&(x, y)| lev.typ(x, y) == floor), "every cell dug");
        // A tree: connected with exactly cells - 1 links.
        assert_eq!(links.len(), cells.len() - 1, "no loops");
        let mut seen = HashSet::from([cells[0]]);
        let mut todo = vec![cells[0]];
        while let Some(c) = todo.pop() {
            for &(a, b) in &links {
                let n = if a == c {
                    b
                } else if b == c {
                    a
                } else {
                    continue;
                };
                if seen.insert(n) {
                    todo.push(n);
                }
            }
        }
        assert_eq!(seen.len(), cells.len(), "all cells reachable");
    }

    #[test]
    fn walkfrom_digs_a_perfect_maze() {
        for seed in 0..20 {
            for corrmaze in [false, true] {
                let mut lev = grid_level(corrmaze);
                let mut rng = Rng::new(seed);
                let b = MazeBounds::DEFAULT;
                let s = maze0xy(&mut rng, b);
                assert!(s.x % 2 == 1 && s.y % 2 == 1 && s.x >= 3 && s.y >= 3);
                walkfrom(&mut lev, &mut rng, b, s.x, s.y, 0);
                assert_perfect(&lev, b);
                // Nothing dug outside the maze area or on even/even spots.
                assert!(Level::positions().all(|(x, y)| {
                    let dug = lev.typ(x, y) == maze_floor(&lev);
                    !dug || ((3..=b.x_max).contains(&x) && (3..=b.y_max).contains(&y) && (x % 2 == 1 || y % 2 == 1))
                }));
            }
        }
    }

    #[test]
    fn walkfrom_is_deterministic() {
        let dig = |seed| {
            let mut lev = grid_level(false);
            walkfrom(&mut lev, &mut Rng::new(seed), MazeBounds::DEFAULT, 3, 3, 0);
            lev.terrain_text()
        };
        assert_eq!(dig(5), dig(5));
        assert_ne!(dig(5), dig(6));
    }

    #[test]
    fn mazexy_finds_floor() {
        let mut lev = grid_level(true);
        let mut rng = Rng::new(9);
        assert_eq!(mazexy(&lev, &mut rng, MazeBounds::DEFAULT), None);
        walkfrom(&mut lev, &mut rng, MazeBounds::DEFAULT, 5, 5, 0);
        for _ in 0..50 {
            let c = mazexy(&lev, &mut rng, MazeBounds::DEFAULT).expect("floor");
            assert_eq!(lev.typ(c.x, c.y), CORR);
        }
    }

    #[test]
    fn mazewalk_west_from_a_map_edge() {
        let mut lev = Level::new(DLevel::default());
        lev.flags.corrmaze = true;
        lev.set_typ(31, 11, DOOR);
        mazewalk(&mut lev, &mut Rng::new(1), MazeBounds::DEFAULT, 31, 11, MazeDir::West, 0);
        assert_eq!(lev.typ(31, 11), DOOR, "a door on the odd grid is never dug through");
        assert_eq!(lev.typ(30, 11), CORR);
        assert_eq!(lev.typ(29, 11), CORR);
        assert_eq!(lev.typ(3, 3), CORR, "the walk reaches the far corner");
    }
}
