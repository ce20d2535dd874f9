//! Games in other worlds: NetHack's own `dat/` as a data folder (every
//! special level where NetHack puts it, built from NetHack's files), a
//! folder with a broken level allowed to fall back, saves that remember
//! their world, and play-tests of one level.

use oxhack_game::game::{Game, GameOver, NewGame, to_game};
use oxhack_game::hero::golevel::Arrival;
use oxhack_game::hero::playtest::PlayTest;
use oxhack_game::world::content::{Content, LoadOpts};
use oxhack_game::world::level::ttyp;
use oxhack_tables::ids;
use oxhack_vm::terrain::*;
use std::sync::Arc;

/// NetHack's world, or `None` outside CI without ../shared.
fn nethack() -> Option<Arc<Content>> {
    let dat = oxhack_testkit::corpus()?;
    Some(Content::load(&dat, &LoadOpts::default()).expect("NetHack's dat/ loads").content)
}

fn game_in(content: &Arc<Content>, seed: u64, role: oxhack_defs::Pm) -> Game {
    let mut ng = NewGame { wizard: true, content: content.clone(), ..NewGame::quick(seed) };
    ng.role = role;
    if role == ids::PM_WIZARD {
        ng.align = oxhack_defs::Align::Neutral;
    }
    Game::new(ng).expect("a game in NetHack's world")
}

fn count(g: &Game, typ: u8) -> usize {
    oxhack_game::world::level::Level::positions().filter(|&(x, y)| g.lev.typ(x, y) == typ).count()
}

fn monsters_named(g: &Game, name: &str) -> usize {
    let t = oxhack_tables::tables();
    g.lev.monsters.iter().filter(|m| t.mon(m.mnum).name == name).count()
}

#[test]
fn every_special_level_of_nethacks_world_is_built_from_its_file() {
    let Some(world) = nethack() else { return };
    for seed in 1..=6u64 {
        let role = if seed % 2 == 0 { ids::PM_WIZARD } else { ids::PM_VALKYRIE };
        let mut g = game_in(&world, seed, role);
        // The quest's leader lets the hero past the home level.
        g.quest.got_quest = true;
        g.u.ualign.record = 20;
        let mut specials: Vec<_> = g.layout.levels.clone();
        assert!(specials.len() >= 30, "seed {seed}: {} special levels", specials.len());
        // The Planes last, and with the Amulet (they admit no one else;
        // once entered, the rest of the dungeon is gone).
        let endgame = |l: &dgn_comp::placement::SpecialLevel| {
            oxhack_game::world::dungeon::in_endgame(&g.layout, to_game(l.dlevel))
        };
        specials.sort_by_key(|l| endgame(l));
        for sp in specials {
            if oxhack_game::world::dungeon::in_endgame(&g.layout, to_game(sp.dlevel)) && !g.u_have_amulet() {
                g.addinv(oxhack_game::world::obj::Obj::new(ids::AMULET_OF_YENDOR, 1));
            }
            if sp.proto == "dummy" || sp.proto == "rogue" {
                // NetHack builds these without a level file.
                continue;
            }
            let uz = to_game(sp.dlevel);
            g.goto_level(uz, Arrival::Random);
            assert_eq!(g.u.uz, uz, "seed {seed}: reached {}", sp.proto);
            let notes = g.history.iter().rev().take(5).cloned().collect::<Vec<_>>();
            assert!(
                !notes.iter().any(|m| m.contains("failed to build") || m.contains("is invalid")),
                "seed {seed}: {}: {notes:?}",
                sp.proto
            );
            // Landmarks of a few of NetHack's own designs.
            match sp.proto.as_str() {
                "oracle" => {
                    assert_eq!(count(&g, FOUNTAIN), 4, "seed {seed}: the Oracle's fountains");
                    assert!(monsters_named(&g, "Oracle") == 1, "seed {seed}: the Oracle herself");
                    let t = oxhack_tables::tables();
                    let centaurs = g
                        .lev
                        .objects
                        .iter()
                        .filter(|o| o.obj.otyp == ids::STATUE)
                        .filter(|o| o.obj.corpsenm.is_some_and(|pm| t.mon(pm).mlet.symbol() == b'C'))
                        .count();
                    assert_eq!(centaurs, 8, "seed {seed}: the Oracle's centaur statues");
                }
                "castle" => {
                    assert!(count(&g, MOAT) > 50, "seed {seed}: the castle's moat");
                    assert!(g.lev.traps.iter().filter(|t| t.ttyp == ttyp::TRAPDOOR).count() >= 5);
                }
                "medusa" => assert!(monsters_named(&g, "Medusa") == 1, "seed {seed}: Medusa"),
                "astral" => assert_eq!(count(&g, ALTAR), 3, "seed {seed}: three high altars"),
                "valley" => assert!(count(&g, ALTAR) >= 1, "seed {seed}: the Valley's temple"),
                p if p.starts_with("soko") => {
                    let boulders = g.lev.objects.iter().filter(|o| o.obj.otyp == ids::BOULDER).count();
                    assert!(boulders >= 10, "seed {seed}: {p}'s boulders: {boulders}");
                    assert!(g.lev.flags.sokoban_rules, "seed {seed}: {p}");
                }
                _ => {}
            }
        }
    }
}

