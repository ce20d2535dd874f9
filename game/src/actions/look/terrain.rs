//! `#terrain` (cmd.c's `doterrain`, detect.c's `reveal_terrain`): the
//! map as the hero knows it with the monsters, objects and traps taken
//! away, so the floor beneath shows; in explore and wizard mode the
//! whole level, and for the wizard its internal terrain codes.

use crate::game::Game;
use crate::ui::{Attr, Menu, PickHow, Screen};
use crate::world::display::Glyph;
use crate::world::glyph::back_to_sym;
use crate::world::level::{COLNO, ROWNO};
use oxhack_defs::Prop;

/// Keep seen traps on the map (`TER_TRP`).
pub const TER_TRP: u8 = 1;
/// Keep remembered objects (`TER_OBJ`).
pub const TER_OBJ: u8 = 2;

impl Game {
    /// `#terrain` (`doterrain`): which view, then that view.
    pub fn doterrain(&mut self) -> bool {
        let mut m = Menu::new("View which?", PickHow::One);
        m.item(None, "known map without monsters, objects, and traps");
        if let Some(first) = m.items.last_mut() {
            first.preselected = true;
        }
        m.item(None, "known map without monsters and objects");
        m.item(None, "known map without monsters");
        if self.discover || self.wizard {
            m.item(None, "full map without monsters, objects, and traps");
            if self.wizard {
                m.item(None, "internal levl[][].typ codes in base-36");
                m.item(None, "legend of base-36 levl[][].typ codes");
            }
        }
        let Some(pick) = self.select_menu(&m) else { return false };
        // Picking another than the preselected one picks both.
        let which = pick.iter().copied().find(|&i| i != 0).or(pick.first().copied());
        match which {
            Some(0) => self.reveal_terrain(false, 0),
            Some(1) => self.reveal_terrain(false, TER_TRP),
            Some(2) => self.reveal_terrain(false, TER_TRP | TER_OBJ),
            Some(3) => self.reveal_terrain(true, 0),
            Some(4) => self.wiz_map_levltyp(),
            Some(5) => self.wiz_levltyp_legend(),
            _ => {}
        }
        false
    }

    /// What `#terrain` shows at (x, y) (`reveal_terrain_getglyph`).
    pub fn terrain_glyph(&self, x: i32, y: i32, full: bool, keep: u8) -> Glyph {
        let rm = self.lev.at(x, y);
        if full {
            return Glyph::Cmap(back_to_sym(&self.lev, x, y, 0xff) as u8);
        }
        let g = self.mem.get(x, y);
        let hidden = match g {
            Glyph::Obj(..) => keep & TER_OBJ == 0,
            Glyph::Trap(_) => keep & TER_TRP == 0,
            Glyph::Invisible | Glyph::Mon { .. } => true,
            _ => false,
        };
        if !hidden {
            return g;
        }
        if keep & TER_TRP != 0
            && !matches!(g, Glyph::Trap(_))
            && let Some(t) = self.lev.t_at(x, y).filter(|t| t.tseen)
        {
            return Glyph::Trap(t.ttyp);
        }
        if rm.seenv == 0 {
            return Glyph::Unexplored;
        }
        Glyph::Cmap(back_to_sym(&self.lev, x, y, rm.seenv) as u8)
    }

    /// `reveal_terrain`: shows the stripped map until a key is pressed.
    pub fn reveal_terrain(&mut self, full: bool, keep: u8) {
        if !full && (self.u.has(Prop::Halluc) || self.u.has(Prop::Stunned) || self.u.has(Prop::Confusion)) {
            self.pline("You are too disoriented for this.");
            return;
        }
        let mut what = if full { "underlying terrain".to_string() } else { "known terrain".to_string() };
        if !full && keep & TER_TRP != 0 {
            what.push_str(if keep & TER_OBJ != 0 { ", traps" } else { " and traps" });
        }
        if !full && keep & TER_OBJ != 0 {
            what.push_str(" and objects");
        }
        self.pline(format!("Showing {what} only..."));
        let (cols, rows) = self.win.size();
        let mut s = Screen::new(cols.max(20), rows.max(3));
        for y in 0..ROWNO as i32 {
            for x in 1..COLNO as i32 {
                let (ch, color) = self.glyph_look(self.terrain_glyph(x, y, full, keep));
                let color = if self.opts.color { color.value() } else { 8 };
                s.put((x - 1) as usize, y as usize + 1, ch, color, Attr::empty());
            }
        }
        self.draw_status(&mut s);
        s.cursor = ((self.u.ux - 1).max(0) as usize, self.u.uy as usize + 1);
        self.win.update_map(s);
        self.win.more();
        self.flush_screen();
    }

    /// `wiz_map_levltyp`: the terrain codes, one base-36 digit a square.
    fn wiz_map_levltyp(&mut self) {
        let mut lines = Vec::new();
        for y in 0..ROWNO as i32 {
            let row: String = (1..COLNO as i32)
                .map(|x| {
                    let t = u32::from(self.lev.typ(x, y));
                    if (x, y) == (self.u.ux, self.u.uy) { '@' } else { char::from_digit(t, 36).unwrap_or('?') }
                })
                .collect();
            lines.push(row.trim_end().to_string());
        }
        self.display_lines("", &lines);
    }

    /// `wiz_levltyp_legend`: what the base-36 digits stand for.
    fn wiz_levltyp_legend(&mut self) {
        let mut lines = vec!["Legend of base-36 levl[][].typ codes:".to_string(), String::new()];
        for t in 0..oxhack_vm::terrain::MAX_TYPE {
            let d = char::from_digit(u32::from(t), 36).unwrap_or('?');
            lines.push(format!("{d} - {}", oxhack_vm::terrain::name(t)));
        }
        self.display_lines("", &lines);
    }
}
