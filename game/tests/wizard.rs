//! The Wizard of Yendor (wizard.c, steal.c): his touch takes the Amulet
//! and he teleports off with it, hurt he holes up by the stairs, killing
//! him drops it; his death starts the gods' harassment (every kind seen
//! over seeds) and he comes back.

mod arena;
use arena::said;

use oxhack_game::game::Game;
use oxhack_game::monsters::covetous::Strat;
use oxhack_game::monsters::makemon::MmFlags;
use oxhack_game::town::intervene::Intervention;
use oxhack_game::world::obj::Obj;
use oxhack_tables::ids;

fn arena(seed: u64) -> Game {
    let mut g = arena::room_arena(seed, true);
    g.u.uhpmax = 2000;
    g.u.uhp = 2000;
    g
}

fn wizard_beside(g: &mut Game) -> u32 {
    let (x, y) = (g.u.ux + 1, g.u.uy);
    let i = g
        .with_mon(|c, lev| c.makemon(lev, Some(ids::PM_WIZARD_OF_YENDOR), x, y, MmFlags::NO_MINVENT))
        .expect("the Wizard");
    let m = &mut g.lev.monsters[i];
    m.msleeping = false;
    m.mpeaceful = false;
    m.mux = g.u.ux;
    m.muy = g.u.uy;
    m.m_id
}

fn has_amulet(g: &Game) -> bool {
    g.u.invent.iter().any(|o| o.otyp == ids::AMULET_OF_YENDOR)
}

#[test]
fn his_touch_steals_the_amulet_and_he_teleports_away() {
    let mut g = arena(40);
    g.addinv(Obj::new(ids::AMULET_OF_YENDOR, 1));
    let id = wizard_beside(&mut g);
    let mut turns = 0;
    while has_amulet(&g) && turns < 400 {
        let Some(i) = g.mon_index(id) else { break };
        // Keep him beside the hero for his claw.
        let (x, y) = (g.u.ux + 1, g.u.uy);
        g.lev.monsters[i].mx = x;
        g.lev.monsters[i].my = y;
        g.lev.monsters[i].mhp = g.lev.monsters[i].mhpmax;
        g.u.uhp = g.u.uhpmax;
        g.mattacku(i);
        turns += 1;
    }
    assert!(!has_amulet(&g), "never stolen in {turns} attacks");
    assert!(said(&g, "The Wizard of Yendor stole "), "{:?}", g.history);
    let i = g.mon_index(id).expect("the Wizard");
    let m = &g.lev.monsters[i];
    assert!(oxhack_game::monsters::wizard::mon_has_amulet(m));
}

#[test]
fn hurt_with_the_amulet_he_goes_for_the_stairs_and_killing_him_drops_it() {
    let mut g = arena(41);
    g.addinv(Obj::new(ids::AMULET_OF_YENDOR, 1));
    let id = wizard_beside(&mut g);
    let i = g.mon_index(id).expect("the Wizard");
    assert!(g.stealamulet(i));
    assert!(!has_amulet(&g));
    let i = g.mon_index(id).expect("the Wizard");
    // Now he has what he wanted: only his wounds drive him.
    assert_eq!(g.strategy(i), Strat::None);
    g.lev.monsters[i].mhp = 1;
    assert_eq!(g.strategy(i), Strat::Heal);
    g.tactics(i);
    let stairs = g.lev.upstair.as_ref().or(g.lev.dnstair.as_ref()).map(|s| (s.x, s.y)).expect("stairs");
    let i = g.mon_index(id).expect("the Wizard");
    let (mx, my) = (g.lev.monsters[i].mx, g.lev.monsters[i].my);
    assert!((mx - stairs.0).abs() <= 1 && (my - stairs.1).abs() <= 1, "not by the stairs: {:?}", (mx, my));
    let wizards = g.env.no_of_wizards;
    g.xkilled(i);
    assert!(g.mon_index(id).is_none());
    assert!(
        g.lev.objects.iter().any(|f| f.obj.otyp == ids::AMULET_OF_YENDOR && (f.x, f.y) == (mx, my)),
        "the Amulet lies where he died"
    );
    assert_eq!(g.env.no_of_wizards, wizards - 1);
    assert!(g.u.uevent.udemigod);
    assert!((50..300).contains(&g.u.uevent.udg_cnt), "{}", g.u.uevent.udg_cnt);
}

