//! Making ordinary room-and-corridor levels (mklev.c), with the room and
//! corridor primitives that the special-level builder shares (sp_lev.c's
//! `create_room`, `check_room`, `dig_corridor`) and the room position
//! helpers of mkroom.c (`somex`, `somey`, `somexy`, `inside_room`) and
//! hack.c (`in_rooms`).
//!
//! Everything works on an [`MkLev`]: the level being built, the random
//! stream, where the level is, and the builder's own scratch state that
//! NetHack keeps in statics (the free-rectangle list, `smeq`, the vault
//! spot, the stair rooms). What needs objects, monsters or special room
//! fills goes through [`Hooks`], so the modules that own those plug in
//! without changing the order of this module's random draws.
//!
//! RNG order: every `rn2`/`rnd` this module draws itself is in NetHack's
//! order. With [`NoHooks`] the draws that NetHack's `mksobj`, `mkobj`,
//! `makemon`, `mkclass`, `mkroom`, `fill_room`, `random_engraving` and
//! epitaph calls would make are missing, so the stream drifts from
//! NetHack's at the first such call (the first is usually a nxcor
//! corridor's boulder, a niche's objects, or the per-room monster in
//! [`MkLev::makelevel`]'s room loop). Each hook is called at the point
//! where NetHack makes the thing, after the draws NetHack makes before
//! it (the coins of a grave and of `mineralize` get their amount first:
//! NetHack makes coins without drawing), so hooks that make those
//! things with NetHack's draws restore the exact stream. With NetHack's
//! own makers stubbed out the same way, its C code builds the same
//! levels square for square (tests/mklev_nethack.rs).

mod corridor;
mod create;
mod features;
mod makelevel;
mod mineral;
mod room;
mod trap;

pub use corridor::*;
pub use create::*;
pub use features::*;
pub use makelevel::*;
pub use mineral::*;
pub use room::*;
pub use trap::*;

use crate::objects::mkobj::LevelCtx;
use crate::rng::Rng;
use crate::world::level::{Coord, Level, MAXNROFROOMS};
use crate::world::rect::Rects;
use oxhack_defs::{OClass, Pm};

/// The level being built and the builder's scratch state.
pub struct MkLev<'a> {
    pub lev: &'a mut Level,
    pub rng: &'a mut Rng,
    /// Where the level is (depth, difficulty, which dungeon).
    pub lctx: LevelCtx,
    /// Free space for rooms (rect.c).
    pub rects: Rects,
    /// Corridor-join equivalence classes per room (`smeq[]`), as
    /// assigned when each room was made (sorting does not move them).
    pub smeq: [i32; MAXNROFROOMS + 1],
    /// Where a vault was planned (`vault_x`, `vault_y`).
    pub vault: Option<Coord>,
    /// The branch stairs or portal are placed (`made_branch`).
    pub made_branch: bool,
    /// Rooms holding the stairs (`upstairs_room`, ...), by index.
    pub upstairs_room: Option<usize>,
    pub dnstairs_room: Option<usize>,
    pub sstairs_room: Option<usize>,
    /// The level is the castle, the stronghold above Gehennom: holes and
    /// trap doors still lead down (`Is_stronghold`, for `Can_fall_thru`).
    pub stronghold: bool,
    /// The hero carries the Amulet (every room gets a monster).
    pub hero_has_amulet: bool,
}

impl<'a> MkLev<'a> {
    /// A builder for `lev` (which should be fresh: solid rock, no rooms).
    pub fn new(lev: &'a mut Level, rng: &'a mut Rng, lctx: LevelCtx) -> MkLev<'a> {
        MkLev {
            lev,
            rng,
            lctx,
            rects: Rects::new(),
            smeq: [0; MAXNROFROOMS + 1],
            vault: None,
            made_branch: false,
            upstairs_room: None,
            dnstairs_room: None,
            sstairs_room: None,
            stronghold: lctx.stronghold,
            hero_has_amulet: false,
        }
    }

    /// `nroom`.
    pub fn nroom(&self) -> usize {
        self.lev.rooms.len()
    }

    /// `doorindex`.
    pub fn doorindex(&self) -> usize {
        self.lev.doors.len()
    }

    /// `dunlev(&u.uz)`.
    pub fn dunlev(&self) -> i32 {
        self.lctx.uz.dlevel
    }

    /// `Is_botlevel(&u.uz)`.
    pub fn is_botlevel(&self) -> bool {
        self.lctx.uz.dlevel == self.lctx.dunlevs
    }

    /// `Can_fall_thru(&u.uz)`: holes and trap doors lead somewhere.
    pub fn can_fall_thru(&self) -> bool {
        (!self.lev.flags.hardfloor && !self.is_botlevel()) || self.stronghold
    }

    /// NetHack's random lit state for a new room or cave (the
    /// `rnd(1 + abs(depth)) < 11 && rn2(77)` test): deep levels are dark.
    pub fn litstate_rnd(&mut self) -> bool {
        litstate_rnd(self.rng, self.lctx.depth)
    }
}

/// The random lit state of a room at `depth` (`litstate_rnd`); `rn2(77)`
/// is drawn only when the first test passes, as in C's `&&`.
pub fn litstate_rnd(rng: &mut Rng, depth: i32) -> bool {
    rng.rnd(1 + depth.abs()) < 11 && rng.rn2(77) != 0
}

