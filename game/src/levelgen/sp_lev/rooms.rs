//! Rooms in special levels (sp_lev.c): ROOM and SUBROOM (`spo_room`,
//! `build_room`), ENDROOM, ROOM_DOOR (`create_door`), CORRIDOR
//! (`create_corridor`, `search_door`), REGION (`spo_region`,
//! `light_region`, irregular rooms by flood fill), and the closing
//! `link_doors_rooms` and `fill_rooms`. The room and corridor primitives
//! are mklev's ([`crate::levelgen::mklev::MkLev`]).

use super::SpLev;
use crate::levelgen::mklev::{Created, inside_room, okdoor};
use crate::world::level::{COLNO, Coord, MAXNROFROOMS, ROOMOFFSET, ROWNO, RoomId, is_door, rtype};
use oxhack_vm::interp::{Args, HostError};
use oxhack_vm::terrain::*;
use oxhack_vm::value::region;

/// `W_NORTH`, `W_SOUTH`, `W_EAST`, `W_WEST`.
const W_NORTH: i64 = 1;
const W_SOUTH: i64 = 2;
const W_EAST: i64 = 4;
const W_WEST: i64 = 8;

/// ROOM and SUBROOM (`spo_room`). The numbers are NetHack's `xchar`s
/// (8 bits), which also keeps a hostile level's arithmetic small.
pub fn room(s: &mut SpLev<'_, '_>, args: &mut Args<'_>) -> Result<(), HostError> {
    let h = args.pop_int()? as i8 as i32;
    let w = args.pop_int()? as i8 as i32;
    let y = args.pop_int()? as i8 as i32;
    let x = args.pop_int()? as i8 as i32;
    let yalign = args.pop_int()? as i8 as i32;
    let xalign = args.pop_int()? as i8 as i32;
    let rflags = args.pop_int()?;
    let rlit = args.pop_int()? as i8 as i32;
    let chance = args.pop_int()?;
    let rtyp = args.pop_int()? as i8 as i32;
    let filled = (rflags & 1) as u8;
    let joined = rflags & 4 == 0;
    if s.rooms.len() > 9 || s.failed_room.last().copied().unwrap_or(false) {
        s.rooms.push(None);
        s.failed_room.push(true);
        return Ok(());
    }
    let rtyp = if chance == 0 || (s.c.rng.rn2(100) as i64) < chance { rtyp } else { rtype::OROOM as i32 };
    let parent = s.croom();
    let made = s.with_mk(|mk, hooks| {
        let id = match parent {
            Some(p) => mk.create_subroom(hooks, p, x, y, w, h, rtyp, rlit).map(RoomId::Sub),
            None => match mk.create_room(x, y, w, h, xalign, yalign, rtyp, rlit) {
                Some(Created::Room(i)) => Some(RoomId::Main(i)),
                Some(Created::Vault(c)) => {
                    let lit = rlit != 0;
                    Some(RoomId::Main(mk.add_room(c.x, c.y, c.x + 1, c.y + 1, lit, rtype::VAULT, false)))
                }
                None => None,
            },
        };
        if let Some(id) = id {
            mk.topologize(id);
        }
        id
    });
    match made {
        Some(id) => {
            if let Some(r) = s.lev.room_mut(id) {
                r.needfill = filled;
                r.needjoining = joined;
            }
            s.rooms.push(Some(id));
            s.failed_room.push(false);
        }
        None => {
            s.rooms.push(None);
            s.failed_room.push(true);
        }
    }
    Ok(())
}

/// ENDROOM (`spo_endroom`).
pub fn endroom(s: &mut SpLev<'_, '_>) {
    if s.rooms.len() > 1 {
        s.rooms.pop();
        s.failed_room.pop();
    } else if s.xsize <= 1 && s.ysize <= 1 {
        s.xstart = 1;
        s.ystart = 0;
        s.xsize = COLNO as i32 - 1;
        s.ysize = ROWNO as i32;
    }
}

