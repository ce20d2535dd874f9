//! Every level of the placed dungeon joins it as its place asks: walked
//! over many seeds in wizard mode (every optional level exists), each
//! level is checked for its stairs, branch stairs, portals and (above the
//! one-way branch into Gehennom) the castle's trap doors, and every one
//! of them is taken to see that it leads where it should.

use dgn_comp::placement::BranchType;
use dgn_comp::roles::LevelRole;
use oxhack_game::game::{Game, NewGame, to_game};
use oxhack_game::hero::golevel::Arrival;
use oxhack_game::world::dungeon::{
    earth_level, endgame_dnum, is_dummy, is_invocation_level, role_level, stronghold_below,
};
use oxhack_game::world::level::{DLevel, Stairway, ttyp};
use oxhack_game::world::obj::Obj;
use oxhack_game::world::you::UTrap;
use oxhack_tables::ids;

const SEEDS: std::ops::RangeInclusive<u64> = 1..=60;

/// A wizard-mode game: a Valkyrie for odd seeds, a Wizard for even ones
/// (the Quest's levels are named for the role).
fn wizard_game(seed: u64) -> Game {
    let mut ng = NewGame { wizard: true, ..NewGame::quick(seed) };
    if seed.is_multiple_of(2) {
        ng.role = ids::PM_WIZARD;
        ng.align = oxhack_defs::Align::Neutral;
    }
    let mut g = Game::new(ng).expect("game");
    // The quest leader's leave to go below the Quest's home level.
    g.quest.got_quest = true;
    g.u.ualign.record = 20;
    g
}

/// What a level's end of a branch should look like.
#[derive(Debug, Clone, Copy)]
enum End {
    /// Branch stairs to `to`, going up or down.
    Stairs { to: DLevel, up: bool },
    /// A magic portal to `to`.
    Portal { to: DLevel },
    /// The connection is at the other end only.
    Nothing,
}

/// The branch end the layout puts on `uz`, if any.
fn branch_end(g: &Game, uz: DLevel) -> Option<End> {
    let n = g.layout.dungeons.len();
    g.layout.branches.iter().find_map(|b| {
        let (here1, here2) = (to_game(b.end1) == uz && b.end1.dnum < n, to_game(b.end2) == uz);
        if !here1 && !here2 {
            return None;
        }
        let other = to_game(if here1 { b.end2 } else { b.end1 });
        Some(match b.kind {
            BranchType::Portal => End::Portal { to: other },
            BranchType::NoEnd1 if here1 => End::Nothing,
            BranchType::NoEnd2 if here2 => End::Nothing,
            _ => End::Stairs { to: other, up: if here1 { b.end1_up } else { !b.end1_up } },
        })
    })
}

/// The magic portal between the fake wizard level and the bottom of the
/// Wizard's tower, which no branch accounts for: the one on `uz`, if any.
fn tower_portal(g: &Game, uz: DLevel) -> Option<DLevel> {
    let portal = role_level(&g.layout, LevelRole::Portal)?;
    let wiz3 = role_level(&g.layout, LevelRole::Wiz3)?;
    if uz == portal {
        Some(wiz3)
    } else if uz == wiz3 {
        Some(portal)
    } else {
        None
    }
}

fn portals(g: &Game) -> Vec<(i32, i32, DLevel)> {
    g.lev.traps.iter().filter(|t| t.ttyp == ttyp::MAGIC_PORTAL).map(|t| (t.tx, t.ty, t.dst)).collect()
}

fn at(s: Option<Stairway>) -> Option<(i32, i32)> {
    s.map(|s| (s.x, s.y))
}

/// Puts the hero at (x, y) of level `uz`, free to move.
fn stand(g: &mut Game, uz: DLevel, x: i32, y: i32) {
    if g.u.uz != uz {
        g.goto_level(uz, Arrival::Random);
    }
    assert_eq!(g.u.uz, uz);
    g.u_on_newpos(x, y);
    g.u.utrap = UTrap::None;
}

