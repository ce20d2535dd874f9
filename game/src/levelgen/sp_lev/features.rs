//! Fixed features of special levels (sp_lev.c): DOOR, STAIR, LADDER,
//! ALTAR, FOUNTAIN/SINK/POOL, TRAP, ENGRAVING, GRAVE, DRAWBRIDGE, GOLD and
//! LEVEL_FLAGS, plus the coder's closing `link_doors_rooms` and
//! `count_features`.

use super::{DRY, HOT, SpLev, WET};
use crate::world::level::{
    AM_CHAOTIC, AM_LAWFUL, AM_NEUTRAL, AM_NONE, AM_SHRINE, COLNO, D_CLOSED, D_SECRET, DB_FLOOR, DB_ICE, DB_LAVA,
    DB_MOAT, DLevel, EngrType, Engraving, LA_DOWN, LA_UP, Level, ROWNO, RoomId, Stairway, is_door, is_furniture,
    is_wall, ttyp,
};
use oxhack_tables::ids;
use oxhack_vm::Opcode;
use oxhack_vm::interp::{Args, HostError};
use oxhack_vm::terrain::*;

/// LEVEL_FLAGS bits (sp_lev.h).
pub mod lflags {
    pub const NOTELEPORT: i64 = 0x1;
    pub const HARDFLOOR: i64 = 0x2;
    pub const NOMMAP: i64 = 0x4;
    pub const SHORTSIGHTED: i64 = 0x8;
    pub const ARBOREAL: i64 = 0x10;
    pub const MAZELEVEL: i64 = 0x20;
    pub const PREMAPPED: i64 = 0x40;
    pub const SHROUD: i64 = 0x80;
    pub const GRAVEYARD: i64 = 0x100;
    pub const ICEDPOOLS: i64 = 0x200;
    pub const SOLIDIFY: i64 = 0x400;
    pub const CORRMAZE: i64 = 0x800;
    pub const CHECK_INACCESSIBLES: i64 = 0x1000;
}

/// LEVEL_FLAGS (`spo_level_flags`).
pub fn level_flags(s: &mut SpLev<'_, '_>, f: i64) {
    use lflags::*;
    let fl = &mut s.lev.flags;
    fl.noteleport |= f & NOTELEPORT != 0;
    fl.hardfloor |= f & HARDFLOOR != 0;
    fl.nommap |= f & NOMMAP != 0;
    fl.shortsighted |= f & SHORTSIGHTED != 0;
    fl.arboreal |= f & ARBOREAL != 0;
    fl.is_maze_lev |= f & MAZELEVEL != 0;
    if f & SHROUD != 0 {
        fl.hero_memory = false;
    }
    fl.graveyard |= f & GRAVEYARD != 0;
    fl.corrmaze |= f & CORRMAZE != 0;
    if f & PREMAPPED != 0 {
        s.premapped = true;
        s.lev.flags.premapped = true;
        s.lev.flags.sokoban_rules = true;
    }
    s.icedpools |= f & ICEDPOOLS != 0;
    s.solidify |= f & SOLIDIFY != 0;
    s.check_inaccessibles |= f & CHECK_INACCESSIBLES != 0;
}

/// `rnddoor`: no door, open, closed or locked.
fn rnddoor(s: &mut SpLev<'_, '_>) -> u8 {
    ((1u32 << s.c.rng.rn2(5)) >> 1) as u8
}

/// `set_door_orientation`: horizontal when walls or doors join left or
/// right (and not both above and below).
pub fn set_door_orientation(lev: &mut Level, x: i32, y: i32) {
    let joins = |lev: &Level, x: i32, y: i32| {
        crate::world::level::isok(x, y) && {
            let t = lev.typ(x, y);
            is_wall(t) || is_door(t) || t == SDOOR
        }
    };
    let (mut wl, mut wr, mut wu, mut wd) =
        (joins(lev, x - 1, y), joins(lev, x + 1, y), joins(lev, x, y - 1), joins(lev, x, y + 1));
    if !wl && !wr && !wu && !wd {
        let doorjoin = |lev: &Level, x: i32, y: i32| {
            !crate::world::level::isok(x, y) || crate::world::level::is_rock(lev.typ(x, y))
        };
        (wl, wr, wu, wd) =
            (doorjoin(lev, x - 1, y), doorjoin(lev, x + 1, y), doorjoin(lev, x, y - 1), doorjoin(lev, x, y + 1));
    }
    if let Some(rm) = lev.at_mut(x, y) {
        rm.horizontal = (wl || wr) && !(wu && wd);
    }
}

