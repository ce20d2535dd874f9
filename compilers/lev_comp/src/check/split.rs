//! The split-level warning (L0309): a fixed MAP whose open parts cannot
//! reach each other on foot, found by a flood fill over the map text.
//!
//! Only what can be told statically counts: a level with exactly one
//! MAP, no statement that changes terrain after it (TERRAIN,
//! REPLACE_TERRAIN, MAZEWALK), and nothing that joins parts otherwise
//! (TELEPORT_REGION, PORTAL, DRAWBRIDGE, teleporting traps, holes). It
//! warns when stairs or ladders placed at fixed spots lie in different
//! parts; under -w, whenever the map has several sizeable parts.

use super::Checker;
use crate::messages as m;
use oxhack_diag::Span;

/// Traps that move the hero between parts (or off the level).
pub const JOINING_TRAPS: &[&str] = &["hole", "trap door", "teleport", "level teleport", "magic portal"];

/// Parts smaller than this are not reported under -w (closets, niches).
const SIZEABLE: usize = 4;

/// What the check collects while the checker walks a level.
#[derive(Default)]
pub struct Watch {
    /// The rows of the level's MAP (digits dropped) and its span.
    map: Option<(Vec<Vec<u8>>, Span)>,
    maps: usize,
    joined: bool,
    unsure: bool,
    /// Stairs and ladders at fixed spots: (x, y, what, span).
    points: Vec<(i64, i64, &'static str, Span)>,
    /// Doors made by DOOR statements at fixed spots.
    doors: Vec<(i64, i64)>,
}

impl Watch {
    /// A MAP statement.
    pub fn map(&mut self, grid: &crate::codegen::map::Grid, span: Span) {
        self.maps += 1;
        // Rebuild the rows from the grid: terrain type + 1 per cell.
        let rows = grid.bytes.chunks(grid.width.max(1)).map(|r| r.to_vec()).collect();
        self.map = Some((rows, span));
    }
    /// Something that joins parts (a teleport region, a portal, ...).
    pub fn joiner(&mut self) {
        self.joined = true;
    }
    /// Terrain changes we cannot follow.
    pub fn unsure(&mut self) {
        if self.maps > 0 {
            self.unsure = true;
        }
    }
    pub fn door(&mut self, x: i64, y: i64) {
        self.doors.push((x, y));
    }
    pub fn point(&mut self, x: i64, y: i64, what: &'static str, span: Span) {
        self.points.push((x, y, what, span));
    }
}

/// Terrain types (`levl[][].typ`, as `what_map_char` numbers them) one
/// can walk on: doors, corridors, room floor, fountains, thrones, sinks,
/// graves, altars, ice, air, cloud, and the secret door and corridor.
fn passable(typ: u8) -> bool {
    use oxhack_vm::terrain::from_map_char as t;
    let walk = [b'.', b'#', b'+', b'S', b'H', b'{', b'\\', b'K', b'I', b'A', b'C', b'x'];
    walk.iter().any(|c| t(*c).is_some_and(|v| i64::from(v) + 1 == i64::from(typ)))
}

fn is_door(typ: u8) -> bool {
    use oxhack_vm::terrain::from_map_char as t;
    [b'+', b'S'].iter().any(|c| t(*c).is_some_and(|v| i64::from(v) + 1 == i64::from(typ)))
}

/// Labels every passable cell with its part number (0 = not passable).
/// Moves are the eight directions, but not diagonally into or out of a
/// door. Cells on the map's edge may be joined by what lies around the
/// map, so unless the map fills the level they all count as one part.
pub fn parts(rows: &[Vec<u8>]) -> (Vec<Vec<usize>>, usize) {
    let h = rows.len();
    let w = rows.first().map_or(0, Vec::len);
    let mut label = vec![vec![0usize; w]; h];
    let mut n = 0;
    let whole_level = w >= 75 && h >= 20;
    let edge = |x: usize, y: usize| x == 0 || y == 0 || x + 1 == w || y + 1 == h;
    let mut edge_part = 0;
    for sy in 0..h {
        for sx in 0..w {
            if label[sy][sx] != 0 || !passable(rows[sy][sx]) {
                continue;
            }
            let id = if !whole_level && edge(sx, sy) && edge_part != 0 {
                edge_part
            } else {
                n += 1;
                n
            };
            let mut stack = vec![(sx, sy)];
            label[sy][sx] = id;
            while let Some((x, y)) = stack.pop() {
                if !whole_level && edge(x, y) && edge_part == 0 {
                    edge_part = id;
                }
                for dy in -1i64..=1 {
                    for dx in -1i64..=1 {
                        let (nx, ny) = (x as i64 + dx, y as i64 + dy);
                        if (dx, dy) == (0, 0) || nx < 0 || ny < 0 || nx >= w as i64 || ny >= h as i64 {
                            continue;
                        }
                        let (nx, ny) = (nx as usize, ny as usize);
                        if label[ny][nx] != 0 || !passable(rows[ny][nx]) {
                            continue;
                        }
                        if dx != 0 && dy != 0 && (is_door(rows[y][x]) || is_door(rows[ny][nx])) {
                            continue;
                        }
                        label[ny][nx] = id;
                        stack.push((nx, ny));
                    }
                }
            }
            // An edge part found after another edge part: merge into it.
            if !whole_level && edge_part != 0 && edge_part != id && label.iter().flatten().any(|&l| l == id) {
                let touches_edge = (0..h).any(|y| (0..w).any(|x| label[y][x] == id && edge(x, y)));
                if touches_edge {
                    for row in label.iter_mut() {
                        for l in row.iter_mut() {
                            if *l == id {
                                *l = edge_part;
                            }
                        }
                    }
                }
            }
        }
    }
    (label, n)
}

impl Checker<'_> {
    /// Runs the check at the end of a level.
    pub(super) fn split_level_check(&mut self) {
        let watch = std::mem::take(&mut self.split);
        let Some((mut rows, span)) = watch.map else { return };
        let door = oxhack_vm::terrain::from_map_char(b'+').map_or(0, |t| t + 1);
        for (x, y) in &watch.doors {
            if let Some(cell) = usize::try_from(*y)
                .ok()
                .and_then(|y| rows.get_mut(y))
                .and_then(|r| usize::try_from(*x).ok().and_then(|x| r.get_mut(x)))
            {
                *cell = door;
            }
        }
        // Label the map's first line, not the whole body.
        let width = rows.first().map_or(0, Vec::len) as u32;
        let span = Span { end: (span.start + width).min(span.end), ..span };
        if watch.maps != 1 || watch.joined || watch.unsure {
            return;
        }
        let (label, _) = parts(&rows);
        let at = |x: i64, y: i64| -> usize {
            usize::try_from(y)
                .ok()
                .and_then(|y| label.get(y))
                .and_then(|r| usize::try_from(x).ok().and_then(|x| r.get(x)))
                .copied()
                .unwrap_or(0)
        };
        // Parts holding a stair or ladder, in order of appearance.
        let mut seen: Vec<(usize, Vec<String>)> = Vec::new();
        for (x, y, what, _) in &watch.points {
            let p = at(*x, *y);
            if p == 0 {
                continue;
            }
            let desc = format!("{what} at ({x},{y})");
            match seen.iter_mut().find(|(q, _)| *q == p) {
                Some((_, v)) => v.push(desc),
                None => seen.push((p, vec![desc])),
            }
        }
        let mut sizes: Vec<(usize, usize, (usize, usize))> = Vec::new();
        for (y, row) in label.iter().enumerate() {
            for (x, &l) in row.iter().enumerate() {
                if l == 0 {
                    continue;
                }
                match sizes.iter_mut().find(|(q, _, _)| *q == l) {
                    Some((_, n, _)) => *n += 1,
                    None => sizes.push((l, 1, (x, y))),
                }
            }
        }
        let describe = |p: usize, extra: &[String]| -> String {
            let (n, (x, y)) = sizes.iter().find(|(q, _, _)| *q == p).map_or((0, (0, 0)), |(_, n, c)| (*n, *c));
            let mut s = format!("part from ({x},{y}), {}", oxhack_diag::plural(n, "square"));
            if !extra.is_empty() {
                s.push_str(&format!(", with {}", extra.join(" and ")));
            }
            s
        };
        if seen.len() > 1 {
            let parts: Vec<String> = seen.iter().map(|(p, v)| describe(*p, v)).collect();
            self.diags.push(m::split_level(span, &parts));
        } else if self.opts.verbose {
            let big: Vec<usize> = sizes.iter().filter(|(_, n, _)| *n >= SIZEABLE).map(|(p, _, _)| *p).collect();
            if big.len() > 1 {
                let parts: Vec<String> = big
                    .iter()
                    .map(|p| describe(*p, seen.iter().find(|(q, _)| q == p).map_or(&[][..], |(_, v)| v)))
                    .collect();
                self.diags.push(m::split_level(span, &parts));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rows(text: &str) -> Vec<Vec<u8>> {
        let g = crate::codegen::map::scan(text);
        g.bytes.chunks(g.width).map(|r| r.to_vec()).collect()
    }

    #[test]
    fn a_wall_splits_and_a_door_joins() {
        // The edges join parts unless the map fills the level, so test a
        // map closed by walls.
        let split = rows("-------\n|..|..|\n|..|..|\n-------\n");
        let (label, _) = parts(&split);
        assert_ne!(label[1][1], label[1][4]);
        let joined = rows("-------\n|..|..|\n|..+..|\n-------\n");
        let (label, _) = parts(&joined);
        assert_eq!(label[1][1], label[1][4]);
    }

    #[test]
    fn no_diagonal_through_a_door() {
        let m = rows("-----\n|.|.|\n|-+-|\n|...|\n-----\n");
        let (label, _) = parts(&m);
        // (1,1) reaches the door only diagonally: blocked.
        assert_ne!(label[1][1], label[3][1]);
    }
}
