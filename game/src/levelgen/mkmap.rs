//! Cave-like maps from a cellular automaton (mkmap.c), the generator
//! behind a special level's `INIT_MAP: mines, ...` (the Gnomish Mines'
//! filler levels, Medusa's and the Wizard's Tower's surroundings, the
//! Big Room variants).
//!
//! A map is seeded with 40% foreground at random, evolved by three
//! neighbour-count passes, its regions found by flood fill and registered
//! as irregular rooms, then joined by corridors of foreground
//! ([`MkLev::dig_corridor`]); `walled` draws walls around the floor with
//! mkmap.c's own wallify (not mkmaze's `wallification`). The random
//! draws are NetHack's, in its order.

use crate::levelgen::mklev::{MkLev, NoHooks, somexy};
use crate::world::level::{
    COLNO, Coord, ICED_MOAT, ICED_POOL, Level, MAXNROFROOMS, NO_ROOM, ROOMOFFSET, ROWNO, RoomId, SHARED, is_door,
    is_rock, is_room, is_wall, isok, rtype,
};
use oxhack_vm::terrain::*;

/// The last row and column the automaton works on (`HEIGHT`, `WIDTH`).
const HEIGHT: i32 = ROWNO as i32 - 1;
const WIDTH: i32 = COLNO as i32 - 2;

/// How the cave is to be made (the mines part of sp_lev's `lev_init`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct InitLev {
    /// Foreground (the cave floor) and background (the rock) terrain.
    pub fg: u8,
    pub bg: u8,
    /// Run the smoothing passes.
    pub smoothed: bool,
    /// Join the regions with corridors (and register them as rooms).
    pub joined: bool,
    /// 1 lit, 0 dark, -1 random by depth ([`crate::levelgen::mklev::litstate_rnd`]).
    pub lit: i32,
    /// Put walls around the floor.
    pub walled: bool,
    /// Ice on the map was pools rather than moat (`icedpools`).
    pub icedpools: bool,
}

impl Default for InitLev {
    /// The Mines' filler: floor in stone, smoothed, joined, walled.
    fn default() -> Self {
        InitLev { fg: ROOM, bg: STONE, smoothed: true, joined: true, lit: -1, walled: true, icedpools: false }
    }
}

/// The bounding box and size of the last flood fill (mkmap.c's
/// `min_rx`, `max_rx`, `min_ry`, `max_ry`, `n_loc_filled`), which
/// sp_lev's region code also reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct FloodBounds {
    pub min_rx: i32,
    pub max_rx: i32,
    pub min_ry: i32,
    pub max_ry: i32,
    pub n_loc_filled: i32,
}

impl FloodBounds {
    /// Bounds starting at one position.
    pub fn at(x: i32, y: i32) -> FloodBounds {
        FloodBounds { min_rx: x, max_rx: x, min_ry: y, max_ry: y, n_loc_filled: 0 }
    }
}

/// Fills the map with background (`init_map`).
pub fn init_map(lev: &mut Level, bg: u8) {
    for i in 1..COLNO as i32 {
        for j in 0..ROWNO as i32 {
            lev.set_typ(i, j, bg);
        }
    }
}

/// Turns two fifths of the working area into foreground at random
/// (`init_fill`).
pub fn init_fill(lev: &mut Level, rng: &mut crate::rng::Rng, bg: u8, fg: u8) {
    let limit = (WIDTH * HEIGHT * 2) / 5;
    let mut count = 0;
    while count < limit {
        let i = rng.rn1(WIDTH - 1, 2);
        let j = rng.rnd(HEIGHT - 1);
        if lev.typ(i, j) == bg {
            lev.set_typ(i, j, fg);
            count += 1;
        }
    }
}

/// The terrain at (col, row), background outside the working area
/// (`get_map`).
pub fn get_map(lev: &Level, col: i32, row: i32, bg: u8) -> u8 {
    if col <= 0 || row < 0 || col > WIDTH || row >= HEIGHT { bg } else { lev.typ(col, row) }
}

/// Neighbour offsets in mkmap.c's order (`dirs`).
const DIRS: [(i32, i32); 8] = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)];

fn fg_neighbours(lev: &Level, i: i32, j: i32, bg: u8, fg: u8) -> i32 {
    DIRS.iter().filter(|&&(dx, dy)| get_map(lev, i + dx, j + dy, bg) == fg).count() as i32
}

