//! Monsters using items (muse.c) and benefiting from object properties,
//! in play: wands zapped and potions thrown at the hero, healing drunk
//! and escapes taken when hurt, armor picked up and put on, weapons
//! wielded, and worn or wielded properties (reflection, resistance,
//! speed, fire brands) working for monsters as the property document
//! rules.

mod arena;
use arena::{place, said};

use oxhack_defs::Prop;
use oxhack_game::actions::zap::buzz::ZapType;
use oxhack_game::game::Game;
use oxhack_game::world::level::{DLevel, Stairway};
use oxhack_game::world::obj::{Obj, Worn};
use oxhack_tables::ids;

/// The hero at (40, 10) in a lit room 2w+1 by 2h+1, nothing else about,
/// an empty pack, no intrinsics, lots of hit points.
fn arena(seed: u64, w: i32, h: i32) -> Game {
    let mut g = arena::rock_arena(seed, w, h, true);
    arena::strip(&mut g);
    arena::tough(&mut g);
    g
}

/// Gives monster `id` the object (a fresh id), worn in `worn` if any.
/// Returns its inventory index.
fn give(g: &mut Game, id: u32, mut o: Obj, worn: Worn) -> usize {
    o.o_id = g.og.next_ident();
    o.owornmask = worn;
    let i = g.mon_index(id).expect("monster");
    let m = &mut g.lev.monsters[i];
    m.misc_worn_check |= (worn & Worn::ARMOR.union(Worn::AMUL)).bits();
    m.minvent.push(o);
    if worn.contains(Worn::WEP) {
        m.mw = Some(m.minvent.len() - 1);
    }
    m.minvent.len() - 1
}

fn obj(otyp: oxhack_defs::Otyp, quan: i64, spe: i8, props: u32) -> Obj {
    let mut o = Obj::new(otyp, quan);
    o.spe = spe;
    o.oprops = props;
    o
}

fn wait(g: &mut Game, turns: usize) {
    arena::wait_until(g, turns, |_| false);
}

fn mon(g: &Game, id: u32) -> &oxhack_game::world::monst::Monst {
    &g.lev.monsters[g.mon_index(id).expect("monster still here")]
}

#[test]
fn a_gnome_lord_zaps_its_wand_of_striking_at_the_hero() {
    let mut hits = 0;
    for seed in 1..=6 {
        let mut g = arena(seed, 8, 4);
        let (ux, uy) = (g.u.ux, g.u.uy);
        let id = place(&mut g, ids::PM_GNOME_LORD, ux + 4, uy);
        give(&mut g, id, obj(ids::WAN_STRIKING, 1, 8, 0), Worn::empty());
        let before = g.u.uhp;
        wait(&mut g, 3);
        assert!(said(&g, "The gnome lord zaps a wand of striking!"), "seed {seed}: {:?}", g.history);
        let wand = mon(&g, id).minvent.iter().find(|o| o.otyp == ids::WAN_STRIKING).expect("wand kept");
        assert!(wand.spe < 8, "seed {seed}: no charge used");
        assert!(said(&g, "The wand hits you!") || said(&g, "The wand misses you."), "seed {seed}: {:?}", g.history);
        if said(&g, "The wand hits you!") {
            assert!(g.u.uhp < before, "seed {seed}: hit without damage");
            hits += 1;
        }
        assert!(g.os.is_known(ids::WAN_STRIKING), "seeing it zapped identifies the wand");
    }
    assert!(hits > 0, "the wand never hit");
}

#[test]
fn magic_resistance_makes_the_force_bolt_boing() {
    let mut g = arena(3, 8, 4);
    g.u.prop_mut(Prop::Antimagic).intrinsic = 1;
    let (ux, uy) = (g.u.ux, g.u.uy);
    let id = place(&mut g, ids::PM_GNOME_LORD, ux + 3, uy);
    give(&mut g, id, obj(ids::WAN_STRIKING, 1, 4, 0), Worn::empty());
    let before = g.u.uhp;
    wait(&mut g, 2);
    assert!(said(&g, "Boing!"), "{:?}", g.history);
    assert_eq!(g.u.uhp, before);
}

