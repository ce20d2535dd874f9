//! The `lev_comp` binary as authors and NetHack builds run it.

use std::path::Path;
use std::process::{Command, Output};

fn run(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_lev_comp")).current_dir(dir).args(args).output().expect("lev_comp runs")
}

fn write(dir: &Path, name: &str, text: &str) {
    std::fs::write(dir.join(name), text).unwrap();
}

const GOOD: &str = "MAZE:\"first\",' '\nGEOMETRY:center,center\nMAP\n...\nENDMAP\nMONSTER:'d',(1,0)\n\
                    LEVEL:\"second\"\nROOM:\"ordinary\",lit,random,random,random {\n  OBJECT:'[',random\n}\n";

#[test]
fn writes_one_lev_per_level_into_the_output_folder() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "two.des", GOOD);
    std::fs::create_dir(dir.path().join("out")).unwrap();
    let out = run(dir.path(), &["-o", "out", "two.des"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    for name in ["first", "second"] {
        let bytes = std::fs::read(dir.path().join("out").join(format!("{name}.lev"))).unwrap();
        assert!(oxhack_vm::Program::decode(&bytes).is_ok());
    }
    // Nothing else is left behind (no temporary files).
    assert_eq!(std::fs::read_dir(dir.path().join("out")).unwrap().count(), 2);
}

#[test]
fn reads_standard_input_like_the_c_tool() {
    let dir = tempfile::tempdir().unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_lev_comp"))
        .current_dir(dir.path())
        .stdin(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    std::io::Write::write_all(child.stdin.as_mut().unwrap(), GOOD.as_bytes()).unwrap();
    drop(child.stdin.take());
    assert!(child.wait().unwrap().success());
    assert!(dir.path().join("first.lev").exists() && dir.path().join("second.lev").exists());
}

#[test]
fn an_error_writes_nothing_and_keeps_old_output() {
    let dir = tempfile::tempdir().unwrap();
    // The first level is fine, the second has an error.
    write(dir.path(), "bad.des", "LEVEL:\"first\"\nLEVEL:\"second\"\nMONSTER:\"soldier ants\",(1,1)\n");
    write(dir.path(), "second.lev", "precious old output");
    let out = run(dir.path(), &["bad.des"]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("unknown monster 'soldier ants'") && err.contains("did you mean 'soldier ant'?"), "{err}");
    assert!(err.contains("bad.des:3:9"), "{err}");
    assert!(!dir.path().join("first.lev").exists(), "no .lev from a file with errors");
    assert_eq!(std::fs::read_to_string(dir.path().join("second.lev")).unwrap(), "precious old output");
}

#[test]
fn level_names_cannot_escape_the_output_folder() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("out")).unwrap();
    write(dir.path(), "evil.des", "LEVEL:\"../evil\"\nLEVEL:\"/tmp/evil\"\n");
    let out = run(dir.path(), &["-o", "out", "evil.des"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(!dir.path().join("evil.lev").exists());
    assert_eq!(std::fs::read_dir(dir.path().join("out")).unwrap().count(), 0);
}

#[test]
fn check_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "two.des", GOOD);
    let out = run(dir.path(), &["--check", "two.des"]);
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains("2 levels checked"));
    assert!(!dir.path().join("first.lev").exists());
}

#[test]
fn disasm_lists_with_names() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "two.des", GOOD);
    assert!(run(dir.path(), &["two.des"]).status.success());
    let out = run(dir.path(), &["--disasm", "first.lev"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("PUSH monst(-1,'d')") && text.contains("MONSTER"), "{text}");
    assert!(text.contains("str map(3x1) \"...\""), "{text}");
    // A damaged file is an error with an offset, not a crash.
    std::fs::write(dir.path().join("broken.lev"), &std::fs::read(dir.path().join("first.lev")).unwrap()[..60]).unwrap();
    let out = run(dir.path(), &["--disasm", "broken.lev"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("at byte"));
}

#[test]
fn dungeon_option_warns_about_unused_levels() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "two.des", GOOD);
    write(dir.path(), "dungeon.def", "DUNGEON: \"Main\" \"D\" (5, 2)\nLEVEL: \"first\" \"none\" @ (1, 1)\n");
    let out = run(dir.path(), &["--dungeon", "dungeon.def", "two.des"]);
    assert!(out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("level \"second\" is not used") && !err.contains("\"first\" is not used"), "{err}");
}

