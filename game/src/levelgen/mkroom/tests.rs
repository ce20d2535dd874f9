use super::*;
use crate::monsters::makemon::testutil::*;
use crate::monsters::shknam::{SHTYPES, saleable, shclass_of};
use crate::rng::Rng;
use crate::world::level::{AM_SHRINE, D_ISOPEN, D_LOCKED};
use crate::world::monst::MExtra;
use oxhack_tables as ids;

/// The monsters standing inside room `r`'s interior.
fn monsters_in(lev: &Level, r: usize) -> Vec<&crate::world::monst::Monst> {
    let room = &lev.rooms[r];
    lev.monsters.iter().filter(|m| room.inside(m.mx, m.my)).collect()
}

#[test]
fn room_helpers() {
    let lev = four_rooms();
    let mut rng = Rng::new(1);
    for _ in 0..200 {
        let c = somexy(&lev, &mut rng, RoomId::Main(2)).unwrap();
        assert!(lev.rooms[2].inside(c.x, c.y));
    }
    assert!(has_upstairs(&lev, RoomId::Main(0)) && !has_upstairs(&lev, RoomId::Main(1)));
    assert!(!has_dnstairs(&lev, RoomId::Main(0)));
    let d = lev.doors[lev.rooms[1].fdoor as usize];
    assert!(nexttodoor(&lev, d.x, d.y + 1) && !nexttodoor(&lev, 24, 7));
    assert!(inside_room(&lev.rooms[1], d.x, d.y));
    assert!(isbig(&lev.rooms[2]) && !isbig(&MkRoom { lx: 1, hx: 4, ly: 1, hy: 4, ..Default::default() }));
}

#[test]
fn pick_room_avoids_the_up_stairs() {
    for seed in 0..50 {
        with_ctx(seed, 5, |ctx| {
            let lev = four_rooms();
            if let Some(r) = ctx.pick_room(&lev, false) {
                assert_ne!(r, 0, "the up-stairs room is never picked");
            }
        });
    }
}

#[test]
fn zoos_are_filled_and_asleep() {
    let mut made = 0;
    for seed in 0..20 {
        with_ctx(seed, 6, |ctx| {
            let mut lev = four_rooms();
            let Some(r) = ctx.mkroom(&mut lev, rtype::ZOO) else { return };
            made += 1;
            assert_eq!(lev.rooms[r].rtype, rtype::ZOO);
            assert!(lev.flags.has_zoo);
            let inside = monsters_in(&lev, r);
            let room = &lev.rooms[r];
            let area = ((room.hx - room.lx + 1) * (room.hy - room.ly + 1)) as usize;
            assert!(inside.len() * 2 >= area, "{} monsters in {area} squares", inside.len());
            assert!(inside.iter().all(|m| m.msleeping), "zoo animals sleep");
            let gold = lev.objects.iter().filter(|f| room.inside(f.x, f.y) && f.obj.otyp == ids::GOLD_PIECE).count();
            assert!(gold * 2 >= area, "{gold} gold piles");
            assert_monsters_placed_well(ctx, &lev);
        });
    }
    assert!(made > 10, "{made} zoos");
}

