//! Level regions and where level changes arrive (mkmaze.c's `lev_region`,
//! `bad_location`, `place_lregion`, `put_lregion_here`, `fixup_special`'s
//! region walk, `bound_digging`, `mkportal`; mklev.c's `mkstairs` and
//! `place_branch`, which those need).
//!
//! A special level names rectangles where its stairs, branch, portal or
//! arrival spots go, each minus an excluded rectangle; after the map is
//! built, `fixup_special` puts each thing at a random good spot in its
//! rectangle and records the teleport regions in the level's `updest` and
//! `dndest`.

use super::walls::Area;
use super::{MazeBounds, MazeHooks, mazexy, occupied, within_bounded_area};
use crate::level::{COLNO, Coord, DLevel, DestArea, Level, ROWNO, Stairway, Trap, W_NONDIGGABLE, is_wall, ttyp};
use crate::mkobj::LevelCtx;
use crate::rng::Rng;
use oxhack_vm::terrain::*;

/// Level region types (dungeon.h `LR_*`, in NetHack's numbering).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LrType {
    DownStair = 0,
    UpStair = 1,
    Portal = 2,
    Branch = 3,
    Tele = 4,
    UpTele = 5,
    DownTele = 6,
}

impl LrType {
    /// The type with NetHack's number `n`.
    pub fn from_i32(n: i32) -> Option<LrType> {
        Some(match n {
            0 => LrType::DownStair,
            1 => LrType::UpStair,
            2 => LrType::Portal,
            3 => LrType::Branch,
            4 => LrType::Tele,
            5 => LrType::UpTele,
            6 => LrType::DownTele,
            _ => return None,
        })
    }
}

/// One level region (`lev_region`): where something goes (`inarea`),
/// minus where it must not (`delarea`). `in_islev`/`del_islev` say the
/// rectangles are in level coordinates (else relative to the map, which
/// sp_lev resolves before handing the region over).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LevRegion {
    pub inarea: Area,
    pub delarea: Area,
    pub in_islev: bool,
    pub del_islev: bool,
    pub rtype: LrType,
    pub padding: i32,
    /// For a portal: the destination level's name, or a level number in
    /// this dungeon ("chutes and ladders").
    pub rname: String,
}

/// How this level connects to its branch (`Is_branchlev` and `place_branch`'s
/// view of it), and whether it has been made (`made_branch`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BranchPlan {
    pub kind: BranchKind,
    /// Already placed: later requests are ignored (`made_branch`).
    pub made: bool,
}

/// What a branch end looks like on this level.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BranchKind {
    /// Branch stairs going up or down to `tolev`.
    Stairs { up: bool, tolev: DLevel },
    /// A magic portal to `dest`.
    Portal { dest: DLevel },
    /// A one-way branch whose other end is elsewhere: nothing here.
    Nothing,
}

impl BranchPlan {
    pub fn new(kind: BranchKind) -> BranchPlan {
        BranchPlan { kind, made: false }
    }

    /// The plan for level `here` from a placed dungeon's branch, if the
    /// branch has an end here (`Is_branchlev` and `place_branch`'s choice of
    /// end).
    pub fn from_branch(br: &dgn_comp::placement::Branch, here: DLevel) -> Option<BranchPlan> {
        use dgn_comp::placement::BranchType;
        let conv = |d: dgn_comp::placement::DLevel| DLevel { dnum: d.dnum as i32, dlevel: d.dlevel };
        let (end1, end2) = (conv(br.end1), conv(br.end2));
        let (on_end1, dest) = if end1 == here {
            (true, end2)
        } else if end2 == here {
            (false, end1)
        } else {
            return None;
        };
        let make_stairs = if on_end1 { br.kind != BranchType::NoEnd1 } else { br.kind != BranchType::NoEnd2 };
        let kind = if br.kind == BranchType::Portal {
            BranchKind::Portal { dest }
        } else if make_stairs {
            BranchKind::Stairs { up: if on_end1 { br.end1_up } else { !br.end1_up }, tolev: dest }
        } else {
            BranchKind::Nothing
        };
        Some(BranchPlan::new(kind))
    }
}

