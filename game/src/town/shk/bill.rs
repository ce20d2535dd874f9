//! The shop bill (shk.c's `billable`, `addtobill`, `add_one_tobill`,
//! `bill_box_content`, `subfrombill`, `splitbill`, `unpaid_cost`,
//! `bill_dummy_object`, `check_unpaid_usage`, `costly_gold`): goods the
//! hero picks up go on the bill at the shopkeeper's quote ("For you,
//! good sir; only 5 zorkmids for this dagger."), come off it when put
//! back, stay on it as "used up" when eaten, drunk or read, and usage of
//! unpaid tools and wands costs a fee.

use super::currency;
use super::pricing::contained_gold;
use crate::game::Game;
use crate::objects::objnam::{The, an, makeplural, minimal_xname, the, xname};
use crate::world::monst::{BILLSZ, BillX};
use crate::world::obj::{Obj, Worn};
use oxhack_defs::OClass;
use oxhack_defs::flags::{M2, ObjFlags};
use oxhack_tables::{ids, tables};

/// NetHack's prompt buffer (`QBUFSZ`): questions longer than this name
/// the object more briefly.
const QBUFSZ: usize = 128;

/// `safe_qbuf`: `prefix` + the object's name + `suffix`, with the
/// shorter name, then `last` ("that"/"those"), when the question would
/// be too long.
pub fn safe_qbuf(prefix: &str, suffix: &str, full: &str, short: &str, last: &str) -> String {
    for name in [full, short, last] {
        if prefix.len() + name.len() + suffix.len() < QBUFSZ {
            return format!("{prefix}{name}{suffix}");
        }
    }
    format!("{prefix}{last}{suffix}")
}

/// `count_unpaid`: unpaid objects in a list, contents included.
pub fn count_unpaid(list: &[Obj]) -> usize {
    list.iter().map(|o| usize::from(o.unpaid) + count_unpaid(&o.contents)).sum()
}

/// `is_unpaid`: the object or something inside it is on a bill.
pub fn is_unpaid(o: &Obj) -> bool {
    o.unpaid || count_unpaid(&o.contents) > 0
}

/// `picked_container`: contents taken out of a shop lose their
/// `no_charge` mark.
pub fn picked_container(o: &mut Obj) {
    for c in &mut o.contents {
        if c.otyp == ids::GOLD_PIECE {
            continue;
        }
        c.no_charge = false;
        picked_container(c);
    }
}

impl Game {
    /// `simpleonames`: the bare type name, plural for a stack.
    pub fn simpleonames(&self, o: &Obj) -> String {
        let n = minimal_xname(&self.name_ctx(), o);
        if o.quan > 1 { makeplural(&n) } else { n }
    }

    /// `xname`.
    pub fn xname(&self, o: &Obj) -> String {
        xname(&self.name_ctx(), o)
    }

    /// `billable`: whether shopkeeper `shk` (or the keeper of shop
    /// `roomno`, looked up) would put `obj` on the bill: not already on
    /// it, not eaten food, not free unless it holds something that costs.
    /// `reset_nocharge` clears a free object's mark when it is not.
    pub fn billable(&mut self, shk: Option<usize>, obj: &mut Obj, roomno: u8, reset_nocharge: bool) -> Option<usize> {
        let si = match shk {
            Some(i) => i,
            None => {
                let i = self.shop_keeper(roomno)?;
                if !self.inhishop(i) {
                    return None;
                }
                i
            }
        };
        let t = tables();
        if self.eshk(si)?.onbill(obj.o_id).is_some() || (obj.oclass(t) == OClass::Food && obj.oeaten != 0) {
            return None;
        }
        let mut billable = true;
        if obj.no_charge {
            let freespot = self.eshk(si).is_some_and(|e| (self.u.ux, self.u.uy) == (e.shk.x, e.shk.y));
            if obj.contents.is_empty()
                || (contained_gold(obj) == 0
                    && self.contained_cost(obj, si, false, !reset_nocharge, true, freespot) == 0)
            {
                billable = false;
            }
            if reset_nocharge && !billable && obj.otyp != ids::GOLD_PIECE {
                obj.no_charge = false;
                picked_container(obj);
            }
        }
        billable.then_some(si)
    }

