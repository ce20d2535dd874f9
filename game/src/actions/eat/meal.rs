//! The meal as an occupation (eat.c's `touchfood`, `start_eating`,
//! `eatfood`, `bite`, `done_eating`, `do_reset_eat`, `reset_eat`,
//! `maybe_finished_meal`, `consume_oeaten`): the food is eaten a bite a
//! turn, nutrition coming in as it goes; an interrupted meal leaves a
//! partly eaten piece that remembers how much is left, and eating it
//! again resumes the meal.

use crate::game::Game;
use crate::hero::occupation::Occupation;
use crate::objects::objnam::{Cxn, corpse_xname, the, xname};
use crate::world::obj::Obj;
use crate::world::you::Hunger;
use oxhack_tables::{ids, tables};

/// Where the piece being eaten is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Loc {
    /// In the inventory, at this index.
    Inv(usize),
    /// On the floor under the hero, at this index of `lev.objects`.
    Floor(usize),
}

/// `rounddiv`: x / y rounded to the nearest.
pub(crate) fn rounddiv(x: i64, y: i64) -> i32 {
    if y == 0 {
        return 0;
    }
    let sign = x.signum() * y.signum();
    let (x, y) = (x.abs(), y.abs());
    let mut r = x / y;
    if 2 * (x % y) >= y {
        r += 1;
    }
    (sign * r) as i32
}

impl Game {
    /// The object with `o_id` `id`, carried or under the hero.
    pub(crate) fn find_food(&self, id: u32) -> Option<Loc> {
        if let Some(i) = self.u.invent.iter().position(|o| o.o_id == id) {
            return Some(Loc::Inv(i));
        }
        let (x, y) = (self.u.ux, self.u.uy);
        self.lev.objects.iter().position(|f| f.obj.o_id == id && (f.x, f.y) == (x, y)).map(Loc::Floor)
    }

    pub(crate) fn food_at(&self, loc: Loc) -> &Obj {
        match loc {
            Loc::Inv(i) => &self.u.invent[i],
            Loc::Floor(k) => &self.lev.objects[k].obj,
        }
    }

    fn food_at_mut(&mut self, loc: Loc) -> &mut Obj {
        match loc {
            Loc::Inv(i) => &mut self.u.invent[i],
            Loc::Floor(k) => &mut self.lev.objects[k].obj,
        }
    }

    /// `obj_nutrition`: the whole nutrition of a food object (lembas
    /// wafers feed elves more and orcs less, cram rations feed dwarves
    /// more).
    pub(crate) fn obj_nutrition(&self, o: &Obj) -> i32 {
        let t = tables();
        let mut nut = match (o.otyp, o.corpsenm) {
            (ids::CORPSE, Some(pm)) => i32::from(t.mon(pm).cnutrit),
            _ => i32::from(t.obj(o.otyp).nutrition),
        };
        if o.otyp == ids::LEMBAS_WAFER {
            if self.u.hero.race_is(ids::PM_ELF) {
                nut += nut / 4;
            } else if self.u.hero.race_is(ids::PM_ORC) {
                nut -= nut / 4;
            }
        } else if o.otyp == ids::CRAM_RATION && self.u.hero.race_is(ids::PM_DWARF) {
            nut += nut / 6;
        }
        nut
    }

    /// `touchfood`: one item of the stack at `loc` becomes the piece
    /// being eaten, marked partly eaten with its whole nutrition left.
    /// Returns the piece's `o_id`.
    pub(crate) fn touchfood(&mut self, loc: Loc) -> u32 {
        let mut id = self.food_at(loc).o_id;
        if self.food_at(loc).quan > 1 {
            match loc {
                Loc::Floor(k) => {
                    // The rest of the pile stays beside the piece.
                    let f = &mut self.lev.objects[k];
                    let mut rest = f.obj.clone();
                    rest.quan -= 1;
                    f.obj.quan = 1;
                    rest.o_id = self.og.next_ident();
                    let (x, y) = (f.x, f.y);
                    self.lev.objects.insert(k, crate::world::level::FloorObj { x, y, obj: rest });
                }
                Loc::Inv(i) => {
                    let mut one = self.u.invent[i].clone();
                    self.u.invent[i].quan -= 1;
                    one.quan = 1;
                    one.o_id = self.og.next_ident();
                    one.owornmask = crate::world::obj::Worn::empty();
                    one.invlet = None;
                    one.oeaten = self.obj_nutrition(&one).max(1) as u32;
                    id = one.o_id;
                    if self.u.invent.len() >= 52 {
                        let (x, y) = (self.u.ux, self.u.uy);
                        self.lev.place_object(one, x, y);
                    } else {
                        self.addinv(one);
                    }
                }
            }
        }
        if let Some(loc) = self.find_food(id)
            && self.food_at(loc).oeaten == 0
        {
            let nut = self.obj_nutrition(self.food_at(loc)).max(1) as u32;
            self.food_at_mut(loc).oeaten = nut;
        }
        id
    }

