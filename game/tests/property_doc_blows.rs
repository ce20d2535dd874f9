//! The property document's attack rules for the hero's blows and
//! missiles, in play (docs/properties.md): properties act only as
//! designed, stack (a launcher's with its ammunition's), burn and freeze
//! the target's pack; vorpal, thirsty and detonation; and the returning
//! boomerang of the document's self-hit known bug.

mod arena;
mod property_doc_kit;
use arena::{place, said};
use property_doc_kit::*;

use oxhack_game::game::Game;
use oxhack_game::world::obj::{Obj, Worn};
use oxhack_game::world::you::A_DEX;
use oxhack_tables::ids;

/// `oprop_attack`: melee weapons act on any blow but missiles, ammunition
/// and launchers do not; thrown weapons act (launchers do not); fired
/// ammunition acts with its launcher's properties too.
#[test]
fn attack_properties_act_only_as_designed() {
    use oxhack_game::monsters::muse::oprop_hit::{PropHit, oprop_acts};
    let t = oxhack_tables::tables();
    let with = |otyp, props| {
        let mut o = Obj::new(otyp, 1);
        o.oprops = props;
        o
    };
    let fire = ids::ITEM_FIRE;
    let sword = with(ids::LONG_SWORD, fire);
    let dagger = with(ids::DAGGER, fire);
    let bow = with(ids::BOW, fire);
    let arrow = with(ids::ARROW, fire);
    let plain_arrow = with(ids::ARROW, 0);
    let dart = with(ids::DART, fire);
    assert!(oprop_acts(t, fire, &sword, None, PropHit::Melee));
    assert!(oprop_acts(t, fire, &dagger, None, PropHit::Melee));
    assert!(!oprop_acts(t, fire, &bow, None, PropHit::Melee), "bashing with a bow");
    assert!(!oprop_acts(t, fire, &arrow, None, PropHit::Melee), "stabbing with an arrow");
    assert!(!oprop_acts(t, fire, &dart, None, PropHit::Melee), "stabbing with a dart");
    assert!(oprop_acts(t, fire, &dagger, None, PropHit::Thrown));
    assert!(oprop_acts(t, fire, &dart, None, PropHit::Thrown));
    assert!(oprop_acts(t, fire, &arrow, None, PropHit::Thrown), "a thrown arrow is still a missile");
    assert!(!oprop_acts(t, fire, &bow, None, PropHit::Thrown), "a thrown bow");
    assert!(oprop_acts(t, fire, &arrow, Some(&with(ids::BOW, 0)), PropHit::Fired));
    assert!(oprop_acts(t, fire, &plain_arrow, Some(&bow), PropHit::Fired), "the launcher's fire");
    assert!(!oprop_acts(t, fire, &plain_arrow, None, PropHit::Thrown), "a thrown arrow leaves the bow behind");
}

/// Stacked properties stack their damage, not only their messages (the
/// first GruntHack bug the document fixes): one hit of a long sword of
/// fire and frost both burns and freezes.
#[test]
fn a_sword_of_fire_and_frost_burns_and_freezes_on_one_hit() {
    let mut g = arena(13);
    let sword = obj(&mut g, ids::LONG_SWORD, ids::ITEM_FIRE | ids::ITEM_FROST);
    equip(&mut g, sword, Worn::WEP);
    g.u.hero.uluck = 10;
    let (x, y) = (g.u.ux + 1, g.u.uy);
    let id = orc(&mut g, x, y, 2000);
    for _ in 0..20 {
        if said(&g, "burns the hill orc") {
            break;
        }
        g.domove(1, 0);
    }
    let k = g.history.iter().position(|h| h.contains("Your long sword burns the hill orc!")).expect("a burn");
    assert!(g.history[k + 1].contains("Your long sword freezes the hill orc!"), "{:?}", &g.history[k..]);
    let hp = g.mon_index(id).map(|i| g.lev.monsters[i].mhp).expect("alive");
    assert!(hp <= 2000 - 3, "sword d8 plus 2d6: {hp}");
}

