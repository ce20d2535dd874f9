//! Level regions and where level changes arrive (mkmaze.c's `lev_region`,
//! `bad_location`, `place_lregion`, `put_lregion_here`, `fixup_special`'s
//! region walk).
//!
//! A special level names rectangles where its stairs, branch, portal or
//! arrival spots go, each minus an excluded rectangle; after the map is
//! built, `fixup_special` puts each thing at a random good spot in its
//! rectangle and records the teleport regions in the level's `updest` and
//! `dndest`.

use super::stairs::{BranchPlan, mkportal, mkstairs, place_branch};
use super::walls::Area;
use super::{MazeBounds, MazeHooks, occupied, within_bounded_area};
use crate::objects::mkobj::LevelCtx;
use crate::rng::Rng;
use crate::world::level::{COLNO, Coord, DLevel, DestArea, Level, ROWNO, ttyp};
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
    // A region from a level file is untrusted: keep it on the map, so the
    // search below stays bounded whatever the file says.
    let (cx, cy) = (COLNO as i32 - 1, ROWNO as i32 - 1);
    a = Area::new(a.x1.clamp(0, cx), a.y1.clamp(0, cy), a.x2.clamp(0, cx), a.y2.clamp(0, cy));
    if a.x1 > a.x2 || a.y1 > a.y2 {
        return None;
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

#[cfg(test)]
mod tests {
    use super::super::TerrainOnly;
    use super::super::stairs::BranchKind;
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
}
