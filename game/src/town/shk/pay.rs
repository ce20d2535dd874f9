//! Paying (shk.c's `dopay`, `dopayobj`, `make_happy_shk`): `p` pays the
//! debt and then the bill, item by item when the hero asks for itemized
//! billing; an angry or robbed shopkeeper can be paid off. What the hero
//! is told of the bill (`$`, `I u`, `I x`) is in `report`.

use super::bill::safe_qbuf;
use super::{currency, plur};
use crate::game::Game;
use crate::monsters::monmove::dist2;
use crate::world::level::Coord;
use oxhack_defs::Prop;

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
        self.shk_names_bought(si, &mut shown, |o| {
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
            // What the shopkeeper named at the sale stays known.
            o.oprops_known |= shown.oprops_known;
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
}
