//! Monsters' ranged attacks (mthrowu.c): lined up with their target
//! (`linedup`, `lined_up`, `m_lined_up`: a straight line within
//! `BOLT_LIM` that they can see or shoot along), they throw or shoot a
//! volley (`thrwmu`, picking with `select_rwep`), spit venom (`spitmu`,
//! `spitmm`) and breathe (`breamu`, `breamm`: a ray through
//! [`Game::buzz_breath`]). Thrown things fly their range (`m_throw`),
//! hitting monsters on the way (`ohitmon`) and the hero (`thitu`), and
//! lie where they stop or break (`drop_throw`).
//!
//! Gaps: monsters do not wield launchers to shoot (only one already
//! wielded) nor thrust polearms, no poisoned missiles, and thrown
//! potions only hit as objects (`potionhit` is not built).

use crate::game::Game;
use crate::monsters::makemon::{boulder_at, closed_door, throws_rocks};
use crate::monsters::mon::find_mac;
use crate::monsters::muse::oprop_hit::PropHit;
use crate::objects::weapon::{dmgval, weapon_type};
use crate::world::display::capitalize;
use crate::world::level::BOLT_LIM;
use crate::world::monst::Appearance;
use crate::world::obj::ammo_and_launcher;
use crate::world::obj::{Obj, Worn};
use oxhack_defs::flags::{M2, Mr};
use oxhack_defs::{Attack, DamageType, OClass, Otyp, Prop, Skill};
use oxhack_tables::{ids, tables};

/// Missiles monsters throw, best first (`rwep[]`).
const RWEP: [Otyp; 22] = [
    ids::DWARVISH_SPEAR,
    ids::SILVER_SPEAR,
    ids::ELVEN_SPEAR,
    ids::SPEAR,
    ids::ORCISH_SPEAR,
    ids::JAVELIN,
    ids::SHURIKEN,
    ids::YA,
    ids::SILVER_ARROW,
    ids::ELVEN_ARROW,
    ids::ARROW,
    ids::ORCISH_ARROW,
    ids::CROSSBOW_BOLT,
    ids::SILVER_DAGGER,
    ids::ELVEN_DAGGER,
    ids::DAGGER,
    ids::ORCISH_DAGGER,
    ids::KNIFE,
    ids::FLINT,
    ids::ROCK,
    ids::DART,
    ids::CREAM_PIE,
];

impl Game {
    /// `select_rwep`: the index in monster `i`'s inventory of what it
    /// would throw or shoot (ammunition only with its launcher wielded;
    /// never the wielded weapon itself; nothing without the range slot).
    fn select_rwep(&self, i: usize) -> Option<usize> {
        let t = tables();
        let m = self.lev.monsters.get(i)?;
        // A body shape without the range slot throws and fires nothing.
        if !crate::world::body::body_of(t, m.mnum).has(oxhack_defs::Slot::Range) {
            return None;
        }
        let mwep = m.mw.and_then(|w| m.minvent.get(w));
        for otyp in RWEP {
            let found = m.minvent.iter().enumerate().find(|&(k, o)| {
                o.otyp == otyp
                    && Some(k) != m.mw
                    && o.owornmask.is_empty()
                    && (!crate::world::obj::types::is_ammo(t, otyp) || ammo_and_launcher(t, o, mwep))
            });
            if let Some((k, _)) = found {
                return Some(k);
            }
        }
        None
    }

