//! Unit tests of the verifier.
use super::*;
use crate::isa::Op;
use crate::value::spovar::{COORD, INT, REGION, SEL, STRING};
use crate::value::{Operand, coord, mapchar};

fn i(n: i64) -> Op {
    Op::Push(Operand::Int(n))
}
fn s(t: &str) -> Op {
    Op::Push(Operand::Str(t.as_bytes().to_vec()))
}
fn var(t: &str) -> Op {
    Op::Push(Operand::Var(t.as_bytes().to_vec()))
}
fn check(ops: Vec<Op>) -> Result<Verified, VerifyError> {
    verify(Program::new(ops), "test")
}
fn kind(ops: Vec<Op>) -> (usize, VerifyErrorKind) {
    let e = check(ops).expect_err("should be rejected");
    assert_eq!(e.level, "test");
    (e.offset, e.kind)
}

#[test]
fn accepts_well_formed_code() {
    let v = check(vec![
        i(0),
        Op::LevelFlags,
        s("hello"),
        Op::Message,
        i(4),
        Op::Rn2,
        i(2),
        Op::Cmp,
        i(3),
        Op::Je,
        s("two"),
        Op::Message,
    ])
    .unwrap();
    assert_eq!(v.level(), "test");
    assert_eq!(v.ops.len(), 12, "derefs to the program");
}

#[test]
fn rejects_jumps_outside_the_program() {
    assert_eq!(kind(vec![i(5), Op::Jmp]), (1, VerifyErrorKind::JumpOutOfRange { target: 6 }));
    // A jump to itself minus one is a loop: legal, the budget stops it.
    assert!(check(vec![i(0), Op::Jmp]).is_ok());
    assert_eq!(kind(vec![i(-2), Op::Jmp]).1, VerifyErrorKind::JumpOutOfRange { target: -1 });
    assert_eq!(kind(vec![i(0), i(-9), Op::Call]).1, VerifyErrorKind::JumpOutOfRange { target: -7 });
    // To the very end is fine: the script stops there.
    assert!(check(vec![i(1), Op::Jmp]).is_ok());
}

#[test]
fn rejects_underflow_and_wrong_types() {
    assert_eq!(kind(vec![Op::Message]), (0, VerifyErrorKind::StackUnderflow));
    assert_eq!(kind(vec![i(1), Op::Message]), (1, VerifyErrorKind::OperandType { expected: STRING, found: INT }));
    assert_eq!(
        kind(vec![s("x"), i(2), Op::Jmp]).1,
        VerifyErrorKind::JumpOutOfRange { target: 4 },
        "target checks come first"
    );
    assert_eq!(kind(vec![s("x"), Op::Jmp]).1, VerifyErrorKind::OperandType { expected: INT, found: STRING });
    let coord = Op::Push(Operand::Coord(coord::pack(1, 1)));
    assert_eq!(
        kind(vec![coord.clone(), i(1), Op::Cmp]).1,
        VerifyErrorKind::OperandType { expected: COORD, found: INT }
    );
    // TERRAIN wants (sel, mapchar): a region where the sel goes.
    let reg = Op::Push(Operand::Region(0));
    let mc = Op::Push(Operand::MapChar(mapchar::pack(24, -2)));
    assert_eq!(
        kind(vec![reg, mc.clone(), Op::Terrain]).1,
        VerifyErrorKind::OperandType { expected: SEL, found: REGION }
    );
    assert!(check(vec![coord, Op::SelPoint, mc, Op::Terrain]).is_ok());
}

#[test]
fn variable_effects_make_depth_unknown() {
    // Unreachable code is not judged.
    assert!(check(vec![i(2), Op::Jmp, Op::Pop]).is_ok());
    // Paths of different depths meet: only the common top is known.
    let uneven = vec![i(4), i(3), Op::Je, i(7), Op::Null, Op::Pop, Op::Pop];
    assert!(check(uneven).is_ok());
    // Paths of equal depths meet: the depth stays known.
    let even = vec![i(4), i(3), Op::Je, Op::Null, Op::Null, Op::Pop];
    assert_eq!(kind(even), (5, VerifyErrorKind::StackUnderflow));
    // A function body starts with exactly its arguments.
    let body = vec![i(5), Op::Jmp, Op::Pop, Op::Pop, i(0), Op::Return, i(9), i(1), i(-7), Op::Call];
    assert_eq!(kind(body), (3, VerifyErrorKind::StackUnderflow));
    let fine = vec![i(4), Op::Jmp, Op::Pop, i(0), Op::Return, i(9), i(1), i(-6), Op::Call];
    assert!(check(fine).is_ok());
    // A computed jump: anything may follow, nothing is claimed.
    assert!(check(vec![i(1), Op::Rn2, Op::Jmp, Op::Pop]).is_ok());
    // An unknown variable may pop an index.
    assert!(check(vec![var("$x"), Op::Pop, Op::Pop]).is_ok());
    // But straight-line code from the start is checked.
    assert_eq!(kind(vec![i(1), Op::Pop, Op::Pop]), (2, VerifyErrorKind::StackUnderflow));
}

