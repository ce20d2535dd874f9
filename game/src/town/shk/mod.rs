//! Shops and shopkeepers (shk.c): who keeps which shop, the customer's
//! account (bill, credit, debt, robbery), the shopkeeper's moods, and the
//! helpers the rest of shk.c shares.
//!
//! The parts: `pricing` (what a shopkeeper asks and offers: `get_cost`,
//! `set_cost`), `bill` (putting goods on the bill and taking them off:
//! `addtobill`, `subfrombill`, usage fees), `stolen` (goods taken off
//! the bill: `stolen_value`), `sell` (dropping goods for sale:
//! `sellobj`), `pay` (`dopay`), `report` (`$`, `I u`, `I x`, chatting),
//! `enter` (walking in and out: the greeting, the pick-axe at the door,
//! leaving without paying), `kops` (the Keystone Kops), `damage`
//! (digging and door breaking, repairs), `moves` (the shopkeeper's own
//! movement and the end of a shop when its keeper is gone).
//!
//! A shopkeeper is a monster of the level with an [`EShk`] record; the
//! functions here name one by its index in `lev.monsters`, as NetHack
//! passes `shkp`.

mod bill;
mod damage;
mod enter;
mod kops;
mod lookup;
mod moves;
mod pay;
mod pricing;
mod report;
mod sell;
mod stolen;

pub use pricing::{PriceMods, price_id_candidates, quote_for, sale_offer_for};
pub use sell::{SELL_DELIBERATE, SELL_DONTSELL, SELL_NORMAL};

use crate::game::Game;
use crate::levelgen::mklev::in_rooms;
use crate::monsters::shknam::{SHTYPES, shclass_of};
use crate::world::level::{NO_ROOM, ROOMOFFSET, RoomId, rtype};
use crate::world::monst::{EShk, MExtra};
use crate::world::obj::Obj;
use oxhack_defs::{Prop, Sound};
use oxhack_tables::{ids, tables};
use serde::{Deserialize, Serialize};

/// The hero's dealings with the shops of the level: which shops the hero
/// stands in now and stood in before the last move (`u.ushops`,
/// `u.ushops0`), which were just entered and left, and the state of a
/// selling spree (`sell_response`, `sell_how`, `auto_credit`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShopState {
    /// Room numbers (with `ROOMOFFSET`) of the shops around the hero.
    pub ushops: Vec<u8>,
    pub ushops0: Vec<u8>,
    pub ushops_entered: Vec<u8>,
    pub ushops_left: Vec<u8>,
    /// Untended shops already reported (`u_entered_shop`'s
    /// `empty_shops`).
    pub empty_shops: Vec<u8>,
    /// The standing answer to "Sell it?" ('a' sells without asking, 'n'
    /// after a 'q'; `None` asks).
    pub sell_response: Option<char>,
    pub sell_how: u8,
    pub auto_credit: bool,
    /// The turn a following shopkeeper last asked to be paid.
    pub followmsg: i64,
    /// The turn "Get out of here with that pick!" was last said.
    pub pickmovetime: i64,
}

impl Default for ShopState {
    fn default() -> Self {
        ShopState {
            ushops: Vec::new(),
            ushops0: Vec::new(),
            ushops_entered: Vec::new(),
            ushops_left: Vec::new(),
            empty_shops: Vec::new(),
            sell_response: Some('a'),
            sell_how: SELL_NORMAL,
            auto_credit: false,
            followmsg: 0,
            pickmovetime: 0,
        }
    }
}

/// What a shopkeeper charges for damage (kept with [`Damage`] in
/// `world`, for the kicks and digs below `town` that record it).
///
/// [`Damage`]: crate::world::level::Damage
pub use crate::world::level::{SHOP_DOOR_COST, SHOP_HOLE_COST, SHOP_WALL_COST};

/// The room number (with `ROOMOFFSET`) of a shopkeeper's shop.
pub fn shk_roomno(e: &EShk) -> u8 {
    (e.shoproom as u8).saturating_add(ROOMOFFSET)
}

/// "zorkmid" or "zorkmids" (`currency`).
pub fn currency(n: i64) -> &'static str {
    if n == 1 { "zorkmid" } else { "zorkmids" }
}

/// "" or "s" (`plur`).
pub fn plur(n: i64) -> &'static str {
    if n == 1 { "" } else { "s" }
}

