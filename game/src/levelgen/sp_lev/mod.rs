//! The special-level builder (sp_lev.c): runs a verified level program on
//! the vm's interpreter and carries out its level ops on a [`Level`].
//!
//! The interpreter (oxhack-vm) owns control flow, the stack, arithmetic
//! and selections; this module is the [`Host`] it calls for everything
//! that touches the level, with the state `struct sp_coder` and sp_lev.c's
//! globals keep (the current map's corner and size, the room stack, the
//! cells a MAP laid down). [`map`] handles MAP, INIT_MAP and terrain ops,
//! [`features`] the fixed features (stairs, doors, altars, traps, ...).
//! After the program ends, [`SpLev::finish`] does the coder's closing work.

mod features;
pub mod fixup;
mod map;
mod maze;
mod monsters;
mod rooms;
mod things;

use crate::objects::mkobj::MkCtx;
use crate::world::level::{COLNO, Level, ROWNO, RoomId, is_pool};
use oxhack_vm::interp::{Args, Budget, Host, HostError, Interpreter, RunError};
use oxhack_vm::terrain::*;
use oxhack_vm::{Opcode, Verified};

/// `x_maze_max`, `y_maze_max`: the largest even column and row.
pub const X_MAZE_MAX: i32 = (COLNO as i32 - 1) & !1;
pub const Y_MAZE_MAX: i32 = (ROWNO as i32 - 1) & !1;

/// `get_location` humidity flags (sp_lev.h).
pub mod humidity {
    pub const DRY: i64 = 0x01;
    pub const WET: i64 = 0x02;
    pub const HOT: i64 = 0x04;
    pub const SOLID: i64 = 0x08;
    pub const ANY_LOC: i64 = 0x10;
    pub const NO_LOC_WARN: i64 = 0x20;
    pub const SPACELOC: i64 = 0x40;
}
use humidity::*;

/// Why a level could not be built.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SpLevError {
    /// The program broke a rule of the machine (budget, operand type...).
    Run(RunError),
}

impl std::fmt::Display for SpLevError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SpLevError::Run(e) => write!(f, "{e}"),
        }
    }
}

