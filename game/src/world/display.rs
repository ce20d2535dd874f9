//! What the hero sees and remembers (display.c): glyphs, the per-level
//! memory of them (`levl[x][y].glyph`), `newsym`, and drawing the map
//! onto a [`Screen`] (the status lines are [`crate::hero::botl`]'s).
//!
//! Memory follows display.c: objects are remembered where seen (the top
//! one), traps once seen, the terrain with the angles walls were seen
//! from; an unseen monster that was felt or bumped into is remembered as
//! `I` until its square is seen empty; monsters show only while seen.
//! Out of sight, remembered floor turns dark. A hallucinating hero sees
//! random monsters and objects, picked with the display random stream.
//!
//! The map shows, per square: the hero; else a monster the hero can see
//! there; else what the hero remembers (an object, a trap, the terrain as
//! last seen). Memory is updated only for squares in sight.

use crate::game::Game;
use crate::ui::{Attr, Screen};
use crate::world::glyph::back_to_sym;
use crate::world::glyph::sym::*;
use crate::world::level::{COLNO, ROWNO, ttyp};
use oxhack_defs::{Color, Otyp, Pm};
use oxhack_tables::tables;
use serde::{Deserialize, Serialize};

/// One remembered or shown thing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Glyph {
    /// Never seen.
    #[default]
    Unexplored,
    /// A map symbol (`S_*` index).
    Cmap(u8),
    /// An object of this type (corpses, statues and figurines carry their
    /// monster for colour).
    Obj(Otyp, Option<Pm>),
    /// A trap of this type.
    Trap(u8),
    /// A monster (`pet`: shown highlighted).
    Mon { pm: Pm, pet: bool },
    /// "Remembered, unseen monster" (`I`).
    Invisible,
    /// A warning of an unseen hostile monster, level 0 to 5 (shown, never
    /// remembered).
    Warning(u8),
}

/// The warning levels' characters, colours and descriptions
/// (`def_warnsyms`).
pub const WARNSYMS: [(char, Color, &str); 6] = [
    ('0', Color::White, "unknown creature causing you worry"),
    ('1', Color::Red, "unknown creature causing you concern"),
    ('2', Color::Red, "unknown creature causing you anxiety"),
    ('3', Color::Red, "unknown creature causing you disquiet"),
    ('4', Color::Magenta, "unknown creature causing you alarm"),
    ('5', Color::BrightMagenta, "unknown creature causing you dread"),
];

/// The hero's memory of one level: a glyph per square, and the name the
/// player gave the level (`#annotate`, `mapseen`'s `custom`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Memory {
    pub glyphs: Vec<Glyph>,
    #[serde(default)]
    pub annotation: Option<String>,
}

impl Default for Memory {
    fn default() -> Self {
        Memory { glyphs: vec![Glyph::Unexplored; COLNO * ROWNO], annotation: None }
    }
}

impl Memory {
    fn idx(x: i32, y: i32) -> Option<usize> {
        (x >= 0 && (x as usize) < COLNO && y >= 0 && (y as usize) < ROWNO).then(|| x as usize * ROWNO + y as usize)
    }
    pub fn get(&self, x: i32, y: i32) -> Glyph {
        Self::idx(x, y).map_or(Glyph::Unexplored, |i| self.glyphs[i])
    }
    pub fn set(&mut self, x: i32, y: i32, g: Glyph) {
        if let Some(i) = Self::idx(x, y) {
            self.glyphs[i] = g;
        }
    }
}

