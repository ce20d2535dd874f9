//! Temples and their priests (priest.c) in play: the greeting and the
//! feeling on entering a temple of the hero's god and of another, the
//! donations at each threshold of `#chat` (200, 400 and 600 per level),
//! a priest angered, and a co-aligned temple's sanctuary; in OxHack's
//! world (a level made here) and in NetHack's Minetown.

mod arena;
mod town_common;

use oxhack_defs::Prop;
use oxhack_game::game::Game;
use oxhack_game::world::you::INTRINSIC;
use oxhack_tables::ids;
use town_common::*;

/// Two temples side by side in one big room: a lawful one west, a
/// chaotic one east, each with a doorway into the hall between them.
const TEMPLES: &str = r#"LEVEL: "temples"
ROOM: "ordinary", lit, (3,3), (center,center), (31,11) {
  SUBROOM: "temple", lit, (2,3), (5,5) {
    ROOMDOOR: false, nodoor, east, 2
    ALTAR: (2,2), law, shrine
  }
  SUBROOM: "temple", lit, (23,3), (5,5) {
    ROOMDOOR: false, nodoor, west, 2
    ALTAR: (2,2), chaos, shrine
  }
  STAIR: (15,1), up
  STAIR: (15,9), down
}
"#;

/// A game on the two-temple level with only the priests about, and the
/// lawful (the hero's god's) and chaotic priests' indices.
fn temples(seed: u64) -> (Game, usize, usize) {
    let mut g = game_in(&playtest_world("temples", TEMPLES), seed);
    clear_monsters(&mut g);
    let lawful = temple_priests(&g).into_iter().find(|&i| g.lev.monsters[i].epri().is_some_and(|e| e.shralign == 1));
    let chaotic = temple_priests(&g).into_iter().find(|&i| g.lev.monsters[i].epri().is_some_and(|e| e.shralign == -1));
    (g, lawful.expect("the lawful priest"), chaotic.expect("the chaotic priest"))
}

/// Walks the hero into priest `i`'s temple through its doorway and
/// returns what was said on the way in.
fn walk_in(g: &mut Game, i: usize) -> Vec<String> {
    let r = temple_of(g, i);
    let ((x, y), key) = approach(g, &r);
    // Minetown's temple doors are shut: open it first.
    let d = g.lev.doors[r.fdoor as usize];
    if let Some(l) = g.lev.at_mut(d.x, d.y) {
        l.set_doormask(oxhack_game::world::level::D_ISOPEN);
    }
    place_hero(g, x, y);
    let before = g.history.len();
    script(g, &key.to_string(), &[]);
    assert!(g.rhack(), "the step into the doorway takes time");
    assert!(r.inside(g.u.ux, g.u.uy) || g.lev.doors.iter().any(|d| (d.x, d.y) == (g.u.ux, g.u.uy)));
    g.history[before..].to_vec()
}

/// Stands the hero next to priest `i` (on its far side from the altar)
/// and chats toward it, offering `offer` when asked.
fn donate(g: &mut Game, i: usize, offer: &str) -> Vec<String> {
    let (px, py) = (g.lev.monsters[i].mx, g.lev.monsters[i].my);
    place_hero(g, px + 1, py);
    let before = g.history.len();
    script(g, "h", &[("How much will you offer?", &format!("{offer}\r"))]);
    g.dochat();
    g.history[before..].to_vec()
}

#[test]
fn entering_the_temple_of_the_heros_god_the_priest_greets_and_the_pious_feel_peace() {
    let (mut g, law, _) = temples(1);
    g.u.ualign.record = 20;
    let said = walk_in(&mut g, law);
    assert_eq!(
        said,
        ["The priest of Tyr intones:", "\"Pilgrim, you enter a sacred place!\"", "You experience a sense of peace."]
    );
    // A hero of middling piety feels an unusual peace.
    let (mut g, law, _) = temples(2);
    g.u.ualign.record = 3;
    assert_eq!(walk_in(&mut g, law).last().map(String::as_str), Some("You experience an unusual sense of peace."));
}

#[test]
fn a_temple_of_another_god_gives_a_forbidding_feeling_and_a_sinner_a_strange_one() {
    let (mut g, _, chaos) = temples(3);
    g.u.ualign.record = 20;
    let said = walk_in(&mut g, chaos);
    assert_eq!(
        said,
        ["The priest of Loki intones:", "\"Pilgrim, you enter a sacred place!\"", "You have a forbidding feeling..."]
    );
    // The hero's own god's temple, after sinning.
    let (mut g, law, _) = temples(3);
    g.u.ualign.record = -5;
    assert_eq!(walk_in(&mut g, law).last().map(String::as_str), Some("You have a strange forbidding feeling..."));
}

