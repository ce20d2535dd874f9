//! Malformed inputs: every problem reported in one run, as codespan
//! diagnostics (snapshots of the rendered text), and no output.

use makedefs::compat::{Config, add_source, data, dungeon_pdf, oracles, quest, rumors, strings};
use oxhack_diag::{Diags, FileId, Sources};

/// Runs one single-input mode on `text` (named `name`); returns the
/// rendered diagnostics and whether there was output.
fn run(name: &str, text: &str, f: impl FnOnce(&str, FileId, &mut Diags) -> Option<Vec<u8>>) -> (String, bool) {
    let mut sources = Sources::new();
    let id = sources.add(name, text);
    let mut diags = Diags::new();
    let out = f(text, id, &mut diags);
    (sources.render_plain(&diags.list), out.is_some())
}

fn quest(text: &str) -> String {
    let (rendered, ok) = run("quest.txt", text, |t, id, d| quest::compile(t, id, &Config::default(), d));
    assert!(!ok, "expected no output");
    rendered
}

fn engrave(text: &str) -> (String, bool) {
    run("engrave.txt", text, |t, id, d| strings::compile(t, id, strings::DEFAULTS[1], &Config::default(), d))
}

#[test]
fn quest_unknown_class() {
    insta::assert_snapshot!(quest("%Cc Arch 00001\nHello.\n%E\n"));
}

#[test]
fn quest_message_without_end() {
    insta::assert_snapshot!(quest("%Cp Arc 00001\nHello.\n\n# trailing comment\n"));
}

#[test]
fn quest_end_without_start() {
    insta::assert_snapshot!(quest("%Cp Arc 00001\nHello.\n%E\n%E\n"));
}

#[test]
fn quest_nested_start() {
    insta::assert_snapshot!(quest("%Cp Arc 00001\nHello.\n%Cp Arc 00002\nAgain.\n%E\n"));
}

#[test]
fn quest_duplicate_number() {
    insta::assert_snapshot!(quest("%Cp Arc 00001\nHello.\n%E\n%Cp Arc 00001\nAgain.\n%E\n"));
}

#[test]
fn quest_number_out_of_range() {
    insta::assert_snapshot!(quest("%Cp Arc 123456\nHello.\n%E\n%Cp Arc 0\nZero.\n%E\n"));
}

#[test]
fn quest_text_outside_message_and_malformed_start() {
    insta::assert_snapshot!(quest("stray text\nmore stray text\n%C Arc 00001\nx\n%E\n%Cp Bar\n%E\n"));
}

#[test]
fn quest_class_resumes_and_bad_summary() {
    insta::assert_snapshot!(quest(
        "%Cc Arc 00001\nA.\n%E [summary\n%Cp Bar 00001\nB.\n%E [useless] extra\n%Cp Arc 00002\nC.\n%E\n"
    ));
}

#[test]
fn filter_block_never_closed() {
    let (rendered, ok) = engrave("Elbereth\n^?MAIL\nYou've got mail!\n^!UNIX\nno\n");
    assert!(!ok);
    insta::assert_snapshot!(rendered);
}

#[test]
fn filter_else_and_end_without_if() {
    let (rendered, ok) = engrave("^:\nElbereth\n^.\n^?MAIL\n^:\n^:\n^.\n^x\n");
    assert!(!ok);
    insta::assert_snapshot!(rendered);
}

#[test]
fn filter_unknown_conditional_is_a_warning() {
    let (rendered, ok) = engrave("^?MIAL\nYou've got mail!\n^.\n");
    assert!(ok, "a warning only");
    insta::assert_snapshot!(rendered);
}

#[test]
fn dungeon_unknown_conditional_and_missing_name() {
    let (rendered, ok) = run("dungeon.def", "^?\nDUNGEON: \"x\"\n^.\n^!TTY_GRAPHIC\n^.\n", |t, id, d| {
        dungeon_pdf::compile(t, id, &Config::default(), d)
    });
    assert!(!ok);
    insta::assert_snapshot!(rendered);
}

#[test]
fn oracles_without_separators() {
    let (rendered, ok) = run("oracles.txt", "# comment\nThou shalt\nnot pass.\n", oracles::compile);
    assert!(!ok);
    insta::assert_snapshot!(rendered);
}

#[test]
fn oracles_without_oracles_and_long_line() {
    let (rendered, ok) = run("oracles.txt", "-----\n# nothing\n-----\n", oracles::compile);
    assert!(!ok);
    let long = format!("-----\n{}\n", "x".repeat(90));
    let (warned, ok2) = run("oracles.txt", &long, oracles::compile);
    assert!(ok2, "long oracle lines are a warning");
    insta::assert_snapshot!(format!("{rendered}{warned}"));
}

#[test]
fn rumors_empty_file() {
    let mut sources = Sources::new();
    let tru = sources.add("rumors.tru", "");
    let fal = sources.add("rumors.fal", "A rumor.\n\nAnother_\n");
    let mut diags = Diags::new();
    assert!(rumors::compile("", tru, "A rumor.\n\nAnother_\n", fal, &mut diags).is_none());
    insta::assert_snapshot!(sources.render_plain(&diags.list));
}

#[test]
fn data_text_before_first_keyword() {
    let (rendered, ok) =
        run("data.base", "# c\n\n\tOrphan text.\nant\n\tAnts.\n3d glasses\n\tx\n.dot\nEnd\n", data::compile);
    assert!(!ok);
    insta::assert_snapshot!(rendered);
}

#[test]
fn line_too_long() {
    let text = format!("-----\n{}\n", "word ".repeat(60));
    let (rendered, ok) = run("oracles.txt", &text, oracles::compile);
    assert!(!ok);
    insta::assert_snapshot!(rendered);
}

#[test]
fn nul_byte() {
    let mut sources = Sources::new();
    let tru = sources.add("rumors.tru", "one\0two\n");
    let fal = sources.add("rumors.fal", "three\n");
    let mut diags = Diags::new();
    assert!(rumors::compile("one\0two\n", tru, "three\n", fal, &mut diags).is_none());
    // The rendering quotes the NUL byte itself; show it visibly.
    insta::assert_snapshot!(sources.render_plain(&diags.list).replace('\0', "\u{2400}"));
}

#[test]
fn invalid_utf8() {
    let mut sources = Sources::new();
    let mut diags = Diags::new();
    let id = add_source(&mut sources, "epitaph.txt", b"Rest in peace\nR\xe9quiescat\n".to_vec(), &mut diags);
    assert!(id.is_none());
    insta::assert_snapshot!(sources.render_plain(&diags.list));
}
