//! The basic name of an object (`xname`) and of object types
//! (`obj_typename`, `simple_typename`), corpse names and the name a death
//! is blamed on (`killer_xname`).
//!
//! `xname` gives no count, article or adjectives: "long swords", "scroll
//! labeled FOO", "pair of speed boots of fire resistance", "potion called
//! red stuff named Bob". The property words of DynaHack are placed as its
//! `xname2` places them: prefixes right before the type's name (after
//! "pair of", "set of" and "poisoned"), suffixes right after it and before
//! any "called" name.

use super::article::{an, just_an, s_suffix, the_with_fruit};
use super::plural::{makeplural, makesingular};
use super::props::{magical_shown, property_prefixes};
use super::{
    BUFSZ, NameCtx, PREFIX, cap, capped, obj_is_pname, starts_ci, the_unique_obj, the_unique_pm, type_is_pname,
    vegetarian,
};
use crate::objects::mkobj::{HOMEMADE_TIN, ROTTEN_TIN, TIN_TYPES, is_poisonable};
use crate::world::mondata::nonrotting_corpse;
use crate::world::obj::Obj;
use crate::world::obj::types::{is_boots, is_cloak, is_gloves, is_helmet, is_shield};
use oxhack_defs::flags::ObjFlags;
use oxhack_defs::{Material, OClass, Otyp, Tables};
use oxhack_tables as ids;

/// Room for `xname`'s result: what `doname` may put before it is kept free.
const XNAME_ROOM: usize = BUFSZ - PREFIX - 1;

bitflags::bitflags! {
    /// How [`corpse_xname`] words a corpse (`CXN_*`).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
    pub struct Cxn: u8 {
        /// Ignore the quantity: "newt corpse" for a stack.
        const SINGULAR = 1;
        /// No article, even "the" for a unique monster.
        const NO_PFX = 2;
        /// "the newt corpse".
        const PFX_THE = 4;
        /// "a newt corpse" / "an ogre corpse".
        const ARTICLE = 8;
        /// Leave off the word "corpse" (doname adds it).
        const NOCORPSE = 16;
    }
}

/// Changes to the hero's knowledge for one naming.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct Opts {
    /// Name one of a stack.
    pub singular: bool,
    /// Pretend the type's name is or is not known.
    pub nn: Option<bool>,
    /// Leave out what the hero called the type.
    pub hide_uname: bool,
}

/// The names Samurai use (`Japanese_items`); wishes accept them too.
pub const JAPANESE_ITEMS: &[(Otyp, &str)] = &[
    (ids::SHORT_SWORD, "wakizashi"),
    (ids::BROADSWORD, "ninja-to"),
    (ids::FLAIL, "nunchaku"),
    (ids::GLAIVE, "naginata"),
    (ids::LOCK_PICK, "osaku"),
    (ids::WOODEN_HARP, "koto"),
    (ids::KNIFE, "shito"),
    (ids::PLATE_MAIL, "tanko"),
    (ids::HELMET, "kabuto"),
    (ids::LEATHER_GLOVES, "yugake"),
    (ids::FOOD_RATION, "gunyoki"),
    (ids::POT_BOOZE, "sake"),
];

fn japanese(otyp: Otyp) -> Option<&'static str> {
    JAPANESE_ITEMS.iter().find(|(o, _)| *o == otyp).map(|&(_, n)| n)
}

/// The type's actual name as the hero would say it (`OBJ_NAME`, or the
/// Japanese one for Samurai).
pub(super) fn actual_name<'t>(c: &NameCtx<'t>, otyp: Otyp) -> &'t str {
    if c.samurai
        && let Some(j) = japanese(otyp)
    {
        return j;
    }
    c.t.obj(otyp).name.as_deref().unwrap_or("")
}

/// Gems and rocks that read "<name> stone" (`GemStone`).
fn gem_stone(otyp: Otyp, material: Option<Material>) -> bool {
    otyp == ids::FLINT
        || (material == Some(Material::Gemstone)
            && ![
                ids::DILITHIUM_CRYSTAL,
                ids::RUBY,
                ids::DIAMOND,
                ids::SAPPHIRE,
                ids::BLACK_OPAL,
                ids::EMERALD,
                ids::OPAL,
            ]
            .contains(&otyp))
}