/// ROOM_DOOR (`spo_room_door`, `create_door`).
pub fn room_door(s: &mut SpLev<'_, '_>, args: &mut Args<'_>) -> Result<(), HostError> {
    let wall = args.pop_int()?;
    let mut secret = args.pop_int()?;
    let mut mask = args.pop_int()?;
    let pos = args.pop_int()? as i8 as i64;
    let Some(id) = s.croom() else { return Ok(()) };
    let Some(broom) = s.lev.room(id).cloned() else { return Ok(()) };
    let rng = &mut *s.c.rng;
    if secret == -1 {
        secret = rng.rn2(2) as i64;
    }
    if mask == -1 {
        if secret == 0 {
            if rng.rn2(3) == 0 {
                mask = if rng.rn2(5) == 0 {
                    crate::world::level::D_ISOPEN as i64
                } else if rng.rn2(6) == 0 {
                    crate::world::level::D_LOCKED as i64
                } else {
                    crate::world::level::D_CLOSED as i64
                };
                if mask != crate::world::level::D_ISOPEN as i64 && rng.rn2(25) == 0 {
                    mask |= crate::world::level::D_TRAPPED as i64;
                }
            } else {
                mask = crate::world::level::D_NODOOR as i64;
            }
        } else {
            mask = if rng.rn2(5) == 0 {
                crate::world::level::D_LOCKED as i64
            } else {
                crate::world::level::D_CLOSED as i64
            };
            if rng.rn2(20) == 0 {
                mask |= crate::world::level::D_TRAPPED as i64;
            }
        }
    }
    let pick = |rng: &mut crate::rng::Rng, span: i32| if pos == -1 { rng.rn2(1 + span) } else { pos as i32 };
    let mut spot = None;
    for _ in 0..=100 {
        let dwall = if wall == -1 { 1i64 << rng.rn2(4) } else { wall };
        let (x, y, beyond) = match rng.rn2(4) {
            0 if dwall & W_NORTH != 0 => {
                let x = broom.lx + pick(rng, broom.hx - broom.lx);
                (x, broom.ly - 1, (x, broom.ly - 2))
            }
            1 if dwall & W_SOUTH != 0 => {
                let x = broom.lx + pick(rng, broom.hx - broom.lx);
                (x, broom.hy + 1, (x, broom.hy + 2))
            }
            2 if dwall & W_WEST != 0 => {
                let y = broom.ly + pick(rng, broom.hy - broom.ly);
                (broom.lx - 1, y, (broom.lx - 2, y))
            }
            3 if dwall & W_EAST != 0 => {
                let y = broom.ly + pick(rng, broom.hy - broom.ly);
                (broom.hx + 1, y, (broom.hx + 2, y))
            }
            _ => continue,
        };
        if crate::world::level::is_rock(s.lev.typ(beyond.0, beyond.1)) {
            continue;
        }
        if okdoor(&s.lev, x, y) {
            spot = Some((x, y));
            break;
        }
    }
    let Some((x, y)) = spot else { return Ok(()) };
    s.lev.set_typ(x, y, if secret != 0 { SDOOR } else { DOOR });
    if let Some(rm) = s.lev.at_mut(x, y) {
        rm.flags = (mask & 0xff) as u8;
    }
    Ok(())
}

/// `search_door`: the `cnt`th door on a room's wall. NetHack's quirk is
/// kept: "north" searches the row below the room and "south" the row
/// above it.
fn search_door(s: &SpLev<'_, '_>, room: usize, wall: i64, mut cnt: i64) -> Option<Coord> {
    let r = s.lev.rooms.get(room)?;
    let (dx, dy, mut xx, mut yy) = match wall {
        W_NORTH => (1, 0, r.lx, r.hy + 1),
        W_SOUTH => (1, 0, r.lx, r.ly - 1),
        W_EAST => (0, 1, r.hx + 1, r.ly),
        W_WEST => (0, 1, r.lx - 1, r.ly),
        _ => return None,
    };
    while xx <= r.hx + 1 && yy <= r.hy + 1 {
        let t = s.lev.typ(xx, yy);
        if is_door(t) || t == SDOOR {
            if cnt <= 0 {
                return Some(Coord::new(xx, yy));
            }
            cnt -= 1;
        }
        xx += dx;
        yy += dy;
    }
    None
}

