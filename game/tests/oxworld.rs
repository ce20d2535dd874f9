//! OxHack's own world, whole: every level `dat/dungeon.def` names has a
//! level file (each variant, each role's quest levels), every special
//! level of 200 games is built from its file (never a random stand-in),
//! and on each the ways in and out (stairs, ladders, branch stairs,
//! portals, the castle's trap doors, the vibrating square) reach each
//! other over terrain a hero can cross.

use dgn_comp::roles::LevelRole;
use oxhack_game::game::{Game, NewGame, to_game};
use oxhack_game::hero::golevel::Arrival;
use oxhack_game::hero::role::{ROLE_CHAOTIC, ROLE_FEMALE, ROLE_LAWFUL, ROLE_NEUTRAL, ROLES};
use oxhack_game::world::content::Content;
use oxhack_game::world::dungeon::{in_endgame, is_dummy, role_level};
use oxhack_game::world::level::{COLNO, Level, ROWNO, W_NONDIGGABLE, accessible, isok, ttyp};
use oxhack_game::world::obj::Obj;
use oxhack_tables::ids;
use oxhack_vm::terrain::*;
use std::collections::{BTreeMap, BTreeSet};

const SEEDS: std::ops::RangeInclusive<u64> = 1..=200;

/// The level file names `dungeon.def` asks for: `name`, `name-1..N` for
/// a level with variants, and `Arc-strt` .. `Wiz-strt` for quest levels.
fn wanted_files(content: &Content) -> Vec<String> {
    let mut names = Vec::new();
    for d in &content.dungeon.dungeons {
        for l in &d.levels {
            let bases: Vec<String> = match l.name.strip_prefix("x-") {
                Some(rest) => ROLES.iter().map(|r| format!("{}-{rest}", r.filecode)).collect(),
                None => vec![l.name.clone()],
            };
            for base in bases {
                if l.rndlevs > 0 {
                    names.extend((1..=l.rndlevs).map(|i| format!("{base}-{i}")));
                } else {
                    names.push(base);
                }
            }
        }
    }
    names
}

#[test]
fn every_level_name_of_dungeon_def_has_a_file() {
    let content = Content::embedded();
    let wanted = wanted_files(&content);
    assert!(wanted.len() >= 45 + 3 * 12, "{} names", wanted.len());
    let mut missing = Vec::new();
    for name in &wanted {
        match content.level(name) {
            None => missing.push(format!("{name}: no level file")),
            Some(bytes) => match oxhack_vm::Program::decode(bytes) {
                Err(e) => missing.push(format!("{name}: damaged: {e}")),
                Ok(p) => {
                    if let Err(e) = oxhack_vm::verify(p, name) {
                        missing.push(format!("{name}: does not verify: {e}"));
                    }
                }
            },
        }
    }
    assert!(
        missing.is_empty(),
        "{} of {} level names lack a file:\n{}",
        missing.len(),
        wanted.len(),
        missing.join("\n")
    );
    println!("{} level names of dat/dungeon.def, each with its file", wanted.len());
}

/// A wizard-mode game in OxHack's world, the role turning with the seed.
fn game(seed: u64) -> Game {
    let r = &ROLES[(seed % ROLES.len() as u64) as usize];
    let align = if r.allow & ROLE_LAWFUL != 0 {
        oxhack_defs::Align::Lawful
    } else if r.allow & ROLE_NEUTRAL != 0 {
        oxhack_defs::Align::Neutral
    } else {
        assert!(r.allow & ROLE_CHAOTIC != 0);
        oxhack_defs::Align::Chaotic
    };
    let ng = NewGame {
        wizard: true,
        role: r.pm,
        race: ids::PM_HUMAN,
        align,
        female: r.allow & ROLE_FEMALE != 0,
        ..NewGame::quick(seed)
    };
    let mut g = Game::new(ng).expect("a game in OxHack's world");
    // The quest leader's leave to go below the Quest's home level.
    g.quest.got_quest = true;
    g.u.ualign.record = 20;
    g
}

/// How a hero may cross a square when looking for a way between two exits.
#[derive(Clone, Copy, PartialEq)]
enum Crossing {
    /// Floors, doors (locked ones can be opened or kicked), secret doors
    /// and corridors (found by searching), boulders (pushed), a raised
    /// drawbridge (opened).
    Walk,
    /// Also through walls and rock that are not undiggable, and trees.
    Dig,
}

