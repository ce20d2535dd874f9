//! The hero's life: character creation (roles, races, inventories,
//! skills, intrinsics), rank titles, experience levels, prayer and
//! sacrifice, death with its tombstone and high-score entry, quitting,
//! and the character-creation screens on a scripted terminal.

use oxhack_defs::{Align, Prop, Skill};
use oxhack_game::game::NewGame;
use oxhack_game::game::{Game, GameOver};
use oxhack_game::hero::player_selection::Choices;
use oxhack_game::hero::role::{self, Pick, RACES, ROLES};
use oxhack_game::ui::{Screen, Term};
use oxhack_game::world::obj::{Obj, Worn};
use oxhack_tables::ids;
use std::collections::VecDeque;
use std::sync::{Arc, Mutex};

/// A terminal that replays keys and records the screens it was shown.
struct Scripted {
    keys: VecDeque<char>,
    screens: Arc<Mutex<Vec<String>>>,
}

impl Term for Scripted {
    fn size(&self) -> (usize, usize) {
        (80, 24)
    }
    fn draw(&mut self, s: &Screen) {
        self.screens.lock().expect("lock").push(s.text());
    }
    fn read_key(&mut self) -> Option<char> {
        self.keys.pop_front()
    }
}

fn scripted(keys: &str) -> (Scripted, Arc<Mutex<Vec<String>>>) {
    let screens = Arc::new(Mutex::new(Vec::new()));
    (Scripted { keys: keys.chars().collect(), screens: screens.clone() }, screens)
}

fn game(role: oxhack_defs::Pm, race: oxhack_defs::Pm, female: bool, align: Align, seed: u64) -> Game {
    Game::new(NewGame { role, race, female, align, ..NewGame::quick(seed) }).expect("game")
}

fn has(g: &Game, otyp: oxhack_defs::Otyp) -> Option<&Obj> {
    g.u.invent.iter().find(|o| o.otyp == otyp)
}

#[test]
fn every_allowed_character_starts_with_its_kit() {
    let mut made = 0;
    for r in ROLES.iter() {
        for rc in RACES.iter() {
            for female in [false, true] {
                for align in [Align::Lawful, Align::Neutral, Align::Chaotic] {
                    let ok = role::check_character(r.pm, rc.pm, female, align);
                    let ng = NewGame { role: r.pm, race: rc.pm, female, align, ..NewGame::quick(made + 1) };
                    match ok {
                        Err(e) => {
                            assert!(!e.is_empty());
                            assert!(Game::new(ng).is_err(), "{} {} allowed by Game::new", r.name, rc.noun);
                        }
                        Ok(()) => {
                            let g = Game::new(ng).expect("allowed character");
                            made += 1;
                            assert!(!g.u.invent.is_empty(), "{} {}", r.name, rc.noun);
                            assert!(g.u.uhp > 0 && g.u.uhp == g.u.uhpmax);
                            assert!(g.u.uenmax > 0);
                            assert!(g.u.invent.iter().all(|o| !o.cursed && o.bknown && o.known));
                            let total: i32 = g.u.abase.iter().sum();
                            assert!((60..=85).contains(&total), "{} attrs {:?}", r.name, g.u.abase);
                            assert_eq!(g.u.ualign.record, r.initrecord);
                            assert_eq!(g.u.ublesscnt, 300);
                            if r.pm != ids::PM_MONK && r.pm != ids::PM_TOURIST {
                                assert!(g.u.worn(Worn::WEP).is_some(), "{} {} wields nothing", r.name, rc.noun);
                            }
                        }
                    }
                }
            }
        }
    }
    // The role/race/gender/alignment combinations NetHack 3.6 allows.
    assert_eq!(made, 73);
}

