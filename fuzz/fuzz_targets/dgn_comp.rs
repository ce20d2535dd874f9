//! Any text through dgn_comp, and what compiles through placement and the
//! binary format; also any bytes through the dungeon-file decoder.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(f) = dgn_comp::DungeonFile::decode(data) {
        let _ = f.encode();
    }
    let text = String::from_utf8_lossy(data);
    let mut sources = oxhack_diag::Sources::new();
    let id = sources.add("fuzz.def", text.to_string());
    let mut diags = oxhack_diag::Diags::new();
    if let Some(file) = dgn_comp::compile(id, &text, &mut diags) {
        let bytes = file.encode();
        assert_eq!(dgn_comp::DungeonFile::decode(&bytes).as_ref(), Ok(&file));
        let mut n = 0u32;
        let mut rng = |m: i32| {
            n = n.wrapping_mul(1_103_515_245).wrapping_add(12345);
            (n % m.max(1) as u32) as i32
        };
        if let Ok(layout) = dgn_comp::placement::init_dungeons(&file, &mut rng, false) {
            assert_eq!(dgn_comp::placement::validate(&file, &layout), Ok(()));
            let _ = layout.overview();
        }
    }
    let _ = sources.render_plain(&diags.list);
});
