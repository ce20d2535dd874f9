//! The property document's rules for monsters and property objects, in
//! play (docs/properties.md): a monster's blade, thrown dagger or fired
//! arrows with their launcher's properties striking the hero or another
//! monster, vorpal and thirsty blades against the hero, and monsters
//! choosing property weapons and armor (the document's known bug: they
//! ignored attack properties).

mod arena;
mod property_doc_kit;
use arena::{place, said};
use property_doc_kit::*;

use oxhack_defs::Prop;
use oxhack_game::world::obj::Worn;
use oxhack_tables::ids;

/// The document: "arrows of fire shot from a bow of frost inflict fire
/// and cold effects on their target" -- here a monster's, at the hero.
#[test]
fn a_monsters_arrows_of_fire_from_a_bow_of_frost_burn_and_freeze_the_hero() {
    let mut both = 0;
    for seed in 1..=8 {
        let mut g = arena(seed);
        let (x, y) = (g.u.ux, g.u.uy);
        let id = orc(&mut g, x + 3, y, 100);
        let bow = obj(&mut g, ids::BOW, ids::ITEM_FROST);
        arm(&mut g, id, bow, true);
        let arrow = obj(&mut g, ids::ARROW, ids::ITEM_FIRE);
        arm(&mut g, id, arrow, false);
        let i = g.mon_index(id).expect("orc");
        g.set_apparxy(i);
        assert!(g.thrwmu(i), "seed {seed}: no shot: {:?}", g.history);
        if hits_on_hero(&g) == 1 {
            both += 1;
            assert!(said(&g, "The arrow burns you!"), "seed {seed}: {:?}", g.history);
            assert!(said(&g, "The arrow freezes you!"), "seed {seed}: {:?}", g.history);
            let i = g.mon_index(id).expect("orc");
            let bow = &g.lev.monsters[i].minvent[0];
            assert_eq!(bow.oprops_known & ids::ITEM_FROST, ids::ITEM_FROST, "the bow's frost is learned");
        } else {
            assert!(!said(&g, "burns you"), "a miss does nothing: {:?}", g.history);
        }
    }
    assert!(both >= 2, "only {both} hits in 8 shots");
}

/// Missiles apply their properties when thrown: a monster's thrown
/// dagger of fire burns; a fire-resistant hero only takes the dagger.
#[test]
fn a_monsters_thrown_dagger_of_fire_burns_the_hero_unless_resistant() {
    let (mut burned, mut hit_resistant) = (0, 0);
    for seed in 1..=10 {
        for resistant in [false, true] {
            let mut g = arena(seed);
            if resistant {
                g.u.prop_mut(Prop::FireRes).intrinsic = 1;
            }
            let (x, y) = (g.u.ux, g.u.uy);
            let id = orc(&mut g, x + 3, y, 100);
            let dagger = obj(&mut g, ids::DAGGER, ids::ITEM_FIRE);
            arm(&mut g, id, dagger, false);
            let i = g.mon_index(id).expect("orc");
            g.set_apparxy(i);
            assert!(g.thrwmu(i), "no throw: {:?}", g.history);
            if hits_on_hero(&g) == 1 {
                if resistant {
                    hit_resistant += 1;
                    assert!(!said(&g, "burns you"), "{:?}", g.history);
                } else {
                    burned += 1;
                    assert!(said(&g, "The dagger burns you!"), "{:?}", g.history);
                }
            }
        }
    }
    assert!(burned >= 2 && hit_resistant >= 2, "{burned} burns, {hit_resistant} resisted hits");
}

/// A monster's fired arrow hits another monster in its way: its
/// launcher's frost stacks with the arrow's fire there too.
#[test]
fn a_monsters_arrow_of_fire_from_a_bow_of_frost_burns_and_freezes_a_monster() {
    let mut both = 0;
    for seed in 1..=10 {
        let mut g = arena(seed);
        let (x, y) = (g.u.ux, g.u.uy);
        let archer = orc(&mut g, x + 4, y, 100);
        let victim = orc(&mut g, x + 2, y, 300);
        let bow = obj(&mut g, ids::BOW, ids::ITEM_FROST);
        arm(&mut g, archer, bow.clone(), true);
        let arrow = obj(&mut g, ids::ARROW, ids::ITEM_FIRE);
        let i = g.mon_index(archer).expect("archer");
        g.m_throw(i, arrow, (x + 4, y), (-1, 0), 8, Some(&bow), None);
        let hp = g.mon_index(victim).map(|j| g.lev.monsters[j].mhp).expect("victim lives");
        if said(&g, "The arrow hits the hill orc") {
            both += 1;
            assert!(said(&g, "The arrow burns the hill orc!"), "{:?}", g.history);
            assert!(said(&g, "The arrow freezes the hill orc!"), "{:?}", g.history);
            assert!(hp <= 300 - 3, "arrow plus 2d6 at least 3: {hp}");
        }
    }
    assert!(both >= 2, "{both} hits");
}

