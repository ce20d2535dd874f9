//! Placing a compiled dungeon description: NetHack 3.6's `init_dungeons`.
//!
//! From a [`DungeonFile`] and a random number source this decides which
//! dungeons and special levels exist (their chances), how many levels each
//! dungeon has, where each dungeon is entered, where every branch and
//! special level goes (trying every combination before giving up, as
//! `place_level` does), and the depth of every dungeon's top. The random
//! calls come in the same order as the C code's, so a NetHack-compatible
//! generator gives NetHack's layout for the same stream.

use crate::dungeon::dflags;
use crate::dungeon::{BranchKind, DungeonFile, LevelDef};
use crate::roles::{LevelRole, role_of};

/// Levels in one dungeon at most (`MAXLEVEL`).
pub const MAXLEVEL: i32 = 32;
const MAXDUNGEON: i64 = 16;

/// A source of `rn2(n)`: a uniform number in `0..n`.
pub trait Rn2 {
    fn rn2(&mut self, n: i32) -> i32;
}

impl<F: FnMut(i32) -> i32> Rn2 for F {
    fn rn2(&mut self, n: i32) -> i32 {
        self(n)
    }
}

/// A level of a dungeon: dungeon number and level number (1-based).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize)]
pub struct DLevel {
    pub dnum: usize,
    pub dlevel: i32,
}

/// Flags of a dungeon or special level.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub struct LevFlags {
    pub town: bool,
    pub hellish: bool,
    pub maze_like: bool,
    pub rogue_like: bool,
    /// Alignment (`AM_*`: 0 none, 1 chaotic, 2 neutral, 4 lawful).
    pub align: u8,
}

impl LevFlags {
    fn from_bits(f: i32) -> LevFlags {
        LevFlags {
            town: f & dflags::TOWN != 0,
            hellish: f & dflags::HELLISH != 0,
            maze_like: f & dflags::MAZELIKE != 0,
            rogue_like: f & dflags::ROGUELIKE != 0,
            align: ((f & dflags::ALIGN_MASK) >> 4) as u8,
        }
    }
}

/// One dungeon as placed (`struct dungeon`).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Dungeon {
    pub name: String,
    /// Filler level prefix (Vlad's Tower: "tower").
    pub proto: String,
    pub boneid: u8,
    pub num_dunlevs: i32,
    /// Index of its first level in the ledger of all levels.
    pub ledger_start: i32,
    /// Depth of its first level.
    pub depth_start: i32,
    /// The level one arrives on (1 = top).
    pub entry_lev: i32,
    pub flags: LevFlags,
}

impl Dungeon {
    /// Its line in `print_dungeon`: the name and depths (`unplaced`: a
    /// floating dungeon, whose depth is only nominal), and where it is
    /// entered when that is not its top.
    pub fn heading(&self, unplaced: bool) -> String {
        let descr = if unplaced { "depth" } else { "level" };
        let n = self.num_dunlevs;
        let mut line = if n > 1 {
            format!("{}: {descr}s {} to {}", self.name, self.depth_start, self.depth_start + n - 1)
        } else {
            format!("{}: {descr} {}", self.name, self.depth_start)
        };
        if self.entry_lev != 1 {
            if self.entry_lev == n {
                line.push_str(", entrance from below");
            } else {
                line.push_str(&format!(", entrance on {}", self.depth_start + self.entry_lev - 1));
            }
        }
        line
    }
}

/// A special level as placed (`s_level`).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SpecialLevel {
    /// Level file prefix (`x-strt` until the game substitutes the role).
    pub proto: String,
    pub boneid: u8,
    pub dlevel: DLevel,
    pub flags: LevFlags,
    /// Number of variants (`proto-1` .. `proto-N`), 0 for one file.
    pub rndlevs: i32,
}

/// How a branch connects its two ends (`BR_*`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum BranchType {
    Stair,
    /// No connection at end 1.
    NoEnd1,
    /// No connection at end 2.
    NoEnd2,
    Portal,
}

