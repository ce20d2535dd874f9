//! A Sokoban solver proves each of OxHack's Sokoban levels solvable: it
//! builds every `crates` level from the embedded files, reads its map
//! (rock, boulders, pits and holes, where the hero arrives and where the
//! way up or the prize is), and searches over the boulders' positions
//! with the squares the hero can reach, pushing only orthogonally, one
//! boulder at a time, a boulder filling the pit or hole it is pushed
//! into, until the hero can walk to the goal. The search is best-first on
//! an estimate of the pushes left; the solution it prints is a proof,
//! not necessarily the shortest.

use oxhack_game::levelgen::levgen::generate;
use oxhack_game::levelgen::mkmaze::LrType;
use oxhack_game::world::level::{is_rock, ttyp};
use oxhack_tables::ids;
use oxhack_vm::Program;

/// A Sokoban puzzle: the squares the hero and boulders may use, where the
/// boulders and holes are, where the hero starts and must get to.
#[derive(Debug, Clone)]
struct Puzzle {
    /// Width and height of the grid.
    w: usize,
    h: usize,
    /// Floor (anything not rock) per square, row by row.
    floor: Vec<bool>,
    boulders: Vec<(usize, usize)>,
    holes: Vec<(usize, usize)>,
    start: (usize, usize),
    goal: (usize, usize),
}

/// What the search found.
#[derive(Debug, Clone)]
struct Solution {
    /// The pushes, in order: the boulder's square and the direction.
    pushes: Vec<Push>,
    /// Hero steps, pushes included.
    steps: usize,
    /// States examined.
    explored: usize,
}

type Bits = [u64; 12];
/// One push: the boulder's square and the direction it goes.
type Push = ((usize, usize), (i32, i32));
/// A search state: boulders, open holes, the hero's region (its first square).
type Key = (Bits, Bits, u16);
/// A state reached: its key, its parent's index and the push from it.
type Node = (Key, usize, (usize, (i32, i32)));
const WEIGHT: u32 = 2;

fn get(b: &Bits, i: usize) -> bool {
    b[i / 64] >> (i % 64) & 1 != 0
}
fn set(b: &mut Bits, i: usize, v: bool) {
    if v {
        b[i / 64] |= 1 << (i % 64);
    } else {
        b[i / 64] &= !(1 << (i % 64));
    }
}
fn ones(b: &Bits) -> impl Iterator<Item = usize> + '_ {
    b.iter().enumerate().flat_map(|(k, &w)| {
        let mut w = w;
        std::iter::from_fn(move || {
            (w != 0).then(|| {
                let t = w.trailing_zeros() as usize;
                w &= w - 1;
                k * 64 + t
            })
        })
    })
}

const DIRS: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];

impl Puzzle {
    fn idx(&self, x: usize, y: usize) -> usize {
        y * self.w + x
    }
    fn step(&self, i: usize, d: (i32, i32)) -> Option<usize> {
        let (x, y) = ((i % self.w) as i32 + d.0, (i / self.w) as i32 + d.1);
        if x < 0 || y < 0 || x >= self.w as i32 || y >= self.h as i32 {
            return None;
        }
        let j = self.idx(x as usize, y as usize);
        self.floor[j].then_some(j)
    }

    /// Squares the hero reaches from `from` by orthogonal steps, going
    /// round boulders and unfilled holes.
    fn reach(&self, b: &Bits, holes: &Bits, from: usize, seen: &mut Vec<bool>) {
        seen.clear();
        seen.resize(self.w * self.h, false);
        let mut stack = vec![from];
        seen[from] = true;
        while let Some(i) = stack.pop() {
            for d in DIRS {
                if let Some(j) = self.step(i, d)
                    && !seen[j]
                    && !get(b, j)
                    && !get(holes, j)
                {
                    seen[j] = true;
                    stack.push(j);
                }
            }
        }
    }

