//! Compiles one `.des` and prints each level's listing (development aid).
fn main() {
    let path = std::env::args().nth(1).expect("FILE.des");
    let text = std::fs::read_to_string(&path).expect("readable");
    let mut sources = oxhack_diag::Sources::new();
    let id = sources.add(path.clone(), text.clone());
    let mut diags = oxhack_diag::Diags::new();
    match lev_comp::compile(id, &text, &Default::default(), &mut diags) {
        Some(levels) => {
            for l in levels {
                println!("== {}", l.name);
                print!("{}", oxhack_vm::disasm::listing(&l.program, &oxhack_vm::disasm::NoNames));
            }
        }
        None => eprint!("{}", sources.render_plain(&diags.list)),
    }
}
