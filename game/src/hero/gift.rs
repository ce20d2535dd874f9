//! Where objects with good random properties come from besides chance:
//! sacrifice gifts chosen by the hero's best weapon skills
//! (`suitable_obj_for_skill`), Angels' long swords, and the weapons of
//! player-monsters on the Astral Plane.

use crate::objects::mkobj::MkCtx;
use crate::objects::oprops::create_oprop;
use crate::world::hero::{Hero, P_BASIC, P_EXPERT, P_UNSKILLED};
use crate::world::mondata;
use crate::world::obj::{ITEM_PROP_MASK, Obj};
use oxhack_defs::{Align, OClass, Otyp, Pm, Skill};
use oxhack_tables::{self as ids, *};

/// The weapon a gift of skill `skill` takes for this hero's race and role,
/// when one applies: elven and orcish daggers, athames for Wizards,
/// scalpels for Healers, racial short swords, the wakizashi (short sword)
/// for Samurai, elven broadswords, katana and tsurugi for Samurai, and
/// racial or Samurai bows (or their arrows).
pub fn suitable_obj_for_skill(hero: &Hero, skill: Skill, rng: &mut crate::rng::Rng) -> Option<Otyp> {
    let elf = hero.race_is(ids::PM_ELF);
    let orc = hero.race_is(ids::PM_ORC);
    let samurai = hero.role_is(ids::PM_SAMURAI);
    match skill {
        Skill::Dagger if elf => Some(ELVEN_DAGGER),
        Skill::Dagger if orc => Some(ORCISH_DAGGER),
        Skill::Dagger if hero.role_is(ids::PM_WIZARD) => Some(ATHAME),
        Skill::Knife if hero.role_is(ids::PM_HEALER) => Some(SCALPEL),
        Skill::ShortSword if elf => Some(ELVEN_SHORT_SWORD),
        Skill::ShortSword if orc => Some(ORCISH_SHORT_SWORD),
        Skill::ShortSword if hero.race_is(ids::PM_DWARF) => Some(DWARVISH_SHORT_SWORD),
        Skill::ShortSword if samurai => Some(SHORT_SWORD),
        Skill::BroadSword if elf => Some(ELVEN_BROADSWORD),
        Skill::LongSword if samurai => Some(KATANA),
        Skill::TwoHandedSword if samurai => Some(TSURUGI),
        Skill::Bow if elf => Some(if rng.rn2(2) != 0 { ELVEN_BOW } else { ELVEN_ARROW }),
        Skill::Bow if orc => Some(if rng.rn2(2) != 0 { ORCISH_BOW } else { ORCISH_ARROW }),
        Skill::Bow if samurai => Some(if rng.rn2(2) != 0 { YUMI } else { YA }),
        _ => None,
    }
}

/// Weapons that monsters throw (`rwep[]`), whose stacks player-monsters
/// carry more of.
const THROWN: &[Otyp] = &[
    DWARVISH_SPEAR,
    SILVER_SPEAR,
    ELVEN_SPEAR,
    SPEAR,
    ORCISH_SPEAR,
    JAVELIN,
    SHURIKEN,
    YA,
    SILVER_ARROW,
    ELVEN_ARROW,
    ARROW,
    ORCISH_ARROW,
    CROSSBOW_BOLT,
    SILVER_DAGGER,
    ELVEN_DAGGER,
    DAGGER,
    ORCISH_DAGGER,
    KNIFE,
    FLINT,
    ROCK,
    LOADSTONE,
    LUCKSTONE,
    DART,
    CREAM_PIE,
];

/// What a player-monster is equipped with (`mk_mplayer`'s choices);
/// `None` slots stay empty.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MplayerKit {
    pub weapon: Option<Otyp>,
    pub armor: Option<Otyp>,
    pub cloak: Option<Otyp>,
    pub helm: Option<Otyp>,
    pub shield: Option<Otyp>,
}

