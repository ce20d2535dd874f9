//! Quaffing potions (potion.c) and drinking from fountains (fountain.c):
//! `q` (`dodrink`), the potion effects (`peffects`), the hero's status
//! changes they make (`healup`, `make_blinded`, `make_confused`, ...) and
//! calling an unidentified type a name after use (`docall`). Detection
//! and enlightenment are in [`detect`], fountains in [`fountain`], sinks
//! in [`sink`].

pub mod detect;
pub mod dip;
pub mod fountain;
pub mod fountain_dip;
mod mix;
pub mod sink;

use crate::game::Game;
use crate::world::obj::Obj;
use crate::world::you::{A_CON, A_DEX, A_MAX, FROMOUTSIDE};
use oxhack_defs::{OClass, Prop};
use oxhack_tables::ids::*;
use oxhack_tables::tables;

/// The hero is helpless for a while (`nomul(-n)` with `nomovemsg`).
pub const WAKE_MSG: &str = "You wake up.";

impl Game {
    /// `q`: drink a potion from the inventory, or from a fountain here.
    pub fn dodrink(&mut self) -> bool {
        let (ux, uy) = (self.u.ux, self.u.uy);
        if self.lev.typ(ux, uy) == oxhack_vm::terrain::FOUNTAIN
            && !self.u.has(Prop::Levitation)
            && self.yn("Drink from the fountain?")
        {
            self.drinkfountain();
            return true;
        }
        if self.lev.typ(ux, uy) == oxhack_vm::terrain::SINK
            && !self.u.has(Prop::Levitation)
            && self.yn("Drink from the sink?")
        {
            self.drinksink();
            return true;
        }
        let t = tables();
        let Some(i) = self.getobj("drink", &|_, o| t.obj(o.otyp).class == OClass::Potion) else { return false };
        if t.obj(self.u.invent[i].otyp).class != OClass::Potion {
            self.pline("That is a silly thing to drink.");
            return false;
        }
        if !self.u.has(Prop::Blinded) {
            self.u.invent[i].dknown = true;
        }
        let mut pot = self.u.invent[i].clone();
        pot.quan = 1;
        self.useup(i);
        self.quaff(&pot);
        true
    }

    /// Drinks one potion `pot` (already out of the inventory): its effect,
    /// then learning or calling its type.
    pub fn quaff(&mut self, pot: &Obj) {
        let (unkn, nothing) = self.peffects(pot);
        if nothing {
            let w = if self.u.has(Prop::Halluc) { "peculiar" } else { "strange" };
            self.pline(format!("You have a {w} feeling for a moment, then it passes."));
        }
        // A potion whose look went unseen (blind, or from a sink while
        // hallucinating) teaches nothing (`dopotion`'s `dknown` test).
        if pot.dknown && !self.os.is_known(pot.otyp) {
            if !unkn && !nothing {
                // NetHack also scores 10 points here (`more_experienced(0, 10)`).
                self.os.discover(pot.otyp);
            } else {
                self.offer_call(pot);
            }
        }
    }

    /// `docall` after use: when using an object whose type stays unknown, offer to
    /// call the type something ("Call a bubbly potion:").
    pub fn offer_call(&mut self, o: &Obj) {
        if self.os.is_known(o.otyp) || self.os.called(o.otyp).is_some() || !o.dknown {
            return;
        }
        let nc = self.name_ctx();
        let mut plain = o.clone();
        plain.quan = 1;
        let name = crate::objects::objnam::xname(&nc, &plain);
        let prompt = format!("Call {}:", crate::objects::objnam::an(&name));
        if let Some(s) = self.getlin(&prompt) {
            let s = s.trim().to_string();
            if !s.is_empty() {
                self.os.call(o.otyp, &s);
            }
        }
    }

