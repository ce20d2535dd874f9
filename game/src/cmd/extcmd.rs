//! Extended commands (cmd.c's `doextcmd`, `doextlist`, tty's
//! `tty_get_ext_cmd`): `#` reads a command's name, completing unique
//! prefixes of the commands marked autocomplete, and `#?` lists them all
//! with their descriptions.

use super::table::{AUTOCOMPLETE, EXTCMDS, ExtCmd, NOTAVAIL, PLAYTEST, WIZMODECMD};
use crate::game::Game;
use crate::ui::{Menu, PickHow};

impl Game {
    /// Whether extended command `e` exists in this game: wizard-mode
    /// commands only in wizard mode, `#rebuild` only in a play-test.
    pub fn extcmd_available(&self, e: &ExtCmd) -> bool {
        !e.has(NOTAVAIL) && (self.wizard || !e.has(WIZMODECMD)) && (!e.has(PLAYTEST) || self.playtest.is_some())
    }

    /// The names `#` completes (`ext_cmd_getlin_hook`'s candidates).
    pub fn extcmd_completions(&self) -> Vec<&'static str> {
        EXTCMDS.iter().filter(|e| e.has(AUTOCOMPLETE) && self.extcmd_available(e)).map(|e| e.name).collect()
    }

    /// `get_ext_cmd`: reads a command name after `#`; `None` when none
    /// was given or it names nothing ("foo: unknown extended command.").
    fn get_ext_cmd(&mut self) -> Option<&'static ExtCmd> {
        let completions = self.extcmd_completions();
        let line = self.win.get_ext_cmd(&completions)?;
        let typed = line.split_whitespace().collect::<Vec<_>>().join(" ");
        if typed.is_empty() {
            return None;
        }
        let low = typed.to_ascii_lowercase();
        if let Some(e) = EXTCMDS.iter().find(|e| e.name == low) {
            return Some(e);
        }
        // A unique prefix of a completing command is that command (what
        // tty's completion shows; other ports may not complete).
        let mut found = completions.iter().filter(|n| n.starts_with(&low));
        if let (Some(one), None) = (found.next(), found.next()) {
            return EXTCMDS.iter().find(|e| e.name == *one);
        }
        self.pline(format!("{typed}: unknown extended command."));
        None
    }

    /// `#` (`doextcmd`): an extended command by name; after `#?` it asks
    /// again.
    pub fn doextcmd(&mut self) -> bool {
        loop {
            let Some(e) = self.get_ext_cmd() else { return false };
            if !self.extcmd_available(e) {
                if e.has(NOTAVAIL) {
                    return (e.func)(self);
                }
                self.pline("You can't do that.");
                return false;
            }
            if self.cx.menu_requested && !super::accepts_menu_prefix(e.name) {
                self.pline(format!("'m' prefix has no effect for the {} command.", e.name));
                self.cx.menu_requested = false;
            }
            let took = (e.func)(self);
            if e.name != "?" {
                return took;
            }
        }
    }

    /// `#?` (`doextlist`): the extended commands with their descriptions,
    /// `[A]` marking those `#` completes; wizard-mode ones in their own
    /// section (or, `z`, all in one list). `a` hides those that do not
    /// complete, `:` searches names and descriptions.
    pub fn doextlist(&mut self) -> bool {
        let mut hide_nonauto = false;
        let mut onelist = false;
        let mut search = String::new();
        loop {
            let mut m = Menu::new("", PickHow::One);
            m.text("Extended Commands List");
            m.text("");
            let hide = if hide_nonauto { "Show" } else { "Hide" };
            let tail = if hide_nonauto { "" } else { " (those not marked with [A])" };
            m.item(Some('a'), &format!("{hide} commands that don't autocomplete{tail}"));
            if search.is_empty() {
                m.item(Some(':'), "Search extended commands");
            } else {
                m.item(Some('s'), &format!("Show all, clear search (\"{search}\")"));
            }
            if self.wizard {
                m.item(
                    Some('z'),
                    if onelist {
                        "Show debugging commands in separate section"
                    } else {
                        "Show all alphabetically, including debugging commands"
                    },
                );
            }
            m.text("");
            let lines = self.extlist_lines(hide_nonauto, onelist, &search);
            if lines.is_empty() && !search.is_empty() {
                m.text("no matches");
            }
            for (heading, text) in lines {
                if heading {
                    m.header(&text);
                } else {
                    m.text(&text);
                }
            }
            let Some(pick) = self.select_menu(&m) else { return false };
            let Some(&i) = pick.first() else { return false };
            match m.items[i].letter {
                Some('a') => hide_nonauto = !hide_nonauto,
                Some(':') => {
                    let Some(s) = self.getlin("Extended command list search phrase?") else { continue };
                    search = s.split_whitespace().collect::<Vec<_>>().join(" ");
                }
                Some('s') => search.clear(),
                Some('z') => {
                    onelist = !onelist;
                    search.clear();
                }
                _ => return false,
            }
        }
    }

    /// The lines of `#?`: (heading?, text), sections with their blank
    /// line after.
    pub fn extlist_lines(&self, hide_nonauto: bool, onelist: bool, search: &str) -> Vec<(bool, String)> {
        let headings = ["Extended commands", "Debugging Extended Commands"];
        let want = search.to_ascii_lowercase();
        let mut out = Vec::new();
        for (pass, heading) in headings.iter().enumerate() {
            if pass == 1 && (onelist || !self.wizard) {
                break;
            }
            let mut shown = 0;
            for e in EXTCMDS {
                let wizc = e.has(WIZMODECMD);
                if e.has(NOTAVAIL) || (hide_nonauto && !e.has(AUTOCOMPLETE)) || !self.extcmd_available(e) {
                    continue;
                }
                if !want.is_empty() && !e.name.contains(&want) && !e.desc.to_ascii_lowercase().contains(&want) {
                    continue;
                }
                if !onelist && usize::from(wizc) != pass {
                    continue;
                }
                if shown == 0 {
                    out.push((true, heading.to_string()));
                }
                let auto = if e.has(AUTOCOMPLETE) { "[A]" } else { "" };
                out.push((false, format!(" {:<14} {:<3} {}", e.name, auto, e.desc)));
                shown += 1;
            }
            if shown > 0 {
                out.push((false, String::new()));
            }
        }
        out
    }
}
