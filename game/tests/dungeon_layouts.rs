//! Property test: for 10,000 seeds, NetHack 3.6.7's dungeon description
//! and OxHack's own place without error and satisfy every constraint of
//! their descriptions (dgn_comp's `validate`); the same seed always gives
//! the same layout; optional levels appear about as often as they should.

use dgn_comp::DungeonFile;
use dgn_comp::placement::{init_dungeons, validate};
use oxhack_game::rng::Rng;

const SEEDS: u64 = 10_000;

fn check_all(name: &str, file: &DungeonFile, optional: &str, chance: f64) {
    let mut present = 0;
    for seed in 1..=SEEDS {
        let layout =
            init_dungeons(file, &mut Rng::new(seed), false).unwrap_or_else(|e| panic!("{name}, seed {seed}: {e}"));
        if let Err(e) = validate(file, &layout) {
            panic!("{name}, seed {seed}: {e}\n{}", layout.overview());
        }
        if layout.find_level(optional).is_some() {
            present += 1;
        }
        if seed % 1000 == 0 {
            let again = init_dungeons(file, &mut Rng::new(seed), false).unwrap();
            assert_eq!(layout, again, "{name}: seed {seed} is not deterministic");
        }
    }
    let rate = present as f64 / SEEDS as f64;
    assert!((rate - chance).abs() < 0.03, "{name}: {optional} in {rate:.3} of games, expected {chance}");
    println!("{name}: {SEEDS} seeds placed and valid; {optional} in {:.1}% of games", rate * 100.0);
}

#[test]
fn nethack_dungeon_over_10000_seeds() {
    let Some(golden) = oxhack_testkit::golden() else { return };
    let file = DungeonFile::decode(&std::fs::read(golden.join("dungeon")).unwrap()).unwrap();
    check_all("NetHack 3.6.7", &file, "bigrm", 0.40);
}

#[test]
fn oxhack_dungeon_over_10000_seeds() {
    check_all("OxHack", oxhack_tables::dungeon(), "hall", 0.40);
}

#[test]
fn wizard_mode_has_every_level() {
    let file = oxhack_tables::dungeon();
    let layout = init_dungeons(file, &mut Rng::new(7), true).unwrap();
    assert_eq!(layout.levels.len(), file.level_count());
    validate(file, &layout).unwrap();
}

/// `oxhack dungeon --seed N` starts as a new game of seed N does
/// (`init_objects`, then `init_dungeons`), so its overview is that game's
/// layout, level for level.
#[test]
fn the_overview_is_the_layout_of_a_new_game() {
    use oxhack_game::game::{Game, NewGame, dungeon_overview};
    let content = oxhack_game::world::content::Content::embedded();
    let file = &content;
    for seed in 1..=100 {
        for wizard in [false, true] {
            let text = dungeon_overview(file, seed, wizard).expect("overview");
            let g = Game::new(NewGame { wizard, ..NewGame::quick(seed) }).expect("game");
            for l in &g.layout.levels {
                let line = format!("\n  {}: {}", l.proto, g.layout.depth(l.dlevel));
                assert!(text.contains(&line), "seed {seed}: {line:?} not in\n{text}");
            }
            for d in &g.layout.dungeons {
                assert!(text.contains(&format!("\n{}: ", d.name)), "seed {seed}: {}", d.name);
            }
            assert_eq!(text, oxhack_game::world::dungeon::overview(&g.layout, seed, file), "seed {seed}");
        }
    }
    // The report's game (`-D`, seed 7) had the Oracle on 9, the big hall
    // on 11 and the Mines on 3 to 10.
    let text = dungeon_overview(file, 7, true).expect("overview");
    for line in ["\n  seer: 9\n", "\n  hall: 11\n", "\nThe Gnomish Mines: levels 3 to 10\n"] {
        assert!(text.contains(line), "{line:?} not in\n{text}");
    }
}
