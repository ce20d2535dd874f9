//! Leaving without paying: the reminder at the door, robbery and the
//! Keystone Kops, the shopkeeper's pursuit, grabbing the pack of a
//! customer falling through a hole, and paying an angry shopkeeper off.

use super::common::*;
use oxhack_defs::MonClass;
use oxhack_game::world::you::A_CHA;
use oxhack_tables::{ids, tables};

/// A customer inside the shop of `seed` with a dagger on the bill (4
/// zorkmids), 100 gold pieces, standing next to the keeper's post.
fn with_unpaid_dagger(seed: u64) -> Shop {
    let mut s = Shop::new(seed);
    s.g.u.abase[A_CHA] = 11;
    s.g.u.invent.clear();
    s.g.update_worn_props();
    s.g.u.ugold = 100;
    let (dx, dy) = s.door();
    s.stand(dx - 1, dy);
    s.stand(dx, dy);
    s.stand(dx + 2, dy);
    let d = s.obj(ids::DAGGER);
    s.g.lev.objects.retain(|f| !(f.x == dx + 2 && f.y == dy));
    s.g.lev.place_object(d, dx + 2, dy);
    assert!(s.g.dopickup());
    assert!(s.g.u.invent[0].unpaid);
    s
}

fn kops(s: &Shop) -> usize {
    s.g.lev.monsters.iter().filter(|m| tables().mon(m.mnum).mlet == MonClass::Kop).count()
}

#[test]
fn the_door_reminds_and_stepping_out_is_robbery_with_kops() {
    let mut s = with_unpaid_dagger(3);
    let (dx, dy) = s.door();
    // The keeper is busy elsewhere: nothing blocks the door.
    let k = s.shk();
    s.g.lev.monsters[k].mx = dx + 4;
    s.g.lev.monsters[k].my = dy + 2;
    s.stand(dx + 1, dy);
    let m = s.mark();
    s.stand(dx, dy);
    assert_eq!(s.said_since(m), vec!["\"Agnar!  Please pay before leaving.\"".to_string()]);
    let m = s.mark();
    s.stand(dx - 1, dy);
    let said = s.said_since(m);
    assert_eq!(
        said[..4],
        [
            "You escaped the shop without paying!".to_string(),
            "You stole 4 zorkmids worth of merchandise.".to_string(),
            "An alarm sounds!".to_string(),
            "The Keystone Kops appear!".to_string(),
        ]
    );
    // The dagger is the hero's (stolen), the keeper angry and following.
    assert!(!s.g.u.invent[0].unpaid);
    let k = s.shk();
    assert!(!s.g.lev.monsters[k].mpeaceful);
    let e = s.eshk();
    assert!(e.following && e.robbed == 4 && e.bill.is_empty());
    assert!(kops(&s) >= 2, "Kops around the thief");
    // Around the hero: every Kop within a few squares.
    for m in s.g.lev.monsters.iter().filter(|m| tables().mon(m.mnum).mlet == MonClass::Kop) {
        assert!((m.mx - s.g.u.ux).abs() <= 4 && (m.my - s.g.u.uy).abs() <= 4, "a Kop at {},{}", m.mx, m.my);
    }
}

#[test]
fn with_the_keeper_paralysed_the_doorway_is_already_outside() {
    // A mute keeper gives no reminder: stepping onto the doorway with
    // the goods is leaving with them (shk.c's `u_left_shop`).
    let mut s = with_unpaid_dagger(3);
    let (dx, dy) = s.door();
    let k = s.shk();
    s.g.lev.monsters[k].mx = dx + 4;
    s.g.lev.monsters[k].my = dy + 2;
    s.g.lev.monsters[k].mcanmove = false;
    s.g.lev.monsters[k].mfrozen = 50;
    s.stand(dx + 1, dy);
    let m = s.mark();
    s.stand(dx, dy);
    let said = s.said_since(m);
    assert_eq!(said[0], "Asidonhopo can move again.");
    assert_eq!(said[1], "You escaped the shop without paying!");
    assert_eq!(said[2], "You stole 4 zorkmids worth of merchandise.");
    assert!(s.g.lev.monsters[s.shk()].mcanmove, "greed cures paralysis");
}

#[test]
fn the_robbed_shopkeeper_follows_and_is_paid_off() {
    let mut s = with_unpaid_dagger(5);
    let (dx, dy) = s.door();
    // Teleported out of the shop: the Kops come by the stairs and the
    // keeper.
    let m = s.mark();
    s.g.u_on_newpos(dx - 6, dy);
    s.g.vision_recalc();
    s.g.check_shop_rooms(false);
    let said = s.said_since(m);
    assert!(said.contains(&"You stole 4 zorkmids worth of merchandise.".to_string()), "{said:?}");
    assert!(said.contains(&"The Keystone Kops are after you!".to_string()), "{said:?}");
    assert!(kops(&s) >= 4);
    // Kops and all, the keeper comes after the thief.
    s.g.lev.monsters.retain(|m| tables().mon(m.mnum).mlet != MonClass::Kop);
    s.g.u.uhp = 1000;
    s.g.u.uhpmax = 1000;
    let start = {
        let m = &s.g.lev.monsters[s.shk()];
        (m.mx - s.g.u.ux).abs().max((m.my - s.g.u.uy).abs())
    };
    for _ in 0..6 {
        s.keys("s");
        s.g.step();
    }
    let m = &s.g.lev.monsters[s.shk()];
    let now = (m.mx - s.g.u.ux).abs().max((m.my - s.g.u.uy).abs());
    assert!(now <= 1 && start > 1, "the keeper came from {start} to {now} squares away");
    // Paying what was stolen calms the keeper, who goes home.
    let m = s.mark();
    s.g.dopay();
    let said = s.said_since(m);
    assert_eq!(said[0], "Asidonhopo is after blood, not money!");
    assert_eq!(said[1], "But since his shop has been robbed recently,");
    assert_eq!(said[2], "you compensate Asidonhopo for his losses.");
    let k = s.shk();
    assert!(s.g.lev.monsters[k].mpeaceful);
    assert!(!s.eshk().following && s.eshk().robbed == 0);
    let e = s.eshk().clone();
    let m = &s.g.lev.monsters[k];
    assert_eq!((m.mx, m.my), (e.shk.x, e.shk.y), "back at the post");
    assert_eq!(s.g.u.ugold, 96);
}

#[test]
fn falling_through_a_hole_dug_in_the_shop_the_keeper_grabs_the_pack() {
    let mut s = with_unpaid_dagger(7);
    let pick = s.obj(ids::PICK_AXE);
    s.g.addinv(pick);
    let (dx, dy) = s.door();
    // Keep the keeper within reach.
    let k = s.shk();
    s.g.lev.monsters[k].mx = dx + 1;
    s.g.lev.monsters[k].my = dy;
    let m = s.mark();
    s.g.shopdig(false);
    assert_eq!(s.said_since(m), vec!["\"Madam, do not damage the floor here!\"".to_string()]);
    let m = s.mark();
    assert!(s.g.dighole());
    let said = s.said_since(m);
    assert!(said.contains(&"You dig a hole through the floor.".to_string()), "{said:?}");
    assert!(said.contains(&"Asidonhopo grabs your backpack!".to_string()), "{said:?}");
    assert!(s.g.u.invent.is_empty(), "nothing carried is left: {:?}", s.g.u.invent);
}
