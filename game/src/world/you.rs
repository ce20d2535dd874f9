//! The hero in play (`struct you`, you.h): position, hit points and
//! power, attributes, experience, hunger, alignment and prayer state,
//! intrinsic properties, conduct, and the inventory.
//!
//! [`crate::world::hero::Hero`] is the part level generation reads (role, race,
//! alignment, level, luck, skills); it lives inside [`You`] so the two
//! never disagree.

use crate::world::hero::Hero;
use crate::world::level::DLevel;
use crate::world::obj::{Obj, Worn};
use oxhack_defs::Prop;
use serde::{Deserialize, Serialize};

/// Attribute indices (`A_STR` .. `A_CHA`).
pub const A_STR: usize = 0;
pub const A_INT: usize = 1;
pub const A_WIS: usize = 2;
pub const A_DEX: usize = 3;
pub const A_CON: usize = 4;
pub const A_CHA: usize = 5;
pub const A_MAX: usize = 6;

/// Strength above 18 is kept as 18 + percentile (`STR18(x)`), as NetHack
/// does: 18/50 is 68, 18/** is 118; 19 and up are 119 and up.
pub const fn str18(x: i32) -> i32 {
    18 + x
}
pub const STR19_BASE: i32 = 100;

/// Hunger states (`uhs`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default, Serialize, Deserialize)]
pub enum Hunger {
    Satiated,
    #[default]
    NotHungry,
    Hungry,
    Weak,
    Fainting,
    Fainted,
    Starved,
}

impl Hunger {
    /// The status line word (`hu_stat`), empty when not hungry.
    pub fn label(self) -> &'static str {
        match self {
            Hunger::Satiated => "Satiated",
            Hunger::NotHungry => "",
            Hunger::Hungry => "Hungry",
            Hunger::Weak => "Weak",
            Hunger::Fainting => "Fainting",
            Hunger::Fainted => "Fainted",
            Hunger::Starved => "Starved",
        }
    }
}

/// Where a property comes from (`struct prop`): `intrinsic` holds a
/// timeout in its low bits plus the `FROM*` source bits; `extrinsic` the
/// worn slots conveying it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct UProp {
    pub intrinsic: u32,
    pub extrinsic: Worn,
    /// Something blocks it (`blocked`), e.g. a mummy wrapping and Invis.
    pub blocked: Worn,
}

/// `TIMEOUT` bits of [`UProp::intrinsic`].
pub const TIMEOUT: u32 = 0x00FF_FFFF;
/// Gained from the role at some level (`FROMEXPER`), the race
/// (`FROMRACE`), eating or other lasting sources (`FROMOUTSIDE`).
pub const FROMEXPER: u32 = 0x0100_0000;
pub const FROMRACE: u32 = 0x0200_0000;
pub const FROMOUTSIDE: u32 = 0x0400_0000;
pub const INTRINSIC: u32 = FROMOUTSIDE | FROMRACE | FROMEXPER;
/// Properties that come from OxHack's magical object properties: set
/// each turn from what is worn and wielded (see `oprops`).
pub const FROMOPROP: u32 = 0x0800_0000;
/// Properties the hero's polymorphed form gives (`FROMFORM`): set and
/// cleared by `set_uasmon` as the form changes.
pub const FROMFORM: u32 = 0x1000_0000;

/// The hero's polymorphed state (`u.umonnum`, `u.mh`, `u.mhmax`,
/// `u.mtimedone`, and the natural form's attributes and sex saved while
/// in another: `u.macurr`, `u.mamax`, `u.mfemale`).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct UPoly {
    /// The form taken (`None`: the hero's own, `!Upolyd`).
    pub umonnum: Option<oxhack_defs::Pm>,
    /// Hit points of the form; at 0 the hero returns to their own.
    pub mh: i32,
    pub mhmax: i32,
    /// Turns left in the form.
    pub mtimedone: i32,
    pub macurr: [i32; A_MAX],
    pub mamax: [i32; A_MAX],
    pub mfemale: bool,
}

