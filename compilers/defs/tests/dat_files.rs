//! The real `dat/` definition files compile cleanly, with NetHack's counts.

use oxhack_defs::{Named, binary, compile_dir};
use oxhack_diag::{Diags, Sources};
use std::path::Path;

fn dat() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../../dat"))
}

#[test]
fn dat_compiles_with_nethack_counts() {
    let mut sources = Sources::new();
    let mut diags = Diags::new();
    let tables = compile_dir(dat(), &mut sources, &mut diags);
    assert!(diags.list.is_empty(), "{}", sources.render_plain(&diags.list));
    let t = tables.expect("tables");
    assert_eq!(t.objects.len(), 454, "NUM_OBJECTS");
    assert_eq!(t.monsters.len(), 382, "NUMMONS");
    assert_eq!(t.artifacts.len(), 33, "NROFARTIFACTS");
    // The property document's twenty and OxHack's eleven affixes.
    assert_eq!(t.oprops.len(), 31, "object properties (affixes)");
    assert_eq!(t.themes.len(), 5, "affix themes");
    // Spot checks against NetHack's tables.
    let ls = t.otyp_named("long sword").unwrap();
    let o = t.obj(ls);
    assert_eq!((o.wsdam, o.wldam, o.weight, o.cost), (8, 12, 40, 15));
    let ant = t.pm_named("soldier ant").unwrap();
    let m = t.mon(ant);
    assert_eq!((m.mlevel, m.mmove, m.ac, m.mlet.symbol()), (3, 18, 3, b'a'));
    assert_eq!(m.attacks[1].aatyp.name(), "stng");
    let ex = &t.artifacts[0];
    assert_eq!((ex.name.as_str(), ex.otyp), ("Excalibur", ls));
}

#[test]
fn tables_round_trip_through_binary() {
    let mut sources = Sources::new();
    let mut diags = Diags::new();
    let t = compile_dir(dat(), &mut sources, &mut diags).expect("tables");
    let bytes = binary::encode(&t);
    assert_eq!(binary::decode(&bytes).unwrap(), t);
    // A flipped payload byte is caught by the checksum.
    let mut bad = bytes.clone();
    let last = bad.len() - 1;
    bad[last] ^= 0x55;
    assert_eq!(binary::decode(&bad), Err(binary::TablesError::Checksum));
    assert_eq!(binary::decode(&bytes[..10]), Err(binary::TablesError::TooShort));
}
