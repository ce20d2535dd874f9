//! The effects the property document promises, in play: displacement
//! (monsters strike at the hero's displaced image), clairvoyance (the
//! surroundings mapped every 15th turn, half the time) and detonation
//! (ammunition that explodes where it hits).

mod arena;
use arena::{place, said};

use oxhack_defs::Prop;
use oxhack_game::game::Game;
use oxhack_game::world::display::Glyph;
use oxhack_game::world::obj::{Obj, Worn};
use oxhack_tables::ids;
use oxhack_vm::terrain::{CORR, SCORR};

/// The hero in the middle of a lit room (`w` by `h` around (40, 10)),
/// solid rock all around, no monsters, objects or traps, an empty pack,
/// no intrinsics, and lots of hit points.
fn arena(seed: u64, w: i32, h: i32) -> Game {
    let mut g = arena::rock_arena(seed, w, h, true);
    arena::strip(&mut g);
    arena::tough(&mut g);
    g
}

/// Puts `o` on in `slot` and works out what it conveys.
fn wear(g: &mut Game, mut o: Obj, slot: Worn) {
    o.owornmask = slot;
    o.o_id = 5000 + g.u.invent.len() as u32;
    o.invlet = Some((b'a' + g.u.invent.len() as u8) as char);
    g.u.invent.push(o);
    g.update_worn_props();
}

fn with_props(otyp: oxhack_defs::Otyp, props: u32) -> Obj {
    let mut o = Obj::new(otyp, 1);
    o.oprops = props;
    o
}

// ---------------------------------------------------------------------
// Clairvoyance

/// A corridor out of sight east of the room, within clairvoyance's
/// reach (columns 47 to 49 on the hero's row), behind a secret corridor
/// square at 46.
fn hidden_corridor(g: &mut Game) {
    for x in 47..=49 {
        g.lev.set_typ(x, 10, CORR);
    }
    g.lev.set_typ(46, 10, SCORR);
    g.vision_recalc();
    assert!(!g.vis.cansee(47, 10));
}

/// Turns on which the hidden corridor came to be remembered, over `turns`
/// turns (the memory is cleared again after each vision).
fn visions(g: &mut Game, turns: usize) -> Vec<i64> {
    let mut seen = Vec::new();
    for _ in 0..turns {
        g.pass_time();
        if g.over.is_some() {
            break;
        }
        if g.mem.get(48, 10) != Glyph::Unexplored {
            seen.push(g.moves);
            g.mem = Default::default();
            g.lev.set_typ(46, 10, SCORR);
        }
    }
    seen
}

#[test]
fn clairvoyance_maps_the_surroundings_on_every_fifteenth_turn_half_the_time() {
    let mut g = arena(21, 3, 3);
    hidden_corridor(&mut g);
    wear(&mut g, with_props(ids::LEATHER_CLOAK, ids::ITEM_CLAIRVOYANCE), Worn::ARMC);
    assert!(g.u.has(Prop::Clairvoyant));
    let seen = visions(&mut g, 600);
    assert!(seen.iter().all(|m| m % 15 == 0), "visions at {seen:?}");
    // 40 chances of one in two.
    assert!((8..=32).contains(&seen.len()), "{} visions: {seen:?}", seen.len());
}

#[test]
fn clairvoyance_finds_secret_corridors_and_shows_unseen_monsters() {
    let mut g = arena(22, 3, 3);
    hidden_corridor(&mut g);
    place(&mut g, oxhack_tables::ids::PM_NEWT, 48, 10);
    g.lev.monsters[0].mcanmove = false;
    wear(&mut g, with_props(ids::RIN_ADORNMENT, ids::ITEM_CLAIRVOYANCE), Worn::RINGL);
    g.moves = 29;
    for _ in 0..60 {
        g.pass_time();
        if g.lev.typ(46, 10) == CORR {
            break;
        }
    }
    assert_eq!(g.lev.typ(46, 10), CORR, "the secret corridor stayed hidden");
    assert_eq!(g.mem.get(48, 10), Glyph::Invisible, "the newt behind the rock is remembered");
    assert!(matches!(g.mem.get(49, 10), Glyph::Cmap(_)));
}

