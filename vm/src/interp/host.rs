//! The boundary between the machine and the level it builds.
//!
//! In NetHack 3.6.7's `sp_lev.c` the `spo_*` functions for level features
//! pop their own operands and change the level. Here the interpreter keeps
//! everything that is control, stack, arithmetic or selection, and hands
//! every other opcode to a [`Host`] (the game's level builder), which pops
//! its operands through [`Args`] exactly as the matching `spo_*` does.

use super::RunErrorKind;
use super::machine::{Machine, Value};
use crate::isa::Opcode;
use crate::sel::Selection;
use crate::value::spovar;

/// Why a host could not carry out a level op.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HostError {
    /// Popping an operand failed (wrong type, empty stack, ...).
    Operand(RunErrorKind),
    /// The host refused the op.
    Failed(String),
}

impl From<RunErrorKind> for HostError {
    fn from(k: RunErrorKind) -> HostError {
        HostError::Operand(k)
    }
}

/// Typed access to a level op's operands: each `pop_*` takes the top of
/// the current frame's stack, resolving a variable as NetHack does, and
/// fails on another type.
pub struct Args<'a> {
    pub(super) m: &'a mut Machine,
}

impl Args<'_> {
    /// An INT.
    pub fn pop_int(&mut self) -> Result<i64, HostError> {
        Ok(self.m.pop_int()?)
    }
    /// A packed COORD (see [`crate::value::coord`]).
    pub fn pop_coord(&mut self) -> Result<i64, HostError> {
        Ok(self.m.pop_packed(spovar::COORD)?)
    }
    /// A packed REGION (see [`crate::value::region`]).
    pub fn pop_region(&mut self) -> Result<i64, HostError> {
        Ok(self.m.pop_packed(spovar::REGION)?)
    }
    /// A packed MAPCHAR (see [`crate::value::mapchar`]).
    pub fn pop_mapchar(&mut self) -> Result<i64, HostError> {
        Ok(self.m.pop_packed(spovar::MAPCHAR)?)
    }
    /// A packed MONST (see [`crate::value::monst`]).
    pub fn pop_monst(&mut self) -> Result<i64, HostError> {
        Ok(self.m.pop_packed(spovar::MONST)?)
    }
    /// A packed OBJ (see [`crate::value::obj`]).
    pub fn pop_obj(&mut self) -> Result<i64, HostError> {
        Ok(self.m.pop_packed(spovar::OBJ)?)
    }
    /// A STRING (raw bytes; a MAP body is one byte per cell, type + 1).
    pub fn pop_str(&mut self) -> Result<Vec<u8>, HostError> {
        Ok(self.m.pop_str()?)
    }
    /// A SEL.
    pub fn pop_sel(&mut self) -> Result<Selection, HostError> {
        Ok(self.m.pop_sel()?)
    }
    /// Any value (`OV_pop`), for the MONSTER and OBJECT tag lists.
    pub fn pop_any(&mut self) -> Result<Value, HostError> {
        Ok(self.m.pop_any()?)
    }
    /// Values left on the current frame's stack.
    pub fn depth(&mut self) -> usize {
        self.m.frame().stack.len()
    }
}

