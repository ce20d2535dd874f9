//! Corpses (eat.c's `cprefx`, `eatcorpse`, `cpostfx`, `givit`):
//! cannibalism, deadly meat, rot, acid and poison, and the intrinsics
//! eaten monsters may give.

use crate::game::Game;
use crate::world::you::{A_STR, FROMOUTSIDE};
use oxhack_defs::flags::{M1, M2, Mr};
use oxhack_defs::{Pm, Prop, Tables};
use oxhack_tables::{ids, tables};

/// Monsters whose meat grants telepathy (`telepathic`).
fn telepathic(pm: Pm) -> bool {
    matches!(pm, ids::PM_FLOATING_EYE | ids::PM_MIND_FLAYER | ids::PM_MASTER_MIND_FLAYER)
}

/// Whether eating a `pm` corpse could give intrinsic `p`
/// (`intrinsic_possible`).
pub fn intrinsic_possible(t: &Tables, p: Prop, pm: Pm) -> bool {
    let m = t.mon(pm);
    match p {
        Prop::FireRes => m.mconveys.contains(Mr::FIRE),
        Prop::SleepRes => m.mconveys.contains(Mr::SLEEP),
        Prop::ColdRes => m.mconveys.contains(Mr::COLD),
        Prop::DisintRes => m.mconveys.contains(Mr::DISINT),
        Prop::ShockRes => m.mconveys.contains(Mr::ELEC),
        Prop::PoisonRes => m.mconveys.contains(Mr::POISON),
        Prop::Teleport => m.mflags1.contains(M1::TPORT),
        Prop::TeleportControl => m.mflags1.contains(M1::TPORT_CNTRL),
        Prop::Telepat => telepathic(pm),
        _ => false,
    }
}

/// How starting on a corpse went (`eatcorpse`'s return).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Eaten {
    /// Eat it, taking this many turns (before scaling by what is left).
    Start(i32),
    /// The hero passed out over rotten meat; the meal waits.
    DontStart(i32),
    /// It is gone (tainted, or rotted away).
    UsedUp,
}

impl Game {
    /// The hero's own kind of monster (`your_race`).
    pub(crate) fn your_race(&self, pm: Pm) -> bool {
        let t = tables();
        let mask = M2::HUMAN | M2::ELF | M2::DWARF | M2::GNOME | M2::ORC;
        let mine = t.mon(self.u.hero.race).mflags2 & mask;
        !mine.is_empty() && t.mon(pm).mflags2.intersects(mine)
    }

    /// Cavemen and orcs may eat their own kind (`CANNIBAL_ALLOWED`).
    pub(crate) fn cannibal_allowed(&self) -> bool {
        self.u.hero.role_is(ids::PM_CAVEMAN) || self.u.hero.race_is(ids::PM_ORC)
    }

    /// `maybe_cannibal`: eating your own kind angers the gods of luck.
    pub(crate) fn maybe_cannibal(&mut self, pm: Pm, msg: bool) -> bool {
        if !self.cannibal_allowed() && self.your_race(pm) {
            if msg {
                self.pline("You cannibal!  You will regret this!");
            }
            self.u.prop_mut(Prop::AggravateMonster).intrinsic |= FROMOUTSIDE;
            let n = self.rng.rn1(4, 2);
            self.change_luck(-n);
            return true;
        }
        false
    }

    /// `make_sick`: food poisoning, fatal in `turns` unless cured.
    pub fn make_sick(&mut self, turns: u32) {
        let cur = self.u.timeout(Prop::Sick);
        let t = if cur > 0 && turns > cur { (cur - 1).max(1) } else { turns };
        if cur == 0 {
            self.pline("You feel deathly sick.");
        } else {
            self.pline("You feel even worse.");
        }
        self.u.set_timeout(Prop::Sick, t.max(1));
    }

