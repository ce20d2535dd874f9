//! OxHack's compiled data, embedded in every binary that needs it.
//!
//! The build script compiles `dat/*.def` exactly as `makedefs --tables`
//! does; this crate embeds the resulting `tables.bin`, so the game and the
//! compilers run from any folder without data files beside them. Ids come
//! as generated constants (`LONG_SWORD`, `PM_SOLDIER_ANT`, `ART_EXCALIBUR`,
//! `ITEM_FIRE`), like NetHack's `onames.h` and `pm.h`.

pub use oxhack_defs::{ArtiId, Otyp, Pm, Tables};
use std::sync::OnceLock;

/// Generated constants, one per named object, monster, artifact and property.
pub mod ids {
    #![allow(missing_docs)]
    use oxhack_defs::{ArtiId, Otyp, Pm};
    include!(concat!(env!("OUT_DIR"), "/oxhack_ids.rs"));
}
pub use ids::*;

/// The embedded tables file, as `makedefs --tables` writes it.
pub static TABLES_BIN: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/tables.bin"));

/// The tables, decoded once on first use and shared read-only afterwards.
pub fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| {
        // build.rs produced these bytes with the same encoder a moment
        // before embedding them; failing here means a broken build.
        oxhack_defs::binary::decode(TABLES_BIN).expect("embedded tables decode")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constants_index_the_tables() {
        let t = tables();
        assert_eq!(t.obj(LONG_SWORD).name.as_deref(), Some("long sword"));
        assert_eq!(t.mon(PM_SOLDIER_ANT).name, "soldier ant");
        assert_eq!(t.arti(ART_EXCALIBUR).map(|a| a.name.as_str()), Some("Excalibur"));
        assert_eq!(NUM_OBJECTS, t.objects.len());
        assert_eq!(NUMMONS, t.monsters.len());
        assert_eq!(ITEM_FIRE, 1);
    }
}
