//! The cleric spells (mcastu.c's `cast_cleric_spell`): open wounds,
//! confusion, paralysis, blindness, insects (or sticks to snakes),
//! curses, and the lightning, fire pillar and geyser of the strongest
//! priests.

use super::ClericSpell;
use crate::game::Game;
use crate::monsters::makemon::MmFlags;
use crate::monsters::monmove::perceives;
use crate::world::obj::Worn;
use oxhack_defs::flags::Geno;
use oxhack_defs::{DamageType, MonClass, OClass, Prop};
use oxhack_tables::tables;

impl Game {
    /// `cast_cleric_spell`: cleric spell `s` of monster `i`; `dmg` is the
    /// spell's damage (0 when not cast at the hero).
    pub(super) fn cast_cleric_spell(&mut self, i: usize, mut dmg: i32, s: ClericSpell) {
        if dmg == 0 && !super::Spell::Cleric(s).undirected() {
            return;
        }
        let mlev = self.lev.monsters[i].m_lev as i32;
        let antimagic = self.u.has(Prop::Antimagic);
        let half = self.u.has(Prop::HalfSpdam);
        match s {
            ClericSpell::Geyser => {
                self.pline("A sudden geyser slams into you from nowhere!");
                dmg = self.rng.d(8, 6);
                if self.u.has(Prop::HalfPhdam) {
                    dmg = (dmg + 1) / 2;
                }
            }
            ClericSpell::FirePillar => {
                self.pline("A pillar of fire strikes all around you!");
                dmg = if self.u.has(Prop::FireRes) { 0 } else { self.rng.d(8, 6) };
                if half {
                    dmg = (dmg + 1) / 2;
                }
                // The fire burns armor and what burns in the pack.
                self.burnarmor_u();
                self.destroy_item(OClass::Scroll, DamageType::Fire);
                self.destroy_item(OClass::Potion, DamageType::Fire);
                self.destroy_item(OClass::Spbook, DamageType::Fire);
            }
            ClericSpell::Lightning => {
                self.pline("A bolt of lightning strikes down at you from above!");
                if self.u.has(Prop::Reflecting) {
                    let what = self.reflector_name();
                    self.pline(format!("It bounces off your {what}."));
                    dmg = 0;
                } else {
                    dmg = if self.u.has(Prop::ShockRes) { 0 } else { self.rng.d(8, 6) };
                    if half {
                        dmg = (dmg + 1) / 2;
                    }
                    // The bolt fries wands and rings.
                    self.destroy_item(OClass::Wand, DamageType::Elec);
                    self.destroy_item(OClass::Ring, DamageType::Elec);
                    if !self.u.has(Prop::Blinded) {
                        self.pline("You are blinded by the flash!");
                        let n = self.rng.rnd(100);
                        self.make_blinded(n as u32, false);
                    }
                }
            }
            ClericSpell::CurseItems => {
                self.pline("You feel as if you need some help.");
                self.rndcurse();
                dmg = 0;
            }
            ClericSpell::Insects => {
                self.summon_insects(i);
                dmg = 0;
            }
            ClericSpell::BlindYou => {
                if !self.u.has(Prop::Blinded) {
                    self.pline("Scales cover your eyes!");
                    self.make_blinded(if half { 100 } else { 200 }, false);
                }
                dmg = 0;
            }
            ClericSpell::Paralyze => {
                if antimagic || self.u.has(Prop::FreeAction) {
                    if self.u.multi >= 0 {
                        self.pline("You stiffen briefly.");
                    }
                    dmg = 1;
                } else {
                    if self.u.multi >= 0 {
                        self.pline("You are frozen in place!");
                    }
                    dmg = 4 + mlev;
                    if half {
                        dmg = (dmg + 1) / 2;
                    }
                }
                self.helpless(dmg, "You can move again.");
                dmg = 0;
            }
            ClericSpell::ConfuseYou => {
                if antimagic {
                    self.pline("You feel momentarily dizzy.");
                } else {
                    let was = self.u.has(Prop::Confusion);
                    let mut d = mlev;
                    if half {
                        d = (d + 1) / 2;
                    }
                    self.make_confused(d, false);
                    if self.u.has(Prop::Halluc) {
                        self.pline(format!("You feel {}!", if was { "trippier" } else { "trippy" }));
                    } else {
                        self.pline(format!("You feel {}confused!", if was { "more " } else { "" }));
                    }
                }
                dmg = 0;
            }
            ClericSpell::CureSelf => dmg = self.m_cure_self(i, dmg),
            ClericSpell::OpenWounds => {
                if antimagic {
                    dmg = (dmg + 1) / 2;
                }
                self.pline(if dmg <= 5 {
                    "Your skin itches badly for a moment."
                } else if dmg <= 10 {
                    "Wounds appear on your body!"
                } else if dmg <= 20 {
                    "Severe wounds appear on your body!"
                } else {
                    "Your body is covered with painful wounds!"
                });
            }
        }
        if dmg > 0 {
            self.mdamageu(i, dmg);
        }
    }

