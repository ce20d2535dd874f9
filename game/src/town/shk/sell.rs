//! Selling (shk.c's `sellobj_state`, `sellobj`, `shk_names_obj`,
//! `dropped_container`, `special_stock`, `pay`): what the hero drops in a
//! shop is offered for ("Asidonhopo offers 5 gold pieces for your
//! dagger.  Sell it? [ynaq] (y)"), bought for credit when the shopkeeper
//! has no gold, or left as the hero's own ("seems uninterested"). Gold
//! dropped pays off debt and then becomes credit. Dropping by accident
//! (not with `d` or `D`) sells without asking.

use super::bill::{is_unpaid, safe_qbuf};
use super::pricing::contained_gold;
use super::{currency, money_cnt, plur};
use crate::game::Game;
use crate::monsters::shknam::saleable;
use crate::objects::price::partly_used_candle;
use crate::world::monst::BILLSZ;
use crate::world::obj::Obj;
use oxhack_defs::OClass;
use oxhack_defs::flags::ObjFlags;
use oxhack_tables::{ids, tables};

/// `sell_how`: an accidental drop (sold without asking), a deliberate
/// one (asked), or one that is never a sale (eating in a shop).
pub const SELL_NORMAL: u8 = 0;
pub const SELL_DELIBERATE: u8 = 1;
pub const SELL_DONTSELL: u8 = 2;

/// `dropped_container`: the hero's things inside a container left in the
/// shop stay the hero's (`no_charge`), unless sold with it.
fn dropped_container(o: &mut Obj, shoptype: u8, sale: bool) {
    let t = tables();
    for c in &mut o.contents {
        if c.otyp == ids::GOLD_PIECE {
            continue;
        }
        if !(c.unpaid || (sale && saleable(t, shoptype, c))) {
            c.no_charge = true;
        }
        dropped_container(c, shoptype, sale);
    }
}

impl Game {
    /// `sellobj_state`: a deliberate drop asks before selling; an
    /// accidental one sells at once.
    pub fn sellobj_state(&mut self, deliberate: u8) {
        self.shops.sell_response = if deliberate != SELL_NORMAL { None } else { Some('a') };
        self.shops.sell_how = deliberate;
        self.shops.auto_credit = false;
    }

    /// `pay`: `tmp` changes hands between the hero and shopkeeper `si`
    /// (negative: the shopkeeper pays), through the credit first; a
    /// robbed shopkeeper counts it against the loss.
    pub fn pay(&mut self, tmp: i64, si: usize) {
        let robbed = self.eshk(si).map_or(0, |e| e.robbed);
        let balance = if tmp <= 0 { tmp } else { self.check_credit(tmp, si) };
        if balance > 0 {
            self.money2mon(si, balance);
        } else if balance < 0 {
            self.money2u(si, -balance);
        }
        if robbed != 0
            && let Some(e) = self.eshk_mut(si)
        {
            e.robbed = (robbed - tmp).max(0);
        }
    }

    /// `shk_names_obj`: "You bought a dagger for 5 gold pieces." The
    /// shopkeeper names ordinary weapons, armor, mundane scrolls and books
    /// and mirrors they deal in; when that teaches the hero something the
    /// sentence starts with the name: "Dagger; you bought it for ...".
    /// `what` writes the rest after "you" with the object's words.
    pub fn shk_names_obj(&mut self, si: usize, obj: &mut Obj, what: impl Fn(&str) -> String) {
        self.shk_names_obj_as(si, obj, false, what);
    }

    /// [`Game::shk_names_obj`] for an object the hero buys. A shopkeeper
    /// prices random properties (the property document's price rule) and
    /// so knows them: one the hero can hear names them at the sale, and
    /// the bought object's properties are known from then on ("A dagger of
    /// fire; you bought it for ...", the Rust tutorial's identification on
    /// purchase). A deaf hero or a mute shopkeeper learns nothing.
    pub fn shk_names_bought(&mut self, si: usize, obj: &mut Obj, what: impl Fn(&str) -> String) {
        let names_props = obj.has_unknown_props() && !self.deaf() && !self.muteshk(si);
        if names_props {
            obj.oprops_known |= obj.oprops & crate::world::obj::ITEM_PROP_MASK;
        }
        self.shk_names_obj_as(si, obj, names_props, what);
    }

