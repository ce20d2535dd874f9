//! Choosing a monster type (makemon.c's `rndmonst`, `uncommon`,
//! `align_shift`, `mkclass`, `adj_lev`, and quest.c's `qt_montype`).
//!
//! NetHack caches `rndmonst`'s weights between calls; the cache changes no
//! random draw, so here the weights are simply recomputed per call.

use super::{MonCtx, Plane, mdat};
use crate::objects::mkobj::{G_GENOD, G_GONE};
use crate::world::level::{AM_CHAOTIC, AM_LAWFUL, AM_NEUTRAL};
use crate::world::mondata::{self, LOW_PM, special_pm};
use oxhack_defs::flags::Geno;
use oxhack_defs::{MonClass, Pm};
use oxhack_tables as ids;

/// `ALIGNWEIGHT`: how strongly a dungeon's alignment skews generation.
const ALIGNWEIGHT: i32 = 4;

/// One role's quest monsters (role.c: leader, guardian, nemesis, and the
/// two enemy types and classes `qt_montype` draws from).
#[derive(Debug, Clone, Copy)]
pub struct QuestMons {
    pub leader: Pm,
    pub guardian: Pm,
    pub nemesis: Pm,
    pub enemy1: Option<Pm>,
    pub enemy2: Option<Pm>,
    pub enemy1sym: MonClass,
    pub enemy2sym: MonClass,
}

/// The quest monsters of the hero's role (`urole`), by role monster.
pub fn quest_mons(role: Pm) -> Option<QuestMons> {
    use MonClass as C;
    let q = |leader, guardian, nemesis, e1, e2, s1, s2| QuestMons {
        leader,
        guardian,
        nemesis,
        enemy1: e1,
        enemy2: e2,
        enemy1sym: s1,
        enemy2sym: s2,
    };
    Some(match role {
        ids::PM_ARCHEOLOGIST => q(
            ids::PM_LORD_CARNARVON,
            ids::PM_STUDENT,
            ids::PM_MINION_OF_HUHETOTL,
            None,
            Some(ids::PM_HUMAN_MUMMY),
            C::Snake,
            C::Mummy,
        ),
        ids::PM_BARBARIAN => q(
            ids::PM_PELIAS,
            ids::PM_CHIEFTAIN,
            ids::PM_THOTH_AMON,
            Some(ids::PM_OGRE),
            Some(ids::PM_TROLL),
            C::Ogre,
            C::Troll,
        ),
        ids::PM_CAVEMAN | ids::PM_CAVEWOMAN => q(
            ids::PM_SHAMAN_KARNOV,
            ids::PM_NEANDERTHAL,
            ids::PM_CHROMATIC_DRAGON,
            Some(ids::PM_BUGBEAR),
            Some(ids::PM_HILL_GIANT),
            C::Humanoid,
            C::Giant,
        ),
        ids::PM_HEALER => q(
            ids::PM_HIPPOCRATES,
            ids::PM_ATTENDANT,
            ids::PM_CYCLOPS,
            Some(ids::PM_GIANT_RAT),
            Some(ids::PM_SNAKE),
            C::Rodent,
            C::Yeti,
        ),
        ids::PM_KNIGHT => q(
            ids::PM_KING_ARTHUR,
            ids::PM_PAGE,
            ids::PM_IXOTH,
            Some(ids::PM_QUASIT),
            Some(ids::PM_OCHRE_JELLY),
            C::Imp,
            C::Jelly,
        ),
        ids::PM_MONK => q(
            ids::PM_GRAND_MASTER,
            ids::PM_ABBOT,
            ids::PM_MASTER_KAEN,
            Some(ids::PM_EARTH_ELEMENTAL),
            Some(ids::PM_XORN),
            C::Elemental,
            C::Xorn,
        ),
        ids::PM_PRIEST | ids::PM_PRIESTESS => q(
            ids::PM_ARCH_PRIEST,
            ids::PM_ACOLYTE,
            ids::PM_NALZOK,
            Some(ids::PM_HUMAN_ZOMBIE),
            Some(ids::PM_WRAITH),
            C::Zombie,
            C::Wraith,
        ),
        ids::PM_RANGER => q(
            ids::PM_ORION,
            ids::PM_HUNTER,
            ids::PM_SCORPIUS,
            Some(ids::PM_FOREST_CENTAUR),
            Some(ids::PM_SCORPION),
            C::Centaur,
            C::Spider,
        ),
        ids::PM_ROGUE => q(
            ids::PM_MASTER_OF_THIEVES,
            ids::PM_THUG,
            ids::PM_MASTER_ASSASSIN,
            Some(ids::PM_LEPRECHAUN),
            Some(ids::PM_GUARDIAN_NAGA),
            C::Nymph,
            C::Naga,
        ),
        ids::PM_SAMURAI => q(
            ids::PM_LORD_SATO,
            ids::PM_ROSHI,
            ids::PM_ASHIKAGA_TAKAUJI,
            Some(ids::PM_WOLF),
            Some(ids::PM_STALKER),
            C::Dog,
            C::Elemental,
        ),
        ids::PM_TOURIST => q(
            ids::PM_TWOFLOWER,
            ids::PM_GUIDE,
            ids::PM_MASTER_OF_THIEVES,
            Some(ids::PM_GIANT_SPIDER),
            Some(ids::PM_FOREST_CENTAUR),
            C::Spider,
            C::Centaur,
        ),
        ids::PM_VALKYRIE => q(
            ids::PM_NORN,
            ids::PM_WARRIOR,
            ids::PM_LORD_SURTUR,
            Some(ids::PM_FIRE_ANT),
            Some(ids::PM_FIRE_GIANT),
            C::Ant,
            C::Giant,
        ),
        ids::PM_WIZARD => q(
            ids::PM_NEFERET_THE_GREEN,
            ids::PM_APPRENTICE,
            ids::PM_DARK_ONE,
            Some(ids::PM_VAMPIRE_BAT),
            Some(ids::PM_XORN),
            C::Bat,
            C::Wraith,
        ),
        _ => return None,
    })
}