pub(super) fn is_glob(otyp: Otyp) -> bool {
    (ids::GLOB_OF_GRAY_OOZE.0..=ids::GLOB_OF_BLACK_PUDDING.0).contains(&otyp.0)
}

fn is_dragon_scales(otyp: Otyp) -> bool {
    (ids::GRAY_DRAGON_SCALES.0..=ids::YELLOW_DRAGON_SCALES.0).contains(&otyp.0)
}

/// `buf + " called " + un`, the called name cut to fit (`xcalled`).
fn xcalled(buf: &mut String, un: &str, room: usize) {
    buf.push_str(" called ");
    let left = room.saturating_sub(buf.len());
    buf.push_str(capped(un, left));
}

/// What naming takes the hero to know of an object, after the first look
/// `xname` gives it: (known, dknown, bknown).
pub(super) fn seen(c: &NameCtx, o: &Obj) -> (bool, bool, bool) {
    let oc = c.t.obj(o.otyp);
    let nn = c.nn(o.otyp);
    let known = o.known && !(!nn && oc.is(ObjFlags::USES_KNOWN) && oc.is(ObjFlags::UNIQUE));
    let dknown = o.dknown || (!c.blind && !c.distant);
    let bknown = o.bknown || c.priest;
    (known, dknown, bknown)
}

/// The object as [`seen`] makes it, for the predicates that read its flags.
pub(super) fn with_seen(c: &NameCtx, o: &Obj) -> Obj {
    let (known, dknown, bknown) = seen(c, o);
    Obj { known, dknown, bknown, contents: Vec::new(), ..o.clone() }
}

/// The basic name of an object (`xname`): no count or article, plural for
/// a stack, with its properties' words and any name given to it.
pub fn xname(c: &NameCtx, o: &Obj) -> String {
    xname_opts(c, o, Opts::default())
}

/// [`xname`] of one of the stack (`xname_flags(obj, CXN_SINGULAR)`).
pub fn xname_singular(c: &NameCtx, o: &Obj) -> String {
    xname_opts(c, o, Opts { singular: true, ..Opts::default() })
}

/// [`xname`] for the `i`th of `n` missiles fired at once
/// (`mshot_xname`): "the 2nd arrow" when more than one flies.
pub fn mshot_xname(c: &NameCtx, o: &Obj, i: u32, n: u32) -> String {
    let name = xname(c, o);
    if n > 1 { format!("the {i}{} {name}", ordin(i)) } else { name }
}

/// The ordinal suffix of a number (`ordin`): "st", "nd", "rd", "th".
fn ordin(n: u32) -> &'static str {
    match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    }
}

/// [`xname`], but a corpse says whose (`cxname`).
pub fn cxname(c: &NameCtx, o: &Obj) -> String {
    if o.otyp == ids::CORPSE { corpse_xname(c, o, None, Cxn::empty()) } else { xname(c, o) }
}

/// [`cxname`] of one of the stack (`cxname_singular`).
pub fn cxname_singular(c: &NameCtx, o: &Obj) -> String {
    if o.otyp == ids::CORPSE { corpse_xname(c, o, None, Cxn::SINGULAR) } else { xname_singular(c, o) }
}

