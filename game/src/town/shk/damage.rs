//! Damage to shops (shk.c's `add_damage`, `pay_for_damage`,
//! `remove_damage`, `repair_damage`, `shopdig`, `shkcatch`): a wall dug
//! through or a door broken is charged for ("\"Cad!  You did 400
//! zorkmids worth of damage!\"  Pay?") or angers the shopkeeper, who
//! later mends it with an incantation; digging down in a shop gets a
//! warning, and falling through with unpaid goods gets the backpack
//! grabbed.

use super::currency;
use crate::game::Game;
use crate::levelgen::mklev::in_rooms;
use crate::world::level::{D_BROKEN, D_CLOSED, Damage, is_door, is_room, rtype, ttyp};
use crate::world::obj::Worn;
use crate::world::you::UTrap;
use oxhack_defs::Prop;
use oxhack_tables::{ids, tables};

/// Turns before a shopkeeper repairs damage (`REPAIR_DELAY`).
pub const REPAIR_DELAY: i64 = 5;

const ANGRYTEXTS: [&str; 3] = ["quite upset", "ticked off", "furious"];

impl Game {
    /// `add_damage`: shop damage at (x, y) costing `cost`, to be paid for
    /// now and repaired later. A door counts only if it is a shop's
    /// entrance. Call before the square changes.
    pub fn add_damage(&mut self, x: i32, y: i32, cost: i64) {
        if is_door(self.lev.typ(x, y)) {
            let shops = in_rooms(&self.lev, x, y, rtype::SHOPBASE);
            let entrance = shops
                .into_iter()
                .any(|r| self.shop_keeper(r).and_then(|i| self.eshk(i)).is_some_and(|e| (e.shd.x, e.shd.y) == (x, y)));
            if !entrance {
                return;
            }
        }
        let moves = self.moves;
        if let Some(d) = self.lev.damagelist.iter_mut().find(|d| (d.x, d.y) == (x, y)) {
            d.cost += cost;
            d.when = moves;
            return;
        }
        let typ = self.lev.typ(x, y);
        self.lev.damagelist.insert(0, Damage { x, y, typ, cost, when: moves });
    }

