//! Traps: mklev.c's `mktrap` (a random trap fit for the level, and the
//! dead adventurer some early traps come with) and trap.c's `maketrap`
//! (the trap itself, its squeaky-board note, its rolling boulder's
//! launch spot, and the floor under pits and holes). Objects and
//! monsters they come with go through [`Hooks`].

use super::{Hooks, Make, MkLev, occupied, somexy};
use crate::world::level::{
    Coord, D_CLOSED, D_LOCKED, DLevel, RoomId, Trap, is_door, is_furniture, is_pool, is_room, is_wall, isok, ttyp,
    zap_pos,
};
use oxhack_defs::OClass;
use oxhack_vm::terrain::*;

/// Compass steps, west first and clockwise (`xdir`, `ydir`).
pub const XDIR: [i32; 8] = [-1, -1, 0, 1, 1, 1, 0, -1];
pub const YDIR: [i32; 8] = [0, -1, -1, -1, 0, 1, 1, 1];

impl MkLev<'_> {
    /// Makes a trap of type `typ` at (x, y) (trap.c's `maketrap`): reuses
    /// a trap already there (not a portal or vibrating square), refuses
    /// furniture, picks a squeaky board's note, aims a rolling boulder,
    /// and turns the floor under pits and holes into plain floor (or a
    /// doorway/corridor in walls and rock). The statue of a statue trap
    /// is the [`Make::StatueTrap`] hook's. Returns the trap's index.
    pub fn maketrap(&mut self, h: &mut dyn Hooks, x: i32, y: i32, typ: u8) -> Option<usize> {
        let lt = self.lev.typ(x, y);
        let idx = match self.lev.traps.iter().position(|t| t.tx == x && t.ty == y) {
            Some(i) => {
                let old = self.lev.traps[i].ttyp;
                if old == ttyp::MAGIC_PORTAL || old == ttyp::VIBRATING_SQUARE {
                    return None;
                }
                i
            }
            None => {
                if is_furniture(lt) && (lt != GRAVE || (typ != ttyp::PIT && typ != ttyp::HOLE)) {
                    return None;
                }
                self.lev.traps.push(Trap::new(typ, x, y));
                self.lev.traps.len() - 1
            }
        };
        {
            let t = &mut self.lev.traps[idx];
            *t = Trap::new(typ, x, y);
            t.dst = DLevel { dnum: -1, dlevel: -1 };
            t.tseen = typ == ttyp::HOLE;
        }
        match typ {
            ttyp::SQKY_BOARD => {
                let mut used = [false; 12];
                for (i, t) in self.lev.traps.iter().enumerate() {
                    if i != idx && t.ttyp == ttyp::SQKY_BOARD {
                        used[(t.tnote as usize).min(11)] = true;
                    }
                }
                let free: Vec<u8> = (0..12u8).filter(|&k| !used[k as usize]).collect();
                let note = if free.is_empty() {
                    self.rng.rn2(12) as u8
                } else {
                    free[self.rng.rn2(free.len() as i32) as usize]
                };
                self.lev.traps[idx].tnote = note;
            }
            ttyp::STATUE_TRAP => {
                h.make(self, Make::StatueTrap, x, y);
            }
            ttyp::ROLLING_BOULDER_TRAP => self.mkroll_launch(h, idx, x, y),
            ttyp::PIT | ttyp::SPIKED_PIT | ttyp::HOLE | ttyp::TRAPDOOR => {
                // (Shop damage and unearthing buried objects belong to play.)
                let (maze, cave) = (self.lev.flags.is_maze_lev, self.lev.flags.is_cavernous_lev);
                if let Some(l) = self.lev.at_mut(x, y) {
                    l.flags = 0;
                    if is_room(l.typ) {
                        l.typ = ROOM;
                    } else if l.typ == STONE || l.typ == SCORR {
                        l.typ = CORR;
                    } else if is_wall(l.typ) || l.typ == SDOOR {
                        l.typ = if maze {
                            ROOM
                        } else if cave {
                            CORR
                        } else {
                            DOOR
                        };
                    }
                }
            }
            _ => {}
        }
        Some(idx)
    }

    /// Finds a launch spot for a rolling boulder trap at (x, y): a clear
    /// straight line 2 to 8 squares long both ways, not ending in water
    /// (trap.c's `mkroll_launch`); the boulder is the hook's.
    fn mkroll_launch(&mut self, h: &mut dyn Hooks, idx: usize, x: i32, y: i32) {
        let mindist = 2;
        let mut distance = self.rng.rn1(5, 4);
        let mut tmp = self.rng.rn2(8) as usize;
        let mut trycount = 0;
        let mut success = false;
        let (mut cc, mut bcc) = (Coord::new(x, y), Coord::new(x, y));
        while distance >= mindist {
            let (dx, dy) = (XDIR[tmp], YDIR[tmp]);
            cc = Coord::new(x, y);
            let end = self.lev.typ(x + distance * dx, y + distance * dy);
            success = if is_pool(end) || end == LAVAPOOL { false } else { self.isclearpath(&mut cc, distance, dx, dy) };
            bcc = Coord::new(x, y);
            if !self.isclearpath(&mut bcc, distance, -dx, -dy) {
                success = false;
            }
            if success {
                break;
            }
            tmp = (tmp + 1) % 8;
            trycount += 1;
            if trycount % 8 == 0 {
                distance -= 1;
            }
        }
        if !success {
            cc = Coord::new(x, y);
            bcc = cc;
        } else {
            h.make(self, Make::RollingBoulder, cc.x, cc.y);
        }
        let t = &mut self.lev.traps[idx];
        t.launch = Some((cc.x, cc.y));
        t.launch2 = Some((bcc.x, bcc.y));
    }

    /// Whether `distance` steps from `cc` are open and not closed doors;
    /// moves `cc` to the end when they are (trap.c's `isclearpath`).
    fn isclearpath(&self, cc: &mut Coord, distance: i32, dx: i32, dy: i32) -> bool {
        let (mut x, mut y) = (cc.x, cc.y);
        for _ in 0..distance {
            x += dx;
            y += dy;
            let l = self.lev.at(x, y);
            let closed = is_door(l.typ) && l.doormask() & (D_LOCKED | D_CLOSED) != 0;
            if !isok(x, y) || !zap_pos(l.typ) || closed {
                return false;
            }
        }
        *cc = Coord::new(x, y);
        true
    }

    /// A random trap (`num` 0) or a trap of type `num`, in room `croom`,
    /// anywhere in the maze (`mazeflag`, through the hook's `mazexy`), or
    /// at `tm` (`mktrap`). Traps too hard for the level are rerolled; on
    /// the first levels a trap may have killed an adventurer whose
    /// belongings and corpse lie on it (the hook makes them).
    pub fn mktrap(&mut self, h: &mut dyn Hooks, num: u8, mazeflag: bool, croom: Option<RoomId>, tm: Option<Coord>) {
        use ttyp::*;
        let lvl = self.lctx.difficulty.max(0);
        if let Some(c) = tm
            && is_pool(self.lev.typ(c.x, c.y))
        {
            return;
        }
        let noteleport = self.lev.flags.noteleport;
        let in_hell = self.lctx.in_hell;
        let mut kind;
        if num > 0 && num < TRAPNUM {
            kind = num;
        } else if self.lctx.rogue_level {
            kind = match self.rng.rn2(7) {
                1 => ARROW_TRAP,
                2 => DART_TRAP,
                3 => TRAPDOOR,
                4 => PIT,
                5 => SLP_GAS_TRAP,
                6 => RUST_TRAP,
                _ => BEAR_TRAP,
            };
        } else if in_hell && self.rng.rn2(5) == 0 {
            kind = FIRE_TRAP;
        } else {
            loop {
                kind = self.rng.rnd(TRAPNUM as i32 - 1) as u8;
                let reject = match kind {
                    MAGIC_PORTAL | VIBRATING_SQUARE => true,
                    ROLLING_BOULDER_TRAP | SLP_GAS_TRAP => lvl < 2,
                    LEVEL_TELEP => lvl < 5 || noteleport,
                    SPIKED_PIT => lvl < 5,
                    LANDMINE => lvl < 6,
                    WEB => lvl < 7,
                    STATUE_TRAP | POLY_TRAP => lvl < 8,
                    FIRE_TRAP => !in_hell,
                    TELEP_TRAP => noteleport,
                    HOLE => self.rng.rn2(7) != 0,
                    _ => false,
                };
                if !reject {
                    break;
                }
            }
        }
        if is_hole(kind) && !self.can_fall_thru() {
            kind = ROCKTRAP;
        }
        let m = match tm {
            Some(c) => c,
            None => {
                let avoid_boulder = is_pit(kind) || is_hole(kind);
                let mut tryct = 0;
                loop {
                    tryct += 1;
                    if tryct > 200 {
                        return;
                    }
                    let c = if mazeflag {
                        match h.mazexy(self) {
                            Some(c) => c,
                            None => return,
                        }
                    } else {
                        match croom.and_then(|r| somexy(self.lev, self.rng, r)) {
                            Some(c) => c,
                            None => return,
                        }
                    };
                    let boulder =
                        avoid_boulder && self.lev.objects_at(c.x, c.y).any(|o| o.otyp == oxhack_tables::BOULDER);
                    if !occupied(self.lev, c.x, c.y) && !boulder {
                        break c;
                    }
                }
            }
        };
        let t = self.maketrap(h, m.x, m.y, kind);
        let kind = t.map_or(NO_TRAP, |i| self.lev.traps[i].ttyp);
        if kind == WEB {
            h.make(self, Make::GiantSpider, m.x, m.y);
        }
        if kind == NO_TRAP || lvl > self.rng.rnd(4) {
            return;
        }
        let boulderless = kind == ROLLING_BOULDER_TRAP
            && t.is_some_and(|i| self.lev.traps[i].launch == Some((self.lev.traps[i].tx, self.lev.traps[i].ty)));
        if kind == SQKY_BOARD || kind == RUST_TRAP || boulderless || is_pit(kind) || kind >= HOLE {
            return;
        }
        if matches!(kind, ARROW_TRAP | DART_TRAP | ROCKTRAP) {
            h.make(self, Make::TrapAmmo { trap: kind }, m.x, m.y);
        }
        loop {
            let class = match self.rng.rn2(4) {
                0 => OClass::Weapon,
                1 => OClass::Tool,
                2 => OClass::Food,
                _ => OClass::Gem,
            };
            h.make(self, Make::TrapPossession { class }, m.x, m.y);
            if self.rng.rn2(5) != 0 {
                break;
            }
        }
        let pm = match self.rng.rn2(15) {
            0 => {
                if kind == SLP_GAS_TRAP && !(lvl <= 2 && self.rng.rn2(2) != 0) {
                    oxhack_tables::PM_HUMAN
                } else {
                    oxhack_tables::PM_ELF
                }
            }
            1 | 2 => oxhack_tables::PM_DWARF,
            3..=5 => oxhack_tables::PM_ORC,
            6..=9 => {
                if self.rng.rn2(10) == 0 {
                    let wax = self.rng.rn2(4) == 0;
                    h.make(self, Make::TrapCandle { wax }, m.x, m.y);
                }
                oxhack_tables::PM_GNOME
            }
            _ => oxhack_tables::PM_HUMAN,
        };
        h.make(self, Make::TrapCorpse { pm }, m.x, m.y);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::levelgen::mklev::NoHooks;
    use crate::objects::mkobj::LevelCtx;
    use crate::rng::Rng;
    use crate::world::level::Level;

    fn ctx(difficulty: i32) -> LevelCtx {
        LevelCtx {
            difficulty,
            depth: difficulty,
            uz: DLevel { dnum: 0, dlevel: 5 },
            dunlevs: 20,
            ..LevelCtx::default()
        }
    }

    #[test]
    fn traps_follow_the_difficulty_rules() {
        let mut lev = Level::new(DLevel::default());
        let mut rng = Rng::new(11);
        let mut mk = MkLev::new(&mut lev, &mut rng, ctx(1));
        mk.add_room(10, 5, 40, 15, false, 0, false);
        for _ in 0..150 {
            mk.mktrap(&mut NoHooks, 0, false, Some(RoomId::Main(0)), None);
        }
        assert!(mk.lev.traps.len() > 100);
        for t in &mk.lev.traps {
            assert!(mk.lev.rooms[0].inside(t.tx, t.ty));
            assert!(
                !matches!(
                    t.ttyp,
                    ttyp::MAGIC_PORTAL
                        | ttyp::VIBRATING_SQUARE
                        | ttyp::LANDMINE
                        | ttyp::WEB
                        | ttyp::STATUE_TRAP
                        | ttyp::FIRE_TRAP
                        | ttyp::SPIKED_PIT
                        | ttyp::LEVEL_TELEP
                ),
                "{}",
                t.ttyp
            );
        }
        let positions: std::collections::HashSet<_> = mk.lev.traps.iter().map(|t| (t.tx, t.ty)).collect();
        assert_eq!(positions.len(), mk.lev.traps.len(), "one trap per square");
    }
}
