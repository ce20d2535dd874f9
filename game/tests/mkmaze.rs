//! End-to-end checks of mkmaze: random maze levels (deterministic per
//! seed, stairs connected) and Baalzebub's lair built from NetHack's own
//! `gehennom.des` map and fixed up as NetHack does.

use oxhack_game::levelgen::mkmaze::*;
use oxhack_game::objects::mkobj::LevelCtx;
use oxhack_game::rng::Rng;
use oxhack_game::world::level::{Coord, D_CLOSED, D_LOCKED, DLevel, Level, W_NONDIGGABLE, accessible, is_stwall, ttyp};
use oxhack_vm::terrain::*;
use std::collections::{HashSet, VecDeque};

fn ctx(dlevel: i32) -> LevelCtx {
    LevelCtx { uz: DLevel { dnum: 1, dlevel }, dunlevs: 20, ..LevelCtx::default() }
}

/// Squares reachable from `from` moving in eight directions over
/// passable terrain.
fn reachable(lev: &Level, from: Coord) -> HashSet<(i32, i32)> {
    let mut seen = HashSet::from([(from.x, from.y)]);
    let mut todo = VecDeque::from([(from.x, from.y)]);
    while let Some((x, y)) = todo.pop_front() {
        for dx in -1..=1 {
            for dy in -1..=1 {
                let (nx, ny) = (x + dx, y + dy);
                if oxhack_game::world::level::isok(nx, ny) && accessible(lev.typ(nx, ny)) && seen.insert((nx, ny)) {
                    todo.push_back((nx, ny));
                }
            }
        }
    }
    seen
}

/// Counts the hook calls, to check makemaz asks for what NetHack makes.
#[derive(Default)]
struct Count {
    objs: usize,
    boulders: usize,
    minotaurs: usize,
    mons: usize,
    gold: usize,
    traps: usize,
}

impl MazeHooks for Count {
    fn mkobj_at(&mut self, lev: &mut Level, _: &mut Rng, _: bool, x: i32, y: i32) {
        assert!(accessible(lev.typ(x, y)));
        self.objs += 1;
    }
    fn mk_boulder(&mut self, _: &mut Level, _: &mut Rng, _: i32, _: i32) {
        self.boulders += 1;
    }
    fn makemon(&mut self, _: &mut Level, _: &mut Rng, which: MazeMonster, _: i32, _: i32) {
        match which {
            MazeMonster::Minotaur => self.minotaurs += 1,
            MazeMonster::Random => self.mons += 1,
        }
    }
    fn mkgold(&mut self, _: &mut Level, _: &mut Rng, _: i32, _: i32) {
        self.gold += 1;
    }
    fn mktrap_maze(&mut self, _: &mut Level, _: &mut Rng) {
        self.traps += 1;
    }
}

fn random_maze(seed: u64, invocation: bool, branch: Option<&mut BranchPlan>) -> (Level, MazeOutcome, Count) {
    let mut lev = Level::new(DLevel { dnum: 1, dlevel: 7 });
    let mut count = Count::default();
    let out = makemaz_random(&mut lev, &mut Rng::new(seed), &mut count, &ctx(7), invocation, branch);
    set_wall_state(&mut lev);
    (lev, out, count)
}

#[test]
fn random_mazes_are_deterministic_and_connected() {
    let mut corrmazes = 0;
    for seed in 0..60 {
        let (lev, _, count) = random_maze(seed, false, None);
        let (again, _, _) = random_maze(seed, false, None);
        assert_eq!(map_text(&lev), map_text(&again), "seed {seed}");
        assert!(lev.flags.is_maze_lev);
        corrmazes += lev.flags.corrmaze as usize;
        let up = lev.upstair.expect("up stairs");
        let dn = lev.dnstair.expect("down stairs");
        assert_eq!(lev.typ(up.x, up.y), STAIRS);
        assert_eq!(map_glyph_char(&lev, up.x, up.y), '<');
        assert_eq!(map_glyph_char(&lev, dn.x, dn.y), '>');
        assert!(reachable(&lev, Coord::new(up.x, up.y)).contains(&(dn.x, dn.y)), "seed {seed}:\n{}", map_text(&lev));
        assert!((11..=18).contains(&count.objs), "{}", count.objs);
        assert!((2..=11).contains(&count.boulders));
        assert!(count.minotaurs <= 2);
        assert!((7..=11).contains(&count.mons));
        assert!((7..=12).contains(&count.gold) && (7..=12).contains(&count.traps));
        // The maze stays inside the map's frame.
        assert!(Level::positions().all(|(x, y)| !(x <= 1 || y == 0 || x >= 79) || lev.typ(x, y) == STONE));
    }
    assert!((5..55).contains(&corrmazes), "about a third are corridor mazes: {corrmazes}");
    assert_ne!(map_text(&random_maze(1, false, None).0), map_text(&random_maze(2, false, None).0));
}

