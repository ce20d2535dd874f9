//! Every `.des` file of NetHack 3.6.7 parses without a syntax error.

use oxhack_diag::{Diags, Sources};

#[test]
fn corpus_parses() {
    let Some(dir) = oxhack_testkit::corpus() else {
        return;
    };
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "des"))
        .collect();
    files.sort();
    let mut levels = 0;
    let mut sources = Sources::new();
    let mut diags = Diags::new();
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        let id = sources.add(f.display().to_string(), text.clone());
        let file = lev_comp::parse::parse(id, &text, &mut diags);
        levels += file.levels.len();
    }
    assert!(diags.list.is_empty(), "{}", sources.render_plain(&diags.list));
    assert_eq!((files.len(), levels), (24, 120));
}