pub(super) fn xname_opts(c: &NameCtx, o: &Obj, opts: Opts) -> String {
    let t = c.t;
    let typ = o.otyp;
    let oc = t.obj(typ);
    let nn = opts.nn.unwrap_or_else(|| c.nn(typ));
    let actualn = actual_name(c, typ);
    let dn = c.objects.descr(t, typ).unwrap_or(actualn);
    let un = if opts.hide_uname { None } else { c.objects.called(typ) };
    let mut pluralize = o.quan != 1 && !opts.singular;
    let (known, dknown, bknown) = seen(c, o);
    let room = XNAME_ROOM;

    if obj_is_pname(c, o) {
        let mut buf = capped(o.oname.as_deref().unwrap_or(""), room).to_string();
        if starts_ci(&buf, "the ") {
            buf.drain(..4);
        }
        return buf;
    }

    let magical = if magical_shown(c, o) { "magical " } else { "" };
    let suffixes = |weapon: bool, has_of: bool| super::props::propnames_themed(c, o, weapon, has_of);
    let any_suffix = |weapon: bool| !suffixes(weapon, false).is_empty();
    let mut buf = String::new();
    match oc.class {
        OClass::Amulet => {
            buf.push_str(magical);
            if !dknown {
                buf.push_str("amulet");
            } else {
                buf.push_str(&property_prefixes(c, o, false));
                if typ == ids::AMULET_OF_YENDOR || typ == ids::FAKE_AMULET_OF_YENDOR {
                    // Each must be identified on its own.
                    buf.push_str(if known { actualn } else { dn });
                } else if nn {
                    buf.push_str(actualn);
                } else if un.is_some() && !any_suffix(false) {
                    buf.push_str("amulet");
                } else {
                    buf.push_str(dn);
                    buf.push_str(" amulet");
                }
                let has_of = buf.contains(" of ");
                buf.push_str(&suffixes(false, has_of));
                if let (false, Some(un)) = (nn, un) {
                    xcalled(&mut buf, un, room);
                }
            }
        }
        OClass::Weapon | OClass::Venom | OClass::Tool => {
            if oc.class == OClass::Weapon && is_poisonable(t, typ) && o.otrapped {
                buf.push_str("poisoned ");
            }
            let mut head = buf.len();
            if typ == ids::LENSES {
                buf.push_str("pair of ");
                head = buf.len();
            } else if typ == ids::TOWEL && o.spe > 0 {
                buf.push_str(if o.spe < 3 { "moist " } else { "wet " });
            }
            buf.push_str(magical);
            if !dknown {
                buf.push_str(dn);
            } else {
                buf.push_str(&property_prefixes(c, o, true));
                buf.push_str(if nn { actualn } else { dn });
                // "pair of lenses of warning", not "... and warning".
                let has_of = buf[head..].contains(" of ");
                buf.push_str(&suffixes(true, has_of));
                if let (false, Some(un)) = (nn, un) {
                    xcalled(&mut buf, un, room);
                }
            }
            if typ == ids::FIGURINE
                && let Some(pm) = o.corpsenm
            {
                let mname = &t.mon(pm).name;
                buf.push_str(" of ");
                buf.push_str(just_an(mname));
                buf.push_str(mname);
            }
        }
        OClass::Armor => {
            let prefixes = if dknown { property_prefixes(c, o, false) } else { String::new() };
            if is_dragon_scales(typ) {
                buf.push_str("set of ");
                buf.push_str(magical);
                buf.push_str(&prefixes);
                buf.push_str(actualn);
                buf.push_str(&suffixes(false, actualn.contains(" of ")));
            } else if (ids::ELVEN_SHIELD.0..=ids::ORCISH_SHIELD.0).contains(&typ.0) && !dknown {
                buf.push_str(magical);
                buf.push_str("shield");
                buf.push_str(&suffixes(false, false));
            } else if typ == ids::SHIELD_OF_REFLECTION && !dknown {
                buf.push_str(magical);
                buf.push_str("smooth shield");
                buf.push_str(&suffixes(false, false));
            } else {
                if is_boots(t, typ) || is_gloves(t, typ) {
                    buf.push_str("pair of ");
                }
                buf.push_str(magical);
                buf.push_str(&prefixes);
                if nn {
                    buf.push_str(actualn);
                    // "pair of boots of fire resistance".
                    buf.push_str(&suffixes(false, actualn.contains(" of ")));
                } else if let Some(un) = un {
                    buf.push_str(if is_boots(t, typ) {
                        "boots"
                    } else if is_gloves(t, typ) {
                        "gloves"
                    } else if is_cloak(t, typ) {
                        "cloak"
                    } else if is_helmet(t, typ) {
                        "helmet"
                    } else if is_shield(t, typ) {
                        "shield"
                    } else {
                        "armor"
                    });
                    buf.push_str(&suffixes(false, false));
                    xcalled(&mut buf, un, room);
                } else {
                    buf.push_str(dn);
                    buf.push_str(&suffixes(false, dn.contains(" of ")));
                }
            }
        }
        OClass::Food => {
            if typ == ids::SLIME_MOLD {
                let fruit = if c.fruit.is_empty() { "fruit" } else { c.fruit };
                if pluralize {
                    // The fruit may have been named in the plural already.
                    buf = makeplural(&makesingular(fruit));
                    pluralize = false;
                } else {
                    buf.push_str(fruit);
                }
            } else if is_glob(typ) {
                // Globs grow by weight; without a weight of their own the
                // stack's weight stands in.
                let owt = (oc.weight as i64).saturating_mul(o.quan.max(1));
                buf.push_str(if owt <= 100 {
                    "small "
                } else if owt > 500 {
                    "very large "
                } else if owt > 300 {
                    "large "
                } else {
                    ""
                });
                buf.push_str(actualn);
            } else {
                buf.push_str(actualn);
                if typ == ids::TIN && known {
                    tin_details(c, o, &mut buf);
                }
            }
        }
        OClass::Coin | OClass::Chain => buf.push_str(actualn),
        OClass::Rock => {
            if typ == ids::STATUE
                && let Some(pm) = o.corpsenm
            {
                let mname = &t.mon(pm).name;
                if c.archeologist && o.spe & 1 != 0 {
                    buf.push_str("historic ");
                }
                buf.push_str(actualn);
                buf.push_str(" of ");
                buf.push_str(if type_is_pname(t, pm) {
                    ""
                } else if the_unique_pm(t, pm) {
                    "the "
                } else {
                    just_an(mname)
                });
                buf.push_str(mname);
            } else {
                buf.push_str(actualn);
            }
        }
        OClass::Ball => buf.push_str("heavy iron ball"),
        OClass::Potion => {
            // A diluted potion's dilution shares the erosion field.
            if dknown && o.oeroded != 0 {
                buf.push_str("diluted ");
            }
            if nn || un.is_some() || !dknown {
                buf.push_str("potion");
                if dknown {
                    if nn {
                        buf.push_str(" of ");
                        if typ == ids::POT_WATER && bknown && (o.blessed || o.cursed) {
                            buf.push_str(if o.blessed { "holy " } else { "unholy " });
                        }
                        buf.push_str(actualn);
                    } else if let Some(un) = un {
                        xcalled(&mut buf, un, room);
                    }
                }
            } else {
                buf.push_str(dn);
                buf.push_str(" potion");
            }
        }
        OClass::Scroll => {
            if !dknown {
                buf.push_str("scroll");
            } else if nn {
                buf.push_str("scroll of ");
                buf.push_str(actualn);
            } else if let Some(un) = un {
                buf.push_str("scroll");
                xcalled(&mut buf, un, room);
            } else if oc.is(ObjFlags::MAGIC) {
                buf.push_str("scroll labeled ");
                buf.push_str(dn);
            } else {
                buf.push_str(dn);
                buf.push_str(" scroll");
            }
        }
        OClass::Wand => {
            if !dknown {
                buf.push_str("wand");
            } else if nn {
                buf.push_str("wand of ");
                buf.push_str(actualn);
            } else if let Some(un) = un {
                buf.push_str("wand");
                xcalled(&mut buf, un, room);
            } else {
                buf.push_str(dn);
                buf.push_str(" wand");
            }
        }
        OClass::Spbook => {
            if typ == ids::SPE_NOVEL {
                if !dknown {
                    buf.push_str("book");
                } else if nn {
                    buf.push_str(actualn);
                } else if let Some(un) = un {
                    buf.push_str("novel");
                    xcalled(&mut buf, un, room);
                } else {
                    buf.push_str(dn);
                    buf.push_str(" book");
                }
            } else if !dknown {
                buf.push_str("spellbook");
            } else if nn {
                if typ != ids::SPE_BOOK_OF_THE_DEAD {
                    buf.push_str("spellbook of ");
                }
                buf.push_str(actualn);
            } else if let Some(un) = un {
                buf.push_str("spellbook");
                xcalled(&mut buf, un, room);
            } else {
                buf.push_str(dn);
                buf.push_str(" spellbook");
            }
        }
        OClass::Ring => {
            buf.push_str(magical);
            if !dknown {
                buf.push_str("ring");
            } else {
                buf.push_str(&property_prefixes(c, o, false));
                if nn {
                    buf.push_str("ring of ");
                    buf.push_str(actualn);
                } else if un.is_some() && !any_suffix(false) {
                    buf.push_str("ring");
                } else {
                    buf.push_str(dn);
                    buf.push_str(" ring");
                }
                // No ring's name or description has an "of" of its own.
                buf.push_str(&suffixes(false, nn));
                if let (false, Some(un)) = (nn, un) {
                    xcalled(&mut buf, un, room);
                }
            }
        }
        OClass::Gem => {
            let rock = if c.material(typ) == Some(Material::Mineral) { "stone" } else { "gem" };
            if !dknown {
                buf.push_str(rock);
            } else if !nn {
                if let Some(un) = un {
                    buf.push_str(rock);
                    xcalled(&mut buf, un, room);
                } else {
                    buf.push_str(dn);
                    buf.push(' ');
                    buf.push_str(rock);
                }
            } else {
                buf.push_str(actualn);
                if gem_stone(typ, c.material(typ)) {
                    buf.push_str(" stone");
                }
            }
        }
        OClass::Random | OClass::Illobj => {
            buf = format!("glorkum {} {} {}", oc.class as u8, typ.0, o.spe);
        }
    }
    if pluralize {
        buf = makeplural(&buf);
    }
    if let Some(name) = o.oname.as_deref()
        && dknown
    {
        buf.push_str(" named ");
        let left = room.saturating_sub(buf.len());
        buf.push_str(capped(name, left));
    }
    if starts_ci(&buf, "the ") {
        buf.drain(..4);
    }
    cap(&mut buf, room);
    buf
}

