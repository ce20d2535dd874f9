//! Prices: what shopkeepers ask (`get_cost`) for objects identified and
//! not, with and without magical properties, for customers of every
//! charisma, in a dunce cap, as low-level tourists or in a Hawaiian
//! shirt; what they offer; price identification; and the agreement of
//! shop prices with the wish report's `price`.

use super::common::*;
use oxhack_defs::Otyp;
use oxhack_game::world::obj::{Obj, Worn};
use oxhack_game::world::you::A_CHA;
use oxhack_tables::{ids, tables};

/// `v * num / den` rounded half up, the rounding shk.c's integer
/// arithmetic comes to.
fn round(v: i64, num: i64, den: i64) -> i64 {
    (2 * v * num + den) / (2 * den)
}

/// The charisma factor of shk.c's table.
fn cha_factor(cha: i32) -> (i64, i64) {
    match cha {
        c if c > 18 => (1, 2),
        18 => (2, 3),
        16 | 17 => (3, 4),
        c if c <= 5 => (2, 1),
        6 | 7 => (3, 2),
        8..=10 => (4, 3),
        _ => (1, 1),
    }
}

/// The asking price written out: base, then the one-third surcharges
/// (unidentified identity, dunce cap or tourist) and charisma in one
/// fraction.
fn expected(base: i64, unid: bool, sucker: bool, cha: i32) -> i64 {
    let (mut num, mut den) = cha_factor(cha);
    if unid {
        num *= 4;
        den *= 3;
    }
    if sucker {
        num *= 4;
        den *= 3;
    }
    round(base, num, den).max(1)
}

/// One priced case: the object, the customer, and the price expected.
struct Case {
    what: &'static str,
    otyp: Otyp,
    props: u32,
    spe: i8,
    known: bool,
    /// An object id; multiples of four get the unidentified surcharge.
    oid: u32,
    cha: i32,
    dunce: bool,
    base: i64,
}

/// A row of the table: the arguments in the order of [`Case`]'s fields.
#[allow(clippy::too_many_arguments)]
fn case(what: &'static str, otyp: Otyp, props: u32, spe: i8, known: bool, oid: u32, cha: i32, dunce: bool) -> Case {
    let t = tables();
    let base = t.obj(otyp).cost as i64 + oxhack_game::objects::oprops::oprop_price(props) + 10 * spe.max(0) as i64;
    Case { what, otyp, props, spe, known, oid, cha, dunce, base }
}

fn priced(s: &mut Shop, c: &Case) -> i64 {
    let k = s.shk();
    s.g.u.abase[A_CHA] = c.cha;
    s.g.u.invent.clear();
    if c.dunce {
        let mut cap = s.obj(ids::DUNCE_CAP);
        cap.owornmask = Worn::ARMH;
        s.g.u.invent.push(cap);
    }
    let mut o: Obj = s.obj(c.otyp);
    o.oprops = c.props;
    o.spe = c.spe;
    o.o_id = c.oid;
    o.dknown = true;
    if c.known {
        s.g.os.discover(c.otyp);
    }
    s.g.get_cost(&o, Some(k))
}

