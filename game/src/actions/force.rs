//! `#force` (lock.c's `doforce`, `forcelock` and `breakchestlock`):
//! prying a box's lock open with a wielded blade, which may break, or
//! bashing it with a blunt weapon, which wakes the neighbours and may
//! smash the box and some of what it holds.
//!
//! Forcing is an occupation ("forcing the lock"): interrupted, `#force`
//! with the same kind of weapon resumes it while the hero stays put.

use crate::game::Game;
use crate::hero::occupation::{Occupation, Xlock};
use crate::objects::objnam::{An, NameCtx, an, is_box, the, xname};
use crate::world::obj::Obj;
use crate::world::obj::Worn;
use crate::world::obj::types::{is_blade, is_pick, is_weptool};
use crate::world::you::{A_DEX, A_STR};
use oxhack_defs::{Material, OClass, Prop, Skill};
use oxhack_tables::tables;

impl Game {
    /// `#force`: force the lock of a box here with the wielded weapon.
    /// Returns whether it took time.
    pub fn doforce(&mut self) -> bool {
        let t = tables();
        let wep = self.u.worn(Worn::WEP);
        let proper = wep.map(|w| {
            let o = t.obj(self.u.invent[w].otyp);
            let weaponlike = o.class == OClass::Weapon || is_weptool(t, self.u.invent[w].otyp);
            let s = o.subtyp as i32;
            let ok = if weaponlike {
                s >= Skill::Dagger.value() as i32
                    && s != Skill::Flail.value() as i32
                    && s <= Skill::Lance.value() as i32
            } else {
                o.class == OClass::Rock
            };
            (ok, weaponlike)
        });
        let w = match (wep, proper) {
            (Some(w), Some((true, _))) => w,
            (_, p) => {
                let why = match p {
                    None => "when not wielding a",
                    Some((_, false)) => "without a proper",
                    Some((_, true)) => "with that",
                };
                self.pline(format!("You can't force anything {why} weapon."));
                return false;
            }
        };
        if !self.can_reach_floor(true) {
            self.cant_reach_floor(true);
            return false;
        }
        let otyp = self.u.invent[w].otyp;
        let picktyp = is_blade(t, otyp) && !is_pick(t, otyp);
        let x = &self.occ.xlock;
        if x.usedtime > 0 && x.boxid.is_some() && x.picktyp.is_none() && x.blade == picktyp {
            self.pline("You resume your attempt to force the lock.");
            self.set_occupation(Occupation::ForceLock, "forcing the lock");
            return true;
        }
        let (ux, uy) = (self.u.ux, self.u.uy);
        let boxes: Vec<u32> = self
            .lev
            .objects
            .iter()
            .rev()
            .filter(|f| f.x == ux && f.y == uy && is_box(f.obj.otyp))
            .map(|f| f.obj.o_id)
            .collect();
        for id in boxes {
            let Some(k) = self.lev.objects.iter().position(|f| f.obj.o_id == id) else { continue };
            let o = &self.lev.objects[k].obj;
            if o.obroken || !o.olocked {
                let state = if o.obroken { "broken" } else { "unlocked" };
                let mut shown = o.clone();
                shown.lknown = false;
                let name = self.doname(&shown);
                self.pline(format!("There is {name} here, but its lock is already {state}."));
                self.lev.objects[k].obj.lknown = true;
                continue;
            }
            let name = self.doname(o);
            self.lev.objects[k].obj.lknown = true;
            match self.yn_function(&format!("There is {name} here; force its lock?"), "ynq", 'q') {
                'q' => return false,
                'y' => {}
                _ => continue,
            }
            let yname = self.your_xname(w);
            if picktyp {
                self.pline(format!("You force {yname} into a crack and pry."));
            } else {
                self.pline(format!("You start bashing it with {yname}."));
            }
            let chance = t.obj(otyp).wldam as i32 * 2;
            self.occ.xlock = Xlock { boxid: Some(id), blade: picktyp, chance, ..Xlock::default() };
            self.set_occupation(Occupation::ForceLock, "forcing the lock");
            return true;
        }
        self.pline("You decide not to force the issue.");
        true
    }

    /// "your dagger" (`yname`, lower case).
    fn your_xname(&self, i: usize) -> String {
        let nc = NameCtx::new(tables(), &self.os);
        format!("your {}", xname(&nc, &self.u.invent[i]))
    }