impl MkCtx<'_> {
    /// `create_oprop(NULL, FALSE)`: a weapon for the hero's best advanced
    /// weapon skill (ties broken at random, Expert before Skilled before
    /// Basic), with good properties and the gift fix-ups. Without any
    /// advanced skill, a random weapon.
    pub fn mk_gift_weapon(&mut self) -> Obj {
        let t = self.t;
        let mut otyp = None;
        let mut threshold = P_EXPERT;
        let weapons = Skill::Dagger.value()..Skill::UnicornHorn.value();
        while threshold > P_UNSKILLED {
            let cands: Vec<Skill> = weapons
                .clone()
                .filter_map(Skill::from_value)
                .filter(|&s| {
                    let l = self.hero.skill(s);
                    l.max_skill >= threshold.max(P_BASIC) && l.skill >= threshold
                })
                .collect();
            if cands.is_empty() {
                threshold -= 1;
                continue;
            }
            let skill = cands[self.rng.rn2(cands.len() as i32) as usize];
            if let Some(o) = suitable_obj_for_skill(self.hero, skill, self.rng) {
                otyp = Some(o);
                break;
            }
            let types: Vec<Otyp> = (ARROW.0..=CROSSBOW.0)
                .map(Otyp)
                .filter(|&o| t.obj(o).class == OClass::Weapon && t.obj(o).subtyp.unsigned_abs() == skill.value())
                .collect();
            if types.is_empty() {
                threshold -= 1;
                continue;
            }
            otyp = Some(types[self.rng.rn2(types.len() as i32) as usize]);
            break;
        }
        let mut o = match otyp {
            Some(o) => self.mksobj(o, true, false),
            None => self.mkobj(OClass::Weapon, false),
        };
        create_oprop(t, self.os, &mut o, false, self.og.rules, self.rng);
        o
    }

    /// A sacrifice's gift when the god is pleased enough (level 3 or more,
    /// luck not negative): an artifact one time in (10 + 2 x gifts x
    /// artifacts), else a weapon with good properties one time in (10 + 2 x
    /// gifts). The gift is at least +0, not cursed, erodeproof, and its
    /// properties are identified. The caller counts the gift.
    pub fn sacrifice_gift(&mut self, altar: Align) -> Option<Obj> {
        if self.hero.ulevel <= 2 || self.hero.uluck < 0 {
            return None;
        }
        let nartifacts = self.og.arti.nartifact_exist();
        let mut gift = None;
        if self.rng.rn2(10 + 2 * self.hero.ugifts * nartifacts) == 0 {
            gift = self.mk_artifact(None, altar);
        }
        if gift.is_none() && self.rng.rn2(10 + 2 * self.hero.ugifts) == 0 {
            gift = Some(self.mk_gift_weapon());
        }
        let mut o = gift?;
        if o.spe < 0 {
            o.spe = 0;
        }
        o.uncurse();
        o.oerodeproof = true;
        if o.oprops != 0 {
            o.oprops_known = ITEM_PROP_MASK;
        }
        if let Some(a) = o.oartifact {
            self.og.arti.discover(a);
        }
        Some(o)
    }

    /// An Angel's long sword: one time in 20 (always for a lord) it is
    /// meant to be Demonbane or Sunsword; when that artifact already
    /// exists it gets good properties instead. Always blessed, erodeproof,
    /// and at least +0..+3.
    pub fn angel_long_sword(&mut self, angel: Pm) -> Obj {
        let mut o = self.mksobj(LONG_SWORD, false, false);
        if self.rng.rn2(20) == 0 || mondata::is_lord(self.t, angel) {
            let a = if self.rng.rn2(2) != 0 { ids::ART_DEMONBANE } else { ids::ART_SUNSWORD };
            let wanted = self.t.arti(a).filter(|art| art.otyp == o.otyp);
            if let Some(art) = wanted
                && !self.og.arti.exists(a)
            {
                o.oname = Some(art.name.clone());
                o.oartifact = Some(a);
                self.og.arti.set_exists(a, true);
            } else {
                create_oprop(self.t, self.os, &mut o, false, self.og.rules, self.rng);
            }
        }
        o.bless();
        o.oerodeproof = true;
        let spe2 = self.rng.rn2(4) as i8;
        o.spe = o.spe.max(spe2);
        o
    }

    /// The equipment choices of a player-monster of role `pm`
    /// (`mk_mplayer`). Each arm mirrors one case of NetHack's switch; the
    /// random draws inside must happen only for that case.
    #[allow(clippy::collapsible_match)]
    pub fn mplayer_kit(&mut self, pm: Pm) -> MplayerKit {
        let weapon = if self.rng.rn2(2) == 0 { LONG_SWORD } else { self.rnd_class(SPEAR, BULLWHIP) };
        let mut k = MplayerKit {
            weapon: Some(weapon),
            armor: Some(self.rnd_class(GRAY_DRAGON_SCALE_MAIL, YELLOW_DRAGON_SCALE_MAIL)),
            cloak: None,
            helm: None,
            shield: None,
        };
        k.cloak = if self.rng.rn2(8) == 0 { None } else { Some(self.rnd_class(OILSKIN_CLOAK, CLOAK_OF_DISPLACEMENT)) };
        k.helm = if self.rng.rn2(8) == 0 { None } else { Some(self.rnd_class(ELVEN_LEATHER_HELM, HELM_OF_TELEPATHY)) };
        k.shield = if self.rng.rn2(8) == 0 { None } else { Some(self.rnd_class(ELVEN_SHIELD, SHIELD_OF_REFLECTION)) };
        let plate = |m: &mut Self| Some(m.rnd_class(PLATE_MAIL, CHAIN_MAIL));
        let coin = |m: &mut Self| m.rng.rn2(2) != 0;
        match pm {
            ids::PM_ARCHEOLOGIST => {
                if coin(self) {
                    k.weapon = Some(BULLWHIP);
                }
            }
            ids::PM_BARBARIAN => {
                if coin(self) {
                    k.weapon = Some(if coin(self) { TWO_HANDED_SWORD } else { BATTLE_AXE });
                    k.shield = None;
                }
                if coin(self) {
                    k.armor = plate(self);
                }
                if k.helm == Some(HELM_OF_BRILLIANCE) {
                    k.helm = None;
                }
            }
            ids::PM_CAVEMAN | ids::PM_CAVEWOMAN => {
                if self.rng.rn2(4) != 0 {
                    k.weapon = Some(MACE);
                } else if coin(self) {
                    k.weapon = Some(CLUB);
                }
                if k.helm == Some(HELM_OF_BRILLIANCE) {
                    k.helm = None;
                }
            }
            ids::PM_HEALER => {
                if self.rng.rn2(4) != 0 {
                    k.weapon = Some(QUARTERSTAFF);
                } else if coin(self) {
                    k.weapon = Some(if coin(self) { UNICORN_HORN } else { SCALPEL });
                }
                if self.rng.rn2(4) != 0 {
                    k.helm = Some(if coin(self) { HELM_OF_BRILLIANCE } else { HELM_OF_TELEPATHY });
                }
                if coin(self) {
                    k.shield = None;
                }
            }
            ids::PM_KNIGHT => {
                if self.rng.rn2(4) != 0 {
                    k.weapon = Some(LONG_SWORD);
                }
                if coin(self) {
                    k.armor = plate(self);
                }
            }
            ids::PM_MONK => {
                k.weapon = if self.rng.rn2(3) == 0 { Some(SHURIKEN) } else { None };
                k.armor = None;
                k.cloak = Some(ROBE);
                if coin(self) {
                    k.shield = None;
                }
            }
            ids::PM_PRIEST | ids::PM_PRIESTESS => {
                if coin(self) {
                    k.weapon = Some(MACE);
                }
                if coin(self) {
                    k.armor = plate(self);
                }
                if self.rng.rn2(4) != 0 {
                    k.cloak = Some(ROBE);
                }
                if self.rng.rn2(4) != 0 {
                    k.helm = Some(if coin(self) { HELM_OF_BRILLIANCE } else { HELM_OF_TELEPATHY });
                }
                if coin(self) {
                    k.shield = None;
                }
            }
            ids::PM_RANGER => {
                if coin(self) {
                    k.weapon = Some(ELVEN_DAGGER);
                }
            }
            ids::PM_ROGUE => {
                if coin(self) {
                    k.weapon = Some(if coin(self) { SHORT_SWORD } else { ORCISH_DAGGER });
                }
            }
            ids::PM_SAMURAI => {
                if coin(self) {
                    k.weapon = Some(KATANA);
                }
            }
            ids::PM_VALKYRIE => {
                if coin(self) {
                    k.weapon = Some(WAR_HAMMER);
                }
                if coin(self) {
                    k.armor = plate(self);
                }
            }
            ids::PM_WIZARD => {
                if self.rng.rn2(4) != 0 {
                    k.weapon = Some(if coin(self) { QUARTERSTAFF } else { ATHAME });
                }
                if coin(self) {
                    k.armor = Some(if coin(self) { BLACK_DRAGON_SCALE_MAIL } else { SILVER_DRAGON_SCALE_MAIL });
                    k.cloak = Some(CLOAK_OF_MAGIC_RESISTANCE);
                }
                if self.rng.rn2(4) != 0 {
                    k.helm = Some(HELM_OF_BRILLIANCE);
                }
                k.shield = None;
            }
            _ => {}
        }
        k
    }

    /// A player-monster's weapon. On the Astral Plane (`special`) it is
    /// +4..+8 and becomes an artifact one time in 5 (NetHack: 1 in 2);
    /// otherwise it gets good random properties.
    pub fn mplayer_weapon(&mut self, weapon: Otyp, special: bool) -> Obj {
        let t = self.t;
        let mut o = self.mksobj(weapon, true, false);
        o.spe = if special { self.rng.rn1(5, 4) } else { self.rng.rn2(4) } as i8;
        if self.rng.rn2(3) == 0 {
            o.oerodeproof = true;
        } else if self.rng.rn2(2) == 0 {
            o.greased = true;
        }
        if special {
            if self.rng.rn2(5) == 0 {
                o = self.mk_artifact(Some(o.clone()), Align::None).unwrap_or(o);
            } else {
                create_oprop(t, self.os, &mut o, false, self.og.rules, self.rng);
            }
        }
        if t.obj(o.otyp).is(oxhack_defs::flags::ObjFlags::MERGE) && o.oartifact.is_none() && THROWN.contains(&o.otyp) {
            let spear = t.obj(o.otyp).class == OClass::Weapon && t.obj(o.otyp).subtyp == Skill::Spear.value() as i8;
            o.quan += self.rng.rn2(if spear { 4 } else { 8 }) as i64;
        }
        if o.oartifact == Some(ids::ART_MAGICBANE) {
            o.spe = self.rng.rnd(4) as i8;
        }
        o
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::objects::mkobj::{LevelCtx, ObjGen};
    use crate::objects::oprops::detrimental_mask;
    use crate::rng::Rng;
    use crate::world::hero::P_SKILLED;
    use oxhack_tables::tables;

    fn run<R>(hero: &Hero, seed: u64, f: impl FnOnce(&mut MkCtx) -> R) -> R {
        let t = tables();
        let mut rng = Rng::new(seed);
        let os = crate::objects::o_init::init_objects(t, &mut rng);
        let mut og = ObjGen::new(t);
        let mut m = MkCtx {
            t,
            os: &os,
            og: &mut og,
            rng: &mut rng,
            hero,
            lvl: LevelCtx::default(),
            texts: crate::world::content::Content::embedded_texts(),
        };
        f(&mut m)
    }

    #[test]
    fn substitutions_by_race_and_role() {
        let mut rng = Rng::new(1);
        let elf = Hero::new(ids::PM_RANGER, ids::PM_ELF, Align::Chaotic);
        let sam = Hero::new(ids::PM_SAMURAI, ids::PM_HUMAN, Align::Lawful);
        let wiz = Hero::new(ids::PM_WIZARD, ids::PM_HUMAN, Align::Neutral);
        let hea = Hero::new(ids::PM_HEALER, ids::PM_GNOME, Align::Neutral);
        assert_eq!(suitable_obj_for_skill(&elf, Skill::Dagger, &mut rng), Some(ELVEN_DAGGER));
        assert_eq!(suitable_obj_for_skill(&wiz, Skill::Dagger, &mut rng), Some(ATHAME));
        assert_eq!(suitable_obj_for_skill(&hea, Skill::Knife, &mut rng), Some(SCALPEL));
        assert_eq!(suitable_obj_for_skill(&sam, Skill::LongSword, &mut rng), Some(KATANA));
        assert_eq!(suitable_obj_for_skill(&sam, Skill::TwoHandedSword, &mut rng), Some(TSURUGI));
        assert_eq!(suitable_obj_for_skill(&sam, Skill::ShortSword, &mut rng), Some(SHORT_SWORD));
        assert_eq!(suitable_obj_for_skill(&elf, Skill::BroadSword, &mut rng), Some(ELVEN_BROADSWORD));
        assert_eq!(suitable_obj_for_skill(&wiz, Skill::LongSword, &mut rng), None);
        let bows: Vec<_> = (0..20).filter_map(|_| suitable_obj_for_skill(&sam, Skill::Bow, &mut rng)).collect();
        assert!(bows.contains(&YUMI) && bows.contains(&YA));
    }

    #[test]
    fn gift_weapons_follow_the_best_skill() {
        let mut hero = Hero::new(ids::PM_SAMURAI, ids::PM_HUMAN, Align::Lawful);
        hero.set_skill(Skill::LongSword, P_EXPERT, P_EXPERT);
        hero.set_skill(Skill::Bow, P_SKILLED, P_EXPERT);
        run(&hero, 3, |m| {
            let bad = detrimental_mask(m.t);
            for _ in 0..200 {
                let o = m.mk_gift_weapon();
                assert_eq!(o.otyp, KATANA);
                assert!(o.oprops != 0 && o.oprops & bad == 0);
                assert!(!o.cursed && o.spe >= 0);
            }
        });
        let mut hero = Hero::new(ids::PM_VALKYRIE, ids::PM_HUMAN, Align::Neutral);
        hero.set_skill(Skill::Axe, P_BASIC, P_EXPERT);
        run(&hero, 4, |m| {
            let kinds: std::collections::BTreeSet<_> = (0..100).map(|_| m.mk_gift_weapon().otyp).collect();
            assert!(kinds.iter().all(|&k| m.t.obj(k).skill() == Some(Skill::Axe)), "{kinds:?}");
        });
    }

    #[test]
    fn sacrifice_gifts_are_identified_and_safe() {
        let mut hero = Hero::new(ids::PM_VALKYRIE, ids::PM_HUMAN, Align::Neutral);
        hero.ulevel = 10;
        hero.set_skill(Skill::LongSword, P_SKILLED, P_EXPERT);
        run(&hero, 5, |m| {
            let gifts: Vec<Obj> = (0..400).filter_map(|_| m.sacrifice_gift(Align::Neutral)).collect();
            assert!(gifts.len() > 40, "{}", gifts.len());
            assert!(gifts.iter().any(|g| g.oartifact.is_some()));
            for g in gifts.iter().filter(|g| g.oartifact.is_none()) {
                assert!(g.oprops != 0 && g.oprops_known == ITEM_PROP_MASK && g.oerodeproof && !g.cursed);
            }
        });
    }

    #[test]
    fn angels_and_astral_players() {
        let hero = Hero::default();
        run(&hero, 6, |m| {
            // An Angel lord always tries; once Sunsword and Demonbane both
            // exist, its sword gets properties instead.
            let swords: Vec<Obj> = (0..30).map(|_| m.angel_long_sword(ids::PM_ANGEL)).collect();
            assert!(swords.iter().all(|s| s.blessed && s.oerodeproof));
            m.og.arti.set_exists(ids::ART_DEMONBANE, true);
            m.og.arti.set_exists(ids::ART_SUNSWORD, true);
            let mut with_props = 0;
            for _ in 0..400 {
                let s = m.angel_long_sword(ids::PM_ANGEL);
                with_props += (s.oprops != 0) as i32;
                assert!(s.oartifact.is_none());
            }
            assert!((5..=45).contains(&with_props), "{with_props} of 400 (1 in 20 expected)");
            let (mut arts, mut props) = (0, 0);
            for _ in 0..500 {
                m.og.arti = crate::objects::artifact::ArtifactState::new(m.t);
                let w = m.mplayer_weapon(LONG_SWORD, true);
                assert!(w.spe >= 4 || w.oartifact.is_some());
                arts += w.oartifact.is_some() as i32;
                props += (w.oprops != 0) as i32;
            }
            assert!((60..=150).contains(&arts), "{arts} artifacts in 500 (1 in 5)");
            assert_eq!(arts + props, 500);
            let kit = m.mplayer_kit(ids::PM_MONK);
            assert_eq!(kit.armor, None);
            assert_eq!(kit.cloak, Some(ROBE));
        });
    }
}
