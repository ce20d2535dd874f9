//! Help (pager.c, version.c, cmd.c's `dokeylist`): `?` and its menu, the
//! key list derived from the command table, `&` what a key does, `/` and
//! `;` what a symbol is, `V` the game's history, `v` and `#version`.
//! None of these take game time.

use super::table::{self, EXTCMDS, ExtCmd, GENERALCMD, SPECIAL_KEYS, WIZMODECMD, key2txt, visctrl};
use crate::game::Game;
use crate::ui::keys::{DIRS, ctrl, movement_dir};
use crate::ui::{Menu, PickHow};
use crate::world::glyph::{CMAP_EXPLAIN, sym::DEFSYMS};
use oxhack_defs::{MonClass, OClass};

/// The `?` list of map symbols (OxHack's summary).
pub const SYMBOL_HELP: &[&str] = &[
    "@  you (or a human)          -  |  walls, open doors",
    ".  floor, doorway            #  corridor, tree, sink, iron bars",
    "+  closed door, spellbook    <  >  stairs up and down",
    "{  fountain                  _  altar, iron chain",
    "}  water, lava               \\  throne",
    "^  a trap                    \"  web, amulet",
    "I  remembered, unseen monster",
    "a-z A-Z and others: monsters (; tells which)",
    ")  weapon    [  armor    =  ring    !  potion    ?  scroll",
    "/  wand      (  tool     %  food    $  gold      *  gem or rock",
    "`  boulder or statue (0 with the boulder option)",
];

/// What NetHack's own `dat/history` tells, in OxHack's words.
const HISTORY: &[&str] = &[
    "Rogue (Michael Toy, Glenn Wichman and Ken Arnold, 1980) began the genre.",
    "Jay Fenlason wrote Hack with Kenny Woodland, Mike Thome and Jon Payne;",
    "Andries Brouwer rewrote it into Hack 1.0 (1984).",
    "Mike Stephenson merged the Hacks of the day into NetHack 1.4 (1987), and",
    "the NetHack DevTeam went on with 2.3, 3.0 (1989), 3.1 (1993), 3.4.3 (2003),",
    "3.6.0 (2015) and 3.6.7 (2023), with many porters and contributors.",
    "DynaHack (2012) gave objects random magical properties.",
    "OxHack rebuilds NetHack 3.6.7's world and rules in Rust, with those",
    "properties.",
];

/// The menu control keys of the tty window port.
const MENU_CONTROLS: &[&str] = &[
    "Menu control keys (tty):",
    "  a-z A-Z   pick or unpick an item",
    "  ,         pick every item on the page (pick-any menus)",
    "  -         unpick every item on the page",
    "  >  <      next and previous page (space too goes on)",
    "  return    accept the choice",
    "  ESC       cancel",
];

/// One entry of the `?` menu.
type HelpFn = fn(&mut Game);
/// Which commands one section of the key list shows.
type KeyFilter = fn(&ExtCmd) -> bool;

impl Game {
    /// The version line (`getversionstring`).
    pub fn version_string(&self) -> String {
        format!("OxHack {}, after NetHack 3.6.7.", env!("CARGO_PKG_VERSION"))
    }

    /// `v` (`doversion`).
    pub fn doversion(&mut self) -> bool {
        let v = self.version_string();
        self.pline(v);
        false
    }

    /// `#version` (`doextversion`): the version and what this build is.
    pub fn doextversion(&mut self) -> bool {
        let mut lines = vec![self.version_string(), String::new()];
        let t = oxhack_tables::tables();
        lines.push(format!("Tables: {}", t.summary()));
        let random = t.oprops.iter().filter(|p| p.random).count();
        let bad = t.oprops.iter().filter(|p| p.detrimental).count();
        lines.push(format!("Random properties: {} ({random} can appear at random, {bad} detrimental)", t.oprops.len()));
        lines.push(String::new());
        lines.push("Options compiled in: tty window port, vi-keys and number_pad, wizard mode,".to_string());
        lines.push("explore mode, play-testing levels (--level).".to_string());
        self.display_lines("", &lines);
        false
    }

    /// `V` (`dohistory`): the version and the game's history.
    pub fn dohistory(&mut self) -> bool {
        let mut lines = vec![self.version_string(), String::new()];
        lines.extend(HISTORY.iter().map(|s| s.to_string()));
        self.display_lines("", &lines);
        false
    }

