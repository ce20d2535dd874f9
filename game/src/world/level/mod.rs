//! A dungeon level as the game holds it (rm.h, mkroom.h, trap.h,
//! engrave.h): the 80x21 grid of locations, rooms and subrooms, doors,
//! stairs and ladders, level-change regions, and what lies on the level
//! (objects, monsters, traps, engravings).
//!
//! Level generation (the special-level builder, mklev, mkmaze, mkmap)
//! writes into a [`Level`]; play reads and changes it. Everything is plain
//! serializable data, so a level saves with the game and the same seed
//! builds the same level.

mod endgame;
mod rm;
mod room;
mod things;

pub use endgame::*;
pub use rm::*;
pub use room::*;
pub use things::*;

use crate::world::obj::Obj;
use serde::{Deserialize, Serialize};

/// Longest flight of a missile or ray, and the range within which a
/// monster attacks from afar (`BOLT_LIM`).
pub const BOLT_LIM: i32 = 8;

/// Map width and height (`COLNO`, `ROWNO`). Column 0 is never used.
pub const COLNO: usize = 80;
pub const ROWNO: usize = 21;

/// A map position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default, Serialize, Deserialize)]
pub struct Coord {
    pub x: i32,
    pub y: i32,
}

impl Coord {
    pub const fn new(x: i32, y: i32) -> Coord {
        Coord { x, y }
    }
}

/// `isok`: inside the map (column 0 is outside).
pub fn isok(x: i32, y: i32) -> bool {
    (1..COLNO as i32).contains(&x) && (0..ROWNO as i32).contains(&y)
}

/// A dungeon and level number (`d_level`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct DLevel {
    pub dnum: i32,
    pub dlevel: i32,
}

/// Hints and rules of a level (`struct levelflags`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LevelFlags {
    pub nfountains: u8,
    pub nsinks: u8,
    pub has_shop: bool,
    pub has_vault: bool,
    pub has_zoo: bool,
    pub has_court: bool,
    pub has_morgue: bool,
    pub has_beehive: bool,
    pub has_barracks: bool,
    pub has_temple: bool,
    pub has_swamp: bool,
    pub noteleport: bool,
    pub hardfloor: bool,
    pub nommap: bool,
    pub hero_memory: bool,
    pub shortsighted: bool,
    pub graveyard: bool,
    pub sokoban_rules: bool,
    pub is_maze_lev: bool,
    pub is_cavernous_lev: bool,
    pub arboreal: bool,
    pub wizard_bones: bool,
    pub corrmaze: bool,
    /// sp_lev's premapped flag (Sokoban): the map is known on arrival.
    pub premapped: bool,
    /// The special level whose file was broken and allowed to fall back
    /// (`--allow-fallback`): this level is a random one in its place, and
    /// the status line says so.
    pub fallback_for: Option<String>,
    /// The level file this special level was built from (`keep`,
    /// `Val-goal`, `hall-2`); None for a random level. `#wizwhere` shows
    /// it, and the world's tests use it to prove no stand-in was built.
    pub built_from: Option<String>,
}

/// One level.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Level {
    /// Where this level is in the dungeon.
    pub uz: DLevel,
    /// Column-major like NetHack's `levl[x][y]`: index `x * ROWNO + y`.
    locations: Vec<Rm>,
    pub flags: LevelFlags,
    /// The ordinary rooms (`rooms[0..nroom]`), vault included.
    pub rooms: Vec<MkRoom>,
    /// Subrooms (`subrooms[0..nsubroom]`); a room lists its own by index.
    pub subrooms: Vec<MkRoom>,
    /// Door positions (`doors[]`), grouped by room (`fdoor`, `doorct`).
    pub doors: Vec<Coord>,
    pub upstair: Option<Stairway>,
    pub dnstair: Option<Stairway>,
    pub upladder: Option<Stairway>,
    pub dnladder: Option<Stairway>,
    /// The branch stairs or ladder (`sstairs`).
    pub sstairs: Option<Stairway>,
    /// Where arrivals from above and below land when not by stairs.
    pub updest: DestArea,
    pub dndest: DestArea,
    pub objects: Vec<FloorObj>,
    pub buried: Vec<FloorObj>,
    pub monsters: Vec<crate::world::monst::Monst>,
    pub traps: Vec<Trap>,
    pub engravings: Vec<Engraving>,
    /// Shop walls, doors and floors the hero damaged, waiting for the
    /// shopkeeper's repair (`level.damagelist`).
    #[serde(default)]
    pub damagelist: Vec<Damage>,
    /// The invocation position, the Planes' bubbles and the Riders'
    /// revivals (see [`EndgameLevel`]).
    #[serde(default)]
    pub endgame: EndgameLevel,
}

impl Level {
    /// A level of solid rock.
    pub fn new(uz: DLevel) -> Level {
        Level {
            uz,
            locations: vec![Rm::default(); COLNO * ROWNO],
            flags: LevelFlags::default(),
            rooms: Vec::new(),
            subrooms: Vec::new(),
            doors: Vec::new(),
            upstair: None,
            dnstair: None,
            upladder: None,
            dnladder: None,
            sstairs: None,
            updest: DestArea::default(),
            dndest: DestArea::default(),
            objects: Vec::new(),
            buried: Vec::new(),
            monsters: Vec::new(),
            traps: Vec::new(),
            engravings: Vec::new(),
            damagelist: Vec::new(),
            endgame: EndgameLevel::default(),
        }
    }

    /// `obfree` of an unpaid object that was used up: its shopkeeper
    /// keeps the line on the bill as used up. False when no bill here
    /// has it.
    pub fn bill_used_up(&mut self, o: crate::world::obj::Obj) -> bool {
        for m in &mut self.monsters {
            if let Some(crate::world::monst::MExtra::Shk(e)) = &mut m.mextra
                && e.onbill(o.o_id).is_some()
            {
                return e.bill_used_up(o);
            }
        }
        false
    }

