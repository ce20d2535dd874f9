//! Object naming (objnam.c): what the hero calls an object.
//!
//! [`xname`] is the basic name without quantity or article ("long
//! sword", "scroll labeled FOO", "dagger of fire"); [`doname`] the full
//! inventory line ("a blessed rustproof +2 long sword (weapon in hand)").
//! Both follow NetHack 3.6.7 for every class, with DynaHack's random
//! magical properties woven in as its design document describes: the
//! "magical" prefix while no property is known, "thirsty"/"vorpal" on
//! weapons and "oilskin" on armor before the name, the others after it
//! ("pair of boots of fire resistance and speed", compact "&" wording for
//! three or more), and at the end of the game the unknown parts shown in
//! brackets ("pair of old gloves [of stealth (gauntlets of dexterity)]").
//!
//! Everything the names depend on besides the object comes in a
//! [`NameCtx`]; naming never changes an object except through
//! [`examine_object`], NetHack's first look that sets `dknown` and friends.
//! No name is longer than [`BUFSZ`] - 1 bytes.

mod article;
mod doname;
pub mod plural;
mod props;
mod xname;

pub use article::{An, The, an, just_an, s_suffix, the, the_with_fruit};
pub use doname::{doname, doname_vague_quan, doname_with_price, list_price};
pub use plural::{makeplural, makesingular};
pub use props::{magical_shown, property_prefixes, propnames};
pub use xname::{
    Cxn, JAPANESE_ITEMS, bare_artifactname, corpse_xname, cxname, cxname_singular, killer_xname, minimal_xname,
    mshot_xname, obj_typename, simple_typename, simple_typename_known, xname, xname_singular,
};

use crate::objects::o_init::ObjectsState;
use crate::world::obj::{ITEM_MAGICAL, ITEM_PROP_MASK, Obj};
use oxhack_defs::flags::{M2, ObjFlags};
use oxhack_defs::{ArtiId, Material, MonClass, OClass, Otyp, Pm, Prop, Tables};
use oxhack_tables as ids;

/// NetHack's name buffer size: names stay below it.
pub const BUFSZ: usize = 256;
/// Room `doname` keeps before `xname`'s result for count, article and
/// adjectives (`PREFIX`); `xname` stays below `BUFSZ - PREFIX`.
pub const PREFIX: usize = 80;

/// What naming needs to know besides the object: the tables, the game's
/// object-type knowledge, and the hero's state.
#[derive(Debug, Clone, Copy)]
pub struct NameCtx<'a> {
    pub t: &'a Tables,
    pub objects: &'a ObjectsState,
    /// A blind hero does not see an object's appearance when naming it.
    pub blind: bool,
    /// Kept for callers: NetHack 3.6 names objects alike while
    /// hallucinating (only the map lies), so naming ignores it.
    pub hallucinating: bool,
    /// Priests see every object's blessed/uncursed/cursed state.
    pub priest: bool,
    /// Samurai use Japanese names for some objects ("katana" is the
    /// table's own; "wakizashi" for the short sword and so on).
    pub samurai: bool,
    /// Archeologists recognise historic statues.
    pub archeologist: bool,
    /// NetHack's `implicit_uncursed` option (default on): "uncursed" is
    /// left out where the rest of the name implies it.
    pub implicit_uncursed: bool,
    /// End-of-game disclosure: artifacts show their names and the parts
    /// the hero never learned appear in brackets.
    pub game_over: bool,
    /// Naming an object seen from afar (`distant_name`): looking does not
    /// reveal its appearance.
    pub distant: bool,
    /// The hero's fruit, the slime mold's name (default "slime mold").
    pub fruit: &'a str,
    /// Artifacts the hero has identified.
    pub known_artifacts: &'a [ArtiId],
    /// Monster types whose eggs the hero recognises (`MV_KNOWS_EGG`).
    pub known_eggs: &'a [Pm],
    /// The body part rings are worn on and weapons wielded in (`body_part(HAND)`).
    pub hand: &'a str,
    /// Two-weapon combat: the alternate weapon is wielded in the other hand.
    pub twoweap: bool,
    /// Slippery fingers (`Glib`): worn gloves say so.
    pub slippery_fingers: bool,
    /// The `o_id` of dragon scales merged into the hero's skin (`uskin`).
    pub uskin: Option<u32>,
    /// Leashes in use: the leash's `o_id` and the leashed monster's name.
    pub leashed: &'a [(u32, &'a str)],
    /// The level's monsters, whose shopkeepers' bills give an unpaid
    /// object's quoted price (`unpaid_cost`).
    pub shopkeepers: &'a [crate::world::monst::Monst],
}

