//! Starting weapon and spell skills (weapon.c's `skill_init` with
//! u_init.c's `Skill_*` tables): which skills each role can advance and
//! how far, and which start at Basic.

use crate::game::Game;
use crate::world::hero::{P_BASIC, P_EXPERT, P_GRAND_MASTER, P_ISRESTRICTED, P_MASTER, P_SKILLED, P_UNSKILLED};
use crate::world::obj::types;
use oxhack_defs::{Pm, Skill};
use oxhack_tables::{ids, tables};

/// `Skill_A`: the skills the role can advance and how far.
const SKILL_A: &[(Skill, u8)] = &[
    (Skill::Dagger, P_BASIC),
    (Skill::Knife, P_BASIC),
    (Skill::PickAxe, P_EXPERT),
    (Skill::ShortSword, P_BASIC),
    (Skill::Scimitar, P_SKILLED),
    (Skill::Saber, P_EXPERT),
    (Skill::Club, P_SKILLED),
    (Skill::Quarterstaff, P_SKILLED),
    (Skill::Sling, P_SKILLED),
    (Skill::Dart, P_BASIC),
    (Skill::Boomerang, P_EXPERT),
    (Skill::Whip, P_EXPERT),
    (Skill::UnicornHorn, P_SKILLED),
    (Skill::AttackSpell, P_BASIC),
    (Skill::HealingSpell, P_BASIC),
    (Skill::DivinationSpell, P_EXPERT),
    (Skill::MatterSpell, P_BASIC),
    (Skill::Riding, P_BASIC),
    (Skill::TwoWeaponCombat, P_BASIC),
    (Skill::BareHandedCombat, P_EXPERT),
];
/// `Skill_B`: the skills the role can advance and how far.
const SKILL_B: &[(Skill, u8)] = &[
    (Skill::Dagger, P_BASIC),
    (Skill::Axe, P_EXPERT),
    (Skill::PickAxe, P_SKILLED),
    (Skill::ShortSword, P_EXPERT),
    (Skill::BroadSword, P_SKILLED),
    (Skill::LongSword, P_SKILLED),
    (Skill::TwoHandedSword, P_EXPERT),
    (Skill::Scimitar, P_SKILLED),
    (Skill::Saber, P_BASIC),
    (Skill::Club, P_SKILLED),
    (Skill::Mace, P_SKILLED),
    (Skill::MorningStar, P_SKILLED),
    (Skill::Flail, P_BASIC),
    (Skill::Hammer, P_EXPERT),
    (Skill::Quarterstaff, P_BASIC),
    (Skill::Spear, P_SKILLED),
    (Skill::Trident, P_SKILLED),
    (Skill::Bow, P_BASIC),
    (Skill::AttackSpell, P_BASIC),
    (Skill::EscapeSpell, P_BASIC),
    (Skill::Riding, P_BASIC),
    (Skill::TwoWeaponCombat, P_BASIC),
    (Skill::BareHandedCombat, P_MASTER),
];
/// `Skill_C`: the skills the role can advance and how far.
const SKILL_C: &[(Skill, u8)] = &[
    (Skill::Dagger, P_BASIC),
    (Skill::Knife, P_SKILLED),
    (Skill::Axe, P_SKILLED),
    (Skill::PickAxe, P_BASIC),
    (Skill::Club, P_EXPERT),
    (Skill::Mace, P_EXPERT),
    (Skill::MorningStar, P_BASIC),
    (Skill::Flail, P_SKILLED),
    (Skill::Hammer, P_SKILLED),
    (Skill::Quarterstaff, P_EXPERT),
    (Skill::Polearms, P_SKILLED),
    (Skill::Spear, P_EXPERT),
    (Skill::Trident, P_SKILLED),
    (Skill::Bow, P_SKILLED),
    (Skill::Sling, P_EXPERT),
    (Skill::AttackSpell, P_BASIC),
    (Skill::MatterSpell, P_SKILLED),
    (Skill::Boomerang, P_EXPERT),
    (Skill::UnicornHorn, P_BASIC),
    (Skill::BareHandedCombat, P_MASTER),
];
/// `Skill_H`: the skills the role can advance and how far.
const SKILL_H: &[(Skill, u8)] = &[
    (Skill::Dagger, P_SKILLED),
    (Skill::Knife, P_EXPERT),
    (Skill::ShortSword, P_SKILLED),
    (Skill::Scimitar, P_BASIC),
    (Skill::Saber, P_BASIC),
    (Skill::Club, P_SKILLED),
    (Skill::Mace, P_BASIC),
    (Skill::Quarterstaff, P_EXPERT),
    (Skill::Polearms, P_BASIC),
    (Skill::Spear, P_BASIC),
    (Skill::Trident, P_BASIC),
    (Skill::Sling, P_SKILLED),
    (Skill::Dart, P_EXPERT),
    (Skill::Shuriken, P_SKILLED),
    (Skill::UnicornHorn, P_EXPERT),
    (Skill::HealingSpell, P_EXPERT),
    (Skill::BareHandedCombat, P_BASIC),
];
/// `Skill_K`: the skills the role can advance and how far.
const SKILL_K: &[(Skill, u8)] = &[
    (Skill::Dagger, P_BASIC),
    (Skill::Knife, P_BASIC),
    (Skill::Axe, P_SKILLED),
    (Skill::PickAxe, P_BASIC),
    (Skill::ShortSword, P_SKILLED),
    (Skill::BroadSword, P_SKILLED),
    (Skill::LongSword, P_EXPERT),
    (Skill::TwoHandedSword, P_SKILLED),
    (Skill::Scimitar, P_BASIC),
    (Skill::Saber, P_SKILLED),
    (Skill::Club, P_BASIC),
    (Skill::Mace, P_SKILLED),
    (Skill::MorningStar, P_SKILLED),
    (Skill::Flail, P_BASIC),
    (Skill::Hammer, P_BASIC),
    (Skill::Polearms, P_SKILLED),
    (Skill::Spear, P_SKILLED),
    (Skill::Trident, P_BASIC),
    (Skill::Lance, P_EXPERT),
    (Skill::Bow, P_BASIC),
    (Skill::Crossbow, P_SKILLED),
    (Skill::AttackSpell, P_SKILLED),
    (Skill::HealingSpell, P_SKILLED),
    (Skill::ClericSpell, P_SKILLED),
    (Skill::Riding, P_EXPERT),
    (Skill::TwoWeaponCombat, P_SKILLED),
    (Skill::BareHandedCombat, P_EXPERT),
];
/// `Skill_Mon`: the skills the role can advance and how far.
const SKILL_MON: &[(Skill, u8)] = &[
    (Skill::Quarterstaff, P_BASIC),
    (Skill::Spear, P_BASIC),
    (Skill::Crossbow, P_BASIC),
    (Skill::Shuriken, P_BASIC),
    (Skill::AttackSpell, P_BASIC),
    (Skill::HealingSpell, P_EXPERT),
    (Skill::DivinationSpell, P_BASIC),
    (Skill::EnchantmentSpell, P_BASIC),
    (Skill::ClericSpell, P_SKILLED),
    (Skill::EscapeSpell, P_SKILLED),
    (Skill::MatterSpell, P_BASIC),
    (Skill::BareHandedCombat, P_GRAND_MASTER),
];
/// `Skill_P`: the skills the role can advance and how far.
const SKILL_P: &[(Skill, u8)] = &[
    (Skill::Club, P_EXPERT),
    (Skill::Mace, P_EXPERT),
    (Skill::MorningStar, P_EXPERT),
    (Skill::Flail, P_EXPERT),
    (Skill::Hammer, P_EXPERT),
    (Skill::Quarterstaff, P_EXPERT),
    (Skill::Polearms, P_SKILLED),
    (Skill::Spear, P_SKILLED),
    (Skill::Trident, P_SKILLED),
    (Skill::Lance, P_BASIC),
    (Skill::Bow, P_BASIC),
    (Skill::Sling, P_BASIC),
    (Skill::Crossbow, P_BASIC),
    (Skill::Dart, P_BASIC),
    (Skill::Shuriken, P_BASIC),
    (Skill::Boomerang, P_BASIC),
    (Skill::UnicornHorn, P_SKILLED),
    (Skill::HealingSpell, P_EXPERT),
    (Skill::DivinationSpell, P_EXPERT),
    (Skill::ClericSpell, P_EXPERT),
    (Skill::BareHandedCombat, P_BASIC),
];
/// `Skill_R`: the skills the role can advance and how far.
const SKILL_R: &[(Skill, u8)] = &[
    (Skill::Dagger, P_EXPERT),
    (Skill::Knife, P_EXPERT),
    (Skill::ShortSword, P_EXPERT),
    (Skill::BroadSword, P_SKILLED),
    (Skill::LongSword, P_SKILLED),
    (Skill::TwoHandedSword, P_BASIC),
    (Skill::Scimitar, P_SKILLED),
    (Skill::Saber, P_SKILLED),
    (Skill::Club, P_SKILLED),
    (Skill::Mace, P_SKILLED),
    (Skill::MorningStar, P_BASIC),
    (Skill::Flail, P_BASIC),
    (Skill::Hammer, P_BASIC),
    (Skill::Polearms, P_BASIC),
    (Skill::Spear, P_BASIC),
    (Skill::Crossbow, P_EXPERT),
    (Skill::Dart, P_EXPERT),
    (Skill::Shuriken, P_SKILLED),
    (Skill::DivinationSpell, P_SKILLED),
    (Skill::EscapeSpell, P_SKILLED),
    (Skill::MatterSpell, P_SKILLED),
    (Skill::Riding, P_BASIC),
    (Skill::TwoWeaponCombat, P_EXPERT),
    (Skill::BareHandedCombat, P_EXPERT),
];
/// `Skill_Ran`: the skills the role can advance and how far.
const SKILL_RAN: &[(Skill, u8)] = &[
    (Skill::Dagger, P_EXPERT),
    (Skill::Knife, P_SKILLED),
    (Skill::Axe, P_SKILLED),
    (Skill::PickAxe, P_BASIC),
    (Skill::ShortSword, P_BASIC),
    (Skill::MorningStar, P_BASIC),
    (Skill::Flail, P_SKILLED),
    (Skill::Hammer, P_BASIC),
    (Skill::Quarterstaff, P_BASIC),
    (Skill::Polearms, P_SKILLED),
    (Skill::Spear, P_EXPERT),
    (Skill::Trident, P_BASIC),
    (Skill::Bow, P_EXPERT),
    (Skill::Sling, P_EXPERT),
    (Skill::Crossbow, P_EXPERT),
    (Skill::Dart, P_EXPERT),
    (Skill::Shuriken, P_SKILLED),
    (Skill::Boomerang, P_EXPERT),
    (Skill::Whip, P_BASIC),
    (Skill::HealingSpell, P_BASIC),
    (Skill::DivinationSpell, P_EXPERT),
    (Skill::EscapeSpell, P_BASIC),
    (Skill::Riding, P_BASIC),
    (Skill::BareHandedCombat, P_BASIC),
];
/// `Skill_S`: the skills the role can advance and how far.
const SKILL_S: &[(Skill, u8)] = &[
    (Skill::Dagger, P_BASIC),
    (Skill::Knife, P_SKILLED),
    (Skill::ShortSword, P_EXPERT),
    (Skill::BroadSword, P_SKILLED),
    (Skill::LongSword, P_EXPERT),
    (Skill::TwoHandedSword, P_EXPERT),
    (Skill::Scimitar, P_BASIC),
    (Skill::Saber, P_BASIC),
    (Skill::Flail, P_SKILLED),
    (Skill::Quarterstaff, P_BASIC),
    (Skill::Polearms, P_SKILLED),
    (Skill::Spear, P_SKILLED),
    (Skill::Lance, P_SKILLED),
    (Skill::Bow, P_EXPERT),
    (Skill::Shuriken, P_EXPERT),
    (Skill::AttackSpell, P_BASIC),
    (Skill::DivinationSpell, P_BASIC),
    (Skill::ClericSpell, P_SKILLED),
    (Skill::Riding, P_SKILLED),
    (Skill::TwoWeaponCombat, P_EXPERT),
    (Skill::BareHandedCombat, P_MASTER),
];
/// `Skill_T`: the skills the role can advance and how far.
const SKILL_T: &[(Skill, u8)] = &[
    (Skill::Dagger, P_EXPERT),
    (Skill::Knife, P_SKILLED),
    (Skill::Axe, P_BASIC),
    (Skill::PickAxe, P_BASIC),
    (Skill::ShortSword, P_EXPERT),
    (Skill::BroadSword, P_BASIC),
    (Skill::LongSword, P_BASIC),
    (Skill::TwoHandedSword, P_BASIC),
    (Skill::Scimitar, P_SKILLED),
    (Skill::Saber, P_SKILLED),
    (Skill::Mace, P_BASIC),
    (Skill::MorningStar, P_BASIC),
    (Skill::Flail, P_BASIC),
    (Skill::Hammer, P_BASIC),
    (Skill::Quarterstaff, P_BASIC),
    (Skill::Polearms, P_BASIC),
    (Skill::Spear, P_BASIC),
    (Skill::Trident, P_BASIC),
    (Skill::Lance, P_BASIC),
    (Skill::Bow, P_BASIC),
    (Skill::Sling, P_BASIC),
    (Skill::Crossbow, P_BASIC),
    (Skill::Dart, P_EXPERT),
    (Skill::Shuriken, P_BASIC),
    (Skill::Boomerang, P_BASIC),
    (Skill::Whip, P_BASIC),
    (Skill::UnicornHorn, P_SKILLED),
    (Skill::DivinationSpell, P_BASIC),
    (Skill::EnchantmentSpell, P_BASIC),
    (Skill::EscapeSpell, P_SKILLED),
    (Skill::Riding, P_BASIC),
    (Skill::TwoWeaponCombat, P_SKILLED),
    (Skill::BareHandedCombat, P_SKILLED),
];
/// `Skill_V`: the skills the role can advance and how far.
const SKILL_V: &[(Skill, u8)] = &[
    (Skill::Dagger, P_EXPERT),
    (Skill::Axe, P_EXPERT),
    (Skill::PickAxe, P_SKILLED),
    (Skill::ShortSword, P_SKILLED),
    (Skill::BroadSword, P_SKILLED),
    (Skill::LongSword, P_EXPERT),
    (Skill::TwoHandedSword, P_EXPERT),
    (Skill::Scimitar, P_BASIC),
    (Skill::Saber, P_BASIC),
    (Skill::Hammer, P_EXPERT),
    (Skill::Quarterstaff, P_BASIC),
    (Skill::Polearms, P_SKILLED),
    (Skill::Spear, P_SKILLED),
    (Skill::Trident, P_BASIC),
    (Skill::Lance, P_SKILLED),
    (Skill::Sling, P_BASIC),
    (Skill::AttackSpell, P_BASIC),
    (Skill::EscapeSpell, P_BASIC),
    (Skill::Riding, P_SKILLED),
    (Skill::TwoWeaponCombat, P_SKILLED),
    (Skill::BareHandedCombat, P_EXPERT),
];
/// `Skill_W`: the skills the role can advance and how far.
const SKILL_W: &[(Skill, u8)] = &[
    (Skill::Dagger, P_EXPERT),
    (Skill::Knife, P_SKILLED),
    (Skill::Axe, P_SKILLED),
    (Skill::ShortSword, P_BASIC),
    (Skill::Club, P_SKILLED),
    (Skill::Mace, P_BASIC),
    (Skill::Quarterstaff, P_EXPERT),
    (Skill::Polearms, P_SKILLED),
    (Skill::Spear, P_BASIC),
    (Skill::Trident, P_BASIC),
    (Skill::Sling, P_SKILLED),
    (Skill::Dart, P_EXPERT),
    (Skill::Shuriken, P_BASIC),
    (Skill::AttackSpell, P_EXPERT),
    (Skill::HealingSpell, P_SKILLED),
    (Skill::DivinationSpell, P_EXPERT),
    (Skill::EnchantmentSpell, P_SKILLED),
    (Skill::ClericSpell, P_SKILLED),
    (Skill::EscapeSpell, P_EXPERT),
    (Skill::MatterSpell, P_EXPERT),
    (Skill::Riding, P_BASIC),
    (Skill::BareHandedCombat, P_BASIC),
];

