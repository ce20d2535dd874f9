//! `#invoke` (artifact.c's `doinvoke`, `arti_invoke`): the special
//! powers of artifacts (taming, healing, energy, untrapping, charging,
//! level teleport, enlightenment, arrows), which then rest a while.

use crate::game::Game;
use crate::objects::objnam::{the, xname};
use crate::world::obj::Obj;
use oxhack_defs::{Invoke, InvokeSpecial, Named, Prop};
use oxhack_tables::ids::*;
use oxhack_tables::tables;

impl Game {
    /// `#invoke` (`doinvoke`): any object may be tried; only artifacts
    /// with a power (and crystal balls) answer.
    pub fn doinvoke(&mut self) -> bool {
        let t = tables();
        let likely = |_: &Game, o: &Obj| {
            o.otyp == CRYSTAL_BALL || o.oartifact.and_then(|a| t.arti(a)).is_some_and(|a| a.inv_prop.is_some())
        };
        // Anything carried may be tried (`ALL_CLASSES`); the likely ones
        // are offered first.
        let any = self.u.invent.iter().any(|o| likely(self, o));
        let pick = if any { self.getobj("invoke", &likely) } else { self.getobj("invoke", &|_, _| true) };
        let Some(i) = pick else { return false };
        self.arti_invoke(i)
    }

    /// `arti_invoke`: what invoking item `i` does.
    fn arti_invoke(&mut self, i: usize) -> bool {
        let t = tables();
        let obj = self.u.invent[i].clone();
        let power = obj.oartifact.and_then(|a| t.arti(a)).and_then(|a| a.inv_prop);
        let Some(power) = power else {
            if obj.otyp == CRYSTAL_BALL {
                self.pline("You can't gaze into a crystal ball yet in OxHack.");
            } else {
                self.pline("Nothing happens.");
            }
            return true;
        };
        let name = the(&xname(&self.name_ctx(), &obj));
        let sp = match power {
            Invoke::Special(sp) => sp,
            Invoke::Prop(p) => {
                let what = p.name().replace('_', " ");
                self.pline(format!("Invoking {name} for {what} does not work yet in OxHack."));
                return false;
            }
        };
        if obj.age > self.moves {
            let are = if obj.quan > 1 { "are" } else { "is" };
            self.pline(format!("You feel that {name} {are} ignoring you."));
            let more = self.rng.d(3, 10);
            self.u.invent[i].age += i64::from(more);
            return true;
        }
        let rest = self.rng.rnz(100, self.u.ulevel());
        self.u.invent[i].age = self.moves + i64::from(rest);
        match sp {
            InvokeSpecial::Taming => {
                let mut pseudo = Obj::new(SCR_TAMING, 1);
                pseudo.dknown = true;
                self.seffects(&pseudo);
            }
            InvokeSpecial::Healing => {
                let heal = (self.u.uhpmax + 1 - self.u.uhp) / 2;
                let sick = self.u.timeout(Prop::Sick) > 0;
                let blind = self.u.timeout(Prop::Blinded) > 0;
                if heal > 0 || sick || blind {
                    self.pline("You feel better.");
                    self.u.uhp += heal.max(0);
                    self.u.set_timeout(Prop::Sick, 0);
                    if blind {
                        self.make_blinded(0, false);
                    }
                } else {
                    self.nothing_special();
                }
            }
            InvokeSpecial::EnergyBoost => {
                let mut boost = (self.u.uenmax + 1 - self.u.uen) / 2;
                if boost > 120 {
                    boost = 120;
                } else if boost < 12 {
                    boost = self.u.uenmax - self.u.uen;
                }
                if boost > 0 {
                    self.u.uen += boost;
                    self.pline("You feel re-energized.");
                } else {
                    self.nothing_special();
                }
            }
            InvokeSpecial::Untrap => {
                if !self.untrap(true) {
                    if let Some(k) = self.u.invent.iter().position(|o| o.o_id == obj.o_id) {
                        self.u.invent[k].age = 0;
                    }
                    return false;
                }
            }
            InvokeSpecial::ChargeObj => {
                let Some(k) = self.getobj("charge", &|_, o| {
                    let c = tables().obj(o.otyp).class;
                    c == oxhack_defs::OClass::Wand || c == oxhack_defs::OClass::Ring || c == oxhack_defs::OClass::Tool
                }) else {
                    if let Some(k) = self.u.invent.iter().position(|o| o.o_id == obj.o_id) {
                        self.u.invent[k].age = 0;
                    }
                    return false;
                };
                let a = obj.oartifact.and_then(|a| t.arti(a));
                let mine = a.is_some_and(|a| a.role.is_none() || a.role == Some(self.u.hero.role));
                let how = if obj.blessed && mine {
                    1
                } else if obj.cursed {
                    -1
                } else {
                    0
                };
                self.recharge(k, how);
            }
            InvokeSpecial::LevBook => {
                if self.u.has(Prop::TeleportControl) {
                    self.wiz_level_tele_prompt();
                } else {
                    self.level_tele_random();
                }
            }
            InvokeSpecial::CreatePortal => {
                self.pline("You feel very disoriented for a moment.");
            }
            InvokeSpecial::Enlightening => self.enlightenment(),
            InvokeSpecial::CreateAmmo => {
                let mut arrows = self.with_mk(|c| c.mksobj(ARROW, true, false));
                arrows.blessed = obj.blessed;
                arrows.cursed = obj.cursed;
                arrows.bknown = obj.bknown;
                if obj.blessed {
                    arrows.spe = arrows.spe.max(0);
                    arrows.quan += i64::from(self.rng.rnd(10));
                } else if obj.cursed {
                    arrows.spe = arrows.spe.min(0);
                } else {
                    arrows.quan += i64::from(self.rng.rnd(5));
                }
                self.hold_another_object(arrows);
            }
        }
        true
    }

    /// The power answered but had nothing to do.
    fn nothing_special(&mut self) {
        self.pline("You feel a surge of power, but nothing seems to happen.");
    }

    /// A controlled level teleport by depth ("To what level do you want
    /// to teleport?").
    fn wiz_level_tele_prompt(&mut self) {
        let Some(line) = self.getlin("To what level do you want to teleport?") else { return };
        match line.trim().parse::<i32>() {
            Ok(d) => self.level_tele_to_depth(d),
            Err(_) => self.level_tele_random(),
        }
    }
}
