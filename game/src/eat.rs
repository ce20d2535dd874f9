//! Eating and hunger (eat.c): `e` (`doeat`) with corpses' effects
//! (rot, acid, poison, cannibalism, intrinsics), choking, and the hunger
//! clock (`gethungry`, `newuhs`) with fainting and starvation.
//!
//! A meal is taken in one go: the whole nutrition at once, then the hero
//! spends the rest of the meal's time busy ("You're finished eating.").

use crate::game::Game;
use crate::obj::{Obj, Worn};
use crate::you::{A_CON, A_STR, FROMOUTSIDE, Hunger};
use oxhack_defs::flags::{M1, M2, Mr, ObjFlags};
use oxhack_defs::{OClass, Pm, Prop, Tables};
use oxhack_tables::{ids, tables};

/// Where the food comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Source {
    Floor(usize),
    Invent(usize),
}

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

/// Whether an object is food the hero can eat (`is_edible` for a human).
pub fn is_edible(t: &Tables, o: &Obj) -> bool {
    o.oclass(t) == OClass::Food
}

impl Game {
    /// The hero's own kind of monster (`your_race`).
    fn your_race(&self, pm: Pm) -> bool {
        let t = tables();
        let mask = M2::HUMAN | M2::ELF | M2::DWARF | M2::GNOME | M2::ORC;
        let mine = t.mon(self.u.hero.race).mflags2 & mask;
        !mine.is_empty() && t.mon(pm).mflags2.intersects(mine)
    }

    /// Cavemen and orcs may eat their own kind (`CANNIBAL_ALLOWED`).
    fn cannibal_allowed(&self) -> bool {
        self.u.hero.role_is(ids::PM_CAVEMAN) || self.u.hero.race_is(ids::PM_ORC)
    }

