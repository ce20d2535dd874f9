//! Drawbridges (dbridge.c): finding a drawbridge from its span or its
//! portcullis, opening, closing and destroying it, and what happens to
//! whoever stands on the span or in the doorway as it moves: the hero and
//! monsters are missed, jump clear, are crushed, or fall into the moat.
//! The castle's passtune (`crate::actions::music`), wands of opening,
//! locking and striking, force bolt and digging all come here.

mod entity;

use crate::game::Game;
use crate::world::level::{
    D_NODOOR, DB_DIR, DB_EAST, DB_ICE, DB_LAVA, DB_MOAT, DB_NORTH, DB_SOUTH, DB_UNDER, DB_WEST, ICED_MOAT, Level,
    W_NONDIGGABLE, is_drawbridge, isok,
};
use entity::Entity;
use oxhack_tables::ids;
use oxhack_vm::terrain::{DBWALL, DOOR, DRAWBRIDGE_DOWN, DRAWBRIDGE_UP, ICE, LAVAPOOL, MOAT, ROOM};

/// `is_drawbridge_wall`: the direction of the drawbridge whose doorway or
/// portcullis is at (x, y), if it is one.
pub fn is_drawbridge_wall(lev: &Level, x: i32, y: i32) -> Option<u8> {
    if !isok(x, y) {
        return None;
    }
    let typ = lev.typ(x, y);
    if typ != DOOR && typ != DBWALL {
        return None;
    }
    let bridge_dir = |bx: i32, by: i32| {
        (isok(bx, by) && is_drawbridge(lev.typ(bx, by))).then(|| lev.at(bx, by).drawbridgemask() & DB_DIR)
    };
    [(x + 1, y, DB_WEST), (x - 1, y, DB_EAST), (x, y - 1, DB_SOUTH), (x, y + 1, DB_NORTH)]
        .into_iter()
        .find(|&(bx, by, d)| bridge_dir(bx, by) == Some(d))
        .map(|(_, _, d)| d)
}

/// `is_db_wall`: the raised portcullis.
pub fn is_db_wall(lev: &Level, x: i32, y: i32) -> bool {
    isok(x, y) && lev.typ(x, y) == DBWALL
}

/// `find_drawbridge`: the span of the drawbridge at (x, y), given the span
/// itself or its doorway/portcullis.
pub fn find_drawbridge(lev: &Level, x: i32, y: i32) -> Option<(i32, i32)> {
    if isok(x, y) && is_drawbridge(lev.typ(x, y)) {
        return Some((x, y));
    }
    match is_drawbridge_wall(lev, x, y)? {
        DB_NORTH => Some((x, y + 1)),
        DB_SOUTH => Some((x, y - 1)),
        DB_EAST => Some((x - 1, y)),
        _ => Some((x + 1, y)),
    }
}

/// `get_wall_for_db`: the doorway/portcullis of the span at (x, y).
pub fn get_wall_for_db(lev: &Level, x: i32, y: i32) -> (i32, i32) {
    match lev.at(x, y).drawbridgemask() & DB_DIR {
        DB_NORTH => (x, y - 1),
        DB_SOUTH => (x, y + 1),
        DB_EAST => (x + 1, y),
        _ => (x - 1, y),
    }
}

impl Game {
    /// Both squares' objects, traps and engravings go when the bridge
    /// moves over them.
    fn db_clear(&mut self, squares: &[(i32, i32)], objects: &[(i32, i32)]) {
        self.lev.objects.retain(|f| !objects.contains(&(f.x, f.y)));
        for &(x, y) in squares {
            if let Some(ti) = self.lev.traps.iter().position(|t| (t.tx, t.ty) == (x, y)) {
                self.deltrap(ti);
            }
            self.lev.del_engr_at(x, y);
            self.newsym(x, y);
        }
        self.vision_recalc();
    }

    fn dist_u(&self, x: i32, y: i32) -> i32 {
        (self.u.ux - x).pow(2) + (self.u.uy - y).pow(2)
    }

    fn at_stronghold(&self) -> bool {
        crate::world::dungeon::role_level(&self.layout, dgn_comp::roles::LevelRole::Castle) == Some(self.u.uz)
    }

