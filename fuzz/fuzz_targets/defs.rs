//! Any text through the definition-language parser and checker.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data).to_string();
    let mut sources = oxhack_diag::Sources::new();
    let mut diags = oxhack_diag::Diags::new();
    let _ = oxhack_defs::compile_texts(&[("fuzz.def".into(), text)], &mut sources, &mut diags);
    let _ = sources.render_plain(&diags.list);
});