/// `mkstairs`: stairs up or down at (x, y) (none up from level 1 of a
/// dungeon, none down from its bottom level).
pub fn mkstairs(lev: &mut Level, ctx: &LevelCtx, x: i32, y: i32, up: bool) {
    if x == 0 {
        return;
    }
    let dunlev = ctx.uz.dlevel;
    if (dunlev == 1 && up) || (dunlev == ctx.dunlevs && !up) {
        return;
    }
    let tolev = DLevel { dnum: ctx.uz.dnum, dlevel: dunlev + if up { -1 } else { 1 } };
    let s = Some(Stairway { x, y, tolev, up });
    if up {
        lev.upstair = s;
    } else {
        lev.dnstair = s;
    }
    if let Some(l) = lev.at_mut(x, y) {
        l.typ = STAIRS;
        l.flags = if up { crate::level::LA_UP } else { crate::level::LA_DOWN };
    }
}

/// `maketrap` for the two fixed traps level building places itself (the
/// magic portal and the vibrating square): `None` where one of those is
/// already, or on furniture. Returns the trap's index.
pub fn make_fixed_trap(lev: &mut Level, x: i32, y: i32, kind: u8) -> Option<usize> {
    if let Some(i) = lev.traps.iter().position(|t| t.tx == x && t.ty == y) {
        if matches!(lev.traps[i].ttyp, ttyp::MAGIC_PORTAL | ttyp::VIBRATING_SQUARE) {
            return None;
        }
        lev.traps[i] = Trap::new(kind, x, y);
        return Some(i);
    }
    if crate::level::is_furniture(lev.typ(x, y)) {
        return None;
    }
    lev.traps.push(Trap::new(kind, x, y));
    Some(lev.traps.len() - 1)
}

/// `mkportal`: a magic portal at (x, y) leading to `dest`.
pub fn mkportal(lev: &mut Level, x: i32, y: i32, dest: DLevel) -> bool {
    match make_fixed_trap(lev, x, y, ttyp::MAGIC_PORTAL) {
        Some(i) => {
            lev.traps[i].dst = dest;
            true
        }
        None => false,
    }
}

/// `somex`/`somey`/`somexy` for branch placement in a room (mkroom.c).
fn somexy(lev: &Level, rng: &mut Rng, room: usize) -> Option<Coord> {
    let r = lev.rooms.get(room)?;
    let pick = |rng: &mut Rng| {
        let x = rng.rn1(r.hx - r.lx + 1, r.lx);
        let y = rng.rn1(r.hy - r.ly + 1, r.ly);
        Coord::new(x, y)
    };
    if r.irregular {
        let no = crate::level::RoomId::Main(room).roomno();
        let good = |c: Coord| !lev.at(c.x, c.y).edge && lev.at(c.x, c.y).roomno == no;
        for _ in 0..100 {
            let c = pick(rng);
            if good(c) {
                return Some(c);
            }
        }
        return (r.lx..=r.hx).flat_map(|x| (r.ly..=r.hy).map(move |y| Coord::new(x, y))).find(|&c| good(c));
    }
    if r.sbrooms.is_empty() {
        return Some(pick(rng));
    }
    for _ in 0..100 {
        let c = pick(rng);
        if is_wall(lev.typ(c.x, c.y)) {
            continue;
        }
        if r.sbrooms.iter().any(|&s| lev.subrooms.get(s).is_some_and(|sr| sr.inside(c.x, c.y))) {
            continue;
        }
        return Some(c);
    }
    None
}

/// The room whose interior holds (x, y) (stand-in for `upstairs_room` and
/// `dnstairs_room`).
fn room_at(lev: &Level, s: Option<Stairway>) -> Option<usize> {
    let s = s?;
    lev.rooms.iter().position(|r| r.inside(s.x, s.y))
}

/// `find_branch_room`: a spot for the branch, in a maze or in an ordinary
/// room other than the stair rooms.
fn find_branch_spot(lev: &Level, rng: &mut Rng, b: MazeBounds) -> Option<Coord> {
    let nroom = lev.rooms.len() as i32;
    if nroom == 0 {
        return mazexy(lev, rng, b);
    }
    let croom = if nroom > 2 {
        let (up, dn) = (room_at(lev, lev.upstair), room_at(lev, lev.dnstair));
        let mut tryct = 0;
        loop {
            let i = rng.rn2(nroom) as usize;
            tryct += 1;
            let bad = Some(i) == dn || Some(i) == up || lev.rooms[i].rtype != crate::level::rtype::OROOM;
            if !bad || tryct >= 100 {
                break i;
            }
        }
    } else {
        rng.rn2(nroom) as usize
    };
    for _ in 0..10_000 {
        let c = somexy(lev, rng, croom)?;
        let t = lev.typ(c.x, c.y);
        if !occupied(lev, c.x, c.y) && (t == CORR || t == ROOM) {
            return Some(c);
        }
    }
    None
}

