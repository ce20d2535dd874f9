//! Where a monster may stand (teleport.c's `goodpos`, `enexto`,
//! `rloc`; makemon.c's `makemon_rnd_goodpos`; mon.c's `hideunder`) and
//! the terrain questions they ask (dbridge.c's `is_pool`, `is_lava`).

use super::{MmFlags, MonCtx, NO_MM_FLAGS, Plane, mdat::*};
use crate::world::level::{Coord, Level, isok};
use oxhack_defs::{MonClass, Pm};
use oxhack_tables as ids;
use oxhack_vm::terrain::*;

/// `is_pool(x, y)`: pool, moat, water, or a raised drawbridge over a moat.
pub fn is_pool_at(lev: &Level, x: i32, y: i32) -> bool {
    if !isok(x, y) {
        return false;
    }
    let l = lev.at(x, y);
    match l.typ {
        POOL | MOAT | WATER => true,
        DRAWBRIDGE_UP => l.drawbridgemask() & crate::world::level::DB_UNDER == crate::world::level::DB_MOAT,
        _ => false,
    }
}

/// `is_lava(x, y)`.
pub fn is_lava_at(lev: &Level, x: i32, y: i32) -> bool {
    if !isok(x, y) {
        return false;
    }
    let l = lev.at(x, y);
    l.typ == LAVAPOOL
        || (l.typ == DRAWBRIDGE_UP
            && l.drawbridgemask() & crate::world::level::DB_UNDER == crate::world::level::DB_LAVA)
}

/// `closed_door(x, y)`.
pub fn closed_door(lev: &Level, x: i32, y: i32) -> bool {
    let l = lev.at(x, y);
    l.typ == DOOR && l.doormask() & (crate::world::level::D_LOCKED | crate::world::level::D_CLOSED) != 0
}

/// A boulder lies at (x, y) (`sobj_at(BOULDER, x, y)`).
pub fn boulder_at(lev: &Level, x: i32, y: i32) -> bool {
    lev.objects_at(x, y).any(|o| o.otyp == ids::BOULDER)
}

