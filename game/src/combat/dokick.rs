//! Kicking (dokick.c, `^D` and `#kick`): monsters (a kick attack that
//! may be blocked or evaded), objects on the square (sent a few squares
//! along), doors (crash open, shatter, or `WHAMM!!`), and walls and other
//! hard things (`Ouch!  That hurts!`).

use crate::game::Game;
use crate::world::level::{D_BROKEN, D_CLOSED, D_ISOPEN, D_LOCKED, D_NODOOR, D_TRAPPED, isok};
use crate::world::you::{A_CON, A_DEX, A_STR, UTrap};
use oxhack_defs::flags::M1;
use oxhack_defs::{Prop, Size};
use oxhack_tables::{ids, tables};
use oxhack_vm::terrain::*;

impl Game {
    /// Monks and Samurai kick like martial artists (`martial()`).
    pub fn martial(&self) -> bool {
        self.u.hero.role == ids::PM_MONK || self.u.hero.role == ids::PM_SAMURAI
    }

    fn wearing_kicking_boots(&self) -> bool {
        self.u.worn(crate::world::obj::Worn::ARMF).is_some_and(|i| self.u.invent[i].otyp == ids::KICKING_BOOTS)
    }

    /// `dokick`: kick in a direction. Returns whether it took time.
    pub fn dokick(&mut self) -> bool {
        if self.u.has(Prop::WoundedLegs) {
            self.pline("Your legs are in no shape for kicking.");
            return false;
        }
        match self.u.utrap {
            UTrap::BearTrap(_) | UTrap::Web(_) | UTrap::Lava(_) => {
                self.pline("You can't move your leg!");
                return false;
            }
            _ => {}
        }
        let Some((dx, dy, _)) = self.getdir(None) else { return false };
        if (dx, dy) == (0, 0) {
            return false;
        }
        let (x, y) = (self.u.ux + dx, self.u.uy + dy);
        if matches!(self.u.utrap, UTrap::Pit(_)) {
            self.pline("You kick at the side of the pit.");
            return true;
        }
        self.u_wipe_engr(2);
        let avrg = if self.wearing_kicking_boots() { 99 } else { self.door_skill() };
        if let Some(i) = self.lev.monsters.iter().position(|m| m.mx == x && m.my == y) {
            let m = &self.lev.monsters[i];
            if m.mpeaceful && self.canspotmon(m) && self.opts.confirm {
                let name = self.mon_nam(i);
                if !self.yn(&format!("Really attack {name}?")) {
                    return false;
                }
            }
            self.wake_nearby(self.u.ulevel() * 20);
            self.kick_monster(i, dx, dy);
            if let Some(m) = self.lev.monsters.iter().find(|m| m.mx == x && m.my == y)
                && !self.canspotmon(m)
            {
                self.map_invisible(x, y);
            }
            return true;
        }
        self.wake_nearby(self.u.ulevel() * 20);
        if !isok(x, y) {
            return self.kick_ouch("kicking nothing");
        }
        self.unmap_invisible(x, y);
        if crate::monsters::makemon::is_pool_at(&self.lev, x, y) {
            self.pline("You splash some water around.");
            return true;
        }
        if self.lev.objects_at(x, y).next().is_some() && !self.u.has(Prop::Levitation) {
            if self.kick_object(x, y, dx, dy) {
                return true;
            }
            return self.kick_ouch("kicking something hard");
        }
        let rm = *self.lev.at(x, y);
        if rm.typ != DOOR {
            if rm.typ == SDOOR || rm.typ == SCORR {
                if !self.u.has(Prop::Levitation) && self.rng.rn2(30) < avrg {
                    if rm.typ == SDOOR {
                        // `cvt_sdoor_to_door`, then the kick opens it
                        // unless it is locked.
                        let mut mask = rm.doormask() & !crate::world::level::WM_MASK;
                        if mask & D_LOCKED == 0 {
                            mask |= D_CLOSED;
                        }
                        let verb = if mask & (D_LOCKED | D_TRAPPED) == D_LOCKED {
                            "Your kick uncovers"
                        } else {
                            "You kick open"
                        };
                        self.pline(format!("Crash!  {verb} a secret door!"));
                        self.exercise(A_DEX, true);
                        if mask & D_TRAPPED != 0 {
                            mask = D_NODOOR;
                            self.door_trap_explodes(x, y);
                        } else if mask != D_NODOOR && mask & D_LOCKED == 0 {
                            mask = D_ISOPEN;
                        }
                        self.lev.set_typ(x, y, DOOR);
                        if let Some(l) = self.lev.at_mut(x, y) {
                            l.set_doormask(mask);
                        }
                    } else {
                        self.exercise(A_DEX, true);
                        self.lev.set_typ(x, y, CORR);
                        self.pline("Crash!  You kick open a secret passage!");
                    }
                    self.vision_recalc();
                    self.newsym(x, y);
                    return true;
                }
                return self.kick_ouch(&kickstr(rm.typ));
            }
            if rm.typ == SINK {
                return self.kick_sink(x, y);
            }
            if matches!(rm.typ, THRONE | ALTAR | FOUNTAIN | GRAVE | TREE | IRONBARS)
                || crate::world::level::is_stwall(rm.typ)
                || (rm.typ == STAIRS || rm.typ == LADDER) && rm.ladder() != crate::world::level::LA_DOWN
            {
                return self.kick_ouch(&kickstr(rm.typ));
            }
            return self.kick_dumb();
        }
        let mask = rm.doormask();
        if mask == D_ISOPEN || mask == D_BROKEN || mask == D_NODOOR {
            return self.kick_dumb();
        }
        if self.u.has(Prop::Levitation) {
            return self.kick_ouch("kicking a door");
        }
        self.exercise(A_DEX, true);
        let bonus = if self.martial() { self.u.acurr(A_DEX) } else { 0 };
        if self.rng.rnl(35, self.u.hero.uluck) < avrg + bonus {
            let shopdoor = self.shop_at(x, y) != crate::world::level::NO_ROOM;
            let new = if mask & D_TRAPPED != 0 {
                self.pline("You kick the door.");
                self.door_trap_explodes(x, y);
                D_NODOOR
            } else if self.u.acurr(A_STR) > 18 && self.rng.rn2(5) == 0 && !shopdoor {
                self.pline("As you kick the door, it shatters to pieces!");
                D_NODOOR
            } else {
                self.pline("As you kick the door, it crashes open!");
                D_BROKEN
            };
            self.exercise(A_STR, true);
            if let Some(l) = self.lev.at_mut(x, y) {
                l.set_doormask(new);
            }
            self.vision_recalc();
            self.newsym(x, y);
            if shopdoor {
                self.add_damage(x, y, crate::world::level::SHOP_DOOR_COST);
                self.pay_for_damage("break", false);
            }
        } else {
            self.exercise(A_STR, true);
            self.pline("WHAMM!!");
        }
        true
    }

