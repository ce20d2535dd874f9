//! Affixes and themes as data (issue 19, part A): the property document's
//! twenty drawn as before from the allocation tables, OxHack's own affixes
//! with their modifiers in play (to-hit, damage, dice, AC, weight), names,
//! wishes and prices, the seed's worked theme examples, OxHack's affix roll
//! and the generation statistics per depth band.

mod arena;

use oxhack_defs::tables::AffixLevel;
use oxhack_game::objects::affix::*;
use oxhack_game::objects::affix_stats::{affix_stats, format_stats, worst_gap};
use oxhack_game::objects::o_init::ObjectsState;
use oxhack_game::objects::objnam::{NameCtx, xname};
use oxhack_game::objects::oprops::*;
use oxhack_game::objects::theme::*;
use oxhack_game::objects::weapon::{dmgval, hitval};
use oxhack_game::objects::wish::{Sandbox, Wish, WishOpts};
use oxhack_game::rng::Rng;
use oxhack_game::world::obj::{ITEM_PROP_MASK, Obj, Worn};
use oxhack_tables::ids::*;
use oxhack_tables::tables;

fn os() -> ObjectsState {
    ObjectsState::unshuffled(tables())
}

fn known(otyp: oxhack_defs::Otyp, props: u32) -> Obj {
    let mut o = Obj::new(otyp, 1);
    o.oprops = props;
    o.oprops_known = props;
    o.dknown = true;
    o
}

fn theme_index(name: &str) -> usize {
    theme_named(tables(), name).expect("theme")
}

// ---- the property document's draw --------------------------------------

/// The draw before affixes existed: uniform over the eligible twenty.
fn old_create_oprop(os: &ObjectsState, obj: &mut Obj, rng: &mut Rng) {
    let t = tables();
    let bad = detrimental_mask(t);
    let eligible = restrict_oprops(t, os, obj, random_mask(t) & document_mask(t));
    if eligible & !obj.oprops == 0 {
        return;
    }
    let mut first = obj.oprops == 0;
    while first || rng.rn2(EXTRA_PROP_CHANCE) == 0 {
        first = false;
        let left: Vec<u32> = oprops_of(t, eligible & !obj.oprops).map(|p| p.bit).collect();
        if left.is_empty() {
            break;
        }
        obj.oprops |= left[rng.rn2(left.len() as i32) as usize];
    }
    if obj.oprops & bad != 0 && rng.rn2(10) < DETRIMENTAL_CURSE_IN_TEN {
        obj.curse();
    }
}

#[test]
fn the_documents_draw_is_unchanged_object_for_object() {
    let t = tables();
    let os = os();
    for otyp in [LONG_SWORD, ARROW, BOW, MACE, PLATE_MAIL, LEATHER_GLOVES, T_SHIRT, RIN_ADORNMENT, AMULET_OF_ESP] {
        let (mut a, mut b) = (Rng::new(17), Rng::new(17));
        for _ in 0..3000 {
            let mut new = Obj::new(otyp, 1);
            create_oprop(t, &os, &mut new, true, OpropRules::default(), &mut a);
            let mut old = Obj::new(otyp, 1);
            old_create_oprop(&os, &mut old, &mut b);
            assert_eq!((new.oprops, new.cursed), (old.oprops, old.cursed), "{}", t.obj(otyp).display_name());
            assert_eq!(new.oprops & !document_mask(t), 0, "only the document's twenty");
        }
        assert_eq!(a.rn2(1_000_000), b.rn2(1_000_000), "the same random stream after 3000 objects");
    }
}

#[test]
fn the_documents_rates_from_the_tables_and_sampled() {
    let t = tables();
    let os = os();
    // Exact: every eligible property of the document is equally likely.
    for (otyp, n) in [(LONG_SWORD, 11), (ARROW, 5), (T_SHIRT, 18), (RIN_ADORNMENT, 17), (AMULET_OF_ESP, 14)] {
        let cands = affix_candidates(t, &os, otyp, None, &[AffixLevel::Good], 0, 0);
        assert_eq!(cands.len(), n, "{}", t.obj(otyp).display_name());
        for (_, p) in expected_draw(&cands) {
            assert!((p - 1.0 / n as f64).abs() < 1e-12);
        }
    }
    // Sampled: the first property of a long sword, 48,000 draws.
    let cands = affix_candidates(t, &os, LONG_SWORD, None, &[AffixLevel::Good], 0, 0);
    let mut rng = Rng::new(5);
    let mut seen = std::collections::HashMap::new();
    let n = 48_000;
    for _ in 0..n {
        let mut o = Obj::new(LONG_SWORD, 1);
        create_oprop(t, &os, &mut o, true, OpropRules::default(), &mut rng);
        for (bit, _) in &cands {
            if o.oprops & bit != 0 {
                *seen.entry(*bit).or_insert(0) += 1;
            }
        }
    }
    for (bit, _) in &cands {
        let share = f64::from(seen[bit]) / f64::from(n);
        assert!((share - 1.0 / cands.len() as f64).abs() < 0.006, "{bit:#x}: {share}");
    }
}

