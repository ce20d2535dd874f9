//! Thieves (steal.c): leprechauns taking gold (`stealgold`, `somegold`),
//! nymphs taking items (`steal`), and the thief's escape by teleport.
//!
//! Gap: a nymph takes worn armor off at once rather than over turns of
//! seduction.

use crate::game::Game;
use crate::world::obj::Worn;
use oxhack_defs::MonClass;
use oxhack_tables::{ids, tables};

impl Game {
    /// `stealgold`: a leprechaun takes some of the hero's gold and
    /// teleports away. Returns whether it left.
    pub fn stealgold(&mut self, i: usize) -> bool {
        if self.u.ugold <= 0 {
            return false;
        }
        let amount = somegold(self.u.ugold, &mut self.rng);
        self.u.ugold -= amount;
        let mut gold = self.with_mk(|c| c.mksobj(ids::GOLD_PIECE, false, false));
        gold.quan = amount;
        let Some(m) = self.lev.monsters.get_mut(i) else { return false };
        m.minvent.push(gold);
        self.pline("Your purse feels lighter.");
        self.mon_teleport_away(i);
        self.monflee(i, 0, false, false);
        true
    }

    /// `steal`: a nymph takes a random item (worn armor comes off first)
    /// and teleports away. Returns whether she left.
    pub fn steal(&mut self, i: usize) -> bool {
        let name = self.monnam_cap(i);
        if self.u.invent.is_empty() {
            self.pline(format!("{name} tries to rob you, but there is nothing to steal!"));
            self.monflee(i, 0, false, false);
            return false;
        }
        // Unworn items are taken when there are any.
        let loose: Vec<usize> = (0..self.u.invent.len()).filter(|&k| self.u.invent[k].owornmask.is_empty()).collect();
        let pool: Vec<usize> = if loose.is_empty() { (0..self.u.invent.len()).collect() } else { loose };
        let k = pool[self.rng.rn2(pool.len() as i32) as usize];
        let mut obj = self.freeinv(k);
        obj.owornmask = Worn::empty();
        let what = self.doname(&obj);
        let verb = if tables().mon(self.lev.monsters[i].mnum).mlet == MonClass::Nymph { "stole" } else { "snatches" };
        self.pline(format!("{name} {verb} {what}."));
        if let Some(m) = self.lev.monsters.get_mut(i) {
            m.minvent.push(obj);
        }
        self.mon_teleport_away(i);
        self.monflee(i, 0, false, false);
        true
    }

    /// A thief's escape: teleports to a random spot unless the level
    /// forbids it.
    pub fn mon_teleport_away(&mut self, i: usize) {
        if self.lev.flags.noteleport {
            return;
        }
        let Some(m) = self.lev.monsters.get(i) else { return };
        let (ox, oy) = (m.mx, m.my);
        if self.u.ustuck == Some(m.m_id) {
            self.u.ustuck = None;
        }
        self.with_mon(|c, lev| c.rloc(lev, i));
        self.newsym(ox, oy);
        if let Some(m) = self.lev.monsters.get(i) {
            let (x, y) = (m.mx, m.my);
            self.newsym(x, y);
        }
    }
}

/// `somegold`: how much of `lmoney` a leprechaun takes.
pub fn somegold(lmoney: i64, rng: &mut crate::rng::Rng) -> i64 {
    let m = lmoney.min(i32::MAX as i64) as i32;
    let r = |rng: &mut crate::rng::Rng, base: i32| rng.rn1(m - base + 1, base) as i64;
    if m < 50 {
        lmoney
    } else if m < 100 {
        r(rng, 25)
    } else if m < 500 {
        r(rng, 50)
    } else if m < 1000 {
        r(rng, 100)
    } else if m < 5000 {
        r(rng, 500)
    } else if m < 10000 {
        r(rng, 1000)
    } else {
        r(rng, 5000)
    }
}
