//! The swallowed display (display.c's `swallowed`): inside an engulfer
//! the hero sees nothing of the level, only the engulfer's insides drawn
//! as the eight `S_sw_*` symbols around the hero in its colour.

use crate::game::Game;
use oxhack_defs::Color;
use oxhack_tables::tables;

/// The engulfer's insides around the hero (`S_sw_tl` .. `S_sw_br` in
/// drawing.c's `defsyms`), by offset from the hero.
fn swallow_symbol(dx: i32, dy: i32) -> Option<char> {
    Some(match (dx, dy) {
        (-1, -1) | (1, 1) => '/',
        (0, -1) | (0, 1) => '-',
        (1, -1) | (-1, 1) => '\\',
        (-1, 0) | (1, 0) => '|',
        _ => return None,
    })
}

impl Game {
    /// What map square (x, y) shows while the hero is swallowed: the
    /// engulfer's insides next to the hero, blank elsewhere. None when the
    /// hero is not inside anything (or for the hero's own square).
    pub fn swallowed_look(&self, x: i32, y: i32) -> Option<(char, Color)> {
        if !self.u.uswallow {
            return None;
        }
        let (dx, dy) = (x - self.u.ux, y - self.u.uy);
        if (dx, dy) == (0, 0) {
            return None;
        }
        let color = self
            .u
            .ustuck
            .and_then(|id| self.lev.monsters.iter().find(|m| m.m_id == id))
            .map_or(Color::NoColor, |m| tables().mon(m.mnum).color);
        match swallow_symbol(dx, dy) {
            Some(c) => Some((c, color)),
            None => Some((' ', Color::NoColor)),
        }
    }
}
