//! What the hero can see (vision.c): `viz_array` with the COULD_SEE and
//! IN_SIGHT bits, recomputed when the hero moves or the level changes.
//!
//! First version: adjacent squares always, plus the whole of a lit room
//! the hero stands in or at the door of. vision.c's clear-path algorithm
//! replaces this.

use crate::game::Game;
use crate::level::{COLNO, ROWNO};
use oxhack_vm::terrain::*;

/// The hero's line of sight would reach here (`COULD_SEE`).
pub const COULD_SEE: u8 = 0x1;
/// ... and it is lit or adjacent, so the hero sees it (`IN_SIGHT`).
pub const IN_SIGHT: u8 = 0x2;

/// The vision bits of the current level (derived state, not saved).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Vision {
    pub viz: Vec<u8>,
}

impl Default for Vision {
    fn default() -> Self {
        Vision { viz: vec![0; COLNO * ROWNO] }
    }
}

impl Vision {
    fn idx(x: i32, y: i32) -> Option<usize> {
        (x >= 0 && (x as usize) < COLNO && y >= 0 && (y as usize) < ROWNO).then(|| y as usize * COLNO + x as usize)
    }
    /// `cansee(x, y)`.
    pub fn cansee(&self, x: i32, y: i32) -> bool {
        Self::idx(x, y).is_some_and(|i| self.viz[i] & IN_SIGHT != 0)
    }
    /// `couldsee(x, y)`.
    pub fn couldsee(&self, x: i32, y: i32) -> bool {
        Self::idx(x, y).is_some_and(|i| self.viz[i] & COULD_SEE != 0)
    }
    pub fn set(&mut self, x: i32, y: i32, bits: u8) {
        if let Some(i) = Self::idx(x, y) {
            self.viz[i] |= bits;
        }
    }
    pub fn clear(&mut self) {
        self.viz.iter_mut().for_each(|v| *v = 0);
    }
}

/// Terrain that blocks sight (`does_block`, terrain part).
pub fn blocks_sight(typ: u8, doormask: u8) -> bool {
    is_stwall_or_stone(typ)
        || typ == TREE
        || (typ == DOOR && doormask & (crate::level::D_CLOSED | crate::level::D_LOCKED) != 0)
}

fn is_stwall_or_stone(typ: u8) -> bool {
    typ <= DBWALL || typ == STONE || typ == SCORR || typ == SDOOR
}

impl Game {
    /// `vision_recalc`: recomputes what the hero sees and refreshes the
    /// memory of every square in sight.
    pub fn vision_recalc(&mut self) {
        self.vis.clear();
        let (ux, uy) = (self.u.ux, self.u.uy);
        if self.u.has(oxhack_defs::Prop::Blinded) {
            self.vis.set(ux, uy, COULD_SEE);
            return;
        }
        for dx in -1..=1 {
            for dy in -1..=1 {
                self.vis.set(ux + dx, uy + dy, COULD_SEE | IN_SIGHT);
            }
        }
        // Lit rooms the hero is in or at the door of.
        let mut rooms = Vec::new();
        for dx in -1..=1 {
            for dy in -1..=1 {
                let rn = self.lev.at(ux + dx, uy + dy).roomno;
                if let Some(id) = crate::level::RoomId::from_roomno(rn)
                    && !rooms.contains(&id)
                    && (dx == 0 && dy == 0 || self.lev.typ(ux, uy) == DOOR || self.lev.at(ux, uy).roomno == rn)
                {
                    rooms.push(id);
                }
            }
        }
        for id in rooms {
            let Some(r) = self.lev.room(id) else { continue };
            if !r.rlit {
                continue;
            }
            let (lx, hx, ly, hy) = (r.lx - 1, r.hx + 1, r.ly - 1, r.hy + 1);
            for x in lx..=hx {
                for y in ly..=hy {
                    self.vis.set(x, y, COULD_SEE | IN_SIGHT);
                }
            }
        }
        self.newsym_all();
    }
}
