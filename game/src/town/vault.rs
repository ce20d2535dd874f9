//! Vault guards (vault.c): a hero shut in a vault is visited, after a
//! while, by a guard who asks the hero's name (`invault`), then leads
//! the hero out through a corridor it digs (`gd_move`, in
//! `vault_move`), a corridor that disappears behind them
//! (`clear_fcorr`). "Croesus" sends the guard away, or makes it angry
//! when Croesus is dead.
//!
//! A guard whose work is done, or who died while its corridor still
//! stands, waits off the map at (0, 0) until the corridor can go
//! (`parkguard`).

use crate::game::Game;
use crate::world::level::{D_NODOOR, ROOMOFFSET, RoomId, in_rooms, isok, rtype};
use crate::world::monst::{EGd, FakeCorr, MExtra};
use oxhack_defs::Prop;
use oxhack_tables::ids;
use oxhack_vm::terrain::*;

/// Turns in a vault before a guard comes (`VAULT_GUARD_TIME`).
pub const VAULT_GUARD_TIME: i32 = 30;

/// What a guard may witness the hero do with the vault's gold
/// (`GD_EATGOLD`, `GD_DESTROYGOLD`).
pub const GD_EATGOLD: u8 = 1;
pub const GD_DESTROYGOLD: u8 = 2;

impl Game {
    /// `vault_occupied`: the vault among room numbers `rooms`.
    pub fn vault_occupied(&self, rooms: &[u8]) -> Option<u8> {
        rooms.iter().copied().find(|&r| self.lev.room_by_no(r).is_some_and(|m| m.rtype == rtype::VAULT))
    }

    /// `findgd`: the living guard of this level.
    pub fn findgd(&self) -> Option<usize> {
        self.lev.monsters.iter().position(|m| m.mhp > 0 && m.egd().is_some_and(|e| e.gdlevel == self.u.uz))
    }

    /// `in_fcorridor`: (x, y) is on guard `gi`'s temporary corridor.
    pub fn in_fcorridor(&self, gi: usize, x: i32, y: i32) -> bool {
        let Some(e) = self.lev.monsters.get(gi).and_then(|m| m.egd()) else { return false };
        e.fakecorr[e.fcbeg.min(e.fcend())..].iter().any(|f| f.fx == x && f.fy == y)
    }

    /// `um_dist`: (x, y) is more than `n` squares from the hero.
    pub fn um_dist(&self, x: i32, y: i32, n: i32) -> bool {
        (self.u.ux - x).abs() > n || (self.u.uy - y).abs() > n
    }

    /// `clear_fcorr`: puts back what guard `gi`'s corridor replaced,
    /// oldest square first, stopping at one the hero stands on, the
    /// guard holds, or (unless `forceshow`) the hero can see. Returns
    /// whether the whole corridor is gone.
    pub fn clear_fcorr(&mut self, gi: usize, forceshow: bool) -> bool {
        let Some(g) = self.lev.monsters.get(gi) else { return true };
        let Some(e) = g.egd() else { return true };
        if e.gdlevel != self.u.uz {
            return true;
        }
        let id = g.m_id;
        let mut forceshow = forceshow;
        let mut sawcorridor = false;
        let mut changed = false;
        // Other monsters may leave the list: find the guard again.
        while let Some(gi) = self.mon_index(id) {
            let g = &self.lev.monsters[gi];
            let Some(e) = g.egd() else { break };
            if e.fcbeg >= e.fcend() {
                break;
            }
            let f = e.fakecorr[e.fcbeg];
            let (dead, gddone) = (g.mhp <= 0, e.gddone);
            if (dead || !self.in_fcorridor(gi, self.u.ux, self.u.uy)) && gddone {
                forceshow = true;
            }
            if ((self.u.ux, self.u.uy) == (f.fx, f.fy) && !dead) || (!forceshow && self.vis.couldsee(f.fx, f.fy)) {
                self.clear_fcorr_done(changed);
                return false;
            }
            if let Some(mi) = self.lev.monsters.iter().position(|m| (m.mx, m.my) == (f.fx, f.fy)) {
                if self.lev.monsters[mi].isgd() {
                    self.clear_fcorr_done(changed);
                    return false;
                } else if !self.in_fcorridor(gi, self.u.ux, self.u.uy) {
                    let moved = self.with_mon(|c, lev| c.rloc(lev, mi));
                    if !moved && mi < self.lev.monsters.len() {
                        self.lev.monsters.remove(mi);
                    }
                }
            }
            if self.lev.typ(f.fx, f.fy) == CORR && self.vis.cansee(f.fx, f.fy) {
                sawcorridor = true;
            }
            self.lev.set_typ(f.fx, f.fy, f.ftyp);
            if crate::world::level::is_stwall(f.ftyp) {
                self.lev.traps.retain(|t| (t.tx, t.ty) != (f.fx, f.fy));
                if f.ftyp == STONE {
                    self.blackout(f.fx, f.fy);
                }
            }
            let glyph = self.background_glyph(f.fx, f.fy);
            self.mem.set(f.fx, f.fy, glyph);
            if let Some(gi) = self.mon_index(id)
                && let Some(e) = self.lev.monsters[gi].egd_mut()
            {
                e.fcbeg += 1;
            }
            changed = true;
        }
        self.clear_fcorr_done(changed);
        if sawcorridor {
            self.pline("The corridor disappears.");
        }
        if crate::world::level::is_rock(self.lev.typ(self.u.ux, self.u.uy)) && self.u.uhp > 0 {
            self.pline("You are encased in rock.");
        }
        true
    }

