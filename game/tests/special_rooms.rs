//! End to end: a hand-built level of rooms (the room generator is separate)
//! gets special rooms through the public `mkroom`, and random monsters
//! through `makemon`, the way the level builders will call them.

use oxhack_game::monsters::makemon::{MonCtx, MonEnv, NO_MM_FLAGS, makemon};
use oxhack_game::objects::mkobj::{LevelCtx, MkCtx, ObjGen};
use oxhack_game::rng::Rng;
use oxhack_game::world::hero::Hero;
use oxhack_game::world::level::{Coord, D_CLOSED, DLevel, Level, MkRoom, RoomId, rtype};
use oxhack_tables::tables;
use oxhack_vm::terrain::{DOOR, HWALL, ROOM, VWALL};

fn add_room(lev: &mut Level, lx: i32, ly: i32, hx: i32, hy: i32) {
    let rmno = RoomId::Main(lev.rooms.len()).roomno();
    for x in lx - 1..=hx + 1 {
        for y in ly - 1..=hy + 1 {
            let edge = x == lx - 1 || x == hx + 1 || y == ly - 1 || y == hy + 1;
            let l = lev.at_mut(x, y).unwrap();
            l.typ = if !edge {
                ROOM
            } else if y == ly - 1 || y == hy + 1 {
                HWALL
            } else {
                VWALL
            };
            l.roomno = rmno;
            l.edge = edge;
        }
    }
    let door = Coord::new(hx + 1, (ly + hy) / 2);
    let l = lev.at_mut(door.x, door.y).unwrap();
    l.typ = DOOR;
    l.set_doormask(D_CLOSED);
    lev.rooms.push(MkRoom { lx, ly, hx, hy, doorct: 1, fdoor: lev.doors.len() as i32, ..Default::default() });
    lev.doors.push(door);
}

/// Builds a level with six rooms and every special room kind it can fit,
/// plus some random monsters; returns it.
fn build(seed: u64, depth: i32) -> Level {
    let t = tables();
    let mut rng = Rng::new(seed);
    let os = oxhack_game::objects::o_init::init_objects(t, &mut rng);
    let mut og = ObjGen::new(t);
    let hero = Hero { ulevel: 5, ..Hero::default() };
    let mut env = MonEnv { ubirthday: seed as i64, ledger_no: depth, ..Default::default() };
    let lvl = LevelCtx { difficulty: depth, depth, in_mklev: true, ..Default::default() };
    let mut ctx = MonCtx {
        mk: MkCtx {
            t,
            os: &os,
            og: &mut og,
            rng: &mut rng,
            hero: &hero,
            lvl,
            texts: oxhack_game::world::content::Content::embedded_texts(),
        },
        env: &mut env,
    };
    let mut lev = Level::new(DLevel { dnum: 0, dlevel: depth });
    for (i, (x, y)) in [(3, 2), (17, 2), (31, 2), (45, 12), (59, 12), (3, 12)].into_iter().enumerate() {
        add_room(&mut lev, x, y, x + 8 + i as i32 % 2, y + 4);
    }
    for kind in [rtype::SHOPBASE, rtype::TEMPLE, rtype::ZOO, rtype::COURT, rtype::BARRACKS, rtype::BEEHIVE] {
        ctx.mkroom(&mut lev, kind);
    }
    for _ in 0..10 {
        makemon(&mut ctx, &mut lev, None, 0, 0, NO_MM_FLAGS);
    }
    lev
}

#[test]
fn special_rooms_end_to_end() {
    let t = tables();
    let mut kinds = std::collections::HashSet::new();
    for seed in 1..=12 {
        let lev = build(seed, 10);
        assert_eq!(lev, build(seed, 10), "same seed, same level");
        let mut spots = std::collections::HashSet::new();
        for m in &lev.monsters {
            assert!(spots.insert((m.mx, m.my)), "one monster per square");
            let ok = oxhack_game::world::level::accessible(lev.typ(m.mx, m.my))
                || oxhack_game::monsters::makemon::passes_walls(t, m.mnum);
            assert!(ok, "{} in rock", t.mon(m.mnum).name);
            assert!(m.mhp >= 1 && m.mhp <= m.mhpmax);
        }
        for (i, r) in lev.rooms.iter().enumerate() {
            kinds.insert(r.rtype);
            let keeper = r.resident.and_then(|id| lev.monsters.iter().find(|m| m.m_id == id));
            if r.rtype >= rtype::SHOPBASE {
                let k = keeper.expect("a shop has its shopkeeper");
                assert!(k.isshk() && r.inside(k.mx, k.my));
            } else if r.rtype == rtype::TEMPLE {
                let p = keeper.expect("a temple has its priest");
                assert!(p.ispriest() && r.inside(p.mx, p.my), "room {i}");
            } else if r.rtype != rtype::OROOM {
                assert!(lev.monsters.iter().any(|m| r.inside(m.mx, m.my) && m.msleeping));
            }
        }
    }
    for k in [rtype::TEMPLE, rtype::ZOO, rtype::COURT] {
        assert!(kinds.contains(&k), "room kind {k} never made: {kinds:?}");
    }
    assert!(kinds.iter().any(|&k| k >= rtype::SHOPBASE));
}
