//! `#dip` (potion.c's `dodip`, `mixtype`, `H2Opotion_dip`): dipping an
//! object into a fountain, a pool or a potion: holy water blesses,
//! unholy water curses, plain water wets, potions mix (or explode),
//! sickness poisons weapons, oil cleans rust, unicorn horns and
//! amethysts cure potions. An object in water is `water_damage`d.

use crate::game::Game;
use crate::objects::objnam::{an, the, xname};
use crate::world::display::capitalize;
use crate::world::obj::Obj;
use oxhack_defs::{OClass, Otyp, Prop};
use oxhack_tables::ids::*;
use oxhack_tables::tables;
use oxhack_vm::terrain::{FOUNTAIN, MOAT, POOL, WATER};

/// What water did to an object (`ER_*`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Er {
    Nothing,
    Greased,
    Damaged,
    Destroyed,
}

/// `mixtype`: what two potions (or a potion and a unicorn horn or an
/// amethyst) make together, if anything in particular.
pub fn mixtype(a: Otyp, b: Otyp) -> Option<Otyp> {
    let t = tables();
    let swap = t.obj(a).class == OClass::Potion
        && matches!(
            b,
            POT_GAIN_LEVEL
                | POT_GAIN_ENERGY
                | POT_HEALING
                | POT_EXTRA_HEALING
                | POT_FULL_HEALING
                | POT_ENLIGHTENMENT
                | POT_FRUIT_JUICE
        );
    let (o1, o2) = if swap { (b, a) } else { (a, b) };
    let cure = |o2: Otyp| match o2 {
        POT_SICKNESS => Some(POT_FRUIT_JUICE),
        POT_HALLUCINATION | POT_BLINDNESS | POT_CONFUSION => Some(POT_WATER),
        _ => None,
    };
    match o1 {
        POT_HEALING if o2 == POT_SPEED => Some(POT_EXTRA_HEALING),
        POT_HEALING | POT_EXTRA_HEALING | POT_FULL_HEALING if matches!(o2, POT_GAIN_LEVEL | POT_GAIN_ENERGY) => {
            Some(match o1 {
                POT_HEALING => POT_EXTRA_HEALING,
                POT_EXTRA_HEALING => POT_FULL_HEALING,
                _ => POT_GAIN_ABILITY,
            })
        }
        POT_HEALING | POT_EXTRA_HEALING | POT_FULL_HEALING | UNICORN_HORN => cure(o2),
        AMETHYST if o2 == POT_BOOZE => Some(POT_FRUIT_JUICE),
        POT_GAIN_LEVEL | POT_GAIN_ENERGY => match o2 {
            POT_CONFUSION => None, // random: booze or enlightenment, see `dodip`
            POT_HEALING => Some(POT_EXTRA_HEALING),
            POT_EXTRA_HEALING => Some(POT_FULL_HEALING),
            POT_FULL_HEALING => Some(POT_GAIN_ABILITY),
            POT_FRUIT_JUICE => Some(POT_SEE_INVISIBLE),
            POT_BOOZE => Some(POT_HALLUCINATION),
            _ => None,
        },
        POT_FRUIT_JUICE => match o2 {
            POT_SICKNESS => Some(POT_SICKNESS),
            POT_ENLIGHTENMENT | POT_SPEED => Some(POT_BOOZE),
            POT_GAIN_LEVEL | POT_GAIN_ENERGY => Some(POT_SEE_INVISIBLE),
            _ => None,
        },
        POT_ENLIGHTENMENT => match o2 {
            POT_FRUIT_JUICE => Some(POT_BOOZE),
            POT_BOOZE => Some(POT_CONFUSION),
            _ => None,
        },
        _ => None,
    }
}