/// Symbol and colour of a trap type (`defsyms` trap entries).
pub fn trap_look(tt: u8) -> (char, Color) {
    use ttyp::*;
    let color = match tt {
        ARROW_TRAP | DART_TRAP | BEAR_TRAP => Color::Cyan,
        SQKY_BOARD | HOLE => Color::Brown,
        LANDMINE => Color::Red,
        SLP_GAS_TRAP | MAGIC_TRAP | ANTI_MAGIC => Color::BrightBlue,
        RUST_TRAP => Color::Blue,
        FIRE_TRAP => Color::Orange,
        PIT | SPIKED_PIT => Color::Black,
        TRAPDOOR | TELEP_TRAP | LEVEL_TELEP | VIBRATING_SQUARE => Color::Magenta,
        MAGIC_PORTAL => Color::BrightMagenta,
        POLY_TRAP => Color::BrightGreen,
        _ => Color::Gray,
    };
    let ch = if tt == WEB {
        '"'
    } else if tt == VIBRATING_SQUARE {
        '~'
    } else {
        '^'
    };
    (ch, color)
}

/// The colour of a map symbol (`defsyms` colours).
pub fn cmap_color(s: usize) -> Color {
    match s {
        S_STONE => Color::NoColor,
        S_NDOOR..=S_HCDOOR => Color::Brown,
        S_BARS | S_ICE | S_AIR => Color::Cyan,
        S_TREE => Color::Green,
        S_THRONE => Color::Yellow,
        S_FOUNTAIN | S_POOL | S_WATER => Color::Blue,
        S_LAVA => Color::Red,
        S_VODBRIDGE..=S_HCDBRIDGE => Color::Brown,
        _ => Color::Gray,
    }
}

/// DECgraphics-style line drawing for walls and a few features, as
/// Unicode (the `symset:DECgraphics` / UTF-8 option).
pub fn dec_char(s: usize) -> Option<char> {
    Some(match s {
        S_VWALL => '│',
        S_HWALL => '─',
        S_TLCORN => '┌',
        S_TRCORN => '┐',
        S_BLCORN => '└',
        S_BRCORN => '┘',
        S_CRWALL => '┼',
        S_TUWALL => '┴',
        S_TDWALL => '┬',
        S_TLWALL => '┤',
        S_TRWALL => '├',
        S_ROOM => '·',
        S_CORR | S_LITCORR => '▒',
        S_POOL | S_WATER => '≈',
        S_TREE => '♣',
        _ => return None,
    })
}

impl Game {
    /// What square (x, y) shows from the level itself: the top object,
    /// else a seen trap, else the terrain (`_map_location`'s choice).
    pub fn background_glyph(&self, x: i32, y: i32) -> Glyph {
        if let Some(o) = self.lev.objects_at(x, y).next() {
            return Glyph::Obj(o.otyp, o.corpsenm);
        }
        self.trap_or_terrain_glyph(x, y)
    }

    /// A seen trap at (x, y), else the terrain as the hero saw it
    /// (`map_trap`, `map_background`).
    pub fn trap_or_terrain_glyph(&self, x: i32, y: i32) -> Glyph {
        if let Some(t) = self.lev.t_at(x, y)
            && t.tseen
        {
            return Glyph::Trap(t.ttyp);
        }
        let rm = self.lev.at(x, y);
        let mut s = back_to_sym(&self.lev, x, y, rm.seenv);
        if s == S_CORR && self.opts.lit_corridor {
            s = S_LITCORR;
        }
        Glyph::Cmap(s as u8)
    }

    /// `newsym`: refreshes what the hero remembers of (x, y): a square in
    /// sight is remembered as it is now (its top object, a seen trap or
    /// the terrain; a seen monster there is shown but not remembered); a
    /// square out of sight keeps its memory, with remembered floor and
    /// lit corridor turning dark once it is no longer seen lit.
    pub fn newsym(&mut self, x: i32, y: i32) {
        let top = self.lev.objects.iter().rposition(|f| f.x == x && f.y == y).map(|k| k as u32);
        self.newsym_top(x, y, top);
    }

