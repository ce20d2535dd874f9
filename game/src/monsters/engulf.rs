//! Engulfing (mhitu.c's `gulpmu` and `expels`): a purple worm, trapper,
//! vortex, elemental, fog cloud, ochre jelly or gelatinous cube takes the
//! hero inside (`u.uswallow`, `u.ustuck`) for `u.uswldtim` turns.
//!
//! The engulfer stands on the hero's square; the hero moves with it,
//! sees only its insides (see [`crate::world::swallow`]), and every
//! move is an attack on it that cannot miss. Digestion ends the hero when
//! the timer runs out; other engulfers, a hero grown too big, or the
//! engulfer's death let the hero out.

use crate::game::Game;
use crate::monsters::makemon::{self as mdat};
use crate::world::you::{A_STR, UTrap};
use oxhack_defs::{Attack, DamageType, Prop, Size};
use oxhack_tables::{ids, tables};

impl Game {
    /// `gulpmu`: attack `a` of monster `i` engulfs the hero, or hurts a
    /// hero already inside. Returns whether it hit.
    pub(crate) fn gulpmu(&mut self, i: usize, a: &Attack) -> bool {
        let t = tables();
        let Some(m) = self.lev.monsters.get(i) else { return false };
        let (id, pm) = (m.m_id, m.mnum);
        let mut tmp = self.rng.d(a.damn as i32, a.damd as i32);
        if !self.u.uswallow {
            if !self.engulf_target(i) {
                return false;
            }
            let (ux, uy) = (self.u.ux, self.u.uy);
            let boulder_pit = self.lev.t_at(ux, uy).is_some_and(|tr| crate::world::level::ttyp::is_pit(tr.ttyp))
                && self.lev.objects.iter().any(|f| f.x == ux && f.y == uy && f.obj.otyp == ids::BOULDER);
            if boulder_pit {
                return false;
            }
            let (omx, omy) = (m.mx, m.my);
            let m = &mut self.lev.monsters[i];
            m.mx = ux;
            m.my = uy;
            m.mtrapped = false;
            self.u.ustuck = Some(id);
            self.newsym(omx, omy);
            let name = self.monnam_cap(i);
            self.pline(format!("{name} engulfs you!"));
            self.stop_occupation();
            if self.u.utrap != UTrap::None {
                let what = if matches!(self.u.utrap, UTrap::Web(_)) { "web" } else { "trap" };
                self.pline(format!("You are released from the {what}!"));
                self.u.utrap = UTrap::None;
            }
            self.u.uswallow = true;
            let mlev = self.lev.monsters[i].m_lev as i32;
            let tim = if a.adtyp == DamageType::Dgst {
                // Shorter is deadlier; good armor keeps the hero longer.
                let mut tim = 25 - mlev;
                if tim > 0 {
                    tim = self.rng.rnd(tim) / 2;
                } else if tim < 0 {
                    tim = -(self.rng.rnd(-tim) / 2);
                }
                tim - self.u_ac() + 10
            } else {
                self.rng.rnd(mlev + 10 / 2)
            };
            self.u.uswldtim = tim.max(2) as u32;
            self.vision_recalc();
        }
        if self.u.ustuck != Some(id) {
            return false;
        }
        self.u.uswldtim = self.u.uswldtim.saturating_sub(1);
        let mcan = self.lev.monsters[i].mcan;
        let name = self.monnam_cap(i);
        let mut physical = false;
        match a.adtyp {
            DamageType::Dgst => {
                physical = true;
                if self.u.has(Prop::SlowDigestion) {
                    self.u.uswldtim = 0;
                    tmp = 0;
                } else if self.u.uswldtim == 0 {
                    self.pline(format!("{name} totally digests you!"));
                    tmp = self.u.uhp;
                    if self.u.has(Prop::HalfPhdam) {
                        tmp *= 2;
                    }
                } else {
                    let how = match self.u.uswldtim {
                        2 => " thoroughly",
                        1 => " utterly",
                        _ => "",
                    };
                    self.pline(format!("{name}{how} digests you!"));
                    self.exercise(A_STR, false);
                }
            }
            DamageType::Phys => {
                physical = true;
                if pm == ids::PM_FOG_CLOUD {
                    if self.u.has(Prop::MagicalBreathing) {
                        self.pline("You are laden with moisture and find it mildly uncomfortable.");
                        tmp = 0;
                    } else {
                        self.pline("You are laden with moisture and can barely breathe!");
                    }
                } else {
                    self.pline("You are pummeled with debris!");
                    self.exercise(A_STR, false);
                }
            }
            DamageType::Acid => {
                if self.u.has(Prop::AcidRes) {
                    self.pline("You are covered with a seemingly harmless goo.");
                    tmp = 0;
                } else {
                    if self.u.has(Prop::Halluc) {
                        self.pline("Ouch!  You've been slimed!");
                    } else {
                        self.pline("You are covered in slime!  It burns!");
                    }
                    self.exercise(A_STR, false);
                }
            }
            DamageType::Blnd => {
                if !mcan {
                    let blinded = self.u.timeout(Prop::Blinded);
                    if !self.u.has(Prop::Blinded) {
                        self.pline("You can't see in here!");
                        self.u.set_timeout(Prop::Blinded, tmp.max(1) as u32);
                    } else {
                        // Kept blind until let out.
                        self.u.set_timeout(Prop::Blinded, blinded + 1);
                    }
                    self.vision_recalc();
                }
                tmp = 0;
            }
            DamageType::Elec => {
                if !mcan && self.rng.rn2(2) != 0 {
                    self.pline("The air around you crackles with electricity.");
                    if self.u.has(Prop::ShockRes) {
                        self.pline("You seem unhurt.");
                        tmp = 0;
                    }
                } else {
                    tmp = 0;
                }
            }
            DamageType::Cold => {
                if !mcan && self.rng.rn2(2) != 0 {
                    if self.u.has(Prop::ColdRes) {
                        self.pline("You feel mildly chilly.");
                        tmp = 0;
                    } else {
                        self.pline("You are freezing to death!");
                    }
                } else {
                    tmp = 0;
                }
            }
            DamageType::Fire => {
                if !mcan && self.rng.rn2(2) != 0 {
                    if self.u.has(Prop::FireRes) {
                        self.pline("You feel mildly hot.");
                        tmp = 0;
                    } else {
                        self.pline("You are burning to a crisp!");
                    }
                } else {
                    tmp = 0;
                }
            }
            DamageType::Dren => {
                if !mcan && self.rng.rn2(4) != 0 {
                    self.drain_en(tmp);
                }
                tmp = 0;
            }
            _ => {
                physical = true;
                tmp = 0;
            }
        }
        if physical && self.u.has(Prop::HalfPhdam) {
            tmp = (tmp + 1) / 2;
        }
        if tmp > 0 {
            let killer = self.killer_name(i);
            self.losehp(tmp, &killer);
            self.stop_occupation();
        }
        if self.over.is_some() || !self.u.uswallow {
            return true;
        }
        let too_big = t.mon(self.u.youmonst_data()).msize >= Size::Huge;
        if self.u.uswldtim == 0 || too_big {
            let Some(i) = self.mon_index(id) else { return true };
            let animal = mdat::is_animal(t, pm);
            self.pline(if animal { "You get regurgitated!" } else { "You get expelled!" });
            let digests = t.mon(pm).attacks.iter().any(|a| a.adtyp == DamageType::Dgst);
            if self.opts.verbose && (animal || (digests && self.u.has(Prop::SlowDigestion))) {
                let name = self.mon_nam(i);
                self.pline(format!("Obviously {name} doesn't like your taste."));
            }
            self.expels(i, false);
        }
        true
    }