#[test]
fn a_kobold_zaps_a_wand_of_fire_that_a_fire_resistant_hero_shrugs_off() {
    let mut g = arena(5, 8, 4);
    g.u.prop_mut(Prop::FireRes).intrinsic = 1;
    let (ux, uy) = (g.u.ux, g.u.uy);
    let id = place(&mut g, ids::PM_LARGE_KOBOLD, ux + 3, uy);
    give(&mut g, id, obj(ids::WAN_FIRE, 1, 4, 0), Worn::empty());
    g.os.discover(ids::WAN_FIRE);
    wait(&mut g, 2);
    assert!(said(&g, "The large kobold zaps a wand of fire!"), "{:?}", g.history);
    assert!(said(&g, "The bolt of fire hits you!") || said(&g, "The bolt of fire whizzes by you!"), "{:?}", g.history);
    assert!(!said(&g, "You're on fire") && g.u.uhp == 500, "{:?}", g.history);
    assert_eq!(mon(&g, id).minvent[0].spe, 3);
}

#[test]
fn a_hurt_soldier_drinks_a_healing_potion() {
    let mut g = arena(7, 8, 4);
    let (ux, uy) = (g.u.ux, g.u.uy);
    let id = place(&mut g, ids::PM_SOLDIER, ux + 3, uy);
    let mut pot = obj(ids::POT_HEALING, 1, 0, 0);
    pot.dknown = true;
    give(&mut g, id, pot, Worn::empty());
    let i = g.mon_index(id).unwrap();
    g.lev.monsters[i].mhpmax = 40;
    g.lev.monsters[i].mhp = 3;
    wait(&mut g, 1);
    assert!(said(&g, "The soldier drinks a"), "{:?}", g.history);
    assert!(said(&g, "The soldier looks better."), "{:?}", g.history);
    let m = mon(&g, id);
    assert!(m.mhp > 3, "no healing: {}", m.mhp);
    assert!(!m.minvent.iter().any(|o| o.otyp == ids::POT_HEALING), "the potion is used up");
    assert!(g.os.is_known(ids::POT_HEALING));
}

#[test]
fn a_healthy_soldier_keeps_its_potion() {
    let mut g = arena(7, 8, 4);
    let (ux, uy) = (g.u.ux, g.u.uy);
    let id = place(&mut g, ids::PM_SOLDIER, ux + 3, uy);
    give(&mut g, id, obj(ids::POT_HEALING, 1, 0, 0), Worn::empty());
    wait(&mut g, 2);
    assert!(!said(&g, "drinks"), "{:?}", g.history);
    assert!(mon(&g, id).minvent.iter().any(|o| o.otyp == ids::POT_HEALING));
}

#[test]
fn a_hurt_monster_reads_teleportation_and_is_gone_from_its_spot() {
    let mut g = arena(9, 12, 5);
    let (ux, uy) = (g.u.ux, g.u.uy);
    let id = place(&mut g, ids::PM_GNOME_LORD, ux + 3, uy);
    give(&mut g, id, obj(ids::SCR_TELEPORTATION, 1, 0, 0), Worn::empty());
    let i = g.mon_index(id).unwrap();
    g.lev.monsters[i].mhpmax = 30;
    g.lev.monsters[i].mhp = 2;
    wait(&mut g, 3);
    assert!(said(&g, "The gnome lord reads a scroll"), "{:?}", g.history);
    let m = mon(&g, id);
    assert!(!m.minvent.iter().any(|o| o.otyp == ids::SCR_TELEPORTATION));
    assert!(m.mflee, "it flees after using an escape");
    assert!(g.os.is_known(ids::SCR_TELEPORTATION), "seen teleporting away identifies the scroll");
}

#[test]
fn a_hurt_monster_on_the_down_stairs_escapes_downstairs() {
    let mut g = arena(11, 8, 4);
    let (ux, uy) = (g.u.ux, g.u.uy);
    let (mx, my) = (ux + 3, uy);
    let below = DLevel { dnum: g.u.uz.dnum, dlevel: g.u.uz.dlevel + 1 };
    g.lev.dnstair = Some(Stairway { x: mx, y: my, tolev: below, up: false });
    let id = place(&mut g, ids::PM_HILL_ORC, mx, my);
    let i = g.mon_index(id).unwrap();
    g.lev.monsters[i].mhpmax = 30;
    g.lev.monsters[i].mhp = 2;
    wait(&mut g, 3);
    assert!(said(&g, "The hill orc escapes downstairs!"), "{:?}", g.history);
    assert!(g.mon_index(id).is_none(), "it left the level");
}