    /// [`Game::newsym`] with the index of the top object at (x, y) known.
    pub fn newsym_top(&mut self, x: i32, y: i32, top: Option<u32>) {
        let Some(vi) = crate::world::vision::vidx(x, y) else { return };
        let hallu = self.u.has(oxhack_defs::Prop::Halluc);
        if self.vis.cansee(x, y) {
            if let Some(l) = self.lev.at_mut(x, y) {
                l.waslit = l.lit;
            }
            let mon_seen = self.lev.monster_at(x, y).is_some_and(|m| self.canspotmon(m));
            // A monster seen stuck in a trap gives the trap away.
            if mon_seen
                && self.lev.monster_at(x, y).is_some_and(|m| m.mtrapped)
                && let Some(t) = self.lev.traps.iter_mut().find(|t| t.tx == x && t.ty == y)
                && (t.ttyp == ttyp::BEAR_TRAP || ttyp::is_pit(t.ttyp) || t.ttyp == ttyp::WEB)
            {
                t.tseen = true;
            }
            let hero_here = (x, y) == (self.u.ux, self.u.uy);
            let obj = top.and_then(|k| self.lev.objects.get(k as usize)).map(|f| (f.obj.otyp, f.obj.corpsenm));
            let g = match obj {
                Some(_) if hallu => self.random_object_glyph(),
                Some((o, pm)) => Glyph::Obj(o, pm),
                None => self.trap_or_terrain_glyph(x, y),
            };
            // "Remembered, unseen monster": kept while something unseen
            // is still there, forgotten once the square shows empty.
            let keep_invisible = self.mem.get(x, y) == Glyph::Invisible
                && !hero_here
                && !mon_seen
                && self.lev.monster_at(x, y).is_some();
            if !keep_invisible {
                self.mem.set(x, y, g);
            }
            self.vis.hallu[vi] = if mon_seen && hallu { Some(self.random_monster_glyph()) } else { None };
        } else {
            self.vis.hallu[vi] = None;
            if (x, y) == (self.u.ux, self.u.uy) {
                return;
            }
            let rm = *self.lev.at(x, y);
            // The dark_room option (on by default): remembered floor out
            // of sight is drawn dark.
            if !rm.waslit || self.opts.color {
                let cur = self.mem.get(x, y);
                if cur == Glyph::Cmap(S_LITCORR as u8) && rm.typ == oxhack_vm::terrain::CORR && !self.opts.lit_corridor
                {
                    self.mem.set(x, y, Glyph::Cmap(S_CORR as u8));
                } else if cur == Glyph::Cmap(S_ROOM as u8) && rm.typ == oxhack_vm::terrain::ROOM {
                    self.mem.set(x, y, Glyph::Cmap(S_DARKROOM as u8));
                }
            }
        }
    }

    /// Refreshes every square in sight (after vision changes).
    pub fn newsym_all(&mut self) {
        let tops = self.top_objects();
        for (x, y) in crate::world::level::Level::positions() {
            if self.vis.cansee(x, y) {
                self.newsym_top(x, y, tops[x as usize * ROWNO + y as usize]);
            }
        }
    }

    /// `feel_location`: the blind hero learns the square under them by
    /// touch: the top object, else a known trap, else the floor.
    pub fn feel_location(&mut self, x: i32, y: i32) {
        let top = self.lev.objects_at(x, y).next().map(|o| (o.otyp, o.corpsenm));
        let g = match top {
            Some((o, pm)) => Glyph::Obj(o, pm),
            None => {
                if let Some(l) = self.lev.at_mut(x, y) {
                    l.seenv = crate::world::wallmode::SVALL;
                }
                match self.trap_or_terrain_glyph(x, y) {
                    Glyph::Cmap(s) if s as usize == S_ROOM && !self.lev.at(x, y).lit => Glyph::Cmap(S_DARKROOM as u8),
                    g => g,
                }
            }
        };
        self.mem.set(x, y, g);
    }

    /// `map_invisible`: remember an unseen monster (`I`) at (x, y), never
    /// on the hero's own square.
    pub fn map_invisible(&mut self, x: i32, y: i32) {
        if (x, y) != (self.u.ux, self.u.uy) {
            self.mem.set(x, y, Glyph::Invisible);
        }
    }

