//! A thrown boomerang's flight (zap.c's `boomhit`): it curves round
//! counterclockwise and comes back, hitting the first monster in its
//! path, or the hero, who catches it unless fumbling or clumsy. A returning
//! boomerang that hits the hero brings its random properties with it (the
//! property document's known bug: self-hits lost their attack
//! properties).

use crate::game::Game;
use crate::monsters::muse::oprop_hit::PropHit;
use crate::world::obj::Obj;
use crate::world::you::A_DEX;
use oxhack_defs::Prop;
use oxhack_tables::tables;

/// The eight directions in `xdir`/`ydir` order (west, then round
/// clockwise on the map).
const XDIR: [i32; 8] = [-1, -1, 0, 1, 1, 1, 0, -1];
const YDIR: [i32; 8] = [0, -1, -1, -1, 0, 1, 1, 1];

/// Where a boomerang's flight ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Boom {
    /// It reached monster (index) at (x, y).
    Mon(usize, i32, i32),
    /// The hero caught it.
    Caught,
    /// It fell at (x, y): stopped by a wall or a sink, or after hitting
    /// the hero.
    Fell(i32, i32),
}

impl Game {
    /// `boomhit`: flies boomerang `obj` thrown in (dx, dy) along its
    /// curve of ten steps.
    pub fn boomhit(&mut self, obj: &Obj, dx: i32, dy: i32) -> Boom {
        let (ux, uy) = (self.u.ux, self.u.uy);
        let Some(start) = (0..8).find(|&k| XDIR[k] == dx && YDIR[k] == dy) else { return Boom::Fell(ux, uy) };
        let mut i = start as i32;
        let (mut x, mut y) = (ux, uy);
        for ct in 0..10 {
            i = i.rem_euclid(8);
            let (sx, sy) = (XDIR[i as usize], YDIR[i as usize]);
            x += sx;
            y += sy;
            if let Some(k) = self.lev.monsters.iter().position(|m| (m.mx, m.my) == (x, y)) {
                return Boom::Mon(k, x, y);
            }
            if !crate::world::level::isok(x, y) || !super::dothrow::passable_for_missile(self, x, y) {
                return Boom::Fell(x - sx, y - sy);
            }
            if (x, y) == (ux, uy) {
                if self.u.has(Prop::Fumbling) || self.rng.rn2(20) >= self.u.acurr(A_DEX) {
                    self.boomerang_hits_you(obj);
                    return Boom::Fell(x, y);
                }
                self.pline("You skillfully catch the boomerang.");
                return Boom::Caught;
            }
            if self.lev.typ(x, y) == oxhack_vm::terrain::SINK {
                if !self.u.has(Prop::Deaf) {
                    self.pline("Klonk!");
                }
                return Boom::Fell(x, y);
            }
            if ct % 5 != 0 {
                i -= 1;
            }
        }
        Boom::Fell(x, y)
    }

    /// The returning boomerang hits its thrower (`thitu(10 + spe, ...)`),
    /// its fire, frost, draining or vorpal included.
    fn boomerang_hits_you(&mut self, obj: &Obj) {
        let t = tables();
        let dam = crate::objects::weapon::dmgval(t, &mut self.rng, obj, self.u.youmonst_data());
        if self.thitu(10 + obj.spe as i32, dam, Some(obj), Some("boomerang")) && self.over.is_none() {
            let (extra, _) = self.oprops_hit_you(None, obj, None, PropHit::Thrown, dam);
            if extra > 0 {
                self.losehp(extra, "a boomerang");
            }
        }
    }
}
