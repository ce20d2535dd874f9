//! The property document's gifts and endgame carriers, in play
//! (docs/properties.md): the sacrifice gift rate, and the Astral Plane's
//! player-monsters and Angels with their property weapons.

mod arena;
mod property_doc_kit;
use property_doc_kit::*;

use oxhack_game::game::Game;
use oxhack_game::world::obj::Obj;
use oxhack_tables::ids;

/// A weapon with properties comes one sacrifice in (10 + 2 x gifts) when
/// no artifact is given (here: all artifacts exist).
#[test]
fn property_gifts_come_one_time_in_ten_plus_twice_the_gifts() {
    for (gifts, expect) in [(0, 1.0 / 10.0), (5, 1.0 / 20.0)] {
        let mut g = arena(31);
        g.u.hero.ulevel = 10;
        g.u.hero.uluck = 0;
        g.u.hero.ugifts = gifts;
        g.og.arti.exist.iter_mut().for_each(|e| *e = true);
        let n = 20_000;
        let got = (0..n).filter(|_| g.with_mk(|c| c.sacrifice_gift(oxhack_defs::Align::Neutral)).is_some()).count();
        let rate = got as f64 / n as f64;
        assert!((rate - expect).abs() < expect * 0.1, "{gifts} gifts: {rate} vs {expect}");
    }
}

/// The Astral Plane's player-monsters: three to six, named, hostile, each
/// armed weapon an artifact or carrying good properties (the document's
/// 1 in 5 / 4 in 5), never a detrimental one.
#[test]
fn the_astral_planes_player_monsters_carry_property_weapons() {
    use oxhack_game::hero::golevel::Arrival;
    let bad = ids::ITEM_FUMBLING | ids::ITEM_HUNGER | ids::ITEM_AGGRAVATE;
    let (mut armed, mut with_props, mut arts) = (0, 0, 0);
    for seed in 1..=6 {
        let mut g = Game::new(oxhack_game::game::NewGame { wizard: true, ..oxhack_game::game::NewGame::quick(seed) })
            .expect("game");
        let mut amulet = Obj::new(ids::AMULET_OF_YENDOR, 1);
        amulet.o_id = g.og.next_ident();
        g.addinv(amulet);
        let to =
            oxhack_game::world::dungeon::role_level(&g.layout, dgn_comp::roles::LevelRole::Astral).expect("astral");
        g.goto_level(to, Arrival::Random);
        assert_eq!(g.u.uz, to);
        let players: Vec<_> =
            g.lev.monsters.iter().filter(|m| oxhack_game::world::mondata::is_mplayer(m.mnum)).collect();
        assert!((3..=6).contains(&players.len()), "seed {seed}: {} player-monsters", players.len());
        for m in players {
            assert!(!m.mpeaceful);
            assert!(m.mname.as_deref().is_some_and(|n| n.contains(" the ")), "{:?}", m.mname);
            assert!(m.m_lev >= 15, "level {}", m.m_lev);
            assert!(m.minvent.iter().any(|o| o.otyp == ids::FAKE_AMULET_OF_YENDOR));
            let t = oxhack_tables::tables();
            for w in m.minvent.iter().filter(|o| t.obj(o.otyp).class == oxhack_defs::OClass::Weapon && o.spe >= 4) {
                armed += 1;
                arts += w.oartifact.is_some() as i32;
                with_props += (w.oprops != 0) as i32;
                assert_eq!(w.oprops & bad, 0, "no detrimental property");
            }
        }
    }
    assert!(armed >= 15 && with_props > arts, "{armed} armed, {with_props} with properties, {arts} artifacts");
}

/// The Astral Plane's Angels carry their long swords (Sunsword or
/// Demonbane one time in 20, good properties instead once those exist).
#[test]
fn the_astral_planes_angels_carry_long_swords() {
    use oxhack_game::hero::golevel::Arrival;
    let mut angels = 0;
    for seed in 1..=3 {
        let mut g = Game::new(oxhack_game::game::NewGame { wizard: true, ..oxhack_game::game::NewGame::quick(seed) })
            .expect("game");
        let mut amulet = Obj::new(ids::AMULET_OF_YENDOR, 1);
        amulet.o_id = g.og.next_ident();
        g.addinv(amulet);
        let to =
            oxhack_game::world::dungeon::role_level(&g.layout, dgn_comp::roles::LevelRole::Astral).expect("astral");
        g.goto_level(to, Arrival::Random);
        for m in g.lev.monsters.iter().filter(|m| m.mnum == ids::PM_ANGEL) {
            angels += 1;
            let sword = m.minvent.iter().find(|o| o.otyp == ids::LONG_SWORD).expect("an Angel's long sword");
            assert!(sword.blessed && sword.oerodeproof);
            assert!(sword.oartifact.is_none() || sword.oprops == 0, "never both");
        }
    }
    assert!(angels >= 6, "{angels} Angels");
}
