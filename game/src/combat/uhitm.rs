//! The hero hitting monsters (uhitm.c): to-hit (`find_roll_to_hit`),
//! damage (`hmon`), and OxHack's weapon properties on a hit (DynaHack's
//! `artifact_hit` for property-bearing weapons: fire, frost, thirsty
//! (drain) and vorpal).

use crate::game::Game;
use crate::monsters::makemon::{self as mdat, is_pool_at};
use crate::monsters::mon::find_mac;
use crate::objects::weapon::{dmgval, hitval, is_weapon_obj, weapon_type};
use crate::world::obj::{Obj, Worn, types};
use crate::world::you::A_DEX;
use oxhack_defs::flags::{M1, M2, Mr};
use oxhack_defs::{OClass, Skill, Tables};
use oxhack_tables::{ids, tables};

/// How the object reached the monster (`HMON_MELEE`, `HMON_THROWN`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HitHow {
    Melee,
    /// Thrown or fired; `launcher` says whether a matching launcher
    /// fired it.
    Thrown {
        launcher: bool,
    },
}

/// `exclam`: the punctuation of a hit message by damage.
fn exclam(force: i32) -> &'static str {
    if force < 0 {
        "?"
    } else if force <= 4 {
        "."
    } else {
        "!"
    }
}

/// Whether property `bit` of a weapon acts in this attack (DynaHack's
/// `oprop_attack`): melee hits with real weapons (not missiles, ammo or
/// launchers); thrown weapons other than launchers; fired ammunition
/// with its launcher's properties too.
pub fn oprop_attack(t: &Tables, bit: u32, obj: &Obj, launcher: Option<&Obj>, how: HitHow) -> bool {
    crate::monsters::muse::oprop_hit::oprop_acts(t, bit, obj, launcher, how.into())
}

impl From<HitHow> for crate::monsters::muse::oprop_hit::PropHit {
    fn from(how: HitHow) -> Self {
        use crate::monsters::muse::oprop_hit::PropHit;
        match how {
            HitHow::Melee => PropHit::Melee,
            HitHow::Thrown { launcher: false } => PropHit::Thrown,
            HitHow::Thrown { launcher: true } => PropHit::Fired,
        }
    }
}

impl Game {
    /// `find_roll_to_hit`: what `rnd(20)` must stay below for the hero to
    /// hit monster `i` with `weapon` (None: bare-handed). Wakes a sleeping
    /// target as NetHack does.
    pub fn find_roll_to_hit(&mut self, i: usize, weapon: Option<&Obj>) -> i32 {
        let t = tables();
        let Some(m) = self.lev.monsters.get(i) else { return 0 };
        let mut tmp = 1 + self.u.hero.uluck + self.abon() + find_mac(t, m) + self.u.ulevel();
        let on_pool = is_pool_at(&self.lev, m.mx, m.my);
        let (mstun, mflee, msleeping, mcanmove, mnum) = (m.mstun, m.mflee, m.msleeping, m.mcanmove, m.mnum);
        if mstun {
            tmp += 2;
        }
        if mflee {
            tmp += 2;
        }
        if msleeping {
            self.lev.monsters[i].msleeping = false;
            tmp += 2;
        }
        if !mcanmove {
            tmp += 4;
            if self.rng.rn2(10) == 0 {
                let m = &mut self.lev.monsters[i];
                m.mcanmove = true;
                m.mfrozen = 0;
            }
        }
        if self.u.hero.role == ids::PM_MONK {
            let body_armor = self.u.worn(Worn::ARM).is_some();
            if body_armor {
                tmp -= 20; // urole.spelarmr of the Monk
            } else if weapon.is_none() && self.u.worn(Worn::ARMS).is_none() {
                tmp += self.u.ulevel() / 3 + 2;
            }
        }
        if t.mon(mnum).mflags2.contains(M2::ORC) && self.u.hero.race == ids::PM_ELF {
            tmp += 1;
        }
        if self.u.utrap != crate::world::you::UTrap::None {
            tmp -= 3;
        }
        if let Some(w) = weapon {
            let m = self.lev.monsters[i].clone();
            tmp += hitval(t, w, &m, on_pool);
            if w.oartifact.is_some() {
                tmp += self.spec_abon(w, &m);
            }
        }
        tmp += self.weapon_hit_bonus(weapon);
        tmp
    }

