//! The starting inventory of each role (u_init.c's `ini_inv` tables),
//! with the racial substitutions, the object types each role and race
//! knows from the start; the skills follow from it ([`crate::hero::u_skills`]).

use crate::game::Game;
use crate::hero::u_skills::{class_skills, skill_init};
use crate::world::obj::{Obj, Worn, types};
use oxhack_defs::flags::ObjFlags;
use oxhack_defs::{OClass, Otyp, Pm};
use oxhack_tables::{ids, tables};

/// One starting item (`struct trobj`): the type (`None` = random of the
/// class), enchantment (`None` = as made), quantity and blessedness
/// (`None` = as made, but never cursed).
#[derive(Debug, Clone, Copy)]
struct TrObj {
    otyp: Option<Otyp>,
    spe: Option<i8>,
    class: OClass,
    quan: i64,
    bless: Option<bool>,
}

const fn it(otyp: Otyp, spe: i8, class: OClass, quan: i64, bless: Option<bool>) -> TrObj {
    TrObj { otyp: Some(otyp), spe: Some(spe), class, quan, bless }
}
const fn itu(otyp: Otyp, class: OClass, quan: i64, bless: Option<bool>) -> TrObj {
    TrObj { otyp: Some(otyp), spe: None, class, quan, bless }
}
const fn rnd(class: OClass, quan: i64, bless: Option<bool>) -> TrObj {
    TrObj { otyp: None, spe: None, class, quan, bless }
}

use OClass::{
    Armor as A, Food as F, Gem as G, Potion as P, Ring as R, Scroll as S, Spbook as B, Tool as T, Wand as N,
    Weapon as W,
};
const U: Option<bool> = None;
const NO: Option<bool> = Some(false);
const YES: Option<bool> = Some(true);

const ARCHEOLOGIST: &[TrObj] = &[
    it(ids::BULLWHIP, 2, W, 1, U),
    it(ids::LEATHER_JACKET, 0, A, 1, U),
    it(ids::FEDORA, 0, A, 1, U),
    it(ids::FOOD_RATION, 0, F, 3, NO),
    itu(ids::PICK_AXE, T, 1, U),
    itu(ids::TINNING_KIT, T, 1, U),
    it(ids::TOUCHSTONE, 0, G, 1, NO),
    it(ids::SACK, 0, T, 1, NO),
];
const HEALER: &[TrObj] = &[
    it(ids::SCALPEL, 0, W, 1, U),
    it(ids::LEATHER_GLOVES, 1, A, 1, U),
    it(ids::STETHOSCOPE, 0, T, 1, NO),
    it(ids::POT_HEALING, 0, P, 4, U),
    it(ids::POT_EXTRA_HEALING, 0, P, 4, U),
    itu(ids::WAN_SLEEP, N, 1, U),
    it(ids::SPE_HEALING, 0, B, 1, YES),
    it(ids::SPE_EXTRA_HEALING, 0, B, 1, YES),
    it(ids::SPE_STONE_TO_FLESH, 0, B, 1, YES),
    it(ids::APPLE, 0, F, 5, NO),
];
const KNIGHT: &[TrObj] = &[
    it(ids::LONG_SWORD, 1, W, 1, U),
    it(ids::LANCE, 1, W, 1, U),
    it(ids::RING_MAIL, 1, A, 1, U),
    it(ids::HELMET, 0, A, 1, U),
    it(ids::SMALL_SHIELD, 0, A, 1, U),
    it(ids::LEATHER_GLOVES, 0, A, 1, U),
    it(ids::APPLE, 0, F, 10, NO),
    it(ids::CARROT, 0, F, 10, NO),
];
const PRIEST: &[TrObj] = &[
    it(ids::MACE, 1, W, 1, YES),
    it(ids::ROBE, 0, A, 1, U),
    it(ids::SMALL_SHIELD, 0, A, 1, U),
    it(ids::POT_WATER, 0, P, 4, YES),
    it(ids::CLOVE_OF_GARLIC, 0, F, 1, NO),
    it(ids::SPRIG_OF_WOLFSBANE, 0, F, 1, NO),
    rnd(B, 2, U),
];
const ROGUE_TAIL: &[TrObj] = &[
    it(ids::LEATHER_ARMOR, 1, A, 1, U),
    it(ids::POT_SICKNESS, 0, P, 1, NO),
    it(ids::LOCK_PICK, 0, T, 1, NO),
    it(ids::SACK, 0, T, 1, NO),
];
const TOURIST_TAIL: &[TrObj] = &[
    it(ids::POT_EXTRA_HEALING, 0, P, 2, U),
    it(ids::SCR_MAGIC_MAPPING, 0, S, 4, U),
    it(ids::HAWAIIAN_SHIRT, 0, A, 1, U),
    itu(ids::EXPENSIVE_CAMERA, T, 1, NO),
    it(ids::CREDIT_CARD, 0, T, 1, NO),
];
const VALKYRIE: &[TrObj] = &[
    it(ids::LONG_SWORD, 1, W, 1, U),
    it(ids::DAGGER, 0, W, 1, U),
    it(ids::SMALL_SHIELD, 3, A, 1, U),
    it(ids::FOOD_RATION, 0, F, 1, NO),
];
const WIZARD: &[TrObj] = &[
    it(ids::QUARTERSTAFF, 1, W, 1, YES),
    it(ids::CLOAK_OF_MAGIC_RESISTANCE, 0, A, 1, U),
    rnd(N, 1, U),
    rnd(R, 2, U),
    rnd(P, 3, U),
    rnd(S, 3, U),
    it(ids::SPE_FORCE_BOLT, 0, B, 1, YES),
    rnd(B, 1, U),
];
const TINOPENER: TrObj = it(ids::TIN_OPENER, 0, T, 1, NO);
const MAGICMARKER: TrObj = itu(ids::MAGIC_MARKER, T, 1, NO);
const LAMP: TrObj = it(ids::OIL_LAMP, 1, T, 1, NO);
const BLINDFOLD: TrObj = it(ids::BLINDFOLD, 0, T, 1, NO);
const LEASH: TrObj = it(ids::LEASH, 0, T, 1, NO);
const TOWEL: TrObj = it(ids::TOWEL, 0, T, 1, NO);
const XTRA_FOOD: TrObj = rnd(F, 2, NO);

