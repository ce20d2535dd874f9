//! NetHack's tty window port without a terminal: the message line with
//! `--More--`, prompts (`yn_function`, `getdir`, `getlin`), menus and text
//! windows, all composed into a [`Screen`] of cells that a [`Term`]
//! draws. The crossterm front end (in the binary) only draws cells and
//! reads keys, so everything a player sees is testable headless.

mod menu;
mod screen;

pub use menu::{Menu, MenuItem, PickHow};
pub use screen::{Attr, Cell, Screen};

use crate::game::Game;

/// The escape key.
pub const ESC: char = '\x1b';
/// A control key: `ctrl('p')` is ^P.
pub const fn ctrl(c: char) -> char {
    ((c as u8) & 0x1f) as char
}

/// What the game needs of a terminal: its size, drawing a whole screen,
/// and the next key.
pub trait Term {
    /// Columns and rows.
    fn size(&self) -> (usize, usize);
    /// Shows `screen` (the front end draws only what changed).
    fn draw(&mut self, screen: &Screen);
    /// The next key; `None` when input is gone (hang-up, end of a script),
    /// which the game treats as a request to save and stop.
    fn read_key(&mut self) -> Option<char>;
    /// False for robots and scripts that never look: the game then skips
    /// composing screens, which is most of the cost of a turn.
    fn wants_screen(&self) -> bool {
        true
    }
}

/// The message line's and overlays' state (not saved).
#[derive(Debug, Clone, Default)]
pub struct WinState {
    /// The text on the message line now.
    pub top: String,
    /// ESC at a `--More--`: further messages this turn are not shown.
    pub suppress: bool,
    /// Input is gone: every read gives ESC and the game should stop.
    pub hangup: bool,
    /// A window drawn over the map (menus, text), as lines.
    pub overlay: Option<Vec<String>>,
    /// Where the cursor should sit (column, row), when not after the
    /// message.
    pub cursor: Option<(usize, usize)>,
}

impl Game {
    fn cols(&self) -> usize {
        self.term.as_ref().map_or(80, |t| t.size().0).max(20)
    }

    /// The screen as the player would see it now.
    pub fn screen(&self) -> Screen {
        let (cols, rows) = self.term.as_ref().map_or((80, 24), |t| t.size());
        let mut s = Screen::new(cols.max(20), rows.max(3));
        self.draw_map(&mut s);
        self.draw_status(&mut s);
        s.put_str(0, 0, &self.win.top, 8, Attr::empty());
        s.cursor = (self.win.top.chars().count().min(s.cols - 1), 0);
        if let Some(lines) = &self.win.overlay {
            s.overlay(lines);
        }
        if let Some(c) = self.win.cursor {
            s.cursor = c;
        } else if self.win.top.is_empty() {
            let (x, y) = (self.u.ux, self.u.uy);
            s.cursor = ((x - 1).max(0) as usize, y as usize + 1);
        }
        s
    }

    /// Draws the current screen (`flush_screen`).
    pub fn flush_screen(&mut self) {
        if let Some(term) = &self.term
            && term.wants_screen()
        {
            let s = self.screen();
            if let Some(term) = self.term.as_mut() {
                term.draw(&s);
            }
        }
    }

    /// The next key (`nhgetch`) after showing the screen; ESC when there
    /// is no terminal or input is gone.
    pub fn nhgetch(&mut self) -> char {
        if self.win.hangup {
            return ESC;
        }
        self.flush_screen();
        match self.term.as_mut().and_then(|t| t.read_key()) {
            Some(c) => c,
            None => {
                self.win.hangup = true;
                ESC
            }
        }
    }

    /// Shows a message (`pline`): appended to the message line when it
    /// fits, else after a `--More--`. Every message goes to the history.
    pub fn pline(&mut self, msg: impl Into<String>) {
        let msg = msg.into();
        if msg.is_empty() {
            return;
        }
        self.history.push(msg.clone());
        let cap = self.opts.msghistory.max(1);
        if self.history.len() > cap {
            let extra = self.history.len() - cap;
            self.history.drain(..extra);
        }
        if self.win.suppress || self.term.is_none() {
            return;
        }
        let cols = self.cols();
        if !self.win.top.is_empty() {
            if self.win.top.chars().count() + 2 + msg.chars().count() + 9 < cols {
                self.win.top.push_str("  ");
                self.win.top.push_str(&msg);
                return;
            }
            self.more();
            if self.win.suppress {
                return;
            }
        }
        self.win.top = msg;
        // A message longer than the line wraps in tty; keep the whole
        // text, shown over two lines by the screen.
    }

