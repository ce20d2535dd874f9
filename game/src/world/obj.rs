//! Objects in play: `struct obj` and the object-type predicates of obj.h.
//!
//! An [`Obj`] is one stack of items of one type ([`Otyp`]) with its own
//! state: quantity, enchantment or charges, blessed/cursed, erosion, what
//! the hero knows about it (`known`, `dknown`, `bknown`, `rknown`), and
//! OxHack's random magical properties (`oprops`) with the hero's knowledge
//! of them (`oprops_known`, whose [`ITEM_MAGICAL`] bit means "seen to be
//! magical, properties unknown").

use oxhack_defs::{ArmCat, ArtiId, OClass, Otyp, Pm, Skill, Tables};
use serde::{Deserialize, Serialize};

/// A set of property (affix) bits: `oprops` and `oprops_known`. Code
/// outside the property core names bits only through the `ITEM_*`
/// constants and this alias, so the width can grow.
pub type OpropBits = u32;
/// `oprops_known` bit: the hero knows the object is magical but not which
/// properties it has ("a magical T-shirt").
pub const ITEM_MAGICAL: OpropBits = 0x8000_0000;
/// All property bits (`ITEM_PROP_MASK`): the document's twenty and
/// OxHack's own affixes (every bit but [`ITEM_MAGICAL`]).
pub const ITEM_PROP_MASK: OpropBits = 0x7FFF_FFFF;
/// Erosion levels run 0..=MAX_ERODE.
pub const MAX_ERODE: u8 = 3;

bitflags::bitflags! {
    /// Where an object is worn or wielded (`owornmask`, `W_*`).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
    pub struct Worn: u32 {
        const ARM = 0x0000_0001;
        const ARMC = 0x0000_0002;
        const ARMH = 0x0000_0004;
        const ARMS = 0x0000_0008;
        const ARMG = 0x0000_0010;
        const ARMF = 0x0000_0020;
        const ARMU = 0x0000_0040;
        const WEP = 0x0000_0100;
        const QUIVER = 0x0000_0200;
        const SWAPWEP = 0x0000_0400;
        const AMUL = 0x0001_0000;
        const RINGL = 0x0002_0000;
        const RINGR = 0x0004_0000;
        const TOOL = 0x0008_0000;
        const SADDLE = 0x0010_0000;
        const BALL = 0x0020_0000;
        const CHAIN = 0x0040_0000;
        const ARMOR = 0x7f;
        const RING = 0x0006_0000;
    }
}

/// One object or stack of objects (`struct obj`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Obj {
    /// Unique id within a game (`o_id`).
    pub o_id: u32,
    pub otyp: Otyp,
    pub quan: i64,
    /// Enchantment, charges, or other per-type meaning (`spe`).
    pub spe: i8,
    pub blessed: bool,
    pub cursed: bool,
    /// The exact nature (enchantment, charges) is known.
    pub known: bool,
    /// The appearance has been seen up close.
    pub dknown: bool,
    /// Blessed/uncursed/cursed is known.
    pub bknown: bool,
    /// Erodeproofing (or its absence) is known.
    pub rknown: bool,
    /// Rust/burn (`oeroded`) and corrosion/rot (`oeroded2`) levels, 0..=3.
    pub oeroded: u8,
    pub oeroded2: u8,
    pub oerodeproof: bool,
    pub olocked: bool,
    pub obroken: bool,
    /// Trapped container, or poisoned weapon (`otrapped`/`opoisoned`).
    pub otrapped: bool,
    /// Times recharged (0..=7).
    pub recharged: u8,
    pub lamplit: bool,
    pub greased: bool,
    /// The hero knows whether a container is locked (`lknown`) and what
    /// it contains (`cknown`).
    pub lknown: bool,
    pub cknown: bool,
    /// On a shop bill (`unpaid`), or free for the taking (`no_charge`).
    pub unpaid: bool,
    pub no_charge: bool,
    /// Which artifact this is, if one (`oartifact`).
    pub oartifact: Option<ArtiId>,
    /// Monster type of a corpse, tin, egg, statue or figurine (`corpsenm`).
    pub corpsenm: Option<Pm>,
    /// Nutrition left in partly eaten food (`oeaten`), 0 if uneaten.
    pub oeaten: u32,
    /// Creation turn (`age`).
    pub age: i64,
    pub owornmask: Worn,
    /// A name given to this object (`ONAME`).
    pub oname: Option<String>,
    /// Random magical properties (`ITEM_*` bits).
    pub oprops: u32,
    /// Which of them the hero knows, plus [`ITEM_MAGICAL`].
    pub oprops_known: u32,
    /// Times a spellbook was studied, or other tallies (`usecount`).
    pub usecount: i32,
    /// Contents of a container or statue.
    pub contents: Vec<Obj>,
    /// Inventory letter, when carried.
    pub invlet: Option<char>,
    /// The affix theme the object acquired, as index + 1 into the
    /// tables' themes (0: none). Names then say "of the Storm".
    #[serde(default)]
    pub otheme: u8,
}

