//! The special-level builder over NetHack 3.6.7's 120 compiled levels and
//! OxHack's own `dat/` levels: each builds for seeds 1..=200 without
//! error, the same seed gives the same level, and the invariants a level
//! must keep hold: fixed MAPs are laid down, the stairs a level asks for
//! exist inside their regions, nothing stands inside rock that cannot,
//! and RANDOM_CORRIDORS joins every room.

use oxhack_game::levelgen::mkmaze::LrType;
use oxhack_game::levelgen::sp_lev::{Built, build_level};
use oxhack_game::objects::mkobj::{LevelCtx, MkCtx, ObjGen};
use oxhack_game::rng::Rng;
use oxhack_game::world::level::{DLevel, Level, accessible, is_door, is_rock};
use oxhack_tables::tables;
use oxhack_vm::terrain::{SCORR, SDOOR};
use oxhack_vm::{Op, Opcode, Operand, Program, Verified, verify};

fn golden_levels() -> Option<Vec<(String, Verified)>> {
    let golden = oxhack_testkit::golden()?;
    let mut files: Vec<_> =
        std::fs::read_dir(golden.join("lev")).expect("lev folder").flatten().map(|e| e.path()).collect();
    files.sort();
    Some(
        files
            .iter()
            .map(|f| {
                let name = f.file_stem().and_then(|s| s.to_str()).unwrap_or("?").to_string();
                let p = Program::decode(&std::fs::read(f).expect("readable")).expect("decodes");
                let v = verify(p, &name).unwrap_or_else(|e| panic!("{e}"));
                (name, v)
            })
            .collect(),
    )
}

/// OxHack's own levels, compiled from dat/ at build time.
fn dat_levels() -> Vec<(String, Verified)> {
    oxhack_game::world::levels::LEVELS
        .iter()
        .map(|(name, bytes)| {
            let p = Program::decode(bytes).expect("embedded level decodes");
            (name.to_string(), verify(p, name).unwrap_or_else(|e| panic!("{e}")))
        })
        .collect()
}

/// Builds `v` in a fresh game at the given level context.
fn try_build(v: &Verified, seed: u64, lvl: LevelCtx) -> Result<Built, oxhack_game::levelgen::sp_lev::SpLevError> {
    let t = tables();
    let mut rng = Rng::new(seed);
    let os = oxhack_game::objects::o_init::init_objects(t, &mut rng);
    let mut og = ObjGen::new(t);
    let hero = oxhack_game::world::hero::Hero::default();
    let mut c = MkCtx {
        t,
        os: &os,
        og: &mut og,
        rng: &mut rng,
        hero: &hero,
        lvl,
        texts: oxhack_game::world::content::Content::embedded_texts(),
    };
    build_level(&mut c, lvl.uz, v)
}

/// Builds `v` as level 10 of a 30-level dungeon.
fn build(v: &Verified, seed: u64) -> Built {
    let uz = DLevel { dnum: 0, dlevel: 10 };
    let lvl = LevelCtx { difficulty: 10, depth: 10, uz, dunlevs: 30, special: true, ..Default::default() };
    try_build(v, seed, lvl).unwrap_or_else(|e| panic!("{} seed {seed}: {e}", v.level()))
}

fn fingerprint(b: &Built) -> String {
    let l = &b.level;
    format!(
        "{}{:?}{:?}{:?}{:?}{:?}",
        l.terrain_text(),
        (l.upstair, l.dnstair, l.upladder, l.dnladder),
        l.traps,
        l.engravings,
        l.monsters.iter().map(|m| (m.mnum, m.mx, m.my)).collect::<Vec<_>>(),
        l.objects.iter().map(|o| (o.obj.otyp, o.x, o.y, o.obj.quan)).collect::<Vec<_>>()
    )
}

/// Whether the program has an op of this kind with an immediate int
/// operand pushed just before it equal to `arg`.
fn has_op_with(v: &Verified, op: Opcode, arg: i64) -> bool {
    let ops = &v.program().ops;
    ops.iter()
        .enumerate()
        .any(|(i, o)| o.opcode() == op && i >= 2 && matches!(ops[i - 2], Op::Push(Operand::Int(n)) if n == arg))
}