#[test]
fn a_gnome_lord_throws_a_potion_of_blindness_at_the_hero() {
    let mut g = arena(13, 8, 4);
    let (ux, uy) = (g.u.ux, g.u.uy);
    let id = place(&mut g, ids::PM_GNOME_LORD, ux + 3, uy);
    give(&mut g, id, obj(ids::POT_BLINDNESS, 1, 0, 0), Worn::empty());
    wait(&mut g, 3);
    assert!(said(&g, "The gnome lord hurls a"), "{:?}", g.history);
    assert!(said(&g, "crashes on your head and breaks into shards."), "{:?}", g.history);
    assert!(said(&g, "It suddenly gets dark."), "{:?}", g.history);
    assert!(g.u.has(Prop::Blinded), "the vapors blind the hero");
    assert!(!mon(&g, id).minvent.iter().any(|o| o.otyp == ids::POT_BLINDNESS), "the potion is gone");
    assert!(g.os.is_known(ids::POT_BLINDNESS));
}

#[test]
fn a_thrown_potion_of_sleeping_puts_the_hero_to_sleep_unless_resistant() {
    let mut g = arena(17, 8, 4);
    let (ux, uy) = (g.u.ux, g.u.uy);
    let id = place(&mut g, ids::PM_GNOME_LORD, ux + 2, uy + 2);
    give(&mut g, id, obj(ids::POT_SLEEPING, 1, 0, 0), Worn::empty());
    wait(&mut g, 1);
    assert!(said(&g, "You feel rather tired."), "{:?}", g.history);
    assert!(g.u.multi < 0, "the hero is helpless");

    let mut g = arena(17, 8, 4);
    g.u.prop_mut(Prop::SleepRes).intrinsic = 1;
    let (ux, uy) = (g.u.ux, g.u.uy);
    let id = place(&mut g, ids::PM_GNOME_LORD, ux + 2, uy + 2);
    give(&mut g, id, obj(ids::POT_SLEEPING, 1, 0, 0), Worn::empty());
    wait(&mut g, 1);
    assert!(said(&g, "You yawn."), "{:?}", g.history);
}

/// A monster at (ux + 3, uy) hit by the hero's ray of `zt`, with `cloak`
/// worn; returns the game and the monster's id.
fn ray_at_cloaked(seed: u64, cloak: Option<Obj>, zt: ZapType) -> (Game, u32) {
    let mut g = arena(seed, 10, 4);
    let (ux, uy) = (g.u.ux, g.u.uy);
    let id = place(&mut g, ids::PM_HILL_ORC, ux + 3, uy);
    let i = g.mon_index(id).unwrap();
    g.lev.monsters[i].mhpmax = 200;
    g.lev.monsters[i].mhp = 200;
    if let Some(c) = cloak {
        give(&mut g, id, c, Worn::ARMC);
    }
    g.buzz(zt, 6, ux, uy, 1, 0);
    (g, id)
}

#[test]
fn a_monster_in_a_cloak_of_reflection_sends_the_ray_back() {
    let mut reflected = 0;
    for seed in 1..=8 {
        let (g, id) = ray_at_cloaked(seed, Some(obj(ids::LEATHER_CLOAK, 1, 0, ids::ITEM_REFLECTION)), ZapType::Fire);
        if said(&g, "But it reflects from the hill orc's cloak!") {
            reflected += 1;
            let m = mon(&g, id);
            assert_eq!(m.mhp, 200, "seed {seed}: reflected, yet hurt");
            assert!(m.minvent[0].oprops_known & ids::ITEM_REFLECTION != 0, "seed {seed}: reflection learned");
            assert!(said(&g, "The bolt of fire hits the hill orc."), "{:?}", g.history);
        }
    }
    assert!(reflected > 0, "the cloak never reflected");
    // Without the property the same rays burn.
    let mut hurt = 0;
    for seed in 1..=8 {
        let (g, id) = ray_at_cloaked(seed, Some(obj(ids::LEATHER_CLOAK, 1, 0, 0)), ZapType::Fire);
        assert!(!said(&g, "reflects"), "seed {seed}: {:?}", g.history);
        if mon(&g, id).mhp < 200 {
            hurt += 1;
        }
    }
    assert!(hurt > 0, "a plain cloak never let the fire through");
}

