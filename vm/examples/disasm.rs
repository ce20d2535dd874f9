//! Prints the listing of a `.lev` file: `cargo run -p oxhack-vm --example disasm FILE.lev`.
fn main() {
    for path in std::env::args().skip(1) {
        match std::fs::read(&path)
            .map_err(|e| e.to_string())
            .and_then(|b| oxhack_vm::Program::decode(&b).map_err(|e| e.to_string()))
        {
            Ok(p) => print!("{}", oxhack_vm::disasm::listing(&p, &oxhack_vm::disasm::NoNames)),
            Err(e) => eprintln!("{path}: {e}"),
        }
    }
}
