//! The keep (NetHack's castle) and the way into Gehennom: the passtune
//! and its Mastermind feedback, the drawbridge opened, closed and
//! destroyed with whoever stands on it, the Valley's first words, prayer
//! and Elbereth failing in Gehennom. Played in OxHack's world and in
//! NetHack's (when the corpus is there).

mod arena;
use arena::said;

use dgn_comp::roles::LevelRole;
use oxhack_game::actions::music::passtune_feedback;
use oxhack_game::game::{Game, NewGame};
use oxhack_game::hero::golevel::Arrival;
use oxhack_game::monsters::makemon::MmFlags;
use oxhack_game::world::content::{Content, LoadOpts};
use oxhack_game::world::dungeon::role_level;
use oxhack_game::world::level::{DLevel, Level};
use oxhack_game::world::obj::Obj;
use oxhack_tables::ids;
use oxhack_vm::terrain::*;
use std::sync::Arc;

fn nethack() -> Option<Arc<Content>> {
    let dat = oxhack_testkit::corpus()?;
    Some(Content::load(&dat, &LoadOpts::default()).expect("NetHack's dat/ loads").content)
}

/// Wizard-mode games in our world and, when present, NetHack's.
fn games(seed: u64) -> Vec<Game> {
    let mut out = vec![Game::new(NewGame { wizard: true, ..NewGame::quick(seed) }).expect("game")];
    if let Some(w) = nethack() {
        out.push(Game::new(NewGame { wizard: true, content: w, ..NewGame::quick(seed) }).expect("game"));
    }
    out
}

/// To the keep, next to its drawbridge on dry ground, holding a wooden
/// flute, with the tune set to "ABCDE". Returns the flute's slot and the
/// span.
fn at_the_drawbridge(g: &mut Game) -> (usize, (i32, i32)) {
    let castle = role_level(&g.layout, LevelRole::Castle).expect("a castle");
    g.goto_level(castle, Arrival::Random);
    assert_eq!(g.u.uz, castle);
    g.u.uhpmax = 500;
    g.u.uhp = 500;
    let span = Level::positions().find(|&(x, y)| is_drawbridge(g.lev.typ(x, y))).expect("a drawbridge");
    let (sx, sy) = span;
    let stand = (sy - 1..=sy + 1)
        .flat_map(|y| (sx - 1..=sx + 1).map(move |x| (x, y)))
        .find(|&(x, y)| {
            matches!(g.lev.typ(x, y), ROOM | CORR)
                && g.lev.monster_at(x, y).is_none()
                && !is_drawbridge(g.lev.typ(x, y))
        })
        .expect("dry ground by the drawbridge");
    g.lev.monsters.retain(|m| (m.mx - sx).abs() > 3 || (m.my - sy).abs() > 3);
    g.u_on_newpos(stand.0, stand.1);
    g.vision_recalc();
    g.layout.tune = "ABCDE".to_string();
    g.addinv(Obj::new(ids::WOODEN_FLUTE, 1));
    let i = g.u.invent.iter().position(|o| o.otyp == ids::WOODEN_FLUTE).expect("flute");
    (i, span)
}

fn is_drawbridge(typ: u8) -> bool {
    typ == DRAWBRIDGE_UP || typ == DRAWBRIDGE_DOWN
}

#[test]
fn mastermind_counts_gears_in_place_and_tumblers_out_of_place() {
    assert_eq!(passtune_feedback("ABCDE", "ABCDE"), (5, 0));
    assert_eq!(passtune_feedback("EDCBA", "ABCDE"), (1, 4));
    assert_eq!(passtune_feedback("FFFFF", "ABCDE"), (0, 0));
    assert_eq!(passtune_feedback("BAGGG", "ABCDE"), (0, 2));
    // Repeated notes: each of the tune's notes answers once.
    assert_eq!(passtune_feedback("ABABA", "AABBC"), (2, 2));
    assert_eq!(passtune_feedback("AAAAA", "ABCDE"), (1, 0));
}

