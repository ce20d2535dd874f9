//! Attack properties (fire, frost, draining, vorpal) whoever strikes and
//! whoever is struck: DynaHack's `oprop_attack`, `spec_dbon` and
//! `artifact_hit` for property objects, shared by the hero's blows
//! (combat/uhitm), a monster's blows and missiles at the hero
//! (monsters/mhitu, mthrowu), a monster's blows and missiles at another
//! monster (mhitm, mthrowu) and objects falling back on the hero
//! (actions/toss).
//!
//! The property document's rules kept here:
//! - each property acts only "as designed": melee weapons on any hit,
//!   missiles when thrown, ammunition and launcher together when fired;
//! - several properties stack, messages and damage alike;
//! - fire also burns potions, scrolls and spellbooks the target carries,
//!   frost freezes its potions;
//! - a property seen at work becomes known on the object, on the stack
//!   it came from and on the launcher that fired it (`oprop_id`), wherever
//!   that object now is (the hero's pack, the floor, a monster's pack).

use crate::game::Game;
use crate::world::obj::{Obj, types};
use oxhack_defs::flags::{M1, M2, Mr};
use oxhack_defs::{DamageType, OClass, Prop, Tables};
use oxhack_tables::{ids, tables};

/// How an object reached its target, for [`oprop_acts`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PropHit {
    /// Swung or wielded in melee.
    Melee,
    /// Thrown by hand.
    Thrown,
    /// Fired from a matching launcher.
    Fired,
}

/// The four properties that act when an object hits.
pub fn attack_mask() -> u32 {
    ids::ITEM_FIRE | ids::ITEM_FROST | ids::ITEM_DRLI | ids::ITEM_VORPAL
}

/// Whether property `bit` of `obj` (or of the `launcher` that fired it)
/// acts in this attack (DynaHack's `oprop_attack`): melee hits with real
/// weapons (not missiles, ammunition or launchers); thrown weapons other
/// than launchers; fired ammunition with its launcher's properties too.
pub fn oprop_acts(t: &Tables, bit: u32, obj: &Obj, launcher: Option<&Obj>, how: PropHit) -> bool {
    let weapon = obj.oclass(t) == OClass::Weapon || types::is_weptool(t, obj.otyp);
    match how {
        PropHit::Fired => obj.oprops & bit != 0 || launcher.is_some_and(|l| l.oprops & bit != 0),
        PropHit::Thrown => weapon && !types::is_launcher(t, obj.otyp) && obj.oprops & bit != 0,
        PropHit::Melee => {
            weapon
                && !types::is_missile(t, obj.otyp)
                && !types::is_ammo(t, obj.otyp)
                && !types::is_launcher(t, obj.otyp)
                && obj.oprops & bit != 0
        }
    }
}

/// The attack properties that act in this attack, as bits.
pub fn acting_oprops(t: &Tables, obj: &Obj, launcher: Option<&Obj>, how: PropHit) -> u32 {
    if obj.oartifact.is_some() {
        return 0;
    }
    [ids::ITEM_FIRE, ids::ITEM_FROST, ids::ITEM_DRLI, ids::ITEM_VORPAL]
        .into_iter()
        .filter(|&b| oprop_acts(t, b, obj, launcher, how))
        .fold(0, |a, b| a | b)
}

/// Whether a monster of kind `pm` shrugs off life drain (undead, demons,
/// Death).
fn resists_drli(t: &Tables, pm: oxhack_defs::Pm) -> bool {
    t.mon(pm).mflags2.intersects(M2::UNDEAD | M2::DEMON) || pm == ids::PM_DEATH
}

/// The two ways a vorpal blade takes a head (`behead_msg`).
const BEHEAD: [&str; 2] = ["beheads", "decapitates"];

impl Game {
    /// `oprop_id`: every copy of the objects `ids` (wherever they are:
    /// the hero's pack, the floor, a monster's pack) learns the
    /// properties in `bits` it carries.
    pub fn learn_oprops_everywhere(&mut self, ids: &[u32], bits: u32) {
        let learn = |o: &mut Obj| {
            if ids.contains(&o.o_id) {
                o.oprops_known |= o.oprops & bits;
            }
        };
        self.u.invent.iter_mut().for_each(learn);
        self.lev.objects.iter_mut().for_each(|f| learn(&mut f.obj));
        self.lev.monsters.iter_mut().for_each(|m| m.minvent.iter_mut().for_each(learn));
    }

