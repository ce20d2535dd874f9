//! What the hero is told of the bill (invent.c's `doprgold` and
//! `dounpaid`; shk.c's `shopper_financial_report`, `doinvbill`,
//! `shk_chat`): `$` shows the wallet with credit and debt, `I u` the
//! unpaid goods carried, `I x` what was used up, and chatting with a
//! shopkeeper tells of the bill or the shop.

use super::bill::count_unpaid;
use super::currency;
use super::pay::xprname;
use crate::game::Game;
use crate::objects::invent::{INV_ORDER, class_heading};
use crate::ui::{Menu, PickHow};
use crate::world::obj::Obj;
use oxhack_defs::Prop;
use oxhack_tables::tables;

impl Game {
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