/// What a known tin holds (`tin_details`): "tin of spinach", "empty
/// tin", "tin of newt meat", "homemade tin of lichen", "tin of pickled
/// newt meat" when the preparation is known.
fn tin_details(c: &NameCtx, o: &Obj, buf: &mut String) {
    if o.spe == 1 {
        buf.push_str(" of spinach");
        return;
    }
    let Some(pm) = o.corpsenm else {
        *buf = "empty tin".to_string();
        return;
    };
    let mut r = if o.cursed {
        ROTTEN_TIN
    } else if o.spe < 0 {
        -(o.spe as i32) - 1
    } else {
        -1
    };
    if r == ROTTEN_TIN && nonrotting_corpse(pm) {
        r = HOMEMADE_TIN;
    }
    let variety = (o.cknown && o.spe < 0).then(|| TIN_TYPES.get(r as usize)).flatten();
    match variety {
        Some(txt) if r == ROTTEN_TIN || r == HOMEMADE_TIN => *buf = format!("{txt} {buf} of "),
        Some(txt) => {
            buf.push_str(" of ");
            buf.push_str(txt);
            buf.push(' ');
        }
        None => buf.push_str(" of "),
    }
    buf.push_str(&c.t.mon(pm).name);
    if !vegetarian(c.t, pm) {
        buf.push_str(" meat");
    }
}

