use super::testutil::*;
use super::*;
use crate::objects::mkobj::G_GENOD;
use crate::world::hero::Hero;
use oxhack_defs::flags::M2;
use oxhack_vm::terrain::POOL;

#[test]
fn same_seed_same_monsters() {
    let run = |seed| {
        with_ctx(seed, 8, |ctx| {
            let mut lev = open_level();
            for _ in 0..60 {
                ctx.makemon(&mut lev, None, 0, 0, NO_MM_FLAGS);
            }
            (lev.monsters, lev.objects)
        })
    };
    let (a, b) = (run(42), run(42));
    assert!(a.0.len() >= 60, "{} monsters", a.0.len());
    assert_eq!(a, b);
    assert_ne!(a.0, run(43).0);
}

#[test]
fn rndmonst_respects_the_difficulty_window() {
    let t = oxhack_tables::tables();
    for diff in [1, 3, 8, 15, 30] {
        for ulevel in [1, 6, 14] {
            let hero = Hero { ulevel, ..Hero::default() };
            with_ctx_hero(diff as u64 * 100 + ulevel as u64, diff, &hero, |ctx| {
                let (lo, hi) = (diff / 6, (diff + ulevel) / 2);
                let mut distinct = std::collections::HashSet::new();
                for _ in 0..400 {
                    let pm = ctx.rndmonst().expect("some monster fits");
                    let m = t.mon(pm);
                    let d = m.difficulty as i32;
                    assert!((lo..=hi).contains(&d), "{} difficulty {d} outside {lo}..={hi}", m.name);
                    assert!(!m.geno.intersects(Geno::NOGEN | Geno::UNIQ | Geno::HELL), "{}", m.name);
                    assert!(!crate::world::mondata::is_placeholder(pm));
                    distinct.insert(pm);
                }
                assert!(distinct.len() > 3, "variety at difficulty {diff}: {}", distinct.len());
            });
        }
    }
}

#[test]
fn genocided_and_extinct_species_are_never_made() {
    with_ctx(5, 4, |ctx| {
        let mut lev = open_level();
        let jackal = oxhack_tables::PM_JACKAL;
        let newt = oxhack_tables::PM_NEWT;
        ctx.mk.og.mvitals[jackal.0 as usize].mvflags |= G_GENOD;
        ctx.mk.og.mvitals[newt.0 as usize].mvflags |= G_EXTINCT;
        assert_eq!(ctx.makemon(&mut lev, Some(jackal), 10, 10, NO_MM_FLAGS), None);
        for _ in 0..2000 {
            let pm = ctx.rndmonst().unwrap();
            assert!(pm != jackal && pm != newt);
        }
        // A specific extinct (but not genocided) kind can still be asked for.
        assert!(ctx.makemon(&mut lev, Some(newt), 10, 10, NO_MM_FLAGS).is_some());
    });
}

#[test]
fn uniques_go_extinct_and_births_are_counted() {
    with_ctx(6, 20, |ctx| {
        let mut lev = open_level();
        let medusa = oxhack_tables::PM_MEDUSA;
        assert!(ctx.makemon(&mut lev, Some(medusa), 30, 10, NO_MM_FLAGS).is_some());
        let v = ctx.mk.og.mvitals[medusa.0 as usize];
        assert_eq!(v.born, 1);
        assert!(v.mvflags & G_EXTINCT != 0);
        assert!(ctx.uncommon(medusa));
        let before = ctx.mk.og.mvitals[oxhack_tables::PM_NEWT.0 as usize].born;
        ctx.makemon(&mut lev, Some(oxhack_tables::PM_NEWT), 31, 10, MmFlags::MM_NOCOUNTBIRTH);
        assert_eq!(ctx.mk.og.mvitals[oxhack_tables::PM_NEWT.0 as usize].born, before);
        // The Nazgul limit.
        for _ in 0..12 {
            ctx.propagate(oxhack_tables::PM_NAZGUL, true, false);
        }
        assert!(ctx.mvflags(oxhack_tables::PM_NAZGUL) & G_EXTINCT != 0);
    });
}