    fn shk_names_obj_as(&mut self, si: usize, obj: &mut Obj, named: bool, what: impl Fn(&str) -> String) {
        let t = tables();
        let mut was_unknown = !obj.dknown || named;
        obj.dknown = true;
        let shoptype = self.eshk(si).map_or(0, |e| e.shoptype);
        let cl = obj.oclass(t);
        if !t.obj(obj.otyp).is(ObjFlags::MAGIC)
            && saleable(t, shoptype, obj)
            && (matches!(cl, OClass::Weapon | OClass::Armor | OClass::Scroll | OClass::Spbook)
                || obj.otyp == ids::MIRROR)
        {
            was_unknown |= !self.os.is_known(obj.otyp);
            self.os.discover(obj.otyp);
        }
        let name = self.doname(obj);
        if was_unknown {
            let it = if obj.quan > 1 { "them" } else { "it" };
            self.pline(format!("{}; you {}", crate::world::display::capitalize(&name), what(it)));
        } else {
            self.pline(format!("You {}", what(&name)));
        }
    }

    /// `special_stock`: a candle shop will not take the Candelabrum;
    /// Izchak says why.
    fn special_stock(&mut self, obj: &Obj, si: usize, quietly: bool) -> bool {
        let is_candle_shop = self.eshk(si).is_some_and(|e| e.shoptype == crate::world::level::rtype::CANDLESHOP);
        if !(is_candle_shop && obj.otyp == ids::CANDELABRUM_OF_INVOCATION) {
            return false;
        }
        if !quietly {
            let izchak = self.eshk(si).is_some_and(|e| crate::monsters::shknam::shkname(&e.shknam) == "Izchak");
            if izchak {
                if self.deaf() || self.muteshk(si) {
                    let name = self.shknam_cap(si);
                    let how = if obj.spe < 7 { "horrified" } else { "concerned" };
                    self.pline(format!("{name} seems {how} that you want to sell that."));
                } else {
                    self.shk_say("No thanks, I'd hang onto that if I were you.");
                    if obj.spe < 7 {
                        let n = 7 - obj.spe as i64;
                        let more = if obj.spe > 0 { " more" } else { "" };
                        self.shk_say(format!("You'll need {n}{more} candle{} to go along with it.", plur(n)));
                    }
                }
            } else if !self.deaf() && !self.muteshk(si) {
                self.shk_say("I won't stock that.  Take it out of here!");
            } else {
                let name = self.shknam_cap(si);
                let his = self.noit_mhis(si);
                self.pline(format!("{name} shakes {his} head in refusal."));
            }
        }
        true
    }

