//! Attributes (attrib.c): changing them (`adjattrib`) and exercise.

use crate::game::Game;

impl Game {
    /// `adjattrib`: changes attribute `a` by `incr` within its limits;
    /// `msg` says whether to tell the player. Returns whether it changed.
    pub fn adjattrib(&mut self, a: usize, incr: i32, msg: bool) -> bool {
        if a >= crate::you::A_MAX || incr == 0 {
            return false;
        }
        let old = self.u.abase[a];
        let max = if a == crate::you::A_STR { 118 } else { 18 };
        self.u.abase[a] = (old + incr).clamp(3, max);
        if self.u.abase[a] > self.u.amax[a] {
            self.u.amax[a] = self.u.abase[a];
        }
        let changed = self.u.abase[a] != old;
        if changed && msg {
            const WORDS: [(&str, &str); 6] = [
                ("strong", "weak"),
                ("smart", "stupid"),
                ("wise", "foolish"),
                ("agile", "clumsy"),
                ("tough", "fragile"),
                ("charismatic", "repulsive"),
            ];
            let w = if incr > 0 { WORDS[a].0 } else { WORDS[a].1 };
            self.pline(format!("You feel {w}!"));
        }
        changed
    }

    /// `exercise`: use of an attribute (first version: no effect).
    pub fn exercise(&mut self, _a: usize, _inc: bool) {}
}
