//! Shapechangers taking a new form (mon.c's `newcham`,
//! `select_newcham_form`, `accept_newcham_form`, `pickvampshape`,
//! `pick_animal`, `mgender_from_permonst`; wizard.c's `pick_nasty`).
//!
//! Only what a new monster needs is modelled: a monster changing shape
//! has no inventory to break out of yet, and light sources, leashes and
//! engulfing are not tracked.

use super::{MonCtx, mdat::*};
use crate::objects::mkobj::G_GENOD;
use crate::world::level::Level;
use crate::world::mondata::{LOW_PM, is_mplayer, is_placeholder, special_pm};
use crate::world::monst::Monst;
use oxhack_defs::flags::M2;
use oxhack_defs::{MonClass, Pm};
use oxhack_tables as ids;

/// Strong monsters the Wizard summons and sandestins imitate
/// (`nasties[]`).
pub const NASTIES: [Pm; 42] = [
    ids::PM_COCKATRICE,
    ids::PM_ETTIN,
    ids::PM_STALKER,
    ids::PM_MINOTAUR,
    ids::PM_OWLBEAR,
    ids::PM_PURPLE_WORM,
    ids::PM_XAN,
    ids::PM_UMBER_HULK,
    ids::PM_XORN,
    ids::PM_ZRUTY,
    ids::PM_LEOCROTTA,
    ids::PM_BALUCHITHERIUM,
    ids::PM_CARNIVOROUS_APE,
    ids::PM_FIRE_ELEMENTAL,
    ids::PM_JABBERWOCK,
    ids::PM_IRON_GOLEM,
    ids::PM_OCHRE_JELLY,
    ids::PM_GREEN_SLIME,
    ids::PM_BLACK_DRAGON,
    ids::PM_RED_DRAGON,
    ids::PM_ARCH_LICH,
    ids::PM_VAMPIRE_LORD,
    ids::PM_MASTER_MIND_FLAYER,
    ids::PM_DISENCHANTER,
    ids::PM_WINGED_GARGOYLE,
    ids::PM_STORM_GIANT,
    ids::PM_OLOG_HAI,
    ids::PM_ELF_LORD,
    ids::PM_ELVENKING,
    ids::PM_OGRE_KING,
    ids::PM_CAPTAIN,
    ids::PM_GREMLIN,
    ids::PM_SILVER_DRAGON,
    ids::PM_ORANGE_DRAGON,
    ids::PM_GREEN_DRAGON,
    ids::PM_YELLOW_DRAGON,
    ids::PM_GUARDIAN_NAGA,
    ids::PM_FIRE_GIANT,
    ids::PM_ALEAX,
    ids::PM_COUATL,
    ids::PM_HORNED_DEVIL,
    ids::PM_BARBED_DEVIL,
];

/// A class shown by an uppercase letter (for the Rogue level).
fn upper_class(c: MonClass) -> bool {
    c.symbol().is_ascii_uppercase()
}