/// A corpse's name with its monster (`corpse_xname`): "newt corpse",
/// "Medusa's corpse", "the Oracle's corpse"; `adjective` goes before the
/// monster ("cursed partly eaten troll") or after a possessive ("Medusa's
/// partly eaten"); [`Cxn`] picks the article and number.
pub fn corpse_xname(c: &NameCtx, o: &Obj, adjective: Option<&str>, flags: Cxn) -> String {
    let t = c.t;
    let ignore_quan = flags.contains(Cxn::SINGULAR);
    let mut no_prefix = flags.contains(Cxn::NO_PFX);
    let mut the_prefix = flags.contains(Cxn::PFX_THE);
    let mut any_prefix = flags.contains(Cxn::ARTICLE);
    let omit_corpse = flags.contains(Cxn::NOCORPSE);
    let glob = o.otyp != ids::CORPSE && is_glob(o.otyp);
    let mut possessive = false;
    let mname: String = if glob {
        actual_name(c, o.otyp).to_string()
    } else {
        match o.corpsenm {
            None => "thing".to_string(),
            // "aligned priest" only exposes the game's internals.
            Some(ids::PM_ALIGNED_PRIEST) => "priest".to_string(),
            Some(pm) => {
                let name = &t.mon(pm).name;
                if the_unique_pm(t, pm) || type_is_pname(t, pm) {
                    possessive = true;
                    if type_is_pname(t, pm) {
                        no_prefix = true;
                    } else if !no_prefix {
                        the_prefix = true;
                    }
                    s_suffix(name)
                } else {
                    name.clone()
                }
            }
        }
    };
    if no_prefix {
        the_prefix = false;
        any_prefix = false;
    } else if the_prefix {
        any_prefix = false;
    }
    let mut nambuf = String::new();
    if the_prefix {
        nambuf.push_str("the ");
    }
    match adjective.filter(|a| !a.is_empty()) {
        None => nambuf.push_str(&mname),
        Some(adj) => {
            if possessive {
                nambuf.push_str(&format!("{mname} {adj}"));
            } else {
                nambuf.push_str(&format!("{adj} {mname}"));
            }
            nambuf = mungspaces(&nambuf);
            // A count in the adjective takes the article's place.
            if adj.as_bytes()[0].is_ascii_digit() {
                any_prefix = false;
            }
        }
    }
    if !glob && !omit_corpse {
        nambuf.push_str(" corpse");
        if o.quan > 1 && !ignore_quan {
            nambuf.push('s');
            any_prefix = false;
        }
    }
    if any_prefix {
        nambuf = an(&nambuf);
    }
    cap(&mut nambuf, XNAME_ROOM);
    nambuf
}

