//! Rooms: making them (mklev.c's `do_room_or_subroom`, `add_room`,
//! `add_subroom`, `sort_rooms`, `topologize`; sp_lev.c's `check_room`,
//! `create_room`, `create_subroom`) and picking spots in them (mkroom.c's
//! `somex`, `somey`, `somexy`, `inside_room`; hack.c's `in_rooms`).

use super::{Hooks, MkLev};
use crate::level::{
    COLNO, Coord, Level, MkRoom, NO_ROOM, ROOMOFFSET, ROWNO, RoomId, SHARED, SHARED_PLUS, is_wall, rtype,
};
use crate::rect::{NhRect, XLIM, YLIM};
use crate::rng::Rng;
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

/// A random column inside the room (`somex`).
pub fn somex(rng: &mut Rng, r: &MkRoom) -> i32 {
    rng.rn1(r.hx - r.lx + 1, r.lx)
}

/// A random row inside the room (`somey`).
pub fn somey(rng: &mut Rng, r: &MkRoom) -> i32 {
    rng.rn1(r.hy - r.ly + 1, r.ly)
}

/// Whether (x, y) is in the room or on its walls (`inside_room`).
pub fn inside_room(r: &MkRoom, x: i32, y: i32) -> bool {
    r.inside_with_walls(x, y)
}

/// A random spot inside room `id` that is not in one of its subrooms or
/// on a wall; for irregular rooms a spot carrying the room's number and
/// not on its edge (`somexy`). `None` when no spot was found.
pub fn somexy(lev: &Level, rng: &mut Rng, id: RoomId) -> Option<Coord> {
    let croom = lev.room(id)?;
    if croom.irregular {
        // NetHack numbers the room by its place in rooms[] (`croom - rooms`).
        let i = match id {
            RoomId::Main(i) => i as i32 + ROOMOFFSET as i32,
            RoomId::Sub(_) => id.roomno() as i32,
        };
        let good = |x: i32, y: i32| !lev.at(x, y).edge && lev.at(x, y).roomno as i32 == i;
        for _ in 0..100 {
            let (x, y) = (somex(rng, croom), somey(rng, croom));
            if good(x, y) {
                return Some(Coord::new(x, y));
            }
        }
        for x in croom.lx..=croom.hx {
            for y in croom.ly..=croom.hy {
                if good(x, y) {
                    return Some(Coord::new(x, y));
                }
            }
        }
        return None;
    }
    if croom.sbrooms.is_empty() {
        let x = somex(rng, croom);
        let y = somey(rng, croom);
        return Some(Coord::new(x, y));
    }
    let mut try_cnt = 0;
    let mut c = Coord::default();
    while try_cnt < 100 {
        try_cnt += 1;
        c.x = somex(rng, croom);
        c.y = somey(rng, croom);
        if is_wall(lev.typ(c.x, c.y)) {
            continue;
        }
        let in_sub = croom.sbrooms.iter().any(|&s| lev.subrooms.get(s).is_some_and(|sr| inside_room(sr, c.x, c.y)));
        if !in_sub {
            break;
        }
    }
    // NetHack gives up when the hundredth try was the one that succeeded
    // too (`try_cnt >= 100`); keep that.
    if try_cnt >= 100 { None } else { Some(c) }
}

/// The room numbers (`roomno + ...`) of the rooms whose floor or walls
/// hold (x, y), restricted to rooms of type `typewanted` (0: any;
/// SHOPBASE: any shop) (`in_rooms`). Listed as NetHack builds its
/// string, last found first.
pub fn in_rooms(lev: &Level, x: i32, y: i32, typewanted: u8) -> Vec<u8> {
    let goodtype = |rno: u8| {
        if typewanted == 0 {
            return true;
        }
        let found = lev.room_by_no(rno).map_or(0, |r| r.rtype);
        found == typewanted || (typewanted == rtype::SHOPBASE && found > rtype::SHOPBASE)
    };
    let mut out: Vec<u8> = Vec::new();
    let step = match lev.at(x, y).roomno {
        NO_ROOM => return out,
        SHARED => 2,
        SHARED_PLUS => 1,
        rno => {
            if goodtype(rno) {
                out.push(rno);
            }
            return out;
        }
    };
    let (mut min_x, mut max_x) = (x - 1, x + 1);
    if x < 1 {
        min_x += step;
    } else if x >= COLNO as i32 {
        max_x -= step;
    }
    let mut min_y = y - 1;
    let mut max_y_offset = 2;
    if min_y < 0 {
        min_y += step;
        max_y_offset -= step;
    } else if min_y + max_y_offset >= ROWNO as i32 {
        max_y_offset -= step;
    }
    let mut xx = min_x;
    while xx <= max_x {
        let mut yy = 0;
        while yy <= max_y_offset {
            let rno = lev.at(xx, min_y + yy).roomno;
            if rno >= ROOMOFFSET && !out.contains(&rno) && goodtype(rno) {
                out.insert(0, rno);
            }
            yy += step;
        }
        xx += step;
    }
    out
}