    /// `linedup`: whether (ax, ay) lies in a straight line (orthogonal or
    /// diagonal) within range from (bx, by) with nothing in between: the
    /// hero must be in view of (bx, by), a monster in a clear path.
    /// Boulders in the way block (`boulderhandling` 0), are ignored (1),
    /// or block in part (2). Returns the offset (`tbx`, `tby`).
    pub fn linedup(&mut self, ax: i32, ay: i32, bx: i32, by: i32, boulderhandling: i32) -> Option<(i32, i32)> {
        let (tbx, tby) = (ax - bx, ay - by);
        if tbx == 0 && tby == 0 {
            return None;
        }
        let straight = tbx == 0 || tby == 0 || tbx.abs() == tby.abs();
        if !straight || distmin(tbx, tby, 0, 0) >= BOLT_LIM {
            return None;
        }
        let clear = if (ax, ay) == (self.u.ux, self.u.uy) {
            self.vis.couldsee(bx, by)
        } else {
            self.vis.clear_path(ax, ay, bx, by)
        };
        if clear {
            return Some((tbx, tby));
        }
        if boulderhandling == 0 {
            return None;
        }
        // Out of sight, maybe only because of boulders.
        let (dx, dy) = (tbx.signum(), tby.signum());
        let (mut x, mut y) = (bx, by);
        let mut boulders = 0;
        while (x, y) != (ax, ay) {
            x += dx;
            y += dy;
            if crate::world::level::is_rock(self.lev.typ(x, y)) || closed_door(&self.lev, x, y) {
                return None;
            }
            if boulder_at(&self.lev, x, y) {
                boulders += 1;
            }
        }
        (boulderhandling == 1 || self.rng.rn2(2 + boulders) < 2).then_some((tbx, tby))
    }

    /// `lined_up`: monster `i` is in position to use a ranged attack on
    /// where it thinks the hero is. Rock throwers and wielders of
    /// striking see past boulders.
    pub fn lined_up(&mut self, i: usize) -> Option<(i32, i32)> {
        let t = tables();
        let m = self.lev.monsters.get(i)?;
        let ignore_boulders = throws_rocks(t, m.mnum) || m.minvent.iter().any(|o| o.otyp == ids::WAN_STRIKING);
        let (ax, ay, bx, by) = (m.mux, m.muy, m.mx, m.my);
        self.linedup(ax, ay, bx, by, if ignore_boulders { 1 } else { 2 })
    }

    /// `m_lined_up`: monster `i` is lined up with monster `j`.
    pub fn m_lined_up(&mut self, j: usize, i: usize) -> Option<(i32, i32)> {
        let (a, b) = (self.lev.monsters.get(j)?, self.lev.monsters.get(i)?);
        let (ax, ay, bx, by) = (a.mx, a.my, b.mx, b.my);
        self.linedup(ax, ay, bx, by, 0)
    }

    /// `thrwmu`: monster `i`, lined up with the hero, throws or shoots a
    /// volley, unless the hero is running away and still near. Returns
    /// whether it did.
    pub fn thrwmu(&mut self, i: usize) -> bool {
        let t = tables();
        let Some(k) = self.select_rwep(i) else { return false };
        let Some((tbx, tby)) = self.lined_up(i) else { return false };
        let m = &self.lev.monsters[i];
        let (mx, my) = (m.mx, m.my);
        let dm = distmin(mx, my, m.mux, m.muy);
        let retreating = distmin(self.u.ux, self.u.uy, mx, my) > distmin(self.u.ux0, self.u.uy0, mx, my);
        if retreating && self.rng.rn2(BOLT_LIM - dm) != 0 {
            return false;
        }
        let m = &self.lev.monsters[i];
        let obj = m.minvent[k].clone();
        let mwep = m.mw.and_then(|w| m.minvent.get(w)).cloned();
        let launched = ammo_and_launcher(t, &obj, mwep.as_ref());
        let skill = weapon_type(t, Some(&obj));
        let mut multishot = 1;
        if obj.quan > 1 && (launched || matches!(skill, Skill::Dagger | Skill::Dart | Skill::Shuriken)) && !m.mconf {
            let f2 = t.mon(m.mnum).mflags2;
            if f2.contains(M2::PRINCE) {
                multishot += 2;
            } else if f2.contains(M2::LORD) {
                multishot += 1;
            }
            match m.mnum {
                ids::PM_RANGER => multishot += 1,
                ids::PM_ROGUE if skill == Skill::Dagger => multishot += 1,
                ids::PM_SAMURAI | ids::PM_NINJA
                    if obj.otyp == ids::YA && mwep.as_ref().is_some_and(|w| w.otyp == ids::YUMI) =>
                {
                    multishot += 1
                }
                _ => {}
            }
            multishot = self.rng.rnd(multishot);
        }
        let n = (multishot as i64).min(obj.quan).max(1);
        if self.canspotmon(&self.lev.monsters[i]) {
            let name = self.monnam_cap(i);
            let mut shown = obj.clone();
            shown.quan = n;
            let what = if n == 1 {
                crate::objects::objnam::an(&self.xname_of(&shown))
            } else {
                format!("{n} {}", self.xname_of(&shown))
            };
            let verb = if launched { "shoots" } else { "throws" };
            self.pline(format!("{name} {verb} {what}!"));
        }
        let id = self.lev.monsters[i].m_id;
        let launcher = if launched { mwep.as_ref() } else { None };
        for _ in 0..n {
            let Some(i) = self.mon_index(id) else { break };
            let Some(one) = self.take_one_from_monster(i, k) else { break };
            self.m_throw(i, one, (mx, my), (tbx.signum(), tby.signum()), dm, launcher, None);
            if self.over.is_some() {
                break;
            }
        }
        self.nomul();
        true
    }