#[test]
fn a_monster_in_a_cloak_of_frost_is_unharmed_by_cold_rays() {
    let mut hit = 0;
    for seed in 1..=8 {
        let (g, id) = ray_at_cloaked(seed, Some(obj(ids::LEATHER_CLOAK, 1, 0, ids::ITEM_FROST)), ZapType::Cold);
        if said(&g, "The bolt of cold hits the hill orc, but it seems unaffected.") {
            hit += 1;
        }
        assert!(!said(&g, "The bolt of cold hits the hill orc!"), "seed {seed}: {:?}", g.history);
        assert_eq!(mon(&g, id).mhp, 200, "seed {seed}");
    }
    assert!(hit > 0, "the ray never reached the orc");
}

#[test]
fn a_monster_wielding_a_long_sword_of_fire_burns_the_hero_unless_resistant() {
    let mut burned = 0;
    for seed in 1..=6 {
        let mut g = arena(seed, 8, 4);
        let (ux, uy) = (g.u.ux, g.u.uy);
        let id = place(&mut g, ids::PM_HILL_ORC, ux + 1, uy);
        give(&mut g, id, obj(ids::LONG_SWORD, 1, 0, ids::ITEM_FIRE), Worn::WEP);
        wait(&mut g, 12);
        if said(&g, "The long sword burns you!") {
            burned += 1;
            let m = mon(&g, id);
            assert!(m.minvent[0].oprops_known & ids::ITEM_FIRE != 0, "the fire becomes known");
        }
    }
    assert!(burned > 0, "the sword never burned");
    for seed in 1..=6 {
        let mut g = arena(seed, 8, 4);
        g.u.prop_mut(Prop::FireRes).intrinsic = 1;
        let (ux, uy) = (g.u.ux, g.u.uy);
        let id = place(&mut g, ids::PM_HILL_ORC, ux + 1, uy);
        give(&mut g, id, obj(ids::LONG_SWORD, 1, 0, ids::ITEM_FIRE), Worn::WEP);
        wait(&mut g, 12);
        assert!(!said(&g, "burns you"), "seed {seed}: {:?}", g.history);
        assert!(said(&g, "The hill orc hits!"), "seed {seed}: {:?}", g.history);
    }
}

#[test]
fn an_armed_monster_next_to_the_hero_wields_its_best_weapon() {
    let mut g = arena(19, 8, 4);
    let (ux, uy) = (g.u.ux, g.u.uy);
    let id = place(&mut g, ids::PM_HILL_ORC, ux + 2, uy);
    give(&mut g, id, obj(ids::ORCISH_DAGGER, 1, 0, 0), Worn::empty());
    give(&mut g, id, obj(ids::LONG_SWORD, 1, 0, 0), Worn::empty());
    wait(&mut g, 2);
    assert!(said(&g, "The hill orc wields a long sword!"), "{:?}", g.history);
    let m = mon(&g, id);
    let w = m.mw.map(|k| m.minvent[k].otyp);
    assert_eq!(w, Some(ids::LONG_SWORD));
}

#[test]
fn a_gnome_lord_picks_up_a_cloak_in_its_way_and_puts_it_on() {
    let mut g = arena(23, 8, 4);
    let (ux, uy) = (g.u.ux, g.u.uy);
    let id = place(&mut g, ids::PM_GNOME_LORD, ux + 4, uy);
    let mut cloak = obj(ids::LEATHER_CLOAK, 1, 0, 0);
    cloak.o_id = g.og.next_ident();
    g.lev.place_object(cloak, ux + 3, uy);
    wait(&mut g, 3);
    assert!(said(&g, "The gnome lord picks up a leather cloak."), "{:?}", g.history);
    assert!(said(&g, "The gnome lord puts on a leather cloak."), "{:?}", g.history);
    let m = mon(&g, id);
    assert!(m.minvent.iter().any(|o| o.otyp == ids::LEATHER_CLOAK && o.owornmask.contains(Worn::ARMC)));
    assert!(!g.lev.objects.iter().any(|f| f.obj.otyp == ids::LEATHER_CLOAK));
}

