//! Ordinary levels and caves compared square by square with NetHack
//! 3.6.7's own mklev.c, sp_lev.c, rect.c, trap.c and mkmap.c.
//!
//! `data/nethack_nohooks.txt` was printed by NetHack's C functions
//! (`makelevel` and `mkmap`, seeded as NetHack seeds ISAAC64) with every
//! object and monster maker stubbed to make nothing and draw nothing,
//! which is what [`NoHooks`] does. Each block is the terrain (a letter
//! per terrain type, 'A' + typ), the per-square flags (door state,
//! ladder, altar mask; +40 where `horizontal` is set), the traps, and
//! the next `rn2(1000)` after the level (so the random stream must be
//! in step too). For caves: terrain, lit + 2*edge, room numbers and the
//! rooms. For `create` blocks: sp_lev's `create_room` and
//! `create_subroom` with assorted fixed and random arguments. For
//! `mineral` blocks: the stream after `makelevel` and `mineralize`.

use oxhack_game::levelgen::mklev::{LevelPlan, MkLev, NoHooks};
use oxhack_game::levelgen::mkmap::InitLev;
use oxhack_game::objects::mkobj::LevelCtx;
use oxhack_game::rng::Rng;
use oxhack_game::world::level::{COLNO, DLevel, Level, ROWNO, RoomId};
use std::fmt::Write;

fn ctx(dnum: i32, dlevel: i32) -> LevelCtx {
    LevelCtx { difficulty: dlevel, depth: dlevel, uz: DLevel { dnum, dlevel }, dunlevs: 29, ..LevelCtx::default() }
}

fn grid(f: impl Fn(i32, i32) -> u8) -> String {
    let mut s = String::new();
    for y in 0..ROWNO as i32 {
        for x in 0..COLNO as i32 {
            s.push(f(x, y) as char);
        }
        s.push('\n');
    }
    s
}

fn dump_level(seed: u64, dlevel: i32) -> String {
    let mut lev = Level::new(DLevel { dnum: 0, dlevel });
    let mut rng = Rng::new(seed);
    let mut mk = MkLev::new(&mut lev, &mut rng, ctx(0, dlevel));
    let plan = LevelPlan { medusa_depth: 24, medusa_dnum: 0, branch: None };
    assert!(!mk.wants_maze_filler(&plan));
    mk.makelevel(&mut NoHooks, &plan);
    let l = &*mk.lev;
    let mut s = grid(|x, y| b'A' + l.typ(x, y));
    s += &grid(|x, y| b'0' + l.at(x, y).flags + 40 * l.at(x, y).horizontal as u8);
    for x in 0..COLNO as i32 {
        for y in 0..ROWNO as i32 {
            if let Some(t) = l.t_at(x, y) {
                let (lx, ly) = if t.ttyp == 7 { t.launch.unwrap_or((-9, -9)) } else { (-1, -1) };
                let (ttyp, once, seen, note) = (t.ttyp, t.once as u8, t.tseen as u8, t.tnote);
                let _ = writeln!(s, "trap {x} {y} {ttyp} once {once} seen {seen} note {note} launch {lx} {ly}");
            }
        }
    }
    let _ = writeln!(s, "nroom {} next {}", l.rooms.len(), mk.rng.rn2(1000));
    s
}

/// The whole of `mklev` (makelevel, then mineralize with its default
/// arguments): the random stream must be where NetHack's is after it.
fn dump_mineralized(seed: u64, dlevel: i32) -> String {
    let mut lev = Level::new(DLevel { dnum: 0, dlevel });
    let mut rng = Rng::new(seed);
    let mut mk = MkLev::new(&mut lev, &mut rng, ctx(0, dlevel));
    let plan = LevelPlan { medusa_depth: 24, medusa_dnum: 0, branch: None };
    assert!(!mk.wants_maze_filler(&plan));
    mk.mklev(&mut NoHooks, &plan);
    format!("nroom {} next {}\n", mk.nroom(), mk.rng.rn2(1000))
}

