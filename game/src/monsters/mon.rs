//! Monsters dying and being hurt (mon.c): `mondead`, `xkilled` with the
//! corpse and experience (exper.c's `experience`), `monkilled`, and the
//! monster's armor class (`find_mac`).

use crate::game::Game;
use crate::monsters::makemon as mdat;
use crate::world::monst::Monst;
use crate::world::obj::{Obj, Worn};
use oxhack_defs::flags::{Geno, M2};
use oxhack_defs::{AttackType, DamageType, MonClass, OClass, Size, Sound, Tables};
use oxhack_tables::{ids, tables};

/// `find_mac`: a monster's armor class, its kind's less what it wears.
pub fn find_mac(t: &Tables, m: &Monst) -> i32 {
    let mut base = t.mon(m.mnum).ac as i32;
    for o in &m.minvent {
        if o.owornmask.intersects(Worn::ARMOR) && o.oclass(t) == OClass::Armor {
            let a = t.obj(o.otyp).a_ac() as i32;
            base -= a + o.spe as i32 - (o.greatest_erosion() as i32).min(a);
            base -= crate::objects::affix::affix_ac(t, o);
        }
    }
    base
}

/// `experience`: the points for killing `m`, the `nk`th of its kind to
/// die (revived and cloned monsters give less the more of them died).
pub fn experience(t: &Tables, m: &Monst, nk: i32) -> i64 {
    let ptr = t.mon(m.mnum);
    let lev = m.m_lev as i64;
    let mut tmp: i64 = 1 + lev * lev;
    let mac = find_mac(t, m) as i64;
    if mac < 3 {
        tmp += (7 - mac) * if mac < 0 { 2 } else { 1 };
    }
    if ptr.mmove as i32 > crate::world::mondata::NORMAL_SPEED {
        tmp += if ptr.mmove as i32 > 3 * crate::world::mondata::NORMAL_SPEED / 2 { 5 } else { 3 };
    }
    for a in &ptr.attacks {
        let at = a.aatyp.value();
        if at > AttackType::Butt.value() {
            tmp += match a.aatyp {
                AttackType::Weap => 5,
                AttackType::Magc => 10,
                _ => 3,
            };
        }
    }
    for a in &ptr.attacks {
        let ad = a.adtyp.value();
        if ad > DamageType::Phys.value() && ad < DamageType::Blnd.value() {
            tmp += 2 * lev;
        } else if matches!(a.adtyp, DamageType::Drli | DamageType::Ston | DamageType::Slim) {
            tmp += 50;
        } else if a.adtyp != DamageType::Phys {
            tmp += lev;
        }
        if a.damd as i64 * a.damn as i64 > 23 {
            tmp += lev;
        }
        if a.adtyp == DamageType::Wrap && ptr.mlet == MonClass::Eel {
            // The hero is never amphibious without polymorph.
            tmp += 1000;
        }
    }
    if mdat::extra_nasty(t, m.mnum) {
        tmp += 7 * lev;
    }
    if m.m_lev > 8 {
        tmp += 50;
    }
    if m.mrevived || m.mcloned {
        let (mut nk, mut tmp2, mut i) = (nk, 20, 0);
        while nk > tmp2 && tmp > 1 {
            tmp = (tmp + 1) / 2;
            nk -= tmp2;
            if i & 1 == 1 {
                tmp2 += 20;
            }
            i += 1;
        }
    }
    tmp
}

impl Game {
    /// The index of the monster with id `m_id` on this level.
    pub fn mon_index(&self, m_id: u32) -> Option<usize> {
        self.lev.monsters.iter().position(|m| m.m_id == m_id)
    }

    /// `corpse_chance`: whether the dead monster leaves a corpse (big
    /// monsters, lizards, golems, player-monsters, riders and shopkeepers
    /// always do; others by frequency and size).
    fn corpse_chance(&mut self, m: &Monst) -> bool {
        let t = tables();
        let d = t.mon(m.mnum);
        if d.attacks.iter().any(|a| a.aatyp == AttackType::Boom) {
            return false;
        }
        if self.level_specific_nocorpse(m) {
            return false;
        }
        if ((d.msize >= Size::Large || m.mnum == ids::PM_LIZARD) && !m.mcloned)
            || mdat::is_golem(t, m.mnum)
            || crate::world::mondata::is_mplayer(m.mnum)
            || crate::world::mondata::is_rider(m.mnum)
            || m.isshk()
        {
            return true;
        }
        let tmp = 2 + i32::from(d.freq < 2) + i32::from(crate::world::mondata::verysmall(t, m.mnum));
        self.rng.rn2(tmp) == 0
    }

    /// `LEVEL_SPECIFIC_NOCORPSE`: graveyards keep most undead corpses away.
    fn level_specific_nocorpse(&mut self, m: &Monst) -> bool {
        self.lev.flags.graveyard && mdat::is_undead(tables(), m.mnum) && self.rng.rn2(3) != 0
    }

