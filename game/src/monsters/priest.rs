//! Temple priests (priest.c's `priestini`) and the altar alignment masks
//! they serve (align.h's `Align2amask` and `Amask2align`).

use crate::monsters::makemon::{MmFlags, MonCtx, align_value};
use crate::world::level::{AM_CHAOTIC, AM_LAWFUL, AM_MASK, AM_NEUTRAL, AM_NONE, DLevel, Level, RoomId};
use crate::world::monst::{EPri, MExtra};
use crate::world::obj::Worn;
use oxhack_defs::{Align, OClass};
use oxhack_tables as ids;

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