#[test]
fn valkyrie_and_wizard_kits() {
    let g = Game::new(NewGame::quick(3)).expect("game");
    let sword = has(&g, ids::LONG_SWORD).expect("long sword");
    assert_eq!(sword.spe, 1);
    assert!(sword.owornmask.contains(Worn::WEP));
    let shield = has(&g, ids::SMALL_SHIELD).expect("shield");
    assert_eq!(shield.spe, 3);
    assert!(shield.owornmask.contains(Worn::ARMS));
    assert!(has(&g, ids::DAGGER).is_some());
    assert!(g.u.has(Prop::ColdRes) && g.u.has(Prop::Stealth));
    assert!(!g.u.has(Prop::Fast));
    assert!(g.os.is_known(ids::LONG_SWORD));
    let sk = g.u.hero.skill(Skill::LongSword);
    assert_eq!((sk.skill, sk.max_skill), (oxhack_game::world::hero::P_BASIC, oxhack_game::world::hero::P_EXPERT));

    let w = game(ids::PM_WIZARD, ids::PM_ELF, false, Align::Chaotic, 4);
    let cloak = has(&w, ids::CLOAK_OF_MAGIC_RESISTANCE).expect("cloak");
    assert!(cloak.owornmask.contains(Worn::ARMC));
    assert!(has(&w, ids::QUARTERSTAFF).is_some_and(|o| o.owornmask.contains(Worn::WEP) && o.blessed));
    assert!(has(&w, ids::SPE_FORCE_BOLT).is_some());
    assert!(w.os.is_known(ids::SPE_FORCE_BOLT));
    assert!(w.u.spells.iter().any(|s| s.0 == ids::SPE_FORCE_BOLT));
    assert!(w.u.has(Prop::Infravision));
    assert!(w.os.is_known(ids::ELVEN_DAGGER));
    assert_eq!(w.u.invent.iter().filter(|o| o.oclass(oxhack_tables::tables()) == oxhack_defs::OClass::Ring).count(), 2);

    let s = game(ids::PM_SAMURAI, ids::PM_HUMAN, true, Align::Lawful, 5);
    assert!(s.u.has(Prop::Fast));
    assert!(has(&s, ids::KATANA).is_some());
    let m = game(ids::PM_MONK, ids::PM_HUMAN, false, Align::Neutral, 6);
    assert!(m.u.has(Prop::Fast) && m.u.has(Prop::SleepRes) && m.u.has(Prop::SeeInvis));
    let h = game(ids::PM_HEALER, ids::PM_GNOME, false, Align::Neutral, 7);
    assert!((1001..=2000).contains(&h.u.ugold));
    assert!(h.u.has(Prop::PoisonRes));
    let o = game(ids::PM_ROGUE, ids::PM_ORC, false, Align::Chaotic, 8);
    assert!(has(&o, ids::ORCISH_DAGGER).is_some(), "orcs get orcish daggers");
    assert!(o.u.has(Prop::PoisonRes));
    let r = game(ids::PM_RANGER, ids::PM_ELF, true, Align::Chaotic, 9);
    assert!(has(&r, ids::ELVEN_DAGGER).is_some_and(|o| o.owornmask.contains(Worn::WEP)));
    assert!(has(&r, ids::ELVEN_BOW).is_some_and(|o| o.owornmask.contains(Worn::SWAPWEP)));
    assert!(has(&r, ids::ELVEN_ARROW).is_some());
}

