//! What a shopkeeper asks and offers (shk.c's `get_cost`, `set_cost`,
//! `contained_cost`, `contained_gold`): the object's worth
//! (`objects::price::getprice`, with its magical properties' price)
//! adjusted for the customer: a third more for a dunce cap, for a tourist
//! below level 15 or anyone showing a shirt with no armor or cloak over
//! it, by charisma, a third more on one unidentified object identity in
//! four, four times for an artifact, a third more when the shopkeeper is
//! angry. Selling gets a half (a third for the dunce or tourist), less
//! for unidentified goods at one shopkeeper in four.
//!
//! The same rules read backwards are price identification: a quote and
//! the customer's adjustments leave only a few base prices an object can
//! have ([`price_id_candidates`]).

use crate::game::Game;
use crate::monsters::shknam::saleable;
use crate::objects::price::{getprice, glass_gem_price, oid_price_adjustment, partly_used_candle, price_known};
use crate::world::obj::{Obj, Worn};
use crate::world::you::A_CHA;
use oxhack_defs::{Material, OClass};
use oxhack_tables::{ids, tables};

/// The customer as a shopkeeper sees them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PriceMods {
    /// Wearing a dunce cap, or a tourist below level 15, or a shirt
    /// showing (no body armor, no cloak): a third more when buying, a
    /// third instead of half when selling.
    pub sucker: bool,
    /// Charisma (`ACURR(A_CHA)`).
    pub cha: i32,
}

/// `(tmp * multiplier) / divisor` rounded as shk.c does (to the nearest
/// unit through one decimal).
fn scale(tmp: i64, multiplier: i64, divisor: i64) -> i64 {
    let tmp = tmp.saturating_mul(multiplier);
    if divisor > 1 { ((tmp.saturating_mul(10) / divisor) + 5) / 10 } else { tmp }
}

/// The asking price of one of an object whose worth is `tmp` (`get_cost`
/// after `getprice`): `unid_surcharge` is the one-in-four surcharge on
/// an unidentified object identity, `artifact` multiplies by four and
/// `angry` adds the anger surcharge.
pub fn quote_for(tmp: i64, unid_surcharge: bool, mods: PriceMods, artifact: bool, angry: bool) -> i64 {
    let mut tmp = if tmp == 0 { 5 } else { tmp };
    let (mut multiplier, mut divisor) = (1i64, 1i64);
    if unid_surcharge {
        multiplier *= 4;
        divisor *= 3;
    }
    if mods.sucker {
        multiplier *= 4;
        divisor *= 3;
    }
    match mods.cha {
        c if c > 18 => divisor *= 2,
        18 => {
            multiplier *= 2;
            divisor *= 3;
        }
        c if c >= 16 => {
            multiplier *= 3;
            divisor *= 4;
        }
        c if c <= 5 => multiplier *= 2,
        c if c <= 7 => {
            multiplier *= 3;
            divisor *= 2;
        }
        c if c <= 10 => {
            multiplier *= 4;
            divisor *= 3;
        }
        _ => {}
    }
    tmp = scale(tmp, multiplier, divisor).max(1);
    if artifact {
        tmp = tmp.saturating_mul(4);
    }
    if angry {
        tmp += (tmp + 2) / 3;
    }
    tmp
}

/// What a shopkeeper offers for goods worth `tmp` in all (`set_cost`
/// for objects that are not gems): half, a third for the `sucker`, and
/// three quarters of that for unidentified goods at a shopkeeper whose id
/// is a multiple of four (`low_offer`).
pub fn sale_offer_for(tmp: i64, sucker: bool, low_offer: bool) -> i64 {
    let divisor = if sucker { 3 } else { 2 };
    let (multiplier, divisor) = if low_offer && tmp > 1 { (3, divisor * 4) } else { (1, divisor) };
    if tmp >= 1 { scale(tmp, multiplier, divisor).max(1) } else { tmp }
}