/// DOOR (`spo_door`, `sel_set_door`).
pub fn door(s: &mut SpLev<'_, '_>, args: &mut Args<'_>) -> Result<(), HostError> {
    let msk = args.pop_int()?;
    let sel = args.pop_sel()?;
    let typ = if msk == -1 { rnddoor(s) } else { msk.clamp(0, 255) as u8 };
    for (x, y) in sel.points() {
        let (x, y) = (x as i32, y as i32);
        let t = s.lev.typ(x, y);
        if !is_door(t) && t != SDOOR {
            s.lev.set_typ(x, y, if typ & D_SECRET != 0 { SDOOR } else { DOOR });
        }
        let mut mask = typ;
        if mask & D_SECRET != 0 {
            mask &= !D_SECRET;
            if mask < D_CLOSED {
                mask = D_CLOSED;
            }
        }
        set_door_orientation(&mut s.lev, x, y);
        if let Some(rm) = s.lev.at_mut(x, y) {
            rm.flags = mask;
        }
        if crate::world::level::isok(x, y) {
            s.splev_map[x as usize * ROWNO + y as usize] = true;
        }
    }
    Ok(())
}

/// STAIR and LADDER (`spo_stair`, `spo_ladder`).
pub fn stair(s: &mut SpLev<'_, '_>, args: &mut Args<'_>, ladder: bool) -> Result<(), HostError> {
    let up = args.pop_int()? != 0;
    let at = args.pop_coord()?;
    let (x, y) = s.get_location_coord(at, DRY);
    if !crate::world::level::isok(x, y) {
        return Ok(());
    }
    if ladder {
        // A ladder leads to the level above or below, as stairs do
        // (`prev_level`, `next_level`).
        let uz = s.lev.uz;
        let tolev = DLevel { dnum: uz.dnum, dlevel: uz.dlevel + if up { -1 } else { 1 } };
        let here = Stairway { x, y, tolev, up };
        s.lev.set_typ(x, y, LADDER);
        if let Some(rm) = s.lev.at_mut(x, y) {
            rm.flags = if up { LA_UP } else { LA_DOWN };
        }
        if up {
            s.lev.upladder = Some(here);
        } else {
            s.lev.dnladder = Some(here);
        }
    } else {
        s.lev.traps.retain(|t| (t.tx, t.ty) != (x, y));
        let croom = match s.croom() {
            Some(RoomId::Main(i)) => Some(i),
            _ => None,
        };
        s.with_mk(|mk, _| mk.mkstairs(x, y, up, croom));
    }
    s.splev_map[x as usize * ROWNO + y as usize] = true;
    Ok(())
}

/// An alignment as an altar mask (`Align2amask`).
fn align2amask(a: i8) -> u8 {
    match a {
        1 => AM_LAWFUL,
        0 => AM_NEUTRAL,
        -1 => AM_CHAOTIC,
        _ => AM_NONE,
    }
}