impl<'a> NameCtx<'a> {
    /// A sighted hero of no special role, mid-game, with NetHack's default
    /// options.
    pub fn new(t: &'a Tables, objects: &'a ObjectsState) -> NameCtx<'a> {
        NameCtx {
            t,
            objects,
            blind: false,
            hallucinating: false,
            priest: false,
            samurai: false,
            archeologist: false,
            implicit_uncursed: true,
            game_over: false,
            distant: false,
            fruit: "slime mold",
            known_artifacts: &[],
            known_eggs: &[],
            hand: "hand",
            twoweap: false,
            slippery_fingers: false,
            uskin: None,
            leashed: &[],
            shopkeepers: &[],
        }
    }

    fn nn(&self, otyp: Otyp) -> bool {
        self.objects.is_known(otyp)
    }

    fn material(&self, otyp: Otyp) -> Option<Material> {
        self.objects.material.get(otyp.0 as usize).copied().flatten()
    }
}

/// The hero's first look at an object (`examine_object`): its appearance
/// is seen unless blind or far away, a priest sees its blessed/cursed state, and an
/// object with properties is noticed to be magical. Also clears `known`
/// on an unidentified unique type whose `known` is tied to the type.
pub fn examine_object(c: &NameCtx, o: &mut Obj) {
    let oc = c.t.obj(o.otyp);
    if !c.nn(o.otyp) && oc.is(ObjFlags::USES_KNOWN) && oc.is(ObjFlags::UNIQUE) {
        o.known = false;
    }
    if !c.blind && !c.distant {
        o.dknown = true;
    }
    if c.priest {
        o.bknown = true;
    }
    if o.oprops & ITEM_PROP_MASK != 0 {
        o.oprops_known |= ITEM_MAGICAL;
    }
}

/// Whether the hero has not learned everything about an object
/// (`not_fully_identified`, with DynaHack's property check).
pub fn not_fully_identified(c: &NameCtx, o: &Obj) -> bool {
    let t = c.t;
    let class = o.oclass(t);
    if class == OClass::Coin {
        return false;
    }
    if !o.known || !o.dknown || (!o.bknown && o.otyp != ids::SCR_MAIL) || !c.nn(o.otyp) {
        return true;
    }
    if (o.oprops_known & o.oprops & ITEM_PROP_MASK) != (o.oprops & ITEM_PROP_MASK) {
        return true;
    }
    if (!o.cknown && (is_container(o.otyp) || o.otyp == ids::STATUE)) || (!o.lknown && is_box(o.otyp)) {
        return true;
    }
    if let Some(a) = o.oartifact
        && !c.known_artifacts.contains(&a)
    {
        return true;
    }
    if o.rknown
        || (class != OClass::Armor
            && class != OClass::Weapon
            && !crate::world::obj::types::is_weptool(t, o.otyp)
            && class != OClass::Ball)
    {
        false
    } else {
        is_rustprone(c, o.otyp) || is_corrodeable(c, o.otyp) || is_flammable(c, o.otyp)
    }
}

/// Whether an object goes by its own name (`obj_is_pname`): an artifact
/// the hero has fully identified (after the look naming gives it), or any
/// artifact at the end of the game.
pub fn obj_is_pname(c: &NameCtx, o: &Obj) -> bool {
    if o.oartifact.is_none() || o.oname.is_none() {
        return false;
    }
    c.game_over || !not_fully_identified(c, &xname::with_seen(c, o))
}

/// Whether an object is "the X" rather than "a X" (`the_unique_obj`).
pub fn the_unique_obj(c: &NameCtx, o: &Obj) -> bool {
    if !o.dknown {
        false
    } else if o.otyp == ids::FAKE_AMULET_OF_YENDOR && !o.known {
        true // the lie a fake tells until identified
    } else {
        c.t.obj(o.otyp).is(ObjFlags::UNIQUE) && (o.known || o.otyp == ids::AMULET_OF_YENDOR)
    }
}