    /// `engulf_target`: whether monster `i` can take the hero inside (the
    /// hero is not too big for it, nor stuck in rock).
    fn engulf_target(&self, i: usize) -> bool {
        let t = tables();
        let m = &self.lev.monsters[i];
        let hero = t.mon(self.u.youmonst_data());
        if hero.msize >= Size::Huge {
            return false;
        }
        // Something that cannot enter the hero's square cannot swallow them.
        let typ = self.lev.typ(self.u.ux, self.u.uy);
        !crate::world::level::is_rock(typ) || mdat::passes_walls(t, m.mnum)
    }

    /// `expels`: monster `i` lets the hero out beside it, "You get
    /// expelled from the fog cloud with a squelch!" when `message`.
    pub fn expels(&mut self, i: usize, message: bool) {
        let t = tables();
        let Some(m) = self.lev.monsters.get(i) else { return };
        let pm = m.mnum;
        if message {
            if mdat::is_animal(t, pm) {
                self.pline("You get regurgitated!");
            } else {
                let blast = match t.mon(pm).attacks.iter().find(|a| a.aatyp == oxhack_defs::AttackType::Engl) {
                    Some(a) if mdat::is_whirly(t, pm) => match a.adtyp {
                        DamageType::Elec => " in a shower of sparks",
                        DamageType::Cold => " in a blast of frost",
                        _ => "",
                    },
                    _ => " with a squelch",
                };
                let name = self.mon_nam(i);
                self.pline(format!("You get expelled from {name}{blast}!"));
            }
        }
        self.u.ustuck = None;
        self.u.uswallow = false;
        self.u.uswldtim = 0;
        // The engulfer steps aside (`mnexto`).
        let (ux, uy) = (self.u.ux, self.u.uy);
        match self.enexto_free(ux, uy, pm) {
            Some(c) => {
                let m = &mut self.lev.monsters[i];
                m.mx = c.x;
                m.my = c.y;
            }
            None => {
                self.with_mon(|c, lev| c.rloc(lev, i));
            }
        }
        self.vision_recalc();
        self.newsym_all();
        self.spoteffects();
    }

