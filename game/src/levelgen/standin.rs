//! Random levels standing in for special ones: what such a level needs to
//! join the dungeon as the special level's own file would make it join.
//!
//! A special level whose file OxHack does not have yet is built as a
//! random level of rooms or a maze, which gives it the stairs of an
//! ordinary level and its branch. Two special levels connect otherwise:
//!
//! * NetHack's castle (`castle.des`) sits at the bottom of the Dungeons,
//!   above the one-way branch into Gehennom: it has no down stairs, and
//!   its five trap doors are the way down (to the Valley, `fall_through`'s
//!   `find_hell`). [`add_trapdoors`] gives a stand-in the same.
//! * The Elemental Planes (`endgame.des`) have no stairs at all: each plane
//!   holds a magic portal to the next one up, Earth to Air to Fire to
//!   Water to the Astral Plane. [`plane_connections`] makes a stand-in so.

use crate::rng::Rng;
use crate::world::level::{Coord, DLevel, Level, Trap, rtype, ttyp};
use oxhack_vm::terrain::{CORR, ROOM, STAIRS};

/// The trap doors of NetHack's castle (`castle.des` places five).
pub const CASTLE_TRAPDOORS: usize = 5;

/// Plain, empty floor where a trap door or portal can go: room floor of
/// an ordinary room (or, on a level without rooms, any floor or
/// corridor), with no trap, no stairs and nothing built there.
fn free_spots(lev: &Level) -> Vec<Coord> {
    let roomless = lev.rooms.is_empty();
    Level::positions()
        .filter(|&(x, y)| {
            let typ = lev.typ(x, y);
            let floor = typ == ROOM || (roomless && typ == CORR);
            let ordinary = roomless || lev.rooms.iter().any(|r| r.rtype == rtype::OROOM && r.inside(x, y));
            floor && ordinary && lev.t_at(x, y).is_none()
        })
        .map(|(x, y)| Coord::new(x, y))
        .collect()
}

/// Picks and removes a random spot of `spots`.
fn take(rng: &mut Rng, spots: &mut Vec<Coord>) -> Option<Coord> {
    if spots.is_empty() {
        return None;
    }
    let i = rng.rn2(spots.len() as i32) as usize;
    Some(spots.swap_remove(i))
}

/// Puts `n` trap doors on free floor, as the castle has (see the module
/// note); returns how many were placed (fewer only on a level with less
/// free floor than that).
pub fn add_trapdoors(lev: &mut Level, rng: &mut Rng, n: usize) -> usize {
    let mut spots = free_spots(lev);
    let mut made = 0;
    while made < n {
        let Some(c) = take(rng, &mut spots) else { break };
        lev.traps.push(Trap::new(ttyp::TRAPDOOR, c.x, c.y));
        made += 1;
    }
    made
}

/// A Plane's connections (see the module note): no stairs, no holes,
/// trap doors or level teleporters, a floor that cannot be dug and no
/// teleporting (`endgame.des`: `noteleport,hardfloor`), and a magic
/// portal to `next`, the plane above, unless this is the last one.
/// Returns where the portal went.
pub fn plane_connections(lev: &mut Level, rng: &mut Rng, next: Option<DLevel>) -> Option<Coord> {
    lev.flags.hardfloor = true;
    lev.flags.noteleport = true;
    lev.traps.retain(|t| !ttyp::is_hole(t.ttyp) && t.ttyp != ttyp::LEVEL_TELEP);
    for s in [lev.upstair.take(), lev.dnstair.take(), lev.upladder.take(), lev.dnladder.take()].into_iter().flatten() {
        if let Some(l) = lev.at_mut(s.x, s.y)
            && l.typ == STAIRS
        {
            l.typ = ROOM;
            l.flags = 0;
        }
    }
    let dest = next?;
    let c = take(rng, &mut free_spots(lev))?;
    let mut t = Trap::new(ttyp::MAGIC_PORTAL, c.x, c.y);
    t.dst = dest;
    lev.traps.push(t);
    Some(c)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::levelgen::levgen::{RandomKind, random_level};

    #[test]
    fn a_castle_stand_in_gets_its_trap_doors_on_free_floor() {
        for seed in 1..20 {
            let mut lev = random_level(seed, 27, RandomKind::Rooms);
            let before = lev.traps.len();
            assert_eq!(add_trapdoors(&mut lev, &mut Rng::new(seed), CASTLE_TRAPDOORS), CASTLE_TRAPDOORS);
            let new = &lev.traps[before..];
            assert!(new.iter().all(|t| t.ttyp == ttyp::TRAPDOOR && lev.typ(t.tx, t.ty) == ROOM), "seed {seed}");
            let mut spots: Vec<_> = lev.traps.iter().map(|t| (t.tx, t.ty)).collect();
            spots.sort_unstable();
            spots.dedup();
            assert_eq!(spots.len(), lev.traps.len(), "seed {seed}: two traps share a square");
        }
    }

    #[test]
    fn a_plane_stand_in_has_a_portal_up_and_no_stairs() {
        let next = DLevel { dnum: 7, dlevel: 4 };
        for (kind, seed) in [(RandomKind::Rooms, 3), (RandomKind::Maze, 4)] {
            let mut lev = random_level(seed, 30, kind);
            let c = plane_connections(&mut lev, &mut Rng::new(seed), Some(next)).expect("a portal");
            assert!(lev.upstair.is_none() && lev.dnstair.is_none() && lev.flags.hardfloor);
            assert!(!lev.traps.iter().any(|t| ttyp::is_hole(t.ttyp) || t.ttyp == ttyp::LEVEL_TELEP));
            assert!(Level::positions().all(|(x, y)| lev.typ(x, y) != STAIRS), "{kind:?}");
            let t = lev.t_at(c.x, c.y).expect("portal");
            assert_eq!((t.ttyp, t.dst), (ttyp::MAGIC_PORTAL, next));
            let mut top = random_level(seed, 30, kind);
            assert_eq!(plane_connections(&mut top, &mut Rng::new(seed), None), None);
            assert!(!top.traps.iter().any(|t| t.ttyp == ttyp::MAGIC_PORTAL));
        }
    }
}
