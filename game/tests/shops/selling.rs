//! Selling and the bill's details: offers and refusals, selling for
//! credit to a keeper without gold, the "a" answer, things the shop does
//! not buy, accidental drops, usage fees, used-up goods (`I x`), shop
//! gold picked up, and itemized billing.

use super::common::*;
use oxhack_game::world::obj::Obj;
use oxhack_game::world::you::A_CHA;
use oxhack_tables::ids;

/// A customer inside the shop (charisma 11, empty pack, 500 gold),
/// standing at the spot two squares in from the door.
fn inside(seed: u64) -> Shop {
    let mut s = Shop::new(seed);
    s.g.u.abase[A_CHA] = 11;
    s.g.u.invent.clear();
    s.g.update_worn_props();
    s.g.u.ugold = 500;
    let (dx, dy) = s.door();
    s.stand(dx - 1, dy);
    s.stand(dx, dy);
    s.stand(dx + 2, dy);
    s.g.lev.objects.retain(|f| (f.x, f.y) != (dx + 2, dy));
    s
}

/// Gives the hero an object of their own (known type, seen).
fn own(s: &mut Shop, otyp: oxhack_defs::Otyp, f: impl FnOnce(&mut Obj)) -> char {
    let mut o = s.obj(otyp);
    o.dknown = true;
    s.g.os.discover(otyp);
    f(&mut o);
    let i = s.g.addinv(o);
    s.g.u.invent[i].invlet.expect("a letter")
}

fn shk_gold(s: &mut Shop) -> &mut i64 {
    let k = s.shk();
    let inv = &mut s.g.lev.monsters[k].minvent;
    if !inv.iter().any(|o| o.otyp == ids::GOLD_PIECE) {
        inv.push(Obj::new(ids::GOLD_PIECE, 0));
    }
    &mut inv.iter_mut().find(|o| o.otyp == ids::GOLD_PIECE).expect("gold").quan
}

#[test]
fn offers_can_be_refused_and_the_thing_stays_the_heros() {
    let mut s = inside(3);
    let l = own(&mut s, ids::LONG_SWORD, |_| {});
    s.keys(&format!("{l}n"));
    let m = s.mark();
    s.g.dodrop();
    let said = s.said_since(m);
    assert_eq!(said, vec!["You drop a long sword.".to_string()]);
    assert!(s.asked("Asidonhopo offers 8 gold pieces for your long sword.  Sell it? [ynaq] (y)"));
    let (x, y) = (s.g.u.ux, s.g.u.uy);
    let sword = s.g.lev.objects_at(x, y).find(|o| o.otyp == ids::LONG_SWORD).expect("dropped");
    assert!(sword.no_charge, "still the hero's: no charge");
    // Picked up again, it is not billed.
    let m = s.mark();
    s.g.dopickup();
    assert!(!s.said_since(m).iter().any(|l| l.contains("For you")));
    assert!(!s.g.u.invent[0].unpaid);
}

#[test]
fn a_keeper_without_gold_offers_credit() {
    let mut s = inside(4);
    *shk_gold(&mut s) = 0;
    let l = own(&mut s, ids::LONG_SWORD, |_| {});
    s.keys(&format!("{l}y"));
    let m = s.mark();
    s.g.dodrop();
    let said = s.said_since(m);
    assert!(said.contains(&"Asidonhopo cannot pay you at present.".to_string()), "{said:?}");
    assert!(said.contains(&"You traded a long sword for 7 zorkmids in credit.".to_string()), "{said:?}");
    assert!(s.asked("Will you accept 7 zorkmids in credit for a long sword? [ynaq] (y)"));
    assert_eq!(s.eshk().credit, 7);
}

#[test]
fn selling_everything_with_a_and_what_the_shop_does_not_want() {
    let mut s = inside(5);
    *shk_gold(&mut s) = 1000;
    own(&mut s, ids::LONG_SWORD, |_| {});
    own(&mut s, ids::MACE, |_| {});
    // Uncursed water is worth nothing.
    own(&mut s, ids::POT_WATER, |_| {});
    // D: all of them; the first offer answered "a" sells the rest too.
    s.keys("abc\n");
    s.keys("a");
    let m = s.mark();
    s.g.doddrop();
    let said = s.said_since(m);
    assert!(said.contains(&"You sold a long sword for 8 gold pieces.".to_string()), "{said:?}");
    assert!(said.contains(&"You sold a mace for 3 gold pieces.".to_string()), "{said:?}");
    assert!(said.contains(&"Asidonhopo seems uninterested.".to_string()), "{said:?}");
    assert_eq!(s.g.u.ugold, 511);
}

#[test]
fn dropping_by_accident_sells_without_asking() {
    let mut s = inside(6);
    *shk_gold(&mut s) = 1000;
    own(&mut s, ids::LONG_SWORD, |_| {});
    let o = s.g.freeinv(0);
    let m = s.mark();
    s.g.dropx(o);
    let said = s.said_since(m);
    assert!(
        said.contains(&"You relinquish a long sword and receive 8 gold pieces in compensation.".to_string()),
        "{said:?}"
    );
}

