//! Conformance: compiling NetHack 3.6.7's 24 `.des` files gives the 120
//! `.lev` files of the C lev_comp, byte for byte.

use oxhack_diag::{Diags, Sources};
use std::collections::BTreeMap;

/// Compiles the whole corpus; returns level name -> bytes.
fn compile_corpus() -> Option<BTreeMap<String, Vec<u8>>> {
    let dir = oxhack_testkit::corpus()?;
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "des"))
        .collect();
    files.sort();
    assert_eq!(files.len(), 24, ".des files in the corpus");
    let mut out = BTreeMap::new();
    let mut sources = Sources::new();
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        let id = sources.add(f.display().to_string(), text.clone());
        let mut diags = Diags::new();
        let levels = lev_comp::compile(id, &text, &lev_comp::CheckOptions::default(), &mut diags);
        let levels = levels.unwrap_or_else(|| panic!("{}", sources.render_plain(&diags.list)));
        for l in levels {
            out.insert(l.name, l.program.encode());
        }
    }
    Some(out)
}

#[test]
fn corpus_is_byte_identical_to_the_c_tool() {
    let Some(ours) = compile_corpus() else { return };
    let golden = oxhack_testkit::golden().unwrap().join("lev");
    let mut expected: Vec<_> = std::fs::read_dir(&golden).unwrap().flatten().map(|e| e.path()).collect();
    expected.sort();
    let mut mismatches = Vec::new();
    for path in &expected {
        let name = path.file_stem().unwrap().to_string_lossy().to_string();
        let want = std::fs::read(path).unwrap();
        match ours.get(&name) {
            None => mismatches.push(format!("{name}: not produced")),
            Some(got) if *got != want => {
                let at = got.iter().zip(&want).position(|(a, b)| a != b).unwrap_or(got.len().min(want.len()));
                mismatches.push(format!(
                    "{name}: differs at byte {at} (ours {} bytes, C {} bytes)",
                    got.len(),
                    want.len()
                ));
            }
            Some(_) => {}
        }
    }
    let same = expected.len() - mismatches.len();
    println!("lev_comp conformance: {same}/{} levels byte-identical", expected.len());
    assert!(mismatches.is_empty(), "{}", mismatches.join("\n"));
    assert_eq!((ours.len(), expected.len()), (120, 120));
}
