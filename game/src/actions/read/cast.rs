//! Casting spells (spell.c): `Z` (`docast`), `+` (`dovspell`), the
//! failure rate (`percent_success`) and the effects (`spelleffects`).
//!
//! The effects reuse the wand, potion and scroll code of the same
//! effect; the attack spells fire their rays with `ulevel / 2 + 1` dice.
//! Fireball and cone of cold are rays at every skill level (no
//! explosions yet); drain life, stone to flesh, protection, jumping,
//! clairvoyance and create familiar are simplified.

use crate::actions::zap::buzz::ZapType;
use crate::game::Game;
use crate::ui::{Menu, PickHow};
use crate::world::obj::{Obj, Worn};
use oxhack_defs::{Material, Named, Otyp, Prop, Skill};
use oxhack_tables::ids::*;
use oxhack_tables::tables;

/// A role's spellcasting numbers (`urole.spelbase` ... `spelsbon`).
struct RoleSpell {
    base: i32,
    heal: i32,
    shld: i32,
    armr: i32,
    /// Intelligence (true) or wisdom casts.
    int: bool,
    spec: Otyp,
    sbon: i32,
}

fn role_spell(role: oxhack_defs::Pm) -> RoleSpell {
    let r = |base, heal, shld, armr, int, spec, sbon| RoleSpell { base, heal, shld, armr, int, spec, sbon };
    match role {
        PM_ARCHEOLOGIST => r(5, 0, 2, 10, true, SPE_MAGIC_MAPPING, -4),
        PM_BARBARIAN => r(14, 0, 0, 8, true, SPE_HASTE_SELF, -4),
        PM_CAVEMAN => r(12, 0, 1, 8, true, SPE_DIG, -4),
        PM_HEALER => r(3, -3, 2, 10, false, SPE_CURE_SICKNESS, -4),
        PM_KNIGHT => r(8, -2, 0, 9, false, SPE_TURN_UNDEAD, -4),
        PM_MONK => r(8, -2, 2, 20, false, SPE_RESTORE_ABILITY, -4),
        PM_PRIEST => r(3, -2, 2, 10, false, SPE_REMOVE_CURSE, -4),
        PM_ROGUE => r(8, 0, 1, 9, true, SPE_DETECT_TREASURE, -4),
        PM_RANGER => r(9, 2, 1, 10, true, SPE_INVISIBILITY, -4),
        PM_SAMURAI => r(10, 0, 0, 8, true, SPE_CLAIRVOYANCE, -4),
        PM_TOURIST => r(5, 1, 2, 10, true, SPE_CHARM_MONSTER, -4),
        PM_WIZARD => r(1, 0, 3, 10, true, SPE_MAGIC_MISSILE, -4),
        _ => r(10, -2, 0, 9, false, SPE_CONE_OF_COLD, -4),
    }
}

fn is_metallic(o: &Obj) -> bool {
    tables()
        .obj(o.otyp)
        .material
        .is_some_and(|m| (Material::Iron.value()..=Material::Mithril.value()).contains(&m.value()))
}

fn isqrt(v: i32) -> i32 {
    (f64::from(v.max(0))).sqrt() as i32
}

