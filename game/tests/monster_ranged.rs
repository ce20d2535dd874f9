//! Monsters at full strength, from afar and in hiding, on small test
//! levels: dragons breathe rays that reflection turns back and fire
//! resistance shrugs off while potions boil; venom is spat; Medusa's gaze
//! stones or is reflected back at her; umber hulks confuse; piercers
//! drop from the ceiling, mimics stick to whoever touches them, snakes
//! hide under things; eels drown the hero who cannot breathe water; and a
//! cockatrice's hiss turns the hero to stone in five turns.

use oxhack_defs::{Pm, Prop};
use oxhack_game::game::{Game, GameOver, NewGame};
use oxhack_game::monsters::makemon::MmFlags;
use oxhack_game::world::content::Content;
use oxhack_game::world::monst::Appearance;
use oxhack_game::world::obj::{Obj, Worn};
use oxhack_game::world::you::FROMOUTSIDE;
use oxhack_tables::ids;
use std::cell::RefCell;
use std::sync::{Arc, OnceLock};

thread_local! {
    /// Monsters held in place for this test (see [`place`]).
    static HELD: RefCell<Vec<u32>> = const { RefCell::new(Vec::new()) };
}

/// A lit room with the up stairs at its west end, (1, 3) of the map.
const ROOM: &str = "MAZE:\"ranged\",' '
GEOMETRY:center,center
MAP
---------------------
|...................|
|...................|
|...................|
|...................|
|...................|
---------------------
ENDMAP
REGION:(0,0,20,6),lit,\"ordinary\"
STAIR:(1,3),up
STAIR:(19,3),down
";

/// A lit room with a pool in its middle; the up stairs at (1, 1).
const POOL: &str = "MAZE:\"pool\",' '
GEOMETRY:center,center
MAP
-----------
|.........|
|....PPP..|
|....PPP..|
|.........|
-----------
ENDMAP
REGION:(0,0,10,5),lit,\"ordinary\"
STAIR:(1,1),up
STAIR:(9,4),down
";

/// The world of one level from `.des` text, compiled once per test run.
fn world(des: &'static str, cell: &'static OnceLock<Arc<Content>>) -> Arc<Content> {
    cell.get_or_init(|| {
        let dir = tempfile::tempdir().expect("tempdir");
        let file = dir.path().join("test.des");
        std::fs::write(&file, des).expect("write");
        let levels = oxhack_game::levelgen::levgen::load(&file).expect("compiles");
        let (name, program) = levels.into_iter().next().expect("a level");
        Arc::new(Content::embedded().playtest(&name, program.encode()).expect("a world"))
    })
    .clone()
}

static ROOM_WORLD: OnceLock<Arc<Content>> = OnceLock::new();
static POOL_WORLD: OnceLock<Arc<Content>> = OnceLock::new();

/// A game on `des`'s level: a plain hero (nothing carried, no
/// intrinsics, 5000 hit points) on the up stairs, nobody else about.
fn game(seed: u64, des: &'static str, cell: &'static OnceLock<Arc<Content>>) -> Game {
    HELD.with(|h| h.borrow_mut().clear());
    let content = world(des, cell);
    let mut g = Game::new(NewGame { content, ..NewGame::quick(seed) }).expect("game");
    g.u.invent.clear();
    for p in g.u.uprops.iter_mut() {
        *p = Default::default();
    }
    g.update_worn_props();
    g.lev.monsters.clear();
    g.lev.objects.clear();
    g.u.uhpmax = 5000;
    g.u.uhp = 5000;
    g.vision_recalc();
    g
}

/// The room, with the hero in its middle (rays passing the hero die out
/// before the far wall sends them back).
fn room(seed: u64) -> Game {
    let mut g = game(seed, ROOM, &ROOM_WORLD);
    let (x, y) = (g.u.ux + 7, g.u.uy);
    g.u_on_newpos(x, y);
    g.vision_recalc();
    g
}

