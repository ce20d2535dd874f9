//! The Planes of Water and Air at creation (mkmaze.c's `setup_waterlevel`,
//! `mk_bubble` and the first `mv_bubble`).
//!
//! Unfilled parts of these levels become water or air, and bubbles of air
//! (on the Plane of Water) or clouds (on the Plane of Air) are scattered
//! over a grid. The bubbles move during play; their list is returned for
//! the game to keep.

use crate::rng::Rng;
use crate::world::level::Level;
use oxhack_vm::terrain::*;

/// The levels' bounds (`xmin`, `ymin`, `xmax`, `ymax`) and the bubbles'
/// (one inside).
const XMIN: i32 = 3;
const YMIN: i32 = 1;
const XMAX: i32 = 78;
const YMAX: i32 = 20;
const BXMIN: i32 = XMIN + 1;
const BYMIN: i32 = YMIN + 1;
const BXMAX: i32 = XMAX - 1;
const BYMAX: i32 = YMAX - 1;

/// Bubble shapes: width, height, then one bit row per line (`bmask`).
const BMASKS: [&[u8]; 7] = [
    &[2, 1, 0x3],
    &[3, 2, 0x7, 0x7],
    &[4, 3, 0x6, 0xf, 0x6],
    &[5, 3, 0xe, 0x1f, 0xe],
    &[6, 4, 0x1e, 0x3f, 0x3f, 0x1e],
    &[7, 4, 0x3e, 0x7f, 0x7f, 0x3e],
    &[8, 4, 0x7e, 0xff, 0xff, 0x7e],
];

/// An air bubble or a cloud (`struct bubble`, without its contents).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bubble {
    /// Upper left corner.
    pub x: i32,
    pub y: i32,
    /// General direction of movement.
    pub dx: i32,
    pub dy: i32,
    /// Shape: width, height, bit rows.
    pub bm: &'static [u8],
}

impl Bubble {
    /// Pulls the bubble back inside the movement bounds; which borders it
    /// touched or crossed (`colli`: 2 for a side, 1 for the top or bottom),
    /// for the bounce that turns it around.
    pub fn keep_in_bounds(&mut self) -> i32 {
        let (w, h) = (self.bm[0] as i32, self.bm[1] as i32);
        let mut colli = 0;
        if self.x <= BXMIN || self.x + w > BXMAX {
            colli |= 2;
        }
        if self.y <= BYMIN || self.y + h > BYMAX {
            colli |= 1;
        }
        self.x = self.x.max(BXMIN);
        self.y = self.y.max(BYMIN);
        if self.x + w - 1 > BXMAX {
            self.x = BXMAX - w + 1;
        }
        if self.y + h - 1 > BYMAX {
            self.y = BYMAX - h + 1;
        }
        colli
    }

    /// The squares the bubble covers.
    /// Draws the bubble: air in the Plane of Water, cloud in the Plane of
    /// Air, lit (the first placement and every move draw alike).
    pub fn draw(&self, lev: &mut Level, water: bool) {
        let t = if water { AIR } else { CLOUD };
        for (x, y) in self.squares() {
            if let Some(l) = lev.at_mut(x, y) {
                l.typ = t;
                l.lit = true;
            }
        }
    }

    /// Turns the bubble back from the borders it hit (`keep_in_bounds`'s
    /// answer: 1 top or bottom, 2 a side, 3 both). False when it hit none.
    pub fn bounce(&mut self, colli: i32) -> bool {
        match colli {
            1 => self.dy = -self.dy,
            3 => {
                self.dy = -self.dy;
                self.dx = -self.dx;
            }
            2 => self.dx = -self.dx,
            _ => return false,
        }
        true
    }

    pub fn squares(&self) -> impl Iterator<Item = (i32, i32)> + '_ {
        let (w, h) = (self.bm[0] as i32, self.bm[1] as i32);
        (0..w).flat_map(move |i| {
            (0..h).filter(move |&j| self.bm[j as usize + 2] & (1 << i) != 0).map(move |j| (self.x + i, self.y + j))
        })
    }
}

impl Bubble {
    /// The bubble as the level keeps it (its shape by index).
    pub fn kept(&self) -> crate::world::level::PlaneBubble {
        let shape = BMASKS.iter().position(|m| *m == self.bm).unwrap_or(0) as u8;
        crate::world::level::PlaneBubble { x: self.x, y: self.y, dx: self.dx, dy: self.dy, shape }
    }

    /// A kept bubble with its shape again.
    pub fn from_kept(b: &crate::world::level::PlaneBubble) -> Bubble {
        Bubble { x: b.x, y: b.y, dx: b.dx, dy: b.dy, bm: BMASKS[(b.shape as usize).min(BMASKS.len() - 1)] }
    }
}

