//! The quest played (quest.c, questpgr.c): arriving through the portal,
//! the leader's judgement (too low a level, too low an alignment record,
//! converted, or worthy) with the expulsions and the sealed portal, the
//! home level's stairs closed to an unassigned hero, the goal level's
//! nemesis and its dying words, the artifact taken and brought back, the
//! `%` substitutions of every role's text in OxHack's world and in
//! NetHack's, and the invoked powers of the quest artifacts.

mod arena;

use arena::{room_arena, said, script};
use oxhack_defs::{Align, Pm, Prop};
use oxhack_game::game::{Game, NewGame};
use oxhack_game::hero::golevel::Arrival;
use oxhack_game::monsters::makemon::quest_mons;
use oxhack_game::objects::artifact::quest_artifact;
use oxhack_game::world::content::{Content, LoadOpts};
use oxhack_game::world::level::{DLevel, ttyp};
use oxhack_game::world::obj::Obj;
use oxhack_tables::{ids, tables};
use std::sync::Arc;

/// The thirteen roles with their quest file codes and an alignment each
/// may have.
const ROLES: [(&str, Pm, Align); 13] = [
    ("Arc", ids::PM_ARCHEOLOGIST, Align::Lawful),
    ("Bar", ids::PM_BARBARIAN, Align::Neutral),
    ("Cav", ids::PM_CAVEMAN, Align::Lawful),
    ("Hea", ids::PM_HEALER, Align::Neutral),
    ("Kni", ids::PM_KNIGHT, Align::Lawful),
    ("Mon", ids::PM_MONK, Align::Neutral),
    ("Pri", ids::PM_PRIEST, Align::Chaotic),
    ("Ran", ids::PM_RANGER, Align::Chaotic),
    ("Rog", ids::PM_ROGUE, Align::Chaotic),
    ("Sam", ids::PM_SAMURAI, Align::Lawful),
    ("Tou", ids::PM_TOURIST, Align::Neutral),
    ("Val", ids::PM_VALKYRIE, Align::Lawful),
    ("Wiz", ids::PM_WIZARD, Align::Neutral),
];

/// NetHack's world, or `None` without the shared corpus.
fn nethack() -> Option<Arc<Content>> {
    let dat = oxhack_testkit::corpus()?;
    Some(Content::load(&dat, &LoadOpts::default()).expect("NetHack's dat/ loads").content)
}

fn new_game(world: Option<&Arc<Content>>, seed: u64, role: Pm, align: Align) -> Game {
    let mut ng = NewGame::quick(seed);
    if let Some(w) = world {
        ng.content = w.clone();
    }
    ng.role = role;
    ng.align = align;
    ng.female = role == ids::PM_VALKYRIE;
    Game::new(ng).expect("a game")
}

/// A hero of `role` at experience level `ulevel` who walked to the
/// portal's level and came through the portal to the quest's home.
fn at_home(seed: u64, role: Pm, align: Align, ulevel: i32) -> Game {
    at_home_in(None, seed, role, align, ulevel)
}

fn at_home_in(world: Option<&Arc<Content>>, seed: u64, role: Pm, align: Align, ulevel: i32) -> Game {
    let mut g = new_game(world, seed, role, align);
    g.u.hero.ulevel = ulevel;
    let (entry, home) = g.quest_branch().expect("the quest's branch");
    g.goto_level(entry, Arrival::Random);
    g.goto_level(home, Arrival::Portal);
    assert_eq!(g.u.uz, home);
    g
}

fn delivered(g: &Game, class: &str, num: i32) -> bool {
    g.quest.delivered.iter().any(|(c, n, _)| c == class && *n == num)
}

fn leader(g: &Game) -> usize {
    let q = quest_mons(g.u.hero.role).expect("quest monsters");
    g.lev.monsters.iter().position(|m| m.mnum == q.leader).expect("the leader is home")
}