#[test]
fn generation_cases_of_the_document_hold_with_affixes_in_the_tables() {
    // Part 1 of the document: weapons (difficulty)% (the average of depth
    // and experience level: half of level_difficulty's sum), armor 1 in
    // 100, rings and amulets 1 in 250; only the document's twenty appear.
    let mut g = arena::room_arena(3, true);
    let t = tables();
    g.with_mk(|c| {
        c.lvl.difficulty = 40;
        let n = 40_000;
        let mut share = |otyp| {
            let mut with = 0;
            for _ in 0..n {
                let o = c.mksobj(otyp, true, false);
                assert_eq!(o.oprops & !document_mask(t), 0);
                assert_eq!(o.otheme, 0);
                with += (o.oprops != 0) as i32;
            }
            f64::from(with) / f64::from(n)
        };
        let weapon = share(LONG_SWORD);
        assert!((weapon - 0.20).abs() < 0.01, "weapon {weapon}");
        let armor = share(T_SHIRT);
        assert!((armor - 0.01).abs() < 0.002, "armor {armor}");
        let ring = share(RIN_ADORNMENT);
        assert!((ring - 0.004).abs() < 0.0015, "ring {ring}");
        let amulet = share(AMULET_OF_ESP);
        assert!((amulet - 0.004).abs() < 0.0015, "amulet {amulet}");
    });
}

// ---- OxHack's affixes: their numbers in play -----------------------------

#[test]
fn there_are_thirty_one_affixes_covering_every_modifier() {
    let t = tables();
    assert_eq!(t.oprops.len(), 31);
    assert_eq!(document_props(t).count(), 20);
    let ours: Vec<_> = t.oprops.iter().filter(|p| matches!(p.level, AffixLevel::Great | AffixLevel::Uber)).collect();
    assert_eq!(ours.len(), 11);
    assert!(ours.iter().any(|p| p.mods.to_hit > 0));
    assert!(ours.iter().any(|p| p.mods.damage > 0));
    assert!(ours.iter().any(|p| p.mods.ac > 0));
    assert!(ours.iter().any(|p| p.mods.weight_pct < 0));
    assert!(ours.iter().any(|p| p.mods.dice > 0));
    assert!(ours.iter().any(|p| p.mods.sides > 0));
    for p in &ours {
        assert!(!p.alloc.is_empty() && p.power > 0, "{}", p.name);
        assert_eq!(p.bit & ITEM_PROP_MASK, p.bit);
    }
    assert_eq!(t.themes.len(), 5);
}

#[test]
fn to_hit_affixes_change_the_heros_roll() {
    let mut g = arena::room_arena(8, true);
    let (x, y) = (g.u.ux + 1, g.u.uy);
    arena::place(&mut g, PM_JACKAL, x, y);
    let i = g.lev.monsters.len() - 1;
    let plain = known(LONG_SWORD, 0);
    let base = g.find_roll_to_hit(i, Some(&plain));
    assert_eq!(g.find_roll_to_hit(i, Some(&known(LONG_SWORD, ITEM_KEEN))), base + 1);
    assert_eq!(g.find_roll_to_hit(i, Some(&known(LONG_SWORD, ITEM_ACCURATE))), base + 3);
    assert_eq!(g.find_roll_to_hit(i, Some(&known(LONG_SWORD, ITEM_CARNAGE))), base - 2);
    let m = g.lev.monsters[i].clone();
    assert_eq!(
        hitval(tables(), &known(BOW, ITEM_ACCURATE), &m, false),
        hitval(tables(), &known(BOW, 0), &m, false) + 3
    );
}