    fn clear_fcorr_done(&mut self, changed: bool) {
        if changed {
            self.vision_recalc();
        }
    }

    /// `blackout`: stone around a removed corridor square goes dark, so
    /// light does not come back with a later corridor.
    fn blackout(&mut self, x: i32, y: i32) {
        for i in x - 1..=x + 1 {
            for j in y - 1..=y + 1 {
                if let Some(l) = self.lev.at_mut(i, j)
                    && l.typ == STONE
                {
                    l.lit = false;
                    l.waslit = false;
                }
            }
        }
    }

    /// `restfakecorr`: once the hero has left the corridor, it goes, and
    /// the guard with it.
    pub fn restfakecorr(&mut self, gi: usize) {
        let Some(id) = self.lev.monsters.get(gi).map(|m| m.m_id) else { return };
        if self.clear_fcorr(gi, false)
            && let Some(gi) = self.mon_index(id)
        {
            self.remove_guard(gi);
        }
    }

    /// Takes guard `gi` off the level for good.
    fn remove_guard(&mut self, gi: usize) {
        if gi < self.lev.monsters.len() {
            let m = self.lev.monsters.remove(gi);
            if m.mx > 0 {
                self.newsym(m.mx, m.my);
            }
        }
    }

    /// `parkguard`: guard `gi` leaves the map for (0, 0), where it waits
    /// for its corridor to go.
    pub fn parkguard(&mut self, gi: usize) {
        let Some(g) = self.lev.monsters.get_mut(gi) else { return };
        if g.mx != 0 {
            let (x, y) = (g.mx, g.my);
            g.mx = 0;
            g.my = 0;
            if let Some(e) = g.egd_mut() {
                e.ogx = 0;
                e.ogy = 0;
            }
            self.newsym(x, y);
        }
    }

    /// `grddead`: guard `gi` is dying or leaving: its corridor goes if it
    /// can; if not, the guard (its inventory gone) waits parked. Returns
    /// whether the guard may be removed.
    pub fn grddead(&mut self, gi: usize) -> bool {
        let Some(id) = self.lev.monsters.get(gi).map(|m| m.m_id) else { return true };
        if self.clear_fcorr(gi, true) {
            return true;
        }
        let Some(gi) = self.mon_index(id) else { return true };
        if let Some(g) = self.lev.monsters.get_mut(gi) {
            g.minvent.clear();
            g.mw = None;
            g.mhp = 0;
        }
        self.parkguard(gi);
        self.clear_fcorr(gi, true)
    }

    /// `mongone`: monster `i` vanishes (not dies): no corpse, its
    /// belongings gone. A guard whose corridor cannot go yet is parked.
    pub fn mongone(&mut self, i: usize) {
        let Some(m) = self.lev.monsters.get(i) else { return };
        let id = m.m_id;
        if m.isgd() && !self.grddead(i) {
            return;
        }
        let Some(i) = self.mon_index(id) else { return };
        let m = &self.lev.monsters[i];
        let (id, x, y) = (m.m_id, m.mx, m.my);
        self.lev.monsters.remove(i);
        if self.u.ustuck == Some(id) {
            self.u.ustuck = None;
        }
        if x > 0 {
            self.newsym(x, y);
        }
    }

