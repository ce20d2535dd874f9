//! `#sit` (sit.c's `dosit`): sitting on what lies here, in a trap, on the
//! dungeon's furniture, and on a throne with its thirteen fates
//! (`rndcurse` and `take_gold` with it).

use crate::game::Game;
use crate::world::level::ttyp;
use crate::world::obj::Worn;
use crate::world::you::{A_CON, A_MAX, A_WIS, FROMOUTSIDE, INTRINSIC, UTrap};
use oxhack_defs::Prop;
use oxhack_tables::tables;
use oxhack_vm::terrain::*;

impl Game {
    /// `#sit` (`dosit`).
    pub fn dosit(&mut self) -> bool {
        let (x, y) = (self.u.ux, self.u.uy);
        let typ = self.lev.typ(x, y);
        if self.u.has(Prop::Levitation) {
            self.pline("You tumble in place.");
            return false;
        }
        if let Some(id) = self.u.ustuck
            && let Some(i) = self.mon_index(id)
        {
            let t = tables();
            let name = crate::world::display::capitalize(&self.mon_nam(i));
            let msg = if t.mon(self.lev.monsters[i].mnum).mflags1.contains(oxhack_defs::flags::M1::HUMANOID) {
                format!("{name} won't offer its lap.")
            } else {
                format!("{name} has no lap.")
            };
            self.pline(msg);
            return false;
        }
        let trap = self.lev.t_at(x, y).map(|t| t.ttyp);
        let at_pit_edge = trap.is_some_and(ttyp::is_pit) && self.u.utrap == UTrap::None;
        if typ != POOL && typ != MOAT && self.lev.objects_at(x, y).next().is_some() && !at_pit_edge {
            let o = self.lev.objects_at(x, y).next().cloned().expect("an object here");
            let nc = self.name_ctx();
            let name = crate::objects::objnam::the(&crate::objects::objnam::xname(&nc, &o));
            self.pline(format!("You sit on {name}."));
            let t = tables();
            let soft =
                crate::objects::objnam::is_box(o.otyp) || t.obj(o.otyp).material == Some(oxhack_defs::Material::Cloth);
            if !soft {
                self.pline("It's not very comfortable...");
            }
        } else if trap.is_some() || matches!(self.u.utrap, UTrap::Lava(_)) {
            self.sit_in_trap(trap);
        } else if typ == POOL || typ == MOAT || typ == WATER {
            self.pline("You sit in the water.");
            if self.rng.rn2(10) == 0 && self.u.worn(Worn::ARM).is_some() {
                self.water_damage(Worn::ARM);
            }
            if self.rng.rn2(10) == 0 && self.u.worn(Worn::ARMF).is_some() {
                self.water_damage(Worn::ARMF);
            }
        } else if typ == SINK {
            self.pline("You sit on the sink.");
            self.pline("Your rump gets wet.");
        } else if typ == ALTAR {
            self.pline("You sit on the altar.");
            self.altar_wrath();
        } else if typ == GRAVE {
            self.pline("You sit on the grave.");
        } else if typ == STAIRS {
            self.pline("You sit on the stairs.");
        } else if typ == LADDER {
            self.pline("You sit on the ladder.");
        } else if typ == LAVAPOOL {
            self.pline("You sit on the lava.");
            self.pline("The lava burns you!");
            let n = if self.u.has(Prop::FireRes) { 2 } else { 10 };
            let dmg = self.rng.d(n, 10);
            self.losehp(dmg, "sitting on lava");
        } else if typ == ICE {
            self.pline("You sit on the ice.");
            if !self.u.has(Prop::ColdRes) {
                self.pline("The ice feels cold.");
            }
        } else if typ == DRAWBRIDGE_DOWN {
            self.pline("You sit on the drawbridge.");
        } else if typ == THRONE {
            self.pline("You sit on the throne.");
            self.throne_fate();
            if self.rng.rn2(3) == 0 && self.lev.typ(self.u.ux, self.u.uy) == THRONE {
                let (ux, uy) = (self.u.ux, self.u.uy);
                if let Some(l) = self.lev.at_mut(ux, uy) {
                    l.typ = ROOM;
                    l.flags = 0;
                }
                self.pline("The throne vanishes in a puff of logic.");
                self.newsym(ux, uy);
            }
        } else {
            let s = self.surface(x, y);
            self.pline(format!("Having fun sitting on the {s}?"));
        }
        true
    }

