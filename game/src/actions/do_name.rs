//! Naming monsters and objects and calling object types (do_name.c):
//! `C`, `#name`, `#call` (`docallcmd`, `do_mname`, `do_oname`, `docall`).

use crate::game::Game;
use crate::ui::{Menu, PickHow};
use crate::world::level::Coord;
use crate::world::obj::Obj;
use oxhack_defs::flags::Spfx;
use oxhack_tables::tables;

impl Game {
    /// `C` / `#name` / `#call`: what to name, from a menu.
    pub fn docallcmd(&mut self) -> bool {
        let mut m = Menu::new("What do you want to name?", PickHow::One);
        m.item(Some('m'), "a monster");
        m.item(Some('i'), "a particular object in inventory");
        m.item(Some('o'), "the type of an object in inventory");
        m.item(Some('f'), "the type of an object upon the floor");
        let Some(sel) = self.select_menu(&m) else { return false };
        let Some(l) = sel.first().and_then(|&j| m.items.get(j)).and_then(|it| it.letter) else { return false };
        match l {
            'm' => self.do_mname(),
            'i' => self.do_oname(),
            'o' => {
                let t = tables();
                if let Some(i) = self.getobj("call", &|g, o| callable(g, o.otyp, t)) {
                    let o = self.u.invent[i].clone();
                    self.docall(&o);
                }
            }
            'f' => self.call_floor_type(),
            _ => {}
        }
        false
    }

    /// `do_mname`: give a monster a name, chosen on the map.
    pub fn do_mname(&mut self) {
        self.pline("What monster do you want to name?");
        let start = Coord::new(self.u.ux, self.u.uy);
        let Some(c) = self.getpos(start, "the monster you want to name") else { return };
        if c.x == self.u.ux && c.y == self.u.uy {
            let name = self.u.name.clone();
            self.pline(format!("This creature is called {name} and cannot be renamed."));
            return;
        }
        let Some(i) = self.lev.monsters.iter().position(|m| m.mx == c.x && m.my == c.y) else {
            self.pline("I see no monster there.");
            return;
        };
        if !self.canspotmon(&self.lev.monsters[i].clone()) {
            self.pline("I see no monster there.");
            return;
        }
        let mname = self.mon_nam(i);
        let Some(name) = self.getlin(&format!("What do you want to call {mname}?")) else { return };
        let name = name.trim().to_string();
        let t = tables();
        let pm = self.lev.monsters[i].mnum;
        if t.mon(pm).geno.contains(oxhack_defs::flags::Geno::UNIQ) || self.lev.monsters[i].isshk() {
            let cap = self.monnam_cap(i);
            self.pline(format!("{cap} doesn't like being called names!"));
            return;
        }
        self.lev.monsters[i].mname = if name.is_empty() { None } else { Some(name) };
    }

    /// `do_oname`: give one inventory object a name. Naming an object of
    /// an artifact's base type with that artifact's name makes it the
    /// artifact, unless it already exists or may not be made that way.
    pub fn do_oname(&mut self) {
        let Some(i) = self.getobj("name", &|_, _| true) else { return };
        let o = self.u.invent[i].clone();
        let t = tables();
        let nc = self.name_ctx();
        let what = crate::objects::objnam::xname(&nc, &o);
        let this = if o.quan > 1 { "these" } else { "this" };
        let Some(name) = self.getlin(&format!("What do you want to name {this} {what}?")) else { return };
        let name = name.trim().to_string();
        if o.oartifact.is_some() {
            self.pline("The artifact seems to resist the attempt.");
            return;
        }
        if let Some(a) = crate::objects::artifact::names_an_artifact(t, o.otyp, &name) {
            let restricted = t.arti(a).is_some_and(|ar| ar.spfx.intersects(Spfx::NOGEN | Spfx::RESTR));
            if restricted || o.quan > 1 || self.og.arti.exists(a) {
                self.pline("While engraving, your hand slips.");
                let slipped = self.slip_name(&name);
                self.u.invent[i].oname = Some(slipped);
                return;
            }
            // The name is the artifact's.
            let ar_name = crate::objects::artifact::artiname(t, a).to_string();
            let obj = &mut self.u.invent[i];
            obj.oartifact = Some(a);
            obj.oname = Some(ar_name);
            obj.oprops = 0;
            obj.oprops_known = 0;
            self.og.arti.set_exists(a, true);
            self.update_worn_props();
            return;
        }
        self.u.invent[i].oname = if name.is_empty() { None } else { Some(name) };
    }

    /// A name mangled by a slip of the hand (`wipeout_text`, one letter).
    fn slip_name(&mut self, name: &str) -> String {
        let mut chars: Vec<char> = name.chars().collect();
        if chars.is_empty() {
            return String::new();
        }
        let j = self.rng.rn2(chars.len() as i32) as usize;
        const ROT: &[(char, char)] = &[
            ('A', '^'),
            ('B', 'P'),
            ('C', '('),
            ('D', '|'),
            ('E', 'F'),
            ('O', 'C'),
            ('R', 'P'),
            ('a', 'o'),
            ('e', 'c'),
        ];
        chars[j] = ROT.iter().find(|(a, _)| *a == chars[j]).map_or(' ', |&(_, b)| b);
        chars.into_iter().collect()
    }

    /// `docall`: call the type of `o` something ("Call a scroll labeled
    /// FOO:"); an empty answer forgets the name.
    pub fn docall(&mut self, o: &Obj) {
        let t = tables();
        if !callable(self, o.otyp, t) {
            self.pline("That has no special name.");
            return;
        }
        let mut one = o.clone();
        one.quan = 1;
        one.oname = None;
        one.dknown = true;
        let nc = self.name_ctx();
        let what = crate::objects::objnam::an(&crate::objects::objnam::xname(&nc, &one));
        let Some(name) = self.getlin(&format!("Call {what}:")) else { return };
        self.os.call(o.otyp, name.trim());
    }

    /// `f`: call the type of an object at the hero's feet.
    fn call_floor_type(&mut self) {
        let t = tables();
        let here: Vec<Obj> = self.lev.objects_at(self.u.ux, self.u.uy).cloned().collect();
        if here.is_empty() {
            self.pline("There is nothing here.");
            return;
        }
        let callables: Vec<Obj> = here.into_iter().filter(|o| callable(self, o.otyp, t)).collect();
        let o = match callables.len() {
            0 => {
                self.pline("There is nothing here you can call.");
                return;
            }
            1 => callables[0].clone(),
            _ => {
                let mut m = Menu::new("Call what?", PickHow::One);
                for o in &callables {
                    let n = self.doname(o);
                    m.item(None, &n);
                }
                let Some(sel) = self.select_menu(&m) else { return };
                let Some(&j) = sel.first() else { return };
                match callables.get(j) {
                    Some(o) => o.clone(),
                    None => return,
                }
            }
        };
        self.docall(&o);
    }
}

/// Whether a type can be called something: it has an appearance the hero
/// cannot see through yet (`objtyp_is_callable` simplified).
fn callable(g: &Game, otyp: oxhack_defs::Otyp, t: &oxhack_defs::Tables) -> bool {
    g.os.descr(t, otyp).is_some() && !g.os.is_known(otyp)
}
