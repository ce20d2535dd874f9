//! A gas spore's death (mon.c's `corpse_chance` for an `AT_BOOM`
//! attack, with explode.c's `explode` of a monster explosion): the dead
//! monster bursts for its attack's dice of physical damage over the
//! 3 by 3 square around it, catching the hero and monsters there; the
//! monsters it kills are the hero's kills when the hero killed it.

use crate::game::Game;
use crate::world::level::isok;
use crate::world::monst::Monst;
use oxhack_defs::AttackType;
use oxhack_tables::tables;

impl Game {
    /// The dead monster `dead` explodes if its kind has an `AT_BOOM`
    /// attack ("You are caught in the gas spore's explosion!"). `by_you`:
    /// the hero killed it, and so the kills the blast makes.
    pub fn mon_boom(&mut self, dead: &Monst, by_you: bool) {
        let t = tables();
        let d = t.mon(dead.mnum);
        let Some(a) = d.attacks.iter().find(|a| a.aatyp == AttackType::Boom) else { return };
        let dam = if a.damn > 0 {
            self.rng.d(a.damn as i32, a.damd as i32)
        } else if a.damd > 0 {
            self.rng.d(d.mlevel as i32 + 1, a.damd as i32)
        } else {
            0
        };
        let what = format!("{} explosion", crate::objects::objnam::s_suffix(&d.name));
        let (x, y) = (dead.mx, dead.my);
        let squares: Vec<(i32, i32)> =
            (-1..=1).flat_map(|dx| (-1..=1).map(move |dy| (x + dx, y + dy))).filter(|&(a, b)| isok(a, b)).collect();
        if !squares.iter().any(|&(a, b)| self.vis.cansee(a, b)) && !self.u.has(oxhack_defs::Prop::Deaf) {
            self.pline("You hear a blast.");
        }
        let mut uhurt = false;
        for &(sx, sy) in &squares {
            if (sx, sy) == (self.u.ux, self.u.uy) && !self.u.uswallow {
                uhurt = true;
            }
            let Some(i) = self.lev.monsters.iter().position(|m| m.mx == sx && m.my == sy && m.mhp > 0) else {
                continue;
            };
            if self.u.uswallow && self.u.ustuck == Some(self.lev.monsters[i].m_id) {
                continue;
            }
            let seen = self.vis.cansee(sx, sy);
            if seen {
                let name = self.monnam_cap(i);
                self.pline(format!("{name} is caught in the {what}!"));
            }
            let m = &self.lev.monsters[i];
            let dlev = i32::from(m.m_lev).clamp(1, 50);
            let mut mdam = dam;
            // `resist` against a monster explosion's attack level, 0.
            if self.rng.rn2(100 - dlev) < i32::from(t.mon(m.mnum).mr) {
                if seen {
                    let name = self.monnam_cap(i);
                    self.pline(format!("{name} resists the {what}!"));
                }
                mdam = (dam + 1) / 2;
            }
            if !self.damage_monster(i, mdam, by_you) && by_you {
                self.wakeup(i, true);
            }
        }
        if uhurt && self.over.is_none() {
            self.tally_attack(a.aatyp, a.adtyp);
            self.pline(format!("You are caught in the {what}!"));
            let mut damu = dam;
            if self.life.uinvulnerable {
                damu = 0;
                self.pline("You are unharmed!");
            } else if self.u.has(oxhack_defs::Prop::HalfPhdam) {
                damu = (damu + 1) / 2;
            }
            self.losehp(damu, &what);
            self.exercise(crate::world::you::A_STR, false);
        }
        // Explosions are noisy.
        let noise = (dam * dam).max(50);
        for m in &mut self.lev.monsters {
            if (m.mx - x).pow(2) + (m.my - y).pow(2) < noise {
                m.msleeping = false;
            }
        }
    }
}
