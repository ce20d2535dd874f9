//! Monsters attacking monsters (mhitm.c): `mattackm`, used by pets
//! fighting and by whatever else sets monsters on each other. Kills by a
//! monster give the hero nothing.
//!
//! From afar a monster breathes (`breamm`), spits (`spitmm`) and gazes
//! (`gazemm`); gazes work next to the target too.
//!
//! Gaps: no engulfing and no throwing at monsters (`thrwmm`); damage
//! types beyond the physical, elemental, sleep, paralysis and poison hit
//! for their dice.

use crate::game::Game;
use crate::monsters::mon::find_mac;
use crate::objects::weapon::{dmgval, hitval};
use oxhack_defs::flags::Mr;
use oxhack_defs::{AttackType, DamageType};
use oxhack_tables::tables;

/// What `mattackm` did (`MM_MISS`, `MM_HIT`, `MM_DEF_DIED`,
/// `MM_AGR_DIED` bits).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct MmResult {
    pub hit: bool,
    pub def_died: bool,
    pub agr_died: bool,
}

impl Game {
    /// `mattackm`: monster `agr` attacks monster `def` with its attack
    /// list (both indices into the level's monsters).
    pub fn mattackm(&mut self, agr: usize, def: usize) -> MmResult {
        let t = tables();
        let mut res = MmResult::default();
        let (Some(a), Some(d)) = (self.lev.monsters.get(agr), self.lev.monsters.get(def)) else { return res };
        let (aid, did) = (a.m_id, d.m_id);
        let mut tmp = find_mac(t, d) + a.m_lev as i32;
        if d.mconf || !d.mcanmove || d.msleeping {
            tmp += 4;
            self.lev.monsters[def].msleeping = false;
        }
        let attacks = t.mon(self.lev.monsters[agr].mnum).attacks;
        for (k, at) in attacks.iter().enumerate() {
            let (Some(agr), Some(def)) = (self.mon_index(aid), self.mon_index(did)) else { break };
            let (a, d) = (&self.lev.monsters[agr], &self.lev.monsters[def]);
            let ranged = crate::monsters::mthrowu::distmin(a.mx, a.my, d.mx, d.my) > 1;
            // Attacks that reach: a breath or spit from afar, a gaze.
            let reached = match at.aatyp {
                AttackType::Brea if ranged => Some(self.breamm(agr, at, def)),
                AttackType::Spit if ranged => Some(self.spitmm(agr, at.adtyp, def)),
                AttackType::Gaze => {
                    let (def_died, agr_died) = self.gazemm(agr, def, at);
                    res.def_died |= def_died;
                    res.agr_died |= agr_died;
                    Some(true)
                }
                _ if ranged => continue,
                _ => None,
            };
            if let Some(strike) = reached {
                // Whether it hit is not known; it is taken to have.
                res.hit |= strike;
                if self.mon_index(did).is_none() {
                    res.def_died = true;
                    break;
                }
                continue;
            }
            let wep = if at.aatyp == AttackType::Weap {
                let m = &self.lev.monsters[agr];
                m.mw.and_then(|w| m.minvent.get(w)).cloned()
            } else {
                None
            };
            match at.aatyp {
                AttackType::Weap
                | AttackType::Claw
                | AttackType::Kick
                | AttackType::Bite
                | AttackType::Stng
                | AttackType::Tuch
                | AttackType::Butt
                | AttackType::Tent
                | AttackType::Hugs => {}
                _ => continue,
            }
            let mut to_hit = tmp;
            if let Some(w) = &wep {
                let on_pool = {
                    let d = &self.lev.monsters[def];
                    crate::monsters::makemon::is_pool_at(&self.lev, d.mx, d.my)
                };
                to_hit += hitval(t, w, &self.lev.monsters[def], on_pool);
            }
            let strike = to_hit > self.rng.rnd(20 + k as i32);
            if !strike {
                self.mm_missmsg(agr, def);
                continue;
            }
            res.hit = true;
            if self.mdamagem(agr, def, at, wep.as_ref()) {
                res.def_died = true;
                break;
            }
        }
        res.agr_died = self.mon_index(aid).is_none();
        res
    }