/// Places a hostile, awake monster of kind `pm` at (x, y); `stay` holds
/// it in place (trapped, and trapped again each turn by [`wait_until`]),
/// so that it can only attack from there.
fn place(g: &mut Game, pm: Pm, x: i32, y: i32, stay: bool) -> u32 {
    let i = g.with_mon(|c, lev| c.makemon(lev, Some(pm), x, y, MmFlags::NO_MINVENT)).expect("monster made");
    let m = &mut g.lev.monsters[i];
    assert_eq!((m.mx, m.my), (x, y), "placed where asked");
    m.msleeping = false;
    m.mpeaceful = false;
    m.mflee = false;
    m.mtrapped = stay;
    m.mstrategy = 0;
    let id = m.m_id;
    if stay {
        HELD.with(|h| h.borrow_mut().push(id));
    }
    id
}

/// Puts on a new `otyp` in `slot`.
fn wear(g: &mut Game, otyp: oxhack_defs::Otyp, slot: Worn) -> u32 {
    let mut o = Obj::new(otyp, 1);
    o.o_id = g.og.next_ident();
    let id = o.o_id;
    let i = g.addinv(o);
    g.u.invent[i].owornmask = slot;
    g.update_worn_props();
    g.vision_recalc();
    id
}

/// Carries `n` new `otyp`.
fn carry(g: &mut Game, otyp: oxhack_defs::Otyp, n: i64) {
    let mut o = Obj::new(otyp, n);
    o.o_id = g.og.next_ident();
    g.addinv(o);
}

fn said(g: &Game, text: &str) -> bool {
    g.history.iter().any(|h| h.contains(text))
}

/// Where `text` was first said.
fn said_at(g: &Game, text: &str) -> Option<usize> {
    g.history.iter().position(|h| h.contains(text))
}

/// Lets `turns` hero turns pass with the hero standing still, or until
/// `stop` holds.
fn wait_until(g: &mut Game, turns: usize, stop: impl Fn(&Game) -> bool) {
    for _ in 0..turns {
        if g.over.is_some() || stop(g) {
            break;
        }
        for id in HELD.with(|h| h.borrow().clone()) {
            if let Some(i) = g.mon_index(id) {
                g.lev.monsters[i].mtrapped = true;
            }
        }
        g.pass_time();
    }
}

fn wait(g: &mut Game, turns: usize) {
    wait_until(g, turns, |_| false);
}

fn dead_of(g: &Game) -> Option<String> {
    match &g.over {
        Some(GameOver::Died { killer }) => Some(killer.clone()),
        _ => None,
    }
}

#[test]
fn a_red_dragon_lined_up_breathes_fire_from_afar() {
    for seed in 1..=4 {
        let mut g = room(seed);
        let (ux, uy) = (g.u.ux, g.u.uy);
        place(&mut g, ids::PM_RED_DRAGON, ux + 5, uy, true);
        let before = g.u.uhp;
        wait_until(&mut g, 12, |g| said(g, "breathes fire"));
        assert!(said(&g, "The red dragon breathes fire!"), "seed {seed}: {:?}", g.history);
        wait_until(&mut g, 20, |g| said(g, "The blast of fire hits you!"));
        assert!(said(&g, "The blast of fire hits you!"), "seed {seed}: {:?}", g.history);
        assert!(g.u.uhp < before, "seed {seed}: the fire did not hurt");
    }
}

#[test]
fn breath_rests_after_use_and_a_dragon_off_line_does_not_breathe() {
    let mut g = room(5);
    let (ux, uy) = (g.u.ux, g.u.uy);
    // A knight's move away: not in a line.
    place(&mut g, ids::PM_RED_DRAGON, ux + 3, uy + 1, true);
    wait(&mut g, 20);
    assert!(!said(&g, "breathes"), "{:?}", g.history);
    // A cancelled dragon in line only coughs.
    let mut g = room(5);
    let id = place(&mut g, ids::PM_RED_DRAGON, ux + 4, uy, true);
    let i = g.mon_index(id).unwrap();
    g.lev.monsters[i].mcan = true;
    wait(&mut g, 10);
    assert!(said(&g, "The red dragon coughs."), "{:?}", g.history);
    assert!(!said(&g, "breathes"));
}