/// What the hero has and has not done (`struct u_conduct`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Conduct {
    pub unvegan: u32,
    pub food: u32,
    pub unvegetarian: u32,
    pub gnostic: u32,
    pub weaphit: u32,
    pub killer: u32,
    pub literate: u32,
    pub polypiles: u32,
    pub polyselfs: u32,
    pub wishes: u32,
    pub wisharti: u32,
}

/// The hero's alignment (`u.ualign`): type and record.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct UAlign {
    pub record: i32,
}

/// Things that happened to the hero once (`u.uevent`, the parts kept
/// here).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct UEvent {
    /// Paid for a minor or a major consultation with the Oracle.
    pub minor_oracle: bool,
    pub major_oracle: bool,
    /// How much of the castle's passtune the hero knows (`uheard_tune`):
    /// 1 told of it, 2 knows it.
    #[serde(default)]
    pub uheard_tune: u8,
    /// Opened (or destroyed) the castle's drawbridge (`uopened_dbridge`).
    #[serde(default)]
    pub uopened_dbridge: bool,
    /// Went past the Valley into Gehennom (`gehennom_entered`).
    #[serde(default)]
    pub gehennom_entered: bool,
    /// Killed the Wizard of Yendor once (`udemigod`): the gods' harassment
    /// has begun.
    #[serde(default)]
    pub udemigod: bool,
    /// Turns to the next harassment (`u.udg_cnt`).
    #[serde(default)]
    pub udg_cnt: i32,
    /// Felt the vibrating square (`uvibrated`).
    #[serde(default)]
    pub uvibrated: bool,
    /// Performed the invocation: the way to the Sanctum is open
    /// (`invoked`).
    #[serde(default)]
    pub invoked: bool,
    /// Offered the Amulet on a high altar (`ascended`).
    #[serde(default)]
    pub ascended: bool,
}

/// How the hero is stuck, if at all (`utrap`, `utraptype`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum UTrap {
    #[default]
    None,
    Pit(u32),
    BearTrap(u32),
    Web(u32),
    Lava(u32),
}

