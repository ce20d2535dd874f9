//! Bad definition files: every kind of mistake gets a codespan diagnostic
//! with file:line:col, a labelled span and, where it helps, a suggestion.
//! The rendered text is pinned by insta snapshots.

mod kit;

use oxhack_defs::compile_texts;
use oxhack_diag::{Diags, Sources};

/// A minimal valid base: one object and one monster.
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
"#;

/// Compiles `bad.def` after the base and renders every diagnostic.
fn render(bad: &str) -> String {
    kit::render_bad(BASE, "bad.def", bad)
}

#[test]
fn base_is_valid() {
    let mut sources = Sources::new();
    let mut diags = Diags::new();
    let t = compile_texts(&[("base.def".into(), BASE.into())], &mut sources, &mut diags);
    assert!(diags.list.is_empty(), "{}", sources.render_plain(&diags.list));
    assert_eq!(t.unwrap().objects.len(), 2);
}

#[test]
fn unknown_field_suggests() {
    insta::assert_snapshot!(render(
        "object DAGGER \"dagger\" {\n    class: weapon  color: cyan  prob: 0  weigth: 10  cost: 4\n}\n"
    ));
}

#[test]
fn unknown_material_suggests() {
    insta::assert_snapshot!(render(
        "object DAGGER \"dagger\" {\n    class: weapon  material: irn  color: cyan  prob: 0  weight: 10  cost: 4\n}\n"
    ));
}

#[test]
fn missing_required_field() {
    insta::assert_snapshot!(render(
        "monster PM_NEWT \"newt\" {\n    class: lizard  level: 0  ac: 8  mr: 0  alignment: 0  frequency: 5\n    weight: 10  nutrition: 20  sound: silent  size: tiny  difficulty: 1  color: yellow\n}\n"
    ));
}

#[test]
fn duplicate_field() {
    insta::assert_snapshot!(render(
        "object DAGGER \"dagger\" {\n    class: weapon  color: cyan  prob: 0  weight: 10  cost: 4\n    cost: 5\n}\n"
    ));
}

#[test]
fn wrong_value_type() {
    insta::assert_snapshot!(render(
        "object DAGGER \"dagger\" {\n    class: weapon  color: cyan  prob: \"ten\"  weight: 10  cost: 4\n}\n"
    ));
}

#[test]
fn value_out_of_range() {
    insta::assert_snapshot!(render(
        "monster PM_NEWT \"newt\" {\n    class: lizard  level: 0  speed: 6  ac: 8  mr: 0  alignment: 0  frequency: 9\n    weight: 10  nutrition: 20  sound: silent  size: tiny  difficulty: 1  color: yellow\n}\n"
    ));
}

#[test]
fn number_too_large() {
    insta::assert_snapshot!(render(
        "object DAGGER \"dagger\" {\n    class: weapon  color: cyan  prob: 0  weight: 99999999999999999999  cost: 4\n}\n"
    ));
}

#[test]
fn unknown_record_kind() {
    insta::assert_snapshot!(render("objet DAGGER \"dagger\" {\n    class: weapon\n}\n"));
}

#[test]
fn syntax_error_missing_colon() {
    insta::assert_snapshot!(render(
        "object DAGGER \"dagger\" {\n    class weapon  color: cyan  prob: 0  weight: 10  cost: 4\n}\n"
    ));
}

#[test]
fn file_ends_inside_record() {
    insta::assert_snapshot!(render("object DAGGER \"dagger\" {\n    class: weapon  color: cyan\n"));
}

#[test]
fn unterminated_string() {
    insta::assert_snapshot!(render("object DAGGER \"dagger {\n    class: weapon\n}\n"));
}

#[test]
fn duplicate_constant() {
    insta::assert_snapshot!(render(
        "object LONG_SWORD \"longer sword\" {\n    class: weapon  color: cyan  prob: 0  weight: 40  cost: 15\n}\n"
    ));
}

#[test]
fn duplicate_name_in_class() {
    insta::assert_snapshot!(render(
        "object LONG_SWORD_2 \"long sword\" {\n    class: weapon  color: cyan  prob: 0  weight: 40  cost: 15\n}\n"
    ));
}

