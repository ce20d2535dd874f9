//! Treasure lists (Crossfire's model, `dat/treasure.def`) in play: what
//! a monster whose class or type names a list starts with and drops at
//! death, what a bound container holds, what `OBJECT: random` makes in a
//! bound room of a special level; the list semantics (chances, weights,
//! branches, quantities, magic, depth gates); monsters with no list keep
//! NetHack's code and its random draws; the same seed makes the same
//! treasure.

mod arena;

use dgn_comp::roles::LevelRole;
use oxhack_defs::{OClass, Tables, TreasureEntry, TreasureId, TreasureItem, TreasureList};
use oxhack_game::game::{Game, NewGame};
use oxhack_game::hero::golevel::Arrival;
use oxhack_game::monsters::makemon::{MmFlags, NO_MM_FLAGS};
use oxhack_game::objects::mkobj::{LevelCtx, MkCtx};
use oxhack_game::world::dungeon::role_level;
use oxhack_game::world::level::RoomId;
use oxhack_game::world::obj::Obj;
use oxhack_tables::{ids, tables};

/// Runs `f` with an object-creation context on `t` at level difficulty
/// `difficulty`.
fn mk_on<R>(g: &mut Game, t: &Tables, difficulty: i32, f: impl FnOnce(&mut MkCtx<'_>) -> R) -> R {
    let lvl = LevelCtx { difficulty, depth: difficulty, ..g.level_ctx(g.u.uz) };
    let content = g.content.clone();
    let mut c = MkCtx { t, os: &g.os, og: &mut g.og, rng: &mut g.rng, hero: &g.u.hero, lvl, texts: &content.texts };
    f(&mut c)
}

fn count(objs: &[Obj], otyp: oxhack_defs::Otyp) -> usize {
    objs.iter().filter(|o| o.otyp == otyp).count()
}

/// `share` is `hits / n` within `tol` (absolute).
fn near(hits: usize, n: usize, share: f64, tol: f64, what: &str) {
    let got = hits as f64 / n as f64;
    eprintln!("{what}: {hits}/{n} = {got:.4} (list: {share:.4})");
    assert!((got - share).abs() <= tol, "{what}: {hits}/{n} = {got:.4}, expected {share:.4} ± {tol}");
}

#[test]
fn the_real_lists_are_embedded_and_named() {
    let t = tables();
    let tr = &t.treasure;
    assert_eq!(tr.lists.len(), 11);
    assert_eq!(tr.list(ids::TR_CENTAUR_KIT).map(|l| l.name.as_str()), Some("a centaur's hunting kit"));
    let banner = oxhack_game::banner();
    assert!(banner.contains("Treasure lists: 11"), "{banner}");
    // The bound level names are levels of OxHack's world.
    let content = oxhack_game::world::content::Content::embedded();
    for r in &tr.rooms {
        let level = r.level.as_deref().expect("our bindings name their level");
        assert!(content.level(level).is_some(), "treasure.def binds a room of an unknown level {level:?}");
    }
}

#[test]
fn a_centaurs_kit_follows_the_chances_of_its_list() {
    let mut g = arena::room_arena(1, true);
    let n = 20_000;
    let (mut bows, mut crossbows, mut spears, mut arrows, mut bolts, mut purses) = (0, 0, 0, 0i64, 0i64, 0);
    for _ in 0..n {
        let objs = mk_on(&mut g, tables(), 5, |c| c.create_treasure(ids::TR_CENTAUR_KIT));
        let (b, x, s) = (count(&objs, ids::BOW), count(&objs, ids::CROSSBOW), count(&objs, ids::SPEAR));
        assert_eq!(b + x + s, 1, "exactly one of the three weapons: {objs:?}");
        let ar: i64 = objs.iter().filter(|o| o.otyp == ids::ARROW).map(|o| o.quan).sum();
        let bo: i64 = objs.iter().filter(|o| o.otyp == ids::CROSSBOW_BOLT).map(|o| o.quan).sum();
        // The yes branches: arrows only with the bow, bolts only with the crossbow.
        assert_eq!(ar > 0, b == 1);
        assert_eq!(bo > 0, x == 1);
        assert!((0..=14).contains(&ar) && (0..=14).contains(&bo));
        bows += b;
        crossbows += x;
        spears += s;
        arrows += ar;
        bolts += bo;
        // Anything else came from the purse (one object when it rolls).
        let extra = objs.len() - b - x - s - usize::from(ar > 0) - usize::from(bo > 0);
        assert!(extra <= 1);
        purses += extra;
    }
    near(bows, n, 0.50, 0.015, "bows");
    near(crossbows, n, 0.25, 0.015, "crossbows");
    near(spears, n, 0.25, 0.015, "spears");
    near(purses, n, 0.30, 0.015, "purses");
    // 1..=14 arrows: 7.5 on average.
    let mean = arrows as f64 / bows as f64;
    assert!((mean - 7.5).abs() < 0.3, "arrows per bow {mean}");
    assert!(((bolts as f64 / crossbows as f64) - 7.5).abs() < 0.4);
}

#[test]
fn centaurs_are_made_with_their_lists_and_a_forest_centaur_with_its_own() {
    let mut g = arena::room_arena(2, true);
    let (x, y) = (g.u.ux + 2, g.u.uy);
    let n = 300;
    let (mut plains_weapons, mut forest_elven) = (0, 0);
    for _ in 0..n {
        for pm in [ids::PM_PLAINS_CENTAUR, ids::PM_FOREST_CENTAUR] {
            g.lev.monsters.clear();
            let i = g.with_mon(|c, lev| c.makemon(lev, Some(pm), x, y, NO_MM_FLAGS)).expect("a centaur");
            let inv = &g.lev.monsters[i].minvent;
            let has = |o| inv.iter().any(|x| x.otyp == o);
            if pm == ids::PM_PLAINS_CENTAUR {
                assert!(!has(ids::ELVEN_BOW), "the class list has no elven bows");
                let w = [ids::BOW, ids::CROSSBOW, ids::SPEAR].iter().filter(|&&o| has(o)).count();
                assert_eq!(w, 1, "{inv:?}");
                plains_weapons += w;
            } else if has(ids::ELVEN_BOW) {
                forest_elven += 1;
                assert!(has(ids::ELVEN_ARROW));
                // magic 1 on the bow: never cursed.
                assert!(inv.iter().filter(|o| o.otyp == ids::ELVEN_BOW).all(|o| !o.cursed && o.spe >= 1));
            } else {
                // The no branch hands over to the class's kit.
                assert!([ids::BOW, ids::CROSSBOW, ids::SPEAR].iter().any(|&o| has(o)), "{inv:?}");
            }
        }
    }
    assert_eq!(plains_weapons, n);
    near(forest_elven, n, 0.70, 0.08, "forest centaurs with elven bows");
}

/// Kills kobolds of `pm` `n` times (nothing carried) and returns what
/// lay where each fell, corpses left out.
fn kill_many(g: &mut Game, pm: oxhack_defs::Pm, n: usize) -> Vec<Vec<Obj>> {
    let (x, y) = (g.u.ux + 1, g.u.uy);
    let mut drops = Vec::new();
    for _ in 0..n {
        g.lev.monsters.clear();
        g.lev.objects.clear();
        let id = arena::place(g, pm, x, y);
        let i = g.mon_index(id).expect("placed");
        g.lev.monsters[i].minvent.clear();
        g.xkilled(i);
        drops.push(g.lev.objects_at(x, y).filter(|o| o.otyp != ids::CORPSE).cloned().collect());
    }
    drops
}

#[test]
fn a_kobold_drops_what_its_death_list_says() {
    let mut g = arena::room_arena(3, true);
    let n = 3000;
    let drops = kill_many(&mut g, ids::PM_LARGE_KOBOLD, n);
    let with = |o| drops.iter().filter(|d| d.iter().any(|x: &Obj| x.otyp == o)).count();
    near(with(ids::DART), n, 0.20, 0.025, "darts");
    near(with(ids::TALLOW_CANDLE), n, 0.10, 0.02, "candles");
    for d in &drops {
        for o in d.iter().filter(|o| o.otyp == ids::DART) {
            assert!((1..=6).contains(&o.quan), "1..=6 darts, not {}", o.quan);
        }
        // Nothing outside the list: darts, a candle, the purse's one thing.
        assert!(d.len() <= 3, "{d:?}");
    }
    let empty = drops.iter().filter(|d| d.is_empty()).count();
    // P(nothing) = 0.8 * 0.9 * 0.9.
    near(empty, n, 0.648, 0.03, "kills dropping nothing");
}

/// Dragons name `TR_DRAGON_HOARD` as their death list: every one leaves
/// 1..=500 gold pieces, and gems three times in four.
#[test]
fn a_dragon_dies_on_its_hoard() {
    let mut g = arena::room_arena(4, true);
    let n = 400;
    let drops = kill_many(&mut g, ids::PM_RED_DRAGON, n);
    let gold = |d: &Vec<Obj>| d.iter().filter(|o| o.otyp == ids::GOLD_PIECE).map(|o| o.quan).sum::<i64>();
    assert!(drops.iter().all(|d| (1..=500).contains(&gold(d))), "1..=500 gold pieces each");
    let mean = drops.iter().map(gold).sum::<i64>() as f64 / n as f64;
    assert!((225.0..=276.0).contains(&mean), "about 250 on average: {mean}");
    eprintln!("{n} dragons: {mean:.1} gold on average");
    let t = oxhack_tables::tables();
    let gems = drops.iter().filter(|d| d.iter().any(|o| t.obj(o.otyp).class == oxhack_defs::OClass::Gem)).count();
    near(gems, n, 0.75, 0.06, "hoards with gems");
}

#[test]
fn a_monster_with_no_list_keeps_nethacks_random_drop() {
    // Jackals name no list: 1 in 6 kills leave a random object (small
    // ones only, for a small monster), whatever its class.
    let mut g = arena::room_arena(4, true);
    let n = 3000;
    let drops = kill_many(&mut g, ids::PM_JACKAL, n);
    let hits = drops.iter().filter(|d| !d.is_empty()).count();
    assert!(drops.iter().all(|d| d.len() <= 1));
    // 1/6 less the heavy objects a small monster cannot drop.
    let share = hits as f64 / n as f64;
    assert!((0.10..=0.1667 + 0.02).contains(&share), "{hits}/{n}");
    let classes: std::collections::HashSet<_> = drops.iter().flatten().map(|o| tables().obj(o.otyp).class).collect();
    assert!(classes.len() >= 6, "random classes, as NetHack's mkobj: {classes:?}");
}

#[test]
fn a_monster_with_no_list_starts_with_nethacks_inventory_and_draws() {
    // A hill orc (no list): makemon's inventory is m_initweap then
    // m_initinv then m_dowear, with the same random draws as when those
    // are called by hand on the same monster made bare.
    for seed in 1..=40 {
        let mut a = arena::room_arena(seed, true);
        let mut b = arena::room_arena(seed, true);
        assert!(a.rng == b.rng);
        let (x, y) = (a.u.ux + 2, a.u.uy);
        let ia = a.with_mon(|c, lev| c.makemon(lev, Some(ids::PM_HILL_ORC), x, y, MmFlags::MM_NOGRP)).unwrap();
        let ib = b
            .with_mon(|c, lev| c.makemon(lev, Some(ids::PM_HILL_ORC), x, y, MmFlags::MM_NOGRP | MmFlags::NO_MINVENT))
            .unwrap();
        b.with_mon(|c, lev| {
            let mon = &mut lev.monsters[ib];
            c.m_initweap(mon);
            c.m_initinv(mon, true, false);
            c.m_dowear(mon, true);
        });
        // makemon's saddle check for domestic animals draws rn2(100).
        b.rng.rn2(100);
        let inv =
            |g: &Game, i: usize| g.lev.monsters[i].minvent.iter().map(|o| (o.otyp, o.quan, o.spe)).collect::<Vec<_>>();
        assert_eq!(inv(&a, ia), inv(&b, ib), "seed {seed}");
        assert!(a.rng == b.rng, "seed {seed}: the same draws");
    }
}

#[test]
fn a_sack_holds_what_its_list_says_and_chests_keep_nethacks() {
    let mut g = arena::room_arena(5, true);
    // Sacks made while a level is built (the hero's starting sacks stay
    // empty, as NetHack's).
    let in_level = |g: &mut Game, otyp| {
        let lvl = LevelCtx { in_mklev: true, moves: 100, ..g.level_ctx(g.u.uz) };
        let content = g.content.clone();
        let mut c = MkCtx {
            t: tables(),
            os: &g.os,
            og: &mut g.og,
            rng: &mut g.rng,
            hero: &g.u.hero,
            lvl,
            texts: &content.texts,
        };
        c.mksobj(otyp, true, false)
    };
    let n = 6000;
    let (mut food, mut coins, mut scrolls, mut total) = (0, 0, 0, 0);
    for _ in 0..n {
        let sack = in_level(&mut g, ids::SACK);
        let has = |cl| sack.contents.iter().any(|o| tables().obj(o.otyp).class == cl);
        food += usize::from(has(OClass::Food));
        coins += usize::from(has(OClass::Coin));
        scrolls += usize::from(has(OClass::Scroll));
        total += sack.contents.len();
        assert!(sack.contents.len() <= 4, "{:?}", sack.contents);
    }
    near(food, n, 0.40, 0.02, "sacks with food");
    near(coins, n, 0.50 * 0.60, 0.02, "sacks with gold");
    // No scroll: (1 - 0.1) * (1 - 0.5 * 0.05).
    near(scrolls, n, 1.0 - 0.9 * 0.975, 0.015, "sacks with a scroll");
    // Mean objects: the sum of the chances (the branch 0.4 * 0.25).
    let mean = total as f64 / n as f64;
    eprintln!("objects per sack: {mean:.3} (list: 1.100)");
    assert!((mean - 1.1).abs() < 0.04, "{mean}");
    // NetHack's sacks hold at most one thing: the list is what fills them.
    assert!(total > n);
    // The hero's own starting sack stays empty.
    let start = g.with_mk(|c| {
        c.lvl.moves = 1;
        c.lvl.in_mklev = false;
        c.mksobj(ids::SACK, true, false)
    });
    assert!(start.contents.is_empty());
    // Chests and large boxes name no list: NetHack's 0..=5 (7 when
    // locked) and 0..=3 (5) objects.
    for _ in 0..2000 {
        let ch = in_level(&mut g, ids::CHEST);
        assert!(ch.contents.len() <= if ch.olocked { 7 } else { 5 });
        let bx = in_level(&mut g, ids::LARGE_BOX);
        assert!(bx.contents.len() <= if bx.olocked { 5 } else { 3 });
    }
}

#[test]
fn the_seer_levels_random_objects_are_offerings() {
    // OBJECT: random in the Seer's ordinary rooms comes from
    // TR_SEER_OFFERINGS: a third of it gold (NetHack's random objects are
    // never gold), at most 120 pieces a pile.
    let (mut offerings, mut gold) = (0, 0);
    for seed in 1..=40 {
        let mut g = Game::new(NewGame::quick(seed)).expect("game");
        let seer = role_level(&g.layout, LevelRole::Oracle).expect("the Seer's level");
        g.goto_level(seer, Arrival::Random);
        for fo in &g.lev.objects {
            let rno = g.lev.at(fo.x, fo.y).roomno;
            let Some(room) = RoomId::from_roomno(rno).and_then(|r| g.lev.room(r)) else { continue };
            if room.rtype != 0 || matches!(fo.obj.otyp, ids::STATUE | ids::BOULDER) {
                continue;
            }
            let class = tables().obj(fo.obj.otyp).class;
            // The '!' and '?' statements name a class: not offerings.
            if class == OClass::Coin {
                gold += 1;
                assert!((1..=120).contains(&fo.obj.quan), "{}", fo.obj.quan);
            }
            offerings += 1;
        }
    }
    eprintln!("seer: {gold} gold piles among {offerings} room objects");
    // Two offerings a level (and the potion and scroll statements).
    assert!(offerings >= 40 * 3, "{offerings}");
    // 35% of 80 offerings: 28, give or take.
    assert!((14..=45).contains(&gold), "{gold} gold piles among {offerings}");
}

/// A table with one hand-made list, to pin down the semantics.
fn with_list(one: bool, entries: Vec<TreasureEntry>) -> Tables {
    let mut t = tables().clone();
    t.treasure.lists.push(TreasureList { constant: "TR_TEST".into(), name: "test".into(), one, entries });
    t
}

fn entry(item: TreasureItem, chance: u8, nrof: u16, magic: i8) -> TreasureEntry {
    TreasureEntry { item, chance, nrof, magic, yes: Vec::new(), no: Vec::new() }
}

fn test_id(t: &Tables) -> TreasureId {
    TreasureId(t.treasure.lists.len() as u16 - 1)
}

#[test]
fn nrof_makes_a_stack_or_that_many_objects() {
    let t = with_list(
        false,
        vec![
            entry(TreasureItem::Object(ids::ARROW), 100, 5, 0),
            entry(TreasureItem::Object(ids::LONG_SWORD), 100, 3, 0),
        ],
    );
    let id = test_id(&t);
    let mut g = arena::room_arena(6, true);
    let mut seen = [false; 4];
    for _ in 0..500 {
        let objs = mk_on(&mut g, &t, 1, |c| c.create_treasure(id));
        let arrows: Vec<_> = objs.iter().filter(|o| o.otyp == ids::ARROW).collect();
        assert_eq!(arrows.len(), 1, "arrows merge: one stack");
        assert!((1..=5).contains(&arrows[0].quan));
        let swords = count(&objs, ids::LONG_SWORD);
        assert!((1..=3).contains(&swords), "swords do not merge: 1..=3 of them");
        seen[swords] = true;
    }
    assert!(seen[1] && seen[2] && seen[3]);
}

#[test]
fn magic_blesses_and_enchants_and_negative_magic_curses() {
    let t = with_list(false, vec![entry(TreasureItem::Object(ids::LONG_SWORD), 100, 0, 4)]);
    let good = test_id(&t);
    let mut g = arena::room_arena(7, true);
    let (mut blessed, mut props, n) = (0, 0, 3000);
    for _ in 0..n {
        let o = &mk_on(&mut g, &t, 1, |c| c.create_treasure(good))[0];
        assert!(!o.cursed && (1..=7).contains(&o.spe), "spe {} cursed {}", o.spe, o.cursed);
        blessed += usize::from(o.blessed);
        props += usize::from(o.oprops != 0);
    }
    // k is 1..=4: blessed with chance k/10 (0.25), at least (properties
    // bless too).
    assert!(blessed as f64 / n as f64 >= 0.22, "{blessed}");
    // Properties with chance k/10 on average 0.25 (plus NetHack's own
    // difficulty-1 chance, zero here).
    near(props, n, 0.25, 0.03, "properties from magic");
    let t = with_list(false, vec![entry(TreasureItem::Class(OClass::Armor), 100, 0, -3)]);
    let bad = test_id(&t);
    for _ in 0..1000 {
        let o = &mk_on(&mut g, &t, 1, |c| c.create_treasure(bad))[0];
        assert!(o.cursed && !o.blessed && (-7..=-1).contains(&o.spe), "spe {}", o.spe);
    }
}

#[test]
fn yes_and_no_branches_and_the_depth_gate_of_a_list() {
    // A 30% dagger; yes: an arrow; no: the gems list, entered only from
    // difficulty 10.
    let mut dagger = entry(TreasureItem::Object(ids::DAGGER), 30, 0, 0);
    dagger.yes = vec![entry(TreasureItem::Object(ids::ARROW), 100, 1, 0)];
    dagger.no = vec![entry(TreasureItem::List(ids::TR_GEMS), 100, 0, 10)];
    let t = with_list(false, vec![dagger]);
    let id = test_id(&t);
    let mut g = arena::room_arena(8, true);
    let n = 4000;
    let (mut daggers, mut gems_shallow, mut gems_deep) = (0, 0, 0);
    for _ in 0..n {
        let shallow = mk_on(&mut g, &t, 9, |c| c.create_treasure(id));
        let deep = mk_on(&mut g, &t, 10, |c| c.create_treasure(id));
        for objs in [&shallow, &deep] {
            let d = count(objs, ids::DAGGER);
            assert_eq!(d == 1, count(objs, ids::ARROW) == 1, "the yes branch follows the dagger");
        }
        daggers += count(&shallow, ids::DAGGER);
        gems_shallow += shallow.iter().filter(|o| tables().obj(o.otyp).class == OClass::Gem).count();
        gems_deep += deep.iter().filter(|o| tables().obj(o.otyp).class == OClass::Gem).count();
    }
    near(daggers, n, 0.30, 0.025, "daggers");
    assert_eq!(gems_shallow, 0, "too shallow for the gems list");
    near(gems_deep, n, 0.70, 0.025, "gems when no dagger, deep enough");
}

#[test]
fn treasureone_picks_by_weight_and_retries_a_gated_list_when_nrof_says() {
    let t = with_list(
        true,
        vec![
            entry(TreasureItem::Object(ids::DAGGER), 1, 0, 0),
            entry(TreasureItem::Object(ids::ARROW), 3, 0, 0),
            // Too deep here: picks again (nrof 1).
            entry(TreasureItem::List(ids::TR_GEMS), 4, 1, 50),
        ],
    );
    let id = test_id(&t);
    let mut g = arena::room_arena(9, true);
    let n = 8000;
    let (mut daggers, mut nothing) = (0, 0);
    for _ in 0..n {
        let objs = mk_on(&mut g, &t, 5, |c| c.create_treasure(id));
        assert!(objs.len() <= 1, "{objs:?}");
        nothing += usize::from(objs.is_empty());
        daggers += count(&objs, ids::DAGGER);
    }
    // Ten picks at most: all ten land on the gated list 1 time in 1024
    // (about 8 of 8000).
    assert!((1..=25).contains(&nothing), "{nothing} gave up after ten picks");
    // The gated list is picked again until dagger or arrow: 1 in 4.
    near(daggers, n, 0.25, 0.02, "daggers");
    // With nrof 0, a gated pick makes nothing.
    let t = with_list(
        true,
        vec![entry(TreasureItem::Object(ids::DAGGER), 1, 0, 0), entry(TreasureItem::List(ids::TR_GEMS), 1, 0, 50)],
    );
    let id = test_id(&t);
    let empty = (0..n).filter(|_| mk_on(&mut g, &t, 5, |c| c.create_treasure(id)).is_empty()).count();
    near(empty, n, 0.5, 0.025, "nothing made");
}

#[test]
fn the_same_seed_makes_the_same_treasure() {
    let drops = |seed| {
        let mut g = arena::room_arena(seed, true);
        let d = kill_many(&mut g, ids::PM_OGRE, 30);
        let hoard = g.with_mk(|c| c.create_treasure(ids::TR_DRAGON_HOARD));
        let key = |o: &Obj| (o.otyp, o.quan, o.spe, o.blessed, o.cursed, o.oprops);
        (
            d.iter().map(|v| v.iter().map(key).collect::<Vec<_>>()).collect::<Vec<_>>(),
            hoard.iter().map(key).collect::<Vec<_>>(),
        )
    };
    let a = drops(11);
    assert_eq!(a, drops(11));
    assert_ne!(a, drops(12));
    // An ogre's sack has gold 60% of the time, 1..=150 pieces.
    assert!(a.0.iter().flatten().filter(|o| o.0 == ids::GOLD_PIECE).all(|o| (1..=150).contains(&o.1)));
}

#[test]
fn hand_made_cycles_and_fan_outs_end() {
    // makedefs refuses cycles, but a table built by hand can have one, or
    // lists that fan out 20 ways ten deep: making them still ends, with a
    // bounded number of objects.
    let mut t = tables().clone();
    let base = t.treasure.lists.len() as u16;
    for level in 0..10u16 {
        let next = if level == 9 {
            TreasureItem::Object(ids::DAGGER)
        } else {
            TreasureItem::List(TreasureId(base + level + 1))
        };
        t.treasure.lists.push(TreasureList {
            constant: format!("TR_FAN{level}"),
            name: "fan".into(),
            one: false,
            entries: (0..20).map(|_| entry(next, 100, 0, 0)).collect(),
        });
    }
    let cycle = TreasureId(t.treasure.lists.len() as u16);
    t.treasure.lists.push(TreasureList {
        constant: "TR_CYCLE".into(),
        name: "cycle".into(),
        one: false,
        entries: vec![entry(TreasureItem::Object(ids::ARROW), 100, 0, 0), entry(TreasureItem::List(cycle), 100, 0, 0)],
    });
    let mut g = arena::room_arena(10, true);
    let fan = mk_on(&mut g, &t, 1, |c| c.create_treasure(TreasureId(base)));
    assert!(!fan.is_empty() && fan.len() <= 200, "{}", fan.len());
    let cyc = mk_on(&mut g, &t, 1, |c| c.create_treasure(cycle));
    assert!(!cyc.is_empty() && cyc.len() <= 200 && cyc.iter().all(|o| o.otyp == ids::ARROW));
    // An id past the end makes nothing.
    assert!(mk_on(&mut g, &t, 1, |c| c.create_treasure(TreasureId(u16::MAX))).is_empty());
}