/// Talks to the leader (`#chat`'s `domonnoise`), anew each time.
fn chat_leader(g: &mut Game) {
    g.quest.delivered.clear();
    let i = leader(g);
    g.domonnoise(i);
}

fn portal_here(g: &Game) -> bool {
    g.lev.traps.iter().any(|t| t.ttyp == ttyp::MAGIC_PORTAL && (t.tx, t.ty) == (g.u.ux, g.u.uy))
}

#[test]
fn the_portal_level_calls_and_the_home_level_greets() {
    let g = at_home(3, ids::PM_VALKYRIE, Align::Lawful, 1);
    assert!(delivered(&g, "-", 2), "the leader's call on the portal's level");
    assert!(said(&g, "Norn"), "the call names the leader");
    assert!(delivered(&g, "Val", 1), "the first arrival at home");
    assert!(g.quest.first_start);
    // Through the portal the hero came in.
    assert!(portal_here(&g));
    // The portal itself: the trap's messages.
    let mut g = new_game(None, 4, ids::PM_VALKYRIE, Align::Lawful);
    let (entry, home) = g.quest_branch().expect("branch");
    g.goto_level(entry, Arrival::Random);
    let p = g.lev.traps.iter().find(|t| t.ttyp == ttyp::MAGIC_PORTAL).map(|t| (t.tx, t.ty)).expect("the portal");
    g.u_on_newpos(p.0, p.1);
    g.spoteffects();
    assert!(said(&g, "You activated a magic portal!"));
    assert!(said(&g, "You feel dizzy for a moment, but the sensation passes."));
    assert_eq!(g.u.uz, home, "through the portal to the quest's home");
}

#[test]
fn a_level_one_hero_is_turned_away_and_sent_back_each_time() {
    let mut g = at_home(5, ids::PM_VALKYRIE, Align::Lawful, 1);
    let (entry, home) = g.quest_branch().expect("branch");
    for visit in 0..9 {
        chat_leader(&mut g);
        let greet = if visit == 0 { 15 } else { 16 };
        assert!(delivered(&g, "Val", greet), "visit {visit}: the leader's greeting");
        assert!(delivered(&g, "Val", 19), "visit {visit}: the low-level text");
        assert_eq!(g.u.uz, entry, "visit {visit}: expelled to the Dungeons");
        assert!(portal_here(&g), "visit {visit}: on the portal, which stays open");
        assert!(!g.quest.qexpelled && !g.quest.got_quest);
        g.quest.delivered.clear();
        g.goto_level(home, Arrival::Portal);
        assert!(delivered(&g, "Val", 2), "visit {visit}: the return text");
    }
    // The rejection text names the rank the leader asks for.
    let text = g.quest_text("Val", 19).expect("badlevel").join(" ");
    assert!(!text.contains('%'), "{text}");
    // And the home level's stairs stay closed.
    let below = DLevel { dnum: home.dnum, dlevel: home.dlevel + 1 };
    g.goto_level(below, Arrival::StairsDown);
    assert_eq!(g.u.uz, home);
    assert!(said(&g, "A mysterious force prevents you from descending."));
}

#[test]
fn a_low_alignment_is_turned_away_and_the_eighth_time_sealed_out() {
    let mut g = at_home(6, ids::PM_SAMURAI, Align::Lawful, 14);
    let (entry, home) = g.quest_branch().expect("branch");
    g.u.ualign.record = 5;
    for tries in 1..=7 {
        chat_leader(&mut g);
        assert!(delivered(&g, "Sam", 20), "try {tries}: the bad alignment text");
        assert_eq!(g.quest.not_ready, tries);
        assert_eq!(g.u.uz, entry, "try {tries}: expelled");
        assert!(portal_here(&g), "try {tries}: the portal stays");
        g.goto_level(home, Arrival::Portal);
        // Turned away more than twice, the arrival text changes.
        assert!(delivered(&g, "Sam", if tries <= 2 { 2 } else { 3 }), "try {tries}: the return text");
    }
    chat_leader(&mut g);
    assert!(delivered(&g, "Sam", 20) && delivered(&g, "Sam", 18), "sent away for good");
    assert!(g.quest.qexpelled);
    assert_eq!(g.u.uz, entry);
    assert!(!g.lev.traps.iter().any(|t| t.ttyp == ttyp::MAGIC_PORTAL), "the portal is gone");
}