#[test]
fn thirty_six_quotes_follow_the_formula() {
    use ids::*;
    let cases = vec![
        case("dagger", DAGGER, 0, 0, true, 101, 11, false),
        case("dagger, charisma 3", DAGGER, 0, 0, true, 101, 3, false),
        case("dagger, charisma 18", DAGGER, 0, 0, true, 101, 18, false),
        case("+2 dagger", DAGGER, 0, 2, true, 101, 11, false),
        case("+3 long sword, charisma 16", LONG_SWORD, 0, 3, true, 102, 16, false),
        case("dagger of fire", DAGGER, ITEM_FIRE, 0, true, 101, 11, false),
        case("dagger of fire, charisma 19", DAGGER, ITEM_FIRE, 0, true, 101, 19, false),
        case("dagger of fire, dunce cap", DAGGER, ITEM_FIRE, 0, true, 101, 11, true),
        case("orcish dagger of fire and frost", ORCISH_DAGGER, ITEM_FIRE | ITEM_FROST, 0, true, 103, 11, false),
        case(
            "orcish dagger, three properties, charisma 6",
            ORCISH_DAGGER,
            ITEM_FIRE | ITEM_FROST | ITEM_DRLI,
            0,
            true,
            103,
            6,
            false,
        ),
        case("leather armor", LEATHER_ARMOR, 0, 0, true, 105, 11, false),
        case("leather armor, dunce cap", LEATHER_ARMOR, 0, 0, true, 105, 11, true),
        case("leather armor, charisma 9", LEATHER_ARMOR, 0, 0, true, 105, 9, false),
        case("+1 plate mail, charisma 18", PLATE_MAIL, 0, 1, true, 106, 18, false),
        case("oilskin cloak of displacement", OILSKIN_CLOAK, ITEM_DISPLACEMENT, 0, true, 107, 11, false),
        case("ring of adornment, identified", RIN_ADORNMENT, 0, 0, true, 109, 11, false),
        case("ring, unidentified, plain id", RIN_ADORNMENT, 0, 0, false, 109, 11, false),
        case("ring, unidentified, surcharged id", RIN_ADORNMENT, 0, 0, false, 108, 11, false),
        case("ring, unidentified, surcharged, dunce cap", RIN_ADORNMENT, 0, 0, false, 108, 11, true),
        case("ring, unidentified, surcharged, charisma 18", RIN_ADORNMENT, 0, 0, false, 108, 18, false),
        case("ring of conflict, unidentified, charisma 5", RIN_CONFLICT, 0, 0, false, 110, 5, false),
        case("ring of conflict, surcharged, charisma 7", RIN_CONFLICT, 0, 0, false, 112, 7, false),
        case("wand of striking, unidentified", WAN_STRIKING, 0, 0, false, 113, 11, false),
        case("wand of wishing, surcharged", WAN_WISHING, 0, 0, false, 116, 11, false),
        case("wand of wishing, identified, charisma 19", WAN_WISHING, 0, 0, true, 116, 19, false),
        case("scroll of identify, unidentified", SCR_IDENTIFY, 0, 0, false, 117, 11, false),
        case("scroll of identify, surcharged, dunce cap, charisma 3", SCR_IDENTIFY, 0, 0, false, 120, 3, true),
        case("scroll of genocide, identified", SCR_GENOCIDE, 0, 0, true, 121, 11, false),
        case("potion of healing, surcharged", POT_HEALING, 0, 0, false, 124, 11, false),
        case("potion of gain level, charisma 10", POT_GAIN_LEVEL, 0, 0, true, 125, 10, false),
        case("amulet of life saving, unidentified", AMULET_OF_LIFE_SAVING, 0, 0, false, 127, 11, false),
        case("amulet of ESP of speed, surcharged", AMULET_OF_ESP, ITEM_SPEED, 0, false, 128, 11, false),
        case("magic marker, charisma 16", MAGIC_MARKER, 0, 0, true, 129, 16, false),
        case("bag of holding, unidentified, surcharged", BAG_OF_HOLDING, 0, 0, false, 132, 11, false),
        case("speed boots of fire, charisma 18", SPEED_BOOTS, ITEM_FIRE, 0, true, 133, 18, false),
        case("leather gloves of stealth, dunce cap", LEATHER_GLOVES, ITEM_STEALTH, 0, true, 137, 11, true),
    ];
    assert!(cases.len() >= 30);
    for c in &cases {
        // A fresh game each time: identifying is for good.
        let mut s = Shop::new(3);
        let unid = !c.known && c.oid % 4 == 0;
        let want = expected(c.base, unid, c.dunce, c.cha);
        assert_eq!(priced(&mut s, c), want, "{}: base {}", c.what, c.base);
    }
    let mut s = Shop::new(3);
    // A few numbers written out, to pin the table itself.
    let pin = |s: &mut Shop, c: Case| priced(s, &c);
    assert_eq!(pin(&mut s, case("", RIN_ADORNMENT, 0, 0, false, 108, 11, true)), 178);
    assert_eq!(pin(&mut s, case("", RIN_ADORNMENT, 0, 0, false, 108, 18, false)), 89);
    assert_eq!(pin(&mut s, case("", DAGGER, ITEM_FIRE, 0, true, 101, 11, false)), 104);
    assert_eq!(pin(&mut s, case("", DAGGER, ITEM_FIRE, 0, true, 101, 11, true)), 139);
    assert_eq!(pin(&mut s, case("", WAN_WISHING, 0, 0, true, 116, 19, false)), 250);
}