    /// `--More--`: waits for space, return or ESC (which hides the rest
    /// of this turn's messages).
    pub fn more(&mut self) {
        if self.term.is_none() || self.win.top.is_empty() {
            return;
        }
        let saved = std::mem::take(&mut self.win.top);
        self.win.top = format!("{saved}--More--");
        loop {
            let k = self.nhgetch();
            match k {
                ' ' | '\n' | '\r' => break,
                ESC => {
                    self.win.suppress = true;
                    break;
                }
                _ if self.win.hangup => break,
                _ => {}
            }
        }
        self.win.top.clear();
    }

    /// Called when a new command is about to be read: the next message
    /// starts a fresh line (tty clears it when the player presses a key).
    pub fn clear_toplines(&mut self) {
        self.win.top.clear();
        self.win.suppress = false;
    }

    /// `yn_function`: asks `prompt [choices] (default)` and returns one of
    /// `choices` (ESC gives 'q' if offered, else 'n', else the default).
    pub fn yn_function(&mut self, prompt: &str, choices: &str, default: char) -> char {
        if self.term.is_none() {
            return default;
        }
        if !self.win.top.is_empty() {
            self.more();
        }
        self.win.suppress = false;
        let shown = if choices.is_empty() { prompt.to_string() } else { format!("{prompt} [{choices}] ({default})") };
        self.win.top = shown;
        let r = loop {
            let k = self.nhgetch();
            if k == ESC {
                break if choices.contains('q') {
                    'q'
                } else if choices.contains('n') {
                    'n'
                } else {
                    default
                };
            }
            if matches!(k, ' ' | '\n' | '\r') {
                break default;
            }
            if choices.is_empty() || choices.contains(k) {
                break k;
            }
        };
        self.win.top.clear();
        r
    }

    /// Yes or no, no by default.
    pub fn yn(&mut self, prompt: &str) -> bool {
        self.yn_function(prompt, "yn", 'n') == 'y'
    }

    /// `getdir`: a direction (dx, dy, dz) from a movement key, `<` or `>`
    /// (dz -1 / +1), or `.`/`s` for here. `None` on ESC or a bad key.
    pub fn getdir(&mut self, prompt: Option<&str>) -> Option<(i32, i32, i32)> {
        self.term.as_ref()?;
        if !self.win.top.is_empty() {
            self.more();
        }
        self.win.top = prompt.unwrap_or("In what direction?").to_string();
        let k = self.nhgetch();
        self.win.top.clear();
        match k {
            '<' => Some((0, 0, -1)),
            '>' => Some((0, 0, 1)),
            '.' | 's' => Some((0, 0, 0)),
            _ => match crate::cmd::movement_dir(k, self.opts.number_pad) {
                Some((dx, dy)) => Some((dx, dy, 0)),
                None => {
                    if k != ESC {
                        self.pline("What a strange direction!");
                    }
                    None
                }
            },
        }
    }

    /// `getlin`: a line of text typed on the message line; `None` on ESC.
    pub fn getlin(&mut self, prompt: &str) -> Option<String> {
        self.term.as_ref()?;
        if !self.win.top.is_empty() {
            self.more();
        }
        let mut text = String::new();
        let r = loop {
            self.win.top = format!("{prompt} {text}");
            let k = self.nhgetch();
            match k {
                ESC => break None,
                '\n' | '\r' => break Some(text),
                '\x08' | '\x7f' => {
                    text.pop();
                }
                c if (' '..='~').contains(&c) && text.len() < 255 => text.push(c),
                _ if self.win.hangup => break None,
                _ => {}
            }
        };
        self.win.top.clear();
        r
    }

    /// A text window (help, discoveries, disclosure): shown a page at a
    /// time over the map.
    pub fn display_lines(&mut self, title: &str, lines: &[String]) {
        let mut m = Menu::new(title, PickHow::None);
        for l in lines {
            m.text(l);
        }
        self.select_menu(&m);
    }
}

#[cfg(test)]
mod tests;