    /// `maybe_cannibal`: eating your own kind angers the gods of luck.
    fn maybe_cannibal(&mut self, pm: Pm, msg: bool) -> bool {
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
    fn givit(&mut self, p: Prop, pm: Pm) {
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
    fn cprefx(&mut self, pm: Pm) -> bool {
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
    fn cpostfx(&mut self, pm: Pm) {
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

    /// `eatcorpse`: rot, acid and poison as a corpse is eaten. Returns
    /// false when the meal stops (tainted meat is thrown away).
    fn eatcorpse(&mut self, o: &Obj) -> bool {
        let t = tables();
        let Some(pm) = o.corpsenm else { return true };
        let m = t.mon(pm);
        if !crate::makemon::vegan(t, pm) {
            self.u.conduct.unvegan += 1;
        }
        if !crate::makemon::vegetarian(t, pm) {
            self.u.conduct.unvegetarian += 1;
        }
        let mut rotted = 0i64;
        if !crate::mondata::nonrotting_corpse(pm) {
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
            } else if crate::makemon::vegetarian(t, pm) {
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
            return false;
        }
        if m.mflags1.contains(M1::ACID) && !self.u.has(Prop::AcidRes) {
            self.pline("You have a very bad case of stomach acid.");
            let n = self.rng.rnd(15);
            self.losehp(n, "acidic corpse");
        } else if m.mflags1.contains(M1::POIS) && self.rng.rn2(5) != 0 {
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
            let very = if self.u.timeout(Prop::Sick) > 0 { "very " } else { "" };
            self.pline(format!("You feel {very}sick."));
            let n = self.rng.rnd(8);
            self.losehp(n, "cadaver");
        } else {
            let name = &m.name;
            let good = if self.rng.rn2(10) != 0 && (rotted < 1 || self.rng.rn2(rotted as i32 + 1) == 0) {
                "okay."
            } else {
                "terrible!"
            };
            let pre = if crate::objnam::type_is_pname(t, pm) { "" } else { "This " };
            self.pline(format!("{pre}{name} corpse tastes {good}"));
        }
        self.over.is_none()
    }

    /// `fprefx`: the taste of ordinary food.
    fn fprefx(&mut self, o: &Obj) {
        let t = tables();
        let nc = crate::objnam::NameCtx::new(t, &self.os);
        let mut one = o.clone();
        one.quan = 1;
        let name = crate::objnam::xname(&nc, &one);
        match o.otyp {
            ids::FOOD_RATION if self.u.uhunger <= 200 => self.pline("This food really hits the spot!"),
            ids::FOOD_RATION if self.u.uhunger < 700 => self.pline("This satiates your stomach!"),
            ids::FOOD_RATION => {}
            ids::TRIPE_RATION if self.u.hero.race_is(ids::PM_ORC) => self.pline("Mmm, tripe... not bad!"),
            ids::TRIPE_RATION => self.pline("Yak - dog food!"),
            ids::APPLE | ids::PEAR => self.pline("Core dumped."),
            _ => {
                let how = if o.cursed {
                    "terrible!"
                } else if matches!(o.otyp, ids::CRAM_RATION | ids::K_RATION | ids::C_RATION) {
                    "bland."
                } else {
                    "delicious!"
                };
                self.pline(format!("This {name} is {how}"));
            }
        }
    }

    /// `choke`: overeating when already satiated.
    fn choke(&mut self, o: &Obj) {
        self.exercise(A_CON, false);
        if self.u.has(Prop::MagicalBreathing) || self.rng.rn2(20) == 0 {
            self.pline("You stuff yourself and then vomit voluminously.");
            self.u.uhunger -= 1000;
            self.newuhs();
        } else {
            let t = tables();
            let nc = crate::objnam::NameCtx::new(t, &self.os);
            let word = if o.otyp == ids::CORPSE { "food".to_string() } else { crate::objnam::xname(&nc, o) };
            let killer = crate::objnam::killer_xname(&nc, o);
            self.pline(format!("You choke over your {word}."));
            self.done_died(&format!("choking on {killer}"));
        }
    }

    /// `lesshungry`: nutrition in; choking if the hero was satiated.
    pub fn lesshungry(&mut self, n: i32, food: Option<&Obj>, canchoke: bool) {
        self.u.uhunger = self.u.uhunger.saturating_add(n);
        if self.u.uhunger >= 2000 {
            if canchoke && let Some(f) = food {
                self.choke(f);
            }
        } else if self.u.uhunger >= 1500 {
            self.pline("You're having a hard time getting all of it down.");
        }
        self.newuhs_incr(false);
    }

    /// Eats `o` (already taken out of where it was): effects, nutrition,
    /// and the time the meal takes.
    fn eat_obj(&mut self, o: Obj) {
        let t = tables();
        let canchoke = self.u.uhs == Hunger::Satiated;
        self.u.conduct.food += 1;
        let (nut, reqtime) = if o.otyp == ids::CORPSE {
            let Some(pm) = o.corpsenm else { return };
            if !self.cprefx(pm) || !self.eatcorpse(&o) {
                return;
            }
            let m = t.mon(pm);
            let nut = if o.oeaten > 0 { o.oeaten as i32 } else { m.cnutrit as i32 };
            (nut, 3 + (m.cwt as i32 >> 6))
        } else {
            let oc = t.obj(o.otyp);
            let stale = !matches!(o.otyp, ids::LEMBAS_WAFER | ids::CRAM_RATION | ids::FORTUNE_COOKIE)
                && self.moves - o.age > if o.blessed { 50 } else { 30 };
            let mut nut = if o.oeaten > 0 { o.oeaten as i32 } else { oc.nutrition as i32 };
            if o.otyp != ids::FORTUNE_COOKIE && (o.cursed || (stale && self.rng.rn2(7) == 0)) {
                self.rottenfood(&o);
                nut /= 2;
            } else {
                self.fprefx(&o);
            }
            if !matches!(o.otyp, ids::FORTUNE_COOKIE | ids::LUMP_OF_ROYAL_JELLY) {
                self.u.conduct.unvegan += u32::from(o.otyp == ids::EGG || o.otyp == ids::CREAM_PIE);
            }
            (nut, oc.delay as i32)
        };
        if self.over.is_some() {
            return;
        }
        self.lesshungry(nut, Some(&o), canchoke);
        if self.over.is_some() {
            return;
        }
        if o.otyp == ids::CORPSE {
            if let Some(pm) = o.corpsenm {
                self.cpostfx(pm);
            }
        } else {
            self.fpostfx(&o);
        }
        if reqtime > 1 && self.u.multi >= 0 {
            self.u.multi = -(reqtime - 1);
            self.u.multi_reason = Some("You're finished eating.".into());
        } else if self.u.multi >= 0 {
            self.pline("You're finished eating.");
        }
    }

    /// `fpostfx`: lasting effects of some foods.
    fn fpostfx(&mut self, o: &Obj) {
        match o.otyp {
            ids::SPRIG_OF_WOLFSBANE | ids::CLOVE_OF_GARLIC => {}
            ids::CARROT if self.u.timeout(Prop::Blinded) > 0 => {
                self.u.set_timeout(Prop::Blinded, 0);
                self.pline("Your vision improves.");
                self.vision_recalc();
            }
            ids::LUMP_OF_ROYAL_JELLY => {
                self.adjattrib(A_STR, 1, true);
                let n = self.rng.rnd(20);
                self.u.uhp += if o.cursed { -n } else { n };
                if self.u.uhp > self.u.uhpmax {
                    if self.rng.rn2(17) == 0 {
                        self.u.uhpmax += 1;
                    }
                    self.u.uhp = self.u.uhpmax;
                }
                if self.u.uhp < 1 {
                    self.done_died("rotten lump of royal jelly");
                }
            }
            ids::FORTUNE_COOKIE => self.pline("This cookie has a scrap of paper inside.  It reads: \"You will eat.\""),
            ids::EGG
                if o.corpsenm.is_some_and(|pm| matches!(pm, ids::PM_COCKATRICE | ids::PM_CHICKATRICE))
                    && !self.u.has(Prop::StoneRes) =>
            {
                self.pline("You turn to stone.");
                self.done_died("eating a cockatrice egg");
            }
            _ => {}
        }
    }

    /// `rottenfood`: "Blecch!  Rotten food!" and what it does.
    fn rottenfood(&mut self, o: &Obj) {
        let word = if o.oclass(tables()) == OClass::Food { "food" } else { "stuff" };
        self.pline(format!("Blecch!  Rotten {word}!"));
        if self.rng.rn2(4) == 0 {
            self.pline("You feel rather light headed.");
            let n = self.rng.d(2, 4) as u32;
            self.u.incr_timeout(Prop::Confusion, n);
        } else if self.rng.rn2(4) == 0 && !self.u.has(Prop::Blinded) {
            self.pline("Everything suddenly goes dark.");
            let n = self.rng.d(2, 10) as u32;
            self.u.incr_timeout(Prop::Blinded, n);
            self.vision_recalc();
        } else if self.rng.rn2(3) == 0 {
            self.pline("The world spins and goes dark.");
            let n = self.rng.rnd(10);
            self.u.multi = -n;
            self.u.multi_reason = Some("You are conscious again.".into());
        }
    }

    /// The edible objects at the hero's feet, as indices into
    /// `lev.objects`, topmost first.
    fn floor_food(&self) -> Vec<usize> {
        let t = tables();
        let (x, y) = (self.u.ux, self.u.uy);
        (0..self.lev.objects.len())
            .rev()
            .filter(|&i| {
                let f = &self.lev.objects[i];
                f.x == x && f.y == y && is_edible(t, &f.obj)
            })
            .collect()
    }

    /// Picks the food: from the floor first ("There is a jackal corpse
    /// here; eat it? [ynq]"), else from the inventory (`floorfood`).
    fn floorfood(&mut self) -> Option<Source> {
        if !self.u.has(Prop::Levitation) {
            for fi in self.floor_food() {
                let o = self.lev.objects[fi].obj.clone();
                let name = self.doname(&o);
                let (is, it) = if o.quan == 1 { ("is", "it") } else { ("are", "one") };
                match self.yn_function(&format!("There {is} {name} here; eat {it}?"), "ynq", 'n') {
                    'y' => return Some(Source::Floor(fi)),
                    'q' => return None,
                    _ => {}
                }
            }
        }
        let t = tables();
        self.getobj("eat", &|_, o| is_edible(t, o)).map(Source::Invent)
    }

    /// `e`: eat something.
    pub fn doeat(&mut self) -> bool {
        let t = tables();
        let Some(src) = self.floorfood() else { return false };
        let o = match src {
            Source::Floor(fi) => {
                let Some(f) = self.lev.objects.get(fi) else { return false };
                f.obj.clone()
            }
            Source::Invent(i) => self.u.invent[i].clone(),
        };
        if !is_edible(t, &o) {
            self.pline("You cannot eat that!");
            return false;
        }
        if o.owornmask.intersects(Worn::ARMOR | Worn::RING | Worn::AMUL) {
            self.pline("You cannot eat something you are wearing.");
            return false;
        }
        let is_tin = o.otyp == ids::TIN;
        // One of the stack is eaten.
        let mut one = o.clone();
        one.quan = 1;
        match src {
            Source::Floor(fi) => {
                if self.lev.objects[fi].obj.quan > 1 {
                    self.lev.objects[fi].obj.quan -= 1;
                } else {
                    let f = self.lev.objects.remove(fi);
                    self.newsym(f.x, f.y);
                }
            }
            Source::Invent(i) => {
                if self.u.invent[i].owornmask.contains(Worn::WEP) && self.u.invent[i].quan == 1 {
                    self.u.invent[i].owornmask.remove(Worn::WEP);
                }
                self.useup(i);
                self.update_worn_props();
            }
        }
        if is_tin {
            self.eat_tin(one);
        } else {
            self.eat_obj(one);
        }
        true
    }

    /// Opens and eats a tin (`start_tin`, `consume_tin`), opening by hand:
    /// the opening takes a while, then the contents are smelled and eaten.
    fn eat_tin(&mut self, o: Obj) {
        use crate::you::A_DEX;
        let t = tables();
        let tries = self.rng.rn1(1 + 500 / (self.u.acurr(A_DEX) + self.u.acurrstr()).max(1), 10);
        self.pline("You succeed in opening the tin.");
        self.u.multi = -(tries.min(50));
        self.u.multi_reason = Some("You're finished eating.".into());
        if o.spe == 1 {
            self.pline("This makes you feel like Popeye!");
            self.u.conduct.food += 1;
            self.lesshungry(600, Some(&o), false);
            let n = if o.cursed { -1 } else { self.rng.rn1(4, 1) };
            self.adjattrib(A_STR, n, true);
            return;
        }
        let Some(pm) = o.corpsenm else {
            self.pline("It turns out to be empty.");
            return;
        };
        let m = t.mon(pm);
        let what = if crate::makemon::vegetarian(t, pm) { m.name.clone() } else { format!("{} meat", m.name) };
        self.pline(format!("It smells like {what}."));
        if self.term.is_some() && !self.yn("Eat it?") {
            self.pline("You discard the open tin.");
            self.u.multi = 0;
            self.u.multi_reason = None;
            return;
        }
        const VARIETIES: [(&str, i32); 14] = [
            ("rotten", -50),
            ("homemade", 50),
            ("soup made from", 20),
            ("french fried", 40),
            ("pickled", 40),
            ("boiled", 50),
            ("smoked", 50),
            ("dried", 55),
            ("deep fried", 60),
            ("szechuan", 70),
            ("broiled", 80),
            ("stir fried", 80),
            ("sauteed", 95),
            ("candied", 100),
        ];
        let (txt, nut) = VARIETIES[self.rng.rn2(VARIETIES.len() as i32) as usize];
        self.pline(format!("You consume {txt} {}.", m.name));
        self.u.conduct.food += 1;
        if !crate::makemon::vegan(t, pm) {
            self.u.conduct.unvegan += 1;
        }
        if !crate::makemon::vegetarian(t, pm) {
            self.u.conduct.unvegetarian += 1;
        }
        if !self.cprefx(pm) {
            return;
        }
        if txt == "rotten" && self.rng.rn2(2) == 0 {
            self.pline("Blecch!  Rotten food!");
        }
        self.lesshungry(nut, Some(&o), false);
        if self.over.is_none() {
            self.cpostfx(pm);
        }
    }
}

impl Game {
    /// The per-turn hunger (`gethungry`): a point a turn (none with slow
    /// digestion), more for regeneration, the Hunger property, conflict,
    /// encumbrance, rings and amulets on their turns; then the hunger
    /// state. Also runs the food-poisoning and strangulation clocks.
    pub fn gethungry(&mut self) {
        let t = tables();
        if !self.u.has(Prop::SlowDigestion) {
            self.u.uhunger -= 1;
        }
        if self.moves % 2 != 0 {
            if self.u.has(Prop::Regeneration) {
                self.u.uhunger -= 1;
            }
            if self.near_capacity() > crate::pickup::SLT_ENCUMBER {
                self.u.uhunger -= 1;
            }
        } else {
            if self.u.has(Prop::Hunger) {
                self.u.uhunger -= 1;
            }
            if self.u.has(Prop::Conflict) {
                self.u.uhunger -= 1;
            }
            let ring_counts = |w: Worn| {
                self.u
                    .worn(w)
                    .map(|i| &self.u.invent[i])
                    .is_some_and(|o| o.spe != 0 || !t.obj(o.otyp).is(ObjFlags::CHARGED))
            };
            match self.moves % 20 {
                4 if ring_counts(Worn::RINGL) => self.u.uhunger -= 1,
                8 if self.u.worn(Worn::AMUL).is_some() => self.u.uhunger -= 1,
                12 if ring_counts(Worn::RINGR) => self.u.uhunger -= 1,
                16 if self.env.uhave_amulet => self.u.uhunger -= 1,
                _ => {}
            }
        }
        self.newuhs_incr(true);
        self.sick_timeout();
        self.worn_timeouts();
    }

    /// Food poisoning counts down; at the end it kills.
    fn sick_timeout(&mut self) {
        if self.over.is_some() {
            return;
        }
        let s = self.u.timeout(Prop::Sick);
        if s == 0 {
            return;
        }
        if self.u.has(Prop::SickRes) {
            self.u.set_timeout(Prop::Sick, 0);
            self.pline("What a relief!");
            return;
        }
        if s == 1 {
            self.u.set_timeout(Prop::Sick, 0);
            self.pline("You die from your illness.");
            self.done_died("food poisoning");
        } else {
            self.u.set_timeout(Prop::Sick, s - 1);
        }
    }

    /// `morehungry`: nutrition spent (spells, vomiting).
    pub fn morehungry(&mut self, n: i32) {
        self.u.uhunger -= n;
        self.newuhs();
    }

    /// `newuhs`: the hunger state from `uhunger`, with its messages.
    pub fn newuhs(&mut self) {
        self.newuhs_incr(true);
    }

    /// `newuhs(incr)`: `incr` when getting hungrier (the messages differ).
    /// Fainting comes and goes; starving kills.
    pub fn newuhs_incr(&mut self, incr: bool) {
        let h = self.u.uhunger;
        let mut newhs = if h > 1000 {
            Hunger::Satiated
        } else if h > 150 {
            Hunger::NotHungry
        } else if h > 50 {
            Hunger::Hungry
        } else if h > 0 {
            Hunger::Weak
        } else {
            Hunger::Fainting
        };
        if newhs == Hunger::Fainting {
            let div10 = h.signum() * ((h.abs() + 5) / 10);
            let fainted = self.u.uhs == Hunger::Fainted && self.u.multi < 0;
            if fainted {
                newhs = Hunger::Fainted;
            }
            if self.u.uhs <= Hunger::Weak || self.rng.rn2((20 - div10).max(1)) >= 19 {
                if !fainted && self.u.multi >= 0 {
                    let duration = 10 - div10;
                    self.nomul();
                    self.pline("You faint from lack of food.");
                    self.u.multi = -duration.max(1);
                    self.u.multi_reason = Some("You regain consciousness.".into());
                    newhs = Hunger::Fainted;
                }
            } else if h < -(100 + 10 * self.u.acurr(A_CON)) {
                self.u.uhs = Hunger::Starved;
                self.pline("You die from starvation.");
                self.done_died("starvation");
                return;
            }
        } else if self.u.uhs == Hunger::Fainted {
            // Revived by food.
            if self.u.multi < 0 {
                self.u.multi = 0;
                self.u.multi_reason = None;
                self.pline("You revive.");
            }
        }
        if newhs != self.u.uhs {
            let was = self.u.uhs;
            match newhs {
                Hunger::Hungry => {
                    self.pline(if !incr {
                        "You only feel hungry now."
                    } else if h < 145 {
                        "You feel hungry."
                    } else {
                        "You are beginning to feel hungry."
                    });
                    self.nomul();
                }
                Hunger::Weak => {
                    let valk = self.u.hero.role_is(ids::PM_VALKYRIE) || self.u.hero.role_is(ids::PM_WIZARD);
                    if incr && valk {
                        let r = crate::role::role_info(self.u.hero.role);
                        self.pline(format!("{} needs food, badly!", r.name));
                    } else if incr && self.u.hero.race_is(ids::PM_ELF) {
                        self.pline("Elf needs food, badly!");
                    } else {
                        self.pline(if !incr {
                            "You feel weak now."
                        } else if h < 45 {
                            "You feel weak."
                        } else {
                            "You are beginning to feel weak."
                        });
                    }
                    self.nomul();
                }
                _ => {}
            }
            self.u.uhs = newhs;
            if (was >= Hunger::Weak) != (newhs >= Hunger::Weak) {
                self.update_worn_props();
            }
            if self.u.uhp < 1 {
                self.pline("You die from hunger and exhaustion.");
                self.done_died("exhaustion");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::u_init::NewGame;

    #[test]
    fn floating_eyes_give_telepathy_and_newts_none() {
        let t = tables();
        assert!(intrinsic_possible(t, Prop::Telepat, ids::PM_FLOATING_EYE));
        assert!(!intrinsic_possible(t, Prop::FireRes, ids::PM_NEWT));
        assert!(intrinsic_possible(t, Prop::FireRes, ids::PM_RED_MOLD));
    }

    #[test]
    fn hunger_states_follow_nutrition() {
        let mut g = Game::new(NewGame::quick(3)).expect("game");
        g.u.uhunger = 151;
        g.gethungry();
        assert_eq!(g.u.uhs, Hunger::Hungry);
        assert!(g.history.iter().any(|m| m.contains("hungry")), "{:?}", g.history);
        g.u.uhunger = 51;
        g.gethungry();
        assert_eq!(g.u.uhs, Hunger::Weak);
        assert_eq!(g.u.abon[A_STR], -1, "weakness costs strength");
        g.lesshungry(900, None, false);
        assert_eq!(g.u.uhs, Hunger::NotHungry);
        assert_eq!(g.u.abon[A_STR], 0);
    }

    #[test]
    fn starving_kills() {
        let mut g = Game::new(NewGame::quick(3)).expect("game");
        g.u.uhs = Hunger::Fainting;
        g.u.multi = 0;
        g.u.uhunger = -(100 + 10 * g.u.acurr(A_CON)) - 5;
        for _ in 0..50 {
            g.u.multi = 0;
            g.gethungry();
            if g.over.is_some() {
                break;
            }
        }
        assert!(g.over.is_some());
    }

    #[test]
    fn food_poisoning_is_deadly() {
        let mut g = Game::new(NewGame::quick(3)).expect("game");
        g.make_sick(3);
        for _ in 0..3 {
            g.sick_timeout();
        }
        assert!(matches!(&g.over, Some(crate::game::GameOver::Died { killer }) if killer == "food poisoning"));
    }
}
