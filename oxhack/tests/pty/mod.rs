//! Drives the real `oxhack` binary in a pseudo-terminal and reads its
//! screen through a terminal emulator (vt100), as a player would see it.
//! Needs nothing installed.

#![allow(dead_code)]

use portable_pty::{CommandBuilder, PtySize, native_pty_system};
use std::io::{Read, Write};
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// A running game in a pty.
pub struct Session {
    parser: Arc<Mutex<vt100::Parser>>,
    writer: Box<dyn Write + Send>,
    child: Box<dyn portable_pty::Child + Send + Sync>,
    done: Arc<Mutex<bool>>,
    /// The master side; `None` once closed.
    master: Option<Box<dyn portable_pty::MasterPty + Send>>,
    /// Tells the reader thread to let go of its copy of the master side.
    stop: Arc<AtomicBool>,
}

impl Session {
    /// Starts `oxhack ARGS` with HOME and XDG_DATA_HOME in `home`.
    pub fn start(home: &Path, args: &[&str]) -> Session {
        let pair = native_pty_system()
            .openpty(PtySize { rows: 24, cols: 80, pixel_width: 0, pixel_height: 0 })
            .expect("a pty");
        let mut cmd = CommandBuilder::new(env!("CARGO_BIN_EXE_oxhack"));
        cmd.args(args);
        cmd.env("HOME", home);
        cmd.env("XDG_DATA_HOME", home.join("data"));
        cmd.env("OXHACK_RECORD", home.join("record"));
        cmd.env("TERM", "xterm-256color");
        cmd.env_remove("OXHACKOPTIONS");
        cmd.cwd(home);
        let child = pair.slave.spawn_command(cmd).expect("oxhack starts");
        drop(pair.slave);
        // The reader never blocks, so that closing the master side
        // (dropping every copy of it) can be done at any moment.
        let fd = pair.master.as_raw_fd().expect("the master's fd");
        // SAFETY: fcntl on a descriptor we own, with valid flags.
        unsafe {
            let flags = libc::fcntl(fd, libc::F_GETFL);
            libc::fcntl(fd, libc::F_SETFL, flags | libc::O_NONBLOCK);
        }
        let mut reader = pair.master.try_clone_reader().expect("reader");
        let writer = pair.master.take_writer().expect("writer");
        let parser = Arc::new(Mutex::new(vt100::Parser::new(24, 80, 0)));
        let done = Arc::new(Mutex::new(false));
        let stop = Arc::new(AtomicBool::new(false));
        let (p, d, st) = (parser.clone(), done.clone(), stop.clone());
        let master = pair.master;
        std::thread::spawn(move || {
            let mut buf = [0u8; 8192];
            loop {
                match reader.read(&mut buf) {
                    Ok(0) => break,
                    Ok(n) => p.lock().expect("parser").process(&buf[..n]),
                    Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {
                        if st.load(Ordering::Relaxed) {
                            break;
                        }
                        std::thread::sleep(Duration::from_millis(5));
                    }
                    Err(_) => break,
                }
            }
            *d.lock().expect("done") = true;
        });
        Session { parser, writer, child, done, master: Some(master), stop }
    }

    /// Closes the master side of the pty, as a terminal emulator that is
    /// closed (or an ssh connection that drops) does: the game sees end of
    /// file and a hang-up. Returns once every copy of it is closed.
    pub fn close_master(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        while !*self.done.lock().expect("done") {
            std::thread::sleep(Duration::from_millis(5));
        }
        // portable-pty's writer, when dropped, types a newline and the EOF
        // key (VEOF) into the pty so that a cooked-mode child sees end of
        // file. A real terminal that closes types nothing, and the game in
        // raw mode would take the newline for a command (`^J`, a rush
        // south) and play one more turn. Clear VEOF first so that the drop
        // types nothing.
        if let Some(fd) = self.master.as_ref().and_then(|m| m.as_raw_fd()) {
            // SAFETY: tcgetattr/tcsetattr on a descriptor we own, with a
            // termios the call fills in.
            unsafe {
                let mut t: libc::termios = std::mem::zeroed();
                if libc::tcgetattr(fd, &mut t) == 0 {
                    t.c_cc[libc::VEOF] = 0;
                    libc::tcsetattr(fd, libc::TCSANOW, &t);
                }
            }
        }
        // Dropping the writer and the master closes the last descriptors.
        self.writer = Box::new(std::io::sink());
        self.master = None;
    }

    /// The process id of the game.
    pub fn pid(&self) -> Option<u32> {
        self.child.process_id()
    }

