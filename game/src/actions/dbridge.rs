//! Drawbridges (dbridge.c): finding a drawbridge from its span or its
//! portcullis, opening, closing and destroying it, and what happens to
//! whoever stands on the span or in the doorway as it moves: the hero and
//! monsters are missed, jump clear, are crushed, or fall into the moat.
//! The castle's passtune (`crate::actions::music`), wands of opening,
//! locking and striking, force bolt and digging all come here.

use crate::game::Game;
use crate::monsters::makemon as mdat;
use crate::world::level::{
    D_NODOOR, DB_DIR, DB_EAST, DB_ICE, DB_LAVA, DB_MOAT, DB_NORTH, DB_SOUTH, DB_UNDER, DB_WEST, ICED_MOAT, Level,
    W_NONDIGGABLE, is_drawbridge, isok,
};
use oxhack_defs::Prop;
use oxhack_tables::{ids, tables};
use oxhack_vm::terrain::{DBWALL, DOOR, DRAWBRIDGE_DOWN, DRAWBRIDGE_UP, ICE, LAVAPOOL, MOAT, POOL, ROOM};

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

/// Who stands where a drawbridge moves (`struct entity`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Entity {
    Hero,
    Mon(u32),
}

impl Game {
    fn e_at(&self, x: i32, y: i32) -> Option<Entity> {
        if (self.u.ux, self.u.uy) == (x, y) {
            return Some(Entity::Hero);
        }
        self.lev.monster_at(x, y).map(|m| Entity::Mon(m.m_id))
    }

    fn e_idx(&self, e: Entity) -> Option<usize> {
        match e {
            Entity::Hero => None,
            Entity::Mon(id) => self.lev.monsters.iter().position(|m| m.m_id == id),
        }
    }

    fn e_pos(&self, e: Entity) -> Option<(i32, i32)> {
        match e {
            Entity::Hero => Some((self.u.ux, self.u.uy)),
            Entity::Mon(_) => self.e_idx(e).map(|i| (self.lev.monsters[i].mx, self.lev.monsters[i].my)),
        }
    }

    fn e_flags(&self, e: Entity) -> (bool, bool, bool, bool) {
        // (flyer, floater, passes walls, noncorporeal)
        let t = tables();
        match e {
            Entity::Hero => {
                (self.u.has(Prop::Flying), self.u.has(Prop::Levitation), self.u.has(Prop::PassesWalls), false)
            }
            Entity::Mon(_) => match self.e_idx(e) {
                Some(i) => {
                    let pm = self.lev.monsters[i].mnum;
                    (
                        mdat::is_flyer(t, pm),
                        mdat::is_floater(t, pm),
                        mdat::passes_walls(t, pm),
                        mdat::noncorporeal(t, pm),
                    )
                }
                None => (false, false, false, false),
            },
        }
    }

    /// `E_phrase`: "You are" / "The jackal is".
    fn e_phrase(&self, e: Entity, you: &str, it: &str) -> String {
        match (e, self.e_idx(e)) {
            (Entity::Mon(_), Some(i)) => format!("{} {it}", self.monnam_cap(i)),
            _ => format!("You {you}"),
        }
    }

    fn e_inview(&self, e: Entity) -> bool {
        match (e, self.e_idx(e)) {
            (Entity::Hero, _) => true,
            (_, Some(i)) => self.canspotmon(&self.lev.monsters[i]),
            _ => false,
        }
    }

    fn e_survives_at(&self, e: Entity, x: i32, y: i32) -> bool {
        let (flyer, floater, walls, noncorp) = self.e_flags(e);
        if noncorp {
            return true;
        }
        let under = self.lev.at(x, y).drawbridgemask() & DB_UNDER;
        let typ = self.lev.typ(x, y);
        let pool = matches!(typ, MOAT | POOL) || (typ == DRAWBRIDGE_UP && under == DB_MOAT);
        let lava = typ == LAVAPOOL || (typ == DRAWBRIDGE_UP && under == DB_LAVA);
        let hero = e == Entity::Hero;
        if pool {
            let swims = match self.e_idx(e) {
                Some(i) => mdat::is_swimmer(tables(), self.lev.monsters[i].mnum),
                None => false,
            };
            return (hero
                && [Prop::Wwalking, Prop::MagicalBreathing, Prop::Swimming, Prop::Flying, Prop::Levitation]
                    .iter()
                    .any(|&p| self.u.has(p)))
                || swims
                || flyer
                || floater;
        }
        if lava {
            let likes = self.e_idx(e).is_some_and(|i| mdat::likes_lava(self.lev.monsters[i].mnum));
            return (hero && (self.u.has(Prop::Levitation) || self.u.has(Prop::Flying))) || likes || flyer;
        }
        if is_db_wall(&self.lev, x, y) {
            return walls;
        }
        true
    }