impl BranchType {
    /// The overview's word for it (`br_string`).
    pub fn label(self) -> &'static str {
        match self {
            BranchType::Portal => "Portal",
            BranchType::NoEnd1 => "Connection",
            BranchType::NoEnd2 => "One way stair",
            BranchType::Stair => "Stair",
        }
    }
}

/// A branch between dungeons. `end1` is the parent's end; when its `dnum`
/// equals the number of dungeons the entrance floats (Fort Ludios, placed
/// later in a vault).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Branch {
    pub id: usize,
    pub kind: BranchType,
    pub end1: DLevel,
    pub end2: DLevel,
    pub end1_up: bool,
}

/// The whole placed dungeon structure.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Layout {
    pub dungeons: Vec<Dungeon>,
    /// Special levels ordered by dungeon and level (`sp_levchn`).
    pub levels: Vec<SpecialLevel>,
    /// Branches ordered by their ends (`insert_branch`).
    pub branches: Vec<Branch>,
    /// The castle drawbridge's five-note tune.
    pub tune: String,
}

/// Why a description could not be placed (the C game panics instead).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlacementError {
    TooManyDungeons,
    NoBranchTo(String),
    BaseOutOfRange { what: String, base: i32, levels: i32 },
    ChainMissing(String),
    CannotPlace(String),
}

impl std::fmt::Display for PlacementError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PlacementError::TooManyDungeons => write!(f, "too many dungeons"),
            PlacementError::NoBranchTo(d) => write!(f, "no branch leads to dungeon \"{d}\""),
            PlacementError::BaseOutOfRange { what, base, levels } => {
                write!(f, "{what}: base level {base} is outside the dungeon's {levels} levels")
            }
            PlacementError::ChainMissing(what) => write!(f, "{what}: the level it is chained to does not exist"),
            PlacementError::CannotPlace(d) => write!(f, "could not place the special levels of \"{d}\""),
        }
    }
}

impl std::error::Error for PlacementError {}

/// Working state of one placement.
struct Placer<'f, R: Rn2> {
    file: &'f DungeonFile,
    rng: &'f mut R,
    wizard: bool,
    dungeons: Vec<Dungeon>,
    /// For each file-wide level index, its placed level if it exists.
    final_lev: Vec<Option<SpecialLevel>>,
    /// File-wide level index where each dungeon's levels start.
    level_start: Vec<usize>,
    /// Dungeon (file index) of each file-wide branch index.
    branch_owner: Vec<usize>,
    branches: Vec<Branch>,
    /// File dungeon index of each placed dungeon.
    file_dnum: Vec<usize>,
}

/// Places the dungeons of `file` (`init_dungeons`). In wizard mode every
/// chance-based level and dungeon exists, as in NetHack's debug mode.
pub fn init_dungeons<R: Rn2>(file: &DungeonFile, rng: &mut R, wizard: bool) -> Result<Layout, PlacementError> {
    if file.dungeons.len() as i64 >= MAXDUNGEON {
        return Err(PlacementError::TooManyDungeons);
    }
    let mut level_start = Vec::new();
    let mut branch_owner = Vec::new();
    let mut n = 0;
    for (i, d) in file.dungeons.iter().enumerate() {
        level_start.push(n);
        n += d.levels.len();
        branch_owner.extend(std::iter::repeat_n(i, d.branches.len()));
    }
    let mut p = Placer {
        file,
        rng,
        wizard,
        dungeons: Vec::new(),
        final_lev: vec![None; n],
        level_start,
        branch_owner,
        branches: Vec::new(),
        file_dnum: Vec::new(),
    };
    for (fi, d) in file.dungeons.iter().enumerate() {
        if !p.wizard && d.chance != 0 && d.chance <= p.rng.rn2(100) {
            continue;
        }
        p.dungeon(fi)?;
    }
    let tune: String = (0..5).map(|_| (b'A' + p.rng.rn2(7) as u8) as char).collect();
    let mut levels = Vec::new();
    // add_level: keep each dungeon's levels in level order.
    for lev in p.final_lev.iter().flatten() {
        let at = levels
            .iter()
            .position(|l: &SpecialLevel| l.dlevel.dnum == lev.dlevel.dnum && l.dlevel.dlevel > lev.dlevel.dlevel)
            .unwrap_or(levels.len());
        levels.insert(at, lev.clone());
    }
    let mut layout = Layout { dungeons: p.dungeons, levels, branches: p.branches, tune };
    float_knox(&mut layout);
    dummy_fixup(&mut layout);
    Ok(layout)
}