#[test]
fn parsing_choices() {
    assert_eq!(role::parse_role("val"), Ok(Pick::Is(ids::PM_VALKYRIE)));
    assert_eq!(role::parse_role("Cavewoman"), Ok(Pick::Is(ids::PM_CAVEMAN)));
    assert_eq!(role::parse_role("ca"), Ok(Pick::Is(ids::PM_CAVEMAN)));
    assert_eq!(role::parse_role("WIZ"), Ok(Pick::Is(ids::PM_WIZARD)));
    assert!(role::parse_role("r").is_err(), "Rogue or Ranger");
    assert!(role::parse_role("xyzzy").unwrap_err().contains("not a role"));
    assert_eq!(role::parse_role("random"), Ok(Pick::Random));
    assert_eq!(role::parse_race("elven"), Ok(Pick::Is(ids::PM_ELF)));
    assert_eq!(role::parse_race("d"), Ok(Pick::Is(ids::PM_DWARF)));
    assert_eq!(role::parse_gender("F"), Ok(Pick::Is(true)));
    assert_eq!(role::parse_align("cha"), Ok(Pick::Is(Align::Chaotic)));
    let err = role::check_character(ids::PM_VALKYRIE, ids::PM_ELF, true, Align::Lawful).unwrap_err();
    assert!(err.contains("Valkyrie") && err.contains("elven"), "{err}");
    assert!(role::check_character(ids::PM_VALKYRIE, ids::PM_HUMAN, false, Align::Lawful).is_err());
    assert!(role::check_character(ids::PM_VALKYRIE, ids::PM_HUMAN, true, Align::Chaotic).is_err());
    assert!(role::check_character(ids::PM_KNIGHT, ids::PM_HUMAN, true, Align::Lawful).is_ok());
    let p = role::Partial { race: Some(ids::PM_ORC), ..Default::default() };
    let roles = role::roles_ok(&p);
    assert!(roles.contains(&ids::PM_WIZARD) && !roles.contains(&ids::PM_KNIGHT));
    assert_eq!(role::aligns_ok(&p), vec![Align::Chaotic]);
    let mut rng = oxhack_game::rng::Rng::new(1);
    for _ in 0..50 {
        let (r, rc, f, a) = role::complete(role::Partial::default(), &mut rng).expect("complete");
        assert!(role::check_character(r, rc, f, a).is_ok());
    }
}

#[test]
fn rank_titles_by_level() {
    assert_eq!(role::rank_title(ids::PM_VALKYRIE, 1, true), "Stripling");
    assert_eq!(role::rank_title(ids::PM_VALKYRIE, 3, true), "Skirmisher");
    assert_eq!(role::rank_title(ids::PM_VALKYRIE, 30, true), "Lady");
    assert_eq!(role::rank_title(ids::PM_BARBARIAN, 2, true), "Plunderess");
    assert_eq!(role::rank_title(ids::PM_BARBARIAN, 2, false), "Plunderer");
    assert_eq!(role::rank_title(ids::PM_WIZARD, 6, false), "Thaumaturge");
    assert_eq!(role::rank_title(ids::PM_WIZARD, 14, true), "Enchantress");
    assert_eq!(role::xlev_to_rank(9), 2);
    assert_eq!(role::xlev_to_rank(10), 3);
    assert_eq!(role::role_info(ids::PM_VALKYRIE).filecode, "Val");
    assert_eq!(role::god_name(ids::PM_VALKYRIE, 1, Align::Lawful), "Tyr");
    assert!(role::god_is_female(ids::PM_CAVEMAN, 1, Align::Neutral));
}

#[test]
fn experience_raises_levels() {
    let mut g = Game::new(NewGame::quick(11)).expect("game");
    assert_eq!(oxhack_game::hero::exper::newuexp(1), 20);
    assert_eq!(oxhack_game::hero::exper::newuexp(10), 10_000);
    assert_eq!(oxhack_game::hero::exper::newuexp(20), 10_000_000);
    assert_eq!(g.experience(ids::PM_JACKAL), 1);
    // Level 3, fast (+3), a sting (+3), poisonous (+2 x level).
    assert_eq!(g.experience(ids::PM_SOLDIER_ANT), 22);
    assert_eq!(oxhack_game::hero::exper::experience_for(ids::PM_SOLDIER_ANT, 3, 3, Some(30)), 11);
    let hp = g.u.uhpmax;
    g.more_experienced(20);
    g.newexplevel();
    assert_eq!(g.u.hero.ulevel, 2);
    assert!(g.u.uhpmax > hp);
    assert!(g.history.iter().any(|m| m.contains("Welcome to experience level 2.")));
    for _ in 0..5 {
        g.pluslvl(false);
    }
    assert_eq!(g.u.hero.ulevel, 7);
    assert!(g.u.has(Prop::Fast), "Valkyries are fast from level 7");
    g.losexp("drain");
    assert_eq!(g.u.hero.ulevel, 6);
    assert!(!g.u.has(Prop::Fast));
    assert!(g.over.is_none());
}