    /// `automiss`: never touched by a bridge or portcullis.
    fn automiss(&self, e: Entity) -> bool {
        let (_, _, walls, noncorp) = self.e_flags(e);
        walls || noncorp
    }

    fn e_helpless(&self, e: Entity) -> bool {
        match (e, self.e_idx(e)) {
            (Entity::Hero, _) => self.u.multi < 0,
            (_, Some(i)) => {
                let m = &self.lev.monsters[i];
                m.msleeping || !m.mcanmove
            }
            _ => true,
        }
    }

    /// `e_missed`: does the falling bridge (or its `chunks`) miss?
    fn e_missed_now(&mut self, e: Entity, chunks: bool) -> bool {
        if self.automiss(e) {
            return true;
        }
        let (flyer, floater, _, _) = self.e_flags(e);
        let Some((x, y)) = self.e_pos(e) else { return true };
        let mut misses = if flyer && !self.e_helpless(e) {
            5
        } else if floater {
            3
        } else if chunks && crate::levelgen::mkmaze::is_pool_at(&self.lev, x, y) {
            2
        } else {
            0
        };
        if is_db_wall(&self.lev, x, y) {
            misses -= 3;
        }
        misses >= self.rng.rnd(8)
    }

    /// `e_jumps`: whether it leaps clear.
    fn e_jumps(&mut self, e: Entity) -> bool {
        let mut tmp = 4;
        let Some((x, y)) = self.e_pos(e) else { return false };
        let (conf, stun) = match (e, self.e_idx(e)) {
            (Entity::Hero, _) => {
                if self.e_helpless(e) || self.u.has(Prop::Fumbling) {
                    return false;
                }
                (self.u.has(Prop::Confusion), self.u.has(Prop::Stunned))
            }
            (_, Some(i)) => {
                let m = &self.lev.monsters[i];
                if self.e_helpless(e) || tables().mon(m.mnum).mmove == 0 {
                    return false;
                }
                (m.mconf, m.mstun)
            }
            _ => return false,
        };
        if conf {
            tmp -= 2;
        }
        if stun {
            tmp -= 3;
        }
        if is_db_wall(&self.lev, x, y) {
            tmp -= 2;
        }
        tmp >= self.rng.rnd(10)
    }

    /// `e_died`: the entity dies of the drawbridge (no corpse).
    fn e_died(&mut self, e: Entity, killer: &str, msg: bool) {
        match e {
            Entity::Hero => {
                let (x, y) = (self.u.ux, self.u.uy);
                let pool = crate::levelgen::mkmaze::is_pool_at(&self.lev, x, y);
                if pool {
                    self.drawbridge_drown();
                } else {
                    self.done_died(killer);
                }
            }
            Entity::Mon(_) => {
                let Some(i) = self.e_idx(e) else { return };
                if msg {
                    let verb = if mdat::nonliving(tables(), self.lev.monsters[i].mnum) { "destroy" } else { "kill" };
                    let name = self.mon_nam(i);
                    self.pline(format!("You {verb} {name}!"));
                }
                self.mondead(i);
            }
        }
    }

    /// The hero in the moat: crawls out onto dry land next to it, else
    /// drowns (`drown`, its common case).
    fn drawbridge_drown(&mut self) {
        let (ux, uy) = (self.u.ux, self.u.uy);
        self.pline("You fall into the water!");
        self.pline("You sink like a rock.");
        let mut spots = Vec::new();
        for dy in -1..=1 {
            for dx in -1..=1 {
                let (x, y) = (ux + dx, uy + dy);
                if (dx, dy) != (0, 0)
                    && isok(x, y)
                    && crate::world::level::accessible(self.lev.typ(x, y))
                    && !crate::levelgen::mkmaze::is_pool_at(&self.lev, x, y)
                    && !crate::levelgen::mkmaze::is_lava(&self.lev, x, y)
                    && self.lev.monster_at(x, y).is_none()
                {
                    spots.push((x, y));
                }
            }
        }
        if !spots.is_empty() && self.u.multi >= 0 {
            let (x, y) = spots[self.rng.rn2(spots.len() as i32) as usize];
            self.pline("You try to crawl out of the water.");
            self.pline("Pheew!  That was close.");
            self.u_on_newpos(x, y);
            self.vision_recalc();
        } else {
            self.done_died("drowned in a moat");
        }
    }