    /// What `mondead` does for a vault guard (`grddead` before the
    /// monster is gone): the dead guard `m` stays parked while its
    /// corridor stands.
    pub fn guard_died(&mut self, mut m: crate::world::monst::Monst) {
        if !m.isgd() || m.egd().is_none_or(|e| e.fcbeg >= e.fcend()) {
            return;
        }
        m.mhp = 0;
        m.minvent.clear();
        m.mw = None;
        m.mx = 0;
        m.my = 0;
        let id = m.m_id;
        self.lev.monsters.push(m);
        let gi = self.lev.monsters.len() - 1;
        if self.clear_fcorr(gi, true)
            && let Some(gi) = self.mon_index(id)
        {
            self.remove_guard(gi);
        }
    }

    /// `find_guard_dest`: the nearest corridor square around the hero
    /// (ring by ring from distance 2) whose approach from the hero's side
    /// is stone or corridor, where a guard can lead the hero; not on
    /// guard `guard`'s own corridor.
    pub fn find_guard_dest(&mut self, guard: Option<usize>) -> Option<(i32, i32)> {
        let (ux, uy) = (self.u.ux, self.u.uy);
        let cols = crate::world::level::COLNO as i32;
        let rows = crate::world::level::ROWNO as i32;
        let mut dd = 2;
        while dd < rows || dd < cols {
            'ring: for y in uy - dd..=uy + dd {
                if y < 0 || y > rows - 1 {
                    continue;
                }
                let edge_row = y == uy - dd || y == uy + dd;
                let xs: Vec<i32> = if edge_row { (ux - dd..=ux + dd).collect() } else { vec![ux - dd, ux + dd] };
                for x in xs {
                    if x < 1 || x > cols - 1 {
                        continue;
                    }
                    if let Some(gi) = guard {
                        let g = &self.lev.monsters[gi];
                        if (x, y) == (g.mx, g.my) || (g.isgd() && self.in_fcorridor(gi, x, y)) {
                            continue;
                        }
                    }
                    if self.lev.typ(x, y) == CORR {
                        let lx = x - (x - ux).signum();
                        let ly = y - (y - uy).signum();
                        let t = self.lev.typ(lx, ly);
                        if t != STONE && t != CORR {
                            break 'ring;
                        }
                        return Some((x, y));
                    }
                }
            }
            dd += 1;
        }
        self.pline("Not a single corridor on this level?");
        self.tele();
        None
    }

    /// `vault_summon_gd`: a guard will come on the next turn.
    pub fn vault_summon_gd(&mut self) {
        if self.vault_occupied(&self.u.urooms.clone()).is_some() && self.findgd().is_none() {
            self.u.uinvault = VAULT_GUARD_TIME - 1;
        }
    }

    /// `gd_sound`: footsteps may be heard (no vault occupied, no guard).
    pub fn gd_sound(&self) -> bool {
        self.vault_occupied(&self.u.urooms).is_none() && self.findgd().is_none()
    }

    /// `vault_gd_watching`: the guard, if it sees the hero, remembers
    /// gold eaten or destroyed (`GD_EATGOLD`, `GD_DESTROYGOLD`).
    pub fn vault_gd_watching(&mut self, activity: u8) {
        let Some(gi) = self.findgd() else { return };
        let g = &self.lev.monsters[gi];
        if g.mcansee
            && self.m_canseeu(g)
            && let Some(e) = self.lev.monsters[gi].egd_mut()
        {
            e.witness = activity;
        }
    }

    /// `invault`: once a turn while the hero is in a vault, counts the
    /// turns; every `VAULT_GUARD_TIME` a guard comes through the wall and
    /// asks who the hero is.
    pub fn invault(&mut self) {
        let Some(vaultroom) = self.vault_occupied(&self.u.urooms.clone()) else {
            self.u.uinvault = 0;
            return;
        };
        let guard = self.findgd();
        self.u.uinvault += 1;
        if self.u.uinvault % VAULT_GUARD_TIME != 0 || guard.is_some() {
            return;
        }
        let Some((gx, gy)) = self.find_guard_dest(None) else { return };
        let Some((x, y)) = self.guard_entry(gx, gy) else { return };
        let uz = self.u.uz;
        let made = self
            .with_mon(|c, lev| c.makemon(lev, Some(ids::PM_GUARD), x, y, crate::monsters::makemon::MmFlags::MM_EGD));
        let Some(gi) = made else { return };
        let vroom = (vaultroom - ROOMOFFSET) as usize;
        {
            let g = &mut self.lev.monsters[gi];
            let mut e = EGd::new(vroom, uz);
            e.ogx = x;
            e.ogy = y;
            g.mextra = Some(MExtra::Guard(e));
            g.mpeaceful = true;
        }
        self.set_malign_of(gi);
        let gsensed = !self.canspotmon(&self.lev.monsters[gi]);
        if !gsensed {
            self.pline("Suddenly one of the Vault's guards enters!");
        } else {
            self.pline("Someone else has entered the Vault.");
        }
        self.newsym(x, y);
        self.guard_interrogates(gi, gx, gy, x, y);
    }

    /// Where the guard comes in: from the hero's square (or a floor
    /// square next to it) straight toward the destination to the first
    /// square that is not floor; failing that, a wall or door beside the
    /// hero.
    fn guard_entry(&self, gx: i32, gy: i32) -> Option<(i32, i32)> {
        let (mut x, mut y) = (self.u.ux, self.u.uy);
        if self.lev.typ(x, y) != ROOM {
            let around = [(1, 0), (0, 1), (-1, 0), (0, -1), (1, 1), (-1, -1), (1, -1), (-1, 1)];
            if let Some((dx, dy)) = around.iter().find(|(dx, dy)| self.lev.typ(x + dx, y + dy) == ROOM) {
                x += dx;
                y += dy;
            }
        }
        while self.lev.typ(x, y) == ROOM {
            let (dx, dy) = ((gx - x).signum(), (gy - y).signum());
            if (gx - x).abs() >= (gy - y).abs() {
                x += dx;
            } else {
                y += dy;
            }
        }
        if (x, y) == (self.u.ux, self.u.uy) {
            let t = |x: i32, y: i32| self.lev.typ(x, y);
            if t(x + 1, y) == HWALL || t(x + 1, y) == DOOR {
                x += 1;
            } else if t(x - 1, y) == HWALL || t(x - 1, y) == DOOR {
                x -= 1;
            } else if t(x, y + 1) == VWALL || t(x, y + 1) == DOOR {
                y += 1;
            } else if t(x, y - 1) == VWALL || t(x, y - 1) == DOOR {
                y -= 1;
            } else {
                return None;
            }
        }
        isok(x, y).then_some((x, y))
    }

    /// The guard's questions when it arrives, and the start of its
    /// corridor at its own square (a door in the vault's wall).
    fn guard_interrogates(&mut self, gi: usize, gx: i32, gy: i32, x: i32, y: i32) {
        let deaf = self.u.has(Prop::Deaf);
        let blind = self.u.has(Prop::Blinded);
        let gname = crate::world::display::capitalize(&self.guard_nam(gi));
        if self.u.has(Prop::Strangled) || self.u.multi < 0 {
            if deaf {
                self.pline(format!("{gname} huffs and turns to leave."));
            } else {
                self.verbalize("I'll be back when you're ready to speak to me!");
            }
            self.mongone(gi);
            return;
        }
        self.nomul();
        if self.u.multi > 0 {
            self.u.multi = 0;
        }
        let prompt =
            if deaf { "You are required to supply your name. -" } else { "\"Hello stranger, who are you?\" -" };
        let mut buf = String::new();
        for _ in 0..5 {
            buf = mungspaces(&self.getlin(prompt).unwrap_or_default());
            if !buf.is_empty() {
                break;
            }
        }
        let plname = self.u.name.clone();
        let lower = buf.to_ascii_lowercase();
        if self.u.hero.align == oxhack_defs::Align::Lawful && !lower.starts_with(&plname.to_ascii_lowercase()) {
            self.adjalign(-1);
        }
        if ["croesus", "kroisos", "creosote"].contains(&lower.as_str()) {
            let croesus_dead = self.og.mvitals.get(ids::PM_CROESUS.0 as usize).is_some_and(|v| v.died > 0);
            if !croesus_dead {
                if deaf {
                    if !blind {
                        self.pline(format!("{gname} waves goodbye."));
                    }
                } else {
                    self.verbalize("Oh, yes, of course.  Sorry to have disturbed you.");
                }
                self.mongone(gi);
            } else {
                self.setmangry(gi, false);
                if deaf {
                    if !blind {
                        self.pline(format!("{gname} mouths something and looks very angry!"));
                    }
                } else {
                    self.verbalize("Back from the dead, are you?  I'll remedy that!");
                }
            }
            return;
        }
        if deaf {
            self.pline(format!("{gname} doesn't {}recognize you.", if blind { "" } else { "appear to " }));
        } else {
            self.verbalize("I don't know you.");
        }
        let umoney = self.u.ugold;
        if umoney == 0 && self.hidden_gold() == 0 {
            if deaf {
                self.pline(format!("{gname} stomps{}.", if blind { "" } else { " and beckons" }));
            } else {
                self.verbalize("Please follow me.");
            }
        } else {
            if umoney == 0 {
                if deaf {
                    if !blind {
                        let stuff = if self.u.invent.is_empty() { "" } else { "r stuff" };
                        self.pline(format!("{gname} glares at you{stuff}."));
                    }
                } else {
                    self.verbalize("You have hidden gold.");
                }
            }
            if deaf {
                if !blind {
                    let his = if self.lev.monsters[gi].female { "her" } else { "his" };
                    self.pline(format!("{gname} holds out {his} palm and beckons with {his} other hand."));
                }
            } else {
                self.verbalize("Most likely all your gold was stolen from this vault.");
                self.verbalize("Please drop that gold and follow me.");
            }
        }
        let ftyp = self.entry_wall_type(gi, x, y);
        if let Some(e) = self.lev.monsters[gi].egd_mut() {
            e.gdx = gx;
            e.gdy = gy;
            e.fcbeg = 0;
            e.fakecorr = vec![FakeCorr { fx: x, fy: y, ftyp }];
            e.warncnt = 1;
        }
        self.lev.set_typ(x, y, DOOR);
        if let Some(l) = self.lev.at_mut(x, y) {
            l.set_doormask(D_NODOOR);
        }
        self.vision_recalc();
        self.newsym(x, y);
    }

    /// What the guard's entry square was: its wall, or for a door the
    /// hero dug, the wall that belongs there.
    fn entry_wall_type(&self, gi: usize, x: i32, y: i32) -> u8 {
        let typ = self.lev.typ(x, y);
        if crate::world::level::is_wall(typ) {
            return typ;
        }
        let vroom = self.lev.monsters[gi].egd().map_or(0, |e| e.vroom);
        let Some(r) = self.lev.room(RoomId::Main(vroom)) else { return typ };
        let (lx, hx, ly, hy) = (r.lx, r.hx, r.ly, r.hy);
        if (x, y) == (lx - 1, ly - 1) {
            TLCORNER
        } else if (x, y) == (hx + 1, ly - 1) {
            TRCORNER
        } else if (x, y) == (lx - 1, hy + 1) {
            BLCORNER
        } else if (x, y) == (hx + 1, hy + 1) {
            BRCORNER
        } else if y == ly - 1 || y == hy + 1 {
            HWALL
        } else if x == lx - 1 || x == hx + 1 {
            VWALL
        } else {
            typ
        }
    }

    /// `noit_mon_nam` for a guard: its name even when unseen.
    pub fn guard_nam(&self, gi: usize) -> String {
        match self.lev.monsters.get(gi) {
            Some(m) if !self.canspotmon(m) => "the guard".to_string(),
            Some(_) => self.mon_nam(gi),
            None => "the guard".to_string(),
        }
    }

    /// Whether (x, y) lies in a vault (`*in_rooms(x, y, VAULT)`).
    pub fn in_vault_at(&self, x: i32, y: i32) -> bool {
        !in_rooms(&self.lev, x, y, rtype::VAULT).is_empty()
    }
}

/// `mungspaces`: blanks squeezed to one, none at either end.
pub fn mungspaces(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}
