//! Conformance: every golden `.lev` of NetHack 3.6.7 verifies and runs to
//! its end for 20 seeds with the recording host, building something.

use oxhack_vm::{Interpreter, Opcode, Program, RecordingHost, verify};

fn golden_programs() -> Option<Vec<(String, Program)>> {
    let golden = oxhack_testkit::golden()?;
    let mut files: Vec<_> =
        std::fs::read_dir(golden.join("lev")).expect("lev folder").flatten().map(|e| e.path()).collect();
    files.sort();
    let progs = files
        .iter()
        .map(|f| {
            let bytes = std::fs::read(f).expect("readable");
            let name = f.file_stem().and_then(|s| s.to_str()).unwrap_or("?").to_string();
            let p = Program::decode(&bytes).unwrap_or_else(|e| panic!("{name}: {e}"));
            (name, p)
        })
        .collect();
    Some(progs)
}

#[test]
fn all_golden_levels_verify_and_run() {
    let Some(progs) = golden_programs() else { return };
    assert_eq!(progs.len(), 120);
    let interp = Interpreter::default();
    let mut total = 0u64;
    let mut seed_dependent = 0;
    let mut varying = Vec::new();
    for (name, p) in progs {
        let v = verify(p, &name).unwrap_or_else(|e| panic!("{e}"));
        let mut outcomes = std::collections::BTreeSet::new();
        for seed in 1..=20 {
            let mut host = RecordingHost::new(seed);
            let stats = interp.run(&v, &mut host).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
            total += stats.instructions;
            // The same seed builds the same thing.
            let mut again = RecordingHost::new(seed);
            interp.run(&v, &mut again).expect("second run");
            assert_eq!(
                (&again.ops, &again.values, &again.grid),
                (&host.ops, &host.values, &host.grid),
                "{name} seed {seed} differs on a rerun"
            );
            outcomes.insert((host.ops.clone(), host.values.clone(), host.grid.clone()));
            let builds = [Opcode::Map, Opcode::InitLevel, Opcode::Room, Opcode::LevelFlags]
                .iter()
                .map(|&o| host.count(o))
                .sum::<usize>();
            assert!(builds > 0, "{name} seed {seed}: no MAP, INITLEVEL, ROOM or LEVEL_FLAGS");
            assert!(host.ops.len() >= 3, "{name} seed {seed}: only {} level ops", host.ops.len());
            // Every opcode the host saw is a level op: control, stack and
            // selection opcodes stay in the machine.
            assert!(host.ops.iter().all(|o| !matches!(o, Opcode::Push | Opcode::Jmp | Opcode::SelAdd | Opcode::Cmp)));
        }
        if outcomes.len() > 1 {
            seed_dependent += 1;
            varying.push(name.clone());
        }
    }
    // Shuffled arrays, IF [50%], RN2, random filters and lines: most
    // levels change with the seed.
    for name in ["castle", "bigrm-1", "medusa-1", "minetn-1", "soko1-1", "tower1"] {
        assert!(varying.iter().any(|v| v == name), "{name} should vary with the seed: {varying:?}");
    }
    assert!(seed_dependent >= 30, "only {seed_dependent} levels depend on the seed");
    println!("golden .lev: 120 files x 20 seeds, {total} opcodes executed, {seed_dependent} levels vary with the seed");
}