/// "are" or "is", "have" or "has": the verb agreeing with an object
/// (`otense`).
pub fn otense(o: &Obj, verb: &str) -> String {
    let plural = o.quan > 1 || crate::world::obj::types::pair_of(tables(), o.otyp);
    if plural {
        return verb.to_string();
    }
    match verb {
        "are" => "is".into(),
        "have" => "has".into(),
        v if v.ends_with('s') || v.ends_with("sh") || v.ends_with("ch") || v.ends_with('x') => format!("{v}es"),
        v => format!("{v}s"),
    }
}

/// What holy or unholy water does to an object: the change, the colour
/// of the glow and whether the object's curse state becomes known.
type WaterChange = (fn(&mut Obj), &'static str, bool);

impl Game {
    /// The inventory item's name for messages (`cxname`).
    fn cx(&self, i: usize) -> String {
        let nc = self.name_ctx();
        xname(&nc, &self.u.invent[i])
    }

    /// `water_damage(obj, NULL, force)` on inventory item `i`: scrolls
    /// and spellbooks fade, potions dilute (then turn to water), acid
    /// explodes, iron rusts, grease may come off, a towel gets wet.
    pub fn water_damage_obj(&mut self, i: usize, force: bool) -> Er {
        let t = tables();
        let Some(o) = self.u.invent.get(i).cloned() else { return Er::Nothing };
        let name = self.cx(i);
        if (o.otyp == CAN_OF_GREASE && o.spe > 0) || o.otyp == TOWEL {
            return Er::Nothing;
        }
        if o.greased {
            if self.rng.rn2(2) == 0 {
                self.u.invent[i].greased = false;
            }
            return Er::Greased;
        }
        if crate::objects::objnam::is_container(o.otyp)
            && !crate::objects::objnam::is_box(o.otyp)
            && (o.otyp != OILSKIN_SACK || (o.cursed && self.rng.rn2(3) == 0))
        {
            self.pline(format!("Water gets into your {name}!"));
            return Er::Damaged;
        }
        if !force && self.luck() + 5 > self.rng.rn2(20) {
            return Er::Nothing;
        }
        match t.obj(o.otyp).class {
            OClass::Scroll if o.otyp != SCR_BLANK_PAPER && o.otyp != SCR_MAIL => {
                self.pline(format!("Your {name} {}.", otense(&o, "fade")));
                let s = &mut self.u.invent[i];
                s.otyp = SCR_BLANK_PAPER;
                s.dknown = false;
                s.spe = 0;
                Er::Damaged
            }
            OClass::Spbook if o.otyp == SPE_BOOK_OF_THE_DEAD => {
                self.pline(format!("Steam rises from {}.", the(&name)));
                Er::Nothing
            }
            OClass::Spbook if o.otyp != SPE_BLANK_PAPER => {
                self.pline(format!("Your {name} {}.", otense(&o, "fade")));
                let s = &mut self.u.invent[i];
                s.otyp = SPE_BLANK_PAPER;
                s.dknown = false;
                Er::Damaged
            }
            OClass::Potion if o.otyp == POT_ACID => {
                let what = if o.quan > 1 { format!("Some {name}") } else { capitalize(&an(&name)) };
                self.pline(format!("{what} {}!", if o.quan > 1 { "explode" } else { "explodes" }));
                let dmg = self.rng.rnd(10) * o.quan as i32;
                self.u.invent.remove(i);
                self.update_worn_props();
                self.losehp(dmg, "elementary chemistry");
                Er::Destroyed
            }
            OClass::Potion if o.oeroded != 0 => {
                let p = &mut self.u.invent[i];
                p.otyp = POT_WATER;
                p.dknown = false;
                p.blessed = false;
                p.cursed = false;
                p.oeroded = 0;
                Er::Damaged
            }
            OClass::Potion if o.otyp != POT_WATER => {
                self.u.invent[i].oeroded += 1;
                Er::Damaged
            }
            _ if t.obj(o.otyp).material == Some(oxhack_defs::Material::Iron) && !o.oerodeproof => {
                if o.oeroded < 3 {
                    self.u.invent[i].oeroded += 1;
                    let further = if o.oeroded > 0 { " further" } else { "" };
                    self.pline(format!("Your {name} {}{further}!", otense(&o, "rust")));
                    Er::Damaged
                } else {
                    self.pline(format!("Your {name} {} completely rusty.", otense(&o, "look")));
                    Er::Nothing
                }
            }
            _ => Er::Nothing,
        }
    }

    /// `#dip` (`dodip`).
    pub fn dodip(&mut self) -> bool {
        let Some(i) = self.getobj("dip", &|_, _| true) else { return false };
        let short = {
            let o = &self.u.invent[i];
            if o.quan > 1 || crate::world::obj::types::pair_of(tables(), o.otyp) { "them" } else { "it" }
        };
        let obuf = the(&self.cx(i));
        let (ux, uy) = (self.u.ux, self.u.uy);
        let here = self.lev.typ(ux, uy);
        let what = if self.opts.verbose { obuf.clone() } else { short.to_string() };
        if here == FOUNTAIN {
            if self.yn(&format!("Dip {what} into the fountain?")) {
                self.dipfountain(i);
                return true;
            }
        } else if matches!(here, POOL | MOAT | WATER) {
            let pool = if here == MOAT {
                "moat"
            } else if here == WATER {
                "water"
            } else {
                "pool of water"
            };
            if self.yn(&format!("Dip {what} into the {pool}?")) {
                if self.u.has(Prop::Levitation) {
                    self.pline(format!("You are floating high above the {pool}."));
                } else {
                    let acid = self.u.invent[i].otyp == POT_ACID;
                    if self.water_damage_obj(i, true) != Er::Destroyed && acid {
                        self.useup(i);
                    }
                }
                return true;
            }
        }
        let t = tables();
        let Some(p) = self.getobj(&format!("dip {what} into"), &|_, o| o.oclass(t) == OClass::Potion) else {
            return false;
        };
        if p == i && self.u.invent[p].quan == 1 {
            self.pline("That is a potion bottle, not a Klein bottle!");
            return false;
        }
        self.dip_into_potion(i, p)
    }

    /// Dipping inventory item `i` into potion `p`.
    fn dip_into_potion(&mut self, i: usize, p: usize) -> bool {
        let t = tables();
        let obj = self.u.invent[i].clone();
        let pot = self.u.invent[p].clone();
        if pot.otyp == POT_WATER {
            if self.h2o_dip(&pot, i) {
                return self.poof(p);
            }
            self.pline("Interesting...");
            return true;
        }
        if obj.otyp == POT_POLYMORPH || pot.otyp == POT_POLYMORPH {
            self.pline("Nothing happens.");
            return true;
        }
        if obj.oclass(t) == OClass::Potion && obj.otyp != pot.otyp {
            return self.mix_potions(i, p);
        }
        if pot.otyp == POT_ACID && obj.otyp == CORPSE && obj.corpsenm == Some(PM_LICHEN) {
            let color = if self.u.has(Prop::Blinded) {
                "wrinkled".to_string()
            } else {
                self.hcolor(if pot.oeroded != 0 { "orange" } else { "red" })
            };
            self.pline(format!("The {} {} {color} around the edges.", self.cx(i), otense(&obj, "turn")));
            return true;
        }
        let poisonable = crate::objects::mkobj::is_poisonable(t, obj.otyp);
        if poisonable {
            let potname = self.cx(p);
            if pot.otyp == POT_SICKNESS && !obj.otrapped {
                let who = if pot.quan > 1 { format!("One of {}", the(&potname)) } else { capitalize(&the(&potname)) };
                self.pline(format!("{who} forms a coating on {}.", the(&self.cx(i))));
                self.u.invent[i].otrapped = true;
                return self.poof(p);
            }
            if obj.otrapped && matches!(pot.otyp, POT_HEALING | POT_EXTRA_HEALING | POT_FULL_HEALING) {
                self.pline(format!("A coating wears off {}.", the(&self.cx(i))));
                self.u.invent[i].otrapped = false;
                return self.poof(p);
            }
        }
        if pot.otyp == POT_OIL && (obj.oclass(t) == OClass::Weapon || t.obj(obj.otyp).class == OClass::Tool) {
            let name = self.yname(i);
            if obj.oeroded == 0 && obj.oeroded2 == 0 {
                self.pline(format!("{name} {} with an oily sheen.", otense(&obj, "gleam")));
            } else {
                let what = match (obj.oeroded > 0, obj.oeroded2 > 0) {
                    (true, true) => "corroded and rusty",
                    (true, false) => "rusty",
                    _ => "corroded",
                };
                self.pline(format!("{name} {} less {what}.", otense(&obj, "are")));
                let o = &mut self.u.invent[i];
                o.oeroded = o.oeroded.saturating_sub(1);
                o.oeroded2 = o.oeroded2.saturating_sub(1);
            }
            if pot.dknown {
                self.os.discover(POT_OIL);
            }
            self.useup(p);
            return true;
        }
        if matches!(obj.otyp, UNICORN_HORN | AMETHYST)
            && let Some(mixture) = mixtype(obj.otyp, pot.otyp)
        {
            let old = if pot.dknown {
                format!("{} ", self.hcolor(t.obj(pot.otyp).descr.as_deref().unwrap_or("")))
            } else {
                String::new()
            };
            let mut single = pot.clone();
            single.quan = 1;
            single.otyp = mixture;
            single.blessed = false;
            single.bknown = false;
            single.cursed = mixture != POT_WATER && obj.cursed;
            if mixture == POT_WATER {
                single.oeroded = 0;
            }
            single.invlet = None;
            self.useup(p);
            let newbuf = if mixture == POT_WATER {
                "clears".to_string()
            } else {
                format!("turns {}", self.hcolor(t.obj(mixture).descr.as_deref().unwrap_or("")))
            };
            let that = if pot.quan > 1 { " that you dipped into" } else { "" };
            self.pline(format!("The {old}potion{that} {newbuf}."));
            self.hold_another_object(single);
            return true;
        }
        self.pline("Interesting...");
        true
    }

    /// The dipped-into potion is used up, named first if unknown.
    fn poof(&mut self, p: usize) -> bool {
        let pot = self.u.invent[p].clone();
        if pot.dknown {
            self.offer_call(&pot);
        }
        if let Some(p) = self.u.invent.iter().position(|o| o.o_id == pot.o_id && o.invlet == pot.invlet) {
            self.useup(p);
        }
        true
    }

    /// `H2Opotion_dip`: holy water blesses (or uncurses), unholy water
    /// curses (or unblesses), plain water wets. True if something changed.
    pub fn h2o_dip(&mut self, water: &Obj, i: usize) -> bool {
        let target = self.u.invent[i].clone();
        let change: Option<WaterChange> = if water.blessed {
            if target.cursed {
                Some((Obj::uncurse, "amber", false))
            } else if !target.blessed {
                Some((Obj::bless, "light blue", true))
            } else {
                None
            }
        } else if water.cursed {
            if target.blessed {
                Some((Obj::unbless, "brown", false))
            } else if !target.cursed {
                Some((Obj::curse, "black", true))
            } else {
                None
            }
        } else {
            return self.water_damage_obj(i, true) != Er::Nothing;
        };
        let Some((f, color, aura)) = change else { return false };
        if !self.u.has(Prop::Blinded) {
            let c = self.hcolor(color);
            let glow = format!("{} {}", self.yname(i), otense(&target, "glow"));
            if aura {
                self.pline(format!("{glow} with {} aura.", an(&c)));
            } else {
                self.pline(format!("{glow} {c}."));
            }
            self.u.invent[i].bknown = !self.u.has(Prop::Halluc);
        } else if !water.bknown || !water.dknown {
            self.u.invent[i].bknown = false;
        }
        f(&mut self.u.invent[i]);
        true
    }
}