/// Forty blows of a long sword with `prop` at a tough hill orc carrying
/// 40 potions of healing: the game, and how many potions it still has.
fn potions_left_after_blows(seed: u64, prop: u32) -> (Game, i64) {
    let mut g = arena(seed);
    let sword = obj(&mut g, ids::LONG_SWORD, prop);
    equip(&mut g, sword, Worn::WEP);
    g.u.hero.uluck = 10;
    let (x, y) = (g.u.ux + 1, g.u.uy);
    let id = orc(&mut g, x, y, 2000);
    let mut potions = obj(&mut g, ids::POT_HEALING, 0);
    potions.quan = 40;
    arm(&mut g, id, potions, false);
    for _ in 0..40 {
        g.domove(1, 0);
    }
    let i = g.mon_index(id).expect("orc lives");
    let left = g.lev.monsters[i].minvent.iter().filter(|o| o.otyp == ids::POT_HEALING).map(|o| o.quan).sum();
    (g, left)
}

/// "Fire ... destroys fire-vulnerable inventory objects": the target's
/// potions boil, and frost's freeze.
#[test]
fn a_sword_of_fire_boils_the_targets_potions() {
    let (g, left) = potions_left_after_blows(11, ids::ITEM_FIRE);
    assert!(left < 40, "no potion boiled: {:?}", g.history);
    assert!(said(&g, "boil and explode!") || said(&g, "boils and explodes!"), "{:?}", g.history);
}

/// Frost freezes the target's potions, as fire boils them.
#[test]
fn a_sword_of_frost_shatters_the_targets_potions() {
    let (g, left) = potions_left_after_blows(25, ids::ITEM_FROST);
    assert!(left < 40 && said(&g, "shatter"), "{left}: {:?}", g.history);
}

/// Thirsty weapons drain life like Stormbringer: d8 hit points and a
/// level from a monster.
#[test]
fn a_thirsty_blade_drains_a_monsters_level() {
    let mut g = arena(21);
    let sword = obj(&mut g, ids::LONG_SWORD, ids::ITEM_DRLI);
    equip(&mut g, sword, Worn::WEP);
    g.u.hero.uluck = 10;
    let (x, y) = (g.u.ux + 1, g.u.uy);
    let id = orc(&mut g, x, y, 2000);
    let i = g.mon_index(id).expect("orc");
    g.lev.monsters[i].m_lev = 5;
    for _ in 0..30 {
        if said(&g, "draws the life from the hill orc!") {
            break;
        }
        g.domove(1, 0);
    }
    assert!(said(&g, "The long sword draws the life from the hill orc!"), "{:?}", g.history);
    let m = &g.lev.monsters[g.mon_index(id).expect("alive")];
    assert!(m.m_lev < 5 && m.mhpmax < 2000, "level {} max {}", m.m_lev, m.mhpmax);
    assert_eq!(g.u.uwep().expect("sword").oprops_known & ids::ITEM_DRLI, ids::ITEM_DRLI);
}

/// The Vorpal Blade's rule for the property: a jabberwock loses its head
/// on the first hit, whatever the roll.
#[test]
fn a_vorpal_blade_always_beheads_a_jabberwock() {
    let mut g = arena(5);
    let sword = obj(&mut g, ids::LONG_SWORD, ids::ITEM_VORPAL);
    equip(&mut g, sword, Worn::WEP);
    g.u.hero.uluck = 10;
    let (x, y) = (g.u.ux + 1, g.u.uy);
    let id = place(&mut g, ids::PM_JABBERWOCK, x, y);
    let i = g.mon_index(id).expect("jabberwock");
    g.lev.monsters[i].mcanmove = false;
    for _ in 0..60 {
        if g.mon_index(id).is_none() {
            break;
        }
        g.domove(1, 0);
    }
    assert!(g.mon_index(id).is_none(), "{:?}", g.history);
    assert!(said(&g, "beheads the jabberwock!") || said(&g, "decapitates the jabberwock!"), "{:?}", g.history);
    assert_eq!(g.u.uwep().expect("sword").oprops_known & ids::ITEM_VORPAL, ids::ITEM_VORPAL);
}

