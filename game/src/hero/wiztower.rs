//! The Wizard's tower (`In_W_tower`, teleport.c's `tele_jump_ok`): on
//! the levels holding the tower, its inside is closed to teleportation
//! both ways: no one teleports into it from outside or out of it from
//! inside. The level's arrival areas mark it (the exclusion rectangle of
//! its TELEPORT_REGION). Its walls are undiggable by the level file.

use crate::game::Game;
use crate::world::level::{Coord, DestArea};
use dgn_comp::roles::LevelRole;

fn inside(d: &DestArea, x: i32, y: i32) -> bool {
    d.nlx > 0 && x >= d.nlx && x <= d.nhx && y >= d.nly && y <= d.nhy
}

impl Game {
    /// `In_W_tower`: (x, y) is inside the Wizard's tower (on one of the
    /// tower's three levels, within the region arrivals avoid).
    pub fn in_w_tower(&self, x: i32, y: i32) -> bool {
        let tower = [LevelRole::Wiz1, LevelRole::Wiz2, LevelRole::Wiz3]
            .iter()
            .any(|&r| crate::world::dungeon::role_level(&self.layout, r) == Some(self.u.uz));
        tower && inside(&self.lev.dndest, x, y)
    }

    /// `tele_jump_ok`: a teleport from (x1, y1) to (x2, y2) does not
    /// cross the border of a region closed to teleportation.
    pub fn tele_jump_ok(&self, x1: i32, y1: i32, x2: i32, y2: i32) -> bool {
        crate::monsters::wizard::tele_jump_ok(&self.lev, x1, y1, x2, y2)
    }

    /// A random spot the hero may teleport to from here (`safe_teleds`'s
    /// tries with `teleok`).
    pub fn tele_spot(&mut self) -> Option<Coord> {
        let (ux, uy) = (self.u.ux, self.u.uy);
        for _ in 0..400 {
            let c = self.rndspot()?;
            if self.tele_jump_ok(ux, uy, c.x, c.y) {
                return Some(c);
            }
        }
        None
    }
}
