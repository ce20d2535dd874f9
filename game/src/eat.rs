//! Eating and hunger (eat.c).

use crate::game::Game;

impl Game {
    /// `doeat` (not built yet).
    pub fn doeat(&mut self) -> bool {
        self.pline("That command is not ready yet.");
        false
    }
}

impl Game {
    /// Hunger per turn (`gethungry`, first version: one point a turn) and
    /// the hunger state (`newuhs`).
    pub fn gethungry(&mut self) {
        self.u.uhunger -= 1;
        self.newuhs();
    }

    /// `newuhs`: the hunger state from `uhunger`, with its messages;
    /// starving kills.
    pub fn newuhs(&mut self) {
        use crate::you::Hunger;
        let h = self.u.uhunger;
        let new = if h > 1000 {
            Hunger::Satiated
        } else if h > 150 {
            Hunger::NotHungry
        } else if h > 50 {
            Hunger::Hungry
        } else if h > 0 {
            Hunger::Weak
        } else {
            Hunger::Fainting
        };
        if new != self.u.uhs {
            match new {
                Hunger::Hungry if self.u.uhs < Hunger::Hungry => self.pline("You are beginning to feel hungry."),
                Hunger::Weak if self.u.uhs < Hunger::Weak => self.pline("You are beginning to feel weak."),
                _ => {}
            }
            self.u.uhs = new;
        }
        if h < -(100 + 10 * self.u.acurr(crate::you::A_CON)) {
            self.u.uhs = Hunger::Starved;
            self.done_died("starvation");
        }
    }
}
