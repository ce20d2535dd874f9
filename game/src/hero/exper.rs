//! Experience (exper.c): points for kills, the level thresholds, hit
//! points and power gained per level, gaining and losing levels, and the
//! intrinsics roles and races gain at given levels (attrib.c's
//! `adjabil`).

use crate::game::Game;
use crate::hero::role::{race_info, role_info};
use crate::world::you::{A_CON, A_WIS, FROMEXPER, FROMRACE};
use oxhack_defs::Prop;
use oxhack_tables::ids;
use serde::{Deserialize, Serialize};

/// The highest experience level (`MAXULEV`).
pub const MAXULEV: i32 = 30;

/// Bookkeeping of the hero's life that `You` does not hold: hit points and
/// power gained at each level (for level drain), the score's experience
/// (`u.urexp`) and when attributes are next checked for exercise.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct LifeState {
    /// Hit points gained on reaching each level (`u.uhpinc`).
    pub uhpinc: Vec<i32>,
    /// Power gained on reaching each level (`u.ueninc`).
    pub ueninc: Vec<i32>,
    /// Score points from experience and deeds (`u.urexp`).
    pub urexp: i64,
    /// The turn of the next exercise check (`context.next_attrib_check`).
    pub next_attrib_check: i64,
    /// Where the game was when it ended, for the tombstone and the score.
    pub death_depth: i32,
    /// Gold at the start (`u.umoney0`): only gold gained counts in the score.
    pub umoney0: i64,
    /// What `end_summary` prints: the tombstone, the score and the list.
    pub summary: String,
    /// A prayer under way, answered when the hero finishes praying.
    pub prayer: Option<crate::hero::pray::Prayer>,
    /// The god protects the praying hero (`u.uinvulnerable`).
    pub uinvulnerable: bool,
    /// Where this game's score goes, overriding the usual high-score file
    /// (tests and tools set it; see [`crate::hero::topten::record_path`]).
    pub record_file: Option<std::path::PathBuf>,
}

/// `newuexp`: experience points needed to reach level `lev + 1`.
pub fn newuexp(lev: i32) -> i64 {
    if lev < 1 {
        0
    } else if lev < 10 {
        10 * (1i64 << lev)
    } else if lev < 20 {
        10_000 * (1i64 << (lev - 10))
    } else {
        10_000_000 * (lev as i64 - 19)
    }
}

/// `enermod`: a role's adjustment of power gained.
fn enermod(role: oxhack_defs::Pm, en: i32) -> i32 {
    match role {
        ids::PM_PRIEST | ids::PM_WIZARD => 2 * en,
        ids::PM_HEALER | ids::PM_KNIGHT => (3 * en) / 2,
        ids::PM_BARBARIAN | ids::PM_VALKYRIE => (3 * en) / 4,
        _ => en,
    }
}

/// One intrinsic a role or race gains at a level (`struct innate`), with
/// the words of gaining and losing it ("quick", "slow").
pub(crate) type Innate = (i32, Prop, &'static str, &'static str);