fn step_out(c: Coord, wall: i64) -> Coord {
    match wall {
        W_NORTH => Coord::new(c.x, c.y - 1),
        W_SOUTH => Coord::new(c.x, c.y + 1),
        W_WEST => Coord::new(c.x - 1, c.y),
        W_EAST => Coord::new(c.x + 1, c.y),
        _ => c,
    }
}

/// CORRIDOR (`spo_corridor`, `create_corridor`): between two rooms'
/// doors, or (source room -1) RANDOM_CORRIDORS: mklev's joining.
pub fn corridor(s: &mut SpLev<'_, '_>, args: &mut Args<'_>) -> Result<(), HostError> {
    let dest_wall = args.pop_int()?;
    let dest_door = args.pop_int()?;
    let dest_room = args.pop_int()?;
    let src_wall = args.pop_int()?;
    let src_door = args.pop_int()?;
    let src_room = args.pop_int()?;
    if src_room == -1 {
        s.with_mk(|mk, hooks| {
            fix_stair_rooms(mk);
            mk.makecorridors(hooks);
        });
        return Ok(());
    }
    let Some(org) = search_door(s, src_room.max(0) as usize, src_wall, src_door) else { return Ok(()) };
    if dest_room == -1 {
        return Ok(());
    }
    let Some(dest) = search_door(s, dest_room.max(0) as usize, dest_wall, dest_door) else { return Ok(()) };
    let (org, dest) = (step_out(org, src_wall), step_out(dest, dest_wall));
    s.with_mk(|mk, hooks| mk.dig_corridor(hooks, org, dest, false, CORR, STONE));
    Ok(())
}

/// REGION (`spo_region`): lights an area, or makes it a room (ordinary
/// or special, irregular by flood fill) that later ops are relative to.
pub fn region(s: &mut SpLev<'_, '_>, args: &mut Args<'_>) -> Result<(), HostError> {
    let rflags = args.pop_int()?;
    let mut rt = args.pop_int()?;
    let mut rlit = args.pop_int()?;
    let area = args.pop_region()?;
    let irregular = rflags & 2 != 0;
    let joined = rflags & 4 == 0;
    let prefilled = if rt > rtype::MAXRTYPE as i64 {
        rt -= rtype::MAXRTYPE as i64 + 1;
        true
    } else {
        false
    };
    if rlit < 0 {
        rlit = crate::levelgen::mklev::litstate_rnd(s.c.rng, s.c.lvl.depth) as i64;
    }
    let (rx1, ry1, rx2, ry2) = region::unpack(area);
    s.rooms.push(None);
    let (x1, y1) = s.get_location(rx1 as i32, ry1 as i32, super::ANY_LOC);
    let (x2, y2) = s.get_location(rx2 as i32, ry2 as i32, super::ANY_LOC);
    s.rooms.pop();
    let room_not_needed = rt == rtype::OROOM as i64 && !irregular && !prefilled;
    if room_not_needed || s.lev.rooms.len() >= MAXNROFROOMS {
        light_region(s, x1, y1, x2, y2, rlit != 0);
        return Ok(());
    }
    let rt = rt.clamp(0, rtype::MAXRTYPE as i64) as u8;
    let nroom = s.lev.rooms.len();
    let lit = rlit != 0;
    let idx = s.with_mk(|mk, _| {
        if irregular {
            mk.smeq[nroom] = nroom as i32;
            let mut b = crate::levelgen::mkmap::FloodBounds::at(x1, y1);
            crate::levelgen::mkmap::flood_fill_rm(mk.lev, x1, y1, nroom as u8 + ROOMOFFSET, lit, true, &mut b);
            let i = mk.add_room(b.min_rx, b.min_ry, b.max_rx, b.max_ry, false, rt, true);
            if let Some(r) = mk.lev.rooms.get_mut(i) {
                r.rlit = lit;
                r.irregular = true;
            }
            i
        } else {
            let i = mk.add_room(x1, y1, x2, y2, lit, rt, true);
            mk.topologize(RoomId::Main(i));
            i
        }
    });
    if let Some(r) = s.lev.rooms.get_mut(idx) {
        if rt != rtype::OROOM {
            r.needfill = if prefilled { 2 } else { 1 };
        }
        r.needjoining = joined;
    }
    s.rooms.push(Some(RoomId::Main(idx)));
    s.failed_room.push(false);
    Ok(())
}

