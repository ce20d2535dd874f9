//! Using things: potions, scrolls, wands and tools, through the commands
//! with a scripted terminal answering the prompts.

mod arena;
use arena::give;

use oxhack_defs::Prop;
use oxhack_game::game::Game;
use oxhack_game::game::NewGame;
use oxhack_game::world::obj::Worn;
use oxhack_tables::ids::*;
use oxhack_vm::terrain::{CORR, STONE};
use std::sync::{Arc, Mutex};

/// A game whose hero stands in an open, unlit arena of floor (`w` by `h`
/// around them), surrounded by solid rock, with no monsters and an empty
/// pack; `keys` are typed at the prompts.
fn arena(seed: u64, keys: &str, w: i32, h: i32) -> (Game, Arc<Mutex<Vec<String>>>) {
    let mut g = arena::rock_arena(seed, w, h, false);
    let screens = arena::script(&mut g, keys);
    (g, screens)
}

/// Lets the occupation in progress (digging, picking a lock, studying)
/// run for at most `turns` turns.
fn occupy(g: &mut Game, turns: usize) {
    for _ in 0..turns {
        if !g.occupied() && g.u.multi >= 0 {
            return;
        }
        g.step();
    }
}

fn newt_at(g: &mut Game, x: i32, y: i32) -> u32 {
    let i = g
        .with_mon(|c, lev| c.makemon(lev, Some(PM_NEWT), x, y, oxhack_game::monsters::makemon::NO_MM_FLAGS))
        .expect("newt made");
    g.lev.monsters[i].m_id
}

#[test]
fn quaffing_healing_raises_hit_points() {
    let (mut g, _) = arena(3, "a", 5, 3);
    give(&mut g, POT_HEALING, |_| {});
    g.u.uhp = 1;
    assert!(g.dodrink());
    assert!(g.u.uhp > 1, "hp {}", g.u.uhp);
    assert!(g.history.iter().any(|m| m == "You feel better."), "{:?}", g.history);
    assert!(g.os.is_known(POT_HEALING));
    assert!(g.u.invent.is_empty());
}

#[test]
fn full_healing_at_full_hp_raises_the_maximum() {
    let (mut g, _) = arena(3, "a", 5, 3);
    give(&mut g, POT_FULL_HEALING, |o| o.blessed = true);
    let max = g.u.uhpmax;
    g.u.uhp = max;
    g.dodrink();
    assert_eq!(g.u.uhpmax, max + 8);
    assert_eq!(g.u.uhp, max + 8);
}

#[test]
fn unknown_potions_get_called_names() {
    let (mut g, screens) = arena(5, "ajuicy\n", 5, 3);
    give(&mut g, POT_FRUIT_JUICE, |_| {});
    assert!(!g.os.is_known(POT_FRUIT_JUICE));
    g.dodrink();
    assert!(!g.os.is_known(POT_FRUIT_JUICE));
    assert_eq!(g.os.called(POT_FRUIT_JUICE), Some("juicy"));
    let shown = screens.lock().expect("lock").join("\n");
    assert!(shown.contains("Call a"), "{shown}");
}

#[test]
fn reading_identify_identifies() {
    // Letter b is the wand; the menu (if any) picks it.
    let (mut g, _) = arena(11, "ab\n", 5, 3);
    give(&mut g, SCR_IDENTIFY, |_| {});
    give(&mut g, WAN_DIGGING, |o| o.spe = 5);
    assert!(!g.os.is_known(WAN_DIGGING));
    assert!(g.doread());
    assert!(g.os.is_known(SCR_IDENTIFY));
    assert!(g.os.is_known(WAN_DIGGING), "{:?}", g.history);
    let w = g.u.invent.iter().find(|o| o.otyp == WAN_DIGGING).expect("wand");
    assert!(w.known && w.bknown);
    assert_eq!(g.u.invent.len(), 1);
}