#[test]
fn groups_appear_and_stay_together() {
    let hero = Hero { ulevel: 8, ..Hero::default() };
    with_ctx_hero(11, 6, &hero, |ctx| {
        let mut lev = open_level();
        let mut grouped = 0;
        for _ in 0..40 {
            let before = lev.monsters.len();
            let Some(i) = ctx.makemon(&mut lev, Some(oxhack_tables::PM_JACKAL), 0, 0, NO_MM_FLAGS) else {
                continue;
            };
            assert_eq!(i, before);
            // A specific type never brings a group; anymon does.
            assert_eq!(lev.monsters.len(), before + 1);
        }
        for _ in 0..200 {
            let before = lev.monsters.len();
            if let Some(i) = ctx.makemon(&mut lev, None, 0, 0, NO_MM_FLAGS) {
                let leader = lev.monsters[i].clone();
                for m in &lev.monsters[before + 1..] {
                    grouped += 1;
                    assert_eq!(m.mnum, leader.mnum, "group of one kind");
                    assert!(!m.mpeaceful);
                    let d = (m.mx - leader.mx).abs().max((m.my - leader.my).abs());
                    assert!(d <= 12, "group member {d} squares away");
                }
            }
        }
        assert!(grouped > 10, "{grouped} group members");
        assert_monsters_placed_well(ctx, &lev);
    });
}

#[test]
fn placement_honours_goodpos() {
    with_ctx(21, 10, |ctx| {
        let mut lev = four_rooms();
        // Pools and a boulder in the second room.
        for x in 20..=28 {
            lev.set_typ(x, 5, POOL);
        }
        let b = ctx.mk.mksobj(oxhack_tables::BOULDER, false, false);
        lev.place_object(b, 22, 7);
        for _ in 0..300 {
            ctx.makemon(&mut lev, None, 0, 0, NO_MM_FLAGS);
        }
        // (Asked for a spot no kind fits, NetHack gives up choosing after
        // 50 kinds and uses the last; the boulder square is left out.)
        for x in 20..=28 {
            for y in (3..=8).filter(|&y| (x, y) != (22, 7)) {
                ctx.makemon(&mut lev, None, x, y, NO_MM_FLAGS);
            }
        }
        assert!(lev.monsters.len() > 150, "{}", lev.monsters.len());
        assert_monsters_placed_well(ctx, &lev);
        // Nothing is made off the map or on top of another monster (an
        // explicit kind and spot is taken as given otherwise, as in NetHack).
        assert_eq!(ctx.makemon(&mut lev, Some(oxhack_tables::PM_NEWT), 0, 5, NO_MM_FLAGS), None);
        assert_eq!(ctx.makemon(&mut lev, Some(oxhack_tables::PM_NEWT), 80, 5, NO_MM_FLAGS), None);
        let (x, y) = (lev.monsters[0].mx, lev.monsters[0].my);
        assert_eq!(ctx.makemon(&mut lev, Some(oxhack_tables::PM_NEWT), x, y, NO_MM_FLAGS), None);
        let moved = ctx.makemon(&mut lev, Some(oxhack_tables::PM_NEWT), x, y, MmFlags::MM_ADJACENTOK);
        if let Some(i) = moved {
            assert_ne!((lev.monsters[i].mx, lev.monsters[i].my), (x, y));
        }
        assert_monsters_placed_well(ctx, &lev);
    });
}

