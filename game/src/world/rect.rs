//! The free-rectangle list that room placement draws from (rect.c).
//!
//! NetHack keeps the rectangles of the map still free for rooms in a static
//! array; OxHack keeps them in a [`Rects`] value that the level builder
//! owns, so no global state is involved. The array and its count behave as
//! rect.c's do, down to `split_rects` reading entries past the live count
//! while it recurses, so the same seed picks the same rectangles.

use crate::rng::Rng;
use crate::world::level::{COLNO, ROWNO};

/// How many free rectangles the list holds at most (`MAXRECT`).
pub const MAXRECT: usize = 50;
/// Horizontal and vertical margin kept around rooms (`XLIM`, `YLIM`).
pub const XLIM: i32 = 4;
pub const YLIM: i32 = 3;

/// A rectangle of map positions, bounds inclusive (`NhRect`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct NhRect {
    pub lx: i32,
    pub ly: i32,
    pub hx: i32,
    pub hy: i32,
}

impl NhRect {
    pub const fn new(lx: i32, ly: i32, hx: i32, hy: i32) -> NhRect {
        NhRect { lx, ly, hx, hy }
    }
}

/// The free-rectangle list (rect.c's `rect[]` and `rect_cnt`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rects {
    rect: [NhRect; MAXRECT + 1],
    cnt: usize,
}

impl Default for Rects {
    fn default() -> Self {
        Rects::new()
    }
}

impl Rects {
    /// A list holding the whole map (`init_rect`).
    pub fn new() -> Rects {
        let mut r = Rects { rect: [NhRect::default(); MAXRECT + 1], cnt: 0 };
        r.init_rect();
        r
    }

    /// Resets the list to one rectangle covering the map (`init_rect`).
    pub fn init_rect(&mut self) {
        self.cnt = 1;
        self.rect[0] = NhRect::new(0, 0, COLNO as i32 - 1, ROWNO as i32 - 1);
    }

    /// How many free rectangles there are (`rect_cnt`).
    pub fn len(&self) -> usize {
        self.cnt
    }

    pub fn is_empty(&self) -> bool {
        self.cnt == 0
    }

    /// The live rectangles.
    pub fn as_slice(&self) -> &[NhRect] {
        &self.rect[..self.cnt]
    }

    /// The index of a rectangle equal to `r` (`get_rect_ind`).
    pub fn get_rect_ind(&self, r: &NhRect) -> Option<usize> {
        self.as_slice().iter().position(|p| p == r)
    }

    /// A free rectangle containing `r` (`get_rect`).
    pub fn get_rect(&self, r: &NhRect) -> Option<NhRect> {
        self.as_slice().iter().copied().find(|p| r.lx >= p.lx && r.ly >= p.ly && r.hx <= p.hx && r.hy <= p.hy)
    }

    /// A random free rectangle (`rnd_rect`); draws `rn2(count)` only when
    /// the list is not empty.
    pub fn rnd_rect(&self, rng: &mut Rng) -> Option<NhRect> {
        if self.cnt > 0 { Some(self.rect[rng.rn2(self.cnt as i32) as usize]) } else { None }
    }

    /// Removes the rectangle equal to `r`, moving the last one into its
    /// slot (`remove_rect`).
    pub fn remove_rect(&mut self, r: &NhRect) {
        if let Some(ind) = self.get_rect_ind(r) {
            self.cnt -= 1;
            self.rect[ind] = self.rect[self.cnt];
        }
    }

    /// Adds `r` unless the list is full or a free rectangle already
    /// contains it (`add_rect`).
    pub fn add_rect(&mut self, r: &NhRect) {
        if self.cnt >= MAXRECT || self.get_rect(r).is_some() {
            return;
        }
        self.rect[self.cnt] = *r;
        self.cnt += 1;
    }

