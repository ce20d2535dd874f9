//! The shopkeeper's own movement (shk.c's `shk_move`, priest.c's
//! `move_special`, `home_shk`) and the shop without its keeper
//! (`shkgone`, `set_residency`): by the door when the customer owes
//! nothing, out of the way of one who does, into the doorway against a
//! pick-axe, after a thief ("Velkommen, Agnar!  Didn't you forget to
//! pay?") and at an angry customer's throat.

use crate::game::Game;
use crate::monsters::monmove::{dist2, perceives};
use crate::world::level::{Coord, is_room, rtype};
use crate::world::monst::MExtra;
use oxhack_defs::Prop;
use oxhack_tables::{ids, tables};

/// `onlineu`: (x, y) is on a line (orthogonal or diagonal) with the hero.
fn online2(x0: i32, y0: i32, x1: i32, y1: i32) -> bool {
    let (dx, dy) = (x0 - x1, y0 - y1);
    dx == 0 || dy == 0 || dx == dy || dx == -dy
}

impl Game {
    /// `distu` for a monster.
    fn udist(&self, i: usize) -> i32 {
        let m = &self.lev.monsters[i];
        dist2(m.mx, m.my, self.u.ux, self.u.uy)
    }

    /// `shk_move`: shopkeeper `si` acts. Returns 1 moved, 0 did not, -1
    /// leave it to the ordinary monster movement (following the hero out
    /// of the shop), -2 died.
    pub fn shk_move(&mut self, si: usize) -> i32 {
        let Some(m) = self.lev.monsters.get(si) else { return -2 };
        let (omx, omy) = (m.mx, m.my);
        let id = m.m_id;
        if self.inhishop(si) {
            self.remove_damage(si, false);
        }
        let Some(si) = self.mon_index(id) else { return -2 };
        let udist = self.udist(si);
        let plname = self.u.name.clone();
        if udist < 3 {
            if !self.lev.monsters[si].mpeaceful {
                if self.u.has(Prop::Displaced) {
                    let name = self.shkname(si);
                    self.pline(format!("Your displaced image doesn't fool {name}."));
                }
                self.mattacku(si);
                return 0;
            }
            if self.eshk(si).is_some_and(|e| e.following) {
                let customer = self.eshk(si).map(|e| e.customer.clone()).unwrap_or_default();
                let hello = super::hello(self.u.hero.role, true);
                if customer != plname {
                    if !self.deaf() && !self.muteshk(si) {
                        self.shk_say(format!("{hello}, {plname}!  I was looking for {customer}."));
                    }
                    if let Some(e) = self.eshk_mut(si) {
                        e.following = false;
                    }
                    return 0;
                }
                if self.moves > self.shops.followmsg + 4 {
                    if !self.deaf() && !self.muteshk(si) {
                        self.shk_say(format!("{hello}, {plname}!  Didn't you forget to pay?"));
                    } else {
                        let cap = self.shknam_cap(si);
                        let his = self.noit_mhis(si);
                        self.pline(format!("{cap} holds out {his} upturned hand."));
                    }
                    self.shops.followmsg = self.moves;
                    if self.rng.rn2(9) == 0 {
                        let cap = self.shknam_cap(si);
                        self.pline(format!("{cap} doesn't like customers who don't pay."));
                        self.rile_shk(si);
                    }
                }
                if udist < 2 {
                    return 0;
                }
            }
        }
        let e = self.eshk(si).expect("a shopkeeper").clone();
        let mut appr = 1;
        let (mut gx, mut gy) = (e.shk.x, e.shk.y);
        let satdoor = (gx, gy) == (omx, omy);
        let mut avoid = false;
        let mut uondoor = false;
        if e.following {
            if udist > 4 && e.bill.is_empty() {
                return -1;
            }
            gx = self.u.ux;
            gy = self.u.uy;
        } else if !self.lev.monsters[si].mpeaceful {
            if self.lev.monsters[si].mcansee && self.m_canseeu(&self.lev.monsters[si]) {
                gx = self.u.ux;
                gy = self.u.uy;
            }
        } else if !self.u.has(Prop::Invis) {
            uondoor = (self.u.ux, self.u.uy) == (e.shd.x, e.shd.y);
            let badinv;
            if uondoor {
                let digger = |o: &crate::world::obj::Obj| o.otyp == ids::PICK_AXE || o.otyp == ids::DWARVISH_MATTOCK;
                badinv = self.u.invent.iter().any(digger)
                    || (self.u.has(Prop::Fast) && self.lev.objects_at(self.u.ux, self.u.uy).any(digger));
                if satdoor && badinv {
                    return 0;
                }
                avoid = !badinv;
            } else {
                avoid = !self.shops.ushops.is_empty() && dist2(gx, gy, self.u.ux, self.u.uy) > 8;
                badinv = false;
            }
            if ((e.robbed == 0 && e.bill.is_empty() && e.debit == 0) || avoid) && dist2(omx, omy, gx, gy) < 3 {
                if !badinv && !online2(omx, omy, self.u.ux, self.u.uy) {
                    return 0;
                }
                if satdoor {
                    appr = 0;
                    gx = 0;
                    gy = 0;
                }
            }
        }
        let inshop = self.inhishop(si);
        let z = self.shk_move_special(si, inshop, appr, uondoor, avoid, gx, gy);
        if z > 0
            && let Some(si) = self.mon_index(id)
        {
            self.after_shk_move(si);
        }
        z
    }

