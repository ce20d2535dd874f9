//! `O` (options.c's `doset`): every option `~/.oxhackrc` accepts, in
//! NetHack's menu: the booleans ("selecting will toggle value"), then
//! the compound options ("selecting will prompt for new value"), the
//! character's own (name, role, race, gender, alignment) shown but not
//! offered. A new value is asked with `getlin` and read by the same
//! parser as the rc file; a bad one is reported and changes nothing.
//! Changes take effect at once. `@` (`dotogglepickup`) turns
//! autopickup on and off.

use crate::game::Game;
use crate::hero::role::{align_str, race_info, role_info};
use crate::ui::options::{BOOLEANS, COMPOUNDS};
use crate::ui::{Event, Menu, PickHow};

/// What a line of the `O` menu sets.
#[derive(Clone, Copy)]
enum Pick {
    Bool(&'static str),
    Compound(&'static str),
}

impl Game {
    /// The value `O` shows for compound option `name`: the character's
    /// own for name, role, race, gender and alignment (what this game
    /// is), else the option's.
    pub fn option_value(&self, name: &str) -> String {
        let u = &self.u;
        match name {
            "name" => u.name.clone(),
            "role" => role_info(u.hero.role).name.to_string(),
            "race" => race_info(u.hero.race).noun.to_string(),
            "gender" => if u.female { "female" } else { "male" }.to_string(),
            "align" => align_str(u.hero.align).to_string(),
            "rules" => self.rules.mode.word().to_string(),
            _ => self.opts.compound_value(name).unwrap_or_default(),
        }
    }

    /// The `O` menu as `doset` builds it, and what each line sets.
    fn doset_menu(&self) -> (Menu, Vec<Option<Pick>>) {
        let mut m = Menu::new("Set what options?", PickHow::Any);
        let mut picks = Vec::new();
        m.header("Booleans (selecting will toggle value):");
        picks.push(None);
        for &name in BOOLEANS {
            let on = match name {
                "item_power" => self.rules.item_power,
                "rarity_colors" => self.rules.rarity_colors,
                "affixes" => self.rules.affixes,
                _ => self.opts.clone().bool_mut(name).is_some_and(|b| *b),
            };
            m.item(None, &format!("{name:<17} [{}]", if on { "true" } else { "false" }));
            picks.push(Some(Pick::Bool(name)));
        }
        m.text("");
        picks.push(None);
        m.header("Compounds (selecting will prompt for new value):");
        picks.push(None);
        for &(name, in_game) in COMPOUNDS {
            let line = format!("{name:<15} [{}]", self.option_value(name));
            if in_game {
                m.item(None, &line);
                picks.push(Some(Pick::Compound(name)));
            } else {
                m.text(&format!("    {line}"));
                picks.push(None);
            }
        }
        (m, picks)
    }

    /// `O` (`doset`): picked booleans are toggled; for each picked
    /// compound option, "Set fruit to what?" and the answer goes through
    /// the rc file's parser (ESC keeps the value). Takes no time.
    pub fn doset(&mut self) -> bool {
        let (m, picks) = self.doset_menu();
        let Some(picked) = self.select_menu(&m) else { return false };
        for i in picked {
            match picks.get(i).copied().flatten() {
                // The game's rule options live with its rules.
                Some(Pick::Bool("item_power")) => self.rules.item_power = !self.rules.item_power,
                Some(Pick::Bool("rarity_colors")) => self.rules.rarity_colors = !self.rules.rarity_colors,
                Some(Pick::Bool("affixes")) => self.rules.affixes = !self.rules.affixes,
                Some(Pick::Bool(name)) => {
                    if let Some(b) = self.opts.bool_mut(name) {
                        *b = !*b;
                    }
                }
                Some(Pick::Compound(name)) => {
                    let Some(answer) = self.getlin(&format!("Set {name} to what?")) else { continue };
                    if let Err(e) = self.opts.set_compound(name, &answer) {
                        self.pline(e);
                    }
                }
                None => {}
            }
        }
        self.options_changed();
        self.newsym_all();
        self.doredraw();
        false
    }

    /// After the options change: the message history is cut to
    /// `msghistory`, and the front end learns `number_pad` (arrow keys
    /// then give digits).
    pub fn options_changed(&mut self) {
        let cap = self.opts.msghistory.max(1);
        if self.history.len() > cap {
            let extra = self.history.len() - cap;
            self.history.drain(..extra);
        }
        self.win.event(&Event::NumberPad(self.opts.number_pad));
        // OxHack's affix roll follows its option from now on.
        self.og.rules.affixes = self.rules.affixes;
    }
}

impl Game {
    /// `@` (`dotogglepickup`): autopickup on or off, saying for which
    /// classes.
    pub fn dotogglepickup(&mut self) -> bool {
        self.opts.autopickup = !self.opts.autopickup;
        let msg = if self.opts.autopickup {
            let types = if self.opts.pickup_types.is_empty() { "all" } else { self.opts.pickup_types.as_str() };
            format!("Autopickup: ON, for {types} objects.")
        } else {
            "Autopickup: OFF.".to_string()
        };
        self.pline(msg);
        false
    }
}