/// The coder's state while a level program runs (`struct sp_coder` and
/// sp_lev.c's file-level variables).
pub struct SpLev<'a, 'c> {
    pub lev: Level,
    pub c: &'a mut MkCtx<'c>,
    /// The current map's corner and size (`xstart`, `ystart`, `xsize`,
    /// `ysize`).
    pub xstart: i32,
    pub ystart: i32,
    pub xsize: i32,
    pub ysize: i32,
    /// Cells a MAP laid down (`SpLev_Map`).
    pub splev_map: Vec<bool>,
    /// The room each nesting level is in (`tmproomlist`), and whether
    /// building it failed (`failed_room`).
    pub rooms: Vec<Option<RoomId>>,
    pub failed_room: Vec<bool>,
    /// The alignments "align[0..2]" mean on this level (`ralign`).
    pub ralign: [i8; 3],
    pub premapped: bool,
    pub solidify: bool,
    pub check_inaccessibles: bool,
    pub lvl_is_joined: bool,
    pub splev_init_present: bool,
    pub icedpools: bool,
    /// Containers being filled (`container_obj`), and for each whether it
    /// sits inside the one below it.
    pub containers: Vec<things::OpenContainer>,
    pub nested_in_parent: Vec<bool>,
    /// The monster whose inventory the following objects go to
    /// (`invent_carrying_monster`), by index in the level's monsters.
    pub invent_monster: Option<usize>,
    /// LEVREGIONs, for `fixup_special`.
    pub lregions: Vec<crate::levelgen::mkmaze::LevRegion>,
    /// This level's branch end, if it has one (placed by a BRANCH region
    /// or anywhere at the end).
    pub branch: Option<crate::levelgen::mkmaze::BranchPlan>,
    /// Level names a portal region may name, with where they are.
    pub level_names: Vec<(String, crate::world::level::DLevel)>,
    /// The free-rectangle list and join classes mklev's room code keeps
    /// for the whole level.
    pub rects: crate::world::rect::Rects,
    pub smeq: [i32; crate::world::level::MAXNROFROOMS + 1],
    /// What monster creation reads of the hero and dungeon.
    pub env: crate::monsters::makemon::MonEnv,
    /// The level's name (which per-level fix-up applies).
    pub name: String,
    /// What the fix-ups made beside the level.
    pub extras: fixup::FixupExtras,
    /// Where each MAP was laid and what it held, for checks and tools.
    pub maps: Vec<MapPlaced>,
    /// MESSAGE texts, shown on arrival.
    pub messages: Vec<String>,
    /// MONSTER, OBJECT and TRAP statements run so far (see [`MAX_MONSTER_OPS`]).
    pub thing_ops: [u32; 4],
    /// Level ops this builder does not carry out yet, by name, with count.
    pub skipped: Vec<(&'static str, u32)>,
}

/// How many statements of a kind that make things one level may run: far
/// above any real level (the castle has under 200 monsters), low enough
/// that a hostile program looping on MONSTER cannot stall the game while
/// makemon searches a full level for room.
pub const MAX_MONSTER_OPS: u32 = 500;
pub const MAX_OBJECT_OPS: u32 = 10_000;
pub const MAX_TRAP_OPS: u32 = 2_000;
pub const MAX_LEVREGION_OPS: u32 = 200;

/// Alignments before `shuffle_alignments` (`ralign`): lawful, neutral,
/// chaotic.
const RALIGN: [i8; 3] = [1, 0, -1];

impl<'a, 'c> SpLev<'a, 'c> {
    /// A coder for a fresh level (`sp_level_coder`'s set-up, including
    /// `shuffle_alignments`).
    pub fn new(lev: Level, c: &'a mut MkCtx<'c>) -> SpLev<'a, 'c> {
        let mut ralign = RALIGN;
        let i = c.rng.rn2(3) as usize;
        ralign.swap(2, i);
        if c.rng.rn2(2) != 0 {
            ralign.swap(0, 1);
        }
        let mut s = SpLev {
            lev,
            c,
            xstart: 1,
            ystart: 0,
            xsize: COLNO as i32 - 1,
            ysize: ROWNO as i32,
            splev_map: vec![false; COLNO * ROWNO],
            rooms: vec![None],
            failed_room: vec![false],
            ralign,
            premapped: false,
            solidify: false,
            check_inaccessibles: false,
            lvl_is_joined: false,
            splev_init_present: false,
            icedpools: false,
            containers: Vec::new(),
            nested_in_parent: Vec::new(),
            invent_monster: None,
            lregions: Vec::new(),
            branch: None,
            level_names: Vec::new(),
            rects: crate::world::rect::Rects::new(),
            smeq: [0; crate::world::level::MAXNROFROOMS + 1],
            env: crate::monsters::makemon::MonEnv::default(),
            name: String::new(),
            extras: fixup::FixupExtras::default(),
            maps: Vec::new(),
            messages: Vec::new(),
            skipped: Vec::new(),
            thing_ops: [0; 4],
        };
        s.lev.flags.is_maze_lev = false;
        s
    }

    /// Runs `program` and finishes the level.
    pub fn run(mut self, program: &Verified, budget: Budget) -> Result<Built, SpLevError> {
        Interpreter::new(budget).run(program, &mut self).map_err(SpLevError::Run)?;
        self.finish();
        Ok(Built {
            level: self.lev,
            messages: self.messages,
            skipped: self.skipped,
            extras: self.extras,
            maps: self.maps,
            lregions: self.lregions,
        })
    }

    /// The room the current nesting level is in (`coder->croom`).
    pub fn croom(&self) -> Option<RoomId> {
        self.rooms.last().copied().flatten()
    }

    pub(crate) fn in_splev_map(&self, x: i32, y: i32) -> bool {
        crate::world::level::isok(x, y) && self.splev_map[x as usize * ROWNO + y as usize]
    }

    fn skip(&mut self, name: &'static str) {
        match self.skipped.iter_mut().find(|(n, _)| *n == name) {
            Some((_, k)) => *k += 1,
            None => self.skipped.push((name, 1)),
        }
    }

