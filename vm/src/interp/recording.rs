//! A [`Host`] for tests, benchmarks and fuzzing: it pops every level op's
//! operands as the matching `spo_*` function of NetHack 3.6.7's `sp_lev.c`
//! does, records the op, and keeps a fake terrain grid (MAP bodies and
//! TERRAIN are written into it) so flood fills and filters have something
//! to read. Its random numbers come from a small seeded generator, not the
//! game's.

use super::host::{Args, Host, HostError};
use crate::isa::Opcode;
use crate::sel::{COLNO, ROWNO, isok};
use crate::terrain;
use crate::value::{coord, mapchar};

/// Records level ops and fakes a level.
#[derive(Debug, Clone)]
pub struct RecordingHost {
    /// Every level op, in order.
    pub ops: Vec<Opcode>,
    /// Every operand the level ops popped, in order: the packed integer,
    /// a string's length, a selection's cell count.
    pub values: Vec<i64>,
    /// MESSAGE texts.
    pub messages: Vec<Vec<u8>>,
    /// Cells set by TERRAIN, DOOR, FOUNTAIN, ... (selection sizes summed).
    pub cells_touched: usize,
    /// `(typ, lit)` per cell, column-major.
    pub grid: Vec<(i8, i8)>,
    /// Make every ROOM and SUBROOM fail (to test the skipping).
    pub fail_rooms: bool,
    rooms: Vec<bool>,
    origin: (i64, i64),
    size: (i64, i64),
    state: u64,
}

impl RecordingHost {
    /// A host whose random numbers follow `seed`.
    pub fn new(seed: u64) -> RecordingHost {
        RecordingHost {
            ops: Vec::new(),
            values: Vec::new(),
            messages: Vec::new(),
            cells_touched: 0,
            grid: vec![(terrain::STONE as i8, 0); (COLNO * ROWNO) as usize],
            fail_rooms: false,
            rooms: vec![false],
            origin: (1, 0),
            size: (COLNO - 1, ROWNO),
            state: seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1,
        }
    }

    /// How many times `op` was recorded.
    pub fn count(&self, op: Opcode) -> usize {
        self.ops.iter().filter(|&&o| o == op).count()
    }

    fn note(&mut self, v: i64) -> i64 {
        self.values.push(v);
        v
    }

