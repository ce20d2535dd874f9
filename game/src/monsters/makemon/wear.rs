//! worn.c's `m_dowear`: a new monster puts on the best armor it carries
//! at once; with steed.c's saddle.

use super::{MonCtx, mdat::*};
use crate::world::monst::{MExtra, Monst};
use crate::world::obj::{Obj, Worn, types};
use oxhack_defs::MonClass;
use oxhack_tables::{self as ids, *};

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
        if crate::world::mondata::verysmall(t, pm) || nohands(t, pm) || is_animal(t, pm) {
            return;
        }
        if mindless(t, pm) && (!creation || (t.mon(pm).mlet != MonClass::Mummy && pm != ids::PM_SKELETON)) {
            return;
        }
        self.m_dowear_type(mon, Worn::AMUL, false);
        if !cantweararm(t, pm) && mon.misc_worn_check & Worn::ARM.bits() == 0 {
            self.m_dowear_type(mon, Worn::ARMU, false);
        }
        if !cantweararm(t, pm) || t.mon(pm).msize == oxhack_defs::Size::Small {
            self.m_dowear_type(mon, Worn::ARMC, false);
        }
        self.m_dowear_type(mon, Worn::ARMH, false);
        let twohanded = mon.mw.and_then(|i| mon.minvent.get(i)).is_some_and(|w| types::bimanual(t, w.otyp));
        if !twohanded {
            self.m_dowear_type(mon, Worn::ARMS, false);
        }
        self.m_dowear_type(mon, Worn::ARMG, false);
        if !slithy(t, pm) && t.mon(pm).mlet != MonClass::Centaur {
            self.m_dowear_type(mon, Worn::ARMF, false);
        }
        self.m_dowear_type(mon, Worn::ARM, cantweararm(t, pm));
    }

    pub(super) fn m_dowear_type(&mut self, mon: &mut Monst, flag: Worn, racialexception: bool) {
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
                let flimsy = t.obj(ot).material.is_some_and(|m| m.value() <= oxhack_defs::Material::Leather.value());
                types::is_helmet(t, ot) && !(ot == HELM_OF_OPPOSITE_ALIGNMENT && churchly) && (!has_horns(pm) || flimsy)
            } else if flag == Worn::ARMS {
                types::is_shield(t, ot)
            } else if flag == Worn::ARMG {
                types::is_gloves(t, ot)
            } else if flag == Worn::ARMF {
                types::is_boots(t, ot)
            } else {
                let elven =
                    matches!(ot, ELVEN_LEATHER_HELM | ELVEN_MITHRIL_COAT | ELVEN_CLOAK | ELVEN_SHIELD | ELVEN_BOOTS);
                types::is_suit(t, ot) && !(racialexception && !(pm == ids::PM_HOBBIT && elven))
            };
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
