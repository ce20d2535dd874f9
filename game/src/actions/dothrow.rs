//! Throwing and firing (dothrow.c): `t` (`dothrow`), `f` (`dofire`),
//! volleys (`multishot`), the flight (`bhit` for thrown objects), hitting
//! monsters (`thitmonst`), ammunition breaking, and glass shattering.
//!
//! Throwing up or down is [`crate::actions::toss`]'s; objects of
//! detonation explode where they hit or land ([`crate::actions::explode`]).
//!
//! Boomerangs fly their curve in [`crate::actions::boomerang`].
//!
//! Gaps: potions do not splash their effects on
//! monsters, no flying-object animation.

use crate::combat::uhitm::HitHow;
use crate::game::Game;
use crate::monsters::mon::find_mac;
use crate::objects::weapon::{hitval, weapon_type};
use crate::world::level::BOLT_LIM;
use crate::world::level::isok;
use crate::world::obj::{Obj, Worn, ammo_and_launcher, types};
use crate::world::you::A_DEX;
use oxhack_defs::flags::M2;
use oxhack_defs::{Material, OClass, PIERCE, Skill, Tables};
use oxhack_tables::{ids, tables};

/// `throwing_weapon`: made to be thrown (missiles, spears, daggers and
/// knives, war hammers, aklyses).
pub fn throwing_weapon(t: &Tables, obj: &Obj) -> bool {
    let o = obj.otyp;
    types::is_missile(t, o)
        || weapon_type(t, Some(obj)) == Skill::Spear
        || (types::is_blade(t, o) && !types::is_sword(t, o) && t.obj(o).dir & PIERCE != 0)
        || o == ids::WAR_HAMMER
        || o == ids::AKLYS
}

/// `breaktest`: glass (not gems), potions, eggs, cream pies, melons and
/// venom break when they land hard.
pub fn breaktest(t: &Tables, obj: &Obj) -> bool {
    if obj.oartifact.is_some() {
        return false;
    }
    let oc = t.obj(obj.otyp);
    if oc.material == Some(Material::Glass) && oc.class != OClass::Gem {
        return true;
    }
    oc.class == OClass::Potion
        || matches!(
            obj.otyp,
            ids::EXPENSIVE_CAMERA | ids::EGG | ids::CREAM_PIE | ids::MELON | ids::ACID_VENOM | ids::BLINDING_VENOM
        )
}

impl Game {
    /// `ok_to_throw`: a body shape without the range slot cannot throw or
    /// shoot (NetHack's `notake` and `nohands` forms); says why.
    fn cant_throw(&mut self) -> bool {
        if crate::hero::body_fit::u_body(self).has(oxhack_defs::Slot::Range) {
            return false;
        }
        if tables().mon(self.u.umonnum()).mflags1.contains(oxhack_defs::flags::M1::NOTAKE) {
            self.pline("You are physically incapable of throwing or shooting anything.");
        } else {
            self.pline("You can't throw or shoot without hands.");
        }
        true
    }

    /// `t` (`dothrow`): asks what to throw and where.
    pub fn dothrow(&mut self) -> bool {
        if self.cant_throw() {
            return false;
        }
        let Some(i) =
            self.getobj("throw", &|_, o| o.owornmask.difference(Worn::WEP | Worn::QUIVER | Worn::SWAPWEP).is_empty())
        else {
            return false;
        };
        self.throw_prompted(i)
    }

    /// `f` (`dofire`): throws or shoots the quivered item; without one,
    /// asks for something to fire and readies it.
    pub fn dofire(&mut self) -> bool {
        if self.cant_throw() {
            return false;
        }
        let i = match self.u.worn(Worn::QUIVER) {
            Some(i) => i,
            None => {
                self.pline("You have no ammunition readied.");
                let Some(i) = self.getobj("fire", &|g, o| {
                    let t = tables();
                    o.owornmask.is_empty()
                        && (types::is_ammo(t, o.otyp)
                            || types::is_missile(t, o.otyp)
                            || ammo_and_launcher(t, o, g.u.uwep()))
                }) else {
                    return false;
                };
                self.u.invent[i].owornmask |= Worn::QUIVER;
                i
            }
        };
        self.throw_prompted(i)
    }

    fn throw_prompted(&mut self, i: usize) -> bool {
        let t = tables();
        let Some(o) = self.u.invent.get(i) else { return false };
        if o.owornmask.intersects(Worn::WEP) && o.cursed && is_weapon(t, o) {
            let name = self.xname_of(o);
            self.pline(format!("Your {name} is welded to your hand!"));
            return false;
        }
        let Some((dx, dy, dz)) = self.getdir(None) else { return false };
        self.throw_obj(i, dx, dy, dz)
    }

