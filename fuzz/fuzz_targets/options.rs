//! Any text as `~/.oxhackrc` or `$OXHACKOPTIONS`: options set or problems
//! reported with their line, never a panic.
#![no_main]
use libfuzzer_sys::fuzz_target;
use oxhack_game::ui::options::Options;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let mut o = Options::default();
    let problems = o.parse_file(&text, "fuzz.rc");
    assert!(problems.len() <= text.lines().count() * 8 + 1);
    for opt in text.split(',') {
        let _ = o.apply(opt);
    }
});