impl<R: Rn2> Placer<'_, R> {
    fn dungeon(&mut self, fi: usize) -> Result<(), PlacementError> {
        let d = &self.file.dungeons[fi];
        let i = self.dungeons.len();
        let num = if d.rand != 0 { self.rng.rn2(d.rand) + d.base } else { d.base };
        let (ledger_start, depth_start) = match self.dungeons.last() {
            None => (0, 1),
            Some(prev) => (prev.ledger_start + prev.num_dunlevs, 0),
        };
        let entry_lev = if d.entry_lev < 0 {
            (num + d.entry_lev + 1).max(1)
        } else if d.entry_lev > 0 {
            d.entry_lev.min(num)
        } else {
            1
        };
        self.dungeons.push(Dungeon {
            name: d.name.clone(),
            proto: d.protoname.clone(),
            boneid: d.boneschar,
            num_dunlevs: num,
            ledger_start,
            depth_start,
            entry_lev,
            flags: LevFlags { town: false, ..LevFlags::from_bits(d.flags) },
        });
        self.file_dnum.push(fi);
        if i > 0 {
            let br = self.add_branch(i, entry_lev)?;
            let (from, from_up) = if br.end1.dnum == i { (br.end2, !br.end1_up) } else { (br.end1, br.end1_up) };
            let from_depth = self.depth(from);
            let step = if br.kind == BranchType::Portal {
                0
            } else if from_up {
                -1
            } else {
                1
            };
            self.dungeons[i].depth_start = from_depth + step - (entry_lev - 1);
        }
        self.dungeons[i].num_dunlevs = self.dungeons[i].num_dunlevs.min(MAXLEVEL);
        let start = self.level_start[fi];
        for (k, l) in d.levels.iter().enumerate() {
            self.init_level(i, start + k, l, d.flags);
        }
        if !self.place_level(start, start, start + d.levels.len())? {
            return Err(PlacementError::CannotPlace(d.name.clone()));
        }
        Ok(())
    }

    fn depth(&self, l: DLevel) -> i32 {
        self.dungeons[l.dnum].depth_start + l.dlevel - 1
    }

    /// `init_level`: roll the level's chance and prepare it, unplaced.
    fn init_level(&mut self, dnum: usize, idx: usize, l: &LevelDef, dflags: i32) {
        if !self.wizard && l.chance <= self.rng.rn2(100) {
            return;
        }
        let mut flags = LevFlags::from_bits(l.flags);
        if flags.align == 0 {
            flags.align = ((dflags & dflags::ALIGN_MASK) >> 4) as u8;
        }
        self.final_lev[idx] = Some(SpecialLevel {
            proto: l.name.clone(),
            boneid: l.boneschar,
            dlevel: DLevel { dnum, dlevel: 0 },
            flags,
            rndlevs: l.rndlevs,
        });
    }

    /// `level_range`: the first level and the number of levels a placement
    /// (base, rand, chain) can take in dungeon `dnum`.
    fn level_range(
        &self,
        dnum: usize,
        base: i32,
        rand: i32,
        chain: Option<usize>,
        what: &str,
    ) -> Result<(i32, i32), PlacementError> {
        let lmax = self.dungeons[dnum].num_dunlevs;
        let base = match chain {
            Some(c) => {
                let lev = self
                    .final_lev
                    .get(c)
                    .and_then(Option::as_ref)
                    .ok_or_else(|| PlacementError::ChainMissing(what.into()))?;
                base + lev.dlevel.dlevel
            }
            None if base < 0 => lmax + base + 1,
            None => base,
        };
        if base < 1 || base > lmax {
            return Err(PlacementError::BaseOutOfRange { what: what.into(), base, levels: lmax });
        }
        let count = if rand == -1 {
            lmax - base + 1
        } else if rand != 0 {
            if base + rand - 1 > lmax { lmax - base + 1 } else { rand }
        } else {
            1
        };
        Ok((base, count))
    }

    /// `place_level`: place levels `idx..end` of the dungeon whose levels
    /// start at `start`, backtracking through every possibility.
    fn place_level(&mut self, start: usize, idx: usize, end: usize) -> Result<bool, PlacementError> {
        if idx == end {
            return Ok(true);
        }
        let Some(lev) = self.final_lev[idx].clone() else { return self.place_level(start, idx + 1, end) };
        let def = self.file.level(idx).cloned().ok_or_else(|| PlacementError::ChainMissing(lev.proto.clone()))?;
        let (first, count) = self.level_range(lev.dlevel.dnum, def.base, def.rand, def.chain, &lev.proto)?;
        let mut map = [false; (MAXLEVEL + 1) as usize];
        let mut npossible = count;
        for l in first..first + count {
            if let Some(slot) = map.get_mut(l as usize) {
                *slot = true;
            }
        }
        // Mark off levels already taken in this dungeon.
        for other in self.final_lev[start..idx].iter().flatten() {
            if let Some(slot) = map.get_mut(other.dlevel.dlevel as usize)
                && *slot
            {
                *slot = false;
                npossible -= 1;
            }
        }
        while npossible > 0 {
            let nth = self.rng.rn2(npossible);
            let Some(pick) = (1..=MAXLEVEL).filter(|&l| map[l as usize]).nth(nth as usize) else { break };
            if let Some(l) = self.final_lev[idx].as_mut() {
                l.dlevel.dlevel = pick;
            }
            if self.place_level(start, idx + 1, end)? {
                return Ok(true);
            }
            map[pick as usize] = false;
            npossible -= 1;
        }
        Ok(false)
    }

    /// `add_branch`: the branch leading into dungeon `dgn` (placed), from
    /// the dungeon whose description lists it.
    fn add_branch(&mut self, dgn: usize, child_entry: i32) -> Result<Branch, PlacementError> {
        let name = self.dungeons[dgn].name.clone();
        // find_branch: the first branch (file order, dungeons so far) to it.
        let bi = self
            .file
            .dungeons
            .iter()
            .take(self.file_dnum[dgn])
            .flat_map(|d| d.branches.iter())
            .position(|b| b.name == name)
            .ok_or_else(|| PlacementError::NoBranchTo(name.clone()))?;
        let owner_file = self.branch_owner[bi];
        let parent = self
            .file_dnum
            .iter()
            .position(|&f| f == owner_file)
            .ok_or_else(|| PlacementError::NoBranchTo(name.clone()))?;
        let tb = self
            .file
            .dungeons
            .iter()
            .flat_map(|d| d.branches.iter())
            .nth(bi)
            .cloned()
            .ok_or(PlacementError::NoBranchTo(name.clone()))?;
        // parent_dlevel: a random level in range, preferring one with no branch yet.
        let (base, num) = self.level_range(parent, tb.base, tb.rand, tb.chain, &format!("branch to {name}"))?;
        let j = self.rng.rn2(num);
        let mut i = j;
        loop {
            i += 1;
            if i >= num {
                i = 0;
            }
            let taken = self.branches.iter().any(|b| {
                (b.end1.dnum == parent && b.end1.dlevel == base + i)
                    || (b.end2.dnum == parent && b.end2.dlevel == base + i)
            });
            if !taken || i == j {
                break;
            }
        }
        let kind = match tb.kind {
            BranchKind::Stair => BranchType::Stair,
            BranchKind::NoUp if tb.up => BranchType::NoEnd1,
            BranchKind::NoUp => BranchType::NoEnd2,
            BranchKind::NoDown if tb.up => BranchType::NoEnd2,
            BranchKind::NoDown => BranchType::NoEnd1,
            BranchKind::Portal => BranchType::Portal,
        };
        let br = Branch {
            id: self.branches.len(),
            kind,
            end1: DLevel { dnum: parent, dlevel: base + i },
            end2: DLevel { dnum: dgn, dlevel: child_entry },
            end1_up: tb.up,
        };
        insert_branch(&mut self.branches, br.clone());
        Ok(br)
    }
}