    /// One item of monster `i`'s inventory stack `k`.
    fn take_one_from_monster(&mut self, i: usize, k: usize) -> Option<Obj> {
        let m = self.lev.monsters.get_mut(i)?;
        let stack = m.minvent.get_mut(k)?;
        if stack.quan > 1 {
            stack.quan -= 1;
            let mut one = stack.clone();
            one.quan = 1;
            one.o_id = self.og.next_ident();
            Some(one)
        } else {
            let one = m.minvent.remove(k);
            // Indices past the removed item move down.
            if let Some(w) = m.mw {
                m.mw = if w == k {
                    None
                } else if w > k {
                    Some(w - 1)
                } else {
                    Some(w)
                };
            }
            Some(one)
        }
    }

    /// Whether a missile at (x, y) stops before (x + dx, y + dy): the map's
    /// edge, rock, a closed door or iron bars (`MT_FLIGHTCHECK`), or a
    /// sink it sinks into.
    fn flight_stops(&self, x: i32, y: i32, dx: i32, dy: i32, pre: bool) -> bool {
        let (nx, ny) = (x + dx, y + dy);
        !crate::world::level::isok(nx, ny)
            || crate::world::level::is_rock(self.lev.typ(nx, ny))
            || closed_door(&self.lev, nx, ny)
            || self.lev.typ(nx, ny) == oxhack_vm::terrain::IRONBARS
            || (!pre && self.lev.typ(x, y) == oxhack_vm::terrain::SINK)
    }

