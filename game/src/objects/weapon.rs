//! Weapon skills and the to-hit and damage bonuses of weapons (weapon.c):
//! `dmgval`, `hitval`, `abon`, `dbon`, the skill bonuses, practice and
//! `#enhance`.

use crate::game::Game;
use crate::rng::Rng;
use crate::ui::{Menu, PickHow};
use crate::world::hero::{P_BASIC, P_EXPERT, P_ISRESTRICTED, P_SKILLED, P_UNSKILLED};
use crate::world::monst::Monst;
use crate::world::obj::{Obj, Worn, types};
use crate::world::you::{A_DEX, A_STR, str18};
use oxhack_defs::flags::{M1, M2};
use oxhack_defs::{Material, MonClass, OClass, Pm, Size, Skill, Tables};
use oxhack_tables::ids;

/// Monster classes a spear skewers well (`kebabable`).
const KEBABABLE: [MonClass; 2] = [MonClass::Xorn, MonClass::Dragon];

/// `bigmonst`: large or bigger.
pub fn bigmonst(t: &Tables, pm: Pm) -> bool {
    t.mon(pm).msize >= Size::Large
}

/// `thick_skinned`.
pub fn thick_skinned(t: &Tables, pm: Pm) -> bool {
    t.mon(pm).mflags1.contains(M1::THICK_HIDE)
}

/// `hates_silver`: werecreatures, vampires, demons, shades and imps
/// (tengu excepted).
pub fn hates_silver(t: &Tables, pm: Pm) -> bool {
    let d = t.mon(pm);
    d.mflags2.intersects(M2::WERE | M2::DEMON)
        || d.mlet == MonClass::Vampire
        || pm == ids::PM_SHADE
        || (d.mlet == MonClass::Imp && pm != ids::PM_TENGU)
}

fn is_undead_or_demon(t: &Tables, pm: Pm) -> bool {
    t.mon(pm).mflags2.intersects(M2::UNDEAD | M2::DEMON)
}

/// A weapon or weapon-tool (`Is_weapon` of weapon.c).
pub fn is_weapon_obj(t: &Tables, o: &Obj) -> bool {
    o.oclass(t) == OClass::Weapon || types::is_weptool(t, o.otyp)
}

/// `weapon_type`: the skill an object is used with (bare hands for none).
pub fn weapon_type(t: &Tables, obj: Option<&Obj>) -> Skill {
    let Some(o) = obj else { return Skill::BareHandedCombat };
    let oc = t.obj(o.otyp);
    if !matches!(oc.class, OClass::Weapon | OClass::Tool | OClass::Gem) {
        return Skill::None;
    }
    Skill::from_value(oc.subtyp.unsigned_abs()).unwrap_or(Skill::None)
}

/// `hitval`: the weapon's own to-hit bonus against `mon`.
pub fn hitval(t: &Tables, obj: &Obj, mon: &Monst, on_pool: bool) -> i32 {
    let ptr = t.mon(mon.mnum);
    let is_weapon = is_weapon_obj(t, obj);
    let mut tmp = if is_weapon { obj.spe as i32 } else { 0 };
    tmp += t.obj(obj.otyp).hitbon() as i32;
    // Affixes that steady the hand ("accurate", "keen").
    tmp += i32::from(crate::objects::affix::affix_mods(t, obj.oprops).to_hit);
    if is_weapon && obj.blessed && is_undead_or_demon(t, mon.mnum) {
        tmp += 2;
    }
    if weapon_type(t, Some(obj)) == Skill::Spear && KEBABABLE.contains(&ptr.mlet) {
        tmp += 2;
    }
    if obj.otyp == ids::TRIDENT && ptr.mflags1.contains(M1::SWIM) {
        if on_pool {
            tmp += 4;
        } else if matches!(ptr.mlet, MonClass::Eel | MonClass::Snake) {
            tmp += 2;
        }
    }
    if types::is_pick(t, obj.otyp) && ptr.mflags1.contains(M1::WALLWALK) && thick_skinned(t, mon.mnum) {
        tmp += 2;
    }
    tmp
}

