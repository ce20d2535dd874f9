//! Traps (trap.c): what a trap does to the hero who steps on it
//! (`dotrap`), and to monsters ([`mintrap`](Game::mintrap), in
//! `trap/mon.rs`). A known trap may be escaped (one time in five, always
//! for portals and vibrating squares excepted); levitating or flying
//! heroes pass over pits, holes and bear traps.

mod effects;
pub mod erode;
mod mon;

use crate::game::Game;
use crate::hero::golevel::Arrival;
use crate::world::level::ttyp::*;
use crate::world::you::{A_DEX, UTrap};
use oxhack_defs::Prop;

/// `dotrap` flags: the trap acts even when known (`FORCETRAP`).
pub const FORCETRAP: u32 = 0x01;
/// A trap sprung by another (a land mine's pit): no escape.
pub const RECURSIVETRAP: u32 = 0x02;

impl Game {
    /// `dotrap`: the hero triggers trap `ti` of the current level.
    pub fn dotrap(&mut self, ti: usize) {
        self.dotrap_flags(ti, 0);
    }

    /// `dotrap` with flags ([`FORCETRAP`], [`RECURSIVETRAP`]).
    pub fn dotrap_flags(&mut self, ti: usize, flags: u32) {
        let Some(trap) = self.lev.traps.get(ti) else { return };
        let tt = trap.ttyp;
        let seen = trap.tseen;
        let a_your = if trap.madeby_u { "your" } else { "a" };
        let name = NAMES.get(tt as usize).copied().unwrap_or("trap");
        let forced = flags & (FORCETRAP | RECURSIVETRAP) != 0;
        let lev = self.u.has(Prop::Levitation);
        let fly = self.u.has(Prop::Flying);
        self.nomul();
        let held = self.sokoban_trap_holds(tt, a_your);
        if seen && !forced && !held {
            if (lev || fly) && (is_pit(tt) || tt == HOLE || tt == BEAR_TRAP) {
                self.pline(format!("You {} over {a_your} {name}.", if lev { "float" } else { "fly" }));
                return;
            }
            if !self.u.has(Prop::Fumbling)
                && tt != MAGIC_PORTAL
                && tt != VIBRATING_SQUARE
                && tt != ANTI_MAGIC
                && self.rng.rn2(5) == 0
            {
                let art = if tt == ARROW_TRAP && a_your == "a" { "an" } else { a_your };
                self.pline(format!("You escape {art} {name}."));
                return;
            }
        }
        match tt {
            ARROW_TRAP | DART_TRAP => self.trap_missile(ti, tt == DART_TRAP),
            ROCKTRAP => self.trap_rock(ti),
            SQKY_BOARD => {
                self.seetrap(ti);
                if (lev || fly) && !forced {
                    self.pline("You notice a loose board below you.");
                } else {
                    const NOTES: [&str; 12] =
                        ["C", "D flat", "D", "E flat", "E", "F", "F sharp", "G", "G sharp", "A", "B flat", "B"];
                    let note = self.lev.traps.get(ti).map_or(0, |t| t.tnote as usize) % 12;
                    self.pline(format!("A board beneath you squeaks {} loudly.", NOTES[note]));
                    self.wake_nearby(self.u.ulevel() * 20);
                }
            }
            BEAR_TRAP => {
                if (lev || fly) && !forced {
                    return;
                }
                self.seetrap(ti);
                let dmg = self.rng.d(2, 4);
                self.u.utrap = UTrap::BearTrap(self.rng.rn1(4, 4) as u32);
                let cap = if a_your == "a" { "A" } else { "Your" };
                self.pline(format!("{cap} bear trap closes on your foot!"));
                let wl = self.rng.rn1(10, 10) as u32;
                self.u.incr_timeout(Prop::WoundedLegs, wl);
                self.losehp(dmg, "a bear trap");
                self.exercise(A_DEX, false);
            }
            LANDMINE => self.trap_landmine(ti, lev || fly),
            ROLLING_BOULDER_TRAP => self.trap_rolling_boulder(ti),
            SLP_GAS_TRAP => {
                self.seetrap(ti);
                if self.u.has(Prop::SleepRes) {
                    self.pline("You are enveloped in a cloud of gas!");
                } else {
                    self.pline("A cloud of gas puts you to sleep!");
                    let n = self.rng.rnd(25);
                    self.u.multi = -n;
                    self.u.multi_reason = Some("sleeping".to_string());
                }
            }
            RUST_TRAP => self.trap_rust(ti),
            FIRE_TRAP => {
                self.seetrap(ti);
                self.dofiretrap();
            }
            PIT | SPIKED_PIT => self.trap_pit(ti, tt == SPIKED_PIT, lev || fly, a_your),
            HOLE | TRAPDOOR => {
                self.seetrap(ti);
                self.fall_through(tt == TRAPDOOR);
            }
            TELEP_TRAP => {
                self.seetrap(ti);
                if self.u.has(Prop::Antimagic) {
                    self.pline("You feel a wrenching sensation.");
                } else {
                    if self.lev.traps.get(ti).is_some_and(|t| t.once) {
                        self.deltrap(ti);
                    }
                    self.tele();
                }
            }
            LEVEL_TELEP => {
                self.seetrap(ti);
                self.pline(format!(
                    "You {} onto a level teleport trap!",
                    if lev {
                        "float"
                    } else if fly {
                        "fly"
                    } else {
                        "step"
                    }
                ));
                if self.u.has(Prop::Antimagic) {
                    self.pline("You feel a wrenching sensation.");
                } else {
                    self.pline(if self.u.has(Prop::Blinded) {
                        "You are momentarily disoriented."
                    } else {
                        "You are momentarily blinded by a flash of light."
                    });
                    self.deltrap(ti);
                    self.level_tele_random();
                }
            }
            MAGIC_PORTAL => {
                self.seetrap(ti);
                let dst = self.lev.traps[ti].dst;
                if dst.dlevel < 1 || self.dungeon(dst.dnum).is_none() {
                    self.pline("You shudder for a moment.");
                    return;
                }
                self.pline("You activated a magic portal!");
                self.pline("You feel dizzy for a moment, but the sensation passes.");
                self.goto_level(dst, Arrival::Portal);
            }
            WEB => self.trap_web(ti, a_your),
            STATUE_TRAP => self.trap_statue(ti),
            MAGIC_TRAP => self.trap_magic(ti),
            ANTI_MAGIC => self.trap_antimagic(ti),
            POLY_TRAP => {
                self.seetrap(ti);
                if self.u.has(Prop::Antimagic) || self.u.has(Prop::Unchanging) {
                    self.pline("You feel momentarily different.");
                } else {
                    self.deltrap(ti);
                    self.newsym(self.u.ux, self.u.uy);
                    self.pline("You feel a change coming over you.");
                    self.polyself(crate::hero::polyself::PolyHow::Normal);
                }
            }
            VIBRATING_SQUARE => {
                self.seetrap(ti);
                // The clue (and the candelabrum's glow): endgame's
                // `invocation_message`.
                self.invocation_message();
            }
            _ => self.seetrap(ti),
        }
    }

    /// The short name of inventory item `i` (`xname`), for "Your ...".
    pub fn invent_xname(&self, i: usize) -> String {
        let nc = self.name_ctx();
        self.u.invent.get(i).map_or_else(String::new, |o| crate::objects::objnam::xname(&nc, o))
    }

    /// `seetrap`: the trap becomes known and shows.
    pub fn seetrap(&mut self, ti: usize) {
        if let Some(t) = self.lev.traps.get_mut(ti) {
            t.tseen = true;
            let (x, y) = (t.tx, t.ty);
            self.newsym(x, y);
        }
    }

    /// `deltrap`: the trap is gone.
    pub fn deltrap(&mut self, ti: usize) {
        if ti < self.lev.traps.len() {
            let t = self.lev.traps.remove(ti);
            self.newsym(t.tx, t.ty);
        }
    }
}

pub use crate::world::obj::is_metallic;

#[cfg(test)]
mod tests;