/// The hero.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct You {
    pub hero: Hero,
    /// The player's name (`plname`).
    pub name: String,
    pub female: bool,
    pub ux: i32,
    pub uy: i32,
    /// Position before the last move (`ux0`, `uy0`).
    pub ux0: i32,
    pub uy0: i32,
    pub uz: DLevel,
    /// The deepest level reached (`max_depth`), for the score.
    pub max_depth: i32,
    pub uhp: i32,
    pub uhpmax: i32,
    pub uen: i32,
    pub uenmax: i32,
    pub uexp: i64,
    /// Current, maximum and the exercise tallies of the six attributes.
    pub abase: [i32; A_MAX],
    pub amax: [i32; A_MAX],
    /// Temporary changes (`atemp`) from rings of gain strength and the like.
    pub abon: [i32; A_MAX],
    pub aexe: [i32; A_MAX],
    pub uhunger: i32,
    pub uhs: Hunger,
    pub ualign: UAlign,
    /// God's anger, prayer timeout, luck timeout data.
    pub ugangr: i32,
    pub ublesscnt: i32,
    pub moreluck: i32,
    /// Divine protection bought or granted (`ublessed`).
    pub ublessed: i32,
    /// Movement points this turn (`umovement`).
    pub umovement: i32,
    /// Turns left of a multi-turn action or helplessness (`multi`; negative
    /// means helpless).
    pub multi: i32,
    /// Why the hero is helpless, for the death message (`multi_reason`).
    pub multi_reason: Option<String>,
    pub utrap: UTrap,
    /// Intrinsic and extrinsic properties, indexed by [`Prop`] value.
    pub uprops: Vec<UProp>,
    pub conduct: Conduct,
    /// The inventory, in the order shown.
    pub invent: Vec<Obj>,
    /// Gold carried (`money_cnt(invent)`; 3.6 keeps gold as an object, we
    /// count it apart and show it as `$`).
    pub ugold: i64,
    /// Experience level reached at most (`ulevelmax`).
    pub ulevelmax: i32,
    /// Times this hero died (`umortality`, for lifesaving).
    pub umortality: i32,
    /// Last time the hero prayed (`ublesscnt` handles timeout; this for
    /// the "You feel that Anhur is displeased" bookkeeping).
    pub uprayed_at: i64,
    /// A monster holds or swallowed the hero (`u.ustuck`, by m_id).
    pub ustuck: Option<u32>,
    /// Created the starting pet with this monster id.
    pub pet_id: Option<u32>,
    /// Spells known: (spellbook type, turns until forgotten).
    pub spells: Vec<(oxhack_defs::Otyp, i32)>,
    /// The rooms the hero is in now and was in before the last move, and
    /// the ones just entered (`urooms`, `urooms0`, `uentered`: room
    /// numbers as locations carry them).
    #[serde(default)]
    pub urooms: Vec<u8>,
    #[serde(default)]
    pub urooms0: Vec<u8>,
    #[serde(default)]
    pub uentered: Vec<u8>,
    /// Turns spent inside a vault (`uinvault`); a guard comes every
    /// `VAULT_GUARD_TIME`.
    #[serde(default)]
    pub uinvault: i32,
    /// When a priest last cleansed the hero's alignment (`ucleansed`).
    #[serde(default)]
    pub ucleansed: i64,
    #[serde(default)]
    pub uevent: UEvent,
    /// The monster in [`You::ustuck`] has swallowed the hero (`u.uswallow`)
    /// rather than merely holding them.
    #[serde(default)]
    pub uswallow: bool,
    /// Turns left inside the engulfer (`u.uswldtim`): digestion ends
    /// the hero at 0, other engulfers let go.
    #[serde(default)]
    pub uswldtim: u32,
    /// The polymorphed form, if any.
    #[serde(default)]
    pub upoly: UPoly,
    /// The were-creature whose lycanthropy the hero carries (`u.ulycn`).
    #[serde(default)]
    pub ulycn: Option<oxhack_defs::Pm>,
    /// Who is turning the hero to stone (`delayed_killer(STONED)`), for
    /// the death "petrified by ...".
    #[serde(default)]
    pub stoned_by: Option<String>,
    /// Fighting with two weapons (`u.twoweap`): the alternate weapon is
    /// held in the other hand and strikes too.
    #[serde(default)]
    pub twoweap: bool,
}

impl You {
    /// A fresh hero at level 1 with no position yet.
    pub fn new(hero: Hero, name: String, female: bool) -> You {
        You {
            hero,
            name,
            female,
            ux: 0,
            uy: 0,
            ux0: 0,
            uy0: 0,
            uz: DLevel { dnum: 0, dlevel: 1 },
            max_depth: 1,
            uhp: 1,
            uhpmax: 1,
            uen: 0,
            uenmax: 0,
            uexp: 0,
            abase: [10; A_MAX],
            amax: [10; A_MAX],
            abon: [0; A_MAX],
            aexe: [0; A_MAX],
            uhunger: 900,
            uhs: Hunger::NotHungry,
            ualign: UAlign::default(),
            ugangr: 0,
            ublesscnt: 300,
            moreluck: 0,
            ublessed: 0,
            umovement: 0,
            multi: 0,
            multi_reason: None,
            utrap: UTrap::None,
            uprops: vec![UProp::default(); Prop::ALL.len() + 2],
            conduct: Conduct::default(),
            invent: Vec::new(),
            ugold: 0,
            ulevelmax: 1,
            umortality: 0,
            uprayed_at: 0,
            ustuck: None,
            pet_id: None,
            spells: Vec::new(),
            urooms: Vec::new(),
            urooms0: Vec::new(),
            uentered: Vec::new(),
            uinvault: 0,
            ucleansed: 0,
            uevent: UEvent::default(),
            uswallow: false,
            uswldtim: 0,
            upoly: UPoly::default(),
            ulycn: None,
            stoned_by: None,
            twoweap: false,
        }
    }