    /// `unmap_invisible`: forget a remembered unseen monster at (x, y);
    /// true if there was one.
    pub fn unmap_invisible(&mut self, x: i32, y: i32) -> bool {
        if self.mem.get(x, y) != Glyph::Invisible {
            return false;
        }
        let g = if self.lev.at(x, y).seenv != 0 { self.background_glyph(x, y) } else { Glyph::Cmap(S_STONE as u8) };
        self.mem.set(x, y, g);
        self.newsym(x, y);
        true
    }

    /// A random monster's look, for hallucination (display stream only).
    pub fn random_monster_glyph(&mut self) -> Glyph {
        let n = tables().monsters.len().max(1) as i32;
        let pm = Pm(self.disp_rng.rn2(n) as u16);
        Glyph::Mon { pm, pet: false }
    }

    /// A random object's look, for hallucination (display stream only).
    pub fn random_object_glyph(&mut self) -> Glyph {
        let n = tables().objects.len().max(2) as i32;
        Glyph::Obj(Otyp(1 + self.disp_rng.rn2(n - 1) as u16), None)
    }

    /// The glyph shown at (x, y) now (`glyph_at` plus monsters in view;
    /// a hallucinating hero sees the random look picked when the square
    /// was last refreshed).
    pub fn shown_glyph(&self, x: i32, y: i32) -> Glyph {
        if let Some(m) = self.lev.monster_at(x, y)
            && self.canspotmon(m)
        {
            if self.u.has(oxhack_defs::Prop::Halluc)
                && let Some(g) = crate::world::vision::vidx(x, y).and_then(|i| self.vis.hallu[i])
            {
                return g;
            }
            // A mimic shows what it pretends to be (`display_monster`).
            return match m.appear {
                crate::world::monst::Appearance::Furniture(s) => Glyph::Cmap(s.min(255) as u8),
                crate::world::monst::Appearance::Object(o) => Glyph::Obj(Otyp(o), None),
                crate::world::monst::Appearance::Monster(pm) => Glyph::Mon { pm: Pm(pm), pet: false },
                crate::world::monst::Appearance::Nothing => Glyph::Mon { pm: m.mnum, pet: m.mtame > 0 },
            };
        }
        if let Some(m) = self.lev.monster_at(x, y) {
            // Telepathy shows the monster as it is; warning, a digit.
            if self.tp_sensemon(m) {
                return Glyph::Mon { pm: m.mnum, pet: m.mtame > 0 };
            }
            if let Some(w) = self.warning_of(m) {
                return Glyph::Warning(w);
            }
        }
        self.mem.get(x, y)
    }

    /// `tp_sensemon`: telepathy senses monster `m` (not a mindless one):
    /// any telepathy while blind, worn telepathy (an amulet of ESP, a helm
    /// of telepathy, an object of telepathy) within eight squares or so
    /// (`BOLT_LIM` squared) while not.
    pub fn tp_sensemon(&self, m: &crate::world::monst::Monst) -> bool {
        let t = tables();
        if t.mon(m.mnum).mflags1.contains(oxhack_defs::flags::M1::MINDLESS) {
            return false;
        }
        let tp = self.u.prop(oxhack_defs::Prop::Telepat);
        if !tp.blocked.is_empty() {
            return false;
        }
        let blind = self.u.has(oxhack_defs::Prop::Blinded);
        let worn = !tp.extrinsic.is_empty();
        let (dx, dy) = (m.mx - self.u.ux, m.my - self.u.uy);
        let lim = crate::world::level::BOLT_LIM;
        (blind && (worn || tp.intrinsic != 0)) || (worn && dx * dx + dy * dy <= lim * lim)
    }

    /// `warning_of` (`mon_warning`): the warning level (its level / 4, at
    /// most 5) of a hostile monster of level 4 or more within ten squares
    /// of a warned hero, None otherwise.
    pub fn warning_of(&self, m: &crate::world::monst::Monst) -> Option<u8> {
        let (dx, dy) = (m.mx - self.u.ux, m.my - self.u.uy);
        let wl = m.m_lev / 4;
        (self.u.has(oxhack_defs::Prop::Warning) && !m.mpeaceful && dx * dx + dy * dy < 100 && wl >= 1)
            .then_some(wl.min(WARNSYMS.len() as u8 - 1))
    }

