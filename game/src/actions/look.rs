//! Looking (pager.c, invent.c's `look_here`, cmd.c): `:` what is here,
//! `;` what is over there, `^P` the message history, `^R` redraw; in
//! `look/info.rs` the discoveries, the dungeon overview, the hero's
//! attributes and the wizard's map, in `look/doset.rs` the options and
//! `@`, in `look/idtrap.rs` `^`, in `look/terrain.rs` `#terrain`. None of
//! these take game time.

mod doset;
mod idtrap;
mod info;
mod terrain;

use crate::game::Game;
use crate::world::display::Glyph;
use crate::world::glyph::sym::*;
use crate::world::level::{Coord, EngrType, ttyp};
use oxhack_defs::Prop;
use oxhack_tables::tables;
use oxhack_vm::terrain::*;

pub use crate::world::glyph::CMAP_EXPLAIN;

impl Game {
    /// `dfeature_at`: the dungeon feature at (x, y) worth a mention
    /// ("staircase down", "fountain", "broken door"), if any.
    pub fn dfeature_at(&self, x: i32, y: i32) -> Option<String> {
        let rm = self.lev.at(x, y);
        let s = match rm.typ {
            DOOR => {
                let m = rm.doormask();
                if m & crate::world::level::D_BROKEN != 0 {
                    return Some("broken door".into());
                }
                if m == crate::world::level::D_NODOOR {
                    S_NDOOR
                } else if m & crate::world::level::D_ISOPEN != 0 {
                    S_VODOOR
                } else {
                    S_VCDOOR
                }
            }
            FOUNTAIN => S_FOUNTAIN,
            THRONE => S_THRONE,
            LAVAPOOL => S_LAVA,
            ICE => S_ICE,
            POOL | MOAT => return Some("pool of water".into()),
            SINK => S_SINK,
            ALTAR => {
                let a = match rm.altarmask() & crate::world::level::AM_MASK {
                    crate::world::level::AM_LAWFUL => "lawful",
                    crate::world::level::AM_NEUTRAL => "neutral",
                    crate::world::level::AM_CHAOTIC => "chaotic",
                    _ => "unaligned",
                };
                return Some(format!("{a} altar"));
            }
            STAIRS => {
                if rm.ladder() & crate::world::level::LA_DOWN != 0
                    || self.lev.dnstair.is_some_and(|s| s.x == x && s.y == y)
                {
                    S_DNSTAIR
                } else {
                    S_UPSTAIR
                }
            }
            LADDER => {
                if rm.ladder() & crate::world::level::LA_DOWN != 0 {
                    S_DNLADDER
                } else {
                    S_UPLADDER
                }
            }
            DRAWBRIDGE_DOWN => S_VODBRIDGE,
            DBWALL => S_VCDBRIDGE,
            GRAVE => S_GRAVE,
            TREE => S_TREE,
            IRONBARS => return Some("set of iron bars".into()),
            _ => return None,
        };
        Some(CMAP_EXPLAIN[s].to_string())
    }

    /// `read_engr_at`: the engraving at (x, y), read aloud (or felt,
    /// blind, when it is cut or burned into the floor and within reach);
    /// reading stops a run.
    pub fn read_engr_at(&mut self, x: i32, y: i32) {
        let Some(e) = self.lev.engr_at(x, y).cloned() else { return };
        if e.text.is_empty() {
            return;
        }
        let blind = self.u.has(Prop::Blinded);
        let ice = self.lev.typ(x, y) == oxhack_vm::terrain::ICE;
        let surface = self.surface(x, y);
        let feel = !blind || self.can_reach_floor(true);
        let what = match e.kind {
            EngrType::Dust if !blind => {
                format!("Something is written here in the {}.", if ice { "frost" } else { "dust" })
            }
            EngrType::Engrave | EngrType::Headstone if feel => format!("Something is engraved here on the {surface}."),
            EngrType::Burn if feel => {
                format!("Some text has been {} into the {surface} here.", if ice { "melted" } else { "burned" })
            }
            EngrType::Mark if !blind => format!("There's some graffiti on the {surface} here."),
            EngrType::Blood if !blind => "You see a message scrawled in blood here.".to_string(),
            _ => return,
        };
        self.pline(what);
        let verb = if blind { "feel the words" } else { "read" };
        self.pline(format!("You {verb}: \"{}\".", e.text));
        if self.run.mode != 0 {
            self.nomul();
        }
    }