#[test]
fn a_zapped_unpaid_wand_costs_a_fee_and_a_drunk_potion_is_used_up() {
    let mut s = inside(7);
    let (x, y) = (s.g.u.ux, s.g.u.uy);
    let mut w = s.obj(ids::WAN_LIGHT);
    w.spe = 5;
    w.o_id = 201;
    s.g.os.discover(ids::WAN_LIGHT);
    s.g.lev.place_object(w, x, y);
    s.g.dopickup();
    // Zapping it: the usage fee goes on the debt.
    s.keys("a");
    let m = s.mark();
    s.g.dozap();
    let fee = s.said_since(m).into_iter().find(|l| l.contains("Usage fee, ")).expect("the fee");
    assert!(fee.ends_with("Usage fee, 25 zorkmids.\""), "{fee}");
    assert_eq!(s.eshk().debit, 25);
    // A potion drunk stays on the bill, used up.
    let mut p = s.obj(ids::POT_WATER);
    p.blessed = true;
    p.o_id = 205;
    s.g.lev.place_object(p, x, y);
    s.g.dopickup();
    let l = s.g.u.invent.iter().find(|o| o.otyp == ids::POT_WATER).and_then(|o| o.invlet).expect("the potion");
    s.keys(&l.to_string());
    s.g.dodrink();
    assert!(s.g.u.invent.iter().all(|o| o.otyp != ids::POT_WATER));
    assert_eq!(s.g.doinvbill(0), 2, "one used-up line and the fees");
    // `I x`: a text window (dismissed by the end of the keys).
    s.keys(" ");
    s.g.doinvbill(1);
    let screen = s.last_screen();
    for line in [
        "Unpaid articles already used up:".to_string(),
        format!("x - {:<45} {:>6} zorkmids", "a potion of water", 100),
        format!("$ - {:<45} {:>6} zorkmids", "usage charges and/or other fees", 25),
        format!("* - {:<45} {:>6} zorkmids", "Total:", 125),
    ] {
        assert!(screen.contains(&line), "{line:?} in\n{screen}");
    }
    // Paying: the fee, then (itemized) the used-up potion and the wand.
    s.keys("yyy");
    let m = s.mark();
    s.g.dopay();
    let said = s.said_since(m);
    assert_eq!(said[0], "You owe Asidonhopo 25 zorkmids for the use of merchandise.", "{said:?}");
    assert_eq!(said[1], "You pay that debt.");
    assert!(
        said.iter().any(|l| l.starts_with("You paid for ") && l.contains("at a cost of 100 gold pieces.")),
        "{said:?}"
    );
    assert!(said.iter().any(|l| l.starts_with("You bought a wand of light")), "{said:?}");
    assert!(s.eshk().bill.is_empty() && s.eshk().billobjs.is_empty());
}

#[test]
fn shop_gold_picked_up_is_a_debt() {
    let mut s = inside(8);
    let (x, y) = (s.g.u.ux, s.g.u.uy);
    let mut gold = Obj::new(ids::GOLD_PIECE, 30);
    gold.o_id = 301;
    s.g.lev.place_object(gold, x, y);
    let m = s.mark();
    s.g.dopickup();
    assert!(s.said_since(m).contains(&"You owe Asidonhopo 30 zorkmids.".to_string()));
    let e = s.eshk();
    assert_eq!((e.debit, e.loan), (30, 30));
    let m = s.mark();
    s.g.dopay();
    let said = s.said_since(m);
    assert_eq!(said[0], "You owe Asidonhopo 30 zorkmids you picked up in the store.");
    assert_eq!(said[1], "You pay that debt.");
    assert_eq!(s.eshk().debit, 0);
}

#[test]
fn itemized_billing_asks_item_by_item() {
    let mut s = inside(9);
    let (x, y) = (s.g.u.ux, s.g.u.uy);
    for (otyp, id) in [(ids::DAGGER, 401), (ids::MACE, 402)] {
        let mut o = s.obj(otyp);
        o.o_id = id;
        s.g.lev.place_object(o, x, y);
    }
    s.keys("ab\n");
    s.g.dopickup();
    assert_eq!(s.eshk().bill.len(), 2);
    // Itemized: not the mace (picked up first), but the dagger.
    s.keys("yny");
    let m = s.mark();
    s.g.dopay();
    let said = s.said_since(m);
    assert!(said.contains(&"You bought a dagger for 4 gold pieces.".to_string()), "{said:?}");
    assert!(!said.iter().any(|l| l.contains("bought a mace")), "{said:?}");
    assert_eq!(s.eshk().bill.len(), 1);
    assert!(s.g.u.invent.iter().find(|o| o.otyp == ids::MACE).is_some_and(|o| o.unpaid));
}

#[test]
fn a_property_dagger_is_quoted_with_its_property_price() {
    let mut s = inside(10);
    let (x, y) = (s.g.u.ux, s.g.u.uy);
    let mut d = s.obj(ids::DAGGER);
    d.oprops = ids::ITEM_FIRE;
    d.o_id = 501;
    s.g.lev.place_object(d, x, y);
    let m = s.mark();
    s.g.dopickup();
    let said = s.said_since(m);
    // It looks like any dagger until handled; the price tells.
    assert!(said.iter().any(|l| l.ends_with("; only 104 zorkmids for this dagger.\"")), "{said:?}");
    assert!(said.contains(&"a - a magical dagger (unpaid, 104 zorkmids).".to_string()), "{said:?}");
}
