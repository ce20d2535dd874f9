//! Hostile and malformed `.lev` bytes: each is refused by the verifier or
//! stopped by the right budget, with an error naming the level and opcode.

use oxhack_vm::value::{coord, region};
use oxhack_vm::{
    Budget, BudgetKind, Interpreter, Op, Operand, Program, RecordingHost, RunErrorKind, VerifyErrorKind, verify,
};

fn i(n: i64) -> Op {
    Op::Push(Operand::Int(n))
}

/// Through the bytes, as a game would load a file.
fn load(ops: Vec<Op>) -> Program {
    Program::decode(&Program::new(ops).encode()).expect("loads")
}

fn run_err(ops: Vec<Op>, budget: Budget) -> (usize, RunErrorKind) {
    let v = verify(load(ops), "hostile").unwrap_or_else(|e| panic!("{e}"));
    let mut host = RecordingHost::new(7);
    let e = Interpreter::new(budget).run(&v, &mut host).expect_err("must be stopped");
    assert_eq!(e.level, "hostile");
    assert!(e.to_string().starts_with(&format!("hostile: opcode {}: ", e.offset)), "{e}");
    (e.offset, e.kind)
}

fn verify_err(ops: Vec<Op>) -> (usize, VerifyErrorKind) {
    let e = verify(load(ops), "bad").expect_err("must be refused");
    assert_eq!(e.level, "bad");
    assert!(e.to_string().starts_with("bad: opcode "), "{e}");
    (e.offset, e.kind)
}

#[test]
fn endless_loop_hits_the_instruction_budget() {
    let (at, kind) = run_err(vec![Op::Null, i(-1), Op::Jmp], Budget::default());
    assert_eq!(kind, RunErrorKind::Budget(BudgetKind::Instructions));
    assert!(at <= 2);
}

#[test]
fn a_million_dice_count_as_instructions() {
    let (at, kind) = run_err(vec![i(2_000_000), i(6), Op::Dice], Budget::default());
    assert_eq!((at, kind), (2, RunErrorKind::Budget(BudgetKind::Instructions)));
    // Counts beyond a C int wrap as NetHack's would, and stay >= 1.
    let v = verify(load(vec![i((1 << 32) + 3), i(6), Op::Dice, Op::Pop]), "dice").unwrap();
    let stats = Interpreter::default().run(&v, &mut RecordingHost::new(1)).unwrap();
    assert_eq!(stats.instructions, 4 + 3);
}

#[test]
fn endless_recursion_hits_the_call_depth_budget() {
    let (at, kind) = run_err(vec![i(0), i(-2), Op::Call], Budget::default());
    assert_eq!((at, kind), (2, RunErrorKind::Budget(BudgetKind::CallDepth)));
    // FRAME_PUSH in a loop nests frames too.
    let (_, kind) = run_err(vec![Op::Null, Op::FramePush, i(-2), Op::Jmp], Budget::default());
    assert_eq!(kind, RunErrorKind::Budget(BudgetKind::CallDepth));
}

#[test]
fn stack_growth_hits_the_stack_budget() {
    let (_, kind) = run_err(vec![Op::Null, i(1), i(-2), Op::Jmp], Budget::default());
    assert_eq!(kind, RunErrorKind::Budget(BudgetKind::Stack));
    // Values left in every frame of a recursion count too: each call
    // keeps two values and passes one on.
    let deep = Budget { max_call_depth: 10_000, ..Budget::default() };
    let (_, kind) = run_err(vec![i(9), i(9), i(1), i(-4), Op::Call], deep);
    assert_eq!(kind, RunErrorKind::Budget(BudgetKind::Stack));
}

#[test]
fn selection_hoarding_hits_the_selection_budget() {
    let r = Op::Push(Operand::Region(region::pack(1, 1, 70, 20)));
    let (at, kind) = run_err(vec![Op::Null, r, Op::SelFillrect, i(-3), Op::Jmp], Budget::default());
    assert_eq!((at, kind), (2, RunErrorKind::Budget(BudgetKind::Selections)));
    // Keeping them in variables counts as well.
    let r = Op::Push(Operand::Region(region::pack(1, 1, 70, 20)));
    let keep = vec![
        Op::Null,
        r,
        Op::SelFillrect,
        i(0),
        Op::Push(Operand::Str(b"$s".to_vec())),
        Op::VarInit,
        Op::FramePush,
        i(-7),
        Op::Jmp,
    ];
    let b = Budget { max_selections: 50, ..Budget::default() };
    let (_, kind) = run_err(keep, b);
    assert_eq!(kind, RunErrorKind::Budget(BudgetKind::Selections));
}

#[test]
fn huge_selection_shapes_are_refused() {
    let at = Op::Push(Operand::Coord(coord::pack(40, 10)));
    let (_, kind) = run_err(vec![at, i(5000), i(3), i(0), Op::SelEllipse], Budget::default());
    assert!(matches!(kind, RunErrorKind::Selection(_)), "{kind:?}");
}

#[test]
fn malformed_programs_fail_verification() {
    assert_eq!(verify_err(vec![i(100), Op::Jmp]), (1, VerifyErrorKind::JumpOutOfRange { target: 101 }));
    assert_eq!(verify_err(vec![i(0), i(-50), Op::Call]).1, VerifyErrorKind::JumpOutOfRange { target: -48 });
    let str_offset = Op::Push(Operand::Str(b"3".to_vec()));
    assert_eq!(verify_err(vec![str_offset, Op::Jmp]).1, VerifyErrorKind::OperandType { expected: 1, found: 2 });
    // A MONSTER given an object where the monster goes.
    let obj = Op::Push(Operand::Obj(-1));
    let at = Op::Push(Operand::Coord(coord::RANDOM));
    let (off, kind) = verify_err(vec![obj, at, i(16), i(0), Op::Monster]);
    assert_eq!((off, kind), (4, VerifyErrorKind::OperandType { expected: 7, found: 8 }));
    assert_eq!(verify_err(vec![Op::Pop]), (0, VerifyErrorKind::StackUnderflow));
    let sel = Op::Push(Operand::Sel(vec![2; 17]));
    assert_eq!(verify_err(vec![sel]).1, VerifyErrorKind::BadSelection { len: 17 });
}

#[test]
fn truncated_and_garbage_bytes_never_panic() {
    let good = Program::new(vec![i(3), Op::Rn2, Op::Pop, Op::Push(Operand::Str(b"hi".to_vec())), Op::Message]).encode();
    let mut ran = 0;
    for cut in 0..=good.len() {
        for flip in [None, Some(0x01u8), Some(0x80)] {
            let mut b = good[..cut].to_vec();
            if let (Some(f), Some(last)) = (flip, b.last_mut()) {
                *last ^= f;
            }
            let Ok(p) = Program::decode(&b) else { continue };
            let Ok(v) = verify(p, "cut") else { continue };
            let _ = Interpreter::default().run(&v, &mut RecordingHost::new(1));
            ran += 1;
        }
    }
    assert!(ran >= 1, "the whole program loads and runs");
}
