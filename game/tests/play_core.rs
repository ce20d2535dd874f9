//! The game core without a terminal: a new game's first level, stairs,
//! moving between levels, and save/restore of the whole state.

use oxhack_game::game::Game;
use oxhack_game::game::NewGame;

#[test]
fn first_level_has_the_hero_on_the_up_stairs() {
    for seed in 1..=20 {
        let g = Game::new(NewGame::quick(seed)).expect("game");
        let up = g.lev.sstairs.or(g.lev.upstair).unwrap_or_else(|| panic!("seed {seed}: no up stairs on level 1"));
        assert_eq!((g.u.ux, g.u.uy), (up.x, up.y), "seed {seed}");
        assert!(g.lev.dnstair.is_some(), "seed {seed}: no down stairs");
    }
}