#[test]
fn attitude_and_special_cases() {
    let elf = Hero::new(oxhack_tables::PM_RANGER, oxhack_tables::PM_ELF, Align::Chaotic);
    with_ctx_hero(3, 10, &elf, |ctx| {
        let mut lev = open_level();
        for k in 0..20 {
            let i = ctx.makemon(&mut lev, Some(oxhack_tables::PM_HILL_ORC), 5 + k, 5, NO_MM_FLAGS).unwrap();
            assert!(!lev.monsters[i].mpeaceful, "orcs hate elves");
        }
        let i = ctx.makemon(&mut lev, Some(oxhack_tables::PM_LEPRECHAUN), 5, 9, NO_MM_FLAGS).unwrap();
        assert!(lev.monsters[i].msleeping);
        assert!(lev.monsters[i].minvent.iter().any(|o| o.otyp == oxhack_tables::GOLD_PIECE));
        let i = ctx.makemon(&mut lev, Some(oxhack_tables::PM_GHOST), 6, 9, NO_MM_FLAGS).unwrap();
        assert!(lev.monsters[i].mname.is_some());
        let i = ctx.makemon(&mut lev, Some(oxhack_tables::PM_STALKER), 7, 9, NO_MM_FLAGS).unwrap();
        assert!(lev.monsters[i].minvis && lev.monsters[i].perminvis);
        let i = ctx.makemon(&mut lev, Some(oxhack_tables::PM_CHAMELEON), 8, 9, NO_MM_FLAGS).unwrap();
        assert_eq!(lev.monsters[i].cham, Some(oxhack_tables::PM_CHAMELEON));
        let i = ctx.makemon(&mut lev, Some(oxhack_tables::PM_SMALL_MIMIC), 9, 9, NO_MM_FLAGS).unwrap();
        assert_ne!(lev.monsters[i].appear, crate::world::monst::Appearance::Nothing);
        let i = ctx.makemon(&mut lev, Some(oxhack_tables::PM_JACKAL), 10, 9, MmFlags::MM_ASLEEP).unwrap();
        assert!(lev.monsters[i].msleeping);
        let i = ctx.makemon(&mut lev, Some(oxhack_tables::PM_ALIGNED_PRIEST), 11, 9, NO_MM_FLAGS).unwrap();
        assert!(lev.monsters[i].isminion(), "unattached priests roam as minions");
        let i = ctx.makemon(&mut lev, Some(oxhack_tables::PM_SHOPKEEPER), 12, 9, MmFlags::MM_ESHK).unwrap();
        assert!(lev.monsters[i].isshk());
        assert!(lev.monsters[i].minvent.iter().any(|o| o.otyp == oxhack_tables::SKELETON_KEY));
        let i = ctx.makemon(&mut lev, Some(oxhack_tables::PM_NEWT), 13, 9, MmFlags::NO_MINVENT).unwrap();
        assert!(lev.monsters[i].minvent.is_empty());
        let i = ctx.makemon(&mut lev, Some(oxhack_tables::PM_ARCH_LICH), 14, 9, NO_MM_FLAGS).unwrap();
        assert!(lev.monsters[i].mstrategy & STRAT_APPEARMSG != 0);
        assert!(lev.monsters[i].mhpmax >= 1 && lev.monsters[i].m_lev > 0);
    });
}

#[test]
fn soldiers_are_armed_and_dressed() {
    with_ctx(17, 12, |ctx| {
        let mut lev = open_level();
        let mut worn = 0;
        let mut armed = 0;
        for k in 0..30 {
            let i = ctx.makemon(&mut lev, Some(oxhack_tables::PM_SOLDIER), 3 + 2 * k, 4, NO_MM_FLAGS).unwrap();
            let m = &lev.monsters[i];
            assert!(!m.minvent.is_empty());
            worn += (m.misc_worn_check & crate::world::obj::Worn::ARM.bits() != 0) as i32;
            let t = ctx.mk.t;
            armed += m.minvent.iter().any(|o| o.oclass(t) == oxhack_defs::OClass::Weapon) as i32;
            for o in &m.minvent {
                assert_eq!(o.owornmask.is_empty(), m.misc_worn_check & o.owornmask.bits() == 0);
            }
        }
        assert_eq!(worn, 30, "every soldier wears body armor");
        assert!(armed > 20, "{armed}");
    });
}