/// One monster's long sword of fire burns another (mhitm), stacking
/// its d6 on the hit, and the sword's fire becomes known.
#[test]
fn a_monster_with_a_long_sword_of_fire_burns_another_monster() {
    let mut g = arena(3);
    let (x, y) = (g.u.ux, g.u.uy);
    let agr = orc(&mut g, x + 2, y, 100);
    let def = orc(&mut g, x + 3, y, 300);
    let sword = obj(&mut g, ids::LONG_SWORD, ids::ITEM_FIRE);
    arm(&mut g, agr, sword, true);
    for _ in 0..40 {
        let (a, d) = (g.mon_index(agr).expect("agr"), g.mon_index(def).expect("def"));
        g.mattackm(a, d);
        if said(&g, "burns the hill orc!") {
            break;
        }
    }
    assert!(said(&g, "The long sword burns the hill orc!"), "{:?}", g.history);
    let a = g.mon_index(agr).expect("agr");
    assert_eq!(g.lev.monsters[a].minvent[0].oprops_known & ids::ITEM_FIRE, ids::ITEM_FIRE);
}

/// A monster's vorpal long sword beheads the hero one hit in twenty
/// (the document: properties make monsters more powerful too).
#[test]
fn a_monsters_vorpal_blade_beheads_the_hero() {
    let mut beheaded = 0;
    for seed in 1..=4 {
        let mut g = arena(seed);
        let (x, y) = (g.u.ux, g.u.uy);
        let id = place(&mut g, ids::PM_HILL_ORC, x + 1, y);
        let sword = obj(&mut g, ids::LONG_SWORD, ids::ITEM_VORPAL);
        arm(&mut g, id, sword, true);
        arena::wait_until(&mut g, 600, |g| g.over.is_some());
        if said(&g, "The long sword beheads you!") || said(&g, "The long sword decapitates you!") {
            beheaded += 1;
            assert!(g.over.is_some(), "beheading kills: {:?}", g.history.iter().rev().take(5).collect::<Vec<_>>());
        }
    }
    assert!(beheaded >= 1, "no beheading in four long fights");
}

/// ... and an experience level from the hero, unless drain resistant.
#[test]
fn a_monsters_thirsty_blade_drains_the_heros_level() {
    for resistant in [false, true] {
        let mut g = arena(23);
        g.u.hero.ulevel = 8;
        if resistant {
            g.u.prop_mut(Prop::DrainRes).intrinsic = 1;
        }
        let (x, y) = (g.u.ux + 1, g.u.uy);
        let id = place(&mut g, ids::PM_HILL_ORC, x, y);
        let sword = obj(&mut g, ids::LONG_SWORD, ids::ITEM_DRLI);
        arm(&mut g, id, sword, true);
        arena::wait_until(&mut g, 60, |g| said(g, "drains your life"));
        if resistant {
            assert!(!said(&g, "drains your life") && g.u.hero.ulevel == 8, "{:?}", g.history);
        } else {
            assert!(said(&g, "The long sword drains your life!"), "{:?}", g.history);
            assert!(g.u.hero.ulevel < 8);
        }
    }
}

/// Drain resistance on a monster's armor does nothing (monsters have no
/// such resistance): a thirsty blade still drains a hill orc in a cloak of
/// drain resistance.
#[test]
fn a_monsters_drain_resistance_property_does_not_stop_a_thirsty_blade() {
    let mut g = arena(51);
    let sword = obj(&mut g, ids::LONG_SWORD, ids::ITEM_DRLI);
    equip(&mut g, sword, Worn::WEP);
    g.u.hero.uluck = 10;
    let (x, y) = (g.u.ux + 1, g.u.uy);
    let id = orc(&mut g, x, y, 2000);
    let mut cloak = obj(&mut g, ids::LEATHER_CLOAK, ids::ITEM_DRLI);
    cloak.owornmask = Worn::ARMC;
    let i = g.mon_index(id).expect("orc");
    g.lev.monsters[i].m_lev = 5;
    g.lev.monsters[i].misc_worn_check |= Worn::ARMC.bits();
    g.lev.monsters[i].minvent.push(cloak);
    for _ in 0..30 {
        if said(&g, "draws the life") {
            break;
        }
        g.domove(1, 0);
    }
    assert!(said(&g, "The long sword draws the life from the hill orc!"), "{:?}", g.history);
}

