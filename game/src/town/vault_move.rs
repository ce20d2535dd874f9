//! A vault guard at work (vault.c's `gd_move`): warning a hero who
//! dawdles or keeps the gold, digging the corridor out of the vault a
//! step ahead of the hero, taking back gold dropped in it, and leaving
//! once the hero is back in the dungeon's own corridors; putting the
//! vault's walls back (`wallify_vault`); and a hero who teleports away
//! from a guard (`uleftvault`).

use crate::game::Game;
use crate::world::level::{D_NODOOR, RoomId, isok};
use crate::world::monst::FakeCorr;
use oxhack_defs::Prop;
use oxhack_tables::ids;
use oxhack_vm::terrain::*;

/// How `gd_move` goes on after deciding the guard's next square.
enum Step {
    /// Dig or open (nx, ny) and step there.
    Proceed(i32, i32, u8),
    /// Step onto (nx, ny), already passable.
    NewPos(i32, i32),
    /// The guard is done: it leaves.
    Cleanup(bool),
}

impl Game {
    /// `gd_move`: guard `gi`'s turn. Returns 1 moved, 0 did not, -1 let
    /// it move as an ordinary (angry) monster, -2 gone.
    pub fn gd_move(&mut self, gi: usize) -> i32 {
        let Some(g) = self.lev.monsters.get(gi) else { return -2 };
        let Some(e) = g.egd().cloned() else { return -1 };
        if e.gdlevel != self.u.uz {
            return -1;
        }
        let semi_dead = g.mhp <= 0;
        if semi_dead || g.mx == 0 || e.gddone {
            if let Some(e) = self.lev.monsters[gi].egd_mut() {
                e.gddone = true;
            }
            return self.gd_cleanup(gi, semi_dead, false);
        }
        let deaf = self.u.has(Prop::Deaf);
        let u_in_vault = self.vault_occupied(&self.u.urooms.clone()).is_some();
        let grd_in_vault = self.in_vault_at(g.mx, g.my);
        if !u_in_vault && !grd_in_vault {
            self.wallify_vault(gi);
        }
        let g = &self.lev.monsters[gi];
        let (gx0, gy0) = (g.mx, g.my);
        if !g.mpeaceful {
            let in_corr = self.in_fcorridor(gi, gx0, gy0);
            if !u_in_vault && (grd_in_vault || (in_corr && !self.in_fcorridor(gi, self.u.ux, self.u.uy))) {
                self.with_mon(|c, lev| c.rloc(lev, gi));
                self.wallify_vault(gi);
                let (mx, my) = (self.lev.monsters[gi].mx, self.lev.monsters[gi].my);
                if !self.in_fcorridor(gi, mx, my) {
                    self.clear_fcorr(gi, true);
                }
                return self.gd_letknow(gi);
            }
            if !in_corr {
                self.clear_fcorr(gi, true);
            }
            return -1;
        }
        if (e.ogx - gx0).abs() > 1 || (e.ogy - gy0).abs() > 1 {
            return -1; // teleported: an ordinary monster now
        }
        if e.witness != 0 {
            if !deaf {
                let what = if e.witness & crate::town::vault::GD_EATGOLD != 0 { "consume" } else { "destroy" };
                self.verbalize(&format!("How dare you {what} that gold, scoundrel!"));
            }
            let g = &mut self.lev.monsters[gi];
            if let Some(e) = g.egd_mut() {
                e.witness = 0;
            }
            g.mpeaceful = false;
            return -1;
        }
        let umoney = self.u.ugold;
        let u_carry_gold = umoney > 0 || self.hidden_gold() > 0;
        if e.fcend() == 1 {
            if u_in_vault && (u_carry_gold || self.um_dist(gx0, gy0, 1)) {
                if e.warncnt == 3 && !deaf {
                    let drop = if !u_carry_gold {
                        ""
                    } else if umoney == 0 {
                        "drop that hidden money and "
                    } else {
                        "drop that money and "
                    };
                    self.verbalize(&format!("I repeat, {drop}follow me!"));
                }
                if e.warncnt == 7 {
                    if !deaf {
                        self.verbalize("You've been warned, knave!");
                    }
                    self.guard_mnexto(gi);
                    self.lev.set_typ(gx0, gy0, e.fakecorr[0].ftyp);
                    self.vision_recalc();
                    self.newsym(gx0, gy0);
                    self.lev.monsters[gi].mpeaceful = false;
                    return -1;
                }
                if self.u.multi >= 0
                    && let Some(e) = self.lev.monsters[gi].egd_mut()
                {
                    e.warncnt += 1;
                }
                return 0;
            }
            if !u_in_vault {
                if u_carry_gold {
                    // The hero teleported out with the gold.
                    self.with_mon(|c, lev| c.rloc(lev, gi));
                    self.lev.set_typ(gx0, gy0, e.fakecorr[0].ftyp);
                    self.vision_recalc();
                    self.newsym(gx0, gy0);
                    self.lev.monsters[gi].mpeaceful = false;
                    return self.gd_letknow(gi);
                }
                if !deaf {
                    self.verbalize("Well, begone.");
                }
                if let Some(e) = self.lev.monsters[gi].egd_mut() {
                    e.gddone = true;
                }
                return self.gd_cleanup(gi, false, false);
            }
        }
        if e.fcend() > 1 {
            let f0 = e.fakecorr[0];
            if e.fcend() > 2
                && self.in_fcorridor(gi, gx0, gy0)
                && !e.gddone
                && !self.in_fcorridor(gi, self.u.ux, self.u.uy)
                && self.lev.typ(f0.fx, f0.fy) == f0.ftyp
            {
                let name = crate::world::display::capitalize(&self.guard_nam(gi));
                self.pline(format!("{name}, confused, disappears."));
                return self.gd_cleanup(gi, false, true);
            }
            if u_carry_gold && (self.in_fcorridor(gi, self.u.ux, self.u.uy) || u_in_vault) {
                let name = crate::world::display::capitalize(&self.guard_nam(gi));
                let his = if self.lev.monsters[gi].female { "her" } else { "his" };
                if e.warncnt < 6 {
                    if let Some(e) = self.lev.monsters[gi].egd_mut() {
                        e.warncnt = 6;
                    }
                    if deaf {
                        if !self.u.has(Prop::Blinded) {
                            self.pline(format!("{name} holds out {his} palm demandingly!"));
                        }
                    } else {
                        self.verbalize("Drop all your gold, scoundrel!");
                    }
                    return 0;
                }
                if deaf {
                    if !self.u.has(Prop::Blinded) {
                        self.pline(format!("{name} rubs {his} hands with enraged delight!"));
                    }
                } else {
                    self.verbalize("So be it, rogue!");
                }
                self.lev.monsters[gi].mpeaceful = false;
                return -1;
            }
        }
        let gold_spot = e.fakecorr[e.fcbeg.min(e.fcend())..]
            .iter()
            .find(|f| self.lev.objects.iter().any(|o| (o.x, o.y) == (f.fx, f.fy) && o.obj.otyp == ids::GOLD_PIECE))
            .map(|f| (f.fx, f.fy));
        if let Some((m, n)) = gold_spot
            && !e.gddone
        {
            self.gd_pick_corridor_gold(gi, m, n);
            if !self.lev.monsters[gi].mpeaceful {
                return -1;
            }
            if let Some(e) = self.lev.monsters[gi].egd_mut() {
                e.warncnt = 5;
            }
            return 0;
        }
        if self.um_dist(gx0, gy0, 1) || e.gddone {
            if !e.gddone && self.rng.rn2(10) == 0 && !deaf && self.u.ustuck.is_none() {
                self.verbalize("Move along!");
            }
            self.restfakecorr(gi);
            return 0;
        }
        let step = if u_in_vault { None } else { self.gd_way_out(gi, gx0, gy0) };
        let step = match step {
            Some(s) => s,
            None => match self.gd_dig_toward(gi, gx0, gy0) {
                Some(s) => s,
                None => return self.gd_cleanup(gi, false, true),
            },
        };
        let (nx, ny) = match step {
            Step::Cleanup(msg_seen) => return self.gd_cleanup(gi, false, msg_seen),
            Step::NewPos(nx, ny) => (nx, ny),
            Step::Proceed(nx, ny, typ) => {
                self.vision_recalc();
                self.newsym(nx, ny);
                let e = self.lev.monsters[gi].egd().cloned().unwrap_or_else(|| e.clone());
                if ((nx, ny) != (e.gdx, e.gdy) || (gx0, gy0) != (e.gdx, e.gdy))
                    && let Some(e) = self.lev.monsters[gi].egd_mut()
                {
                    e.fakecorr.push(FakeCorr { fx: nx, fy: ny, ftyp: typ });
                }
                (nx, ny)
            }
        };
        let id = self.lev.monsters[gi].m_id;
        self.gd_mv_monaway(gi, nx, ny);
        let Some(gi) = self.mon_index(id) else { return -2 };
        if self.lev.monsters[gi].egd().is_some_and(|e| e.gddone) {
            return self.gd_cleanup(gi, false, false);
        }
        let newspot = matches!(step, Step::Proceed(..));
        let g = &mut self.lev.monsters[gi];
        if let Some(e) = g.egd_mut() {
            e.ogx = gx0;
            e.ogy = gy0;
        }
        g.mx = nx;
        g.my = ny;
        self.newsym(gx0, gy0);
        if newspot && self.lev.objects.iter().any(|o| (o.x, o.y) == (nx, ny) && o.obj.otyp == ids::GOLD_PIECE) {
            self.mpickgold(gi);
        } else {
            self.newsym(nx, ny);
        }
        self.restfakecorr(gi);
        1
    }