#[test]
fn reflection_turns_the_breath_back_at_the_dragon() {
    let mut back = 0;
    for seed in 1..=4 {
        let mut g = room(seed);
        wear(&mut g, ids::SHIELD_OF_REFLECTION, Worn::ARMS);
        let (ux, uy) = (g.u.ux, g.u.uy);
        place(&mut g, ids::PM_RED_DRAGON, ux + 2, uy, true);
        let before = g.u.uhp;
        wait_until(&mut g, 30, |g| said(g, "reflects from your shield"));
        let Some(at) = said_at(&g, "But it reflects from your shield!") else {
            panic!("seed {seed}: never reflected: {:?}", g.history)
        };
        assert_eq!(g.u.uhp, before, "seed {seed}: reflected fire does not burn");
        assert!(g.os.is_known(ids::SHIELD_OF_REFLECTION), "the shield's nature is seen");
        // The ray goes back the way it came, over the dragon.
        if g.history[at..].iter().any(|h| h.contains("the red dragon") && h.starts_with("The blast of fire")) {
            back += 1;
        }
    }
    assert!(back >= 3, "{back}");
}

#[test]
fn a_cloak_of_reflection_reflects_and_its_property_becomes_known() {
    let mut g = room(3);
    let mut cloak = Obj::new(ids::CLOAK_OF_PROTECTION, 1);
    cloak.o_id = g.og.next_ident();
    cloak.oprops = ids::ITEM_REFLECTION;
    let i = g.addinv(cloak);
    g.u.invent[i].owornmask = Worn::ARMC;
    g.update_worn_props();
    assert!(g.u.has(Prop::Reflecting));
    let (ux, uy) = (g.u.ux, g.u.uy);
    place(&mut g, ids::PM_RED_DRAGON, ux + 3, uy, true);
    wait_until(&mut g, 40, |g| said(g, "reflects from your cloak"));
    assert!(said(&g, "But it reflects from your cloak!"), "{:?}", g.history);
    let cloak = g.u.invent.iter().find(|o| o.otyp == ids::CLOAK_OF_PROTECTION).unwrap();
    assert_ne!(cloak.oprops_known & ids::ITEM_REFLECTION, 0);
}

#[test]
fn fire_resistance_takes_no_damage_but_potions_boil_without_it() {
    // Resistant: the blast hurts nothing.
    let mut g = room(7);
    g.u.prop_mut(Prop::FireRes).intrinsic |= FROMOUTSIDE;
    let (ux, uy) = (g.u.ux, g.u.uy);
    place(&mut g, ids::PM_RED_DRAGON, ux + 4, uy, true);
    let before = g.u.uhp;
    wait_until(&mut g, 60, |g| g.history.iter().filter(|h| h.contains("You don't feel hot!")).count() >= 3);
    assert!(said(&g, "The blast of fire hits you!"), "{:?}", g.history);
    assert!(said(&g, "You don't feel hot!"));
    assert_eq!(g.u.uhp, before);
    // Not resistant, carrying potions: they boil and explode.
    let mut boiled = 0;
    for seed in 1..=4 {
        let mut g = room(seed);
        carry(&mut g, ids::POT_WATER, 12);
        let (ux, uy) = (g.u.ux, g.u.uy);
        place(&mut g, ids::PM_RED_DRAGON, ux + 4, uy, true);
        wait_until(&mut g, 60, |g| said(g, "boil"));
        if said(&g, "boils and explodes!") || said(&g, "boil and explode!") {
            boiled += 1;
            let left: i64 = g.u.invent.iter().filter(|o| o.otyp == ids::POT_WATER).map(|o| o.quan).sum();
            assert!(left < 12, "seed {seed}");
            assert!(g.history.iter().any(|h| h.starts_with("Your ") || h.contains(" of your ")));
        }
    }
    assert!(boiled >= 3, "{boiled}");
}