/// `place_branch`: the branch stairs or portal at `at`, or at a random
/// spot; nothing if there is no branch here or it is already made.
pub fn place_branch(lev: &mut Level, rng: &mut Rng, b: MazeBounds, branch: Option<&mut BranchPlan>, at: Option<Coord>) {
    let Some(br) = branch else { return };
    if br.made {
        return;
    }
    let spot = match at {
        Some(c) if c.x != 0 => Some(c),
        _ => find_branch_spot(lev, rng, b),
    };
    if let Some(Coord { x, y }) = spot {
        match br.kind {
            BranchKind::Portal { dest } => {
                mkportal(lev, x, y, dest);
            }
            BranchKind::Stairs { up, tolev } => {
                lev.sstairs = Some(Stairway { x, y, tolev, up });
                if let Some(l) = lev.at_mut(x, y) {
                    l.flags = if up { crate::level::LA_UP } else { crate::level::LA_DOWN };
                    l.typ = STAIRS;
                }
            }
            BranchKind::Nothing => {}
        }
    }
    br.made = true;
}

/// `bad_location`: occupied, inside the excluded area, or not floor (a
/// maze corridor, room floor or air).
pub fn bad_location(lev: &Level, x: i32, y: i32, excl: Area) -> bool {
    let t = lev.typ(x, y);
    occupied(lev, x, y)
        || within_bounded_area(x, y, excl.x1, excl.y1, excl.x2, excl.y2)
        || !((t == CORR && lev.flags.is_maze_lev) || t == ROOM || t == AIR)
}

/// What [`place_lregion`] needs besides the level: where the level is
/// (for stairs), its branch, and the maze bounds (for branch spots).
pub struct RegionCtx<'a> {
    pub level: &'a LevelCtx,
    pub branch: Option<&'a mut BranchPlan>,
    pub bounds: MazeBounds,
}

/// What a placed region made.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Placed {
    /// Stairs, a branch or a portal at this spot.
    At(Coord),
    /// A teleport region chose this spot for the hero (`u_on_newpos`).
    Hero(Coord),
    /// The branch was left to `place_branch`'s own choice of room.
    BranchInRoom,
}

/// `put_lregion_here`: makes `rtype`'s thing at (x, y) if the spot is good
/// (or, for `oneshot`, if it can be made good by removing a trap).
#[allow(clippy::too_many_arguments)]
pub fn put_lregion_here(
    lev: &mut Level,
    rng: &mut Rng,
    hooks: &mut dyn MazeHooks,
    rc: &mut RegionCtx,
    x: i32,
    y: i32,
    excl: Area,
    rtype: LrType,
    oneshot: bool,
    portal_dest: DLevel,
) -> Option<Placed> {
    if bad_location(lev, x, y, excl) {
        if !oneshot {
            return None;
        }
        if let Some(i) = lev.traps.iter().position(|t| t.tx == x && t.ty == y)
            && !matches!(lev.traps[i].ttyp, ttyp::MAGIC_PORTAL | ttyp::VIBRATING_SQUARE)
        {
            lev.traps.remove(i);
        }
        if bad_location(lev, x, y, excl) {
            return None;
        }
    }
    let c = Coord::new(x, y);
    Some(match rtype {
        LrType::Tele | LrType::UpTele | LrType::DownTele => {
            if lev.monster_at(x, y).is_some() {
                if !oneshot {
                    return None;
                }
                if !hooks.rloc_at(lev, rng, x, y) {
                    // NetHack sends the monster to limbo; it leaves here.
                    lev.monsters.retain(|m| !(m.mx == x && m.my == y));
                }
            }
            Placed::Hero(c)
        }
        LrType::Portal => {
            mkportal(lev, x, y, portal_dest);
            Placed::At(c)
        }
        LrType::DownStair | LrType::UpStair => {
            mkstairs(lev, rc.level, x, y, rtype == LrType::UpStair);
            Placed::At(c)
        }
        LrType::Branch => {
            place_branch(lev, rng, rc.bounds, rc.branch.as_deref_mut(), Some(c));
            Placed::At(c)
        }
    })
}