/// Runs of spaces made single, and none at either end (`mungspaces`).
fn mungspaces(s: &str) -> String {
    s.split([' ', '\t']).filter(|w| !w.is_empty()).collect::<Vec<_>>().join(" ")
}

/// What killed the hero, named as if fully identified but without the
/// details that would make it verbose (`killer_xname`): "a +0 ..." is
/// never said, "poisoned" neither, nor names the hero gave; artifacts go
/// by their own name; the fruit is always a "deadly slime mold".
pub fn killer_xname(c: &NameCtx, o: &Obj) -> String {
    if o.oartifact.is_some() {
        return bare_artifactname(c, o);
    }
    let mut k = Obj { contents: Vec::new(), ..o.clone() };
    k.known = true;
    k.dknown = true;
    k.bknown = false;
    k.rknown = false;
    k.greased = false;
    if k.otyp != ids::POT_WATER {
        k.blessed = false;
        k.cursed = false;
    } else {
        k.bknown = true; // holy and unholy water say so
    }
    k.otrapped = false;
    k.oname = None;
    let buf = if k.otyp == ids::CORPSE {
        corpse_xname(c, &k, None, Cxn::empty())
    } else if k.otyp == ids::SLIME_MOLD {
        // Fruit names could fake other deaths.
        format!("deadly slime mold{}", if k.quan != 1 { "s" } else { "" })
    } else {
        xname_opts(c, &k, Opts { nn: Some(true), hide_uname: true, ..Opts::default() })
    };
    if k.quan == 1 && !buf.contains("'s ") && !buf.contains("s' ") {
        if the_unique_obj(c, &k) { the_with_fruit(&buf, Some(c.fruit)) } else { an(&buf) }
    } else {
        buf
    }
}

/// An artifact's own name, without "The" capitalised ("the Orb of
/// Detection"); other objects get [`xname`] (`bare_artifactname`).
pub fn bare_artifactname(c: &NameCtx, o: &Obj) -> String {
    match o.oartifact.and_then(|a| c.t.arti(a)) {
        Some(a) => match a.name.strip_prefix("The ") {
            Some(rest) => format!("the {rest}"),
            None => a.name.clone(),
        },
        None => xname(c, o),
    }
}

/// The plainest name of an object's kind (`minimal_xname`): "potion" when
/// its look is unknown, "brown potion" until identified, "potion of
/// object detection" after; no called name, count or monster.
pub fn minimal_xname(c: &NameCtx, o: &Obj) -> String {
    let t = c.t;
    let mut bare = Obj::new(o.otyp, 1);
    bare.dknown = o.dknown;
    bare.known = if o.oclass(t) == OClass::Amulet { o.known } else { !t.obj(o.otyp).is(ObjFlags::USES_KNOWN) };
    if o.otyp == ids::SLIME_MOLD {
        bare.spe = o.spe;
    }
    let distant = NameCtx { distant: true, ..*c };
    let nn = if o.dknown { None } else { Some(false) };
    xname_opts(&distant, &bare, Opts { nn, hide_uname: true, ..Opts::default() })
}

