//! The rules mode and the options that follow it (`rules:nethack` or
//! `rules:oxhack`, `item_power`, `rarity_colors`).
//!
//! NetHack-rules mode is the default and plays as NetHack 3.6.7 with
//! OxHack's magical properties. "oxhack" mode turns on OxHack's own rules
//! that change play: the item-power limit on worn and wielded magic
//! (Crossfire's rule, see `objects::itempower`) and OxHack's affix roll
//! (great and uber objects with OxHack's affixes and themes, see
//! `objects::affix`). Each such rule has its
//! own boolean option whose default follows the mode, so a player may
//! take one rule without the others. `rarity_colors` only changes how
//! objects look (menus and map), so it is on in both modes.
//!
//! The rc file's values seed a new game; the game keeps its own copy
//! (`Game::rules`), saved with it and written in its replay's header, so
//! a restored or replayed game plays by the rules it began with.

use serde::{Deserialize, Serialize};

/// Which rules the game plays by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum RulesMode {
    /// NetHack 3.6.7's rules (with OxHack's magical properties).
    #[default]
    NetHack,
    /// OxHack's own rules on top.
    OxHack,
}

impl RulesMode {
    /// The option's value word.
    pub fn word(self) -> &'static str {
        match self {
            RulesMode::NetHack => "nethack",
            RulesMode::OxHack => "oxhack",
        }
    }

    /// The mode a word names (any case; a unique prefix will do).
    pub fn parse(v: &str) -> Option<RulesMode> {
        let v = v.trim().to_ascii_lowercase();
        if v.is_empty() {
            return None;
        }
        [RulesMode::NetHack, RulesMode::OxHack].into_iter().find(|m| m.word().starts_with(&v))
    }
}

/// The rules mode and the rule options.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rules {
    pub mode: RulesMode,
    /// The hero may have on only as much item power as their level allows.
    pub item_power: bool,
    /// Objects with properties show their rarity class in colour.
    pub rarity_colors: bool,
    /// `item_power` was given explicitly, so the mode no longer sets it.
    #[serde(skip)]
    pub item_power_given: bool,
    /// OxHack's affix roll (issue 19): new weapons, armor, amulets and
    /// rings may be great or uber, with OxHack's own affixes and themes
    /// (`objects::affix`). Follows the mode unless given.
    #[serde(default)]
    pub affixes: bool,
    /// `affixes` was given explicitly, so the mode no longer sets it.
    #[serde(skip)]
    pub affixes_given: bool,
}

impl Default for Rules {
    fn default() -> Self {
        Rules::for_mode(RulesMode::NetHack)
    }
}

impl Rules {
    /// A mode with its options at their defaults.
    pub fn for_mode(mode: RulesMode) -> Rules {
        let oxhack = mode == RulesMode::OxHack;
        Rules {
            mode,
            item_power: oxhack,
            rarity_colors: true,
            item_power_given: false,
            affixes: oxhack,
            affixes_given: false,
        }
    }

    /// Switches the mode; options not given explicitly follow it.
    pub fn set_mode(&mut self, mode: RulesMode) {
        self.mode = mode;
        if !self.item_power_given {
            self.item_power = mode == RulesMode::OxHack;
        }
        if !self.affixes_given {
            self.affixes = mode == RulesMode::OxHack;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn item_power_follows_the_mode_unless_given() {
        let mut r = Rules::default();
        assert!(!r.item_power && r.rarity_colors);
        r.set_mode(RulesMode::OxHack);
        assert!(r.item_power);
        r.item_power = false;
        r.item_power_given = true;
        r.set_mode(RulesMode::OxHack);
        assert!(!r.item_power);
        assert_eq!(RulesMode::parse("OX"), Some(RulesMode::OxHack));
        assert_eq!(RulesMode::parse("n"), Some(RulesMode::NetHack));
        assert_eq!(RulesMode::parse("angband"), None);
    }
}
