//! Bad `.des` snippets and the exact diagnostics they get, pinned by insta
//! snapshots: file:line:col, the span labelled, what was expected, and a
//! suggestion where one helps.

use oxhack_diag::{Diags, Sources};

/// Compiles `src` as `bad.des` and renders every diagnostic.
fn render(src: &str) -> String {
    let mut sources = Sources::new();
    let id = sources.add("bad.des", src);
    let mut diags = Diags::new();
    let opts = lev_comp::CheckOptions { verbose: true };
    let _ = lev_comp::compile(id, src, &opts, &mut diags);
    assert!(!diags.list.is_empty(), "expected a diagnostic for:\n{src}");
    sources.render_plain(&diags.list)
}

/// A snippet inside a maze level.
fn maze(body: &str) -> String {
    format!("MAZE:\"test\",' '\nGEOMETRY:center,center\nMAP\n.....\n.....\n.....\nENDMAP\n{body}\n")
}

macro_rules! snap {
    ($name:ident, $src:expr) => {
        #[test]
        fn $name() {
            insta::assert_snapshot!(render(&$src));
        }
    };
}

// Syntax.
snap!(missing_colon, maze("MONSTER 'd', (1,1)"));
snap!(keyword_typo, maze("MONSTR: 'd', (1,1)"));
snap!(endmap_missing, "MAZE:\"test\",' '\nGEOMETRY:center,center\nMAP\n...\n...\n");
snap!(comment_mid_line, maze("MONSTER: 'd', (1,1) # a jackal"));
snap!(unterminated_string, maze("MONSTER: \"jackal, (1,1)"));
snap!(missing_close_brace, "LEVEL:\"test\"\nROOM:\"ordinary\",random,random,random,random {\n  MONSTER:'d',random\n");
snap!(stray_token, maze("TRAP: \"arrow\", (1,1) )"));
snap!(bad_number_token, maze("OBJECT: '[', (1,1), 5x"));
snap!(no_level_header, "MONSTER: 'd', (1,1)\n");
snap!(several_syntax_errors, maze("MONSTER 'd', (1,1)\nTRAP: \"arrow\" (1,1)\nFOUNTAIN: (2,2)\nSINK (3,3)"));

// Names.
snap!(unknown_monster_plural, maze("MONSTER: \"soldier ants\", (1,1)"));
snap!(unknown_monster_in_class, maze("MONSTER: ('d', \"jackel\"), (1,1)"));
snap!(unknown_monster_class, maze("MONSTER: '7', (1,1)"));
snap!(unknown_object, maze("OBJECT: \"long swrod\", (1,1)"));
snap!(object_with_class_word, maze("OBJECT: ('/', \"wand of wishing\"), (1,1)"));
snap!(unknown_object_class, maze("OBJECT: 'Q', (1,1)"));
snap!(unknown_trap, maze("TRAP: \"arow\", (1,1)"));
snap!(unknown_room_type, "LEVEL:\"test\"\nROOM:\"temlpe\",lit,random,random,random {\n}\n");
snap!(unknown_map_char, maze("TERRAIN: (1,1), 'Z'"));
snap!(unknown_seen_trap, maze("MONSTER: 'd', (1,1), seen_traps: \"magic\" | \"bare\""));

// Coordinates, regions, maps.
snap!(coord_out_of_range, maze("MONSTER: 'd', (80,3)"));
snap!(region_backwards, maze("NON_DIGGABLE: (10,5,2,1)"));
snap!(region_outside_map, maze("TELEPORT_REGION: (0,0,9,9), (0,0,0,0)"));
snap!(levregion_outside_level, maze("BRANCH: levregion(0,0,100,5), (0,0,0,0)"));
snap!(map_too_large, format!("MAZE:\"test\",' '\nGEOMETRY:center,center\nMAP\n{}\nENDMAP\n", ".".repeat(80)));
snap!(map_runs_off_level, "MAZE:\"test\",' '\nGEOMETRY:(70,5)\nMAP\n..............\nENDMAP\n");
snap!(map_bad_character, "MAZE:\"test\",' '\nGEOMETRY:center,center\nMAP\n..Q..\nENDMAP\n");
snap!(unplaceable_region, maze("TELEPORT_REGION: (1,1,3,2), (0,0,4,2)"));

// Variables.
snap!(undefined_variable, maze("$place = (1,1)\nMONSTER: 'd', $plcae"));
snap!(variable_wrong_type, maze("$n = 5\nMONSTER: 'd', $n"));
snap!(variable_redefined, maze("$a = 5\n$a = \"five\""));
snap!(shuffle_scalar, maze("$a = 5\nSHUFFLE: $a"));
snap!(array_without_index, maze("$places = { (1,1), (2,2) }\nMONSTER: 'd', $places"));
snap!(string_plus_int, maze("MESSAGE: \"count: \" . 5"));
snap!(mixed_list, maze("$a = { 1, \"two\" }"));
snap!(unused_variable, maze("$spare = 3"));

