//! End-to-end checks of ordinary level generation (mklev) and caves
//! (mkmap) over many seeds: determinism, room geometry, walls and doors,
//! connectivity, stairs and the vault.

use oxhack::level::{COLNO, Coord, DLevel, Level, ROWNO, is_wall, rtype};
use oxhack::mklev::{LevelPlan, MkLev, NoHooks};
use oxhack::mkobj::LevelCtx;
use oxhack::rng::Rng;
use oxhack_vm::terrain::*;
use std::collections::VecDeque;

const DUNLEVS: i32 = 29;

fn ctx(dlevel: i32) -> LevelCtx {
    LevelCtx {
        difficulty: dlevel,
        depth: dlevel,
        uz: DLevel { dnum: 0, dlevel },
        dunlevs: DUNLEVS,
        ..LevelCtx::default()
    }
}

fn build(seed: u64, dlevel: i32) -> Level {
    let mut lev = Level::new(DLevel { dnum: 0, dlevel });
    let mut rng = Rng::new(seed);
    let mut mk = MkLev::new(&mut lev, &mut rng, ctx(dlevel));
    mk.mklev(&mut NoHooks, &LevelPlan { branch: None, medusa_depth: 24 });
    lev
}

/// Squares reachable from `start` moving orthogonally through anything
/// not rock or wall (secret doors and corridors count: they can be found).
fn reachable(lev: &Level, start: Coord) -> Vec<bool> {
    let passable = |x: i32, y: i32| {
        let t = lev.typ(x, y);
        t >= DOOR || t == SDOOR || t == SCORR || (POOL..DOOR).contains(&t) && t != IRONBARS
    };
    let mut seen = vec![false; COLNO * ROWNO];
    let idx = |x: i32, y: i32| x as usize * ROWNO + y as usize;
    let mut q = VecDeque::from([start]);
    seen[idx(start.x, start.y)] = true;
    while let Some(c) = q.pop_front() {
        for (dx, dy) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
            let (nx, ny) = (c.x + dx, c.y + dy);
            if oxhack::level::isok(nx, ny) && !seen[idx(nx, ny)] && passable(nx, ny) {
                seen[idx(nx, ny)] = true;
                q.push_back(Coord::new(nx, ny));
            }
        }
    }
    seen
}

fn is_door_like(t: u8) -> bool {
    t == DOOR || t == SDOOR
}

