//! Monsters dressing and arming themselves during play: worn.c's
//! `m_dowear` with its delay and "The kobold puts on a leather
//! cloak." (creation-time wearing stays in makemon), DynaHack's
//! `extra_pref` (speed and reflection wanted on anything, other good
//! properties a little), and weapon.c's `select_hwep` and
//! `mon_wield_item` ("The gnome lord wields a crossbow!").

use crate::game::Game;
use crate::world::monst::{MExtra, Monst};
use crate::world::obj::{Obj, Worn, types};
use oxhack_defs::{Otyp, Prop, Tables};
use oxhack_tables::{ids, tables};

/// Hand-to-hand weapons in order of preference (`hwep[]`).
const HWEP: [Otyp; 44] = [
    ids::CORPSE,
    ids::TSURUGI,
    ids::RUNESWORD,
    ids::DWARVISH_MATTOCK,
    ids::TWO_HANDED_SWORD,
    ids::BATTLE_AXE,
    ids::KATANA,
    ids::UNICORN_HORN,
    ids::CRYSKNIFE,
    ids::TRIDENT,
    ids::LONG_SWORD,
    ids::ELVEN_BROADSWORD,
    ids::BROADSWORD,
    ids::SCIMITAR,
    ids::SILVER_SABER,
    ids::MORNING_STAR,
    ids::ELVEN_SHORT_SWORD,
    ids::DWARVISH_SHORT_SWORD,
    ids::SHORT_SWORD,
    ids::ORCISH_SHORT_SWORD,
    ids::MACE,
    ids::AXE,
    ids::DWARVISH_SPEAR,
    ids::SILVER_SPEAR,
    ids::ELVEN_SPEAR,
    ids::SPEAR,
    ids::ORCISH_SPEAR,
    ids::FLAIL,
    ids::BULLWHIP,
    ids::QUARTERSTAFF,
    ids::JAVELIN,
    ids::AKLYS,
    ids::CLUB,
    ids::PICK_AXE,
    ids::RUBBER_HOSE,
    ids::WAR_HAMMER,
    ids::SILVER_DAGGER,
    ids::ELVEN_DAGGER,
    ids::DAGGER,
    ids::ORCISH_DAGGER,
    ids::ATHAME,
    ids::SCALPEL,
    ids::KNIFE,
    ids::WORM_TOOTH,
];

/// `obj_has_prop`: the object's type or its random properties give `p`.
pub fn obj_has_prop(t: &Tables, o: &Obj, p: Prop) -> bool {
    if t.obj(o.otyp).oprop == Some(p) {
        return true;
    }
    match p {
        Prop::Fast => o.oprops & ids::ITEM_SPEED != 0,
        Prop::Reflecting => o.oprops & ids::ITEM_REFLECTION != 0,
        _ => false,
    }
}

/// DynaHack's `extra_pref`: how much more a monster wants armor `o`
/// than its armor class alone says: speed (when not fast already) and
/// reflection 20, otherwise 5 for every good random property.
pub fn extra_pref(t: &Tables, mon: &Monst, o: &Obj) -> i32 {
    if obj_has_prop(t, o, Prop::Fast) && mon.permspeed != super::props::MFAST {
        return 20;
    }
    if obj_has_prop(t, o, Prop::Reflecting) {
        return 20;
    }
    let good =
        o.oprops & crate::world::obj::ITEM_PROP_MASK & !(ids::ITEM_FUMBLING | ids::ITEM_HUNGER | ids::ITEM_AGGRAVATE);
    5 * good.count_ones() as i32
}

/// `extra_pref` plus the armor's worth (`ARM_BONUS`), as `m_dowear_type`
/// compares them.
pub fn armor_pref(t: &Tables, mon: &Monst, o: &Obj) -> i32 {
    let a_ac = t.obj(o.otyp).a_ac() as i32;
    a_ac + o.spe as i32 - (o.greatest_erosion() as i32).min(a_ac) + extra_pref(t, mon, o)
}

/// Whether `o` fits slot `flag` for monster `mon` (`m_dowear_type`'s
/// switch), amulets of reflection by type or property included.
fn fits_slot(t: &Tables, mon: &Monst, o: &Obj, flag: Worn) -> bool {
    let ot = o.otyp;
    if flag != Worn::AMUL && crate::world::body::armor_fits(t, crate::world::body::body_of(t, mon.mnum), ot).is_err() {
        return false;
    }
    if flag == Worn::AMUL {
        ot == ids::AMULET_OF_LIFE_SAVING
            || ot == ids::AMULET_OF_REFLECTION
            || (o.oprops & ids::ITEM_REFLECTION != 0 && t.obj(ot).class == oxhack_defs::OClass::Amulet)
    } else if flag == Worn::ARMU {
        types::is_shirt(t, ot)
    } else if flag == Worn::ARMC {
        types::is_cloak(t, ot)
    } else if flag == Worn::ARMH {
        let churchly = matches!(mon.mextra, Some(MExtra::Priest(_)) | Some(MExtra::Minion(_)));
        types::is_helmet(t, ot) && !(ot == ids::HELM_OF_OPPOSITE_ALIGNMENT && churchly)
    } else if flag == Worn::ARMS {
        types::is_shield(t, ot)
    } else if flag == Worn::ARMG {
        types::is_gloves(t, ot)
    } else if flag == Worn::ARMF {
        types::is_boots(t, ot)
    } else {
        types::is_suit(t, ot)
    }
}