    /// Out of the vault, the guard looks beside itself (not diagonally)
    /// for a square of the dungeon proper to leave the hero on: its work
    /// is then done.
    fn gd_way_out(&mut self, gi: usize, x: i32, y: i32) -> Option<Step> {
        for nx in x - 1..=x + 1 {
            for ny in y - 1..=y + 1 {
                if !((nx == x || ny == y) && (nx, ny) != (x, y) && isok(nx, ny)) {
                    continue;
                }
                let typ = self.lev.typ(nx, ny);
                if crate::world::level::is_stwall(typ) || crate::world::level::is_pool(typ) {
                    continue;
                }
                if self.in_fcorridor(gi, nx, ny) {
                    break;
                }
                if self.in_vault_at(nx, ny) {
                    continue;
                }
                if let Some(e) = self.lev.monsters[gi].egd_mut() {
                    e.gddone = true;
                }
                if crate::world::level::accessible(typ) {
                    return Some(Step::NewPos(nx, ny));
                }
                let new = if typ == SCORR { CORR } else { DOOR };
                self.lev.set_typ(nx, ny, new);
                if new == DOOR
                    && let Some(l) = self.lev.at_mut(nx, ny)
                {
                    l.set_doormask(D_NODOOR);
                }
                return Some(Step::Proceed(nx, ny, typ));
            }
        }
        None
    }

