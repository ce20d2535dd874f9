//! The vibrating square and the opening of the way to the Sanctum
//! (hack.c's `invocation_pos`, `invocation_message`; mklev.c's
//! `mkinvokearea`, `mkinvpos`). The ritual itself (bell, candelabrum,
//! book) is in actions: this is what the square and the floor do.

use crate::game::Game;
use crate::world::dungeon::is_invocation_level;
use crate::world::level::{Coord, Trap, ttyp};
use oxhack_defs::Prop;
use oxhack_tables::ids;
use oxhack_vm::terrain::{MOAT, ROOM};

/// The maze's inner bounds the opened area is clipped to
/// (`x_maze_min + 1` .. `x_maze_max - 1`).
const INV_XMIN: i32 = 3;
const INV_YMIN: i32 = 3;
const INV_XMAX: i32 = 77;
const INV_YMAX: i32 = 19;

impl Game {
    /// `inv_pos` of this level: where the vibrating square was put (the
    /// square itself when the level did not record it).
    pub fn inv_pos(&self) -> Option<Coord> {
        if !is_invocation_level(&self.layout, self.u.uz) {
            return None;
        }
        self.lev.endgame.inv_pos.or_else(|| {
            self.lev.traps.iter().find(|t| t.ttyp == ttyp::VIBRATING_SQUARE).map(|t| Coord::new(t.tx, t.ty))
        })
    }

    /// `invocation_pos`: (x, y) is the spot of the invocation.
    pub fn invocation_pos(&self, x: i32, y: i32) -> bool {
        self.inv_pos().is_some_and(|c| c.x == x && c.y == y)
    }

    /// `On_stairs`: stairs or a ladder of any kind at (x, y).
    pub fn on_stairs(&self, x: i32, y: i32) -> bool {
        [self.lev.upstair, self.lev.dnstair, self.lev.upladder, self.lev.dnladder, self.lev.sstairs]
            .into_iter()
            .flatten()
            .any(|s| s.x == x && s.y == y)
    }

    /// The hero stands where the invocation can be performed.
    pub fn at_invocation_spot(&self) -> bool {
        self.invocation_pos(self.u.ux, self.u.uy) && !self.on_stairs(self.u.ux, self.u.uy)
    }

    /// `invocation_message`: the clue on the vibrating square, and the
    /// candelabrum's answer when it is ready.
    pub fn invocation_message(&mut self) {
        if !self.at_invocation_spot() {
            return;
        }
        self.nomul();
        let wh = if self.u.has(Prop::Levitation) || self.u.has(Prop::Flying) {
            "beneath you".to_string()
        } else {
            format!("under your {}", crate::objects::objnam::makeplural(&self.body_part_foot()))
        };
        self.pline(format!("You feel a strange vibration {wh}."));
        self.u.uevent.uvibrated = true;
        if let Some(i) = self.carrying(ids::CANDELABRUM_OF_INVOCATION)
            && self.u.invent[i].spe == 7
            && self.u.invent[i].lamplit
        {
            let name = crate::objects::objnam::the(&self.invent_xname(i));
            let what = if self.u.has(Prop::Blinded) { "throbs palpably" } else { "glows with a strange light" };
            self.pline(format!("{} {what}!", crate::world::display::capitalize(&name)));
        }
    }

    /// The hero's foot as their form has it.
    fn body_part_foot(&self) -> String {
        if self.u.upolyd() {
            let t = oxhack_tables::tables();
            let pm = self.u.umonnum();
            let d = t.mon(pm);
            if d.mflags1.contains(oxhack_defs::flags::M1::NOLIMBS) || d.mflags1.contains(oxhack_defs::flags::M1::SLITHY)
            {
                return "underside".to_string();
            }
        }
        "foot".to_string()
    }

    /// `mkinvokearea`: the successful invocation: the walls around the
    /// square crumble into a lit area ringed with fire traps and a moat,
    /// and the stairs down to the Sanctum open under the hero.
    pub fn mkinvokearea(&mut self) {
        let Some(c) = self.inv_pos() else { return };
        self.pline("The floor shakes violently under you!");
        self.pline("The walls around you begin to bend and crumble!");
        self.u.utrap = crate::world::you::UTrap::None;
        let (mut xmin, mut xmax, mut ymin, mut ymax) = (c.x, c.x, c.y, c.y);
        self.mkinvpos(xmin, ymin, 0);
        for dist in 1..7 {
            xmin -= 1;
            xmax += 1;
            if dist != 3 {
                ymin -= 1;
                ymax += 1;
                for i in xmin + 1..xmax {
                    self.mkinvpos(i, ymin, dist);
                    self.mkinvpos(i, ymax, dist);
                }
            }
            for i in ymin..=ymax {
                self.mkinvpos(xmin, i, dist);
                self.mkinvpos(xmax, i, dist);
            }
        }
        self.pline("You are standing at the top of a stairwell leading down!");
        let ctx = self.level_ctx(self.u.uz);
        crate::levelgen::mkmaze::mkstairs(&mut self.lev, &ctx, self.u.ux, self.u.uy, false);
        self.newsym(self.u.ux, self.u.uy);
        self.vision_recalc();
    }

    /// `mkinvpos`: one square of the opened area at distance `dist`.
    fn mkinvpos(&mut self, x: i32, y: i32, dist: i32) {
        if !(INV_XMIN..=INV_XMAX).contains(&x) || !(INV_YMIN..=INV_YMAX).contains(&y) {
            return;
        }
        self.lev.traps.retain(|t| !(t.tx == x && t.ty == y));
        // Boulders go; rocks stay where the floor will be dry and safe.
        let mut make_rocks = dist != 1 && dist != 4 && dist != 5;
        while let Some(k) = self.lev.objects.iter().position(|f| f.x == x && f.y == y && f.obj.otyp == ids::BOULDER) {
            self.lev.objects.remove(k);
            if make_rocks {
                let n = self.rng.rn1(60, 7);
                let mut rocks = self.with_mk(|c| c.mksobj(ids::ROCK, false, false));
                rocks.quan = n as i64;
                self.lev.place_object(rocks, x, y);
                make_rocks = false;
            }
        }
        let pool = crate::levelgen::mkmaze::is_pool_at(&self.lev, x, y);
        if let Some(l) = self.lev.at_mut(x, y) {
            l.seenv = 0;
            l.flags = 0;
            l.waslit = true;
            if dist < 6 {
                l.lit = true;
            }
            l.horizontal = false;
            match dist {
                1 if pool => {}
                1 => l.typ = ROOM,
                4 | 5 => l.typ = MOAT,
                _ => l.typ = ROOM,
            }
        }
        if dist == 1 && !pool {
            let mut t = Trap::new(ttyp::FIRE_TRAP, x, y);
            t.tseen = true;
            self.lev.traps.push(t);
            // A monster standing there meets the new trap.
            if let Some(k) = self.lev.monsters.iter().position(|m| m.mx == x && m.my == y) {
                self.mintrap(k);
            }
        }
        self.newsym(x, y);
    }
}
