//! The last part of readobjnam (NetHack's `typfnd:` onwards): make the
//! object, then give it what was asked for as far as the rules allow:
//! count, enchantment and charges, the monster type of corpses and tins,
//! blessed or cursed, erosion and erodeproofing, locks, grease, dilution,
//! a name (perhaps an artifact's), and OxHack's magical properties.

use super::parse::{Contents, Request};
use super::{Wish, WishError, WishOpts};
use crate::objects::artifact::quest_artifact;
use crate::objects::mkobj::{G_GENOD, MkCtx, is_poisonable};
use crate::objects::objnam::{is_box, is_corrodeable, is_damageable, is_flammable, is_rottable, is_rustprone};
use crate::objects::oprops::{count_oprops, create_oprop, restrict_oprops};
use crate::world::mondata::{can_be_hatched, is_human, verysmall};
use crate::world::obj::{Obj, types};
use oxhack_defs::flags::{Geno, ObjFlags};
use oxhack_defs::{OClass, Otyp, Pm, Sound, Tables};
use oxhack_tables::ids;

/// Longest object name (`PL_PSIZ` less its terminator).
pub const PL_PSIZ: usize = 62;
/// `spe` of a historic statue.
const STATUE_HISTORIC: i8 = 1;

/// Objects only wizard mode may wish for, and what others get instead.
fn non_wizard_substitute(c: &mut MkCtx<'_>, typ: Otyp) -> Option<Otyp> {
    Some(match typ {
        ids::AMULET_OF_YENDOR => ids::FAKE_AMULET_OF_YENDOR,
        ids::CANDELABRUM_OF_INVOCATION => c.rnd_class(ids::TALLOW_CANDLE, ids::WAX_CANDLE),
        ids::BELL_OF_OPENING => ids::BELL,
        ids::SPE_BOOK_OF_THE_DEAD => ids::SPE_BLANK_PAPER,
        ids::MAGIC_LAMP => ids::OIL_LAMP,
        _ if c.t.obj(typ).is(ObjFlags::NOWISH) => return None,
        _ => typ,
    })
}

fn is_candle(otyp: Otyp) -> bool {
    otyp == ids::TALLOW_CANDLE || otyp == ids::WAX_CANDLE
}

/// `erosion_matters`: weapons, weapon-tools, armor, balls and chains.
fn erosion_matters(t: &Tables, otyp: Otyp) -> bool {
    match t.obj(otyp).class {
        OClass::Tool => types::is_weptool(t, otyp),
        OClass::Weapon | OClass::Armor | OClass::Ball | OClass::Chain => true,
        _ => false,
    }
}

/// `genus(pm, 1)` for quest guardians: their corpse is of their role.
fn guardian_genus(pm: Pm) -> Pm {
    match pm {
        ids::PM_STUDENT => ids::PM_ARCHEOLOGIST,
        ids::PM_CHIEFTAIN => ids::PM_BARBARIAN,
        ids::PM_NEANDERTHAL => ids::PM_CAVEMAN,
        ids::PM_ATTENDANT => ids::PM_HEALER,
        ids::PM_PAGE => ids::PM_KNIGHT,
        ids::PM_ABBOT => ids::PM_MONK,
        ids::PM_ACOLYTE => ids::PM_PRIEST,
        ids::PM_HUNTER => ids::PM_RANGER,
        ids::PM_THUG => ids::PM_ROGUE,
        ids::PM_ROSHI => ids::PM_SAMURAI,
        ids::PM_GUIDE => ids::PM_TOURIST,
        ids::PM_APPRENTICE => ids::PM_WIZARD,
        ids::PM_WARRIOR => ids::PM_VALKYRIE,
        other => other,
    }
}

/// `dead_species(pm, FALSE)`: genocided.
fn dead_species(c: &MkCtx<'_>, pm: Pm) -> bool {
    c.og.mvitals.get(pm.0 as usize).is_some_and(|v| v.mvflags & G_GENOD != 0)
}

