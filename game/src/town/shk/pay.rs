//! Paying (shk.c's `dopay`, `dopayobj`, `make_happy_shk`,
//! `shopper_financial_report`, `doinvbill`, `shk_chat`; invent.c's
//! `doprgold` and `dounpaid`): `p` pays the debt and then the bill, item
//! by item when the hero asks for itemized billing; an angry or robbed
//! shopkeeper can be paid off. `$` shows the wallet with credit and
//! debt, `I u` the unpaid goods carried and `I x` what was used up.

use super::bill::{count_unpaid, safe_qbuf};
use super::pricing::contained_gold;
use super::{currency, plur};
use crate::game::Game;
use crate::monsters::monmove::dist2;
use crate::objects::invent::{INV_ORDER, class_heading};
use crate::ui::{Menu, PickHow};
use crate::world::level::Coord;
use crate::world::obj::Obj;
use oxhack_defs::Prop;
use oxhack_tables::tables;

/// What paying for one bill line did (`dopayobj`'s `PAY_*`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum PayObj {
    /// Bought: the line goes.
    Buy,
    /// The used-up part of a partly used line was paid; the rest stays.
    Some,
    /// Not enough money (not itemizing): stop.
    Cant,
    /// Skipped.
    Skip,
    /// No money or credit left.
    Broke,
}

/// `xprname` for `I u` and `I x`: "a - a dagger" padded to 45 columns,
/// then the cost; without a cost, just the line (a dot when `dot`).
pub fn xprname(name: &str, letter: char, dot: bool, cost: i64) -> String {
    if cost != 0 || letter == '*' {
        format!("{letter} - {name:<45} {cost:>6} {}", currency(cost))
    } else {
        format!("{letter} - {name}{}", if dot { "." } else { "" })
    }
}

impl Game {
    /// Gold kept in containers the hero carries (`hidden_gold`).
    fn hidden_gold(&self) -> i64 {
        self.u.invent.iter().map(contained_gold).sum()
    }

    /// `distu`: squared distance from the hero.
    fn distu(&self, x: i32, y: i32) -> i32 {
        dist2(x, y, self.u.ux, self.u.uy)
    }

    /// `p`: pay a shopkeeper (`dopay`). Returns whether it took time.
    pub fn dopay(&mut self) -> bool {
        self.nomul();
        let stashed = self.hidden_gold() > 0;
        let blind = self.u.has(Prop::Blinded);
        let (mut sk, mut seensk) = (0, 0);
        let (mut nxtm, mut resident) = (None, None);
        for i in self.shopkeepers(false) {
            sk += 1;
            let m = &self.lev.monsters[i];
            if !m.mpeaceful && self.distu(m.mx, m.my) <= 2 {
                nxtm = Some(i);
            }
            if self.canspotmon(m) {
                seensk += 1;
            }
            if self.inhishop(i) && self.shops.ushops.first() == self.eshk(i).map(super::shk_roomno).as_ref() {
                resident = Some(i);
            }
        }
        let si = if let Some(i) = nxtm {
            i
        } else if !blind && (sk == 0 || seensk == 0) {
            self.pline("There appears to be no shopkeeper here to receive your payment.");
            return false;
        } else if seensk == 0 {
            self.pline("You can't see...");
            return false;
        } else if let (1, Some(i)) = (sk, resident) {
            i
        } else if seensk == 1 {
            let Some(i) = self.shopkeepers(false).into_iter().find(|&i| self.canspotmon(&self.lev.monsters[i])) else {
                return false;
            };
            let m = &self.lev.monsters[i];
            if Some(i) != resident && self.distu(m.mx, m.my) > 2 {
                let name = self.shknam_cap(i);
                self.pline(format!("{name} is not near enough to receive your payment."));
                return false;
            }
            i
        } else {
            self.pline("Pay whom?");
            let Some(c) = self.getpos(Coord::new(self.u.ux, self.u.uy), "the creature you want to pay") else {
                return false;
            };
            if (c.x, c.y) == (self.u.ux, self.u.uy) {
                self.pline("You are generous to yourself.");
                return false;
            }
            let mi = self.lev.monsters.iter().position(|m| m.mx == c.x && m.my == c.y);
            if !self.vis.cansee(c.x, c.y) && mi.is_none_or(|i| !self.canspotmon(&self.lev.monsters[i])) {
                self.pline(format!("You can't {} anyone there.", if blind { "sense" } else { "see" }));
                return false;
            }
            let Some(i) = mi else {
                self.pline("There is no one there to receive your payment.");
                return false;
            };
            if self.eshk(i).is_none() {
                let name = self.monnam_cap(i);
                self.pline(format!("{name} is not interested in your payment."));
                return false;
            }
            let m = &self.lev.monsters[i];
            if Some(i) != resident && self.distu(m.mx, m.my) > 2 {
                let name = self.shknam_cap(i);
                self.pline(format!("{name} is too far to receive your payment."));
                return false;
            }
            i
        };
        self.pay_shk(si, resident, stashed)
    }