    /// `throw_obj`: throws inventory item `i` in direction (dx, dy, dz),
    /// several at once for volleys. Returns whether it took time.
    pub fn throw_obj(&mut self, i: usize, dx: i32, dy: i32, dz: i32) -> bool {
        let t = tables();
        let Some(obj) = self.u.invent.get(i).cloned() else { return false };
        if obj.owornmask.intersects(Worn::ARMOR | Worn::RING | Worn::AMUL | Worn::TOOL) {
            self.pline("You cannot throw something you are wearing.");
            return false;
        }
        self.u_wipe_engr(2);
        let o_id = obj.o_id;
        let multishot = self.multishot(i);
        let uwep = self.u.uwep().cloned();
        let shoot = ammo_and_launcher(t, &obj, uwep.as_ref());
        if multishot > 1 {
            let mut one = obj.clone();
            one.quan = multishot as i64;
            let what = self.xname_of(&one);
            let verb = if shoot { "shoot" } else { "throw" };
            self.pline(format!("You {verb} {multishot} {what}."));
        }
        for _ in 0..multishot {
            let Some(k) = self.u.invent.iter().position(|o| o.o_id == o_id) else { break };
            let one = self.split_one(k);
            self.throwit(one, dx, dy, dz);
            if self.over.is_some() {
                break;
            }
        }
        true
    }

    /// One item of stack `k` out of the inventory. It keeps the stack's id
    /// while in flight so what it reveals is learned by the stack too.
    fn split_one(&mut self, k: usize) -> Obj {
        if self.u.invent[k].quan > 1 {
            self.u.invent[k].quan -= 1;
            let mut one = self.u.invent[k].clone();
            one.quan = 1;
            one.owornmask = Worn::empty();
            one.invlet = None;
            one
        } else {
            let mut one = self.freeinv(k);
            one.invlet = None;
            one
        }
    }

    /// `multishot`: how many of stack `i` fly at once (daggers, darts,
    /// shuriken, ammunition from its launcher): more with skill and for
    /// some roles and races, then a random part of that.
    fn multishot(&mut self, i: usize) -> i32 {
        let t = tables();
        let obj = self.u.invent[i].clone();
        let uwep = self.u.uwep().cloned();
        let obj = &obj;
        let uwep = uwep.as_ref();
        let skill = weapon_type(t, Some(obj));
        let raw = t.obj(obj.otyp).subtyp as i32;
        let launched = ammo_and_launcher(t, obj, uwep);
        if obj.quan <= 1
            || !(launched
                || skill == Skill::Dagger
                || raw == -(Skill::Dart.value() as i32)
                || raw == -(Skill::Shuriken.value() as i32))
            || self.u.has(oxhack_defs::Prop::Confusion)
            || self.u.has(oxhack_defs::Prop::Stunned)
        {
            return 1;
        }
        let role = self.u.hero.role;
        let weak = matches!(role, ids::PM_WIZARD | ids::PM_PRIEST | ids::PM_PRIESTESS)
            || (role == ids::PM_HEALER && skill != Skill::Knife)
            || (role == ids::PM_TOURIST && skill != Skill::Dart)
            || self.u.has(oxhack_defs::Prop::Fumbling)
            || self.u.acurr(A_DEX) <= 6;
        let mut multishot = 1;
        let lvl = self.u.hero.skill(skill).skill;
        if lvl >= crate::world::hero::P_EXPERT {
            multishot += 1;
        }
        if lvl >= crate::world::hero::P_SKILLED && !weak {
            multishot += 1;
        }
        let wep_otyp = uwep.map(|w| w.otyp);
        match role {
            ids::PM_CAVEMAN | ids::PM_CAVEWOMAN if skill == Skill::Sling || skill == Skill::Spear => multishot += 1,
            ids::PM_MONK if skill == Skill::Shuriken => multishot += 1,
            ids::PM_RANGER if skill != Skill::Dagger => multishot += 1,
            ids::PM_ROGUE if skill == Skill::Dagger => multishot += 1,
            ids::PM_SAMURAI if obj.otyp == ids::YA && wep_otyp == Some(ids::YUMI) => multishot += 1,
            _ => {}
        }
        if !weak {
            let race = self.u.hero.race;
            if (race == ids::PM_ELF && obj.otyp == ids::ELVEN_ARROW && wep_otyp == Some(ids::ELVEN_BOW))
                || (race == ids::PM_ORC && obj.otyp == ids::ORCISH_ARROW && wep_otyp == Some(ids::ORCISH_BOW))
                || (race == ids::PM_GNOME && obj.otyp == ids::CROSSBOW_BOLT && wep_otyp == Some(ids::CROSSBOW))
            {
                multishot += 1;
            }
        }
        let quan = obj.quan.min(i32::MAX as i64) as i32;
        let mut n = self.rng.rnd(multishot);
        if wep_otyp == Some(ids::CROSSBOW) && launched && self.u.acurrstr() < if race_gnome(self) { 16 } else { 18 } {
            n = 1;
        }
        n.min(quan)
    }

