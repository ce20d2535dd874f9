//! Making monsters (makemon.c, with `goodpos` and `enexto` from
//! teleport.c): choosing a type that suits the level, a place where it can
//! stand, its level and hit points, its attitude, its group, and its
//! starting inventory.
//!
//! Everything C reads from globals comes through [`MonCtx`]: object
//! creation's [`MkCtx`] (tables, hero, level facts, id counter, births and
//! genocides, random numbers) plus [`MonEnv`], the few further facts of the
//! game that monster creation needs. Random draws happen in NetHack 3.6.7's
//! order so the same seed makes the same monsters.
//!
//! Not modelled yet (no random draw is skipped unless said): long worms
//! get no tail segments (the segment count is still drawn, the tail's
//! placement is not), and light sources, vision, trap memory and the
//! quest leader's id are not tracked.

mod cham;
mod inv;
mod invent;
mod mdat;
mod mimic;
mod muse;
mod pos;
mod select;
mod wear;

pub use cham::NASTIES;
pub use mdat::*;
pub use pos::*;
pub use select::{QuestMons, quest_mons};
pub use wear::m_dowear_slots;

use crate::objects::mkobj::{G_EXTINCT, G_GENOD, G_GONE, MkCtx};
use crate::world::level::{Coord, DLevel, Level, isok};
use crate::world::monst::{EGd, EMin, EPri, EShk, MExtra, Monst};
use oxhack_defs::flags::{Geno, M3};
use oxhack_defs::{Align, MonClass, Pm, Sound};
use oxhack_tables as ids;
use serde::{Deserialize, Serialize};

bitflags::bitflags! {
    /// `makemon` flags (hack.h), with NetHack's names and values.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
    pub struct MmFlags: u32 {
        /// No starting inventory.
        const NO_MINVENT = 0x00001;
        /// Don't set the waiting strategies.
        const MM_NOWAIT = 0x00002;
        /// Don't count the birth (revival).
        const MM_NOCOUNTBIRTH = 0x00004;
        /// Water is acceptable ground when positioning.
        const MM_IGNOREWATER = 0x00008;
        /// Move to an adjacent spot if the one asked for is taken.
        const MM_ADJACENTOK = 0x00010;
        /// Created hostile.
        const MM_ANGRY = 0x00020;
        /// Not christened (ghosts).
        const MM_NONAME = 0x00040;
        /// Vault guard, priest, shopkeeper, minion and pet records.
        const MM_EGD = 0x00100;
        const MM_EPRI = 0x00200;
        const MM_ESHK = 0x00400;
        const MM_EMIN = 0x00800;
        const MM_EDOG = 0x01000;
        /// Created asleep.
        const MM_ASLEEP = 0x02000;
        /// No group around it.
        const MM_NOGRP = 0x04000;
        /// `enexto` may return the centre itself (`GP_ALLOW_XY`).
        const GP_ALLOW_XY = 0x08000;
    }
}

/// No flags (`NO_MM_FLAGS`).
pub const NO_MM_FLAGS: MmFlags = MmFlags::empty();

/// `mstrategy` bits makemon sets.
pub const STRAT_APPEARMSG: u32 = 0x8000_0000;
pub const STRAT_WAITFORU: u32 = 0x2000_0000;
pub const STRAT_CLOSE: u32 = 0x1000_0000;

/// Born counts past which a species goes extinct (`MAXMONNO`).
pub const MAXMONNO: u8 = 120;

/// The elemental plane being built, if any (`Is_airlevel` and friends).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Plane {
    #[default]
    None,
    Earth,
    Air,
    Fire,
    Water,
}

