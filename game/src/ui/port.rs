//! The core's interface to front ends.
//!
//! Two traits, one on each side of the window layer:
//! - [`WindowPort`] is what the rules call (NetHack's `window_procs`):
//!   messages, prompts, menus, keys, and the map and status lines the
//!   game composes. `Game` holds one as a handle; the window's own state
//!   lives behind it, never in the game's saved state.
//! - [`Term`] is what a front end provides to the tty window port
//!   ([`TtyWindow`](super::TtyWindow)): its size, drawing a whole
//!   [`Screen`], the next key, and the events it may want to know of.
//!   The crossterm binary, the soak robots and the tests are all `Term`s.
//!
//! [`Headless`] is the port of a game nobody watches: prompts take their
//! defaults and there is no input.

use super::keys::ESC;
use super::menu::Menu;
use super::screen::Screen;

/// Something a front end may want to know besides the screen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// A message was shown (also kept in the game's history for ^P).
    Message(String),
    /// The game was written to its save file (`S`, a checkpoint, a hang-up).
    Saved,
    /// The game is over (death, quitting, escape, ascension), with the
    /// words the tombstone uses.
    GameOver(String),
    /// The `number_pad` option is on or off: a front end that turns the
    /// arrow keys into direction keys gives digits (on) or vi-keys.
    NumberPad(bool),
}

/// What a front end gives the tty window port.
pub trait Term: Send {
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
    /// An event besides the screen; most front ends ignore them.
    fn event(&mut self, _event: &Event) {}
}

/// What the rules need of a window system (NetHack's `window_procs`).
pub trait WindowPort: Send {
    /// Columns and rows of the screen the game composes for.
    fn size(&self) -> (usize, usize);
    /// False when nobody looks at the screen: the game then skips
    /// composing the map.
    fn wants_screen(&self) -> bool;
    /// True when a player can answer prompts; a headless game takes the
    /// prompts' defaults.
    fn interactive(&self) -> bool;
    /// Input is gone: every read gives ESC, and the game saves and stops.
    fn hangup(&self) -> bool;
    /// The map and the status lines as the game drew them (display.c and
    /// botl.c), the cursor on the hero. The port draws its own windows
    /// (message line, menus) over them.
    fn update_map(&mut self, base: Screen);
    /// A message (`pline`): appended to the message line when it fits,
    /// else after a `--More--`.
    fn putmsg(&mut self, msg: &str);
    /// `--More--` now, when a message is showing.
    fn more(&mut self);
    /// A new command begins: the next message starts a fresh line
    /// (`clear_nhwindow(WIN_MESSAGE)`).
    fn clear_message(&mut self);
    /// The message line as it reads now (tty's `toplines`).
    fn toplines(&self) -> String;
    /// The next key (`nhgetch`); ESC once input is gone.
    fn nhgetch(&mut self) -> char;
    /// `yn_function`: asks `prompt [choices] (default)` and returns one of
    /// `choices` (ESC gives `q` if offered, else `n`, else the default;
    /// space and return give the default). With no choices any key is
    /// returned as typed, except that those keys give the default.
    fn yn_function(&mut self, prompt: &str, choices: &str, default: char) -> char;
    /// `getlin`: a line of text typed after `prompt`; `None` on ESC.
    fn getlin(&mut self, prompt: &str) -> Option<String>;
    /// Shows a menu or text window and returns the picked items' indices
    /// (empty for a text window or nothing picked), or `None` on ESC.
    fn select_menu(&mut self, menu: &Menu) -> Option<Vec<usize>>;
    /// Puts the cursor at a screen cell (`curs`, for `getpos`), or back to
    /// its usual place with `None`.
    fn curs(&mut self, pos: Option<(usize, usize)>);
    /// Passes an event on to the front end.
    fn event(&mut self, _event: &Event) {}
    /// `get_ext_cmd`: the name of an extended command typed after `#`.
    /// Ports that can complete show the rest of the one name in
    /// `completions` that the typed text begins (tty's autocomplete);
    /// `None` on ESC.
    fn get_ext_cmd(&mut self, _completions: &[&str]) -> Option<String> {
        self.getlin("#")
    }
    /// A new command begins with key `first`: keep it and the keys read
    /// after it, for `^A` (`savech`).
    fn record_command(&mut self, _first: char) {}
    /// `^A`: the keys of the last command are read again, in order, until
    /// [`WindowPort::end_replay`]. False when there is nothing to repeat.
    fn replay_command(&mut self) -> bool {
        false
    }
    /// The repeated command is over: keys it left unread are dropped.
    fn end_replay(&mut self) {}
    /// The whole screen as the player sees it, for ports that compose one.
    fn screen(&self) -> Option<Screen> {
        None
    }
}

/// The port of a game nobody watches (tests of the rules, tools): no
/// screen, no input, every prompt takes its default. Reading a key finds
/// input gone, as a script at its end would.
#[derive(Debug, Clone, Copy, Default)]
pub struct Headless {
    gone: bool,
}

impl WindowPort for Headless {
    fn size(&self) -> (usize, usize) {
        (80, 24)
    }
    fn wants_screen(&self) -> bool {
        false
    }
    fn interactive(&self) -> bool {
        false
    }
    fn hangup(&self) -> bool {
        self.gone
    }
    fn update_map(&mut self, _base: Screen) {}
    fn putmsg(&mut self, _msg: &str) {}
    fn more(&mut self) {}
    fn clear_message(&mut self) {}
    fn toplines(&self) -> String {
        String::new()
    }
    fn nhgetch(&mut self) -> char {
        self.gone = true;
        ESC
    }
    fn yn_function(&mut self, _prompt: &str, _choices: &str, default: char) -> char {
        default
    }
    fn getlin(&mut self, _prompt: &str) -> Option<String> {
        None
    }
    fn select_menu(&mut self, _menu: &Menu) -> Option<Vec<usize>> {
        None
    }
    fn curs(&mut self, _pos: Option<(usize, usize)>) {}
}