    /// `peffects`: what a potion does to the hero. Returns `(unkn,
    /// nothing)`: the effect was not unmistakable, or there was none.
    pub fn peffects(&mut self, pot: &Obj) -> (bool, bool) {
        let bc = pot.bcsign();
        let mut unkn = false;
        let mut nothing = false;
        let hallu = self.u.has(Prop::Halluc);
        match pot.otyp {
            POT_HEALING => {
                self.pline("You feel better.");
                let n = self.rng.d(6 + 2 * bc, 4);
                self.healup(n, i32::from(!pot.cursed), pot.blessed, !pot.cursed);
                self.exercise(A_CON, true);
            }
            POT_EXTRA_HEALING => {
                self.pline("You feel much better.");
                let extra = if pot.blessed {
                    5
                } else if !pot.cursed {
                    2
                } else {
                    0
                };
                let n = self.rng.d(6 + 2 * bc, 8);
                self.healup(n, extra, !pot.cursed, true);
                self.exercise(A_CON, true);
            }
            POT_FULL_HEALING => {
                self.pline("You feel completely healed.");
                self.healup(400, 4 + 4 * bc, !pot.cursed, true);
                self.exercise(A_CON, true);
            }
            POT_GAIN_LEVEL => {
                if pot.cursed {
                    unkn = true;
                    if self.u.uz.dlevel > 1 {
                        self.pline("You rise up, through the ceiling!");
                        let up = crate::world::level::DLevel { dnum: self.u.uz.dnum, dlevel: self.u.uz.dlevel - 1 };
                        self.goto_level(up, crate::hero::golevel::Arrival::Random);
                    } else {
                        self.pline("You have an uneasy feeling.");
                    }
                } else {
                    self.pluslvl(false);
                }
            }
            POT_GAIN_ENERGY => {
                let dice = if pot.blessed {
                    3
                } else if !pot.cursed {
                    2
                } else {
                    1
                };
                let mut num = self.rng.d(dice, 6);
                if pot.cursed {
                    num = -num;
                    self.pline("You feel lackluster.");
                } else {
                    self.pline("Magical energies course through your body.");
                }
                self.u.uenmax = (self.u.uenmax + num).max(0);
                self.u.uen = (self.u.uen + 3 * num).clamp(0, self.u.uenmax);
                self.exercise(crate::world::you::A_WIS, true);
            }
            POT_GAIN_ABILITY => {
                if pot.cursed {
                    self.pline("Ugh!  This tastes terrible.");
                    unkn = true;
                } else if self.u.has(Prop::FixedAbil) {
                    nothing = true;
                } else {
                    let mut a = self.rng.rn2(A_MAX as i32) as usize;
                    for _ in 0..A_MAX {
                        if self.adjattrib(a, 1, true) && !pot.blessed {
                            break;
                        }
                        a = (a + 1) % A_MAX;
                    }
                }
            }
            POT_RESTORE_ABILITY => {
                unkn = true;
                if pot.cursed {
                    self.pline("Ulch!  This makes you feel mediocre!");
                } else {
                    self.pline(if pot.blessed {
                        "Wow!  This makes you feel great!"
                    } else {
                        "Wow!  This makes you feel good!"
                    });
                    let mut a = self.rng.rn2(A_MAX as i32) as usize;
                    for _ in 0..A_MAX {
                        if self.u.abase[a] < self.u.amax[a] {
                            self.u.abase[a] = self.u.amax[a];
                            if !pot.blessed {
                                break;
                            }
                        }
                        a = (a + 1) % A_MAX;
                    }
                }
            }
            POT_SEE_INVISIBLE | POT_FRUIT_JUICE => {
                unkn = true;
                if pot.cursed {
                    self.pline(format!("Yecch!  This tastes {}.", if hallu { "overripe" } else { "rotten" }));
                } else if hallu {
                    self.pline("This tastes like 10% real slime mold all-natural beverage.");
                } else {
                    self.pline("This tastes like slime mold juice.");
                }
                if pot.otyp == POT_FRUIT_JUICE {
                    self.u.uhunger += 10 * (2 + bc);
                    self.newuhs();
                } else {
                    if !pot.cursed {
                        self.make_blinded(0, true);
                    }
                    if pot.blessed {
                        self.u.prop_mut(Prop::SeeInvis).intrinsic |= FROMOUTSIDE;
                    } else {
                        let n = self.rng.rn1(100, 750);
                        self.u.incr_timeout(Prop::SeeInvis, n as u32);
                    }
                }
            }
            POT_WATER => self.quaff_water(pot, &mut unkn),
            POT_BOOZE => {
                unkn = true;
                let what = if hallu { "dandelion wine" } else { "liquid fire" };
                self.pline(format!("Ooph!  This tastes like {what}!"));
                if !pot.blessed {
                    let n = self.rng.d(3, 8);
                    self.make_confused(n, false);
                }
                self.healup(1, 0, false, false);
                self.u.uhunger += 10 * (2 + bc);
                self.newuhs();
                self.exercise(crate::world::you::A_WIS, false);
                if pot.cursed {
                    self.pline("You pass out.");
                    let n = self.rng.rnd(15);
                    self.helpless(n, "You awake with a headache.");
                }
            }
            POT_SICKNESS => self.quaff_sickness(pot),
            POT_CONFUSION => {
                if !self.u.has(Prop::Confusion) {
                    if hallu {
                        self.pline("What a trippy feeling!");
                        unkn = true;
                    } else {
                        self.pline("Huh, What?  Where am I?");
                    }
                } else {
                    nothing = true;
                }
                let n = self.rng.rn1(7, 16 - 8 * bc);
                self.make_confused(n, false);
            }
            POT_BLINDNESS => {
                if self.u.has(Prop::Blinded) {
                    nothing = true;
                }
                let n = self.rng.rn1(200, 250 - 125 * bc);
                let was = self.u.has(Prop::Blinded);
                self.u.incr_timeout(Prop::Blinded, n as u32);
                if !was {
                    self.pline(if hallu {
                        "Oh, bummer!  Everything is dark!  Help!"
                    } else {
                        "A cloud of darkness falls upon you."
                    });
                    self.vision_recalc();
                }
            }
            POT_HALLUCINATION => {
                if self.u.has(Prop::Halluc) || self.u.has(Prop::HallucRes) {
                    nothing = true;
                }
                let n = self.rng.rn1(200, 600 - 300 * bc);
                if !self.u.has(Prop::Halluc) && !self.u.has(Prop::HallucRes) {
                    self.pline("Oh wow!  Everything looks so cosmic!");
                }
                self.u.incr_timeout(Prop::Halluc, n as u32);
            }
            POT_SPEED => {
                if !self.very_fast() {
                    let much = if self.u.has(Prop::Fast) { "" } else { "much " };
                    self.pline(format!("You are suddenly moving {much}faster."));
                } else {
                    self.pline("Your legs get new energy.");
                    unkn = true;
                }
                self.exercise(A_DEX, true);
                let n = self.rng.rn1(10, 100 + 60 * bc);
                self.u.incr_timeout(Prop::Fast, n as u32);
            }
            POT_LEVITATION => {
                if !self.u.has(Prop::Levitation) {
                    self.pline("You start to float in the air!");
                    self.u.set_timeout(Prop::Levitation, 1);
                } else {
                    nothing = true;
                }
                if pot.cursed {
                    self.pline("You hit your head on the ceiling.");
                    let dmg = self.rng.rnd(10);
                    self.losehp(dmg, "colliding with the ceiling");
                    nothing = false;
                } else {
                    let n = if pot.blessed { self.rng.rn1(50, 250) } else { self.rng.rn1(140, 10) };
                    self.u.incr_timeout(Prop::Levitation, n as u32);
                }
            }
            POT_INVISIBILITY => {
                if self.u.has(Prop::Invis) || self.u.has(Prop::Blinded) {
                    nothing = true;
                }
                if !self.u.has(Prop::Invis) && !self.u.has(Prop::SeeInvis) {
                    self.pline("Gee!  All of a sudden, you can't see yourself.");
                } else if !self.u.has(Prop::Invis) {
                    self.pline("You can see through yourself, but you are visible!");
                }
                if pot.blessed {
                    self.u.prop_mut(Prop::Invis).intrinsic |= FROMOUTSIDE;
                } else {
                    let n = self.rng.rn1(15, 31);
                    self.u.incr_timeout(Prop::Invis, n as u32);
                }
                if pot.cursed {
                    self.pline("For some reason, you feel your presence is known.");
                    self.wake_nearby(i32::MAX);
                }
            }
            POT_SLEEPING => {
                if self.u.has(Prop::SleepRes) || self.u.has(Prop::FreeAction) {
                    self.pline("You yawn.");
                } else {
                    self.pline("You suddenly fall asleep!");
                    let n = self.rng.rn1(10, 25 - 12 * bc);
                    self.helpless(n, WAKE_MSG);
                }
            }
            POT_PARALYSIS => {
                if self.u.has(Prop::FreeAction) {
                    self.pline("You stiffen momentarily.");
                } else {
                    if self.u.has(Prop::Levitation) {
                        self.pline("You are motionlessly suspended.");
                    } else {
                        self.pline("Your feet are frozen to the floor!");
                    }
                    let n = self.rng.rn1(10, 25 - 12 * bc);
                    self.helpless(n, "You can move again.");
                }
                self.exercise(A_DEX, false);
            }
            POT_MONSTER_DETECTION => {
                if !self.monster_detect(pot.cursed) {
                    unkn = true;
                }
            }
            POT_OBJECT_DETECTION => {
                if !self.object_detect() {
                    unkn = true;
                }
            }
            POT_ENLIGHTENMENT => {
                if pot.cursed {
                    unkn = true;
                    self.pline("You have an uneasy feeling...");
                    self.exercise(crate::world::you::A_WIS, false);
                } else {
                    if pot.blessed {
                        self.adjattrib(crate::world::you::A_INT, 1, false);
                        self.adjattrib(crate::world::you::A_WIS, 1, false);
                    }
                    self.pline("You feel self-knowledgeable...");
                    self.enlightenment();
                    self.pline("The feeling subsides.");
                    self.exercise(crate::world::you::A_WIS, true);
                }
            }
            POT_ACID => {
                if self.u.has(Prop::AcidRes) {
                    self.pline(format!("This tastes {}.", if hallu { "tangy" } else { "sour" }));
                } else {
                    let how = if pot.blessed {
                        " a little"
                    } else if pot.cursed {
                        " a lot"
                    } else {
                        " like acid"
                    };
                    self.pline(format!("This burns{how}!"));
                    let dmg = self.rng.d(if pot.cursed { 2 } else { 1 }, if pot.blessed { 5 } else { 10 });
                    self.losehp(dmg, "potion of acid");
                    self.exercise(A_CON, false);
                }
                if self.u.has(Prop::Stoned) {
                    self.u.set_timeout(Prop::Stoned, 0);
                    self.pline("You feel more limber.");
                }
            }
            POT_OIL => {
                unkn = true;
                self.pline("That was smooth!");
                self.exercise(crate::world::you::A_WIS, !pot.cursed);
            }
            POT_POLYMORPH => {
                let how = if self.u.has(Prop::Halluc) { "normal" } else { "strange" };
                self.pline(format!("You feel a little {how}."));
                if !self.u.has(Prop::Unchanging) {
                    self.polyself(crate::hero::polyself::PolyHow::Normal);
                }
            }
            _ => {
                self.pline("This tastes like water.");
                unkn = true;
            }
        }
        (unkn, nothing)
    }