/// The bubbles' movement bounds (`bxmin`, `bymin`, `bxmax`, `bymax`).
pub const BUBBLE_BOUNDS: (i32, i32, i32, i32) = (BXMIN, BYMIN, BXMAX, BYMAX);

/// Which plane is being set up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Plane {
    Water,
    Air,
}

/// `setup_waterlevel` (with `fixup_special`'s `hero_memory = 0`): rock
/// becomes water or air and bubbles are made; returns them in order.
pub fn setup_waterlevel(lev: &mut Level, rng: &mut Rng, plane: Plane) -> Vec<Bubble> {
    lev.flags.hero_memory = false;
    let typ = if plane == Plane::Water { WATER } else { AIR };
    for x in 1..crate::world::level::COLNO as i32 {
        for y in 0..crate::world::level::ROWNO as i32 {
            if lev.typ(x, y) == STONE {
                lev.set_typ(x, y, typ);
            }
        }
    }
    let (xskip, yskip) =
        if plane == Plane::Water { (10 + rng.rn2(10), 4 + rng.rn2(4)) } else { (6 + rng.rn2(4), 3 + rng.rn2(3)) };
    let mut bubbles = Vec::new();
    let mut x = BXMIN;
    while x <= BXMAX {
        let mut y = BYMIN;
        while y <= BYMAX {
            let n = rng.rn2(7) as usize;
            if let Some(b) = mk_bubble(lev, rng, plane, x, y, n) {
                bubbles.push(b);
            }
            y += yskip;
        }
        x += xskip;
    }
    bubbles
}

/// `mk_bubble`: a bubble of shape `n` at (x, y), pulled inside the
/// bounds, drawn where it stands.
fn mk_bubble(lev: &mut Level, rng: &mut Rng, plane: Plane, x: i32, y: i32, n: usize) -> Option<Bubble> {
    if x >= BXMAX || y >= BYMAX {
        return None;
    }
    let bm = BMASKS[n.min(BMASKS.len() - 1)];
    let (w, h) = (bm[0] as i32, bm[1] as i32);
    let x = if x + w - 1 > BXMAX { BXMAX - w + 1 } else { x };
    let y = if y + h - 1 > BYMAX { BYMAX - h + 1 } else { y };
    let dx = 1 - rng.rn2(3);
    let dy = 1 - rng.rn2(3);
    let mut b = Bubble { x, y, dx, dy, bm };
    mv_bubble_initial(lev, rng, plane, &mut b);
    Some(b)
}

/// The first `mv_bubble(b, 0, 0, TRUE)`: no movement, bounce off the
/// borders, draw.
fn mv_bubble_initial(lev: &mut Level, rng: &mut Rng, plane: Plane, b: &mut Bubble) {
    let mut colli = 0;
    // Clouds move slowly: the Air plane rolls to see whether this one does.
    if plane == Plane::Water || rng.rn2(6) == 0 {
        colli = b.keep_in_bounds();
    }
    b.draw(lev, plane == Plane::Water);
    b.bounce(colli);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::world::level::DLevel;

    #[test]
    fn water_plane_gets_air_bubbles_inside_the_bounds() {
        let mut lev = Level::new(DLevel { dnum: 7, dlevel: 2 });
        lev.set_typ(10, 10, ROOM);
        let bubbles = setup_waterlevel(&mut lev, &mut Rng::new(4), Plane::Water);
        assert!(!bubbles.is_empty());
        for b in &bubbles {
            for (x, y) in b.squares() {
                assert!((BXMIN..=BXMAX).contains(&x) && (BYMIN..=BYMAX).contains(&y), "{b:?}");
                assert_eq!(lev.typ(x, y), AIR);
                assert!(lev.at(x, y).lit);
            }
        }
        assert_eq!(lev.typ(1, 0), WATER);
        assert!(!lev.flags.hero_memory);
        let again = setup_waterlevel(&mut Level::new(DLevel { dnum: 7, dlevel: 2 }), &mut Rng::new(4), Plane::Water);
        assert_eq!(again, bubbles, "same seed, same bubbles");
    }

    #[test]
    fn air_plane_gets_clouds() {
        let mut lev = Level::new(DLevel { dnum: 7, dlevel: 3 });
        let bubbles = setup_waterlevel(&mut lev, &mut Rng::new(8), Plane::Air);
        let clouds = Level::positions().filter(|&(x, y)| lev.typ(x, y) == CLOUD).count();
        let covered: std::collections::HashSet<_> = bubbles.iter().flat_map(|b| b.squares()).collect();
        assert_eq!(clouds, covered.len());
        assert!(clouds > 0);
        assert_eq!(lev.typ(40, 0), AIR);
    }
}