/// `dmgval`: the damage `obj` does to `mon` when it hits (dice by size,
/// the type's extra dice, enchantment, blessed vs undead, silver, wood
/// axes, erosion).
pub fn dmgval(t: &Tables, rng: &mut Rng, obj: &Obj, pm: Pm) -> i32 {
    let otyp = obj.otyp;
    if otyp == ids::CREAM_PIE {
        return 0;
    }
    let oc = t.obj(otyp);
    let mods = crate::objects::affix::affix_mods(t, obj.oprops);
    // Affix dice: more dice of the object's own size, more sides on each.
    let roll = |rng: &mut Rng, sides: i8| {
        if mods.dice == 0 && mods.sides == 0 {
            rng.rnd(sides as i32)
        } else {
            rng.d(1 + i32::from(mods.dice), sides as i32 + i32::from(mods.sides))
        }
    };
    let mut tmp = 0;
    if bigmonst(t, pm) {
        if oc.wldam > 0 {
            tmp = roll(rng, oc.wldam);
        }
        tmp += match otyp {
            ids::IRON_CHAIN
            | ids::CROSSBOW_BOLT
            | ids::MORNING_STAR
            | ids::PARTISAN
            | ids::RUNESWORD
            | ids::ELVEN_BROADSWORD
            | ids::BROADSWORD => 1,
            ids::FLAIL | ids::RANSEUR | ids::VOULGE => rng.rnd(4),
            ids::ACID_VENOM | ids::HALBERD | ids::SPETUM => rng.rnd(6),
            ids::BATTLE_AXE | ids::BARDICHE | ids::TRIDENT => rng.d(2, 4),
            ids::TSURUGI | ids::DWARVISH_MATTOCK | ids::TWO_HANDED_SWORD => rng.d(2, 6),
            _ => 0,
        };
    } else {
        if oc.wsdam > 0 {
            tmp = roll(rng, oc.wsdam);
        }
        tmp += match otyp {
            ids::IRON_CHAIN
            | ids::CROSSBOW_BOLT
            | ids::MACE
            | ids::WAR_HAMMER
            | ids::FLAIL
            | ids::SPETUM
            | ids::TRIDENT => 1,
            ids::BATTLE_AXE
            | ids::BARDICHE
            | ids::BILL_GUISARME
            | ids::GUISARME
            | ids::LUCERN_HAMMER
            | ids::MORNING_STAR
            | ids::RANSEUR
            | ids::BROADSWORD
            | ids::ELVEN_BROADSWORD
            | ids::RUNESWORD
            | ids::VOULGE => rng.rnd(4),
            ids::ACID_VENOM => rng.rnd(6),
            _ => 0,
        };
    }
    let is_weapon = is_weapon_obj(t, obj);
    if is_weapon {
        tmp = (tmp + obj.spe as i32 + i32::from(mods.damage)).max(0);
    }
    let soft = oc.material.is_some_and(|m| m.value() <= Material::Leather.value());
    if soft && thick_skinned(t, pm) {
        tmp = 0;
    }
    if pm == ids::PM_SHADE && oc.material != Some(Material::Silver) {
        tmp = 0;
    }
    if is_weapon || matches!(oc.class, OClass::Gem | OClass::Ball | OClass::Chain) {
        let mut bonus = 0;
        if obj.blessed && is_undead_or_demon(t, pm) {
            bonus += rng.rnd(4);
        }
        if weapon_type(t, Some(obj)) == Skill::Axe && pm == ids::PM_WOOD_GOLEM {
            bonus += rng.rnd(4);
        }
        if oc.material == Some(Material::Silver) && hates_silver(t, pm) {
            bonus += rng.rnd(20);
        }
        tmp += bonus;
    }
    if tmp > 0 {
        tmp = (tmp - obj.greatest_erosion() as i32).max(1);
    }
    tmp
}

/// Practice needed to go from skill level `level` to the next
/// (`practice_needed_to_advance`).
pub fn practice_needed_to_advance(level: u8) -> u32 {
    let l = level as u32;
    l * l * 20
}

/// The to-hit bonus of a skill level for weapons (`weapon_hit_bonus`).
fn skill_hit_bonus(level: u8) -> i32 {
    match level {
        P_ISRESTRICTED | P_UNSKILLED => -4,
        P_BASIC => 0,
        P_SKILLED => 2,
        _ => 3,
    }
}

fn skill_dam_bonus(level: u8) -> i32 {
    match level {
        P_ISRESTRICTED | P_UNSKILLED => -2,
        P_BASIC => 0,
        P_SKILLED => 1,
        _ => 2,
    }
}

impl Game {
    /// `martial_bonus`: Monks and Samurai fight bare-handed as martial
    /// artists.
    pub fn martial_bonus(&self) -> bool {
        matches!(self.u.hero.role, ids::PM_MONK | ids::PM_SAMURAI)
    }

