//! Generates the `.des` parser from `src/grammar.lalrpop`.
fn main() {
    lalrpop::process_src().expect("lalrpop grammar");
}
