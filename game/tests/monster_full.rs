//! Monsters at full strength (issue 16's last pieces), in play: what a
//! monster wears and wields when it changes form (`mon_break_armor`,
//! `possibly_unwield`), the hero's polymorphed body in the rules that
//! ask about it, spells that burn and fry the pack, lycanthropy's cures,
//! `#monster`, the bag of tricks, gas spores, the teleportation-trap
//! and polymorph-trap escapes, an engulfer changing form, and monsters
//! between levels.

mod arena;
use arena::said;

use oxhack_defs::{Pm, Prop};
use oxhack_game::game::Game;
use oxhack_game::hero::golevel::Arrival;
use oxhack_game::hero::pray::Trouble;
use oxhack_game::monsters::makemon::MmFlags;
use oxhack_game::ui::{Screen, Term};
use oxhack_game::world::level::{DLevel, Trap};
use oxhack_game::world::obj::{Obj, Worn};
use oxhack_tables::ids;
use std::collections::VecDeque;

struct Keys(VecDeque<char>);

impl Term for Keys {
    fn size(&self) -> (usize, usize) {
        (80, 24)
    }
    fn draw(&mut self, _: &Screen) {}
    fn read_key(&mut self) -> Option<char> {
        self.0.pop_front()
    }
}

fn keys(g: &mut Game, k: &str) {
    g.set_term(Box::new(Keys(k.chars().collect())));
}

/// A plain hero with many hit points in the middle of the biggest room.
fn arena(seed: u64) -> Game {
    let mut g = arena::room_arena(seed, true);
    g.u.uhpmax = 5000;
    g.u.uhp = 5000;
    g
}

/// A hostile, awake monster of kind `pm` at (dx, dy) from the hero,
/// carrying nothing.
fn place(g: &mut Game, pm: Pm, dx: i32, dy: i32) -> u32 {
    let (x, y) = (g.u.ux + dx, g.u.uy + dy);
    let i = g.with_mon(|c, l| c.makemon(l, Some(pm), x, y, MmFlags::NO_MINVENT)).expect("monster made");
    let m = &mut g.lev.monsters[i];
    m.msleeping = false;
    m.mpeaceful = false;
    m.mflee = false;
    m.m_id
}

/// Gives monster `id` a new object of type `otyp`, worn in `worn`.
fn give(g: &mut Game, id: u32, otyp: oxhack_defs::Otyp, worn: Worn) {
    let mut o = Obj::new(otyp, 1);
    o.o_id = g.og.next_ident();
    o.owornmask = worn;
    let i = g.mon_index(id).expect("monster");
    let m = &mut g.lev.monsters[i];
    m.misc_worn_check |= (worn & Worn::ARMOR).bits();
    m.minvent.push(o);
    if worn.contains(Worn::WEP) {
        m.mw = Some(m.minvent.len() - 1);
    }
}

/// Monster `id`, to change.
fn mon(g: &mut Game, id: u32) -> &mut oxhack_game::world::monst::Monst {
    let i = g.mon_index(id).expect("monster");
    &mut g.lev.monsters[i]
}

fn floor_has(g: &Game, otyp: oxhack_defs::Otyp) -> bool {
    g.lev.objects.iter().any(|f| f.obj.otyp == otyp)
}

fn carries(g: &Game, id: u32, otyp: oxhack_defs::Otyp) -> bool {
    g.mon_index(id).is_some_and(|i| g.lev.monsters[i].minvent.iter().any(|o| o.otyp == otyp))
}

// ---- 2. armor and weapons on a change of form ----

