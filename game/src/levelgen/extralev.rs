//! The Rogue tribute's level layout (extralev.c's `makeroguerooms`): a 3x3
//! grid of rooms and crossings joined like a small maze, with a few extra
//! links, as INIT_MAP's "rogue" style asks for.

use crate::levelgen::mklev::{Hooks, MkLev};
use crate::world::level::{D_NODOOR, RoomId, rtype};
use oxhack_vm::terrain::{CORR, SCORR};

const UP: u8 = 1;
const DOWN: u8 = 2;
const LEFT: u8 = 4;
const RIGHT: u8 = 8;

/// One cell of the grid (`struct rogueroom`).
#[derive(Debug, Clone, Copy, Default)]
struct RogueRoom {
    rlx: i32,
    rly: i32,
    dx: i32,
    dy: i32,
    real: bool,
    doortable: u8,
    nroom: usize,
}

type Grid = [[RogueRoom; 3]; 3];

/// `corr`: a corridor square, secret one time in fifty.
fn corr(mk: &mut MkLev<'_>, x: i32, y: i32) {
    let typ = if mk.rng.rn2(50) != 0 { CORR } else { SCORR };
    mk.lev.set_typ(x, y, typ);
}

/// `roguejoin`: an L-shaped-or-Z corridor between two spots.
fn roguejoin(mk: &mut MkLev<'_>, x1: i32, y1: i32, x2: i32, y2: i32, horiz: bool) {
    if horiz {
        let middle = x1 + mk.rng.rn2(x2 - x1 + 1);
        for x in x1.min(middle)..=x1.max(middle) {
            corr(mk, x, y1);
        }
        for y in y1.min(y2)..=y1.max(y2) {
            corr(mk, middle, y);
        }
        for x in middle.min(x2)..=middle.max(x2) {
            corr(mk, x, y2);
        }
    } else {
        let middle = y1 + mk.rng.rn2(y2 - y1 + 1);
        for y in y1.min(middle)..=y1.max(middle) {
            corr(mk, x1, y);
        }
        for x in x1.min(x2)..=x1.max(x2) {
            corr(mk, x, middle);
        }
        for y in middle.min(y2)..=middle.max(y2) {
            corr(mk, x2, y);
        }
    }
}

/// A doorway in a real room's wall at (x, y).
fn doorway(mk: &mut MkLev<'_>, h: &mut dyn Hooks, x: i32, y: i32, room: usize) {
    mk.dodoor(h, x, y, RoomId::Main(room));
    if let Some(rm) = mk.lev.at_mut(x, y) {
        rm.flags = D_NODOOR;
    }
}

/// `roguecorr`: the corridor from cell (x, y) down or right.
fn roguecorr(mk: &mut MkLev<'_>, h: &mut dyn Hooks, r: &mut Grid, x: usize, y: usize, dir: u8) {
    let base = |x: usize, y: usize| (1 + 26 * x as i32, 7 * y as i32);
    let (fromx, fromy, tox, toy, horiz);
    if dir == DOWN {
        r[x][y].doortable &= !DOWN;
        let c = r[x][y];
        let (bx, by) = base(x, y);
        let (fx, mut fy) =
            if c.real { (c.rlx + mk.rng.rn2(c.dx.max(1)) + bx, c.rly + c.dy + by) } else { (c.rlx + bx, c.rly + by) };
        if c.real {
            doorway(mk, h, fx, fy, c.nroom);
            fy += 1;
        }
        if y >= 2 {
            return;
        }
        let y2 = y + 1;
        r[x][y2].doortable &= !UP;
        let d = r[x][y2];
        let (bx, by) = base(x, y2);
        let (tx, mut ty) =
            if d.real { (d.rlx + mk.rng.rn2(d.dx.max(1)) + bx, d.rly - 1 + by) } else { (d.rlx + bx, d.rly + by) };
        if d.real {
            doorway(mk, h, tx, ty, d.nroom);
            ty -= 1;
        }
        (fromx, fromy, tox, toy, horiz) = (fx, fy, tx, ty, false);
    } else {
        r[x][y].doortable &= !RIGHT;
        let c = r[x][y];
        let (bx, by) = base(x, y);
        let (mut fx, fy) =
            if c.real { (c.rlx + c.dx + bx, c.rly + mk.rng.rn2(c.dy.max(1)) + by) } else { (c.rlx + bx, c.rly + by) };
        if c.real {
            doorway(mk, h, fx, fy, c.nroom);
            fx += 1;
        }
        if x >= 2 {
            return;
        }
        let x2 = x + 1;
        r[x2][y].doortable &= !LEFT;
        let d = r[x2][y];
        let (bx, by) = base(x2, y);
        let (mut tx, ty) =
            if d.real { (d.rlx - 1 + bx, d.rly + mk.rng.rn2(d.dy.max(1)) + by) } else { (d.rlx + bx, d.rly + by) };
        if d.real {
            doorway(mk, h, tx, ty, d.nroom);
            tx -= 1;
        }
        (fromx, fromy, tox, toy, horiz) = (fx, fy, tx, ty, true);
    }
    roguejoin(mk, fromx, fromy, tox, toy, horiz);
}

