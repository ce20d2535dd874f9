//! Making objects (mkobj.c): `mksobj` for a given type, `mkobj` for a
//! random type of a class, container contents, and the random monster
//! types of corpses, tins, eggs, figurines and statues.
//!
//! The initialisation per class is NetHack 3.6.7's, with DynaHack's
//! property hooks: weapons and weapon-tools get properties with chance
//! (level difficulty / 2)%, armor 1 in 100, amulets (never the Amulet of
//! Yendor) and rings 1 in 250, and an object that failed to become an
//! artifact gets good properties instead.
//!
//! Not yet modelled here, arriving with play: timers (corpse rotting, egg
//! hatching), extinct species, fruit names other than the default, and
//! `rndmonst`'s level-appropriate choice (corpses and figurines pick any
//! common monster, NetHack's fallback).

use crate::objects::artifact::ArtifactState;
use crate::objects::o_init::ObjectsState;
use crate::objects::oprops::{OpropRules, create_oprop};
use crate::rng::Rng;
use crate::world::hero::Hero;
use crate::world::level::DLevel;
use crate::world::mondata;
use crate::world::obj::{Obj, types};
use oxhack_defs::flags::{Geno, ObjFlags};
use oxhack_defs::{Align, NODIR, OClass, Otyp, Pm, Tables};
use oxhack_tables::{self as ids, *};
use serde::{Deserialize, Serialize};

/// Random-class probabilities (`mkobjprobs`, `boxiprobs`, `rogueprobs`,
/// `hellprobs`), in percent.
const MKOBJ_PROBS: &[(u8, OClass)] = &[
    (10, OClass::Weapon),
    (10, OClass::Armor),
    (20, OClass::Food),
    (8, OClass::Tool),
    (8, OClass::Gem),
    (16, OClass::Potion),
    (16, OClass::Scroll),
    (4, OClass::Spbook),
    (4, OClass::Wand),
    (3, OClass::Ring),
    (1, OClass::Amulet),
];
const BOX_PROBS: &[(u8, OClass)] = &[
    (18, OClass::Gem),
    (15, OClass::Food),
    (18, OClass::Potion),
    (18, OClass::Scroll),
    (12, OClass::Spbook),
    (7, OClass::Coin),
    (6, OClass::Wand),
    (5, OClass::Ring),
    (1, OClass::Amulet),
];
const ROGUE_PROBS: &[(u8, OClass)] = &[
    (12, OClass::Weapon),
    (12, OClass::Armor),
    (22, OClass::Food),
    (22, OClass::Potion),
    (22, OClass::Scroll),
    (5, OClass::Wand),
    (5, OClass::Ring),
];
const HELL_PROBS: &[(u8, OClass)] = &[
    (20, OClass::Weapon),
    (20, OClass::Armor),
    (16, OClass::Food),
    (12, OClass::Tool),
    (10, OClass::Gem),
    (1, OClass::Potion),
    (1, OClass::Scroll),
    (8, OClass::Wand),
    (8, OClass::Ring),
    (4, OClass::Amulet),
];

/// Tin preparations (`tintxts[]`): the text and whether it is
/// vegetarian-safe fodder is left to eating; naming needs the words.
pub const TIN_TYPES: &[&str] = &[
    "rotten",
    "homemade",
    "soup made from",
    "french fried",
    "pickled",
    "boiled",
    "smoked",
    "dried",
    "deep fried",
    "szechuan",
    "broiled",
    "stir fried",
    "sauteed",
    "candied",
    "pureed",
];
/// `ROTTEN_TIN` and `HOMEMADE_TIN`.
pub const ROTTEN_TIN: i32 = 0;
pub const HOMEMADE_TIN: i32 = 1;

/// Titles of the novel (our own; NetHack's are a tribute of its own).
pub const NOVEL_TITLES: &[&str] = &[
    "The Gnome Who Counted Stairs",
    "Forty Flights Down",
    "A Wand Too Far",
    "Orbs and Ends",
    "The Shopkeeper's Apprentice",
    "Mind the Cockatrice",
    "Small Gods of Large Dungeons",
    "The Last Unicorn Horn",
    "Elbereth, Elbereth",
    "Ten Thousand Rocks",
];