    /// For each hole, how many pushes a lone boulder needs from each
    /// square to reach it (`u32::MAX`: it never can).
    fn hole_distances(&self) -> Vec<(usize, Vec<u32>)> {
        let n = self.w * self.h;
        let mut maps = Vec::new();
        for &(x, y) in &self.holes {
            let hole = self.idx(x, y);
            let mut dist = vec![u32::MAX; n];
            dist[hole] = 0;
            let mut queue = std::collections::VecDeque::from([hole]);
            // Backwards: a boulder at j goes to i (j + d = i) if the hero
            // can stand at j - d.
            while let Some(i) = queue.pop_front() {
                for d in DIRS {
                    let back = (-d.0, -d.1);
                    if let Some(j) = self.step(i, back)
                        && dist[j] == u32::MAX
                        && self.step(j, back).is_some()
                    {
                        dist[j] = dist[i] + 1;
                        queue.push_back(j);
                    }
                }
            }
            maps.push((hole, dist));
        }
        maps
    }

    /// The estimate of pushes left: each open hole takes the nearest
    /// boulder not yet taken; `None` when some open hole has no boulder
    /// left that could reach it.
    fn estimate(&self, maps: &[(usize, Vec<u32>)], b: &Bits, h: &Bits) -> Option<u32> {
        let mut free: Vec<usize> = ones(b).collect();
        let mut total = 0;
        for (hole, dist) in maps {
            if !get(h, *hole) {
                continue;
            }
            let (k, d) = free.iter().enumerate().map(|(k, &i)| (k, dist[i])).min_by_key(|&(_, d)| d)?;
            if d == u32::MAX {
                return None;
            }
            total += d;
            free.swap_remove(k);
        }
        Some(total)
    }

    /// Searches for a way to the goal under Sokoban's rules: the hero
    /// walks orthogonally, pushes one boulder at a time orthogonally onto
    /// free floor, and a boulder pushed into a hole fills it. Best-first
    /// on the holes still open; `limit` caps the states examined.
    fn solve(&self, limit: usize) -> Option<Solution> {
        use std::collections::{BinaryHeap, HashMap};
        let dist = self.hole_distances();
        let mut b0: Bits = [0; 12];
        let mut h0: Bits = [0; 12];
        for &(x, y) in &self.boulders {
            set(&mut b0, self.idx(x, y), true);
        }
        for &(x, y) in &self.holes {
            set(&mut h0, self.idx(x, y), true);
        }
        let goal = self.idx(self.goal.0, self.goal.1);
        let mut seen = Vec::new();
        self.reach(&b0, &h0, self.idx(self.start.0, self.start.1), &mut seen);
        let norm = |seen: &Vec<bool>| seen.iter().position(|&s| s).unwrap_or(0) as u16;
        let start = (b0, h0, norm(&seen));
        let mut states: Vec<Node> = vec![(start, usize::MAX, (0, (0, 0)))];
        let mut index: HashMap<Key, usize> = HashMap::new();
        index.insert(start, 0);
        let mut heap = BinaryHeap::new();
        heap.push(std::cmp::Reverse((0u32, 0u32, 0usize)));
        let mut explored = 0;
        while let Some(std::cmp::Reverse((_, g, si))) = heap.pop() {
            let (b, h, hp) = states[si].0;
            self.reach(&b, &h, hp as usize, &mut seen);
            if seen[goal] {
                let mut pushes = Vec::new();
                let mut k = si;
                while states[k].1 != usize::MAX {
                    let (i, d) = states[k].2;
                    pushes.push(((i % self.w, i / self.w), d));
                    k = states[k].1;
                }
                pushes.reverse();
                let steps = self.count_steps(&pushes);
                return Some(Solution { pushes, steps, explored });
            }
            explored += 1;
            if explored > limit {
                return None;
            }
            let mut s2 = Vec::new();
            for i in ones(&b).collect::<Vec<_>>() {
                for d in DIRS {
                    let (Some(from), Some(to)) = (self.step(i, (-d.0, -d.1)), self.step(i, d)) else { continue };
                    if !seen[from] || get(&b, to) {
                        continue;
                    }
                    let (mut nb, mut nh) = (b, h);
                    set(&mut nb, i, false);
                    if get(&h, to) {
                        set(&mut nh, to, false);
                    } else {
                        set(&mut nb, to, true);
                    }
                    // Enough boulders that can still reach a hole?
                    let Some(est) = self.estimate(&dist, &nb, &nh) else { continue };
                    self.reach(&nb, &nh, i, &mut s2);
                    let key = (nb, nh, norm(&s2));
                    if index.contains_key(&key) {
                        continue;
                    }
                    states.push((key, si, (i, d)));
                    index.insert(key, states.len() - 1);
                    heap.push(std::cmp::Reverse((g + 1 + WEIGHT * est, g + 1, states.len() - 1)));
                }
            }
        }
        None
    }

