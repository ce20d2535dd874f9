//! Walking into and out of shops (hack.c's `move_update` and
//! `check_special_room` for shops; shk.c's `u_entered_shop`,
//! `u_left_shop`, `rob_shop`, `deserted_shop`, `block_door`,
//! `block_entry`): the greeting ("Velkommen, Agnar!  Welcome to
//! Asidonhopo's general store!"), the pick-axe left outside, the
//! reminder at the door ("Agnar!  Please pay before leaving."), and
//! leaving with unpaid goods ("You stole 10 zorkmids worth of
//! merchandise.").

use super::{currency, plur, shk_roomno};
use crate::game::Game;
use crate::levelgen::mklev::in_rooms;
use crate::objects::objnam::s_suffix;
use crate::world::level::{D_BROKEN, NO_ROOM, rtype};
use oxhack_defs::Prop;
use oxhack_tables::ids;
use oxhack_vm::terrain::DOOR;

const ANGRYTEXTS: [&str; 3] = ["quite upset", "ticked off", "furious"];

impl Game {
    /// The shop half of `check_special_room`: after a move (`newlev`
    /// false) or when leaving the level (`newlev` true), works out which
    /// shops the hero left and entered (`move_update`) and has their
    /// keepers react (`u_left_shop`, `u_entered_shop`).
    pub fn check_shop_rooms(&mut self, newlev: bool) {
        let s = &mut self.shops;
        s.ushops0 = std::mem::take(&mut s.ushops);
        if newlev {
            s.ushops_entered.clear();
            s.ushops_left = s.ushops0.clone();
        } else {
            let here = in_rooms(&self.lev, self.u.ux, self.u.uy, rtype::SHOPBASE);
            let s = &mut self.shops;
            s.ushops_entered = here.iter().copied().filter(|r| !s.ushops0.contains(r)).collect();
            s.ushops_left = s.ushops0.iter().copied().filter(|r| !here.contains(r)).collect();
            s.ushops = here;
        }
        if !self.shops.ushops0.is_empty() {
            let left = self.shops.ushops_left.clone();
            self.u_left_shop(&left, newlev);
        }
        if !self.shops.ushops_entered.is_empty() {
            let entered = self.shops.ushops_entered.clone();
            self.u_entered_shop(&entered);
        }
    }

    /// `u_left_shop`: the hero stepped onto the shop's doorway with a bill
    /// (reminded to pay) or left the shop (robbery, and the Kops).
    pub fn u_left_shop(&mut self, leftshops: &[u8], newlev: bool) {
        let (ux, uy, ux0, uy0) = (self.u.ux, self.u.uy, self.u.ux0, self.u.uy0);
        if leftshops.is_empty() && (!self.lev.at(ux, uy).edge || self.lev.at(ux0, uy0).edge) {
            return;
        }
        let Some(&first) = self.shops.ushops0.first() else { return };
        let Some(si) = self.shop_keeper(first) else { return };
        if !self.inhishop(si) {
            return;
        }
        if self.eshk(si).is_some_and(|e| e.bill.is_empty() && e.debit == 0) {
            return;
        }
        if leftshops.is_empty() && !self.muteshk(si) {
            let plname = self.u.name.clone();
            let peaceful = self.lev.monsters[si].mpeaceful;
            if !self.deaf() {
                self.shk_say(if peaceful {
                    format!("{plname}!  Please pay before leaving.")
                } else {
                    format!("{plname}!  Don't you leave without paying!")
                });
            } else {
                let name = self.shknam_cap(si);
                let (how, end) = if peaceful { ("points out", ".") } else { ("makes it clear", "!") };
                self.pline(format!("{name} {how} that you need to pay before leaving{end}"));
            }
            return;
        }
        if self.rob_shop(si) {
            let nearshop = !newlev && self.lev.at(ux0, uy0).edge;
            self.call_kops(si, nearshop);
        }
    }

    /// `rob_shop`: the hero left with goods or debt: paid from credit if
    /// it covers it, else it is robbery ("You stole 10 zorkmids worth of
    /// merchandise.") and the shopkeeper is after them. Returns whether it
    /// was robbery.
    pub fn rob_shop(&mut self, si: usize) -> bool {
        self.rouse_shk(si, true);
        let mut total = self.addupbill(si) + self.eshk(si).map_or(0, |e| e.debit);
        let credit = self.eshk(si).map_or(0, |e| e.credit);
        if credit >= total {
            self.pline(format!("Your credit of {credit} {} is used to cover your shopping bill.", currency(credit)));
            total = 0;
        } else {
            self.pline("You escaped the shop without paying!");
            total -= credit;
        }
        self.setpaid(Some(si));
        if total == 0 {
            return false;
        }
        if let Some(e) = self.eshk_mut(si) {
            e.robbed += total;
        }
        self.pline(format!("You stole {total} {} worth of merchandise.", currency(total)));
        if self.u.hero.role != ids::PM_ROGUE {
            let s = crate::monsters::makemon::align_value(self.u.hero.align).signum();
            self.adjalign(-s);
        }
        self.hot_pursuit(si);
        true
    }