#[test]
fn help_describes_the_options() {
    let out = Command::new(env!("CARGO_BIN_EXE_lev_comp")).arg("--help").output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    for opt in ["--check", "--disasm", "--dungeon", "-o", "-w"] {
        assert!(text.contains(opt), "--help lacks {opt}");
    }
}

#[test]
fn an_error_deep_in_a_1mb_line_prints_a_short_excerpt() {
    // A whole level on one 1 MB line, as a generator or a minifier might
    // write it, with one misspelled monster more than half a megabyte in.
    let dir = tempfile::tempdir().unwrap();
    let object = "OBJECT:'[',random ";
    let head = format!("LEVEL:\"long\" {}", object.repeat(30_000));
    let text = format!("{head}MONSTER:\"soldier ants\",(1,1) {}", object.repeat(25_000));
    assert!(text.len() > 950_000 && !text.contains('\n'));
    write(dir.path(), "long.des", &text);
    let out = run(dir.path(), &["long.des"]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    // Before diagnostics windowed long lines this printed the whole line and
    // a caret line under it: about 1.5 MB.
    assert!(out.stderr.len() < 8 * 1024, "{} bytes of diagnostics", out.stderr.len());
    let column = head.len() + "MONSTER:".len() + 1;
    assert!(err.contains(&format!("long.des:1:{column}")), "{err}");
    assert!(err.contains("random MONSTER:\"soldier ants\",(1,1) OBJECT:'['"), "{err}");
    assert!(err.contains("unknown monster 'soldier ants'") && err.contains("did you mean 'soldier ant'?"), "{err}");
    // The carets sit under the monster's name.
    let lines: Vec<&str> = err.lines().collect();
    let source = lines.iter().position(|l| l.starts_with("1 │")).expect("the source line");
    let name_at = lines[source].find("\"soldier ants\"").unwrap();
    assert_eq!(lines[source + 1].find('^'), Some(name_at), "{err}");
    assert!(!dir.path().join("long.lev").exists());
}

// ---------------------------------------------- issue 20: the author's CLI

#[test]
fn explain_prints_the_long_text_of_a_code() {
    let dir = tempfile::tempdir().unwrap();
    let out = run(dir.path(), &["--explain", "L0105"]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.starts_with("L0105: unknown monster\n"), "{text}");
    assert!(text.contains("\"soldier ant\""), "the explanation has an example: {text}");
    // Loose spellings, the list, and an unknown code.
    assert!(String::from_utf8_lossy(&run(dir.path(), &["--explain", "l9"]).stdout).starts_with("L0009:"));
    let list = String::from_utf8_lossy(&run(dir.path(), &["--explain", "list"]).stdout).into_owned();
    assert!(list.lines().count() >= 60 && list.contains("L0309  a level split by impassable terrain"), "{list}");
    let out = run(dir.path(), &["--explain", "L9999"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no diagnostic code \"L9999\""));
}

#[test]
fn codes_appear_in_the_messages() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "bad.des", "LEVEL:\"x\"\nMONSTER:\"soldier ants\",(1,1)\n");
    let err = String::from_utf8_lossy(&run(dir.path(), &["bad.des"]).stderr).into_owned();
    assert!(err.contains("error[L0105]: unknown monster 'soldier ants'"), "{err}");
}

#[test]
fn prints_the_files_it_wrote_unless_quiet() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "two.des", GOOD);
    std::fs::create_dir(dir.path().join("out")).unwrap();
    let out = run(dir.path(), &["-o", "out", "two.des"]);
    let text = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines, ["wrote out/first.lev", "wrote out/second.lev"]);
    let out = run(dir.path(), &["-q", "-o", "out", "two.des"]);
    assert!(out.status.success() && out.stdout.is_empty());
}

#[cfg(unix)]
#[test]
fn outputs_are_readable_by_all_as_ordinary_files() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "two.des", GOOD);
    // umask 022, as a build usually has: 0644.
    let out = Command::new("sh")
        .current_dir(dir.path())
        .args(["-c", &format!("umask 022 && exec {} two.des", env!("CARGO_BIN_EXE_lev_comp"))])
        .output()
        .unwrap();
    assert!(out.status.success());
    let mode = std::fs::metadata(dir.path().join("first.lev")).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o644);
    // A stricter umask is honoured.
    let out = Command::new("sh")
        .current_dir(dir.path())
        .args(["-c", &format!("umask 077 && exec {} two.des", env!("CARGO_BIN_EXE_lev_comp"))])
        .output()
        .unwrap();
    assert!(out.status.success());
    let mode = std::fs::metadata(dir.path().join("first.lev")).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o600);
}

