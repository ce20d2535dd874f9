//! Roles and races (role.c): names, rank titles, file codes, what each
//! role allows (races, genders, alignments), starting attributes and hit
//! point and power advancement.

use oxhack_defs::Pm;
use oxhack_tables::ids;

/// One role (`struct Role`, the parts the game uses).
#[derive(Debug, Clone, Copy)]
pub struct RoleInfo {
    pub pm: Pm,
    pub name: &'static str,
    /// The female name where it differs ("Cavewoman").
    pub name_f: Option<&'static str>,
    /// The quest file code ("Val").
    pub filecode: &'static str,
}

/// The 13 roles in NetHack's order.
pub const ROLES: [RoleInfo; 13] = [
    RoleInfo { pm: ids::PM_ARCHEOLOGIST, name: "Archeologist", name_f: None, filecode: "Arc" },
    RoleInfo { pm: ids::PM_BARBARIAN, name: "Barbarian", name_f: None, filecode: "Bar" },
    RoleInfo { pm: ids::PM_CAVEMAN, name: "Caveman", name_f: Some("Cavewoman"), filecode: "Cav" },
    RoleInfo { pm: ids::PM_HEALER, name: "Healer", name_f: None, filecode: "Hea" },
    RoleInfo { pm: ids::PM_KNIGHT, name: "Knight", name_f: None, filecode: "Kni" },
    RoleInfo { pm: ids::PM_MONK, name: "Monk", name_f: None, filecode: "Mon" },
    RoleInfo { pm: ids::PM_PRIEST, name: "Priest", name_f: Some("Priestess"), filecode: "Pri" },
    RoleInfo { pm: ids::PM_ROGUE, name: "Rogue", name_f: None, filecode: "Rog" },
    RoleInfo { pm: ids::PM_RANGER, name: "Ranger", name_f: None, filecode: "Ran" },
    RoleInfo { pm: ids::PM_SAMURAI, name: "Samurai", name_f: None, filecode: "Sam" },
    RoleInfo { pm: ids::PM_TOURIST, name: "Tourist", name_f: None, filecode: "Tou" },
    RoleInfo { pm: ids::PM_VALKYRIE, name: "Valkyrie", name_f: None, filecode: "Val" },
    RoleInfo { pm: ids::PM_WIZARD, name: "Wizard", name_f: None, filecode: "Wiz" },
];

/// The role whose monster type is `pm` (the Valkyrie's for any other).
pub fn role_info(pm: Pm) -> &'static RoleInfo {
    ROLES.iter().find(|r| r.pm == pm).unwrap_or(&ROLES[11])
}

/// The rank title at experience level `lvl` (first version: the role's
/// name).
pub fn rank_title(role: Pm, _lvl: i32, female: bool) -> &'static str {
    let r = role_info(role);
    if female { r.name_f.unwrap_or(r.name) } else { r.name }
}
