//! End to end: `.des` source through our lev_comp, the verifier and the
//! interpreter with the recording host. Covers what NetHack's own levels
//! never use (functions, FOR, SWITCH, every selection form).

use oxhack_diag::{Diags, Sources};
use oxhack_vm::{Interpreter, Opcode, RecordingHost, Verified, verify};

fn compile(name: &str, src: &str) -> Vec<Verified> {
    let mut sources = Sources::new();
    let id = sources.add(name, src);
    let mut diags = Diags::new();
    let levels = lev_comp::compile(id, src, &Default::default(), &mut diags)
        .unwrap_or_else(|| panic!("{}", sources.render_plain(&diags.list)));
    levels.into_iter().enumerate().map(|(k, l)| verify(l.program, &format!("{name}#{k}")).expect("verifies")).collect()
}

fn run(v: &Verified, seed: u64) -> RecordingHost {
    let mut host = RecordingHost::new(seed);
    Interpreter::default().run(v, &mut host).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
    host
}

fn messages(h: &RecordingHost) -> Vec<String> {
    h.messages.iter().map(|m| String::from_utf8_lossy(m).into_owned()).collect()
}

#[test]
fn everything_des_runs_for_many_seeds() {
    let src = include_str!("../../compilers/lev_comp/tests/des/everything.des");
    let levels = compile("everything.des", src);
    assert_eq!(levels.len(), 2);
    for seed in 1..=20 {
        let h = run(&levels[0], seed);
        let m = messages(&h);
        assert_eq!(m[0], "Welcome to everything.");
        // $n is 3: the IF chain says all of these, in order.
        let want = ["spot", "truthy", "less", "at least one", "three", "not four", "at most nine"];
        assert_eq!(&m[1..8], &want, "seed {seed}");
        // SWITCH [3] picks a case at random: 'a', 'b' or EXIT; only in the
        // last case does the script stop before the function calls.
        if m.len() > 8 {
            assert_eq!(&m[8..], &["three", "kobolds", "more kobolds"], "seed {seed}");
        }
        // Every TERRAIN of the program (none is inside a conditional) ran,
        // each after its selection was built.
        let terrains = levels[0].ops.iter().filter(|o| o.opcode() == Opcode::Terrain).count();
        assert_eq!(h.count(Opcode::Terrain), terrains, "seed {seed}");
        assert!(terrains >= 19);
        let rooms = run(&levels[1], seed);
        assert!(rooms.count(Opcode::Room) >= 2, "seed {seed}: {:?}", rooms.ops);
    }
}

#[test]
fn functions_receive_their_arguments() {
    let v = &compile(
        "fn.des",
        "MAZE:\"fn\",' '\nFUNCTION guard($where : str, $n : int) {\n  MESSAGE: $where\n  LOOP [$n] { MONSTER: 'd', (1,1) }\n}\n\
         guard(\"north\", 1)\nguard(\"south\", 2)\n",
    )[0];
    let h = run(v, 1);
    assert_eq!(messages(&h), ["north", "south"]);
    assert_eq!(h.count(Opcode::Monster), 3);
}

#[test]
fn loops_and_chances_follow_the_seed() {
    let v = &compile(
        "loop.des",
        "MAZE:\"loop\",' '\nLOOP [3] { MESSAGE:\"x\" }\nFOR $i = 1 TO 4 { MONSTER:'r',random }\n\
         IF [50%] { MESSAGE:\"heads\" } ELSE { MESSAGE:\"tails\" }\n",
    )[0];
    let mut seen = std::collections::BTreeSet::new();
    for seed in 1..=20 {
        let h = run(v, seed);
        let m = messages(&h);
        assert_eq!(&m[..3], ["x", "x", "x"]);
        assert_eq!(m.len(), 4);
        seen.insert(m[3].clone());
        assert_eq!(h.count(Opcode::Monster), 4);
        // The same seed gives the same run.
        assert_eq!(run(v, seed).ops, h.ops);
    }
    assert_eq!(seen.len(), 2, "both branches over 20 seeds: {seen:?}");
}

/// A small in-process fuzz: mutate compiled programs op by op (other
/// opcodes, other ints, dropped or duplicated ops) and push them through
/// the bytes, the verifier and a small budget. Nothing may panic.
#[test]
fn mutated_programs_never_panic() {
    use oxhack_vm::{Budget, Op, Operand, Program};
    let src = include_str!("../../compilers/lev_comp/tests/des/everything.des");
    let base: Vec<Program> = compile("everything.des", src).into_iter().map(|v| v.into_program()).collect();
    let budget = Budget { max_instructions: 5_000, max_stack: 500, max_call_depth: 10, max_selections: 50 };
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let mut next = move |n: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n as u64) as usize
    };
    let (mut verified, mut ran_ok) = (0, 0);
    for round in 0..1200 {
        let mut ops = base[round % base.len()].ops.clone();
        for _ in 0..1 + next(3) {
            let at = next(ops.len());
            match next(4) {
                0 => ops[at] = Op::plain(oxhack_vm::Opcode::ALL[next(76)]).unwrap_or(Op::Push(Operand::Int(0))),
                1 => ops[at] = Op::Push(Operand::Int(next(41) as i64 - 20)),
                2 => drop(ops.remove(at)),
                _ => ops.insert(at, ops[at].clone()),
            }
        }
        let bytes = Program::new(ops).encode();
        let p = Program::decode(&bytes).expect("our own encoding loads");
        let Ok(v) = verify(p, "mutant") else { continue };
        verified += 1;
        let mut host = RecordingHost::new(round as u64);
        match Interpreter::new(budget).run(&v, &mut host) {
            Ok(_) => ran_ok += 1,
            Err(e) => assert!(e.offset < v.ops.len(), "{e}"),
        }
    }
    // The verifier refuses many mutants, not all; some still run through.
    assert!(verified > 50 && verified < 1200, "{verified} verified");
    println!("{verified} of 1200 mutants verified, {ran_ok} ran to the end");
    assert!(ran_ok > 10, "{ran_ok} ran to the end");
}