#[test]
fn prayer_fixes_low_hit_points() {
    let mut g = Game::new(NewGame::quick(12)).expect("game");
    g.u.ublesscnt = 0;
    g.adjalign(10);
    g.u.uhp = 2;
    assert!(g.dopray());
    assert_eq!(g.u.multi, -3);
    assert_eq!(g.u.uhp, 2, "the god answers when the prayer ends");
    // The praying hero cannot die.
    g.done_died("a jackal");
    assert!(g.over.is_none());
    while g.u.multi < 0 {
        g.step();
    }
    assert_eq!(g.u.uhp, g.u.uhpmax);
    assert!(g.u.ublesscnt > 0);
    let finish = g.history.iter().position(|m| m == "You finish your prayer.").expect("finished");
    let better = g.history.iter().position(|m| m == "You feel much better.").expect("healed");
    assert!(finish < better);
    assert!(g.history.iter().any(|m| m == "You begin praying to Tyr."));
    assert!(g.history.iter().any(|m| m == "You feel much better."));
}

#[test]
fn praying_too_soon_angers() {
    let mut g = Game::new(NewGame::quick(13)).expect("game");
    assert_eq!(g.u.ublesscnt, 300);
    g.dopray();
    while g.u.multi < 0 {
        g.step();
    }
    assert_eq!(g.u.hero.uluck, -3);
    assert_eq!(g.u.ugangr, 1);
    assert!(g.u.ublesscnt > 0);
    assert!(g.history.iter().any(|m| m.contains("Tyr")));
}

fn put_altar(g: &mut Game, mask: u8) {
    let (x, y) = (g.u.ux, g.u.uy);
    let rm = g.lev.at_mut(x, y).expect("spot");
    rm.typ = oxhack_vm::terrain::ALTAR;
    rm.flags = mask;
}

fn fresh_corpse(g: &mut Game, pm: oxhack_defs::Pm) {
    let mut c = Obj::new(ids::CORPSE, 1);
    c.corpsenm = Some(pm);
    c.age = g.moves;
    let (x, y) = (g.u.ux, g.u.uy);
    g.lev.place_object(c, x, y);
}

#[test]
fn sacrifice_on_a_coaligned_altar() {
    let mut g = Game::new(NewGame::quick(14)).expect("game");
    put_altar(&mut g, oxhack_game::world::level::AM_LAWFUL);
    fresh_corpse(&mut g, ids::PM_SOLDIER_ANT);
    let before = g.u.ublesscnt;
    assert!(g.dosacrifice());
    assert!(g.u.ublesscnt < before, "{} -> {}", before, g.u.ublesscnt);
    assert!(g.lev.objects_at(g.u.ux, g.u.uy).all(|o| o.otyp != ids::CORPSE));
    assert!(g.history.iter().any(|m| m.contains("hopeful") || m.contains("reconciliation")));
    // An old corpse does nothing.
    let mut c = Obj::new(ids::CORPSE, 1);
    c.corpsenm = Some(ids::PM_JACKAL);
    c.age = g.moves - 100;
    let (x, y) = (g.u.ux, g.u.uy);
    g.lev.place_object(c, x, y);
    let before = g.u.ublesscnt;
    g.dosacrifice();
    assert_eq!(g.u.ublesscnt, before);
    // Sacrificing one's own race is an infamous offense.
    fresh_corpse(&mut g, ids::PM_HUMAN);
    g.dosacrifice();
    assert!(g.u.ugangr >= 3);
    assert!(g.history.iter().any(|m| m == "You'll regret this infamous offense!"));
}

#[test]
fn not_on_an_altar() {
    let mut g = Game::new(NewGame::quick(15)).expect("game");
    assert!(!g.dosacrifice());
    assert_eq!(g.history.last().map(String::as_str), Some("You are not standing on an altar."));
}