    fn quaff_water(&mut self, pot: &Obj, unkn: &mut bool) {
        use crate::monsters::makemon::{is_demon, is_undead};
        let t = tables();
        let me = self.u.youmonst_data();
        let unholy_kind = is_undead(t, me) || is_demon(t, me);
        let align = self.u.hero.align.value();
        if !pot.blessed && !pot.cursed {
            self.pline("This tastes like water.");
            self.u.uhunger += self.rng.rnd(10);
            self.newuhs();
            *unkn = true;
            return;
        }
        if unholy_kind || align < 0 {
            if pot.blessed {
                self.pline("This burns like acid!");
                self.exercise(A_CON, false);
                if let Some(lycn) = self.u.ulycn {
                    let kind = crate::objects::objnam::makeplural(&t.mon(lycn).name);
                    self.pline(format!("Your affinity to {kind} disappears!"));
                    if self.u.upoly.umonnum == Some(lycn) {
                        self.you_unwere(false);
                    }
                    self.u.ulycn = None;
                }
                let n = self.rng.d(2, 6);
                let n = if self.u.has(Prop::HalfPhdam) { (n + 1) / 2 } else { n };
                self.losehp(n, "potion of holy water");
            } else {
                self.pline("You feel quite proud of yourself.");
                let n = self.rng.d(2, 6);
                self.healup(n, 0, false, false);
                if self.u.ulycn.is_some() && !self.u.upolyd() {
                    self.you_were();
                }
                self.exercise(A_CON, true);
            }
        } else if pot.blessed {
            self.pline("You feel full of awe.");
            self.u.set_timeout(Prop::Sick, 0);
            self.u.prop_mut(Prop::Sick).intrinsic = 0;
            self.exercise(crate::world::you::A_WIS, true);
            self.exercise(A_CON, true);
            if self.u.ulycn.is_some() {
                // "You feel purified."
                self.you_unwere(true);
            }
        } else {
            if align > 0 {
                self.pline("This burns!");
                let n = self.rng.d(2, 6);
                let n = if self.u.has(Prop::HalfPhdam) { (n + 1) / 2 } else { n };
                self.losehp(n, "potion of unholy water");
            } else {
                self.pline("You feel full of dread.");
            }
            if self.u.ulycn.is_some() && !self.u.upolyd() {
                self.you_were();
            }
            self.exercise(A_CON, false);
        }
    }

