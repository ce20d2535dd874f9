//! muse.c's defensive items: `find_defensive` and `use_defensive`. A
//! hurt monster (below a fifth of its hit points for a low-level hero)
//! flees by the stairs, ladders or a trap door next to it, calls its
//! fellow soldiers with a bugle, or uses an item: potions of healing,
//! a scroll or wand of teleportation, a wand or scroll of create monster.
//! A confused, stunned or blind one cures itself with a unicorn horn.
//!
//! Gaps: no lizard corpses or teleport traps; a monster
//! leaving by stairs or trap door arrives only on a level already made
//! (otherwise it is gone); a cursed or confused teleport scroll
//! teleports on the level rather than to another level.

use super::{Muse, Used};
use crate::game::Game;
use crate::world::level::{Coord, DLevel, ttyp};
use oxhack_tables::{ids, tables};

/// The escapes (`MUSE_SCR_TELEPORTATION` ...).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Defense {
    UnicornHorn,
    Bugle,
    ScrTeleportation,
    WanTeleportationSelf,
    PotHealing,
    PotExtraHealing,
    PotFullHealing,
    WanCreateMonster,
    ScrCreateMonster,
    WanDigging,
    /// A trap door or hole at the given spot.
    Trapdoor(Coord),
    /// A teleportation trap at the given spot (`MUSE_TELEPORT_TRAP`).
    TeleportTrap(Coord),
    Upstairs,
    Downstairs,
    UpLadder,
    DownLadder,
    /// The branch stairs.
    Sstairs,
}

impl Game {
    /// `m_use_healing`: the best healing potion monster `i` carries.
    fn m_use_healing(&self, i: usize) -> Option<Muse<Defense>> {
        let m = self.lev.monsters.get(i)?;
        for (otyp, kind) in [
            (ids::POT_FULL_HEALING, Defense::PotFullHealing),
            (ids::POT_EXTRA_HEALING, Defense::PotExtraHealing),
            (ids::POT_HEALING, Defense::PotHealing),
        ] {
            if let Some(k) = m.minvent.iter().position(|o| o.otyp == otyp) {
                return Some(Muse { kind, obj: Some(k) });
            }
        }
        None
    }