#[test]
fn unknown_reference_suggests() {
    insta::assert_snapshot!(render(
        "artifact ART_EXCALIBUR \"Excalibur\" {\n    base: LONG_SWORDS  alignment: lawful  role: PM_KNIGTH  cost: 4000  color: no_color\n}\n"
    ));
}

#[test]
fn field_not_for_class() {
    insta::assert_snapshot!(render(
        "object DAGGER \"dagger\" {\n    class: weapon  color: cyan  prob: 0  weight: 10  cost: 4  ac: 2\n}\n"
    ));
}

#[test]
fn bad_constant() {
    insta::assert_snapshot!(render(
        "monster newt \"newt\" {\n    class: lizard  level: 0  speed: 6  ac: 8  mr: 0  alignment: 0  frequency: 5\n    weight: 10  nutrition: 20  sound: silent  size: tiny  difficulty: 1  color: yellow\n}\n"
    ));
}

#[test]
fn probabilities_do_not_add_up() {
    insta::assert_snapshot!(render(
        "object DAGGER \"dagger\" {\n    class: weapon  color: cyan  prob: 30  weight: 10  cost: 4\n}\n"
    ));
}

#[test]
fn unknown_monster_flag_suggests() {
    insta::assert_snapshot!(render(
        "monster PM_BAT \"bat\" {\n    class: bat  level: 0  speed: 22  ac: 8  mr: 0  alignment: 0  frequency: 1\n    weight: 20  nutrition: 20  sound: sqeek  size: tiny  difficulty: 2  color: brown\n    flags: [flys, animal]\n}\n"
    ));
}

#[test]
fn too_many_attacks() {
    insta::assert_snapshot!(render(
        "monster PM_HYDRA \"hydra\" {\n    class: snake  level: 9  speed: 12  ac: 2  mr: 0  alignment: 0  frequency: 1\n    weight: 900  nutrition: 300  sound: hiss  size: large  difficulty: 11  color: green\n    attacks: [bite(phys, 1d4), bite(phys, 1d4), bite(phys, 1d4), bite(phys, 1d4), bite(phys, 1d4), bite(phys, 1d4), bite(phys, 1d4)]\n}\n"
    ));
}

#[test]
fn bad_attack_form() {
    insta::assert_snapshot!(render(
        "monster PM_NEWT \"newt\" {\n    class: lizard  level: 0  speed: 6  ac: 8  mr: 0  alignment: 0  frequency: 5\n    weight: 10  nutrition: 20  sound: silent  size: tiny  difficulty: 1  color: yellow\n    attacks: [bight(phys, 1d3), bite(fyre, 1d3), bite(phys, 3)]\n}\n"
    ));
}

#[test]
fn property_bits() {
    insta::assert_snapshot!(render(
        "property ITEM_FIRE \"fire\" {\n    bit: 0x1  weapon: suffix(\"fire\")  other: suffix(\"fire resistance\")  short: \"fire\"\n}\nproperty ITEM_COLD \"cold\" {\n    bit: 0x1  weapon: suffix(\"frost\")  other: middle(\"cold\")  short: \"cold\"\n}\nproperty ITEM_BOTH \"both\" {\n    bit: 0x3  weapon: suffix(\"x\")  other: suffix(\"x\")  short: \"x\"\n}\n"
    ));
}

#[test]
fn artifact_target_disagrees_with_spfx() {
    insta::assert_snapshot!(render(
        "artifact ART_DRAGONBANE \"Dragonbane\" {\n    base: LONG_SWORD  alignment: none  cost: 500  color: no_color\n    spfx: [restr, dflag2]\n    mtype: class(dragon)\n}\n"
    ));
}

#[test]
fn many_errors_in_one_run() {
    // One run reports every problem, not just the first.
    let out = render(
        "object DAGGER \"dagger\" {\n    class: wepon  color: cyan  prob: 0  weight: 10  cost: 4\n}\nobject KNIFE \"knife\" {\n    class: weapon  color: cyn  prob: 0  weight: 5  cost: 4\n}\nobject AXE \"axe\" {\n    class weapon\n}\n",
    );
    assert_eq!(out.lines().filter(|l| l.starts_with("error")).count(), 3, "{out}");
    insta::assert_snapshot!(out);
}
