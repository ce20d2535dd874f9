//! The full name of an object (`doname`): count or article, blessed or
//! cursed, erosion, enchantment, charges, and what it is doing ("(weapon
//! in hand)", "(being worn)", "(lit)", "(unpaid, 10 zorkmids)").
//!
//! At the end of the game DynaHack's disclosure shows what the hero never
//! learned in brackets: "an [uncursed rustproof +0] dagger [of fire]",
//! "a pair of old gloves [of stealth (gauntlets of dexterity)]", "a
//! [wax] candle", "a wand [of striking] [0:5]" merged to "[of striking
//! (0:5)]".

use super::article::just_an;
use super::xname::{Cxn, actual_name, corpse_xname, seen, with_seen, xname};
use super::{
    BUFSZ, NameCtx, cap, is_box, is_container, is_corrodeable, is_damageable, is_flammable, is_rustprone, obj_is_pname,
    sitoa, starts_ci, the_unique_obj, vegetarian,
};
use crate::objects::price::base_cost;
use crate::world::obj::types::{bimanual, is_ammo, is_weptool};
use crate::world::obj::{Obj, Worn};
use oxhack_defs::flags::ObjFlags;
use oxhack_defs::{OClass, Skill};
use oxhack_tables as ids;

/// The full inventory name of an object (`doname`).
pub fn doname(c: &NameCtx, o: &Obj) -> String {
    doname_base(c, o, false, None, false)
}

/// [`doname`] with the shop's price (`doname_with_price`): an unpaid
/// object says "(unpaid, N zorkmids)", one for sale on the floor "(for
/// sale, N zorkmids)", a free one "(no charge)". `price` is the
/// shopkeeper's quote for the whole stack; without one an unpaid object
/// quotes its [`list_price`].
pub fn doname_with_price(c: &NameCtx, o: &Obj, price: Option<i64>) -> String {
    doname_base(c, o, true, price, false)
}

/// [`doname`] saying "some" instead of the count of a stack whose look is
/// unknown (`doname_vague_quan`, for farlook).
pub fn doname_vague_quan(c: &NameCtx, o: &Obj) -> String {
    doname_base(c, o, false, None, true)
}

/// The price of the unpaid part of an object (`unpaid_cost`): the unit
/// price on the shopkeeper's bill (without a bill, the base price: its
/// type's or artifact's cost plus what its properties add), times the
/// count, plus any unpaid contents.
pub fn list_price(c: &NameCtx, o: &Obj) -> i64 {
    let own = if o.unpaid {
        let billed = c.shopkeepers.iter().find_map(|m| match &m.mextra {
            Some(crate::world::monst::MExtra::Shk(e)) => e.onbill(o.o_id).map(|k| e.bill[k].price),
            _ => None,
        });
        let unit = billed.unwrap_or_else(|| base_cost(c.t, o));
        unit.saturating_mul(o.quan)
    } else {
        0
    };
    o.contents.iter().fold(own, |acc, x| acc.saturating_add(list_price(c, x)))
}

/// On the hero's bill itself or through its contents (`is_unpaid`).
fn is_unpaid(o: &Obj) -> bool {
    o.unpaid || o.contents.iter().any(is_unpaid)
}

fn currency(n: i64) -> &'static str {
    if n == 1 { "zorkmid" } else { "zorkmids" }
}

/// A piece shown plainly when known, in brackets at the end of the game
/// when not, and not at all otherwise.
fn disclose(out: &mut String, known: bool, game_over: bool, words: &str) {
    if known {
        out.push_str(words);
        out.push(' ');
    } else if game_over {
        out.push('[');
        out.push_str(words);
        out.push_str("] ");
    }
}