    /// `do_entity`: what the moving bridge does to whoever is at its span
    /// or its doorway.
    fn do_entity(&mut self, e: Entity) {
        let Some((ox, oy)) = self.e_pos(e) else { return };
        let inview = self.e_inview(e);
        let at_portcullis = is_db_wall(&self.lev, ox, oy);
        let typ = self.lev.typ(ox, oy);
        if self.automiss(e) && self.e_survives_at(e, ox, oy) {
            if inview && (at_portcullis || is_drawbridge(typ)) {
                let what = if at_portcullis { "portcullis" } else { "drawbridge" };
                let whom = match self.e_idx(e) {
                    Some(i) => self.mon_nam(i),
                    None => "you".to_string(),
                };
                self.pline(format!("The {what} passes through {whom}!"));
            }
            return;
        }
        let mut must_jump = false;
        let mut relocates = false;
        if self.e_missed_now(e, false) {
            if at_portcullis {
                let whom = match self.e_idx(e) {
                    Some(i) => self.mon_nam(i),
                    None => "you".to_string(),
                };
                self.pline(format!("The portcullis misses {whom}!"));
            }
            if self.e_survives_at(e, ox, oy) {
                return;
            }
            if at_portcullis {
                must_jump = true;
            } else {
                relocates = true;
            }
        } else {
            if typ == DRAWBRIDGE_DOWN {
                let p = self.e_phrase(e, "are", "is");
                self.pline(format!("{p} crushed underneath the drawbridge."));
                self.e_died(e, "crushed to death underneath a drawbridge", inview);
                return;
            }
            must_jump = true;
        }
        if must_jump {
            if at_portcullis {
                if self.e_jumps(e) {
                    relocates = true;
                } else {
                    if inview {
                        let p = self.e_phrase(e, "are", "is");
                        self.pline(format!("{p} crushed by the falling portcullis!"));
                    } else {
                        self.pline("You hear a crushing sound.");
                    }
                    self.e_died(e, "a falling portcullis", inview);
                    return;
                }
            } else {
                relocates = !self.e_jumps(e);
            }
        }
        // Where it goes: from the doorway onto the span, and back.
        let (nx, ny) = match find_drawbridge(&self.lev, ox, oy) {
            Some(p) if p != (ox, oy) => p,
            _ => get_wall_for_db(&self.lev, ox, oy),
        };
        if relocates && let Some(other) = self.e_at(nx, ny) {
            if self.e_survives_at(other, nx, ny) && self.automiss(other) {
                relocates = false;
            } else {
                self.do_entity(other);
                if self.e_pos(e) != Some((ox, oy)) {
                    return;
                }
            }
        }
        if relocates && self.e_at(nx, ny).is_none() {
            match self.e_idx(e) {
                Some(i) => {
                    self.lev.monsters[i].mx = nx;
                    self.lev.monsters[i].my = ny;
                    self.newsym(ox, oy);
                    self.newsym(nx, ny);
                }
                None => {
                    self.u.ux = nx;
                    self.u.uy = ny;
                }
            }
        }
        let Some((ex, ey)) = self.e_pos(e) else { return };
        let inview = self.e_inview(e);
        if is_db_wall(&self.lev, ex, ey) {
            if inview {
                if e == Entity::Hero {
                    self.pline("You tumble towards the closed portcullis!");
                    if self.automiss(e) {
                        self.pline("You pass through it!");
                    } else {
                        self.pline("The drawbridge closes in...");
                    }
                } else {
                    let p = self.e_phrase(e, "disappear", "disappears");
                    self.pline(format!("{p} behind the drawbridge."));
                }
            }
            if !self.e_survives_at(e, ex, ey) {
                self.e_died(e, "a closing drawbridge", false);
            }
            return;
        }
        let pool = crate::levelgen::mkmaze::is_pool_at(&self.lev, ex, ey);
        let lava = crate::levelgen::mkmaze::is_lava(&self.lev, ex, ey);
        if pool && !inview {
            self.pline("You hear a splash.");
        }
        if self.e_survives_at(e, ex, ey) {
            let (flyer, floater, _, _) = self.e_flags(e);
            if inview && !flyer && !floater {
                let p = self.e_phrase(e, "fall", "falls");
                self.pline(format!("{p} from the bridge."));
            }
            return;
        }
        if (pool || lava) && inview && e != Entity::Hero {
            let p = self.e_phrase(e, "fall", "falls");
            self.pline(format!("{p} into the {}.", if lava { "lava" } else { "moat" }));
        }
        if e == Entity::Hero && lava {
            self.pline("You fall into the lava!");
            self.done_died("fell from a drawbridge into lava");
            return;
        }
        self.e_died(e, "fell from a drawbridge", inview);
    }

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
