//! A new monster's belongings: makemon.c's `m_initweap`, `m_initinv`,
//! `m_initthrow`, `mongets` and `mkmonmoney`, muse.c's random offensive,
//! defensive and miscellaneous items, and worn.c's `m_dowear` (what it
//! puts on at once), with the saddle of steed.c.

use super::{MonCtx, mdat::*};
use crate::monst::{MExtra, Monst};
use crate::obj::{Obj, Worn, types};
use oxhack_defs::{AttackType, MonClass, OClass, Otyp, Pm, Sound};
use oxhack_tables::{self as ids, *};

/// A human quest leader or nemesis standing for the hero's role
/// (`quest_mon_represents_role`).
fn quest_mon_represents_role(ctx: &MonCtx, pm: Pm, role: &[Pm]) -> bool {
    let m = ctx.mk.t.mon(pm);
    m.mlet == MonClass::Human
        && role.contains(&ctx.mk.hero.role)
        && (m.msound == Sound::Leader || m.msound == Sound::Nemesis)
}

impl MonCtx<'_> {
    /// `mpickobj`: the monster takes the object into its inventory.
    fn mpickobj(mon: &mut Monst, o: Obj) {
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
        } else if crate::mondata::is_mplayer(pm) && types::is_sword(t, o.otyp) {
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
    fn mongets_opt(&mut self, mon: &mut Monst, otyp: Option<Otyp>) {
        if let Some(o) = otyp {
            self.mongets(mon, o);
        }
    }

    /// `m_initthrow`: a stack of 3.. missiles.
    fn m_initthrow(&mut self, mon: &mut Monst, otyp: Otyp, oquan: i32) {
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

    fn no_muse(&self, pm: Pm) -> bool {
        let t = self.mk.t;
        is_animal(t, pm)
            || attacktype(t, pm, AttackType::Expl)
            || mindless(t, pm)
            || matches!(t.mon(pm).mlet, MonClass::Ghost | MonClass::Kop)
    }

    /// `rnd_offensive_item` (the helmet check is moot: nothing is worn yet).
    pub fn rnd_offensive_item(&mut self, mon: &Monst) -> Option<Otyp> {
        let t = self.mk.t;
        let pm = mon.mnum;
        if self.no_muse(pm) {
            return None;
        }
        let difficulty = t.mon(pm).difficulty as i32;
        if difficulty > 7 && self.mk.rng.rn2(35) == 0 {
            return Some(WAN_DEATH);
        }
        let n = 9 - (difficulty < 4) as i32 + 4 * (difficulty > 6) as i32;
        Some(match self.mk.rng.rn2(n) {
            0 if amorphous(t, pm) || passes_walls(t, pm) || noncorporeal(t, pm) || unsolid(t, pm) => SCR_EARTH,
            0 | 1 => WAN_STRIKING,
            2 => POT_ACID,
            3 => POT_CONFUSION,
            4 => POT_BLINDNESS,
            5 => POT_SLEEPING,
            6 => POT_PARALYSIS,
            7 | 8 => WAN_MAGIC_MISSILE,
            9 => WAN_SLEEP,
            10 => WAN_FIRE,
            11 => WAN_COLD,
            12 => WAN_LIGHTNING,
            _ => return None,
        })
    }

    /// `rnd_defensive_item`.
    pub fn rnd_defensive_item(&mut self, mon: &Monst, noteleport: bool) -> Option<Otyp> {
        let t = self.mk.t;
        let pm = mon.mnum;
        if self.no_muse(pm) {
            return None;
        }
        let d = t.mon(pm).difficulty as i32;
        let n = 8 + (d > 3) as i32 + (d > 6) as i32 + (d > 8) as i32;
        let mut trycnt = 0;
        loop {
            return match self.mk.rng.rn2(n) {
                6 | 9 => {
                    trycnt += 1;
                    if noteleport && trycnt < 2 {
                        continue;
                    }
                    if self.mk.rng.rn2(3) == 0 { Some(WAN_TELEPORTATION) } else { Some(SCR_TELEPORTATION) }
                }
                0 | 1 => Some(SCR_TELEPORTATION),
                8 | 10 => {
                    if self.mk.rng.rn2(3) == 0 {
                        Some(WAN_CREATE_MONSTER)
                    } else {
                        Some(SCR_CREATE_MONSTER)
                    }
                }
                2 => Some(SCR_CREATE_MONSTER),
                3 => Some(POT_HEALING),
                4 => Some(POT_EXTRA_HEALING),
                5 => Some(if pm != ids::PM_PESTILENCE { POT_FULL_HEALING } else { POT_SICKNESS }),
                7 => {
                    if is_floater(t, pm) || mon.isshk() || mon.isgd() || mon.ispriest() {
                        None
                    } else {
                        Some(WAN_DIGGING)
                    }
                }
                _ => None,
            };
        }
    }

    /// `rnd_misc_item`.
    pub fn rnd_misc_item(&mut self, mon: &Monst) -> Option<Otyp> {
        let t = self.mk.t;
        let pm = mon.mnum;
        if self.no_muse(pm) {
            return None;
        }
        let d = t.mon(pm).difficulty as i32;
        if d < 6 && self.mk.rng.rn2(30) == 0 {
            return Some(if self.mk.rng.rn2(6) != 0 { POT_POLYMORPH } else { WAN_POLYMORPH });
        }
        let vampshifter = mon.cham.is_some_and(|c| t.mon(c).mlet == MonClass::Vampire);
        if self.mk.rng.rn2(40) == 0 && !nonliving(t, pm) && !vampshifter {
            return Some(AMULET_OF_LIFE_SAVING);
        }
        match self.mk.rng.rn2(3) {
            0 => {
                if mon.isgd() {
                    return None;
                }
                Some(if self.mk.rng.rn2(6) != 0 { POT_SPEED } else { WAN_SPEED_MONSTER })
            }
            1 => {
                if mon.mpeaceful && !self.env.see_invisible {
                    return None;
                }
                Some(if self.mk.rng.rn2(6) != 0 { POT_INVISIBILITY } else { WAN_MAKE_INVISIBLE })
            }
            _ => Some(POT_GAIN_LEVEL),
        }
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
                    let lord = crate::mondata::is_lord(t, pm);
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

    fn rn2(&mut self, n: i32) -> i32 {
        self.mk.rng.rn2(n)
    }

    /// The general case of `m_initweap`: some chance of a weapon, better
    /// for lords, princes and nasty monsters.
    fn m_initweap_general(&mut self, mon: &mut Monst) {
        let t = self.mk.t;
        let pm = mon.mnum;
        let bias = crate::mondata::is_lord(t, pm) as i32 + is_prince(t, pm) as i32 * 2 + extra_nasty(t, pm) as i32;
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
    fn m_initweap_human(&mut self, mon: &mut Monst) {
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
    fn m_initweap_guardian(&mut self, mon: &mut Monst) {
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
    fn soldier_armor(&mut self, mon: &mut Monst) {
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

    /// `put_saddle_on_mon` with a new saddle.
    pub fn put_saddle_on(&mut self, mon: &mut Monst) {
        if mon.misc_worn_check & Worn::SADDLE.bits() != 0 {
            return;
        }
        let mut o = self.mk.mksobj(SADDLE, true, false);
        o.owornmask = Worn::SADDLE;
        mon.misc_worn_check |= Worn::SADDLE.bits();
        Self::mpickobj(mon, o);
    }

    /// `m_dowear`: the monster puts on the best armor it carries, at once
    /// when `creation`.
    pub fn m_dowear(&mut self, mon: &mut Monst, creation: bool) {
        let t = self.mk.t;
        let pm = mon.mnum;
        if crate::mondata::verysmall(t, pm) || nohands(t, pm) || is_animal(t, pm) {
            return;
        }
        if mindless(t, pm) && (!creation || (t.mon(pm).mlet != MonClass::Mummy && pm != ids::PM_SKELETON)) {
            return;
        }
        self.m_dowear_type(mon, Worn::AMUL, false);
        if !cantweararm(t, pm) && mon.misc_worn_check & Worn::ARM.bits() == 0 {
            self.m_dowear_type(mon, Worn::ARMU, false);
        }
        if !cantweararm(t, pm) || t.mon(pm).msize == oxhack_defs::Size::Small {
            self.m_dowear_type(mon, Worn::ARMC, false);
        }
        self.m_dowear_type(mon, Worn::ARMH, false);
        let twohanded = mon.mw.and_then(|i| mon.minvent.get(i)).is_some_and(|w| types::bimanual(t, w.otyp));
        if !twohanded {
            self.m_dowear_type(mon, Worn::ARMS, false);
        }
        self.m_dowear_type(mon, Worn::ARMG, false);
        if !slithy(t, pm) && t.mon(pm).mlet != MonClass::Centaur {
            self.m_dowear_type(mon, Worn::ARMF, false);
        }
        self.m_dowear_type(mon, Worn::ARM, cantweararm(t, pm));
    }

    fn m_dowear_type(&mut self, mon: &mut Monst, flag: Worn, racialexception: bool) {
        let t = self.mk.t;
        let pm = mon.mnum;
        if mon.mfrozen != 0 {
            return;
        }
        let old = mon.minvent.iter().position(|o| o.owornmask.contains(flag));
        if let Some(i) = old
            && (mon.minvent[i].cursed || flag == Worn::AMUL)
        {
            return;
        }
        let bonus = |o: &Obj| {
            let a_ac = t.obj(o.otyp).a_ac() as i32;
            let pref = if o.otyp == SPEED_BOOTS && mon.permspeed != 2 { 20 } else { 0 };
            a_ac + o.spe as i32 - (o.greatest_erosion() as i32).min(a_ac) + pref
        };
        let churchly = matches!(mon.mextra, Some(MExtra::Priest(_)) | Some(MExtra::Minion(_)));
        let mut best = old;
        for (i, o) in mon.minvent.iter().enumerate() {
            let ot = o.otyp;
            let fits = if flag == Worn::AMUL {
                if ot == AMULET_OF_LIFE_SAVING || ot == AMULET_OF_REFLECTION {
                    best = Some(i);
                    break;
                }
                false
            } else if flag == Worn::ARMU {
                types::is_shirt(t, ot)
            } else if flag == Worn::ARMC {
                types::is_cloak(t, ot)
            } else if flag == Worn::ARMH {
                let flimsy = t.obj(ot).material.is_some_and(|m| m.value() <= oxhack_defs::Material::Leather.value());
                types::is_helmet(t, ot) && !(ot == HELM_OF_OPPOSITE_ALIGNMENT && churchly) && (!has_horns(pm) || flimsy)
            } else if flag == Worn::ARMS {
                types::is_shield(t, ot)
            } else if flag == Worn::ARMG {
                types::is_gloves(t, ot)
            } else if flag == Worn::ARMF {
                types::is_boots(t, ot)
            } else {
                let elven =
                    matches!(ot, ELVEN_LEATHER_HELM | ELVEN_MITHRIL_COAT | ELVEN_CLOAK | ELVEN_SHIELD | ELVEN_BOOTS);
                types::is_suit(t, ot) && !(racialexception && !(pm == ids::PM_HOBBIT && elven))
            };
            if !fits || !o.owornmask.is_empty() {
                continue;
            }
            if let Some(b) = best
                && bonus(&mon.minvent[b]) >= bonus(o)
            {
                continue;
            }
            best = Some(i);
        }
        let Some(b) = best else { return };
        if Some(b) == old {
            return;
        }
        let autocurse = matches!(mon.minvent[b].otyp, HELM_OF_OPPOSITE_ALIGNMENT | DUNCE_CAP) && !mon.minvent[b].cursed;
        if let Some(i) = old {
            mon.minvent[i].owornmask = Worn::empty();
        }
        mon.misc_worn_check |= flag.bits();
        mon.minvent[b].owornmask |= flag;
        if autocurse {
            mon.minvent[b].curse();
        }
        if mon.minvent[b].otyp == CLOAK_OF_INVISIBILITY {
            mon.minvis = true;
        }
    }
}