/// In place: squares with 0-2 foreground neighbours die, with 5-8 are
/// born (`pass_one`).
pub fn pass_one(lev: &mut Level, bg: u8, fg: u8) {
    for i in 2..=WIDTH {
        for j in 1..HEIGHT {
            match fg_neighbours(lev, i, j, bg, fg) {
                0..=2 => lev.set_typ(i, j, bg),
                5..=8 => lev.set_typ(i, j, fg),
                _ => {}
            }
        }
    }
}

/// Applies `rule` (neighbour count -> becomes background) to every square
/// at once, through a scratch copy (`new_locations`).
fn pass_with(lev: &mut Level, bg: u8, fg: u8, to_bg: impl Fn(i32) -> bool) {
    let mut next = vec![bg; ((WIDTH + 1) * HEIGHT) as usize];
    let at = |i: i32, j: i32| (j * (WIDTH + 1) + i) as usize;
    for i in 2..=WIDTH {
        for j in 1..HEIGHT {
            let n = fg_neighbours(lev, i, j, bg, fg);
            next[at(i, j)] = if to_bg(n) { bg } else { get_map(lev, i, j, bg) };
        }
    }
    for i in 2..=WIDTH {
        for j in 1..HEIGHT {
            lev.set_typ(i, j, next[at(i, j)]);
        }
    }
}

/// Squares with exactly 5 foreground neighbours become background, all at
/// once (`pass_two`).
pub fn pass_two(lev: &mut Level, bg: u8, fg: u8) {
    pass_with(lev, bg, fg, |n| n == 5);
}

/// Squares with fewer than 3 foreground neighbours become background, all
/// at once (`pass_three`).
pub fn pass_three(lev: &mut Level, bg: u8, fg: u8) {
    pass_with(lev, bg, fg, |n| n < 3);
}

/// Gives room number `rmno` (and lighting `lit`) to the region of the
/// terrain at (sx, sy), row span by row span (`flood_fill_rm`). With
/// `anyroom`, the region is any room-like terrain and its walls and doors
/// are marked as its edge (shared with a neighbour if already numbered).
/// `b` grows to the region's bounds and counts the squares filled.
pub fn flood_fill_rm(lev: &mut Level, sx: i32, sy: i32, rmno: u8, lit: bool, anyroom: bool, b: &mut FloodBounds) {
    let fg = lev.typ(sx, sy);
    let mut sx = sx;
    while sx > 0
        && (if anyroom { is_room(lev.typ(sx, sy)) } else { lev.typ(sx, sy) == fg })
        && lev.at(sx, sy).roomno != rmno
    {
        sx -= 1;
    }
    sx += 1;
    b.min_rx = b.min_rx.min(sx);
    b.min_ry = b.min_ry.min(sy);
    let mut i = sx;
    while i <= WIDTH && lev.typ(i, sy) == fg {
        if let Some(l) = lev.at_mut(i, sy) {
            l.roomno = rmno;
            l.lit = lit;
        }
        if anyroom {
            for ii in (if i == sx { i - 1 } else { i })..=i + 1 {
                for jj in sy - 1..=sy + 1 {
                    if isok(ii, jj) {
                        let t = lev.typ(ii, jj);
                        if (is_wall(t) || is_door(t) || t == SDOOR)
                            && let Some(l) = lev.at_mut(ii, jj)
                        {
                            l.edge = true;
                            if lit {
                                l.lit = true;
                            }
                            if l.roomno != rmno {
                                l.roomno = SHARED;
                            }
                        }
                    }
                }
            }
        }
        b.n_loc_filled += 1;
        i += 1;
    }
    let nx = i;
    for ny in [sy - 1, sy + 1] {
        if !isok(sx, ny) {
            continue;
        }
        for i in sx..nx {
            if lev.typ(i, ny) == fg {
                if lev.at(i, ny).roomno != rmno {
                    flood_fill_rm(lev, i, ny, rmno, lit, anyroom, b);
                }
            } else {
                if (i > sx || isok(i - 1, ny)) && lev.typ(i - 1, ny) == fg && lev.at(i - 1, ny).roomno != rmno {
                    flood_fill_rm(lev, i - 1, ny, rmno, lit, anyroom, b);
                }
                if (i < nx - 1 || isok(i + 1, ny)) && lev.typ(i + 1, ny) == fg && lev.at(i + 1, ny).roomno != rmno {
                    flood_fill_rm(lev, i + 1, ny, rmno, lit, anyroom, b);
                }
            }
        }
    }
    if nx > b.max_rx {
        b.max_rx = nx - 1;
    }
    if sy > b.max_ry {
        b.max_ry = sy;
    }
}