    /// `?` (`dohelp`): a menu of help texts.
    pub fn dohelp(&mut self) -> bool {
        let mut items: Vec<(&str, HelpFn)> = vec![
            ("About OxHack (version information).", |g| {
                g.doextversion();
            }),
            ("List of game commands.", Game::dokeylist),
            ("What each map symbol means.", |g| {
                let lines: Vec<String> = SYMBOL_HELP.iter().map(|s| s.to_string()).collect();
                g.display_lines("Map symbols", &lines);
            }),
            ("Concise history of NetHack.", |g| {
                g.dohistory();
            }),
            ("Info on a character in the game display.", |g| {
                g.dowhatis();
            }),
            ("Info on what a given key does.", |g| {
                g.dowhatdoes();
            }),
            ("List of game options.", Game::option_help),
            ("List of extended commands.", |g| {
                g.doextlist();
            }),
            ("List menu control keys.", |g| {
                let lines: Vec<String> = MENU_CONTROLS.iter().map(|s| s.to_string()).collect();
                g.display_lines("", &lines);
            }),
        ];
        if self.wizard {
            items.push(("List of wizard-mode commands.", Game::wizhelp));
        }
        let mut m = Menu::new("Select one item:", PickHow::One);
        for (text, _) in &items {
            m.item(None, text);
        }
        let Some(pick) = self.select_menu(&m) else { return false };
        if let Some(&i) = pick.first() {
            (items[i].1)(self);
        }
        false
    }

    /// The options by name (`option_help`).
    fn option_help(&mut self) {
        let mut lines = vec!["Booleans (selecting will toggle value):".to_string()];
        lines.extend(crate::ui::options::BOOLEANS.iter().map(|b| format!("  {b}")));
        lines.push(String::new());
        lines.push("Compounds (selecting will prompt for new value):".to_string());
        lines.extend(crate::ui::options::COMPOUNDS.iter().map(|c| format!("  {}", c.0)));
        self.display_lines("", &lines);
    }

    /// The wizard-mode commands, from the table (`dat/wizhelp`).
    fn wizhelp(&mut self) {
        let mut lines = vec!["Debug-Mode Quick Reference:".to_string(), String::new()];
        for e in EXTCMDS.iter().filter(|e| e.has(WIZMODECMD) && self.extcmd_available(e)) {
            let key = e.key.map(visctrl).unwrap_or_default();
            lines.push(format!("{key:<4}#{:<15}== {}", e.name, e.desc));
        }
        self.display_lines("", &lines);
    }

    /// "List of game commands" (`dokeylist`): every key in the current
    /// mode and what it does, from the command table.
    pub fn dokeylist(&mut self) {
        let lines = self.keylist_lines();
        self.display_lines("", &lines);
    }

    /// The lines of [`Game::dokeylist`].
    pub fn keylist_lines(&self) -> Vec<String> {
        let np = self.opts.number_pad;
        let mut l = vec![String::new(), "            Full Current Key Bindings List".to_string(), String::new()];
        l.push("Directional keys:".to_string());
        let key = |i: usize| if np { DIRS[i].3 } else { DIRS[i].2 };
        l.push(format!("          {}  {}  {}", key(1), key(2), key(3)));
        l.push("           \\ | / ".to_string());
        l.push(format!("          {}- . -{}", key(0), key(4)));
        l.push("           / | \\ ".to_string());
        l.push(format!("          {}  {}  {}", key(7), key(6), key(5)));
        if !np {
            l.push(String::new());
            l.push("Shift-<direction> will move in specified direction until you hit".to_string());
            l.push("        a wall or run into something.".to_string());
            l.push("Ctrl-<direction> will run in specified direction until something".to_string());
            l.push("        very interesting is seen.".to_string());
        }
        l.push(String::new());
        l.push("Miscellaneous keys:".to_string());
        for s in SPECIAL_KEYS.iter().filter(|s| if np { s.numpad } else { s.vi }) {
            l.push(format!("{:<8} {}", key2txt(s.key), s.desc));
        }
        let sections: [(&str, KeyFilter); 3] = [
            ("General commands:", |e| e.has(GENERALCMD) && !e.has(WIZMODECMD)),
            ("Game commands:", |e| !e.has(GENERALCMD) && !e.has(WIZMODECMD)),
            ("Wizard-mode commands:", |e| e.has(WIZMODECMD)),
        ];
        for (title, which) in sections {
            let mut rows: Vec<(char, String)> = Vec::new();
            for e in EXTCMDS.iter().filter(|e| which(e) && self.extcmd_available(e)) {
                for k in table::keys_of(e, np, self.wizard) {
                    if k == ' ' && !self.opts.rest_on_space {
                        continue;
                    }
                    rows.push((k, format!("{:<8} {:<12} {}", key2txt(k), e.name, e.desc)));
                }
            }
            if rows.is_empty() {
                continue;
            }
            rows.sort_by_key(|r| r.0 as u32);
            l.push(String::new());
            l.push(title.to_string());
            l.extend(rows.into_iter().map(|r| r.1));
        }
        l
    }

