//! Temple priests (priest.c's `priestini`) and the altar alignment masks
//! they serve (align.h's `Align2amask` and `Amask2align`), with the
//! questions about temples that monster movement asks: whose temple the
//! hero stands in (`temple_occupied`, `findpriest`, `has_shrine`) and
//! whether it is the hero's sanctuary (`in_your_sanctuary`). What priests
//! say and do to the hero lives in `town::priest`.

use crate::game::Game;
use crate::monsters::makemon::{MmFlags, MonCtx, align_value, is_minion};
use crate::world::level::in_rooms;
use crate::world::level::{
    AM_CHAOTIC, AM_LAWFUL, AM_MASK, AM_NEUTRAL, AM_NONE, AM_SHRINE, DLevel, Level, ROOMOFFSET, RoomId,
};
use crate::world::monst::{EPri, MExtra, Monst};
use crate::world::obj::Worn;
use oxhack_defs::{Align, OClass};
use oxhack_tables::{ids, tables};

/// `Align2amask`: an alignment (`A_CHAOTIC` -1, `A_NEUTRAL` 0,
/// `A_LAWFUL` 1, `A_NONE`) as an altar mask.
pub fn align2amask(a: i8) -> u8 {
    match a {
        1 => AM_LAWFUL,
        0 => AM_NEUTRAL,
        -1 => AM_CHAOTIC,
        _ => AM_NONE,
    }
}

/// `Amask2align`: an altar mask's alignment (`A_NONE` for an unaligned
/// altar).
pub fn amask2align(mask: u8) -> i8 {
    match mask & AM_MASK {
        0 => Align::None.value(),
        AM_LAWFUL => 1,
        m => m as i8 - 2,
    }
}

impl MonCtx<'_> {
    /// `priestini`: the priest of the temple in room `room`, beside the
    /// altar at (sx, sy): peaceful, with two to four spellbooks, the
    /// Amulet in the Sanctum (`sanctum`), and a robe blessed or cursed by
    /// whether the priest shares the hero's god.
    pub fn priestini(&mut self, lev: &mut Level, lvl: DLevel, room: RoomId, sx: i32, sy: i32, sanctum: bool) {
        if let Some(i) = lev.monsters.iter().position(|m| m.mx == sx + 1 && m.my == sy) {
            self.rloc(lev, i);
        }
        let pm = if sanctum { ids::PM_HIGH_PRIEST } else { ids::PM_ALIGNED_PRIEST };
        let Some(idx) = self.makemon(lev, Some(pm), sx + 1, sy, MmFlags::MM_EPRI) else {
            return;
        };
        let shralign = amask2align(lev.at(sx, sy).altarmask());
        let id = lev.monsters[idx].m_id;
        if let Some(r) = lev.room_mut(room) {
            r.resident = Some(id);
        }
        {
            let p = &mut lev.monsters[idx];
            p.mextra = Some(MExtra::Priest(Box::new(EPri {
                shralign,
                shroom: crate::monsters::shknam::room_index(room),
                shrpos: crate::world::level::Coord::new(sx, sy),
                shrlevel: lvl,
                intone_time: 0,
                enter_time: 0,
                hostile_time: 0,
                peaceful_time: 0,
            })));
            p.mpeaceful = true;
            p.msleeping = false;
            self.set_malign(p);
        }
        if sanctum && shralign == Align::None.value() && self.env.sanctum {
            self.mongets(&mut lev.monsters[idx], ids::AMULET_OF_YENDOR);
        }
        let mut cnt = self.mk.rng.rn1(3, 2);
        while cnt > 0 {
            let book = self.mk.mkobj(OClass::Spbook, false);
            lev.monsters[idx].minvent.push(book);
            cnt -= 1;
        }
        if self.mk.rng.rn2(2) != 0 {
            let coaligned = align_value(self.mk.hero.align) == self.mon_aligntyp(&lev.monsters[idx]);
            let p = &mut lev.monsters[idx];
            if let Some(cloak) = p.minvent.iter_mut().find(|o| o.owornmask.contains(Worn::ARMC)) {
                if coaligned {
                    cloak.uncurse();
                } else {
                    cloak.curse();
                }
            }
        }
    }
}

/// The alignment record below which the hero has sinned (`ALGN_SINNED`)
/// and at or above which the hero is pious (`ALGN_PIOUS`), as
/// enlightenment names them.
pub const ALGN_SINNED: i32 = -4;
pub const ALGN_PIOUS: i32 = 14;

/// `temple_occupied`: the first temple among room numbers `rooms`.
pub fn temple_occupied(lev: &Level, rooms: &[u8]) -> Option<u8> {
    rooms.iter().copied().find(|&r| lev.room_by_no(r).is_some_and(|m| m.rtype == crate::world::level::rtype::TEMPLE))
}

impl Game {
    /// `mon_aligntyp`: a monster's alignment as an `A_*` value, a
    /// priest's its altar's, a minion's its god's.
    pub fn mon_aligntyp(&self, m: &Monst) -> i8 {
        let a = match &m.mextra {
            Some(MExtra::Priest(p)) => p.shralign as i32,
            Some(MExtra::Minion(e)) => e.min_align as i32,
            _ => tables().mon(m.mnum).maligntyp as i32,
        };
        if a == Align::None.value() as i32 { Align::None.value() } else { a.signum() as i8 }
    }