    /// `dopay` from `proceed:` on: shopkeeper `si` is paid.
    fn pay_shk(&mut self, si: usize, resident: Option<usize>, stashed: bool) -> bool {
        let ltmp = self.eshk(si).map_or(0, |e| e.robbed);
        let (billct, debit) = self.eshk(si).map_or((0, 0), |e| (e.bill.len(), e.debit));
        if ltmp != 0 || billct != 0 || debit != 0 {
            self.rouse_shk(si, true);
        }
        let m = &self.lev.monsters[si];
        if !m.mcanmove || m.msleeping {
            let name = self.shknam_cap(si);
            let how = if self.rng.rn2(2) != 0 { "seems to be napping" } else { "doesn't respond" };
            self.pline(format!("{name} {how}."));
            return false;
        }
        let peaceful = self.lev.monsters[si].mpeaceful;
        if Some(si) != resident && peaceful {
            let umoney = self.u.ugold;
            let name = self.shkname(si);
            if ltmp == 0 {
                self.pline(format!("You do not owe {name} anything."));
            } else if umoney == 0 {
                self.pline(format!("You {}have no money.", if stashed { "seem to " } else { "" }));
                if stashed {
                    self.pline("But you have some gold stashed away.");
                }
            } else {
                if umoney > ltmp {
                    let he = self.noit_mhe(si);
                    self.pline(format!("You give {name} the {ltmp} gold piece{} {he} asked for.", plur(ltmp)));
                    self.pay(ltmp, si);
                } else {
                    self.pline(format!("You give {name} all your{} gold.", if stashed { " openly kept" } else { "" }));
                    self.pay(umoney, si);
                    if stashed {
                        self.pline("But you have hidden gold!");
                    }
                }
                if umoney < ltmp / 2 || (umoney < ltmp && stashed) {
                    let he = self.noit_mhe(si);
                    self.pline(format!("Unfortunately, {he} doesn't look satisfied."));
                } else {
                    self.make_happy_shk(si, false);
                }
            }
            return true;
        }
        if billct == 0 && debit == 0 {
            return self.pay_off_anger(si, ltmp, stashed);
        }
        if Some(si) != resident {
            if let Some(r) = resident {
                self.setpaid(Some(r));
            }
            return false;
        }
        let mut paid = false;
        if debit != 0 {
            match self.pay_debt(si, stashed) {
                Some(p) => paid = p,
                None => return true,
            }
        }
        if self.eshk(si).is_some_and(|e| !e.bill.is_empty()) {
            match self.pay_bill(si, stashed, paid) {
                Some(p) => paid = p,
                None => return paid,
            }
        }
        if self.lev.monsters.get(si).is_some_and(|m| m.mpeaceful) && paid {
            let name = self.shkname(si);
            let shop = self.shtype_name(si);
            if !self.deaf() && !self.muteshk(si) {
                self.shk_say(format!("Thank you for shopping in {} {shop}!", crate::objects::objnam::s_suffix(&name)));
            } else {
                let cap = self.shknam_cap(si);
                let his = self.noit_mhis(si);
                self.pline(format!("{cap} nods appreciatively at you for shopping in {his} {shop}!"));
            }
        }
        true
    }

