//! worn.c's `m_dowear`: a new monster puts on the best armor it carries
//! at once; with steed.c's saddle.

use super::{MonCtx, mdat::*};
use crate::world::body::{armor_fits, body_of};
use crate::world::monst::{MExtra, Monst};
use crate::world::obj::{Obj, Worn, types};
use oxhack_defs::MonClass;
use oxhack_tables::{self as ids, *};

/// The slots `m_dowear` tries for monster `mon`, in worn.c's order, as
/// its body shape allows: nothing for a body with no place for armor or
/// an animal's; a shirt only under no suit, a shield only beside no
/// two-handed weapon; the suit last (a shape may fit one without a torso).
pub fn m_dowear_slots(t: &oxhack_defs::Tables, mon: &Monst) -> Vec<Worn> {
    use oxhack_defs::Slot;
    let body = body_of(t, mon.mnum);
    if !body.wears_armor() || is_animal(t, mon.mnum) {
        return Vec::new();
    }
    let twohanded = mon.mw.and_then(|i| mon.minvent.get(i)).is_some_and(|w| types::bimanual(t, w.otyp));
    let mut out = Vec::new();
    let mut want = |ok: bool, w: Worn| {
        if ok {
            out.push(w);
        }
    };
    want(body.has(Slot::Neck), Worn::AMUL);
    want(body.has(Slot::Torso) && mon.misc_worn_check & Worn::ARM.bits() == 0, Worn::ARMU);
    want(body.has(Slot::Shoulders), Worn::ARMC);
    want(body.has(Slot::Head), Worn::ARMH);
    want(body.has(Slot::Arms) && !twohanded, Worn::ARMS);
    want(body.has(Slot::Hands), Worn::ARMG);
    want(body.has(Slot::Feet), Worn::ARMF);
    want(body.has(Slot::Torso) || !body.fits_anyway.is_empty(), Worn::ARM);
    out
}

impl MonCtx<'_> {
    /// `put_saddle_on_mon` with a new saddle.
    pub fn put_saddle_on(&mut self, mon: &mut Monst) {
        if mon.misc_worn_check & Worn::SADDLE.bits() != 0 {
            return;
        }
        let mut o = self.mk.mksobj(SADDLE, true, false);
        o.owornmask = Worn::SADDLE;
        mon.misc_worn_check |= Worn::SADDLE.bits();
        Self::mpickobj(mon, o);
    }

    /// `m_dowear`: the monster puts on the best armor it carries, at once
    /// when `creation`.
    pub fn m_dowear(&mut self, mon: &mut Monst, creation: bool) {
        let t = self.mk.t;
        let pm = mon.mnum;
        if mindless(t, pm) && (!creation || (t.mon(pm).mlet != MonClass::Mummy && pm != ids::PM_SKELETON)) {
            return;
        }
        for flag in m_dowear_slots(t, mon) {
            self.m_dowear_type(mon, flag);
        }
    }

    pub(super) fn m_dowear_type(&mut self, mon: &mut Monst, flag: Worn) {
        let t = self.mk.t;
        let pm = mon.mnum;
        if mon.mfrozen != 0 {
            return;
        }
        let old = mon.minvent.iter().position(|o| o.owornmask.contains(flag));
        if let Some(i) = old
            && (mon.minvent[i].cursed || flag == Worn::AMUL)
        {
            return;
        }
        let bonus = |o: &Obj| {
            let a_ac = t.obj(o.otyp).a_ac() as i32;
            a_ac + o.spe as i32 - (o.greatest_erosion() as i32).min(a_ac)
                + crate::monsters::muse::wear::extra_pref(t, mon, o)
        };
        let churchly = matches!(mon.mextra, Some(MExtra::Priest(_)) | Some(MExtra::Minion(_)));
        let body = body_of(t, pm);
        let mut best = old;
        for (i, o) in mon.minvent.iter().enumerate() {
            let ot = o.otyp;
            let fits = if flag == Worn::AMUL {
                // An amulet with reflection counts as an amulet of reflection
                // (but a cloak of reflection is no amulet).
                let refl = o.oprops & ITEM_REFLECTION != 0 && t.obj(ot).class == oxhack_defs::OClass::Amulet;
                if ot == AMULET_OF_LIFE_SAVING || ot == AMULET_OF_REFLECTION || refl {
                    best = Some(i);
                    break;
                }
                false
            } else if flag == Worn::ARMU {
                types::is_shirt(t, ot)
            } else if flag == Worn::ARMC {
                types::is_cloak(t, ot)
            } else if flag == Worn::ARMH {
                types::is_helmet(t, ot) && !(ot == HELM_OF_OPPOSITE_ALIGNMENT && churchly)
            } else if flag == Worn::ARMS {
                types::is_shield(t, ot)
            } else if flag == Worn::ARMG {
                types::is_gloves(t, ot)
            } else if flag == Worn::ARMF {
                types::is_boots(t, ot)
            } else {
                types::is_suit(t, ot)
            };
            // The body shape: horns, a torso, or armor it fits anyway.
            let fits = fits && (flag == Worn::AMUL || armor_fits(t, body, ot).is_ok());
            if !fits || !o.owornmask.is_empty() {
                continue;
            }
            if let Some(b) = best
                && bonus(&mon.minvent[b]) >= bonus(o)
            {
                continue;
            }
            best = Some(i);
        }
        let Some(b) = best else { return };
        if Some(b) == old {
            return;
        }
        let autocurse = matches!(mon.minvent[b].otyp, HELM_OF_OPPOSITE_ALIGNMENT | DUNCE_CAP) && !mon.minvent[b].cursed;
        if let Some(i) = old {
            mon.minvent[i].owornmask = Worn::empty();
        }
        mon.misc_worn_check |= flag.bits();
        mon.minvent[b].owornmask |= flag;
        if autocurse {
            mon.minvent[b].curse();
        }
        if mon.minvent[b].otyp == CLOAK_OF_INVISIBILITY {
            mon.minvis = true;
        }
        crate::monsters::muse::props::mon_adjust_speed_worn(t, mon);
    }
}