/// The document's known bug: "monsters don't recognize the power of a
/// weapon with attack properties". Now a dagger of fire is wielded
/// before a plain long sword, and a long sword of fire and frost before
/// a long sword of fire.
#[test]
fn monsters_wield_property_weapons_before_plain_ones() {
    let mut g = arena(7);
    let (x, y) = (g.u.ux, g.u.uy);
    let id = orc(&mut g, x + 3, y, 30);
    let plain = obj(&mut g, ids::LONG_SWORD, 0);
    arm(&mut g, id, plain, false);
    let dagger = obj(&mut g, ids::DAGGER, ids::ITEM_FIRE);
    arm(&mut g, id, dagger, false);
    let i = g.mon_index(id).expect("orc");
    assert_eq!(g.select_hwep(i), Some(1));
    let two = obj(&mut g, ids::LONG_SWORD, ids::ITEM_FIRE | ids::ITEM_FROST);
    arm(&mut g, id, two, false);
    assert_eq!(g.select_hwep(i), Some(2));
    // Detonation acts only when fired: a dagger of detonation counts as
    // plain in melee.
    let mut g = arena(7);
    let id = orc(&mut g, x + 3, y, 30);
    let plain = obj(&mut g, ids::LONG_SWORD, 0);
    arm(&mut g, id, plain, false);
    let dagger = obj(&mut g, ids::DAGGER, ids::ITEM_STEALTH);
    arm(&mut g, id, dagger, false);
    let i = g.mon_index(id).expect("orc");
    assert_eq!(g.select_hwep(i), Some(0), "stealth is no attack property");
}

/// ... and it changes to the better weapon during play, even from a plain
/// one of the same type.
#[test]
fn a_monster_swaps_its_plain_sword_for_a_sword_of_fire() {
    let mut g = arena(9);
    let (x, y) = (g.u.ux, g.u.uy);
    let id = place(&mut g, ids::PM_HILL_ORC, x + 2, y);
    let plain = obj(&mut g, ids::LONG_SWORD, 0);
    arm(&mut g, id, plain, true);
    let fire = obj(&mut g, ids::LONG_SWORD, ids::ITEM_FIRE);
    arm(&mut g, id, fire, false);
    let i = g.mon_index(id).expect("orc");
    assert!(g.mon_wield_item(i), "it takes its move to wield");
    assert_eq!(g.lev.monsters[i].mw, Some(1));
}

/// Monsters know good properties when dressing (DynaHack's `extra_pref`
/// and `m_dowear_type`): a hill orc puts on the cloak of reflection rather
/// than a plain one, and an amulet of ESP with reflection like an amulet
/// of reflection (a plain amulet of ESP it leaves).
#[test]
fn monsters_dress_in_reflection_and_speed() {
    let mut g = arena(53);
    let (x, y) = (g.u.ux, g.u.uy);
    let id = orc(&mut g, x + 3, y, 30);
    let plain = obj(&mut g, ids::ORCISH_CLOAK, 0);
    arm(&mut g, id, plain, false);
    let refl = obj(&mut g, ids::LEATHER_CLOAK, ids::ITEM_REFLECTION);
    arm(&mut g, id, refl, false);
    let amulet = obj(&mut g, ids::AMULET_OF_ESP, ids::ITEM_REFLECTION);
    arm(&mut g, id, amulet, false);
    let i = g.mon_index(id).expect("orc");
    g.with_mon(|c, lev| c.m_dowear(&mut lev.monsters[i], true));
    let m = &g.lev.monsters[i];
    let worn = |otyp| m.minvent.iter().find(|o| o.otyp == otyp).is_some_and(|o| !o.owornmask.is_empty());
    assert!(worn(ids::LEATHER_CLOAK) && !worn(ids::ORCISH_CLOAK), "{:?}", m.minvent);
    assert!(worn(ids::AMULET_OF_ESP), "the amulet with reflection");
    // A plain amulet of ESP stays in the pack.
    let mut g = arena(53);
    let id = orc(&mut g, x + 3, y, 30);
    let amulet = obj(&mut g, ids::AMULET_OF_ESP, 0);
    arm(&mut g, id, amulet, false);
    let i = g.mon_index(id).expect("orc");
    g.with_mon(|c, lev| c.m_dowear(&mut lev.monsters[i], true));
    assert!(g.lev.monsters[i].minvent[0].owornmask.is_empty());
    // Speed boots of no kind: low boots of speed beat plain high boots.
    let t = oxhack_tables::tables();
    let fast = obj(&mut g, ids::LOW_BOOTS, ids::ITEM_SPEED);
    let high = obj(&mut g, ids::HIGH_BOOTS, 0);
    let m = &g.lev.monsters[i];
    use oxhack_game::monsters::muse::wear::armor_pref;
    assert!(armor_pref(t, m, &fast) > armor_pref(t, m, &high));
}
