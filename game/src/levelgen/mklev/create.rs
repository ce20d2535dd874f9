//! Rooms placed by geometry (sp_lev.c's `check_room`, `create_room`,
//! `create_subroom`, and mklev.c's `create_vault`): the entry point both
//! mklev's random rooms and a special level's `ROOM` use.

use super::{Hooks, MkLev};
use crate::world::level::{COLNO, Coord, ROWNO, RoomId, rtype};
use crate::world::rect::{NhRect, XLIM, YLIM};
use oxhack_vm::terrain::*;

/// Alignments of a room placed by `create_room` (sp_lev.c's `LEFT`,
/// `CENTER`, `RIGHT`, `TOP`, `BOTTOM`); -1 is random (`rnd(3)`).
pub const LEFT: i32 = 1;
pub const H_LEFT: i32 = 2;
pub const CENTER: i32 = 3;
pub const H_RIGHT: i32 = 4;
pub const RIGHT: i32 = 5;
pub const TOP: i32 = 1;
pub const BOTTOM: i32 = 5;

impl MkLev<'_> {
    /// Checks that the room at `lowx..lowx+ddx`, `lowy..lowy+ddy` has rock
    /// all around with a margin, shrinking it (or, one time in three,
    /// giving up) when something is in the way (`check_room`). The
    /// arguments are updated to the room that fits.
    pub fn check_room(&mut self, lowx: &mut i32, ddx: &mut i32, lowy: &mut i32, ddy: &mut i32, vault: bool) -> bool {
        let mut hix = *lowx + *ddx;
        let mut hiy = *lowy + *ddy;
        let xlim = XLIM + vault as i32;
        let ylim = YLIM + vault as i32;
        let (colno, rowno) = (COLNO as i32, ROWNO as i32);
        *lowx = (*lowx).max(3);
        *lowy = (*lowy).max(2);
        hix = hix.min(colno - 3);
        hiy = hiy.min(rowno - 3);
        'chk: loop {
            if hix <= *lowx || hiy <= *lowy {
                return false;
            }
            for x in *lowx - xlim..=hix + xlim {
                if x <= 0 || x >= colno {
                    continue;
                }
                let y0 = (*lowy - ylim).max(0);
                let ymax = (hiy + ylim).min(rowno - 1);
                for y in y0..=ymax {
                    if self.lev.typ(x, y) != STONE {
                        if self.rng.rn2(3) == 0 {
                            return false;
                        }
                        if x < *lowx {
                            *lowx = x + xlim + 1;
                        } else {
                            hix = x - xlim - 1;
                        }
                        if y < *lowy {
                            *lowy = y + ylim + 1;
                        } else {
                            hiy = y - ylim - 1;
                        }
                        continue 'chk;
                    }
                }
            }
            break;
        }
        *ddx = hix - *lowx;
        *ddy = hiy - *lowy;
        true
    }

    /// Makes a room (sp_lev.c's `create_room`): position `x, y` on a 5x5
    /// grid of the map, size `w, h`, alignments `xal, yal`, type `rtype`
    /// and lighting `rlit` (0/1); any of them -1 for random. With all of
    /// position, size and alignment random (mklev's rooms) or a vault,
    /// the room goes in a random free rectangle. Returns what was made:
    /// an ordinary room is added; a vault's spot is only reported (the
    /// caller checks it again and adds it later, as mklev does).
    #[allow(clippy::too_many_arguments)]
    pub fn create_room(
        &mut self,
        x: i32,
        y: i32,
        w: i32,
        h: i32,
        xal: i32,
        yal: i32,
        rtype: i32,
        rlit: i32,
    ) -> Option<Created> {
        let rtype = if rtype == -1 { rtype::OROOM as i32 } else { rtype };
        let vault = rtype == rtype::VAULT as i32;
        let (xlim, ylim) = if vault { (XLIM + 1, YLIM + 1) } else { (XLIM, YLIM) };
        let (colno, rowno) = (COLNO as i32, ROWNO as i32);
        let rlit = if rlit == -1 { self.litstate_rnd() } else { rlit != 0 };
        let (mut xabs, mut yabs) = (0, 0);
        let (mut wtmp, mut htmp);
        let mut r1: Option<NhRect>;
        let mut r2 = NhRect::default();
        let mut trycnt = 0;
        loop {
            wtmp = w;
            htmp = h;
            let mut xtmp = x;
            let mut ytmp = y;
            let mut xaltmp = xal;
            let mut yaltmp = yal;
            if (xtmp < 0 && ytmp < 0 && wtmp < 0 && xaltmp < 0 && yaltmp < 0) || vault {
                r1 = self.rects.rnd_rect(self.rng);
                let r = r1?;
                let (hx, hy, lx, ly) = (r.hx, r.hy, r.lx, r.ly);
                let (mut dx, mut dy);
                if vault {
                    dx = 1;
                    dy = 1;
                } else {
                    dx = 2 + self.rng.rn2(if hx - lx > 28 { 12 } else { 8 });
                    dy = 2 + self.rng.rn2(4);
                    if dx * dy > 50 {
                        dy = 50 / dx;
                    }
                }
                let xborder = if lx > 0 && hx < colno - 1 { 2 * xlim } else { xlim + 1 };
                let yborder = if ly > 0 && hy < rowno - 1 { 2 * ylim } else { ylim + 1 };
                if hx - lx < dx + 3 + xborder || hy - ly < dy + 3 + yborder {
                    r1 = None;
                } else {
                    xabs = lx
                        + (if lx > 0 { xlim } else { 3 })
                        + self.rng.rn2(hx - (if lx > 0 { lx } else { 3 }) - dx - xborder + 1);
                    yabs = ly
                        + (if ly > 0 { ylim } else { 2 })
                        + self.rng.rn2(hy - (if ly > 0 { ly } else { 2 }) - dy - yborder + 1);
                    let nroom = self.nroom() as i32;
                    if ly == 0 && hy >= rowno - 1 && (nroom == 0 || self.rng.rn2(nroom) == 0) && yabs + dy > rowno / 2 {
                        yabs = self.rng.rn1(3, 2);
                        if nroom < 4 && dy > 1 {
                            dy -= 1;
                        }
                    }
                    if !self.check_room(&mut xabs, &mut dx, &mut yabs, &mut dy, vault) {
                        r1 = None;
                    } else {
                        wtmp = dx + 1;
                        htmp = dy + 1;
                        r2 = NhRect::new(xabs - 1, yabs - 1, xabs + wtmp, yabs + htmp);
                    }
                }
            } else {
                let mut rndpos = 0;
                if xtmp < 0 && ytmp < 0 {
                    xtmp = self.rng.rnd(5);
                    ytmp = self.rng.rnd(5);
                    rndpos = 1;
                }
                if wtmp < 0 || htmp < 0 {
                    wtmp = self.rng.rn1(15, 3);
                    htmp = self.rng.rn1(8, 2);
                }
                if xaltmp == -1 {
                    xaltmp = self.rng.rnd(3);
                }
                if yaltmp == -1 {
                    yaltmp = self.rng.rnd(3);
                }
                xabs = ((xtmp - 1) * colno) / 5 + 1;
                yabs = ((ytmp - 1) * rowno) / 5 + 1;
                match xaltmp {
                    RIGHT => xabs += colno / 5 - wtmp,
                    CENTER => xabs += (colno / 5 - wtmp) / 2,
                    _ => {}
                }
                match yaltmp {
                    BOTTOM => yabs += rowno / 5 - htmp,
                    CENTER => yabs += (rowno / 5 - htmp) / 2,
                    _ => {}
                }
                if xabs + wtmp - 1 > colno - 2 {
                    xabs = colno - wtmp - 3;
                }
                xabs = xabs.max(2);
                if yabs + htmp - 1 > rowno - 2 {
                    yabs = rowno - htmp - 3;
                }
                yabs = yabs.max(2);
                r2 = NhRect::new(xabs - 1, yabs - 1, xabs + wtmp + rndpos, yabs + htmp + rndpos);
                r1 = self.rects.get_rect(&r2);
            }
            trycnt += 1;
            if trycnt > 100 || r1.is_some() {
                break;
            }
        }
        let r1 = r1?;
        self.rects.split_rects(&r1, &r2);
        if vault {
            return Some(Created::Vault(Coord::new(xabs, yabs)));
        }
        let n = self.nroom();
        if n < self.smeq.len() {
            self.smeq[n] = n as i32;
        }
        let i = self.add_room(xabs, yabs, xabs + wtmp - 1, yabs + htmp - 1, rlit, rtype as u8, false);
        Some(Created::Room(i))
    }

    /// A 2x2 vault in a random free rectangle (`create_vault`).
    pub fn create_vault(&mut self) -> Option<Created> {
        self.create_room(-1, -1, 2, 2, -1, -1, rtype::VAULT as i32, 1)
    }

    /// Makes a subroom of `proom` at (x, y) relative to it, size `w, h`,
    /// any of them -1 for random (sp_lev.c's `create_subroom`).
    #[allow(clippy::too_many_arguments)]
    pub fn create_subroom(
        &mut self,
        h: &mut dyn Hooks,
        proom: RoomId,
        x: i32,
        y: i32,
        w: i32,
        hgt: i32,
        rtype: i32,
        rlit: i32,
    ) -> Option<usize> {
        let p = self.lev.room(proom)?.clone();
        let width = p.hx - p.lx + 1;
        let height = p.hy - p.ly + 1;
        if width < 4 || height < 4 {
            return None;
        }
        let w = if w == -1 { self.rng.rnd(width - 3) } else { w };
        let hgt = if hgt == -1 { self.rng.rnd(height - 3) } else { hgt };
        let mut x = if x == -1 { self.rng.rnd(width - w - 1) - 1 } else { x };
        let mut y = if y == -1 { self.rng.rnd(height - hgt - 1) - 1 } else { y };
        if x == 1 {
            x = 0;
        }
        if y == 1 {
            y = 0;
        }
        if x + w + 1 == width {
            x += 1;
        }
        if y + hgt + 1 == height {
            y += 1;
        }
        let rtype = if rtype == -1 { rtype::OROOM } else { rtype as u8 };
        let rlit = if rlit == -1 { self.litstate_rnd() } else { rlit != 0 };
        let (lx, ly) = (p.lx + x, p.ly + y);
        Some(self.add_subroom(h, proom, lx, ly, lx + w - 1, ly + hgt - 1, rlit, rtype, false))
    }
}

