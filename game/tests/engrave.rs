//! Engraving (engrave.c) through `E` with a scripted terminal: fingers,
//! blades, athames, markers and every wand's telltale message, the kinds
//! of engraving and how they wear, reading them underfoot, and Elbereth
//! as NetHack 3.6.7 rules it.

mod arena;
use arena::{give, said};

use oxhack_defs::{Otyp, Pm};
use oxhack_game::game::Game;
use oxhack_game::world::level::EngrType;
use oxhack_tables::ids::*;
use oxhack_vm::terrain::GRAVE;

/// A lit arena of floor around the hero at (40, 10), nothing in it, the
/// hero carrying nothing and hard to kill; `keys` answer the prompts.
fn arena(seed: u64, keys: &str) -> Game {
    let mut g = arena::rock_arena(seed, 6, 4, true);
    g.u.uhpmax = 500;
    g.u.uhp = 500;
    arena::script(&mut g, keys);
    g
}

fn keys_for(g: &mut Game, keys: &str) {
    arena::script(g, keys);
}

/// Places an awake hostile monster of kind `pm` at (x, y), able to see.
fn place(g: &mut Game, pm: Pm, x: i32, y: i32) -> u32 {
    let id = arena::place(g, pm, x, y);
    let i = g.mon_index(id).expect("monster");
    g.lev.monsters[i].mcansee = true;
    id
}

fn here(g: &Game) -> Option<(String, EngrType)> {
    g.lev.engr_at(g.u.ux, g.u.uy).map(|e| (e.text.clone(), e.kind))
}

#[test]
fn fingers_write_elbereth_in_the_dust() {
    let mut g = arena(1, "-Elbereth\n");
    assert!(g.doengrave());
    assert!(said(&g, "You write in the dust with your fingertip."), "{:?}", g.history);
    assert_eq!(here(&g), Some(("Elbereth".into(), EngrType::Dust)));
}

#[test]
fn writing_again_in_the_dust_can_add_to_it() {
    let mut g = arena(2, "-ab\n-yc\n");
    g.doengrave();
    g.u.multi = 0;
    g.doengrave();
    assert!(said(&g, "You add to the writing in the dust with your fingertip."), "{:?}", g.history);
    let (text, kind) = here(&g).expect("engraving");
    assert_eq!(kind, EngrType::Dust);
    assert_eq!(text.len(), 3, "{text}");
}

#[test]
fn a_dagger_engraves_and_dulls_but_an_athame_does_not() {
    let mut g = arena(3, "aab\n");
    give(&mut g, DAGGER, |o| o.spe = 0);
    g.doengrave();
    assert_eq!(here(&g).map(|e| e.1), Some(EngrType::Engrave));
    assert!(said(&g, "You engrave in the floor with"), "{:?}", g.history);
    assert!(said(&g, "Your dagger gets dull."), "{:?}", g.history);
    assert_eq!(g.u.invent[0].spe, -1);
    assert_eq!(g.u.multi, -2, "a blade cuts a letter a turn");

    let mut g = arena(3, "aab\n");
    give(&mut g, ATHAME, |o| o.spe = 0);
    g.doengrave();
    assert_eq!(here(&g).map(|e| e.1), Some(EngrType::Engrave));
    assert!(!said(&g, "gets dull"), "{:?}", g.history);
    assert_eq!(g.u.invent[0].spe, 0);
}

#[test]
fn a_magic_marker_scribbles_graffiti_and_uses_ink() {
    let mut g = arena(4, "aabcd\n");
    give(&mut g, MAGIC_MARKER, |o| o.spe = 10);
    g.doengrave();
    assert!(said(&g, "You scribble on the floor with"), "{:?}", g.history);
    assert_eq!(here(&g).map(|e| e.1), Some(EngrType::Mark));
    assert_eq!(g.u.invent[0].spe, 8);
}