/// `place_lregion`: puts `rtype`'s thing somewhere in `area` (all zero:
/// the whole level) outside `excl`: 200 random tries, then every spot in
/// column order. `None` if no spot would do.
#[allow(clippy::too_many_arguments)]
pub fn place_lregion(
    lev: &mut Level,
    rng: &mut Rng,
    hooks: &mut dyn MazeHooks,
    rc: &mut RegionCtx,
    area: Area,
    excl: Area,
    rtype: LrType,
    portal_dest: DLevel,
) -> Option<Placed> {
    let mut a = area;
    if a.x1 == 0 {
        if rtype == LrType::Branch && !lev.rooms.is_empty() {
            place_branch(lev, rng, rc.bounds, rc.branch.as_deref_mut(), None);
            return Some(Placed::BranchInRoom);
        }
        a = Area::new(1, 0, COLNO as i32 - 1, ROWNO as i32 - 1);
    }
    let oneshot = a.x1 == a.x2 && a.y1 == a.y2;
    for _ in 0..200 {
        let x = rng.rn1(a.x2 - a.x1 + 1, a.x1);
        let y = rng.rn1(a.y2 - a.y1 + 1, a.y1);
        if let Some(p) = put_lregion_here(lev, rng, hooks, rc, x, y, excl, rtype, oneshot, portal_dest) {
            return Some(p);
        }
    }
    for x in a.x1..=a.x2 {
        for y in a.y1..=a.y2 {
            if let Some(p) = put_lregion_here(lev, rng, hooks, rc, x, y, excl, rtype, true, portal_dest) {
                return Some(p);
            }
        }
    }
    None
}

fn dest_area(r: &LevRegion) -> DestArea {
    DestArea {
        lx: r.inarea.x1,
        ly: r.inarea.y1,
        hx: r.inarea.x2,
        hy: r.inarea.y2,
        nlx: r.delarea.x1,
        nly: r.delarea.y1,
        nhx: r.delarea.x2,
        nhy: r.delarea.y2,
    }
}

/// `fixup_special`'s walk over the level regions: stairs, branch and
/// portals are placed (a portal's `rname` is a level number in this
/// dungeon or a level name `find_level` resolves), teleport regions go to
/// `updest`/`dndest`; then the branch is placed anywhere if no region
/// took it. Returns what was placed, region by region (`None` for
/// teleport regions and for what found no spot).
pub fn fixup_lregions(
    lev: &mut Level,
    rng: &mut Rng,
    hooks: &mut dyn MazeHooks,
    rc: &mut RegionCtx,
    regions: &[LevRegion],
    find_level: &dyn Fn(&str) -> Option<DLevel>,
) -> Vec<Option<Placed>> {
    let mut added_branch = false;
    let mut out = Vec::with_capacity(regions.len());
    for r in regions {
        let placed = match r.rtype {
            LrType::Branch | LrType::UpStair | LrType::DownStair | LrType::Portal => {
                added_branch |= r.rtype == LrType::Branch;
                let dest = if r.rtype == LrType::Portal {
                    portal_dest(&r.rname, rc.level.uz, find_level)
                } else {
                    DLevel::default()
                };
                place_lregion(lev, rng, hooks, rc, r.inarea, r.delarea, r.rtype, dest)
            }
            LrType::Tele | LrType::UpTele | LrType::DownTele => {
                if matches!(r.rtype, LrType::Tele | LrType::UpTele) {
                    lev.updest = dest_area(r);
                }
                if matches!(r.rtype, LrType::Tele | LrType::DownTele) {
                    lev.dndest = dest_area(r);
                }
                None
            }
        };
        out.push(placed);
    }
    if !added_branch && rc.branch.is_some() {
        place_lregion(lev, rng, hooks, rc, Area::default(), Area::default(), LrType::Branch, DLevel::default());
    }
    out
}

/// A portal region's destination: a number is a level of this dungeon,
/// anything else a level name (unknown names stay where they are).
fn portal_dest(rname: &str, here: DLevel, find_level: &dyn Fn(&str) -> Option<DLevel>) -> DLevel {
    if rname.starts_with(|c: char| c.is_ascii_digit()) {
        let n: String = rname.chars().take_while(|c| c.is_ascii_digit()).collect();
        DLevel { dnum: here.dnum, dlevel: n.parse().unwrap_or(here.dlevel) }
    } else {
        find_level(rname).unwrap_or(here)
    }
}