/// ALTAR (`spo_altar`, `create_altar`). The priest of a temple comes with
/// the room code.
pub fn altar(s: &mut SpLev<'_, '_>, args: &mut Args<'_>) -> Result<(), HostError> {
    let al = args.pop_int()?;
    let mut shrine = args.pop_int()?;
    let at = args.pop_coord()?;
    let (x, y) = s.get_location_coord(at, DRY);
    let old = s.lev.typ(x, y);
    if !crate::world::level::isok(x, y) || old == STAIRS || old == LADDER {
        return Ok(());
    }
    // lev_comp's codes: AM_SPLEV_CO 3, AM_SPLEV_NONCO 7, -(MAX_REGISTERS
    // + 1) for random (`induced_align(80)`), other negatives index the
    // shuffled alignments, the rest are altar masks already.
    let hero = s.c.hero.align as i8;
    let amask = match al {
        3 => align2amask(hero),
        7 => {
            // noncoalignment
            let k = s.c.rng.rn2(2) != 0;
            align2amask(if hero == 0 {
                if k { -1 } else { 1 }
            } else if k {
                -hero
            } else {
                0
            })
        }
        -11 => align2amask(s.c.rng.rn2(3) as i8 - 1),
        a if a < 0 => align2amask(s.ralign[((-a - 1) as usize).min(2)]),
        a => (a & 0xff) as u8,
    };
    s.lev.set_typ(x, y, ALTAR);
    if let Some(rm) = s.lev.at_mut(x, y) {
        rm.flags = amask;
    }
    if shrine < 0 {
        shrine = s.c.rng.rn2(2) as i64;
    }
    let in_temple =
        s.croom().and_then(|r| s.lev.room(r)).is_some_and(|r| r.rtype == crate::world::level::rtype::TEMPLE);
    // A temple's altar: the one of the current room (a main room or a
    // subroom), or of the temple room the altar stands in.
    let temple = match s.croom() {
        Some(r) if in_temple => Some(r),
        Some(_) => None,
        None => crate::levelgen::mklev::in_rooms(&s.lev, x, y, crate::world::level::rtype::TEMPLE)
            .first()
            .and_then(|&r| RoomId::from_roomno(r)),
    };
    if let Some(room) = temple
        && shrine != 0
    {
        let uz = s.lev.uz;
        s.with_game(|lev, rng, h| h.mon(rng).priestini(lev, uz, room, x, y, shrine > 1));
        if let Some(rm) = s.lev.at_mut(x, y) {
            rm.flags |= AM_SHRINE;
        }
        s.lev.flags.has_temple = true;
    }
    Ok(())
}

/// FOUNTAIN, SINK and POOL (`spo_feature`): furniture is left alone.
pub fn feature(s: &mut SpLev<'_, '_>, op: Opcode, args: &mut Args<'_>) -> Result<(), HostError> {
    let sel = args.pop_sel()?;
    let typ = match op {
        Opcode::Fountain => FOUNTAIN,
        Opcode::Sink => SINK,
        _ => POOL,
    };
    for (x, y) in sel.points() {
        let (x, y) = (x as i32, y as i32);
        if !is_furniture(s.lev.typ(x, y)) {
            s.lev.set_typ(x, y, typ);
        }
    }
    Ok(())
}

/// `rndtrap`: a random trap fit for a special level.
pub(super) fn rndtrap(s: &mut SpLev<'_, '_>) -> u8 {
    loop {
        let t = s.c.rng.rnd(ttyp::TRAPNUM as i32 - 1) as u8;
        let ok = match t {
            ttyp::HOLE | ttyp::VIBRATING_SQUARE | ttyp::MAGIC_PORTAL => false,
            ttyp::TRAPDOOR => !s.lev.flags.hardfloor,
            ttyp::LEVEL_TELEP | ttyp::TELEP_TRAP => !s.lev.flags.noteleport,
            ttyp::ROLLING_BOULDER_TRAP | ttyp::ROCKTRAP => !s.c.lvl.in_endgame,
            _ => true,
        };
        if ok {
            return t;
        }
    }
}

/// TRAP (`spo_trap`, `create_trap`).
pub fn trap(s: &mut SpLev<'_, '_>, args: &mut Args<'_>) -> Result<(), HostError> {
    let typ = args.pop_int()?;
    let at = args.pop_coord()?;
    let mut spot = None;
    for _ in 0..=100 {
        let (x, y) = s.get_location_coord(at, DRY);
        let t = s.lev.typ(x, y);
        if t != STAIRS && t != LADDER {
            spot = Some((x, y));
            break;
        }
    }
    let Some((x, y)) = spot else { return Ok(()) };
    if !crate::world::level::isok(x, y) {
        return Ok(());
    }
    // mktrap(type, 1, NULL, &tm): a random kind for anything out of range.
    let kind = if (1..ttyp::TRAPNUM as i64).contains(&typ) { typ as u8 } else { 0 };
    s.with_mk(|mk, h| mk.mktrap(h, kind, true, None, Some(crate::world::level::Coord::new(x, y))));
    Ok(())
}

