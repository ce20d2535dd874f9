//! Any bytes through the `.lev` loader, the verifier and the interpreter
//! (recording host, small budget): errors are fine, panics, hangs and
//! huge allocations are not.
#![no_main]
use libfuzzer_sys::fuzz_target;
use oxhack_vm::{Budget, Interpreter, Program, RecordingHost, verify};

fuzz_target!(|data: &[u8]| {
    let Ok(p) = Program::decode(data) else { return };
    let Ok(v) = verify(p, "fuzz") else { return };
    let budget = Budget { max_instructions: 20_000, max_stack: 1_000, max_call_depth: 20, max_selections: 100 };
    let mut host = RecordingHost::new(data.len() as u64);
    if let Err(e) = Interpreter::new(budget).run(&v, &mut host) {
        // Errors name the level and a real opcode index.
        assert_eq!(e.level, "fuzz");
        assert!(e.offset < v.ops.len());
        let _ = e.to_string();
    }
});