    /// `givit`: maybe gain intrinsic `p` from eating a `pm` (the chance
    /// grows with the monster's level).
    pub(crate) fn givit(&mut self, p: Prop, pm: Pm) {
        let t = tables();
        let chance = match p {
            Prop::PoisonRes if (pm == ids::PM_KILLER_BEE || pm == ids::PM_SCORPION) && self.rng.rn2(4) == 0 => 1,
            Prop::Teleport => 10,
            Prop::TeleportControl => 12,
            Prop::Telepat => 1,
            _ => 15,
        };
        if t.mon(pm).mlevel as i32 <= self.rng.rn2(chance) {
            return;
        }
        if self.u.prop(p).intrinsic & FROMOUTSIDE != 0 {
            return;
        }
        let msg = match p {
            Prop::FireRes => "You feel a momentary chill.",
            Prop::SleepRes => "You feel wide awake.",
            Prop::ColdRes => "You feel full of hot air.",
            Prop::DisintRes => "You feel very firm.",
            Prop::ShockRes => "Your health currently feels amplified!",
            Prop::PoisonRes if self.u.has(Prop::PoisonRes) => "You feel especially healthy.",
            Prop::PoisonRes => "You feel healthy.",
            Prop::Teleport => "You feel very jumpy.",
            Prop::TeleportControl => "You feel in control of yourself.",
            Prop::Telepat => "You feel a strange mental acuity.",
            _ => return,
        };
        self.pline(msg);
        self.u.prop_mut(p).intrinsic |= FROMOUTSIDE;
    }

    /// `cprefx`: what happens as a corpse is started: cannibalism, deadly
    /// meat. Returns false if the hero did not survive.
    pub(crate) fn cprefx(&mut self, pm: Pm) -> bool {
        let t = tables();
        self.maybe_cannibal(pm, true);
        if matches!(pm, ids::PM_COCKATRICE | ids::PM_CHICKATRICE) && !self.u.has(Prop::StoneRes) {
            self.pline("You turn to stone.");
            self.done_died(&format!("tasting {} meat", t.mon(pm).name));
            return false;
        }
        match pm {
            ids::PM_LITTLE_DOG
            | ids::PM_DOG
            | ids::PM_LARGE_DOG
            | ids::PM_KITTEN
            | ids::PM_HOUSECAT
            | ids::PM_LARGE_CAT
                if !self.cannibal_allowed() =>
            {
                self.pline(format!("You feel that eating the {} was a bad idea.", t.mon(pm).name));
                self.u.prop_mut(Prop::AggravateMonster).intrinsic |= FROMOUTSIDE;
            }
            ids::PM_DEATH | ids::PM_PESTILENCE | ids::PM_FAMINE => {
                self.pline("Eating that is instantly fatal.");
                self.done_died(&format!("unwisely ate the body of {}", t.mon(pm).name));
                return false;
            }
            _ => {}
        }
        if (pm == ids::PM_LIZARD || t.mon(pm).mflags1.contains(M1::ACID)) && self.u.timeout(Prop::Stoned) > 0 {
            self.u.set_timeout(Prop::Stoned, 0);
            self.pline("You feel limber!");
        }
        true
    }

    /// `cpostfx`: after a corpse: special monsters, then perhaps one of
    /// the intrinsics the monster can give.
    pub(crate) fn cpostfx(&mut self, pm: Pm) {
        let t = tables();
        match pm {
            ids::PM_NEWT if self.rng.rn2(3) != 0 || 3 * self.u.uen <= 2 * self.u.uenmax => {
                let old = self.u.uen;
                self.u.uen += self.rng.rnd(3);
                if self.u.uen > self.u.uenmax {
                    if self.rng.rn2(3) == 0 {
                        self.u.uenmax += 1;
                    }
                    self.u.uen = self.u.uenmax;
                }
                if old != self.u.uen {
                    self.pline("You feel a mild buzz.");
                }
            }
            ids::PM_WRAITH => self.pluslvl(false),
            ids::PM_NURSE => self.u.uhp = self.u.uhpmax,
            _ => {}
        }
        if t.mon(pm).mlet == oxhack_defs::MonClass::Giant {
            self.adjattrib(A_STR, 1, true);
            return;
        }
        let mut count = 0;
        let mut pick = None;
        for &p in Prop::ALL {
            if !intrinsic_possible(t, p, pm) {
                continue;
            }
            count += 1;
            if self.rng.rn2(count) == 0 {
                pick = Some(p);
            }
        }
        if let Some(p) = pick {
            self.givit(p, pm);
        }
    }

