//! The hero's trap effects one by one (trap.c's `dotrap` cases and
//! their helpers: `t_missile`, `poisoned`, `water_damage`,
//! `dofiretrap`, `fall_through`, `domagictrap`, `drain_en`, ...).

use super::{RECURSIVETRAP, is_metallic};
use crate::game::Game;
use crate::hero::golevel::Arrival;
use crate::world::level::{DLevel, ttyp::*};
use crate::world::obj::Worn;
use crate::world::you::{A_CHA, A_CON, A_DEX, A_STR, UTrap};
use oxhack_defs::{Material, Prop};
use oxhack_tables::{ids, tables};

impl Game {
    pub(super) fn trap_missile(&mut self, ti: usize, dart: bool) {
        let (seen, once) = self.lev.traps.get(ti).map_or((false, false), |t| (t.tseen, t.once));
        if once && seen && self.rng.rn2(15) == 0 {
            self.pline(if dart { "You hear a soft click." } else { "You hear a loud click!" });
            self.deltrap(ti);
            return;
        }
        if let Some(t) = self.lev.traps.get_mut(ti) {
            t.once = true;
        }
        self.seetrap(ti);
        let otyp = if dart { ids::DART } else { ids::ARROW };
        self.pline(if dart { "A little dart shoots out at you!" } else { "An arrow shoots out at you!" });
        let mut o = self.with_mk(|c| c.mksobj(otyp, true, false));
        o.quan = 1;
        o.spe = 0;
        // A trap's arrow or dart is plain: the property document's known
        // bug was trap missiles with random properties (detonation could
        // blow up in the hero's face).
        o.oprops = 0;
        o.oprops_known = 0;
        let poisoned = dart && self.rng.rn2(6) == 0;
        let dam = self.rng.rnd(tables().obj(otyp).wsdam.max(1) as i32);
        let what = if dart { "little dart" } else { "arrow" };
        if self.thitu(if dart { 7 } else { 8 }, dam, None, Some(what)) {
            if poisoned && self.over.is_none() {
                self.poisoned("The dart", A_CON, "a little dart", 10);
            }
        } else {
            o.dknown = !self.u.has(Prop::Blinded);
            let (x, y) = (self.u.ux, self.u.uy);
            self.lev.place_object(o, x, y);
            self.newsym(x, y);
        }
    }

    pub(super) fn trap_rock(&mut self, ti: usize) {
        let (seen, once) = self.lev.traps.get(ti).map_or((false, false), |t| (t.tseen, t.once));
        if once && seen && self.rng.rn2(15) == 0 {
            self.pline("A trap door in the ceiling opens, but nothing falls out!");
            self.deltrap(ti);
            return;
        }
        let mut dmg = self.rng.d(2, 6);
        if let Some(t) = self.lev.traps.get_mut(ti) {
            t.once = true;
        }
        self.seetrap(ti);
        let mut rock = self.with_mk(|c| c.mksobj(ids::ROCK, true, false));
        rock.quan = 1;
        self.pline("A trap door in the ceiling opens and a rock falls on your head!");
        if let Some(h) = self.u.worn(Worn::ARMH) {
            let t = tables();
            let metal = matches!(t.obj(self.u.invent[h].otyp).material, Some(m) if is_metallic(m));
            if metal {
                self.pline("Fortunately, you are wearing a hard helmet.");
                dmg = 2;
            } else if self.opts.verbose {
                let n = self.invent_xname(h);
                self.pline(format!("Your {n} does not protect you."));
            }
        }
        let (x, y) = (self.u.ux, self.u.uy);
        self.lev.place_object(rock, x, y);
        self.newsym(x, y);
        self.losehp(dmg, "a falling rock");
        self.exercise(A_STR, false);
    }

    pub(super) fn trap_landmine(&mut self, ti: usize, airborne: bool) {
        if airborne {
            let seen = self.lev.traps.get(ti).is_some_and(|t| t.tseen);
            if !seen {
                self.pline("You see a trigger in a pile of soil below you.");
            }
            self.seetrap(ti);
            return;
        }
        self.pline("KAABLAMM!!!  You triggered a land mine!");
        let l = self.rng.rn1(35, 41) as u32;
        self.u.incr_timeout(Prop::WoundedLegs, l);
        self.exercise(A_DEX, false);
        // The mine leaves a pit behind (`blow_up_landmine`).
        if let Some(t) = self.lev.traps.get_mut(ti) {
            t.ttyp = PIT;
            t.tseen = true;
            t.madeby_u = false;
        }
        self.wake_nearby(400);
        let (x, y) = (self.u.ux, self.u.uy);
        self.newsym(x, y);
        let dmg = self.rng.rnd(16);
        self.losehp(dmg, "a land mine");
        if self.over.is_none() && self.lev.traps.get(ti).is_some_and(|t| t.ttyp == PIT) {
            self.dotrap_flags(ti, RECURSIVETRAP);
        }
    }