/// Where things are being made: what `level_difficulty`, `depth`,
/// `In_hell` and friends would report for the level being built or
/// played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct LevelCtx {
    /// `level_difficulty()`.
    pub difficulty: i32,
    /// `depth(&u.uz)`: levels below the surface.
    pub depth: i32,
    /// Which level (`u.uz`).
    pub uz: DLevel,
    /// Levels in this dungeon (`dunlevs_in_dungeon`).
    pub dunlevs: i32,
    pub in_hell: bool,
    pub rogue_level: bool,
    pub in_quest: bool,
    pub in_mines: bool,
    pub in_sokoban: bool,
    pub in_endgame: bool,
    pub is_astral: bool,
    /// A special level is being built (no random special rooms, no
    /// random vault), `Is_special`.
    pub special: bool,
    /// Objects made while building a level (sacks are not empty then).
    pub in_mklev: bool,
    /// The level is the stronghold above a one-way branch down (NetHack's
    /// castle, `Is_stronghold`): its holes and trap doors lead down even
    /// though its floor cannot be dug.
    pub stronghold: bool,
    /// The current turn (`moves`).
    pub moves: i64,
}

impl Default for LevelCtx {
    fn default() -> Self {
        LevelCtx {
            difficulty: 1,
            depth: 1,
            uz: DLevel { dnum: 0, dlevel: 1 },
            dunlevs: 1,
            in_hell: false,
            rogue_level: false,
            in_quest: false,
            in_mines: false,
            in_sokoban: false,
            in_endgame: false,
            is_astral: false,
            special: false,
            in_mklev: false,
            stronghold: false,
            moves: 1,
        }
    }
}

/// What the game records per monster type (`struct mvitals`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct MVitals {
    pub born: u8,
    pub died: u8,
    /// `G_GENOD`, `G_EXTINCT`, `G_NOCORPSE`, `MV_KNOWS_EGG` bits.
    pub mvflags: u8,
}

/// `mvflags` bits.
pub const G_GENOD: u8 = 0x20;
pub const G_EXTINCT: u8 = 0x10;
pub const G_GONE: u8 = G_GENOD | G_EXTINCT;
pub const MV_KNOWS_EGG: u8 = 0x08;

/// The game-wide state that making objects and monsters changes: the
/// next object and monster ids, the artifacts in existence, monster
/// births and genocides, the property rules, the current fruit.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ObjGen {
    /// Next `o_id` (`context.ident`; NetHack shares one counter between
    /// objects and monsters, and so do we).
    pub ident: u32,
    pub arti: ArtifactState,
    pub rules: OpropRules,
    /// Fruit id given to new slime molds (`context.current_fruit`).
    pub current_fruit: i8,
    /// The Amulet of Yendor has been made (`context.made_amulet`).
    pub made_amulet: bool,
    /// Per monster type (`mvitals[]`).
    pub mvitals: Vec<MVitals>,
}

impl ObjGen {
    pub fn new(t: &Tables) -> ObjGen {
        ObjGen {
            ident: 1,
            arti: ArtifactState::new(t),
            rules: OpropRules::default(),
            current_fruit: 1,
            made_amulet: false,
            mvitals: vec![MVitals::default(); t.monsters.len()],
        }
    }

    /// The next id for an object or monster.
    pub fn next_ident(&mut self) -> u32 {
        let id = self.ident;
        self.ident = self.ident.wrapping_add(1).max(1);
        id
    }
}

/// Everything object creation reads and changes, borrowed for one call.
pub struct MkCtx<'a> {
    pub t: &'a Tables,
    pub os: &'a ObjectsState,
    pub og: &'a mut ObjGen,
    pub rng: &'a mut Rng,
    pub hero: &'a Hero,
    pub lvl: LevelCtx,
    /// The world's text databases (engravings, epitaphs) for the things
    /// level generation writes.
    pub texts: &'a crate::world::content::Texts,
}