#[test]
fn a_converted_hero_is_banished_and_the_portal_sealed() {
    let mut g = at_home(7, ids::PM_KNIGHT, Align::Lawful, 14);
    g.u.ualign.record = 30;
    g.uconvert(Align::Chaotic);
    assert_eq!(g.is_pure(false), -1);
    chat_leader(&mut g);
    assert!(delivered(&g, "-", 60), "the banishment");
    let (entry, _) = g.quest_branch().expect("branch");
    assert_eq!(g.u.uz, entry);
    assert!(g.quest.qexpelled && !g.quest.got_quest);
    assert!(!g.lev.traps.iter().any(|t| t.ttyp == ttyp::MAGIC_PORTAL));
}

#[test]
fn a_worthy_hero_is_given_the_quest_and_may_descend() {
    let mut g = at_home(8, ids::PM_WIZARD, Align::Neutral, 14);
    g.u.ualign.record = 20;
    let home = g.u.uz;
    chat_leader(&mut g);
    assert!(delivered(&g, "Wiz", 15) && delivered(&g, "Wiz", 21), "greeted and assigned");
    assert!(g.quest.got_quest && g.ok_to_quest());
    assert_eq!(g.u.uz, home, "not expelled");
    // Talking again: encouragement.
    chat_leader(&mut g);
    assert!(g.quest.delivered.iter().any(|(c, n, _)| c == "Wiz" && (25..35).contains(n)));
    // A guardian's words.
    let q = quest_mons(ids::PM_WIZARD).expect("quest");
    let gi = g.lev.monsters.iter().position(|m| m.mnum == q.guardian).expect("a guardian");
    g.quest.delivered.clear();
    g.domonnoise(gi);
    assert!(g.quest.delivered.iter().any(|(c, n, _)| c == "Wiz" && (5..10).contains(n)));
    let below = DLevel { dnum: home.dnum, dlevel: home.dlevel + 1 };
    g.goto_level(below, Arrival::StairsDown);
    assert_eq!(g.u.uz, below, "down the stairs");
}

#[test]
fn attacking_the_leader_angers_the_guardians_and_ends_the_quest() {
    let mut g = at_home(9, ids::PM_PRIEST, Align::Chaotic, 14);
    let i = leader(&g);
    g.setmangry(i, true);
    let q = quest_mons(ids::PM_PRIEST).expect("quest");
    assert!(g.lev.monsters.iter().filter(|m| m.mnum == q.guardian).all(|m| !m.mpeaceful));
    let i = leader(&g);
    g.leader_speaks(i);
    assert!(delivered(&g, "Pri", 18));
    g.deferred_goto();
    let (entry, _) = g.quest_branch().expect("branch");
    assert_eq!(g.u.uz, entry);
    assert!(g.quest.pissed_off && g.quest.qexpelled);
}

/// A worthy hero of `role`, assigned, arrived on the goal level.
fn at_goal(seed: u64, role: Pm, align: Align) -> Game {
    let mut g = at_home(seed, role, align, 14);
    g.u.ualign.record = 20;
    chat_leader(&mut g);
    assert!(g.quest.got_quest);
    let goal = g.quest_level("x-goal").expect("goal");
    g.goto_level(goal, Arrival::StairsDown);
    assert_eq!(g.u.uz, goal);
    g
}