    /// Takes `r2` (inside the free rectangle `r1`) out of the free space:
    /// every free rectangle it overlaps is split into the strips around
    /// it that are still wide enough for a room (`split_rects`).
    pub fn split_rects(&mut self, r1: &NhRect, r2: &NhRect) {
        let old_r = *r1;
        self.remove_rect(r1);
        // Walk down from the old count: rect.c reads slots by index even
        // after a recursive split has shrunk the list.
        let mut i = self.cnt as isize - 1;
        while i >= 0 {
            let cur = self.rect[i as usize];
            if let Some(r) = intersect(&cur, r2) {
                self.split_rects(&cur, &r);
            }
            i -= 1;
        }
        let (colno, rowno) = (COLNO as i32, ROWNO as i32);
        if r2.ly - old_r.ly - 1 > (if old_r.hy < rowno - 1 { 2 * YLIM } else { YLIM + 1 }) + 4 {
            let r = NhRect { hy: r2.ly - 2, ..old_r };
            self.add_rect(&r);
        }
        if r2.lx - old_r.lx - 1 > (if old_r.hx < colno - 1 { 2 * XLIM } else { XLIM + 1 }) + 4 {
            let r = NhRect { hx: r2.lx - 2, ..old_r };
            self.add_rect(&r);
        }
        if old_r.hy - r2.hy - 1 > (if old_r.ly > 0 { 2 * YLIM } else { YLIM + 1 }) + 4 {
            let r = NhRect { ly: r2.hy + 2, ..old_r };
            self.add_rect(&r);
        }
        if old_r.hx - r2.hx - 1 > (if old_r.lx > 0 { 2 * XLIM } else { XLIM + 1 }) + 4 {
            let r = NhRect { lx: r2.hx + 2, ..old_r };
            self.add_rect(&r);
        }
    }
}

/// The overlap of two rectangles, if they overlap (`intersect`).
pub fn intersect(r1: &NhRect, r2: &NhRect) -> Option<NhRect> {
    if r2.lx > r1.hx || r2.ly > r1.hy || r2.hx < r1.lx || r2.hy < r1.ly {
        return None;
    }
    let r3 = NhRect { lx: r2.lx.max(r1.lx), ly: r2.ly.max(r1.ly), hx: r2.hx.min(r1.hx), hy: r2.hy.min(r1.hy) };
    if r3.lx > r3.hx || r3.ly > r3.hy { None } else { Some(r3) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn starts_with_the_whole_map() {
        let r = Rects::new();
        assert_eq!(r.as_slice(), &[NhRect::new(0, 0, 79, 20)]);
        assert_eq!(r.get_rect(&NhRect::new(5, 5, 10, 10)), Some(NhRect::new(0, 0, 79, 20)));
        assert_eq!(r.get_rect(&NhRect::new(5, 5, 80, 10)), None);
    }

    #[test]
    fn intersect_clips() {
        let a = NhRect::new(0, 0, 10, 10);
        assert_eq!(intersect(&a, &NhRect::new(5, 5, 20, 20)), Some(NhRect::new(5, 5, 10, 10)));
        assert_eq!(intersect(&a, &NhRect::new(11, 0, 20, 20)), None);
    }

    #[test]
    fn split_leaves_the_wide_strips() {
        let mut r = Rects::new();
        let whole = r.as_slice()[0];
        // A room in the middle: the strips left (cols 0..=28) and right
        // (cols 42..=79) are kept; above and below are too thin.
        r.split_rects(&whole, &NhRect::new(30, 6, 40, 12));
        let got = r.as_slice().to_vec();
        assert_eq!(got, vec![NhRect::new(0, 0, 28, 20), NhRect::new(42, 0, 79, 20)]);
        // A flatter room leaves the strip above too.
        let mut r2 = Rects::new();
        r2.split_rects(&whole, &NhRect::new(30, 10, 40, 12));
        assert_eq!(r2.as_slice()[0], NhRect::new(0, 0, 79, 8));
        // Nothing free overlaps the taken area.
        assert!(got.iter().all(|f| intersect(f, &NhRect::new(30, 6, 40, 12)).is_none()));
    }

    #[test]
    fn add_and_remove() {
        let mut r = Rects::new();
        r.add_rect(&NhRect::new(1, 1, 2, 2)); // inside the whole map: ignored
        assert_eq!(r.len(), 1);
        r.remove_rect(&NhRect::new(0, 0, 79, 20));
        assert!(r.is_empty());
        assert_eq!(r.rnd_rect(&mut Rng::new(1)), None);
        for i in 0..60 {
            r.add_rect(&NhRect::new(i, 0, i, 0));
        }
        assert_eq!(r.len(), MAXRECT);
        assert_eq!(r.get_rect_ind(&NhRect::new(3, 0, 3, 0)), Some(3));
    }
}
