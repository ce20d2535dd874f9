//! Body shapes at play time: which slots a monster type's body has, read
//! from the shape table `dat/bodies.def` compiles (see
//! `oxhack_defs::bodies`). Wearing, wielding, throwing and polymorph ask
//! these instead of NetHack's scattered predicates (`nohands`,
//! `cantweararm`, `slithy`, `has_horns`...), so a shape edited in `dat/`
//! changes every rule at once.

use oxhack_defs::bodies::{BodyShape, NSLOTS};
use oxhack_defs::{ArmCat, Material, Otyp, Outgrow, Pm, Slot, Tables};

/// A body with every slot: the fallback when the tables carry no shapes
/// (never the case for the game's own tables).
fn full_body() -> &'static BodyShape {
    static FULL: std::sync::OnceLock<BodyShape> = std::sync::OnceLock::new();
    FULL.get_or_init(|| BodyShape {
        constant: "BODY_HUMANOID".into(),
        name: "humanoid".into(),
        slots: [2, 1, 1, 1, 1, 1, 2, 2, 1],
        horns: 0,
        outgrows: Outgrow::Break,
        fits_anyway: Vec::new(),
    })
}

const _: () = assert!(NSLOTS == 9);

/// The body shape of monster type `pm`.
pub fn body_of(t: &Tables, pm: Pm) -> &BodyShape {
    match t.body(pm) {
        Some(b) => b,
        None => full_body(),
    }
}

/// The slot an armor piece goes in: suits and shirts on the torso, cloaks
/// on the shoulders, shields on the arms.
pub fn armor_body_slot(t: &Tables, otyp: Otyp) -> Option<Slot> {
    Some(match t.obj(otyp).armcat()? {
        ArmCat::Suit | ArmCat::Shirt => Slot::Torso,
        ArmCat::Cloak => Slot::Shoulders,
        ArmCat::Helm => Slot::Head,
        ArmCat::Shield => Slot::Arms,
        ArmCat::Gloves => Slot::Hands,
        ArmCat::Boots => Slot::Feet,
    })
}

/// `is_flimsy`: headgear a horn goes through (leather and softer, and the
/// cornuthaum).
pub fn is_flimsy(t: &Tables, otyp: Otyp) -> bool {
    t.obj(otyp).material.is_some_and(|m| m.value() <= Material::Leather.value())
        || t.obj(otyp).name.as_deref() == Some("cornuthaum")
}

/// Why a body cannot wear an armor piece.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Misfit {
    /// The body has no slot for it.
    NoSlot(Slot),
    /// Hard headgear over horns (how many).
    Horns(u8),
}

/// Whether body `b` can wear armor `otyp`, by slot alone (what is already
/// worn is the caller's business).
pub fn armor_fits(t: &Tables, b: &BodyShape, otyp: Otyp) -> Result<(), Misfit> {
    let Some(slot) = armor_body_slot(t, otyp) else { return Ok(()) };
    if !b.has(slot) && !b.fits_anyway.contains(&otyp) {
        return Err(Misfit::NoSlot(slot));
    }
    if slot == Slot::Head && b.horns > 0 && !is_flimsy(t, otyp) {
        return Err(Misfit::Horns(b.horns));
    }
    Ok(())
}

/// Whether body `b` can wield `otyp`: a hand, two for a two-handed weapon.
pub fn can_wield(t: &Tables, b: &BodyShape, otyp: Otyp) -> bool {
    let need = if crate::world::obj::types::bimanual(t, otyp) { 2 } else { 1 };
    b.count(Slot::Hands) >= need
}
