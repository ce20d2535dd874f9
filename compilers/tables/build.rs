//! Compiles `dat/`'s definition files at build time, as makedefs does, and
//! leaves the binary tables and the generated id constants in `OUT_DIR` for
//! `lib.rs` to embed. A broken definition file fails the build with the
//! same diagnostics `makedefs --tables` prints.

use std::path::PathBuf;

fn main() {
    let manifest = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let dat = manifest.join("../../dat");
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    println!("cargo:rerun-if-changed={}", dat.display());
    for f in oxhack_defs::DEF_FILES {
        println!("cargo:rerun-if-changed={}", dat.join(f).display());
    }

    let mut sources = oxhack_diag::Sources::new();
    let mut outputs = match makedefs::tables::run(&dat, &out, &mut sources) {
        Ok(outputs) => outputs,
        Err(diags) => panic!("dat/ definition files have errors:\n{}", sources.render_plain(&diags.list)),
    };

    // OxHack's own text databases, through makedefs' NetHack modes.
    use makedefs::compat::Mode;
    for mode in [Mode::Rumors, Mode::Oracles, Mode::Quest, Mode::Strings] {
        for input in mode.inputs() {
            println!("cargo:rerun-if-changed={}", dat.join(input).display());
        }
        match makedefs::compat::build(mode, &dat, &mut sources) {
            Ok(files) => outputs.extend(files),
            Err(diags) => panic!("dat/ text files have errors:\n{}", sources.render_plain(&diags.list)),
        }
    }

    // The dungeon description, through dgn_comp.
    let def = dat.join("dungeon.def");
    println!("cargo:rerun-if-changed={}", def.display());
    let text = std::fs::read_to_string(&def).unwrap_or_else(|e| panic!("reading {}: {e}", def.display()));
    let id = sources.add(def.display().to_string(), text.clone());
    let mut diags = oxhack_diag::Diags::new();
    match dgn_comp::compile(id, &text, &mut diags) {
        Some(file) => outputs.push(("dungeon".to_string(), file.encode())),
        None => panic!("dat/dungeon.def has errors:\n{}", sources.render_plain(&diags.list)),
    }

    for (name, bytes) in outputs {
        std::fs::write(out.join(&name), bytes).unwrap_or_else(|e| panic!("writing {name}: {e}"));
    }
}
