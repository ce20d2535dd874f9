//! The mage spells (mcastu.c's `cast_wizard_spell`) and the monsters a
//! summoning brings (wizard.c's `nasty`).

use super::MageSpell;
use crate::game::Game;
use crate::monsters::makemon::{self as mdat, MmFlags};
use crate::monsters::monmove::perceives;
use crate::world::you::{A_DEX, A_STR};
use oxhack_defs::{AttackType, Pm, Prop};
use oxhack_tables::{ids::*, tables};

/// The monsters summoned by `nasty`: neutral, then chaotic, then lawful.
const NASTIES: [Pm; 42] = [
    PM_COCKATRICE,
    PM_ETTIN,
    PM_STALKER,
    PM_MINOTAUR,
    PM_OWLBEAR,
    PM_PURPLE_WORM,
    PM_XAN,
    PM_UMBER_HULK,
    PM_XORN,
    PM_ZRUTY,
    PM_LEOCROTTA,
    PM_BALUCHITHERIUM,
    PM_CARNIVOROUS_APE,
    PM_FIRE_ELEMENTAL,
    PM_JABBERWOCK,
    PM_IRON_GOLEM,
    PM_OCHRE_JELLY,
    PM_GREEN_SLIME,
    PM_BLACK_DRAGON,
    PM_RED_DRAGON,
    PM_ARCH_LICH,
    PM_VAMPIRE_LORD,
    PM_MASTER_MIND_FLAYER,
    PM_DISENCHANTER,
    PM_WINGED_GARGOYLE,
    PM_STORM_GIANT,
    PM_OLOG_HAI,
    PM_ELF_LORD,
    PM_ELVENKING,
    PM_OGRE_KING,
    PM_CAPTAIN,
    PM_GREMLIN,
    PM_SILVER_DRAGON,
    PM_ORANGE_DRAGON,
    PM_GREEN_DRAGON,
    PM_YELLOW_DRAGON,
    PM_GUARDIAN_NAGA,
    PM_FIRE_GIANT,
    PM_ALEAX,
    PM_COUATL,
    PM_HORNED_DEVIL,
    PM_BARBED_DEVIL,
];

/// `mhe`: "he", "she" or "it".
pub(super) fn mhe(m: &crate::world::monst::Monst) -> &'static str {
    if tables().mon(m.mnum).mflags2.contains(oxhack_defs::flags::M2::NEUTER) {
        "it"
    } else if m.female {
        "she"
    } else {
        "he"
    }
}

