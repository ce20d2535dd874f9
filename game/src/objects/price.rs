//! What objects are worth (shk.c's `getprice`, `arti_cost`,
//! `oid_price_adjustment`, and the glass-gem pricing of `get_cost`),
//! before a shopkeeper looks at the customer: the shop's view of the
//! customer (charisma, dunce cap, tourists, anger) is in `town::shk`.
//!
//! OxHack's magical object properties add to the price as the property
//! document says, whatever the hero knows of them: 100 zorkmids for one
//! property, 500 for two, 1000 for three, alternately times 5 and times
//! 2 ([`oprop_price`]). The property price is part of the object's base
//! price ([`base_cost`]), the same number `oxhack wish --json` reports,
//! so every shop adjustment applies to it and a magical property shows
//! in a shopkeeper's quote even on an object that looks plain.

use crate::objects::o_init::ObjectsState;
use crate::objects::oprops::oprop_price;
use crate::world::obj::Obj;
use crate::world::you::Hunger;
use oxhack_defs::{Material, OClass, Otyp, Tables};
use oxhack_tables::ids;

/// `arti_cost`: an artifact's listed price, or 100 times its base
/// object's when it lists none; a non-artifact's type cost.
pub fn arti_cost(t: &Tables, o: &Obj) -> i64 {
    let oc = t.obj(o.otyp).cost as i64;
    match o.oartifact.and_then(|a| t.arti(a)) {
        Some(a) if a.cost > 0 => a.cost,
        Some(_) => 100 * oc,
        None => oc,
    }
}

/// The base price of one of `o`: its type's (or artifact's) cost plus
/// what its magical properties add. This is the wish report's `price`.
pub fn base_cost(t: &Tables, o: &Obj) -> i64 {
    arti_cost(t, o).saturating_add(oprop_price(o.oprops))
}

/// `Is_candle`.
pub fn is_candle(otyp: Otyp) -> bool {
    otyp == ids::WAX_CANDLE || otyp == ids::TALLOW_CANDLE
}

/// A candle that has burnt part of its length (shops pay and charge
/// half for it, and do not buy it).
pub fn partly_used_candle(t: &Tables, o: &Obj) -> bool {
    is_candle(o.otyp) && o.age < 20 * t.obj(o.otyp).cost as i64
}

/// `getprice`: one of `o` at its nominal worth, the way shops start
/// from it. Artifacts are bought for a quarter (`shk_buying`); food is
/// dearer to a hungry hero (times the hunger state: 2 hungry, 3 weak, 4
/// fainting) and worthless when partly eaten; a cancelled wand (-1
/// charges) and uncursed water are worthless; weapons and armor gain 10
/// per point of positive enchantment; a partly used candle is half.
pub fn getprice(t: &Tables, o: &Obj, shk_buying: bool, uhs: Hunger) -> i64 {
    let mut tmp = t.obj(o.otyp).cost as i64;
    if o.oartifact.is_some() {
        tmp = arti_cost(t, o);
        if shk_buying {
            tmp /= 4;
        }
    }
    tmp = tmp.saturating_add(oprop_price(o.oprops));
    match o.oclass(t) {
        OClass::Food => {
            if uhs >= Hunger::Hungry && !shk_buying {
                tmp *= uhs as i64;
            }
            if o.oeaten != 0 {
                tmp = 0;
            }
        }
        OClass::Wand if o.spe == -1 => tmp = 0,
        OClass::Potion if o.otyp == ids::POT_WATER && !o.blessed && !o.cursed => tmp = 0,
        OClass::Armor | OClass::Weapon if o.spe > 0 => tmp += 10 * o.spe as i64,
        OClass::Tool if partly_used_candle(t, o) => tmp /= 2,
        _ => {}
    }
    tmp
}

/// The object's type is known to the hero as it is (`dknown` and the
/// type's name known), the test shopkeepers use to spot a novice.
pub fn price_known(os: &ObjectsState, o: &Obj) -> bool {
    o.dknown && os.is_known(o.otyp)
}

/// `oid_price_adjustment`: +1 when an object with id `oid` gets the
/// arbitrary one-third surcharge shopkeepers put on unidentified goods
/// (one object identity in four, `oid % 4 == 0`), else 0. Identified
/// objects and worthless glass never get it.
pub fn oid_price_adjustment(t: &Tables, os: &ObjectsState, o: &Obj, oid: u32) -> i32 {
    let glass = o.oclass(t) == OClass::Gem && t.obj(o.otyp).material == Some(Material::Glass);
    if !price_known(os, o) && !glass { i32::from(oid.is_multiple_of(4)) } else { 0 }
}

