//! Long source lines are shown windowed around their labels; everything else
//! renders exactly as codespan-reporting renders it.

use codespan_reporting::files::SimpleFiles;
use codespan_reporting::term::{self, termcolor};
use oxhack_diag::{Diagnostic, FileId, LINE_LIMIT, Label, Sources, WINDOW};
use std::ops::Range;
use unicode_width::UnicodeWidthStr;

/// A diagnostic whose first label is primary and the others secondary.
fn diagnostic(labels: &[(FileId, Range<usize>, &str)]) -> Diagnostic {
    Diagnostic::error().with_message("something is wrong").with_labels(
        labels
            .iter()
            .enumerate()
            .map(|(i, (file, range, msg))| {
                let label =
                    if i == 0 { Label::primary(*file, range.clone()) } else { Label::secondary(*file, range.clone()) };
                label.with_message(*msg)
            })
            .collect(),
    )
}

/// Renders one diagnostic on one file through `Sources`.
fn render(text: &str, labels: &[(Range<usize>, &str)]) -> String {
    let mut sources = Sources::new();
    let id = sources.add("test.des", text);
    let labels: Vec<_> = labels.iter().map(|(r, m)| (id, r.clone(), *m)).collect();
    sources.render_plain(&[diagnostic(&labels)])
}

/// What codespan-reporting itself prints for the same diagnostic.
fn render_unwindowed(text: &str, labels: &[(Range<usize>, &str)]) -> String {
    let mut files = SimpleFiles::new();
    let id = files.add("test.des".to_string(), text.to_string());
    let labels: Vec<_> = labels.iter().map(|(r, m)| (id, r.clone(), *m)).collect();
    let mut out = termcolor::NoColor::new(Vec::new());
    term::emit_to_write_style(&mut out, &term::Config::default(), &files, &diagnostic(&labels)).unwrap();
    String::from_utf8(out.into_inner()).unwrap()
}

/// The rendered source line numbered `n` and the caret line under it, each
/// with the gutter (everything up to and including "│ ") removed.
fn source_and_carets(out: &str, n: usize) -> (&str, &str) {
    let lines: Vec<&str> = out.lines().collect();
    let at = lines
        .iter()
        .position(|l| l.trim_start().starts_with(&format!("{n} │")))
        .unwrap_or_else(|| panic!("no source line {n} in:\n{out}"));
    let body = |l: &str| -> usize { l.find("│ ").map(|i| i + "│ ".len()).unwrap_or(l.len()) };
    let (src, carets) = (lines[at], lines[at + 1]);
    (&src[body(src)..], &carets[body(carets)..])
}

/// Asserts that `needle` appears in the rendered source line `n` and that
/// the caret run under it starts in the same display column and is
/// `carets` display columns of `mark` long.
fn assert_marked(out: &str, n: usize, needle: &str, mark: char, carets: usize) {
    let (src, under) = source_and_carets(out, n);
    let at = src.find(needle).unwrap_or_else(|| panic!("{needle:?} not shown in:\n{out}"));
    let column = src[..at].width();
    let under_column: usize = under.chars().take_while(|&c| c != mark).map(|c| c.to_string().width()).sum();
    assert_eq!(column, under_column, "caret misaligned under {needle:?}:\n{out}");
    let run = under.chars().skip_while(|&c| c != mark).take_while(|&c| c == mark).count();
    assert_eq!(run, carets, "caret run under {needle:?}:\n{out}");
}

fn header(out: &str) -> &str {
    out.lines().find(|l| l.contains("┌─")).expect("a header").trim_start().trim_start_matches("┌─ ")
}

#[test]
fn short_lines_render_exactly_as_codespan_does() {
    let text = "MAZE:\"x\",' '\n\tMONSTER:'d',\"jackal\"\nname: caf\u{e9} \u{65e5}\u{672c}\n\nlast";
    let cases: Vec<Vec<(Range<usize>, &str)>> = vec![
        vec![(0..4, "here")],
        vec![(15..22, "tab before"), (0..4, "and here")],
        vec![(5..30, "two lines")],
        vec![(text.len()..text.len(), "at the end")],
        vec![(42..48, "multi-byte"), (38..41, "ascii")],
        vec![(0..text.len(), "everything")],
    ];
    for labels in cases {
        assert_eq!(render(text, &labels), render_unwindowed(text, &labels), "labels {labels:?}");
    }
    // A line wider than the window but not past the limit is still whole.
    let wide = format!("-----\n{}\n", "word ".repeat(LINE_LIMIT / 5));
    assert!(wide.lines().nth(1).unwrap().len() == LINE_LIMIT && LINE_LIMIT > WINDOW);
    let labels = [(6 + WINDOW..6 + LINE_LIMIT, "past the window")];
    assert_eq!(render(&wide, &labels), render_unwindowed(&wide, &labels));
}