    /// `pay_for_damage`: this turn's shop damage is noticed by the nearest
    /// shopkeeper, who asks to be paid for it or comes after the hero.
    /// `dmgstr` is what was done ("dig into", "damage", "break",
    /// "destroy", "ruin").
    pub fn pay_for_damage(&mut self, dmgstr: &str, cant_mollify: bool) {
        let uinshp = !self.shops.ushops.is_empty();
        let dugwall = dmgstr == "dig into" || dmgstr == "damage";
        let mut cost_of_damage = 0;
        let mut shk: Option<usize> = None;
        let mut appear_here: Option<(i32, i32)> = None;
        let (mut nearest_shk, mut nearest_damage) = (i32::MAX, i32::MAX);
        let mut picks = 0;
        let todays: Vec<Damage> =
            self.lev.damagelist.iter().filter(|d| d.when == self.moves && d.cost != 0).copied().collect();
        for d in todays {
            cost_of_damage += d.cost;
            for shp in in_rooms(&self.lev, d.x, d.y, rtype::SHOPBASE) {
                let Some(t) = self.shop_keeper(shp) else { continue };
                let ddist = self.distu_of(d.x, d.y);
                if Some(t) == shk {
                    if ddist < nearest_damage {
                        nearest_damage = ddist;
                        appear_here = Some((d.x, d.y));
                    }
                    continue;
                }
                if !self.inhishop(t) {
                    continue;
                }
                let m = &self.lev.monsters[t];
                let sd = self.distu_of(m.mx, m.my);
                if sd > nearest_shk {
                    continue;
                }
                if sd == nearest_shk && picks > 0 {
                    picks += 1;
                    if self.rng.rn2(picks) != 0 {
                        continue;
                    }
                } else {
                    picks = 1;
                }
                shk = Some(t);
                nearest_shk = sd;
                appear_here = Some((d.x, d.y));
                nearest_damage = ddist;
            }
        }
        let (Some(si), Some((x, y))) = (shk, appear_here) else { return };
        if cost_of_damage == 0 {
            return;
        }
        let animal = self.muteshk_by_kind(si);
        let plname = self.u.name.clone();
        if let Some(e) = self.eshk_mut(si) {
            e.customer = plname;
        }
        if !self.lev.monsters[si].mpeaceful || self.eshk(si).is_some_and(|e| e.following) {
            self.hot_pursuit(si);
            return;
        }
        let (mx, my) = (self.lev.monsters[si].mx, self.lev.monsters[si].my);
        let mut pursue = false;
        let mut getcad = false;
        if in_rooms(&self.lev, mx, my, rtype::SHOPBASE).is_empty() {
            if !self.vis.cansee(mx, my) {
                return;
            }
            pursue = true;
            getcad = true;
        } else if uinshp {
            if self.um_dist(mx, my, 1) && !self.um_dist(mx, my, 3) {
                let cap = self.shknam_cap(si);
                self.pline(format!("{cap} leaps towards you!"));
                self.shk_mnexto(si);
            }
            let m = &self.lev.monsters[si];
            pursue = self.um_dist(m.mx, m.my, 1);
            getcad = pursue;
        } else {
            if self.lev.monster_at(x, y).is_some_and(|m| !m.isshk()) {
                if !animal {
                    if !self.deaf() && !self.muteshk(si) {
                        self.pline("You hear an angry voice:");
                        self.shk_say("Out of my way, scum!");
                    }
                } else {
                    let cap = self.shknam_cap(si);
                    self.pline(format!("{cap} growls!"));
                }
            }
            self.shk_mnearto(si, x, y);
        }
        if !getcad {
            let credit = self.eshk(si).map_or(0, |e| e.credit);
            getcad = (self.um_dist(x, y, 1) && !uinshp)
                || cant_mollify
                || self.u.ugold + credit < cost_of_damage
                || self.rng.rn2(50) == 0;
        }
        let what = if dugwall { "shop" } else { "door" };
        if getcad {
            if self.muteshk(si) {
                // An animal shopkeeper only yelps.
            } else if pursue || uinshp || !self.um_dist(x, y, 1) {
                if !self.deaf() {
                    self.shk_say(format!("How dare you {dmgstr} my {what}?"));
                } else {
                    let cap = self.shknam_cap(si);
                    let how = ANGRYTEXTS[self.rng.rn2(3) as usize];
                    let his = self.noit_mhis(si);
                    self.pline(format!("{cap} is {how} that you decided to {dmgstr} {his} {what}!"));
                }
            } else if !self.deaf() {
                let cap = self.shknam_cap(si);
                self.pline(format!("{cap} shouts:"));
                self.shk_say(format!("Who dared {dmgstr} my {what}?"));
            } else {
                let cap = self.shknam_cap(si);
                let how = ANGRYTEXTS[self.rng.rn2(3) as usize];
                let his = self.noit_mhis(si);
                self.pline(format!("{cap} is {how} that someone decided to {dmgstr} {his} {what}!"));
            }
            self.hot_pursuit(si);
            return;
        }
        if self.u.has(Prop::Invis) {
            let name = self.shkname(si);
            self.pline(format!("Your invisibility does not fool {name}!"));
        }
        let (lead, close) = if !animal { (self.cad(true), "\"") } else { (String::new(), "") };
        let q = format!("{lead}You did {cost_of_damage} {} worth of damage!{close}  Pay?", currency(cost_of_damage));
        if self.yn_function(&q, "yn", 'n') != 'n' {
            let cost = self.check_credit(cost_of_damage, si);
            if cost > 0 {
                self.money2mon(si, cost);
            }
            let name = self.shkname(si);
            self.pline(format!("Mollified, {name} accepts your restitution."));
            self.home_shk(si, false);
            self.pacify_shk(si);
        } else {
            if !animal {
                if !self.deaf() && !self.muteshk(si) {
                    self.shk_say("Oh, yes!  You'll pay!");
                } else {
                    let cap = self.shknam_cap(si);
                    let his = self.noit_mhis(si);
                    self.pline(format!("{cap} lunges {his} hand toward your neck!"));
                }
            } else {
                let cap = self.shknam_cap(si);
                self.pline(format!("{cap} growls!"));
            }
            self.hot_pursuit(si);
            let s = crate::monsters::makemon::align_value(self.u.hero.align).signum();
            self.adjalign(-s);
        }
    }