/// Racial substitutions (`inv_subs`): (race, item, replacement).
const INV_SUBS: &[(Pm, Otyp, Otyp)] = &[
    (ids::PM_ELF, ids::DAGGER, ids::ELVEN_DAGGER),
    (ids::PM_ELF, ids::SPEAR, ids::ELVEN_SPEAR),
    (ids::PM_ELF, ids::SHORT_SWORD, ids::ELVEN_SHORT_SWORD),
    (ids::PM_ELF, ids::BOW, ids::ELVEN_BOW),
    (ids::PM_ELF, ids::ARROW, ids::ELVEN_ARROW),
    (ids::PM_ELF, ids::HELMET, ids::ELVEN_LEATHER_HELM),
    (ids::PM_ELF, ids::CLOAK_OF_DISPLACEMENT, ids::ELVEN_CLOAK),
    (ids::PM_ELF, ids::CRAM_RATION, ids::LEMBAS_WAFER),
    (ids::PM_ORC, ids::DAGGER, ids::ORCISH_DAGGER),
    (ids::PM_ORC, ids::SPEAR, ids::ORCISH_SPEAR),
    (ids::PM_ORC, ids::SHORT_SWORD, ids::ORCISH_SHORT_SWORD),
    (ids::PM_ORC, ids::BOW, ids::ORCISH_BOW),
    (ids::PM_ORC, ids::ARROW, ids::ORCISH_ARROW),
    (ids::PM_ORC, ids::HELMET, ids::ORCISH_HELM),
    (ids::PM_ORC, ids::SMALL_SHIELD, ids::ORCISH_SHIELD),
    (ids::PM_ORC, ids::RING_MAIL, ids::ORCISH_RING_MAIL),
    (ids::PM_ORC, ids::CHAIN_MAIL, ids::ORCISH_CHAIN_MAIL),
    (ids::PM_ORC, ids::CRAM_RATION, ids::TRIPE_RATION),
    (ids::PM_ORC, ids::LEMBAS_WAFER, ids::TRIPE_RATION),
    (ids::PM_DWARF, ids::SPEAR, ids::DWARVISH_SPEAR),
    (ids::PM_DWARF, ids::SHORT_SWORD, ids::DWARVISH_SHORT_SWORD),
    (ids::PM_DWARF, ids::HELMET, ids::DWARVISH_IRON_HELM),
    (ids::PM_DWARF, ids::LEMBAS_WAFER, ids::CRAM_RATION),
    (ids::PM_GNOME, ids::BOW, ids::CROSSBOW),
    (ids::PM_GNOME, ids::ARROW, ids::CROSSBOW_BOLT),
];