/// Checks level `uz` (the hero is on it) and takes each of its ways out.
fn check_level(g: &mut Game, uz: DLevel, seed: u64) {
    let ctx = format!("seed {seed}, {uz:?} (depth {})", g.depth_of(uz));
    let d = g.layout.dungeons[uz.dnum as usize].clone();
    let lev = g.lev.clone();
    let (up, down) = (lev.upstair.or(lev.upladder), lev.dnstair.or(lev.dnladder));
    let end = branch_end(g, uz);
    let mut ports = portals(g);
    // The Wizard's tower's portal is checked (and taken) on its own.
    let tower = tower_portal(g, uz).map(|to| {
        let i = ports.iter().position(|p| p.2 == to).unwrap_or_else(|| panic!("{ctx}: no portal to {to:?}: {ports:?}"));
        ports.remove(i)
    });
    if Some(uz.dnum) == endgame_dnum(&g.layout) {
        // The Planes: a portal up to the next plane, nothing else.
        assert!(up.is_none() && down.is_none() && lev.sstairs.is_none(), "{ctx}: stairs on a Plane");
        let next = (uz.dlevel > 1).then_some(DLevel { dnum: uz.dnum, dlevel: uz.dlevel - 1 });
        assert_eq!(ports.iter().map(|p| p.2).collect::<Vec<_>>(), next.into_iter().collect::<Vec<_>>(), "{ctx}");
    } else {
        assert_eq!(up.is_some(), uz.dlevel > 1, "{ctx}: up stairs {up:?}");
        // The level above the Sanctum has the vibrating square instead
        // of stairs down (the invocation makes them).
        let invocation = is_invocation_level(&g.layout, uz);
        assert_eq!(down.is_some(), uz.dlevel < d.num_dunlevs && !invocation, "{ctx}: down stairs {down:?}");
        if invocation {
            let squares = lev.traps.iter().filter(|t| t.ttyp == ttyp::VIBRATING_SQUARE).count();
            assert_eq!(squares, 1, "{ctx}: the vibrating square");
            assert!(lev.flags.hardfloor, "{ctx}: the invocation level cannot be dug through");
        }
        if let Some(s) = up {
            assert_eq!(s.tolev, DLevel { dnum: uz.dnum, dlevel: uz.dlevel - 1 }, "{ctx}");
        }
        if let Some(s) = down {
            assert_eq!(s.tolev, DLevel { dnum: uz.dnum, dlevel: uz.dlevel + 1 }, "{ctx}");
        }
        match end {
            Some(End::Stairs { to, up }) => {
                let s = lev.sstairs.unwrap_or_else(|| panic!("{ctx}: no branch stairs to {to:?}"));
                assert_eq!((s.tolev, s.up), (to, up), "{ctx}");
                assert!(ports.is_empty(), "{ctx}: stray portals {ports:?}");
            }
            Some(End::Portal { to }) => {
                assert!(lev.sstairs.is_none(), "{ctx}");
                assert_eq!(ports.iter().map(|p| p.2).collect::<Vec<_>>(), vec![to], "{ctx}: portals");
            }
            Some(End::Nothing) | None => {
                assert!(lev.sstairs.is_none(), "{ctx}: branch stairs {:?} with no branch", lev.sstairs);
                assert!(ports.is_empty(), "{ctx}: portals {ports:?} with no branch");
            }
        }
    }
    let below = stronghold_below(&g.layout, uz);
    let trapdoors: Vec<(i32, i32)> = lev.traps.iter().filter(|t| ttyp::is_hole(t.ttyp)).map(|t| (t.tx, t.ty)).collect();
    if below.is_some() {
        assert!(trapdoors.len() >= 5, "{ctx}: the castle's trap doors: {trapdoors:?}");
    }

    // Take every way out and back.
    if let Some((x, y)) = at(up) {
        stand(g, uz, x, y);
        assert!(g.doup(), "{ctx}: <");
        let to = DLevel { dnum: uz.dnum, dlevel: uz.dlevel - 1 };
        assert_eq!(g.u.uz, to, "{ctx}: up stairs");
        if !is_invocation_level(&g.layout, to) {
            assert_eq!(
                Some((g.u.ux, g.u.uy)),
                at(g.lev.dnstair.or(g.lev.dnladder)),
                "{ctx}: arrival on the down stairs"
            );
        }
    }
    if let Some((x, y)) = at(down) {
        stand(g, uz, x, y);
        assert!(g.dodown(), "{ctx}: >");
        assert_eq!(g.u.uz, DLevel { dnum: uz.dnum, dlevel: uz.dlevel + 1 }, "{ctx}: down stairs");
        assert_eq!(Some((g.u.ux, g.u.uy)), at(g.lev.upstair.or(g.lev.upladder)), "{ctx}: arrival on the up stairs");
    }
    if let Some(s) = lev.sstairs
        && !(uz == DLevel { dnum: 0, dlevel: 1 })
    {
        stand(g, uz, s.x, s.y);
        assert!(if s.up { g.doup() } else { g.dodown() }, "{ctx}: branch stairs");
        assert_eq!(g.u.uz, s.tolev, "{ctx}: branch stairs lead to {:?}", s.tolev);
        // A one-way branch (the Valley's stairs up to the castle) has
        // nothing at its far end: the hero arrives anywhere.
        if !matches!(branch_end(g, s.tolev), Some(End::Nothing)) {
            let back = g.lev.sstairs.unwrap_or_else(|| panic!("{ctx}: no branch stairs at the far end {:?}", g.u.uz));
            assert_eq!((g.u.ux, g.u.uy, back.tolev, back.up), (back.x, back.y, uz, !s.up), "{ctx}: far end");
        }
    }
    // Where a level has both stairs and ladders (the Wizard's tower), the
    // ladders join their own ends.
    if let (Some(_), Some(l)) = (lev.upstair, lev.upladder) {
        stand(g, uz, l.x, l.y);
        assert!(g.doup(), "{ctx}: < on the ladder");
        assert_eq!(g.u.uz, l.tolev, "{ctx}: up the ladder");
        assert_eq!(Some((g.u.ux, g.u.uy)), at(g.lev.dnladder), "{ctx}: arrival on the down ladder");
    }
    if let (Some(_), Some(l)) = (lev.dnstair, lev.dnladder) {
        stand(g, uz, l.x, l.y);
        assert!(g.dodown(), "{ctx}: > on the ladder");
        assert_eq!(g.u.uz, l.tolev, "{ctx}: down the ladder");
        assert_eq!(Some((g.u.ux, g.u.uy)), at(g.lev.upladder), "{ctx}: arrival on the up ladder");
    }
    for (x, y, dst) in ports.into_iter().chain(tower) {
        stand(g, uz, x, y);
        let ti = g.lev.traps.iter().position(|t| (t.tx, t.ty) == (x, y)).expect("portal");
        g.dotrap(ti);
        assert_eq!(g.u.uz, dst, "{ctx}: portal");
        if Some(dst.dnum) != endgame_dnum(&g.layout) {
            let far = portals(g);
            assert!(far.iter().any(|p| (p.0, p.1) == (g.u.ux, g.u.uy) && p.2 == uz), "{ctx}: far portal {far:?}");
        }
    }
    if let (Some(hell), Some(&(x, y))) = (below, trapdoors.first()) {
        stand(g, uz, x, y);
        let ti = g.lev.traps.iter().position(|t| (t.tx, t.ty) == (x, y)).expect("trap door");
        g.lev.traps[ti].tseen = true;
        assert!(g.dodown(), "{ctx}: > on a trap door");
        assert_eq!(g.u.uz, hell, "{ctx}: the trap doors lead to the Valley");
        assert_eq!(Some(hell), role_level(&g.layout, LevelRole::Valley), "{ctx}");
    }
    if g.u.uz != uz {
        g.goto_level(uz, Arrival::Random);
    }
}