/// Min, max and mean of 4000 damage rolls against a jackal (small).
fn damage(props: u32) -> (i32, i32, f64) {
    let mut rng = Rng::new(11);
    let o = known(LONG_SWORD, props);
    let rolls: Vec<i32> = (0..4000).map(|_| dmgval(tables(), &mut rng, &o, PM_JACKAL)).collect();
    let sum: i32 = rolls.iter().sum();
    (*rolls.iter().min().unwrap(), *rolls.iter().max().unwrap(), f64::from(sum) / 4000.0)
}

#[test]
fn damage_dice_and_sides_affixes_change_dmgval() {
    let (lo, hi, mean) = damage(0);
    assert_eq!((lo, hi), (1, 8));
    assert!((mean - 4.5).abs() < 0.15);
    let (lo, hi, mean) = damage(ITEM_MIGHT);
    assert_eq!((lo, hi), (4, 11), "might: +3");
    assert!((mean - 7.5).abs() < 0.15);
    assert_eq!(damage(ITEM_KEEN).0..=damage(ITEM_KEEN).1, 2..=9, "keen: +1");
    let (lo, hi, mean) = damage(ITEM_SERRATED);
    assert_eq!((lo, hi), (1, 10), "serrated: d10");
    assert!((mean - 5.5).abs() < 0.15);
    let (lo, hi, mean) = damage(ITEM_SLAYING);
    assert_eq!((lo, hi), (2, 16), "slaying: 2d8");
    assert!((mean - 9.0).abs() < 0.2);
    let (lo, hi, mean) = damage(ITEM_CARNAGE);
    assert_eq!((lo, hi), (2, 20), "carnage: 2d10");
    assert!((mean - 11.0).abs() < 0.25);
}

#[test]
fn armor_class_affixes_protect_the_hero_and_monsters() {
    let mut g = arena::room_arena(9, true);
    let before = g.u_ac();
    let c = arena::give(&mut g, PLATE_MAIL, |o| {
        o.spe = 0;
        o.oprops = ITEM_REINFORCED | ITEM_DURABLE;
    });
    let i = g.u.invent.iter().position(|o| o.invlet == Some(c)).unwrap();
    g.u.invent[i].owornmask |= Worn::ARM;
    assert_eq!(g.u_ac(), before - 7 - 2 - 1, "plate mail 7, reinforced 2, durable 1");

    let t = tables();
    let (x, y) = (g.u.ux + 1, g.u.uy);
    arena::place(&mut g, PM_SOLDIER, x, y);
    let m = g.lev.monsters.last_mut().unwrap();
    let mut armor = known(PLATE_MAIL, 0);
    armor.owornmask = Worn::ARM;
    m.minvent.push(armor);
    let plain = oxhack_game::monsters::mon::find_mac(t, m);
    m.minvent.last_mut().unwrap().oprops = ITEM_REINFORCED;
    assert_eq!(oxhack_game::monsters::mon::find_mac(t, m), plain - 2);
}

#[test]
fn weight_affixes_change_weight() {
    use oxhack_game::actions::apply::container::weight;
    assert_eq!(weight(&known(PLATE_MAIL, 0)), 450);
    assert_eq!(weight(&known(PLATE_MAIL, ITEM_LIGHTWEIGHT)), 225);
    assert_eq!(weight(&known(PLATE_MAIL, ITEM_DURABLE)), 562);
    assert_eq!(weight(&known(PLATE_MAIL, ITEM_DURABLE | ITEM_LIGHTWEIGHT)), 337, "+25% and -50%");
    let mut darts = known(LONG_SWORD, ITEM_LIGHTWEIGHT);
    darts.quan = 3;
    assert_eq!(weight(&darts), 60, "per item, then the stack");
}

#[test]
fn resistance_affixes_convey_their_intrinsic_when_worn() {
    let t = tables();
    assert_eq!(oxhack_game::hero::worn::oprop_conveys(t, ITEM_SHOCK_RES), Some(oxhack_defs::Prop::ShockRes));
    assert_eq!(oxhack_game::hero::worn::oprop_conveys(t, ITEM_POISON_RES), Some(oxhack_defs::Prop::PoisonRes));
    let os = os();
    let allowed = |otyp, bit| restrict_type_oprops(t, &os, otyp, bit) == bit;
    assert!(allowed(CLOAK_OF_PROTECTION, ITEM_SHOCK_RES));
    assert!(!allowed(RIN_SHOCK_RESISTANCE, ITEM_SHOCK_RES), "no doubling with the base type");
    assert!(!allowed(LONG_SWORD, ITEM_REINFORCED) && !allowed(ARROW, ITEM_KEEN) && !allowed(BOW, ITEM_KEEN));
    assert!(allowed(BOW, ITEM_ACCURATE) && allowed(WAR_HAMMER, ITEM_MIGHT) && !allowed(WAR_HAMMER, ITEM_SERRATED));
}