#[test]
fn the_nemesis_greets_dies_cursing_and_drops_the_bell() {
    for (code, role, align) in ROLES {
        let mut g = at_goal(20, role, align);
        assert!(delivered(&g, code, 40), "{code}: the goal's first text");
        let q = quest_mons(role).expect("quest");
        let n = g.lev.monsters.iter().position(|m| m.mnum == q.nemesis).expect("the nemesis");
        g.quest.delivered.clear();
        g.nemesis_speaks();
        assert!(delivered(&g, code, 50), "{code}: the nemesis's first words");
        let (x, y) = (g.lev.monsters[n].mx, g.lev.monsters[n].my);
        g.mondead(n);
        assert!(delivered(&g, code, 80), "{code}: its dying words");
        assert!(g.quest.killed_nemesis);
        assert!(
            g.lev.objects.iter().any(|o| o.obj.otyp == ids::BELL_OF_OPENING && (o.x, o.y) == (x, y)),
            "{code}: the Bell of Opening lies where the nemesis died"
        );
    }
}

#[test]
fn taking_the_artifact_home_completes_the_quest() {
    let mut g = at_goal(21, ids::PM_ARCHEOLOGIST, Align::Lawful);
    let arti = quest_artifact(ids::PM_ARCHEOLOGIST).expect("artifact");
    let k = g.lev.objects.iter().position(|o| o.obj.oartifact == Some(arti)).expect("the artifact is here");
    let obj = g.lev.objects.remove(k).obj;
    g.addinv(obj);
    assert!(delivered(&g, "Arc", 70), "the artifact touched");
    assert!(g.have_quest_artifact());
    // Home again, without the Bell: the leader thanks the hero and hints.
    let home = g.quest_level("x-strt").expect("home");
    g.goto_level(home, Arrival::StairsUp);
    chat_leader(&mut g);
    assert!(delivered(&g, "Arc", 81), "the leader's thanks");
    assert!(delivered(&g, "-", 5), "the hint about the Bell");
    assert!(g.quest.qcompleted && g.quest.got_thanks);
    let held = g.u.invent.iter().find(|o| o.oartifact == Some(arti)).expect("kept");
    assert!(held.known && held.bknown, "identified by the leader");
    chat_leader(&mut g);
    assert!(delivered(&g, "Arc", 90), "afterwards");
}

/// The names every role's text must show, as its tables give them.
fn names(role: Pm) -> [String; 3] {
    let t = tables();
    let q = quest_mons(role).expect("quest");
    let a = t.arti(quest_artifact(role).expect("artifact")).expect("artifact").name.clone();
    [t.mon(q.leader).name.to_string(), t.mon(q.nemesis).name.to_string(), a.trim_start_matches("The ").to_string()]
}

fn check_role_texts(world: Option<&Arc<Content>>, which: &str) {
    for (i, (code, role, align)) in ROLES.iter().enumerate() {
        let g = new_game(world, 30 + i as u64, *role, *align);
        let mut all = String::new();
        for n in 1..=91 {
            if let Some(lines) = g.quest_text(code, n) {
                all.push_str(&lines.join("\n"));
                all.push('\n');
            }
        }
        assert!(!all.is_empty(), "{which} {code}: no text");
        assert!(!all.contains('%'), "{which} {code}: a substitution left: {all}");
        for name in names(*role) {
            assert!(all.contains(&name), "{which} {code}: {name} is never named");
        }
        assert!(all.contains(&g.u.name), "{which} {code}: the hero is never named");
    }
}

#[test]
fn every_roles_text_names_its_leader_nemesis_and_artifact_in_oxhacks_world() {
    check_role_texts(None, "OxHack");
}

#[test]
fn every_roles_text_names_its_leader_nemesis_and_artifact_in_nethacks_world() {
    let Some(world) = nethack() else { return };
    check_role_texts(Some(&world), "NetHack");
}