impl Game {
    /// `m_dowear(mon, FALSE)`: monster `i` puts on the best armor it
    /// carries, one slot order as at creation, spending the armor's delay
    /// (frozen) and telling the hero who sees it.
    pub fn m_dowear(&mut self, i: usize) {
        let t = tables();
        let Some(m) = self.lev.monsters.get(i) else { return };
        let pm = m.mnum;
        if crate::monsters::makemon::mindless(t, pm) {
            return;
        }
        for flag in crate::monsters::makemon::m_dowear_slots(t, m) {
            self.m_dowear_type(i, flag);
        }
    }

    fn m_dowear_type(&mut self, i: usize, flag: Worn) {
        let t = tables();
        let Some(m) = self.lev.monsters.get(i) else { return };
        if m.mfrozen != 0 {
            return;
        }
        let old = m.minvent.iter().position(|o| o.owornmask.contains(flag));
        if let Some(k) = old
            && (m.minvent[k].cursed || flag == Worn::AMUL)
        {
            return;
        }
        let mut best = old;
        for (k, o) in m.minvent.iter().enumerate() {
            if !fits_slot(t, m, o, flag) || !o.owornmask.is_empty() {
                continue;
            }
            if flag == Worn::AMUL {
                best = Some(k);
                break;
            }
            if let Some(b) = best
                && armor_pref(t, m, &m.minvent[b]) >= armor_pref(t, m, o)
            {
                continue;
            }
            best = Some(k);
        }
        let Some(b) = best else { return };
        if Some(b) == old {
            return;
        }
        let unseen = !self.canseemon_i(i);
        let nambuf = self.mon_nam(i);
        let m = &self.lev.monsters[i];
        let autocurse =
            matches!(m.minvent[b].otyp, ids::HELM_OF_OPPOSITE_ALIGNMENT | ids::DUNCE_CAP) && !m.minvent[b].cursed;
        let mut m_delay = t.obj(m.minvent[b].otyp).delay as i32;
        if (flag == Worn::ARM || flag == Worn::ARMU) && m.misc_worn_check & Worn::ARMC.bits() != 0 {
            m_delay += 2;
        }
        if let Some(k) = old {
            m_delay += t.obj(m.minvent[k].otyp).delay as i32;
            self.lev.monsters[i].minvent[k].owornmask = Worn::empty();
        }
        if !unseen {
            let name = self.monnam_cap(i);
            let removes = old.map(|k| format!(" removes {} and", self.doname(&self.lev.monsters[i].minvent[k])));
            let what = self.doname(&self.lev.monsters[i].minvent[b]);
            self.pline(format!("{name}{} puts on {what}.", removes.unwrap_or_default()));
            if autocurse {
                let whose = crate::objects::objnam::s_suffix(&name);
                let simple = t.obj(self.lev.monsters[i].minvent[b].otyp).name.clone().unwrap_or_default();
                let black = self.hcolor("black");
                self.pline(format!("{whose} {simple} glows {black} for a moment."));
            }
        }
        let m = &mut self.lev.monsters[i];
        m.mfrozen = m_delay.clamp(0, 127) as u8;
        if m.mfrozen > 0 {
            m.mcanmove = false;
        }
        m.misc_worn_check |= flag.bits();
        m.minvent[b].owornmask |= flag;
        if autocurse {
            m.minvent[b].curse();
        }
        // `update_mon_intrinsics`: invisibility and speed; resistances
        // and reflection are read from what is worn when needed.
        if m.minvent[b].otyp == ids::CLOAK_OF_INVISIBILITY {
            m.minvis = true;
        }
        let speed_before = self.lev.monsters[i].mspeed;
        self.mon_adjust_speed(i, 0, None);
        // Seeing the speed change gives away a speed property
        // (DynaHack's `mon_adjust_speed` with the worn object).
        if !unseen && self.lev.monsters[i].mspeed != speed_before {
            let o = &mut self.lev.monsters[i].minvent[b];
            o.oprops_known |= o.oprops & ids::ITEM_SPEED;
        }
        let (x, y) = (self.lev.monsters[i].mx, self.lev.monsters[i].my);
        self.newsym(x, y);
        if !unseen && !self.canseemon_i(i) && self.lev.monsters[i].minvis && !self.u.has(Prop::SeeInvis) {
            self.pline(format!("Suddenly you cannot see {nambuf}."));
            let otyp = self.lev.monsters[i].minvent[b].otyp;
            self.os.discover(otyp);
        }
    }