    /// `find_defensive`: how monster `i` would save itself now.
    pub fn find_defensive(&mut self, i: usize) -> Option<Muse<Defense>> {
        let t = tables();
        use crate::monsters::makemon::{is_animal, is_floater, is_mercenary, is_unicorn, mindless, nohands};
        let m = self.lev.monsters.get(i)?;
        let pm = m.mnum;
        let (x, y) = (m.mx, m.my);
        let stuck = self.u.ustuck == Some(m.m_id);
        let immobile = t.mon(pm).mmove == 0;
        if is_animal(t, pm) || mindless(t, pm) {
            return None;
        }
        if (x - m.mux).pow(2) + (y - m.muy).pow(2) > 25 {
            return None;
        }
        if m.mconf || m.mstun || !m.mcansee {
            let horn = if !is_unicorn(t, pm) && !nohands(t, pm) {
                m.minvent.iter().position(|o| o.otyp == ids::UNICORN_HORN && !o.cursed)
            } else {
                None
            };
            if horn.is_some() || is_unicorn(t, pm) {
                return Some(Muse { kind: Defense::UnicornHorn, obj: horn });
            }
        }
        if !m.mcansee
            && !nohands(t, pm)
            && pm != ids::PM_PESTILENCE
            && let Some(h) = self.m_use_healing(i)
        {
            return Some(h);
        }
        let fraction = if self.u.hero.ulevel < 10 {
            5
        } else if self.u.hero.ulevel < 14 {
            4
        } else {
            3
        };
        if m.mhp >= m.mhpmax || (m.mhp >= 10 && m.mhp * fraction >= m.mhpmax) {
            return None;
        }
        if m.mpeaceful {
            return if nohands(t, pm) { None } else { self.m_use_healing(i) };
        }
        let mut found: Option<Defense> = None;
        if !stuck && !immobile {
            let lev = &self.lev;
            let at = |s: Option<crate::world::level::Stairway>| s.is_some_and(|s| (s.x, s.y) == (x, y));
            if at(lev.dnstair) {
                if !is_floater(t, pm) {
                    found = Some(Defense::Downstairs);
                }
            } else if at(lev.upstair) {
                found = Some(Defense::Upstairs);
            } else if at(lev.upladder) {
                found = Some(Defense::UpLadder);
            } else if at(lev.dnladder) {
                if !is_floater(t, pm) {
                    found = Some(Defense::DownLadder);
                }
            } else if at(lev.sstairs) {
                if lev.sstairs.is_some_and(|s| s.up) || !is_floater(t, pm) {
                    found = Some(Defense::Sstairs);
                }
            } else {
                // Trap doors and holes win over teleportation traps.
                let can_drop = !is_floater(t, pm) && !m.isshk() && !m.isgd() && !m.ispriest() && self.can_fall_thru();
                let spots = std::iter::once((x, y))
                    .chain((-1..=1).flat_map(|dx| (-1..=1).map(move |dy| (x + dx, y + dy))).filter(|&p| p != (x, y)));
                for (xx, yy) in spots {
                    if !crate::world::level::isok(xx, yy)
                        || (xx, yy) == (self.u.ux, self.u.uy)
                        || ((xx, yy) != (x, y) && lev.monster_at(xx, yy).is_some())
                    {
                        continue;
                    }
                    let Some(tr) = lev.t_at(xx, yy) else { continue };
                    if self.onscary(xx, yy, m) {
                        continue;
                    }
                    if ttyp::is_hole(tr.ttyp) && can_drop {
                        found = Some(Defense::Trapdoor(Coord::new(xx, yy)));
                        break;
                    } else if tr.ttyp == ttyp::TELEP_TRAP {
                        found = Some(Defense::TeleportTrap(Coord::new(xx, yy)));
                    }
                }
            }
        }
        if nohands(t, pm) {
            return found.map(|kind| Muse { kind, obj: None });
        }
        if is_mercenary(t, pm)
            && let Some(k) = m.minvent.iter().position(|o| o.otyp == ids::BUGLE)
        {
            let sleeper = self.lev.monsters.iter().any(|o| {
                (o.mx - x).abs() <= 3
                    && (o.my - y).abs() <= 3
                    && (o.mx, o.my) != (x, y)
                    && is_mercenary(t, o.mnum)
                    && o.mnum != ids::PM_GUARD
                    && (o.msleeping || !o.mcanmove)
            });
            if sleeper {
                return Some(Muse { kind: Defense::Bugle, obj: Some(k) });
            }
        }
        if let Some(kind) = found {
            return Some(Muse { kind, obj: None });
        }
        // Digging down: not stuck, not on a trap that would be ruined
        // (pits, webs and bear traps are fine), not a shopkeeper, guard
        // or priest, on diggable floor with a level below.
        let trap_here = self
            .lev
            .t_at(x, y)
            .is_some_and(|tr| !matches!(tr.ttyp, ttyp::PIT | ttyp::SPIKED_PIT | ttyp::WEB | ttyp::BEAR_TRAP));
        let typ = self.lev.typ(x, y);
        let can_dig_here = !stuck
            && !trap_here
            && !m.isshk()
            && !m.isgd()
            && !m.ispriest()
            && !self.lev.flags.sokoban_rules
            && !self.lev.flags.hardfloor
            && self.u.uz.dnum >= 0
            && self.can_fall_thru()
            && self.lev.at(x, y).wall_info() & crate::world::level::W_NONDIGGABLE == 0
            && !crate::world::level::is_pool(typ)
            && typ != oxhack_vm::terrain::LAVAPOOL
            && typ != oxhack_vm::terrain::ICE;
        let mut best: Option<Muse<Defense>> = None;
        for (k, o) in m.minvent.iter().enumerate() {
            // Not always the same pick once something is found.
            if best.is_some() && self.rng.rn2(3) == 0 {
                break;
            }
            // A wand of digging, once chosen, is kept.
            if best.is_some_and(|b| b.kind == Defense::WanDigging) {
                break;
            }
            let kind = match o.otyp {
                ids::WAN_DIGGING if o.spe > 0 && can_dig_here && !is_floater(t, pm) => Defense::WanDigging,
                ids::WAN_TELEPORTATION if o.spe > 0 => Defense::WanTeleportationSelf,
                ids::SCR_TELEPORTATION
                    if m.mcansee
                        && super::haseyes(t, pm)
                        && (!o.cursed || (!m.isshk() && !m.isgd() && !m.ispriest())) =>
                {
                    Defense::ScrTeleportation
                }
                ids::POT_FULL_HEALING if pm != ids::PM_PESTILENCE => Defense::PotFullHealing,
                ids::POT_SICKNESS if pm == ids::PM_PESTILENCE => Defense::PotFullHealing,
                ids::POT_EXTRA_HEALING if pm != ids::PM_PESTILENCE => Defense::PotExtraHealing,
                ids::WAN_CREATE_MONSTER if o.spe > 0 => Defense::WanCreateMonster,
                ids::POT_HEALING if pm != ids::PM_PESTILENCE => Defense::PotHealing,
                ids::SCR_CREATE_MONSTER => Defense::ScrCreateMonster,
                _ => continue,
            };
            if best.is_some_and(|b| b.kind == kind) {
                continue;
            }
            best = Some(Muse { kind, obj: Some(k) });
        }
        best
    }

