//! Two-weapon combat (`X`, wield.c's `dotwoweapon`) and the property
//! document's off-hand rule (docs/properties.md row 12): while the hero
//! fights with two weapons, the off-hand weapon strikes too, with its
//! attack properties, and conveys its wielded properties; otherwise the
//! alternate weapon lends nothing.

mod arena;
mod property_doc_kit;
use arena::{said, script};
use property_doc_kit::*;

use oxhack_defs::Prop;
use oxhack_game::game::{Game, NewGame};
use oxhack_game::world::obj::Worn;
use oxhack_tables::ids;

/// Types `keys` as one command; whether it took time.
fn run(g: &mut Game, keys: &str) -> bool {
    let _ = script(g, keys);
    g.rhack()
}

/// A Valkyrie with a long sword in hand and `off` (with `props`) as her
/// alternate weapon; the game.
fn valkyrie_with(seed: u64, off: oxhack_defs::Otyp, props: u32) -> Game {
    let mut g = arena(seed);
    let sword = obj(&mut g, ids::LONG_SWORD, 0);
    equip(&mut g, sword, Worn::WEP);
    let o = obj(&mut g, off, props);
    equip(&mut g, o, Worn::SWAPWEP);
    g.u.hero.uluck = 10;
    g
}

/// Blows at a tough hill orc east of the hero; the messages of the game.
fn strike(g: &mut Game, blows: usize) {
    let (x, y) = (g.u.ux + 1, g.u.uy);
    orc(g, x, y, 5000);
    for _ in 0..blows {
        g.domove(1, 0);
    }
}

#[test]
fn the_off_hand_dagger_of_fire_burns_only_in_two_weapon_combat() {
    let mut g = valkyrie_with(31, ids::DAGGER, ids::ITEM_FIRE);
    strike(&mut g, 30);
    assert!(!said(&g, "Your dagger burns"), "an alternate weapon does not strike");

    let mut g = valkyrie_with(31, ids::DAGGER, ids::ITEM_FIRE);
    run(&mut g, "X");
    assert!(said(&g, "You begin two-weapon combat."), "{:?}", g.history);
    assert!(g.u.twoweap);
    strike(&mut g, 30);
    let burns = g.history.iter().filter(|h| h.starts_with("Your dagger") && h.contains("burns the hill orc!")).count();
    assert!(burns >= 5, "the off-hand dagger struck and burned {burns} times: {:?}", &g.history);
    assert!(said(&g, "Your dagger of fire burns"), "the burn taught the property");
    let inv = g.doname(&g.u.invent[1]);
    assert!(inv.ends_with("(wielded in other hand)"), "{inv}");
}

#[test]
fn the_off_hand_weapon_conveys_its_properties_while_two_weaponing() {
    let mut g = valkyrie_with(32, ids::DAGGER, ids::ITEM_WARNING | ids::ITEM_REFLECTION);
    assert!(!g.u.has(Prop::Warning), "an alternate weapon conveys nothing");
    assert!(!g.ureflects(None));
    run(&mut g, "X");
    assert!(g.u.prop(Prop::Warning).extrinsic.contains(Worn::SWAPWEP), "the off-hand dagger warns");
    assert!(g.ureflects(Some("But it reflects from your %s!")));
    assert!(said(&g, "But it reflects from your weapon!"));
    run(&mut g, "X");
    assert!(said(&g, "You switch to your primary weapon."));
    assert!(!g.u.has(Prop::Warning), "back to one weapon: the dagger lends nothing");
}

#[test]
fn who_and_what_cannot_fight_with_two_weapons() {
    // A role whose body has one weapon attack.
    let mut ng = NewGame::quick(33);
    ng.role = ids::PM_WIZARD;
    ng.female = false;
    ng.align = oxhack_defs::Align::Neutral;
    let mut g = arena::rock_arena_for(ng, 8, 4, true);
    let a = obj(&mut g, ids::DAGGER, 0);
    equip(&mut g, a, Worn::WEP);
    let b = obj(&mut g, ids::DAGGER, 0);
    equip(&mut g, b, Worn::SWAPWEP);
    run(&mut g, "X");
    assert!(said(&g, "Wizards aren't able to use two weapons at once."), "{:?}", g.history);
    assert!(!g.u.twoweap);

    let mut g = arena(34);
    let s = obj(&mut g, ids::LONG_SWORD, 0);
    equip(&mut g, s, Worn::WEP);
    run(&mut g, "X");
    assert!(said(&g, "Your left hand is empty."), "{:?}", g.history);

    let mut g = valkyrie_with(35, ids::TWO_HANDED_SWORD, 0);
    run(&mut g, "X");
    assert!(said(&g, "Your two-handed sword isn't one-handed."), "{:?}", g.history);

    let mut g = valkyrie_with(36, ids::DAGGER, 0);
    let shield = obj(&mut g, ids::SMALL_SHIELD, 0);
    equip(&mut g, shield, Worn::ARMS);
    run(&mut g, "X");
    assert!(said(&g, "You can't use two weapons while wearing a shield."), "{:?}", g.history);

    let mut g = valkyrie_with(37, ids::DAGGER, 0);
    g.u.invent[1].cursed = true;
    run(&mut g, "X");
    assert!(said(&g, "Your dagger slips from your hands!"), "{:?}", g.history);
    assert!(!g.u.twoweap && g.u.invent.len() == 1, "the cursed dagger fell");
    assert!(g.lev.objects.iter().any(|o| o.obj.otyp == ids::DAGGER), "it lies on the floor");
    assert!(!g.u.twoweap);
}

#[test]
fn two_weapon_combat_ends_when_a_hand_is_needed() {
    let mut g = valkyrie_with(38, ids::DAGGER, 0);
    let other = obj(&mut g, ids::AXE, 0);
    equip(&mut g, other, Worn::empty());
    run(&mut g, "X");
    assert!(g.u.twoweap);
    // No shield while two weapons are in hand.
    let shield = obj(&mut g, ids::SMALL_SHIELD, 0);
    equip(&mut g, shield, Worn::empty());
    run(&mut g, "Wd");
    assert!(said(&g, "You cannot wear a shield while wielding two weapons."), "{:?}", g.history);
    // Wielding something else ends it.
    run(&mut g, "wc");
    assert!(said(&g, "You can no longer use two weapons at once."), "{:?}", g.history);
    assert!(!g.u.twoweap);
    // Losing the off-hand weapon ends it too.
    let mut g = valkyrie_with(39, ids::DAGGER, 0);
    run(&mut g, "X");
    assert!(g.u.twoweap);
    run(&mut g, "db");
    assert!(!g.u.twoweap, "the off-hand dagger was dropped");
}

#[test]
fn the_second_blow_trains_two_weapon_combat() {
    let mut g = valkyrie_with(40, ids::DAGGER, 0);
    let before = g.u.hero.skill(oxhack_defs::Skill::TwoWeaponCombat).advance;
    run(&mut g, "X");
    strike(&mut g, 10);
    let after = g.u.hero.skill(oxhack_defs::Skill::TwoWeaponCombat).advance;
    assert!(after > before, "two-weapon practice {before} -> {after}");
}
