//! The terrain ops of sp_lev.c: INIT_MAP's fills (`splev_initlev`,
//! `lvlfill_solid`, `lvlfill_maze_grid`), MAP placement with its
//! alignments, TERRAIN, REPLACE_TERRAIN, NON_DIGGABLE / NON_PASSWALL,
//! and the closing `remove_boundary_syms` and `solidify_map`.

use super::{ANY_LOC, SpLev, X_MAZE_MAX, Y_MAZE_MAX};
use crate::world::level::{
    COLNO, D_CLOSED, ICED_MOAT, ICED_POOL, ROWNO, W_NONDIGGABLE, W_NONPASSWALL, is_door, is_stwall, is_tree, is_wall,
};
use oxhack_vm::Opcode;
use oxhack_vm::interp::{Args, HostError};
use oxhack_vm::terrain::*;
use oxhack_vm::value::{coord, mapchar, region};

/// `SET_TYPLIT`: type (unless out of range) and light (-1 random, -2 keep).
pub fn set_typlit(s: &mut SpLev<'_, '_>, x: i32, y: i32, typ: i64, lit: i64) {
    if !(0..COLNO as i32).contains(&x) || !(0..ROWNO as i32).contains(&y) {
        return;
    }
    let random_lit = if typ != LAVAPOOL as i64 && lit == -1 { Some(s.c.rng.rn2(2) != 0) } else { None };
    let Some(rm) = s.lev.at_mut(x, y) else { return };
    if (0..MAX_TYPE as i64).contains(&typ) {
        rm.typ = typ as u8;
    }
    if typ == LAVAPOOL as i64 {
        rm.lit = true;
    } else if let Some(l) = random_lit {
        rm.lit = l;
    } else if lit != -2 {
        rm.lit = lit != 0;
    }
}

/// `lvlfill_solid`.
pub fn lvlfill_solid(s: &mut SpLev<'_, '_>, filling: i64, lit: i64) {
    for x in 2..=X_MAZE_MAX {
        for y in 0..=Y_MAZE_MAX {
            set_typlit(s, x, y, filling, lit);
        }
    }
}

/// `lvlfill_maze_grid`: walls of `filling` on the even grid lines.
pub fn lvlfill_maze_grid(s: &mut SpLev<'_, '_>, x1: i32, y1: i32, x2: i32, y2: i32, filling: i64) {
    let corrmaze = s.lev.flags.corrmaze;
    let fill = if (0..MAX_TYPE as i64).contains(&filling) { filling as u8 } else { STONE };
    for x in x1..=x2 {
        for y in y1..=y2 {
            let typ = if corrmaze || y < 2 || (x % 2 != 0 && y % 2 != 0) { STONE } else { fill };
            s.lev.set_typ(x, y, typ);
        }
    }
}

/// INIT_MAP (`spo_initlevel` and `splev_initlev`).
pub fn initlevel(s: &mut SpLev<'_, '_>, args: &mut Args<'_>) -> Result<(), HostError> {
    let fg = args.pop_int()?;
    let bg = args.pop_int()?;
    let smoothed = args.pop_int()?;
    let joined = args.pop_int()?;
    let mut lit = args.pop_int()?;
    let walled = args.pop_int()?;
    let filling = args.pop_int()?;
    let style = args.pop_int()?;
    s.splev_init_present = true;
    s.lvl_is_joined = joined != 0;
    match style {
        1 => {
            if lit == -1 {
                lit = s.c.rng.rn2(2) as i64;
            }
            lvlfill_solid(s, filling, lit);
        }
        2 => lvlfill_maze_grid(s, 2, 0, X_MAZE_MAX, Y_MAZE_MAX, filling),
        3 => {
            if lit == -1 {
                lit = s.c.rng.rn2(2) as i64;
            }
            if filling > -1 {
                lvlfill_solid(s, filling, 0);
            }
            super::maze::mines(s, fg, bg, smoothed != 0, joined != 0, lit, walled != 0);
        }
        4 => s.with_mk(|mk, h| crate::levelgen::extralev::makeroguerooms(mk, h)),
        _ => {}
    }
    Ok(())
}

