//! The way out and up (issue 18): the mysterious force on the stairs of
//! Gehennom with the Amulet (its rates are do.c's formula), the Plane of
//! Water's bubbles carrying the hero, a Rider rising from its corpse, and
//! the Amulet offered on the Astral Plane's high altars: ascension at the
//! hero's own god's, an escape in celestial disgrace at another's, a
//! mistake with a fake.

mod endgame_kit;

use dgn_comp::roles::LevelRole;
use endgame_kit::*;
use oxhack_defs::Align;
use oxhack_game::game::{Game, GameOver, NewGame};
use oxhack_game::hero::golevel::Arrival;
use oxhack_game::world::dungeon::role_level;
use oxhack_game::world::level::{AM_CHAOTIC, AM_LAWFUL, AM_MASK, AM_NEUTRAL, AM_SHRINE, DLevel, Level};
use oxhack_game::world::obj::Obj;
use oxhack_tables::ids;
use oxhack_vm::terrain::{AIR, ALTAR, WATER};

#[test]
fn the_mysterious_force_rolls_as_dos_formula() {
    let mut g = wizard_in(None, 21);
    let n = 20_000;
    // (alignment, rn2 odds): a chance in four, then rn2(3 + alignment).
    for (align, odds) in [(Align::Lawful, 4), (Align::Neutral, 3), (Align::Chaotic, 2)] {
        g.u.hero.align = align;
        let (mut none, mut stay, mut down) = (0, 0, 0);
        for _ in 0..n {
            match g.mysterious_force_roll() {
                None => none += 1,
                Some(0) => stay += 1,
                Some(d) => {
                    assert!((1..odds).contains(&d), "{align:?}: sent down {d}");
                    down += 1;
                }
            }
        }
        let rate = |k: i32| k as f64 / n as f64;
        assert!((rate(none) - 0.75).abs() < 0.015, "{align:?}: no force {}", rate(none));
        let want_stay = 0.25 / odds as f64;
        assert!((rate(stay) - want_stay).abs() < 0.012, "{align:?}: stay {} (want {want_stay})", rate(stay));
        assert!((rate(down) - (0.25 - want_stay)).abs() < 0.015, "{align:?}: down {}", rate(down));
    }
}

#[test]
fn climbing_out_of_gehennom_with_the_amulet_meets_the_force() {
    let mut g = wizard_in(None, 22);
    let valley = role_level(&g.layout, LevelRole::Valley).expect("valley");
    let dunlevs = g.dungeon(valley.dnum).expect("gehennom").num_dunlevs;
    assert!(dunlevs > 5, "Gehennom has {dunlevs} levels");
    let from = DLevel { dnum: valley.dnum, dlevel: 2 };
    tele_to(&mut g, from);
    give(&mut g, ids::AMULET_OF_YENDOR, 1, None);
    let trials = 400;
    let (mut forced, mut stayed, mut sent_down, mut climbed) = (0, 0, 0, 0);
    for _ in 0..trials {
        // Back down (climbing back may meet the force itself).
        for _ in 0..50 {
            if g.u.uz == from {
                break;
            }
            g.goto_level(from, Arrival::Random);
        }
        assert_eq!(g.u.uz, from);
        let up = g.lev.upstair.expect("up stairs");
        g.u_on_newpos(up.x, up.y);
        g.history.clear();
        let n = 0;
        assert!(g.doup());
        let force = since(&g, n).contains("A mysterious force momentarily surrounds you...");
        forced += i32::from(force);
        if g.u.uz == from {
            assert!(force, "{}", since(&g, n));
            stayed += 1;
        } else if g.u.uz.dlevel > from.dlevel {
            assert!(force);
            sent_down += 1;
        } else {
            assert_eq!(g.u.uz, valley);
            climbed += 1;
        }
    }
    let rate = forced as f64 / trials as f64;
    assert!((0.18..=0.32).contains(&rate), "forced {forced} of {trials}");
    assert!(stayed > 0 && sent_down > 0 && climbed > 0, "{stayed} {sent_down} {climbed}");
    // Lawful: held on the level a quarter of the times the force acts.
    let held = stayed as f64 / forced as f64;
    assert!((0.1..=0.45).contains(&held), "held {stayed} of {forced}");
    // Without the Amulet the stairs always lead up.
    g.goto_level(from, Arrival::Random);
    g.u.invent.retain(|o| o.otyp != ids::AMULET_OF_YENDOR);
    for _ in 0..40 {
        g.goto_level(from, Arrival::Random);
        let up = g.lev.upstair.expect("up stairs");
        g.u_on_newpos(up.x, up.y);
        assert!(g.doup());
        assert_eq!(g.u.uz, valley);
    }
}