#[test]
fn tracks_variable_types() {
    let ok = vec![i(3), i(0), s("$n"), Op::VarInit, var("$n"), Op::Rn2, Op::Pop];
    assert!(check(ok).is_ok());
    let coord = Op::Push(Operand::Coord(0));
    let clash = vec![i(3), i(0), s("$n"), Op::VarInit, coord.clone(), i(0), s("$n"), Op::VarInit];
    assert_eq!(kind(clash), (7, VerifyErrorKind::VariableType { name: "$n".into(), declared: INT, used: COORD }));
    let misuse = vec![coord, i(0), s("$c"), Op::VarInit, var("$c"), Op::Rn2];
    assert_eq!(kind(misuse).1, VerifyErrorKind::OperandType { expected: INT, found: COORD });
    // Arrays pop their index.
    let arr = vec![i(1), i(2), i(2), s("$a"), Op::VarInit, i(0), var("$a"), Op::Rn2, Op::Pop];
    assert!(check(arr).is_ok());
    let arr_no_index = vec![i(1), i(2), i(2), s("$a"), Op::VarInit, var("$a"), Op::Rn2];
    assert_eq!(kind(arr_no_index), (5, VerifyErrorKind::StackUnderflow));
}

#[test]
fn checks_operand_shapes() {
    assert_eq!(kind(vec![var("bad\nname")]).1, VerifyErrorKind::BadVariableName("bad\nname".into()));
    assert!(check(vec![var("$i end")]).is_ok(), "lev_comp's FOR end variable");
    let long = "$".repeat(MAX_VAR_NAME + 1);
    assert_eq!(kind(vec![var(&long)]).1, VerifyErrorKind::BadVariableName(long.clone()));
    assert_eq!(kind(vec![var("")]).1, VerifyErrorKind::BadVariableName(String::new()));
    let long = Op::Push(Operand::Str(vec![b'a'; MAX_STRING + 1]));
    assert_eq!(kind(vec![long]).1, VerifyErrorKind::StringTooLong { len: MAX_STRING + 1, max: MAX_STRING });
    let sel = Op::Push(Operand::Sel(vec![1; 10]));
    assert_eq!(kind(vec![sel]).1, VerifyErrorKind::BadSelection { len: 10 });
    let map = |body: Vec<u8>, h, w| {
        vec![Op::Push(Operand::Coord(0)), i(0), i(0), Op::Push(Operand::Str(body)), i(h), i(w), Op::Map]
    };
    assert!(check(map(vec![25; 6], 2, 3)).is_ok());
    assert!(check(map(vec![], 0, 0)).is_ok(), "NOMAP");
    assert_eq!(kind(map(vec![25; 5], 2, 3)).1, VerifyErrorKind::MapBodySize { len: 5, width: 3, height: 2 });
    let huge = map(vec![25; MAX_MAP_BODY + 1], 1, MAX_MAP_BODY as i64 + 1);
    assert_eq!(kind(huge).1, VerifyErrorKind::StringTooLong { len: MAX_MAP_BODY + 1, max: MAX_MAP_BODY });
}

#[test]
fn follows_monster_tag_lists_and_filters() {
    let monst = Op::Push(Operand::Monst(-1));
    let at = Op::Push(Operand::Coord(coord::RANDOM));
    // monst, coord, end 16, (asleep 1, tag 2), has_inventory 0
    let ok = vec![monst.clone(), at.clone(), i(16), i(1), i(2), i(0), Op::Monster];
    assert!(check(ok).is_ok());
    let short = vec![at, i(16), i(1), i(2), i(0), Op::Monster];
    assert_eq!(kind(short).1, VerifyErrorKind::StackUnderflow);
    assert_eq!(kind(vec![i(7), Op::SelFilter]).1, VerifyErrorKind::BadFilter(7));
}

#[test]
fn huge_counts_are_cheap_to_check() {
    // A computed jump leaves every stack unknown; counts of 2^40 values
    // must not be walked one by one (nor allocated).
    let prog = vec![i(1), Op::Rn2, Op::Jmp, i(1 << 40), s("$a"), Op::VarInit, i(1 << 40), i(-6), Op::Call];
    assert!(check(prog).is_ok());
    assert_eq!(kind(vec![i(1), i(1 << 40), s("$a"), Op::VarInit]).1, VerifyErrorKind::StackUnderflow);
}

#[test]
fn errors_name_level_and_offset() {
    let e = check(vec![i(0), Op::Message]).unwrap_err();
    let text = e.to_string();
    assert!(text.starts_with("test: opcode 1: "), "{text}");
    assert!(text.contains("str"), "{text}");
}

#[test]
fn never_panics_on_odd_programs() {
    // Every opcode alone and after a few pushes: errors, never panics.
    for &op in crate::isa::Opcode::ALL {
        let Some(plain) = Op::plain(op) else { continue };
        for pre in 0..4 {
            let mut ops: Vec<Op> = (0..pre).map(|k| i(k as i64 - 1)).collect();
            ops.push(plain.clone());
            let _ = check(ops);
        }
    }
}
