//! Fighting is noisy (UnNetHack's `noisy_hit`), under `rules:oxhack`:
//! a blow wakes the monsters near its target, less far for a stealthy
//! hero, not at all for quiet kills (thrown darts, shuriken and knives,
//! a stealthy hero's knife, fired ammunition two times in three). A
//! weapon with the stealth property makes no noise at all: the property
//! document's UnNetHack rule ("weapons of stealth also create no noise
//! when hit with"). NetHack-rules mode keeps 3.6.7's silent blows.

use crate::combat::uhitm::HitHow;
use crate::game::Game;
use crate::ui::rules::RulesMode;
use crate::world::obj::{Obj, types};
use oxhack_defs::{OClass, Prop, Skill};
use oxhack_tables::{ids, tables};

/// Squared distance within which a blow is heard: a stealthy hero's,
/// anyone else's.
const QUIET: i32 = 9;
const LOUD: i32 = 64;

impl Game {
    /// `noisy_hit`: the hero's blow with `obj` lands on monster `i`;
    /// sleepers within earshot of it may wake (four in five, two in
    /// three for a Rogue's).
    pub(crate) fn noisy_hit(&mut self, i: usize, obj: Option<&Obj>, how: HitHow) {
        if self.rules.mode != RulesMode::OxHack {
            return;
        }
        let Some(range) = self.hit_noise(obj, how) else { return };
        let Some(m) = self.lev.monsters.get(i) else { return };
        let (x, y) = (m.mx, m.my);
        let odds = if self.u.hero.role == ids::PM_ROGUE { 3 } else { 5 };
        for j in 0..self.lev.monsters.len() {
            let m2 = &self.lev.monsters[j];
            let d2 = (m2.mx - x).pow(2) + (m2.my - y).pow(2);
            if d2 < range && self.rng.rn2(odds) != 0 {
                self.lev.monsters[j].msleeping = false;
            }
        }
    }

    /// How far (squared) a blow with `obj` is heard, or `None` for a
    /// silent one.
    fn hit_noise(&mut self, obj: Option<&Obj>, how: HitHow) -> Option<i32> {
        let t = tables();
        if obj.is_some_and(|o| o.oprops & ids::ITEM_STEALTH != 0) {
            return None;
        }
        let skill =
            obj.filter(|o| o.oclass(t) == OClass::Weapon).map(|o| crate::objects::weapon::weapon_type(t, Some(o)));
        let knife = skill == Some(Skill::Knife);
        if let (Some(o), HitHow::Thrown { launcher }) = (obj, how)
            && ((launcher && types::is_ammo(t, o.otyp) && self.rng.rn2(3) != 0)
                || o.otyp == ids::DART
                || o.otyp == ids::SHURIKEN
                || knife)
        {
            return None;
        }
        let stealthy = self.u.has(Prop::Stealth);
        if obj.is_some() && stealthy && knife {
            return None;
        }
        let never_quiet = obj.is_some_and(|o| {
            o.oclass(t) != OClass::Weapon || o.oartifact == Some(ids::ART_MJOLLNIR) || o.otyp == ids::BULLWHIP
        });
        Some(if stealthy && !never_quiet { QUIET } else { LOUD })
    }
}