#[test]
fn wrong_tunes_by_the_drawbridge_get_gears_and_tumblers_and_the_right_one_opens_and_closes_it() {
    for mut g in games(7) {
        let (flute, (sx, sy)) = at_the_drawbridge(&mut g);
        assert_eq!(g.lev.typ(sx, sy), DRAWBRIDGE_UP);
        for (guess, heard) in [
            ("EDCBA", "You hear 4 tumblers click and 1 gear turn."),
            ("ABCDF", "You hear 4 gears turn."),
            ("BAGGG", "You hear 2 tumblers click."),
            ("ABGGG", "You hear 2 gears turn."),
            ("GABGG", "You hear 2 tumblers click."),
        ] {
            g.history.clear();
            assert!(g.play_tune(flute, guess));
            assert!(said(&g, "You extract a strange sound from the "), "{:?}", g.history);
            assert!(said(&g, heard), "{guess}: {:?}", g.history);
            assert_eq!(g.lev.typ(sx, sy), DRAWBRIDGE_UP, "a wrong tune leaves it shut");
        }
        g.history.clear();
        g.play_tune(flute, "FFGGF");
        assert!(!said(&g, "You hear"), "nothing matches: {:?}", g.history);
        assert_eq!(g.u.uevent.uheard_tune, 1);
        // Lower case and H for B are the same notes.
        g.history.clear();
        assert!(g.play_tune(flute, "ahcde"));
        assert_eq!(g.lev.typ(sx, sy), DRAWBRIDGE_DOWN, "{:?}", g.history);
        assert!(said(&g, "You see a drawbridge"), "{:?}", g.history);
        assert!(g.u.uevent.uopened_dbridge);
        assert_eq!(g.u.uevent.uheard_tune, 2);
        let (wx, wy) = oxhack_game::actions::dbridge::get_wall_for_db(&g.lev, sx, sy);
        assert_eq!(g.lev.typ(wx, wy), DOOR, "the portcullis is an open doorway");
        g.play_tune(flute, "ABCDE");
        assert_eq!(g.lev.typ(sx, sy), DRAWBRIDGE_UP);
        assert_eq!(g.lev.typ(wx, wy), DBWALL);
    }
}

#[test]
fn far_from_a_drawbridge_a_tune_gets_no_answer() {
    let mut g = arena::room_arena(3, true);
    g.layout.tune = "ABCDE".to_string();
    g.addinv(Obj::new(ids::WOODEN_FLUTE, 1));
    g.play_tune(0, "EDCBA");
    assert!(said(&g, "You extract a strange sound from the "));
    assert!(!said(&g, "tumbler"));
}

#[test]
fn the_tune_typed_at_the_prompt_is_played() {
    let mut g = games(8).remove(0);
    let (flute, (sx, sy)) = at_the_drawbridge(&mut g);
    // "Improvise?" n, then the tune at the prompt.
    g.set_term(Box::new(arena_keys("nABCDE\n")));
    assert!(g.do_play_instrument(flute));
    assert_eq!(g.lev.typ(sx, sy), DRAWBRIDGE_DOWN, "{:?}", g.history);
}

struct Keys(std::collections::VecDeque<char>);
impl oxhack_game::ui::Term for Keys {
    fn size(&self) -> (usize, usize) {
        (80, 24)
    }
    fn draw(&mut self, _: &oxhack_game::ui::Screen) {}
    fn read_key(&mut self) -> Option<char> {
        self.0.pop_front()
    }
}
fn arena_keys(s: &str) -> Keys {
    Keys(s.chars().collect())
}

fn jackal_at(g: &mut Game, x: i32, y: i32) -> u32 {
    let i = g.with_mon(|c, lev| c.makemon(lev, Some(ids::PM_JACKAL), x, y, MmFlags::NO_MINVENT)).expect("jackal");
    g.lev.monsters[i].mx = x;
    g.lev.monsters[i].my = y;
    g.lev.monsters[i].m_id
}

#[test]
fn a_closing_drawbridge_kills_a_jackal_and_crushes_objects_on_its_span() {
    for mut g in games(9) {
        let (flute, (sx, sy)) = at_the_drawbridge(&mut g);
        g.play_tune(flute, "ABCDE");
        assert_eq!(g.lev.typ(sx, sy), DRAWBRIDGE_DOWN);
        let id = jackal_at(&mut g, sx, sy);
        g.lev.place_object(Obj::new(ids::LONG_SWORD, 1), sx, sy);
        g.history.clear();
        g.play_tune(flute, "ABCDE");
        assert_eq!(g.lev.typ(sx, sy), DRAWBRIDGE_UP);
        assert!(g.mon_index(id).is_none(), "the jackal survived: {:?}", g.history);
        assert!(said(&g, "You hear smashing and crushing."), "{:?}", g.history);
        assert!(g.lev.objects_at(sx, sy).next().is_none(), "the sword is crushed");
    }
}

