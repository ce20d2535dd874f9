//! Walking in: the greeting and its variants, the pick-axe left outside,
//! invisible customers, the keeper by the door, and a shop without its
//! keeper.

use super::common::*;
use oxhack_defs::Prop;
use oxhack_game::world::you::FROMOUTSIDE;
use oxhack_tables::ids;

#[test]
fn the_greeting_says_again_on_the_second_visit_and_follows_the_role() {
    let mut s = Shop::new(3);
    let (dx, dy) = s.door();
    s.stand(dx - 1, dy);
    let m = s.mark();
    s.stand(dx, dy);
    assert_eq!(s.said_since(m), vec!["\"Velkommen, Agnar!  Welcome to Asidonhopo's general store!\"".to_string()]);
    s.stand(dx - 1, dy);
    let m = s.mark();
    s.stand(dx, dy);
    assert_eq!(
        s.said_since(m),
        vec!["\"Velkommen, Agnar!  Welcome again to Asidonhopo's general store!\"".to_string()]
    );
    // A samurai is welcomed as a shopkeeper would welcome anyone.
    let mut ng = oxhack_game::game::NewGame::quick(3);
    ng.role = ids::PM_SAMURAI;
    ng.female = false;
    ng.name = "Kenji".into();
    let mut s = Shop::with(ng);
    let (dx, dy) = s.door();
    s.stand(dx - 1, dy);
    let m = s.mark();
    s.stand(dx, dy);
    assert_eq!(s.said_since(m), vec!["\"Irasshaimase, Kenji!  Welcome to Asidonhopo's general store!\"".to_string()]);
}

#[test]
fn a_pick_axe_is_to_be_left_outside_and_the_keeper_blocks_the_way() {
    let mut s = Shop::new(3);
    let pick = s.obj(ids::PICK_AXE);
    s.g.addinv(pick);
    let (dx, dy) = s.door();
    // The keeper is a step away from the post.
    let e = s.eshk().clone();
    let k = s.shk();
    s.g.lev.monsters[k].mx = e.shk.x + 1;
    s.g.lev.monsters[k].my = e.shk.y + 1;
    s.stand(dx - 1, dy);
    let m = s.mark();
    s.stand(dx, dy);
    let said = s.said_since(m);
    assert_eq!(said[1], "\"Will you please leave your pick-axe outside?\"", "{said:?}");
    // The keeper's extra move puts them at the post, in the way.
    let k = s.shk();
    assert_eq!((s.g.lev.monsters[k].mx, s.g.lev.monsters[k].my), (e.shk.x, e.shk.y));
    // Two picks are "pick-axes".
    let pick = s.obj(ids::PICK_AXE);
    s.g.u.invent.push(pick);
    s.stand(dx - 1, dy);
    let m = s.mark();
    s.stand(dx, dy);
    assert!(s.said_since(m).contains(&"\"Will you please leave your pick-axes outside?\"".to_string()));
}

#[test]
fn invisible_customers_are_not_welcome() {
    let mut s = Shop::new(3);
    s.g.u.prop_mut(Prop::Invis).intrinsic |= FROMOUTSIDE;
    let (dx, dy) = s.door();
    s.stand(dx - 1, dy);
    let m = s.mark();
    s.stand(dx, dy);
    assert_eq!(
        s.said_since(m),
        vec!["Asidonhopo senses your presence.".to_string(), "\"Invisible customers are not welcome!\"".to_string()]
    );
}

#[test]
fn the_keeper_keeps_by_the_door_and_steps_aside_for_a_customer_on_it() {
    let mut s = Shop::new(3);
    s.g.u.invent.retain(|o| o.otyp != ids::PICK_AXE);
    let e = s.eshk().clone();
    let (dx, dy) = s.door();
    // Far inside the shop, the keeper heads back to the post.
    let k = s.shk();
    s.g.lev.monsters[k].mx = e.shk.x + 4;
    s.g.lev.monsters[k].my = e.shk.y;
    s.g.u_on_newpos(dx - 5, dy);
    s.g.vision_recalc();
    for _ in 0..8 {
        s.keys("s");
        s.g.step();
    }
    let m = &s.g.lev.monsters[s.shk()];
    assert!((m.mx - e.shk.x).abs() <= 1 && (m.my - e.shk.y).abs() <= 1, "by the door: {},{}", m.mx, m.my);
    // A customer in the doorway: the keeper does not stand in line with
    // them.
    s.stand(dx - 1, dy);
    s.stand(dx, dy);
    for _ in 0..3 {
        s.keys("s");
        s.g.step();
    }
    let m = &s.g.lev.monsters[s.shk()];
    assert_ne!((m.mx, m.my), (e.shk.x, e.shk.y), "out of the doorway's line");
}

#[test]
fn a_shop_without_its_keeper_is_deserted_and_free() {
    let mut s = Shop::new(3);
    let (dx, dy) = s.door();
    let k = s.shk();
    s.g.lev.monsters.remove(k);
    s.stand(dx - 1, dy);
    let m = s.mark();
    s.stand(dx, dy);
    assert_eq!(s.said_since(m), vec!["This shop is deserted.".to_string()]);
    // Its goods are free for the taking.
    s.stand(dx + 1, dy);
    s.stand(dx + 2, dy);
    let d = s.obj(ids::DAGGER);
    s.g.lev.objects.retain(|f| (f.x, f.y) != (dx + 2, dy));
    s.g.lev.place_object(d, dx + 2, dy);
    let m = s.mark();
    s.g.dopickup();
    let said = s.said_since(m);
    assert!(!said.iter().any(|l| l.contains("For you")), "{said:?}");
    assert!(s.g.u.invent.iter().all(|o| !o.unpaid));
}
