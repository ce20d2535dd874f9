//! Gazes (mhitu.c's `gazemu`, mhitm.c's `gazemm`, mon.c's `m_respond`):
//! a gaze works near or far, on whoever sees the gazer's eyes.
//!
//! - Medusa's gaze turns to stone whoever meets it; reflection sends it
//!   back and she is turned to stone by her own (unless she cannot see
//!   the hero, or reflects it again). A blind hero, or one who cannot
//!   see her, is safe. She gazes as soon as the hero could see her, each
//!   turn (`m_respond`), before anything else she does.
//! - The Archon's radiance blinds (and stuns a little), an umber hulk's
//!   gaze confuses, a fire gaze burns and destroys scrolls, potions and
//!   spellbooks; the floating eye's is passive ([`crate::combat`]'s
//!   `passive`).
//! - A cancelled gazer, or one a hallucinating hero sees wrongly, only
//!   looks "confused", "dazzled", "inflamed" and the like.

use crate::game::Game;
use crate::monsters::reflect::mon_resists_blnd;
use crate::objects::objnam::s_suffix;
use crate::world::level::BOLT_LIM;
use oxhack_defs::flags::Mr;
use oxhack_defs::{Attack, AttackType, DamageType, OClass, Prop};
use oxhack_tables::{ids, tables};

/// How a cancelled or misperceived gazer looks (`reactions`).
const REACTIONS: [&str; 8] = ["confused", "stunned", "puzzled", "dazzled", "irritated", "inflamed", "tired", "dulled"];

impl Game {
    /// `m_respond` for Medusa: she gazes at the hero when the hero could
    /// see her (`dochug`). Returns whether she died of it.
    pub fn medusa_gazes(&mut self, i: usize) -> bool {
        let t = tables();
        let Some(m) = self.lev.monsters.get(i) else { return true };
        if m.mnum != ids::PM_MEDUSA || !self.vis.couldsee(m.mx, m.my) {
            return false;
        }
        let Some(a) = t.mon(m.mnum).attacks.iter().find(|a| a.aatyp == AttackType::Gaze) else { return false };
        let id = m.m_id;
        self.gazemu(i, a);
        self.mon_index(id).is_none()
    }

