//! Monsters picking things up as they move (monmove.c's `m_move` tail
//! with mon.c's `mpickstuff`, `can_carry`, `curr_mon_load` and
//! `max_mon_load`, and muse.c's `searches_for_item`): collectors take
//! weapons, armor, gems and food (`likes_objs`), magic lovers take
//! magic (`likes_magic`), jewel lovers take gems (`likes_gems`), and
//! any thinking monster takes the items it knows how to use. Gold
//! lovers' gold is `mpickgold`, in monmove.
//!
//! Gaps: monsters that hide under objects or eat them (gelatinous cubes,
//! rock moles) and rock throwers picking up boulders are not handled
//! here; an item's weight is its type's weight times its quantity.

use crate::game::Game;
use crate::world::monst::Monst;
use crate::world::obj::Obj;
use oxhack_defs::flags::{M1, M2};
use oxhack_defs::{AttackType, OClass, Tables};
use oxhack_tables::{ids, tables};

/// The classes a collector wants (`practical[]`).
const PRACTICAL: [OClass; 4] = [OClass::Weapon, OClass::Armor, OClass::Gem, OClass::Food];
/// The classes a magic lover wants (`magical[]`).
const MAGICAL: [OClass; 6] =
    [OClass::Amulet, OClass::Potion, OClass::Scroll, OClass::Wand, OClass::Ring, OClass::Spbook];

/// Most a monster can carry, as a human's 1000 scaled by its weight
/// (`max_mon_load`).
pub fn max_mon_load(t: &Tables, m: &Monst) -> i64 {
    const MAX_CARR_CAP: i64 = 1000;
    const WT_HUMAN: i64 = 1450;
    let d = t.mon(m.mnum);
    let strong = d.mflags2.contains(M2::STRONG);
    let cwt = d.cwt as i64;
    let mut load = if cwt == 0 {
        MAX_CARR_CAP * d.msize as i64 / 2
    } else if !strong || cwt > WT_HUMAN {
        MAX_CARR_CAP * cwt / WT_HUMAN
    } else {
        MAX_CARR_CAP
    };
    if !strong {
        load /= 2;
    }
    load.max(1)
}

/// An object's weight as monsters feel it.
fn owt(t: &Tables, o: &Obj) -> i64 {
    if o.otyp == ids::GOLD_PIECE {
        return (o.quan + 50) / 100;
    }
    if o.otyp == ids::CORPSE
        && let Some(pm) = o.corpsenm
    {
        return t.mon(pm).cwt as i64 * o.quan;
    }
    t.obj(o.otyp).weight as i64 * o.quan
}

/// What monster `m` carries (`curr_mon_load`; a rock thrower's boulders
/// weigh nothing).
pub fn curr_mon_load(t: &Tables, m: &Monst) -> i64 {
    let rocks = crate::monsters::makemon::throws_rocks(t, m.mnum);
    m.minvent.iter().filter(|o| !(o.otyp == ids::BOULDER && rocks)).map(|o| owt(t, o)).sum()
}