#[test]
fn coming_straight_back_into_a_temple_the_priest_does_not_greet_again() {
    let (mut g, law, _) = temples(4);
    assert_eq!(walk_in(&mut g, law).len(), 3);
    // Out and in again a turn later: no intoning, no greeting, no
    // feeling (each waits tens of turns or more).
    let again = walk_in(&mut g, law);
    assert!(again.is_empty(), "{again:?}");
    // A priest whose hero left the level forgets, and greets afresh.
    let mut lev = g.lev.clone();
    Game::forget_temple_entry(&mut lev);
    g.lev = lev;
    assert_eq!(walk_in(&mut g, law).len(), 3);
}

#[test]
fn a_donation_of_nothing_or_a_pittance_is_scorned() {
    let (mut g, law, _) = temples(5);
    g.u.ugold = 1000;
    g.u.ualign.record = 5;
    let said = donate(&mut g, law, "0");
    assert_eq!(
        said,
        [
            "The priest of Tyr asks you for a contribution for the temple.",
            "You refuse.",
            "\"Thou shalt regret thine action!\""
        ]
    );
    assert_eq!(g.u.ualign.record, 4, "refusing one's own god's priest costs alignment");
    // Under 200 a level while keeping more than twice as much: cheapskate.
    let said = donate(&mut g, law, "100");
    assert_eq!(said[1..], ["You give the priest of Tyr 100 zorkmids.", "\"Cheapskate.\""]);
    assert_eq!(g.u.ugold, 900);
    assert!(g.mon_money(law) >= 100);
    // The same from one who has little left is thanked.
    g.u.ugold = 150;
    let said = donate(&mut g, law, "100");
    assert_eq!(said.last().map(String::as_str), Some("\"I thank thee for thy contribution.\""));
    assert_eq!(g.u.ugold, 50);
}

#[test]
fn two_hundred_a_level_buys_clairvoyance_when_it_is_half_ones_gold() {
    let (mut g, law, _) = temples(6);
    g.u.ugold = 300;
    let said = donate(&mut g, law, "250");
    assert_eq!(
        said[1..],
        [
            "You give the priest of Tyr 250 zorkmids.",
            "\"Thou art indeed a pious individual.\"",
            "\"I bestow upon thee a blessing.\""
        ]
    );
    let t = g.u.timeout(Prop::Clairvoyant);
    assert!((500..1000).contains(&t), "clairvoyance for rn1(500, 500) turns, not {t}");
    // A rich hero giving as much is pious but not blessed.
    g.u.ugold = 5000;
    let said = donate(&mut g, law, "250");
    assert_eq!(said.last().map(String::as_str), Some("\"Thou art indeed a pious individual.\""));
}

#[test]
fn four_hundred_a_level_buys_protection_that_lowers_armor_class() {
    let (mut g, law, _) = temples(7);
    g.u.ugold = 2000;
    let ac = g.u_ac();
    let said = donate(&mut g, law, "400");
    assert_eq!(said.last().map(String::as_str), Some("\"Thou hast been rewarded for thy devotion.\""));
    assert_ne!(g.u.prop(Prop::Protection).intrinsic & INTRINSIC, 0);
    let first = g.u.ublessed;
    assert!((2..=4).contains(&first), "the first protection is rn1(3, 2), not {first}");
    assert_eq!(g.u_ac(), ac - first);
    // Each further donation in the band adds a point.
    donate(&mut g, law, "400");
    assert_eq!(g.u.ublessed, first + 1);
    assert_eq!(g.u_ac(), ac - first - 1);
    // The band moves with the hero's level: 400 at level 3 is under 600.
    g.u.hero.ulevel = 3;
    g.u.ugold = 5000;
    let said = donate(&mut g, law, "400");
    assert_eq!(said.last().map(String::as_str), Some("\"Cheapskate.\""));
    assert_eq!(g.u.ublessed, first + 1);
}