#[test]
fn throne_rooms_barracks_and_the_rest() {
    for (kind, flag) in [
        (rtype::COURT, 0),
        (rtype::BARRACKS, 1),
        (rtype::BEEHIVE, 2),
        (rtype::MORGUE, 3),
        (rtype::LEPREHALL, 4),
        (rtype::COCKNEST, 5),
        (rtype::ANTHOLE, 6),
    ] {
        let mut made = 0;
        for seed in 0..10 {
            with_ctx(seed * 7 + kind as u64, 12, |ctx| {
                let mut lev = four_rooms();
                let Some(r) = ctx.mkroom(&mut lev, kind) else { return };
                made += 1;
                let t = ctx.mk.t;
                let inside = monsters_in(&lev, r);
                assert!(!inside.is_empty());
                assert!(inside.iter().all(|m| m.msleeping));
                let room = lev.rooms[r].clone();
                match flag {
                    0 => {
                        assert!(lev.flags.has_court);
                        let throne = (room.lx..=room.hx)
                            .flat_map(|x| (room.ly..=room.hy).map(move |y| (x, y)))
                            .filter(|&(x, y)| lev.typ(x, y) == THRONE)
                            .count();
                        assert_eq!(throne, 1);
                        let chest = lev.objects.iter().find(|f| f.obj.otyp == ids::CHEST && f.obj.spe == 2).unwrap();
                        assert!(chest.obj.contents.iter().any(|o| o.otyp == ids::GOLD_PIECE));
                        assert!(inside.iter().all(|m| !m.mpeaceful));
                        assert!(inside.iter().any(|m| m.minvent.iter().any(|o| o.otyp == ids::MACE)));
                    }
                    1 => {
                        assert!(lev.flags.has_barracks);
                        assert!(inside.iter().all(|m| crate::monsters::makemon::is_mercenary(t, m.mnum)));
                    }
                    2 => {
                        assert!(lev.flags.has_beehive);
                        let queens = inside.iter().filter(|m| m.mnum == ids::PM_QUEEN_BEE).count();
                        assert_eq!(queens, 1);
                        assert!(inside.iter().all(|m| m.mnum == ids::PM_QUEEN_BEE || m.mnum == ids::PM_KILLER_BEE));
                    }
                    3 => {
                        assert!(lev.flags.has_morgue);
                        // Vampires come disguised; their own kind is undead.
                        let own = |m: &&crate::world::monst::Monst| m.cham.unwrap_or(m.mnum);
                        assert!(inside.iter().all(|m| crate::monsters::makemon::is_undead(t, own(m))
                            || crate::monsters::makemon::is_demon(t, own(m))));
                    }
                    4 => assert!(inside.iter().all(|m| m.mnum == ids::PM_LEPRECHAUN)),
                    5 => assert!(inside.iter().all(|m| m.mnum == ids::PM_COCKATRICE)),
                    _ => {
                        let ant = inside[0].mnum;
                        assert!(inside.iter().all(|m| m.mnum == ant), "one species per anthole");
                        assert!(t.mon(ant).mlet == oxhack_defs::MonClass::Ant);
                    }
                }
                assert_monsters_placed_well(ctx, &lev);
            });
        }
        assert!(made >= 5, "room kind {kind}: {made}");
    }
}

#[test]
fn morgues_have_graves_with_epitaphs() {
    let mut graves = 0;
    for seed in 0..10 {
        with_ctx(seed, 15, |ctx| {
            let mut lev = four_rooms();
            ctx.mkroom(&mut lev, rtype::MORGUE);
            for e in &lev.engravings {
                assert_eq!(lev.typ(e.x, e.y), GRAVE);
                assert!(!e.text.is_empty());
                assert!(e.text.is_ascii());
                graves += 1;
            }
        });
    }
    assert!(graves > 5, "{graves}");
}

