//! mkmaze.c's `fixup_special`: what a special level needs after its
//! description is loaded, in NetHack's order: the Planes of Water and Air
//! are flooded and get their bubbles, the level regions are placed, the
//! branch goes anywhere if no region took it, then the per-level fix-ups.
//!
//! The per-level fix-ups here are the terrain-only ones (Baalzebub's
//! beetle, the graveyard flags). The ones that make things (Medusa's
//! statues, Fort Ludios' gold and traps, the secret doors of the Wizard's
//! tower and the Sanctum, Orcus Town's shopkeepers, the ransacked Minetown's
//! booty) belong to the caller, right after this returns: nothing here
//! draws random numbers after the point where NetHack would do them.

use super::lregion::{LevRegion, Placed, RegionCtx, fixup_lregions};
use super::water::{Bubble, Plane, setup_waterlevel};
use super::{MazeHooks, baalz_fixup};
use crate::rng::Rng;
use crate::world::level::{DLevel, Level};

/// Which special level is being fixed up, for the cases handled here.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum SpecialFixup {
    /// Nothing particular.
    #[default]
    Plain,
    /// The Plane of Water (`Is_waterlevel`).
    Water,
    /// The Plane of Air (`Is_airlevel`).
    Air,
    /// Baalzebub's lair: the beetle's walls.
    Baalz,
    /// A level whose dead rise as undead more often (the Castle, the
    /// Priest quest): `level.flags.graveyard`.
    Graveyard,
}

/// What [`fixup_special`] made.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Fixup {
    /// Per level region, what was placed (see [`fixup_lregions`]).
    pub placed: Vec<Option<Placed>>,
    /// The bubbles or clouds of the Planes of Water and Air.
    pub bubbles: Vec<Bubble>,
}

/// `fixup_special` for `regions` on level `lev` (see the module notes for
/// what is left to the caller).
pub fn fixup_special(
    lev: &mut Level,
    rng: &mut Rng,
    hooks: &mut dyn MazeHooks,
    rc: &mut RegionCtx,
    regions: &[LevRegion],
    find_level: &dyn Fn(&str) -> Option<DLevel>,
    which: SpecialFixup,
) -> Fixup {
    let mut out = Fixup::default();
    match which {
        SpecialFixup::Water => out.bubbles = setup_waterlevel(lev, rng, Plane::Water),
        SpecialFixup::Air => out.bubbles = setup_waterlevel(lev, rng, Plane::Air),
        _ => {}
    }
    out.placed = fixup_lregions(lev, rng, hooks, rc, regions, find_level);
    match which {
        SpecialFixup::Baalz => {
            baalz_fixup(lev, rng, hooks);
        }
        SpecialFixup::Graveyard => lev.flags.graveyard = true,
        _ => {}
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::lregion::LrType;
    use super::super::walls::Area;
    use super::super::{MazeBounds, TerrainOnly};
    use super::*;
    use crate::objects::mkobj::LevelCtx;
    use crate::world::level::ttyp;
    use oxhack_vm::terrain::*;

    #[test]
    fn water_plane_portal_lands_in_a_bubble() {
        let lc = LevelCtx { uz: DLevel { dnum: 7, dlevel: 4 }, dunlevs: 5, ..LevelCtx::default() };
        let astral = DLevel { dnum: 7, dlevel: 5 };
        for seed in 0..10 {
            let mut lev = Level::new(lc.uz);
            let mut rc = RegionCtx { level: &lc, branch: None, bounds: MazeBounds::DEFAULT };
            let portal = LevRegion {
                inarea: Area::new(1, 0, 79, 20),
                delarea: Area::default(),
                in_islev: true,
                del_islev: true,
                rtype: LrType::Portal,
                padding: 0,
                rname: "astral".into(),
            };
            let find = |name: &str| (name == "astral").then_some(astral);
            let out = fixup_special(
                &mut lev,
                &mut Rng::new(seed),
                &mut TerrainOnly,
                &mut rc,
                &[portal],
                &find,
                SpecialFixup::Water,
            );
            assert!(!out.bubbles.is_empty());
            let Some(Placed::At(c)) = out.placed[0] else { panic!("{:?}", out.placed) };
            assert_eq!(lev.typ(c.x, c.y), AIR, "arrivals need air on the Plane of Water");
            let t = lev.t_at(c.x, c.y).expect("portal");
            assert_eq!((t.ttyp, t.dst), (ttyp::MAGIC_PORTAL, astral));
        }
    }

    #[test]
    fn graveyard_levels_are_flagged() {
        let lc = LevelCtx::default();
        let mut lev = Level::new(lc.uz);
        let mut rc = RegionCtx { level: &lc, branch: None, bounds: MazeBounds::DEFAULT };
        let out = fixup_special(
            &mut lev,
            &mut Rng::new(1),
            &mut TerrainOnly,
            &mut rc,
            &[],
            &|_| None,
            SpecialFixup::Graveyard,
        );
        assert!(lev.flags.graveyard && out.placed.is_empty() && out.bubbles.is_empty());
    }
}
