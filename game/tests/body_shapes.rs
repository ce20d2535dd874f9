//! Body shapes (`dat/bodies.def`): the slots of each shape, every
//! monster's shape against NetHack 3.6.7's own predicates (so NetHack's
//! behaviour is unchanged), the polymorphed hero refused by slot with a
//! message naming it, what a new body sheds, and monsters wearing and
//! wielding only what their shape allows.

mod arena;
use arena::{give, place, said, script};

use oxhack_defs::bodies::BodyShape;
use oxhack_defs::flags::M1;
use oxhack_defs::{MonClass, Outgrow, Pm, Size, Slot};
use oxhack_game::game::Game;
use oxhack_game::monsters::makemon::{breakarm, has_horns, nohands, sliparm, slithy};
use oxhack_game::world::body::{Misfit, armor_fits, body_of, can_wield};
use oxhack_game::world::mondata::verysmall;
use oxhack_game::world::obj::{Obj, Worn};
use oxhack_tables::{ids, tables};

fn arena(seed: u64) -> Game {
    arena::room_arena(seed, true)
}

fn shape(pm: Pm) -> &'static BodyShape {
    body_of(tables(), pm)
}

#[test]
fn the_shapes_and_their_slots() {
    let t = tables();
    assert_eq!(t.bodies.len(), 20, "{:?}", t.bodies.iter().map(|b| &b.name).collect::<Vec<_>>());
    assert_eq!(t.monster_body.len(), t.monsters.len(), "every monster has a shape");
    let human = shape(ids::PM_HUMAN);
    assert_eq!(human.name, "humanoid");
    assert_eq!(
        Slot::ALL.iter().map(|&s| human.count(s)).collect::<Vec<_>>(),
        vec![2, 1, 1, 1, 1, 1, 2, 2, 1],
        "finger x2, neck, head, torso, shoulders, arms, hands x2, feet x2, range"
    );
    let dog = shape(ids::PM_DOG);
    assert_eq!(dog.name, "quadruped");
    assert_eq!((dog.count(Slot::Finger), dog.count(Slot::Neck), dog.wears_armor()), (2, 1, false));
    assert_eq!(shape(ids::PM_JACKAL).name, "small quadruped");
    assert_eq!(shape(ids::PM_PLAINS_CENTAUR).name, "centaur");
    assert!(!shape(ids::PM_PLAINS_CENTAUR).has(Slot::Feet));
    assert_eq!(shape(ids::PM_FOG_CLOUD).name, "vortex");
    assert_eq!(shape(ids::PM_AIR_ELEMENTAL).name, "vortex");
    assert_eq!(shape(ids::PM_GELATINOUS_CUBE).name, "large blob");
    assert_eq!(shape(ids::PM_RED_NAGA).name, "serpentine");
    assert_eq!(shape(ids::PM_GARTER_SNAKE).name, "small serpentine");
    assert_eq!(shape(ids::PM_WINGED_GARGOYLE).name, "winged humanoid");
    assert_eq!(shape(ids::PM_HOBBIT).name, "hobbit");
    assert_eq!(shape(ids::PM_MINOTAUR).horns, 2);
    // NetHack's num_horns gives Asmodeus two horns (was one before shapes).
    assert_eq!(shape(ids::PM_ASMODEUS).horns, 2);
    assert_eq!(shape(ids::PM_KI_RIN).horns, 1);
    assert_eq!(shape(ids::PM_HOMUNCULUS).name, "tiny humanoid");
    assert!(shape(ids::PM_HOMUNCULUS).has(Slot::Range) && !shape(ids::PM_HOMUNCULUS).has(Slot::Hands));
}

/// NetHack's own rules, written out from its predicates, for one form.
fn nethack_slots(pm: Pm) -> [u8; 9] {
    let t = tables();
    let m = t.mon(pm);
    let armor = !(verysmall(t, pm) || nohands(t, pm));
    let suit = armor && !(breakarm(t, pm) || sliparm(t, pm));
    let cloak = armor && (suit || m.msize == Size::Small);
    let feet = armor && !slithy(t, pm) && m.mlet != MonClass::Centaur;
    let fingers = !m.mflags1.contains(M1::NOLIMBS);
    let range = !m.mflags1.contains(M1::NOTAKE) && !nohands(t, pm);
    let b = |c: bool, n: u8| if c { n } else { 0 };
    [b(fingers, 2), 1, b(armor, 1), b(suit, 1), b(cloak, 1), b(armor, 1), b(armor, 2), b(feet, 2), b(range, 1)]
}

