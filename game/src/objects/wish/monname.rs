//! Monster names in wishes: mondata.c's `name_to_mon` (longest name that
//! fits, simple plurals, alternate spellings) and botl.c's `title_to_mon`
//! (a role's rank title names the role's monster: "Stripling" is a
//! Valkyrie), plus eat.c's tin preparations ("tin of pickled newt meat").

use super::text::starts_ci;
use crate::objects::mkobj::TIN_TYPES;
use oxhack_defs::{Pm, Tables};
use oxhack_tables::ids;

/// Alternate and irregular monster spellings, checked as prefixes before
/// the table (`names[]` of name_to_mon).
const ALT_NAMES: &[(&str, Pm)] = &[
    ("grey dragon", ids::PM_GRAY_DRAGON),
    ("baby grey dragon", ids::PM_BABY_GRAY_DRAGON),
    ("grey unicorn", ids::PM_GRAY_UNICORN),
    ("grey ooze", ids::PM_GRAY_OOZE),
    ("gray-elf", ids::PM_GREY_ELF),
    ("mindflayer", ids::PM_MIND_FLAYER),
    ("master mindflayer", ids::PM_MASTER_MIND_FLAYER),
    ("aligned priestess", ids::PM_ALIGNED_PRIEST),
    ("high priestess", ids::PM_HIGH_PRIEST),
    ("master of thief", ids::PM_MASTER_OF_THIEVES),
    ("master thief", ids::PM_MASTER_OF_THIEVES),
    ("master of assassin", ids::PM_MASTER_ASSASSIN),
    ("invisible stalker", ids::PM_STALKER),
    ("high-elf", ids::PM_ELVENKING),
    ("wood-elf", ids::PM_WOODLAND_ELF),
    ("wood elf", ids::PM_WOODLAND_ELF),
    ("woodland nymph", ids::PM_WOOD_NYMPH),
    ("halfling", ids::PM_HOBBIT),
    ("genie", ids::PM_DJINNI),
    ("ki rin", ids::PM_KI_RIN),
    ("uruk hai", ids::PM_URUK_HAI),
    ("orc captain", ids::PM_ORC_CAPTAIN),
    ("woodland elf", ids::PM_WOODLAND_ELF),
    ("green elf", ids::PM_GREEN_ELF),
    ("grey elf", ids::PM_GREY_ELF),
    ("gray elf", ids::PM_GREY_ELF),
    ("elf lord", ids::PM_ELF_LORD),
    ("olog hai", ids::PM_OLOG_HAI),
    ("arch lich", ids::PM_ARCH_LICH),
    ("incubi", ids::PM_INCUBUS),
    ("succubi", ids::PM_SUCCUBUS),
    ("violet fungi", ids::PM_VIOLET_FUNGUS),
    ("homunculi", ids::PM_HOMUNCULUS),
    ("baluchitheria", ids::PM_BALUCHITHERIUM),
    ("lurkers above", ids::PM_LURKER_ABOVE),
    ("cavemen", ids::PM_CAVEMAN),
    ("cavewomen", ids::PM_CAVEWOMAN),
    ("watchmen", ids::PM_WATCHMAN),
    ("djinn", ids::PM_DJINNI),
    ("mumakil", ids::PM_MUMAK),
    ("erinyes", ids::PM_ERINYS),
];

