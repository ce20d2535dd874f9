//! Digging (dig.c): the wand of digging's beam through rock and walls
//! (`zap_dig`), holes down to the next level (`dighole`), and the
//! per-square checks a pick-axe shares (`dig_check`, `dig_square`).

use crate::game::Game;
use crate::hero::golevel::Arrival;
use crate::world::level::{D_NODOOR, W_NONDIGGABLE, is_rock, is_tree, is_wall};
use crate::world::level::{DLevel, Trap, ttyp};
use oxhack_defs::Prop;
use oxhack_vm::terrain::{ALTAR, CORR, DOOR, DRAWBRIDGE_DOWN, LADDER, ROOM, SCORR, SDOOR, STAIRS, STONE, THRONE};

/// What digging one square did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dug {
    /// Rock or a wall became passable.
    Through,
    /// A closed or secret door was destroyed.
    Door,
    /// The square cannot be dug ("glows then fades").
    Nondiggable,
    /// Nothing to dig there (open floor).
    Nothing,
}

impl Game {
    /// `may_dig`: walls, rock and trees can be dug unless marked
    /// nondiggable.
    pub fn may_dig(&self, x: i32, y: i32) -> bool {
        let l = self.lev.at(x, y);
        !((crate::world::level::is_stwall(l.typ) || is_tree(l.typ)) && l.wall_info() & W_NONDIGGABLE != 0)
    }

    /// Digs out square (x, y) as a beam or a finished pick-axe dig does:
    /// rock becomes corridor, a wall a doorless doorway (corridor on
    /// mazes and caves), a tree floor, a door is razed.
    pub fn dig_square(&mut self, x: i32, y: i32) -> Dug {
        if !crate::world::level::isok(x, y) {
            return Dug::Nondiggable;
        }
        let typ = self.lev.typ(x, y);
        let maze = self.lev.flags.is_maze_lev || self.lev.flags.is_cavernous_lev;
        let r = if typ == SDOOR || self.closed_door(x, y) {
            self.lev.set_typ(x, y, DOOR);
            if let Some(l) = self.lev.at_mut(x, y) {
                l.set_doormask(D_NODOOR);
            }
            Dug::Door
        } else if is_rock(typ) {
            if !self.may_dig(x, y) {
                return Dug::Nondiggable;
            }
            if is_wall(typ) {
                if maze {
                    self.lev.set_typ(x, y, if self.lev.flags.is_maze_lev { ROOM } else { CORR });
                    if let Some(l) = self.lev.at_mut(x, y) {
                        l.flags = 0;
                    }
                } else {
                    self.lev.set_typ(x, y, DOOR);
                    if let Some(l) = self.lev.at_mut(x, y) {
                        l.set_doormask(D_NODOOR);
                    }
                }
            } else if is_tree(typ) {
                self.lev.set_typ(x, y, ROOM);
            } else if typ == STONE || typ == SCORR {
                self.lev.set_typ(x, y, CORR);
                if let Some(l) = self.lev.at_mut(x, y) {
                    l.flags = 0;
                }
            } else {
                return Dug::Nothing;
            }
            Dug::Through
        } else {
            return Dug::Nothing;
        };
        self.newsym(x, y);
        r
    }