#[test]
fn force_bolt_and_striking_destroy_the_drawbridge_and_crush_what_is_on_it() {
    for (k, mut g) in games(10).into_iter().enumerate() {
        let (flute, (sx, sy)) = at_the_drawbridge(&mut g);
        g.play_tune(flute, "ABCDE");
        let id = jackal_at(&mut g, sx, sy);
        let (dx, dy) = (sx - g.u.ux, sy - g.u.uy);
        let w = Obj::new(if k == 0 { ids::SPE_FORCE_BOLT } else { ids::WAN_STRIKING }, 1);
        g.history.clear();
        assert!(g.bhit(&w, dx, dy));
        assert!(said(&g, "The drawbridge collapses into the moat!"), "{:?}", g.history);
        assert_eq!(g.lev.typ(sx, sy), MOAT);
        assert!(g.mon_index(id).is_none(), "the jackal survived: {:?}", g.history);
        assert!(g.u.uevent.uopened_dbridge);
    }
}

#[test]
fn a_wand_of_opening_lowers_and_locking_raises_the_drawbridge() {
    let mut g = games(11).remove(0);
    let (_, (sx, sy)) = at_the_drawbridge(&mut g);
    let (dx, dy) = (sx - g.u.ux, sy - g.u.uy);
    // Opening works on the portcullis: zap from the span's far side is
    // not possible here, so aim along the bridge when in line with it.
    let (wx, wy) = oxhack_game::actions::dbridge::get_wall_for_db(&g.lev, sx, sy);
    let (adx, ady) = (wx - sx, wy - sy);
    let from = (sx - adx, sy - ady);
    if matches!(g.lev.typ(from.0, from.1), ROOM | CORR) {
        g.u_on_newpos(from.0, from.1);
        g.vision_recalc();
        g.bhit(&Obj::new(ids::WAN_OPENING, 1), adx, ady);
        assert_eq!(g.lev.typ(sx, sy), DRAWBRIDGE_DOWN, "{:?}", g.history);
        g.bhit(&Obj::new(ids::WAN_LOCKING, 1), adx, ady);
        assert_eq!(g.lev.typ(sx, sy), DRAWBRIDGE_UP, "{:?}", g.history);
    } else {
        g.bhit(&Obj::new(ids::WAN_LOCKING, 1), dx, dy);
        assert_eq!(g.lev.typ(sx, sy), DRAWBRIDGE_UP);
    }
}

fn valley(g: &Game) -> DLevel {
    role_level(&g.layout, LevelRole::Valley).expect("the Valley")
}

fn count(g: &Game, text: &str) -> usize {
    g.history.iter().filter(|h| h.contains(text)).count()
}

#[test]
fn falling_through_a_keep_trap_door_lands_in_the_valley_with_its_words() {
    for mut g in games(12) {
        let castle = role_level(&g.layout, LevelRole::Castle).expect("castle");
        g.goto_level(castle, Arrival::Random);
        let td = g.lev.traps.iter().find(|t| t.ttyp == oxhack_game::world::level::ttyp::TRAPDOOR).map(|t| (t.tx, t.ty));
        let (x, y) = td.expect("the keep has trap doors");
        g.u_on_newpos(x, y);
        let ti = g.lev.traps.iter().position(|t| (t.tx, t.ty) == (x, y)).expect("trap door");
        g.dotrap(ti);
        assert_eq!(g.u.uz, valley(&g), "{:?}", g.history);
        assert_eq!(count(&g, "You arrive at the Valley of the Dead..."), 1, "{:?}", g.history);
        assert!(said(&g, "You hear groans and moans everywhere."));
        assert!(!g.u.uevent.gehennom_entered);
        g.goto_level(castle, Arrival::Random);
        g.goto_level(valley(&g), Arrival::Random);
        // As 3.6.7: the words come with each arrival from above Gehennom.
        assert_eq!(count(&g, "You arrive at the Valley of the Dead..."), 2);
        // Deeper: no new words from inside Gehennom, but now entered.
        let valley_words = count(&g, "You arrive at the Valley");
        let below = DLevel { dnum: g.u.uz.dnum, dlevel: g.u.uz.dlevel + 1 };
        g.goto_level(below, Arrival::Random);
        assert!(g.u.uevent.gehennom_entered);
        assert!(!said(&g, "It is hot here."));
        g.goto_level(valley(&g), Arrival::Random);
        assert_eq!(count(&g, "You arrive at the Valley"), valley_words, "not from inside Gehennom");
    }
}

