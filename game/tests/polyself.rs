//! The hero changing shape (polyself.c): polymorph traps, potions and
//! wands, polymorph control's prompt, the new body's armor, walls and
//! hit points, and the return to the hero's own form.

mod arena;
use arena::said;

use oxhack_defs::Prop;
use oxhack_game::game::Game;
use oxhack_game::hero::polyself::PolyHow;
use oxhack_game::ui::{Screen, Term};
use oxhack_game::world::level::Trap;
use oxhack_game::world::obj::{Obj, Worn};
use oxhack_game::world::you::A_CON;
use oxhack_tables::ids;
use std::collections::VecDeque;

/// A terminal that types the given keys.
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

/// A plain hero in the middle of the biggest room, nothing carried.
fn arena(seed: u64) -> Game {
    arena::room_arena(seed, true)
}

/// Gives the hero `otyp` worn in `slot`.
fn wear(g: &mut Game, otyp: oxhack_defs::Otyp, slot: Worn) -> u32 {
    let mut o = Obj::new(otyp, 1);
    o.o_id = g.og.next_ident();
    let id = o.o_id;
    let i = g.addinv(o);
    g.u.invent[i].owornmask = slot;
    g.update_worn_props();
    id
}

#[test]
fn a_hero_polymorphed_into_a_xorn_walks_through_walls() {
    let mut g = arena(3);
    let r = g.lev.rooms.iter().max_by_key(|r| (r.hx - r.lx + 1) * (r.hy - r.ly + 1)).expect("a room").clone();
    let y = (r.ly + r.hy) / 2;
    g.u_on_newpos(r.lx, y);
    g.vision_recalc();
    g.domove(-1, 0);
    assert_eq!(g.u.ux, r.lx, "the hero walked into the wall in their own form");
    assert!(g.polymon(ids::PM_XORN, false));
    assert!(said(&g, "You turn into a xorn!"), "{:?}", g.history);
    assert!(g.u.has(Prop::PassesWalls));
    g.domove(-1, 0);
    assert_eq!((g.u.ux, g.u.uy), (r.lx - 1, y), "the xorn did not enter the wall: {:?}", g.history);
}

#[test]
fn a_large_form_breaks_out_of_body_armor_and_tears_the_cloak() {
    let mut g = arena(5);
    let armor = wear(&mut g, ids::RING_MAIL, Worn::ARM);
    let cloak = wear(&mut g, ids::LEATHER_CLOAK, Worn::ARMC);
    let ac_before = g.u_ac();
    assert!(g.polymon(ids::PM_OWLBEAR, false));
    assert!(said(&g, "You break out of your armor!"), "{:?}", g.history);
    assert!(said(&g, "Your cloak tears apart!"), "{:?}", g.history);
    assert!(!g.u.invent.iter().any(|o| o.o_id == armor || o.o_id == cloak));
    assert_eq!(g.u_ac(), 5, "an owlbear's own AC, not {ac_before} from the armor");
}

#[test]
fn a_small_form_slips_out_of_armor_and_drops_its_weapon() {
    let mut g = arena(6);
    let armor = wear(&mut g, ids::RING_MAIL, Worn::ARM);
    let sword = wear(&mut g, ids::LONG_SWORD, Worn::WEP);
    assert!(g.polymon(ids::PM_NEWT, false));
    assert!(said(&g, "Your armor falls around you!"), "{:?}", g.history);
    assert!(said(&g, "You find you must drop your sword!"), "{:?}", g.history);
    let (x, y) = (g.u.ux, g.u.uy);
    let floor: Vec<u32> = g.lev.objects.iter().filter(|o| (o.x, o.y) == (x, y)).map(|o| o.obj.o_id).collect();
    assert!(floor.contains(&armor) && floor.contains(&sword), "{floor:?}");
    assert!(g.u.invent.is_empty());
}

#[test]
fn reverting_at_zero_form_hit_points_restores_the_old_hit_points() {
    let mut g = arena(7);
    g.u.uhpmax = 40;
    g.u.uhp = 37;
    assert!(g.polymon(ids::PM_JACKAL, false));
    assert!(g.u.upolyd());
    assert!(g.status_line2().contains("HD:0"), "{}", g.status_line2());
    let mh = g.u.upoly.mh;
    g.losehp(mh - 1, "a test");
    assert!(g.u.upolyd() && g.u.upoly.mh == 1);
    g.losehp(5, "a test");
    assert!(!g.u.upolyd());
    assert!(said(&g, "You return to human form!"), "{:?}", g.history);
    assert_eq!(g.u.uhp, 37);
    assert!(g.over.is_none());
}

