//! What fire, cold and lightning do to what is carried (zap.c's
//! `destroy_item` and `destroy_mitem`): potions freeze and shatter or
//! boil and explode, scrolls and spellbooks catch fire, rings turn to
//! dust and wands break apart. Each item of a stack goes one time in
//! three; artifacts never do. Rays, breaths, fiery gazes and monsters'
//! elemental blows call these.
//!
//! Gaps: the vapors of a boiling potion are not breathed (`potionbreathe`).

use crate::game::Game;
use crate::world::display::capitalize;
use oxhack_defs::{DamageType, OClass, Prop};
use oxhack_tables::ids::*;
use oxhack_tables::tables;

/// The verbs for one and several items, and what hurts the hero
/// (`destroy_strings`).
const DESTROY_STRINGS: [[&str; 3]; 7] = [
    ["freezes and shatters", "freeze and shatter", "shattered potion"],
    ["boils and explodes", "boil and explode", "boiling potion"],
    ["ignites and explodes", "ignite and explode", "exploding potion"],
    ["catches fire and burns", "catch fire and burn", "burning scroll"],
    ["catches fire and burns", "catch fire and burn", "burning book"],
    ["turns to dust and vanishes", "turn to dust and vanish", ""],
    ["breaks apart and explodes", "break apart and explode", "exploding wand"],
];

/// Which destruction an item of class `osym` and type `otyp` suffers from
/// `dmgtyp`, and the damage die it does the carrier (0: none):
/// `(destroy_strings index, die)`, or `None` when it is safe.
fn how_destroyed(osym: OClass, otyp: oxhack_defs::Otyp, dmgtyp: DamageType) -> Option<(usize, i32)> {
    match dmgtyp {
        DamageType::Cold if osym == OClass::Potion && otyp != POT_OIL => Some((0, 4)),
        DamageType::Fire if otyp == SCR_FIRE || otyp == SPE_FIREBALL || otyp == SPE_BOOK_OF_THE_DEAD => None,
        DamageType::Fire => match osym {
            OClass::Potion => Some(if otyp != POT_OIL { (1, 6) } else { (2, 6) }),
            OClass::Scroll => Some((3, 1)),
            OClass::Spbook => Some((4, 1)),
            OClass::Food if otyp == GLOB_OF_GREEN_SLIME => Some((1, 1)),
            _ => None,
        },
        DamageType::Elec => match osym {
            OClass::Ring if otyp != RIN_SHOCK_RESISTANCE => Some((5, 0)),
            OClass::Wand if otyp != WAN_LIGHTNING => Some((6, 10)),
            _ => None,
        },
        _ => None,
    }
}

impl Game {
    /// `destroy_item`: `dmgtyp` (fire, cold, lightning) may destroy the
    /// hero's items of class `osym`; what explodes or burns hurts.
    pub fn destroy_item(&mut self, osym: OClass, dmgtyp: DamageType) {
        let t = tables();
        let ids: Vec<u32> =
            self.u.invent.iter().filter(|o| o.oclass(t) == osym && o.oartifact.is_none()).map(|o| o.o_id).collect();
        for id in ids {
            if self.over.is_some() {
                return;
            }
            let Some(i) = self.u.invent.iter().position(|o| o.o_id == id) else { continue };
            self.destroy_one_item(i, osym, dmgtyp);
        }
    }

