//! Containers (pickup.c's `use_container`): looking into, taking out of
//! and putting into bags and boxes (carried, or on the floor with
//! `#loot`), bags of holding's curses and explosions, and object weights
//! with containers (`weight`). Picking their locks is in `picklock`.

use crate::game::Game;
use crate::objects::objnam::{is_box, the, xname};
use crate::ui::{Menu, PickHow};
use crate::world::obj::Obj;
use oxhack_tables::ids::*;
use oxhack_tables::tables;

/// Where a container is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Where {
    /// Inventory index.
    Invent(usize),
    /// Index into the level's floor objects.
    Floor(usize),
}

impl Game {
    fn cont(&self, w: Where) -> Option<&Obj> {
        match w {
            Where::Invent(i) => self.u.invent.get(i),
            Where::Floor(i) => self.lev.objects.get(i).map(|f| &f.obj),
        }
    }
    fn cont_mut(&mut self, w: Where) -> Option<&mut Obj> {
        match w {
            Where::Invent(i) => self.u.invent.get_mut(i),
            Where::Floor(i) => self.lev.objects.get_mut(i).map(|f| &mut f.obj),
        }
    }

    /// "the large box" for messages.
    fn the_obj(&self, o: &Obj) -> String {
        let nc = self.name_ctx();
        the(&xname(&nc, o))
    }

    /// `#loot`: open a container on the floor here.
    pub fn doloot(&mut self) -> bool {
        let (ux, uy) = (self.u.ux, self.u.uy);
        let boxes: Vec<usize> = (0..self.lev.objects.len())
            .filter(|&k| {
                let f = &self.lev.objects[k];
                f.x == ux && f.y == uy && crate::objects::objnam::is_container(f.obj.otyp)
            })
            .collect();
        if boxes.is_empty() {
            self.pline("You don't find anything here to loot.");
            return false;
        }
        for k in boxes.into_iter().rev() {
            let name = self.doname(&self.lev.objects[k].obj);
            let q = format!("There is {} here, loot it?", name);
            if self.interactive() && !self.yn(&q) {
                continue;
            }
            if self.lev.objects[k].obj.olocked {
                self.lev.objects[k].obj.lknown = true;
                self.pline("Hmmm, it turns out to be locked.");
                continue;
            }
            if self.lev.objects[k].obj.otyp == BAG_OF_TRICKS {
                return self.bag_bites(Where::Floor(k));
            }
            let the = self.the_obj(&self.lev.objects[k].obj);
            self.pline(format!("You carefully open {the}..."));
            return self.use_container(Where::Floor(k));
        }
        true
    }

    /// Opening a bag of tricks (`use_container`, `do_loot_cont`): "It
    /// develops a huge set of teeth and bites you!" for 1d10, and the bag
    /// is known.
    fn bag_bites(&mut self, w: Where) -> bool {
        let Some(c) = self.cont(w) else { return false };
        let the = self.the_obj(c);
        self.pline(format!("You carefully open {the}..."));
        self.pline("It develops a huge set of teeth and bites you!");
        let n = self.rng.rnd(10);
        let n = if self.u.has(oxhack_defs::Prop::HalfPhdam) { (n + 1) / 2 } else { n };
        self.losehp(n, "carnivorous bag");
        self.os.discover(BAG_OF_TRICKS);
        true
    }