#[test]
fn a_label_in_the_middle_of_a_1mb_line() {
    let text = format!("{}BAD_TOKEN{}", "a b ".repeat(125_000), " c d".repeat(125_000));
    let out = render(&text, &[(500_000..500_009, "not a statement")]);
    assert!(out.len() < 1024, "{} bytes:\n{out}", out.len());
    assert_eq!(header(&out), "test.des:1:500001");
    assert_marked(&out, 1, "BAD_TOKEN", '^', 9);
    let (src, _) = source_and_carets(&out, 1);
    assert!(src.starts_with("...") && src.trim_end().ends_with("..."), "cut at both ends: {src}");
    assert!(src.contains("a b a b BAD_TOKEN c d c d"), "{src}");
    assert!(src.width() <= WINDOW + 2 * 3, "{} columns: {src}", src.width());
    assert!(out.contains("not a statement"));
}

#[test]
fn the_header_gives_the_original_line_and_column() {
    let long = "x".repeat(300_000);
    let text = format!("first line\n{long}BAD{long}\nthird line\n");
    let start = 11 + 300_000;
    let out = render(&text, &[(start..start + 3, "here")]);
    assert_eq!(header(&out), "test.des:2:300001");
    assert_marked(&out, 2, "BAD", '^', 3);
    assert!(out.len() < 1024, "{out}");
    let mut sources = Sources::new();
    let id = sources.add("test.des", text);
    assert_eq!(sources.line_col(id, start), (2, 300_001));
}

#[test]
fn multi_byte_characters_are_never_cut() {
    // Two-byte, three-byte (double width) and four-byte characters, and
    // combining accents, in every alignment around the cuts.
    let unit = "\u{e9}\u{65e5}a\u{1f600}e\u{301}\u{301}";
    for pad in 0..unit.chars().count() {
        let prefix: String = unit.chars().take(pad).collect();
        let head = format!("{prefix}{}", unit.repeat(20_000));
        let text = format!("{head}<<\u{5b57}>>{}", unit.repeat(20_000));
        let at = head.len();
        let out = render(&text, &[(at..at + 7, "wide")]);
        assert!(!out.contains('\u{fffd}'), "{out}");
        assert!(out.len() < 2048, "{} bytes", out.len());
        // "<<字>>" is 5 characters, 6 columns wide.
        assert_marked(&out, 1, "<<\u{5b57}>>", '^', 6);
        let (src, _) = source_and_carets(&out, 1);
        let after_cut = src.trim_start_matches("...").chars().next().unwrap();
        assert_ne!(after_cut, '\u{301}', "a combining accent lost its letter: {src}");
        let column = unicode_width::UnicodeWidthStr::width(&text[..at]);
        assert!(column > 0);
        let chars = text[..at].chars().count();
        assert_eq!(header(&out), format!("test.des:1:{}", chars + 1));
    }
    // A label that starts or ends inside a character does not panic.
    let text = "\u{65e5}".repeat(100_000);
    for range in [1..2, 1..1, 150_001..150_005, 299_998..299_999] {
        let out = render(&text, &[(range.clone(), "odd")]);
        assert!(out.len() < 2048 && !out.contains('\u{fffd}'), "{range:?}: {out}");
    }
}

#[test]
fn a_label_at_the_start_of_a_long_line() {
    let text = format!("ERR{}", "-".repeat(1_000_000));
    let out = render(&text, &[(0..3, "first")]);
    assert_eq!(header(&out), "test.des:1:1");
    assert_marked(&out, 1, "ERR", '^', 3);
    let (src, _) = source_and_carets(&out, 1);
    assert!(src.starts_with("ERR---") && src.trim_end().ends_with("-..."), "{src}");
    assert!(out.len() < 1024);
}

#[test]
fn a_label_at_the_end_of_a_long_line() {
    let body = "-".repeat(1_000_000);
    // The last characters of a line followed by another line.
    let text = format!("{body}END\nnext\n");
    let end = body.len() + 3;
    let out = render(&text, &[(end - 3..end, "last")]);
    assert_eq!(header(&out), "test.des:1:1000001");
    assert_marked(&out, 1, "END", '^', 3);
    let (src, _) = source_and_carets(&out, 1);
    assert!(src.starts_with("...---") && src.trim_end().ends_with("---END"), "{src}");
    assert!(out.len() < 1024);
    // An empty label at the very end of a file of one long line: the caret
    // sits just past the last character.
    let text = format!("{body}END");
    let out = render(&text, &[(text.len()..text.len(), "the file ends here")]);
    assert_eq!(header(&out), "test.des:1:1000004");
    let (src, under) = source_and_carets(&out, 1);
    assert!(src.trim_end().ends_with("---END"), "{src}");
    assert_eq!(under.find('^'), Some(src.trim_end().len()), "{out}");
    assert!(out.len() < 1024);
}

