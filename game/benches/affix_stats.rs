//! Report: affix generation statistics per depth band, 100,000 draws per
//! band, observed against the allocation tables of `dat/properties.def`
//! (expected figures are exact). Prints one table per band for OxHack's
//! uber-tier draw (every random affix level) and one for the property
//! document's draw (good affixes). Run with
//! `cargo bench -p oxhack-game --bench affix_stats`.

use oxhack_defs::tables::AffixLevel;
use oxhack_game::objects::affix_stats::{affix_stats, format_stats, worst_gap};
use oxhack_game::objects::o_init::ObjectsState;
use oxhack_tables::tables;
use std::time::Instant;

fn main() {
    let t = tables();
    let os = ObjectsState::unshuffled(t);
    for (title, tier) in
        [("OxHack's affix draw, uber tier", AffixLevel::Uber), ("the document's draw", AffixLevel::Good)]
    {
        let start = Instant::now();
        let stats = affix_stats(t, &os, 2026, 100_000, tier);
        println!("== {title} ==");
        print!("{}", format_stats(&stats));
        println!("({} bands in {:.2?}; worst gap {:.3} points)\n", stats.len(), start.elapsed(), worst_gap(&stats));
    }
}