/// `searches_for_item`: whether monster `m` knows a use for `o`.
pub fn searches_for_item(t: &Tables, m: &Monst, o: &Obj) -> bool {
    use crate::monsters::makemon::{attacktype, is_animal, is_floater, is_unicorn, mindless, nonliving};
    let pm = m.mnum;
    if is_animal(t, pm) || mindless(t, pm) || pm == ids::PM_GHOST {
        return false;
    }
    let typ = o.otyp;
    let gaze = attacktype(t, pm, AttackType::Gaze);
    if typ == ids::WAN_MAKE_INVISIBLE || typ == ids::POT_INVISIBILITY {
        return !m.minvis && !gaze;
    }
    if typ == ids::WAN_SPEED_MONSTER || typ == ids::POT_SPEED {
        return m.mspeed != super::props::MFAST;
    }
    match o.oclass(t) {
        OClass::Wand => {
            if o.spe <= 0 {
                return false;
            }
            match typ {
                ids::WAN_DIGGING => !is_floater(t, pm),
                ids::WAN_POLYMORPH => t.mon(pm).difficulty < 6,
                ids::WAN_STRIKING | ids::WAN_TELEPORTATION | ids::WAN_CREATE_MONSTER => true,
                _ => t.obj(typ).dir == oxhack_defs::tables::RAY,
            }
        }
        OClass::Potion => match typ {
            ids::POT_HEALING
            | ids::POT_EXTRA_HEALING
            | ids::POT_FULL_HEALING
            | ids::POT_POLYMORPH
            | ids::POT_GAIN_LEVEL
            | ids::POT_PARALYSIS
            | ids::POT_SLEEPING
            | ids::POT_ACID
            | ids::POT_CONFUSION => true,
            ids::POT_BLINDNESS => !gaze,
            _ => false,
        },
        OClass::Scroll => {
            matches!(typ, ids::SCR_TELEPORTATION | ids::SCR_CREATE_MONSTER | ids::SCR_EARTH | ids::SCR_FIRE)
        }
        OClass::Amulet => match typ {
            ids::AMULET_OF_LIFE_SAVING => !nonliving(t, pm),
            ids::AMULET_OF_REFLECTION => true,
            _ => o.oprops & ids::ITEM_REFLECTION != 0,
        },
        OClass::Tool => match typ {
            ids::PICK_AXE => {
                let f1 = t.mon(pm).mflags1;
                f1.contains(M1::TUNNEL) && f1.contains(M1::NEEDPICK)
            }
            ids::UNICORN_HORN => !o.cursed && !is_unicorn(t, pm),
            ids::FROST_HORN | ids::FIRE_HORN => o.spe > 0,
            _ => false,
        },
        _ => false,
    }
}

/// `can_carry`: how many of `o` monster `m` can take (0: none).
pub fn can_carry(t: &Tables, m: &Monst, o: &Obj) -> i64 {
    let d = t.mon(m.mnum);
    if d.mflags1.contains(M1::NOTAKE) {
        return 0;
    }
    if t.obj(o.otyp).material == Some(oxhack_defs::Material::Silver) && crate::objects::weapon::hates_silver(t, m.mnum)
    {
        return 0;
    }
    let mut iquan = o.quan;
    if iquan > 1 {
        let glomper = (d.mlet == oxhack_defs::MonClass::Dragon && matches!(o.oclass(t), OClass::Coin | OClass::Gem))
            || d.attacks.iter().any(|a| a.aatyp == AttackType::Engl);
        if d.mflags1.contains(M1::NOHANDS) && !glomper {
            return 1;
        }
    }
    if m.isshk() {
        return iquan;
    }
    if m.mpeaceful && m.mtame == 0 {
        return 0;
    }
    if crate::monsters::makemon::throws_rocks(t, m.mnum) && o.otyp == ids::BOULDER {
        return iquan;
    }
    if d.mlet == oxhack_defs::MonClass::Nymph {
        return if o.oclass(t) == OClass::Rock { 0 } else { iquan };
    }
    if curr_mon_load(t, m) + owt(t, o) > max_mon_load(t, m) {
        // Only part of a stack fits.
        let unit = (owt(t, o) / o.quan.max(1)).max(1);
        iquan = ((max_mon_load(t, m) - curr_mon_load(t, m)) / unit).max(0);
    }
    iquan
}