    fn mm_seen(&self, agr: usize, def: usize) -> bool {
        let a = &self.lev.monsters[agr];
        let d = &self.lev.monsters[def];
        self.canspotmon(a) || self.canspotmon(d)
    }

    fn mm_missmsg(&mut self, agr: usize, def: usize) {
        if self.mm_seen(agr, def) {
            let a = self.monnam_cap(agr);
            let d = self.mon_nam(def);
            self.pline(format!("{a} misses {d}."));
        }
    }

    /// `mdamagem`: attack `at` of `agr` hits `def`; true if `def` died.
    fn mdamagem(
        &mut self,
        agr: usize,
        def: usize,
        at: &oxhack_defs::Attack,
        wep: Option<&crate::world::obj::Obj>,
    ) -> bool {
        let t = tables();
        let dpm = self.lev.monsters[def].mnum;
        let aid = self.lev.monsters[agr].m_id;
        let resists = t.mon(dpm).mresists;
        let mut dmg = self.rng.d(at.damn as i32, at.damd as i32);
        if let Some(w) = wep {
            dmg += dmgval(t, &mut self.rng, w, dpm);
            dmg = dmg.max(1);
        }
        let seen = self.mm_seen(agr, def);
        if seen {
            let a = self.monnam_cap(agr);
            let d = self.mon_nam(def);
            let verb = match at.aatyp {
                AttackType::Bite => "bites",
                AttackType::Stng => "stings",
                AttackType::Butt => "butts",
                AttackType::Tuch => "touches",
                AttackType::Kick => "kicks",
                AttackType::Tent => "sucks",
                AttackType::Hugs => "squeezes",
                _ => "hits",
            };
            self.pline(format!("{a} {verb} {d}."));
        }
        if let Some(w) = wep {
            // Fire, frost, draining and vorpal of the weapon (muse/oprop_hit).
            let (extra, _) =
                self.oprops_hit_mon(Some(agr), def, w, None, crate::monsters::muse::oprop_hit::PropHit::Melee, dmg);
            dmg = (dmg + extra).max(0);
        }
        let cancelled = self.lev.monsters[agr].mcan;
        match at.adtyp {
            DamageType::Fire if !cancelled => {
                if resists.contains(Mr::FIRE) {
                    dmg = 0;
                } else if seen {
                    let d = self.monnam_cap(def);
                    self.pline(format!("{d} is on fire!"));
                }
            }
            DamageType::Cold if !cancelled => {
                if resists.contains(Mr::COLD) {
                    dmg = 0;
                } else if seen {
                    let d = self.monnam_cap(def);
                    self.pline(format!("{d} is covered in frost!"));
                }
            }
            DamageType::Elec if !cancelled => {
                if resists.contains(Mr::ELEC) {
                    dmg = 0;
                } else if seen {
                    let d = self.monnam_cap(def);
                    self.pline(format!("{d} gets zapped!"));
                }
            }
            DamageType::Fire | DamageType::Cold | DamageType::Elec => dmg = 0,
            DamageType::Slee if !cancelled && !resists.contains(Mr::SLEEP) => {
                let n = self.rng.rnd(10) as u8;
                let d = &mut self.lev.monsters[def];
                if d.mcanmove {
                    d.mcanmove = false;
                    d.mfrozen = n;
                }
            }
            DamageType::Plys if !cancelled => {
                let n = self.rng.rnd(10) as u8;
                let d = &mut self.lev.monsters[def];
                if d.mcanmove {
                    d.mcanmove = false;
                    d.mfrozen = n;
                }
            }
            DamageType::Drst | DamageType::Drdx | DamageType::Drco
                if !cancelled && self.rng.rn2(8) == 0 && !resists.contains(Mr::POISON) =>
            {
                if self.rng.rn2(10) == 0 {
                    dmg = self.lev.monsters[def].mhp;
                } else {
                    dmg += self.rng.rn1(10, 6);
                }
            }
            _ => {}
        }
        let d = &mut self.lev.monsters[def];
        d.mhp = d.mhp.saturating_sub(dmg);
        if d.mhp > 0 {
            return false;
        }
        let victim_lev = self.lev.monsters[def].m_lev as i32;
        self.monkilled(def, "");
        if let Some(ai) = self.mon_index(aid) {
            self.grow_up(ai, Some(victim_lev));
        }
        true
    }

