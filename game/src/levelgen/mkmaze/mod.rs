//! Mazes, walls and level regions: NetHack 3.6.7's mkmaze.c, with the
//! pieces of sp_lev.c (`wallify_map`, the maze-grid fill, MAZEWALK) and
//! display.c (`set_wall_state`, the wall glyphs) that belong with them.
//!
//! Everything here works on a [`Level`] passed by reference and draws its
//! randomness from the game's [`Rng`] in NetHack's call order, so the same
//! seed digs the same maze. The special-level builder (sp_lev) and the
//! random level maker (mklev) call these functions; what they make beyond
//! terrain (objects, monsters, traps, gold) goes through the small
//! [`MazeHooks`] trait so the random-number order is kept.
//!
//! * [`walls`]: `wallification`, `wall_cleanup`, `fix_wall_spines`,
//!   `wallify_map`, `bound_digging`.
//! * [`wallmode`]: `set_wall_state`, the wall modes.
//! * [`glyph`]: [`map_glyph_char`], the default symbol set's picture of
//!   the map.
//! * [`maze`]: `walkfrom`, `mazexy`, the maze grid, `create_maze`,
//!   `makemaz`'s random maze.
//! * [`fill`]: `fill_empty_maze`, stocking a special level's maze.
//! * [`lregion`]: level regions, `place_lregion`, `fixup_special`'s walk.
//! * [`stairs`]: `mkstairs`, `place_branch`, `mkportal`.
//! * [`fixup`]: `fixup_special` in NetHack's order.
//! * [`baalz`]: `baalz_fixup`, the beetle's legs on Baalzebub's level.
//! * [`water`]: the Planes of Water and Air (`setup_waterlevel`, bubbles
//!   and clouds).

pub mod baalz;
pub mod fill;
pub mod fixup;
pub mod lregion;
pub mod maze;
pub mod stairs;
pub mod walls;
pub mod water;

pub use crate::world::glyph::*;
pub use crate::world::wallmode::*;
pub use baalz::*;
pub use fill::*;
pub use fixup::*;
pub use lregion::*;
pub use maze::*;
pub use stairs::*;
pub use walls::*;
pub use water::*;

use crate::rng::Rng;
use crate::world::level::Level;

/// The extent of the maze part of a level (`x_maze_max`, `y_maze_max`):
/// mazes are dug on odd coordinates up to these bounds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MazeBounds {
    pub x_max: i32,
    pub y_max: i32,
}

impl MazeBounds {
    /// NetHack's values: `(COLNO - 1) & ~1` and `(ROWNO - 1) & ~1`.
    pub const DEFAULT: MazeBounds = MazeBounds {
        x_max: (crate::world::level::COLNO as i32 - 1) & !1,
        y_max: (crate::world::level::ROWNO as i32 - 1) & !1,
    };
}

impl Default for MazeBounds {
    fn default() -> Self {
        MazeBounds::DEFAULT
    }
}

/// `within_bounded_area`: (x, y) inside the rectangle (inclusive).
pub fn within_bounded_area(x: i32, y: i32, lx: i32, ly: i32, hx: i32, hy: i32) -> bool {
    x >= lx && x <= hx && y >= ly && y <= hy
}

/// A monster type for [`MazeHooks::makemon`]: the Minotaur or a random one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MazeMonster {
    /// `&mons[PM_MINOTAUR]`.
    Minotaur,
    /// `(struct permonst *) 0`: whatever `makemon` picks.
    Random,
}

/// What a maze holds besides terrain, made by other parts of the game.
/// `makemaz` (and sp_lev's maze filling) call these in NetHack's order;
/// each call must consume the random numbers NetHack's function does.
pub trait MazeHooks {
    /// `mkobj_at(gem ? GEM_CLASS : RANDOM_CLASS, x, y, TRUE)`.
    fn mkobj_at(&mut self, lev: &mut Level, rng: &mut Rng, gem: bool, x: i32, y: i32);
    /// `mksobj_at(BOULDER, x, y, TRUE, FALSE)`.
    fn mk_boulder(&mut self, lev: &mut Level, rng: &mut Rng, x: i32, y: i32);
    /// `makemon(ptr, x, y, NO_MM_FLAGS)`.
    fn makemon(&mut self, lev: &mut Level, rng: &mut Rng, which: MazeMonster, x: i32, y: i32);
    /// `mkgold(0L, x, y)`.
    fn mkgold(&mut self, lev: &mut Level, rng: &mut Rng, x: i32, y: i32);
    /// `mktrap(0, 1, NULL, NULL)`: a random trap at a random maze spot
    /// (mklev.c finds the spot with [`mazexy`] and [`occupied`]).
    fn mktrap_maze(&mut self, lev: &mut Level, rng: &mut Rng);
    /// `rloc(mtmp, FALSE)` for the monster at (x, y), if any: move it to a
    /// random spot (used when a fix-up turns its square into wall, and
    /// when a teleport region must land on it). Returns false if there was
    /// a monster that could not be moved.
    fn rloc_at(&mut self, lev: &mut Level, rng: &mut Rng, x: i32, y: i32) -> bool {
        let _ = (lev, rng, x, y);
        true
    }
    /// `sobj_at(BOULDER, x, y)`: a boulder lies there (the default knows
    /// of none).
    fn boulder_at(&self, lev: &Level, x: i32, y: i32) -> bool {
        let _ = (lev, x, y);
        false
    }
    /// `maketrap(x, y, typ)` for a trap type already chosen. The default
    /// only records the trap; trap.c's own draws random numbers for some
    /// types (squeaky boards, statue and rolling boulder traps), so the
    /// game overrides it.
    fn maketrap(&mut self, lev: &mut Level, rng: &mut Rng, x: i32, y: i32, typ: u8) {
        let _ = rng;
        if lev.t_at(x, y).is_none() && !crate::world::level::is_furniture(lev.typ(x, y)) {
            lev.traps.push(crate::world::level::Trap::new(typ, x, y));
        }
    }
}