#[test]
fn without_clairvoyance_nothing_is_mapped() {
    let mut g = arena(21, 3, 3);
    hidden_corridor(&mut g);
    wear(&mut g, with_props(ids::LEATHER_CLOAK, ids::ITEM_STEALTH), Worn::ARMC);
    assert!(visions(&mut g, 300).is_empty());
}

#[test]
fn a_cornuthaum_blocks_clairvoyance_except_on_a_wizard() {
    let mut g = arena(21, 3, 3);
    hidden_corridor(&mut g);
    wear(&mut g, with_props(ids::LEATHER_CLOAK, ids::ITEM_CLAIRVOYANCE), Worn::ARMC);
    wear(&mut g, Obj::new(ids::CORNUTHAUM, 1), Worn::ARMH);
    assert_ne!(g.u.hero.role, ids::PM_WIZARD);
    assert!(!g.u.has(Prop::Clairvoyant));
    assert!(visions(&mut g, 300).is_empty());
    // A Wizard's cornuthaum makes the Wizard clairvoyant.
    let mut g = arena(21, 3, 3);
    g.u.hero.role = ids::PM_WIZARD;
    hidden_corridor(&mut g);
    wear(&mut g, Obj::new(ids::CORNUTHAUM, 1), Worn::ARMH);
    assert!(g.u.has(Prop::Clairvoyant));
    assert!(!visions(&mut g, 300).is_empty());
}

// ---------------------------------------------------------------------
// Displacement

/// Jackals on both sides of a hero wearing `cloak`, for a few turns in
/// each of many games: how many of their attacks went to a displaced
/// image, how many went astray some other way, and the damage taken.
fn jackal_fights(cloak: impl Fn() -> Obj) -> (usize, usize, i32) {
    let (mut image, mut astray, mut hurt) = (0, 0, 0);
    for seed in 1..=40 {
        let mut g = arena(seed, 4, 2);
        wear(&mut g, cloak(), Worn::ARMC);
        let (x, y) = (g.u.ux, g.u.uy);
        place(&mut g, ids::PM_JACKAL, x + 1, y);
        place(&mut g, ids::PM_JACKAL, x - 1, y);
        let before = g.u.uhp;
        for _ in 0..4 {
            g.pass_time();
        }
        hurt += before - g.u.uhp;
        image += g.history.iter().filter(|h| h.contains("strikes at your displaced image and misses you!")).count();
        astray += g
            .history
            .iter()
            .filter(|h| h.contains("wildly") || h.contains("thin air") || h.contains("a spot beside you"))
            .count();
    }
    (image, astray, hurt)
}

#[test]
fn monsters_strike_at_the_displaced_image_of_a_displaced_hero() {
    let (image, astray, hurt) = jackal_fights(|| with_props(ids::LEATHER_CLOAK, ids::ITEM_DISPLACEMENT));
    assert!(image >= 10, "only {image} attacks on the image");
    assert_eq!(astray, 0, "a displaced hero is seen, not guessed at");
    // Displacement does not make the hero untouchable: one guess in four
    // is right, and a monster next to the hero finds them.
    assert!(hurt > 0);
    // The cloak of displacement does the same.
    let (image, _, _) = jackal_fights(|| Obj::new(ids::CLOAK_OF_DISPLACEMENT, 1));
    assert!(image >= 10, "only {image} attacks on the image");
}

#[test]
fn without_displacement_no_attack_goes_to_an_image() {
    let (image, astray, hurt) = jackal_fights(|| with_props(ids::LEATHER_CLOAK, ids::ITEM_STEALTH));
    assert_eq!((image, astray), (0, 0));
    assert!(hurt > 0);
}

#[test]
fn a_displaced_image_lies_within_two_squares_of_the_hero() {
    let mut spots = std::collections::BTreeSet::new();
    for seed in 1..=30 {
        let mut g = arena(seed, 4, 2);
        wear(&mut g, with_props(ids::LEATHER_CLOAK, ids::ITEM_DISPLACEMENT), Worn::ARMC);
        let (x, y) = (g.u.ux, g.u.uy);
        place(&mut g, ids::PM_JACKAL, x + 3, y);
        for _ in 0..3 {
            g.pass_time();
            let Some(m) = g.lev.monsters.first() else { break };
            let (dx, dy) = (m.mux - g.u.ux, m.muy - g.u.uy);
            assert!(dx.abs() <= 2 && dy.abs() <= 2, "seed {seed}: image at {dx},{dy}");
            spots.insert((dx, dy));
        }
    }
    assert!(spots.len() > 5, "the image hardly moves: {spots:?}");
    assert!(spots.contains(&(0, 0)), "no monster ever found the hero: {spots:?}");
}