    pub(super) fn trap_rolling_boulder(&mut self, ti: usize) {
        self.seetrap(ti);
        let has_launch = self.lev.traps.get(ti).is_some_and(|t| t.launch.is_some());
        self.pline("Click!  You trigger a rolling boulder trap!");
        if !has_launch {
            self.deltrap(ti);
            self.pline("Fortunately for you, no boulder was released.");
            return;
        }
        let dam = self.rng.rnd(20);
        self.thitu(9, dam, None, Some("boulder"));
    }

    pub(super) fn trap_rust(&mut self, ti: usize) {
        self.seetrap(ti);
        let gush = "A gush of water hits";
        match self.rng.rn2(5) {
            0 => {
                self.pline(format!("{gush} you on the head!"));
                self.water_damage(Worn::ARMH);
            }
            1 => {
                self.pline(format!("{gush} your left arm!"));
                if !self.water_damage(Worn::ARMS) {
                    self.water_damage(Worn::ARMG);
                }
            }
            2 => {
                self.pline(format!("{gush} your right arm!"));
                self.water_damage(Worn::WEP);
                self.water_damage(Worn::ARMG);
            }
            _ => {
                self.pline(format!("{gush} you!"));
                for w in [Worn::ARMC, Worn::ARM, Worn::ARMU] {
                    if self.u.worn(w).is_some() {
                        self.water_damage(w);
                        break;
                    }
                }
            }
        }
    }

    /// `water_damage` of the item in slot `w`: iron rusts one step (up to
    /// "thoroughly"); true if something was there to get wet.
    pub fn water_damage(&mut self, w: Worn) -> bool {
        let Some(i) = self.u.worn(w) else { return false };
        let t = tables();
        let iron = t.obj(self.u.invent[i].otyp).material == Some(Material::Iron);
        let name = self.invent_xname(i);
        if !iron {
            return true;
        }
        let o = &mut self.u.invent[i];
        if o.oerodeproof {
            self.pline(format!("Somehow, your {name} is not affected."));
        } else if o.oeroded < 3 {
            o.oeroded += 1;
            let further = if o.oeroded > 1 { " further" } else { "" };
            self.pline(format!("Your {name} rusts{further}!"));
        } else {
            self.pline(format!("Your {name} looks completely rusty."));
        }
        true
    }

    /// `dofiretrap`: a tower of flame; without fire resistance d(2, 4)
    /// damage and some maximum hit points lost.
    pub fn dofiretrap(&mut self) {
        self.pline("A tower of flame erupts from the floor!");
        let num = if self.u.has(Prop::FireRes) {
            self.rng.rn2(2)
        } else {
            let n = self.rng.d(2, 4);
            if self.u.uhpmax > self.u.ulevel() {
                let lose = self.rng.rn2(self.u.uhpmax.min(n + 1));
                self.u.uhpmax -= lose;
                self.u.uhp = self.u.uhp.min(self.u.uhpmax);
            }
            n
        };
        if num == 0 {
            self.pline("You are uninjured.");
        } else {
            self.losehp(num, "a tower of flame");
        }
    }

    pub(super) fn trap_pit(&mut self, ti: usize, spiked: bool, airborne: bool, a_your: &str) {
        let soko = self.lev.flags.sokoban_rules;
        if !soko && airborne {
            return;
        }
        self.seetrap(ti);
        if soko {
            self.pline(format!(
                "Air currents pull you down into {a_your} {}!",
                if spiked { "spiked pit" } else { "pit" }
            ));
        } else {
            self.pline(format!("You fall into {a_your} pit!"));
        }
        if spiked {
            self.pline("You land on a set of sharp iron spikes!");
        }
        self.u.utrap = UTrap::Pit(self.rng.rn1(6, 2) as u32);
        if spiked {
            let d = self.rng.rnd(10);
            self.losehp(d, "fell into a pit of iron spikes");
            if self.over.is_none() && self.rng.rn2(6) == 0 {
                self.poisoned("The spikes", A_STR, "a fall onto poison spikes", 8);
            }
        } else {
            let d = self.rng.rnd(6);
            self.losehp(d, "fell into a pit");
        }
        self.exercise(A_STR, false);
        self.exercise(A_DEX, false);
        self.vision_recalc();
    }