    /// `use_defensive`: monster `i` saves itself as `find_defensive` chose.
    pub fn use_defensive(&mut self, i: usize, d: Muse<Defense>) -> Used {
        let Some(m) = self.lev.monsters.get(i) else { return Used::Nothing };
        if d.obj.is_some_and(|k| k >= m.minvent.len()) {
            return Used::Nothing;
        }
        let (mx, my) = (m.mx, m.my);
        let vis = self.vis.cansee(mx, my);
        let vismon = self.canseemon_i(i);
        let oseen = d.obj.is_some() && vismon;
        let fleetim = if !m.mflee { 33 - 30 * m.mhp / m.mhpmax.max(1) } else { 0 };
        let iswiz = m.iswiz;
        let m_flee = |g: &mut Game| {
            if fleetim > 0 && !iswiz {
                g.monflee(i, fleetim, false, false);
            }
        };
        let name = self.monnam_cap(i);
        match d.kind {
            Defense::UnicornHorn => {
                if vismon {
                    if d.obj.is_some() {
                        self.pline(format!("{name} uses a unicorn horn!"));
                    } else {
                        let n = self.mon_nam(i);
                        self.pline(format!("The tip of {n}'s horn glows!"));
                    }
                }
                let m = &mut self.lev.monsters[i];
                if !m.mcansee {
                    self.mcureblindness(i, vismon);
                } else if m.mconf || m.mstun {
                    m.mconf = false;
                    m.mstun = false;
                    if vismon {
                        self.pline(format!("{name} seems steadier now."));
                    }
                }
                Used::Acted
            }
            Defense::Bugle => {
                if vismon {
                    let what = self.doname(&self.lev.monsters[i].minvent[d.obj.unwrap_or(0)]);
                    self.pline(format!("{name} plays {what}!"));
                } else {
                    self.you_hear("a bugle playing reveille!");
                }
                self.awaken_soldiers(i);
                Used::Acted
            }
            Defense::WanTeleportationSelf => {
                let m = &self.lev.monsters[i];
                if (m.isshk() && self.inhishop_m(i)) || m.isgd() || m.ispriest() {
                    return Used::Acted;
                }
                m_flee(self);
                let Some(k) = d.obj else { return Used::Nothing };
                self.mzapwand(i, k, true);
                self.mon_tele(i, Some(ids::WAN_TELEPORTATION), vismon, oseen);
                Used::Acted
            }
            Defense::ScrTeleportation => {
                let m = &self.lev.monsters[i];
                if m.isshk() || m.isgd() || m.ispriest() {
                    return Used::Acted;
                }
                m_flee(self);
                let Some(k) = d.obj else { return Used::Nothing };
                self.mreadmsg(i, k);
                self.m_useup(i, k);
                self.mon_tele(i, Some(ids::SCR_TELEPORTATION), vismon, oseen);
                Used::Acted
            }
            Defense::PotHealing | Defense::PotExtraHealing | Defense::PotFullHealing => {
                let Some(k) = d.obj else { return Used::Nothing };
                self.mquaffmsg(i, k);
                let o = self.lev.monsters[i].minvent[k].clone();
                let bc = o.bcsign();
                let (heal, msg) = match d.kind {
                    Defense::PotHealing => (self.rng.d(6 + 2 * bc, 4), "looks better"),
                    Defense::PotExtraHealing => (self.rng.d(6 + 2 * bc, 8), "looks much better"),
                    _ => (0, "looks completely healed"),
                };
                let m = &mut self.lev.monsters[i];
                match d.kind {
                    Defense::PotHealing => {
                        m.mhp += heal;
                        if m.mhp > m.mhpmax {
                            m.mhpmax += 1;
                            m.mhp = m.mhpmax;
                        }
                    }
                    Defense::PotExtraHealing => {
                        m.mhp += heal;
                        if m.mhp > m.mhpmax {
                            m.mhpmax += if o.blessed { 5 } else { 2 };
                            m.mhp = m.mhpmax;
                        }
                    }
                    _ => {
                        let bonus = if o.blessed && o.otyp != ids::POT_SICKNESS { 8 } else { 4 };
                        m.mhpmax += bonus;
                        m.mhp = m.mhpmax;
                    }
                }
                let cures = match d.kind {
                    Defense::PotHealing => !o.cursed,
                    Defense::PotFullHealing => o.otyp != ids::POT_SICKNESS,
                    _ => true,
                };
                if cures && !self.lev.monsters[i].mcansee {
                    self.mcureblindness(i, vismon);
                }
                if vismon {
                    self.pline(format!("{name} {msg}."));
                }
                if oseen {
                    self.os.discover(o.otyp);
                }
                self.m_useup(i, k);
                Used::Acted
            }
            Defense::WanCreateMonster => {
                let Some(k) = d.obj else { return Used::Nothing };
                let Some(spot) = self.with_mon(|c, lev| c.enexto(lev, mx, my, None)) else { return Used::Nothing };
                self.mzapwand(i, k, false);
                let made =
                    self.with_mon(|c, lev| c.makemon(lev, None, spot.x, spot.y, crate::monsters::makemon::NO_MM_FLAGS));
                if let Some(n) = made {
                    let (x, y) = (self.lev.monsters[n].mx, self.lev.monsters[n].my);
                    self.newsym(x, y);
                    if self.canseemon_i(n) && oseen {
                        self.os.discover(ids::WAN_CREATE_MONSTER);
                    }
                }
                Used::Acted
            }
            Defense::ScrCreateMonster => {
                let Some(k) = d.obj else { return Used::Nothing };
                let mut cnt = 1;
                if self.rng.rn2(73) == 0 {
                    cnt += self.rng.rnd(4);
                }
                let confused = self.lev.monsters[i].mconf;
                if confused || self.lev.monsters[i].minvent[k].cursed {
                    cnt += 12;
                }
                let pm = if confused { Some(ids::PM_ACID_BLOB) } else { None };
                self.mreadmsg(i, k);
                let mut known = false;
                for _ in 0..cnt {
                    let Some(spot) = self.with_mon(|c, lev| c.enexto(lev, mx, my, pm)) else { break };
                    let made = self
                        .with_mon(|c, lev| c.makemon(lev, pm, spot.x, spot.y, crate::monsters::makemon::NO_MM_FLAGS));
                    if let Some(n) = made {
                        let (x, y) = (self.lev.monsters[n].mx, self.lev.monsters[n].my);
                        self.newsym(x, y);
                        known |= self.canseemon_i(n);
                    }
                }
                if known {
                    self.os.discover(ids::SCR_CREATE_MONSTER);
                }
                if let Some(i) = self.lev.monsters.iter().position(|mm| (mm.mx, mm.my) == (mx, my)) {
                    self.m_useup(i, k);
                }
                Used::Acted
            }
            Defense::WanDigging => {
                let Some(k) = d.obj else { return Used::Nothing };
                m_flee(self);
                self.mzapwand(i, k, false);
                if oseen {
                    self.os.discover(ids::WAN_DIGGING);
                }
                let typ = self.lev.typ(mx, my);
                let furniture = matches!(
                    typ,
                    oxhack_vm::terrain::STAIRS
                        | oxhack_vm::terrain::LADDER
                        | oxhack_vm::terrain::THRONE
                        | oxhack_vm::terrain::ALTAR
                        | oxhack_vm::terrain::SINK
                        | oxhack_vm::terrain::FOUNTAIN
                        | oxhack_vm::terrain::GRAVE
                );
                if furniture {
                    self.pline("The digging ray is ineffective.");
                    return Used::Acted;
                }
                self.lev.traps.retain(|tr| (tr.tx, tr.ty) != (mx, my));
                let mut hole = crate::world::level::Trap::new(ttyp::HOLE, mx, my);
                hole.tseen = vis;
                self.lev.traps.push(hole);
                self.newsym(mx, my);
                let surface = "floor";
                if vis {
                    let how = if crate::monsters::makemon::is_flyer(tables(), self.lev.monsters[i].mnum) {
                        "dives"
                    } else {
                        "falls"
                    };
                    self.pline(format!("{name} has made a hole in the {surface}."));
                    self.pline(format!("{name} {how} through..."));
                } else {
                    self.you_hear(&format!("something crash through the {surface}."));
                }
                let below = DLevel { dnum: self.u.uz.dnum, dlevel: self.u.uz.dlevel + 1 };
                self.migrate_mon(i, below, None);
                Used::Acted
            }
            Defense::Trapdoor(c) => {
                m_flee(self);
                if vis {
                    let what = if self.lev.t_at(c.x, c.y).is_some_and(|t| t.ttyp == ttyp::TRAPDOOR) {
                        "trap door"
                    } else {
                        "hole"
                    };
                    self.pline(format!("{name} jumps into a {what}!"));
                    if let Some(ti) = self.lev.traps.iter().position(|t| (t.tx, t.ty) == (c.x, c.y)) {
                        self.seetrap(ti);
                    }
                }
                let below = DLevel { dnum: self.u.uz.dnum, dlevel: self.u.uz.dlevel + 1 };
                self.migrate_mon(i, below, None);
                Used::Acted
            }
            Defense::TeleportTrap(c) => {
                m_flee(self);
                if vis {
                    self.pline(format!("{name} jumps onto a teleportation trap!"));
                    if let Some(ti) = self.lev.traps.iter().position(|t| (t.tx, t.ty) == (c.x, c.y)) {
                        self.seetrap(ti);
                    }
                }
                let (ox, oy) = (self.lev.monsters[i].mx, self.lev.monsters[i].my);
                self.lev.monsters[i].mx = c.x;
                self.lev.monsters[i].my = c.y;
                self.newsym(ox, oy);
                self.newsym(c.x, c.y);
                self.mon_tele(i, None, vismon, oseen);
                Used::Acted
            }
            Defense::Downstairs | Defense::Upstairs | Defense::UpLadder | Defense::DownLadder | Defense::Sstairs => {
                m_flee(self);
                let lev = &self.lev;
                let (st, msg) = match d.kind {
                    Defense::Downstairs => (lev.dnstair, "escapes downstairs!".to_string()),
                    Defense::Upstairs => (lev.upstair, "escapes upstairs!".to_string()),
                    Defense::UpLadder => (lev.upladder, "escapes up the ladder!".to_string()),
                    Defense::DownLadder => (lev.dnladder, "escapes down the ladder!".to_string()),
                    _ => (
                        lev.sstairs,
                        format!("escapes {}stairs!", if lev.sstairs.is_some_and(|s| s.up) { "up" } else { "down" }),
                    ),
                };
                let Some(st) = st else { return Used::Nothing };
                let top = self.u.uz.dnum == 0 && self.u.uz.dlevel == 1 && st.up;
                if top {
                    // Up the stairs of the first level: out of the dungeon.
                    if vismon {
                        self.pline(format!("{name} escapes the dungeon!"));
                    }
                    self.mongone(i);
                    return Used::Acted;
                }
                if vismon {
                    self.pline(format!("{name} {msg}"));
                }
                self.migrate_mon(i, st.tolev, Some(!st.up));
                Used::Acted
            }
        }
    }