#[test]
fn shops_get_a_shopkeeper_and_matching_stock() {
    let mut kinds = std::collections::HashSet::new();
    for seed in 0..40 {
        with_ctx(seed, 4, |ctx| {
            let mut lev = four_rooms();
            let Some(r) = ctx.mkshop(&mut lev) else { return };
            let t = ctx.mk.t;
            let room = lev.rooms[r].clone();
            let shp = shclass_of(room.rtype).unwrap();
            kinds.insert(room.rtype);
            assert!(lev.flags.has_shop && room.rlit);
            let door = lev.doors[room.fdoor as usize];
            let shk = lev.monsters.iter().find(|m| m.isshk()).expect("a shopkeeper");
            assert_eq!(shk.mnum, ids::PM_SHOPKEEPER);
            assert!(room.inside(shk.mx, shk.my), "inside the shop");
            assert_eq!((shk.mx - door.x).abs() + (shk.my - door.y).abs(), 1, "next to the door");
            assert!(shk.mpeaceful && !shk.msleeping);
            let Some(MExtra::Shk(e)) = &shk.mextra else { unreachable!() };
            assert_eq!(
                (e.shd, e.shk, e.shoproom, e.shoptype),
                (door, crate::world::level::Coord::new(shk.mx, shk.my), r, room.rtype)
            );
            assert!(
                shp.shknms.iter().any(|n| *n == e.shknam)
                    || e.shknam == "+Dirk"
                    || e.shknam == "-Lucrezia"
                    || SHTYPES[0].shknms.contains(&e.shknam.as_str()),
                "{}",
                e.shknam
            );
            assert!(shk.minvent.iter().any(|o| o.otyp == ids::GOLD_PIECE && o.quan >= 1030));
            assert_eq!(lev.rooms[r].resident, Some(shk.m_id));
            let dm = lev.at(door.x, door.y).doormask();
            assert!(dm == D_ISOPEN || dm == crate::world::level::D_CLOSED || dm == D_LOCKED);
            let mut stock = 0;
            for f in lev.objects.iter().filter(|f| room.inside(f.x, f.y)) {
                stock += 1;
                assert!(
                    saleable(t, room.rtype, &f.obj) || f.obj.otyp == ids::SPE_NOVEL,
                    "{} sells {:?}",
                    shp.name,
                    t.obj(f.obj.otyp).name
                );
                // Nothing on the row by the door.
                assert!(!(f.y == room.ly && door.y == room.ly - 1));
            }
            let mimics = lev.monsters.iter().filter(|m| t.mon(m.mnum).mlet == oxhack_defs::MonClass::Mimic).count();
            let area = ((room.hx - room.lx + 1) * (room.hy - room.ly)) as usize;
            assert_eq!(stock + mimics, area, "every square but the door row is stocked");
        });
    }
    assert!(kinds.len() >= 3, "{kinds:?}");
}

#[test]
fn temples_get_a_priest_beside_the_altar() {
    let mut made = 0;
    for seed in 0..20 {
        with_ctx(seed, 9, |ctx| {
            let mut lev = four_rooms();
            let Some(r) = ctx.mkroom(&mut lev, rtype::TEMPLE) else { return };
            made += 1;
            assert!(lev.flags.has_temple);
            let room = lev.rooms[r].clone();
            let priest = lev.monsters.iter().find(|m| m.ispriest()).expect("a priest");
            let Some(MExtra::Priest(p)) = &priest.mextra else { unreachable!() };
            let altar = p.shrpos;
            assert_eq!(lev.typ(altar.x, altar.y), ALTAR);
            assert!(lev.at(altar.x, altar.y).altarmask() & AM_SHRINE != 0);
            assert!(room.inside(altar.x, altar.y));
            assert_eq!((priest.mx, priest.my), (altar.x + 1, altar.y));
            assert_eq!(p.shralign, crate::monsters::priest::amask2align(lev.at(altar.x, altar.y).altarmask()));
            assert_eq!(p.shroom, r);
            assert!(priest.mpeaceful && !priest.msleeping);
            let books = priest.minvent.iter().filter(|o| o.oclass(ctx.mk.t) == oxhack_defs::OClass::Spbook).count();
            assert!((2..=4).contains(&books));
            assert_eq!(lev.rooms[r].resident, Some(priest.m_id));
        });
    }
    assert!(made > 10, "{made}");
}

#[test]
fn swamps_have_pools_and_eels() {
    let mut pools = 0;
    for seed in 0..10 {
        with_ctx(seed, 10, |ctx| {
            let mut lev = four_rooms();
            if ctx.mkroom(&mut lev, rtype::SWAMP).is_some() {
                assert!(lev.flags.has_swamp);
                pools += Level::positions().filter(|&(x, y)| lev.typ(x, y) == POOL).count();
                assert_monsters_placed_well(ctx, &lev);
            }
        });
    }
    assert!(pools > 20, "{pools}");
}