#[test]
fn a_blade_on_a_grave_carves_the_headstone() {
    let mut g = arena(5, "aRIP\n");
    give(&mut g, DAGGER, |o| o.spe = 3);
    g.lev.set_typ(40, 10, GRAVE);
    g.doengrave();
    assert_eq!(here(&g), Some(("RIP".into(), EngrType::Headstone)));
    assert!(said(&g, "You engrave on the headstone with a dagger."), "{:?}", g.history);
    // Fingers only smudge it.
    keys_for(&mut g, "-");
    assert!(!g.doengrave());
    assert!(said(&g, "You would only make a small smudge on the headstone."), "{:?}", g.history);
}

/// Engraves "x" with a fresh wand of `otyp` (over an engraving of
/// `old`'s kind, if any) and returns the game.
fn engrave_with_wand(otyp: Otyp, old: Option<EngrType>) -> Game {
    let mut g = arena(6, "ax\n");
    give(&mut g, otyp, |o| o.spe = 5);
    if let Some(kind) = old {
        g.lev.make_engr_at(40, 10, "Frodo lives", 0, kind);
    }
    g.doengrave();
    g
}

#[test]
fn each_wand_shows_itself_when_engraving() {
    let cases: &[(Otyp, Option<EngrType>, &str)] = &[
        (WAN_STRIKING, None, "The wand unsuccessfully fights your attempt to write!"),
        (WAN_SLOW_MONSTER, None, "The bugs on the floor slow down!"),
        (WAN_SPEED_MONSTER, None, "The bugs on the floor speed up!"),
        (WAN_MAGIC_MISSILE, None, "The floor is riddled by bullet holes!"),
        (WAN_SLEEP, None, "The bugs on the floor stop moving!"),
        (WAN_DEATH, None, "The bugs on the floor stop moving!"),
        (WAN_COLD, None, "A few ice cubes drop from the wand."),
        (WAN_COLD, Some(EngrType::Burn), "The engraving on the floor vanishes!"),
        (WAN_CANCELLATION, Some(EngrType::Dust), "The engraving on the floor vanishes!"),
        (WAN_MAKE_INVISIBLE, Some(EngrType::Engrave), "The engraving on the floor vanishes!"),
        (WAN_TELEPORTATION, Some(EngrType::Dust), "The engraving on the floor vanishes!"),
        (WAN_POLYMORPH, Some(EngrType::Dust), "The engraving now reads: \""),
        (WAN_DIGGING, None, "Gravel flies up from the floor."),
        (WAN_FIRE, None, "Flames fly from the wand."),
        (WAN_LIGHTNING, None, "Lightning arcs from the wand."),
        (WAN_LIGHT, None, "The engraving now reads"),
        (WAN_CREATE_MONSTER, None, ""),
    ];
    for &(otyp, old, msg) in cases {
        let g = engrave_with_wand(otyp, old);
        if otyp == WAN_LIGHT {
            assert!(said(&g, "A lit field surrounds you!"), "{otyp:?}: {:?}", g.history);
            continue;
        }
        if otyp == WAN_CREATE_MONSTER {
            assert!(!g.lev.monsters.is_empty(), "{:?}", g.history);
            continue;
        }
        assert!(said(&g, msg), "{otyp:?}: {:?}", g.history);
        assert_eq!(g.u.invent[0].spe, 4, "{otyp:?} spent a charge");
    }
}

#[test]
fn wands_of_digging_fire_and_lightning_identify_themselves() {
    for (otyp, kind, name) in [
        (WAN_DIGGING, EngrType::Engrave, "wand of digging!"),
        (WAN_FIRE, EngrType::Burn, "wand of fire!"),
        (WAN_LIGHTNING, EngrType::Burn, "wand of lightning!"),
    ] {
        let g = engrave_with_wand(otyp, None);
        assert!(said(&g, &format!("is a {name}")), "{:?}", g.history);
        assert!(g.os.is_known(otyp), "{otyp:?} known");
        assert_eq!(here(&g), Some(("x".into(), kind)));
    }
    let g = engrave_with_wand(WAN_LIGHTNING, None);
    assert!(said(&g, "You are blinded by the flash!"), "{:?}", g.history);
    // A wand whose engraving only hints stays unknown.
    let g = engrave_with_wand(WAN_SLOW_MONSTER, None);
    assert!(!g.os.is_known(WAN_SLOW_MONSTER));
    assert_eq!(here(&g), Some(("x".into(), EngrType::Dust)));
}