    /// `p_coaligned`: the priest serves the hero's god.
    pub fn p_coaligned(&self, m: &Monst) -> bool {
        self.mon_aligntyp(m) == self.u.hero.align.value()
    }

    /// `histemple_at`: (x, y) lies in the temple of priest `m`, on its
    /// own level.
    pub fn histemple_at(&self, m: &Monst, x: i32, y: i32) -> bool {
        let Some(p) = m.epri() else { return false };
        let here = in_rooms(&self.lev, x, y, crate::world::level::rtype::TEMPLE);
        here.first().is_some_and(|&r| r as usize == p.shroom + ROOMOFFSET as usize) && p.shrlevel == self.u.uz
    }

    /// `has_shrine`: the priest's altar still stands, a shrine of the
    /// priest's own alignment.
    pub fn has_shrine(&self, m: &Monst) -> bool {
        let Some(p) = m.epri() else { return false };
        let rm = self.lev.at(p.shrpos.x, p.shrpos.y);
        rm.typ == oxhack_vm::terrain::ALTAR
            && rm.altarmask() & AM_SHRINE != 0
            && p.shralign == amask2align(rm.altarmask() & !AM_SHRINE)
    }

    /// `inhistemple`: the priest stands in its temple, which still has
    /// its shrine.
    pub fn inhistemple(&self, m: &Monst) -> bool {
        self.histemple_at(m, m.mx, m.my) && self.has_shrine(m)
    }

    /// `findpriest`: the priest of temple room `roomno` who is in it.
    pub fn findpriest(&self, roomno: u8) -> Option<usize> {
        self.lev.monsters.iter().position(|m| {
            m.mhp > 0
                && m.epri().is_some_and(|p| p.shroom + ROOMOFFSET as usize == roomno as usize)
                && self.histemple_at(m, m.mx, m.my)
        })
    }

    /// `priestname`: "the priest of Tyr", "the high priestess of Moloch",
    /// "the renegade Angel of Crom", for temple priests and minions; the
    /// god is left out for a high priest seen from afar on the Astral
    /// Plane.
    pub fn priestname(&self, m: &Monst) -> String {
        let t = tables();
        let what = t.mon(m.mnum).name.as_str();
        if !m.ispriest() && !m.isminion() {
            return what.to_string();
        }
        let aligned = m.mnum == ids::PM_ALIGNED_PRIEST;
        let high = m.mnum == ids::PM_HIGH_PRIEST;
        let mut name = String::from("the ");
        if m.minvis {
            name.push_str("invisible ");
        }
        if let Some(MExtra::Minion(e)) = &m.mextra
            && e.renegade
        {
            name.push_str("renegade ");
        }
        let mut what = what.to_string();
        if m.ispriest() || aligned {
            if aligned || high {
                if high {
                    name.push_str("high ");
                }
                what = if self.u.has(oxhack_defs::Prop::Halluc) {
                    "poohbah"
                } else if m.female {
                    "priestess"
                } else {
                    "priest"
                }
                .to_string();
            }
        } else if m.mtame > 0 && what.eq_ignore_ascii_case("Angel") {
            name.push_str("guardian ");
        }
        name.push_str(&what);
        let afar = high
            && self.level_ctx(self.u.uz).is_astral
            && (m.mx - self.u.ux).pow(2) + (m.my - self.u.uy).pow(2) > 2
            && self.over.is_none();
        if !afar {
            let a = Align::from_value(self.mon_aligntyp(m)).unwrap_or(Align::None);
            name.push_str(" of ");
            name.push_str(self.align_gname(a));
        }
        name
    }

    /// `in_your_sanctuary`: (x, y), or monster `mon`'s square, lies in
    /// the temple the hero stands in, tended by a peaceful priest of the
    /// hero's god with the shrine intact, and the hero has not sinned.
    /// Minions and the Riders ignore sanctuaries.
    pub fn in_your_sanctuary(&self, mon: Option<&Monst>, x: i32, y: i32) -> bool {
        let (x, y) = match mon {
            Some(m) => {
                let t = tables();
                if is_minion(t, m.mnum) || crate::world::mondata::is_rider(m.mnum) {
                    return false;
                }
                (m.mx, m.my)
            }
            None => (x, y),
        };
        if self.u.ualign.record <= ALGN_SINNED {
            return false;
        }
        let Some(roomno) = temple_occupied(&self.lev, &self.u.urooms) else { return false };
        if in_rooms(&self.lev, x, y, crate::world::level::rtype::TEMPLE).first() != Some(&roomno) {
            return false;
        }
        let Some(i) = self.findpriest(roomno) else { return false };
        let p = &self.lev.monsters[i];
        self.has_shrine(p) && self.p_coaligned(p) && p.mpeaceful
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn masks_round_trip() {
        for a in [-1i8, 0, 1] {
            assert_eq!(amask2align(align2amask(a)), a);
        }
        assert_eq!(amask2align(AM_NONE), Align::None.value());
        assert_eq!(amask2align(AM_LAWFUL | crate::world::level::AM_SHRINE), 1);
        assert_eq!(align2amask(Align::None.value()), AM_NONE);
    }
}