    /// What reflects for `ureflects`: the shield, amulet or armor giving
    /// it, else the hero's own scales.
    fn reflector_name(&self) -> &'static str {
        let ext = self.u.prop(Prop::Reflecting).extrinsic;
        if ext.intersects(Worn::ARMS) {
            "shield"
        } else if ext.intersects(Worn::WEP) {
            "weapon"
        } else if ext.intersects(Worn::AMUL) {
            "medallion"
        } else if ext.intersects(Worn::ARM) {
            "armor"
        } else {
            "scales"
        }
    }

    /// `CLC_INSECTS`: insects (or, with none left, snakes from a clump of
    /// sticks) appear around where caster `i` thinks the hero is.
    fn summon_insects(&mut self, i: usize) {
        let m = &self.lev.monsters[i];
        let (mux, muy, mlev, pm) = (m.mux, m.muy, m.m_lev as i32, m.mnum);
        let ants = self.with_mon(|c, _| c.mkclass(MonClass::Ant, Geno::empty())).is_some();
        let class = if ants { MonClass::Ant } else { MonClass::Snake };
        let mut quan = if mlev < 2 { 1 } else { self.rng.rnd(mlev / 2) };
        if quan < 3 {
            quan = 3;
        }
        let mut success = false;
        for _ in 0..=quan {
            let Some(c) = self.with_mon(|ctx, lev| ctx.enexto(lev, mux, muy, Some(pm))) else { break };
            let Some(kind) = self.with_mon(|ctx, _| ctx.mkclass(class, Geno::empty())) else { continue };
            if let Some(k) = self.with_mon(|ctx, lev| ctx.makemon(lev, Some(kind), c.x, c.y, MmFlags::MM_ANGRY)) {
                success = true;
                let nm = &mut self.lev.monsters[k];
                nm.msleeping = false;
                nm.mpeaceful = false;
                nm.mtame = 0;
            }
        }
        let what = if class == MonClass::Snake { "snakes" } else { "insects" };
        let m = &self.lev.monsters[i];
        if !self.canspotmon(m) {
            self.pline(format!("You hear someone summoning {what}."));
            return;
        }
        let name = self.monnam_cap(i);
        let missed_u = (mux, muy) != (self.u.ux, self.u.uy);
        let msg = if !success {
            format!("{name} casts at a clump of sticks, but nothing happens.")
        } else if class == MonClass::Snake {
            format!("{name} transforms a clump of sticks into {what}!")
        } else if self.u.has(Prop::Invis) && !perceives(tables(), pm) && missed_u {
            format!("{name} summons {what} around a spot near you!")
        } else if self.u.has(Prop::Displaced) && missed_u {
            format!("{name} summons {what} around your displaced image!")
        } else {
            format!("{name} summons {what}!")
        };
        self.pline(msg);
    }
}
