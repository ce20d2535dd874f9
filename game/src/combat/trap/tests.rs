//! The hero and monsters on each kind of trap.

use super::*;
use crate::game::NewGame;
use crate::world::level::DLevel;
use crate::world::level::Trap;
use crate::world::obj::Worn;
use oxhack_tables::{ids, tables};

fn game_with_trap(tt: u8) -> (Game, usize) {
    let mut g = Game::new(NewGame::quick(21)).expect("game");
    g.u.uhp = 500;
    g.u.uhpmax = 500;
    let (x, y) = (g.u.ux, g.u.uy);
    g.lev.traps.retain(|t| (t.tx, t.ty) != (x, y));
    g.lev.traps.push(Trap::new(tt, x, y));
    let ti = g.lev.traps.len() - 1;
    (g, ti)
}

#[test]
fn bear_traps_hold_and_hurt() {
    let (mut g, ti) = game_with_trap(BEAR_TRAP);
    g.dotrap(ti);
    assert!(matches!(g.u.utrap, UTrap::BearTrap(n) if (4..8).contains(&n)), "{:?}", g.u.utrap);
    assert!(g.u.uhp < 500);
    assert!(g.lev.traps[ti].tseen);
    assert!(g.history.iter().any(|m| m == "A bear trap closes on your foot!"));
}

#[test]
fn sleeping_gas_puts_the_unresistant_to_sleep() {
    let (mut g, ti) = game_with_trap(SLP_GAS_TRAP);
    g.dotrap_flags(ti, FORCETRAP);
    assert!(g.u.multi < 0 && g.u.multi >= -25);
    assert_eq!(g.u.multi_reason.as_deref(), Some("sleeping"));
    let (mut g, ti) = game_with_trap(SLP_GAS_TRAP);
    g.u.prop_mut(Prop::SleepRes).intrinsic = crate::world::you::FROMOUTSIDE;
    g.dotrap(ti);
    assert_eq!(g.u.multi, 0);
    assert!(g.history.iter().any(|m| m == "You are enveloped in a cloud of gas!"));
}

#[test]
fn pits_trap_and_levitation_floats_over_known_ones() {
    let (mut g, ti) = game_with_trap(PIT);
    g.dotrap(ti);
    assert!(matches!(g.u.utrap, UTrap::Pit(_)));
    assert!(g.history.iter().any(|m| m == "You fall into a pit!"));
    let (mut g, ti) = game_with_trap(SPIKED_PIT);
    g.lev.traps[ti].tseen = true;
    g.u.set_timeout(Prop::Levitation, 50);
    g.dotrap(ti);
    assert_eq!(g.u.utrap, UTrap::None);
    assert_eq!(g.history.last().map(String::as_str), Some("You float over a spiked pit."));
}

#[test]
fn land_mines_explode_into_pits() {
    let (mut g, ti) = game_with_trap(LANDMINE);
    g.dotrap(ti);
    assert_eq!(g.lev.traps[ti].ttyp, PIT);
    assert!(g.u.has(Prop::WoundedLegs));
    assert!(matches!(g.u.utrap, UTrap::Pit(_)));
    assert!(g.history.iter().any(|m| m.starts_with("KAABLAMM!!!")));
}

#[test]
fn holes_drop_the_hero_deeper() {
    let (mut g, ti) = game_with_trap(HOLE);
    g.dotrap(ti);
    assert!(g.u.uz.dlevel >= 2, "{:?}", g.u.uz);
    assert!(g.history.iter().any(|m| m == "You fall through..."));
}

#[test]
fn teleport_traps_move_the_hero() {
    let (mut g, ti) = game_with_trap(TELEP_TRAP);
    let before = (g.u.ux, g.u.uy);
    g.dotrap(ti);
    assert_ne!((g.u.ux, g.u.uy), before);
}

#[test]
fn anti_magic_drains_energy() {
    let (mut g, ti) = game_with_trap(ANTI_MAGIC);
    g.u.uen = 20;
    g.u.uenmax = 20;
    g.dotrap(ti);
    assert!(g.u.uen < 20);
}

#[test]
fn fire_traps_burn_without_resistance() {
    let (mut g, ti) = game_with_trap(FIRE_TRAP);
    g.dotrap_flags(ti, FORCETRAP);
    assert!(g.u.uhp < 500);
    assert!(g.history.iter().any(|m| m == "A tower of flame erupts from the floor!"));
}

