//! Compiles OxHack's own special levels (`dat/*.des`) with lev_comp at
//! build time and embeds the `.lev` files, so the game needs no data
//! files beside it. A level with errors fails the build with lev_comp's
//! diagnostics.

use std::fmt::Write;
use std::path::PathBuf;

fn main() {
    let manifest = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let dat = manifest.join("../dat");
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    println!("cargo:rerun-if-changed={}", dat.display());
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dat)
        .expect("dat/ is readable")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "des"))
        .collect();
    files.sort();
    let mut table = String::from(
        "/// OxHack's compiled special levels: (level name, .lev bytes).\npub static LEVELS: &[(&str, &[u8])] = &[\n",
    );
    for f in &files {
        println!("cargo:rerun-if-changed={}", f.display());
        let text = std::fs::read_to_string(f).unwrap_or_else(|e| panic!("reading {}: {e}", f.display()));
        let mut sources = oxhack_diag::Sources::new();
        let id = sources.add(f.display().to_string(), text.clone());
        let mut diags = oxhack_diag::Diags::new();
        let Some(levels) = lev_comp::compile(id, &text, &Default::default(), &mut diags) else {
            panic!("{} has errors:\n{}", f.display(), sources.render_plain(&diags.list));
        };
        for l in levels {
            let path = out.join(format!("{}.lev", l.name));
            std::fs::write(&path, l.program.encode()).expect("writing a .lev into OUT_DIR");
            let _ = writeln!(table, "    ({:?}, include_bytes!({:?})),", l.name, path.display().to_string());
        }
    }
    table.push_str("];\n");
    std::fs::write(out.join("levels.rs"), table).expect("writing levels.rs");
}