    /// `is_ok_location`.
    pub fn is_ok_location(&self, x: i32, y: i32, humidity: i64) -> bool {
        if !crate::world::level::isok(x, y) {
            return humidity & ANY_LOC != 0;
        }
        if humidity & ANY_LOC != 0 {
            return true;
        }
        let typ = self.lev.typ(x, y);
        (humidity & SOLID != 0 && crate::world::level::is_rock(typ))
            || (humidity & DRY != 0 && matches!(typ, ROOM | AIR | CLOUD | ICE | CORR))
            || (humidity & SPACELOC != 0 && crate::world::level::space_pos(typ))
            || (humidity & WET != 0 && is_pool(typ))
            || (humidity & HOT != 0 && typ == LAVAPOOL)
    }

    /// `get_location`: `x >= 0` is relative to the current room or map; a
    /// negative `x` asks for a random acceptable spot there.
    pub fn get_location(&mut self, x: i32, y: i32, humidity: i64) -> (i32, i32) {
        let area = match self.croom().and_then(|r| self.lev.room(r)) {
            Some(r) => (r.lx, r.ly, r.hx - r.lx + 1, r.hy - r.ly + 1, true),
            None => (self.xstart, self.ystart, self.xsize, self.ysize, false),
        };
        let (mx, my, sx, sy, in_room) = area;
        let (mut x, mut y) = (x, y);
        if x >= 0 {
            x += mx;
            y += my;
        } else {
            let mut found = false;
            for _ in 0..100 {
                if in_room {
                    // somexy over an irregular room comes with the room code.
                    x = mx + self.c.rng.rn2(sx.max(1));
                    y = my + self.c.rng.rn2(sy.max(1));
                } else {
                    x = mx + self.c.rng.rn2(sx.max(1));
                    y = my + self.c.rng.rn2(sy.max(1));
                }
                if self.is_ok_location(x, y, humidity) {
                    found = true;
                    break;
                }
            }
            if !found {
                let spot = (0..sx)
                    .flat_map(|xx| (0..sy).map(move |yy| (mx + xx, my + yy)))
                    .find(|&(x, y)| self.is_ok_location(x, y, humidity));
                match spot {
                    Some(p) => (x, y) = p,
                    None if humidity & NO_LOC_WARN != 0 => return (-1, -1),
                    None => {}
                }
            }
        }
        if humidity & ANY_LOC == 0 && !crate::world::level::isok(x, y) {
            if humidity & NO_LOC_WARN == 0 {
                return (X_MAZE_MAX, Y_MAZE_MAX);
            }
            return (-1, -1);
        }
        (x, y)
    }

    /// `get_location_coord`: a packed coordinate (random flag, humidity)
    /// placed as `get_location` does.
    pub fn get_location_coord(&mut self, packed: i64, humidity: i64) -> (i32, i32) {
        use oxhack_vm::value::coord;
        if coord::is_random(packed) {
            let flags = match coord::flags(packed) {
                0 => humidity,
                f => f,
            };
            let (x, y) = self.get_location(-1, -1, flags | NO_LOC_WARN);
            if x == -1 && y == -1 {
                return self.get_location(-1, -1, humidity);
            }
            (x, y)
        } else {
            self.get_location(coord::x(packed) as i32, coord::y(packed) as i32, humidity)
        }
    }

    /// Runs `f` with mklev's room builder over this level and the game's
    /// hooks, keeping mklev's per-level scratch state between calls.
    pub fn with_mk<R>(
        &mut self,
        f: impl FnOnce(&mut crate::levelgen::mklev::MkLev<'_>, &mut crate::levelgen::mkhooks::GameHooks<'_>) -> R,
    ) -> R {
        let lvl = self.c.lvl;
        let (rects, smeq) = (std::mem::take(&mut self.rects), self.smeq);
        let (r, rects, smeq) = self.with_game(|lev, rng, hooks| {
            let mut mk = crate::levelgen::mklev::MkLev::new(lev, rng, lvl);
            mk.rects = rects;
            mk.smeq = smeq;
            let r = f(&mut mk, hooks);
            let crate::levelgen::mklev::MkLev { rects, smeq, .. } = mk;
            (r, rects, smeq)
        });
        self.rects = rects;
        self.smeq = smeq;
        r
    }