#[test]
fn a_missing_output_folder_is_named_without_temp_paths() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "two.des", GOOD);
    let out = run(dir.path(), &["-o", "nowhere", "two.des"]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.trim(), "lev_comp: two.des: the output folder nowhere does not exist");
    assert!(!err.contains(".oxhack-") && !err.contains(".tmp"));
}

#[test]
fn disasm_with_source_annotates_each_statement() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "two.des", GOOD);
    assert!(run(dir.path(), &["two.des"]).status.success());
    let out = run(dir.path(), &["--disasm", "first.lev", "--source", "two.des"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let lines: Vec<&str> = text.lines().collect();
    // The MONSTER statement's line comes right before its first opcode,
    // and its MONSTER opcode follows.
    let at = lines.iter().position(|l| *l == "     ; 6: MONSTER:'d',(1,0)").expect(&text);
    assert!(lines[at + 1].starts_with(|c: char| c.is_ascii_digit()), "{text}");
    assert!(lines[at + 1..].iter().any(|l| l.ends_with(" MONSTER")), "{text}");
    assert!(text.contains("; 1: MAZE:\"first\",' '"), "{text}");
    // The listing itself is the plain one, with comments added.
    let plain = String::from_utf8_lossy(&run(dir.path(), &["--disasm", "first.lev"]).stdout).into_owned();
    let stripped: Vec<&str> = lines.iter().copied().filter(|l| !l.starts_with("     ;")).collect();
    assert_eq!(stripped, plain.lines().collect::<Vec<_>>());
    // --source alone lists the levels compiled in memory.
    let out = run(dir.path(), &["--disasm", "--source", "two.des"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("== first (two.des)") && text.contains("== second (two.des)"), "{text}");
    assert!(text.contains("; 8: ROOM:\"ordinary\",lit,random,random,random {"), "{text}");
}

#[test]
fn disasm_refuses_a_des_with_a_clear_message() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "two.des", GOOD);
    write(dir.path(), "renamed.lev", GOOD);
    for f in ["two.des", "renamed.lev"] {
        let out = run(dir.path(), &["--disasm", f]);
        assert_eq!(out.status.code(), Some(1));
        assert!(out.stdout.is_empty(), "no garbage listing for {f}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(&format!("{f} is .des source, not a compiled .lev")), "{err}");
        assert!(err.contains(&format!("lev_comp --disasm --source {f}")), "{err}");
    }
}

#[test]
fn disasm_annotates_a_function_body_where_it_is_placed() {
    let dir = tempfile::tempdir().unwrap();
    write(
        dir.path(),
        "f.des",
        "MAZE:\"f\",' '\nGEOMETRY:center,center\nMAP\n...\nENDMAP\nFUNCTION guard() {\n  MONSTER:'d',(1,0)\n}\nguard()\nTRAP:\"pit\",(2,0)\n",
    );
    let out = run(dir.path(), &["--disasm", "--source", "f.des"]);
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let comments: Vec<&str> = text.lines().filter(|l| l.starts_with("     ;")).map(str::trim).collect();
    assert_eq!(
        comments,
        [
            "; 1: MAZE:\"f\",' '",
            "; 2: GEOMETRY:center,center",
            "; 6: FUNCTION guard() {",
            "; 9: guard()",
            "; 7: MONSTER:'d',(1,0)",
            "; 9: guard()",
            "; 10: TRAP:\"pit\",(2,0)"
        ],
        "{text}"
    );
    // The body's MONSTER opcode comes after its line, before the call's
    // code resumes.
    let lines: Vec<&str> = text.lines().collect();
    let body = lines.iter().position(|l| l.contains("; 7: MONSTER")).unwrap();
    let back = lines.iter().rposition(|l| l.contains("; 9: guard()")).unwrap();
    assert!(lines[body..back].iter().any(|l| l.ends_with(" MONSTER")), "{text}");
}
