//! `treasure.def`: treasure and treasureone lists and their bindings.
//! Good lists compile to the tables the game reads; every kind of mistake
//! gets a codespan diagnostic (file:line:col, a labelled span, a
//! suggestion where one helps), many per run, pinned by insta snapshots.

mod kit;

use oxhack_defs::{MonClass, OClass, RoomKind, Tables, TreasureHolder, TreasureId, TreasureItem};

/// A small valid world: a few objects (a container among them) and two
/// monsters.
const BASE: &str = r#"
object STRANGE_OBJECT "strange object" {
    class: illobj  color: black  prob: 0  weight: 0  cost: 0
}
object LONG_SWORD "long sword" {
    class: weapon  color: cyan  prob: 0  weight: 40  cost: 15
    skill: long_sword  strike: slash  sdam: 8  ldam: 12
}
object DAGGER "dagger" {
    class: weapon  color: cyan  prob: 0  weight: 10  cost: 4
    skill: dagger  strike: pierce  sdam: 4  ldam: 3
}
object CHEST "chest" {
    class: tool  color: brown  prob: 0  weight: 350  cost: 16
}
monster PM_KNIGHT "knight" {
    class: human  level: 10  speed: 12  ac: 10  mr: 1  alignment: 3
    frequency: 0  weight: 1450  nutrition: 400  sound: leader  size: medium
    difficulty: 12  color: white
}
monster PM_HILL_ORC "hill orc" {
    class: orc  level: 1  speed: 9  ac: 10  mr: 0  alignment: -4
    frequency: 2  weight: 1000  nutrition: 200  sound: grunt  size: medium
    difficulty: 4  color: yellow
}
"#;

fn compile(text: &str) -> (Option<Tables>, String) {
    kit::compile(BASE, "treasure.def", text)
}

/// Compiles a bad `treasure.def` and renders every diagnostic.
fn render(bad: &str) -> String {
    kit::render_bad(BASE, "treasure.def", bad)
}

const GOOD: &str = r#"
# Every entry rolls: a sword 60% of the time, else a dagger or two.
treasure TR_KIT "knight's kit" {
    object: LONG_SWORD  chance: 60  magic: 2
        yes: { list: TR_EXTRAS  chance: 50 }
        no: { object: DAGGER  nrof: 2 }
    class: potion  chance: 10
}
treasureone TR_EXTRAS "an extra" {
    class: random  chance: 3
    list: NONE  chance: 1
}
monster_treasure { class: orc  inventory: TR_KIT  death: TR_EXTRAS }
monster_treasure { monster: PM_KNIGHT  death: TR_KIT }
container_treasure { object: CHEST  contents: TR_EXTRAS }
room_treasure { level: "seer"  room: ordinary  list: TR_EXTRAS }
room_treasure { room: morgue  list: TR_KIT }
"#;

#[test]
fn good_lists_compile_to_tables() {
    let (tables, text) = compile(GOOD);
    let t = tables.unwrap_or_else(|| panic!("{text}"));
    let tr = &t.treasure;
    assert_eq!(tr.lists.len(), 2);
    let kit = &tr.lists[0];
    assert_eq!((kit.constant.as_str(), kit.name.as_str(), kit.one), ("TR_KIT", "knight's kit", false));
    assert_eq!(kit.entries.len(), 2);
    let sword = &kit.entries[0];
    assert_eq!((sword.chance, sword.magic, sword.nrof), (60, 2, 0));
    assert_eq!(sword.yes.len(), 1);
    assert_eq!(sword.yes[0].item, TreasureItem::List(TreasureId(1)));
    assert_eq!((sword.no[0].nrof, sword.no[0].chance), (2, 100));
    assert_eq!(kit.entries[1].item, TreasureItem::Class(OClass::Potion));
    let extras = &tr.lists[1];
    assert!(extras.one);
    assert_eq!(extras.entries[0].item, TreasureItem::Class(OClass::Random));
    assert_eq!(extras.entries[1].item, TreasureItem::Nothing);
    // Bindings: a monster's own binding wins field by field over its class's.
    let orc = t.pm_named("hill orc").unwrap();
    let knight = t.pm_named("knight").unwrap();
    assert_eq!(tr.monster_lists(orc, MonClass::Orc), (Some(TreasureId(0)), Some(TreasureId(1))));
    assert_eq!(tr.monster_lists(knight, MonClass::Human), (None, Some(TreasureId(0))));
    assert_eq!(tr.monsters[1].holder, TreasureHolder::Monster(knight));
    assert_eq!(tr.container_list(t.otyp_named("chest").unwrap()), Some(TreasureId(1)));
    assert_eq!(tr.container_list(t.otyp_named("dagger").unwrap()), None);
    // Rooms: the named level's binding, else the one for every level.
    assert_eq!(tr.room_list("seer", RoomKind::Ordinary.value()), Some(TreasureId(1)));
    assert_eq!(tr.room_list("hall-1", RoomKind::Ordinary.value()), None);
    assert_eq!(tr.room_list("hall-1", RoomKind::Morgue.value()), Some(TreasureId(0)));
    assert_eq!(tr.named("TR_EXTRAS"), Some(TreasureId(1)));
}

