//! `#turn` (pray.c's `doturn`): priests and knights call on their god to
//! turn the undead in sight away; the weaker ones are destroyed, or for
//! a chaotic turner made peaceful. Others may know the spell.

use crate::game::Game;
use crate::world::you::A_WIS;
use oxhack_defs::flags::M2;
use oxhack_defs::{Align, MonClass, Prop};
use oxhack_tables::{ids, tables};

/// `BOLT_LIM`: the reach of rays and of turning.
const BOLT_LIM: i32 = 8;
/// `MAXULEV`.
const MAXULEV: i32 = crate::hero::exper::MAXULEV;

impl Game {
    /// `resist(mtmp, '\0', 0, tell)`: monster `i` shrugs off the hero's
    /// own power (of the hero's level) by its magic resistance.
    pub fn resist_hero(&mut self, i: usize, tell: bool) -> bool {
        let Some(m) = self.lev.monsters.get(i) else { return false };
        let mr = i32::from(tables().mon(m.mnum).mr);
        let dlev = i32::from(m.m_lev).clamp(1, 50);
        let resisted = self.rng.rn2((100 + self.u.ulevel() - dlev).max(1)) < mr;
        if resisted && tell {
            let name = crate::world::display::capitalize(&self.mon_nam(i));
            self.pline(format!("{name} resists!"));
        }
        resisted
    }

    /// `#turn` (`doturn`). Takes the turn, and the turner is helpless
    /// for a few more (5 at first, 1 from level 25).
    pub fn doturn(&mut self) -> bool {
        let t = tables();
        let role = self.u.hero.role;
        if role != ids::PM_PRIEST && role != ids::PM_KNIGHT {
            if self.u.spells.iter().any(|s| s.0 == ids::SPE_TURN_UNDEAD) {
                return self.spelleffects(ids::SPE_TURN_UNDEAD);
            }
            self.pline("You don't know how to turn undead!");
            return false;
        }
        self.u.conduct.gnostic += 1;
        let god = self.u_gname();
        if self.u.has(Prop::Strangled) {
            self.pline(format!("You are not able to call upon {god} to turn aside evilness."));
            return self.u.conduct.gnostic == 1;
        }
        if self.u.ugangr > 6 {
            self.pline(format!("For some reason, {god} seems to ignore you."));
            self.aggravate();
            self.exercise(A_WIS, false);
            return true;
        }
        if self.level_ctx(self.u.uz).in_hell {
            self.pline(format!("Since you are in Gehennom, {god} can't help you."));
            self.aggravate();
            return true;
        }
        self.pline(format!("Calling upon {god}, you chant an arcane formula."));
        self.exercise(A_WIS, true);
        let range = (BOLT_LIM + self.u.ulevel() / 5).pow(2);
        let confused = self.u.has(Prop::Confusion);
        let mut faltered = false;
        let ids: Vec<u32> = self.lev.monsters.iter().map(|m| m.m_id).collect();
        for id in ids {
            let Some(i) = self.mon_index(id) else { continue };
            let m = &self.lev.monsters[i];
            let (mx, my) = (m.mx, m.my);
            let d = t.mon(m.mnum);
            let dist = (mx - self.u.ux).pow(2) + (my - self.u.uy).pow(2);
            if !self.vis.couldsee(mx, my) || dist > range || m.mpeaceful {
                continue;
            }
            let demon = d.mflags2.contains(M2::DEMON);
            if !(d.mflags2.contains(M2::UNDEAD) || (demon && self.u.ulevel() > MAXULEV / 2)) {
                continue;
            }
            self.lev.monsters[i].msleeping = false;
            if confused {
                if !faltered {
                    self.pline("Unfortunately, your voice falters.");
                    faltered = true;
                }
                let m = &mut self.lev.monsters[i];
                m.mflee = false;
                m.mfrozen = 0;
                m.mcanmove = true;
                continue;
            }
            if self.resist_hero(i, true) {
                continue;
            }
            let xlev = match d.mlet {
                MonClass::Lich => 16,
                MonClass::Ghost => 14,
                MonClass::Vampire => 12,
                MonClass::Wraith => 10,
                MonClass::Mummy => 8,
                MonClass::Zombie => 6,
                _ => 0,
            };
            if xlev > 0 && self.u.ulevel() >= xlev && !self.resist_hero(i, false) {
                if self.u.hero.align == Align::Chaotic {
                    let mut m = self.lev.monsters[i].clone();
                    m.mpeaceful = true;
                    self.with_mon(|c, _| c.set_malign(&mut m));
                    self.lev.monsters[i] = m;
                } else {
                    self.xkilled(i);
                }
                continue;
            }
            self.monflee(i, 0, false, true);
        }
        let n = 5 - (self.u.ulevel() - 1) / 6;
        self.helpless(n, "You can move again.");
        true
    }
}