    /// `forcelock`: one turn of forcing: a blade may break (about one
    /// time in three over fifty turns for a +0 one), a blunt weapon wakes
    /// the neighbours; `chance` in a hundred each turn to succeed; the
    /// hero gives up after fifty turns. False when done.
    pub fn forcelock(&mut self) -> bool {
        let x = self.occ.xlock.clone();
        let Some(box_id) = x.boxid else { return false };
        let here = self.lev.objects.iter().any(|f| f.obj.o_id == box_id && (f.x, f.y) == (self.u.ux, self.u.uy));
        if !here {
            self.occ.xlock.usedtime = 0;
            return false;
        }
        let attr = if x.blade { A_DEX } else { A_STR };
        let used = self.occ.xlock.usedtime;
        self.occ.xlock.usedtime += 1;
        let Some(w) = self.u.worn(Worn::WEP).filter(|_| used < 50) else {
            self.pline("You give up your attempt to force the lock.");
            if used >= 50 {
                self.exercise(attr, true);
            }
            self.occ.xlock.usedtime = 0;
            return false;
        };
        if x.blade {
            let o = &self.u.invent[w];
            let (spe, eroded, cursed, arti) =
                (o.spe as i32, o.greatest_erosion() as i32, o.cursed, o.oartifact.is_some());
            if self.rng.rn2(1000 - spe) > 992 - eroded * 10 && !cursed && self.rng.rn2(100) >= if arti { 99 } else { 0 }
            {
                let nc = NameCtx::new(tables(), &self.os);
                let name = xname(&nc, &self.u.invent[w]);
                let whose = if self.u.invent[w].quan > 1 { "One of y" } else { "Y" };
                self.pline(format!("{whose}our {name} broke!"));
                self.useup(w);
                self.update_worn_props();
                self.pline("You give up your attempt to force the lock.");
                self.exercise(A_DEX, true);
                self.occ.xlock.usedtime = 0;
                return false;
            }
        } else {
            self.wake_nearby(self.u.ulevel() * 20);
        }
        if self.rng.rn2(100) >= x.chance {
            return true;
        }
        self.pline("You succeed in forcing the lock.");
        self.exercise(attr, true);
        let destroy = !x.blade && self.rng.rn2(3) == 0;
        self.breakchestlock(box_id, destroy);
        self.reset_pick();
        false
    }

    /// `breakchestlock`: the box's lock is broken; or, `destroyit`, the
    /// box is smashed and its contents fall out, a third of them (and
    /// every potion) destroyed on the way.
    fn breakchestlock(&mut self, box_id: u32, destroyit: bool) {
        let Some(k) = self.lev.objects.iter().position(|f| f.obj.o_id == box_id) else { return };
        if !destroyit {
            let b = &mut self.lev.objects[k].obj;
            b.olocked = false;
            b.obroken = true;
            b.lknown = true;
            return;
        }
        let f = self.lev.objects.remove(k);
        let nc = NameCtx::new(tables(), &self.os);
        let name = the(&xname(&nc, &f.obj));
        self.pline(format!("In fact, you've totally destroyed {name}."));
        let (ux, uy) = (self.u.ux, self.u.uy);
        for mut o in f.obj.contents {
            let t = tables();
            if self.rng.rn2(3) == 0 || t.obj(o.otyp).class == OClass::Potion {
                self.chest_shatter_msg(&o);
                if o.quan == 1 {
                    continue;
                }
                o.quan -= 1;
            }
            self.lev.place_object(o, ux, uy);
        }
        self.newsym(ux, uy);
    }

    /// `chest_shatter_msg`: what becomes of an object destroyed with its
    /// box ("You see a bottle shatter!", "A scroll is torn to shreds!").
    fn chest_shatter_msg(&mut self, o: &Obj) {
        let t = tables();
        if t.obj(o.otyp).class == OClass::Potion {
            let verb = if self.u.has(Prop::Blinded) { "hear" } else { "see" };
            let bottle = self.bottlename();
            self.pline(format!("You {verb} {} shatter!", an(&bottle)));
            return;
        }
        // Named as a blind hero would: one of them, its look unseen.
        let mut one = o.clone();
        one.quan = 1;
        let nc = NameCtx::new(t, &self.os);
        let thing = xname(&nc, &one);
        let disposition = match t.obj(o.otyp).material {
            Some(Material::Paper) => "is torn to shreds",
            Some(Material::Wax) => "is crushed",
            Some(Material::Veggy) => "is pulped",
            Some(Material::Flesh) => "is mashed",
            Some(Material::Glass) => "shatters",
            Some(Material::Wood) => "splinters to fragments",
            _ => "is destroyed",
        };
        self.pline(format!("{} {disposition}!", An(&thing)));
    }

    /// `bottlename`: what a potion is in, picked at random.
    fn bottlename(&mut self) -> String {
        const NAMES: [&str; 7] = ["bottle", "phial", "flagon", "carafe", "flask", "jar", "vial"];
        NAMES[self.rng.rn2(NAMES.len() as i32) as usize].to_string()
    }
}