impl Game {
    /// `percent_success`: the chance (0..=100) to cast spell `sp`.
    pub fn percent_success(&self, sp: Otyp) -> i32 {
        let t = tables();
        let rs = role_spell(self.u.hero.role);
        let mut splcaster = rs.base;
        let statused = self.u.acurr(if rs.int { crate::world::you::A_INT } else { crate::world::you::A_WIS });
        let worn = |w: Worn| self.u.worn(w).map(|i| &self.u.invent[i]);
        let robe = worn(Worn::ARMC).is_some_and(|o| o.otyp == ROBE);
        if worn(Worn::ARM).is_some_and(is_metallic) {
            splcaster += if robe { rs.armr / 2 } else { rs.armr };
        } else if robe {
            splcaster -= rs.armr;
        }
        if worn(Worn::ARMS).is_some() {
            splcaster += rs.shld;
        }
        if worn(Worn::ARMH).is_some_and(|o| is_metallic(o) && o.otyp != HELM_OF_BRILLIANCE) {
            splcaster += 4;
        }
        if worn(Worn::ARMG).is_some_and(is_metallic) {
            splcaster += 6;
        }
        if worn(Worn::ARMF).is_some_and(is_metallic) {
            splcaster += 2;
        }
        if sp == rs.spec {
            splcaster += rs.sbon;
        }
        if matches!(
            sp,
            SPE_HEALING
                | SPE_EXTRA_HEALING
                | SPE_CURE_BLINDNESS
                | SPE_CURE_SICKNESS
                | SPE_RESTORE_ABILITY
                | SPE_REMOVE_CURSE
        ) {
            splcaster += rs.heal;
        }
        splcaster = splcaster.min(20);
        let mut chance = 11 * statused / 2;
        let level = i32::from(t.obj(sp).oc2).max(1);
        let skill = Skill::from_value(t.obj(sp).subtyp.max(0) as u8)
            .map_or(1, |s| i32::from(self.u.hero.skill(s).skill))
            .max(1)
            - 1;
        let difficulty = (level - 1) * 4 - (skill * 6 + self.u.ulevel() / 3 + 1);
        if difficulty > 0 {
            chance -= isqrt(900 * difficulty + 2000);
        } else {
            chance += (15 * -difficulty / level).min(20);
        }
        chance = chance.clamp(0, 120);
        if let Some(s) = worn(Worn::ARMS)
            && t.obj(s.otyp).weight > t.obj(SMALL_SHIELD).weight
        {
            chance /= if sp == rs.spec { 2 } else { 4 };
        }
        chance = chance * (20 - splcaster) / 15 - splcaster;
        chance.clamp(0, 100)
    }

    /// The known spells as menu lines.
    fn spell_lines(&self) -> Vec<String> {
        let t = tables();
        self.u
            .spells
            .iter()
            .map(|&(sp, _)| {
                let o = t.obj(sp);
                let name = o.name.clone().unwrap_or_default();
                let school =
                    Skill::from_value(o.subtyp.max(0) as u8).map_or(String::new(), |s| s.name().replace('_', " "));
                format!("{name:<20} {:>5}   {school:<12} {:>3}%", o.oc2, 100 - self.percent_success(sp))
            })
            .collect()
    }

    /// `+`: the known spells.
    pub fn dovspell(&mut self) -> bool {
        if self.u.spells.is_empty() {
            self.pline("You don't know any spells right now.");
            return false;
        }
        let mut lines = vec![format!("{:<20} {}   {:<12} {}", "Name", "Level", "Category", "Fail")];
        lines.extend(self.spell_lines());
        self.display_lines("Currently known spells", &lines);
        false
    }

    /// `Z`: cast a known spell.
    pub fn docast(&mut self) -> bool {
        if self.u.spells.is_empty() {
            self.pline("You don't know any spells right now.");
            return false;
        }
        let mut m = Menu::new("Choose which spell to cast", PickHow::One);
        for l in self.spell_lines() {
            m.item(None, &l);
        }
        let Some(sel) = self.select_menu(&m) else { return false };
        let Some(&k) = sel.first() else { return false };
        let Some(&(sp, _)) = self.u.spells.get(k) else { return false };
        self.spelleffects(sp)
    }

