//! Monsters in play (`struct monst`, monst.h) and their extra records
//! (`mextra`: shopkeeper, priest, guard, minion data).
//!
//! Level generation creates them (makemon, the special-level builder);
//! play moves them. The struct carries what both need; fields follow
//! NetHack's names.

use crate::world::level::{Coord, DLevel};
use crate::world::obj::Obj;
use oxhack_defs::Pm;
use serde::{Deserialize, Serialize};

/// What a hiding mimic looks like (`m_ap_type` with `mappearance`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Appearance {
    #[default]
    Nothing,
    /// A dungeon feature (a `S_*` screen symbol index).
    Furniture(u16),
    /// An object type.
    Object(u16),
    /// Another monster type.
    Monster(u16),
}

/// One line of a shop bill (`struct bill_x`): the object by id, how
/// many were taken (`bquan`), the unit price quoted, and whether the
/// goods are used up (then the object is kept in `EShk::billobjs`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct BillX {
    pub bo_id: u32,
    pub useup: bool,
    /// Price per unit.
    pub price: i64,
    pub bquan: i64,
}

/// The most lines a bill holds (`BILLSZ`).
pub const BILLSZ: usize = 200;

/// A shopkeeper's shop and the customer's account (`struct eshk`).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct EShk {
    /// The shop's room as NetHack numbers rooms (main rooms from 0,
    /// subrooms after `MAXNROFROOMS + 1`; `shknam::room_index`).
    pub shoproom: usize,
    /// Where the shopkeeper stands when not serving (`shk`), and the shop
    /// door (`shd`).
    pub shk: Coord,
    pub shd: Coord,
    pub shoplevel: DLevel,
    pub shknam: String,
    /// The shop's room type (`shoptype`, a `SHOPBASE..` value).
    pub shoptype: u8,
    pub robbed: i64,
    pub credit: i64,
    pub debit: i64,
    pub following: bool,
    pub surcharge: bool,
    /// Shop gold the customer picked up (part of `debit`).
    #[serde(default)]
    pub loan: i64,
    /// A pacified shopkeeper sends the Kops away on arrival.
    #[serde(default)]
    pub dismiss_kops: bool,
    /// The customer's bill (`bill[]`, `billct` its length).
    #[serde(default)]
    pub bill: Vec<BillX>,
    /// Used-up goods still on the bill (NetHack's global `billobjs`,
    /// kept with the shopkeeper they are owed to).
    #[serde(default)]
    pub billobjs: Vec<Obj>,
    /// Visits by the most recent customer (`visitct`) and who that was.
    #[serde(default)]
    pub visitct: i32,
    #[serde(default)]
    pub customer: String,
    /// The customer walked in while the shopkeeper was away
    /// (`bill_p == -1000`): the shop's entry is looked at again when
    /// the shopkeeper comes back (`after_shk_move`).
    #[serde(default)]
    pub entered_untended: bool,
}

impl EShk {
    /// The bill line for object `o_id` (`onbill`).
    pub fn onbill(&self, o_id: u32) -> Option<usize> {
        self.bill.iter().position(|b| b.bo_id == o_id)
    }

    /// `obfree` of an unpaid object: its line stays on the bill as used
    /// up and the object itself is kept for `I x` and paying. Returns
    /// false when the object was not on this bill.
    pub fn bill_used_up(&mut self, mut o: Obj) -> bool {
        let Some(k) = self.onbill(o.o_id) else { return false };
        self.bill[k].useup = true;
        o.unpaid = false;
        o.owornmask = crate::world::obj::Worn::empty();
        o.invlet = None;
        self.billobjs.push(o);
        true
    }

    /// `splitbill`: `quan` of billed stack `from` were split off as
    /// object `to`, which gets its own line at the same price. False when
    /// the bill is full (the split-off part is then free).
    pub fn splitbill(&mut self, from: u32, to: u32, quan: i64) -> bool {
        let Some(k) = self.onbill(from) else { return false };
        self.bill[k].bquan -= quan;
        if self.bill.len() >= BILLSZ {
            return false;
        }
        let price = self.bill[k].price;
        self.bill.push(BillX { bo_id: to, useup: false, price, bquan: quan });
        true
    }

    /// `obfree(obj, merge)` of an unpaid stack merging into another on the
    /// same bill: the merged stack's line takes the count.
    pub fn merge_bill(&mut self, from: u32, into: u32) {
        let (Some(f), Some(t)) = (self.onbill(from), self.onbill(into)) else { return };
        let q = self.bill[f].bquan;
        self.bill[t].bquan += q;
        self.bill.swap_remove(f);
    }
}