/// How the role greets (role.c's `Hello`): a Samurai greets shoppers
/// as a shopkeeper would, "Irasshaimase".
pub fn hello(role: oxhack_defs::Pm, to_shopkeeper: bool) -> &'static str {
    match role {
        r if r == ids::PM_KNIGHT => "Salutations",
        r if r == ids::PM_SAMURAI => {
            if to_shopkeeper {
                "Irasshaimase"
            } else {
                "Konnichi wa"
            }
        }
        r if r == ids::PM_TOURIST => "Aloha",
        r if r == ids::PM_VALKYRIE => "Velkommen",
        _ => "Hello",
    }
}

impl Game {
    /// Monster `i`'s shopkeeper record.
    pub fn eshk(&self, i: usize) -> Option<&EShk> {
        match &self.lev.monsters.get(i)?.mextra {
            Some(MExtra::Shk(e)) => Some(e),
            _ => None,
        }
    }

    /// Monster `i`'s shopkeeper record, for changing.
    pub fn eshk_mut(&mut self, i: usize) -> Option<&mut EShk> {
        match &mut self.lev.monsters.get_mut(i)?.mextra {
            Some(MExtra::Shk(e)) => Some(e),
            _ => None,
        }
    }

    /// `shkname`: the shopkeeper's name without its gender mark; a
    /// hallucinating hero hears some shopkeeper's name at random.
    pub fn shkname(&mut self, i: usize) -> String {
        let Some(e) = self.eshk(i) else { return "shopkeeper".to_string() };
        let mut name = e.shknam.clone();
        if self.u.has(Prop::Halluc) && self.over.is_none() {
            let kinds = SHTYPES.iter().take_while(|s| s.prob != 0).count() as i32;
            if kinds > 0 {
                let list = SHTYPES[self.disp_rng.rn2(kinds) as usize].shknms;
                if !list.is_empty() {
                    name = list[self.disp_rng.rn2(list.len() as i32) as usize].to_string();
                }
            }
        }
        crate::monsters::shknam::shkname(&name).to_string()
    }

    /// `Shknam`: [`Game::shkname`] for the start of a sentence.
    pub fn shknam_cap(&mut self, i: usize) -> String {
        crate::world::display::capitalize(&self.shkname(i))
    }

    /// `muteshk`: asleep, paralysed or without speech, the shopkeeper
    /// says nothing.
    pub fn muteshk(&self, i: usize) -> bool {
        let Some(m) = self.lev.monsters.get(i) else { return true };
        m.msleeping || !m.mcanmove || (tables().mon(m.mnum).msound as u8) <= Sound::Burble as u8
    }

    /// The hero hears nothing (`Deaf`).
    pub fn deaf(&self) -> bool {
        self.u.has(Prop::Deaf)
    }

    /// `verbalize`: something said aloud, in double quotes.
    pub fn shk_say(&mut self, words: impl AsRef<str>) {
        self.pline(format!("\"{}\"", words.as_ref()));
    }

