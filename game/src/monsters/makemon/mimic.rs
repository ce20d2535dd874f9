//! What a new mimic pretends to be (makemon.c's `set_mimic_sym`): a door
//! in a doorway, a boulder in a corridor, gold in a zoo or vault, an altar
//! in a temple, the shop's goods in a shop, otherwise a random object or
//! staircase.

use super::MonCtx;
use crate::monsters::shknam::{ShopItem, get_shop_item};
use crate::world::level::{AM_NONE, Level, RoomId, is_door, is_wall, rtype};
use crate::world::monst::Appearance;
use oxhack_defs::OClass;
use oxhack_tables::{self as ids, *};
use oxhack_vm::terrain::*;

/// Screen symbols a mimic may take (`S_*` indices of the map symbols).
pub const S_VWALL: u16 = 1;
pub const S_HWALL: u16 = 2;
pub const S_VCDOOR: u16 = 15;
pub const S_HCDOOR: u16 = 16;
pub const S_UPSTAIR: u16 = 23;
pub const S_DNSTAIR: u16 = 24;
pub const S_ALTAR: u16 = 27;
pub const S_FOUNTAIN: u16 = 31;

/// The choices of `syms[]`: the two staircases, object classes, and the
/// mimic's own "strange object".
#[derive(Clone, Copy, PartialEq, Eq)]
enum Sym {
    UpStair,
    DnStair,
    Class(OClass),
    MimicDef,
}

const SYMS: [Sym; 17] = [
    Sym::UpStair,
    Sym::DnStair,
    Sym::Class(OClass::Ring),
    Sym::Class(OClass::Wand),
    Sym::Class(OClass::Weapon),
    Sym::Class(OClass::Food),
    Sym::Class(OClass::Coin),
    Sym::Class(OClass::Scroll),
    Sym::Class(OClass::Potion),
    Sym::Class(OClass::Armor),
    Sym::Class(OClass::Amulet),
    Sym::Class(OClass::Tool),
    Sym::Class(OClass::Rock),
    Sym::Class(OClass::Gem),
    Sym::Class(OClass::Spbook),
    Sym::MimicDef,
    Sym::MimicDef,
];

impl MonCtx<'_> {
    /// `set_mimic_sym` for the monster at `idx`.
    pub fn set_mimic_sym(&mut self, lev: &mut Level, idx: usize) {
        if self.env.prot_from_shape_changers {
            return;
        }
        let Some(m) = lev.monsters.get(idx) else { return };
        let (mx, my) = (m.mx, m.my);
        let typ = lev.typ(mx, my);
        let room = RoomId::from_roomno(lev.at(mx, my).roomno).and_then(|r| lev.room(r));
        let in_room = room.is_some();
        let rt = room.map_or(rtype::OROOM, |r| r.rtype);
        let top = lev.objects_at(mx, my).next().map(|o| o.otyp);
        let mut sym = None;
        let ap = if let Some(o) = top {
            Appearance::Object(o.0)
        } else if is_door(typ) || is_wall(typ) || typ == SDOOR || typ == SCORR {
            let left = lev.typ(mx - 1, my);
            let horiz = mx != 0 && matches!(left, HWALL | TLCORNER | TRWALL | BLCORNER | TDWALL | CROSSWALL | TUWALL);
            let rogue = self.mk.lvl.rogue_level;
            Appearance::Furniture(match (horiz, rogue) {
                (true, true) => S_HWALL,
                (true, false) => S_HCDOOR,
                (false, true) => S_VWALL,
                (false, false) => S_VCDOOR,
            })
        } else if lev.flags.is_maze_lev && !self.mk.lvl.in_sokoban && self.mk.rng.rn2(2) != 0 {
            Appearance::Object(STATUE.0)
        } else if !in_room && lev.t_at(mx, my).is_none() {
            Appearance::Object(BOULDER.0)
        } else if rt == rtype::ZOO || rt == rtype::VAULT {
            Appearance::Object(GOLD_PIECE.0)
        } else if rt == rtype::DELPHI {
            if self.mk.rng.rn2(2) != 0 { Appearance::Object(STATUE.0) } else { Appearance::Furniture(S_FOUNTAIN) }
        } else if rt == rtype::TEMPLE {
            Appearance::Furniture(S_ALTAR)
        } else if rt >= rtype::SHOPBASE {
            match get_shop_item(self.mk.rng, (rt - rtype::SHOPBASE) as usize) {
                ShopItem::Type(o) => Appearance::Object(o.0),
                ShopItem::Class(OClass::Random) => {
                    sym = Some(SYMS[self.mk.rng.rn2(SYMS.len() as i32 - 2) as usize + 2]);
                    Appearance::Nothing
                }
                ShopItem::Class(c) => {
                    sym = Some(Sym::Class(c));
                    Appearance::Nothing
                }
                // NetHack passes the pseudo-class on, which lands on the
                // down staircase.
                ShopItem::Veggy => {
                    sym = Some(Sym::DnStair);
                    Appearance::Nothing
                }
            }
        } else {
            sym = Some(SYMS[self.mk.rng.rn2(SYMS.len() as i32) as usize]);
            Appearance::Nothing
        };
        let ap = match sym {
            None => ap,
            Some(Sym::UpStair) => Appearance::Furniture(S_UPSTAIR),
            Some(Sym::DnStair) => Appearance::Furniture(S_DNSTAIR),
            Some(Sym::MimicDef) => Appearance::Object(STRANGE_OBJECT.0),
            Some(Sym::Class(OClass::Coin)) => Appearance::Object(GOLD_PIECE.0),
            Some(Sym::Class(c)) => Appearance::Object(self.mk.mkobj(c, false).otyp.0),
        };
        let corpsenm = match ap {
            Appearance::Object(o) if [STATUE.0, FIGURINE.0, CORPSE.0, EGG.0, TIN.0].contains(&o) => {
                let mndx = self.rndmonnum();
                let nocorpse = self.mk.t.mon(mndx).geno.contains(oxhack_defs::flags::Geno::NOCORPSE);
                if o == CORPSE.0 && nocorpse {
                    let span = (ids::PM_WIZARD.0 - ids::PM_ARCHEOLOGIST.0 + 1) as i32;
                    Some(self.mk.rng.rn1(span, ids::PM_ARCHEOLOGIST.0 as i32))
                } else if (o == EGG.0 && crate::world::mondata::can_be_hatched(self.mk.t, mndx, self.mk.rng).is_none())
                    || (o == TIN.0 && nocorpse)
                {
                    None
                } else {
                    Some(mndx.0 as i32)
                }
            }
            Appearance::Object(o) if o == SLIME_MOLD.0 => Some(self.mk.og.current_fruit as i32),
            Appearance::Furniture(S_ALTAR) => {
                let algn = self.mk.rng.rn2(3) - 1;
                let hell_none = self.mk.lvl.in_hell && self.mk.rng.rn2(3) != 0;
                Some(if hell_none { AM_NONE as i32 } else { [1, 2, 4][(algn + 1) as usize] })
            }
            _ => None,
        };
        if let Some(m) = lev.monsters.get_mut(idx) {
            m.appear = ap;
            m.mcorpsenm = corpsenm;
        }
    }
}
