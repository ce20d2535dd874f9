//! The Riders do not stay dead (mkobj.c's `start_corpse_timeout`, do.c's
//! `revive_mon`, `revive_corpse`): the corpse of Death, Famine or
//! Pestilence gets a revival timer when it first lies on a level (or is
//! carried there): from 12 turns on a chance in three each turn, at the
//! latest after 500; a revival that fails (no room) usually tries again
//! 3 to 67 turns later.

use crate::game::Game;
use crate::monsters::makemon::MmFlags;
use crate::world::mondata::is_rider;
use oxhack_tables::ids;

/// Where a Rider's corpse is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Held {
    Floor(usize),
    Invent(usize),
}

impl Game {
    /// The Riders' timers for this turn: new Rider corpses are timed, due
    /// ones rise.
    pub fn riders_turn(&mut self) {
        let ids_here: Vec<u32> = self
            .lev
            .objects
            .iter()
            .map(|f| &f.obj)
            .chain(self.u.invent.iter())
            .filter(|o| o.otyp == ids::CORPSE && o.corpsenm.is_some_and(is_rider))
            .map(|o| o.o_id)
            .collect();
        self.lev.endgame.revivals.retain(|(id, _)| ids_here.contains(id));
        for id in ids_here {
            if !self.lev.endgame.revivals.iter().any(|(i, _)| *i == id) {
                let when = self.rider_timer(12, 500);
                self.lev.endgame.revivals.push((id, self.moves + when));
            }
        }
        let due: Vec<u32> =
            self.lev.endgame.revivals.iter().filter(|(_, t)| *t <= self.moves).map(|(id, _)| *id).collect();
        for id in due {
            if self.over.is_some() {
                return;
            }
            if self.revive_rider(id) {
                self.lev.endgame.revivals.retain(|(i, _)| *i != id);
            } else if self.rng.rn2(99) != 0 {
                let when = self.rider_timer(3, 67);
                if let Some(r) = self.lev.endgame.revivals.iter_mut().find(|(i, _)| *i == id) {
                    r.1 = self.moves + when;
                }
            } else {
                self.lev.endgame.revivals.retain(|(i, _)| *i != id);
            }
        }
    }

    /// A Rider corpse's delay: a chance in three each turn from `from`,
    /// `to` at the latest (`start_corpse_timeout` spends its `rnz` first).
    fn rider_timer(&mut self, from: i64, to: i64) -> i64 {
        if from == 12 {
            let lvl = self.u.ulevel();
            let _ = self.rng.rnz(10, lvl);
        }
        let mut when = from;
        while when < to {
            if self.rng.rn2(3) == 0 {
                break;
            }
            when += 1;
        }
        when
    }

    /// `revive_corpse` for a Rider: the corpse becomes the Rider again,
    /// where it lies (or next to the hero carrying it). Returns whether
    /// it rose.
    pub fn revive_rider(&mut self, id: u32) -> bool {
        let held = if let Some(k) = self.lev.objects.iter().position(|f| f.obj.o_id == id) {
            Held::Floor(k)
        } else if let Some(k) = self.u.invent.iter().position(|o| o.o_id == id) {
            Held::Invent(k)
        } else {
            return false;
        };
        let (obj, x, y) = match held {
            Held::Floor(k) => {
                let f = &self.lev.objects[k];
                (f.obj.clone(), f.x, f.y)
            }
            Held::Invent(k) => (self.u.invent[k].clone(), self.u.ux, self.u.uy),
        };
        let Some(pm) = obj.corpsenm else { return false };
        // A Rider bumps whatever stands on its corpse out of the way.
        if let Held::Floor(_) = held
            && let Some(k) = self.lev.monsters.iter().position(|m| m.mx == x && m.my == y)
        {
            self.with_mon(|c, lev| c.rloc(lev, k));
        }
        let flags = MmFlags::NO_MINVENT | MmFlags::MM_NOWAIT | MmFlags::MM_NOCOUNTBIRTH | MmFlags::GP_ALLOW_XY;
        let (tx, ty) = match held {
            Held::Floor(_) if self.lev.monster_at(x, y).is_none() && (x, y) != (self.u.ux, self.u.uy) => (x, y),
            _ => match self.enexto_free(x, y, pm) {
                Some(c) => (c.x, c.y),
                None => return false,
            },
        };
        let Some(mi) = self.with_mon(|c, lev| c.makemon(lev, Some(pm), tx, ty, flags)) else { return false };
        let wielded =
            matches!(held, Held::Invent(k) if self.u.invent[k].owornmask.contains(crate::world::obj::Worn::WEP));
        match held {
            Held::Floor(k) => {
                self.lev.objects.remove(k);
                if self.vis.cansee(tx, ty) {
                    let name = self.monnam_cap(mi);
                    self.pline(format!("{name} rises from the dead!"));
                }
            }
            Held::Invent(k) => {
                let nc = self.name_ctx();
                let cname =
                    crate::objects::objnam::corpse_xname(&nc, &obj, None, crate::objects::objnam::Cxn::SINGULAR);
                self.useup(k);
                if wielded {
                    self.pline(format!("The {cname} writhes out of your grasp!"));
                } else {
                    self.pline("You feel squirming in your backpack!");
                }
            }
        }
        self.newsym(tx, ty);
        true
    }
}
