//! Covetous monsters' tactics (wizard.c's `strategy`, `tactics`,
//! `choose_stairs`): the Wizard of Yendor, quest nemeses, Vlad and the
//! arch-liches, hurt, teleport to the level's stairs and heal there
//! when the hero is far; healthy, they harass the hero by teleporting
//! next to them now and then, and one whose wanted item the hero
//! carries comes straight for it.

use crate::game::Game;
use crate::world::level::Coord;
use oxhack_defs::flags::M3;
use oxhack_defs::{ArtiId, Otyp};
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
}

/// `is_covetous`.
pub fn is_covetous(pm: oxhack_defs::Pm) -> bool {
    tables().mon(pm).mflags3.intersects(M3::WANTSALL)
}

/// An object a covetous monster with `want` flags is after.
fn wanted(want: M3, otyp: Otyp, arti: Option<ArtiId>, quest_arti: Option<ArtiId>) -> bool {
    (want.contains(M3::WANTSAMUL) && otyp == ids::AMULET_OF_YENDOR)
        || (want.contains(M3::WANTSBELL) && otyp == ids::BELL_OF_OPENING)
        || (want.contains(M3::WANTSBOOK) && otyp == ids::SPE_BOOK_OF_THE_DEAD)
        || (want.contains(M3::WANTSCAND) && otyp == ids::CANDELABRUM_OF_INVOCATION)
        || (want.contains(M3::WANTSARTI) && arti.is_some() && arti == quest_arti)
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
        let quest_arti = crate::objects::artifact::quest_artifact(self.u.hero.role);
        if self.u.invent.iter().any(|o| wanted(want, o.otyp, o.oartifact, quest_arti)) {
            return Strat::Player;
        }
        dstrat
    }

    /// `tactics`: what a covetous monster does before it moves. Returns
    /// true when it healed (NetHack's caller ignores this: it moves on).
    pub fn tactics(&mut self, i: usize) -> bool {
        match self.strategy(i) {
            Strat::Heal => {
                let Some(m) = self.lev.monsters.get(i) else { return false };
                let (mx, my, pm) = (m.mx, m.my, m.mnum);
                if let Some((sx, sy)) = self.choose_stairs()
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
        }
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