#[test]
fn a_breath_hits_the_monster_in_its_way_and_the_hero_is_not_credited() {
    let mut hit = 0;
    for seed in 1..=6 {
        let mut g = room(seed);
        let (ux, uy) = (g.u.ux, g.u.uy);
        let jackal = place(&mut g, ids::PM_JACKAL, ux + 2, uy, true);
        let i = g.mon_index(jackal).unwrap();
        g.lev.monsters[i].mpeaceful = true;
        place(&mut g, ids::PM_RED_DRAGON, ux + 5, uy, true);
        wait_until(&mut g, 30, |g| said(g, "breathes fire"));
        if said(&g, "The blast of fire hits the jackal") || said(&g, "The blast of fire misses the jackal") {
            hit += 1;
        }
        if g.mon_index(jackal).is_none() {
            assert!(said(&g, "The jackal is killed by the blast of fire!"), "{:?}", g.history);
            assert_eq!(g.kills[ids::PM_JACKAL.0 as usize], 0, "not the hero's kill");
        }
    }
    assert!(hit >= 4, "{hit}");
}

#[test]
fn a_disintegration_blast_takes_the_shield_first() {
    let mut g = room(2);
    wear(&mut g, ids::SMALL_SHIELD, Worn::ARMS);
    let (ux, uy) = (g.u.ux, g.u.uy);
    place(&mut g, ids::PM_BLACK_DRAGON, ux + 4, uy, true);
    wait_until(&mut g, 60, |g| said(g, "crumbles away"));
    assert!(said(&g, "The black dragon breathes a disintegration blast!"), "{:?}", g.history);
    assert!(said(&g, "Your small shield crumbles away!"), "{:?}", g.history);
    assert!(g.u.worn(Worn::ARMS).is_none());
    assert!(g.over.is_none(), "the shield took the blast");
}

#[test]
fn a_cobra_spits_blinding_venom_that_a_blindfold_keeps_out() {
    let mut blinded = 0;
    for seed in 1..=4 {
        let mut g = room(seed);
        let (ux, uy) = (g.u.ux, g.u.uy);
        place(&mut g, ids::PM_COBRA, ux + 3, uy, true);
        wait_until(&mut g, 80, |g| said(g, "The venom blinds you."));
        assert!(said(&g, "The cobra spits venom!"), "seed {seed}: {:?}", g.history);
        if said(&g, "The venom blinds you.") {
            blinded += 1;
            assert!(g.u.has(Prop::Blinded));
        }
        assert!(!g.lev.objects.iter().any(|f| f.obj.otyp == ids::BLINDING_VENOM), "venom does not lie about");
    }
    assert!(blinded >= 2, "{blinded}");
    let mut g = room(1);
    wear(&mut g, ids::BLINDFOLD, Worn::TOOL);
    let (ux, uy) = (g.u.ux, g.u.uy);
    place(&mut g, ids::PM_COBRA, ux + 3, uy, true);
    wait(&mut g, 80);
    assert!(!said(&g, "The venom blinds you."), "{:?}", g.history);
}

#[test]
fn medusa_stones_a_hero_without_reflection() {
    let mut g = room(4);
    let (ux, uy) = (g.u.ux, g.u.uy);
    place(&mut g, ids::PM_MEDUSA, ux + 4, uy + 1, true);
    wait(&mut g, 3);
    assert!(said(&g, "You meet Medusa's gaze."), "{:?}", g.history);
    assert!(said(&g, "You turn to stone..."));
    assert_eq!(dead_of(&g).as_deref(), Some("petrified by Medusa"));
}

