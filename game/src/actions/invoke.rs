//! `#invoke` (artifact.c's `doinvoke`, `arti_invoke`): the special
//! powers of artifacts (taming, healing, energy, untrapping, charging,
//! level teleport, enlightenment, arrows), which then rest a while.

use crate::game::Game;
use crate::objects::objnam::{the, xname};
use crate::world::level::DLevel;
use crate::world::obj::Obj;
use oxhack_defs::{Invoke, InvokeSpecial, Prop};
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
    pub fn arti_invoke(&mut self, i: usize) -> bool {
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
            Invoke::Prop(p) => return self.invoke_toggle(i, p),
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
                if !self.invoke_portal() {
                    self.nothing_special();
                }
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

    /// A toggled power (`W_ARTI`): levitation, invisibility, conflict
    /// come on, or go off; a tired artifact ignores the hero.
    fn invoke_toggle(&mut self, i: usize, p: Prop) -> bool {
        let obj = self.u.invent[i].clone();
        let on = !self.arti_invoked.contains(&obj.o_id);
        if on && obj.age > self.moves {
            let name = the(&xname(&self.name_ctx(), &obj));
            self.pline(format!("You feel that {name} is ignoring you."));
            let more = self.rng.d(3, 10);
            self.u.invent[i].age += i64::from(more);
            return true;
        }
        let had = self.u.has(p);
        if on {
            self.arti_invoked.push(obj.o_id);
        } else {
            self.arti_invoked.retain(|&id| id != obj.o_id);
            let rest = self.rng.rnz(100, self.u.ulevel());
            self.u.invent[i].age = self.moves + i64::from(rest);
        }
        self.update_worn_props();
        if had && on || (!on && self.u.has(p)) {
            // The hero had the property from elsewhere too.
            self.nothing_special();
            return true;
        }
        match p {
            Prop::Conflict => self.pline(if on {
                "You feel like a rabble-rouser."
            } else {
                "You feel the tension decrease around you."
            }),
            Prop::Levitation => {
                self.pline(if on { "You start to float in the air!" } else { "You float gently to the floor." })
            }
            Prop::Invis if self.u.has(Prop::Blinded) => self.nothing_special(),
            Prop::Invis => {
                let (ux, uy) = (self.u.ux, self.u.uy);
                self.newsym(ux, uy);
                if on {
                    let how = if self.u.has(Prop::Halluc) { "normal" } else { "strange" };
                    self.pline(format!("Your body takes on a {how} transparency..."));
                } else {
                    self.pline("Your body seems to unfade...");
                }
            }
            _ => self.pline(if on { "You feel a surge of power." } else { "You feel the power fade." }),
        }
        true
    }

    /// `CREATE_PORTAL`: a use-once portal to the nearest level of another
    /// dungeon the hero has been in (its entry, or the deepest reached).
    fn invoke_portal(&mut self) -> bool {
        let here = self.u.uz;
        let mut reached: Vec<(i32, i32)> = Vec::new();
        for uz in self.levels.iter().map(|(d, _)| *d).chain(std::iter::once(here)) {
            match reached.iter_mut().find(|(d, _)| *d == uz.dnum) {
                Some(r) => r.1 = r.1.max(uz.dlevel),
                None => reached.push((uz.dnum, uz.dlevel)),
            }
        }
        reached.sort();
        let ok: Vec<(i32, i32, String)> = reached
            .into_iter()
            .filter_map(|(d, lev)| {
                let dg = self.dungeon(d)?;
                let skip = matches!(dg.name.as_str(), "Vlad's Tower" | "Sokoban")
                    || crate::world::dungeon::in_endgame(&self.layout, DLevel { dnum: d, dlevel: 1 });
                (!skip).then(|| (d, lev, dg.name.clone()))
            })
            .collect();
        let pick = match ok.len() {
            0 => return false,
            1 => 0,
            _ => {
                let mut m = crate::ui::Menu::new("Open a portal to which dungeon?", crate::ui::PickHow::One);
                for (_, _, name) in &ok {
                    m.item(None, name);
                }
                match self.select_menu(&m).and_then(|v| v.first().copied()) {
                    Some(k) if k < ok.len() => k,
                    _ => return false,
                }
            }
        };
        let (dnum, deepest, _) = ok[pick].clone();
        let Some(dg) = self.dungeon(dnum) else { return false };
        let newlev = if dg.depth_start >= self.depth() {
            DLevel { dnum, dlevel: dg.entry_lev }
        } else {
            DLevel { dnum, dlevel: deepest }
        };
        if self.u_have_amulet() || crate::world::dungeon::in_endgame(&self.layout, here) || newlev.dnum == here.dnum {
            self.pline("You feel very disoriented for a moment.");
        } else {
            if self.u.has(Prop::Blinded) {
                self.pline("You feel weightless for a moment.");
            } else {
                self.pline("You are surrounded by a shimmering sphere!");
            }
            self.goto_level(newlev, crate::hero::golevel::Arrival::Random);
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
