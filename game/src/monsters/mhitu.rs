//! Monsters attacking the hero (mhitu.c): `mattacku` runs a monster's
//! attack list against the hero, `hitmu` applies one hit by damage type,
//! with the thefts of leprechauns and nymphs in [`crate::monsters::steal`].
//!
//! From afar, weapon users throw, breathers breathe and spitters spit
//! (see [`crate::monsters::mthrowu`]); gazes work near and far (see
//! [`crate::monsters::gaze`]); spells are cast in
//! [`crate::monsters::mcastu`] and engulfing is [`crate::monsters::engulf`].

use crate::game::Game;
use crate::monsters::monmove::{monnear, perceives};
use crate::objects::weapon::{dmgval, is_weapon_obj};
use crate::world::obj::{Obj, Worn};
use crate::world::you::{A_CON, A_DEX, A_STR};
use dgn_comp::roles::LevelRole;
use oxhack_defs::flags::Geno;
use oxhack_defs::{Attack, AttackType, DamageType, MonClass, OClass, PIERCE, Prop};
use oxhack_tables::{ids, tables};

/// What one attack did (`sum[i]` of `mattacku`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Hit {
    Missed,
    Landed,
    /// The attacker died.
    Died,
    /// The attacker left (teleported away): no more attacks.
    Gone,
}

/// `AC_VALUE`: negative armor class counts for a random part of itself.
fn ac_value(ac: i32, rng: &mut crate::rng::Rng) -> i32 {
    if ac >= 0 { ac } else { -rng.rnd(-ac) }
}

impl Game {
    /// How the death message names monster `i`'s kind: "a jackal",
    /// "the Oracle", "Croesus".
    pub fn killer_name(&self, i: usize) -> String {
        let t = tables();
        let Some(m) = self.lev.monsters.get(i) else { return "a monster".to_string() };
        let d = t.mon(m.mnum);
        if crate::objects::objnam::type_is_pname(t, m.mnum) {
            d.name.clone()
        } else if d.geno.contains(Geno::UNIQ) {
            format!("the {}", d.name)
        } else {
            crate::objects::objnam::an(&d.name)
        }
    }

    /// The hero's magic cancellation from worn armor (`armpro`).
    fn magic_cancellation(&self) -> i32 {
        let t = tables();
        self.u
            .invent
            .iter()
            .filter(|o| o.owornmask.intersects(Worn::ARMOR))
            .map(|o| t.obj(o.otyp).oc2 as i32)
            .max()
            .unwrap_or(0)
            .clamp(0, 3)
    }

