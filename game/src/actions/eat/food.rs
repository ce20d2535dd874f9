//! Ordinary food (eat.c's `fprefx`, `fpostfx`, `rottenfood`, `choke`,
//! `lesshungry`), and tins (`consume_tin`).

use crate::game::Game;
use crate::world::obj::Obj;
use crate::world::you::{A_CON, A_STR};
use oxhack_defs::{OClass, Prop};
use oxhack_tables::{ids, tables};

impl Game {
    /// `fprefx`: the taste of ordinary food.
    pub(crate) fn fprefx(&mut self, o: &Obj) {
        let nc = self.name_ctx();
        let mut one = o.clone();
        one.quan = 1;
        let name = crate::objects::objnam::xname(&nc, &one);
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
    pub(crate) fn choke(&mut self, o: &Obj) {
        self.exercise(A_CON, false);
        if self.u.has(Prop::MagicalBreathing) || self.rng.rn2(20) == 0 {
            self.pline("You stuff yourself and then vomit voluminously.");
            self.u.uhunger -= 1000;
            self.newuhs();
        } else {
            let nc = self.name_ctx();
            let word = if o.otyp == ids::CORPSE { "food".to_string() } else { crate::objects::objnam::xname(&nc, o) };
            let killer = crate::objects::objnam::killer_xname(&nc, o);
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

    /// `fpostfx`: lasting effects of some foods.
    pub(crate) fn fpostfx(&mut self, o: &Obj) {
        match o.otyp {
            ids::SPRIG_OF_WOLFSBANE => {
                let were_form = tables().mon(self.u.youmonst_data()).mflags2.contains(oxhack_defs::flags::M2::WERE);
                if self.u.ulycn.is_some() || (self.u.upolyd() && were_form) {
                    // "You feel purified."
                    self.you_unwere(true);
                }
            }
            ids::CLOVE_OF_GARLIC => {}
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

    /// `rottenfood`: "Blecch!  Rotten food!" and what it does. True if
    /// the hero passed out (the meal does not start).
    pub(crate) fn rottenfood(&mut self, o: &Obj) -> bool {
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
            return true;
        }
        false
    }

    /// Opens and eats a tin (`start_tin`, `consume_tin`), opening by hand:
    /// the opening takes a while, then the contents are smelled and eaten.
    pub(crate) fn eat_tin(&mut self, o: Obj) {
        use crate::world::you::A_DEX;
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
        let what =
            if crate::monsters::makemon::vegetarian(t, pm) { m.name.clone() } else { format!("{} meat", m.name) };
        self.pline(format!("It smells like {what}."));
        if self.interactive() && !self.yn("Eat it?") {
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
        if !crate::monsters::makemon::vegan(t, pm) {
            self.u.conduct.unvegan += 1;
        }
        if !crate::monsters::makemon::vegetarian(t, pm) {
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