#[test]
fn medusa_dies_of_her_own_reflected_gaze() {
    let mut g = room(4);
    wear(&mut g, ids::AMULET_OF_REFLECTION, Worn::AMUL);
    let (ux, uy) = (g.u.ux, g.u.uy);
    let id = place(&mut g, ids::PM_MEDUSA, ux + 4, uy + 1, true);
    let (mx, my) = (ux + 4, uy + 1);
    wait(&mut g, 3);
    assert!(g.over.is_none(), "{:?}", g.history);
    assert!(said(&g, "Medusa's gaze is reflected by your medallion."), "{:?}", g.history);
    assert!(said(&g, "Medusa is turned to stone!"));
    assert!(said(&g, "You kill Medusa!"));
    assert!(g.mon_index(id).is_none());
    let statue = g.lev.objects_at(mx, my).find(|o| o.otyp == ids::STATUE).expect("her statue");
    assert_eq!(statue.corpsenm, Some(ids::PM_MEDUSA));
    assert_eq!(g.kills[ids::PM_MEDUSA.0 as usize], 1);
    assert!(g.os.is_known(ids::AMULET_OF_REFLECTION));
}

#[test]
fn a_blindfolded_hero_is_safe_from_medusa() {
    let mut g = room(4);
    wear(&mut g, ids::BLINDFOLD, Worn::TOOL);
    assert!(g.u.has(Prop::Blinded));
    let (ux, uy) = (g.u.ux, g.u.uy);
    place(&mut g, ids::PM_MEDUSA, ux + 4, uy + 1, true);
    wait(&mut g, 20);
    assert!(g.over.is_none(), "{:?}", g.history);
    assert!(!said(&g, "gaze"), "{:?}", g.history);
}

#[test]
fn an_umber_hulk_confuses_and_an_archon_blinds_with_their_gazes() {
    let mut g = room(6);
    let (ux, uy) = (g.u.ux, g.u.uy);
    place(&mut g, ids::PM_UMBER_HULK, ux + 3, uy, true);
    wait_until(&mut g, 30, |g| said(g, "gaze confuses you"));
    assert!(said(&g, "The umber hulk's gaze confuses you!"), "{:?}", g.history);
    assert!(g.u.has(Prop::Confusion));
    let mut g = room(6);
    place(&mut g, ids::PM_ARCHON, ux + 5, uy, true);
    wait_until(&mut g, 30, |g| said(g, "radiance"));
    assert!(said(&g, "You are blinded by the Archon's radiance!"), "{:?}", g.history);
    assert!(g.u.has(Prop::Blinded));
}

#[test]
fn a_piercer_drops_from_the_ceiling_on_the_hero_below() {
    let mut dropped_hit = 0;
    for seed in 1..=6 {
        let mut g = room(seed);
        let (ux, uy) = (g.u.ux, g.u.uy);
        let id = place(&mut g, ids::PM_ROCK_PIERCER, ux + 1, uy, false);
        let i = g.mon_index(id).unwrap();
        g.lev.monsters[i].mundetected = true;
        assert!(!g.canspotmon(&g.lev.monsters[i]), "hidden on the ceiling");
        let before = g.u.uhp;
        assert!(g.domove(1, 0), "the step takes a turn");
        assert_eq!((g.u.ux, g.u.uy), (ux + 1, uy), "the hero walked in under it: {:?}", g.history);
        assert!(said(&g, "A rock piercer suddenly drops from the ceiling!"), "{:?}", g.history);
        let i = g.mon_index(id).expect("it lives");
        let m = &g.lev.monsters[i];
        assert!(!m.mundetected);
        assert_ne!((m.mx, m.my), (g.u.ux, g.u.uy), "it moved aside");
        if said(&g, "You are hit by a falling rock piercer!") {
            dropped_hit += 1;
            assert!(g.u.uhp < before);
        } else {
            assert!(said(&g, "You are almost hit by a falling rock piercer!"), "{:?}", g.history);
        }
    }
    assert!(dropped_hit >= 1, "{dropped_hit}");
}

