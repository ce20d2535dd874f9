//! The ray code's entry for monsters' wands and horns (muse.c's
//! `buzz(-30 - ...)` calls), so monsters/ can fire a ray without naming
//! this folder's ray kinds.

use crate::actions::zap::buzz::ZapType;
use crate::game::Game;
use oxhack_defs::Otyp;
use oxhack_tables::ids;

impl Game {
    /// A ray from monster-used wand or horn `otyp` with `nd` dice from
    /// (sx, sy) in (dx, dy): fire horns burn, frost horns freeze, ray
    /// wands fire their ray.
    pub fn buzz_monster_wand(&mut self, otyp: Otyp, nd: i32, sx: i32, sy: i32, dx: i32, dy: i32) {
        let zt = match otyp {
            ids::FIRE_HORN => Some(ZapType::Fire),
            ids::FROST_HORN => Some(ZapType::Cold),
            _ => ZapType::of_wand(otyp),
        };
        if let Some(zt) = zt {
            // Not the hero's doing (`m_using`).
            self.m_using = true;
            self.buzz(zt, nd, sx, sy, dx, dy);
            self.m_using = false;
        }
    }
}