    /// `Can_fall_thru`: not the bottom level of its dungeon, and a floor
    /// that can be dug; or the castle (`Is_stronghold`), whose trap doors
    /// lead to Gehennom.
    pub fn can_fall_thru(&self) -> bool {
        let dunlevs = self.dungeon(self.u.uz.dnum).map_or(1, |d| d.num_dunlevs);
        (self.u.uz.dlevel < dunlevs && !self.lev.flags.hardfloor) || self.stronghold_below().is_some()
    }

    /// `fall_through`: a trap door or hole drops the hero one level or
    /// (one time in four, repeatedly) more.
    pub fn fall_through(&mut self, trapdoor: bool) {
        // Sokoban's holes cannot be escaped.
        let held = self.sokoban() && self.can_fall_thru();
        if !held
            && (self.u.has(Prop::Levitation)
                || self.u.has(Prop::Flying)
                || self.u.ustuck.is_some()
                || !self.can_fall_thru())
        {
            if trapdoor {
                self.pline("A trap door opens up under you!");
            } else {
                self.pline("There's a gaping hole under you!");
            }
            self.pline("You don't fall in.");
            return;
        }
        if !held {
            self.pline(if trapdoor { "A trap door opens up under you!" } else { "There's a gaping hole under you!" });
        }
        let dunlevs = self.dungeon(self.u.uz.dnum).map_or(1, |d| d.num_dunlevs);
        let mut newlevel = self.u.uz.dlevel;
        loop {
            newlevel += 1;
            if !(self.rng.rn2(4) == 0 && newlevel < dunlevs) {
                break;
            }
        }
        if let Some(hell) = self.stronghold_below() {
            // The castle's trap doors lead to the Valley (`find_hell`).
            self.pline("You fall through...");
            self.goto_level(hell, Arrival::Random);
            return;
        }
        let dist = newlevel - self.u.uz.dlevel;
        if dist > 1 {
            self.pline(format!(
                "You fall down a {}{}shaft!",
                if dist > 3 { "very " } else { "" },
                if dist > 2 { "deep " } else { "" }
            ));
        }
        self.pline("You fall through...");
        let uz = DLevel { dnum: self.u.uz.dnum, dlevel: newlevel };
        self.goto_level(uz, Arrival::Random);
    }

    /// `random_teleport_level`: a depth in this dungeon near the current
    /// one (up to three deeper), never the current one.
    pub fn random_teleport_depth(&mut self) -> i32 {
        let cur = self.depth();
        let (start, n) = self.dungeon(self.u.uz.dnum).map_or((1, 1), |d| (d.depth_start, d.num_dunlevs));
        let min = if self.level_ctx(self.u.uz).in_quest { start } else { 1 };
        let max = n + start - 1;
        let mut nlev = self.rng.rn2((cur + 3 - min).max(1)) + min;
        if nlev >= cur {
            nlev += 1;
        }
        if nlev > max {
            nlev = max;
            if cur == max {
                nlev -= self.rng.rnd(3);
            }
        }
        if nlev < min {
            nlev = min;
            if nlev == cur {
                nlev += self.rng.rnd(3);
                nlev = nlev.min(max);
            }
        }
        nlev
    }

    pub(super) fn trap_web(&mut self, ti: usize, a_your: &str) {
        self.seetrap(ti);
        let str = self.u.acurr(A_STR);
        let tim = if str <= 3 {
            self.rng.rn1(6, 6)
        } else if str < 6 {
            self.rng.rn1(6, 4)
        } else if str < 9 {
            self.rng.rn1(4, 4)
        } else if str < 12 {
            self.rng.rn1(4, 2)
        } else if str < 15 {
            self.rng.rn1(2, 2)
        } else if str < 18 {
            self.rng.rnd(2)
        } else if str < 69 {
            1
        } else {
            0
        };
        self.pline(format!("You stumble into {a_your} spider web!"));
        if tim == 0 {
            self.pline(format!("You tear through {a_your} web!"));
            self.deltrap(ti);
        } else {
            self.u.utrap = UTrap::Web(tim as u32);
        }
    }

