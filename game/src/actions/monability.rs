//! `#monster` (cmd.c's `domonability` with polyself.c's abilities): what
//! a polymorphed hero's body can do on purpose. A breather breathes its
//! breath as a ray (15 energy), a spitter spits venom, a gazer confuses
//! or burns with its gaze (15 energy), a were calls its kind (10
//! energy), a mind flayer sends a psychic wave (10 energy), a shrieker
//! shrieks; otherwise "Any special ability you may have is purely
//! reflexive."
//!
//! Gaps: hiding on purpose (`dohide`) needs the hero's hiding, which
//! OxHack has not; spinning webs, a gremlin's splitting at a fountain, a
//! unicorn's horn and a vampire's shape-shifting are not here either and
//! say so.

use crate::game::Game;
use crate::monsters::makemon::{attacktype, is_unicorn};
use crate::world::obj::Obj;
use oxhack_defs::flags::M1;
use oxhack_defs::{AttackType, DamageType, MonClass, OClass, Prop, Sound};
use oxhack_tables::{ids, tables};

/// `BOLT_LIM`: how far a mind flayer's wave reaches.
const BOLT_LIM: i32 = 8;

/// `telepathic`: the kinds that sense minds.
fn telepathic(pm: oxhack_defs::Pm) -> bool {
    matches!(pm, ids::PM_FLOATING_EYE | ids::PM_MIND_FLAYER | ids::PM_MASTER_MIND_FLAYER)
}

/// `can_breathe`: the form has a breath attack.
fn can_breathe(pm: oxhack_defs::Pm) -> bool {
    attacktype(tables(), pm, AttackType::Brea)
}

/// `webmaker`: cave spiders and giant spiders.
fn webmaker(pm: oxhack_defs::Pm) -> bool {
    matches!(pm, ids::PM_CAVE_SPIDER | ids::PM_GIANT_SPIDER)
}

impl Game {
    /// `#monster` (`domonability`): the special ability of the hero's
    /// form, in NetHack's order of asking.
    pub fn domonability(&mut self) -> bool {
        let t = tables();
        let pm = self.u.youmonst_data();
        let d = t.mon(pm);
        if !self.u.upolyd() {
            self.pline("You don't have a special ability in your normal form!");
            false
        } else if can_breathe(pm) {
            self.dobreathe()
        } else if attacktype(t, pm, AttackType::Spit) {
            self.dospit()
        } else if d.mlet == MonClass::Nymph {
            self.doremove()
        } else if attacktype(t, pm, AttackType::Gaze) {
            self.dogaze()
        } else if d.mflags2.contains(oxhack_defs::flags::M2::WERE) {
            self.dosummon()
        } else if webmaker(pm) {
            self.pline("You can't spin webs yet in OxHack.");
            false
        } else if crate::monsters::hide::is_hider(pm) || d.mflags1.contains(M1::CONCEAL) {
            self.pline("You can't hide yet in OxHack.");
            false
        } else if matches!(pm, ids::PM_MIND_FLAYER | ids::PM_MASTER_MIND_FLAYER) {
            self.domindblast()
        } else if pm == ids::PM_GREMLIN {
            if self.lev.typ(self.u.ux, self.u.uy) == oxhack_vm::terrain::FOUNTAIN {
                self.pline("You can't multiply yet in OxHack.");
            } else {
                self.pline("There is no fountain here.");
            }
            false
        } else if is_unicorn(t, pm) {
            self.pline("You can't use your horn yet in OxHack.");
            false
        } else if d.msound == Sound::Shriek {
            self.pline("You shriek.");
            self.aggravate();
            false
        } else if d.mlet == MonClass::Vampire {
            self.pline("You can't change your shape yet in OxHack.");
            false
        } else {
            self.pline("Any special ability you may have is purely reflexive.");
            false
        }
    }

    /// `dobreathe`: 15 energy for a ray of the form's breath in a chosen
    /// direction.
    pub fn dobreathe(&mut self) -> bool {
        if self.u.has(Prop::Strangled) {
            self.pline("You can't breathe.  Sorry.");
            return false;
        }
        if self.u.uen < 15 {
            self.pline("You don't have enough energy to breathe!");
            return false;
        }
        self.u.uen -= 15;
        let Some((dx, dy, dz)) = self.getdir(None) else { return false };
        let pm = self.u.youmonst_data();
        let Some(a) = tables().mon(pm).attacks.iter().find(|a| a.aatyp == AttackType::Brea).copied() else {
            return false;
        };
        let typ = if a.adtyp == DamageType::Rbre {
            let n = self.rng.rnd(DamageType::Acid.value() as i32);
            DamageType::from_value(n as u8).unwrap_or(DamageType::Fire)
        } else {
            a.adtyp
        };
        if dx == 0 && dy == 0 && dz == 0 {
            // At oneself: the breath goes nowhere but the hero.
            self.pline("You breathe on yourself.");
            return true;
        }
        if dz != 0 {
            self.pline("You breathe at the air.");
            return true;
        }
        let (ux, uy) = (self.u.ux, self.u.uy);
        self.buzz_ubreath(typ, a.damn as i32, ux, uy, dx, dy);
        true
    }

