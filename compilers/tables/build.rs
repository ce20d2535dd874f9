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
    match makedefs::tables::run(&dat, &out, &mut sources) {
        Ok(outputs) => {
            for (name, bytes) in outputs {
                std::fs::write(out.join(&name), bytes).unwrap_or_else(|e| panic!("writing {name}: {e}"));
            }
        }
        Err(diags) => {
            panic!("dat/ definition files have errors:\n{}", sources.render_plain(&diags.list));
        }
    }
}
