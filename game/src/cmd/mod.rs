//! Commands (cmd.c): reading a command key with an optional count
//! (`parse`), `^A` to do the last command again, the movement keys
//! (vi-keys or the number pad), the prefix keys (`F`, `g`/`G`, `m`/`M`,
//! and with the number pad `5`, `-`, `0`, `n`), and the dispatch of every
//! other key through the one command table in [`table`]. A command
//! returns whether it took game time.
//!
//! - [`table`]: every command of NetHack 3.6.7, its keys and flags.
//! - [`extcmd`]: `#` with completion, and `#?`.
//! - [`help`]: `?`, `&`, `/`, `V`, `v`, `#version`.
//! - [`doc`]: the table as `docs/commands.md`.
//! - [`general`]: cmd.c's small commands (explore mode, `^T`, the here
//!   and there menus, `#monster`, the refused shell and suspend).
//! - [`wizard`], [`wizinfo`]: the wizard-mode commands.
//! - [`notyet`]: the commands OxHack does not have yet, saying so.
//!
//! May use: every subsystem (it dispatches to all of them); none uses it.

pub mod doc;
pub mod extcmd;
pub mod general;
pub mod help;
pub mod notyet;
pub mod table;
pub mod wizard;
pub mod wizinfo;

use crate::game::Game;
use crate::ui::keys::{ESC, ctrl, movement_dir};
use crate::world::display::Glyph;
use oxhack_defs::Prop;
use table::{PLAYTEST, WIZMODECMD, special_key, visctrl};