    /// `dospit`: venom of the form's kind, thrown as the hero's.
    pub fn dospit(&mut self) -> bool {
        let Some((dx, dy, dz)) = self.getdir(None) else { return false };
        let pm = self.u.youmonst_data();
        let Some(a) = tables().mon(pm).attacks.iter().find(|a| a.aatyp == AttackType::Spit).copied() else {
            return false;
        };
        let otyp = match a.adtyp {
            DamageType::Blnd | DamageType::Drst => ids::BLINDING_VENOM,
            _ => ids::ACID_VENOM,
        };
        let mut venom: Obj = self.with_mk(|c| c.mksobj(otyp, true, false));
        venom.spe = 1;
        venom.o_id = self.og.next_ident();
        self.throwit(venom, dx, dy, dz);
        true
    }

    /// A nymph's `doremove`: only the iron ball's chain could come off.
    fn doremove(&mut self) -> bool {
        self.pline("You are not chained to anything!");
        false
    }

    /// `dosummon`: a were calls its kind for 10 energy.
    pub fn dosummon(&mut self) -> bool {
        if self.u.uen < 10 {
            self.pline("You lack the energy to send forth a call for help!");
            return false;
        }
        self.u.uen -= 10;
        self.pline("You call upon your brethren for help!");
        self.exercise(crate::world::you::A_WIS, true);
        let pm = self.u.youmonst_data();
        let (total, _, _) = self.were_summon(pm, true);
        if total == 0 {
            self.pline("But none arrive.");
        }
        true
    }

    /// `domindblast`: 10 energy for a psychic wave that hurts the hostile
    /// minds near the hero, surely the telepathic blind ones.
    pub fn domindblast(&mut self) -> bool {
        if self.u.uen < 10 {
            self.pline("You concentrate but lack the energy to maintain doing so.");
            return false;
        }
        self.u.uen -= 10;
        self.pline("You concentrate.");
        self.pline("A wave of psychic energy pours out.");
        let ids: Vec<u32> = self.lev.monsters.iter().map(|m| m.m_id).collect();
        for id in ids {
            let Some(i) = self.mon_index(id) else { continue };
            let m = &self.lev.monsters[i];
            if m.mhp <= 0 || m.mpeaceful {
                continue;
            }
            if (m.mx - self.u.ux).pow(2) + (m.my - self.u.uy).pow(2) > BOLT_LIM * BOLT_LIM {
                continue;
            }
            let tele = telepathic(m.mnum);
            let u_sen = tele && !m.mcansee;
            if u_sen || (tele && self.rng.rn2(2) != 0) || self.rng.rn2(10) == 0 {
                let whose = crate::objects::objnam::s_suffix(&self.mon_nam(i));
                let what = if u_sen {
                    "telepathy"
                } else if tele {
                    "latent telepathy"
                } else {
                    "mind"
                };
                self.pline(format!("You lock in on {whose} {what}."));
                let n = self.rng.rnd(15);
                self.damage_monster(i, n, true);
            }
        }
        true
    }