/// Classes whose objects start with their appearance unseen (`dknowns`).
const DKNOWNS: &[OClass] = &[
    OClass::Wand,
    OClass::Ring,
    OClass::Potion,
    OClass::Scroll,
    OClass::Gem,
    OClass::Spbook,
    OClass::Weapon,
    OClass::Tool,
];

/// `is_poisonable`: darts, shuriken, arrows and crossbow bolts.
pub fn is_poisonable(t: &Tables, otyp: Otyp) -> bool {
    let o = t.obj(otyp);
    o.class == OClass::Weapon
        && (o.subtyp as i32) >= -(oxhack_defs::Skill::Shuriken.value() as i32)
        && (o.subtyp as i32) <= -(oxhack_defs::Skill::Bow.value() as i32)
}

/// The first type of a class (`bases[]`).
pub fn first_of_class(t: &Tables, class: OClass) -> Option<Otyp> {
    t.objects.iter().position(|o| o.class == class).map(|i| Otyp(i as u16))
}

impl MkCtx<'_> {
    fn pick_class(&mut self, probs: &[(u8, OClass)]) -> OClass {
        let mut tprob = self.rng.rnd(100);
        for &(p, c) in probs {
            tprob -= p as i32;
            if tprob <= 0 {
                return c;
            }
        }
        probs[probs.len() - 1].1
    }

    /// `mkobj`: a random object of `class` (or of a random class, weighted
    /// for where the level is, for [`OClass::Random`]).
    pub fn mkobj(&mut self, class: OClass, artif: bool) -> Obj {
        let mut prob = self.rng.rnd(1000);
        let class = if class == OClass::Random {
            let table = if self.lvl.rogue_level {
                ROGUE_PROBS
            } else if self.lvl.in_hell {
                HELL_PROBS
            } else {
                MKOBJ_PROBS
            };
            self.pick_class(table)
        } else {
            class
        };
        let Some(first) = first_of_class(self.t, class) else {
            return self.mksobj(ids::STRANGE_OBJECT, false, false);
        };
        let mut i = first.0 as usize;
        loop {
            prob -= self.os.prob[i] as i32;
            if prob <= 0 || i + 1 >= self.t.objects.len() || self.t.objects[i + 1].class != class {
                break;
            }
            i += 1;
        }
        self.mksobj(Otyp(i as u16), true, artif)
    }

    /// `rnd_class`: a type in `first..=last` by generation probability.
    pub fn rnd_class(&mut self, first: Otyp, last: Otyp) -> Otyp {
        if first == last {
            return first;
        }
        let range = first.0 as usize..=last.0 as usize;
        let sum: i32 = range.clone().map(|i| self.os.prob[i] as i32).sum();
        if sum <= 0 {
            return Otyp(first.0 + self.rng.rn2((last.0 - first.0 + 1) as i32) as u16);
        }
        let mut x = self.rng.rnd(sum);
        for i in range {
            let p = self.os.prob[i] as i32;
            if p > 0 {
                x -= p;
                if x <= 0 {
                    return Otyp(i as u16);
                }
            }
        }
        first
    }

    /// `rndmonnum`: a random common monster type (never unique, never one
    /// that is not generated, none of the wrong side of Gehennom).
    pub fn rndmonnum(&mut self) -> Pm {
        let hell = if self.lvl.in_hell { Geno::NOHELL } else { Geno::HELL };
        let exclude = Geno::UNIQ | Geno::NOGEN | hell;
        let hi = mondata::special_pm() as i32;
        loop {
            let i = self.rng.rn1(hi - mondata::LOW_PM as i32, mondata::LOW_PM as i32);
            let pm = Pm(i as u16);
            if !self.t.mon(pm).geno.intersects(exclude) {
                return pm;
            }
        }
    }

    /// `set_tin_variety` for a random or spinach tin.
    fn set_tin_variety(&mut self, obj: &mut Obj, spinach: bool) {
        if spinach {
            obj.corpsenm = None;
            obj.spe = 1;
            return;
        }
        let mut r = self.rng.rn2(TIN_TYPES.len() as i32);
        if r == ROTTEN_TIN && obj.corpsenm.is_some_and(mondata::nonrotting_corpse) {
            r = HOMEMADE_TIN;
        }
        obj.spe = -(r as i8 + 1);
    }

    /// `mksobj`: an object of type `otyp`; `init` gives it the random
    /// initial state of its class, `artif` lets it become an artifact.
    pub fn mksobj(&mut self, otyp: Otyp, init: bool, artif: bool) -> Obj {
        let t = self.t;
        let oc = t.obj(otyp);
        let let_ = oc.class;
        let mut o = Obj::new(otyp, 1);
        o.age = self.lvl.moves;
        o.o_id = self.og.next_ident();
        o.dknown = !DKNOWNS.contains(&let_);
        if (ELVEN_SHIELD.0..=ORCISH_SHIELD.0).contains(&otyp.0)
            || otyp == SHIELD_OF_REFLECTION
            || oc.is(ObjFlags::MERGE)
        {
            o.dknown = false;
        }
        if !oc.is(ObjFlags::USES_KNOWN) {
            o.known = true;
        }
        if init {
            self.init_class(&mut o, artif);
        }
        // Things done even without init.
        match otyp {
            CORPSE if o.corpsenm.is_none() => {
                o.corpsenm = Some(mondata::undead_to_corpse(self.rndmonnum()));
            }
            STATUE | FIGURINE if o.corpsenm.is_none() => {
                o.corpsenm = Some(self.rndmonnum());
            }
            SPE_NOVEL => {
                let i = self.rng.rn2(NOVEL_TITLES.len() as i32) as usize;
                o.oname = Some(NOVEL_TITLES[i].to_string());
            }
            _ => {}
        }
        if oc.is(ObjFlags::UNIQUE) && o.oartifact.is_none() {
            o = self.mk_artifact(Some(o), Align::None).unwrap_or_else(|| Obj::new(otyp, 1));
        }
        o
    }

    /// The per-class part of `mksobj` when `init` is set.
    fn init_class(&mut self, o: &mut Obj, artif: bool) {
        let t = self.t;
        let otyp = o.otyp;
        let oc = t.obj(otyp);
        let diff = self.lvl.difficulty;
        match oc.class {
            OClass::Weapon => {
                o.quan = if types::is_multigen(t, otyp) { self.rng.rn1(6, 6) as i64 } else { 1 };
                if self.rng.rn2(11) == 0 {
                    o.spe = self.rng.rne(3, self.hero.ulevel) as i8;
                    o.blessed = self.rng.rn2(2) != 0;
                } else if self.rng.rn2(10) == 0 {
                    o.curse();
                    o.spe = -(self.rng.rne(3, self.hero.ulevel) as i8);
                } else {
                    o.blessorcurse(10, self.rng);
                }
                if is_poisonable(t, otyp) && self.rng.rn2(100) == 0 {
                    o.otrapped = true;
                }
                if artif && self.rng.rn2(20) == 0 {
                    *o = self.mk_artifact(Some(o.clone()), Align::None).unwrap_or_else(|| o.clone());
                } else if self.rng.rn2(100) < diff / 2 {
                    create_oprop(t, self.os, o, true, self.og.rules, self.rng);
                }
            }
            OClass::Food => self.init_food(o),
            OClass::Gem => {
                if otyp == LOADSTONE {
                    o.curse();
                } else if otyp == ROCK {
                    o.quan = self.rng.rn1(6, 6) as i64;
                } else if otyp != LUCKSTONE && self.rng.rn2(6) == 0 {
                    o.quan = 2;
                } else {
                    o.quan = 1;
                }
            }
            OClass::Tool => self.init_tool(o),
            OClass::Amulet => {
                if otyp == AMULET_OF_YENDOR {
                    self.og.made_amulet = true;
                }
                if self.rng.rn2(10) != 0
                    && matches!(otyp, AMULET_OF_STRANGULATION | AMULET_OF_CHANGE | AMULET_OF_RESTFUL_SLEEP)
                {
                    o.curse();
                } else {
                    o.blessorcurse(10, self.rng);
                }
                if self.rng.rn2(250) == 0 && otyp != AMULET_OF_YENDOR {
                    create_oprop(t, self.os, o, true, self.og.rules, self.rng);
                }
            }
            OClass::Potion | OClass::Scroll if otyp != SCR_MAIL => o.blessorcurse(4, self.rng),
            OClass::Spbook => o.blessorcurse(17, self.rng),
            OClass::Armor => {
                let bad = matches!(
                    otyp,
                    FUMBLE_BOOTS | LEVITATION_BOOTS | HELM_OF_OPPOSITE_ALIGNMENT | GAUNTLETS_OF_FUMBLING
                );
                if self.rng.rn2(10) != 0 && (bad || self.rng.rn2(11) == 0) {
                    o.curse();
                    o.spe = -(self.rng.rne(3, self.hero.ulevel) as i8);
                } else if self.rng.rn2(10) == 0 {
                    o.blessed = self.rng.rn2(2) != 0;
                    o.spe = self.rng.rne(3, self.hero.ulevel) as i8;
                } else {
                    o.blessorcurse(10, self.rng);
                }
                if artif && self.rng.rn2(40) == 0 {
                    *o = self.mk_artifact(Some(o.clone()), Align::None).unwrap_or_else(|| o.clone());
                } else if self.rng.rn2(100) == 0 {
                    create_oprop(t, self.os, o, true, self.og.rules, self.rng);
                }
                if self.hero.role_is(ids::PM_SAMURAI)
                    && otyp == SPLINT_MAIL
                    && (self.lvl.moves <= 1 || self.lvl.in_quest)
                {
                    o.oerodeproof = true;
                    o.rknown = true;
                }
            }
            OClass::Wand => {
                o.spe = if otyp == WAN_WISHING {
                    self.rng.rnd(3) as i8
                } else {
                    let dir = if otyp == WAN_NOTHING { self.os.wan_nothing_dir } else { oc.dir };
                    self.rng.rn1(5, if dir == NODIR { 11 } else { 4 }) as i8
                };
                o.blessorcurse(17, self.rng);
                o.recharged = 0;
            }
            OClass::Ring => {
                if oc.is(ObjFlags::CHARGED) {
                    o.blessorcurse(3, self.rng);
                    if self.rng.rn2(10) != 0 {
                        if self.rng.rn2(10) != 0 && o.bcsign() != 0 {
                            o.spe = (o.bcsign() * self.rng.rne(3, self.hero.ulevel)) as i8;
                        } else {
                            let up = self.rng.rn2(2) != 0;
                            let v = self.rng.rne(3, self.hero.ulevel) as i8;
                            o.spe = if up { v } else { -v };
                        }
                    }
                    if o.spe == 0 {
                        o.spe = (self.rng.rn2(4) - self.rng.rn2(3)) as i8;
                    }
                    if o.spe < 0 && self.rng.rn2(5) != 0 {
                        o.curse();
                    }
                } else if self.rng.rn2(10) != 0
                    && (matches!(otyp, RIN_TELEPORTATION | RIN_POLYMORPH | RIN_AGGRAVATE_MONSTER | RIN_HUNGER)
                        || self.rng.rn2(9) == 0)
                {
                    o.curse();
                }
                if self.rng.rn2(250) == 0 {
                    create_oprop(t, self.os, o, true, self.og.rules, self.rng);
                }
            }
            OClass::Rock if otyp == STATUE => {
                let pm = self.rndmonnum();
                o.corpsenm = Some(pm);
                if !mondata::verysmall(t, pm) && self.rng.rn2(diff / 2 + 10) > 10 {
                    let book = self.mkobj(OClass::Spbook, false);
                    o.contents.push(book);
                }
            }
            _ => {}
        }
        // OxHack's affix roll (nothing, and no random draw, unless on).
        crate::objects::affix::mk_affixes(t, self.os, o, self.lvl.depth, self.og.rules, self.rng);
    }

    fn init_food(&mut self, o: &mut Obj) {
        let t = self.t;
        o.oeaten = 0;
        match o.otyp {
            CORPSE => {
                let mut tries = 50;
                loop {
                    let pm = mondata::undead_to_corpse(self.rndmonnum());
                    o.corpsenm = Some(pm);
                    tries -= 1;
                    if !t.mon(pm).geno.contains(Geno::NOCORPSE) || tries <= 0 {
                        break;
                    }
                }
                if tries == 0 {
                    o.corpsenm = Some(ids::PM_HUMAN);
                }
            }
            EGG => {
                o.corpsenm = None;
                if self.rng.rn2(3) == 0 {
                    for _ in 0..200 {
                        let pm = self.rndmonnum();
                        if let Some(h) = mondata::can_be_hatched(t, pm, self.rng) {
                            o.corpsenm = Some(h);
                            break;
                        }
                    }
                }
            }
            TIN => {
                o.corpsenm = None;
                if self.rng.rn2(6) == 0 {
                    self.set_tin_variety(o, true);
                } else {
                    for _ in 0..200 {
                        let pm = mondata::undead_to_corpse(self.rndmonnum());
                        let m = t.mon(pm);
                        if m.cnutrit != 0 && !m.geno.contains(Geno::NOCORPSE) {
                            o.corpsenm = Some(pm);
                            self.set_tin_variety(o, false);
                            break;
                        }
                    }
                }
                o.blessorcurse(10, self.rng);
            }
            SLIME_MOLD => o.spe = self.og.current_fruit,
            KELP_FROND => o.quan = self.rng.rnd(2) as i64,
            _ => {}
        }
        if (GLOB_OF_GRAY_OOZE.0..=GLOB_OF_BLACK_PUDDING.0).contains(&o.otyp.0) {
            o.quan = 1;
            o.known = true;
            o.dknown = true;
            o.corpsenm = Some(Pm(ids::PM_GRAY_OOZE.0 + (o.otyp.0 - GLOB_OF_GRAY_OOZE.0)));
        } else if o.otyp != CORPSE && o.otyp != MEAT_RING && o.otyp != KELP_FROND && self.rng.rn2(6) == 0 {
            o.quan = 2;
        }
    }

    fn init_tool(&mut self, o: &mut Obj) {
        let t = self.t;
        match o.otyp {
            TALLOW_CANDLE | WAX_CANDLE => {
                o.spe = 1;
                o.age = 20 * t.obj(o.otyp).cost as i64;
                o.lamplit = false;
                o.quan = 1 + if self.rng.rn2(2) != 0 { self.rng.rn2(7) as i64 } else { 0 };
                o.blessorcurse(5, self.rng);
            }
            BRASS_LANTERN | OIL_LAMP => {
                o.spe = 1;
                o.age = self.rng.rn1(500, 1000) as i64;
                o.lamplit = false;
                o.blessorcurse(5, self.rng);
            }
            MAGIC_LAMP => {
                o.spe = 1;
                o.lamplit = false;
                o.blessorcurse(2, self.rng);
            }
            CHEST | LARGE_BOX | ICE_BOX | SACK | OILSKIN_SACK | BAG_OF_HOLDING => {
                if matches!(o.otyp, CHEST | LARGE_BOX) {
                    o.olocked = self.rng.rn2(5) != 0;
                    o.otrapped = self.rng.rn2(10) == 0;
                }
                self.mkbox_cnts(o);
            }
            EXPENSIVE_CAMERA | TINNING_KIT | MAGIC_MARKER => o.spe = self.rng.rn1(70, 30) as i8,
            CAN_OF_GREASE => {
                o.spe = self.rng.rnd(25) as i8;
                o.blessorcurse(10, self.rng);
            }
            CRYSTAL_BALL => {
                o.spe = self.rng.rnd(5) as i8;
                o.blessorcurse(2, self.rng);
            }
            HORN_OF_PLENTY | BAG_OF_TRICKS => o.spe = self.rng.rnd(20) as i8,
            FIGURINE => {
                let mut tries = 0;
                loop {
                    let pm = self.rndmonnum();
                    o.corpsenm = Some(pm);
                    let again = mondata::is_human(t, pm) && tries < 30;
                    tries += 1;
                    if !again {
                        break;
                    }
                }
                o.blessorcurse(4, self.rng);
            }
            BELL_OF_OPENING => o.spe = 3,
            MAGIC_FLUTE | MAGIC_HARP | FROST_HORN | FIRE_HORN | DRUM_OF_EARTHQUAKE => {
                o.spe = self.rng.rn1(5, 4) as i8;
            }
            _ => {}
        }
        if types::is_weptool(t, o.otyp) && self.rng.rn2(100) < self.lvl.difficulty / 2 {
            create_oprop(t, self.os, o, true, self.og.rules, self.rng);
        }
        // OxHack's affix roll (nothing, and no random draw, unless on).
        crate::objects::affix::mk_affixes(t, self.os, o, self.lvl.depth, self.og.rules, self.rng);
    }

    /// `mkbox_cnts`: the random contents of a new container.
    pub fn mkbox_cnts(&mut self, bx: &mut Obj) {
        if self.treasure_box_contents(bx) {
            return;
        }
        bx.contents.clear();
        let n = match bx.otyp {
            ICE_BOX => 20,
            CHEST => {
                if bx.olocked {
                    7
                } else {
                    5
                }
            }
            LARGE_BOX => {
                if bx.olocked {
                    5
                } else {
                    3
                }
            }
            SACK | OILSKIN_SACK if self.lvl.moves <= 1 && !self.lvl.in_mklev => 0,
            SACK | OILSKIN_SACK | BAG_OF_HOLDING => 1,
            _ => 0,
        };
        let mut n = self.rng.rn2(n + 1);
        while n > 0 {
            n -= 1;
            let o = if bx.otyp == ICE_BOX {
                let mut c = self.mksobj(CORPSE, true, true);
                c.age = 0;
                c
            } else {
                let class = self.pick_class(BOX_PROBS);
                let mut o = self.mkobj(class, true);
                if o.oclass(self.t) == OClass::Coin {
                    o.quan = (self.rng.rnd(self.lvl.difficulty + 2) * self.rng.rnd(75)) as i64;
                } else {
                    while o.otyp == ROCK {
                        o.otyp = self.rnd_class(DILITHIUM_CRYSTAL, LOADSTONE);
                        if o.quan > 2 {
                            o.quan = 1;
                        }
                    }
                }
                if bx.otyp == BAG_OF_HOLDING {
                    if matches!(o.otyp, BAG_OF_HOLDING | BAG_OF_TRICKS) {
                        o.otyp = SACK;
                        o.spe = 0;
                    } else {
                        while o.otyp == WAN_CANCELLATION {
                            o.otyp = self.rnd_class(WAN_LIGHT, WAN_LIGHTNING);
                        }
                    }
                }
                o
            };
            bx.contents.push(o);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::world::obj::ITEM_PROP_MASK;
    use oxhack_tables::tables;

    fn with_ctx<R>(seed: u64, diff: i32, f: impl FnOnce(&mut MkCtx) -> R) -> R {
        let t = tables();
        let mut rng = Rng::new(seed);
        let os = crate::objects::o_init::init_objects(t, &mut rng);
        let mut g = ObjGen::new(t);
        let hero = Hero::default();
        let mut ctx = MkCtx {
            t,
            os: &os,
            og: &mut g,
            rng: &mut rng,
            hero: &hero,
            lvl: LevelCtx { difficulty: diff, ..Default::default() },
            texts: crate::world::content::Content::embedded_texts(),
        };
        f(&mut ctx)
    }

    #[test]
    fn classes_and_types_follow_probabilities() {
        with_ctx(11, 5, |m| {
            let mut counts = std::collections::HashMap::new();
            for _ in 0..10_000 {
                let o = m.mkobj(OClass::Random, true);
                *counts.entry(o.oclass(m.t)).or_insert(0) += 1;
            }
            let food = counts[&OClass::Food] as f64 / 10_000.0;
            assert!((0.18..0.22).contains(&food), "food share {food}");
            assert!(counts.get(&OClass::Amulet).copied().unwrap_or(0) > 50);
            assert!(!counts.contains_key(&OClass::Coin), "no coins from mkobj(RANDOM)");
        });
    }

    #[test]
    fn weapon_property_chance_follows_difficulty() {
        for (diff, lo, hi) in [(0, 0.0, 0.0), (20, 0.08, 0.12), (60, 0.27, 0.33)] {
            with_ctx(5, diff, |m| {
                let mut with = 0;
                for _ in 0..10_000 {
                    let o = m.mksobj(LONG_SWORD, true, false);
                    with += (o.oprops & ITEM_PROP_MASK != 0) as i32;
                }
                let share = with as f64 / 10_000.0;
                assert!((lo..=hi).contains(&share), "difficulty {diff}: {share}");
            });
        }
    }

    #[test]
    fn armor_amulet_ring_chances() {
        with_ctx(8, 1, |m| {
            let n = 50_000;
            let share = |m: &mut MkCtx, otyp| {
                (0..n).filter(|_| m.mksobj(otyp, true, false).oprops != 0).count() as f64 / n as f64
            };
            let armor = share(m, T_SHIRT);
            assert!((0.008..0.012).contains(&armor), "armor {armor}");
            let ring = share(m, RIN_ADORNMENT);
            assert!((0.0025..0.0055).contains(&ring), "ring {ring}");
            let amulet = share(m, AMULET_OF_ESP);
            assert!((0.0025..0.0055).contains(&amulet), "amulet {amulet}");
            assert_eq!(share(m, AMULET_OF_YENDOR), 0.0);
        });
    }

    #[test]
    fn fixed_initialisation() {
        with_ctx(2, 3, |m| {
            let loadstone = m.mksobj(LOADSTONE, true, false);
            assert!(loadstone.cursed);
            let wish = m.mksobj(WAN_WISHING, true, false);
            assert!((1..=3).contains(&wish.spe));
            let arrows = m.mksobj(ARROW, true, false);
            assert!((6..=11).contains(&arrows.quan));
            let corpse = m.mksobj(CORPSE, true, false);
            assert!(corpse.corpsenm.is_some());
            let plain = m.mksobj(LONG_SWORD, false, false);
            assert_eq!((plain.spe, plain.blessed, plain.cursed, plain.oprops), (0, false, false, 0));
            assert!(!plain.dknown && !plain.known, "enchantment is unknown");
            let potion = m.mksobj(POT_WATER, false, false);
            assert!(!potion.dknown && potion.known);
            let a = m.mksobj(AMULET_OF_YENDOR, true, true);
            assert_eq!(a.oartifact, None, "unique objects stay as they are");
            assert!(m.og.made_amulet);
            let ids: Vec<u32> = (0..3).map(|_| m.mksobj(ROCK, false, false).o_id).collect();
            assert!(ids[0] < ids[1] && ids[1] < ids[2]);
        });
    }

    #[test]
    fn failed_artifacts_get_good_properties() {
        with_ctx(4, 1, |m| {
            // Only one artifact is a long sword that may be generated at
            // random... none: Excalibur is never generated. Use a type with
            // one: the first athame becomes Magicbane, the next gets props.
            let first = m.mk_artifact(Some(Obj::new(ATHAME, 1)), Align::None).unwrap();
            assert_eq!(first.oartifact, Some(ids::ART_MAGICBANE));
            assert_eq!(first.oname.as_deref(), Some("Magicbane"));
            let second = m.mk_artifact(Some(Obj::new(ATHAME, 1)), Align::None).unwrap();
            assert_eq!(second.oartifact, None);
            assert!(second.oprops != 0 && second.blessed && second.spe >= 1);
        });
    }

    #[test]
    fn containers_get_contents() {
        with_ctx(9, 5, |m| {
            m.lvl.in_mklev = true;
            let total: usize = (0..200).map(|_| m.mksobj(CHEST, true, false).contents.len()).sum();
            assert!(total > 300, "{total}");
            let sack = m.mksobj(BAG_OF_HOLDING, true, false);
            assert!(sack.contents.iter().all(|o| o.otyp != BAG_OF_HOLDING && o.otyp != WAN_CANCELLATION));
        });
    }

    #[test]
    fn same_seed_same_objects() {
        let a = with_ctx(77, 10, |m| (0..500).map(|_| m.mkobj(OClass::Random, true)).collect::<Vec<_>>());
        let b = with_ctx(77, 10, |m| (0..500).map(|_| m.mkobj(OClass::Random, true)).collect::<Vec<_>>());
        assert_eq!(a, b);
    }
}