    /// Hero steps for a push sequence: the shortest walk to each push.
    fn count_steps(&self, pushes: &[Push]) -> usize {
        let mut b: Bits = [0; 12];
        let mut h: Bits = [0; 12];
        for &(x, y) in &self.boulders {
            set(&mut b, self.idx(x, y), true);
        }
        for &(x, y) in &self.holes {
            set(&mut h, self.idx(x, y), true);
        }
        let mut hero = self.idx(self.start.0, self.start.1);
        let mut steps = 0;
        let walk = |b: &Bits, h: &Bits, from: usize, to: usize| -> usize {
            let mut dist = vec![usize::MAX; self.w * self.h];
            let mut q = std::collections::VecDeque::from([from]);
            dist[from] = 0;
            while let Some(i) = q.pop_front() {
                for d in DIRS {
                    if let Some(j) = self.step(i, d)
                        && dist[j] == usize::MAX
                        && !get(b, j)
                        && !get(h, j)
                    {
                        dist[j] = dist[i] + 1;
                        q.push_back(j);
                    }
                }
            }
            dist[to]
        };
        for &((x, y), d) in pushes {
            let i = self.idx(x, y);
            let from = self.step(i, (-d.0, -d.1)).unwrap_or(i);
            steps += walk(&b, &h, hero, from) + 1;
            let to = self.step(i, d).unwrap_or(i);
            set(&mut b, i, false);
            if get(&h, to) {
                set(&mut h, to, false);
            } else {
                set(&mut b, to, true);
            }
            hero = i;
        }
        steps + walk(&b, &h, hero, self.idx(self.goal.0, self.goal.1))
    }
}

/// The puzzle of the built level `name` (seed `seed`): its MAP's
/// squares, boulders and traps; the hero starts on the branch stairs
/// (the bottom level) or the down stairs, and must reach the up stairs or,
/// on the top level, the prize.
fn puzzle(name: &str, seed: u64) -> Puzzle {
    let bytes = oxhack_game::world::levels::embedded(name).unwrap_or_else(|| panic!("{name} is embedded"));
    let built =
        generate(name, Program::decode(bytes).expect("decodes"), seed).unwrap_or_else(|e| panic!("{name}: {e}"));
    let l = &built.level;
    let m = built.maps.first().unwrap_or_else(|| panic!("{name} has a MAP"));
    let (w, h) = (m.w as usize, m.h as usize);
    assert!(w * h <= 768, "{name}: the map is too big for the solver");
    let local = |x: i32, y: i32| ((x - m.x) as usize, (y - m.y) as usize);
    let mut floor = vec![false; w * h];
    for y in 0..h {
        for x in 0..w {
            floor[y * w + x] = !is_rock(l.typ(m.x + x as i32, m.y + y as i32));
        }
    }
    let boulders = l.objects.iter().filter(|f| f.obj.otyp == ids::BOULDER).map(|f| local(f.x, f.y)).collect::<Vec<_>>();
    let holes = l
        .traps
        .iter()
        .filter(|t| ttyp::is_pit(t.ttyp) || t.ttyp == ttyp::HOLE || t.ttyp == ttyp::TRAPDOOR)
        .map(|t| local(t.tx, t.ty))
        .collect::<Vec<_>>();
    let start = match built.lregions.iter().find(|r| r.rtype == LrType::Branch) {
        Some(r) => local(r.inarea.x1, r.inarea.y1),
        None => l.dnstair.map(|s| local(s.x, s.y)).unwrap_or_else(|| panic!("{name}: no way in")),
    };
    let goal = match l.upstair {
        Some(s) => local(s.x, s.y),
        None => l
            .objects
            .iter()
            .find(|f| f.obj.otyp == ids::BAG_OF_HOLDING || f.obj.otyp == ids::AMULET_OF_REFLECTION)
            .map(|f| local(f.x, f.y))
            .unwrap_or_else(|| panic!("{name}: neither up stairs nor a prize")),
    };
    Puzzle { w, h, floor, boulders, holes, start, goal }
}