    /// "he"/"she" of a monster (`noit_mhe`), "him"/"her" (`noit_mhim`),
    /// "his"/"her" (`noit_mhis`).
    pub fn noit_mhe(&self, i: usize) -> &'static str {
        if self.lev.monsters.get(i).is_some_and(|m| m.female) { "she" } else { "he" }
    }
    pub fn noit_mhim(&self, i: usize) -> &'static str {
        if self.lev.monsters.get(i).is_some_and(|m| m.female) { "her" } else { "him" }
    }
    pub fn noit_mhis(&self, i: usize) -> &'static str {
        if self.lev.monsters.get(i).is_some_and(|m| m.female) { "her" } else { "his" }
    }

    /// `cad`: what an offended shopkeeper calls the hero: "cad", "minx"
    /// or "beast" by gender; `altusage` makes it an exclamation opening a
    /// quote ("\"Cad!  ").
    pub fn cad(&self, altusage: bool) -> String {
        let word = if self.u.female { "minx" } else { "cad" };
        if altusage { format!("\"{}!  ", crate::world::display::capitalize(word)) } else { word.to_string() }
    }

    /// `inside_shop`: the shop whose floor (not wall or door) holds
    /// (x, y), as a room number, or `NO_ROOM`.
    pub fn inside_shop(&self, x: i32, y: i32) -> u8 {
        let l = self.lev.at(x, y);
        if l.roomno < ROOMOFFSET || l.edge {
            return NO_ROOM;
        }
        match self.lev.room_by_no(l.roomno) {
            Some(r) if r.rtype >= rtype::SHOPBASE => l.roomno,
            _ => NO_ROOM,
        }
    }

    /// The first shop whose floor, wall or door holds (x, y)
    /// (`*in_rooms(x, y, SHOPBASE)`), or `NO_ROOM`.
    pub fn shop_at(&self, x: i32, y: i32) -> u8 {
        in_rooms(&self.lev, x, y, rtype::SHOPBASE).first().copied().unwrap_or(NO_ROOM)
    }

    /// `shop_keeper`: the keeper of shop room `roomno`, if there is one on
    /// the level; settles the anger surcharge with the keeper's mood.
    pub fn shop_keeper(&mut self, roomno: u8) -> Option<usize> {
        if roomno < ROOMOFFSET {
            return None;
        }
        let id = self.lev.room_by_no(roomno)?.resident?;
        let i = self.mon_index(id)?;
        self.eshk(i)?;
        self.sync_surcharge(i);
        Some(i)
    }

    /// A peaceful shopkeeper drops the anger surcharge, an angry one adds
    /// it (`shop_keeper`/`next_shkp`'s check).
    fn sync_surcharge(&mut self, i: usize) {
        let Some(m) = self.lev.monsters.get(i) else { return };
        let Some(e) = self.eshk(i) else { return };
        if m.mpeaceful && e.surcharge {
            self.pacify_shk(i);
        } else if !m.mpeaceful && !e.surcharge {
            self.rile_shk(i);
        }
    }

    /// Every shopkeeper on the level (`next_shkp` over the monster list),
    /// only those with a bill when `withbill`.
    pub fn shopkeepers(&mut self, withbill: bool) -> Vec<usize> {
        let list: Vec<usize> = (0..self.lev.monsters.len())
            .filter(|&i| self.lev.monsters[i].mhp > 0)
            .filter(|&i| self.eshk(i).is_some_and(|e| !withbill || !e.bill.is_empty()))
            .collect();
        for &i in &list {
            self.sync_surcharge(i);
        }
        list
    }

    /// `inhishop`: the shopkeeper stands in their own shop on its level.
    pub fn inhishop(&self, i: usize) -> bool {
        let (Some(m), Some(e)) = (self.lev.monsters.get(i), self.eshk(i)) else { return false };
        e.shoplevel == self.u.uz && in_rooms(&self.lev, m.mx, m.my, rtype::SHOPBASE).contains(&shk_roomno(e))
    }

    /// `tended_shop`: the shop room has its keeper in it.
    pub fn tended_shop(&self, room: RoomId) -> bool {
        let Some(id) = self.lev.room(room).and_then(|r| r.resident) else { return false };
        self.mon_index(id).is_some_and(|i| self.inhishop(i))
    }

    /// `costly_spot`: (x, y) is inside a tended shop where goods are for
    /// sale: not the keeper's own spot by the door.
    pub fn costly_spot(&mut self, x: i32, y: i32) -> bool {
        if !self.lev.flags.has_shop {
            return false;
        }
        let Some(i) = self.shop_keeper(self.shop_at(x, y)) else { return false };
        if !self.inhishop(i) {
            return false;
        }
        let e = self.eshk(i).expect("a shopkeeper");
        self.inside_shop(x, y) != NO_ROOM && !(x == e.shk.x && y == e.shk.y)
    }

    /// The name of shopkeeper `i`'s kind of shop ("general store").
    pub fn shtype_name(&self, i: usize) -> &'static str {
        self.eshk(i).and_then(|e| shclass_of(e.shoptype)).map_or("shop", |s| s.name)
    }

    /// `addupbill`: what the bill comes to.
    pub fn addupbill(&self, i: usize) -> i64 {
        self.eshk(i).map_or(0, |e| e.bill.iter().map(|b| b.price.saturating_mul(b.bquan)).sum())
    }

    /// `shop_debt`: the bill plus the debt for usage and gold.
    pub fn shop_debt(&self, i: usize) -> i64 {
        self.eshk(i).map_or(0, |e| e.debit) + self.addupbill(i)
    }

    /// `pacify_shk`: peaceful again; the anger surcharge comes off every
    /// billed item.
    pub fn pacify_shk(&mut self, i: usize) {
        if let Some(m) = self.lev.monsters.get_mut(i) {
            m.mpeaceful = true;
        }
        if let Some(e) = self.eshk_mut(i)
            && e.surcharge
        {
            e.surcharge = false;
            for b in &mut e.bill {
                b.price -= (b.price + 3) / 4;
            }
        }
    }

    /// `rile_shk`: angry; every billed item costs a third more.
    pub fn rile_shk(&mut self, i: usize) {
        if let Some(m) = self.lev.monsters.get_mut(i) {
            m.mpeaceful = false;
        }
        if let Some(e) = self.eshk_mut(i)
            && !e.surcharge
        {
            e.surcharge = true;
            for b in &mut e.bill {
                b.price += (b.price + 2) / 3;
            }
        }
    }

    /// `rouse_shk`: money wakes a sleeping or paralysed shopkeeper.
    pub fn rouse_shk(&mut self, i: usize, verbosely: bool) {
        let Some(m) = self.lev.monsters.get(i) else { return };
        if m.mcanmove && !m.msleeping {
            return;
        }
        if verbosely && self.canspotmon(m) {
            let what = if m.msleeping { "wakes up" } else { "can move again" };
            let name = self.shknam_cap(i);
            self.pline(format!("{name} {what}."));
        }
        let m = &mut self.lev.monsters[i];
        m.msleeping = false;
        m.mfrozen = 0;
        m.mcanmove = true;
    }

    /// `hot_pursuit`: the shopkeeper is angry and follows the hero.
    pub fn hot_pursuit(&mut self, i: usize) {
        if self.eshk(i).is_none() {
            return;
        }
        self.rile_shk(i);
        let name = self.u.name.clone();
        if let Some(e) = self.eshk_mut(i) {
            e.customer = name;
            e.following = true;
        }
    }

    /// `make_angry_shk`: everything the hero owes is now owed as stolen
    /// and the shopkeeper comes after them.
    pub fn make_angry_shk(&mut self, i: usize) {
        let bill = self.addupbill(i);
        let Some(e) = self.eshk_mut(i) else { return };
        if !e.bill.is_empty() || e.debit != 0 || e.loan != 0 || e.credit != 0 {
            e.robbed += bill + e.debit + e.loan;
            e.robbed -= e.credit;
            e.robbed = e.robbed.max(0);
            // billct, debit, loan and credit are cleared by setpaid.
            self.setpaid(Some(i));
        }
        let angry = !self.lev.monsters[i].mpeaceful;
        let name = self.shknam_cap(i);
        self.pline(format!("{name} {}!", if angry { "is furious" } else { "gets angry" }));
        self.hot_pursuit(i);
    }

    /// `angry_shk_exists`.
    fn angry_shk_exists(&mut self) -> bool {
        self.shopkeepers(false).into_iter().any(|i| !self.lev.monsters[i].mpeaceful)
    }

    /// `setpaid`: the account with shopkeeper `i` is settled (paid,
    /// robbed or the keeper is dead): nothing on the bill is unpaid any
    /// more, wherever it is, and bill, credit and debt are cleared.
    pub fn setpaid(&mut self, i: Option<usize>) {
        let ids: Vec<u32> =
            i.and_then(|i| self.eshk(i)).map_or(Vec::new(), |e| e.bill.iter().map(|b| b.bo_id).collect());
        let clear = |o: &mut Obj| clear_unpaid(o, &ids);
        self.u.invent.iter_mut().for_each(clear);
        self.lev.objects.iter_mut().for_each(|f| clear_unpaid(&mut f.obj, &ids));
        self.lev.buried.iter_mut().for_each(|f| clear_unpaid(&mut f.obj, &ids));
        for m in &mut self.lev.monsters {
            m.minvent.iter_mut().for_each(|o| clear_unpaid(o, &ids));
        }
        if let Some(e) = i.and_then(|i| self.eshk_mut(i)) {
            e.bill.clear();
            e.billobjs.clear();
            e.credit = 0;
            e.debit = 0;
            e.loan = 0;
        }
    }

    /// `money2mon`: `amount` of the hero's gold goes to monster `i`.
    pub fn money2mon(&mut self, i: usize, amount: i64) -> i64 {
        let amount = amount.min(self.u.ugold);
        if amount <= 0 || i >= self.lev.monsters.len() {
            return 0;
        }
        self.u.ugold -= amount;
        give_gold(&mut self.lev.monsters[i].minvent, amount);
        amount
    }
}

/// Clears `unpaid` on `o` and its contents where the id is one of `ids`
/// (`clear_unpaid_obj`).
fn clear_unpaid(o: &mut Obj, ids: &[u32]) {
    if ids.contains(&o.o_id) {
        o.unpaid = false;
    }
    o.contents.iter_mut().for_each(|c| clear_unpaid(c, ids));
}

/// The gold in a monster's inventory (`money_cnt`).
pub fn money_cnt(inv: &[Obj]) -> i64 {
    inv.iter().filter(|o| o.otyp == ids::GOLD_PIECE).map(|o| o.quan).sum()
}

/// Adds `n` gold pieces to an inventory.
fn give_gold(inv: &mut Vec<Obj>, n: i64) {
    match inv.iter_mut().find(|o| o.otyp == ids::GOLD_PIECE) {
        Some(g) => g.quan += n,
        None => {
            let mut g = Obj::new(ids::GOLD_PIECE, n);
            g.known = true;
            g.dknown = true;
            g.bknown = true;
            inv.push(g);
        }
    }
}