    /// The engulfer died with the hero inside (`m_detach`): the hero is
    /// left standing where it was.
    pub(crate) fn swallower_gone(&mut self, x: i32, y: i32) {
        self.u.ustuck = None;
        if !self.u.uswallow {
            return;
        }
        self.u.uswallow = false;
        self.u.uswldtim = 0;
        self.u.ux = x;
        self.u.uy = y;
        self.vision_recalc();
        self.newsym_all();
    }

    /// `doup`/`dodown` when held or swallowed: "You are swallowed, and
    /// cannot go down." Returns whether the hero is stuck (the turn is
    /// spent).
    pub fn stuck_cannot_go(&mut self, dir: &str) -> bool {
        let Some(i) = self.u.ustuck.and_then(|id| self.mon_index(id)) else { return false };
        let how = if !self.u.uswallow {
            "being held"
        } else if mdat::is_animal(tables(), self.lev.monsters[i].mnum) {
            "swallowed"
        } else {
            "engulfed"
        };
        self.pline(format!("You are {how}, and cannot go {dir}."));
        true
    }

    /// `savelife`'s end: an engulfer expels the saved hero ("You get
    /// regurgitated!"), a holder releases them.
    pub fn savelife_unstick(&mut self) {
        let Some(i) = self.u.ustuck.and_then(|id| self.mon_index(id)) else {
            self.u.ustuck = None;
            self.u.uswallow = false;
            return;
        };
        if self.u.uswallow {
            self.expels(i, true);
        } else {
            let name = self.monnam_cap(i);
            self.pline(format!("{name} releases you."));
            self.u.ustuck = None;
        }
    }

    /// The engulfer moved (`m_move`'s postmov): the hero inside goes
    /// along.
    pub(crate) fn swallower_moved(&mut self, id: u32) {
        if !self.u.uswallow || self.u.ustuck != Some(id) {
            return;
        }
        let Some(i) = self.mon_index(id) else { return };
        let (mx, my) = (self.lev.monsters[i].mx, self.lev.monsters[i].my);
        if (mx, my) != (self.u.ux, self.u.uy) {
            self.u.ux0 = self.u.ux;
            self.u.uy0 = self.u.uy;
            self.u.ux = mx;
            self.u.uy = my;
            self.vision_recalc();
        }
    }

    /// `domove` while swallowed: any direction attacks the engulfer.
    /// None when the hero is not inside anything.
    pub(crate) fn u_swallowed_move(&mut self) -> Option<bool> {
        if !self.u.uswallow {
            return None;
        }
        let Some(i) = self.u.ustuck.and_then(|id| self.mon_index(id)) else {
            self.u.uswallow = false;
            self.u.ustuck = None;
            return None;
        };
        self.nomul();
        Some(self.attack_monster(i, true).unwrap_or(true))
    }
}