    /// `m_throw`: monster `i` sends `obj` from `from` in direction `d`
    /// for up to `range` squares (shot from `launcher`, if any). It may
    /// hit monsters on the way ([`Game::ohitmon`]) and the hero
    /// ([`Game::thitu`]), and lies where it stops unless it breaks.
    /// `target` is the monster aimed at, when not the hero.
    #[allow(clippy::too_many_arguments)]
    pub fn m_throw(
        &mut self,
        i: usize,
        mut obj: Obj,
        from: (i32, i32),
        d: (i32, i32),
        range: i32,
        launcher: Option<&Obj>,
        target: Option<u32>,
    ) {
        let t = tables();
        let Some(m) = self.lev.monsters.get(i) else { return };
        let (thrower, tpm, tlev) = (m.m_id, m.mnum, m.m_lev);
        let (mut x, mut y) = from;
        let (mut dx, mut dy) = d;
        obj.owornmask = Worn::empty();
        if (obj.cursed || obj.greased) && (dx != 0 || dy != 0) && self.rng.rn2(7) == 0 {
            if self.canspotmon(&self.lev.monsters[i]) && self.opts.verbose {
                let name = self.mon_nam(i);
                if crate::world::obj::types::is_ammo(t, obj.otyp) {
                    self.pline(format!("{} misfires!", capitalize(&name)));
                } else {
                    let what = capitalize(&crate::objects::objnam::the(&self.xname_of(&obj)));
                    self.pline(format!("{what} slips as {name} throws it!"));
                }
            }
            dx = self.rng.rn2(3) - 1;
            dy = self.rng.rn2(3) - 1;
            if dx == 0 && dy == 0 {
                self.drop_throw(obj, false, x, y, launcher);
                return;
            }
        }
        if self.flight_stops(x, y, dx, dy, true) {
            self.drop_throw(obj, false, x, y, launcher);
            return;
        }
        let mut blindinc = 0;
        let mut range = range;
        while range > 0 {
            range -= 1;
            x += dx;
            y += dy;
            if let Some(j) = self.lev.monsters.iter().position(|m| m.mx == x && m.my == y) {
                if self.ohitmon(j, &obj, range, (thrower, tlev), target, launcher) {
                    return;
                }
            } else if (x, y) == (self.u.ux, self.u.uy) {
                self.nomul();
                let hitu = match obj.otyp {
                    ids::CREAM_PIE | ids::BLINDING_VENOM => self.thitu(8, 0, Some(&obj), None),
                    _ => {
                        let dam = dmgval(t, &mut self.rng, &obj, self.u.youmonst_data()).max(1);
                        let mut hitv = (3 - distmin(self.u.ux, self.u.uy, from.0, from.1)).max(-4);
                        if let Some(l) = launcher {
                            if l.otyp == ids::ELVEN_BOW
                                && obj.otyp == ids::ELVEN_ARROW
                                && crate::monsters::makemon::is_elf(t, tpm)
                            {
                                hitv += 1;
                            }
                            hitv += l.spe as i32 - l.greatest_erosion() as i32;
                        }
                        if crate::objects::weapon::bigmonst(t, self.u.youmonst_data()) {
                            hitv += 1;
                        }
                        hitv += 8 + obj.spe as i32;
                        self.thitu(hitv, dam, Some(&obj), None)
                    }
                };
                if hitu && !matches!(obj.otyp, ids::CREAM_PIE | ids::BLINDING_VENOM) {
                    // The missile's fire, frost, draining and vorpal, and
                    // its launcher's (muse/oprop_hit).
                    let how = if launcher.is_some() { PropHit::Fired } else { PropHit::Thrown };
                    let agr = self.mon_index(thrower);
                    let (extra, _) = self.oprops_hit_you(agr, &obj, launcher, how, 0);
                    if extra > 0 {
                        let onm = crate::objects::objnam::an(&self.xname_of(&obj));
                        self.losehp(extra, &onm);
                    }
                }
                if hitu && self.venom_blinds_you(&obj) {
                    blindinc = self.rng.rnd(25);
                    if obj.otyp == ids::CREAM_PIE {
                        if self.u.has(Prop::Blinded) {
                            self.pline("There's something sticky all over your face.");
                        } else {
                            self.pline("Yecch!  You've been creamed.");
                        }
                    } else if self.u.has(Prop::Blinded) {
                        self.pline("Your eyes sting.");
                    } else {
                        self.pline("The venom blinds you.");
                    }
                }
                self.stop_occupation();
                if hitu || self.over.is_some() {
                    self.drop_throw(obj, true, x, y, launcher);
                    break;
                }
            }
            if range == 0 || self.flight_stops(x, y, dx, dy, false) {
                self.drop_throw(obj, false, x, y, launcher);
                break;
            }
        }
        if blindinc > 0 && self.over.is_none() {
            self.u.incr_timeout(Prop::Blinded, blindinc as u32);
            self.vision_recalc();
            if !self.u.has(Prop::Blinded) {
                self.pline("Your vision quickly clears.");
            }
        }
    }