/// The role's innate abilities by level (attrib.c's `*_abil`).
pub(crate) fn role_abil(role: oxhack_defs::Pm) -> &'static [Innate] {
    match role {
        ids::PM_ARCHEOLOGIST => {
            &[(1, Prop::Stealth, "", ""), (1, Prop::Fast, "", ""), (10, Prop::Searching, "perceptive", "")]
        }
        ids::PM_BARBARIAN => {
            &[(1, Prop::PoisonRes, "", ""), (7, Prop::Fast, "quick", "slow"), (15, Prop::Stealth, "stealthy", "")]
        }
        ids::PM_CAVEMAN => &[(7, Prop::Fast, "quick", "slow"), (15, Prop::Warning, "sensitive", "")],
        ids::PM_HEALER => &[(1, Prop::PoisonRes, "", ""), (15, Prop::Warning, "sensitive", "")],
        ids::PM_KNIGHT => &[(7, Prop::Fast, "quick", "slow")],
        ids::PM_MONK => &[
            (1, Prop::Fast, "", ""),
            (1, Prop::SleepRes, "", ""),
            (1, Prop::SeeInvis, "", ""),
            (3, Prop::PoisonRes, "healthy", ""),
            (5, Prop::Stealth, "stealthy", ""),
            (7, Prop::Warning, "sensitive", ""),
            (9, Prop::Searching, "perceptive", "unaware"),
            (11, Prop::FireRes, "cool", "warmer"),
            (13, Prop::ColdRes, "warm", "cooler"),
            (15, Prop::ShockRes, "insulated", "conductive"),
            (17, Prop::TeleportControl, "controlled", "uncontrolled"),
        ],
        ids::PM_PRIEST => &[(15, Prop::Warning, "sensitive", ""), (20, Prop::FireRes, "cool", "warmer")],
        ids::PM_RANGER => {
            &[(1, Prop::Searching, "", ""), (7, Prop::Stealth, "stealthy", ""), (15, Prop::SeeInvis, "", "")]
        }
        ids::PM_ROGUE => &[(1, Prop::Stealth, "", ""), (10, Prop::Searching, "perceptive", "")],
        ids::PM_SAMURAI => &[(1, Prop::Fast, "", ""), (15, Prop::Stealth, "stealthy", "")],
        ids::PM_TOURIST => &[(10, Prop::Searching, "perceptive", ""), (20, Prop::PoisonRes, "hardy", "")],
        ids::PM_WIZARD => {
            &[(15, Prop::Warning, "sensitive", ""), (17, Prop::TeleportControl, "controlled", "uncontrolled")]
        }
        _ => &[(1, Prop::ColdRes, "", ""), (1, Prop::Stealth, "", ""), (7, Prop::Fast, "quick", "slow")],
    }
}

/// The race's innate abilities by level.
pub(crate) fn race_abil(race: oxhack_defs::Pm) -> &'static [Innate] {
    match race {
        ids::PM_DWARF | ids::PM_GNOME => &[(1, Prop::Infravision, "", "")],
        ids::PM_ELF => &[(1, Prop::Infravision, "", ""), (4, Prop::SleepRes, "awake", "tired")],
        ids::PM_ORC => &[(1, Prop::Infravision, "", ""), (1, Prop::PoisonRes, "", "")],
        _ => &[],
    }
}

impl Game {
    /// `adjabil`: the intrinsics gained or lost going from level `oldlevel`
    /// to `newlevel`, with their messages.
    pub fn adjabil(&mut self, oldlevel: i32, newlevel: i32) {
        let sources = [(role_abil(self.u.hero.role), FROMEXPER), (race_abil(self.u.hero.race), FROMRACE)];
        for (table, bit) in sources {
            for &(lvl, prop, gain, lose) in table {
                if oldlevel < lvl && newlevel >= lvl {
                    let had = self.u.has(prop);
                    self.u.prop_mut(prop).intrinsic |= bit;
                    if !had && !gain.is_empty() {
                        self.pline(format!("You feel {gain}!"));
                    }
                } else if oldlevel >= lvl && newlevel < lvl {
                    self.u.prop_mut(prop).intrinsic &= !bit;
                    if !self.u.has(prop) && !lose.is_empty() {
                        self.pline(format!("You feel {lose}!"));
                    }
                }
            }
        }
    }

    /// `newhp`: hit points for a new level (at level 0, the starting ones).
    pub fn newhp(&mut self) -> i32 {
        let r = role_info(self.u.hero.role);
        let rc = race_info(self.u.hero.race);
        let lvl = self.u.hero.ulevel;
        let mut hp;
        if lvl == 0 {
            hp = r.hpadv.infix + rc.hpadv.infix;
            if r.hpadv.inrnd > 0 {
                hp += self.rng.rnd(r.hpadv.inrnd);
            }
            if rc.hpadv.inrnd > 0 {
                hp += self.rng.rnd(rc.hpadv.inrnd);
            }
        } else {
            let (rf, rr, cf, cr) = if lvl < r.xlev {
                (r.hpadv.lofix, r.hpadv.lornd, rc.hpadv.lofix, rc.hpadv.lornd)
            } else {
                (r.hpadv.hifix, r.hpadv.hirnd, rc.hpadv.hifix, rc.hpadv.hirnd)
            };
            hp = rf + cf;
            if rr > 0 {
                hp += self.rng.rnd(rr);
            }
            if cr > 0 {
                hp += self.rng.rnd(cr);
            }
            hp += match self.u.acurr(A_CON) {
                ..=3 => -2,
                4..=6 => -1,
                7..=14 => 0,
                15..=16 => 1,
                17 => 2,
                18 => 3,
                _ => 4,
            };
        }
        let hp = hp.max(1);
        self.record_inc(lvl, hp, true);
        hp
    }