/// Whether a level asks the hero to cross water or lava: the gorgon's
/// island, the Planes of Water and Fire.
fn crosses_liquid(g: &Game) -> bool {
    [LevelRole::Medusa, LevelRole::Water, LevelRole::Fire].into_iter().any(|r| role_level(&g.layout, r) == Some(g.u.uz))
}

fn passable(l: &Level, x: i32, y: i32, how: Crossing, liquid: bool) -> bool {
    let t = l.typ(x, y);
    if accessible(t) || matches!(t, SDOOR | SCORR | DRAWBRIDGE_UP | DBWALL | AIR | CLOUD) {
        return true;
    }
    if liquid && matches!(t, POOL | MOAT | WATER | LAVAPOOL) {
        return true;
    }
    how == Crossing::Dig && (t == TREE || (t <= DBWALL && l.at(x, y).wall_info() & W_NONDIGGABLE == 0))
}

/// Squares reachable from (x, y).
fn flood(l: &Level, from: (i32, i32), how: Crossing, liquid: bool) -> Vec<bool> {
    let idx = |x: i32, y: i32| x as usize * ROWNO + y as usize;
    let mut seen = vec![false; COLNO * ROWNO];
    let mut stack = vec![from];
    while let Some((x, y)) = stack.pop() {
        if !isok(x, y) || seen[idx(x, y)] || ((x, y) != from && !passable(l, x, y, how, liquid)) {
            continue;
        }
        seen[idx(x, y)] = true;
        for (dx, dy) in [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)] {
            stack.push((x + dx, y + dy));
        }
    }
    seen
}

/// The level's ways in and out, named. Trap doors and holes count as one
/// way (any of them will do).
fn exits(g: &Game) -> Vec<(String, Vec<(i32, i32)>)> {
    let l = &g.lev;
    let mut out = Vec::new();
    for (what, s) in [
        ("up stairs", l.upstair),
        ("down stairs", l.dnstair),
        ("up ladder", l.upladder),
        ("down ladder", l.dnladder),
        ("branch stairs", l.sstairs),
    ] {
        if let Some(s) = s {
            out.push((what.to_string(), vec![(s.x, s.y)]));
        }
    }
    for t in &l.traps {
        match t.ttyp {
            ttyp::MAGIC_PORTAL => out.push(("magic portal".into(), vec![(t.tx, t.ty)])),
            ttyp::VIBRATING_SQUARE => out.push(("vibrating square".into(), vec![(t.tx, t.ty)])),
            _ => {}
        }
    }
    if oxhack_game::world::dungeon::stronghold_below(&g.layout, g.u.uz).is_some() {
        let holes: Vec<_> = l.traps.iter().filter(|t| ttyp::is_hole(t.ttyp)).map(|t| (t.tx, t.ty)).collect();
        out.push(("trap doors".into(), holes));
    }
    out
}

/// A way in or out, named, with the squares any of which will do.
type Exit = (String, Vec<(i32, i32)>);

/// Whether the level is one of the Wizard's tower's: the tower's inside
/// (its ladders, and the magic portal on the bottom floor) is walled off
/// from the maze round it (stairs, branch stairs, arrivals) on purpose.
fn wizard_tower(g: &Game) -> bool {
    [LevelRole::Wiz1, LevelRole::Wiz2, LevelRole::Wiz3].into_iter().any(|r| role_level(&g.layout, r) == Some(g.u.uz))
}

/// Which exits cannot be reached from the first (the hero's arrival is
/// added as one more when the level has no stairs). In the Wizard's tower
/// the inside and the outside are each checked on their own.
fn unreachable(g: &Game, how: Crossing) -> Vec<String> {
    let mut ex = exits(g);
    ex.push(("arrival".into(), vec![(g.u.ux, g.u.uy)]));
    let groups: Vec<Vec<Exit>> = if wizard_tower(g) {
        let (inside, outside) =
            ex.into_iter().partition(|(what, _)| what.contains("ladder") || what.contains("portal"));
        vec![inside, outside]
    } else {
        vec![ex]
    };
    let liquid = crosses_liquid(g);
    let mut out = Vec::new();
    for ex in groups.iter().filter(|g| !g.is_empty()) {
        let seen = flood(&g.lev, ex[0].1[0], how, liquid);
        out.extend(
            ex.iter()
                .filter(|(_, at)| !at.iter().any(|&(x, y)| seen[x as usize * ROWNO + y as usize]))
                .map(|(what, at)| format!("{what} at {at:?}")),
        );
    }
    out
}