impl MkLev<'_> {
    /// Lays out a room or subroom's walls, floor and lighting and fills in
    /// its record (`do_room_or_subroom`). `special` leaves the terrain
    /// alone (map-drawn rooms); a subroom's walls are joined up by the
    /// `wallification` hook.
    #[allow(clippy::too_many_arguments)]
    fn do_room_or_subroom(
        &mut self,
        h: &mut dyn Hooks,
        croom: &mut MkRoom,
        lowx: i32,
        lowy: i32,
        hix: i32,
        hiy: i32,
        lit: bool,
        rtype: u8,
        special: bool,
        is_room: bool,
    ) {
        let lowx = lowx.max(1);
        let lowy = lowy.max(1);
        let hix = hix.min(COLNO as i32 - 2);
        let hiy = hiy.min(ROWNO as i32 - 2);
        if lit {
            for x in lowx - 1..=hix + 1 {
                for y in (lowy - 1).max(0)..=hiy + 1 {
                    if let Some(l) = self.lev.at_mut(x, y) {
                        l.lit = true;
                    }
                }
            }
        }
        croom.rlit = lit;
        croom.lx = lowx;
        croom.hx = hix;
        croom.ly = lowy;
        croom.hy = hiy;
        croom.rtype = rtype;
        croom.doorct = 0;
        croom.fdoor = self.doorindex() as i32;
        croom.irregular = false;
        croom.sbrooms.clear();
        if special {
            return;
        }
        for x in lowx - 1..=hix + 1 {
            for y in [lowy - 1, hiy + 1] {
                if let Some(l) = self.lev.at_mut(x, y) {
                    l.typ = HWALL;
                    l.horizontal = true;
                }
            }
        }
        for x in [lowx - 1, hix + 1] {
            for y in lowy..=hiy {
                if let Some(l) = self.lev.at_mut(x, y) {
                    l.typ = VWALL;
                    l.horizontal = false;
                }
            }
        }
        for x in lowx..=hix {
            for y in lowy..=hiy {
                self.lev.set_typ(x, y, ROOM);
            }
        }
        if is_room {
            self.lev.set_typ(lowx - 1, lowy - 1, TLCORNER);
            self.lev.set_typ(hix + 1, lowy - 1, TRCORNER);
            self.lev.set_typ(lowx - 1, hiy + 1, BLCORNER);
            self.lev.set_typ(hix + 1, hiy + 1, BRCORNER);
        } else {
            h.wallification(self, lowx - 1, lowy - 1, hix + 1, hiy + 1);
        }
    }

    /// Adds a room with interior `lowx..=hix`, `lowy..=hiy` (`add_room`);
    /// returns its index.
    #[allow(clippy::too_many_arguments)]
    pub fn add_room(&mut self, lowx: i32, lowy: i32, hix: i32, hiy: i32, lit: bool, rtype: u8, special: bool) -> usize {
        let mut croom = MkRoom::default();
        self.do_room_or_subroom(&mut super::NoHooks, &mut croom, lowx, lowy, hix, hiy, lit, rtype, special, true);
        self.lev.rooms.push(croom);
        self.lev.rooms.len() - 1
    }

    /// Adds a subroom of room `proom` (`add_subroom`); returns its index
    /// in the level's subrooms.
    #[allow(clippy::too_many_arguments)]
    pub fn add_subroom(
        &mut self,
        h: &mut dyn Hooks,
        proom: RoomId,
        lowx: i32,
        lowy: i32,
        hix: i32,
        hiy: i32,
        lit: bool,
        rtype: u8,
        special: bool,
    ) -> usize {
        let mut croom = MkRoom::default();
        self.do_room_or_subroom(h, &mut croom, lowx, lowy, hix, hiy, lit, rtype, special, false);
        self.lev.subrooms.push(croom);
        let idx = self.lev.subrooms.len() - 1;
        if let Some(p) = self.lev.room_mut(proom) {
            p.sbrooms.push(idx);
        }
        idx
    }

    /// Sorts the rooms left to right (`sort_rooms`). NetHack uses qsort on
    /// `lx`; a stable sort keeps rooms with equal `lx` in the order made.
    /// `smeq` stays with the positions, as in NetHack.
    pub fn sort_rooms(&mut self) {
        self.lev.rooms.sort_by_key(|r| r.lx);
    }

    /// Marks a room's locations with its room number and its walls as
    /// edges, walls shared with a numbered room becoming `SHARED`
    /// (`topologize`, as NetHack builds it: without `SPECIALIZATION`, so
    /// ordinary rooms are numbered too). Subrooms follow. Rooms already
    /// numbered and irregular rooms are left alone.
    pub fn topologize(&mut self, id: RoomId) {
        let Some(croom) = self.lev.room(id).cloned() else { return };
        let roomno = id.roomno();
        let (lowx, lowy, hix, hiy) = (croom.lx, croom.ly, croom.hx, croom.hy);
        if self.lev.at(lowx, lowy).roomno == roomno || croom.irregular {
            return;
        }
        for x in lowx..=hix {
            for y in lowy..=hiy {
                if let Some(l) = self.lev.at_mut(x, y) {
                    l.roomno = roomno;
                }
            }
        }
        let mut edge = |x: i32, y: i32| {
            if let Some(l) = self.lev.at_mut(x, y) {
                l.edge = true;
                l.roomno = if l.roomno != 0 { SHARED } else { roomno };
            }
        };
        for x in lowx - 1..=hix + 1 {
            for y in [lowy - 1, hiy + 1] {
                edge(x, y);
            }
        }
        for x in [lowx - 1, hix + 1] {
            for y in lowy..=hiy {
                edge(x, y);
            }
        }
        for s in croom.sbrooms {
            self.topologize(RoomId::Sub(s));
        }
    }

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
    use crate::level::DLevel;
    use crate::mkobj::LevelCtx;

    #[test]
    fn add_room_builds_walls_and_floor() {
        let mut lev = Level::new(DLevel::default());
        let mut rng = Rng::new(1);
        let mut mk = MkLev::new(&mut lev, &mut rng, LevelCtx::default());
        let i = mk.add_room(10, 5, 14, 7, true, rtype::OROOM, false);
        assert_eq!(i, 0);
        let l = &mk.lev;
        assert_eq!(l.typ(9, 4), TLCORNER);
        assert_eq!(l.typ(15, 8), BRCORNER);
        assert_eq!(l.typ(12, 4), HWALL);
        assert!(l.at(12, 4).horizontal);
        assert_eq!(l.typ(9, 6), VWALL);
        assert_eq!(l.typ(12, 6), ROOM);
        assert!(l.at(9, 4).lit && l.at(15, 8).lit && !l.at(16, 8).lit);
        assert_eq!((l.rooms[0].lx, l.rooms[0].hy), (10, 7));
    }

    #[test]
    fn topologize_marks_edges_and_shared_walls() {
        let mut lev = Level::new(DLevel::default());
        let mut rng = Rng::new(1);
        let mut mk = MkLev::new(&mut lev, &mut rng, LevelCtx::default());
        mk.add_room(10, 5, 14, 7, false, rtype::ZOO, false);
        mk.add_room(16, 5, 18, 7, false, rtype::COURT, false);
        mk.topologize(RoomId::Main(0));
        mk.topologize(RoomId::Main(1));
        let l = &mk.lev;
        assert_eq!(l.at(12, 6).roomno, ROOMOFFSET);
        assert_eq!(l.at(17, 6).roomno, ROOMOFFSET + 1);
        assert_eq!(l.at(15, 6).roomno, SHARED);
        assert!(l.at(15, 6).edge);
        assert_eq!(in_rooms(l, 15, 6, 0), vec![ROOMOFFSET + 1, ROOMOFFSET]);
        assert_eq!(in_rooms(l, 15, 6, rtype::COURT), vec![ROOMOFFSET + 1]);
        assert_eq!(in_rooms(l, 12, 6, rtype::COURT), Vec::<u8>::new());
    }

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
        let sub = mk.create_subroom(&mut super::super::NoHooks, RoomId::Main(0), 1, 1, 2, 2, 0, 0);
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