/// Rust, burns, corrosion and rot, and erodeproofing once known
/// (`add_erosion_words`).
fn add_erosion_words(c: &NameCtx, o: &Obj, prefix: &mut String) {
    let iscrys = o.otyp == ids::CRYSKNIFE;
    if !is_damageable(c, o.otyp) && !iscrys {
        return;
    }
    let degree = |level: u8| match level {
        2 => "very ",
        3 => "thoroughly ",
        _ => "",
    };
    if o.oeroded != 0 && !iscrys {
        prefix.push_str(degree(o.oeroded));
        prefix.push_str(if is_rustprone(c, o.otyp) { "rusty " } else { "burnt " });
    }
    if o.oeroded2 != 0 && !iscrys {
        prefix.push_str(degree(o.oeroded2));
        prefix.push_str(if is_corrodeable(c, o.otyp) { "corroded " } else { "rotted " });
    }
    if o.oerodeproof {
        let word = if iscrys {
            "fixed"
        } else if is_rustprone(c, o.otyp) {
            "rustproof"
        } else if is_corrodeable(c, o.otyp) {
            "corrodeproof"
        } else if is_flammable(c, o.otyp) {
            "fireproof"
        } else {
            ""
        };
        if !word.is_empty() {
            disclose(prefix, o.rknown, c.game_over, word);
        }
    }
}

/// The true type name DynaHack adds at the end of the game when the hero
/// never learned it, trimmed to what the shown name lacks: "square amulet
/// [of strangulation]", "scroll labeled FOO [of amnesia]", "mud boots
/// [speed]", "bag [of holding]", "[wax] candle".
fn disclose_type(c: &NameCtx, o: &Obj, bp: &mut String) {
    let t = c.t;
    let typ = o.otyp;
    let class = o.oclass(t);
    let mut cp: String = if typ == ids::POT_WATER && (o.blessed || o.cursed) {
        if o.blessed { "holy water".into() } else { "unholy water".into() }
    } else {
        actual_name(c, typ).to_string()
    };
    fn cut(cp: &mut String, pat: &str) -> bool {
        match cp.find(pat) {
            Some(i) => {
                cp.truncate(i);
                true
            }
            None => false,
        }
    }
    fn skip_word(cp: &mut String, word: &str) {
        if let Some(rest) = cp.strip_prefix(word).and_then(|r| r.strip_prefix(' ')) {
            *cp = rest.to_string();
        }
    }
    match class {
        OClass::Coin => cp.clear(),
        OClass::Amulet => {
            if typ == ids::FAKE_AMULET_OF_YENDOR {
                cut(&mut cp, " of the Amulet of Yendor");
            } else if typ == ids::AMULET_OF_YENDOR {
                cp.clear(); // it is its own description
            } else {
                skip_word(&mut cp, "amulet");
            }
        }
        OClass::Weapon => {
            let _ =
                [" dagger", " bow", " arrow", " short sword", " broadsword", " spear"].iter().any(|p| cut(&mut cp, p));
        }
        OClass::Armor => {
            if typ == ids::DWARVISH_CLOAK {
                cp = "dwarvish".into();
            } else if bp.contains("cloak") {
                if !cut(&mut cp, " cloak") && cp.contains("cloak of ") {
                    skip_word(&mut cp, "cloak");
                }
            } else if typ == ids::LEATHER_GLOVES {
                cp = "leather".into();
            } else if cut(&mut cp, " gloves") || cut(&mut cp, " boots") || cut(&mut cp, " shoes") {
            } else if cp.contains("helm of ") {
                skip_word(&mut cp, "helm");
            } else if cp.contains("shield of ") {
                skip_word(&mut cp, "shield");
            } else {
                let _ = cut(&mut cp, " shield") || cut(&mut cp, " ring mail") || cut(&mut cp, " chain mail");
            }
        }
        OClass::Tool => {
            let kinds = [" candle", " horn", " lamp", " flute", " harp", " whistle"];
            if kinds.iter().any(|k| cut(&mut cp, k)) {
                // "[wax] candle": the kind goes before the name.
                *bp = format!("[{cp}] {bp}");
                cp.clear();
            } else if cp.contains("horn of ") {
                skip_word(&mut cp, "horn");
            } else if typ == ids::LEATHER_DRUM {
                cp = "leather".into();
            } else if typ == ids::DRUM_OF_EARTHQUAKE {
                cp = "of earthquake".into();
            } else if cp.contains("bag of ") {
                skip_word(&mut cp, "bag");
            }
        }
        OClass::Gem if cp.contains("worthless piece") => cp = "worthless glass".into(),
        OClass::Venom => {
            cut(&mut cp, " venom");
        }
        _ => {}
    }
    if cp.is_empty() {
        return;
    }
    let plain_of = matches!(class, OClass::Potion | OClass::Scroll | OClass::Wand)
        || (class == OClass::Spbook && typ != ids::SPE_BOOK_OF_THE_DEAD && typ != ids::SPE_NOVEL);
    if plain_of {
        // These never carry properties.
        bp.push_str(&format!(" [of {cp}]"));
    } else if class == OClass::Ring {
        bp.push_str(&format!(" [(of {cp})]"));
    } else {
        // In parentheses so property suffixes can share the brackets:
        // "[of stealth (gauntlets of dexterity)]".
        bp.push_str(&format!(" [({cp})]"));
    }
}