#[test]
fn life_saving_saves_once() {
    let mut g = Game::new(NewGame::quick(16)).expect("game");
    let mut a = Obj::new(ids::AMULET_OF_LIFE_SAVING, 1);
    a.invlet = Some('x');
    g.u.invent.push(a);
    let i = g.u.invent.len() - 1;
    g.u.invent[i].owornmask = Worn::AMUL;
    g.u.prop_mut(Prop::Lifesaved).extrinsic |= Worn::AMUL;
    g.u.uhp = 0;
    g.done_died("a jackal");
    assert!(g.over.is_none());
    assert_eq!(g.u.uhp, g.u.uhpmax);
    assert!(has(&g, ids::AMULET_OF_LIFE_SAVING).is_none());
    assert!(g.history.iter().any(|m| m == "But wait..."));
}

/// 3.6.7's `done` costs the saved hero a point of Constitution, but
/// silently: `adjattrib(A_CON, -1, TRUE)` asks for no message, so "You
/// feel fragile!" is never shown.
#[test]
fn life_saving_costs_constitution_without_saying_so() {
    let mut g = Game::new(NewGame::quick(16)).expect("game");
    let mut a = Obj::new(ids::AMULET_OF_LIFE_SAVING, 1);
    a.invlet = Some('x');
    g.u.invent.push(a);
    let i = g.u.invent.len() - 1;
    g.u.invent[i].owornmask = Worn::AMUL;
    g.u.prop_mut(Prop::Lifesaved).extrinsic |= Worn::AMUL;
    g.u.abase[oxhack_game::world::you::A_CON] = 14;
    g.u.amax[oxhack_game::world::you::A_CON] = 14;
    g.u.uhp = 0;
    g.done_died("a jackal");
    assert!(g.over.is_none());
    assert_eq!(g.u.abase[oxhack_game::world::you::A_CON], 13);
    assert!(!g.history.iter().any(|m| m.contains("fragile")), "{:?}", g.history);
    assert!(g.history.iter().any(|m| m == "Your medallion begins to glow!"), "{:?}", g.history);
}

#[test]
fn death_and_quitting_write_the_record() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("record");
    let mut g = Game::new(NewGame::quick(17)).expect("game");
    g.life.record_file = Some(path.clone());
    g.more_experienced(30);
    g.u.uhp = 0;
    g.done_died("a jackal");
    assert!(matches!(&g.over, Some(GameOver::Died { killer }) if killer == "a jackal"));
    let summary = g.end_summary();
    assert!(summary.contains("REST") && summary.contains("PEACE"), "{summary}");
    assert!(summary.contains("killed by a jackal"), "{summary}");
    assert!(summary.contains("Agnar"));
    assert!(summary.contains("You made the top ten list!"), "{summary}");
    let text = std::fs::read_to_string(&path).expect("record");
    assert_eq!(text.lines().count(), 1);
    assert!(text.contains("Agnar") && text.contains("killed by a jackal") && text.contains("Val"), "{text}");
    let score: i64 = text.split('\t').next().and_then(|s| s.parse().ok()).expect("score");
    assert_eq!(score, 120);

    // Quitting on a scripted terminal: "Really quit?" y, then the
    // disclosure questions: inventory yes (a key to dismiss), then q.
    let mut g = Game::new(NewGame::quick(18)).expect("game");
    g.life.record_file = Some(path.clone());
    g.u.name = "Brynhild".to_string();
    let (term, screens) = scripted("yy q   ");
    g.set_term(Box::new(term));
    assert!(g.doquit());
    assert_eq!(g.over, Some(GameOver::Quit));
    let shown = screens.lock().expect("lock").join("\n");
    assert!(shown.contains("Really quit?"), "{shown}");
    assert!(shown.contains("Do you want your possessions identified?"));
    assert!(shown.contains("long sword"), "the inventory was shown");
    assert!(!shown.contains("Do you want to see your conduct?"), "q stops the questions");
    let text = std::fs::read_to_string(&path).expect("record");
    assert_eq!(text.lines().count(), 2);
    assert!(text.contains("Brynhild") && text.contains("quit"));
    assert!(g.end_summary().contains("Brynhild"));
}

#[test]
fn quitting_can_be_refused() {
    let mut g = Game::new(NewGame::quick(19)).expect("game");
    let (term, _) = scripted("n");
    g.set_term(Box::new(term));
    assert!(!g.doquit());
    assert!(g.over.is_none());
}

