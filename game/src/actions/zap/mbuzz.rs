//! The ray code's entries for monsters (so monsters/ can fire a ray
//! without naming this folder's ray kinds): the breaths of mthrowu.c's
//! `breamu` and `breamm` (`buzz(-20 - ...)`), the wands and horns of
//! muse.c's `buzz(-30 - ...)` calls, and the ray spells of mcastu.c's
//! `buzzmu` (`buzz(-10 - ...)`). None is the hero's doing: their kills
//! are not the hero's, and their victims do not turn on the hero; the
//! polymorphed hero's own breath (`dobreathe`) is the one exception.

use super::buzz::{RayFrom, ZapType};
use crate::game::Game;
use oxhack_defs::{DamageType, Otyp};
use oxhack_tables::ids;

impl Game {
    /// A monster breathes `adtyp` (`AD_MAGM` .. `AD_ACID`) with `nd` dice
    /// from (sx, sy) in (dx, dy): "blast of fire", "blast of
    /// disintegration". Other damage types breathe nothing.
    pub fn buzz_breath(&mut self, adtyp: DamageType, nd: i32, sx: i32, sy: i32, dx: i32, dy: i32) {
        if let Some(zt) = ZapType::of_adtyp(adtyp) {
            self.dobuzz(zt, RayFrom::Breath, nd, sx, sy, dx, dy);
        }
    }

    /// The polymorphed hero's own breath of `adtyp` with `nd` dice from
    /// (sx, sy) in (dx, dy) (`dobreathe`'s `buzz(20 + adtyp - 1, ...)`):
    /// the hero's ray, credited with its kills.
    pub fn buzz_ubreath(&mut self, adtyp: DamageType, nd: i32, sx: i32, sy: i32, dx: i32, dy: i32) {
        if let Some(zt) = ZapType::of_adtyp(adtyp) {
            self.dobuzz(zt, RayFrom::UBreath, nd, sx, sy, dx, dy);
        }
    }

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
            self.dobuzz(zt, RayFrom::MonWand, nd, sx, sy, dx, dy);
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
        // Spells make no poison gas or acid.
        let Some(zt) = ZapType::of_adtyp(ad).filter(|z| !matches!(z, ZapType::PoisonGas | ZapType::Acid)) else {
            return false;
        };
        if let Some(name) = who {
            self.pline(format!("{name} zaps you with a {}!", zt.text(RayFrom::MonSpell)));
        }
        self.dobuzz(zt, RayFrom::MonSpell, nd, sx, sy, dx, dy);
        true
    }
}