/// Levels meant to be dug through: the Plane of Earth is solid rock.
fn meant_to_dig(g: &Game) -> bool {
    role_level(&g.layout, LevelRole::Earth) == Some(g.u.uz)
}

#[test]
fn every_special_level_of_200_games_is_built_from_its_file_and_its_ways_join() {
    let wanted: BTreeSet<String> = wanted_files(&Content::embedded()).into_iter().collect();
    let mut built: BTreeMap<String, usize> = BTreeMap::new();
    let mut bad = Vec::new();
    let mut dug = BTreeSet::new();
    for seed in SEEDS {
        let mut g = game(seed);
        let mut specials = g.layout.levels.clone();
        specials.sort_by_key(|l| in_endgame(&g.layout, to_game(l.dlevel)));
        for sp in specials {
            let uz = to_game(sp.dlevel);
            if is_dummy(&g.layout, uz) {
                // A placeholder the Planes' numbering needs; never entered.
                continue;
            }
            if in_endgame(&g.layout, uz) && !g.u_have_amulet() {
                g.addinv(Obj::new(ids::AMULET_OF_YENDOR, 1));
            }
            g.goto_level(uz, Arrival::Random);
            assert_eq!(g.u.uz, uz, "seed {seed}: reached {}", sp.proto);
            let Some(file) = g.lev.flags.built_from.clone() else {
                let notes: Vec<_> = g.history.iter().rev().take(3).cloned().collect();
                bad.push(format!("seed {seed}: {} is a random level ({notes:?})", sp.proto));
                continue;
            };
            *built.entry(file.clone()).or_default() += 1;
            let walk = unreachable(&g, Crossing::Walk);
            if !walk.is_empty() {
                let dig = unreachable(&g, Crossing::Dig);
                if dig.is_empty() && meant_to_dig(&g) {
                    dug.insert(file.clone());
                } else if bad.len() < 40 {
                    bad.push(format!("seed {seed}: {file}: cannot reach {walk:?} (digging: {dig:?})"));
                }
            }
        }
    }
    assert!(bad.is_empty(), "{} problems:\n{}", bad.len(), bad.join("\n"));
    let never: Vec<_> = wanted.iter().filter(|n| *n != "dummy" && !built.contains_key(*n)).collect();
    assert!(never.is_empty(), "never built in {} games: {never:?}", SEEDS.count());
    println!(
        "{} special levels built from {} files in {} games; reached only by digging: {dug:?}",
        built.values().sum::<usize>(),
        built.len(),
        SEEDS.count()
    );
}

/// A play-test world of one level from `.des` text.
fn one_level(des: &str) -> Game {
    let dir = tempfile::tempdir().expect("tempdir");
    let file = dir.path().join("sealed.des");
    std::fs::write(&file, des).expect("write");
    let levels = oxhack_game::levelgen::levgen::load(&file).expect("compiles");
    let (name, program) = levels.into_iter().next().expect("a level");
    let content = std::sync::Arc::new(Content::embedded().playtest(&name, program.encode()).expect("a world"));
    Game::new(NewGame { wizard: true, content, ..NewGame::quick(3) }).expect("game")
}

#[test]
fn the_reachability_check_finds_stairs_walled_apart() {
    // Two rooms joined by nothing: an undiggable wall keeps the stairs
    // apart; a diggable one only needs a pick; a secret door is found.
    let map = |mid: char, undiggable: bool| {
        format!(
            "MAZE:\"sealed\",' '\nGEOMETRY:center,center\nMAP\n---------\n|...{mid}...|\n|...|...|\n---------\nENDMAP\n{}STAIR:(1,1),up\nSTAIR:(7,2),down\n",
            if undiggable { "NON_DIGGABLE:(0,0,8,3)\n" } else { "" }
        )
    };
    let g = one_level(&map('|', true));
    assert_eq!(unreachable(&g, Crossing::Walk).len(), 1, "the down stairs are out of reach");
    assert_eq!(unreachable(&g, Crossing::Dig).len(), 1, "and no pick gets through");
    let g = one_level(&map('|', false));
    assert_eq!(unreachable(&g, Crossing::Walk).len(), 1);
    assert!(unreachable(&g, Crossing::Dig).is_empty(), "a pick gets through");
    let g = one_level(&map('S', true));
    assert!(unreachable(&g, Crossing::Walk).is_empty(), "a secret door is a way");
}