/// Each role's monster (male, female) and its nine rank titles (male,
/// female), as role.c lists them.
type Ranks = [(&'static str, Option<&'static str>); 9];
const RANK_TITLES: &[(Pm, Option<Pm>, Ranks)] = &[
    (
        ids::PM_ARCHEOLOGIST,
        None,
        [
            ("Digger", None),
            ("Field Worker", None),
            ("Investigator", None),
            ("Exhumer", None),
            ("Excavator", None),
            ("Spelunker", None),
            ("Speleologist", None),
            ("Collector", None),
            ("Curator", None),
        ],
    ),
    (
        ids::PM_BARBARIAN,
        None,
        [
            ("Plunderer", Some("Plunderess")),
            ("Pillager", None),
            ("Bandit", None),
            ("Brigand", None),
            ("Raider", None),
            ("Reaver", None),
            ("Slayer", None),
            ("Chieftain", Some("Chieftainess")),
            ("Conqueror", Some("Conqueress")),
        ],
    ),
    (
        ids::PM_CAVEMAN,
        Some(ids::PM_CAVEWOMAN),
        [
            ("Troglodyte", None),
            ("Aborigine", None),
            ("Wanderer", None),
            ("Vagrant", None),
            ("Wayfarer", None),
            ("Roamer", None),
            ("Nomad", None),
            ("Rover", None),
            ("Pioneer", None),
        ],
    ),
    (
        ids::PM_HEALER,
        None,
        [
            ("Rhizotomist", None),
            ("Empiric", None),
            ("Embalmer", None),
            ("Dresser", None),
            ("Medicus ossium", Some("Medica ossium")),
            ("Herbalist", None),
            ("Magister", Some("Magistra")),
            ("Physician", None),
            ("Chirurgeon", None),
        ],
    ),
    (
        ids::PM_KNIGHT,
        None,
        [
            ("Gallant", None),
            ("Esquire", None),
            ("Bachelor", None),
            ("Sergeant", None),
            ("Knight", None),
            ("Banneret", None),
            ("Chevalier", Some("Chevaliere")),
            ("Seignieur", Some("Dame")),
            ("Paladin", None),
        ],
    ),
    (
        ids::PM_MONK,
        None,
        [
            ("Candidate", None),
            ("Novice", None),
            ("Initiate", None),
            ("Student of Stones", None),
            ("Student of Waters", None),
            ("Student of Metals", None),
            ("Student of Winds", None),
            ("Student of Fire", None),
            ("Master", None),
        ],
    ),
    (
        ids::PM_PRIEST,
        Some(ids::PM_PRIESTESS),
        [
            ("Aspirant", None),
            ("Acolyte", None),
            ("Adept", None),
            ("Priest", Some("Priestess")),
            ("Curate", None),
            ("Canon", Some("Canoness")),
            ("Lama", None),
            ("Patriarch", Some("Matriarch")),
            ("High Priest", Some("High Priestess")),
        ],
    ),
    (
        ids::PM_ROGUE,
        None,
        [
            ("Footpad", None),
            ("Cutpurse", None),
            ("Rogue", None),
            ("Pilferer", None),
            ("Robber", None),
            ("Burglar", None),
            ("Filcher", None),
            ("Magsman", Some("Magswoman")),
            ("Thief", None),
        ],
    ),
    (
        ids::PM_RANGER,
        None,
        [
            ("Tenderfoot", None),
            ("Lookout", None),
            ("Trailblazer", None),
            ("Reconnoiterer", Some("Reconnoiteress")),
            ("Scout", None),
            ("Arbalester", None),
            ("Archer", None),
            ("Sharpshooter", None),
            ("Marksman", Some("Markswoman")),
        ],
    ),
    (
        ids::PM_SAMURAI,
        None,
        [
            ("Hatamoto", None),
            ("Ronin", None),
            ("Ninja", Some("Kunoichi")),
            ("Joshu", None),
            ("Ryoshu", None),
            ("Kokushu", None),
            ("Daimyo", None),
            ("Kuge", None),
            ("Shogun", None),
        ],
    ),
    (
        ids::PM_TOURIST,
        None,
        [
            ("Rambler", None),
            ("Sightseer", None),
            ("Excursionist", None),
            ("Peregrinator", Some("Peregrinatrix")),
            ("Traveler", None),
            ("Journeyer", None),
            ("Voyager", None),
            ("Explorer", None),
            ("Adventurer", None),
        ],
    ),
    (
        ids::PM_VALKYRIE,
        None,
        [
            ("Stripling", None),
            ("Skirmisher", None),
            ("Fighter", None),
            ("Man-at-arms", Some("Woman-at-arms")),
            ("Warrior", None),
            ("Swashbuckler", None),
            ("Hero", Some("Heroine")),
            ("Champion", None),
            ("Lord", Some("Lady")),
        ],
    ),
    (
        ids::PM_WIZARD,
        None,
        [
            ("Evoker", None),
            ("Conjurer", None),
            ("Thaumaturge", None),
            ("Magician", None),
            ("Enchanter", Some("Enchantress")),
            ("Sorcerer", Some("Sorceress")),
            ("Necromancer", None),
            ("Wizard", None),
            ("Mage", None),
        ],
    ),
];