#[test]
fn protection_is_not_sold_past_twenty_and_the_gift_is_then_appreciated() {
    let (mut g, law, _) = temples(8);
    g.u.ugold = 2000;
    g.u.prop_mut(Prop::Protection).intrinsic |= oxhack_game::world::you::FROMOUTSIDE;
    g.u.ublessed = 20;
    let said = donate(&mut g, law, "400");
    assert_eq!(said.last().map(String::as_str), Some("\"Thy selfless generosity is deeply appreciated.\""));
    assert_eq!(g.u.ublessed, 20);
}

#[test]
fn six_hundred_a_level_raises_alignment_or_cleanses_a_strayed_hero() {
    let (mut g, law, chaos) = temples(9);
    g.u.ugold = 700;
    g.u.ualign.record = 5;
    let said = donate(&mut g, law, "600");
    assert_eq!(said.last().map(String::as_str), Some("\"Thy selfless generosity is deeply appreciated.\""));
    assert_eq!(g.u.ualign.record, 7);
    // A strayed hero is cleansed, once in 5000 turns.
    g.moves = 6000;
    g.u.ugold = 700;
    g.u.ualign.record = -3;
    donate(&mut g, law, "600");
    assert_eq!(g.u.ualign.record, 0);
    assert_eq!(g.u.ucleansed, 6000);
    g.u.ugold = 700;
    g.u.ualign.record = -3;
    donate(&mut g, law, "600");
    assert_eq!(g.u.ualign.record, -1, "too soon to be cleansed again: two points");
    // Another god's priest takes the gold and gives nothing.
    g.u.ugold = 700;
    g.u.ualign.record = 5;
    donate(&mut g, chaos, "600");
    assert_eq!(g.u.ualign.record, 5);
}

#[test]
fn a_penniless_hero_gets_two_bits_from_a_priest_of_their_god_and_nothing_from_another() {
    let (mut g, law, chaos) = temples(10);
    g.u.ugold = 0;
    g.lev.monsters[law].minvent.push(oxhack_game::world::obj::Obj::new(ids::GOLD_PIECE, 10));
    let said = donate(&mut g, law, "");
    let (lname, cname) = (g.monnam_cap(law), g.monnam_cap(chaos));
    assert!(lname.ends_with(" of Tyr") && cname.ends_with(" of Loki"), "{lname}, {cname}");
    assert_eq!(said, [format!("{lname} gives you two bits for an ale.")]);
    assert_eq!(g.u.ugold, 2);
    g.u.ugold = 0;
    g.lev.monsters[law].minvent.retain(|o| o.otyp != ids::GOLD_PIECE);
    assert_eq!(donate(&mut g, law, ""), [format!("{lname} preaches the virtues of poverty.")]);
    assert_eq!(donate(&mut g, chaos, ""), [format!("{cname} is not interested.")]);
}

#[test]
fn attacking_the_priest_of_ones_god_angers_him_and_costs_five_alignment() {
    let (mut g, law, _) = temples(11);
    g.u.ualign.record = 10;
    walk_in(&mut g, law);
    let (px, py) = (g.lev.monsters[law].mx, g.lev.monsters[law].my);
    place_hero(&mut g, px + 1, py);
    script(&mut g, "Fh", &[("Really attack", "y")]);
    g.rhack();
    let p = &g.lev.monsters[law];
    assert!(!p.mpeaceful, "the priest is angry");
    assert!(g.history.iter().any(|m| m == "The priest of Tyr gets angry!"), "{:?}", g.history);
    assert!(g.u.ualign.record <= 5, "alignment {}", g.u.ualign.record);
    // An angry priest will not talk: it threatens.
    let said = donate(&mut g, law, "");
    assert!(
        [
            "\"Thou wouldst have words, eh?  I'll give thee a word or two!\"",
            "\"Talk?  Here is what I have to say!\"",
            "\"Pilgrim, I would speak no longer with thee.\""
        ]
        .contains(&said[0].as_str()),
        "{said:?}"
    );
}

