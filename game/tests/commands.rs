//! The command set (cmd.c): every command of NetHack 3.6.7's table is
//! known by its keys and by `#name`, `#` completes unique prefixes, `#?`
//! lists the extended commands, commands not built yet say so, and
//! `docs/commands.md` is the table as it is.

mod arena;
#[path = "commands/kit.rs"]
mod kit;

use kit::*;
use oxhack_game::cmd::doc::commands_markdown;
use oxhack_game::cmd::table::{EXTCMDS, NOTAVAIL, PLAYTEST, Status, WIZMODECMD, keys_of, visctrl};
use oxhack_game::game::{Game, NewGame};
use oxhack_tables::ids::*;

/// Whether any message since `from` is the dispatcher not knowing a
/// command.
fn unknown(g: &Game, from: usize) -> Option<String> {
    g.history[from..]
        .iter()
        .find(|h| {
            h.starts_with("Unknown command") || h.contains("unknown extended command") || *h == "You can't do that."
        })
        .cloned()
}

/// A game (wizard or not) in an arena, fresh for each command tried.
fn fresh(wizard: bool, number_pad: bool) -> Game {
    let mut ng = NewGame::quick(7);
    ng.wizard = wizard;
    ng.opts.number_pad = number_pad;
    let mut g = Game::new(ng).expect("game");
    let base = arena(7);
    g.lev = base.lev.clone();
    g.u_on_newpos(40, 10);
    g.vision_recalc();
    g
}

#[test]
fn every_extended_command_is_known_by_its_name() {
    for wizard in [false, true] {
        for e in EXTCMDS {
            if e.name == "#" || e.has(PLAYTEST) || (e.has(WIZMODECMD) && !wizard) {
                continue;
            }
            let mut g = fresh(wizard, false);
            run(&mut g, &format!("#{}\n", e.name));
            assert_eq!(unknown(&g, 0), None, "#{} (wizard {wizard}): {:?}", e.name, g.history);
        }
    }
}

#[test]
fn every_key_of_the_table_runs_its_command_in_both_key_modes() {
    for number_pad in [false, true] {
        for wizard in [false, true] {
            for e in EXTCMDS {
                if e.has(PLAYTEST) || (e.has(WIZMODECMD) && !wizard) || e.name == "save" {
                    continue;
                }
                for k in keys_of(e, number_pad, wizard) {
                    if k == ' ' || (k as u32) >= 0x80 {
                        continue; // rest_on_space is off; no meta keys from a terminal
                    }
                    let mut g = fresh(wizard, number_pad);
                    run(&mut g, &k.to_string());
                    assert_eq!(
                        unknown(&g, 0),
                        None,
                        "{} for #{} (number_pad {number_pad}, wizard {wizard}): {:?}",
                        visctrl(k),
                        e.name,
                        g.history
                    );
                }
            }
        }
    }
}

#[test]
fn wizard_commands_are_refused_outside_wizard_mode() {
    let mut g = fresh(false, false);
    run(&mut g, "\x06"); // ^F, #wizmap
    assert_eq!(last(&g), "You can't do that!");
    run(&mut g, "#wizmap\n");
    assert_eq!(last(&g), "You can't do that.");
}

#[test]
fn a_key_bound_to_nothing_is_an_unknown_command() {
    let mut g = fresh(false, true);
    run(&mut g, "\x19"); // ^Y: nothing in number_pad mode
    assert_eq!(last(&g), "Unknown command '^Y'.");
}

#[test]
fn hash_completes_a_unique_prefix_of_a_command() {
    let mut g = arena(1);
    let took = run(&mut g, "#si\n");
    assert!(took, "sitting takes the move");
    assert_eq!(last(&g), "Having fun sitting on the floor?");
    let (_, seen) = run_seen(&mut g, "#tu");
    assert!(seen.iter().any(|s| s.lines().next().unwrap_or("").starts_with("# turn")), "the rest of 'turn' is shown");
}

#[test]
fn hash_does_not_complete_an_ambiguous_prefix() {
    let mut g = arena(1);
    run(&mut g, "#t\n");
    assert_eq!(last(&g), "t: unknown extended command.");
}

#[test]
fn commands_that_do_not_complete_must_be_typed_whole() {
    let mut g = arena(1);
    run(&mut g, "#wai\n");
    assert_eq!(last(&g), "wai: unknown extended command.");
    g.history.clear();
    run(&mut g, "#wait\n");
    assert!(g.history.is_empty(), "#wait rests without a word: {:?}", g.history);
}

