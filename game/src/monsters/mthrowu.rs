//! Monsters throwing and shooting at the hero (mthrowu.c): `thrwmu`
//! picks a missile (`select_rwep`), throws a volley along a clear line
//! (`m_throw`), and each missile may hit the hero (`thitu`) and then lies
//! on the floor or breaks.
//!
//! Gaps: monsters do not wield launchers to shoot (only one already
//! wielded), missiles never hit other monsters on the way (a monster in
//! the way stops the throw), no poisoned missiles.

use crate::game::Game;
use crate::objects::weapon::{dmgval, weapon_type};
use crate::world::level::BOLT_LIM;
use crate::world::obj::ammo_and_launcher;
use crate::world::obj::{Obj, Worn};
use oxhack_defs::flags::M2;
use oxhack_defs::{Otyp, Skill};
use oxhack_tables::{ids, tables};

/// Missiles monsters throw, best first (`rwep[]`).
const RWEP: [Otyp; 22] = [
    ids::DWARVISH_SPEAR,
    ids::SILVER_SPEAR,
    ids::ELVEN_SPEAR,
    ids::SPEAR,
    ids::ORCISH_SPEAR,
    ids::JAVELIN,
    ids::SHURIKEN,
    ids::YA,
    ids::SILVER_ARROW,
    ids::ELVEN_ARROW,
    ids::ARROW,
    ids::ORCISH_ARROW,
    ids::CROSSBOW_BOLT,
    ids::SILVER_DAGGER,
    ids::ELVEN_DAGGER,
    ids::DAGGER,
    ids::ORCISH_DAGGER,
    ids::KNIFE,
    ids::FLINT,
    ids::ROCK,
    ids::DART,
    ids::CREAM_PIE,
];

impl Game {
    /// `select_rwep`: the index in monster `i`'s inventory of what it
    /// would throw or shoot (ammunition only with its launcher wielded;
    /// never the wielded weapon itself).
    fn select_rwep(&self, i: usize) -> Option<usize> {
        let t = tables();
        let m = self.lev.monsters.get(i)?;
        let mwep = m.mw.and_then(|w| m.minvent.get(w));
        for otyp in RWEP {
            let found = m.minvent.iter().enumerate().find(|&(k, o)| {
                o.otyp == otyp
                    && Some(k) != m.mw
                    && o.owornmask.is_empty()
                    && (!crate::world::obj::types::is_ammo(t, otyp) || ammo_and_launcher(t, o, mwep))
            });
            if let Some((k, _)) = found {
                return Some(k);
            }
        }
        None
    }

    /// `thrwmu`: monster `i`, lined up with the hero within range, throws
    /// or shoots a volley. Returns whether it did.
    pub fn thrwmu(&mut self, i: usize) -> bool {
        let t = tables();
        let Some(m) = self.lev.monsters.get(i) else { return false };
        let (mx, my) = (m.mx, m.my);
        let (tx, ty) = (self.u.ux - mx, self.u.uy - my);
        let dist = tx.abs().max(ty.abs());
        let lined = tx == 0 || ty == 0 || tx.abs() == ty.abs();
        if !lined || !(2..=BOLT_LIM).contains(&dist) || !m.mcansee {
            return false;
        }
        let (dx, dy) = (tx.signum(), ty.signum());
        // The line must be clear of walls, doors and other monsters.
        for s in 1..dist {
            let (x, y) = (mx + dx * s, my + dy * s);
            let typ = self.lev.typ(x, y);
            if crate::world::level::is_rock(typ)
                || typ == oxhack_vm::terrain::IRONBARS
                || crate::monsters::makemon::closed_door(&self.lev, x, y)
                || self.lev.monster_at(x, y).is_some()
            {
                return false;
            }
        }
        let Some(k) = self.select_rwep(i) else { return false };
        let m = &self.lev.monsters[i];
        let obj = m.minvent[k].clone();
        let mwep = m.mw.and_then(|w| m.minvent.get(w)).cloned();
        let launched = ammo_and_launcher(t, &obj, mwep.as_ref());
        let skill = weapon_type(t, Some(&obj));
        let mut multishot = 1;
        if obj.quan > 1 && (launched || matches!(skill, Skill::Dagger | Skill::Dart | Skill::Shuriken)) && !m.mconf {
            let f2 = t.mon(m.mnum).mflags2;
            if f2.contains(M2::PRINCE) {
                multishot += 2;
            } else if f2.contains(M2::LORD) {
                multishot += 1;
            }
            match m.mnum {
                ids::PM_RANGER => multishot += 1,
                ids::PM_ROGUE if skill == Skill::Dagger => multishot += 1,
                ids::PM_SAMURAI | ids::PM_NINJA
                    if obj.otyp == ids::YA && mwep.as_ref().is_some_and(|w| w.otyp == ids::YUMI) =>
                {
                    multishot += 1
                }
                _ => {}
            }
            multishot = self.rng.rnd(multishot);
        }
        let n = (multishot as i64).min(obj.quan).max(1);
        let name = self.monnam_cap(i);
        let mut shown = obj.clone();
        shown.quan = n;
        let what = if n == 1 {
            crate::objects::objnam::an(&self.xname_of(&shown))
        } else {
            format!("{n} {}", self.xname_of(&shown))
        };
        let verb = if launched { "shoots" } else { "throws" };
        self.pline(format!("{name} {verb} {what}!"));
        let id = self.lev.monsters[i].m_id;
        for _ in 0..n {
            let Some(i) = self.mon_index(id) else { break };
            let Some(one) = self.take_one_from_monster(i, k) else { break };
            self.m_throw(i, one, dist, launched, mwep.as_ref());
            if self.over.is_some() {
                break;
            }
        }
        true
    }