/// Checks one built level; returns what is wrong.
fn check(name: &str, v: &Verified, b: &Built) -> Vec<String> {
    let t = tables();
    let l = &b.level;
    let mut bad = Vec::new();
    // Every MAP lies inside the level and, right after it was laid, every
    // cell it defines holds the map's terrain.
    for m in &b.maps {
        if m.x < 0 || m.y < 0 || m.x + m.w > 80 || m.y + m.h > 21 {
            bad.push(format!("{name}: MAP {}x{} at ({}, {}) leaves the level", m.w, m.h, m.x, m.y));
            continue;
        }
        for (i, &c) in m.body.iter().enumerate() {
            let typ = c.wrapping_sub(1);
            if typ < oxhack_vm::terrain::MAX_TYPE && m.laid.get(i) != Some(&typ) {
                let (x, y) = (m.x + i as i32 % m.w, m.y + i as i32 / m.w);
                bad.push(format!("{name}: MAP cell ({x}, {y}) is {:?}, not {typ}", m.laid.get(i)));
                break;
            }
        }
    }
    // Stairs a STAIR statement or a stair region asks for exist.
    let wants_up = has_op_with(v, Opcode::Stair, 1) || b.lregions.iter().any(|r| r.rtype == LrType::UpStair);
    let wants_down = has_op_with(v, Opcode::Stair, 0) || b.lregions.iter().any(|r| r.rtype == LrType::DownStair);
    if wants_up && l.upstair.is_none() {
        bad.push(format!("{name}: no up stairs"));
    }
    if wants_down && l.dnstair.is_none() {
        bad.push(format!("{name}: no down stairs"));
    }
    // Stair regions are respected.
    for r in &b.lregions {
        let st = match r.rtype {
            LrType::UpStair => l.upstair,
            LrType::DownStair => l.dnstair,
            _ => continue,
        };
        if let Some(s) = st {
            let inside =
                |a: &oxhack_game::levelgen::mkmaze::Area| s.x >= a.x1 && s.x <= a.x2 && s.y >= a.y1 && s.y <= a.y2;
            if !inside(&r.inarea) || (r.delarea.x2 > 0 && inside(&r.delarea)) {
                bad.push(format!("{name}: {:?} at ({}, {}) outside its region {:?}", r.rtype, s.x, s.y, r));
            }
        }
    }
    // Monsters stand where they can be. (A monster a level puts at a fixed
    // spot stays there even when REPLACE_TERRAIN grew a tree on it, as in
    // NetHack, so trees are allowed.)
    for m in &l.monsters {
        let typ = l.typ(m.mx, m.my);
        if typ == oxhack_vm::terrain::TREE {
            continue;
        }
        let phases = oxhack_game::monsters::makemon::passes_walls(t, m.mnum)
            || oxhack_game::monsters::makemon::noncorporeal(t, m.mnum);
        if is_rock(typ) && typ != SCORR && !phases && !m.iswiz {
            bad.push(format!("{name}: {} inside rock at ({}, {})", t.mon(m.mnum).name, m.mx, m.my));
        }
    }
    bad
}

/// Every room is reachable from the first through floors, doors and
/// corridors (secret ones included).
fn rooms_joined(l: &Level) -> bool {
    let Some(first) = l.rooms.first() else { return true };
    let mut seen = vec![false; oxhack_game::world::level::COLNO * oxhack_game::world::level::ROWNO];
    let idx = |x: i32, y: i32| x as usize * oxhack_game::world::level::ROWNO + y as usize;
    let mut stack = vec![(first.lx, first.ly)];
    while let Some((x, y)) = stack.pop() {
        if !oxhack_game::world::level::isok(x, y) || seen[idx(x, y)] {
            continue;
        }
        let t = l.typ(x, y);
        if !(accessible(t) || is_door(t) || t == SDOOR || t == SCORR) {
            continue;
        }
        seen[idx(x, y)] = true;
        for (dx, dy) in [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)] {
            stack.push((x + dx, y + dy));
        }
    }
    l.rooms.iter().filter(|r| r.rtype != oxhack_game::world::level::rtype::VAULT).all(|r| seen[idx(r.lx, r.ly)])
}

fn run_all(levels: &[(String, Verified)], seeds: std::ops::RangeInclusive<u64>) -> (usize, Vec<String>) {
    let mut bad = Vec::new();
    let mut built = 0;
    for (name, v) in levels {
        let random_corridors = v.program().ops.iter().enumerate().any(|(i, o)| {
            o.opcode() == Opcode::Corridor && i >= 1 && matches!(v.program().ops[i - 1], Op::Push(Operand::Int(-1)))
        });
        for seed in seeds.clone() {
            let b = build(v, seed);
            built += 1;
            for e in check(name, v, &b) {
                if bad.len() < 30 {
                    bad.push(format!("seed {seed}: {e}"));
                }
            }
            if random_corridors && !rooms_joined(&b.level) && bad.len() < 30 {
                bad.push(format!("seed {seed}: {name}: RANDOM_CORRIDORS left rooms unjoined"));
            }
        }
    }
    (built, bad)
}

