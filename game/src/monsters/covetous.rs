//! Covetous monsters' tactics (wizard.c's `strategy`, `tactics`,
//! `choose_stairs`): the Wizard of Yendor, quest nemeses, Vlad and the
//! arch-liches, hurt, teleport to the level's stairs and heal there
//! when the hero is far; healthy, they harass the hero by teleporting
//! next to them now and then, and one whose wanted item the hero
//! carries comes straight for it.

use crate::game::Game;
use crate::world::level::Coord;
use oxhack_defs::flags::M3;
use oxhack_tables::{ids, tables};

/// What a covetous monster is after this turn (`STRAT_*`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Strat {
    /// Harass the hero (`STRAT_NONE`).
    None,
    /// Hole up on the stairs and recover (`STRAT_HEAL`).
    Heal,
    /// The hero carries what it wants (`STRAT_PLAYER`).
    Player,
    /// What it wants lies on the floor at (x, y) (`STRAT_GROUND`).
    Ground { x: i32, y: i32 },
    /// Another monster, at (x, y), holds it (`STRAT_MONSTR`).
    Monstr { x: i32, y: i32 },
}

/// `is_covetous`.
pub fn is_covetous(pm: oxhack_defs::Pm) -> bool {
    tables().mon(pm).mflags3.intersects(M3::WANTSALL)
}

/// The wanted masks in the order `strategy` considers them before the
/// invocation (the Amulet, the Book, the Bell, the Candelabrum, the quest
/// artifact).
const TARGETS: [M3; 5] = [M3::WANTSAMUL, M3::WANTSBOOK, M3::WANTSBELL, M3::WANTSCAND, M3::WANTSARTI];

/// Whether `o` is what the `mask` (one `WANTS*` flag) stands for
/// (`which_arti`; any role's quest artifact for WANTSARTI).
fn is_target(mask: M3, o: &crate::world::obj::Obj) -> bool {
    match mask {
        m if m == M3::WANTSAMUL => o.otyp == ids::AMULET_OF_YENDOR,
        m if m == M3::WANTSBOOK => o.otyp == ids::SPE_BOOK_OF_THE_DEAD,
        m if m == M3::WANTSBELL => o.otyp == ids::BELL_OF_OPENING,
        m if m == M3::WANTSCAND => o.otyp == ids::CANDELABRUM_OF_INVOCATION,
        _ => crate::monsters::wizard::any_quest_artifact(o),
    }
}

impl Game {
    /// `strategy`: heal when hurt (the Wizard only below a third of
    /// his hit points), else go for a wanted item the hero carries, else
    /// harass.
    pub fn strategy(&self, i: usize) -> Strat {
        let t = tables();
        let Some(m) = self.lev.monsters.get(i) else { return Strat::None };
        if !is_covetous(m.mnum) || m.isshk() || m.ispriest() {
            return Strat::None;
        }
        let dstrat = match (m.mhp * 3) / m.mhpmax.max(1) {
            0 => return Strat::Heal,
            1 if m.mnum != ids::PM_WIZARD_OF_YENDOR => return Strat::Heal,
            1 | 2 => Strat::Heal,
            _ => Strat::None,
        };
        let want = t.mon(m.mnum).mflags3 & M3::WANTSALL;
        for mask in TARGETS.into_iter().filter(|&k| want.contains(k)) {
            if let Some(st) = self.target_on(mask, i) {
                return st;
            }
        }
        dstrat
    }

    /// `target_on`: where the thing `mask` stands for is, when monster
    /// `i` does not have it yet: carried by the hero, on the floor, or
    /// held by another monster (never the Wizard or a priest in his
    /// temple for the Amulet).
    fn target_on(&self, mask: M3, i: usize) -> Option<Strat> {
        let m = self.lev.monsters.get(i)?;
        if m.minvent.iter().any(|o| is_target(mask, o)) {
            return None;
        }
        // The hero "has the quest artifact" only for their own role's
        // (`u.uhave.questart`).
        let own = crate::objects::artifact::quest_artifact(self.u.hero.role);
        let hero_has = |o: &crate::world::obj::Obj| {
            if mask == M3::WANTSARTI { o.oartifact.is_some() && o.oartifact == own } else { is_target(mask, o) }
        };
        if self.u.invent.iter().any(hero_has) {
            return Some(Strat::Player);
        }
        if let Some(f) = self.lev.objects.iter().find(|f| is_target(mask, &f.obj)) {
            return Some(Strat::Ground { x: f.x, y: f.y });
        }
        let amulet = mask == M3::WANTSAMUL;
        self.lev
            .monsters
            .iter()
            .enumerate()
            .find(|&(k, o)| {
                k != i
                    && o.minvent.iter().any(|ob| is_target(mask, ob))
                    && !(amulet && (o.iswiz || self.inhistemple(o)))
            })
            .map(|(_, o)| Strat::Monstr { x: o.mx, y: o.my })
    }