/// `^A`, NetHack's `DOAGAIN`.
pub const DOAGAIN: char = '\x01';

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
        self.cx.nopick = false;
        self.cx.menu_requested = false;
        let (count, c) = self.parse();
        if c == ESC {
            return false;
        }
        if c == DOAGAIN && !self.cx.in_doagain && self.win.replay_command() {
            self.cx.in_doagain = true;
            let again = self.nhgetch();
            let took = self.counted(self.cx.last_count, again);
            self.win.end_replay();
            self.cx.in_doagain = false;
            return took;
        }
        if c != DOAGAIN {
            self.win.record_command(c);
            self.cx.last_count = count;
        }
        self.counted(count, c)
    }

    /// `parse`: the count and the command key.
    fn parse(&mut self) -> (i32, char) {
        let np = self.opts.number_pad;
        let mut count: i32 = 0;
        let mut c = self.nhgetch();
        self.clear_toplines();
        let counting = !np || c == 'n';
        if np && c == 'n' {
            c = self.nhgetch();
        }
        while counting && c.is_ascii_digit() {
            count = (count * 10 + c.to_digit(10).unwrap_or(0) as i32).min(32_767);
            self.win.clear_message();
            self.win.putmsg(&format!("Count: {count}"));
            c = self.nhgetch();
            self.win.clear_message();
        }
        (count, c)
    }

    /// Runs key `c`, repeated `count` times when more than one.
    fn counted(&mut self, count: i32, c: char) -> bool {
        if count > 1 {
            self.run.count = count - 1;
            self.run.cmd = Some(c);
        }
        self.do_command(c)
    }

    /// Runs command key `c`: movement first, then the prefix keys, then
    /// the command table; anything else is "Unknown command".
    pub fn do_command(&mut self, c: char) -> bool {
        let np = self.opts.number_pad;
        if let Some((dx, dy)) = movement_dir(c, np) {
            self.run.mode = 0;
            return self.domove(dx, dy);
        }
        if !np {
            if c.is_ascii_uppercase()
                && let Some((dx, dy)) = movement_dir(c.to_ascii_lowercase(), false)
            {
                return self.start_run(1, dx, dy);
            }
            if let Some(d) = "hjklyubn".chars().find(|&d| ctrl(d) == c)
                && let Some((dx, dy)) = movement_dir(d, false)
            {
                return self.start_run(2, dx, dy);
            }
        }
        if let Some(sk) = special_key(c, np) {
            match sk.name {
                "escape" => return false,
                "rush" | "run" | "run.numpad" => return self.prefix_move(c, "run", |g, dx, dy| g.start_run(2, dx, dy)),
                "fight" | "fight.numpad" => return self.dofight_prefix(c),
                "nopickup" => return self.donopickup(c),
                "run.nopickup" => {
                    return self.prefix_move(c, "run", |g, dx, dy| {
                        g.cx.nopick = true;
                        g.start_run(1, dx, dy)
                    });
                }
                "doinv" => return self.ddoinv(),
                "break" => return self.doquit(),
                _ => {}
            }
        }
        if c == ' ' && !self.opts.rest_on_space {
            return self.unknown_command(&visctrl(c));
        }
        match table::bound(c, self.wizard) {
            Some(e) if e.has(PLAYTEST) && (self.playtest.is_none() || !self.wizard) => {
                self.unknown_command(&visctrl(c))
            }
            Some(e) if e.has(WIZMODECMD) && !self.wizard => {
                self.pline("You can't do that!");
                false
            }
            Some(e) => (e.func)(self),
            None => self.unknown_command(&visctrl(c)),
        }
    }

    /// "Unknown command 'x'." (the key as `visctrl` shows it).
    fn unknown_command(&mut self, shown: &str) -> bool {
        self.pline(format!("Unknown command '{shown}'."));
        false
    }

    /// A movement prefix: the next key must be a direction; `go` moves.
    fn prefix_move(&mut self, prefix: char, dothat: &str, go: impl FnOnce(&mut Game, i32, i32) -> bool) -> bool {
        let k = self.nhgetch();
        let np = self.opts.number_pad;
        let dir = movement_dir(k, np).or_else(|| movement_dir(k.to_ascii_lowercase(), np));
        match dir {
            Some((dx, dy)) => go(self, dx, dy),
            None => {
                self.help_dir(prefix, k, dothat, " at");
                false
            }
        }
    }

    /// `F` (and `-` with the number pad): fight in a direction
    /// (`context.forcefight`): a monster there is hit even when unseen,
    /// tame or peaceful, without asking (as NetHack 3.6.7's
    /// `attack_checks` skips its questions for `F`); at no monster the
    /// turn is spent on the air or the wall.
    fn dofight_prefix(&mut self, prefix: char) -> bool {
        let k = self.nhgetch();
        let Some((dx, dy)) = movement_dir(k, self.opts.number_pad) else {
            self.help_dir(prefix, k, "fight", "");
            return false;
        };
        self.domove_core(dx, dy, true)
    }

    /// `F` as a command of its own: reads the direction and fights.
    pub fn dofight(&mut self) -> bool {
        self.dofight_prefix('F')
    }

    /// `m`: a move that picks nothing up (also up or down stairs), or a
    /// command asked for with its menu (`iflags.menu_requested`).
    fn donopickup(&mut self, prefix: char) -> bool {
        let k = self.nhgetch();
        if let Some((dx, dy)) = movement_dir(k, self.opts.number_pad) {
            let (x, y) = (self.u.ux + dx, self.u.uy + dy);
            if let Some(i) = self.lev.monsters.iter().position(|m| m.mx == x && m.my == y)
                && (self.canspotmon(&self.lev.monsters[i]) || self.mem.get(x, y) == Glyph::Invisible)
            {
                // Moving with `m` never attacks (domove's `context.nopick`).
                let msg = if self.lev.monsters[i].mpeaceful && !self.u.has(Prop::Halluc) {
                    format!("Pardon me, {}.", self.mon_nam(i))
                } else {
                    format!("You move right into {}.", self.mon_nam(i))
                };
                self.pline(msg);
                return false;
            }
            self.cx.nopick = true;
            self.run.mode = 0;
            return self.domove(dx, dy);
        }
        match k {
            '<' | '>' => {
                self.cx.nopick = true;
                if k == '<' { self.doup() } else { self.dodown() }
            }
            _ => match table::effective(k, self.opts.number_pad, self.wizard) {
                Some(e) if accepts_menu_prefix(e.name) => {
                    self.cx.menu_requested = true;
                    self.do_command(k)
                }
                Some(e) => {
                    self.pline(format!("'{}' prefix has no effect for the {} command.", visctrl(prefix), e.name));
                    self.do_command(k)
                }
                None => {
                    self.help_dir(prefix, k, "move", " at");
                    false
                }
            },
        }
    }

    /// `help_dir` without `cmdassist`: why the key after a prefix is no
    /// direction. ESC after a prefix is a change of heart and says nothing.
    fn help_dir(&mut self, prefix: char, k: char, dothat: &str, how: &str) {
        if k == ESC {
            return;
        }
        let self_key = k == '.' || (self.opts.number_pad && k == 's');
        let msg = if self_key {
            format!("You can't {dothat}{how} yourself.")
        } else if k == '<' || k == '>' {
            format!("You can't {dothat} {}.", if k == '<' { "upward" } else { "downward" })
        } else {
            format!("Invalid direction for '{}' prefix.", visctrl(prefix))
        };
        self.pline(msg);
    }
}

/// The commands that take the `m` prefix as a request for a menu
/// (`accept_menu_prefix`).
pub fn accepts_menu_prefix(name: &str) -> bool {
    matches!(
        name,
        "pickup" | "tip" | "eat" | "offer" | "apply" | "loot" | "travel" | "wizlevelport" | "teleport" | "#" | "?"
    )
}
