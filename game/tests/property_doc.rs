//! The property document's rules that the audit (docs/properties.md)
//! found missing or untested, in play: attack properties whoever strikes
//! and whoever is struck (a monster's blade, a monster's arrows and its
//! bow together, one monster hitting another), fire and frost reaching
//! the target's pack, vorpal blades, monsters choosing property weapons
//! (a known bug of the document), wielded detrimental properties, and
//! what worn properties do when the object goes away or loses its
//! enchantment.

mod arena;
use arena::{place, said};

use oxhack_defs::Prop;
use oxhack_game::game::Game;
use oxhack_game::world::obj::{Obj, Worn};
use oxhack_game::world::you::{A_DEX, A_INT, A_WIS};
use oxhack_tables::ids;

/// The hero in the middle of a lit room of rock, with no intrinsics and
/// 500 hit points.
fn arena(seed: u64) -> Game {
    let mut g = arena::rock_arena(seed, 8, 4, true);
    arena::strip(&mut g);
    arena::tough(&mut g);
    g
}

/// An object of `otyp` with properties `props` and its own id.
fn obj(g: &mut Game, otyp: oxhack_defs::Otyp, props: u32) -> Obj {
    let mut o = Obj::new(otyp, 1);
    o.o_id = g.og.next_ident();
    o.oprops = props;
    o
}

/// The hero wears or wields `o` in `slot`; its inventory index.
fn equip(g: &mut Game, mut o: Obj, slot: Worn) -> usize {
    o.owornmask = slot;
    o.invlet = Some((b'a' + g.u.invent.len() as u8) as char);
    g.u.invent.push(o);
    g.update_worn_props();
    g.u.invent.len() - 1
}

/// Monster `id` carries `o` (wielded with `wield`).
fn arm(g: &mut Game, id: u32, mut o: Obj, wield: bool) {
    let i = g.mon_index(id).expect("monster");
    let m = &mut g.lev.monsters[i];
    if wield {
        o.owornmask = Worn::WEP;
    }
    m.minvent.push(o);
    if wield {
        m.mw = Some(m.minvent.len() - 1);
    }
}

/// A hill orc with `hp` hit points at (x, y), held in place.
fn orc(g: &mut Game, x: i32, y: i32, hp: i32) -> u32 {
    let id = place(g, ids::PM_HILL_ORC, x, y);
    let i = g.mon_index(id).expect("placed");
    let m = &mut g.lev.monsters[i];
    m.mhp = hp;
    m.mhpmax = hp;
    m.mcanmove = false;
    id
}

fn hits_on_hero(g: &Game) -> usize {
    g.history.iter().filter(|h| h.contains("You are hit by")).count()
}

// ---------------------------------------------------------------------
// Monsters' missiles: ammunition and launcher stack when fired

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

// ---------------------------------------------------------------------
// Monsters' blades

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

// ---------------------------------------------------------------------
// The hero's blows

