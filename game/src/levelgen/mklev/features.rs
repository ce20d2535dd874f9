//! What goes into rooms besides walls, doors and traps: stairs
//! (`mkstairs`), fountains, sinks, altars and graves (mklev.c's
//! `mkfount`, `mksink`, `mkaltar`, `mkgrave`, engrave.c's `make_grave`
//! and `wipeout_text`), and the branch stairs (`place_branch`). Objects
//! that come with them go through [`Hooks`].

use super::{Hooks, Make, MkLev, somexy};
use crate::world::level::{
    AM_CHAOTIC, AM_LAWFUL, AM_NEUTRAL, Coord, DLevel, EngrType, Engraving, LA_DOWN, LA_UP, Level, RoomId, Stairway,
    is_furniture, is_pool, rtype, ttyp,
};
use oxhack_vm::terrain::*;

/// Whether (x, y) already holds a trap, furniture, water or lava
/// (`occupied`; the invocation spot is a special level's business).
pub fn occupied(lev: &Level, x: i32, y: i32) -> bool {
    let t = lev.typ(x, y);
    lev.t_at(x, y).is_some() || is_furniture(t) || t == LAVAPOOL || is_pool(t)
}

/// A branch out of this level (`branch` as `place_branch` uses it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BranchPlan {
    /// Where it leads.
    pub tolev: DLevel,
    /// Stairs up (else down) when it is a stair branch.
    pub up: bool,
    pub kind: BranchKind,
}

/// How a branch is entered from this level.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BranchKind {
    /// Branch stairs (`sstairs`).
    Stairs,
    /// A magic portal.
    Portal,
    /// No way from this end (`BR_NO_END1`/`BR_NO_END2` on our side).
    NoWay,
}

/// `wipeout_text` (engrave.c), shared with the engravings of play.
pub use crate::world::engrave::wipeout_text;