#[test]
fn a_quest_artifact_is_taken_before_the_amulet() {
    let mut g = arena(42);
    g.addinv(Obj::new(ids::AMULET_OF_YENDOR, 1));
    let mut orb = Obj::new(ids::CRYSTAL_BALL, 1);
    orb.oartifact = Some(ids::ART_THE_ORB_OF_FATE);
    g.addinv(orb);
    let id = wizard_beside(&mut g);
    let i = g.mon_index(id).expect("the Wizard");
    assert!(g.stealamulet(i));
    assert!(has_amulet(&g), "the artifact goes first");
    assert!(!g.u.invent.iter().any(|o| o.oartifact == Some(ids::ART_THE_ORB_OF_FATE)));
}

#[test]
fn after_his_death_the_gods_intervene_within_the_count_every_way() {
    let mut seen = std::collections::HashSet::new();
    for seed in 50..90u64 {
        let mut g = arena(seed);
        g.addinv(Obj::new(ids::LONG_SWORD, 1));
        let id = wizard_beside(&mut g);
        let i = g.mon_index(id).expect("the Wizard");
        g.xkilled(i);
        assert!(g.u.uevent.udemigod);
        let count = g.u.uevent.udg_cnt;
        let before = g.history.len();
        let mons = g.lev.monsters.len();
        for _ in 0..count {
            g.wizard_turn();
        }
        assert!((50..250).contains(&g.u.uevent.udg_cnt), "the clock restarts: {}", g.u.uevent.udg_cnt);
        let new: Vec<String> = g.history[before..].to_vec();
        let kind = if new.iter().any(|h| h == "You feel vaguely nervous.") {
            Intervention::Nervous
        } else if new.iter().any(|h| h == "You notice a black glow surrounding you.") {
            Intervention::Curse
        } else if new.iter().any(|h| h == "\"So thou thought thou couldst kill me, fool.\"") {
            assert!(g.lev.monsters.iter().any(|m| m.iswiz), "he is back");
            assert_eq!(g.env.no_of_wizards, 1);
            Intervention::Resurrect
        } else if g.lev.monsters.len() > mons {
            Intervention::Nasties
        } else {
            Intervention::Aggravate
        };
        seen.insert(format!("{kind:?}"));
    }
    for k in ["Nervous", "Curse", "Aggravate", "Nasties", "Resurrect"] {
        assert!(seen.contains(k), "never saw {k}: {seen:?}");
    }
}

#[test]
fn a_wizard_on_another_level_is_the_one_who_returns() {
    let mut g = arena(43);
    let id = wizard_beside(&mut g);
    // He waits on another level: the one the hero has left.
    let here = g.u.uz;
    let next = oxhack_game::world::level::DLevel { dnum: here.dnum, dlevel: here.dlevel + 1 };
    g.goto_level(next, oxhack_game::hero::golevel::Arrival::Random);
    assert!(g.mon_index(id).is_none());
    g.history.clear();
    assert!(g.resurrect());
    assert!(said(&g, "\"So thou thought thou couldst elude me, fool.\""), "{:?}", g.history);
    assert!(g.mon_index(id).is_some(), "the same Wizard came");
}

#[test]
fn carrying_the_amulet_wakes_the_sleeping_wizard() {
    let mut g = arena(44);
    g.addinv(Obj::new(ids::AMULET_OF_YENDOR, 1));
    let id = wizard_beside(&mut g);
    let i = g.mon_index(id).expect("the Wizard");
    // Far off and asleep.
    let far = g.rndspot().expect("a spot");
    g.lev.monsters[i].mx = far.x;
    g.lev.monsters[i].my = far.y;
    g.lev.monsters[i].msleeping = true;
    let far_enough = (far.x - g.u.ux).abs() > 1 || (far.y - g.u.uy).abs() > 1;
    for _ in 0..2000 {
        g.wizard_turn();
        if !g.lev.monsters[g.mon_index(id).expect("here")].msleeping {
            break;
        }
    }
    assert!(!g.lev.monsters[g.mon_index(id).expect("here")].msleeping);
    if far_enough {
        assert!(said(&g, "You get the creepy feeling that somebody noticed your taking the Amulet."));
    }
}

fn nethack() -> Option<std::sync::Arc<oxhack_game::world::content::Content>> {
    let dat = oxhack_testkit::corpus()?;
    let opts = oxhack_game::world::content::LoadOpts::default();
    Some(oxhack_game::world::content::Content::load(&dat, &opts).expect("NetHack's dat/ loads").content)
}

