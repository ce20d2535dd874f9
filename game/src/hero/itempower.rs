//! The item-power limit (Crossfire's rule, OxHack's "oxhack" rules mode):
//! the magic the hero has on at once, summed as item power, may not pass
//! a limit that grows with experience level.
//!
//! What counts as "on": worn armor, rings, the amulet, eyewear and the
//! wielded weapon (Crossfire's equipped items). The quiver and the
//! alternate weapon do not count: they are carried, not in use, and
//! their magic (a property of ammunition) works only when fired or
//! wielded, when the rule is checked. The limit is checked whenever
//! something goes on (`W`, `P`, `w`, `x`, applying a weapon-tool);
//! losing levels never strips the hero. The table and the formula are
//! in `dat/itempower.def`; the rule is on with the `item_power` option.

use crate::game::Game;
use crate::objects::itempower::item_power;
use crate::world::obj::Worn;
use oxhack_tables::tables;

/// The slots whose objects count towards the limit.
pub fn counted_slots() -> Worn {
    Worn::ARMOR | Worn::RING | Worn::AMUL | Worn::WEP | Worn::TOOL
}

impl Game {
    /// The item power of what the hero has on, leaving out inventory
    /// item `except` and whatever is only in the `freed` slots (the
    /// weapon about to be replaced).
    pub fn item_power_on(&self, except: Option<usize>, freed: Worn) -> i32 {
        let t = tables();
        let counted = counted_slots() - freed;
        self.u
            .invent
            .iter()
            .enumerate()
            .filter(|&(j, o)| Some(j) != except && o.owornmask.intersects(counted))
            .map(|(_, o)| item_power(t, o))
            .fold(0i32, i32::saturating_add)
    }

    /// The most item power the hero may have on at their level.
    pub fn item_power_limit(&self) -> i32 {
        tables().item_power.limit(self.u.ulevel())
    }

    /// Whether inventory item `i` may go on (taking the place of what is
    /// in `freed`), by the item-power rule; says why not. Always true
    /// when the rule is off.
    pub fn item_power_allows(&mut self, i: usize, freed: Worn) -> bool {
        if !self.rules.item_power {
            return true;
        }
        let Some(o) = self.u.invent.get(i) else { return true };
        let power = item_power(tables(), o);
        let on = self.item_power_on(Some(i), freed);
        let limit = self.item_power_limit();
        if on.saturating_add(power) <= limit {
            return true;
        }
        let name = self.doname(o);
        let (xl, have) = (self.u.ulevel(), if on == 0 { "nothing".to_string() } else { format!("{on}") });
        self.pline(format!(
            "You cannot handle that much magic: {name} has item power {power}, you have {have} on, and your limit at experience level {xl} is {limit}."
        ));
        false
    }

    /// The `^X` line about item power, when the rule is on.
    pub fn item_power_enlightenment(&self, final_: bool) -> Option<String> {
        if !self.rules.item_power {
            return None;
        }
        let (verb, may) = if final_ { ("had", "allowed") } else { ("has", "allows") };
        Some(format!(
            " The magic you {} on {verb} item power {}, of the {} your level {may}.",
            if final_ { "had" } else { "have" },
            self.item_power_on(None, Worn::empty()),
            self.item_power_limit()
        ))
    }
}
