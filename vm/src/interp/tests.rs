//! Unit tests of the interpreter.
use super::*;
use crate::program::Program;
use crate::value::{Operand, coord, mapchar, region};
use crate::verify::verify;

fn i(n: i64) -> Op {
    Op::Push(Operand::Int(n))
}
fn s(t: &str) -> Op {
    Op::Push(Operand::Str(t.as_bytes().to_vec()))
}
fn var(t: &str) -> Op {
    Op::Push(Operand::Var(t.as_bytes().to_vec()))
}
fn c(x: i64, y: i64) -> Op {
    Op::Push(Operand::Coord(coord::pack(x, y)))
}

fn run_with(ops: Vec<Op>, budget: Budget, host: &mut RecordingHost) -> Result<RunStats, RunError> {
    let v = verify(Program::new(ops), "t").unwrap_or_else(|e| panic!("{e}"));
    Interpreter::new(budget).run(&v, host)
}

fn run(ops: Vec<Op>) -> (Result<RunStats, RunError>, RecordingHost) {
    let mut h = RecordingHost::new(1);
    let r = run_with(ops, Budget::default(), &mut h);
    (r, h)
}

/// Runs `ops`, then stores the top `n` values in variables `$r0` (the top)
/// to `$r{n-1}` and reads them back.
fn ints(ops: Vec<Op>, n: usize) -> Vec<i64> {
    // Store the results in variables and read them back from the machine.
    let mut all = ops;
    for k in 0..n {
        all.extend([i(0), s(&format!("$r{k}")), Op::VarInit]);
    }
    let v = verify(Program::new(all), "t").unwrap();
    let mut host = RecordingHost::new(1);
    let mut run = Run {
        m: machine::Machine::new(Budget::default()),
        ops: &v.ops,
        host: &mut host,
        room_stack: 0,
        exit: false,
        instructions: 0,
    };
    let mut at = 0;
    run.main_loop(&mut at).unwrap_or_else(|e| panic!("at {at}: {e:?}"));
    (0..n)
        .map(|k| match run.m.var(format!("$r{k}").as_bytes()).map(|v| v.data.clone()) {
            Some(VarData::Single(Value::Int(x))) => x,
            other => panic!("$r{k}: {other:?}"),
        })
        .collect()
}

#[test]
fn arithmetic_follows_sp_lev() {
    assert_eq!(ints(vec![i(7), i(2), Op::MathSub], 1), vec![5]);
    assert_eq!(ints(vec![i(7), i(3), Op::MathMul], 1), vec![21]);
    assert_eq!(ints(vec![i(7), i(2), Op::MathDiv, i(7), i(0), Op::MathDiv], 2), vec![0, 3]);
    assert_eq!(ints(vec![i(7), i(3), Op::MathMod, i(7), i(-3), Op::MathMod], 2), vec![0, 1]);
    assert_eq!(ints(vec![i(-7), Op::MathSign, i(5), Op::Inc, i(5), Op::Dec], 3), vec![4, 6, -1]);
    assert_eq!(ints(vec![i(i64::MAX), i(1), Op::MathAdd], 1), vec![i64::MIN], "wraps, no panic");
    assert_eq!(ints(vec![i(1), Op::Rn2, i(0), Op::Rn2], 2), vec![0, 0]);
    assert_eq!(ints(vec![i(3), Op::Copy, Op::MathAdd], 1), vec![6]);
}

