//! The Planes of Water and Air in play (mkmaze.c's `movebubbles`,
//! `mv_bubble`; trap.c's `drown` as the Plane of Water has it): each turn
//! the air bubbles drift through the water carrying whatever is inside
//! them (objects, monsters, traps and the hero), and the clouds drift
//! slowly over the air. A hero in the water outside a bubble drowns unless
//! they breathe water, or crawl back into the air next to them.

use crate::game::Game;
use crate::levelgen::mkmaze::{BUBBLE_BOUNDS, Bubble};
use crate::world::dungeon::role_level;
use crate::world::level::{FloorObj, PlaneBubble};
use crate::world::monst::Monst;
use dgn_comp::roles::LevelRole;
use oxhack_defs::Prop;
use oxhack_tables::tables;
use oxhack_vm::terrain::{AIR, CLOUD, WATER};

/// What a bubble carries while it moves (`struct container`).
enum Cons {
    Objs(i32, i32, Vec<FloorObj>),
    Mon(i32, i32, Box<Monst>),
    Hero(i32, i32),
    Trap(i32, i32, usize),
}

impl Game {
    /// `Is_waterlevel`.
    pub fn is_waterlevel(&self) -> bool {
        role_level(&self.layout, LevelRole::Water) == Some(self.u.uz)
    }

    /// `Is_airlevel`.
    pub fn is_airlevel(&self) -> bool {
        role_level(&self.layout, LevelRole::Air) == Some(self.u.uz)
    }

    /// `Amphibious`: the hero breathes water (magical breathing or an
    /// amphibious form).
    pub fn hero_amphibious(&self) -> bool {
        let pm = if self.u.upolyd() { self.u.umonnum() } else { self.u.hero.race };
        self.u.has(Prop::MagicalBreathing) || tables().mon(pm).mflags1.contains(oxhack_defs::flags::M1::AMPHIBIOUS)
    }

    /// The once-a-turn drift on the Planes of Water and Air.
    pub fn movebubbles_if_plane(&mut self) {
        if (self.is_waterlevel() || self.is_airlevel()) && !self.lev.endgame.bubbles.is_empty() {
            self.movebubbles();
        }
    }

    /// `movebubbles`: empties every bubble (its contents picked up, its
    /// squares water again), or clears the sky, then moves each bubble
    /// and puts its contents back where it went. The bubbles are taken
    /// first to last and last to first by turns, so that what bubbles
    /// pass between each other does not end up in the last one.
    pub fn movebubbles(&mut self) {
        let water = self.is_waterlevel();
        let mut bubbles: Vec<Bubble> = self.lev.endgame.bubbles.iter().map(Bubble::from_kept).collect();
        let n = bubbles.len();
        let up = self.lev.endgame.bubbles_up;
        let order = |up: bool| -> Vec<usize> { if up { (0..n).collect() } else { (0..n).rev().collect() } };
        let mut cons: Vec<Vec<Cons>> = (0..n).map(|_| Vec::new()).collect();
        if water {
            for bi in order(up) {
                let squares: Vec<(i32, i32)> = bubbles[bi].squares().collect();
                for (x, y) in squares {
                    if !crate::world::level::isok(x, y) {
                        continue;
                    }
                    let (here, rest): (Vec<FloorObj>, Vec<FloorObj>) =
                        std::mem::take(&mut self.lev.objects).into_iter().partition(|f| f.x == x && f.y == y);
                    self.lev.objects = rest;
                    if !here.is_empty() {
                        cons[bi].push(Cons::Objs(x, y, here));
                    }
                    if let Some(k) = self.lev.monsters.iter().position(|m| m.mx == x && m.my == y) {
                        let m = self.lev.monsters.remove(k);
                        cons[bi].push(Cons::Mon(x, y, Box::new(m)));
                    }
                    if !self.u.uswallow && (x, y) == (self.u.ux, self.u.uy) {
                        cons[bi].push(Cons::Hero(x, y));
                    }
                    if let Some(ti) = self.lev.traps.iter().position(|t| t.tx == x && t.ty == y) {
                        cons[bi].push(Cons::Trap(x, y, ti));
                    }
                    if let Some(l) = self.lev.at_mut(x, y) {
                        l.typ = WATER;
                        l.lit = false;
                        l.flags = 0;
                    }
                }
            }
        } else {
            let (bxmin, bymin, bxmax, bymax) = BUBBLE_BOUNDS;
            for x in 1..crate::world::level::COLNO as i32 {
                for y in 0..crate::world::level::ROWNO as i32 {
                    let xedge = x < bxmin || x > bxmax;
                    let yedge = y < bymin || y > bymax;
                    let cloud = (xedge || yedge) && self.rng.rn2(if xedge { 3 } else { 5 }) == 0;
                    if let Some(l) = self.lev.at_mut(x, y) {
                        l.typ = if cloud { CLOUD } else { AIR };
                        l.lit = true;
                        l.flags = 0;
                    }
                }
            }
        }
        let up = !up;
        self.lev.endgame.bubbles_up = up;
        for bi in order(up) {
            let (rx, ry) = (self.rng.rn2(3), self.rng.rn2(3));
            let b = &bubbles[bi];
            let step = |d: i32, r: i32| d + 1 - if d == 0 { r } else { i32::from(r != 0) };
            let (dx, dy) = (step(b.dx, rx), step(b.dy, ry));
            let contents = std::mem::take(&mut cons[bi]);
            self.mv_bubble(&mut bubbles[bi], dx, dy, contents, water);
        }
        self.lev.endgame.bubbles = bubbles.iter().map(Bubble::kept).collect::<Vec<PlaneBubble>>();
        self.vision_recalc();
    }