    /// Runs `f` with the level, the random stream and the game's hooks.
    pub fn with_game<R>(
        &mut self,
        f: impl FnOnce(&mut Level, &mut crate::rng::Rng, &mut crate::levelgen::mkhooks::GameHooks<'_>) -> R,
    ) -> R {
        let lvl = self.c.lvl;
        let mut hooks = crate::levelgen::mkhooks::GameHooks {
            t: self.c.t,
            os: self.c.os,
            og: &mut *self.c.og,
            hero: self.c.hero,
            lvl,
            env: &mut self.env,
            pending_gem: None,
            knox: None,
            texts: self.c.texts,
        };
        f(&mut self.lev, &mut *self.c.rng, &mut hooks)
    }

    /// The closing work of `sp_level_coder`.
    fn finish(&mut self) {
        things::close_all(self);
        features::link_doors_rooms(self);
        rooms::link_doors(self);
        rooms::fill_rooms(self);
        map::remove_boundary_syms(self);
        if !self.lev.flags.corrmaze {
            crate::levelgen::mkmaze::wallification(&mut self.lev, 1, 0, COLNO as i32 - 1, ROWNO as i32 - 1);
        }
        features::count_features(&mut self.lev);
        if self.solidify {
            map::solidify_map(self);
        }
        let name = self.name.clone();
        fixup::plane_fixups(self, &name);
        maze::fixup_special(self);
        fixup::special_fixups(self, &name);
        // display.c's set_wall_state: wall modes for drawing T-walls and
        // corners as NetHack does.
        crate::levelgen::mkmaze::set_wall_state(&mut self.lev);
    }
}

/// A random epitaph for a headstone (`make_grave` with no text): one line
/// of the world's epitaph database, chosen by the level's RNG.
pub fn random_epitaph(s: &mut SpLev<'_, '_>) -> String {
    let text = String::from_utf8_lossy(&s.c.texts.epitaph).into_owned();
    let lines: Vec<&str> = text.lines().filter(|l| !l.is_empty() && !l.starts_with('#')).collect();
    if lines.is_empty() {
        return String::new();
    }
    lines[s.c.rng.rn2(lines.len() as i32) as usize].to_string()
}

/// A built level and what the builder has to say about it.
#[derive(Debug, Clone)]
pub struct Built {
    pub level: Level,
    pub messages: Vec<String>,
    /// Level ops not carried out yet (name, count).
    pub skipped: Vec<(&'static str, u32)>,
    /// What the level's fix-up made beside it (water bubbles).
    pub extras: fixup::FixupExtras,
    /// Where each MAP was laid.
    pub maps: Vec<MapPlaced>,
    /// The level's LEVREGIONs, in level coordinates.
    pub lregions: Vec<crate::levelgen::mkmaze::LevRegion>,
}

/// A MAP as it was laid: its corner, size and cells (terrain type + 1
/// per cell, as `.lev` files store them; 0 keeps what was there).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MapPlaced {
    pub x: i32,
    pub y: i32,
    pub w: i32,
    pub h: i32,
    pub body: Vec<u8>,
    /// The terrain types on the level right after the MAP was laid.
    pub laid: Vec<u8>,
}

impl Host for SpLev<'_, '_> {
    fn level_op(&mut self, op: Opcode, args: &mut Args<'_>) -> Result<(), HostError> {
        let cap = match op {
            Opcode::Monster => Some((0, MAX_MONSTER_OPS)),
            Opcode::Object => Some((1, MAX_OBJECT_OPS)),
            Opcode::Trap => Some((2, MAX_TRAP_OPS)),
            Opcode::Levregion => Some((3, MAX_LEVREGION_OPS)),
            _ => None,
        };
        if let Some((i, max)) = cap {
            self.thing_ops[i] += 1;
            if self.thing_ops[i] > max {
                return Err(HostError::Failed(format!("more than {max} {} statements on one level", op.name())));
            }
        }
        match op {
            Opcode::Message => {
                let s = args.pop_str()?;
                self.messages.push(String::from_utf8_lossy(&s).into_owned());
            }
            Opcode::LevelFlags => features::level_flags(self, args.pop_int()?),
            Opcode::InitLevel => map::initlevel(self, args)?,
            Opcode::Map => map::map(self, args)?,
            Opcode::Terrain => map::terrain(self, args)?,
            Opcode::ReplaceTerrain => map::replace_terrain(self, args)?,
            Opcode::NonDiggable | Opcode::NonPasswall => map::wall_property(self, op, args)?,
            Opcode::Door => features::door(self, args)?,
            Opcode::Stair => features::stair(self, args, false)?,
            Opcode::Ladder => features::stair(self, args, true)?,
            Opcode::Altar => features::altar(self, args)?,
            Opcode::Fountain | Opcode::Sink | Opcode::Pool => features::feature(self, op, args)?,
            Opcode::Trap => features::trap(self, args)?,
            Opcode::Engraving => features::engraving(self, args)?,
            Opcode::Grave => features::grave(self, args)?,
            Opcode::Drawbridge => features::drawbridge(self, args)?,
            Opcode::Gold => features::gold(self, args)?,
            Opcode::Object => things::object(self, args)?,
            Opcode::Monster => monsters::monster(self, args)?,
            Opcode::EndMoninvent => monsters::end_moninvent(self),
            Opcode::Room | Opcode::Subroom => rooms::room(self, args)?,
            Opcode::EndRoom => rooms::endroom(self),
            Opcode::RoomDoor => rooms::room_door(self, args)?,
            Opcode::Corridor => rooms::corridor(self, args)?,
            Opcode::Region => rooms::region(self, args)?,
            Opcode::Mazewalk => maze::mazewalk(self, args)?,
            Opcode::Wallify => maze::wallify(self, args)?,
            Opcode::Levregion => maze::levregion(self, args)?,
            Opcode::Mineralize => {
                let gemprob = args.pop_int()? as i32;
                let goldprob = args.pop_int()? as i32;
                let kelp_moat = args.pop_int()? as i32;
                let kelp_pool = args.pop_int()? as i32;
                let m = crate::levelgen::mklev::Mineralize {
                    kelp_pool,
                    kelp_moat,
                    goldprob,
                    gemprob,
                    skip_lvl_checks: true,
                    ..Default::default()
                };
                self.with_mk(|mk, h| mk.mineralize(h, &m));
            }
            Opcode::PopContainer => things::pop_container(self),
            other => {
                // Pop what the op would, so the stack stays as NetHack's.
                features::pop_unhandled(other, args)?;
                self.skip(other.name());
            }
        }
        Ok(())
    }