    /// Kicking something hard: `Ouch!  That hurts!` and
    /// rnd(Con > 15 ? 3 : 5) damage; `killer` names it ("kicking a
    /// wall", `kickstr`).
    pub(crate) fn kick_ouch(&mut self, killer: &str) -> bool {
        self.pline("Ouch!  That hurts!");
        self.exercise(A_DEX, false);
        self.exercise(A_STR, false);
        if self.rng.rn2(3) == 0 {
            let t = 5 + self.rng.rnd(5);
            self.u.incr_timeout(Prop::WoundedLegs, t as u32);
        }
        let dmg = self.rng.rnd(if self.u.acurr(A_CON) > 15 { 3 } else { 5 });
        self.losehp(dmg, killer);
        true
    }

    /// Kicking air.
    pub(crate) fn kick_dumb(&mut self) -> bool {
        self.exercise(A_DEX, false);
        if self.martial() || self.u.acurr(A_DEX) >= 16 || self.rng.rn2(3) != 0 {
            self.pline("You kick at empty space.");
        } else {
            self.pline("Dumb move!  You strain a muscle.");
            self.exercise(A_STR, false);
            let t = 5 + self.rng.rnd(5);
            self.u.incr_timeout(Prop::WoundedLegs, t as u32);
        }
        true
    }