#[test]
fn the_quest_of_nethacks_world_is_the_heros_roles() {
    let Some(world) = nethack() else { return };
    for (role, leader) in [(ids::PM_VALKYRIE, "Norn"), (ids::PM_WIZARD, "Neferet the Green")] {
        let mut g = game_in(&world, 11, role);
        let home = g.layout.levels.iter().find(|l| l.proto == "x-strt").expect("quest home").dlevel;
        g.goto_level(to_game(home), Arrival::Random);
        assert_eq!(monsters_named(&g, leader), 1, "the quest leader {leader} is home");
    }
}

#[test]
fn a_save_is_only_restored_in_its_own_world() {
    let Some(world) = nethack() else { return };
    let g = game_in(&world, 5, ids::PM_VALKYRIE);
    let bytes = oxhack_game::save::encode(&g).expect("encode");
    // In the same world: restored.
    let mut same = oxhack_game::save::decode(&bytes).expect("decode");
    same.attach_content(world.clone()).expect("the same world");
    // In OxHack's own world: refused, naming what differs.
    let mut other = oxhack_game::save::decode(&bytes).expect("decode");
    let err = other.attach_content(Content::embedded()).expect_err("another world is refused");
    assert!(err.contains("this game was made in another world"), "{err}");
    assert!(err.contains("the dungeon differs"), "{err}");
    // NetHack's quest levels that OxHack has its own of differ; the rest
    // (the quests' fill levels, ...) are only in NetHack's world.
    assert!(err.contains("levels differ (Arc-goal, Arc-loca, Arc-strt, "), "{err}");
    assert!(err.contains("levels only in the save's world (Arc-fila, Arc-filb, "), "{err}");
    assert!(err.contains("texts differ (bogusmon, engrave, epitaph, oracles, quest, rumors)"), "{err}");
    // And the other way round.
    let own = Game::new(NewGame::quick(5)).expect("game");
    let mut back = oxhack_game::save::decode(&oxhack_game::save::encode(&own).expect("encode")).expect("decode");
    assert!(back.attach_content(world).is_err());
    back.attach_content(Content::embedded()).expect("its own world");
}

#[test]
fn a_broken_level_allowed_to_fall_back_is_random_and_the_status_says_so() {
    let dir = tempfile::tempdir().expect("tempdir");
    // OxHack's oracle is called "seer"; a broken one falls back.
    std::fs::write(dir.path().join("seer.des"), "MAZE:\"seer\",' '\nMONSTER:('Z',\"nosuchzombie\"),(1,1)\n")
        .expect("write");
    assert!(Content::load(dir.path(), &LoadOpts::default()).is_err(), "refused without --allow-fallback");
    let world =
        Content::load(dir.path(), &LoadOpts { allow_fallback: true, ..LoadOpts::default() }).expect("loads").content;
    let mut g = Game::new(NewGame { wizard: true, content: world, ..NewGame::quick(3) }).expect("game");
    let seer = g.layout.levels.iter().find(|l| l.proto == "seer").expect("the seer's level").dlevel;
    g.goto_level(to_game(seer), Arrival::Random);
    assert_eq!(g.lev.flags.fallback_for.as_deref(), Some("seer"));
    assert!(g.status_line2().ends_with("[seer: random]"), "{}", g.status_line2());
    // Other levels are not marked.
    g.goto_level(oxhack_game::world::level::DLevel { dnum: 0, dlevel: 1 }, Arrival::Random);
    assert!(!g.status_line2().contains("random]"), "{}", g.status_line2());
}

