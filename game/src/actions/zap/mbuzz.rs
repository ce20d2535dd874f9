//! The ray code's entries for monsters (so monsters/ can fire a ray
//! without naming this folder's ray kinds): the wands and horns of
//! muse.c's `buzz(-30 - ...)` calls, and the ray spells of mcastu.c's
//! `buzzmu`. Neither is the hero's doing (`m_using`).

use super::buzz::ZapType;
use crate::game::Game;
use oxhack_defs::{DamageType, Otyp};
use oxhack_tables::ids;

/// The ray a spell of damage type `ad` casts (`ad_to_typ`), if any.
fn spell_ray(ad: DamageType) -> Option<ZapType> {
    Some(match ad {
        DamageType::Magm => ZapType::MagicMissile,
        DamageType::Fire => ZapType::Fire,
        DamageType::Cold => ZapType::Cold,
        DamageType::Slee => ZapType::Sleep,
        DamageType::Disn => ZapType::Death,
        DamageType::Elec => ZapType::Lightning,
        _ => return None,
    })
}

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
            self.m_using = true;
            self.buzz(zt, nd, sx, sy, dx, dy);
            self.m_using = false;
        }
    }

    /// A monster casts a ray spell of damage type `ad` with `nd` dice
    /// from (sx, sy) in (dx, dy): "The Angel zaps you with a magic
    /// missile!" when the caster (`who`) is seen. Returns false for damage
    /// types that make no ray.
    #[allow(clippy::too_many_arguments)]
    pub fn buzz_monster_spell(
        &mut self,
        who: Option<String>,
        ad: DamageType,
        nd: i32,
        sx: i32,
        sy: i32,
        dx: i32,
        dy: i32,
    ) -> bool {
        let Some(zt) = spell_ray(ad) else { return false };
        if let Some(name) = who {
            self.pline(format!("{name} zaps you with a {}!", zt.name()));
        }
        self.m_using = true;
        self.buzz(zt, nd, sx, sy, dx, dy);
        self.m_using = false;
        true
    }
}