    /// `eatcorpse`: rot, acid and poison as the corpse `id` is started,
    /// and how long it takes to eat (3 turns and one more per 64 of its
    /// weight).
    pub(crate) fn eatcorpse(&mut self, id: u32) -> Eaten {
        let t = tables();
        let Some(loc) = self.find_food(id) else { return Eaten::UsedUp };
        let o = self.food_at(loc).clone();
        let Some(pm) = o.corpsenm else { return Eaten::Start(3) };
        let m = t.mon(pm);
        if !crate::monsters::makemon::vegan(t, pm) {
            self.u.conduct.unvegan += 1;
        }
        if !crate::monsters::makemon::vegetarian(t, pm) {
            self.u.conduct.unvegetarian += 1;
        }
        let nonrotting = crate::world::mondata::nonrotting_corpse(pm);
        let mut rotted = 0i64;
        if !nonrotting {
            rotted = (self.moves - o.age).max(0) / (10 + self.rng.rn2(20) as i64);
            if o.cursed {
                rotted += 2;
            } else if o.blessed {
                rotted -= 2;
            }
        }
        let stoneable = matches!(pm, ids::PM_COCKATRICE | ids::PM_CHICKATRICE) && !self.u.has(Prop::StoneRes);
        if pm != ids::PM_ACID_BLOB && !stoneable && rotted > 5 {
            let cannibal = self.maybe_cannibal(pm, false);
            let what = if m.mlet == oxhack_defs::MonClass::Fungus {
                "fungoid vegetation"
            } else if crate::monsters::makemon::vegetarian(t, pm) {
                "protoplasm"
            } else {
                "meat"
            };
            self.pline(format!("Ulch - that {what} was tainted{}!", if cannibal { ", you cannibal" } else { "" }));
            if self.u.has(Prop::SickRes) {
                self.pline("It doesn't seem at all sickening, though...");
            } else {
                let turns = self.rng.rn1(10, 10) as u32;
                self.make_sick(turns);
                self.pline("(It must have died too long ago to be safe to eat.)");
            }
            self.use_up_food(id);
            return Eaten::UsedUp;
        }
        let mut tp = false;
        if m.mflags1.contains(M1::ACID) && !self.u.has(Prop::AcidRes) {
            tp = true;
            self.pline("You have a very bad case of stomach acid.");
            let n = self.rng.rnd(15);
            self.losehp(n, "acidic corpse");
        } else if m.mflags1.contains(M1::POIS) && self.rng.rn2(5) != 0 {
            tp = true;
            self.pline("Ecch - that must have been poisonous!");
            if !self.u.has(Prop::PoisonRes) {
                let n = self.rng.rnd(4);
                self.adjattrib(A_STR, -n, true);
                let n = self.rng.rnd(15);
                self.losehp(n, "poisonous corpse");
            } else {
                self.pline("You seem unaffected by the poison.");
            }
        } else if (rotted > 5 || (rotted > 3 && self.rng.rn2(5) != 0)) && !self.u.has(Prop::SickRes) {
            tp = true;
            let very = if self.u.timeout(Prop::Sick) > 0 { "very " } else { "" };
            self.pline(format!("You feel {very}sick."));
            let n = self.rng.rnd(8);
            self.losehp(n, "cadaver");
        }
        let delay = 3 + (i32::from(m.cwt) >> 6);
        if self.over.is_some() {
            return Eaten::Start(delay);
        }
        if !tp && !nonrotting && self.rng.rn2(7) == 0 {
            let passed_out = self.rottenfood(&o);
            if m.cnutrit == 0 {
                if !passed_out {
                    self.pline("The corpse rots away completely.");
                }
                self.use_up_food(id);
                return Eaten::UsedUp;
            }
            if passed_out {
                return Eaten::DontStart(delay);
            }
            self.consume_oeaten(id, 2);
        } else if matches!(pm, ids::PM_COCKATRICE | ids::PM_CHICKATRICE)
            && (self.u.has(Prop::StoneRes) || self.u.has(Prop::Halluc))
        {
            self.pline("This tastes just like chicken!");
        } else {
            let halluc = self.u.has(Prop::Halluc);
            let palatable = self.rng.rn2(10) != 0 && (rotted < 1 || self.rng.rn2(rotted as i32 + 1) == 0);
            let name = self.food_xname(&o, false);
            let pre = if crate::objects::objnam::type_is_pname(t, pm) { "" } else { "This " };
            let (verb, how) = match (halluc, palatable) {
                (true, true) => ("is", "copacetic."),
                (true, false) => ("is", "grody!"),
                (false, true) => ("tastes", "okay."),
                (false, false) => ("tastes", "terrible!"),
            };
            self.pline(format!("{pre}{name} {verb} {how}"));
        }
        Eaten::Start(delay)
    }

    /// One of the food `id` is used up, carried or underfoot.
    pub(crate) fn use_up_food(&mut self, id: u32) {
        match self.find_food(id) {
            Some(super::meal::Loc::Inv(i)) => self.useup(i),
            Some(super::meal::Loc::Floor(k)) => {
                if self.lev.objects[k].obj.quan > 1 {
                    self.lev.objects[k].obj.quan -= 1;
                } else {
                    let f = self.lev.objects.remove(k);
                    self.newsym(f.x, f.y);
                }
            }
            None => {}
        }
    }
}