/// Random starting items never made (`ini_inv`'s exclusions), beyond the
/// per-game ones.
fn unwanted(g: &Game, o: &Obj, nocreate: &[Otyp]) -> bool {
    let t = tables();
    let otyp = o.otyp;
    let role = g.u.hero.role;
    nocreate.contains(&otyp)
        || [
            ids::WAN_WISHING,
            ids::RIN_LEVITATION,
            ids::POT_HALLUCINATION,
            ids::POT_ACID,
            ids::SCR_AMNESIA,
            ids::SCR_FIRE,
            ids::SCR_BLANK_PAPER,
            ids::SPE_BLANK_PAPER,
            ids::RIN_AGGRAVATE_MONSTER,
            ids::RIN_HUNGER,
            ids::WAN_NOTHING,
        ]
        .contains(&otyp)
        || (otyp == ids::RIN_POISON_RESISTANCE && g.u.hero.race == ids::PM_ORC)
        || (otyp == ids::SCR_ENCHANT_WEAPON && role == ids::PM_MONK)
        || (otyp == ids::SPE_FORCE_BOLT && role == ids::PM_WIZARD)
        || (t.obj(otyp).class == OClass::Spbook
            && (t.obj(otyp).level() > 3
                || t.obj(otyp).skill().is_none_or(|s| class_skills(role).iter().all(|(k, _)| *k != s))))
}

/// The hero learns a type from the start (`knows_object`).
pub fn knows_object(g: &mut Game, otyp: Otyp) {
    let i = otyp.0 as usize;
    if i < g.os.name_known.len() {
        g.os.name_known[i] = true;
        g.os.pre_discovered[i] = true;
    }
}

/// Every non-magical type of a class (`knows_class`).
fn knows_class(g: &mut Game, class: OClass) {
    let t = tables();
    for (i, o) in t.objects.iter().enumerate().skip(1) {
        if o.class == class && !o.is(ObjFlags::MAGIC) {
            knows_object(g, Otyp(i as u16));
        }
    }
}

/// `ini_inv`: makes, identifies, adds and puts on or wields the items.
fn ini_inv(g: &mut Game, items: &[TrObj]) {
    let t = tables();
    let mut nocreate: Vec<Otyp> = Vec::new();
    for tr in items {
        let mut left = tr.quan;
        while left > 0 {
            let mut obj = match tr.otyp {
                Some(otyp) => g.with_mk(|c| c.mksobj(otyp, true, false)),
                None => {
                    let mut o = g.with_mk(|c| c.mkobj(tr.class, false));
                    let mut tries = 0;
                    while unwanted(g, &o, &nocreate) && tries < 1000 {
                        o = g.with_mk(|c| c.mkobj(tr.class, false));
                        tries += 1;
                    }
                    let oc = t.obj(o.otyp);
                    if oc.is(ObjFlags::CHARGED) && o.spe <= 0 {
                        o.spe = g.rng.rne(3, g.u.hero.ulevel) as i8;
                    }
                    match o.otyp {
                        x if x == ids::WAN_POLYMORPH || x == ids::RIN_POLYMORPH || x == ids::POT_POLYMORPH => {
                            nocreate.push(ids::RIN_POLYMORPH_CONTROL)
                        }
                        x if x == ids::RIN_POLYMORPH_CONTROL => {
                            nocreate.extend([ids::RIN_POLYMORPH, ids::SPE_POLYMORPH, ids::POT_POLYMORPH])
                        }
                        _ => {}
                    }
                    if matches!(oc.class, OClass::Ring | OClass::Spbook) {
                        nocreate.push(o.otyp);
                    }
                    o
                }
            };
            if let Some(&(_, _, sub)) =
                INV_SUBS.iter().find(|(race, from, _)| *race == g.u.hero.race && *from == obj.otyp)
            {
                obj.otyp = sub;
            }
            let otyp = obj.otyp;
            let oc = t.obj(otyp);
            obj.known = true;
            obj.dknown = true;
            obj.bknown = true;
            obj.rknown = true;
            obj.cursed = false;
            obj.oprops = 0;
            obj.oprops_known = 0;
            if obj.otrapped && (oc.class == OClass::Weapon) && g.u.hero.align != oxhack_defs::Align::Chaotic {
                obj.otrapped = false;
            }
            if matches!(oc.class, OClass::Tool) && !obj.contents.is_empty() {
                obj.cknown = true;
                obj.lknown = true;
            }
            if otyp == ids::SACK || otyp == ids::BAG_OF_HOLDING || otyp == ids::OILSKIN_SACK {
                obj.cknown = true;
                obj.lknown = true;
                obj.otrapped = false;
            }
            let mut made = 1;
            if matches!(oc.class, OClass::Weapon | OClass::Tool) {
                obj.quan = left;
                made = left;
            } else if oc.class == OClass::Gem
                && otyp != ids::FLINT
                && (otyp == ids::TOUCHSTONE || otyp == ids::LOADSTONE)
            {
                obj.quan = 1;
            }
            if let Some(spe) = tr.spe {
                obj.spe = spe;
            }
            if let Some(b) = tr.bless {
                obj.blessed = b;
            }
            left -= made.max(1);
            let idx = g.addinv(obj);
            if oc.descr.is_some() {
                knows_object(g, otyp);
            }
            if otyp == ids::OIL_LAMP {
                knows_object(g, ids::POT_OIL);
            }
            wear_or_wield(g, idx);
            if oc.class == OClass::Spbook && otyp != ids::SPE_BLANK_PAPER && !g.u.spells.iter().any(|s| s.0 == otyp) {
                g.u.spells.push((otyp, 20000));
            }
        }
    }
}

