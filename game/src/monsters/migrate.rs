//! Monsters between levels (dog.c's `migrate_to_level`, `losedogs` and
//! `mon_arrive`): a monster that leaves this level by a hole, trap door
//! or stairs waits on the game's migrating list, and arrives when the
//! hero next arrives on its level (made already or not): on the stairs
//! it took, else anywhere free on the level.

use crate::game::Game;
use crate::world::level::{COLNO, DLevel, ROWNO};
use crate::world::monst::Monst;

/// A monster on its way to another level (`migrating_mons` with its
/// `mtrack` destination: `mux`/`muy` and `xlocale`).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Migrant {
    /// The level it goes to.
    pub to: DLevel,
    /// It arrives on that level's up stairs (`Some(true)`), down stairs
    /// (`Some(false)`), or anywhere (`MIGR_RANDOM`).
    pub stairs: Option<bool>,
    /// The monster itself.
    pub mon: Monst,
}

impl Game {
    /// `migrate_to_level`: monster `i` leaves this level for `to`,
    /// arriving on the stairs `up_stairs` names (else anywhere) when the
    /// hero comes there.
    pub fn migrate_mon(&mut self, i: usize, to: DLevel, up_stairs: Option<bool>) {
        if i >= self.lev.monsters.len() {
            return;
        }
        let m = self.lev.monsters.remove(i);
        if self.u.ustuck == Some(m.m_id) {
            self.u.ustuck = None;
            self.u.uswallow = false;
        }
        self.newsym(m.mx, m.my);
        self.migrating.push(Migrant { to, stairs: up_stairs, mon: m });
    }

    /// `losedogs` for the migrating list: the monsters bound for the
    /// level the hero has just arrived on come (`mon_arrive`).
    pub fn losedogs(&mut self) {
        let uz = self.u.uz;
        let (here, rest): (Vec<Migrant>, Vec<Migrant>) =
            std::mem::take(&mut self.migrating).into_iter().partition(|mg| mg.to == uz);
        self.migrating = rest;
        for mg in here {
            self.mon_arrive(mg);
        }
    }

    /// `mon_arrive`: one migrant is put on its stairs, or anywhere free,
    /// or next to the hero when nothing else will do.
    fn mon_arrive(&mut self, mg: Migrant) {
        let mut m = mg.mon;
        let pm = m.mnum;
        let stair = match mg.stairs {
            Some(true) => self.lev.upstair.map(|s| (s.x, s.y)),
            Some(false) => self.lev.dnstair.map(|s| (s.x, s.y)),
            None => None,
        };
        let mut spot = None;
        if let Some((x, y)) = stair {
            spot = if self.with_mon(|c, lev| c.goodpos(lev, x, y, Some(pm), Default::default())) {
                Some((x, y))
            } else {
                self.enexto_free(x, y, pm).map(|c| (c.x, c.y))
            };
        }
        if spot.is_none() {
            for _ in 0..500 {
                let x = 1 + self.rng.rn2(COLNO as i32 - 1);
                let y = self.rng.rn2(ROWNO as i32);
                if self.with_mon(|c, lev| c.goodpos(lev, x, y, Some(pm), Default::default())) {
                    spot = Some((x, y));
                    break;
                }
            }
        }
        if spot.is_none() {
            spot = self.enexto_free(self.u.ux, self.u.uy, pm).map(|c| (c.x, c.y));
        }
        let Some((x, y)) = spot else { return };
        m.mx = x;
        m.my = y;
        self.lev.monsters.push(m);
        self.newsym(x, y);
    }
}