impl MonCtx<'_> {
    /// `uncommon`: never chosen at random here (not generated, unique,
    /// genocided or extinct, or of the wrong side of Gehennom).
    pub fn uncommon(&self, pm: Pm) -> bool {
        let m = self.mk.t.mon(pm);
        if m.geno.intersects(Geno::NOGEN | Geno::UNIQ) {
            return true;
        }
        if self.mvflags(pm) & G_GONE != 0 {
            return true;
        }
        if self.mk.lvl.in_hell { m.maligntyp > 0 } else { m.geno.contains(Geno::HELL) }
    }

    /// The `mvitals[].mvflags` of a monster type.
    pub fn mvflags(&self, pm: Pm) -> u8 {
        self.mk.og.mvitals.get(pm.0 as usize).map_or(0, |v| v.mvflags)
    }

    /// `align_shift`: 0..5 extra weight for monsters matching the level's
    /// or dungeon's alignment.
    pub fn align_shift(&self, pm: Pm) -> i32 {
        let mal = self.mk.t.mon(pm).maligntyp as i32;
        let align = self.env.special_align.unwrap_or(self.env.dungeon_align);
        match align {
            AM_LAWFUL => (mal + 20) / (2 * ALIGNWEIGHT),
            AM_NEUTRAL => (20 - mal.abs()) / ALIGNWEIGHT,
            AM_CHAOTIC => (-(mal - 20)) / (2 * ALIGNWEIGHT),
            _ => 0,
        }
    }

    /// `wrong_elem_type`: the monster cannot live on this elemental plane.
    fn wrong_elem_type(&self, pm: Pm) -> bool {
        let t = self.mk.t;
        let m = t.mon(pm);
        if m.mlet == MonClass::Elemental {
            return !mdat::is_home_elemental(pm, self.env.plane);
        }
        match self.env.plane {
            Plane::Water => !mdat::is_swimmer(t, pm),
            Plane::Fire => !m.mresists.contains(oxhack_defs::flags::Mr::FIRE),
            Plane::Air => {
                let flies = mdat::is_flyer(t, pm) && m.mlet != MonClass::Trapper;
                !(flies
                    || mdat::is_floater(t, pm)
                    || mdat::amorphous(t, pm)
                    || mdat::noncorporeal(t, pm)
                    || mdat::is_whirly(t, pm))
            }
            _ => false,
        }
    }

    /// `qt_montype`: a quest enemy for the hero's role.
    fn qt_montype(&mut self) -> Option<Pm> {
        let q = quest_mons(self.mk.hero.role)?;
        let (num, sym) = if self.mk.rng.rn2(5) != 0 { (q.enemy1, q.enemy1sym) } else { (q.enemy2, q.enemy2sym) };
        if let Some(pm) = num
            && self.mk.rng.rn2(5) != 0
            && self.mvflags(pm) & G_GENOD == 0
        {
            return Some(pm);
        }
        self.mkclass(sym, Geno::empty())
    }

    /// `rndmonst`: a random monster type suited to the level's difficulty
    /// and the hero's level, or `None` when none is left.
    pub fn rndmonst(&mut self) -> Option<Pm> {
        if self.mk.lvl.in_quest
            && self.mk.rng.rn2(7) != 0
            && let Some(pm) = self.qt_montype()
        {
            return Some(pm);
        }
        let t = self.mk.t;
        let zlevel = self.mk.lvl.difficulty;
        let minmlev = zlevel / 6;
        let maxmlev = (zlevel + self.mk.hero.ulevel) / 2;
        let upper = self.mk.lvl.rogue_level;
        let elemlevel = self.mk.lvl.in_endgame && !self.mk.lvl.is_astral;
        let mut choices = Vec::with_capacity(special_pm() as usize);
        let mut total = 0;
        for i in LOW_PM..special_pm() {
            let pm = Pm(i);
            let m = t.mon(pm);
            let d = m.difficulty as i32;
            let ok = d >= minmlev
                && d <= maxmlev
                && (!upper || m.mlet.symbol().is_ascii_uppercase())
                && !(elemlevel && self.wrong_elem_type(pm))
                && !self.uncommon(pm)
                && !(self.mk.lvl.in_hell && m.geno.contains(Geno::NOHELL));
            let ct = if ok { (m.freq as i32 + self.align_shift(pm)).clamp(0, 127) } else { 0 };
            total += ct;
            choices.push(ct);
        }
        if total <= 0 {
            return None;
        }
        let mut ct = self.mk.rng.rnd(total);
        for (i, &w) in choices.iter().enumerate() {
            ct -= w;
            if ct <= 0 {
                return Some(Pm(LOW_PM + i as u16));
            }
        }
        None
    }

    /// `rndmonnum`: a level-appropriate common monster, or failing that
    /// any common monster (mkobj.c's plan B).
    pub fn rndmonnum(&mut self) -> Pm {
        match self.rndmonst() {
            Some(pm) => pm,
            None => self.mk.rndmonnum(),
        }
    }

    /// `mk_gen_ok`: may `mkclass` pick this type?
    fn mk_gen_ok(&self, pm: Pm, mvflagsmask: u8, genomask: Geno) -> bool {
        if self.mvflags(pm) & mvflagsmask != 0 {
            return false;
        }
        if self.mk.t.mon(pm).geno.intersects(genomask) {
            return false;
        }
        !mondata::is_placeholder(pm) && pm != ids::PM_MAIL_DAEMON
    }

    /// `mkclass`: a monster of class `class`, weaker ones more likely
    /// for a low-level hero; `spc` lifts the G_NOGEN/G_UNIQ exclusions.
    pub fn mkclass(&mut self, class: MonClass, spc: Geno) -> Option<Pm> {
        self.mkclass_aligned(class, spc, None)
    }

    /// `mkclass_aligned`: `mkclass` limited to monsters whose alignment
    /// has the sign of `atyp`.
    pub fn mkclass_aligned(&mut self, class: MonClass, spc: Geno, atyp: Option<i8>) -> Option<Pm> {
        let t = self.mk.t;
        let mask = (Geno::NOGEN | Geno::UNIQ) & !spc;
        let maxmlev = self.mk.lvl.difficulty >> 1;
        let sp = special_pm();
        let first = (LOW_PM..sp).find(|&i| t.mon(Pm(i)).mlet == class)?;
        let mut nums = vec![0i32; (sp + 1) as usize];
        let mut num = 0;
        let mut last = first;
        while last < sp && t.mon(Pm(last)).mlet == class {
            let pm = Pm(last);
            let m = t.mon(pm);
            let skip = atyp.is_some_and(|a| (m.maligntyp as i32).signum() != (a as i32).signum());
            if !skip && self.mk_gen_ok(pm, G_GONE, mask) {
                if num != 0
                    && m.difficulty as i32 > maxmlev
                    && m.difficulty > t.mon(Pm(last - 1)).difficulty
                    && self.mk.rng.rn2(2) != 0
                {
                    break;
                }
                let k = m.freq as i32;
                if k > 0 {
                    let over = self.adj_lev(pm) > self.mk.hero.ulevel * 2;
                    nums[last as usize] = k + 1 - over as i32;
                    num += nums[last as usize];
                }
            }
            last += 1;
        }
        if num == 0 {
            return None;
        }
        let mut num = self.mk.rng.rnd(num);
        let mut f = first;
        while f < last {
            num -= nums[f as usize];
            if num <= 0 {
                break;
            }
            f += 1;
        }
        (nums[f as usize] != 0).then_some(Pm(f))
    }

    /// `adj_lev`: a new monster's level, adjusted for the level's
    /// difficulty and the hero's experience.
    pub fn adj_lev(&self, pm: Pm) -> i32 {
        let m = self.mk.t.mon(pm);
        let mlevel = m.mlevel as i32;
        if pm == ids::PM_WIZARD_OF_YENDOR {
            let died = self.mk.og.mvitals.get(pm.0 as usize).map_or(0, |v| v.died as i32);
            return (mlevel + died).min(49);
        }
        if mlevel > 49 {
            return 50;
        }
        let mut tmp = mlevel;
        let tmp2 = self.mk.lvl.difficulty - mlevel;
        if tmp2 < 0 {
            tmp -= 1;
        } else {
            tmp += tmp2 / 5;
        }
        let tmp2 = self.mk.hero.ulevel - mlevel;
        if tmp2 > 0 {
            tmp += tmp2 / 4;
        }
        let limit = ((3 * mlevel) / 2).min(49);
        if tmp > limit { limit } else { tmp.max(0) }
    }
}