/// Whether a monster type takes "the" ("the Oracle's corpse") (`the_unique_pm`).
pub fn the_unique_pm(t: &Tables, pm: Pm) -> bool {
    let m = t.mon(pm);
    if m.mflags2.contains(M2::PNAME) {
        return false;
    }
    if pm == ids::PM_HIGH_PRIEST || pm == ids::PM_LONG_WORM_TAIL {
        return false;
    }
    pm == ids::PM_WIZARD_OF_YENDOR || m.geno.contains(oxhack_defs::flags::Geno::UNIQ)
}

/// A monster type with a personal name ("Medusa") (`type_is_pname`).
pub fn type_is_pname(t: &Tables, pm: Pm) -> bool {
    t.mon(pm).mflags2.contains(M2::PNAME)
}

/// Monsters whose tins are not "meat" (`vegetarian`).
pub fn vegetarian(t: &Tables, pm: Pm) -> bool {
    let m = t.mon(pm);
    let vegan =
        matches!(m.mlet, MonClass::Blob | MonClass::Jelly | MonClass::Fungus | MonClass::Vortex | MonClass::Light)
            || (m.mlet == MonClass::Elemental && pm != ids::PM_STALKER)
            || (m.mlet == MonClass::Golem && pm != ids::PM_FLESH_GOLEM && pm != ids::PM_LEATHER_GOLEM)
            || m.mlet == MonClass::Ghost;
    vegan || (m.mlet == MonClass::Pudding && pm != ids::PM_BLACK_PUDDING)
}

fn material_is(c: &NameCtx, otyp: Otyp, m: Material) -> bool {
    c.material(otyp) == Some(m)
}

/// Iron rusts (`is_rustprone`).
pub fn is_rustprone(c: &NameCtx, otyp: Otyp) -> bool {
    material_is(c, otyp, Material::Iron)
}

/// Copper and iron corrode (`is_corrodeable`).
pub fn is_corrodeable(c: &NameCtx, otyp: Otyp) -> bool {
    material_is(c, otyp, Material::Copper) || material_is(c, otyp, Material::Iron)
}

fn organic_not_liquid(c: &NameCtx, otyp: Otyp) -> bool {
    c.material(otyp).is_some_and(|m| m as u8 <= Material::Wood as u8 && m != Material::Liquid)
}

/// Burns (`is_flammable`): organic or plastic, except candles and things
/// that resist fire.
pub fn is_flammable(c: &NameCtx, otyp: Otyp) -> bool {
    if is_candle(otyp) || c.t.obj(otyp).oprop == Some(Prop::FireRes) || otyp == ids::WAN_FIRE {
        return false;
    }
    organic_not_liquid(c, otyp) || material_is(c, otyp, Material::Plastic)
}

/// Rots (`is_rottable`).
pub fn is_rottable(c: &NameCtx, otyp: Otyp) -> bool {
    organic_not_liquid(c, otyp)
}

/// Can erode at all (`is_damageable`).
pub fn is_damageable(c: &NameCtx, otyp: Otyp) -> bool {
    is_rustprone(c, otyp) || is_flammable(c, otyp) || is_rottable(c, otyp) || is_corrodeable(c, otyp)
}

fn is_candle(otyp: Otyp) -> bool {
    otyp == ids::TALLOW_CANDLE || otyp == ids::WAX_CANDLE
}

/// Boxes, chests, ice boxes, sacks and bags (`Is_container`).
pub fn is_container(otyp: Otyp) -> bool {
    (ids::LARGE_BOX.0..=ids::BAG_OF_TRICKS.0).contains(&otyp.0)
}

/// Lockable containers (`Is_box`).
pub fn is_box(otyp: Otyp) -> bool {
    otyp == ids::LARGE_BOX || otyp == ids::CHEST
}

/// Cuts `s` to at most `max` bytes, at a character boundary.
fn cap(s: &mut String, max: usize) {
    if s.len() > max {
        let mut end = max;
        while !s.is_char_boundary(end) {
            end -= 1;
        }
        s.truncate(end);
    }
}

/// `s` cut to at most `max` bytes, at a character boundary.
fn capped(s: &str, max: usize) -> &str {
    if s.len() <= max {
        return s;
    }
    let mut end = max;
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    &s[..end]
}

/// `sitoa`: a signed number with its sign ("+2", "-1", "+0").
fn sitoa(n: i32) -> String {
    if n < 0 { n.to_string() } else { format!("+{n}") }
}

/// Case-insensitive ASCII prefix test.
fn starts_ci(s: &str, p: &str) -> bool {
    s.len() >= p.len() && s.as_bytes()[..p.len()].eq_ignore_ascii_case(p.as_bytes())
}
