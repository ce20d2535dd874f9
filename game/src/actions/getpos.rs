//! Choosing a map position with the cursor (do_name.c's `getpos`): move
//! with the direction keys (capitals move 8), `<`/`>` jump to stairs,
//! `_` to an altar, `@` back to the hero; `.`, `,`, `;` or `:` pick.

use crate::game::Game;
use crate::ui::ESC;
use crate::world::level::{Coord, isok};

impl Game {
    /// A position picked by the player, starting at `start`; `None` on
    /// ESC. `goal` names what is being picked, for the help line.
    pub fn getpos(&mut self, start: Coord, goal: &str) -> Option<Coord> {
        let (mut cx, mut cy) = (start.x, start.y);
        let np = self.opts.number_pad;
        let result = loop {
            self.win.curs(Some(((cx - 1).max(0) as usize, cy as usize + 1)));
            let k = self.nhgetch();
            if let Some((dx, dy)) = crate::ui::keys::movement_dir(k, np) {
                if isok(cx + dx, cy + dy) {
                    cx += dx;
                    cy += dy;
                }
                continue;
            }
            if !np && let Some((dx, dy)) = crate::ui::keys::movement_dir(k.to_ascii_lowercase(), false) {
                cx = (cx + 8 * dx).clamp(1, crate::world::level::COLNO as i32 - 1);
                cy = (cy + 8 * dy).clamp(0, crate::world::level::ROWNO as i32 - 1);
                continue;
            }
            match k {
                '.' | ',' | ';' | ':' => break Some(Coord::new(cx, cy)),
                '@' => {
                    cx = self.u.ux;
                    cy = self.u.uy;
                }
                '<' | '>' | '_' => {
                    let want = match k {
                        '<' => '<',
                        '>' => '>',
                        _ => '_',
                    };
                    if let Some(c) = self.find_remembered_symbol(want, cx, cy) {
                        cx = c.x;
                        cy = c.y;
                    }
                }
                '?' => {
                    let msg = format!(
                        "Use [hjklyubn] to move the cursor to {goal}; capitals move 8; @ yourself; < > _ stairs and altars; . or , to pick."
                    );
                    self.win.curs(None);
                    self.pline(msg);
                }
                ESC => break None,
                _ if self.hangup() => break None,
                _ => {}
            }
        };
        self.win.curs(None);
        result
    }

    /// The next remembered square after (x, y), row by row, that shows
    /// symbol `sym`.
    fn find_remembered_symbol(&self, sym: char, x: i32, y: i32) -> Option<Coord> {
        let w = crate::world::level::COLNO as i32;
        let h = crate::world::level::ROWNO as i32;
        let start = y * w + x;
        (1..=w * h).map(|k| (start + k) % (w * h)).map(|p| (p % w, p / w)).find_map(|(px, py)| {
            let (ch, _) = self.glyph_look(self.mem.get(px, py));
            (isok(px, py) && ch == sym).then_some(Coord::new(px, py))
        })
    }
}