    /// What key `c` does now (`key2extcmddesc`), if anything.
    pub fn key_description(&self, c: char) -> Option<String> {
        let np = self.opts.number_pad;
        let names = ["west", "northwest", "north", "northeast", "east", "southeast", "south", "southwest"];
        let screen = ["left", "upper left", "up", "upper right", "right", "lower right", "down", "lower left"];
        let dir = |d: (i32, i32)| DIRS.iter().position(|x| (x.0, x.1) == d).map(|i| (names[i], screen[i]));
        let mv = if let Some(d) = movement_dir(c, np) {
            Some(("move", d))
        } else if let Some(d) = (!np).then(|| "hjklyubn".chars().find(|&k| ctrl(k) == c)).flatten() {
            movement_dir(d, false).map(|d| ("rush", d))
        } else if !np && c.is_ascii_uppercase() {
            movement_dir(c.to_ascii_lowercase(), false).map(|d| ("run", d))
        } else {
            None
        };
        if let Some((how, d)) = mv {
            let (n, s) = dir(d)?;
            return Some(format!("{how} {n} (screen {s})"));
        }
        if c.is_ascii_digit() && !np {
            return Some("start of, or continuation of, a count".to_string());
        }
        if let Some(s) = table::special_key(c, np) {
            return Some(s.desc.to_string());
        }
        if c == ' ' && !self.opts.rest_on_space {
            return None;
        }
        let e = table::effective(c, np, self.wizard)?;
        if !self.extcmd_available(e) && !e.has(table::NOTAVAIL) {
            return None;
        }
        Some(e.desc.to_string())
    }

    /// `&` (`dowhatdoes`): what a key does.
    pub fn dowhatdoes(&mut self) -> bool {
        if !self.cx.whatdoes_hinted {
            self.pline("Ask about '&' or '?' to get more info.");
            self.cx.whatdoes_hinted = true;
        }
        let q = self.yn_function("What command?", "", '\0');
        match self.key_description(q) {
            Some(d) => {
                let line = format!("{:<8}{d}.", key2txt(q));
                self.pline(line);
            }
            None => {
                let n = q as u32;
                self.pline(format!("No such command '{}', char code {n} (0{n:03o} or 0x{n:02x}).", visctrl(q)));
            }
        }
        false
    }

    /// `/` (`dowhatis`): what something is, picked on the map, in the
    /// inventory, or by its symbol.
    pub fn dowhatis(&mut self) -> bool {
        let mut m = Menu::new("What do you want to look at:", PickHow::One);
        m.item(Some('/'), "something on the map");
        m.item(Some('i'), "something you're carrying");
        m.item(Some('?'), "something else (by symbol or name)");
        let Some(pick) = self.select_menu(&m) else { return false };
        match pick.first().and_then(|&i| m.items[i].letter) {
            Some('/') => self.dofarlook(),
            Some('i') => {
                if let Some(i) = self.getobj("look at", &|_, _| true) {
                    let name = self.doname(&self.u.invent[i].clone());
                    self.pline(format!("That is {name}."));
                }
                false
            }
            Some('?') => {
                let Some(s) = self.getlin("Specify what? (type the word)") else { return false };
                let s = s.trim();
                let mut chars = s.chars();
                match (chars.next(), chars.next()) {
                    (Some(c), None) => match self.symbol_description(c) {
                        Some(d) => self.pline(d),
                        None => self.pline("I've never heard of such things."),
                    },
                    (Some(_), Some(_)) => self.pline("I don't have any information on those things."),
                    _ => {}
                }
                false
            }
            _ => false,
        }
    }

    /// `;` (`doquickwhatis`): what a square on the map shows.
    pub fn doquickwhatis(&mut self) -> bool {
        self.dofarlook()
    }

    /// What symbol `c` may stand for (`do_screen_description` for a typed
    /// symbol): "{       a fountain", alternatives joined with "or".
    pub fn symbol_description(&self, c: char) -> Option<String> {
        let mut found: Vec<String> = Vec::new();
        let mut add = |s: &str| {
            let s = crate::objects::objnam::an(s);
            if !found.contains(&s) {
                found.push(s);
            }
        };
        if c == '@' {
            add("human or elf");
        }
        for mc in MonClass::ALL.iter().filter(|m| m.symbol() as char == c && **m != MonClass::Human) {
            add(mc.explain());
        }
        for oc in OClass::ALL.iter().skip(1).filter(|o| o.symbol() as char == c) {
            add(oclass_explain(*oc));
        }
        if c == '^' {
            add("trap");
        }
        for (i, &d) in DEFSYMS.iter().enumerate() {
            if d == c && !CMAP_EXPLAIN[i].is_empty() {
                add(CMAP_EXPLAIN[i]);
            }
        }
        if c == 'I' {
            add("remembered, unseen, creature");
        }
        if found.is_empty() {
            return None;
        }
        Some(format!("{c}       {}", found.join(" or ")))
    }
}

/// What an object class's symbol stands for (`def_oc_syms[].explain`).
fn oclass_explain(c: OClass) -> &'static str {
    match c {
        OClass::Illobj => "strange object",
        OClass::Weapon => "weapon",
        OClass::Armor => "suit or piece of armor",
        OClass::Ring => "ring",
        OClass::Amulet => "amulet",
        OClass::Tool => "useful item (pick-axe, key, lamp...)",
        OClass::Food => "piece of food",
        OClass::Potion => "potion",
        OClass::Scroll => "scroll",
        OClass::Spbook => "spellbook",
        OClass::Wand => "wand",
        OClass::Coin => "pile of coins",
        OClass::Gem => "gem or rock",
        OClass::Rock => "boulder or statue",
        OClass::Ball => "iron ball",
        OClass::Chain => "iron chain",
        OClass::Venom => "splash of venom",
        OClass::Random => "thing",
    }
}