/// A wizard on level `role` of the Planes, with the Amulet.
fn on_plane(seed: u64, role: LevelRole) -> Game {
    let mut g = wizard_in(None, seed);
    give(&mut g, ids::AMULET_OF_YENDOR, 1, None);
    let to = role_level(&g.layout, role).expect("the plane");
    g.goto_level(to, Arrival::Random);
    assert_eq!(g.u.uz, to);
    g
}

#[test]
fn the_plane_of_waters_bubbles_move_and_carry_the_hero() {
    let mut g = on_plane(23, LevelRole::Water);
    assert!(!g.lev.endgame.bubbles.is_empty(), "the level keeps its bubbles");
    quiet(&mut g);
    // Into the biggest bubble, with a rock.
    let b = *g.lev.endgame.bubbles.iter().max_by_key(|b| b.shape).expect("a bubble");
    let (x, y) = (b.x + 1, b.y + 1);
    assert_eq!(g.lev.typ(x, y), AIR);
    g.u_on_newpos(x, y);
    g.lev.place_object(Obj::new(ids::ROCK, 1), x, y);
    let before = g.lev.endgame.bubbles.clone();
    let mut moved = 0;
    for _ in 0..10 {
        let (ox, oy) = (g.u.ux, g.u.uy);
        act(&mut g, "s");
        quiet(&mut g);
        assert_eq!(g.lev.typ(g.u.ux, g.u.uy), AIR, "the hero stays in the air of the bubble");
        if (g.u.ux, g.u.uy) != (ox, oy) {
            moved += 1;
        }
        // The rock travels with the hero (both are inside the same bubble).
        assert!(g.lev.objects.iter().any(|f| f.obj.otyp == ids::ROCK && (f.x, f.y) == (g.u.ux, g.u.uy)));
    }
    assert!(moved >= 5, "carried {moved} times in 10 turns");
    assert_ne!(before, g.lev.endgame.bubbles);
    // Every bubble square is air, everything else water.
    let air = Level::positions().filter(|&(x, y)| g.lev.typ(x, y) == AIR).count();
    assert!(air > 0 && Level::positions().filter(|&(x, y)| g.lev.typ(x, y) == WATER).count() > air);
}

#[test]
fn the_water_drowns_a_hero_who_cannot_breathe_it_unless_air_is_near() {
    let mut g = on_plane(24, LevelRole::Water);
    quiet(&mut g);
    // Deep in the water, far from any air: drowned (wizard mode asks "Die?").
    let far = Level::positions()
        .find(|&(x, y)| (x - 3..=x + 3).all(|i| (y - 3..=y + 3).all(|j| g.lev.typ(i, j) == WATER)) && x > 5 && y > 3)
        .expect("open water");
    g.u_on_newpos(far.0, far.1);
    g.spoteffects();
    assert!(said(&g, "You plunge into the water!"));
    assert!(said(&g, "You drown."));
    // Next to a bubble, the hero crawls out.
    let mut g = on_plane(25, LevelRole::Water);
    quiet(&mut g);
    let b = g.lev.endgame.bubbles[0];
    let edge = Level::positions()
        .find(|&(x, y)| {
            g.lev.typ(x, y) == WATER
                && (x - 1..=x + 1).any(|i| (y - 1..=y + 1).any(|j| g.lev.typ(i, j) == AIR))
                && (x - b.x).abs() < 10
        })
        .expect("water by a bubble");
    g.u_on_newpos(edge.0, edge.1);
    g.spoteffects();
    assert!(said(&g, "You try to crawl out of the water."), "{}", since(&g, 0));
    assert!(said(&g, "Pheew!  That was close."));
    assert_eq!(g.lev.typ(g.u.ux, g.u.uy), AIR);
    assert!(g.over.is_none());
}