    /// `select_hwep`: the hand-to-hand weapon monster `i` would wield: an
    /// artifact weapon it can handle, a club for a giant, else the first
    /// of [`HWEP`] it carries (two-handed ones only for the strong and
    /// shieldless, never silver for the silver-hating).
    pub fn select_hwep(&self, i: usize) -> Option<usize> {
        let t = tables();
        let m = self.lev.monsters.get(i)?;
        let pm = m.mnum;
        let strong = crate::monsters::makemon::strongmonst(t, pm);
        let shield = m.misc_worn_check & Worn::ARMS.bits() != 0;
        // The body shape: a hand to hold it, two for a two-handed weapon.
        let body = crate::world::body::body_of(t, pm);
        let free = |o: &Obj| {
            (o.owornmask.is_empty() || o.owornmask == Worn::WEP) && crate::world::body::can_wield(t, body, o.otyp)
        };
        if let Some(k) = m.minvent.iter().position(|o| {
            free(o)
                && o.oclass(t) == oxhack_defs::OClass::Weapon
                && o.oartifact.is_some()
                && ((strong && !shield) || !types::bimanual(t, o.otyp))
        }) {
            return Some(k);
        }
        // The property document's known bug: monsters ignored attack
        // properties. A weapon whose fire, frost, draining or vorpal works
        // in melee is taken before any plain one, the most such
        // properties first (the same handling rules as for the list).
        let hates_silver = crate::objects::weapon::hates_silver(t, pm);
        let attack = |o: &Obj| {
            (crate::monsters::muse::oprop_hit::acting_oprops(
                t,
                o,
                None,
                crate::monsters::muse::oprop_hit::PropHit::Melee,
            ))
            .count_ones()
        };
        if let Some(k) = m
            .minvent
            .iter()
            .enumerate()
            .filter(|(_, o)| {
                free(o)
                    && attack(o) > 0
                    && ((strong && !shield) || !types::bimanual(t, o.otyp))
                    && (t.obj(o.otyp).material != Some(oxhack_defs::Material::Silver) || !hates_silver)
            })
            .max_by_key(|(k, o)| (attack(o), std::cmp::Reverse(*k)))
            .map(|(k, _)| k)
        {
            return Some(k);
        }
        let pick = |otyp: Otyp| {
            m.minvent.iter().position(|o| {
                o.otyp == otyp
                    && free(o)
                    && (otyp != ids::CORPSE
                        || o.corpsenm.is_some_and(|c| c == ids::PM_COCKATRICE || c == ids::PM_CHICKATRICE))
            })
        };
        if crate::monsters::makemon::is_giant(t, pm)
            && let Some(k) = pick(ids::CLUB)
        {
            return Some(k);
        }
        for otyp in HWEP {
            if otyp == ids::CORPSE && m.misc_worn_check & Worn::ARMG.bits() == 0 {
                continue;
            }
            let silver = t.obj(otyp).material == Some(oxhack_defs::Material::Silver);
            if ((strong && !shield) || !types::bimanual(t, otyp))
                && (!silver || !hates_silver)
                && let Some(k) = pick(otyp)
            {
                return Some(k);
            }
        }
        None
    }

    /// `mon_wield_item` for a hand-to-hand weapon: monster `i` wields the
    /// weapon `select_hwep` picks unless it already holds one of that
    /// type or its cursed weapon is welded to its hands. True when this
    /// took its move.
    pub fn mon_wield_item(&mut self, i: usize) -> bool {
        let t = tables();
        let Some(k) = self.select_hwep(i) else { return false };
        let m = &self.lev.monsters[i];
        let cur = m.mw.and_then(|w| m.minvent.get(w));
        if cur.is_some_and(|w| w.otyp == m.minvent[k].otyp && w.oprops == m.minvent[k].oprops) {
            return false;
        }
        if cur.is_some_and(|w| w.cursed && (w.oclass(t) == oxhack_defs::OClass::Weapon || types::is_weptool(t, w.otyp)))
        {
            // Welded: it cannot let go (NetHack then stops trying).
            return false;
        }
        let m = &mut self.lev.monsters[i];
        if let Some(w) = m.mw.and_then(|w| m.minvent.get_mut(w)) {
            w.owornmask.remove(Worn::WEP);
        }
        m.mw = Some(k);
        if self.canseemon_i(i) {
            let name = self.monnam_cap(i);
            let what = self.doname(&self.lev.monsters[i].minvent[k]);
            self.pline(format!("{name} wields {what}!"));
            let w = &self.lev.monsters[i].minvent[k];
            if w.cursed && (w.oclass(t) == oxhack_defs::OClass::Weapon || types::is_weptool(t, w.otyp)) {
                let what = crate::world::display::capitalize(&crate::objects::objnam::the(&self.xname_of(w)));
                let (verb, selfw) = if w.quan > 1 { ("weld", "themselves") } else { ("welds", "itself") };
                let whose = crate::objects::objnam::s_suffix(&self.mon_nam(i));
                let hand = if types::bimanual(t, w.otyp) { "hands" } else { "hand" };
                self.pline(format!("{what} {verb} {selfw} to {whose} {hand}!"));
                self.lev.monsters[i].minvent[k].bknown = true;
            }
        }
        self.lev.monsters[i].minvent[k].owornmask |= Worn::WEP;
        true
    }
}