    /// `:` (`dolook`, `look_here`): the feature, engraving and objects
    /// where the hero stands. Takes no time.
    pub fn dolook(&mut self) -> bool {
        let (x, y) = (self.u.ux, self.u.uy);
        let blind = self.u.has(Prop::Blinded);
        if blind {
            self.pline("You try to feel what is lying here on the floor.");
        }
        self.read_engr_at(x, y);
        let feature = self.dfeature_at(x, y).map(|f| format!("There is {} here.", crate::objects::objnam::an(&f)));
        // Looking at objects with properties shows them to be magical
        // (`examine_object` in DynaHack's `look_here`).
        for f in self.lev.objects.iter_mut().filter(|f| f.x == x && f.y == y) {
            if f.obj.oprops & crate::world::obj::ITEM_PROP_MASK != 0 {
                f.obj.oprops_known |= crate::world::obj::ITEM_MAGICAL;
            }
        }
        let here: Vec<crate::world::obj::Obj> = self.lev.objects_at(x, y).cloned().collect();
        let names: Vec<String> = here.iter().map(|o| self.doname(o)).collect();
        if let Some(t) = self.lev.t_at(x, y)
            && t.tseen
        {
            let n = ttyp::NAMES.get(t.ttyp as usize).copied().unwrap_or("trap");
            self.pline(format!("There is {} here.", crate::objects::objnam::an(n)));
        }
        let verb = if blind { "feel" } else { "see" };
        match names.len() {
            0 => {
                if let Some(f) = feature {
                    self.pline(f);
                }
                if blind || self.dfeature_at(x, y).is_none() {
                    self.pline(format!("You {verb} no objects here."));
                }
            }
            1 => {
                if let Some(f) = feature {
                    self.pline(f);
                }
                // A message has no colour: the rarity class is a word.
                let rarity = self.shown_rarity(&here[0]).map(|r| format!(" {{{}}}", r.word())).unwrap_or_default();
                self.pline(format!("You {verb} here {}{rarity}.", names[0]));
            }
            _ => {
                let mut m = crate::ui::Menu::new("", crate::ui::PickHow::None);
                if let Some(f) = feature {
                    m.text(&f);
                    m.text("");
                }
                m.text("Things that are here:");
                for (o, name) in here.iter().zip(&names) {
                    m.text(name);
                    self.mark_rarity(&mut m, o);
                }
                self.select_menu(&m);
            }
        }
        false
    }

    /// What the hero makes of the square at (x, y) (`lookat`): the
    /// symbol shown and its description.
    pub fn lookat(&self, x: i32, y: i32) -> (char, String) {
        if (x, y) == (self.u.ux, self.u.uy) {
            let race = match self.u.hero.race {
                r if r == oxhack_tables::ids::PM_ELF => "elven",
                r if r == oxhack_tables::ids::PM_DWARF => "dwarven",
                r if r == oxhack_tables::ids::PM_GNOME => "gnomish",
                r if r == oxhack_tables::ids::PM_ORC => "orcish",
                _ => "human",
            };
            let info = crate::hero::role::role_info(self.u.hero.role);
            let role = if self.u.female { info.name_f.unwrap_or(info.name) } else { info.name };
            let invis = if self.u.has(Prop::Invis) { "invisible " } else { "" };
            return ('@', format!("{invis}{race} {} called {}", role.to_lowercase(), self.u.name));
        }
        let g = self.shown_glyph(x, y);
        let (ch, _) = self.glyph_look(g);
        let t = tables();
        let desc = match g {
            Glyph::Unexplored => "unexplored area".to_string(),
            Glyph::Invisible => "remembered, unseen, creature".to_string(),
            Glyph::Warning(w) => crate::world::display::WARNSYMS[(w as usize).min(5)].2.to_string(),
            Glyph::Mon { pm, .. } => match self.lev.monster_at(x, y) {
                Some(m) if m.mnum == pm && !self.u.has(Prop::Halluc) => {
                    let attitude = if m.mtame > 0 {
                        "tame "
                    } else if m.mpeaceful {
                        "peaceful "
                    } else {
                        ""
                    };
                    let name = &t.mon(pm).name;
                    let called = m.mname.as_ref().map(|n| format!(" called {n}")).unwrap_or_default();
                    crate::objects::objnam::an(&format!("{attitude}{name}{called}"))
                }
                _ => crate::objects::objnam::an(&t.mon(pm).name),
            },
            Glyph::Obj(otyp, _) => {
                let here = self.lev.objects_at(x, y).next().filter(|o| o.otyp == otyp && self.vis.cansee(x, y));
                match here {
                    Some(o) => self.doname(o),
                    None => {
                        let nc = self.name_ctx();
                        crate::objects::objnam::an(&crate::objects::objnam::obj_typename(&nc, otyp))
                    }
                }
            }
            Glyph::Trap(tt) => {
                let n = ttyp::NAMES.get(tt as usize).copied().unwrap_or("trap");
                format!("trap ({n})")
            }
            Glyph::Cmap(s) => {
                let e = CMAP_EXPLAIN.get(s as usize).copied().unwrap_or("stone");
                if s as usize == S_STONE { "stone".to_string() } else { crate::objects::objnam::an(e) }
            }
        };
        (ch, desc)
    }

    /// `;` (`dofarlook`): pick a square and hear what it shows. Takes no
    /// time.
    pub fn dofarlook(&mut self) -> bool {
        self.pline("Pick an object.");
        let start = Coord::new(self.u.ux, self.u.uy);
        let Some(c) = self.getpos(start, "an object") else { return false };
        self.clear_toplines();
        let (ch, desc) = self.lookat(c.x, c.y);
        self.pline(format!("{ch}        {desc}"));
        false
    }

    /// `^P` (`doprev_message`): the message history in a window.
    pub fn doprev_message(&mut self) -> bool {
        let lines = if self.history.is_empty() { vec!["(no messages yet)".to_string()] } else { self.history.clone() };
        self.display_lines("Message History", &lines);
        false
    }

    /// `^R` (`doredraw`): draw the whole screen again.
    pub fn doredraw(&mut self) -> bool {
        self.flush_screen();
        false
    }
}

#[cfg(test)]
mod tests;
