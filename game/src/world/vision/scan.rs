//! vision.c's line-of-sight engine ("algorithm C"): `view_from` with its
//! `right_side` / `left_side` row scans, and the Bresenham `clear_path`
//! the scans test squares with (`_q1_path` .. `_q4_path` in one).

use super::COULD_SEE;
use crate::world::level::{COLNO, ROWNO};

/// `clear_path` over a `viz_clear` map (row-major): every square strictly
/// between (x1, y1) and (x2, y2) on the Bresenham line is clear.
pub fn clear_path_in(clear: &[bool], x1: i32, y1: i32, x2: i32, y2: i32) -> bool {
    let ok = |x: i32, y: i32| x >= 0 && y >= 0 && (x as usize) < COLNO && (y as usize) < ROWNO;
    if !ok(x1, y1) || !ok(x2, y2) || clear.len() < COLNO * ROWNO {
        return false;
    }
    let (xstep, dx) = if x2 >= x1 { (1, x2 - x1) } else { (-1, x1 - x2) };
    let (ystep, dy) = if y2 >= y1 { (1, y2 - y1) } else { (-1, y1 - y2) };
    let (dxs, dys) = (dx << 1, dy << 1);
    let (mut x, mut y) = (x1, y1);
    if dy > dx {
        let mut err = dxs - dy;
        for _ in 1..dy {
            if err >= 0 {
                x += xstep;
                err -= dys;
            }
            y += ystep;
            err += dxs;
            if !clear[y as usize * COLNO + x as usize] {
                return false;
            }
        }
    } else {
        let mut err = dys - dx;
        for _ in 1..dx {
            if err >= 0 {
                y += ystep;
                err -= dxs;
            }
            x += xstep;
            err += dys;
            if !clear[y as usize * COLNO + x as usize] {
                return false;
            }
        }
    }
    true
}

/// The scan's fixed inputs and its output rows.
struct Scan<'a> {
    clear: &'a [bool],
    left_ptrs: &'a [u8],
    right_ptrs: &'a [u8],
    cs: &'a mut [u8],
    start_row: i32,
    start_col: i32,
    step: i32,
}