    /// `can_blnd` for a cream pie or blinding venom hitting the hero: a
    /// blindfold, towel or lenses over the eyes, or a visored helmet,
    /// keeps it out.
    fn venom_blinds_you(&self, obj: &Obj) -> bool {
        let t = tables();
        if !crate::monsters::muse::haseyes(tables(), self.u.youmonst_data()) {
            return false;
        }
        let ublindf = self.u.worn(Worn::TOOL).is_some();
        match obj.otyp {
            ids::CREAM_PIE => self.u.worn(Worn::TOOL).is_none_or(|k| self.u.invent[k].otyp != ids::BLINDFOLD),
            ids::BLINDING_VENOM => {
                !ublindf
                    && self
                        .u
                        .worn(Worn::ARMH)
                        .is_none_or(|k| t.obj(self.u.invent[k].otyp).descr.as_deref() != Some("visored helmet"))
            }
            _ => false,
        }
    }

    /// `thitu`: a missile with to-hit `tlev` flies at the hero for `dam`
    /// damage: object `obj` or something called `name` ("little dart").
    /// It misses when the hero's armor class plus `tlev` is no more than
    /// `rnd(20)`. Returns whether it hit.
    pub fn thitu(&mut self, tlev: i32, dam: i32, obj: Option<&Obj>, name: Option<&str>) -> bool {
        let plural = obj.is_some_and(|o| o.quan > 1);
        let onm = match (name, obj) {
            (Some(n), _) => crate::objects::objnam::an(n),
            (None, Some(o)) if plural => self.xname_of(o),
            (None, Some(o)) => crate::objects::objnam::an(&self.xname_of(o)),
            (None, None) => "something".to_string(),
        };
        let is_acid = obj.is_some_and(|o| o.otyp == ids::ACID_VENOM);
        let uac = self.u_ac();
        let dieroll = self.rng.rnd(20);
        let blind = self.u.has(Prop::Blinded);
        if uac + tlev <= dieroll {
            if blind || !self.opts.verbose {
                self.pline("It misses.");
            } else if uac + tlev <= dieroll - 2 {
                self.pline(format!("{} {} you.", capitalize(&onm), if plural { "miss" } else { "misses" }));
            } else {
                self.pline(format!("You are almost hit by {onm}."));
            }
            return false;
        }
        let ex = if dam <= 4 { "." } else { "!" };
        if blind || !self.opts.verbose {
            self.pline(format!("You are hit{ex}"));
        } else {
            self.pline(format!("You are hit by {onm}{ex}"));
        }
        if is_acid && self.u.has(Prop::AcidRes) {
            self.pline("It doesn't seem to hurt you.");
        } else {
            if is_acid {
                self.pline("It burns!");
            }
            let d = if self.u.has(Prop::HalfPhdam) { (dam + 1) / 2 } else { dam };
            if d > 0 {
                self.losehp(d, &onm);
            }
            self.exercise(crate::world::you::A_STR, false);
        }
        true
    }

    /// `omon_adj`: how much easier monster `j` is to hit with `obj`:
    /// its size, being helpless, and the object's own bonus.
    fn omon_adj(&self, j: usize, obj: &Obj) -> i32 {
        let t = tables();
        let m = &self.lev.monsters[j];
        let d = t.mon(m.mnum);
        let mut tmp = d.msize.value() as i32 - 2;
        if m.msleeping {
            tmp += 2;
        }
        if !m.mcanmove || d.mmove == 0 {
            tmp += 4;
        }
        match obj.otyp {
            ids::HEAVY_IRON_BALL if self.u.ustuck != Some(m.m_id) => tmp += 2,
            ids::BOULDER => tmp += 6,
            _ => {
                let c = obj.oclass(t);
                if c == OClass::Weapon || c == OClass::Gem || crate::world::obj::types::is_weptool(t, obj.otyp) {
                    let on_pool = crate::monsters::makemon::is_pool_at(&self.lev, m.mx, m.my);
                    tmp += crate::objects::weapon::hitval(t, obj, m, on_pool);
                }
            }
        }
        tmp
    }

