//! Monsters that hide (mon.c's `restrap`, `hideunder`, display.c's
//! `seemimic`, uhitm.c's `stumble_onto_mimic`, detect.c's `mfind0`,
//! hack.c's monster on the hero's square in `spoteffects`):
//!
//! - mimics take the look of an object or a dungeon feature and wait
//!   there, unmoving, until touched ("Wait!  That's a small mimic!", and
//!   a sticky one holds on) or found by searching;
//! - piercers, lurkers above and trappers hide on the ceiling when
//!   unwatched; the hero walks in under them, and a piercer drops ("A
//!   piercer suddenly drops from the ceiling!");
//! - snakes and the like hide under objects, eels in water; walking into
//!   one finds it ("Wait!  There's a garter snake hiding under a
//!   dagger!"), and one that strikes from hiding is seen.

use crate::game::Game;
use crate::monsters::makemon::hides_under;
use crate::world::glyph::sym::{S_HCDOOR, S_VCDOOR};
use crate::world::level::rtype;
use crate::world::monst::Appearance;
use oxhack_defs::flags::M1;
use oxhack_defs::{DamageType, MonClass, Prop};
use oxhack_tables::tables;

/// `is_hider`: hides on the ceiling or as an object (`M1_HIDE`).
pub fn is_hider(pm: oxhack_defs::Pm) -> bool {
    tables().mon(pm).mflags1.contains(M1::HIDE)
}

/// A mimic showing itself as an object or dungeon feature.
pub fn disguised(m: &crate::world::monst::Monst) -> bool {
    matches!(m.appear, Appearance::Furniture(_) | Appearance::Object(_))
}

impl Game {
    /// `seemimic`: monster `i` stops pretending to be something else.
    pub fn seemimic(&mut self, i: usize) {
        let Some(m) = self.lev.monsters.get_mut(i) else { return };
        let blocked = matches!(m.appear, Appearance::Object(o) if o == oxhack_tables::ids::BOULDER.0)
            || matches!(m.appear, Appearance::Furniture(_));
        m.appear = Appearance::Nothing;
        m.mcorpsenm = None;
        let (x, y) = (m.mx, m.my);
        if blocked {
            // A mimicked door or boulder blocked the view.
            self.vision_recalc();
        }
        self.newsym(x, y);
    }

    /// `restrap`: an unwatched hider (mimic, piercer) may hide again, one
    /// time in three: a mimic takes a new look, a ceiling hider in a
    /// room goes up. Returns whether it did (and so does nothing else).
    pub fn restrap(&mut self, i: usize) -> bool {
        let Some(m) = self.lev.monsters.get(i) else { return false };
        let trapped_not_pit =
            m.mtrapped && self.lev.t_at(m.mx, m.my).is_some_and(|t| !crate::world::level::ttyp::is_pit(t.ttyp));
        if m.mcan
            || m.appear != Appearance::Nothing
            || self.vis.cansee(m.mx, m.my)
            || self.rng.rn2(3) != 0
            || self.u.ustuck == Some(m.m_id)
            || trapped_not_pit
        {
            return false;
        }
        let (x, y) = (m.mx, m.my);
        if tables().mon(m.mnum).mlet == MonClass::Mimic {
            self.with_mon(|c, lev| c.set_mimic_sym(lev, i));
            self.newsym(x, y);
            return true;
        }
        if self.lev.typ(x, y) == oxhack_vm::terrain::ROOM {
            self.lev.monsters[i].mundetected = true;
            self.newsym(x, y);
            return true;
        }
        false
    }

    /// `hideunder`: monster `i` hides under what lies where it is, or in
    /// the water (an eel); never while holding the hero. Returns whether
    /// it is hidden.
    pub fn hideunder(&mut self, i: usize) -> bool {
        let Some(m) = self.lev.monsters.get(i) else { return false };
        if self.u.ustuck == Some(m.m_id) {
            self.lev.monsters[i].mundetected = false;
            return false;
        }
        let plane = self.env.plane;
        crate::monsters::makemon::hideunder(tables(), &mut self.lev, i, plane);
        let m = &self.lev.monsters[i];
        let (x, y, hidden) = (m.mx, m.my, m.mundetected);
        self.newsym(x, y);
        hidden
    }

    /// The hiding part of `movemon` for monster `i`: a hider that hides
    /// again, or stays hidden or disguised, does nothing this turn; an
    /// eel away from the hero and out of sight may slip under the water.
    pub fn hider_stays_hidden(&mut self, i: usize) -> bool {
        let Some(m) = self.lev.monsters.get(i) else { return true };
        let pm = m.mnum;
        if is_hider(pm) {
            if self.restrap(i) {
                return true;
            }
            let m = &self.lev.monsters[i];
            return disguised(m) || m.mundetected;
        }
        let away = m.mflee || crate::monsters::monmove::dist2(m.mx, m.my, self.u.ux, self.u.uy) > 2;
        if tables().mon(pm).mlet == MonClass::Eel
            && !m.mundetected
            && away
            && !self.canspotmon(m)
            && self.rng.rn2(4) == 0
        {
            return self.hideunder(i);
        }
        false
    }