#[test]
fn a_wand_of_teleportation_sends_the_engraving_elsewhere() {
    let g = engrave_with_wand(WAN_TELEPORTATION, Some(EngrType::Dust));
    assert!(g.lev.engravings.iter().any(|e| e.text == "Frodo lives" && (e.x, e.y) != (40, 10)));
}

#[test]
fn burned_text_cannot_be_wiped_out_with_a_finger() {
    let mut g = arena(7, "-");
    g.lev.make_engr_at(40, 10, "Elbereth", 0, EngrType::Burn);
    g.doengrave();
    assert!(said(&g, "You cannot wipe out the message that is burned into the floor here."), "{:?}", g.history);
    assert_eq!(here(&g), Some(("Elbereth".into(), EngrType::Burn)));
}

#[test]
fn stepping_onto_an_engraving_reads_it() {
    let mut g = arena(8, "");
    g.lev.make_engr_at(41, 10, "ad aerarium", 0, EngrType::Dust);
    g.domove(1, 0);
    assert!(said(&g, "Something is written here in the dust."), "{:?}", g.history);
    assert!(said(&g, "You read: \"ad aerarium\"."), "{:?}", g.history);
    g.history.clear();
    g.dolook();
    assert!(said(&g, "You read: \""), "{:?}", g.history);
}

#[test]
fn walking_over_dust_rubs_it_out() {
    let mut g = arena(9, "");
    let text = "Elbereth Elbereth Elbereth";
    g.lev.make_engr_at(41, 10, text, 0, EngrType::Dust);
    for _ in 0..6 {
        g.domove(1, 0);
        g.domove(-1, 0);
    }
    let left = g.lev.engr_at(41, 10).map(|e| e.text.clone());
    assert_ne!(left.as_deref(), Some(text), "the dust was smudged");
}

#[test]
fn walking_over_burned_text_leaves_it() {
    let mut g = arena(9, "");
    g.lev.make_engr_at(41, 10, "Elbereth", 0, EngrType::Burn);
    for _ in 0..6 {
        g.domove(1, 0);
        g.domove(-1, 0);
    }
    assert_eq!(g.lev.engr_at(41, 10).map(|e| e.text.as_str()), Some("Elbereth"));
}

/// How much the monster `id` hurt the hero over `turns` turns on
/// Elbereth, and whether it ran.
fn stand_on_elbereth(g: &mut Game, id: u32, turns: usize) -> (i32, bool) {
    let hp = g.u.uhp;
    let mut fled = false;
    for _ in 0..turns {
        // Keep the engraving fresh: a fleeing monster scuffs nothing, but
        // the hero's own feet might.
        g.lev.make_engr_at(40, 10, "Elbereth", 0, EngrType::Burn);
        g.pass_time();
        if let Some(m) = g.lev.monsters.iter().find(|m| m.m_id == id) {
            fled |= m.mflee;
        }
    }
    (hp - g.u.uhp, fled)
}

#[test]
fn elbereth_scares_a_jackal_but_not_a_human() {
    let mut g = arena(10, "");
    g.lev.make_engr_at(40, 10, "Elbereth", 0, EngrType::Burn);
    let jackal = place(&mut g, PM_JACKAL, 41, 10);
    let (hurt, fled) = stand_on_elbereth(&mut g, jackal, 40);
    assert_eq!(hurt, 0, "{:?}", g.history);
    assert!(fled, "the jackal ran");
    assert!(!said(&g, "The jackal bites!"), "{:?}", g.history);

    let mut g = arena(10, "");
    g.lev.make_engr_at(40, 10, "Elbereth", 0, EngrType::Burn);
    let human = place(&mut g, PM_HUMAN, 41, 10);
    let (hurt, _) = stand_on_elbereth(&mut g, human, 40);
    assert!(hurt > 0 || said(&g, "misses"), "the human fought: {:?}", g.history);
}