    /// The keeper makes only animal noises (`msound <= MS_ANIMAL`).
    fn muteshk_by_kind(&self, i: usize) -> bool {
        (tables().mon(self.lev.monsters[i].mnum).msound as u8) <= oxhack_defs::Sound::Burble as u8
    }

    /// Squared distance from the hero.
    fn distu_of(&self, x: i32, y: i32) -> i32 {
        crate::monsters::monmove::dist2(x, y, self.u.ux, self.u.uy)
    }

    /// `remove_damage`: shopkeeper `si` repairs what is due in the shop
    /// (`croaked`: the keeper died, and damage to this shop alone is
    /// forgotten), with what the hero sees of it: "Suddenly, a section of
    /// wall closes up!", "Suddenly, the shop door reappears!"
    pub fn remove_damage(&mut self, si: usize, croaked: bool) {
        let roomno = self.shk_shop(si);
        let mut feedback = !croaked;
        let (mut saw_walls, mut saw_door, mut saw_floor, mut saw_untrap) = (0, false, false, 0);
        let mut did_repair = false;
        let mut k = 0;
        while k < self.lev.damagelist.len() {
            let d = self.lev.damagelist[k];
            let shops = in_rooms(&self.lev, d.x, d.y, rtype::SHOPBASE);
            let mut disposition = 0;
            let old_doormask = self.lev.at(d.x, d.y).doormask();
            if shops.contains(&roomno) {
                disposition =
                    if croaked { i32::from(shops.len() <= 1) } else { self.repair_damage(si, d, &mut feedback) };
            }
            if disposition == 0 {
                k += 1;
                continue;
            }
            if disposition > 1 {
                did_repair = true;
                if self.vis.cansee(d.x, d.y) {
                    let typ = self.lev.typ(d.x, d.y);
                    if crate::world::level::is_wall(typ) {
                        saw_walls += 1;
                    } else if is_door(typ) && old_doormask & (crate::world::level::D_ISOPEN | D_CLOSED) == 0 {
                        saw_door = true;
                    } else if disposition == 3 {
                        saw_untrap += 1;
                    } else {
                        saw_floor = true;
                    }
                }
            }
            self.lev.damagelist.remove(k);
        }
        if !did_repair {
            return;
        }
        let trapmsg = if saw_untrap > 0 {
            let (what, are) = match saw_untrap {
                1 => ("a trap", "is"),
                2 | 3 => ("some traps", "are"),
                _ => ("several traps", "are"),
            };
            format!("{what} {are} removed from the floor")
        } else {
            String::new()
        };
        if saw_walls > 0 {
            let (n, s, v) = match saw_walls {
                1 => ("a", "", "closes"),
                2 | 3 => ("some", "s", "close"),
                _ => ("several", "s", "close"),
            };
            self.pline(format!("Suddenly, {n} section{s} of wall {v} up!"));
            if saw_door {
                self.pline("The shop door reappears!");
            }
            if saw_floor {
                self.pline("The floor is repaired!");
            }
            if !trapmsg.is_empty() {
                self.pline(format!("{}!", crate::world::display::capitalize(&trapmsg)));
            }
        } else if saw_door || saw_floor || !trapmsg.is_empty() {
            let mut s = String::from("Suddenly, ");
            if saw_door {
                s.push_str("the shop door reappears");
            }
            if saw_door && saw_floor {
                s.push_str(" and ");
            }
            if saw_floor {
                s.push_str("the floor damage is gone");
            }
            if (saw_door || saw_floor) && !trapmsg.is_empty() {
                s.push_str(" and ");
            }
            s.push_str(&trapmsg);
            self.pline(format!("{s}!"));
        } else if self.inside_shop(self.u.ux, self.u.uy) == roomno {
            self.pline("You feel more claustrophobic than before.");
        } else if !self.deaf() && self.rng.rn2(10) == 0 {
            self.pline("The dungeon acoustics noticeably change.");
        }
    }

