//! Any text as a wish, in and out of wizard mode: an object or a clear
//! failure, never a panic, and a bounded name.
#![no_main]
use libfuzzer_sys::fuzz_target;
use oxhack_game::objects::wish::{Sandbox, Wish, WishOpts};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let wizard = data.first().is_some_and(|b| b & 1 == 1);
    let mut g = Sandbox::new(data.len() as u64);
    if let Ok(Wish::Object(o)) = g.wish(&text, &WishOpts { wizard, ..WishOpts::default() }) {
        let r = g.report(&o);
        assert!(r.name.len() <= 512, "{}", r.name);
    }
});
