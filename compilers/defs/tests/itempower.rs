//! `dat/itempower.def` (issue 19, item power): OxHack's own file compiles
//! with a record for each of the property document's twenty properties,
//! and mistakes in the item-power records get codespan diagnostics (file,
//! line and column, a labelled span, a did-you-mean), all in one run,
//! pinned by insta snapshots.

mod kit;

use oxhack_diag::{Diags, Sources};

/// Two objects, a monster and one property for the records to name.
const BASE: &str = r#"
object STRANGE_OBJECT "strange object" {
    class: illobj  color: black  prob: 0  weight: 0  cost: 0
}
object LONG_SWORD "long sword" {
    class: weapon  color: cyan  prob: 0  weight: 40  cost: 15
    skill: long_sword  strike: slash  sdam: 8  ldam: 12
}
monster PM_KNIGHT "knight" {
    class: human  level: 10  speed: 12  ac: 10  mr: 1  alignment: 3
    frequency: 0  weight: 1450  nutrition: 400  sound: leader  size: medium
    difficulty: 12  color: white
}
property ITEM_FIRE "fire" {
    bit: 0x00000001
    weapon: suffix("fire")  other: suffix("fire resistance")  short: "fire"
    allowed: [blade]
}
"#;

fn compile(extra: &str) -> (Option<oxhack_defs::Tables>, String) {
    kit::compile(BASE, "itempower.def", extra)
}

#[test]
fn good_records_compile() {
    let (t, out) = compile(
        "item_power_rules { enchantment_power: [0, 1, 2]  beyond_step: 2  limit_base: 0  limit_per_level: 2  rare: 2  legendary: 4 }\n\
         affix_power ITEM_FIRE { enchantments: 3 }\n\
         base_power LONG_SWORD { enchantments: -1 }\n",
    );
    let t = t.unwrap_or_else(|| panic!("{out}"));
    let ip = &t.item_power;
    assert_eq!(ip.enchantment_power, vec![0, 1, 2]);
    assert_eq!((ip.power_of(2), ip.power_of(4)), (2, 6));
    assert_eq!((ip.limit(1), ip.limit(30)), (2, 60));
    assert_eq!(ip.affix("ITEM_FIRE"), 3);
    // An affix with no record takes the default.
    assert_eq!(ip.affix("ITEM_SOMETHING_NEW"), ip.affix_default);
    assert_eq!(ip.base(oxhack_defs::Otyp(1), false), -1);
    assert_eq!(ip.base(oxhack_defs::Otyp(0), true), ip.magic_base);
}

#[test]
fn no_records_give_crossfires_defaults() {
    let (t, out) = compile("");
    let t = t.unwrap_or_else(|| panic!("{out}"));
    assert_eq!(t.item_power, oxhack_defs::ItemPower::default());
    assert_eq!(t.item_power.enchantment_power, vec![0, 0, 1, 2, 3, 5, 8, 11]);
}

#[test]
fn the_dat_file_covers_the_documents_properties() {
    let dat = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../dat");
    let mut sources = Sources::new();
    let mut diags = Diags::new();
    let t = oxhack_defs::compile_dir(&dat, &mut sources, &mut diags);
    let t = t.unwrap_or_else(|| panic!("{}", sources.render_plain(&diags.list)));
    for p in &t.oprops {
        assert!(t.item_power.affixes.iter().any(|(c, _)| *c == p.constant), "{} has no affix_power", p.constant);
    }
    assert!(t.item_power.affixes.len() >= 20);
    assert!(!t.item_power.bases.is_empty() && !t.item_power.artifacts.is_empty());
    // Detrimental properties take power away.
    for p in t.oprops.iter().filter(|p| p.detrimental) {
        assert!(t.item_power.affix(&p.constant) < 0, "{}", p.constant);
    }
}

#[test]
fn unknown_names_suggest() {
    let (t, out) = compile(
        "affix_power ITEM_FIER { enchantments: 1 }\n\
         base_power LONG_SWROD { enchantments: 1 }\n\
         artifact_power ART_EXCALIBUR { enchantments: 4 }\n",
    );
    assert!(t.is_none());
    insta::assert_snapshot!(out);
}

#[test]
fn many_mistakes_in_one_run() {
    let (t, out) = compile(
        "item_power_rules { enchantment_power: [0, 2, 1]  rare: 5  legendary: 5  limit_bas: 3 }\n\
         item_power_rules { rare: 1 }\n\
         affix_power ITEM_FIRE { enchantments: 1 }\n\
         affix_power ITEM_FIRE { enchantments: 2 }\n\
         affix_power ITEM_FIRE { }\n\
         base_power LONG_SWORD { enchantments: \"lots\" }\n\
         affix_power fire { enchantments: 1 }\n",
    );
    assert!(t.is_none());
    insta::assert_snapshot!(out);
}
