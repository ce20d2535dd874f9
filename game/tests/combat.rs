//! Monsters and combat without a terminal: monsters attacking the hero,
//! the hero killing monsters, pets, thieves, resistances, throwing, and
//! the same seed giving the same fight.

mod arena;
use arena::place;
use arena::said;

use oxhack_defs::Prop;
use oxhack_game::game::Game;
use oxhack_game::game::NewGame;
use oxhack_game::monsters::makemon::{MmFlags, NO_MM_FLAGS};
use oxhack_game::world::obj::{Obj, Worn};
use oxhack_tables::ids;

/// A game whose first room is empty, the hero in its middle with lots of
/// hit points (so fights run long enough to watch).
fn arena(seed: u64) -> Game {
    let mut g = arena::room_arena(seed, true);
    g.u.uhpmax = 500;
    g.u.uhp = 500;
    g
}

/// Lets `turns` hero turns pass with the hero standing still.
fn wait(g: &mut Game, turns: usize) {
    for _ in 0..turns {
        if g.over.is_some() {
            break;
        }
        g.pass_time();
    }
}

#[test]
fn a_jackal_next_to_the_hero_bites_over_turns() {
    let mut g = arena(11);
    let (x, y) = (g.u.ux + 1, g.u.uy);
    place(&mut g, ids::PM_JACKAL, x, y);
    let before = g.u.uhp;
    wait(&mut g, 30);
    assert!(g.u.uhp < before, "the jackal never hurt the hero: {:?}", g.history);
    assert!(said(&g, "The jackal bites!"), "{:?}", g.history);
    assert!(said(&g, "The jackal misses!") || said(&g, "The jackal just misses!"), "{:?}", g.history);
}

/// Walks into the monster with id `id` until it is gone (at most `tries`).
fn fight(g: &mut Game, id: u32, tries: usize) -> bool {
    for _ in 0..tries {
        let Some(i) = g.mon_index(id) else { return true };
        let m = &g.lev.monsters[i];
        let (dx, dy) = ((m.mx - g.u.ux).signum(), (m.my - g.u.uy).signum());
        if g.domove(dx, dy) {
            g.pass_time();
        }
        if g.over.is_some() {
            break;
        }
    }
    g.mon_index(id).is_none()
}

#[test]
fn the_hero_kills_a_newt_and_gains_experience() {
    let mut corpses = 0;
    for seed in 1..=8 {
        let mut g = arena(seed);
        let (x, y) = (g.u.ux + 1, g.u.uy);
        let id = place(&mut g, ids::PM_NEWT, x, y);
        assert!(fight(&mut g, id, 200), "seed {seed}: the newt survived: {:?}", g.history);
        assert!(said(&g, "You kill the newt!"), "seed {seed}: {:?}", g.history);
        assert!(g.u.uexp >= 1, "seed {seed}: no experience");
        assert_eq!(g.kills[ids::PM_NEWT.0 as usize], 1);
        assert_eq!(g.og.mvitals[ids::PM_NEWT.0 as usize].died, 1);
        if g.lev.objects.iter().any(|f| f.obj.otyp == ids::CORPSE && f.obj.corpsenm == Some(ids::PM_NEWT)) {
            corpses += 1;
        }
    }
    assert!(corpses >= 1, "no newt ever left a corpse");
}

#[test]
fn a_kitten_follows_and_kills_a_newt_for_nothing() {
    let mut killed = 0;
    for seed in 1..=6 {
        let mut g = arena(seed);
        let (ux, uy) = (g.u.ux, g.u.uy);
        let kid =
            g.with_mon(|c, lev| c.makemon(lev, Some(ids::PM_KITTEN), ux - 1, uy, MmFlags::NO_MINVENT)).expect("kitten");
        assert!(g.tamedog(kid));
        let nid = place(&mut g, ids::PM_NEWT, ux - 2, uy);
        let exp = g.u.uexp;
        for _ in 0..150 {
            g.pass_time();
            if g.mon_index(nid).is_none() {
                break;
            }
        }
        if g.mon_index(nid).is_none() && said(&g, "The newt is killed!") {
            killed += 1;
            assert_eq!(g.u.uexp, exp, "seed {seed}: the hero got the pet's kill");
            assert_eq!(g.kills[ids::PM_NEWT.0 as usize], 0);
        }
        // The pet stays near its master.
        let pet = g.lev.monsters.iter().find(|m| m.mtame > 0).expect("the pet lives");
        let d2 = (pet.mx - g.u.ux).pow(2) + (pet.my - g.u.uy).pow(2);
        assert!(d2 <= 18, "seed {seed}: the pet wandered off ({d2})");
    }
    assert!(killed >= 3, "the kitten killed the newt only {killed} times of 6");
}