/// Something the level builder wants made that lives in another module
/// (objects, monsters). The comment on each says which NetHack call it
/// stands for, so a hook can make it with the same random draws.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Make {
    /// `mksobj_at(BOULDER, x, y, TRUE, FALSE)` in a nxcor corridor.
    Boulder,
    /// `makemon(mkclass(S_MIMIC, 0), x, y)` and `set_mimic_sym` in
    /// place of a trapped door.
    DoorMimic,
    /// `mkcorpstat(CORPSE, 0, mkclass(S_HUMAN, 0), x, y, TRUE)` behind a
    /// niche's iron bars.
    NicheCorpse,
    /// `mksobj_at(SCR_TELEPORTATION, x, y, TRUE, FALSE)` in a closed
    /// niche.
    TeleportScroll,
    /// `mkobj_at(0, x, y, TRUE)`: a random object.
    RandomObject,
    /// `makemon(NULL, x, y, MM_NOGRP)`: the room's sleeping monster. The
    /// hook answers whether it made a giant spider (a web goes under it).
    SleepingMonster,
    /// `mkgold(0L, x, y)`.
    Gold,
    /// `mkcorpstat(STATUE, NULL, NULL, x, y, CORPSTAT_INIT)`.
    Statue,
    /// `mksobj_at(chest ? CHEST : LARGE_BOX, x, y, TRUE, FALSE)`.
    Box { chest: bool },
    /// `mksobj(ARROW|DART|ROCK, TRUE, FALSE)` left by a trap that killed
    /// someone (arrows unpoisoned).
    TrapAmmo { trap: u8 },
    /// `mkobj(class, FALSE)`, made cursed: a dead adventurer's belonging.
    TrapPossession { class: OClass },
    /// `mksobj(wax ? WAX_CANDLE : TALLOW_CANDLE, TRUE, FALSE)`, one,
    /// cursed, beside a dead gnome.
    TrapCandle { wax: bool },
    /// `mkcorpstat(CORPSE, NULL, &mons[pm], x, y, CORPSTAT_INIT)` aged
    /// by 51 turns.
    TrapCorpse { pm: Pm },
    /// `makemon(&mons[PM_GIANT_SPIDER], x, y)` on a new web.
    GiantSpider,
    /// maketrap's living statue: `rndmonnum` (not a co-aligned unicorn),
    /// `mkcorpstat(STATUE, ...)`, the monster's inventory inside.
    StatueTrap,
    /// mkroll_launch's `mksobj(BOULDER, TRUE, FALSE)` at the launch spot.
    RollingBoulder,
    /// A grave's buried gold (`mksobj(GOLD_PIECE)` with this quantity).
    GraveGold { quan: i64 },
    /// `mkobj(RANDOM_CLASS, TRUE)`, cursed and buried in a grave.
    GraveObject,
    /// `mksobj_at(BELL, x, y, TRUE, FALSE)` on a "Saved by the bell!" grave.
    GraveBell,
    /// `mksobj_at(KELP_FROND, x, y, TRUE, FALSE)` in a pool or moat.
    Kelp,
    /// mineralize's gold: `mksobj(GOLD_PIECE, FALSE, FALSE)` of this
    /// quantity, buried or on the floor.
    MineralGold { quan: i64, buried: bool },
    /// mineralize's gem: `mkobj(GEM_CLASS, FALSE)`. The hook answers
    /// false for a rock (thrown away) and otherwise keeps the gem for the
    /// [`Make::MineralGemDrop`] that follows.
    MineralGem,
    /// Put the gem just made in the rock (`buried`) or on the floor.
    MineralGemDrop { buried: bool },
}

/// Where other modules plug into level building. Every method has a
/// default that makes nothing and draws nothing ([`NoHooks`]).
pub trait Hooks {
    /// Makes `what` at (x, y); the answer matters only for
    /// [`Make::SleepingMonster`] (a giant spider was made).
    fn make(&mut self, _mk: &mut MkLev, _what: Make, _x: i32, _y: i32) -> bool {
        false
    }
    /// `mvitals[pm].mvflags & G_GONE`: the species is gone.
    fn gone(&self, _pm: Pm) -> bool {
        false
    }
    /// `antholemon()` finds an ant species for an anthole.
    fn antholemon(&self, _mk: &MkLev) -> bool {
        false
    }
    /// `mkroom(rtype)`: turn a random room into a special room (shop,
    /// court, zoo, ...) and fill it.
    fn mkroom(&mut self, _mk: &mut MkLev, _rtype: u8) {}
    /// `fill_room(&rooms[room], FALSE)` for the new vault (its gold).
    fn fill_vault(&mut self, _mk: &mut MkLev, _room: usize) {}
    /// `mk_knox_portal(x, y)`: maybe the portal to Fort Ludios.
    fn knox_portal(&mut self, _mk: &mut MkLev, _x: i32, _y: i32) {}
    /// `random_engraving()`: a graffito, or none.
    fn random_engraving(&mut self, _mk: &mut MkLev) -> Option<String> {
        None
    }
    /// A random epitaph (`get_rnd_text(EPITAPHFILE, buf, rn2)`).
    fn epitaph(&mut self, _mk: &mut MkLev) -> String {
        String::new()
    }
    /// `wallification(x1, y1, x2, y2)` (mkmaze.c) around a new subroom.
    fn wallification(&mut self, _mk: &mut MkLev, _x1: i32, _y1: i32, _x2: i32, _y2: i32) {}
    /// `mazexy()` (mkmaze.c): a random open spot of a maze, for traps and
    /// fountains placed with `mazeflag` and for a branch on a roomless
    /// level.
    fn mazexy(&mut self, _mk: &mut MkLev) -> Option<Coord> {
        None
    }
}

/// Hooks that make nothing: terrain, rooms, doors, stairs and traps only.
#[derive(Debug, Clone, Copy, Default)]
pub struct NoHooks;

impl Hooks for NoHooks {}
