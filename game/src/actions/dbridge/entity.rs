//! Whoever stands on a drawbridge's span or in its doorway as it moves
//! (dbridge.c's entities): missed, jumping clear, crushed, or falling
//! into the moat, the hero crawling out of the water if it can.

use crate::game::Game;
use crate::monsters::makemon as mdat;
use crate::world::level::{DB_LAVA, DB_MOAT, DB_UNDER, is_drawbridge, isok};
use oxhack_defs::Prop;
use oxhack_tables::tables;
use oxhack_vm::terrain::{DRAWBRIDGE_DOWN, DRAWBRIDGE_UP, LAVAPOOL, MOAT, POOL};

use super::{find_drawbridge, get_wall_for_db, is_db_wall};

/// Who stands where a drawbridge moves (`struct entity`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Entity {
    Hero,
    Mon(u32),
}

impl Game {
    pub(super) fn e_at(&self, x: i32, y: i32) -> Option<Entity> {
        if (self.u.ux, self.u.uy) == (x, y) {
            return Some(Entity::Hero);
        }
        self.lev.monster_at(x, y).map(|m| Entity::Mon(m.m_id))
    }

    pub(super) fn e_idx(&self, e: Entity) -> Option<usize> {
        match e {
            Entity::Hero => None,
            Entity::Mon(id) => self.lev.monsters.iter().position(|m| m.m_id == id),
        }
    }

    pub(super) fn e_pos(&self, e: Entity) -> Option<(i32, i32)> {
        match e {
            Entity::Hero => Some((self.u.ux, self.u.uy)),
            Entity::Mon(_) => self.e_idx(e).map(|i| (self.lev.monsters[i].mx, self.lev.monsters[i].my)),
        }
    }

    pub(super) fn e_flags(&self, e: Entity) -> (bool, bool, bool, bool) {
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
    pub(super) fn e_phrase(&self, e: Entity, you: &str, it: &str) -> String {
        match (e, self.e_idx(e)) {
            (Entity::Mon(_), Some(i)) => format!("{} {it}", self.monnam_cap(i)),
            _ => format!("You {you}"),
        }
    }

    pub(super) fn e_inview(&self, e: Entity) -> bool {
        match (e, self.e_idx(e)) {
            (Entity::Hero, _) => true,
            (_, Some(i)) => self.canspotmon(&self.lev.monsters[i]),
            _ => false,
        }
    }

    pub(super) fn e_survives_at(&self, e: Entity, x: i32, y: i32) -> bool {
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
    pub(super) fn automiss(&self, e: Entity) -> bool {
        let (_, _, walls, noncorp) = self.e_flags(e);
        walls || noncorp
    }

    pub(super) fn e_helpless(&self, e: Entity) -> bool {
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
    pub(super) fn e_missed_now(&mut self, e: Entity, chunks: bool) -> bool {
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
    pub(super) fn e_jumps(&mut self, e: Entity) -> bool {
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
    pub(super) fn e_died(&mut self, e: Entity, killer: &str, msg: bool) {
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
    pub(super) fn drawbridge_drown(&mut self) {
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
    pub(super) fn do_entity(&mut self, e: Entity) {
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
}