    /// Waits up to `limit` for the process to exit; returns its success
    /// and how long it took, or `None` if it is still running.
    pub fn exit_within(&mut self, limit: Duration) -> Option<(bool, Duration)> {
        let start = Instant::now();
        loop {
            if let Ok(Some(st)) = self.child.try_wait() {
                return Some((st.success(), start.elapsed()));
            }
            if start.elapsed() > limit {
                return None;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    /// The screen's text now, one line per row.
    pub fn screen(&self) -> String {
        self.parser.lock().expect("parser").screen().contents()
    }

    /// One row of the screen.
    pub fn row(&self, r: u16) -> String {
        let p = self.parser.lock().expect("parser");
        p.screen().contents_between(r, 0, r, 80).trim_end().to_string()
    }

    /// The foreground colour of the cell at (row, col) as a palette
    /// index (`None` for the terminal's default colour).
    pub fn fg_index(&self, row: u16, col: u16) -> Option<u8> {
        let p = self.parser.lock().expect("parser");
        match p.screen().cell(row, col).map(|c| c.fgcolor()) {
            Some(vt100::Color::Idx(i)) => Some(i),
            _ => None,
        }
    }

    /// Resizes the terminal (the emulator and the pty, which signals the
    /// game).
    pub fn resize(&mut self, rows: u16, cols: u16) {
        self.parser.lock().expect("parser").screen_mut().set_size(rows, cols);
        if let Some(m) = &self.master {
            m.resize(PtySize { rows, cols, pixel_width: 0, pixel_height: 0 }).expect("resize");
        }
    }

    /// Where the hero (`@`) is on the map rows, as (column, row).
    pub fn hero(&self) -> Option<(i32, i32)> {
        self.find_on_map('@')
    }

    /// The first map square (rows 1..=21) showing `ch`.
    pub fn find_on_map(&self, ch: char) -> Option<(i32, i32)> {
        let s = self.screen();
        s.lines()
            .enumerate()
            .skip(1)
            .take(21)
            .find_map(|(r, l)| l.chars().position(|c| c == ch).map(|c| (c as i32, r as i32)))
    }

    /// The game is drawing on the alternate screen (raw mode, full
    /// screen); false once the terminal is restored.
    pub fn in_alternate_screen(&self) -> bool {
        self.parser.lock().expect("parser").screen().alternate_screen()
    }

    /// Types `keys`.
    pub fn send(&mut self, keys: &str) {
        self.writer.write_all(keys.as_bytes()).expect("write keys");
        self.writer.flush().expect("flush");
        std::thread::sleep(Duration::from_millis(30));
    }

    /// Waits until the screen contains `text` (panics with the screen
    /// after 20 s).
    pub fn wait_for(&self, text: &str) -> String {
        let start = Instant::now();
        loop {
            let s = self.screen();
            if s.contains(text) {
                return s;
            }
            if start.elapsed() > Duration::from_secs(20) {
                panic!("timed out waiting for {text:?}; screen:\n{s}");
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Waits until the screen shows `text` and the status lines are
    /// drawn (a screen arrives in pieces).
    pub fn wait_ready(&self, text: &str) -> String {
        self.wait_until(text, |s| s.contains(text) && s.contains(" T:") && s.contains("HP:"))
    }

    /// Waits until `pred` holds for the screen.
    pub fn wait_until(&self, what: &str, pred: impl Fn(&str) -> bool) -> String {
        let start = Instant::now();
        loop {
            let s = self.screen();
            if pred(&s) {
                return s;
            }
            if start.elapsed() > Duration::from_secs(20) {
                panic!("timed out waiting for {what}; screen:\n{s}");
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Plays until the turn counter reaches `target`: searches in place,
    /// dismissing any `--More--` (monsters may come and fight).
    pub fn advance_to(&mut self, target: i64) -> String {
        let start = Instant::now();
        loop {
            let s = self.wait_until("a status line", |s| s.contains(" T:"));
            if s.contains("--More--") {
                self.send(" ");
            } else if turn_of(&s).is_some_and(|t| t >= target) {
                return s;
            } else if s.contains("You die") || s.contains("Do you want") {
                panic!("the hero died before turn {target}:\n{s}");
            } else {
                // One key at a time: wait until the screen shows its turn
                // passed (or a message), or a slow screen makes us overshoot.
                let before = turn_of(&s);
                self.send("s");
                let t0 = Instant::now();
                while t0.elapsed() < Duration::from_secs(5) {
                    let now = self.screen();
                    if turn_of(&now) != before || now.contains("--More--") {
                        break;
                    }
                    std::thread::sleep(Duration::from_millis(5));
                }
            }
            if start.elapsed() > Duration::from_secs(30) {
                panic!("could not reach turn {target}; screen:\n{s}");
            }
        }
    }

    /// The exit status if the process has ended (after letting the
    /// reader drain its last output).
    pub fn try_exit(&mut self) -> Option<bool> {
        match self.child.try_wait() {
            Ok(Some(st)) => {
                for _ in 0..50 {
                    if *self.done.lock().expect("done") {
                        break;
                    }
                    std::thread::sleep(Duration::from_millis(10));
                }
                Some(st.success())
            }
            _ => None,
        }
    }

    /// Waits for the process to exit; returns its success.
    pub fn wait_exit(&mut self) -> bool {
        let start = Instant::now();
        loop {
            if let Ok(Some(st)) = self.child.try_wait() {
                // Let the reader drain the last output.
                for _ in 0..50 {
                    if *self.done.lock().expect("done") {
                        break;
                    }
                    std::thread::sleep(Duration::from_millis(10));
                }
                return st.success();
            }
            if start.elapsed() > Duration::from_secs(20) {
                let _ = self.child.kill();
                panic!("oxhack did not exit; screen:\n{}", self.screen());
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Sends SIGTERM, as a system shutting down would.
    pub fn signal_term(&mut self) {
        self.signal(libc::SIGTERM);
    }

    /// Sends a signal to the game.
    pub fn signal(&mut self, sig: i32) {
        if let Some(pid) = self.child.process_id() {
            // SAFETY: kill(2) with a pid and signal number; no memory is
            // involved.
            unsafe {
                libc::kill(pid as libc::pid_t, sig);
            }
        }
    }

    /// Kills the process with SIGKILL, as `kill -9` or a crash would: it
    /// gets no chance to save. (portable-pty's own kill sends a SIGHUP
    /// first, which the game answers by saving.)
    pub fn kill(&mut self) {
        self.signal(libc::SIGKILL);
        let _ = self.child.wait();
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
        }
    }
}

/// The turn counter on the status line, if shown.
pub fn turn_of(screen: &str) -> Option<i64> {
    let line = screen.lines().find(|l| l.contains(" T:"))?;
    line.split(" T:").nth(1)?.split_whitespace().next()?.parse().ok()
}
