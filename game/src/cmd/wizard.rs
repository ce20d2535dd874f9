//! Wizard-mode commands (cmd.c's `wiz_*`): ^W wish (zap.c's `makewish`),
//! ^T teleport, ^I identify, ^G create monster, ^E detect, `#levelchange`
//! and `#wizmakemap`. (^V level teleport lives with the level changes in
//! `hero::golevel`; ^F map and ^O overview with the looking commands;
//! the wizard's information windows in [`super::wizinfo`].)

use crate::game::Game;
use crate::hero::exper::MAXULEV;
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

    /// ^E (`wiz_detect`): secret doors, corridors and traps nearby are
    /// found (`findit`).
    pub fn wiz_detect(&mut self) -> bool {
        self.findit();
        false
    }

    /// `#levelchange` (`wiz_level_change`): sets the experience level.
    pub fn wiz_level_change(&mut self) -> bool {
        let Some(line) = self.getlin("To what experience level do you want to be set?") else { return false };
        let Ok(mut want) = line.trim().parse::<i32>() else {
            self.pline("Never mind.");
            return false;
        };
        let now = self.u.ulevel();
        if want == now {
            self.pline("You are already that experienced.");
        } else if want < now {
            if now == 1 {
                self.pline("You are already as inexperienced as you can get.");
                return false;
            }
            want = want.max(1);
            while self.u.ulevel() > want {
                self.losexp("#levelchange");
            }
        } else {
            if now >= MAXULEV {
                self.pline("You are already as experienced as you can get.");
                return false;
            }
            want = want.min(MAXULEV);
            while self.u.ulevel() < want {
                self.pluslvl(false);
            }
        }
        self.u.ulevelmax = self.u.ulevel();
        false
    }

    /// `#wizmakemap` (`wiz_makemap`): the level is made again; the pets
    /// next to the hero stay, the hero lands somewhere on the new one.
    pub fn wiz_makemap(&mut self) -> bool {
        let uz = self.u.uz;
        let (ux, uy) = (self.u.ux, self.u.uy);
        let pets: Vec<_> = self
            .lev
            .monsters
            .iter()
            .filter(|m| m.mtame > 0 && (m.mx - ux).abs() <= 1 && (m.my - uy).abs() <= 1)
            .cloned()
            .collect();
        self.u.ustuck = None;
        self.u.utrap = crate::world::you::UTrap::None;
        self.travel_dest = None;
        self.lev = self.make_level(uz);
        self.mem = Default::default();
        let up = self.env.uhave_amulet;
        let spot = self.u_on_rndspot(up).or_else(|| self.rndspot()).unwrap_or(Coord::new(1, 1));
        self.u_on_newpos(spot.x, spot.y);
        for mut m in pets {
            if let Some(c) = self.with_mon(|c, lev| c.enexto(lev, spot.x, spot.y, Some(m.mnum))) {
                m.mx = c.x;
                m.my = c.y;
                self.lev.monsters.push(m);
            }
        }
        self.vision_recalc();
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
