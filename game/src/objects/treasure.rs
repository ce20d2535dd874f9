//! Treasure lists in play (Crossfire's `create_treasure`, made OxHack's):
//! the objects a list from `dat/treasure.def` makes.
//!
//! A `treasure` list rolls each entry on its chance (100 draws nothing),
//! then that entry's `yes` branch if it was made, its `no` branch if not.
//! A `treasureone` list picks one entry by weight; a list it hands over to
//! that is too deep for this level (`magic` on a list entry is the level
//! difficulty it needs) makes nothing when the entry's `nrof` is 0, or
//! picks again (at most [`TREASUREONE_TRIES`] times). Objects are made by
//! the game's own `mksobj`/`mkobj` (never artifacts), then given the
//! entry's quantity and magic (see [`MkCtx::treasure_magic`]).
//!
//! The callers decide where a list applies: monster creation (starting
//! inventory), `xkilled` (death drops), `mkbox_cnts` (container contents)
//! and the special-level builder (`OBJECT: random` in a bound room). Where
//! no list is bound they keep NetHack's code and its random draws.

use crate::objects::mkobj::MkCtx;
use crate::objects::oprops::create_oprop;
use crate::world::obj::Obj;
use oxhack_defs::flags::ObjFlags;
use oxhack_defs::{OClass, TreasureEntry, TreasureId, TreasureItem};
use oxhack_tables::{BAG_OF_HOLDING, BAG_OF_TRICKS, OILSKIN_SACK, SACK, WAN_CANCELLATION, WAN_WISHING};

/// How deep lists and branches may lead (makedefs refuses cycles; this
/// keeps a hand-made table from recursing without end).
pub const MAX_TREASURE_DEPTH: usize = 24;
/// How often a `treasureone` list picks again after a list it could not
/// enter (Crossfire's limit of attempts).
pub const TREASUREONE_TRIES: usize = 10;
/// The highest enchantment positive magic raises an object to.
pub const MAX_TREASURE_SPE: i32 = 7;
/// At most this many objects come from one list: a safety net for tables
/// with huge `nrof` values on unmergeable objects.
pub const MAX_TREASURE_OBJECTS: usize = 200;
/// At most this many entries are looked at for one list: lists that fan
/// out into lists that fan out again cannot take unbounded time.
pub const MAX_TREASURE_STEPS: u32 = 10_000;

/// The objects made so far and the entries looked at.
struct Walk {
    out: Vec<Obj>,
    steps: u32,
}