/// Whether a wish may put properties on objects of this type: OxHack
/// follows the doc — none on magical base types or types with a power of
/// their own (oc_oprop, or the table's special bases) — except the
/// mundane oilskin, which the doc's own examples put on a cloak of magic
/// resistance. Wizard mode lifts the restriction.
pub fn wish_props_allowed(t: &Tables, otyp: Otyp, wizard: bool) -> bool {
    let oc = t.obj(otyp);
    wizard || !(oc.is(ObjFlags::MAGIC) || oc.oprop.is_some() || t.special_bases.contains(&otyp))
}

/// Makes and fine-tunes the object (`typfnd:` and after).
pub fn make(
    c: &mut MkCtx<'_>,
    mut typ: Option<Otyp>,
    oclass: Option<OClass>,
    req: &mut Request,
    opts: &WishOpts,
) -> Result<Wish, WishError> {
    let t = c.t;
    let wizard = opts.wizard;
    let luck = c.hero.uluck;
    if let Some(ty) = typ
        && !wizard
    {
        typ = Some(non_wizard_substitute(c, ty).ok_or(WishError::NotWishable)?);
    }
    // "oilskin cloak of displacement" on a cloak oilskin cannot sit on:
    // an oilskin cloak with displacement instead (the doc's fallback).
    if let (Some(ty), Some(bit)) = (typ, req.oilskin_of)
        && req.objprops & ids::ITEM_OILSKIN != 0
        && crate::objects::oprops::restrict_type_oprops(t, c.os, ty, ids::ITEM_OILSKIN) == 0
    {
        typ = Some(ids::OILSKIN_CLOAK);
        req.objprops |= bit;
    }
    let mut otmp = match (typ, oclass) {
        (Some(ty), _) => c.mksobj(ty, true, false),
        (None, Some(class)) => c.mkobj(class, false),
        (None, None) => {
            let class = super::lookup::CLASS_WORDS[c.rng.rn2(super::lookup::CLASS_WORDS.len() as i32) as usize].1;
            c.mkobj(class, false)
        }
    };
    // Wishes never get the random properties of generation (DynaHack).
    otmp.oprops = 0;
    otmp.oprops_known = 0;
    otmp.otheme = 0;
    let typ = otmp.otyp;
    let oclass = t.obj(typ).class;

    if req.islit
        && (matches!(typ, ids::OIL_LAMP | ids::MAGIC_LAMP | ids::BRASS_LANTERN | ids::POT_OIL) || is_candle(typ))
    {
        otmp.lamplit = true;
    }
    let cnt = req.cnt;
    if cnt > 0
        && t.obj(typ).is(ObjFlags::MERGE)
        && (wizard
            || cnt < c.rng.rnd(6) as i64
            || (cnt <= 7 && is_candle(typ))
            || (cnt <= 20
                && ((oclass == OClass::Weapon && types::is_ammo(t, typ))
                    || typ == ids::ROCK
                    || types::is_missile(t, typ))))
    {
        otmp.quan = cnt;
    }
    if oclass == OClass::Venom {
        otmp.spe = 1;
    }
    let (mut spe, mut spesgn) = (req.spe.min(127), req.spesgn);
    if req.rechrg < 0 || req.rechrg > 7 {
        req.rechrg = 7;
    }
    if spesgn == 0 {
        spe = otmp.spe as i32;
    } else if wizard {
    } else if oclass == OClass::Armor
        || oclass == OClass::Weapon
        || types::is_weptool(t, typ)
        || (oclass == OClass::Ring && t.obj(typ).is(ObjFlags::CHARGED))
    {
        if spe > c.rng.rnd(5) && spe > otmp.spe as i32 {
            spe = 0;
        }
        if spe > 2 && luck < 0 {
            spesgn = -1;
        }
    } else {
        if oclass == OClass::Wand {
            if spe > 1 && spesgn == -1 {
                spe = 1;
            }
        } else if spe > 0 && spesgn == -1 {
            spe = 0;
        }
        if spe > otmp.spe as i32 {
            spe = otmp.spe as i32;
        }
    }
    if spesgn == -1 {
        spe = -spe;
    }
    let spe = spe.clamp(-127, 127) as i8;
    match typ {
        ids::TIN => match req.contents {
            Contents::Empty => {
                otmp.corpsenm = None;
                otmp.spe = 0;
            }
            Contents::Spinach => {
                otmp.corpsenm = None;
                otmp.spe = 1;
            }
            Contents::Undefined => {}
        },
        ids::TOWEL => {
            if req.wetness != 0 {
                otmp.spe = req.wetness;
            }
        }
        ids::SLIME_MOLD => otmp.spe = c.og.current_fruit,
        ids::SKELETON_KEY | ids::CHEST | ids::LARGE_BOX | ids::HEAVY_IRON_BALL | ids::IRON_CHAIN | ids::STATUE => {}
        ids::SCR_MAIL => otmp.spe = 1,
        ids::WAN_WISHING if !wizard => otmp.spe = if c.rng.rn2(10) != 0 { -1 } else { 0 },
        _ => otmp.spe = spe,
    }

    if let Some(mut mntmp) = req.mntmp {
        if mntmp == ids::PM_LONG_WORM_TAIL {
            mntmp = ids::PM_LONG_WORM;
        }
        let m = t.mon(mntmp);
        let uniq = m.geno.contains(Geno::UNIQ);
        match typ {
            ids::TIN => {
                otmp.spe = 0;
                if dead_species(c, mntmp) {
                    otmp.corpsenm = None;
                } else if (!uniq || wizard) && !m.geno.contains(Geno::NOCORPSE) && m.cnutrit != 0 {
                    otmp.corpsenm = Some(mntmp);
                }
            }
            ids::CORPSE if (!uniq || wizard) && !m.geno.contains(Geno::NOCORPSE) => {
                if m.msound == Sound::Guardian {
                    mntmp = guardian_genus(mntmp);
                }
                otmp.corpsenm = Some(mntmp);
            }
            ids::EGG => otmp.corpsenm = can_be_hatched(t, mntmp, c.rng),
            ids::FIGURINE if !uniq && !is_human(t, mntmp) && mntmp != ids::PM_MAIL_DAEMON => {
                otmp.corpsenm = Some(mntmp);
            }
            ids::STATUE => {
                otmp.corpsenm = Some(mntmp);
                if !otmp.contents.is_empty() && verysmall(t, mntmp) {
                    otmp.contents.clear();
                }
                otmp.spe = if req.ishistoric { STATUE_HISTORIC } else { 0 };
            }
            ids::SCALE_MAIL if (ids::PM_GRAY_DRAGON.0..=ids::PM_YELLOW_DRAGON.0).contains(&mntmp.0) => {
                otmp.otyp = Otyp(ids::GRAY_DRAGON_SCALE_MAIL.0 + mntmp.0 - ids::PM_GRAY_DRAGON.0);
            }
            _ => {}
        }
    }
    let typ = otmp.otyp;

    if req.iscursed {
        otmp.curse();
    } else if req.uncursed {
        otmp.blessed = false;
        otmp.cursed = luck < 0 && !wizard;
    } else if req.blessed {
        otmp.blessed = luck >= 0 || wizard;
        otmp.cursed = luck < 0 && !wizard;
    } else if spesgn < 0 {
        otmp.curse();
    }

    // "magical" alone: random properties as generation gives them.
    if req.magical && req.objprops == 0 && otmp.oartifact.is_none() && wish_props_allowed(t, typ, wizard) {
        let rules = c.og.rules;
        create_oprop(t, c.os, &mut otmp, true, rules, c.rng);
    }

    if erosion_matters(t, typ) {
        if req.eroded > 0 && (is_flammable_t(c, typ) || is_rustprone_t(c, typ)) {
            otmp.oeroded = req.eroded.min(3);
        }
        if req.eroded2 > 0 && (is_corrodeable_t(c, typ) || is_rottable_t(c, typ)) {
            otmp.oeroded2 = req.eroded2.min(3);
        }
        if req.erodeproof && (is_damageable_t(c, typ) || typ == ids::CRYSKNIFE) {
            otmp.oerodeproof = luck >= 0 || wizard;
        }
    }
    if oclass == OClass::Wand {
        otmp.recharged = if typ == ids::WAN_WISHING && !wizard { 1 } else { req.rechrg as u8 };
    }
    if req.ispoisoned {
        if is_poisonable(t, typ) {
            otmp.otrapped = luck >= 0;
        } else if oclass == OClass::Food {
            otmp.age = 1;
        }
    }
    if req.trapped != 0 && (is_box(typ) || typ == ids::TIN) {
        otmp.otrapped = req.trapped == 1;
    }
    if req.contents == Contents::Empty {
        if typ == ids::BAG_OF_TRICKS || typ == ids::HORN_OF_PLENTY {
            otmp.spe = otmp.spe.min(0);
        } else {
            otmp.contents.clear();
        }
    }
    if is_box(typ) {
        if req.locked {
            (otmp.olocked, otmp.obroken) = (true, false);
        } else if req.unlocked {
            (otmp.olocked, otmp.obroken) = (false, false);
        } else if req.broken {
            (otmp.olocked, otmp.obroken) = (false, true);
        }
    }
    if req.isgreased {
        otmp.greased = true;
    }
    if req.isdiluted && oclass == OClass::Potion && typ != ids::POT_WATER {
        otmp.oeroded = 1;
    }
    if typ == ids::TIN
        && let Some(k) = req.tvariety
        && (c.rng.rn2(4) != 0 || wizard)
    {
        let mut r = k as i32;
        if r == crate::objects::mkobj::ROTTEN_TIN && otmp.corpsenm.is_some_and(crate::world::mondata::nonrotting_corpse)
        {
            r = crate::objects::mkobj::HOMEMADE_TIN;
        }
        otmp.spe = -(r as i8 + 1);
    }

    if let Some(name) = req.name.clone() {
        let mut name = name;
        let mut wished_arti = false;
        if let Some(a) = crate::objects::artifact::artifact_name(t, &name)
            && let Some(art) = t.arti(a)
            && art.otyp == otmp.otyp
        {
            name = art.name.clone();
            wished_arti = true;
        }
        if typ == ids::SPE_NOVEL
            && let Some(title) = crate::objects::mkobj::NOVEL_TITLES.iter().find(|n| n.eq_ignore_ascii_case(&name))
        {
            name = title.to_string();
        }
        oname(c, &mut otmp, &name);
        if otmp.oartifact.is_some() || wished_arti {
            otmp.quan = 1;
        }
    }

    if !wizard
        && let Some(a) = otmp.oartifact
        && (quest_artifact(c.hero.role) == Some(a) || c.rng.rn2(c.og.arti.nartifact_exist()) > 1)
    {
        c.og.arti.set_exists(a, false);
        return Ok(Wish::Vanished(Box::new(otmp)));
    }

    apply_wished_props(c, &mut otmp, req, opts);

    if req.halfeaten && oclass == OClass::Food {
        let full = if typ == ids::CORPSE {
            otmp.corpsenm.map_or(0, |pm| t.mon(pm).cnutrit as u32)
        } else {
            t.obj(typ).nutrition as u32
        };
        // consume_oeaten(obj, 1): half of what is left, at least 1.
        otmp.oeaten = (full / 2).max(1);
    }
    if otmp.oprops != 0 && !opts.magical_wish {
        return Err(WishError::NeedsWandOfWishing(Box::new(otmp)));
    }
    Ok(Wish::Object(Box::new(otmp)))
}