    fn quaff_sickness(&mut self, pot: &Obj) {
        self.pline("Yecch!  This stuff tastes like poison.");
        let healer = self.u.hero.role_is(PM_HEALER);
        if pot.blessed {
            self.pline("(But in fact it was mildly stale slime mold juice.)");
            if !healer {
                self.losehp(1, "mildly contaminated potion");
            }
            return;
        }
        let pres = self.u.has(Prop::PoisonRes);
        if pres {
            self.pline("(But in fact it was biologically contaminated slime mold juice.)");
        }
        if healer {
            self.pline("Fortunately, you have been immunized.");
        } else {
            let a = self.rng.rn2(A_MAX as i32) as usize;
            if !self.u.has(Prop::FixedAbil) {
                let loss = if pres { -1 } else { -self.rng.rn1(4, 3) };
                self.adjattrib(a, loss, true);
            }
            let dmg = if pres { 1 + self.rng.rn2(2) } else { self.rng.rnd(10) + 5 * i32::from(pot.cursed) };
            self.losehp(dmg, "contaminated potion");
        }
        if self.u.has(Prop::Halluc) {
            self.pline("You are shocked back to your senses!");
            self.u.set_timeout(Prop::Halluc, 0);
        }
    }

    /// `healup`: `nhp` hit points back, the maximum raised by `nxtra` when
    /// they overflow it; optionally cures sickness and blindness.
    pub fn healup(&mut self, nhp: i32, nxtra: i32, curesick: bool, cureblind: bool) {
        if nhp > 0 {
            self.u.uhp = self.u.uhp.saturating_add(nhp);
            if self.u.uhp > self.u.uhpmax {
                self.u.uhpmax += nxtra;
                self.u.uhp = self.u.uhp.min(self.u.uhpmax);
            }
        }
        if cureblind {
            self.make_blinded(0, true);
        }
        if curesick {
            if self.u.has(Prop::Sick) {
                self.pline("What a relief!");
            }
            self.u.prop_mut(Prop::Sick).intrinsic = 0;
            self.u.set_timeout(Prop::Vomiting, 0);
        }
    }

