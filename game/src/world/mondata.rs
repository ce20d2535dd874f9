//! Monster-type predicates and relations (mondata.h, mondata.c): the
//! questions object creation and naming ask of a monster type.

use crate::rng::Rng;

/// Movement points per normal-speed action (`NORMAL_SPEED`): a monster
/// of speed 12 and the hero act once a turn.
pub const NORMAL_SPEED: i32 = 12;
use oxhack_defs::flags::{M1, M2};
use oxhack_defs::{Pm, Size, Tables};
use oxhack_tables as ids;

/// First real monster (`LOW_PM`).
pub const LOW_PM: u16 = 0;
/// One past the last generatable monster (`SPECIAL_PM`, the long worm
/// tail): the player-monsters and the rest of the table follow it.
pub fn special_pm() -> u16 {
    ids::PM_LONG_WORM_TAIL.0
}

/// Young monsters and what they grow into (`grownups[]`).
const GROWNUPS: &[(Pm, Pm)] = &[
    (ids::PM_CHICKATRICE, ids::PM_COCKATRICE),
    (ids::PM_LITTLE_DOG, ids::PM_DOG),
    (ids::PM_DOG, ids::PM_LARGE_DOG),
    (ids::PM_HELL_HOUND_PUP, ids::PM_HELL_HOUND),
    (ids::PM_WINTER_WOLF_CUB, ids::PM_WINTER_WOLF),
    (ids::PM_KITTEN, ids::PM_HOUSECAT),
    (ids::PM_HOUSECAT, ids::PM_LARGE_CAT),
    (ids::PM_PONY, ids::PM_HORSE),
    (ids::PM_HORSE, ids::PM_WARHORSE),
    (ids::PM_KOBOLD, ids::PM_LARGE_KOBOLD),
    (ids::PM_LARGE_KOBOLD, ids::PM_KOBOLD_LORD),
    (ids::PM_GNOME, ids::PM_GNOME_LORD),
    (ids::PM_GNOME_LORD, ids::PM_GNOME_KING),
    (ids::PM_DWARF, ids::PM_DWARF_LORD),
    (ids::PM_DWARF_LORD, ids::PM_DWARF_KING),
    (ids::PM_MIND_FLAYER, ids::PM_MASTER_MIND_FLAYER),
    (ids::PM_ORC, ids::PM_ORC_CAPTAIN),
    (ids::PM_HILL_ORC, ids::PM_ORC_CAPTAIN),
    (ids::PM_MORDOR_ORC, ids::PM_ORC_CAPTAIN),
    (ids::PM_URUK_HAI, ids::PM_ORC_CAPTAIN),
    (ids::PM_SEWER_RAT, ids::PM_GIANT_RAT),
    (ids::PM_CAVE_SPIDER, ids::PM_GIANT_SPIDER),
    (ids::PM_OGRE, ids::PM_OGRE_LORD),
    (ids::PM_OGRE_LORD, ids::PM_OGRE_KING),
    (ids::PM_ELF, ids::PM_ELF_LORD),
    (ids::PM_WOODLAND_ELF, ids::PM_ELF_LORD),
    (ids::PM_GREEN_ELF, ids::PM_ELF_LORD),
    (ids::PM_GREY_ELF, ids::PM_ELF_LORD),
    (ids::PM_ELF_LORD, ids::PM_ELVENKING),
    (ids::PM_LICH, ids::PM_DEMILICH),
    (ids::PM_DEMILICH, ids::PM_MASTER_LICH),
    (ids::PM_MASTER_LICH, ids::PM_ARCH_LICH),
    (ids::PM_VAMPIRE, ids::PM_VAMPIRE_LORD),
    (ids::PM_BAT, ids::PM_GIANT_BAT),
    (ids::PM_BABY_GRAY_DRAGON, ids::PM_GRAY_DRAGON),
    (ids::PM_BABY_SILVER_DRAGON, ids::PM_SILVER_DRAGON),
    (ids::PM_BABY_RED_DRAGON, ids::PM_RED_DRAGON),
    (ids::PM_BABY_WHITE_DRAGON, ids::PM_WHITE_DRAGON),
    (ids::PM_BABY_ORANGE_DRAGON, ids::PM_ORANGE_DRAGON),
    (ids::PM_BABY_BLACK_DRAGON, ids::PM_BLACK_DRAGON),
    (ids::PM_BABY_BLUE_DRAGON, ids::PM_BLUE_DRAGON),
    (ids::PM_BABY_GREEN_DRAGON, ids::PM_GREEN_DRAGON),
    (ids::PM_BABY_YELLOW_DRAGON, ids::PM_YELLOW_DRAGON),
    (ids::PM_RED_NAGA_HATCHLING, ids::PM_RED_NAGA),
    (ids::PM_BLACK_NAGA_HATCHLING, ids::PM_BLACK_NAGA),
    (ids::PM_GOLDEN_NAGA_HATCHLING, ids::PM_GOLDEN_NAGA),
    (ids::PM_GUARDIAN_NAGA_HATCHLING, ids::PM_GUARDIAN_NAGA),
    (ids::PM_SMALL_MIMIC, ids::PM_LARGE_MIMIC),
    (ids::PM_LARGE_MIMIC, ids::PM_GIANT_MIMIC),
    (ids::PM_BABY_LONG_WORM, ids::PM_LONG_WORM),
    (ids::PM_BABY_PURPLE_WORM, ids::PM_PURPLE_WORM),
    (ids::PM_BABY_CROCODILE, ids::PM_CROCODILE),
    (ids::PM_SOLDIER, ids::PM_SERGEANT),
    (ids::PM_SERGEANT, ids::PM_LIEUTENANT),
    (ids::PM_LIEUTENANT, ids::PM_CAPTAIN),
    (ids::PM_WATCHMAN, ids::PM_WATCH_CAPTAIN),
    (ids::PM_ALIGNED_PRIEST, ids::PM_HIGH_PRIEST),
    (ids::PM_STUDENT, ids::PM_ARCHEOLOGIST),
    (ids::PM_ATTENDANT, ids::PM_HEALER),
    (ids::PM_PAGE, ids::PM_KNIGHT),
    (ids::PM_ACOLYTE, ids::PM_PRIEST),
    (ids::PM_APPRENTICE, ids::PM_WIZARD),
    (ids::PM_MANES, ids::PM_LEMURE),
    (ids::PM_KEYSTONE_KOP, ids::PM_KOP_SERGEANT),
    (ids::PM_KOP_SERGEANT, ids::PM_KOP_LIEUTENANT),
    (ids::PM_KOP_LIEUTENANT, ids::PM_KOP_KAPTAIN),
];

