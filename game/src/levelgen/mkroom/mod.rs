//! Special rooms (mkroom.c): turning an ordinary room into a shop, zoo,
//! throne room, barracks, beehive, morgue, leprechaun hall, cockatrice
//! nest, anthole, swamp or temple, and the room helpers other generators
//! share (`somex`, `somey`, `somexy`, `inside_room`, `has_upstairs`,
//! `has_dnstairs`, `nexttodoor`).
//!
//! Rooms are addressed by index into `Level::rooms`; the room functions
//! that may also be given a subroom take a [`RoomId`].

mod fill;

pub use fill::*;

use crate::monsters::makemon::MonCtx;
use crate::monsters::shknam::SHTYPES;
use crate::world::level::{Coord, Level, MkRoom, RoomId, is_door, isok, rtype};
use oxhack_defs::OClass;
use oxhack_vm::terrain::*;

// `somex`, `somey`, `inside_room` and `somexy` are mkroom.c's; they are
// written once, with the room builder that also needs them.
pub use crate::levelgen::mklev::{inside_room, somex, somexy, somey};

/// The room whose interior holds the stairway at (x, y).
fn stair_in(lev: &Level, id: RoomId, x: i32, y: i32) -> bool {
    lev.room(id).is_some_and(|r| r.inside(x, y))
}

/// `has_dnstairs`: the room holds the down stairs (or down branch stairs).
pub fn has_dnstairs(lev: &Level, id: RoomId) -> bool {
    if let Some(s) = lev.dnstair
        && stair_in(lev, id, s.x, s.y)
    {
        return true;
    }
    lev.sstairs.is_some_and(|s| !s.up && stair_in(lev, id, s.x, s.y))
}

/// `has_upstairs`: the room holds the up stairs (or up branch stairs).
pub fn has_upstairs(lev: &Level, id: RoomId) -> bool {
    if let Some(s) = lev.upstair
        && stair_in(lev, id, s.x, s.y)
    {
        return true;
    }
    lev.sstairs.is_some_and(|s| s.up && stair_in(lev, id, s.x, s.y))
}

/// `nexttodoor`: a door (or secret door) is at or next to (x, y).
pub fn nexttodoor(lev: &Level, x: i32, y: i32) -> bool {
    for dx in -1..=1 {
        for dy in -1..=1 {
            let (nx, ny) = (x + dx, y + dy);
            if isok(nx, ny) && (is_door(lev.typ(nx, ny)) || lev.typ(nx, ny) == SDOOR) {
                return true;
            }
        }
    }
    false
}

/// `isbig`: more than 20 squares.
pub fn isbig(r: &MkRoom) -> bool {
    (r.hx - r.lx + 1) * (r.hy - r.ly + 1) > 20
}

/// `search_special`: the first room (then subroom) of type `rt`;
/// `ANY_TYPE` (`None`) finds any special room.
pub fn search_special(lev: &Level, rt: Option<u8>) -> Option<RoomId> {
    let hit = |r: &MkRoom| match rt {
        None => r.rtype != rtype::OROOM,
        Some(t) if t == ANY_SHOP => r.rtype >= rtype::SHOPBASE,
        Some(t) => r.rtype == t,
    };
    if let Some(i) = lev.rooms.iter().position(hit) {
        return Some(RoomId::Main(i));
    }
    lev.subrooms.iter().position(hit).map(RoomId::Sub)
}

/// `ANY_SHOP` for [`search_special`].
pub const ANY_SHOP: u8 = 255;