    /// After monster `i` moved (`m_move`): one that hides under things
    /// or in water hides again where it is, usually (always when it was
    /// hidden already, so that it is found out when what hid it is gone).
    pub fn rehide_after_move(&mut self, i: usize) {
        let Some(m) = self.lev.monsters.get(i) else { return };
        if !(hides_under(tables(), m.mnum) || tables().mon(m.mnum).mlet == MonClass::Eel) {
            return;
        }
        if m.mundetected || (m.mcanmove && !m.msleeping && self.rng.rn2(5) != 0) {
            self.hideunder(i);
        }
    }

    /// `stumble_onto_mimic`: the hero walks into disguised mimic `i`
    /// ("Wait!  That's a small mimic!"); a sticky one holds on.
    pub fn stumble_onto_mimic(&mut self, i: usize) {
        let t = tables();
        let Some(m) = self.lev.monsters.get(i) else { return };
        let sticky = t.mon(m.mnum).attacks.iter().any(|a| a.adtyp == DamageType::Stck);
        if self.u.ustuck.is_none() && !m.mflee && sticky {
            self.u.ustuck = Some(m.m_id);
        }
        let what = if self.u.has(Prop::Blinded) || (m.minvis && !self.u.has(Prop::SeeInvis)) {
            "a monster".to_string()
        } else {
            self.a_monnam(i)
        };
        let fmt = match m.appear {
            Appearance::Furniture(s) if [S_HCDOOR, S_VCDOOR].contains(&(s as usize)) => "The door actually was",
            Appearance::Object(o) if o == oxhack_tables::ids::GOLD_PIECE.0 => "That gold was",
            _ => "Wait!  That's",
        };
        self.pline(format!("{fmt} {what}!"));
        self.wakeup(i, false);
        self.seemimic(i);
        if let Some(m) = self.lev.monsters.get(i)
            && !self.canspotmon(m)
        {
            let (x, y) = (m.mx, m.my);
            self.map_invisible(x, y);
        }
    }

    /// Walking into a monster hidden under something or in water
    /// (`attack_checks`): it is found ("Wait!  There's a garter snake
    /// hiding under a dagger!") and no blow is struck. Returns whether
    /// that happened.
    pub fn find_hidden_under(&mut self, i: usize) -> bool {
        let t = tables();
        let Some(m) = self.lev.monsters.get(i) else { return false };
        let hides = hides_under(t, m.mnum) || t.mon(m.mnum).mlet == MonClass::Eel;
        if !m.mundetected || !hides {
            return false;
        }
        let (x, y) = (m.mx, m.my);
        let m = &mut self.lev.monsters[i];
        m.mundetected = false;
        m.msleeping = false;
        self.newsym(x, y);
        let name = self.lev.monsters.get(i).map(|m| t.mon(m.mnum).name.clone()).unwrap_or_default();
        if !self.u.has(Prop::Blinded) && self.u.has(Prop::Halluc) {
            let tame = if self.lev.monsters[i].mtame > 0 { "tame" } else { "wild" };
            self.pline(format!("A {tame} {name} appeared!"));
        } else if self.u.has(Prop::Blinded) || crate::monsters::makemon::is_pool_at(&self.lev, x, y) {
            self.pline("Wait!  There's a hidden monster there!");
        } else if let Some(top) = self.top_object(x, y) {
            let what = self.doname(&top);
            self.pline(format!("Wait!  There's {} hiding under {what}!", crate::objects::objnam::an(&name)));
        }
        true
    }

    /// A monster hidden under something that strikes the hero is seen
    /// (`hitmu`): "The garter snake was hidden under a dagger!"
    pub fn hidden_attacker_seen(&mut self, i: usize) {
        let t = tables();
        let Some(m) = self.lev.monsters.get(i) else { return };
        if !m.mundetected || !(hides_under(t, m.mnum) || t.mon(m.mnum).mlet == MonClass::Eel) {
            return;
        }
        let (x, y) = (m.mx, m.my);
        self.lev.monsters[i].mundetected = false;
        if let Some(top) = self.top_object(x, y) {
            let what = if self.u.has(Prop::Blinded) && !top.dknown {
                "something".to_string()
            } else if crate::monsters::makemon::is_pool_at(&self.lev, x, y) {
                "the water".to_string()
            } else {
                self.doname(&top)
            };
            let name = crate::world::display::capitalize(&self.a_monnam(i));
            self.pline(format!("{name} was hidden under {what}!"));
        }
        self.newsym(x, y);
    }