#[test]
fn cmp_sets_flags_and_jumps_follow_them() {
    // CMP a b: LT when a < b.
    assert_eq!(ints(vec![i(1), i(2), Op::Cmp, i(3), i(3), Op::Cmp, i(5), i(2), Op::Cmp], 3), vec![2, 4, 1]);
    assert_eq!(ints(vec![s("ab"), s("ab"), Op::Cmp, s("ab"), s("b"), Op::Cmp], 2), vec![0, 4]);
    // if 1 < 2 then skip the push of 99.
    let prog = vec![i(10), i(1), i(2), Op::Cmp, i(3), Op::Jl, i(99), Op::Pop];
    assert_eq!(ints(prog, 1), vec![10]);
    let not_taken = vec![i(10), i(2), i(1), Op::Cmp, i(3), Op::Jl, i(99), Op::Pop];
    assert_eq!(ints(not_taken, 1), vec![10], "falls through to push and pop 99");
    for (op, flags, taken) in [(Op::Jle, 4, true), (Op::Jg, 1, false), (Op::Jge, 2, true), (Op::Jne, 4, false)] {
        let prog = vec![i(0), i(flags), i(2), op.clone(), Op::Inc, Op::Inc];
        assert_eq!(ints(prog, 1), vec![if taken { 1 } else { 2 }], "{op:?} on {flags}");
    }
}

#[test]
fn loops_run_the_right_number_of_times() {
    // n = 0; do { n++ } while (n < 5)
    let prog = vec![i(0), Op::Inc, Op::Copy, i(5), Op::Cmp, i(-5), Op::Jl];
    assert_eq!(ints(prog, 1), vec![5]);
}

#[test]
fn variables_arrays_and_shuffle() {
    let prog = vec![
        i(10),
        i(20),
        i(30),
        i(3),
        s("$a"),
        Op::VarInit,
        s("$a"),
        i(-1),
        s("$b"),
        Op::VarInit,
        i(4),
        var("$a"),
        i(2),
        var("$b"),
    ];
    // $a[4 % 3] = 20; $b copies $a; $b[2] = 30.
    assert_eq!(ints(prog, 2), vec![30, 20]);
    let (r, _) = run(vec![var("$a"), Op::Rn2]);
    assert_eq!(r.unwrap_err().kind, RunErrorKind::UndefinedVariable("$a".into()));
    let neg = vec![i(1), i(2), i(2), s("$a"), Op::VarInit, i(-1), var("$a"), Op::Rn2];
    assert_eq!(run(neg).0.unwrap_err().kind, RunErrorKind::BadIndex { index: -1, len: 2 });
    let retype = vec![i(1), i(0), s("$x"), Op::VarInit, s("no"), i(0), s("$x"), Op::VarInit];
    assert!(verify(Program::new(retype), "t").is_err(), "the verifier catches retyping statically");
    // Shuffling keeps the elements.
    let mut shuffle = vec![];
    for k in 0..6 {
        shuffle.push(i(k));
    }
    shuffle.extend([i(6), s("$a"), Op::VarInit, s("$a"), Op::ShuffleArray]);
    for k in 0..6 {
        shuffle.extend([i(k), var("$a")]);
    }
    let mut got = ints(shuffle, 6);
    got.sort();
    assert_eq!(got, vec![0, 1, 2, 3, 4, 5]);
}

#[test]
fn call_and_return_move_values_between_frames() {
    // 0: JMP over the function; function at 2..: its parameter, doubled,
    // returned; then CALL with argument 21.
    let prog = vec![
        i(9), // 0: the JMP at 1 lands on 10
        Op::Jmp,
        i(0), // 2: function start
        s("$p"),
        Op::VarInit,
        var("$p"),
        var("$p"),
        Op::MathAdd,
        // 8: return 1 value
        i(1),
        Op::Return,
        // 10: call
        i(21),
        i(1),
        i(2 - 13), // the CALL at 13 runs from index 2
        Op::Call,
    ];
    assert_eq!(ints(prog, 1), vec![42]);
    let (r, _) = run(vec![i(0), Op::Return]);
    assert_eq!(r.unwrap_err().kind, RunErrorKind::NoFrame);
}