    /// `dogaze`: 15 energy for the form's gaze at every monster in view:
    /// an umber hulk's confuses, a fiery gaze burns.
    pub fn dogaze(&mut self) -> bool {
        let t = tables();
        let pm = self.u.youmonst_data();
        let adtyp = t.mon(pm).attacks.iter().find(|a| a.aatyp == AttackType::Gaze).map(|a| a.adtyp);
        let Some(adtyp) = adtyp.filter(|&a| matches!(a, DamageType::Conf | DamageType::Fire)) else {
            self.pline("Any special ability you may have is purely reflexive.");
            return false;
        };
        if self.u.has(Prop::Blinded) {
            self.pline("You can't see anything to gaze at.");
            return false;
        }
        if self.u.has(Prop::Halluc) {
            self.pline("You can't gaze at anything you can see.");
            return false;
        }
        if self.u.uen < 15 {
            self.pline("You lack the energy to use your special gaze!");
            return false;
        }
        self.u.uen -= 15;
        let mut looked = 0;
        let ids: Vec<u32> = self.lev.monsters.iter().map(|m| m.m_id).collect();
        for id in ids {
            if self.over.is_some() {
                break;
            }
            let Some(i) = self.mon_index(id) else { continue };
            let m = &self.lev.monsters[i];
            if m.mhp <= 0 || !self.canspotmon(m) || !self.vis.couldsee(m.mx, m.my) {
                continue;
            }
            looked += 1;
            let name = self.monnam_cap(i);
            if self.u.has(Prop::Invis) && !crate::monsters::monmove::perceives(t, m.mnum) {
                self.pline(format!("{name} seems not to notice your gaze."));
                continue;
            }
            if m.mtame > 0 && !self.u.has(Prop::Confusion) {
                let who = self.mon_nam(i);
                self.pline(format!("You avoid gazing at {who}."));
                continue;
            }
            if m.mpeaceful && !self.u.has(Prop::Confusion) {
                let verb = if adtyp == DamageType::Conf { "confuse" } else { "attack" };
                let who = self.mon_nam(i);
                if !self.yn(&format!("Really {verb} {who}?")) {
                    continue;
                }
            }
            self.setmangry(i, true);
            let Some(i) = self.mon_index(id) else { continue };
            let m = &self.lev.monsters[i];
            let (mnum, mconf) = (m.mnum, m.mconf);
            let eyes = crate::monsters::muse::haseyes(t, mnum);
            if !m.mcanmove || m.mstun || m.msleeping || !m.mcansee || !eyes {
                looked -= 1;
                continue;
            }
            if adtyp == DamageType::Conf {
                let who = self.mon_nam(i);
                if !mconf {
                    self.pline(format!("Your gaze confuses {who}!"));
                } else {
                    self.pline(format!("{name} is getting more and more confused."));
                }
                self.lev.monsters[i].mconf = true;
            } else {
                let who = self.mon_nam(i);
                self.pline(format!("You attack {who} with a fiery gaze!"));
                let mut dmg = self.rng.d(2, 6);
                if t.mon(mnum).mresists.contains(oxhack_defs::flags::Mr::FIRE) {
                    self.pline(format!("The fire doesn't burn {who}!"));
                    dmg = 0;
                }
                let lev = self.u.ulevel();
                for (class, n) in [(OClass::Scroll, 20), (OClass::Potion, 20), (OClass::Spbook, 25)] {
                    if lev > self.rng.rn2(n)
                        && let Some(i) = self.mon_index(id)
                    {
                        self.destroy_mitem(i, class, DamageType::Fire);
                    }
                }
                if dmg > 0
                    && let Some(i) = self.mon_index(id)
                    && self.damage_monster(i, dmg, true)
                {
                    continue;
                }
            }
            let Some(i) = self.mon_index(id) else { continue };
            let m = &self.lev.monsters[i];
            let (mnum, mcan, mlev) = (m.mnum, m.mcan, m.m_lev as i32);
            if mnum == ids::PM_FLOATING_EYE && !mcan {
                let whose = crate::objects::objnam::s_suffix(&self.mon_nam(i));
                if self.u.has(Prop::FreeAction) {
                    let name = self.monnam_cap(i);
                    self.pline(format!("{name} stares glassily at you."));
                } else {
                    self.pline(format!("You are frozen by {whose} gaze!"));
                    let damd = t.mon(mnum).attacks.first().map_or(70, |a| a.damd as i32);
                    let tmp = self.rng.d(mlev + 1, damd.max(1));
                    let wis = self.u.acurr(crate::world::you::A_WIS);
                    let n = if wis > 12 || self.rng.rn2(4) != 0 { tmp.clamp(1, 127) } else { 127 };
                    self.u.multi = -n;
                    self.u.multi_reason = Some("You can move again.".to_string());
                    self.nomul();
                }
                return true;
            }
            if mnum == ids::PM_MEDUSA && !mcan {
                let name = self.mon_nam(i);
                let name = name.trim_start_matches("the ").to_string();
                self.pline(format!("Gazing at the awake {name} is not a very good idea."));
                self.pline("You turn to stone...");
                self.done_died("petrified by deliberately meeting Medusa's gaze");
                return true;
            }
        }
        if looked == 0 {
            self.pline("You gaze at no place in particular.");
        }
        true
    }
}