    /// `mfind0`: searching finds monster `i` if it hides or mimics
    /// ("You find a small mimic."). `None` when it is an unseen monster
    /// already marked; else whether something was found.
    pub fn mfind0(&mut self, i: usize) -> Option<bool> {
        let t = tables();
        let m = self.lev.monsters.get(i)?;
        let (x, y) = (m.mx, m.my);
        let found = if m.appear != Appearance::Nothing {
            self.seemimic(i);
            true
        } else {
            let mut found = !self.canspotmon(m);
            let hides = is_hider(m.mnum) || hides_under(t, m.mnum) || t.mon(m.mnum).mlet == MonClass::Eel;
            if m.mundetected && hides {
                self.lev.monsters[i].mundetected = false;
                found = true;
            }
            self.newsym(x, y);
            found
        };
        if !found {
            return Some(false);
        }
        let seen = self.canspotmon(&self.lev.monsters[i]);
        if !seen && self.mem.get(x, y) == crate::world::display::Glyph::Invisible {
            return None;
        }
        self.exercise(crate::world::you::A_WIS, true);
        if !seen {
            self.map_invisible(x, y);
            self.pline("You feel an unseen monster!");
        } else {
            let name = if self.lev.monsters[i].mtame > 0 {
                let cap = self.y_monnam_cap(i);
                cap.replacen("Your ", "your ", 1)
            } else {
                self.a_monnam(i)
            };
            self.pline(format!("You find {name}."));
        }
        Some(true)
    }

    /// The object on top of the pile at (x, y).
    fn top_object(&self, x: i32, y: i32) -> Option<crate::world::obj::Obj> {
        self.lev.objects_at(x, y).next().cloned()
    }

    /// `ceiling`: what is overhead at (x, y) ("ceiling", "shop's
    /// ceiling", "sky", "rock cavern").
    pub fn ceiling(&self, x: i32, y: i32) -> &'static str {
        let typ = self.lev.typ(x, y);
        let in_room = |r| !crate::world::level::in_rooms(&self.lev, x, y, r).is_empty();
        if in_room(rtype::VAULT) {
            "vault's ceiling"
        } else if in_room(rtype::TEMPLE) {
            "temple's ceiling"
        } else if in_room(rtype::SHOPBASE) {
            "shop's ceiling"
        } else if typ == oxhack_vm::terrain::AIR {
            "sky"
        } else if crate::world::level::is_room(typ)
            || crate::world::level::is_wall(typ)
            || typ == oxhack_vm::terrain::DOOR
            || typ == oxhack_vm::terrain::SDOOR
        {
            "ceiling"
        } else {
            "rock cavern"
        }
    }

    /// The end of `spoteffects`: a monster hidden overhead where the hero
    /// arrived shows itself. A piercer drops on the hero (4d6, or it
    /// glances off a metal helmet); others surprise the hero; then it
    /// moves aside.
    pub fn monster_overhead(&mut self) {
        let (ux, uy) = (self.u.ux, self.u.uy);
        let Some(i) = self.lev.monsters.iter().position(|m| m.mx == ux && m.my == uy) else { return };
        let t = tables();
        let m = &mut self.lev.monsters[i];
        m.mundetected = false;
        m.msleeping = false;
        let (pm, tame, peaceful) = (m.mnum, m.mtame > 0, m.mpeaceful);
        let ceiling = self.ceiling(ux, uy);
        let aname = crate::world::display::capitalize(&self.a_monnam(i));
        if t.mon(pm).mlet == MonClass::Piercer {
            self.pline(format!("{aname} suddenly drops from the {ceiling}!"));
            if tame {
                // It jumps to greet the hero.
            } else if self
                .u
                .worn(crate::world::obj::Worn::ARMH)
                .is_some_and(|h| t.obj(self.u.invent[h].otyp).material.is_some_and(crate::world::obj::is_metallic))
            {
                self.pline("Its blow glances off your helm.");
            } else if self.u_ac() + 3 <= self.rng.rnd(20) {
                let name = format!("a falling {}", t.mon(pm).name);
                self.pline(format!("You are almost hit by {name}!"));
            } else {
                let name = format!("a falling {}", t.mon(pm).name);
                self.pline(format!("You are hit by {name}!"));
                let mut dmg = self.rng.d(4, 6);
                if self.u.has(Prop::HalfPhdam) {
                    dmg = (dmg + 1) / 2;
                }
                let killer = self.killer_name(i);
                self.losehp(dmg, &killer);
            }
        } else if tame {
            self.pline(format!("{aname} jumps near you from the {ceiling}."));
        } else if peaceful {
            let who = if self.u.has(Prop::Blinded) { "something".to_string() } else { self.a_monnam(i) };
            self.pline(format!("You surprise {who}!"));
            self.lev.monsters[i].mpeaceful = false;
        } else {
            self.pline(format!("{aname} attacks you by surprise!"));
        }
        // `mnexto`: it moves aside.
        let Some(i) = self.lev.monsters.iter().position(|m| m.mx == ux && m.my == uy) else { return };
        match self.enexto_free(ux, uy, pm) {
            Some(c) => {
                let m = &mut self.lev.monsters[i];
                (m.mx, m.my) = (c.x, c.y);
                self.newsym(c.x, c.y);
            }
            None => {
                self.mondead(i);
            }
        }
        self.newsym(ux, uy);
    }
}
