//! Commands (cmd.c): reading a command key with an optional count,
//! movement keys (vi-keys or the number pad), running prefixes, extended
//! `#` commands, wizard-mode commands, and the dispatch to the modules
//! that carry them out. A command returns whether it took game time.
//! `wizard` holds the wizard-mode commands (cmd.c's `wiz_*`).
//!
//! May use: every subsystem (it dispatches to all of them); none uses it.

pub mod wizard;

use crate::game::Game;
use crate::ui::keys::{ESC, ctrl, movement_dir};

/// What a command key asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cmd {
    Move(i32, i32),
    /// Shift-move: run until something interesting (`rush` mode 1).
    Run(i32, i32),
    /// `G` prefix: rush, ignoring branching corridors (mode 2... 3).
    Rush(i32, i32),
    Other(char),
}

impl Game {
    /// Reads and runs one command (`rhack`): a count prefix (digits, or
    /// `n` then digits with the number pad), then the command key.
    /// Returns whether the command took time.
    pub fn rhack(&mut self) -> bool {
        if self.run.count > 0
            && let Some(c) = self.run.cmd
        {
            self.run.count -= 1;
            if self.run.count == 0 {
                self.run.cmd = None;
            }
            return self.do_command(c);
        }
        let mut count: i32 = 0;
        let mut c = self.nhgetch();
        self.clear_toplines();
        if self.opts.number_pad && c == 'n' {
            c = self.nhgetch();
        }
        while !self.opts.number_pad && c.is_ascii_digit() || (count > 0 && c.is_ascii_digit()) {
            count = (count * 10 + c.to_digit(10).unwrap_or(0) as i32).min(32_767);
            self.win.clear_message();
            self.win.putmsg(&format!("Count: {count}"));
            c = self.nhgetch();
            self.win.clear_message();
        }
        if c == ESC {
            return false;
        }
        if count > 1 {
            self.run.count = count - 1;
            self.run.cmd = Some(c);
        }
        self.do_command(c)
    }

    /// Classifies a key.
    pub fn classify(&mut self, c: char) -> Cmd {
        let np = self.opts.number_pad;
        if let Some((dx, dy)) = movement_dir(c, np) {
            return Cmd::Move(dx, dy);
        }
        if !np
            && c.is_ascii_uppercase()
            && let Some((dx, dy)) = movement_dir(c.to_ascii_lowercase(), false)
        {
            return Cmd::Run(dx, dy);
        }
        if c == 'G' || c == ctrl('g') && !self.wizard {
            let k = self.nhgetch();
            if let Some((dx, dy)) = movement_dir(k.to_ascii_lowercase(), np) {
                return Cmd::Rush(dx, dy);
            }
            return Cmd::Other(ESC);
        }
        Cmd::Other(c)
    }

    /// Runs command key `c`.
    pub fn do_command(&mut self, c: char) -> bool {
        match self.classify(c) {
            Cmd::Move(dx, dy) => {
                self.run.mode = 0;
                self.domove(dx, dy)
            }
            Cmd::Run(dx, dy) => self.start_run(1, dx, dy),
            Cmd::Rush(dx, dy) => self.start_run(2, dx, dy),
            Cmd::Other(c) => self.do_other(c),
        }
    }