    /// The guard's next square toward its destination, dug through stone
    /// (a corridor) or opened in a wall (a doorway); when the guard stands
    /// at its destination already, a new one is found. `None` when the
    /// guard is lost ("confused, disappears").
    fn gd_dig_toward(&mut self, gi: usize, x: i32, y: i32) -> Option<Step> {
        for _ in 0..4 {
            let e = self.lev.monsters[gi].egd().cloned()?;
            let (gx, gy) = (e.gdx, e.gdy);
            let (mut nx, mut ny) = (x, y);
            let (dx, mut dy) = ((gx - x).signum(), (gy - y).signum());
            if (gx - x).abs() >= (gy - y).abs() {
                nx += dx;
            } else {
                ny += dy;
            }
            let mut typ = self.lev.typ(nx, ny);
            let mut made = None;
            while typ != STONE {
                let (fx, fy) = (nx + nx - x, ny + ny - y);
                if isok(fx, fy)
                    && !crate::world::level::is_pool(typ)
                    && crate::world::level::is_room(self.lev.typ(fx, fy))
                {
                    made = Some(DOOR);
                    break;
                }
                if dy != 0 && nx != x {
                    nx = x;
                    ny = y + dy;
                    typ = self.lev.typ(nx, ny);
                    continue;
                }
                if dx != 0 && ny != y {
                    ny = y;
                    nx = x + dx;
                    dy = 0;
                    typ = self.lev.typ(nx, ny);
                    continue;
                }
                if crate::world::level::is_room(typ) {
                    made = Some(DOOR);
                }
                break;
            }
            let new = made.unwrap_or(CORR);
            if (nx, ny) == (gx, gy) && (x, y) == (gx, gy) && !e.gddone {
                // Stuck: a new destination, or lost.
                let dest = self.find_guard_dest(Some(gi));
                match dest {
                    Some(d) if d != (gx, gy) => {
                        if let Some(e) = self.lev.monsters[gi].egd_mut() {
                            (e.gdx, e.gdy) = d;
                        }
                        continue;
                    }
                    _ => {
                        let name = self.monnam_cap(gi);
                        self.pline(format!("{name}, confused, disappears."));
                        return Some(Step::Cleanup(true));
                    }
                }
            }
            self.lev.set_typ(nx, ny, new);
            if new == DOOR
                && let Some(l) = self.lev.at_mut(nx, ny)
            {
                l.set_doormask(D_NODOOR);
            }
            return Some(Step::Proceed(nx, ny, typ));
        }
        None
    }