    /// The hero can see monster `m` where it is (`canspotmon`, without
    /// telepathy and warning for now).
    pub fn canspotmon(&self, m: &crate::world::monst::Monst) -> bool {
        self.vis.cansee(m.mx, m.my) && (!m.minvis || self.u.has(oxhack_defs::Prop::SeeInvis)) && !m.mundetected
    }

    /// A glyph's character and colour.
    pub fn glyph_look(&self, g: Glyph) -> (char, Color) {
        let t = tables();
        match g {
            Glyph::Unexplored => (' ', Color::NoColor),
            Glyph::Cmap(s) => {
                let s = s as usize;
                let ch = if self.opts.decgraphics { dec_char(s) } else { None };
                (ch.unwrap_or(DEFSYMS[s.min(DEFSYMS.len() - 1)]), cmap_color(s))
            }
            // A statue shows as its monster's letter in the statue's
            // own colour (3.6's statue glyphs, mapglyph.c).
            Glyph::Obj(o, Some(pm)) if o == oxhack_tables::ids::STATUE => {
                (t.mon(pm).mlet.symbol() as char, self.os.color[o.0 as usize])
            }
            Glyph::Obj(o, pm) => {
                let c = t.obj(o);
                let ch = if o == oxhack_tables::ids::BOULDER {
                    self.opts.boulder.unwrap_or('0')
                } else {
                    c.class.symbol() as char
                };
                let color = match pm {
                    Some(pm) if o == oxhack_tables::ids::CORPSE => t.mon(pm).color,
                    _ => self.os.color[o.0 as usize],
                };
                (ch, color)
            }
            Glyph::Trap(tt) => trap_look(tt),
            Glyph::Mon { pm, .. } => {
                let m = t.mon(pm);
                (m.mlet.symbol() as char, m.color)
            }
            Glyph::Invisible => ('I', Color::NoColor),
            Glyph::Warning(w) => {
                let (ch, color, _) = WARNSYMS[(w as usize).min(WARNSYMS.len() - 1)];
                (ch, color)
            }
        }
    }

    /// Draws rows 1..=21: the map (column x at screen column x-1).
    pub fn draw_map(&self, s: &mut Screen) {
        let rarity = self.rarity_cells();
        for y in 0..ROWNO as i32 {
            for x in 1..COLNO as i32 {
                // The object type shown here, for its rarity colour.
                let mut shown_obj = None;
                let (ch, color, attr) = if let Some((ch, c)) = self.swallowed_look(x, y) {
                    (ch, c, Attr::empty())
                } else if x == self.u.ux && y == self.u.uy {
                    if self.u.upolyd() {
                        // A polymorphed hero shows as the form.
                        let m = tables().mon(self.u.umonnum());
                        (m.mlet.symbol() as char, m.color, Attr::empty())
                    } else {
                        ('@', Color::White, Attr::empty())
                    }
                } else {
                    let g = self.shown_glyph(x, y);
                    if let Glyph::Obj(o, _) = g {
                        shown_obj = Some(o);
                    }
                    let (ch, c) = self.glyph_look(g);
                    let attr = match g {
                        Glyph::Mon { pet: true, .. } if self.opts.hilite_pet => Attr::INVERSE,
                        _ => Attr::empty(),
                    };
                    (ch, c, attr)
                };
                let mut color = if self.opts.color { color.value() } else { 8 };
                // An object's rarity class shows as its colour.
                if self.opts.color
                    && let Some(o) = shown_obj
                    && let Some(Some((ro, c))) = rarity.get(y as usize * COLNO + x as usize)
                    && *ro == o
                {
                    color = *c;
                }
                s.put((x - 1) as usize, y as usize + 1, ch, color, attr);
            }
        }
    }
}

/// "valkyrie" -> "Valkyrie".
pub fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}