    /// `mv_bubble`: moves one bubble (clouds only one time in six),
    /// bouncing off the borders, draws it and puts its contents back.
    fn mv_bubble(&mut self, b: &mut Bubble, dx: i32, dy: i32, contents: Vec<Cons>, water: bool) {
        let (bxmin, bymin, bxmax, bymax) = BUBBLE_BOUNDS;
        let (w, h) = (b.bm[0] as i32, b.bm[1] as i32);
        let (mut dx, mut dy) = (dx.signum(), dy.signum());
        let mut colli = 0;
        if water || self.rng.rn2(6) == 0 {
            colli = b.keep_in_bounds();
            if (b.x == bxmin && dx < 0) || (b.x + w - 1 == bxmax && dx > 0) {
                dx = -dx;
            }
            if (b.y == bymin && dy < 0) || (b.y + h - 1 == bymax && dy > 0) {
                dy = -dy;
            }
            b.x += dx;
            b.y += dy;
        }
        b.draw(&mut self.lev, water);
        for c in contents {
            match c {
                Cons::Objs(x, y, objs) => {
                    for mut f in objs {
                        f.x = x + dx;
                        f.y = y + dy;
                        self.lev.objects.push(f);
                    }
                }
                Cons::Mon(x, y, mut m) => {
                    let (nx, ny) = (x + dx, y + dy);
                    let pm = m.mnum;
                    if self.lev.monster_at(nx, ny).is_none() && (nx, ny) != (self.u.ux, self.u.uy) {
                        m.mx = nx;
                        m.my = ny;
                        self.lev.monsters.push(*m);
                    } else if let Some(c) = self.enexto_free(nx, ny, pm) {
                        m.mx = c.x;
                        m.my = c.y;
                        self.lev.monsters.push(*m);
                    }
                    // Nowhere to go: an elemental clog swallows it.
                }
                Cons::Hero(x, y) => {
                    let (nx, ny) = (x + dx, y + dy);
                    self.u.ux = nx;
                    self.u.uy = ny;
                    self.u.ux0 = nx;
                    self.u.uy0 = ny;
                    if let Some(k) = self.lev.monsters.iter().position(|m| m.mx == nx && m.my == ny) {
                        let pm = self.lev.monsters[k].mnum;
                        if let Some(c) = self.enexto_free(nx, ny, pm) {
                            self.lev.monsters[k].mx = c.x;
                            self.lev.monsters[k].my = c.y;
                        }
                    }
                }
                Cons::Trap(x, y, ti) => {
                    if let Some(t) = self.lev.traps.get_mut(ti) {
                        t.tx = x + dx;
                        t.ty = y + dy;
                    }
                }
            }
        }
        if !b.bounce(colli) {
            let change = if b.dx != 0 || b.dy != 0 { self.rng.rn2(20) == 0 } else { self.rng.rn2(5) == 0 };
            if change {
                b.dx = 1 - self.rng.rn2(3);
                b.dy = 1 - self.rng.rn2(3);
            }
        }
    }

    /// The Plane of Air underfoot (domove's `Is_airlevel` check): three
    /// steps in four go nowhere for a hero who neither flies nor
    /// levitates. `Some(true)` when the step was lost (the turn is spent).
    pub fn air_plane_stumble(&mut self) -> Option<bool> {
        if !self.is_airlevel() || self.u.has(Prop::Levitation) || self.u.has(Prop::Flying) {
            return None;
        }
        if self.rng.rn2(4) == 0 {
            return None;
        }
        match self.rng.rn2(3) {
            0 => {
                self.pline("You tumble in place.");
                self.exercise(crate::world::you::A_DEX, false);
            }
            1 => self.pline("You can't control your movements very well."),
            _ => {
                self.pline("It's hard to walk in thin air.");
                self.exercise(crate::world::you::A_DEX, true);
            }
        }
        Some(true)
    }

