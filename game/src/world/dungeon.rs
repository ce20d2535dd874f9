//! The dungeon of a game: which description, and where everything went,
//! with the questions NetHack's dungeon.c answers about it (`Is_special`,
//! `In_endgame`, `Is_stronghold`, ...), asked by role, never by name.
//!
//! The description is OxHack's own `dat/dungeon.def` (embedded at build
//! time) unless another is given; [`place`] runs dgn_comp's
//! `init_dungeons` with the game's random stream, so a seed decides the
//! layout.

use crate::game::{to_game, to_placement};
use crate::rng::Rng;
use crate::world::level::DLevel;
use dgn_comp::DungeonFile;
use dgn_comp::placement::{BranchType, Layout, PlacementError, SpecialLevel, init_dungeons};
use dgn_comp::roles::LevelRole;
use oxhack_diag::{Diags, Sources};
use std::path::Path;

/// Places `file`'s dungeons with `rng` (`wizard`: every optional level
/// and dungeon exists, as in NetHack's debug mode).
pub fn place(file: &DungeonFile, rng: &mut Rng, wizard: bool) -> Result<Layout, PlacementError> {
    init_dungeons(file, rng, wizard)
}

/// The special level placed at `uz`, if any (`Is_special`).
pub fn special_at(layout: &Layout, uz: DLevel) -> Option<&SpecialLevel> {
    layout.levels.iter().find(|l| to_game(l.dlevel) == uz)
}

/// The level playing `role` in this game, if any.
pub fn role_level(layout: &Layout, role: LevelRole) -> Option<DLevel> {
    layout.find_role(role).map(|l| to_game(l.dlevel))
}

/// The dungeon of the Elemental Planes (`In_endgame`): where the Astral
/// or Earth plane is, else the dungeon of that name.
pub fn endgame_dnum(layout: &Layout) -> Option<i32> {
    role_level(layout, LevelRole::Astral)
        .or_else(|| role_level(layout, LevelRole::Earth))
        .map(|d| d.dnum)
        .or_else(|| layout.dnum("The Elemental Planes").map(|d| d as i32))
}

/// `In_endgame`.
pub fn in_endgame(layout: &Layout, uz: DLevel) -> bool {
    endgame_dnum(layout) == Some(uz.dnum)
}

/// `earth_level`: where the Planes are entered (the Plane of Earth, else
/// the Planes' entry level).
pub fn earth_level(layout: &Layout) -> Option<DLevel> {
    role_level(layout, LevelRole::Earth).or_else(|| {
        let dnum = endgame_dnum(layout)?;
        let d = layout.dungeons.get(dnum as usize)?;
        Some(DLevel { dnum, dlevel: d.entry_lev })
    })
}

/// `Is_stronghold` and `find_hell`: on the level above a one-way
/// (`no_down`) branch down (NetHack's castle above Gehennom), trap doors
/// and holes lead to the branch's far end, the first level of the
/// dungeon below (the Valley), where stairs cannot. Returns that level.
pub fn stronghold_below(layout: &Layout, uz: DLevel) -> Option<DLevel> {
    let here = to_placement(uz);
    if let Some(b) = layout.branches.iter().find(|b| b.end1 == here && b.kind == BranchType::NoEnd1 && !b.end1_up) {
        return Some(to_game(b.end2));
    }
    let castle = role_level(layout, LevelRole::Castle)?;
    let valley = role_level(layout, LevelRole::Valley)?;
    (castle == uz).then_some(DLevel { dnum: valley.dnum, dlevel: 1 })
}

/// `Invocation_lev`: the level above the bottom of a hellish dungeon
/// (NetHack's Gehennom, whose bottom is the Sanctum), where the vibrating
/// square is and the invocation opens the way down. It has no stairs down
/// and its floor cannot be dug through (`Can_dig_down`).
pub fn is_invocation_level(layout: &Layout, uz: DLevel) -> bool {
    layout.dungeons.get(uz.dnum as usize).is_some_and(|d| d.flags.hellish && uz.dlevel == d.num_dunlevs - 1)
}

/// `unreachable_level`'s dummy: the Planes' placeholder level, which
/// only shifts their depths and is never entered.
pub fn is_dummy(layout: &Layout, uz: DLevel) -> bool {
    role_level(layout, LevelRole::Dummy) == Some(uz)
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

/// The overview `oxhack dungeon` prints for a placed `layout`: the seed,
/// the whole placement as wizard mode's ^O lists it, and which special
/// levels have no level file yet (they are built as random levels). The
/// layout must come from the game's own start-up
/// (`crate::game::dungeon_overview`), which draws from the play stream
/// in `newgame`'s order.
pub fn overview(layout: &Layout, seed: u64, content: &crate::world::content::Content) -> String {
    let missing: Vec<&str> = layout
        .levels
        .iter()
        .filter(|l| !dgn_comp::levels::files_for(&l.proto, l.rndlevs).iter().any(|f| content.level(f).is_some()))
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
    out
}