#[test]
fn mkclass_keeps_to_its_class() {
    let t = oxhack_tables::tables();
    with_ctx(9, 10, |ctx| {
        for class in [MonClass::Dragon, MonClass::Mimic, MonClass::Fungus, MonClass::Demon, MonClass::Zombie] {
            for _ in 0..200 {
                if let Some(pm) = ctx.mkclass(class, Geno::empty()) {
                    let m = t.mon(pm);
                    assert_eq!(m.mlet, class);
                    assert!(!m.geno.intersects(Geno::UNIQ | Geno::NOGEN), "{}", m.name);
                }
            }
        }
        let chaotic = ctx.mkclass_aligned(MonClass::Demon, Geno::empty(), Some(-1)).unwrap();
        assert!(t.mon(chaotic).maligntyp < 0);
        assert!(t.mon(chaotic).mflags2.contains(M2::DEMON));
    });
}

#[test]
fn peace_and_malign() {
    let hero = Hero::new(oxhack_tables::PM_VALKYRIE, oxhack_tables::PM_HUMAN, Align::Lawful);
    with_ctx_hero(4, 5, &hero, |ctx| {
        let t = ctx.mk.t;
        assert!(ctx.peace_minded(oxhack_tables::PM_SHOPKEEPER));
        assert!(!ctx.peace_minded(oxhack_tables::PM_GNOME_LORD), "humans hate gnomes");
        let mut lev = open_level();
        let i = ctx.makemon(&mut lev, Some(oxhack_tables::PM_SHOPKEEPER), 10, 10, NO_MM_FLAGS).unwrap();
        assert!(lev.monsters[i].malign < 0, "killing a peaceful is bad");
        let i = ctx.makemon(&mut lev, Some(oxhack_tables::PM_JACKAL), 11, 10, MmFlags::MM_ANGRY).unwrap();
        assert!(!lev.monsters[i].mpeaceful);
        // Always hostile, not co-aligned: at least 5.
        let mal = (t.mon(oxhack_tables::PM_JACKAL).maligntyp as i32).abs();
        assert_eq!(lev.monsters[i].malign, mal.max(5));
    });
}

#[test]
fn shapechangers_start_disguised() {
    with_ctx(31, 14, |ctx| {
        let t = ctx.mk.t;
        let mut lev = open_level();
        let mut disguised = 0;
        for (k, pm) in [oxhack_tables::PM_CHAMELEON, oxhack_tables::PM_DOPPELGANGER, oxhack_tables::PM_SANDESTIN]
            .into_iter()
            .cycle()
            .take(30)
            .enumerate()
        {
            let i = ctx.makemon(&mut lev, Some(pm), 3 + 2 * k as i32, 6, NO_MM_FLAGS).unwrap();
            let m = &lev.monsters[i];
            assert_eq!(m.cham, Some(pm));
            if m.mnum != pm {
                disguised += 1;
                assert!(m.minvent.is_empty(), "a disguised shapechanger starts empty-handed");
                assert!(polyok(t, m.mnum) || crate::world::mondata::is_mplayer(m.mnum), "{}", t.mon(m.mnum).name);
                assert!(m.mhp >= 1 && m.mhp <= m.mhpmax);
            }
        }
        assert!(disguised >= 25, "{disguised}");
        let i = ctx.makemon(&mut lev, Some(oxhack_tables::PM_VAMPIRE_LORD), 3, 12, NO_MM_FLAGS).unwrap();
        let v = &lev.monsters[i];
        assert!(matches!(v.mnum, oxhack_tables::PM_WOLF | oxhack_tables::PM_FOG_CLOUD | oxhack_tables::PM_VAMPIRE_BAT));
    });
}

#[test]
fn starting_alignment_record() {
    let samurai = Hero::new(oxhack_tables::PM_SAMURAI, oxhack_tables::PM_HUMAN, Align::Lawful);
    assert_eq!(MonEnv::new(&samurai).ualign_record, 10);
    assert_eq!(MonEnv::new(&Hero::default()).ualign_record, 0, "tourists start at 0");
}
