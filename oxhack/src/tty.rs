//! The terminal front end: crossterm draws the game's [`Screen`] (only
//! the cells that changed) and puts the terminal back on exit, on a panic
//! and on a hang-up; keys come from our own reader (see [`input`]).
//! Nothing of the game's rules is here.
//!
//! Input is read by a thread doing blocking `read`s on standard input, and
//! signals by signal-hook's iterator thread; both feed one channel that
//! [`Tty::read_key`] waits on. End of file, a read error, SIGHUP, SIGTERM
//! and SIGINT all mean the player is gone: `read_key` then answers `None`
//! from then on and the game saves and stops. Nothing ever polls: a dead
//! terminal cannot make the process spin (crossterm's own event reader
//! does, on a closed pty, so it is not used).

use crate::input::{Decoder, Input};
use crossterm::style::{Attribute, Color as CtColor, Print, ResetColor, SetAttribute, SetForegroundColor};
use crossterm::{cursor, execute, queue, terminal};
use oxhack_game::ui::{Attr, Screen, Term};
use std::io::{Read, Write, stdout};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::time::Duration;

/// Why the terminal stopped giving keys.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Gone {
    /// End of file on standard input (the pty was closed).
    Eof,
    /// Reading standard input failed.
    ReadError,
    /// A signal: SIGHUP, SIGTERM or SIGINT.
    Signal(i32),
}

/// What the reader and signal threads send.
enum Msg {
    Bytes(Vec<u8>),
    Resized,
    Gone(Gone),
}

/// How long an ESC may wait for the rest of an escape sequence.
const ESC_WAIT: Duration = Duration::from_millis(40);

/// The real terminal.
pub struct Tty {
    last: Option<Screen>,
    size: (usize, usize),
    /// Arrow keys give number-pad digits instead of vi-keys.
    pub number_pad: bool,
    rx: Receiver<Msg>,
    decoder: Decoder,
    /// Set once input is gone; every later read answers `None` at once.
    gone: Option<Gone>,
}

impl Tty {
    /// Raw mode, alternate screen; restored on drop and on a panic. Starts
    /// the input and signal threads.
    pub fn open() -> std::io::Result<Tty> {
        terminal::enable_raw_mode()?;
        execute!(stdout(), terminal::EnterAlternateScreen, terminal::Clear(terminal::ClearType::All))?;
        let prev = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            restore_terminal();
            prev(info);
        }));
        let (c, r) = terminal::size().unwrap_or((80, 24));
        let (tx, rx) = mpsc::channel();
        spawn_signals(tx.clone())?;
        spawn_reader(tx);
        Ok(Tty {
            last: None,
            size: (c as usize, r as usize),
            number_pad: false,
            rx,
            decoder: Decoder::default(),
            gone: None,
        })
    }
}

/// A thread reading standard input until end of file or an error.
fn spawn_reader(tx: Sender<Msg>) {
    std::thread::spawn(move || {
        let mut stdin = std::io::stdin().lock();
        let mut buf = [0u8; 1024];
        loop {
            match stdin.read(&mut buf) {
                Ok(0) => {
                    let _ = tx.send(Msg::Gone(Gone::Eof));
                    return;
                }
                Ok(n) => {
                    if tx.send(Msg::Bytes(buf[..n].to_vec())).is_err() {
                        return;
                    }
                }
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(_) => {
                    let _ = tx.send(Msg::Gone(Gone::ReadError));
                    return;
                }
            }
        }
    });
}

/// A thread turning signals into messages: a hang-up, termination or
/// interrupt means the player is gone; a window change, a new size.
fn spawn_signals(tx: Sender<Msg>) -> std::io::Result<()> {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM, SIGWINCH};
    let mut signals = signal_hook::iterator::Signals::new([SIGHUP, SIGTERM, SIGINT, SIGWINCH])?;
    std::thread::spawn(move || {
        for sig in signals.forever() {
            let msg = if sig == SIGWINCH { Msg::Resized } else { Msg::Gone(Gone::Signal(sig)) };
            if tx.send(msg).is_err() {
                return;
            }
        }
    });
    Ok(())
}

/// Puts the terminal back as it was. Errors (a terminal already gone) are
/// ignored: there is nothing left to restore then.
pub fn restore_terminal() {
    let _ = execute!(stdout(), ResetColor, cursor::Show, terminal::LeaveAlternateScreen);
    let _ = terminal::disable_raw_mode();
}

impl Drop for Tty {
    fn drop(&mut self) {
        restore_terminal();
    }
}

fn ct_color(c: u8) -> Option<CtColor> {
    Some(match c {
        0 => CtColor::DarkGrey, // black on black would vanish: NetHack's use_darkgray
        1 => CtColor::DarkRed,
        2 => CtColor::DarkGreen,
        3 => CtColor::DarkYellow,
        4 => CtColor::DarkBlue,
        5 => CtColor::DarkMagenta,
        6 => CtColor::DarkCyan,
        7 => CtColor::Grey,
        9 => CtColor::Red,
        10 => CtColor::Green,
        11 => CtColor::Yellow,
        12 => CtColor::Blue,
        13 => CtColor::Magenta,
        14 => CtColor::Cyan,
        15 => CtColor::White,
        _ => return None,
    })
}

impl Term for Tty {
    fn size(&self) -> (usize, usize) {
        self.size
    }

    fn event(&mut self, event: &oxhack_game::ui::Event) {
        // `O` turned number_pad on or off: arrows follow at once.
        if let oxhack_game::ui::Event::NumberPad(on) = event {
            self.number_pad = *on;
        }
    }

