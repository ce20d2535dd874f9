//! Selections: sets of map cells the SEL_* opcodes build and the level ops
//! (TERRAIN, DOOR, WALLIFY, ...) iterate over.
//!
//! Follows the `selection_*` functions of NetHack 3.6.7's `sp_lev.c`. A
//! selection covers the whole COLNO x ROWNO map (column 0 included, as
//! there); each row is a bit set. Iteration is column-major (x outer, y
//! inner) as in NetHack, and the random operations call `rn2` in the same
//! order and with the same arguments, so one seed gives one selection.
//! Arithmetic that NetHack does on `schar` keeps its 8-bit wrap-around.
//! The drawn shapes (lines, ellipses, gradients) are in `shapes.rs`.

mod shapes;

pub use shapes::{isqrt, line_dist_coord};

/// Map width (`COLNO`).
pub const COLNO: i64 = 80;
/// Map height (`ROWNO`).
pub const ROWNO: i64 = 21;

/// Growth directions for [`Selection::grow`] (and MAZEWALK, ROOM_DOOR).
pub const W_NORTH: i64 = 1;
pub const W_SOUTH: i64 = 2;
pub const W_EAST: i64 = 4;
pub const W_WEST: i64 = 8;
/// All four directions.
pub const W_ANY: i64 = W_NORTH | W_SOUTH | W_EAST | W_WEST;

/// Gradient kinds (`SEL_GRADIENT_RADIAL`, `SEL_GRADIENT_SQUARE`).
pub const GRADIENT_RADIAL: i64 = 0;
pub const GRADIENT_SQUARE: i64 = 1;

/// The largest ellipse radius accepted; NetHack would loop over the whole
/// radius even though the map is only 80 wide.
pub const MAX_RADIUS: i64 = 255;
/// How many tries [`Selection::randline`] gives one midpoint before it
/// gives up (NetHack would loop forever on some off-map end points).
pub const MAX_RANDLINE_TRIES: u32 = 10_000;

/// A random number source: `rn2(n)` as `rnd.c` defines it (0..n-1).
pub type Rn2<'a> = dyn FnMut(i64) -> i64 + 'a;

/// Why a selection could not be built.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SelError {
    /// An ellipse radius above [`MAX_RADIUS`].
    RadiusTooLarge(i64),
    /// A random line's midpoint never landed on the map.
    NoMidpoint,
}

impl std::fmt::Display for SelError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SelError::RadiusTooLarge(r) => write!(f, "ellipse radius {r} is larger than {MAX_RADIUS}"),
            SelError::NoMidpoint => write!(f, "random line: no midpoint on the map"),
        }
    }
}

/// `isok()`: inside the map proper (column 0 is not).
pub fn isok(x: i64, y: i64) -> bool {
    (1..COLNO).contains(&x) && (0..ROWNO).contains(&y)
}

const ROW_MASK: u128 = (1u128 << COLNO) - 1;

/// A set of map cells (`SPOVAR_SEL`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Selection {
    rows: [u128; ROWNO as usize],
}

impl std::fmt::Debug for Selection {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(f, "Selection({} cells)", self.count())?;
        for y in 0..ROWNO {
            let row: String = (0..COLNO).map(|x| if self.get(x, y) { '#' } else { '.' }).collect();
            writeln!(f, "{row}")?;
        }
        Ok(())
    }
}

impl Selection {
    /// The empty selection (`selection_opvar(NULL)`).
    pub fn new() -> Selection {
        Selection::default()
    }

    /// Whether `(x, y)` is selected; off-map cells never are.
    pub fn get(&self, x: i64, y: i64) -> bool {
        if !(0..COLNO).contains(&x) || !(0..ROWNO).contains(&y) {
            return false;
        }
        self.rows[y as usize] >> x & 1 != 0
    }