/// `light_region`: lit regions take their walls with them.
pub fn light_region(s: &mut SpLev<'_, '_>, x1: i32, y1: i32, x2: i32, y2: i32, lit: bool) {
    let (mut lx, mut ly, mut hx, mut hy) = (x1, y1, x2, y2);
    if lit {
        lx -= 1;
        hx += 1;
        ly -= 1;
        hy += 1;
    }
    // Bounded by the map whatever the level file said.
    (lx, hx) = (lx.max(1), hx.min(COLNO as i32 - 1));
    (ly, hy) = (ly.max(0), hy.min(ROWNO as i32 - 1));
    for x in lx..=hx {
        for y in ly..=hy {
            if let Some(rm) = s.lev.at_mut(x, y)
                && rm.typ != LAVAPOOL
            {
                rm.lit = lit;
            }
        }
    }
}

/// `link_doors_rooms`: every door joins the rooms whose walls hold it.
pub fn link_doors(s: &mut SpLev<'_, '_>) {
    let mut found = Vec::new();
    for y in 0..ROWNO as i32 {
        for x in 0..COLNO as i32 {
            let t = s.lev.typ(x, y);
            if !(is_door(t) || t == SDOOR) {
                continue;
            }
            for (i, r) in s.lev.rooms.iter().enumerate() {
                if r.hx >= 0 && inside_room(r, x, y) {
                    found.push((x, y, RoomId::Main(i)));
                }
                for &sb in &r.sbrooms {
                    if let Some(sr) = s.lev.subrooms.get(sb)
                        && sr.hx >= 0
                        && inside_room(sr, x, y)
                    {
                        found.push((x, y, RoomId::Sub(sb)));
                    }
                }
            }
        }
    }
    s.with_mk(|mk, _| {
        for (x, y, id) in found {
            if mk.doorindex() < crate::world::level::DOORMAX {
                mk.add_door(x, y, id);
            }
        }
    });
}

/// `fill_rooms`: shops, zoos, vaults and the rest get their contents,
/// rooms first, each followed by its subrooms (a subroom is never
/// prefilled).
pub fn fill_rooms(s: &mut SpLev<'_, '_>) {
    for i in 0..s.lev.rooms.len() {
        let need = s.lev.rooms[i].needfill;
        if need != 0 {
            s.with_game(|lev, rng, hooks| hooks.fill_room(lev, rng, RoomId::Main(i), need == 2));
        }
        let subs = s.lev.rooms[i].sbrooms.clone();
        for sb in subs {
            if s.lev.subrooms.get(sb).is_some_and(|r| r.needfill != 0) {
                s.with_game(|lev, rng, hooks| hooks.fill_room(lev, rng, RoomId::Sub(sb), false));
            }
        }
    }
}

/// `fix_stair_rooms`: which rooms hold the stairs.
fn fix_stair_rooms(mk: &mut crate::levelgen::mklev::MkLev<'_>) {
    let find = |mk: &crate::levelgen::mklev::MkLev<'_>, st: Option<crate::world::level::Stairway>| {
        st.and_then(|st| mk.lev.rooms.iter().position(|r| st.x >= r.lx && st.x <= r.hx && st.y >= r.ly && st.y <= r.hy))
    };
    mk.upstairs_room = find(mk, mk.lev.upstair);
    mk.dnstairs_room = find(mk, mk.lev.dnstair);
}
