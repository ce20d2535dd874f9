//! Monster spellcasting (mcastu.c) on a small arena: psi bolts and
//! healing of a kobold shaman, the touch of death against heroes with
//! and without magic resistance, destroy armor, and the cooldown.

mod arena;
use arena::{said, wait_until as wait};

use oxhack_defs::{Pm, Prop};
use oxhack_game::game::{Game, GameOver};
use oxhack_game::monsters::makemon::MmFlags;
use oxhack_game::world::obj::Worn;
use oxhack_game::world::you::FROMOUTSIDE;
use oxhack_tables::ids;

/// A plain hero (nothing carried, no intrinsics, many hit points) in the
/// middle of the biggest room of an emptied level.
fn arena(seed: u64) -> Game {
    let mut g = arena::room_arena(seed, true);
    g.u.uhpmax = 5000;
    g.u.uhp = 5000;
    g
}

/// A hostile, awake monster of kind `pm` east of the hero, at level
/// `lev`; returns its id.
fn caster(g: &mut Game, pm: Pm, lev: u8) -> u32 {
    let (x, y) = (g.u.ux + 1, g.u.uy);
    let id = arena::place(g, pm, x, y);
    let i = g.mon_index(id).expect("monster");
    g.lev.monsters[i].m_lev = lev;
    id
}

#[test]
fn a_kobold_shaman_next_to_the_hero_casts_psi_bolts() {
    let mut g = arena(3);
    caster(&mut g, ids::PM_KOBOLD_SHAMAN, 4);
    let hp = g.u.uhp;
    let psi = ["You get a slight headache.", "Your brain is on fire!", "Your head suddenly aches painfully!"];
    wait(&mut g, 60, |g| psi.iter().any(|p| said(g, p)));
    assert!(said(&g, "The kobold shaman casts a spell at you!"), "{:?}", g.history);
    assert!(psi.iter().any(|p| said(&g, p)), "{:?}", g.history);
    assert!(g.u.uhp < hp, "the psi bolt did no harm");
}

#[test]
fn a_hurt_kobold_shaman_cures_itself() {
    let mut g = arena(5);
    let id = caster(&mut g, ids::PM_KOBOLD_SHAMAN, 4);
    let i = g.mon_index(id).expect("shaman");
    g.lev.monsters[i].mhpmax = 60;
    g.lev.monsters[i].mhp = 1;
    wait(&mut g, 80, |g| said(g, "looks better"));
    assert!(said(&g, "The kobold shaman looks better."), "{:?}", g.history);
    let i = g.mon_index(id).expect("shaman");
    assert!(g.lev.monsters[i].mhp > 1);
}

#[test]
fn a_low_level_caster_fumbles_with_crackling_air() {
    // At level 2 every cast fails (rn2(20) < 20).
    let mut g = arena(7);
    caster(&mut g, ids::PM_KOBOLD_SHAMAN, 2);
    wait(&mut g, 40, |g| said(g, "The air crackles"));
    assert!(said(&g, "The air crackles around the kobold shaman."), "{:?}", g.history);
    assert!(!said(&g, "casts a spell at you"), "{:?}", g.history);
}

#[test]
fn a_cancelled_caster_only_points_and_curses() {
    let mut g = arena(9);
    let id = caster(&mut g, ids::PM_KOBOLD_SHAMAN, 6);
    let i = g.mon_index(id).expect("shaman");
    g.lev.monsters[i].mcan = true;
    wait(&mut g, 30, |g| said(g, "points at you, then curses."));
    assert!(said(&g, "The kobold shaman points at you, then curses."), "{:?}", g.history);
    assert!(!said(&g, "casts a spell"), "{:?}", g.history);
}

#[test]
fn the_touch_of_death_kills_a_hero_without_magic_resistance() {
    let mut g = arena(11);
    caster(&mut g, ids::PM_ARCH_LICH, 40);
    wait(&mut g, 400, |_| false);
    assert!(said(&g, "using the touch of death!"), "{:?}", g.history);
    assert_eq!(g.over, Some(GameOver::Died { killer: "a touch of death".into() }), "{:?}", g.history);
}