    /// `ohitmon`: a missile thrown by monster `archer` (its id and level)
    /// reaches monster `j` with `range` squares to go. Returns whether the
    /// missile stopped there.
    fn ohitmon(
        &mut self,
        j: usize,
        obj: &Obj,
        range: i32,
        archer: (u32, u8),
        target: Option<u32>,
        launcher: Option<&Obj>,
    ) -> bool {
        let t = tables();
        let m = &self.lev.monsters[j];
        let (mx, my, pm, mid) = (m.mx, m.my, m.mnum, m.m_id);
        let ismimic = matches!(m.appear, Appearance::Furniture(_) | Appearance::Object(_));
        let vis = self.vis.cansee(mx, my);
        let mut tmp = 5 + find_mac(t, m) + self.omon_adj(j, obj);
        if target == Some(mid) && archer.1 > 5 {
            tmp += archer.1 as i32 - 5;
        }
        let what = crate::objects::objnam::the(&self.xname_of(obj));
        if tmp < self.rng.rnd(20) {
            if !ismimic && vis {
                let name = self.mon_nam(j);
                self.pline(format!("{} misses {name}.", capitalize(&what)));
            }
            if range == 0 {
                self.drop_throw(obj.clone(), false, mx, my, launcher);
                return true;
            }
            return false;
        }
        let mut damage = dmgval(t, &mut self.rng, obj, pm);
        let acid_res = t.mon(pm).mresists.contains(Mr::ACID);
        if obj.otyp == ids::ACID_VENOM && acid_res {
            damage = 0;
        }
        if ismimic {
            self.seemimic(j);
        }
        self.lev.monsters[j].msleeping = false;
        if vis {
            let name = self.mon_nam(j);
            self.pline(format!("{} hits {name}{}", capitalize(&what), if damage <= 4 { "." } else { "!" }));
        }
        if obj.otyp == ids::ACID_VENOM && vis {
            let name = self.mon_nam(j);
            if acid_res {
                self.pline(format!("{} is unaffected.", capitalize(&name)));
            } else {
                self.pline(format!("The acid burns {name}!"));
            }
        }
        if obj.otyp != ids::ACID_VENOM && obj.otyp != ids::BLINDING_VENOM {
            // The missile's fire, frost, draining and vorpal, and its
            // launcher's (muse/oprop_hit).
            let how = if launcher.is_some() { PropHit::Fired } else { PropHit::Thrown };
            let agr = self.mon_index(archer.0);
            let (extra, _) = self.oprops_hit_mon(agr, j, obj, launcher, how, damage);
            damage = (damage + extra).max(0);
        }
        let m = &mut self.lev.monsters[j];
        m.mhp -= damage;
        if m.mhp <= 0 {
            self.monkilled(j, "");
        } else if obj.otyp == ids::BLINDING_VENOM
            && crate::monsters::muse::haseyes(tables(), pm)
            && !crate::monsters::reflect::mon_resists_blnd(&self.lev.monsters[j])
        {
            if vis {
                let name = self.monnam_cap(j);
                self.pline(format!("{name} is blinded by {what}."));
            }
            let n = self.rng.rnd(25) + 20;
            let m = &mut self.lev.monsters[j];
            m.mcansee = false;
            m.mblinded = (m.mblinded as i32 + n).min(127) as u8;
        }
        self.drop_throw(obj.clone(), true, mx, my, launcher);
        true
    }

    /// `drop_throw`: a missile that stopped at (x, y) lies there, unless it
    /// was a cream pie or venom, or broke on a hit; objects of detonation
    /// explode where they land (DynaHack's `drop_throw`).
    fn drop_throw(&mut self, obj: Obj, ohit: bool, x: i32, y: i32, launcher: Option<&Obj>) {
        let t = tables();
        if obj.otyp == ids::CREAM_PIE || obj.oclass(t) == OClass::Venom || (ohit && obj.otyp == ids::EGG) {
            return;
        }
        if ohit {
            let raw = t.obj(obj.otyp).subtyp as i32;
            if raw < 0 && raw > -(Skill::Boomerang.value() as i32) {
                let chance = 3 + obj.greatest_erosion() as i32 - obj.spe as i32;
                let mut broken = if chance > 1 { self.rng.rn2(chance) != 0 } else { self.rng.rn2(4) == 0 };
                if obj.blessed && self.rng.rnl(4, 0) == 0 {
                    broken = false;
                }
                if broken {
                    // Gone, but not before exploding.
                    self.detonate_mthrown(&obj, launcher, x, y);
                    return;
                }
            }
        }
        if self.detonate_mthrown(&obj, launcher, x, y) {
            return;
        }
        self.drop_to_floor(obj, x, y);
    }