#[test]
fn every_monster_shape_reproduces_nethacks_predicates() {
    let t = tables();
    let mut checked = 0;
    for (i, m) in t.monsters.iter().enumerate() {
        let pm = Pm(i as u16);
        let s = shape(pm);
        assert_eq!(s.slots, nethack_slots(pm), "{} ({}): slots differ from NetHack's rules", m.name, s.name);
        if !s.has(Slot::Torso) {
            let want = if breakarm(t, pm) { Outgrow::Break } else { Outgrow::Slip };
            if breakarm(t, pm) || sliparm(t, pm) {
                assert_eq!(s.outgrows, want, "{}: breakarm/sliparm", m.name);
            }
        }
        assert_eq!(s.horns > 0, has_horns(pm), "{}: has_horns", m.name);
        checked += 1;
    }
    assert_eq!(checked, 382);
}

#[test]
fn every_armed_monster_has_hands_and_range_so_monster_weapons_are_unchanged() {
    let t = tables();
    let armed: Vec<&str> = t
        .monsters
        .iter()
        .enumerate()
        .filter(|(_, m)| m.attacks.iter().any(|a| a.aatyp == oxhack_defs::AttackType::Weap))
        .map(|(i, m)| {
            let s = shape(Pm(i as u16));
            assert!(s.has(Slot::Hands) && s.has(Slot::Range), "{} ({}) could not use its weapons", m.name, s.name);
            m.name.as_str()
        })
        .collect();
    assert!(armed.len() > 100, "{}", armed.len());
}

#[test]
fn armor_and_weapon_fit_by_slot_for_any_shape() {
    let t = tables();
    // A made-up one-handed, one-fingered body: the rules follow the counts.
    let mut b = shape(ids::PM_HUMAN).clone();
    b.slots[Slot::Hands as usize] = 1;
    assert!(can_wield(t, &b, ids::LONG_SWORD));
    assert!(!can_wield(t, &b, ids::TWO_HANDED_SWORD), "a two-handed sword needs two hands");
    b.slots[Slot::Feet as usize] = 0;
    assert_eq!(armor_fits(t, &b, ids::LOW_BOOTS), Err(Misfit::NoSlot(Slot::Feet)));
    assert_eq!(armor_fits(t, &b, ids::HELMET), Ok(()));
    b.horns = 1;
    assert_eq!(armor_fits(t, &b, ids::HELMET), Err(Misfit::Horns(1)));
    assert_eq!(armor_fits(t, &b, ids::FEDORA), Ok(()), "flimsy headgear goes over horns");
    let hobbit = shape(ids::PM_HOBBIT);
    assert_eq!(armor_fits(t, hobbit, ids::ELVEN_MITHRIL_COAT), Ok(()));
    assert_eq!(armor_fits(t, hobbit, ids::PLATE_MAIL), Err(Misfit::NoSlot(Slot::Torso)));
    assert_eq!(armor_fits(t, hobbit, ids::LEATHER_CLOAK), Ok(()));
}

/// The hero, polymorphed into `pm`, tries `cmd` on a fresh `otyp`.
fn try_as(seed: u64, pm: Pm, otyp: oxhack_defs::Otyp, cmd: fn(&mut Game) -> bool) -> (Game, bool) {
    let mut g = arena(seed);
    assert!(g.polymon(pm, false), "{:?}", g.history);
    let l = give(&mut g, otyp, |_| {});
    script(&mut g, &l.to_string());
    let ok = cmd(&mut g);
    (g, ok)
}

#[test]
fn a_polymorphed_hero_is_refused_by_the_slot_its_form_lacks() {
    let (g, ok) = try_as(41, ids::PM_PLAINS_CENTAUR, ids::LOW_BOOTS, Game::dowear);
    assert!(!ok && said(&g, "You have too many hooves to wear boots."), "{:?}", g.history);
    let (g, ok) = try_as(42, ids::PM_MINOTAUR, ids::HELMET, Game::dowear);
    assert!(!ok && said(&g, "The helm won't fit over your horns."), "{:?}", g.history);
    let (g, ok) = try_as(43, ids::PM_GNOME_LORD, ids::PLATE_MAIL, Game::dowear);
    assert!(!ok && said(&g, "The suit will not fit on your body."), "{:?}", g.history);
    let (g, ok) = try_as(44, ids::PM_DOG, ids::LEATHER_CLOAK, Game::dowear);
    assert!(!ok && said(&g, "Don't even bother; your body has no place for armor."), "{:?}", g.history);
    let (g, ok) = try_as(45, ids::PM_DOG, ids::LONG_SWORD, Game::dowield);
    assert!(!ok && said(&g, "Don't be ridiculous!  You have no hands."), "{:?}", g.history);
    assert!(g.u.worn(Worn::WEP).is_none());
    let (g, ok) = try_as(46, ids::PM_DOG, ids::DART, Game::dothrow);
    assert!(!ok && said(&g, "You can't throw or shoot without hands."), "{:?}", g.history);
    let (g, ok) = try_as(47, ids::PM_GARTER_SNAKE, ids::RIN_PROTECTION, Game::doputon);
    assert!(!ok && said(&g, "You cannot make the ring stick to your body."), "{:?}", g.history);
    let (g, ok) = try_as(48, ids::PM_LICHEN, ids::DART, Game::dothrow);
    assert!(!ok && said(&g, "You are physically incapable of throwing or shooting anything."), "{:?}", g.history);
}