/// A temple priest's temple (`struct epri`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EPri {
    /// The altar's alignment (`shralign`, as an `A_*` value).
    pub shralign: i8,
    /// The temple's room, numbered as for `EShk::shoproom`.
    pub shroom: usize,
    /// The altar's position (`shrpos`).
    pub shrpos: Coord,
    pub shrlevel: DLevel,
    /// When the priest may next intone on the hero's entry
    /// (`intone_time`), when the entry greeting may come again
    /// (`enter_time`), and when the "forbidding feeling" / "sense of
    /// peace" may be felt again (`hostile_time`, `peaceful_time`): turns.
    #[serde(default)]
    pub intone_time: i64,
    #[serde(default)]
    pub enter_time: i64,
    #[serde(default)]
    pub hostile_time: i64,
    #[serde(default)]
    pub peaceful_time: i64,
}

/// A minion's god (`struct emin`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EMin {
    pub min_align: i8,
    pub renegade: bool,
}

/// One square of a vault guard's temporary corridor and what it was
/// before (`struct fakecorridor`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct FakeCorr {
    pub fx: i32,
    pub fy: i32,
    pub ftyp: u8,
}

/// A vault guard's state (`struct egd`): its vault, where it leads the
/// hero, the corridor it dug behind it, and how patient it still is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EGd {
    /// The vault's room index (`vroom`, as `rooms[]` numbers it).
    pub vroom: usize,
    pub gdlevel: DLevel,
    /// Where the guard leads the hero (`gdx`, `gdy`): a corridor square.
    #[serde(default)]
    pub gdx: i32,
    #[serde(default)]
    pub gdy: i32,
    /// The guard's previous position (`ogx`, `ogy`).
    #[serde(default)]
    pub ogx: i32,
    #[serde(default)]
    pub ogy: i32,
    /// The temporary corridor, oldest square first; squares before
    /// `fcbeg` have been restored already (`fakecorr`, `fcbeg`, `fcend`
    /// is the length).
    #[serde(default)]
    pub fakecorr: Vec<FakeCorr>,
    #[serde(default)]
    pub fcbeg: usize,
    /// Warnings given (`warncnt`).
    #[serde(default)]
    pub warncnt: i32,
    /// The guard is done and only waits to remove its corridor (`gddone`).
    #[serde(default)]
    pub gddone: bool,
    /// The guard saw the hero destroy or eat gold (`witness`: GD_EATGOLD
    /// 1, GD_DESTROYGOLD 2).
    #[serde(default)]
    pub witness: u8,
    /// The turn the parked guard last tended its corridor (`mlstmv`).
    #[serde(default)]
    pub mlstmv: i64,
}

impl EGd {
    /// A new guard's record for vault `vroom` on level `gdlevel`.
    pub fn new(vroom: usize, gdlevel: DLevel) -> EGd {
        EGd {
            vroom,
            gdlevel,
            gdx: 0,
            gdy: 0,
            ogx: 0,
            ogy: 0,
            fakecorr: Vec::new(),
            fcbeg: 0,
            warncnt: 0,
            gddone: false,
            witness: 0,
            mlstmv: 0,
        }
    }
    /// `fcend`: one past the last corridor square.
    pub fn fcend(&self) -> usize {
        self.fakecorr.len()
    }
}

/// The one special role a monster may have (`mextra`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum MExtra {
    Shk(Box<EShk>),
    Priest(Box<EPri>),
    Minion(EMin),
    Guard(EGd),
}

