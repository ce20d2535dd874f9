//! Stairs, branch stairs and portals as level building places them
//! (mklev.c's `mkstairs`, `place_branch`, `find_branch_room`; mkmaze.c's
//! `mkportal`; the fixed-trap part of trap.c's `maketrap`).
//!
//! The random maze and the level-region walk both need these; mklev and
//! sp_lev can call them too. What the branch is comes from the dungeon
//! layout as a [`BranchPlan`].

use super::{MazeBounds, mazexy, occupied};
use crate::objects::mkobj::LevelCtx;
use crate::rng::Rng;
use crate::world::level::{Coord, DLevel, Level, Stairway, Trap, is_wall, ttyp};
use oxhack_vm::terrain::*;

/// How this level connects to its branch (`Is_branchlev` and `place_branch`'s
/// view of it), and whether it has been made (`made_branch`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BranchPlan {
    pub kind: BranchKind,
    /// Already placed: later requests are ignored (`made_branch`).
    pub made: bool,
}

/// What a branch end looks like on this level.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BranchKind {
    /// Branch stairs going up or down to `tolev`.
    Stairs { up: bool, tolev: DLevel },
    /// A magic portal to `dest`.
    Portal { dest: DLevel },
    /// A one-way branch whose other end is elsewhere: nothing here.
    Nothing,
}

impl BranchPlan {
    pub fn new(kind: BranchKind) -> BranchPlan {
        BranchPlan { kind, made: false }
    }

    /// The plan for level `here` from a placed dungeon's branch, if the
    /// branch has an end here (`Is_branchlev` and `place_branch`'s choice of
    /// end).
    pub fn from_branch(br: &dgn_comp::placement::Branch, here: DLevel) -> Option<BranchPlan> {
        use dgn_comp::placement::BranchType;
        let conv = |d: dgn_comp::placement::DLevel| DLevel { dnum: d.dnum as i32, dlevel: d.dlevel };
        let (end1, end2) = (conv(br.end1), conv(br.end2));
        let (on_end1, dest) = if end1 == here {
            (true, end2)
        } else if end2 == here {
            (false, end1)
        } else {
            return None;
        };
        let make_stairs = if on_end1 { br.kind != BranchType::NoEnd1 } else { br.kind != BranchType::NoEnd2 };
        let kind = if br.kind == BranchType::Portal {
            BranchKind::Portal { dest }
        } else if make_stairs {
            BranchKind::Stairs { up: if on_end1 { br.end1_up } else { !br.end1_up }, tolev: dest }
        } else {
            BranchKind::Nothing
        };
        Some(BranchPlan::new(kind))
    }
}

/// `mkstairs`: stairs up or down at (x, y) (none up from level 1 of a
/// dungeon, none down from its bottom level).
pub fn mkstairs(lev: &mut Level, ctx: &LevelCtx, x: i32, y: i32, up: bool) {
    if x == 0 {
        return;
    }
    let dunlev = ctx.uz.dlevel;
    if (dunlev == 1 && up) || (dunlev == ctx.dunlevs && !up) {
        return;
    }
    let tolev = DLevel { dnum: ctx.uz.dnum, dlevel: dunlev + if up { -1 } else { 1 } };
    let s = Some(Stairway { x, y, tolev, up });
    if up {
        lev.upstair = s;
    } else {
        lev.dnstair = s;
    }
    if let Some(l) = lev.at_mut(x, y) {
        l.typ = STAIRS;
        l.flags = if up { crate::world::level::LA_UP } else { crate::world::level::LA_DOWN };
    }
}

/// `maketrap` for the two fixed traps level building places itself (the
/// magic portal and the vibrating square): `None` where one of those is
/// already, or on furniture. Returns the trap's index.
pub fn make_fixed_trap(lev: &mut Level, x: i32, y: i32, kind: u8) -> Option<usize> {
    if let Some(i) = lev.traps.iter().position(|t| t.tx == x && t.ty == y) {
        if matches!(lev.traps[i].ttyp, ttyp::MAGIC_PORTAL | ttyp::VIBRATING_SQUARE) {
            return None;
        }
        lev.traps[i] = Trap::new(kind, x, y);
        return Some(i);
    }
    if crate::world::level::is_furniture(lev.typ(x, y)) {
        return None;
    }
    lev.traps.push(Trap::new(kind, x, y));
    Some(lev.traps.len() - 1)
}

/// `mkportal`: a magic portal at (x, y) leading to `dest`.
pub fn mkportal(lev: &mut Level, x: i32, y: i32, dest: DLevel) -> bool {
    match make_fixed_trap(lev, x, y, ttyp::MAGIC_PORTAL) {
        Some(i) => {
            lev.traps[i].dst = dest;
            true
        }
        None => false,
    }
}