    /// `throwit`: one object flies from the hero in (dx, dy) until it
    /// hits a monster, a wall or its range, then lands or breaks.
    pub fn throwit(&mut self, obj: Obj, dx: i32, dy: i32, dz: i32) {
        let t = tables();
        let (ux, uy) = (self.u.ux, self.u.uy);
        let uwep = self.u.uwep().cloned();
        let launched = ammo_and_launcher(t, &obj, uwep.as_ref());
        let how = HitHow::Thrown { launcher: launched };
        let launcher = if launched { uwep.as_ref() } else { None };
        if dz < 0 {
            let hitsroof = self.rng.rn2(5) != 0;
            self.toss_up(obj, hitsroof, launcher, how);
            return;
        } else if dz > 0 {
            self.hitfloor(obj, launcher, how);
            return;
        } else if dx == 0 && dy == 0 {
            self.land(obj, ux, uy);
            return;
        }
        let crossbowing = launched && uwep.as_ref().is_some_and(|w| w.otyp == ids::CROSSBOW);
        let owt = t.obj(obj.otyp).weight as i32 * obj.quan.clamp(1, 1000) as i32;
        let urange = self.u.acurrstr() / 2;
        let mut range = (urange - owt / 40).max(1);
        if types::is_ammo(t, obj.otyp) {
            if launched {
                range = if crossbowing { BOLT_LIM } else { range + 1 };
            } else if obj.oclass(t) != OClass::Gem {
                range /= 2;
            }
        }
        let range = range.clamp(1, BOLT_LIM * 2);
        let (mut x, mut y) = (ux, uy);
        let mut target = None;
        let boomerang = obj.otyp == ids::BOOMERANG;
        if boomerang {
            match self.boomhit(&obj, dx, dy) {
                crate::actions::boomerang::Boom::Mon(mi, bx, by) => {
                    (x, y) = (bx, by);
                    target = Some(mi);
                }
                crate::actions::boomerang::Boom::Caught => {
                    // Back in the pack, and in hand again if it was wielded.
                    self.exercise(A_DEX, true);
                    let mut o = obj;
                    let wielded = o.owornmask.contains(Worn::WEP) && self.u.uwep().is_none();
                    o.owornmask = Worn::empty();
                    let k = self.addinv(o);
                    if wielded {
                        self.u.invent[k].owornmask = Worn::WEP;
                        self.update_worn_props();
                    }
                    return;
                }
                crate::actions::boomerang::Boom::Fell(bx, by) => (x, y) = (bx, by),
            }
        }
        for _ in 0..if boomerang { 0 } else { range } {
            let (nx, ny) = (x + dx, y + dy);
            if !isok(nx, ny) || !passable_for_missile(self, nx, ny) {
                break;
            }
            x = nx;
            y = ny;
            if let Some(mi) = self.lev.monsters.iter().position(|m| m.mx == x && m.my == y) {
                target = Some(mi);
                break;
            }
        }
        if let Some(mi) = target {
            // It lies where it struck while the hit is worked out, so what
            // the hit reveals about it is learned by this very object.
            let oid = obj.o_id;
            self.lev.place_object(obj.clone(), x, y);
            let outcome = self.thitmonst(mi, &obj, how);
            let pos = self.lev.objects.iter().rposition(|f| f.obj.o_id == oid && f.x == x && f.y == y);
            if let Some(p) = pos {
                let landed = self.lev.objects.remove(p).obj;
                match outcome {
                    Thit::Gone => {}
                    Thit::Hit => self.land(landed, x, y),
                    // It explodes where it struck, or where it fell.
                    Thit::Detonate | Thit::Missed => {
                        if !self.detonate_obj(&landed, launcher, x, y, how) {
                            self.land(landed, x, y);
                        }
                    }
                }
            }
            self.newsym(x, y);
            return;
        }
        // What falls short breaks if it can, or may explode.
        let soft = matches!(self.lev.typ(x, y), oxhack_vm::terrain::POOL | oxhack_vm::terrain::MOAT)
            || crate::monsters::makemon::is_pool_at(&self.lev, x, y);
        if !soft && breaktest(t, &obj) {
            self.breakmsg(&obj, x, y);
            return;
        }
        if self.detonate_obj(&obj, launcher, x, y, how) {
            return;
        }
        self.land(obj, x, y);
    }