    /// The end of a guard's work (`gd_move`'s cleanup): it leaves the
    /// map, the vault is made whole, and the corridor goes when it can.
    fn gd_cleanup(&mut self, gi: usize, semi_dead: bool, disappear_msg_seen: bool) -> i32 {
        let Some(g) = self.lev.monsters.get(gi) else { return -2 };
        let (id, x, y) = (g.m_id, g.mx, g.my);
        let see_guard = x != 0 && self.canspotmon(g);
        let name = self.guard_nam(gi);
        self.parkguard(gi);
        self.wallify_vault(gi);
        if let Some(gi) = self.mon_index(id) {
            self.restfakecorr(gi);
        }
        let gi = self.mon_index(id);
        let in_corr = gi.is_some_and(|gi| self.in_fcorridor(gi, self.u.ux, self.u.uy));
        if !semi_dead && (in_corr || (x != 0 && self.vis.cansee(x, y))) {
            if !disappear_msg_seen && see_guard {
                self.pline(format!("Suddenly, {name} disappears."));
            }
            return 1;
        }
        -2
    }

    /// `letknow`: the hero hears or sees the guard come after them.
    fn gd_letknow(&mut self, gi: usize) -> i32 {
        let Some(g) = self.lev.monsters.get(gi) else { return -1 };
        let (mx, my) = (g.mx, g.my);
        if !self.vis.cansee(mx, my) || !self.canspotmon(g) {
            let whistle = g.minvent.iter().any(|o| o.otyp == ids::TIN_WHISTLE);
            let what = if whistle { "the shrill sound of a guard's whistle" } else { "angry shouting" };
            self.you_hear_nothing_deaf(what);
        } else if self.um_dist(mx, my, 2) {
            self.pline("You see an angry guard approaching.");
        } else {
            self.pline("You are confronted by an angry guard.");
        }
        -1
    }

    /// `You_hear`: "You hear ..." unless deaf.
    fn you_hear_nothing_deaf(&mut self, what: &str) {
        if !self.u.has(Prop::Deaf) {
            self.pline(format!("You hear {what}."));
        }
    }

    /// `mnexto` for the guard: next to the hero.
    fn guard_mnexto(&mut self, gi: usize) {
        let (ux, uy) = (self.u.ux, self.u.uy);
        if let Some(c) = self.enexto_free(ux, uy, ids::PM_GUARD) {
            let g = &mut self.lev.monsters[gi];
            let (ox, oy) = (g.mx, g.my);
            g.mx = c.x;
            g.my = c.y;
            self.newsym(ox, oy);
            self.newsym(c.x, c.y);
        }
    }

    /// `gd_mv_monaway`: a monster in the guard's way is sent elsewhere.
    fn gd_mv_monaway(&mut self, gi: usize, nx: i32, ny: i32) {
        let (gx, gy) = (self.lev.monsters[gi].mx, self.lev.monsters[gi].my);
        let Some(mi) = self.lev.monsters.iter().position(|m| (m.mx, m.my) == (nx, ny)) else { return };
        if (nx, ny) == (gx, gy) {
            return;
        }
        if !self.u.has(Prop::Deaf) {
            self.verbalize("Out of my way, scum!");
        }
        let moved = self.with_mon(|c, lev| c.rloc(lev, mi));
        if !moved || self.lev.monsters.get(mi).is_some_and(|m| (m.mx, m.my) == (nx, ny)) {
            self.lev.monsters.remove(mi);
        }
    }

    /// `gd_pick_corridor_gold`: the guard takes back the gold left on its
    /// corridor (from under the hero's feet, too).
    fn gd_pick_corridor_gold(&mut self, gi: usize, goldx: i32, goldy: i32) {
        let under_u = (goldx, goldy) == (self.u.ux, self.u.uy);
        let see_it = self.vis.cansee(goldx, goldy);
        let mut total = 0;
        while let Some(k) =
            self.lev.objects.iter().position(|o| (o.x, o.y) == (goldx, goldy) && o.obj.otyp == ids::GOLD_PIECE)
        {
            total += self.lev.objects.remove(k).obj.quan;
        }
        if total > 0 {
            let g = &mut self.lev.monsters[gi];
            match g.minvent.iter_mut().find(|o| o.otyp == ids::GOLD_PIECE) {
                Some(o) => o.quan += total,
                None => g.minvent.push(crate::world::obj::Obj::new(ids::GOLD_PIECE, total)),
            }
        }
        self.newsym(goldx, goldy);
        if see_it {
            let g = &self.lev.monsters[gi];
            let mut name = self.monnam_cap(gi);
            if name.eq_ignore_ascii_case("it") {
                name = "Someone".to_string();
            }
            let calms = g.mpeaceful && g.egd().is_some_and(|e| e.warncnt > 5);
            self.pline(format!(
                "{name}{} picks up the gold{}.",
                if calms { " calms down and" } else { "" },
                if under_u { " from beneath you" } else { "" }
            ));
        }
    }

