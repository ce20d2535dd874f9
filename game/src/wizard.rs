//! Wizard-mode commands (cmd.c's `wiz_*`) and wishing (zap.c's
//! `makewish`): ^W wish, ^V level teleport, ^T teleport, ^I identify,
//! ^G create monster. (^F map and ^O overview live with the looking
//! commands.)

use crate::game::Game;
use crate::level::{Coord, Trap};
use crate::wish::{Terrain, Wish, WishError, WishOpts, readobjnam};
use oxhack_tables::tables;
use oxhack_vm::terrain::*;

impl Game {
    /// `makewish`: asks "For what do you wish?" (five tries at most for
    /// wishes nothing matches) and grants the wish. `magical`: from a
    /// wand of wishing (only such a wish may have object properties).
    pub fn makewish(&mut self, magical: bool) {
        let opts = WishOpts { wizard: self.wizard, magical_wish: magical, fruit: Some(self.opts.fruit.clone()) };
        for _ in 0..5 {
            let Some(text) = self.getlin("For what do you wish?") else {
                self.pline("You wish for nothing.");
                return;
            };
            if text.trim().is_empty() {
                continue;
            }
            let r = self.with_mk(|c| readobjnam(c, &text, &opts));
            match r {
                Ok(Wish::Nothing) => {
                    self.pline("You wish for nothing.");
                    return;
                }
                Ok(Wish::Object(o)) => {
                    self.u.conduct.wishes += 1;
                    if o.oartifact.is_some() {
                        self.u.conduct.wisharti += 1;
                    }
                    self.hold_another_object(*o);
                    return;
                }
                Ok(Wish::Vanished(_)) => {
                    self.u.conduct.wishes += 1;
                    self.pline("For a moment, you feel something in your hands, but it disappears!");
                    return;
                }
                Ok(Wish::Trap(t)) => {
                    let (x, y) = (self.u.ux, self.u.uy);
                    self.lev.traps.retain(|tr| !(tr.tx == x && tr.ty == y));
                    let mut tr = Trap::new(t, x, y);
                    tr.tseen = true;
                    self.lev.traps.push(tr);
                    let name = crate::level::ttyp::NAMES.get(t as usize).copied().unwrap_or("trap");
                    self.pline(format!("{} appears beneath you.", crate::objnam::An(name)));
                    self.newsym(x, y);
                    return;
                }
                Ok(Wish::Terrain(t)) => {
                    self.wish_terrain(t);
                    return;
                }
                Err(WishError::NeedsWandOfWishing(_)) => {
                    self.pline("Only a wand of wishing could grant that.");
                    return;
                }
                Err(e) => self.pline(e.to_string()),
            }
        }
        self.pline("That's enough tries!");
    }

    /// A wizard-mode terrain wish at the hero's feet.
    fn wish_terrain(&mut self, t: Terrain) {
        let (x, y) = (self.u.ux, self.u.uy);
        let (typ, flags, what) = match t {
            Terrain::Fountain { .. } => (FOUNTAIN, 0, "fountain"),
            Terrain::Throne => (THRONE, 0, "throne"),
            Terrain::Sink => (SINK, 0, "sink"),
            Terrain::Pool => (POOL, 0, "pool"),
            Terrain::Moat => (MOAT, 0, "moat"),
            Terrain::Lava => (LAVAPOOL, 0, "pool of lava"),
            Terrain::Altar { align } => {
                let mask = match align {
                    Some(1) => crate::level::AM_LAWFUL,
                    Some(-1) => crate::level::AM_CHAOTIC,
                    Some(0) => crate::level::AM_NEUTRAL,
                    Some(_) => crate::level::AM_NONE,
                    None => [crate::level::AM_LAWFUL, crate::level::AM_NEUTRAL, crate::level::AM_CHAOTIC]
                        [self.rng.rn2(3) as usize],
                };
                (ALTAR, mask, "altar")
            }
            Terrain::Grave => (GRAVE, 0, "grave"),
            Terrain::Tree => (TREE, 0, "tree"),
            Terrain::IronBars => (IRONBARS, 0, "set of iron bars"),
        };
        if let Some(l) = self.lev.at_mut(x, y) {
            l.typ = typ;
            l.flags = flags;
        }
        self.pline(format!("A {what}."));
        self.newsym(x, y);
    }

    /// ^W: a wizard-mode wish.
    pub fn wiz_wish(&mut self) -> bool {
        self.makewish(true);
        false
    }

    /// ^V: teleport to another level of this dungeon by depth.
    pub fn wiz_level_tele(&mut self) -> bool {
        let Some(s) = self.getlin("To what level do you want to teleport?") else { return false };
        match s.trim().parse::<i32>() {
            Ok(d) if d >= 1 => {
                self.level_tele_to_depth(d);
                false
            }
            _ => {
                self.pline("Oops...");
                false
            }
        }
    }

    /// ^T: teleport on this level to a spot picked with the cursor.
    pub fn wiz_teleport(&mut self) -> bool {
        self.pline("Where do you want to be teleported?");
        let Some(c) = self.getpos(Coord::new(self.u.ux, self.u.uy), "the desired position") else { return false };
        if !crate::level::accessible(self.lev.typ(c.x, c.y)) || self.lev.monster_at(c.x, c.y).is_some() {
            self.pline("Sorry...");
            return false;
        }
        self.u_on_newpos(c.x, c.y);
        self.vision_recalc();
        self.spoteffects();
        false
    }

    /// ^I: identify everything carried.
    pub fn wiz_identify(&mut self) -> bool {
        for i in 0..self.u.invent.len() {
            let otyp = self.u.invent[i].otyp;
            self.u.invent[i].fully_identify();
            self.os.discover(otyp);
        }
        self.display_inventory(None);
        false
    }

    /// ^G: create a monster by name next to the hero.
    pub fn wiz_genesis(&mut self) -> bool {
        let Some(name) = self.getlin("Create what kind of monster?") else { return false };
        let t = tables();
        let want = name.trim().to_ascii_lowercase();
        let pm = t.monsters.iter().position(|m| m.name.eq_ignore_ascii_case(&want)).map(|i| oxhack_defs::Pm(i as u16));
        let Some(pm) = pm else {
            self.pline(format!("I've never heard of such monsters: {name}."));
            return false;
        };
        let (ux, uy) = (self.u.ux, self.u.uy);
        let made = self.with_mon(|c, lev| {
            let spot = c.enexto(lev, ux, uy, Some(pm))?;
            c.makemon(lev, Some(pm), spot.x, spot.y, crate::makemon::NO_MM_FLAGS)
        });
        match made {
            Some(i) => {
                let (x, y) = (self.lev.monsters[i].mx, self.lev.monsters[i].my);
                self.newsym(x, y);
            }
            None => self.pline("The monster could not be made here."),
        }
        false
    }
}
