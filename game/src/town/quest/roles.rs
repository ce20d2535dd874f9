//! What the quest text says of each role's quest that the role tables do
//! not hold: the leader's home (`urole.homebase`) and the place of the
//! intermediate goal (`urole.intermed`), as role.c names them.

use oxhack_defs::Pm;
use oxhack_tables::ids;

/// One role's quest places.
pub struct QuestPlaces {
    pub role: Pm,
    /// `homebase`: where the leader lives.
    pub home: &'static str,
    /// `intermed`: the locate level's place.
    pub intermed: &'static str,
}

const fn p(role: Pm, home: &'static str, intermed: &'static str) -> QuestPlaces {
    QuestPlaces { role, home, intermed }
}

/// The thirteen roles' quest places, in role order.
pub const QUEST_PLACES: [QuestPlaces; 13] = [
    p(ids::PM_ARCHEOLOGIST, "the College of Archeology", "the Tomb of the Toltec Kings"),
    p(ids::PM_BARBARIAN, "the Camp of the Duali Tribe", "the Duali Oasis"),
    p(ids::PM_CAVEMAN, "the Caves of the Ancestors", "the Dragon's Lair"),
    p(ids::PM_HEALER, "the Temple of Epidaurus", "the Temple of Coeus"),
    p(ids::PM_KNIGHT, "Camelot Castle", "the Isle of Glass"),
    p(ids::PM_MONK, "the Monastery of Chan-Sune", "the Monastery of the Earth-Lord"),
    p(ids::PM_PRIEST, "the Great Temple", "the Temple of Nalzok"),
    p(ids::PM_RANGER, "Orion's camp", "the cave of the wumpus"),
    p(ids::PM_ROGUE, "the Thieves' Guild Hall", "the Assassins' Guild Hall"),
    p(ids::PM_SAMURAI, "the Castle of the Taro Clan", "the Shogun's Castle"),
    p(ids::PM_TOURIST, "Ankh-Morpork", "the Thieves' Guild Hall"),
    p(ids::PM_VALKYRIE, "the Shrine of Destiny", "the cave of Surtur"),
    p(ids::PM_WIZARD, "the Lonely Tower", "the Tower of Darkness"),
];

/// The quest places of `role` (the Valkyrie's for a role without).
pub fn quest_places(role: Pm) -> &'static QuestPlaces {
    QUEST_PLACES.iter().find(|q| q.role == role).unwrap_or(&QUEST_PLACES[11])
}