#[test]
fn a_monster_turned_big_bursts_its_armor_and_tears_its_cloak() {
    let mut g = arena(1);
    let id = place(&mut g, ids::PM_HILL_ORC, 1, 0);
    give(&mut g, id, ids::PLATE_MAIL, Worn::ARM);
    give(&mut g, id, ids::ORCISH_CLOAK, Worn::ARMC);
    give(&mut g, id, ids::ORCISH_HELM, Worn::ARMH);
    let i = g.mon_index(id).unwrap();
    assert!(g.newcham_msg(i, Some(ids::PM_TITANOTHERE), true));
    assert!(said(&g, "The titanothere breaks out of his armor!"), "{:?}", g.history);
    assert!(said(&g, "cloak tears apart!"), "{:?}", g.history);
    assert!(said(&g, "helmet falls to the floor!"), "{:?}", g.history);
    assert!(!carries(&g, id, ids::PLATE_MAIL) && !floor_has(&g, ids::PLATE_MAIL), "the plate mail burst");
    assert!(!carries(&g, id, ids::ORCISH_CLOAK) && !floor_has(&g, ids::ORCISH_CLOAK), "the cloak tore");
    assert!(floor_has(&g, ids::ORCISH_HELM), "the helmet fell");
    let m = &mon(&mut g, id);
    assert_eq!(m.misc_worn_check, 0, "nothing is worn any more");
}

#[test]
fn a_monster_turned_small_slips_out_of_armor_and_drops_its_weapon() {
    let mut g = arena(2);
    let id = place(&mut g, ids::PM_HILL_ORC, 1, 0);
    give(&mut g, id, ids::RING_MAIL, Worn::ARM);
    give(&mut g, id, ids::LEATHER_GLOVES, Worn::ARMG);
    give(&mut g, id, ids::LOW_BOOTS, Worn::ARMF);
    give(&mut g, id, ids::LONG_SWORD, Worn::WEP);
    let i = g.mon_index(id).unwrap();
    assert!(g.newcham_msg(i, Some(ids::PM_NEWT), true));
    assert!(said(&g, "The newt's armor falls around her!"), "{:?}", g.history);
    assert!(said(&g, "The newt drops her gloves and weapon!"), "{:?}", g.history);
    assert!(said(&g, "The newt's boots slide off her feet!"), "{:?}", g.history);
    assert!(said(&g, "The newt drops a long sword."), "{:?}", g.history);
    for otyp in [ids::RING_MAIL, ids::LEATHER_GLOVES, ids::LOW_BOOTS, ids::LONG_SWORD] {
        assert!(floor_has(&g, otyp), "{otyp:?} is on the floor");
        assert!(!carries(&g, id, otyp), "{otyp:?} is no longer carried");
    }
    let m = &mon(&mut g, id);
    assert_eq!(m.mw, None);
}

#[test]
fn a_werejackal_turning_animal_drops_its_weapon() {
    let mut g = arena(3);
    let id = place(&mut g, ids::PM_HUMAN_WEREJACKAL, 2, 0);
    give(&mut g, id, ids::DAGGER, Worn::WEP);
    give(&mut g, id, ids::LEATHER_GLOVES, Worn::ARMG);
    let i = g.mon_index(id).unwrap();
    g.new_were(i);
    let i = g.mon_index(id).unwrap();
    assert_eq!(g.lev.monsters[i].mnum, ids::PM_WEREJACKAL);
    assert!(said(&g, "changes into a jackal."), "{:?}", g.history);
    assert!(said(&g, "drops a dagger."), "{:?}", g.history);
    assert!(floor_has(&g, ids::DAGGER) && floor_has(&g, ids::LEATHER_GLOVES));
    assert_eq!(g.lev.monsters[i].mw, None);
}

// ---- 3. the hero's body ----

#[test]
fn a_hero_in_a_huge_form_cannot_be_engulfed() {
    let mut g = arena(4);
    assert!(g.polymon(ids::PM_TITAN, false));
    place(&mut g, ids::PM_FOG_CLOUD, 1, 0);
    for _ in 0..60 {
        g.pass_time();
    }
    assert!(!g.u.uswallow, "{:?}", g.history);
    assert!(!said(&g, "engulfs you!"), "{:?}", g.history);
    // The same cloud swallows a hero of their own size.
    let mut g = arena(4);
    place(&mut g, ids::PM_FOG_CLOUD, 1, 0);
    for _ in 0..60 {
        if g.u.uswallow {
            break;
        }
        g.pass_time();
    }
    assert!(said(&g, "engulfs you!"), "{:?}", g.history);
}