    /// `kick_monster` and `kickdmg`, simplified: the monster may block or
    /// dodge a kick; otherwise it takes rnd((Str + Dex + Con) / 15)
    /// (halved when clumsy, nothing against thick hides), plus kicking
    /// boots' bonus and enchantment.
    fn kick_monster(&mut self, i: usize, dx: i32, dy: i32) {
        let t = tables();
        self.wakeup(i, true);
        let Some(m) = self.lev.monsters.get(i) else { return };
        let pm = t.mon(m.mnum);
        let clumsy = self.u.has(Prop::Fumbling);
        let name = self.mon_nam(i);
        self.pline(format!("You kick {name}."));
        let m = &self.lev.monsters[i];
        let nimble = m.mcansee
            && !m.mtrapped
            && !pm.mflags1.contains(M1::THICK_HIDE)
            && m.mcanmove
            && !m.mstun
            && !m.mconf
            && !m.msleeping
            && pm.mmove >= 12
            && !pm.mflags1.contains(M1::NOEYES);
        if nimble && self.rng.rn2(if clumsy { 3 } else { 4 }) == 0 && (clumsy || pm.msize < Size::Large) {
            if !pm.mflags1.contains(M1::NOHANDS) && self.rng.rn2(if self.martial() { 5 } else { 3 }) == 0 {
                let who = self.monnam_cap(i);
                self.pline(format!("{who} blocks your {}kick.", if clumsy { "clumsy " } else { "" }));
                return;
            }
            let (nx, ny) = (m.mx + dx, m.my + dy);
            let free = isok(nx, ny)
                && crate::world::level::accessible(self.lev.typ(nx, ny))
                && self.lev.monster_at(nx, ny).is_none()
                && (nx, ny) != (self.u.ux, self.u.uy);
            if free {
                let (ox, oy) = (m.mx, m.my);
                let who = self.monnam_cap(i);
                self.lev.monsters[i].mx = nx;
                self.lev.monsters[i].my = ny;
                self.newsym(ox, oy);
                self.newsym(nx, ny);
                let how = if pm.mflags1.contains(M1::FLY) { "swoops" } else { "jumps" };
                self.pline(format!(
                    "{who} {how}, {} evading your {}kick.",
                    if clumsy { "easily" } else { "nimbly" },
                    if clumsy { "clumsy " } else { "" }
                ));
                return;
            }
        }
        let mut dmg = (self.u.acurrstr() + self.u.acurr(A_DEX) + self.u.acurr(A_CON)) / 15;
        if self.wearing_kicking_boots() {
            dmg += 5;
        }
        if clumsy {
            dmg /= 2;
        }
        if pm.mflags1.contains(M1::THICK_HIDE) || self.lev.monsters[i].mnum == ids::PM_SHADE {
            dmg = 0;
        }
        if dmg > 0 {
            dmg = self.rng.rnd(dmg);
            if self.martial() {
                dmg += self.rng.rn2(self.u.acurr(A_DEX) / 2 + 1);
            }
            self.exercise(A_DEX, true);
        }
        if let Some(b) = self.u.worn(crate::world::obj::Worn::ARMF) {
            dmg += self.u.invent[b].spe as i32;
        }
        if dmg > 0 {
            self.damage_monster(i, dmg, true);
        }
    }

    /// `kick_object`: the top object at (x, y) flies up to
    /// `ACURRSTR / 2 - weight / 40` squares (more for martial artists);
    /// too heavy ones just go `Thump!`. False for a boulder (which hurts).
    fn kick_object(&mut self, x: i32, y: i32, dx: i32, dy: i32) -> bool {
        let t = tables();
        let Some(k) = self.lev.objects.iter().rposition(|f| f.x == x && f.y == y) else { return false };
        if self.lev.objects[k].obj.otyp == ids::BOULDER {
            return false;
        }
        if let Some(tr) = self.lev.t_at(x, y)
            && (crate::world::level::ttyp::is_pit(tr.ttyp) || tr.ttyp == crate::world::level::ttyp::WEB)
        {
            let what = if tr.ttyp == crate::world::level::ttyp::WEB { "web" } else { "pit" };
            self.pline(format!("You can't kick something that's in a {what}!"));
            return true;
        }
        if self.u.has(Prop::Fumbling) && self.rng.rn2(3) == 0 {
            self.pline("Your clumsy kick missed.");
            return true;
        }
        let o = &self.lev.objects[k].obj;
        let owt = (t.obj(o.otyp).weight as i64 * o.quan.max(1)).min(10_000) as i32;
        let mut range = self.u.acurrstr() / 2 - owt / 40;
        if self.martial() {
            range += self.rng.rnd(3);
        }
        if range < 2 {
            self.pline("Thump!");
            return self.rng.rn2(3) == 0 || self.martial();
        }
        // The object flies in a straight line until something stops it.
        let (mut cx, mut cy) = (x, y);
        for _ in 1..range {
            let (nx, ny) = (cx + dx, cy + dy);
            if !isok(nx, ny)
                || !crate::world::level::zap_pos(self.lev.typ(nx, ny))
                || crate::monsters::makemon::closed_door(&self.lev, nx, ny)
                || self.lev.monster_at(nx, ny).is_some()
                || (nx, ny) == (self.u.ux, self.u.uy)
            {
                break;
            }
            cx = nx;
            cy = ny;
        }
        if (cx, cy) == (x, y) {
            self.pline("Thump!");
            return true;
        }
        let mut f = self.lev.objects.remove(k);
        let name = self.doname(&f.obj);
        f.x = cx;
        f.y = cy;
        self.lev.objects.push(f);
        self.newsym(x, y);
        self.newsym(cx, cy);
        self.pline(format!("{} flies across the floor.", crate::world::display::capitalize(&name)));
        true
    }
}

/// `kickstr`: what kicking terrain of type `typ` is called when it kills.
pub fn kickstr(typ: u8) -> String {
    let what = match typ {
        DOOR => "a door",
        TREE => "a tree",
        t if crate::world::level::is_stwall(t) => "a wall",
        t if crate::world::level::is_rock(t) => "a rock",
        THRONE => "a throne",
        FOUNTAIN => "a fountain",
        GRAVE => "a headstone",
        SINK => "a sink",
        ALTAR => "an altar",
        DRAWBRIDGE_UP | DRAWBRIDGE_DOWN => "a drawbridge",
        STAIRS => "the stairs",
        LADDER => "a ladder",
        IRONBARS => "an iron bar",
        _ => "something weird",
    };
    format!("kicking {what}")
}
