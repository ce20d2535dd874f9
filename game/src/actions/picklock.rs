//! Picking and working locks (lock.c's `pick_lock`, `picklock`,
//! `lock_action`): a lock pick, credit card or skeleton key on a door
//! next to the hero or a box underfoot. Each turn succeeds with the
//! tool's chance in a hundred (by dexterity, better for Rogues, halved
//! for a cursed tool); after fifty turns the hero gives up. It is an
//! occupation: interrupted, applying the same tool again resumes it
//! ("You resume your attempt at picking the lock.") until the hero moves.

use crate::game::Game;
use crate::hero::occupation::{Occupation, Xlock};
use crate::objects::objnam::is_box;
use crate::world::level::{D_BROKEN, D_CLOSED, D_ISOPEN, D_LOCKED, D_NODOOR, D_TRAPPED};
use crate::world::you::{A_DEX, UTrap};
use oxhack_defs::Otyp;
use oxhack_tables::ids::*;

impl Game {
    /// `lock_action`: what the hero is doing to the lock ("picking the
    /// lock", "unlocking the door", "locking the chest").
    pub fn lock_action(&self) -> String {
        let x = &self.occ.xlock;
        let door_locked = x.door.map(|(dx, dy)| self.lev.at(dx, dy).doormask() & D_LOCKED != 0);
        let the_box = x.boxid.and_then(|id| self.lev.objects.iter().find(|f| f.obj.o_id == id)).map(|f| &f.obj);
        let what = |b: &crate::world::obj::Obj| if b.otyp == CHEST { "chest" } else { "box" };
        if door_locked == Some(false) {
            return "locking the door".into();
        }
        if let Some(b) = the_box
            && !b.olocked
        {
            return format!("locking the {}", what(b));
        }
        if matches!(x.picktyp, Some(LOCK_PICK | CREDIT_CARD)) {
            return "picking the lock".into();
        }
        if x.door.is_some() {
            return "unlocking the door".into();
        }
        match the_box {
            Some(b) => format!("unlocking the {}", what(b)),
            None => "picking the lock".into(),
        }
    }

    /// `pick_lock`: a lock pick, credit card or skeleton key (inventory
    /// item `i`) on a door or a box here. Starting takes no time (the
    /// occupation's turns do); resuming or learning why not does.
    pub fn pick_lock(&mut self, i: usize) -> bool {
        let picktyp = self.u.invent[i].otyp;
        if self.occ.xlock.usedtime > 0 && self.occ.xlock.picktyp == Some(picktyp) {
            let action = self.lock_action();
            if self.occ.xlock.boxid.is_some() && !self.can_reach_floor(true) {
                self.pline("Unfortunately, you can no longer reach the lock.");
                self.reset_pick();
                return true;
            }
            self.pline(format!("You resume your attempt at {action}."));
            self.set_occupation(Occupation::PickLock, &action);
            return true;
        }
        let Some((dx, dy, dz)) = self.getdir(None) else { return false };
        let dex = self.u.acurr(A_DEX);
        let rogue = i32::from(self.u.hero.role_is(PM_ROGUE));
        if dx == 0 && dy == 0 {
            if dz < 0 {
                self.pline("There isn't any sort of lock up there.");
                return true;
            }
            return self.pick_box_lock(picktyp, dex, rogue);
        }
        if matches!(self.u.utrap, UTrap::Pit(_)) {
            self.pline("You can't reach over the edge of the pit.");
            return true;
        }
        let (x, y) = (self.u.ux + dx, self.u.uy + dy);
        if let Some(m) = self.lev.monsters.iter().position(|m| m.mx == x && m.my == y)
            && self.canspotmon(&self.lev.monsters[m])
        {
            let name = self.mon_nam(m);
            self.pline(format!("I don't think {name} would appreciate that."));
            return true;
        }
        if self.lev.typ(x, y) != oxhack_vm::terrain::DOOR {
            let see = if self.u.has(oxhack_defs::Prop::Blinded) { "feel" } else { "see" };
            self.pline(format!("You {see} no door there."));
            return true;
        }
        let mask = self.lev.at(x, y).doormask();
        match mask {
            D_NODOOR => {
                self.pline("This doorway has no door.");
                return true;
            }
            D_ISOPEN => {
                self.pline("You cannot lock an open door.");
                return true;
            }
            D_BROKEN => {
                self.pline("This door is broken.");
                return true;
            }
            _ => {}
        }
        let locked = mask & D_LOCKED != 0;
        if picktyp == CREDIT_CARD && !locked {
            self.pline("You can't lock a door with a credit card.");
            return true;
        }
        if !self.yn(if locked { "Unlock it?" } else { "Lock it?" }) {
            return false;
        }
        let chance = match picktyp {
            CREDIT_CARD => 2 * dex + 20 * rogue,
            LOCK_PICK => 3 * dex + 30 * rogue,
            _ => 70 + dex,
        };
        self.occ.xlock =
            Xlock { door: Some((x, y)), dir: (dx, dy), picktyp: Some(picktyp), chance, ..Xlock::default() };
        let action = self.lock_action();
        self.set_occupation(Occupation::PickLock, &action);
        false
    }

