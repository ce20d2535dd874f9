//! Artifact weapons hitting monsters (artifact.c's `spec_applies`,
//! `spec_abon`, `spec_dbon` and the elemental messages of
//! `artifact_hit`).
//!
//! Gaps: Magicbane's effects, Stormbringer's and Staff of Aesculapius's
//! draining, and beheading by Vorpal Blade and Tsurugi are not made; such
//! artifacts still get their to-hit and damage bonuses.

use crate::game::Game;
use crate::world::monst::Monst;
use crate::world::obj::Obj;
use oxhack_defs::flags::{Mr, Spfx};
use oxhack_defs::{ArtiTarget, Artifact, DamageType, Tables};

/// `spec_applies`: the artifact's special bonus works against `m`.
pub fn spec_applies(a: &Artifact, m: &Monst, rng: &mut crate::rng::Rng, t: &Tables) -> bool {
    let dbonus = Spfx::DMONS | Spfx::DCLAS | Spfx::DFLAG1 | Spfx::DFLAG2 | Spfx::DALIGN;
    if !a.spfx.intersects(dbonus | Spfx::ATTK) {
        return a.attk.adtyp == DamageType::Phys;
    }
    let d = t.mon(m.mnum);
    match a.mtype {
        ArtiTarget::Monster(pm) if a.spfx.contains(Spfx::DMONS) => return m.mnum == pm,
        ArtiTarget::Class(c) if a.spfx.contains(Spfx::DCLAS) => return d.mlet == c,
        ArtiTarget::Flag1(f) if a.spfx.contains(Spfx::DFLAG1) => return d.mflags1.intersects(f),
        ArtiTarget::Flag2(f) if a.spfx.contains(Spfx::DFLAG2) => return d.mflags2.intersects(f),
        _ => {}
    }
    if a.spfx.contains(Spfx::DALIGN) {
        let al = crate::monsters::makemon::align_value(a.alignment);
        return d.maligntyp == -128 || (d.maligntyp as i32).signum() != al.signum();
    }
    if a.spfx.contains(Spfx::ATTK) {
        let r = d.mresists;
        return match a.attk.adtyp {
            DamageType::Fire => !r.contains(Mr::FIRE),
            DamageType::Cold => !r.contains(Mr::COLD),
            DamageType::Elec => !r.contains(Mr::ELEC),
            DamageType::Magm | DamageType::Stun => rng.rn2(100) >= d.mr as i32,
            DamageType::Drst => !r.contains(Mr::POISON),
            DamageType::Drli => {
                !crate::monsters::makemon::is_undead(t, m.mnum) && !crate::monsters::makemon::is_demon(t, m.mnum)
            }
            DamageType::Ston => !r.contains(Mr::STONE),
            _ => false,
        };
    }
    false
}

impl Game {
    /// `spec_abon`: an artifact's to-hit bonus against `m`.
    pub fn spec_abon(&mut self, obj: &Obj, m: &Monst) -> i32 {
        let t = oxhack_tables::tables();
        let Some(a) = obj.oartifact.and_then(|id| t.arti(id)) else { return 0 };
        if a.attk.damn > 0 && spec_applies(a, m, &mut self.rng, t) {
            return self.rng.rnd(a.attk.damn as i32);
        }
        0
    }

    /// `spec_dbon` with `artifact_hit`'s elemental messages: the extra
    /// damage an artifact does to monster `i` on top of `dmg`. Returns
    /// the bonus and whether a message was given.
    pub fn artifact_hit(&mut self, obj: &Obj, i: usize, dmg: i32) -> (i32, bool) {
        let t = oxhack_tables::tables();
        let Some(a) = obj.oartifact.and_then(|id| t.arti(id)) else { return (0, false) };
        let Some(m) = self.lev.monsters.get(i).cloned() else { return (0, false) };
        if a.attk.adtyp == DamageType::Phys && a.attk.damn == 0 && a.attk.damd == 0 {
            return (0, false);
        }
        let applies = a.name == "Grimtooth" || spec_applies(a, &m, &mut self.rng, t);
        if !applies {
            return (0, false);
        }
        let bonus = if a.attk.damd > 0 { self.rng.rnd(a.attk.damd as i32) } else { dmg.max(1) };
        let seen = self.canspotmon(&m);
        let hittee = self.mon_nam(i);
        let msg = match a.attk.adtyp {
            DamageType::Fire if a.spfx.contains(Spfx::ATTK) => Some(format!("The fiery blade burns {hittee}!")),
            DamageType::Cold if a.spfx.contains(Spfx::ATTK) => Some(format!("The ice-cold blade freezes {hittee}!")),
            DamageType::Elec if a.spfx.contains(Spfx::ATTK) => {
                Some(format!("The massive hammer hits!  Lightning strikes {hittee}!"))
            }
            _ => None,
        };
        match msg {
            Some(s) if seen => {
                self.pline(s);
                (bonus, true)
            }
            _ => (bonus, false),
        }
    }
}
