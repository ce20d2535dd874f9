//! The compiled tables: what `makedefs --tables` writes and the game reads.
//!
//! These are NetHack's `objects[]`, `mons[]`, `artilist[]` and
//! DynaHack's object-property list, as plain immutable data indexed by
//! dense ids ([`Otyp`], [`Pm`], [`ArtiId`]). Field names follow NetHack's
//! (`oc_`/`m`-prefixes dropped) so a NetHack reader finds their way.

use crate::enums::*;
use crate::flags::*;
use serde::{Deserialize, Serialize};

/// An object type: index into [`Tables::objects`] (NetHack's `otyp`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Otyp(pub u16);

/// A monster type: index into [`Tables::monsters`] (NetHack's `PM_*`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Pm(pub u16);

/// An artifact: index into [`Tables::artifacts`] plus one (NetHack's
/// `ART_*`; 0 means "not an artifact").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct ArtiId(pub u8);

/// One object type (`struct objclass` plus its `objdescr` names).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Objclass {
    /// The `onames.h` constant (`LONG_SWORD`); `None` for the nameless
    /// extra scroll and wand descriptions.
    pub constant: Option<String>,
    /// The actual name (`oc_name`); `None` for the nameless placeholders.
    pub name: Option<String>,
    /// The description shown until the type is identified (`oc_descr`).
    pub descr: Option<String>,
    pub class: OClass,
    pub flags: ObjFlags,
    /// `oc_dir`: for wands and spellbooks NODIR 1, IMMEDIATE 2, RAY 3; for
    /// weapons the strike bits PIERCE 1, SLASH 2 (WHACK is 0).
    pub dir: u8,
    pub material: Option<Material>,
    /// `oc_subtyp`: the skill (negative for ammunition and missiles) of
    /// weapons, weapon-tools, gems and spellbooks, or the armor category.
    pub subtyp: i8,
    /// The property the type conveys when worn or wielded (`oc_oprop`).
    pub oprop: Option<Prop>,
    pub delay: i8,
    pub color: Color,
    pub prob: i16,
    pub weight: u16,
    pub cost: i16,
    /// Damage die against small (`oc_wsdam`) and large (`oc_wldam`) monsters.
    pub wsdam: i8,
    pub wldam: i8,
    /// `oc_oc1`: to-hit bonus (weapons) or base AC (armor).
    pub oc1: i8,
    /// `oc_oc2`: magic cancellation (armor) or spell level (spellbooks).
    pub oc2: i8,
    pub nutrition: u16,
}

/// Wand and spell directions (`oc_dir` outside weapons).
pub const NODIR: u8 = 1;
pub const IMMEDIATE: u8 = 2;
pub const RAY: u8 = 3;
/// Weapon strike bits (`oc_dir` of weapons); `WHACK` is no bit.
pub const PIERCE: u8 = 1;
pub const SLASH: u8 = 2;

impl Objclass {
    pub fn hitbon(&self) -> i8 {
        self.oc1
    }
    /// Base armor class bonus (`a_ac`).
    pub fn a_ac(&self) -> i8 {
        self.oc1
    }
    /// Magic cancellation (`a_can`).
    pub fn a_can(&self) -> i8 {
        self.oc2
    }
    /// Spell level of a spellbook (`oc_level`).
    pub fn level(&self) -> i8 {
        self.oc2
    }
    /// The armor category of an armor (`oc_armcat`).
    pub fn armcat(&self) -> Option<ArmCat> {
        if self.class == OClass::Armor { ArmCat::from_value(self.subtyp as u8) } else { None }
    }
    /// The skill used with this type, ignoring the ammunition sign.
    pub fn skill(&self) -> Option<Skill> {
        if self.class == OClass::Armor { None } else { Skill::from_value(self.subtyp.unsigned_abs()) }
    }
    pub fn is(&self, f: ObjFlags) -> bool {
        self.flags.contains(f)
    }
    /// The name if the type has one, else its description, else "".
    pub fn display_name(&self) -> &str {
        self.name.as_deref().or(self.descr.as_deref()).unwrap_or("")
    }
}

/// One attack of a monster (`struct attack`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Attack {
    pub aatyp: AttackType,
    pub adtyp: DamageType,
    pub damn: u8,
    pub damd: u8,
}

impl Attack {
    /// An unused attack slot.
    pub const NONE: Attack = Attack { aatyp: AttackType::None, adtyp: DamageType::Phys, damn: 0, damd: 0 };
    pub fn is_none(&self) -> bool {
        *self == Attack::NONE
    }
}

/// Attack slots per monster (`NATTK`).
pub const NATTK: usize = 6;

