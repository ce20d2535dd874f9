//! What a special level is for, whatever its file is called.
//!
//! NetHack's code knows some levels by name (`level_map` in dungeon.c):
//! the oracle, the castle, Medusa's island... OxHack's own dungeon gives
//! its levels its own names, so both spellings map to one [`LevelRole`]
//! here, and the game asks for roles, never for names.

/// A special level the game treats specially.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum LevelRole {
    Air,
    Asmodeus,
    Astral,
    Baalz,
    Bigroom,
    Castle,
    Earth,
    /// The fake wizard level holding the portal to the Wizard's tower.
    Portal,
    Fire,
    Juiblex,
    Knox,
    Medusa,
    Oracle,
    Orcus,
    Rogue,
    Sanctum,
    Valley,
    Water,
    Wiz1,
    Wiz2,
    Wiz3,
    MineEnd,
    SokoEnd,
    QStart,
    QLocate,
    QGoal,
    /// The Planes' placeholder level that shifts their depths.
    Dummy,
}

/// (NetHack name, OxHack name, role).
pub const ROLES: &[(&str, &str, LevelRole)] = &[
    ("air", "gale", LevelRole::Air),
    ("asmodeus", "coldhall", LevelRole::Asmodeus),
    ("astral", "heavens", LevelRole::Astral),
    ("baalz", "flylord", LevelRole::Baalz),
    ("bigrm", "hall", LevelRole::Bigroom),
    ("castle", "keep", LevelRole::Castle),
    ("earth", "bedrock", LevelRole::Earth),
    ("fakewiz1", "decoy1", LevelRole::Portal),
    ("fire", "blaze", LevelRole::Fire),
    ("juiblex", "slime", LevelRole::Juiblex),
    ("knox", "hoard", LevelRole::Knox),
    ("medusa", "gorgon", LevelRole::Medusa),
    ("oracle", "seer", LevelRole::Oracle),
    ("orcus", "deadtown", LevelRole::Orcus),
    ("rogue", "oldtimes", LevelRole::Rogue),
    ("sanctum", "holyofholies", LevelRole::Sanctum),
    ("valley", "styx", LevelRole::Valley),
    ("water", "sea", LevelRole::Water),
    ("wizard1", "archmage1", LevelRole::Wiz1),
    ("wizard2", "archmage2", LevelRole::Wiz2),
    ("wizard3", "archmage3", LevelRole::Wiz3),
    ("minend", "deepdelve", LevelRole::MineEnd),
    ("soko1", "crates1", LevelRole::SokoEnd),
    ("x-strt", "x-strt", LevelRole::QStart),
    ("x-loca", "x-loca", LevelRole::QLocate),
    ("x-goal", "x-goal", LevelRole::QGoal),
    ("dummy", "dummy", LevelRole::Dummy),
];

/// The role of a level prototype name, if it has one.
pub fn role_of(proto: &str) -> Option<LevelRole> {
    ROLES.iter().find(|(nh, ox, _)| proto.eq_ignore_ascii_case(nh) || proto.eq_ignore_ascii_case(ox)).map(|r| r.2)
}
