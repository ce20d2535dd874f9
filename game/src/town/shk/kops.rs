//! The Keystone Kops (shk.c's `call_kops`, `makekops`, `kops_gone`) and
//! the town watch's part in a robbery (mon.c's `angry_guards`,
//! `pacify_guards`): "An alarm sounds!", then "The Keystone Kops
//! appear!" around a thief who just stepped out, or "The Keystone Kops
//! are after you!" by the down stairs and the shopkeeper.

use crate::game::Game;
use crate::monsters::makemon::NO_MM_FLAGS;
use crate::objects::mkobj::G_GONE;
use oxhack_defs::{MonClass, Pm, Prop};
use oxhack_tables::{ids, tables};

/// The four ranks of Kops, lowest first.
const KOPS: [Pm; 4] = [ids::PM_KEYSTONE_KOP, ids::PM_KOP_SERGEANT, ids::PM_KOP_LIEUTENANT, ids::PM_KOP_KAPTAIN];

/// Genocided or extinct (`mvitals[pm].mvflags & G_GONE`).
fn gone(g: &Game, pm: Pm) -> bool {
    g.og.mvitals.get(pm.0 as usize).is_some_and(|v| v.mvflags & G_GONE != 0)
}

impl Game {
    /// `call_kops`: the alarm after a robbery: the watch turns on the
    /// hero and the Kops come, around the hero when they just stepped out
    /// (`nearshop`), else by the down stairs and by the shopkeeper.
    pub fn call_kops(&mut self, si: usize, nearshop: bool) {
        if !self.deaf() {
            self.pline("An alarm sounds!");
        }
        let nokops = KOPS.iter().all(|&k| gone(self, k));
        if !self.angry_guards(self.deaf()) && nokops {
            if self.opts.verbose && !self.deaf() {
                self.pline("But no one seems to respond to it.");
            }
            return;
        }
        if nokops {
            return;
        }
        if nearshop {
            if self.opts.verbose {
                self.pline("The Keystone Kops appear!");
            }
            self.makekops(self.u.ux, self.u.uy);
            return;
        }
        if self.opts.verbose {
            self.pline("The Keystone Kops are after you!");
        }
        if let Some(s) = self.lev.dnstair.or(self.lev.dnladder) {
            self.makekops(s.x, s.y);
        }
        if let Some(m) = self.lev.monsters.get(si) {
            let (x, y) = (m.mx, m.my);
            self.makekops(x, y);
        }
    }

    /// `makekops`: a swarm of Kops around (x, y): depth + 1d5 Keystone
    /// Kops, a third as many sergeants plus one, a sixth lieutenants, a
    /// ninth kaptains.
    pub fn makekops(&mut self, x: i32, y: i32) {
        let cnt = self.depth().abs() + self.rng.rnd(5);
        let counts = [cnt, cnt / 3 + 1, cnt / 6, cnt / 9];
        let (mut mx, mut my) = (x, y);
        for (k, &n) in counts.iter().enumerate() {
            if n == 0 {
                break;
            }
            let pm = KOPS[k];
            if gone(self, pm) {
                continue;
            }
            for _ in 0..n {
                let made = self.with_mon(|c, lev| {
                    let spot = c.enexto(lev, mx, my, Some(pm))?;
                    c.makemon(lev, Some(pm), spot.x, spot.y, NO_MM_FLAGS).map(|_| spot)
                });
                if let Some(spot) = made {
                    mx = spot.x;
                    my = spot.y;
                    self.newsym(spot.x, spot.y);
                }
            }
        }
    }

    /// `kops_gone`: every Kop on the level goes ("The Kops (disappointed)
    /// vanish into thin air.").
    pub fn kops_gone(&mut self, silent: bool) {
        let t = tables();
        let mut cnt = 0;
        let mut i = 0;
        while i < self.lev.monsters.len() {
            if t.mon(self.lev.monsters[i].mnum).mlet == MonClass::Kop {
                if self.canspotmon(&self.lev.monsters[i]) {
                    cnt += 1;
                }
                let m = self.lev.monsters.remove(i);
                self.newsym(m.mx, m.my);
            } else {
                i += 1;
            }
        }
        if cnt > 0 && !silent {
            if cnt == 1 {
                self.pline("The Kop (disappointed) vanishes into thin air.");
            } else {
                self.pline("The Kops (disappointed) vanish into thin air.");
            }
        }
    }

    /// `angry_guards`: the watch turns hostile; false when there is none.
    pub fn angry_guards(&mut self, silent: bool) -> bool {
        let (mut ct, mut nct, mut sct, mut slct) = (0, 0, 0, 0);
        let (ux, uy) = (self.u.ux, self.u.uy);
        for i in 0..self.lev.monsters.len() {
            let m = &self.lev.monsters[i];
            if !(is_watch(m.mnum) && m.mpeaceful) {
                continue;
            }
            ct += 1;
            if self.vis.cansee(m.mx, m.my) && m.mcanmove {
                if (m.mx - ux).pow(2) + (m.my - uy).pow(2) == 2 {
                    nct += 1;
                } else {
                    sct += 1;
                }
            }
            let m = &mut self.lev.monsters[i];
            if m.msleeping || m.mfrozen > 0 {
                slct += 1;
                m.msleeping = false;
                m.mfrozen = 0;
                m.mcanmove = true;
            }
            m.mpeaceful = false;
        }
        if ct == 0 {
            return false;
        }
        if !silent {
            if slct > 0 {
                let (s, v) = if slct > 1 { ("s", "") } else { ("", "s") };
                self.pline(format!("The guard{s} wake{v} up!"));
            }
            if nct > 0 || sct > 0 {
                if nct > 0 {
                    let (s, v) = if nct == 1 { ("", "s") } else { ("s", "") };
                    self.pline(format!("The guard{s} get{v} angry!"));
                } else if !self.u.has(Prop::Blinded) {
                    let (a, s) = if sct == 1 { ("an ", "") } else { ("", "s") };
                    self.pline(format!("You see {a}angry guard{s} approaching!"));
                }
            } else {
                self.pline("You hear the shrill sound of a guard's whistle.");
            }
        }
        true
    }

    /// `pacify_guards`: the watch is peaceful again.
    pub fn pacify_guards(&mut self) {
        for m in &mut self.lev.monsters {
            if is_watch(m.mnum) {
                m.mpeaceful = true;
            }
        }
    }
}

/// `is_watch`: a watchman or watch captain.
fn is_watch(pm: Pm) -> bool {
    pm == ids::PM_WATCHMAN || pm == ids::PM_WATCH_CAPTAIN
}
