//! What the hero can see (vision.c): `viz_array` with the COULD_SEE and
//! IN_SIGHT bits, recomputed when the hero moves or the level changes.
//!
//! The line of sight is vision.c's "algorithm C": the map is kept as rows
//! of clear and blocked runs (`viz_clear` with `left_ptrs`/`right_ptrs`,
//! rebuilt from the level on each recalculation, which costs less than
//! tracking every door and boulder change), and `view_from` scans row by
//! row away from the hero in both directions, widening or narrowing each
//! "finger of light" with Bresenham `clear_path` checks. A square the hero
//! could see is in sight when it is lit (or, for a wall or door, when the
//! square in front of it towards the hero is lit) or adjacent (night
//! vision range 1). Squares seen get their `seenv` angle bits
//! (display.c's `seenv_matrix`, indexed by the row's side of the hero
//! and the column's side of the hero, as `set_seenv` does; 3.6.7 builds
//! without vision.c's `EXTEND_SPINE`, so T walls get only that bit) and
//! are refreshed with `newsym`.

mod scan;

use crate::game::Game;
use crate::world::display::Glyph;
use crate::world::level::{COLNO, D_CLOSED, D_LOCKED, D_TRAPPED, ROWNO};
use crate::world::wallmode::*;
use oxhack_defs::Prop;
use oxhack_vm::terrain::*;

pub use scan::clear_path_in;

/// The hero's line of sight would reach here (`COULD_SEE`).
pub const COULD_SEE: u8 = 0x1;
/// ... and it is lit or adjacent, so the hero sees it (`IN_SIGHT`).
pub const IN_SIGHT: u8 = 0x2;

/// The vision state of the current level: the `viz_array` bits of this
/// and the previous recalculation, and the clear/blocked rows the line of
/// sight runs over. Derived from the level, but saved with the game so a
/// restored game is exactly the game that was saved.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Vision {
    /// COULD_SEE / IN_SIGHT per square, row-major (`y * COLNO + x`).
    pub viz: Vec<u8>,
    /// The previous recalculation's bits.
    pub old: Vec<u8>,
    /// `viz_clear`: light passes this square.
    pub clear: Vec<bool>,
    /// `left_ptrs` / `right_ptrs`: the ends of the clear or blocked run
    /// each square belongs to (see vision.c's `vision_reset`).
    pub left: Vec<u8>,
    pub right: Vec<u8>,
    /// What a hallucinating hero sees for the monster at a square,
    /// picked with the display stream when the square was last drawn.
    pub hallu: Vec<Option<Glyph>>,
}

impl Default for Vision {
    fn default() -> Self {
        Vision {
            viz: vec![0; COLNO * ROWNO],
            old: vec![0; COLNO * ROWNO],
            clear: vec![false; COLNO * ROWNO],
            left: vec![0; COLNO * ROWNO],
            right: vec![0; COLNO * ROWNO],
            hallu: vec![None; COLNO * ROWNO],
        }
    }
}

/// Row-major index of (x, y), if on the map array.
pub fn vidx(x: i32, y: i32) -> Option<usize> {
    (x >= 0 && (x as usize) < COLNO && y >= 0 && (y as usize) < ROWNO).then(|| y as usize * COLNO + x as usize)
}

impl Vision {
    /// `cansee(x, y)`.
    pub fn cansee(&self, x: i32, y: i32) -> bool {
        vidx(x, y).is_some_and(|i| self.viz[i] & IN_SIGHT != 0)
    }
    /// `couldsee(x, y)`.
    pub fn couldsee(&self, x: i32, y: i32) -> bool {
        vidx(x, y).is_some_and(|i| self.viz[i] & COULD_SEE != 0)
    }
    /// Adds vision bits at (x, y) (ignored off the map).
    pub fn set(&mut self, x: i32, y: i32, bits: u8) {
        if let Some(i) = vidx(x, y) {
            self.viz[i] |= bits;
        }
    }
    /// Forgets what is seen (nothing in sight).
    pub fn clear(&mut self) {
        self.viz.iter_mut().for_each(|v| *v = 0);
    }
    /// `clear_path`: a straight (Bresenham) line from (x1, y1) to
    /// (x2, y2) crosses no blocking square between them, as of the last
    /// recalculation.
    pub fn clear_path(&self, x1: i32, y1: i32, x2: i32, y2: i32) -> bool {
        clear_path_in(&self.clear, x1, y1, x2, y2)
    }