/// The name of an object type for the discoveries list (`obj_typename`):
/// "potion of healing (swirly)", "ring called fire (ruby)", "amulet of
/// ESP (octagonal)", "ruby", "scroll of light (FOO)".
pub fn obj_typename(c: &NameCtx, otyp: Otyp) -> String {
    let descr = c.objects.descr(c.t, otyp);
    typename_inner(c.t, otyp, c.nn(otyp), actual_name(c, otyp), descr, c.objects.called(otyp), c.material(otyp))
}

/// The type's plain name as the hero knows it: the actual name once
/// discovered, else the description; never a called name
/// (`simple_typename`).
pub fn simple_typename_known(c: &NameCtx, otyp: Otyp) -> String {
    let descr = c.objects.descr(c.t, otyp);
    strip_descr(typename_inner(c.t, otyp, c.nn(otyp), actual_name(c, otyp), descr, None, c.material(otyp)))
}

/// The type's true name whatever the hero knows ("potion of healing",
/// "ruby", "flint stone"), as NetHack's `safe_typename` gives it for
/// wishes and debugging; "glorkum\[n\]" for a nameless type.
pub fn simple_typename(t: &Tables, otyp: Otyp) -> String {
    let Some(oc) = t.objects.get(otyp.0 as usize) else { return format!("glorkum[{}]", otyp.0) };
    let Some(name) = oc.name.as_deref() else { return format!("glorkum[{}]", otyp.0) };
    strip_descr(typename_inner(t, otyp, true, name, oc.descr.as_deref(), None, oc.material))
}

fn strip_descr(mut s: String) -> String {
    if let Some(p) = s.find(" (") {
        s.truncate(p);
    }
    s
}

fn typename_inner(
    t: &Tables,
    otyp: Otyp,
    mut nn: bool,
    actualn: &str,
    dn: Option<&str>,
    un: Option<&str>,
    material: Option<Material>,
) -> String {
    let oc = t.obj(otyp);
    let mut buf = String::new();
    let tail = |buf: &mut String| {
        if let Some(un) = un {
            // Room is kept for the description that follows.
            xcalled(buf, un, (BUFSZ - 1).saturating_sub(dn.map_or(0, |d| d.len() + 3)));
        }
        if let Some(dn) = dn {
            buf.push_str(&format!(" ({dn})"));
        }
    };
    match oc.class {
        OClass::Coin => buf.push_str("coin"),
        OClass::Potion => buf.push_str("potion"),
        OClass::Scroll => buf.push_str("scroll"),
        OClass::Wand => buf.push_str("wand"),
        OClass::Spbook => {
            if otyp != ids::SPE_NOVEL {
                buf.push_str("spellbook");
            } else {
                buf.push_str(if nn { "novel" } else { "book" });
                nn = false;
            }
        }
        OClass::Ring => buf.push_str("ring"),
        OClass::Amulet => {
            buf.push_str(if nn { actualn } else { "amulet" });
            tail(&mut buf);
            cap(&mut buf, BUFSZ - 1);
            return buf;
        }
        _ => {
            if nn {
                buf.push_str(actualn);
                if gem_stone(otyp, material) {
                    buf.push_str(" stone");
                }
                tail(&mut buf);
            } else {
                buf.push_str(dn.unwrap_or(actualn));
                if oc.class == OClass::Gem {
                    buf.push_str(if material == Some(Material::Mineral) { " stone" } else { " gem" });
                }
                if let Some(un) = un {
                    xcalled(&mut buf, un, BUFSZ - 1);
                }
            }
            cap(&mut buf, BUFSZ - 1);
            return buf;
        }
    }
    if nn {
        if oc.is(ObjFlags::UNIQUE) {
            // Not "spellbook of Book of the Dead".
            buf = actualn.to_string();
        } else {
            buf.push_str(" of ");
            buf.push_str(actualn);
        }
    }
    tail(&mut buf);
    cap(&mut buf, BUFSZ - 1);
    buf
}