#[test]
fn an_undead_form_is_no_deader_after_the_touch_of_death() {
    let mut g = arena(11);
    assert!(g.polymon(ids::PM_VAMPIRE_LORD, false));
    g.u.upoly.mh = 5000;
    g.u.upoly.mhmax = 5000;
    g.u.upoly.mtimedone = 5000;
    let id = place(&mut g, ids::PM_ARCH_LICH, 1, 0);
    mon(&mut g, id).m_lev = 40;
    for _ in 0..400 {
        if g.over.is_some() || said(&g, "You seem no deader than before.") {
            break;
        }
        g.pass_time();
    }
    assert!(said(&g, "using the touch of death!"), "{:?}", g.history);
    assert!(said(&g, "You seem no deader than before."), "{:?}", g.history);
    assert!(g.over.is_none(), "{:?}", g.over);
}

// ---- 4. spells that destroy items ----

#[test]
fn a_pillar_of_fire_burns_scrolls_and_potions_and_lightning_fries_rings() {
    let mut g = arena(21);
    g.u.prop_mut(Prop::FireRes).intrinsic |= oxhack_game::world::you::FROMOUTSIDE;
    g.u.prop_mut(Prop::ShockRes).intrinsic |= oxhack_game::world::you::FROMOUTSIDE;
    for (otyp, n) in [(ids::SCR_LIGHT, 40), (ids::POT_WATER, 40), (ids::RIN_ADORNMENT, 20)] {
        let mut o = Obj::new(otyp, n);
        o.o_id = g.og.next_ident();
        g.addinv(o);
    }
    let count = |g: &Game, otyp| g.u.invent.iter().filter(|o| o.otyp == otyp).map(|o| o.quan).sum::<i64>();
    let id = place(&mut g, ids::PM_ARCH_PRIEST, 1, 0);
    mon(&mut g, id).m_lev = 30;
    let spell = *oxhack_tables::tables()
        .mon(ids::PM_ARCH_PRIEST)
        .attacks
        .iter()
        .find(|a| a.aatyp == oxhack_defs::AttackType::Magc)
        .expect("a spell attack");
    // Cast after cast (no time passes, so what it summons never acts).
    for _ in 0..2000 {
        if g.over.is_some() || (said(&g, "A pillar of fire") && said(&g, "A bolt of lightning")) {
            break;
        }
        mon(&mut g, id).mspec_used = 0;
        mon(&mut g, id).mcan = false;
        g.u.uhp = 5000;
        let i = g.mon_index(id).unwrap();
        g.castmu(i, &spell, true, true);
    }
    assert!(said(&g, "A pillar of fire strikes all around you!"), "{:?}", g.history);
    assert!(said(&g, "A bolt of lightning strikes down at you from above!"), "{:?}", g.history);
    assert!(count(&g, ids::SCR_LIGHT) < 40, "scrolls burned: {:?}", g.history);
    assert!(count(&g, ids::POT_WATER) < 40, "potions boiled: {:?}", g.history);
    assert!(count(&g, ids::RIN_ADORNMENT) < 20, "rings fried: {:?}", g.history);
}

// ---- 6. lycanthropy's cures ----

#[test]
fn prayer_cures_lycanthropy() {
    let mut g = arena(31);
    g.u.ulycn = Some(ids::PM_WEREWOLF);
    assert_eq!(g.in_trouble(), Some(Trouble::Lycanthrope));
    assert!(Trouble::Lycanthrope.is_major());
    g.fix_worst_trouble(Trouble::Lycanthrope);
    assert!(said(&g, "You feel purified."), "{:?}", g.history);
    assert_eq!(g.u.ulycn, None);
    assert_eq!(g.in_trouble(), None);
}

