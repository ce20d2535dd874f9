//! What a monster's new body does to what it wears and wields (worn.c's
//! `mon_break_armor`, weapon.c's `possibly_unwield`), after it changes
//! form (`newcham`) or a were-creature changes (`new_were`). The new
//! body's shape (`dat/bodies.def`) decides: a body without a torso bursts
//! out of body armor, cloaks and shirts or slips out of them, as its shape
//! says; without hands it drops gloves, without arms its shield, without
//! a head its helmet; horns push hard helmets off; without feet it loses
//! boots; a form without a weapon attack drops its weapon.

use crate::game::Game;
use crate::monsters::makemon::{attacktype, is_whirly};
use crate::world::body::{body_of, is_flimsy};
use crate::world::mondata::verysmall;
use crate::world::obj::{Obj, Worn};
use oxhack_defs::{AttackType, Otyp, Outgrow, Pm, Slot};
use oxhack_tables::{ids, tables};

/// `cloak_simple_name` as a monster's cloak is named.
pub fn cloak_simple_name(otyp: Otyp) -> &'static str {
    match otyp {
        ids::ROBE => "robe",
        ids::MUMMY_WRAPPING => "wrapping",
        ids::ALCHEMY_SMOCK => "apron",
        _ => "cloak",
    }
}

/// The dragon whose scales or scale mail `otyp` is (`Dragon_scales_to_pm`,
/// `Dragon_mail_to_pm`).
fn dragon_of(otyp: Otyp) -> Option<Pm> {
    let from = |first: Otyp, last: Otyp| {
        (first.0..=last.0).contains(&otyp.0).then(|| Pm(ids::PM_GRAY_DRAGON.0 + (otyp.0 - first.0)))
    };
    from(ids::GRAY_DRAGON_SCALES, ids::YELLOW_DRAGON_SCALES)
        .or_else(|| from(ids::GRAY_DRAGON_SCALE_MAIL, ids::YELLOW_DRAGON_SCALE_MAIL))
}

impl Game {
    /// The index in monster `i`'s inventory of what it wears in `slot`
    /// (`which_armor`).
    pub fn mon_which_armor(&self, i: usize, slot: Worn) -> Option<usize> {
        self.lev.monsters.get(i)?.minvent.iter().position(|o| o.owornmask.contains(slot))
    }

    /// Takes stack `k` out of monster `i`'s inventory, keeping its
    /// wielded-weapon index right and its worn bits clear.
    fn mon_extract(&mut self, i: usize, k: usize) -> Option<Obj> {
        let m = self.lev.monsters.get_mut(i)?;
        if k >= m.minvent.len() {
            return None;
        }
        let mut o = m.minvent.remove(k);
        m.misc_worn_check &= !o.owornmask.bits();
        o.owornmask = Worn::empty();
        m.mw = match m.mw {
            Some(w) if w == k => None,
            Some(w) if w > k => Some(w - 1),
            w => w,
        };
        Some(o)
    }

    /// `m_lose_armor`: the item falls to the monster's square.
    fn m_lose_armor(&mut self, i: usize, k: usize) {
        let Some(o) = self.mon_extract(i, k) else { return };
        let (x, y) = (self.lev.monsters[i].mx, self.lev.monsters[i].my);
        self.drop_to_floor(o, x, y);
    }

    /// The armor is destroyed (`m_useup` of a worn item).
    fn m_destroy_armor(&mut self, i: usize, k: usize) {
        let _ = self.mon_extract(i, k);
    }