    /// `close_drawbridge`: raises the bridge at (x, y); its doorway
    /// becomes the portcullis.
    pub fn close_drawbridge(&mut self, x: i32, y: i32) {
        if !isok(x, y) || self.lev.typ(x, y) != DRAWBRIDGE_DOWN {
            return;
        }
        let (x2, y2) = get_wall_for_db(&self.lev, x, y);
        if self.vis.cansee(x, y) || self.vis.cansee(x2, y2) {
            let coming = self.u.ux == x || self.u.uy == y || self.dist_u(x2, y2) < self.dist_u(x, y);
            self.pline(format!("You see a drawbridge {} up!", if coming { "coming" } else { "going" }));
        } else {
            self.pline("You hear chains rattling and gears turning.");
        }
        let dir = self.lev.at(x, y).drawbridgemask() & DB_DIR;
        if let Some(l) = self.lev.at_mut(x, y) {
            l.typ = DRAWBRIDGE_UP;
        }
        if let Some(l) = self.lev.at_mut(x2, y2) {
            l.typ = DBWALL;
            l.horizontal = matches!(dir, DB_NORTH | DB_SOUTH);
            l.flags = W_NONDIGGABLE;
        }
        let e1 = self.e_at(x, y);
        let e2 = self.e_at(x2, y2);
        if let Some(e) = e1 {
            self.do_entity(e);
        }
        if let Some(e) = e2.filter(|&e| self.e_pos(e) == Some((x2, y2))) {
            self.do_entity(e);
        }
        if self.lev.objects_at(x, y).next().is_some() {
            self.pline("You hear smashing and crushing.");
        }
        self.db_clear(&[(x, y), (x2, y2)], &[(x, y), (x2, y2)]);
    }

    /// `open_drawbridge`: lowers the bridge at (x, y); its portcullis
    /// becomes an open doorway. Opening the castle's counts
    /// (`uopened_dbridge`).
    pub fn open_drawbridge(&mut self, x: i32, y: i32) {
        if !isok(x, y) || self.lev.typ(x, y) != DRAWBRIDGE_UP {
            return;
        }
        let (x2, y2) = get_wall_for_db(&self.lev, x, y);
        if self.vis.cansee(x, y) || self.vis.cansee(x2, y2) {
            let going = self.dist_u(x2, y2) < self.dist_u(x, y);
            self.pline(format!("You see a drawbridge {} down!", if going { "going" } else { "coming" }));
        } else {
            self.pline("You hear gears turning and chains rattling.");
        }
        if let Some(l) = self.lev.at_mut(x, y) {
            l.typ = DRAWBRIDGE_DOWN;
        }
        if let Some(l) = self.lev.at_mut(x2, y2) {
            l.typ = DOOR;
            l.set_doormask(D_NODOOR);
        }
        let e1 = self.e_at(x, y);
        let e2 = self.e_at(x2, y2);
        if let Some(e) = e1 {
            self.do_entity(e);
        }
        if let Some(e) = e2.filter(|&e| self.e_pos(e) == Some((x2, y2))) {
            self.do_entity(e);
        }
        self.db_clear(&[(x, y), (x2, y2)], &[(x, y)]);
        if self.at_stronghold() {
            self.u.uevent.uopened_dbridge = true;
        }
    }