    /// The thrown object comes to rest at (x, y) with a fresh id.
    pub(crate) fn land(&mut self, mut obj: Obj, x: i32, y: i32) {
        // The stack it left keeps the id; what was learned in flight passes on.
        if let Some(stack) = self.u.invent.iter().find(|o| o.o_id == obj.o_id) {
            obj.oprops_known |= stack.oprops_known;
            obj.o_id = self.og.next_ident();
        } else if obj.o_id == 0 {
            obj.o_id = self.og.next_ident();
        }
        obj.owornmask = Worn::empty();
        self.drop_to_floor(obj, x, y);
    }

    /// `breakmsg`: glass shatters, eggs splat.
    pub(crate) fn breakmsg(&mut self, obj: &Obj, x: i32, y: i32) {
        let t = tables();
        let seen = self.vis.cansee(x, y);
        match obj.otyp {
            ids::EGG | ids::MELON => self.pline("Splat!"),
            ids::CREAM_PIE => {
                if seen {
                    self.pline("What a mess!");
                }
            }
            ids::ACID_VENOM | ids::BLINDING_VENOM => self.pline("Splash!"),
            _ => {
                let pieces = if obj.oclass(t) == OClass::Potion { "" } else { " into a thousand pieces" };
                if seen {
                    let name = crate::world::display::capitalize(&self.doname(obj));
                    let s = if obj.quan == 1 { "s" } else { "" };
                    self.pline(format!("{name} shatter{s}{pieces}!"));
                } else {
                    self.pline("You hear something shatter!");
                }
            }
        }
    }