/// `title_to_mon`: the role whose rank title starts `s`, and the title's
/// length in bytes.
pub fn title_to_mon(s: &str) -> Option<(Pm, usize)> {
    for &(male, female, ranks) in RANK_TITLES {
        for (m, f) in ranks {
            if starts_ci(s, m) {
                return Some((male, m.len()));
            }
            if let Some(f) = f
                && starts_ci(s, f)
            {
                return Some((female.unwrap_or(male), f.len()));
            }
        }
    }
    None
}

/// `name_to_mon`: the monster a name (perhaps followed by more words,
/// perhaps plural) starts with; the longest monster name wins, so
/// "ettin zombie corpse" is an ettin zombie.
pub fn name_to_mon(t: &Tables, in_str: &str) -> Option<Pm> {
    let mut s = in_str;
    for art in ["a ", "an ", "the "] {
        if let Some(rest) = s.strip_prefix(art) {
            s = rest;
            break;
        }
    }
    let mut buf = s.to_string();
    if let Some(p) = super::text::find_ci(&buf, "vortices") {
        buf.replace_range(p + 4.., "ex");
    } else if buf.len() > 3
        && super::text::ends_ci(&buf, "ies")
        && (buf.len() < 7 || !super::text::ends_ci(&buf, "zombies"))
    {
        let n = buf.len();
        buf.replace_range(n - 3.., "y");
    } else if buf.len() > 3 && super::text::ends_ci(&buf, "ves") {
        let n = buf.len();
        buf.replace_range(n - 3.., "f");
    }
    let s = buf.as_str();
    if let Some(&(_, pm)) = ALT_NAMES.iter().find(|(n, _)| starts_ci(s, n)) {
        return Some(pm);
    }
    let mut best: Option<Pm> = None;
    let mut len = 0usize;
    let low = crate::world::mondata::LOW_PM as usize;
    for (i, m) in t.monsters.iter().enumerate().skip(low) {
        let name = m.name.as_str();
        let n = name.len();
        if n <= len || !starts_ci(s, name) {
            continue;
        }
        if n == s.len() {
            return Some(Pm(i as u16));
        }
        let rest = &s[n..];
        let fits = rest.starts_with(' ')
            || ["s", "'", "'s", "es"].iter().any(|suf| rest.eq_ignore_ascii_case(suf))
            || ["s ", "' ", "'s ", "es "].iter().any(|suf| starts_ci(rest, suf));
        if fits {
            best = Some(Pm(i as u16));
            len = n;
        }
    }
    best.or_else(|| title_to_mon(s).map(|(pm, _)| pm))
}

/// `tin_variety_txt`: a tin preparation word at the start of `s` followed
/// by a space ("pickled newt"), as its index and the bytes it took.
pub fn tin_variety_txt(s: &str) -> Option<(usize, usize)> {
    TIN_TYPES.iter().enumerate().find_map(|(k, txt)| {
        (s.len() > txt.len() && starts_ci(s, txt) && s.as_bytes()[txt.len()] == b' ').then_some((k, txt.len() + 1))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use oxhack_tables::tables;

    #[test]
    fn monster_names_as_nethack_reads_them() {
        let t = tables();
        assert_eq!(name_to_mon(t, "nurse meat"), Some(ids::PM_NURSE));
        assert_eq!(name_to_mon(t, "ettin zombie corpse"), Some(ids::PM_ETTIN_ZOMBIE));
        assert_eq!(name_to_mon(t, "ettin"), Some(ids::PM_ETTIN));
        assert_eq!(name_to_mon(t, "newts"), Some(ids::PM_NEWT));
        assert_eq!(name_to_mon(t, "an orc"), Some(ids::PM_ORC));
        assert_eq!(name_to_mon(t, "grey dragon"), Some(ids::PM_GRAY_DRAGON));
        assert_eq!(name_to_mon(t, "fire resistance"), None);
        assert_eq!(name_to_mon(t, "Stripling"), Some(ids::PM_VALKYRIE));
        assert_eq!(name_to_mon(t, "soldier ants"), Some(ids::PM_SOLDIER_ANT));
        assert_eq!(tin_variety_txt("pickled newt"), Some((4, 8)));
        assert_eq!(tin_variety_txt("pickled"), None);
    }
}