#[test]
fn an_unseen_hero_is_attacked_where_the_monster_guesses() {
    // 3.6.7 treats the invisible hero the same way, with its own words.
    let mut astray = 0;
    for seed in 1..=30 {
        let mut g = arena(seed, 4, 2);
        g.u.prop_mut(Prop::Invis).intrinsic |= oxhack_game::world::you::FROMOUTSIDE;
        let (x, y) = (g.u.ux, g.u.uy);
        place(&mut g, ids::PM_JACKAL, x + 1, y);
        for _ in 0..3 {
            g.pass_time();
        }
        astray += g
            .history
            .iter()
            .filter(|h| h.contains("snaps wildly") || h.contains("thin air") || h.contains("a spot beside you"))
            .count();
        assert!(!said(&g, "displaced image"));
    }
    assert!(astray > 0);
}

// ---------------------------------------------------------------------
// Detonation

/// The hero wields `bow` and carries `n` of `ammo`; returns the ammo's
/// inventory index.
fn archer(g: &mut Game, bow: Obj, ammo: Obj) -> usize {
    wear(g, bow, Worn::WEP);
    let mut a = ammo;
    a.o_id = 6000;
    a.invlet = Some('q');
    g.u.invent.push(a);
    g.u.invent.len() - 1
}

/// A tough monster that does not resist fire: a hill orc with 300 hit
/// points, held in place.
fn target(g: &mut Game, x: i32, y: i32) -> u32 {
    let id = place(g, ids::PM_HILL_ORC, x, y);
    let i = g.mon_index(id).expect("placed");
    let m = &mut g.lev.monsters[i];
    m.mhp = 300;
    m.mhpmax = 300;
    m.mcanmove = false;
    id
}

fn hp(g: &Game, id: u32) -> i32 {
    g.mon_index(id).map_or(0, |i| g.lev.monsters[i].mhp)
}

fn arrows_on_floor(g: &Game) -> usize {
    g.lev.objects.iter().filter(|f| f.obj.otyp == ids::ARROW).count()
}

#[test]
fn detonating_arrows_explode_where_they_strike() {
    for seed in 1..=6 {
        let mut g = arena(seed, 8, 3);
        let (x, y) = (g.u.ux, g.u.uy);
        let mut arrows = with_props(ids::ARROW, ids::ITEM_DETONATIONS);
        arrows.quan = 1;
        let k = archer(&mut g, Obj::new(ids::BOW, 1), arrows);
        let orc = target(&mut g, x + 3, y);
        // Next to where the arrow strikes, and far from it.
        let near = target(&mut g, x + 4, y + 1);
        let far = target(&mut g, x - 4, y);
        let before = g.u.uhp;
        assert!(g.throw_obj(k, 1, 0, 0));
        assert!(said(&g, "arrow explodes!"), "seed {seed}: {:?}", g.history);
        assert!(said(&g, "The hill orc is caught in the fireball!"), "seed {seed}: {:?}", g.history);
        // The blast is where the arrow struck: the orc beside it is hurt,
        // the far one and the hero are not.
        assert!(hp(&g, orc) < 300 && hp(&g, near) < 300, "seed {seed}");
        assert_eq!(hp(&g, far), 300, "seed {seed}");
        assert_eq!(g.u.uhp, before, "seed {seed}: the hero was caught in the blast");
        assert!(!said(&g, "You are caught"), "seed {seed}");
        // The arrow is gone.
        assert_eq!(arrows_on_floor(&g), 0, "seed {seed}");
    }
}