    /// `repair_damage`: 0 not yet (too soon, or something in the way), 2
    /// repaired, 3 a trap removed; the first repair of a round is
    /// whispered ("Asidonhopo whispers an incantation.").
    fn repair_damage(&mut self, si: usize, d: Damage, once: &mut bool) -> i32 {
        if self.moves - d.when < REPAIR_DELAY {
            return 0;
        }
        let m = &self.lev.monsters[si];
        if m.msleeping || !m.mcanmove || self.eshk(si).is_some_and(|e| e.following) {
            return 0;
        }
        let (x, y) = (d.x, d.y);
        let passes = self.u.has(Prop::PassesWalls);
        if !is_room(d.typ)
            && (((x, y) == (self.u.ux, self.u.uy) && !passes)
                || (x, y) == (m.mx, m.my)
                || self.lev.monster_at(x, y).is_some())
        {
            return 0;
        }
        let trap = self.lev.traps.iter().position(|t| t.tx == x && t.ty == y);
        if trap.is_some() && (x, y) == (self.u.ux, self.u.uy) && !passes {
            return 0;
        }
        if *once {
            let close = self.distu_of(m.mx, m.my) <= 8 * 8 / 4;
            if self.canspotmon(&self.lev.monsters[si]) {
                let cap = self.shknam_cap(si);
                self.pline(format!("{cap} whispers {}.", if close { "an incantation" } else { "something" }));
            } else if !self.deaf() && close {
                self.pline("You hear someone muttering an incantation.");
            }
            *once = false;
        }
        let mut disposition = 1;
        if let Some(ti) = trap {
            let t = self.lev.traps.remove(ti);
            let m = &self.lev.monsters[si];
            if (t.ttyp == ttyp::LANDMINE || t.ttyp == ttyp::BEAR_TRAP)
                && crate::monsters::monmove::dist2(x, y, m.mx, m.my) <= 2
            {
                let otyp = if t.ttyp == ttyp::LANDMINE { ids::LAND_MINE } else { ids::BEARTRAP };
                let o = self.with_mk(|c| c.mksobj(otyp, true, false));
                self.lev.monsters[si].minvent.push(o);
            }
            self.newsym(x, y);
            disposition = 3;
        }
        let here = self.lev.at(x, y);
        if is_room(d.typ) || (d.typ == here.typ && (!is_door(d.typ) || here.doormask() > D_BROKEN)) {
            return disposition;
        }
        self.lev.set_typ(x, y, d.typ);
        if is_door(d.typ)
            && let Some(l) = self.lev.at_mut(x, y)
        {
            l.set_doormask(D_CLOSED);
        }
        // Whatever lay in the wall is scattered into the shop.
        let roomno = self.shk_shop(si);
        let spots: Vec<(i32, i32)> = crate::ui::keys::DIRS
            .iter()
            .map(|d| (x + d.0, y + d.1))
            .filter(|&(ix, iy)| self.inside_shop(ix, iy) == roomno)
            .collect();
        if !spots.is_empty() && !is_room(d.typ) {
            let mut i = 0;
            while i < self.lev.objects.len() {
                let f = &self.lev.objects[i];
                if (f.x, f.y) != (x, y) {
                    i += 1;
                    continue;
                }
                if f.obj.otyp == ids::BOULDER || f.obj.otyp == ids::ROCK {
                    self.lev.objects.remove(i);
                    continue;
                }
                let (nx, ny) = spots[self.rng.rn2(spots.len() as i32) as usize];
                self.lev.objects[i].x = nx;
                self.lev.objects[i].y = ny;
                self.newsym(nx, ny);
                i += 1;
            }
        }
        self.vision_recalc();
        self.newsym(x, y);
        if disposition < 3 { 2 } else { disposition }
    }