    /// Sitting where a trap is, or in the trap holding the hero.
    fn sit_in_trap(&mut self, trap: Option<u8>) {
        match self.u.utrap {
            UTrap::BearTrap(n) => {
                self.exercise(A_WIS, false);
                self.pline("You can't sit down with your foot in the bear trap.");
                self.u.utrap = UTrap::BearTrap(n + 1);
            }
            UTrap::Pit(n) => {
                self.exercise(A_WIS, false);
                if trap == Some(ttyp::SPIKED_PIT) {
                    self.pline("You sit down on a spike.  Ouch!");
                    let d = if self.u.has(Prop::HalfPhdam) { self.rng.rn2(2) } else { 1 };
                    self.losehp(d, "sitting on an iron spike");
                    self.exercise(crate::world::you::A_STR, false);
                } else {
                    self.pline("You sit down in the pit.");
                }
                let more = self.rng.rn2(5) as u32;
                self.u.utrap = UTrap::Pit(n + more);
            }
            UTrap::Web(n) => {
                self.exercise(A_WIS, false);
                self.pline("You sit in the spider web and get entangled further!");
                let more = self.rng.rn1(10, 5) as u32;
                self.u.utrap = UTrap::Web(n + more);
            }
            UTrap::Lava(n) => {
                self.exercise(A_WIS, false);
                self.pline("You sit in the lava!");
                let more = self.rng.rnd(4) as u32;
                self.u.utrap = UTrap::Lava(n + more);
                let dmg = self.rng.d(2, 10);
                self.losehp(dmg, "sitting in lava");
            }
            UTrap::None => {
                self.pline("You sit down.");
                let (x, y) = (self.u.ux, self.u.uy);
                if let Some(ti) = self.lev.traps.iter().position(|t| t.tx == x && t.ty == y) {
                    self.dotrap(ti);
                }
            }
        }
    }

    /// `altar_wrath`: the altar's god resents being sat on.
    fn altar_wrath(&mut self) {
        let Some(a) = self.altar_align() else { return };
        if a == self.u.hero.align && self.u.ualign.record > -self.rng.rn2(4) {
            self.godvoice(a, "How darest thou desecrate my altar!");
            self.adjattrib(crate::world::you::A_WIS, -1, false);
            self.adjalign(-1);
        } else {
            let god = self.align_gname(a);
            self.pline(format!("A voice (could it be {god}?) whispers:"));
            self.pline("\"Thou shalt pay, infidel!\"");
            let luck = self.luck();
            if luck > -5 && self.rng.rn2(luck + 6) != 0 {
                let n = if self.rng.rn2(20) != 0 { -1 } else { -2 };
                self.change_luck(n);
            }
        }
    }