impl MkCtx<'_> {
    /// `create_treasure`: the objects list `id` makes this time.
    pub fn create_treasure(&mut self, id: TreasureId) -> Vec<Obj> {
        let mut w = Walk { out: Vec::new(), steps: 0 };
        self.treasure_list(id, 0, &mut w);
        w.out
    }

    fn treasure_list(&mut self, id: TreasureId, depth: usize, out: &mut Walk) {
        let t = self.t;
        let Some(list) = t.treasure.list(id) else { return };
        if depth > MAX_TREASURE_DEPTH {
            return;
        }
        if list.one {
            self.treasure_pick_one(&list.entries, depth, out);
        } else {
            self.treasure_roll_all(&list.entries, depth, out);
        }
    }

    /// A `treasure` list (or a branch): every entry on its own chance.
    fn treasure_roll_all(&mut self, entries: &[TreasureEntry], depth: usize, out: &mut Walk) {
        if depth > MAX_TREASURE_DEPTH {
            return;
        }
        for e in entries {
            out.steps += 1;
            if out.steps > MAX_TREASURE_STEPS {
                return;
            }
            let rolled = e.chance >= 100 || self.rng.rn2(100) < e.chance as i32;
            let made = rolled && self.treasure_entry(e, depth, out);
            let next = if made { &e.yes } else { &e.no };
            if !next.is_empty() {
                self.treasure_roll_all(next, depth + 1, out);
            }
        }
    }

    /// A `treasureone` list: one entry, weighted by the chances.
    fn treasure_pick_one(&mut self, entries: &[TreasureEntry], depth: usize, out: &mut Walk) {
        let total: i32 = entries.iter().map(|e| e.chance as i32).sum();
        if total <= 0 {
            return;
        }
        for _ in 0..TREASUREONE_TRIES {
            out.steps += 1;
            if out.steps > MAX_TREASURE_STEPS {
                return;
            }
            let mut r = self.rng.rn2(total);
            let Some(e) = entries.iter().find(|e| {
                r -= e.chance as i32;
                r < 0
            }) else {
                return;
            };
            if self.treasure_entry(e, depth, out) || e.nrof == 0 {
                return;
            }
        }
    }

    /// Makes one entry; false when it is a list this level is too shallow
    /// to enter.
    fn treasure_entry(&mut self, e: &TreasureEntry, depth: usize, out: &mut Walk) -> bool {
        match e.item {
            TreasureItem::Nothing => true,
            TreasureItem::List(id) => {
                if self.lvl.difficulty < e.magic as i32 {
                    return false;
                }
                self.treasure_list(id, depth + 1, out);
                true
            }
            TreasureItem::Object(otyp) => {
                self.treasure_objects(e, &mut out.out, |c| c.mksobj(otyp, true, false));
                true
            }
            TreasureItem::Class(class) => {
                self.treasure_objects(e, &mut out.out, |c| c.mkobj(class, false));
                true
            }
        }
    }

    /// The entry's objects: one stack of 1..=nrof when the type merges,
    /// else 1..=nrof objects (one, as made, when nrof is 0).
    fn treasure_objects(&mut self, e: &TreasureEntry, out: &mut Vec<Obj>, make: impl Fn(&mut Self) -> Obj) {
        if out.len() >= MAX_TREASURE_OBJECTS {
            return;
        }
        let n = if e.nrof > 0 { self.rng.rnd(e.nrof as i32) } else { 0 };
        let mut first = make(self);
        self.treasure_magic(&mut first, e.magic);
        let class = first.oclass(self.t);
        let merges = self.t.obj(first.otyp).is(ObjFlags::MERGE);
        if class == OClass::Coin {
            first.quan =
                if n > 0 { n as i64 } else { (self.rng.rnd(self.lvl.difficulty + 2) * self.rng.rnd(75)) as i64 };
        } else if n > 0 && merges {
            first.quan = n as i64;
        }
        out.push(first);
        if !merges && class != OClass::Coin {
            for _ in 1..n {
                if out.len() >= MAX_TREASURE_OBJECTS {
                    break;
                }
                let mut o = make(self);
                self.treasure_magic(&mut o, e.magic);
                out.push(o);
            }
        }
    }

    /// An entry's magic on a new object. Positive magic `m` draws a level
    /// `k` in 1..=m: the object is uncursed, blessed with chance k in 10,
    /// weapons, armor and chargeable rings gain k enchantment (up to
    /// +[`MAX_TREASURE_SPE`]) from at least +0, wands and chargeable tools
    /// k charges, and with chance k in 10 it gets good random properties
    /// (the property core's `create_oprop`, without detrimental ones).
    /// Negative magic curses it and takes 1..=-m enchantment or charges
    /// away.
    pub fn treasure_magic(&mut self, o: &mut Obj, magic: i8) {
        if magic == 0 {
            return;
        }
        let t = self.t;
        let oc = t.obj(o.otyp);
        let class = oc.class;
        let enchantable =
            class == OClass::Weapon || class == OClass::Armor || (class == OClass::Ring && oc.is(ObjFlags::CHARGED));
        let charged =
            (class == OClass::Wand && o.otyp != WAN_WISHING) || (class == OClass::Tool && oc.is(ObjFlags::CHARGED));
        if magic > 0 {
            let k = self.rng.rnd(magic as i32);
            if o.cursed {
                o.uncurse();
            }
            if self.rng.rn2(10) < k {
                o.bless();
            }
            if enchantable {
                let raised = (o.spe.max(0) as i32 + k).min(MAX_TREASURE_SPE);
                o.spe = (o.spe as i32).max(raised) as i8;
            } else if charged {
                o.spe = (o.spe as i32 + k).min(i8::MAX as i32) as i8;
            }
            if self.rng.rn2(10) < k {
                create_oprop(t, self.os, o, false, self.og.rules, self.rng);
            }
        } else {
            let k = self.rng.rnd(-(magic as i32));
            o.unbless();
            o.curse();
            if enchantable {
                o.spe = (o.spe.min(0) as i32 - k).max(-MAX_TREASURE_SPE) as i8;
            } else if charged {
                o.spe = (o.spe as i32 - k).max(0) as i8;
            }
        }
    }

    /// `mkbox_cnts` for a container type bound to a list: its contents
    /// are the list's (a bag of holding never holds bags or a wand of
    /// cancellation, as NetHack's own contents). The hero's starting sacks
    /// stay empty. Returns false when no list is bound to the type.
    pub fn treasure_box_contents(&mut self, bx: &mut Obj) -> bool {
        let Some(list) = self.t.treasure.container_list(bx.otyp) else { return false };
        bx.contents.clear();
        if matches!(bx.otyp, SACK | OILSKIN_SACK) && self.lvl.moves <= 1 && !self.lvl.in_mklev {
            return true;
        }
        let mut contents = self.create_treasure(list);
        if bx.otyp == BAG_OF_HOLDING {
            for o in &mut contents {
                if matches!(o.otyp, BAG_OF_HOLDING | BAG_OF_TRICKS) {
                    o.otyp = SACK;
                    o.spe = 0;
                } else {
                    while o.otyp == WAN_CANCELLATION {
                        o.otyp = self.rnd_class(oxhack_tables::WAN_LIGHT, oxhack_tables::WAN_LIGHTNING);
                    }
                }
            }
        }
        bx.contents = contents;
        true
    }
}