/// Whether the type ever goes by something other than its name: it has a
/// description, or its class says only "potion", "ring" and so on while
/// its look is unknown.
fn shows_descr(c: &NameCtx, o: &Obj) -> bool {
    c.objects.descr(c.t, o.otyp).is_some()
        || matches!(
            o.oclass(c.t),
            OClass::Potion
                | OClass::Scroll
                | OClass::Spbook
                | OClass::Wand
                | OClass::Ring
                | OClass::Amulet
                | OClass::Gem
        )
}

/// DynaHack's tidying of the brackets: neighbours merge ("[cursed]
/// [+0]" -> "[cursed +0]") and a lone parenthesised part loses its
/// parentheses ("[(0:5)]" -> "[0:5]", but not "[(foo of bar) (0:5)]").
fn merge_brackets(s: &mut String, collapse: bool) {
    while let Some(i) = s.find("] [") {
        s.replace_range(i..i + 3, " ");
    }
    if !collapse {
        return;
    }
    if let Some(open) = s.find("[(") {
        let close_pair = s[open..].find(")]").map(|i| open + i);
        let first_close = s[open..].find(')').map(|i| open + i);
        if let (Some(cp), Some(fc)) = (close_pair, first_close)
            && cp == fc
        {
            s.remove(cp);
            s.remove(open + 1);
        }
    }
}

