//! The middle of readobjnam: from the name proper to an object type, a
//! class, gold, or (in wizard mode) a trap or terrain, in NetHack 3.6.7's
//! order of tries (globs, tins, monster-type objects, plurals, spellings,
//! holy water, gold, class words, ranges, gems and glass, the name tables,
//! Japanese names, "X armor" as "X mail", the fruit, artifacts by name).

use super::lookup::{CLASS_WORDS, LAST_GEM, NOT_CLASS_WORDS, alt_spelling, o_range, rnd_otyp_by_namedesc};
use super::monname::{name_to_mon, tin_variety_txt, title_to_mon};
use super::parse::{Contents, Request, read_suffixes, singularize};
use super::text::{ends_ci, eq_ci, find_ci, leading_number, starts_ci};
use super::{Terrain, WishOpts};
use crate::objects::mkobj::MkCtx;
use crate::objects::objnam::{makeplural, makesingular};
use crate::world::level::ttyp;
use oxhack_defs::{OClass, Otyp, Skill};
use oxhack_tables::ids;

/// What the name resolved to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Found {
    /// A specific type (`typfnd` with `typ`).
    Typ(Otyp),
    /// Some object of this class (`typfnd` with only `oclass`).
    Class(OClass),
    /// Gold pieces, this many.
    Gold(i64),
    /// Nothing in the game has that name.
    NoMatch,
    /// Wizard mode: a trap of this type at the hero's feet.
    Trap(u8),
    /// Wizard mode: terrain at the hero's feet.
    Terrain(Terrain),
}

/// The sources the name lookup tries in turn (`actualn`, `dn`, `un`).
#[derive(Default)]
struct Names {
    actualn: Option<String>,
    dn: Option<String>,
}

