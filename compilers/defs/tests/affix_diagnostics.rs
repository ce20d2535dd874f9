//! Affix and theme records that are wrong: each mistake is a codespan
//! diagnostic with file:line:col, a labelled span and a did-you-mean where
//! one helps, and one run reports them all. Pinned by insta snapshots.

mod kit;

use oxhack_defs::tables::{AffixLevel, ObjGroup};

/// Two objects, a monster and two affixes.
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
    bit: 0x1  weapon: suffix("fire")  other: suffix("fire resistance")  short: "fire"
    allowed: [blade]  level: good  alloc: [alloc(any, 1, 127, 10)]
}
property ITEM_KEEN "keen" {
    bit: 0x2  weapon: prefix("keen")  other: prefix("keen")  short: "keen"
    allowed: [blade]  level: great  to_hit: 1  damage: 1
    alloc: [alloc(class(weapon), 1, 40, 20), alloc(skill(long_sword), 5, 127, 40), alloc([LONG_SWORD], 1, 9, 5)]
}
"#;

fn compile(extra: &str) -> (Option<oxhack_defs::Tables>, String, usize) {
    let (tables, out) = kit::compile(BASE, "bad.def", extra);
    let errors = out.lines().filter(|l| l.starts_with("error")).count();
    (tables, out, errors)
}

fn render(bad: &str) -> String {
    kit::render_bad(BASE, "bad.def", bad)
}

#[test]
fn good_affixes_and_a_theme_compile() {
    let (t, out, _) = compile(
        "theme THEME_EDGE \"the Edge\" {\n    affixes: [weight(ITEM_FIRE, 7), weight(keen, 3)]\n    groups: [class(weapon), skill(long_sword), [LONG_SWORD]]\n    min_depth: 3  max_depth: 60\n}\n",
    );
    let t = t.unwrap_or_else(|| panic!("{out}"));
    let keen = &t.oprops[1];
    assert_eq!((keen.level, keen.mods.to_hit, keen.mods.damage, keen.power), (AffixLevel::Great, 1, 1, 2));
    assert_eq!(keen.alloc.len(), 3);
    assert_eq!(keen.alloc[1].group, ObjGroup::Skill(oxhack_defs::Skill::LongSword));
    assert_eq!((keen.alloc[2].min_depth, keen.alloc[2].max_depth, keen.alloc[2].commonness), (1, 9, 5));
    assert_eq!(t.oprops[0].power, 1, "good affixes default to power 1");
    let th = &t.themes[0];
    assert_eq!((th.name.as_str(), th.affixes.clone(), th.total_weight()), ("the Edge", vec![(1, 7), (2, 3)], 10));
    assert_eq!((th.min_depth, th.max_depth, th.groups.len()), (3, 60, 3));
}

#[test]
fn unknown_affix_in_a_theme() {
    insta::assert_snapshot!(render(
        "theme THEME_EDGE \"the Edge\" {\n    affixes: [weight(ITEM_FIER, 7), weight(kene, 3)]\n    groups: [class(weapon)]\n}\n"
    ));
}

#[test]
fn unknown_group_in_an_allocation_line() {
    insta::assert_snapshot!(render(
        "property ITEM_SHARP \"sharp\" {\n    bit: 0x4  weapon: prefix(\"sharp\")  other: prefix(\"sharp\")  short: \"sharp\"\n    level: great\n    alloc: [alloc(class(wepon), 1, 10, 5), alloc(skill(long_swrd), 1, 10, 5), alloc([LONG_SWROD], 1, 10, 5)]\n}\n"
    ));
}

#[test]
fn min_depth_deeper_than_max_depth() {
    insta::assert_snapshot!(render(
        "property ITEM_SHARP \"sharp\" {\n    bit: 0x4  weapon: prefix(\"sharp\")  other: prefix(\"sharp\")  short: \"sharp\"\n    alloc: [alloc(any, 30, 10, 5)]\n}\ntheme THEME_EDGE \"the Edge\" {\n    affixes: [weight(fire, 1), weight(keen, 1)]\n    groups: [any]  min_depth: 50  max_depth: 20\n}\n"
    ));
}

#[test]
fn zero_total_weight() {
    insta::assert_snapshot!(render(
        "theme THEME_EDGE \"the Edge\" {\n    affixes: [weight(fire, 0), weight(keen, 0)]\n    groups: [any]\n}\n"
    ));
}

#[test]
fn duplicate_affix_and_theme_names() {
    insta::assert_snapshot!(render(
        "property ITEM_KEEN2 \"keen\" {\n    bit: 0x8  weapon: prefix(\"keen\")  other: prefix(\"keen\")  short: \"keen\"\n}\ntheme THEME_EDGE \"the Edge\" {\n    affixes: [weight(fire, 1)]  groups: [any]\n}\ntheme THEME_EDGE \"the Edge\" {\n    affixes: [weight(keen, 1)]  groups: [any]\n}\n"
    ));
}

#[test]
fn bad_level_and_modifier_out_of_range() {
    insta::assert_snapshot!(render(
        "property ITEM_SHARP \"sharp\" {\n    bit: 0x4  weapon: prefix(\"sharp\")  other: prefix(\"sharp\")  short: \"sharp\"\n    level: grate  weight_pct: -100  dice: 9\n}\n"
    ));
}

#[test]
fn every_affix_mistake_in_one_run() {
    let out = render(
        "property ITEM_SHARP \"sharp\" {\n    bit: 0x4  weapon: prefix(\"sharp\")  other: prefix(\"sharp\")  short: \"sharp\"\n    level: grate\n    alloc: [alloc(class(wepon), 9, 1, 5)]\n}\ntheme THEME_EDGE \"the Edge\" {\n    affixes: [weight(ITEM_FIER, 7)]\n    groups: [skill(long_swrd)]  min_depth: 9  max_depth: 2\n}\ntheme THEME_NULL \"Nothing\" {\n    affixes: [weight(fire, 0)]  groups: [any]\n}\n",
    );
    let errors = out.lines().filter(|l| l.starts_with("error")).count();
    assert_eq!(errors, 7, "{out}");
    insta::assert_snapshot!(out);
}