    /// An angry or robbed shopkeeper with no bill: paying the robbery, or
    /// a thousand gold pieces to appease the anger.
    fn pay_off_anger(&mut self, si: usize, ltmp: i64, stashed: bool) -> bool {
        let umoney = self.u.ugold;
        let peaceful = self.lev.monsters[si].mpeaceful;
        let no_money = |g: &mut Game| {
            g.pline(format!("Moreover, you{} have no money.", if stashed { " seem to" } else { "" }));
        };
        let name = self.shkname(si);
        if ltmp == 0 && peaceful {
            self.pline(format!("You do not owe {name} anything."));
            if umoney == 0 {
                no_money(self);
            }
        } else if ltmp != 0 {
            self.pline(format!("{name} is after blood, not money!"));
            if umoney < ltmp / 2 || (umoney < ltmp && stashed) {
                if umoney == 0 {
                    no_money(self);
                } else {
                    let him = self.noit_mhim(si);
                    self.pline(format!("Besides, you don't have enough to interest {him}."));
                }
                return true;
            }
            let his = self.noit_mhis(si);
            self.pline(format!("But since {his} shop has been robbed recently,"));
            let partly = if umoney < ltmp { "partially " } else { "" };
            self.pline(format!("you {partly}compensate {name} for {his} losses."));
            self.pay(umoney.min(ltmp), si);
            self.make_happy_shk(si, false);
        } else {
            let cap = self.shknam_cap(si);
            self.pline(format!("{cap} is after your hide, not your money!"));
            if umoney < 1000 {
                if umoney == 0 {
                    no_money(self);
                } else {
                    let him = self.noit_mhim(si);
                    self.pline(format!("Besides, you don't have enough to interest {him}."));
                }
                return true;
            }
            let who = if self.canspotmon(&self.lev.monsters[si]) { format!("the angry {name}") } else { name.clone() };
            let him = self.noit_mhim(si);
            self.pline(format!("You try to appease {who} by giving {him} 1000 gold pieces."));
            self.pay(1000, si);
            let same_customer = self.eshk(si).is_some_and(|e| e.customer == self.u.name);
            if !same_customer || self.rng.rn2(3) != 0 {
                self.make_happy_shk(si, false);
            } else {
                self.pline(format!("But {name} is as angry as ever."));
            }
        }
        true
    }

    /// The debt for usage and gold, before the bill. `None` when it
    /// cannot be paid (the payment stops there).
    fn pay_debt(&mut self, si: usize, stashed: bool) -> Option<bool> {
        let (dtmp, loan, credit) = self.eshk(si).map_or((0, 0, 0), |e| (e.debit, e.loan, e.credit));
        let umoney = self.u.ugold;
        let name = self.shkname(si);
        let why = if loan != 0 {
            if loan == dtmp { "you picked up in the store." } else { "for gold picked up and the use of merchandise." }
        } else {
            "for the use of merchandise."
        };
        self.pline(format!("You owe {name} {dtmp} {} {why}", currency(dtmp)));
        if umoney + credit < dtmp {
            self.pline(format!(
                "But you don't{} have enough gold{}.",
                if stashed { " seem to" } else { "" },
                if credit != 0 { " or credit" } else { "" }
            ));
            return None;
        }
        let e = self.eshk_mut(si).expect("a shopkeeper");
        if credit >= dtmp {
            e.credit -= dtmp;
            e.debit = 0;
            e.loan = 0;
            self.pline("Your debt is covered by your credit.");
        } else if credit == 0 {
            e.debit = 0;
            e.loan = 0;
            self.money2mon(si, dtmp);
            self.pline("You pay that debt.");
        } else {
            e.credit = 0;
            e.debit = 0;
            e.loan = 0;
            self.money2mon(si, dtmp - credit);
            self.pline("That debt is partially offset by your credit.");
            self.pline("You pay the remainder.");
        }
        Some(true)
    }