const PLAYTEST: &str = "MAZE:\"testroom\",' '\nFLAGS:noteleport\nGEOMETRY:center,center\nMAP\n---------\n|.......|\n|.......|\n---------\nENDMAP\nSTAIR:(1,1),up\nSTAIR:(7,2),down\nMONSTER:('d',\"jackal\"),(4,1),asleep\n";

fn playtest_game(wizard: bool, seed: u64) -> Game {
    let dir = tempfile::tempdir().expect("tempdir");
    let file = dir.path().join("testroom.des");
    std::fs::write(&file, PLAYTEST).expect("write");
    let levels = oxhack_game::levelgen::levgen::load(&file).expect("compiles");
    let (name, program) = levels.into_iter().next().expect("a level");
    let content = Arc::new(Content::embedded().playtest(&name, program.encode()).expect("a play-test world"));
    let mut g = Game::new(NewGame { wizard, content, ..NewGame::quick(seed) }).expect("game");
    g.playtest = Some(PlayTest { file: "testroom.des".into(), level: name, rebuilds: 0 });
    g
}

#[test]
fn a_play_test_starts_on_its_level_and_the_stairs_end_it() {
    let mut g = playtest_game(false, 4);
    assert_eq!(g.layout.dungeons.len(), 1);
    assert_eq!(g.layout.levels.len(), 1);
    let up = g.lev.upstair.expect("the level's up stairs");
    assert_eq!((g.u.ux, g.u.uy), (up.x, up.y), "the hero starts on the up stairs");
    assert_eq!(monsters_named(&g, "jackal"), 1, "the level's own jackal");
    // Down the stairs: the play-test ends, no level 2 is made.
    let dn = g.lev.dnstair.expect("down stairs");
    g.u_on_newpos(dn.x, dn.y);
    assert!(g.dodown());
    assert_eq!(g.over, Some(GameOver::PlayTestEnded { how: "down the stairs".into() }));
    assert!(g.levels.is_empty(), "no other level was visited");
    let s = g.playtest_summary();
    assert!(s.starts_with("Play-test of testroom (testroom.des): Agnar left the level down the stairs on turn"), "{s}");
    // Up the stairs ends it too, without the "no return" question.
    let mut g = playtest_game(false, 4);
    assert!(g.doup());
    assert_eq!(g.over, Some(GameOver::PlayTestEnded { how: "up the stairs".into() }));
}

#[test]
fn a_play_test_is_never_saved_or_scored() {
    let mut g = playtest_game(false, 6);
    assert!(g.save_game().is_err());
    g.set_term(Box::new(oxhack_game::ui::robot::BotTerm::new(1, 0)));
    assert!(!g.dosave());
    assert!(g.history.iter().any(|m| m.contains("A play-test is not saved")));
}

#[test]
fn rebuild_makes_the_level_again_with_a_new_seed_in_wizard_mode() {
    let mut g = playtest_game(true, 8);
    let before = g.rng.clone().rn2(1_000_000);
    assert!(!g.wiz_rebuild());
    assert_eq!(g.playtest.as_ref().map(|p| p.rebuilds), Some(1));
    assert!(g.history.iter().any(|m| m.starts_with("The level is built again (build 2, seed ")), "{:?}", g.history);
    let up = g.lev.upstair.expect("up stairs");
    assert_eq!((g.u.ux, g.u.uy), (up.x, up.y));
    assert_ne!(before, g.rng.clone().rn2(1_000_000), "a new seed");
    assert!(g.playtest_summary().contains("Built 2 times"));
    // Outside wizard mode it is refused.
    let mut plain = playtest_game(false, 8);
    plain.wiz_rebuild();
    assert_eq!(plain.playtest.as_ref().map(|p| p.rebuilds), Some(0));
}

#[test]
fn a_level_without_stairs_starts_in_its_arrival_region() {
    let Some(dat) = oxhack_testkit::corpus() else { return };
    let levels = oxhack_game::levelgen::levgen::load(&dat.join("castle.des")).expect("the castle compiles");
    let (name, program) = levels.into_iter().next().expect("castle");
    let content = Arc::new(Content::embedded().playtest(&name, program.encode()).expect("world"));
    for seed in 1..=10 {
        let g = Game::new(NewGame { content: content.clone(), ..NewGame::quick(seed) }).expect("game");
        // castle.des: arrivals from above land in columns 1..10 (the
        // down teleport region), west of the moat.
        assert!((1..=10).contains(&g.u.ux), "seed {seed}: the hero starts at column {}", g.u.ux);
    }
}
