//! Stocking a special level's maze (sp_lev.c's `fill_empty_maze`,
//! `maze1xy`, `rndtrap`): what a MAZEWALK marked "stocked" puts in the
//! maze part of a level, scaled by how much of the level the maze covers.

use super::{MazeBounds, MazeHooks, MazeMonster};
use crate::rng::Rng;
use crate::world::level::{Level, ttyp};
use oxhack_vm::terrain::*;

/// What `rndtrap` and `maze1xy` need to know about the level.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct FillRules {
    /// `Can_dig_down`: trap doors allowed.
    pub can_dig_down: bool,
    /// `In_endgame`: no falling rocks or rolling boulders.
    pub in_endgame: bool,
    /// `Is_waterlevel`: any spot will do.
    pub waterlevel: bool,
}

/// `rndtrap`: a random trap type fit for a special level.
pub fn rndtrap(lev: &Level, rng: &mut Rng, rules: FillRules) -> u8 {
    loop {
        let t = rng.rnd(ttyp::TRAPNUM as i32 - 1) as u8;
        let ok = match t {
            ttyp::HOLE | ttyp::VIBRATING_SQUARE | ttyp::MAGIC_PORTAL => false,
            ttyp::TRAPDOOR => rules.can_dig_down,
            ttyp::LEVEL_TELEP | ttyp::TELEP_TRAP => !lev.flags.noteleport,
            ttyp::ROLLING_BOULDER_TRAP | ttyp::ROCKTRAP => !rules.in_endgame,
            _ => true,
        };
        if ok {
            return t;
        }
    }
}

/// `is_ok_location(x, y, DRY)`: dry floor (anything on the Plane of Water).
fn dry(lev: &Level, x: i32, y: i32, rules: FillRules) -> bool {
    rules.waterlevel || matches!(lev.typ(x, y), ROOM | AIR | CLOUD | ICE | CORR)
}

/// `maze1xy(m, DRY)`: a random dry maze cell the level's map did not
/// touch (`touched`: sp_lev's `SpLev_Map`); after 2000 tries the last
/// pick, as NetHack gives up.
pub fn maze1xy(
    lev: &Level,
    rng: &mut Rng,
    b: MazeBounds,
    touched: &dyn Fn(i32, i32) -> bool,
    rules: FillRules,
) -> (i32, i32) {
    let mut tryct = 2000;
    loop {
        let x = rng.rn1(b.x_max - 3, 3);
        let y = rng.rn1(b.y_max - 3, 3);
        tryct -= 1;
        if tryct < 0 || (x % 2 != 0 && y % 2 != 0 && !touched(x, y) && dry(lev, x, y, rules)) {
            return (x, y);
        }
    }
}

/// `fill_empty_maze`: objects, boulders, minotaurs, monsters, gold and
/// traps in the maze, more the more of the level is maze.
pub fn fill_empty_maze(
    lev: &mut Level,
    rng: &mut Rng,
    hooks: &mut dyn MazeHooks,
    touched: &dyn Fn(i32, i32) -> bool,
    rules: FillRules,
) {
    let b = MazeBounds::DEFAULT;
    let mut mapcount = (b.x_max - 2) * (b.y_max - 2);
    let mapcountmax = mapcount / 2;
    for x in 2..b.x_max {
        for y in 0..b.y_max {
            if touched(x, y) {
                mapcount -= 1;
            }
        }
    }
    if mapcount <= mapcountmax / 10 {
        return;
    }
    let mapfact = mapcount * 100 / mapcountmax;
    for _ in 0..rng.rnd(20 * mapfact / 100) {
        let (x, y) = maze1xy(lev, rng, b, touched, rules);
        let gem = rng.rn2(2) != 0;
        hooks.mkobj_at(lev, rng, gem, x, y);
    }
    for _ in 0..rng.rnd(12 * mapfact / 100) {
        let (x, y) = maze1xy(lev, rng, b, touched, rules);
        hooks.mk_boulder(lev, rng, x, y);
    }
    for _ in 0..rng.rn2(2) {
        let (x, y) = maze1xy(lev, rng, b, touched, rules);
        hooks.makemon(lev, rng, MazeMonster::Minotaur, x, y);
    }
    for _ in 0..rng.rnd(12 * mapfact / 100) {
        let (x, y) = maze1xy(lev, rng, b, touched, rules);
        hooks.makemon(lev, rng, MazeMonster::Random, x, y);
    }
    for _ in 0..rng.rn2(15 * mapfact / 100) {
        let (x, y) = maze1xy(lev, rng, b, touched, rules);
        hooks.mkgold(lev, rng, x, y);
    }
    for _ in 0..rng.rn2(15 * mapfact / 100) {
        let (x, y) = maze1xy(lev, rng, b, touched, rules);
        let mut t = rndtrap(lev, rng, rules);
        if hooks.boulder_at(lev, x, y) {
            while ttyp::is_pit(t) || ttyp::is_hole(t) {
                t = rndtrap(lev, rng, rules);
            }
        }
        hooks.maketrap(lev, rng, x, y, t);
    }
}

