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

/// At most this many keys of one command are kept for `^A` (`BSIZE`).
const MAX_SAVED_KEYS: usize = 64;

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
    /// A window drawn over the map (menus, text), as lines with their
    /// colours.
    overlay: Option<Vec<(String, u8)>>,
    /// Where the cursor should sit (column, row), when not after the
    /// message or on the hero.
    cursor: Option<(usize, usize)>,
    /// The keys of the last command, for `^A` (`saveq`).
    saveq: Vec<char>,
    /// Recording keys into `saveq`.
    recording: bool,
    /// Keys being read again for `^A` (`pushq`).
    replay: std::collections::VecDeque<char>,
}

impl TtyWindow {
    /// A tty window drawing on `term`.
    pub fn new(term: Box<dyn Term>) -> TtyWindow {
        TtyWindow {
            term,
            base: None,
            top: String::new(),
            suppress: false,
            hangup: false,
            overlay: None,
            cursor: None,
            saveq: Vec::new(),
            recording: false,
            replay: Default::default(),
        }
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
            s.overlay_colored(lines);
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

    /// The next key after showing the screen: a key of a command being
    /// repeated (`^A`), else the terminal's, kept for a later `^A`.
    fn readchar(&mut self) -> char {
        if self.hangup {
            return ESC;
        }
        self.flush();
        if let Some(c) = self.replay.pop_front() {
            return c;
        }
        let c = self.term_key();
        if self.recording && !self.hangup && self.saveq.len() < MAX_SAVED_KEYS {
            self.saveq.push(c);
        }
        c
    }

    /// The terminal's next key, never a repeated or recorded one (what
    /// `--More--` waits for).
    fn term_key(&mut self) -> char {
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
            match self.term_key() {
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
        self.hooked_getlin(prompt, &[])
    }

    fn get_ext_cmd(&mut self, completions: &[&str]) -> Option<String> {
        self.hooked_getlin("#", completions)
    }

    fn record_command(&mut self, first: char) {
        self.saveq.clear();
        self.saveq.push(first);
        self.recording = true;
    }

    fn replay_command(&mut self) -> bool {
        self.recording = false;
        if self.saveq.is_empty() {
            return false;
        }
        self.replay = self.saveq.iter().copied().collect();
        true
    }

    fn end_replay(&mut self) {
        self.replay.clear();
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

impl TtyWindow {
    /// `hooked_tty_getlin`: a line typed after `prompt`. With
    /// `completions` (tty's `ext_cmd_getlin_hook`), once the text typed
    /// begins exactly one of them (ignoring case) the rest of it is shown
    /// after the cursor, and return takes the whole name; backspace
    /// takes back a letter typed.
    fn hooked_getlin(&mut self, prompt: &str, completions: &[&str]) -> Option<String> {
        if !self.top.is_empty() {
            self.more();
        }
        let mut text = String::new();
        let mut guess = String::new();
        let r = loop {
            self.top = format!("{prompt} {text}{guess}");
            self.cursor = Some(((prompt.chars().count() + 1 + text.chars().count()).min(self.size().0 - 1), 0));
            match self.readchar() {
                ESC if !text.is_empty() => {
                    text.clear();
                    guess.clear();
                }
                ESC => break None,
                '\n' | '\r' => break Some(format!("{text}{guess}")),
                '\x08' | '\x7f' => {
                    text.pop();
                    guess.clear();
                }
                c if (' '..='~').contains(&c) && text.len() < 255 => {
                    text.push(c);
                    guess = complete(&text, completions).unwrap_or_default();
                }
                _ if self.hangup => break None,
                _ => {}
            }
        };
        self.cursor = None;
        self.top.clear();
        r
    }
}

/// The rest of the one name in `names` that `typed` begins (ignoring
/// case), if exactly one does.
fn complete(typed: &str, names: &[&str]) -> Option<String> {
    let low = typed.to_ascii_lowercase();
    let mut found = names.iter().filter(|n| n.to_ascii_lowercase().starts_with(&low));
    let one = found.next()?;
    if found.next().is_some() {
        return None;
    }
    Some(one[typed.len()..].to_string())
}

#[cfg(test)]
mod tests;
