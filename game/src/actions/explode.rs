//! Fiery explosions and what they fling about (explode.c's `explode` for
//! a fireball and `scatter`), and OxHack's detonation property
//! (DynaHack's `detonate_obj`): ammunition, missiles and the ammunition
//! of a launcher of detonation explode where they strike or land, for
//! 4d4 fire damage to everything in the 3 by 3 square around that spot,
//! scattering the objects there.
//!
//! Gaps: the flung objects do not hit monsters or the hero on the way,
//! boulders and statues stay put instead of fracturing, and fire does not
//! burn the inventories of those caught in the blast.

use crate::actions::dothrow::breaktest;
use crate::combat::uhitm::{HitHow, oprop_attack};
use crate::game::Game;
use crate::world::level::{isok, zap_pos};
use crate::world::obj::{Obj, types};
use crate::world::you::A_STR;
use oxhack_defs::flags::Mr;
use oxhack_defs::{Material, Prop};
use oxhack_tables::{ids, tables};

/// The eight directions of `xdir`/`ydir`.
const XDIR: [i32; 8] = [-1, -1, 0, 1, 1, 1, 0, -1];
const YDIR: [i32; 8] = [0, -1, -1, -1, 0, 1, 1, 1];

/// `obj_resists(obj, 0, 100)` as detonation asks it: the objects the game
/// cannot do without (the Amulet, the invocation items, Riders' corpses)
/// never blow up. Artifacts resist being destroyed, not the blast.
pub(crate) fn vital(o: &Obj) -> bool {
    matches!(o.otyp, ids::AMULET_OF_YENDOR | ids::CANDELABRUM_OF_INVOCATION | ids::BELL_OF_OPENING)
        || o.otyp == ids::SPE_BOOK_OF_THE_DEAD
        || (o.otyp == ids::CORPSE
            && o.corpsenm.is_some_and(|pm| matches!(pm, ids::PM_DEATH | ids::PM_PESTILENCE | ids::PM_FAMINE)))
}

impl Game {
    /// Whether `obj`, thrown or fired as `how` says (with `launcher`
    /// when fired), detonates when it hits or lands: its launcher's or
    /// its own detonation acts in this attack, or it is ammunition or a
    /// missile of detonation, which detonates even when merely dropped.
    pub fn detonates(&self, obj: &Obj, launcher: Option<&Obj>, how: HitHow) -> bool {
        let t = tables();
        let own =
            obj.oprops & ids::ITEM_DETONATIONS != 0 && (types::is_ammo(t, obj.otyp) || types::is_missile(t, obj.otyp));
        !vital(obj) && (oprop_attack(t, ids::ITEM_DETONATIONS, obj, launcher, how) || own)
    }

    /// `detonate_obj`: `obj` explodes at (x, y) if [`Game::detonates`]
    /// says so: "The arrow explodes!", a 4d4 fireball there, and the
    /// objects there scattered. The detonation becomes known on the
    /// object's stack or launcher. Returns whether the object is gone
    /// (destroyed unless it is an artifact: the Heart of Ahriman slung
    /// from a sling of detonation survives to be slung again).
    pub fn detonate_obj(&mut self, obj: &Obj, launcher: Option<&Obj>, x: i32, y: i32, how: HitHow) -> bool {
        self.detonate_at(obj, launcher, x, y, how, true)
    }

    /// [`Game::detonate_obj`] for an object a monster threw or fired
    /// (`launcher`: the launcher it was fired from) when it lands at
    /// (x, y) (`drop_throw`); the blast's kills are not the hero's.
    pub fn detonate_mthrown(&mut self, obj: &Obj, launcher: Option<&Obj>, x: i32, y: i32) -> bool {
        let how = HitHow::Thrown { launcher: launcher.is_some() };
        self.detonate_at(obj, launcher, x, y, how, false)
    }

    fn detonate_at(&mut self, obj: &Obj, launcher: Option<&Obj>, x: i32, y: i32, how: HitHow, by_you: bool) -> bool {
        if !self.detonates(obj, launcher, how) {
            return false;
        }
        let name = self.xname_of(obj);
        self.pline(format!("The {name} explodes!"));
        self.learn_oprops(obj, launcher, ids::ITEM_DETONATIONS);
        let dmg = self.rng.d(4, 4);
        self.explode_fire(x, y, dmg, by_you);
        self.scatter(x, y, dmg);
        obj.oartifact.is_none()
    }

