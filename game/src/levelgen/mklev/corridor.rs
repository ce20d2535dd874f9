//! Doors and corridors (mklev.c's `finddpos`, `bydoor`, `okdoor`,
//! `add_door`, `dodoor`, `dosdoor`, `join`, `makecorridors`; sp_lev.c's
//! `dig_corridor`).

use super::{Hooks, Make, MkLev, in_rooms};
use crate::rng::Rng;
use crate::world::level::{
    Coord, D_CLOSED, D_ISOPEN, D_LOCKED, D_NODOOR, D_TRAPPED, DOORMAX, Level, RoomId, is_door, rtype,
};
use oxhack_vm::terrain::*;

/// Whether a door or secret door is next to (x, y) orthogonally
/// (`bydoor`).
pub fn bydoor(lev: &Level, x: i32, y: i32) -> bool {
    [(1, 0), (-1, 0), (0, 1), (0, -1)].iter().any(|&(dx, dy)| {
        let (nx, ny) = (x + dx, y + dy);
        crate::world::level::isok(nx, ny) && {
            let t = lev.typ(nx, ny);
            is_door(t) || t == SDOOR
        }
    })
}

/// Whether a door may go at (x, y): a plain wall, not beside another
/// door, with room left in the door list (`okdoor`).
pub fn okdoor(lev: &Level, x: i32, y: i32) -> bool {
    let near_door = bydoor(lev, x, y);
    let t = lev.typ(x, y);
    (t == HWALL || t == VWALL) && lev.doors.len() < DOORMAX && !near_door
}

/// A door position on the wall segment `xl..=xh`, `yl..=yh`: a random
/// spot if a door fits there, else the first that fits, else the first
/// existing door, else the segment's corner (`finddpos`).
pub fn finddpos(lev: &Level, rng: &mut Rng, xl: i32, yl: i32, xh: i32, yh: i32) -> Coord {
    let x = rng.rn1(xh - xl + 1, xl);
    let y = rng.rn1(yh - yl + 1, yl);
    if okdoor(lev, x, y) {
        return Coord::new(x, y);
    }
    for x in xl..=xh {
        for y in yl..=yh {
            if okdoor(lev, x, y) {
                return Coord::new(x, y);
            }
        }
    }
    for x in xl..=xh {
        for y in yl..=yh {
            let t = lev.typ(x, y);
            if is_door(t) || t == SDOOR {
                return Coord::new(x, y);
            }
        }
    }
    Coord::new(xl, yh)
}

/// Outcome of [`MkLev::dig_corridor`]'s way-finding (kept separate for
/// clarity of the loop's three moves).
fn passable(t: u8, ftyp: u8, btyp: u8) -> bool {
    t == btyp || t == ftyp || t == SCORR
}