#[test]
fn the_blast_does_four_d_four_and_spares_the_fire_resistant() {
    let mut dealt = Vec::new();
    for seed in 1..=40 {
        let mut g = arena(seed, 8, 3);
        let (x, y) = (g.u.ux, g.u.uy);
        let k = archer(&mut g, Obj::new(ids::BOW, 1), with_props(ids::ARROW, ids::ITEM_DETONATIONS));
        target(&mut g, x + 3, y);
        let near = target(&mut g, x + 4, y);
        let hound = place(&mut g, ids::PM_HELL_HOUND_PUP, x + 4, y - 1);
        let hi = g.mon_index(hound).expect("pup");
        g.lev.monsters[hi].mcanmove = false;
        let pup_hp = g.lev.monsters[hi].mhp;
        g.throw_obj(k, 1, 0, 0);
        dealt.push(300 - hp(&g, near));
        assert_eq!(hp(&g, hound), pup_hp, "seed {seed}: fire hurt a hell hound pup");
    }
    // A hill orc (magic resistance 0) takes the whole 4d4.
    assert!(dealt.iter().all(|d| (4..=16).contains(d)), "{dealt:?}");
    assert!(dealt.iter().collect::<std::collections::BTreeSet<_>>().len() > 4, "{dealt:?}");
}

#[test]
fn a_launcher_of_detonation_makes_its_arrows_explode_and_learns_it() {
    let mut g = arena(3, 8, 3);
    let (x, y) = (g.u.ux, g.u.uy);
    let mut arrows = Obj::new(ids::ARROW, 1);
    arrows.quan = 5;
    let k = archer(&mut g, with_props(ids::BOW, ids::ITEM_DETONATIONS), arrows);
    target(&mut g, x + 3, y);
    g.throw_obj(k, 1, 0, 0);
    assert!(said(&g, "arrow explodes!"), "{:?}", g.history);
    let bow = g.u.uwep().expect("bow");
    assert_ne!(bow.oprops_known & ids::ITEM_DETONATIONS, 0, "the bow's detonation is not learned");
}

#[test]
fn plain_arrows_and_thrown_ones_do_not_explode() {
    let mut g = arena(3, 8, 3);
    let (x, y) = (g.u.ux, g.u.uy);
    let k = archer(&mut g, Obj::new(ids::BOW, 1), Obj::new(ids::ARROW, 1));
    let orc = target(&mut g, x + 3, y);
    g.throw_obj(k, 1, 0, 0);
    assert!(!said(&g, "explodes"));
    assert!(hp(&g, orc) > 300 - 20);
    // A dart of detonation thrown by hand explodes: it is a missile.
    let mut g = arena(4, 8, 3);
    let (x, y) = (g.u.ux, g.u.uy);
    g.u.invent.push(with_props(ids::DART, ids::ITEM_DETONATIONS));
    target(&mut g, x + 2, y);
    g.throw_obj(0, 1, 0, 0);
    assert!(said(&g, "dart explodes!"), "{:?}", g.history);
}

#[test]
fn detonating_arrows_fired_upward_blow_up_on_the_hero() {
    let mut g = arena(5, 8, 3);
    let k = archer(&mut g, Obj::new(ids::BOW, 1), with_props(ids::ARROW, ids::ITEM_DETONATIONS));
    let before = g.u.uhp;
    g.throw_obj(k, 0, 0, -1);
    assert!(said(&g, "falls back on top of your head."), "{:?}", g.history);
    assert!(said(&g, "arrow explodes!"), "{:?}", g.history);
    assert!(said(&g, "You are caught in the fireball!"), "{:?}", g.history);
    assert!(before - g.u.uhp >= 5, "lost only {}", before - g.u.uhp);
    assert_eq!(arrows_on_floor(&g), 0);
}

/// The document's known bug: an object fired upward that falls on the
/// hero lost its launcher's properties, as the hit had no aggressor to
/// find the launcher from. Here the hero fired it, so the bow counts.
#[test]
fn arrows_falling_on_the_hero_carry_their_launchers_frost() {
    let mut froze = 0;
    for seed in 1..=6 {
        let mut g = arena(seed, 8, 3);
        let k = archer(&mut g, with_props(ids::BOW, ids::ITEM_FROST), Obj::new(ids::ARROW, 1));
        g.throw_obj(k, 0, 0, -1);
        if said(&g, "The arrow freezes you!") {
            froze += 1;
            assert_ne!(g.u.uwep().expect("bow").oprops_known & ids::ITEM_FROST, 0);
        }
        assert_eq!(arrows_on_floor(&g), 1, "the arrow lies at the hero's feet");
    }
    assert_eq!(froze, 6);
    // The cold resistant feel nothing of it.
    let mut g = arena(1, 8, 3);
    g.u.prop_mut(Prop::ColdRes).intrinsic |= oxhack_game::world::you::FROMOUTSIDE;
    let k = archer(&mut g, with_props(ids::BOW, ids::ITEM_FROST), Obj::new(ids::ARROW, 1));
    g.throw_obj(k, 0, 0, -1);
    assert!(!said(&g, "freezes"));
}

