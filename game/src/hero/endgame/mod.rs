//! The end of the game (issue 18): the invocation on the vibrating square
//! ([`invocation`]), the mysterious force on the way up with the Amulet
//! ([`ascent`]), the moving bubbles and clouds of the Planes of Water and
//! Air ([`planes`]), the Riders rising from their corpses ([`riders`]) and
//! offering the Amulet on a high altar ([`offer`]).

pub mod ascent;
pub mod invocation;
pub mod mplayer;
pub mod offer;
pub mod planes;
pub mod riders;

use crate::game::Game;

impl Game {
    /// The end-of-game work of each new turn (allmain.c's `movebubbles`
    /// call and the Riders' revival timers).
    pub fn endgame_turn(&mut self) {
        self.movebubbles_if_plane();
        self.riders_turn();
    }
}
