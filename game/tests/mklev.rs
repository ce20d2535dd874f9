//! End-to-end checks of ordinary level generation (mklev) and caves
//! (mkmap) over many seeds: determinism, room geometry, walls and doors,
//! connectivity, stairs and the vault.

use oxhack_game::levelgen::mklev::{BranchKind, BranchPlan, Hooks, LevelPlan, Make, MkLev, NoHooks};
use oxhack_game::levelgen::mkmap::InitLev;
use oxhack_game::objects::mkobj::LevelCtx;
use oxhack_game::rng::Rng;
use oxhack_game::world::level::{COLNO, Coord, DLevel, EngrType, Level, ROWNO, is_wall, rtype, ttyp};
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
    mk.mklev(&mut NoHooks, &LevelPlan { medusa_depth: 24, ..LevelPlan::default() });
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
            if oxhack_game::world::level::isok(nx, ny) && !seen[idx(nx, ny)] && passable(nx, ny) {
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

fn cave(seed: u64, init: &InitLev) -> Level {
    let mut lev = Level::new(DLevel { dnum: 2, dlevel: 4 });
    let mut rng = Rng::new(seed);
    let mut mk = MkLev::new(&mut lev, &mut rng, ctx(4));
    mk.mkmap(init);
    lev
}

/// The foreground squares reachable from the first one, moving in all
/// eight directions as the hero does in a cave.
fn cave_components(lev: &Level, fg: u8) -> (usize, usize) {
    let cells: Vec<_> = Level::positions().filter(|&(x, y)| lev.typ(x, y) == fg).collect();
    let Some(&(sx, sy)) = cells.first() else { return (0, 0) };
    let mut seen = std::collections::HashSet::from([(sx, sy)]);
    let mut q = VecDeque::from([(sx, sy)]);
    while let Some((x, y)) = q.pop_front() {
        for dx in -1..=1 {
            for dy in -1..=1 {
                let n = (x + dx, y + dy);
                if lev.typ(n.0, n.1) == fg && seen.insert(n) {
                    q.push_back(n);
                }
            }
        }
    }
    (cells.len(), seen.len())
}

#[test]
fn joined_caves_are_connected_and_walled() {
    let init = InitLev { lit: 1, ..InitLev::default() };
    for seed in 0..200u64 {
        let lev = cave(seed, &init);
        let (all, reached) = cave_components(&lev, ROOM);
        assert!(all > 300, "seed {seed}: only {all} floor squares");
        assert_eq!(all, reached, "seed {seed}: cave not connected\n{}", lev.terrain_text());
        assert!(lev.flags.is_cavernous_lev && !lev.flags.is_maze_lev);
        assert!(!lev.rooms.is_empty() && lev.rooms.iter().all(|r| r.irregular && r.rlit));
        for (x, y) in Level::positions() {
            if lev.typ(x, y) == ROOM {
                assert!(lev.at(x, y).lit);
                for (dx, dy) in [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, -1), (1, -1), (-1, 1)] {
                    assert_ne!(lev.typ(x + dx, y + dy), STONE, "seed {seed}: floor ({x},{y}) touches rock");
                }
            }
        }
    }
}

#[test]
fn caves_are_deterministic_and_unjoined_caves_have_no_rooms() {
    let init = InitLev::default();
    assert_eq!(cave(9, &init), cave(9, &init));
    assert_ne!(cave(9, &init).terrain_text(), cave(10, &init).terrain_text());
    let open =
        InitLev { fg: ROOM, bg: LAVAPOOL, smoothed: false, joined: false, lit: 0, walled: false, icedpools: false };
    let lev = cave(3, &open);
    assert!(lev.rooms.is_empty());
    assert!(Level::positions().filter(|&(x, y)| x >= 1 && lev.typ(x, y) == LAVAPOOL).all(|(x, y)| lev.at(x, y).lit));
    assert!(Level::positions().any(|(x, y)| lev.typ(x, y) == ROOM));
}

/// Hooks that record what the builder asks for, pretend every room
/// monster is a giant spider, and write fixed texts.
#[derive(Default)]
struct Recorder {
    made: Vec<(Make, i32, i32)>,
    mkroom: Vec<u8>,
    vaults: usize,
}

impl Hooks for Recorder {
    fn make(&mut self, _mk: &mut MkLev, what: Make, x: i32, y: i32) -> bool {
        self.made.push((what, x, y));
        what == Make::SleepingMonster
    }
    fn mkroom(&mut self, _mk: &mut MkLev, rtype: u8) {
        self.mkroom.push(rtype);
    }
    fn fill_vault(&mut self, mk: &mut MkLev, room: usize) {
        assert_eq!(mk.lev.rooms[room].rtype, rtype::VAULT);
        self.vaults += 1;
    }
    fn random_engraving(&mut self, _mk: &mut MkLev) -> Option<String> {
        Some("graffito".into())
    }
    fn epitaph(&mut self, _mk: &mut MkLev) -> String {
        "RIP".into()
    }
}

