//! What the hero has in use (invent.c): `)` the weapon wielded, `[` the
//! armor worn, `=` the rings, `"` the amulet, `(` the tools in use and
//! `*` all of them; `prinv`, and the inventory shown for a set of letters
//! (one item as a message, more in a window).

use crate::game::Game;
use crate::objects::invent::{INV_ORDER, class_heading};
use crate::ui::{Menu, PickHow};
use crate::world::obj::{Obj, Worn};
use oxhack_defs::OClass;
use oxhack_tables::tables;

/// A tool in use (`tool_in_use`): worn (blindfold, saddle), wielded, or
/// a lit lamp or candle.
fn tool_in_use(o: &Obj) -> bool {
    if o.owornmask.intersects(Worn::TOOL | Worn::SADDLE) {
        return true;
    }
    o.oclass(tables()) == OClass::Tool && (o.owornmask.contains(Worn::WEP) || o.lamplit)
}

/// Anything worn, wielded or readied (`is_worn`).
fn is_worn(o: &Obj) -> bool {
    o.owornmask
        .intersects(Worn::ARMOR | Worn::RING | Worn::AMUL | Worn::TOOL | Worn::WEP | Worn::QUIVER | Worn::SWAPWEP)
}

impl Game {
    /// `prinv`: one inventory item as a message, after `prefix` if any
    /// ("Moving: c - a +1 long sword (weapon in hand).").
    pub fn prinv(&mut self, prefix: &str, i: usize) {
        let line = self.inv_name(i);
        if prefix.is_empty() {
            self.pline(format!("{line}."));
        } else {
            self.pline(format!("{prefix} {line}."));
        }
    }

    /// `display_inventory(lets)`: the items with these letters; a single
    /// one as a message, more in a window by class.
    pub fn display_inventory_lets(&mut self, lets: &[char]) {
        let idx: Vec<usize> =
            (0..self.u.invent.len()).filter(|&i| self.u.invent[i].invlet.is_some_and(|l| lets.contains(&l))).collect();
        if idx.len() == 1 {
            self.prinv("", idx[0]);
            return;
        }
        let t = tables();
        let mut m = Menu::new("", PickHow::None);
        for &cl in INV_ORDER {
            let here: Vec<usize> = idx.iter().copied().filter(|&i| self.u.invent[i].oclass(t) == cl).collect();
            if here.is_empty() {
                continue;
            }
            m.header(class_heading(cl));
            for i in here {
                m.text(&self.inv_name(i));
            }
        }
        self.select_menu(&m);
    }

    fn lets_where(&self, f: impl Fn(&Obj) -> bool) -> Vec<char> {
        self.u.invent.iter().filter(|o| f(o)).filter_map(|o| o.invlet).collect()
    }

    /// `)` (`doprwep`): the weapon in hand.
    pub fn doprwep(&mut self) -> bool {
        match self.u.worn(Worn::WEP) {
            Some(i) => self.prinv("", i),
            None => self.pline("You are empty handed."),
        }
        false
    }

    /// `[` (`doprarm`): the armor worn, shirt to boots.
    pub fn doprarm(&mut self) -> bool {
        let order = [Worn::ARMU, Worn::ARM, Worn::ARMC, Worn::ARMH, Worn::ARMS, Worn::ARMG, Worn::ARMF];
        let lets: Vec<char> =
            order.iter().filter_map(|&w| self.u.worn(w)).filter_map(|i| self.u.invent[i].invlet).collect();
        if lets.is_empty() {
            self.pline("You are not wearing any armor.");
        } else {
            self.display_inventory_lets(&lets);
        }
        false
    }

    /// `=` (`doprring`): the rings worn.
    pub fn doprring(&mut self) -> bool {
        let lets = self.lets_where(|o| o.owornmask.intersects(Worn::RING));
        if lets.is_empty() {
            self.pline("You are not wearing any rings.");
        } else {
            self.display_inventory_lets(&lets);
        }
        false
    }

    /// `"` (`dopramulet`): the amulet worn.
    pub fn dopramulet(&mut self) -> bool {
        match self.u.worn(Worn::AMUL) {
            Some(i) => self.prinv("", i),
            None => self.pline("You are not wearing an amulet."),
        }
        false
    }

    /// `(` (`doprtool`): the tools in use.
    pub fn doprtool(&mut self) -> bool {
        let lets = self.lets_where(tool_in_use);
        if lets.is_empty() {
            self.pline("You are not using any tools.");
        } else {
            self.display_inventory_lets(&lets);
        }
        false
    }

    /// `*` (`doprinuse`): everything worn, wielded or in use.
    pub fn doprinuse(&mut self) -> bool {
        let lets = self.lets_where(|o| is_worn(o) || tool_in_use(o));
        if lets.is_empty() {
            self.pline("You are not wearing or wielding anything.");
        } else {
            self.display_inventory_lets(&lets);
        }
        false
    }

    /// Whether the hero carries an object of type `otyp` (`carrying`).
    pub fn carrying(&self, otyp: oxhack_defs::Otyp) -> Option<usize> {
        self.u.invent.iter().position(|o| o.otyp == otyp)
    }
}