/// `somex`/`somey`/`somexy` for branch placement in a room (mkroom.c).
fn somexy(lev: &Level, rng: &mut Rng, room: usize) -> Option<Coord> {
    let r = lev.rooms.get(room)?;
    let pick = |rng: &mut Rng| {
        let x = rng.rn1(r.hx - r.lx + 1, r.lx);
        let y = rng.rn1(r.hy - r.ly + 1, r.ly);
        Coord::new(x, y)
    };
    if r.irregular {
        let no = crate::world::level::RoomId::Main(room).roomno();
        let good = |c: Coord| !lev.at(c.x, c.y).edge && lev.at(c.x, c.y).roomno == no;
        for _ in 0..100 {
            let c = pick(rng);
            if good(c) {
                return Some(c);
            }
        }
        return (r.lx..=r.hx).flat_map(|x| (r.ly..=r.hy).map(move |y| Coord::new(x, y))).find(|&c| good(c));
    }
    if r.sbrooms.is_empty() {
        return Some(pick(rng));
    }
    for _ in 0..100 {
        let c = pick(rng);
        if is_wall(lev.typ(c.x, c.y)) {
            continue;
        }
        if r.sbrooms.iter().any(|&s| lev.subrooms.get(s).is_some_and(|sr| sr.inside(c.x, c.y))) {
            continue;
        }
        return Some(c);
    }
    None
}

/// The room whose interior holds (x, y) (stand-in for `upstairs_room` and
/// `dnstairs_room`).
fn room_at(lev: &Level, s: Option<Stairway>) -> Option<usize> {
    let s = s?;
    lev.rooms.iter().position(|r| r.inside(s.x, s.y))
}

/// `find_branch_room`: a spot for the branch, in a maze or in an ordinary
/// room other than the stair rooms.
fn find_branch_spot(lev: &Level, rng: &mut Rng, b: MazeBounds) -> Option<Coord> {
    let nroom = lev.rooms.len() as i32;
    if nroom == 0 {
        return mazexy(lev, rng, b);
    }
    let croom = if nroom > 2 {
        let (up, dn) = (room_at(lev, lev.upstair), room_at(lev, lev.dnstair));
        let mut tryct = 0;
        loop {
            let i = rng.rn2(nroom) as usize;
            tryct += 1;
            let bad = Some(i) == dn || Some(i) == up || lev.rooms[i].rtype != crate::world::level::rtype::OROOM;
            if !bad || tryct >= 100 {
                break i;
            }
        }
    } else {
        rng.rn2(nroom) as usize
    };
    for _ in 0..10_000 {
        let c = somexy(lev, rng, croom)?;
        let t = lev.typ(c.x, c.y);
        if !occupied(lev, c.x, c.y) && (t == CORR || t == ROOM) {
            return Some(c);
        }
    }
    None
}

/// `place_branch`: the branch stairs or portal at `at`, or at a random
/// spot; nothing if there is no branch here or it is already made.
pub fn place_branch(lev: &mut Level, rng: &mut Rng, b: MazeBounds, branch: Option<&mut BranchPlan>, at: Option<Coord>) {
    let Some(br) = branch else { return };
    if br.made {
        return;
    }
    let spot = match at {
        Some(c) if c.x != 0 => Some(c),
        _ => find_branch_spot(lev, rng, b),
    };
    if let Some(Coord { x, y }) = spot {
        match br.kind {
            BranchKind::Portal { dest } => {
                mkportal(lev, x, y, dest);
            }
            BranchKind::Stairs { up, tolev } => {
                lev.sstairs = Some(Stairway { x, y, tolev, up });
                if let Some(l) = lev.at_mut(x, y) {
                    l.flags = if up { crate::world::level::LA_UP } else { crate::world::level::LA_DOWN };
                    l.typ = STAIRS;
                }
            }
            BranchKind::Nothing => {}
        }
    }
    br.made = true;
}

#[cfg(test)]
mod tests {
    use super::super::testmap::level_from;
    use super::*;

    #[test]
    fn stairs_stop_at_dungeon_ends() {
        let mut lev = level_from("..", 5, 5);
        let top = LevelCtx { uz: DLevel { dnum: 0, dlevel: 1 }, dunlevs: 3, ..LevelCtx::default() };
        mkstairs(&mut lev, &top, 5, 5, true);
        assert_eq!(lev.typ(5, 5), ROOM);
        let bottom = LevelCtx { uz: DLevel { dnum: 0, dlevel: 3 }, dunlevs: 3, ..LevelCtx::default() };
        mkstairs(&mut lev, &bottom, 6, 5, false);
        assert_eq!(lev.typ(6, 5), ROOM);
        mkstairs(&mut lev, &bottom, 6, 5, true);
        assert_eq!(lev.upstair.map(|s| s.tolev.dlevel), Some(2));
    }

    #[test]
    fn branch_plan_from_a_dungeon_branch() {
        use dgn_comp::placement::{Branch, BranchType, DLevel as D};
        let br = Branch {
            id: 0,
            kind: BranchType::Stair,
            end1: D { dnum: 0, dlevel: 3 },
            end2: D { dnum: 2, dlevel: 1 },
            end1_up: false,
        };
        let here = BranchPlan::from_branch(&br, DLevel { dnum: 0, dlevel: 3 }).expect("end1");
        assert_eq!(here.kind, BranchKind::Stairs { up: false, tolev: DLevel { dnum: 2, dlevel: 1 } });
        let there = BranchPlan::from_branch(&br, DLevel { dnum: 2, dlevel: 1 }).expect("end2");
        assert_eq!(there.kind, BranchKind::Stairs { up: true, tolev: DLevel { dnum: 0, dlevel: 3 } });
        assert_eq!(BranchPlan::from_branch(&br, DLevel { dnum: 0, dlevel: 4 }), None);
    }
}
