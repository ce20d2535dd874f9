//! Item power (Crossfire's `item_power`) and rarity classes, as data.
//!
//! `dat/itempower.def` says how many "enchantments" each source of magic
//! on an object is worth (a plus, an affix, a magical base type, an
//! artifact), how a count of enchantments becomes a power (Crossfire's
//! table), how the hero's limit grows with experience level, and the
//! power at which an affixed object is rare or legendary. This module
//! holds the compiled table and the arithmetic on it; the game adds up
//! an object's enchantments (it knows objects, this crate does not).

use crate::tables::{ArtiId, Otyp};
use serde::{Deserialize, Serialize};

/// The compiled `item_power_rules`, `affix_power`, `base_power` and
/// `artifact_power` records.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ItemPower {
    /// Power of 0, 1, 2, ... enchantments (Crossfire: 0 0 1 2 3 5 8 11).
    pub enchantment_power: Vec<i32>,
    /// What each enchantment past the end of the table adds.
    pub beyond_step: i32,
    /// The hero's limit is `limit_base + limit_per_level * XL`.
    pub limit_base: i32,
    pub limit_per_level: i32,
    /// Enchantments of an affix with no `affix_power` record (so affixes
    /// added later need no edit here).
    pub affix_default: i32,
    /// Enchantments of a base type that is magical (`oc_magic`) and has no
    /// `base_power` record.
    pub magic_base: i32,
    /// Enchantments of an artifact with no `artifact_power` record.
    pub artifact_default: i32,
    /// An affixed object of at least this power is rare ...
    pub rare: i32,
    /// ... and of at least this power legendary; below `rare`, common.
    pub legendary: i32,
    /// Enchantments per affix, by its `ITEM_*` constant.
    pub affixes: Vec<(String, i32)>,
    /// Enchantments of particular base types (overrides `magic_base`).
    pub bases: Vec<(Otyp, i32)>,
    /// Enchantments of particular artifacts.
    pub artifacts: Vec<(ArtiId, i32)>,
}

impl Default for ItemPower {
    /// Crossfire's table with the limits `dat/README.md` documents; used
    /// when no `item_power_rules` record is given.
    fn default() -> Self {
        ItemPower {
            enchantment_power: vec![0, 0, 1, 2, 3, 5, 8, 11],
            beyond_step: 3,
            limit_base: 3,
            limit_per_level: 1,
            affix_default: 1,
            magic_base: 1,
            artifact_default: 3,
            rare: 3,
            legendary: 8,
            affixes: Vec::new(),
            bases: Vec::new(),
            artifacts: Vec::new(),
        }
    }
}

/// The rarity class of an object with affixes (the Rust tutorial's
/// `MagicItemClass`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Rarity {
    Common,
    Rare,
    Legendary,
}

impl Rarity {
    /// The word menus print for it.
    pub fn word(self) -> &'static str {
        match self {
            Rarity::Common => "common",
            Rarity::Rare => "rare",
            Rarity::Legendary => "legendary",
        }
    }
}

impl ItemPower {
    /// The power of `n` enchantments; a negative count is worth nothing
    /// (Crossfire: negative effects reduce the power, never below 0).
    pub fn power_of(&self, n: i32) -> i32 {
        if n <= 0 {
            return 0;
        }
        let n = n as usize;
        match self.enchantment_power.get(n) {
            Some(&p) => p,
            None => {
                let last = self.enchantment_power.len().saturating_sub(1);
                let base = self.enchantment_power.last().copied().unwrap_or(0);
                let extra = (n - last).min(10_000) as i32;
                base.saturating_add(self.beyond_step.saturating_mul(extra))
            }
        }
    }

    /// The most power a hero of experience level `xl` may have on.
    pub fn limit(&self, xl: i32) -> i32 {
        self.limit_base.saturating_add(self.limit_per_level.saturating_mul(xl))
    }

    /// Enchantments of the affix `constant` (`ITEM_FIRE`).
    pub fn affix(&self, constant: &str) -> i32 {
        self.affixes.iter().find(|(c, _)| c == constant).map_or(self.affix_default, |&(_, n)| n)
    }

    /// Enchantments of base type `o`: its own record, else `magic_base`
    /// when `magical`, else 0.
    pub fn base(&self, o: Otyp, magical: bool) -> i32 {
        match self.bases.iter().find(|(b, _)| *b == o) {
            Some(&(_, n)) => n,
            None if magical => self.magic_base,
            None => 0,
        }
    }

    /// Enchantments of artifact `a`.
    pub fn artifact(&self, a: ArtiId) -> i32 {
        self.artifacts.iter().find(|(x, _)| *x == a).map_or(self.artifact_default, |&(_, n)| n)
    }

    /// The rarity class of an affixed object of power `power`.
    pub fn rarity(&self, power: i32) -> Rarity {
        if power >= self.legendary {
            Rarity::Legendary
        } else if power >= self.rare {
            Rarity::Rare
        } else {
            Rarity::Common
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crossfire_table_and_beyond() {
        let ip = ItemPower::default();
        let got: Vec<i32> = (-1..=9).map(|n| ip.power_of(n)).collect();
        assert_eq!(got, vec![0, 0, 0, 1, 2, 3, 5, 8, 11, 14, 17]);
        assert_eq!(ip.power_of(i32::MAX), 11 + 3 * 10_000);
        assert_eq!(ip.limit(1), 4);
        assert_eq!(ip.limit(30), 33);
        assert_eq!(ip.rarity(2), Rarity::Common);
        assert_eq!(ip.rarity(3), Rarity::Rare);
        assert_eq!(ip.rarity(8), Rarity::Legendary);
    }
}