impl Scan<'_> {
    fn is_clear(&self, row: i32, col: i32) -> bool {
        self.clear[row as usize * COLNO + col as usize]
    }
    fn rptr(&self, row: i32, col: i32) -> i32 {
        self.right_ptrs[row as usize * COLNO + col as usize] as i32
    }
    fn lptr(&self, row: i32, col: i32) -> i32 {
        self.left_ptrs[row as usize * COLNO + col as usize] as i32
    }
    fn set(&mut self, row: i32, from: i32, to: i32) {
        let base = row as usize * COLNO;
        for c in from.max(0)..=to.min(COLNO as i32 - 1) {
            self.cs[base + c as usize] |= COULD_SEE;
        }
    }
    fn path(&self, row: i32, col: i32) -> bool {
        clear_path_in(self.clear, self.start_col, self.start_row, col, row)
    }

    /// Marks what is visible on one quadrant's row to the right of the
    /// hero and recurses into the next row for each visible stretch.
    fn right_side(&mut self, row: i32, mut left: i32, right_mark: i32) {
        let nrow = row + self.step;
        let deeper = (0..ROWNO as i32).contains(&nrow);
        let lim_max = COLNO as i32 - 1;
        while left <= right_mark {
            let mut right_edge = self.rptr(row, left).min(lim_max);
            if !self.is_clear(row, left) {
                // The far side of a stone run: all of it is seen, and a
                // little past the mark when the row before was open there.
                if right_edge > right_mark {
                    right_edge = if self.is_clear(row - self.step, right_mark) { right_mark + 1 } else { right_mark };
                }
                self.set(row, left, right_edge);
                left = right_edge + 1;
                continue;
            }
            if left != self.start_col {
                while left <= right_edge && !self.path(row, left) {
                    left += 1;
                }
                if left > lim_max {
                    return;
                }
                if left == lim_max {
                    self.set(row, lim_max, lim_max);
                    return;
                }
                if left >= right_edge {
                    left = right_edge;
                    continue;
                }
            }
            let mut right;
            if right_mark < right_edge {
                right = right_mark;
                while right <= right_edge && self.path(row, right) {
                    right += 1;
                }
                right -= 1;
            } else {
                right = right_edge;
            }
            if left <= right {
                if left == right
                    && left == self.start_col
                    && self.start_col < COLNO as i32 - 1
                    && !self.is_clear(row, self.start_col + 1)
                {
                    right = self.start_col + 1;
                }
                right = right.min(lim_max);
                self.set(row, left, right);
                if deeper {
                    self.right_side(nrow, left, right);
                }
                left = right + 1;
            }
        }
    }

    /// The mirror image of [`Scan::right_side`].
    fn left_side(&mut self, row: i32, left_mark: i32, mut right: i32) {
        let nrow = row + self.step;
        let deeper = (0..ROWNO as i32).contains(&nrow);
        let lim_min = 0;
        while right >= left_mark {
            let mut left_edge = self.lptr(row, right).max(lim_min);
            if !self.is_clear(row, right) {
                if left_edge < left_mark {
                    left_edge = if self.is_clear(row - self.step, left_mark) { left_mark - 1 } else { left_mark };
                }
                self.set(row, left_edge, right);
                right = left_edge - 1;
                continue;
            }
            if right != self.start_col {
                while right >= left_edge && !self.path(row, right) {
                    right -= 1;
                }
                if right < lim_min {
                    return;
                }
                if right == lim_min {
                    self.set(row, lim_min, lim_min);
                    return;
                }
                if right <= left_edge {
                    right = left_edge;
                    continue;
                }
            }
            let mut left;
            if left_mark > left_edge {
                left = left_mark;
                while left >= left_edge && self.path(row, left) {
                    left -= 1;
                }
                left += 1;
            } else {
                left = left_edge;
            }
            if left <= right {
                if left == right
                    && right == self.start_col
                    && self.start_col > 0
                    && !self.is_clear(row, self.start_col - 1)
                {
                    left = self.start_col - 1;
                }
                left = left.max(lim_min);
                self.set(row, left, right);
                if deeper {
                    self.left_side(nrow, left, right);
                }
                right = left - 1;
            }
        }
    }
}

/// `view_from`: marks COULD_SEE in `cs` (row-major) for every square
/// visible from (srow, scol) over the clear map.
pub fn view_from(clear: &[bool], left_ptrs: &[u8], right_ptrs: &[u8], cs: &mut [u8], srow: usize, scol: usize) {
    if srow >= ROWNO || scol >= COLNO || cs.len() < COLNO * ROWNO || clear.len() < COLNO * ROWNO {
        return;
    }
    let mut s = Scan { clear, left_ptrs, right_ptrs, cs, start_row: srow as i32, start_col: scol as i32, step: 1 };
    let (r, c) = (srow as i32, scol as i32);
    let (left, right) = if s.is_clear(r, c) {
        (s.lptr(r, c), s.rptr(r, c))
    } else {
        let l = if c == 0 {
            0
        } else if s.is_clear(r, c - 1) {
            s.lptr(r, c - 1)
        } else {
            c - 1
        };
        let rr = if c == COLNO as i32 - 1 {
            c
        } else if s.is_clear(r, c + 1) {
            s.rptr(r, c + 1)
        } else {
            c + 1
        };
        (l, rr)
    };
    s.set(r, left, right);
    if r + 1 < ROWNO as i32 {
        s.step = 1;
        if c < COLNO as i32 - 1 {
            s.right_side(r + 1, c, right);
        }
        if c > 0 {
            s.left_side(r + 1, left, c);
        }
    }
    if r > 0 {
        s.step = -1;
        if c < COLNO as i32 - 1 {
            s.right_side(r - 1, c, right);
        }
        if c > 0 {
            s.left_side(r - 1, left, c);
        }
    }
}
