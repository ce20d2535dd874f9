//! cmd.c's small commands and teleport.c's `^T`: `#exploremode`, the
//! here and there menus, `#monster` in the hero's own form, `^T`
//! teleporting at will, and the shell escape and suspending that OxHack
//! refuses as a NetHack built without them does.

use super::table::{self, CmdFn};
use crate::game::Game;
use crate::ui::{Menu, PickHow};
use crate::world::level::{D_CLOSED, D_ISOPEN, D_LOCKED, isok};
use crate::world::you::A_STR;
use oxhack_defs::Prop;
use oxhack_tables::ids;
use oxhack_vm::terrain::*;

impl Game {
    /// `#exploremode` (`enter_explore_mode`): a game that no longer
    /// scores, where death can be declined.
    pub fn enter_explore_mode(&mut self) -> bool {
        if self.wizard {
            self.pline("You are in debug mode.");
        } else if self.discover {
            self.pline("You are already in explore mode.");
        } else {
            self.pline("Beware!  From explore mode there will be no return to normal game.");
            if self.yn("Do you want to enter explore mode?") {
                self.clear_toplines();
                self.pline("You are now in non-scoring explore mode.");
                self.discover = true;
            } else {
                self.clear_toplines();
                self.pline("Resuming normal game.");
            }
        }
        false
    }

    /// `!` (`dosh_core`): OxHack has no shell escape.
    pub fn dosh(&mut self) -> bool {
        self.pline("'#shell' command not available.");
        false
    }

    /// `^Z` (`dosuspend_core`): OxHack does not suspend itself.
    pub fn dosuspend(&mut self) -> bool {
        self.pline("'#suspend' command not available.");
        false
    }

    /// `#panic` (`wiz_panic`): OxHack has no crash test to run.
    pub fn wiz_panic(&mut self) -> bool {
        if self.yn("Do you want to call panic() and end your game?") {
            self.pline("OxHack does not crash on purpose; the game goes on.");
        }
        false
    }

    /// `^T` (`dotelecmd`, `dotele`): in wizard mode a teleport anywhere;
    /// otherwise teleporting at will (teleportitis from level 12, 8 for
    /// wizards) or by the teleport away spell, as 3.6.7 allows.
    pub fn dotelecmd(&mut self) -> bool {
        if self.wizard {
            return self.wiz_teleport();
        }
        let trap_here = self.lev.t_at(self.u.ux, self.u.uy).is_some_and(|t| t.tseen && t.ttyp == ttyp_tele());
        if trap_here {
            self.pline("You jump onto the teleportation trap.");
            return self.tele();
        }
        let wiz_role = self.u.hero.role == ids::PM_WIZARD;
        let at_will = self.u.has(Prop::Teleport) && self.u.ulevel() >= if wiz_role { 8 } else { 12 };
        if !at_will {
            let knows = self.u.spells.iter().any(|s| s.0 == ids::SPE_TELEPORT_AWAY);
            if knows && !self.u.has(Prop::Confusion) {
                return self.spelleffects(ids::SPE_TELEPORT_AWAY);
            }
            let why = if !self.u.has(Prop::Teleport) {
                if knows { "can't cast that spell" } else { "don't know that spell" }
            } else {
                "are not able to teleport at will"
            };
            self.pline(format!("You {why}."));
            return false;
        }
        let energy = 5 * 6;
        let cant = if self.u.uhunger <= 10 {
            Some("are too weak from hunger")
        } else if self.u.acurr(A_STR) < 4 {
            Some("lack the strength")
        } else if energy > self.u.uen {
            Some("lack the energy")
        } else {
            None
        };
        if let Some(c) = cant {
            self.pline(format!("You {c} to teleport."));
            return false;
        }
        self.u.uen -= energy;
        self.tele();
        true
    }