    /// `mattacku`: monster `i` attacks the hero with each of its attacks.
    /// Returns true if the monster died doing so.
    pub fn mattacku(&mut self, i: usize) -> bool {
        let t = tables();
        let Some(m) = self.lev.monsters.get(i) else { return false };
        let id = m.m_id;
        let pm = m.mnum;
        // It attacks where it thinks the hero is (`mux`, `muy`).
        let mut range2 = !monnear(m.mx, m.my, m.mux, m.muy);
        let mut foundyou = (m.mux, m.muy) == (self.u.ux, self.u.uy);
        // A swallowed hero can only be hurt by the engulfer.
        if self.u.uswallow {
            if self.u.ustuck != Some(id) {
                return false;
            }
            (range2, foundyou) = (false, true);
        }
        let mut tmp = ac_value(self.u_ac(), &mut self.rng) + 10 + m.m_lev as i32;
        if self.u.multi < 0 {
            tmp += 4;
        }
        let m = &self.lev.monsters[i];
        if (self.u.has(Prop::Invis) && !perceives(t, pm)) || !m.mcansee {
            tmp -= 2;
        }
        if m.mtrapped {
            tmp -= 2;
        }
        if tmp <= 0 {
            tmp = 1;
        }
        // Monsters zap, blow or throw what they carry instead of
        // attacking (muse.c's `find_offensive`).
        if let Some(o) = self.find_offensive(i) {
            match self.use_offensive(i, o) {
                crate::monsters::muse::Used::Nothing => {}
                _ => return self.mon_index(id).is_none(),
            }
        }
        let Some(i) = self.mon_index(id) else { return true };
        if range2 {
            // From afar: weapon users throw or shoot, breathers breathe,
            // spitters spit, casters cast rays, and gazes work at any
            // distance.
            for a in t.mon(pm).attacks.iter() {
                let Some(i) = self.mon_index(id) else { return true };
                if self.over.is_some() {
                    break;
                }
                match a.aatyp {
                    AttackType::Weap if self.thrwmu(i) => self.tally_attack(a.aatyp, a.adtyp),
                    AttackType::Brea => self.breamu(i, a),
                    AttackType::Spit => self.spitmu(i, a.adtyp),
                    AttackType::Magc if self.buzzmu(i, a) => self.tally_attack(a.aatyp, a.adtyp),
                    AttackType::Gaze if pm != ids::PM_MEDUSA && self.gazemu(i, a) => return true,
                    _ => {}
                }
            }
            return self.mon_index(id).is_none();
        }
        // Lycanthropes change and call their kind (were.rs).
        self.were_mattacku(i);
        let Some(i) = self.mon_index(id) else { return true };
        let pm = self.lev.monsters[i].mnum;
        let attacks = t.mon(pm).attacks;
        let mut sum = [Hit::Missed; 6];
        for (k, a) in attacks.iter().enumerate() {
            if self.over.is_some() {
                break;
            }
            let Some(i) = self.mon_index(id) else { return true };
            if self.u.uswallow && a.aatyp != AttackType::Engl {
                continue;
            }
            let melee = matches!(
                a.aatyp,
                AttackType::Claw
                    | AttackType::Kick
                    | AttackType::Bite
                    | AttackType::Stng
                    | AttackType::Tuch
                    | AttackType::Butt
                    | AttackType::Tent
                    | AttackType::Weap
            );
            if melee && !foundyou {
                // The hero is not where it strikes; its other hand-to-hand
                // attacks are lost too.
                self.wildmiss(i, a);
                break;
            }
            let res = match a.aatyp {
                AttackType::None => continue,
                AttackType::Claw
                | AttackType::Kick
                | AttackType::Bite
                | AttackType::Stng
                | AttackType::Tuch
                | AttackType::Butt
                | AttackType::Tent => {
                    self.tally_attack(a.aatyp, a.adtyp);
                    self.melee_try(i, a, tmp, k as i32, 0)
                }
                AttackType::Hugs => {
                    let stuck_to_us = self.u.ustuck == Some(id);
                    if (k >= 2 && sum[k - 1] == Hit::Landed && sum[k - 2] == Hit::Landed) || stuck_to_us {
                        self.tally_attack(a.aatyp, a.adtyp);
                        self.hitmu(i, a, None)
                    } else {
                        Hit::Missed
                    }
                }
                // Unarmed, it takes this attack to wield a weapon.
                AttackType::Weap if self.lev.monsters[i].mw.is_none() && self.mon_wield_item(i) => Hit::Missed,
                AttackType::Weap => {
                    let wep = self.lev.monsters[i].mw.and_then(|w| self.lev.monsters[i].minvent.get(w)).cloned();
                    let hittmp = wep.as_ref().map_or(0, |w| {
                        let base = if is_weapon_obj(t, w) { w.spe as i32 } else { 0 };
                        base + t.obj(w.otyp).hitbon() as i32
                            + i32::from(crate::objects::affix::affix_mods(t, w.oprops).to_hit)
                    });
                    if let Some(w) = &wep {
                        self.mswings(i, w);
                    }
                    self.tally_attack(a.aatyp, a.adtyp);
                    self.melee_try(i, a, tmp, k as i32, hittmp)
                }
                AttackType::Engl if !foundyou => {
                    let name = self.monnam_cap(i);
                    if crate::monsters::makemon::is_animal(t, pm) {
                        self.pline(format!("{name} gulps some air!"));
                    } else if self.lev.monsters.get(i).is_some_and(|m| self.canspotmon(m)) {
                        self.pline(format!("{name} lunges forward and recoils!"));
                    } else {
                        let what = if crate::monsters::makemon::is_whirly(t, pm) { "rushing noise" } else { "splat" };
                        self.pline(format!("You hear a {what} nearby."));
                    }
                    Hit::Missed
                }
                AttackType::Engl => {
                    self.tally_attack(a.aatyp, a.adtyp);
                    let j = if self.u.uswallow { 0 } else { self.rng.rnd(20 + k as i32) };
                    if self.u.uswallow || tmp > j {
                        if self.gulpmu(i, a) { Hit::Landed } else { Hit::Missed }
                    } else {
                        self.missmu(i, tmp == j);
                        Hit::Missed
                    }
                }
                AttackType::Magc => {
                    self.tally_attack(a.aatyp, a.adtyp);
                    if self.castmu(i, a, true, foundyou) { Hit::Landed } else { Hit::Missed }
                }
                AttackType::Expl => self.explmu(i, a, foundyou),
                // Medusa gazes already, before she moves (`m_respond`).
                AttackType::Gaze if pm != ids::PM_MEDUSA => {
                    if self.gazemu(i, a) {
                        Hit::Died
                    } else {
                        Hit::Missed
                    }
                }
                // Breath and spit are for afar.
                _ => Hit::Missed,
            };
            sum[k] = res;
            match res {
                Hit::Died => return true,
                Hit::Gone => break,
                _ => {}
            }
        }
        self.mon_index(id).is_none()
    }