/// Wizard-mode games in our world and, when present, NetHack's, on the
/// tower's top level.
fn at_the_tower(seed: u64) -> Vec<Game> {
    use oxhack_game::game::NewGame;
    let mut out = vec![Game::new(NewGame { wizard: true, ..NewGame::quick(seed) }).expect("game")];
    if let Some(w) = nethack() {
        out.push(Game::new(NewGame { wizard: true, content: w, ..NewGame::quick(seed) }).expect("game"));
    }
    for g in out.iter_mut() {
        let wiz1 = oxhack_game::world::dungeon::role_level(&g.layout, dgn_comp::roles::LevelRole::Wiz1).expect("tower");
        g.goto_level(wiz1, oxhack_game::hero::golevel::Arrival::Random);
        assert_eq!(g.u.uz, wiz1);
    }
    out
}

#[test]
fn the_wizard_sleeps_in_his_tower_with_the_book_of_the_dead() {
    for g in at_the_tower(60) {
        let w = g.lev.monsters.iter().find(|m| m.iswiz).expect("the Wizard is home");
        assert!(g.in_w_tower(w.mx, w.my), "he is inside his tower");
        assert!(
            g.lev.objects.iter().any(|f| f.obj.otyp == ids::SPE_BOOK_OF_THE_DEAD && (f.x, f.y) == (w.mx, w.my))
                || w.minvent.iter().any(|o| o.otyp == ids::SPE_BOOK_OF_THE_DEAD),
            "the Book is with him"
        );
    }
}

#[test]
fn no_teleporting_into_or_out_of_the_wizards_tower() {
    for mut g in at_the_tower(61) {
        let w = g.lev.monsters.iter().find(|m| m.iswiz).map(|m| (m.mx, m.my)).expect("the Wizard");
        g.lev.monsters.retain(|m| !m.iswiz);
        let spots: Vec<(i32, i32)> = oxhack_game::world::level::Level::positions()
            .filter(|&(x, y)| oxhack_game::world::level::accessible(g.lev.typ(x, y)))
            .collect();
        let inside = *spots.iter().find(|&&(x, y)| g.in_w_tower(x, y)).unwrap_or(&w);
        let outside = *spots.iter().find(|&&(x, y)| !g.in_w_tower(x, y)).expect("outside");
        for _ in 0..15 {
            g.u_on_newpos(inside.0, inside.1);
            g.tele();
            assert!(g.in_w_tower(g.u.ux, g.u.uy), "teleported out to {:?}", (g.u.ux, g.u.uy));
            g.u_on_newpos(outside.0, outside.1);
            g.tele();
            assert!(!g.in_w_tower(g.u.ux, g.u.uy), "teleported in to {:?}", (g.u.ux, g.u.uy));
        }
        // Monsters too: one outside stays outside, one inside stays in.
        for (from, want_in) in [(outside, false), (inside, true)] {
            g.u_on_newpos(outside.0, outside.1);
            let Some(k) =
                g.with_mon(|c, lev| c.makemon(lev, Some(ids::PM_JACKAL), from.0, from.1, MmFlags::NO_MINVENT))
            else {
                continue;
            };
            for _ in 0..15 {
                g.with_mon(|c, lev| c.rloc(lev, k));
                let m = &g.lev.monsters[k];
                assert_eq!(g.in_w_tower(m.mx, m.my), want_in, "a jackal crossed the tower's wall");
            }
            g.lev.monsters.remove(k);
        }
    }
}

#[test]
fn a_covetous_monster_fetches_the_amulet_from_the_floor_and_from_another_monster() {
    let mut g = arena(45);
    let id = wizard_beside(&mut g);
    let spot = g.rndspot().expect("a spot");
    g.lev.place_object(Obj::new(ids::AMULET_OF_YENDOR, 1), spot.x, spot.y);
    let i = g.mon_index(id).expect("the Wizard");
    assert_eq!(g.strategy(i), Strat::Ground { x: spot.x, y: spot.y });
    assert!(g.tactics(i));
    let i = g.mon_index(id).expect("the Wizard");
    assert!(oxhack_game::monsters::wizard::mon_has_amulet(&g.lev.monsters[i]));
    assert!(!g.lev.objects.iter().any(|f| f.obj.otyp == ids::AMULET_OF_YENDOR));
    // A second Wizard never goes for the first one's Amulet.
    let (x, y) = (g.u.ux - 1, g.u.uy);
    let k = g
        .with_mon(|c, lev| c.makemon(lev, Some(ids::PM_WIZARD_OF_YENDOR), x, y, MmFlags::NO_MINVENT))
        .expect("double trouble");
    assert_eq!(g.strategy(k), Strat::None);
    // An arch-lich wants the Book of the Dead, even from a jackal.
    let there = g.rndspot().expect("a spot");
    let j = g
        .with_mon(|c, lev| c.makemon(lev, Some(ids::PM_JACKAL), there.x, there.y, MmFlags::NO_MINVENT))
        .expect("jackal");
    g.lev.monsters[j].minvent.push(Obj::new(ids::SPE_BOOK_OF_THE_DEAD, 1));
    let (jx, jy) = (g.lev.monsters[j].mx, g.lev.monsters[j].my);
    let (x, y) = (g.u.ux, g.u.uy - 1);
    let k = g.with_mon(|c, lev| c.makemon(lev, Some(ids::PM_ARCH_LICH), x, y, MmFlags::NO_MINVENT)).expect("arch-lich");
    assert_eq!(g.strategy(k), Strat::Monstr { x: jx, y: jy });
    g.tactics(k);
    let k = g.lev.monsters.iter().position(|m| m.mnum == ids::PM_ARCH_LICH).expect("arch-lich");
    let m = &g.lev.monsters[k];
    assert!((m.mx - jx).abs() <= 1 && (m.my - jy).abs() <= 1, "not beside the holder");
}