/// One monster type (`struct permonst`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Permonst {
    /// The `pm.h` constant (`PM_GIANT_ANT`).
    pub constant: String,
    pub name: String,
    pub mlet: MonClass,
    pub mlevel: i8,
    pub mmove: i8,
    pub ac: i8,
    pub mr: i8,
    pub maligntyp: i8,
    pub geno: Geno,
    /// Generation frequency, 0..7 (`G_FREQ` bits of `geno`).
    pub freq: u8,
    pub attacks: [Attack; NATTK],
    pub cwt: u16,
    pub cnutrit: u16,
    pub msound: Sound,
    pub msize: Size,
    pub mresists: Mr,
    pub mconveys: Mr,
    pub mflags1: M1,
    pub mflags2: M2,
    pub mflags3: M3,
    pub difficulty: u8,
    pub color: Color,
}

/// An artifact's bonus attack, defense or carried effect: a damage type and
/// to-hit and damage dice (`struct attack` with `aatyp` unused).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArtiAttack {
    pub adtyp: DamageType,
    pub damn: u8,
    pub damd: u8,
}

impl ArtiAttack {
    pub const NONE: ArtiAttack = ArtiAttack { adtyp: DamageType::Phys, damn: 0, damd: 0 };
    pub fn is_none(&self) -> bool {
        *self == ArtiAttack::NONE
    }
}

/// Which monsters an artifact's bonus applies to (`mtype`, read according
/// to the `SPFX_D*` bit that is set).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ArtiTarget {
    None,
    /// `SPFX_DCLAS`: a monster class.
    Class(MonClass),
    /// `SPFX_DMONS`: one monster type.
    Monster(Pm),
    /// `SPFX_DFLAG1`: monsters with these `M1_*` flags.
    Flag1(M1),
    /// `SPFX_DFLAG2`: monsters with these `M2_*` flags.
    Flag2(M2),
}

/// What invoking an artifact does (`inv_prop`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Invoke {
    /// Toggles a property (levitation, conflict, invisibility).
    Prop(Prop),
    Special(InvokeSpecial),
}

/// One artifact (`struct artifact`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Artifact {
    /// `ART_EXCALIBUR`.
    pub constant: String,
    pub name: String,
    pub otyp: Otyp,
    pub spfx: Spfx,
    pub cspfx: Spfx,
    pub mtype: ArtiTarget,
    pub attk: ArtiAttack,
    pub defn: ArtiAttack,
    pub cary: ArtiAttack,
    pub inv_prop: Option<Invoke>,
    pub alignment: Align,
    pub role: Option<Pm>,
    pub race: Option<Pm>,
    pub cost: i64,
    pub acolor: Color,
}

/// How a property shows in an object's name.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Wording {
    /// Before the name: "thirsty stiletto", "oilskin cloak".
    Prefix(String),
    /// After the name with "of"/"and": "dagger of fire".
    Suffix(String),
}

/// One random magical object property (DynaHack's `ITEM_*` bits).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct OProp {
    /// `ITEM_FIRE`.
    pub constant: String,
    /// The property's name in our files and tools ("fire").
    pub name: String,
    /// Its bit in `oprops` / `oprops_known`.
    pub bit: u32,
    /// Wording on weapons and weapon-tools.
    pub weapon: Wording,
    /// Wording on armor, amulets and rings.
    pub other: Wording,
    /// Compact wording used when an object shows three or more properties.
    pub short: String,
    /// Words a wish may use for it after "of"/"and" (suffix) or before the
    /// object name (prefix).
    pub wish_suffix: Vec<String>,
    pub wish_prefix: Vec<String>,
    /// The categories that may carry it (`restrict_oprops` table).
    pub allowed: OpropCats,
    /// False for properties never applied at random (vorpal).
    pub random: bool,
    /// Bad for the wearer (hunger, fumbling, aggravation): such objects are
    /// usually cursed, and gifts never get them.
    pub detrimental: bool,
    /// Only objects of this material may carry it (oilskin: cloth).
    pub material: Option<Material>,
    /// Only chargeable types may carry it (dexterity, brilliance).
    pub needs_charged: bool,
    /// Base types already conveying this (`oc_oprop` values) never get it.
    pub excludes_oprop: Vec<Prop>,
    /// Base types with the ability built in (gauntlets of power) never get it.
    pub excludes_otyp: Vec<Otyp>,
    /// The affix level (Angband's tiers): which generation may give it.
    #[serde(default)]
    pub level: AffixLevel,
    /// Where and how often it is generated: one line per object group.
    #[serde(default)]
    pub alloc: Vec<Alloc>,
    /// What it adds to the object's numbers.
    #[serde(default)]
    pub mods: Modifiers,
    /// Its item power (for the item-power rule); defaults by level.
    #[serde(default)]
    pub power: i16,
}

/// An affix's tier, as Angband's object levels: `good` affixes are the
/// property document's (the ones `create_oprop` draws), `great` and `uber`
/// ones come only from OxHack's affix roll, `artifact` ones never at
/// random (vorpal: by wish only).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default, Serialize, Deserialize)]
pub enum AffixLevel {
    #[default]
    Good,
    Great,
    Uber,
    Artifact,
}

impl AffixLevel {
    pub const ALL: &'static [AffixLevel] =
        &[AffixLevel::Good, AffixLevel::Great, AffixLevel::Uber, AffixLevel::Artifact];
    /// The word `dat/` files use.
    pub fn word(self) -> &'static str {
        match self {
            AffixLevel::Good => "good",
            AffixLevel::Great => "great",
            AffixLevel::Uber => "uber",
            AffixLevel::Artifact => "artifact",
        }
    }
}