/// "Fire ... destroys fire-vulnerable inventory objects": the target's
/// potions boil, and frost's freeze.
#[test]
fn a_sword_of_fire_boils_the_targets_potions() {
    let mut g = arena(11);
    let sword = obj(&mut g, ids::LONG_SWORD, ids::ITEM_FIRE);
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
    let left: i64 = g.lev.monsters[i].minvent.iter().filter(|o| o.otyp == ids::POT_HEALING).map(|o| o.quan).sum();
    assert!(left < 40, "no potion boiled: {:?}", g.history);
    assert!(said(&g, "boil and explode!") || said(&g, "boils and explodes!"), "{:?}", g.history);
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

// ---------------------------------------------------------------------
// Worn and wielded properties on the hero

/// "Hunger, aggravation and fumbling properties had no effect on wielded
/// weapons" (a GruntHack bug the document fixes): they do, and stop when
/// the weapon is put away.
#[test]
fn wielded_hunger_aggravation_and_fumbling_afflict_the_wielder() {
    let mut g = arena(1);
    let bad = ids::ITEM_HUNGER | ids::ITEM_AGGRAVATE | ids::ITEM_FUMBLING;
    let sword = obj(&mut g, ids::LONG_SWORD, bad);
    let k = equip(&mut g, sword, Worn::WEP);
    for p in [Prop::Hunger, Prop::AggravateMonster, Prop::Fumbling] {
        assert!(g.u.has(p), "{p:?} while wielded");
    }
    g.u.invent[k].owornmask = Worn::empty();
    g.update_worn_props();
    for p in [Prop::Hunger, Prop::AggravateMonster, Prop::Fumbling] {
        assert!(!g.u.has(p), "{p:?} after unwielding");
    }
}

/// Attack properties are not worn properties: a wielded sword of fire
/// gives no fire resistance, a wielded sword of reflection reflects.
#[test]
fn a_wielded_weapon_lends_only_its_defensive_properties() {
    let mut g = arena(1);
    let sword = obj(&mut g, ids::LONG_SWORD, ids::ITEM_FIRE | ids::ITEM_REFLECTION | ids::ITEM_SPEED);
    equip(&mut g, sword, Worn::WEP);
    assert!(!g.u.has(Prop::FireRes));
    assert!(g.u.has(Prop::Reflecting));
    assert!(!g.u.has(Prop::Fast), "speed is for armor, amulets and rings");
}

/// "Several instances of armor destruction would grant their properties
/// permanently": a destroyed cloak of fire resistance and speed takes
/// both with it.
#[test]
fn a_destroyed_cloak_takes_its_properties_with_it() {
    let mut g = arena(1);
    let cloak = obj(&mut g, ids::LEATHER_CLOAK, ids::ITEM_FIRE | ids::ITEM_SPEED);
    let k = equip(&mut g, cloak, Worn::ARMC);
    assert!(g.u.has(Prop::FireRes) && g.u.has(Prop::Fast));
    g.destroy_arm_at(k);
    assert!(said(&g, "crumbles and turns to dust!"), "{:?}", g.history);
    assert!(!g.u.has(Prop::FireRes) && !g.u.has(Prop::Fast));
}

/// "Cancelling and disenchantment of equipped objects with properties
/// could grant permanent attribute bonuses and penalties": the bonus of
/// gloves of dexterity and a helmet of brilliance follows their
/// enchantment down to nothing, the base attributes untouched.
#[test]
fn dexterity_and_brilliance_follow_their_enchantment_down() {
    let mut g = arena(1);
    let base = g.u.abase;
    let mut gloves = obj(&mut g, ids::LEATHER_GLOVES, ids::ITEM_DEXTERITY);
    gloves.spe = 3;
    let gk = equip(&mut g, gloves, Worn::ARMG);
    let mut helm = obj(&mut g, ids::ORCISH_HELM, ids::ITEM_BRILLIANCE);
    helm.spe = -2;
    let hk = equip(&mut g, helm, Worn::ARMH);
    assert_eq!((g.u.abon[A_DEX], g.u.abon[A_INT], g.u.abon[A_WIS]), (3, -2, -2));
    // Disenchanted, then cancelled (spe to 0): the bonuses go with it.
    g.u.invent[gk].spe = 2;
    g.u.invent[hk].spe = 0;
    g.update_worn_props();
    assert_eq!((g.u.abon[A_DEX], g.u.abon[A_INT], g.u.abon[A_WIS]), (2, 0, 0));
    g.u.invent[gk].spe = 0;
    g.update_worn_props();
    assert_eq!(g.u.abon[A_DEX], 0);
    // Taken off: nothing left over either way.
    g.u.invent[gk].owornmask = Worn::empty();
    g.u.invent[hk].owornmask = Worn::empty();
    g.update_worn_props();
    assert!(g.u.abon.iter().all(|&b| b == 0), "{:?}", g.u.abon);
    assert_eq!(g.u.abase, base, "no permanent change");
    assert_eq!(g.u.invent[gk].oprops, ids::ITEM_DEXTERITY, "the property itself stays");
}

/// Worn properties convey their intrinsic while worn, and only then
/// (the document's list: fire, frost, drain resistance, reflection,
/// telepathy, searching, warning, stealth, fumbling, hunger,
/// aggravation, speed, displacement, clairvoyance).
#[test]
fn every_worn_property_conveys_its_intrinsic_while_worn() {
    let cases = [
        (ids::ITEM_FIRE, Prop::FireRes),
        (ids::ITEM_FROST, Prop::ColdRes),
        (ids::ITEM_DRLI, Prop::DrainRes),
        (ids::ITEM_REFLECTION, Prop::Reflecting),
        (ids::ITEM_ESP, Prop::Telepat),
        (ids::ITEM_SEARCHING, Prop::Searching),
        (ids::ITEM_WARNING, Prop::Warning),
        (ids::ITEM_STEALTH, Prop::Stealth),
        (ids::ITEM_FUMBLING, Prop::Fumbling),
        (ids::ITEM_HUNGER, Prop::Hunger),
        (ids::ITEM_AGGRAVATE, Prop::AggravateMonster),
        (ids::ITEM_SPEED, Prop::Fast),
        (ids::ITEM_DISPLACEMENT, Prop::Displaced),
        (ids::ITEM_CLAIRVOYANCE, Prop::Clairvoyant),
    ];
    for (bit, p) in cases {
        for (otyp, slot) in
            [(ids::T_SHIRT, Worn::ARMU), (ids::RIN_ADORNMENT, Worn::RINGL), (ids::AMULET_OF_ESP, Worn::AMUL)]
        {
            let mut g = arena(1);
            assert!(!g.u.has(p), "{p:?} before");
            let o = obj(&mut g, otyp, bit);
            let k = equip(&mut g, o, slot);
            assert!(g.u.has(p), "{p:?} from {otyp:?}");
            g.u.invent[k].owornmask = Worn::empty();
            g.update_worn_props();
            assert!(!g.u.has(p) || (p == Prop::Telepat && otyp == ids::AMULET_OF_ESP), "{p:?} after");
        }
    }
}

/// Weapon properties only when wielded, and not from ammunition or
/// missiles; armor properties only when worn, not wielded.
#[test]
fn wielded_ammunition_and_wielded_armor_lend_nothing() {
    let mut g = arena(1);
    let arrows = obj(&mut g, ids::ARROW, ids::ITEM_STEALTH);
    equip(&mut g, arrows, Worn::WEP);
    assert!(!g.u.has(Prop::Stealth), "wielded arrows");
    let mut g = arena(1);
    let darts = obj(&mut g, ids::DART, ids::ITEM_STEALTH);
    equip(&mut g, darts, Worn::WEP);
    assert!(!g.u.has(Prop::Stealth), "wielded darts");
    let mut g = arena(1);
    let cloak = obj(&mut g, ids::LEATHER_CLOAK, ids::ITEM_STEALTH | ids::ITEM_FIRE);
    equip(&mut g, cloak, Worn::WEP);
    assert!(!g.u.has(Prop::Stealth) && !g.u.has(Prop::FireRes), "a wielded cloak");
    let mut g = arena(1);
    let dagger = obj(&mut g, ids::DAGGER, ids::ITEM_STEALTH);
    equip(&mut g, dagger, Worn::empty());
    assert!(!g.u.has(Prop::Stealth), "a dagger only carried");
    let mut g = arena(1);
    let dagger = obj(&mut g, ids::DAGGER, ids::ITEM_STEALTH);
    equip(&mut g, dagger, Worn::WEP);
    assert!(g.u.has(Prop::Stealth), "a wielded dagger");
}

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

/// Power: strength 25 like gauntlets of power, on leather gloves (and
/// nothing else: the gloves are no gauntlets of power).
#[test]
fn gloves_of_power_set_strength_to_25() {
    let mut g = arena(1);
    g.u.abase[oxhack_game::world::you::A_STR] = 12;
    let gloves = obj(&mut g, ids::LEATHER_GLOVES, ids::ITEM_POWER);
    let k = equip(&mut g, gloves, Worn::ARMG);
    assert_eq!(g.u.acurrstr(), 25);
    g.u.invent[k].owornmask = Worn::empty();
    g.update_worn_props();
    assert_eq!(g.u.acurrstr(), 12);
}

/// Oilskin on a cloak foils grabbing attacks like an oilskin cloak: an
/// owlbear cannot hold the hero in an oilskin mummy wrapping.
#[test]
fn an_oilskin_wrapping_slips_out_of_an_owlbears_hug() {
    let mut slipped = 0;
    for seed in 1..=4 {
        let mut g = arena(seed);
        let wrap = obj(&mut g, ids::MUMMY_WRAPPING, ids::ITEM_OILSKIN);
        equip(&mut g, wrap, Worn::ARMC);
        let (x, y) = (g.u.ux + 1, g.u.uy);
        place(&mut g, ids::PM_OWLBEAR, x, y);
        arena::wait_until(&mut g, 80, |g| g.u.ustuck.is_some());
        assert!(g.u.ustuck.is_none(), "seed {seed}: held: {:?}", g.history);
        slipped += said(&g, "grabs you, but cannot hold onto your slippery") as i32;
    }
    assert!(slipped >= 2, "{slipped}");
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

/// Frost freezes the target's potions, as fire boils them.
#[test]
fn a_sword_of_frost_shatters_the_targets_potions() {
    let mut g = arena(25);
    let sword = obj(&mut g, ids::LONG_SWORD, ids::ITEM_FROST);
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
    let left: i64 = g.lev.monsters[i].minvent.iter().filter(|o| o.otyp == ids::POT_HEALING).map(|o| o.quan).sum();
    assert!(left < 40 && said(&g, "shatter"), "{left}: {:?}", g.history);
}

// ---------------------------------------------------------------------
// Gifts and the endgame carriers

/// A weapon with properties comes one sacrifice in (10 + 2 x gifts) when
/// no artifact is given (here: all artifacts exist).
#[test]
fn property_gifts_come_one_time_in_ten_plus_twice_the_gifts() {
    for (gifts, expect) in [(0, 1.0 / 10.0), (5, 1.0 / 20.0)] {
        let mut g = arena(31);
        g.u.hero.ulevel = 10;
        g.u.hero.uluck = 0;
        g.u.hero.ugifts = gifts;
        g.og.arti.exist.iter_mut().for_each(|e| *e = true);
        let n = 20_000;
        let got = (0..n).filter(|_| g.with_mk(|c| c.sacrifice_gift(oxhack_defs::Align::Neutral)).is_some()).count();
        let rate = got as f64 / n as f64;
        assert!((rate - expect).abs() < expect * 0.1, "{gifts} gifts: {rate} vs {expect}");
    }
}

/// The Astral Plane's player-monsters: three to six, named, hostile, each
/// armed weapon an artifact or carrying good properties (the document's
/// 1 in 5 / 4 in 5), never a detrimental one.
#[test]
fn the_astral_planes_player_monsters_carry_property_weapons() {
    use oxhack_game::hero::golevel::Arrival;
    let bad = ids::ITEM_FUMBLING | ids::ITEM_HUNGER | ids::ITEM_AGGRAVATE;
    let (mut armed, mut with_props, mut arts) = (0, 0, 0);
    for seed in 1..=6 {
        let mut g = Game::new(oxhack_game::game::NewGame { wizard: true, ..oxhack_game::game::NewGame::quick(seed) })
            .expect("game");
        let mut amulet = Obj::new(ids::AMULET_OF_YENDOR, 1);
        amulet.o_id = g.og.next_ident();
        g.addinv(amulet);
        let to =
            oxhack_game::world::dungeon::role_level(&g.layout, dgn_comp::roles::LevelRole::Astral).expect("astral");
        g.goto_level(to, Arrival::Random);
        assert_eq!(g.u.uz, to);
        let players: Vec<_> =
            g.lev.monsters.iter().filter(|m| oxhack_game::world::mondata::is_mplayer(m.mnum)).collect();
        assert!((3..=6).contains(&players.len()), "seed {seed}: {} player-monsters", players.len());
        for m in players {
            assert!(!m.mpeaceful);
            assert!(m.mname.as_deref().is_some_and(|n| n.contains(" the ")), "{:?}", m.mname);
            assert!(m.m_lev >= 15, "level {}", m.m_lev);
            assert!(m.minvent.iter().any(|o| o.otyp == ids::FAKE_AMULET_OF_YENDOR));
            let t = oxhack_tables::tables();
            for w in m.minvent.iter().filter(|o| t.obj(o.otyp).class == oxhack_defs::OClass::Weapon && o.spe >= 4) {
                armed += 1;
                arts += w.oartifact.is_some() as i32;
                with_props += (w.oprops != 0) as i32;
                assert_eq!(w.oprops & bad, 0, "no detrimental property");
            }
        }
    }
    assert!(armed >= 15 && with_props > arts, "{armed} armed, {with_props} with properties, {arts} artifacts");
}

/// The Astral Plane's Angels carry their long swords (Sunsword or
/// Demonbane one time in 20, good properties instead once those exist).
#[test]
fn the_astral_planes_angels_carry_long_swords() {
    use oxhack_game::hero::golevel::Arrival;
    let mut angels = 0;
    for seed in 1..=3 {
        let mut g = Game::new(oxhack_game::game::NewGame { wizard: true, ..oxhack_game::game::NewGame::quick(seed) })
            .expect("game");
        let mut amulet = Obj::new(ids::AMULET_OF_YENDOR, 1);
        amulet.o_id = g.og.next_ident();
        g.addinv(amulet);
        let to =
            oxhack_game::world::dungeon::role_level(&g.layout, dgn_comp::roles::LevelRole::Astral).expect("astral");
        g.goto_level(to, Arrival::Random);
        for m in g.lev.monsters.iter().filter(|m| m.mnum == ids::PM_ANGEL) {
            angels += 1;
            let sword = m.minvent.iter().find(|o| o.otyp == ids::LONG_SWORD).expect("an Angel's long sword");
            assert!(sword.blessed && sword.oerodeproof);
            assert!(sword.oartifact.is_none() || sword.oprops == 0, "never both");
        }
    }
    assert!(angels >= 6, "{angels} Angels");
}

// ---------------------------------------------------------------------
// Cancellation and polymorph

/// "An object with properties will not lose them when cancelled", and
/// dexterity follows the enchantment cancellation takes: zapping oneself
/// with cancellation leaves +0 gloves of dexterity and fire resistance
/// that still resist fire but add no dexterity.
#[test]
fn self_cancellation_keeps_properties_and_takes_the_dexterity() {
    let mut g = arena(41);
    let mut gloves = obj(&mut g, ids::LEATHER_GLOVES, ids::ITEM_DEXTERITY | ids::ITEM_FIRE);
    gloves.spe = 3;
    let gk = equip(&mut g, gloves, Worn::ARMG);
    let mut ring = obj(&mut g, ids::RIN_ADORNMENT, ids::ITEM_SPEED);
    ring.spe = 2;
    ring.blessed = true;
    equip(&mut g, ring, Worn::RINGL);
    let mut potion = obj(&mut g, ids::POT_SICKNESS, 0);
    potion.invlet = Some('p');
    g.u.invent.push(potion);
    assert_eq!(g.u.abon[A_DEX], 3);
    let base = g.u.abase;
    let wand = Obj::new(ids::WAN_CANCELLATION, 1);
    g.zapyourself(&wand);
    assert!(said(&g, "You are covered in sparkling lights!"));
    let gloves = &g.u.invent[gk];
    assert_eq!((gloves.spe, gloves.oprops), (0, ids::ITEM_DEXTERITY | ids::ITEM_FIRE));
    assert_eq!(g.u.abon[A_DEX], 0);
    assert_eq!(g.u.abase, base);
    assert!(g.u.has(Prop::FireRes) && g.u.has(Prop::Fast), "the properties still work");
    let ring = g.u.invent.iter().find(|o| o.otyp == ids::RIN_ADORNMENT).expect("ring");
    assert_eq!((ring.spe, ring.blessed, ring.oprops), (0, false, ids::ITEM_SPEED));
    assert!(g.u.invent.iter().any(|o| o.otyp == ids::POT_FRUIT_JUICE), "sickness becomes fruit juice");
}

/// A cancellation beam over the floor: the +2 dagger of fire is +0 and
/// still of fire.
#[test]
fn a_cancellation_beam_leaves_a_daggers_fire() {
    let mut g = arena(43);
    let mut dagger = obj(&mut g, ids::DAGGER, ids::ITEM_FIRE);
    dagger.spe = 2;
    dagger.cursed = true;
    let (x, y) = (g.u.ux + 1, g.u.uy);
    g.lev.place_object(dagger, x, y);
    let wand = Obj::new(ids::WAN_CANCELLATION, 1);
    g.bhito_at(&wand, x, y);
    let d = &g.lev.objects.iter().find(|f| f.obj.otyp == ids::DAGGER).expect("dagger").obj;
    assert_eq!((d.spe, d.cursed, d.oprops), (0, false, ids::ITEM_FIRE));
}

/// Power "does *not* restrict spell-casting ... like actual gauntlets of
/// power": leather gloves of power cost no more spell success than plain
/// leather gloves, where iron gauntlets of power do.
#[test]
fn gloves_of_power_do_not_hinder_spellcasting() {
    let chance = |otyp, props| {
        let mut g = Game::new(oxhack_game::game::NewGame::quick(45)).expect("game");
        g.u.invent.retain(|o| !o.owornmask.intersects(Worn::ARMG));
        let o = obj(&mut g, otyp, props);
        equip(&mut g, o, Worn::ARMG);
        g.percent_success(ids::SPE_FORCE_BOLT)
    };
    let plain = chance(ids::LEATHER_GLOVES, 0);
    let power = chance(ids::LEATHER_GLOVES, ids::ITEM_POWER);
    let gauntlets = chance(ids::GAUNTLETS_OF_POWER, 0);
    assert_eq!(power, plain);
    assert!(gauntlets < plain, "{gauntlets} vs {plain}");
}

// ---------------------------------------------------------------------
// Artifacts and properties are exclusive

/// "A long sword of warning dipped to become Excalibur loses its warning
/// property."
#[test]
fn a_long_sword_of_warning_dipped_into_excalibur_loses_its_warning() {
    let mut made = 0;
    for seed in 1..=6 {
        let mut g = arena(seed);
        g.u.hero.align = oxhack_defs::Align::Lawful;
        g.u.hero.ulevel = 5;
        let sword = obj(&mut g, ids::LONG_SWORD, ids::ITEM_WARNING);
        let k = equip(&mut g, sword, Worn::WEP);
        assert!(g.u.has(Prop::Warning));
        let (x, y) = (g.u.ux, g.u.uy);
        for _ in 0..40 {
            if g.u.invent.get(k).is_none_or(|o| o.oartifact.is_some()) {
                break;
            }
            g.lev.set_typ(x, y, oxhack_vm::terrain::FOUNTAIN);
            g.dipfountain(k);
        }
        let Some(s) = g.u.invent.get(k).filter(|o| o.oartifact == Some(ids::ART_EXCALIBUR)) else { continue };
        made += 1;
        assert_eq!((s.oprops, s.oprops_known), (0, 0));
        g.update_worn_props();
        assert!(!g.u.has(Prop::Warning), "Excalibur gives no warning");
    }
    assert!(made >= 2, "{made} Excaliburs");
}

/// Naming an elven dagger of fire "Sting" makes the artifact and strips
/// the fire.
#[test]
fn naming_an_elven_dagger_of_fire_sting_strips_the_fire() {
    let mut g = arena(47);
    let dagger = obj(&mut g, ids::ELVEN_DAGGER, ids::ITEM_FIRE);
    let k = equip(&mut g, dagger, Worn::empty());
    let letter = g.u.invent[k].invlet.expect("letter");
    arena::script(&mut g, &format!("i{letter}Sting\n"));
    g.docallcmd();
    let d = &g.u.invent[k];
    assert_eq!(d.oartifact, Some(ids::ART_STING), "{:?}", g.history);
    assert_eq!(d.oprops, 0);
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

// ---------------------------------------------------------------------
// The known bug of self-hits: a returning boomerang

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

// ---------------------------------------------------------------------
// Warning and telepathy show on the map

/// Warning (from a weapon of warning): an unseen hostile monster of level
/// 4 or more within ten squares shows as a digit, its level / 4.
#[test]
fn a_sword_of_warning_shows_unseen_monsters_as_digits() {
    use oxhack_game::world::display::Glyph;
    let mut g = arena(55);
    let (x, y) = (g.u.ux + 3, g.u.uy);
    let id = orc(&mut g, x, y, 30);
    let i = g.mon_index(id).expect("orc");
    g.lev.monsters[i].m_lev = 9;
    g.lev.monsters[i].minvis = true;
    assert!(!matches!(g.shown_glyph(x, y), Glyph::Warning(_) | Glyph::Mon { .. }), "unseen, unwarned");
    let sword = obj(&mut g, ids::LONG_SWORD, ids::ITEM_WARNING);
    let k = equip(&mut g, sword, Worn::WEP);
    assert_eq!(g.shown_glyph(x, y), Glyph::Warning(2));
    assert_eq!(g.glyph_look(Glyph::Warning(2)).0, '2');
    // Too weak, or peaceful: no warning.
    g.lev.monsters[i].m_lev = 3;
    assert!(!matches!(g.shown_glyph(x, y), Glyph::Warning(_)));
    g.lev.monsters[i].m_lev = 30;
    assert_eq!(g.shown_glyph(x, y), Glyph::Warning(5));
    g.lev.monsters[i].mpeaceful = true;
    assert!(!matches!(g.shown_glyph(x, y), Glyph::Warning(_)));
    g.lev.monsters[i].mpeaceful = false;
    g.u.invent[k].owornmask = Worn::empty();
    g.update_worn_props();
    assert!(!matches!(g.shown_glyph(x, y), Glyph::Warning(_)), "put away");
}

/// Telepathy (from a shirt of telepathy): unseen minded monsters within
/// range show as themselves while the hero sees; an intrinsic telepath
/// senses them only when blind.
#[test]
fn a_shirt_of_telepathy_shows_unseen_minds() {
    use oxhack_game::world::display::Glyph;
    let mut g = arena(57);
    let (x, y) = (g.u.ux + 3, g.u.uy);
    let id = orc(&mut g, x, y, 30);
    let i = g.mon_index(id).expect("orc");
    g.lev.monsters[i].minvis = true;
    let orc_glyph = Glyph::Mon { pm: ids::PM_HILL_ORC, pet: false };
    assert_ne!(g.shown_glyph(x, y), orc_glyph);
    g.u.prop_mut(Prop::Telepat).intrinsic = oxhack_game::world::you::FROMOUTSIDE;
    assert_ne!(g.shown_glyph(x, y), orc_glyph, "intrinsic telepathy needs blindness");
    g.u.prop_mut(Prop::Telepat).intrinsic = 0;
    let shirt = obj(&mut g, ids::T_SHIRT, ids::ITEM_ESP);
    equip(&mut g, shirt, Worn::ARMU);
    assert_eq!(g.shown_glyph(x, y), orc_glyph);
    // A mindless monster stays hidden.
    let zid = place(&mut g, ids::PM_HUMAN_ZOMBIE, x, y + 1);
    let z = g.mon_index(zid).expect("zombie");
    g.lev.monsters[z].minvis = true;
    assert_ne!(g.shown_glyph(x, y + 1), Glyph::Mon { pm: ids::PM_HUMAN_ZOMBIE, pet: false });
}