    /// The goods on the bill, used-up ones first ("Itemized billing?").
    /// `None` when the payment stops without thanks.
    fn pay_bill(&mut self, si: usize, stashed: bool, mut paid: bool) -> Option<bool> {
        let umoney = self.u.ugold;
        let credit = self.eshk(si).map_or(0, |e| e.credit);
        if umoney == 0 && credit == 0 {
            self.pline(format!(
                "You {}have no money or credit{}.",
                if stashed { "seem to " } else { "" },
                if paid { " left" } else { "" }
            ));
            return None;
        }
        let billct = self.eshk(si).map_or(0, |e| e.bill.len());
        let cheapest = self.eshk(si).map_or(0, |e| e.bill.iter().map(|b| b.price * b.bquan).min().unwrap_or(0));
        if umoney + credit < cheapest {
            self.pline(format!(
                "You don't have enough money to buy{} the item{} you picked.",
                if billct > 1 { " any of" } else { "" },
                plur(billct as i64)
            ));
            if stashed {
                self.pline("Maybe you have some gold stashed away?");
            }
            return None;
        }
        let iprompt = if billct > 1 { self.yn_function("Itemized billing?", "ynq", 'q') } else { 'y' };
        if iprompt == 'q' {
            return Some(paid);
        }
        let itemize = iprompt == 'y';
        for pass in 0..=1 {
            let mut k = 0;
            while k < self.eshk(si).map_or(0, |e| e.bill.len()) {
                let b = self.eshk(si).expect("a shopkeeper").bill[k];
                let Some(obj) = self.bp_to_obj(si, k) else {
                    // Shopkeeper administration out of order: be nice.
                    self.setpaid(Some(si));
                    return Some(paid);
                };
                let quan = if b.useup { b.bquan } else { obj.quan };
                if pass == i32::from(b.useup) && quan == b.bquan {
                    k += 1;
                    continue;
                }
                match self.dopayobj(si, k, pass, itemize) {
                    PayObj::Cant => return None,
                    PayObj::Broke => return Some(true),
                    PayObj::Skip => k += 1,
                    PayObj::Some => paid = true,
                    PayObj::Buy => {
                        paid = true;
                        if let Some(e) = self.eshk_mut(si) {
                            e.bill.swap_remove(k);
                        }
                    }
                }
            }
        }
        Some(paid)
    }