/// What [`MkLev::create_room`] made.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Created {
    /// An ordinary room, by index.
    Room(usize),
    /// The top-left interior corner planned for a vault.
    Vault(Coord),
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::levelgen::mklev::{NoHooks, inside_room, somexy};
    use crate::objects::mkobj::LevelCtx;
    use crate::rng::Rng;
    use crate::world::level::{DLevel, Level};

    #[test]
    fn create_room_with_fixed_geometry() {
        let mut lev = Level::new(DLevel::default());
        let mut rng = Rng::new(3);
        let mut mk = MkLev::new(&mut lev, &mut rng, LevelCtx::default());
        let made = mk.create_room(3, 3, 5, 4, LEFT, TOP, rtype::OROOM as i32, 1);
        assert_eq!(made, Some(Created::Room(0)));
        let r = &mk.lev.rooms[0];
        // Grid cell (3, 3): x = 2*80/5+1 = 33, y = 2*21/5+1 = 9.
        assert_eq!((r.lx, r.ly, r.hx, r.hy, r.rlit), (33, 9, 37, 12, true));
        // The same spot is no longer free.
        assert_eq!(mk.create_room(3, 3, 5, 4, LEFT, TOP, 0, 1), None);
        let sub = mk.create_subroom(&mut NoHooks, RoomId::Main(0), 1, 1, 2, 2, 0, 0);
        assert_eq!(sub, Some(0));
        assert_eq!(mk.lev.rooms[0].sbrooms, vec![0]);
        let s = mk.lev.subrooms[0].clone();
        assert_eq!((s.lx, s.ly, s.hx, s.hy), (33, 9, 34, 10));
        let mut rng2 = Rng::new(9);
        for _ in 0..50 {
            let c = somexy(mk.lev, &mut rng2, RoomId::Main(0)).expect("spot");
            assert!(!inside_room(&s, c.x, c.y) && mk.lev.rooms[0].inside(c.x, c.y));
        }
    }
}