    /// `make_blinded`: sets the blindness timeout (0 cures it).
    pub fn make_blinded(&mut self, t: u32, talk: bool) {
        let was = self.u.has(Prop::Blinded);
        self.u.set_timeout(Prop::Blinded, t);
        let now = self.u.has(Prop::Blinded);
        if was && !now {
            if talk {
                self.pline(if self.u.has(Prop::Halluc) {
                    "Far out!  Everything is all cosmic again!"
                } else {
                    "You can see again."
                });
            }
            self.vision_recalc();
        } else if !was && now {
            self.vision_recalc();
        }
    }

    /// `make_confused`: adds `n` turns of confusion.
    pub fn make_confused(&mut self, n: i32, talk: bool) {
        if talk && !self.u.has(Prop::Confusion) {
            self.pline("You feel somewhat dizzy.");
        }
        self.u.incr_timeout(Prop::Confusion, n.max(0) as u32);
    }

    /// The hero is helpless for `n` turns (`nomul(-n)`), `why` shown on
    /// waking.
    pub fn helpless(&mut self, n: i32, why: &str) {
        self.nomul();
        self.u.multi = -n.max(1);
        self.u.multi_reason = Some(why.to_string());
    }
}

#[cfg(test)]
mod tests {
    use crate::game::Game;
    use crate::game::NewGame;
    use crate::world::obj::Obj;
    use oxhack_defs::Prop;
    use oxhack_tables::ids::*;

    fn game() -> Game {
        Game::new(NewGame::quick(21)).expect("game")
    }

    #[test]
    fn healup_raises_the_maximum_only_on_overflow() {
        let mut g = game();
        g.u.uhpmax = 20;
        g.u.uhp = 5;
        g.healup(10, 3, false, false);
        assert_eq!((g.u.uhp, g.u.uhpmax), (15, 20));
        g.healup(10, 3, false, false);
        assert_eq!((g.u.uhp, g.u.uhpmax), (23, 23));
    }

    #[test]
    fn healing_cures_blindness_and_booze_confuses() {
        let mut g = game();
        g.u.set_timeout(Prop::Blinded, 30);
        g.peffects(&Obj::new(POT_HEALING, 1));
        assert!(!g.u.has(Prop::Blinded));
        let (unkn, nothing) = g.peffects(&Obj::new(POT_BOOZE, 1));
        assert!(unkn && !nothing);
        assert!(g.u.has(Prop::Confusion));
    }

    #[test]
    fn acid_hurts_unless_resisted() {
        let mut g = game();
        g.u.uhp = 50;
        g.u.uhpmax = 50;
        g.peffects(&Obj::new(POT_ACID, 1));
        assert!(g.u.uhp < 50);
        let hp = g.u.uhp;
        g.u.prop_mut(Prop::AcidRes).intrinsic |= crate::world::you::FROMOUTSIDE;
        g.peffects(&Obj::new(POT_ACID, 1));
        assert_eq!(g.u.uhp, hp);
    }
}
