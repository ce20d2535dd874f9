//! muse.c's miscellaneous items: `find_misc` and `use_misc`. A monster
//! near the hero improves itself: a potion of gain level, invisibility
//! (potion or wand), speed (potion or wand of speed monster), or a new
//! shape (potion or wand of polymorph, through makemon's `newcham`).
//!
//! A weak monster next to a polymorph trap steps onto it on purpose; one
//! wielding a bullwhip next to the hero may try to disarm them.
//!
//! Gaps: a cursed potion of
//! gain level only makes the monster look uneasy (no rising through the
//! ceiling to the level above).

use super::props::{MFAST, MSLOW};
use super::{Muse, Used};
use crate::game::Game;
use crate::world::obj::{Worn, types};
use oxhack_defs::{AttackType, Prop};
use oxhack_tables::{ids, tables};

/// The self-improvements (`MUSE_POT_GAIN_LEVEL` ...).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Misc {
    GainLevel,
    WanMakeInvisible,
    PotInvisibility,
    WanSpeedMonster,
    PotSpeed,
    WanPolymorph,
    PotPolymorph,
    /// Disarming the hero with the wielded bullwhip (`MUSE_BULLWHIP`).
    Bullwhip,
    /// A polymorph trap at the given spot (`MUSE_POLY_TRAP`).
    PolyTrap(crate::world::level::Coord),
}

impl Game {
    /// `find_misc`: the self-improvement monster `i` would make now.
    pub fn find_misc(&mut self, i: usize) -> Option<Muse<Misc>> {
        let t = tables();
        let m = self.lev.monsters.get(i)?;
        let pm = m.mnum;
        use crate::monsters::makemon::{attacktype, is_animal, mindless, nohands};
        if is_animal(t, pm) || mindless(t, pm) {
            return None;
        }
        let stuck = self.u.ustuck == Some(m.m_id);
        if self.u.uswallow && stuck {
            return None;
        }
        if (m.mx - m.mux).pow(2) + (m.my - m.muy).pow(2) > 36 {
            return None;
        }
        // A weak monster steps onto a polymorph trap beside it.
        if !stuck && t.mon(pm).mmove > 0 && m.cham.is_none() && t.mon(pm).difficulty < 6 {
            let (x, y) = (m.mx, m.my);
            for (xx, yy) in (-1..=1).flat_map(|dx| (-1..=1).map(move |dy| (x + dx, y + dy))) {
                if !crate::world::level::isok(xx, yy)
                    || (xx, yy) == (self.u.ux, self.u.uy)
                    || ((xx, yy) != (x, y) && self.lev.monster_at(xx, yy).is_some())
                {
                    continue;
                }
                let boulder = crate::monsters::makemon::boulder_at(&self.lev, xx, yy);
                let ignore_boulders = crate::world::mondata::verysmall(t, pm)
                    || crate::monsters::makemon::passes_walls(t, pm)
                    || t.mon(pm).mflags2.contains(oxhack_defs::flags::M2::ROCKTHROW);
                if let Some(tr) = self.lev.t_at(xx, yy)
                    && tr.ttyp == crate::world::level::ttyp::POLY_TRAP
                    && (ignore_boulders || !boulder)
                    && !self.onscary(xx, yy, m)
                {
                    return Some(Muse { kind: Misc::PolyTrap(crate::world::level::Coord::new(xx, yy)), obj: None });
                }
            }
        }
        if nohands(t, pm) {
            return None;
        }
        let whip_ok = self.whip_can_disarm(i);
        let m = self.lev.monsters.get(i)?;
        let see_invis = self.u.has(Prop::SeeInvis);
        let gaze_ok = !attacktype(t, pm, AttackType::Gaze) || m.mcan;
        let low = t.mon(pm).difficulty < 6 && m.cham.is_none();
        let mut best: Option<Muse<Misc>> = None;
        for (k, o) in m.minvent.iter().enumerate() {
            // The last viable item wins, but a kind already chosen is
            // not replaced (`nomore`), except gain level which comes first.
            let kind = match o.otyp {
                ids::POT_GAIN_LEVEL if !o.cursed || (!m.isgd() && !m.isshk() && !m.ispriest()) => Misc::GainLevel,
                ids::WAN_MAKE_INVISIBLE if o.spe > 0 && !m.minvis && (!m.mpeaceful || see_invis) && gaze_ok => {
                    Misc::WanMakeInvisible
                }
                ids::POT_INVISIBILITY if !m.minvis && (!m.mpeaceful || see_invis) && gaze_ok => Misc::PotInvisibility,
                ids::WAN_SPEED_MONSTER if o.spe > 0 && m.mspeed != MFAST && !m.isgd() => Misc::WanSpeedMonster,
                ids::POT_SPEED if m.mspeed != MFAST && !m.isgd() => Misc::PotSpeed,
                ids::WAN_POLYMORPH if o.spe > 0 && low => Misc::WanPolymorph,
                ids::POT_POLYMORPH if low => Misc::PotPolymorph,
                ids::BULLWHIP if whip_ok && m.mw == Some(k) => Misc::Bullwhip,
                _ => continue,
            };
            if best.is_some_and(|b| b.kind == kind && kind != Misc::GainLevel) {
                continue;
            }
            best = Some(Muse { kind, obj: Some(k) });
        }
        best
    }