    fn rn2(&mut self, n: i64) -> i64 {
        self.c.rng.rn2(n.clamp(1, i32::MAX as i64) as i32) as i64
    }

    fn dice(&mut self, n: i64, x: i64) -> i64 {
        self.c.rng.d(n.clamp(1, 10_000) as i32, x.clamp(1, i32::MAX as i64) as i32) as i64
    }

    fn room_failed(&self) -> bool {
        self.failed_room.last().copied().unwrap_or(false)
    }

    fn terrain(&self, x: i64, y: i64) -> (i8, i8) {
        let rm = self.lev.at(x as i32, y as i32);
        (rm.typ as i8, rm.lit as i8)
    }

    fn get_location(&mut self, x: i64, y: i64, humidity: i64) -> (i64, i64) {
        let (x, y) = SpLev::get_location(self, x as i32, y as i32, humidity);
        (x as i64, y as i64)
    }

    fn map_origin(&self) -> (i64, i64) {
        (self.xstart as i64, self.ystart as i64)
    }
}

/// The machine's budget for building a level: NetHack's own limit of
/// 65,536 opcodes per level script (`SPCODER_MAX_RUNTIME`), the vm's
/// defaults for the rest. NetHack stops quietly at the limit; OxHack
/// reports it as an error naming the level.
pub fn level_budget() -> Budget {
    Budget { max_instructions: 65_536, ..Budget::default() }
}

/// Builds a special level from a verified program: the game's
/// `load_special`.
pub fn build_level(
    c: &mut MkCtx<'_>,
    uz: crate::world::level::DLevel,
    program: &Verified,
) -> Result<Built, SpLevError> {
    let mut s = SpLev::new(Level::new(uz), c);
    s.name = program.level().to_string();
    s.run(program, level_budget())
}