#[test]
fn skipping_the_valley_says_it_is_hot() {
    let mut g = games(13).remove(0);
    let v = valley(&g);
    g.goto_level(DLevel { dnum: v.dnum, dlevel: v.dlevel + 2 }, Arrival::Random);
    assert!(said(&g, "It is hot here.  You smell smoke..."), "{:?}", g.history);
    assert!(g.u.uevent.gehennom_entered);
}

#[test]
fn prayer_in_gehennom_gets_no_help() {
    for mut g in games(14) {
        let v = valley(&g);
        g.goto_level(v, Arrival::Random);
        g.u.ublesscnt = 0;
        g.u.ualign.record = 10;
        g.history.clear();
        assert!(g.dopray());
        assert!(!said(&g, "shimmering light"), "{:?}", g.history);
        g.prayer_done();
        assert!(said(&g, "Since you are in Gehennom, "), "{:?}", g.history);
        assert!(said(&g, " help you."));
    }
}

#[test]
fn elbereth_scares_nothing_in_gehennom() {
    let mut g = games(15).remove(0);
    let v = valley(&g);
    g.goto_level(v, Arrival::Random);
    let (ux, uy) = (g.u.ux, g.u.uy);
    let moves = g.moves;
    g.lev.make_engr_at(ux, uy, "Elbereth", moves, oxhack_game::world::level::EngrType::Dust);
    let Some(c) = g.enexto_free(ux, uy, ids::PM_JACKAL) else { panic!("room") };
    let id = jackal_at(&mut g, c.x, c.y);
    let i = g.mon_index(id).expect("jackal");
    g.lev.monsters[i].mpeaceful = false;
    let m = g.lev.monsters[i].clone();
    assert!(!g.onscary(ux, uy, &m), "Elbereth works in Gehennom");
    // The same engraving above Gehennom scares it.
    let mut g = arena::room_arena(15, true);
    let (ux, uy) = (g.u.ux, g.u.uy);
    let moves = g.moves;
    g.lev.make_engr_at(ux, uy, "Elbereth", moves, oxhack_game::world::level::EngrType::Dust);
    let id = jackal_at(&mut g, ux + 1, uy);
    let i = g.mon_index(id).expect("jackal");
    g.lev.monsters[i].mpeaceful = false;
    let m = g.lev.monsters[i].clone();
    assert!(g.onscary(ux, uy, &m));
}

#[test]
fn the_god_first_tells_of_the_tune_then_plays_it() {
    let mut g = arena::room_arena(16, true);
    g.layout.tune = "GFEDC".to_string();
    assert!(g.passtune_hint());
    assert!(said(&g, "\"To enter the castle, thou must play the right tune!\""), "{:?}", g.history);
    assert_eq!(g.u.uevent.uheard_tune, 1);
    assert!(g.passtune_hint());
    assert!(said(&g, "You hear a divine music..."));
    assert!(said(&g, "It sounds like:  \"GFEDC\"."));
    assert_eq!(g.u.uevent.uheard_tune, 2);
    assert!(!g.passtune_hint(), "nothing more to tell");
}