    /// `dopayobj`: pay for line `k` of the bill; `pass` 0 pays used-up
    /// goods, 1 the rest.
    fn dopayobj(&mut self, si: usize, k: usize, pass: i32, itemize: bool) -> PayObj {
        let b = self.eshk(si).expect("a shopkeeper").bill[k];
        let Some(mut obj) = self.bp_to_obj(si, k).cloned() else { return PayObj::Buy };
        if b.useup {
            obj.quan = b.bquan;
        }
        let umoney = self.u.ugold;
        let credit = self.eshk(si).map_or(0, |e| e.credit);
        let stashed = self.hidden_gold() > 0;
        if itemize && umoney + credit == 0 {
            self.pline(format!("You {}have no money or credit left.", if stashed { "seem to " } else { "" }));
            return PayObj::Broke;
        }
        let consumed = pass == 0;
        let save_quan = obj.quan;
        let quan = if consumed { if b.bquan > obj.quan { b.bquan - obj.quan } else { b.bquan } } else { obj.quan };
        let mut shown = obj.clone();
        shown.quan = quan;
        shown.unpaid = false;
        let ltmp = b.price * quan;
        let mut buy = PayObj::Buy;
        if itemize {
            let suffix = format!(" for {ltmp} {}.  Pay?", currency(ltmp));
            let full = self.doname(&shown);
            let full = if quan == 1 { crate::world::display::capitalize(&full) } else { full };
            let short = self.ansimpleoname(&shown);
            let q = safe_qbuf("", &suffix, &full, &short, if quan == 1 { "that" } else { "those" });
            if !self.yn(&q) {
                buy = PayObj::Skip;
            } else if quan < b.bquan && !consumed {
                let mut used = shown.clone();
                used.quan = b.bquan - save_quan;
                let names = self.simpleonames(&used);
                let angry = !self.lev.monsters[si].mpeaceful;
                if !self.deaf() && !self.muteshk(si) {
                    self.shk_say(format!(
                        "{} for the other {names} before buying {}.",
                        if angry { "Pay" } else { "Please pay" },
                        if save_quan > 1 { "these" } else { "this one" }
                    ));
                } else {
                    let cap = self.shknam_cap(si);
                    self.pline(format!(
                        "{cap} {}points out your bill for the other {names} first.",
                        if angry { "angrily " } else { "" }
                    ));
                }
                buy = PayObj::Skip;
            }
        }
        if buy == PayObj::Buy && umoney + credit < ltmp {
            let what = crate::objects::objnam::the(&self.simpleonames(&shown));
            self.pline(format!(
                "You don't{} have gold{} enough to pay for {what}.",
                if stashed { " seem to" } else { "" },
                if credit > 0 { " or credit" } else { "" }
            ));
            buy = if itemize { PayObj::Skip } else { PayObj::Cant };
        }
        if buy != PayObj::Buy {
            return buy;
        }
        self.pay(ltmp, si);
        let pl = plur(ltmp);
        self.shk_names_obj(si, &mut shown, |o| {
            if consumed {
                format!("paid for {o} at a cost of {ltmp} gold piece{pl}.")
            } else {
                format!("bought {o} for {ltmp} gold piece{pl}.")
            }
        });
        let id = obj.o_id;
        if consumed {
            if quan != b.bquan {
                // The used-up part is paid; the rest stays on the bill.
                if let Some(e) = self.eshk_mut(si) {
                    e.bill[k].bquan = save_quan;
                    e.bill[k].useup = false;
                }
                return PayObj::Some;
            }
            if let Some(e) = self.eshk_mut(si) {
                e.billobjs.retain(|o| o.o_id != id);
            }
        } else if let Some(o) = self.find_oid_mut(id) {
            o.unpaid = false;
            o.dknown = true;
        }
        PayObj::Buy
    }

    /// `make_happy_shk`: paid off, the shopkeeper is peaceful again, stops
    /// following and forgets the robbery; one away from the shop goes
    /// home ("Satisfied, Asidonhopo suddenly disappears!").
    pub fn make_happy_shk(&mut self, si: usize, silentkops: bool) {
        let wasmad = !self.lev.monsters[si].mpeaceful;
        self.pacify_shk(si);
        if let Some(e) = self.eshk_mut(si) {
            e.following = false;
            e.robbed = 0;
        }
        if self.u.hero.role != oxhack_tables::ids::PM_ROGUE {
            let s = crate::monsters::makemon::align_value(self.u.hero.align).signum();
            self.adjalign(s);
        }
        if !self.inhishop(si) {
            let name = self.shkname(si);
            let seen = self.canspotmon(&self.lev.monsters[si]);
            let mut vanished = seen;
            let home = self.eshk(si).is_some_and(|e| e.shoplevel == self.u.uz);
            let si = if home {
                self.home_shk(si, false);
                let i = self.mon_index_of_shk(&name);
                if i.is_some_and(|i| self.canspotmon(&self.lev.monsters[i])) {
                    vanished = false;
                }
                i
            } else {
                self.migrate_shk_home(si);
                None
            };
            let _ = si;
            if vanished {
                self.pline(format!("Satisfied, {name} suddenly disappears!"));
            }
        } else if wasmad {
            let cap = self.shknam_cap(si);
            self.pline(format!("{cap} calms down."));
        }
        self.make_happy_shoppers(silentkops);
    }

