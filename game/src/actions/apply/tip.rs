//! `#tip` (pickup.c's `dotip`, `tipcontainer`): emptying a container on
//! the floor here or a carried one onto the floor; a bag of tricks tipped
//! out lets its monsters go; other things spill a little or nothing.

use super::container::Where;
use crate::actions::potion::dip::otense;
use crate::game::Game;
use crate::objects::objnam::is_container;
use crate::ui::{Menu, PickHow};
use crate::world::display::capitalize;
use oxhack_defs::{OClass, Prop};
use oxhack_tables::ids::*;
use oxhack_tables::tables;
use oxhack_vm::terrain::ALTAR;

impl Game {
    /// `#tip` (`dotip`).
    pub fn dotip(&mut self) -> bool {
        let (ux, uy) = (self.u.ux, self.u.uy);
        let floor: Vec<usize> = (0..self.lev.objects.len())
            .filter(|&k| {
                let f = &self.lev.objects[k];
                (f.x, f.y) == (ux, uy) && is_container(f.obj.otyp)
            })
            .collect();
        if !floor.is_empty() && !self.u.has(Prop::Levitation) {
            if floor.len() > 1 {
                let mut m = Menu::new("Tip which container?", PickHow::One);
                for &k in &floor {
                    m.item(None, &self.doname(&self.lev.objects[k].obj));
                }
                if !self.u.invent.is_empty() {
                    m.text("");
                    m.item(Some('i'), "tip something being carried");
                }
                let Some(pick) = self.select_menu(&m) else { return false };
                if let Some(&p) = pick.first()
                    && m.items[p].letter != Some('i')
                    && let Some(n) = m.items[..=p].iter().filter(|it| it.selectable).count().checked_sub(1)
                    && let Some(&k) = floor.get(n)
                {
                    self.tipcontainer(Where::Floor(k));
                    return true;
                }
            } else {
                for &k in floor.iter().rev() {
                    let q = format!("There is {} here, tip it?", self.doname(&self.lev.objects[k].obj));
                    match self.yn_function(&q, "ynq", 'n') {
                        'q' => return false,
                        'y' => {
                            self.tipcontainer(Where::Floor(k));
                            return true;
                        }
                        _ => {}
                    }
                }
            }
        }
        let t = tables();
        let Some(i) = self.getobj("tip", &|_, o| o.oclass(t) == OClass::Tool) else { return false };
        let o = self.u.invent[i].clone();
        if is_container(o.otyp) || o.otyp == HORN_OF_PLENTY || o.otyp == BAG_OF_TRICKS {
            self.tipcontainer(Where::Invent(i));
            return true;
        }
        let spillage = if matches!(o.otyp, TALLOW_CANDLE | WAX_CANDLE) && o.lamplit {
            Some("wax")
        } else if (o.otyp == POT_OIL && o.lamplit)
            || (o.otyp == OIL_LAMP && o.age != 0)
            || (o.otyp == MAGIC_LAMP && o.spe != 0)
        {
            Some("oil")
        } else if o.otyp == CAN_OF_GREASE && o.spe > 0 {
            Some("grease")
        } else if matches!(o.otyp, FOOD_RATION | CRAM_RATION | LEMBAS_WAFER) {
            Some("crumbs")
        } else if o.oclass(t) == OClass::Venom {
            Some("venom")
        } else {
            None
        };
        if let Some(what) = spillage {
            let plural = what == "crumbs";
            let verb = if plural { "spill" } else { "spills" };
            let surface = self.surface(ux, uy);
            self.pline(format!("Some {what} {verb} onto the {surface}."));
            if o.otyp == CAN_OF_GREASE {
                self.u.invent[i].spe -= 1;
            }
            return true;
        }
        if o.oclass(t) == OClass::Potion {
            let nc = self.name_ctx();
            let name = crate::objects::objnam::xname(&nc, &o);
            self.pline(format!("The {name} {} securely sealed.", otense(&o, "are")));
        } else if o.otyp == STATUE {
            self.pline("Nothing interesting happens.");
        } else {
            self.pline("Nothing happens.");
        }
        false
    }

    /// `tipcontainer`: out with everything, onto the floor here.
    fn tipcontainer(&mut self, w: Where) {
        let Some(c) = (match w {
            Where::Invent(i) => self.u.invent.get_mut(i),
            Where::Floor(k) => self.lev.objects.get_mut(k).map(|f| &mut f.obj),
        }) else {
            return;
        };
        c.lknown = true;
        let c = c.clone();
        let (ux, uy) = (self.u.ux, self.u.uy);
        if c.olocked {
            self.pline("It's locked.");
            return;
        }
        if c.otrapped {
            // Not reaching in, but handling it all the same.
            self.chest_trap(c.o_id, "hand", false);
            if self.u.multi >= 0 {
                self.helpless(1, "");
            }
            return;
        }
        if c.otyp == BAG_OF_TRICKS || c.otyp == HORN_OF_PLENTY {
            let Where::Invent(i) = w else {
                self.pline("Nothing seems to happen.");
                return;
            };
            let before = self.lev.monsters.len();
            let mut tries = 0;
            while self.u.invent[i].spe > 0 && tries < 50 {
                tries += 1;
                if c.otyp == BAG_OF_TRICKS {
                    self.bagotricks(i);
                } else {
                    self.u.invent[i].spe -= 1;
                }
            }
            let seen = self.lev.monsters.len().saturating_sub(before);
            if c.otyp == BAG_OF_TRICKS && tries > 0 {
                self.pline(match seen {
                    0 => "Nothing seems to happen.",
                    1 => "A monster appears.",
                    _ => "Monsters appear!",
                });
            }
            self.u.invent[i].cknown = true;
            return;
        }
        if c.contents.is_empty() {
            self.set_cknown(w);
            self.pline("It's empty.");
            return;
        }
        let contents = match w {
            Where::Invent(i) => std::mem::take(&mut self.u.invent[i].contents),
            Where::Floor(k) => std::mem::take(&mut self.lev.objects[k].obj.contents),
        };
        self.set_cknown(w);
        let altar = self.lev.typ(ux, uy) == ALTAR;
        let highdrop = self.u.has(Prop::Levitation);
        let mut terse = !(altar || highdrop);
        let cursed_bag = c.otyp == BAG_OF_HOLDING && c.cursed;
        let n = contents.len();
        self.pline(format!(
            "{} out{}",
            if n > 1 { "Objects spill" } else { "An object spills" },
            if terse { ':' } else { '.' }
        ));
        let mut names = Vec::new();
        for (k, mut o) in contents.into_iter().enumerate() {
            if cursed_bag && self.rng.rn2(13) == 0 {
                let name = self.doname(&o);
                if o.dknown {
                    self.pline(format!("{} {} vanished!", capitalize(&name), otense(&o, "have")));
                } else {
                    self.pline(format!("You see {name} disappear!"));
                }
                terse = false;
                continue;
            }
            if altar {
                self.doaltarobj(&mut o);
            } else if !terse {
                let surface = self.surface(ux, uy);
                self.pline(format!("{} {} to the {surface}.", capitalize(&self.doname(&o)), otense(&o, "drop")));
            } else {
                names.push(format!("{}{}", self.doname(&o), if k + 1 < n { "," } else { "." }));
            }
            self.lev.place_object(o, ux, uy);
        }
        for line in names {
            self.pline(line);
        }
        self.newsym(ux, uy);
    }

    fn set_cknown(&mut self, w: Where) {
        match w {
            Where::Invent(i) => self.u.invent[i].cknown = true,
            Where::Floor(k) => self.lev.objects[k].obj.cknown = true,
        }
    }
}