/// What monster creation reads and changes of the game beyond object
/// creation's view: the hero's standing and position, the level's and
/// dungeon's alignment, and a few game-wide counters.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MonEnv {
    /// Where the hero stands (`u.ux`, `u.uy`); no monster is made there.
    /// While NetHack builds a new level this still holds the hero's spot
    /// on the level being left (zero, off the map, at the start of the
    /// game), which can turn a random spot down: set it likewise for the
    /// same levels from the same seed.
    pub hero_pos: Option<Coord>,
    /// `u.ualign.record` (see [`MonEnv::new`] for the starting value).
    pub ualign_record: i32,
    /// The hero carries the Amulet (`u.uhave.amulet`).
    pub uhave_amulet: bool,
    /// The hero sees invisible (`See_invisible`).
    pub see_invisible: bool,
    /// The hero wields Excalibur (demon princes are then hostile).
    pub wielding_excalibur: bool,
    /// `Protection_from_shape_changers`.
    pub prot_from_shape_changers: bool,
    /// Game start time (`ubirthday`): picks shopkeeper names and anthole
    /// species.
    pub ubirthday: i64,
    /// The hero's name (`plname`), for ghosts.
    pub plname: String,
    /// The special level's alignment (`AM_*`) when this level is special
    /// (`Is_special(&u.uz)->flags.align`).
    pub special_align: Option<u8>,
    /// The dungeon's alignment (`dungeons[u.uz.dnum].flags.align`, `AM_*`).
    pub dungeon_align: u8,
    pub plane: Plane,
    /// The level is a town (Minetown's `flags.town`).
    pub town: bool,
    /// This is Moloch's Sanctum (`Is_sanctum`).
    pub sanctum: bool,
    /// `ledger_no(&u.uz)`.
    pub ledger_no: i32,
    /// Gender chosen for the quest leader and nemesis (`quest_status`).
    pub ldrgend: bool,
    pub nemgend: bool,
    /// Wizards of Yendor in play (`context.no_of_wizards`).
    pub no_of_wizards: i32,
    /// A novel has been stocked in a bookstore (`context.tribute`).
    pub tribute_bookstock: bool,
}

impl MonEnv {
    /// The facts at the start of a game for `hero`: the role's initial
    /// alignment record, nothing else known yet.
    pub fn new(hero: &crate::world::hero::Hero) -> MonEnv {
        MonEnv { ualign_record: initrecord(hero.role), ..Default::default() }
    }
}

/// A role's starting alignment record (`urole.initrecord`).
pub fn initrecord(role: Pm) -> i32 {
    match role {
        ids::PM_ARCHEOLOGIST
        | ids::PM_BARBARIAN
        | ids::PM_HEALER
        | ids::PM_KNIGHT
        | ids::PM_MONK
        | ids::PM_ROGUE
        | ids::PM_RANGER
        | ids::PM_SAMURAI => 10,
        _ => 0,
    }
}

/// Everything monster creation reads and changes, borrowed for a while.
pub struct MonCtx<'a> {
    pub mk: MkCtx<'a>,
    pub env: &'a mut MonEnv,
}

/// `makemon` as a free function: see [`MonCtx::makemon`].
pub fn makemon(ctx: &mut MonCtx, lev: &mut Level, pm: Option<Pm>, x: i32, y: i32, flags: MmFlags) -> Option<usize> {
    ctx.makemon(lev, pm, x, y, flags)
}

/// Alignment as NetHack's signed number (`A_CHAOTIC` -1 .. `A_LAWFUL` 1,
/// `A_NONE` -128).
pub fn align_value(a: Align) -> i32 {
    a.value() as i32
}