    /// One item of monster `i`'s inventory stack `k`.
    fn take_one_from_monster(&mut self, i: usize, k: usize) -> Option<Obj> {
        let m = self.lev.monsters.get_mut(i)?;
        let stack = m.minvent.get_mut(k)?;
        if stack.quan > 1 {
            stack.quan -= 1;
            let mut one = stack.clone();
            one.quan = 1;
            one.o_id = self.og.next_ident();
            Some(one)
        } else {
            let one = m.minvent.remove(k);
            // Indices past the removed item move down.
            if let Some(w) = m.mw {
                m.mw = if w == k {
                    None
                } else if w > k {
                    Some(w - 1)
                } else {
                    Some(w)
                };
            }
            Some(one)
        }
    }

    /// `m_throw` toward the hero `dist` squares away, and `thitu`.
    fn m_throw(&mut self, i: usize, mut obj: Obj, dist: i32, launched: bool, launcher: Option<&Obj>) {
        let t = tables();
        let Some(m) = self.lev.monsters.get(i) else { return };
        let mut hitv = (3 - dist).max(-4);
        if launched && let Some(l) = launcher {
            if l.otyp == ids::ELVEN_BOW && obj.otyp == ids::ELVEN_ARROW && crate::monsters::makemon::is_elf(t, m.mnum) {
                hitv += 1;
            }
            hitv += l.spe as i32 - l.greatest_erosion() as i32;
        }
        if crate::objects::weapon::bigmonst(t, self.u.hero.race) {
            hitv += 1;
        }
        hitv += 8 + obj.spe as i32;
        let dam = dmgval(t, &mut self.rng, &obj, self.u.hero.race).max(1);
        let onm = crate::objects::objnam::an(&self.xname_of(&obj));
        let dieroll = self.rng.rnd(20);
        let uac = self.u_ac();
        let (ux, uy) = (self.u.ux, self.u.uy);
        obj.owornmask = Worn::empty();
        if uac + hitv <= dieroll {
            if uac + hitv <= dieroll - 2 {
                self.pline(format!("{} misses you.", crate::world::display::capitalize(&onm)));
            } else {
                self.pline(format!("You are almost hit by {onm}."));
            }
        } else {
            let ex = if dam <= 4 { "." } else { "!" };
            self.pline(format!("You are hit by {onm}{ex}"));
            let d = if self.u.has(oxhack_defs::Prop::HalfPhdam) { (dam + 1) / 2 } else { dam };
            self.losehp(d, &onm);
            let raw = t.obj(obj.otyp).subtyp as i32;
            if raw < 0 && raw > -(Skill::Boomerang.value() as i32) {
                let chance = 3 + obj.greatest_erosion() as i32 - obj.spe as i32;
                let mut broken = if chance > 1 { self.rng.rn2(chance) != 0 } else { self.rng.rn2(4) == 0 };
                if obj.blessed && self.rng.rnl(4, 0) == 0 {
                    broken = false;
                }
                if broken {
                    // Gone, but not before exploding (`drop_throw`).
                    let launcher = if launched { launcher } else { None };
                    self.detonate_mthrown(&obj, launcher, ux, uy);
                    return;
                }
            }
        }
        if obj.otyp == ids::CREAM_PIE {
            return;
        }
        // Objects of detonation explode where they land (DynaHack's
        // `drop_throw`), here at the hero's feet.
        let launcher = if launched { launcher } else { None };
        if self.detonate_mthrown(&obj, launcher, ux, uy) {
            return;
        }
        self.drop_to_floor(obj, ux, uy);
    }
}