#[test]
fn a_pet_keeps_up_with_a_walking_hero() {
    let mut g = arena(5);
    let (ux, uy) = (g.u.ux, g.u.uy);
    let kid =
        g.with_mon(|c, lev| c.makemon(lev, Some(ids::PM_LITTLE_DOG), ux, uy + 1, MmFlags::NO_MINVENT)).expect("dog");
    g.tamedog(kid);
    let id = g.lev.monsters[kid].m_id;
    // Walk back and forth across the room for a while.
    let mut dx = 1;
    for _ in 0..40 {
        if !g.domove(dx, 0) {
            dx = -dx;
            continue;
        }
        g.pass_time();
        let i = g.mon_index(id).expect("the dog is still here");
        let m = &g.lev.monsters[i];
        let d = (m.mx - g.u.ux).abs().max((m.my - g.u.uy).abs());
        // Pets lag a few squares behind a walking hero, never more.
        assert!(d <= 6, "the dog is {d} squares away");
    }
}

#[test]
fn a_leprechaun_steals_gold_and_teleports() {
    let mut g = arena(3);
    g.u.ugold = 400;
    let (x, y) = (g.u.ux + 1, g.u.uy);
    let id = place(&mut g, ids::PM_LEPRECHAUN, x, y);
    for _ in 0..200 {
        g.pass_time();
        if g.u.ugold < 400 {
            break;
        }
    }
    assert!(g.u.ugold < 400, "no gold stolen: {:?}", g.history);
    assert!(said(&g, "Your purse feels lighter."));
    let i = g.mon_index(id).expect("the leprechaun lives");
    let stolen: i64 = g.lev.monsters[i].minvent.iter().filter(|o| o.otyp == ids::GOLD_PIECE).map(|o| o.quan).sum();
    assert_eq!(stolen, 400 - g.u.ugold);
}

#[test]
fn fire_resistance_stops_a_fire_elementals_burns() {
    let hurt = |resist: bool| {
        let mut g = arena(4);
        if resist {
            g.u.prop_mut(Prop::FireRes).intrinsic |= oxhack_game::world::you::FROMOUTSIDE;
        }
        let (x, y) = (g.u.ux + 1, g.u.uy);
        place(&mut g, ids::PM_FIRE_ELEMENTAL, x, y);
        let before = g.u.uhp;
        wait(&mut g, 20);
        (before - g.u.uhp, g)
    };
    let (lost, g) = hurt(true);
    assert_eq!(lost, 0, "{:?}", g.history);
    assert!(said(&g, "The fire doesn't feel hot!"), "{:?}", g.history);
    let (lost, g) = hurt(false);
    assert!(lost > 0, "{:?}", g.history);
    assert!(said(&g, "You're on fire!"));
}

#[test]
fn thrown_daggers_land_on_the_floor() {
    let mut g = arena(6);
    let mut d = Obj::new(ids::DAGGER, 3);
    d.o_id = g.og.next_ident();
    let i = g.addinv(d);
    assert!(g.throw_obj(i, 1, 0, 0));
    let left: i64 = g.u.invent.iter().filter(|o| o.otyp == ids::DAGGER).map(|o| o.quan).sum();
    let on_floor: i64 = g.lev.objects.iter().filter(|f| f.obj.otyp == ids::DAGGER).map(|f| f.obj.quan).sum();
    assert!(left < 3);
    assert_eq!(left + on_floor, 3);
    let f = g.lev.objects.iter().find(|f| f.obj.otyp == ids::DAGGER).expect("a dagger on the floor");
    assert_eq!(f.y, g.u.uy);
    assert!(f.x > g.u.ux);
    assert!(f.obj.owornmask.is_empty());
}