#[test]
fn every_property_adds_its_price_to_a_dagger() {
    let t = tables();
    let mut s = Shop::new(4);
    let k = s.shk();
    for p in &t.oprops {
        let mut o = s.obj(ids::DAGGER);
        o.oprops = p.bit;
        o.o_id = 101;
        o.dknown = true;
        // The wish report's price: base plus the property's 100.
        let report = oxhack_game::objects::wish::report(t, &s.g.os, &o);
        assert_eq!(report.price, 104, "{}", p.name);
        // Before the customer's adjustments: 104; then charisma 18
        // (2/3), a dunce cap (4/3), an unidentified identity (4/3).
        s.g.u.abase[A_CHA] = 11;
        assert_eq!(s.g.get_cost(&o, Some(k)), 104, "{}", p.name);
        s.g.u.abase[A_CHA] = 18;
        assert_eq!(s.g.get_cost(&o, Some(k)), 69, "{}", p.name);
        s.g.u.abase[A_CHA] = 11;
        let mut unknown = s.obj(ids::ORCISH_DAGGER);
        unknown.oprops = p.bit;
        unknown.o_id = 104;
        unknown.dknown = false;
        assert_eq!(s.g.get_cost(&unknown, Some(k)), round(104, 4, 3), "{} on an unseen orcish dagger", p.name);
        // Selling: half of it.
        assert_eq!(s.g.set_cost(&o, k), 52, "{}", p.name);
    }
    // Two and three properties: 500 and 1000 more.
    let mut o = s.obj(ids::DAGGER);
    o.o_id = 101;
    o.dknown = true;
    o.oprops = ids::ITEM_FIRE | ids::ITEM_FROST;
    assert_eq!(s.g.get_cost(&o, Some(k)), 504);
    o.oprops |= ids::ITEM_STEALTH;
    assert_eq!(s.g.get_cost(&o, Some(k)), 1004);
}

#[test]
fn a_magical_property_shows_in_the_quote_of_a_plain_looking_dagger() {
    let mut s = Shop::new(5);
    s.g.u.abase[A_CHA] = 11;
    let k = s.shk();
    let mut plain = s.obj(ids::DAGGER);
    plain.o_id = 101;
    plain.dknown = true;
    let mut magic = plain.clone();
    magic.oprops = ids::ITEM_SEARCHING;
    // The hero knows nothing of the property; the name is the same...
    assert_eq!(s.g.doname(&plain), s.g.doname(&magic));
    // ...but no plain dagger costs 104: the quote gives it away.
    let q = s.g.get_cost(&magic, Some(k));
    assert_eq!((s.g.get_cost(&plain, Some(k)), q), (4, 104));
    let mods = s.g.price_mods();
    assert_eq!(oxhack_game::town::shk::price_id_candidates(q, mods, &[4, 104, 504]), vec![104]);
}

#[test]
fn a_quote_narrows_an_unidentified_rings_identity() {
    let t = tables();
    let mut s = Shop::new(6);
    s.g.u.abase[A_CHA] = 11;
    let k = s.shk();
    let ring_prices: Vec<i64> = (0..t.objects.len())
        .map(|i| Otyp(i as u16))
        .filter(|&o| t.obj(o).class == oxhack_defs::OClass::Ring)
        .map(|o| t.obj(o).cost as i64)
        .collect();
    let mut r = s.obj(ids::RIN_SLOW_DIGESTION);
    r.o_id = 109;
    r.dknown = true;
    let q = s.g.get_cost(&r, Some(k));
    assert_eq!(q, 200);
    let mods = s.g.price_mods();
    // 200 is a 200 ring, or a 150 ring with the surcharge.
    assert_eq!(oxhack_game::town::shk::price_id_candidates(q, mods, &ring_prices), vec![150, 200]);
    // The second shop visit (another id of the same ring) settles it.
    r.o_id = 112;
    let q2 = s.g.get_cost(&r, Some(k));
    assert_eq!(q2, 267);
    let a = oxhack_game::town::shk::price_id_candidates(q2, mods, &ring_prices);
    assert_eq!(a, vec![200]);
}

#[test]
fn tourists_and_shirts_pay_a_third_more() {
    use oxhack_game::game::NewGame;
    let mut ng = NewGame::quick(8);
    ng.role = ids::PM_TOURIST;
    ng.align = oxhack_defs::Align::Neutral;
    let mut s = Shop::with(ng);
    s.g.u.abase[A_CHA] = 11;
    let k = s.shk();
    let mut o = s.obj(ids::LONG_SWORD);
    o.o_id = 101;
    o.dknown = true;
    assert!(s.g.u.hero.ulevel < 15);
    assert_eq!(s.g.get_cost(&o, Some(k)), round(15, 4, 3), "a low-level tourist");
    s.g.u.hero.ulevel = 15;
    s.g.u.invent.clear();
    s.g.update_worn_props();
    assert_eq!(s.g.get_cost(&o, Some(k)), 15, "an experienced tourist");
    // A Hawaiian shirt with nothing over it.
    let mut shirt = s.obj(ids::HAWAIIAN_SHIRT);
    shirt.owornmask = Worn::ARMU;
    s.g.u.invent.push(shirt);
    assert_eq!(s.g.get_cost(&o, Some(k)), 20, "a shirt showing");
    assert_eq!(s.g.set_cost(&o, k), 5, "and sells for a third");
    let mut cloak = s.obj(ids::ELVEN_CLOAK);
    cloak.owornmask = Worn::ARMC;
    s.g.u.invent.push(cloak);
    assert_eq!(s.g.get_cost(&o, Some(k)), 15, "the cloak covers it");
}