    /// `mon_break_armor`: monster `i` has its new form; what no longer
    /// fits breaks or falls, told when its square is seen.
    pub fn mon_break_armor(&mut self, i: usize) {
        let t = tables();
        let Some(m) = self.lev.monsters.get(i) else { return };
        let pm = m.mnum;
        let (mx, my) = (m.mx, m.my);
        let vis = self.vis.cansee(mx, my);
        let body = body_of(t, pm);
        let him = crate::monsters::muse::mhim(m);
        let his = crate::monsters::mhitu::mhis(m);
        let name = self.monnam_cap(i);
        let whose = crate::objects::objnam::s_suffix(&name);
        // As in worn.c, a monster's new body keeps no suit it lacks the
        // torso for, not even one its shape lets it put on again.
        let outgrown = !body.has(Slot::Torso);
        if outgrown && body.outgrows == Outgrow::Break {
            if let Some(k) = self.mon_which_armor(i, Worn::ARM) {
                let otyp = self.lev.monsters[i].minvent[k].otyp;
                if dragon_of(otyp) == Some(pm) {
                    // It merges with its own scales: no message.
                } else if vis {
                    self.pline(format!("{name} breaks out of {his} armor!"));
                } else {
                    self.you_hear("a cracking sound.");
                }
                self.m_destroy_armor(i, k);
            }
            if let Some(k) = self.mon_which_armor(i, Worn::ARMC) {
                let o = &self.lev.monsters[i].minvent[k];
                let cloak = cloak_simple_name(o.otyp);
                if o.oartifact.is_some() {
                    if vis {
                        self.pline(format!("{whose} {cloak} falls off!"));
                    }
                    self.m_lose_armor(i, k);
                } else {
                    if vis {
                        self.pline(format!("{whose} {cloak} tears apart!"));
                    } else {
                        self.you_hear("a ripping sound.");
                    }
                    self.m_destroy_armor(i, k);
                }
            }
            if let Some(k) = self.mon_which_armor(i, Worn::ARMU) {
                if vis {
                    self.pline(format!("{whose} shirt rips to shreds!"));
                } else {
                    self.you_hear("a ripping sound.");
                }
                self.m_destroy_armor(i, k);
            }
        } else if outgrown {
            if let Some(k) = self.mon_which_armor(i, Worn::ARM) {
                if vis {
                    self.pline(format!("{whose} armor falls around {him}!"));
                } else {
                    self.you_hear("a thud.");
                }
                self.m_lose_armor(i, k);
            }
            if let Some(k) = self.mon_which_armor(i, Worn::ARMC) {
                let cloak = cloak_simple_name(self.lev.monsters[i].minvent[k].otyp);
                if vis {
                    if is_whirly(t, pm) {
                        self.pline(format!("{whose} {cloak} falls, unsupported!"));
                    } else {
                        self.pline(format!("{name} shrinks out of {his} {cloak}!"));
                    }
                }
                self.m_lose_armor(i, k);
            }
            if let Some(k) = self.mon_which_armor(i, Worn::ARMU) {
                if vis {
                    self.pline(format!("{name} seeps right through {his} shirt!"));
                }
                self.m_lose_armor(i, k);
            }
        }
        if !body.has(Slot::Hands)
            && let Some(k) = self.mon_which_armor(i, Worn::ARMG)
        {
            if vis {
                let wep = if self.lev.monsters[i].mw.is_some() { " and weapon" } else { "" };
                self.pline(format!("{name} drops {his} gloves{wep}!"));
            }
            self.m_lose_armor(i, k);
        }
        if !body.has(Slot::Arms)
            && let Some(k) = self.mon_which_armor(i, Worn::ARMS)
        {
            if vis {
                self.pline(format!("{name} can no longer hold {his} shield!"));
            } else {
                self.you_hear("a clank.");
            }
            self.m_lose_armor(i, k);
        }
        if let Some(k) = self.mon_which_armor(i, Worn::ARMH)
            && (!body.has(Slot::Head) || (body.horns > 0 && !is_flimsy(t, self.lev.monsters[i].minvent[k].otyp)))
        {
            if vis {
                let floor = self.surface(mx, my);
                self.pline(format!("{whose} helmet falls to the {floor}!"));
            } else {
                self.you_hear("a clank.");
            }
            self.m_lose_armor(i, k);
        }
        if !body.has(Slot::Feet)
            && let Some(k) = self.mon_which_armor(i, Worn::ARMF)
        {
            if vis {
                if is_whirly(t, pm) {
                    self.pline(format!("{whose} boots fall away!"));
                } else {
                    let how = if verysmall(t, pm) { "slide" } else { "are pushed" };
                    self.pline(format!("{whose} boots {how} off {his} feet!"));
                }
            }
            self.m_lose_armor(i, k);
        }
    }

    /// `possibly_unwield`: a form without a weapon attack drops the
    /// weapon it held ("The jackal drops a long sword.").
    pub fn possibly_unwield(&mut self, i: usize) {
        let Some(m) = self.lev.monsters.get(i) else { return };
        let Some(k) = m.mw else { return };
        if k >= m.minvent.len() {
            self.lev.monsters[i].mw = None;
            return;
        }
        if attacktype(tables(), m.mnum, AttackType::Weap) {
            return;
        }
        let (mx, my) = (m.mx, m.my);
        let Some(o) = self.mon_extract(i, k) else { return };
        if self.vis.cansee(mx, my) {
            let name = self.monnam_cap(i);
            let what = self.doname(&o);
            self.pline(format!("{name} drops {what}."));
        }
        self.drop_to_floor(o, mx, my);
    }

    /// Both, as `newcham` and `new_were` call them after a change.
    pub fn mon_fit_new_form(&mut self, i: usize) {
        self.mon_break_armor(i);
        self.possibly_unwield(i);
    }
}
