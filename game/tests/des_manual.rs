//! Every example of the `.des` manual (docs/des-language.md) and tutorial
//! (docs/des-tutorial.md) compiles and builds.
//!
//! A ```` ```des ```` block must compile with lev_comp without errors and
//! every level in it must build with the game's special-level builder for
//! a few seeds, leaving nothing unbuilt and at least one cell that is not
//! stone. A block with no `MAZE:`/`LEVEL:` line is a fragment: it is
//! placed after [`FRAGMENT_HEAD`] (the manual shows that level too).
//! A ```` ```des-error ```` block must FAIL to compile, with the text of
//! its `# error: ...` comment line in the rendered diagnostics. In either
//! kind, a `# warning: ...` comment line asks for that text among the
//! diagnostics. The block counts are checked against minimums so the test
//! cannot pass by finding nothing.

use oxhack_diag::{Diags, Sources};
use oxhack_game::levelgen::levgen::generate;
use std::path::PathBuf;

/// The level a fragment goes into: a 21x9 walled room at the centre of a
/// MAZE level, so a fragment's coordinates are map-relative and x 1..=19,
/// y 1..=7 is floor. Kept equal to the text in docs/des-language.md.
const FRAGMENT_HEAD: &str = "MAZE:\"fragment\",' '\nGEOMETRY:center,center\nMAP\n\
---------------------\n\
|...................|\n\
|...................|\n\
|...................|\n\
|...................|\n\
|...................|\n\
|...................|\n\
|...................|\n\
---------------------\n\
ENDMAP\n";

/// The seeds each example level is built with.
const SEEDS: [u64; 3] = [1, 2, 77];

#[derive(Debug)]
struct Block {
    doc: &'static str,
    /// 1-based line of the opening fence in the document.
    line: usize,
    /// Fenced `des-error`: must fail.
    error: bool,
    text: String,
}

fn docs_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..").join("docs")
}

/// The ```des and ```des-error blocks of one document, in order.
fn blocks(doc: &'static str) -> Vec<Block> {
    let path = docs_dir().join(doc);
    let md = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut out = Vec::new();
    let mut open: Option<Block> = None;
    for (i, line) in md.lines().enumerate() {
        let fence = line.trim_end();
        match open.take() {
            Some(mut b) => {
                if fence == "```" {
                    out.push(b);
                } else {
                    b.text.push_str(line);
                    b.text.push('\n');
                    open = Some(b);
                }
            }
            None => {
                let error = match fence {
                    "```des" => false,
                    "```des-error" => true,
                    _ => continue,
                };
                open = Some(Block { doc, line: i + 1, error, text: String::new() });
            }
        }
    }
    assert!(open.is_none(), "{doc}: a des block is never closed");
    out
}

/// A block's text as a whole file: a fragment goes into the fragment level.
fn source(b: &Block) -> String {
    let whole = b.text.lines().any(|l| {
        let l = l.trim_start();
        let rest = l.strip_prefix("MAZE").or_else(|| l.strip_prefix("LEVEL"));
        rest.is_some_and(|r| r.trim_start().starts_with(':'))
    });
    if whole { b.text.clone() } else { format!("{FRAGMENT_HEAD}{}", b.text) }
}

/// The text after `# key:` on a comment line of the block, if any.
fn expected(b: &Block, key: &str) -> Vec<String> {
    let tag = format!("# {key}:");
    b.text.lines().filter_map(|l| l.trim_start().strip_prefix(tag.as_str())).map(|t| t.trim().to_string()).collect()
}

