//! Shops (shknam.c): the shop kinds with their chances, goods and
//! shopkeeper names, stocking a new shop (`stock_room`), and making its
//! shopkeeper (`shkinit`, `nameshk`).
//!
//! The name lists are NetHack 3.6.7's for a Unix build (the hardware
//! store's platform-specific extra names are left out as they are there).

use crate::monsters::makemon::{MmFlags, MonCtx, vegetarian};
use crate::rng::Rng;
use crate::world::level::{D_ISOPEN, D_LOCKED, D_NODOOR, D_TRAPPED, EngrType, Engraving, Level, RoomId, isok, rtype};
use crate::world::monst::{EShk, MExtra};
use crate::world::obj::Obj;
use oxhack_defs::{Material, OClass, Otyp};
use oxhack_tables::{self as ids, *};

/// What one line of a shop's stock list makes (`iprobs[].itype`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ShopItem {
    /// A random object of a class (`RANDOM_CLASS` for anything).
    Class(OClass),
    /// One object type (NetHack's negative entries).
    Type(Otyp),
    /// Vegetarian food (`VEGETARIAN_CLASS`).
    Veggy,
}

/// One kind of shop (`struct shclass`).
#[derive(Debug, Clone, Copy)]
pub struct ShClass {
    pub name: &'static str,
    /// The class the shop is known for (`symb`).
    pub symb: OClass,
    /// Chance in 100 of a random shop being this kind.
    pub prob: u8,
    /// What the stock is made of, with chances summing to 100.
    pub iprobs: &'static [(u8, ShopItem)],
    /// Shopkeeper names; a leading `-`/`_` marks a woman, `+`/`|` a man,
    /// `=` either (`-`, `+`, `=` are personal names).
    pub shknms: &'static [&'static str],
}

mod names;

use ShopItem::{Class as C, Type as T};
use names::*;

/// The shop kinds (`shtypes[]`), in NetHack's order: index `i` is room
/// type `SHOPBASE + i`. The lighting store is never random.
pub const SHTYPES: [ShClass; 12] = [
    ShClass {
        name: "general store",
        symb: OClass::Random,
        prob: 42,
        iprobs: &[(100, C(OClass::Random))],
        shknms: SHKGENERAL,
    },
    ShClass {
        name: "used armor dealership",
        symb: OClass::Armor,
        prob: 14,
        iprobs: &[(90, C(OClass::Armor)), (10, C(OClass::Weapon))],
        shknms: SHKARMORS,
    },
    ShClass {
        name: "second-hand bookstore",
        symb: OClass::Scroll,
        prob: 10,
        iprobs: &[(90, C(OClass::Scroll)), (10, C(OClass::Spbook))],
        shknms: SHKBOOKS,
    },
    ShClass {
        name: "liquor emporium",
        symb: OClass::Potion,
        prob: 10,
        iprobs: &[(100, C(OClass::Potion))],
        shknms: SHKLIQUORS,
    },
    ShClass {
        name: "antique weapons outlet",
        symb: OClass::Weapon,
        prob: 5,
        iprobs: &[(90, C(OClass::Weapon)), (10, C(OClass::Armor))],
        shknms: SHKWEAPONS,
    },
    ShClass {
        name: "delicatessen",
        symb: OClass::Food,
        prob: 5,
        iprobs: &[
            (83, C(OClass::Food)),
            (5, T(POT_FRUIT_JUICE)),
            (4, T(POT_BOOZE)),
            (5, T(POT_WATER)),
            (3, T(ICE_BOX)),
        ],
        shknms: SHKFOODS,
    },
    ShClass {
        name: "jewelers",
        symb: OClass::Ring,
        prob: 3,
        iprobs: &[(85, C(OClass::Ring)), (10, C(OClass::Gem)), (5, C(OClass::Amulet))],
        shknms: SHKRINGS,
    },
    ShClass {
        name: "quality apparel and accessories",
        symb: OClass::Wand,
        prob: 3,
        iprobs: &[(90, C(OClass::Wand)), (5, T(LEATHER_GLOVES)), (5, T(ELVEN_CLOAK))],
        shknms: SHKWANDS,
    },
    ShClass {
        name: "hardware store",
        symb: OClass::Tool,
        prob: 3,
        iprobs: &[(100, C(OClass::Tool))],
        shknms: SHKTOOLS,
    },
    ShClass {
        name: "rare books",
        symb: OClass::Spbook,
        prob: 3,
        iprobs: &[(90, C(OClass::Spbook)), (10, C(OClass::Scroll))],
        shknms: SHKBOOKS,
    },
    ShClass {
        name: "health food store",
        symb: OClass::Food,
        prob: 2,
        iprobs: &[
            (70, ShopItem::Veggy),
            (20, T(POT_FRUIT_JUICE)),
            (4, T(POT_HEALING)),
            (3, T(POT_FULL_HEALING)),
            (2, T(SCR_FOOD_DETECTION)),
            (1, T(LUMP_OF_ROYAL_JELLY)),
        ],
        shknms: SHKHEALTHFOODS,
    },
    ShClass {
        name: "lighting store",
        symb: OClass::Tool,
        prob: 0,
        iprobs: &[
            (30, T(WAX_CANDLE)),
            (48, T(TALLOW_CANDLE)),
            (5, T(BRASS_LANTERN)),
            (9, T(OIL_LAMP)),
            (3, T(MAGIC_LAMP)),
            (5, T(POT_OIL)),
        ],
        shknms: SHKLIGHT,
    },
];