impl Obj {
    /// A fresh, plain object: quantity `quan`, nothing known, nothing special.
    pub fn new(otyp: Otyp, quan: i64) -> Obj {
        Obj {
            o_id: 0,
            otyp,
            quan,
            spe: 0,
            blessed: false,
            cursed: false,
            known: false,
            dknown: false,
            bknown: false,
            rknown: false,
            oeroded: 0,
            oeroded2: 0,
            oerodeproof: false,
            olocked: false,
            obroken: false,
            otrapped: false,
            recharged: 0,
            lamplit: false,
            greased: false,
            lknown: false,
            cknown: false,
            unpaid: false,
            no_charge: false,
            oartifact: None,
            corpsenm: None,
            oeaten: 0,
            age: 0,
            owornmask: Worn::empty(),
            oname: None,
            oprops: 0,
            oprops_known: 0,
            usecount: 0,
            contents: Vec::new(),
            invlet: None,
            otheme: 0,
        }
    }

    /// The type's class.
    pub fn oclass(&self, t: &Tables) -> OClass {
        t.obj(self.otyp).class
    }

    /// The worse of the two erosion levels (`greatest_erosion`).
    pub fn greatest_erosion(&self) -> u8 {
        self.oeroded.max(self.oeroded2)
    }

    /// Everything about the object becomes known, as a blessed scroll of
    /// identify would make it (without touching type discovery).
    pub fn fully_identify(&mut self) {
        self.known = true;
        self.dknown = true;
        self.bknown = true;
        self.rknown = true;
        self.lknown = true;
        self.cknown = true;
        self.oprops_known = self.oprops;
    }

    /// `bless`: blessed and not cursed. (Coins never change.)
    pub fn bless(&mut self) {
        self.cursed = false;
        self.blessed = true;
    }
    /// `unbless`.
    pub fn unbless(&mut self) {
        self.blessed = false;
    }
    /// `curse`: cursed and not blessed.
    pub fn curse(&mut self) {
        self.blessed = false;
        self.cursed = true;
    }
    /// `uncurse`.
    pub fn uncurse(&mut self) {
        self.cursed = false;
    }
    /// `bcsign`: +1 blessed, -1 cursed, 0 uncursed.
    pub fn bcsign(&self) -> i32 {
        self.blessed as i32 - self.cursed as i32
    }
    /// `blessorcurse`: an uncursed object becomes blessed or cursed (even
    /// odds) one time in `chance`.
    pub fn blessorcurse(&mut self, chance: i32, rng: &mut crate::rng::Rng) {
        if self.blessed || self.cursed {
            return;
        }
        if rng.rn2(chance) == 0 {
            if rng.rn2(2) == 0 { self.curse() } else { self.bless() }
        }
    }

    /// Whether any property is present but unknown to the hero.
    pub fn has_unknown_props(&self) -> bool {
        self.oprops & !self.oprops_known & ITEM_PROP_MASK != 0
    }
}

/// The skill field of a type, signed as NetHack stores it (negative for
/// ammunition and missiles).
fn oc_skill(t: &Tables, otyp: Otyp) -> i32 {
    let o = t.obj(otyp);
    if o.class == OClass::Armor { 0 } else { o.subtyp as i32 }
}

fn skill(s: Skill) -> i32 {
    s.value() as i32
}

/// Object-type predicates (obj.h), over types so wishing can ask them of a
/// type before an object exists.
/// `is_metallic`: iron through mithril.
pub fn is_metallic(m: oxhack_defs::Material) -> bool {
    matches!(
        m,
        oxhack_defs::Material::Iron
            | oxhack_defs::Material::Metal
            | oxhack_defs::Material::Copper
            | oxhack_defs::Material::Silver
            | oxhack_defs::Material::Gold
            | oxhack_defs::Material::Platinum
            | oxhack_defs::Material::Mithril
    )
}

