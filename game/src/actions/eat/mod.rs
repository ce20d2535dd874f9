//! Eating and hunger (eat.c): `e` (`doeat`) with corpses' effects
//! (rot, acid, poison, cannibalism, intrinsics), choking, and the hunger
//! clock (`gethungry`, `newuhs`) with fainting and starvation.
//!
//! A meal is an occupation (`meal`): a bite a turn, the nutrition coming
//! in as it goes; interrupted, the food stays partly eaten and eating it
//! again resumes the meal ("You resume your meal.").

mod corpse;
mod food;
mod hunger;
mod meal;

pub use corpse::intrinsic_possible;

use crate::game::Game;
use crate::world::obj::{Obj, Worn};
use oxhack_defs::{OClass, Prop, Tables};
use oxhack_tables::{ids, tables};

/// Where the food comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Source {
    Floor(usize),
    Invent(usize),
}

/// Whether an object is food the hero can eat (`is_edible` for a human).
pub fn is_edible(t: &Tables, o: &Obj) -> bool {
    o.oclass(t) == OClass::Food
}

impl Game {
    /// The edible objects at the hero's feet, as indices into
    /// `lev.objects`, topmost first.
    fn floor_food(&self) -> Vec<usize> {
        let t = tables();
        let (x, y) = (self.u.ux, self.u.uy);
        (0..self.lev.objects.len())
            .rev()
            .filter(|&i| {
                let f = &self.lev.objects[i];
                f.x == x && f.y == y && is_edible(t, &f.obj)
            })
            .collect()
    }

    /// Picks the food: from the floor first ("There is a jackal corpse
    /// here; eat it? [ynq]"), else from the inventory (`floorfood`).
    fn floorfood(&mut self) -> Option<Source> {
        if !self.u.has(Prop::Levitation) {
            for fi in self.floor_food() {
                let o = self.lev.objects[fi].obj.clone();
                let name = self.doname(&o);
                let (is, it) = if o.quan == 1 { ("is", "it") } else { ("are", "one") };
                match self.yn_function(&format!("There {is} {name} here; eat {it}?"), "ynq", 'n') {
                    'y' => return Some(Source::Floor(fi)),
                    'q' => return None,
                    _ => {}
                }
            }
        }
        let t = tables();
        self.getobj("eat", &|_, o| is_edible(t, o)).map(Source::Invent)
    }

    /// `e`: eat something: the meal starts (or, for the piece whose meal
    /// was interrupted, resumes) and goes on as an occupation.
    pub fn doeat(&mut self) -> bool {
        let t = tables();
        let Some(src) = self.floorfood() else { return false };
        let loc = match src {
            Source::Floor(fi) if fi < self.lev.objects.len() => meal::Loc::Floor(fi),
            Source::Invent(i) if i < self.u.invent.len() => meal::Loc::Inv(i),
            _ => return false,
        };
        let o = self.food_at(loc).clone();
        if !is_edible(t, &o) {
            self.pline("You cannot eat that!");
            return false;
        }
        if o.owornmask.intersects(Worn::ARMOR | Worn::RING | Worn::AMUL) {
            self.pline("You cannot eat something you are wearing.");
            return false;
        }
        if self.occ.victual.piece == Some(o.o_id) {
            // The meal that was interrupted.
            if self.u.uhs != crate::world::you::Hunger::Satiated {
                self.occ.victual.canchoke = false;
            }
            let id = self.touchfood(loc);
            self.occ.victual.piece = Some(id);
            let v = &self.occ.victual;
            let last = if v.usedtime + 1 >= v.reqtime { "the last bite of " } else { "" };
            self.pline(format!("You resume {last}your meal."));
            self.start_eating(id, false);
            return true;
        }
        if o.otyp == ids::TIN {
            let mut one = o.clone();
            one.quan = 1;
            match loc {
                meal::Loc::Floor(fi) => {
                    if self.lev.objects[fi].obj.quan > 1 {
                        self.lev.objects[fi].obj.quan -= 1;
                    } else {
                        let f = self.lev.objects.remove(fi);
                        self.newsym(f.x, f.y);
                    }
                }
                meal::Loc::Inv(i) => {
                    if self.u.invent[i].owornmask.contains(Worn::WEP) && self.u.invent[i].quan == 1 {
                        self.u.invent[i].owornmask.remove(Worn::WEP);
                    }
                    self.useup(i);
                    self.update_worn_props();
                }
            }
            self.eat_tin(one);
            return true;
        }
        self.u.conduct.food += 1;
        let already_partly_eaten = o.oeaten != 0;
        let id = self.touchfood(loc);
        self.occ.victual.piece = Some(id);
        self.occ.victual.usedtime = 0;
        let mut dont_start = false;
        let delay = if o.otyp == ids::CORPSE {
            match self.eatcorpse(id) {
                corpse::Eaten::UsedUp => {
                    self.occ.victual.piece = None;
                    return true;
                }
                corpse::Eaten::DontStart(d) => {
                    dont_start = true;
                    d
                }
                corpse::Eaten::Start(d) => d,
            }
        } else {
            self.food_conduct(&o);
            let delay = i32::from(t.obj(o.otyp).delay);
            let nonrotting = matches!(o.otyp, ids::LEMBAS_WAFER | ids::CRAM_RATION);
            let stale = !nonrotting && self.moves - o.age > if o.blessed { 50 } else { 30 };
            if o.otyp != ids::FORTUNE_COOKIE && (o.cursed || (stale && self.rng.rn2(7) == 0)) {
                if self.rottenfood(&o) {
                    dont_start = true;
                }
                self.consume_oeaten(id, 1);
            } else if !already_partly_eaten {
                self.fprefx(&o);
            } else {
                let name = self.find_food(id).map(|l| self.doname(&self.food_at(l).clone())).unwrap_or_default();
                let verb = if delay == 1 { "eat" } else { "begin eating" };
                self.pline(format!("You {verb} {name}."));
            }
            delay
        };
        if self.over.is_some() {
            return true;
        }
        self.plan_meal(id, delay);
        if !dont_start {
            self.start_eating(id, already_partly_eaten);
        }
        true
    }