fn visit(g: &mut Game, uz: DLevel, seed: u64) {
    CHECKED.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    g.goto_level(uz, Arrival::Random);
    assert_eq!(g.u.uz, uz, "seed {seed}: could not reach {uz:?}");
    check_level(g, uz, seed);
}

/// Levels checked so far.
static CHECKED: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

#[test]
fn every_level_of_every_dungeon_connects_as_the_layout_says() {
    let mut ludios = 0;
    for seed in SEEDS {
        let mut g = wizard_game(seed);
        let end = endgame_dnum(&g.layout).expect("the Planes");
        let knox = role_level(&g.layout, LevelRole::Knox).expect("Fort Ludios");
        let dungeons: Vec<(i32, i32)> =
            g.layout.dungeons.iter().enumerate().map(|(i, d)| (i as i32, d.num_dunlevs)).collect();
        for &(dnum, n) in &dungeons {
            if dnum == end || dnum == knox.dnum {
                continue;
            }
            for dlevel in 1..=n {
                visit(&mut g, DLevel { dnum, dlevel }, seed);
            }
        }
        // Fort Ludios once a vault holds its portal (wizard mode: the first
        // vault deeper than 10 and above Medusa).
        let floating = g.layout.branches.iter().any(|b| b.end1.dnum == g.layout.dungeons.len());
        if !floating {
            visit(&mut g, knox, seed);
            ludios += 1;
        }
        // The Planes, entered with the Amulet.
        g.u.invent.push(Obj::new(ids::AMULET_OF_YENDOR, 1));
        let earth = earth_level(&g.layout).expect("earth");
        visit(&mut g, earth, seed);
        for dlevel in (1..=dungeons[end as usize].1).rev() {
            let uz = DLevel { dnum: end, dlevel };
            if !is_dummy(&g.layout, uz) {
                visit(&mut g, uz, seed);
            }
        }
    }
    let levels = CHECKED.load(std::sync::atomic::Ordering::Relaxed);
    println!("{levels} levels checked; Fort Ludios reached in {ludios} games");
    assert!(levels > 75 * SEEDS.count(), "{levels} levels");
    assert!(ludios * 10 > SEEDS.count() * 9, "Fort Ludios reached in only {ludios} games");
}