    /// The throne's fate: one time in three one of thirteen happens.
    fn throne_fate(&mut self) {
        if self.rng.rnd(6) <= 4 {
            let prince = crate::monsters::makemon::is_prince(tables(), self.u.hero.role);
            self.pline(if prince { "You feel very comfortable here." } else { "You feel somehow out of place..." });
            return;
        }
        let sire = if self.u.female { "Dame" } else { "Sire" };
        match self.rng.rnd(13) {
            1 => {
                let a = self.rng.rn2(A_MAX as i32) as usize;
                let n = self.rng.rn1(4, 3);
                self.adjattrib(a, -n, false);
                let d = self.rng.rnd(10);
                self.losehp(d, "a cursed throne");
            }
            2 => {
                let a = self.rng.rn2(A_MAX as i32) as usize;
                self.adjattrib(a, 1, false);
            }
            3 => {
                let res = self.u.has(Prop::ShockRes);
                self.pline(format!("A{} electric shock shoots through your body!", if res { "n" } else { " massive" }));
                let d = if res { self.rng.rnd(6) } else { self.rng.rnd(30) };
                self.losehp(d, "an electric chair");
                self.exercise(A_CON, false);
            }
            4 => {
                self.pline("You feel much, much better!");
                if self.u.uhp >= self.u.uhpmax - 5 {
                    self.u.uhpmax += 4;
                }
                self.u.uhp = self.u.uhpmax;
                self.make_blinded(0, true);
                self.u.set_timeout(Prop::Sick, 0);
                self.u.set_timeout(Prop::WoundedLegs, 0);
            }
            5 => self.take_gold(),
            6 => {
                if self.luck() + self.rng.rn2(5) < 0 {
                    self.pline("You feel your luck is changing.");
                    self.change_luck(1);
                } else {
                    self.makewish();
                }
            }
            7 => {
                let n = self.rng.rnd(10);
                self.pline("A voice echoes:");
                self.pline(format!("\"Thy audience hath been summoned, {sire}!\""));
                let (ux, uy) = (self.u.ux, self.u.uy);
                for _ in 0..n {
                    let made = self.with_mon(|c, lev| {
                        let pm = c.courtmon()?;
                        let spot = c.enexto(lev, ux, uy, Some(pm))?;
                        c.makemon(lev, Some(pm), spot.x, spot.y, crate::monsters::makemon::NO_MM_FLAGS)
                    });
                    if let Some(i) = made {
                        let (x, y) = (self.lev.monsters[i].mx, self.lev.monsters[i].my);
                        self.newsym(x, y);
                    }
                }
            }
            8 => {
                self.pline("A voice echoes:");
                self.pline(format!("\"By thine Imperious order, {sire}...\""));
                self.do_genocide(false);
            }
            9 => {
                self.pline("A voice echoes:");
                self.pline("\"A curse upon thee for sitting upon this most holy throne!\"");
                if self.luck() > 0 {
                    let b = self.u.timeout(Prop::Blinded) + self.rng.rn1(100, 250) as u32;
                    self.make_blinded(b, true);
                    let lose = if self.luck() > 1 { -self.rng.rnd(2) } else { -1 };
                    self.change_luck(lose);
                } else {
                    self.rndcurse();
                }
            }
            10 => {
                if self.luck() < 0 || self.u.prop(Prop::SeeInvis).intrinsic & INTRINSIC != 0 {
                    if self.lev.flags.nommap {
                        self.pline("A terrible drone fills your head!");
                        let c = self.rng.rnd(30);
                        self.make_confused(self.u.timeout(Prop::Confusion) as i32 + c, false);
                    } else {
                        self.pline("An image forms in your mind.");
                        self.do_mapping();
                    }
                } else {
                    self.pline("Your vision becomes clear.");
                    self.u.prop_mut(Prop::SeeInvis).intrinsic |= FROMOUTSIDE;
                    self.newsym(self.u.ux, self.u.uy);
                }
            }
            11 => {
                if self.luck() < 0 {
                    self.pline("You feel threatened.");
                    self.aggravate();
                } else {
                    self.pline("You feel a wrenching sensation.");
                    self.tele();
                }
            }
            12 => {
                self.pline("You are granted an insight!");
                if !self.u.invent.is_empty() {
                    let n = self.rng.rn2(5);
                    self.identify_pack(n);
                }
            }
            _ => {
                self.pline("Your mind turns into a pretzel!");
                let c = self.rng.rn1(7, 16);
                self.make_confused(self.u.timeout(Prop::Confusion) as i32 + c, false);
            }
        }
    }

    /// `take_gold`: the throne takes the hero's money.
    pub fn take_gold(&mut self) {
        if self.u.ugold > 0 {
            self.u.ugold = 0;
            self.pline("You notice you have no money!");
        } else {
            self.pline("You feel a strange sensation.");
        }
    }
}