/// Hooks that make nothing: terrain only (tests, previews). The random
/// stream then differs from NetHack's after the terrain is dug.
#[derive(Debug, Clone, Copy, Default)]
pub struct TerrainOnly;

impl MazeHooks for TerrainOnly {
    fn mkobj_at(&mut self, _: &mut Level, _: &mut Rng, _: bool, _: i32, _: i32) {}
    fn mk_boulder(&mut self, _: &mut Level, _: &mut Rng, _: i32, _: i32) {}
    fn makemon(&mut self, _: &mut Level, _: &mut Rng, _: MazeMonster, _: i32, _: i32) {}
    fn mkgold(&mut self, _: &mut Level, _: &mut Rng, _: i32, _: i32) {}
    fn mktrap_maze(&mut self, _: &mut Level, _: &mut Rng) {}
}

/// `occupied`: a trap, furniture, lava or water is there (NetHack also
/// counts the invocation position, which always holds its vibrating
/// square trap once made).
pub fn occupied(lev: &Level, x: i32, y: i32) -> bool {
    use crate::world::level::is_furniture;
    lev.t_at(x, y).is_some() || is_furniture(lev.typ(x, y)) || is_lava(lev, x, y) || is_pool_at(lev, x, y)
}

/// `is_pool(x, y)`: pool, moat, water, or a raised drawbridge over a moat.
pub fn is_pool_at(lev: &Level, x: i32, y: i32) -> bool {
    use crate::world::level::{DB_MOAT, DB_UNDER};
    use oxhack_vm::terrain::*;
    if !crate::world::level::isok(x, y) {
        return false;
    }
    let l = lev.at(x, y);
    matches!(l.typ, POOL | MOAT | WATER) || (l.typ == DRAWBRIDGE_UP && l.drawbridgemask() & DB_UNDER == DB_MOAT)
}

/// `is_lava(x, y)`: lava, or a raised drawbridge over lava.
pub fn is_lava(lev: &Level, x: i32, y: i32) -> bool {
    use crate::world::level::{DB_LAVA, DB_UNDER};
    use oxhack_vm::terrain::*;
    if !crate::world::level::isok(x, y) {
        return false;
    }
    let l = lev.at(x, y);
    l.typ == LAVAPOOL || (l.typ == DRAWBRIDGE_UP && l.drawbridgemask() & DB_UNDER == DB_LAVA)
}

/// Test support shared by the submodules: levels from pictures.
#[cfg(test)]
pub(crate) mod testmap {
    use crate::world::level::{DLevel, Level};
    use oxhack_vm::terrain::from_map_char;

    /// A level whose map is `pic` (`.des` map characters) with its top
    /// left corner at (x0, y0); the rest is stone.
    pub fn level_from(pic: &str, x0: i32, y0: i32) -> Level {
        let mut lev = Level::new(DLevel { dnum: 0, dlevel: 5 });
        for (dy, line) in pic.lines().enumerate() {
            for (dx, ch) in line.bytes().enumerate() {
                let t = from_map_char(ch).unwrap_or_else(|| panic!("bad map char {}", ch as char));
                lev.set_typ(x0 + dx as i32, y0 + dy as i32, t);
            }
        }
        lev
    }

    /// The glyph picture of the rectangle (x0, y0) .. (x0+w-1, y0+h-1),
    /// trailing blanks trimmed.
    pub fn picture(lev: &Level, x0: i32, y0: i32, w: i32, h: i32) -> String {
        let mut s = String::new();
        for y in y0..y0 + h {
            let line: String = (x0..x0 + w).map(|x| super::map_glyph_char(lev, x, y)).collect();
            s.push_str(line.trim_end());
            s.push('\n');
        }
        s
    }
}