    /// `abon`: the to-hit bonus of strength and dexterity (with the small
    /// help for levels 1 and 2).
    pub fn abon(&self) -> i32 {
        let str = self.u.acurr(A_STR);
        let dex = self.u.acurr(A_DEX);
        let mut sbon = if str < 6 {
            -2
        } else if str < 8 {
            -1
        } else if str < 17 {
            0
        } else if str <= str18(50) {
            1
        } else if str < str18(100) {
            2
        } else {
            3
        };
        if self.u.ulevel() < 3 {
            sbon += 1;
        }
        if dex < 4 {
            sbon - 3
        } else if dex < 6 {
            sbon - 2
        } else if dex < 8 {
            sbon - 1
        } else if dex < 14 {
            sbon
        } else {
            sbon + dex - 14
        }
    }

    /// `dbon`: the damage bonus of strength.
    pub fn dbon(&self) -> i32 {
        let str = self.u.acurr(A_STR);
        if str < 6 {
            -1
        } else if str < 16 {
            0
        } else if str < 18 {
            1
        } else if str == 18 {
            2
        } else if str <= str18(75) {
            3
        } else if str <= str18(90) {
            4
        } else if str < str18(100) {
            5
        } else {
            6
        }
    }

    /// Two-weapon combat's skill level for `weapon` (of skill `ty`) when
    /// it is one of the two weapons in hand: the two-weapon skill, capped
    /// by the weapon's own.
    fn twoweapon_skill(&self, weapon: Option<&Obj>, ty: Skill) -> Option<u8> {
        let w = weapon?;
        let held = self.u.invent.iter().any(|o| o.o_id == w.o_id && o.owornmask.intersects(Worn::WEP | Worn::SWAPWEP));
        if !self.u.twoweap || !held {
            return None;
        }
        let two = self.u.hero.skill(Skill::TwoWeaponCombat).skill;
        Some(two.min(self.u.hero.skill(ty).skill))
    }

    /// `weapon_hit_bonus`: the skill's to-hit bonus for `weapon` (bare
    /// hands for `None`).
    pub fn weapon_hit_bonus(&self, weapon: Option<&Obj>) -> i32 {
        let t = oxhack_tables::tables();
        let ty = weapon_type(t, weapon);
        if let Some(level) = self.twoweapon_skill(weapon, ty) {
            return match level {
                P_ISRESTRICTED | P_UNSKILLED => -9,
                P_BASIC => -7,
                P_SKILLED => -5,
                _ => -3,
            };
        }
        match ty {
            Skill::None => 0,
            Skill::BareHandedCombat => {
                let b = (self.u.hero.skill(ty).skill.max(P_UNSKILLED) - 1) as i32;
                ((b + 2) * if self.martial_bonus() { 2 } else { 1 }) / 2
            }
            _ => skill_hit_bonus(self.u.hero.skill(ty).skill),
        }
    }

    /// `weapon_dam_bonus`: the skill's damage bonus for `weapon`.
    pub fn weapon_dam_bonus(&self, weapon: Option<&Obj>) -> i32 {
        let t = oxhack_tables::tables();
        let ty = weapon_type(t, weapon);
        if let Some(level) = self.twoweapon_skill(weapon, ty) {
            return match level {
                P_ISRESTRICTED | P_UNSKILLED => -3,
                P_BASIC => -1,
                P_SKILLED => 0,
                _ => 1,
            };
        }
        match ty {
            Skill::None => 0,
            Skill::BareHandedCombat => {
                let b = (self.u.hero.skill(ty).skill.max(P_UNSKILLED) - 1) as i32;
                ((b + 1) * if self.martial_bonus() { 3 } else { 1 }) / 2
            }
            _ => skill_dam_bonus(self.u.hero.skill(ty).skill),
        }
    }

    /// `use_skill`: practice in skill `s`; says so when it may now be
    /// advanced.
    pub fn use_skill(&mut self, s: Skill, n: u32) {
        if s == Skill::None {
            return;
        }
        let before = self.can_advance(s);
        let Some(sl) = self.u.hero.skills.get_mut(s.value() as usize) else { return };
        if sl.skill == P_ISRESTRICTED {
            return;
        }
        sl.advance = sl.advance.saturating_add(n);
        if !before && self.can_advance(s) {
            self.pline("You feel more confident in your weapon skills.");
        }
    }

    /// Weapon slots needed to advance skill `s` (`slots_required`).
    fn slots_required(&self, s: Skill) -> i32 {
        let lvl = self.u.hero.skill(s).skill as i32;
        if s == Skill::BareHandedCombat || s == Skill::TwoWeaponCombat { (lvl + 1) / 2 } else { lvl }
    }

    /// Free weapon slots (`u.weapon_slots`): one per experience level
    /// gained, less those spent.
    pub fn weapon_slots(&self) -> i32 {
        let spent: i32 = self.u.hero.skills.iter().map(|s| s.spent as i32).sum();
        (self.u.ulevel() - 1 - spent).max(0)
    }

