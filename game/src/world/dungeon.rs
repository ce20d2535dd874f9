//! The dungeon of a game: which description, and where everything went.
//!
//! The description is OxHack's own `dat/dungeon.def` (embedded at build
//! time) unless another is given; [`place`] runs dgn_comp's
//! `init_dungeons` with the game's random stream, so a seed decides the
//! layout.

use crate::rng::Rng;
use dgn_comp::DungeonFile;
use dgn_comp::placement::{Layout, PlacementError, init_dungeons};
use oxhack_diag::{Diags, Sources};
use std::path::Path;

/// Places `file`'s dungeons with `rng` (`wizard`: every optional level
/// and dungeon exists, as in NetHack's debug mode).
pub fn place(file: &DungeonFile, rng: &mut Rng, wizard: bool) -> Result<Layout, PlacementError> {
    init_dungeons(file, rng, wizard)
}

/// Reads a dungeon description: a compiled `dungeon` file (ours or the C
/// tool's), or a `dungeon.def` / `dungeon.pdf` text, compiled on the fly.
/// Errors come back rendered, ready to print.
pub fn load(path: &Path) -> Result<DungeonFile, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    // A compiled file starts with NetHack's version record (3.6.x).
    if bytes.len() >= 8 && bytes[3] == 3 && bytes[2] == 6 && bytes[4..8] == [0, 0, 0, 0] {
        return DungeonFile::decode(&bytes).map_err(|e| format!("{}: {e}", path.display()));
    }
    let text = String::from_utf8_lossy(&bytes).into_owned();
    let mut sources = Sources::new();
    let id = sources.add(path.display().to_string(), text.clone());
    let mut diags = Diags::new();
    dgn_comp::compile(id, &text, &mut diags).ok_or_else(|| sources.render_plain(&diags.list))
}

/// The overview `oxhack dungeon` prints: the seed, wizard mode's ^O, and
/// which special levels have no level file yet (they are built as random
/// levels).
pub fn overview(file: &DungeonFile, seed: u64, wizard: bool) -> Result<String, PlacementError> {
    let layout = place(file, &mut Rng::new(seed), wizard)?;
    let missing: Vec<&str> = layout
        .levels
        .iter()
        .filter(|l| {
            !dgn_comp::levels::files_for(&l.proto, l.rndlevs)
                .iter()
                .any(|f| crate::world::levels::embedded(f).is_some())
        })
        .map(|l| l.proto.as_str())
        .collect();
    let mut out = format!("Seed {seed}\n\n{}", layout.overview());
    if !missing.is_empty() {
        out.push_str(&format!(
            "\nNo level file yet for {} of {} special levels (built as random levels): {}\n",
            missing.len(),
            layout.levels.len(),
            missing.join(", ")
        ));
    }
    Ok(out)
}