#[test]
fn two_labels_far_apart_on_one_line() {
    let text = format!("{}FIRST{}SECOND{}", "a".repeat(300_000), "b".repeat(400_000), "c".repeat(300_000));
    let (first, second) = (300_000, 700_005);
    let out = render(&text, &[(second..second + 6, "the error"), (first..first + 5, "declared here")]);
    assert!(out.len() < 2048, "{} bytes:\n{out}", out.len());
    assert_eq!(header(&out), "test.des:1:700006");
    assert_marked(&out, 1, "FIRST", '-', 5);
    assert_marked(&out, 1, "SECOND", '^', 6);
    let (src, _) = source_and_carets(&out, 1);
    assert!(src.contains("bbb...bbb"), "a cut between the two: {src}");
    assert_eq!(src.matches("...").count(), 3, "{src}");
    assert!(out.contains("the error") && out.contains("declared here"));
    // Two labels close together share one window: no cut between them.
    let text = format!("{}ONE and TWO{}", "a".repeat(300_000), "c".repeat(300_000));
    let out = render(&text, &[(300_000..300_003, "one"), (300_008..300_011, "two")]);
    let (src, _) = source_and_carets(&out, 1);
    assert!(src.contains("ONE and TWO") && src.matches("...").count() == 2, "{src}");
}

#[test]
fn labels_on_different_long_lines() {
    let line = |word: &str| format!("{}{word}{}\n", "x".repeat(200_000), "y".repeat(200_000));
    let (one, two) = (line("ALPHA"), line("OMEGA"));
    let text = format!("{one}short\n{two}");
    let a = 200_000;
    let b = one.len() + "short\n".len() + 200_000;
    let out = render(&text, &[(b..b + 5, "second"), (a..a + 5, "first")]);
    assert!(out.len() < 2048, "{} bytes:\n{out}", out.len());
    assert_eq!(header(&out), "test.des:3:200001");
    assert_marked(&out, 1, "ALPHA", '-', 5);
    assert_marked(&out, 3, "OMEGA", '^', 5);
    assert!(out.contains("2 │ short"), "{out}");
}

#[test]
fn a_label_covering_a_whole_1mb_line_is_cut_and_marked() {
    let text = format!("LEVEL:\"x\" {}\nnext\n", "A".repeat(1_000_000));
    let out = render(&text, &[(10..1_000_010, "all of this")]);
    assert!(out.len() < 1024, "{} bytes:\n{out}", out.len());
    assert_eq!(header(&out), "test.des:1:11");
    let (src, under) = source_and_carets(&out, 1);
    assert!(src.starts_with("LEVEL:\"x\" AAA") && src.trim_end().ends_with("AAA..."), "{src}");
    // The carets start under the span's first character and run on under
    // the ellipsis that says it goes on.
    assert_eq!(under.find('^'), Some(10));
    let carets = under.chars().filter(|&c| c == '^').count();
    assert_eq!(10 + carets, src.trim_end().len(), "{out}");
    assert!(out.contains("all of this"));
}

#[test]
fn tabs_in_a_long_line() {
    let text = format!("{}\tBAD\t{}", "\tx".repeat(100_000), "y\t".repeat(100_000));
    let at = 200_001;
    let out = render(&text, &[(at..at + 3, "tabbed")]);
    assert!(out.len() < 2048, "{} bytes:\n{out}", out.len());
    assert_eq!(header(&out), "test.des:1:200002");
    assert_marked(&out, 1, "BAD", '^', 3);
}

#[test]
fn a_multi_line_label_between_long_lines() {
    let long = "z".repeat(500_000);
    let text = format!("{long}START{long}\n{long}\nshort\n{long}STOP{long}\n");
    let start = 500_000;
    let stop = text.find("STOP").unwrap() + 4;
    let out = render(&text, &[(start..stop, "all this")]);
    assert!(out.len() < 4096, "{} bytes:\n{out}", out.len());
    assert_eq!(header(&out), "test.des:1:500001");
    assert!(out.contains("START") && out.contains("STOP") && out.contains("3 │ │ short"), "{out}");
    // The long line inside the label is shown from its start, cut.
    assert!(out.contains("2 │ │ zzz") && out.lines().any(|l| l.starts_with("2 │") && l.ends_with("z...")), "{out}");
}