    /// `explode` of a fireball (`ZT_SPELL(ZT_FIRE)`) centered on (x, y)
    /// for `dam`: monsters in the 3 by 3 square not resisting fire are
    /// caught, half hurt if they resist magically, doubly if they resist
    /// cold; the hero too, unless fire resistant. `by_you`: the hero gets
    /// the kills (not while monsters move).
    pub fn explode_fire(&mut self, x: i32, y: i32, dam: i32, by_you: bool) {
        let t = tables();
        const STR: &str = "fireball";
        let squares: Vec<(i32, i32)> =
            (-1..=1).flat_map(|dx| (-1..=1).map(move |dy| (x + dx, y + dy))).filter(|&(a, b)| isok(a, b)).collect();
        let visible = squares.iter().any(|&(a, b)| self.vis.cansee(a, b));
        if !visible && !self.u.has(Prop::Deaf) {
            self.pline("You hear a blast.");
        }
        let mut uhurt = 0;
        for &(sx, sy) in &squares {
            if (sx, sy) == (self.u.ux, self.u.uy) {
                uhurt = if self.u.has(Prop::FireRes) { 1 } else { 2 };
            }
            let Some(i) = self.lev.monsters.iter().position(|m| m.mx == sx && m.my == sy && m.mhp > 0) else {
                continue;
            };
            let seen = self.vis.cansee(sx, sy);
            if seen {
                self.lev.monsters[i].appear = crate::world::monst::Appearance::Nothing;
                let name = self.monnam_cap(i);
                self.pline(format!("{name} is caught in the {STR}!"));
            }
            let m = &self.lev.monsters[i];
            let resists = t.mon(m.mnum).mresists;
            if resists.contains(Mr::FIRE) {
                // Shielded: no harm.
                if by_you {
                    self.wakeup(i, true);
                }
                continue;
            }
            let mut mdam = dam;
            let dlev = i32::from(m.m_lev).clamp(1, 50);
            // `resist` against a weapon's attack level, 10.
            if self.rng.rn2(100 + 10 - dlev) < i32::from(t.mon(m.mnum).mr) {
                if seen {
                    let name = self.monnam_cap(i);
                    self.pline(format!("{name} resists the {STR}!"));
                }
                mdam = (dam + 1) / 2;
            }
            if resists.contains(Mr::COLD) {
                mdam *= 2;
            }
            if !self.damage_monster(i, mdam, by_you) && by_you {
                self.wakeup(i, true);
            }
        }
        if uhurt > 0 {
            if self.opts.verbose {
                self.pline(format!("You are caught in the {STR}!"));
            }
            let mut damu = dam;
            if self.life.uinvulnerable {
                damu = 0;
                self.pline("You are unharmed!");
            }
            if uhurt == 2 {
                self.u.uhp -= damu;
            }
            if self.u.uhp <= 0 {
                self.pline("It is fatal.");
                let him = if self.u.female { "her" } else { "him" };
                let his = if self.u.female { "her" } else { "his" };
                self.done_died(&format!("caught {him}self in {his} own {STR}"));
            }
            self.exercise(A_STR, false);
        }
        // Explosions are noisy.
        let noise = (dam * dam).max(50);
        for m in &mut self.lev.monsters {
            if (m.mx - x).pow(2) + (m.my - y).pow(2) < noise {
                m.msleeping = false;
            }
        }
    }

    /// `scatter` with visual effects and possible destruction: the
    /// objects at (sx, sy) fly off in random directions, each up to
    /// `blastforce` squares less a square per 40 weight; stacks split;
    /// one in ten (every glass object and egg) breaks if it can.
    pub fn scatter(&mut self, sx: i32, sy: i32, blastforce: i32) -> i64 {
        let t = tables();
        let mut flying: Vec<(Obj, i32, i32, i32, i32, i32)> = Vec::new();
        let here = |f: &crate::world::level::FloorObj| {
            f.x == sx && f.y == sy && !matches!(f.obj.otyp, ids::BOULDER | ids::STATUE)
        };
        while let Some(k) = self.lev.objects.iter().rposition(here) {
            let mut o = if self.lev.objects[k].obj.quan > 1 {
                let stack = &mut self.lev.objects[k].obj;
                let n = self.rng.rnd((stack.quan - 1).min(i32::MAX as i64) as i32) as i64;
                stack.quan -= n;
                let mut part = stack.clone();
                part.quan = n;
                part.o_id = self.og.next_ident();
                part
            } else {
                self.lev.objects.remove(k).obj
            };
            let fragile = t.obj(o.otyp).material == Some(Material::Glass) || o.otyp == ids::EGG;
            if (self.rng.rn2(10) == 0 || fragile) && breaktest(t, &o) {
                self.breakmsg(&o, sx, sy);
                continue;
            }
            let dir = self.rng.rn2(8) as usize;
            let owt = t.obj(o.otyp).weight as i32 * o.quan.clamp(1, 1000) as i32;
            let range = self.rng.rnd((blastforce - owt / 40).max(1));
            o.owornmask = crate::world::obj::Worn::empty();
            flying.push((o, sx, sy, XDIR[dir], YDIR[dir], range));
        }
        let mut total = 0;
        for (o, mut x, mut y, dx, dy, range) in flying {
            for _ in 0..range {
                let (nx, ny) = (x + dx, y + dy);
                if !isok(nx, ny)
                    || !zap_pos(self.lev.typ(nx, ny))
                    || crate::monsters::makemon::closed_door(&self.lev, nx, ny)
                {
                    break;
                }
                (x, y) = (nx, ny);
            }
            if (x, y) != (sx, sy) {
                total += o.quan;
            }
            self.lev.place_object(o, x, y);
            self.newsym(x, y);
        }
        self.newsym(sx, sy);
        total
    }
}
