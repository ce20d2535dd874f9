//! What NetHack 3.6's lev_comp declares but can never parse works here:
//! FUNCTION definitions and calls, binary minus, and gradient selections.
//! The listings are pinned by snapshots.

use oxhack_diag::{Diags, Sources};

fn listing(src: &str) -> String {
    let mut sources = Sources::new();
    let id = sources.add("ext.des", src);
    let mut diags = Diags::new();
    let levels = lev_comp::compile(id, src, &Default::default(), &mut diags)
        .unwrap_or_else(|| panic!("{}", sources.render_plain(&diags.list)));
    let l = &levels[0];
    oxhack_vm::disasm::listing(&l.program, &lev_comp::names::TableNames)
}

#[test]
fn functions_are_placed_once_and_called() {
    let out = listing(
        "MAZE:\"fn\",' '\nFUNCTION guard($where : str, $n : int) {\n  MESSAGE: $where\n  MONSTER: 'd', (1,1)\n}\n\
         guard(\"north\", 1)\nguard(\"south\", 2)\n",
    );
    // The body appears once, jumped over, and both calls reach it.
    assert_eq!(out.matches("RETURN").count(), 1, "{out}");
    assert_eq!(out.matches("CALL").count(), 2, "{out}");
    insta::assert_snapshot!(out);
}

#[test]
fn binary_minus_works_with_and_without_spaces() {
    let out = listing("MAZE:\"minus\",' '\n$a = 10\n$b = $a - 3\n$c = $a-3\n$d = 7 - (-2)\n");
    assert_eq!(out.matches("MATH_SUB").count(), 3, "{out}");
    insta::assert_snapshot!(out);
}

#[test]
fn gradient_selections_compile() {
    let out = listing(
        "MAZE:\"grad\",' '\nTERRAIN: gradient(radial, (1 - 5), (10,10)), '.'\n\
         TERRAIN: gradient(square, (0 -3, limited), (5,5), (20,10)), 'T'\n",
    );
    assert_eq!(out.matches("SEL_GRADIENT").count(), 2, "{out}");
    insta::assert_snapshot!(out);
}