/// The nine colours of worthless glass, in object order, each with the
/// two real gems of its colour a shopkeeper prices it as
/// (`get_cost`'s switch on `otyp - LAST_GEM`).
const GLASS_AS: [(Otyp, Otyp, Otyp); 9] = [
    (ids::WORTHLESS_PIECE_OF_WHITE_GLASS, ids::DIAMOND, ids::OPAL),
    (ids::WORTHLESS_PIECE_OF_BLUE_GLASS, ids::SAPPHIRE, ids::AQUAMARINE),
    (ids::WORTHLESS_PIECE_OF_RED_GLASS, ids::RUBY, ids::JASPER),
    (ids::WORTHLESS_PIECE_OF_YELLOWISH_BROWN_GLASS, ids::AMBER, ids::TOPAZ),
    (ids::WORTHLESS_PIECE_OF_ORANGE_GLASS, ids::JACINTH, ids::AGATE),
    (ids::WORTHLESS_PIECE_OF_YELLOW_GLASS, ids::CITRINE, ids::CHRYSOBERYL),
    (ids::WORTHLESS_PIECE_OF_BLACK_GLASS, ids::BLACK_OPAL, ids::JET),
    (ids::WORTHLESS_PIECE_OF_GREEN_GLASS, ids::EMERALD, ids::JADE),
    (ids::WORTHLESS_PIECE_OF_VIOLET_GLASS, ids::AMETHYST, ids::FLUORITE),
];

/// What a shopkeeper asks for unidentified worthless glass of type
/// `otyp`: the price of one of the two real gems of its colour, the same
/// one all game long (chosen from the game's start time `ubirthday`).
/// `None` for anything but glass.
pub fn glass_gem_price(t: &Tables, otyp: Otyp, ubirthday: i64) -> Option<i64> {
    let &(_, hi, lo) = GLASS_AS.iter().find(|g| g.0 == otyp)?;
    let n = otyp.0 as i64;
    let pseudorand = n > 0 && (ubirthday.rem_euclid(n)) >= n / 2;
    Some(t.obj(if pseudorand { hi } else { lo }).cost as i64)
}

#[cfg(test)]
mod tests {
    use super::*;
    use oxhack_tables::tables;

    #[test]
    fn base_cost_adds_the_property_price() {
        let t = tables();
        let mut o = Obj::new(ids::DAGGER, 1);
        assert_eq!(base_cost(t, &o), 4);
        o.oprops = ids::ITEM_FIRE;
        assert_eq!(base_cost(t, &o), 104);
        o.oprops |= ids::ITEM_FROST;
        assert_eq!(base_cost(t, &o), 504);
        o.spe = 3;
        // getprice adds the enchantment on top.
        assert_eq!(getprice(t, &o, false, Hunger::NotHungry), 534);
    }

    #[test]
    fn getprice_follows_the_class_rules() {
        let t = tables();
        let mut water = Obj::new(ids::POT_WATER, 1);
        assert_eq!(getprice(t, &water, false, Hunger::NotHungry), 0);
        water.blessed = true;
        assert_eq!(getprice(t, &water, false, Hunger::NotHungry), 100);
        let mut wand = Obj::new(ids::WAN_STRIKING, 1);
        wand.spe = -1;
        assert_eq!(getprice(t, &wand, false, Hunger::NotHungry), 0);
        let apple = Obj::new(ids::APPLE, 1);
        assert_eq!(getprice(t, &apple, false, Hunger::Weak), 21);
        assert_eq!(getprice(t, &apple, true, Hunger::Weak), 7);
        let mut candle = Obj::new(ids::WAX_CANDLE, 1);
        candle.age = 400;
        assert_eq!(getprice(t, &candle, false, Hunger::NotHungry), 20);
        candle.age = 399;
        assert_eq!(getprice(t, &candle, false, Hunger::NotHungry), 10);
    }

    #[test]
    fn glass_is_priced_as_a_gem_of_its_colour() {
        let t = tables();
        let white = ids::WORTHLESS_PIECE_OF_WHITE_GLASS;
        let p = glass_gem_price(t, white, 12345).expect("glass");
        assert!(p == t.obj(ids::DIAMOND).cost as i64 || p == t.obj(ids::OPAL).cost as i64);
        assert_eq!(glass_gem_price(t, ids::DIAMOND, 1), None);
    }
}