/// The shop kind of a room type, if it is a shop.
pub fn shclass_of(rt: u8) -> Option<&'static ShClass> {
    SHTYPES.get(rt.checked_sub(rtype::SHOPBASE)? as usize)
}

/// A room's number as NetHack counts them (`croom - rooms`: main rooms
/// from 0, subrooms after `MAXNROFROOMS + 1`), as shopkeepers and
/// priests record their room.
pub fn room_index(id: RoomId) -> usize {
    (id.roomno() - crate::world::level::ROOMOFFSET) as usize
}

/// `get_shop_item`: what to stock next in a shop of kind `shop`.
pub fn get_shop_item(rng: &mut Rng, shop: usize) -> ShopItem {
    let Some(shp) = SHTYPES.get(shop) else {
        return ShopItem::Class(OClass::Random);
    };
    let mut j = rng.rnd(100);
    for &(p, item) in shp.iprobs {
        j -= p as i32;
        if j <= 0 {
            return item;
        }
    }
    shp.iprobs[shp.iprobs.len() - 1].1
}

/// `veggy_item`: the object (or, for `None`, the type) is vegetarian
/// food.
pub fn veggy_item(t: &oxhack_defs::Tables, obj: Option<&Obj>, otyp: Otyp) -> bool {
    let otyp = obj.map_or(otyp, |o| o.otyp);
    let oc = t.obj(otyp);
    if oc.class != OClass::Food {
        return false;
    }
    if oc.material == Some(Material::Veggy) || otyp == EGG {
        return true;
    }
    let corpsenm = match obj {
        Some(o) => o.corpsenm,
        None => Some(ids::PM_LICHEN),
    };
    if otyp == TIN && corpsenm.is_none() {
        return obj.is_some_and(|o| o.spe == 1);
    }
    if otyp == TIN || otyp == CORPSE {
        return corpsenm.is_some_and(|pm| vegetarian(t, pm));
    }
    false
}

/// `saleable`: a shop of room type `rt` deals in this object.
pub fn saleable(t: &oxhack_defs::Tables, rt: u8, obj: &Obj) -> bool {
    let Some(shp) = shclass_of(rt) else { return false };
    if shp.symb == OClass::Random {
        return true;
    }
    shp.iprobs.iter().any(|&(_, item)| match item {
        ShopItem::Veggy => veggy_item(t, Some(obj), obj.otyp),
        ShopItem::Type(o) => o == obj.otyp,
        ShopItem::Class(c) => c == obj.oclass(t),
    })
}

/// A shopkeeper's name without its gender mark (`shkname`).
pub fn shkname(shknam: &str) -> &str {
    match shknam.chars().next() {
        Some(c) if !c.is_ascii_alphabetic() => &shknam[c.len_utf8()..],
        _ => shknam,
    }
}

/// The name is a personal one, shown without "Mr." or "Ms."
/// (`shkname_is_pname`).
pub fn shkname_is_pname(shknam: &str) -> bool {
    matches!(shknam.chars().next(), Some('-' | '+' | '='))
}