/// The role's skill table (`Skill_A` ...).
pub fn class_skills(role: Pm) -> &'static [(Skill, u8)] {
    match role {
        ids::PM_ARCHEOLOGIST => SKILL_A,
        ids::PM_BARBARIAN => SKILL_B,
        ids::PM_CAVEMAN => SKILL_C,
        ids::PM_HEALER => SKILL_H,
        ids::PM_KNIGHT => SKILL_K,
        ids::PM_MONK => SKILL_MON,
        ids::PM_PRIEST => SKILL_P,
        ids::PM_ROGUE => SKILL_R,
        ids::PM_RANGER => SKILL_RAN,
        ids::PM_SAMURAI => SKILL_S,
        ids::PM_TOURIST => SKILL_T,
        ids::PM_WIZARD => SKILL_W,
        _ => SKILL_V,
    }
}

/// `skill_init`: every skill restricted but the role's; those of the
/// starting weapons (and the role's school of magic) at Basic.
pub fn skill_init(g: &mut Game) {
    let t = tables();
    let role = g.u.hero.role;
    for s in Skill::ALL.iter() {
        g.u.hero.set_skill(*s, P_ISRESTRICTED, P_ISRESTRICTED);
    }
    let mut basic: Vec<Skill> = Vec::new();
    for o in &g.u.invent {
        if types::is_ammo(t, o.otyp) {
            continue;
        }
        let oc = t.obj(o.otyp);
        if let Some(s) = oc.skill()
            && s != Skill::None
        {
            basic.push(s);
        }
    }
    match role {
        ids::PM_HEALER | ids::PM_MONK => basic.push(Skill::HealingSpell),
        ids::PM_PRIEST => basic.push(Skill::ClericSpell),
        ids::PM_WIZARD => basic.extend([Skill::AttackSpell, Skill::EnchantmentSpell]),
        _ => {}
    }
    for s in &basic {
        g.u.hero.set_skill(*s, P_BASIC, P_ISRESTRICTED);
    }
    for &(s, max) in class_skills(role) {
        let cur = g.u.hero.skill(s).skill;
        g.u.hero.set_skill(s, if cur == P_ISRESTRICTED { P_UNSKILLED } else { cur }, max);
    }
    if g.u.hero.skill(Skill::BareHandedCombat).max_skill > P_EXPERT {
        let max = g.u.hero.skill(Skill::BareHandedCombat).max_skill;
        g.u.hero.set_skill(Skill::BareHandedCombat, P_BASIC, max);
    }
    if role == ids::PM_KNIGHT {
        let max = g.u.hero.skill(Skill::Riding).max_skill;
        g.u.hero.set_skill(Skill::Riding, P_BASIC, max);
    }
    for s in Skill::ALL.iter() {
        let sl = g.u.hero.skill(*s);
        if sl.skill != P_ISRESTRICTED && sl.max_skill < sl.skill {
            g.u.hero.set_skill(*s, sl.skill, sl.skill);
        }
    }
    // The role's special spell's school: at least unskilled, up to Basic.
    let spec = crate::hero::role::role_info(role).spelspec;
    if let Some(s) = t.obj(spec).skill()
        && g.u.hero.skill(s).skill == P_ISRESTRICTED
    {
        g.u.hero.set_skill(s, P_UNSKILLED, P_BASIC);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn skill_tables_are_in_range() {
        for r in crate::hero::role::ROLES.iter() {
            for &(s, max) in class_skills(r.pm) {
                assert!(s != Skill::None);
                assert!((P_BASIC..=P_GRAND_MASTER).contains(&max), "{} {s:?}", r.name);
            }
        }
        let _ = (P_SKILLED, P_MASTER);
    }
}