    /// Whether monster `i`'s whip could disarm the hero now: one time in
    /// five, the hero wielding something it could let go of, known to be
    /// where they are and next to it.
    fn whip_can_disarm(&mut self, i: usize) -> bool {
        let Some(m) = self.lev.monsters.get(i) else { return false };
        let whip = m.mw.and_then(|k| m.minvent.get(k)).is_some_and(|o| o.otyp == ids::BULLWHIP);
        let Some(w) = self.u.worn(Worn::WEP) else { return false };
        if !whip || m.mpeaceful || self.rng.rn2(5) != 0 {
            return false;
        }
        if (m.mux, m.muy) != (self.u.ux, self.u.uy) || (m.mx - self.u.ux).pow(2) + (m.my - self.u.uy).pow(2) > 2 {
            return false;
        }
        let o = &self.u.invent[w];
        // `canletgo`: a welded weapon or a cursed loadstone stays.
        !o.cursed || (o.otyp != ids::LOADSTONE && !self.welds(w))
    }

    /// `MUSE_BULLWHIP`: "The ogre flicks a bullwhip towards your hand!";
    /// the whip wraps around the hero's weapon and, unless it is welded,
    /// yanks it to the floor under the monster or the hero, or snatches
    /// it.
    fn use_bullwhip(&mut self, i: usize) -> Used {
        let t = tables();
        let Some(w) = self.u.worn(Worn::WEP) else { return Used::Nothing };
        let vismon = self.canseemon_i(i);
        let mut where_to = self.rng.rn2(4);
        let o = self.u.invent[w].clone();
        let the_weapon = crate::objects::objnam::the(&self.xname_of(&o));
        let hand = if types::bimanual(t, o.otyp) { "hands" } else { "hand" };
        let name = self.monnam_cap(i);
        if vismon {
            self.pline(format!("{name} flicks a bullwhip towards your {hand}!"));
        }
        let the_whip = if vismon { "The bullwhip" } else { "A whip" };
        if o.otyp == ids::HEAVY_IRON_BALL {
            self.pline(format!("{the_whip} fails to wrap around {the_weapon}."));
            return Used::Acted;
        }
        self.pline(format!("{the_whip} wraps around {the_weapon} you're wielding!"));
        if o.cursed && self.welds(w) {
            let it = if o.quan > 1 { "They are" } else { "It is" };
            let end = if o.bknown { '.' } else { '!' };
            self.pline(format!("{it} welded to your {hand}{end}"));
            where_to = 0;
        }
        if where_to == 0 {
            self.pline("The whip slips free.");
            return Used::Acted;
        }
        let pm = self.lev.monsters[i].mnum;
        if where_to == 3
            && crate::objects::weapon::hates_silver(t, pm)
            && t.obj(o.otyp).material == Some(oxhack_defs::Material::Silver)
        {
            where_to = 2;
        }
        let obj = self.freeinv(w);
        let (mx, my) = (self.lev.monsters[i].mx, self.lev.monsters[i].my);
        match where_to {
            1 => {
                self.pline(format!("{name} yanks {the_weapon} from your {hand}!"));
                self.drop_to_floor(obj, mx, my);
            }
            2 => {
                let floor = self.surface(self.u.ux, self.u.uy);
                self.pline(format!("{name} yanks {the_weapon} to the {floor}!"));
                let (ux, uy) = (self.u.ux, self.u.uy);
                self.drop_to_floor(obj, ux, uy);
            }
            _ => {
                self.pline(format!("{name} snatches {the_weapon}!"));
                self.lev.monsters[i].minvent.push(obj);
            }
        }
        Used::Acted
    }