#[test]
fn budgets_stop_hostile_programs() {
    let small = Budget { max_instructions: 10_000, ..Budget::default() };
    let mut h = RecordingHost::new(1);
    // An endless loop.
    let e = run_with(vec![Op::Null, i(-1), Op::Jmp], small, &mut h).unwrap_err();
    assert_eq!((e.kind, e.level.as_str()), (RunErrorKind::Budget(BudgetKind::Instructions), "t"));
    // Endless recursion: CALL itself.
    let e = run_with(vec![i(0), i(-2), Op::Call], small, &mut h).unwrap_err();
    assert_eq!(e.kind, RunErrorKind::Budget(BudgetKind::CallDepth));
    // Endless pushing.
    let e = run_with(vec![Op::Null, i(1), i(-2), Op::Jmp], Budget::default(), &mut h).unwrap_err();
    assert_eq!(e.kind, RunErrorKind::Budget(BudgetKind::Stack));
    // Endless selections.
    let r = Op::Push(Operand::Region(region::pack(1, 1, 5, 5)));
    let e = run_with(vec![Op::Null, r, Op::SelFillrect, i(-3), Op::Jmp], Budget::default(), &mut h).unwrap_err();
    assert_eq!(e.kind, RunErrorKind::Budget(BudgetKind::Selections));
    assert!(e.to_string().starts_with("t: opcode 2: budget exceeded"), "{e}");
    // A huge ellipse.
    let e = run_with(vec![c(10, 10), i(100_000), i(3), i(0), Op::SelEllipse], small, &mut h).unwrap_err();
    assert_eq!(e.kind, RunErrorKind::Selection(crate::sel::SelError::RadiusTooLarge(100_000)));
}

#[test]
fn selection_ops_reach_the_host() {
    let room = Op::Push(Operand::MapChar(mapchar::pack(24, -2)));
    let r = Op::Push(Operand::Region(region::pack(2, 2, 6, 4)));
    // TERRAIN (fillrect) then TERRAIN (rect grown north) and complement.
    let prog = vec![
        r.clone(),
        Op::SelFillrect,
        room.clone(),
        Op::Terrain,
        r,
        Op::SelRect,
        i(1),
        Op::SelGrow,
        room.clone(),
        Op::Terrain,
        c(3, 3),
        Op::SelFlood,
        room,
        Op::Terrain,
    ];
    let (res, h) = run(prog);
    res.unwrap();
    assert_eq!(h.count(Opcode::Terrain), 3);
    // 5x3 = 15; the outline (12) grown north adds the row above and the
    // 3 inner cells: 20; the flood covers the room cells: 15 + 5 = 20.
    assert_eq!(h.cells_touched, 15 + 20 + 20);
}

#[test]
fn failed_rooms_skip_their_contents() {
    let room = || (0..10).map(|_| i(0)).chain([Op::Room]).collect::<Vec<_>>();
    let mut prog = room();
    prog.extend([s("inside"), Op::Message]);
    prog.extend(room());
    prog.extend([Op::EndRoom, Op::EndRoom, s("outside"), Op::Message]);
    let mut h = RecordingHost::new(1);
    h.fail_rooms = true;
    run_with(prog.clone(), Budget::default(), &mut h).unwrap();
    assert_eq!(h.messages, vec![b"outside".to_vec()]);
    assert_eq!(h.count(Opcode::Room), 1, "the nested room is counted, not built");
    let (r, ok) = run(prog);
    r.unwrap();
    assert_eq!(ok.messages.len(), 2);
}

#[test]
fn exit_stops_and_random_ops_are_deterministic() {
    let (r, h) = run(vec![s("a"), Op::Message, Op::Exit, s("b"), Op::Message]);
    assert!(r.unwrap().exited);
    assert_eq!(h.messages.len(), 1);
    let prog = vec![
        Op::Push(Operand::Region(region::pack(1, 1, 30, 10))),
        Op::SelFillrect,
        i(50),
        i(0),
        Op::SelFilter,
        Op::Push(Operand::MapChar(mapchar::pack(24, -2))),
        Op::Terrain,
        i(3),
        i(6),
        Op::Dice,
        Op::Pop,
    ];
    let a = run(prog.clone()).1;
    let b = run(prog).1;
    assert_eq!(a.grid, b.grid);
    assert!(a.cells_touched > 50 && a.cells_touched < 250, "{}", a.cells_touched);
}