    /// `newpw`: power for a new level (at level 0, the starting power).
    pub fn newpw(&mut self) -> i32 {
        let r = role_info(self.u.hero.role);
        let rc = race_info(self.u.hero.race);
        let lvl = self.u.hero.ulevel;
        let en = if lvl == 0 {
            let mut en = r.enadv.infix + rc.enadv.infix;
            if r.enadv.inrnd > 0 {
                en += self.rng.rnd(r.enadv.inrnd);
            }
            if rc.enadv.inrnd > 0 {
                en += self.rng.rnd(rc.enadv.inrnd);
            }
            en
        } else {
            let mut enrnd = self.u.acurr(A_WIS) / 2;
            let enfix = if lvl < r.xlev {
                enrnd += r.enadv.lornd + rc.enadv.lornd;
                r.enadv.lofix + rc.enadv.lofix
            } else {
                enrnd += r.enadv.hirnd + rc.enadv.hirnd;
                r.enadv.hifix + rc.enadv.hifix
            };
            enermod(self.u.hero.role, self.rng.rn1(enrnd.max(1), enfix))
        };
        let en = en.max(1);
        self.record_inc(lvl, en, false);
        en
    }

    fn record_inc(&mut self, lvl: i32, n: i32, hp: bool) {
        if !(0..MAXULEV).contains(&lvl) {
            return;
        }
        let v = if hp { &mut self.life.uhpinc } else { &mut self.life.ueninc };
        if v.len() < MAXULEV as usize {
            v.resize(MAXULEV as usize, 0);
        }
        v[lvl as usize] = n;
    }

    /// `more_experienced`: adds `exp` experience points and `exp` plus
    /// a bonus to the score (`u.urexp`: 4 * exp, as 3.6 does).
    pub fn more_experienced(&mut self, exp: i64) {
        self.more_experienced_rexp(exp, 0);
    }

    /// `more_experienced(exp, rexp)`: experience plus score-only points.
    pub fn more_experienced_rexp(&mut self, exp: i64, rexp: i64) {
        if exp > 0 && self.u.uexp + exp < self.u.uexp {
            return;
        }
        self.u.uexp = (self.u.uexp + exp).max(0);
        self.life.urexp = (self.life.urexp + 4 * exp + rexp).max(0);
    }

    /// `newexplevel`: gains a level when the points are there.
    pub fn newexplevel(&mut self) {
        if self.u.hero.ulevel < MAXULEV && self.u.uexp >= newuexp(self.u.hero.ulevel) {
            self.pluslvl(true);
        }
    }

    /// `losexp`: loses a level (level drain); at level 1 the hero dies,
    /// "killed by" `drainer`. Drain resistance is the caller's to check.
    pub fn losexp(&mut self, drainer: &str) {
        if self.u.hero.ulevel > 1 {
            let bye = match self.u.hero.role {
                ids::PM_KNIGHT => "Fare thee well",
                ids::PM_SAMURAI => "Sayonara",
                ids::PM_TOURIST => "Aloha",
                _ => "Goodbye",
            };
            self.pline(format!("{bye} level {}.", self.u.hero.ulevel));
            let old = self.u.hero.ulevel;
            self.u.hero.ulevel -= 1;
            self.adjabil(old, self.u.hero.ulevel);
        } else {
            if !drainer.is_empty() {
                self.u.uhp = -1;
                self.done_died(drainer);
                if self.over.is_some() {
                    return;
                }
            }
            // Saved by life saving: stay at level 1 with no points.
            self.u.uexp = 0;
        }
        let lvl = self.u.hero.ulevel.clamp(1, MAXULEV - 1) as usize;
        let num = self.life.uhpinc.get(lvl).copied().filter(|&n| n > 0).unwrap_or(1);
        self.u.uhpmax = (self.u.uhpmax - num).max(1);
        self.u.uhp = (self.u.uhp - num).clamp(1, self.u.uhpmax);
        let en = self.life.ueninc.get(lvl).copied().unwrap_or(0);
        self.u.uenmax = (self.u.uenmax - en).max(0);
        self.u.uen = self.u.uen.min(self.u.uenmax);
        if self.u.uexp > 0 {
            self.u.uexp = newuexp(self.u.hero.ulevel) - 1;
        }
    }