#[test]
fn eating_wolfsbane_cures_lycanthropy() {
    let mut g = arena(32);
    g.u.ulycn = Some(ids::PM_WEREJACKAL);
    let mut o = Obj::new(ids::SPRIG_OF_WOLFSBANE, 1);
    o.o_id = g.og.next_ident();
    let i = g.addinv(o);
    let letter = g.u.invent[i].invlet.expect("a letter");
    let (x, y) = (g.u.ux, g.u.uy);
    g.lev.objects.retain(|f| (f.x, f.y) != (x, y));
    keys(&mut g, &letter.to_string());
    g.doeat();
    for _ in 0..20 {
        if !g.occupied() {
            break;
        }
        g.step();
    }
    assert!(said(&g, "You feel purified."), "{:?}", g.history);
    assert_eq!(g.u.ulycn, None);
}

#[test]
fn holy_water_purifies_and_unholy_water_brings_the_beast() {
    let mut g = arena(33);
    g.u.hero.align = oxhack_defs::Align::Lawful;
    g.u.ulycn = Some(ids::PM_WEREWOLF);
    let mut holy = Obj::new(ids::POT_WATER, 1);
    holy.blessed = true;
    g.peffects(&holy);
    assert!(said(&g, "You feel full of awe."), "{:?}", g.history);
    assert!(said(&g, "You feel purified."), "{:?}", g.history);
    assert_eq!(g.u.ulycn, None);
    // A chaotic hero's holy water burns, and takes the affinity too.
    let mut g = arena(34);
    g.u.hero.align = oxhack_defs::Align::Chaotic;
    g.u.ulycn = Some(ids::PM_WEREWOLF);
    g.peffects(&holy);
    assert!(said(&g, "This burns like acid!"), "{:?}", g.history);
    assert!(said(&g, "Your affinity to werewolves disappears!"), "{:?}", g.history);
    assert_eq!(g.u.ulycn, None);
}

// ---- 5. #monster ----

#[test]
fn monster_ability_in_the_normal_form_and_a_reflexive_one() {
    let mut g = arena(41);
    g.domonability();
    assert!(said(&g, "You don't have a special ability in your normal form!"));
    assert!(g.polymon(ids::PM_JACKAL, false));
    g.domonability();
    assert!(said(&g, "Any special ability you may have is purely reflexive."), "{:?}", g.history);
}

#[test]
fn a_hero_dragon_breathes_fire_for_fifteen_energy() {
    let mut g = arena(42);
    assert!(g.polymon(ids::PM_RED_DRAGON, false));
    g.u.uen = 40;
    let id = place(&mut g, ids::PM_JACKAL, 2, 0);
    mon(&mut g, id).mhp = 1000;
    keys(&mut g, "l");
    assert!(g.domonability());
    assert_eq!(g.u.uen, 25);
    assert!(said(&g, "blast of fire"), "{:?}", g.history);
    // Too tired to breathe again and again.
    g.u.uen = 10;
    keys(&mut g, "l");
    assert!(!g.domonability());
    assert!(said(&g, "You don't have enough energy to breathe!"));
}

#[test]
fn a_hero_umber_hulk_confuses_with_its_gaze() {
    let mut g = arena(43);
    assert!(g.polymon(ids::PM_UMBER_HULK, false));
    g.u.uen = 40;
    let id = place(&mut g, ids::PM_GNOME_LORD, 2, 0);
    g.vision_recalc();
    assert!(g.domonability());
    assert_eq!(g.u.uen, 25);
    assert!(said(&g, "Your gaze confuses the gnome lord!"), "{:?}", g.history);
    assert!(mon(&mut g, id).mconf);
}

