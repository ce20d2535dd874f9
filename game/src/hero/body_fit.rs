//! The hero's body and what fits on it: the refusals of do_wear.c's
//! `canwearobj` and `dowear`, read from the current form's body shape
//! (`dat/bodies.def`, see `world::body`). Each message names what the
//! form lacks; where NetHack already has words for it ("You have no
//! feet...", "The suit will not fit on your body.") they are kept.

use crate::game::Game;
use crate::world::body::{Misfit, armor_fits, body_of};
use oxhack_defs::bodies::BodyShape;
use oxhack_defs::{ArmCat, MonClass, Otyp, Slot};
use oxhack_tables::tables;

/// A refusal to wear something, and whether `canwearobj` gives it before
/// checking what is already worn (suits, shirts and cloaks) or after.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    pub text: String,
    pub early: bool,
}

/// The hero's body now: the polymorphed form's, else the role's (as
/// NetHack's `youmonst.data` is for wearing).
pub fn u_body(g: &Game) -> &'static BodyShape {
    body_of(tables(), g.u.umonnum())
}

/// `helm_simple_name`: metal headgear is a "helm", the rest a "hat".
fn helm_simple_name(otyp: Otyp) -> &'static str {
    use oxhack_defs::Material::*;
    let metal = tables()
        .obj(otyp)
        .material
        .is_some_and(|m| matches!(m, Iron | Metal | Copper | Silver | Gold | Platinum | Mithril));
    if metal { "helm" } else { "hat" }
}

/// `dowear`'s first test: a body with no slot for any armor.
pub fn no_armor_at_all(g: &Game) -> Option<String> {
    (!u_body(g).wears_armor()).then(|| "Don't even bother; your body has no place for armor.".to_string())
}

/// Why armor `otyp` cannot go on the hero's body, if it cannot.
pub fn armor_misfit(g: &Game, otyp: Otyp) -> Option<Refusal> {
    let t = tables();
    let body = u_body(g);
    let misfit = armor_fits(t, body, otyp).err()?;
    let early = |text: String| Some(Refusal { text, early: true });
    let late = |text: &str| Some(Refusal { text: text.to_string(), early: false });
    if !body.wears_armor() {
        return early("You can't wear any armor in your current form.".into());
    }
    match misfit {
        Misfit::Horns(n) => {
            let s = if n > 1 { "s" } else { "" };
            late(&format!("The {} won't fit over your horn{s}.", helm_simple_name(otyp)))
        }
        Misfit::NoSlot(slot) => match slot {
            Slot::Torso | Slot::Shoulders => {
                let which = match t.obj(otyp).armcat() {
                    Some(ArmCat::Cloak) => "cloak",
                    Some(ArmCat::Shirt) => "shirt",
                    _ => "suit",
                };
                early(format!("The {which} will not fit on your body."))
            }
            Slot::Head => late("You have no head to wear a helmet on."),
            Slot::Arms => late("You have no arms to hold a shield."),
            Slot::Hands => late("You have no hands to wear gloves on."),
            Slot::Feet => {
                let pm = g.u.umonnum();
                if crate::monsters::makemon::slithy(t, pm) {
                    late("You have no feet...")
                } else if t.mon(pm).mlet == MonClass::Centaur {
                    late("You have too many hooves to wear boots.")
                } else {
                    late("You have no feet to wear boots on.")
                }
            }
            other => late(&format!("You have no {other} for that.")),
        },
    }
}
