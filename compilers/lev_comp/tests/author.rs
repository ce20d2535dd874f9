//! lev_comp tried as a new level author would: six small levels and
//! fifteen deliberate mistakes (tests/des/author/). Each file's output is
//! pinned by an insta snapshot; the levels must compile cleanly and each
//! mistake must get the diagnostic (code) it is about.

use oxhack_diag::{Diags, Severity, Sources};
use std::path::PathBuf;

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/des/author")
}

/// Compiles one file as the command line does (no -w); returns whether
/// levels came out, the codes given, and the rendered diagnostics.
fn compile(name: &str) -> (bool, Vec<(Severity, String)>, String) {
    let text = std::fs::read_to_string(dir().join(name)).expect("author file");
    let mut sources = Sources::new();
    let id = sources.add(name, text.clone());
    let mut diags = Diags::new();
    let out = lev_comp::compile(id, &text, &lev_comp::CheckOptions::default(), &mut diags);
    let codes = diags.list.iter().map(|d| (d.severity, d.code.clone().unwrap_or_default())).collect();
    (out.is_some(), codes, sources.render_plain(&diags.list))
}

fn files(prefix: &str) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir())
        .expect("author dir")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.starts_with(prefix) && n.ends_with(".des"))
        .collect();
    v.sort();
    v
}

#[test]
fn six_levels_compile_without_errors_or_surprises() {
    let levels = files("level_");
    assert_eq!(levels.len(), 6);
    for f in &levels {
        let (ok, codes, shown) = compile(f);
        assert!(ok, "{f} does not compile:\n{shown}");
        // The garden's pond is told how 3.6 draws its `unfilled` circle.
        let expected: &[&str] = if f == "level_garden.des" { &["L0421"] } else { &[] };
        let got: Vec<&str> = codes.iter().map(|(_, c)| c.as_str()).collect();
        assert_eq!(got, expected, "{f}:\n{shown}");
        insta::assert_snapshot!(f.trim_end_matches(".des"), shown);
    }
}

#[test]
fn fifteen_mistakes_each_get_their_diagnostic() {
    let expect = [
        ("mistake_01_coord_outside_map.des", "L0307", false),
        ("mistake_02_region_outside_map.des", "L0308", false),
        ("mistake_03_potion_container.des", "L0419", false),
        ("mistake_04_monster_in_inventory.des", "L0420", false),
        ("mistake_05_keyword_function.des", "L0008", true),
        ("mistake_06_string_across_lines.des", "L0422", true),
        ("mistake_07_filled_circle.des", "L0421", false),
        ("mistake_08_split_level.des", "L0309", false),
        ("mistake_09_unterminated_string.des", "L0006", true),
        ("mistake_10_unclosed_if.des", "L0010", true),
        ("mistake_11_missing_argument.des", "L0009", true),
        ("mistake_12_variable_in_coordinate.des", "L0003", true),
        ("mistake_13_monster_plural.des", "L0105", true),
        ("mistake_14_comment_mid_line.des", "L0005", true),
        ("mistake_15_trap_game_name.des", "L0108", true),
    ];
    assert_eq!(files("mistake_").len(), expect.len());
    for (f, code, fatal) in expect {
        let (ok, codes, shown) = compile(f);
        assert_eq!(ok, !fatal, "{f}:\n{shown}");
        assert_eq!(codes.first().map(|(_, c)| c.as_str()), Some(code), "{f}:\n{shown}");
        // Few cascades: at most two diagnostics per mistake.
        assert!(codes.len() <= 2, "{f} gives {} diagnostics:\n{shown}", codes.len());
        assert!(codes.iter().all(|(_, c)| c.starts_with('L')), "{f}: a diagnostic without a code");
        insta::assert_snapshot!(f.trim_end_matches(".des"), shown);
    }
}

#[test]
fn every_prefix_of_every_author_file_compiles_without_panicking() {
    // A file being typed is every prefix of itself: the new recovery and
    // the checks must take all of them (the language server sees them).
    let mut compiled = 0;
    for f in files("") {
        let text = std::fs::read_to_string(dir().join(&f)).unwrap();
        for (cut, _) in text.char_indices().step_by(3) {
            let part = &text[..cut];
            let mut sources = Sources::new();
            let id = sources.add(f.as_str(), part);
            let mut diags = Diags::new();
            let _ = lev_comp::compile(id, part, &lev_comp::CheckOptions { verbose: true }, &mut diags);
            let _ = sources.render_plain(&diags.list);
            compiled += 1;
        }
    }
    assert!(compiled > 1000, "only {compiled} prefixes");
}