/// Price identification: which of the `bases` (an object class's base
/// prices, properties included) could have been quoted `quote` to this
/// customer, with or without the surcharge on unidentified goods.
pub fn price_id_candidates(quote: i64, mods: PriceMods, bases: &[i64]) -> Vec<i64> {
    let mut out: Vec<i64> = bases
        .iter()
        .copied()
        .filter(|&b| {
            quote_for(b, false, mods, false, false) == quote || quote_for(b, true, mods, false, false) == quote
        })
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

impl Game {
    /// The customer's adjustments as shopkeepers see them now.
    pub fn price_mods(&self) -> PriceMods {
        let worn = |w: Worn| self.u.worn(w).map(|i| &self.u.invent[i]);
        let dunce = worn(Worn::ARMH).is_some_and(|o| o.otyp == ids::DUNCE_CAP);
        let tourist = self.u.hero.role == ids::PM_TOURIST && self.u.ulevel() < 30 / 2;
        let shirt = worn(Worn::ARMU).is_some() && worn(Worn::ARM).is_none() && worn(Worn::ARMC).is_none();
        PriceMods { sucker: dunce || tourist || shirt, cha: self.u.acurr(A_CHA) }
    }

    /// `get_cost`: what shopkeeper `shk` (anyone, for `None`) asks for one
    /// of `o`.
    pub fn get_cost(&self, o: &Obj, shk: Option<usize>) -> i64 {
        let t = tables();
        let mut tmp = getprice(t, o, false, self.u.uhs);
        if tmp == 0 {
            tmp = 5;
        }
        let mut unid = false;
        if !price_known(&self.os, o) {
            if let Some(p) = glass_gem_price(t, o.otyp, self.env.ubirthday) {
                tmp = p;
            } else {
                unid = oid_price_adjustment(t, &self.os, o, o.o_id) > 0;
            }
        }
        let angry = shk.and_then(|i| self.eshk(i)).is_some_and(|e| e.surcharge);
        quote_for(tmp, unid, self.price_mods(), o.oartifact.is_some(), angry)
    }

    /// `set_cost`: what shopkeeper `shk` pays for all of `o`. Unidentified
    /// gems fetch a few zorkmids whatever they are.
    pub fn set_cost(&self, o: &Obj, shk: usize) -> i64 {
        let t = tables();
        let unit = getprice(t, o, true, self.u.uhs);
        let mut tmp = o.quan.saturating_mul(unit);
        let m_id = self.lev.monsters.get(shk).map_or(1, |m| m.m_id);
        let sucker = self.price_mods().sucker;
        let mut low_offer = false;
        if !price_known(&self.os, o) {
            if o.oclass(t) == OClass::Gem {
                if matches!(t.obj(o.otyp).material, Some(Material::Gemstone | Material::Glass)) {
                    let m = 6 - (m_id % 3) as i64;
                    tmp = (o.otyp.0 as i64 % m + 3) * o.quan;
                }
            } else {
                low_offer = m_id.is_multiple_of(4);
            }
        }
        sale_offer_for(tmp, sucker, low_offer)
    }

    /// `contained_cost`: the price of a container's contents (not the
    /// container itself) to shopkeeper `shk`: what they pay (`usell`) or
    /// ask. Contents of a container on the floor cost unless free or on
    /// the keeper's spot (`freespot`); carried, only the unpaid ones
    /// (`unpaid_only`) or all.
    pub fn contained_cost(
        &self,
        o: &Obj,
        shk: usize,
        usell: bool,
        unpaid_only: bool,
        on_floor: bool,
        freespot: bool,
    ) -> i64 {
        let t = tables();
        let shoptype = self.eshk(shk).map_or(0, |e| e.shoptype);
        let mut price = 0i64;
        for c in &o.contents {
            if c.otyp == ids::GOLD_PIECE {
                continue;
            }
            if usell {
                let eaten = c.oclass(t) == OClass::Food && c.oeaten != 0;
                if saleable(t, shoptype, c)
                    && !c.unpaid
                    && c.oclass(t) != OClass::Ball
                    && !eaten
                    && !partly_used_candle(t, c)
                {
                    price += self.set_cost(c, shk);
                }
            } else if if on_floor { !c.no_charge && !freespot } else { c.unpaid || !unpaid_only } {
                price += self.get_cost(c, Some(shk)).saturating_mul(c.quan);
            }
            if !c.contents.is_empty() {
                price += self.contained_cost(c, shk, usell, unpaid_only, on_floor, freespot);
            }
        }
        price
    }
}

impl Game {
    /// `get_cost_of_shop_item`: the price of an object lying at (x, y) in
    /// the shop the hero is in, with whether it is free (`no_charge`, or
    /// on the keeper's spot by the door); `None` outside a tended shop.
    pub fn get_cost_of_shop_item(&mut self, o: &Obj, x: i32, y: i32) -> Option<(i64, bool)> {
        let here = *self.shops.ushops.first()?;
        if o.otyp == ids::GOLD_PIECE || self.shop_at(x, y) != here {
            return None;
        }
        let si = self.shop_keeper(self.inside_shop(x, y))?;
        if !self.inhishop(si) {
            return None;
        }
        let e = self.eshk(si)?;
        let freespot = (x, y) == (e.shk.x, e.shk.y);
        let nochrg = o.no_charge || freespot;
        let mut cost = if nochrg { 0 } else { o.quan * self.get_cost(o, Some(si)) };
        if !o.contents.is_empty() && !freespot {
            cost += self.contained_cost(o, si, false, false, true, freespot);
        }
        Some((cost, nochrg))
    }

    /// `doname_with_price` for an object lying at (x, y): in a shop,
    /// "(for sale, 10 zorkmids)" or "(no charge)".
    pub fn doname_with_price_at(&mut self, o: &Obj, x: i32, y: i32) -> String {
        if o.unpaid {
            return self.doname(o);
        }
        match self.get_cost_of_shop_item(o, x, y) {
            Some((cost, nochrg)) => {
                let mut shown = o.clone();
                shown.no_charge = nochrg;
                crate::objects::objnam::doname_with_price(&self.name_ctx(), &shown, Some(cost))
            }
            None => self.doname(o),
        }
    }
}

/// `contained_gold`: the gold inside a container, nested ones too.
pub fn contained_gold(o: &Obj) -> i64 {
    o.contents.iter().map(|c| if c.otyp == ids::GOLD_PIECE { c.quan } else { contained_gold(c) }).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    const PLAIN: PriceMods = PriceMods { sucker: false, cha: 11 };

    #[test]
    fn charisma_bands() {
        let q = |cha| quote_for(100, false, PriceMods { sucker: false, cha }, false, false);
        assert_eq!((q(3), q(6), q(9), q(12), q(16), q(18), q(19)), (200, 150, 133, 100, 75, 67, 50));
    }

    #[test]
    fn surcharges_stack_in_one_calculation() {
        // 4/3 for the unidentified identity and 4/3 for the dunce cap:
        // 100 * 16 / 9 = 177.8 -> 178.
        assert_eq!(quote_for(100, true, PriceMods { sucker: true, cha: 11 }, false, false), 178);
        assert_eq!(quote_for(0, false, PLAIN, false, false), 5);
        assert_eq!(quote_for(10, false, PLAIN, true, false), 40);
        assert_eq!(quote_for(10, false, PLAIN, false, true), 14);
    }

    #[test]
    fn offers_are_half_or_a_third() {
        assert_eq!(sale_offer_for(100, false, false), 50);
        assert_eq!(sale_offer_for(100, true, false), 33);
        assert_eq!(sale_offer_for(100, false, true), 38);
        assert_eq!(sale_offer_for(1, false, true), 1);
    }

    #[test]
    fn a_quote_narrows_the_base_price() {
        // Rings cost 100, 150, 200 or 300; quoted 200 to a charisma 11
        // customer the ring is one of the 150s (with the surcharge 200 *
        // 4/3 = 267, 150 * 4/3 = 200).
        let rings = [100, 150, 200, 300];
        assert_eq!(price_id_candidates(200, PLAIN, &rings), vec![150, 200]);
        assert_eq!(price_id_candidates(133, PLAIN, &rings), vec![100]);
    }
}