pub mod types {
    use super::*;

    pub fn is_blade(t: &Tables, o: Otyp) -> bool {
        let s = oc_skill(t, o);
        t.obj(o).class == OClass::Weapon && s >= skill(Skill::Dagger) && s <= skill(Skill::Saber)
    }
    pub fn is_sword(t: &Tables, o: Otyp) -> bool {
        let s = oc_skill(t, o);
        t.obj(o).class == OClass::Weapon && s >= skill(Skill::ShortSword) && s <= skill(Skill::Saber)
    }
    pub fn is_launcher(t: &Tables, o: Otyp) -> bool {
        let s = oc_skill(t, o);
        t.obj(o).class == OClass::Weapon && s >= skill(Skill::Bow) && s <= skill(Skill::Crossbow)
    }
    pub fn is_ammo(t: &Tables, o: Otyp) -> bool {
        let c = t.obj(o).class;
        let s = oc_skill(t, o);
        (c == OClass::Weapon || c == OClass::Gem) && s >= -skill(Skill::Crossbow) && s <= -skill(Skill::Bow)
    }
    pub fn is_missile(t: &Tables, o: Otyp) -> bool {
        let c = t.obj(o).class;
        let s = oc_skill(t, o);
        (c == OClass::Weapon || c == OClass::Tool) && s >= -skill(Skill::Boomerang) && s <= -skill(Skill::Dart)
    }
    pub fn is_weptool(t: &Tables, o: Otyp) -> bool {
        t.obj(o).class == OClass::Tool && oc_skill(t, o) != 0
    }
    pub fn is_pick(t: &Tables, o: Otyp) -> bool {
        let c = t.obj(o).class;
        (c == OClass::Weapon || c == OClass::Tool) && oc_skill(t, o) == skill(Skill::PickAxe)
    }
    pub fn is_multigen(t: &Tables, o: Otyp) -> bool {
        let s = oc_skill(t, o);
        t.obj(o).class == OClass::Weapon && s >= -skill(Skill::Shuriken) && s <= -skill(Skill::Bow)
    }
    pub fn bimanual(t: &Tables, o: Otyp) -> bool {
        let c = t.obj(o).class;
        (c == OClass::Weapon || c == OClass::Tool) && t.obj(o).is(oxhack_defs::flags::ObjFlags::BIMANUAL)
    }
    fn armcat(t: &Tables, o: Otyp) -> Option<ArmCat> {
        t.obj(o).armcat()
    }
    pub fn is_helmet(t: &Tables, o: Otyp) -> bool {
        armcat(t, o) == Some(ArmCat::Helm)
    }
    pub fn is_gloves(t: &Tables, o: Otyp) -> bool {
        armcat(t, o) == Some(ArmCat::Gloves)
    }
    pub fn is_boots(t: &Tables, o: Otyp) -> bool {
        armcat(t, o) == Some(ArmCat::Boots)
    }
    pub fn is_shield(t: &Tables, o: Otyp) -> bool {
        armcat(t, o) == Some(ArmCat::Shield)
    }
    pub fn is_cloak(t: &Tables, o: Otyp) -> bool {
        armcat(t, o) == Some(ArmCat::Cloak)
    }
    pub fn is_shirt(t: &Tables, o: Otyp) -> bool {
        armcat(t, o) == Some(ArmCat::Shirt)
    }
    pub fn is_suit(t: &Tables, o: Otyp) -> bool {
        armcat(t, o) == Some(ArmCat::Suit)
    }
    /// Lenses, gloves and boots come in pairs (`pair_of`).
    pub fn pair_of(t: &Tables, o: Otyp) -> bool {
        o == oxhack_tables::LENSES || is_gloves(t, o) || is_boots(t, o)
    }
}
/// `ammo_and_launcher`: `obj` is ammunition for launcher `l`.
pub fn ammo_and_launcher(t: &Tables, obj: &Obj, l: Option<&Obj>) -> bool {
    let Some(l) = l else { return false };
    types::is_ammo(t, obj.otyp)
        && types::is_launcher(t, l.otyp)
        && (t.obj(obj.otyp).subtyp as i32) == -(t.obj(l.otyp).subtyp as i32)
}