    fn next(&mut self) -> u64 {
        // xorshift64*
        self.state ^= self.state >> 12;
        self.state ^= self.state << 25;
        self.state ^= self.state >> 27;
        self.state.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn set(&mut self, x: i64, y: i64, typ: i8, lit: i8) {
        if (0..COLNO).contains(&x) && (0..ROWNO).contains(&y) {
            self.grid[(x * ROWNO + y) as usize] = (typ, lit);
        }
    }

    fn ok_location(&self, x: i64, y: i64, humidity: i64) -> bool {
        if humidity & coord::ANY_LOC != 0 {
            return true;
        }
        let (t, _) = self.terrain(x, y);
        let t = t as u8;
        (humidity & coord::SOLID != 0 && (t < terrain::POOL && t != terrain::SCORR && t != terrain::SDOOR))
            || (humidity & coord::DRY != 0
                && matches!(t, terrain::ROOM | terrain::AIR | terrain::CLOUD | terrain::ICE | terrain::CORR))
            || (humidity & coord::WET != 0 && matches!(t, terrain::POOL | terrain::MOAT | terrain::WATER))
            || (humidity & coord::HOT != 0 && t == terrain::LAVAPOOL)
    }

    fn map(&mut self, args: &mut Args<'_>) -> Result<(), HostError> {
        let w = self.note(args.pop_int()?);
        let h = self.note(args.pop_int()?);
        let body = args.pop_str()?;
        let _keep = self.note(args.pop_int()?);
        let align = self.note(args.pop_int()?);
        let at = self.note(args.pop_coord()?);
        if w <= 0 || h <= 0 {
            // NOMAP: the whole level again.
            self.origin = (1, 0);
            self.size = (COLNO - 1, ROWNO);
            return Ok(());
        }
        let (x0, y0) = match align {
            // Justified: centre it (the recording host ignores the kind).
            1 => ((COLNO - w) / 2, (ROWNO - h) / 2),
            _ => (coord::x(at), coord::y(at)),
        };
        self.origin = (x0.max(0), y0.max(0));
        self.size = (w, h);
        for (i, &b) in body.iter().enumerate() {
            let (dx, dy) = (i as i64 % w, i as i64 / w);
            let typ = b.wrapping_sub(1);
            if typ < terrain::MAX_TYPE {
                self.set(self.origin.0 + dx, self.origin.1 + dy, typ as i8, 0);
            }
        }
        Ok(())
    }

    /// The MONSTER and OBJECT tag lists (`spo_monster`, `spo_object`).
    fn tags(&mut self, args: &mut Args<'_>, end: i64, appear: Option<i64>) -> Result<(), HostError> {
        let mut tag = args.pop_any()?;
        let mut n = 0;
        while n <= end {
            n += 1;
            let super::Value::Int(t) = tag else { break };
            if !(0..end).contains(&t) {
                break;
            }
            let v = args.pop_any()?;
            if Some(t) == appear && matches!(v, super::Value::Int(_)) {
                args.pop_any()?;
            }
            tag = args.pop_any()?;
        }
        Ok(())
    }
}

impl Host for RecordingHost {
    fn level_op(&mut self, op: Opcode, a: &mut Args<'_>) -> Result<(), HostError> {
        use Opcode as O;
        self.ops.push(op);
        match op {
            O::Message => {
                let m = a.pop_str()?;
                self.note(m.len() as i64);
                self.messages.push(m);
            }
            O::Monster => {
                self.note(a.pop_int()?);
                self.tags(a, 16, Some(3))?;
                self.note(a.pop_coord()?);
                self.note(a.pop_monst()?);
            }
            O::Object => {
                self.note(a.pop_int()?);
                self.tags(a, 15, None)?;
                self.note(a.pop_obj()?);
            }
            O::Engraving | O::Grave => {
                self.note(a.pop_int()?);
                let t = a.pop_str()?;
                self.note(t.len() as i64);
                self.note(a.pop_coord()?);
            }
            O::Room | O::Subroom => {
                for _ in 0..10 {
                    self.note(a.pop_int()?);
                }
                self.rooms.push(self.fail_rooms);
            }
            O::EndRoom => {
                if self.rooms.len() > 1 {
                    self.rooms.pop();
                }
            }
            O::PopContainer | O::EndMoninvent => {}
            O::Door => {
                self.note(a.pop_int()?);
                self.cells_touched += a.pop_sel()?.count();
            }
            O::Stair | O::Ladder | O::Trap => {
                self.note(a.pop_int()?);
                self.note(a.pop_coord()?);
            }
            O::Altar | O::Drawbridge => {
                self.note(a.pop_int()?);
                self.note(a.pop_int()?);
                self.note(a.pop_coord()?);
            }
            O::Fountain | O::Sink | O::Pool => {
                let s = a.pop_sel()?;
                self.note(s.count() as i64);
                self.cells_touched += s.count();
                let typ = match op {
                    O::Fountain => terrain::FOUNTAIN,
                    O::Sink => terrain::SINK,
                    _ => terrain::POOL,
                } as i8;
                for (x, y) in s.points() {
                    self.set(x, y, typ, 0);
                }
            }
            O::Gold => {
                self.note(a.pop_coord()?);
                self.note(a.pop_int()?);
            }
            O::Corridor => {
                for _ in 0..6 {
                    self.note(a.pop_int()?);
                }
            }
            O::Levregion => {
                a.pop_str()?;
                for _ in 0..12 {
                    self.note(a.pop_int()?);
                }
            }
            O::Mazewalk => {
                for _ in 0..3 {
                    self.note(a.pop_int()?);
                }
                self.note(a.pop_coord()?);
            }
            O::NonDiggable | O::NonPasswall => {
                self.note(a.pop_region()?);
            }
            O::Wallify => {
                if self.note(a.pop_int()?) == 1 {
                    a.pop_sel()?;
                } else {
                    self.note(a.pop_region()?);
                }
            }
            O::Map => self.map(a)?,
            O::RoomDoor | O::Mineralize => {
                for _ in 0..4 {
                    self.note(a.pop_int()?);
                }
            }
            O::Region => {
                for _ in 0..3 {
                    self.note(a.pop_int()?);
                }
                self.note(a.pop_region()?);
            }
            O::Terrain => {
                let mc = self.note(a.pop_mapchar()?);
                let s = a.pop_sel()?;
                self.note(s.count() as i64);
                self.cells_touched += s.count();
                let lit = mapchar::lit(mc).max(0) as i8;
                for (x, y) in s.points() {
                    self.set(x, y, mapchar::typ(mc) as u8 as i8, lit);
                }
            }
            O::ReplaceTerrain => {
                self.note(a.pop_int()?);
                self.note(a.pop_mapchar()?);
                self.note(a.pop_mapchar()?);
                self.note(a.pop_region()?);
            }
            O::InitLevel => {
                let mut v = [0i64; 8];
                for slot in &mut v {
                    *slot = self.note(a.pop_int()?);
                }
                // v: fg, bg, smoothed, joined, lit, walled, filling, style
                if v[7] == 1 {
                    let fill = v[6] as i8;
                    for x in 0..COLNO {
                        for y in 0..ROWNO {
                            self.set(x, y, fill, 0);
                        }
                    }
                }
            }
            O::LevelFlags => {
                self.note(a.pop_int()?);
            }
            other => return Err(HostError::Failed(format!("{} is not a level op", other.name()))),
        }
        Ok(())
    }