// Control flow and structure.
snap!(break_outside_loop, maze("BREAK"));
snap!(nested_switch, maze("SWITCH [3] { CASE 0: SWITCH [2] { CASE 0: EXIT } }"));
snap!(two_defaults, maze("SWITCH [3] { DEFAULT: EXIT DEFAULT: EXIT }"));
snap!(undefined_function, maze("FUNCTION place_monsters() { EXIT }\nplace_monster()"));
snap!(function_params_mismatch, maze("FUNCTION f($n : int) { EXIT }\nf(\"x\")"));
snap!(unknown_param_type, maze("FUNCTION f($n : number) { EXIT }"));

// Objects and monsters.
snap!(object_needs_coord, maze("OBJECT: '['"));
snap!(object_after_container, maze("CONTAINER: ('(', \"chest\"), (2,1) { }\nOBJECT: '?'"));
snap!(object_on_container_spot, maze("CONTAINER: ('(', \"chest\"), (2,1) { }\nOBJECT: '?', (2,1)"));
snap!(contained_object_with_coord, maze("CONTAINER: ('(', \"chest\"), (2,1) {\n  OBJECT: '?', (1,1)\n}"));
snap!(object_info_twice, maze("OBJECT: '[', (1,1), blessed, cursed"));
snap!(object_door_state, maze("OBJECT: ('(', \"chest\"), (1,1), open"));
snap!(monster_info_twice, maze("MONSTER: 'd', (1,1), peaceful, hostile"));
snap!(register_overflow, maze("ALTAR: (2,2), align[4], shrine"));

// Levels and rooms.
snap!(level_name_with_dot, "LEVEL:\"oracle.old\"\n");
snap!(level_name_with_slash, "LEVEL:\"../escape\"\n");
snap!(level_name_too_long, "LEVEL:\"averyverylongname\"\n");
snap!(duplicate_level, "LEVEL:\"twice\"\nLEVEL:\"twice\"\n");
snap!(ordinary_room_chance, "LEVEL:\"test\"\nROOM:\"ordinary\"[50%],lit,random,random,random {\n}\n");
snap!(room_position, "LEVEL:\"test\"\nROOM:\"ordinary\",lit,(7,1),random,random {\n}\n");
snap!(room_flags_ignored, "LEVEL:\"test\"\nROOM:\"ordinary\",lit,random,random,random,unfilled {\n}\n");
snap!(
    roomdoor_random_wall,
    "LEVEL:\"test\"\nROOM:\"ordinary\",lit,random,random,random {\n  ROOMDOOR: false, closed, random, 3\n}\n"
);
snap!(percent_too_big, maze("[150%]: MONSTER: 'd', (1,1)"));
snap!(init_map_bad_fill, "MAZE:\"test\",' '\nINIT_MAP: solidfill, 'Q'\n");

#[test]
fn one_run_reports_every_error() {
    let out = render(&maze(
        "MONSTER: \"soldier ants\", (1,1)\nOBJECT: \"long swrod\", (1,1)\nTRAP: \"arow\", (1,1)\nMONSTER: 'd', (99,1)",
    ));
    assert_eq!(out.lines().filter(|l| l.starts_with("error")).count(), 4, "{out}");
}

#[test]
fn non_ascii_before_a_colon_does_not_break_messages() {
    // Found by fuzzing: a multi-byte character right before `word:`.
    let out = render(&maze("é:MONSTR: 'd', (1,1)\n€MONSTR: 'd'"));
    assert!(out.contains("error"), "{out}");
}

// Author-facing additions (issue 20): each new message and code path.
snap!(eof_missing_arguments, maze("DOOR: closed"));
snap!(keyword_called_as_function, maze("shrine()"));
snap!(keyword_called_inside_a_block, maze("IF [50%] { shrine() }"));
snap!(container_on_random_potion, maze("CONTAINER: '!', (1,1) { OBJECT: '*' }"));
snap!(ellipse_unfilled_is_a_disc, maze("TERRAIN: ellipse((2,1), 2, 1, unfilled), 'P'"));
snap!(rect_outside_map, maze("TERRAIN: rect (0,0,9,2), '.'"));
snap!(
    unclosed_room_block,
    "LEVEL:\"test\"\nROOM:\"ordinary\",random,random,random,random {\n  IF [50%] {\n    MONSTER:'d',random\n  }\n"
);
snap!(trap_named_as_the_game_does, maze("TRAP: \"bear trap\", (1,1)"));
snap!(
    split_level_under_w,
    "MAZE:\"test\",' '\nGEOMETRY:center,center\nMAP\n-----------\n|...|.....|\n|...|.....|\n-----------\nENDMAP\n"
);
snap!(string_across_lines, maze("MESSAGE: \"one\ntwo\""));
snap!(monster_inside_inventory, maze("MONSTER: 'K', (1,1) {\n  MONSTER: 'd', (2,1)\n}"));