    /// `pluslvl`: gains one experience level (experience, a potion of
    /// gain level, a wraith corpse); `incr` false means the points are
    /// raised to the new level's threshold too.
    pub fn pluslvl(&mut self, incr: bool) {
        if !incr {
            self.pline("You feel more experienced.");
        }
        let hp = self.newhp();
        self.u.uhpmax += hp;
        self.u.uhp += hp;
        let en = self.newpw();
        self.u.uenmax += en;
        self.u.uen += en;
        if self.u.hero.ulevel < MAXULEV {
            if incr {
                let tmp = newuexp(self.u.hero.ulevel + 1);
                if self.u.uexp >= tmp {
                    self.u.uexp = tmp - 1;
                }
            } else {
                self.u.uexp = newuexp(self.u.hero.ulevel);
            }
            self.u.hero.ulevel += 1;
            let back = if self.u.ulevelmax < self.u.hero.ulevel { "" } else { "back " };
            if self.u.ulevelmax < self.u.hero.ulevel {
                self.u.ulevelmax = self.u.hero.ulevel;
            }
            self.pline(format!("Welcome {back}to experience level {}.", self.u.hero.ulevel));
            let lvl = self.u.hero.ulevel;
            self.adjabil(lvl - 1, lvl);
        }
    }

    /// `experience`: the points for killing a monster of type `pm` at its
    /// base level and armor class (see [`experience_for`]).
    pub fn experience(&self, pm: oxhack_defs::Pm) -> i64 {
        let p = oxhack_tables::tables().mon(pm);
        experience_for(pm, p.mlevel as i32, p.ac as i32, None)
    }
}

/// exper.c's `experience`: level squared plus one, and extras for a good
/// armor class (`mac`), speed, special attacks and damage types, heavy
/// damage, nastiness and a level above 8. A revived or cloned monster
/// (`revived_kills`: how many of its kind were killed) gives less.
pub fn experience_for(pm: oxhack_defs::Pm, m_lev: i32, mac: i32, revived_kills: Option<i32>) -> i64 {
    use oxhack_defs::{AttackType, DamageType};
    let p = oxhack_tables::tables().mon(pm);
    let lev = m_lev.max(0) as i64;
    let mut tmp = 1 + lev * lev;
    if mac < 3 {
        tmp += (7 - mac as i64) * if mac < 0 { 2 } else { 1 };
    }
    if p.mmove as i32 > crate::world::mondata::NORMAL_SPEED {
        tmp += if p.mmove as i32 > 3 * crate::world::mondata::NORMAL_SPEED / 2 { 5 } else { 3 };
    }
    for a in p.attacks.iter().filter(|a| !a.is_none()) {
        if a.aatyp.value() > AttackType::Butt.value() {
            tmp += match a.aatyp {
                AttackType::Weap => 5,
                AttackType::Magc => 10,
                _ => 3,
            };
        }
    }
    for a in p.attacks.iter().filter(|a| !a.is_none()) {
        let ad = a.adtyp;
        if ad.value() > DamageType::Phys.value() && ad.value() < DamageType::Blnd.value() {
            tmp += 2 * lev;
        } else if matches!(ad, DamageType::Drli | DamageType::Ston | DamageType::Slim) {
            tmp += 50;
        } else if ad != DamageType::Phys {
            tmp += lev;
        }
        if (a.damd as i64) * (a.damn as i64) > 23 {
            tmp += lev;
        }
        if ad == DamageType::Wrap && p.mlet == oxhack_defs::MonClass::Eel {
            tmp += 1000;
        }
    }
    if p.mflags2.contains(oxhack_defs::flags::M2::NASTY) {
        tmp += 7 * lev;
    }
    if lev > 8 {
        tmp += 50;
    }
    if pm == ids::PM_MAIL_DAEMON {
        tmp = 1;
    }
    if let Some(mut nk) = revived_kills {
        let mut step = 20;
        let mut i = 0;
        while nk > step && tmp > 1 {
            tmp = (tmp + 1) / 2;
            nk -= step;
            if i & 1 == 1 {
                step += 20;
            }
            i += 1;
        }
    }
    tmp
}
