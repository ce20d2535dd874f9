//! The Oracle (rumors.c's `doconsult`) in play: `#chat` with her for a
//! minor consultation (a true rumor, 50 zorkmids) or a major one (a
//! passage of the world's oracles file, 500 + 50 a level, each given
//! once), the experience the first of each kind teaches, the scorn for a
//! hero who cannot pay in full; her level's fountains and peacefuls; in
//! OxHack's world and in NetHack's.

mod arena;
mod town_common;

use dgn_comp::roles::LevelRole;
use makedefs::compat::oracles::Oracles;
use makedefs::compat::rumors::Rumors;
use oxhack_game::game::Game;
use oxhack_game::hero::golevel::Arrival;
use oxhack_game::world::content::Content;
use oxhack_game::world::dungeon::role_level;
use oxhack_tables::ids;
use std::sync::Arc;
use town_common::*;

/// A game on the Oracle's level of `content`; the Oracle's index.
fn at_delphi(content: &Arc<Content>, seed: u64) -> (Game, usize) {
    let mut g = game_in(content, seed);
    let seer = role_level(&g.layout, LevelRole::Oracle).expect("the Oracle's level");
    g.goto_level(seer, Arrival::Random);
    let i = g.lev.monsters.iter().position(|m| m.mnum == ids::PM_ORACLE).expect("the Oracle");
    (g, i)
}

/// At Delphi with only the Oracle about, the hero diagonally next to
/// her (her other sides may be fountains), `gold` in hand.
fn before_the_oracle(content: &Arc<Content>, seed: u64, gold: i64) -> (Game, usize) {
    let (mut g, _) = at_delphi(content, seed);
    g.lev.monsters.retain(|m| m.mnum == ids::PM_ORACLE);
    g.u.pet_id = None;
    let (ox, oy) = (g.lev.monsters[0].mx, g.lev.monsters[0].my);
    place_hero(&mut g, ox + 1, oy + 1);
    g.u.ugold = gold;
    (g, 0)
}

/// `#chat` toward the Oracle (up and left), answering the minor
/// question with `minor` and the major one with `major`; returns the
/// messages and the screens shown.
fn consult(g: &mut Game, minor: &str, major: &str) -> (Vec<String>, String, bool) {
    let before = g.history.len();
    let screens = script(
        g,
        "y",
        &[("Wilt thou settle for a minor consultation?", minor), ("Then dost thou desire a major one?", major)],
    );
    let took = g.dochat();
    (g.history[before..].to_vec(), shown(&screens), took)
}

fn true_rumors(g: &Game) -> Vec<String> {
    let bytes = &g.content.texts.rumors;
    Rumors::parse(bytes).expect("rumors").all(bytes, true)
}

/// The world's major consultations, the special one first.
fn passages(g: &Game) -> Vec<Vec<String>> {
    let bytes = &g.content.texts.oracles;
    let o = Oracles::parse(bytes).expect("oracles");
    (0..o.len()).map(|i| o.oracle(bytes, i).expect("a passage")).collect()
}

/// Which of `passages` (by index) the screens showed, by first line.
fn passage_shown(passages: &[Vec<String>], screens: &str) -> Option<usize> {
    passages.iter().position(|p| p.first().is_some_and(|l| !l.trim().is_empty() && screens.contains(l.trim())))
}

fn minor_consultation_tells_a_true_rumor_for_fifty(content: &Arc<Content>) {
    let (mut g, o) = before_the_oracle(content, 21, 1000);
    let exp = g.u.uexp;
    let (said, _, took) = consult(&mut g, "y", "");
    assert!(took);
    assert_eq!(g.u.ugold, 950);
    assert_eq!(g.mon_money(o), 50);
    let i = said.iter().position(|m| m.starts_with("True to her word, the Oracle ")).expect("the Oracle speaks");
    assert!(said[i].ends_with("says: "), "{}", said[i]);
    let rumor = said[i + 1].trim_matches('"');
    assert!(true_rumors(&g).iter().any(|r| r == rumor), "{rumor:?} is a true rumor");
    assert_eq!(g.u.uexp - exp, 5, "the first minor consultation: a tenth of its price");
    assert!(g.u.uevent.minor_oracle);
    // The second teaches nothing more.
    let exp = g.u.uexp;
    consult(&mut g, "y", "");
    assert_eq!(g.u.uexp, exp);
    assert_eq!(g.u.ugold, 900);
}

#[test]
fn a_minor_consultation_tells_a_true_rumor_for_fifty_zorkmids() {
    minor_consultation_tells_a_true_rumor_for_fifty(&Content::embedded());
}

#[test]
fn a_minor_consultation_in_nethacks_world_tells_one_of_its_rumors() {
    let Some(nh) = nethack() else { return };
    minor_consultation_tells_a_true_rumor_for_fifty(&nh);
}