    /// `destroy_one_item`: inventory item `i` meets `dmgtyp`.
    fn destroy_one_item(&mut self, i: usize, osym: OClass, dmgtyp: DamageType) {
        let o = self.u.invent[i].clone();
        if o.otyp == SPE_BOOK_OF_THE_DEAD && dmgtyp == DamageType::Fire {
            if !self.u.has(Prop::Blinded) {
                let name = capitalize(&crate::objects::objnam::the(&self.xname_of(&o)));
                let color = self.hcolor("dark red");
                self.pline(format!("{name} glows a strange {color}, but remains intact."));
            }
            return;
        }
        let Some((dindx, die)) = how_destroyed(osym, o.otyp, dmgtyp) else { return };
        let quan = o.quan;
        let cnt = (0..quan).filter(|_| self.rng.rn2(3) == 0).count() as i64;
        if cnt == 0 {
            return;
        }
        let mult = if cnt == 1 {
            if quan == 1 { "Your" } else { "One of your" }
        } else if cnt < quan {
            "Some of your"
        } else if quan == 2 {
            "Both of your"
        } else {
            "All of your"
        };
        let name = self.xname_of(&o);
        let verb = DESTROY_STRINGS[dindx][usize::from(cnt > 1)];
        self.pline(format!("{mult} {name} {verb}!"));
        for _ in 0..cnt {
            match self.u.invent.iter().position(|x| x.o_id == o.o_id) {
                Some(k) => self.useup(k),
                None => break,
            }
        }
        let dmg = if die > 1 { self.rng.rnd(die) } else { die };
        if dmg > 0 {
            let xresist = match dmgtyp {
                DamageType::Fire => {
                    self.u.has(Prop::FireRes) && osym != OClass::Potion && o.otyp != GLOB_OF_GREEN_SLIME
                }
                DamageType::Elec => self.u.has(Prop::ShockRes) && osym != OClass::Ring,
                _ => false,
            };
            if xresist {
                self.pline("You aren't hurt!");
            } else {
                let how = if dmgtyp == DamageType::Fire && osym == OClass::Food {
                    "exploding glob of slime"
                } else {
                    DESTROY_STRINGS[dindx][2]
                };
                let killer =
                    if cnt == 1 { crate::objects::objnam::an(how) } else { crate::objects::objnam::makeplural(how) };
                self.losehp(dmg, &killer);
                self.exercise(crate::world::you::A_STR, false);
            }
        }
    }

    /// `destroy_mitem`: `dmgtyp` may destroy monster `i`'s items of class
    /// `osym` ("The red dragon's potion boils and explodes!").
    pub fn destroy_mitem(&mut self, i: usize, osym: OClass, dmgtyp: DamageType) {
        let t = tables();
        let Some(m) = self.lev.monsters.get(i) else { return };
        let vis = self.canspotmon(m);
        let ids: Vec<u32> = m.minvent.iter().filter(|o| o.oclass(t) == osym).map(|o| o.o_id).collect();
        for id in ids {
            let Some(k) = self.lev.monsters[i].minvent.iter().position(|o| o.o_id == id) else { continue };
            let o = self.lev.monsters[i].minvent[k].clone();
            if o.otyp == SPE_BOOK_OF_THE_DEAD && dmgtyp == DamageType::Fire {
                if vis {
                    let name = capitalize(&crate::objects::objnam::the(&self.xname_of(&o)));
                    let color = self.hcolor("dark red");
                    self.pline(format!("{name} glows a strange {color}, but remains intact."));
                }
                continue;
            }
            let Some((dindx, _)) = how_destroyed(osym, o.otyp, dmgtyp) else { continue };
            let cnt = (0..o.quan).filter(|_| self.rng.rn2(3) == 0).count() as i64;
            if cnt == 0 {
                continue;
            }
            if vis {
                let what = self.xname_of(&o);
                let s_suffix = crate::objects::objnam::s_suffix;
                let lead = if cnt == o.quan {
                    format!("{} {what}", s_suffix(&self.monnam_cap(i)))
                } else {
                    let some = if cnt > 1 { "Some" } else { "One" };
                    format!("{some} of {} {what}", s_suffix(&self.mon_nam(i)))
                };
                self.pline(format!("{lead} {}!", DESTROY_STRINGS[dindx][usize::from(cnt > 1)]));
            }
            let m = &mut self.lev.monsters[i];
            if cnt >= m.minvent[k].quan {
                m.minvent.remove(k);
                self.fix_mw_after_remove(i, k);
            } else {
                m.minvent[k].quan -= cnt;
            }
        }
    }
}