    /// `tactics`: what a covetous monster does before it moves. Returns
    /// true when it healed (NetHack's caller ignores this: it moves on).
    pub fn tactics(&mut self, i: usize) -> bool {
        match self.strategy(i) {
            Strat::Heal => {
                let Some(m) = self.lev.monsters.get(i) else { return false };
                let (mx, my, pm, mhp) = (m.mx, m.my, m.mnum, m.mhp);
                let stairs = self.choose_stairs();
                let wiz_stranded = m.iswiz && stairs.is_none() && !crate::monsters::wizard::mon_has_amulet(m);
                if self.in_w_tower(mx, my) || wiz_stranded {
                    // In his tower (or with nowhere to go) he blinks about.
                    // (`rloc`, which no-teleport levels do not stop.)
                    if self.rng.rn2(3 + mhp / 10) == 0 {
                        self.with_mon(|c, lev| c.rloc(lev, i));
                        self.newsym(mx, my);
                    }
                } else if let Some((sx, sy)) = stairs
                    && (mx, my) != (sx, sy)
                {
                    // mnearto: onto the stairs or as near as it can.
                    let spot = if self.lev.monster_at(sx, sy).is_none() && (sx, sy) != (self.u.ux, self.u.uy) {
                        Some(Coord::new(sx, sy))
                    } else {
                        self.enexto_free(sx, sy, pm)
                    };
                    if let Some(c) = spot {
                        self.mon_teleport_to(i, c.x, c.y);
                    }
                }
                let m = &self.lev.monsters[i];
                let far = (m.mx - self.u.ux).pow(2) + (m.my - self.u.uy).pow(2) > 64;
                if far && m.mhp <= m.mhpmax - 8 {
                    let heal = self.rng.rnd(8);
                    self.lev.monsters[i].mhp += heal;
                    return true;
                }
                self.harass(i);
                false
            }
            Strat::None => {
                self.harass(i);
                false
            }
            Strat::Player => {
                self.mnexto(i);
                false
            }
            Strat::Ground { x, y } => {
                let Some(m) = self.lev.monsters.get(i) else { return false };
                let (mx, my) = (m.mx, m.my);
                let occupied = self.lev.monster_at(x, y).is_some_and(|o| o.m_id != m.m_id);
                if occupied {
                    // Someone stands on it: cause some trouble.
                    if self.rng.rn2(5) == 0 {
                        self.mnexto(i);
                    }
                    return false;
                }
                if (mx, my) != (x, y) {
                    self.mon_teleport_to(i, x, y);
                }
                self.covetous_pickup(i, x, y)
            }
            Strat::Monstr { x, y } => {
                let pm = self.lev.monsters[i].mnum;
                if let Some(c) = self.enexto_free(x, y, pm) {
                    self.mon_teleport_to(i, c.x, c.y);
                }
                false
            }
        }
    }

    /// Monster `i`, standing at (x, y), picks up what it came for.
    fn covetous_pickup(&mut self, i: usize, x: i32, y: i32) -> bool {
        let t = tables();
        let want = t.mon(self.lev.monsters[i].mnum).mflags3 & M3::WANTSALL;
        let Some(k) = self.lev.objects.iter().position(|f| {
            (f.x, f.y) == (x, y) && TARGETS.iter().any(|&mask| want.contains(mask) && is_target(mask, &f.obj))
        }) else {
            return false;
        };
        let f = self.lev.objects.remove(k);
        if self.vis.cansee(x, y) {
            let name = self.monnam_cap(i);
            let what = self.doname(&f.obj);
            self.pline(format!("{name} picks up {what}."));
        }
        self.lev.monsters[i].minvent.push(f.obj);
        self.newsym(x, y);
        true
    }

    /// STRAT_NONE: now and then it teleports next to the hero.
    fn harass(&mut self, i: usize) {
        let flee = self.lev.monsters.get(i).is_some_and(|m| m.mflee);
        if self.rng.rn2(if flee { 33 } else { 5 }) == 0 {
            self.mnexto(i);
        }
    }

    /// `choose_stairs`: the up stairs (the down stairs where the
    /// dungeon builds upward, as Vlad's Tower does).
    fn choose_stairs(&self) -> Option<(i32, i32)> {
        let s = self.lev.upstair.as_ref().or(self.lev.dnstair.as_ref())?;
        Some((s.x, s.y))
    }

    /// `mnexto`: monster `i` teleports next to the hero.
    pub fn mnexto(&mut self, i: usize) {
        let Some(m) = self.lev.monsters.get(i) else { return };
        let pm = m.mnum;
        let (ux, uy) = (self.u.ux, self.u.uy);
        if let Some(c) = self.enexto_free(ux, uy, pm) {
            self.mon_teleport_to(i, c.x, c.y);
        }
    }

    /// Moves monster `i` to (x, y) at once (`rloc_to`).
    fn mon_teleport_to(&mut self, i: usize, x: i32, y: i32) {
        let (ox, oy) = (self.lev.monsters[i].mx, self.lev.monsters[i].my);
        let m = &mut self.lev.monsters[i];
        m.mx = x;
        m.my = y;
        self.newsym(ox, oy);
        self.newsym(x, y);
    }
}
