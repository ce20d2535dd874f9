//! NetHack's tty window port (wintty.c, topl.c) without a terminal: the
//! message line with `--More--`, prompts (`yn_function`, `getlin`), menus
//! and text windows, composed over the map the game last drew into a
//! [`Screen`] that a [`Term`] shows. It knows nothing of the rules: the
//! game hands it the map and status lines ready-made
//! ([`WindowPort::update_map`]), so everything a player sees is testable
//! without a terminal and without a game.

mod menu;

use super::keys::ESC;
use super::menu::Menu;
use super::port::{Event, Term, WindowPort};
use super::screen::{Attr, Screen};

/// The tty window port over a front end's [`Term`].
pub struct TtyWindow {
    term: Box<dyn Term>,
    /// The map and status lines the game last drew.
    base: Option<Screen>,
    /// The text on the message line now.
    top: String,
    /// ESC at a `--More--`: further messages this turn are not shown.
    suppress: bool,
    /// Input is gone: every read gives ESC and the game should stop.
    hangup: bool,
    /// A window drawn over the map (menus, text), as lines.
    overlay: Option<Vec<String>>,
    /// Where the cursor should sit (column, row), when not after the
    /// message or on the hero.
    cursor: Option<(usize, usize)>,
}

impl TtyWindow {
    /// A tty window drawing on `term`.
    pub fn new(term: Box<dyn Term>) -> TtyWindow {
        TtyWindow { term, base: None, top: String::new(), suppress: false, hangup: false, overlay: None, cursor: None }
    }

    /// The screen as the player sees it now: the game's map and status,
    /// the message line, any menu window, and the cursor.
    pub fn screen(&self) -> Screen {
        let (cols, rows) = self.size();
        let mut s = Screen::new(cols, rows);
        if let Some(b) = &self.base {
            for row in 0..b.rows.min(rows) {
                for col in 0..b.cols.min(cols) {
                    s.cells[row * cols + col] = b.cells[row * b.cols + col];
                }
            }
        }
        s.clear_to_eol(0, 0);
        s.put_str(0, 0, &self.top, 8, Attr::empty());
        s.cursor = (self.top.chars().count().min(s.cols - 1), 0);
        if let Some(lines) = &self.overlay {
            s.overlay(lines);
        }
        if let Some(c) = self.cursor {
            s.cursor = c;
        } else if self.top.is_empty()
            && let Some(b) = &self.base
        {
            s.cursor = b.cursor;
        }
        s
    }

    /// Draws the current screen on the terminal, if it looks.
    fn flush(&mut self) {
        if self.term.wants_screen() {
            let s = self.screen();
            self.term.draw(&s);
        }
    }

    /// The next key from the terminal after showing the screen.
    fn readchar(&mut self) -> char {
        if self.hangup {
            return ESC;
        }
        self.flush();
        match self.term.read_key() {
            Some(c) => c,
            None => {
                self.hangup = true;
                ESC
            }
        }
    }
}

impl WindowPort for TtyWindow {
    fn size(&self) -> (usize, usize) {
        let (c, r) = self.term.size();
        (c.max(20), r.max(3))
    }

    fn wants_screen(&self) -> bool {
        self.term.wants_screen()
    }

    fn interactive(&self) -> bool {
        true
    }

    fn hangup(&self) -> bool {
        self.hangup
    }

    fn update_map(&mut self, base: Screen) {
        self.base = Some(base);
    }

    fn putmsg(&mut self, msg: &str) {
        if msg.is_empty() {
            return;
        }
        self.term.event(&Event::Message(msg.to_string()));
        if self.suppress {
            return;
        }
        let cols = self.size().0;
        if !self.top.is_empty() {
            if self.top.chars().count() + 2 + msg.chars().count() + 9 < cols {
                self.top.push_str("  ");
                self.top.push_str(msg);
                return;
            }
            self.more();
            if self.suppress {
                return;
            }
        }
        // A message longer than the line wraps onto the next row, as tty
        // shows it.
        self.top = msg.to_string();
    }

    fn more(&mut self) {
        if self.top.is_empty() {
            return;
        }
        let saved = std::mem::take(&mut self.top);
        self.top = format!("{saved}--More--");
        loop {
            match self.readchar() {
                ' ' | '\n' | '\r' => break,
                ESC => {
                    self.suppress = true;
                    break;
                }
                _ if self.hangup => break,
                _ => {}
            }
        }
        self.top.clear();
    }

    fn clear_message(&mut self) {
        self.top.clear();
        self.suppress = false;
    }

    fn toplines(&self) -> String {
        self.top.clone()
    }

    fn nhgetch(&mut self) -> char {
        self.readchar()
    }

    fn yn_function(&mut self, prompt: &str, choices: &str, default: char) -> char {
        if !self.top.is_empty() {
            self.more();
        }
        self.suppress = false;
        self.top = if choices.is_empty() { prompt.to_string() } else { format!("{prompt} [{choices}] ({default})") };
        let r = loop {
            let k = self.readchar();
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
        self.top.clear();
        r
    }

    fn getlin(&mut self, prompt: &str) -> Option<String> {
        if !self.top.is_empty() {
            self.more();
        }
        let mut text = String::new();
        let r = loop {
            self.top = format!("{prompt} {text}");
            match self.readchar() {
                ESC => break None,
                '\n' | '\r' => break Some(text),
                '\x08' | '\x7f' => {
                    text.pop();
                }
                c if (' '..='~').contains(&c) && text.len() < 255 => text.push(c),
                _ if self.hangup => break None,
                _ => {}
            }
        };
        self.top.clear();
        r
    }

    fn select_menu(&mut self, menu: &Menu) -> Option<Vec<usize>> {
        self.tty_select_menu(menu)
    }

    fn curs(&mut self, pos: Option<(usize, usize)>) {
        self.cursor = pos;
    }

    fn event(&mut self, event: &Event) {
        self.term.event(event);
    }

    fn screen(&self) -> Option<Screen> {
        Some(TtyWindow::screen(self))
    }
}

#[cfg(test)]
mod tests;