/// What a young monster grows into one step (`little_to_big`).
pub fn little_to_big(pm: Pm) -> Pm {
    GROWNUPS.iter().find(|(l, _)| *l == pm).map_or(pm, |(_, b)| *b)
}

/// The youngest form one step back (`big_to_little`).
pub fn big_to_little(pm: Pm) -> Pm {
    GROWNUPS.iter().find(|(_, b)| *b == pm).map_or(pm, |(l, _)| *l)
}

/// The living kind an undead leaves as a corpse (`undead_to_corpse`).
pub fn undead_to_corpse(pm: Pm) -> Pm {
    match pm {
        ids::PM_KOBOLD_ZOMBIE | ids::PM_KOBOLD_MUMMY => ids::PM_KOBOLD,
        ids::PM_DWARF_ZOMBIE | ids::PM_DWARF_MUMMY => ids::PM_DWARF,
        ids::PM_GNOME_ZOMBIE | ids::PM_GNOME_MUMMY => ids::PM_GNOME,
        ids::PM_ORC_ZOMBIE | ids::PM_ORC_MUMMY => ids::PM_ORC,
        ids::PM_ELF_ZOMBIE | ids::PM_ELF_MUMMY => ids::PM_ELF,
        ids::PM_VAMPIRE | ids::PM_VAMPIRE_LORD | ids::PM_HUMAN_ZOMBIE | ids::PM_HUMAN_MUMMY => ids::PM_HUMAN,
        ids::PM_GIANT_ZOMBIE | ids::PM_GIANT_MUMMY => ids::PM_GIANT,
        ids::PM_ETTIN_ZOMBIE | ids::PM_ETTIN_MUMMY => ids::PM_ETTIN,
        other => other,
    }
}