#[test]
fn no_treasure_file_is_no_lists() {
    let (tables, text) = compile("");
    assert!(tables.expect(&text).treasure.lists.is_empty());
}

#[test]
fn cycle_shows_its_path() {
    insta::assert_snapshot!(render(
        "treasure TR_A \"a\" {\n    list: TR_B\n}\ntreasure TR_B \"b\" {\n    object: DAGGER\n    yes: { list: TR_C }\n}\ntreasure TR_C \"c\" {\n    list: TR_A  chance: 5\n}\n"
    ));
}

#[test]
fn list_referring_to_itself() {
    insta::assert_snapshot!(render("treasureone TR_LOOP \"loop\" {\n    object: DAGGER\n    list: TR_LOOP\n}\n"));
}

#[test]
fn unknown_names_suggest() {
    insta::assert_snapshot!(render(
        "treasure TR_KIT \"kit\" {\n    object: LONG_SWROD\n    class: poton\n    list: TR_KTI\n}\nmonster_treasure { monster: PM_HILL_ORK  death: TR_KIT }\n"
    ));
}

#[test]
fn chances_out_of_range() {
    insta::assert_snapshot!(render(
        "treasure TR_KIT \"kit\" {\n    object: DAGGER  chance: 0\n    object: LONG_SWORD  chance: 150  magic: 11\n}\n"
    ));
}

#[test]
fn empty_list_and_branch() {
    insta::assert_snapshot!(render(
        "treasure TR_EMPTY \"nothing at all\" {\n}\ntreasure TR_KIT \"kit\" {\n    object: DAGGER  yes: { }\n}\n"
    ));
}

#[test]
fn branch_without_parent() {
    insta::assert_snapshot!(render(
        "treasure TR_KIT \"kit\" {\n    yes: { object: DAGGER }\n    chance: 50\n    object: LONG_SWORD\n}\n"
    ));
}

#[test]
fn branch_in_treasureone_and_repeated_modifier() {
    insta::assert_snapshot!(render(
        "treasureone TR_ONE \"one\" {\n    object: DAGGER  chance: 5  chance: 6\n    no: { object: LONG_SWORD }\n}\n"
    ));
}

#[test]
fn bad_bindings() {
    insta::assert_snapshot!(render(
        "treasure TR_KIT \"kit\" {\n    object: DAGGER\n}\nmonster_treasure { class: orc }\nmonster_treasure { class: orc  monster: PM_KNIGHT  death: TR_KIT }\ncontainer_treasure { object: DAGGER  contents: TR_KIT }\nroom_treasure { room: zooo  list: TR_KIT }\nroom_treasure { room: zoo  list: TR_KIT }\nroom_treasure { room: zoo  list: TR_KIT }\n"
    ));
}

#[test]
fn many_errors_in_one_run() {
    let text = render(
        "treasure TR_A \"a\" {\n    list: TR_A\n    chance: 101\n}\ntreasure TR_B \"b\" {\n}\ntreasure TR_C \"c\" {\n    objet: DAGGER\n    no: { class: weapon }\n}\nmonster_treasure { class: orcc  death: TR_D }\n",
    );
    let errors = text.matches("error").count();
    assert!(errors >= 6, "{text}");
    insta::assert_snapshot!(text);
}

#[test]
fn duplicate_lists_and_bindings() {
    insta::assert_snapshot!(render(
        "treasure TR_KIT \"kit\" {\n    object: DAGGER\n}\ntreasure TR_KIT \"kit again\" {\n    object: DAGGER\n}\nmonster_treasure { class: orc  death: TR_KIT }\nmonster_treasure { class: orc  inventory: TR_KIT }\ncontainer_treasure { object: CHEST  contents: TR_KIT }\ncontainer_treasure { object: CHEST  contents: TR_KIT }\nroom_treasure { level: \"seer\"  room: ordinary  list: TR_KIT }\nroom_treasure { level: \"seer\"  room: ordinary  list: TR_KIT }\nroom_treasure { room: ordinary  list: TR_KIT }\n"
    ));
}

#[test]
fn blocks_are_only_for_branches() {
    // A block where a value belongs elsewhere is a type error, not a crash.
    insta::assert_snapshot!(render(
        "treasure TR_KIT \"kit\" {\n    object: { class: weapon }\n    yes: DAGGER\n}\nobject BAD \"bad\" { class: { x: 1 } color: red prob: 0 weight: 1 cost: 1 }\n"
    ));
}
