//! The drawn selections of NetHack 3.6.7's `sp_lev.c`: Bresenham and
//! random lines (`selection_do_line`, `selection_do_randline`), McIlroy's
//! ellipse (`selection_do_ellipse`) and gradients
//! (`selection_do_gradient`, `line_dist_coord`), with NetHack's integer
//! widths and its `rn2` call order.

use super::{COLNO, GRADIENT_SQUARE, MAX_RADIUS, MAX_RANDLINE_TRIES, ROWNO, Rn2, SelError, Selection};

impl Selection {
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

    /// Adds an ellipse centred on `(xc, yc)` with radii `a` and `b`
    /// (`selection_do_ellipse`, McIlroy's algorithm); `filled` nonzero
    /// fills it.
    pub fn ellipse(&mut self, xc: i64, yc: i64, a: i64, b: i64, filled: bool) -> Result<(), SelError> {
        for r in [a, b] {
            if r > MAX_RADIUS {
                return Err(SelError::RadiusTooLarge(r));
            }
        }
        if a < 0 || b < 0 {
            // NetHack's loop would not run.
            return Ok(());
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
                if d0 >= mind && (!limit || d0 <= maxd) && d0.saturating_sub(mind) > rn2(dofs) {
                    self.set(dx, dy, true);
                }
            }
        }
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