#[test]
fn a_thrown_dagger_can_kill_a_newt() {
    let mut kills = 0;
    for seed in 1..=6 {
        let mut g = arena(seed);
        let (x, y) = (g.u.ux + 2, g.u.uy);
        let id = place(&mut g, ids::PM_NEWT, x, y);
        let mut d = Obj::new(ids::DAGGER, 10);
        d.o_id = g.og.next_ident();
        d.spe = 5;
        g.addinv(d);
        for _ in 0..10 {
            let Some(i) = g.u.invent.iter().position(|o| o.otyp == ids::DAGGER) else { break };
            g.throw_obj(i, 1, 0, 0);
            if g.mon_index(id).is_none() {
                break;
            }
        }
        if g.mon_index(id).is_none() {
            kills += 1;
            assert!(said(&g, "You kill the newt!"), "{:?}", g.history);
            assert!(g.lev.objects.iter().any(|f| f.obj.otyp == ids::DAGGER && f.x == x && f.y == y));
        }
    }
    assert!(kills >= 4, "{kills}");
}

#[test]
fn firing_needs_ammunition_readied() {
    let mut g = arena(7);
    assert!(!g.dofire());
    assert!(said(&g, "You have no ammunition readied."));
    let mut a = Obj::new(ids::ARROW, 5);
    a.o_id = g.og.next_ident();
    let ai = g.addinv(a);
    g.u.invent[ai].owornmask = Worn::QUIVER;
    let mut bow = Obj::new(ids::BOW, 1);
    bow.o_id = g.og.next_ident();
    let bi = g.addinv(bow);
    g.u.invent[bi].owornmask = Worn::WEP;
    let i = g.u.worn(Worn::QUIVER).expect("quiver");
    assert!(g.throw_obj(i, 0, 1, 0));
    let left: i64 = g.u.invent.iter().filter(|o| o.otyp == ids::ARROW).map(|o| o.quan).sum();
    assert!(left < 5);
}

#[test]
fn a_property_weapon_burns_and_becomes_known() {
    let mut g = arena(8);
    let mut s = Obj::new(ids::LONG_SWORD, 1);
    s.o_id = g.og.next_ident();
    s.oprops = ids::ITEM_FIRE;
    s.spe = 3;
    let si = g.addinv(s);
    g.u.invent[si].owornmask = Worn::WEP;
    let (x, y) = (g.u.ux + 1, g.u.uy);
    let id = place(&mut g, ids::PM_GNOME_LORD, x, y);
    for _ in 0..40 {
        if g.mon_index(id).is_none() || said(&g, "burns") {
            break;
        }
        g.domove(1, 0);
        g.pass_time();
    }
    assert!(said(&g, "burns the gnome lord!"), "{:?}", g.history);
    let w = g.u.uwep().expect("still wielded");
    assert_eq!(w.oprops_known & ids::ITEM_FIRE, ids::ITEM_FIRE);
}

#[test]
fn the_same_seed_gives_the_same_fight() {
    let run = || {
        let mut g = arena(21);
        let (x, y) = (g.u.ux + 1, g.u.uy);
        let id = place(&mut g, ids::PM_JACKAL, x, y);
        fight(&mut g, id, 60);
        wait(&mut g, 10);
        (g.history.clone(), g.u.uhp, g.u.uexp, g.rng.rn2(1_000_000))
    };
    let a = run();
    let b = run();
    assert_eq!(a, b);
    assert!(a.0.iter().any(|h| h.contains("jackal")));
}

#[test]
fn a_sleeping_monster_stays_put_until_disturbed_by_a_hit() {
    let mut g = arena(9);
    g.u.prop_mut(Prop::Stealth).intrinsic |= oxhack_game::world::you::FROMOUTSIDE;
    let (x, y) = (g.u.ux + 1, g.u.uy);
    let id = place(&mut g, ids::PM_JACKAL, x, y);
    let i = g.mon_index(id).unwrap();
    g.lev.monsters[i].msleeping = true;
    let hp = g.u.uhp;
    wait(&mut g, 10);
    assert_eq!(g.u.uhp, hp, "a sleeping jackal bit: {:?}", g.history);
    let _ = NO_MM_FLAGS;
}

