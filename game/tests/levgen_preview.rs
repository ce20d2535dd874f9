//! The structured preview of `oxhack levgen` and the studio: a small level
//! with a secret door, door states, lit and unlit rooms, a sleeping and a
//! peaceful monster, and pool, moat, lava, tree and corridor squares;
//! every cell, description and legend line asserted.

use oxhack_game::levelgen::levgen::{compile_des, draw, generate, generate_at, screen};
use oxhack_game::levelgen::preview::Preview;
use oxhack_game::levelgen::preview_text::render_text;

/// The preview suites' level (also `oxhack/tests/levgen.rs`'s): a secret
/// door, locked and open doors, lit and unlit rooms, a sleeping and a
/// peaceful monster, water, lava, a tree and a corridor.
const DES: &str = include_str!("data/levgen_preview.des");

fn build(seed: u64) -> (oxhack_game::levelgen::sp_lev::Built, Preview) {
    let loaded = compile_des("prev.des", DES).expect("compiles");
    let (name, program) = loaded.levels.into_iter().next().expect("one level");
    let b = generate(&name, program, seed).expect("builds");
    let p = screen(&b);
    (b, p)
}

/// The cell at MAP coordinates (mx, my).
fn at(p: &Preview, mx: i32, my: i32) -> &oxhack_game::levelgen::preview::PreviewCell {
    let m = p.maps[0];
    p.cell(m.x + mx, m.y + my).expect("on the map")
}

#[test]
fn cells_show_the_game_view_and_the_authors_marks() {
    let (_, p) = build(7);
    assert_eq!((p.cols, p.rows, p.cells.len()), (80, 21, 80 * 21));
    assert_eq!(p.maps.len(), 1);
    assert_eq!((p.maps[0].w, p.maps[0].h), (11, 8));

    let sdoor = at(&p, 5, 2);
    assert_eq!((sdoor.ch, sdoor.mark), ('|', 'S'), "a secret door looks like wall: {sdoor:?}");
    assert!(sdoor.detail.contains("secret door"), "{}", sdoor.detail);

    let locked = at(&p, 2, 4);
    assert_eq!((locked.ch, locked.mark, locked.mark_color), ('+', 'l', 1), "{locked:?}");
    assert!(locked.detail.contains("locked door"), "{}", locked.detail);
    let open = at(&p, 8, 4);
    assert_eq!((open.ch, open.mark), ('|', 'o'), "{open:?}");
    assert!(open.detail.contains("open door"), "{}", open.detail);

    let lit = at(&p, 2, 2);
    assert_eq!((lit.ch, lit.mark), ('.', '.'));
    assert!(lit.detail.contains("floor of a room, lit"), "{}", lit.detail);
    let dark = at(&p, 6, 3);
    assert_eq!((dark.ch, dark.mark), ('.', ','));
    assert!(dark.detail.contains("floor of a room, unlit"), "{}", dark.detail);

    let jackal = at(&p, 1, 1);
    assert_eq!((jackal.ch, jackal.mark), ('d', 'z'));
    assert!(jackal.detail.contains("monster: jackal (hostile, asleep)"), "{}", jackal.detail);
    let watchman = at(&p, 7, 2);
    assert_eq!(watchman.ch, '@');
    assert!(matches!(watchman.mark, 'p' | 'Z'), "{watchman:?}");
    assert!(watchman.detail.contains("monster: watchman (peaceful"), "{}", watchman.detail);

    // Water, moat and lava all look like '}' but differ in colour, mark
    // and description; a tree and a corridor both look like '#'.
    let cases = [
        (1, '}', 4, 'P', "pool of water"),
        (2, '}', 4, '}', "moat"),
        (3, '}', 1, 'L', "molten lava"),
        (4, '#', 2, 'T', "tree"),
        (5, '#', 7, '#', "corridor"),
    ];
    for (mx, ch, color, mark, desc) in cases {
        let c = at(&p, mx, 6);
        assert_eq!((c.ch, c.color, c.mark), (ch, color, mark), "{desc}: {c:?}");
        assert!(c.detail.contains(desc), "{desc}: {}", c.detail);
    }
    let trap = at(&p, 8, 5);
    assert_eq!((trap.ch, trap.color), ('^', 6), "an arrow trap is cyan: {trap:?}");
    assert!(trap.detail.contains("trap: arrow trap"), "{}", trap.detail);
    let chest = at(&p, 9, 5);
    assert_eq!(chest.ch, '(');
    assert!(chest.detail.contains("objects: ") && chest.detail.contains("chest"), "{}", chest.detail);
    // Hover text gives both coordinate systems.
    let m = p.maps[0];
    assert!(chest.detail.starts_with(&format!("({},{}) map (9,5) ", m.x + 9, m.y + 5)), "{}", chest.detail);
}