#[test]
fn he_taunts_the_hero_as_he_fights() {
    let mut g = arena(46);
    let id = wizard_beside(&mut g);
    let before = g.history.len();
    for _ in 0..60 {
        let Some(i) = g.mon_index(id) else { break };
        g.lev.monsters[i].mhp = g.lev.monsters[i].mhpmax;
        g.u.uhp = g.u.uhpmax;
        g.dochug(i);
    }
    let taunts = g.history[before..].iter().filter(|h| h.contains("laughs fiendishly") || h.starts_with('"')).count();
    assert!(taunts > 0, "{:?}", &g.history[before..]);
}

#[test]
fn double_trouble_clones_sometimes_carry_a_fake_amulet() {
    let (mut fakes, mut clones) = (0, 0);
    for seed in 70..90u64 {
        let mut g = arena(seed);
        let id = wizard_beside(&mut g);
        let i = g.mon_index(id).expect("the Wizard");
        let before = g.lev.monsters.len();
        g.clonewiz(i);
        if g.lev.monsters.len() > before {
            clones += 1;
            let c = g.lev.monsters.last().expect("clone");
            assert!(c.iswiz);
            assert!(matches!(c.appear, oxhack_game::world::monst::Appearance::Monster(_)), "disguised");
            fakes += usize::from(c.minvent.iter().any(|o| o.otyp == ids::FAKE_AMULET_OF_YENDOR));
        }
    }
    assert!(clones > 10 && fakes > 0 && fakes < clones, "{fakes} fakes in {clones} clones");
}

#[test]
fn hurt_in_his_tower_he_stays_inside_it() {
    for mut g in at_the_tower(62) {
        let i = g.lev.monsters.iter().position(|m| m.iswiz).expect("the Wizard");
        let id = g.lev.monsters[i].m_id;
        g.lev.monsters[i].msleeping = false;
        g.lev.monsters[i].mhp = 1;
        let start = (g.lev.monsters[i].mx, g.lev.monsters[i].my);
        let mut moved = false;
        for _ in 0..40 {
            let i = g.mon_index(id).expect("the Wizard");
            assert_eq!(g.strategy(i), Strat::Heal);
            g.tactics(i);
            let i = g.mon_index(id).expect("the Wizard");
            let (mx, my) = (g.lev.monsters[i].mx, g.lev.monsters[i].my);
            assert!(g.in_w_tower(mx, my), "he left his tower for {:?}", (mx, my));
            moved |= (mx, my) != start;
            g.lev.monsters[i].mhp = 1;
        }
        assert!(moved, "he never blinked");
    }
}

#[test]
fn a_worn_amulet_feels_hot_by_a_magic_portal() {
    let mut g = arena(47);
    let k = g.addinv(Obj::new(ids::AMULET_OF_YENDOR, 1));
    g.u.invent[k].owornmask = oxhack_game::world::obj::Worn::AMUL;
    let (x, y) = (g.u.ux + 1, g.u.uy);
    g.lev.traps.push(oxhack_game::world::level::Trap::new(oxhack_game::world::level::ttyp::MAGIC_PORTAL, x, y));
    for _ in 0..300 {
        g.wizard_turn();
        if said(&g, " feels hot!") {
            break;
        }
    }
    assert!(said(&g, "The Amulet of Yendor feels hot!"), "{:?}", g.history);
}