/// Compiles and builds one block; `Err` says what went wrong.
fn run(b: &Block) -> Result<(), String> {
    let src = source(b);
    let mut sources = Sources::new();
    let name = format!("{} (the example at line {})", b.doc, b.line);
    let id = sources.add(name, src.clone());
    let mut diags = Diags::new();
    let levels = lev_comp::compile(id, &src, &Default::default(), &mut diags);
    let rendered = sources.render_plain(&diags.list);
    for w in expected(b, "warning") {
        if !rendered.contains(&w) {
            return Err(format!("expected the diagnostic {w:?}, got:\n{rendered}"));
        }
    }
    if b.error {
        let want = expected(b, "error");
        if want.is_empty() {
            return Err("a des-error block needs a `# error: text` comment line".into());
        }
        if levels.is_some() {
            return Err(format!("compiled, but it is meant to fail with {want:?}:\n{rendered}"));
        }
        for w in want {
            if !rendered.contains(&w) {
                return Err(format!("expected the error {w:?}, got:\n{rendered}"));
            }
        }
        return Ok(());
    }
    let Some(levels) = levels else {
        return Err(format!("does not compile:\n{rendered}"));
    };
    if levels.is_empty() {
        return Err("defines no level".into());
    }
    for l in levels {
        for seed in SEEDS {
            let built = generate(&l.name, l.program.clone(), seed)
                .map_err(|e| format!("level {:?} seed {seed} does not build: {e}", l.name))?;
            if !built.skipped.is_empty() {
                return Err(format!("level {:?} seed {seed} left ops unbuilt: {:?}", l.name, built.skipped));
            }
            let lev = &built.level;
            let made = (0..80).any(|x| (0..21).any(|y| lev.typ(x, y) != oxhack_vm::terrain::STONE));
            if !made {
                return Err(format!("level {:?} seed {seed} is solid stone", l.name));
            }
        }
    }
    Ok(())
}

fn check_doc(doc: &'static str, min_ok: usize, min_err: usize) {
    let all = blocks(doc);
    let failures: Vec<String> = all
        .iter()
        .filter_map(|b| {
            let kind = if b.error { "des-error" } else { "des" };
            run(b).err().map(|e| format!("{}:{}: the {kind} block:\n{e}", b.doc, b.line))
        })
        .collect();
    assert!(failures.is_empty(), "{} of {} examples failed:\n\n{}", failures.len(), all.len(), failures.join("\n\n"));
    let errs = all.iter().filter(|b| b.error).count();
    let oks = all.len() - errs;
    assert!(oks >= min_ok, "{doc}: only {oks} des blocks (at least {min_ok} expected)");
    assert!(errs >= min_err, "{doc}: only {errs} des-error blocks (at least {min_err} expected)");
}

#[test]
fn every_example_of_the_manual_compiles_and_builds() {
    check_doc("des-language.md", 80, 10);
}

#[test]
fn every_step_of_the_tutorial_compiles_and_builds() {
    check_doc("des-tutorial.md", 6, 1);
}

#[test]
fn the_fragment_level_is_the_one_the_manual_shows() {
    let path = docs_dir().join("des-language.md");
    let md = std::fs::read_to_string(&path).unwrap_or_default();
    let map = FRAGMENT_HEAD.lines().skip(3).collect::<Vec<_>>().join("\n");
    assert!(md.contains(&map), "docs/des-language.md must show the fragment level's map");
}

/// The manual's block that defines the level `name`, compiled and built.
fn manual_level(name: &str, seed: u64) -> oxhack_game::levelgen::sp_lev::Built {
    let header = format!("\"{name}\"");
    manual_block(|b| b.text.lines().next().is_some_and(|l| l.contains(&header)), seed)
}

