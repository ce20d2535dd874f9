//! Traps acting on monsters (trap.c's `mintrap`, simplified): the same
//! traps hurt, hold, put to sleep, teleport or drop monsters; flyers and
//! floaters pass over pits, holes and bear traps.

use crate::game::Game;
use crate::monsters::makemon as mdat;
use crate::world::level::ttyp::*;
use oxhack_defs::flags::{M1, Mr};
use oxhack_defs::{MonClass, Size};
use oxhack_tables::tables;

impl Game {
    /// `mintrap`: monster `i` moved onto a trap (or is stuck in one);
    /// returns true if it died or left the level (it is then removed
    /// from `lev.monsters`, so indices after `i` shift).
    pub fn mintrap(&mut self, i: usize) -> bool {
        let t = tables();
        let Some(m) = self.lev.monsters.get(i) else { return false };
        let (x, y) = (m.mx, m.my);
        let Some(ti) = self.lev.traps.iter().position(|tr| tr.tx == x && tr.ty == y) else {
            self.lev.monsters[i].mtrapped = false;
            return false;
        };
        if m.mtrapped {
            // Struggling free.
            if self.rng.rn2(40) == 0 {
                self.lev.monsters[i].mtrapped = false;
            }
            return false;
        }
        let pm = m.mnum;
        let p = t.mon(pm);
        let tt = self.lev.traps[ti].ttyp;
        let flies = mdat::is_flyer(t, pm) || mdat::is_floater(t, pm);
        let seen = self.canspotmon(&self.lev.monsters[i]);
        let name = self.monnam_cap(i);
        let in_sight = self.vis.cansee(x, y);
        let see_trap = |g: &mut Game| {
            if in_sight {
                g.seetrap(ti);
            }
        };
        match tt {
            ARROW_TRAP | DART_TRAP | ROCKTRAP => {
                let (tlev, dmg, what) = match tt {
                    ARROW_TRAP => (8, self.rng.rnd(6), "an arrow"),
                    DART_TRAP => (7, self.rng.rnd(3), "a little dart"),
                    _ => (0, self.rng.d(2, 6), "a falling rock"),
                };
                see_trap(self);
                if p.ac as i32 + tlev <= self.rng.rnd(20) {
                    if seen {
                        self.pline(format!("{name} is almost hit by {what}."));
                    }
                    return false;
                }
                if seen {
                    self.pline(format!("{name} is hit by {what}!"));
                }
                return self.damage_monster(i, dmg, false);
            }
            SQKY_BOARD => {
                if flies {
                    return false;
                }
                if in_sight {
                    self.seetrap(ti);
                    self.pline(format!("A board beneath {} squeaks loudly.", self.mon_nam(i)));
                } else {
                    self.pline("You hear a distant squeak.");
                }
                for (k, o) in self.lev.monsters.iter_mut().enumerate() {
                    if k != i && (o.mx - x).pow(2) + (o.my - y).pow(2) < 100 {
                        o.msleeping = false;
                    }
                }
            }
            BEAR_TRAP => {
                if flies || p.msize <= Size::Small || mdat::amorphous(t, pm) || mdat::is_whirly(t, pm) {
                    return false;
                }
                self.lev.monsters[i].mtrapped = true;
                if in_sight {
                    self.seetrap(ti);
                    if seen {
                        self.pline(format!("{name} is caught in a bear trap!"));
                    }
                }
            }
            LANDMINE => {
                if self.rng.rn2(3) != 0 || flies {
                    return false;
                }
                if seen {
                    self.pline(format!("KAABLAMM!!!  {name} triggers a land mine!"));
                } else {
                    self.pline("You hear a distant explosion.");
                }
                if let Some(tr) = self.lev.traps.get_mut(ti) {
                    tr.ttyp = PIT;
                    tr.tseen |= in_sight;
                }
                self.wake_nearby(400);
                self.newsym(x, y);
                let dmg = self.rng.rnd(16);
                if self.damage_monster(i, dmg, false) {
                    return true;
                }
                self.lev.monsters[i].mtrapped = true;
            }
            ROLLING_BOULDER_TRAP => {
                if flies {
                    return false;
                }
                see_trap(self);
                if seen {
                    self.pline(format!("{name} is hit by a boulder!"));
                }
                let dmg = self.rng.rnd(20);
                return self.damage_monster(i, dmg, false);
            }
            SLP_GAS_TRAP => {
                see_trap(self);
                if !p.mresists.contains(Mr::SLEEP) {
                    let n = self.rng.rnd(25) as u8;
                    let m = &mut self.lev.monsters[i];
                    m.mcanmove = false;
                    m.mfrozen = n;
                    if seen {
                        self.pline(format!("{name} suddenly falls asleep!"));
                    }
                }
            }
            RUST_TRAP => {
                see_trap(self);
                if seen {
                    self.pline(format!("A gush of water hits {}!", self.mon_nam(i)));
                }
            }
            FIRE_TRAP => {
                see_trap(self);
                if seen {
                    self.pline(format!("A tower of flame erupts from the floor under {}!", self.mon_nam(i)));
                }
                if !p.mresists.contains(Mr::FIRE) {
                    let dmg = self.rng.d(2, 4);
                    return self.damage_monster(i, dmg, false);
                }
            }
            PIT | SPIKED_PIT => {
                if flies || mdat::is_clinger(t, pm) || mdat::passes_walls(t, pm) {
                    return false;
                }
                self.lev.monsters[i].mtrapped = true;
                if in_sight {
                    self.seetrap(ti);
                    if seen {
                        self.pline(format!("{name} falls into a pit!"));
                    }
                }
                let dmg = if tt == SPIKED_PIT { self.rng.rnd(10) } else { self.rng.rnd(6) };
                return self.damage_monster(i, dmg, false);
            }
            HOLE | TRAPDOOR => {
                if flies || p.msize >= Size::Huge || !self.can_fall_thru() {
                    return false;
                }
                see_trap(self);
                if seen {
                    self.pline(format!("{name} falls through {}!", if tt == HOLE { "a hole" } else { "a trap door" }));
                }
                self.remove_monster_from_level(i);
                return true;
            }
            TELEP_TRAP => {
                if self.lev.flags.noteleport {
                    return false;
                }
                see_trap(self);
                self.with_mon(|c, lev| c.rloc(lev, i));
                self.newsym(x, y);
                if let Some(m) = self.lev.monsters.get(i) {
                    let (nx, ny) = (m.mx, m.my);
                    self.newsym(nx, ny);
                }
                if seen {
                    self.pline(format!("{name} suddenly disappears!"));
                }
            }
            LEVEL_TELEP | MAGIC_PORTAL => {
                if p.mr >= 100 || (tt == LEVEL_TELEP && p.mflags1.contains(M1::TPORT_CNTRL)) {
                    return false;
                }
                see_trap(self);
                if seen {
                    self.pline(format!("{name} suddenly disappears!"));
                }
                self.remove_monster_from_level(i);
                return true;
            }
            WEB => {
                let spider = p.mlet == MonClass::Spider;
                if spider || flies && p.msize <= Size::Small || mdat::amorphous(t, pm) || mdat::is_whirly(t, pm) {
                    return false;
                }
                see_trap(self);
                if p.msize >= Size::Huge {
                    if seen {
                        self.pline(format!("{name} tears through a web!"));
                    }
                    self.deltrap(ti);
                } else {
                    self.lev.monsters[i].mtrapped = true;
                    if seen {
                        self.pline(format!("{name} is caught in a web."));
                    }
                }
            }
            ANTI_MAGIC => {
                see_trap(self);
                if p.mr >= 100 {
                    let dmg = self.rng.rnd(4);
                    return self.damage_monster(i, dmg, false);
                }
            }
            POLY_TRAP if self.mintrap_poly(i) => see_trap(self),
            MAGIC_TRAP if self.rng.rn2(21) == 0 => {
                see_trap(self);
                return self.dofiretrap_mon(i);
            }
            _ => {}
        }
        false
    }

    fn dofiretrap_mon(&mut self, i: usize) -> bool {
        let t = tables();
        let Some(m) = self.lev.monsters.get(i) else { return false };
        if t.mon(m.mnum).mresists.contains(Mr::FIRE) {
            return false;
        }
        let dmg = self.rng.d(2, 4);
        self.damage_monster(i, dmg, false)
    }

    /// A monster leaves for "another level" (falls, level-teleports):
    /// it is removed from this one.
    pub fn remove_monster_from_level(&mut self, i: usize) {
        if i < self.lev.monsters.len() {
            let m = self.lev.monsters.remove(i);
            self.newsym(m.mx, m.my);
        }
    }
}
