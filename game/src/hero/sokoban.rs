//! Sokoban's rules (NetHack 3.6.7's hack.c, trap.c, read.c, zap.c): on a
//! level with `sokoban_rules` boulders roll only orthogonally ("won't roll
//! diagonally on this floor"), the hero may not slip diagonally between
//! two boulders or walls ("You cannot pass that way."), a boulder pushed
//! into a hole or trap door plugs it, holes and pits hold whoever steps
//! on them ("Air currents pull you down..."), and each way of cheating
//! the puzzle (squeezing past a boulder, breaking one, reading a scroll
//! of earth) costs a point of Luck (`sokoban_guilt`). The levels are
//! mapped on arrival with their boulders and traps (`sokoban_detect`).

use crate::game::Game;
use crate::monsters::makemon::boulder_at;
use crate::world::display::Glyph;
use crate::world::level::{is_rock, isok, ttyp};
use oxhack_defs::Prop;
use oxhack_tables::ids;

/// Why the hero cannot squeeze diagonally between two obstacles
/// (`cant_squeeze_thru`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Squeeze {
    /// Carrying more than 600 weight units.
    TooMuch,
    /// Sokoban forbids it.
    Sokoban,
}

impl Game {
    /// Whether this level plays by Sokoban's rules (NetHack's `Sokoban`).
    pub fn sokoban(&self) -> bool {
        self.lev.flags.sokoban_rules
    }

    /// `sokoban_guilt`: breaking Sokoban's rules costs a point of Luck.
    pub fn sokoban_guilt(&mut self) {
        if self.sokoban() {
            self.change_luck(-1);
        }
    }

    /// `bad_rock` for the hero: rock the hero cannot pass, and in Sokoban
    /// a boulder too.
    fn hero_bad_rock(&self, x: i32, y: i32) -> bool {
        if !isok(x, y) {
            return true;
        }
        let typ = self.lev.typ(x, y);
        let wall_passable =
            self.u.has(Prop::PassesWalls) && self.lev.at(x, y).wall_info() & crate::world::level::W_NONPASSWALL == 0;
        (self.sokoban() && boulder_at(&self.lev, x, y)) || (is_rock(typ) && !wall_passable)
    }

    /// The diagonal step from (ux, uy) by (dx, dy) passes between two
    /// obstacles (`test_move`'s tight squeeze): why the hero cannot make
    /// it, if they cannot (`cant_squeeze_thru`); with `for_real` the hero
    /// is told.
    pub fn diagonal_squeeze(&mut self, ux: i32, uy: i32, dx: i32, dy: i32, for_real: bool) -> Option<Squeeze> {
        if dx == 0 || dy == 0 || !self.hero_bad_rock(ux, uy + dy) || !self.hero_bad_rock(ux + dx, uy) {
            return None;
        }
        let why = if self.inv_weight() + self.weight_cap() > 600 {
            Squeeze::TooMuch
        } else if self.sokoban() {
            Squeeze::Sokoban
        } else {
            return None;
        };
        if for_real {
            self.pline(match why {
                Squeeze::TooMuch => "You are carrying too much to get through.",
                Squeeze::Sokoban => "You cannot pass that way.",
            });
        }
        Some(why)
    }

    /// `moverock`'s `cannot_push`: a boulder that will not move may still
    /// be squeezed past by a hero carrying (next to) nothing, if the step
    /// is orthogonal or between two corners of rock. True if the hero
    /// moves onto the boulder's square (at the cost of Luck in Sokoban).
    pub fn squeeze_past_boulder(&mut self, dx: i32, dy: i32) -> bool {
        let (ux, uy) = (self.u.ux, self.u.uy);
        let light = self.u.invent.is_empty() || self.inv_weight() <= -850;
        let rock = |g: &Game, x: i32, y: i32| !isok(x, y) || is_rock(g.lev.typ(x, y));
        if light && (dx == 0 || dy == 0 || (rock(self, ux, uy + dy) && rock(self, ux + dx, uy))) {
            self.pline("However, you can squeeze yourself into a small opening.");
            self.sokoban_guilt();
            return true;
        }
        false
    }

    /// A boulder just pushed to (x, y) meets what is there: a pool or pit
    /// it fills, or a hole or trap door it plugs (both gone). Returns
    /// whether it was used up that way.
    pub fn boulder_lands(&mut self, x: i32, y: i32) -> bool {
        let drop_boulder = |g: &mut Game| {
            if let Some(k) = g.lev.objects.iter().rposition(|f| f.x == x && f.y == y && f.obj.otyp == ids::BOULDER) {
                g.lev.objects.remove(k);
            }
        };
        if crate::monsters::makemon::is_pool_at(&self.lev, x, y) {
            drop_boulder(self);
            self.lev.set_typ(x, y, oxhack_vm::terrain::ROOM);
            self.pline("There is a large splash as the boulder fills a pool.");
            self.newsym(x, y);
            return true;
        }
        let Some(ti) = self.lev.traps.iter().position(|t| t.tx == x && t.ty == y) else { return false };
        let tt = self.lev.traps[ti].ttyp;
        if ttyp::is_pit(tt) {
            drop_boulder(self);
            self.lev.traps.remove(ti);
            self.pline("The boulder fills a pit.");
        } else if tt == ttyp::HOLE || tt == ttyp::TRAPDOOR {
            drop_boulder(self);
            self.lev.traps.remove(ti);
            self.pline(if self.u.has(Prop::Blinded) {
                "Kerplunk!  You no longer feel the boulder.".to_string()
            } else if tt == ttyp::TRAPDOOR {
                "The boulder triggers and plugs a trap door in the floor!".to_string()
            } else {
                "The boulder falls into and plugs a hole in the floor!".to_string()
            });
        } else {
            return false;
        }
        self.newsym(x, y);
        true
    }

    /// Sokoban's pits and holes cannot be escaped, floated or flown over:
    /// "Air currents pull you down into a hole!" (`dotrap`). True when the
    /// trap of type `tt` holds the hero here.
    pub fn sokoban_trap_holds(&mut self, tt: u8, a_your: &str) -> bool {
        if !self.sokoban() || !(ttyp::is_pit(tt) || tt == ttyp::HOLE) {
            return false;
        }
        if tt == ttyp::HOLE {
            self.pline(format!("Air currents pull you down into {a_your} hole!"));
        }
        true
    }

    /// `sokoban_detect`: a premapped level is known on arrival: its map,
    /// and every boulder and trap (the traps marked seen).
    pub fn sokoban_detect(&mut self) {
        self.do_mapping();
        for t in &mut self.lev.traps {
            t.tseen = true;
        }
        let traps: Vec<(i32, i32, u8)> = self.lev.traps.iter().map(|t| (t.tx, t.ty, t.ttyp)).collect();
        for (x, y, tt) in traps {
            self.mem.set(x, y, Glyph::Trap(tt));
        }
        let boulders: Vec<(i32, i32)> =
            self.lev.objects.iter().filter(|f| f.obj.otyp == ids::BOULDER).map(|f| (f.x, f.y)).collect();
        for (x, y) in boulders {
            self.mem.set(x, y, Glyph::Obj(ids::BOULDER, None));
        }
    }
}
