//! Clairvoyance (detect.c's `do_vicinity_map` with `show_map_spot`, and
//! allmain.c's periodic vision of it): the squares around the hero, from
//! 9 columns west to 10 east and 5 rows north to 6 south, mapped into the
//! hero's memory: the terrain (secret corridors found, secret doors not),
//! seen traps, the top object of each pile, and unseen monsters as
//! remembered `I`s.
//!
//! A hero who is clairvoyant (a donation to a temple priest, a
//! cornuthaum worn by a Wizard, OxHack's clairvoyance property on worn
//! armor, an amulet or a ring) or who carries the Amulet gets the vision
//! every 15th turn, half the time, outside the endgame and unless a
//! cornuthaum on a non-Wizard's head blocks it.

use crate::game::Game;
use crate::world::display::Glyph;
use crate::world::glyph::back_to_sym;
use crate::world::glyph::sym::{S_CORR, S_DARKROOM, S_LITCORR, S_ROOM};
use crate::world::level::{COLNO, ROWNO, is_furniture};
use crate::world::wallmode::SVALL;
use oxhack_defs::Prop;
use oxhack_vm::terrain::{CORR, ROOM, SCORR};

impl Game {
    /// allmain.c, after each hero action that took time: the periodic
    /// clairvoyance of a clairvoyant hero or the Amulet's bearer, on
    /// turns divisible by 15, one time in two.
    pub fn periodic_clairvoyance(&mut self) {
        let blocked = !self.u.prop(Prop::Clairvoyant).blocked.is_empty();
        if (self.env.uhave_amulet || self.u.has(Prop::Clairvoyant))
            && !self.level_ctx(self.u.uz).in_endgame
            && !blocked
            && self.moves % 15 == 0
            && self.rng.rn2(2) == 0
        {
            self.do_vicinity_map();
        }
    }

    /// `do_vicinity_map` as clairvoyance gives it (no spellbook): the
    /// hero's surroundings mapped into memory, unseen monsters there
    /// remembered as `I`.
    pub fn do_vicinity_map(&mut self) {
        let (ux, uy) = (self.u.ux, self.u.uy);
        let lo_y = (uy - 5).max(0);
        let hi_y = (uy + 6).min(ROWNO as i32 - 1);
        let lo_x = (ux - 9).max(1);
        let hi_x = (ux + 10).min(COLNO as i32 - 1);
        let mut found_corridor = false;
        for x in lo_x..=hi_x {
            for y in lo_y..=hi_y {
                found_corridor |= self.show_map_spot(x, y);
                let top = self.lev.objects.iter().rev().find(|f| f.x == x && f.y == y);
                if let Some(f) = top {
                    let g = Glyph::Obj(f.obj.otyp, f.obj.corpsenm);
                    self.mem.set(x, y, g);
                }
            }
        }
        if found_corridor {
            self.vision_recalc();
        }
        // Monsters show for the moment of the vision; those the hero
        // cannot see stay behind as remembered, unseen monsters.
        let unseen: Vec<(i32, i32)> = self
            .lev
            .monsters
            .iter()
            .filter(|m| (lo_x..=hi_x).contains(&m.mx) && (lo_y..=hi_y).contains(&m.my))
            .filter(|m| (m.mx, m.my) != (ux, uy) && !self.canspotmon(m))
            .map(|m| (m.mx, m.my))
            .collect();
        for (x, y) in unseen {
            self.map_invisible(x, y);
        }
    }

    /// `show_map_spot`: one square's terrain remembered as seen from every
    /// side (furniture over a known trap over a remembered object). A
    /// confused hero maps only one square in seven. Returns whether a
    /// secret corridor was found there.
    fn show_map_spot(&mut self, x: i32, y: i32) -> bool {
        if self.u.has(Prop::Confusion) && self.rng.rn2(7) != 0 {
            return false;
        }
        let mut found = false;
        if let Some(l) = self.lev.at_mut(x, y) {
            l.seenv = SVALL;
            if l.typ == SCORR {
                l.typ = CORR;
                found = true;
            }
        }
        let old = self.mem.get(x, y);
        // `magic_map_background`: floor and corridors out of sight that
        // were never seen lit are remembered dark.
        let rm = *self.lev.at(x, y);
        let mut s = back_to_sym(&self.lev, x, y, SVALL);
        if s == S_CORR && self.opts.lit_corridor {
            s = S_LITCORR;
        }
        if !self.vis.cansee(x, y) && !rm.waslit {
            if rm.typ == ROOM && s == S_ROOM {
                s = S_DARKROOM;
            } else if rm.typ == CORR && s == S_LITCORR {
                s = S_CORR;
            }
        }
        self.mem.set(x, y, Glyph::Cmap(s as u8));
        if !is_furniture(rm.typ) {
            if let Some(t) = self.lev.t_at(x, y).filter(|t| t.tseen) {
                let g = Glyph::Trap(t.ttyp);
                self.mem.set(x, y, g);
            } else if matches!(old, Glyph::Trap(_) | Glyph::Obj(..)) {
                self.mem.set(x, y, old);
            }
        }
        found
    }
}