/// Solves `name` and checks what a Sokoban level must hold.
fn prove(name: &str) -> Solution {
    let p = puzzle(name, 1);
    assert!(p.boulders.len() >= p.holes.len(), "{name}: fewer boulders than holes");
    assert!(!p.holes.is_empty(), "{name}: no holes to fill");
    // The boulders and traps are fixed: another seed builds the same puzzle.
    let q = puzzle(name, 77);
    let mut a = (p.boulders.clone(), p.holes.clone());
    let mut b = (q.boulders.clone(), q.holes.clone());
    a.0.sort_unstable();
    a.1.sort_unstable();
    b.0.sort_unstable();
    b.1.sort_unstable();
    assert_eq!(a, b, "{name}: the puzzle differs between seeds");
    let s = p.solve(3_000_000).unwrap_or_else(|| panic!("{name}: no solution found"));
    println!(
        "{name}: {} boulders, {} holes: solved in {} pushes ({} steps), {} states",
        p.boulders.len(),
        p.holes.len(),
        s.pushes.len(),
        s.steps,
        s.explored
    );
    s
}

#[test]
fn the_solver_finds_no_way_past_a_boulder_in_a_corner() {
    // |0^<| with the hero below: the boulder can never be pushed.
    let rows = ["-----", "|0^<|", "|.---", "|.|  ", "---  "];
    let (w, h) = (5, rows.len());
    let floor = rows.iter().flat_map(|r| r.bytes().map(|c| !b"-| ".contains(&c))).collect();
    let p = Puzzle { w, h, floor, boulders: vec![(1, 1)], holes: vec![(2, 1)], start: (1, 3), goal: (3, 1) };
    assert!(p.solve(10_000).is_none());
    // One square down the corridor it can only be pushed up, into the
    // same corner.
    let q = Puzzle { boulders: vec![(1, 2)], ..p.clone() };
    assert!(q.solve(10_000).is_none());
}

#[test]
fn the_solver_needs_a_boulder_for_every_hole_in_the_way() {
    // |..0.^^<| : one boulder cannot fill two holes; with one hole it
    // takes two pushes.
    let row = "|..0.^^<|";
    let floor: Vec<bool> = ["---------", row, "---------"]
        .iter()
        .flat_map(|r| r.bytes().map(|c| !b"-| ".contains(&c)).collect::<Vec<_>>())
        .collect();
    let p =
        Puzzle { w: 9, h: 3, floor, boulders: vec![(3, 1)], holes: vec![(5, 1), (6, 1)], start: (1, 1), goal: (7, 1) };
    assert!(p.solve(10_000).is_none());
    let q = Puzzle { holes: vec![(5, 1)], ..p.clone() };
    let s = q.solve(10_000).expect("one boulder fills one hole");
    assert_eq!(s.pushes, vec![((3, 1), (1, 0)), ((4, 1), (1, 0))]);
    assert_eq!(s.steps, 6, "two steps to the boulder, two pushes, two steps to the stairs");
}

#[test]
fn crates4_1_is_solvable() {
    prove("crates4-1");
}

#[test]
fn crates4_2_is_solvable() {
    prove("crates4-2");
}

#[test]
fn crates3_1_is_solvable() {
    prove("crates3-1");
}

#[test]
fn crates3_2_is_solvable() {
    prove("crates3-2");
}

#[test]
fn crates2_1_is_solvable() {
    prove("crates2-1");
}

#[test]
fn crates2_2_is_solvable() {
    prove("crates2-2");
}

#[test]
fn crates1_1_is_solvable() {
    prove("crates1-1");
}

#[test]
fn crates1_2_is_solvable() {
    prove("crates1-2");
}