/// Sort key of a branch (`branch_val`).
fn branch_val(b: &Branch) -> i64 {
    let m = (MAXLEVEL + 1) as i64;
    ((b.end1.dnum as i64 * m + b.end1.dlevel as i64) * (MAXDUNGEON + 1) * m)
        + (b.end2.dnum as i64 * m + b.end2.dlevel as i64)
}

/// `insert_branch`: before the first branch whose key is at least its own
/// (and above the previous one's), else at the end.
fn insert_branch(list: &mut Vec<Branch>, b: Branch) {
    let v = branch_val(&b);
    let mut prev = -1;
    let mut at = list.len();
    for (k, cur) in list.iter().enumerate() {
        let cv = branch_val(cur);
        if prev < v && v <= cv {
            at = k;
            break;
        }
        prev = cv;
    }
    list.insert(at, b);
}

/// Fort Ludios' entrance floats: its branch's parent end gets the bogus
/// dungeon number `n_dgns` and the branch is re-sorted.
fn float_knox(l: &mut Layout) {
    let Some(knox) = l.find_role(LevelRole::Knox).map(|s| s.dlevel) else { return };
    if let Some(k) = l.branches.iter().position(|b| b.end2 == knox) {
        let mut b = l.branches.remove(k);
        b.end1.dnum = l.dungeons.len();
        insert_branch(&mut l.branches, b);
    }
}