    /// `gazemu`: monster `i` gazes at the hero with attack `a`. Returns
    /// whether the gazer died (turned to stone by its own reflection).
    pub fn gazemu(&mut self, i: usize, a: &Attack) -> bool {
        if self.lev.monsters.get(i).is_none() {
            return true;
        }
        self.tally_attack(a.aatyp, a.adtyp);
        let Some(m) = self.lev.monsters.get(i) else { return true };
        let (mx, my, pm, mcansee, mcan, id) = (m.mx, m.my, m.mnum, m.mcansee, m.mcan, m.m_id);
        let useeit = self.canspotmon(m);
        let couldsee = self.vis.couldsee(mx, my);
        let mut cancelled = mcan;
        if self.u.has(Prop::Halluc) && self.rng.rn2(4) != 0 {
            cancelled = true;
        }
        let mut react: Option<usize> = None;
        let mut already = false;
        let name = self.monnam_cap(i);
        match a.adtyp {
            DamageType::Ston => {
                if cancelled || !mcansee {
                    if useeit {
                        let how = if pm == ids::PM_MEDUSA && mcan {
                            "doesn't look all that ugly"
                        } else {
                            "gazes ineffectually"
                        };
                        self.pline(format!("{name} {how}."));
                    }
                    return false;
                }
                if self.u.has(Prop::Reflecting) && couldsee && pm == ids::PM_MEDUSA {
                    // The hero sees her, and she is not blind.
                    if useeit {
                        let fmt = format!("{} gaze is reflected by your %s.", s_suffix(&name));
                        self.ureflects(Some(&fmt));
                    }
                    let fmt = useeit.then_some("The gaze is reflected away by %s %s!");
                    if self.mon_reflects(i, fmt) {
                        return false;
                    }
                    if !self.m_canseeu(&self.lev.monsters[i]) {
                        if useeit {
                            let his = crate::monsters::mhitu::mhis(&self.lev.monsters[i]);
                            self.pline(format!("{name} doesn't seem to notice that {his} gaze was reflected."));
                        }
                        return false;
                    }
                    if useeit {
                        self.pline(format!("{name} is turned to stone!"));
                    }
                    self.xkilled_as(i, true);
                    return self.mon_index(id).is_none();
                }
                if useeit && couldsee && !self.u.has(Prop::StoneRes) {
                    let whose = s_suffix(&self.mon_nam(i));
                    self.pline(format!("You meet {whose} gaze."));
                    self.stop_occupation();
                    self.pline("You turn to stone...");
                    let killer = self.killer_name(i);
                    self.done_died(&format!("petrified by {killer}"));
                }
            }
            DamageType::Conf
                if useeit && couldsee && mcansee && self.lev.monsters[i].mspec_used == 0 && self.rng.rn2(5) != 0 =>
            {
                if cancelled {
                    react = Some(0);
                    already = self.lev.monsters[i].mconf;
                } else {
                    let conf = self.rng.d(3, 4);
                    let extra = self.rng.rn2(6);
                    self.lev.monsters[i].mspec_used += conf + extra;
                    if !self.u.has(Prop::Confusion) {
                        self.pline(format!("{} gaze confuses you!", s_suffix(&name)));
                    } else {
                        self.pline("You are getting more and more confused.");
                    }
                    self.u.incr_timeout(Prop::Confusion, conf as u32);
                    self.stop_occupation();
                }
            }
            DamageType::Stun
                if useeit && couldsee && mcansee && self.lev.monsters[i].mspec_used == 0 && self.rng.rn2(5) != 0 =>
            {
                if cancelled {
                    react = Some(1);
                    already = self.lev.monsters[i].mstun;
                } else {
                    let stun = self.rng.d(2, 6);
                    let extra = self.rng.rn2(6);
                    self.lev.monsters[i].mspec_used += stun + extra;
                    self.pline(format!("{name} stares piercingly at you!"));
                    if !self.u.has(Prop::Stunned) {
                        self.pline("You stagger...");
                    }
                    self.u.incr_timeout(Prop::Stunned, stun as u32);
                    self.stop_occupation();
                }
            }
            DamageType::Blnd => {
                let near = crate::monsters::monmove::dist2(mx, my, self.u.ux, self.u.uy) <= BOLT_LIM * BOLT_LIM;
                if useeit && !self.u_resists_blnd() && near {
                    if cancelled {
                        react = Some(self.rng.rn1(2, 2) as usize);
                        already = !mcansee;
                        // Cancelled Archons gaze every turn: say so less.
                        if mcan && pm == ids::PM_ARCHON && self.rng.rn2(5) != 0 {
                            react = None;
                        }
                    } else {
                        let blnd = self.rng.d(a.damn as i32, a.damd as i32).max(1);
                        let whose = s_suffix(&self.mon_nam(i));
                        self.pline(format!("You are blinded by {whose} radiance!"));
                        self.u.set_timeout(Prop::Blinded, blnd as u32);
                        self.vision_recalc();
                        self.stop_occupation();
                        if !self.u.has(Prop::Blinded) {
                            self.pline("Your vision quickly clears.");
                        } else {
                            let old = self.u.timeout(Prop::Stunned);
                            let new = self.rng.rnd(3) as u32;
                            if old == 0 {
                                self.pline("You stagger...");
                            }
                            self.u.set_timeout(Prop::Stunned, old.max(new));
                        }
                    }
                }
            }
            DamageType::Fire
                if useeit && couldsee && mcansee && self.lev.monsters[i].mspec_used == 0 && self.rng.rn2(5) != 0 =>
            {
                if cancelled {
                    react = Some(self.rng.rn1(2, 4) as usize);
                } else {
                    let mut dmg = self.rng.d(2, 6);
                    let lev = self.lev.monsters[i].m_lev as i32;
                    self.pline(format!("{name} attacks you with a fiery gaze!"));
                    self.stop_occupation();
                    if self.u.has(Prop::FireRes) {
                        self.pline("The fire doesn't feel hot!");
                        dmg = 0;
                    }
                    if lev > self.rng.rn2(20) {
                        self.destroy_item(OClass::Scroll, DamageType::Fire);
                    }
                    if lev > self.rng.rn2(20) {
                        self.destroy_item(OClass::Potion, DamageType::Fire);
                    }
                    if lev > self.rng.rn2(25) {
                        self.destroy_item(OClass::Spbook, DamageType::Fire);
                    }
                    if dmg > 0 && self.over.is_none() {
                        let killer = self.killer_name(i);
                        self.losehp(dmg, &killer);
                    }
                }
            }
            _ => {}
        }
        if let Some(mut r) = react {
            if self.u.has(Prop::Halluc) && self.rng.rn2(3) != 0 {
                r = self.rng.rn2(REACTIONS.len() as i32) as usize;
            }
            let how = if self.rng.rn2(3) == 0 {
                ""
            } else if already {
                "quite "
            } else if self.rng.rn2(2) == 0 {
                "a bit "
            } else {
                "somewhat "
            };
            let name = self.monnam_cap(i);
            self.pline(format!("{name} looks {how}{}.", REACTIONS[r]));
        }
        false
    }

