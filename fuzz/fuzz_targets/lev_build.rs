//! Any bytes through the `.lev` loader, the verifier and the game's real
//! level builder (sp_lev) with a small budget: a level or an error, never
//! a panic, a hang or a huge allocation.
#![no_main]
use libfuzzer_sys::fuzz_target;
use oxhack_game::world::level::{DLevel, Level};
use oxhack_game::objects::mkobj::{LevelCtx, MkCtx, ObjGen};
use oxhack_game::rng::Rng;
use oxhack_game::levelgen::sp_lev::SpLev;
use oxhack_vm::{Budget, Program, verify};

fuzz_target!(|data: &[u8]| {
    let Ok(p) = Program::decode(data) else { return };
    let Ok(v) = verify(p, "fuzz") else { return };
    let t = oxhack_tables::tables();
    let mut rng = Rng::new(data.len() as u64);
    let os = oxhack_game::objects::o_init::init_objects(t, &mut rng);
    let mut og = ObjGen::new(t);
    let hero = oxhack_game::world::hero::Hero::default();
    let uz = DLevel { dnum: 0, dlevel: 10 };
    let lvl = LevelCtx { difficulty: 10, depth: 10, uz, dunlevs: 30, special: true, ..Default::default() };
    let mut c = MkCtx { t, os: &os, og: &mut og, rng: &mut rng, hero: &hero, lvl, texts: oxhack_game::world::content::Content::embedded_texts() };
    let budget = Budget { max_instructions: 50_000, max_stack: 1_000, max_call_depth: 20, max_selections: 100 };
    let _ = SpLev::new(Level::new(uz), &mut c).run(&v, budget);
});
