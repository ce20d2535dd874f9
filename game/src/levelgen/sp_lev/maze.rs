//! Maze work of special levels (sp_lev.c): MAZEWALK (`spo_mazewalk`,
//! `fill_empty_maze`), WALLIFY (`spo_wallify`), LEVREGION
//! (`spo_levregion`) and the level-region walk of `fixup_special`, with
//! mkmaze.c's digger, wall rules and region placement.

use super::{ANY_LOC, DRY, SpLev, X_MAZE_MAX, Y_MAZE_MAX};
use crate::levelgen::mkmaze::{Area, LevRegion, LrType, MazeBounds, MazeHooks, MazeMonster, RegionCtx};
use crate::world::level::{Coord, is_door, ttyp};
use oxhack_vm::interp::{Args, HostError};
use oxhack_vm::terrain::*;
use oxhack_vm::value::region;

const W_NORTH: i64 = 1;
const W_SOUTH: i64 = 2;
const W_EAST: i64 = 4;
const W_WEST: i64 = 8;

/// MAZEWALK (`spo_mazewalk`).
pub fn mazewalk(s: &mut SpLev<'_, '_>, args: &mut Args<'_>) -> Result<(), HostError> {
    let mut ftyp = args.pop_int()?;
    let stocked = args.pop_int()? != 0;
    let dir = args.pop_int()?;
    let at = args.pop_coord()?;
    let (mut x, mut y) = s.get_location_coord(at, ANY_LOC);
    if !crate::world::level::isok(x, y) {
        return Ok(());
    }
    if ftyp < 1 || ftyp >= MAX_TYPE as i64 {
        ftyp = if s.lev.flags.corrmaze { CORR as i64 } else { ROOM as i64 };
    }
    let ftyp = ftyp as u8;
    match dir {
        W_NORTH => y -= 1,
        W_SOUTH => y += 1,
        W_EAST => x += 1,
        W_WEST => x -= 1,
        _ => {}
    }
    if !is_door(s.lev.typ(x, y))
        && let Some(rm) = s.lev.at_mut(x, y)
    {
        rm.typ = ftyp;
        rm.flags = 0;
    }
    if x % 2 == 0 {
        x += if dir == W_EAST { 1 } else { -1 };
        if let Some(rm) = s.lev.at_mut(x, y) {
            rm.typ = ftyp;
            rm.flags = 0;
        }
    }
    if y % 2 == 0 {
        y += if dir == W_SOUTH { 1 } else { -1 };
    }
    crate::levelgen::mkmaze::walkfrom(&mut s.lev, s.c.rng, MazeBounds::DEFAULT, x, y, ftyp);
    if stocked {
        fill_empty_maze(s);
    }
    Ok(())
}

/// `maze1xy`: an odd spot of the maze no MAP touched.
fn maze1xy(s: &mut SpLev<'_, '_>, humidity: i64) -> Coord {
    let (mut x, mut y) = (0, 0);
    for _ in 0..=2000 {
        x = s.c.rng.rn1(X_MAZE_MAX - 3, 3);
        y = s.c.rng.rn1(Y_MAZE_MAX - 3, 3);
        if x % 2 != 0 && y % 2 != 0 && !s.in_splev_map(x, y) && s.is_ok_location(x, y, humidity) {
            break;
        }
    }
    Coord::new(x, y)
}

/// `fill_empty_maze`: objects, boulders, minotaurs, monsters, gold and
/// traps in proportion to the maze left over by the MAPs.
fn fill_empty_maze(s: &mut SpLev<'_, '_>) {
    let mapcountmax0 = (X_MAZE_MAX - 2) * (Y_MAZE_MAX - 2);
    let mut mapcount = mapcountmax0;
    let mapcountmax = mapcountmax0 / 2;
    for x in 2..X_MAZE_MAX {
        for y in 0..Y_MAZE_MAX {
            if s.in_splev_map(x, y) {
                mapcount -= 1;
            }
        }
    }
    if mapcount <= mapcountmax / 10 {
        return;
    }
    let mapfact = (mapcount as i64 * 100 / mapcountmax as i64) as i32;
    let n = s.c.rng.rnd((20 * mapfact / 100).max(1));
    for _ in 0..n {
        let m = maze1xy(s, super::DRY);
        let gem = s.c.rng.rn2(2) != 0;
        s.with_game(|lev, rng, h| h.mkobj_at(lev, rng, gem, m.x, m.y));
    }
    let n = s.c.rng.rnd((12 * mapfact / 100).max(1));
    for _ in 0..n {
        let m = maze1xy(s, DRY);
        s.with_game(|lev, rng, h| h.mk_boulder(lev, rng, m.x, m.y));
    }
    let n = s.c.rng.rn2(2);
    for _ in 0..n {
        let m = maze1xy(s, DRY);
        s.with_game(|lev, rng, h| h.makemon(lev, rng, MazeMonster::Minotaur, m.x, m.y));
    }
    let n = s.c.rng.rnd((12 * mapfact / 100).max(1));
    for _ in 0..n {
        let m = maze1xy(s, DRY);
        s.with_game(|lev, rng, h| MazeHooks::makemon(h, lev, rng, MazeMonster::Random, m.x, m.y));
    }
    let n = s.c.rng.rn2((15 * mapfact / 100).max(1));
    for _ in 0..n {
        let m = maze1xy(s, DRY);
        s.with_game(|lev, rng, h| MazeHooks::mkgold(h, lev, rng, m.x, m.y));
    }
    let n = s.c.rng.rn2((15 * mapfact / 100).max(1));
    for _ in 0..n {
        let m = maze1xy(s, DRY);
        let mut trap = super::features::rndtrap(s);
        let boulder = s.lev.objects_at(m.x, m.y).any(|o| o.otyp == oxhack_tables::ids::BOULDER);
        if boulder {
            while ttyp::is_pit(trap) || ttyp::is_hole(trap) {
                trap = super::features::rndtrap(s);
            }
        }
        s.with_mk(|mk, h| mk.maketrap(h, m.x, m.y, trap));
    }
}