    /// One melee attack: `rnd(20 + k)` against the to-hit number.
    fn melee_try(&mut self, i: usize, a: &Attack, tmp: i32, k: i32, hittmp: i32) -> Hit {
        let tmp = tmp + hittmp;
        let j = self.rng.rnd(20 + k);
        if tmp > j {
            self.hitmu(i, a, None)
        } else {
            self.missmu(i, tmp == j);
            Hit::Missed
        }
    }

    /// `missmu`: "The jackal misses!"
    fn missmu(&mut self, i: usize, nearmiss: bool) {
        let name = self.monnam_cap(i);
        let just = if nearmiss && self.opts.verbose { "just " } else { "" };
        self.pline(format!("{name} {just}misses!"));
        self.stop_occupation();
    }

    /// `mswings`: "The hill orc swings her orcish dagger."
    fn mswings(&mut self, i: usize, w: &Obj) {
        let t = tables();
        let Some(m) = self.lev.monsters.get(i) else { return };
        if !self.opts.verbose || !self.canspotmon(m) {
            return;
        }
        let his = mhis(m);
        let verb = if t.obj(w.otyp).dir & PIERCE != 0 { "thrusts" } else { "swings" };
        let one = if w.quan > 1 { "one of " } else { "" };
        let name = self.monnam_cap(i);
        let wname = self.xname_of(w);
        self.pline(format!("{name} {verb} {one}{his} {wname}."));
    }

    /// `hitmsg`: "The jackal bites!"
    fn hitmsg(&mut self, i: usize, a: &Attack) {
        let name = self.monnam_cap(i);
        let msg = match a.aatyp {
            AttackType::Bite => format!("{name} bites!"),
            AttackType::Kick => format!("{name} kicks!"),
            AttackType::Stng => format!("{name} stings!"),
            AttackType::Butt => format!("{name} butts!"),
            AttackType::Tuch => format!("{name} touches you!"),
            AttackType::Tent => format!("{}'s tentacles suck you!", name),
            AttackType::Expl | AttackType::Boom => format!("{name} explodes!"),
            AttackType::Engl => format!("{name} engulfs you!"),
            _ => format!("{name} hits!"),
        };
        self.pline(msg);
    }

    /// `hitmu`: attack `a` of monster `i` hits the hero.
    fn hitmu(&mut self, i: usize, a: &Attack, _unused: Option<()>) -> Hit {
        let hit = self.hitmu_effects(i, a);
        // Being hit stops whatever the hero was busy with.
        self.stop_occupation();
        hit
    }

