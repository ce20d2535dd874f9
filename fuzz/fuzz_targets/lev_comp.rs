//! Any text through lev_comp's lexer, parser, checker and code generator:
//! no panic, no hang, and whatever compiles encodes and decodes again.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let mut sources = oxhack_diag::Sources::new();
    let id = sources.add("fuzz.des", text.to_string());
    let mut diags = oxhack_diag::Diags::new();
    if let Some(levels) = lev_comp::compile(id, &text, &Default::default(), &mut diags) {
        for l in levels {
            let bytes = l.program.encode();
            assert_eq!(oxhack_vm::Program::decode(&bytes).as_ref(), Ok(&l.program));
        }
    }
    // Rendering must not panic either.
    let _ = sources.render_plain(&diags.list);
});
