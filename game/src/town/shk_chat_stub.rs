//! A stand-in for the shops' `shk_chat` (shk.c) so that `#chat` with a
//! shopkeeper says something until the shops' own arrives; the shops'
//! code replaces this file.

use crate::game::Game;
use crate::world::monst::MExtra;

impl Game {
    /// `shk_chat`, its simplest lines: a shopkeeper without a shop asks
    /// after untended shops; one with a shop talks of shoplifters.
    pub fn shk_chat(&mut self, i: usize) {
        let Some(m) = self.lev.monsters.get(i) else { return };
        let name = self.monnam_cap(i);
        match &m.mextra {
            Some(MExtra::Shk(s)) => {
                let shknam = if s.shknam.is_empty() { name } else { s.shknam.clone() };
                self.pline(format!("{shknam} talks about the problem of shoplifters."));
            }
            _ => self.pline(format!("{name} asks whether you've seen any untended shops recently.")),
        }
    }
}