/// The corpus in four parts so the test harness runs them side by side.
fn corpus_part(part: usize) {
    let Some(levels) = golden_levels() else { return };
    assert_eq!(levels.len(), 120);
    let mine: Vec<_> = levels.into_iter().enumerate().filter(|(i, _)| i % 4 == part).map(|(_, l)| l).collect();
    let (built, bad) = run_all(&mine, 1..=200);
    assert!(bad.is_empty(), "{} problems:\n{}", bad.len(), bad.join("\n"));
    println!("corpus part {part}: {built} levels built and checked");
}

#[test]
fn corpus_levels_build_for_200_seeds_part_0() {
    corpus_part(0);
}
#[test]
fn corpus_levels_build_for_200_seeds_part_1() {
    corpus_part(1);
}
#[test]
fn corpus_levels_build_for_200_seeds_part_2() {
    corpus_part(2);
}
#[test]
fn corpus_levels_build_for_200_seeds_part_3() {
    corpus_part(3);
}

#[test]
fn dat_levels_build_for_200_seeds() {
    let levels = dat_levels();
    assert!(!levels.is_empty(), "dat/ compiles to no level");
    let (built, bad) = run_all(&levels, 1..=200);
    assert!(bad.is_empty(), "{} problems:\n{}", bad.len(), bad.join("\n"));
    println!("dat/: {} levels, {built} builds checked", levels.len());
}

#[test]
fn the_same_seed_builds_the_same_level() {
    let Some(levels) = golden_levels() else { return };
    for (name, v) in levels.iter().chain(dat_levels().iter()) {
        assert_eq!(fingerprint(&build(v, 5)), fingerprint(&build(v, 5)), "{name}");
    }
}

#[test]
fn fixed_maps_are_laid_down() {
    // Sokoban's first level is one fixed MAP: the same terrain whatever
    // the seed, with its boulders.
    let Some(levels) = golden_levels() else { return };
    let (_, soko) = levels.iter().find(|(n, _)| n == "soko1-1").expect("soko1-1");
    let (a, b) = (build(soko, 1), build(soko, 2));
    assert_eq!(a.level.terrain_text(), b.level.terrain_text(), "a fixed map does not depend on the seed");
    let boulders = a.level.objects.iter().filter(|o| o.obj.otyp == oxhack_tables::ids::BOULDER).count();
    assert!(boulders >= 10, "{boulders} boulders");
    assert!(a.level.flags.premapped && a.level.flags.noteleport);
}

#[test]
fn special_rooms_and_inhabitants() {
    let Some(levels) = golden_levels() else { return };
    let get = |n: &str| &levels.iter().find(|(l, _)| l == n).expect(n).1;
    let oracle = build(get("oracle"), 3);
    assert!(oracle.level.monsters.iter().any(|m| m.mnum == oxhack_tables::ids::PM_ORACLE));
    assert!(oracle.level.flags.nfountains >= 4);
    let castle = build(get("castle"), 3);
    assert!(castle.level.monsters.len() > 30, "castle has {} monsters", castle.level.monsters.len());
    let town = build(get("minetn-6"), 3);
    assert!(town.level.monsters.iter().any(|m| m.isshk()), "Minetown has shopkeepers");
    assert!(town.level.monsters.iter().any(|m| m.ispriest()), "Minetown has a priest");
}

#[test]
fn a_hostile_level_is_stopped_with_an_error() {
    // Found by the lev_build fuzz target: a loop asking for 40 trillion
    // monsters. The builder's per-level cap stops it with an error naming
    // the level, quickly, instead of filling the level and searching it
    // for room forever.
    let bytes = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/hostile_monsters.lev")).expect("data");
    let v = verify(Program::decode(&bytes).expect("decodes"), "hostile").expect("verifies");
    let err = try_build(&v, 1, LevelCtx::default()).expect_err("must be refused");
    let msg = err.to_string();
    assert!(msg.contains("hostile") && msg.contains("MONSTER statements"), "{msg}");
}

#[test]
fn a_level_region_far_off_the_map_is_kept_on_it() {
    // Found by the lev_build fuzz target: LEVREGIONs with coordinates in
    // the millions made the region search walk them all.
    let bytes = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/hostile_levregion.lev")).expect("data");
    let v = verify(Program::decode(&bytes).expect("decodes"), "hostile").expect("verifies");
    let b = build(&v, 1);
    assert!(b.level.dnstair.is_some() || b.level.upstair.is_some());
}