    /// What attack `a` of monster `i` does to the hero.
    fn hitmu_effects(&mut self, i: usize, a: &Attack) -> Hit {
        let t = tables();
        // A monster striking from under something is seen.
        self.hidden_attacker_seen(i);
        let Some(m) = self.lev.monsters.get(i) else { return Hit::Died };
        let (id, pm, mcan, mlev) = (m.m_id, m.mnum, m.mcan, m.m_lev as i32);
        let mut dmg = self.rng.d(a.damn as i32, a.damd as i32);
        let armpro = self.magic_cancellation();
        let uncancelled = !mcan && self.rng.rn2(10) >= 3 * armpro;
        let killer = self.killer_name(i);
        match a.adtyp {
            DamageType::Phys => {
                if a.aatyp == AttackType::Hugs {
                    if self.u.ustuck.is_none() && self.rng.rn2(2) != 0 {
                        if self.u_slip_free(i, a) {
                            dmg = 0;
                        } else {
                            self.u.ustuck = Some(id);
                            let name = self.monnam_cap(i);
                            self.pline(format!("{name} grabs you!"));
                        }
                    } else if self.u.ustuck == Some(id) {
                        self.exercise(A_STR, false);
                        let how = if pm == ids::PM_ROPE_GOLEM { "choked" } else { "crushed" };
                        self.pline(format!("You are being {how}."));
                    } else {
                        dmg = 0;
                    }
                } else {
                    let mut said = false;
                    if a.aatyp == AttackType::Weap
                        && let Some(w) = self.lev.monsters[i].mw.and_then(|w| self.lev.monsters[i].minvent.get(w))
                    {
                        let w = w.clone();
                        dmg += dmgval(t, &mut self.rng, &w, self.u.youmonst_data());
                        if dmg <= 0 {
                            dmg = 1;
                        }
                        // Fire, frost, draining and vorpal weapons (muse/oprop_hit).
                        let (extra, msg) = self.mon_weapon_oprops_hit_you(i, &w, dmg);
                        dmg += extra;
                        said = msg;
                    }
                    if !said {
                        self.hitmsg(i, a);
                    }
                }
            }
            DamageType::Fire => {
                self.hitmsg(i, a);
                if uncancelled {
                    self.pline("You're on fire!");
                    if self.u.has(Prop::FireRes) {
                        self.pline("The fire doesn't feel hot!");
                        dmg = 0;
                    }
                    if mlev > self.rng.rn2(20) {
                        self.destroy_item(OClass::Scroll, DamageType::Fire);
                    }
                    if mlev > self.rng.rn2(20) {
                        self.destroy_item(OClass::Potion, DamageType::Fire);
                    }
                    if mlev > self.rng.rn2(25) {
                        self.destroy_item(OClass::Spbook, DamageType::Fire);
                    }
                } else {
                    dmg = 0;
                }
            }
            DamageType::Cold => {
                self.hitmsg(i, a);
                if uncancelled {
                    self.pline("You're covered in frost!");
                    if self.u.has(Prop::ColdRes) {
                        self.pline("The frost doesn't seem cold!");
                        dmg = 0;
                    }
                    if mlev > self.rng.rn2(20) {
                        self.destroy_item(OClass::Potion, DamageType::Cold);
                    }
                } else {
                    dmg = 0;
                }
            }
            DamageType::Elec => {
                self.hitmsg(i, a);
                if uncancelled {
                    self.pline("You get zapped!");
                    if self.u.has(Prop::ShockRes) {
                        self.pline("The zap doesn't shock you!");
                        dmg = 0;
                    }
                    if mlev > self.rng.rn2(20) {
                        self.destroy_item(OClass::Wand, DamageType::Elec);
                    }
                    if mlev > self.rng.rn2(20) {
                        self.destroy_item(OClass::Ring, DamageType::Elec);
                    }
                } else {
                    dmg = 0;
                }
            }
            DamageType::Slee => {
                self.hitmu_sleep(i, a, uncancelled);
            }
            DamageType::Blnd => {
                if !mcan && !self.u.has(Prop::Blinded) {
                    let name = self.monnam_cap(i);
                    self.pline(format!("{name} blinds you!"));
                    self.u.incr_timeout(Prop::Blinded, dmg.max(1) as u32);
                    self.vision_recalc();
                }
                dmg = 0;
            }
            DamageType::Drst | DamageType::Drdx | DamageType::Drco => {
                let attr = match a.adtyp {
                    DamageType::Drdx => A_DEX,
                    DamageType::Drco => A_CON,
                    _ => A_STR,
                };
                self.hitmsg(i, a);
                if uncancelled && self.rng.rn2(8) == 0 {
                    let subj = match a.aatyp {
                        AttackType::Weap => "attack",
                        AttackType::Tuch => "contact",
                        AttackType::Gaze => "gaze",
                        AttackType::Bite => "bite",
                        _ => "sting",
                    };
                    let whose = crate::objects::objnam::s_suffix(&self.monnam_cap(i));
                    let reason = format!("{whose} {subj}");
                    self.poisoned(&reason, attr, &killer, 30);
                }
            }
            DamageType::Plys => {
                self.hitmsg(i, a);
                if uncancelled && self.u.multi >= 0 && self.rng.rn2(3) == 0 {
                    if self.u.has(Prop::FreeAction) {
                        self.pline("You momentarily stiffen.");
                    } else {
                        let name = self.mon_nam(i);
                        self.pline(format!("You are frozen by {name}!"));
                        self.u.multi = -self.rng.rnd(10);
                        self.u.multi_reason = Some("You can move again.".to_string());
                        self.nomul();
                        self.exercise(A_DEX, false);
                    }
                }
            }
            DamageType::Drli => {
                self.hitmsg(i, a);
                if uncancelled && self.rng.rn2(3) == 0 && !self.u.has(Prop::DrainRes) {
                    self.losexp("life drainage");
                }
            }
            DamageType::Stck => {
                self.hitmsg(i, a);
                if uncancelled && self.u.ustuck.is_none() {
                    self.u.ustuck = Some(id);
                }
            }
            DamageType::Wrap => {
                if !mcan || self.u.ustuck == Some(id) {
                    if self.u.ustuck.is_none() && self.rng.rn2(10) == 0 {
                        if self.u_slip_free(i, a) {
                            dmg = 0;
                        } else {
                            let name = self.monnam_cap(i);
                            self.pline(format!("{name} swings itself around you!"));
                            self.u.ustuck = Some(id);
                        }
                    } else if self.u.ustuck == Some(id) {
                        let (mx, my) = (self.lev.monsters[i].mx, self.lev.monsters[i].my);
                        if crate::monsters::makemon::is_pool_at(&self.lev, mx, my)
                            && !self.u.has(Prop::Swimming)
                            && !self.amphibious()
                        {
                            let typ = self.lev.typ(mx, my);
                            let here = |r| crate::world::dungeon::role_level(&self.layout, r) == Some(self.u.uz);
                            let moat = typ != oxhack_vm::terrain::POOL
                                && typ != oxhack_vm::terrain::WATER
                                && !here(LevelRole::Medusa)
                                && !here(LevelRole::Water);
                            let name = self.monnam_cap(i);
                            self.pline(format!("{name} drowns you..."));
                            let what = if moat { "moat" } else { "pool of water" };
                            let by = crate::objects::objnam::an(&t.mon(pm).name);
                            self.done_died(&format!("drowned in a {what} by {by}"));
                            return Hit::Landed;
                        } else if a.aatyp == AttackType::Hugs {
                            self.pline("You are being crushed.");
                        }
                    } else {
                        dmg = 0;
                        if self.opts.verbose {
                            let name = self.monnam_cap(i);
                            self.pline(format!("{name} brushes against your leg."));
                        }
                    }
                } else {
                    dmg = 0;
                }
            }
            DamageType::Ston => {
                self.hitmsg(i, a);
                if self.rng.rn2(3) == 0 {
                    let deaf = self.u.has(Prop::Deaf);
                    if mcan {
                        if !deaf {
                            let name = self.mon_nam(i);
                            self.pline(format!("You hear a cough from {name}!"));
                        }
                    } else {
                        if !deaf {
                            let whose = crate::objects::objnam::s_suffix(&self.mon_nam(i));
                            self.pline(format!("You hear {whose} hissing!"));
                        }
                        let new_moon = self.town.clock.moonphase == 0
                            && !self
                                .u
                                .invent
                                .iter()
                                .any(|o| o.otyp == ids::CORPSE && o.corpsenm == Some(ids::PM_LIZARD));
                        if (self.rng.rn2(10) == 0 || new_moon)
                            && self.u.timeout(Prop::Stoned) == 0
                            && !self.u.has(Prop::StoneRes)
                        {
                            self.make_stoned(5, Some(&killer));
                            return Hit::Landed;
                        }
                    }
                }
                dmg = 0;
            }
            DamageType::Sgld => {
                self.hitmsg(i, a);
                if t.mon(self.u.youmonst_data()).mlet != t.mon(pm).mlet && !mcan && self.stealgold(i) {
                    return Hit::Gone;
                }
            }
            DamageType::Sitm | DamageType::Sedu | DamageType::Ssex => {
                if t.mon(pm).mlet == MonClass::Nymph || matches!(a.adtyp, DamageType::Sitm) {
                    if mcan {
                        let name = self.monnam_cap(i);
                        self.pline(format!("{name} tries to charm you, but you seem unaffected."));
                        dmg = 0;
                    } else {
                        let gone = self.steal(i);
                        if gone {
                            return Hit::Gone;
                        }
                        dmg = 0;
                    }
                } else {
                    self.hitmsg(i, a);
                }
            }
            DamageType::Samu => {
                self.hitmsg(i, a);
                // One touch in twenty takes the Amulet or what else the
                // hero has that the Wizard covets.
                if self.u_have_special() && self.rng.rn2(20) == 0 {
                    self.stealamulet(i);
                }
            }
            DamageType::Acid => {
                self.hitmsg(i, a);
                if !mcan && self.rng.rn2(3) == 0 {
                    if self.u.has(Prop::AcidRes) {
                        self.pline("You're covered in acid, but it seems harmless.");
                        dmg = 0;
                    } else {
                        self.pline("You're covered in acid!  It burns!");
                        self.exercise(A_STR, false);
                    }
                } else {
                    dmg = 0;
                }
            }
            DamageType::Slow => {
                self.hitmu_slow(i, a, uncancelled);
            }
            DamageType::Conf => {
                self.hitmsg(i, a);
                let m = &mut self.lev.monsters[i];
                if !mcan && m.mspec_used == 0 && self.rng.rn2(4) == 0 {
                    m.mspec_used += dmg + self.rng.rn2(6);
                    if self.u.has(Prop::Confusion) {
                        self.pline("You are getting even more confused.");
                    } else {
                        self.pline("You are getting confused.");
                    }
                    self.u.incr_timeout(Prop::Confusion, dmg.max(1) as u32);
                }
                dmg = 0;
            }
            DamageType::Stun => {
                self.hitmsg(i, a);
                if uncancelled && self.rng.rn2(4) == 0 {
                    if !self.u.has(Prop::Stunned) {
                        self.pline("You stagger...");
                    }
                    self.u.incr_timeout(Prop::Stunned, dmg.max(1) as u32);
                    dmg /= 2;
                }
            }
            DamageType::Were => {
                self.hitmsg(i, a);
                self.were_bite(i, uncancelled);
            }
            DamageType::Heal => {
                // Nurses: not built; a plain touch.
                self.hitmsg(i, a);
                dmg = 0;
            }
            _ => {
                // Types not built yet hit for their dice.
                self.hitmsg(i, a);
            }
        }
        if self.over.is_some() {
            return Hit::Landed;
        }
        let uac = self.u_ac();
        if dmg > 0 && uac < 0 {
            dmg = (dmg - self.rng.rnd(-uac)).max(1);
        }
        if dmg > 0 {
            if self.u.has(Prop::HalfPhdam) {
                dmg = (dmg + 1) / 2;
            }
            self.losehp(dmg, &killer);
        }
        Hit::Landed
    }