    /// The shopkeeper called `name` (for finding one again after moving
    /// it).
    fn mon_index_of_shk(&self, name: &str) -> Option<usize> {
        (0..self.lev.monsters.len())
            .find(|&i| self.eshk(i).is_some_and(|e| crate::monsters::shknam::shkname(&e.shknam) == name))
    }

    /// `make_happy_shoppers`: with no angry shopkeeper left, the Kops go
    /// and the watch calms down.
    pub fn make_happy_shoppers(&mut self, silentkops: bool) {
        if !self.angry_shk_exists() {
            self.kops_gone(silentkops);
            self.pacify_guards();
        }
    }

    /// `$`: the gold carried, then credit and debt with the shops here
    /// (`doprgold` with `shopper_financial_report`).
    pub fn doprgold(&mut self) -> bool {
        let umoney = self.u.ugold;
        if umoney == 0 {
            self.pline("Your wallet is empty.");
        } else {
            self.pline(format!("Your wallet contains {umoney} {}.", currency(umoney)));
        }
        self.shopper_financial_report();
        false
    }

    /// `shopper_financial_report`: "You have 10 zorkmids credit at
    /// Asidonhopo's general store.", "You owe Asidonhopo 25 zorkmids."
    pub fn shopper_financial_report(&mut self) {
        let here = self.inside_shop(self.u.ux, self.u.uy);
        let mut this = self.shop_keeper(here);
        if let Some(i) = this
            && self.eshk(i).is_some_and(|e| e.credit == 0)
            && self.shop_debt(i) == 0
        {
            self.pline("You have no credit or debt in here.");
            this = None;
        }
        let all = self.shopkeepers(false);
        let first = if this.is_some() { 0 } else { 1 };
        for pass in first..=1 {
            for &i in &all {
                if (Some(i) != this) ^ (pass == 1) {
                    continue;
                }
                let credit = self.eshk(i).map_or(0, |e| e.credit);
                let name = self.shkname(i);
                if credit != 0 {
                    let shop = self.shtype_name(i);
                    let whose = crate::objects::objnam::s_suffix(&name);
                    self.pline(format!("You have {credit} {} credit at {whose} {shop}.", currency(credit)));
                } else if Some(i) == this {
                    self.pline("You have no credit in here.");
                }
                let debt = self.shop_debt(i);
                if debt != 0 {
                    self.pline(format!("You owe {name} {debt} {}.", currency(debt)));
                } else if Some(i) == this {
                    self.pline("You don't owe any money here.");
                }
            }
        }
    }

    /// `doinvbill`: with `mode` 0, how many used-up lines the bill has
    /// (for `I`'s prompt); otherwise shows them, `I x`: "Unpaid articles
    /// already used up:" with their costs, the usage fees and the total.
    pub fn doinvbill(&mut self, mode: i32) -> usize {
        let here = self.shops.ushops.first().copied().unwrap_or(0);
        let Some(si) = self.shop_keeper(here).filter(|&i| self.inhishop(i)) else { return 0 };
        let e = self.eshk(si).expect("a shopkeeper").clone();
        let lines: Vec<(Obj, i64)> = (0..e.bill.len())
            .filter_map(|k| {
                let b = e.bill[k];
                let o = self.bp_to_obj(si, k)?;
                if b.useup || b.bquan > o.quan {
                    let uquan = if b.useup { b.bquan } else { b.bquan - o.quan };
                    let mut shown = o.clone();
                    shown.quan = uquan;
                    shown.unpaid = false;
                    Some((shown, b.price * uquan))
                } else {
                    None
                }
            })
            .collect();
        if mode == 0 {
            return lines.len() + usize::from(e.debit != 0);
        }
        let mut m = Menu::new("", PickHow::None);
        m.text("Unpaid articles already used up:");
        m.text("");
        let mut total = 0;
        for (o, cost) in &lines {
            total += cost;
            let name = self.doname(o);
            m.text(&xprname(&name, 'x', false, *cost));
        }
        if e.debit != 0 {
            if total != 0 {
                m.text("");
            }
            total += e.debit;
            m.text(&xprname("usage charges and/or other fees", '$', false, e.debit));
        }
        m.text("");
        m.text(&xprname("Total:", '*', false, total));
        self.select_menu(&m);
        lines.len()
    }