    /// `add_one_tobill`: one line for `obj` on shopkeeper `si`'s bill at
    /// the quoted price; a `dummy` (a copy of something being used up)
    /// goes on as used up.
    pub fn add_one_tobill(&mut self, obj: &mut Obj, dummy: bool, si: usize) {
        let roomno = self.shops.ushops.first().copied().unwrap_or(0);
        if self.billable(Some(si), obj, roomno, true).is_none() {
            return;
        }
        if self.eshk(si).is_some_and(|e| e.bill.len() >= BILLSZ) {
            self.pline("You got that for free!");
            return;
        }
        let price = self.get_cost(obj, Some(si));
        let Some(e) = self.eshk_mut(si) else { return };
        e.bill.push(BillX { bo_id: obj.o_id, useup: dummy, price, bquan: obj.quan });
        if dummy {
            let mut copy = obj.clone();
            copy.unpaid = false;
            e.billobjs.push(copy);
        }
        obj.unpaid = true;
    }

    /// `bill_box_content`: the contents of a container (the container
    /// itself is billed by the caller), unless free.
    fn bill_box_content(&mut self, obj: &mut Obj, dummy: bool, si: usize) {
        let mut contents = std::mem::take(&mut obj.contents);
        for c in &mut contents {
            if c.otyp == ids::GOLD_PIECE {
                continue;
            }
            if !c.no_charge {
                self.add_one_tobill(c, dummy, si);
            }
            if !c.contents.is_empty() {
                self.bill_box_content(c, dummy, si);
            }
        }
        obj.contents = contents;
    }

    /// `append_honorific`: "good sir", "esteemed lady", "honored hir"...
    /// The form addressed is the hero's race (`youmonst.data`): elves are
    /// "hir"/"hiril", humans "sir"/"lady", dwarves, gnomes and orcs
    /// "creature".
    fn honorific(&mut self) -> String {
        const HONORED: [&str; 5] = ["good", "honored", "most gracious", "esteemed", "most renowned and sacred"];
        let mut s = HONORED[self.rng.rn2(HONORED.len() as i32 - 1) as usize].to_string();
        let me = tables().mon(self.u.youmonst_data());
        let female = self.u.female;
        s.push_str(if me.mflags2.contains(M2::ELF) {
            if female { " hiril" } else { " hir" }
        } else if !me.mflags2.contains(M2::HUMAN) {
            " creature"
        } else if female {
            " lady"
        } else {
            " sir"
        });
        s
    }