    /// `food_xname`: "the food ration", "the jackal corpse".
    pub(crate) fn food_xname(&self, o: &Obj, the_pfx: bool) -> String {
        let nc = self.name_ctx();
        let mut one = o.clone();
        one.quan = 1;
        if o.otyp == ids::CORPSE {
            let flags = if the_pfx { Cxn::SINGULAR | Cxn::PFX_THE } else { Cxn::SINGULAR };
            return corpse_xname(&nc, &one, None, flags);
        }
        let name = xname(&nc, &one);
        if the_pfx { the(&name) } else { name }
    }

    /// `consume_oeaten`: the piece loses nutrition: `amt` > 0 halves it
    /// that many times, `amt` < 0 takes that much away; it never reaches
    /// 0 (at 1 left, the meal has no more bites).
    pub(crate) fn consume_oeaten(&mut self, id: u32, amt: i32) {
        let Some(loc) = self.find_food(id) else { return };
        let o = self.food_at_mut(loc);
        if amt > 0 {
            o.oeaten >>= amt;
        } else if o.oeaten as i64 > -(amt as i64) {
            o.oeaten = (o.oeaten as i64 + amt as i64) as u32;
        } else {
            o.oeaten = 0;
        }
        if o.oeaten == 0 {
            o.oeaten = 1;
            if self.occ.victual.piece == Some(id) {
                self.occ.victual.reqtime = self.occ.victual.usedtime;
            }
        }
    }

    /// `start_eating`: the first bite of the meal; if there is more, the
    /// meal goes on as an occupation ("eating the food ration").
    pub(crate) fn start_eating(&mut self, id: u32, already_partly_eaten: bool) {
        let v = &mut self.occ.victual;
        v.fullwarn = false;
        v.doreset = false;
        v.eating = true;
        let Some(loc) = self.find_food(id) else { return };
        let o = self.food_at(loc).clone();
        if o.otyp == ids::CORPSE
            && let Some(pm) = o.corpsenm
            && !self.cprefx(pm)
        {
            return;
        }
        if self.over.is_some() || !self.occ.victual.eating {
            return;
        }
        if self.bite() {
            // Choked and lived: a nearly finished piece is done.
            self.occ.victual.usedtime += 1;
            if self.occ.victual.usedtime >= self.occ.victual.reqtime {
                self.done_eating(false);
            }
            return;
        }
        if self.over.is_some() {
            return;
        }
        self.occ.victual.usedtime += 1;
        if self.occ.victual.usedtime >= self.occ.victual.reqtime {
            let say = self.occ.victual.reqtime > 1 || already_partly_eaten;
            self.done_eating(say);
            return;
        }
        let txt = format!("eating {}", self.food_xname(&o, true));
        self.set_occupation(Occupation::Eat, &txt);
    }

    /// `eatfood`: one turn of the meal. False when it is over (finished,
    /// or the food is gone).
    pub fn eatfood(&mut self) -> bool {
        let piece = self.occ.victual.piece;
        if piece.and_then(|id| self.find_food(id)).is_none() {
            // Stolen, or the hero moved away from it.
            self.do_reset_eat();
            return false;
        }
        if !self.occ.victual.eating {
            return false;
        }
        self.occ.victual.usedtime += 1;
        if self.occ.victual.usedtime <= self.occ.victual.reqtime {
            if self.bite() {
                return false;
            }
            return self.over.is_none() && self.occ.current == Some(Occupation::Eat);
        }
        self.done_eating(true);
        false
    }

    /// `bite`: one bite's nutrition. True if the hero choked on it and
    /// lived.
    fn bite(&mut self) -> bool {
        let Some(id) = self.occ.victual.piece else { return false };
        if self.occ.victual.canchoke && self.u.uhunger >= 2000 {
            if let Some(loc) = self.find_food(id) {
                let o = self.food_at(loc).clone();
                self.choke(&o);
            }
            return true;
        }
        if self.occ.victual.doreset {
            self.do_reset_eat();
            return false;
        }
        let v = &self.occ.victual;
        let (nmod, usedtime) = (v.nmod, v.usedtime);
        if nmod < 0 {
            self.meal_lesshungry(-nmod);
            self.consume_oeaten(id, nmod);
        } else if nmod > 0 && usedtime % nmod != 0 {
            self.meal_lesshungry(1);
            self.consume_oeaten(id, -1);
        }
        false
    }