    /// `attack`: the hero attacks monster `i` of the current level.
    /// Returns whether it took time.
    pub fn attack(&mut self, i: usize) -> bool {
        if i >= self.lev.monsters.len() {
            return false;
        }
        // Fighting scuffs what is written underfoot.
        self.u_wipe_engr(3);
        if self.u.upolyd() {
            return self.hmonas(i);
        }
        let wep = self.u.worn(Worn::WEP).map(|w| self.u.invent[w].clone());
        let before = self.lev.monsters[i].clone();
        let killer = self.killer_name(i);
        let tmp = self.find_roll_to_hit(i, wep.as_ref());
        let dieroll = self.rng.rnd(20);
        let mhit =
            tmp > dieroll || (self.u.uswallow && self.u.ustuck.is_some_and(|id| self.lev.monsters[i].m_id == id));
        if tmp > dieroll {
            self.exercise(A_DEX, true);
        }
        let mut alive = true;
        if !mhit {
            self.missum(i);
        } else {
            alive = self.hmon(i, wep.as_ref(), HitHow::Melee, dieroll);
            if alive
                && let Some(m) = self.lev.monsters.get(i)
                && m.mhp < m.mhpmax / 2
                && self.rng.rn2(25) == 0
            {
                let fleetim = if self.rng.rn2(3) != 0 { self.rng.rnd(100) } else { 0 };
                self.monflee(i, fleetim, false, true);
            }
        }
        let now = if alive { self.mon_index(before.m_id) } else { None };
        self.passive(&before, now, mhit, &killer);
        if alive {
            self.twoweapon_second_blow(before.m_id, (before.mx, before.my));
        }
        true
    }

    /// `passive`: what a monster's passive defense does to the hero who
    /// struck at it (`before` is the monster as it was, `now` its index
    /// if it lives): acid splashes, molds burn and chill, floating eyes
    /// freeze.
    pub(crate) fn passive(
        &mut self,
        before: &crate::world::monst::Monst,
        now: Option<usize>,
        mhit: bool,
        killer: &str,
    ) {
        use oxhack_defs::{AttackType, DamageType, Prop};
        let t = tables();
        let Some(a) =
            t.mon(before.mnum).attacks.iter().find(|a| a.aatyp == AttackType::None && a.adtyp != DamageType::Phys)
        else {
            return;
        };
        let tmp = if a.damn > 0 {
            self.rng.d(a.damn as i32, a.damd as i32)
        } else if a.damd > 0 {
            self.rng.d(before.m_lev as i32 + 1, a.damd as i32)
        } else {
            0
        };
        let name = crate::objects::objnam::s_suffix(&self.mon_nam_of(before, now));
        if a.adtyp == DamageType::Acid && mhit && self.rng.rn2(2) != 0 {
            self.pline(format!("You are splashed by {name} acid!"));
            if !self.u.has(Prop::AcidRes) {
                self.losehp(tmp, killer);
            }
            self.exercise(crate::world::you::A_STR, false);
        }
        let Some(i) = now else { return };
        if before.mcan || self.rng.rn2(3) == 0 || self.over.is_some() {
            return;
        }
        match a.adtyp {
            DamageType::Plys if before.mnum == ids::PM_FLOATING_EYE => {
                if !self.lev.monsters.get(i).is_some_and(|m| self.canspotmon(m)) || self.u.has(Prop::Blinded) {
                    return;
                }
                if !before.mcansee {
                    self.pline(format!("The blinded {} cannot defend itself.", t.mon(before.mnum).name));
                    if self.rng.rn2(500) == 0 {
                        self.change_luck(-1);
                    }
                } else if self.u.has(Prop::Reflecting) {
                    let fmt = format!("{} gaze is reflected by your %s.", crate::world::display::capitalize(&name));
                    self.ureflects(Some(&fmt));
                } else if self.u.has(Prop::FreeAction) {
                    self.pline(format!("You momentarily stiffen in {name} gaze!"));
                } else {
                    self.pline(format!("You are frozen by {name} gaze!"));
                    let wis = self.u.acurr(crate::world::you::A_WIS);
                    let n = if wis > 12 || self.rng.rn2(4) != 0 { tmp.clamp(1, 127) } else { 127 };
                    self.u.multi = -n;
                    self.u.multi_reason = Some("You can move again.".to_string());
                    self.nomul();
                }
            }
            DamageType::Plys => {
                if self.u.has(Prop::FreeAction) {
                    self.pline("You momentarily stiffen.");
                } else {
                    let who = self.mon_nam(i);
                    self.pline(format!("You are frozen by {who}!"));
                    self.u.multi = -tmp.clamp(1, 127);
                    self.u.multi_reason = Some("You can move again.".to_string());
                    self.nomul();
                    self.exercise(crate::world::you::A_DEX, false);
                }
            }
            DamageType::Cold => {
                if self.u.has(Prop::ColdRes) {
                    self.pline("You feel a mild chill.");
                } else {
                    self.pline("You are suddenly very cold!");
                    self.losehp(tmp, killer);
                    let m = &mut self.lev.monsters[i];
                    m.mhp += tmp / 2;
                    m.mhpmax = m.mhpmax.max(m.mhp);
                }
            }
            DamageType::Stun if !self.u.has(Prop::Stunned) => {
                self.pline("You stagger...");
                self.u.incr_timeout(Prop::Stunned, tmp.max(1) as u32);
            }
            DamageType::Fire => {
                if self.u.has(Prop::FireRes) {
                    self.pline("You feel mildly warm.");
                } else {
                    self.pline("You are suddenly very hot!");
                    self.losehp(tmp, killer);
                }
            }
            DamageType::Elec => {
                if self.u.has(Prop::ShockRes) {
                    self.pline("You feel a mild tingle.");
                } else {
                    self.pline("You are jolted with electricity!");
                    self.losehp(tmp, killer);
                }
            }
            _ => {}
        }
    }