/// MAP (`spo_map`): lays the map's cells at the aligned or given place.
pub fn map(s: &mut SpLev<'_, '_>, args: &mut Args<'_>) -> Result<(), HostError> {
    let xs = args.pop_int()?;
    let ys = args.pop_int()?;
    let body = args.pop_str()?;
    if !(0..=crate::world::level::COLNO as i64).contains(&xs)
        || !(0..=ROWNO as i64).contains(&ys)
        || (xs * ys) as usize > body.len()
    {
        return Err(HostError::Failed(format!("MAP of {xs}x{ys} with {} cells", body.len())));
    }
    let (xs, ys) = (xs as i32, ys as i32);
    let keep = args.pop_int()?;
    let zalign = args.pop_int()?;
    let at = args.pop_coord()?;
    let (halign, valign) = (coord::x(at) as i32, coord::y(at) as i32);
    let saved = (s.xstart, s.ystart, s.xsize, s.ysize);
    s.xsize = xs;
    s.ysize = ys;
    match zalign {
        1 => {
            s.xstart = match halign {
                1 => {
                    if s.splev_init_present {
                        1
                    } else {
                        3
                    }
                }
                2 => 2 + ((X_MAZE_MAX - 2 - s.xsize) / 4),
                3 => 2 + ((X_MAZE_MAX - 2 - s.xsize) / 2),
                4 => 2 + ((X_MAZE_MAX - 2 - s.xsize) * 3 / 4),
                5 => X_MAZE_MAX - s.xsize - 1,
                _ => s.xstart,
            };
            s.ystart = match valign {
                1 => 3,
                3 => 2 + ((Y_MAZE_MAX - 2 - s.ysize) / 2),
                5 => Y_MAZE_MAX - s.ysize - 1,
                _ => s.ystart,
            };
            if s.xstart % 2 == 0 {
                s.xstart += 1;
            }
            if s.ystart % 2 == 0 {
                s.ystart += 1;
            }
        }
        2 => {
            if s.croom().is_none() {
                s.xstart = 1;
                s.ystart = 0;
                s.xsize = COLNO as i32 - 1 - xs;
                s.ysize = ROWNO as i32 - ys;
            }
            let (x, y) = s.get_location_coord(at, ANY_LOC);
            s.xsize = xs;
            s.ysize = ys;
            s.xstart = x;
            s.ystart = y;
        }
        _ => {}
    }
    if s.ystart < 0 || s.ystart + s.ysize > ROWNO as i32 {
        s.ystart += if s.ystart > 0 { -2 } else { 2 };
        if s.ysize == ROWNO as i32 {
            s.ystart = 0;
        }
        if s.ystart < 0 || s.ystart + s.ysize > ROWNO as i32 {
            return Err(HostError::Failed(format!("MAP of height {} does not fit the level", s.ysize)));
        }
    }
    if s.xsize <= 1 && s.ysize <= 1 {
        s.xstart = 1;
        s.ystart = 0;
        s.xsize = COLNO as i32 - 1;
        s.ysize = ROWNO as i32;
    } else {
        let (x0, y0) = (s.xstart, s.ystart);
        for y in y0..y0 + s.ysize {
            for x in x0..x0 + s.xsize {
                let i = ((y - y0) * s.xsize + (x - x0)) as usize;
                let Some(&b) = body.get(i) else { continue };
                let typ = b.wrapping_sub(1);
                if typ >= MAX_TYPE || !crate::world::level::isok(x, y) && x != 0 {
                    continue;
                }
                let left_joins = x != x0 && (is_wall(s.lev.typ(x - 1, y)) || s.lev.at(x - 1, y).horizontal);
                let (init, iced) = (s.splev_init_present, s.icedpools);
                let Some(rm) = s.lev.at_mut(x, y) else { continue };
                rm.typ = typ;
                rm.lit = false;
                rm.flags = 0;
                rm.horizontal = false;
                rm.roomno = 0;
                rm.edge = false;
                if typ == SDOOR || is_door(typ) {
                    if typ == SDOOR {
                        rm.flags = D_CLOSED;
                    }
                    if left_joins {
                        rm.horizontal = true;
                    }
                } else if typ == HWALL || typ == IRONBARS {
                    rm.horizontal = true;
                } else if typ == LAVAPOOL {
                    rm.lit = true;
                } else if init && typ == ICE {
                    rm.flags = if iced { ICED_POOL } else { ICED_MOAT };
                }
                s.splev_map[x as usize * ROWNO + y as usize] = true;
            }
        }
        // What the MAP left on the level, read back for checks and tools.
        let laid = (0..s.ysize)
            .flat_map(|dy| (0..s.xsize).map(move |dx| (x0 + dx, y0 + dy)))
            .map(|(x, y)| s.lev.typ(x, y))
            .collect();
        s.maps.push(super::MapPlaced { x: x0, y: y0, w: s.xsize, h: s.ysize, body: body.clone(), laid });
        if s.lvl_is_joined {
            let (x0, y0, xs, ys) = (s.xstart, s.ystart, s.xsize, s.ysize);
            super::maze::remove_rooms(s, x0, y0, x0 + xs, y0 + ys);
        }
    }
    if keep == 0 {
        (s.xstart, s.ystart, s.xsize, s.ysize) = saved;
    }
    Ok(())
}

