//! Damage to a shop: a wall dug through and a door kicked in are paid
//! for or anger the keeper, and the keeper repairs them; the keeper's
//! death frees the shop; chatting with a keeper.

use super::common::*;
use oxhack_game::world::level::{D_BROKEN, D_CLOSED};
use oxhack_game::world::you::A_CHA;
use oxhack_tables::ids;
use oxhack_vm::terrain::{DOOR, HWALL, VWALL};

#[test]
fn digging_through_the_shop_wall_is_paid_for_and_repaired() {
    let mut s = Shop::new(3);
    s.g.u.abase[A_CHA] = 11;
    s.g.u.ugold = 1000;
    let pick = s.obj(ids::PICK_AXE);
    let i = s.g.addinv(pick);
    let letter = s.g.u.invent[i].invlet.expect("letter");
    let (dx, dy) = s.door();
    s.stand(dx - 1, dy);
    s.stand(dx, dy);
    s.stand(dx + 1, dy + 1);
    // Dig east through the back wall.
    let r = s.g.lev.room_by_no(s.eshk().shoproom as u8 + 3).expect("shop room").clone();
    let (wx, wy) = (r.hx + 1, dy);
    assert_eq!(s.g.lev.typ(wx, wy), VWALL);
    s.stand(r.hx, dy);
    // The keeper is at hand (one more than three squares away would
    // come after the hero instead of asking).
    let k = s.shk();
    s.g.lev.monsters[k].mx = r.hx - 1;
    s.g.lev.monsters[k].my = dy;
    let str_dmg = 10 * s.g.u.acurrstr() as i64;
    s.keys(&format!("{letter}l"));
    s.keys("y");
    let gold = s.g.u.ugold;
    let m = s.mark();
    s.g.doapply();
    // Digging is an occupation: it goes on until the wall opens, the
    // keeper kept at hand meanwhile.
    for _ in 0..100 {
        if !s.g.occupied() {
            break;
        }
        let k = s.shk();
        s.g.lev.monsters[k].mx = r.hx - 1;
        s.g.lev.monsters[k].my = dy;
        s.g.step();
    }
    let said = s.said_since(m);
    assert!(said.contains(&"You make an opening in the wall.".to_string()), "{said:?}");
    let tops = s.tops.lock().expect("tops").clone();
    assert!(s.asked(&format!("\"Minx!  You did {str_dmg} zorkmids worth of damage!\"  Pay?")), "{tops:?}");
    assert!(said.contains(&"Mollified, Asidonhopo accepts your restitution.".to_string()), "{said:?}");
    assert_eq!(s.g.u.ugold, gold - str_dmg);
    assert_eq!(s.g.lev.typ(wx, wy), DOOR, "a hole in the wall for now");
    assert_eq!(s.g.lev.damagelist.len(), 1);
    // Five turns later the keeper mends it.
    s.stand(r.hx - 1, dy + 1);
    let m = s.mark();
    for _ in 0..8 {
        s.keys("s");
        s.g.step();
    }
    let said = s.said_since(m);
    // "an incantation" close by, "something" from the post by the door.
    assert!(
        said.iter().any(|l| l == "Asidonhopo whispers something." || l == "Asidonhopo whispers an incantation."),
        "{said:?}"
    );
    assert!(said.contains(&"Suddenly, a section of wall closes up!".to_string()), "{said:?}");
    assert_eq!(s.g.lev.typ(wx, wy), VWALL);
    assert!(s.g.lev.damagelist.is_empty());
    let _ = HWALL;
}

#[test]
fn a_door_kicked_in_without_the_money_makes_the_keeper_angry() {
    let mut s = Shop::new(4);
    s.g.u.ugold = 10;
    let (dx, dy) = s.door();
    if let Some(l) = s.g.lev.at_mut(dx, dy) {
        l.set_doormask(D_CLOSED);
    }
    s.g.u_on_newpos(dx - 1, dy);
    s.g.vision_recalc();
    // Kick until the door gives (strong hero, a few tries at most).
    s.g.u.abase[oxhack_game::world::you::A_STR] = 18;
    s.g.u.abase[oxhack_game::world::you::A_DEX] = 18;
    let m = s.mark();
    for _ in 0..40 {
        if s.g.lev.at(dx, dy).doormask() & D_BROKEN != 0 {
            break;
        }
        s.keys("l");
        s.g.dokick();
    }
    let said = s.said_since(m);
    assert!(said.contains(&"As you kick the door, it crashes open!".to_string()), "{said:?}");
    assert!(said.contains(&"\"How dare you break my door?\"".to_string()), "{said:?}");
    let k = s.shk();
    assert!(!s.g.lev.monsters[k].mpeaceful && s.eshk().following);
    assert_eq!(s.g.lev.damagelist.len(), 1);
    assert_eq!(s.g.lev.damagelist[0].cost, 400);
}

#[test]
fn when_the_keeper_dies_the_shop_is_free() {
    let mut s = Shop::new(5);
    s.g.u.invent.clear();
    let (dx, dy) = s.door();
    s.stand(dx - 1, dy);
    s.stand(dx, dy);
    s.stand(dx + 2, dy);
    let d = s.obj(ids::DAGGER);
    s.g.lev.objects.retain(|f| (f.x, f.y) != (dx + 2, dy));
    s.g.lev.place_object(d, dx + 2, dy);
    s.g.dopickup();
    assert!(s.g.u.invent[0].unpaid);
    let k = s.shk();
    s.g.lev.monsters[k].mhp = 1;
    s.g.damage_monster(k, 10, true);
    assert!(s.g.lev.monsters.iter().all(|m| !m.isshk()), "the keeper is dead");
    // What the hero carried is theirs, and the goods are ordinary now.
    assert!(!s.g.u.invent[0].unpaid);
    let m = s.mark();
    let (x, y) = (dx + 3, dy);
    s.stand(x, y);
    if s.g.lev.objects_at(x, y).next().is_none() {
        let o = s.obj(ids::MACE);
        s.g.lev.place_object(o, x, y);
    }
    s.keys("a\n");
    s.g.dopickup();
    assert!(!s.said_since(m).iter().any(|l| l.contains("For you")));
    assert!(s.g.u.invent.iter().all(|o| !o.unpaid));
    let m = s.mark();
    s.g.doprgold();
    assert_eq!(s.said_since(m).len(), 1, "no account with anyone");
}

#[test]
fn chatting_with_the_keeper_tells_of_the_bill() {
    let mut s = Shop::new(6);
    s.g.u.abase[A_CHA] = 11;
    s.g.u.invent.clear();
    let (dx, dy) = s.door();
    s.stand(dx - 1, dy);
    s.stand(dx, dy);
    s.stand(dx + 2, dy);
    let k = s.shk();
    let m = s.mark();
    s.g.shk_chat(k);
    let said = s.said_since(m);
    assert!(said[0].starts_with("Asidonhopo "), "{said:?}");
    let d = s.obj(ids::DAGGER);
    s.g.lev.objects.retain(|f| (f.x, f.y) != (dx + 2, dy));
    s.g.lev.place_object(d, dx + 2, dy);
    s.g.dopickup();
    let m = s.mark();
    s.g.shk_chat(k);
    assert_eq!(s.said_since(m), vec!["Asidonhopo says that your bill comes to 4 zorkmids.".to_string()]);
}