#[test]
fn death_rises_from_its_corpse() {
    let mut g = wizard_in(None, 26);
    quiet(&mut g);
    let (x, y) = (g.u.ux, g.u.uy);
    let mut corpse = Obj::new(ids::CORPSE, 1);
    corpse.corpsenm = Some(ids::PM_DEATH);
    corpse.age = g.moves;
    let spot = g.enexto_free(x, y, ids::PM_HUMAN).expect("room");
    g.lev.place_object(corpse, spot.x, spot.y);
    let start = g.moves;
    let mut risen = false;
    while g.moves < start + 520 && g.over.is_none() {
        act(&mut g, "s");
        g.u.uhp = g.u.uhpmax;
        if g.lev.monsters.iter().any(|m| m.mnum == ids::PM_DEATH) {
            risen = true;
            break;
        }
    }
    assert!(risen, "Death is still dead after {} turns", g.moves - start);
    let waited = g.moves - start;
    assert!(waited >= 12, "rose after {waited} turns");
    assert!(!g.lev.objects.iter().any(|f| f.obj.otyp == ids::CORPSE && f.obj.corpsenm == Some(ids::PM_DEATH)));
    assert!(said(&g, "Death rises from the dead!"), "{}", since(&g, 0));
}

/// A new (scored) game on the Astral Plane with the Amulet, its
/// temple priests and Riders gone, the record file in `dir`.
fn astral(seed: u64, dir: &std::path::Path) -> Game {
    let mut g = Game::new(NewGame::quick(seed)).expect("game");
    g.life.record_file = Some(dir.join("record"));
    give(&mut g, ids::AMULET_OF_YENDOR, 1, None);
    let to = role_level(&g.layout, LevelRole::Astral).expect("astral");
    // Outside wizard mode the Planes begin with Earth.
    g.goto_level(to, Arrival::Random);
    assert_eq!(Some(g.u.uz), oxhack_game::world::dungeon::earth_level(&g.layout));
    g.goto_level(to, Arrival::Random);
    assert_eq!(g.u.uz, to);
    quiet(&mut g);
    g
}

/// The high altar of alignment mask `am` on this level.
fn high_altar(g: &Game, am: u8) -> (i32, i32) {
    Level::positions()
        .find(|&(x, y)| {
            g.lev.typ(x, y) == ALTAR
                && g.lev.at(x, y).altarmask() & AM_SHRINE != 0
                && g.lev.at(x, y).altarmask() & AM_MASK == am
        })
        .expect("the high altar")
}

#[test]
fn the_astral_plane_has_three_high_altars_and_their_priests() {
    let mut g = wizard_in(None, 27);
    give(&mut g, ids::AMULET_OF_YENDOR, 1, None);
    let to = role_level(&g.layout, LevelRole::Astral).expect("astral");
    g.goto_level(to, Arrival::Random);
    for am in [AM_LAWFUL, AM_NEUTRAL, AM_CHAOTIC] {
        high_altar(&g, am);
    }
    assert!(g.lev.monsters.iter().filter(|m| m.ispriest()).count() >= 3);
    for rider in [ids::PM_DEATH, ids::PM_FAMINE, ids::PM_PESTILENCE] {
        assert!(g.lev.monsters.iter().any(|m| m.mnum == rider), "{rider:?} rides on the Astral Plane");
    }
}