    /// `zap_dig`: the wand of digging's beam.
    pub fn zap_dig(&mut self, dx: i32, dy: i32, dz: i32) {
        if dz != 0 {
            let (ux, uy) = (self.u.ux, self.u.uy);
            let on_stairs = matches!(self.lev.typ(ux, uy), STAIRS | LADDER);
            if dz < 0 || on_stairs {
                if on_stairs {
                    self.pline("The beam bounces off the stairs and hits the ceiling.");
                }
                self.pline("You loosen a rock from the ceiling.");
                self.pline("It falls on your head!");
                let dmg = self.rng.rnd(6);
                self.losehp(dmg, "falling rock");
                let rock = self.with_mk(|c| c.mksobj(oxhack_tables::ids::ROCK, false, false));
                self.lev.place_object(rock, ux, uy);
                self.newsym(ux, uy);
            } else {
                self.dighole();
            }
            return;
        }
        let (mut x, mut y) = (self.u.ux + dx, self.u.uy + dy);
        let mut digdepth = self.rng.rn1(18, 8);
        let (mut shopdoor, mut shopwall) = (false, false);
        while digdepth > 0 {
            digdepth -= 1;
            if !crate::world::level::isok(x, y) {
                break;
            }
            let typ = self.lev.typ(x, y);
            let seen = self.vis.cansee(x, y);
            let maze = self.lev.flags.is_maze_lev;
            // Shop doors and walls are charged for (`add_damage`).
            if self.shop_at(x, y) != crate::world::level::NO_ROOM {
                if typ == SDOOR || self.closed_door(x, y) {
                    self.add_damage(x, y, crate::world::level::SHOP_DOOR_COST);
                    shopdoor = true;
                } else if is_wall(typ) && self.may_dig(x, y) {
                    self.add_damage(x, y, crate::world::level::SHOP_WALL_COST);
                    shopwall = true;
                }
            }
            match self.dig_square(x, y) {
                Dug::Door => {
                    if seen && typ != SDOOR {
                        self.pline("The door is razed!");
                    }
                    digdepth -= 2;
                    if maze {
                        break;
                    }
                }
                Dug::Through => {
                    if maze {
                        break;
                    }
                    digdepth -= if is_wall(typ) || is_tree(typ) { 2 } else { 0 };
                }
                Dug::Nondiggable => {
                    if !self.u.has(Prop::Blinded) {
                        let what = if is_wall(typ) { "wall" } else { "rock" };
                        self.pline(format!("The {what} glows then fades."));
                    }
                    break;
                }
                Dug::Nothing => {}
            }
            x += dx;
            y += dy;
        }
        self.vision_recalc();
        if shopdoor || shopwall {
            self.pay_for_damage(if shopdoor { "destroy" } else { "dig into" }, false);
        }
    }

    /// `dighole`: a hole dug down where the hero stands; the hero falls to
    /// the level below. Returns whether a hole or pit was made.
    pub fn dighole(&mut self) -> bool {
        let (ux, uy) = (self.u.ux, self.u.uy);
        match self.lev.typ(ux, uy) {
            STAIRS | LADDER => {
                self.pline("The stairs are too hard to dig in.");
                return false;
            }
            THRONE => {
                self.pline("The throne is too hard to break apart.");
                return false;
            }
            ALTAR => {
                self.pline("The altar is too hard to break apart.");
                return false;
            }
            _ => {}
        }
        // The bridge's span or its doorway: the drawbridge is wrecked.
        if (self.lev.typ(ux, uy) == DRAWBRIDGE_DOWN
            || crate::actions::dbridge::is_drawbridge_wall(&self.lev, ux, uy).is_some())
            && let Some((bx, by)) = crate::actions::dbridge::find_drawbridge(&self.lev, ux, uy)
        {
            self.destroy_drawbridge(bx, by);
            return true;
        }
        if self.lev.flags.hardfloor || self.u.uz.dnum < 0 {
            self.pline("The floor here is too hard to dig in.");
            return false;
        }
        let bottom = self.dungeon(self.u.uz.dnum).is_none_or(|d| self.u.uz.dlevel >= d.num_dunlevs);
        // A hole in a shop is the shopkeeper's to mend (`maketrap`'s
        // `add_damage`), and costs when it ruins the doorway.
        let typ = self.lev.typ(ux, uy);
        let in_shop = self.shop_at(ux, uy) != crate::world::level::NO_ROOM;
        let shopdoor = in_shop && typ == DOOR;
        if in_shop {
            let cost = if typ == DOOR || is_wall(typ) { crate::world::level::SHOP_HOLE_COST } else { 0 };
            self.add_damage(ux, uy, cost);
        }
        self.lev.traps.retain(|t| !(t.tx == ux && t.ty == uy));
        if bottom {
            let mut t = Trap::new(ttyp::PIT, ux, uy);
            t.tseen = true;
            t.madeby_u = true;
            self.lev.traps.push(t);
            self.pline("You dig a pit in the floor.");
            self.newsym(ux, uy);
            if shopdoor {
                self.pay_for_damage("ruin", false);
            }
            return true;
        }
        let mut t = Trap::new(ttyp::HOLE, ux, uy);
        t.tseen = true;
        t.madeby_u = true;
        self.lev.traps.push(t);
        self.pline("You dig a hole through the floor.");
        self.newsym(ux, uy);
        if self.u.has(Prop::Levitation) || self.u.has(Prop::Flying) {
            if shopdoor {
                self.pay_for_damage("ruin", false);
            }
            return true;
        }
        // The shopkeeper may snatch the pack of a customer who owes.
        if !self.shops.ushops.is_empty() {
            self.shopdig(true);
        }
        self.pline("You fall through...");
        let below = DLevel { dnum: self.u.uz.dnum, dlevel: self.u.uz.dlevel + 1 };
        self.goto_level(below, Arrival::Random);
        true
    }
}
