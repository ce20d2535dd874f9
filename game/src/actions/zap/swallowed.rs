//! Zapping from inside an engulfer (zap.c's `weffects`, `zap_dig` and
//! `buzz` with `u.uswallow`): a wand of digging pierces its wall and the
//! hero gets out, an immediate wand hits it, a ray rips into it.

use super::buzz::ZapType;
use crate::game::Game;
use crate::monsters::makemon::{self as mdat};
use crate::world::obj::Obj;
use oxhack_defs::flags::Mr;
use oxhack_defs::tables::{IMMEDIATE, RAY};
use oxhack_tables::{ids::*, tables};

impl Game {
    /// `weffects` for a swallowed hero: wand `w` acts on the engulfer.
    /// Returns false when the hero is not inside anything.
    pub(super) fn weffects_swallowed(&mut self, w: &Obj) -> bool {
        if !self.u.uswallow {
            return false;
        }
        let Some(i) = self.u.ustuck.and_then(|id| self.mon_index(id)) else { return false };
        let t = tables();
        let pm = self.lev.monsters[i].mnum;
        if w.otyp == WAN_DIGGING {
            // Whirlwinds have no wall to dig through.
            if !mdat::is_whirly(t, pm) {
                let animal = mdat::is_animal(t, pm);
                if animal {
                    let name = self.mon_nam(i);
                    self.pline(format!("You pierce {name}'s stomach wall!"));
                }
                self.lev.monsters[i].mhp = 1;
                self.expels(i, !animal);
            }
            self.learnwand(w);
        } else if self.wand_dir(w.otyp) == RAY {
            if let Some(zt) = ZapType::of_wand(w.otyp) {
                self.ray_rips_into(i, zt, 6);
            }
            self.learnwand(w);
        } else if self.wand_dir(w.otyp) == IMMEDIATE {
            let known = self.bhitm(i, w);
            // A teleported engulfer takes the hero along.
            if let Some(id) = self.u.ustuck {
                self.swallower_moved(id);
            }
            if known {
                self.learnwand(w);
            } else {
                self.offer_call(w);
            }
        }
        true
    }

    /// A ray zapped inside engulfer `i`: "The bolt of fire rips into the
    /// ochre jelly!"; a death ray kills anything it can.
    fn ray_rips_into(&mut self, i: usize, zt: ZapType, nd: i32) {
        let t = tables();
        let pm = self.lev.monsters[i].mnum;
        let res = t.mon(pm).mresists;
        let mut dmg = match zt {
            ZapType::MagicMissile => self.rng.d(nd, 6),
            ZapType::Fire if !res.contains(Mr::FIRE) => self.rng.d(nd, 6),
            ZapType::Cold if !res.contains(Mr::COLD) => self.rng.d(nd, 6),
            ZapType::Lightning if !res.contains(Mr::ELEC) => self.rng.d(nd, 6),
            ZapType::Sleep if !res.contains(Mr::SLEEP) => {
                let n = self.rng.d(nd, 25);
                let m = &mut self.lev.monsters[i];
                m.mcanmove = false;
                m.mfrozen = n.clamp(1, 127) as u8;
                0
            }
            ZapType::Death if !(mdat::nonliving(t, pm) || mdat::is_demon(t, pm)) => self.lev.monsters[i].mhp + 1,
            _ => -1,
        };
        if dmg > 0 && zt != ZapType::Death && self.resist_wand(i) {
            dmg /= 2;
        }
        let name = self.mon_nam(i);
        let exclam = if dmg < 0 {
            "?"
        } else if dmg <= 4 {
            "."
        } else {
            "!"
        };
        self.pline(format!("The {} rips into {name}{exclam}", zt.name()));
        if dmg > 0 {
            self.damage_monster(i, dmg, true);
        } else {
            self.wakeup(i, true);
        }
    }
}