/// Puts on a starting armor piece in its free slot, or readies a
/// starting weapon (wielded, quivered or as the alternate weapon).
fn wear_or_wield(g: &mut Game, idx: usize) {
    let t = tables();
    let Some(obj) = g.u.invent.get(idx) else { return };
    let otyp = obj.otyp;
    let oc = t.obj(otyp);
    let free = |g: &Game, w: Worn| g.u.worn(w).is_none();
    let mut slot = None;
    if oc.class == OClass::Armor {
        let two_handed = g.u.uwep().is_some_and(|w| types::bimanual(t, w.otyp));
        slot = if types::is_shield(t, otyp) && free(g, Worn::ARMS) && !two_handed {
            Some(Worn::ARMS)
        } else if types::is_helmet(t, otyp) && free(g, Worn::ARMH) {
            Some(Worn::ARMH)
        } else if types::is_gloves(t, otyp) && free(g, Worn::ARMG) {
            Some(Worn::ARMG)
        } else if types::is_shirt(t, otyp) && free(g, Worn::ARMU) {
            Some(Worn::ARMU)
        } else if types::is_cloak(t, otyp) && free(g, Worn::ARMC) {
            Some(Worn::ARMC)
        } else if types::is_boots(t, otyp) && free(g, Worn::ARMF) {
            Some(Worn::ARMF)
        } else if types::is_suit(t, otyp) && free(g, Worn::ARM) {
            Some(Worn::ARM)
        } else {
            None
        };
    }
    if oc.class == OClass::Weapon
        || types::is_weptool(t, otyp)
        || otyp == ids::TIN_OPENER
        || otyp == ids::FLINT
        || otyp == ids::ROCK
    {
        slot = if types::is_ammo(t, otyp) || types::is_missile(t, otyp) {
            free(g, Worn::QUIVER).then_some(Worn::QUIVER)
        } else if free(g, Worn::WEP) && (free(g, Worn::ARMS) || !types::bimanual(t, otyp)) {
            Some(Worn::WEP)
        } else {
            free(g, Worn::SWAPWEP).then_some(Worn::SWAPWEP)
        };
    }
    if let Some(w) = slot {
        g.u.invent[idx].owornmask |= w;
    }
}