#[test]
fn what_a_form_keeps_is_what_its_shape_allows() {
    // A small humanoid wears a cloak, not a suit; a hobbit its elven mithril.
    let (g, ok) = try_as(51, ids::PM_GNOME_LORD, ids::LEATHER_CLOAK, Game::dowear);
    assert!(ok && g.u.worn(Worn::ARMC).is_some(), "{:?}", g.history);
    let (g, ok) = try_as(52, ids::PM_HOBBIT, ids::ELVEN_MITHRIL_COAT, Game::dowear);
    assert!(ok && g.u.worn(Worn::ARM).is_some(), "{:?}", g.history);
    // A dog puts on a ring (it has limbs) but cannot wear boots.
    let mut g = arena(53);
    assert!(g.polymon(ids::PM_DOG, false));
    let l = give(&mut g, ids::RIN_PROTECTION, |_| {});
    script(&mut g, &format!("{l}l"));
    assert!(g.doputon(), "{:?}", g.history);
    assert!(g.u.worn(Worn::RINGL).is_some() || g.u.worn(Worn::RINGR).is_some(), "{:?}", g.history);
    let l = give(&mut g, ids::LOW_BOOTS, |_| {});
    script(&mut g, &l.to_string());
    assert!(!g.dowear());
}

/// Gives the hero `otyp` worn in `slot`; its id.
fn wear(g: &mut Game, otyp: oxhack_defs::Otyp, slot: Worn) -> u32 {
    let mut o = Obj::new(otyp, 1);
    o.o_id = g.og.next_ident();
    let id = o.o_id;
    let i = g.addinv(o);
    g.u.invent[i].owornmask = slot;
    g.update_worn_props();
    id
}

#[test]
fn a_horned_giant_sheds_suit_cloak_and_helm_but_keeps_gloves_and_boots() {
    let mut g = arena(61);
    let suit = wear(&mut g, ids::PLATE_MAIL, Worn::ARM);
    let helm = wear(&mut g, ids::HELMET, Worn::ARMH);
    let gloves = wear(&mut g, ids::LEATHER_GLOVES, Worn::ARMG);
    let boots = wear(&mut g, ids::LOW_BOOTS, Worn::ARMF);
    assert!(g.polymon(ids::PM_MINOTAUR, false));
    assert!(said(&g, "You break out of your armor!"), "{:?}", g.history);
    assert!(said(&g, "Your helm falls to the"), "{:?}", g.history);
    let has = |g: &Game, id: u32| g.u.invent.iter().any(|o| o.o_id == id && !o.owornmask.is_empty());
    assert!(!has(&g, suit) && !has(&g, helm));
    assert!(has(&g, gloves) && has(&g, boots), "a minotaur has hands and feet: {:?}", g.history);
}

#[test]
fn a_hobbit_form_keeps_elven_mithril_and_loses_the_cloak() {
    let mut g = arena(62);
    let coat = wear(&mut g, ids::ELVEN_MITHRIL_COAT, Worn::ARM);
    let cloak = wear(&mut g, ids::LEATHER_CLOAK, Worn::ARMC);
    assert!(g.polymon(ids::PM_HOBBIT, false));
    assert!(g.u.invent.iter().any(|o| o.o_id == coat && o.owornmask.contains(Worn::ARM)), "{:?}", g.history);
    // NetHack's break_armor: a small body shrinks out of its cloak.
    assert!(said(&g, "You shrink out of your cloak!"), "{:?}", g.history);
    assert!(!g.u.invent.iter().any(|o| o.o_id == cloak));
}