/// Checks every invariant of an ordinary level; returns a description of
/// the first broken one.
fn check_level(lev: &Level, dlevel: i32) -> Result<(), String> {
    let rooms = &lev.rooms;
    if rooms.len() < 2 {
        return Err(format!("only {} rooms", rooms.len()));
    }
    for (i, r) in rooms.iter().enumerate() {
        if r.lx < 2 || r.ly < 2 || r.hx > COLNO as i32 - 3 || r.hy > ROWNO as i32 - 3 || r.lx > r.hx || r.ly > r.hy {
            return Err(format!("room {i} out of bounds: {r:?}"));
        }
        for (j, s) in rooms.iter().enumerate().skip(i + 1) {
            let apart = r.hx + 1 < s.lx - 1 || s.hx + 1 < r.lx - 1 || r.hy + 1 < s.ly - 1 || s.hy + 1 < r.ly - 1;
            if !apart {
                return Err(format!("rooms {i} and {j} overlap"));
            }
        }
        for x in r.lx - 1..=r.hx + 1 {
            for y in r.ly - 1..=r.hy + 1 {
                let t = lev.typ(x, y);
                let on_wall = x == r.lx - 1 || x == r.hx + 1 || y == r.ly - 1 || y == r.hy + 1;
                let corner = (x == r.lx - 1 || x == r.hx + 1) && (y == r.ly - 1 || y == r.hy + 1);
                if on_wall {
                    if corner && !is_wall(t) {
                        return Err(format!("room {i}: corner ({x},{y}) is {t}"));
                    }
                    if !is_wall(t) && !is_door_like(t) && t != IRONBARS {
                        return Err(format!("room {i}: wall ({x},{y}) is {t}"));
                    }
                } else if !(ROOM..=ALTAR).contains(&t) {
                    return Err(format!("room {i}: floor ({x},{y}) is {t}"));
                }
            }
        }
    }
    // Every door on the map is a recorded door on some room's wall.
    for (x, y) in Level::positions() {
        if is_door_like(lev.typ(x, y)) {
            if !lev.doors.contains(&Coord::new(x, y)) {
                return Err(format!("unrecorded door at ({x},{y})"));
            }
            let on_a_wall = rooms.iter().any(|r| {
                r.inside_with_walls(x, y)
                    && !r.inside(x, y)
                    && !((x == r.lx - 1 || x == r.hx + 1) && (y == r.ly - 1 || y == r.hy + 1))
            });
            if !on_a_wall {
                return Err(format!("door at ({x},{y}) not on a room wall"));
            }
        }
    }
    for (i, r) in rooms.iter().enumerate() {
        let ds = &lev.doors[r.fdoor as usize..(r.fdoor + r.doorct) as usize];
        if ds.iter().any(|d| !r.inside_with_walls(d.x, d.y)) {
            return Err(format!("room {i} lists a door not on its walls"));
        }
    }
    // Stairs.
    let stairs: Vec<_> = Level::positions().filter(|&(x, y)| lev.typ(x, y) == STAIRS).collect();
    let (up, dn) = (lev.upstair, lev.dnstair);
    if dlevel > 1 && up.is_none() || dlevel == 1 && up.is_some() {
        return Err("wrong up stairs".into());
    }
    if dlevel < DUNLEVS && dn.is_none() || dlevel == DUNLEVS && dn.is_some() {
        return Err("wrong down stairs".into());
    }
    if stairs.len() != up.iter().count() + dn.iter().count() {
        return Err(format!("{} stair squares", stairs.len()));
    }
    let room_of = |x: i32, y: i32| rooms.iter().position(|r| r.inside(x, y) && r.rtype != rtype::VAULT);
    let up_room = up.map(|s| room_of(s.x, s.y));
    let dn_room = dn.map(|s| room_of(s.x, s.y));
    if up_room == Some(None) || dn_room == Some(None) {
        return Err("stairs outside the rooms".into());
    }
    if up.is_some() && dn.is_some() && up_room == dn_room {
        return Err("up and down stairs in the same room".into());
    }
    // Connectivity of every non-vault room from the first.
    let ordinary: Vec<_> = rooms.iter().filter(|r| r.rtype != rtype::VAULT).collect();
    let seen = reachable(lev, Coord::new(ordinary[0].lx, ordinary[0].ly));
    for (i, r) in ordinary.iter().enumerate() {
        if !seen[r.lx as usize * ROWNO + r.ly as usize] {
            return Err(format!("room {i} ({},{}) unreachable", r.lx, r.ly));
        }
    }
    // The vault: 2x2, closed, cut off.
    let vaults: Vec<_> = rooms.iter().filter(|r| r.rtype == rtype::VAULT).collect();
    if vaults.len() > 1 || vaults.len() == 1 && !lev.flags.has_vault {
        return Err("vault bookkeeping".into());
    }
    for v in vaults {
        if v.hx - v.lx != 1 || v.hy - v.ly != 1 || v.doorct != 0 {
            return Err(format!("odd vault {v:?}"));
        }
        for x in v.lx - 1..=v.hx + 1 {
            for y in v.ly - 1..=v.hy + 1 {
                if !v.inside(x, y) && !is_wall(lev.typ(x, y)) {
                    return Err(format!("vault wall ({x},{y}) is {}", lev.typ(x, y)));
                }
            }
        }
        if seen[v.lx as usize * ROWNO + v.ly as usize] {
            return Err("vault reachable".into());
        }
    }
    Ok(())
}

#[test]
fn same_seed_same_level() {
    for seed in [1u64, 7, 12345] {
        let (a, b) = (build(seed, 5), build(seed, 5));
        assert_eq!(a.terrain_text(), b.terrain_text());
        assert_eq!(a, b);
    }
    assert_ne!(build(1, 5).terrain_text(), build(2, 5).terrain_text());
}

#[test]
fn levels_keep_their_invariants() {
    let mut failures = Vec::new();
    let mut vaults = 0;
    let mut niches = 0;
    for seed in 0..500u64 {
        let dlevel = 1 + (seed % DUNLEVS as u64) as i32;
        let lev = build(seed, dlevel);
        vaults += lev.flags.has_vault as usize;
        niches += Level::positions().filter(|&(x, y)| lev.typ(x, y) == SCORR).count();
        if let Err(e) = check_level(&lev, dlevel) {
            failures.push(format!("seed {seed} (dlevel {dlevel}): {e}\n{}", lev.terrain_text()));
        }
    }
    assert!(failures.is_empty(), "{} failures; first:\n{}", failures.len(), failures[0]);
    assert!(vaults > 50, "only {vaults} vaults in 500 levels");
    assert!(niches > 100);
}

#[test]
fn snapshot_of_one_level() {
    let lev = build(42, 3);
    let text = lev.terrain_text();
    let expected = include_str!("data/mklev_seed42_dl3.txt");
    assert_eq!(text, expected, "level for seed 42 changed:\n{text}");
}