    /// `gazemm`: monster `agr` gazes at monster `def`. Returns (the
    /// defender died, the gazer died).
    pub fn gazemm(&mut self, agr: usize, def: usize, a: &Attack) -> (bool, bool) {
        let t = tables();
        let (Some(ma), Some(md)) = (self.lev.monsters.get(agr), self.lev.monsters.get(def)) else {
            return (false, false);
        };
        let (aid, did) = (ma.m_id, md.m_id);
        let vis = self.canspotmon(ma) || self.canspotmon(md);
        if vis {
            if crate::monsters::hide::disguised(md) {
                self.seemimic(def);
            }
            let who = self.monnam_cap(agr);
            let whom = if self.canspotmon(&self.lev.monsters[def]) { self.mon_nam(def) } else { "something".into() };
            self.pline(format!("{who} gazes at {whom}..."));
        }
        let (ma, md) = (&self.lev.monsters[agr], &self.lev.monsters[def]);
        let unseen = ma.minvis && !crate::monsters::monmove::perceives(t, md.mnum);
        if ma.mcan || !ma.mcansee || !md.mcansee || unseen || md.msleeping {
            if vis && self.canspotmon(md) {
                self.pline("but nothing happens.");
            }
            return (false, false);
        }
        if ma.mnum == ids::PM_MEDUSA && self.mon_reflects(def, None) {
            if self.canspotmon(&self.lev.monsters[def]) {
                self.mon_reflects(def, Some("The gaze is reflected away by %s %s."));
            }
            if self.lev.monsters[def].mcansee {
                if self.mon_reflects(agr, None) {
                    if self.canspotmon(&self.lev.monsters[agr]) {
                        self.mon_reflects(agr, Some("The gaze is reflected away by %s %s."));
                    }
                    return (false, false);
                }
                let md = &self.lev.monsters[def];
                if md.minvis && !crate::monsters::monmove::perceives(t, self.lev.monsters[agr].mnum) {
                    if self.canspotmon(&self.lev.monsters[agr]) {
                        let name = self.monnam_cap(agr);
                        let his = crate::monsters::mhitu::mhis(&self.lev.monsters[agr]);
                        self.pline(format!("{name} doesn't seem to notice that {his} gaze was reflected."));
                    }
                    return (false, false);
                }
                if self.canspotmon(&self.lev.monsters[agr]) {
                    let name = self.monnam_cap(agr);
                    self.pline(format!("{name} is turned to stone!"));
                }
                self.monstone(agr);
                return (false, true);
            }
        }
        let died = self.gaze_effect_mm(agr, def, a, vis);
        (died || self.mon_index(did).is_none(), self.mon_index(aid).is_none())
    }

    /// What a gaze does to a monster (`mdamagem` for gazes): stone,
    /// confusion, blindness, stunning, fire. Returns whether `def` died.
    fn gaze_effect_mm(&mut self, agr: usize, def: usize, a: &Attack, vis: bool) -> bool {
        let t = tables();
        let md = &self.lev.monsters[def];
        let (dpm, seen) = (md.mnum, self.canspotmon(md));
        let res = t.mon(dpm).mresists;
        match a.adtyp {
            DamageType::Ston => {
                if res.contains(Mr::STONE) {
                    return false;
                }
                let tame = md.mtame > 0;
                if vis && seen {
                    let name = self.monnam_cap(def);
                    self.pline(format!("{name} turns to stone!"));
                }
                self.monstone(def);
                if tame && !vis {
                    self.pline("You have a peculiarly sad feeling for a moment, then it passes.");
                }
                true
            }
            DamageType::Conf => {
                if !md.mconf && self.lev.monsters[agr].mspec_used == 0 {
                    if vis && seen {
                        let name = self.monnam_cap(def);
                        self.pline(format!("{name} looks confused."));
                    }
                    self.lev.monsters[def].mconf = true;
                }
                false
            }
            DamageType::Stun => {
                if vis && seen {
                    let name = self.monnam_cap(def);
                    self.pline(format!("{name} staggers for a moment."));
                }
                self.lev.monsters[def].mstun = true;
                false
            }
            DamageType::Blnd => {
                if crate::monsters::muse::haseyes(tables(), dpm) && !mon_resists_blnd(md) {
                    if vis && md.mcansee && seen {
                        let name = self.monnam_cap(def);
                        self.pline(format!("{name} is blinded."));
                    }
                    let n = self.rng.d(a.damn as i32, a.damd as i32);
                    let m = &mut self.lev.monsters[def];
                    m.mblinded = (m.mblinded as i32 + n).min(127) as u8;
                    m.mcansee = false;
                }
                false
            }
            DamageType::Fire => {
                if res.contains(Mr::FIRE) {
                    if vis && seen {
                        let name = self.monnam_cap(def);
                        self.pline(format!("{name} is not affected."));
                    }
                    return false;
                }
                if vis && seen {
                    let name = self.monnam_cap(def);
                    self.pline(format!("{name} is suddenly very hot!"));
                }
                let dmg = self.rng.d(a.damn as i32, a.damd as i32);
                let m = &mut self.lev.monsters[def];
                m.mhp -= dmg;
                if m.mhp <= 0 {
                    self.monkilled(def, "");
                    return true;
                }
                false
            }
            _ => false,
        }
    }
}