/// Resolves `bp` (prefixes, parentheses and "named/called/labeled" already
/// read into `req`). `forced` is the class a "called" wish on a general
/// word names ("shield called reflection"); `origbp` the whole wish and
/// `fruitbuf` the wish before any prefix was read.
pub fn resolve(
    c: &mut MkCtx<'_>,
    mut bp: String,
    req: &mut Request,
    forced: Option<OClass>,
    origbp: &str,
    fruitbuf: &str,
    opts: &WishOpts,
) -> Found {
    let mut names = Names::default();
    if let Some(class) = forced {
        return srch(c, &bp, req, Some(class), names, origbp, fruitbuf, opts);
    }
    // Globs of ooze and pudding: never stacked, never a corpse.
    let len = bp.len();
    let glob_of = find_ci(&bp, "glob of ").or_else(|| find_ci(&bp, "globs of "));
    if eq_ci(&bp, "glob") || ends_ci(&bp, " glob") || eq_ci(&bp, "globs") || ends_ci(&bp, " globs") || glob_of.is_some()
    {
        let who = match glob_of {
            Some(p) => find_ci(&bp[p..], " of ").map_or("", |q| &bp[p + q + 4..]),
            None => &bp[..len],
        };
        let pm = name_to_mon(c.t, who).unwrap_or_else(|| {
            let (lo, hi) = (ids::PM_GRAY_OOZE.0 as i32, ids::PM_BLACK_PUDDING.0 as i32);
            oxhack_defs::Pm(c.rng.rn1(hi - lo, lo) as u16)
        });
        bp = format!("glob of {}", c.t.mon(pm).name);
        req.cnt = 0;
        names.actualn = Some(bp.clone());
        return srch(c, &bp, req, Some(OClass::Food), names, origbp, fruitbuf, opts);
    }
    // "tin of <monster> meat", then DynaHack's "of"/"and" reader.
    if ["wand ", "spellbook ", "finger "].iter().all(|w| find_ci(&bp, w).is_none())
        && let Some(p) = find_ci(&bp, "tin of ")
    {
        let what = &bp[p + 7..];
        if eq_ci(what, "spinach") {
            req.contents = Contents::Spinach;
            req.mntmp = None;
        } else {
            let skip = match tin_variety_txt(what) {
                Some((k, l)) => {
                    req.tvariety = Some(k);
                    l
                }
                None => 0,
            };
            req.mntmp = name_to_mon(c.t, &what[skip..]);
        }
        return Found::Typ(ids::TIN);
    }
    read_suffixes(c.t, &mut bp, req);

    // A monster type without "of" ("yeti corpse", "red dragon scale mail").
    let excluded = ["samurai sword", "wizard lock", "ninja-to", "master key", "magenta"];
    if !excluded.iter().any(|w| starts_ci(&bp, w))
        && req.mntmp.is_none()
        && bp.len() > 2
        && let Some(pm) = name_to_mon(c.t, &bp)
    {
        let obp = bp.clone();
        let mut adv = match title_to_mon(&bp) {
            Some((too, tl)) if too == pm => tl,
            _ => c.t.mon(pm).name.len(),
        };
        adv = adv.min(bp.len());
        while !bp.is_char_boundary(adv) {
            adv -= 1;
        }
        let rest = &bp[adv..];
        let rest = if let Some(r) = rest.strip_prefix(' ') {
            Some(r)
        } else if starts_ci(rest, "s ") {
            Some(&rest[2..])
        } else if starts_ci(rest, "es ") {
            Some(&rest[3..])
        } else if rest.is_empty() && req.un.is_none() && req.dn.is_none() {
            None
        } else {
            Some(rest)
        };
        match rest {
            Some(r) => {
                req.mntmp = Some(pm);
                bp = r.to_string();
            }
            None => bp = obp,
        }
    }

    singularize(&mut bp, req);

    if let Some(o) = alt_spelling(&bp) {
        return Found::Typ(o);
    }
    if starts_ci(&bp, "grey spell") {
        bp.replace_range(2..3, "a");
    }
    if let Some(p) = find_ci(&bp, "armour") {
        bp.remove(p + 4);
    }
    if eq_ci(&bp, "scales")
        && let Some(pm) = req.mntmp
        && (ids::PM_GRAY_DRAGON.0..=ids::PM_YELLOW_DRAGON.0).contains(&pm.0)
    {
        req.mntmp = None;
        return Found::Typ(Otyp(ids::GRAY_DRAGON_SCALES.0 + pm.0 - ids::PM_GRAY_DRAGON.0));
    }
    if ends_ci(&bp, "holy water") {
        let n = bp.len();
        if n >= 12 && bp.as_bytes()[n - 12] == b'u' {
            req.iscursed = true;
        } else {
            req.blessed = true;
        }
        return Found::Typ(ids::POT_WATER);
    }
    if req.unlabeled && ends_ci(&bp, "scroll") {
        return Found::Typ(ids::SCR_BLANK_PAPER);
    }
    if req.unlabeled && ends_ci(&bp, "spellbook") {
        return Found::Typ(ids::SPE_BLANK_PAPER);
    }
    if ends_ci(&bp, "orange") && req.mntmp.is_none() {
        return Found::Typ(ids::ORANGE);
    }
    if ends_ci(&bp, "gold piece")
        || ends_ci(&bp, "zorkmid")
        || ["gold", "money", "coin"].iter().any(|w| eq_ci(&bp, w))
        || bp.starts_with('$')
    {
        let cnt = if req.cnt > 5000 && !opts.wizard { 5000 } else { req.cnt.max(1) };
        return Found::Gold(cnt);
    }
    if bp.len() == 1
        && let Some(class) = OClass::from_symbol(bp.as_bytes()[0])
        && !matches!(class, OClass::Random | OClass::Illobj)
        && (class != OClass::Venom || opts.wizard)
    {
        return Found::Class(class);
    }
    // Class words: "potion of X", "X potion", "wand", "armor".
    if !NOT_CLASS_WORDS.iter().any(|w| starts_ci(&bp, w)) {
        for &(w, class) in CLASS_WORDS {
            if starts_ci(&bp, w) {
                if class != OClass::Amulet {
                    let rest = &bp[w.len()..];
                    names.actualn = starts_ci(rest, " of ").then(|| rest[4..].to_string());
                } else {
                    names.actualn = Some(bp.clone());
                }
                return srch(c, &bp, req, Some(class), names, origbp, fruitbuf, opts);
            }
            if ends_ci(&bp, w) {
                if class != OClass::Amulet {
                    bp.truncate(bp.len() - w.len());
                    if bp.ends_with(' ') {
                        bp.pop();
                    }
                } else if starts_ci(&bp, "versus poison ") {
                    return Found::Typ(ids::AMULET_VERSUS_POISON);
                }
                names.actualn = Some(bp.clone());
                names.dn = Some(bp.clone());
                return srch(c, &bp, req, Some(class), names, origbp, fruitbuf, opts);
            }
        }
    }
    // Wizard mode tells the bear trap and land mine objects from the traps.
    if opts.wizard && (starts_ci(&bp, "bear") || starts_ci(&bp, "land")) {
        let beartrap = bp.as_bytes()[0].eq_ignore_ascii_case(&b'b');
        let mut zp = &bp[4..];
        if let Some(r) = zp.strip_prefix(' ') {
            zp = r;
        }
        if starts_ci(zp, if beartrap { "trap" } else { "mine" }) {
            let zp = &zp[4..];
            if req.trapped == 2 || eq_ci(zp, " object") {
                return Found::Typ(if beartrap { ids::BEARTRAP } else { ids::LAND_MINE });
            } else if req.trapped == 1 || !zp.is_empty() {
                return Found::Trap(if beartrap { ttyp::BEAR_TRAP } else { ttyp::LANDMINE });
            }
        }
    }
    retry(c, bp, req, names, origbp, fruitbuf, opts)
}