    /// `sellobj`: `obj` was just dropped at (x, y); if that is a shop's
    /// floor, the shopkeeper takes it back (unpaid), buys it, credits it,
    /// or leaves it the hero's.
    pub fn sellobj(&mut self, obj: &mut Obj, x: i32, y: i32) {
        if self.shops.ushops.is_empty() {
            return;
        }
        let Some(si) = self.shop_keeper(self.shop_at(x, y)) else { return };
        if !self.inhishop(si) || !self.costly_spot(x, y) {
            return;
        }
        let t = tables();
        let container = !obj.contents.is_empty();
        let isgold = obj.otyp == ids::GOLD_PIECE;
        if obj.unpaid && !container && !isgold {
            self.sub_one_frombill(obj, si);
            return;
        }
        let shoptype = self.eshk(si).map_or(0, |e| e.shoptype);
        let (mut cltmp, mut gltmp) = (0, 0);
        if container {
            cltmp = self.contained_cost(obj, si, true, false, true, false);
            gltmp = contained_gold(obj);
        }
        let cgold = gltmp > 0;
        let saleitem = saleable(t, shoptype, obj);
        let ltmp = if !isgold && !obj.unpaid && saleitem { self.set_cost(obj, si) } else { 0 };
        let mut offer = ltmp + cltmp;
        let sell_how = self.shops.sell_how;

        if !(isgold || cgold) && (offer + gltmp == 0 || sell_how == SELL_DONTSELL) {
            let unpaid = is_unpaid(obj);
            if container {
                dropped_container(obj, shoptype, false);
                if !obj.unpaid {
                    obj.no_charge = true;
                }
                if unpaid {
                    self.subfrombill(obj, si);
                }
            } else {
                obj.no_charge = true;
            }
            if !unpaid && sell_how != SELL_DONTSELL && !self.special_stock(obj, si, false) {
                let name = self.shknam_cap(si);
                self.pline(format!("{name} seems uninterested."));
            }
            return;
        }

        self.rouse_shk(si, true);
        if !self.lev.monsters[si].mpeaceful {
            if !self.deaf() && !self.muteshk(si) {
                self.shk_say("Thank you, scum!");
            } else {
                let name = self.shknam_cap(si);
                self.pline(format!("{name} smirks with satisfaction."));
            }
            self.subfrombill(obj, si);
            return;
        }

        if self.eshk(si).is_some_and(|e| e.robbed != 0) {
            if isgold {
                offer = obj.quan;
            } else if cgold {
                // (shk.c adds the flag, not the gold)
                offer += 1;
            }
            // As shk.c's `robbed -= offer < 0` does: any contribution
            // clears the robbery.
            if let Some(e) = self.eshk_mut(si) {
                e.robbed = 0;
            }
            if offer != 0 && !self.deaf() && !self.muteshk(si) {
                self.shk_say("Thank you for your contribution to restock this recently plundered shop.");
            }
            self.subfrombill(obj, si);
            return;
        }

        if isgold || cgold {
            if !cgold {
                gltmp = obj.quan;
            }
            let (debit, loan) = self.eshk(si).map_or((0, 0), |e| (e.debit, e.loan));
            if debit >= gltmp {
                let e = self.eshk_mut(si).expect("a shopkeeper");
                if loan != 0 {
                    e.loan = (loan - gltmp).max(0);
                }
                e.debit -= gltmp;
                let partly = if e.debit != 0 { "partially " } else { "" };
                self.pline(format!("Your debt is {partly}paid off."));
            } else {
                let delta = gltmp - debit;
                let e = self.eshk_mut(si).expect("a shopkeeper");
                e.credit += delta;
                let credit = e.credit;
                if debit != 0 {
                    e.debit = 0;
                    e.loan = 0;
                    self.pline("Your debt is paid off.");
                }
                if credit == delta {
                    self.pline(format!("You have established {delta} {} credit.", currency(delta)));
                } else {
                    self.pline(format!(
                        "{delta} {} added to your credit; total is now {credit} {}.",
                        currency(delta),
                        currency(credit)
                    ));
                }
            }
            if offer == 0 || sell_how == SELL_DONTSELL {
                if !isgold {
                    if container {
                        dropped_container(obj, shoptype, false);
                    }
                    if !obj.unpaid {
                        obj.no_charge = true;
                    }
                    self.subfrombill(obj, si);
                }
                return;
            }
        }

        let full_bill = self.eshk(si).is_some_and(|e| e.bill.len() >= BILLSZ);
        let cl = obj.oclass(t);
        if !(saleitem || (container && cltmp > 0))
            || full_bill
            || cl == OClass::Ball
            || cl == OClass::Chain
            || offer == 0
            || (cl == OClass::Food && obj.oeaten != 0)
            || partly_used_candle(t, obj)
        {
            let name = self.shknam_cap(si);
            self.pline(format!("{name} seems uninterested{}.", if cgold { " in the rest" } else { "" }));
            if container {
                dropped_container(obj, shoptype, false);
            }
            obj.no_charge = true;
            return;
        }

        let shkmoney = money_cnt(&self.lev.monsters[si].minvent);
        if shkmoney == 0 {
            self.sell_for_credit(obj, si, offer, shoptype);
        } else {
            self.sell_for_gold(obj, si, offer.min(shkmoney), offer > shkmoney, (ltmp, cltmp), shoptype, saleitem);
        }
    }