    /// `grow_up`: monster `i` gains hit points and maybe a level from a
    /// kill (of a monster of level `victim`; `None`: a potion of gain
    /// level or the like), growing into its bigger form ("Your kitten
    /// grows up into a housecat.").
    pub fn grow_up(&mut self, i: usize, victim: Option<i32>) {
        let t = tables();
        let Some(m) = self.lev.monsters.get(i) else { return };
        let oldtype = m.mnum;
        let newtype = crate::world::mondata::little_to_big(oldtype);
        let ptr = t.mon(oldtype);
        let (max_increase, cur_increase, hp_threshold, mut lev_limit);
        if let Some(vlev) = victim {
            let mut th = m.m_lev as i32 * 8;
            if m.m_lev == 0 {
                th = 4;
            } else if crate::monsters::makemon::is_golem(t, oldtype) {
                th = (m.mhpmax / 10 + 1) * 10 - 1;
            }
            hp_threshold = th;
            lev_limit =
                (3 * ptr.mlevel as i32 / 2).max(if oldtype != newtype { t.mon(newtype).mlevel as i32 } else { 0 });
            let mut mi = self.rng.rnd(vlev.max(0) + 1);
            if m.mhpmax + mi > hp_threshold + 1 {
                mi = (hp_threshold + 1 - m.mhpmax).max(0);
            }
            max_increase = mi;
            cur_increase = if mi > 1 { self.rng.rn2(mi) } else { 0 };
        } else {
            max_increase = self.rng.rnd(8);
            cur_increase = max_increase;
            hp_threshold = 0;
            lev_limit = 50;
        }
        let m = &mut self.lev.monsters[i];
        m.mhpmax += max_increase;
        m.mhp += cur_increase;
        if m.mhpmax <= hp_threshold {
            return;
        }
        if crate::world::mondata::is_mplayer(oldtype) {
            lev_limit = 30;
        } else if lev_limit < 5 {
            lev_limit = 5;
        } else if lev_limit > 49 {
            lev_limit = if ptr.mlevel > 49 { 50 } else { 49 };
        }
        m.m_lev = m.m_lev.saturating_add(1);
        if m.m_lev as i32 >= t.mon(newtype).mlevel as i32 && newtype != oldtype {
            let seen = self.canspotmon(&self.lev.monsters[i]);
            if seen {
                let who = self.y_monnam_cap(i);
                let how = if crate::monsters::makemon::humanoid(t, newtype) { "becomes" } else { "grows up into" };
                self.pline(format!("{who} {how} {}.", crate::objects::objnam::an(&t.mon(newtype).name)));
            }
            let m = &mut self.lev.monsters[i];
            m.mnum = newtype;
            lev_limit = m.m_lev as i32;
            let (x, y) = (m.mx, m.my);
            self.newsym(x, y);
        }
        let m = &mut self.lev.monsters[i];
        if m.m_lev as i32 > lev_limit {
            m.m_lev -= 1;
            if m.mhpmax == hp_threshold + 1 {
                m.mhpmax -= 1;
            }
        }
        m.mhpmax = m.mhpmax.min(50 * 8);
        m.mhp = m.mhp.min(m.mhpmax);
    }

    /// "Your kitten" for a pet without a name, else `Monnam`.
    pub fn y_monnam_cap(&self, i: usize) -> String {
        let Some(m) = self.lev.monsters.get(i) else { return "It".to_string() };
        if m.mtame > 0 && m.mname.is_none() && self.canspotmon(m) {
            format!("Your {}", tables().mon(m.mnum).name)
        } else {
            self.monnam_cap(i)
        }
    }
}