/// A monster of kind `pm` next to the hero carrying `items`; dresses
/// (`m_dowear`) and arms itself (`mon_wield_item`); its index.
fn dress(seed: u64, pm: Pm, items: &[oxhack_defs::Otyp]) -> (Game, usize) {
    let mut g = arena(seed);
    let (x, y) = (g.u.ux + 2, g.u.uy);
    let id = place(&mut g, pm, x, y);
    let i = g.mon_index(id).expect("placed");
    for &otyp in items {
        let mut o = Obj::new(otyp, 1);
        o.o_id = g.og.next_ident();
        g.lev.monsters[i].minvent.push(o);
    }
    // One piece per call, then the armor's delay (worn.c's m_dowear).
    for _ in 0..8 {
        g.lev.monsters[i].mfrozen = 0;
        g.lev.monsters[i].mcanmove = true;
        g.m_dowear(i);
    }
    g.lev.monsters[i].mfrozen = 0;
    g.mon_wield_item(i);
    (g, i)
}

fn worn(g: &Game, i: usize, otyp: oxhack_defs::Otyp) -> bool {
    g.lev.monsters[i].minvent.iter().any(|o| o.otyp == otyp && !o.owornmask.is_empty())
}

#[test]
fn monsters_wear_and_wield_only_what_their_shape_allows() {
    // A hill giant: helmet, gloves and boots, never the suit or the cloak.
    let (g, i) = dress(71, ids::PM_HILL_GIANT, &[ids::PLATE_MAIL, ids::LEATHER_CLOAK, ids::HELMET]);
    assert!(
        worn(&g, i, ids::HELMET),
        "{:?} {:?}",
        g.history,
        g.lev.monsters[i].minvent.iter().map(|o| (o.otyp, o.owornmask)).collect::<Vec<_>>()
    );
    assert!(!worn(&g, i, ids::PLATE_MAIL) && !worn(&g, i, ids::LEATHER_CLOAK));
    // A hobbit: the elven mithril-coat but not the plate mail.
    let (g, i) = dress(72, ids::PM_HOBBIT, &[ids::PLATE_MAIL, ids::ELVEN_MITHRIL_COAT]);
    assert!(worn(&g, i, ids::ELVEN_MITHRIL_COAT) && !worn(&g, i, ids::PLATE_MAIL), "{:?}", g.history);
    // A centaur wears no boots; a horned devil no hard helmet but a soft one.
    let (g, i) = dress(73, ids::PM_FOREST_CENTAUR, &[ids::LOW_BOOTS, ids::HELMET]);
    assert!(!worn(&g, i, ids::LOW_BOOTS) && worn(&g, i, ids::HELMET), "{:?}", g.history);
    let (g, i) = dress(74, ids::PM_HORNED_DEVIL, &[ids::HELMET, ids::FEDORA]);
    assert!(!worn(&g, i, ids::HELMET) && worn(&g, i, ids::FEDORA), "{:?}", g.history);
    // A gnome lord: a cloak yes, a shirt no; it wields its sword.
    let (g, i) = dress(75, ids::PM_GNOME_LORD, &[ids::HAWAIIAN_SHIRT, ids::LEATHER_CLOAK, ids::SHORT_SWORD]);
    assert!(worn(&g, i, ids::LEATHER_CLOAK) && !worn(&g, i, ids::HAWAIIAN_SHIRT), "{:?}", g.history);
    assert!(g.lev.monsters[i].mw.is_some(), "a gnome lord has hands for its sword");
    // A jackal wears nothing and holds nothing.
    let (g, i) = dress(76, ids::PM_JACKAL, &[ids::LEATHER_CLOAK, ids::AMULET_OF_LIFE_SAVING, ids::DAGGER]);
    assert!(g.lev.monsters[i].minvent.iter().all(|o| o.owornmask.is_empty()), "{:?}", g.history);
    assert!(g.lev.monsters[i].mw.is_none());
}

#[test]
fn a_monster_turned_into_a_dog_drops_what_its_shape_has_no_slot_for() {
    let (mut g, i) = dress(81, ids::PM_HILL_ORC, &[ids::ORCISH_HELM, ids::LEATHER_GLOVES, ids::LOW_BOOTS]);
    assert!(worn(&g, i, ids::ORCISH_HELM) && worn(&g, i, ids::LEATHER_GLOVES) && worn(&g, i, ids::LOW_BOOTS));
    g.lev.monsters[i].mnum = ids::PM_WOLF;
    g.vision_recalc();
    g.mon_break_armor(i);
    let m = &g.lev.monsters[i];
    assert!(m.minvent.iter().all(|o| o.owornmask.is_empty()), "{:?}", g.history);
    assert!(said(&g, "drops its gloves!") || said(&g, "helmet falls"), "{:?}", g.history);
}

#[test]
fn the_banner_counts_body_shapes() {
    assert!(oxhack_game::banner().contains("Body shapes: 20"), "{}", oxhack_game::banner());
}