    /// `make_corpse` (`mkcorpstat`): the corpse of `m` at its spot, unless
    /// its kind leaves none. Zombies and mummies leave their living kind's,
    /// aged.
    pub fn make_corpse(&mut self, m: &Monst) -> bool {
        let t = tables();
        if t.mon(m.mnum).geno.contains(Geno::NOCORPSE) {
            return false;
        }
        let is_undead_form = matches!(t.mon(m.mnum).mlet, MonClass::Zombie | MonClass::Mummy);
        let pm = if is_undead_form { crate::world::mondata::undead_to_corpse(m.mnum) } else { m.mnum };
        let mut obj = self.with_mk(|c| c.mksobj(ids::CORPSE, false, false));
        obj.corpsenm = Some(pm);
        obj.age = self.moves - if is_undead_form { 100 } else { 0 };
        self.lev.place_object(obj, m.mx, m.my);
        self.newsym(m.mx, m.my);
        true
    }

    /// `mondead` / `m_detach`: monster `i` dies and leaves the level; what
    /// it carried drops where it stood. Returns the dead monster.
    pub fn mondead(&mut self, i: usize) -> Option<Monst> {
        if i >= self.lev.monsters.len() {
            return None;
        }
        let mut m = self.lev.monsters.remove(i);
        m.mhp = 0;
        self.quest_mon_died(m.mnum);
        if m.iswiz {
            self.wizdead();
        }
        let (x, y) = (m.mx, m.my);
        for mut o in std::mem::take(&mut m.minvent) {
            o.owornmask = Worn::empty();
            self.lev.place_object(o, x, y);
        }
        m.mw = None;
        if let Some(v) = self.og.mvitals.get_mut(m.mnum.0 as usize) {
            v.died = v.died.saturating_add(1);
        }
        if self.u.ustuck == Some(m.m_id) {
            self.swallower_gone(x, y);
        }
        if self.u.pet_id == Some(m.m_id) {
            self.u.pet_id = None;
        }
        if m.isshk() {
            self.shkgone(&m);
        }
        self.newsym(x, y);
        // A dead vault guard waits, parked, for its corridor to go.
        if m.isgd() {
            self.guard_died(m.clone());
        }
        Some(m)
    }

    /// `monstone`: monster `i` turns to stone: a statue of it holding
    /// what it carried stands where it was (a unique's statue is
    /// historic). Returns the dead monster.
    pub fn monstone(&mut self, i: usize) -> Option<Monst> {
        let t = tables();
        let m = self.lev.monsters.get_mut(i)?;
        let (x, y, pm) = (m.mx, m.my, m.mnum);
        let contents: Vec<Obj> = std::mem::take(&mut m.minvent)
            .into_iter()
            .map(|mut o| {
                o.owornmask = Worn::empty();
                o
            })
            .collect();
        m.mw = None;
        let name = m.mname.clone();
        let mut statue = self.with_mk(|c| c.mksobj(ids::STATUE, false, false));
        statue.corpsenm = Some(pm);
        statue.contents = contents;
        if t.mon(pm).geno.contains(Geno::UNIQ) {
            statue.spe = 1;
        }
        statue.oname = name;
        self.lev.place_object(statue, x, y);
        let dead = self.mondead(i);
        self.newsym(x, y);
        dead
    }

    /// `monkilled`: monster `i` died of something other than the hero
    /// (another monster, a trap); "The jackal is killed!" when seen.
    pub fn monkilled(&mut self, i: usize, fltxt: &str) {
        let Some(m) = self.lev.monsters.get(i) else { return };
        let seen = self.canspotmon(m);
        let nonliving = mdat::nonliving(tables(), m.mnum);
        let was_tame = m.mtame > 0;
        if seen {
            let name = self.monnam_cap(i);
            let verb = if nonliving { "destroyed" } else { "killed" };
            if fltxt.is_empty() {
                self.pline(format!("{name} is {verb}!"));
            } else {
                self.pline(format!("{name} is {verb} by {fltxt}!"));
            }
        }
        if let Some(dead) = self.mondead(i) {
            self.mon_boom(&dead, false);
            if self.corpse_chance(&dead) {
                self.make_corpse(&dead);
            }
            if was_tame && !seen {
                self.pline("You have a sad feeling for a moment, then it passes.");
            }
        }
    }

    /// `xkilled`: the hero killed monster `i`: the message, the body and a
    /// chance of a random object, luck and alignment, experience.
    pub fn xkilled(&mut self, i: usize) {
        self.xkilled_as(i, false);
    }

