//! What a level keeps for the end of the game: the invocation position on
//! the level above the Sanctum (mkmaze.c's `inv_pos`), the moving bubbles
//! or clouds of the Planes of Water and Air (`bbubbles`), and the turns at
//! which the Riders' corpses lying here rise again (their `REVIVE_MON`
//! timers).

use super::Coord;
use serde::{Deserialize, Serialize};

/// One bubble (Plane of Water) or cloud (Plane of Air) as the level keeps
/// it: its upper left corner, its drift and its shape (an index into the
/// bubble masks of levelgen's `water`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct PlaneBubble {
    pub x: i32,
    pub y: i32,
    pub dx: i32,
    pub dy: i32,
    pub shape: u8,
}

/// The end-of-game state of one level (all empty on ordinary levels).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct EndgameLevel {
    /// Where the vibrating square was put (`inv_pos`): the spot of the
    /// invocation, kept after the square itself turns into stairs.
    #[serde(default)]
    pub inv_pos: Option<Coord>,
    /// The Plane of Water's air bubbles or the Plane of Air's clouds, in
    /// creation order.
    #[serde(default)]
    pub bubbles: Vec<PlaneBubble>,
    /// movebubbles' alternation: whether the last pass went through the
    /// bubbles first to last (NetHack's static `up`).
    #[serde(default)]
    pub bubbles_up: bool,
    /// Rider corpses waiting to rise: (object id, turn).
    #[serde(default)]
    pub revivals: Vec<(u32, i64)>,
}