    /// `I u`: the unpaid goods carried with their prices and the total
    /// (`dounpaid`); one item is told on the message line.
    pub fn dounpaid(&mut self) {
        let t = tables();
        let count = count_unpaid(&self.u.invent);
        if count == 0 {
            self.pline("You are not carrying any unpaid objects.");
            return;
        }
        if count == 1
            && let Some(i) = self.u.invent.iter().position(|o| o.unpaid)
        {
            let o = self.u.invent[i].clone();
            let cost = self.unpaid_cost(&o, false);
            let mut shown = o.clone();
            shown.unpaid = false;
            let name = self.doname(&shown);
            self.pline(xprname(&name, o.invlet.unwrap_or('?'), true, cost));
            return;
        }
        let mut m = Menu::new("", PickHow::None);
        let mut total = 0;
        for &cl in INV_ORDER {
            let items: Vec<Obj> = self.u.invent.iter().filter(|o| o.unpaid && o.oclass(t) == cl).cloned().collect();
            if items.is_empty() {
                continue;
            }
            m.header(&format!("Unpaid {}", class_heading(cl)));
            for o in items {
                let cost = self.unpaid_cost(&o, false);
                total += cost;
                let mut shown = o.clone();
                shown.unpaid = false;
                let name = self.doname(&shown);
                m.text(&xprname(&name, o.invlet.unwrap_or('?'), true, cost));
            }
        }
        let containers: Vec<Obj> = self.u.invent.iter().filter(|o| count_unpaid(&o.contents) > 0).cloned().collect();
        if !containers.is_empty() {
            m.header("Unpaid Bagged/Boxed items");
            for c in containers {
                let mut contcost = 0;
                let mut inside = Vec::new();
                collect_unpaid(&c.contents, &mut inside);
                for o in inside {
                    let cost = self.unpaid_cost(&o, false);
                    total += cost;
                    contcost += cost;
                    if c.cknown {
                        let mut shown = o.clone();
                        shown.unpaid = false;
                        let name = self.doname(&shown);
                        m.text(&xprname(&name, '>', true, cost));
                    }
                }
                if !c.cknown {
                    let what = format!("{} contents", crate::objects::objnam::s_suffix(&self.xname(&c)));
                    m.text(&xprname(&what, '>', true, contcost));
                }
            }
        }
        m.text("");
        m.text(&xprname("Total:", '*', false, total));
        self.select_menu(&m);
    }