    /// The teleporting part of `use_defensive` (`mon_tele`): blocked on
    /// no-teleport levels, otherwise anywhere on the level (`rloc`).
    fn mon_tele(&mut self, i: usize, how: Option<oxhack_defs::Otyp>, vismon: bool, oseen: bool) {
        if self.lev.flags.noteleport {
            if vismon {
                let n = self.mon_nam(i);
                self.pline(format!("A mysterious force prevents {n} from teleporting!"));
                if let Some(h) = how {
                    self.os.discover(h);
                }
            }
            return;
        }
        if oseen && let Some(h) = how {
            self.os.discover(h);
        }
        self.mon_teleport_away(i);
    }

    /// `mcureblindness`: monster `i` can see again.
    pub fn mcureblindness(&mut self, i: usize, verbos: bool) {
        let t = tables();
        let Some(m) = self.lev.monsters.get_mut(i) else { return };
        m.mcansee = true;
        m.mblinded = 0;
        if verbos && super::haseyes(t, m.mnum) {
            let name = self.monnam_cap(i);
            self.pline(format!("{name} can see again."));
        }
    }

    /// `awaken_soldiers`: a bugle wakes the mercenaries within earshot.
    fn awaken_soldiers(&mut self, bugler: usize) {
        let t = tables();
        let Some(b) = self.lev.monsters.get(bugler) else { return };
        let (bx, by) = (b.mx, b.my);
        let reach = self.u.hero.ulevel * 20;
        for m in self.lev.monsters.iter_mut() {
            if crate::monsters::makemon::is_mercenary(t, m.mnum)
                && m.mnum != ids::PM_GUARD
                && (m.mx - bx).pow(2) + (m.my - by).pow(2) < reach
            {
                m.msleeping = false;
                m.mcanmove = true;
                m.mfrozen = 0;
            }
        }
    }

    /// Whether shopkeeper `i` is inside its shop (`inhishop`).
    fn inhishop_m(&self, i: usize) -> bool {
        let Some(m) = self.lev.monsters.get(i) else { return false };
        let Some(crate::world::monst::MExtra::Shk(e)) = &m.mextra else { return false };
        self.lev.rooms.get(e.shoproom).is_some_and(|r| r.lx <= m.mx && m.mx <= r.hx && r.ly <= m.my && m.my <= r.hy)
    }
}