/// One monster.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Monst {
    pub m_id: u32,
    /// The current form (`data`/`mnum`).
    pub mnum: Pm,
    /// A shapeshifter's own kind (`cham`).
    pub cham: Option<Pm>,
    pub movement: i32,
    pub m_lev: u8,
    /// Alignment record relative to the hero (`malign`).
    pub malign: i32,
    pub mx: i32,
    pub my: i32,
    pub mhp: i32,
    pub mhpmax: i32,
    pub appear: Appearance,
    /// What the appearance stands for (`mcorpsenm`): a mimicked corpse,
    /// statue, figurine, egg or tin's monster type, a slime mold's fruit
    /// id, or a mimicked altar's `AM_*` mask.
    pub mcorpsenm: Option<i32>,
    /// Tameness; 0 is not tame (`mtame`).
    pub mtame: i8,
    pub mspec_used: i32,
    pub female: bool,
    pub minvis: bool,
    pub perminvis: bool,
    pub mcan: bool,
    pub mundetected: bool,
    pub mcansee: bool,
    /// Current and intrinsic speed (`mspeed`, `permspeed`): 0 normal,
    /// MSLOW 1, MFAST 2.
    pub mspeed: u8,
    pub permspeed: u8,
    pub mrevived: bool,
    pub mcloned: bool,
    pub mflee: bool,
    pub mfleetim: u8,
    pub msleeping: bool,
    pub mblinded: u8,
    pub mstun: bool,
    pub mfrozen: u8,
    pub mcanmove: bool,
    pub mconf: bool,
    pub mpeaceful: bool,
    pub mtrapped: bool,
    pub iswiz: bool,
    /// Strategy for covetous monsters (`mstrategy`).
    pub mstrategy: u32,
    pub minvent: Vec<Obj>,
    /// Index into `minvent` of the wielded weapon (`mw`).
    pub mw: Option<usize>,
    /// Worn-slot summary (`misc_worn_check`).
    pub misc_worn_check: u32,
    /// A name given to this monster (`MNAME`).
    pub mname: Option<String>,
    pub mextra: Option<MExtra>,
    /// A pet's next hungry turn (`edog->hungrytime`).
    #[serde(default)]
    pub hungrytime: i64,
    /// Turns left eating (`meating`).
    #[serde(default)]
    pub meating: u16,
    /// Where the monster thinks the hero is (`mux`, `muy`): the hero's
    /// square, or a guess when the hero is unseen or displaced.
    #[serde(default)]
    pub mux: i32,
    #[serde(default)]
    pub muy: i32,
}

impl Monst {
    /// A fresh monster of type `pm` at (x, y) with nothing set.
    pub fn new(m_id: u32, pm: Pm, x: i32, y: i32) -> Monst {
        Monst {
            m_id,
            mnum: pm,
            cham: None,
            movement: 0,
            m_lev: 0,
            malign: 0,
            mx: x,
            my: y,
            mhp: 1,
            mhpmax: 1,
            appear: Appearance::Nothing,
            mcorpsenm: None,
            mtame: 0,
            mspec_used: 0,
            female: false,
            minvis: false,
            perminvis: false,
            mcan: false,
            mundetected: false,
            mcansee: true,
            mspeed: 0,
            permspeed: 0,
            mrevived: false,
            mcloned: false,
            mflee: false,
            mfleetim: 0,
            msleeping: false,
            mblinded: 0,
            mstun: false,
            mfrozen: 0,
            mcanmove: true,
            mconf: false,
            mpeaceful: false,
            mtrapped: false,
            iswiz: false,
            mstrategy: 0,
            minvent: Vec::new(),
            mw: None,
            misc_worn_check: 0,
            mname: None,
            mextra: None,
            hungrytime: 0,
            meating: 0,
            mux: 0,
            muy: 0,
        }
    }

    pub fn isshk(&self) -> bool {
        matches!(self.mextra, Some(MExtra::Shk(_)))
    }
    pub fn ispriest(&self) -> bool {
        matches!(self.mextra, Some(MExtra::Priest(_)))
    }
    pub fn isgd(&self) -> bool {
        matches!(self.mextra, Some(MExtra::Guard(_)))
    }
    pub fn isminion(&self) -> bool {
        matches!(self.mextra, Some(MExtra::Minion(_)))
    }
    /// The priest's temple record (`EPRI`).
    pub fn epri(&self) -> Option<&EPri> {
        match &self.mextra {
            Some(MExtra::Priest(p)) => Some(p),
            _ => None,
        }
    }
    pub fn epri_mut(&mut self) -> Option<&mut EPri> {
        match &mut self.mextra {
            Some(MExtra::Priest(p)) => Some(p),
            _ => None,
        }
    }
    /// The guard's record (`EGD`).
    pub fn egd(&self) -> Option<&EGd> {
        match &self.mextra {
            Some(MExtra::Guard(g)) => Some(g),
            _ => None,
        }
    }
    pub fn egd_mut(&mut self) -> Option<&mut EGd> {
        match &mut self.mextra {
            Some(MExtra::Guard(g)) => Some(g),
            _ => None,
        }
    }
}

impl Monst {
    /// Follows the hero to other levels when adjacent (`levl_follower`
    /// without the Amulet cases): shopkeepers chasing a thief, monsters
    /// that always follow (M2_STALK).
    pub fn following_hero(&self) -> bool {
        let t = oxhack_tables::tables();
        if let Some(MExtra::Shk(s)) = &self.mextra {
            return s.following;
        }
        !self.mpeaceful
            && self.mcanmove
            && !self.msleeping
            && !self.mflee
            && t.mon(self.mnum).mflags2.contains(oxhack_defs::flags::M2::STALK)
    }
}