impl Layout {
    /// `mk_knox_portal`'s landing of a floating branch (its parent end not
    /// yet on any level): the branch into `end2` now leaves from `at`, and
    /// is sorted again. False if no such floating branch exists.
    pub fn land_floating_branch(&mut self, end2: DLevel, at: DLevel) -> bool {
        let n = self.dungeons.len();
        let Some(k) = self.branches.iter().position(|b| b.end2 == end2 && b.end1.dnum == n) else { return false };
        let mut b = self.branches.remove(k);
        b.end1 = at;
        insert_branch(&mut self.branches, b);
        true
    }
}

/// The Planes' "dummy" level makes the Plane of Earth depth -1.
fn dummy_fixup(l: &mut Layout) {
    if let Some(d) = l.find_role(LevelRole::Dummy).map(|s| s.dlevel.dnum) {
        let dg = &mut l.dungeons[d];
        if dg.num_dunlevs > 1 - dg.depth_start {
            dg.depth_start -= 1;
        }
    }
}

impl Layout {
    /// Depth of a level (`depth`).
    pub fn depth(&self, l: DLevel) -> i32 {
        self.dungeons.get(l.dnum).map_or(0, |d| d.depth_start + l.dlevel - 1)
    }

    /// The special level with this prototype name (`find_level`).
    pub fn find_level(&self, proto: &str) -> Option<&SpecialLevel> {
        self.levels.iter().find(|l| l.proto.eq_ignore_ascii_case(proto))
    }

    /// The special level playing `role`, if it exists in this game.
    pub fn find_role(&self, role: LevelRole) -> Option<&SpecialLevel> {
        self.levels.iter().find(|l| role_of(&l.proto) == Some(role))
    }

    /// The dungeon number of a dungeon name.
    pub fn dnum(&self, name: &str) -> Option<usize> {
        self.dungeons.iter().position(|d| d.name == name)
    }

    /// Whether `dnum` is a floating dungeon not yet connected.
    fn unplaced_floater(&self, dnum: usize) -> bool {
        let knox = self.find_role(LevelRole::Knox).map(|l| l.dlevel.dnum);
        knox == Some(dnum) && self.branches.iter().any(|b| b.end1.dnum == self.dungeons.len() && b.end2.dnum == dnum)
    }