    /// `lesshungry` while eating: choking when already satiated, and the
    /// warning when nearly full ("Continue eating?").
    fn meal_lesshungry(&mut self, n: i32) {
        self.u.uhunger = self.u.uhunger.saturating_add(n);
        if self.u.uhunger >= 2000 {
            if self.occ.victual.canchoke {
                if let Some(id) = self.occ.victual.piece
                    && let Some(loc) = self.find_food(id)
                {
                    let o = self.food_at(loc).clone();
                    self.choke(&o);
                }
                self.reset_eat();
            }
        } else if self.u.uhunger >= 1500 && !self.occ.victual.fullwarn {
            self.pline("You're having a hard time getting all of it down.");
            self.occ.victual.fullwarn = true;
            if self.occ.victual.canchoke
                && self.occ.victual.reqtime > 1
                && self.interactive()
                && !self.yn("Continue eating?")
            {
                self.reset_eat();
            }
        }
        if self.over.is_none() {
            self.newuhs_incr(false);
        }
    }

    /// `done_eating`: the meal is over: the food's lasting effects, and
    /// the piece is gone.
    fn done_eating(&mut self, message: bool) {
        let Some(id) = self.occ.victual.piece else { return };
        let Some(loc) = self.find_food(id) else { return };
        let o = self.food_at(loc).clone();
        self.occ.current = None;
        self.newuhs_incr(false);
        if message {
            if self.occ.victual.fullwarn {
                self.pline("You're finally finished.");
            } else {
                let name = self.food_xname(&o, true);
                self.pline(format!("You finish eating {name}."));
            }
        }
        match loc {
            Loc::Inv(i) => self.useup(i),
            Loc::Floor(k) => {
                let f = self.lev.objects.remove(k);
                self.newsym(f.x, f.y);
            }
        }
        if o.otyp == ids::CORPSE {
            if let Some(pm) = o.corpsenm {
                self.cpostfx(pm);
            }
        } else {
            self.fpostfx(&o);
        }
        let v = &mut self.occ.victual;
        v.piece = None;
        v.fullwarn = false;
        v.eating = false;
        v.doreset = false;
    }

    /// `do_reset_eat`: the meal is interrupted; what is left stays partly
    /// eaten for later.
    pub(crate) fn do_reset_eat(&mut self) {
        if let Some(id) = self.occ.victual.piece {
            match self.find_food(id) {
                Some(loc) => {
                    let id = self.touchfood(loc);
                    self.occ.victual.piece = Some(id);
                }
                None => self.occ.victual.piece = None,
            }
        }
        let v = &mut self.occ.victual;
        v.fullwarn = false;
        v.eating = false;
        v.doreset = false;
        self.stop_occupation();
        self.newuhs_incr(false);
    }

    /// `reset_eat`: interrupt the meal after this bite.
    pub fn reset_eat(&mut self) {
        let v = &mut self.occ.victual;
        if v.eating && !v.doreset {
            v.doreset = true;
        }
    }

    /// `maybe_finished_meal`: stopping a meal whose last bite is already
    /// taken finishes it instead. True if so.
    pub fn maybe_finished_meal(&mut self, stopping: bool) -> bool {
        let v = &self.occ.victual;
        if self.occ.current == Some(Occupation::Eat) && v.usedtime >= v.reqtime {
            if stopping {
                self.occ.current = None;
            }
            self.eatfood();
            return true;
        }
        false
    }

    /// How many turns the meal takes and how its nutrition comes in
    /// (`reqtime` scaled by what is left of the piece, and `nmod`).
    pub(crate) fn plan_meal(&mut self, id: u32, delay: i32) {
        let Some(loc) = self.find_food(id) else { return };
        let o = self.food_at(loc).clone();
        let basenutrit = self.obj_nutrition(&o);
        let oeaten = o.oeaten as i32;
        let v = &mut self.occ.victual;
        v.reqtime = if basenutrit == 0 { 0 } else { rounddiv(delay as i64 * oeaten as i64, basenutrit as i64) };
        v.nmod = if v.reqtime == 0 || oeaten == 0 {
            0
        } else if oeaten >= v.reqtime {
            -(oeaten / v.reqtime)
        } else {
            v.reqtime % oeaten
        };
        v.canchoke = self.u.uhs == Hunger::Satiated;
    }
}