    /// `addtobill`: `obj` (just picked up, or about to be used up for a
    /// `dummy`) goes on the bill of the shop the hero is in, with the
    /// shopkeeper's quote unless `silent`: "For you, good lady; only 10
    /// zorkmids for this dagger." (`ininv`), "The dagger will cost you 10
    /// zorkmids." Shop gold picked up becomes a debt instead.
    pub fn addtobill(&mut self, obj: &mut Obj, ininv: bool, dummy: bool, silent: bool) {
        let roomno = self.shops.ushops.first().copied().unwrap_or(0);
        let Some(si) = self.billable(None, obj, roomno, true) else { return };
        if obj.otyp == ids::GOLD_PIECE {
            self.costly_gold(self.u.ux, self.u.uy, obj.quan);
            return;
        }
        if self.eshk(si).is_some_and(|e| e.bill.len() >= BILLSZ) {
            if !silent {
                self.pline("You got that for free!");
            }
            return;
        }
        let container = !obj.contents.is_empty();
        let mut ltmp = 0;
        if !obj.no_charge {
            ltmp = self.get_cost(obj, Some(si));
        }
        if obj.no_charge && !container {
            obj.no_charge = false;
            return;
        }
        let contentscount;
        if container {
            let freespot = self.eshk(si).is_some_and(|e| (self.u.ux, self.u.uy) == (e.shk.x, e.shk.y));
            let cltmp = self.contained_cost(obj, si, false, false, true, freespot);
            let gltmp = contained_gold(obj);
            if ltmp != 0 {
                self.add_one_tobill(obj, dummy, si);
            }
            if cltmp != 0 {
                self.bill_box_content(obj, dummy, si);
            }
            picked_container(obj);
            ltmp += cltmp;
            if gltmp != 0 {
                self.costly_gold(self.u.ux, self.u.uy, gltmp);
                if ltmp == 0 {
                    return;
                }
            }
            obj.no_charge = false;
            contentscount = count_unpaid(&obj.contents);
        } else {
            self.add_one_tobill(obj, dummy, si);
            contentscount = 0;
        }
        if silent {
            return;
        }
        let each = if obj.quan > 1 { " each" } else { "" };
        if !self.deaf() && !self.muteshk(si) {
            if ltmp == 0 {
                let name = self.shknam_cap(si);
                let what = the(&self.xname(obj));
                self.pline(format!("{name} has no interest in {what}."));
                return;
            }
            if !ininv {
                let what = The(&self.xname(obj));
                self.pline(format!("{what} will cost you {ltmp} {}{each}.", currency(ltmp)));
            } else {
                let buf = if !self.lev.monsters[si].mpeaceful {
                    "\"For you, scum;".to_string()
                } else {
                    format!("\"For you, {}; only", self.honorific())
                };
                let mut one = obj.clone();
                one.quan = 1;
                let which = if obj.quan > 1 {
                    "per"
                } else if contentscount > 0 && !obj.unpaid {
                    "for the contents of this"
                } else {
                    "for this"
                };
                let tail = if contentscount > 0 && obj.unpaid { " and its contents" } else { "" };
                let name = self.xname(&one);
                self.pline(format!("{buf} {ltmp} {} {which} {name}{tail}.\"", currency(ltmp)));
            }
        } else if ltmp != 0 {
            let pre = if contentscount > 0 && !obj.unpaid { "the contents of " } else { "" };
            let post = if contentscount > 0 && obj.unpaid { " and its contents" } else { "" };
            let what = the(&self.xname(obj));
            self.pline(format!("The list price of {pre}{what}{post} is {ltmp} {}{each}.", currency(ltmp)));
        } else {
            let name = self.shknam_cap(si);
            self.pline(format!("{name} does not notice."));
        }
    }

    /// `sub_one_frombill`: `obj` comes off shopkeeper `si`'s bill. When
    /// fewer than were billed come back, the rest stay on the bill as
    /// used up.
    pub fn sub_one_frombill(&mut self, obj: &mut Obj, si: usize) {
        let Some(k) = self.eshk(si).and_then(|e| e.onbill(obj.o_id)) else {
            obj.unpaid = false;
            return;
        };
        obj.unpaid = false;
        let bquan = self.eshk(si).map_or(0, |e| e.bill[k].bquan);
        if bquan > obj.quan {
            let id = self.og.next_ident();
            let mut rest = obj.clone();
            rest.o_id = id;
            rest.quan = bquan - obj.quan;
            rest.contents.clear();
            rest.owornmask = Worn::empty();
            rest.invlet = None;
            let e = self.eshk_mut(si).expect("a shopkeeper");
            e.bill[k].bo_id = id;
            e.bill[k].bquan = rest.quan;
            e.bill[k].useup = true;
            e.billobjs.push(rest);
            return;
        }
        if let Some(e) = self.eshk_mut(si) {
            e.bill.swap_remove(k);
        }
    }

    /// `subfrombill`: `obj` and everything in it come off the bill.
    pub fn subfrombill(&mut self, obj: &mut Obj, si: usize) {
        self.sub_one_frombill(obj, si);
        let mut contents = std::mem::take(&mut obj.contents);
        for c in &mut contents {
            if c.otyp != ids::GOLD_PIECE {
                self.subfrombill(c, si);
            }
        }
        obj.contents = contents;
    }

    /// The shopkeeper whose bill has object `o_id`.
    pub fn bill_holder(&self, o_id: u32) -> Option<usize> {
        (0..self.lev.monsters.len()).find(|&i| self.eshk(i).is_some_and(|e| e.onbill(o_id).is_some()))
    }