/// DynaHack's rule set for the properties a wish named: never on
/// artifacts, only on the property-bearing classes, not on magical or
/// special base types (oilskin excepted), restricted to what the type may
/// carry, and one chosen at random unless in wizard mode.
fn apply_wished_props(c: &mut MkCtx<'_>, otmp: &mut Obj, req: &Request, opts: &WishOpts) {
    let t = c.t;
    let mut props = req.objprops;
    // A theme stands for its affixes (those the object's group may have).
    if let Some(th) = req.theme.and_then(|i| t.themes.get(i))
        && th.groups.iter().any(|g| crate::objects::affix::group_holds(t, g, otmp.otyp))
    {
        props |= crate::objects::theme::theme_bits(th);
    }
    if props == 0 || otmp.oartifact.is_some() || crate::objects::oprops::oprop_category(t, otmp.otyp).is_none() {
        return;
    }
    if !wish_props_allowed(t, otmp.otyp, opts.wizard) {
        props &= ids::ITEM_OILSKIN;
    }
    props = restrict_oprops(t, c.os, otmp, props);
    let n = count_oprops(props);
    if n == 0 {
        return;
    }
    if !opts.wizard && n > 1 {
        let mut pick = c.rng.rnd(n as i32);
        for bit in (0..32).map(|b| 1u32 << b) {
            if props & bit != 0 {
                pick -= 1;
                if pick == 0 {
                    props = bit;
                    break;
                }
            }
        }
    }
    otmp.oprops = props;
    // The theme holds when two or more of its affixes made it (wizard mode:
    // a single wish gives one property).
    if let Some(i) = req.theme
        && let Some(th) = t.themes.get(i)
        && count_oprops(props & crate::objects::theme::theme_bits(th)) >= 2
    {
        otmp.otheme = (i + 1) as u8;
    }
}

