//! `^X` and enlightenment (cmd.c's `doattributes`, 3.6.7): in normal play
//! the background, basics, characteristics and status; in wizard mode and
//! from a potion the attributes too, wizard mode saying where each comes
//! from. Worn objects and OxHack's properties count like any source.

use oxhack_defs::Prop;
use oxhack_game::actions::enlighten::EnlMode;
use oxhack_game::game::{Game, NewGame};
use oxhack_game::world::obj::{Obj, Worn};
use oxhack_tables::ids;

const BASIC: EnlMode = EnlMode { basic: true, magic: false };
const WIZARD: EnlMode = EnlMode { basic: true, magic: true };
const POTION: EnlMode = EnlMode { basic: false, magic: true };

/// A Valkyrie with no intrinsics and nothing carried.
fn hero(wizard: bool) -> Game {
    let mut g = Game::new(NewGame { wizard, ..NewGame::quick(7) }).expect("game");
    g.u.invent.clear();
    for p in g.u.uprops.iter_mut() {
        *p = Default::default();
    }
    g.update_worn_props();
    g
}

/// Puts on `o` (its type known) in `slot`.
fn wear(g: &mut Game, mut o: Obj, slot: Worn) {
    o.owornmask = slot;
    o.dknown = true;
    o.invlet = Some((b'a' + g.u.invent.len() as u8) as char);
    g.os.discover(o.otyp);
    g.u.invent.push(o);
    g.update_worn_props();
}

fn with_props(otyp: oxhack_defs::Otyp, props: u32) -> Obj {
    let mut o = Obj::new(otyp, 1);
    o.oprops = props;
    o
}

/// Life saving, displacement, jumping and reflection, each from something
/// worn (the reflection from a property).
fn kitted(g: &mut Game) {
    wear(g, Obj::new(ids::AMULET_OF_LIFE_SAVING, 1), Worn::AMUL);
    wear(g, Obj::new(ids::CLOAK_OF_DISPLACEMENT, 1), Worn::ARMC);
    wear(g, Obj::new(ids::JUMPING_BOOTS, 1), Worn::ARMF);
    wear(g, with_props(ids::T_SHIRT, ids::ITEM_REFLECTION), Worn::ARMU);
    for p in [Prop::Lifesaved, Prop::Displaced, Prop::Jumping, Prop::Reflecting] {
        assert!(g.u.has(p), "{p:?}");
    }
}

fn has_line(lines: &[String], line: &str) -> bool {
    lines.iter().any(|l| l == line)
}

#[test]
fn wizard_mode_lists_reflection_displacement_life_saving_and_jumping_with_their_sources() {
    let mut g = hero(true);
    kitted(&mut g);
    let lines = g.enlightenment_lines(WIZARD, false);
    for want in [
        " You are displaced because of your cloak of displacement.",
        " You can jump because of your jumping boots.",
        " You have reflection because of your T-shirt.",
        " Your life will be saved.",
    ] {
        assert!(has_line(&lines, want), "no {want:?} in {lines:#?}");
    }
    assert!(has_line(&lines, "Current Attributes:"));
}

#[test]
fn potions_of_enlightenment_list_them_without_sources() {
    let mut g = hero(false);
    kitted(&mut g);
    let lines = g.enlightenment_lines(POTION, false);
    for want in [" You are displaced.", " You can jump.", " You have reflection.", " Your life will be saved."] {
        assert!(has_line(&lines, want), "no {want:?} in {lines:#?}");
    }
    assert!(!lines.iter().any(|l| l.contains("because")));
    assert!(!has_line(&lines, "Background:"));
}

/// 3.6.7's `^X` outside wizard and explore mode is basic enlightenment:
/// no attributes section, so no intrinsics, however obtained.
#[test]
fn plain_x_shows_background_basics_characteristics_and_status_only() {
    let mut g = hero(false);
    kitted(&mut g);
    g.u.prop_mut(Prop::Levitation).intrinsic |= 20;
    let lines = g.enlightenment_lines(BASIC, false);
    for want in ["Background:", "Basics:", "Current Characteristics:", "Current Status:"] {
        assert!(has_line(&lines, want), "no {want:?} in {lines:#?}");
    }
    assert!(lines[0].ends_with(" the Valkyrie's attributes:"), "{}", lines[0]);
    assert!(has_line(&lines, " You are levitating."), "{lines:#?}");
    assert!(has_line(&lines, " You are unencumbered."), "{lines:#?}");
    assert!(has_line(&lines, " You are bare handed."), "{lines:#?}");
    assert!(!has_line(&lines, "Current Attributes:"));
    assert!(!lines.iter().any(|l| l.contains("displaced") || l.contains("reflection")));
    // ^X itself shows that.
    g.doattributes();
}

#[test]
fn a_cornuthaum_blocking_clairvoyance_is_named() {
    let mut g = hero(true);
    g.u.prop_mut(Prop::Clairvoyant).intrinsic |= oxhack_game::world::you::FROMOUTSIDE;
    let lines = g.enlightenment_lines(WIZARD, false);
    assert!(has_line(&lines, " You are clairvoyant intrinsically."), "{lines:#?}");
    wear(&mut g, Obj::new(ids::CORNUTHAUM, 1), Worn::ARMH);
    let lines = g.enlightenment_lines(WIZARD, false);
    assert!(has_line(&lines, " You could be clairvoyant if not for your cornuthaum."), "{lines:#?}");
}

#[test]
fn the_background_reads_as_in_nethack() {
    let g = hero(false);
    let lines = g.enlightenment_lines(BASIC, false);
    // A Valkyrie is always female: the gender goes unsaid.
    assert!(has_line(&lines, " You are a Stripling, a level 1 human Valkyrie."), "{lines:#?}");
    assert!(lines.iter().any(|l| l.starts_with(" You are lawful, on a mission for Tyr")), "{lines:#?}");
    assert!(has_line(&lines, " who is opposed by Odin (neutral) and Loki (chaotic)."), "{lines:#?}");
    assert!(has_line(&lines, " You are in the Dungeons of Doom, on level 1."), "{lines:#?}");
}