/// The first manual block `pick` accepts, compiled and built.
fn manual_block(pick: impl Fn(&Block) -> bool, seed: u64) -> oxhack_game::levelgen::sp_lev::Built {
    let b = blocks("des-language.md").into_iter().find(|b| !b.error && pick(b)).expect("the manual has the block");
    let name = "manual";
    let src = source(&b);
    let mut sources = Sources::new();
    let id = sources.add(name, src.clone());
    let mut diags = Diags::new();
    let levels = lev_comp::compile(id, &src, &Default::default(), &mut diags)
        .unwrap_or_else(|| panic!("{}", sources.render_plain(&diags.list)));
    generate(name, levels[0].program.clone(), seed).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn the_quirks_the_manual_describes_are_real() {
    use oxhack_vm::terrain::{CORR, TREE};
    let mut picked = Vec::new();
    for seed in 1..=30 {
        let b = manual_level("quirks", seed);
        let lev = &b.level;
        // MAZE:"quirks",'C' fills the level with corridor.
        assert_eq!(lev.typ(5, 2), CORR, "seed {seed}");
        let m = &b.maps[0];
        // circle((4,4), 2): an outline; circle((12,4), 2, unfilled): a disc.
        assert_ne!(lev.typ(m.x + 4, m.y + 4), TREE, "seed {seed}: the default circle is an outline");
        assert_eq!(lev.typ(m.x + 6, m.y + 4), TREE, "seed {seed}: the outline is drawn");
        assert_eq!(lev.typ(m.x + 12, m.y + 4), TREE, "seed {seed}: unfilled is a disc");
        // LOOP [0] runs once.
        assert_eq!(b.messages.iter().filter(|m| *m == "LOOP [0] ran").count(), 1, "seed {seed}");
        // SWITCH [2] picks 0 or 1.
        assert!(!b.messages.iter().any(|m| m == "two"), "seed {seed}: {:?}", b.messages);
        picked.extend(b.messages.iter().filter(|m| *m == "zero" || *m == "one").cloned());
    }
    assert_eq!(picked.len(), 30, "one case per build");
    assert!(picked.iter().any(|m| m == "zero") && picked.iter().any(|m| m == "one"), "{picked:?}");
}

#[test]
fn the_monster_options_of_the_manual_take_effect() {
    let t = oxhack_tables::tables();
    for seed in 1..=5 {
        let b = manual_block(|b| b.text.contains("Sergeant Snort"), seed);
        let m0 = &b.maps[0];
        let at = |x: i32, y: i32| {
            b.level.monsters.iter().find(|m| (m.mx, m.my) == (m0.x + x, m0.y + y)).expect("a monster there")
        };
        let sarge = at(3, 3);
        assert_eq!(t.mon(sarge.mnum).name, "soldier");
        assert_eq!(sarge.mname.as_deref(), Some("Sergeant Snort"));
        assert!(!sarge.mpeaceful && !sarge.msleeping);
        assert!(at(5, 3).mpeaceful, "the peaceful watchman");
        let dog = at(7, 3);
        assert!(dog.msleeping && dog.female, "the asleep female canine");
        let kobold = at(15, 3);
        assert!(
            kobold.mflee && kobold.mblinded > 0 && kobold.mstun && kobold.mconf,
            "fleeing, blinded, stunned, confused"
        );
        let gnome = at(17, 3);
        assert!(gnome.minvis && gnome.mcan && !gnome.mcanmove, "invisible, cancelled, paralyzed");
        assert!(at(5, 5).mrevived, "revived");
    }
}

#[test]
fn the_object_options_of_the_manual_take_effect() {
    let t = oxhack_tables::tables();
    let b = manual_block(|b| b.text.contains("\"leather armor\"), (4,2), blessed"), 1);
    let m0 = &b.maps[0];
    let at = |x: i32, y: i32| {
        &b.level.objects.iter().find(|o| (o.x, o.y) == (m0.x + x, m0.y + y)).expect("an object there").obj
    };
    let armor = at(4, 2);
    assert!(armor.blessed && armor.spe == 2 && armor.oerodeproof && armor.greased);
    assert!(at(3, 2).lamplit, "the lit lamp");
    let wand = at(5, 2);
    assert!(!wand.blessed && !wand.cursed && wand.spe == 5 && wand.recharged == 1);
    assert_eq!(at(6, 2).corpsenm.map(|p| t.mon(p).name.as_str()), Some("newt"));
    assert!(at(8, 2).olocked && at(8, 2).otrapped, "the locked, trapped chest");
    assert!(at(9, 2).obroken && !at(9, 2).otrapped, "the broken box");
    assert_eq!(at(10, 2).quan, 12);
    let dagger = at(12, 2);
    assert!(dagger.cursed && dagger.spe == -1 && dagger.oeroded == 2);
}

#[test]
fn the_flags_of_the_manual_reach_the_level() {
    let f = manual_level("allflags", 1).level.flags;
    assert!(f.noteleport && f.hardfloor && f.nommap && f.arboreal && f.is_maze_lev);
    assert!(f.graveyard && f.corrmaze && f.premapped && f.sokoban_rules, "premapped brings Sokoban's rules");
    assert!(f.shortsighted && !f.hero_memory, "recorded even where the game does not act on them yet");
    let plain = manual_level("solid", 1).level.flags;
    assert!(plain.is_maze_lev, "MAZE sets mazelevel");
    assert!(!plain.noteleport && !plain.arboreal && !plain.premapped);
}

#[test]
fn door_secret_hides_walls_but_only_closes_doors() {
    use oxhack_vm::terrain::{DOOR, SDOOR};
    let b = manual_level("states", 1);
    let m = &b.maps[0];
    assert_eq!(b.level.typ(m.x + 12, m.y + 2), DOOR, "a '+' stays a door");
    assert_eq!(b.level.typ(m.x + 13, m.y + 2), SDOOR, "a wall becomes a secret door");
}

/// Whether `to` can be walked to from `from` (orthogonal steps over
/// passable terrain, doors of any state included: stricter than the game).
fn walkable(lev: &oxhack_game::world::level::Level, from: (i32, i32), to: (i32, i32)) -> bool {
    use oxhack_game::world::level::accessible;
    let mut seen = vec![false; 80 * 21];
    let mut todo = vec![from];
    while let Some((x, y)) = todo.pop() {
        if (x, y) == to {
            return true;
        }
        if !(0..80).contains(&x) || !(0..21).contains(&y) || seen[(y * 80 + x) as usize] {
            continue;
        }
        seen[(y * 80 + x) as usize] = true;
        if (x, y) == from || accessible(lev.typ(x, y)) {
            todo.extend([(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)]);
        }
    }
    false
}

#[test]
fn the_tutorial_ends_with_a_playable_level() {
    let steps = blocks("des-tutorial.md");
    let last = steps.iter().rev().find(|b| !b.error).expect("the tutorial has steps");
    let src = source(last);
    let mut sources = Sources::new();
    let id = sources.add("outpost.des", src.clone());
    let mut diags = Diags::new();
    let levels = lev_comp::compile(id, &src, &Default::default(), &mut diags)
        .unwrap_or_else(|| panic!("{}", sources.render_plain(&diags.list)));
    assert!(diags.list.is_empty(), "no warnings either:\n{}", sources.render_plain(&diags.list));
    let mut monsters = 0;
    for seed in 1..=20 {
        let b = generate(&levels[0].name, levels[0].program.clone(), seed).unwrap_or_else(|e| panic!("{e}"));
        let lev = &b.level;
        let up = lev.upstair.as_ref().expect("an up staircase");
        let down = lev.dnstair.as_ref().expect("a down staircase");
        assert!(walkable(lev, (up.x, up.y), (down.x, down.y)), "seed {seed}: the down stairs cannot be reached");
        assert_eq!(b.messages, vec!["You smell goblins.".to_string()]);
        monsters += lev.monsters.len();
    }
    assert!(monsters >= 20 * 3, "the outpost is guarded: {monsters} monsters in 20 builds");
}

#[test]
fn a_broken_block_is_caught() {
    // The checker itself: a bad example fails, an error block that compiles fails.
    let bad = Block { doc: "self", line: 1, error: false, text: "MONSTER:\"no such beast\",(1,1)\n".into() };
    assert!(run(&bad).unwrap_err().contains("does not compile"));
    let wrong = Block { doc: "self", line: 1, error: true, text: "# error: x\nMONSTER:'d',(1,1)\n".into() };
    assert!(run(&wrong).unwrap_err().contains("compiled"));
    let good = Block { doc: "self", line: 1, error: false, text: "MONSTER:'d',(1,1)\n".into() };
    assert_eq!(run(&good), Ok(()));
}
