//! Engulfing (mhitu.c's `gulpmu`): a trapper swallows and digests the
//! hero on a timer, a fog cloud lets go when its time is up, a dust
//! vortex blinds, the hero fights from inside, sees only the engulfer's
//! insides, and a game saved while engulfed restores exactly.

mod arena;
use arena::{said, wait_until as wait};

use oxhack_defs::{Pm, Prop};
use oxhack_game::game::{Game, GameOver};
use oxhack_game::monsters::makemon::MmFlags;
use oxhack_game::world::you::Hunger;
use oxhack_tables::ids;

/// A plain hero (nothing carried, no intrinsics, many hit points) in the
/// middle of the biggest room of an emptied level.
fn arena(seed: u64) -> Game {
    let mut g = arena::room_arena(seed, true);
    g.u.uhpmax = 500;
    g.u.uhp = 500;
    g.u.uhs = Hunger::NotHungry;
    g
}

/// A hostile, awake engulfer of kind `pm` east of the hero.
fn engulfer(g: &mut Game, pm: Pm) -> u32 {
    let (x, y) = (g.u.ux + 1, g.u.uy);
    let id = arena::place(g, pm, x, y);
    let i = g.mon_index(id).expect("monster");
    g.lev.monsters[i].mundetected = false;
    id
}

#[test]
fn a_trapper_engulfs_and_digests_the_hero_on_a_timer() {
    let mut g = arena(21);
    let id = engulfer(&mut g, ids::PM_TRAPPER);
    wait(&mut g, 50, |g| g.u.uswallow);
    assert!(said(&g, "The trapper engulfs you!"), "{:?}", g.history);
    assert!(g.u.uswallow && g.u.ustuck == Some(id));
    let i = g.mon_index(id).expect("trapper");
    assert_eq!((g.lev.monsters[i].mx, g.lev.monsters[i].my), (g.u.ux, g.u.uy), "the trapper is where the hero is");
    let timer = g.u.uswldtim;
    assert!(timer >= 1, "timer {timer}");
    wait(&mut g, 100, |_| false);
    assert!(said(&g, "The trapper totally digests you!"), "{:?}", g.history);
    assert_eq!(g.over, Some(GameOver::Died { killer: "a trapper".into() }), "{:?}", g.history);
}

#[test]
fn digestion_warns_as_the_end_nears() {
    let mut g = arena(23);
    engulfer(&mut g, ids::PM_TRAPPER);
    wait(&mut g, 50, |g| g.u.uswallow);
    assert!(g.u.uswallow, "{:?}", g.history);
    // A long stay shows every stage of the countdown.
    g.u.uswldtim = 6;
    wait(&mut g, 100, |_| false);
    assert!(said(&g, "The trapper digests you!"), "{:?}", g.history);
    assert!(said(&g, "The trapper thoroughly digests you!"), "{:?}", g.history);
    assert!(said(&g, "The trapper utterly digests you!"), "{:?}", g.history);
    assert!(said(&g, "The trapper totally digests you!"), "{:?}", g.history);
}

#[test]
fn slow_digestion_gets_the_hero_regurgitated() {
    let mut g = arena(25);
    g.u.prop_mut(Prop::SlowDigestion).intrinsic |= oxhack_game::world::you::FROMOUTSIDE;
    let id = engulfer(&mut g, ids::PM_TRAPPER);
    wait(&mut g, 50, |g| said(g, "engulfs you!"));
    assert!(said(&g, "You get regurgitated!"), "{:?}", g.history);
    assert!(said(&g, "Obviously the trapper doesn't like your taste."), "{:?}", g.history);
    assert!(!g.u.uswallow && g.u.ustuck.is_none());
    let i = g.mon_index(id).expect("trapper");
    let m = &g.lev.monsters[i];
    assert_ne!((m.mx, m.my), (g.u.ux, g.u.uy), "the trapper stepped aside");
    assert!(g.over.is_none());
}

#[test]
fn the_swallowed_hero_sees_only_the_engulfers_insides() {
    let mut g = arena(27);
    engulfer(&mut g, ids::PM_TRAPPER);
    wait(&mut g, 50, |g| g.u.uswallow);
    assert!(g.u.uswallow, "{:?}", g.history);
    let s = g.base_screen(80, 24);
    let (x, y) = ((g.u.ux - 1) as usize, g.u.uy as usize + 1);
    let row = |r: usize| s.row_text(r).chars().chain(std::iter::repeat(' ')).skip(x - 1).take(3).collect::<String>();
    assert_eq!(row(y - 1), "/-\\");
    assert_eq!(row(y), "|@|");
    assert_eq!(row(y + 1), "\\-/");
    // Nothing else of the level shows.
    let map: String = (1..=21).map(|r| s.row_text(r)).collect();
    let shown = map.chars().filter(|c| !c.is_whitespace()).count();
    assert_eq!(shown, 9, "{}", s.text());
}

