//! A customer's visit: the greeting, picking up goods at the
//! shopkeeper's quote, the bill in `$` and `I u`, paying, selling,
//! credit for gold and paying with it.

use super::common::*;
use oxhack_game::world::you::A_CHA;
use oxhack_tables::ids;

/// The shop of seed 3 with a plain customer: charisma 11 (no price
/// change), no pack, 200 gold pieces, standing outside the door.
fn customer(seed: u64) -> Shop {
    let mut s = Shop::new(seed);
    s.g.u.abase[A_CHA] = 11;
    s.g.u.invent.clear();
    s.g.update_worn_props();
    s.g.u.ugold = 200;
    let (dx, dy) = s.door();
    s.g.u_on_newpos(dx - 1, dy);
    s.g.vision_recalc();
    s
}

/// One command typed and the game's answer to it (monsters move).
fn step(s: &mut Shop, keys: &str) {
    s.keys(keys);
    s.g.step();
}

fn money_of_shk(s: &Shop) -> i64 {
    s.g.lev.monsters[s.shk()].minvent.iter().filter(|o| o.otyp == ids::GOLD_PIECE).map(|o| o.quan).sum()
}

#[test]
fn a_full_shop_visit_buys_sells_and_uses_credit() {
    let mut s = customer(3);
    let (dx, dy) = s.door();
    let dagger = s.obj(ids::DAGGER);
    let armor = s.obj(ids::LEATHER_ARMOR);
    s.g.lev.objects.retain(|f| !(f.y == dy && f.x > dx && f.x < dx + 4));
    s.g.lev.place_object(dagger, dx + 2, dy);
    s.g.lev.place_object(armor, dx + 3, dy);

    // In through the door: the greeting, and the keeper steps aside.
    let m = s.mark();
    step(&mut s, "l");
    assert_eq!((s.g.u.ux, s.g.u.uy), (dx, dy), "on the doorway");
    assert_eq!(s.said_since(m), vec!["\"Velkommen, Agnar!  Welcome to Asidonhopo's general store!\"".to_string()]);
    step(&mut s, "l");
    step(&mut s, "l");
    assert_eq!((s.g.u.ux, s.g.u.uy), (dx + 2, dy), "inside, on the dagger");
    let m = s.mark();
    step(&mut s, ",");
    let said = s.said_since(m);
    let quote = said.iter().find(|l| l.starts_with("\"For you, ")).expect("a quote");
    assert!(quote.ends_with("; only 4 zorkmids for this dagger.\""), "{quote}");
    assert!(said.contains(&"a - a dagger (unpaid, 4 zorkmids).".to_string()), "{said:?}");
    assert!(s.g.u.invent[0].unpaid);
    assert_eq!(s.eshk().bill.len(), 1);

    // The bill: `$` and `I u`.
    let m = s.mark();
    s.g.doprgold();
    assert_eq!(
        s.said_since(m),
        vec![
            "Your wallet contains 200 zorkmids.".to_string(),
            "You have no credit in here.".to_string(),
            "You owe Asidonhopo 4 zorkmids.".to_string()
        ]
    );
    let m = s.mark();
    s.g.dounpaid();
    assert_eq!(s.said_since(m), vec![format!("a - {:<45} {:>6} zorkmids", "a dagger", 4)]);

    // Paying: one item is paid for without itemizing the bill.
    let before = money_of_shk(&s);
    s.keys("y");
    let m = s.mark();
    assert!(s.g.dopay());
    assert_eq!(
        s.said_since(m),
        vec![
            "You bought a dagger for 4 gold pieces.".to_string(),
            "\"Thank you for shopping in Asidonhopo's general store!\"".to_string()
        ]
    );
    assert_eq!(s.g.u.ugold, 196);
    assert_eq!(money_of_shk(&s), before + 4);
    assert!(!s.g.u.invent[0].unpaid && s.eshk().bill.is_empty());

    // Selling it back: half the price, asked first.
    let m = s.mark();
    step(&mut s, "day");
    let said = s.said_since(m);
    assert!(said.contains(&"You sold a dagger for 2 gold pieces.".to_string()), "{said:?}");
    assert_eq!(s.g.u.ugold, 198);
    let floor = s.g.lev.objects_at(dx + 2, dy).find(|o| o.otyp == ids::DAGGER).expect("the sold dagger");
    assert!(!floor.no_charge && !floor.unpaid, "the shop's again");

    // Gold dropped is credit.
    let m = s.mark();
    step(&mut s, "d50$");
    assert_eq!(
        s.said_since(m),
        vec!["You drop 50 gold pieces.".to_string(), "You have established 50 zorkmids credit.".to_string()]
    );
    assert_eq!(s.eshk().credit, 50);
    assert_eq!(s.g.u.ugold, 148);

    // The armor is paid for from the credit.
    step(&mut s, "l");
    let m = s.mark();
    step(&mut s, ",");
    let said = s.said_since(m);
    assert!(said.iter().any(|l| l.ends_with("; only 5 zorkmids for this leather armor.\"")), "{said:?}");
    s.keys("y");
    let m = s.mark();
    s.g.dopay();
    let said = s.said_since(m);
    assert_eq!(said[0], "The price is deducted from your credit.");
    assert_eq!(said[1], "You bought a leather armor for 5 gold pieces.");
    assert_eq!(s.eshk().credit, 45);
    assert_eq!(s.g.u.ugold, 148);
    let m = s.mark();
    s.g.shopper_financial_report();
    assert_eq!(
        s.said_since(m),
        vec![
            "You have 45 zorkmids credit at Asidonhopo's general store.".to_string(),
            "You don't owe any money here.".to_string()
        ]
    );
}
