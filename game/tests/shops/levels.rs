//! Shops and level changes: leaving the level with goods is robbery; a
//! keeper next to the thief comes along and leaves the shop untended;
//! paid off away from home, the keeper goes back to the shop.

use super::common::*;
use oxhack_defs::MonClass;
use oxhack_game::hero::golevel::Arrival;
use oxhack_game::world::level::DLevel;
use oxhack_game::world::you::A_CHA;
use oxhack_tables::{ids, tables};

/// The shop level as the second of a three-level dungeon (not a
/// play-test: the hero may leave), a customer inside with a dagger on
/// the bill.
fn in_debt(seed: u64) -> Shop {
    let mut s = Shop::new(seed);
    s.g.playtest = None;
    s.g.u.abase[A_CHA] = 11;
    s.g.u.invent.clear();
    s.g.update_worn_props();
    s.g.u.ugold = 100;
    let (dx, dy) = s.door();
    s.stand(dx - 1, dy);
    s.stand(dx, dy);
    s.stand(dx + 2, dy);
    let d = s.obj(ids::DAGGER);
    s.g.lev.objects.retain(|f| (f.x, f.y) != (dx + 2, dy));
    s.g.lev.place_object(d, dx + 2, dy);
    s.g.dopickup();
    assert!(s.g.u.invent[0].unpaid);
    s
}

#[test]
fn leaving_the_level_with_unpaid_goods_is_robbery() {
    let mut s = in_debt(3);
    let here = s.g.u.uz;
    let m = s.mark();
    s.g.goto_level(DLevel { dnum: here.dnum, dlevel: here.dlevel + 1 }, Arrival::Random);
    assert_ne!(s.g.u.uz, here);
    let said = s.said_since(m);
    assert!(said.contains(&"You stole 4 zorkmids worth of merchandise.".to_string()), "{said:?}");
    assert!(said.contains(&"The Keystone Kops are after you!".to_string()), "{said:?}");
    assert!(!s.g.u.invent[0].unpaid);
    // The Kops wait on the level left behind, the keeper angry there.
    let old = &s.g.saved_level(here).expect("the shop level").level;
    let kops = old.monsters.iter().filter(|m| tables().mon(m.mnum).mlet == MonClass::Kop).count();
    assert!(kops >= 4, "{kops} Kops");
    let shk = old.monsters.iter().find(|m| m.isshk()).expect("the keeper stayed");
    assert!(!shk.mpeaceful);
}

#[test]
fn a_keeper_next_to_the_thief_follows_and_paid_off_goes_home() {
    let mut s = in_debt(4);
    let here = s.g.u.uz;
    let (dx, dy) = s.door();
    // Robbery by teleport, then the keeper catches up.
    s.g.u_on_newpos(dx - 5, dy);
    s.g.vision_recalc();
    s.g.check_shop_rooms(false);
    s.g.kops_gone(true);
    let k = s.shk();
    assert!(s.eshk().following);
    s.g.lev.monsters[k].mx = dx - 4;
    s.g.lev.monsters[k].my = dy;
    let id = s.g.lev.monsters[k].m_id;
    s.g.goto_level(DLevel { dnum: here.dnum, dlevel: here.dlevel + 1 }, Arrival::Random);
    // The keeper came along; the shop is untended.
    let k = s.g.mon_index(id).expect("the keeper came along");
    assert!(s.g.lev.monsters[k].isshk());
    let old = &s.g.saved_level(here).expect("the shop level").level;
    assert!(old.rooms.iter().chain(old.subrooms.iter()).filter(|r| r.is_shop()).all(|r| r.resident.is_none()));
    // Paying the robbery away from home: the keeper goes back.
    let m = &s.g.lev.monsters[k];
    let (mx, my) = (m.mx, m.my);
    assert!((mx - s.g.u.ux).abs() <= 1 && (my - s.g.u.uy).abs() <= 1);
    let m = s.mark();
    s.g.dopay();
    let said = s.said_since(m);
    assert!(said.contains(&"you compensate Asidonhopo for his losses.".to_string()), "{said:?}");
    assert!(said.contains(&"Satisfied, Asidonhopo suddenly disappears!".to_string()), "{said:?}");
    assert!(s.g.mon_index(id).is_none(), "gone from here");
    let old = &s.g.saved_level(here).expect("the shop level").level;
    let shk = old.monsters.iter().find(|m| m.m_id == id).expect("home again");
    assert!(shk.mpeaceful);
    assert!(old.rooms.iter().chain(old.subrooms.iter()).any(|r| r.resident == Some(id)), "keeping the shop");
}