    /// The dungeon overview wizard mode's ^O prints (`print_dungeon`).
    pub fn overview(&self) -> String {
        use std::fmt::Write;
        let mut out = String::new();
        let branch_lines = |out: &mut String, dnum: usize, lo: i32, hi: i32| {
            for b in &self.branches {
                if b.end1.dnum == dnum && lo < b.end1.dlevel && b.end1.dlevel <= hi {
                    let _ = writeln!(
                        out,
                        "  {} to {}: {}",
                        b.kind.label(),
                        self.dungeons[b.end2.dnum].name,
                        self.depth(b.end1)
                    );
                }
            }
        };
        for (i, d) in self.dungeons.iter().enumerate() {
            let _ = writeln!(out, "{}", d.heading(self.unplaced_floater(i)));
            let mut last = 0;
            for s in self.levels.iter().filter(|s| s.dlevel.dnum == i) {
                branch_lines(&mut out, i, last, s.dlevel.dlevel);
                let _ = write!(out, "  {}: {}", s.proto, self.depth(s.dlevel));
                if role_of(&s.proto) == Some(LevelRole::Castle) {
                    let _ = write!(out, " (tune {})", self.tune);
                }
                out.push('\n');
                last = s.dlevel.dlevel;
            }
            branch_lines(&mut out, i, last, MAXLEVEL);
        }
        let floating: Vec<&Branch> = self.branches.iter().filter(|b| b.end1.dnum == self.dungeons.len()).collect();
        if !floating.is_empty() {
            out.push_str("\nFloating branches\n");
            for b in floating {
                let _ = writeln!(out, "   {} to {}", b.kind.label(), self.dungeons[b.end2.dnum].name);
            }
        }
        out
    }
}

/// Checks a placed layout against its description: dungeon sizes within
/// their ranges, every special level where its placement allows and alone
/// on its level, sure levels present, every dungeon but the first entered
/// by exactly one branch at its entry level from a level in the branch's
/// range, and depths that follow the stairs (portals keep the depth).
pub fn validate(file: &DungeonFile, l: &Layout) -> Result<(), String> {
    let find = |d: usize, proto: &str| l.levels.iter().find(|s| s.dlevel.dnum == d && s.proto == proto);
    let mut file_index = 0;
    for d in &file.dungeons {
        let start = file_index;
        file_index += d.levels.len();
        let Some(dn) = l.dnum(&d.name) else {
            if d.chance == 0 {
                return Err(format!("dungeon {} is missing", d.name));
            }
            continue;
        };
        let pd = &l.dungeons[dn];
        let (lo, hi) = if d.rand > 0 { (d.base, d.base + d.rand - 1) } else { (d.base, d.base) };
        if pd.num_dunlevs < lo.min(MAXLEVEL) || pd.num_dunlevs > hi.min(MAXLEVEL) {
            return Err(format!("{} has {} levels, outside {lo}..={hi}", d.name, pd.num_dunlevs));
        }
        let mut seen = std::collections::HashSet::new();
        for (k, ld) in d.levels.iter().enumerate() {
            let Some(s) = find(dn, &ld.name) else {
                if ld.chance >= 100 {
                    return Err(format!("level {} is missing", ld.name));
                }
                continue;
            };
            if !seen.insert(s.dlevel.dlevel) {
                return Err(format!("level {} shares level {} of {}", ld.name, s.dlevel.dlevel, d.name));
            }
            let base = match ld.chain {
                Some(c) => {
                    let target = file.level(c).ok_or("bad chain")?;
                    let t =
                        find(dn, &target.name).ok_or(format!("{}: chain target {} missing", ld.name, target.name))?;
                    t.dlevel.dlevel + ld.base
                }
                None if ld.base < 0 => pd.num_dunlevs + ld.base + 1,
                None => ld.base,
            };
            let count = match ld.rand {
                -1 => pd.num_dunlevs - base + 1,
                0 => 1,
                r => r.min(pd.num_dunlevs - base + 1),
            };
            let dl = s.dlevel.dlevel;
            if dl < base || dl >= base + count || dl < 1 || dl > pd.num_dunlevs {
                return Err(format!(
                    "level {} at {dl}, outside {base}..{} (index {})",
                    ld.name,
                    base + count,
                    start + k
                ));
            }
        }
        if dn > 0 {
            let into: Vec<&Branch> = l.branches.iter().filter(|b| b.end2.dnum == dn).collect();
            if into.len() != 1 {
                return Err(format!("{} is entered by {} branches", d.name, into.len()));
            }
            let b = into[0];
            if b.end2.dlevel != pd.entry_lev {
                return Err(format!("{} entered at {} instead of its entry {}", d.name, b.end2.dlevel, pd.entry_lev));
            }
            if b.end1.dnum < l.dungeons.len() {
                let parent = &l.dungeons[b.end1.dnum];
                if b.end1.dlevel < 1 || b.end1.dlevel > parent.num_dunlevs {
                    return Err(format!("branch to {} leaves from level {} of {}", d.name, b.end1.dlevel, parent.name));
                }
                let step = match (b.kind, b.end1_up) {
                    (BranchType::Portal, _) => 0,
                    (_, true) => -1,
                    (_, false) => 1,
                };
                if l.depth(b.end2) != l.depth(b.end1) + step
                    && l.find_role(LevelRole::Dummy).map(|s| s.dlevel.dnum) != Some(dn)
                {
                    return Err(format!(
                        "{} entry depth {} does not follow its branch at {}",
                        d.name,
                        l.depth(b.end2),
                        l.depth(b.end1)
                    ));
                }
            }
        }
    }
    Ok(())
}