    fn do_other(&mut self, c: char) -> bool {
        let wiz = self.wizard;
        match c {
            '.' => self.donull(),
            'F' => self.dofight(),
            ' ' if self.opts.rest_on_space => self.donull(),
            's' => self.dosearch(),
            '_' => self.dotravel(),
            '<' => self.doup(),
            '>' => self.dodown(),
            ',' => self.dopickup(),
            'd' => self.dodrop(),
            'D' => self.doddrop(),
            'i' => self.ddoinv(),
            'I' => self.dotypeinv(),
            'w' => self.dowield(),
            'x' => self.doswapweapon(),
            'Q' => self.dowieldquiver(),
            'W' => self.dowear(),
            'T' => self.dotakeoff(),
            'P' => self.doputon(),
            'R' => self.doremring(),
            'e' => self.doeat(),
            'q' => self.dodrink(),
            'r' => self.doread(),
            'z' => self.dozap(),
            't' => self.dothrow(),
            'f' => self.dofire(),
            'a' => self.doapply(),
            'Z' => self.docast(),
            '+' => self.dovspell(),
            'o' => self.doopen(),
            'c' => self.doclose(),
            'C' => self.docallcmd(),
            ':' => self.dolook(),
            ';' => self.dofarlook(),
            '\\' => self.dodiscovered(),
            '?' => self.dohelp(),
            'O' => self.doset(),
            'S' => self.dosave(),
            '#' => self.doextcmd(),
            c if c == ctrl('d') => self.dokick(),
            c if c == ctrl('p') => self.dohistory(),
            c if c == ctrl('r') => self.doredraw(),
            c if c == ctrl('x') => self.doattributes(),
            c if c == ctrl('w') && wiz => self.wiz_wish(),
            c if c == ctrl('f') && wiz => self.wiz_map(),
            c if c == ctrl('v') && wiz => self.wiz_level_tele(),
            c if c == ctrl('t') && wiz => self.wiz_teleport(),
            c if c == ctrl('i') && wiz => self.wiz_identify(),
            c if c == ctrl('g') && wiz => self.wiz_genesis(),
            c if c == ctrl('o') && wiz => self.wiz_where(),
            c if c == ctrl('o') => self.dooverview(),
            c if c == ctrl('q') && wiz && self.playtest.is_some() => self.wiz_rebuild(),
            c if c == ctrl('c') => self.doquit(),
            ESC => false,
            other => {
                let shown = if (other as u32) < 32 {
                    format!("^{}", ((other as u8) + b'@') as char)
                } else {
                    other.to_string()
                };
                self.pline(format!("Unknown command '{shown}'."));
                false
            }
        }
    }

    /// `F`: fight in a direction (`context.forcefight`): a monster there
    /// is hit even when unseen, tame or peaceful, without asking (as
    /// NetHack 3.6.7's `attack_checks` skips its questions for `F`); at
    /// no monster the turn is spent on the air or the wall.
    pub fn dofight(&mut self) -> bool {
        let k = self.nhgetch();
        let Some((dx, dy)) = movement_dir(k, self.opts.number_pad) else {
            return false;
        };
        self.domove_core(dx, dy, true)
    }

    /// `#`: an extended command typed by name (unique prefixes work).
    pub fn doextcmd(&mut self) -> bool {
        const EXT: &[&str] = &[
            "attributes",
            "call",
            "cast",
            "enhance",
            "force",
            "kick",
            "loot",
            "name",
            "offer",
            "overview",
            "pray",
            "quit",
            "rebuild",
            "version",
            "wizwhere",
        ];
        let Some(line) = self.getlin("#") else { return false };
        let word = line.trim().to_ascii_lowercase();
        if word.is_empty() {
            return false;
        }
        // Wizard-mode commands exist only in wizard mode.
        let wiz = self.wizard;
        let playtest = wiz && self.playtest.is_some();
        let ext = EXT.iter().copied().filter(|e| (wiz || !e.starts_with("wiz")) && (playtest || *e != "rebuild"));
        let found: Vec<&str> = ext.clone().filter(|e| e.starts_with(&word)).collect();
        let exact = ext.clone().find(|e| *e == word);
        let Some(cmd) = (if found.len() == 1 { found.first().copied() } else { exact }) else {
            self.pline(format!("#{word}: unknown extended command."));
            return false;
        };
        match cmd {
            "attributes" => self.doattributes(),
            "call" | "name" => self.docallcmd(),
            "enhance" => self.enhance_weapon_skill(),
            "force" => self.doforce(),
            "kick" => self.dokick(),
            "loot" => self.doloot(),
            "cast" => self.docast(),
            "offer" => self.dosacrifice(),
            "overview" => self.dooverview(),
            "pray" => self.dopray(),
            "quit" => self.doquit(),
            "wizwhere" => self.wiz_where(),
            "rebuild" => self.wiz_rebuild(),
            "version" => {
                self.pline(format!("OxHack {}, after NetHack 3.6.7.", env!("CARGO_PKG_VERSION")));
                false
            }
            _ => false,
        }
    }
}