/// WALLIFY (`spo_wallify`): a region (negative corners mean the current
/// map's edges) or a selection.
pub fn wallify(s: &mut SpLev<'_, '_>, args: &mut Args<'_>) -> Result<(), HostError> {
    if args.pop_int()? == 1 {
        let sel = args.pop_sel()?;
        for (x, y) in sel.points() {
            crate::levelgen::mkmaze::wallify_map(&mut s.lev, x as i32, y as i32, x as i32, y as i32);
        }
    } else {
        let (x1, y1, x2, y2) = region::unpack(args.pop_region()?);
        let (x1, y1, x2, y2) = (x1 as i8 as i32, y1 as i8 as i32, x2 as i8 as i32, y2 as i8 as i32);
        crate::levelgen::mkmaze::wallify_map(
            &mut s.lev,
            if x1 < 0 { s.xstart - 1 } else { x1 },
            if y1 < 0 { s.ystart - 1 } else { y1 },
            if x2 < 0 { s.xstart + s.xsize + 1 } else { x2 },
            if y2 < 0 { s.ystart + s.ysize + 1 } else { y2 },
        );
    }
    Ok(())
}

/// LEVREGION (`spo_levregion`): recorded, in level coordinates, for
/// `fixup_special`.
pub fn levregion(s: &mut SpLev<'_, '_>, args: &mut Args<'_>) -> Result<(), HostError> {
    let rname = args.pop_str()?;
    let padding = args.pop_int()?;
    let rtype = args.pop_int()?;
    let del_islev = args.pop_int()? != 0;
    let dy2 = args.pop_int()?;
    let dx2 = args.pop_int()?;
    let dy1 = args.pop_int()?;
    let dx1 = args.pop_int()?;
    let in_islev = args.pop_int()? != 0;
    let iy2 = args.pop_int()?;
    let ix2 = args.pop_int()?;
    let iy1 = args.pop_int()?;
    let ix1 = args.pop_int()?;
    let Some(rtype) = LrType::from_i32(rtype as i32) else { return Ok(()) };
    let place = |s: &mut SpLev<'_, '_>, x: i64, y: i64, islev: bool| {
        // `xchar`s in NetHack's lev_region.
        let (x, y) = (x as i8 as i32, y as i8 as i32);
        if islev {
            return (x, y);
        }
        s.rooms.push(None);
        let p = s.get_location(x, y, ANY_LOC);
        s.rooms.pop();
        p
    };
    let (a1, b1) = place(s, ix1, iy1, in_islev);
    let (a2, b2) = place(s, ix2, iy2, in_islev);
    let (c1, d1) = place(s, dx1, dy1, del_islev);
    let (c2, d2) = place(s, dx2, dy2, del_islev);
    s.lregions.push(LevRegion {
        inarea: Area::new(a1, b1, a2, b2),
        delarea: Area::new(c1, d1, c2, d2),
        in_islev,
        del_islev,
        rtype,
        padding: padding as i32,
        rname: String::from_utf8_lossy(&rname).into_owned(),
    });
    Ok(())
}

/// `fixup_special`'s level regions: stairs, branch, portals and teleport
/// destinations.
pub fn fixup_special(s: &mut SpLev<'_, '_>) {
    let regions = std::mem::take(&mut s.lregions);
    let names = s.level_names.clone();
    let lvl = s.c.lvl;
    let mut branch = s.branch.take();
    s.with_game(|lev, rng, h| {
        let mut rc = RegionCtx { level: &lvl, branch: branch.as_mut(), bounds: MazeBounds::DEFAULT };
        let find = |name: &str| names.iter().find(|(n, _)| n.eq_ignore_ascii_case(name)).map(|&(_, d)| d);
        crate::levelgen::mkmaze::fixup_lregions(lev, rng, h, &mut rc, &regions, &find);
    });
    s.branch = branch;
    s.lregions = regions;
}

/// INIT_MAP mines style (`mkmap`): the cave generator over the level.
pub fn mines(s: &mut SpLev<'_, '_>, fg: i64, bg: i64, smoothed: bool, joined: bool, lit: i64, walled: bool) {
    let init = crate::levelgen::mkmap::InitLev {
        fg: if (0..MAX_TYPE as i64).contains(&fg) { fg as u8 } else { ROOM },
        bg: if (0..MAX_TYPE as i64).contains(&bg) { bg as u8 } else { STONE },
        smoothed,
        joined,
        lit: lit as i32,
        walled,
        icedpools: s.icedpools,
    };
    s.with_mk(|mk, _| mk.mkmap(&init));
}

/// A MAP on a joined cave level removes the cave rooms it covers.
pub fn remove_rooms(s: &mut SpLev<'_, '_>, x1: i32, y1: i32, x2: i32, y2: i32) {
    s.with_mk(|mk, _| mk.remove_rooms(x1, y1, x2, y2));
}
