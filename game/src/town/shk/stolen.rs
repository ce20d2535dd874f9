//! Stolen goods (shk.c's `stolen_value`, `stolen_container`): shop
//! goods taken, used or destroyed off the bill are added to the debt of
//! a peaceful customer, and are robbery otherwise.

use super::bill::count_unpaid;
use super::currency;
use super::pricing::contained_gold;
use crate::game::Game;
use crate::world::obj::Obj;
use oxhack_tables::ids;

impl Game {
    /// `stolen_value`: shop goods at (x, y) were taken, used or destroyed
    /// where the hero is not being billed: a peaceful shopkeeper adds the
    /// value to the debt ("You owe Asidonhopo 10 zorkmids for it!"), else
    /// it is robbery and the shopkeeper comes after the thief. Returns the
    /// value.
    /// `ininv`: the object was carried (or is in flight), so only its
    /// unpaid contents count and contained gold is the hero's.
    pub fn stolen_value(&mut self, obj: &mut Obj, x: i32, y: i32, peaceful: bool, silent: bool, ininv: bool) -> i64 {
        let roomno = self.shop_at(x, y);
        let was_unpaid = obj.unpaid;
        let c_count = count_all(&obj.contents);
        let u_count = count_unpaid(&obj.contents);
        let mut billamt = 0;
        let si = match self.billable(None, obj, roomno, false) {
            Some(i) => i,
            None => {
                let Some(i) = self.shop_keeper(roomno) else { return 0 };
                let on = self.eshk(i).and_then(|e| e.onbill(obj.o_id).map(|k| e.bill[k].bquan * e.bill[k].price));
                match on {
                    Some(a) => {
                        billamt = a;
                        self.sub_one_frombill(obj, i);
                    }
                    None if u_count == 0 => return 0,
                    None => {}
                }
                i
            }
        };
        let mut value = 0;
        let mut gvalue = 0;
        if obj.otyp == ids::GOLD_PIECE {
            gvalue += obj.quan;
        } else {
            if billamt != 0 {
                value += billamt;
            } else if !obj.no_charge {
                value += obj.quan * self.get_cost(obj, Some(si));
            }
            if !obj.contents.is_empty() {
                value += self.stolen_container(obj, si, roomno, ininv);
                if !ininv {
                    gvalue += contained_gold(obj);
                }
            }
        }
        if gvalue + value == 0 {
            return 0;
        }
        value += gvalue;
        if peaceful {
            let credit_use = self.eshk(si).is_some_and(|e| e.credit != 0);
            value = self.check_credit(value, si);
            let angry = !self.lev.monsters[si].mpeaceful;
            if let Some(e) = self.eshk_mut(si) {
                if angry {
                    e.robbed += value;
                } else {
                    e.debit += value;
                }
            }
            if !silent {
                let mut still = "";
                if credit_use {
                    let credit = self.eshk(si).map_or(0, |e| e.credit);
                    if credit != 0 {
                        self.pline(format!("You have {credit} {} credit remaining.", currency(credit)));
                        return value;
                    } else if value == 0 {
                        self.pline("You have no credit remaining.");
                        return 0;
                    }
                    still = "still ";
                }
                let name = self.shkname(si);
                let mut buf = format!("{still}owe {name} {value} {}", currency(value));
                if u_count > 0 {
                    buf.push_str(&format!(
                        " for {}{}its contents",
                        if was_unpaid { "it and " } else { "" },
                        if c_count > u_count { "some of " } else { "" }
                    ));
                } else if obj.otyp != ids::GOLD_PIECE {
                    buf.push_str(if obj.quan > 1 { " for them" } else { " for it" });
                }
                self.pline(format!("You {buf}!"));
            }
        } else {
            if let Some(e) = self.eshk_mut(si) {
                e.robbed += value;
            }
            if !silent {
                let seen = self.lev.monsters.get(si).is_some_and(|m| self.canspotmon(m));
                if seen {
                    let name = self.shknam_cap(si);
                    let who = self.u.name.clone();
                    self.pline(format!("{name} booms: \"{who}, you are a thief!\""));
                } else if !self.deaf() {
                    self.pline("You hear a scream, \"Thief!\"");
                }
            }
            self.hot_pursuit(si);
            self.angry_guards(false);
        }
        value
    }

    /// `stolen_container`: the value of a container's stolen contents,
    /// each taken off the bill where it was on it.
    fn stolen_container(&mut self, obj: &mut Obj, si: usize, roomno: u8, ininv: bool) -> i64 {
        let mut price = 0;
        let mut contents = std::mem::take(&mut obj.contents);
        for c in &mut contents {
            if c.otyp == ids::GOLD_PIECE {
                continue;
            }
            let mut billamt = 0;
            if self.billable(Some(si), c, roomno, true).is_none() {
                let on = self.eshk(si).and_then(|e| e.onbill(c.o_id).map(|k| e.bill[k].bquan * e.bill[k].price));
                let Some(a) = on else { continue };
                billamt = a;
                self.sub_one_frombill(c, si);
            }
            if billamt != 0 {
                price += billamt;
            } else if if ininv { c.unpaid } else { !c.no_charge } {
                price += c.quan * self.get_cost(c, Some(si));
            }
            if !c.contents.is_empty() {
                price += self.stolen_container(c, si, roomno, ininv);
            }
        }
        obj.contents = contents;
        price
    }
}

/// All objects in a list, nested ones too (`count_contents` of
/// everything).
fn count_all(list: &[Obj]) -> usize {
    list.iter().map(|o| 1 + count_all(&o.contents)).sum()
}
