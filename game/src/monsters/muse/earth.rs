//! A monster reading a scroll of earth at the hero (muse.c's
//! `MUSE_SCR_EARTH` with read.c's `drop_boulder_on_monster` and
//! `drop_boulder_on_player`): boulders (rocks when confused) fall on
//! the squares around the reader, on the reader itself unless the
//! scroll is blessed, and on the hero next to it unless cursed.

use crate::game::Game;
use crate::world::obj::{Obj, Worn};
use oxhack_defs::{Material, Prop};
use oxhack_tables::{ids, tables};

/// Iron through mithril (`is_metallic`).
fn metallic(o: &Obj) -> bool {
    matches!(
        tables().obj(o.otyp).material,
        Some(
            Material::Iron
                | Material::Metal
                | Material::Copper
                | Material::Silver
                | Material::Gold
                | Material::Platinum
                | Material::Mithril
        )
    )
}

impl Game {
    /// Monster `i` reads its scroll of earth `k`.
    pub fn muse_scroll_of_earth(&mut self, i: usize, k: usize) {
        let Some(m) = self.lev.monsters.get(i) else { return };
        let (mmx, mmy, confused, id) = (m.mx, m.my, m.mconf, m.m_id);
        let scroll = m.minvent[k].clone();
        let oseen = self.canseemon_i(i);
        self.mreadmsg(i, k);
        if oseen {
            let name = self.mon_nam(i);
            let how = if scroll.blessed { "around" } else { "above" };
            self.pline(format!("The ceiling rumbles {how} {name}!"));
            self.os.discover(ids::SCR_EARTH);
        } else if self.vis.cansee(mmx, mmy) {
            self.pline("The ceiling rumbles in the middle of nowhere!");
            self.os.discover(ids::SCR_EARTH);
        }
        self.m_useup(i, k);
        for x in mmx - 1..=mmx + 1 {
            for y in mmy - 1..=mmy + 1 {
                let center = (x, y) == (mmx, mmy);
                if !crate::world::level::isok(x, y)
                    || crate::monsters::makemon::closed_door(&self.lev, x, y)
                    || crate::world::level::is_rock(self.lev.typ(x, y))
                    || (if center { scroll.blessed } else { scroll.cursed })
                    || (x, y) == (self.u.ux, self.u.uy)
                {
                    continue;
                }
                self.drop_boulder_on_monster(x, y, confused);
            }
        }
        let near = (mmx - self.u.ux).abs().max((mmy - self.u.uy).abs()) == 1;
        if near && !scroll.cursed {
            self.drop_boulder_on_player(confused);
        }
        let _ = self.mon_index(id);
    }

    /// The boulder or rocks of a scroll of earth.
    fn earth_boulder(&mut self, confused: bool) -> Obj {
        let mut o = self.with_mk(|c| c.mksobj(if confused { ids::ROCK } else { ids::BOULDER }, false, false));
        o.quan = if confused { self.rng.rn1(5, 2) as i64 } else { 1 };
        o
    }

    /// `drop_boulder_on_monster` (not by the hero).
    fn drop_boulder_on_monster(&mut self, x: i32, y: i32, confused: bool) {
        let t = tables();
        let o = self.earth_boulder(confused);
        if let Some(i) = self.lev.monsters.iter().position(|m| (m.mx, m.my) == (x, y)) {
            let pm = self.lev.monsters[i].mnum;
            use crate::monsters::makemon::{amorphous, noncorporeal, passes_walls, unsolid};
            if !amorphous(t, pm) && !passes_walls(t, pm) && !noncorporeal(t, pm) && !unsolid(t, pm) {
                if self.vis.cansee(x, y) {
                    let name = self.monnam_cap(i);
                    let what = self.doname(&o);
                    self.pline(format!("{name} is hit by {what}!"));
                }
                let mut dmg = crate::objects::weapon::dmgval(t, &mut self.rng, &o, pm) * o.quan as i32;
                let helmet = self.lev.monsters[i].minvent.iter().find(|h| h.owornmask.contains(Worn::ARMH)).cloned();
                if let Some(h) = helmet {
                    if metallic(&h) {
                        if self.canseemon_i(i) {
                            let name = self.mon_nam(i);
                            self.pline(format!("Fortunately, {name} is wearing a hard helmet."));
                        } else {
                            self.you_hear("a clanging sound.");
                        }
                        dmg = dmg.min(2);
                    } else if self.canseemon_i(i) {
                        let name = self.monnam_cap(i);
                        let what = self.xname_of(&h);
                        let him = super::mhim(&self.lev.monsters[i]);
                        self.pline(format!("{name}'s {what} does not protect {him}."));
                    }
                }
                if !self.damage_monster(i, dmg, false) {
                    self.wakeup(i, false);
                }
                self.wake_nearto(x, y, 16);
            }
        }
        self.lev.place_object(o, x, y);
        self.newsym(x, y);
    }

    /// `drop_boulder_on_player` from a monster's scroll.
    fn drop_boulder_on_player(&mut self, confused: bool) {
        let t = tables();
        let o = self.earth_boulder(confused);
        let (ux, uy) = (self.u.ux, self.u.uy);
        let what = self.doname(&o);
        self.pline(format!("You are hit by {what}!"));
        let mut dmg = crate::objects::weapon::dmgval(t, &mut self.rng, &o, self.u.youmonst_data()) * o.quan as i32;
        if let Some(h) = self.u.invent.iter().find(|h| h.owornmask.contains(Worn::ARMH)).cloned() {
            if metallic(&h) {
                self.pline("Fortunately, you are wearing a hard helmet.");
                dmg = dmg.min(2);
            } else if self.opts.verbose {
                let what = self.xname_of(&h);
                self.pline(format!("Your {what} does not protect you."));
            }
        }
        self.wake_nearto(ux, uy, 16);
        self.lev.place_object(o, ux, uy);
        self.newsym(ux, uy);
        if dmg > 0 {
            if self.u.has(Prop::HalfPhdam) {
                dmg = (dmg + 1) / 2;
            }
            self.losehp(dmg, "scroll of earth");
        }
    }
}