/// From NetHack's `retry:` label: ranges, stones and glass, then `srch`.
fn retry(
    c: &mut MkCtx<'_>,
    mut bp: String,
    req: &mut Request,
    mut names: Names,
    origbp: &str,
    fruitbuf: &str,
    opts: &WishOpts,
) -> Found {
    if let Some((_, lo, hi)) = o_range(&bp) {
        return Found::Typ(c.rnd_class(lo, hi));
    }
    if ends_ci(&bp, " stone") || ends_ci(&bp, " gem") {
        let cut = if ends_ci(&bp, " gem") { 4 } else { 6 };
        bp.truncate(bp.len() - cut);
        names.actualn = Some(bp.clone());
        names.dn = Some(bp.clone());
        return srch(c, &bp, req, Some(OClass::Gem), names, origbp, fruitbuf, opts);
    } else if eq_ci(&bp, "looking glass") {
    } else if ends_ci(&bp, " glass") || eq_ci(&bp, "glass") {
        if req.broken || find_ci(&bp, "broken").is_some() {
            return Found::NoMatch;
        }
        let mut g = bp.as_str();
        for w in ["worthless ", "piece of "] {
            if starts_ci(g, w) {
                g = &g[w.len()..];
            }
        }
        if starts_ci(g, "colored ") {
            g = &g[8..];
        } else if starts_ci(g, "coloured ") {
            g = &g[9..];
        }
        if eq_ci(g, "glass") {
            let typ = Otyp(LAST_GEM.0 + c.rng.rnd(9) as u16);
            if c.t.objects.get(typ.0 as usize).is_some_and(|o| o.class == OClass::Gem) {
                return Found::Typ(typ);
            }
        } else {
            bp = format!("worthless piece of {g}");
        }
    }
    names.actualn = Some(bp.clone());
    if names.dn.is_none() {
        names.dn = Some(bp.clone());
    }
    srch(c, &bp, req, None, names, origbp, fruitbuf, opts)
}

/// NetHack's `srch:` label onwards.
#[allow(clippy::too_many_arguments)]
fn srch(
    c: &mut MkCtx<'_>,
    bp: &str,
    req: &mut Request,
    oclass: Option<OClass>,
    names: Names,
    origbp: &str,
    fruitbuf: &str,
    opts: &WishOpts,
) -> Found {
    let t = c.t;
    if oclass.is_none()
        && let Some(a) = names.actualn.as_deref()
    {
        let gems = ids::DILITHIUM_CRYSTAL.0..=LAST_GEM.0;
        if let Some(g) = gems.map(Otyp).find(|&g| t.obj(g).name.as_deref().is_some_and(|n| eq_ci(a, n))) {
            return Found::Typ(g);
        }
        if eq_ci(a, "tin") {
            return Found::Typ(ids::TIN);
        }
    }
    let (os, rng) = (c.os, &mut *c.rng);
    for name in [names.actualn.as_deref(), names.dn.as_deref(), req.un.as_deref(), Some(origbp)] {
        if let Some(typ) = rnd_otyp_by_namedesc(t, os, rng, name, oclass, 1) {
            return Found::Typ(typ);
        }
    }
    if let Some(a) = names.actualn.as_deref()
        && let Some(&(o, _)) = crate::objects::objnam::JAPANESE_ITEMS.iter().find(|(_, n)| eq_ci(a, n))
    {
        return Found::Typ(o);
    }
    // "plate armor" and "yellow dragon scale armor" mean mail.
    if oclass == Some(OClass::Armor) && find_ci(bp, "mail").is_none() {
        return retry(c, format!("{bp} mail"), req, Names::default(), origbp, fruitbuf, opts);
    }
    if eq_ci(bp, "spinach") {
        req.contents = Contents::Spinach;
        return Found::Typ(ids::TIN);
    }
    if let Some(found) = fruit(req, fruitbuf, opts) {
        return found;
    }
    if oclass.is_none()
        && let Some(a) = names.actualn.as_deref()
        && let Some(arti) = crate::objects::artifact::artifact_name(t, a)
        && let Some(art) = t.arti(arti)
    {
        req.name = Some(art.name.clone());
        return Found::Typ(art.otyp);
    }
    if opts.wizard
        && let Some(found) = wiz_trap_or_terrain(bp)
    {
        return found;
    }
    if oclass.is_none() {
        if starts_ci(bp, "polearm") {
            return rnd_otyp_by_wpnskill(c, Skill::Polearms);
        } else if starts_ci(bp, "hammer") {
            return rnd_otyp_by_wpnskill(c, Skill::Hammer);
        }
    }
    match oclass {
        Some(class) => Found::Class(class),
        None => Found::NoMatch,
    }
}

