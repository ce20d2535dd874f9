//! Body-shape diagnostics (`dat/bodies.def`): unknown slots and names,
//! monsters without a shape or with two, pinned by insta snapshots.

mod kit;

use oxhack_defs::Slot;

/// Two objects, a human and a dog.
const BASE: &str = r#"
object STRANGE_OBJECT "strange object" {
    class: illobj  color: black  prob: 0  weight: 0  cost: 0
}
object LONG_SWORD "long sword" {
    class: weapon  color: cyan  prob: 0  weight: 40  cost: 15
    skill: long_sword  strike: slash  sdam: 8  ldam: 12
}
object ELVEN_MITHRIL_COAT "elven mithril-coat" {
    class: armor  armcat: suit  color: gray  prob: 0  weight: 150  cost: 240
}
monster PM_KNIGHT "knight" {
    class: human  level: 10  speed: 12  ac: 10  mr: 1  alignment: 3
    frequency: 0  weight: 1450  nutrition: 400  sound: leader  size: medium
    flags: [humanoid]  difficulty: 12  color: white
}
monster PM_JACKAL "jackal" {
    class: dog  level: 0  speed: 12  ac: 7  mr: 0  alignment: -7
    frequency: 3  weight: 300  nutrition: 250  sound: bark  size: small
    flags: [nohands, animal]  difficulty: 1  color: brown
}
"#;

const GOOD: &str = r#"
body BODY_HUMANOID "humanoid" {
    slots: [finger(2), neck, head, torso, shoulders, arms, hands(2), feet(2), range]
    flags: [humanoid]  without: [nohands]
}
body BODY_SMALL_QUADRUPED "small quadruped" {
    slots: [finger(2), neck]  outgrows: slip
    fits_anyway: [ELVEN_MITHRIL_COAT]
    classes: [dog]
}
"#;

fn compile(bodies: &str) -> (Option<oxhack_defs::Tables>, String) {
    kit::compile(BASE, "bodies.def", bodies)
}

fn render(bad: &str) -> String {
    kit::render_bad(BASE, "bodies.def", bad)
}

#[test]
fn good_shapes_resolve_every_monster() {
    let (t, text) = compile(GOOD);
    let t = t.unwrap_or_else(|| panic!("{text}"));
    assert_eq!(t.bodies.len(), 2);
    assert_eq!(t.monster_body, vec![0, 1]);
    let dog = t.body(oxhack_defs::Pm(1)).unwrap();
    assert_eq!(dog.name, "small quadruped");
    assert_eq!(dog.count(Slot::Finger), 2);
    assert!(!dog.wears_armor());
    assert_eq!(t.body(oxhack_defs::Pm(0)).unwrap().count(Slot::Hands), 2);
    assert_eq!(dog.fits_anyway.len(), 1);
}

#[test]
fn unknown_slot_suggests() {
    insta::assert_snapshot!(render(&GOOD.replace("shoulders,", "sholders,")));
}

#[test]
fn slot_count_out_of_range_and_twice() {
    insta::assert_snapshot!(render(&GOOD.replace("feet(2), range", "feet(3), range, neck")));
}

#[test]
fn unknown_monster_class_and_object() {
    insta::assert_snapshot!(render(
        &GOOD.replace("classes: [dog]", "classes: [dgo]").replace("[ELVEN_MITHRIL_COAT]", "[ELVEN_MITHRIL_COT]")
    ));
}

#[test]
fn monster_without_a_shape() {
    insta::assert_snapshot!(render(&GOOD.replace("classes: [dog]", "classes: [feline]")));
}

#[test]
fn monster_claimed_twice_in_one_tier() {
    insta::assert_snapshot!(render(&format!(
        "{GOOD}\nbody BODY_DOG \"dog\" {{\n    slots: [neck]\n    classes: [dog]\n}}\n"
    )));
}

#[test]
fn shape_for_no_monster() {
    insta::assert_snapshot!(render(&format!(
        "{GOOD}\nbody BODY_NOBODY \"nobody\" {{\n    slots: [neck]  hands: 2\n}}\n"
    )));
}

#[test]
fn fits_anyway_takes_armor() {
    insta::assert_snapshot!(render(&GOOD.replace("[ELVEN_MITHRIL_COAT]", "[LONG_SWORD]")));
}