#[test]
fn offering_the_amulet_at_ones_own_high_altar_ascends() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut g = astral(28, dir.path());
    let (x, y) = high_altar(&g, AM_LAWFUL);
    g.u_on_newpos(x, y);
    // Experience worth 500 points, doubled by the ascension.
    g.life.urexp = 500;
    let amulet = letter(&g, ids::AMULET_OF_YENDOR);
    act(&mut g, &format!("\u{1b}o{amulet}"));
    if g.over.is_none() {
        // The meta key may come as one character.
        act(&mut g, &format!("{}{amulet}", char::from(b'o' | 0x80)));
    }
    let h = since(&g, 0);
    assert!(said(&g, "You offer the Amulet of Yendor to Tyr..."), "{h}");
    assert!(said(&g, "An invisible choir sings, and you are bathed in radiance..."), "{h}");
    assert!(said(&g, "Mortal, thou hast done well!"), "{h}");
    assert!(said(&g, "In return for thy service, I grant thee the gift of Immortality!"), "{h}");
    assert!(said(&g, "You ascend to the status of Demigoddess..."), "{h}");
    assert_eq!(g.over, Some(GameOver::Ascended));
    assert!(g.u.uevent.ascended);
    assert!(g.life.summary.contains("You went to your reward with"), "{}", g.life.summary);
    let record = std::fs::read_to_string(dir.path().join("record")).expect("the record");
    assert!(record.contains("ascended"), "{record}");
    assert_eq!(g.final_score(&GameOver::Ascended), 1000);
    assert!(g.life.summary.contains("with 1000 points"), "{}", g.life.summary);
}

#[test]
fn offering_the_amulet_at_a_cross_aligned_altar_escapes_in_disgrace() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut g = astral(29, dir.path());
    let (x, y) = high_altar(&g, AM_CHAOTIC);
    g.u_on_newpos(x, y);
    let keys = attach(&mut g);
    keys.lock().expect("lock").push_back(letter(&g, ids::AMULET_OF_YENDOR));
    g.dosacrifice();
    let h = since(&g, 0);
    assert!(said(&g, "accepts your gift, and gains dominion over Tyr..."), "{h}");
    assert!(said(&g, "Tyr is enraged..."), "{h}");
    assert!(said(&g, "A cloud of orange smoke surrounds you..."), "{h}");
    assert_eq!(g.over, Some(GameOver::Escaped));
    let record = std::fs::read_to_string(dir.path().join("record")).expect("the record");
    assert!(record.contains("escaped (in celestial disgrace)"), "{record}");
}

#[test]
fn a_fake_amulet_on_a_high_altar_is_a_mistake() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut g = astral(30, dir.path());
    let (x, y) = high_altar(&g, AM_LAWFUL);
    g.u_on_newpos(x, y);
    let fake = give(&mut g, ids::FAKE_AMULET_OF_YENDOR, 1, None);
    let keys = attach(&mut g);
    keys.lock().expect("lock").push_back(fake);
    g.dosacrifice();
    assert!(said(&g, "You hear a nearby thunderclap."), "{}", since(&g, 0));
    assert!(said(&g, "You realize you have made a mistake."));
    assert!(g.over.is_none());
}

#[test]
fn the_amulet_on_an_ordinary_altar_is_offered_too_soon() {
    for (am, feel) in [(AM_LAWFUL, "You feel an urge to return to the surface."), (AM_CHAOTIC, "You feel ashamed.")] {
        let mut g = wizard_in(None, 31);
        quiet(&mut g);
        let amulet = give(&mut g, ids::AMULET_OF_YENDOR, 1, None);
        let (x, y) = (g.u.ux, g.u.uy);
        g.lev.set_typ(x, y, ALTAR);
        if let Some(l) = g.lev.at_mut(x, y) {
            l.flags = am;
        }
        assert_eq!(g.lev.at(x, y).altarmask() & AM_MASK, am);
        let keys = attach(&mut g);
        keys.lock().expect("lock").push_back(amulet);
        g.dosacrifice();
        assert!(said(&g, feel), "{}", since(&g, 0));
        assert!(g.over.is_none());
        assert!(g.u.invent.iter().any(|o| o.otyp == ids::AMULET_OF_YENDOR), "the Amulet is kept");
    }
}