#[test]
fn creating_an_elven_wizard_on_the_terminal() {
    let (mut term, screens) = scripted("Merlin\rnwefy");
    let name = oxhack_game::hero::player_selection::ask_name(&mut term, None).expect("name");
    assert_eq!(name, "Merlin");
    let ng = oxhack_game::hero::player_selection::pick_character(
        &mut term,
        &Choices::default(),
        name,
        5,
        false,
        Default::default(),
    )
    .expect("character");
    assert_eq!(ng.role, ids::PM_WIZARD);
    assert_eq!(ng.race, ids::PM_ELF);
    assert!(ng.female);
    assert_eq!(ng.align, Align::Chaotic, "elves are chaotic: no question asked");
    let shown = screens.lock().expect("lock").join("\n");
    assert!(shown.contains("Who are you?"));
    assert!(shown.contains("Shall I pick character's role, race, gender and alignment for you? [ynaq]"));
    assert!(shown.contains("Pick a role or profession"));
    assert!(shown.contains("Is this ok?"));
    let mut g = Game::new(ng).expect("game");
    g.welcome(true);
    assert_eq!(
        g.history.last().map(String::as_str),
        Some("Hello Merlin, welcome to OxHack!  You are a chaotic female elven Wizard.")
    );
    // ESC at the name prompt gives up.
    let (mut term, _) = scripted("\x1b");
    assert!(oxhack_game::hero::player_selection::ask_name(&mut term, None).is_none());
    // Choices given on the command line skip their questions; "random"
    // and quitting.
    let choices = Choices { role: Some("val".into()), race: Some("dwarf".into()), ..Default::default() };
    let (mut term, _) = scripted("yy");
    let ng = oxhack_game::hero::player_selection::pick_character(
        &mut term,
        &choices,
        "A".into(),
        1,
        false,
        Default::default(),
    )
    .expect("ng");
    assert_eq!((ng.role, ng.race, ng.female, ng.align), (ids::PM_VALKYRIE, ids::PM_DWARF, true, Align::Lawful));
    let (mut term, _) = scripted("q");
    assert!(
        oxhack_game::hero::player_selection::pick_character(
            &mut term,
            &Choices::default(),
            "A".into(),
            1,
            false,
            Default::default()
        )
        .is_none()
    );
}

#[test]
fn welcome_names_the_gender_only_when_it_matters() {
    let mut g = Game::new(NewGame::quick(20)).expect("game");
    g.welcome(true);
    assert_eq!(
        g.history.last().map(String::as_str),
        Some("Hello Agnar, welcome to OxHack!  You are a lawful human Valkyrie.")
    );
    let mut p = game(ids::PM_PRIEST, ids::PM_HUMAN, true, Align::Neutral, 21);
    p.welcome(true);
    assert_eq!(
        p.history.last().map(String::as_str),
        Some("Hello Agnar, welcome to OxHack!  You are a neutral human Priestess.")
    );
}

#[test]
fn exercise_can_raise_an_attribute() {
    let mut g = Game::new(NewGame::quick(22)).expect("game");
    g.u.abase[oxhack_game::world::you::A_WIS] = 8;
    g.u.amax[oxhack_game::world::you::A_WIS] = 8;
    for _ in 0..200 {
        g.exercise(oxhack_game::world::you::A_WIS, true);
    }
    assert!(g.u.aexe[oxhack_game::world::you::A_WIS] > 0);
    let mut raised = false;
    for _ in 0..20 {
        g.moves = g.life.next_attrib_check;
        g.u.aexe[oxhack_game::world::you::A_WIS] = 49;
        g.exerchk();
        if g.u.abase[oxhack_game::world::you::A_WIS] > 8 {
            raised = true;
            break;
        }
    }
    assert!(raised);
    assert!(g.history.iter().any(|m| m == "You must have been very observant."));
}