#[test]
fn an_angry_shopkeeper_asks_a_third_more_and_the_bill_follows_the_mood() {
    let mut s = Shop::new(9);
    s.g.u.abase[A_CHA] = 11;
    let k = s.shk();
    let mut o = s.obj(ids::DAGGER);
    o.o_id = 101;
    o.dknown = true;
    s.g.rile_shk(k);
    assert_eq!(s.g.get_cost(&o, Some(k)), 6);
    s.g.pacify_shk(k);
    assert_eq!(s.g.get_cost(&o, Some(k)), 4);
}

/// Picks up a dagger inside the shop of `ng` and returns the quote.
fn quote_heard(ng: oxhack_game::game::NewGame) -> String {
    let mut s = Shop::with(ng);
    s.g.u.abase[A_CHA] = 11;
    s.g.u.invent.clear();
    s.g.update_worn_props();
    let (dx, dy) = s.door();
    s.stand(dx - 1, dy);
    s.stand(dx, dy);
    s.stand(dx + 2, dy);
    s.g.lev.objects.retain(|f| (f.x, f.y) != (dx + 2, dy));
    let mut d = s.obj(ids::DAGGER);
    d.o_id = 101;
    s.g.lev.place_object(d, dx + 2, dy);
    let m = s.mark();
    s.g.dopickup();
    s.said_since(m).into_iter().find(|l| l.starts_with("\"For you, ")).expect("a quote")
}

#[test]
fn the_quote_addresses_the_hero_by_race_and_sex() {
    use oxhack_defs::Align;
    use oxhack_game::game::NewGame;
    let honored = ["good", "honored", "most gracious", "esteemed"];
    let cases = [
        (ids::PM_VALKYRIE, ids::PM_HUMAN, Align::Lawful, true, "lady"),
        (ids::PM_SAMURAI, ids::PM_HUMAN, Align::Lawful, false, "sir"),
        (ids::PM_RANGER, ids::PM_ELF, Align::Chaotic, false, "hir"),
        (ids::PM_RANGER, ids::PM_ELF, Align::Chaotic, true, "hiril"),
        (ids::PM_VALKYRIE, ids::PM_DWARF, Align::Lawful, true, "creature"),
        (ids::PM_WIZARD, ids::PM_GNOME, Align::Neutral, false, "creature"),
    ];
    for (role, race, align, female, whom) in cases {
        let q = quote_heard(NewGame { role, race, align, female, ..NewGame::quick(11) });
        let ok = honored.iter().any(|h| q == format!("\"For you, {h} {whom}; only 4 zorkmids for this dagger.\""));
        assert!(ok, "{whom}: {q}");
    }
}

#[test]
fn a_dunce_cap_and_low_charisma_show_in_the_pickup_quote() {
    use oxhack_game::game::NewGame;
    // 4 zorkmids, times 4/3 for the cap, times 2 for charisma 5: 10.67.
    let mut s = Shop::with(NewGame::quick(12));
    s.g.u.invent.clear();
    let mut cap = s.obj(ids::DUNCE_CAP);
    cap.owornmask = Worn::ARMH;
    s.g.u.invent.push(cap);
    s.g.update_worn_props();
    s.g.u.abase[A_CHA] = 5;
    let (dx, dy) = s.door();
    s.stand(dx - 1, dy);
    s.stand(dx, dy);
    s.stand(dx + 2, dy);
    s.g.lev.objects.retain(|f| (f.x, f.y) != (dx + 2, dy));
    let mut d = s.obj(ids::DAGGER);
    d.o_id = 101;
    s.g.lev.place_object(d, dx + 2, dy);
    let m = s.mark();
    s.g.dopickup();
    let said = s.said_since(m);
    assert!(said.iter().any(|l| l.ends_with("; only 11 zorkmids for this dagger.\"")), "{said:?}");
    assert!(said.iter().any(|l| l.ends_with("a dagger (unpaid, 11 zorkmids).")), "{said:?}");
}