    /// `destroy_drawbridge`: the bridge at (x, y) is wrecked (force bolt,
    /// striking, digging): into the moat or lava, or disintegrating over
    /// dry ground; whoever is in the doorway is blown apart, whoever is
    /// on the span is hit by the metal unless it misses them.
    pub fn destroy_drawbridge(&mut self, x: i32, y: i32) {
        if !isok(x, y) || !is_drawbridge(self.lev.typ(x, y)) {
            return;
        }
        let (x2, y2) = get_wall_for_db(&self.lev, x, y);
        let mask = self.lev.at(x, y).drawbridgemask();
        let under = mask & DB_UNDER;
        if under == DB_MOAT || under == DB_LAVA {
            let lava = under == DB_LAVA;
            let liquid = if lava { "lava" } else { "moat" };
            if self.lev.typ(x, y) == DRAWBRIDGE_UP {
                if self.vis.cansee(x2, y2) {
                    self.pline(format!("The portcullis of the drawbridge falls into the {liquid}!"));
                } else {
                    self.pline("You hear a loud *SPLASH*!");
                }
            } else if self.vis.cansee(x, y) {
                self.pline(format!("The drawbridge collapses into the {liquid}!"));
            } else {
                self.pline("You hear a loud *SPLASH*!");
            }
            if let Some(l) = self.lev.at_mut(x, y) {
                l.typ = if lava { LAVAPOOL } else { MOAT };
                l.flags = 0;
            }
            // A boulder on the span falls in.
            if let Some(k) = self.lev.objects.iter().position(|f| (f.x, f.y) == (x, y) && f.obj.otyp == ids::BOULDER) {
                self.lev.objects.remove(k);
                if !lava {
                    self.pline("There is a large splash as the boulder fills the moat.");
                    if let Some(l) = self.lev.at_mut(x, y) {
                        l.typ = ROOM;
                    }
                }
            }
        } else {
            if self.vis.cansee(x, y) {
                self.pline("The drawbridge disintegrates!");
            } else {
                self.pline("You hear a loud *CRASH*!");
            }
            if let Some(l) = self.lev.at_mut(x, y) {
                let ice = mask & DB_ICE != 0;
                l.typ = if ice { ICE } else { ROOM };
                l.flags = if ice { ICED_MOAT } else { 0 };
            }
        }
        self.wake_nearto(x, y, 500);
        if let Some(l) = self.lev.at_mut(x2, y2) {
            l.typ = DOOR;
            l.set_doormask(D_NODOOR);
        }
        self.db_clear(&[(x, y), (x2, y2)], &[]);
        // Debris: a few iron chains scattered about.
        for _ in 0..self.rng.rn2(6) {
            let cx = if self.rng.rn2(2) != 0 { x } else { x2 };
            let cy = if self.rng.rn2(2) != 0 { y } else { y2 };
            let chain = self.with_mk(|c| c.mksobj(ids::IRON_CHAIN, true, false));
            self.lev.place_object(chain, cx, cy);
            self.scatter(cx, cy, 1);
        }
        if self.at_stronghold() {
            self.u.uevent.uopened_dbridge = true;
        }
        // The doorway: only what passes walls could be there, and it lives.
        if let Some(e) = self.e_at(x2, y2)
            && !self.automiss(e)
        {
            let inview = self.e_inview(e);
            if inview {
                let p = self.e_phrase(e, "are", "is");
                self.pline(format!("{p} blown apart by flying debris."));
            }
            self.e_died(e, "an exploding drawbridge", inview);
        }
        if let Some(e) = self.e_at(x, y) {
            let inview = self.e_inview(e);
            if self.e_missed_now(e, true) {
                // Spared: into the water now, if it cannot stay there.
                if !self.e_survives_at(e, x, y) {
                    self.e_died(e, "fell from a drawbridge", inview);
                }
            } else {
                if inview {
                    let p = self.e_phrase(e, "are", "is");
                    self.pline(format!("{p} hit by a huge chunk of metal!"));
                } else if e != Entity::Hero && !crate::levelgen::mkmaze::is_pool_at(&self.lev, x, y) {
                    self.pline("You hear a crushing sound.");
                }
                let pos = self.e_pos(e);
                match e {
                    Entity::Hero => self.done_died("a collapsing drawbridge"),
                    Entity::Mon(_) => self.e_died(e, "a collapsing drawbridge", inview),
                }
                // A surviving hero (life saving) in the moat must swim.
                if e == Entity::Hero && self.over.is_none() && pos == self.e_pos(e) && !self.e_survives_at(e, x, y) {
                    self.drawbridge_drown();
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::world::level::DLevel;

    #[test]
    fn the_span_and_its_doorway_find_each_other() {
        let mut lev = Level::new(DLevel { dnum: 0, dlevel: 1 });
        lev.set_typ(10, 5, DRAWBRIDGE_UP);
        if let Some(l) = lev.at_mut(10, 5) {
            l.flags = DB_WEST | DB_MOAT;
        }
        lev.set_typ(9, 5, DBWALL);
        assert_eq!(is_drawbridge_wall(&lev, 9, 5), Some(DB_WEST));
        assert_eq!(find_drawbridge(&lev, 9, 5), Some((10, 5)));
        assert_eq!(find_drawbridge(&lev, 10, 5), Some((10, 5)));
        assert_eq!(get_wall_for_db(&lev, 10, 5), (9, 5));
        assert_eq!(find_drawbridge(&lev, 11, 5), None);
    }
}