#[test]
fn monsters_fall_into_holes_and_get_caught() {
    let (mut g, _) = game_with_trap(NO_TRAP);
    let (x, y) = (g.u.ux + 2, g.u.uy);
    g.lev.set_typ(x, y, oxhack_vm::terrain::ROOM);
    let i = g
        .with_mon(|c, lev| c.makemon(lev, Some(ids::PM_GNOME_LORD), x, y, crate::monsters::makemon::NO_MM_FLAGS))
        .expect("monster");
    let (mx, my) = (g.lev.monsters[i].mx, g.lev.monsters[i].my);
    g.lev.traps.push(Trap::new(BEAR_TRAP, mx, my));
    // A gnome lord is small: the bear trap closes over it.
    assert!(!g.mintrap(i));
    assert!(!g.lev.monsters[i].mtrapped);
    g.lev.traps.last_mut().expect("trap").ttyp = PIT;
    g.lev.monsters[i].mhp = 100;
    assert!(!g.mintrap(i));
    assert!(g.lev.monsters[i].mtrapped);
    g.lev.monsters[i].mtrapped = false;
    g.lev.traps.last_mut().expect("trap").ttyp = HOLE;
    let n = g.lev.monsters.len();
    assert!(g.mintrap(i));
    assert_eq!(g.lev.monsters.len(), n - 1);
}

#[test]
fn level_teleporters_send_the_hero_elsewhere_and_vanish() {
    let (mut g, ti) = game_with_trap(LEVEL_TELEP);
    let n = g.lev.traps.len();
    let _ = ti;
    g.dotrap(ti);
    assert!(g.history.iter().any(|m| m == "You step onto a level teleport trap!"));
    assert_ne!(g.u.uz.dlevel, 1, "moved to another level");
    let back = g.saved_level(DLevel { dnum: 0, dlevel: 1 }).expect("level 1 kept");
    assert_eq!(back.level.traps.len(), n - 1);
}

#[test]
fn magic_resistance_stops_level_teleporters() {
    let (mut g, ti) = game_with_trap(LEVEL_TELEP);
    g.u.prop_mut(Prop::Antimagic).intrinsic = crate::world::you::FROMOUTSIDE;
    g.dotrap(ti);
    assert_eq!(g.u.uz.dlevel, 1);
    assert_eq!(g.history.last().map(String::as_str), Some("You feel a wrenching sensation."));
}

#[test]
fn random_teleport_depths_are_never_here() {
    let (mut g, _) = game_with_trap(NO_TRAP);
    for _ in 0..200 {
        let d = g.random_teleport_depth();
        assert_ne!(d, 1);
        assert!((1..=4).contains(&d), "{d}");
    }
}

#[test]
fn rust_traps_rust_iron_armor() {
    let (mut g, ti) = game_with_trap(RUST_TRAP);
    g.u.invent.clear();
    for slot in [Worn::ARMH, Worn::ARMS, Worn::ARMG, Worn::ARMC, Worn::ARM, Worn::WEP] {
        let mut o = g.with_mk(|c| c.mksobj(ids::ORCISH_HELM, false, false));
        o.oerodeproof = false;
        o.oeroded = 0;
        o.invlet = None;
        g.u.invent.push(o);
        if let Some(last) = g.u.invent.last_mut() {
            last.owornmask = slot;
        }
    }
    for _ in 0..20 {
        g.dotrap_flags(ti, FORCETRAP);
    }
    assert!(g.history.iter().any(|m| m.starts_with("A gush of water hits")));
    let t = tables();
    assert!(
        g.u.invent.iter().any(|o| o.oeroded > 0),
        "something rusted: {:?} {:?} {:?}",
        g.u.invent.len(),
        t.obj(ids::ORCISH_HELM).material,
        g.history
    );
    assert!(g.u.invent.iter().all(|o| o.oeroded <= 3));
}

#[test]
fn magic_portals_lead_to_their_destination() {
    let (mut g, ti) = game_with_trap(MAGIC_PORTAL);
    g.lev.traps[ti].dst = DLevel { dnum: 0, dlevel: 3 };
    g.dotrap(ti);
    assert_eq!(g.u.uz, DLevel { dnum: 0, dlevel: 3 });
    assert!(g.history.iter().any(|m| m == "You feel dizzy for a moment, but the sensation passes."));
    // A portal going nowhere does nothing.
    let (mut g, ti) = game_with_trap(MAGIC_PORTAL);
    g.lev.traps[ti].dst = DLevel { dnum: 0, dlevel: 0 };
    g.dotrap(ti);
    assert_eq!(g.u.uz.dlevel, 1);
}

#[test]
fn squeaky_boards_squeak_and_known_traps_can_be_escaped() {
    let (mut g, ti) = game_with_trap(SQKY_BOARD);
    g.dotrap(ti);
    assert!(g.history.last().is_some_and(|m| m.starts_with("A board beneath you squeaks ")));
    let mut escaped = 0;
    for _ in 0..100 {
        g.dotrap(ti);
        if g.history.last().is_some_and(|m| m == "You escape a squeaky board.") {
            escaped += 1;
        }
    }
    assert!((5..=40).contains(&escaped), "{escaped}");
}