impl MkLev<'_> {
    /// Records a door of room `aroom` at (x, y), keeping each room's doors
    /// together in the door list (`add_door`).
    pub fn add_door(&mut self, x: i32, y: i32, aroom: RoomId) {
        let doorindex = self.doorindex() as i32;
        let Some(r) = self.lev.room_mut(aroom) else { return };
        if r.doorct == 0 {
            r.fdoor = doorindex;
        }
        r.doorct += 1;
        let fdoor = r.fdoor;
        for (i, b) in self.lev.rooms.iter_mut().enumerate() {
            if RoomId::Main(i) != aroom && b.doorct != 0 && b.fdoor >= fdoor {
                b.fdoor += 1;
            }
        }
        for (i, b) in self.lev.subrooms.iter_mut().enumerate() {
            if RoomId::Sub(i) != aroom && b.doorct != 0 && b.fdoor >= fdoor {
                b.fdoor += 1;
            }
        }
        let at = (fdoor.max(0) as usize).min(self.lev.doors.len());
        self.lev.doors.insert(at, Coord::new(x, y));
    }

    /// A door (7 in 8) or secret door at (x, y) for room `aroom`
    /// (`dodoor`).
    pub fn dodoor(&mut self, h: &mut dyn Hooks, x: i32, y: i32, aroom: RoomId) {
        if self.doorindex() >= DOORMAX {
            return;
        }
        let typ = if self.rng.rn2(8) != 0 { DOOR } else { SDOOR };
        self.dosdoor(h, x, y, aroom, typ);
    }

    /// Makes a door of type `typ` (DOOR or SDOOR) at (x, y) for room
    /// `aroom` with a random state: doorways, open, closed or locked
    /// doors, sometimes trapped; shop doors are never trapped and their
    /// doorways hold broken-open doors (`dosdoor`). A trapped door deep
    /// enough may become a mimic instead (the [`Make::DoorMimic`] hook).
    pub fn dosdoor(&mut self, h: &mut dyn Hooks, x: i32, y: i32, aroom: RoomId, typ: u8) {
        let shdoor = !in_rooms(self.lev, x, y, rtype::SHOPBASE).is_empty();
        let typ = if crate::world::level::is_wall(self.lev.typ(x, y)) { typ } else { DOOR };
        self.lev.set_typ(x, y, typ);
        let difficulty = self.lctx.difficulty;
        let mut mask;
        if typ == DOOR {
            if self.rng.rn2(3) == 0 {
                mask = if self.rng.rn2(5) == 0 {
                    D_ISOPEN
                } else if self.rng.rn2(6) == 0 {
                    D_LOCKED
                } else {
                    D_CLOSED
                };
                if mask != D_ISOPEN && !shdoor && difficulty >= 5 && self.rng.rn2(25) == 0 {
                    mask |= D_TRAPPED;
                }
            } else {
                mask = if shdoor { D_ISOPEN } else { D_NODOOR };
            }
            if self.lctx.rogue_level {
                mask = D_NODOOR;
            }
            self.set_doormask(x, y, mask);
            if mask & D_TRAPPED != 0
                && difficulty >= 9
                && self.rng.rn2(5) == 0
                && !(h.gone(oxhack_tables::PM_SMALL_MIMIC)
                    && h.gone(oxhack_tables::PM_LARGE_MIMIC)
                    && h.gone(oxhack_tables::PM_GIANT_MIMIC))
            {
                self.set_doormask(x, y, D_NODOOR);
                h.make(self, Make::DoorMimic, x, y);
            }
        } else {
            mask = if shdoor || self.rng.rn2(5) == 0 { D_LOCKED } else { D_CLOSED };
            if !shdoor && difficulty >= 4 && self.rng.rn2(20) == 0 {
                mask |= D_TRAPPED;
            }
            self.set_doormask(x, y, mask);
        }
        self.add_door(x, y, aroom);
    }

    fn set_doormask(&mut self, x: i32, y: i32, mask: u8) {
        if let Some(l) = self.lev.at_mut(x, y) {
            l.set_doormask(mask);
        }
    }

    /// Joins rooms `a` and `b` with a corridor and doors at both ends
    /// (`join`). A `nxcor` corridor is an extra: it may stop early, gets
    /// doors only where they fit, and never merges the rooms' `smeq`.
    pub fn join(&mut self, h: &mut dyn Hooks, a: usize, b: usize, nxcor: bool) {
        let (Some(croom), Some(troom)) = (self.lev.rooms.get(a).cloned(), self.lev.rooms.get(b).cloned()) else {
            return;
        };
        if troom.hx < 0 || croom.hx < 0 || self.doorindex() >= DOORMAX {
            return;
        }
        let (dx, dy, cc, tt);
        if troom.lx > croom.hx {
            (dx, dy) = (1, 0);
            let xx = croom.hx + 1;
            let tx = troom.lx - 1;
            cc = finddpos(self.lev, self.rng, xx, croom.ly, xx, croom.hy);
            tt = finddpos(self.lev, self.rng, tx, troom.ly, tx, troom.hy);
        } else if troom.hy < croom.ly {
            (dx, dy) = (0, -1);
            let yy = croom.ly - 1;
            cc = finddpos(self.lev, self.rng, croom.lx, yy, croom.hx, yy);
            let ty = troom.hy + 1;
            tt = finddpos(self.lev, self.rng, troom.lx, ty, troom.hx, ty);
        } else if troom.hx < croom.lx {
            (dx, dy) = (-1, 0);
            let xx = croom.lx - 1;
            let tx = troom.hx + 1;
            cc = finddpos(self.lev, self.rng, xx, croom.ly, xx, croom.hy);
            tt = finddpos(self.lev, self.rng, tx, troom.ly, tx, troom.hy);
        } else {
            (dx, dy) = (0, 1);
            let yy = croom.hy + 1;
            let ty = troom.ly - 1;
            cc = finddpos(self.lev, self.rng, croom.lx, yy, croom.hx, yy);
            tt = finddpos(self.lev, self.rng, troom.lx, ty, troom.hx, ty);
        }
        let (xx, yy) = (cc.x, cc.y);
        let (tx, ty) = (tt.x - dx, tt.y - dy);
        if nxcor && self.lev.typ(xx + dx, yy + dy) != STONE {
            return;
        }
        if okdoor(self.lev, xx, yy) || !nxcor {
            self.dodoor(h, xx, yy, RoomId::Main(a));
        }
        let org = Coord::new(xx + dx, yy + dy);
        let dest = Coord::new(tx, ty);
        let ftyp = if self.lev.flags.arboreal { ROOM } else { CORR };
        if !self.dig_corridor(h, org, dest, nxcor, ftyp, STONE) {
            return;
        }
        if okdoor(self.lev, tt.x, tt.y) || !nxcor {
            self.dodoor(h, tt.x, tt.y, RoomId::Main(b));
        }
        if self.smeq[a] < self.smeq[b] {
            self.smeq[b] = self.smeq[a];
        } else {
            self.smeq[a] = self.smeq[b];
        }
    }

    /// Joins every room to the next, some to the one after, then any still
    /// apart, then adds a few extra corridors (`makecorridors`).
    pub fn makecorridors(&mut self, h: &mut dyn Hooks) {
        let nroom = self.nroom();
        for a in 0..nroom.saturating_sub(1) {
            self.join(h, a, a + 1, false);
            if self.rng.rn2(50) == 0 {
                break;
            }
        }
        for a in 0..nroom.saturating_sub(2) {
            if self.smeq[a] != self.smeq[a + 2] {
                self.join(h, a, a + 2, false);
            }
        }
        let mut any = true;
        let mut a = 0;
        while any && a < nroom {
            any = false;
            for b in 0..nroom {
                if self.smeq[a] != self.smeq[b] {
                    self.join(h, a, b, false);
                    any = true;
                }
            }
            a += 1;
        }
        if nroom > 2 {
            let mut i = self.rng.rn2(nroom as i32) + 4;
            while i > 0 {
                let a = self.rng.rn2(nroom as i32);
                let mut b = self.rng.rn2(nroom as i32 - 2);
                if b >= a {
                    b += 2;
                }
                self.join(h, a as usize, b as usize, true);
                i -= 1;
            }
        }
    }

    /// Digs a corridor of `ftyp` through `btyp` from `org` to `dest`,
    /// wandering toward it (sp_lev.c's `dig_corridor`). One corridor
    /// square in a hundred is secret (when digging CORR); a `nxcor`
    /// corridor may give up at any step and sometimes holds a boulder
    /// ([`Make::Boulder`]). False when it could not get through.
    pub fn dig_corridor(
        &mut self,
        h: &mut dyn Hooks,
        org: Coord,
        dest: Coord,
        nxcor: bool,
        ftyp: u8,
        btyp: u8,
    ) -> bool {
        let (colno, rowno) = (crate::world::level::COLNO as i32, crate::world::level::ROWNO as i32);
        let (mut xx, mut yy, tx, ty) = (org.x, org.y, dest.x, dest.y);
        if xx <= 0
            || yy <= 0
            || tx <= 0
            || ty <= 0
            || xx > colno - 1
            || tx > colno - 1
            || yy > rowno - 1
            || ty > rowno - 1
        {
            return false;
        }
        let (mut dx, mut dy) = (0, 0);
        if tx > xx {
            dx = 1;
        } else if ty > yy {
            dy = 1;
        } else if tx < xx {
            dx = -1;
        } else {
            dy = -1;
        }
        xx -= dx;
        yy -= dy;
        let mut cct = 0;
        while xx != tx || yy != ty {
            let over = cct > 500;
            cct += 1;
            if over || (nxcor && self.rng.rn2(35) == 0) {
                return false;
            }
            xx += dx;
            yy += dy;
            if xx >= colno - 1 || xx <= 0 || yy <= 0 || yy >= rowno - 1 {
                return false;
            }
            let t = self.lev.typ(xx, yy);
            if t == btyp {
                if ftyp != CORR || self.rng.rn2(100) != 0 {
                    self.lev.set_typ(xx, yy, ftyp);
                    if nxcor && self.rng.rn2(50) == 0 {
                        h.make(self, Make::Boulder, xx, yy);
                    }
                } else {
                    self.lev.set_typ(xx, yy, SCORR);
                }
            } else if t != ftyp && t != SCORR {
                return false;
            }
            let mut dix = (xx - tx).abs();
            let mut diy = (yy - ty).abs();
            if dix > diy && diy != 0 && self.rng.rn2(dix - diy + 1) == 0 {
                dix = 0;
            } else if diy > dix && dix != 0 && self.rng.rn2(diy - dix + 1) == 0 {
                diy = 0;
            }
            if dy != 0 && dix > diy {
                let ddx = if xx > tx { -1 } else { 1 };
                if passable(self.lev.typ(xx + ddx, yy), ftyp, btyp) {
                    dx = ddx;
                    dy = 0;
                    continue;
                }
            } else if dx != 0 && diy > dix {
                let ddy = if yy > ty { -1 } else { 1 };
                if passable(self.lev.typ(xx, yy + ddy), ftyp, btyp) {
                    dy = ddy;
                    dx = 0;
                    continue;
                }
            }
            if passable(self.lev.typ(xx + dx, yy + dy), ftyp, btyp) {
                continue;
            }
            if dx != 0 {
                dx = 0;
                dy = if ty < yy { -1 } else { 1 };
            } else {
                dy = 0;
                dx = if tx < xx { -1 } else { 1 };
            }
            if passable(self.lev.typ(xx + dx, yy + dy), ftyp, btyp) {
                continue;
            }
            dy = -dy;
            dx = -dx;
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::levelgen::mklev::NoHooks;
    use crate::objects::mkobj::LevelCtx;
    use crate::world::level::DLevel;

    #[test]
    fn doors_keep_rooms_together() {
        let mut lev = Level::new(DLevel::default());
        let mut rng = Rng::new(5);
        let mut mk = MkLev::new(&mut lev, &mut rng, LevelCtx::default());
        mk.add_room(5, 5, 8, 8, false, 0, false);
        mk.add_room(20, 5, 24, 8, false, 0, false);
        mk.add_door(20, 4, RoomId::Main(1));
        mk.add_door(5, 4, RoomId::Main(0));
        mk.add_door(25, 6, RoomId::Main(1));
        mk.lev.set_typ(20, 4, DOOR);
        let l = &mk.lev;
        let doors_of = |i: usize| {
            let r = &l.rooms[i];
            l.doors[r.fdoor as usize..(r.fdoor + r.doorct) as usize].to_vec()
        };
        assert_eq!(doors_of(0), vec![Coord::new(5, 4)]);
        let mut d1 = doors_of(1);
        d1.sort();
        assert_eq!(d1, vec![Coord::new(20, 4), Coord::new(25, 6)]);
        assert!(bydoor(l, 21, 4) && !bydoor(l, 22, 4));
        assert!(!okdoor(l, 21, 4) && okdoor(l, 22, 4));
    }

    #[test]
    fn corridor_joins_two_rooms() {
        for seed in 0..40 {
            let mut lev = Level::new(DLevel::default());
            let mut rng = Rng::new(seed);
            let mut mk = MkLev::new(&mut lev, &mut rng, LevelCtx::default());
            mk.add_room(5, 3, 9, 6, false, 0, false);
            mk.add_room(40, 12, 45, 16, false, 0, false);
            mk.smeq[1] = 1;
            mk.join(&mut NoHooks, 0, 1, false);
            assert_eq!(mk.smeq[1], 0, "seed {seed}");
            assert_eq!(mk.lev.rooms[0].doorct + mk.lev.rooms[1].doorct, 2);
            let corr = Level::positions().filter(|&(x, y)| matches!(mk.lev.typ(x, y), CORR | SCORR)).count();
            assert!(corr >= 30, "seed {seed}: {corr} corridor squares");
        }
    }
}