    /// `deserted_shop`: "This shop appears to be deserted."
    fn deserted_shop(&mut self, roomno: u8) {
        let Some(r) = self.lev.room_by_no(roomno).cloned() else { return };
        let (mut m, mut n) = (0, 0);
        for x in r.lx..=r.hx {
            for y in r.ly..=r.hy {
                if (x, y) == (self.u.ux, self.u.uy) {
                    continue;
                }
                if let Some(mon) = self.lev.monster_at(x, y) {
                    n += 1;
                    if self.canspotmon(mon) {
                        m += 1;
                    }
                }
            }
        }
        if self.u.has(Prop::Blinded) {
            n += 1;
        }
        let verb = if m < n { "seems to be" } else { "is" };
        self.pline(format!("This shop {verb} {}.", if n == 0 { "deserted" } else { "untended" }));
    }

    /// `u_entered_shop`: the shopkeeper greets the hero, warns an
    /// invisible one off, or tells them to leave the pick-axe outside
    /// (and steps into the doorway).
    pub fn u_entered_shop(&mut self, entered: &[u8]) {
        let Some(&roomno) = entered.first() else { return };
        let si = match self.shop_keeper(roomno) {
            Some(i) if self.inhishop(i) => i,
            keeper => {
                if let Some(i) = keeper
                    && let Some(e) = self.eshk_mut(i)
                {
                    e.entered_untended = true;
                }
                let moved_in = keeper.is_some()
                    || in_rooms(&self.lev, self.u.ux, self.u.uy, rtype::SHOPBASE).len()
                        != in_rooms(&self.lev, self.u.ux0, self.u.uy0, rtype::SHOPBASE).len();
                if !self.shops.empty_shops.contains(&roomno) && moved_in {
                    self.deserted_shop(roomno);
                }
                self.shops.empty_shops = std::mem::take(&mut self.shops.ushops);
                return;
            }
        };
        let plname = self.u.name.clone();
        let e = self.eshk_mut(si).expect("a shopkeeper");
        e.entered_untended = false;
        if (e.visitct == 0 || !e.customer.is_empty()) && e.customer != plname {
            e.visitct = 0;
            e.following = false;
            e.customer = plname.clone();
            self.pacify_shk(si);
        }
        if self.muteshk(si) || self.eshk(si).is_some_and(|e| e.following) {
            return;
        }
        let name = self.shkname(si);
        let cap = self.shknam_cap(si);
        if self.u.has(Prop::Invis) {
            self.pline(format!("{cap} senses your presence."));
            if !self.deaf() {
                self.shk_say("Invisible customers are not welcome!");
            } else {
                let he = self.noit_mhe(si);
                self.pline(format!("{cap} stands firm as if {he} knows you are there."));
            }
            return;
        }
        let shop = self.lev.room_by_no(roomno).and_then(|r| crate::monsters::shknam::shclass_of(r.rtype));
        let shop = shop.map_or("shop", |s| s.name);
        if !self.lev.monsters[si].mpeaceful {
            if !self.deaf() {
                self.shk_say(format!("So, {plname}, you dare return to {} {shop}?!", s_suffix(&name)));
            } else {
                let how = ANGRYTEXTS[self.rng.rn2(3) as usize];
                let his = self.noit_mhis(si);
                self.pline(format!("{cap} seems {how} over your return to {his} {shop}!"));
            }
        } else if self.eshk(si).is_some_and(|e| e.robbed != 0) {
            if !self.deaf() {
                self.pline(format!("{cap} mutters imprecations against shoplifters."));
            } else {
                let his = self.noit_mhis(si);
                self.pline(format!("{cap} is combing through {his} inventory list."));
            }
        } else {
            let e = self.eshk_mut(si).expect("a shopkeeper");
            let again = if e.visitct > 0 { " again" } else { "" };
            e.visitct += 1;
            if !self.deaf() {
                let hello = super::hello(self.u.hero.role, true);
                self.shk_say(format!("{hello}, {plname}!  Welcome{again} to {} {shop}!", s_suffix(&name)));
            } else {
                self.pline(format!("You enter {} {shop}{again}!", s_suffix(&name)));
            }
        }
        if self.inside_shop(self.u.ux, self.u.uy) != NO_ROOM {
            // Teleported in: nothing to block.
            return;
        }
        let picks = self.u.invent.iter().filter(|o| o.otyp == ids::PICK_AXE).count() as i64;
        let mattocks = self.u.invent.iter().filter(|o| o.otyp == ids::DWARVISH_MATTOCK).count() as i64;
        let should_block = if picks + mattocks > 0 {
            let (tool, cnt) = if picks > 0 && mattocks > 0 {
                ("digging tool", 2)
            } else if picks > 0 {
                ("pick-axe", picks)
            } else {
                if !self.u.has(Prop::Blinded) {
                    self.os.discover(ids::DWARVISH_MATTOCK);
                }
                ("mattock", mattocks)
            };
            let peaceful = self.lev.monsters[si].mpeaceful;
            if !self.deaf() {
                self.shk_say(if peaceful {
                    format!("Will you please leave your {tool}{} outside?", plur(cnt))
                } else {
                    format!("Leave the {tool}{} outside.", plur(cnt))
                });
            } else {
                let how = if peaceful { "is hesitant" } else { "refuses" };
                self.pline(format!("{cap} {how} to let you in with your {tool}{}.", plur(cnt)));
            }
            true
        } else {
            let on_floor = self
                .lev
                .objects_at(self.u.ux, self.u.uy)
                .any(|o| o.otyp == ids::PICK_AXE || o.otyp == ids::DWARVISH_MATTOCK);
            self.u.has(Prop::Fast) && on_floor
        };
        if should_block {
            // The shopkeeper gets an extra move.
            self.dochug(si);
        }
    }