    /// `unpaid_cost`: what an unpaid object (and, with
    /// `include_contents`, its unpaid contents) comes to on its bill.
    pub fn unpaid_cost(&mut self, o: &Obj, include_contents: bool) -> i64 {
        let here = self.shop_at(self.u.ux, self.u.uy);
        let si = match self.shop_keeper(here) {
            Some(i) if self.eshk(i).is_some_and(|e| e.onbill(o.o_id).is_some()) || !o.unpaid => Some(i),
            _ => self.bill_holder(o.o_id),
        };
        let Some(si) = si else { return 0 };
        let mut amt = self.eshk(si).and_then(|e| e.onbill(o.o_id).map(|k| e.bill[k].price)).map_or(0, |p| p * o.quan);
        if include_contents && !o.contents.is_empty() {
            amt += self.contained_cost(o, si, false, true, false, false);
        }
        amt
    }

    /// `bill_dummy_object`: an unpaid object is about to change (eaten,
    /// altered): a copy of it as it was goes on the bill as used up, at
    /// what it cost, and the object itself is no longer on the bill.
    pub fn bill_dummy_object(&mut self, obj: &mut Obj, on_floor: bool) {
        let mut cost = 0;
        if obj.unpaid {
            cost = self.unpaid_cost(obj, false);
            let here = self.shops.ushops.first().copied().unwrap_or(0);
            if let Some(si) = self.shop_keeper(here) {
                self.subfrombill(obj, si);
            }
        }
        let mut dummy = obj.clone();
        dummy.o_id = self.og.next_ident();
        dummy.owornmask = Worn::empty();
        dummy.invlet = None;
        if crate::objects::price::is_candle(dummy.otyp) {
            dummy.lamplit = false;
        }
        self.addtobill(&mut dummy, false, true, true);
        if cost != 0
            && let Some(si) = self.bill_holder(dummy.o_id)
            && let Some(e) = self.eshk_mut(si)
            && let Some(k) = e.onbill(dummy.o_id)
        {
            e.bill[k].price = cost;
        }
        obj.no_charge = on_floor;
        obj.unpaid = false;
    }

    /// `cost_per_charge`: the fee for using an unpaid object once (an
    /// exhaustive use should cost more than buying it).
    pub fn cost_per_charge(&mut self, si: usize, o: &Obj, altusage: bool) -> i64 {
        if !self.inhishop(si) {
            return 0;
        }
        let t = tables();
        let mut tmp = self.get_cost(o, Some(si));
        let ot = o.otyp;
        if ot == ids::MAGIC_LAMP {
            if !altusage {
                tmp = t.obj(ids::OIL_LAMP).cost as i64;
            } else {
                tmp += tmp / 3;
            }
        } else if ot == ids::MAGIC_MARKER {
            tmp /= 2;
        } else if ot == ids::BAG_OF_TRICKS || ot == ids::HORN_OF_PLENTY {
            if !altusage {
                tmp /= 5;
            }
        } else if ot == ids::CRYSTAL_BALL
            || ot == ids::OIL_LAMP
            || ot == ids::BRASS_LANTERN
            || (ot.0 >= ids::MAGIC_FLUTE.0 && ot.0 <= ids::DRUM_OF_EARTHQUAKE.0)
            || o.oclass(t) == OClass::Wand
        {
            if o.spe > 1 {
                tmp /= 4;
            }
        } else if o.oclass(t) == OClass::Spbook {
            tmp -= tmp / 5;
        } else if ot == ids::CAN_OF_GREASE || ot == ids::TINNING_KIT || ot == ids::EXPENSIVE_CAMERA {
            tmp /= 10;
        } else if ot == ids::POT_OIL {
            tmp /= 5;
        }
        tmp
    }