    /// `thitmonst`: the thrown `obj` reaches monster `i`.
    fn thitmonst(&mut self, i: usize, obj: &Obj, how: HitHow) -> Thit {
        let t = tables();
        if self.quest_arti_caught(i, obj) {
            return Thit::Gone;
        }
        let Some(m) = self.lev.monsters.get(i) else { return Thit::Missed };
        let pm = m.mnum;
        let mut tmp = -1 + self.u.hero.uluck + find_mac(t, m) + self.u.ulevel();
        let dex = self.u.acurr(A_DEX);
        tmp += if dex < 4 {
            -3
        } else if dex < 6 {
            -2
        } else if dex < 8 {
            -1
        } else if dex >= 14 {
            dex - 14
        } else {
            0
        };
        let dist = (m.mx - self.u.ux).abs().max((m.my - self.u.uy).abs());
        tmp += (3 - dist).max(-4);
        // omon_adj: size, helplessness, the object's own bonus.
        tmp += t.mon(pm).msize.value() as i32 - 2;
        if m.msleeping {
            tmp += 2;
            self.lev.monsters[i].msleeping = false;
        }
        let m = &self.lev.monsters[i];
        if !m.mcanmove || t.mon(pm).mmove == 0 {
            tmp += 4;
        }
        let is_wep = is_weapon(t, obj) || obj.oclass(t) == OClass::Gem;
        if is_wep {
            let on_pool = crate::monsters::makemon::is_pool_at(&self.lev, m.mx, m.my);
            tmp += hitval(t, obj, m, on_pool);
        }
        if t.mon(pm).mflags2.contains(M2::ORC) && self.u.hero.race == ids::PM_ELF {
            tmp += 1;
        }
        let dieroll = self.rng.rnd(20);
        if is_wep {
            let uwep = self.u.uwep().cloned();
            if types::is_ammo(t, obj.otyp) {
                if matches!(how, HitHow::Thrown { launcher: true })
                    && let Some(w) = &uwep
                {
                    tmp += w.spe as i32 - w.greatest_erosion() as i32;
                    tmp += self.weapon_hit_bonus(Some(w));
                    if (w.otyp == ids::ELVEN_BOW && self.u.hero.race == ids::PM_ELF)
                        || (w.otyp == ids::YUMI && obj.otyp == ids::YA && self.u.hero.role == ids::PM_SAMURAI)
                    {
                        tmp += 1;
                    }
                } else {
                    tmp -= 4;
                }
            } else {
                if obj.otyp == ids::BOOMERANG {
                    tmp += 4;
                } else if throwing_weapon(t, obj) {
                    tmp += 2;
                } else {
                    tmp -= 2;
                }
                tmp += self.weapon_hit_bonus(Some(obj));
            }
            if tmp >= dieroll {
                self.exercise(A_DEX, true);
                self.hmon(i, Some(obj), how, dieroll);
                let launcher = if matches!(how, HitHow::Thrown { launcher: true }) { uwep.as_ref() } else { None };
                if self.detonates(obj, launcher, how) {
                    return Thit::Detonate;
                }
                // Arrows, darts and the like sometimes break on a hit.
                let raw = t.obj(obj.otyp).subtyp as i32;
                if raw < 0 && raw > -(Skill::Boomerang.value() as i32) {
                    let chance = 3 + obj.greatest_erosion() as i32 - obj.spe as i32;
                    let mut broken = if chance > 1 { self.rng.rn2(chance) != 0 } else { self.rng.rn2(4) == 0 };
                    if obj.blessed && self.rng.rnl(4, self.u.hero.uluck) == 0 {
                        broken = false;
                    }
                    if broken {
                        return Thit::Gone;
                    }
                }
                return Thit::Hit;
            }
            self.tmiss(i, obj);
            return Thit::Missed;
        }
        let tame_food = self.lev.monsters[i].mtame > 0
            && crate::monsters::dog::dogfood(t, &self.lev.monsters[i], obj, self.moves)
                <= crate::monsters::dog::DogFood::AccFood;
        if tame_food {
            // A pet catches food thrown to it and eats it.
            let name = self.monnam_cap(i);
            let what = crate::objects::objnam::an(&self.xname_of(obj));
            self.pline(format!("{name} catches {what}."));
            let (nutrit, meating) = crate::monsters::dog::dog_nutrition(t, &self.lev.monsters[i], obj);
            let moves = self.moves;
            let m = &mut self.lev.monsters[i];
            m.hungrytime = m.hungrytime.max(moves) + nutrit;
            m.meating = meating;
            self.pline(format!("{name} eats {what}."));
            return Thit::Gone;
        }
        if (obj.oclass(t) == OClass::Potion
            || matches!(obj.otyp, ids::EGG | ids::CREAM_PIE | ids::BLINDING_VENOM | ids::ACID_VENOM))
            && dex > self.rng.rnd(25)
        {
            let name = self.mon_nam(i);
            if obj.oclass(t) == OClass::Potion {
                self.pline(format!("The flask crashes on {name} and breaks into shards."));
            } else {
                self.pline(format!("{} hits {name}.", the_cap(self, obj)));
            }
            self.hmon(i, Some(obj), how, dieroll);
            return Thit::Gone;
        }
        self.tmiss(i, obj);
        Thit::Missed
    }

    /// `tmiss`: "The dagger misses the jackal."
    fn tmiss(&mut self, i: usize, obj: &Obj) {
        let what = the_cap(self, obj);
        let name = self.mon_nam(i);
        self.pline(format!("{what} misses {name}."));
        if let Some(m) = self.lev.monsters.get(i)
            && !m.msleeping
        {
            self.wakeup(i, true);
        }
    }
}

/// What happened to a thrown object at the monster.
enum Thit {
    Hit,
    /// It hit and explodes (detonation).
    Detonate,
    Missed,
    /// Used up (broken, eaten).
    Gone,
}

fn is_weapon(t: &Tables, o: &Obj) -> bool {
    crate::objects::weapon::is_weapon_obj(t, o)
}

fn race_gnome(g: &Game) -> bool {
    g.u.hero.race == ids::PM_GNOME
}

/// "The dagger".
fn the_cap(g: &Game, o: &Obj) -> String {
    crate::world::display::capitalize(&crate::objects::objnam::the(&g.xname_of(o)))
}

/// A thrown object may fly through (x, y): not rock, walls, iron bars
/// or closed doors.
pub(crate) fn passable_for_missile(g: &Game, x: i32, y: i32) -> bool {
    let typ = g.lev.typ(x, y);
    !crate::world::level::is_rock(typ)
        && typ != oxhack_vm::terrain::IRONBARS
        && !crate::monsters::makemon::closed_door(&g.lev, x, y)
        && typ != oxhack_vm::terrain::TREE
}