#[cfg(test)]
mod tests {
    use super::super::{MazeDir, mazewalk};
    use super::*;
    use crate::world::level::DLevel;

    #[derive(Default)]
    struct Tally {
        spots: Vec<(i32, i32)>,
        traps: Vec<u8>,
    }

    impl MazeHooks for Tally {
        fn mkobj_at(&mut self, _: &mut Level, _: &mut Rng, _: bool, x: i32, y: i32) {
            self.spots.push((x, y));
        }
        fn mk_boulder(&mut self, _: &mut Level, _: &mut Rng, x: i32, y: i32) {
            self.spots.push((x, y));
        }
        fn makemon(&mut self, _: &mut Level, _: &mut Rng, _: MazeMonster, x: i32, y: i32) {
            self.spots.push((x, y));
        }
        fn mkgold(&mut self, _: &mut Level, _: &mut Rng, x: i32, y: i32) {
            self.spots.push((x, y));
        }
        fn mktrap_maze(&mut self, _: &mut Level, _: &mut Rng) {}
        fn maketrap(&mut self, _: &mut Level, _: &mut Rng, x: i32, y: i32, t: u8) {
            self.spots.push((x, y));
            self.traps.push(t);
        }
    }

    #[test]
    fn a_whole_level_maze_is_stocked_on_its_floor() {
        let mut lev = Level::new(DLevel { dnum: 1, dlevel: 9 });
        lev.flags.corrmaze = true;
        lev.flags.noteleport = true;
        let mut rng = Rng::new(21);
        mazewalk(&mut lev, &mut rng, MazeBounds::DEFAULT, 40, 10, MazeDir::West, 0);
        let mut tally = Tally::default();
        let rules = FillRules { can_dig_down: false, ..FillRules::default() };
        fill_empty_maze(&mut lev, &mut rng, &mut tally, &|x, _| x >= 70, rules);
        assert!(tally.spots.len() > 10, "{}", tally.spots.len());
        for &(x, y) in &tally.spots {
            assert_eq!(lev.typ(x, y), CORR, "({x},{y})");
            assert!(x % 2 == 1 && y % 2 == 1 && x < 70);
        }
        assert!(tally.traps.iter().all(|&t| !matches!(
            t,
            ttyp::HOLE | ttyp::TRAPDOOR | ttyp::TELEP_TRAP | ttyp::LEVEL_TELEP | ttyp::MAGIC_PORTAL
        )));
    }

    #[test]
    fn a_level_that_is_all_map_gets_nothing() {
        let mut lev = Level::new(DLevel::default());
        let mut rng = Rng::new(1);
        let before = rng.clone();
        let mut tally = Tally::default();
        fill_empty_maze(&mut lev, &mut rng, &mut tally, &|_, _| true, FillRules::default());
        assert!(tally.spots.is_empty());
        assert_eq!(rng, before, "no random numbers drawn");
    }
}