/// A level being built: what the machine asks of the game.
///
/// # Which opcodes reach [`Host::level_op`], and what each pops
///
/// Pops are listed in pop order (top of stack first), as the `spo_*`
/// function of `sp_lev.c` pops them; the host must pop exactly these.
///
/// | opcode | pops |
/// | --- | --- |
/// | MESSAGE | str |
/// | MONSTER | int has_inventory; then int tag: while it is 0..=15, one value (APPEAR: int kind then str as), next tag; the final tag (16) ends it; coord; monst |
/// | OBJECT | int containment; then int tag: while 0..=14, one value, next tag; the final tag (15); obj |
/// | ENGRAVING | int type, str text, coord |
/// | ROOM, SUBROOM | int h, w, y, x, yalign, xalign, flags, lit, chance, type |
/// | ENDROOM, POP_CONTAINER, END_MONINVENT | nothing |
/// | DOOR | int state, sel |
/// | STAIR, LADDER | int up, coord |
/// | ALTAR | int align, int shrine, coord |
/// | FOUNTAIN, SINK, POOL | sel |
/// | TRAP | int type, coord |
/// | GOLD | coord, int amount |
/// | CORRIDOR | int dest wall, dest door, dest room, src wall, src door, src room |
/// | LEVREGION | str name, int padding, type, del_islev, dy2, dx2, dy1, dx1, in_islev, iy2, ix2, iy1, ix1 |
/// | DRAWBRIDGE | int dir, int open, coord |
/// | MAZEWALK | int fill type, int stocked, int dir, coord |
/// | NON_DIGGABLE, NON_PASSWALL | region |
/// | WALLIFY | int kind; kind 0: region, kind 1: sel |
/// | MAP | int width, int height, str body, int keep region, int align kind, coord |
/// | ROOM_DOOR | int wall, int secret, int state, int position |
/// | REGION | int flags, int type, int lit, region |
/// | MINERALIZE | int gem, int gold, int kelp moat, int kelp pool |
/// | TERRAIN | mapchar, sel |
/// | REPLACETERRAIN | int chance, mapchar to, mapchar from, region |
/// | GRAVE | int mode, str text, coord |
/// | INITLEVEL | int fg, bg, smoothed, joined, lit, walled, filling, style |
/// | LEVEL_FLAGS | int flags |
///
/// ROOM, SUBROOM and ENDROOM inside a room that failed to be built follow
/// `sp_level_coder`: while [`Host::room_failed`] holds, every other
/// opcode is skipped (PUSH included), nested ROOM/SUBROOMs are counted by
/// the machine without reaching the host, and only the ENDROOM matching
/// the failed room reaches it.
///
/// # Before and after a run
///
/// What `sp_level_coder` does around its opcode loop stays with the game:
/// before, `shuffle_alignments`, clearing the room and container state,
/// `xstart = 1, ystart = 0, xsize = COLNO - 1, ysize = ROWNO`; after a
/// successful [`crate::Interpreter::run`], `link_doors_rooms`, `fill_rooms`,
/// `remove_boundary_syms`, `ensure_way_out` (if asked), `wallification`
/// (unless corrmaze), `count_features`, `solidify_map`, `fixup_special`,
/// `sokoban_detect` (if premapped). NetHack stops a script quietly after
/// 65,536 opcodes and still finishes the level; a game that wants that
/// runs with `Budget { max_instructions: 65_536, .. }` and treats
/// `RunErrorKind::Budget(BudgetKind::Instructions)` as the end of the
/// script.
///
/// # Coordinates
///
/// The machine unpacks coordinates for the SEL_* opcodes as
/// `get_location_coord` does (random flag, default humidity, the retry
/// without NO_LOC_WARN) and asks [`Host::get_location`] for the
/// placement itself (`get_location`: relative to the current room or
/// map, random choice, `is_ok_location`), since only the level knows
/// rooms, the map origin and the terrain. The level ops get packed
/// coordinates and do their own placement.
pub trait Host {
    /// Carries out a level op, popping its operands from `args`.
    fn level_op(&mut self, op: Opcode, args: &mut Args<'_>) -> Result<(), HostError>;

    /// `rn2(n)` of the game's random number generator; `1 <= n <=
    /// i32::MAX` (NetHack's `int`). The machine calls it exactly where
    /// `sp_lev.c` calls `rn2`, in the same order: RN2, SHUFFLE_ARRAY,
    /// SEL_RNDLINE, SEL_RNDCOORD, SEL_FILTER, SEL_GRADIENT.
    fn rn2(&mut self, n: i64) -> i64;

    /// `d(n, x)`: n dice of x sides; both in `1..=i32::MAX`, and `n`
    /// already charged to the instruction budget.
    fn dice(&mut self, n: i64, x: i64) -> i64;

    /// Whether the innermost ROOM/SUBROOM failed to be created
    /// (`coder->failed_room[n_subroom - 1]`).
    fn room_failed(&self) -> bool {
        false
    }

    /// `(levl[x][y].typ, levl[x][y].lit)` for any `0 <= x < 80`,
    /// `0 <= y < 21` (SEL_FLOOD, SEL_FILTER by map character).
    fn terrain(&self, x: i64, y: i64) -> (i8, i8);

    /// `get_location(x, y, humidity, croom)` with the current room: a
    /// non-negative `x` is offset by the room's or map's corner, a
    /// negative one asks for a random spot; returns the new `(x, y)`.
    fn get_location(&mut self, x: i64, y: i64, humidity: i64) -> (i64, i64);

    /// The current map's corner `(xstart, ystart)` (SEL_RNDCOORD returns
    /// coordinates relative to it).
    fn map_origin(&self) -> (i64, i64);
}