#[test]
fn magic_resistance_saves_the_hero_from_the_touch_of_death() {
    let mut g = arena(11);
    g.u.prop_mut(Prop::Antimagic).intrinsic |= FROMOUTSIDE;
    caster(&mut g, ids::PM_ARCH_LICH, 40);
    wait(&mut g, 400, |g| said(g, "Lucky for you, it didn't work!"));
    assert!(said(&g, "using the touch of death!"), "{:?}", g.history);
    assert!(said(&g, "Lucky for you, it didn't work!"), "{:?}", g.history);
    assert!(g.over.is_none(), "{:?}", g.over);
}

#[test]
fn destroy_armor_removes_a_worn_piece() {
    let mut g = arena(13);
    let mut o = g.with_mk(|c| c.mksobj(ids::LEATHER_ARMOR, false, false));
    o.cursed = false;
    let k = g.addinv(o);
    g.u.invent[k].owornmask = Worn::ARM;
    g.update_worn_props();
    caster(&mut g, ids::PM_GNOMISH_WIZARD, 10);
    wait(&mut g, 300, |g| !g.u.invent.iter().any(|o| o.otyp == ids::LEATHER_ARMOR));
    assert!(said(&g, "turns to dust and falls to the floor!"), "{:?}", g.history);
    assert!(!g.u.invent.iter().any(|o| o.otyp == ids::LEATHER_ARMOR));
}

#[test]
fn a_caster_waits_out_its_cooldown_between_spells() {
    let mut g = arena(15);
    let id = caster(&mut g, ids::PM_KOBOLD_SHAMAN, 4);
    wait(&mut g, 60, |g| said(g, "casts a spell at you!"));
    let i = g.mon_index(id).expect("shaman");
    // 10 - level, at least 2; one turn may have passed since.
    assert!(g.lev.monsters[i].mspec_used >= 5, "{}", g.lev.monsters[i].mspec_used);
}

#[test]
fn an_angel_at_range_zaps_magic_missiles() {
    let mut g = arena(17);
    let (ux, uy) = (g.u.ux, g.u.uy);
    let x = (3..=6)
        .rev()
        .map(|d| ux + d)
        .find(|&x| g.lev.typ(x, uy) == oxhack_vm::terrain::ROOM)
        .expect("room to the east");
    let i = g.with_mon(|c, l| c.makemon(l, Some(ids::PM_ANGEL), x, uy, MmFlags::NO_MINVENT)).expect("angel");
    g.lev.monsters[i].mpeaceful = false;
    let id = g.lev.monsters[i].m_id;
    for _ in 0..30 {
        let Some(i) = g.mon_index(id) else { break };
        let m = &mut g.lev.monsters[i];
        (m.mx, m.my, m.mux, m.muy) = (x, uy, ux, uy);
        g.mattacku(i);
        if said(&g, "zaps you with a magic missile!") {
            break;
        }
    }
    assert!(said(&g, "The Angel zaps you with a magic missile!"), "{:?}", g.history);
    assert!(
        said(&g, "The magic missile hits you!") || said(&g, "The magic missile whizzes by you!"),
        "{:?}",
        g.history
    );
}

#[test]
fn a_cleric_caster_covers_the_heros_eyes_with_scales() {
    let mut g = arena(19);
    caster(&mut g, ids::PM_ACOLYTE, 8);
    wait(&mut g, 300, |g| g.u.has(Prop::Blinded));
    assert!(said(&g, "The acolyte casts a spell at you!"), "{:?}", g.history);
    assert!(said(&g, "Scales cover your eyes!"), "{:?}", g.history);
    assert!(g.u.has(Prop::Blinded));
}

#[test]
fn a_cleric_caster_summons_insects() {
    let mut g = arena(43);
    caster(&mut g, ids::PM_ACOLYTE, 9);
    // A blinded hero only hears it.
    let summoned = |g: &Game| said(g, "The acolyte summons insects!") || said(g, "You hear someone summoning insects.");
    wait(&mut g, 400, summoned);
    assert!(summoned(&g), "{:?}", g.history);
    let insects = g.lev.monsters.iter().filter(|m| m.mnum != ids::PM_ACOLYTE).count();
    assert!(insects >= 3, "{insects} insects");
}