#[test]
fn legends_count_what_the_map_shows() {
    let (_, p) = build(7);
    let find =
        |ch: char, color: u8, d: &str| p.legend.iter().find(|e| e.ch == ch && e.color == color && e.description == d);
    assert_eq!(find('}', 4, "moat").map(|e| e.count), Some(1));
    assert_eq!(find('}', 4, "pool of water").map(|e| e.count), Some(1));
    assert_eq!(find('}', 1, "molten lava").map(|e| e.count), Some(1));
    assert_eq!(find('#', 2, "tree").map(|e| e.count), Some(1));
    assert_eq!(find('#', 7, "corridor").map(|e| e.count), Some(1));
    assert_eq!(
        find('d', p.cells.iter().find(|c| c.ch == 'd').map_or(99, |c| c.color), "jackal").map(|e| e.count),
        Some(1)
    );
    let mark = |ch: char| p.mark_legend.iter().find(|e| e.ch == ch).map(|e| (e.description.as_str(), e.count));
    assert_eq!(mark('S'), Some(("secret door", 1)));
    assert_eq!(mark('l'), Some(("locked door", 1)));
    assert_eq!(mark('o'), Some(("open door", 1)));
    assert_eq!(mark('z'), Some(("monster asleep", 1)));
    // 12 lit floor squares (4x3, one of them under the jackal); unlit: 12
    // in the east room (one under the watchman) and 13 in the south.
    assert_eq!(mark('.').map(|(_, n)| n), Some(11));
    assert_eq!(mark(',').map(|(_, n)| n), Some(24));
    let jackal = p.things.iter().find(|t| t.kind == "monster" && t.text.starts_with("jackal")).expect("the jackal");
    assert_eq!(jackal.map, Some((1, 1)));
    assert_eq!((jackal.x - p.maps[0].x, jackal.y - p.maps[0].y), (1, 1));
}

#[test]
fn text_rendering_uses_one_renderer_with_optional_colour() {
    let (b, p) = build(7);
    let plain = render_text(&p, false);
    assert!(!plain.contains('\x1b'));
    let lines = draw(&b);
    assert_eq!(lines.len(), 21);
    assert!(lines.iter().any(|l| l.contains("|}}}##")), "{lines:#?}");
    assert!(plain.contains("|}}}##"), "the game layer is the same drawing:\n{plain}");
    assert!(plain.contains("|P}LT#"), "the status layer in .des characters:\n{plain}");
    assert!(plain.contains("  S  secret door x1"), "{plain}");
    assert!(plain.contains("map (1,1)  jackal (hostile, asleep)"), "{plain}");
    let ansi = render_text(&p, true);
    assert!(ansi.contains("\x1b[31m}\x1b[0m"), "lava is red on a terminal");
    assert!(ansi.contains("\x1b[34m}\x1b[0m"), "water is blue on a terminal");
    assert!(ansi.contains("\x1b[32m#\x1b[0m"), "a tree is green on a terminal");
}

#[test]
fn depth_is_validated_and_the_preview_serialises() {
    let loaded = compile_des("prev.des", DES).expect("compiles");
    let (name, program) = loaded.levels[0].clone();
    assert!(generate_at(&name, program.clone(), 1, 0).unwrap_err().contains("1..60"));
    assert!(generate_at(&name, program.clone(), 1, 61).is_err());
    assert!(generate_at(&name, program, 1, 60).is_ok());
    let (_, p) = build(3);
    let json = serde_json::to_string(&p).expect("serialises");
    assert!(json.contains("\"mark\":\"S\"") && json.contains("\"legend\""), "{}", &json[..200]);
}

