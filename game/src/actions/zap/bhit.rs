//! Beams of wands that act on the first thing they meet (zap.c's
//! `bhit`, `bhitm`, doors in `bhitpile`'s place): striking, slow and
//! speed monster, undead turning, polymorph, cancellation,
//! teleportation, make invisible, opening, locking, probing, and the
//! spells that cast the same beams (force bolt strikes as a wand of
//! striking does, but "The spell hits").

use crate::game::Game;
use crate::world::display::capitalize;
use crate::world::level::{D_BROKEN, D_CLOSED, D_ISOPEN, D_LOCKED, D_NODOOR};
use crate::world::obj::Obj;
use oxhack_defs::Otyp;
use oxhack_tables::ids::*;
use oxhack_tables::tables;
use oxhack_vm::terrain::DOOR;

/// The wand whose beam a spell casts (force bolt strikes as a wand of
/// striking, knock opens as a wand of opening, ...); `None` for spells
/// that cast no wand's beam. Drain life and stone to flesh act as a
/// wand of nothing here.
pub fn spell_wand(sp: Otyp) -> Option<Otyp> {
    Some(match sp {
        SPE_FORCE_BOLT => WAN_STRIKING,
        SPE_SLOW_MONSTER => WAN_SLOW_MONSTER,
        SPE_KNOCK => WAN_OPENING,
        SPE_WIZARD_LOCK => WAN_LOCKING,
        SPE_TURN_UNDEAD => WAN_UNDEAD_TURNING,
        SPE_POLYMORPH => WAN_POLYMORPH,
        SPE_TELEPORT_AWAY => WAN_TELEPORTATION,
        SPE_CANCELLATION => WAN_CANCELLATION,
        SPE_DIG => WAN_DIGGING,
        SPE_DRAIN_LIFE | SPE_STONE_TO_FLESH => WAN_NOTHING,
        _ => return None,
    })
}

/// The beam an object (a wand, or a spell's pseudo-object) casts, as the
/// wand of that effect.
fn beam(w: &Obj) -> Otyp {
    spell_wand(w.otyp).unwrap_or(w.otyp)
}

impl Game {
    /// `bhit`: a beam from the hero in (dx, dy) for rn1(8, 6) squares,
    /// stopping at the first monster (which `bhitm` affects), a wall, or a
    /// closed door. Returns whether the effect was unmistakable.
    pub fn bhit(&mut self, w: &Obj, dx: i32, dy: i32) -> bool {
        let mut range = self.rng.rn1(8, 6);
        let (mut x, mut y) = (self.u.ux, self.u.uy);
        let mut known = false;
        while range > 0 {
            range -= 1;
            x += dx;
            y += dy;
            if !crate::world::level::isok(x, y) {
                break;
            }
            known |= self.bhit_drawbridge(w, x, y);
            if let Some(i) = self.lev.monsters.iter().position(|m| m.mx == x && m.my == y) {
                known |= self.bhitm(i, w);
                range -= 3;
                if beam(w) != WAN_PROBING {
                    break;
                }
                continue;
            }
            known |= self.bhito_at(w, x, y);
            let typ = self.lev.typ(x, y);
            if typ == DOOR {
                let mask = self.lev.at(x, y).doormask();
                if let Some(k) = self.bhit_door(w, x, y, mask) {
                    known |= k;
                    break;
                }
            }
            if !crate::world::level::zap_pos(typ) || (typ == DOOR && self.lev.at(x, y).doormask() & D_CLOSED != 0) {
                break;
            }
        }
        known
    }

    /// A beam at a drawbridge's span or doorway (`bhit`'s
    /// `find_drawbridge` case): opening lowers it, locking raises it,
    /// striking and force bolt destroy it (unless raised and struck on its
    /// span). Returns whether the effect was unmistakable.
    fn bhit_drawbridge(&mut self, w: &Obj, x: i32, y: i32) -> bool {
        use crate::actions::dbridge::{find_drawbridge, is_db_wall};
        let Some((bx, by)) = find_drawbridge(&self.lev, x, y) else { return false };
        let seen = self.vis.cansee(bx, by) || self.vis.cansee(x, y);
        match beam(w) {
            WAN_OPENING if is_db_wall(&self.lev, x, y) => {
                self.open_drawbridge(bx, by);
                seen
            }
            WAN_LOCKING => {
                let learn = seen && self.lev.typ(bx, by) == oxhack_vm::terrain::DRAWBRIDGE_DOWN;
                self.close_drawbridge(bx, by);
                learn
            }
            WAN_STRIKING => {
                if self.lev.typ(x, y) != oxhack_vm::terrain::DRAWBRIDGE_UP {
                    self.destroy_drawbridge(bx, by);
                }
                true
            }
            _ => false,
        }
    }