    /// `use_container`: looks into, takes from and puts into a container.
    /// Returns whether time passed.
    pub fn use_container(&mut self, w: Where) -> bool {
        let Some(c) = self.cont(w) else { return false };
        let the = self.the_obj(c);
        if c.olocked {
            if let Some(c) = self.cont_mut(w) {
                c.lknown = true;
            }
            self.pline(format!("{} seems to be locked.", crate::world::display::capitalize(&the)));
            return false;
        }
        if c.otyp == BAG_OF_TRICKS {
            return self.bag_bites(w);
        }
        // A cursed bag of holding loses things.
        if c.otyp == BAG_OF_HOLDING && c.cursed {
            let mut keep = Vec::new();
            let contents = self.cont_mut(w).map(|c| std::mem::take(&mut c.contents)).unwrap_or_default();
            for o in contents {
                if self.rng.rn2(13) != 0 {
                    keep.push(o);
                }
            }
            if let Some(c) = self.cont_mut(w) {
                c.contents = keep;
            }
        }
        if let Some(c) = self.cont_mut(w) {
            c.cknown = true;
            c.lknown = true;
        }
        let empty = self.cont(w).is_none_or(|c| c.contents.is_empty());
        if empty {
            self.pline(format!("{} is empty.", crate::world::display::capitalize(&the)));
        }
        let choices = if empty { "iq" } else { ":oibq" };
        let k = self.yn_function(&format!("Do what with {the}?"), choices, if empty { 'q' } else { ':' });
        match k {
            ':' => {
                self.look_in(w);
                false
            }
            'o' => self.take_out(w),
            'i' => self.put_in(w),
            'b' => {
                let letter = match w {
                    Where::Invent(i) => self.u.invent.get(i).and_then(|o| o.invlet),
                    Where::Floor(_) => None,
                };
                let a = self.take_out(w);
                // Taking things out may have moved the container in the pack.
                let w = match w {
                    Where::Invent(_) => match self.u.invent.iter().position(|o| o.invlet == letter) {
                        Some(i) => Where::Invent(i),
                        None => return a,
                    },
                    f => f,
                };
                let b = self.put_in(w);
                a || b
            }
            _ => false,
        }
    }

    /// Lists a container's contents.
    pub fn look_in(&mut self, w: Where) {
        let Some(c) = self.cont(w) else { return };
        let the = self.the_obj(c);
        let lines: Vec<String> = c.contents.iter().map(|o| self.doname(o)).collect();
        if lines.is_empty() {
            self.pline(format!("{} is empty.", crate::world::display::capitalize(&the)));
        } else {
            self.display_lines(&format!("Contents of {the}:"), &lines);
        }
    }

    /// Takes objects out of a container (a menu).
    fn take_out(&mut self, w: Where) -> bool {
        let Some(c) = self.cont(w) else { return false };
        let the = self.the_obj(c);
        let names: Vec<String> = c.contents.iter().map(|o| self.doname(o)).collect();
        if names.is_empty() {
            return false;
        }
        let mut m = Menu::new(&format!("Take out what from {the}?"), PickHow::Any);
        for (n, o) in names.iter().zip(c.contents.iter()) {
            m.item(None, n);
            self.mark_rarity(&mut m, o);
        }
        let mut picked = self.select_menu(&m).unwrap_or_default();
        if picked.is_empty() {
            return false;
        }
        picked.sort_unstable();
        let mut taken = Vec::new();
        if let Some(c) = self.cont_mut(w) {
            for &k in picked.iter().rev() {
                if k < c.contents.len() {
                    taken.push(c.contents.remove(k));
                }
            }
        }
        taken.reverse();
        for o in taken {
            let i = self.addinv(o);
            let line = self.inv_name(i);
            self.pline(line);
        }
        true
    }