/// The level above the Sanctum is a maze with the vibrating square where
/// its stairs down would be (makemaz's `Invocation_lev`): the way on is
/// made by the invocation, not found, and the floor cannot be dug or
/// fallen through (`Can_dig_down`).
#[test]
fn the_level_above_the_sanctum_has_the_vibrating_square_and_no_way_down() {
    for seed in 1..=6 {
        let mut g = wizard_game(seed);
        let sanctum = role_level(&g.layout, LevelRole::Sanctum).expect("the Sanctum");
        let above = DLevel { dnum: sanctum.dnum, dlevel: sanctum.dlevel - 1 };
        assert!(is_invocation_level(&g.layout, above), "seed {seed}");
        assert!(!is_invocation_level(&g.layout, sanctum), "seed {seed}");
        g.goto_level(above, Arrival::Random);
        let squares: Vec<_> = g.lev.traps.iter().filter(|t| t.ttyp == ttyp::VIBRATING_SQUARE).collect();
        assert_eq!(squares.len(), 1, "seed {seed}: vibrating squares");
        assert!(g.lev.dnstair.is_none() && g.lev.dnladder.is_none(), "seed {seed}: stairs down");
        assert!(g.lev.upstair.is_some(), "seed {seed}: stairs up");
        assert!(!g.can_fall_thru(), "seed {seed}: holes lead into the Sanctum");
        assert!(!g.lev.traps.iter().any(|t| ttyp::is_hole(t.ttyp)), "seed {seed}: a hole or trap door");
    }
}

/// The Sanctum's high priest carries the Amulet of Yendor: the level is
/// known as the Sanctum (`Is_sanctum`) while it is built, which it was
/// not, so the high priest of Moloch's temple came without it.
#[test]
fn the_sanctums_high_priest_carries_the_amulet() {
    for seed in 1..=4 {
        let mut g = wizard_game(seed);
        let sanctum = role_level(&g.layout, LevelRole::Sanctum).expect("the Sanctum");
        g.goto_level(sanctum, Arrival::Random);
        let priest = g.lev.monsters.iter().find(|m| m.mnum == ids::PM_HIGH_PRIEST).expect("the high priest");
        assert!(
            priest.minvent.iter().any(|o| o.otyp == ids::AMULET_OF_YENDOR),
            "seed {seed}: the high priest has no Amulet"
        );
        // Elsewhere the flag is down again.
        g.goto_level(DLevel { dnum: 0, dlevel: 2 }, Arrival::Random);
        assert!(!g.env.sanctum, "seed {seed}");
    }
}
