//! The parts of hack.c's `domove` about what stands in the hero's way:
//! swapping places with a safe pet once the step is allowed, and `F`
//! (or a remembered unseen monster) at a square where no monster is,
//! which spends the turn swinging at the air, a boulder or a wall.

use crate::game::Game;
use crate::world::display::Glyph;
use crate::world::level::is_rock;
use oxhack_tables::ids;
use oxhack_tables::tables;
use oxhack_vm::terrain::*;

impl Game {
    /// `F` at (x, y) with no monster there, or a step into a remembered
    /// unseen monster that is gone: "You attack thin air.", "You
    /// harmlessly attack a boulder.", "You harmlessly attack the wall."
    /// The remembered 'I' is forgotten. Takes the turn.
    pub fn forcefight_nothing(&mut self, x: i32, y: i32) -> bool {
        let t = tables();
        let shown = self.shown_glyph(x, y);
        let statue_shown = match shown {
            Glyph::Obj(o, _) => o == ids::STATUE,
            Glyph::Mon { .. } => self.u.has(oxhack_defs::Prop::Halluc),
            _ => false,
        };
        let find = |otyp| self.lev.objects.iter().rev().find(|f| f.x == x && f.y == y && f.obj.otyp == otyp);
        let boulder = if statue_shown { find(ids::STATUE) } else { find(ids::BOULDER) };
        let boulder_name =
            boulder.map(|f| crate::objects::objnam::an(t.obj(f.obj.otyp).name.as_deref().unwrap_or("boulder")));
        let solid = self.lev.typ(x, y) < DOOR;
        // About to become known empty: forget an 'I' there.
        if self.mem.get(x, y) == Glyph::Invisible {
            self.unmap_invisible(x, y);
        }
        self.newsym(x, y);
        let what = if let Some(b) = &boulder_name {
            b.clone()
        } else if solid {
            if self.lev.typ(x, y) == STONE {
                "solid rock".to_string()
            } else if let Glyph::Cmap(s) = self.mem.get(x, y) {
                let e = crate::world::glyph::CMAP_EXPLAIN.get(s as usize).copied().unwrap_or("wall");
                crate::objects::objnam::the(e)
            } else {
                "an unknown obstacle".to_string()
            }
        } else {
            "thin air".to_string()
        };
        let how = if boulder_name.is_some() || solid { "harmlessly " } else { "" };
        self.pline(format!("You {how}attack {what}."));
        self.nomul();
        true
    }

    /// Swaps places with the safe pet `i` standing where the hero steps
    /// (hack.c's displacement). A trapped pet may turn wild when freed
    /// this way; a grid bug cannot swap diagonally. The hero's step has
    /// already passed `test_move`. Returns whether it took time.
    pub(crate) fn swap_with_pet(&mut self, i: usize) -> bool {
        let (ox, oy) = (self.u.ux, self.u.uy);
        let (x, y) = (self.lev.monsters[i].mx, self.lev.monsters[i].my);
        let m = &self.lev.monsters[i];
        if m.mtrapped {
            let tame = m.mtame.max(1) as i32;
            if self.rng.rn2(tame) == 0 {
                let m = &mut self.lev.monsters[i];
                m.mtame = 0;
                m.mpeaceful = false;
                m.msleeping = false;
                let name = self.monnam_cap(i);
                self.pline(format!("{name} growls!"));
            } else {
                let name = self.monnam_cap(i);
                self.pline(format!("{name} yelps!"));
            }
        }
        let m = &self.lev.monsters[i];
        let pinned = m.mtrapped
            && self.lev.traps.iter().any(|t| t.tx == x && t.ty == y && crate::world::level::ttyp::is_pit(t.ttyp))
            && crate::monsters::makemon::boulder_at(&self.lev, x, y);
        if pinned {
            self.nomul();
            return true;
        }
        if ox != x && oy != y && m.mnum == ids::PM_GRID_BUG {
            let name = self.y_monnam_cap(i);
            self.pline(format!("You stop.  {name} can't move diagonally."));
            self.nomul();
            return true;
        }
        if ox != x && oy != y && is_rock(self.lev.typ(x, oy)) && is_rock(self.lev.typ(ox, y)) {
            let big = tables().mon(m.mnum).msize >= oxhack_defs::Size::Large;
            if big {
                let name = self.y_monnam_cap(i);
                self.pline(format!("You stop.  {name} won't fit through."));
                self.nomul();
                return true;
            }
        }
        let tame = self.lev.monsters[i].mtame > 0;
        let name = {
            let n = self.y_monnam_cap(i);
            let mut c = n.chars();
            match c.next() {
                Some(f) if n.starts_with("Your ") => f.to_lowercase().chain(c).collect(),
                _ => self.mon_nam(i),
            }
        };
        let m = &mut self.lev.monsters[i];
        m.mtrapped = false;
        m.mx = ox;
        m.my = oy;
        self.u.ux0 = ox;
        self.u.uy0 = oy;
        self.u.ux = x;
        self.u.uy = y;
        let verb = if tame { "swap places with" } else { "frighten" };
        self.pline(format!("You {verb} {name}."));
        self.newsym(ox, oy);
        self.vision_recalc();
        self.spoteffects();
        true
    }
}
