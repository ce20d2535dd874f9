//! Filling zoo-like rooms (mkroom.c's `fill_zoo` and the monster choices
//! `courtmon`, `squadmon`, `morguemon`, `antholemon`,
//! `mk_zoo_thronemon`), with the gold, graves and treasure they hold
//! (mkobj.c's `mkgold`, engrave.c's `make_grave`, rumors.c's random
//! epitaph).

use super::somexy;
use crate::monsters::makemon::{MmFlags, MonCtx, NO_MM_FLAGS, is_lava_at, is_ndemon, is_pool_at};
use crate::objects::mkobj::G_GONE;
use crate::world::level::{EngrType, Engraving, Level, RoomId, is_furniture, rtype};
use oxhack_defs::flags::Geno;
use oxhack_defs::{MonClass, OClass, Pm};
use oxhack_tables::{self as ids, *};
use oxhack_vm::terrain::*;

/// `occupied`: a trap, furniture, lava or water is at (x, y).
pub fn occupied(lev: &Level, x: i32, y: i32) -> bool {
    lev.t_at(x, y).is_some() || is_furniture(lev.typ(x, y)) || is_lava_at(lev, x, y) || is_pool_at(lev, x, y)
}

/// `xcrypt`: NetHack's light scrambling of its text files.
fn xcrypt(s: &[u8]) -> String {
    let mut bitmask = 1u8;
    let mut out = Vec::with_capacity(s.len());
    for &c in s {
        let mut c = c;
        if c & (32 | 64) != 0 {
            c ^= bitmask;
        }
        bitmask <<= 1;
        if bitmask >= 32 {
            bitmask = 1;
        }
        out.push(c);
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// `get_rnd_text`: a random line of a `makedefs -s` text file (a random
/// byte offset, then the next whole line, wrapping to the first).
pub fn get_rnd_text(file: &[u8], rng: &mut crate::rng::Rng) -> String {
    let start = file.iter().position(|&b| b == b'\n').map_or(file.len(), |i| i + 1);
    let body = &file[start..];
    if body.is_empty() {
        return String::new();
    }
    let tidbit = rng.rn2(body.len().min(i32::MAX as usize) as i32) as usize;
    let line_at = |from: usize| -> Option<&[u8]> {
        if from >= body.len() {
            return None;
        }
        let end = body[from..].iter().position(|&b| b == b'\n').map_or(body.len(), |i| from + i);
        Some(&body[from..end])
    };
    // Skip the rest of the line the offset fell in.
    let next = body[tidbit..].iter().position(|&b| b == b'\n').map(|i| tidbit + i + 1);
    let line = next.and_then(line_at).or_else(|| line_at(0)).unwrap_or(&[]);
    xcrypt(line)
}

impl MonCtx<'_> {
    /// `mkgold`: gold at (x, y), added to a pile already there; a
    /// non-positive amount picks one by depth and difficulty.
    pub fn mkgold(&mut self, lev: &mut Level, amount: i64, x: i32, y: i32) {
        let amount = if amount <= 0 {
            let mul = self.mk.rng.rnd(30 / (12 - self.mk.lvl.depth).max(2)) as i64;
            1 + self.mk.rng.rnd(self.mk.lvl.difficulty + 2) as i64 * mul
        } else {
            amount
        };
        if let Some(f) = lev.objects.iter_mut().rev().find(|f| f.x == x && f.y == y && f.obj.otyp == GOLD_PIECE) {
            f.obj.quan += amount;
            return;
        }
        let mut gold = self.mk.mksobj(GOLD_PIECE, true, false);
        gold.quan = amount;
        lev.place_object(gold, x, y);
    }

    /// `make_grave`: a grave with a random epitaph on plain floor without
    /// a trap.
    pub fn make_grave(&mut self, lev: &mut Level, x: i32, y: i32, text: Option<&str>) {
        let typ = lev.typ(x, y);
        if (typ != ROOM && typ != GRAVE) || lev.t_at(x, y).is_some() {
            return;
        }
        lev.set_typ(x, y, GRAVE);
        lev.engravings.retain(|e| !(e.x == x && e.y == y));
        let text = match text {
            Some(t) => t.to_string(),
            None => get_rnd_text(&self.mk.texts.epitaph, self.mk.rng),
        };
        lev.engravings.push(Engraving { x, y, text, kind: EngrType::Headstone, time: 0 });
    }

    /// `mk_tt_object`: a corpse or statue at (x, y) (of a past adventurer
    /// in NetHack when the high-score list has one; there is none here).
    /// Returns its index in `lev.objects`.
    pub fn mk_tt_object(&mut self, lev: &mut Level, otyp: oxhack_defs::Otyp, x: i32, y: i32) -> usize {
        let o = self.mk.mksobj(otyp, otyp != STATUE, false);
        lev.place_object(o, x, y);
        lev.objects.len() - 1
    }

    /// `ndemon`: a random minor demon of alignment `atyp` (any for `None`).
    pub fn ndemon(&mut self, atyp: Option<i8>) -> Option<Pm> {
        let t = self.mk.t;
        self.mkclass_aligned(MonClass::Demon, Geno::empty(), atyp).filter(|&p| is_ndemon(t, p))
    }

    /// `courtmon`: a throne room's courtier, grander on harder levels.
    pub fn courtmon(&mut self) -> Option<Pm> {
        let i = self.mk.rng.rn2(60) + self.mk.rng.rn2(3 * self.mk.lvl.difficulty);
        let g = Geno::empty();
        match i {
            101.. => self.mkclass(MonClass::Dragon, g),
            96.. => self.mkclass(MonClass::Giant, g),
            86.. => self.mkclass(MonClass::Troll, g),
            76.. => self.mkclass(MonClass::Centaur, g),
            61.. => self.mkclass(MonClass::Orc, g),
            46.. => Some(ids::PM_BUGBEAR),
            31.. => Some(ids::PM_HOBGOBLIN),
            16.. => self.mkclass(MonClass::Gnome, g),
            _ => self.mkclass(MonClass::Kobold, g),
        }
    }

    /// `squadmon`: a barracks' soldier, officers more likely deeper.
    pub fn squadmon(&mut self) -> Option<Pm> {
        const SQUADPROB: [(Pm, i32); 4] =
            [(ids::PM_SOLDIER, 80), (ids::PM_SERGEANT, 15), (ids::PM_LIEUTENANT, 4), (ids::PM_CAPTAIN, 1)];
        let sel_prob = self.mk.rng.rnd(80 + self.mk.lvl.difficulty);
        let mut cpro = 0;
        let mut pick = None;
        for (pm, p) in SQUADPROB {
            cpro += p;
            if cpro > sel_prob {
                pick = Some(pm);
                break;
            }
        }
        let pm = pick.unwrap_or_else(|| SQUADPROB[self.mk.rng.rn2(4) as usize].0);
        (self.mvflags(pm) & G_GONE == 0).then_some(pm)
    }

    /// `morguemon`: a morgue's undead (or, deep down, a demon).
    pub fn morguemon(&mut self) -> Option<Pm> {
        let i = self.mk.rng.rn2(100);
        let hd = self.mk.rng.rn2(self.mk.lvl.difficulty);
        if hd > 10 && i < 10 {
            if self.mk.lvl.in_hell || self.mk.lvl.in_endgame {
                return self.mkclass(MonClass::Demon, Geno::empty());
            }
            if let Some(pm) = self.ndemon(None) {
                return Some(pm);
            }
        }
        if hd > 8 && i > 85 {
            return self.mkclass(MonClass::Vampire, Geno::empty());
        }
        if i < 20 {
            Some(ids::PM_GHOST)
        } else if i < 40 {
            Some(ids::PM_WRAITH)
        } else {
            self.mkclass(MonClass::Zombie, Geno::empty())
        }
    }

    /// `antholemon`: the ant species of this level's anthole (the same
    /// throughout a level, varying between levels and games).
    pub fn antholemon(&mut self) -> Option<Pm> {
        let indx = (self.env.ubirthday.rem_euclid(3)) as i32 + self.mk.lvl.difficulty;
        let mut mtyp = ids::PM_GIANT_ANT;
        for trycnt in 0..3 {
            mtyp = match (indx + trycnt).rem_euclid(3) {
                0 => ids::PM_SOLDIER_ANT,
                1 => ids::PM_FIRE_ANT,
                _ => ids::PM_GIANT_ANT,
            };
            if self.mvflags(mtyp) & G_GONE == 0 {
                break;
            }
        }
        (self.mvflags(mtyp) & G_GONE == 0).then_some(mtyp)
    }

    /// `mk_zoo_thronemon`: the ruler on a throne room's throne, asleep,
    /// hostile, with a mace for a sceptre.
    pub fn mk_zoo_thronemon(&mut self, lev: &mut Level, x: i32, y: i32) {
        let i = self.mk.rng.rnd(self.mk.lvl.difficulty);
        let pm = match i {
            10.. => ids::PM_OGRE_KING,
            6.. => ids::PM_ELVENKING,
            3.. => ids::PM_DWARF_KING,
            _ => ids::PM_GNOME_KING,
        };
        if let Some(idx) = self.makemon(lev, Some(pm), x, y, NO_MM_FLAGS) {
            let m = &mut lev.monsters[idx];
            m.msleeping = true;
            m.mpeaceful = false;
            self.set_malign(m);
            self.mongets(&mut lev.monsters[idx], MACE);
        }
    }

    /// `fill_zoo`: a sleeping monster on every free square of the room
    /// (kind by room type), with the room's gold, graves, jelly, statues
    /// or food, and a throne and royal chest for a throne room.
    pub fn fill_zoo(&mut self, lev: &mut Level, id: RoomId) {
        let Some(sroom) = lev.room(id).cloned() else { return };
        let rmno = id.roomno();
        let kind = sroom.rtype;
        let diff = self.mk.lvl.difficulty;
        let door = usize::try_from(sroom.fdoor).ok().and_then(|i| lev.doors.get(i).copied()).unwrap_or_default();
        let has_door = sroom.doorct != 0;
        let (mut tx, mut ty, mut goldlim) = (0, 0, 0);
        match kind {
            rtype::COURT => {
                let mut placed = false;
                if lev.flags.is_maze_lev {
                    'find: for x in sroom.lx..=sroom.hx {
                        for y in sroom.ly..=sroom.hy {
                            if lev.typ(x, y) == THRONE {
                                (tx, ty, placed) = (x, y, true);
                                break 'find;
                            }
                        }
                    }
                }
                if !placed {
                    let mut i = 100;
                    loop {
                        if let Some(c) = somexy(lev, self.mk.rng, id) {
                            (tx, ty) = (c.x, c.y);
                        }
                        i -= 1;
                        if !(occupied(lev, tx, ty) && i > 0) {
                            break;
                        }
                    }
                }
                self.mk_zoo_thronemon(lev, tx, ty);
            }
            rtype::BEEHIVE => {
                tx = sroom.lx + (sroom.hx - sroom.lx + 1) / 2;
                ty = sroom.ly + (sroom.hy - sroom.ly + 1) / 2;
                if sroom.irregular
                    && (lev.at(tx, ty).roomno != rmno || lev.at(tx, ty).edge)
                    && let Some(c) = somexy(lev, self.mk.rng, id)
                {
                    (tx, ty) = (c.x, c.y);
                }
            }
            rtype::ZOO | rtype::LEPREHALL => goldlim = 500 * diff,
            _ => {}
        }
        for sx in sroom.lx..=sroom.hx {
            for sy in sroom.ly..=sroom.hy {
                let by_door = if sroom.irregular {
                    let l = lev.at(sx, sy);
                    l.roomno != rmno || l.edge || (has_door && (sx - door.x).abs().max((sy - door.y).abs()) <= 1)
                } else {
                    !crate::world::level::space_pos(lev.typ(sx, sy))
                        || (has_door
                            && ((sx == sroom.lx && door.x == sx - 1)
                                || (sx == sroom.hx && door.x == sx + 1)
                                || (sy == sroom.ly && door.y == sy - 1)
                                || (sy == sroom.hy && door.y == sy + 1)))
                };
                if by_door || (kind == rtype::COURT && lev.typ(sx, sy) == THRONE) {
                    continue;
                }
                let pm = match kind {
                    rtype::COURT => self.courtmon(),
                    rtype::BARRACKS => self.squadmon(),
                    rtype::MORGUE => self.morguemon(),
                    rtype::BEEHIVE if sx == tx && sy == ty => Some(ids::PM_QUEEN_BEE),
                    rtype::BEEHIVE => Some(ids::PM_KILLER_BEE),
                    rtype::LEPREHALL => Some(ids::PM_LEPRECHAUN),
                    rtype::COCKNEST => Some(ids::PM_COCKATRICE),
                    rtype::ANTHOLE => self.antholemon(),
                    _ => None,
                };
                if let Some(i) = self.makemon(lev, pm, sx, sy, MmFlags::MM_ASLEEP) {
                    let m = &mut lev.monsters[i];
                    m.msleeping = true;
                    if kind == rtype::COURT && m.mpeaceful {
                        m.mpeaceful = false;
                        self.set_malign(m);
                    }
                }
                self.fill_square(lev, kind, sx, sy, has_door, door, &mut goldlim);
            }
        }
        match kind {
            rtype::COURT => {
                lev.set_typ(tx, ty, THRONE);
                let mm = somexy(lev, self.mk.rng, id).unwrap_or(crate::world::level::Coord::new(tx, ty));
                let mut gold = self.mk.mksobj(GOLD_PIECE, true, false);
                gold.quan = self.mk.rng.rn1(50 * diff, 10) as i64;
                let mut chest = self.mk.mksobj(CHEST, true, false);
                chest.contents.push(gold);
                chest.spe = 2;
                lev.place_object(chest, mm.x, mm.y);
                lev.flags.has_court = true;
            }
            rtype::BARRACKS => lev.flags.has_barracks = true,
            rtype::ZOO => lev.flags.has_zoo = true,
            rtype::MORGUE => lev.flags.has_morgue = true,
            rtype::SWAMP => lev.flags.has_swamp = true,
            rtype::BEEHIVE => lev.flags.has_beehive = true,
            _ => {}
        }
    }

    /// The per-square extras of `fill_zoo`.
    #[allow(clippy::too_many_arguments)]
    fn fill_square(
        &mut self,
        lev: &mut Level,
        kind: u8,
        sx: i32,
        sy: i32,
        has_door: bool,
        door: crate::world::level::Coord,
        goldlim: &mut i32,
    ) {
        let diff = self.mk.lvl.difficulty;
        match kind {
            rtype::ZOO | rtype::LEPREHALL => {
                let mut i = if has_door {
                    let d2 = (sx - door.x).pow(2) + (sy - door.y).pow(2);
                    d2.saturating_mul(d2)
                } else {
                    *goldlim
                };
                if i >= *goldlim {
                    i = 5 * diff;
                }
                *goldlim -= i;
                let amount = self.mk.rng.rn1(i, 10) as i64;
                self.mkgold(lev, amount, sx, sy);
            }
            rtype::MORGUE => {
                if self.mk.rng.rn2(5) == 0 {
                    self.mk_tt_object(lev, CORPSE, sx, sy);
                }
                if self.mk.rng.rn2(10) == 0 {
                    let otyp = if self.mk.rng.rn2(3) != 0 { LARGE_BOX } else { CHEST };
                    let o = self.mk.mksobj(otyp, true, false);
                    lev.place_object(o, sx, sy);
                }
                if self.mk.rng.rn2(5) == 0 {
                    self.make_grave(lev, sx, sy, None);
                }
            }
            rtype::BEEHIVE if self.mk.rng.rn2(3) == 0 => {
                let o = self.mk.mksobj(LUMP_OF_ROYAL_JELLY, true, false);
                lev.place_object(o, sx, sy);
            }
            rtype::BARRACKS if self.mk.rng.rn2(20) == 0 => {
                let otyp = if self.mk.rng.rn2(3) != 0 { LARGE_BOX } else { CHEST };
                let o = self.mk.mksobj(otyp, true, false);
                lev.place_object(o, sx, sy);
            }
            rtype::COCKNEST if self.mk.rng.rn2(3) == 0 => {
                let s = self.mk_tt_object(lev, STATUE, sx, sy);
                let mut n = self.mk.rng.rn2(5);
                while n > 0 {
                    let o = self.mk.mkobj(OClass::Random, false);
                    lev.objects[s].obj.contents.push(o);
                    n -= 1;
                }
            }
            rtype::ANTHOLE if self.mk.rng.rn2(3) == 0 => {
                let o = self.mk.mkobj(OClass::Food, false);
                lev.place_object(o, sx, sy);
            }
            _ => {}
        }
    }

    /// `mkundead`: a swarm of undead around (x, y); the level becomes a
    /// graveyard.
    pub fn mkundead(&mut self, lev: &mut Level, x: i32, y: i32, flags: MmFlags) {
        let mut cnt = (self.mk.lvl.difficulty + 1) / 10 + self.mk.rng.rnd(5);
        while cnt > 0 {
            cnt -= 1;
            if let Some(pm) = self.morguemon()
                && let Some(c) = self.enexto(lev, x, y, Some(pm))
            {
                self.makemon(lev, Some(pm), c.x, c.y, flags);
            }
        }
        lev.flags.graveyard = true;
    }
}
