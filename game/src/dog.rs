//! Pets (dog.c, dogmove.c): the starting pet, taming, following.

use crate::game::Game;

impl Game {
    /// `makedog`: the starting pet next to the hero.
    pub fn makedog(&mut self) {}
}
