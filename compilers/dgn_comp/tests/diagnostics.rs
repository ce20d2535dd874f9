//! Bad dungeon descriptions and the diagnostics they get (insta snapshots).

use oxhack_diag::{Diags, Sources};

fn render(src: &str) -> String {
    let mut sources = Sources::new();
    let id = sources.add("bad.def", src);
    let mut diags = Diags::new();
    let _ = dgn_comp::compile(id, src, &mut diags);
    assert!(!diags.list.is_empty(), "expected a diagnostic for:\n{src}");
    sources.render_plain(&diags.list)
}

const MAIN: &str = "DUNGEON: \"Main\" \"D\" (10, 2)\n";

macro_rules! snap {
    ($name:ident, $src:expr) => {
        #[test]
        fn $name() {
            insta::assert_snapshot!(render(&$src));
        }
    };
}

snap!(keyword_typo, format!("{MAIN}LEVLE: \"oracle\" \"O\" @ (5, 5)\n"));
snap!(missing_at, format!("{MAIN}LEVEL: \"oracle\" \"O\" (5, 5)\n"));
snap!(comment_not_first_column, format!("{MAIN}LEVEL: \"oracle\" \"O\" @ (5, 5) # the oracle\n"));
snap!(bad_bones, format!("{MAIN}LEVEL: \"oracle\" \"OR\" @ (5, 5)\n"));
snap!(base_out_of_range, format!("{MAIN}LEVEL: \"oracle\" \"O\" @ (40, 0)\n"));
snap!(range_out_of_range, format!("{MAIN}LEVEL: \"oracle\" \"O\" @ (30, 5)\n"));
snap!(level_outside_dungeon, "LEVEL: \"oracle\" \"O\" @ (5, 5)\n");
snap!(
    chain_missing,
    format!("{MAIN}LEVEL: \"wizard1\" \"none\" @ (3, 2)\nCHAINLEVEL: \"wizard2\" \"X\" \"wizrad1\" + (1, 0)\n")
);
snap!(chain_to_itself, format!("{MAIN}CHAINLEVEL: \"wizard2\" \"X\" \"wizard2\" + (1, 0)\n"));
snap!(
    chain_probabilistic,
    format!("{MAIN}LEVEL: \"bigrm\" \"B\" @ (5, 2) 40\nCHAINLEVEL: \"after\" \"none\" \"bigrm\" + (1, 0)\n")
);
snap!(duplicate_level, format!("{MAIN}LEVEL: \"oracle\" \"O\" @ (5, 0)\nLEVEL: \"oracle\" \"O\" @ (6, 0)\n"));
snap!(duplicate_dungeon, format!("{MAIN}BRANCH: \"Main\" @ (2, 0)\nDUNGEON: \"Main\" \"M\" (3, 0)\n"));
snap!(reverse_branch, format!("{MAIN}DUNGEON: \"Mines\" \"M\" (3, 0)\nBRANCH: \"Main\" @ (1, 0)\n"));
snap!(
    branch_to_nowhere,
    format!("{MAIN}BRANCH: \"The Gnomish Mine\" @ (2, 3)\nDUNGEON: \"The Gnomish Mines\" \"M\" (8, 2)\n")
);
snap!(unreachable_dungeon, format!("{MAIN}DUNGEON: \"Island\" \"I\" (2, 0)\n"));
snap!(bad_description, format!("{MAIN}DESCRIPTION: lawful\nALIGNMENT: mazelike\n"));
snap!(leveldesc_before_level, format!("{MAIN}LEVELDESC: town\n"));
snap!(never_placeable, format!("{MAIN}LEVEL: \"a\" \"none\" @ (1, 0)\nLEVEL: \"b\" \"none\" @ (1, 0)\n"));
snap!(name_too_long, "DUNGEON: \"The Extraordinarily Long Dungeon\" \"D\" (5, 0)\n");
snap!(empty_description, "# nothing here\n");

#[test]
fn one_run_reports_every_error() {
    let out = render(&format!(
        "{MAIN}LEVEL: \"a\" \"AB\" @ (5, 0)\nLEVEL: \"b\" \"B\" @ (50, 0)\nCHAINLEVEL: \"c\" \"C\" \"zzz\" + (1, 0)\n"
    ));
    assert_eq!(out.lines().filter(|l| l.starts_with("error")).count(), 3, "{out}");
}
