//! Fighting is noisy under `rules:oxhack` (UnNetHack's `noisy_hit`),
//! and a weapon of stealth is silent: the property document's UnNetHack
//! rule (docs/properties.md row 36). NetHack-rules mode keeps 3.6.7's
//! silent blows.

mod arena;
mod property_doc_kit;
use arena::place;
use property_doc_kit::*;

use oxhack_defs::Prop;
use oxhack_game::game::Game;
use oxhack_game::ui::rules::RulesMode;
use oxhack_game::world::obj::Worn;
use oxhack_tables::ids;

/// A hero with a long sword (with `props`) hits a tough orc east of her
/// once, with sleeping gnomes around it at squared distances 2, 4, 8,
/// 16, 25 and 49; which gnomes woke (by squared distance).
fn sleepers_woken(seed: u64, mode: RulesMode, props: u32, stealthy: bool) -> Vec<i32> {
    let mut g = arena(seed);
    g.rules.set_mode(mode);
    let sword = obj(&mut g, ids::LONG_SWORD, props);
    equip(&mut g, sword, Worn::WEP);
    if stealthy {
        g.u.uprops[Prop::Stealth.value() as usize].intrinsic |= 1;
    }
    g.u.hero.uluck = 10;
    let (ox, oy) = (g.u.ux + 1, g.u.uy);
    let id = orc(&mut g, ox, oy, 5000);
    let spots = [(1, 1, 2), (2, 0, 4), (2, 2, 8), (4, 0, 16), (5, 0, 25), (7, 0, 49)];
    let mut gnomes = Vec::new();
    for (dx, dy, d2) in spots {
        let gid = place(&mut g, ids::PM_GNOME, ox + dx, oy + dy);
        let i = g.mon_index(gid).expect("gnome");
        g.lev.monsters[i].msleeping = true;
        gnomes.push((gid, d2));
    }
    hit_once(&mut g, id);
    gnomes
        .into_iter()
        .filter(|&(gid, _)| g.mon_index(gid).is_some_and(|i| !g.lev.monsters[i].msleeping))
        .map(|(_, d2)| d2)
        .collect()
}

/// Attacks monster `id` until one blow lands.
fn hit_once(g: &mut Game, id: u32) {
    for _ in 0..50 {
        let i = g.mon_index(id).expect("orc");
        let before = g.history.len();
        g.attack(i);
        if g.history[before..].iter().any(|h| h.starts_with("You hit")) {
            return;
        }
    }
    panic!("never hit");
}

#[test]
fn a_blow_wakes_the_sleepers_nearby_under_oxhack_rules() {
    let mut woken = 0;
    for seed in 0..20 {
        let w = sleepers_woken(seed, RulesMode::OxHack, 0, false);
        assert!(w.iter().all(|&d2| d2 < 64), "{w:?}");
        woken += w.len();
    }
    // Six sleepers within earshot, each waking four times in five.
    eprintln!("{woken} of 120 sleepers woke");
    assert!((80..=112).contains(&woken), "{woken} of 120 woke");
}

#[test]
fn nethack_rules_blows_are_silent() {
    for seed in 0..10 {
        assert_eq!(sleepers_woken(seed, RulesMode::NetHack, 0, false), Vec::<i32>::new());
    }
}

#[test]
fn a_stealthy_hero_is_heard_only_close_by() {
    let mut woken = 0;
    for seed in 0..20 {
        let w = sleepers_woken(seed, RulesMode::OxHack, 0, true);
        assert!(w.iter().all(|&d2| d2 < 9), "{w:?}");
        woken += w.len();
    }
    assert!(woken > 20, "the three close sleepers mostly woke: {woken}");
}

#[test]
fn a_weapon_of_stealth_makes_no_noise() {
    for seed in 0..20 {
        assert_eq!(sleepers_woken(seed, RulesMode::OxHack, ids::ITEM_STEALTH, false), Vec::<i32>::new());
    }
}