    /// The conduct of eating ordinary food: meat breaks vegetarian
    /// conduct (eggs only vegan), and milk, eggs and honey vegan.
    fn food_conduct(&mut self, o: &Obj) {
        let t = tables();
        if t.obj(o.otyp).material == Some(oxhack_defs::Material::Flesh) {
            self.u.conduct.unvegan += 1;
            if o.otyp != ids::EGG {
                self.u.conduct.unvegetarian += 1;
            }
        } else if matches!(
            o.otyp,
            ids::PANCAKE | ids::FORTUNE_COOKIE | ids::CREAM_PIE | ids::CANDY_BAR | ids::LUMP_OF_ROYAL_JELLY
        ) {
            self.u.conduct.unvegan += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::NewGame;
    use crate::world::you::{A_CON, A_STR, Hunger};

    #[test]
    fn floating_eyes_give_telepathy_and_newts_none() {
        let t = tables();
        assert!(intrinsic_possible(t, Prop::Telepat, ids::PM_FLOATING_EYE));
        assert!(!intrinsic_possible(t, Prop::FireRes, ids::PM_NEWT));
        assert!(intrinsic_possible(t, Prop::FireRes, ids::PM_RED_MOLD));
    }

    #[test]
    fn hunger_states_follow_nutrition() {
        let mut g = Game::new(NewGame::quick(3)).expect("game");
        g.u.uhunger = 151;
        g.gethungry();
        assert_eq!(g.u.uhs, Hunger::Hungry);
        assert!(g.history.iter().any(|m| m.contains("hungry")), "{:?}", g.history);
        g.u.uhunger = 51;
        g.gethungry();
        assert_eq!(g.u.uhs, Hunger::Weak);
        assert_eq!(g.u.abon[A_STR], -1, "weakness costs strength");
        g.lesshungry(900, None, false);
        assert_eq!(g.u.uhs, Hunger::NotHungry);
        assert_eq!(g.u.abon[A_STR], 0);
    }

    #[test]
    fn starving_kills() {
        let mut g = Game::new(NewGame::quick(3)).expect("game");
        g.u.uhs = Hunger::Fainting;
        g.u.multi = 0;
        g.u.uhunger = -(100 + 10 * g.u.acurr(A_CON)) - 5;
        for _ in 0..50 {
            g.u.multi = 0;
            g.gethungry();
            if g.over.is_some() {
                break;
            }
        }
        assert!(g.over.is_some());
    }

    #[test]
    fn food_poisoning_is_deadly() {
        let mut g = Game::new(NewGame::quick(3)).expect("game");
        g.make_sick(3);
        for _ in 0..3 {
            g.sick_timeout();
        }
        assert!(matches!(&g.over, Some(crate::game::GameOver::Died { killer }) if killer == "food poisoning"));
    }
}