/// The hero's fruit, by its exact, singular or plural name; prefixes are
/// read again from the untouched wish since a fruit's name may contain
/// words that look like them.
fn fruit(req: &mut Request, fruitbuf: &str, opts: &WishOpts) -> Option<Found> {
    let fname = opts.fruit.as_deref()?;
    let (mut cntf, mut blessedf, mut cursedf, mut uncursedf, mut halfeatenf) = (0i64, false, false, false, false);
    let mut fp = fruitbuf;
    loop {
        let mut l = 0;
        let mut word = |p: &str| {
            let hit = starts_ci(fp, p);
            if hit {
                l = p.len();
            }
            hit
        };
        if word("an ") || word("a ") {
            cntf = 1;
        } else if cntf == 0 && fp.as_bytes().first().is_some_and(u8::is_ascii_digit) {
            let (n, d) = leading_number(fp);
            cntf = n;
            l = d + fp[d..].bytes().take_while(|&b| b == b' ').count();
        } else if word("blessed ") {
            blessedf = true;
        } else if word("cursed ") {
            cursedf = true;
        } else if word("uncursed ") {
            uncursedf = true;
        } else if word("partly eaten ") || word("partially eaten ") {
            halfeatenf = true;
        } else {
            break;
        }
        fp = &fp[l..];
        if fp.is_empty() {
            return None;
        }
    }
    let ftyp = if fp == fname {
        1
    } else if fp == makesingular(fname) {
        2
    } else if fp == makeplural(fname) {
        3
    } else {
        return None;
    };
    req.blessed = blessedf;
    req.iscursed = cursedf;
    req.uncursed = uncursedf;
    req.halfeaten = halfeatenf;
    if ftyp == 2 && cntf == 0 {
        cntf = 1;
    } else if ftyp == 3 && cntf == 0 {
        cntf = 2;
    }
    req.cnt = cntf;
    Some(Found::Typ(ids::SLIME_MOLD))
}

/// Wizard mode's traps (by name) and furniture or terrain (by last word).
fn wiz_trap_or_terrain(bp: &str) -> Option<Found> {
    for (i, name) in ttyp::NAMES.iter().enumerate().skip(1) {
        if starts_ci(bp, name) {
            return Some(Found::Trap(i as u8));
        }
    }
    let terrain = if ends_ci(bp, "fountain") {
        Terrain::Fountain { magic: starts_ci(bp, "magic ") }
    } else if ends_ci(bp, "throne") {
        Terrain::Throne
    } else if ends_ci(bp, "sink") {
        Terrain::Sink
    } else if ends_ci(bp, "pool") {
        Terrain::Pool
    } else if ends_ci(bp, "moat") {
        Terrain::Moat
    } else if ends_ci(bp, "lava") {
        Terrain::Lava
    } else if ends_ci(bp, "altar") {
        let align = [("chaotic ", -1), ("neutral ", 0), ("lawful ", 1), ("unaligned ", -128)]
            .iter()
            .find(|(w, _)| starts_ci(bp, w))
            .map(|&(_, a)| a);
        Terrain::Altar { align }
    } else if ends_ci(bp, "grave") || ends_ci(bp, "headstone") {
        Terrain::Grave
    } else if ends_ci(bp, "tree") {
        Terrain::Tree
    } else if ends_ci(bp, "bars") {
        Terrain::IronBars
    } else {
        return None;
    };
    Some(Found::Terrain(terrain))
}

/// `rnd_otyp_by_wpnskill`: a weapon of the skill, each equally likely.
fn rnd_otyp_by_wpnskill(c: &mut MkCtx<'_>, skill: Skill) -> Found {
    let all: Vec<Otyp> =
        c.t.objects
            .iter()
            .enumerate()
            .filter(|(_, o)| o.class == OClass::Weapon && o.skill() == Some(skill) && o.subtyp > 0)
            .map(|(i, _)| Otyp(i as u16))
            .collect();
    if all.is_empty() {
        return Found::NoMatch;
    }
    Found::Typ(all[c.rng.rn2(all.len() as i32) as usize])
}