    /// priest.c's `move_special` for a shopkeeper: one step towards (gx,
    /// gy) (`appr`), or anywhere (`appr` 0), on room floor only while in
    /// the shop and not following; `avoid` keeps off the hero's lines.
    #[allow(clippy::too_many_arguments)]
    fn shk_move_special(
        &mut self,
        si: usize,
        in_his_shop: bool,
        mut appr: i32,
        uondoor: bool,
        mut avoid: bool,
        gx: i32,
        gy: i32,
    ) -> i32 {
        let m = &self.lev.monsters[si];
        let (omx, omy) = (m.mx, m.my);
        if (omx, omy) == (gx, gy) {
            return 0;
        }
        if m.mconf {
            avoid = false;
            appr = 0;
        }
        let monseeu = m.mcansee && (!self.u.has(Prop::Invis) || perceives(tables(), m.mnum));
        let following = self.eshk(si).is_some_and(|e| e.following);
        let (ux, uy) = (self.u.ux, self.u.uy);
        let poss: Vec<(i32, i32, bool)> =
            self.mfndpos(si, false).into_iter().map(|(x, y)| (x, y, monseeu && online2(x, y, ux, uy))).collect();
        if avoid && uondoor && poss.iter().all(|p| p.2) {
            avoid = false;
        }
        let gdist = |x: i32, y: i32| dist2(x, y, gx, gy);
        let (mut nix, mut niy) = (omx, omy);
        let mut chcnt = 0;
        for &(nx, ny, notonl) in &poss {
            if !(is_room(self.lev.typ(nx, ny)) || !in_his_shop || following) {
                continue;
            }
            if avoid && notonl {
                continue;
            }
            let take = if appr == 0 {
                chcnt += 1;
                self.rng.rn2(chcnt) == 0
            } else {
                gdist(nx, ny) < gdist(nix, niy)
            };
            if take {
                nix = nx;
                niy = ny;
            }
        }
        if (nix, niy) == (omx, omy) || self.lev.monster_at(nix, niy).is_some() {
            return 0;
        }
        let r = self.monster_step(si, nix, niy);
        if r == 1
            && !in_his_shop
            && let Some(i) = self.mon_index(self.lev.monsters.get(si).map_or(0, |m| m.m_id))
            && self.inhishop(i)
        {
            self.check_shop_rooms(false);
        }
        r
    }

    /// `mnearto`: monster `i` goes to (x, y), anyone there moved aside.
    pub fn shk_mnearto(&mut self, i: usize, x: i32, y: i32) {
        let id = self.lev.monsters[i].m_id;
        if let Some(j) = self.lev.monsters.iter().position(|m| m.mx == x && m.my == y && m.m_id != id) {
            let pm = self.lev.monsters[j].mnum;
            match self.with_mon(|c, lev| c.enexto(lev, x, y, Some(pm))) {
                Some(c) => {
                    self.lev.monsters[j].mx = c.x;
                    self.lev.monsters[j].my = c.y;
                    self.newsym(c.x, c.y);
                }
                None => return,
            }
        }
        let Some(i) = self.mon_index(id) else { return };
        let (ox, oy) = (self.lev.monsters[i].mx, self.lev.monsters[i].my);
        self.lev.monsters[i].mx = x;
        self.lev.monsters[i].my = y;
        self.newsym(ox, oy);
        self.newsym(x, y);
    }

    /// `mnexto`: monster `i` comes next to the hero.
    pub fn shk_mnexto(&mut self, i: usize) -> bool {
        let pm = self.lev.monsters[i].mnum;
        let (ux, uy) = (self.u.ux, self.u.uy);
        let id = self.lev.monsters[i].m_id;
        let spot = self.with_mon(|c, lev| {
            let m = lev.monsters.iter().position(|m| m.m_id == id)?;
            let saved = lev.monsters.remove(m);
            let spot = c.enexto(lev, ux, uy, Some(pm));
            lev.monsters.insert(m, saved);
            spot
        });
        let Some(Coord { x, y }) = spot else { return false };
        let Some(i) = self.mon_index(id) else { return false };
        let (ox, oy) = (self.lev.monsters[i].mx, self.lev.monsters[i].my);
        self.lev.monsters[i].mx = x;
        self.lev.monsters[i].my = y;
        self.newsym(ox, oy);
        self.newsym(x, y);
        true
    }