// ---- names, wishes, prices ------------------------------------------------

#[test]
fn affixes_and_themes_in_names() {
    let t = tables();
    let os = os();
    let c = NameCtx::new(t, &os);
    assert_eq!(xname(&c, &known(LONG_SWORD, ITEM_KEEN)), "keen long sword");
    assert_eq!(xname(&c, &known(LONG_SWORD, ITEM_MIGHT)), "long sword of might");
    assert_eq!(xname(&c, &known(LONG_SWORD, ITEM_SERRATED | ITEM_SLAYING)), "serrated long sword of slaying");
    assert_eq!(
        xname(&c, &known(PLATE_MAIL, ITEM_REINFORCED | ITEM_POISON_RES)),
        "reinforced plate mail of poison resistance"
    );
    let mut o = known(LONG_SWORD, ITEM_MIGHT | ITEM_KEEN);
    o.otheme = (theme_index("the Slayer") + 1) as u8;
    assert_eq!(xname(&c, &o), "long sword of the Slayer");
    o.oprops |= ITEM_FIRE;
    o.oprops_known |= ITEM_FIRE;
    assert_eq!(xname(&c, &o), "long sword of the Slayer and fire");
    o.oprops_known = ITEM_MIGHT;
    assert_eq!(xname(&c, &o), "long sword of might", "an unknown affix keeps the theme hidden");
    let g = NameCtx { game_over: true, ..NameCtx::new(t, &os) };
    assert_eq!(xname(&g, &o), "long sword of the Slayer [and fire]");
}

#[test]
fn wishing_for_affixes_and_themes() {
    let wizard = WishOpts { wizard: true, ..WishOpts::default() };
    let get = |seed, text: &str, opts: &WishOpts| {
        let mut g = Sandbox::new(seed);
        match g.wish(text, opts) {
            Ok(Wish::Object(o)) => *o,
            other => panic!("{text}: {other:?}"),
        }
    };
    let o = get(1, "keen long sword", &WishOpts::default());
    assert_eq!((o.otyp, o.oprops), (LONG_SWORD, ITEM_KEEN));
    let o = get(1, "lightweight plate mail", &WishOpts::default());
    assert_eq!((o.otyp, o.oprops), (PLATE_MAIL, ITEM_LIGHTWEIGHT));
    let o = get(1, "war hammer of might", &WishOpts::default());
    assert_eq!((o.otyp, o.oprops), (WAR_HAMMER, ITEM_MIGHT));
    let o = get(1, "cloak of protection of shock resistance", &WishOpts::default());
    assert_eq!((o.otyp, o.oprops), (CLOAK_OF_PROTECTION, 0), "a magical base takes no wished property");
    let o = get(1, "leather cloak of shock resistance", &WishOpts::default());
    assert_eq!((o.otyp, o.oprops), (LEATHER_CLOAK, ITEM_SHOCK_RES));
    let o = get(1, "ring of shock resistance", &WishOpts::default());
    assert_eq!((o.otyp, o.oprops), (RIN_SHOCK_RESISTANCE, 0), "the ring's own name wins");
    // A theme in wizard mode: every affix of it the object may carry.
    let o = get(2, "plate mail of the Bulwark", &wizard);
    assert_eq!(o.otyp, PLATE_MAIL);
    assert_eq!(o.oprops, ITEM_REINFORCED | ITEM_DURABLE | ITEM_REFLECTION | ITEM_FIRE);
    assert_eq!(o.otheme as usize, theme_index("the Bulwark") + 1);
    // Outside wizard mode one of its affixes, so no theme.
    let slayer = theme_bits(&tables().themes[theme_index("the Slayer")]);
    for seed in 0..30 {
        let o = get(seed, "long sword of the Slayer", &WishOpts::default());
        assert_eq!(o.otyp, LONG_SWORD);
        assert_eq!(count_oprops(o.oprops), 1, "{:#x}", o.oprops);
        assert_eq!(o.oprops & !slayer, 0);
        assert_eq!(o.otheme, 0);
    }
}

