//! Any bytes through the `.lev` loader: an error or a program that
//! re-encodes to the same bytes; never a panic or a huge allocation.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(p) = oxhack_vm::Program::decode(data) {
        assert_eq!(p.encode(), data);
        let _ = oxhack_vm::disasm::listing(&p, &oxhack_vm::disasm::NoNames);
    }
});