impl MonCtx<'_> {
    /// `pick_nasty`: one of [`NASTIES`].
    pub fn pick_nasty(&mut self) -> Pm {
        let mut res = NASTIES[self.mk.rng.rn2(NASTIES.len() as i32) as usize];
        if self.mk.lvl.rogue_level && !upper_class(self.mk.t.mon(res).mlet) {
            res = NASTIES[self.mk.rng.rn2(NASTIES.len() as i32) as usize];
        }
        res
    }

    /// `pick_animal`: a random animal type (chameleons' favourite forms).
    pub fn pick_animal(&mut self) -> Pm {
        let t = self.mk.t;
        let animals: Vec<Pm> = (LOW_PM..special_pm()).map(Pm).filter(|&p| is_animal(t, p)).collect();
        let mut res = animals[self.mk.rng.rn2(animals.len() as i32) as usize];
        if self.mk.lvl.rogue_level && !upper_class(t.mon(res).mlet) {
            res = animals[self.mk.rng.rn2(animals.len() as i32) as usize];
        }
        res
    }

    /// `pickvampshape`: a vampire's wolf, fog cloud or bat form.
    fn pickvampshape(&mut self, mon: &Monst) -> Option<Pm> {
        let upper_only = self.mk.lvl.rogue_level;
        let cham = mon.cham?;
        let has_candelabrum = mon.minvent.iter().any(|o| o.otyp == ids::CANDELABRUM_OF_INVOCATION);
        let mut wolfchance = 10;
        match cham {
            ids::PM_VLAD_THE_IMPALER if has_candelabrum => return Some(cham),
            ids::PM_VLAD_THE_IMPALER => wolfchance = 3,
            ids::PM_VAMPIRE_LORD | ids::PM_VAMPIRE => {}
            _ => return Some(cham),
        }
        if cham != ids::PM_VAMPIRE && self.mk.rng.rn2(wolfchance) == 0 && !upper_only {
            return Some(ids::PM_WOLF);
        }
        Some(if self.mk.rng.rn2(4) == 0 && !upper_only { ids::PM_FOG_CLOUD } else { ids::PM_VAMPIRE_BAT })
    }

    /// `accept_newcham_form`: the form `pm` is allowed for this monster.
    fn accept_newcham_form(&self, mon: &Monst, pm: Option<Pm>) -> Option<Pm> {
        let pm = pm?;
        let t = self.mk.t;
        if self.mvflags(pm) & G_GENOD != 0 || is_placeholder(pm) {
            return None;
        }
        if is_mplayer(pm) {
            return Some(pm);
        }
        if t.mon(pm).mflags2.contains(M2::SHAPESHIFTER) && mon.cham == Some(pm) {
            return Some(pm);
        }
        polyok(t, pm).then_some(pm)
    }

    /// `select_newcham_form`: the shape a shapechanger wants next.
    fn select_newcham_form(&mut self, mon: &Monst) -> Option<Pm> {
        let t = self.mk.t;
        let mut mndx = None;
        match mon.cham {
            Some(ids::PM_SANDESTIN) if self.mk.rng.rn2(7) != 0 => mndx = Some(self.pick_nasty()),
            Some(ids::PM_DOPPELGANGER) => {
                if self.mk.rng.rn2(7) == 0 {
                    mndx = Some(self.pick_nasty());
                } else if self.mk.rng.rn2(3) != 0 {
                    let span = (ids::PM_WIZARD.0 - ids::PM_ARCHEOLOGIST.0 + 1) as i32;
                    mndx = Some(Pm(self.mk.rng.rn1(span, ids::PM_ARCHEOLOGIST.0 as i32) as u16));
                } else if self.mk.rng.rn2(3) == 0 {
                    let span = (ids::PM_APPRENTICE.0 - ids::PM_STUDENT.0 + 1) as i32;
                    let p = Pm(self.mk.rng.rn1(span, ids::PM_STUDENT.0 as i32) as u16);
                    let own = super::quest_mons(self.mk.hero.role).map(|q| q.guardian);
                    mndx = (Some(p) != own).then_some(p);
                } else {
                    for _ in 0..5 {
                        let p = Pm(self.mk.rng.rn1((special_pm() - LOW_PM) as i32, LOW_PM as i32) as u16);
                        if humanoid(t, p) && polyok(t, p) {
                            mndx = Some(p);
                            break;
                        }
                    }
                }
            }
            Some(ids::PM_CHAMELEON) if self.mk.rng.rn2(3) == 0 => mndx = Some(self.pick_animal()),
            Some(ids::PM_VLAD_THE_IMPALER | ids::PM_VAMPIRE_LORD | ids::PM_VAMPIRE) => {
                mndx = self.pickvampshape(mon);
            }
            _ => {}
        }
        if mndx.is_none() {
            let mut tryct = 50;
            loop {
                let p = Pm(self.mk.rng.rn1((special_pm() - LOW_PM) as i32, LOW_PM as i32) as u16);
                tryct -= 1;
                mndx = Some(p);
                // NetHack asks isupper() of the class number, never true,
                // so only the Rogue level retries, and only ten times.
                let valid = self.accept_newcham_form(mon, mndx).is_some();
                if !(tryct > 0 && !valid && tryct > 40 && self.mk.lvl.rogue_level) {
                    break;
                }
            }
        }
        mndx
    }

    /// `newcham` for a monster of the level taking a new shape (`mdat`, or
    /// a random one for `None`). Returns whether it changed.
    pub fn newcham(&mut self, lev: &mut Level, idx: usize, mdat: Option<Pm>) -> bool {
        let t = self.mk.t;
        let Some(mon) = lev.monsters.get(idx).cloned() else { return false };
        let old = mon.mnum;
        let new = match mdat {
            None => {
                let mut found = None;
                for tryct in (1..=20).rev() {
                    let pm = self.select_newcham_form(&mon);
                    let mut pm = self.accept_newcham_form(&mon, pm);
                    if tryct > 15 && self.mk.lvl.rogue_level && pm.is_some() {
                        pm = None;
                    }
                    if pm.is_some() {
                        found = pm;
                        break;
                    }
                }
                match found {
                    Some(p) => p,
                    None => return false,
                }
            }
            Some(p) if self.mvflags(p) & G_GENOD != 0 => return false,
            Some(p) => p,
        };
        if new == old {
            return false;
        }
        let mut m = mon;
        if is_male(t, new) {
            m.female = false;
        } else if is_female(t, new) {
            m.female = true;
        } else if !t.mon(new).mflags2.contains(M2::NEUTER) && self.mk.rng.rn2(10) == 0 {
            m.female = !m.female;
        }
        let (hpn, hpd) = (m.mhp as i64, m.mhpmax.max(1) as i64);
        self.newmonhp(&mut m, new);
        m.mhp = (hpn * m.mhp as i64 / hpd) as i32;
        if m.mhp < 0 || m.mhp > m.mhpmax {
            m.mhp = m.mhpmax;
        }
        if m.mhp == 0 {
            m.mhp = 1;
        }
        m.mnum = new;
        let pm_invisible = |p: Pm| p == ids::PM_STALKER || p == ids::PM_BLACK_LIGHT;
        if !m.perminvis || pm_invisible(old) {
            m.perminvis = pm_invisible(new);
        }
        m.minvis = m.perminvis;
        if new == ids::PM_LONG_WORM {
            // initworm's segment count; tails are not modelled.
            self.mk.rng.rn2(5);
        }
        if m.cham.is_none() && t.mon(new).mlet == MonClass::Vampire && !self.env.prot_from_shape_changers {
            m.cham = pm_to_cham(t, new);
        }
        self.m_dowear(&mut m, false);
        lev.monsters[idx] = m;
        if lev.monsters[idx].mundetected {
            super::hideunder(t, lev, idx, self.env.plane);
        }
        true
    }
}