#[test]
fn hooks_are_asked_for_things_in_the_right_places() {
    let mut rec = Recorder::default();
    let (mut vault_levels, mut webs, mut graffiti, mut bells, mut branches) = (0, 0, 0, 0, 0);
    for seed in 0..300u64 {
        let dlevel = 2 + (seed % 27) as i32;
        let mut lev = Level::new(DLevel { dnum: 0, dlevel });
        let mut rng = Rng::new(seed);
        let mut mk = MkLev::new(&mut lev, &mut rng, ctx(dlevel));
        let branch = BranchPlan { tolev: DLevel { dnum: 2, dlevel: 1 }, up: false, kind: BranchKind::Stairs };
        let plan = LevelPlan { branch: Some(branch), medusa_depth: 24, medusa_dnum: 0 };
        let before = rec.made.len();
        mk.mklev(&mut rec, &plan);
        vault_levels += lev.flags.has_vault as usize;
        webs += lev.traps.iter().filter(|t| t.ttyp == ttyp::WEB).count();
        graffiti += lev.engravings.iter().filter(|e| e.kind == EngrType::Mark && e.text == "graffito").count();
        let in_ordinary_room = |x: i32, y: i32| lev.rooms.iter().any(|r| r.rtype == rtype::OROOM && r.inside(x, y));
        for &(what, x, y) in &rec.made[before..] {
            match what {
                Make::SleepingMonster | Make::Gold | Make::Statue | Make::Box { .. } => {
                    assert!(in_ordinary_room(x, y), "seed {seed}: {what:?} at ({x},{y}) outside the rooms")
                }
                Make::GraveBell => {
                    bells += 1;
                    assert!(lev.engr_at(x, y).is_some_and(|e| e.text == "Saved by the bell!"));
                }
                Make::Boulder => assert!(matches!(lev.typ(x, y), CORR), "seed {seed}: boulder off the corridor"),
                _ => {}
            }
        }
        for e in lev.engravings.iter().filter(|e| e.kind == EngrType::Headstone) {
            assert_eq!(lev.typ(e.x, e.y), GRAVE);
            assert!(e.text == "RIP" || e.text == "Saved by the bell!");
        }
        let s = lev.sstairs.expect("branch stairs placed");
        branches += 1;
        assert_eq!(lev.typ(s.x, s.y), STAIRS);
        let up = lev.upstair.map(|u| (u.x, u.y));
        let dn = lev.dnstair.map(|d| (d.x, d.y));
        assert!(Some((s.x, s.y)) != up && Some((s.x, s.y)) != dn);
    }
    assert_eq!(rec.vaults, vault_levels);
    assert!(vault_levels > 30);
    assert!(webs > 100, "{webs} webs");
    assert!(graffiti > 10, "{graffiti} graffiti");
    assert!(bells > 0 && branches == 300);
    let shops = rec.mkroom.iter().filter(|&&r| r == rtype::SHOPBASE).count();
    assert!(shops > 10 && rec.mkroom.iter().any(|&r| r != rtype::SHOPBASE), "{:?}", rec.mkroom);
}

#[test]
fn trapped_niches_carry_their_hint() {
    let mut hints = 0;
    for seed in 0..400u64 {
        let dlevel = 6 + (seed % 19) as i32;
        let lev = build(seed, dlevel);
        for e in lev.engravings.iter().filter(|e| e.kind == EngrType::Dust) {
            hints += 1;
            // The niche is two squares away, through the room's wall.
            let niche = [e.y - 2, e.y + 2]
                .iter()
                .filter_map(|&ty| lev.t_at(e.x, ty))
                .find(|t| t.once && matches!(t.ttyp, ttyp::TRAPDOOR | ttyp::TELEP_TRAP | ttyp::LEVEL_TELEP));
            let Some(t) = niche else { panic!("seed {seed}: hint at ({},{}) without its trap", e.x, e.y) };
            assert!(!lev.rooms.iter().any(|r| r.inside(t.tx, t.ty)), "seed {seed}: niche trap inside a room");
        }
    }
    assert!(hints > 20, "{hints} hints");
}

#[test]
fn maze_filler_test_draws_like_nethack() {
    let mut lev = Level::new(DLevel { dnum: 0, dlevel: 27 });
    let mut rng = Rng::new(1);
    let mut mk = MkLev::new(&mut lev, &mut rng, LevelCtx { depth: 27, ..ctx(27) });
    let plan = LevelPlan { medusa_depth: 24, ..LevelPlan::default() };
    let fillers = (0..1000).filter(|_| mk.wants_maze_filler(&plan)).count();
    assert!((700..900).contains(&fillers), "{fillers}");
    let mut above = MkLev::new(mk.lev, mk.rng, ctx(5));
    assert!((0..100).all(|_| !above.wants_maze_filler(&plan)));
}
