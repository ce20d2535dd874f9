//! Rays that monsters cast as spells (mcastu.c's `buzzmu` calling
//! `buzz`): the wrapper lets monsters/ fire a ray by damage type without
//! naming the ray kinds of this folder.

use super::buzz::ZapType;
use crate::game::Game;
use oxhack_defs::DamageType;

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
        self.buzz(zt, nd, sx, sy, dx, dy);
        true
    }
}
