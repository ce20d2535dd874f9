//! Doors (lock.c): opening (`doopen`, `doopen_indir`) and closing
//! (`doclose`) with the `o` and `c` commands.

use crate::game::Game;
use crate::world::level::{D_BROKEN, D_CLOSED, D_ISOPEN, D_LOCKED, D_NODOOR, D_TRAPPED, isok};
use crate::world::you::{A_CON, A_DEX, A_STR, UTrap};
use oxhack_defs::Prop;
use oxhack_vm::terrain::*;

impl Game {
    /// The chance a door yields: `(ACURRSTR + DEX + CON) / 3`.
    pub fn door_skill(&self) -> i32 {
        (self.u.acurrstr() + self.u.acurr(A_DEX) + self.u.acurr(A_CON)) / 3
    }

    /// `o`: open a door in a direction. Returns whether it took time.
    pub fn doopen(&mut self) -> bool {
        if matches!(self.u.utrap, UTrap::Pit(_)) {
            self.pline("You can't reach over the edge of the pit.");
            return false;
        }
        let Some((dx, dy, dz)) = self.getdir(None) else { return false };
        if dz != 0 || (dx, dy) == (0, 0) {
            self.pline("You see no door there.");
            return false;
        }
        let (x, y) = (self.u.ux + dx, self.u.uy + dy);
        self.doopen_indir(x, y)
    }

    /// `doopen_indir`: open the door at (x, y).
    pub fn doopen_indir(&mut self, x: i32, y: i32) -> bool {
        let took = self.u.has(Prop::Confusion) || self.u.has(Prop::Stunned);
        let blind = self.u.has(Prop::Blinded);
        if !isok(x, y) || self.lev.typ(x, y) != DOOR {
            if isok(x, y) && blind {
                self.feel_location(x, y);
            }
            let typ = self.lev.typ(x, y);
            if typ == DRAWBRIDGE_UP || typ == DBWALL {
                self.pline("There is no obvious way to open the drawbridge.");
            } else if typ == DRAWBRIDGE_DOWN {
                self.pline("The drawbridge is already open.");
            } else {
                self.pline(format!("You {} no door there.", if blind { "feel" } else { "see" }));
            }
            return took;
        }
        let mask = self.lev.at(x, y).doormask();
        if mask & D_CLOSED == 0 {
            let what = match mask {
                D_BROKEN => " is broken",
                D_NODOOR => "way has no door",
                D_ISOPEN => " is already open",
                _ => " is locked",
            };
            self.pline(format!("This door{what}."));
            return took;
        }
        let luck = self.u.hero.uluck;
        if self.rng.rnl(20, luck) < self.door_skill() {
            self.pline("The door opens.");
            let new = if mask & D_TRAPPED != 0 {
                self.door_trap_explodes(x, y);
                D_NODOOR
            } else {
                D_ISOPEN
            };
            if let Some(l) = self.lev.at_mut(x, y) {
                l.set_doormask(new);
            }
            self.vision_recalc();
            self.newsym(x, y);
        } else {
            self.exercise(A_STR, true);
            self.pline("The door resists!");
        }
        true
    }

    /// `b_trapped` for a door: it explodes (`KABOOM!!`) for d(2, 4)
    /// damage, more deeper down.
    pub fn door_trap_explodes(&mut self, x: i32, y: i32) {
        let lvl = self.level_difficulty();
        let dmg = self.rng.rnd(5 + if lvl < 5 { lvl } else { 2 + lvl / 2 });
        self.pline("KABOOM!!  The door was booby-trapped!");
        self.wake_nearby(self.u.ulevel() * 20);
        self.losehp(dmg, "an exploding door");
        self.u.set_timeout(Prop::Stunned, self.u.timeout(Prop::Stunned) + dmg as u32);
        self.newsym(x, y);
    }