impl MonCtx<'_> {
    /// `pick_room`: an ordinary room, preferably with one door, away from
    /// the up stairs (and, when `strict`, the down stairs too).
    pub fn pick_room(&mut self, lev: &Level, strict: bool) -> Option<usize> {
        let nroom = lev.rooms.len();
        let mut i = self.mk.rng.rn2(nroom as i32) as usize;
        for _ in 0..nroom {
            if i == nroom {
                i = 0;
            }
            let r = &lev.rooms[i];
            let id = RoomId::Main(i);
            let cur = i;
            i += 1;
            if r.rtype != rtype::OROOM {
                continue;
            }
            if !strict {
                if has_upstairs(lev, id) || (has_dnstairs(lev, id) && self.mk.rng.rn2(3) != 0) {
                    continue;
                }
            } else if has_upstairs(lev, id) || has_dnstairs(lev, id) {
                continue;
            }
            if r.doorct == 1 || self.mk.rng.rn2(5) == 0 {
                return Some(cur);
            }
        }
        None
    }

    /// `mkroom`: makes and stocks a room of type `rt` (any shop type makes
    /// a random shop). Returns the room used, if any.
    pub fn mkroom(&mut self, lev: &mut Level, rt: u8) -> Option<usize> {
        match rt {
            t if t >= rtype::SHOPBASE => self.mkshop(lev),
            rtype::COURT
            | rtype::ZOO
            | rtype::BEEHIVE
            | rtype::MORGUE
            | rtype::BARRACKS
            | rtype::LEPREHALL
            | rtype::COCKNEST
            | rtype::ANTHOLE => self.mkzoo(lev, rt),
            rtype::SWAMP => self.mkswamp(lev),
            rtype::TEMPLE => self.mktemple(lev),
            _ => None,
        }
    }

    /// `mkshop`: the first ordinary one-door room away from the stairs
    /// becomes a random kind of shop (big rooms never sell only wands or
    /// books).
    pub fn mkshop(&mut self, lev: &mut Level) -> Option<usize> {
        let room = (0..lev.rooms.len()).find(|&i| {
            let r = &lev.rooms[i];
            let id = RoomId::Main(i);
            r.rtype == rtype::OROOM && !has_dnstairs(lev, id) && !has_upstairs(lev, id) && r.doorct == 1
        })?;
        if !lev.rooms[room].rlit {
            let r = lev.rooms[room].clone();
            for x in r.lx - 1..=r.hx + 1 {
                for y in r.ly - 1..=r.hy + 1 {
                    if let Some(l) = lev.at_mut(x, y) {
                        l.lit = true;
                    }
                }
            }
            lev.rooms[room].rlit = true;
        }
        let mut j = self.mk.rng.rnd(100);
        let mut i = 0;
        loop {
            j -= SHTYPES[i].prob as i32;
            if j <= 0 || i + 1 >= SHTYPES.len() {
                break;
            }
            i += 1;
        }
        if isbig(&lev.rooms[room]) && matches!(SHTYPES[i].symb, OClass::Wand | OClass::Spbook) {
            i = 0;
        }
        lev.rooms[room].rtype = rtype::SHOPBASE + i as u8;
        topologize(lev, room);
        self.stock_room(lev, i, RoomId::Main(room));
        Some(room)
    }

    /// `mkzoo`: a picked room becomes a zoo-like room of type `rt`, filled.
    pub fn mkzoo(&mut self, lev: &mut Level, rt: u8) -> Option<usize> {
        let room = self.pick_room(lev, false)?;
        lev.rooms[room].rtype = rt;
        self.fill_zoo(lev, RoomId::Main(room));
        Some(room)
    }

    /// `mkswamp`: up to five ordinary rooms away from the stairs become
    /// checkerboards of pools with eels and piranhas, and fungi between.
    /// Returns the last room made swampy.
    pub fn mkswamp(&mut self, lev: &mut Level) -> Option<usize> {
        let mut last = None;
        let mut eelct = 0;
        let nroom = lev.rooms.len() as i32;
        for _ in 0..5 {
            let i = self.mk.rng.rn2(nroom) as usize;
            let Some(r) = lev.rooms.get(i) else { continue };
            let id = RoomId::Main(i);
            if r.rtype != rtype::OROOM || has_upstairs(lev, id) || has_dnstairs(lev, id) {
                continue;
            }
            lev.rooms[i].rtype = rtype::SWAMP;
            let r = lev.rooms[i].clone();
            for sx in r.lx..=r.hx {
                for sy in r.ly..=r.hy {
                    if lev.objects_at(sx, sy).next().is_some()
                        || lev.monster_at(sx, sy).is_some()
                        || lev.t_at(sx, sy).is_some()
                        || nexttodoor(lev, sx, sy)
                    {
                        continue;
                    }
                    if (sx + sy) % 2 != 0 {
                        lev.set_typ(sx, sy, POOL);
                        if eelct == 0 || self.mk.rng.rn2(4) == 0 {
                            let pm = if self.mk.rng.rn2(5) != 0 {
                                oxhack_tables::PM_GIANT_EEL
                            } else if self.mk.rng.rn2(2) != 0 {
                                oxhack_tables::PM_PIRANHA
                            } else {
                                oxhack_tables::PM_ELECTRIC_EEL
                            };
                            self.makemon(lev, Some(pm), sx, sy, crate::monsters::makemon::NO_MM_FLAGS);
                            eelct += 1;
                        }
                    } else if self.mk.rng.rn2(4) == 0 {
                        let pm = self.mkclass(oxhack_defs::MonClass::Fungus, oxhack_defs::flags::Geno::empty());
                        // makemon(NULL, ...) makes a random monster.
                        self.makemon(lev, pm, sx, sy, crate::monsters::makemon::NO_MM_FLAGS);
                    }
                }
            }
            lev.flags.has_swamp = true;
            last = Some(i);
        }
        last
    }

    /// `shrine_pos`: the middle of the room (a random one of the middle
    /// squares when the size is even).
    pub fn shrine_pos(&mut self, r: &MkRoom) -> Coord {
        let delta = r.hx - r.lx;
        let mut x = r.lx + delta / 2;
        if delta % 2 != 0 && self.mk.rng.rn2(2) != 0 {
            x += 1;
        }
        let delta = r.hy - r.ly;
        let mut y = r.ly + delta / 2;
        if delta % 2 != 0 && self.mk.rng.rn2(2) != 0 {
            y += 1;
        }
        Coord::new(x, y)
    }

    /// `induced_align`: an altar's alignment mask, `pct`% of the time the
    /// level's or dungeon's own.
    pub fn induced_align(&mut self, pct: i32) -> u8 {
        if let Some(a) = self.env.special_align
            && a != 0
            && self.mk.rng.rn2(100) < pct
        {
            return a;
        }
        if self.env.dungeon_align != 0 && self.mk.rng.rn2(100) < pct {
            return self.env.dungeon_align;
        }
        let al = self.mk.rng.rn2(3) - 1;
        crate::monsters::priest::align2amask(al as i8)
    }

    /// `mktemple`: a picked room away from the stairs gets an altar in
    /// its middle and a priest beside it.
    pub fn mktemple(&mut self, lev: &mut Level) -> Option<usize> {
        let room = self.pick_room(lev, true)?;
        lev.rooms[room].rtype = rtype::TEMPLE;
        let r = lev.rooms[room].clone();
        let c = self.shrine_pos(&r);
        let mask = self.induced_align(80);
        if let Some(l) = lev.at_mut(c.x, c.y) {
            l.typ = ALTAR;
            l.flags = mask;
        }
        let uz = self.mk.lvl.uz;
        self.priestini(lev, uz, RoomId::Main(room), c.x, c.y, false);
        if let Some(l) = lev.at_mut(c.x, c.y) {
            l.flags |= crate::world::level::AM_SHRINE;
        }
        lev.flags.has_temple = true;
        Some(room)
    }
}

/// `topologize`: marks the room's squares as belonging to it and its
/// walls as its edge (walls already claimed by another room become
/// `SHARED`). Does nothing when already done or for irregular rooms.
pub fn topologize(lev: &mut Level, room: usize) {
    use crate::world::level::SHARED;
    let Some(r) = lev.rooms.get(room).cloned() else { return };
    let rmno = RoomId::Main(room).roomno();
    if lev.at(r.lx, r.ly).roomno == rmno || r.irregular {
        return;
    }
    for x in r.lx..=r.hx {
        for y in r.ly..=r.hy {
            if let Some(l) = lev.at_mut(x, y) {
                l.roomno = rmno;
            }
        }
    }
    let mark = |lev: &mut Level, x: i32, y: i32| {
        if let Some(l) = lev.at_mut(x, y) {
            l.edge = true;
            l.roomno = if l.roomno != 0 { SHARED } else { rmno };
        }
    };
    for x in r.lx - 1..=r.hx + 1 {
        mark(lev, x, r.ly - 1);
        mark(lev, x, r.hy + 1);
    }
    for y in r.ly..=r.hy {
        mark(lev, r.lx - 1, y);
        mark(lev, r.hx + 1, y);
    }
}

#[cfg(test)]
mod tests;