#[test]
fn a_hero_in_the_doorway_of_a_closing_drawbridge_is_crushed_or_thrown_into_the_moat() {
    let (mut crushed, mut swam) = (0, 0);
    for seed in 20..44u64 {
        let mut g = Game::new(NewGame { wizard: true, ..NewGame::quick(seed) }).expect("game");
        let (flute, (sx, sy)) = at_the_drawbridge(&mut g);
        g.play_tune(flute, "ABCDE");
        assert_eq!(g.lev.typ(sx, sy), DRAWBRIDGE_DOWN);
        let (wx, wy) = oxhack_game::actions::dbridge::get_wall_for_db(&g.lev, sx, sy);
        g.lev.monsters.retain(|m| (m.mx, m.my) != (wx, wy));
        g.u_on_newpos(wx, wy);
        g.vision_recalc();
        g.history.clear();
        g.play_tune(flute, "ABCDE");
        assert_eq!(g.lev.typ(wx, wy), DBWALL);
        if g.over.is_some() {
            assert!(said(&g, "You are crushed by the falling portcullis!"), "{:?}", g.history);
            crushed += 1;
        } else {
            assert!(said(&g, "You fall into the water!"), "{:?}", g.history);
            assert!(said(&g, "You try to crawl out of the water."), "{:?}", g.history);
            assert_ne!((g.u.ux, g.u.uy), (wx, wy), "out of the portcullis");
            assert!(!matches!(g.lev.typ(g.u.ux, g.u.uy), MOAT | DRAWBRIDGE_UP | DBWALL));
            swam += 1;
        }
    }
    assert!(crushed > 0 && swam > 0, "crushed {crushed}, swam {swam}");
}

#[test]
fn striking_the_raised_portcullis_across_the_moat_drops_it_in() {
    for mut g in games(17) {
        let (_, (sx, sy)) = at_the_drawbridge(&mut g);
        let (wx, wy) = oxhack_game::actions::dbridge::get_wall_for_db(&g.lev, sx, sy);
        let (dx, dy) = (wx - sx, wy - sy);
        let from = (sx - dx, sy - dy);
        assert!(matches!(g.lev.typ(from.0, from.1), ROOM | CORR), "ground before the moat");
        g.u_on_newpos(from.0, from.1);
        g.vision_recalc();
        g.history.clear();
        assert!(g.bhit(&Obj::new(ids::WAN_STRIKING, 1), dx, dy));
        assert!(
            said(&g, "The portcullis of the drawbridge falls into the moat!") || said(&g, "You hear a loud *SPLASH*!"),
            "{:?}",
            g.history
        );
        assert_eq!(g.lev.typ(sx, sy), MOAT);
        assert_eq!(g.lev.typ(wx, wy), DOOR);
        assert!(g.u.uevent.uopened_dbridge);
    }
}

#[test]
fn once_known_the_passtune_is_offered_and_improvising_plays_the_instrument() {
    let mut g = games(18).remove(0);
    let (flute, (sx, sy)) = at_the_drawbridge(&mut g);
    g.u.uevent.uheard_tune = 2;
    // "Improvise?" n, "Play the passtune?" y.
    g.set_term(Box::new(arena_keys("ny")));
    assert!(g.do_play_instrument(flute));
    assert_eq!(g.lev.typ(sx, sy), DRAWBRIDGE_DOWN, "{:?}", g.history);
    // Improvising: the flute just plays.
    g.set_term(Box::new(arena_keys("y")));
    g.history.clear();
    assert!(g.do_play_instrument(flute));
    assert!(said(&g, "You start playing "), "{:?}", g.history);
    assert!(said(&g, " toots."), "{:?}", g.history);
    assert_eq!(g.lev.typ(sx, sy), DRAWBRIDGE_DOWN, "improvising moves no bridge");
}

#[test]
fn vlads_tower_leaves_the_heat_behind_and_gehennom_brings_it_back() {
    for mut g in games(19) {
        let Some(vlad) = g.layout.dnum("Vlad's Tower") else { continue };
        let v = valley(&g);
        g.goto_level(DLevel { dnum: v.dnum, dlevel: v.dlevel + 1 }, Arrival::Random);
        g.history.clear();
        g.goto_level(DLevel { dnum: vlad as i32, dlevel: 1 }, Arrival::Random);
        assert!(said(&g, "The heat and smoke are gone."), "{:?}", g.history);
        g.history.clear();
        g.goto_level(DLevel { dnum: v.dnum, dlevel: v.dlevel + 2 }, Arrival::Random);
        assert!(said(&g, "It is hot here.  You smell smoke..."), "{:?}", g.history);
    }
}