    /// `c`: close a door in a direction. Returns whether it took time.
    pub fn doclose(&mut self) -> bool {
        if matches!(self.u.utrap, UTrap::Pit(_)) {
            self.pline("You can't reach over the edge of the pit.");
            return false;
        }
        let Some((dx, dy, _)) = self.getdir(None) else { return false };
        let (x, y) = (self.u.ux + dx, self.u.uy + dy);
        if (x, y) == (self.u.ux, self.u.uy) {
            self.pline("You are in the way!");
            return true;
        }
        let took = self.u.has(Prop::Confusion) || self.u.has(Prop::Stunned);
        let blind = self.u.has(Prop::Blinded);
        if !isok(x, y) || self.lev.typ(x, y) != DOOR {
            let typ = self.lev.typ(x, y);
            if typ == DRAWBRIDGE_UP || typ == DBWALL {
                self.pline("The drawbridge is already closed.");
            } else if typ == DRAWBRIDGE_DOWN {
                self.pline("There is no obvious way to close the drawbridge.");
            } else {
                self.pline(format!("You {} no door there.", if blind { "feel" } else { "see" }));
            }
            return took;
        }
        let mask = self.lev.at(x, y).doormask();
        if mask == D_NODOOR {
            self.pline("This doorway has no door.");
            return took;
        }
        if self.obstructed(x, y) {
            return took;
        }
        if mask == D_BROKEN {
            self.pline("This door is broken.");
            return took;
        }
        if mask & (D_CLOSED | D_LOCKED) != 0 {
            self.pline("This door is already closed.");
            return took;
        }
        if mask == D_ISOPEN {
            if self.rng.rn2(25) < self.door_skill() {
                self.pline("The door closes.");
                if let Some(l) = self.lev.at_mut(x, y) {
                    l.set_doormask(D_CLOSED);
                }
                self.vision_recalc();
                self.newsym(x, y);
            } else {
                self.exercise(A_STR, true);
                self.pline("The door resists!");
            }
        }
        true
    }

    /// `obstructed`: a monster or an object in the doorway keeps the door
    /// from closing (with the message why).
    pub fn obstructed(&mut self, x: i32, y: i32) -> bool {
        if let Some(i) = self.lev.monsters.iter().position(|m| m.mx == x && m.my == y) {
            if self.canspotmon(&self.lev.monsters[i]) {
                let name = self.monnam_cap(i);
                self.pline(format!("{name} stands in the way!"));
            } else {
                self.pline("Something stands in the way!");
                self.map_invisible(x, y);
            }
            return true;
        }
        if self.lev.objects_at(x, y).next().is_some() {
            self.pline("Something's in the way.");
            return true;
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use crate::game::Game;
    use crate::game::NewGame;
    use crate::world::level::{D_CLOSED, D_ISOPEN, D_LOCKED};
    use oxhack_vm::terrain::*;

    #[test]
    fn door_skill_averages_three_attributes() {
        let mut g = Game::new(NewGame::quick(5)).expect("game");
        g.u.abase = [18, 10, 10, 15, 12, 10];
        assert_eq!(g.door_skill(), (18 + 15 + 12) / 3);
    }

    #[test]
    fn opening_without_a_terminal_does_nothing() {
        let mut g = Game::new(NewGame::quick(5)).expect("game");
        let (x, y) = (g.u.ux + 1, g.u.uy);
        g.lev.set_typ(x, y, DOOR);
        if let Some(l) = g.lev.at_mut(x, y) {
            l.set_doormask(D_CLOSED);
        }
        assert!(!g.doopen(), "no direction given");
        assert!(g.doopen_indir(x, y) || g.lev.at(x, y).doormask() == D_CLOSED);
        if let Some(l) = g.lev.at_mut(x, y) {
            l.set_doormask(D_LOCKED);
        }
        g.doopen_indir(x, y);
        assert_eq!(g.history.last().map(String::as_str), Some("This door is locked."));
        if let Some(l) = g.lev.at_mut(x, y) {
            l.set_doormask(D_ISOPEN);
        }
        g.doopen_indir(x, y);
        assert_eq!(g.history.last().map(String::as_str), Some("This door is already open."));
    }
}
