//! Conformance: NetHack 3.6.7's dungeon description compiles to the C
//! tool's `dungeon` file byte for byte, and that file decodes back.

use oxhack_diag::{Diags, Sources};

#[test]
fn golden_pdf_compiles_to_the_golden_dungeon() {
    let Some(golden) = oxhack_testkit::golden() else { return };
    let text = std::fs::read_to_string(golden.join("dungeon.pdf")).unwrap();
    let want = std::fs::read(golden.join("dungeon")).unwrap();
    let mut sources = Sources::new();
    let id = sources.add("dungeon.pdf", text.clone());
    let mut diags = Diags::new();
    let file =
        dgn_comp::compile(id, &text, &mut diags).unwrap_or_else(|| panic!("{}", sources.render_plain(&diags.list)));
    assert!(diags.list.is_empty(), "{}", sources.render_plain(&diags.list));
    let got = file.encode();
    let at = got.iter().zip(&want).position(|(a, b)| a != b);
    assert_eq!((got.len(), at), (want.len(), None), "first difference");
    assert_eq!(dgn_comp::DungeonFile::decode(&want).unwrap(), file);
    println!("dgn_comp conformance: dungeon ({} bytes) byte-identical", got.len());
    let counts =
        (file.dungeons.len(), file.level_count(), file.dungeons.iter().map(|d| d.branches.len()).sum::<usize>());
    assert_eq!(counts, (8, 35, 7));
}

#[test]
fn corpus_dungeon_def_compiles_the_same() {
    // dungeon.def directly (comments are skipped by the lexer) gives the
    // same result as makedefs -e's dungeon.pdf.
    let (Some(golden), Some(corpus)) = (oxhack_testkit::golden(), oxhack_testkit::corpus()) else { return };
    let text = std::fs::read_to_string(corpus.join("dungeon.def")).unwrap();
    let mut sources = Sources::new();
    let id = sources.add("dungeon.def", text.clone());
    let mut diags = Diags::new();
    let file = dgn_comp::compile(id, &text, &mut diags).expect("compiles");
    assert_eq!(file.encode(), std::fs::read(golden.join("dungeon")).unwrap());
}

#[test]
fn makedefs_e_then_dgn_comp_reproduces_the_c_pipeline() {
    // The build's own pipeline: makedefs -e turns dungeon.def into
    // dungeon.pdf, dgn_comp turns that into dungeon.
    let (Some(golden), Some(corpus)) = (oxhack_testkit::golden(), oxhack_testkit::corpus()) else { return };
    let mut sources = Sources::new();
    let outputs = makedefs::compat::build(makedefs::compat::Mode::Dungeon, &corpus, &mut sources).expect("makedefs -e");
    let (_, pdf) = outputs.iter().find(|(n, _)| n == "dungeon.pdf").expect("dungeon.pdf");
    let text = String::from_utf8(pdf.clone()).unwrap();
    let id = sources.add("dungeon.pdf", text.clone());
    let mut diags = Diags::new();
    let file = dgn_comp::compile(id, &text, &mut diags).expect("dgn_comp");
    assert_eq!(file.encode(), std::fs::read(golden.join("dungeon")).unwrap());
}