/// Stands the hero inside priest `i`'s temple with a hostile jackal at
/// the doorway's far side and lets `turns` turns pass; returns the
/// hero's hit points lost and whether the jackal ever stood in the
/// temple.
fn jackal_at_the_door(g: &mut Game, i: usize, turns: usize) -> (i32, bool) {
    let r = temple_of(g, i);
    let ((ox, oy), _) = approach(g, &r);
    let d = g.lev.doors[r.fdoor as usize];
    // Just inside the doorway.
    let (ix, iy) = (d.x + (d.x - ox), d.y + (d.y - oy));
    place_hero(g, ix, iy);
    let j = g
        .with_mon(|c, lev| c.makemon(lev, Some(ids::PM_JACKAL), ox, oy, oxhack_game::monsters::makemon::NO_MM_FLAGS))
        .expect("a jackal");
    let id = g.lev.monsters[j].m_id;
    g.lev.monsters[j].mpeaceful = false;
    g.u.uhpmax = 500;
    g.u.uhp = 500;
    let mut entered = false;
    for _ in 0..turns {
        script(g, "s", &[]);
        g.step();
        if let Some(m) = g.lev.monsters.iter().find(|m| m.m_id == id)
            && r.inside(m.mx, m.my)
        {
            entered = true;
        }
    }
    (500 - g.u.uhp, entered)
}

#[test]
fn hostile_monsters_do_not_follow_the_hero_into_a_sanctuary_of_the_heros_god() {
    let (mut g, law, _) = temples(12);
    g.u.ualign.record = 10;
    let (lost, entered) = jackal_at_the_door(&mut g, law, 30);
    assert!(!entered, "the jackal stayed out of the sanctuary");
    // (The jackal may bite across the doorway before it is scared off;
    // it never comes in.)
    let _ = lost;
    // In another god's temple there is no sanctuary: it comes in and bites.
    let (mut g, _, chaos) = temples(12);
    g.u.ualign.record = 10;
    let (lost, entered) = jackal_at_the_door(&mut g, chaos, 30);
    assert!(entered || lost > 0, "the jackal attacks in a temple of another god");
}

#[test]
fn a_sinner_has_no_sanctuary() {
    let (mut g, law, _) = temples(13);
    g.u.ualign.record = -10;
    let hero = (g.u.ux, g.u.uy);
    let _ = hero;
    let r = temple_of(&g, law);
    let (x, y) = (r.lx + 1, r.ly + 1);
    place_hero(&mut g, x, y);
    assert!(!g.in_your_sanctuary(None, x, y + 1));
    g.u.ualign.record = 0;
    assert!(g.in_your_sanctuary(None, x, y + 1));
}

#[test]
fn minetowns_temple_in_nethacks_world_greets_and_sells_protection() {
    let Some(nh) = nethack() else { return };
    let mut g = game_in(&nh, 4);
    let town = g.layout.levels.iter().find(|l| l.proto.starts_with("minetn")).map(|l| l.dlevel).expect("Minetown");
    g.goto_level(oxhack_game::game::to_game(town), oxhack_game::hero::golevel::Arrival::Random);
    clear_monsters(&mut g);
    let p = temple_priests(&g).into_iter().next().expect("Minetown's priest");
    let align = g.lev.monsters[p].epri().map(|e| e.shralign).expect("a temple priest");
    let god = g.align_gname(oxhack_defs::Align::from_value(align).expect("an alignment"));
    g.u.ualign.record = 20;
    let said = walk_in(&mut g, p);
    let title = if g.lev.monsters[p].female { "priestess" } else { "priest" };
    assert_eq!(said[0], format!("The {title} of {god} intones:"));
    assert_eq!(said[1], "\"Pilgrim, you enter a sacred place!\"");
    let coaligned = align == 1;
    assert_eq!(
        said[2],
        if coaligned { "You experience a sense of peace." } else { "You have a forbidding feeling..." }
    );
    g.u.ugold = 1000;
    let (px, py) = (g.lev.monsters[p].mx, g.lev.monsters[p].my);
    // Chat from whichever side of the priest is free floor.
    let spot = [(1, 0), (-1, 0), (0, 1), (0, -1)]
        .into_iter()
        .find(|(dx, dy)| {
            g.lev.typ(px + dx, py + dy) == oxhack_vm::terrain::ROOM && g.lev.monster_at(px + dx, py + dy).is_none()
        })
        .expect("room beside the priest");
    place_hero(&mut g, px + spot.0, py + spot.1);
    let key = match spot {
        (1, 0) => "h",
        (-1, 0) => "l",
        (0, 1) => "k",
        _ => "j",
    };
    script(&mut g, key, &[("How much will you offer?", "400\r")]);
    g.dochat();
    assert_eq!(g.history.last().map(String::as_str), Some("\"Thou hast been rewarded for thy devotion.\""));
    assert!(g.u.ublessed >= 2);
    assert_eq!(g.u.ugold, 600);
}