    /// `spitmu`: monster `i`, lined up with the hero, spits venom (one
    /// time in eight less its distance): blinding venom for attack types
    /// of blinding or poison, acid otherwise. A cancelled monster only
    /// rattles.
    pub fn spitmu(&mut self, i: usize, adtyp: DamageType) {
        let Some(m) = self.lev.monsters.get(i) else { return };
        if m.mcan {
            if !self.u.has(Prop::Deaf) {
                let whose = crate::objects::objnam::s_suffix(&self.mon_nam(i));
                self.pline(format!("A dry rattle comes from {whose} throat."));
            }
            return;
        }
        let Some((tbx, tby)) = self.lined_up(i) else { return };
        let m = &self.lev.monsters[i];
        let (mx, my) = (m.mx, m.my);
        let dm = distmin(mx, my, m.mux, m.muy);
        if self.spit(i, adtyp, (mx, my), (tbx, tby), dm, None) {
            self.tally_attack(oxhack_defs::AttackType::Spit, adtyp);
        }
    }

    /// `spitmm`: monster `i` spits at monster `j`. Returns whether it did.
    pub fn spitmm(&mut self, i: usize, adtyp: DamageType, j: usize) -> bool {
        let Some(m) = self.lev.monsters.get(i) else { return false };
        if m.mcan {
            if !self.u.has(Prop::Deaf) {
                let whose = crate::objects::objnam::s_suffix(&self.mon_nam(i));
                self.pline(format!("A dry rattle comes from {whose} throat."));
            }
            return false;
        }
        let Some((tbx, tby)) = self.m_lined_up(j, i) else { return false };
        let (m, tg) = (&self.lev.monsters[i], &self.lev.monsters[j]);
        let (mx, my, dm, tid, id) = (m.mx, m.my, distmin(m.mx, m.my, tg.mx, tg.my), tg.m_id, m.m_id);
        let spat = self.spit(i, adtyp, (mx, my), (tbx, tby), dm, Some(tid));
        if spat && let Some(m) = self.mon_index(id).map(|i| &mut self.lev.monsters[i]) {
            // A pet gets hungry for it.
            if m.mtame > 0 && !m.isminion() && m.hungrytime > 1 {
                m.hungrytime -= 5;
            }
        }
        spat
    }

    /// The spit of `spitmu` and `spitmm`: one time in `BOLT_LIM - dm` the
    /// venom flies `dm` squares toward (tbx, tby).
    fn spit(
        &mut self,
        i: usize,
        adtyp: DamageType,
        from: (i32, i32),
        (tbx, tby): (i32, i32),
        dm: i32,
        target: Option<u32>,
    ) -> bool {
        let otyp = match adtyp {
            DamageType::Blnd | DamageType::Drst => ids::BLINDING_VENOM,
            _ => ids::ACID_VENOM,
        };
        if self.rng.rn2(BOLT_LIM - dm) != 0 {
            return false;
        }
        let venom = self.with_mk(|c| c.mksobj(otyp, true, false));
        if self.canspotmon(&self.lev.monsters[i]) {
            let name = self.monnam_cap(i);
            self.pline(format!("{name} spits venom!"));
        }
        self.m_throw(i, venom, from, (tbx.signum(), tby.signum()), dm, None, target);
        self.nomul();
        true
    }