#[test]
fn long_waits_with_wandering_monsters_never_panic() {
    for seed in 1..=3 {
        let mut g = Game::new(NewGame::quick(seed)).expect("game");
        g.u.uhpmax = 2000;
        g.u.uhp = 2000;
        // A crowd of varied monsters around the level.
        for pm in [ids::PM_GIANT_ANT, ids::PM_WATER_NYMPH, ids::PM_HILL_ORC, ids::PM_SOLDIER_ANT, ids::PM_GNOME_LORD] {
            g.with_mon(|c, lev| c.makemon(lev, Some(pm), 0, 0, NO_MM_FLAGS));
        }
        for _ in 0..600 {
            if g.over.is_some() {
                break;
            }
            g.pass_time();
        }
        assert!(g.u.uhp <= 2000);
    }
}

/// A terminal that plays back keys.
struct Keys(std::collections::VecDeque<char>);

impl oxhack_game::ui::Term for Keys {
    fn size(&self) -> (usize, usize) {
        (80, 24)
    }
    fn draw(&mut self, _: &oxhack_game::ui::Screen) {}
    fn read_key(&mut self) -> Option<char> {
        self.0.pop_front()
    }
    fn wants_screen(&self) -> bool {
        false
    }
}

#[test]
fn practice_lets_a_skill_be_enhanced() {
    use oxhack_defs::Skill;
    use oxhack_game::world::hero::{P_BASIC, P_EXPERT, P_SKILLED};
    let mut g = arena(12);
    g.u.hero.set_skill(Skill::LongSword, P_BASIC, P_EXPERT);
    g.u.hero.ulevel = 3;
    assert!(!g.can_advance(Skill::LongSword));
    g.use_skill(Skill::LongSword, 80);
    assert!(g.can_advance(Skill::LongSword));
    assert!(said(&g, "You feel more confident in your weapon skills."));
    g.set_term(Box::new(Keys("a".chars().collect())));
    g.enhance_weapon_skill();
    assert_eq!(g.u.hero.skill(Skill::LongSword).skill, P_SKILLED);
    assert!(said(&g, "You are now more skilled in long sword."), "{:?}", g.history);
    // The two slots of levels 2 and 3 are spent.
    assert_eq!(g.weapon_slots(), 0);
}

#[test]
fn hitting_a_floating_eye_can_freeze_the_hero() {
    let mut frozen = 0;
    for seed in 1..=8 {
        let mut g = arena(seed);
        let (x, y) = (g.u.ux + 1, g.u.uy);
        let id = place(&mut g, ids::PM_FLOATING_EYE, x, y);
        let i = g.mon_index(id).unwrap();
        // A sturdy eye, so it lives through the first hits.
        g.lev.monsters[i].mhp = 200;
        g.lev.monsters[i].mhpmax = 200;
        for _ in 0..10 {
            g.attack(g.mon_index(id).unwrap());
            if g.u.multi < 0 {
                break;
            }
        }
        if said(&g, "You are frozen by the floating eye's gaze!") {
            frozen += 1;
            assert!(g.u.multi < 0);
        }
    }
    assert!(frozen >= 4, "{frozen}");
}

#[test]
fn a_hungry_pet_goes_for_food_and_eats_it() {
    let mut ate = 0;
    for seed in 1..=5 {
        let mut g = arena(seed);
        let (ux, uy) = (g.u.ux, g.u.uy);
        let i = g
            .with_mon(|c, lev| c.makemon(lev, Some(ids::PM_LITTLE_DOG), ux - 1, uy, MmFlags::NO_MINVENT))
            .expect("dog");
        g.tamedog(i);
        // Long unfed.
        g.lev.monsters[i].hungrytime = g.moves - 10;
        let mut tripe = Obj::new(ids::TRIPE_RATION, 1);
        tripe.o_id = g.og.next_ident();
        g.lev.place_object(tripe, ux + 2, uy);
        wait(&mut g, 40);
        if said(&g, "eats a tripe ration.") {
            ate += 1;
            assert!(!g.lev.objects.iter().any(|f| f.obj.otyp == ids::TRIPE_RATION));
            let m = g.lev.monsters.iter().find(|m| m.mtame > 0).expect("the dog");
            assert!(m.hungrytime > g.moves);
        }
    }
    assert!(ate >= 4, "{ate}");
}