    /// `#herecmdmenu`: a menu of what can be done where the hero stands.
    pub fn doherecmdmenu(&mut self) -> bool {
        let (x, y) = (self.u.ux, self.u.uy);
        let typ = self.lev.typ(x, y);
        let mut acts: Vec<(String, CmdFn)> = Vec::new();
        if typ == FOUNTAIN || typ == SINK {
            let what = if typ == FOUNTAIN { "fountain" } else { "sink" };
            acts.push((format!("Drink from the {what}"), Game::dodrink));
        }
        if typ == FOUNTAIN {
            acts.push(("Dip something into the fountain".into(), Game::dodip));
        }
        if typ == THRONE {
            acts.push(("Sit on the throne".into(), Game::dosit));
        }
        if self.lev.upstair.is_some_and(|s| (s.x, s.y) == (x, y))
            || self.lev.upladder.is_some_and(|s| (s.x, s.y) == (x, y))
        {
            acts.push(("Go up the stairs".into(), Game::doup));
        }
        if self.lev.dnstair.is_some_and(|s| (s.x, s.y) == (x, y))
            || self.lev.dnladder.is_some_and(|s| (s.x, s.y) == (x, y))
        {
            acts.push(("Go down the stairs".into(), Game::dodown));
        }
        let here: Vec<crate::world::obj::Obj> = self.lev.objects_at(x, y).cloned().collect();
        if let Some(top) = here.last() {
            let what = if here.len() > 1 { "items".to_string() } else { self.doname(top) };
            acts.push((format!("Pick up {what}"), Game::dopickup));
            let t = oxhack_tables::tables();
            if let Some(c) = here.iter().find(|o| crate::objects::objnam::is_container(o.otyp)) {
                acts.push((format!("Loot {}", self.doname(c)), Game::doloot));
            }
            if let Some(f) = here.iter().find(|o| o.oclass(t) == oxhack_defs::OClass::Food) {
                acts.push((format!("Eat {}", self.doname(f)), Game::doeat));
            }
        }
        if !self.u.invent.is_empty() {
            acts.push(("Drop items".into(), Game::dodrop));
        }
        acts.push(("Rest one turn".into(), Game::donull));
        acts.push(("Search around you".into(), Game::dosearch));
        acts.push(("Look at what is here".into(), Game::dolook));
        self.cmd_menu(acts)
    }

    /// `#therecmdmenu`: a menu of what can be done to an adjacent spot.
    pub fn dotherecmdmenu(&mut self) -> bool {
        let Some((dx, dy, _)) = self.getdir(None) else { return false };
        let (x, y) = (self.u.ux + dx, self.u.uy + dy);
        if !isok(x, y) {
            return false;
        }
        if (dx, dy) == (0, 0) {
            return self.doherecmdmenu();
        }
        let mut acts: Vec<(String, CmdFn)> = Vec::new();
        let rm = self.lev.at(x, y);
        if rm.typ == DOOR {
            let dm = rm.doormask();
            if dm & (D_CLOSED | D_LOCKED) != 0 {
                acts.push(("Open the door".into(), Game::doopen));
                let key =
                    [ids::SKELETON_KEY, ids::LOCK_PICK].iter().any(|&o| self.u.invent.iter().any(|i| i.otyp == o));
                let card = self.u.invent.iter().any(|i| i.otyp == ids::CREDIT_CARD);
                if key || card {
                    acts.push((format!("{}nlock the door", if key { "Lock or u" } else { "U" }), Game::doapply));
                }
                acts.push(("Search the door for a trap".into(), Game::dountrap));
                acts.push(("Kick the door".into(), Game::dokick));
            } else if dm & D_ISOPEN != 0 {
                acts.push(("Close the door".into(), Game::doclose));
            }
        }
        if rm.typ <= SCORR {
            acts.push(("Search for secret doors".into(), Game::dosearch));
        }
        if self.lev.t_at(x, y).is_some_and(|t| t.tseen) {
            acts.push(("Examine trap".into(), Game::doidtrap));
            acts.push(("Attempt to disarm trap".into(), Game::dountrap));
        }
        if acts.is_empty() {
            self.pline("No applicable actions.");
            return false;
        }
        self.cmd_menu(acts)
    }

    /// Shows `acts` as "What do you want to do?" and runs the one picked
    /// (only actions some key or `#` name reaches, as `cmd_from_func`).
    fn cmd_menu(&mut self, acts: Vec<(String, CmdFn)>) -> bool {
        let acts: Vec<(String, CmdFn)> =
            acts.into_iter().filter(|a| table::EXTCMDS.iter().any(|e| std::ptr::fn_addr_eq(e.func, a.1))).collect();
        let mut m = Menu::new("What do you want to do?", PickHow::One);
        for (text, _) in &acts {
            m.item(None, text);
        }
        let Some(pick) = self.select_menu(&m) else { return false };
        match pick.first() {
            Some(&i) => (acts[i].1)(self),
            None => false,
        }
    }
}

/// The teleportation trap's type number.
fn ttyp_tele() -> u8 {
    crate::world::level::ttyp::TELEP_TRAP
}
