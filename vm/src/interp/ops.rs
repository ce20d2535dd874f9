//! The SEL_* opcodes: operands popped and coordinates placed as the
//! `SPO_SEL_*` cases of `sp_level_coder` in NetHack 3.6.7's `sp_lev.c` do,
//! the geometry done by [`crate::sel`].

use super::machine::Value;
use super::{Run, RunErrorKind, c_int};
use crate::isa::Opcode;
use crate::sel::{COLNO, ROWNO, Selection, isok};
use crate::value::{coord, region, spovar};

/// `get_location` flag: any spot will do.
const ANY_LOC: i64 = coord::ANY_LOC;

/// SEL_FILTER kinds (`SPOFILTER_*`).
const FILTER_PERCENT: i64 = 0;
const FILTER_SELECTION: i64 = 1;
const FILTER_MAPCHAR: i64 = 2;

impl Run<'_> {
    /// `get_location_coord`: unpacks a coordinate and places it through
    /// the host, results as NetHack's `schar`s.
    fn location_coord(&mut self, crd: i64, humidity: i64) -> (i64, i64) {
        let random = coord::is_random(crd);
        let (x, y, flags) = if random {
            let f = crd & !coord::RANDOM;
            (-1, -1, if f == 0 { humidity } else { f })
        } else {
            (coord::x(crd) as u8 as i8 as i64, coord::y(crd) as u8 as i8 as i64, humidity)
        };
        let warn = if random { coord::NO_LOC_WARN } else { 0 };
        let (mut x, mut y) = schar2(self.host.get_location(x, y, flags | warn));
        if x == -1 && y == -1 && random {
            (x, y) = schar2(self.host.get_location(x, y, humidity));
        }
        (x, y)
    }

    fn push_sel(&mut self, s: Selection) -> Result<(), RunErrorKind> {
        self.m.push(Value::Sel(Box::new(s)))
    }

    pub(super) fn sel_op(&mut self, op: Opcode) -> Result<(), RunErrorKind> {
        use Opcode as O;
        match op {
            O::SelAdd => {
                let a = self.m.pop_sel()?;
                let b = self.m.pop_sel()?;
                self.push_sel(a.union(&b))
            }
            O::SelComplement => {
                let s = self.m.pop_sel()?;
                self.push_sel(s.complement())
            }
            O::SelFilter => self.sel_filter(),
            O::SelPoint => {
                let c = self.m.pop_packed(spovar::COORD)?;
                let (x, y) = self.location_coord(c, ANY_LOC);
                self.push_sel(Selection::point(x, y))
            }
            O::SelRect | O::SelFillrect => {
                let r = self.m.pop_packed(spovar::REGION)?;
                let (rx1, ry1, rx2, ry2) = region::unpack(r);
                let s8 = |v: i64| v as u8 as i8 as i64;
                let (x1, y1) = (s8(rx1.min(rx2)), s8(ry1.min(ry2)));
                let (x2, y2) = (s8(rx1.max(rx2)), s8(ry1.max(ry2)));
                let (x1, y1) = schar2(self.host.get_location(x1, y1, ANY_LOC));
                let (x2, y2) = schar2(self.host.get_location(x2, y2, ANY_LOC));
                let (x1, y1) = (x1.max(0), y1.max(0));
                let (x2, y2) = (x2.min(COLNO - 1), y2.min(ROWNO - 1));
                let s = if op == O::SelRect {
                    Selection::rect(x1, y1, x2, y2)
                } else {
                    Selection::fillrect(x1, y1, x2, y2)
                };
                self.push_sel(s)
            }
            O::SelLine | O::SelRndline => {
                let rough = if op == O::SelRndline { self.m.pop_int()? } else { 0 };
                let c1 = self.m.pop_packed(spovar::COORD)?;
                let c2 = self.m.pop_packed(spovar::COORD)?;
                let (x1, y1) = self.location_coord(c1, ANY_LOC);
                let (x2, y2) = self.location_coord(c2, ANY_LOC);
                let (x1, y1) = (x1.max(0) as i8, y1.max(0) as i8);
                let (x2, y2) = (x2.min(COLNO - 1) as i8, y2.min(ROWNO - 1) as i8);
                let mut s = Selection::new();
                if op == O::SelLine {
                    s.line(x1, y1, x2, y2);
                } else {
                    let host = &mut *self.host;
                    s.randline(x1, y1, x2, y2, rough as i8, 12, &mut |n| host.rn2(c_int(n)))
                        .map_err(RunErrorKind::Selection)?;
                }
                self.push_sel(s)
            }
            O::SelGrow => {
                let dirs = self.m.pop_int()?;
                let mut s = self.m.pop_sel()?;
                s.grow(dirs);
                self.push_sel(s)
            }
            O::SelFlood => {
                let c = self.m.pop_packed(spovar::COORD)?;
                let (x, y) = self.location_coord(c, ANY_LOC);
                if isok(x, y) {
                    let host = &*self.host;
                    let under = host.terrain(x, y).0;
                    let s = Selection::floodfill(x, y, false, &|x, y| host.terrain(x, y).0 == under);
                    self.push_sel(s)?;
                }
                Ok(())
            }
            O::SelRndcoord => {
                let s = self.m.pop_sel()?;
                let host = &mut *self.host;
                let (x, y) = match s.rndcoord(&mut |n| host.rn2(c_int(n))) {
                    Some((x, y)) => {
                        let (xs, ys) = self.host.map_origin();
                        ((x - xs) as i8 as i64, (y - ys) as i8 as i64)
                    }
                    None => (-1, -1),
                };
                self.m.push(Value::Coord(coord::pack(x, y)))
            }
            O::SelEllipse => {
                let filled = self.m.pop_int()?;
                let yaxis = self.m.pop_int()?;
                let xaxis = self.m.pop_int()?;
                let c = self.m.pop_packed(spovar::COORD)?;
                let (x, y) = self.location_coord(c, ANY_LOC);
                let mut s = Selection::new();
                // NetHack 3.6 inverts the flag: `filled` (1) draws the
                // outline and `unfilled` (0) the whole ellipse.
                s.ellipse(x, y, xaxis as i32 as i64, yaxis as i32 as i64, filled as i32 == 0)
                    .map_err(RunErrorKind::Selection)?;
                self.push_sel(s)
            }
            O::SelGradient => {
                let gtyp = self.m.pop_int()?;
                let glim = self.m.pop_int()?;
                let c2 = self.m.pop_packed(spovar::COORD)?;
                let c1 = self.m.pop_packed(spovar::COORD)?;
                let maxd = self.m.pop_int()?;
                let mind = self.m.pop_int()?;
                let p1 = self.location_coord(c1, ANY_LOC);
                let p2 = self.location_coord(c2, ANY_LOC);
                let mut s = Selection::new();
                let host = &mut *self.host;
                s.gradient(p1, p2, gtyp, mind, maxd, glim != 0, &mut |n| host.rn2(c_int(n)));
                self.push_sel(s)
            }
            _ => Ok(()),
        }
    }

    fn sel_filter(&mut self) -> Result<(), RunErrorKind> {
        match self.m.pop_int()? {
            FILTER_PERCENT => {
                let percent = self.m.pop_int()?;
                let mut s = self.m.pop_sel()?;
                let host = &mut *self.host;
                s.filter_percent(percent as i32 as i64, &mut |n| host.rn2(c_int(n)));
                self.push_sel(s)
            }
            FILTER_SELECTION => {
                let a = self.m.pop_sel()?;
                let b = self.m.pop_sel()?;
                self.push_sel(a.intersection(&b))
            }
            FILTER_MAPCHAR => {
                let s = self.m.pop_sel()?;
                let mc = self.m.pop_packed(spovar::MAPCHAR)?;
                // Read the terrain first: the random light filter then
                // draws in the same cell order without the host borrowed.
                let mut grid = vec![(0i8, 0i8); (COLNO * ROWNO) as usize];
                for (x, y) in s.points() {
                    grid[(y * COLNO + x) as usize] = self.host.terrain(x, y);
                }
                let host = &mut *self.host;
                let out = s.filter_mapchar(mc, &|x, y| grid[(y * COLNO + x) as usize], &mut |n| host.rn2(c_int(n)));
                self.push_sel(out)
            }
            k => Err(RunErrorKind::BadFilter(k)),
        }
    }
}

/// Truncates a placed coordinate to `schar`, as NetHack stores it.
fn schar2((x, y): (i64, i64)) -> (i64, i64) {
    (x as i8 as i64, y as i8 as i64)
}