#[test]
fn same_seed_same_special_rooms() {
    let run = |seed| {
        with_ctx(seed, 7, |ctx| {
            let mut lev = four_rooms();
            ctx.mkshop(&mut lev);
            ctx.mkroom(&mut lev, rtype::ZOO);
            ctx.mkroom(&mut lev, rtype::TEMPLE);
            lev
        })
    };
    assert_eq!(run(99), run(99));
}

#[test]
fn bad_requests_do_not_panic() {
    with_ctx(2, 3, |ctx| {
        let mut empty = Level::new(crate::world::level::DLevel::default());
        for kind in [rtype::ZOO, rtype::TEMPLE, rtype::SWAMP, rtype::SHOPBASE, rtype::OROOM, 200] {
            assert_eq!(ctx.mkroom(&mut empty, kind), None);
        }
        let mut lev = four_rooms();
        ctx.stock_room(&mut lev, 99, RoomId::Main(1));
        ctx.stock_room(&mut lev, 0, RoomId::Main(99));
        ctx.fill_zoo(&mut lev, RoomId::Sub(99));
        let uz = lev.uz;
        ctx.priestini(&mut lev, uz, RoomId::Main(99), 0, 0, false);
        assert!(somexy(&lev, ctx.mk.rng, RoomId::Sub(7)).is_none());
        assert!(!lev.monsters.iter().any(|m| m.isshk()));
    });
}

#[test]
fn shops_in_subrooms_like_minetown() {
    with_ctx(8, 5, |ctx| {
        let mut lev = open_level();
        // A walled 5x3 shop inside the big room, its door on the left wall.
        let (lx, ly, hx, hy) = (30, 8, 34, 10);
        let id = RoomId::Sub(0);
        for x in lx - 1..=hx + 1 {
            for y in ly - 1..=hy + 1 {
                let wall = x == lx - 1 || x == hx + 1 || y == ly - 1 || y == hy + 1;
                let l = lev.at_mut(x, y).unwrap();
                l.typ = if !wall {
                    ROOM
                } else if x == lx - 1 || x == hx + 1 {
                    VWALL
                } else {
                    HWALL
                };
                l.roomno = id.roomno();
                l.edge = wall;
            }
        }
        lev.set_typ(lx - 1, 9, DOOR);
        let fdoor = lev.doors.len() as i32;
        lev.doors.push(crate::world::level::Coord::new(lx - 1, 9));
        lev.subrooms.push(MkRoom {
            lx,
            ly,
            hx,
            hy,
            rtype: rtype::SHOPBASE + 3,
            doorct: 1,
            fdoor,
            ..Default::default()
        });
        lev.rooms[0].sbrooms.push(0);
        ctx.stock_room(&mut lev, 3, id);
        let shk = lev.monsters.iter().find(|m| m.isshk()).expect("a shopkeeper");
        assert_eq!((shk.mx, shk.my), (lx, 9));
        let Some(MExtra::Shk(e)) = &shk.mextra else { unreachable!() };
        assert_eq!(e.shoproom, crate::monsters::shknam::room_index(id));
        assert_eq!(RoomId::from_roomno(e.shoproom as u8 + crate::world::level::ROOMOFFSET), Some(id));
        assert_eq!(lev.subrooms[0].resident, Some(shk.m_id));
        let potions = lev.objects.iter().filter(|f| f.obj.oclass(ctx.mk.t) == oxhack_defs::OClass::Potion).count();
        assert!(potions >= 8, "{potions} potions in the liquor emporium");
        // somexy in the parent room never lands in the shop.
        for _ in 0..300 {
            let c = somexy(&lev, ctx.mk.rng, RoomId::Main(0)).unwrap();
            assert!(!inside_room(&lev.subrooms[0], c.x, c.y));
        }
    });
}