#[test]
fn affixes_are_priced_like_the_documents_properties() {
    use oxhack_game::objects::price::base_cost;
    let t = tables();
    let plain = base_cost(t, &known(LONG_SWORD, 0));
    assert_eq!(base_cost(t, &known(LONG_SWORD, ITEM_KEEN)), plain + 100);
    assert_eq!(base_cost(t, &known(LONG_SWORD, ITEM_KEEN | ITEM_SLAYING)), plain + 500);
    assert_eq!(base_cost(t, &known(LONG_SWORD, ITEM_KEEN | ITEM_SLAYING | ITEM_FIRE)), plain + 1000);
}

// ---- themes ----------------------------------------------------------------

#[test]
fn the_seeds_worked_examples_hold_exactly() {
    let t = tables();
    let th = &t.themes[theme_index("Resistance")];
    assert_eq!(th.total_weight(), 34);
    let r = [ITEM_FIRE, ITEM_FROST, ITEM_SHOCK_RES, ITEM_POISON_RES];
    // Half-percents: 23%, 51.5%, 92%, 4% and 19.5%.
    assert_eq!(theme_chance_halfpct(th, r[0]), 0, "one affix is not enough");
    assert_eq!(theme_chance_halfpct(th, r[0] | r[1]), 46);
    assert_eq!(theme_chance_halfpct(th, r[0] | r[1] | r[2]), 103);
    assert_eq!(theme_chance_halfpct(th, r[0] | r[1] | r[2] | r[3]), 184);
    assert_eq!(theme_chance_halfpct(th, ITEM_REINFORCED | ITEM_DURABLE), 8);
    assert_eq!(theme_chance_halfpct(th, ITEM_REINFORCED | ITEM_DURABLE | r[3]), 39);
}

#[test]
fn themes_are_acquired_at_their_chance() {
    let t = tables();
    let res = theme_index("Resistance");
    let mut rng = Rng::new(77);
    let n = 40_000;
    for (props, want) in [(ITEM_FIRE | ITEM_FROST, 0.23), (ITEM_FIRE | ITEM_FROST | ITEM_SHOCK_RES, 0.515)] {
        let mut got = 0;
        for _ in 0..n {
            let o = known(LEATHER_CLOAK, props);
            if let Some(i) = obj_find_theme(t, &o, 10, &mut rng) {
                assert_eq!(i, res, "the only theme with two of these");
                got += 1;
            }
        }
        let share = f64::from(got) / f64::from(n);
        assert!((share - want).abs() < 0.01, "{props:#x}: {share}");
    }
    // Too shallow for the theme: never.
    let o = known(LEATHER_CLOAK, ITEM_FIRE | ITEM_FROST);
    assert!((0..1000).all(|_| obj_find_theme(t, &o, 2, &mut rng).is_none()));
}

#[test]
fn a_themed_object_fills_its_budget_with_the_themes_affixes() {
    let t = tables();
    let os = os();
    let mut rng = Rng::new(4);
    let th = theme_index("Resistance");
    let bits = theme_bits(&t.themes[th]);
    for budget in 2..=5 {
        let mut o = known(LEATHER_CLOAK, ITEM_FIRE | ITEM_FROST);
        obj_apply_theme(t, &os, &mut o, th, budget, &mut rng);
        assert_eq!(o.otheme as usize, th + 1);
        assert_eq!(count_oprops(o.oprops), budget.max(2));
        assert_eq!(o.oprops & !bits, 0);
    }
    assert_eq!(affix_budget(AffixLevel::Great, 1), 2);
    assert_eq!(affix_budget(AffixLevel::Uber, 30), 4);
    assert_eq!(affix_budget(AffixLevel::Uber, 127), MAX_AFFIXES);
}

// ---- OxHack's affix roll ------------------------------------------------------

