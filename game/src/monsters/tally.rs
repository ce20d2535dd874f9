//! A count of the monsters' attacks made at the hero, by attack type
//! (`AT_*`) and damage type (`AD_*`). Not part of the game (never saved):
//! the robots' soak reads it to know that every kind of attack was
//! really exercised against the hero, not merely present on the level.

use crate::game::Game;
use oxhack_defs::{AttackType, DamageType};
use std::collections::BTreeMap;

/// How often each attack type and damage type was used on the hero.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AttackTally {
    /// Uses by attack type (`AttackType` value).
    pub by_aatyp: BTreeMap<u8, u64>,
    /// Uses by damage type (`DamageType` value).
    pub by_adtyp: BTreeMap<u8, u64>,
}

impl AttackTally {
    /// How many times attacks of type `at` were used on the hero.
    pub fn used(&self, at: AttackType) -> u64 {
        self.by_aatyp.get(&(at as u8)).copied().unwrap_or(0)
    }

    /// How many times attacks doing `ad` were used on the hero.
    pub fn used_ad(&self, ad: DamageType) -> u64 {
        self.by_adtyp.get(&(ad as u8)).copied().unwrap_or(0)
    }
}

impl Game {
    /// Counts one attack of type `at` doing `ad` made at the hero.
    pub fn tally_attack(&mut self, at: AttackType, ad: DamageType) {
        *self.attack_tally.by_aatyp.entry(at as u8).or_default() += 1;
        *self.attack_tally.by_adtyp.entry(ad as u8).or_default() += 1;
    }
}