/// TERRAIN (`spo_terrain`, `sel_set_ter`).
pub fn terrain(s: &mut SpLev<'_, '_>, args: &mut Args<'_>) -> Result<(), HostError> {
    let mc = args.pop_mapchar()?;
    let sel = args.pop_sel()?;
    let (typ, lit) = (mapchar::typ(mc), mapchar::lit(mc));
    for (x, y) in sel.points() {
        let (x, y) = (x as i32, y as i32);
        set_typlit(s, x, y, typ, lit);
        let t = s.lev.typ(x, y);
        if t == SDOOR || is_door(t) {
            let left_joins = x != 0 && (is_wall(s.lev.typ(x - 1, y)) || s.lev.at(x - 1, y).horizontal);
            if let Some(rm) = s.lev.at_mut(x, y) {
                if t == SDOOR {
                    rm.flags = D_CLOSED;
                }
                if left_joins {
                    rm.horizontal = true;
                }
            }
        }
    }
    Ok(())
}

/// REPLACE_TERRAIN (`spo_replace_terrain`, `replace_terrain`).
pub fn replace_terrain(s: &mut SpLev<'_, '_>, args: &mut Args<'_>) -> Result<(), HostError> {
    let chance = args.pop_int()?;
    let to = args.pop_mapchar()?;
    let from = args.pop_mapchar()?;
    let reg = args.pop_region()?;
    let (toter, tolit, fromter) = (mapchar::typ(to), mapchar::lit(to), mapchar::typ(from));
    if toter >= MAX_TYPE as i64 {
        return Ok(());
    }
    let (rx1, ry1, rx2, ry2) = region::unpack(reg);
    let (x1, y1) = s.get_location(rx1 as i32, ry1 as i32, ANY_LOC);
    let (x2, y2) = s.get_location(rx2 as i32, ry2 as i32, ANY_LOC);
    for x in x1.max(0)..=x2.min(COLNO as i32 - 1) {
        for y in y1.max(0)..=y2.min(ROWNO as i32 - 1) {
            if s.lev.typ(x, y) as i64 == fromter && (s.c.rng.rn2(100) as i64) < chance {
                set_typlit(s, x, y, toter, tolit);
            }
        }
    }
    Ok(())
}

/// NON_DIGGABLE and NON_PASSWALL (`spo_wall_property`).
pub fn wall_property(s: &mut SpLev<'_, '_>, op: Opcode, args: &mut Args<'_>) -> Result<(), HostError> {
    let prop = if op == Opcode::NonDiggable { W_NONDIGGABLE } else { W_NONPASSWALL };
    let (rx1, ry1, rx2, ry2) = region::unpack(args.pop_region()?);
    let saved = s.rooms.clone();
    s.rooms.push(None);
    let (x1, y1) = s.get_location(rx1 as i32, ry1 as i32, ANY_LOC);
    let (x2, y2) = s.get_location(rx2 as i32, ry2 as i32, ANY_LOC);
    s.rooms = saved;
    set_wall_property(&mut s.lev, x1, y1, x2, y2, prop);
    Ok(())
}

/// `set_wall_property`: flags walls, trees and bars in the area.
pub fn set_wall_property(lev: &mut crate::world::level::Level, x1: i32, y1: i32, x2: i32, y2: i32, prop: u8) {
    for y in y1.max(0)..=y2.min(ROWNO as i32 - 1) {
        for x in x1.max(1)..=x2.min(COLNO as i32 - 1) {
            if let Some(rm) = lev.at_mut(x, y)
                && (is_stwall(rm.typ) || is_tree(rm.typ) || rm.typ == IRONBARS)
            {
                rm.flags |= prop;
            }
        }
    }
}

/// `remove_boundary_syms`: CROSSWALLs a MAP used as invisible room
/// boundaries become floor.
pub fn remove_boundary_syms(s: &mut SpLev<'_, '_>) {
    let has_bounds = (0..COLNO as i32 - 1).any(|x| (0..ROWNO as i32 - 1).any(|y| s.lev.typ(x, y) == CROSSWALL));
    if !has_bounds {
        return;
    }
    for x in 0..X_MAZE_MAX {
        for y in 0..Y_MAZE_MAX {
            if s.lev.typ(x, y) == CROSSWALL && s.in_splev_map(x, y) {
                s.lev.set_typ(x, y, ROOM);
            }
        }
    }
}

/// `solidify_map`: walls outside the MAP can be neither dug nor phased.
pub fn solidify_map(s: &mut SpLev<'_, '_>) {
    for x in 0..COLNO as i32 {
        for y in 0..ROWNO as i32 {
            let inside = s.in_splev_map(x, y);
            if let Some(rm) = s.lev.at_mut(x, y)
                && is_stwall(rm.typ)
                && !inside
            {
                rm.flags |= W_NONDIGGABLE | W_NONPASSWALL;
            }
        }
    }
}
