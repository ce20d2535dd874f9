//! Cancellation of objects (zap.c's `cancel_item`, and `cancel_monst`'s
//! cancelling of the zapper's own pack). The property document's rule:
//! random properties survive cancellation (only the enchantment goes),
//! and dexterity and brilliance follow the enchantment, so a cancelled
//! pair of gloves of dexterity simply stops adding dexterity: the
//! attribute bonuses are recomputed from what is worn (`abon`), never
//! added and taken away, so nothing permanent is left behind.

use crate::game::Game;
use crate::world::obj::{Obj, types};
use oxhack_defs::flags::ObjFlags;
use oxhack_defs::{OClass, Prop, Tables};
use oxhack_tables::ids::*;
use oxhack_tables::tables;

/// `cancel_item`: magic and enchanted objects lose their enchantment (a
/// wand its charges, to -1), scrolls and spellbooks go blank, potions turn
/// to water (sickness and see invisible to fruit juice), and everything
/// is uncursed and unblessed. A wand of cancellation, a magic lamp and
/// the Candelabrum keep their charges. Random properties stay.
pub fn cancel_item(t: &Tables, o: &mut Obj) {
    let otyp = o.otyp;
    let class = t.obj(otyp).class;
    let enchanted = o.spe != 0 && (class == OClass::Armor || class == OClass::Weapon || types::is_weptool(t, otyp));
    if t.obj(otyp).is(ObjFlags::MAGIC)
        || enchanted
        || otyp == POT_ACID
        || otyp == POT_SICKNESS
        || (otyp == POT_WATER && (o.blessed || o.cursed))
    {
        let none = if class == OClass::Wand { -1 } else { 0 };
        if o.spe != none && otyp != WAN_CANCELLATION && otyp != MAGIC_LAMP && otyp != CANDELABRUM_OF_INVOCATION {
            o.spe = none;
        }
        match class {
            OClass::Scroll if otyp != SCR_MAIL => {
                o.otyp = SCR_BLANK_PAPER;
                o.spe = 0;
            }
            OClass::Spbook if otyp != SPE_CANCELLATION && otyp != SPE_NOVEL && otyp != SPE_BOOK_OF_THE_DEAD => {
                o.otyp = SPE_BLANK_PAPER;
            }
            OClass::Potion => {
                if otyp == POT_SICKNESS || otyp == POT_SEE_INVISIBLE {
                    o.otyp = POT_FRUIT_JUICE;
                } else {
                    o.otyp = POT_WATER;
                    o.oeroded = 0;
                }
            }
            _ => {}
        }
    }
    o.blessed = false;
    o.cursed = false;
}

impl Game {
    /// `cancel_monst(&youmonst, ..., self_cancel)`: zapping oneself with
    /// cancellation cancels the whole pack, then a polymorphed hero
    /// returns to their own form (unless changeless).
    pub fn cancel_self(&mut self) {
        let t = tables();
        for o in self.u.invent.iter_mut() {
            cancel_item(t, o);
        }
        self.update_worn_props();
        if self.u.upolyd() {
            if self.u.has(Prop::Unchanging) {
                self.pline("Your amulet grows hot for a moment, then cools.");
            } else {
                self.rehumanize();
            }
        }
    }
}