#[test]
fn a_large_mimic_waits_disguised_and_sticks_to_the_hero_who_touches_it() {
    let mut g = room(8);
    let (ux, uy) = (g.u.ux, g.u.uy);
    let id = place(&mut g, ids::PM_LARGE_MIMIC, ux + 1, uy, false);
    let i = g.mon_index(id).unwrap();
    g.lev.monsters[i].appear = Appearance::Object(ids::LARGE_BOX.0);
    // Disguised, it does nothing, even next to the hero.
    wait(&mut g, 20);
    assert!(!said(&g, "large mimic"), "{:?}", g.history);
    assert!(g.domove(1, 0));
    assert!(said(&g, "Wait!  That's a large mimic!"), "{:?}", g.history);
    assert_eq!(g.u.ustuck, Some(id), "it sticks");
    assert_eq!((g.u.ux, g.u.uy), (ux, uy), "no step was taken");
    let i = g.mon_index(id).unwrap();
    assert_eq!(g.lev.monsters[i].appear, Appearance::Nothing);
    // Held fast: walking away mostly fails (3 times in 40 the hero
    // pulls free).
    g.domove(-1, 0);
    assert!(
        said(&g, "You cannot escape from the large mimic!") || said(&g, "You pull free from the large mimic."),
        "{:?}",
        g.history
    );
    // Revealed, it fights.
    if g.u.ustuck.is_some() {
        wait(&mut g, 20);
        assert!(said(&g, "The large mimic hits!") || said(&g, "The large mimic misses!"), "{:?}", g.history);
    }
}

#[test]
fn searching_finds_a_mimic_and_a_hidden_snake() {
    let mut g = room(9);
    let (ux, uy) = (g.u.ux, g.u.uy);
    let id = place(&mut g, ids::PM_SMALL_MIMIC, ux + 1, uy + 1, false);
    let i = g.mon_index(id).unwrap();
    g.lev.monsters[i].appear = Appearance::Object(ids::LARGE_BOX.0);
    g.dosearch();
    assert!(said(&g, "You find a small mimic."), "{:?}", g.history);
    let i = g.mon_index(id).unwrap();
    assert_eq!(g.lev.monsters[i].appear, Appearance::Nothing);
    assert!(g.u.ustuck.is_none(), "found, not touched");
    // A snake under a dagger is found by walking into it.
    let mut g = room(9);
    let mut d = Obj::new(ids::DAGGER, 1);
    d.o_id = g.og.next_ident();
    g.lev.place_object(d, ux + 1, uy);
    let id = place(&mut g, ids::PM_GARTER_SNAKE, ux + 1, uy, false);
    let i = g.mon_index(id).unwrap();
    g.lev.monsters[i].mundetected = true;
    g.newsym(ux + 1, uy);
    assert!(g.domove(1, 0));
    assert!(said(&g, "Wait!  There's a garter snake hiding under a"), "{:?}", g.history);
    let i = g.mon_index(id).expect("not hit");
    assert!(!g.lev.monsters[i].mundetected);
    assert_eq!((g.u.ux, g.u.uy), (ux, uy));
}

/// A game on the pool level with the hero beside the pool's west edge
/// and a giant eel in the water next to the hero.
fn eel_game(seed: u64) -> (Game, u32) {
    let mut g = game(seed, POOL, &POOL_WORLD);
    // The stairs are at (1, 1) of the map; the pool starts at (5, 2).
    let (sx, sy) = (g.u.ux, g.u.uy);
    let (hx, hy) = (sx + 3, sy + 1);
    g.u_on_newpos(hx, hy);
    g.vision_recalc();
    let id = place(&mut g, ids::PM_GIANT_EEL, hx + 1, hy, false);
    (g, id)
}