impl MonCtx<'_> {
    /// `propagate`: counts a birth; returns whether the species may still
    /// be made. Uniques go extinct once made, others after their limit.
    pub fn propagate(&mut self, pm: Pm, tally: bool, ghostly: bool) -> bool {
        let lim = match pm {
            ids::PM_NAZGUL => 9,
            ids::PM_ERINYS => 3,
            _ => MAXMONNO,
        };
        let geno = self.mk.t.mon(pm).geno;
        let Some(v) = self.mk.og.mvitals.get_mut(pm.0 as usize) else {
            return false;
        };
        let gone = v.mvflags & G_GONE != 0;
        let result = v.born < lim && !gone;
        if geno.contains(Geno::UNIQ) && pm != ids::PM_HIGH_PRIEST {
            v.mvflags |= G_EXTINCT;
        }
        if v.born < 255 && tally && (!ghostly || result) {
            v.born += 1;
        }
        if v.born >= lim && !geno.contains(Geno::NOGEN) && v.mvflags & G_EXTINCT == 0 {
            v.mvflags |= G_EXTINCT;
        }
        result
    }

    /// `golemhp`: golems' fixed hit points.
    pub fn golemhp(pm: Pm) -> i32 {
        match pm {
            ids::PM_STRAW_GOLEM | ids::PM_PAPER_GOLEM => 20,
            ids::PM_ROPE_GOLEM => 30,
            ids::PM_LEATHER_GOLEM | ids::PM_GOLD_GOLEM | ids::PM_FLESH_GOLEM => 40,
            ids::PM_WOOD_GOLEM | ids::PM_CLAY_GOLEM => 50,
            ids::PM_STONE_GOLEM | ids::PM_GLASS_GOLEM => 60,
            ids::PM_IRON_GOLEM => 80,
            _ => 0,
        }
    }

    /// `newmonhp`: level and hit points of a new monster of type `pm`.
    pub fn newmonhp(&mut self, mon: &mut Monst, pm: Pm) {
        let t = self.mk.t;
        let m = t.mon(pm);
        let mut lev = self.adj_lev(pm);
        let hp;
        if is_golem(t, pm) {
            hp = Self::golemhp(pm);
        } else if crate::world::mondata::is_rider(pm) {
            hp = self.mk.rng.d(10, 8);
        } else if m.mlevel > 49 {
            hp = 2 * (m.mlevel as i32 - 6);
            lev = hp / 4;
        } else if m.mlet == MonClass::Dragon && pm.0 >= ids::PM_GRAY_DRAGON.0 {
            hp = if self.mk.lvl.in_endgame { 8 * lev } else { 4 * lev + self.mk.rng.d(lev, 4) };
        } else if lev == 0 {
            hp = self.mk.rng.rnd(4);
        } else {
            let h = self.mk.rng.d(lev, 8);
            hp = if is_home_elemental(pm, self.env.plane) { h * 3 } else { h };
        }
        mon.m_lev = lev.clamp(0, 255) as u8;
        mon.mhp = hp;
        mon.mhpmax = hp;
    }

    /// `race_peaceful`: the hero's race loves this monster's race.
    fn race_peaceful(&self, pm: Pm) -> bool {
        use oxhack_defs::flags::M2;
        let love = match self.mk.hero.race {
            ids::PM_ELF => M2::ELF,
            ids::PM_DWARF | ids::PM_GNOME => M2::DWARF | M2::GNOME,
            _ => M2::empty(),
        };
        self.mk.t.mon(pm).mflags2.intersects(love)
    }

    /// `peace_minded`: will a new monster of type `pm` be peaceful?
    pub fn peace_minded(&mut self, pm: Pm) -> bool {
        let t = self.mk.t;
        let m = t.mon(pm);
        let mal = m.maligntyp as i32;
        let ual = align_value(self.mk.hero.align);
        if always_peaceful(t, pm) {
            return true;
        }
        if always_hostile(t, pm) {
            return false;
        }
        if m.msound == Sound::Leader || m.msound == Sound::Guardian {
            return true;
        }
        if m.msound == Sound::Nemesis {
            return false;
        }
        if self.race_peaceful(pm) {
            return true;
        }
        if self.mk.hero.race_hostile(t, pm) {
            return false;
        }
        if mal.signum() != ual.signum() {
            return false;
        }
        if mal < 0 && self.env.uhave_amulet {
            return false;
        }
        if is_minion(t, pm) {
            return self.env.ualign_record >= 0;
        }
        let rec = self.env.ualign_record.max(-15);
        self.mk.rng.rn2(16 + rec) != 0 && self.mk.rng.rn2(2 + mal.abs()) != 0
    }

    /// `set_malign`: what killing this monster does to the hero's
    /// alignment record.
    pub fn set_malign(&self, mon: &mut Monst) {
        let t = self.mk.t;
        let pm = mon.mnum;
        let mut mal = t.mon(pm).maligntyp as i32;
        let special = match &mon.mextra {
            Some(MExtra::Priest(p)) => Some(p.shralign as i32),
            Some(MExtra::Minion(e)) => Some(e.min_align as i32),
            _ => None,
        };
        if let Some(a) = special {
            mal = a;
            if mal != align_value(Align::None) {
                mal *= 5;
            }
        }
        let coaligned = mal.signum() == align_value(self.mk.hero.align).signum();
        let absmal = mal.abs();
        mon.malign = if t.mon(pm).msound == Sound::Leader {
            -20
        } else if mal == align_value(Align::None) {
            if mon.mpeaceful { 0 } else { 20 }
        } else if always_peaceful(t, pm) {
            if mon.mpeaceful { -3 * absmal.max(5) } else { 3 * absmal.max(5) }
        } else if always_hostile(t, pm) {
            if coaligned { 0 } else { absmal.max(5) }
        } else if coaligned {
            if mon.mpeaceful { -3 * absmal.max(3) } else { absmal.max(3) }
        } else {
            absmal
        };
    }

    /// `m_initgrp`: up to `n` more of the same kind around (x, y), fewer
    /// for a low-level hero; peaceful ones are left out.
    pub fn m_initgrp(&mut self, lev: &mut Level, pm: Pm, x: i32, y: i32, n: i32, flags: MmFlags) {
        let mut cnt = self.mk.rng.rnd(n);
        let ulevel = self.mk.hero.ulevel;
        cnt /= if ulevel < 3 {
            4
        } else if ulevel < 5 {
            2
        } else {
            1
        };
        if cnt == 0 {
            cnt = 1;
        }
        let mut mm = Coord::new(x, y);
        while cnt > 0 {
            cnt -= 1;
            if self.peace_minded(pm) {
                continue;
            }
            if let Some(c) = self.enexto(lev, mm.x, mm.y, Some(pm)) {
                mm = c;
                if let Some(i) = self.makemon(lev, Some(pm), mm.x, mm.y, flags | MmFlags::MM_NOGRP) {
                    let m = &mut lev.monsters[i];
                    m.mpeaceful = false;
                    self.set_malign(m);
                }
            }
        }
    }

    /// `m_initsgrp`: a small group (up to 3 more).
    pub fn m_initsgrp(&mut self, lev: &mut Level, pm: Pm, x: i32, y: i32, flags: MmFlags) {
        self.m_initgrp(lev, pm, x, y, 3, flags);
    }

    /// `m_initlgrp`: a large group (up to 10 more).
    pub fn m_initlgrp(&mut self, lev: &mut Level, pm: Pm, x: i32, y: i32, flags: MmFlags) {
        self.m_initgrp(lev, pm, x, y, 10, flags);
    }

    /// `makemon`: creates a monster of type `pm` (a random one suited to
    /// the level for `None`) at (x, y) (anywhere suitable for (0, 0); an
    /// explicit kind and spot is taken as given, as in NetHack),
    /// with its group and inventory. Returns its index in
    /// `lev.monsters`, or `None` when it could not be made.
    pub fn makemon(&mut self, lev: &mut Level, pm: Option<Pm>, x: i32, y: i32, flags: MmFlags) -> Option<usize> {
        let t = self.mk.t;
        let anymon = pm.is_none();
        let in_mklev = self.mk.lvl.in_mklev;
        let byyou = self.env.hero_pos == Some(Coord::new(x, y));
        let mut allow_minvent = !flags.contains(MmFlags::NO_MINVENT);
        let countbirth = !flags.contains(MmFlags::MM_NOCOUNTBIRTH);
        let gpflags = flags & MmFlags::MM_IGNOREWATER;
        let (mut x, mut y) = (x, y);

        if x == 0 && y == 0 {
            let c = self.makemon_rnd_goodpos(lev, pm, gpflags)?;
            (x, y) = (c.x, c.y);
        } else if byyou && !in_mklev {
            let c = self.enexto_core(lev, x, y, pm, gpflags)?;
            (x, y) = (c.x, c.y);
        }
        if !isok(x, y) {
            return None;
        }
        if lev.monster_at(x, y).is_some() {
            if !flags.contains(MmFlags::MM_ADJACENTOK) {
                return None;
            }
            let c = self.enexto_core(lev, x, y, pm, gpflags)?;
            (x, y) = (c.x, c.y);
        }
        let pm = match pm {
            Some(p) => {
                if (p.0 as usize) >= t.monsters.len() || self.mvflags(p) & G_GENOD != 0 {
                    return None;
                }
                p
            }
            None => {
                let mut tryct = 0;
                loop {
                    let p = self.rndmonst()?;
                    tryct += 1;
                    let retry = tryct <= 50
                        && ((tryct == 1 && throws_rocks(t, p) && self.mk.lvl.in_sokoban)
                            || !self.goodpos(lev, x, y, Some(p), gpflags));
                    if !retry {
                        break p;
                    }
                }
            }
        };
        self.propagate(pm, countbirth, false);
        let m = t.mon(pm);
        let mut mon = Monst::new(self.mk.og.next_ident(), pm, x, y);
        if flags.contains(MmFlags::MM_ASLEEP) {
            mon.msleeping = true;
        }
        self.newmonhp(&mut mon, pm);
        let quest = quest_mons(self.mk.hero.role);
        mon.female = if is_female(t, pm) {
            true
        } else if is_male(t, pm) {
            false
        } else if m.msound == Sound::Leader && quest.is_some_and(|q| q.leader == pm) {
            self.env.ldrgend
        } else if m.msound == Sound::Nemesis && quest.is_some_and(|q| q.nemesis == pm) {
            self.env.nemgend
        } else {
            self.mk.rng.rn2(2) != 0
        };
        mon.mcansee = true;
        mon.mcanmove = true;
        mon.mpeaceful = if flags.contains(MmFlags::MM_ANGRY) { false } else { self.peace_minded(pm) };
        lev.monsters.push(mon);
        let idx = lev.monsters.len() - 1;

        match m.mlet {
            MonClass::Mimic => self.set_mimic_sym(lev, idx),
            MonClass::Spider | MonClass::Snake => {
                if in_mklev && x != 0 && y != 0 {
                    let o = self.mk.mkobj(oxhack_defs::OClass::Random, true);
                    lev.place_object(o, x, y);
                }
                hideunder(t, lev, idx, self.env.plane);
            }
            MonClass::Light | MonClass::Elemental if pm == ids::PM_STALKER || pm == ids::PM_BLACK_LIGHT => {
                lev.monsters[idx].perminvis = true;
                lev.monsters[idx].minvis = true;
            }
            MonClass::Eel => hideunder(t, lev, idx, self.env.plane),
            MonClass::Leprechaun => lev.monsters[idx].msleeping = true,
            MonClass::Jabberwock | MonClass::Nymph if self.mk.rng.rn2(5) != 0 && !self.env.uhave_amulet => {
                lev.monsters[idx].msleeping = true;
            }
            MonClass::Orc if self.mk.hero.race == ids::PM_ELF => lev.monsters[idx].mpeaceful = false,
            MonClass::Unicorn
                if is_unicorn(t, pm) && align_value(self.mk.hero.align).signum() == (m.maligntyp as i32).signum() =>
            {
                lev.monsters[idx].mpeaceful = true;
            }
            MonClass::Bat if self.mk.lvl.in_hell && is_bat(pm) => {
                let b = &mut lev.monsters[idx];
                b.permspeed = 2;
                b.mspeed = 2;
            }
            _ => {}
        }

        let mut mitem = None;
        if pm == ids::PM_VLAD_THE_IMPALER {
            mitem = Some(ids::CANDELABRUM_OF_INVOCATION);
        }
        if !self.env.prot_from_shape_changers && pm_to_cham(t, pm).is_some() {
            lev.monsters[idx].cham = Some(pm);
            // Vlad keeps his own shape to carry the Candelabrum.
            if pm != ids::PM_VLAD_THE_IMPALER && self.newcham(lev, idx, None) {
                allow_minvent = false;
            }
        } else if pm == ids::PM_WIZARD_OF_YENDOR {
            lev.monsters[idx].iswiz = true;
            self.env.no_of_wizards += 1;
            if self.env.no_of_wizards == 1 && self.env.plane == Plane::Earth {
                mitem = Some(ids::SPE_DIG);
            }
        } else if pm == ids::PM_GHOST && !flags.contains(MmFlags::MM_NONAME) {
            lev.monsters[idx].mname = Some(self.rndghostname());
        } else if pm == ids::PM_CROESUS {
            mitem = Some(ids::TWO_HANDED_SWORD);
        } else if m.msound == Sound::Nemesis || quest_mons(self.mk.hero.role).is_some_and(|q| q.nemesis == pm) {
            // `role_init` makes the role's nemesis a nemesis whatever the
            // table says (the Tourist's is the Rogue's leader).
            mitem = Some(ids::BELL_OF_OPENING);
        } else if pm == ids::PM_PESTILENCE {
            mitem = Some(ids::POT_SICKNESS);
        }
        if let Some(item) = mitem
            && allow_minvent
        {
            self.mongets(&mut lev.monsters[idx], item);
        }

        if in_mklev
            && (is_ndemon(t, pm) || pm == ids::PM_WUMPUS || pm == ids::PM_LONG_WORM || pm == ids::PM_GIANT_EEL)
            && !self.env.uhave_amulet
            && self.mk.rng.rn2(5) != 0
        {
            lev.monsters[idx].msleeping = true;
        }
        if is_dprince(t, pm) && m.msound == Sound::Bribe {
            let d = &mut lev.monsters[idx];
            d.mpeaceful = true;
            d.minvis = true;
            d.perminvis = true;
            if self.env.wielding_excalibur {
                d.mpeaceful = false;
                d.mtame = 0;
            }
        }
        if pm == ids::PM_LONG_WORM {
            // initworm's segment count; tails are not modelled.
            self.mk.rng.rn2(5);
        }
        let priestly = pm == ids::PM_ALIGNED_PRIEST || pm == ids::PM_HIGH_PRIEST;
        let roamer = if priestly {
            !flags.intersects(MmFlags::MM_EPRI | MmFlags::MM_EMIN)
        } else {
            pm == ids::PM_ANGEL && !flags.contains(MmFlags::MM_EMIN) && self.mk.rng.rn2(3) == 0
        };
        if roamer {
            let min_align = (self.mk.rng.rn2(3) - 1) as i8;
            let renegade = flags.contains(MmFlags::MM_ANGRY) || self.mk.rng.rn2(3) == 0;
            let d = &mut lev.monsters[idx];
            d.mpeaceful = if min_align as i32 == align_value(self.mk.hero.align) { !renegade } else { renegade };
            d.mextra = Some(MExtra::Minion(EMin { min_align, renegade }));
        }
        self.set_malign(&mut lev.monsters[idx]);
        if anymon && !flags.contains(MmFlags::MM_NOGRP) {
            let (mx, my) = (lev.monsters[idx].mx, lev.monsters[idx].my);
            if m.geno.contains(Geno::SGROUP) && self.mk.rng.rn2(2) != 0 {
                self.m_initsgrp(lev, pm, mx, my, flags);
            } else if m.geno.contains(Geno::LGROUP) {
                if self.mk.rng.rn2(3) != 0 {
                    self.m_initlgrp(lev, pm, mx, my, flags);
                } else {
                    self.m_initsgrp(lev, pm, mx, my, flags);
                }
            }
        }

        if allow_minvent {
            let lit = lev.at(x, y).lit;
            let noteleport = lev.flags.noteleport;
            let mon = &mut lev.monsters[idx];
            if !self.treasure_minvent(mon) {
                if is_armed(t, pm) {
                    self.m_initweap(mon);
                }
                self.m_initinv(mon, lit, noteleport);
            }
            self.m_dowear(mon, true);
            if self.mk.rng.rn2(100) == 0 && is_domestic(t, pm) && can_saddle(t, pm) {
                self.put_saddle_on(mon);
            }
        }
        let d = &mut lev.monsters[idx];
        if !m.mflags3.is_empty() && !flags.contains(MmFlags::MM_NOWAIT) {
            if m.mflags3.contains(M3::WAITFORU) {
                d.mstrategy |= STRAT_WAITFORU;
            }
            if m.mflags3.contains(M3::CLOSE) {
                d.mstrategy |= STRAT_CLOSE;
            }
            if m.mflags3.intersects(M3::WAITFORU | M3::CLOSE | M3::WANTSALL) {
                d.mstrategy |= STRAT_APPEARMSG;
            }
        }
        // The special records NetHack allocates on request; their owners
        // (shkinit, priestini, the vault code) fill them in.
        if d.mextra.is_none() {
            let uz = self.mk.lvl.uz;
            d.mextra = if flags.contains(MmFlags::MM_ESHK) {
                Some(MExtra::Shk(Box::new(EShk {
                    shoproom: 0,
                    shk: Coord::new(x, y),
                    shd: Coord::default(),
                    shoplevel: uz,
                    ..EShk::default()
                })))
            } else if flags.contains(MmFlags::MM_EPRI) {
                Some(MExtra::Priest(Box::new(EPri {
                    shralign: 0,
                    shroom: 0,
                    shrpos: Coord::default(),
                    shrlevel: uz,
                    intone_time: 0,
                    enter_time: 0,
                    hostile_time: 0,
                    peaceful_time: 0,
                })))
            } else if flags.contains(MmFlags::MM_EGD) {
                Some(MExtra::Guard(EGd::new(0, DLevel::default())))
            } else if flags.contains(MmFlags::MM_EMIN) {
                Some(MExtra::Minion(EMin { min_align: 0, renegade: false }))
            } else {
                None
            };
        }
        Some(idx)
    }

    /// `rndghostname`: a ghost's name, one time in 7 the hero's own.
    fn rndghostname(&mut self) -> String {
        const GHOSTNAMES: [&str; 33] = [
            "Adri",
            "Andries",
            "Andreas",
            "Bert",
            "David",
            "Dirk",
            "Emile",
            "Frans",
            "Fred",
            "Greg",
            "Hether",
            "Jay",
            "John",
            "Jon",
            "Karnov",
            "Kay",
            "Kenny",
            "Kevin",
            "Maud",
            "Michiel",
            "Mike",
            "Peter",
            "Robert",
            "Ron",
            "Tom",
            "Wilmar",
            "Nick Danger",
            "Phoenix",
            "Jiro",
            "Mizue",
            "Stephan",
            "Lance Braccus",
            "Shadowhawk",
        ];
        if self.mk.rng.rn2(7) != 0 {
            GHOSTNAMES[self.mk.rng.rn2(GHOSTNAMES.len() as i32) as usize].to_string()
        } else {
            self.env.plname.clone()
        }
    }
}

#[cfg(test)]
mod tests;
#[cfg(test)]
pub(crate) mod testutil;