    /// `spelleffects`: casts spell `sp`. Returns whether time passed.
    pub fn spelleffects(&mut self, sp: Otyp) -> bool {
        let t = tables();
        let level = i32::from(t.obj(sp).oc2).max(1);
        let energy = level * 5;
        if self.u.uen < energy {
            self.pline("You don't have enough energy to cast that spell.");
            return false;
        }
        if self.u.uhunger <= 10 && sp != SPE_DETECT_FOOD {
            self.pline("You are too hungry to cast!");
            return false;
        }
        let chance = self.percent_success(sp);
        if self.u.has(Prop::Confusion) || self.rng.rnd(100) > chance {
            self.pline("You fail to cast the spell correctly.");
            self.u.uen -= energy / 2;
            return true;
        }
        self.u.uen -= energy;
        self.exercise(crate::world::you::A_WIS, true);
        let pseudo = |otyp: Otyp| {
            let mut o = Obj::new(otyp, 1);
            o.dknown = true;
            o
        };
        let wand = crate::actions::zap::bhit::spell_wand(sp);
        let ray = match sp {
            SPE_MAGIC_MISSILE => Some(ZapType::MagicMissile),
            SPE_FIREBALL => Some(ZapType::Fire),
            SPE_CONE_OF_COLD => Some(ZapType::Cold),
            SPE_SLEEP => Some(ZapType::Sleep),
            SPE_FINGER_OF_DEATH => Some(ZapType::Death),
            _ => None,
        };
        if let Some(w) = wand {
            let Some((dx, dy, dz)) = self.getdir(None) else {
                self.pline("The magical energy is released!");
                return true;
            };
            let o = pseudo(w);
            if dx == 0 && dy == 0 && dz == 0 {
                self.zap_self_effect(&o);
            } else if w == WAN_DIGGING {
                self.zap_dig(dx, dy, dz);
            } else if dz == 0 {
                // The beam is the spell's own ("The spell hits the newt!").
                self.bhit(&pseudo(sp), dx, dy);
            }
            return true;
        }
        if let Some(zt) = ray {
            let Some((dx, dy, dz)) = self.getdir(None) else {
                self.pline("The magical energy is released!");
                return true;
            };
            let nd = self.u.ulevel() / 2 + 1;
            if dx == 0 && dy == 0 {
                if dz == 0 {
                    self.zhitu(zt, nd, zt.name());
                } else {
                    self.pline(format!("The {} bounces!", zt.name()));
                }
            } else {
                self.buzz(zt, nd, self.u.ux, self.u.uy, dx, dy);
            }
            return true;
        }
        match sp {
            SPE_HEALING | SPE_EXTRA_HEALING => {
                let n = self.rng.d(6, if sp == SPE_EXTRA_HEALING { 8 } else { 4 });
                self.pline("You feel better.");
                self.healup(n, 0, false, sp == SPE_EXTRA_HEALING);
            }
            SPE_CURE_BLINDNESS => self.healup(0, 0, false, true),
            SPE_CURE_SICKNESS => self.healup(0, 0, true, false),
            SPE_HASTE_SELF => {
                self.peffects(&pseudo(POT_SPEED));
            }
            SPE_LEVITATION => {
                self.peffects(&pseudo(POT_LEVITATION));
            }
            SPE_INVISIBILITY => {
                self.peffects(&pseudo(POT_INVISIBILITY));
            }
            SPE_RESTORE_ABILITY => {
                self.peffects(&pseudo(POT_RESTORE_ABILITY));
            }
            SPE_DETECT_MONSTERS => {
                self.monster_detect(false);
            }
            SPE_DETECT_TREASURE => {
                self.object_detect();
            }
            SPE_DETECT_UNSEEN => {
                if self.findit() == 0 {
                    self.pline("You feel a strange sense of loss.");
                }
            }
            SPE_CLAIRVOYANCE => {
                self.pline("You have a vision of your surroundings.");
                self.findit();
            }
            SPE_REMOVE_CURSE => {
                self.seffects(&pseudo(SCR_REMOVE_CURSE));
            }
            SPE_MAGIC_MAPPING => {
                self.seffects(&pseudo(SCR_MAGIC_MAPPING));
            }
            SPE_IDENTIFY => self.identify_pack(1),
            SPE_CREATE_MONSTER => {
                self.create_critters(1, None);
            }
            SPE_CREATE_FAMILIAR => {
                let (ux, uy) = (self.u.ux, self.u.uy);
                let made = self.with_mon(|c, lev| {
                    let spot = c.enexto(lev, ux, uy, None)?;
                    c.makemon(lev, None, spot.x, spot.y, crate::monsters::makemon::NO_MM_FLAGS)
                });
                if let Some(k) = made {
                    self.tamedog(k);
                }
            }
            SPE_CHARM_MONSTER => {
                self.seffects(&pseudo(SCR_TAMING));
            }
            SPE_LIGHT => {
                self.seffects(&pseudo(SCR_LIGHT));
            }
            SPE_DETECT_FOOD => {
                self.food_detect();
            }
            SPE_CONFUSE_MONSTER => {
                self.seffects(&pseudo(SCR_CONFUSE_MONSTER));
            }
            SPE_CAUSE_FEAR => {
                self.seffects(&pseudo(SCR_SCARE_MONSTER));
            }
            SPE_PROTECTION => self.pline("You feel vaguely protected."),
            SPE_JUMPING => self.pline("You feel light on your feet."),
            _ => self.pline("Nothing seems to happen."),
        }
        true
    }
}
