//! Demon lords' and princes' blackmail (minion.c's `demon_talk`,
//! monmove.c's "Demonic Blackmail!"): a peaceful bribe-taking demon
//! next to the hero demands gold "for safe passage"; paid in full it
//! vanishes laughing, paid nearly enough it may vanish scowling, and
//! otherwise it gets angry.

use crate::game::Game;
use crate::world::you::A_CHA;
use oxhack_defs::{Align, MonClass, Prop, Sound};
use oxhack_tables::{ids, tables};

impl Game {
    /// `Amonnam`: "Orcus", "A horned devil".
    fn amonnam(&self, i: usize) -> String {
        let t = tables();
        let Some(m) = self.lev.monsters.get(i) else { return "It".to_string() };
        let name = &t.mon(m.mnum).name;
        if crate::objects::objnam::type_is_pname(t, m.mnum) { name.clone() } else { crate::objects::objnam::An(name) }
    }

    /// `demon_talk`: the demand for gold and the bargain. Returns true
    /// when the demon left (paid off, or its own kind met).
    pub fn demon_talk(&mut self, i: usize) -> bool {
        let t = tables();
        let Some(m) = self.lev.monsters.get(i) else { return false };
        let pm = m.mnum;
        if self.u.uwep().is_some_and(|w| w.oartifact == Some(ids::ART_EXCALIBUR)) {
            let name = self.amonnam(i);
            self.pline(format!("{name} looks very angry."));
            let m = &mut self.lev.monsters[i];
            m.mpeaceful = false;
            m.mtame = 0;
            return false;
        }
        self.nomul();
        let m = &self.lev.monsters[i];
        if crate::monsters::makemon::is_dprince(t, pm) && m.minvis {
            let wasunseen = !self.canspotmon(m);
            let m = &mut self.lev.monsters[i];
            m.minvis = false;
            m.perminvis = false;
            if wasunseen && self.canspotmon(&self.lev.monsters[i]) {
                let name = self.amonnam(i);
                self.pline(format!("{name} appears before you."));
            }
            let (x, y) = (self.lev.monsters[i].mx, self.lev.monsters[i].my);
            self.newsym(x, y);
        }
        let name = self.amonnam(i);
        if t.mon(self.u.umonnum()).mlet == MonClass::Demon {
            let sib = if self.u.female { "Sister" } else { "Brother" };
            self.pline(format!("{name} says, \"Good hunting, {sib}.\""));
            if !self.lev.flags.noteleport {
                self.with_mon(|c, lev| c.rloc(lev, i));
            }
            return true;
        }
        let cash = self.u.ugold;
        let athome = self.level_ctx(self.u.uz).in_hell && self.lev.monsters[i].cham.is_none();
        let same_side = align_sign(self.u.hero.align) == (t.mon(pm).maligntyp as i32).signum();
        let mut demand = (cash * i64::from(self.rng.rnd(80) + 20 * athome as i32)) / (100 * (1 + same_side as i64));
        let deaf = self.u.has(Prop::Deaf);
        if demand == 0 || self.u.multi < 0 {
            self.lev.monsters[i].mpeaceful = false;
            return false;
        }
        let has_amulet = self.lev.monsters[i].minvent.iter().any(|o| o.otyp == ids::AMULET_OF_YENDOR);
        if has_amulet || deaf {
            demand = cash + i64::from(self.rng.rn1(1000, 125));
        }
        if !deaf {
            let cur = if demand == 1 { "zorkmid" } else { "zorkmids" };
            self.pline(format!("{name} demands {demand} {cur} for safe passage."));
        } else if self.canspotmon(&self.lev.monsters[i]) {
            self.pline(format!("{name} seems to be demanding something."));
        }
        let offer = if deaf { 0 } else { self.bribe(i) };
        if !deaf && offer >= demand {
            self.pline(format!("{name} vanishes, laughing about cowardly mortals."));
        } else if offer > 0 && i64::from(self.rng.rnd(5 * self.u.acurr(A_CHA))) > demand - offer {
            self.pline(format!("{name} scowls at you menacingly, then vanishes."));
        } else {
            self.pline(format!("{name} gets angry..."));
            self.lev.monsters[i].mpeaceful = false;
            return false;
        }
        self.mongone(i);
        true
    }

    /// monmove's "Demonic Blackmail!": a peaceful bribe-taking demon next
    /// to the hero talks before it moves. Returns true when it is gone.
    pub fn demon_blackmail(&mut self, i: usize) -> bool {
        let t = tables();
        let Some(m) = self.lev.monsters.get(i) else { return false };
        if t.mon(m.mnum).msound != Sound::Bribe || !m.mpeaceful || m.mtame > 0 {
            return false;
        }
        if (m.mux, m.muy) != (self.u.ux, self.u.uy) {
            let who = if self.vis.cansee(m.mux, m.muy) { self.monnam_cap(i) } else { "It".to_string() };
            self.pline(format!("{who} whispers at thin air."));
            if t.mon(self.u.umonnum()).mlet == MonClass::Demon {
                if !self.lev.flags.noteleport {
                    self.with_mon(|c, lev| c.rloc(lev, i));
                }
            } else {
                let m = &mut self.lev.monsters[i];
                m.minvis = false;
                m.perminvis = false;
                let name = self.amonnam(i);
                self.pline(format!("{name} gets angry!"));
                self.lev.monsters[i].mpeaceful = false;
            }
            return false;
        }
        self.demon_talk(i)
    }
}

/// `sgn(u.ualign.type)`.
fn align_sign(a: Align) -> i32 {
    match a {
        Align::Lawful => 1,
        Align::Chaotic => -1,
        _ => 0,
    }
}