impl MonCtx<'_> {
    /// `goodpos`: a monster of type `pm` (or any monster, for `None`)
    /// could be put at (x, y). Eels refuse dry land 12 times in 13.
    pub fn goodpos(&mut self, lev: &Level, x: i32, y: i32, pm: Option<Pm>, gpflags: MmFlags) -> bool {
        let t = self.mk.t;
        let ignorewater = gpflags.contains(MmFlags::MM_IGNOREWATER);
        if !isok(x, y) {
            return false;
        }
        if self.env.hero_pos == Some(Coord::new(x, y)) {
            return false;
        }
        if let Some(pm) = pm {
            if lev.monster_at(x, y).is_some() {
                return false;
            }
            let water_plane = self.env.plane == Plane::Water;
            if is_pool_at(lev, x, y) && !ignorewater {
                return is_swimmer(t, pm)
                    || (!water_plane && (is_floater(t, pm) || is_flyer(t, pm) || is_clinger(t, pm)));
            } else if t.mon(pm).mlet == MonClass::Eel && !ignorewater && self.mk.rng.rn2(13) != 0 {
                return false;
            } else if is_lava_at(lev, x, y) {
                if pm == ids::PM_FLOATING_EYE {
                    return false;
                }
                return is_floater(t, pm) || is_flyer(t, pm) || likes_lava(pm);
            }
            let l = lev.at(x, y);
            let may_passwall =
                !(crate::world::level::is_stwall(l.typ) && l.wall_info() & crate::world::level::W_NONPASSWALL != 0);
            if passes_walls(t, pm) && may_passwall {
                return true;
            }
            if amorphous(t, pm) && closed_door(lev, x, y) {
                return true;
            }
        }
        let typ = lev.typ(x, y);
        if !(crate::world::level::accessible(typ) || (is_pool_at(lev, x, y) && ignorewater)) {
            return false;
        }
        !boulder_at(lev, x, y) || pm.is_some_and(|p| throws_rocks(t, p))
    }

    /// `enexto`: a good spot for `pm` as close to (xx, yy) as there is.
    pub fn enexto(&mut self, lev: &Level, xx: i32, yy: i32, pm: Option<Pm>) -> Option<Coord> {
        self.enexto_core(lev, xx, yy, pm, NO_MM_FLAGS)
    }

    /// `enexto_core`: rings of growing radius around (xx, yy); the first
    /// ring with room gives up to 15 candidates, one chosen at random.
    pub fn enexto_core(&mut self, lev: &Level, xx: i32, yy: i32, pm: Option<Pm>, flags: MmFlags) -> Option<Coord> {
        const MAX_GOOD: usize = 15;
        let allow_xy = flags.contains(MmFlags::GP_ALLOW_XY);
        let flags = flags - MmFlags::GP_ALLOW_XY;
        // Without a kind, NetHack uses the hero's own (`u.umonster`).
        let pm = Some(pm.unwrap_or(self.mk.hero.role));
        let (colno, rowno) = (crate::world::level::COLNO as i32, crate::world::level::ROWNO as i32);
        let rangemax = (xx - 1).max(colno - 1 - xx).max(yy.max(rowno - 1 - yy));
        let mut good: Vec<Coord> = Vec::with_capacity(MAX_GOOD);
        let mut range = 1;
        'rings: loop {
            let xmin = (xx - range).max(1);
            let xmax = (xx + range).min(colno - 1);
            let ymin = (yy - range).max(0);
            let ymax = (yy + range).min(rowno - 1);
            for x in xmin..=xmax {
                for y in [ymin, ymax] {
                    if self.goodpos(lev, x, y, pm, flags) {
                        good.push(Coord::new(x, y));
                        if good.len() == MAX_GOOD {
                            break 'rings;
                        }
                    }
                }
            }
            for y in ymin..ymax {
                for x in [xmin, xmax] {
                    if self.goodpos(lev, x, y, pm, flags) {
                        good.push(Coord::new(x, y));
                        if good.len() == MAX_GOOD {
                            break 'rings;
                        }
                    }
                }
            }
            range += 1;
            if range > rangemax || !good.is_empty() {
                break;
            }
        }
        if good.is_empty() {
            return (allow_xy && self.goodpos(lev, xx, yy, pm, flags)).then_some(Coord::new(xx, yy));
        }
        let i = self.mk.rng.rn2(good.len() as i32) as usize;
        Some(good[i])
    }

    /// `makemon_rnd_goodpos`: 50 random tries, then a sweep of the map
    /// from the last try.
    pub(super) fn makemon_rnd_goodpos(&mut self, lev: &Level, pm: Option<Pm>, gpflags: MmFlags) -> Option<Coord> {
        let (colno, rowno) = (crate::world::level::COLNO as i32, crate::world::level::ROWNO as i32);
        let (mut nx, mut ny);
        let mut tryct = 0;
        loop {
            nx = self.mk.rng.rn1(colno - 3, 2);
            ny = self.mk.rng.rn2(rowno);
            let good = self.goodpos(lev, nx, ny, pm, gpflags);
            tryct += 1;
            if good {
                return Some(Coord::new(nx, ny));
            }
            if tryct >= 50 {
                break;
            }
        }
        let (xofs, yofs) = (nx, ny);
        // Nothing is in view while levels are built, so the first (unseen
        // only) sweep is the same as the second.
        let start = if self.mk.lvl.in_mklev { 1 } else { 0 };
        for bl in start..2 {
            for dx in 0..colno {
                for dy in 0..rowno {
                    let x = ((dx + xofs) % (colno - 1)) + 1;
                    let y = ((dy + yofs) % (rowno - 1)) + 1;
                    if self.goodpos(lev, x, y, pm, gpflags) {
                        return Some(Coord::new(x, y));
                    }
                }
            }
            if bl == 0 && pm.is_none_or(|p| self.mk.t.mon(p).mmove != 0) {
                let stairs = [lev.dnstair, lev.upstair, lev.dnladder, lev.upladder];
                let mut pick = None;
                for s in stairs.into_iter().flatten() {
                    if self.mk.rng.rn2(2) == 0 {
                        pick = Some(Coord::new(s.x, s.y));
                        break;
                    }
                }
                // Without a staircase NetHack retries the sweep's last spot.
                let last = Coord::new(((colno - 1 + xofs) % (colno - 1)) + 1, ((rowno - 1 + yofs) % (rowno - 1)) + 1);
                let c = pick.unwrap_or(last);
                if self.goodpos(lev, c.x, c.y, pm, gpflags) {
                    return Some(c);
                }
            }
        }
        None
    }

    /// `rloc`: moves the monster at `idx` to a random good spot (1000
    /// random tries, the first 500 not crossing into or out of the
    /// Wizard's tower, then the first good spot); false when there is
    /// none.
    pub fn rloc(&mut self, lev: &mut Level, idx: usize) -> bool {
        let Some(m) = lev.monsters.get(idx) else { return false };
        let (pm, ox, oy) = (m.mnum, m.mx, m.my);
        let (colno, rowno) = (crate::world::level::COLNO as i32, crate::world::level::ROWNO as i32);
        let mut found = None;
        for tries in 0..1000 {
            let x = self.mk.rng.rn1(colno - 3, 2);
            let y = self.mk.rng.rn2(rowno);
            // The first half of the tries keep out of (or in) the
            // Wizard's tower (`rloc_pos_ok`).
            let jump_ok = tries >= 500 || crate::monsters::wizard::tele_jump_ok(lev, ox, oy, x, y);
            if jump_ok && self.goodpos(lev, x, y, Some(pm), NO_MM_FLAGS) {
                found = Some(Coord::new(x, y));
                break;
            }
        }
        if found.is_none() {
            'sweep: for x in 2..colno - 1 {
                for y in 0..rowno {
                    if self.goodpos(lev, x, y, Some(pm), NO_MM_FLAGS) {
                        found = Some(Coord::new(x, y));
                        break 'sweep;
                    }
                }
            }
        }
        match found {
            Some(c) => {
                let m = &mut lev.monsters[idx];
                (m.mx, m.my) = (c.x, c.y);
                true
            }
            None => false,
        }
    }
}