#[test]
fn enchant_armor_raises_worn_armor() {
    let (mut g, _) = arena(2, "a", 5, 3);
    give(&mut g, SCR_ENCHANT_ARMOR, |_| {});
    give(&mut g, LEATHER_ARMOR, |o| o.spe = 0);
    let i = g.u.invent.iter().position(|o| o.otyp == LEATHER_ARMOR).expect("armor");
    g.u.invent[i].owornmask = Worn::ARM;
    g.doread();
    let a = g.u.invent.iter().find(|o| o.otyp == LEATHER_ARMOR).expect("armor");
    assert_eq!(a.spe, 1, "{:?}", g.history);
    assert!(g.history.iter().any(|m| m.contains("glows silver for a moment")), "{:?}", g.history);
    assert!(g.os.is_known(SCR_ENCHANT_ARMOR));
}

#[test]
fn magic_missile_kills_a_newt() {
    let (mut g, _) = arena(7, "alalal", 6, 3);
    give(&mut g, WAN_MAGIC_MISSILE, |o| o.spe = 8);
    let id = newt_at(&mut g, 43, 10);
    for _ in 0..3 {
        if !g.lev.monsters.iter().any(|m| m.m_id == id) {
            break;
        }
        g.dozap();
    }
    assert!(!g.lev.monsters.iter().any(|m| m.m_id == id), "{:?}", g.history);
    assert!(g.history.iter().any(|m| m.starts_with("The magic missile hits")), "{:?}", g.history);
    assert!(g.os.is_known(WAN_MAGIC_MISSILE));
}

#[test]
fn striking_hits_a_newt() {
    let (mut g, _) = arena(8, &"al".repeat(10), 6, 3);
    give(&mut g, WAN_STRIKING, |o| o.spe = 10);
    let id = newt_at(&mut g, 42, 10);
    for _ in 0..10 {
        if !g.lev.monsters.iter().any(|m| m.m_id == id) {
            break;
        }
        g.dozap();
    }
    assert!(!g.lev.monsters.iter().any(|m| m.m_id == id), "{:?}", g.history);
    assert!(g.history.iter().any(|m| m.starts_with("The wand hits")));
}

#[test]
fn fire_ray_bounces_and_spares_a_fire_resistant_hero() {
    // The arena ends a square east of the hero: the ray bounces back
    // over the hero.
    let (mut g, _) = arena(4, &"al".repeat(4), 1, 1);
    give(&mut g, WAN_FIRE, |o| o.spe = 8);
    g.u.prop_mut(Prop::FireRes).intrinsic |= oxhack_game::world::you::FROMOUTSIDE;
    let hp = g.u.uhp;
    for _ in 0..4 {
        g.dozap();
    }
    assert_eq!(g.u.uhp, hp);
    assert!(g.over.is_none());
    assert!(g.history.iter().any(|m| m == "The bolt of fire bounces!"), "{:?}", g.history);
    assert!(g.history.iter().any(|m| m == "You don't feel hot!"), "{:?}", g.history);
}

#[test]
fn digging_down_goes_to_the_next_level() {
    let (mut g, _) = arena(6, "a>", 5, 3);
    give(&mut g, WAN_DIGGING, |o| o.spe = 4);
    assert_eq!(g.u.uz.dlevel, 1);
    g.dozap();
    assert_eq!(g.u.uz.dlevel, 2, "{:?}", g.history);
    assert!(g.history.iter().any(|m| m == "You dig a hole through the floor."));
    assert!(g.history.iter().any(|m| m == "You fall through..."));
}

#[test]
fn digging_sideways_makes_a_corridor() {
    let (mut g, _) = arena(6, "al", 1, 1);
    give(&mut g, WAN_DIGGING, |o| o.spe = 4);
    g.dozap();
    assert_eq!(g.lev.typ(42, 10), CORR);
    assert_eq!(g.lev.typ(45, 10), CORR);
}

