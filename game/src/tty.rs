//! The terminal front end: crossterm draws the game's [`Screen`] (only
//! the cells that changed), reads keys (arrows and the keypad become
//! direction keys), redraws on resize, and puts the terminal back on
//! exit, on a panic and on a hang-up. Nothing of the game's rules is
//! here.

use crossterm::event::{self, Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use crossterm::style::{Attribute, Color as CtColor, Print, ResetColor, SetAttribute, SetForegroundColor};
use crossterm::{cursor, execute, queue, terminal};
use oxhack::wintty::{Attr, Screen, Term};
use std::io::{Write, stdout};

/// The real terminal.
pub struct Tty {
    last: Option<Screen>,
    size: (usize, usize),
    /// Arrow keys give number-pad digits instead of vi-keys.
    pub number_pad: bool,
    /// Set by SIGHUP or SIGTERM: input is treated as gone, so the game
    /// saves and the terminal is restored.
    stop: std::sync::Arc<std::sync::atomic::AtomicBool>,
}

impl Tty {
    /// Raw mode, alternate screen; restored on drop and on a panic.
    pub fn open() -> std::io::Result<Tty> {
        terminal::enable_raw_mode()?;
        execute!(stdout(), terminal::EnterAlternateScreen, terminal::Clear(terminal::ClearType::All))?;
        let prev = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            restore_terminal();
            prev(info);
        }));
        let (c, r) = terminal::size().unwrap_or((80, 24));
        let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
        for sig in [signal_hook::consts::SIGHUP, signal_hook::consts::SIGTERM] {
            let _ = signal_hook::flag::register(sig, stop.clone());
        }
        Ok(Tty { last: None, size: (c as usize, r as usize), number_pad: false, stop })
    }
}

/// Puts the terminal back as it was.
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

    fn draw(&mut self, s: &Screen) {
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
            if self.stop.load(std::sync::atomic::Ordering::Relaxed) {
                return None;
            }
            match event::poll(std::time::Duration::from_millis(250)) {
                Ok(false) => continue,
                Ok(true) => {}
                Err(_) => return None,
            }
            match event::read() {
                Err(_) => return None,
                Ok(Event::Resize(c, r)) => {
                    self.size = (c as usize, r as usize);
                    if let Some(last) = self.last.take() {
                        // Redraw at the new size; the game composes a
                        // proper screen on its next draw.
                        let mut s = Screen::new(self.size.0.max(20), self.size.1.max(3));
                        for row in 0..last.rows.min(s.rows) {
                            for col in 0..last.cols.min(s.cols) {
                                s.cells[row * s.cols + col] = last.cells[row * last.cols + col];
                            }
                        }
                        self.draw(&s);
                    }
                    // Tell the game to redraw with its new size.
                    return Some('\x12');
                }
                Ok(Event::Key(k)) if k.kind != KeyEventKind::Release => {
                    if let Some(c) = self.map_key(k) {
                        return Some(c);
                    }
                }
                Ok(_) => {}
            }
        }
    }
}

impl Tty {
    fn map_key(&self, k: KeyEvent) -> Option<char> {
        let np = self.number_pad;
        let dir = |vi: char, pad: char| Some(if np { pad } else { vi });
        match k.code {
            KeyCode::Char(c) if k.modifiers.contains(KeyModifiers::CONTROL) => {
                Some(((c.to_ascii_lowercase() as u8) & 0x1f) as char)
            }
            KeyCode::Char(c) if k.modifiers.contains(KeyModifiers::ALT) => Some(((c as u8) | 0x80) as char),
            KeyCode::Char(c) => Some(c),
            KeyCode::Enter => Some('\r'),
            KeyCode::Esc => Some('\x1b'),
            KeyCode::Backspace => Some('\x08'),
            KeyCode::Tab => Some('\t'),
            KeyCode::Left => dir('h', '4'),
            KeyCode::Right => dir('l', '6'),
            KeyCode::Up => dir('k', '8'),
            KeyCode::Down => dir('j', '2'),
            KeyCode::Home => dir('y', '7'),
            KeyCode::PageUp => dir('u', '9'),
            KeyCode::End => dir('b', '1'),
            KeyCode::PageDown => dir('n', '3'),
            _ => None,
        }
    }
}