/// `bound_digging`: marks the level's edge (from the outermost non-rock
/// column and row, with a margin) undiggable; `earth_level` leaves
/// everything diggable.
pub fn bound_digging(lev: &mut Level, earth_level: bool) {
    if earth_level {
        return;
    }
    let maze = lev.flags.is_maze_lev;
    // Scans a line of locations for non-rock: (found, found a non-wall).
    let scan = |pts: &mut dyn Iterator<Item = (i32, i32)>| {
        let (mut found, mut nonwall) = (false, false);
        for (x, y) in pts {
            let t = lev.typ(x, y);
            if t != STONE {
                found = true;
                if !is_wall(t) {
                    nonwall = true;
                }
            }
        }
        (found, nonwall)
    };
    let margin = |nonwall: bool| if nonwall || !maze { 2 } else { 1 };
    let (colno, rowno) = (COLNO as i32, ROWNO as i32);

    let mut xmin = 0;
    let mut nonwall = false;
    while xmin <= colno {
        let (f, n) = scan(&mut (0..rowno).map(|y| (xmin, y)));
        xmin += 1;
        if f {
            nonwall = n;
            break;
        }
    }
    let xmin = (xmin - margin(nonwall)).max(0);

    let mut xmax = colno - 1;
    nonwall = false;
    while xmax >= 0 {
        let (f, n) = scan(&mut (0..rowno).map(|y| (xmax, y)));
        xmax -= 1;
        if f {
            nonwall = n;
            break;
        }
    }
    let xmax = (xmax + margin(nonwall)).min(colno - 1);

    let mut ymin = 0;
    nonwall = false;
    while ymin <= rowno {
        let (f, n) = scan(&mut (xmin..=xmax).map(|x| (x, ymin)));
        ymin += 1;
        if f {
            nonwall = n;
            break;
        }
    }
    let ymin = ymin - margin(nonwall);

    let mut ymax = rowno - 1;
    nonwall = false;
    while ymax >= 0 {
        let (f, n) = scan(&mut (xmin..=xmax).map(|x| (x, ymax)));
        ymax -= 1;
        if f {
            nonwall = n;
            break;
        }
    }
    let ymax = ymax + margin(nonwall);

    for x in 0..colno {
        for y in 0..rowno {
            if (y <= ymin || y >= ymax || x <= xmin || x >= xmax)
                && let Some(l) = lev.at_mut(x, y)
            {
                // Like NetHack, the bit is set whatever is there.
                l.flags |= W_NONDIGGABLE;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::TerrainOnly;
    use super::super::testmap::level_from;
    use super::*;

    fn ctx() -> LevelCtx {
        LevelCtx { uz: DLevel { dnum: 0, dlevel: 5 }, dunlevs: 10, ..LevelCtx::default() }
    }

    #[test]
    fn place_lregion_respects_the_excluded_area_and_avoids_rock() {
        // A room from x 10..=60 on rows 5..=15, the rest rock.
        let mut lev = Level::new(DLevel { dnum: 0, dlevel: 5 });
        for x in 10..=60 {
            for y in 5..=15 {
                lev.set_typ(x, y, ROOM);
            }
        }
        let lc = ctx();
        for seed in 0..200 {
            let mut l = lev.clone();
            let mut rng = Rng::new(seed);
            let mut rc = RegionCtx { level: &lc, branch: None, bounds: MazeBounds::DEFAULT };
            let area = Area::new(1, 0, 79, 20);
            let excl = Area::new(12, 5, 58, 15);
            let p = place_lregion(
                &mut l,
                &mut rng,
                &mut TerrainOnly,
                &mut rc,
                area,
                excl,
                LrType::DownStair,
                DLevel::default(),
            );
            let Some(Placed::At(c)) = p else { panic!("seed {seed}: {p:?}") };
            assert!(!excl.contains(c.x, c.y), "seed {seed}: {c:?} in the excluded area");
            assert!((10..=11).contains(&c.x) || (59..=60).contains(&c.x), "{c:?}");
            assert_eq!(l.typ(c.x, c.y), STAIRS);
            assert_eq!(l.dnstair.map(|s| (s.x, s.y)), Some((c.x, c.y)));
        }
    }

    #[test]
    fn place_lregion_reports_when_nothing_fits() {
        let mut lev = level_from("...", 10, 10);
        let lc = ctx();
        let mut rc = RegionCtx { level: &lc, branch: None, bounds: MazeBounds::DEFAULT };
        let p = place_lregion(
            &mut lev,
            &mut Rng::new(1),
            &mut TerrainOnly,
            &mut rc,
            Area::new(1, 0, 79, 20),
            Area::new(10, 10, 12, 10),
            LrType::UpStair,
            DLevel::default(),
        );
        assert_eq!(p, None);
        assert_eq!(lev.upstair, None);
    }

    #[test]
    fn fixup_places_stairs_portal_branch_and_records_tele_regions() {
        let mut lev = level_from(&".".repeat(60), 10, 10);
        let lc = ctx();
        let mut br = BranchPlan::new(BranchKind::Stairs { up: false, tolev: DLevel { dnum: 2, dlevel: 1 } });
        let mut rc = RegionCtx { level: &lc, branch: Some(&mut br), bounds: MazeBounds::DEFAULT };
        let region = |rtype, x1, x2, rname: &str| LevRegion {
            inarea: Area::new(x1, 10, x2, 10),
            delarea: Area::default(),
            in_islev: true,
            del_islev: true,
            rtype,
            padding: 0,
            rname: rname.into(),
        };
        let regions = [
            region(LrType::UpStair, 10, 20, ""),
            region(LrType::Portal, 30, 40, "7"),
            region(LrType::Tele, 50, 60, ""),
            region(LrType::DownTele, 41, 45, ""),
        ];
        let out = fixup_lregions(&mut lev, &mut Rng::new(3), &mut TerrainOnly, &mut rc, &regions, &|_| None);
        assert!(br.made, "the branch was placed anywhere");
        let s = lev.sstairs.expect("branch stairs");
        assert!(!s.up && s.tolev.dnum == 2);
        let up = lev.upstair.expect("up stairs");
        assert!((10..=20).contains(&up.x));
        assert_eq!(out[0], Some(Placed::At(Coord::new(up.x, up.y))));
        let portal = lev.traps.iter().find(|t| t.ttyp == ttyp::MAGIC_PORTAL).expect("portal");
        assert!((30..=40).contains(&portal.tx));
        assert_eq!(portal.dst, DLevel { dnum: 0, dlevel: 7 });
        assert_eq!((lev.updest.lx, lev.updest.hx), (50, 60));
        assert_eq!((lev.dndest.lx, lev.dndest.hx), (41, 45));
        assert_eq!(out[2], None);
    }

    #[test]
    fn stairs_stop_at_dungeon_ends() {
        let mut lev = level_from("..", 5, 5);
        let top = LevelCtx { uz: DLevel { dnum: 0, dlevel: 1 }, dunlevs: 3, ..LevelCtx::default() };
        mkstairs(&mut lev, &top, 5, 5, true);
        assert_eq!(lev.typ(5, 5), ROOM);
        let bottom = LevelCtx { uz: DLevel { dnum: 0, dlevel: 3 }, dunlevs: 3, ..LevelCtx::default() };
        mkstairs(&mut lev, &bottom, 6, 5, false);
        assert_eq!(lev.typ(6, 5), ROOM);
        mkstairs(&mut lev, &bottom, 6, 5, true);
        assert_eq!(lev.upstair.map(|s| s.tolev.dlevel), Some(2));
    }

    #[test]
    fn bound_digging_marks_the_border() {
        let mut lev = level_from("-----\n|...|\n-----", 20, 5);
        bound_digging(&mut lev, false);
        let nd = |x, y| lev.at(x, y).flags & W_NONDIGGABLE != 0;
        // Walls found at x 20 (non-maze: margin 2) -> xmin 19; likewise
        // xmax 25, ymin 4, ymax 8.
        assert!(nd(19, 6) && !nd(20, 6) && !nd(24, 6) && nd(25, 6));
        assert!(nd(22, 4) && !nd(22, 5) && !nd(22, 7) && nd(22, 8));
        let mut earth = level_from("-", 20, 5);
        bound_digging(&mut earth, true);
        assert!(Level::positions().all(|(x, y)| earth.at(x, y).flags == 0));
    }

    #[test]
    fn branch_plan_from_a_dungeon_branch() {
        use dgn_comp::placement::{Branch, BranchType, DLevel as D};
        let br = Branch {
            id: 0,
            kind: BranchType::Stair,
            end1: D { dnum: 0, dlevel: 3 },
            end2: D { dnum: 2, dlevel: 1 },
            end1_up: false,
        };
        let here = BranchPlan::from_branch(&br, DLevel { dnum: 0, dlevel: 3 }).expect("end1");
        assert_eq!(here.kind, BranchKind::Stairs { up: false, tolev: DLevel { dnum: 2, dlevel: 1 } });
        let there = BranchPlan::from_branch(&br, DLevel { dnum: 2, dlevel: 1 }).expect("end2");
        assert_eq!(there.kind, BranchKind::Stairs { up: true, tolev: DLevel { dnum: 0, dlevel: 3 } });
        assert_eq!(BranchPlan::from_branch(&br, DLevel { dnum: 0, dlevel: 4 }), None);
    }
}