#[test]
fn wand_of_wishing_grants_the_wish() {
    let (mut g, _) = arena(9, "a2 blessed scrolls of genocide\n", 5, 3);
    give(&mut g, WAN_WISHING, |o| o.spe = 3);
    assert!(g.dozap());
    let s = g.u.invent.iter().find(|o| o.otyp == SCR_GENOCIDE).expect("wished-for scrolls");
    assert!(s.blessed);
    assert!((1..=2).contains(&s.quan));
    assert_eq!(g.u.conduct.wishes, 1);
    assert!(g.os.is_known(WAN_WISHING));
    let w = g.u.invent.iter().find(|o| o.otyp == WAN_WISHING).expect("wand");
    assert_eq!(w.spe, 2);
}

#[test]
fn pick_axe_digs_through_rock() {
    let (mut g, _) = arena(12, "al", 0, 0);
    give(&mut g, PICK_AXE, |_| {});
    assert_eq!(g.lev.typ(41, 10), STONE);
    assert!(g.doapply());
    occupy(&mut g, 100);
    assert_eq!(g.lev.typ(41, 10), CORR, "{:?}", g.history);
    assert!(g.history.iter().any(|m| m == "You succeed in cutting away some rock."));
    assert!(g.u.invent[0].owornmask.contains(Worn::WEP));
}

#[test]
fn opening_a_box_shows_and_gives_its_contents() {
    let (mut g, screens) = arena(13, "y:\ny", 5, 3);
    let mut bx = g.with_mk(|c| c.mksobj(LARGE_BOX, false, false));
    bx.olocked = false;
    bx.contents.clear();
    let dagger = g.with_mk(|c| c.mksobj(DAGGER, false, false));
    bx.contents.push(dagger);
    let (ux, uy) = (g.u.ux, g.u.uy);
    g.lev.place_object(bx, ux, uy);
    g.doloot();
    let shown = screens.lock().expect("lock").join("\n");
    assert!(shown.contains("Contents of the large box"), "{shown}");
    assert!(shown.contains("dagger"), "{shown}");
    // Take it out: loot, 'o', pick the first item, confirm.
    arena::script_to(&mut g, "yoa\n", &screens);
    g.doloot();
    assert!(g.u.invent.iter().any(|o| o.otyp == DAGGER), "{:?}", g.history);
    let bx = g.lev.objects_at(ux, uy).find(|o| o.otyp == LARGE_BOX).expect("box");
    assert!(bx.contents.is_empty());
}

#[test]
fn locked_boxes_stay_shut_until_picked() {
    let (mut g, _) = arena(14, "y", 5, 3);
    let mut bx = g.with_mk(|c| c.mksobj(LARGE_BOX, false, false));
    bx.olocked = true;
    let (ux, uy) = (g.u.ux, g.u.uy);
    g.lev.place_object(bx, ux, uy);
    g.doloot();
    assert!(g.history.iter().any(|m| m == "Hmmm, it turns out to be locked."));
    give(&mut g, SKELETON_KEY, |_| {});
    arena::script(&mut g, "a.y");
    g.doapply();
    occupy(&mut g, 100);
    let bx = g.lev.objects_at(ux, uy).find(|o| o.otyp == LARGE_BOX).expect("box");
    assert!(!bx.olocked, "{:?}", g.history);
    assert!(g.history.iter().any(|m| m == "You succeed in unlocking the box."));
}

#[test]
fn sleeping_potion_makes_the_hero_helpless() {
    let (mut g, _) = arena(15, "a", 5, 3);
    give(&mut g, POT_SLEEPING, |_| {});
    g.dodrink();
    assert!(g.u.multi < 0);
    assert!(g.history.iter().any(|m| m == "You suddenly fall asleep!"));
}

#[test]
fn blindness_blocks_reading_unknown_scrolls() {
    let (mut g, _) = arena(16, "a", 5, 3);
    give(&mut g, SCR_LIGHT, |_| {});
    g.u.set_timeout(Prop::Blinded, 50);
    assert!(!g.doread());
    assert!(g.history.iter().any(|m| m == "Being blind, you cannot read the formula on the scroll."));
    assert_eq!(g.u.invent.len(), 1);
}