/// The objects an allocation line (or a theme) applies to.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum ObjGroup {
    /// Every object the affix's restrictions allow.
    Any,
    /// Every object of a class (weapon-tools count as weapons).
    Class(OClass),
    /// Every weapon or weapon-tool used with a skill.
    Skill(Skill),
    /// These object types.
    Types(Vec<Otyp>),
}

/// One allocation line: the affix appears on `group` between the two
/// depths (inclusive) with this commonness (a weight, as Angband's).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Alloc {
    pub group: ObjGroup,
    pub min_depth: u8,
    pub max_depth: u8,
    pub commonness: u16,
}

/// The numbers an affix changes (Angband's affix modifiers).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Modifiers {
    /// Added to the to-hit roll with the object (`hitval`).
    pub to_hit: i8,
    /// Added to the damage the object does (`dmgval`).
    pub damage: i8,
    /// Subtracted from the wearer's armor class while worn.
    pub ac: i8,
    /// Percent change of the object's weight (-50: half as heavy).
    pub weight_pct: i16,
    /// Extra damage dice of the object's own size (`dmgval`).
    pub dice: u8,
    /// Extra sides on each damage die (`dmgval`).
    pub sides: u8,
}

impl Modifiers {
    pub fn is_zero(&self) -> bool {
        *self == Modifiers::default()
    }
}

/// A theme (Angband's ego themes): a named set of weighted affixes. An
/// object with two or more of its affixes may acquire it, then gets more
/// of its affixes; the name then says "of <name>".
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Theme {
    /// `THEME_STORM`.
    pub constant: String,
    /// "the Storm" (printed after "of").
    pub name: String,
    /// (affix bit, weight); an affix may appear more than once.
    pub affixes: Vec<(u32, u16)>,
    /// The objects that may acquire it.
    pub groups: Vec<ObjGroup>,
    pub min_depth: u8,
    pub max_depth: u8,
}

impl Theme {
    /// The summed weight of all the theme's affixes.
    pub fn total_weight(&self) -> u32 {
        self.affixes.iter().map(|&(_, w)| u32::from(w)).sum()
    }
}

/// Everything `makedefs --tables` compiles, in NetHack's index order.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Tables {
    pub objects: Vec<Objclass>,
    pub monsters: Vec<Permonst>,
    pub artifacts: Vec<Artifact>,
    pub oprops: Vec<OProp>,
    /// Base types with a special ability and no `oc_oprop` (the gain and
    /// increase rings, ...): wishes never add properties to them.
    pub special_bases: Vec<Otyp>,
    /// Item power and rarity (`dat/itempower.def`).
    #[serde(default)]
    pub item_power: crate::itempower::ItemPower,
    /// Body shapes (`dat/bodies.def`): the slots a body has.
    #[serde(default)]
    pub bodies: Vec<crate::bodies::BodyShape>,
    /// Each monster's body shape, an index into `bodies` (by `Pm`).
    #[serde(default)]
    pub monster_body: Vec<u8>,
    /// Themes of weighted affixes (`theme` records).
    #[serde(default)]
    pub themes: Vec<Theme>,
    /// Treasure lists and who uses them (`dat/treasure.def`).
    #[serde(default)]
    pub treasure: crate::treasure::TreasureTables,
}

impl Tables {
    pub fn obj(&self, o: Otyp) -> &Objclass {
        &self.objects[o.0 as usize]
    }
    pub fn mon(&self, pm: Pm) -> &Permonst {
        &self.monsters[pm.0 as usize]
    }
    /// The artifact with id `a` (ids start at 1).
    pub fn arti(&self, a: ArtiId) -> Option<&Artifact> {
        (a.0 as usize).checked_sub(1).and_then(|i| self.artifacts.get(i))
    }
    /// The object type with this actual name.
    pub fn otyp_named(&self, name: &str) -> Option<Otyp> {
        self.objects.iter().position(|o| o.name.as_deref() == Some(name)).map(|i| Otyp(i as u16))
    }
    /// The monster type with this name (the first, for the were-creatures
    /// whose animal and human forms share a name).
    pub fn pm_named(&self, name: &str) -> Option<Pm> {
        self.monsters.iter().position(|m| m.name == name).map(|i| Pm(i as u16))
    }
    /// The body shape of monster type `pm`, if the tables have shapes.
    pub fn body(&self, pm: Pm) -> Option<&crate::bodies::BodyShape> {
        self.monster_body.get(pm.0 as usize).and_then(|&b| self.bodies.get(b as usize))
    }
    /// One line of counts for banners and logs.
    pub fn summary(&self) -> String {
        format!(
            "{} objects, {} monsters, {} artifacts, {} object properties",
            self.objects.len(),
            self.monsters.len(),
            self.artifacts.len(),
            self.oprops.len()
        )
    }
}