/// Tries every dungeon size with every level present (wizard mode, the
/// hardest case): the descriptions whose levels can never all be placed.
/// Returns the problems found, each naming a dungeon.
pub fn never_placeable(file: &DungeonFile) -> Vec<(String, PlacementError)> {
    let mut problems: Vec<(String, PlacementError)> = Vec::new();
    for k in 0..MAXLEVEL {
        let mut rng = |n: i32| k.min(n - 1).max(0);
        if let Err(e) = init_dungeons(file, &mut rng, true) {
            let name = match &e {
                PlacementError::CannotPlace(d) | PlacementError::NoBranchTo(d) => d.clone(),
                PlacementError::BaseOutOfRange { what, .. } | PlacementError::ChainMissing(what) => what.clone(),
                PlacementError::TooManyDungeons => String::new(),
            };
            if !problems.iter().any(|(n, _)| *n == name) {
                problems.push((name, e));
            }
        }
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;

    fn splitmix(seed: u64) -> impl FnMut(i32) -> i32 {
        let mut s = seed;
        move |n| {
            s = s.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = s;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            ((z ^ (z >> 31)) % n.max(1) as u64) as i32
        }
    }

    #[test]
    fn backtracking_fills_a_tight_dungeon() {
        let lev = |name: &str, base, rand| LevelDef {
            name: name.into(),
            base,
            rand,
            chance: 100,
            rndlevs: 0,
            chain: None,
            flags: 0,
            boneschar: 0,
        };
        let d = crate::DungeonDef {
            name: "Tight".into(),
            protoname: String::new(),
            base: 3,
            rand: 0,
            flags: 0,
            chance: 0,
            entry_lev: 0,
            boneschar: 0,
            levels: vec![lev("a", 1, 3), lev("b", 1, 3), lev("c", 1, 3)],
            branches: vec![],
        };
        let file = DungeonFile { dungeons: vec![d] };
        for seed in 0..50 {
            let layout = init_dungeons(&file, &mut splitmix(seed), false).unwrap();
            validate(&file, &layout).unwrap();
        }
        // Four levels cannot fit in three.
        let mut four = file.clone();
        four.dungeons[0].levels.push(lev("d", 1, 3));
        assert!(matches!(init_dungeons(&four, &mut splitmix(1), false), Err(PlacementError::CannotPlace(_))));
        assert_eq!(never_placeable(&four).len(), 1);
    }
}