// ---- THE ASCENSION KEY SCRIPT -------------------------------------
/// The seed of the end-to-end run.
const E2E_SEED: u64 = 1867;
/// The run: wishes, experience level 30, the quest (`endgame_kit::journey`:
/// the portal, the leader's leave, the nemesis killed, the artifact shown
/// to the leader), the keep (the passtune found by its gears and
/// tumblers on a wooden flute, the drawbridge crossed, a trap door), the
/// Valley's stairs, then `^V` to the vibrating square, the invocation,
/// the Sanctum's Amulet, the climb out with the mysterious force, the
/// Planes and the offering on the Astral Plane.
/// Its fixed keys: the wishes (`^W` and the wish), the amulet of
/// reflection put on against Medusa, the ritual (by the wished items'
/// letters, filled in as `{bell}`, `{cand}`, `{wax}`, `{book}`), waiting
/// and the offering (`M-o` and the Amulet's letter). The robot adds the
/// keys that depend on the map (`^T` cursor walks, `^V` depths, attack
/// directions); the run's whole tape is checked to replay by itself.
/// The tape of this seed is kept in `game/tests/data/ascension_1867.keys`
/// (regenerate it with `OXHACK_WRITE_ASCENSION_KEYS=<that path, absolute> cargo
/// test -p oxhack-game --test endgame a_wizard` when the game changes):
/// typed into a new wizard-mode game of seed 1867, OxHack's own world,
/// default options, it ascends.
const E2E_WISHES: &[&str] = &[
    "\x17uncursed Bell of Opening\r",
    "\x17uncursed Candelabrum of Invocation\r",
    "\x177 uncursed wax candles\r",
    "\x17uncursed Book of the Dead\r",
    "\x17blessed amulet of reflection\r",
    "\x17blessed +3 gauntlets of power\r",
    "\x17wooden flute\r",
];
/// Experience level 30 (`#levelchange`), to fight the Sanctum's crowd.
const E2E_LEVEL: &str = "#levelchange\r30\r";
const E2E_WEAR_GLOVES: &str = "W{gloves}";
const E2E_WEAR_AMULET: &str = "P{amulet}";
const E2E_RITUAL: &[&str] = &["a{wax}y", "a{cand}", "a{bell}", "r{book}"];
const E2E_WAIT: &str = "s";
const E2E_OFFER: &str = "\u{ef}{amulet}";
// ---------------------------------------------------------------------

/// Fills a script's `{name}` holes with the letters of carried objects.
fn fill(g: &Game, script: &str) -> String {
    let l = |otyp| g.u.invent.iter().find(|o| o.otyp == otyp).and_then(|o| o.invlet).unwrap_or('?').to_string();
    let amulet = if g.u_have_amulet_readonly() { l(ids::AMULET_OF_YENDOR) } else { l(ids::AMULET_OF_REFLECTION) };
    script
        .replace("{bell}", &l(ids::BELL_OF_OPENING))
        .replace("{cand}", &l(ids::CANDELABRUM_OF_INVOCATION))
        .replace("{wax}", &l(ids::WAX_CANDLE))
        .replace("{book}", &l(ids::SPE_BOOK_OF_THE_DEAD))
        .replace("{amulet}", &amulet)
        .replace("{gloves}", &l(ids::GAUNTLETS_OF_POWER))
        .replace("{flute}", &l(ids::WOODEN_FLUTE))
}

trait AmuletPeek {
    fn u_have_amulet_readonly(&self) -> bool;
}

impl AmuletPeek for Game {
    fn u_have_amulet_readonly(&self) -> bool {
        self.u.invent.iter().any(|o| o.otyp == ids::AMULET_OF_YENDOR)
    }
}

use endgame_kit::{journey, robot};