#[test]
fn room_numbers_are_small_as_in_nethack() {
    // Found by the lev_build fuzz target: ROOM sizes in the billions
    // overflowed create_room's arithmetic. They are NetHack's 8-bit xchars.
    let bytes = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/hostile_room.lev")).expect("data");
    let v = verify(Program::decode(&bytes).expect("decodes"), "hostile").expect("verifies");
    // A level or an error; what matters is no panic.
    let _ = try_build(&v, 1, LevelCtx::default());
}

/// Compiles `.des` text with lev_comp; its levels by name.
fn compile_des(name: &str, text: &str) -> Vec<(String, Verified)> {
    let mut sources = oxhack_diag::Sources::new();
    let id = sources.add(name.to_string(), text.to_string());
    let mut diags = oxhack_diag::Diags::new();
    let levels = lev_comp::compile(id, text, &Default::default(), &mut diags)
        .unwrap_or_else(|| panic!("{}", sources.render_plain(&diags.list)));
    levels.into_iter().map(|l| (l.name.clone(), verify(l.program, &l.name).expect("verifies"))).collect()
}

/// The temple priest of a built level and the room he keeps: a peaceful
/// aligned priest next to a shrine altar, resident of a temple room that
/// holds the altar.
fn temple_priest(b: &Built) -> Option<(i32, i32)> {
    use oxhack_game::world::level::{RoomId, rtype};
    let l = &b.level;
    let p = l.monsters.iter().find(|m| m.ispriest() && m.mnum == oxhack_tables::ids::PM_ALIGNED_PRIEST)?;
    let rooms = l.rooms.iter().chain(l.subrooms.iter());
    let room = rooms.clone().find(|r| r.resident == Some(p.m_id) && r.rtype == rtype::TEMPLE)?;
    let altar = (room.lx..=room.hx)
        .flat_map(|x| (room.ly..=room.hy).map(move |y| (x, y)))
        .find(|&(x, y)| l.typ(x, y) == oxhack_vm::terrain::ALTAR)?;
    assert!(p.mpeaceful);
    let rno = l.at(altar.0, altar.1).roomno;
    assert!(RoomId::from_roomno(rno).and_then(|r| l.room(r)).is_some_and(|r| r.rtype == rtype::TEMPLE));
    Some(altar)
}

#[test]
fn a_temple_subroom_gets_its_priest() {
    let des = "LEVEL:\"t\"\nROOM:\"ordinary\",lit,(3,3),(center,center),(10,6){\n \
               SUBROOM:\"temple\",lit,(3,2),(4,3){ ALTAR:(1,1),align[0],shrine } }\n";
    let levels = compile_des("t.des", des);
    for seed in 1..=10 {
        let b = build(&levels[0].1, seed);
        assert!(temple_priest(&b).is_some(), "seed {seed}: no temple priest");
        assert!(b.level.flags.has_temple);
    }
}

#[test]
fn minetown_temple_subrooms_get_their_priests() {
    let Some(dat) = oxhack_testkit::corpus() else { return };
    let text = std::fs::read_to_string(dat.join("mines.des")).expect("mines.des");
    let levels = compile_des("mines.des", &text);
    for name in ["minetn-2", "minetn-3", "minetn-4", "minetn-7", "minetn-5", "minetn-6"] {
        let (_, v) = levels.iter().find(|(n, _)| n == name).expect(name);
        for seed in 1..=8 {
            let b = build(v, seed);
            assert!(temple_priest(&b).is_some(), "{name} seed {seed}: no temple priest");
        }
    }
}

/// A ladder written in a level file leads to the level above or below,
/// as stairs do (it used to lead back to its own level, so the ladders of
/// the Wizard's tower and Vlad's went nowhere).
#[test]
fn ladders_lead_to_the_levels_above_and_below() {
    let des = "MAZE:\"l\",' '\nGEOMETRY:center,center\nMAP\n-----\n|...|\n-----\nENDMAP\n\
               LADDER:(1,1),up\nLADDER:(3,1),down\n";
    let levels = compile_des("l.des", des);
    let b = build(&levels[0].1, 1);
    let (up, down) = (b.level.upladder.expect("up ladder"), b.level.dnladder.expect("down ladder"));
    assert_eq!((up.tolev, up.up), (DLevel { dnum: 0, dlevel: 9 }, true));
    assert_eq!((down.tolev, down.up), (DLevel { dnum: 0, dlevel: 11 }, false));
}