    /// Fire, frost, draining and vorpal of `o` (and its `launcher`) on
    /// the hero, from monster `agr` (None: the hero's own object falling
    /// back, or a trap). `dmg` is the hit's damage so far. Returns the
    /// damage to add (negative when a vorpal blade misses a headless hero
    /// wildly, huge when it beheads) and whether a message was given.
    pub fn oprops_hit_you(
        &mut self,
        agr: Option<usize>,
        o: &Obj,
        launcher: Option<&Obj>,
        how: PropHit,
        dmg: i32,
    ) -> (i32, bool) {
        let t = tables();
        let bits = acting_oprops(t, o, launcher, how);
        if bits == 0 {
            return (0, false);
        }
        let what = format!("The {}", self.xname_of(o));
        let (mut extra, mut said, mut learned) = (0, false, 0u32);
        if bits & ids::ITEM_FIRE != 0 {
            if !self.u.has(Prop::FireRes) {
                extra += self.rng.rnd(6);
                self.pline(format!("{what} burns you!"));
                said = true;
                learned |= ids::ITEM_FIRE;
            }
            self.oprop_burn_items(None, DamageType::Fire);
        }
        if bits & ids::ITEM_FROST != 0 {
            if !self.u.has(Prop::ColdRes) {
                extra += self.rng.rnd(6);
                self.pline(format!("{what} freezes you!"));
                said = true;
                learned |= ids::ITEM_FROST;
            }
            self.oprop_burn_items(None, DamageType::Cold);
        }
        let mut dead = false;
        if bits & ids::ITEM_VORPAL != 0 && self.rng.rnd(20) == 1 {
            let me = self.u.youmonst_data();
            let hp = if self.u.upolyd() { self.u.upoly.mh } else { self.u.uhp };
            said = true;
            learned |= ids::ITEM_VORPAL;
            if types::bimanual(t, o.otyp) {
                if crate::objects::weapon::bigmonst(t, me) {
                    self.pline(format!("{what} cuts deeply into you!"));
                    extra += dmg.max(0);
                } else {
                    self.pline(format!("{what} cuts you in half!"));
                    extra = 2 * hp + 200;
                    dead = true;
                }
            } else if t.mon(me).mflags1.contains(M1::NOHEAD) {
                let who =
                    agr.map(|i| self.mon_nam(i)).unwrap_or_else(|| crate::objects::objnam::the(&self.xname_of(o)));
                self.pline(format!("Somehow, {who} misses you wildly."));
                self.learn_oprops_everywhere(&[o.o_id], learned & !ids::ITEM_VORPAL);
                return (-dmg - extra, true);
            } else if crate::monsters::makemon::noncorporeal(t, me) || crate::monsters::makemon::amorphous(t, me) {
                self.pline(format!("{what} slices through your neck."));
            } else {
                let verb = BEHEAD[self.rng.rn2(2) as usize];
                self.pline(format!("{what} {verb} you!"));
                extra = 2 * hp + 200;
                dead = true;
            }
        }
        if !dead && bits & ids::ITEM_DRLI != 0 && !self.u.has(Prop::DrainRes) {
            let oldmax = self.u.uhpmax;
            if self.u.has(Prop::Blinded) {
                self.pline("You feel an object drain your life!");
            } else {
                self.pline(format!("{what} drains your life!"));
                learned |= ids::ITEM_DRLI;
            }
            said = true;
            self.losexp("life drainage");
            if let Some(m) = agr.and_then(|i| self.lev.monsters.get_mut(i))
                && m.mhp < m.mhpmax
            {
                m.mhp = (m.mhp + (oldmax - self.u.uhpmax) / 2).min(m.mhpmax);
            }
        }
        if learned != 0 {
            let mut ids = vec![o.o_id];
            ids.extend(launcher.map(|l| l.o_id));
            self.learn_oprops_everywhere(&ids, learned);
        }
        (extra, said)
    }

