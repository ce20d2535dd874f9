//! `makedefs --tables DAT_DIR -o OUT_DIR`: the definition files of `dat/`
//! compiled into the versioned binary tables the game embeds.
//!
//! Outputs: `tables.bin` (see [`oxhack_defs::binary`]) and `oxhack_ids.rs`,
//! the Rust constants for every object, monster, artifact and property
//! (what NetHack's `onames.h` and `pm.h` are to C).

use oxhack_diag::{Diags, Sources};
use std::path::Path;

/// Name of the binary tables file.
pub const TABLES_FILE: &str = "tables.bin";
/// Name of the generated Rust constants file.
pub const IDS_FILE: &str = "oxhack_ids.rs";

/// Compiles `dat_dir`'s definition files; returns the outputs to write
/// into the output folder, or every diagnostic found.
pub fn run(dat_dir: &Path, _out_dir: &Path, sources: &mut Sources) -> Result<Vec<(String, Vec<u8>)>, Diags> {
    let mut diags = Diags::new();
    match oxhack_defs::compile_dir(dat_dir, sources, &mut diags) {
        Some(tables) if !diags.has_errors() => Ok(vec![
            (TABLES_FILE.to_string(), oxhack_defs::binary::encode(&tables)),
            (IDS_FILE.to_string(), oxhack_defs::rustgen::constants(&tables).into_bytes()),
        ]),
        _ => Err(diags),
    }
}
