//! The main loop (allmain.c's `moveloop`): movement points for the hero
//! and the monsters by speed, the once-a-turn work (new monsters, hit
//! point and power regeneration, hunger, timeouts), then the hero's next
//! command, a turn of the occupation in progress (stopped when a monster
//! comes near), a repeat count or a run.

use crate::game::Game;
use crate::hero::occupation::{Occupation, Repeat};
use crate::world::mondata::NORMAL_SPEED;
use crate::world::you::{A_CON, A_WIS};
use oxhack_defs::Prop;
use oxhack_tables::tables;

impl Game {
    /// Plays until the game ends or input is gone.
    pub fn moveloop(&mut self) {
        while self.over.is_none() && !self.hangup() && !self.saved {
            self.step();
        }
    }

    /// One hero action and everything that happens until the hero can act
    /// again. A command that takes no time (looking at the inventory)
    /// lets the hero act again at once.
    pub fn step(&mut self) {
        let took = if self.u.multi < 0 {
            // Helpless: time passes.
            self.u.multi += 1;
            if self.u.multi == 0 {
                self.unmul();
            }
            true
        } else if let Some(occ) = self.occ.current {
            self.occupation_turn(occ);
            true
        } else if self.run.mode != 0 {
            let moved = self.continue_run();
            if !moved {
                self.nomul();
            }
            moved
        } else {
            self.rhack()
        };
        // A trip through the portal scheduled during the move.
        self.deferred_goto();
        if took && self.over.is_none() {
            self.pass_time();
        }
        if self.over.is_none() && self.moves - self.last_checkpoint >= crate::save::CHECKPOINT_TURNS {
            self.checkpoint();
        }
    }

    /// One turn of occupation `occ` (moveloop's `(*occupation)()`): it
    /// ends when its turn says it is done, and stops when a monster comes
    /// next to the hero (`monster_nearby`).
    fn occupation_turn(&mut self, occ: Occupation) {
        let more = match occ {
            Occupation::Eat => self.eatfood(),
            Occupation::Dig => self.dig(),
            Occupation::PickLock => self.picklock(),
            Occupation::ForceLock => self.forcelock(),
            Occupation::Learn => self.learn(),
            Occupation::TakeOff => self.take_off(),
            Occupation::Timed { what, .. } => {
                if what == Repeat::Search {
                    self.dosearch0(false);
                }
                // `timed_occupation`: the count runs down (a search that
                // found something has already zeroed it).
                match self.occ.current {
                    Some(Occupation::Timed { what, left }) => {
                        let left = (left - 1).max(0);
                        self.occ.current = Some(Occupation::Timed { what, left });
                        left > 0
                    }
                    _ => false,
                }
            }
        };
        if !more {
            self.occ.current = None;
        }
        if self.over.is_none() && self.monster_nearby() {
            self.stop_occupation();
            self.reset_eat();
        }
    }

    /// The hero's action used [`NORMAL_SPEED`] movement points: monsters
    /// move while the hero has none left, and each new turn does the
    /// per-turn work.
    pub fn pass_time(&mut self) {
        self.u.umovement -= NORMAL_SPEED;
        let mut guard = 0;
        loop {
            let monscanmove = self.movemon();
            self.deferred_goto();
            if self.over.is_some() {
                return;
            }
            if self.u.umovement >= NORMAL_SPEED {
                break;
            }
            if !monscanmove {
                self.new_turn();
                if self.over.is_some() {
                    return;
                }
            }
            guard += 1;
            if guard > 10_000 {
                // Cannot happen with positive hero speed; never hang.
                self.u.umovement = NORMAL_SPEED;
                break;
            }
        }
        // Once per hero action that took time.
        self.periodic_clairvoyance();
    }

    /// The start of a new turn (`moves++` and what goes with it).
    fn new_turn(&mut self) {
        for i in 0..self.lev.monsters.len() {
            let mv = self.mcalcmove(i);
            self.lev.monsters[i].movement += mv;
        }
        let depth = self.depth();
        let chance = if self.env.uhave_amulet {
            25
        } else if depth > self.stronghold_depth() {
            50
        } else {
            70
        };
        if self.rng.rn2(chance) == 0 {
            self.spawn_random_monster();
        }
        // A polymorphed hero moves at the form's speed.
        let mut moveamt = if self.u.upolyd() { tables().mon(self.u.umonnum()).mmove as i32 } else { NORMAL_SPEED };
        if self.very_fast() {
            if self.rng.rn2(3) != 0 {
                moveamt += NORMAL_SPEED;
            }
        } else if self.u.has(Prop::Fast) && self.rng.rn2(3) == 0 {
            moveamt += NORMAL_SPEED;
        }
        self.u.umovement = (self.u.umovement + moveamt).max(0);
        self.moves += 1;
        self.regen_hp();
        self.regen_pw();
        self.gethungry();
        self.exerchk();
        self.invault();
        self.nh_timeout();
        self.polyself_turn();
        self.wizard_turn();
        // The Planes' bubbles and clouds, the Riders' revival.
        self.endgame_turn();
        if self.u.has(Prop::Searching) && self.u.multi >= 0 {
            self.dosearch0(true);
        }
        // Shuffling feet smudge what is written underfoot.
        if self.lev.engr_at(self.u.ux, self.u.uy).is_some()
            && self.rng.rn2(40 + self.u.acurr(crate::world::you::A_DEX) * 3) == 0
        {
            let n = self.rng.rnd(3);
            self.u_wipe_engr(n);
        }
        if self.u.has(Prop::Teleport)
            && self.rng.rn2(85) == 0
            && !self.lev.flags.noteleport
            && let Some(c) = self.rndspot()
        {
            {
                self.pline("You feel a wrenching sensation.");
                self.u_on_newpos(c.x, c.y);
                self.vision_recalc();
            }
        }
    }