    /// `Amphibious`: the hero breathes water (magical breathing).
    fn amphibious(&self) -> bool {
        self.u.has(Prop::MagicalBreathing)
            || tables().mon(self.u.youmonst_data()).mflags1.contains(oxhack_defs::flags::M1::AMPHIBIOUS)
    }

    /// `u_slip_free`: a grabbing or wrapping monster slips off a greased
    /// or oilskin cloak (or body armor or shirt), two times in three even
    /// when cursed; grease may wear off.
    fn u_slip_free(&mut self, i: usize, a: &Attack) -> bool {
        let k = self.u.worn(Worn::ARMC).or(self.u.worn(Worn::ARM)).or(self.u.worn(Worn::ARMU));
        let k = if a.adtyp == DamageType::Drin { self.u.worn(Worn::ARMH) } else { k };
        let Some(k) = k else { return false };
        let o = &self.u.invent[k];
        let oilskin = o.otyp == ids::OILSKIN_CLOAK || o.oprops & ids::ITEM_OILSKIN != 0;
        if !(o.greased || oilskin) || (o.cursed && self.rng.rn2(3) == 0) {
            return false;
        }
        let greased = o.greased;
        let known = greased || self.os.is_known(o.otyp);
        let what = if known { self.xname_of(o) } else { "cloak".to_string() };
        let name = self.monnam_cap(i);
        let verb = if a.adtyp == DamageType::Wrap { "slips off of" } else { "grabs you, but cannot hold onto" };
        let slick = if greased { "greased" } else { "slippery" };
        self.pline(format!("{name} {verb} your {slick} {what}!"));
        if greased && self.rng.rn2(2) == 0 {
            self.pline("The grease wears off.");
            self.u.invent[k].greased = false;
        }
        true
    }