/// `miniwalk`: a maze over the 3x3 grid, with one extra link in ten.
fn miniwalk(mk: &mut MkLev<'_>, r: &mut Grid, x: usize, y: usize) {
    // An explicit stack stands for NetHack's recursion; the draws are
    // the same.
    let mut stack = vec![(x, y)];
    while let Some(&(x, y)) = stack.last() {
        let here = r[x][y].doortable;
        let mut dirs = Vec::with_capacity(4);
        if x > 0 && here & LEFT == 0 && (r[x - 1][y].doortable == 0 || mk.rng.rn2(10) == 0) {
            dirs.push(0);
        }
        if x < 2 && here & RIGHT == 0 && (r[x + 1][y].doortable == 0 || mk.rng.rn2(10) == 0) {
            dirs.push(1);
        }
        if y > 0 && here & UP == 0 && (r[x][y - 1].doortable == 0 || mk.rng.rn2(10) == 0) {
            dirs.push(2);
        }
        if y < 2 && here & DOWN == 0 && (r[x][y + 1].doortable == 0 || mk.rng.rn2(10) == 0) {
            dirs.push(3);
        }
        if dirs.is_empty() {
            stack.pop();
            continue;
        }
        let (nx, ny) = match dirs[mk.rng.rn2(dirs.len() as i32) as usize] {
            0 => {
                r[x][y].doortable |= LEFT;
                r[x - 1][y].doortable |= RIGHT;
                (x - 1, y)
            }
            1 => {
                r[x][y].doortable |= RIGHT;
                r[x + 1][y].doortable |= LEFT;
                (x + 1, y)
            }
            2 => {
                r[x][y].doortable |= UP;
                r[x][y - 1].doortable |= DOWN;
                (x, y - 1)
            }
            _ => {
                r[x][y].doortable |= DOWN;
                r[x][y + 1].doortable |= UP;
                (x, y + 1)
            }
        };
        stack.push((nx, ny));
    }
}

/// `makeroguerooms`: the rooms, the grid maze and its corridors.
// The loop indices are the grid's x and y, used in the level arithmetic
// and in the order NetHack draws its random numbers.
#[allow(clippy::needless_range_loop)]
pub fn makeroguerooms(mk: &mut MkLev<'_>, h: &mut dyn Hooks) {
    let mut r: Grid = Default::default();
    let mut nroom = 0;
    for y in 0..3 {
        for x in 0..3 {
            let c = &mut r[x][y];
            if mk.rng.rn2(5) == 0 && (nroom > 0 || (x < 2 && y < 2)) {
                c.real = false;
                c.rlx = mk.rng.rn1(22, 2);
                c.rly = mk.rng.rn1(if y == 2 { 4 } else { 3 }, 2);
            } else {
                c.real = true;
                c.dx = mk.rng.rn1(22, 2);
                c.dy = mk.rng.rn1(if y == 2 { 4 } else { 3 }, 2);
                c.rlx = mk.rng.rnd(23 - c.dx + 1);
                c.rly = mk.rng.rnd((if y == 2 { 5 } else { 4 }) - c.dy + 1);
                nroom += 1;
            }
            c.doortable = 0;
        }
    }
    let (sx, sy) = (mk.rng.rn2(3) as usize, mk.rng.rn2(3) as usize);
    miniwalk(mk, &mut r, sx, sy);
    for y in 0..3 {
        for x in 0..3 {
            if r[x][y].real {
                let c = r[x][y];
                let lowx = 1 + 26 * x as i32 + c.rlx;
                let lowy = 7 * y as i32 + c.rly;
                let lit = mk.rng.rn2(7) == 0;
                let i = mk.add_room(lowx, lowy, lowx + c.dx - 1, lowy + c.dy - 1, lit, rtype::OROOM, false);
                mk.smeq[i] = i as i32;
                r[x][y].nroom = i;
            }
        }
    }
    for y in 0..3 {
        for x in 0..3 {
            if r[x][y].doortable & DOWN != 0 {
                roguecorr(mk, h, &mut r, x, y, DOWN);
            }
            if r[x][y].doortable & RIGHT != 0 {
                roguecorr(mk, h, &mut r, x, y, RIGHT);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::objects::mkobj::LevelCtx;
    use crate::rng::Rng;
    use crate::world::level::{DLevel, Level};

    #[test]
    fn rogue_levels_have_rooms_joined_by_corridors() {
        for seed in 1..50 {
            let mut lev = Level::new(DLevel { dnum: 0, dlevel: 15 });
            let mut rng = Rng::new(seed);
            let mut mk = MkLev::new(&mut lev, &mut rng, LevelCtx::default());
            makeroguerooms(&mut mk, &mut crate::levelgen::mklev::NoHooks);
            let rooms = lev.rooms.len();
            assert!((1..=9).contains(&rooms), "seed {seed}: {rooms} rooms");
            let corridors = Level::positions().filter(|&(x, y)| matches!(lev.typ(x, y), CORR | SCORR)).count();
            assert!(rooms == 1 || corridors > 0, "seed {seed}: no corridors");
            assert!(Level::positions().all(|(x, y)| x < 80 && y < 21));
        }
    }
}
