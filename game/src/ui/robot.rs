//! A robot player for soak tests and benchmarks: a [`Term`] that presses
//! random keys (from its own seeded stream, never the game's) and never
//! looks at the screen. The key mix leans on movement so robots explore,
//! with every other command and prompt answer in the mix; it never saves
//! or quits on purpose.

use crate::rng::Rng;
use crate::ui::port::Term;
use crate::ui::screen::Screen;

/// Keys the robot presses, with weights.
const KEYS: &[(&str, u32)] = &[
    ("hjklyubn", 60),
    ("HJKLYUBN", 6),
    (".s", 6),
    ("<>", 5),
    (",", 4),
    ("ieqrzWTPRwxQatfdDocC:;\\", 8),
    ("\x04\x10\x18", 1),
    ("yn", 4),
    ("abcdefghijklmnopqrstuvwxyz", 5),
    ("\x1b\r ", 4),
    ("123456789", 1),
    ("*?-_", 1),
];

/// The robot's terminal.
pub struct BotTerm {
    rng: Rng,
    /// Keys pressed so far.
    pub keys: u64,
    /// Stop (input gone) after this many keys.
    pub max_keys: u64,
}

impl BotTerm {
    pub fn new(seed: u64, max_keys: u64) -> BotTerm {
        BotTerm { rng: Rng::new(seed ^ 0xB07), keys: 0, max_keys }
    }
}

impl Term for BotTerm {
    fn size(&self) -> (usize, usize) {
        (80, 24)
    }
    fn draw(&mut self, _screen: &Screen) {}
    fn wants_screen(&self) -> bool {
        false
    }
    fn read_key(&mut self) -> Option<char> {
        if self.keys >= self.max_keys {
            return None;
        }
        self.keys += 1;
        let total: u32 = KEYS.iter().map(|k| k.1).sum();
        let mut r = self.rng.rn2(total as i32) as u32;
        for (set, w) in KEYS {
            if r < *w {
                let b = set.as_bytes();
                return Some(b[self.rng.rn2(b.len() as i32) as usize] as char);
            }
            r -= w;
        }
        Some('.')
    }
}
