//! What frightens monsters (monmove.c's `onscary` and `distfleeck`):
//! a scroll of scare monster on the floor, a vampire's dread of altars,
//! and Elbereth as NetHack 3.6 rules it: written alone and intact, it
//! scares the monsters next to the hero while the hero stands on it
//! (or, displaced, where the monster thinks the hero is), except @
//! humans and elves, minotaurs, shopkeepers, vault guards, peaceful or
//! blind monsters, and nowhere in Gehennom or the endgame.

use crate::game::Game;
use crate::world::monst::{MExtra, Monst};
use oxhack_defs::{MonClass, Prop};
use oxhack_tables::{ids, tables};

impl Game {
    /// `onscary`: whether monster `m` is afraid to step on (x, y) (or,
    /// at (0, 0), whether it can be scared at all).
    pub fn onscary(&self, x: i32, y: i32, m: &Monst) -> bool {
        let t = tables();
        let pm = m.mnum;
        let lawful_minion = match &m.mextra {
            Some(MExtra::Minion(e)) => e.min_align > 0,
            _ => false,
        };
        if m.iswiz
            || lawful_minion
            || pm == ids::PM_ANGEL
            || crate::world::mondata::is_rider(pm)
            || (m.isshk() && self.in_his_room(m))
            || (m.ispriest() && self.in_his_room(m))
        {
            return false;
        }
        if x == 0 && y == 0 {
            return true;
        }
        let mlet = t.mon(pm).mlet;
        if self.lev.typ(x, y) == oxhack_vm::terrain::ALTAR && mlet == MonClass::Vampire {
            return true;
        }
        if self.lev.objects.iter().any(|f| (f.x, f.y) == (x, y) && f.obj.otyp == ids::SCR_SCARE_MONSTER) {
            return true;
        }
        let hero_there = (self.u.ux, self.u.uy) == (x, y) || (self.u.has(Prop::Displaced) && (m.mux, m.muy) == (x, y));
        let immune = m.isshk()
            || m.isgd()
            || !m.mcansee
            || m.mpeaceful
            || mlet == MonClass::Human
            || pm == ids::PM_MINOTAUR
            || self.in_hell()
            || crate::world::dungeon::in_endgame(&self.layout, self.u.uz);
        self.lev.sengr_at("Elbereth", x, y, self.moves, true) && hero_there && !immune
    }

    /// A shopkeeper in its shop, a priest in its temple (`inhishop`,
    /// `inhistemple`).
    fn in_his_room(&self, m: &Monst) -> bool {
        let (room, level) = match &m.mextra {
            Some(MExtra::Shk(s)) => (s.shoproom, s.shoplevel),
            Some(MExtra::Priest(p)) => (p.shroom, p.shrlevel),
            _ => return false,
        };
        level == self.u.uz
            && usize::from(self.lev.at(m.mx, m.my).roomno) == room + usize::from(crate::world::level::ROOMOFFSET)
    }

    /// `Inhell`: the hero is in Gehennom.
    pub fn in_hell(&self) -> bool {
        self.dungeon(self.u.uz.dnum).is_some_and(|d| d.flags.hellish)
    }

    /// `distfleeck`'s fright: monster `i`, next to where it thinks the
    /// hero is, sees something scary there (where the hero really is,
    /// unless it cannot see them), or, hostile, finds the hero in their
    /// sanctuary, and runs. Returns whether it was
    /// scared (a scared monster does not attack).
    pub fn distfleeck(&mut self, i: usize) -> bool {
        let t = tables();
        let Some(m) = self.lev.monsters.get(i) else { return false };
        let inrange = crate::monsters::monmove::dist2(m.mx, m.my, m.mux, m.muy)
            <= crate::world::level::BOLT_LIM * crate::world::level::BOLT_LIM;
        let nearby = inrange && crate::monsters::monmove::monnear(m.mx, m.my, m.mux, m.muy);
        let (sx, sy) = if !m.mcansee || (self.u.has(Prop::Invis) && !crate::monsters::monmove::perceives(t, m.mnum)) {
            (m.mux, m.muy)
        } else {
            (self.u.ux, self.u.uy)
        };
        let scary = self.onscary(sx, sy, m) || (!m.mpeaceful && self.in_your_sanctuary(Some(m), 0, 0));
        if nearby && scary {
            let n = if self.rng.rn2(7) != 0 { 10 } else { 100 };
            let fleetime = self.rng.rnd(n);
            self.monflee(i, fleetime, true, true);
            return true;
        }
        false
    }
}