    /// `wallify_vault`: the vault's walls, broken anywhere off the guard's
    /// corridor, are put back, with any monster, gold and trap there moved
    /// away ("The damaged vault's walls are magically restored!").
    pub fn wallify_vault(&mut self, gi: usize) {
        let Some(vroom) = self.lev.monsters.get(gi).and_then(|g| g.egd()).map(|e| e.vroom) else { return };
        let Some(r) = self.lev.room(RoomId::Main(vroom)).cloned() else { return };
        let (lox, hix, loy, hiy) = (r.lx - 1, r.hx + 1, r.ly - 1, r.hy + 1);
        let (mut fixed, mut movedgold) = (false, false);
        for x in lox..=hix {
            for y in loy..=hiy {
                if x != lox && x != hix && y != loy && y != hiy {
                    continue;
                }
                if crate::world::level::is_wall(self.lev.typ(x, y)) || self.in_fcorridor(gi, x, y) {
                    continue;
                }
                let gid = self.lev.monsters[gi].m_id;
                if let Some(mi) = self.lev.monsters.iter().position(|m| (m.mx, m.my) == (x, y) && m.m_id != gid) {
                    self.with_mon(|c, lev| c.rloc(lev, mi));
                }
                while let Some(k) =
                    self.lev.objects.iter().position(|o| (o.x, o.y) == (x, y) && o.obj.otyp == ids::GOLD_PIECE)
                {
                    let gold = self.lev.objects.remove(k).obj;
                    let nx = r.lx + self.rng.rn2(2);
                    let ny = r.ly + self.rng.rn2(2);
                    self.lev.place_object(gold, nx, ny);
                    self.newsym(nx, ny);
                    movedgold = true;
                }
                self.lev.traps.retain(|t| (t.tx, t.ty) != (x, y));
                let typ = if x == lox {
                    if y == loy {
                        TLCORNER
                    } else if y == hiy {
                        BLCORNER
                    } else {
                        VWALL
                    }
                } else if x == hix {
                    if y == loy {
                        TRCORNER
                    } else if y == hiy {
                        BRCORNER
                    } else {
                        VWALL
                    }
                } else {
                    HWALL
                };
                self.lev.set_typ(x, y, typ);
                if let Some(l) = self.lev.at_mut(x, y) {
                    l.set_doormask(0);
                }
                let glyph = self.background_glyph(x, y);
                self.mem.set(x, y, glyph);
                fixed = true;
            }
        }
        if movedgold || fixed {
            let g = &self.lev.monsters[gi];
            if self.in_fcorridor(gi, g.mx, g.my) || self.vis.cansee(g.mx, g.my) {
                let name = crate::world::display::capitalize(&self.guard_nam(gi));
                self.pline(format!("{name} whispers an incantation."));
            } else {
                self.you_hear_nothing_deaf("a distant chant");
            }
            if movedgold {
                self.pline("A mysterious force moves the gold into the vault.");
            }
            if fixed {
                self.pline("The damaged vault's walls are magically restored!");
            }
            self.vision_recalc();
        }
    }

    /// `uleftvault`: the hero got out of the vault (teleported) while its
    /// guard was about: carrying gold and not next to the guard, the
    /// guard turns hostile and comes after the hero.
    pub fn uleftvault(&mut self, gi: usize) {
        let Some(g) = self.lev.monsters.get(gi) else { return };
        if !g.isgd() || g.mhp <= 0 {
            return;
        }
        if (self.u.ugold > 0 || self.hidden_gold() > 0) && self.um_dist(g.mx, g.my, 1) {
            if g.mpeaceful {
                if self.canspotmon(g) {
                    let name = self.monnam_cap(gi);
                    self.pline(format!("{name} becomes irate."));
                }
                self.lev.monsters[gi].mpeaceful = false;
            }
            if !self.in_fcorridor(gi, self.u.ux, self.u.uy) {
                self.gd_move(gi);
            }
        }
    }
}