#[test]
fn the_form_ends_when_its_time_runs_out() {
    let mut g = arena(8);
    assert!(g.polymon(ids::PM_GNOME_LORD, false));
    g.u.upoly.mtimedone = 2;
    g.pass_time();
    g.pass_time();
    g.pass_time();
    assert!(!g.u.upolyd());
    assert!(said(&g, "You return to human form!"), "{:?}", g.history);
}

#[test]
fn polymorph_control_makes_the_named_form() {
    // Control names the form; one time in five NetHack still makes a
    // new person instead.
    let mut xorns = 0;
    for seed in 0..5 {
        let mut g = arena(9 + seed);
        g.u.hero.ulevel = 10;
        g.u.prop_mut(Prop::PolymorphControl).intrinsic = oxhack_game::world::you::FROMOUTSIDE;
        // Each refusal's message waits for a key (--More--) before the
        // next prompt.
        let keys = "blorp\n Medusa\n xorn\n";
        g.set_term(Box::new(Keys(keys.chars().collect())));
        g.polyself(PolyHow::Normal);
        assert!(said(&g, "I've never heard of such monsters."), "{:?}", g.history);
        assert!(said(&g, "You can't polymorph into Medusa."), "{:?}", g.history);
        if g.u.upolyd() {
            assert_eq!(g.u.upoly.umonnum, Some(ids::PM_XORN), "{:?}", g.history);
            assert!(said(&g, "You turn into a xorn!"));
            assert_eq!(g.u.conduct.polyselfs, 1);
            xorns += 1;
        } else {
            assert!(said(&g, "You feel like a new"), "{:?}", g.history);
        }
    }
    assert!(xorns >= 3, "{xorns}");
}

#[test]
fn a_polymorph_trap_changes_the_hero_and_goes_away() {
    let mut changed = 0;
    for seed in 0..6 {
        let mut g = arena(20 + seed);
        g.u.abase[A_CON] = 25;
        g.u.amax[A_CON] = 25;
        let (x, y) = (g.u.ux, g.u.uy);
        g.lev.traps.push(Trap::new(oxhack_game::world::level::ttyp::POLY_TRAP, x, y));
        let ti = g.lev.traps.len() - 1;
        g.dotrap(ti);
        assert!(said(&g, "You feel a change coming over you."), "{:?}", g.history);
        assert!(g.lev.traps.iter().all(|t| (t.tx, t.ty) != (x, y)), "the trap stayed");
        if g.u.upolyd() {
            changed += 1;
            assert!(said(&g, "You turn into"), "{:?}", g.history);
        } else {
            assert!(said(&g, "You feel like a new man!") || said(&g, "You feel like a new woman!"), "{:?}", g.history);
        }
    }
    assert!(changed > 0);
}

#[test]
fn unchanging_heroes_fail_to_transform() {
    let mut g = arena(10);
    g.u.prop_mut(Prop::Unchanging).intrinsic = oxhack_game::world::you::FROMOUTSIDE;
    g.polyself(PolyHow::Normal);
    assert!(said(&g, "You fail to transform!"));
    assert!(!g.u.upolyd());
}

#[test]
fn system_shock_hurts_a_hero_of_low_constitution() {
    let mut shocked = false;
    for seed in 0..10 {
        let mut g = arena(30 + seed);
        g.u.abase[A_CON] = 3;
        g.u.uhpmax = 100;
        g.u.uhp = 100;
        g.polyself(PolyHow::Normal);
        if said(&g, "You shudder for a moment.") {
            shocked = true;
            assert!(g.u.uhp < 100 && !g.u.upolyd());
        }
    }
    assert!(shocked);
}

#[test]
fn a_saved_game_keeps_the_form() {
    let mut g = arena(11);
    assert!(g.polymon(ids::PM_XORN, false));
    let bytes = oxhack_game::save::encode(&g).expect("encode");
    let back = oxhack_game::save::decode(&bytes).expect("decode");
    assert_eq!(back.u.upoly, g.u.upoly);
    assert!(back.u.has(Prop::PassesWalls));
}

#[test]
fn a_polymorphed_hero_fights_with_the_forms_bites() {
    let mut g = arena(12);
    assert!(g.polymon(ids::PM_JACKAL, false));
    let (x, y) = (g.u.ux + 1, g.u.uy);
    let i = g
        .with_mon(|c, lev| {
            c.makemon(lev, Some(ids::PM_NEWT), x, y, oxhack_game::monsters::makemon::MmFlags::NO_MINVENT)
        })
        .expect("newt");
    let id = g.lev.monsters[i].m_id;
    for _ in 0..20 {
        let Some(i) = g.mon_index(id) else { break };
        g.attack(i);
    }
    assert!(said(&g, "You bite the newt."), "{:?}", g.history);
    assert!(!said(&g, "You hit the newt"), "{:?}", g.history);
}