/// `oname`: gives an object a name (at most [`PL_PSIZ`] bytes); an
/// artifact's exact name on its base type makes it that artifact, unless
/// it already exists (then the object stays unnamed, as in NetHack).
pub fn oname(c: &mut MkCtx<'_>, otmp: &mut Obj, name: &str) {
    let name = super::text::truncate_to(name, PL_PSIZ);
    let exists = crate::objects::artifact::artifact_of(c.t, otmp.otyp, name).is_some_and(|a| c.og.arti.exists(a));
    if otmp.oartifact.is_some() || (!name.is_empty() && exists) {
        return;
    }
    otmp.oname = (!name.is_empty()).then(|| name.to_string());
    if let Some(a) = crate::objects::artifact::artifact_of(c.t, otmp.otyp, name) {
        otmp.oartifact = Some(a);
        otmp.age = 0;
        if otmp.otyp == ids::RIN_INCREASE_DAMAGE {
            otmp.spe = 0;
        }
        c.og.arti.set_exists(a, true);
    }
}

fn name_ctx<'a>(c: &'a MkCtx<'_>) -> crate::objects::objnam::NameCtx<'a> {
    crate::objects::objnam::NameCtx::new(c.t, c.os)
}
fn is_flammable_t(c: &MkCtx<'_>, o: Otyp) -> bool {
    is_flammable(&name_ctx(c), o)
}
fn is_rustprone_t(c: &MkCtx<'_>, o: Otyp) -> bool {
    is_rustprone(&name_ctx(c), o)
}
fn is_corrodeable_t(c: &MkCtx<'_>, o: Otyp) -> bool {
    is_corrodeable(&name_ctx(c), o)
}
fn is_rottable_t(c: &MkCtx<'_>, o: Otyp) -> bool {
    is_rottable(&name_ctx(c), o)
}
fn is_damageable_t(c: &MkCtx<'_>, o: Otyp) -> bool {
    is_damageable(&name_ctx(c), o)
}