#[test]
fn killing_the_engulfer_from_inside_frees_the_hero() {
    let mut g = arena(29);
    let id = engulfer(&mut g, ids::PM_FOG_CLOUD);
    wait(&mut g, 80, |g| g.u.uswallow);
    assert!(g.u.uswallow, "{:?}", g.history);
    assert!(said(&g, "The fog cloud engulfs you!"), "{:?}", g.history);
    let i = g.mon_index(id).expect("fog cloud");
    g.lev.monsters[i].mhp = 1;
    g.u.uswldtim = 50;
    let (x, y) = (g.u.ux, g.u.uy);
    // Any direction attacks the engulfer, and cannot miss.
    assert!(g.domove(0, -1));
    assert!(g.mon_index(id).is_none(), "{:?}", g.history);
    assert!(said(&g, "You destroy the fog cloud!"), "{:?}", g.history);
    assert!(!g.u.uswallow && g.u.ustuck.is_none());
    assert_eq!((g.u.ux, g.u.uy), (x, y));
}

#[test]
fn an_air_elemental_lets_the_hero_go_when_its_time_is_up() {
    let mut g = arena(31);
    let id = engulfer(&mut g, ids::PM_AIR_ELEMENTAL);
    wait(&mut g, 80, |g| g.u.uswallow);
    assert!(said(&g, "The air elemental engulfs you!"), "{:?}", g.history);
    wait(&mut g, 60, |g| !g.u.uswallow);
    assert!(said(&g, "You are pummeled with debris!"), "{:?}", g.history);
    assert!(said(&g, "You get expelled!"), "{:?}", g.history);
    assert!(!g.u.uswallow && g.u.ustuck.is_none());
    let i = g.mon_index(id).expect("air elemental");
    let m = &g.lev.monsters[i];
    assert_ne!((m.mx, m.my), (g.u.ux, g.u.uy), "the elemental stepped aside");
}

#[test]
fn a_fog_cloud_leaves_the_hero_gasping() {
    let mut g = arena(37);
    engulfer(&mut g, ids::PM_FOG_CLOUD);
    wait(&mut g, 200, |g| said(g, "You are laden with moisture"));
    assert!(said(&g, "You are laden with moisture and can barely breathe!"), "{:?}", g.history);
}

#[test]
fn a_dust_vortex_blinds_the_hero_inside() {
    let mut g = arena(33);
    engulfer(&mut g, ids::PM_DUST_VORTEX);
    wait(&mut g, 80, |g| g.u.uswallow);
    assert!(g.u.uswallow, "{:?}", g.history);
    assert!(said(&g, "The dust vortex engulfs you!"), "{:?}", g.history);
    assert!(said(&g, "You can't see in here!"), "{:?}", g.history);
    assert!(g.u.has(Prop::Blinded));
}

#[test]
fn a_game_saved_while_engulfed_restores_exactly() {
    let mut g = arena(35);
    let id = engulfer(&mut g, ids::PM_TRAPPER);
    wait(&mut g, 50, |g| g.u.uswallow);
    assert!(g.u.uswallow, "{:?}", g.history);
    let bytes = oxhack_game::save::encode(&g).expect("encode");
    let mut r = oxhack_game::save::decode(&bytes).expect("decode");
    assert!(r.u.uswallow && r.u.ustuck == Some(id));
    assert_eq!(r.u.uswldtim, g.u.uswldtim);
    assert_eq!(bytes, oxhack_game::save::encode(&r).expect("encode"));
    // Both go on the same way.
    g.pass_time();
    r.pass_time();
    assert_eq!(oxhack_game::save::encode(&g).expect("encode"), oxhack_game::save::encode(&r).expect("encode"));
}

/// Gives the hero wand `otyp` with charges; returns its letter.
fn wand(g: &mut Game, otyp: oxhack_defs::Otyp) -> char {
    let mut o = g.with_mk(|c| c.mksobj(otyp, false, false));
    o.spe = 5;
    o.cursed = false;
    let i = g.addinv(o);
    g.u.invent[i].invlet.expect("a letter")
}