    /// `home_shk`: the shopkeeper goes back to the spot by the door.
    pub fn home_shk(&mut self, si: usize, killkops: bool) {
        let Some(e) = self.eshk(si) else { return };
        let (x, y) = (e.shk.x, e.shk.y);
        self.shk_mnearto(si, x, y);
        self.lev.flags.has_shop = true;
        if killkops {
            self.kops_gone(true);
            self.pacify_guards();
        }
        self.after_shk_move(si);
    }

    /// A shopkeeper paid off on another level goes home: back to the
    /// shop's level by its door, sending the Kops there away
    /// (`migrate_to_level` with `dismiss_kops`).
    pub fn migrate_shk_home(&mut self, si: usize) {
        let Some(e) = self.eshk(si).cloned() else { return };
        let mut m = self.lev.monsters.remove(si);
        self.newsym(m.mx, m.my);
        if let Some(MExtra::Shk(me)) = &mut m.mextra {
            me.dismiss_kops = true;
        }
        let Some(saved) = self.levels.iter_mut().find(|(d, _)| *d == e.shoplevel).map(|(_, s)| s) else { return };
        let lev = &mut saved.level;
        let free = |x: i32, y: i32| {
            crate::world::level::isok(x, y)
                && crate::world::level::accessible(lev.typ(x, y))
                && lev.monster_at(x, y).is_none()
        };
        let spot = [(e.shk.x, e.shk.y), (e.shd.x, e.shd.y)]
            .into_iter()
            .chain(
                (1..6).flat_map(|r| (-r..=r).flat_map(move |dx| (-r..=r).map(move |dy| (e.shd.x + dx, e.shd.y + dy)))),
            )
            .find(|&(x, y)| free(x, y));
        let Some((x, y)) = spot else { return };
        m.mx = x;
        m.my = y;
        let id = m.m_id;
        // Kops on that level are dismissed when their shopkeeper returns.
        lev.monsters.retain(|k| tables().mon(k.mnum).mlet != oxhack_defs::MonClass::Kop);
        lev.monsters.push(m);
        let roomno = super::shk_roomno(&e);
        if let Some(r) = crate::world::level::RoomId::from_roomno(roomno).and_then(|r| lev.room_mut(r)) {
            r.resident = Some(id);
        }
    }

    /// `set_residency`: the shop's room knows its keeper (`zero_out`: no
    /// longer, the keeper is leaving the level).
    pub fn set_residency(&mut self, m: &crate::world::monst::Monst, zero_out: bool) {
        let Some(MExtra::Shk(e)) = &m.mextra else { return };
        if e.shoplevel != self.u.uz {
            return;
        }
        let roomno = super::shk_roomno(e);
        if let Some(r) = crate::world::level::RoomId::from_roomno(roomno).and_then(|r| self.lev.room_mut(r)) {
            r.resident = if zero_out { None } else { Some(m.m_id) };
        }
    }

    /// `shkgone`: shopkeeper `m` died (or left for good): damage is no
    /// longer repaired, the shop's goods are ordinary objects, and if the
    /// hero is in it, nothing is owed any more.
    pub fn shkgone(&mut self, m: &crate::world::monst::Monst) {
        let Some(MExtra::Shk(e)) = &m.mextra else { return };
        if e.shoplevel != self.u.uz {
            return;
        }
        let roomno = super::shk_roomno(e);
        let ids: Vec<u32> = e.bill.iter().map(|b| b.bo_id).collect();
        // Damage to this shop alone is never repaired now.
        let shopof = |g: &Game, x: i32, y: i32| crate::levelgen::mklev::in_rooms(&g.lev, x, y, rtype::SHOPBASE);
        let keep: Vec<bool> = self
            .lev
            .damagelist
            .iter()
            .map(|d| {
                let shops = shopof(self, d.x, d.y);
                !shops.contains(&roomno) || shops.len() > 1
            })
            .collect();
        let mut k = keep.into_iter();
        self.lev.damagelist.retain(|_| k.next().unwrap_or(true));
        let Some(room) = crate::world::level::RoomId::from_roomno(roomno) else { return };
        if let Some(r) = self.lev.room_mut(room) {
            r.resident = None;
        }
        if let Some(r) = self.lev.room(room).cloned() {
            for f in &mut self.lev.objects {
                if r.inside(f.x, f.y) {
                    f.obj.no_charge = false;
                }
            }
        }
        if self.shops.ushops.contains(&roomno) {
            // setpaid: what was on this keeper's bill is the hero's now.
            fn clear(o: &mut crate::world::obj::Obj, ids: &[u32]) {
                if ids.contains(&o.o_id) {
                    o.unpaid = false;
                }
                o.contents.iter_mut().for_each(|c| clear(c, ids));
            }
            self.u.invent.iter_mut().for_each(|o| clear(o, &ids));
            self.lev.objects.iter_mut().for_each(|f| clear(&mut f.obj, &ids));
            for mon in &mut self.lev.monsters {
                mon.minvent.iter_mut().for_each(|o| clear(o, &ids));
            }
            self.shops.ushops.retain(|&r| r != roomno);
        }
    }
}
