//! `#jump` (apply.c's `dojump`, `jump`): knights leap as the chess piece
//! does, jumping boots (or a jumping spell) anywhere within reach; the
//! path must be clear of walls, closed doors and boulders.

use crate::game::Game;
use crate::monsters::makemon::{boulder_at, closed_door};
use crate::world::level::{Coord, D_ISOPEN, is_stwall, isok, ttyp};
use crate::world::you::{A_STR, UTrap};
use oxhack_defs::Prop;
use oxhack_tables::ids;
use oxhack_vm::terrain::DOOR;

/// How a jump crosses doorways (`enum jump_trajectory`).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Traj {
    Any,
    Horz,
    Vert,
    Diag,
}

/// `walk_path`: the squares of the line from `from` to `to` (without
/// `from`), Bresenham's way; stops early when `f` says no. Returns
/// whether the whole path was walked.
pub fn walk_path(from: Coord, to: Coord, mut f: impl FnMut(i32, i32) -> bool) -> bool {
    let (mut x, mut y) = (from.x, from.y);
    let (mut dx, mut dy) = (to.x - x, to.y - y);
    let xc = if dx < 0 { -1 } else { 1 };
    let yc = if dy < 0 { -1 } else { 1 };
    dx = dx.abs();
    dy = dy.abs();
    let mut err = 0;
    if dx < dy {
        for _ in 0..dy {
            y += yc;
            err += dx << 1;
            if err > dy {
                x += xc;
                err -= dy << 1;
            }
            if !f(x, y) {
                return false;
            }
        }
    } else {
        for _ in 0..dx {
            x += xc;
            err += dy << 1;
            if err > dx {
                y += yc;
                err -= dx << 1;
            }
            if !f(x, y) {
                return false;
            }
        }
    }
    true
}

impl Game {
    /// `#jump` (`dojump`): a physical jump.
    pub fn dojump(&mut self) -> bool {
        self.jump(0)
    }

    /// Whether the hero can jump at will: intrinsically (knights) or by
    /// jumping boots.
    fn can_jump(&self) -> bool {
        self.u.has(Prop::Jumping)
    }

    /// `is_valid_jump_pos`: whether a jump to (x, y) is allowed, saying
    /// why not when `showmsg`.
    fn is_valid_jump_pos(&mut self, x: i32, y: i32, magic: i32, showmsg: bool) -> bool {
        let p = self.u.prop(Prop::Jumping);
        // Jumping boots or a timed jump free the direction; a knight's
        // own jumping is the chess knight's move.
        let free = p.intrinsic & !crate::world::you::INTRINSIC != 0 || !p.extrinsic.is_empty();
        let d2 = (x - self.u.ux).pow(2) + (y - self.u.uy).pow(2);
        let say = |g: &mut Game, m: &str| {
            if showmsg {
                g.pline(m.to_string());
            }
            false
        };
        if magic == 0 && !free && d2 != 5 {
            return say(self, "Illegal move!");
        }
        if d2 > if magic > 0 { 6 + magic * 3 } else { 9 } {
            return say(self, "Too far!");
        }
        if !isok(x, y) {
            return say(self, "You cannot jump there!");
        }
        if !self.vis.cansee(x, y) {
            return say(self, "You cannot see where to land!");
        }
        let (dx, dy) = (x - self.u.ux, y - self.u.uy);
        let passes = self.u.has(Prop::PassesWalls);
        let diag = if magic > 0 || passes || (dx, dy) == (0, 0) {
            Traj::Any
        } else if dy == 0 {
            Traj::Horz
        } else if dx == 0 {
            Traj::Vert
        } else {
            Traj::Diag
        };
        let (mut ax, mut ay) = (dx.abs(), dy.abs());
        if ax >= 2 * ay {
            ay = 0;
        } else if ay >= 2 * ax {
            ax = 0;
        }
        let traj = if magic > 0 || passes || (ax, ay) == (0, 0) {
            Traj::Any
        } else if ay == 0 {
            Traj::Horz
        } else if ax == 0 {
            Traj::Vert
        } else {
            Traj::Diag
        };
        let here = self.lev.at(self.u.ux, self.u.uy);
        let blocks_door = |horizontal: bool| traj == Traj::Diag || (traj == Traj::Horz) == horizontal;
        if diag == Traj::Diag && here.typ == DOOR && here.doormask() & D_ISOPEN != 0 && blocks_door(here.horizontal) {
            return say(self, "You can't jump diagonally out of a doorway.");
        }
        let clear = walk_path(Coord::new(self.u.ux, self.u.uy), Coord::new(x, y), |px, py| {
            if passes {
                return true;
            }
            let rm = self.lev.at(px, py);
            if is_stwall(rm.typ) || closed_door(&self.lev, px, py) {
                return false;
            }
            if rm.typ == DOOR && rm.doormask() & D_ISOPEN != 0 && traj != Traj::Any && blocks_door(rm.horizontal) {
                return false;
            }
            !boulder_at(&self.lev, px, py)
        });
        if !clear {
            return say(self, "There is an obstacle preventing that jump.");
        }
        true
    }