    /// `block_door`: leaving through the shop door while owing, the
    /// keeper standing at their post blocks the way.
    pub fn block_door(&mut self, x: i32, y: i32) -> bool {
        let roomno = self.shop_at(x, y);
        if roomno == NO_ROOM || self.lev.typ(x, y) != DOOR || self.shops.ushops.first() != Some(&roomno) {
            return false;
        }
        let Some(si) = self.shop_keeper(roomno) else { return false };
        if !self.inhishop(si) {
            return false;
        }
        let m = &self.lev.monsters[si];
        let e = self.eshk(si).expect("a shopkeeper");
        if m.mx == e.shk.x
            && m.my == e.shk.y
            && e.shd.x == x
            && e.shd.y == y
            && m.mcanmove
            && !m.msleeping
            && (e.debit != 0 || !e.bill.is_empty() || e.robbed != 0)
        {
            let cap = self.shknam_cap(si);
            let invis = if self.u.has(Prop::Invis) { " senses your motion and" } else { "" };
            self.pline(format!("{cap}{invis} blocks your way!"));
            return true;
        }
        false
    }

    /// `block_entry`: stepping from a broken shop door into the shop with
    /// a pick-axe (or invisible), the keeper at their post blocks the way.
    pub fn block_entry(&mut self, x: i32, y: i32) -> bool {
        let (ux, uy) = (self.u.ux, self.u.uy);
        if !(self.lev.typ(ux, uy) == DOOR && self.lev.at(ux, uy).doormask() == D_BROKEN) {
            return false;
        }
        let roomno = self.shop_at(x, y);
        if roomno == NO_ROOM {
            return false;
        }
        let Some(si) = self.shop_keeper(roomno) else { return false };
        if !self.inhishop(si) {
            return false;
        }
        let e = self.eshk(si).expect("a shopkeeper");
        if (e.shd.x, e.shd.y) != (ux, uy) {
            return false;
        }
        let (sx, sy) = (e.shk.x, e.shk.y);
        let m = &self.lev.monsters[si];
        let digging = self.u.invent.iter().any(|o| o.otyp == ids::PICK_AXE || o.otyp == ids::DWARVISH_MATTOCK);
        if m.mx == sx
            && m.my == sy
            && m.mcanmove
            && !m.msleeping
            && (x == sx - 1 || x == sx + 1 || y == sy - 1 || y == sy + 1)
            && (self.u.has(Prop::Invis) || digging)
        {
            let cap = self.shknam_cap(si);
            let invis = if self.u.has(Prop::Invis) { " senses your motion and" } else { "" };
            self.pline(format!("{cap}{invis} blocks your way!"));
            return true;
        }
        false
    }

    /// `after_shk_move`: a keeper back in the shop the hero walked into
    /// while it was away looks at the customer again.
    pub fn after_shk_move(&mut self, si: usize) {
        if self.eshk(si).is_some_and(|e| e.entered_untended) && self.inhishop(si) {
            if let Some(e) = self.eshk_mut(si) {
                e.entered_untended = false;
            }
            self.check_shop_rooms(false);
        }
    }

    /// The room number of shopkeeper `si`'s shop.
    pub fn shk_shop(&self, si: usize) -> u8 {
        self.eshk(si).map_or(NO_ROOM, shk_roomno)
    }
}