/// Vorpal on a two-handed blade cuts deeply or bisects (the Tsurugi's
/// rule): a medium monster is cut in half.
#[test]
fn a_vorpal_two_handed_sword_cuts_a_monster_in_half() {
    let mut g = arena(17);
    let sword = obj(&mut g, ids::TWO_HANDED_SWORD, ids::ITEM_VORPAL);
    equip(&mut g, sword, Worn::WEP);
    g.u.hero.uluck = 10;
    let (x, y) = (g.u.ux + 1, g.u.uy);
    let id = orc(&mut g, x, y, 5000);
    for _ in 0..600 {
        if g.mon_index(id).is_none() {
            break;
        }
        g.domove(1, 0);
    }
    assert!(said(&g, "Your two-handed sword cuts the hill orc in half!"), "{:?}", g.history.len());
    assert!(g.mon_index(id).is_none());
}

/// The vorpal miss: a headless monster is missed wildly and the whole
/// blow does nothing (the document: "completely negate all damage").
#[test]
fn a_vorpal_blade_misses_a_headless_monster_wildly_for_no_damage() {
    let mut g = arena(19);
    let sword = obj(&mut g, ids::LONG_SWORD, ids::ITEM_VORPAL | ids::ITEM_FIRE);
    equip(&mut g, sword, Worn::WEP);
    g.u.hero.uluck = 10;
    let (x, y) = (g.u.ux + 1, g.u.uy);
    let id = place(&mut g, ids::PM_LICHEN, x, y);
    let i = g.mon_index(id).expect("lichen");
    let m = &mut g.lev.monsters[i];
    m.mhp = 5000;
    m.mhpmax = 5000;
    m.mcanmove = false;
    let mut missed = false;
    for _ in 0..600 {
        let before = g.mon_index(id).map(|i| g.lev.monsters[i].mhp).expect("lichen");
        let n = g.history.len();
        g.domove(1, 0);
        if g.history[n..].iter().any(|h| h.contains("Somehow, you miss the lichen wildly.")) {
            let after = g.mon_index(id).map(|i| g.lev.monsters[i].mhp).expect("lichen");
            assert_eq!(after, before, "{:?}", &g.history[n..]);
            missed = true;
            break;
        }
    }
    assert!(missed, "never missed wildly");
    assert_eq!(g.u.uwep().expect("sword").oprops_known & ids::ITEM_VORPAL, 0, "a wild miss teaches nothing");
}

/// The hero's own arrows of fire from a bow of frost: both act on the
/// target, and the bow's frost becomes known.
#[test]
fn the_heros_arrows_of_fire_from_a_bow_of_frost_burn_and_freeze() {
    let mut both = 0;
    for seed in 1..=8 {
        let mut g = arena(seed);
        g.u.hero.uluck = 10;
        let bow = obj(&mut g, ids::BOW, ids::ITEM_FROST);
        let b = equip(&mut g, bow, Worn::WEP);
        let arrow = obj(&mut g, ids::ARROW, ids::ITEM_FIRE);
        let k = equip(&mut g, arrow, Worn::empty());
        let (x, y) = (g.u.ux, g.u.uy);
        orc(&mut g, x + 3, y, 300);
        g.throw_obj(k, 1, 0, 0);
        if said(&g, "Your arrow burns the hill orc!") {
            both += 1;
            assert!(said(&g, "Your arrow freezes the hill orc!"), "{:?}", g.history);
            assert_eq!(g.u.invent[b].oprops_known & ids::ITEM_FROST, ids::ITEM_FROST);
        }
    }
    assert!(both >= 3, "{both} hits of 8");
}