    /// `MUSE_POLY_TRAP`: "The gnome deliberately jumps onto a polymorph
    /// trap!", and it changes form there.
    fn use_poly_trap(&mut self, i: usize, c: crate::world::level::Coord) -> Used {
        let Some(m) = self.lev.monsters.get(i) else { return Used::Nothing };
        let (ox, oy) = (m.mx, m.my);
        if self.canseemon_i(i) {
            let name = self.monnam_cap(i);
            self.pline(format!("{name} deliberately jumps onto a polymorph trap!"));
        }
        if self.vis.cansee(c.x, c.y)
            && let Some(ti) = self.lev.traps.iter().position(|t| (t.tx, t.ty) == (c.x, c.y))
        {
            self.seetrap(ti);
        }
        self.lev.monsters[i].mx = c.x;
        self.lev.monsters[i].my = c.y;
        self.newsym(ox, oy);
        self.newsym(c.x, c.y);
        self.newcham_msg(i, None, false);
        Used::Acted
    }

    /// `use_misc`: monster `i` uses the item `find_misc` chose.
    pub fn use_misc(&mut self, i: usize, u: Muse<Misc>) -> Used {
        if let Misc::PolyTrap(c) = u.kind {
            return self.use_poly_trap(i, c);
        }
        if u.kind == Misc::Bullwhip {
            return self.use_bullwhip(i);
        }
        let Some(k) = u.obj else { return Used::Nothing };
        if self.lev.monsters.get(i).and_then(|m| m.minvent.get(k)).is_none() {
            return Used::Nothing;
        }
        let vismon = self.canseemon_i(i);
        let otyp = self.lev.monsters[i].minvent[k].otyp;
        match u.kind {
            Misc::PolyTrap(_) | Misc::Bullwhip => Used::Nothing,
            Misc::GainLevel => {
                self.mquaffmsg(i, k);
                let cursed = self.lev.monsters[i].minvent[k].cursed;
                if cursed {
                    if vismon {
                        let name = self.monnam_cap(i);
                        self.pline(format!("{name} looks uneasy."));
                    }
                    self.m_useup(i, k);
                    return Used::Acted;
                }
                if vismon {
                    let name = self.monnam_cap(i);
                    self.pline(format!("{name} seems more experienced."));
                    self.os.discover(ids::POT_GAIN_LEVEL);
                }
                self.m_useup(i, k);
                self.grow_up(i, None);
                Used::Acted
            }
            Misc::WanMakeInvisible | Misc::PotInvisibility => {
                if u.kind == Misc::WanMakeInvisible {
                    self.mzapwand(i, k, true);
                } else {
                    self.mquaffmsg(i, k);
                }
                let nambuf = self.mon_nam(i);
                let m = &mut self.lev.monsters[i];
                m.minvis = true;
                m.perminvis = true;
                let (x, y) = (m.mx, m.my);
                self.newsym(x, y);
                if vismon {
                    if self.canseemon_i(i) {
                        let whose = crate::world::display::capitalize(&crate::objects::objnam::s_suffix(&nambuf));
                        self.pline(format!("{whose} body takes on a strange transparency."));
                    } else {
                        self.pline(format!("Suddenly you cannot see {nambuf}."));
                    }
                    self.os.discover(otyp);
                }
                if u.kind == Misc::PotInvisibility {
                    self.m_useup(i, k);
                }
                Used::Acted
            }
            Misc::WanSpeedMonster => {
                self.mzapwand(i, k, true);
                self.mon_adjust_speed(i, 1, Some(otyp));
                Used::Acted
            }
            Misc::PotSpeed => {
                self.mquaffmsg(i, k);
                self.mon_adjust_speed(i, 1, Some(otyp));
                self.m_useup(i, k);
                Used::Acted
            }
            Misc::WanPolymorph | Misc::PotPolymorph => {
                if u.kind == Misc::WanPolymorph {
                    self.mzapwand(i, k, true);
                } else {
                    self.mquaffmsg(i, k);
                    if vismon {
                        let name = self.monnam_cap(i);
                        self.pline(format!("{name} suddenly mutates!"));
                    }
                    self.m_useup(i, k);
                }
                let form = self.muse_newcham_mon(i);
                self.muse_newcham(i, form);
                if vismon {
                    self.os.discover(otyp);
                }
                Used::Acted
            }
        }
    }