#[test]
fn a_wizard_ascends_by_keys() {
    let mut g = wizard_in(None, E2E_SEED);
    let r = robot::Robot::new(&mut g);
    // Wishes, and reflection worn.
    for w in E2E_WISHES {
        r.act(&mut g, w);
    }
    for otyp in [ids::BELL_OF_OPENING, ids::CANDELABRUM_OF_INVOCATION, ids::WAX_CANDLE, ids::SPE_BOOK_OF_THE_DEAD] {
        assert!(g.u.invent.iter().any(|o| o.otyp == otyp), "wished for {otyp:?}: {}", since(&g, 0));
    }
    let k = fill(&g, E2E_WEAR_AMULET);
    r.act(&mut g, &k);
    let k = fill(&g, E2E_WEAR_GLOVES);
    r.act(&mut g, &k);
    r.act(&mut g, E2E_LEVEL);
    assert_eq!(g.u.ulevel(), 30, "{}", since(&g, 0));
    // The quest, the keep (by its passtune) and the Valley, by keys.
    journey::quest(&r, &mut g);
    let flute = fill(&g, "{flute}").chars().next().expect("a letter");
    journey::keep(&r, &mut g, flute);
    journey::valley(&r, &mut g);
    // On down to the vibrating square's level by ^V.
    let inv = invocation_level(&g);
    for _ in 0..3 {
        if g.u.uz != inv {
            let d = g.depth_of(inv);
            r.act(&mut g, &format!("\x16{d}\r"));
        }
    }
    assert_eq!(g.u.uz, inv, "^V to the bottom");
    for _ in 0..6 {
        r.act(&mut g, E2E_WAIT);
    }
    let sq = g.inv_pos().expect("the square");
    r.reach(&mut g, sq.x, sq.y);
    assert!(said(&g, "You feel a strange vibration"), "{}", since(&g, 0));
    for step in E2E_RITUAL {
        let k = fill(&g, step);
        r.act(&mut g, &k);
    }
    assert!(g.u.uevent.invoked, "{}", since(&g, 0));
    // Into the Sanctum, and the Amulet from its high priest.
    r.act(&mut g, ">");
    let sanctum = role_level(&g.layout, LevelRole::Sanctum).expect("sanctum");
    assert_eq!(g.u.uz, sanctum);
    for _ in 0..400 {
        if g.over.is_some() {
            break;
        }
        let holder = g.lev.monsters.iter().find(|m| m.minvent.iter().any(|o| o.otyp == ids::AMULET_OF_YENDOR));
        let Some((mx, my)) = holder.map(|m| (m.mx, m.my)) else { break };
        r.reach(&mut g, mx, my);
    }
    // Unless autopickup took it already: onto it, and `,`.
    if !g.u_have_amulet_readonly() {
        let amulet = g.lev.objects.iter().find(|f| f.obj.otyp == ids::AMULET_OF_YENDOR).map(|f| (f.x, f.y));
        let (ax, ay) = amulet.expect("the Amulet dropped by its priest");
        r.reach(&mut g, ax, ay);
        r.act(&mut g, ",");
    }
    assert!(g.u_have_amulet_readonly(), "took the Amulet: {}", g.history.join("\n"));
    // Up and out: every level's way up, the mysterious force permitting.
    let earth = oxhack_game::world::dungeon::earth_level(&g.layout).expect("earth");
    for _ in 0..600 {
        if g.u.uz == earth || g.over.is_some() {
            break;
        }
        let here = g.depth();
        let up = [g.lev.upstair, g.lev.upladder, g.lev.sstairs].into_iter().flatten().find(|s| {
            s.up && (s.tolev.dlevel < 1
                || g.depth_of(s.tolev) < here
                || oxhack_game::world::dungeon::in_endgame(&g.layout, s.tolev))
        });
        let s = up.expect("a way up");
        r.reach(&mut g, s.x, s.y);
        if (g.u.ux, g.u.uy) == (s.x, s.y) {
            r.act(&mut g, "<");
        }
    }
    assert_eq!(
        g.u.uz,
        earth,
        "reached the Plane of Earth from {:?} at {:?}, over {:?}: {}",
        g.u.uz,
        (g.u.ux, g.u.uy),
        g.over,
        g.history.join("\n")
    );
    // The Planes, each by its magic portal.
    let astral = role_level(&g.layout, LevelRole::Astral).expect("astral");
    for _ in 0..200 {
        if g.u.uz == astral || g.over.is_some() {
            break;
        }
        let portal =
            g.lev.traps.iter().find(|t| t.ttyp == oxhack_game::world::level::ttyp::MAGIC_PORTAL).map(|t| (t.tx, t.ty));
        let (px, py) = portal.expect("the plane's portal");
        r.reach(&mut g, px, py);
    }
    assert_eq!(g.u.uz, astral, "reached the Astral Plane");
    let (x, y) = high_altar(&g, AM_LAWFUL);
    r.reach(&mut g, x, y);
    let k = fill(&g, E2E_OFFER);
    r.act(&mut g, &k);
    assert_eq!(g.over, Some(GameOver::Ascended), "{}", since(&g, 0));
    assert!(said(&g, "You ascend to the status of Demigoddess..."));

    // The tape replays by itself.
    let tape = r.typed();
    if let Some(path) = std::env::var_os("OXHACK_WRITE_ASCENSION_KEYS") {
        std::fs::write(path, &tape).expect("write the key script");
    }
    let mut h = wizard_in(None, E2E_SEED);
    robot::replay(&mut h, &tape);
    assert_eq!(h.over, Some(GameOver::Ascended), "the recorded keys replay to the ascension");
}

