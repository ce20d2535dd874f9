//! The property document's rules for what the hero wears and wields, in
//! play (docs/properties.md): worn and wielded properties and their
//! limits, destroyed, cancelled and disenchanted equipment, power,
//! oilskin, warning and telepathy on the map, and artifacts stripping
//! properties.

mod arena;
mod property_doc_kit;
use arena::{place, said};
use property_doc_kit::*;

use oxhack_defs::Prop;
use oxhack_game::game::Game;
use oxhack_game::world::obj::{Obj, Worn};
use oxhack_game::world::you::{A_DEX, A_INT, A_WIS};
use oxhack_tables::ids;

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