fn major_consultation_reads_a_passage_once(content: &Arc<Content>) {
    let (mut g, o) = before_the_oracle(content, 22, 5000);
    let all = passages(&g);
    // A fifth-level hero, far enough from the sixth that what is learned
    // shows whole (a new level caps the points below the next one).
    g.u.hero.ulevel = 5;
    g.u.uexp = 160;
    let exp = g.u.uexp;
    let (said, screens, took) = consult(&mut g, "n", "y");
    assert!(took);
    assert!(said.is_empty() || !said[0].starts_with("True to her word"), "{said:?}");
    assert_eq!(g.u.ugold, 5000 - 750, "500 + 50 a level");
    assert_eq!(g.mon_money(o), 750);
    assert!(screens.contains("The Oracle meditates for a moment and then intones:"), "{screens}");
    let first = passage_shown(&all[1..], &screens).map(|k| k + 1).expect("one of the world's passages");
    assert_eq!(g.u.uexp - exp, 75, "the first major consultation: a tenth of its price");
    assert!(g.u.uevent.major_oracle);
    let left = g.town.oracles_left.clone().expect("consultations counted");
    assert_eq!(left.len(), all.len() - 1);
    assert!(!left.contains(&first), "a passage is given once");
    assert_eq!(left[0], 0, "the special passage is kept");
    // A minor one after a major teaches a twenty-fifth of its price.
    let exp = g.u.uexp;
    consult(&mut g, "y", "");
    assert_eq!(g.u.uexp - exp, 2);
    // Every passage is given before the Oracle runs out; then she only
    // offers minor consultations.
    let mut seen = vec![first];
    for _ in 2..all.len() {
        g.u.ugold = 5000;
        let (_, screens, _) = consult(&mut g, "n", "y");
        let k = passage_shown(&all[1..], &screens).map(|k| k + 1).expect("a passage");
        assert!(!seen.contains(&k), "passage {k} given twice");
        seen.push(k);
    }
    let (said, screens, took) = consult(&mut g, "n", "y");
    assert!(!took && said.is_empty() && !screens.contains("Then dost thou desire a major one?"));
}

#[test]
fn a_major_consultation_reads_each_of_oxhacks_passages_once() {
    major_consultation_reads_a_passage_once(&Content::embedded());
}

#[test]
fn a_major_consultation_in_nethacks_world_reads_its_oracles_file() {
    let Some(nh) = nethack() else { return };
    major_consultation_reads_a_passage_once(&nh);
}

#[test]
fn a_hero_short_of_the_major_price_is_scorned_with_the_special_passage() {
    for content in [Some(Content::embedded()), nethack()].into_iter().flatten() {
        let (mut g, o) = before_the_oracle(&content, 23, 300);
        let all = passages(&g);
        let exp = g.u.uexp;
        let (_, screens, took) = consult(&mut g, "n", "y");
        assert!(took);
        assert_eq!(g.u.ugold, 0, "all the hero's money");
        assert_eq!(g.mon_money(o), 300);
        assert!(screens.contains("The Oracle scornfully takes all your money and says:"), "{screens}");
        assert_eq!(passage_shown(&all, &screens), Some(0), "the special passage");
        assert_eq!(g.u.uexp, exp, "nothing learned");
        assert!(g.u.uevent.major_oracle);
        assert_eq!(g.town.oracles_left.as_ref().map(Vec::len), Some(all.len()), "and it is not used up");
    }
}

#[test]
fn the_oracle_wants_money_and_peace() {
    let c = Content::embedded();
    let (mut g, _) = before_the_oracle(&c, 24, 0);
    assert_eq!(consult(&mut g, "y", "").0, ["You have no money."]);
    g.u.ugold = 30;
    let (said, _, took) = consult(&mut g, "y", "");
    assert_eq!(said, ["You don't even have enough money for that!"]);
    assert!(!took);
    // Declining both costs nothing; so does quitting.
    g.u.ugold = 1000;
    let (_, _, took) = consult(&mut g, "n", "n");
    assert!(!took);
    let (_, _, took) = consult(&mut g, "q", "");
    assert!(!took);
    assert_eq!(g.u.ugold, 1000);
    g.lev.monsters[0].mpeaceful = false;
    assert_eq!(consult(&mut g, "y", "").0, ["The Oracle is in no mood for consultations."]);
}

#[test]
fn delphi_has_its_fountains_a_peaceful_oracle_and_a_welcome() {
    for content in [Some(Content::embedded()), nethack()].into_iter().flatten() {
        // A seed whose hero does not arrive inside Delphi (the welcome,
        // given on arrival, would turn it into an ordinary room).
        let (mut g, o) = at_delphi(&content, 26);
        assert!(g.lev.monsters[o].mpeaceful, "the Oracle is peaceful");
        let (ox, oy) = (g.lev.monsters[o].mx, g.lev.monsters[o].my);
        let fountains = oxhack_game::world::level::Level::positions()
            .filter(|&(x, y)| (x - ox).abs() <= 2 && (y - oy).abs() <= 2)
            .filter(|&(x, y)| g.lev.typ(x, y) == oxhack_vm::terrain::FOUNTAIN)
            .count();
        assert!(fountains >= 2, "fountains about the Oracle: {fountains}");
        // OxHack's Delphi has live peaceful centaurs; NetHack's their statues.
        let t = oxhack_tables::tables();
        let centaurs: Vec<_> =
            g.lev.monsters.iter().filter(|m| t.mon(m.mnum).mlet == oxhack_defs::MonClass::Centaur).collect();
        let statues = g.lev.objects.iter().filter(|o| o.obj.otyp == ids::STATUE).count();
        assert!(centaurs.iter().all(|m| m.mpeaceful) && (!centaurs.is_empty() || statues >= 8));
        // Walking into Delphi: a welcome in the hero's tongue.
        let delphi = rooms_of(&g, oxhack_game::world::level::rtype::DELPHI).into_iter().next().expect("Delphi");
        g.lev.monsters.retain(|m| m.mnum == ids::PM_ORACLE);
        let ((x, y), key) = approach(&g, &delphi);
        place_hero(&mut g, x, y);
        script(&mut g, &key.to_string(), &[]);
        g.rhack();
        let welcome = format!("\"Velkommen, {}, welcome to Delphi!\"", g.u.name);
        assert!(g.history.contains(&welcome), "{:?}", g.history);
    }
}
