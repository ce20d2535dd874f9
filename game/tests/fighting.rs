//! Fighting what stands next to the hero, through typed commands: `F`
//! (`context.forcefight`) at pets, peacefuls and empty squares, and
//! walking into pets and peacefuls, as NetHack 3.6.7's `domove`,
//! `attack` and `attack_checks` do it.

mod arena;
use arena::said;

use oxhack_defs::Pm;
use oxhack_game::game::Game;
use oxhack_game::monsters::makemon::MmFlags;
use oxhack_game::ui::{Screen, Term};
use oxhack_tables::ids;
use std::collections::VecDeque;
use std::sync::{Arc, Mutex};

/// A terminal that replays keys and keeps every screen drawn.
struct Scripted {
    keys: VecDeque<char>,
    screens: Arc<Mutex<Vec<String>>>,
}

impl Term for Scripted {
    fn size(&self) -> (usize, usize) {
        (80, 24)
    }
    fn draw(&mut self, s: &Screen) {
        self.screens.lock().expect("lock").push(s.text());
    }
    fn read_key(&mut self) -> Option<char> {
        self.keys.pop_front()
    }
}

/// A game whose biggest room is empty, the hero in its middle, sturdy.
fn arena(seed: u64) -> Game {
    let mut g = arena::room_arena(seed, false);
    g.u.uhpmax = 500;
    g.u.uhp = 500;
    g
}

/// An awake monster of kind `pm` east of the hero, tame or peaceful,
/// with plenty of hit points; its id.
fn neighbour(g: &mut Game, pm: Pm, tame: bool) -> u32 {
    let (x, y) = (g.u.ux + 1, g.u.uy);
    let i = g.with_mon(|c, lev| c.makemon(lev, Some(pm), x, y, MmFlags::NO_MINVENT)).expect("monster made");
    if tame {
        assert!(g.tamedog(i));
    }
    let m = &mut g.lev.monsters[i];
    m.msleeping = false;
    m.mpeaceful = true;
    m.mhpmax = 400;
    m.mhp = 400;
    let id = m.m_id;
    g.vision_recalc();
    id
}

/// Runs one command typed as `k`; whether it took time and all screens.
fn run(g: &mut Game, k: &str) -> (bool, String) {
    let screens = Arc::new(Mutex::new(Vec::new()));
    g.set_term(Box::new(Scripted { keys: k.chars().collect(), screens: screens.clone() }));
    let took = g.rhack();
    let all = screens.lock().expect("lock").join("\n");
    (took, all)
}

#[test]
fn f_at_a_pet_hits_it_without_asking_or_swapping() {
    for seed in 1..=4 {
        let mut g = arena(seed);
        let id = neighbour(&mut g, ids::PM_LITTLE_DOG, true);
        let (ux, uy) = (g.u.ux, g.u.uy);
        let (took, screen) = run(&mut g, "Fl");
        assert!(took);
        assert!(!screen.contains("Really attack"), "{screen}");
        assert_eq!((g.u.ux, g.u.uy), (ux, uy), "no swap");
        assert!(!said(&g, "swap places"));
        assert!(said(&g, "You hit the little dog") || said(&g, "You miss the little dog"), "{:?}", g.history);
        let i = g.mon_index(id).expect("the dog lives");
        assert_eq!(g.lev.monsters[i].mx, ux + 1);
    }
}

#[test]
fn f_at_a_peaceful_attacks_it_without_asking() {
    let mut g = arena(3);
    let id = neighbour(&mut g, ids::PM_HILL_ORC, false);
    let (took, screen) = run(&mut g, "Fl");
    assert!(took);
    assert!(!screen.contains("Really attack"), "{screen}");
    assert!(said(&g, "the hill orc"), "{:?}", g.history);
    let i = g.mon_index(id).expect("the orc lives");
    assert!(!g.lev.monsters[i].mpeaceful, "attacking angers it");
}

#[test]
fn walking_into_a_peaceful_asks_and_no_spends_no_time() {
    let mut g = arena(3);
    let id = neighbour(&mut g, ids::PM_HILL_ORC, false);
    let moves = g.moves;
    let (took, screen) = run(&mut g, "ln");
    assert!(screen.contains("Really attack the hill orc?"), "{screen}");
    assert!(!took);
    assert_eq!(g.moves, moves);
    let i = g.mon_index(id).expect("the orc");
    assert!(g.lev.monsters[i].mpeaceful);
    assert_eq!(g.lev.monsters[i].mhp, 400);
}