    /// `check_unpaid_usage`: using a charge of an unpaid object (zapping
    /// a wand, reading a book) costs a fee, added to the debt: "Usage
    /// fee, 25 zorkmids."
    pub fn check_unpaid_usage(&mut self, o: &Obj, altusage: bool) {
        let t = tables();
        if !o.unpaid || self.shops.ushops.is_empty() || (o.spe <= 0 && t.obj(o.otyp).is(ObjFlags::CHARGED)) {
            return;
        }
        let Some(si) = self.shop_keeper(self.shops.ushops[0]) else { return };
        if !self.inhishop(si) {
            return;
        }
        let tmp = self.cost_per_charge(si, o, altusage);
        if tmp == 0 {
            return;
        }
        let cur = currency(tmp);
        let msg = if o.oclass(t) == OClass::Spbook {
            let lead = if self.rng.rn2(2) != 0 {
                format!("This is no free library, {}!  ", self.cad(false))
            } else {
                String::new()
            };
            let more = if self.eshk(si).is_some_and(|e| e.debit > 0) { " an additional" } else { "" };
            format!("{lead}You owe{more} {tmp} {cur}.")
        } else if o.otyp == ids::POT_OIL {
            format!("That will cost you {tmp} {cur} (Yendorian Fuel Tax).")
        } else if altusage && (o.otyp == ids::BAG_OF_TRICKS || o.otyp == ids::HORN_OF_PLENTY) {
            let mut arg1 = "";
            if self.rng.rn2(3) == 0 {
                arg1 = "Whoa!  ";
            }
            if self.rng.rn2(3) == 0 {
                arg1 = "Watch it!  ";
            }
            format!("{arg1}Emptying that will cost you {tmp} {cur}.")
        } else {
            let mut arg1 = "";
            let mut arg2 = "";
            if self.rng.rn2(3) == 0 {
                arg1 = "Hey!  ";
            }
            if self.rng.rn2(3) == 0 {
                arg2 = "Ahem.  ";
            }
            format!("{arg1}{arg2}Usage fee, {tmp} {cur}.")
        };
        if !self.deaf() && !self.muteshk(si) {
            self.shk_say(msg);
            self.exercise(crate::world::you::A_WIS, true);
        }
        if let Some(e) = self.eshk_mut(si) {
            e.debit += tmp;
        }
    }

    /// `costly_gold`: gold taken from a shop's floor is a debt (and a
    /// loan), paid first from credit.
    pub fn costly_gold(&mut self, x: i32, y: i32, amount: i64) {
        if !self.costly_spot(x, y) {
            return;
        }
        let Some(si) = self.shop_keeper(self.shop_at(x, y)) else { return };
        let (credit, debit) = self.eshk(si).map_or((0, 0), |e| (e.credit, e.debit));
        if credit >= amount {
            if credit > amount {
                self.pline(format!("Your credit is reduced by {amount} {}.", currency(amount)));
            } else {
                self.pline("Your credit is erased.");
            }
            if let Some(e) = self.eshk_mut(si) {
                e.credit -= amount;
            }
        } else {
            let delta = amount - credit;
            if credit != 0 {
                self.pline("Your credit is erased.");
            }
            if debit != 0 {
                self.pline(format!("Your debt increases by {delta} {}.", currency(delta)));
            } else {
                let name = self.shkname(si);
                self.pline(format!("You owe {name} {delta} {}.", currency(delta)));
            }
            if let Some(e) = self.eshk_mut(si) {
                e.debit += delta;
                e.loan += delta;
                e.credit = 0;
            }
        }
    }

    /// `check_credit`: a price is taken from the credit first; returns
    /// what is left to pay.
    pub fn check_credit(&mut self, tmp: i64, si: usize) -> i64 {
        let credit = self.eshk(si).map_or(0, |e| e.credit);
        if credit == 0 {
            tmp
        } else if credit >= tmp {
            self.pline("The price is deducted from your credit.");
            if let Some(e) = self.eshk_mut(si) {
                e.credit -= tmp;
            }
            0
        } else {
            self.pline("The price is partially covered by your credit.");
            if let Some(e) = self.eshk_mut(si) {
                e.credit = 0;
            }
            tmp - credit
        }
    }

    /// `ansimpleoname`: "a dagger", "some daggers".
    pub fn ansimpleoname(&self, o: &Obj) -> String {
        let s = self.simpleonames(o);
        if o.quan > 1 { format!("some {s}") } else { an(&s) }
    }
}
