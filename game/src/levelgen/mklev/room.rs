//! Rooms: laying them out (mklev.c's `do_room_or_subroom`, `add_room`,
//! `add_subroom`, `sort_rooms`, `topologize`) and picking spots in them
//! (mkroom.c's `somex`, `somey`, `somexy`, `inside_room`; hack.c's
//! `in_rooms`). Placing rooms by geometry is in `create.rs`.

use super::{Hooks, MkLev};
use crate::rng::Rng;
use crate::world::level::{COLNO, Coord, Level, MkRoom, ROOMOFFSET, ROWNO, RoomId, SHARED, is_wall};
use oxhack_vm::terrain::*;

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

/// `in_rooms` lives with the level (monster movement asks it too).
pub use crate::world::level::in_rooms;

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
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::objects::mkobj::LevelCtx;
    use crate::world::level::{DLevel, rtype};

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
}
