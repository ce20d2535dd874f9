//! Benchmark: starting with NetHack's whole `dat/` as the data folder
//! (`oxhack --data`): cold (every source compiled: 24 `.des` files, the
//! dungeon description and the text databases) and warm (the compiled
//! world read back from the cache), then a first game in that world.
//! Targets: cold under 100 ms, warm under 20 ms. Needs `../shared`.
//! Run with `cargo bench -p oxhack-game --bench world`.

use oxhack_game::game::{Game, NewGame};
use oxhack_game::world::content::{Content, LoadOpts};
use oxhack_testkit::{report, time_runs};

fn main() {
    let Some(dat) = oxhack_testkit::corpus() else {
        eprintln!("world bench: ../shared is missing; nothing to measure");
        return;
    };
    let cache = tempfile::tempdir().expect("tempdir");
    let cold = time_runs(20, || {
        let got = Content::load(&dat, &LoadOpts::default()).expect("NetHack's world loads");
        assert!(!got.from_cache && got.compiled == 29);
    });
    println!("{}", report("NetHack's dat/, cold (compiling 29 sources)", &cold));
    let opts = LoadOpts { cache_dir: Some(cache.path().to_path_buf()), allow_fallback: false };
    Content::load(&dat, &opts).expect("fills the cache");
    let warm = time_runs(50, || {
        let got = Content::load(&dat, &opts).expect("loads");
        assert!(got.from_cache);
    });
    println!("{}", report("NetHack's dat/, warm (from the cache)", &warm));
    let content = Content::load(&dat, &opts).expect("loads").content;
    let first = time_runs(20, || {
        let g = Game::new(NewGame { content: content.clone(), ..NewGame::quick(7) }).expect("a game");
        assert_eq!(g.content.id, content.id);
    });
    println!("{}", report("a new game in NetHack's world (warm start to the first level)", &first));
}
