//! Special monster behaviour: demon princes' blackmail (demon_talk).

mod arena;
use arena::said;

use oxhack_game::game::Game;
use oxhack_game::monsters::makemon::MmFlags;
use oxhack_game::ui::{Screen, Term};
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

fn arena(seed: u64) -> Game {
    let mut g = arena::room_arena(seed, false);
    g.u.uhpmax = 500;
    g.u.uhp = 500;
    g
}

/// Asmodeus next to the hero, peaceful and knowing where the hero is.
fn asmodeus(g: &mut Game) -> u32 {
    let (x, y) = (g.u.ux + 1, g.u.uy);
    let i = g.with_mon(|c, lev| c.makemon(lev, Some(ids::PM_ASMODEUS), x, y, MmFlags::NO_MINVENT)).expect("demon");
    let m = &mut g.lev.monsters[i];
    m.mpeaceful = true;
    m.msleeping = false;
    m.mux = g.u.ux;
    m.muy = g.u.uy;
    m.m_id
}

#[test]
fn a_demon_prince_demands_a_bribe_and_paying_it_makes_him_leave() {
    let mut g = arena(90);
    g.u.ugold = 1000;
    let id = asmodeus(&mut g);
    // Spaces answer the --More-- prompts; the offer reads past them.
    g.set_term(Box::new(Keys("      1000\n".chars().collect())));
    let i = g.mon_index(id).expect("here");
    assert!(g.demon_blackmail(i));
    assert!(said(&g, "Asmodeus demands "), "{:?}", g.history);
    assert!(said(&g, " zorkmids for safe passage."), "{:?}", g.history);
    assert!(said(&g, "You give Asmodeus all your gold."), "{:?}", g.history);
    assert!(said(&g, "Asmodeus vanishes, laughing about cowardly mortals."), "{:?}", g.history);
    assert!(g.mon_index(id).is_none());
    assert_eq!(g.u.ugold, 0);
}

#[test]
fn refusing_a_demon_princes_demand_angers_him() {
    let mut g = arena(91);
    g.u.ugold = 1000;
    let id = asmodeus(&mut g);
    g.set_term(Box::new(Keys("      0\n".chars().collect())));
    let i = g.mon_index(id).expect("here");
    assert!(!g.demon_blackmail(i));
    assert!(said(&g, "You refuse."), "{:?}", g.history);
    assert!(said(&g, "Asmodeus gets angry..."), "{:?}", g.history);
    let i = g.mon_index(id).expect("still here");
    assert!(!g.lev.monsters[i].mpeaceful);
    assert_eq!(g.u.ugold, 1000);
}

#[test]
fn a_penniless_hero_is_attacked_without_a_demand() {
    let mut g = arena(92);
    g.u.ugold = 0;
    let id = asmodeus(&mut g);
    let i = g.mon_index(id).expect("here");
    assert!(!g.demon_blackmail(i));
    assert!(!said(&g, "demands"));
    assert!(!g.lev.monsters[g.mon_index(id).expect("here")].mpeaceful);
}

#[test]
fn the_wizard_of_yendor_hurt_goes_to_the_up_stairs_heals_and_comes_back() {
    let mut g = arena(93);
    let stairs = g.lev.upstair.as_ref().or(g.lev.dnstair.as_ref()).map(|s| (s.x, s.y)).expect("stairs");
    // The hero stands far from the stairs.
    let far = g
        .lev
        .rooms
        .iter()
        .map(|r| ((r.lx + r.hx) / 2, (r.ly + r.hy) / 2))
        .max_by_key(|&(x, y)| (x - stairs.0).pow(2) + (y - stairs.1).pow(2));
    let (hx, hy) = far.expect("a room");
    g.u_on_newpos(hx, hy);
    g.vision_recalc();
    assert!((hx - stairs.0).pow(2) + (hy - stairs.1).pow(2) > 64, "the hero is too near the stairs");
    let (x, y) = (hx + 1, hy);
    let i = g
        .with_mon(|c, lev| c.makemon(lev, Some(ids::PM_WIZARD_OF_YENDOR), x, y, MmFlags::NO_MINVENT))
        .expect("the Wizard");
    let id = g.lev.monsters[i].m_id;
    g.lev.monsters[i].mhpmax = 90;
    g.lev.monsters[i].mhp = 20;
    assert_eq!(g.strategy(i), oxhack_game::monsters::covetous::Strat::Heal);
    g.tactics(i);
    let i = g.mon_index(id).expect("the Wizard");
    let m = &g.lev.monsters[i];
    assert!((m.mx - stairs.0).abs() <= 1 && (m.my - stairs.1).abs() <= 1, "not at the stairs: {:?}", (m.mx, m.my));
    for _ in 0..40 {
        let i = g.mon_index(id).expect("the Wizard");
        g.tactics(i);
    }
    let i = g.mon_index(id).expect("the Wizard");
    assert!(g.lev.monsters[i].mhp > 20 + 8, "he did not heal: {}", g.lev.monsters[i].mhp);
    // Healed, he harasses the hero: sooner or later he appears beside them.
    g.lev.monsters[i].mhp = 90;
    let mut beside = false;
    for _ in 0..60 {
        let i = g.mon_index(id).expect("the Wizard");
        g.tactics(i);
        let m = &g.lev.monsters[i];
        if (m.mx - g.u.ux).abs() <= 1 && (m.my - g.u.uy).abs() <= 1 {
            beside = true;
            break;
        }
    }
    assert!(beside);
}