pub fn lays_eggs(t: &Tables, pm: Pm) -> bool {
    t.mon(pm).mflags1.contains(M1::OVIPAROUS)
}
pub fn is_human(t: &Tables, pm: Pm) -> bool {
    t.mon(pm).mflags2.contains(M2::HUMAN)
}
pub fn is_lord(t: &Tables, pm: Pm) -> bool {
    t.mon(pm).mflags2.contains(M2::LORD)
}
pub fn verysmall(t: &Tables, pm: Pm) -> bool {
    t.mon(pm).msize < Size::Small
}
pub fn is_rider(pm: Pm) -> bool {
    matches!(pm, ids::PM_DEATH | ids::PM_FAMINE | ids::PM_PESTILENCE)
}
/// Corpses (and tins) that never rot.
pub fn nonrotting_corpse(pm: Pm) -> bool {
    pm == ids::PM_LIZARD || pm == ids::PM_LICHEN || is_rider(pm)
}
/// The generic race entries that never appear as monsters themselves.
pub fn is_placeholder(pm: Pm) -> bool {
    matches!(pm, ids::PM_ORC | ids::PM_GIANT | ids::PM_ELF | ids::PM_HUMAN)
}
/// Player-monsters (archeologist through wizard).
pub fn is_mplayer(pm: Pm) -> bool {
    (ids::PM_ARCHEOLOGIST.0..=ids::PM_WIZARD.0).contains(&pm.0)
}

/// The monster an egg of `pm` hatches into, if eggs of it exist
/// (`can_be_hatched`). Queen bees and winged gargoyles lay eggs of their
/// lesser kin except, one time in 77, of their own kind.
pub fn can_be_hatched(t: &Tables, pm: Pm, rng: &mut Rng) -> Option<Pm> {
    let pm = if pm == ids::PM_SCORPIUS { ids::PM_SCORPION } else { pm };
    let pm = little_to_big(pm);
    if pm == ids::PM_KILLER_BEE || pm == ids::PM_GARGOYLE {
        return Some(pm);
    }
    if lays_eggs(t, pm) {
        let queen = pm == ids::PM_QUEEN_BEE || pm == ids::PM_WINGED_GARGOYLE;
        if !queen || rng.rn2(77) == 0 {
            return Some(pm);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use oxhack_tables::tables;

    #[test]
    fn growth_and_undead() {
        assert_eq!(little_to_big(ids::PM_KITTEN), ids::PM_HOUSECAT);
        assert_eq!(big_to_little(ids::PM_LARGE_CAT), ids::PM_HOUSECAT);
        assert_eq!(undead_to_corpse(ids::PM_VAMPIRE_LORD), ids::PM_HUMAN);
        assert_eq!(undead_to_corpse(ids::PM_NEWT), ids::PM_NEWT);
        assert!(is_mplayer(ids::PM_VALKYRIE) && !is_mplayer(ids::PM_NEWT));
        assert_eq!(special_pm(), ids::PM_LONG_WORM_TAIL.0);
    }

    #[test]
    fn eggs() {
        let t = tables();
        let mut rng = Rng::new(1);
        assert_eq!(can_be_hatched(t, ids::PM_COCKATRICE, &mut rng), Some(ids::PM_COCKATRICE));
        assert_eq!(can_be_hatched(t, ids::PM_CHICKATRICE, &mut rng), Some(ids::PM_COCKATRICE));
        assert_eq!(can_be_hatched(t, ids::PM_NEWT, &mut rng), None);
        assert_eq!(can_be_hatched(t, ids::PM_SCORPIUS, &mut rng), Some(ids::PM_SCORPION));
    }
}