#[test]
fn a_wand_of_digging_pierces_the_stomach_wall() {
    let mut g = arena(39);
    let id = engulfer(&mut g, ids::PM_TRAPPER);
    wait(&mut g, 50, |g| g.u.uswallow);
    assert!(g.u.uswallow, "{:?}", g.history);
    let k = wand(&mut g, ids::WAN_DIGGING);
    let i = g.u.obj_by_letter(k).expect("wand");
    let w = g.u.invent[i].clone();
    g.weffects(&w, 1, 0, 0);
    assert!(said(&g, "You pierce the trapper's stomach wall!"), "{:?}", g.history);
    assert!(!g.u.uswallow && g.u.ustuck.is_none());
    let i = g.mon_index(id).expect("trapper lives");
    assert_eq!(g.lev.monsters[i].mhp, 1);
}

#[test]
fn a_ray_zapped_inside_rips_into_the_engulfer() {
    let mut g = arena(41);
    let id = engulfer(&mut g, ids::PM_TRAPPER);
    wait(&mut g, 50, |g| g.u.uswallow);
    assert!(g.u.uswallow, "{:?}", g.history);
    let k = wand(&mut g, ids::WAN_DEATH);
    let i = g.u.obj_by_letter(k).expect("wand");
    let w = g.u.invent[i].clone();
    g.weffects(&w, 1, 0, 0);
    assert!(said(&g, "The death ray rips into the trapper!"), "{:?}", g.history);
    assert!(g.mon_index(id).is_none());
    assert!(!g.u.uswallow && g.u.ustuck.is_none());
}

#[test]
fn life_saving_gets_the_digested_hero_out() {
    let mut g = arena(45);
    let mut o = g.with_mk(|c| c.mksobj(ids::AMULET_OF_LIFE_SAVING, false, false));
    o.cursed = false;
    let k = g.addinv(o);
    g.u.invent[k].owornmask = oxhack_game::world::obj::Worn::AMUL;
    g.update_worn_props();
    let id = engulfer(&mut g, ids::PM_TRAPPER);
    wait(&mut g, 200, |g| said(g, "The medallion crumbles to dust!"));
    assert!(said(&g, "The trapper totally digests you!"), "{:?}", g.history);
    assert!(said(&g, "You get regurgitated!"), "{:?}", g.history);
    assert!(g.over.is_none() && !g.u.uswallow && g.u.ustuck.is_none());
    let i = g.mon_index(id).expect("trapper");
    assert_ne!((g.lev.monsters[i].mx, g.lev.monsters[i].my), (g.u.ux, g.u.uy));
}

#[test]
fn a_swallowed_hero_cannot_take_the_stairs() {
    let mut g = arena(47);
    let s = g.lev.dnstair.expect("down stairs");
    g.u_on_newpos(s.x, s.y);
    g.vision_recalc();
    let c = g.enexto_free(s.x, s.y, ids::PM_TRAPPER).expect("room by the stairs");
    let i = g.with_mon(|ctx, l| ctx.makemon(l, Some(ids::PM_TRAPPER), c.x, c.y, MmFlags::NO_MINVENT)).expect("trapper");
    let m = &mut g.lev.monsters[i];
    (m.msleeping, m.mpeaceful, m.mundetected) = (false, false, false);
    wait(&mut g, 50, |g| g.u.uswallow);
    assert!(g.u.uswallow, "{:?}", g.history);
    let uz = g.u.uz;
    assert!(g.dodown());
    assert!(said(&g, "You are swallowed, and cannot go down."), "{:?}", g.history);
    assert_eq!(g.u.uz, uz);
}

#[test]
fn a_teleported_engulfer_takes_the_hero_along() {
    let mut g = arena(49);
    let id = engulfer(&mut g, ids::PM_TRAPPER);
    wait(&mut g, 50, |g| g.u.uswallow);
    assert!(g.u.uswallow, "{:?}", g.history);
    g.u.uswldtim = 50;
    let before = (g.u.ux, g.u.uy);
    let k = wand(&mut g, ids::WAN_TELEPORTATION);
    let i = g.u.obj_by_letter(k).expect("wand");
    let w = g.u.invent[i].clone();
    g.weffects(&w, 1, 0, 0);
    let i = g.mon_index(id).expect("trapper");
    let m = &g.lev.monsters[i];
    assert_eq!((m.mx, m.my), (g.u.ux, g.u.uy), "the hero is inside it still");
    assert_ne!((g.u.ux, g.u.uy), before, "{:?}", g.history);
    assert!(g.u.uswallow);
}