#[test]
fn walking_into_a_peaceful_and_answering_yes_attacks() {
    let mut g = arena(3);
    let id = neighbour(&mut g, ids::PM_HILL_ORC, false);
    let (took, screen) = run(&mut g, "ly");
    assert!(screen.contains("Really attack the hill orc?"), "{screen}");
    assert!(took);
    let i = g.mon_index(id).expect("the orc lives");
    assert!(!g.lev.monsters[i].mpeaceful);
}

#[test]
fn confused_heroes_are_not_asked() {
    let mut g = arena(3);
    neighbour(&mut g, ids::PM_HILL_ORC, false);
    g.u.set_timeout(oxhack_defs::Prop::Confusion, 50);
    // Confusion may turn the step aside; whatever is hit, nobody asks.
    for _ in 0..6 {
        let (_, screen) = run(&mut g, "l");
        assert!(!screen.contains("Really attack"), "{screen}");
    }
}

#[test]
fn walking_into_a_pet_swaps_places_or_stops_one_time_in_seven() {
    let (mut swaps, mut stops) = (0, 0);
    for seed in 1..=30 {
        let mut g = arena(seed);
        let id = neighbour(&mut g, ids::PM_LITTLE_DOG, true);
        let (ux, uy) = (g.u.ux, g.u.uy);
        let (took, screen) = run(&mut g, "l");
        assert!(took);
        assert!(!screen.contains("Really attack"));
        let i = g.mon_index(id).expect("the dog");
        assert_eq!(g.lev.monsters[i].mhp, 400, "the pet is never hit");
        if said(&g, "You swap places with your little dog.") {
            swaps += 1;
            assert_eq!((g.u.ux, g.u.uy), (ux + 1, uy));
            assert_eq!((g.lev.monsters[i].mx, g.lev.monsters[i].my), (ux, uy));
        } else {
            assert!(said(&g, "You stop.  Your little dog is in the way!"), "{:?}", g.history);
            stops += 1;
            assert_eq!((g.u.ux, g.u.uy), (ux, uy));
            assert!(g.lev.monsters[i].mflee, "it shies away");
        }
    }
    assert!(swaps > 15 && stops > 0, "{swaps} swaps, {stops} stops");
}

#[test]
fn without_safe_pet_walking_into_a_pet_asks_before_attacking() {
    let mut g = arena(5);
    g.opts.safe_pet = false;
    let id = neighbour(&mut g, ids::PM_LITTLE_DOG, true);
    let (ux, uy) = (g.u.ux, g.u.uy);
    let (took, screen) = run(&mut g, "ln");
    assert!(screen.contains("Really attack the little dog?"), "{screen}");
    assert!(!took);
    assert_eq!((g.u.ux, g.u.uy), (ux, uy));
    let i = g.mon_index(id).expect("the dog");
    assert_eq!(g.lev.monsters[i].mhp, 400);
    assert!(g.lev.monsters[i].mtame > 0);
}

#[test]
fn f_at_nothing_spends_the_turn_on_the_air_or_the_wall() {
    let mut g = arena(3);
    let (took, _) = run(&mut g, "Fl");
    assert!(took, "F at nothing wastes a turn");
    assert_eq!(g.history.last().map(String::as_str), Some("You attack thin air."));
    // Walk to the room's east wall and swing at it.
    let r = g.lev.rooms.iter().find(|r| (r.lx..=r.hx).contains(&g.u.ux) && (r.ly..=r.hy).contains(&g.u.uy)).cloned();
    let r = r.expect("in a room");
    g.u_on_newpos(r.hx, g.u.uy);
    g.vision_recalc();
    let wall = g.lev.typ(r.hx + 1, g.u.uy);
    let (took, _) = run(&mut g, "Fl");
    assert!(took);
    let want =
        if wall == oxhack_vm::terrain::DOOR { "You attack thin air." } else { "You harmlessly attack the wall." };
    assert_eq!(g.history.last().map(String::as_str), Some(want));
}

#[test]
fn f_at_a_boulder_attacks_it_harmlessly() {
    let mut g = arena(4);
    let b = g.with_mk(|c| c.mksobj(ids::BOULDER, false, false));
    let (x, y) = (g.u.ux + 1, g.u.uy);
    g.lev.place_object(b, x, y);
    g.vision_recalc();
    let (took, _) = run(&mut g, "Fl");
    assert!(took);
    assert_eq!(g.history.last().map(String::as_str), Some("You harmlessly attack a boulder."));
    assert!(g.lev.objects.iter().any(|f| f.obj.otyp == ids::BOULDER && (f.x, f.y) == (x, y)));
}