    fn rn2(&mut self, n: i64) -> i64 {
        if n <= 1 { 0 } else { (self.next() % n as u64) as i64 }
    }

    fn dice(&mut self, n: i64, x: i64) -> i64 {
        (0..n.min(10_000)).map(|_| self.rn2(x) + 1).sum()
    }

    fn room_failed(&self) -> bool {
        self.rooms.last().copied().unwrap_or(false)
    }

    fn terrain(&self, x: i64, y: i64) -> (i8, i8) {
        if (0..COLNO).contains(&x) && (0..ROWNO).contains(&y) { self.grid[(x * ROWNO + y) as usize] } else { (0, 0) }
    }

    fn get_location(&mut self, x: i64, y: i64, humidity: i64) -> (i64, i64) {
        let (mx, my) = self.origin;
        let (sx, sy) = self.size;
        let (mut x, mut y) = (x, y);
        if x >= 0 {
            x += mx;
            y += my;
        } else {
            let mut found = false;
            for _ in 0..100 {
                x = mx + self.rn2(sx);
                y = my + self.rn2(sy);
                if self.ok_location(x, y, humidity) {
                    found = true;
                    break;
                }
            }
            if !found {
                let spot = (0..sx).flat_map(|dx| (0..sy).map(move |dy| (mx + dx, my + dy)));
                match spot.clone().find(|&(x, y)| self.ok_location(x, y, humidity)) {
                    Some(p) => (x, y) = p,
                    None if humidity & coord::NO_LOC_WARN != 0 => return (-1, -1),
                    None => {}
                }
            }
        }
        if humidity & coord::ANY_LOC == 0 && !isok(x, y) {
            return if humidity & coord::NO_LOC_WARN != 0 { (-1, -1) } else { (COLNO - 1, ROWNO - 1) };
        }
        (x, y)
    }

    fn map_origin(&self) -> (i64, i64) {
        self.origin
    }
}