    /// `jump(magic)`: 0 for a physical jump, else the jumping spell's
    /// skill level (which reaches further, in any direction).
    pub fn jump(&mut self, magic: i32) -> bool {
        if magic == 0 && !self.can_jump() && self.u.spells.iter().any(|s| s.0 == ids::SPE_JUMPING) {
            return self.spelleffects(ids::SPE_JUMPING);
        }
        if magic == 0 && !self.can_jump() {
            self.pline("You can't jump very far.");
            return false;
        }
        if let Some(id) = self.u.ustuck
            && let Some(i) = self.mon_index(id)
        {
            let name = self.mon_nam(i);
            if self.lev.monsters[i].mtame > 0 {
                self.pline(format!("You pull free from {name}."));
                self.u.ustuck = None;
                return true;
            }
            if magic > 0 {
                self.pline(format!("You writhe a little in the grasp of {name}!"));
                return true;
            }
            self.pline(format!("You cannot escape from {name}!"));
            return false;
        }
        if self.u.has(Prop::Levitation) {
            if magic > 0 {
                self.pline("You flail around a little.");
                return true;
            }
            self.pline("You don't have enough traction to jump.");
            return false;
        }
        if magic == 0 && self.near_capacity() > 0 {
            self.pline("You are carrying too much to jump!");
            return false;
        }
        if magic == 0 && (self.u.uhunger <= 100 || self.u.acurr(A_STR) < 6) {
            self.pline("You lack the strength to jump!");
            return false;
        }
        if magic == 0 && self.u.has(Prop::WoundedLegs) {
            self.pline("Your legs are in no shape for jumping.");
            return false;
        }
        self.pline("Where do you want to jump?");
        let Some(cc) = self.getpos(Coord::new(self.u.ux, self.u.uy), "the desired position") else { return false };
        if !self.is_valid_jump_pos(cc.x, cc.y, magic, true) {
            return false;
        }
        match self.u.utrap {
            UTrap::BearTrap(_) => {
                self.pline("You rip yourself free of the bear trap!  Ouch!");
                let d = self.rng.rnd(10);
                self.losehp(d, "jumping out of a bear trap");
                let t = self.rng.rn1(1000, 500) as u32;
                self.u.set_timeout(Prop::WoundedLegs, t);
            }
            UTrap::Pit(_) => self.pline("You leap from the pit!"),
            UTrap::Web(_) => {
                self.pline("You tear the web apart as you pull yourself free!");
                let (ux, uy) = (self.u.ux, self.u.uy);
                if let Some(ti) = self.lev.traps.iter().position(|t| (t.tx, t.ty) == (ux, uy) && t.ttyp == ttyp::WEB) {
                    self.deltrap(ti);
                }
            }
            UTrap::Lava(_) => {
                self.pline("You pull yourself above the lava!");
                self.u.utrap = UTrap::None;
                return true;
            }
            UTrap::None => {}
        }
        self.u.utrap = UTrap::None;
        // `hurtle_jump`: a monster on the way stops the jump short.
        let mut land = Coord::new(self.u.ux, self.u.uy);
        let mut bumped = None;
        walk_path(land, cc, |x, y| {
            if let Some(i) = self.lev.monsters.iter().position(|m| (m.mx, m.my) == (x, y)) {
                bumped = Some(i);
                return false;
            }
            land = Coord::new(x, y);
            true
        });
        if let Some(i) = bumped {
            let name = self.mon_nam(i);
            self.pline(format!("You bump into {name}."));
        }
        if (land.x, land.y) != (self.u.ux, self.u.uy) {
            self.u_on_newpos(land.x, land.y);
            self.vision_recalc();
            self.spoteffects();
        }
        let h = self.rng.rnd(25);
        self.morehungry(h);
        self.helpless(1, "");
        true
    }
}
