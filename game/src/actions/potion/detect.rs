//! Monster and object detection and enlightenment (detect.c,
//! insight.c), shared by potions, scrolls, spells and fountains.

use crate::game::Game;
use oxhack_defs::Prop;

impl Game {
    /// Monster detection: every monster on the level is listed with where
    /// it is from the hero (`monster_detect`). False when there are none.
    pub fn monster_detect(&mut self, cursed: bool) -> bool {
        if self.lev.monsters.is_empty() {
            self.pline(if self.u.has(Prop::Halluc) { "You get the heebie jeebies." } else { "You feel threatened." });
            return false;
        }
        let t = oxhack_tables::tables();
        let (ux, uy) = (self.u.ux, self.u.uy);
        let mut lines = Vec::new();
        for i in 0..self.lev.monsters.len() {
            let m = &self.lev.monsters[i];
            let (dx, dy) = (m.mx - ux, m.my - uy);
            let mut wher = Vec::new();
            if dy != 0 {
                wher.push(format!("{} {}", dy.abs(), if dy < 0 { "north" } else { "south" }));
            }
            if dx != 0 {
                wher.push(format!("{} {}", dx.abs(), if dx < 0 { "west" } else { "east" }));
            }
            let tame = if m.mtame > 0 {
                "tame "
            } else if m.mpeaceful {
                "peaceful "
            } else {
                ""
            };
            let name = crate::objects::objnam::an(&format!("{tame}{}", t.mon(m.mnum).name));
            lines.push(format!("{name}, {}", wher.join(" and ")));
            if cursed {
                let m = &mut self.lev.monsters[i];
                m.msleeping = false;
                m.mcanmove = true;
                m.mfrozen = 0;
            }
        }
        self.pline("You sense the presence of monsters.");
        self.display_lines("Monsters on this level", &lines);
        true
    }

    /// Object detection: every object on the floor and carried by
    /// monsters is remembered on the map (`object_detect`). False when
    /// there are none.
    pub fn object_detect(&mut self) -> bool {
        let mut found = Vec::new();
        for f in &self.lev.objects {
            found.push((f.x, f.y, f.obj.otyp, f.obj.corpsenm));
        }
        for m in &self.lev.monsters {
            if let Some(o) = m.minvent.first() {
                found.push((m.mx, m.my, o.otyp, o.corpsenm));
            }
        }
        if found.is_empty() {
            self.pline("You feel a lack of something.");
            return false;
        }
        for (x, y, otyp, pm) in found {
            self.mem.set(x, y, crate::world::display::Glyph::Obj(otyp, pm));
        }
        self.pline("You sense the presence of objects.");
        true
    }

    /// Enlightenment from a potion, wand or fountain: the hero's status
    /// and attributes (`enlightenment(MAGICENLIGHTENMENT, ...)`).
    pub fn enlightenment(&mut self) {
        let mode = crate::actions::enlighten::EnlMode { basic: false, magic: true };
        self.enlighten(mode, false);
    }
}