    /// A shopkeeper without gold offers nine tenths in credit.
    fn sell_for_credit(&mut self, obj: &mut Obj, si: usize, offer: i64, shoptype: u8) {
        let tmpcr = offer * 9 / 10 + i64::from(offer <= 1);
        let c = if self.shops.sell_how == SELL_NORMAL || self.shops.auto_credit {
            self.shops.sell_response = Some('y');
            'y'
        } else if self.shops.sell_response != Some('n') {
            let name = self.shknam_cap(si);
            self.pline(format!("{name} cannot pay you at present."));
            let prefix = format!("Will you accept {tmpcr} {} in credit for ", currency(tmpcr));
            let full = self.doname(obj);
            let short = crate::objects::objnam::the(&self.simpleonames(obj));
            let last = if obj.quan == 1 { "that" } else { "those" };
            let q = safe_qbuf(&prefix, "?", &full, &short, last);
            let mut c = self.yn_function(&q, "ynaq", 'y');
            if c == 'a' {
                c = 'y';
                self.shops.auto_credit = true;
            }
            c
        } else {
            'n'
        };
        if c == 'y' {
            let more = if self.eshk(si).is_some_and(|e| e.credit > 0) { "additional " } else { "" };
            let traded = self.shops.sell_how != SELL_NORMAL;
            let zm = if tmpcr == 1 { "" } else { "s" };
            self.shk_names_obj(si, obj, |o| {
                if traded {
                    format!("traded {o} for {tmpcr} zorkmid{zm} in {more}credit.")
                } else {
                    format!("relinquish {o} and acquire {tmpcr} zorkmid{zm} in {more}credit.")
                }
            });
            if let Some(e) = self.eshk_mut(si) {
                e.credit += tmpcr;
            }
            self.subfrombill(obj, si);
        } else {
            if c == 'q' {
                self.shops.sell_response = Some('n');
            }
            if !obj.contents.is_empty() {
                dropped_container(obj, shoptype, false);
            }
            if !obj.unpaid {
                obj.no_charge = true;
            }
            self.subfrombill(obj, si);
        }
    }

    /// A shopkeeper with gold offers it ("offers only" when short).
    #[allow(clippy::too_many_arguments)]
    fn sell_for_gold(
        &mut self,
        obj: &mut Obj,
        si: usize,
        offer: i64,
        short_funds: bool,
        (ltmp, cltmp): (i64, i64),
        shoptype: u8,
        saleitem: bool,
    ) {
        let answer = match self.shops.sell_response {
            Some(c) => c,
            None => {
                // Contents the shopkeeper owns and the hero owns.
                let shksc = super::bill::count_unpaid(&obj.contents);
                let your_items = count_yours(&obj.contents);
                let only_partly = shksc > 0 && your_items > 0;
                let name = self.shknam_cap(si);
                let inside = if cltmp != 0 && ltmp == 0 {
                    if your_items == 1 { "your item in " } else { "your items in " }
                } else {
                    ""
                };
                let owner = if obj.unpaid { "the" } else { "your" };
                let prefix = format!(
                    "{name} offers{} {offer} gold piece{} for {inside}{owner} ",
                    if short_funds { " only" } else { "" },
                    plur(offer)
                );
                let one = if ltmp == 0 { your_items == 1 } else { obj.quan == 1 && cltmp == 0 };
                let with = if cltmp != 0 && ltmp != 0 {
                    if only_partly {
                        if your_items == 1 { " and item inside" } else { " and items inside" }
                    } else {
                        " and its contents"
                    }
                } else {
                    ""
                };
                let suffix = format!("{with}.  Sell {}?", if one { "it" } else { "them" });
                let full = self.xname(obj);
                let short = self.simpleonames(obj);
                let q = safe_qbuf(&prefix, &suffix, &full, &short, if one { "that" } else { "those" });
                self.yn_function(&q, "ynaq", 'y')
            }
        };
        match answer {
            'y' | 'a' => {
                if answer == 'a' {
                    self.shops.sell_response = Some('y');
                }
                if !obj.contents.is_empty() {
                    dropped_container(obj, shoptype, true);
                }
                if !obj.unpaid && !saleitem {
                    obj.no_charge = true;
                }
                self.subfrombill(obj, si);
                self.pay(-offer, si);
                let deliberate = self.shops.sell_how != SELL_NORMAL;
                let pl = plur(offer);
                self.shk_names_obj(si, obj, |o| {
                    if deliberate {
                        format!("sold {o} for {offer} gold piece{pl}.")
                    } else {
                        format!("relinquish {o} and receive {offer} gold piece{pl} in compensation.")
                    }
                });
            }
            c => {
                if c == 'q' {
                    self.shops.sell_response = Some('n');
                }
                if !obj.contents.is_empty() {
                    dropped_container(obj, shoptype, false);
                }
                if !obj.unpaid {
                    obj.no_charge = true;
                }
                self.subfrombill(obj, si);
            }
        }
    }
}

/// The hero's own things in a container's contents (neither unpaid nor
/// free), nested ones too.
pub(super) fn count_yours(list: &[Obj]) -> usize {
    list.iter().map(|o| usize::from(!o.unpaid && !o.no_charge) + count_yours(&o.contents)).sum()
}