/// ENGRAVING (`spo_engraving`).
pub fn engraving(s: &mut SpLev<'_, '_>, args: &mut Args<'_>) -> Result<(), HostError> {
    let etyp = args.pop_int()?;
    let text = args.pop_str()?;
    let at = args.pop_coord()?;
    let (x, y) = s.get_location_coord(at, DRY);
    let kind = engr_type(etyp);
    make_engr_at(&mut s.lev, x, y, &String::from_utf8_lossy(&text), kind);
    Ok(())
}

fn engr_type(n: i64) -> EngrType {
    match n {
        2 => EngrType::Engrave,
        3 => EngrType::Burn,
        4 => EngrType::Mark,
        5 => EngrType::Blood,
        6 => EngrType::Headstone,
        _ => EngrType::Dust,
    }
}

/// `make_engr_at` (replacing what was there).
pub fn make_engr_at(lev: &mut Level, x: i32, y: i32, text: &str, kind: EngrType) {
    if !crate::world::level::isok(x, y) {
        return;
    }
    lev.engravings.retain(|e| (e.x, e.y) != (x, y));
    lev.engravings.push(Engraving { x, y, text: text.to_string(), kind, time: 0 });
}

/// GRAVE (`spo_grave`): mode 2 with the given epitaph, 1 with a random
/// one, 0 with none.
pub fn grave(s: &mut SpLev<'_, '_>, args: &mut Args<'_>) -> Result<(), HostError> {
    let mode = args.pop_int()?;
    let text = args.pop_str()?;
    let at = args.pop_coord()?;
    let (x, y) = s.get_location_coord(at, DRY);
    if !crate::world::level::isok(x, y) || s.lev.t_at(x, y).is_some() {
        return Ok(());
    }
    s.lev.set_typ(x, y, GRAVE);
    match mode {
        2 => make_engr_at(&mut s.lev, x, y, &String::from_utf8_lossy(&text), EngrType::Headstone),
        1 => {
            let epitaph = crate::levelgen::sp_lev::random_epitaph(s);
            make_engr_at(&mut s.lev, x, y, &epitaph, EngrType::Headstone);
        }
        _ => s.lev.engravings.retain(|e| (e.x, e.y) != (x, y)),
    }
    Ok(())
}

/// DRAWBRIDGE (`spo_drawbridge`, dbridge.c's `create_drawbridge`): the
/// span over water, lava or ice, and the portcullis wall beside it.
pub fn drawbridge(s: &mut SpLev<'_, '_>, args: &mut Args<'_>) -> Result<(), HostError> {
    let dir = args.pop_int()?;
    let db_open = args.pop_int()?;
    let at = args.pop_coord()?;
    let (x, y) = s.get_location_coord(at, DRY | WET | HOT);
    let open = if db_open == -1 { s.c.rng.rn2(2) == 0 } else { db_open != 0 };
    if create_drawbridge(&mut s.lev, x, y, dir, open) && crate::world::level::isok(x, y) {
        s.splev_map[x as usize * ROWNO + y as usize] = true;
    }
    Ok(())
}

/// `create_drawbridge`: needs water, lava or ice at (x, y) and a wall
/// one step in `dir` (0 north, 1 south, 2 east, 3 west: `DB_*`).
pub fn create_drawbridge(lev: &mut Level, x: i32, y: i32, dir: i64, open: bool) -> bool {
    if !crate::world::level::isok(x, y) {
        return false;
    }
    let under = match lev.typ(x, y) {
        POOL | MOAT => DB_MOAT,
        LAVAPOOL => DB_LAVA,
        ICE => DB_ICE,
        _ => return false,
    };
    let (dx, dy, horiz) = match dir {
        0 => (0, -1, true),
        1 => (0, 1, true),
        2 => (1, 0, false),
        3 => (-1, 0, false),
        _ => return false,
    };
    let (wx, wy) = (x + dx, y + dy);
    if !crate::world::level::isok(wx, wy) || !is_wall(lev.typ(wx, wy)) {
        return false;
    }
    if let Some(w) = lev.at_mut(wx, wy) {
        w.typ = if open { DOOR } else { DBWALL };
        w.flags = if open { crate::world::level::D_NODOOR } else { 0 };
        w.horizontal = !horiz;
    }
    if let Some(rm) = lev.at_mut(x, y) {
        rm.typ = if open { DRAWBRIDGE_DOWN } else { DRAWBRIDGE_UP };
        rm.flags = dir as u8 | under;
        rm.horizontal = !horiz;
        let _ = DB_FLOOR;
    }
    true
}