    /// `can_advance`.
    pub fn can_advance(&self, s: Skill) -> bool {
        let sl = self.u.hero.skill(s);
        if sl.skill == P_ISRESTRICTED || sl.skill >= sl.max_skill {
            return false;
        }
        sl.advance >= practice_needed_to_advance(sl.skill) && self.weapon_slots() >= self.slots_required(s)
    }

    /// `skill_advance`.
    fn skill_advance(&mut self, s: Skill) {
        let need = self.slots_required(s).clamp(0, 255) as u8;
        if let Some(sl) = self.u.hero.skills.get_mut(s.value() as usize) {
            sl.spent = sl.spent.saturating_add(need);
            sl.skill += 1;
        }
        let lvl = self.u.hero.skill(s).skill;
        let word = if lvl >= P_EXPERT { "most" } else { "more" };
        self.pline(format!("You are now {word} skilled in {}.", skill_name(s)));
    }

    /// `#enhance` (`enhance_weapon_skill`): the skills and their levels,
    /// choosing one to advance when any can be.
    pub fn enhance_weapon_skill(&mut self) -> bool {
        loop {
            let advanceable: Vec<Skill> = Skill::ALL.iter().copied().filter(|&s| self.can_advance(s)).collect();
            let title = if advanceable.is_empty() {
                "Current skills:".to_string()
            } else {
                let n = self.weapon_slots();
                format!("Pick a skill to advance:  ({n} slot{} available)", if n == 1 { "" } else { "s" })
            };
            let how = if advanceable.is_empty() { PickHow::None } else { PickHow::One };
            let mut menu = Menu::new(&title, how);
            let mut rows: Vec<Option<Skill>> = Vec::new();
            for &s in Skill::ALL {
                let sl = self.u.hero.skill(s);
                if s == Skill::None || sl.skill == P_ISRESTRICTED {
                    continue;
                }
                let text = format!("{:<24}[{}]", skill_name(s), level_name(sl.skill));
                if advanceable.contains(&s) {
                    menu.item(None, &text);
                    rows.push(Some(s));
                } else {
                    menu.text(&format!("    {text}"));
                    rows.push(None);
                }
            }
            let picked = self.select_menu(&menu);
            match picked.and_then(|v| v.first().copied()).and_then(|i| rows.get(i).copied().flatten()) {
                Some(s) if !advanceable.is_empty() => {
                    self.skill_advance(s);
                    if !Skill::ALL.iter().any(|&s| self.can_advance(s)) {
                        return false;
                    }
                }
                _ => return false,
            }
        }
    }
}

/// A skill's name as `#enhance` shows it ("long sword").
pub fn skill_name(s: Skill) -> String {
    match s {
        Skill::BareHandedCombat => "bare handed combat".to_string(),
        Skill::TwoWeaponCombat => "two weapon combat".to_string(),
        Skill::PickAxe => "pick-axe".to_string(),
        Skill::TwoHandedSword => "two-handed sword".to_string(),
        Skill::MorningStar => "morning star".to_string(),
        Skill::UnicornHorn => "unicorn horn".to_string(),
        _ => s.to_string().replace('_', " "),
    }
}

/// A skill level's word ("Basic").
pub fn level_name(level: u8) -> &'static str {
    match level {
        P_ISRESTRICTED => "Restricted",
        P_UNSKILLED => "Unskilled",
        P_BASIC => "Basic",
        P_SKILLED => "Skilled",
        P_EXPERT => "Expert",
        5 => "Master",
        _ => "Grand Master",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use oxhack_tables::tables;

    #[test]
    fn dagger_damage_is_d4_plus_spe() {
        let t = tables();
        let mut rng = Rng::new(3);
        let mut d = Obj::new(ids::DAGGER, 1);
        d.spe = 2;
        for _ in 0..50 {
            let v = dmgval(t, &mut rng, &d, ids::PM_JACKAL);
            assert!((3..=6).contains(&v), "{v}");
        }
    }

    #[test]
    fn weapon_skill_of_objects() {
        let t = tables();
        assert_eq!(weapon_type(t, None), Skill::BareHandedCombat);
        assert_eq!(weapon_type(t, Some(&Obj::new(ids::LONG_SWORD, 1))), Skill::LongSword);
        assert_eq!(weapon_type(t, Some(&Obj::new(ids::ARROW, 1))), Skill::Bow);
        assert_eq!(practice_needed_to_advance(1), 20);
        assert_eq!(practice_needed_to_advance(2), 80);
    }
}
