//! Test support: a [`MonCtx`] over fresh game state, and levels with
//! hand-built rooms (the room generator lives elsewhere).

use super::{MonCtx, MonEnv};
use crate::objects::mkobj::{LevelCtx, MkCtx, ObjGen};
use crate::rng::Rng;
use crate::world::hero::Hero;
use crate::world::level::{Coord, D_CLOSED, DLevel, Level, MkRoom, RoomId, is_room, rtype};
use oxhack_tables::tables;
use oxhack_vm::terrain::*;

/// Runs `f` with a context seeded `seed` at difficulty `diff`, building a
/// level (`in_mklev`), for `hero`.
pub fn with_ctx_hero<R>(seed: u64, diff: i32, hero: &Hero, f: impl FnOnce(&mut MonCtx) -> R) -> R {
    let t = tables();
    let mut rng = Rng::new(seed);
    let os = crate::objects::o_init::init_objects(t, &mut rng);
    let mut og = ObjGen::new(t);
    let mut env = MonEnv { ubirthday: 1_700_000_000, ledger_no: diff, ..Default::default() };
    let lvl = LevelCtx { difficulty: diff, depth: diff, in_mklev: true, ..Default::default() };
    let mut ctx = MonCtx {
        mk: MkCtx {
            t,
            os: &os,
            og: &mut og,
            rng: &mut rng,
            hero,
            lvl,
            texts: crate::world::content::Content::embedded_texts(),
        },
        env: &mut env,
    };
    f(&mut ctx)
}

/// [`with_ctx_hero`] for a level-1 default hero.
pub fn with_ctx<R>(seed: u64, diff: i32, f: impl FnOnce(&mut MonCtx) -> R) -> R {
    with_ctx_hero(seed, diff, &Hero::default(), f)
}

/// Adds a lit rectangular room with walls and one closed door in the
/// middle of its top wall; returns its index.
pub fn add_room(lev: &mut Level, lx: i32, ly: i32, hx: i32, hy: i32) -> usize {
    let idx = lev.rooms.len();
    let rmno = RoomId::Main(idx).roomno();
    for x in lx - 1..=hx + 1 {
        for y in ly - 1..=hy + 1 {
            let wall = x == lx - 1 || x == hx + 1 || y == ly - 1 || y == hy + 1;
            let typ = if !wall {
                ROOM
            } else if y == ly - 1 || y == hy + 1 {
                HWALL
            } else {
                VWALL
            };
            if let Some(l) = lev.at_mut(x, y) {
                l.typ = typ;
                l.lit = true;
                l.roomno = rmno;
                l.edge = wall;
            }
        }
    }
    let door = Coord::new((lx + hx) / 2, ly - 1);
    if let Some(l) = lev.at_mut(door.x, door.y) {
        l.typ = DOOR;
        l.set_doormask(D_CLOSED);
    }
    let fdoor = lev.doors.len() as i32;
    lev.doors.push(door);
    lev.rooms.push(MkRoom { lx, hx, ly, hy, rtype: rtype::OROOM, rlit: true, doorct: 1, fdoor, ..Default::default() });
    idx
}

/// A level with four rooms, the up stairs in the first.
pub fn four_rooms() -> Level {
    let mut lev = Level::new(DLevel { dnum: 0, dlevel: 5 });
    add_room(&mut lev, 3, 3, 12, 7);
    add_room(&mut lev, 20, 3, 28, 8);
    add_room(&mut lev, 40, 10, 50, 16);
    add_room(&mut lev, 60, 4, 70, 9);
    lev.set_typ(5, 5, STAIRS);
    lev.upstair = Some(crate::world::level::Stairway { x: 5, y: 5, tolev: DLevel::default(), up: true });
    lev
}

/// A level that is one big lit room.
pub fn open_level() -> Level {
    let mut lev = Level::new(DLevel { dnum: 0, dlevel: 3 });
    add_room(&mut lev, 2, 2, 77, 19);
    lev
}

/// Every monster stands on its own square, on terrain it could have been
/// put on, and not on a boulder (unless it throws them).
pub fn assert_monsters_placed_well(ctx: &MonCtx, lev: &Level) {
    let t = ctx.mk.t;
    let mut seen = std::collections::HashSet::new();
    for m in &lev.monsters {
        assert!(crate::world::level::isok(m.mx, m.my), "{m:?}");
        assert!(seen.insert((m.mx, m.my)), "two monsters at {},{}", m.mx, m.my);
        let typ = lev.typ(m.mx, m.my);
        let pool = super::is_pool_at(lev, m.mx, m.my);
        let ok = crate::world::level::accessible(typ)
            || (pool
                && (super::is_swimmer(t, m.mnum)
                    || super::is_flyer(t, m.mnum)
                    || super::is_clinger(t, m.mnum)
                    || super::is_floater(t, m.mnum)))
            || super::passes_walls(t, m.mnum);
        assert!(ok || is_room(typ), "{} on terrain {typ}", t.mon(m.mnum).name);
        assert!(
            !super::boulder_at(lev, m.mx, m.my) || super::throws_rocks(t, m.mnum) || super::passes_walls(t, m.mnum),
            "{} on a boulder",
            t.mon(m.mnum).name
        );
    }
}