    /// `xkilled` with `stoned` set: the hero turned monster `i` to stone
    /// (Medusa's own gaze sent back): a statue instead of a body and no
    /// random object.
    pub fn xkilled_as(&mut self, i: usize, stoned: bool) {
        let t = tables();
        let Some(m) = self.lev.monsters.get(i) else { return };
        let seen = self.canspotmon(m);
        let verb = if mdat::nonliving(t, m.mnum) { "destroy" } else { "kill" };
        let name = if !seen {
            "it".to_string()
        } else if m.mtame > 0 {
            match &m.mname {
                Some(n) => format!("poor {n}"),
                None => format!("the poor {}", t.mon(m.mnum).name),
            }
        } else {
            self.mon_nam(i)
        };
        self.pline(format!("You {verb} {name}!"));
        self.u.conduct.killer += 1;
        let dead = if stoned { self.monstone(i) } else { self.mondead(i) };
        let Some(dead) = dead else { return };
        let pm = dead.mnum;
        let d = t.mon(pm);
        if let Some(k) = self.kills.get_mut(pm.0 as usize) {
            *k += 1;
        }
        // A random item dropped on death, or what the monster's death
        // list in dat/treasure.def makes.
        let death_list = t.treasure.monster_lists(pm, d.mlet).1;
        if let Some(list) = death_list {
            if !stoned {
                for obj in self.with_mk(|c| c.create_treasure(list)) {
                    self.lev.place_object(obj, dead.mx, dead.my);
                }
            }
        } else if !stoned && self.rng.rn2(6) == 0 && !d.geno.contains(Geno::NOCORPSE) && d.mlet != MonClass::Kop {
            let obj = self.with_mk(|c| c.mkobj(OClass::Random, true));
            let small = t.obj(obj.otyp).weight as i64 * obj.quan.max(1) < 200 || obj.oclass(t) == OClass::Coin;
            if small || d.msize >= Size::Large {
                self.lev.place_object(obj, dead.mx, dead.my);
            }
        }
        if !stoned && self.corpse_chance(&dead) {
            self.make_corpse(&dead);
        }
        self.newsym(dead.mx, dead.my);
        if !stoned {
            self.mon_boom(&dead, true);
        }
        self.punish_kill(&dead);
        let nk = self.og.mvitals.get(pm.0 as usize).map_or(0, |v| v.died as i32);
        let exp = experience(t, &dead, nk);
        self.more_experienced(exp);
        self.newexplevel();
    }

    /// Luck and alignment after the hero's kill (the end of `xkilled`).
    fn punish_kill(&mut self, m: &Monst) {
        let t = tables();
        let d = t.mon(m.mnum);
        let chaotic = self.u.hero.align == oxhack_defs::Align::Chaotic;
        if d.mflags2.contains(M2::HUMAN)
            && !mdat::always_hostile(t, m.mnum)
            && m.malign <= 0
            && !crate::world::mondata::is_mplayer(m.mnum)
            && !chaotic
        {
            self.change_luck(-2);
            self.pline("You murderer!");
        }
        if (m.mpeaceful && self.rng.rn2(2) == 0) || m.mtame > 0 {
            self.change_luck(-1);
        }
        if mdat::is_unicorn(t, m.mnum)
            && sgn(crate::monsters::makemon::align_value(self.u.hero.align)) == sgn(d.maligntyp as i32)
        {
            self.change_luck(-5);
            self.pline("You feel guilty...");
        }
        if d.msound == Sound::Guardian {
            self.adjalign(-(self.alignlim() / 8));
            self.pline("That was probably a bad idea...");
        } else if m.mtame > 0 {
            self.adjalign(-15);
            self.pline("You hear the rumble of distant thunder...");
        } else if m.mpeaceful {
            self.adjalign(-5);
        }
        self.adjalign(m.malign);
    }

    /// `ALIGNLIM`: how far the alignment record may grow by now.
    pub fn alignlim(&self) -> i32 {
        (10 + self.moves / 200).min(i32::MAX as i64) as i32
    }

    /// Deals `dmg` to monster `i`; true if it died (and is gone). `by_you`
    /// credits the hero with the kill.
    pub fn damage_monster(&mut self, i: usize, dmg: i32, by_you: bool) -> bool {
        let Some(m) = self.lev.monsters.get_mut(i) else { return false };
        m.mhp = m.mhp.saturating_sub(dmg);
        if m.mhp > 0 {
            return false;
        }
        if by_you {
            self.xkilled(i);
        } else {
            self.monkilled(i, "");
        }
        true
    }

    /// Puts an object on the floor at (x, y) and redraws the square.
    pub fn drop_to_floor(&mut self, obj: Obj, x: i32, y: i32) {
        self.lev.place_object(obj, x, y);
        self.newsym(x, y);
    }
}

fn sgn(x: i32) -> i32 {
    x.signum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn newt_and_jackal_experience() {
        let t = tables();
        let newt = Monst::new(1, ids::PM_NEWT, 1, 1);
        // Level 0, AC 8, speed 6, one 1d3 bite: 1 point.
        assert_eq!(experience(t, &newt, 1), 1);
        let mut jackal = Monst::new(2, ids::PM_JACKAL, 1, 1);
        jackal.m_lev = 1;
        assert_eq!(experience(t, &jackal, 1), 2);
    }
}