#[test]
fn random_maze_walls_are_proper_walls() {
    // A room-floor maze is wallified: no plain wall piece that should be
    // a corner remains, and corners sit where two walls meet.
    let (lev, _, _) = (0..40).map(|s| random_maze(s, false, None)).find(|(l, _, _)| !l.flags.corrmaze).expect("one");
    let text = map_text(&lev);
    assert!(text.contains('|') && text.contains('-'), "{text}");
    for (x, y) in Level::positions() {
        if lev.typ(x, y) == TLCORNER {
            assert!(is_stwall(lev.typ(x + 1, y)) && lev.typ(x + 1, y) != STONE);
            assert!(is_stwall(lev.typ(x, y + 1)) && lev.typ(x, y + 1) != STONE);
        }
    }
}

#[test]
fn invocation_maze_has_the_vibrating_square_and_a_branch() {
    for seed in 0..10 {
        let mut br = BranchPlan::new(BranchKind::Stairs { up: true, tolev: DLevel { dnum: 0, dlevel: 3 } });
        let (lev, out, _) = random_maze(seed, true, Some(&mut br));
        assert!(br.made);
        assert!(lev.dnstair.is_none(), "no down stairs on the invocation level");
        let v = out.inv_pos.expect("vibrating square");
        let t = lev.t_at(v.x, v.y).expect("trap");
        assert_eq!(t.ttyp, ttyp::VIBRATING_SQUARE);
        let up = lev.upstair.expect("up");
        assert!((v.x - up.x).abs().max((v.y - up.y).abs()) > 11);
        let s = lev.sstairs.expect("branch stairs");
        assert!(s.up && map_glyph_char(&lev, s.x, s.y) == '<');
    }
}

/// The MAP of the level `name` in a `.des` file.
fn des_map(text: &str, name: &str) -> Option<Vec<String>> {
    let start = text.find(&format!("MAZE:\"{name}\""))?;
    let rest = &text[start..];
    let m = rest.find("\nMAP\n")? + 5;
    let end = rest[m..].find("ENDMAP")?;
    Some(rest[m..m + end].lines().map(str::to_string).collect())
}

/// Baalzebub's lair as sp_lev builds it up to `fixup_special`: solid
/// rock, the map at GEOMETRY right,center, the non-diggable frame, the
/// maze walked west from the door, the locked door.
fn build_baalz(map: &[String], seed: u64, fixup: bool) -> (Level, i32, i32) {
    let mut lev = Level::new(DLevel { dnum: 1, dlevel: 20 });
    lev.flags.is_maze_lev = true;
    lev.flags.corrmaze = true;
    let b = MazeBounds::DEFAULT;
    let (xsize, ysize) = (map[0].len() as i32, map.len() as i32);
    let mut xstart = b.x_max - xsize - 1;
    let mut ystart = 2 + (b.y_max - 2 - ysize) / 2;
    if xstart % 2 == 0 {
        xstart += 1;
    }
    if ystart % 2 == 0 {
        ystart += 1;
    }
    for (dy, row) in map.iter().enumerate() {
        for (dx, ch) in row.bytes().enumerate() {
            let (x, y) = (xstart + dx as i32, ystart + dy as i32);
            let t = from_map_char(ch).expect("map char");
            let left_wall =
                dx > 0 && (oxhack_game::world::level::is_wall(lev.typ(x - 1, y)) || lev.at(x - 1, y).horizontal);
            let l = lev.at_mut(x, y).expect("on map");
            l.typ = t;
            if t == SDOOR || t == DOOR {
                if t == SDOOR {
                    l.flags = D_CLOSED;
                }
                l.horizontal = left_wall;
            } else if t == HWALL || t == IRONBARS {
                l.horizontal = true;
            }
        }
    }
    // NON_DIGGABLE:(00,00,47,12)
    set_wall_property(&mut lev, xstart, ystart, xstart + 47, ystart + 12, W_NONDIGGABLE);
    // MAZEWALK:(00,06),west and DOOR:locked,(00,06)
    let mut rng = Rng::new(seed);
    mazewalk(&mut lev, &mut rng, b, xstart, ystart + 6, MazeDir::West, 0);
    lev.at_mut(xstart, ystart + 6).expect("on map").flags = D_LOCKED;
    if fixup {
        baalz_fixup(&mut lev, &mut rng, &mut TerrainOnly);
    } else {
        wallification(&mut lev, 1, 0, 79, 20);
    }
    set_wall_state(&mut lev);
    (lev, xstart, ystart)
}