fn dump_cave(seed: u64, lit: i32) -> String {
    let mut lev = Level::new(DLevel { dnum: 2, dlevel: 4 });
    let mut rng = Rng::new(seed);
    let mut mk = MkLev::new(&mut lev, &mut rng, ctx(2, 4));
    mk.mkmap(&InitLev { lit, ..InitLev::default() });
    let l = &*mk.lev;
    let mut s = grid(|x, y| b'A' + l.typ(x, y));
    s += &grid(|x, y| b'0' + l.at(x, y).lit as u8 + 2 * l.at(x, y).edge as u8);
    s += &grid(|x, y| b'0'.wrapping_add(l.at(x, y).roomno));
    for r in &l.rooms {
        let _ = writeln!(s, "room {} {} {} {} {}", r.lx, r.ly, r.hx, r.hy, r.rlit as u8);
    }
    let _ = writeln!(s, "cave {} next {}", l.flags.is_cavernous_lev as u8, mk.rng.rn2(1000));
    s
}

/// sp_lev's `create_room` with fixed, partly random and random geometry
/// (x, y, w, h, xalign, yalign, rtype, rlit), then `create_subroom` with
/// everything random in each room made.
fn dump_create(seed: u64) -> String {
    const SPECS: [[i32; 8]; 8] = [
        [-1, -1, -1, -1, -1, -1, 0, -1],
        [2, 2, -1, -1, -1, -1, 0, 1],
        [-1, -1, 5, 3, -1, -1, 0, 0],
        [4, 1, -1, -1, 1, 5, 0, -1],
        [3, 4, 6, 2, 3, 3, 0, -1],
        [-1, -1, -1, -1, 1, -1, 0, -1],
        [5, 5, 4, 4, 5, 5, 0, 1],
        [1, 5, -1, -1, -1, -1, 0, -1],
    ];
    let mut lev = Level::new(DLevel { dnum: 0, dlevel: 7 });
    let mut rng = Rng::new(seed);
    let mut mk = MkLev::new(&mut lev, &mut rng, ctx(0, 7));
    let mut s = String::new();
    for (k, p) in SPECS.iter().enumerate() {
        let ok = mk.create_room(p[0], p[1], p[2], p[3], p[4], p[5], p[6], p[7]).is_some();
        let _ = writeln!(s, "create {k} -> {} nroom {}", ok as u8, mk.nroom());
    }
    for i in 0..mk.nroom() {
        let r = mk.lev.rooms[i].clone();
        let _ = writeln!(s, "room {} {} {} {} lit {}", r.lx, r.ly, r.hx, r.hy, r.rlit as u8);
        if let Some(si) = mk.create_subroom(&mut NoHooks, RoomId::Main(i), -1, -1, -1, -1, -1, -1) {
            let sr = &mk.lev.subrooms[si];
            let _ = writeln!(s, " sub {} {} {} {} lit {}", sr.lx, sr.ly, sr.hx, sr.hy, sr.rlit as u8);
        }
    }
    let _ = writeln!(s, "rects {} next {}", mk.rects.len(), mk.rng.rn2(1000));
    s
}

#[test]
fn same_levels_as_nethack() {
    let data = include_str!("data/nethack_nohooks.txt");
    let mut blocks = 0;
    let mut lines = data.lines().peekable();
    while let Some(header) = lines.next() {
        let mut want = String::new();
        while let Some(l) = lines.peek() {
            if ["mklev seed", "mkmap seed", "create seed", "mineral seed"].iter().any(|h| l.starts_with(h)) {
                break;
            }
            want.push_str(l);
            want.push('\n');
            lines.next();
        }
        let w: Vec<&str> = header.split(' ').collect();
        let (seed, arg): (u64, i32) = (w[2].parse().expect("seed"), w[4].parse().expect("argument"));
        let got = match w[0] {
            "mklev" => dump_level(seed, arg),
            "mkmap" => dump_cave(seed, arg),
            "mineral" => dump_mineralized(seed, arg),
            _ => dump_create(seed),
        };
        assert_eq!(got, want, "{header} differs from NetHack");
        blocks += 1;
    }
    assert_eq!(blocks, 28);
}