/// `hideunder`: eels hide in water, concealing monsters under objects
/// (not under a lone cockatrice corpse).
pub fn hideunder(t: &oxhack_defs::Tables, lev: &mut Level, idx: usize, plane: Plane) {
    let Some(m) = lev.monsters.get(idx) else {
        return;
    };
    let (x, y, pm) = (m.mx, m.my, m.mnum);
    let undetected = if m.mtrapped && lev.t_at(x, y).is_some_and(|tr| !crate::world::level::ttyp::is_pit(tr.ttyp)) {
        false
    } else if t.mon(pm).mlet == MonClass::Eel {
        is_pool_at(lev, x, y) && plane != Plane::Water
    } else if hides_under(t, pm) {
        let mut here = lev.objects_at(x, y);
        match (here.next(), here.next()) {
            (None, _) => false,
            (Some(top), None) => {
                let resists = t.mon(pm).mresists.contains(oxhack_defs::flags::Mr::STONE);
                top.otyp != ids::CORPSE
                    || resists
                    || !matches!(top.corpsenm, Some(ids::PM_COCKATRICE) | Some(ids::PM_CHICKATRICE))
            }
            (Some(_), Some(_)) => true,
        }
    } else {
        false
    };
    if let Some(m) = lev.monsters.get_mut(idx) {
        m.mundetected = undetected;
    }
}
