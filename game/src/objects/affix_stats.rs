//! Generation statistics of affixes: how often each affix is drawn per
//! depth band, observed over many draws against what the allocation
//! tables of `dat/properties.def` say. The test `game/tests/affixes.rs`
//! holds them within one percentage point; `cargo bench -p oxhack-game
//! --bench affix_stats` prints the tables.
//!
//! The draws are those of [`crate::objects::affix::obj_add_affix`] on a
//! fresh object: a fixed mix of sample types, each with the same share,
//! at a depth uniform in the band. The expected figure is exact: the
//! average over those types and depths of commonness / total commonness.

use crate::objects::affix::{affix_candidates, expected_draw, levels_upto, pick_weighted};
use crate::objects::o_init::ObjectsState;
use crate::objects::oprops::detrimental_mask;
use crate::rng::Rng;
use crate::world::obj::OpropBits;
use oxhack_defs::tables::AffixLevel;
use oxhack_defs::{Otyp, Tables};
use oxhack_tables::ids;
use std::fmt::Write;

/// The depth bands reported.
pub const BANDS: &[(i32, i32)] = &[(1, 5), (6, 10), (11, 20), (21, 30), (31, 50)];

/// The sample types: a blade of each size, blunt and axe weapons, a
/// launcher, body armor, small armor, a ring and an amulet.
pub const SAMPLE_TYPES: &[Otyp] = &[
    ids::LONG_SWORD,
    ids::DAGGER,
    ids::TWO_HANDED_SWORD,
    ids::WAR_HAMMER,
    ids::BATTLE_AXE,
    ids::BOW,
    ids::PLATE_MAIL,
    ids::LEATHER_CLOAK,
    ids::LEATHER_GLOVES,
    ids::RIN_ADORNMENT,
    ids::AMULET_OF_ESP,
];

/// One affix's row in a band: percent of draws expected and observed.
#[derive(Debug, Clone, PartialEq)]
pub struct AffixRow {
    pub name: String,
    pub expected: f64,
    pub observed: f64,
}

/// One band's table.
#[derive(Debug, Clone, PartialEq)]
pub struct BandStats {
    pub band: (i32, i32),
    pub draws: u32,
    pub rows: Vec<AffixRow>,
}

fn draw_cands(t: &Tables, os: &ObjectsState, otyp: Otyp, depth: i32, tier: AffixLevel) -> Vec<(OpropBits, u32)> {
    affix_candidates(t, os, otyp, Some(depth), levels_upto(tier), 0, detrimental_mask(t))
}

/// Draws `per_band` affixes per band at `tier` and compares them with the
/// tables. Deterministic for a seed.
pub fn affix_stats(t: &Tables, os: &ObjectsState, seed: u64, per_band: u32, tier: AffixLevel) -> Vec<BandStats> {
    let mut rng = Rng::new(seed);
    let n = t.oprops.len();
    BANDS
        .iter()
        .map(|&(lo, hi)| {
            let mut expected = vec![0.0f64; n];
            let cells = SAMPLE_TYPES.len() as f64 * f64::from(hi - lo + 1);
            for &otyp in SAMPLE_TYPES {
                for depth in lo..=hi {
                    for (bit, p) in expected_draw(&draw_cands(t, os, otyp, depth, tier)) {
                        if let Some(i) = t.oprops.iter().position(|q| q.bit == bit) {
                            expected[i] += p / cells;
                        }
                    }
                }
            }
            let mut seen = vec![0u32; n];
            for k in 0..per_band {
                let otyp = SAMPLE_TYPES[k as usize % SAMPLE_TYPES.len()];
                let depth = lo + rng.rn2(hi - lo + 1);
                if let Some(bit) = pick_weighted(&draw_cands(t, os, otyp, depth, tier), &mut rng)
                    && let Some(i) = t.oprops.iter().position(|q| q.bit == bit)
                {
                    seen[i] += 1;
                }
            }
            let rows = t
                .oprops
                .iter()
                .enumerate()
                .filter(|&(i, _)| expected[i] > 0.0 || seen[i] > 0)
                .map(|(i, p)| AffixRow {
                    name: p.name.clone(),
                    expected: expected[i] * 100.0,
                    observed: f64::from(seen[i]) * 100.0 / f64::from(per_band.max(1)),
                })
                .collect();
            BandStats { band: (lo, hi), draws: per_band, rows }
        })
        .collect()
}

/// The largest gap, in percentage points, between observed and expected.
pub fn worst_gap(stats: &[BandStats]) -> f64 {
    stats.iter().flat_map(|b| b.rows.iter()).map(|r| (r.observed - r.expected).abs()).fold(0.0, f64::max)
}

/// The tables as text, one block per band.
pub fn format_stats(stats: &[BandStats]) -> String {
    let mut s = String::new();
    for b in stats {
        let _ = writeln!(s, "depth {}-{} ({} draws)", b.band.0, b.band.1, b.draws);
        let _ = writeln!(s, "  {:<20} {:>9} {:>9} {:>7}", "affix", "expected", "observed", "gap");
        for r in &b.rows {
            let _ = writeln!(
                s,
                "  {:<20} {:>8.2}% {:>8.2}% {:>+7.2}",
                r.name,
                r.expected,
                r.observed,
                r.observed - r.expected
            );
        }
    }
    let _ = writeln!(s, "worst gap: {:.3} percentage points", worst_gap(stats));
    s
}
