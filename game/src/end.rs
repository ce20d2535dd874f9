//! The end of a game (end.c, topten.c): death, quitting, the tombstone, disclosure and the high-score file.

use crate::game::Game;

impl Game {
    /// `doquit` (not built yet).
    pub fn doquit(&mut self) -> bool {
        self.pline("That command is not ready yet.");
        false
    }
}

impl Game {
    /// `done(DIED)` with the killer's description ("killed by a jackal"
    /// takes "a jackal"; starvation and the like are given as is).
    pub fn done_died(&mut self, killer: &str) {
        self.pline("You die...");
        self.over = Some(crate::game::GameOver::Died { killer: killer.to_string() });
    }
}

impl Game {
    /// What is printed after the terminal is restored: the death or quit
    /// summary (empty when the game was saved).
    pub fn end_summary(&self) -> String {
        match &self.over {
            Some(crate::game::GameOver::Died { killer }) => {
                format!("{} died on {} ({}), killed by {killer}.\n", self.u.name, self.dlvl_label(), self.moves)
            }
            Some(crate::game::GameOver::Quit) => format!("{} quit on turn {}.\n", self.u.name, self.moves),
            Some(crate::game::GameOver::Escaped) => format!("{} escaped the dungeon.\n", self.u.name),
            Some(crate::game::GameOver::Ascended) => format!("{} ascended!\n", self.u.name),
            None => String::new(),
        }
    }
}