#[test]
fn genocide_wipes_out_a_species() {
    let (mut g, _) = arena(17, "anewt\n", 6, 3);
    give(&mut g, SCR_GENOCIDE, |_| {});
    newt_at(&mut g, 43, 10);
    g.doread();
    assert!(!g.lev.monsters.iter().any(|m| m.mnum == PM_NEWT));
    assert_ne!(g.og.mvitals[PM_NEWT.0 as usize].mvflags & oxhack_game::objects::mkobj::G_GENOD, 0);
    assert!(g.history.iter().any(|m| m == "Wiped out all newts."), "{:?}", g.history);
}

#[test]
fn studying_a_spellbook_teaches_the_spell() {
    let (mut g, _) = arena(18, "a", 5, 3);
    give(&mut g, SPE_FORCE_BOLT, |o| o.blessed = true);
    g.doread();
    assert!(g.occupied(), "studying takes a while");
    occupy(&mut g, 100);
    assert!(g.u.spells.iter().any(|s| s.0 == SPE_FORCE_BOLT));
    assert!(g.history.iter().any(|m| m == "You learn the \"force bolt\" spell."), "{:?}", g.history);
}

#[test]
fn casting_force_bolt_kills_a_newt() {
    let (mut g, _) = arena(19, &"al".repeat(6), 6, 3);
    g.u.hero.role = PM_WIZARD;
    g.u.abase[oxhack_game::world::you::A_INT] = 18;
    g.u.spells.push((SPE_FORCE_BOLT, 20000));
    assert_eq!(g.percent_success(SPE_FORCE_BOLT), 100);
    let id = newt_at(&mut g, 42, 10);
    for _ in 0..6 {
        if !g.lev.monsters.iter().any(|m| m.m_id == id) {
            break;
        }
        g.u.uen = 20;
        g.u.uenmax = 20;
        assert!(g.docast());
        assert_eq!(g.u.uen, 15);
    }
    assert!(!g.lev.monsters.iter().any(|m| m.m_id == id), "{:?}", g.history);
    // zap.c's `bhitm`: a spell's bolt is "the spell", a wand's "the wand".
    assert!(g.history.iter().any(|m| m.starts_with("The spell hits")), "{:?}", g.history);
    assert!(!g.history.iter().any(|m| m.starts_with("The wand")), "{:?}", g.history);
}

#[test]
fn secret_door_detection_finds_hidden_corridors() {
    let (mut g, _) = arena(20, "a", 3, 2);
    g.lev.set_typ(44, 10, oxhack_vm::terrain::SCORR);
    give(&mut g, WAN_SECRET_DOOR_DETECTION, |o| o.spe = 5);
    g.dozap();
    assert_eq!(g.lev.typ(44, 10), CORR);
    assert!(g.os.is_known(WAN_SECRET_DOOR_DETECTION));
}

#[test]
fn cursed_gain_level_rises_through_the_ceiling() {
    let (mut g, _) = arena(21, "a", 3, 2);
    g.goto_level(oxhack_game::world::level::DLevel { dnum: 0, dlevel: 2 }, oxhack_game::hero::golevel::Arrival::Random);
    give(&mut g, POT_GAIN_LEVEL, |o| o.cursed = true);
    g.dodrink();
    assert_eq!(g.u.uz.dlevel, 1);
    assert!(g.history.iter().any(|m| m == "You rise up, through the ceiling!"));
}

#[test]
fn unicorn_horn_cures_troubles() {
    let (mut g, _) = arena(22, &"a".repeat(20), 3, 2);
    give(&mut g, UNICORN_HORN, |o| o.blessed = true);
    g.u.set_timeout(Prop::Confusion, 100);
    g.u.set_timeout(Prop::Stunned, 100);
    for _ in 0..20 {
        if !g.u.has(Prop::Confusion) && !g.u.has(Prop::Stunned) {
            break;
        }
        g.doapply();
    }
    assert!(!g.u.has(Prop::Confusion) && !g.u.has(Prop::Stunned), "{:?}", g.history);
}