    pub(super) fn trap_statue(&mut self, ti: usize) {
        let Some(t) = self.lev.traps.get(ti) else { return };
        let (x, y) = (t.tx, t.ty);
        let statue = self.lev.objects.iter().rposition(|f| f.x == x && f.y == y && f.obj.otyp == ids::STATUE);
        self.deltrap(ti);
        let Some(k) = statue else { return };
        let Some(pm) = self.lev.objects[k].obj.corpsenm else { return };
        let Some(c) = self.enexto_free(x, y, pm) else { return };
        self.lev.objects.remove(k);
        let made = self.with_mon(|mc, lev| mc.makemon(lev, Some(pm), c.x, c.y, crate::monsters::makemon::NO_MM_FLAGS));
        self.newsym(x, y);
        if let Some(i) = made {
            self.vision_recalc();
            if self.lev.monsters.get(i).is_some_and(|m| self.canspotmon(m)) {
                self.pline("The statue comes to life!");
            }
        }
    }

    pub(super) fn trap_magic(&mut self, ti: usize) {
        self.seetrap(ti);
        if self.rng.rn2(30) == 0 {
            self.deltrap(ti);
            self.pline("You are caught in a magical explosion!");
            let d = self.rng.rnd(10);
            self.losehp(d, "a magical explosion");
            self.pline("Your body absorbs some of the magical energy!");
            self.u.uenmax += 2;
            self.u.uen = self.u.uenmax;
            return;
        }
        let fate = self.rng.rnd(20);
        if fate < 10 {
            let cnt = self.rng.rnd(4);
            if !self.u.has(Prop::Blinded) {
                self.pline("You are momentarily blinded by a flash of light!");
                let t = self.rng.rn1(5, 10) as u32;
                self.u.incr_timeout(Prop::Blinded, t);
            }
            self.pline("You hear a deafening roar!");
            let t = self.rng.rn1(20, 30) as u32;
            self.u.incr_timeout(Prop::Deaf, t);
            let (ux, uy) = (self.u.ux, self.u.uy);
            for _ in 0..cnt {
                self.with_mon(|mc, lev| mc.makemon(lev, None, ux, uy, crate::monsters::makemon::NO_MM_FLAGS));
            }
            self.wake_nearby(400);
            self.vision_recalc();
            return;
        }
        match fate {
            12 => self.dofiretrap(),
            13 => self.pline("A shiver runs up and down your spine!"),
            14 => self.pline("You hear distant howling."),
            15 => self.pline("You suddenly yearn for your distant homeland."),
            16 => self.pline("Your pack shakes violently!"),
            17 => self.pline("You smell charred flesh."),
            18 => self.pline("You feel tired."),
            19 => {
                self.adjattrib(A_CHA, 1, false);
                self.pline("You feel charismatic!");
            }
            20 => {
                for o in &mut self.u.invent {
                    o.cursed = false;
                }
                self.pline("You feel like someone is helping you.");
            }
            _ => {}
        }
    }

    pub(super) fn trap_antimagic(&mut self, ti: usize) {
        self.seetrap(ti);
        if !self.u.has(Prop::Antimagic) {
            let n = self.rng.rnd(self.u.ulevel().max(1)) + 1;
            self.drain_en(n);
        } else {
            let d = self.rng.rnd(4);
            let hp = self.u.uhp;
            let how = if d >= hp {
                "unbearably torpid!"
            } else if d >= hp / 4 {
                "very lethargic."
            } else {
                "sluggish."
            };
            self.pline(format!("You feel {how}"));
            self.losehp(d, "an anti-magic implosion");
        }
    }

    /// `drain_en`: spell energy drained by `n` (maximum too once empty).
    pub fn drain_en(&mut self, mut n: i32) {
        if self.u.uenmax == 0 {
            self.pline("You feel momentarily lethargic.");
            return;
        }
        if n > self.u.uenmax || n > self.u.ulevel() {
            n = self.rng.rnd(n.max(1));
        }
        self.pline(format!("You feel your magical energy drain away{}", if n > self.u.uen { "!" } else { "." }));
        self.u.uen -= n;
        if self.u.uen < 0 {
            let l = self.rng.rnd(-self.u.uen);
            self.u.uenmax = (self.u.uenmax - l).max(0);
            self.u.uen = 0;
        }
    }
}
