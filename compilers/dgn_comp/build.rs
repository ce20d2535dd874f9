//! Generates the dungeon.def parser from `src/grammar.lalrpop`.
fn main() {
    lalrpop::process_src().expect("lalrpop grammar");
}