#[test]
fn a_hero_werewolf_calls_for_help_and_a_mind_flayer_blasts() {
    let mut g = arena(44);
    assert!(g.polymon(ids::PM_WEREWOLF, false));
    g.u.uen = 40;
    let before = g.lev.monsters.len();
    assert!(g.domonability());
    assert!(said(&g, "You call upon your brethren for help!"), "{:?}", g.history);
    assert_eq!(g.u.uen, 30);
    assert!(g.lev.monsters.len() > before, "wolves came: {:?}", g.history);
    assert!(g.lev.monsters.iter().all(|m| m.mtame > 0), "and they are tame");
    let mut g = arena(45);
    assert!(g.polymon(ids::PM_MIND_FLAYER, false));
    g.u.uen = 40;
    let id = place(&mut g, ids::PM_MASTER_MIND_FLAYER, 3, 0);
    mon(&mut g, id).mhp = 1000;
    assert!(g.domonability());
    assert!(said(&g, "A wave of psychic energy pours out."), "{:?}", g.history);
    assert_eq!(g.u.uen, 30);
}

// ---- 7. the bag of tricks ----

#[test]
fn a_bag_of_tricks_lets_out_monsters_and_bites_when_looted() {
    let mut g = arena(51);
    let mut bag = Obj::new(ids::BAG_OF_TRICKS, 1);
    bag.o_id = g.og.next_ident();
    bag.spe = 2;
    bag.dknown = true;
    let i = g.addinv(bag);
    let letter = g.u.invent[i].invlet.expect("letter");
    keys(&mut g, &letter.to_string());
    assert!(g.doapply());
    assert!(!g.lev.monsters.is_empty(), "a monster came out: {:?}", g.history);
    assert_eq!(g.u.invent.iter().find(|o| o.otyp == ids::BAG_OF_TRICKS).unwrap().spe, 1);
    assert!(g.os.is_known(ids::BAG_OF_TRICKS), "the bag is known");
    // Emptied, it does nothing.
    g.lev.monsters.clear();
    let k = g.u.invent.iter().position(|o| o.otyp == ids::BAG_OF_TRICKS).unwrap();
    g.u.invent[k].spe = 0;
    keys(&mut g, &letter.to_string());
    g.doapply();
    assert!(said(&g, "Nothing happens."), "{:?}", g.history);
    assert!(g.lev.monsters.is_empty());
    // On the floor, #loot opens it: it bites.
    let mut g = arena(52);
    let mut bag = Obj::new(ids::BAG_OF_TRICKS, 1);
    bag.spe = 5;
    let (x, y) = (g.u.ux, g.u.uy);
    g.lev.objects.retain(|f| (f.x, f.y) != (x, y));
    g.lev.place_object(bag, x, y);
    let hp = g.u.uhp;
    keys(&mut g, "y");
    assert!(g.doloot());
    assert!(said(&g, "It develops a huge set of teeth and bites you!"), "{:?}", g.history);
    assert!(g.u.uhp < hp);
    assert!(g.os.is_known(ids::BAG_OF_TRICKS));
}

// ---- 1's gas spore ----

#[test]
fn a_gas_spore_killed_next_to_the_hero_explodes() {
    let mut g = arena(61);
    let id = place(&mut g, ids::PM_GAS_SPORE, 1, 0);
    let other = place(&mut g, ids::PM_NEWT, 2, 0);
    let hp = g.u.uhp;
    g.xkilled(g.mon_index(id).unwrap());
    assert!(said(&g, "You are caught in the gas spore's explosion!"), "{:?}", g.history);
    assert!(said(&g, "The newt is caught in the gas spore's explosion!"), "{:?}", g.history);
    assert!(g.u.uhp < hp);
    assert!(g.mon_index(other).is_none(), "the newt died in the blast");
    assert!(!g.lev.objects.iter().any(|f| f.obj.corpsenm == Some(ids::PM_GAS_SPORE)), "no corpse");
    assert!(g.attack_tally.used(oxhack_defs::AttackType::Boom) > 0);
}

