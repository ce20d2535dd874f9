//! Conformance: the 8 text databases built from NetHack 3.6.7's `dat/`
//! must be byte-identical to the ones NetHack 3.6.7's makedefs made.

use makedefs::compat::{Mode, build};
use oxhack_diag::Sources;

/// Where two byte strings first differ, with some context of each.
fn describe_mismatch(name: &str, ours: &[u8], golden: &[u8]) -> String {
    let at = ours.iter().zip(golden).position(|(a, b)| a != b).unwrap_or(ours.len().min(golden.len()));
    let window = |b: &[u8]| {
        let from = at.saturating_sub(24);
        let to = (at + 40).min(b.len());
        format!("{:?}", String::from_utf8_lossy(&b[from.min(to)..to]))
    };
    format!(
        "{name}: differs at byte {at} (0x{at:x}); sizes {} (ours) vs {} (golden)\n  ours:   {}\n  golden: {}",
        ours.len(),
        golden.len(),
        window(ours),
        window(golden)
    )
}

/// Builds the mode that writes `name` from the corpus and compares that
/// one output with its golden file; `None` when the material is missing.
fn check_one(name: &str) -> Option<Result<(), String>> {
    let corpus = oxhack_testkit::corpus()?;
    let golden = oxhack_testkit::golden()?;
    let mode = Mode::ALL.into_iter().find(|m| m.outputs().contains(&name)).expect("a mode writes it");
    let mut sources = Sources::new();
    let outputs = match build(mode, &corpus, &mut sources) {
        Ok(outputs) => outputs,
        Err(diags) => return Some(Err(format!("-{}: {}", mode.flag(), sources.render_plain(&diags.list)))),
    };
    let (_, ours) = outputs.iter().find(|(n, _)| n == name).expect("the mode's output");
    let want = std::fs::read(golden.join(name)).expect("golden file");
    Some(if *ours == want { Ok(()) } else { Err(describe_mismatch(name, ours, &want)) })
}

macro_rules! golden_tests {
    ($($test:ident => $name:literal),* $(,)?) => {$(
        #[test]
        fn $test() {
            if let Some(Err(e)) = check_one($name) {
                panic!("{e}");
            }
        }
    )*};
}

golden_tests! {
    data_is_byte_identical => "data",
    rumors_is_byte_identical => "rumors",
    oracles_is_byte_identical => "oracles",
    quest_dat_is_byte_identical => "quest.dat",
    bogusmon_is_byte_identical => "bogusmon",
    epitaph_is_byte_identical => "epitaph",
    engrave_is_byte_identical => "engrave",
    dungeon_pdf_is_byte_identical => "dungeon.pdf",
}

#[test]
fn text_databases_are_byte_identical() {
    let Some(corpus) = oxhack_testkit::corpus() else { return };
    let Some(golden) = oxhack_testkit::golden() else { return };
    let mut sources = Sources::new();
    let mut identical = 0;
    let mut total = 0;
    let mut failures = Vec::new();
    for mode in Mode::ALL {
        match build(mode, &corpus, &mut sources) {
            Ok(outputs) => {
                for (name, bytes) in outputs {
                    total += 1;
                    let want = std::fs::read(golden.join(&name)).expect("golden file");
                    if bytes == want {
                        identical += 1;
                    } else {
                        failures.push(describe_mismatch(&name, &bytes, &want));
                    }
                }
            }
            Err(diags) => {
                total += mode.outputs().len();
                failures.push(format!("-{}: {}", mode.flag(), sources.render_plain(&diags.list)));
            }
        }
    }
    for f in &failures {
        println!("{f}");
    }
    println!("makedefs conformance: {identical}/{total} outputs byte-identical");
    assert_eq!(total, 8, "expected 8 outputs");
    assert_eq!(identical, 8, "{}", failures.join("\n"));
}