/// u_init.c's role and race part: the inventory, what is known, the
/// skills, starting gold and role intrinsics given by items.
pub fn starting_inventory(g: &mut Game) {
    let role = g.u.hero.role;
    let mut gold: i64 = 0;
    match role {
        ids::PM_ARCHEOLOGIST => {
            ini_inv(g, ARCHEOLOGIST);
            if g.rng.rn2(10) == 0 {
                ini_inv(g, &[TINOPENER]);
            } else if g.rng.rn2(4) == 0 {
                ini_inv(g, &[LAMP]);
            } else if g.rng.rn2(10) == 0 {
                ini_inv(g, &[MAGICMARKER]);
            }
            knows_object(g, ids::SACK);
            knows_object(g, ids::TOUCHSTONE);
        }
        ids::PM_BARBARIAN => {
            let (major, minor) = if g.rng.rn2(100) >= 50 {
                (ids::BATTLE_AXE, ids::SHORT_SWORD)
            } else {
                (ids::TWO_HANDED_SWORD, ids::AXE)
            };
            ini_inv(
                g,
                &[
                    it(major, 0, W, 1, U),
                    it(minor, 0, W, 1, U),
                    it(ids::RING_MAIL, 0, A, 1, U),
                    it(ids::FOOD_RATION, 0, F, 1, NO),
                ],
            );
            if g.rng.rn2(6) == 0 {
                ini_inv(g, &[LAMP]);
            }
            knows_class(g, OClass::Weapon);
            knows_class(g, OClass::Armor);
        }
        ids::PM_CAVEMAN => {
            let flint = g.rng.rn1(11, 10) as i64;
            ini_inv(
                g,
                &[
                    it(ids::CLUB, 1, W, 1, U),
                    it(ids::SLING, 2, W, 1, U),
                    it(ids::FLINT, 0, G, flint, U),
                    it(ids::ROCK, 0, G, 3, NO),
                    it(ids::LEATHER_ARMOR, 0, A, 1, U),
                ],
            );
        }
        ids::PM_HEALER => {
            gold = g.rng.rn1(1000, 1001) as i64;
            ini_inv(g, HEALER);
            if g.rng.rn2(25) == 0 {
                ini_inv(g, &[LAMP]);
            }
            knows_object(g, ids::POT_FULL_HEALING);
        }
        ids::PM_KNIGHT => {
            ini_inv(g, KNIGHT);
            knows_class(g, OClass::Weapon);
            knows_class(g, OClass::Armor);
            g.u.prop_mut(oxhack_defs::Prop::Jumping).intrinsic |= crate::world::you::FROMOUTSIDE;
        }
        ids::PM_MONK => {
            let spells = [ids::SPE_HEALING, ids::SPE_PROTECTION, ids::SPE_SLEEP];
            let book = spells[(g.rng.rn2(90) / 30) as usize];
            ini_inv(
                g,
                &[
                    it(ids::LEATHER_GLOVES, 2, A, 1, U),
                    it(ids::ROBE, 1, A, 1, U),
                    itu(book, B, 1, YES),
                    rnd(S, 1, U),
                    it(ids::POT_HEALING, 0, P, 3, U),
                    it(ids::FOOD_RATION, 0, F, 3, NO),
                    it(ids::APPLE, 0, F, 5, U),
                    it(ids::ORANGE, 0, F, 5, U),
                    it(ids::FORTUNE_COOKIE, 0, F, 3, U),
                ],
            );
            if g.rng.rn2(5) == 0 {
                ini_inv(g, &[MAGICMARKER]);
            } else if g.rng.rn2(10) == 0 {
                ini_inv(g, &[LAMP]);
            }
            knows_class(g, OClass::Armor);
            knows_object(g, ids::SHURIKEN);
        }
        ids::PM_PRIEST => {
            ini_inv(g, PRIEST);
            if g.rng.rn2(10) == 0 {
                ini_inv(g, &[MAGICMARKER]);
            } else if g.rng.rn2(10) == 0 {
                ini_inv(g, &[LAMP]);
            }
            knows_object(g, ids::POT_WATER);
        }
        ids::PM_RANGER => {
            let two = g.rng.rn1(10, 50) as i64;
            let zero = g.rng.rn1(10, 30) as i64;
            ini_inv(
                g,
                &[
                    it(ids::DAGGER, 1, W, 1, U),
                    it(ids::BOW, 1, W, 1, U),
                    it(ids::ARROW, 2, W, two, U),
                    it(ids::ARROW, 0, W, zero, U),
                    it(ids::CLOAK_OF_DISPLACEMENT, 2, A, 1, U),
                    it(ids::CRAM_RATION, 0, F, 4, NO),
                ],
            );
        }
        ids::PM_ROGUE => {
            let daggers = g.rng.rn1(10, 6) as i64;
            ini_inv(g, &[it(ids::SHORT_SWORD, 0, W, 1, U), it(ids::DAGGER, 0, W, daggers, NO)]);
            ini_inv(g, ROGUE_TAIL);
            if g.rng.rn2(5) == 0 {
                ini_inv(g, &[BLINDFOLD]);
            }
            knows_object(g, ids::SACK);
        }
        ids::PM_SAMURAI => {
            let ya = g.rng.rn1(20, 26) as i64;
            ini_inv(
                g,
                &[
                    it(ids::KATANA, 0, W, 1, U),
                    it(ids::SHORT_SWORD, 0, W, 1, U),
                    it(ids::YUMI, 0, W, 1, U),
                    it(ids::YA, 0, W, ya, U),
                    it(ids::SPLINT_MAIL, 0, A, 1, U),
                ],
            );
            if g.rng.rn2(5) == 0 {
                ini_inv(g, &[BLINDFOLD]);
            }
            knows_class(g, OClass::Weapon);
            knows_class(g, OClass::Armor);
        }
        ids::PM_TOURIST => {
            let darts = g.rng.rn1(20, 21) as i64;
            gold = g.rng.rnd(1000) as i64;
            ini_inv(g, &[it(ids::DART, 2, W, darts, U), rnd(F, 10, NO)]);
            ini_inv(g, TOURIST_TAIL);
            if g.rng.rn2(25) == 0 {
                ini_inv(g, &[TINOPENER]);
            } else if g.rng.rn2(25) == 0 {
                ini_inv(g, &[LEASH]);
            } else if g.rng.rn2(25) == 0 {
                ini_inv(g, &[TOWEL]);
            } else if g.rng.rn2(25) == 0 {
                ini_inv(g, &[MAGICMARKER]);
            }
        }
        ids::PM_WIZARD => {
            ini_inv(g, WIZARD);
            if g.rng.rn2(5) == 0 {
                ini_inv(g, &[MAGICMARKER]);
            }
            if g.rng.rn2(5) == 0 {
                ini_inv(g, &[BLINDFOLD]);
            }
        }
        _ => {
            ini_inv(g, VALKYRIE);
            if g.rng.rn2(6) == 0 {
                ini_inv(g, &[LAMP]);
            }
            knows_class(g, OClass::Weapon);
            knows_class(g, OClass::Armor);
        }
    }
    match g.u.hero.race {
        ids::PM_ELF => {
            if role == ids::PM_PRIEST || role == ids::PM_WIZARD {
                let horns =
                    [ids::WOODEN_FLUTE, ids::TOOLED_HORN, ids::WOODEN_HARP, ids::BELL, ids::BUGLE, ids::LEATHER_DRUM];
                let i = g.rng.rn2(horns.len() as i32) as usize;
                ini_inv(g, &[it(horns[i], 0, T, 1, NO)]);
            }
            for o in [
                ids::ELVEN_SHORT_SWORD,
                ids::ELVEN_ARROW,
                ids::ELVEN_BOW,
                ids::ELVEN_SPEAR,
                ids::ELVEN_DAGGER,
                ids::ELVEN_BROADSWORD,
                ids::ELVEN_MITHRIL_COAT,
                ids::ELVEN_LEATHER_HELM,
                ids::ELVEN_SHIELD,
                ids::ELVEN_BOOTS,
                ids::ELVEN_CLOAK,
            ] {
                knows_object(g, o);
            }
        }
        ids::PM_DWARF => {
            for o in [
                ids::DWARVISH_SPEAR,
                ids::DWARVISH_SHORT_SWORD,
                ids::DWARVISH_MATTOCK,
                ids::DWARVISH_IRON_HELM,
                ids::DWARVISH_MITHRIL_COAT,
                ids::DWARVISH_CLOAK,
                ids::DWARVISH_ROUNDSHIELD,
            ] {
                knows_object(g, o);
            }
        }
        ids::PM_ORC => {
            if role != ids::PM_WIZARD {
                ini_inv(g, &[XTRA_FOOD]);
            }
            for o in [
                ids::ORCISH_SHORT_SWORD,
                ids::ORCISH_ARROW,
                ids::ORCISH_BOW,
                ids::ORCISH_SPEAR,
                ids::ORCISH_DAGGER,
                ids::ORCISH_CHAIN_MAIL,
                ids::ORCISH_RING_MAIL,
                ids::ORCISH_HELM,
                ids::ORCISH_SHIELD,
                ids::URUK_HAI_SHIELD,
                ids::ORCISH_CLOAK,
            ] {
                knows_object(g, o);
            }
        }
        _ => {}
    }
    g.u.ugold = gold;
    g.life.umoney0 = gold;
    skill_init(g);
}