    /// `vision_reset`: rebuilds `viz_clear` and the run pointers from the
    /// level's terrain, boulders and mimics posing as light blockers.
    pub fn reset_clear(&mut self, lev: &crate::world::level::Level) {
        let mut boulders = [0u128; ROWNO];
        for f in &lev.objects {
            if f.obj.otyp == oxhack_tables::ids::BOULDER
                && (0..COLNO as i32).contains(&f.x)
                && let Some(row) = boulders.get_mut(f.y.max(0) as usize)
            {
                *row |= 1u128 << f.x;
            }
        }
        // Mimics posing as boulders, closed doors or walls block light.
        for m in &lev.monsters {
            let blocks = match m.appear {
                crate::world::monst::Appearance::Object(o) => o == oxhack_tables::ids::BOULDER.0,
                crate::world::monst::Appearance::Furniture(s) => {
                    use crate::world::glyph::sym::*;
                    (s as usize) < S_NDOOR || s as usize == S_VCDOOR || s as usize == S_HCDOOR
                }
                _ => false,
            };
            if blocks
                && (0..COLNO as i32).contains(&m.mx)
                && let Some(row) = boulders.get_mut(m.my.max(0) as usize)
            {
                *row |= 1u128 << m.mx;
            }
        }
        for (y, &brow) in boulders.iter().enumerate() {
            let base = y * COLNO;
            let blocked = |x: usize| x == 0 || does_block(lev, x as i32, y as i32) || brow >> x & 1 != 0;
            let mut dig_left = 0usize;
            let mut block = true;
            for x in 1..COLNO {
                if block != blocked(x) {
                    if block {
                        for i in dig_left..x {
                            self.left[base + i] = dig_left as u8;
                            self.right[base + i] = (x - 1) as u8;
                            self.clear[base + i] = false;
                        }
                    } else {
                        let first_blocked = dig_left.saturating_sub(1);
                        for i in dig_left..x {
                            self.left[base + i] = first_blocked as u8;
                            self.right[base + i] = x as u8;
                            self.clear[base + i] = true;
                        }
                    }
                    dig_left = x;
                    block = !block;
                }
            }
            let lp = if !block { dig_left.saturating_sub(1) } else { dig_left };
            for i in dig_left..COLNO {
                self.left[base + i] = lp as u8;
                self.right[base + i] = (COLNO - 1) as u8;
                self.clear[base + i] = !block;
            }
        }
    }
}

/// `does_block`, the terrain part: rock and walls (`IS_ROCK`), trees,
/// closed or trapped doors, clouds and the Plane of Water's water.
pub fn does_block(lev: &crate::world::level::Level, x: i32, y: i32) -> bool {
    let l = lev.at(x, y);
    blocks_sight(l.typ, l.doormask())
}

/// Terrain that blocks sight (`does_block` without boulders).
pub fn blocks_sight(typ: u8, doormask: u8) -> bool {
    crate::world::level::is_rock(typ)
        || typ == TREE
        || (typ == DOOR && doormask & (D_CLOSED | D_LOCKED | D_TRAPPED) != 0)
        || typ == CLOUD
        || typ == WATER
}

/// display.c's `seenv_matrix`, indexed `[sign(y0 - y) + 1][sign(x - x0) + 1]`
/// for (x, y) seen from (x0, y0): the octant of the viewer around the
/// square (0 1 2 / 7 x 3 / 6 5 4).
const SEENV_MATRIX: [[u8; 3]; 3] = [[SV2, SV1, SV0], [SV3, SVALL, SV7], [SV4, SV5, SV6]];

/// The angle bit of (x, y) seen from (x0, y0) (`set_seenv`'s value).
pub fn seenv_from(x0: i32, y0: i32, x: i32, y: i32) -> u8 {
    let dx = (x - x0).signum();
    let dy = (y0 - y).signum();
    SEENV_MATRIX[(dy + 1) as usize][(dx + 1) as usize]
}