    fn hitmu_sleep(&mut self, i: usize, a: &Attack, uncancelled: bool) {
        self.hitmsg(i, a);
        if uncancelled && self.u.multi >= 0 && self.rng.rn2(5) == 0 && !self.u.has(Prop::SleepRes) {
            let name = self.mon_nam(i);
            self.u.multi = -self.rng.rnd(10);
            self.u.multi_reason = Some("You wake up.".to_string());
            self.nomul();
            if self.u.has(Prop::Blinded) {
                self.pline("You are put to sleep!");
            } else {
                self.pline(format!("You are put to sleep by {name}!"));
            }
        }
    }

    fn hitmu_slow(&mut self, i: usize, a: &Attack, uncancelled: bool) {
        self.hitmsg(i, a);
        let intrinsic_fast = self.u.prop(Prop::Fast).intrinsic & crate::world::you::INTRINSIC != 0;
        if uncancelled && intrinsic_fast && self.rng.rn2(4) == 0 {
            self.u.prop_mut(Prop::Fast).intrinsic &= !crate::world::you::INTRINSIC;
            if self.u.has(Prop::Fast) {
                self.pline("Your quickness feels less natural.");
            } else {
                self.pline("You slow down.");
            }
        }
    }

    /// A yellow light or other exploder next to the hero (`explmu`).
    fn explmu(&mut self, i: usize, a: &Attack, ufound: bool) -> Hit {
        let Some(m) = self.lev.monsters.get(i) else { return Hit::Died };
        if m.mcan {
            return Hit::Missed;
        }
        if !ufound {
            let (x, y) = (m.mux, m.muy);
            let name = if self.canspotmon(m) { self.monnam_cap(i) } else { "It".to_string() };
            let air = if self.lev.typ(x, y) == oxhack_vm::terrain::WATER { "empty water" } else { "thin air" };
            self.pline(format!("{name} explodes at a spot in {air}!"));
            self.mondead(i);
            return Hit::Died;
        }
        self.tally_attack(a.aatyp, a.adtyp);
        let killer = self.killer_name(i);
        let name = self.monnam_cap(i);
        self.pline(format!("{name} explodes!"));
        let dmg = self.rng.d(a.damn as i32, a.damd as i32);
        self.mondead(i);
        match a.adtyp {
            DamageType::Blnd => {
                if !self.u.has(Prop::Blinded) {
                    self.pline("You are blinded by a blast of light!");
                }
                self.u.incr_timeout(Prop::Blinded, dmg.max(1) as u32);
                self.vision_recalc();
            }
            DamageType::Halu => {
                self.pline("You are caught in a blast of kaleidoscopic light!");
                self.u.incr_timeout(Prop::Halluc, dmg.max(1) as u32);
            }
            DamageType::Cold if self.u.has(Prop::ColdRes) => self.pline("You seem unaffected by it."),
            DamageType::Fire if self.u.has(Prop::FireRes) => self.pline("You seem unaffected by it."),
            DamageType::Elec if self.u.has(Prop::ShockRes) => self.pline("You seem unaffected by it."),
            _ => {
                let d = if self.u.has(Prop::HalfPhdam) { (dmg + 1) / 2 } else { dmg };
                self.losehp(d, &format!("{killer} explosion"));
            }
        }
        Hit::Died
    }

