//! The monster-type predicates of mondata.h and mondata.c that monster
//! creation asks (movement, body, diet, race, armor fit).

use super::Plane;
use oxhack_defs::flags::{M1, M2};
use oxhack_defs::{AttackType, MonClass, Pm, Size, Tables};
use oxhack_tables as ids;

fn m1(t: &Tables, pm: Pm, f: M1) -> bool {
    t.mon(pm).mflags1.intersects(f)
}
fn m2(t: &Tables, pm: Pm, f: M2) -> bool {
    t.mon(pm).mflags2.intersects(f)
}

pub fn is_flyer(t: &Tables, pm: Pm) -> bool {
    m1(t, pm, M1::FLY)
}
pub fn is_floater(t: &Tables, pm: Pm) -> bool {
    matches!(t.mon(pm).mlet, MonClass::Eye | MonClass::Light)
}
pub fn is_clinger(t: &Tables, pm: Pm) -> bool {
    m1(t, pm, M1::CLING)
}
pub fn is_swimmer(t: &Tables, pm: Pm) -> bool {
    m1(t, pm, M1::SWIM)
}
pub fn passes_walls(t: &Tables, pm: Pm) -> bool {
    m1(t, pm, M1::WALLWALK)
}
pub fn amorphous(t: &Tables, pm: Pm) -> bool {
    m1(t, pm, M1::AMORPHOUS)
}
pub fn noncorporeal(t: &Tables, pm: Pm) -> bool {
    t.mon(pm).mlet == MonClass::Ghost
}
pub fn is_whirly(t: &Tables, pm: Pm) -> bool {
    t.mon(pm).mlet == MonClass::Vortex || pm == ids::PM_AIR_ELEMENTAL
}
pub fn unsolid(t: &Tables, pm: Pm) -> bool {
    m1(t, pm, M1::UNSOLID)
}
pub fn mindless(t: &Tables, pm: Pm) -> bool {
    m1(t, pm, M1::MINDLESS)
}
pub fn humanoid(t: &Tables, pm: Pm) -> bool {
    m1(t, pm, M1::HUMANOID)
}
pub fn is_animal(t: &Tables, pm: Pm) -> bool {
    m1(t, pm, M1::ANIMAL)
}
pub fn nohands(t: &Tables, pm: Pm) -> bool {
    m1(t, pm, M1::NOHANDS)
}
pub fn slithy(t: &Tables, pm: Pm) -> bool {
    m1(t, pm, M1::SLITHY)
}
pub fn hides_under(t: &Tables, pm: Pm) -> bool {
    m1(t, pm, M1::CONCEAL)
}
pub fn is_undead(t: &Tables, pm: Pm) -> bool {
    m2(t, pm, M2::UNDEAD)
}
pub fn is_elf(t: &Tables, pm: Pm) -> bool {
    m2(t, pm, M2::ELF)
}
pub fn is_dwarf(t: &Tables, pm: Pm) -> bool {
    m2(t, pm, M2::DWARF)
}
pub fn is_giant(t: &Tables, pm: Pm) -> bool {
    m2(t, pm, M2::GIANT)
}
pub fn is_demon(t: &Tables, pm: Pm) -> bool {
    m2(t, pm, M2::DEMON)
}
pub fn is_mercenary(t: &Tables, pm: Pm) -> bool {
    m2(t, pm, M2::MERC)
}
pub fn is_male(t: &Tables, pm: Pm) -> bool {
    m2(t, pm, M2::MALE)
}
pub fn is_female(t: &Tables, pm: Pm) -> bool {
    m2(t, pm, M2::FEMALE)
}
pub fn is_domestic(t: &Tables, pm: Pm) -> bool {
    m2(t, pm, M2::DOMESTIC)
}
pub fn always_hostile(t: &Tables, pm: Pm) -> bool {
    m2(t, pm, M2::HOSTILE)
}
pub fn always_peaceful(t: &Tables, pm: Pm) -> bool {
    m2(t, pm, M2::PEACEFUL)
}
pub fn extra_nasty(t: &Tables, pm: Pm) -> bool {
    m2(t, pm, M2::NASTY)
}
pub fn strongmonst(t: &Tables, pm: Pm) -> bool {
    m2(t, pm, M2::STRONG)
}
pub fn throws_rocks(t: &Tables, pm: Pm) -> bool {
    m2(t, pm, M2::ROCKTHROW)
}
pub fn is_prince(t: &Tables, pm: Pm) -> bool {
    m2(t, pm, M2::PRINCE)
}
pub fn is_minion(t: &Tables, pm: Pm) -> bool {
    m2(t, pm, M2::MINION)
}
pub fn likes_gold(t: &Tables, pm: Pm) -> bool {
    m2(t, pm, M2::GREEDY)
}
pub fn likes_gems(t: &Tables, pm: Pm) -> bool {
    m2(t, pm, M2::JEWELS)
}
pub fn polyok(t: &Tables, pm: Pm) -> bool {
    !m2(t, pm, M2::NOPOLY)
}
/// A demon that is neither lord nor prince (`is_ndemon`).
pub fn is_ndemon(t: &Tables, pm: Pm) -> bool {
    is_demon(t, pm) && !m2(t, pm, M2::LORD | M2::PRINCE)
}
pub fn is_dprince(t: &Tables, pm: Pm) -> bool {
    is_demon(t, pm) && is_prince(t, pm)
}
pub fn is_unicorn(t: &Tables, pm: Pm) -> bool {
    t.mon(pm).mlet == MonClass::Unicorn && likes_gems(t, pm)
}
pub fn is_bat(pm: Pm) -> bool {
    matches!(pm, ids::PM_BAT | ids::PM_GIANT_BAT | ids::PM_VAMPIRE_BAT)
}
pub fn is_golem(t: &Tables, pm: Pm) -> bool {
    t.mon(pm).mlet == MonClass::Golem
}
pub fn likes_lava(pm: Pm) -> bool {
    pm == ids::PM_FIRE_ELEMENTAL || pm == ids::PM_SALAMANDER
}
/// `attacktype`: the monster has an attack of this kind.
pub fn attacktype(t: &Tables, pm: Pm, at: AttackType) -> bool {
    t.mon(pm).attacks.iter().any(|a| a.aatyp == at)
}
/// Uses weapons (`is_armed`).
pub fn is_armed(t: &Tables, pm: Pm) -> bool {
    attacktype(t, pm, AttackType::Weap)
}
pub fn nonliving(t: &Tables, pm: Pm) -> bool {
    is_undead(t, pm) || pm == ids::PM_MANES || is_golem(t, pm) || t.mon(pm).mlet == MonClass::Vortex
}
/// `vegan`, then `vegetarian`: safe to eat without breaking vegetarian
/// conduct.
pub fn vegan(t: &Tables, pm: Pm) -> bool {
    use MonClass as C;
    let l = t.mon(pm).mlet;
    matches!(l, C::Blob | C::Jelly | C::Fungus | C::Vortex | C::Light)
        || (l == C::Elemental && pm != ids::PM_STALKER)
        || (l == C::Golem && pm != ids::PM_FLESH_GOLEM && pm != ids::PM_LEATHER_GOLEM)
        || noncorporeal(t, pm)
}
pub fn vegetarian(t: &Tables, pm: Pm) -> bool {
    vegan(t, pm) || (t.mon(pm).mlet == MonClass::Pudding && pm != ids::PM_BLACK_PUDDING)
}
/// Slips out of body armor (`sliparm`).
pub fn sliparm(t: &Tables, pm: Pm) -> bool {
    is_whirly(t, pm) || t.mon(pm).msize <= Size::Small || noncorporeal(t, pm)
}
/// Bursts out of body armor (`breakarm`).
pub fn breakarm(t: &Tables, pm: Pm) -> bool {
    if sliparm(t, pm) {
        return false;
    }
    let m = t.mon(pm);
    m.msize >= Size::Large
        || (m.msize > Size::Small && !humanoid(t, pm))
        || pm == ids::PM_MARILITH
        || pm == ids::PM_WINGED_GARGOYLE
}
pub fn cantweararm(t: &Tables, pm: Pm) -> bool {
    breakarm(t, pm) || sliparm(t, pm)
}
/// Horned monsters cannot wear hard helmets (`has_horns`).
pub fn has_horns(pm: Pm) -> bool {
    matches!(
        pm,
        ids::PM_HORNED_DEVIL
            | ids::PM_MINOTAUR
            | ids::PM_ASMODEUS
            | ids::PM_BALROG
            | ids::PM_WHITE_UNICORN
            | ids::PM_GRAY_UNICORN
            | ids::PM_BLACK_UNICORN
            | ids::PM_KI_RIN
    )
}
/// `is_home_elemental`: an elemental on its own plane.
pub fn is_home_elemental(pm: Pm, plane: Plane) -> bool {
    matches!(
        (pm, plane),
        (ids::PM_AIR_ELEMENTAL, Plane::Air)
            | (ids::PM_FIRE_ELEMENTAL, Plane::Fire)
            | (ids::PM_EARTH_ELEMENTAL, Plane::Earth)
            | (ids::PM_WATER_ELEMENTAL, Plane::Water)
    )
}
/// Lights its surroundings (`emits_light` is non-zero).
pub fn emits_light(t: &Tables, pm: Pm) -> bool {
    t.mon(pm).mlet == MonClass::Light
        || matches!(pm, ids::PM_FIRE_VORTEX | ids::PM_FIRE_ELEMENTAL | ids::PM_FLAMING_SPHERE | ids::PM_SHOCKING_SPHERE)
}
/// The shapeshifter kind a monster type is (`pm_to_cham`).
pub fn pm_to_cham(t: &Tables, pm: Pm) -> Option<Pm> {
    t.mon(pm).mflags2.contains(M2::SHAPESHIFTER).then_some(pm)
}
/// Can wear a saddle (`can_saddle`).
pub fn can_saddle(t: &Tables, pm: Pm) -> bool {
    let m = t.mon(pm);
    use MonClass as C;
    let ok_class = matches!(m.mlet, C::Quadruped | C::Unicorn | C::Angel | C::Centaur | C::Dragon | C::Jabberwock);
    ok_class
        && m.msize >= Size::Medium
        && (!humanoid(t, pm) || m.mlet == MonClass::Centaur)
        && !amorphous(t, pm)
        && !noncorporeal(t, pm)
        && !is_whirly(t, pm)
        && !unsolid(t, pm)
}