    /// `water_friction`: a hero swimming in the Plane of Water's water
    /// (who breathes it) is turned aside now and then: a sideways step
    /// loses its sideways part a time in three (six when also moving up
    /// or down) for a random up-or-down drift through water, and the like
    /// for an up-or-down step; natural swimmers mostly keep their course.
    /// `None` when the step goes as meant, else the new step.
    pub fn water_friction(&mut self, dx: i32, dy: i32) -> Option<(i32, i32)> {
        let (ux, uy) = (self.u.ux, self.u.uy);
        if !self.is_waterlevel() || self.lev.typ(ux, uy) != WATER {
            return None;
        }
        if self.u.has(Prop::Swimming) && self.rng.rn2(4) != 0 {
            return None;
        }
        let pool = |g: &Game, x: i32, y: i32| {
            crate::world::level::isok(x, y) && crate::monsters::makemon::is_pool_at(&g.lev, x, y)
        };
        let out = if dx != 0 && self.rng.rn2(if dy == 0 { 3 } else { 6 }) == 0 {
            let mut ndy;
            loop {
                ndy = self.rng.rn2(3) - 1;
                if ndy == 0 || pool(self, ux, uy + ndy) {
                    break;
                }
            }
            (0, ndy)
        } else if dy != 0 && self.rng.rn2(if dx == 0 { 3 } else { 5 }) == 0 {
            let mut ndx;
            loop {
                ndx = self.rng.rn2(3) - 1;
                if ndx == 0 || pool(self, ux + ndx, uy) {
                    break;
                }
            }
            (ndx, 0)
        } else {
            return None;
        };
        self.pline("Water turbulence affects your movements.");
        Some(out)
    }

    /// `drown` on the Plane of Water: a hero in the water who cannot
    /// breathe it crawls into the air next to them, or drowns. Returns
    /// whether the hero was in the water.
    pub fn water_plane_drown(&mut self) -> bool {
        let (ux, uy) = (self.u.ux, self.u.uy);
        if !self.is_waterlevel() || self.lev.typ(ux, uy) != WATER || self.over.is_some() {
            return false;
        }
        if self.u.has(Prop::Levitation) || self.u.has(Prop::Flying) || self.u.has(Prop::Wwalking) {
            return false;
        }
        let amphibious = self.hero_amphibious();
        let swimming = self.u.has(Prop::Swimming);
        // Swimming on through the same water says nothing.
        let was_in = (self.u.ux0, self.u.uy0) != (ux, uy) && self.lev.typ(self.u.ux0, self.u.uy0) == WATER;
        if was_in && (amphibious || swimming) {
            return true;
        }
        self.pline(format!("You plunge into the water{}", if amphibious || swimming { "." } else { "!" }));
        if amphibious || swimming {
            if amphibious {
                self.pline("But you aren't drowning.");
            }
            return true;
        }
        let ok = |g: &Game, x: i32, y: i32| {
            crate::world::level::isok(x, y)
                && (x, y) != (ux, uy)
                && g.lev.typ(x, y) == AIR
                && g.lev.monster_at(x, y).is_none()
        };
        let mut dest = None;
        if self.u.multi >= 0 {
            for _ in 0..100 {
                let x = self.rng.rn1(3, ux - 1);
                let y = self.rng.rn1(3, uy - 1);
                if ok(self, x, y) {
                    dest = Some((x, y));
                    break;
                }
            }
            if dest.is_none() {
                dest = (ux - 1..=ux + 1)
                    .flat_map(|x| (uy - 1..=uy + 1).map(move |y| (x, y)))
                    .find(|&(x, y)| ok(self, x, y));
            }
        }
        if let Some((x, y)) = dest {
            self.pline("You try to crawl out of the water.");
            self.pline("Pheew!  That was close.");
            self.u_on_newpos(x, y);
            self.vision_recalc();
            return true;
        }
        self.pline("You drown.");
        self.done_died("drowned in deep water");
        if self.over.is_none() {
            if let Some(c) = self.u_on_rndspot(true) {
                self.u_on_newpos(c.x, c.y);
            }
            self.pline("You find yourself back in an air bubble.");
        }
        true
    }
}