    /// Puts inventory objects into a container (a menu).
    fn put_in(&mut self, w: Where) -> bool {
        let cont_letter = match w {
            Where::Invent(i) => self.u.invent.get(i).and_then(|o| o.invlet),
            Where::Floor(_) => None,
        };
        let cands: Vec<char> = self
            .u
            .invent
            .iter()
            .filter(|o| o.invlet != cont_letter && o.owornmask.is_empty())
            .filter_map(|o| o.invlet)
            .collect();
        if cands.is_empty() {
            self.pline("You don't have anything to put in.");
            return false;
        }
        let Some(c) = self.cont(w) else { return false };
        let the = self.the_obj(c);
        let mut m = Menu::new(&format!("Put in what into {the}?"), PickHow::Any);
        for &l in &cands {
            if let Some(i) = self.u.obj_by_letter(l) {
                let name = self.doname(&self.u.invent[i]);
                m.item(Some(l), &name);
                self.mark_rarity(&mut m, &self.u.invent[i]);
            }
        }
        let picked = self.select_menu(&m).unwrap_or_default();
        let letters: Vec<char> = picked.iter().filter_map(|&k| cands.get(k).copied()).collect();
        let mut any = false;
        for l in letters {
            let Some(i) = self.u.obj_by_letter(l) else { continue };
            if self.u.invent[i].otyp == BOULDER || is_box(self.u.invent[i].otyp) {
                let name = self.doname(&self.u.invent[i]);
                self.pline(format!("You cannot fit {name} into {the}."));
                continue;
            }
            let o = self.freeinv(i);
            any = true;
            // The container may have moved in the inventory.
            let w = match w {
                Where::Invent(_) => match self.u.invent.iter().position(|x| x.invlet == cont_letter) {
                    Some(ci) => Where::Invent(ci),
                    None => return any,
                },
                f => f,
            };
            let is_boh = self.cont(w).is_some_and(|c| c.otyp == BAG_OF_HOLDING);
            let magic = matches!(o.otyp, BAG_OF_HOLDING | BAG_OF_TRICKS)
                || (o.otyp == WAN_CANCELLATION && o.spe > 0)
                || o.contents.iter().any(|x| x.otyp == WAN_CANCELLATION);
            if is_boh && magic {
                self.pline("As you put it inside, you are blasted by a magical explosion!");
                // The bag and everything in it are gone.
                match w {
                    Where::Invent(ci) => {
                        self.u.invent.remove(ci);
                    }
                    Where::Floor(k) => {
                        self.lev.objects.remove(k);
                    }
                }
                let dmg = self.rng.d(6, 6);
                self.losehp(dmg, "magical explosion");
                return true;
            }
            let name = self.doname(&o);
            self.pline(format!("You put {name} into {the}."));
            if let Some(c) = self.cont_mut(w) {
                c.contents.push(o);
            }
        }
        any
    }
}

/// `weight`: an object's weight with its contents; a bag of holding
/// lightens what it holds (to a quarter blessed, a half uncursed) or,
/// cursed, doubles it.
pub fn weight(o: &Obj) -> i64 {
    let t = tables();
    // Affixes change the weight of each item ("lightweight", "durable").
    let base = crate::objects::affix::affix_weight(t, o.oprops, i64::from(t.obj(o.otyp).weight));
    if o.otyp == GOLD_PIECE {
        return (o.quan + 50) / 100;
    }
    if matches!(o.otyp, CORPSE | STATUE)
        && let Some(pm) = o.corpsenm
    {
        let cwt = i64::from(t.mon(pm).cwt);
        let w = if o.otyp == STATUE { cwt * 3 / 2 } else { cwt };
        return w.max(1) * o.quan + o.contents.iter().map(weight).sum::<i64>();
    }
    if !o.contents.is_empty() || crate::objects::objnam::is_container(o.otyp) {
        let mut cwt: i64 = o.contents.iter().map(weight).sum();
        if o.otyp == BAG_OF_HOLDING {
            cwt = if o.cursed {
                cwt * 2
            } else if o.blessed {
                (cwt + 3) / 4
            } else {
                (cwt + 1) / 2
            };
        }
        return base + cwt;
    }
    base * o.quan.max(1)
}

#[cfg(test)]
mod tests {
    use super::weight;
    use crate::world::obj::Obj;
    use oxhack_tables::ids::*;
    use oxhack_tables::tables;

    #[test]
    fn bags_of_holding_lighten_their_load() {
        let t = tables();
        let bag = i64::from(t.obj(BAG_OF_HOLDING).weight);
        let mut b = Obj::new(BAG_OF_HOLDING, 1);
        let mut boulder = Obj::new(BOULDER, 1);
        boulder.quan = 1;
        let w = weight(&boulder);
        b.contents.push(boulder);
        assert_eq!(weight(&b), bag + (w + 1) / 2);
        b.blessed = true;
        assert_eq!(weight(&b), bag + (w + 3) / 4);
        b.blessed = false;
        b.cursed = true;
        assert_eq!(weight(&b), bag + w * 2);
        let mut sack = Obj::new(SACK, 1);
        sack.contents.push(Obj::new(BOULDER, 1));
        assert_eq!(weight(&sack), i64::from(t.obj(SACK).weight) + w);
    }
}
