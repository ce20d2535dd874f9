//! Monsters changing shape: the wand of polymorph on a monster,
//! chameleons over time, polymorph traps under monsters, and
//! lycanthropes (their bite, their change, their summons).

mod arena;
use arena::said;

use oxhack_defs::Pm;
use oxhack_game::game::Game;
use oxhack_game::monsters::makemon::MmFlags;
use oxhack_game::world::obj::Obj;
use oxhack_tables::ids;

fn arena(seed: u64) -> Game {
    let mut g = arena::room_arena(seed, true);
    g.u.uhpmax = 500;
    g.u.uhp = 500;
    g
}

fn place(g: &mut Game, pm: Pm, x: i32, y: i32) -> u32 {
    let i = g.with_mon(|c, lev| c.makemon(lev, Some(pm), x, y, MmFlags::NO_MINVENT)).expect("monster made");
    let m = &mut g.lev.monsters[i];
    m.msleeping = false;
    m.mpeaceful = false;
    g.vision_recalc();
    m_id(g, i)
}

fn m_id(g: &Game, i: usize) -> u32 {
    g.lev.monsters[i].m_id
}

#[test]
fn a_wand_of_polymorph_turns_a_jackal_into_something_else() {
    let mut turned = 0;
    for seed in 0..8 {
        let mut g = arena(40 + seed);
        let (x, y) = (g.u.ux + 2, g.u.uy);
        let id = place(&mut g, ids::PM_JACKAL, x, y);
        let i = g.mon_index(id).expect("jackal");
        let wand = Obj::new(ids::WAN_POLYMORPH, 1);
        g.bhitm(i, &wand);
        match g.mon_index(id) {
            Some(i) => {
                let now = g.lev.monsters[i].mnum;
                assert_ne!(now, ids::PM_JACKAL, "{:?}", g.history);
                assert!(said(&g, "The jackal turns into "), "{:?}", g.history);
                turned += 1;
            }
            None => assert!(said(&g, "The jackal shudders!"), "{:?}", g.history),
        }
    }
    assert!(turned >= 6, "{turned}");
}

#[test]
fn a_chameleon_changes_form_over_time() {
    let mut g = arena(50);
    let (x, y) = (g.u.ux + 3, g.u.uy);
    let id = place(&mut g, ids::PM_CHAMELEON, x, y);
    let i = g.mon_index(id).expect("chameleon");
    assert_eq!(g.lev.monsters[i].cham, Some(ids::PM_CHAMELEON));
    let mut forms = std::collections::BTreeSet::new();
    for _ in 0..40 {
        let Some(i) = g.mon_index(id) else { break };
        forms.insert(g.lev.monsters[i].mnum);
        g.lev.monsters[i].mhp = g.lev.monsters[i].mhpmax.max(1);
        g.shapeshift_turn(i);
    }
    assert!(forms.len() >= 3, "{forms:?}");
}

#[test]
fn a_monster_on_a_polymorph_trap_changes() {
    let mut changed = 0;
    for seed in 0..5 {
        let mut g = arena(60 + seed);
        let (x, y) = (g.u.ux + 2, g.u.uy);
        let id = place(&mut g, ids::PM_JACKAL, x, y);
        g.lev.traps.push(oxhack_game::world::level::Trap::new(oxhack_game::world::level::ttyp::POLY_TRAP, x, y));
        let i = g.mon_index(id).expect("jackal");
        g.mintrap(i);
        if let Some(i) = g.mon_index(id)
            && g.lev.monsters[i].mnum != ids::PM_JACKAL
        {
            changed += 1;
        }
    }
    assert!(changed >= 4, "{changed}");
}