/// Compiles without -w and returns every diagnostic's code.
fn codes(src: &str) -> Vec<String> {
    let mut sources = Sources::new();
    let id = sources.add("ok.des", src);
    let mut diags = Diags::new();
    let _ = lev_comp::compile(id, src, &lev_comp::CheckOptions::default(), &mut diags);
    diags.list.iter().map(|d| d.code.clone().unwrap_or_default()).collect()
}

#[test]
fn what_the_author_warnings_leave_alone() {
    // Statues hold objects (Medusa's spellbooks); boxes of the tool class
    // may be containers.
    assert!(codes(&maze("CONTAINER: ('`', \"statue\"), (1,1) { OBJECT: '+' }")).is_empty());
    assert!(codes(&maze("CONTAINER: '(', (1,1) { OBJECT: '+' }")).is_empty());
    // Room coordinates are relative to the room, not to any map.
    let rooms = "LEVEL:\"test\"\nROOM:\"ordinary\",random,random,random,(9,9) {\n  MONSTER:'d',(8,8)\n}\n";
    assert!(codes(rooms).is_empty());
    // So are those inside a REGION's block (the region is the room there).
    assert!(
        codes(&maze("REGION: (0,0,4,2), lit, \"ordinary\", filled, irregular {\n  OBJECT: '!', (3,2)\n}")).is_empty()
    );
    // Split parts joined by a teleport region, or with stairs in one part.
    let split = "MAZE:\"test\",' '\nGEOMETRY:center,center\nMAP\n-------\n|..|..|\n-------\nENDMAP\n";
    assert_eq!(codes(&format!("{split}STAIR:(1,1),up\nSTAIR:(4,1),down\n")), ["L0309"]);
    assert!(
        codes(&format!("{split}STAIR:(1,1),up\nSTAIR:(4,1),down\nTELEPORT_REGION:(1,1,2,1),(0,0,0,0)\n")).is_empty()
    );
    assert!(codes(&format!("{split}STAIR:(1,1),up\nSTAIR:(2,1),down\n")).is_empty());
    // A DOOR statement on the dividing wall makes a door there (sp_lev.c
    // does): joined.
    assert!(codes(&format!("{split}STAIR:(1,1),up\nSTAIR:(4,1),down\nDOOR:closed,(3,1)\n")).is_empty());
    // Terrain changed after the map cannot be followed: no claim.
    assert!(codes(&format!("{split}STAIR:(1,1),up\nSTAIR:(4,1),down\nTERRAIN:(3,1),'.'\n")).is_empty());
    // Circles without a filling word say nothing (the default is quiet).
    assert!(codes(&maze("TERRAIN: circle((2,1), 1), 'P'")).is_empty());
}

#[test]
fn every_diagnostic_has_a_documented_code() {
    let snippets = [
        maze("MONSTER 'd', (1,1)"),
        maze("MONSTER: \"jackel\", (1,1)"),
        maze("$a = 5\n$a = \"five\""),
        maze("BREAK"),
        maze("OBJECT: '!'"),
        "MAZE:\"test\",' '\nGEOMETRY:center,center\nMAP\n..Q..\nENDMAP\n".to_string(),
    ];
    for s in snippets {
        for c in codes(&s) {
            assert!(lev_comp::explain::lookup(&c).is_some(), "code {c:?} undocumented, from:\n{s}");
        }
    }
}
snap!(unclosed_list_is_not_blamed_on_the_monster_before, maze("MONSTER: 'd', (1,1)\n$a = { 1, 2"));
snap!(missing_arguments_before_a_closing_brace, maze("IF [50%] {\n  DOOR: closed\n}"));
snap!(lower_case_statement_keyword, maze("monster: 'd', (1,1)"));
snap!(unquoted_class_character, maze("MONSTER: d, (1,1)"));
snap!(double_quoted_class_character, maze("MONSTER: (\"d\", \"jackal\"), (1,1)"));
snap!(comma_missing_before_coordinate, maze("OBJECT: \"long sword\" (1,1)"));