#[test]
fn the_substitutions_and_their_modifiers() {
    let mut g = new_game(None, 40, ids::PM_VALKYRIE, Align::Lawful);
    g.u.name = "Brunhild".into();
    let c = |g: &Game, s: &str| g.qt_convert(s);
    assert_eq!(c(&g, "%p the %c, %s and %S"), "Brunhild the Valkyrie, sister and daughter");
    assert_eq!(c(&g, "%l|%lC|%lh|%lJ|%lt"), "the Norn|The Norn|she|Her|Norn");
    assert_eq!(c(&g, "%n|%nS|%nh"), "Lord Surtur|Lord Surtur's|he");
    assert_eq!(c(&g, "%o|%O|%oC|%oh"), "the Orb of Fate|the Orb|The Orb of Fate|it");
    assert_eq!(c(&g, "%g|%gp|%gA"), "warrior|warriors|A warrior");
    assert_eq!(c(&g, "%H|%i"), "the Shrine of Destiny|the cave of Surtur");
    assert_eq!(c(&g, "%d|%dh|%D|%G"), "Tyr|he|Tyr|god");
    assert_eq!(c(&g, "%a|%A|%L|%N|%C"), "lawful|lawful|lawful|neutral|chaotic");
    assert_eq!(c(&g, "%r|%R"), "Stripling|Warrior");
    assert_eq!(c(&g, "%x|%Z|100%%"), "see|The Dungeons of Doom|100%");
    // A letter after a substitution that is no modifier stays.
    assert_eq!(c(&g, "%pq"), "Brunhildq");
    // Any name, any text: no panic.
    g.u.name = "Åsa".into();
    assert_eq!(c(&g, "%pt|%pC|%"), "Åsa|Åsa|%");
    g.u.set_timeout(Prop::Blinded, 5);
    assert_eq!(c(&g, "%x"), "sense");
}

#[test]
fn a_world_without_the_message_gives_a_plain_line() {
    let mut g = new_game(None, 41, ids::PM_VALKYRIE, Align::Lawful);
    assert!(!g.qt_pager(99), "no message 99");
    assert!(!g.com_pager(99));
    // A known event with a missing message still says something.
    g.history.clear();
    let mut c = (*g.content).clone();
    c.texts.quest = None;
    g.content = Arc::new(c);
    g.nemdead();
    assert!(said(&g, "Lord Surtur is dead."), "{:?}", g.history);
}

/// Gives the hero `role`'s quest artifact; its inventory index.
fn give_artifact(g: &mut Game, role: Pm) -> usize {
    let a = quest_artifact(role).expect("artifact");
    let mut o = Obj::new(tables().arti(a).expect("artifact").otyp, 1);
    o.oartifact = Some(a);
    g.addinv(o);
    g.u.invent.iter().position(|o| o.oartifact == Some(a)).expect("carried")
}

#[test]
fn invoking_the_toggled_powers_turns_them_on_and_off() {
    for (role, prop, on, off) in [
        (ids::PM_ARCHEOLOGIST, Prop::Invis, "transparency", "Your body seems to unfade..."),
        (ids::PM_BARBARIAN, Prop::Levitation, "You start to float in the air!", "You float gently to the floor."),
        (ids::PM_CAVEMAN, Prop::Conflict, "You feel like a rabble-rouser.", "You feel the tension decrease"),
    ] {
        let mut g = room_arena(50, true);
        let k = give_artifact(&mut g, role);
        assert!(!g.u.has(prop));
        g.arti_invoke(k);
        assert!(g.u.has(prop), "{prop:?} on");
        assert!(said(&g, on), "{:?}", g.history);
        let k = g.u.invent.iter().position(|o| o.oartifact.is_some()).expect("held");
        g.arti_invoke(k);
        assert!(!g.u.has(prop), "{prop:?} off");
        assert!(said(&g, off), "{:?}", g.history);
        // Resting now: invoked again at once, it ignores the hero.
        g.arti_invoke(k);
        assert!(!g.u.has(prop));
        assert!(said(&g, "is ignoring you"), "{:?}", g.history);
    }
}