impl MkLev<'_> {
    /// Puts stairs at (x, y) in room `croom` (`mkstairs`); nothing off the
    /// ends of the dungeon (no up stairs on its first level, no down
    /// stairs on its last).
    pub fn mkstairs(&mut self, x: i32, y: i32, up: bool, croom: Option<usize>) {
        if x == 0 {
            return;
        }
        if (self.dunlev() == 1 && up) || (self.dunlev() == self.lctx.dunlevs && !up) {
            return;
        }
        let uz = self.lctx.uz;
        let tolev = DLevel { dnum: uz.dnum, dlevel: uz.dlevel + if up { -1 } else { 1 } };
        let st = Some(Stairway { x, y, tolev, up });
        if up {
            self.lev.upstair = st;
            self.upstairs_room = croom;
        } else {
            self.lev.dnstair = st;
            self.dnstairs_room = croom;
        }
        if let Some(l) = self.lev.at_mut(x, y) {
            l.typ = STAIRS;
            l.flags = if up { LA_UP } else { LA_DOWN };
        }
    }

    /// A spot in `croom` (or, with `mazeflag`, anywhere in the maze by the
    /// hook's `mazexy`) not occupied and not beside a door; 200 tries.
    fn feature_spot(&mut self, h: &mut dyn Hooks, mazeflag: bool, croom: RoomId) -> Option<Coord> {
        for _ in 0..200 {
            let m = if mazeflag { h.mazexy(self)? } else { somexy(self.lev, self.rng, croom)? };
            if !(occupied(self.lev, m.x, m.y) || super::bydoor(self.lev, m.x, m.y)) {
                return Some(m);
            }
        }
        None
    }

    /// A fountain in `croom`, blessed one time in seven (`mkfount`).
    pub fn mkfount(&mut self, h: &mut dyn Hooks, mazeflag: bool, croom: RoomId) {
        let Some(m) = self.feature_spot(h, mazeflag, croom) else { return };
        let blessed = self.rng.rn2(7) == 0;
        if let Some(l) = self.lev.at_mut(m.x, m.y) {
            l.typ = FOUNTAIN;
            // NetHack keeps `blessedftn` in the `horizontal` bit.
            l.horizontal = blessed;
        }
        self.lev.flags.nfountains = self.lev.flags.nfountains.saturating_add(1);
    }

    /// A sink in `croom` (`mksink`).
    pub fn mksink(&mut self, h: &mut dyn Hooks, croom: RoomId) {
        let Some(m) = self.feature_spot(h, false, croom) else { return };
        self.lev.set_typ(m.x, m.y, SINK);
        self.lev.flags.nsinks = self.lev.flags.nsinks.saturating_add(1);
    }

    /// An altar of random alignment in an ordinary room (`mkaltar`).
    pub fn mkaltar(&mut self, h: &mut dyn Hooks, croom: RoomId) {
        if self.lev.room(croom).is_none_or(|r| r.rtype != rtype::OROOM) {
            return;
        }
        let Some(m) = self.feature_spot(h, false, croom) else { return };
        let al = self.rng.rn2(3) - 1;
        if let Some(l) = self.lev.at_mut(m.x, m.y) {
            l.typ = ALTAR;
            l.flags = match al {
                1 => AM_LAWFUL,
                0 => AM_NEUTRAL,
                _ => AM_CHAOTIC,
            };
        }
    }

    /// A grave with an epitaph at (x, y) if the spot is bare floor (or a
    /// grave) without a trap (engrave.c's `make_grave`); `None` text takes
    /// a random epitaph from the hook.
    pub fn make_grave(&mut self, h: &mut dyn Hooks, x: i32, y: i32, text: Option<&str>) {
        let t = self.lev.typ(x, y);
        if (t != ROOM && t != GRAVE) || self.lev.t_at(x, y).is_some() {
            return;
        }
        self.lev.set_typ(x, y, GRAVE);
        self.lev.engravings.retain(|e| e.x != x || e.y != y);
        let text = match text {
            Some(s) => s.to_string(),
            None => h.epitaph(self),
        };
        self.lev.engravings.push(Engraving { x, y, text, kind: EngrType::Headstone, time: 0 });
    }

    /// A grave in an ordinary room, sometimes with buried gold and cursed
    /// belongings, and a bell one time in ten (`mkgrave`).
    pub fn mkgrave(&mut self, h: &mut dyn Hooks, croom: RoomId) {
        let dobell = self.rng.rn2(10) == 0;
        if self.lev.room(croom).is_none_or(|r| r.rtype != rtype::OROOM) {
            return;
        }
        let Some(m) = self.feature_spot(h, false, croom) else { return };
        self.make_grave(h, m.x, m.y, if dobell { Some("Saved by the bell!") } else { None });
        if self.rng.rn2(3) == 0 {
            // NetHack makes the gold object before drawing its amount.
            let quan = self.rng.rnd(20) as i64 + self.lctx.difficulty as i64 * self.rng.rnd(5) as i64;
            h.make(self, Make::GraveGold { quan }, m.x, m.y);
        }
        for _ in 0..self.rng.rn2(5) {
            h.make(self, Make::GraveObject, m.x, m.y);
        }
        if dobell {
            h.make(self, Make::GraveBell, m.x, m.y);
        }
    }

    /// Places the level's branch (stairs or portal) at (x, y), or at a
    /// random spot in a room without stairs when `at` is `None`
    /// (`place_branch`); only once per level.
    pub fn place_branch(&mut self, h: &mut dyn Hooks, br: Option<BranchPlan>, at: Option<Coord>) {
        let Some(br) = br else { return };
        if self.made_branch {
            return;
        }
        let (m, br_room) = match at {
            Some(c) => (Some(c), self.lev.rooms.iter().position(|r| super::inside_room(r, c.x, c.y))),
            None => self.find_branch_room(h),
        };
        self.made_branch = true;
        let Some(m) = m else { return };
        match br.kind {
            BranchKind::Portal => {
                if let Some(i) = self.maketrap(h, m.x, m.y, ttyp::MAGIC_PORTAL) {
                    let t = &mut self.lev.traps[i];
                    t.dst = br.tolev;
                    t.once = false;
                }
            }
            BranchKind::Stairs => {
                self.lev.sstairs = Some(Stairway { x: m.x, y: m.y, tolev: br.tolev, up: br.up });
                self.sstairs_room = br_room;
                if let Some(l) = self.lev.at_mut(m.x, m.y) {
                    l.flags = if br.up { LA_UP } else { LA_DOWN };
                    l.typ = STAIRS;
                }
            }
            BranchKind::NoWay => {}
        }
    }

    /// A spot for the branch in a room that has no stairs, on plain floor
    /// or corridor and not occupied (`find_branch_room`); without rooms,
    /// the hook's `mazexy`.
    fn find_branch_room(&mut self, h: &mut dyn Hooks) -> (Option<Coord>, Option<usize>) {
        let nroom = self.nroom();
        if nroom == 0 {
            return (h.mazexy(self), None);
        }
        let croom = if nroom > 2 {
            let mut tryct = 0;
            loop {
                let c = self.rng.rn2(nroom as i32) as usize;
                let bad = Some(c) == self.dnstairs_room
                    || Some(c) == self.upstairs_room
                    || self.lev.rooms[c].rtype != rtype::OROOM;
                tryct += 1;
                if !bad || tryct >= 100 {
                    break c;
                }
            }
        } else {
            self.rng.rn2(nroom as i32) as usize
        };
        for _ in 0..10_000 {
            let m = somexy(self.lev, self.rng, RoomId::Main(croom));
            let Some(m) = m else { return (None, Some(croom)) };
            let t = self.lev.typ(m.x, m.y);
            if !occupied(self.lev, m.x, m.y) && (t == CORR || t == ROOM) {
                return (Some(m), Some(croom));
            }
        }
        (None, Some(croom))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::levelgen::mklev::NoHooks;
    use crate::objects::mkobj::LevelCtx;
    use crate::rng::Rng;

    fn ctx(difficulty: i32) -> LevelCtx {
        LevelCtx {
            difficulty,
            depth: difficulty,
            uz: DLevel { dnum: 0, dlevel: 5 },
            dunlevs: 20,
            ..LevelCtx::default()
        }
    }

    #[test]
    fn pits_flatten_and_features_avoid_doors() {
        let mut lev = Level::new(DLevel::default());
        let mut rng = Rng::new(2);
        let mut mk = MkLev::new(&mut lev, &mut rng, ctx(3));
        mk.add_room(10, 5, 14, 8, false, 0, false);
        mk.lev.set_typ(12, 4, DOOR);
        mk.maketrap(&mut NoHooks, 9, 6, ttyp::PIT);
        assert_eq!(mk.lev.typ(9, 6), DOOR);
        for _ in 0..6 {
            mk.mkfount(&mut NoHooks, false, RoomId::Main(0));
            mk.mkaltar(&mut NoHooks, RoomId::Main(0));
        }
        mk.mkgrave(&mut NoHooks, RoomId::Main(0));
        assert!(mk.lev.typ(12, 5) != FOUNTAIN && mk.lev.typ(12, 5) != ALTAR);
        let n = Level::positions().filter(|&(x, y)| mk.lev.typ(x, y) == FOUNTAIN).count();
        assert_eq!(n, mk.lev.flags.nfountains as usize);
        assert!(n >= 1);
        assert_eq!(mk.lev.engravings.len(), 1);
        assert_eq!(mk.lev.engravings[0].kind, EngrType::Headstone);
    }

    #[test]
    fn wipeout_rubs_out_letters() {
        let mut rng = Rng::new(4);
        let mut s = String::from("ad aerarium");
        wipeout_text(&mut rng, &mut s, 5);
        assert_ne!(s, "ad aerarium");
        assert!(s.len() <= 11);
    }
}