#[test]
fn on_the_plane_of_air_the_clouds_drift_and_walking_is_hard() {
    let mut g = on_plane(32, LevelRole::Air);
    quiet(&mut g);
    assert!(!g.lev.endgame.bubbles.is_empty(), "the level keeps its clouds");
    let before = g.lev.endgame.bubbles.clone();
    g.u.uprops[oxhack_defs::Prop::Flying as usize] = Default::default();
    g.u.uprops[oxhack_defs::Prop::Levitation as usize] = Default::default();
    let mut lost = 0;
    for _ in 0..40 {
        g.history.clear();
        act(&mut g, "l");
        quiet(&mut g);
        let h = g.history.join("\n");
        if ["You tumble in place.", "You can't control your movements very well.", "It's hard to walk in thin air."]
            .iter()
            .any(|m| h.contains(m))
        {
            lost += 1;
        }
    }
    // Three steps in four are lost.
    assert!((20..=38).contains(&lost), "lost {lost} of 40 steps");
    assert_ne!(before, g.lev.endgame.bubbles, "the clouds drift (one time in six)");
}

#[test]
fn swimming_in_the_plane_of_water_meets_turbulence() {
    let mut g = on_plane(33, LevelRole::Water);
    quiet(&mut g);
    g.u.uprops[oxhack_defs::Prop::MagicalBreathing as usize].intrinsic = 1;
    let far = Level::positions()
        .find(|&(x, y)| (x - 6..=x + 6).all(|i| (y - 2..=y + 2).all(|j| g.lev.typ(i, j) == WATER)) && x > 10)
        .expect("open water");
    g.u_on_newpos(far.0, far.1);
    let mut turned = 0;
    for _ in 0..30 {
        g.history.clear();
        act(&mut g, "l");
        quiet(&mut g);
        if said(&g, "Water turbulence affects your movements.") {
            turned += 1;
        }
        assert!(g.over.is_none(), "a water breather does not drown");
        if g.lev.typ(g.u.ux, g.u.uy) != WATER {
            break;
        }
    }
    assert!(turned > 0, "no turbulence in the water");
}

#[test]
fn a_carried_rider_corpse_squirms_out_of_the_pack() {
    let mut g = wizard_in(None, 34);
    quiet(&mut g);
    let mut corpse = Obj::new(ids::CORPSE, 1);
    corpse.corpsenm = Some(ids::PM_FAMINE);
    corpse.age = g.moves;
    g.addinv(corpse);
    let start = g.moves;
    while g.moves < start + 520 && !g.lev.monsters.iter().any(|m| m.mnum == ids::PM_FAMINE) {
        act(&mut g, "s");
        g.u.uhp = g.u.uhpmax;
    }
    assert!(g.lev.monsters.iter().any(|m| m.mnum == ids::PM_FAMINE), "Famine rose");
    assert!(said(&g, "You feel squirming in your backpack!"));
    assert!(!g.u.invent.iter().any(|o| o.otyp == ids::CORPSE));
}