#[test]
fn elbereth_must_stand_alone() {
    let mut g = arena(11, "");
    g.lev.make_engr_at(40, 10, "Elbereth!", 0, EngrType::Burn);
    let jackal = place(&mut g, PM_JACKAL, 41, 10);
    let hp = g.u.uhp;
    for _ in 0..40 {
        g.pass_time();
    }
    let _ = jackal;
    assert!(g.u.uhp < hp || said(&g, "The jackal misses"), "{:?}", g.history);
}

#[test]
fn attacking_from_dust_elbereth_rubs_it_out() {
    let mut g = arena(12, "");
    g.lev.make_engr_at(40, 10, "Elbereth", 0, EngrType::Dust);
    let jackal = place(&mut g, PM_JACKAL, 41, 10);
    let i = g.lev.monsters.iter().position(|m| m.m_id == jackal).expect("jackal");
    g.attack(i);
    // The scuffle smudges the dust before the blow lands.
    assert!(!g.lev.sengr_at("Elbereth", 40, 10, g.moves, true), "{:?}", g.lev.engr_at(40, 10));
    let i = g.lev.monsters.iter().position(|m| m.m_id == jackal);
    if let Some(i) = i {
        let m = g.lev.monsters[i].clone();
        assert!(!g.onscary(40, 10, &m), "no longer scary");
    }
}

#[test]
fn attacking_a_jackal_from_burned_elbereth_is_hypocrisy() {
    let mut g = arena(12, "");
    g.lev.make_engr_at(40, 10, "Elbereth", 0, EngrType::Burn);
    let jackal = place(&mut g, PM_JACKAL, 41, 10);
    let align = g.u.ualign.record;
    let i = g.lev.monsters.iter().position(|m| m.m_id == jackal).expect("jackal");
    g.attack(i);
    assert!(said(&g, "You feel like a hypocrite."), "{:?}", g.history);
    assert!(said(&g, "The engraving beneath you fades."), "{:?}", g.history);
    assert!(g.lev.engr_at(40, 10).is_none());
    assert!(g.u.ualign.record < align);
}

#[test]
fn attacking_a_human_from_elbereth_is_no_hypocrisy() {
    let mut g = arena(13, "");
    g.lev.make_engr_at(40, 10, "Elbereth", 0, EngrType::Burn);
    let human = place(&mut g, PM_HUMAN, 41, 10);
    let i = g.lev.monsters.iter().position(|m| m.m_id == human).expect("human");
    g.attack(i);
    assert!(!said(&g, "hypocrite"), "{:?}", g.history);
    assert_eq!(here(&g).map(|e| e.1), Some(EngrType::Burn));
}

#[test]
fn wands_zapped_down_change_the_engraving_underfoot() {
    let mut g = arena(14, "");
    g.lev.make_engr_at(40, 10, "Elbereth", 0, EngrType::Burn);
    let w = g.with_mk(|c| c.mksobj(WAN_CANCELLATION, false, false));
    g.weffects(&w, 0, 0, 1);
    assert!(here(&g).is_none(), "cancellation erases even burned text");

    g.lev.make_engr_at(40, 10, "Elbereth", 0, EngrType::Dust);
    let w = g.with_mk(|c| c.mksobj(WAN_TELEPORTATION, false, false));
    g.weffects(&w, 0, 0, 1);
    assert!(here(&g).is_none());
    assert!(g.lev.engravings.iter().any(|e| e.text == "Elbereth"), "sent elsewhere");

    g.lev.engravings.clear();
    g.lev.make_engr_at(40, 10, "RIP", 0, EngrType::Headstone);
    let w = g.with_mk(|c| c.mksobj(WAN_MAKE_INVISIBLE, false, false));
    g.weffects(&w, 0, 0, 1);
    assert_eq!(here(&g), Some(("RIP".into(), EngrType::Headstone)), "headstones stay");
}