#[test]
fn hash_question_lists_the_extended_commands_with_descriptions() {
    let mut g = arena(1);
    let (_, seen) = run_seen(&mut g, "#?\n>>>>>>");
    let all = seen.join("\n");
    assert!(all.contains("Extended Commands List"), "{all}");
    assert!(all.contains(" sit            [A] sit down"), "{all}");
    assert!(all.contains(" terrain        [A] show map without obstructions"), "{all}");
    assert!(all.contains(&format!(" {:<14} {:<3} {}", "wait", "", "rest one move while doing nothing")), "{all}");
    assert!(!all.contains("wizwish"), "wizard commands are not listed outside wizard mode");
}

#[test]
fn commands_not_built_yet_say_so_in_words() {
    let notyet: Vec<&str> = EXTCMDS.iter().filter(|e| e.status == Status::NotYet).map(|e| e.name).collect();
    assert!(notyet.contains(&"ride"));
    let mut g = arena(1);
    assert!(!run(&mut g, "#ride\n"));
    assert_eq!(last(&g), "You can't ride yet in OxHack.");
    assert!(!notyet.contains(&"twoweapon"), "two-weapon combat is built");
}

#[test]
fn refused_commands_are_marked_not_available() {
    for name in ["shell", "suspend"] {
        let e = EXTCMDS.iter().find(|e| e.name == name).expect("in the table");
        assert!(e.has(NOTAVAIL));
    }
    let mut g = arena(1);
    run(&mut g, "!");
    assert!(!last(&g).starts_with("Unknown"), "{}", last(&g));
}

#[test]
fn number_pad_letters_are_commands() {
    let mut g = fresh(false, true);
    run(&mut g, "j");
    assert_eq!(last(&g), "You can't jump very far.");
    let mut g = fresh(false, true);
    let (x, y) = (g.u.ux, g.u.uy);
    run(&mut g, "6");
    assert_eq!((g.u.ux, g.u.uy), (x + 1, y), "6 moves east");
}

#[test]
fn the_m_prefix_asks_for_a_menu_or_says_it_does_nothing() {
    let mut g = arena(1);
    run(&mut g, "m#sit\n");
    assert!(g.history.iter().any(|h| h == "'m' prefix has no effect for the sit command."), "{:?}", g.history);
    let mut g2 = arena(1);
    let (x, y) = (g2.u.ux, g2.u.uy);
    let o = g2.with_mk(|c| c.mksobj(DAGGER, false, false));
    g2.lev.place_object(o, x + 1, y);
    g2.opts.autopickup = true;
    g2.opts.pickup_types.clear();
    run(&mut g2, "ml");
    assert_eq!((g2.u.ux, g2.u.uy), (x + 1, y));
    assert!(g2.u.invent.is_empty(), "m moves without picking up");
}

#[test]
fn ctrl_a_repeats_the_last_command_with_its_keys() {
    let mut g = arena(1);
    let l = give(&mut g, DAGGER, |o| o.quan = 3);
    script(&mut g, &format!("d{l}\x01"));
    assert!(g.rhack());
    assert_eq!(inv(&g, l).map(|o| o.quan), None, "d drops the whole stack: {:?}", g.history);
    let l2 = give(&mut g, ARROW, |o| o.quan = 1);
    assert_eq!(l2, l, "the letter is free again");
    assert!(g.rhack(), "^A drops again");
    assert!(inv(&g, l).is_none(), "^A typed d{l} again: {:?}", g.history);
}

#[test]
fn at_toggles_autopickup() {
    let mut g = arena(1);
    let was = g.opts.autopickup;
    run(&mut g, "@");
    assert_eq!(g.opts.autopickup, !was);
    assert_eq!(last(&g), if was { "Autopickup: OFF." } else { "Autopickup: ON, for all objects." });
}

#[test]
fn docs_commands_md_is_the_table() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/commands.md");
    let want = commands_markdown();
    if std::env::var_os("OXHACK_BLESS").is_some() {
        std::fs::create_dir_all(path.parent().expect("docs")).expect("docs/");
        std::fs::write(&path, &want).expect("write docs/commands.md");
    }
    let have = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        have == want,
        "docs/commands.md differs from the table: run OXHACK_BLESS=1 cargo test -p oxhack-game --test commands docs"
    );
    for e in EXTCMDS {
        assert!(have.contains(&format!("`#{}`", e.name)), "#{} has a row", e.name);
    }
}
