//! Any text through every makedefs text mode, and any bytes through every
//! database reader.
#![no_main]
use libfuzzer_sys::fuzz_target;
use makedefs::compat::{self, Config, Mode};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data).to_string();
    let (a, b) = text.split_at(text.len() / 2);
    let (a, b) = if text.is_char_boundary(text.len() / 2) { (a.to_string(), b.to_string()) } else { (text.clone(), text.clone()) };
    let mut sources = oxhack_diag::Sources::new();
    let ia = sources.add("a.txt", a);
    let ib = sources.add("b.txt", b);
    for mode in Mode::ALL {
        let mut diags = oxhack_diag::Diags::new();
        let inputs: Vec<(&str, oxhack_diag::FileId)> =
            mode.inputs().iter().enumerate().map(|(k, name)| (*name, if k == 0 { ia } else { ib })).collect();
        let _ = compat::compile(mode, &inputs, &Config::default(), &mut diags);
    }
    let _ = compat::rumors::pick(data, true, 7);
    if let Ok(o) = compat::oracles::Oracles::parse(data) {
        for i in 0..o.len().min(4) {
            let _ = o.oracle(data, i);
        }
    }
    let _ = compat::strings::entries(data, "grue");
    let _ = compat::quest_read::message(data, "Arc", 1);
    if let Ok(d) = compat::data::Data::parse(data) {
        let _ = d.lookup("newt");
    }
});