#[test]
fn invoking_the_special_powers_does_something() {
    // The Staff of Aesculapius heals.
    let mut g = room_arena(51, true);
    g.u.uhp = 1;
    let k = give_artifact(&mut g, ids::PM_HEALER);
    g.arti_invoke(k);
    assert!(g.u.uhp > 1 && said(&g, "You feel better."));
    // The Mitre of Holiness restores energy.
    let mut g = room_arena(52, true);
    g.u.uenmax = 50;
    g.u.uen = 0;
    let k = give_artifact(&mut g, ids::PM_PRIEST);
    g.arti_invoke(k);
    assert!(g.u.uen > 0 && said(&g, "You feel re-energized."));
    // The Longbow of Diana makes arrows.
    let mut g = room_arena(53, true);
    let k = give_artifact(&mut g, ids::PM_RANGER);
    g.arti_invoke(k);
    assert!(g.u.invent.iter().any(|o| o.otyp == ids::ARROW));
    // The Eye of the Aethiopica opens a portal to another dungeon the
    // hero has been in.
    let mut g = room_arena(54, true);
    let home = g.u.uz;
    let mines = g.layout.dungeons.iter().position(|d| d.name == "The Gnomish Mines").expect("mines") as i32;
    let entry = g.layout.dungeons[mines as usize].entry_lev;
    g.goto_level(DLevel { dnum: mines, dlevel: entry }, Arrival::Random);
    g.goto_level(home, Arrival::Random);
    let k = give_artifact(&mut g, ids::PM_WIZARD);
    // The menu lists the Dungeons (a) and the Mines (b).
    script(&mut g, "b\n");
    g.arti_invoke(k);
    assert!(said(&g, "You are surrounded by a shimmering sphere!"), "{:?}", g.history);
    assert_eq!(g.u.uz.dnum, mines, "in the Mines");
}

#[test]
fn walking_up_to_the_leader_is_enough_to_be_judged() {
    let mut g = at_home(10, ids::PM_BARBARIAN, Align::Neutral, 1);
    let (entry, _) = g.quest_branch().expect("branch");
    let i = leader(&g);
    let (lx, ly) = (g.lev.monsters[i].mx, g.lev.monsters[i].my);
    let spot = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, -1), (1, -1), (-1, 1)]
        .into_iter()
        .map(|(dx, dy)| (lx + dx, ly + dy))
        .find(|&(x, y)| {
            oxhack_game::world::level::accessible(g.lev.typ(x, y))
                && !g.lev.monsters.iter().any(|m| (m.mx, m.my) == (x, y))
        })
        .expect("room next to the leader");
    g.u_on_newpos(spot.0, spot.1);
    g.vision_recalc();
    let m = &mut g.lev.monsters[i];
    m.msleeping = false;
    m.mcanmove = true;
    for _ in 0..5 {
        if g.u.uz == entry {
            break;
        }
        g.pass_time();
    }
    assert!(delivered(&g, "Bar", 19), "the leader spoke on its own turn");
    assert_eq!(g.u.uz, entry, "and the hero was sent back");
}

#[test]
fn a_dead_leader_calls_no_more_and_gives_no_leave() {
    let mut g = at_home(11, ids::PM_ROGUE, Align::Chaotic, 14);
    g.u.ualign.record = 20;
    let i = leader(&g);
    g.mondead(i);
    assert!(g.quest.killed_leader);
    let home = g.u.uz;
    let below = DLevel { dnum: home.dnum, dlevel: home.dlevel + 1 };
    g.goto_level(below, Arrival::StairsDown);
    assert_eq!(g.u.uz, home, "3.6.7: no leave without the leader's");
    let (entry, _) = g.quest_branch().expect("branch");
    g.quest.delivered.clear();
    g.goto_level(entry, Arrival::Portal);
    assert!(!delivered(&g, "-", 4) && !delivered(&g, "-", 3), "no call from a dead leader");
}