// ---- 7's muse: the teleportation trap ----

#[test]
fn a_hurt_monster_escapes_by_a_teleportation_trap() {
    let mut g = arena(71);
    let (x, y) = (g.u.ux + 3, g.u.uy);
    let id = place(&mut g, ids::PM_HILL_ORC, 3, 0);
    g.lev.traps.push(Trap::new(oxhack_game::world::level::ttyp::TELEP_TRAP, x + 1, y));
    let i = g.mon_index(id).unwrap();
    let (ux, uy) = (g.u.ux, g.u.uy);
    let m = &mut g.lev.monsters[i];
    m.mhp = 1;
    m.mhpmax = 30;
    (m.mux, m.muy) = (ux, uy);
    let used = g.muse_dochug(i);
    assert!(used, "{:?}", g.history);
    assert!(said(&g, "The hill orc jumps onto a teleportation trap!"), "{:?}", g.history);
    let m = &mon(&mut g, id);
    assert!((m.mx, m.my) != (x, y) && (m.mx, m.my) != (x + 1, y), "it went elsewhere");
}

// ---- 8. between levels ----

#[test]
fn a_stalker_follows_the_hero_downstairs() {
    let mut g = arena(81);
    let id = place(&mut g, ids::PM_STALKER, 1, 0);
    let here = g.u.uz;
    let below = DLevel { dnum: here.dnum, dlevel: here.dlevel + 1 };
    g.goto_level(below, Arrival::Random);
    assert_eq!(g.u.uz, below);
    let i = g.mon_index(id).expect("the stalker came along");
    let m = &g.lev.monsters[i];
    assert!((m.mx - g.u.ux).abs() <= 1 && (m.my - g.u.uy).abs() <= 1, "next to the hero");
    // A fleeing one stays behind.
    let (ux, uy) = (g.u.ux, g.u.uy);
    let c = g.with_mon(|c, l| c.enexto(l, ux, uy, Some(ids::PM_STALKER))).expect("room");
    let id2 = place(&mut g, ids::PM_STALKER, c.x - ux, c.y - uy);
    let i2 = g.mon_index(id2).unwrap();
    g.lev.monsters[i2].mflee = true;
    let deeper = DLevel { dnum: here.dnum, dlevel: here.dlevel + 2 };
    g.goto_level(deeper, Arrival::Random);
    assert!(g.mon_index(id2).is_none(), "the fleeing stalker stayed");
}

#[test]
fn a_monster_that_fled_down_a_hole_is_found_on_the_level_below() {
    let mut g = arena(82);
    let (x, y) = (g.u.ux + 3, g.u.uy);
    let id = place(&mut g, ids::PM_HILL_ORC, 3, 0);
    g.lev.traps.push(Trap::new(oxhack_game::world::level::ttyp::HOLE, x + 1, y));
    let i = g.mon_index(id).unwrap();
    let (ux, uy) = (g.u.ux, g.u.uy);
    let m = &mut g.lev.monsters[i];
    m.mhp = 1;
    m.mhpmax = 30;
    (m.mux, m.muy) = (ux, uy);
    assert!(g.muse_dochug(i), "{:?}", g.history);
    assert!(said(&g, "The hill orc jumps into a hole!"), "{:?}", g.history);
    assert!(g.mon_index(id).is_none(), "gone from this level");
    assert_eq!(g.migrating.len(), 1);
    // A save keeps it on its way.
    let bytes = oxhack_game::save::encode(&g).expect("encode");
    let mut g = oxhack_game::save::decode(&bytes).expect("decode");
    assert_eq!(g.migrating.len(), 1);
    let here = g.u.uz;
    let below = DLevel { dnum: here.dnum, dlevel: here.dlevel + 1 };
    g.goto_level(below, Arrival::Random);
    assert_eq!(g.u.uz, below);
    assert!(g.mon_index(id).is_some(), "the orc is on the level below");
    assert!(g.migrating.is_empty());
}