    fn draw(&mut self, s: &Screen) {
        if self.gone.is_some() {
            // Nobody to draw for.
            return;
        }
        let mut out = stdout().lock();
        let full = self.last.as_ref().is_none_or(|l| l.cols != s.cols || l.rows != s.rows);
        if full {
            let _ = queue!(out, terminal::Clear(terminal::ClearType::All));
        }
        let mut cur_color: Option<u8> = None;
        let mut cur_attr = Attr::empty();
        for row in 0..s.rows {
            for col in 0..s.cols {
                let cell = s.cells[row * s.cols + col];
                if !full
                    && let Some(l) = &self.last
                    && l.cells[row * s.cols + col] == cell
                {
                    continue;
                }
                let _ = queue!(out, cursor::MoveTo(col as u16, row as u16));
                if cur_attr != cell.attr {
                    let _ = queue!(out, SetAttribute(Attribute::Reset));
                    cur_color = None;
                    if cell.attr.contains(Attr::INVERSE) {
                        let _ = queue!(out, SetAttribute(Attribute::Reverse));
                    }
                    if cell.attr.contains(Attr::BOLD) {
                        let _ = queue!(out, SetAttribute(Attribute::Bold));
                    }
                    cur_attr = cell.attr;
                }
                if cur_color != Some(cell.color) {
                    match ct_color(cell.color) {
                        Some(c) => {
                            let _ = queue!(out, SetForegroundColor(c));
                        }
                        None => {
                            let _ = queue!(out, SetForegroundColor(CtColor::Reset));
                        }
                    }
                    cur_color = Some(cell.color);
                }
                let _ = queue!(out, Print(cell.ch));
            }
        }
        let _ = queue!(
            out,
            SetAttribute(Attribute::Reset),
            ResetColor,
            cursor::MoveTo(s.cursor.0 as u16, s.cursor.1 as u16),
            cursor::Show
        );
        let _ = out.flush();
        self.last = Some(s.clone());
    }

    fn read_key(&mut self) -> Option<char> {
        loop {
            if let Some(inp) = self.decoder.next(false) {
                if let Some(c) = self.map_input(inp) {
                    return Some(c);
                }
                continue;
            }
            if self.gone.is_some() {
                return None;
            }
            // An escape sequence may be cut between reads: give it a moment
            // to complete before taking the ESC alone.
            let msg = if self.decoder.waiting() {
                match self.rx.recv_timeout(ESC_WAIT) {
                    Ok(m) => m,
                    Err(RecvTimeoutError::Timeout) => {
                        if let Some(inp) = self.decoder.next(true)
                            && let Some(c) = self.map_input(inp)
                        {
                            return Some(c);
                        }
                        continue;
                    }
                    Err(RecvTimeoutError::Disconnected) => Msg::Gone(Gone::ReadError),
                }
            } else {
                self.rx.recv().unwrap_or(Msg::Gone(Gone::ReadError))
            };
            match msg {
                Msg::Bytes(b) => self.decoder.push(&b),
                Msg::Gone(why) => self.gone = Some(why),
                Msg::Resized => {
                    let (c, r) = terminal::size().unwrap_or((self.size.0 as u16, self.size.1 as u16));
                    self.size = (c as usize, r as usize);
                    // Force a full redraw at the new size; ^R asks the game
                    // to compose one.
                    self.last = None;
                    return Some('\x12');
                }
            }
        }
    }
}

impl Tty {
    /// A key if one is typed within `wait` (for a replay's viewer, who
    /// may stop it at any moment); `Err` once input is gone. A resize
    /// only makes the next drawing a full one.
    pub fn key_within(&mut self, wait: Duration) -> Result<Option<char>, Gone> {
        let deadline = std::time::Instant::now() + wait;
        loop {
            if let Some(inp) = self.decoder.next(false) {
                if let Some(c) = self.map_input(inp) {
                    return Ok(Some(c));
                }
                continue;
            }
            if let Some(why) = self.gone {
                return Err(why);
            }
            let waiting = self.decoder.waiting();
            let left = deadline.saturating_duration_since(std::time::Instant::now());
            let msg = match self.rx.recv_timeout(if waiting { ESC_WAIT } else { left }) {
                Ok(m) => m,
                Err(RecvTimeoutError::Timeout) if waiting => {
                    if let Some(inp) = self.decoder.next(true)
                        && let Some(c) = self.map_input(inp)
                    {
                        return Ok(Some(c));
                    }
                    continue;
                }
                Err(RecvTimeoutError::Timeout) => return Ok(None),
                Err(RecvTimeoutError::Disconnected) => Msg::Gone(Gone::ReadError),
            };
            match msg {
                Msg::Bytes(b) => self.decoder.push(&b),
                Msg::Gone(why) => self.gone = Some(why),
                Msg::Resized => self.last = None,
            }
        }
    }

    /// A decoded input as the game's key: arrows and the keypad become
    /// direction keys (vi-keys, or digits with `number_pad`).
    fn map_input(&self, inp: Input) -> Option<char> {
        let np = self.number_pad;
        let dir = |vi: char, pad: char| Some(if np { pad } else { vi });
        match inp {
            Input::Char(c) => Some(c),
            Input::Left => dir('h', '4'),
            Input::Right => dir('l', '6'),
            Input::Up => dir('k', '8'),
            Input::Down => dir('j', '2'),
            Input::Home => dir('y', '7'),
            Input::PageUp => dir('u', '9'),
            Input::End => dir('b', '1'),
            Input::PageDown => dir('n', '3'),
            Input::Begin => Some(if np { '5' } else { '.' }),
            Input::Other => None,
        }
    }
}
