//! A new monster's weapons: makemon.c's `m_initweap`, `m_initthrow`,
//! `mongets` and `mkmonmoney`.

use super::{MonCtx, mdat::*};
use crate::world::monst::{MExtra, Monst};
use crate::world::obj::{Obj, types};
use oxhack_defs::{MonClass, OClass, Otyp, Pm, Sound};
use oxhack_tables::{self as ids, *};

/// A human quest leader or nemesis standing for the hero's role
/// (`quest_mon_represents_role`).
pub(super) fn quest_mon_represents_role(ctx: &MonCtx, pm: Pm, role: &[Pm]) -> bool {
    let m = ctx.mk.t.mon(pm);
    m.mlet == MonClass::Human
        && role.contains(&ctx.mk.hero.role)
        && (m.msound == Sound::Leader || m.msound == Sound::Nemesis)
}

impl MonCtx<'_> {
    /// `mpickobj`: the monster takes the object into its inventory.
    pub(super) fn mpickobj(mon: &mut Monst, o: Obj) {
        mon.minvent.push(o);
    }

    /// `mongets`: gives the monster a new object of type `otyp` (nothing
    /// for `None`), adjusted for who gets it; returns its enchantment.
    pub fn mongets(&mut self, mon: &mut Monst, otyp: Otyp) -> i32 {
        let t = self.mk.t;
        let pm = mon.mnum;
        let mut o = self.mk.mksobj(otyp, true, false);
        if t.mon(pm).mlet == MonClass::Demon {
            if o.blessed {
                o.curse();
            }
        } else if is_minion(t, pm) && self.mon_aligntyp(mon) > 0 {
            o.cursed = false;
            if o.spe < 0 {
                o.spe = 0;
            }
            o.oerodeproof = true;
        } else if crate::world::mondata::is_mplayer(pm) && types::is_sword(t, o.otyp) {
            o.spe = (3 + self.mk.rng.rn2(4)) as i8;
        }
        match o.otyp {
            CANDELABRUM_OF_INVOCATION => {
                o.spe = 0;
                o.age = 0;
                o.lamplit = false;
                o.blessed = false;
                o.cursed = false;
            }
            BELL_OF_OPENING => {
                o.blessed = false;
                o.cursed = false;
            }
            SPE_BOOK_OF_THE_DEAD => {
                o.blessed = false;
                o.cursed = true;
            }
            _ => {}
        }
        if is_prince(t, pm) {
            let class = o.oclass(t);
            if class == OClass::Weapon && o.spe < 1 {
                o.spe = 1;
            } else if class == OClass::Armor && o.spe < 0 {
                o.spe = 0;
            }
        }
        let spe = o.spe as i32;
        Self::mpickobj(mon, o);
        spe
    }

    /// `mon_aligntyp`: a monster's alignment, priests' and minions' own.
    pub fn mon_aligntyp(&self, mon: &Monst) -> i32 {
        let a = match &mon.mextra {
            Some(MExtra::Priest(p)) => p.shralign as i32,
            Some(MExtra::Minion(e)) => e.min_align as i32,
            _ => self.mk.t.mon(mon.mnum).maligntyp as i32,
        };
        if a == super::align_value(oxhack_defs::Align::None) { a } else { a.signum() }
    }

    /// `mongets` for an optional type (NetHack's `otyp` 0 gives nothing).
    pub(super) fn mongets_opt(&mut self, mon: &mut Monst, otyp: Option<Otyp>) {
        if let Some(o) = otyp {
            self.mongets(mon, o);
        }
    }

    /// `m_initthrow`: a stack of 3.. missiles.
    pub(super) fn m_initthrow(&mut self, mon: &mut Monst, otyp: Otyp, oquan: i32) {
        let mut o = self.mk.mksobj(otyp, true, false);
        o.quan = self.mk.rng.rn1(oquan, 3) as i64;
        if otyp == ORCISH_ARROW {
            o.otrapped = true;
        }
        Self::mpickobj(mon, o);
    }

    /// `mkmonmoney`: gold in the monster's purse.
    pub fn mkmonmoney(&mut self, mon: &mut Monst, amount: i64) {
        let mut gold = self.mk.mksobj(GOLD_PIECE, false, false);
        gold.quan = amount;
        Self::mpickobj(mon, gold);
    }

    /// `m_initweap`: weapons (and some armor) for armed monsters.
    pub fn m_initweap(&mut self, mon: &mut Monst) {
        if self.mk.lvl.rogue_level {
            return;
        }
        let t = self.mk.t;
        let pm = mon.mnum;
        let m = t.mon(pm);
        match m.mlet {
            MonClass::Giant => {
                if self.rn2(2) != 0 {
                    self.mongets(mon, if pm != ids::PM_ETTIN { BOULDER } else { CLUB });
                }
            }
            MonClass::Human => self.m_initweap_human(mon),
            MonClass::Angel => {
                if humanoid(t, pm) {
                    let sword = self.mk.angel_long_sword(pm);
                    Self::mpickobj(mon, sword);
                    let lord = crate::world::mondata::is_lord(t, pm);
                    let shield = if self.rn2(4) == 0 || lord { SHIELD_OF_REFLECTION } else { LARGE_SHIELD };
                    let mut o = self.mk.mksobj(shield, false, false);
                    o.oerodeproof = true;
                    o.spe = 0;
                    Self::mpickobj(mon, o);
                }
            }
            MonClass::Humanoid => {
                if pm == ids::PM_HOBBIT {
                    let w = [DAGGER, ELVEN_DAGGER, SLING][self.rn2(3) as usize];
                    self.mongets(mon, w);
                    if self.rn2(10) == 0 {
                        self.mongets(mon, ELVEN_MITHRIL_COAT);
                    }
                    if self.rn2(10) == 0 {
                        self.mongets(mon, DWARVISH_CLOAK);
                    }
                } else if is_dwarf(t, pm) {
                    if self.rn2(7) != 0 {
                        self.mongets(mon, DWARVISH_CLOAK);
                    }
                    if self.rn2(7) != 0 {
                        self.mongets(mon, IRON_SHOES);
                    }
                    if self.rn2(4) == 0 {
                        self.mongets(mon, DWARVISH_SHORT_SWORD);
                        if self.rn2(2) != 0 {
                            self.mongets(mon, DWARVISH_MATTOCK);
                        } else {
                            let w = if self.rn2(2) != 0 { AXE } else { DWARVISH_SPEAR };
                            self.mongets(mon, w);
                            self.mongets(mon, DWARVISH_ROUNDSHIELD);
                        }
                        self.mongets(mon, DWARVISH_IRON_HELM);
                        if self.rn2(3) == 0 {
                            self.mongets(mon, DWARVISH_MITHRIL_COAT);
                        }
                    } else {
                        let w = if self.rn2(3) == 0 { PICK_AXE } else { DAGGER };
                        self.mongets(mon, w);
                    }
                }
            }
            MonClass::Kop => {
                if self.rn2(4) == 0 {
                    self.m_initthrow(mon, CREAM_PIE, 2);
                }
                if self.rn2(3) == 0 {
                    let w = if self.rn2(2) != 0 { CLUB } else { RUBBER_HOSE };
                    self.mongets(mon, w);
                }
            }
            MonClass::Orc => {
                if self.rn2(2) != 0 {
                    self.mongets(mon, ORCISH_HELM);
                }
                let kind = if pm != ids::PM_ORC_CAPTAIN {
                    pm
                } else if self.rn2(2) != 0 {
                    ids::PM_MORDOR_ORC
                } else {
                    ids::PM_URUK_HAI
                };
                match kind {
                    ids::PM_MORDOR_ORC => {
                        for o in [SCIMITAR, ORCISH_SHIELD, KNIFE, ORCISH_CHAIN_MAIL] {
                            if self.rn2(3) == 0 {
                                self.mongets(mon, o);
                            }
                        }
                    }
                    ids::PM_URUK_HAI => {
                        for o in [ORCISH_CLOAK, ORCISH_SHORT_SWORD, IRON_SHOES] {
                            if self.rn2(3) == 0 {
                                self.mongets(mon, o);
                            }
                        }
                        if self.rn2(3) == 0 {
                            self.mongets(mon, ORCISH_BOW);
                            self.m_initthrow(mon, ORCISH_ARROW, 12);
                        }
                        if self.rn2(3) == 0 {
                            self.mongets(mon, URUK_HAI_SHIELD);
                        }
                    }
                    _ => {
                        if pm != ids::PM_ORC_SHAMAN && self.rn2(2) != 0 {
                            let w = if pm == ids::PM_GOBLIN || self.rn2(2) == 0 { ORCISH_DAGGER } else { SCIMITAR };
                            self.mongets(mon, w);
                        }
                    }
                }
            }
            MonClass::Ogre => {
                let n = match pm {
                    ids::PM_OGRE_KING => 3,
                    ids::PM_OGRE_LORD => 6,
                    _ => 12,
                };
                let w = if self.rn2(n) == 0 { BATTLE_AXE } else { CLUB };
                self.mongets(mon, w);
            }
            MonClass::Troll => {
                if self.rn2(2) == 0 {
                    let w = [RANSEUR, PARTISAN, GLAIVE, SPETUM][self.rn2(4) as usize];
                    self.mongets(mon, w);
                }
            }
            MonClass::Kobold => {
                if self.rn2(4) == 0 {
                    self.m_initthrow(mon, DART, 12);
                }
            }
            MonClass::Centaur => {
                if self.rn2(2) != 0 {
                    if pm == ids::PM_FOREST_CENTAUR {
                        self.mongets(mon, BOW);
                        self.m_initthrow(mon, ARROW, 12);
                    } else {
                        self.mongets(mon, CROSSBOW);
                        self.m_initthrow(mon, CROSSBOW_BOLT, 12);
                    }
                }
            }
            MonClass::Wraith => {
                self.mongets(mon, KNIFE);
                self.mongets(mon, LONG_SWORD);
            }
            MonClass::Zombie => {
                if self.rn2(4) == 0 {
                    self.mongets(mon, LEATHER_ARMOR);
                }
                if self.rn2(4) == 0 {
                    let w = if self.rn2(3) != 0 { KNIFE } else { SHORT_SWORD };
                    self.mongets(mon, w);
                }
            }
            MonClass::Lizard => {
                if pm == ids::PM_SALAMANDER {
                    let w = if self.rn2(7) != 0 {
                        SPEAR
                    } else if self.rn2(3) != 0 {
                        TRIDENT
                    } else {
                        STILETTO
                    };
                    self.mongets(mon, w);
                }
            }
            MonClass::Demon => {
                match pm {
                    ids::PM_BALROG => {
                        self.mongets(mon, BULLWHIP);
                        self.mongets(mon, BROADSWORD);
                    }
                    ids::PM_ORCUS => {
                        self.mongets(mon, WAN_DEATH);
                    }
                    ids::PM_HORNED_DEVIL => {
                        let w = if self.rn2(4) != 0 { TRIDENT } else { BULLWHIP };
                        self.mongets(mon, w);
                    }
                    ids::PM_DISPATER => {
                        self.mongets(mon, WAN_STRIKING);
                    }
                    ids::PM_YEENOGHU => {
                        self.mongets(mon, FLAIL);
                    }
                    _ => {}
                }
                if is_demon(t, pm) {
                    self.m_initweap_general(mon);
                }
            }
            _ => self.m_initweap_general(mon),
        }
        if mon.m_lev as i32 > self.rn2(75) {
            let item = self.rnd_offensive_item(mon);
            self.mongets_opt(mon, item);
        }
    }

    pub(super) fn rn2(&mut self, n: i32) -> i32 {
        self.mk.rng.rn2(n)
    }

    /// The general case of `m_initweap`: some chance of a weapon, better
    /// for lords, princes and nasty monsters.
    pub(super) fn m_initweap_general(&mut self, mon: &mut Monst) {
        let t = self.mk.t;
        let pm = mon.mnum;
        let bias =
            crate::world::mondata::is_lord(t, pm) as i32 + is_prince(t, pm) as i32 * 2 + extra_nasty(t, pm) as i32;
        let strong = strongmonst(t, pm);
        match self.mk.rng.rnd(14 - 2 * bias) {
            1 if strong => {
                self.mongets(mon, BATTLE_AXE);
            }
            1 => self.m_initthrow(mon, DART, 12),
            2 if strong => {
                self.mongets(mon, TWO_HANDED_SWORD);
            }
            2 => {
                self.mongets(mon, CROSSBOW);
                self.m_initthrow(mon, CROSSBOW_BOLT, 12);
            }
            3 => {
                self.mongets(mon, BOW);
                self.m_initthrow(mon, ARROW, 12);
            }
            4 if strong => {
                self.mongets(mon, LONG_SWORD);
            }
            4 => self.m_initthrow(mon, DAGGER, 3),
            5 => {
                self.mongets(mon, if strong { LUCERN_HAMMER } else { AKLYS });
            }
            _ => {}
        }
    }

    /// `m_initweap` for the human class: soldiers and watchmen, elves,
    /// priests, ninja and quest guardians.
    pub(super) fn m_initweap_human(&mut self, mon: &mut Monst) {
        let t = self.mk.t;
        let pm = mon.mnum;
        let m = t.mon(pm);
        if is_mercenary(t, pm) {
            let (mut w1, mut w2) = (None, None);
            match pm {
                ids::PM_WATCHMAN | ids::PM_SOLDIER => {
                    if self.rn2(3) == 0 {
                        let span = (BEC_DE_CORBIN.0 - PARTISAN.0 + 1) as i32;
                        w1 = Some(Otyp(self.mk.rng.rn1(span, PARTISAN.0 as i32) as u16));
                        w2 = Some(if self.rn2(2) != 0 { DAGGER } else { KNIFE });
                    } else {
                        w1 = Some(if self.rn2(2) != 0 { SPEAR } else { SHORT_SWORD });
                    }
                }
                ids::PM_SERGEANT => w1 = Some(if self.rn2(2) != 0 { FLAIL } else { MACE }),
                ids::PM_LIEUTENANT => w1 = Some(if self.rn2(2) != 0 { BROADSWORD } else { LONG_SWORD }),
                ids::PM_CAPTAIN | ids::PM_WATCH_CAPTAIN => {
                    w1 = Some(if self.rn2(2) != 0 { LONG_SWORD } else { SILVER_SABER });
                }
                _ => {
                    if self.rn2(4) == 0 {
                        w1 = Some(DAGGER);
                    }
                    if self.rn2(7) == 0 {
                        w2 = Some(SPEAR);
                    }
                }
            }
            self.mongets_opt(mon, w1);
            if w2.is_none() && w1 != Some(DAGGER) && self.rn2(4) == 0 {
                w2 = Some(KNIFE);
            }
            self.mongets_opt(mon, w2);
        } else if is_elf(t, pm) {
            if self.rn2(2) != 0 {
                let o = if self.rn2(2) != 0 { ELVEN_MITHRIL_COAT } else { ELVEN_CLOAK };
                self.mongets(mon, o);
            }
            if self.rn2(2) != 0 {
                self.mongets(mon, ELVEN_LEATHER_HELM);
            } else if self.rn2(4) == 0 {
                self.mongets(mon, ELVEN_BOOTS);
            }
            if self.rn2(2) != 0 {
                self.mongets(mon, ELVEN_DAGGER);
            }
            match self.rn2(3) {
                0 => {
                    if self.rn2(4) == 0 {
                        self.mongets(mon, ELVEN_SHIELD);
                    }
                    if self.rn2(3) != 0 {
                        self.mongets(mon, ELVEN_SHORT_SWORD);
                    }
                    self.mongets(mon, ELVEN_BOW);
                    self.m_initthrow(mon, ELVEN_ARROW, 12);
                }
                1 => {
                    self.mongets(mon, ELVEN_BROADSWORD);
                    if self.rn2(2) != 0 {
                        self.mongets(mon, ELVEN_SHIELD);
                    }
                }
                _ => {
                    if self.rn2(2) != 0 {
                        self.mongets(mon, ELVEN_SPEAR);
                        self.mongets(mon, ELVEN_SHIELD);
                    }
                }
            }
            if pm == ids::PM_ELVENKING {
                if self.rn2(3) != 0 || (self.mk.lvl.in_mklev && self.env.plane == super::Plane::Earth) {
                    self.mongets(mon, PICK_AXE);
                }
                if self.rn2(50) == 0 {
                    self.mongets(mon, CRYSTAL_BALL);
                }
            }
        } else if m.msound == Sound::Priest || quest_mon_represents_role(self, pm, &[ids::PM_PRIEST, ids::PM_PRIESTESS])
        {
            let mut o = self.mk.mksobj(MACE, false, false);
            o.spe = self.mk.rng.rnd(3) as i8;
            if self.rn2(2) == 0 {
                o.curse();
            }
            Self::mpickobj(mon, o);
        } else if pm == ids::PM_NINJA {
            let a = if self.rn2(4) != 0 { SHURIKEN } else { DART };
            self.mongets(mon, a);
            let b = if self.rn2(4) != 0 { SHORT_SWORD } else { AXE };
            self.mongets(mon, b);
        } else if m.msound == Sound::Guardian {
            self.m_initweap_guardian(mon);
        }
    }

    /// Quest guardians' kit.
    pub(super) fn m_initweap_guardian(&mut self, mon: &mut Monst) {
        match mon.mnum {
            ids::PM_STUDENT
            | ids::PM_ATTENDANT
            | ids::PM_ABBOT
            | ids::PM_ACOLYTE
            | ids::PM_GUIDE
            | ids::PM_APPRENTICE => {
                if self.rn2(2) != 0 {
                    let o = if self.rn2(3) != 0 { DAGGER } else { KNIFE };
                    self.mongets(mon, o);
                }
                if self.rn2(5) != 0 {
                    let o = if self.rn2(3) != 0 { LEATHER_JACKET } else { LEATHER_CLOAK };
                    self.mongets(mon, o);
                }
                if self.rn2(3) != 0 {
                    let o = if self.rn2(3) != 0 { LOW_BOOTS } else { HIGH_BOOTS };
                    self.mongets(mon, o);
                }
                if self.rn2(3) != 0 {
                    self.mongets(mon, POT_HEALING);
                }
            }
            ids::PM_CHIEFTAIN | ids::PM_PAGE | ids::PM_ROSHI | ids::PM_WARRIOR => {
                let o = if self.rn2(3) != 0 { LONG_SWORD } else { SHORT_SWORD };
                self.mongets(mon, o);
                let o = if self.rn2(3) != 0 { CHAIN_MAIL } else { LEATHER_ARMOR };
                self.mongets(mon, o);
                if self.rn2(2) != 0 {
                    let o = if self.rn2(2) != 0 { LOW_BOOTS } else { HIGH_BOOTS };
                    self.mongets(mon, o);
                }
                if self.rn2(3) == 0 {
                    self.mongets(mon, LEATHER_CLOAK);
                }
                if self.rn2(3) == 0 {
                    self.mongets(mon, BOW);
                    self.m_initthrow(mon, ARROW, 12);
                }
            }
            ids::PM_HUNTER => {
                let o = if self.rn2(3) != 0 { SHORT_SWORD } else { DAGGER };
                self.mongets(mon, o);
                if self.rn2(2) != 0 {
                    let o = if self.rn2(2) != 0 { LEATHER_JACKET } else { LEATHER_ARMOR };
                    self.mongets(mon, o);
                }
                self.mongets(mon, BOW);
                self.m_initthrow(mon, ARROW, 12);
            }
            ids::PM_THUG => {
                self.mongets(mon, CLUB);
                let o = if self.rn2(3) != 0 { DAGGER } else { KNIFE };
                self.mongets(mon, o);
                if self.rn2(2) != 0 {
                    self.mongets(mon, LEATHER_GLOVES);
                }
                let o = if self.rn2(2) != 0 { LEATHER_JACKET } else { LEATHER_ARMOR };
                self.mongets(mon, o);
            }
            ids::PM_NEANDERTHAL => {
                self.mongets(mon, CLUB);
                self.mongets(mon, LEATHER_ARMOR);
            }
            _ => {}
        }
    }
}