    /// The name of a monster that may have died meanwhile.
    fn mon_nam_of(&self, before: &crate::world::monst::Monst, now: Option<usize>) -> String {
        match now {
            Some(i) => self.mon_nam(i),
            None => match &before.mname {
                Some(n) => n.clone(),
                None => format!("the {}", tables().mon(before.mnum).name),
            },
        }
    }

    /// [`Game::missum`] for the polymorphed hero's attacks.
    pub(crate) fn missum_pub(&mut self, i: usize) {
        self.missum(i);
    }

    /// `missum`: "You miss the jackal."; the monster wakes and peacefuls
    /// turn hostile.
    fn missum(&mut self, i: usize) {
        let name = self.mon_nam(i);
        self.pline(format!("You miss {name}."));
        if let Some(m) = self.lev.monsters.get(i)
            && !m.msleeping
            && m.mcanmove
        {
            self.wakeup(i, true);
        }
    }

    /// `hmon`: the hero's hit with `obj` (None: bare hands) lands on
    /// monster `i`. Returns whether the monster is still alive.
    pub fn hmon(&mut self, i: usize, obj: Option<&Obj>, how: HitHow, dieroll: i32) -> bool {
        let t = tables();
        self.noisy_hit(i, obj, how);
        let Some(m) = self.lev.monsters.get(i) else { return false };
        let pm = m.mnum;
        // A temple priest's god may answer the blow (`ghod_hitsu`).
        let priest = m.ispriest().then(|| m.clone());
        let thrown = matches!(how, HitHow::Thrown { .. });
        let mut valid_weapon_attack = false;
        let mut get_dmg_bonus = true;
        let mut hittxt = false;
        let mut tmp;
        let launcher = if matches!(how, HitHow::Thrown { launcher: true }) {
            self.u.worn(Worn::WEP).map(|w| self.u.invent[w].clone())
        } else {
            None
        };
        match obj {
            None => {
                tmp = if pm == ids::PM_SHADE {
                    0
                } else if self.martial_bonus() {
                    self.rng.rnd(4)
                } else {
                    self.rng.rnd(2)
                };
                valid_weapon_attack = tmp > 1;
                // Silver rings on bare hands hurt silver-haters.
                let silver_ring = self.u.invent.iter().any(|o| {
                    o.owornmask.intersects(Worn::RING) && t.obj(o.otyp).material == Some(oxhack_defs::Material::Silver)
                });
                if silver_ring && self.u.worn(Worn::ARMG).is_none() && crate::objects::weapon::hates_silver(t, pm) {
                    tmp += self.rng.rnd(20);
                    self.pline("Your silver ring sears its flesh!");
                }
            }
            Some(o) => {
                let oc = t.obj(o.otyp);
                if is_weapon_obj(t, o) || oc.class == OClass::Gem {
                    let ammo_without = (types::is_ammo(t, o.otyp) && !matches!(how, HitHow::Thrown { launcher: true }))
                        || (types::is_missile(t, o.otyp) && !thrown);
                    if types::is_launcher(t, o.otyp) || ammo_without {
                        tmp = self.rng.rnd(2);
                    } else {
                        tmp = dmgval(t, &mut self.rng, o, pm);
                        valid_weapon_attack = tmp > 1;
                        if (tmp > 0 || oc.class == OClass::Weapon) && !types::is_launcher(t, o.otyp) {
                            valid_weapon_attack = true;
                        }
                    }
                    self.u.conduct.weaphit += 1;
                } else {
                    // Hitting with something that is not a weapon.
                    let wt = (oc.weight as i32 * o.quan.clamp(1, 1000) as i32 + 99) / 100;
                    tmp = if wt <= 1 { 1 } else { self.rng.rnd(wt) }.min(6);
                    if o.otyp == ids::CREAM_PIE {
                        tmp = 0;
                        get_dmg_bonus = false;
                    }
                }
            }
        }
        if get_dmg_bonus && tmp > 0 {
            tmp += self.dbon();
        }
        if valid_weapon_attack {
            let wep_for_skill = match how {
                HitHow::Thrown { launcher: true } => launcher.as_ref(),
                _ => obj,
            };
            tmp += self.weapon_dam_bonus(wep_for_skill);
            let skill = if thrown {
                weapon_type(t, wep_for_skill)
            } else if self.u.twoweap {
                Skill::TwoWeaponCombat
            } else {
                weapon_type(t, obj)
            };
            self.use_skill(skill, 1);
        }
        // Artifacts' special damage, then OxHack's weapon properties.
        let mut instakill = false;
        if let Some(o) = obj
            && o.oartifact.is_some()
        {
            let (bonus, said) = self.artifact_hit(o, i, tmp);
            tmp += bonus;
            hittxt |= said;
        }
        let mut wild = false;
        if let Some(o) = obj {
            let (extra, txt, kill) = self.oprop_hit(i, o, launcher.as_ref(), how, dieroll, tmp);
            wild = extra < 0 && tmp + extra <= 0;
            tmp += extra;
            hittxt |= txt;
            instakill = kill;
        }
        if tmp < 1 {
            tmp = if get_dmg_bonus && pm != ids::PM_SHADE && !wild { 1 } else { 0 };
        }
        let Some(m) = self.lev.monsters.get_mut(i) else { return false };
        if instakill {
            m.mhp = 0;
        } else {
            m.mhp = m.mhp.saturating_sub(tmp);
        }
        let destroyed = m.mhp < 1;
        let tame = m.mtame > 0;
        if tame && tmp > 0 && !destroyed {
            let m = &mut self.lev.monsters[i];
            m.mtame = m.mtame.saturating_sub(1);
            let fleetim = 10 * self.rng.rnd(tmp.max(1));
            self.monflee(i, fleetim, false, false);
        }
        if !hittxt && !destroyed {
            let name = self.mon_nam(i);
            if let (true, Some(o)) = (thrown, obj) {
                let what = crate::objects::objnam::the(&self.xname_of(o));
                self.pline(format!("{} hits {name}{}", crate::world::display::capitalize(&what), exclam(tmp)));
            } else {
                let verb = if self.u.hero.role == ids::PM_BARBARIAN { "smite" } else { "hit" };
                let seen = self.lev.monsters.get(i).is_some_and(|m| self.canspotmon(m));
                self.pline(format!("You {verb} {name}{}", if seen { exclam(tmp) } else { "." }));
            }
        }
        if destroyed {
            self.xkilled(i);
            self.priest_hit(priest.as_ref());
            return false;
        }
        self.wakeup(i, true);
        self.priest_hit(priest.as_ref());
        true
    }

