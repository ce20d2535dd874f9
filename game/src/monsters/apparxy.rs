//! Where monsters think the hero is (monmove.c's `set_apparxy`) and what
//! they do when they attack that spot and the hero is not there
//! (mhitu.c's `wildmiss`).
//!
//! A monster that cannot see the hero (blinded, or the hero invisible to
//! it) guesses a square next to the hero; one that sees a displaced hero
//! (a cloak of displacement, OxHack's displacement property) sees the
//! image up to two squares away. One guess in three (unseen) or four
//! (displaced) is right anyway, and a monster that has found the hero
//! keeps them until they move. Tame monsters and whatever holds the hero
//! always know where the hero is.

use crate::game::Game;
use crate::monsters::makemon::{self as mdat, closed_door};
use crate::monsters::monmove::perceives;
use crate::world::level::{accessible, isok};
use oxhack_defs::flags::M1;
use oxhack_defs::{Attack, AttackType, DamageType, MonClass, Prop};
use oxhack_tables::{ids, tables};
use oxhack_vm::terrain::WATER;

impl Game {
    /// `set_apparxy`: decides where monster `i` thinks the hero is
    /// (`mux`, `muy`).
    pub fn set_apparxy(&mut self, i: usize) {
        let t = tables();
        let Some(m) = self.lev.monsters.get(i) else { return };
        let (ux, uy) = (self.u.ux, self.u.uy);
        let (pm, omx, omy) = (m.mnum, m.mx, m.my);
        let (mut mx, mut my) = (m.mux, m.muy);
        let knows = m.mtame > 0 || self.u.ustuck == Some(m.m_id) || (mx, my) == (ux, uy);
        let notseen = !m.mcansee || (self.u.has(Prop::Invis) && !perceives(t, pm));
        let displaced = self.u.has(Prop::Displaced);
        let disp = if knows {
            0
        } else if notseen {
            // Xorns smell the metal of gold coins.
            if pm == ids::PM_XORN && self.u.ugold > 0 { 0 } else { 1 }
        } else if displaced {
            if self.vis.couldsee(mx, my) { 2 } else { 1 }
        } else {
            0
        };
        let gotu = disp == 0 || if notseen { self.rng.rn2(3) == 0 } else { displaced && self.rng.rn2(4) == 0 };
        let (mut gx, mut gy) = (ux, uy);
        if !gotu {
            let walls = mdat::passes_walls(t, pm);
            let ooze = mdat::amorphous(t, pm);
            for _ in 0..200 {
                mx = ux - disp + self.rng.rn2(2 * disp + 1);
                my = uy - disp + self.rng.rn2(2 * disp + 1);
                let bad = !isok(mx, my)
                    || (disp != 2 && (mx, my) == (omx, omy))
                    || ((mx, my) != (ux, uy)
                        && !walls
                        && !((accessible(self.lev.typ(mx, my)) && !closed_door(&self.lev, mx, my))
                            || (closed_door(&self.lev, mx, my) && ooze)))
                    || !self.vis.couldsee(mx, my);
                if !bad {
                    (gx, gy) = (mx, my);
                    break;
                }
            }
        }
        let m = &mut self.lev.monsters[i];
        m.mux = gx;
        m.muy = gy;
    }

    /// `wildmiss`: monster `i`'s attack `a` went to where it thought the
    /// hero was, and the hero was not there.
    pub fn wildmiss(&mut self, i: usize, a: &Attack) {
        let t = tables();
        let Some(m) = self.lev.monsters.get(i) else { return };
        if !self.opts.verbose || !self.vis.cansee(m.mx, m.my) {
            return;
        }
        let (pm, mcansee) = (m.mnum, m.mcansee);
        let invis = self.u.has(Prop::Invis);
        let compat = self.could_seduce(i, a);
        let name = self.monnam_cap(i);
        if !mcansee || (invis && !perceives(t, pm)) {
            let swings = match a.aatyp {
                AttackType::Bite => "snaps",
                AttackType::Kick => "kicks",
                AttackType::Stng | AttackType::Butt => "lunges",
                _ if t.mon(pm).mflags1.contains(M1::NOLIMBS) => "lunges",
                _ => "swings",
            };
            if compat != 0 {
                self.pline(format!("{name} tries to touch you and misses!"));
            } else {
                match self.rng.rn2(3) {
                    0 => self.pline(format!("{name} {swings} wildly and misses!")),
                    1 => self.pline(format!("{name} attacks a spot beside you.")),
                    _ => {
                        let (x, y) = (self.lev.monsters[i].mux, self.lev.monsters[i].muy);
                        let air = if self.lev.typ(x, y) == WATER { "empty water" } else { "thin air" };
                        self.pline(format!("{name} strikes at {air}!"));
                    }
                }
            }
        } else if self.u.has(Prop::Displaced) {
            let inv = if invis { "invisible " } else { "" };
            if compat != 0 {
                let how = if compat == 2 { "engagingly" } else { "seductively" };
                self.pline(format!("{name} smiles {how} at your {inv}displaced image..."));
            } else {
                self.pline(format!("{name} strikes at your {inv}displaced image and misses you!"));
            }
        }
    }

    /// `could_seduce` for a monster's attack on the hero: 1 when a nymph,
    /// incubus or succubus of the other sex tries, 2 for a nymph of the
    /// same sex, 0 otherwise (or when the hero cannot see it invisible).
    fn could_seduce(&self, i: usize, a: &Attack) -> i32 {
        let t = tables();
        let Some(m) = self.lev.monsters.get(i) else { return 0 };
        if !matches!(a.adtyp, DamageType::Sedu | DamageType::Ssex) {
            return 0;
        }
        if m.minvis && !self.u.has(Prop::SeeInvis) {
            return 0;
        }
        let nymph = t.mon(m.mnum).mlet == MonClass::Nymph;
        if !nymph && m.mnum != ids::PM_INCUBUS && m.mnum != ids::PM_SUCCUBUS {
            return 0;
        }
        if m.female != self.u.female {
            1
        } else if nymph {
            2
        } else {
            0
        }
    }
}