#[test]
fn an_eel_drowns_a_hero_who_cannot_breathe_water() {
    let mut drowned = 0;
    for seed in 1..=5 {
        let (mut g, _) = eel_game(seed);
        wait(&mut g, 300);
        if let Some(k) = dead_of(&g) {
            assert_eq!(k, "drowned in a pool of water by a giant eel", "seed {seed}");
            assert!(said(&g, "The giant eel swings itself around you!"));
            assert!(said(&g, "The giant eel drowns you..."));
            drowned += 1;
        }
    }
    assert!(drowned >= 4, "{drowned}");
}

#[test]
fn an_eel_cannot_drown_an_amphibious_hero() {
    for seed in 1..=3 {
        let (mut g, id) = eel_game(seed);
        g.u.prop_mut(Prop::MagicalBreathing).intrinsic |= FROMOUTSIDE;
        wait_until(&mut g, 300, |g| g.u.ustuck.is_some());
        assert_eq!(g.u.ustuck, Some(id), "seed {seed}: it wraps itself around the hero");
        wait(&mut g, 50);
        assert!(g.over.is_none(), "seed {seed}: {:?}", g.history);
        assert!(!said(&g, "drowns you"));
    }
}

#[test]
fn a_cockatrice_hisses_and_stoning_takes_five_turns() {
    let mut g = room(10);
    g.make_stoned(5, Some("a cockatrice"));
    assert!(g.u.has(Prop::Stoned));
    wait(&mut g, 10);
    let texts = [
        "You are slowing down.",
        "Your limbs are stiffening.",
        "Your limbs have turned to stone.",
        "You have turned to stone.",
        "You are a statue.",
    ];
    let at: Vec<Option<usize>> = texts.iter().map(|t| said_at(&g, t)).collect();
    assert!(at.iter().all(Option::is_some), "{:?}", g.history);
    assert!(at.windows(2).all(|w| w[0] < w[1]), "in order: {at:?}");
    assert_eq!(dead_of(&g).as_deref(), Some("petrified by a cockatrice"));
    // Cured in time, the countdown stops.
    let mut g = room(10);
    g.make_stoned(5, Some("a cockatrice"));
    wait(&mut g, 2);
    g.make_stoned(0, None);
    wait(&mut g, 10);
    assert!(g.over.is_none());
    assert!(!said(&g, "You are a statue."));
    // The hiss of a cockatrice's touch.
    let mut hissed = false;
    for seed in 1..=4 {
        let mut g = room(seed);
        let (ux, uy) = (g.u.ux, g.u.uy);
        place(&mut g, ids::PM_COCKATRICE, ux + 1, uy, false);
        wait_until(&mut g, 60, |g| said(g, "hissing"));
        if said(&g, "You hear the cockatrice's hissing!") {
            hissed = true;
            break;
        }
    }
    assert!(hissed);
}

#[test]
fn a_pet_breathes_at_a_monster_lined_up_with_it() {
    let mut breathed = 0;
    for seed in 1..=5 {
        let mut g = room(seed);
        let (ux, uy) = (g.u.ux, g.u.uy);
        let pet = place(&mut g, ids::PM_WINTER_WOLF_CUB, ux, uy + 1, false);
        let i = g.mon_index(pet).unwrap();
        g.tamedog(i);
        let i = g.mon_index(pet).unwrap();
        g.lev.monsters[i].hungrytime = g.moves + 1000;
        place(&mut g, ids::PM_GNOME_LORD, ux + 5, uy + 1, true);
        wait_until(&mut g, 20, |g| said(g, "breathes frost"));
        if said(&g, "The winter wolf cub breathes frost!") {
            breathed += 1;
            assert!(said(&g, "The blast of frost"), "{:?}", g.history);
        }
    }
    assert!(breathed >= 3, "{breathed}");
}