    /// The box part of `pick_lock`: each box here is offered in turn.
    fn pick_box_lock(&mut self, picktyp: Otyp, dex: i32, rogue: i32) -> bool {
        let (ux, uy) = (self.u.ux, self.u.uy);
        let boxes: Vec<u32> = self
            .lev
            .objects
            .iter()
            .rev()
            .filter(|f| (f.x, f.y) == (ux, uy) && is_box(f.obj.otyp))
            .map(|f| f.obj.o_id)
            .collect();
        if boxes.is_empty() {
            self.pline("There doesn't seem to be any sort of lock here.");
            return true;
        }
        for id in boxes {
            let Some(k) = self.lev.objects.iter().position(|f| f.obj.o_id == id) else { continue };
            if !self.can_reach_floor(true) {
                self.pline("You can't reach it from up here.");
                return true;
            }
            let o = self.lev.objects[k].obj.clone();
            let (verb, it) = if o.obroken {
                ("fix", false)
            } else if !o.olocked {
                ("lock", true)
            } else if picktyp != LOCK_PICK {
                ("unlock", true)
            } else {
                ("pick", false)
            };
            let name = self.doname(&o);
            self.lev.objects[k].obj.lknown = true;
            let q = format!("There is {name} here; {verb} {}?", if it { "it" } else { "its lock" });
            match self.yn_function(&q, "ynq", 'q') {
                'q' => return false,
                'y' => {}
                _ => continue,
            }
            if o.obroken {
                let tool = self.doname(&crate::world::obj::Obj::new(picktyp, 1));
                self.pline(format!("You can't fix its broken lock with {tool}."));
                return true;
            }
            if picktyp == CREDIT_CARD && !o.olocked {
                self.pline("You can't do that with a credit card.");
                return true;
            }
            let mut chance = match picktyp {
                CREDIT_CARD => dex + 20 * rogue,
                LOCK_PICK => 4 * dex + 25 * rogue,
                _ => 75 + dex,
            };
            // A cursed box is harder.
            if o.cursed {
                chance /= 2;
            }
            self.occ.xlock = Xlock { boxid: Some(id), picktyp: Some(picktyp), chance, ..Xlock::default() };
            let action = self.lock_action();
            self.set_occupation(Occupation::PickLock, &action);
            return false;
        }
        true
    }

    /// `picklock`: one turn at the lock. False when done (succeeded,
    /// gave up, or the hero or the lock is no longer there).
    pub fn picklock(&mut self) -> bool {
        let x = self.occ.xlock.clone();
        if let Some(id) = x.boxid {
            let here = self.lev.objects.iter().any(|f| f.obj.o_id == id && (f.x, f.y) == (self.u.ux, self.u.uy));
            if !here {
                self.occ.xlock.usedtime = 0;
                return false;
            }
        } else if let Some((dx, dy)) = x.door {
            if (dx, dy) != (self.u.ux + x.dir.0, self.u.uy + x.dir.1) {
                self.occ.xlock.usedtime = 0;
                return false;
            }
            let why = match self.lev.at(dx, dy).doormask() {
                D_NODOOR => Some("This doorway has no door."),
                D_ISOPEN => Some("You cannot lock an open door."),
                D_BROKEN => Some("This door is broken."),
                _ => None,
            };
            if let Some(w) = why {
                self.pline(w);
                self.occ.xlock.usedtime = 0;
                return false;
            }
        } else {
            return false;
        }
        let used = self.occ.xlock.usedtime;
        self.occ.xlock.usedtime += 1;
        if used >= 50 {
            let action = self.lock_action();
            self.pline(format!("You give up your attempt at {action}."));
            self.exercise(A_DEX, true);
            self.occ.xlock.usedtime = 0;
            return false;
        }
        if self.rng.rn2(100) >= x.chance {
            return true;
        }
        let action = self.lock_action();
        self.pline(format!("You succeed in {action}."));
        if let Some((dx, dy)) = x.door {
            let mask = self.lev.at(dx, dy).doormask();
            let new = if mask & D_TRAPPED != 0 {
                self.door_trap_explodes(dx, dy);
                D_NODOOR
            } else if mask & D_LOCKED != 0 {
                D_CLOSED
            } else {
                D_LOCKED
            };
            if let Some(l) = self.lev.at_mut(dx, dy) {
                l.set_doormask(new);
            }
            self.vision_recalc();
            self.newsym(dx, dy);
        } else if let Some(id) = x.boxid
            && let Some(f) = self.lev.objects.iter_mut().find(|f| f.obj.o_id == id)
        {
            f.obj.olocked = !f.obj.olocked;
            f.obj.lknown = true;
        }
        self.exercise(A_DEX, true);
        self.occ.xlock.usedtime = 0;
        false
    }
}