impl Game {
    /// The picking-up at the end of `m_move`: what monster `i`, standing
    /// on objects, wants by its likes and its load. True when it picked
    /// something up (then it does not attack this turn).
    pub fn m_move_pickup(&mut self, i: usize) -> bool {
        let t = tables();
        let Some(m) = self.lev.monsters.get(i) else { return false };
        if m.mtame > 0 || !m.mcanmove {
            return false;
        }
        let (x, y, pm) = (m.mx, m.my, m.mnum);
        if !self.lev.objects.iter().any(|f| f.x == x && f.y == y) {
            return false;
        }
        let in_shop = !crate::world::level::in_rooms(&self.lev, x, y, crate::world::level::rtype::SHOPBASE).is_empty();
        if in_shop && self.rng.rn2(25) != 0 {
            return false;
        }
        let m = &self.lev.monsters[i];
        let pct = curr_mon_load(t, m) * 100 / max_mon_load(t, m);
        let f2 = t.mon(pm).mflags2;
        let likeobjs = f2.contains(M2::COLLECT) && pct < 75;
        let likemagic = f2.contains(M2::MAGIC) && pct < 85;
        let likegems = f2.contains(M2::JEWELS) && pct < 85;
        let uses_items =
            !crate::monsters::makemon::mindless(t, pm) && !crate::monsters::makemon::is_animal(t, pm) && pct < 75;
        let mut picked = false;
        if likeobjs {
            picked |= self.mpickstuff(i, Some(&PRACTICAL));
        }
        if likemagic {
            picked |= self.mpickstuff(i, Some(&MAGICAL));
        }
        if likegems {
            picked |= self.mpickstuff(i, Some(&[OClass::Gem]));
        }
        if uses_items {
            picked |= self.mpickstuff(i, None);
        }
        picked
    }

    /// `mpickstuff`: monster `i` picks up one object of the classes
    /// `want` (or, with none, one it has a use for) where it stands, says
    /// so when seen, and puts on any armor that is now better.
    pub fn mpickstuff(&mut self, i: usize, want: Option<&[OClass]>) -> bool {
        let t = tables();
        let Some(m) = self.lev.monsters.get(i) else { return false };
        if m.isshk() {
            return false;
        }
        let (x, y) = (m.mx, m.my);
        if crate::world::level::is_pool(self.lev.typ(x, y)) {
            return false;
        }
        let nymph = t.mon(m.mnum).mlet == oxhack_defs::MonClass::Nymph;
        let mut chosen = None;
        for (fi, f) in self.lev.objects.iter().enumerate().rev() {
            if f.x != x || f.y != y {
                continue;
            }
            let o = &f.obj;
            let wanted = match want {
                Some(classes) => classes.contains(&o.oclass(t)),
                None => searches_for_item(t, m, o),
            };
            if !wanted {
                continue;
            }
            if o.otyp == ids::CORPSE
                && !nymph
                && !o.corpsenm.is_some_and(|c| {
                    c == ids::PM_COCKATRICE
                        || c == ids::PM_CHICKATRICE
                        || c == ids::PM_LIZARD
                        || t.mon(c).mflags1.contains(M1::ACID)
                })
            {
                continue;
            }
            if o.oartifact.is_some() {
                continue;
            }
            let n = can_carry(t, m, o);
            if n <= 0 {
                continue;
            }
            chosen = Some((fi, n));
            break;
        }
        let Some((fi, n)) = chosen else { return false };
        let mut got = if n < self.lev.objects[fi].obj.quan {
            let f = &mut self.lev.objects[fi].obj;
            f.quan -= n;
            let mut part = f.clone();
            part.quan = n;
            part.o_id = self.og.next_ident();
            part
        } else {
            self.lev.objects.remove(fi).obj
        };
        got.owornmask = crate::world::obj::Worn::empty();
        if self.vis.cansee(x, y) && self.opts.verbose {
            let name = self.monnam_cap(i);
            let what = self.doname(&got);
            self.pline(format!("{name} picks up {what}."));
        }
        let m = &mut self.lev.monsters[i];
        match m.minvent.iter_mut().find(|o| crate::objects::invent::mergable(o, &got)) {
            Some(s) => {
                s.quan += got.quan;
                s.oprops_known |= got.oprops_known;
            }
            None => m.minvent.push(got),
        }
        self.m_dowear(i);
        self.newsym(x, y);
        true
    }
}