    /// Selects or clears `(x, y)`; off-map cells are ignored.
    pub fn set(&mut self, x: i64, y: i64, on: bool) {
        if !(0..COLNO).contains(&x) || !(0..ROWNO).contains(&y) {
            return;
        }
        let bit = 1u128 << x;
        if on {
            self.rows[y as usize] |= bit;
        } else {
            self.rows[y as usize] &= !bit;
        }
    }

    /// Number of selected cells.
    pub fn count(&self) -> usize {
        self.rows.iter().map(|r| r.count_ones() as usize).sum()
    }

    /// Whether nothing is selected.
    pub fn is_empty(&self) -> bool {
        self.rows.iter().all(|&r| r == 0)
    }

    /// The selected cells in NetHack's iteration order (x outer, y inner),
    /// as `selection_iterate` visits them.
    pub fn points(&self) -> impl Iterator<Item = (i64, i64)> + '_ {
        (0..COLNO).flat_map(move |x| (0..ROWNO).map(move |y| (x, y))).filter(|&(x, y)| self.get(x, y))
    }

    /// One cell (SEL_POINT).
    pub fn point(x: i64, y: i64) -> Selection {
        let mut s = Selection::new();
        s.set(x, y, true);
        s
    }

    /// The outline of a rectangle (SEL_RECT); corners as given.
    pub fn rect(x1: i64, y1: i64, x2: i64, y2: i64) -> Selection {
        let mut s = Selection::new();
        for x in x1.max(0)..=x2.min(COLNO - 1) {
            s.set(x, y1, true);
            s.set(x, y2, true);
        }
        for y in y1.max(0)..=y2.min(ROWNO - 1) {
            s.set(x1, y, true);
            s.set(x2, y, true);
        }
        s
    }

    /// A filled rectangle (SEL_FILLRECT).
    pub fn fillrect(x1: i64, y1: i64, x2: i64, y2: i64) -> Selection {
        let mut s = Selection::new();
        for x in x1.max(0)..=x2.min(COLNO - 1) {
            for y in y1.max(0)..=y2.min(ROWNO - 1) {
                s.set(x, y, true);
            }
        }
        s
    }

    /// Grows the selection by one cell in the `W_*` directions of `dir`
    /// (`selection_do_grow`); two adjacent directions also grow the
    /// diagonal between them. Column 0 never grows.
    pub fn grow(&mut self, dir: i64) {
        let has = |d: i64| dir & d == d;
        let mut tmp = Selection::new();
        for x in 1..COLNO {
            for y in 0..ROWNO {
                let g = |dx: i64, dy: i64| self.get(x + dx, y + dy);
                if (has(W_WEST) && g(1, 0))
                    || (has(W_WEST | W_NORTH) && g(1, 1))
                    || (has(W_NORTH) && g(0, 1))
                    || (has(W_NORTH | W_EAST) && g(-1, 1))
                    || (has(W_EAST) && g(-1, 0))
                    || (has(W_EAST | W_SOUTH) && g(-1, -1))
                    || (has(W_SOUTH) && g(0, -1))
                    || (has(W_SOUTH | W_WEST) && g(1, -1))
                {
                    tmp.set(x, y, true);
                }
            }
        }
        *self = self.union(&tmp);
    }

    /// The cells connected to `(x, y)` orthogonally (and diagonally if
    /// asked) for which `matches` holds, within [`isok`]
    /// (`selection_floodfill`). The start cell is included if on the map.
    pub fn floodfill(x: i64, y: i64, diagonals: bool, matches: &dyn Fn(i64, i64) -> bool) -> Selection {
        let mut s = Selection::new();
        let mut pending = vec![(x, y)];
        let mut queued = Selection::new();
        queued.set(x, y, true);
        const ORTHO: [(i64, i64); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
        const DIAG: [(i64, i64); 4] = [(1, 1), (-1, -1), (-1, 1), (1, -1)];
        while let Some((cx, cy)) = pending.pop() {
            if isok(cx, cy) {
                s.set(cx, cy, true);
            }
            let dirs = if diagonals { &[ORTHO, DIAG][..] } else { &[ORTHO][..] };
            for &(dx, dy) in dirs.iter().flatten() {
                let (nx, ny) = (cx + dx, cy + dy);
                if isok(nx, ny) && !queued.get(nx, ny) && matches(nx, ny) {
                    queued.set(nx, ny, true);
                    pending.push((nx, ny));
                }
            }
        }
        s
    }

    /// A random selected cell inside the map proper (`selection_rndcoord`):
    /// one `rn2(count)` call when there is any.
    pub fn rndcoord(&self, rn2: &mut Rn2<'_>) -> Option<(i64, i64)> {
        let n = self.points().filter(|&(x, y)| isok(x, y)).count();
        if n == 0 {
            return None;
        }
        let c = rn2(n as i64);
        let c = usize::try_from(c).unwrap_or(0);
        self.points().filter(|&(x, y)| isok(x, y)).nth(c)
    }

    /// Every cell not selected, column 0 included (`selection_not`).
    pub fn complement(&self) -> Selection {
        let mut s = *self;
        for r in &mut s.rows {
            *r = !*r & ROW_MASK;
        }
        s
    }

    /// Cells in either (`selection_logical_oper` with `|`).
    pub fn union(&self, other: &Selection) -> Selection {
        let mut s = *self;
        for (r, o) in s.rows.iter_mut().zip(other.rows) {
            *r |= o;
        }
        s
    }

    /// Cells in both (`selection_logical_oper` with `&`).
    pub fn intersection(&self, other: &Selection) -> Selection {
        let mut s = *self;
        for (r, o) in s.rows.iter_mut().zip(other.rows) {
            *r &= o;
        }
        s
    }

    /// Keeps each cell with `percent`% chance: one `rn2(100)` per selected
    /// cell, in order (`selection_filter_percent`).
    pub fn filter_percent(&mut self, percent: i64, rn2: &mut Rn2<'_>) {
        let pts: Vec<_> = self.points().collect();
        for (x, y) in pts {
            if rn2(100) >= percent {
                self.set(x, y, false);
            }
        }
    }

    /// The selected cells whose terrain is the map character's
    /// (`selection_filter_mapchar`). `terrain(x, y)` gives `(typ, lit)`;
    /// a random light (-1) keeps each match with one `rn2(2)`.
    pub fn filter_mapchar(&self, mapchar: i64, terrain: &dyn Fn(i64, i64) -> (i8, i8), rn2: &mut Rn2<'_>) -> Selection {
        let typ = crate::value::mapchar::typ(mapchar) as u8 as i8;
        let lit = crate::value::mapchar::lit(mapchar) as i8;
        let mut out = Selection::new();
        for (x, y) in self.points() {
            let (t, l) = terrain(x, y);
            if t != typ {
                continue;
            }
            match lit {
                -1 => out.set(x, y, rn2(2) != 0),
                0 | 1 => out.set(x, y, l == lit),
                _ => out.set(x, y, true),
            }
        }
        out
    }

    /// The `SPOVAR_SEL` bytes: COLNO*ROWNO cells row by row, each 1 + 0/1
    /// (never NUL, as the C strings are).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut v = Vec::with_capacity((COLNO * ROWNO) as usize);
        for y in 0..ROWNO {
            for x in 0..COLNO {
                v.push(1 + self.get(x, y) as u8);
            }
        }
        v
    }

    /// Reads [`Selection::to_bytes`] bytes; `None` unless exactly
    /// COLNO*ROWNO long. A cell is selected when its byte is not 1.
    pub fn from_bytes(b: &[u8]) -> Option<Selection> {
        if b.len() != (COLNO * ROWNO) as usize {
            return None;
        }
        let mut s = Selection::new();
        for (i, &c) in b.iter().enumerate() {
            let i = i as i64;
            s.set(i % COLNO, i / COLNO, c.wrapping_sub(1) != 0);
        }
        Some(s)
    }
}

#[cfg(test)]
mod tests;