#[test]
fn warnings_come_back_with_the_levels() {
    let text = DES.replace("TRAP:", "CONTAINER: ('(', \"chest\"), (2,1) { }\nOBJECT: '?', (2,1)\nTRAP:");
    let l = compile_des("w.des", &text).expect("a warning is no error");
    assert_eq!(l.levels.len(), 1);
    assert!(l.warnings.contains("warning") && l.warnings.contains("w.des:22:"), "{}", l.warnings);
    assert!(l.warnings.contains("CONTAINER just above"), "{}", l.warnings);
    let clean = compile_des("prev.des", DES).expect("compiles");
    assert!(clean.warnings.is_empty(), "{}", clean.warnings);
}

#[test]
fn the_depth_sets_the_difficulty_of_random_monsters() {
    let mut des = String::from("MAZE: \"deep\", ' '\nGEOMETRY: center, center\nMAP\n");
    des.push_str(&format!("{}\n", "-".repeat(22)));
    for _ in 0..6 {
        des.push_str(&format!("|{}|\n", ".".repeat(20)));
    }
    des.push_str(&format!("{}\nENDMAP\n", "-".repeat(22)));
    for i in 0..30 {
        des.push_str(&format!("MONSTER: random, ({},{})\n", 1 + i % 20, 1 + i % 6));
    }
    let (name, program) = compile_des("deep.des", &des).expect("compiles").levels.remove(0);
    let mean_level = |depth: i32| {
        let b = generate_at(&name, program.clone(), 5, depth).expect("builds");
        let t = oxhack_tables::tables();
        let lv: Vec<f64> = b.level.monsters.iter().map(|m| t.mon(m.mnum).mlevel as f64).collect();
        assert!(lv.len() >= 20, "depth {depth}: {} monsters", lv.len());
        lv.iter().sum::<f64>() / lv.len() as f64
    };
    let (shallow, deep) = (mean_level(1), mean_level(50));
    println!("mean base level of 30 random monsters: depth 1 {shallow:.1}, depth 50 {deep:.1}");
    assert!(shallow < 3.0, "depth 1: mean base level {shallow:.1}");
    assert!(deep > shallow + 5.0, "depth 50: mean base level {deep:.1} (depth 1: {shallow:.1})");
}

/// A bare `OBJECT: '$'` inside a CONTAINER or a monster's inventory goes
/// there, as NetHack's `create_object` puts the `mkgold` pile it made;
/// on the floor it piles as before.
#[test]
fn gold_goes_into_its_container_and_pack() {
    let des = "MAZE: \"gold\", ' '\nGEOMETRY: center, center\nMAP\n-------\n|.....|\n-------\nENDMAP\n\
               CONTAINER: ('(', \"chest\"), (1,0) {\n  OBJECT: '$'\n}\n\
               MONSTER: ('G', \"gnome lord\"), (3,0), asleep {\n  OBJECT: '$'\n}\n\
               OBJECT: '$', (5,0)\n";
    let (name, program) = compile_des("gold.des", des).expect("compiles").levels.remove(0);
    for seed in 1..6 {
        let b = generate(&name, program.clone(), seed).expect("builds");
        let gold = oxhack_tables::ids::GOLD_PIECE;
        let chest = b.level.objects.iter().find(|f| f.obj.otyp == oxhack_tables::ids::CHEST).expect("the chest");
        assert!(chest.obj.contents.iter().any(|o| o.otyp == gold && o.quan > 0), "gold in the chest");
        let lord =
            b.level.monsters.iter().find(|m| m.mnum == oxhack_tables::ids::PM_GNOME_LORD).expect("the gnome lord");
        assert!(lord.minvent.iter().any(|o| o.otyp == gold), "gold in the gnome lord's pack");
        let floor: Vec<_> = b.level.objects.iter().filter(|f| f.obj.otyp == gold).collect();
        assert_eq!(floor.len(), 1, "one pile on the floor, none left where the chest is");
        assert_ne!((floor[0].x, floor[0].y), (chest.x, chest.y));
    }
}