    /// The beam passes over the objects at (x, y) (`bhitpile`/`bhito`,
    /// the common cases): striking breaks boulders, opening and locking
    /// work on boxes, teleportation scatters objects, cancellation
    /// drains them, probing shows box contents. Returns whether the
    /// effect was unmistakable.
    pub fn bhito_at(&mut self, w: &Obj, x: i32, y: i32) -> bool {
        let here: Vec<usize> =
            (0..self.lev.objects.len()).filter(|&k| self.lev.objects[k].x == x && self.lev.objects[k].y == y).collect();
        if here.is_empty() {
            return false;
        }
        let seen = self.vis.cansee(x, y);
        let mut known = false;
        match beam(w) {
            WAN_STRIKING => {
                if let Some(&k) = here.iter().find(|&&k| self.lev.objects[k].obj.otyp == BOULDER) {
                    if seen {
                        self.pline("The boulder falls apart.");
                    } else {
                        self.pline("You hear a crumbling sound.");
                    }
                    // Breaking a boulder (`fracture_rock`) costs Luck in Sokoban.
                    self.sokoban_guilt();
                    let mut rocks = self.with_mk(|c| c.mksobj(ROCK, false, false));
                    rocks.quan = i64::from(self.rng.rn1(60, 7));
                    self.lev.objects[k].obj = rocks;
                    known = true;
                }
            }
            WAN_OPENING | WAN_LOCKING => {
                let lock = beam(w) == WAN_LOCKING;
                for &k in &here {
                    let o = &mut self.lev.objects[k].obj;
                    if crate::objects::objnam::is_box(o.otyp) && o.olocked != lock && !o.obroken {
                        o.olocked = lock;
                        o.lknown = true;
                        self.pline(if lock { "Klunk!" } else { "Klick!" });
                        known = true;
                    }
                }
            }
            WAN_TELEPORTATION if !self.lev.flags.noteleport => {
                for &k in here.iter().rev() {
                    let f = self.lev.objects.remove(k);
                    let spot = self.rndspot().unwrap_or(crate::world::level::Coord::new(x, y));
                    self.lev.place_object(f.obj, spot.x, spot.y);
                    self.newsym(spot.x, spot.y);
                }
            }
            WAN_CANCELLATION => {
                let t = oxhack_tables::tables();
                for &k in &here {
                    crate::actions::zap::cancel::cancel_item(t, &mut self.lev.objects[k].obj);
                }
            }
            WAN_POLYMORPH => {
                for &k in here.iter().rev() {
                    known |= self.bhito_polymorph(k);
                }
            }
            WAN_PROBING => {
                for &k in &here {
                    let o = &self.lev.objects[k].obj;
                    if crate::objects::objnam::is_container(o.otyp) {
                        let lines: Vec<String> = o.contents.iter().map(|c| self.doname(c)).collect();
                        let name = self.doname(o);
                        if lines.is_empty() {
                            self.pline(format!("{} is empty.", capitalize(&name)));
                        } else {
                            self.display_lines(&format!("Contents of {name}:"), &lines);
                        }
                        known = true;
                    }
                }
            }
            _ => {}
        }
        self.newsym(x, y);
        known
    }

    /// A beam reaching a door. `Some(known)` stops the beam.
    fn bhit_door(&mut self, w: &Obj, x: i32, y: i32, mask: u8) -> Option<bool> {
        let closed = mask & (D_CLOSED | D_LOCKED) != 0;
        let seen = self.vis.cansee(x, y);
        let set = |g: &mut Game, m: u8| {
            if let Some(l) = g.lev.at_mut(x, y) {
                l.set_doormask(m);
            }
            g.newsym(x, y);
            g.vision_recalc();
        };
        match beam(w) {
            WAN_OPENING if mask & D_LOCKED != 0 => {
                set(self, D_CLOSED);
                if seen {
                    self.pline("The door unlocks!");
                }
                Some(seen)
            }
            WAN_LOCKING if mask & (D_ISOPEN | D_CLOSED) != 0 || mask == D_NODOOR || mask == D_BROKEN => {
                if self.lev.monster_at(x, y).is_some() || self.lev.objects_at(x, y).next().is_some() {
                    return None;
                }
                let was_open = mask & D_CLOSED == 0;
                set(self, D_LOCKED);
                if seen {
                    self.pline(if was_open { "The door swings shut, and locks!" } else { "The door locks!" });
                }
                Some(seen)
            }
            WAN_STRIKING if closed => {
                set(self, D_BROKEN);
                if seen {
                    self.pline("The door crashes open!");
                }
                Some(seen)
            }
            _ if closed => Some(false),
            _ => None,
        }
    }

    /// `resist`: whether monster `i` resists a wand's effect (its magic
    /// resistance against the wand's level 12).
    pub fn resist_wand(&mut self, i: usize) -> bool {
        let Some(m) = self.lev.monsters.get(i) else { return false };
        let t = tables();
        let mr = i32::from(t.mon(m.mnum).mr);
        let dlev = i32::from(m.m_lev).clamp(1, 50);
        self.rng.rn2(100 + 12 - dlev) < mr
    }