#[test]
fn a_werejackal_bite_can_give_lycanthropy() {
    let mut g = arena(70);
    let (x, y) = (g.u.ux + 1, g.u.uy);
    let id = place(&mut g, ids::PM_WEREJACKAL, x, y);
    for _ in 0..200 {
        if g.u.ulycn.is_some() {
            break;
        }
        let Some(i) = g.mon_index(id) else { break };
        g.lev.monsters[i].mhp = g.lev.monsters[i].mhpmax;
        g.lev.monsters[i].mux = g.u.ux;
        g.lev.monsters[i].muy = g.u.uy;
        g.u.uhp = 500;
        g.mattacku(i);
    }
    assert!(said(&g, "You feel feverish."), "{:?}", g.history);
    assert_eq!(g.u.ulycn, Some(ids::PM_WEREJACKAL));
    // At night the lycanthrope turns into the beast.
    g.lev.monsters.clear();
    g.town.clock.hour = 0;
    g.you_were();
    assert_eq!(g.u.upoly.umonnum, Some(ids::PM_WEREJACKAL));
    assert!(said(&g, "You turn into a werejackal!"), "{:?}", g.history);
}

#[test]
fn a_were_summons_help_next_to_the_hero() {
    let mut g = arena(71);
    let (x, y) = (g.u.ux + 1, g.u.uy);
    let id = place(&mut g, ids::PM_HUMAN_WEREJACKAL, x, y);
    for _ in 0..60 {
        let Some(i) = g.mon_index(id) else { break };
        g.were_mattacku(i);
        if said(&g, "summons help!") {
            break;
        }
    }
    assert!(said(&g, "summons help!"), "{:?}", g.history);
    let helpers =
        g.lev.monsters.iter().filter(|m| matches!(m.mnum, ids::PM_JACKAL | ids::PM_COYOTE | ids::PM_FOX)).count();
    assert!(helpers >= 1 || said(&g, "But none comes."));
}

#[test]
fn a_polymorphed_object_keeps_its_class_and_loses_its_properties() {
    let mut changed = 0;
    for seed in 0..12 {
        let mut g = arena(80 + seed);
        let (x, y) = (g.u.ux + 1, g.u.uy);
        let mut sword = Obj::new(ids::LONG_SWORD, 1);
        sword.spe = 2;
        sword.cursed = true;
        sword.oprops = ids::ITEM_FIRE | ids::ITEM_WARNING;
        sword.oprops_known = ids::ITEM_FIRE;
        g.lev.place_object(sword, x, y);
        let k = g.lev.objects.len() - 1;
        g.bhito_polymorph(k);
        if g.u.conduct.polypiles == 0 {
            continue; // the sword resisted (obj_resists, 5%)
        }
        let Some(f) = g.lev.objects.iter().find(|f| (f.x, f.y) == (x, y)) else {
            continue; // it shuddered and was destroyed
        };
        let o = &f.obj;
        assert_eq!(o.oclass(oxhack_tables::tables()), oxhack_defs::OClass::Weapon);
        assert_eq!((o.spe, o.cursed), (2, true));
        assert_eq!((o.oprops, o.oprops_known), (0, 0), "the document: properties are lost when polymorphed");
        assert_eq!(g.u.conduct.polypiles, 1);
        if o.otyp != ids::LONG_SWORD {
            changed += 1;
        }
    }
    assert!(changed >= 5, "{changed}");
}

#[test]
fn a_polymorphed_wand_keeps_its_charges_and_is_never_wishing() {
    for seed in 0..10 {
        let mut g = arena(100 + seed);
        let (x, y) = (g.u.ux + 1, g.u.uy);
        let mut w = Obj::new(ids::WAN_STRIKING, 1);
        w.spe = 5;
        g.lev.place_object(w, x, y);
        let k = g.lev.objects.len() - 1;
        g.bhito_polymorph(k);
        if let Some(f) = g.lev.objects.iter().find(|f| (f.x, f.y) == (x, y)) {
            assert_eq!(f.obj.oclass(oxhack_tables::tables()), oxhack_defs::OClass::Wand);
            assert_eq!(f.obj.spe, 5);
            assert!(f.obj.otyp != ids::WAN_WISHING && f.obj.otyp != ids::WAN_POLYMORPH);
        }
    }
}
