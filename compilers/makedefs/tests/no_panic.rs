//! No input makes any mode, or any reader, panic; what a mode accepts, its
//! reader reads back.

use makedefs::compat::data::Data;
use makedefs::compat::oracles::Oracles;
use makedefs::compat::quest_read::QuestData;
use makedefs::compat::rumors::Rumors;
use makedefs::compat::{Config, data, dungeon_pdf, oracles, quest, rumors, strings};
use oxhack_diag::{Diags, Sources};
use proptest::prelude::*;

/// Text built from the pieces the parsers care about, so the control
/// paths get exercised, mixed with arbitrary characters.
fn structured() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        Just("%C".to_string()),
        Just("%Cp Arc 00001".to_string()),
        Just("%Cc - 00010".to_string()),
        Just("%E".to_string()),
        Just("%E [sum]".to_string()),
        Just("^?MAIL".to_string()),
        Just("^!MAIL".to_string()),
        Just("^:".to_string()),
        Just("^.".to_string()),
        Just("^^".to_string()),
        Just("^".to_string()),
        Just("-----".to_string()),
        Just("#".to_string()),
        Just("\t".to_string()),
        Just("[".to_string()),
        Just("]".to_string()),
        Just("~".to_string()),
        Just("é".to_string()),
        Just("\0".to_string()),
        "[a-zA-Z0-9 .]{0,6}",
        "\\PC{0,4}",
    ];
    prop::collection::vec((prop::collection::vec(piece, 0..4), any::<bool>()), 0..24).prop_map(|lines| {
        lines.into_iter().map(|(parts, nl)| parts.concat() + if nl { "\n" } else { "" }).collect::<String>()
    })
}

fn any_text() -> impl Strategy<Value = String> {
    prop_oneof![structured(), any::<String>(), "(\\PC{0,300}\n){0,3}"]
}

/// Runs every mode on `text`, renders the diagnostics, and reads back
/// whatever was produced.
fn every_mode(text: &str) {
    let config = Config::default();
    let mut sources = Sources::new();
    let id = sources.add("input", text);
    let mut diags = Diags::new();
    if let Some(out) = data::compile(text, id, &mut diags) {
        Data::parse(&out).expect("data reads back");
    }
    if let Some(out) = rumors::compile(text, id, text, id, &mut diags) {
        let r = Rumors::parse(&out).expect("rumors read back");
        let _ = r.pick(&out, true, 12345);
        let _ = r.pick(&out, false, 0);
    }
    if let Some(out) = oracles::compile(text, id, &mut diags) {
        let o = Oracles::parse(&out).expect("oracles read back");
        assert!(o.oracle(&out, o.len() - 1).is_some());
    }
    if let Some(out) = quest::compile(text, id, &config, &mut diags) {
        QuestData::parse(&out).expect("quest.dat reads back");
    }
    for default in strings::DEFAULTS {
        if let Some(out) = strings::compile(text, id, default, &config, &mut diags) {
            strings::entries(&out, default).expect("strings read back");
            let _ = strings::pick(&out, 7);
        }
    }
    let _ = dungeon_pdf::compile(text, id, &config, &mut diags);
    let _ = sources.render_plain(&diags.list);
}

/// Every reader on arbitrary bytes.
fn every_reader(bytes: &[u8]) {
    if let Ok(d) = Data::parse(bytes) {
        let _ = d.lookup("ant");
        for e in &d.entries {
            let _ = d.text(e);
        }
    }
    if let Ok(r) = Rumors::parse(bytes) {
        let _ = (r.all(bytes, true), r.all(bytes, false), r.pick(bytes, true, 99));
    }
    if let Ok(o) = Oracles::parse(bytes) {
        for i in 0..o.len() {
            let _ = o.oracle(bytes, i);
        }
    }
    if let Ok(q) = QuestData::parse(bytes) {
        for c in &q.classes {
            for r in &c.records {
                let _ = q.message(bytes, &c.id, r.num);
            }
        }
    }
    let _ = (strings::decode_lines(bytes), strings::entries(bytes, "grue"), strings::pick(bytes, 3));
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn modes_never_panic(text in any_text()) {
        every_mode(&text);
    }

    #[test]
    fn readers_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..400)) {
        every_reader(&bytes);
    }

    #[test]
    fn readers_never_panic_on_damaged_output(text in structured(), cut in any::<prop::sample::Index>(), flip in any::<u8>()) {
        let mut diags = Diags::new();
        let outputs = [
            data::compile(&text, 0, &mut diags),
            quest::compile(&text, 0, &Config::default(), &mut diags),
            oracles::compile(&text, 0, &mut diags),
            rumors::compile(&text, 0, &text, 0, &mut diags),
        ];
        for mut out in outputs.into_iter().flatten() {
            every_reader(&out);
            let i = cut.index(out.len().max(1)).min(out.len().saturating_sub(1));
            if !out.is_empty() {
                out[i] ^= flip;
            }
            every_reader(&out);
            out.truncate(i);
            every_reader(&out);
        }
    }
}

#[test]
fn readers_reject_overflowing_headers() {
    let huge = format!("#\n0001,000001,ffffffffffffffff;0001,000001,0;0,0,0\n{}", "x".repeat(10));
    assert!(Rumors::parse(huge.as_bytes()).is_err());
    let huge = "#\n0000000a\n.\n18446744073709551615,0\n";
    assert!(Data::parse(huge.as_bytes()).is_err());
}
