//! Experience (exper.c): points for kills, gaining and losing levels.

use crate::game::Game;

impl Game {
    /// `more_experienced`: adds experience points (and score).
    pub fn more_experienced(&mut self, exp: i64) {
        self.u.uexp += exp;
    }

    /// `newexplevel`: gains a level if the points are there.
    pub fn newexplevel(&mut self) {}

    /// `losexp`: loses a level (level drain); `drainer` names the cause
    /// for the death message at level 1.
    pub fn losexp(&mut self, _drainer: &str) {}
}

impl Game {
    /// `pluslvl`: gains one experience level (potion of gain level,
    /// wraith corpse); `incr` also raises the points to the new level.
    pub fn pluslvl(&mut self, _incr: bool) {
        if self.u.hero.ulevel < 30 {
            self.u.hero.ulevel += 1;
            self.pline(format!("Welcome to experience level {}.", self.u.hero.ulevel));
        }
    }
}
