//! Level names a dungeon description uses, for `--dungeon`.
//!
//! The description is read with dgn_comp's own parser and checker; its
//! level entries expand to file names as the game expands them
//! ([`dgn_comp::levels::all_files`]). A few levels are loaded by the game
//! by name rather than through the description: the Mines' filler and
//! each role's quest fillers.

use oxhack_diag::{Diags, Sources};
use std::path::Path;

/// Levels the game loads by name, outside the dungeon description.
pub const LOADED_BY_NAME: &[&str] = &["minefill", "x-fila", "x-filb"];

/// Every level file name (without `.lev`) the description can load, or
/// the rendered diagnostics of a description that does not compile.
pub fn level_names(path: &Path) -> Result<Vec<String>, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let text = String::from_utf8_lossy(&bytes).into_owned();
    let mut sources = Sources::new();
    let id = sources.add(path.display().to_string(), text.clone());
    let mut diags = Diags::new();
    let file = dgn_comp::compile(id, &text, &mut diags)
        .ok_or_else(|| format!("{} does not compile:\n{}", path.display(), sources.render_plain(&diags.list)))?;
    let mut names = dgn_comp::levels::all_files(&file);
    for n in LOADED_BY_NAME {
        names.extend(dgn_comp::levels::files_for(n, 0));
    }
    Ok(names)
}
