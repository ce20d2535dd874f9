//! Town life: the people of the dungeon the hero deals with rather than
//! fights: shopkeepers and their bills (shk.c), temple priests and
//! donations (priest.c), the Oracle's consultations (rumors.c's
//! `doconsult`), vault guards (vault.c), and what monsters say when
//! chatted to (sounds.c's `dochat`/`domonnoise`).
//!
//! May use: `combat`, `hero`, `levelgen`, `monsters`, `objects`, `world`,
//! `ui`, `save`, `rng`.

pub mod demon;
pub mod intervene;
pub mod money;
pub mod oracle;
pub mod priest;
pub mod quest;
pub mod rooms;
pub mod shk;
pub mod sounds;
pub mod speech;
pub mod vault;
pub mod vault_move;

use serde::{Deserialize, Serialize};

/// What the town keeps between turns that belongs to no one monster.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct TownState {
    /// The Oracle's major consultations not yet given, as indices into
    /// the world's oracles database, the special one first (rumors.c's
    /// `oracle_loc`/`oracle_cnt`); `None` until the first is given.
    pub oracles_left: Option<Vec<usize>>,
    pub clock: Clock,
}

/// The time of day and the phase of the moon as the rules see them
/// (NetHack reads the real clock; OxHack's games are replayable from
/// their seed, so the clock is part of the game: noon, half moon, unless
/// set).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clock {
    /// The hour, 0..=23.
    pub hour: u8,
    /// The moon's phase, 0 (new) ..= 7; 4 is full (`FULL_MOON`).
    pub moonphase: u8,
}

impl Default for Clock {
    fn default() -> Self {
        Clock { hour: 12, moonphase: 2 }
    }
}

impl crate::game::Game {
    /// `night()` by the game's clock (lycanthropy, were-creatures).
    pub fn night(&self) -> bool {
        self.town.clock.night()
    }
    /// The moon is full (`flags.moonphase == FULL_MOON`).
    pub fn full_moon(&self) -> bool {
        self.town.clock.full_moon()
    }
}

impl Clock {
    /// `FULL_MOON`.
    pub const FULL_MOON: u8 = 4;
    /// `night()`: before six or after nine in the evening.
    pub fn night(self) -> bool {
        self.hour < 6 || self.hour > 21
    }
    /// `midnight()`: the hour after midnight.
    pub fn midnight(self) -> bool {
        self.hour == 0
    }
    pub fn full_moon(self) -> bool {
        self.moonphase == Self::FULL_MOON
    }
}