    /// `Upolyd`: the hero is in a polymorphed form.
    pub fn upolyd(&self) -> bool {
        self.upoly.umonnum.is_some()
    }
    /// `u.umonnum`: the monster type the hero is now (the role's own
    /// when not polymorphed).
    pub fn umonnum(&self) -> oxhack_defs::Pm {
        self.upoly.umonnum.unwrap_or(self.hero.role)
    }

    /// `youmonst.data`: the body the hero has now, the polymorphed form
    /// or else the race's, for the rules that ask about the body (size,
    /// living, eyes, a shopkeeper's word for an elf).
    pub fn youmonst_data(&self) -> oxhack_defs::Pm {
        self.upoly.umonnum.unwrap_or(self.hero.race)
    }

    pub fn ulevel(&self) -> i32 {
        self.hero.ulevel
    }

    pub fn prop(&self, p: Prop) -> &UProp {
        &self.uprops[p.value() as usize]
    }
    pub fn prop_mut(&mut self, p: Prop) -> &mut UProp {
        &mut self.uprops[p.value() as usize]
    }
    /// The hero has property `p` from any source and nothing blocks it
    /// (NetHack's `Fire_resistance`, `Fast`, ... macros).
    pub fn has(&self, p: Prop) -> bool {
        let u = self.prop(p);
        (u.intrinsic != 0 || !u.extrinsic.is_empty()) && u.blocked.is_empty()
    }
    /// The property's timeout (0 when not timed).
    pub fn timeout(&self, p: Prop) -> u32 {
        self.prop(p).intrinsic & TIMEOUT
    }
    /// Sets a timed property's timeout, keeping the lasting sources.
    pub fn set_timeout(&mut self, p: Prop, t: u32) {
        let u = self.prop_mut(p);
        u.intrinsic = (u.intrinsic & !TIMEOUT) | t.min(TIMEOUT);
    }
    /// Adds to a timed property's timeout (`incr_itimeout`).
    pub fn incr_timeout(&mut self, p: Prop, t: u32) {
        let cur = self.timeout(p);
        self.set_timeout(p, cur.saturating_add(t));
    }

    /// `ACURR(x)`: the attribute as it counts now, bounded 3..=25 (strength
    /// up to 125 in NetHack's 18/xx coding).
    pub fn acurr(&self, a: usize) -> i32 {
        let tmp = self.abase[a] + self.abon[a];
        if a == A_STR { tmp.clamp(3, 125) } else { tmp.clamp(3, 25) }
    }

    /// `ACURRSTR`: strength on the 3..25 scale (18/xx map to 19..21).
    pub fn acurrstr(&self) -> i32 {
        let str = self.acurr(A_STR);
        if str <= 18 {
            str
        } else if str <= 121 {
            19 + str / 50
        } else {
            str - 100
        }
    }

    /// Strength as the status line writes it ("18/50", "18/**", "17").
    pub fn str_string(&self) -> String {
        let s = self.acurr(A_STR);
        if s > 18 {
            if s > STR19_BASE + 18 {
                format!("{}", s - 100)
            } else if s < 118 {
                format!("18/{:02}", s - 18)
            } else {
                "18/**".to_string()
            }
        } else {
            format!("{s}")
        }
    }

    /// The inventory item with letter `c`.
    pub fn obj_by_letter(&self, c: char) -> Option<usize> {
        self.invent.iter().position(|o| o.invlet == Some(c))
    }
    /// The item worn or wielded in slot `w`.
    pub fn worn(&self, w: Worn) -> Option<usize> {
        self.invent.iter().position(|o| o.owornmask.intersects(w))
    }
    /// The wielded weapon (`uwep`).
    pub fn uwep(&self) -> Option<&Obj> {
        self.worn(Worn::WEP).map(|i| &self.invent[i])
    }
    /// The next free inventory letter (`assigninvlet`), a..zA..Z, or `#`.
    pub fn free_invlet(&self, prefer: Option<char>) -> char {
        let used = |c: char| self.invent.iter().any(|o| o.invlet == Some(c));
        if let Some(c) = prefer
            && !used(c)
        {
            return c;
        }
        ('a'..='z').chain('A'..='Z').find(|&c| !used(c)).unwrap_or('#')
    }
}