    /// `breamu`: monster `i`, lined up with the hero, breathes its breath
    /// `a` (a random one for `AD_RBRE`) two times in three when rested;
    /// afterwards, one time in three, it must rest 10 to 29 turns (more
    /// after putting to sleep a hero without sleep resistance). A
    /// cancelled monster coughs.
    pub fn breamu(&mut self, i: usize, a: &Attack) {
        let typ = self.breath_type(a.adtyp);
        let Some((tbx, tby)) = self.lined_up(i) else { return };
        let id = self.lev.monsters[i].m_id;
        if !self.breathe(i, typ, a.damn as i32, (tbx, tby)) {
            return;
        }
        self.tally_attack(a.aatyp, typ);
        // The breath may have killed monsters on the way: find it again.
        let mut rest = 0;
        if self.rng.rn2(3) == 0 {
            rest = 10 + self.rng.rn2(20);
        }
        if typ == DamageType::Slee && !self.u.has(Prop::SleepRes) {
            rest += self.rng.rnd(20);
        }
        if let Some(i) = self.mon_index(id) {
            self.lev.monsters[i].mspec_used += rest;
        }
    }

    /// `breamm`: monster `i` breathes at monster `j`. Returns whether it
    /// was lined up and able to (the breath itself may not have come).
    pub fn breamm(&mut self, i: usize, a: &Attack, j: usize) -> bool {
        let typ = self.breath_type(a.adtyp);
        let Some((tbx, tby)) = self.m_lined_up(j, i) else { return false };
        let (mcan, id) = (self.lev.monsters[i].mcan, self.lev.monsters[i].m_id);
        if !self.breathe(i, typ, a.damn as i32, (tbx, tby)) {
            return !mcan;
        }
        let n = 6 + self.rng.rn2(18);
        if let Some(m) = self.mon_index(id).map(|i| &mut self.lev.monsters[i]) {
            m.mspec_used = n;
            if m.mtame > 0 && !m.isminion() && m.hungrytime >= 10 {
                m.hungrytime -= 10;
            }
        }
        true
    }

    /// The breath of damage type `adtyp`: `AD_RBRE` picks one of
    /// `AD_MAGM` .. `AD_ACID` at random.
    fn breath_type(&mut self, adtyp: DamageType) -> DamageType {
        if adtyp == DamageType::Rbre {
            let n = self.rng.rnd(DamageType::Acid.value() as i32);
            DamageType::from_value(n as u8).unwrap_or(DamageType::Fire)
        } else {
            adtyp
        }
    }

    /// Monster `i` breathes `typ` with `nd` dice toward (tbx, tby), if
    /// not cancelled ("The red dragon coughs.") and rested, two times in
    /// three. Returns whether it breathed.
    fn breathe(&mut self, i: usize, typ: DamageType, nd: i32, (tbx, tby): (i32, i32)) -> bool {
        let Some(m) = self.lev.monsters.get(i) else { return false };
        if m.mcan {
            if !self.u.has(Prop::Deaf) {
                if self.canspotmon(m) {
                    let name = self.monnam_cap(i);
                    self.pline(format!("{name} coughs."));
                } else {
                    self.pline("You hear a cough.");
                }
            }
            return false;
        }
        if m.mspec_used != 0 || self.rng.rn2(3) == 0 {
            return false;
        }
        let Some(what) = breathwep(typ) else { return false };
        let (mx, my) = (m.mx, m.my);
        if self.canspotmon(m) {
            let name = self.monnam_cap(i);
            self.pline(format!("{name} breathes {what}!"));
        }
        self.buzz_breath(typ, nd, mx, my, tbx.signum(), tby.signum());
        self.nomul();
        true
    }
}

/// `distmin`: the distance in moves between two squares.
pub fn distmin(x0: i32, y0: i32, x1: i32, y1: i32) -> i32 {
    (x0 - x1).abs().max((y0 - y1).abs())
}

/// What a breath is called ("The red dragon breathes fire!",
/// `breathwep`).
fn breathwep(typ: DamageType) -> Option<&'static str> {
    Some(match typ {
        DamageType::Magm => "fragments",
        DamageType::Fire => "fire",
        DamageType::Cold => "frost",
        DamageType::Slee => "sleep gas",
        DamageType::Disn => "a disintegration blast",
        DamageType::Elec => "lightning",
        DamageType::Drst => "poison gas",
        DamageType::Acid => "acid",
        _ => return None,
    })
}