    /// `muse_newcham_mon`: dragon scales or scale mail worn turn the
    /// monster into that dragon; otherwise any form.
    fn muse_newcham_mon(&self, i: usize) -> Option<oxhack_defs::Pm> {
        let t = tables();
        let m = self.lev.monsters.get(i)?;
        let arm = m.minvent.iter().find(|o| o.owornmask.contains(crate::world::obj::Worn::ARM))?;
        let name = t.obj(arm.otyp).name.as_deref()?;
        let color = name.strip_suffix(" dragon scales").or_else(|| name.strip_suffix(" dragon scale mail"))?;
        let want = format!("{color} dragon");
        (0..t.monsters.len()).map(|n| oxhack_defs::Pm(n as u16)).find(|&p| t.mon(p).name == want)
    }

    /// `newcham(mtmp, form, TRUE, FALSE)` for a monster changing shape by
    /// its own item: [`Game::newcham_msg`] without a message.
    pub fn muse_newcham(&mut self, i: usize, form: Option<oxhack_defs::Pm>) -> bool {
        self.newcham_msg(i, form, false)
    }

    /// `mon_adjust_speed`: monster `i` gets faster (`adjust` 1) or
    /// slower (-1) for good, or (0) just rechecks what it wears; "The
    /// kobold is suddenly moving faster." when seen, which identifies the
    /// wand or potion `by`.
    pub fn mon_adjust_speed(&mut self, i: usize, adjust: i32, by: Option<oxhack_defs::Otyp>) {
        let t = tables();
        let Some(m) = self.lev.monsters.get_mut(i) else { return };
        let old = m.mspeed;
        match adjust {
            1 => m.permspeed = if m.permspeed == MSLOW { 0 } else { MFAST },
            -1 => m.permspeed = if m.permspeed == MFAST { 0 } else { MSLOW },
            _ => {}
        }
        super::props::mon_adjust_speed_worn(t, m);
        let new = m.mspeed;
        if new != old && self.canseemon_i(i) {
            let much = if new + old == MFAST + MSLOW { "much " } else { "" };
            let name = self.monnam_cap(i);
            if adjust > 0 || new == MFAST {
                self.pline(format!("{name} is suddenly moving {much}faster."));
            } else {
                self.pline(format!("{name} seems to be moving {much}slower."));
            }
            if let Some(o) = by {
                self.os.discover(o);
            }
        }
    }
}