    /// `poisoned`: a poisoned attack; resisted with poison resistance,
    /// else deadly one time in `fatal`, else hit points or the attribute.
    pub fn poisoned(&mut self, reason: &str, attr: usize, killer: &str, fatal: i32) {
        self.pline(format!("{reason} was poisoned!"));
        if self.u.has(Prop::PoisonRes) {
            self.pline("The poison doesn't seem to affect you.");
            return;
        }
        let i = if fatal == 0 { 1 } else { self.rng.rn2(fatal) };
        if i == 0 && attr != crate::world::you::A_CHA {
            self.pline("The poison was deadly...");
            self.u.uhp = -1;
            self.done_died(killer);
        } else if i > 5 {
            let loss = self.rng.rn1(10, 6);
            self.losehp(loss, killer);
        } else {
            let loss = if fatal == 0 { 1 } else { self.rng.d(2, 2) };
            self.adjattrib(attr, -loss, true);
        }
    }
}

/// `mhis`: "its", "her" or "his" for monster `m`.
pub fn mhis(m: &crate::world::monst::Monst) -> &'static str {
    if tables().mon(m.mnum).mflags2.contains(oxhack_defs::flags::M2::NEUTER) {
        "its"
    } else if m.female {
        "her"
    } else {
        "his"
    }
}