/// GOLD (`spo_gold`): a pile (random 1..200 for -1).
pub fn gold(s: &mut SpLev<'_, '_>, args: &mut Args<'_>) -> Result<(), HostError> {
    let at = args.pop_coord()?;
    let mut amount = args.pop_int()?;
    let (x, y) = s.get_location_coord(at, DRY);
    if amount == -1 {
        amount = s.c.rng.rnd(200) as i64;
    }
    if crate::world::level::isok(x, y) && amount > 0 {
        let mut g = s.c.mksobj(ids::GOLD_PIECE, false, false);
        g.quan = amount;
        s.lev.place_object(g, x, y);
    }
    Ok(())
}

/// Pops the operands of a level op this builder does not carry out yet,
/// exactly as the matching `spo_*` pops them (see the Host table).
pub fn pop_unhandled(op: Opcode, args: &mut Args<'_>) -> Result<(), HostError> {
    let ints = |args: &mut Args<'_>, n: usize| -> Result<(), HostError> {
        for _ in 0..n {
            args.pop_int()?;
        }
        Ok(())
    };
    match op {
        Opcode::Monster => {
            args.pop_int()?;
            for _ in 0..17 {
                let tag = args.pop_int()?;
                if !(0..=15).contains(&tag) {
                    break;
                }
                if tag == 3 {
                    // APPEAR: kind, then the appearance string.
                    args.pop_int()?;
                }
                args.pop_any()?;
            }
            args.pop_coord()?;
            args.pop_monst()?;
        }
        Opcode::Object => {
            args.pop_int()?;
            for _ in 0..16 {
                let tag = args.pop_int()?;
                if !(0..=14).contains(&tag) {
                    break;
                }
                args.pop_any()?;
            }
            args.pop_obj()?;
        }
        Opcode::Room | Opcode::Subroom => ints(args, 10)?,
        Opcode::Corridor => ints(args, 6)?,
        Opcode::Levregion => {
            args.pop_str()?;
            ints(args, 12)?;
        }
        Opcode::Mazewalk => {
            ints(args, 3)?;
            args.pop_coord()?;
        }
        Opcode::Wallify => {
            if args.pop_int()? == 0 {
                args.pop_region()?;
            } else {
                args.pop_sel()?;
            }
        }
        Opcode::RoomDoor | Opcode::Mineralize => ints(args, 4)?,
        Opcode::Region => {
            ints(args, 3)?;
            args.pop_region()?;
        }
        _ => {}
    }
    Ok(())
}

/// `link_doors_rooms` (orientation part): every door and secret door
/// gets its horizontal flag; joining doors to rooms comes with the room
/// code.
pub fn link_doors_rooms(s: &mut SpLev<'_, '_>) {
    for y in 0..ROWNO as i32 {
        for x in 0..COLNO as i32 {
            let t = s.lev.typ(x, y);
            if is_door(t) || t == SDOOR {
                set_door_orientation(&mut s.lev, x, y);
            }
        }
    }
}

/// `count_features`: fountains and sinks on the level.
pub fn count_features(lev: &mut Level) {
    let (mut f, mut k) = (0u8, 0u8);
    for (x, y) in Level::positions() {
        match lev.typ(x, y) {
            FOUNTAIN => f = f.saturating_add(1),
            SINK => k = k.saturating_add(1),
            _ => {}
        }
    }
    lev.flags.nfountains = f;
    lev.flags.nsinks = k;
}
