//! Conformance: every golden `.lev` of NetHack 3.6.7 loads into a
//! [`Program`] and encodes back to the same bytes.

use oxhack_vm::{Op, Program};

#[test]
fn all_golden_levels_round_trip() {
    let Some(golden) = oxhack_testkit::golden() else { return };
    let mut files: Vec<_> =
        std::fs::read_dir(golden.join("lev")).expect("lev folder").flatten().map(|e| e.path()).collect();
    files.sort();
    let (mut ops, mut pushes) = (0, 0);
    for f in &files {
        let bytes = std::fs::read(f).expect("readable");
        let p = Program::decode(&bytes).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        assert_eq!(p.encode(), bytes, "{} re-encodes differently", f.display());
        ops += p.ops.len();
        pushes += p.ops.iter().filter(|o| matches!(o, Op::Push(_))).count();
    }
    // The totals ../shared/docs gives for the golden set.
    assert_eq!((files.len(), ops, pushes), (120, 37_206, 28_949));
    println!("golden .lev: {} files, {ops} opcodes, all byte-identical after a round trip", files.len());
}