#[test]
fn baalz_fixup_keeps_the_beetle() {
    let Some(dat) = oxhack_testkit::corpus() else { return };
    let text = std::fs::read_to_string(dat.join("gehennom.des")).expect("gehennom.des");
    let map = des_map(&text, "baalz").expect("baalz MAP");
    assert_eq!((map[0].len(), map.len()), (49, 13));
    let (lev, x0, y0) = build_baalz(&map, 11, true);
    assert_eq!((x0, y0), (29, 5));
    let mut pic = String::new();
    for y in y0..y0 + 13 {
        let row: String = (x0..x0 + 49).map(|x| map_glyph_char(&lev, x, y)).collect();
        pic.push_str(row.trim_end());
        pic.push('\n');
    }
    // NetHack's picture: the frame is cleaned away where it lies in rock
    // (only the part by the maze's door remains), the legs stay, and
    // joints show as corners where the map drew them as '|'.
    let expected = "
                    ----               ----
           ----     |     -----------  |
  ------      |  ----------.........|---
  #....|  --------...........--------------
---....---|..................|............|----
+...--....|..----------------|............|...|
---....---|..................|............|----
  #....|  --------...........--------------
  ------      |  ----------.........|---
           ----     |     -----------  |
                    ----               ----

";
    if std::env::var("BAALZ_DEBUG").is_ok() {
        for y in y0 + 2..y0 + 11 {
            let row: Vec<String> = (x0 + 36..x0 + 45).map(|x| format!("{:>9}", name(lev.typ(x, y)))).collect();
            eprintln!("{}", row.join(" "));
        }
    }
    assert_eq!(pic, expected, "got:\n{pic}");
    // The marker pools became the rear legs' corners.
    assert_eq!(lev.typ(x0 + 39, y0 + 3), BRCORNER);
    assert_eq!(lev.typ(x0 + 39, y0 + 9), TRCORNER);
    // The legs in the rock survived (plain wallification removes them).
    assert_eq!(lev.typ(x0 + 21, y0 + 1), HWALL);
    assert_eq!(lev.typ(x0 + 11, y0 + 2), HWALL);
    // The two squares left of each eye may be dug; the rest of the
    // frame (rock now) may not.
    assert_eq!(lev.typ(x0 + 2, y0 + 4), IRONBARS);
    assert_eq!(lev.at(x0 + 1, y0 + 4).flags & W_NONDIGGABLE, 0);
    assert_eq!(lev.at(x0, y0 + 8).flags & W_NONDIGGABLE, 0);
    assert_ne!(lev.at(x0, y0 + 3).flags & W_NONDIGGABLE, 0);
    assert_eq!(lev.typ(x0, y0 + 3), STONE);
    // Plain wallification instead loses the legs.
    let (plain, _, _) = build_baalz(&map, 11, false);
    assert_eq!(plain.typ(x0 + 21, y0 + 1), STONE);
    assert_eq!(plain.typ(x0 + 11, y0 + 2), STONE);
    assert_eq!(plain.typ(x0 + 3, y0 + 4), ROOM);
    // The maze west of the lair leads to the locked door.
    assert_eq!(lev.typ(x0 - 1, y0 + 6), CORR);
    assert_eq!(map_glyph_char(&lev, x0, y0 + 6), '+');
}

/// A regression guard for the random-number order of `makemaz`: seed 8's
/// maze (a wide-corridor one), as this implementation digs it. Any change
/// to the order of calls changes it.
#[test]
fn random_maze_snapshot() {
    let (lev, _, _) = random_maze(8, false, None);
    let text: String = map_text(&lev).lines().map(|l| format!("{}\n", l.trim_end())).collect();
    let expected = r#"


  ----------------------------------------------------------------------------
  |.....|...........|..............|........|.....|.....|...........|........|
  |.....|...........|..............|........|.....|.....|...........|........|
  |..|..----..|..---|..----------..|..----..|---..|..|..|..-------..|..----..|
  |..|.....|..|.....|........|.....|..|..|..|..|..|..|.....|.....|..|..|..|..|
  |..|.....|..|.....|........|.....|..|..|..|..|..|..|.....|.....|..|..|..|..|
  |..|---..-------..|---..----..|..|..|..|..|..|..|..------|..|..|..|..|..|..|
  |..|..............|.....|.....|..|.....|.....|...........|..|..|........|..|
  |..|..............|.....|.....|..|.....|.....|...........|..|..|........|..|
  |..---------------|..---|..|..|------..----------------..|<.|..|..-------..|
  |.....|...........|.....|..|..|.....|...........|.....|..|..|..|..|.......>|
  |.....|...........|.....|..|..|.....|...........|.....|..|..|..|..|........|
  |..|..|..-------..----..|..----..|..----------..|..|..----..|..----..----..|
  |..|...........|........|........|.................|........|........|.....|
  |..|...........|........|........|.................|........|........|.....|
  ----------------------------------------------------------------------------




"#;
    assert_eq!(text.trim_matches('\n'), expected.trim_matches('\n'), "got:\n{text}");
}