/// Detonation destroys what it fires unless it is an artifact: the Heart
/// of Ahriman slung from a sling of detonation blows up at the target and
/// is still there to be slung again.
#[test]
fn the_heart_of_ahriman_slung_from_a_sling_of_detonation_survives() {
    let mut g = arena(49);
    let sling = obj(&mut g, ids::SLING, ids::ITEM_DETONATIONS);
    equip(&mut g, sling, Worn::WEP);
    let mut heart = obj(&mut g, ids::LUCKSTONE, 0);
    heart.oartifact = Some(ids::ART_THE_HEART_OF_AHRIMAN);
    heart.oname = Some("The Heart of Ahriman".to_string());
    let k = equip(&mut g, heart, Worn::empty());
    let (x, y) = (g.u.ux, g.u.uy);
    orc(&mut g, x + 3, y, 300);
    g.throw_obj(k, 1, 0, 0);
    assert!(said(&g, "explodes!"), "{:?}", g.history);
    assert!(
        g.lev.objects.iter().any(|f| f.obj.oartifact == Some(ids::ART_THE_HEART_OF_AHRIMAN)),
        "the Heart is gone: {:?}",
        g.history
    );
    // A plain flint stone from the same sling is destroyed.
    let flint = obj(&mut g, ids::FLINT, 0);
    let k = equip(&mut g, flint, Worn::empty());
    g.throw_obj(k, 1, 0, 0);
    assert!(!g.lev.objects.iter().any(|f| f.obj.otyp == ids::FLINT), "the flint survived");
}

/// A boomerang curves back: the hero catches it, or (fumbling) it hits
/// them, and then its fire burns them too (the document's known bug: a
/// returning boomerang's properties were lost on the thrower).
#[test]
fn a_returning_boomerang_of_fire_burns_its_clumsy_thrower() {
    // Caught: dexterity 18, no fumbling.
    let mut caught = 0;
    for seed in 1..=6 {
        let mut g = arena::rock_arena(seed, 6, 6, true);
        arena::tough(&mut g);
        g.u.abase[A_DEX] = 18;
        let b = obj(&mut g, ids::BOOMERANG, 0);
        let k = equip(&mut g, b, Worn::empty());
        g.throw_obj(k, 1, 0, 0);
        if said(&g, "You skillfully catch the boomerang.") {
            caught += 1;
            assert!(g.u.invent.iter().any(|o| o.otyp == ids::BOOMERANG));
        }
    }
    assert!(caught >= 4, "{caught} catches");
    // Clumsy (dexterity 3) or fumbling: it hits, and burns.
    let mut burned = 0;
    for seed in 1..=12 {
        let mut g = arena(seed);
        g.u.abase[A_DEX] = 3;
        let b = obj(&mut g, ids::BOOMERANG, ids::ITEM_FIRE);
        let k = equip(&mut g, b, Worn::empty());
        let before = g.u.uhp;
        g.throw_obj(k, 1, 0, 0);
        if said(&g, "You are hit by a boomerang") {
            assert!(said(&g, "The boomerang burns you!"), "{:?}", g.history);
            assert!(g.u.uhp < before);
            burned += 1;
            let (x, y) = (g.u.ux, g.u.uy);
            assert!(
                g.lev.objects.iter().any(|f| f.obj.otyp == ids::BOOMERANG && (f.x, f.y) == (x, y)),
                "falls at the feet"
            );
        }
    }
    assert!(burned >= 2, "{burned} hits");
}

/// On its way a boomerang of fire strikes the first monster in its curve
/// and burns it.
#[test]
fn a_boomerang_of_fire_burns_a_monster_on_its_curve() {
    let mut hit = 0;
    for seed in 1..=8 {
        let mut g = arena(seed);
        g.u.hero.uluck = 10;
        let b = obj(&mut g, ids::BOOMERANG, ids::ITEM_FIRE);
        let k = equip(&mut g, b, Worn::empty());
        let (x, y) = (g.u.ux, g.u.uy);
        // The curve thrown east: (x+1, y), (x+2, y), then north-east.
        orc(&mut g, x + 3, y - 1, 300);
        g.throw_obj(k, 1, 0, 0);
        if said(&g, "Your boomerang burns the hill orc!") {
            hit += 1;
        }
    }
    assert!(hit >= 3, "{hit}");
}