#[test]
fn a_monster_with_daggers_throws_them_from_afar() {
    let mut thrown = 0;
    for seed in 1..=5 {
        let mut g = arena(seed);
        let (x, y) = (g.u.ux + 3, g.u.uy);
        let id = place(&mut g, ids::PM_HILL_ORC, x, y);
        let i = g.mon_index(id).unwrap();
        let mut d = Obj::new(ids::DAGGER, 4);
        d.o_id = g.og.next_ident();
        g.lev.monsters[i].minvent.push(d);
        // It stays put: held in place, it can only throw.
        g.lev.monsters[i].mtrapped = true;
        wait(&mut g, 3);
        if said(&g, "The hill orc throws") {
            thrown += 1;
            let i = g.mon_index(id).unwrap();
            let left: i64 = g.lev.monsters[i].minvent.iter().filter(|o| o.otyp == ids::DAGGER).map(|o| o.quan).sum();
            assert!(left < 4);
            let here: i64 = g.lev.objects.iter().filter(|f| f.obj.otyp == ids::DAGGER).map(|f| f.obj.quan).sum();
            assert_eq!(left + here, 4, "daggers are not lost: {:?}", g.history);
        }
    }
    assert!(thrown >= 4, "{thrown}");
}

#[test]
fn fire_brand_burns() {
    let t = oxhack_tables::tables();
    let mut g = arena(13);
    let mut s = Obj::new(ids::LONG_SWORD, 1);
    s.o_id = g.og.next_ident();
    s.oartifact = oxhack_game::objects::artifact::artifact_name(t, "Fire Brand");
    assert!(s.oartifact.is_some());
    let si = g.addinv(s);
    g.u.invent[si].owornmask = Worn::WEP;
    let (x, y) = (g.u.ux + 1, g.u.uy);
    let id = place(&mut g, ids::PM_GNOME_LORD, x, y);
    for _ in 0..40 {
        if g.mon_index(id).is_none() || said(&g, "burns") {
            break;
        }
        g.domove(1, 0);
        g.pass_time();
    }
    assert!(said(&g, "The fiery blade burns the gnome lord!"), "{:?}", g.history);
}

#[test]
fn a_pet_grows_up() {
    let mut g = arena(14);
    let (ux, uy) = (g.u.ux, g.u.uy);
    let i = g.with_mon(|c, lev| c.makemon(lev, Some(ids::PM_KITTEN), ux + 1, uy, MmFlags::NO_MINVENT)).expect("kitten");
    g.tamedog(i);
    for _ in 0..10 {
        g.grow_up(i, None);
        if g.lev.monsters[i].mnum != ids::PM_KITTEN {
            break;
        }
    }
    assert_eq!(g.lev.monsters[i].mnum, ids::PM_HOUSECAT);
    assert!(said(&g, "Your kitten grows up into a housecat."), "{:?}", g.history);
}

#[test]
fn a_leprechaun_picks_up_gold_it_walks_over() {
    let mut g = arena(15);
    let (x, y) = (g.u.ux + 2, g.u.uy);
    let id = place(&mut g, ids::PM_LEPRECHAUN, x, y);
    let mut gold = Obj::new(ids::GOLD_PIECE, 30);
    gold.o_id = g.og.next_ident();
    g.lev.place_object(gold, x + 1, y);
    let i = g.mon_index(id).unwrap();
    assert_eq!(g.monster_step(i, x + 1, y), 1);
    assert!(!g.lev.objects.iter().any(|f| f.obj.otyp == ids::GOLD_PIECE));
    let i = g.mon_index(id).unwrap();
    assert_eq!(g.lev.monsters[i].minvent.iter().filter(|o| o.otyp == ids::GOLD_PIECE).map(|o| o.quan).sum::<i64>(), 30);
    assert!(said(&g, "The leprechaun picks up some gold."));
}
