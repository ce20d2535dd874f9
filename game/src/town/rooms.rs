//! Walking into rooms (hack.c's `move_update` and `check_special_room`):
//! which rooms the hero is in and has just entered, and what entering a
//! special room says: a zoo, a throne room, a barracks, the Oracle's
//! Delphi, a temple (`intemple`). Special rooms other than temples and
//! vaults are ordinary once entered.
//!
//! Shops are the shops' code to greet (`u_entered_shop`, `u_left_shop`
//! hook in here).

use crate::game::Game;
use crate::levelgen::mkroom::search_special;
use crate::world::level::{RoomId, in_rooms, rtype};
use oxhack_defs::Prop;
use oxhack_tables::{ids, tables};

impl Game {
    /// `move_update`: the rooms the hero is in now, those of the previous
    /// square, and those just entered; `newlev` (arriving on a level)
    /// forgets them all.
    pub fn move_update(&mut self, newlev: bool) {
        self.u.urooms0 = std::mem::take(&mut self.u.urooms);
        if newlev {
            self.u.uentered.clear();
            return;
        }
        self.u.urooms = in_rooms(&self.lev, self.u.ux, self.u.uy, 0);
        self.u.uentered = self.u.urooms.iter().copied().filter(|r| !self.u.urooms0.contains(r)).collect();
    }

    /// `check_special_room`: after a move (or on arriving, `newlev`),
    /// the one-time message of each special room just entered; temples
    /// greet every time.
    pub fn check_special_room(&mut self, newlev: bool) {
        self.move_update(newlev);
        for roomno in self.u.uentered.clone() {
            let Some(id) = RoomId::from_roomno(roomno) else { continue };
            let Some(rt) = self.lev.room(id).map(|r| r.rtype) else { continue };
            match rt {
                rtype::ZOO => self.pline("Welcome to David's treasure zoo!"),
                rtype::SWAMP => {
                    let blind = self.u.has(Prop::Blinded);
                    self.pline(format!(
                        "It {} rather {} down here.",
                        if blind { "feels" } else { "looks" },
                        if blind { "humid" } else { "muddy" }
                    ));
                }
                rtype::COURT => self.pline("You enter an opulent throne room!"),
                rtype::LEPREHALL => self.pline("You enter a leprechaun hall!"),
                rtype::MORGUE => {
                    if self.town.clock.midnight() {
                        self.pline("Run away!  Run away!");
                    } else {
                        self.pline("You have an uncanny feeling...");
                    }
                }
                rtype::BEEHIVE => self.pline("You enter a giant beehive!"),
                rtype::COCKNEST => self.pline("You enter a disgusting nest!"),
                rtype::ANTHOLE => self.pline("You enter an anthole!"),
                rtype::BARRACKS => {
                    let soldiers = [ids::PM_SOLDIER, ids::PM_SERGEANT, ids::PM_LIEUTENANT, ids::PM_CAPTAIN];
                    if soldiers.iter().any(|&pm| self.monstinroom(pm, roomno).is_some()) {
                        self.pline("You enter a military barracks!");
                    } else {
                        self.pline("You enter an abandoned barracks.");
                    }
                }
                rtype::DELPHI => {
                    if let Some(oi) = self.monstinroom(ids::PM_ORACLE, roomno) {
                        let name = self.u.name.clone();
                        if !self.lev.monsters[oi].mpeaceful {
                            self.verbalize(&format!("You're in Delphi, {name}."));
                        } else {
                            let hello = self.hello(false);
                            self.verbalize(&format!("{hello}, {name}, welcome to Delphi!"));
                        }
                    }
                }
                rtype::TEMPLE => self.intemple(roomno),
                _ => {}
            }
            // Temples and vaults stay what they are; other special rooms
            // become ordinary once entered.
            let once = matches!(
                rt,
                rtype::ZOO
                    | rtype::SWAMP
                    | rtype::COURT
                    | rtype::LEPREHALL
                    | rtype::MORGUE
                    | rtype::BEEHIVE
                    | rtype::COCKNEST
                    | rtype::ANTHOLE
                    | rtype::BARRACKS
                    | rtype::DELPHI
            );
            if !once {
                continue;
            }
            if let Some(r) = self.lev.room_mut(id) {
                r.rtype = rtype::OROOM;
            }
            if search_special(&self.lev, Some(rt)).is_none() {
                let f = &mut self.lev.flags;
                match rt {
                    rtype::COURT => f.has_court = false,
                    rtype::SWAMP => f.has_swamp = false,
                    rtype::MORGUE => f.has_morgue = false,
                    rtype::ZOO => f.has_zoo = false,
                    rtype::BARRACKS => f.has_barracks = false,
                    rtype::BEEHIVE => f.has_beehive = false,
                    _ => {}
                }
            }
        }
    }

    /// `monstinroom`: a monster of kind `pm` in room `roomno`.
    pub fn monstinroom(&self, pm: oxhack_defs::Pm, roomno: u8) -> Option<usize> {
        self.lev
            .monsters
            .iter()
            .position(|m| m.mnum == pm && m.mhp > 0 && in_rooms(&self.lev, m.mx, m.my, 0).contains(&roomno))
    }

    /// `Hello`: the hero's greeting in the role's tongue ("Velkommen" for
    /// a Valkyrie); a Samurai greets shopkeepers "Irasshaimase".
    pub fn hello(&self, shopkeeper: bool) -> &'static str {
        match self.u.hero.role {
            ids::PM_KNIGHT => "Salutations",
            ids::PM_SAMURAI if shopkeeper => "Irasshaimase",
            ids::PM_SAMURAI => "Konnichi wa",
            ids::PM_TOURIST => "Aloha",
            ids::PM_VALKYRIE => "Velkommen",
            _ => "Hello",
        }
    }

    /// The name of monster kind `pm` (`mons[pm].mname`).
    pub fn pm_name(pm: oxhack_defs::Pm) -> &'static str {
        tables().mon(pm).name.as_str()
    }
}
