//! makemon.c's `m_initinv`: armor for soldiers, shopkeepers' and
//! priests' gear, and the other items monsters start with.

use super::{MonCtx, mdat::*};
use crate::world::monst::Monst;
use oxhack_defs::{MonClass, Otyp, Sound};
use oxhack_tables::{self as ids, *};

use super::inv::quest_mon_represents_role;

impl MonCtx<'_> {
    /// A monster whose type or class names an inventory list in
    /// `dat/treasure.def` starts with what the list makes instead of
    /// `m_initweap` and `m_initinv` (nothing on the Rogue level, as
    /// there). Returns false, drawing nothing, when no list is named.
    pub fn treasure_minvent(&mut self, mon: &mut Monst) -> bool {
        let t = self.mk.t;
        let Some(list) = t.treasure.monster_lists(mon.mnum, t.mon(mon.mnum).mlet).0 else { return false };
        if !self.mk.lvl.rogue_level {
            for o in self.mk.create_treasure(list) {
                Self::mpickobj(mon, o);
            }
        }
        true
    }

    /// `m_initinv`: armor for soldiers, shopkeepers' and priests' gear,
    /// nymphs' mirrors, giants' gems, leprechauns' gold, and a chance of
    /// magic items for everyone.
    pub fn m_initinv(&mut self, mon: &mut Monst, lit: bool, noteleport: bool) {
        if self.mk.lvl.rogue_level {
            return;
        }
        let t = self.mk.t;
        let pm = mon.mnum;
        let m = t.mon(pm);
        match m.mlet {
            MonClass::Human => {
                if is_mercenary(t, pm) {
                    self.soldier_armor(mon);
                } else if pm == ids::PM_SHOPKEEPER {
                    self.mongets(mon, SKELETON_KEY);
                    let k = self.rn2(4);
                    let items = [WAN_MAGIC_MISSILE, POT_EXTRA_HEALING, POT_HEALING, WAN_STRIKING];
                    for &o in &items[k as usize..] {
                        self.mongets(mon, o);
                    }
                } else if m.msound == Sound::Priest
                    || quest_mon_represents_role(self, pm, &[ids::PM_PRIEST, ids::PM_PRIESTESS])
                {
                    let cloak = if self.rn2(7) != 0 {
                        ROBE
                    } else if self.rn2(3) != 0 {
                        CLOAK_OF_PROTECTION
                    } else {
                        CLOAK_OF_MAGIC_RESISTANCE
                    };
                    self.mongets(mon, cloak);
                    self.mongets(mon, SMALL_SHIELD);
                    let gold = self.mk.rng.rn1(10, 20) as i64;
                    self.mkmonmoney(mon, gold);
                } else if quest_mon_represents_role(self, pm, &[ids::PM_MONK]) {
                    let o = if self.rn2(11) != 0 { ROBE } else { CLOAK_OF_MAGIC_RESISTANCE };
                    self.mongets(mon, o);
                }
            }
            MonClass::Nymph => {
                if self.rn2(2) == 0 {
                    self.mongets(mon, MIRROR);
                }
                if self.rn2(2) == 0 {
                    self.mongets(mon, POT_OBJECT_DETECTION);
                }
            }
            MonClass::Giant => {
                if pm == ids::PM_MINOTAUR {
                    if self.rn2(3) == 0 || (self.mk.lvl.in_mklev && self.env.plane == super::Plane::Earth) {
                        self.mongets(mon, WAN_DIGGING);
                    }
                } else if is_giant(t, pm) {
                    let mut cnt = self.rn2(mon.m_lev as i32 / 2);
                    while cnt > 0 {
                        let otyp = self.mk.rnd_class(DILITHIUM_CRYSTAL, Otyp(LUCKSTONE.0 - 1));
                        let mut o = self.mk.mksobj(otyp, false, false);
                        o.quan = self.mk.rng.rn1(2, 3) as i64;
                        Self::mpickobj(mon, o);
                        cnt -= 1;
                    }
                }
            }
            MonClass::Wraith if pm == ids::PM_NAZGUL => {
                let mut o = self.mk.mksobj(RIN_INVISIBILITY, false, false);
                o.curse();
                Self::mpickobj(mon, o);
            }
            MonClass::Lich => {
                if pm == ids::PM_MASTER_LICH && self.rn2(13) == 0 {
                    let o = if self.rn2(7) != 0 { ATHAME } else { WAN_NOTHING };
                    self.mongets(mon, o);
                } else if pm == ids::PM_ARCH_LICH && self.rn2(3) == 0 {
                    let otyp = if self.rn2(3) != 0 { ATHAME } else { QUARTERSTAFF };
                    let artif = self.rn2(13) == 0;
                    let mut o = self.mk.mksobj(otyp, true, artif);
                    if o.spe < 2 {
                        o.spe = self.mk.rng.rnd(3) as i8;
                    }
                    if self.rn2(4) == 0 {
                        o.oerodeproof = true;
                    }
                    Self::mpickobj(mon, o);
                }
            }
            MonClass::Mummy if self.rn2(7) != 0 => {
                self.mongets(mon, MUMMY_WRAPPING);
            }
            MonClass::Quantmech if self.rn2(20) == 0 => {
                let mut bx = self.mk.mksobj(LARGE_BOX, false, false);
                let mut cat = self.mk.mksobj(CORPSE, true, false);
                bx.spe = 1;
                cat.corpsenm = Some(ids::PM_HOUSECAT);
                bx.contents.push(cat);
                Self::mpickobj(mon, bx);
            }
            MonClass::Leprechaun => {
                let gold = self.mk.rng.d(self.mk.lvl.difficulty, 30) as i64;
                self.mkmonmoney(mon, gold);
            }
            MonClass::Demon => {
                if pm == ids::PM_ICE_DEVIL && self.rn2(4) == 0 {
                    self.mongets(mon, SPEAR);
                } else if pm == ids::PM_ASMODEUS {
                    self.mongets(mon, WAN_COLD);
                    self.mongets(mon, WAN_FIRE);
                }
            }
            MonClass::Gnome => {
                let n = if self.mk.lvl.in_mines && self.mk.lvl.in_mklev { 20 } else { 60 };
                if self.rn2(n) == 0 {
                    let otyp = if self.rn2(4) != 0 { TALLOW_CANDLE } else { WAX_CANDLE };
                    let mut o = self.mk.mksobj(otyp, true, false);
                    o.quan = 1;
                    o.lamplit = !lit;
                    Self::mpickobj(mon, o);
                }
            }
            _ => {}
        }
        if pm == ids::PM_SOLDIER && self.rn2(13) != 0 {
            return;
        }
        if mon.m_lev as i32 > self.rn2(50) {
            let item = self.rnd_defensive_item(mon, noteleport);
            self.mongets_opt(mon, item);
        }
        if mon.m_lev as i32 > self.rn2(100) {
            let item = self.rnd_misc_item(mon);
            self.mongets_opt(mon, item);
        }
        let has_gold = mon.minvent.iter().any(|o| o.otyp == GOLD_PIECE);
        if likes_gold(t, pm) && !has_gold && self.rn2(5) == 0 {
            let n = if mon.minvent.is_empty() { 10 } else { 5 };
            let gold = self.mk.rng.d(self.mk.lvl.difficulty, n) as i64;
            self.mkmonmoney(mon, gold);
        }
    }

    /// Soldiers' and watchmen's armor, approximating their armor class,
    /// and their rations, bugles and whistles.
    pub(super) fn soldier_armor(&mut self, mon: &mut Monst) {
        let pm = mon.mnum;
        let mut mac = match pm {
            ids::PM_GUARD => -1,
            ids::PM_SOLDIER => 3,
            ids::PM_SERGEANT => 0,
            ids::PM_LIEUTENANT => -2,
            ids::PM_CAPTAIN => -3,
            ids::PM_WATCHMAN => 3,
            ids::PM_WATCH_CAPTAIN => -2,
            _ => 0,
        };
        if mac < -1 && self.rn2(5) != 0 {
            let o = if self.rn2(5) != 0 { PLATE_MAIL } else { CRYSTAL_PLATE_MAIL };
            mac += 7 + self.mongets(mon, o);
        } else if mac < 3 && self.rn2(5) != 0 {
            let o = if self.rn2(3) != 0 { SPLINT_MAIL } else { BANDED_MAIL };
            mac += 6 + self.mongets(mon, o);
        } else if self.rn2(5) != 0 {
            let o = if self.rn2(3) != 0 { RING_MAIL } else { STUDDED_LEATHER_ARMOR };
            mac += 3 + self.mongets(mon, o);
        } else {
            mac += 2 + self.mongets(mon, LEATHER_ARMOR);
        }
        let pairs = [
            (HELMET, 1, DENTED_POT, 1),
            (SMALL_SHIELD, 1, LARGE_SHIELD, 2),
            (LOW_BOOTS, 1, HIGH_BOOTS, 2),
            (LEATHER_GLOVES, 1, LEATHER_CLOAK, 1),
        ];
        for (a, ab, b, bb) in pairs {
            if mac < 10 && self.rn2(3) != 0 {
                mac += ab + self.mongets(mon, a);
            } else if mac < 10 && self.rn2(2) != 0 {
                mac += bb + self.mongets(mon, b);
            }
        }
        match pm {
            ids::PM_WATCH_CAPTAIN => {}
            ids::PM_WATCHMAN => {
                if self.rn2(3) != 0 {
                    self.mongets(mon, TIN_WHISTLE);
                }
            }
            ids::PM_GUARD => {
                let mut o = self.mk.mksobj(TIN_WHISTLE, true, false);
                o.curse();
                Self::mpickobj(mon, o);
            }
            _ => {
                if self.rn2(3) == 0 {
                    self.mongets(mon, K_RATION);
                }
                if self.rn2(2) == 0 {
                    self.mongets(mon, C_RATION);
                }
                if pm != ids::PM_SOLDIER && self.rn2(3) == 0 {
                    self.mongets(mon, BUGLE);
                }
            }
        }
    }
}