#[test]
fn a_weak_monster_steps_onto_a_polymorph_trap_on_purpose() {
    let mut g = arena(72);
    let (x, y) = (g.u.ux + 3, g.u.uy);
    let id = place(&mut g, ids::PM_GNOME_LORD, 3, 0);
    g.lev.traps.push(Trap::new(oxhack_game::world::level::ttyp::POLY_TRAP, x, y + 1));
    let (ux, uy) = (g.u.ux, g.u.uy);
    let m = mon(&mut g, id);
    (m.mux, m.muy) = (ux, uy);
    let i = g.mon_index(id).unwrap();
    assert!(g.muse_dochug(i), "{:?}", g.history);
    assert!(said(&g, "The gnome lord deliberately jumps onto a polymorph trap!"), "{:?}", g.history);
    let m = mon(&mut g, id);
    assert_eq!((m.mx, m.my), (x, y + 1), "it stands on the trap");
    assert_ne!(m.mnum, ids::PM_GNOME_LORD, "and has changed form");
}

#[test]
fn an_engulfer_turned_solid_lets_the_hero_break_out() {
    let mut g = arena(73);
    let id = place(&mut g, ids::PM_FOG_CLOUD, 1, 0);
    for _ in 0..60 {
        if g.u.uswallow {
            break;
        }
        g.pass_time();
    }
    assert!(g.u.uswallow, "{:?}", g.history);
    let i = g.mon_index(id).unwrap();
    assert!(g.newcham_msg(i, Some(ids::PM_HILL_ORC), true));
    assert!(said(&g, "You emerge from the fog cloud!"), "{:?}", g.history);
    assert!(!g.u.uswallow && g.u.ustuck.is_none());
    let m = mon(&mut g, id);
    assert_eq!(m.mhp, 1, "left almost dead");
    assert!((m.mx, m.my) != (g.u.ux, g.u.uy));
}

#[test]
fn a_hero_cobra_spits_blinding_venom() {
    let mut g = arena(46);
    assert!(g.polymon(ids::PM_COBRA, false));
    let id = place(&mut g, ids::PM_GNOME_LORD, 3, 0);
    mon(&mut g, id).mhp = 1000;
    keys(&mut g, "l");
    assert!(g.domonability());
    assert!(
        said(&g, "The splash of venom hits the gnome lord") || said(&g, "The splash of venom misses the gnome lord"),
        "{:?}",
        g.history
    );
}

#[test]
fn a_monster_with_a_bullwhip_disarms_the_hero() {
    let mut g = arena(74);
    let mut sword = Obj::new(ids::LONG_SWORD, 1);
    sword.o_id = g.og.next_ident();
    let k = g.addinv(sword);
    g.u.invent[k].owornmask = Worn::WEP;
    g.update_worn_props();
    let id = place(&mut g, ids::PM_HILL_ORC, 1, 0);
    give(&mut g, id, ids::BULLWHIP, Worn::WEP);
    let (ux, uy) = (g.u.ux, g.u.uy);
    for _ in 0..200 {
        if said(&g, "wraps around the long sword you're wielding!") && !said(&g, "The whip slips free.") {
            break;
        }
        let m = mon(&mut g, id);
        (m.mux, m.muy) = (ux, uy);
        let i = g.mon_index(id).unwrap();
        g.muse_dochug(i);
    }
    assert!(said(&g, "The hill orc flicks a bullwhip towards your hand!"), "{:?}", g.history);
    assert!(said(&g, "The bullwhip wraps around the long sword you're wielding!"), "{:?}", g.history);
    let gone = !g.u.invent.iter().any(|o| o.otyp == ids::LONG_SWORD);
    assert!(gone || said(&g, "The whip slips free."), "{:?}", g.history);
    if gone {
        assert!(floor_has(&g, ids::LONG_SWORD) || carries(&g, id, ids::LONG_SWORD));
    }
}