#[test]
fn nethacks_world_plays_its_quest_to_the_bell() {
    let Some(world) = nethack() else { return };
    for (code, role, align) in ROLES {
        let mut g = at_home_in(Some(&world), 60, role, align, 14);
        assert!(delivered(&g, code, 1), "{code}: NetHack's first arrival text");
        g.u.ualign.record = 20;
        chat_leader(&mut g);
        assert!(delivered(&g, code, 21) && g.quest.got_quest, "{code}: assigned");
        let goal = g.quest_level("x-goal").expect("goal");
        g.goto_level(goal, Arrival::StairsDown);
        assert_eq!(g.u.uz, goal, "{code}: at the goal");
        let q = quest_mons(role).expect("quest");
        let n = g.lev.monsters.iter().position(|m| m.mnum == q.nemesis).expect("the nemesis");
        let (x, y) = (g.lev.monsters[n].mx, g.lev.monsters[n].my);
        g.mondead(n);
        assert!(delivered(&g, code, 80), "{code}: the nemesis's dying curse");
        assert!(
            g.lev.objects.iter().any(|o| o.obj.otyp == ids::BELL_OF_OPENING && (o.x, o.y) == (x, y)),
            "{code}: the Bell where the nemesis fell"
        );
    }
}

#[test]
fn in_wizard_mode_the_leader_says_why_and_may_adjust() {
    let mut ng = NewGame { wizard: true, ..NewGame::quick(12) };
    ng.role = ids::PM_VALKYRIE;
    ng.align = Align::Lawful;
    ng.female = true;
    let mut g = Game::new(ng).expect("game");
    g.u.hero.ulevel = 14;
    g.u.ualign.record = 3;
    let (_, home) = g.quest_branch().expect("branch");
    g.goto_level(home, Arrival::Portal);
    // Return pages through the greeting and takes the default "y".
    script(&mut g, &"\n".repeat(20));
    chat_leader(&mut g);
    assert!(said(&g, "You are currently 3 and require 20."), "{:?}", g.history);
    assert_eq!(g.u.ualign.record, 20);
    assert!(g.quest.got_quest, "adjusted, then assigned");
}

#[test]
fn the_artifact_thrown_to_the_leader_is_caught_and_handed_back() {
    let mut g = at_home(13, ids::PM_HEALER, Align::Neutral, 14);
    g.u.ualign.record = 20;
    chat_leader(&mut g);
    assert!(g.quest.got_quest);
    g.quest.met_nemesis = true;
    let i = leader(&g);
    let (lx, ly) = (g.lev.monsters[i].mx, g.lev.monsters[i].my);
    let (dx, dy) = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, -1), (1, -1), (-1, 1)]
        .into_iter()
        .find(|&(dx, dy)| {
            let (x, y) = (lx - dx, ly - dy);
            oxhack_game::world::level::accessible(g.lev.typ(x, y))
                && !g.lev.monsters.iter().any(|m| (m.mx, m.my) == (x, y))
        })
        .expect("room next to the leader");
    g.u_on_newpos(lx - dx, ly - dy);
    g.vision_recalc();
    let k = give_artifact(&mut g, ids::PM_HEALER);
    let obj = g.u.invent.remove(k);
    g.throwit(obj, dx, dy, 0);
    assert!(said(&g, "Hippocrates catches the "), "{:?}", g.history);
    assert!(said(&g, "Hippocrates hands the "), "{:?}", g.history);
    assert!(delivered(&g, "Hea", 81) && g.quest.qcompleted);
    assert!(g.have_quest_artifact(), "back in the pack");
    let arti = quest_artifact(ids::PM_HEALER);
    assert!(!g.lev.objects.iter().any(|o| o.obj.oartifact == arti), "not left on the floor");
}