    /// An object's name as hit messages use it ("dagger", "fiery long
    /// sword").
    pub fn xname_of(&self, o: &Obj) -> String {
        let c = self.name_ctx();
        crate::objects::objnam::xname(&c, o)
    }

    /// The weapon properties acting on a hit (DynaHack's `spec_dbon` and
    /// `artifact_hit` for property weapons): the extra damage, whether a
    /// message was given, and whether the hit killed outright (vorpal).
    /// The properties seen at work become known on the hero's objects.
    fn oprop_hit(
        &mut self,
        i: usize,
        o: &Obj,
        launcher: Option<&Obj>,
        how: HitHow,
        dieroll: i32,
        dmg: i32,
    ) -> (i32, bool, bool) {
        let t = tables();
        let Some(m) = self.lev.monsters.get(i) else { return (0, false, false) };
        let pm = m.mnum;
        let resists = crate::monsters::muse::props::mon_resists(t, m);
        let seen = self.canspotmon(m);
        let mut extra = 0;
        let mut said = false;
        let mut learned = 0u32;
        let wepdesc = format!("Your {}", self.xname_of(o));
        let hittee = self.mon_nam(i);
        if oprop_attack(t, ids::ITEM_FIRE, o, launcher, how) && !resists.contains(Mr::FIRE) {
            extra += self.rng.rnd(6);
            if seen {
                let verb = if pm == ids::PM_WATER_ELEMENTAL { "vaporizes part of" } else { "burns" };
                self.pline(format!("{wepdesc} {verb} {hittee}!"));
                said = true;
                learned |= ids::ITEM_FIRE;
            }
        }
        if oprop_attack(t, ids::ITEM_FIRE, o, launcher, how) {
            self.oprop_burn_items(Some(i), oxhack_defs::DamageType::Fire);
        }
        if oprop_attack(t, ids::ITEM_FROST, o, launcher, how) && !resists.contains(Mr::COLD) {
            extra += self.rng.rnd(6);
            if seen {
                self.pline(format!("{wepdesc} freezes {hittee}!"));
                said = true;
                learned |= ids::ITEM_FROST;
            }
        }
        if oprop_attack(t, ids::ITEM_FROST, o, launcher, how) {
            self.oprop_burn_items(Some(i), oxhack_defs::DamageType::Cold);
        }
        let mut kill = false;
        if oprop_attack(t, ids::ITEM_VORPAL, o, launcher, how) && (dieroll == 1 || pm == ids::PM_JABBERWOCK) {
            learned |= ids::ITEM_VORPAL;
            if types::bimanual(t, o.otyp) {
                if crate::objects::weapon::bigmonst(t, pm) {
                    self.pline(format!("You slice deeply into {hittee}!"));
                    extra += dmg.max(0);
                } else {
                    self.pline(format!("{wepdesc} cuts {hittee} in half!"));
                    kill = true;
                }
                said = true;
            } else if !t.mon(pm).mflags1.contains(M1::NOHEAD) && (mdat::noncorporeal(t, pm) || mdat::amorphous(t, pm)) {
                let whose = crate::objects::objnam::s_suffix(&hittee);
                self.pline(format!("{wepdesc} slices through {whose} neck."));
                said = true;
            } else if !t.mon(pm).mflags1.contains(M1::NOHEAD) {
                let fmt = if self.rng.rn2(2) == 0 { "beheads" } else { "decapitates" };
                self.pline(format!("{wepdesc} {fmt} {hittee}!"));
                said = true;
                kill = true;
            } else {
                // All the damage so far is undone: the blow missed.
                self.pline(format!("Somehow, you miss {hittee} wildly."));
                self.learn_oprops(o, launcher, learned & !ids::ITEM_VORPAL);
                return (-(dmg + extra), true, false);
            }
        }
        let drain_res = mdat::is_undead(t, pm) || t.mon(pm).mflags2.contains(M2::DEMON) || pm == ids::PM_DEATH;
        if !kill && oprop_attack(t, ids::ITEM_DRLI, o, launcher, how) && !drain_res {
            if seen {
                let what = crate::world::display::capitalize(&crate::objects::objnam::the(&self.xname_of(o)));
                self.pline(format!("{what} draws the life from {hittee}!"));
                said = true;
                learned |= ids::ITEM_DRLI;
            }
            let m = &mut self.lev.monsters[i];
            if m.m_lev == 0 {
                kill = true;
            } else {
                let drain = self.rng.rnd(8);
                extra += drain;
                m.mhpmax = (m.mhpmax - drain).max(1);
                m.m_lev -= 1;
                let heal = drain / 2;
                self.u.uhp = (self.u.uhp + heal).min(self.u.uhpmax);
            }
        }
        if learned != 0 {
            self.learn_oprops(o, launcher, learned);
        }
        (extra, said, kill)
    }

    /// `oprop_id`: the hero's objects matching `o` (and the launcher)
    /// learn the properties in `bits` they carry.
    pub fn learn_oprops(&mut self, o: &Obj, launcher: Option<&Obj>, bits: u32) {
        for inv in &mut self.u.invent {
            if inv.o_id == o.o_id || launcher.is_some_and(|l| l.o_id == inv.o_id) {
                inv.oprops_known |= inv.oprops & bits;
            }
        }
        for f in &mut self.lev.objects {
            if f.obj.o_id == o.o_id {
                f.obj.oprops_known |= f.obj.oprops & bits;
            }
        }
    }
}

/// The skill a wielded object trains, for callers outside this module.
pub fn skill_of(t: &Tables, o: Option<&Obj>) -> Skill {
    weapon_type(t, o)
}