impl Game {
    /// `cast_wizard_spell`: mage spell `s` of monster `i`; `dmg` is the
    /// spell's damage (0 when not cast at the hero).
    pub(super) fn cast_wizard_spell(&mut self, i: usize, mut dmg: i32, s: MageSpell) {
        let t = tables();
        if dmg == 0 && !super::Spell::Mage(s).undirected() {
            return;
        }
        let m = &self.lev.monsters[i];
        let (mlev, pm) = (m.m_lev as i32, m.mnum);
        let antimagic = self.u.has(Prop::Antimagic);
        let half = self.u.has(Prop::HalfSpdam);
        match s {
            MageSpell::DeathTouch => {
                let he = mhe(m);
                self.pline(format!("Oh no, {he}'s using the touch of death!"));
                let form = self.u.youmonst_data();
                if mdat::nonliving(t, form) || mdat::is_demon(t, form) {
                    self.pline("You seem no deader than before.");
                } else if !antimagic && self.rng.rn2(mlev) > 12 {
                    if self.u.has(Prop::Halluc) {
                        self.pline("You have an out of body experience.");
                    } else {
                        self.u.uhp = -1;
                        self.done_died("a touch of death");
                    }
                } else {
                    self.pline("Lucky for you, it didn't work!");
                }
                dmg = 0;
            }
            MageSpell::CloneWiz => {
                self.pline("Double Trouble...");
                self.clonewiz(i);
                dmg = 0;
            }
            MageSpell::SummonMons => {
                let count = self.nasty(i);
                let m = &self.lev.monsters[i];
                if count > 0 {
                    if m.iswiz {
                        let s = if count == 1 { "" } else { "s" };
                        self.pline(format!("\"Destroy the thief, my pet{s}!\""));
                    } else {
                        let missed_u = (m.mux, m.muy) != (self.u.ux, self.u.uy);
                        let one = count == 1;
                        let appear = if one { "A monster appears" } else { "Monsters appear" };
                        let msg = if self.u.has(Prop::Invis) && !perceives(t, pm) && missed_u {
                            format!("{appear} {} a spot near you!", if one { "at" } else { "around" })
                        } else if self.u.has(Prop::Displaced) && missed_u {
                            format!("{appear} {} your displaced image!", if one { "by" } else { "around" })
                        } else {
                            format!("{appear} from nowhere!")
                        };
                        self.pline(msg);
                    }
                }
                dmg = 0;
            }
            MageSpell::Aggravation => {
                self.pline("You feel that monsters are aware of your presence.");
                self.aggravate();
                dmg = 0;
            }
            MageSpell::CurseItems => {
                self.pline("You feel as if you need some help.");
                self.rndcurse();
                dmg = 0;
            }
            MageSpell::DestroyArmor => {
                if antimagic {
                    self.pline("A field of force surrounds you!");
                } else if !self.destroy_arm() {
                    self.pline("Your skin itches.");
                }
                dmg = 0;
            }
            MageSpell::WeakenYou => {
                if antimagic {
                    self.pline("You feel momentarily weakened.");
                } else {
                    self.pline("You suddenly feel weaker!");
                    let mut d = (mlev - 6).max(1);
                    if half {
                        d = (d + 1) / 2;
                    }
                    let n = self.rng.rnd(d);
                    self.losestr(n);
                }
                dmg = 0;
            }
            MageSpell::Disappear => {
                if !m.minvis {
                    if self.canspotmon(m) {
                        let name = self.monnam_cap(i);
                        let how = if self.u.has(Prop::SeeInvis) { "becomes transparent" } else { "disappears" };
                        self.pline(format!("{name} suddenly {how}!"));
                    }
                    let m = &mut self.lev.monsters[i];
                    m.minvis = true;
                    m.perminvis = true;
                    let (x, y) = (m.mx, m.my);
                    self.newsym(x, y);
                }
                dmg = 0;
            }
            MageSpell::StunYou => {
                if antimagic || self.u.has(Prop::FreeAction) {
                    if !self.u.has(Prop::Stunned) {
                        self.pline("You feel momentarily disoriented.");
                    }
                    self.u.set_timeout(Prop::Stunned, 1);
                } else {
                    self.pline(if self.u.has(Prop::Stunned) {
                        "You struggle to keep your balance."
                    } else {
                        "You reel..."
                    });
                    let mut d = self.rng.d(if self.u.acurr(A_DEX) < 12 { 6 } else { 4 }, 4);
                    if half {
                        d = (d + 1) / 2;
                    }
                    self.u.incr_timeout(Prop::Stunned, d as u32);
                }
                dmg = 0;
            }
            MageSpell::HasteSelf => {
                self.mon_speed_up(i);
                dmg = 0;
            }
            MageSpell::CureSelf => dmg = self.m_cure_self(i, dmg),
            MageSpell::PsiBolt => {
                if antimagic {
                    dmg = (dmg + 1) / 2;
                }
                self.pline(if dmg <= 5 {
                    "You get a slight headache."
                } else if dmg <= 10 {
                    "Your brain is on fire!"
                } else if dmg <= 20 {
                    "Your head suddenly aches painfully!"
                } else {
                    "Your head suddenly aches very painfully!"
                });
            }
        }
        if dmg > 0 {
            self.mdamageu(i, dmg);
        }
    }

    /// `m_cure_self`: the caster heals 3d6 if hurt ("The kobold shaman
    /// looks better."); returns the damage left to do to the hero.
    pub(super) fn m_cure_self(&mut self, i: usize, dmg: i32) -> i32 {
        let m = &self.lev.monsters[i];
        if m.mhp >= m.mhpmax {
            return dmg;
        }
        if self.canspotmon(m) {
            let name = self.monnam_cap(i);
            self.pline(format!("{name} looks better."));
        }
        let heal = self.rng.d(3, 6);
        let m = &mut self.lev.monsters[i];
        m.mhp = (m.mhp + heal).min(m.mhpmax);
        0
    }

    /// `mon_adjust_speed(mtmp, 1, NULL)`: the caster becomes fast.
    fn mon_speed_up(&mut self, i: usize) {
        let m = &mut self.lev.monsters[i];
        let old = m.mspeed;
        m.permspeed = if m.permspeed == 1 { 0 } else { 2 };
        m.mspeed = m.permspeed;
        let new = m.mspeed;
        if new != old && self.canspotmon(&self.lev.monsters[i]) {
            let name = self.monnam_cap(i);
            let much = if old + new == 3 { "much " } else { "" };
            self.pline(format!("{name} is suddenly moving {much}faster."));
        }
    }

