//! Wizard-mode commands (cmd.c's `wiz_*`): ^W wish (zap.c's `makewish`),
//! ^T teleport, ^I identify, ^G create monster. (^V level teleport lives
//! with the level changes in `hero::golevel`; ^F map and ^O overview with
//! the looking commands.)

use crate::game::Game;
use crate::world::level::Coord;
use oxhack_tables::tables;

impl Game {
    /// ^W: a wizard-mode wish.
    pub fn wiz_wish(&mut self) -> bool {
        self.makewish();
        false
    }

    /// ^T: teleport on this level to a spot picked with the cursor.
    pub fn wiz_teleport(&mut self) -> bool {
        self.pline("Where do you want to be teleported?");
        let Some(c) = self.getpos(Coord::new(self.u.ux, self.u.uy), "the desired position") else { return false };
        if !crate::world::level::accessible(self.lev.typ(c.x, c.y)) || self.lev.monster_at(c.x, c.y).is_some() {
            self.pline("Sorry...");
            return false;
        }
        self.u_on_newpos(c.x, c.y);
        self.vision_recalc();
        self.spoteffects();
        false
    }

    /// ^I: identify everything carried.
    pub fn wiz_identify(&mut self) -> bool {
        for i in 0..self.u.invent.len() {
            let otyp = self.u.invent[i].otyp;
            self.u.invent[i].fully_identify();
            self.os.discover(otyp);
        }
        self.display_inventory(None);
        false
    }

    /// ^G: create a monster by name next to the hero.
    pub fn wiz_genesis(&mut self) -> bool {
        let Some(name) = self.getlin("Create what kind of monster?") else { return false };
        let t = tables();
        let want = name.trim().to_ascii_lowercase();
        let pm = t.monsters.iter().position(|m| m.name.eq_ignore_ascii_case(&want)).map(|i| oxhack_defs::Pm(i as u16));
        let Some(pm) = pm else {
            self.pline(format!("I've never heard of such monsters: {name}."));
            return false;
        };
        let (ux, uy) = (self.u.ux, self.u.uy);
        let made = self.with_mon(|c, lev| {
            let spot = c.enexto(lev, ux, uy, Some(pm))?;
            c.makemon(lev, Some(pm), spot.x, spot.y, crate::monsters::makemon::NO_MM_FLAGS)
        });
        match made {
            Some(i) => {
                let (x, y) = (self.lev.monsters[i].mx, self.lev.monsters[i].my);
                self.newsym(x, y);
            }
            None => self.pline("The monster could not be made here."),
        }
        false
    }
}
