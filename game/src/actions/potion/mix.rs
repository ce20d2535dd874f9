//! Mixing potions (potion.c's `dodip` for a potion dipped into another):
//! a few of a stack mix, the mixture known by `mixtype` or left to
//! chance; cursed or acid mixtures, and one in ten others, explode.

use super::dip::{mixtype, otense};
use crate::game::Game;
use crate::objects::objnam::{the, xname};
use oxhack_defs::flags::ObjFlags;
use oxhack_defs::{OClass, Prop};
use oxhack_tables::ids::*;
use oxhack_tables::tables;

const MAGIC: ObjFlags = ObjFlags::MAGIC;

impl Game {
    /// Potion `i` dipped into potion `p` (of another kind).
    pub(super) fn mix_potions(&mut self, i: usize, p: usize) -> bool {
        let t = tables();
        let obj = self.u.invent[i].clone();
        let pot = self.u.invent[p].clone();
        let mixture = match (obj.otyp, pot.otyp) {
            (POT_GAIN_LEVEL | POT_GAIN_ENERGY, POT_CONFUSION) | (POT_CONFUSION, POT_GAIN_LEVEL | POT_GAIN_ENERGY) => {
                Some(if self.rng.rn2(3) != 0 { POT_BOOZE } else { POT_ENLIGHTENMENT })
            }
            (POT_ENLIGHTENMENT, POT_LEVITATION) | (POT_LEVITATION, POT_ENLIGHTENMENT) => {
                (self.rng.rn2(3) != 0).then_some(POT_GAIN_LEVEL)
            }
            (a, b) => mixtype(a, b),
        };
        let magic = match mixture {
            Some(m) => t.obj(m).is(MAGIC),
            None => t.obj(obj.otyp).is(MAGIC) || t.obj(pot.otyp).is(MAGIC),
        };
        let mut amt = obj.quan;
        let mut lead = "The".to_string();
        if amt > if magic { 3 } else { 7 } {
            amt = if magic {
                i64::from(self.rng.rnd(amt.min(8) as i32 - 2)) + 2
            } else {
                i64::from(self.rng.rnd(amt as i32 - 6)) + 6
            };
            if amt < obj.quan {
                lead = format!("{amt} of the");
            }
        }
        let nc = self.name_ctx();
        let mut part = obj.clone();
        part.quan = amt;
        let simple = |o: &crate::world::obj::Obj| {
            let mut o = o.clone();
            o.oname = None;
            xname(&nc, &o)
        };
        let one_of = if pot.quan > 1 { "one of " } else { "" };
        self.pline(format!(
            "{lead} {} {} with {one_of}{}...",
            simple(&part),
            otense(&part, "mix"),
            the(&simple(&{
                let mut q = pot.clone();
                q.quan = 1;
                q
            }))
        ));
        // The dipped-into potion is gone; the mixture is split off.
        let pot_id = (pot.o_id, pot.invlet);
        if let Some(k) = self.u.invent.iter().position(|o| (o.o_id, o.invlet) == pot_id) {
            self.useup(k);
        }
        let Some(i) = self.u.invent.iter().position(|o| (o.o_id, o.invlet) == (obj.o_id, obj.invlet)) else {
            return true;
        };
        if self.u.invent[i].quan > amt {
            self.u.invent[i].quan -= amt;
        } else {
            self.u.invent.remove(i);
        }
        if obj.cursed || obj.otyp == POT_ACID || self.rng.rn2(10) == 0 {
            self.pline("BOOM!  They explode!");
            self.exercise(crate::world::you::A_STR, false);
            let dmg = amt as i32 + self.rng.rnd(9);
            self.losehp(dmg, "alchemic blast");
            return true;
        }
        part.blessed = false;
        part.cursed = false;
        part.bknown = false;
        let (blind, halluc) = (self.u.has(Prop::Blinded), self.u.has(Prop::Halluc));
        if blind || halluc {
            part.dknown = false;
        }
        match mixture {
            Some(m) => part.otyp = m,
            None => match if part.oeroded != 0 { 1 } else { self.rng.rnd(8) } {
                1 => part.otyp = POT_WATER,
                2 | 3 => part.otyp = POT_SICKNESS,
                4 => {
                    let o = self.with_mk(|c| c.mkobj(OClass::Potion, false));
                    part.otyp = o.otyp;
                }
                _ => {
                    let glows = if blind { "" } else { "glows brightly and " };
                    self.pline(format!("The mixture {glows}evaporates."));
                    return true;
                }
            },
        }
        part.oeroded = u8::from(part.otyp != POT_WATER);
        if part.otyp == POT_WATER && !halluc {
            self.pline(format!("The mixture bubbles{}.", if blind { "" } else { ", then clears" }));
        } else if !blind {
            let c = self.hcolor(t.obj(part.otyp).descr.as_deref().unwrap_or(""));
            self.pline(format!("The mixture looks {c}."));
        }
        part.invlet = None;
        self.hold_another_object(part);
        true
    }
}