/// The document's other known bug: arrow and dart traps could shoot
/// arrows with random properties (even detonation). Trap missiles are
/// plain, however deep the trap.
#[test]
fn arrow_traps_shoot_only_plain_arrows() {
    let mut g = arena(8, 3, 3);
    // Deep down, where one arrow in eight or so is made with properties.
    g.u.uz.dlevel = 25;
    let (x, y) = (g.u.ux, g.u.uy);
    for _ in 0..300 {
        g.lev.traps.retain(|t| (t.tx, t.ty) != (x, y));
        g.lev.traps.push(oxhack_game::world::level::Trap::new(oxhack_game::world::level::ttyp::ARROW_TRAP, x, y));
        let ti = g.lev.traps.len() - 1;
        g.dotrap(ti);
        g.u.uhp = g.u.uhpmax;
    }
    let arrows: Vec<&Obj> = g.lev.objects.iter().filter(|f| f.obj.otyp == ids::ARROW).map(|f| &f.obj).collect();
    // One arrow in about seven misses an unarmored hero (AC 10, to-hit 8).
    assert!(arrows.len() > 25, "only {} arrows missed", arrows.len());
    assert!(arrows.iter().all(|a| a.oprops == 0));
    // Arrows made at that depth do get properties now and then.
    let made = (0..300).filter(|_| g.with_mk(|c| c.mksobj(ids::ARROW, true, false)).oprops != 0).count();
    assert!(made > 5, "{made}");
}

#[test]
fn a_monsters_detonating_arrow_explodes_where_it_lands() {
    let mut exploded = 0;
    for seed in 1..=5 {
        let mut g = arena(seed, 8, 3);
        let (x, y) = (g.u.ux, g.u.uy);
        let id = target(&mut g, x + 3, y);
        let i = g.mon_index(id).expect("orc");
        let m = &mut g.lev.monsters[i];
        m.minvent.push(Obj::new(ids::BOW, 1));
        m.mw = Some(m.minvent.len() - 1);
        let mut arrows = with_props(ids::ARROW, ids::ITEM_DETONATIONS);
        arrows.quan = 1;
        m.minvent.push(arrows);
        let before = g.u.uhp;
        // It aims where it thinks the hero is.
        g.set_apparxy(i);
        assert!(g.thrwmu(i), "seed {seed}: no shot: {:?}", g.history);
        assert!(said(&g, "The hill orc shoots an arrow!"), "{:?}", g.history);
        if said(&g, "arrow explodes!") {
            exploded += 1;
            assert!(said(&g, "You are caught in the fireball!"), "{:?}", g.history);
            assert!(g.u.uhp < before);
            assert_eq!(arrows_on_floor(&g), 0);
        }
    }
    assert_eq!(exploded, 5);
}

#[test]
fn a_detonation_scatters_the_pile_where_it_goes_off() {
    let mut g = arena(9, 8, 3);
    let (x, y) = (g.u.ux, g.u.uy);
    let mut rocks = Obj::new(ids::ROCK, 1);
    rocks.quan = 30;
    g.lev.place_object(rocks, x, y);
    g.u.invent.push(with_props(ids::DART, ids::ITEM_DETONATIONS));
    // Thrown down: it hits the floor at the hero's feet and explodes.
    g.throw_obj(0, 0, 0, 1);
    assert!(said(&g, "A dart hits the floor."), "{:?}", g.history);
    assert!(said(&g, "dart explodes!"), "{:?}", g.history);
    let rocks: Vec<(i32, i32, i64)> =
        g.lev.objects.iter().filter(|f| f.obj.otyp == ids::ROCK).map(|f| (f.x, f.y, f.obj.quan)).collect();
    assert_eq!(rocks.iter().map(|r| r.2).sum::<i64>(), 30, "{rocks:?}");
    assert!(rocks.iter().any(|r| (r.0, r.1) != (x, y)), "nothing flew: {rocks:?}");
    assert!(!g.lev.objects.iter().any(|f| f.obj.otyp == ids::DART));
}