impl Game {
    /// `vision_recalc`: recomputes what the hero sees, marks the angles
    /// squares are seen from, and refreshes the memory of every square
    /// whose visibility changed (and of every square in sight).
    pub fn vision_recalc(&mut self) {
        let mut vis = std::mem::take(&mut self.vis);
        std::mem::swap(&mut vis.viz, &mut vis.old);
        vis.viz.iter_mut().for_each(|v| *v = 0);
        vis.reset_clear(&self.lev);
        let (ux, uy) = (self.u.ux, self.u.uy);
        let on_map = vidx(ux, uy).is_some();
        let blind = self.u.has(Prop::Blinded);
        let in_pit = matches!(self.u.utrap, crate::world::you::UTrap::Pit(_));
        if !on_map {
            // Nowhere: nothing to see.
        } else if in_pit && !blind {
            for y in uy - 1..=uy + 1 {
                for x in ux - 1..=ux + 1 {
                    vis.set(x, y, COULD_SEE | IN_SIGHT);
                }
            }
        } else {
            scan::view_from(&vis.clear, &vis.left, &vis.right, &mut vis.viz, uy as usize, ux as usize);
            if !blind {
                // Night vision of range 1: adjacent squares in view.
                for y in uy - 1..=uy + 1 {
                    for x in ux - 1..=ux + 1 {
                        if let Some(i) = vidx(x, y)
                            && vis.viz[i] != 0
                        {
                            vis.viz[i] |= IN_SIGHT;
                        }
                    }
                }
            }
        }
        self.vis = vis;
        if blind {
            // Only what changed is redrawn; the hero feels their square.
            for i in 0..COLNO * ROWNO {
                if self.vis.old[i] & IN_SIGHT != 0 || (self.vis.old[i] ^ self.vis.viz[i]) & COULD_SEE != 0 {
                    self.newsym((i % COLNO) as i32, (i / COLNO) as i32);
                }
            }
            self.feel_location(ux, uy);
            return;
        }
        let tops = self.top_objects();
        let hallu = self.u.has(Prop::Halluc);
        for y in 0..ROWNO {
            let dy = (uy - y as i32).signum();
            let row = y * COLNO..(y + 1) * COLNO;
            if self.vis.viz[row.clone()].iter().all(|&b| b == 0) && self.vis.old[row].iter().all(|&b| b == 0) {
                continue;
            }
            for x in 0..COLNO {
                let i = y * COLNO + x;
                let (xi, yi) = (x as i32, y as i32);
                let bits = self.vis.viz[i];
                let was = self.vis.old[i];
                if bits == 0 && was == 0 {
                    continue;
                }
                let rm = *self.lev.at(xi, yi);
                let mut seen = bits & IN_SIGHT != 0;
                if !seen && bits & COULD_SEE != 0 && rm.lit {
                    // A lit wall or door is seen only when the square in
                    // front of it, towards the hero, is lit too.
                    let wallish = rm.typ == DOOR || rm.typ == SDOOR || crate::world::level::is_wall(rm.typ);
                    if wallish && !self.vis.clear[i] {
                        let dx = (ux - xi).signum();
                        seen = self.lev.at(xi + dx, yi + dy).lit;
                    } else {
                        seen = true;
                    }
                    if seen {
                        self.vis.viz[i] |= IN_SIGHT;
                    }
                }
                if seen {
                    let add = seenv_from(ux, uy, xi, yi);
                    if let Some(l) = self.lev.at_mut(xi, yi) {
                        l.seenv |= add;
                    }
                    // As vision.c: redraw what came into sight or is seen
                    // from a new angle; also (cheaply) any square whose
                    // top object no longer matches the memory, and every
                    // square while hallucinating.
                    let top = tops[x * ROWNO + y];
                    let remembered = self.mem.get(xi, yi);
                    let stale = match top.and_then(|k| self.lev.objects.get(k as usize)) {
                        Some(f) => remembered != Glyph::Obj(f.obj.otyp, f.obj.corpsenm),
                        None => matches!(remembered, Glyph::Obj(..) | Glyph::Invisible | Glyph::Unexplored),
                    };
                    if was & IN_SIGHT == 0 || rm.seenv | add != rm.seenv || stale || hallu || !rm.waslit && rm.lit {
                        self.newsym_top(xi, yi, top);
                    }
                } else if bits & COULD_SEE != 0 && rm.waslit {
                    // Was lit, now dark: remember it so.
                    if let Some(l) = self.lev.at_mut(xi, yi) {
                        l.waslit = false;
                    }
                    self.newsym(xi, yi);
                } else if was & IN_SIGHT != 0 || (bits ^ was) & COULD_SEE != 0 {
                    self.newsym(xi, yi);
                }
            }
        }
        // The hero's own square is always fresh.
        self.newsym(ux, uy);
    }

    /// The index in `lev.objects` of the top object on every square
    /// (column-major like the level), for drawing many squares at once.
    pub fn top_objects(&self) -> Vec<Option<u32>> {
        let mut tops = vec![None; COLNO * ROWNO];
        for (k, f) in self.lev.objects.iter().enumerate() {
            if f.x >= 0
                && f.y >= 0
                && (f.x as usize) < COLNO
                && (f.y as usize) < ROWNO
                && let Some(t) = tops.get_mut(f.x as usize * ROWNO + f.y as usize)
            {
                *t = Some(k as u32);
            }
        }
        tops
    }
}

#[cfg(test)]
mod tests;
