//! Rust constants for every object, monster, artifact and property, as
//! NetHack's makedefs writes `onames.h` and `pm.h`.
//!
//! The tables crate's build script writes this into `OUT_DIR` so game code
//! can say `LONG_SWORD` and `PM_SOLDIER_ANT` with the ids of this build.

use crate::tables::Tables;
use std::fmt::Write;

/// The source of a module with one constant per named entry.
pub fn constants(t: &Tables) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "// Generated from dat/*.def by oxhack-defs; do not edit.");
    let _ = writeln!(s, "/// Number of object types (`NUM_OBJECTS`).");
    let _ = writeln!(s, "pub const NUM_OBJECTS: usize = {};", t.objects.len());
    for (i, o) in t.objects.iter().enumerate() {
        if let Some(c) = &o.constant {
            let _ = writeln!(s, "/// `{}`", o.display_name().replace('`', "'"));
            let _ = writeln!(s, "pub const {c}: Otyp = Otyp({i});");
        }
    }
    let _ = writeln!(s, "/// Number of monster types (`NUMMONS`).");
    let _ = writeln!(s, "pub const NUMMONS: usize = {};", t.monsters.len());
    for (i, m) in t.monsters.iter().enumerate() {
        let _ = writeln!(s, "/// `{}`", m.name.replace('`', "'"));
        let _ = writeln!(s, "pub const {}: Pm = Pm({i});", m.constant);
    }
    let _ = writeln!(s, "/// Number of artifacts (`NROFARTIFACTS`).");
    let _ = writeln!(s, "pub const NROFARTIFACTS: usize = {};", t.artifacts.len());
    for (i, a) in t.artifacts.iter().enumerate() {
        let _ = writeln!(s, "/// `{}`", a.name.replace('`', "'"));
        let _ = writeln!(s, "pub const {}: ArtiId = ArtiId({});", a.constant, i + 1);
    }
    for p in &t.oprops {
        let _ = writeln!(s, "/// Object property `{}`.", p.name);
        let _ = writeln!(s, "pub const {}: u32 = {:#010x};", p.constant, p.bit);
    }
    for (i, l) in t.treasure.lists.iter().enumerate() {
        let _ = writeln!(s, "/// Treasure list `{}`.", l.name.replace('`', "'"));
        let _ = writeln!(s, "pub const {}: oxhack_defs::TreasureId = oxhack_defs::TreasureId({i});", l.constant);
    }
    s
}