    /// Speed from outside (speed boots, a potion): `Very_fast`.
    pub fn very_fast(&self) -> bool {
        let p = self.u.prop(Prop::Fast);
        !p.extrinsic.is_empty() || p.intrinsic & crate::world::you::TIMEOUT != 0
    }

    /// The depth of the Castle (where random generation speeds up).
    fn stronghold_depth(&self) -> i32 {
        self.layout.find_level("castle").map_or(i32::MAX, |l| self.layout.depth(l.dlevel))
    }

    /// A random monster somewhere out of sight (`makemon(NULL, 0, 0)`).
    pub fn spawn_random_monster(&mut self) {
        let vis = self.vis.clone();
        self.with_mon(|c, lev| {
            for _ in 0..50 {
                let x = c.mk.rng.rn1(crate::world::level::COLNO as i32 - 3, 2);
                let y = c.mk.rng.rn2(crate::world::level::ROWNO as i32);
                if !vis.couldsee(x, y) && c.goodpos(lev, x, y, None, crate::monsters::makemon::NO_MM_FLAGS) {
                    c.makemon(lev, None, x, y, crate::monsters::makemon::NO_MM_FLAGS);
                    return;
                }
            }
        });
    }

    /// Hit point regeneration (allmain.c, 3.6's formula): below level 10
    /// one point every (42 / (level + 2) + 1) turns... with
    /// Regeneration every turn; from level 10, by constitution.
    fn regen_hp(&mut self) {
        if self.u.upolyd() {
            // The form heals a point every 20 turns (every turn when it
            // regenerates).
            let p = &self.u.upoly;
            if p.mh < p.mhmax && (self.moves % 20 == 0 || self.u.has(Prop::Regeneration)) {
                self.u.upoly.mh += 1;
            }
            return;
        }
        let u = &self.u;
        if u.uhp >= u.uhpmax {
            return;
        }
        let heal;
        let lvl = u.ulevel();
        // Stressed or worse stops natural healing below level 10.
        let encumbered = self.encumbrance() >= 2;
        if lvl > 9 && self.moves % 3 == 0 {
            let con = u.acurr(A_CON);
            heal = if con <= 12 { 1 } else { self.rng.rnd(con).min(lvl) };
            self.u.uhp = (self.u.uhp + heal.max(1)).min(self.u.uhpmax);
        } else if lvl <= 9 {
            let period = 42 / (lvl + 2) + 1;
            if (self.moves % period as i64 == 0 || self.u.has(Prop::Regeneration)) && !encumbered {
                self.u.uhp = (self.u.uhp + 1).min(self.u.uhpmax);
            }
        }
        if self.u.has(Prop::Regeneration) && self.u.uhp < self.u.uhpmax {
            self.u.uhp += 1;
        }
        if self.u.uhp == self.u.uhpmax {
            self.interrupt_multi("You are in full health.");
        }
    }

    /// Power regeneration (`u.uen`): by wisdom, intelligence and level.
    fn regen_pw(&mut self) {
        if self.u.uen >= self.u.uenmax {
            return;
        }
        let wis = self.u.acurr(A_WIS);
        let lvl = self.u.ulevel();
        let energy_regen = self.u.has(Prop::EnergyRegeneration);
        let period = (38 - lvl - wis / 3).max(1) as i64;
        if energy_regen || self.moves % period == 0 {
            let gain = self.rng.rn1((wis + self.u.acurr(crate::world::you::A_INT)) / 15 + 1, 1);
            self.u.uen = (self.u.uen + gain).min(self.u.uenmax);
            if self.u.uen == self.u.uenmax {
                self.interrupt_multi("You feel full of energy.");
            }
        }
    }

    /// Counts down timed properties (`nh_timeout`), with the messages
    /// when they end.
    fn nh_timeout(&mut self) {
        use oxhack_defs::Prop::*;
        for p in [Stunned, Confusion, Blinded, Halluc, Fast, Sleepy, Invis, SeeInvis, Levitation, Deaf, Vomiting, Glib]
        {
            let t = self.u.timeout(p);
            if t == 0 {
                continue;
            }
            self.u.set_timeout(p, t - 1);
            if t == 1 && !self.u.has(p) {
                let msg = match p {
                    Stunned => "You feel a bit steadier now.",
                    Confusion => "You feel less confused now.",
                    Blinded => "You can see again.",
                    Halluc => "Everything looks SO boring now.",
                    Fast => "You feel yourself slowing down.",
                    Levitation => "You float gently to the floor.",
                    SeeInvis => "",
                    Invis => "You are no longer invisible.",
                    _ => "",
                };
                self.pline(msg);
                if p == Blinded {
                    self.vision_recalc();
                }
            }
        }
        self.stoned_timeout();
        if self.u.ublesscnt > 0 {
            self.u.ublesscnt -= 1;
        }
        // Luck times out toward 0 every 600 turns (300 with the Amulet).
        if self.moves % if self.env.uhave_amulet { 300 } else { 600 } == 0 && self.u.hero.uluck != 0 {
            let l = &mut self.u.hero.uluck;
            *l -= l.signum();
        }
    }

    /// The hero can act again after being helpless (`unmul`).
    pub fn unmul(&mut self) {
        if let Some(why) = self.u.multi_reason.take()
            && why.starts_with("You")
        {
            self.pline(why);
        }
        self.u.multi = 0;
        self.prayer_done();
    }
}