    /// `losestr`: strength drops by `n`; below 3 it costs hit points.
    fn losestr(&mut self, mut n: i32) {
        let mut ustr = self.u.abase[A_STR] - n;
        while ustr < 3 {
            ustr += 1;
            n -= 1;
            self.u.uhp -= 6;
            self.u.uhpmax -= 6;
        }
        self.adjattrib(A_STR, -n, false);
        if self.u.uhp < 1 {
            self.done_died("terminal frailty");
        }
    }

    /// `destroy_arm(some_armor())`: a worn piece of armor crumbles.
    /// Returns false if the hero wears none.
    pub(crate) fn destroy_arm(&mut self) -> bool {
        let Some(j) = self.some_armor() else { return false };
        self.destroy_arm_at(j);
        true
    }

    /// `nasty`: nasty monsters appear around where caster `i` thinks the
    /// hero is, more for a more experienced hero. Returns how many.
    pub(crate) fn nasty(&mut self, i: usize) -> i32 {
        let t = tables();
        let m = &self.lev.monsters[i];
        let (mux, muy, cast_pm) = (m.mux, m.muy, m.mnum);
        let castalign = t.mon(cast_pm).maligntyp.signum();
        let caster_difficulty = t.mon(cast_pm).difficulty;
        let ulev = self.u.ulevel();
        let tmp = if ulev > 3 { ulev / 3 } else { 1 };
        let mut count = 0;
        let mut left = self.rng.rnd(tmp);
        while left > 0 && count < 10 {
            left -= 1;
            for _ in 0..20 {
                // No new casters as strong as the summoner.
                let pm = loop {
                    let pm = NASTIES[self.rng.rn2(NASTIES.len() as i32) as usize];
                    if !(mdat::attacktype(t, pm, AttackType::Magc) && t.mon(pm).difficulty >= caster_difficulty) {
                        break pm;
                    }
                };
                let Some(c) = self.with_mon(|ctx, lev| ctx.enexto(lev, mux, muy, Some(pm))) else { continue };
                let made = match self.with_mon(|ctx, lev| ctx.makemon(lev, Some(pm), c.x, c.y, MmFlags::empty())) {
                    Some(k) => {
                        let nm = &mut self.lev.monsters[k];
                        nm.msleeping = false;
                        nm.mpeaceful = false;
                        nm.mtame = 0;
                        Some(k)
                    }
                    // A random one stands in for a genocided pick.
                    None => self.with_mon(|ctx, lev| ctx.makemon(lev, None, c.x, c.y, MmFlags::empty())),
                };
                if let Some(k) = made {
                    count += 1;
                    let align = t.mon(self.lev.monsters[k].mnum).maligntyp;
                    if align == 0 || align.signum() == castalign {
                        break;
                    }
                }
            }
        }
        count
    }

    /// `clonewiz`: "Double Trouble..." - a second Wizard of Yendor,
    /// disguised as something else, appears by the hero, half the time
    /// with a fake Amulet when the hero has not the real one.
    pub fn clonewiz(&mut self, _i: usize) {
        const WIZAPP: [Pm; 12] = [
            PM_HUMAN,
            PM_WATER_DEMON,
            PM_VAMPIRE,
            PM_RED_DRAGON,
            PM_TROLL,
            PM_UMBER_HULK,
            PM_XORN,
            PM_XAN,
            PM_COCKATRICE,
            PM_FLOATING_EYE,
            PM_GUARDIAN_NAGA,
            PM_TRAPPER,
        ];
        let (ux, uy) = (self.u.ux, self.u.uy);
        let Some(c) = self.enexto_free(ux, uy, PM_WIZARD_OF_YENDOR) else { return };
        let Some(k) = self.with_mon(|ctx, lev| ctx.makemon(lev, Some(PM_WIZARD_OF_YENDOR), c.x, c.y, MmFlags::empty()))
        else {
            return;
        };
        let has_amulet = self.u.invent.iter().any(|o| o.otyp == AMULET_OF_YENDOR);
        if !has_amulet && self.rng.rn2(2) == 0 {
            let fake = self.with_mk(|c| c.mksobj(FAKE_AMULET_OF_YENDOR, true, false));
            self.lev.monsters[k].minvent.push(fake);
        }
        let look = WIZAPP[self.rng.rn2(WIZAPP.len() as i32) as usize];
        let w = &mut self.lev.monsters[k];
        w.msleeping = false;
        w.mtame = 0;
        w.mpeaceful = false;
        w.appear = crate::world::monst::Appearance::Monster(look.0);
        self.newsym(c.x, c.y);
    }
}