#[test]
fn sacrifice_on_a_cross_aligned_altar() {
    let mut g = Game::new(NewGame::quick(23)).expect("game");
    put_altar(&mut g, oxhack_game::world::level::AM_CHAOTIC);
    fresh_corpse(&mut g, ids::PM_JACKAL);
    assert!(g.dosacrifice());
    assert!(g.history.iter().any(|m| m == "You sense a conflict between Tyr and Loki."));
    let mask = g.lev.at(g.u.ux, g.u.uy).flags & oxhack_game::world::level::AM_MASK;
    match g.u.hero.uluck {
        1 => assert_eq!(mask, oxhack_game::world::level::AM_LAWFUL, "converted"),
        -1 => assert_eq!(mask, oxhack_game::world::level::AM_CHAOTIC),
        l => panic!("luck {l}"),
    }
}

/// Samurai call their kit and other objects by their Japanese names
/// (u_init.c's Samurai, objnam.c's `Japanese_item_name`): all twelve of
/// them, in the inventory and in messages; other roles do not.
#[test]
fn samurai_use_japanese_names() {
    let mut s = game(ids::PM_SAMURAI, ids::PM_HUMAN, true, Align::Lawful, 5);
    let short = s.u.invent.iter().position(|o| o.otyp == ids::SHORT_SWORD).expect("a short sword");
    let line = s.inv_name(short);
    assert!(line.ends_with("+0 wakizashi (alternate weapon; not wielded)"), "{line}");
    let all = [
        (ids::SHORT_SWORD, "wakizashi"),
        (ids::BROADSWORD, "ninja-to"),
        (ids::FLAIL, "nunchaku"),
        (ids::GLAIVE, "naginata"),
        (ids::LOCK_PICK, "osaku"),
        (ids::WOODEN_HARP, "koto"),
        (ids::KNIFE, "shito"),
        (ids::PLATE_MAIL, "tanko"),
        (ids::HELMET, "kabuto"),
        (ids::LEATHER_GLOVES, "yugake"),
        (ids::FOOD_RATION, "gunyoki"),
        (ids::POT_BOOZE, "sake"),
    ];
    let mut v = game(ids::PM_VALKYRIE, ids::PM_HUMAN, true, Align::Lawful, 5);
    for (otyp, jname) in all {
        for g in [&mut s, &mut v] {
            g.os.discover(otyp);
        }
        let mut o = Obj::new(otyp, 1);
        o.dknown = true;
        let name = s.doname(&o);
        assert!(name.contains(jname), "a Samurai's {otyp:?} is {name:?}, not {jname}");
        let other = v.doname(&o);
        assert!(!other.contains(jname), "a Valkyrie's {otyp:?} is {other:?}");
    }
}

/// The end screens and the high-score list agree on where the game
/// ended (end.c's "You died in ... on dungeon level N", topten.c's
/// "died in ... on level N [max M]"), and the list is wrapped to 80
/// columns as `outentry` wraps it.
#[test]
fn the_summary_and_the_list_agree_on_where_the_game_ended() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut g = Game::new(NewGame::quick(17)).expect("game");
    g.life.record_file = Some(dir.path().join("record"));
    // Went down to level 4 once, and died back on level 1.
    g.u.max_depth = 4;
    g.u.uhp = 0;
    g.done_died("a jackal");
    let summary = g.end_summary();
    let lines: Vec<&str> = summary.lines().collect();
    let died = lines.iter().find(|l| l.starts_with("You died in")).expect("the summary line");
    assert!(died.starts_with("You died in The Dungeons of Doom on dungeon level 1 with "), "{summary}");
    assert!(lines.iter().any(|l| l.starts_with("and 0 pieces of gold, after ")), "{summary}");
    let list = lines.iter().skip_while(|l| !l.starts_with(" No  Points")).map(|l| l.trim()).collect::<Vec<_>>();
    let entry = list.join(" ");
    assert!(entry.contains("Agnar-Val-Hum-Fem-Law died in The Dungeons of Doom on level 1 [max 4]."), "{summary}");
    assert!(entry.contains("Killed by a jackal."), "{summary}");
    assert!(summary.lines().all(|l| l.chars().count() < 80), "{summary}");
}