    /// `bhitm`: the beam hits monster `i`. Returns whether the wand's
    /// effect was unmistakable.
    pub fn bhitm(&mut self, i: usize, w: &Obj) -> bool {
        let t = tables();
        let seen = self.lev.monsters.get(i).is_some_and(|m| self.canspotmon(m));
        let name = self.mon_nam(i);
        let cname = capitalize(&name);
        let pm = self.lev.monsters[i].mnum;
        let mut wake = true;
        let mut known = false;
        // zap.c's `zap_type_text`: "The wand hits" or "The spell hits".
        let what = if w.otyp == WAN_STRIKING { "wand" } else { "spell" };
        match beam(w) {
            WAN_STRIKING => {
                let ac = i32::from(t.mon(pm).ac);
                if self.rng.rnd(20) < 10 + ac {
                    let mut dmg = self.rng.d(2, 12);
                    if self.resist_wand(i) {
                        dmg /= 2;
                    }
                    self.pline(format!("The {what} hits {name}{}", if dmg < 5 { "." } else { "!" }));
                    known = true;
                    self.wakeup(i, true);
                    self.damage_monster(i, dmg, true);
                    return known;
                }
                self.pline(format!("The {what} misses {name}."));
            }
            WAN_SLOW_MONSTER => {
                if !self.resist_wand(i) {
                    let m = &mut self.lev.monsters[i];
                    m.mspeed = if m.mspeed == 2 { 0 } else { 1 };
                    if seen {
                        self.pline(format!("{cname} seems to be moving slower."));
                        known = true;
                    }
                }
            }
            WAN_SPEED_MONSTER => {
                wake = false;
                if !self.resist_wand(i) {
                    let m = &mut self.lev.monsters[i];
                    m.mspeed = if m.mspeed == 1 { 0 } else { 2 };
                    if seen {
                        self.pline(format!("{cname} is suddenly moving faster."));
                        known = true;
                    }
                }
            }
            WAN_UNDEAD_TURNING => {
                wake = false;
                if crate::monsters::makemon::is_undead(t, pm) {
                    known = seen;
                    self.wakeup(i, true);
                    if !self.resist_wand(i) {
                        let dmg = self.rng.rnd(8);
                        self.pline(format!("{cname} shudders in dread!"));
                        if self.damage_monster(i, dmg, true) {
                            return known;
                        }
                        if let Some(m) = self.lev.monsters.get_mut(i) {
                            m.mflee = true;
                        }
                    }
                }
            }
            WAN_POLYMORPH => {
                known |= self.bhitm_polymorph(i);
            }
            WAN_CANCELLATION => {
                self.lev.monsters[i].mcan = true;
            }
            WAN_TELEPORTATION => {
                let (ox, oy) = (self.lev.monsters[i].mx, self.lev.monsters[i].my);
                if !self.lev.flags.noteleport {
                    self.with_mon(|c, lev| c.rloc(lev, i));
                    self.newsym(ox, oy);
                    if let Some(m) = self.lev.monsters.get(i) {
                        let (nx, ny) = (m.mx, m.my);
                        self.newsym(nx, ny);
                    }
                    known = seen;
                }
            }
            WAN_MAKE_INVISIBLE => {
                let m = &mut self.lev.monsters[i];
                m.minvis = true;
                m.perminvis = true;
                let (x, y) = (m.mx, m.my);
                self.newsym(x, y);
                known = seen && !self.lev.monsters.get(i).is_some_and(|m| self.canspotmon(m));
            }
            WAN_PROBING => {
                wake = false;
                known = true;
                self.probe_monster(i);
            }
            _ => wake = false,
        }
        if wake {
            self.wakeup(i, true);
        }
        known
    }

    /// `probe_monster`: a monster's hit points, state and inventory.
    pub fn probe_monster(&mut self, i: usize) {
        let Some(m) = self.lev.monsters.get(i) else { return };
        let mut status = Vec::new();
        if m.mtame > 0 {
            status.push("tame");
        } else if m.mpeaceful {
            status.push("peaceful");
        }
        if m.msleeping {
            status.push("asleep");
        }
        if !m.mcanmove {
            status.push("can't move");
        }
        if m.mflee {
            status.push("scared");
        }
        if m.mcan {
            status.push("cancelled");
        }
        if m.minvis {
            status.push("invisible");
        }
        match m.mspeed {
            1 => status.push("slow"),
            2 => status.push("fast"),
            _ => {}
        }
        let head = format!(
            "Status of {} (level {}): HP {}({}){}{}.",
            self.mon_nam(i),
            m.m_lev,
            m.mhp,
            m.mhpmax,
            if status.is_empty() { "" } else { ", " },
            status.join(", ")
        );
        let inv: Vec<Obj> = m.minvent.clone();
        self.pline(head);
        if inv.is_empty() {
            self.pline(format!("{} is not carrying anything.", capitalize(&self.mon_nam(i))));
        } else {
            let mut lines = Vec::new();
            for o in &inv {
                lines.push(self.doname(o));
            }
            self.display_lines(&format!("{}'s possessions:", capitalize(&self.mon_nam(i))), &lines);
        }
    }
}