#[test]
fn boots_of_speed_make_a_monster_fast_when_it_puts_them_on() {
    let mut g = arena(29, 8, 4);
    let (ux, uy) = (g.u.ux, g.u.uy);
    let id = place(&mut g, ids::PM_HILL_ORC, ux + 3, uy);
    give(&mut g, id, obj(ids::LOW_BOOTS, 1, 0, ids::ITEM_SPEED), Worn::empty());
    let i = g.mon_index(id).unwrap();
    assert_eq!(g.lev.monsters[i].mspeed, 0);
    g.m_dowear(i);
    let m = mon(&g, id);
    assert!(m.minvent[0].owornmask.contains(Worn::ARMF), "{:?}", g.history);
    assert_eq!(m.mspeed, 2, "worn speed makes it fast");
    assert!(m.minvent[0].oprops_known & ids::ITEM_SPEED != 0, "the speed property is seen at work");
    assert!(said(&g, "The hill orc puts on a pair of"), "{:?}", g.history);
    assert!(said(&g, "The hill orc is suddenly moving faster."), "{:?}", g.history);
    assert!(m.mfrozen > 0 || !m.mcanmove || oxhack_tables::tables().obj(ids::LOW_BOOTS).delay == 0);
}

#[test]
fn a_monster_drinks_a_potion_of_speed_and_gets_faster() {
    let mut g = arena(31, 8, 4);
    let (ux, uy) = (g.u.ux, g.u.uy);
    let id = place(&mut g, ids::PM_GNOME_LORD, ux + 4, uy);
    give(&mut g, id, obj(ids::POT_SPEED, 1, 0, 0), Worn::empty());
    wait(&mut g, 8);
    assert!(said(&g, "The gnome lord drinks a"), "{:?}", g.history);
    assert!(said(&g, "The gnome lord is suddenly moving faster."), "{:?}", g.history);
    assert_eq!(mon(&g, id).mspeed, 2);
}

#[test]
fn a_monster_drinks_invisibility_and_vanishes_from_sight() {
    let mut g = arena(37, 8, 4);
    let (ux, uy) = (g.u.ux, g.u.uy);
    let id = place(&mut g, ids::PM_GNOME_LORD, ux + 4, uy);
    give(&mut g, id, obj(ids::POT_INVISIBILITY, 1, 0, 0), Worn::empty());
    wait(&mut g, 3);
    assert!(said(&g, "Suddenly you cannot see the gnome lord."), "{:?}", g.history);
    assert!(mon(&g, id).minvis);
}

#[test]
fn a_monster_collector_picks_up_a_wand_it_can_use() {
    let mut g = arena(41, 8, 4);
    let (ux, uy) = (g.u.ux, g.u.uy);
    let id = place(&mut g, ids::PM_HILL_ORC, ux + 5, uy);
    let mut w = obj(ids::WAN_MAGIC_MISSILE, 1, 3, 0);
    w.o_id = g.og.next_ident();
    g.lev.place_object(w, ux + 4, uy);
    wait(&mut g, 1);
    assert!(said(&g, "The hill orc picks up a"), "{:?}", g.history);
    assert!(mon(&g, id).minvent.iter().any(|o| o.otyp == ids::WAN_MAGIC_MISSILE));
}

#[test]
fn a_monster_next_to_the_hero_reads_a_scroll_of_earth() {
    let mut dropped = false;
    for seed in 1..=30 {
        let mut g = arena(seed, 8, 4);
        g.u.uhp = 500;
        let (ux, uy) = (g.u.ux, g.u.uy);
        let id = place(&mut g, ids::PM_GNOME_LORD, ux + 1, uy);
        // A confused reader always takes the risk.
        let i = g.mon_index(id).unwrap();
        g.lev.monsters[i].mconf = true;
        give(&mut g, id, obj(ids::SCR_EARTH, 1, 0, 0), Worn::empty());
        wait(&mut g, 4);
        if said(&g, "The gnome lord reads a scroll") {
            assert!(said(&g, "The ceiling rumbles above the gnome lord!"), "seed {seed}: {:?}", g.history);
            assert!(said(&g, "You are hit by"), "seed {seed}: {:?}", g.history);
            assert!(g.lev.objects.iter().any(|f| f.obj.otyp == ids::ROCK && (f.x, f.y) == (ux, uy)));
            assert!(g.u.uhp < 500, "seed {seed}: the rocks did nothing");
            dropped = true;
            break;
        }
    }
    assert!(dropped, "no monster ever read its scroll of earth");
}