/// Walls around the room floor: stone next to floor becomes a horizontal
/// wall, or a vertical one when the floor is only beside it (mkmap.c's
/// `wallify_map`).
pub fn wallify_map(lev: &mut Level) {
    for x in 1..COLNO as i32 {
        for y in 0..ROWNO as i32 {
            if lev.typ(x, y) != STONE {
                continue;
            }
            for yy in y - 1..=y + 1 {
                for xx in x - 1..=x + 1 {
                    if isok(xx, yy) && lev.typ(xx, yy) == ROOM {
                        lev.set_typ(x, y, if yy != y { HWALL } else { VWALL });
                    }
                }
            }
        }
    }
}

impl MkLev<'_> {
    /// Registers every foreground region of more than three squares as an
    /// irregular room (erasing smaller ones), then digs foreground
    /// corridors from each region to the next (`join_map`).
    pub fn join_map(&mut self, bg: u8, fg: u8) {
        'find: for i in 2..=WIDTH {
            for j in 1..HEIGHT {
                if self.lev.typ(i, j) != fg || self.lev.at(i, j).roomno != NO_ROOM {
                    continue;
                }
                let mut b = FloodBounds::at(i, j);
                let rmno = (self.nroom() + ROOMOFFSET as usize).min(u8::MAX as usize) as u8;
                flood_fill_rm(self.lev, i, j, rmno, false, false, &mut b);
                if b.n_loc_filled > 3 {
                    let r = self.add_room(b.min_rx, b.min_ry, b.max_rx, b.max_ry, false, rtype::OROOM, true);
                    self.lev.rooms[r].irregular = true;
                    if self.nroom() >= MAXNROFROOMS * 2 {
                        break 'find;
                    }
                } else {
                    for sx in b.min_rx..=b.max_rx {
                        for sy in b.min_ry..=b.max_ry {
                            if self.lev.at(sx, sy).roomno == rmno
                                && let Some(l) = self.lev.at_mut(sx, sy)
                            {
                                l.typ = bg;
                                l.roomno = NO_ROOM;
                            }
                        }
                    }
                }
            }
        }
        let mut croom = 0;
        let mut croom2 = 1;
        while croom2 < self.nroom() {
            let sm = somexy(self.lev, self.rng, RoomId::Main(croom));
            let em = if sm.is_some() { somexy(self.lev, self.rng, RoomId::Main(croom2)) } else { None };
            let (sm, em) = match (sm, em) {
                (Some(s), Some(e)) => (s, e),
                _ => {
                    let (a, b) = (&self.lev.rooms[croom], &self.lev.rooms[croom2]);
                    (
                        Coord::new(a.lx + (a.hx - a.lx) / 2, a.ly + (a.hy - a.ly) / 2),
                        Coord::new(b.lx + (b.hx - b.lx) / 2, b.ly + (b.hy - b.ly) / 2),
                    )
                }
            };
            self.dig_corridor(&mut NoHooks, sm, em, false, fg, bg);
            let (a, b) = (&self.lev.rooms[croom], &self.lev.rooms[croom2]);
            let apart_x = b.lx > a.hx;
            let apart_y = b.ly > a.hy || b.hy < a.ly;
            if apart_x || (apart_y && self.rng.rn2(3) != 0) {
                croom = croom2;
            }
            croom2 += 1;
        }
    }

    /// Walls, lighting and ice after the cave is made (`finish_map`).
    pub fn finish_map(&mut self, fg: u8, bg: u8, lit: bool, walled: bool, icedpools: bool) {
        if walled {
            wallify_map(self.lev);
        }
        if lit {
            for i in 1..COLNO as i32 {
                for j in 0..ROWNO as i32 {
                    let t = self.lev.typ(i, j);
                    let hit = (!is_rock(fg) && t == fg)
                        || (!is_rock(bg) && t == bg)
                        || (bg == TREE && t == bg)
                        || (walled && is_wall(t));
                    if hit && let Some(l) = self.lev.at_mut(i, j) {
                        l.lit = true;
                    }
                }
            }
            for r in self.lev.rooms.iter_mut() {
                r.rlit = true;
            }
        }
        for i in 1..COLNO as i32 {
            for j in 0..ROWNO as i32 {
                if let Some(l) = self.lev.at_mut(i, j) {
                    if l.typ == LAVAPOOL {
                        l.lit = true;
                    } else if l.typ == ICE {
                        l.flags = if icedpools { ICED_POOL } else { ICED_MOAT };
                    }
                }
            }
        }
    }

    /// Removes the rooms lying wholly inside `lx..hx`, `ly..hy` (a map
    /// drawn over a joined cave) (`remove_rooms`).
    pub fn remove_rooms(&mut self, lx: i32, ly: i32, hx: i32, hy: i32) {
        for i in (0..self.nroom()).rev() {
            let r = &self.lev.rooms[i];
            if r.hx < lx || r.lx >= hx || r.hy < ly || r.ly >= hy {
                continue;
            }
            let partial = r.lx < lx || r.hx >= hx || r.ly < ly || r.hy >= hy;
            if !partial {
                self.remove_room(i);
            }
        }
    }

    /// Removes room `roomno`, moving the last room into its slot and
    /// renumbering that room's squares (`remove_room`).
    pub fn remove_room(&mut self, roomno: usize) {
        let last = self.nroom().saturating_sub(1);
        if roomno > last || self.nroom() == 0 {
            return;
        }
        self.lev.rooms.swap_remove(roomno);
        if roomno != last {
            let oroomno = (last + ROOMOFFSET as usize).min(u8::MAX as usize) as u8;
            let newno = (roomno + ROOMOFFSET as usize).min(u8::MAX as usize) as u8;
            let r = self.lev.rooms[roomno].clone();
            for i in r.lx..=r.hx {
                for j in r.ly..=r.hy {
                    if let Some(l) = self.lev.at_mut(i, j)
                        && l.roomno == oroomno
                    {
                        l.roomno = newno;
                    }
                }
            }
        }
    }

    /// Makes a cave map as `init` says (`mkmap`): fill, evolve, smooth,
    /// join, finish. A walled, joined map makes the level cavernous.
    pub fn mkmap(&mut self, init: &InitLev) {
        let (bg, fg) = (init.bg, init.fg);
        let lit = if init.lit < 0 { self.litstate_rnd() } else { init.lit != 0 };
        init_map(self.lev, bg);
        init_fill(self.lev, self.rng, bg, fg);
        pass_one(self.lev, bg, fg);
        pass_two(self.lev, bg, fg);
        if init.smoothed {
            pass_three(self.lev, bg, fg);
            pass_three(self.lev, bg, fg);
        }
        if init.joined {
            self.join_map(bg, fg);
        }
        self.finish_map(fg, bg, lit, init.walled, init.icedpools);
        if init.walled && init.joined {
            self.lev.flags.is_maze_lev = false;
            self.lev.flags.is_cavernous_lev = true;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::objects::mkobj::LevelCtx;
    use crate::rng::Rng;
    use crate::world::level::DLevel;

    #[test]
    fn flood_fill_finds_one_region() {
        let mut lev = Level::new(DLevel::default());
        for x in 5..10 {
            lev.set_typ(x, 5, ROOM);
        }
        lev.set_typ(9, 6, ROOM);
        lev.set_typ(3, 9, ROOM);
        let mut b = FloodBounds::at(5, 5);
        flood_fill_rm(&mut lev, 5, 5, 7, true, false, &mut b);
        assert_eq!(b, FloodBounds { min_rx: 5, max_rx: 9, min_ry: 5, max_ry: 6, n_loc_filled: 6 });
        assert_eq!(lev.at(9, 6).roomno, 7);
        assert!(lev.at(9, 6).lit);
        assert_eq!(lev.at(3, 9).roomno, 0);
    }

    #[test]
    fn wallify_surrounds_floor() {
        let mut lev = Level::new(DLevel::default());
        lev.set_typ(10, 10, ROOM);
        wallify_map(&mut lev);
        assert_eq!(lev.typ(10, 9), HWALL);
        assert_eq!(lev.typ(9, 9), HWALL);
        assert_eq!(lev.typ(9, 10), VWALL);
        assert_eq!(lev.typ(11, 11), HWALL);
        assert_eq!(lev.typ(12, 10), STONE);
    }

    #[test]
    fn remove_room_renumbers_the_moved_room() {
        let mut lev = Level::new(DLevel::default());
        let mut rng = Rng::new(1);
        let mut mk = MkLev::new(&mut lev, &mut rng, LevelCtx::default());
        mk.add_room(5, 5, 6, 6, false, 0, true);
        mk.add_room(20, 5, 21, 6, false, 0, true);
        if let Some(l) = mk.lev.at_mut(20, 5) {
            l.roomno = ROOMOFFSET + 1;
        }
        mk.remove_rooms(1, 1, 10, 10);
        assert_eq!(mk.nroom(), 1);
        assert_eq!(mk.lev.rooms[0].lx, 20);
        assert_eq!(mk.lev.at(20, 5).roomno, ROOMOFFSET);
    }
}
