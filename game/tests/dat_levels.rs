//! OxHack's own levels in `dat/` draw what they were written for.

use oxhack_game::levelgen::levgen::generate;
use oxhack_game::world::level::{COLNO, ROWNO, is_pool};
use oxhack_vm::Program;

/// hall-2's lake is a whole ellipse of water (NetHack 3.6 inverts the
/// ellipse's fill flag, which the level must allow for), not only its
/// rim: every row of the lake is one unbroken run of water, the middle
/// rows are wide, and the lake's middle is water.
#[test]
fn hall_2_has_a_filled_lake() {
    let bytes = oxhack_game::world::levels::embedded("hall-2").expect("hall-2 is embedded");
    for seed in 1..=8u64 {
        let program = Program::decode(bytes).expect("decodes");
        let built = generate("hall-2", program, seed).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        let l = &built.level;
        let water: Vec<(i32, i32)> = (0..COLNO as i32)
            .flat_map(|x| (0..ROWNO as i32).map(move |y| (x, y)))
            .filter(|&(x, y)| is_pool(l.typ(x, y)))
            .collect();
        assert!(!water.is_empty(), "seed {seed}: no water at all");
        let (x0, x1) = (water.iter().map(|p| p.0).min().unwrap_or(0), water.iter().map(|p| p.0).max().unwrap_or(0));
        let (y0, y1) = (water.iter().map(|p| p.1).min().unwrap_or(0), water.iter().map(|p| p.1).max().unwrap_or(0));
        // The ellipse has radii 14 and 4.
        assert_eq!((x1 - x0 + 1, y1 - y0 + 1), (29, 9), "seed {seed}: the lake's extent");
        let (cx, cy) = ((x0 + x1) / 2, (y0 + y1) / 2);
        assert!(is_pool(l.typ(cx, cy)), "seed {seed}: the lake's middle is dry");
        for y in y0..=y1 {
            let row: Vec<i32> = water.iter().filter(|p| p.1 == y).map(|p| p.0).collect();
            let (a, b) = (row.iter().min().copied().unwrap_or(0), row.iter().max().copied().unwrap_or(0));
            assert_eq!(row.len() as i32, b - a + 1, "seed {seed}: row {y} of the lake has dry land inside");
        }
        let middle = water.iter().filter(|p| p.1 == cy).count();
        assert_eq!(middle, 29, "seed {seed}: the middle row of the lake");
        assert!(water.len() > 180, "seed {seed}: only {} squares of water", water.len());
    }
}

/// The Plane of Water is flooded and given its bubbles before its level
/// regions are placed (NetHack's `fixup_special` calls `setup_waterlevel`
/// first), so the sea's magic portal up to the Astral Plane is in the air
/// of a bubble, not under water where the bubbles had yet to be made.
#[test]
fn the_seas_portal_is_in_the_air_of_a_bubble() {
    use oxhack_game::world::level::ttyp;
    let bytes = oxhack_game::world::levels::embedded("sea").expect("sea is embedded");
    for seed in 1..=20u64 {
        let program = Program::decode(bytes).expect("decodes");
        let built = generate("sea", program, seed).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        let l = &built.level;
        let portal = l.traps.iter().find(|t| t.ttyp == ttyp::MAGIC_PORTAL).expect("the portal");
        assert_eq!(l.typ(portal.tx, portal.ty), oxhack_vm::terrain::AIR, "seed {seed}: the portal is under water");
        assert!(!built.extras.bubbles.is_empty(), "seed {seed}: no bubbles");
    }
}