    /// `shk_chat`: what shopkeeper `i` says when chatted to: the bill, the
    /// debt, the credit, the robbery, how business is, or Izchak's sayings.
    pub fn shk_chat(&mut self, i: usize) {
        let Some(e) = self.eshk(i).cloned() else {
            let name = self.monnam_cap(i);
            self.pline(format!("{name} asks whether you've seen any untended shops recently."));
            return;
        };
        let speaks = !self.deaf() && !self.muteshk(i);
        let cap = self.shknam_cap(i);
        let plname = self.u.name.clone();
        let hello = super::hello(self.u.hero.role, true);
        if !self.lev.monsters[i].mpeaceful {
            let he = self.noit_mhe(i);
            self.pline(format!(
                "{cap} {} how much {he} dislikes {} customers.",
                if speaks { "mentions" } else { "indicates" },
                if e.robbed != 0 { "non-paying" } else { "rude" }
            ));
        } else if e.following {
            if e.customer != plname {
                if speaks {
                    self.shk_say(format!("{hello} {plname}!  I was looking for {}.", e.customer));
                }
                if let Some(e) = self.eshk_mut(i) {
                    e.following = false;
                }
            } else if speaks {
                self.shk_say(format!("{hello} {plname}!  Didn't you forget to pay?"));
            } else {
                self.pline(format!("{cap} taps you on the arm."));
            }
        } else if !e.bill.is_empty() {
            let total = self.addupbill(i) + e.debit;
            self.pline(format!(
                "{cap} {} that your bill comes to {total} {}.",
                if speaks { "says" } else { "indicates" },
                currency(total)
            ));
        } else if e.debit != 0 {
            let him = self.noit_mhim(i);
            self.pline(format!(
                "{cap} {} that you owe {him} {} {}.",
                if speaks { "reminds you" } else { "indicates" },
                e.debit,
                currency(e.debit)
            ));
        } else if e.credit != 0 {
            self.pline(format!("{cap} encourages you to use your {} {} of credit.", e.credit, currency(e.credit)));
        } else if e.robbed != 0 {
            self.pline(format!(
                "{cap} {} about a recent robbery.",
                if speaks { "complains" } else { "indicates concern" }
            ));
        } else {
            let shkmoney = super::money_cnt(&self.lev.monsters[i].minvent);
            if shkmoney < 50 {
                self.pline(format!("{cap} {} that business is bad.", if speaks { "complains" } else { "indicates" }));
            } else if shkmoney > 4000 {
                self.pline(format!("{cap} {} that business is good.", if speaks { "says" } else { "indicates" }));
            } else if self.is_izchak(i) {
                if speaks {
                    let n = IZCHAK_SPEAKS.len() as i32;
                    let line = IZCHAK_SPEAKS[self.rng.rn2(n) as usize].replace("{}", &self.shkname(i));
                    self.pline(line);
                }
            } else if speaks {
                self.pline(format!("{cap} talks about the problem of shoplifters."));
            }
        }
    }

    /// `is_izchak`: Izchak, in his Minetown lighting store.
    pub fn is_izchak(&self, i: usize) -> bool {
        if self.u.has(Prop::Halluc) {
            return false;
        }
        let Some(e) = self.eshk(i) else { return false };
        let m = &self.lev.monsters[i];
        crate::monsters::shknam::shkname(&e.shknam) == "Izchak" && in_town(self, m.mx, m.my)
    }
}

/// `in_town`: (x, y) is in the town of a level the dungeon calls a town
/// (Minetown): inside a room with subrooms, or anywhere when the level
/// has none.
fn in_town(g: &Game, x: i32, y: i32) -> bool {
    {
        let town = g.layout.levels.iter().any(|l| crate::game::to_game(l.dlevel) == g.u.uz && l.flags.town);
        if !town {
            return false;
        }
        let with_subrooms: Vec<_> = g.lev.rooms.iter().filter(|r| !r.sbrooms.is_empty()).collect();
        with_subrooms.is_empty() || with_subrooms.iter().any(|r| r.inside_with_walls(x, y))
    }
}

/// The unpaid objects in a list (containers searched).
fn collect_unpaid(list: &[Obj], out: &mut Vec<Obj>) {
    for o in list {
        if o.unpaid {
            out.push(o.clone());
        }
        collect_unpaid(&o.contents, out);
    }
}

/// Izchak's sayings (`Izchak_speaks`); `{}` is his name.
const IZCHAK_SPEAKS: [&str; 9] = [
    "{} says: 'These shopping malls give me a headache.'",
    "{} says: 'Slow down.  Think clearly.'",
    "{} says: 'You need to take things one at a time.'",
    "{} says: 'I don't like poofy coffee... give me Colombian Supremo.'",
    "{} says that getting the devteam's agreement on anything is difficult.",
    "{} says that he has noticed those who serve their deity will prosper.",
    "{} says: 'Don't try to steal from me - I have friends in high places!'",
    "{} says: 'You may well need something from this shop in the future.'",
    "{} comments about the Valley of the Dead as being a gateway.",
];