#[test]
fn many_labels_on_one_long_line_stay_bounded() {
    let text = "word ".repeat(200_000);
    let labels: Vec<(Range<usize>, &str)> = (0..40).map(|i| (i * 25_000..i * 25_000 + 4, "w")).collect();
    let out = render(&text, &labels);
    // codespan hangs each label's message on its own line under the source,
    // so the output grows with labels times the width shown.
    assert!(out.len() < 40 * 1024, "{} bytes", out.len());
    let (src, _) = source_and_carets(&out, 1);
    assert_eq!(src.matches("...").count(), 40, "a window per label: {src}");
    assert_eq!(header(&out), "test.des:1:1");
}

#[test]
fn crlf_line_endings() {
    let text = format!("{}HERE{}\r\nnext\r\n", "q".repeat(100_000), "q".repeat(100_000));
    let out = render(&text, &[(100_000..100_004, "crlf")]);
    assert!(!out.contains('\r'), "{out:?}");
    assert_marked(&out, 1, "HERE", '^', 4);
    assert!(out.len() < 1024);
}

#[test]
fn a_label_outside_its_file_renders_as_before() {
    let text = "x".repeat(1000);
    for labels in [vec![(2000..2001, "past the end")], vec![(Range { start: 5, end: 3 }, "backwards")]] {
        let mut sources = Sources::new();
        sources.add("test.des", text.clone());
        let expected = {
            let mut files = SimpleFiles::new();
            files.add("test.des".to_string(), text.clone());
            let mut out = termcolor::NoColor::new(Vec::new());
            let d = diagnostic(&[(0, labels[0].0.clone(), labels[0].1)]);
            match term::emit_to_write_style(&mut out, &term::Config::default(), &files, &d) {
                Ok(()) => String::from_utf8(out.into_inner()).unwrap(),
                Err(_) => format!("{}\n", d.message),
            }
        };
        assert_eq!(render(&text, &labels), expected);
    }
}

/// A deterministic stream of pseudo-random numbers (no extra dependency).
struct Lcg(u64);
impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n.max(1)
    }
}

#[test]
fn random_files_and_labels_never_panic_and_stay_bounded() {
    let alphabet = ['a', ' ', '\t', '\u{e9}', '\u{65e5}', '\u{301}', '\u{1f600}', '\n', '\r', '\0'];
    let mut rng = Lcg(7);
    for round in 0..300 {
        let len = 1 + rng.below(3000);
        let long = rng.below(3) == 0;
        let text: String = (0..len)
            .map(|_| {
                let c = alphabet[rng.below(alphabet.len())];
                // Mostly newline-free text when we want long lines.
                if long && c == '\n' && rng.below(50) != 0 { 'b' } else { c }
            })
            .collect();
        let mut sources = Sources::new();
        let id = sources.add("r.des", text.clone());
        let labels: Vec<(FileId, Range<usize>, &str)> = (0..1 + rng.below(4))
            .map(|_| {
                let a = rng.below(text.len() + 1);
                let reach = if rng.below(2) == 0 { 10 } else { text.len() + 1 };
                let b = (a + rng.below(reach)).min(text.len());
                (id, a..b, "label")
            })
            .collect();
        let out = sources.render_plain(&[diagnostic(&labels)]);
        let (line, column) = sources.line_col(id, labels[0].1.start);
        assert!(out.contains(&format!("r.des:{line}:{column}")), "round {round}: {out}");
        // Every source line shown is bounded, however long the original.
        for l in out.lines() {
            assert!(l.chars().count() < LINE_LIMIT + 200, "round {round}: {} chars: {l}", l.chars().count());
        }
    }
}

#[test]
fn columns_are_counted_as_codespan_counts_them() {
    use codespan_reporting::files::Files;
    let alphabet = ['a', '\t', '\u{e9}', '\u{65e5}', '\u{1f600}', '\n', '\r'];
    let mut rng = Lcg(11);
    for _ in 0..40 {
        // Long enough for many column marks, with lines short and long.
        let len = rng.below(40_000);
        let text: String = (0..len)
            .map(|_| {
                let c = alphabet[rng.below(alphabet.len())];
                if c == '\n' && rng.below(20) != 0 { 'b' } else { c }
            })
            .collect();
        let mut sources = Sources::new();
        let id = sources.add("c.des", text.clone());
        let mut files = SimpleFiles::new();
        files.add("c.des", text.clone());
        for offset in (0..200).map(|_| rng.below(text.len() + 2)).chain([0, text.len(), text.len() + 5]) {
            let expected = files.location(0, offset).map(|l| (l.line_number, l.column_number)).unwrap();
            assert_eq!(sources.line_col(id, offset), expected, "offset {offset}");
        }
    }
    assert_eq!(Sources::new().line_col(3, 0), (0, 0));
}