#[test]
fn the_affix_roll_only_when_on_and_within_its_budget() {
    let t = tables();
    let os = os();
    let mut rng = Rng::new(21);
    // Off: no draw at all.
    let mut o = Obj::new(LONG_SWORD, 1);
    let before = rng.clone().rn2(1_000_000);
    mk_affixes(t, &os, &mut o, 30, OpropRules::default(), &mut rng);
    assert_eq!((o.oprops, rng.clone().rn2(1_000_000)), (0, before));
    let on = OpropRules { affixes: true, ..OpropRules::default() };
    let (mut with, mut themed, mut ours) = (0, 0, 0);
    let bad = detrimental_mask(t);
    for k in 0..20_000 {
        let otyp = [LONG_SWORD, PLATE_MAIL, LEATHER_CLOAK, BOW][k % 4];
        let mut o = Obj::new(otyp, 1);
        mk_affixes(t, &os, &mut o, 30, on, &mut rng);
        if o.oprops == 0 {
            continue;
        }
        with += 1;
        assert!(count_oprops(o.oprops) <= affix_budget(AffixLevel::Uber, 30));
        assert_eq!(restrict_oprops(t, &os, &o, o.oprops), o.oprops, "only allowed affixes");
        assert_eq!(o.oprops & bad, 0);
        themed += (o.otheme != 0) as i32;
        ours += (o.oprops & !document_mask(t) != 0) as i32;
    }
    // Great at 5 + 30/4 = 12%.
    let share = f64::from(with) / 20_000.0;
    assert!((share - 0.12).abs() < 0.01, "{share}");
    assert!(themed > 20 && ours > with / 2, "{themed} themed, {ours} with OxHack's affixes of {with}");
}

#[test]
fn the_affix_roll_in_a_game_names_what_it_made() {
    let mut g = arena::room_arena(12, true);
    g.og.rules.affixes = true;
    let t = tables();
    let os = os();
    let c = NameCtx { game_over: true, ..NameCtx::new(t, &os) };
    let mut names = Vec::new();
    g.with_mk(|m| {
        m.lvl.depth = 25;
        for _ in 0..6000 {
            let o = m.mksobj(LONG_SWORD, true, false);
            if o.oprops & !document_mask(t) != 0 {
                names.push(xname(&c, &o));
            }
        }
    });
    assert!(names.len() > 100, "{}", names.len());
    assert!(names.iter().any(|n| n.contains("of the Slayer")), "{names:?}");
    assert!(names.iter().any(|n| n.starts_with("keen ") || n.starts_with("[keen] ")), "{names:?}");
}

// ---- generation statistics -------------------------------------------------------

#[test]
fn generation_statistics_match_the_allocation_tables_within_one_percent() {
    let t = tables();
    let os = os();
    for tier in [AffixLevel::Uber, AffixLevel::Good] {
        let stats = affix_stats(t, &os, 2026, 100_000, tier);
        assert_eq!(stats.len(), 5);
        for b in &stats {
            let total: f64 = b.rows.iter().map(|r| r.expected).sum();
            assert!((total - 100.0).abs() < 1e-6, "{:?}: expectations add to {total}", b.band);
        }
        assert!(worst_gap(&stats) < 1.0, "{}", format_stats(&stats));
        if tier == AffixLevel::Uber {
            // Depth matters: slaying (from 15) and carnage (from 20) only deep.
            let row = |band: usize, name: &str| stats[band].rows.iter().find(|r| r.name == name).map(|r| r.expected);
            assert_eq!(row(0, "slaying"), None);
            assert!(row(2, "slaying").unwrap() > 0.0 && row(4, "carnage").unwrap() > 0.0);
        }
    }
}

#[test]
fn the_affixes_option_turns_the_roll_on() {
    use oxhack_game::game::{Game, NewGame};
    let g = Game::new(NewGame::quick(5)).expect("game");
    assert!(!g.og.rules.affixes, "NetHack rules by default");
    let mut ng = NewGame::quick(5);
    *ng.opts.bool_mut("affixes").expect("an rc-file boolean") = true;
    let g = Game::new(ng).expect("game");
    assert!(g.og.rules.affixes && g.rules.affixes);
    // OxHack's rules mode turns it on unless the option was given.
    let mut ng = NewGame::quick(5);
    ng.opts.set_compound("rules", "oxhack").expect("a rules mode");
    assert!(Game::new(ng).expect("game").og.rules.affixes);
    let mut ng = NewGame::quick(5);
    *ng.opts.bool_mut("affixes").expect("boolean") = false;
    ng.opts.set_compound("rules", "oxhack").expect("a rules mode");
    assert!(!Game::new(ng).expect("game").og.rules.affixes, "given explicitly, the mode leaves it");
}

#[test]
fn item_power_weighs_each_affix_as_its_power_field() {
    let t = tables();
    for p in t.oprops.iter().filter(|p| matches!(p.level, AffixLevel::Great | AffixLevel::Uber)) {
        let w = t.item_power.affixes.iter().find(|a| a.0 == p.constant).map(|a| a.1);
        assert_eq!(w, Some(i32::from(p.power)), "{}", p.name);
    }
}