impl MonCtx<'_> {
    /// `shkveg`: a random vegetarian food type by generation chance.
    pub fn shkveg(&mut self) -> Otyp {
        let t = self.mk.t;
        let ok: Vec<Otyp> = (0..t.objects.len())
            .map(|i| Otyp(i as u16))
            .filter(|&o| t.obj(o).class == OClass::Food && veggy_item(t, None, o))
            .collect();
        let maxprob: i32 = ok.iter().map(|&o| self.mk.os.prob[o.0 as usize] as i32).sum();
        if maxprob < 1 {
            return ok.first().copied().unwrap_or(APPLE);
        }
        let mut prob = self.mk.rng.rnd(maxprob);
        for &o in &ok {
            prob -= self.mk.os.prob[o.0 as usize] as i32;
            if prob <= 0 {
                return o;
            }
        }
        ok[ok.len() - 1]
    }

    /// `mkveggy_at`: a health food store's item at (x, y).
    fn mkveggy_at(&mut self, lev: &mut Level, x: i32, y: i32) {
        let otyp = self.shkveg();
        let mut o = self.mk.mksobj(otyp, true, true);
        if o.otyp == TIN {
            self.set_tin_healthy(&mut o);
        }
        lev.place_object(o, x, y);
    }

    /// `set_tin_variety(obj, HEALTHY_TIN)`: spinach instead of meat, else
    /// a preparation that is not rotten and not fatty.
    fn set_tin_healthy(&mut self, o: &mut Obj) {
        // Which of the 15 preparations (`tintxts[]`) are fodder.
        const FODDER: [bool; 15] =
            [false, true, true, false, true, true, true, true, false, true, false, false, false, true, true];
        let t = self.mk.t;
        if !o.corpsenm.is_some_and(|pm| vegetarian(t, pm)) {
            o.corpsenm = None;
            o.spe = 1;
            return;
        }
        // tin_variety(obj, FALSE)
        let mut r = if o.spe == 1 {
            -1
        } else if o.cursed {
            0
        } else if o.spe < 0 {
            -(o.spe as i32) - 1
        } else {
            self.mk.rng.rn2(15)
        };
        if r == 1 && !o.blessed && self.mk.rng.rn2(7) == 0 {
            r = 0;
        }
        if r == 0 && o.corpsenm.is_some_and(crate::world::mondata::nonrotting_corpse) {
            r = 1;
        }
        if !(0..16).contains(&r) {
            r = 0;
        }
        while (r == 0 && !o.cursed) || !FODDER.get(r as usize).copied().unwrap_or(false) {
            r = self.mk.rng.rn2(15);
        }
        o.spe = -(r as i8 + 1);
    }

    /// `mkshobj_at`: a shop square's goods, or sometimes a mimic
    /// pretending to be them (more often deeper down).
    fn mkshobj_at(&mut self, lev: &mut Level, shop: usize, x: i32, y: i32, mkspecl: bool) {
        let Some(shp) = SHTYPES.get(shop) else { return };
        if mkspecl && (shp.name == "rare books" || shp.name == "second-hand bookstore") {
            let novel = self.mk.mksobj(SPE_NOVEL, false, false);
            lev.place_object(novel, x, y);
            self.env.tribute_bookstock = true;
            return;
        }
        let depth = self.mk.lvl.depth;
        if self.mk.rng.rn2(100) < depth
            && lev.monster_at(x, y).is_none()
            && let Some(pm) = self.mkclass(oxhack_defs::MonClass::Mimic, oxhack_defs::flags::Geno::empty())
            && let Some(i) = self.makemon(lev, Some(pm), x, y, MmFlags::empty())
        {
            if self.mk.rng.rn2(10) >= depth {
                lev.monsters[i].appear = crate::world::monst::Appearance::Object(STRANGE_OBJECT.0);
            }
            return;
        }
        match get_shop_item(self.mk.rng, shop) {
            ShopItem::Veggy => self.mkveggy_at(lev, x, y),
            ShopItem::Type(o) => {
                let o = self.mk.mksobj(o, true, true);
                lev.place_object(o, x, y);
            }
            ShopItem::Class(c) => {
                let o = self.mk.mkobj(c, true);
                lev.place_object(o, x, y);
            }
        }
    }

    /// `nameshk`: picks the shopkeeper's name from the shop's list (or
    /// Izchak in Minetown's lighting store), different from the other
    /// shopkeepers on the level; sets the gender it implies.
    fn nameshk(&mut self, lev: &mut Level, idx: usize, shop: usize) {
        let Some(shp) = SHTYPES.get(shop) else { return };
        let mut nlp = shp.shknms;
        if std::ptr::eq(nlp, SHKFOODS) && self.mk.lvl.in_mines && self.mk.hero.role == ids::PM_MONK && self.env.town {
            nlp = SHKHEALTHFOODS;
        }
        let mut female;
        let shname: String;
        if std::ptr::eq(nlp, SHKLIGHT) && self.mk.lvl.in_mines && self.env.town {
            shname = "+Izchak".to_string();
            female = false;
        } else {
            let nseed = (self.env.ubirthday / 257) as i32;
            let mut name_wanted = self.env.ledger_no + (nseed % 13) - (nseed % 5);
            if name_wanted < 0 {
                name_wanted += 13 + 5;
            }
            female = name_wanted & 1 != 0;
            let mut name = "";
            for _ in 0..50 {
                if std::ptr::eq(nlp, SHKTOOLS) {
                    name = SHKTOOLS[self.mk.rng.rn2(nlp.len() as i32) as usize];
                    female = false;
                } else if (name_wanted as usize) < nlp.len() {
                    name = nlp[name_wanted as usize];
                } else {
                    let i = self.mk.rng.rn2(nlp.len() as i32);
                    if i != 0 {
                        name = nlp[i as usize - 1];
                    } else if !std::ptr::eq(nlp, SHKGENERAL) {
                        nlp = SHKGENERAL;
                        continue;
                    } else {
                        name = if female { "-Lucrezia" } else { "+Dirk" };
                    }
                }
                match name.chars().next() {
                    Some('_' | '-') => female = true,
                    Some('|' | '+') => female = false,
                    _ => {}
                }
                let taken = lev
                    .monsters
                    .iter()
                    .enumerate()
                    .any(|(j, m)| j != idx && matches!(&m.mextra, Some(MExtra::Shk(e)) if e.shknam == name));
                if !taken {
                    break;
                }
            }
            shname = name.to_string();
        }
        let m = &mut lev.monsters[idx];
        m.female = female;
        if let Some(MExtra::Shk(e)) = &mut m.mextra {
            e.shknam = shname;
        }
    }

    /// `shkinit`: puts a shopkeeper just inside the shop's first door.
    /// Returns the door's index, or `None` when that fails.
    pub fn shkinit(&mut self, lev: &mut Level, shop: usize, room: RoomId) -> Option<usize> {
        let shp = SHTYPES.get(shop)?;
        let sroom = lev.room(room)?.clone();
        let sh = usize::try_from(sroom.fdoor).ok()?;
        let door = *lev.doors.get(sh)?;
        let (mut sx, mut sy) = (door.x, door.y);
        if sroom.irregular {
            let rmno = room.roomno();
            let inside = |x: i32, y: i32| isok(x, y) && !lev.at(x, y).edge && lev.at(x, y).roomno == rmno;
            if inside(sx - 1, sy) {
                sx -= 1;
            } else if inside(sx + 1, sy) {
                sx += 1;
            } else if inside(sx, sy - 1) {
                sy -= 1;
            } else if inside(sx, sy + 1) {
                sy += 1;
            } else {
                return None;
            }
        } else if sx == sroom.lx - 1 {
            sx += 1;
        } else if sx == sroom.hx + 1 {
            sx -= 1;
        } else if sy == sroom.ly - 1 {
            sy += 1;
        } else if sy == sroom.hy + 1 {
            sy -= 1;
        } else {
            return None;
        }
        if let Some(i) = lev.monsters.iter().position(|m| m.mx == sx && m.my == sy) {
            self.rloc(lev, i);
        }
        let idx = self.makemon(lev, Some(ids::PM_SHOPKEEPER), sx, sy, MmFlags::MM_ESHK)?;
        let uz = self.mk.lvl.uz;
        {
            let shk = &mut lev.monsters[idx];
            shk.mpeaceful = true;
            shk.msleeping = false;
            shk.mextra = Some(MExtra::Shk(Box::new(EShk {
                shoproom: room_index(room),
                shk: crate::world::level::Coord::new(sx, sy),
                shd: door,
                shoplevel: uz,
                shoptype: sroom.rtype,
                ..EShk::default()
            })));
            self.set_malign(shk);
        }
        let id = lev.monsters[idx].m_id;
        if let Some(r) = lev.room_mut(room) {
            r.resident = Some(id);
        }
        let capital = 1000 + 30 * self.mk.rng.rnd(100) as i64;
        self.mkmonmoney(&mut lev.monsters[idx], capital);
        if std::ptr::eq(shp.shknms, SHKRINGS) {
            self.mongets(&mut lev.monsters[idx], TOUCHSTONE);
        }
        self.nameshk(lev, idx, shop);
        Some(sh)
    }

    /// `stock_room_goodpos`: every square but those next to the door.
    fn stock_room_goodpos(lev: &Level, room: RoomId, sh: usize, sx: i32, sy: i32) -> bool {
        let Some(r) = lev.room(room) else { return false };
        let d = lev.doors.get(sh).copied().unwrap_or_default();
        if r.irregular {
            let l = lev.at(sx, sy);
            return !(l.edge || l.roomno != room.roomno() || (sx - d.x).abs().max((sy - d.y).abs()) <= 1);
        }
        !((sx == r.lx && d.x == sx - 1)
            || (sx == r.hx && d.x == sx + 1)
            || (sy == r.ly && d.y == sy - 1)
            || (sy == r.hy && d.y == sy + 1))
    }

    /// `stock_room`: the shopkeeper, a usable door, and the goods of shop
    /// kind `shop` on every square but the row by the door.
    pub fn stock_room(&mut self, lev: &mut Level, shop: usize, room: RoomId) {
        let Some(sh) = self.shkinit(lev, shop, room) else { return };
        let Some(fdoor) = lev.room(room).and_then(|r| usize::try_from(r.fdoor).ok()) else { return };
        let Some(d) = lev.doors.get(fdoor).copied() else { return };
        let (sx, sy) = (d.x, d.y);
        if let Some(l) = lev.at_mut(sx, sy) {
            if l.doormask() == D_NODOOR {
                l.set_doormask(D_ISOPEN);
            }
            if l.typ == oxhack_vm::terrain::SDOOR {
                l.typ = oxhack_vm::terrain::DOOR;
            }
            if l.doormask() & D_TRAPPED != 0 {
                l.set_doormask(D_LOCKED);
            }
        }
        if lev.at(sx, sy).doormask() == D_LOCKED {
            let inside_shop = |x: i32, y: i32| {
                RoomId::from_roomno(lev.at(x, y).roomno)
                    .and_then(|r| lev.room(r))
                    .is_some_and(|r| r.rtype >= rtype::SHOPBASE)
            };
            let (mut m, mut n) = (sx, sy);
            if inside_shop(sx + 1, sy) {
                m -= 1;
            } else if inside_shop(sx - 1, sy) {
                m += 1;
            }
            if inside_shop(sx, sy + 1) {
                n -= 1;
            } else if inside_shop(sx, sy - 1) {
                n += 1;
            }
            lev.engravings.retain(|e| !(e.x == m && e.y == n));
            lev.engravings.push(Engraving {
                x: m,
                y: n,
                text: "Closed for inventory".to_string(),
                kind: EngrType::Dust,
                time: 0,
            });
        }
        let Some(r) = lev.room(room).cloned() else { return };
        let mut specialspot = 0;
        if !self.env.tribute_bookstock {
            let mut stockcount = 0;
            for x in r.lx..=r.hx {
                for y in r.ly..=r.hy {
                    if Self::stock_room_goodpos(lev, room, sh, x, y) {
                        stockcount += 1;
                    }
                }
            }
            specialspot = self.mk.rng.rnd(stockcount);
        }
        let mut stockcount = 0;
        for x in r.lx..=r.hx {
            for y in r.ly..=r.hy {
                if Self::stock_room_goodpos(lev, room, sh, x, y) {
                    stockcount += 1;
                    self.mkshobj_at(lev, shop, x, y, stockcount == specialspot);
                }
            }
        }
        lev.flags.has_shop = true;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shop_tables_add_up() {
        let total: u32 = SHTYPES.iter().map(|s| s.prob as u32).sum();
        assert_eq!(total, 100);
        for s in &SHTYPES {
            let items: u32 = s.iprobs.iter().map(|&(p, _)| p as u32).sum();
            assert_eq!(items, 100, "{}", s.name);
            assert!(!s.shknms.is_empty());
        }
        assert_eq!(SHTYPES.len(), (rtype::CANDLESHOP - rtype::SHOPBASE + 1) as usize);
        assert_eq!(shclass_of(rtype::WANDSHOP).map(|s| s.symb), Some(OClass::Wand));
        assert!(shclass_of(rtype::TEMPLE).is_none());
    }

    #[test]
    fn names_and_marks() {
        assert_eq!(shkname("+Izchak"), "Izchak");
        assert_eq!(shkname("Asidonhopo"), "Asidonhopo");
        assert!(shkname_is_pname("=Luna") && !shkname_is_pname("Kars"));
    }

    #[test]
    fn shop_items_follow_the_lists() {
        let mut rng = Rng::new(3);
        let mut juice = 0;
        for _ in 0..2000 {
            match get_shop_item(&mut rng, 10) {
                ShopItem::Type(o) if o == POT_FRUIT_JUICE => juice += 1,
                ShopItem::Type(_) | ShopItem::Veggy => {}
                ShopItem::Class(c) => panic!("health food store made class {c:?}"),
            }
        }
        assert!((300..500).contains(&juice), "{juice}");
    }
}