    /// Fire, frost, draining and vorpal of `o` (and its `launcher`) on
    /// monster `def`, from monster `agr` (None: a missile whose thrower
    /// is gone). Returns the damage to add (see [`Game::oprops_hit_you`])
    /// and whether a message was given.
    pub fn oprops_hit_mon(
        &mut self,
        agr: Option<usize>,
        def: usize,
        o: &Obj,
        launcher: Option<&Obj>,
        how: PropHit,
        dmg: i32,
    ) -> (i32, bool) {
        let t = tables();
        let bits = acting_oprops(t, o, launcher, how);
        let Some(m) = self.lev.monsters.get(def).filter(|_| bits != 0) else { return (0, false) };
        let (pm, mhp) = (m.mnum, m.mhp);
        let resists = crate::monsters::muse::props::mon_resists(t, m);
        let vis = self.canspotmon(m) || agr.and_then(|a| self.lev.monsters.get(a)).is_some_and(|a| self.canspotmon(a));
        let what = crate::world::display::capitalize(&crate::objects::objnam::the(&self.xname_of(o)));
        let hittee = self.mon_nam(def);
        let (mut extra, mut said, mut learned) = (0, false, 0u32);
        if bits & ids::ITEM_FIRE != 0 {
            if !resists.contains(Mr::FIRE) {
                extra += self.rng.rnd(6);
                if vis {
                    let verb = if pm == ids::PM_WATER_ELEMENTAL { "vaporizes part of" } else { "burns" };
                    self.pline(format!("{what} {verb} {hittee}!"));
                    said = true;
                    learned |= ids::ITEM_FIRE;
                }
            }
            self.oprop_burn_items(Some(def), DamageType::Fire);
        }
        if bits & ids::ITEM_FROST != 0 {
            if !resists.contains(Mr::COLD) {
                extra += self.rng.rnd(6);
                if vis {
                    self.pline(format!("{what} freezes {hittee}!"));
                    said = true;
                    learned |= ids::ITEM_FROST;
                }
            }
            self.oprop_burn_items(Some(def), DamageType::Cold);
        }
        let mut dead = false;
        if bits & ids::ITEM_VORPAL != 0 && (self.rng.rnd(20) == 1 || pm == ids::PM_JABBERWOCK) {
            if types::bimanual(t, o.otyp) {
                if crate::objects::weapon::bigmonst(t, pm) {
                    extra += dmg.max(0);
                    if vis {
                        let who = agr.map(|a| self.monnam_cap(a)).unwrap_or_else(|| what.clone());
                        self.pline(format!("{who} cuts deeply into {hittee}!"));
                    }
                } else {
                    extra = 2 * mhp + 200;
                    dead = true;
                    if vis {
                        self.pline(format!("{what} cuts {hittee} in half!"));
                    }
                }
            } else if t.mon(pm).mflags1.contains(M1::NOHEAD) {
                if vis {
                    let who =
                        agr.map(|a| self.mon_nam(a)).unwrap_or_else(|| crate::objects::objnam::the(&self.xname_of(o)));
                    self.pline(format!("Somehow, {who} misses wildly."));
                }
                self.learn_oprops_everywhere(&[o.o_id], learned);
                return (-dmg - extra, vis);
            } else if crate::monsters::makemon::noncorporeal(t, pm) || crate::monsters::makemon::amorphous(t, pm) {
                if vis {
                    let whose = crate::objects::objnam::s_suffix(&hittee);
                    self.pline(format!("{what} slices through {whose} neck."));
                }
            } else {
                extra = 2 * mhp + 200;
                dead = true;
                if vis {
                    let verb = BEHEAD[self.rng.rn2(2) as usize];
                    self.pline(format!("{what} {verb} {hittee}!"));
                }
            }
            if vis {
                said = true;
                learned |= ids::ITEM_VORPAL;
            }
        }
        if !dead && bits & ids::ITEM_DRLI != 0 && !resists_drli(t, pm) {
            if vis {
                self.pline(format!("{what} draws the life from {hittee}!"));
                said = true;
                learned |= ids::ITEM_DRLI;
            }
            let m = &mut self.lev.monsters[def];
            if m.m_lev == 0 {
                extra = 2 * m.mhp + 200;
            } else {
                let drain = self.rng.rnd(8);
                extra += drain;
                m.mhpmax = (m.mhpmax - drain).max(1);
                m.m_lev -= 1;
                if let Some(a) = agr.and_then(|a| self.lev.monsters.get_mut(a)) {
                    a.mhp = (a.mhp + drain / 2).min(a.mhpmax);
                }
            }
        }
        if learned != 0 {
            let mut ids = vec![o.o_id];
            ids.extend(launcher.map(|l| l.o_id));
            self.learn_oprops_everywhere(&ids, learned);
        }
        (extra, said)
    }

    /// What a fire or frost property does to the target's pack
    /// (`artifact_hit`'s `destroy_mitem` calls): fire burns potions and
    /// scrolls one time in 4 each and spellbooks one time in 7; frost
    /// freezes potions one time in 4. `def` None is the hero.
    pub fn oprop_burn_items(&mut self, def: Option<usize>, adtyp: DamageType) {
        let classes: &[(OClass, i32)] = if adtyp == DamageType::Fire {
            &[(OClass::Potion, 4), (OClass::Scroll, 4), (OClass::Spbook, 7)]
        } else {
            &[(OClass::Potion, 4)]
        };
        for &(class, n) in classes {
            if self.rng.rn2(n) != 0 {
                continue;
            }
            match def {
                Some(i) => self.destroy_mitem(i, class, adtyp),
                None => self.destroy_item(class, adtyp),
            }
        }
    }
}
