//! Selections: sets of map cells the SEL_* opcodes build and the level ops
//! (TERRAIN, DOOR, WALLIFY, ...) iterate over.
//!
//! Follows the `selection_*` functions of NetHack 3.6.7's `sp_lev.c`. A
//! selection covers the whole COLNO x ROWNO map (column 0 included, as
//! there); each row is a bit set. Iteration is column-major (x outer, y
//! inner) as in NetHack, and the random operations call `rn2` in the same
//! order and with the same arguments, so one seed gives one selection.
//! Arithmetic that NetHack does on `schar` keeps its 8-bit wrap-around.

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
        for x in x1..=x2 {
            s.set(x, y1, true);
            s.set(x, y2, true);
        }
        for y in y1..=y2 {
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

    /// Adds a Bresenham line (`selection_do_line`), with NetHack's `schar`
    /// coordinates: equal end points wrap all the way round.
    pub fn line(&mut self, x1: i8, y1: i8, x2: i8, y2: i8) {
        let (mut x1, mut y1) = (x1, y1);
        let (xi, dx) = if x1 < x2 { (1, x2 as i32 - x1 as i32) } else { (-1, x1 as i32 - x2 as i32) };
        let (yi, dy) = if y1 < y2 { (1, y2 as i32 - y1 as i32) } else { (-1, y1 as i32 - y2 as i32) };
        self.set(x1 as i64, y1 as i64, true);
        let step = |v: i8, d: i32| (v as i32 + d) as i8;
        if dx > dy {
            let (ai, bi) = ((dy - dx) * 2, dy * 2);
            let mut d0 = bi - dx;
            loop {
                if d0 >= 0 {
                    y1 = step(y1, yi);
                    d0 += ai;
                } else {
                    d0 += bi;
                }
                x1 = step(x1, xi);
                self.set(x1 as i64, y1 as i64, true);
                if x1 == x2 {
                    break;
                }
            }
        } else {
            let (ai, bi) = ((dx - dy) * 2, dx * 2);
            let mut d0 = bi - dy;
            loop {
                if d0 >= 0 {
                    x1 = step(x1, xi);
                    d0 += ai;
                } else {
                    d0 += bi;
                }
                y1 = step(y1, yi);
                self.set(x1 as i64, y1 as i64, true);
                if y1 == y2 {
                    break;
                }
            }
        }
    }

    /// Adds a random line (`selection_do_randline`): midpoints displaced
    /// by up to `rough`, recursing `rec` levels (SEL_RNDLINE uses 12).
    #[allow(clippy::too_many_arguments)]
    pub fn randline(
        &mut self,
        x1: i8,
        y1: i8,
        x2: i8,
        y2: i8,
        rough: i8,
        rec: i8,
        rn2: &mut Rn2<'_>,
    ) -> Result<(), SelError> {
        if rec < 1 {
            return Ok(());
        }
        if x2 == x1 && y2 == y1 {
            self.set(x1 as i64, y1 as i64, true);
            return Ok(());
        }
        let span = (x2 as i32 - x1 as i32).abs().max((y2 as i32 - y1 as i32).abs());
        let mut rough = rough as i32;
        if rough > span {
            rough = span;
        }
        let (mx, my);
        if rough < 2 {
            mx = (x1 as i32 + x2 as i32) / 2;
            my = (y1 as i32 + y2 as i32) / 2;
        } else {
            let mut tries = 0;
            loop {
                let dx = rn2(rough as i64) as i32 - rough / 2;
                let dy = rn2(rough as i64) as i32 - rough / 2;
                let (cx, cy) = ((x1 as i32 + x2 as i32) / 2 + dx, (y1 as i32 + y2 as i32) / 2 + dy);
                if (0..COLNO as i32).contains(&cx) && (0..ROWNO as i32).contains(&cy) {
                    (mx, my) = (cx, cy);
                    break;
                }
                tries += 1;
                if tries >= MAX_RANDLINE_TRIES {
                    return Err(SelError::NoMidpoint);
                }
            }
        }
        let (mx, my) = (mx as i8, my as i8);
        self.set(mx as i64, my as i64, true);
        let rough = ((rough * 2) / 3) as i8;
        self.randline(x1, y1, mx, my, rough, rec - 1, rn2)?;
        self.randline(mx, my, x2, y2, rough, rec - 1, rn2)
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

    /// Adds an ellipse centred on `(xc, yc)` with radii `a` and `b`
    /// (`selection_do_ellipse`, McIlroy's algorithm); `filled` nonzero
    /// fills it.
    pub fn ellipse(&mut self, xc: i64, yc: i64, a: i64, b: i64, filled: bool) -> Result<(), SelError> {
        for r in [a, b] {
            if r > MAX_RADIUS {
                return Err(SelError::RadiusTooLarge(r));
            }
        }
        let (mut x, mut y) = (0i64, b);
        let (a2, b2) = (a * a, b * b);
        let crit1 = -(a2 / 4 + a % 2 + b2);
        let crit2 = -(b2 / 4 + b % 2 + a2);
        let crit3 = -(b2 / 4 + b % 2);
        let mut t = -a2 * y;
        let (mut dxt, mut dyt) = (2 * b2 * x, -2 * a2 * y);
        let (d2xt, d2yt) = (2 * b2, 2 * a2);
        let mut width = 1i64;
        let span = |s: &mut Selection, x: i64, y: i64, width: i64| {
            for i in 0..width {
                s.set(xc - x + i, yc - y, true);
            }
            if y != 0 {
                for i in 0..width {
                    s.set(xc - x + i, yc + y, true);
                }
            }
        };
        while y >= 0 && x <= a {
            if !filled {
                self.set(xc + x, yc + y, true);
                if x != 0 || y != 0 {
                    self.set(xc - x, yc - y, true);
                }
                if x != 0 && y != 0 {
                    self.set(xc + x, yc - y, true);
                    self.set(xc - x, yc + y, true);
                }
            }
            if t + b2 * x <= crit1 || t + a2 * y <= crit3 {
                x += 1;
                dxt += d2xt;
                t += dxt;
                width += 2;
            } else if t - a2 * y > crit2 {
                if filled {
                    span(self, x, y, width);
                }
                y -= 1;
                dyt += d2yt;
                t += dyt;
            } else {
                if filled {
                    span(self, x, y, width);
                }
                x += 1;
                dxt += d2xt;
                t += dxt;
                y -= 1;
                dyt += d2yt;
                t += dyt;
                width += 2;
            }
        }
        Ok(())
    }

    /// Adds a circle: an ellipse with equal radii.
    pub fn circle(&mut self, xc: i64, yc: i64, r: i64, filled: bool) -> Result<(), SelError> {
        self.ellipse(xc, yc, r, r, filled)
    }

    /// Adds a gradient around the segment `(x, y)`-`(x2, y2)`
    /// (`selection_do_gradient`): a cell at distance `d` (from `mind`, up
    /// to `maxd` if `limit`) is taken when `d - mind > rn2(maxd - mind)`.
    #[allow(clippy::too_many_arguments)]
    pub fn gradient(
        &mut self,
        (x, y): (i64, i64),
        (x2, y2): (i64, i64),
        gtyp: i64,
        mind: i64,
        maxd: i64,
        limit: bool,
        rn2: &mut Rn2<'_>,
    ) {
        let (mind, maxd) = if mind > maxd { (maxd, mind) } else { (mind, maxd) };
        let dofs = maxd.saturating_sub(mind).max(1);
        let dist = |x3: i64, y3: i64| line_dist_coord(x, y, x2, y2, x3, y3);
        for dx in 0..COLNO {
            for dy in 0..ROWNO {
                let d0 = if gtyp == GRADIENT_SQUARE {
                    let (d1, d2, d3, d4, d5) = (dist(x, dy), dist(dx, y), dist(x2, dy), dist(dx, y2), dist(dx, dy));
                    d5.min(d1.max(d2).min(d3.max(d4)))
                } else {
                    dist(dx, dy)
                };
                if d0 >= mind && (!limit || d0 <= maxd) && d0 - mind > rn2(dofs) {
                    self.set(dx, dy, true);
                }
            }
        }
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

/// `isqrt()` of hacklib.c (0 for negative input).
pub fn isqrt(val: i64) -> i64 {
    if val <= 0 {
        return 0;
    }
    let mut r = (val as f64).sqrt() as i64;
    while r * r > val {
        r -= 1;
    }
    while (r + 1) * (r + 1) <= val {
        r += 1;
    }
    r
}

/// Distance from the segment `(x1, y1)`-`(x2, y2)` to `(x3, y3)`, with
/// NetHack's single-precision projection (`line_dist_coord`).
pub fn line_dist_coord(x1: i64, y1: i64, x2: i64, y2: i64, x3: i64, y3: i64) -> i64 {
    let (px, py) = (x2 - x1, y2 - y1);
    let s = px * px + py * py;
    if x1 == x2 && y1 == y2 {
        let (dx, dy) = (x1 - x3, y1 - y3);
        // dist2() and isqrt() work in C int.
        return isqrt((dx * dx + dy * dy) as i32 as i64);
    }
    let mut lu = ((x3 - x1) * px + (y3 - y1) * py) as f32 / s as f32;
    lu = lu.clamp(0.0, 1.0);
    let x = (x1 as f32 + lu * px as f32) as i64;
    let y = (y1 as f32 + lu * py as f32) as i64;
    let (dx, dy) = (x - x3, y - y3);
    isqrt((dx * dx + dy * dy) as i32 as i64)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A scripted rn2: returns the values in turn (each reduced mod n).
    fn script(vals: &[i64]) -> impl FnMut(i64) -> i64 + '_ {
        let mut i = 0;
        move |n| {
            let v = vals[i % vals.len()] % n.max(1);
            i += 1;
            v
        }
    }

    #[test]
    fn points_rects_and_bytes() {
        let s = Selection::rect(2, 3, 5, 6);
        assert_eq!(s.count(), 12);
        assert!(s.get(2, 3) && s.get(5, 6) && !s.get(3, 4));
        let f = Selection::fillrect(2, 3, 5, 6);
        assert_eq!(f.count(), 16);
        assert_eq!(f.intersection(&s), s);
        assert_eq!(Selection::from_bytes(&f.to_bytes()), Some(f));
        assert_eq!(f.complement().count(), 80 * 21 - 16);
        assert_eq!(Selection::point(100, 3).count(), 0);
        assert_eq!(Selection::from_bytes(&[1; 10]), None);
    }

    #[test]
    fn lines_match_bresenham() {
        let mut s = Selection::new();
        s.line(1, 1, 5, 3);
        let pts: Vec<_> = s.points().collect();
        // NetHack's variant steps y on a zero error term.
        assert_eq!(pts, vec![(1, 1), (2, 2), (3, 2), (4, 3), (5, 3)]);
        // Equal end points: the schar counters wrap round, as in NetHack,
        // leaving the whole diagonal through the point.
        let mut d = Selection::new();
        d.line(10, 5, 10, 5);
        assert!(d.get(10, 5) && d.get(9, 4) && d.get(5, 0) && d.get(25, 20) && !d.get(11, 7));
        assert_eq!(d.count(), 21);
    }

    #[test]
    fn grow_follows_the_direction_bits() {
        let mut s = Selection::point(10, 10);
        s.grow(W_NORTH);
        assert_eq!(s.points().collect::<Vec<_>>(), vec![(10, 9), (10, 10)]);
        let mut s = Selection::point(10, 10);
        s.grow(W_NORTH | W_WEST);
        assert_eq!(s.count(), 4);
        assert!(s.get(9, 9));
        let mut s = Selection::point(10, 10);
        s.grow(W_ANY);
        assert_eq!(s.count(), 9);
        let mut edge = Selection::point(1, 0);
        edge.grow(W_WEST);
        assert_eq!(edge.count(), 1, "column 0 never grows");
    }

    #[test]
    fn floodfill_stays_in_the_region() {
        let wall = |x: i64, _y: i64| x != 20;
        let s = Selection::floodfill(5, 5, false, &wall);
        assert_eq!(s.count(), 19 * 21);
        assert!(!s.get(20, 5) && !s.get(0, 5));
    }

    #[test]
    fn rndcoord_picks_the_nth_cell() {
        let s = Selection::fillrect(0, 0, 2, 0);
        let mut calls = vec![];
        let mut rn2 = |n| {
            calls.push(n);
            1
        };
        assert_eq!(s.rndcoord(&mut rn2), Some((2, 0)));
        assert_eq!(calls, vec![2], "column 0 is not counted");
        assert_eq!(Selection::new().rndcoord(&mut |_| 0), None);
    }

    #[test]
    fn ellipses_and_circles() {
        let mut s = Selection::new();
        s.ellipse(40, 10, 3, 2, true).unwrap();
        assert!(s.get(40, 10) && s.get(43, 10) && s.get(40, 12) && !s.get(43, 12));
        let mut o = Selection::new();
        o.ellipse(40, 10, 3, 2, false).unwrap();
        assert!(!o.get(40, 10) && o.get(43, 10) && o.get(37, 10) && o.get(40, 8));
        assert_eq!(o.intersection(&s), o, "the outline lies in the filled one");
        let mut c = Selection::new();
        c.circle(10, 10, 0, false).unwrap();
        assert_eq!(c.count(), 1);
        assert_eq!(Selection::new().ellipse(5, 5, 1000, 2, true), Err(SelError::RadiusTooLarge(1000)));
    }

    #[test]
    fn gradients_respect_the_distances() {
        let mut s = Selection::new();
        // rn2 always 0: every cell farther than mind is taken.
        s.gradient((40, 10), (40, 10), GRADIENT_RADIAL, 2, 5, true, &mut |_| 0);
        assert!(!s.get(40, 10) && !s.get(42, 10) && s.get(43, 10) && s.get(45, 10) && !s.get(46, 10));
        let mut q = Selection::new();
        q.gradient((40, 10), (40, 10), GRADIENT_SQUARE, 0, 3, false, &mut |_| 0);
        assert!(q.get(50, 10) && !q.get(40, 10));
        assert_eq!(line_dist_coord(0, 0, 10, 0, 5, 3), 3);
        assert_eq!(isqrt(99), 9);
    }

    #[test]
    fn filters_call_rn2_per_cell_in_order() {
        let mut s = Selection::fillrect(1, 1, 2, 2);
        let vals = [10, 90, 10, 90];
        s.filter_percent(50, &mut script(&vals));
        assert_eq!(s.points().collect::<Vec<_>>(), vec![(1, 1), (2, 1)]);
        let terrain = |x: i64, _y: i64| if x == 1 { (24i8, 1i8) } else { (2, 0) };
        let all = Selection::fillrect(1, 1, 2, 2);
        let room = crate::value::mapchar::pack(24, -2);
        assert_eq!(all.filter_mapchar(room, &terrain, &mut |_| 0).count(), 2);
        let unlit_room = crate::value::mapchar::pack(24, 0);
        assert_eq!(all.filter_mapchar(unlit_room, &terrain, &mut |_| 0).count(), 0);
        let random = crate::value::mapchar::pack(24, -1);
        assert_eq!(all.filter_mapchar(random, &terrain, &mut script(&[1, 0])).count(), 1);
    }

    #[test]
    fn randline_joins_its_ends() {
        let mut s = Selection::new();
        let mut rng = 7i64;
        let mut rn2 = |n: i64| {
            rng = (rng * 1103515245 + 12345) & 0x7fff_ffff;
            rng % n
        };
        s.randline(5, 5, 30, 15, 6, 12, &mut rn2).unwrap();
        assert!(s.count() >= 10);
        let mut flat = Selection::new();
        flat.randline(5, 5, 9, 5, 0, 12, &mut |_| panic!("no randomness at roughness 0")).unwrap();
        // Midpoints only: the far end point itself is never set.
        assert_eq!(flat.points().collect::<Vec<_>>(), vec![(5, 5), (6, 5), (7, 5), (8, 5)]);
    }
}