    /// `shopdig`: digging down in a shop. Starting (`fall` false), the
    /// shopkeeper warns ("Be careful, sir, or you might fall through the
    /// floor."); falling through with unpaid goods or debt, a keeper
    /// within reach grabs the backpack.
    pub fn shopdig(&mut self, fall: bool) {
        let Some(&roomno) = self.shops.ushops.first() else { return };
        let Some(si) = self.shop_keeper(roomno) else { return };
        let m = &self.lev.monsters[si];
        let sound = tables().mon(m.mnum).msound as u8;
        let lang = if m.msleeping || !m.mcanmove || sound == oxhack_defs::Sound::Silent as u8 {
            0
        } else if sound <= oxhack_defs::Sound::Burble as u8 {
            1
        } else if sound >= oxhack_defs::Sound::Humanoid as u8 {
            2
        } else {
            0
        };
        let knight = self.u.hero.role == ids::PM_KNIGHT;
        let thief = |g: &mut Game| {
            if knight {
                g.pline("You feel like a common thief.");
                let s = crate::monsters::makemon::align_value(g.u.hero.align).signum();
                g.adjalign(-s);
            }
        };
        if !self.inhishop(si) {
            thief(self);
            return;
        }
        if !fall {
            if lang == 2 && !self.deaf() && !self.muteshk(si) {
                let female = self.u.female;
                if matches!(self.u.utrap, UTrap::Pit(_)) {
                    let who = if female { "madam" } else { "sir" };
                    self.shk_say(format!("Be careful, {who}, or you might fall through the floor."));
                } else {
                    let who = if female { "Madam" } else { "Sir" };
                    self.shk_say(format!("{who}, do not damage the floor here!"));
                }
            }
            thief(self);
            return;
        }
        let m = &self.lev.monsters[si];
        let owes = self.eshk(si).is_some_and(|e| !e.bill.is_empty() || e.debit != 0);
        if self.um_dist(m.mx, m.my, 5) || m.msleeping || !m.mcanmove || !owes {
            return;
        }
        let nolimbs = tables().mon(m.mnum).mflags1.contains(oxhack_defs::flags::M1::NOLIMBS);
        let far = self.distu_of(m.mx, m.my) > 2;
        let cap = self.shknam_cap(si);
        let grabs = if nolimbs { "knocks off" } else { "grabs" };
        if far {
            self.shk_mnexto(si);
            let m = &self.lev.monsters[si];
            if self.distu_of(m.mx, m.my) > 2 {
                if lang == 2 {
                    self.pline(format!("{cap} curses you in anger and frustration!"));
                } else if lang == 1 {
                    self.pline(format!("{cap} growls!"));
                }
                self.rile_shk(si);
                return;
            }
            self.pline(format!("{cap} leaps, and {grabs} your backpack!"));
        } else {
            self.pline(format!("{cap} {grabs} your backpack!"));
        }
        let mut k = 0;
        while k < self.u.invent.len() {
            let worn = self.u.invent[k].owornmask - (Worn::SWAPWEP | Worn::QUIVER);
            if !worn.is_empty() {
                k += 1;
                continue;
            }
            let mut o = self.freeinv(k);
            self.subfrombill(&mut o, si);
            o.invlet = None;
            o.owornmask = Worn::empty();
            self.lev.monsters[si].minvent.push(o);
        }
    }
}