    fn idx(x: i32, y: i32) -> Option<usize> {
        if x >= 0 && (x as usize) < COLNO && y >= 0 && (y as usize) < ROWNO {
            Some(x as usize * ROWNO + y as usize)
        } else {
            None
        }
    }

    /// The location at (x, y); positions off the map read as plain stone.
    pub fn at(&self, x: i32, y: i32) -> &Rm {
        static STONE: Rm = Rm::STONE;
        Self::idx(x, y).map_or(&STONE, |i| &self.locations[i])
    }

    /// The location at (x, y) for changing, or `None` off the map.
    pub fn at_mut(&mut self, x: i32, y: i32) -> Option<&mut Rm> {
        Self::idx(x, y).map(move |i| &mut self.locations[i])
    }

    /// The terrain type at (x, y).
    pub fn typ(&self, x: i32, y: i32) -> u8 {
        self.at(x, y).typ
    }

    /// Sets the terrain type at (x, y) (ignored off the map).
    pub fn set_typ(&mut self, x: i32, y: i32, typ: u8) {
        if let Some(l) = self.at_mut(x, y) {
            l.typ = typ;
        }
    }

    /// Every position of the map, column by column.
    pub fn positions() -> impl Iterator<Item = (i32, i32)> {
        (0..COLNO as i32).flat_map(|x| (0..ROWNO as i32).map(move |y| (x, y)))
    }

    /// The room with `roomno` as stored in a location.
    pub fn room_by_no(&self, roomno: u8) -> Option<&MkRoom> {
        self.room(RoomId::from_roomno(roomno)?)
    }

    pub fn room(&self, id: RoomId) -> Option<&MkRoom> {
        match id {
            RoomId::Main(i) => self.rooms.get(i),
            RoomId::Sub(i) => self.subrooms.get(i),
        }
    }

    pub fn room_mut(&mut self, id: RoomId) -> Option<&mut MkRoom> {
        match id {
            RoomId::Main(i) => self.rooms.get_mut(i),
            RoomId::Sub(i) => self.subrooms.get_mut(i),
        }
    }

    /// Objects at (x, y), topmost first.
    pub fn objects_at(&self, x: i32, y: i32) -> impl Iterator<Item = &Obj> {
        self.objects.iter().rev().filter(move |f| f.x == x && f.y == y).map(|f| &f.obj)
    }

    /// Puts an object on the floor at (x, y): on top of what is there, but
    /// under a boulder (NetHack's `place_object`).
    pub fn place_object(&mut self, obj: Obj, x: i32, y: i32) {
        // Anything but a boulder goes under a boulder there: the boulder
        // stays on top (and is what the hero sees).
        let boulder = oxhack_tables::ids::BOULDER;
        let top = self.objects.iter().rposition(|f| f.x == x && f.y == y);
        match top {
            Some(k) if obj.otyp != boulder && self.objects[k].obj.otyp == boulder => {
                self.objects.insert(k, FloorObj { x, y, obj });
            }
            _ => self.objects.push(FloorObj { x, y, obj }),
        }
    }

    /// The monster at (x, y), if any.
    pub fn monster_at(&self, x: i32, y: i32) -> Option<&crate::world::monst::Monst> {
        self.monsters.iter().find(|m| m.mx == x && m.my == y)
    }

    /// The trap at (x, y), if any (`t_at`).
    pub fn t_at(&self, x: i32, y: i32) -> Option<&Trap> {
        self.traps.iter().find(|t| t.tx == x && t.ty == y)
    }

    /// The engraving at (x, y), if any (`engr_at`).
    pub fn engr_at(&self, x: i32, y: i32) -> Option<&Engraving> {
        self.engravings.iter().find(|e| e.x == x && e.y == y)
    }

    /// The map as the `.des` map characters would write it (one line per
    /// row, columns 0..COLNO), for tests and previews.
    pub fn terrain_text(&self) -> String {
        let mut s = String::with_capacity((COLNO + 1) * ROWNO);
        for y in 0..ROWNO as i32 {
            for x in 0..COLNO as i32 {
                s.push(typ_char(self.typ(x, y)) as char);
            }
            s.push('\n');
        }
        s
    }
}

/// A character for a terrain type: the `.des` map character where there
/// is one, else a close picture (walls of every kind as '-' or '|').
pub fn typ_char(typ: u8) -> u8 {
    use oxhack_vm::terrain::*;
    match typ {
        TLCORNER | TRCORNER | BLCORNER | BRCORNER | CROSSWALL | TUWALL | TDWALL | TLWALL | TRWALL | DBWALL => b'-',
        STAIRS => b'>',
        LADDER => b'#',
        GRAVE => b'|',
        ALTAR => b'_',
        DRAWBRIDGE_UP | DRAWBRIDGE_DOWN => b'#',
        t => to_map_char(t).unwrap_or(b'?'),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use oxhack_vm::terrain::*;

    #[test]
    fn grid_access_is_bounded() {
        let mut lev = Level::new(DLevel::default());
        assert_eq!(lev.typ(-1, 3), STONE);
        assert_eq!(lev.typ(80, 3), STONE);
        lev.set_typ(5, 5, ROOM);
        lev.set_typ(500, 5, ROOM);
        assert_eq!(lev.typ(5, 5), ROOM);
        assert!(lev.at_mut(0, 21).is_none());
        assert!(isok(1, 0) && isok(79, 20) && !isok(0, 0) && !isok(80, 0));
        assert_eq!(Level::positions().count(), COLNO * ROWNO);
        assert_eq!(lev.terrain_text().lines().count(), ROWNO);
    }
}
