//! muse.c's random items a new monster may carry to use in a fight:
//! offensive (`rnd_offensive_item`), defensive (`rnd_defensive_item`)
//! and miscellaneous (`rnd_misc_item`).

use super::{MonCtx, mdat::*};
use crate::world::monst::Monst;
use oxhack_defs::{AttackType, MonClass, Otyp, Pm};
use oxhack_tables::{self as ids, *};

impl MonCtx<'_> {
    pub(super) fn no_muse(&self, pm: Pm) -> bool {
        let t = self.mk.t;
        is_animal(t, pm)
            || attacktype(t, pm, AttackType::Expl)
            || mindless(t, pm)
            || matches!(t.mon(pm).mlet, MonClass::Ghost | MonClass::Kop)
    }

    /// `rnd_offensive_item` (the helmet check is moot: nothing is worn yet).
    pub fn rnd_offensive_item(&mut self, mon: &Monst) -> Option<Otyp> {
        let t = self.mk.t;
        let pm = mon.mnum;
        if self.no_muse(pm) {
            return None;
        }
        let difficulty = t.mon(pm).difficulty as i32;
        if difficulty > 7 && self.mk.rng.rn2(35) == 0 {
            return Some(WAN_DEATH);
        }
        let n = 9 - (difficulty < 4) as i32 + 4 * (difficulty > 6) as i32;
        Some(match self.mk.rng.rn2(n) {
            0 if amorphous(t, pm) || passes_walls(t, pm) || noncorporeal(t, pm) || unsolid(t, pm) => SCR_EARTH,
            0 | 1 => WAN_STRIKING,
            2 => POT_ACID,
            3 => POT_CONFUSION,
            4 => POT_BLINDNESS,
            5 => POT_SLEEPING,
            6 => POT_PARALYSIS,
            7 | 8 => WAN_MAGIC_MISSILE,
            9 => WAN_SLEEP,
            10 => WAN_FIRE,
            11 => WAN_COLD,
            12 => WAN_LIGHTNING,
            _ => return None,
        })
    }

    /// `rnd_defensive_item`.
    pub fn rnd_defensive_item(&mut self, mon: &Monst, noteleport: bool) -> Option<Otyp> {
        let t = self.mk.t;
        let pm = mon.mnum;
        if self.no_muse(pm) {
            return None;
        }
        let d = t.mon(pm).difficulty as i32;
        let n = 8 + (d > 3) as i32 + (d > 6) as i32 + (d > 8) as i32;
        let mut trycnt = 0;
        loop {
            return match self.mk.rng.rn2(n) {
                6 | 9 => {
                    trycnt += 1;
                    if noteleport && trycnt < 2 {
                        continue;
                    }
                    if self.mk.rng.rn2(3) == 0 { Some(WAN_TELEPORTATION) } else { Some(SCR_TELEPORTATION) }
                }
                0 | 1 => Some(SCR_TELEPORTATION),
                8 | 10 => {
                    if self.mk.rng.rn2(3) == 0 {
                        Some(WAN_CREATE_MONSTER)
                    } else {
                        Some(SCR_CREATE_MONSTER)
                    }
                }
                2 => Some(SCR_CREATE_MONSTER),
                3 => Some(POT_HEALING),
                4 => Some(POT_EXTRA_HEALING),
                5 => Some(if pm != ids::PM_PESTILENCE { POT_FULL_HEALING } else { POT_SICKNESS }),
                7 => {
                    if is_floater(t, pm) || mon.isshk() || mon.isgd() || mon.ispriest() {
                        None
                    } else {
                        Some(WAN_DIGGING)
                    }
                }
                _ => None,
            };
        }
    }

    /// `rnd_misc_item`.
    pub fn rnd_misc_item(&mut self, mon: &Monst) -> Option<Otyp> {
        let t = self.mk.t;
        let pm = mon.mnum;
        if self.no_muse(pm) {
            return None;
        }
        let d = t.mon(pm).difficulty as i32;
        if d < 6 && self.mk.rng.rn2(30) == 0 {
            return Some(if self.mk.rng.rn2(6) != 0 { POT_POLYMORPH } else { WAN_POLYMORPH });
        }
        let vampshifter = mon.cham.is_some_and(|c| t.mon(c).mlet == MonClass::Vampire);
        if self.mk.rng.rn2(40) == 0 && !nonliving(t, pm) && !vampshifter {
            return Some(AMULET_OF_LIFE_SAVING);
        }
        match self.mk.rng.rn2(3) {
            0 => {
                if mon.isgd() {
                    return None;
                }
                Some(if self.mk.rng.rn2(6) != 0 { POT_SPEED } else { WAN_SPEED_MONSTER })
            }
            1 => {
                if mon.mpeaceful && !self.env.see_invisible {
                    return None;
                }
                Some(if self.mk.rng.rn2(6) != 0 { POT_INVISIBILITY } else { WAN_MAKE_INVISIBLE })
            }
            _ => Some(POT_GAIN_LEVEL),
        }
    }
}
