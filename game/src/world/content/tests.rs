//! Loading worlds: OxHack's embedded one, a folder overriding one level,
//! NetHack's whole `dat/`, broken files, and the cache.

use super::*;
use std::path::Path;

const ONE_LEVEL: &str = "MAZE:\"seer\",' '\nFLAGS:noteleport\nGEOMETRY:center,center\nMAP\n-----\n|...|\n-----\nENDMAP\nSTAIR:(1,1),up\nSTAIR:(3,1),down\n";

fn write(dir: &Path, name: &str, text: &str) {
    std::fs::write(dir.join(name), text).expect("write");
}

fn opts(cache: Option<&Path>) -> LoadOpts {
    LoadOpts { cache_dir: cache.map(Path::to_path_buf), allow_fallback: false }
}

#[test]
fn the_embedded_world_is_oxhacks_own() {
    let c = Content::embedded();
    assert!(c.level("seer").is_some(), "OxHack's oracle level is embedded");
    assert!(c.levels.len() >= 6, "{:?}", c.levels.keys().collect::<Vec<_>>());
    assert!(c.pieces.iter().all(|p| p.origin == "embedded"));
    assert_eq!(c.id.len(), 64);
    assert_eq!(c.id, Content::embedded().id, "one id, computed once");
}

#[test]
fn a_folder_with_one_des_overrides_one_level() {
    let dir = tempfile::tempdir().expect("tempdir");
    write(dir.path(), "seer.des", ONE_LEVEL);
    let got = Content::load(dir.path(), &opts(None)).expect("loads");
    let c = &got.content;
    let base = Content::embedded();
    assert_ne!(c.level("seer"), base.level("seer"), "the folder's seer replaces OxHack's");
    for (name, bytes) in &base.levels {
        if name != "seer" {
            assert_eq!(c.level(name), Some(bytes.as_slice()), "{name} stays OxHack's");
        }
    }
    assert_eq!(c.dungeon, base.dungeon);
    assert_ne!(c.id, base.id);
    let seer = c.pieces.iter().find(|p| p.what == "level seer").expect("piece");
    assert!(seer.origin.ends_with("seer.des"), "{seer:?}");
    assert_eq!(base.differences(&c.pieces), vec!["1 level differs (seer)".to_string()]);
    assert_eq!(got.compiled, 1);
    assert!(!got.from_cache);
}

#[test]
fn a_broken_level_refuses_the_world_with_every_error() {
    let dir = tempfile::tempdir().expect("tempdir");
    write(
        dir.path(),
        "seer.des",
        "MAZE:\"seer\",' '\nMONSTER:('Z',\"zombi\"),(1,1)\nOBJECT:('(',\"no such thing\"),(2,1)\n",
    );
    write(dir.path(), "extra.des", "LEVEL:\"extra\"\nROOM:\"ordinary\",lit,(3,3),(center,center),(5,5) { BOGUS }\n");
    let err = Content::load(dir.path(), &opts(None)).expect_err("refused");
    assert!(err.report.contains("seer.des:2:"), "{}", err.report);
    assert!(err.report.contains("extra.des:2:"), "{}", err.report);
    assert!(err.report.contains("--allow-fallback"), "{}", err.report);
    // Allowed to fall back: the broken levels become random ones.
    let ok = Content::load(dir.path(), &LoadOpts { allow_fallback: true, ..opts(None) }).expect("loads");
    assert!(ok.content.level("seer").is_none() && ok.content.level("extra").is_none());
    assert_eq!(ok.content.fallbacks.keys().cloned().collect::<Vec<_>>(), vec!["extra".to_string(), "seer".into()]);
    assert!(ok.report.contains("level seer falls back to a random level"), "{}", ok.report);
}

#[test]
fn a_missing_folder_is_a_clear_error() {
    let err = Content::load(Path::new("/no/such/oxhack/folder"), &opts(None)).expect_err("refused");
    assert!(err.report.contains("cannot read the data folder /no/such/oxhack/folder"), "{}", err.report);
}

#[test]
fn the_cache_is_hit_then_missed_on_change_and_rebuilt_when_corrupt() {
    let dir = tempfile::tempdir().expect("tempdir");
    let cache = tempfile::tempdir().expect("tempdir");
    write(dir.path(), "seer.des", ONE_LEVEL);
    let first = Content::load(dir.path(), &opts(Some(cache.path()))).expect("loads");
    assert!(!first.from_cache && first.compiled == 1);
    let second = Content::load(dir.path(), &opts(Some(cache.path()))).expect("loads");
    assert!(second.from_cache && second.compiled == 0, "a second start does not compile");
    assert_eq!(second.content, first.content);
    // A changed file compiles again.
    write(dir.path(), "seer.des", &ONE_LEVEL.replace("noteleport", "hardfloor"));
    let third = Content::load(dir.path(), &opts(Some(cache.path()))).expect("loads");
    assert!(!third.from_cache);
    assert_ne!(third.content.id, first.content.id);
    // A corrupt cache entry is ignored and rewritten.
    let files: Vec<_> = std::fs::read_dir(cache.path()).expect("cache").flatten().map(|e| e.path()).collect();
    assert_eq!(files.len(), 2, "{files:?}");
    for f in &files {
        let mut b = std::fs::read(f).expect("read");
        let n = b.len();
        b[n - 10] ^= 0xFF;
        std::fs::write(f, &b).expect("corrupt");
    }
    let fourth = Content::load(dir.path(), &opts(Some(cache.path()))).expect("loads");
    assert!(!fourth.from_cache, "a corrupt entry is not used");
    assert_eq!(fourth.content, third.content);
    let fifth = Content::load(dir.path(), &opts(Some(cache.path()))).expect("loads");
    assert!(fifth.from_cache, "the rebuilt entry is used next time");
}

#[test]
fn nethacks_own_world_loads_whole() {
    let Some(dat) = oxhack_testkit::corpus() else { return };
    let got = Content::load(&dat, &opts(None)).expect("NetHack's dat/ loads");
    let c = &got.content;
    for name in ["oracle", "castle", "valley", "medusa-1", "minetn-7", "soko1-1", "Val-strt", "astral", "sanctum"] {
        assert!(c.level(name).is_some(), "{name}");
        let p = c.pieces.iter().find(|p| p.what == format!("level {name}")).expect("piece");
        assert!(p.origin.ends_with(".des"), "{p:?}");
    }
    let from_nethack = c.pieces.iter().filter(|p| p.what.starts_with("level ") && p.origin != "embedded").count();
    assert_eq!(from_nethack, 120, "NetHack's 120 levels");
    assert!(c.texts.quest.is_some(), "quest.txt compiled");
    for what in ["dungeon", "rumors", "oracles", "quest", "epitaph", "engrave", "bogusmon"] {
        let p = c.pieces.iter().find(|p| p.what == what).expect(what);
        assert_ne!(p.origin, "embedded", "{what} comes from NetHack's folder");
    }
    assert_eq!(got.compiled, 24 + 1 + 4, "24 .des, dungeon.def, rumors, oracles, quest, and the three string files");
    // The dungeon is NetHack's: the castle is in it.
    assert!(c.dungeon.dungeons.iter().any(|d| d.levels.iter().any(|l| l.name == "castle")));
}