#[test]
fn sleep_ray_freezes_a_monster() {
    let (mut g, _) = arena(23, "al", 6, 3);
    give(&mut g, WAN_SLEEP, |o| o.spe = 5);
    let id = newt_at(&mut g, 43, 10);
    g.dozap();
    let m = g.lev.monsters.iter().find(|m| m.m_id == id).expect("newt");
    assert!(!m.mcanmove && m.mfrozen > 0, "{:?}", g.history);
}

#[test]
fn wand_of_opening_unlocks_a_box_below() {
    let (mut g, _) = arena(24, "a>", 3, 2);
    let mut bx = g.with_mk(|c| c.mksobj(CHEST, false, false));
    bx.olocked = true;
    let (ux, uy) = (g.u.ux, g.u.uy);
    g.lev.place_object(bx, ux, uy);
    give(&mut g, WAN_OPENING, |o| o.spe = 5);
    g.dozap();
    assert!(!g.lev.objects_at(ux, uy).next().expect("chest").olocked);
    assert!(g.history.iter().any(|m| m == "Klick!"));
    assert!(g.os.is_known(WAN_OPENING));
}

#[test]
fn striking_breaks_boulders() {
    let (mut g, _) = arena(25, "al", 4, 2);
    let boulder = g.with_mk(|c| c.mksobj(BOULDER, false, false));
    g.lev.place_object(boulder, 42, 10);
    give(&mut g, WAN_STRIKING, |o| o.spe = 5);
    g.dozap();
    assert!(g.lev.objects_at(42, 10).all(|o| o.otyp == ROCK), "{:?}", g.history);
}

/// Applying the Archeologist's pick-axe, their alternate weapon, swaps
/// it into the hand (wield.c's `wield_tool` by `doswapweapon`): the
/// pick-axe is the weapon in hand only, and the bullwhip becomes the
/// alternate weapon.
#[test]
fn applying_the_alternate_pick_axe_swaps_it_into_the_hand() {
    let ng = NewGame { role: PM_ARCHEOLOGIST, race: PM_HUMAN, female: false, ..NewGame::quick(21) };
    let mut g = Game::new(ng).expect("an archeologist");
    let pick = g.u.invent.iter().position(|o| o.otyp == PICK_AXE).expect("a pick-axe");
    let whip = g.u.invent.iter().position(|o| o.otyp == BULLWHIP).expect("a bullwhip");
    assert!(g.u.invent[pick].owornmask.contains(Worn::SWAPWEP), "the pick-axe starts as the alternate weapon");
    let letter = g.u.invent[pick].invlet.expect("letter");
    // Apply it, then decline to dig (ESC at the direction).
    arena::script(&mut g, &format!("{letter}\x1b"));
    assert!(g.doapply(), "wielding the pick-axe takes a turn");
    let (p, w) = (g.inv_name(pick), g.inv_name(whip));
    assert!(p.ends_with("pick-axe (weapon in hand)"), "{p}");
    assert!(w.ends_with("bullwhip (alternate weapon; not wielded)"), "{w}");
    assert_eq!(g.u.invent[pick].owornmask & (Worn::WEP | Worn::SWAPWEP), Worn::WEP);
    assert_eq!(g.u.invent[whip].owornmask & (Worn::WEP | Worn::SWAPWEP), Worn::SWAPWEP);
    assert!(g.history.contains(&format!("{p}.")), "{:?}", g.history);
    assert!(g.history.contains(&format!("{w}.")), "{:?}", g.history);
    assert!(!g.history.iter().any(|m| m.contains("(weapon in hand) (alternate")), "{:?}", g.history);
}

/// A pick-axe that is no weapon slot's is wielded in place of the
/// weapon: "You now wield a pick-axe."
#[test]
fn applying_a_pick_axe_wields_it() {
    let (mut g, _) = arena(22, "a\x1b", 2, 2);
    give(&mut g, PICK_AXE, |o| {
        o.known = true;
        o.spe = 0
    });
    assert!(g.doapply());
    assert!(g.history.iter().any(|m| m == "You now wield a +0 pick-axe."), "{:?}", g.history);
    assert!(g.inv_name(0).ends_with("+0 pick-axe (weapon in hand)"), "{}", g.inv_name(0));
}