fn doname_base(c: &NameCtx, o: &Obj, with_price: bool, price: Option<i64>, vague_quan: bool) -> String {
    let t = c.t;
    let typ = o.otyp;
    let oc = t.obj(typ);
    let class = oc.class;
    let go = c.game_over;
    let nn = c.nn(typ);
    let (known, dknown, bknown) = seen(c, o);
    let cknown = o.cknown;
    let lknown = o.lknown;
    let seen_obj = with_seen(c, o);
    let pname = obj_is_pname(c, o);

    let mut bp = xname(c, o);

    // End-of-game disclosure of the type and of other hidden details.
    if go && !pname {
        let egg_unknown = typ == ids::EGG && o.corpsenm.is_some_and(|pm| !(known || c.known_eggs.contains(&pm)));
        if egg_unknown {
            let pm = o.corpsenm.unwrap_or(ids::PM_NEWT);
            bp = format!("[{}] {bp}", t.mon(pm).name);
        } else if (!nn || !dknown || (typ == ids::FAKE_AMULET_OF_YENDOR && !known)) && shows_descr(c, o) {
            disclose_type(c, o, &mut bp);
        } else if typ == ids::TIN && !known {
            match o.corpsenm {
                _ if o.spe == 1 => bp.push_str(" [of spinach]"),
                None => bp.push_str(" [empty]"),
                Some(pm) if vegetarian(t, pm) => bp.push_str(&format!(" [of {}]", t.mon(pm).name)),
                Some(pm) => bp.push_str(&format!(" [of {} meat]", t.mon(pm).name)),
            }
        } else if typ == ids::POT_WATER && (o.blessed || o.cursed) && !bknown {
            let holy = if o.blessed { "of [holy] water" } else { "of [unholy] water" };
            bp = bp.replacen("of water", holy, 1);
        }
    }

    // "poisoned" moves in front of the enchantment: "poisoned +0 arrow".
    let mut ispoisoned = false;
    if o.otrapped && bp.starts_with("poisoned ") {
        bp.drain(..9);
        ispoisoned = true;
    }

    let mut prefix = String::new();
    if o.quan != 1 {
        if dknown || !vague_quan {
            prefix = format!("{} ", o.quan);
        } else {
            prefix.push_str("some ");
        }
    } else if typ == ids::CORPSE {
        // corpse_xname supplies the article.
    } else if pname || the_unique_obj(c, &seen_obj) {
        if starts_ci(&bp, "the ") {
            bp.drain(..4);
        }
        prefix.push_str("the ");
    } else {
        prefix.push_str("a ");
    }

    // "empty" goes first; the count of contents goes last.
    let empty = if typ == ids::BAG_OF_TRICKS {
        o.spe == 0 && !o.known
    } else {
        (is_container(typ) || typ == ids::STATUE) && o.contents.is_empty()
    };
    if cknown && empty {
        prefix.push_str("empty ");
    }

    let water_named = typ == ids::POT_WATER && nn && (o.cursed || o.blessed);
    if class != OClass::Coin && !water_named && (bknown || go) {
        let word = if o.cursed {
            Some("cursed")
        } else if o.blessed {
            Some("blessed")
        } else if !c.implicit_uncursed
            || ((!known || !oc.is(ObjFlags::CHARGED) || class == OClass::Armor || class == OClass::Ring)
                && typ != ids::SCR_MAIL
                && typ != ids::FAKE_AMULET_OF_YENDOR
                && typ != ids::AMULET_OF_YENDOR
                && !c.priest)
        {
            Some("uncursed")
        } else {
            None
        };
        if let Some(w) = word {
            disclose(&mut prefix, bknown, go, w);
        }
    }

    if lknown && is_box(typ) {
        prefix.push_str(if o.obroken {
            "broken "
        } else if o.olocked {
            "locked "
        } else {
            "unlocked "
        });
    }

    if o.greased {
        prefix.push_str("greased ");
    }

    if cknown && !o.contents.is_empty() {
        let n = o.contents.len();
        bp.push_str(&format!(" containing {n} item{}", if n == 1 { "" } else { "s" }));
    }

    let worn = o.owornmask;
    let eff_class = if is_weptool(t, typ) { OClass::Weapon } else { class };
    let enchantment = |prefix: &mut String| {
        if known || go {
            disclose(prefix, known, go, &sitoa(o.spe as i32));
        }
    };
    let charges = |bp: &mut String| {
        if known {
            bp.push_str(&format!(" ({}:{})", o.recharged, o.spe));
        } else if go {
            bp.push_str(&format!(" [({}:{})]", o.recharged, o.spe));
        }
    };
    let ring_worn = |bp: &mut String| {
        if worn.contains(Worn::RINGR) {
            bp.push_str(" (on right ");
        }
        if worn.contains(Worn::RINGL) {
            bp.push_str(" (on left ");
        }
        if worn.intersects(Worn::RING) {
            bp.push_str(c.hand);
            bp.push(')');
        }
    };
    match eff_class {
        OClass::Amulet if worn.contains(Worn::AMUL) => bp.push_str(" (being worn)"),
        OClass::Armor | OClass::Weapon => {
            if eff_class == OClass::Armor && worn.intersects(Worn::ARMOR) {
                if c.uskin.is_some() && c.uskin == Some(o.o_id) {
                    bp.push_str(" (embedded in your skin)");
                } else {
                    bp.push_str(" (being worn)");
                }
                if worn.contains(Worn::ARMG) && c.slippery_fingers {
                    bp.pop();
                    bp.push_str("; slippery)");
                }
            }
            if ispoisoned {
                prefix.push_str("poisoned ");
            }
            add_erosion_words(c, o, &mut prefix);
            enchantment(&mut prefix);
        }
        OClass::Tool => {
            if worn.intersects(Worn::TOOL | Worn::SADDLE) {
                bp.push_str(" (being worn)");
            } else if let Some((_, mon)) = c.leashed.iter().find(|(id, _)| typ == ids::LEASH && *id == o.o_id) {
                bp.push_str(&format!(" (attached to {mon})"));
            } else if typ == ids::CANDELABRUM_OF_INVOCATION {
                let n = if o.spe == 0 { "no".to_string() } else { o.spe.to_string() };
                let plural = if o.spe == 1 { "" } else { "s" };
                let state = if o.lamplit { ", lit" } else { " attached" };
                bp.push_str(&format!(" ({n} candle{plural}{state})"));
            } else if [ids::OIL_LAMP, ids::MAGIC_LAMP, ids::BRASS_LANTERN, ids::TALLOW_CANDLE, ids::WAX_CANDLE]
                .contains(&typ)
            {
                let candle = typ == ids::TALLOW_CANDLE || typ == ids::WAX_CANDLE;
                // A candle's age is the fuel it has left.
                if candle && o.age < 20 * oc.cost as i64 {
                    prefix.push_str("partly used ");
                }
                if o.lamplit {
                    bp.push_str(" (lit)");
                }
            } else if oc.is(ObjFlags::CHARGED) {
                charges(&mut bp);
            }
        }
        OClass::Wand => charges(&mut bp),
        OClass::Potion if typ == ids::POT_OIL && o.lamplit => bp.push_str(" (lit)"),
        OClass::Ring => {
            ring_worn(&mut bp);
            if oc.is(ObjFlags::CHARGED) {
                enchantment(&mut prefix);
            }
        }
        OClass::Food => {
            if o.oeaten != 0 {
                prefix.push_str("partly eaten ");
            }
            if typ == ids::CORPSE {
                let flags = if o.quan != 1 { Cxn::NOCORPSE } else { Cxn::ARTICLE | Cxn::NOCORPSE };
                prefix = format!("{} ", corpse_xname(c, o, Some(&prefix), flags));
            } else if typ == ids::EGG
                && let Some(pm) = o.corpsenm
                && (known || c.known_eggs.contains(&pm))
            {
                prefix.push_str(&t.mon(pm).name);
                prefix.push(' ');
                if o.spe != 0 {
                    bp.push_str(" (laid by you)");
                }
            }
            if typ == ids::MEAT_RING {
                ring_worn(&mut bp);
            }
        }
        OClass::Ball | OClass::Chain => {
            add_erosion_words(c, o, &mut prefix);
            if worn.contains(Worn::BALL) {
                bp.push_str(" (chained to you)");
            }
        }
        _ => {}
    }

    if worn.contains(Worn::WEP) {
        if o.quan != 1 {
            bp.push_str(" (wielded)");
        } else {
            let hands = if bimanual(t, typ) { super::makeplural(c.hand) } else { c.hand.to_string() };
            let tethered = if typ == ids::AKLYS { "tethered " } else { "" };
            bp.push_str(&format!(" ({tethered}weapon in {hands})"));
        }
    }
    if worn.contains(Worn::SWAPWEP) {
        if c.twoweap {
            bp.push_str(&format!(" (wielded in other {})", c.hand));
        } else {
            bp.push_str(" (alternate weapon; not wielded)");
        }
    }
    if worn.contains(Worn::QUIVER) {
        bp.push_str(match class {
            OClass::Weapon if is_ammo(t, typ) => {
                if t.obj(typ).subtyp as i32 == -(Skill::Bow.value() as i32) {
                    " (in quiver)"
                } else {
                    " (in quiver pouch)"
                }
            }
            OClass::Weapon => " (at the ready)",
            OClass::Ring | OClass::Amulet | OClass::Wand | OClass::Coin | OClass::Gem => " (in quiver pouch)",
            _ => " (at the ready)",
        });
    }

    if is_unpaid(o) {
        let quote = price.unwrap_or_else(|| list_price(c, o));
        let what = if o.unpaid { "unpaid" } else { "contents" };
        bp.push_str(&format!(" ({what}, {quote} {})", currency(quote)));
    } else if with_price {
        match price {
            Some(p) if p > 0 => {
                let what = if o.no_charge { "contents" } else { "for sale" };
                bp.push_str(&format!(" ({what}, {p} {})", currency(p)));
            }
            _ if o.no_charge => bp.push_str(" (no charge)"),
            _ => {}
        }
    }

    if let Some(rest) = prefix.strip_prefix("a ") {
        let rest = rest.to_string();
        let basis = if rest.is_empty() { bp.as_str() } else { rest.as_str() };
        // A bracketed word reads as the word: "an [uncursed] ...".
        let art = just_an(basis.strip_prefix('[').unwrap_or(basis));
        prefix = format!("{art}{rest}");
    }

    let mut out = String::with_capacity(prefix.len() + bp.len());
    if go {
        merge_brackets(&mut prefix, false);
    }
    out.push_str(&prefix);
    out.push_str(&bp);
    if go && typ != ids::SLIME_MOLD {
        merge_brackets(&mut out, true);
    }
    cap(&mut out, BUFSZ - 1);
    out
}