#[test]
fn the_heros_fire_sword_does_not_burn_a_monster_in_a_cloak_of_fire() {
    for seed in 1..=4 {
        let mut g = arena(seed, 8, 4);
        let mut s = obj(ids::LONG_SWORD, 1, 3, ids::ITEM_FIRE);
        s.o_id = g.og.next_ident();
        let si = g.addinv(s);
        g.u.invent[si].owornmask = Worn::WEP;
        let (ux, uy) = (g.u.ux, g.u.uy);
        let id = place(&mut g, ids::PM_GNOME_LORD, ux + 1, uy);
        let i = g.mon_index(id).unwrap();
        g.lev.monsters[i].mhpmax = 300;
        g.lev.monsters[i].mhp = 300;
        give(&mut g, id, obj(ids::LEATHER_CLOAK, 1, 0, ids::ITEM_FIRE), Worn::ARMC);
        for _ in 0..20 {
            if g.mon_index(id).is_none() {
                break;
            }
            g.domove(1, 0);
            g.pass_time();
        }
        assert!(said(&g, "You hit the gnome lord"), "seed {seed}: {:?}", g.history);
        assert!(!said(&g, "burns the gnome lord"), "seed {seed}: {:?}", g.history);
    }
}

#[test]
fn a_hurt_monster_zaps_a_wand_of_digging_and_falls_through() {
    let mut g = arena(43, 8, 4);
    let (ux, uy) = (g.u.ux, g.u.uy);
    let (mx, my) = (ux + 3, uy);
    let id = place(&mut g, ids::PM_GNOME_LORD, mx, my);
    give(&mut g, id, obj(ids::WAN_DIGGING, 1, 5, 0), Worn::empty());
    let i = g.mon_index(id).unwrap();
    g.lev.monsters[i].mhpmax = 30;
    g.lev.monsters[i].mhp = 2;
    wait(&mut g, 4);
    assert!(said(&g, "The gnome lord has made a hole in the floor."), "{:?}", g.history);
    assert!(said(&g, "The gnome lord falls through..."), "{:?}", g.history);
    assert!(g.mon_index(id).is_none(), "it left the level");
    assert!(g.lev.traps.iter().any(|t| t.ttyp == oxhack_game::world::level::ttyp::HOLE), "a hole is left");
}

#[test]
fn a_monster_ray_that_kills_another_monster_is_not_the_heros_kill() {
    let mut killed = 0;
    for seed in 1..=12 {
        let mut g = arena(seed, 10, 4);
        let (ux, uy) = (g.u.ux, g.u.uy);
        let zapper = place(&mut g, ids::PM_GNOME_LORD, ux + 4, uy);
        let newt = place(&mut g, ids::PM_NEWT, ux + 2, uy);
        let i = g.mon_index(newt).unwrap();
        g.lev.monsters[i].mhp = 1;
        let i = g.mon_index(zapper).unwrap();
        g.lev.monsters[i].mux = ux;
        g.lev.monsters[i].muy = uy;
        give(&mut g, zapper, obj(ids::WAN_MAGIC_MISSILE, 1, 5, 0), Worn::empty());
        let i = g.mon_index(zapper).unwrap();
        let u = g.find_offensive(i).expect("lined up with a wand");
        g.use_offensive(i, u);
        if g.mon_index(newt).is_none() {
            killed += 1;
            assert_eq!(g.kills[ids::PM_NEWT.0 as usize], 0, "seed {seed}: counted as the hero's kill");
            assert_eq!(g.u.uexp, 0, "seed {seed}: the hero gained experience");
            // monkilled names the ray ("The newt is killed by the magic missile!").
            assert!(said(&g, "The newt is killed by the magic missile!"), "seed {seed}: {:?}", g.history);
        }
    }
    assert!(killed > 0, "the magic missile never killed the newt");
}
