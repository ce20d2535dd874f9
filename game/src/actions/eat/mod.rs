//! Eating and hunger (eat.c): `e` (`doeat`) with corpses' effects
//! (rot, acid, poison, cannibalism, intrinsics), choking, and the hunger
//! clock (`gethungry`, `newuhs`) with fainting and starvation.
//!
//! A meal is taken in one go: the whole nutrition at once, then the hero
//! spends the rest of the meal's time busy ("You're finished eating.").

mod corpse;
mod food;
mod hunger;

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

    /// `e`: eat something.
    pub fn doeat(&mut self) -> bool {
        let t = tables();
        let Some(src) = self.floorfood() else { return false };
        let o = match src {
            Source::Floor(fi) => {
                let Some(f) = self.lev.objects.get(fi) else { return false };
                f.obj.clone()
            }
            Source::Invent(i) => self.u.invent[i].clone(),
        };
        if !is_edible(t, &o) {
            self.pline("You cannot eat that!");
            return false;
        }
        if o.owornmask.intersects(Worn::ARMOR | Worn::RING | Worn::AMUL) {
            self.pline("You cannot eat something you are wearing.");
            return false;
        }
        let is_tin = o.otyp == ids::TIN;
        // One of the stack is eaten.
        let mut one = o.clone();
        one.quan = 1;
        match src {
            Source::Floor(fi) => {
                if self.lev.objects[fi].obj.quan > 1 {
                    self.lev.objects[fi].obj.quan -= 1;
                } else {
                    let f = self.lev.objects.remove(fi);
                    self.newsym(f.x, f.y);
                }
            }
            Source::Invent(i) => {
                if self.u.invent[i].owornmask.contains(Worn::WEP) && self.u.invent[i].quan == 1 {
                    self.u.invent[i].owornmask.remove(Worn::WEP);
                }
                self.useup(i);
                self.update_worn_props();
            }
        }
        if is_tin {
            self.eat_tin(one);
        } else {
            self.eat_obj(one);
        }
        true
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
