//! `oxhack studio` over real HTTP: the binary is started with `--port 0` in
//! a temporary folder and every test talks to it through a TCP socket, as
//! the page does: a good level builds into a preview, a bad one answers
//! with diagnostics placed by line and column, paths outside the folder
//! are refused, an oversize body is refused, and a level that loops comes
//! back as an error promptly.

use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// A running studio, killed when dropped.
struct Studio {
    child: Child,
    addr: String,
    dir: tempfile::TempDir,
}

impl Drop for Studio {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn start() -> Studio {
    let dir = tempfile::tempdir().unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_oxhack"))
        .args(["studio", "--port", "0", "--dir"])
        .arg(dir.path())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("run oxhack studio");
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap()).read_line(&mut line).unwrap();
    let addr = line
        .trim()
        .strip_prefix("studio: http://")
        .and_then(|s| s.strip_suffix('/'))
        .unwrap_or_else(|| panic!("no URL printed: {line:?}"))
        .to_string();
    Studio { child, addr, dir }
}

/// One request (`Connection: close`); the status and the body.
fn request(s: &Studio, method: &str, path: &str, extra: &str, body: &[u8]) -> (u16, Vec<u8>) {
    let mut c = TcpStream::connect(&s.addr).unwrap();
    c.set_read_timeout(Some(Duration::from_secs(30))).unwrap();
    let head = format!(
        "{method} {path} HTTP/1.1\r\nHost: {}\r\nContent-Length: {}\r\nConnection: close\r\n{extra}\r\n",
        s.addr,
        body.len()
    );
    c.write_all(head.as_bytes()).unwrap();
    // The server may answer (and close) before reading a refused body.
    let _ = c.write_all(body);
    let mut raw = Vec::new();
    let _ = c.read_to_end(&mut raw);
    let split = raw.windows(4).position(|w| w == b"\r\n\r\n").expect("a response head");
    let head = String::from_utf8_lossy(&raw[..split]).into_owned();
    let status = head.split_whitespace().nth(1).and_then(|c| c.parse().ok()).expect("a status");
    (status, raw[split + 4..].to_vec())
}

fn json_of(body: &[u8]) -> Value {
    let text = String::from_utf8_lossy(body);
    serde_json::from_slice(body)
        .unwrap_or_else(|e| panic!("not JSON ({e}): {}", text.chars().take(300).collect::<String>()))
}

fn build(s: &Studio, text: &str, seed: u64) -> Value {
    let (status, body) =
        request(s, "POST", "/api/build", "", json!({"text": text, "seed": seed}).to_string().as_bytes());
    assert_eq!(status, 200, "{}", String::from_utf8_lossy(&body));
    json_of(&body)
}

fn preview_text(r: &Value) -> String {
    r["preview"]["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|row| row["text"].as_str().unwrap().trim_end())
        .collect::<Vec<_>>()
        .join("\n")
}

const GOOD: &str = "MAZE: \"trial\", ' '\nGEOMETRY:center,center\nMAP\n---------\n|.......|\n|.......|\n---------\nENDMAP\n\
                    STAIR:(1,1),down\nMONSTER:('d',\"jackal\"),(5,2),asleep\nOBJECT:('(',\"chest\"),(7,2)\n";

#[test]
fn the_page_and_its_bundle_are_served() {
    let s = start();
    let (status, page) = request(&s, "GET", "/", "", b"");
    assert_eq!(status, 200);
    assert!(String::from_utf8_lossy(&page).contains("<script src=\"/studio.js\">"));
    let (status, js) = request(&s, "GET", "/studio.js", "", b"");
    assert_eq!(status, 200);
    assert!(js.len() > 100_000, "the CodeMirror bundle is embedded ({} bytes)", js.len());
    assert_eq!(request(&s, "GET", "/nope", "", b"").0, 404);
    assert_eq!(request(&s, "DELETE", "/api/build", "", b"").0, 405);
}

#[test]
fn a_good_level_builds_into_a_preview() {
    let s = start();
    let r = build(&s, GOOD, 7);
    assert_eq!(r["ok"], true, "{r}");
    assert_eq!(r["levels"], json!(["trial"]));
    assert_eq!(r["level"], "trial");
    assert_eq!(r["diagnostics"], json!([]));
    let p = preview_text(&r);
    assert!(p.contains(" ---------"), "{p}");
    assert!(p.contains("|>......|"), "{p}");
    assert!(p.contains("|....d.(|"), "{p}");
    assert_eq!(r["preview"]["rows"].as_array().unwrap().len(), 21);
    let things = r["preview"]["things"].as_array().unwrap();
    let jackal = things.iter().find(|e| e["text"].as_str().is_some_and(|t| t.contains("jackal"))).expect("the jackal");
    assert_eq!(jackal["kind"].as_str(), Some("monster"));
    let (x, y) = (jackal["x"].as_u64().unwrap() as usize, jackal["y"].as_u64().unwrap() as usize);
    let row = &r["preview"]["rows"][y];
    assert_eq!(row["text"].as_str().unwrap().chars().nth(x), Some('d'));
    assert!(row["details"][x].as_str().unwrap().contains("jackal"), "the jackal's square tells of it: {row}");
    assert!(things.iter().any(|e| e["text"].as_str().is_some_and(|t| t.contains("chest"))), "{things:?}");
    // The same seed builds the same level; the downloads give what was built.
    assert_eq!(preview_text(&build(&s, GOOD, 7)), p);
    let (status, des) = request(&s, "GET", "/download.des", "", b"");
    assert_eq!((status, des.as_slice()), (200, GOOD.as_bytes()));
    let (status, lev) = request(&s, "GET", "/download.lev?level=trial", "", b"");
    assert_eq!(status, 200);
    assert!(oxhack_vm::Program::decode(&lev).is_ok(), "a .lev the game can load");
}

#[test]
fn a_bad_level_answers_with_placed_diagnostics() {
    let s = start();
    let text = GOOD.replace("\"jackal\"", "\"jackall\"");
    let r = build(&s, &text, 1);
    assert_eq!(r["ok"], false);
    assert!(r["preview"].is_null());
    let d = &r["diagnostics"][0];
    assert_eq!(d["severity"], "error");
    assert_eq!(d["message"], "unknown monster ('d', \"jackall\")");
    assert_eq!((d["line"].as_u64(), d["col"].as_u64()), (Some(10), Some(14)), "{d}");
    assert_eq!((d["end_line"].as_u64(), d["end_col"].as_u64()), (Some(10), Some(23)), "{d}");
    assert!(d["notes"].to_string().contains("did you mean 'jackal'?"), "{d}");
    // A syntax error too, and a request that is not a build request.
    let r = build(&s, "MAZE: \"x\", ' '\nMAP\n", 1);
    assert_eq!(r["ok"], false);
    assert!(r["diagnostics"][0]["line"].as_u64().is_some(), "{r}");
    // A depth out of 1..60 is the builder's error, told as such.
    let body = json!({"text": GOOD, "seed": 1, "depth": 99}).to_string();
    let r = json_of(&request(&s, "POST", "/api/build", "", body.as_bytes()).1);
    assert_eq!(r["ok"], false);
    assert!(r["error"].as_str().unwrap().contains("depth 99 is out of range"), "{r}");
    let (status, body) = request(&s, "POST", "/api/build", "", b"{\"txt\": 1}");
    assert_eq!(status, 400, "{}", String::from_utf8_lossy(&body));
    assert_eq!(request(&s, "POST", "/api/build", "", &[0xff, 0xfe, 0x00]).0, 400);
}

#[test]
fn files_are_kept_inside_the_folder() {
    let s = start();
    let (status, _) = request(&s, "PUT", "/api/file?name=levels%2Fmine.des", "", GOOD.as_bytes());
    assert_eq!(status, 200);
    assert_eq!(std::fs::read_to_string(s.dir.path().join("levels/mine.des")).unwrap(), GOOD);
    let (status, body) = request(&s, "GET", "/api/file?name=levels/mine.des", "", b"");
    assert_eq!((status, json_of(&body)["text"].as_str()), (200, Some(GOOD)));
    assert_eq!(json_of(&request(&s, "GET", "/api/files", "", b"").1)["files"], json!(["levels/mine.des"]));

    let outside = tempfile::tempdir().unwrap();
    std::fs::write(outside.path().join("secret.des"), "secret").unwrap();
    #[cfg(unix)]
    std::os::unix::fs::symlink(outside.path(), s.dir.path().join("escape")).unwrap();
    let abs = outside.path().join("secret.des").display().to_string();
    for name in ["../secret.des", "..%2Fsecret.des", "levels/../../secret.des", "escape/secret.des", abs.as_str()] {
        let (status, body) = request(&s, "GET", &format!("/api/file?name={name}"), "", b"");
        assert_eq!(status, 403, "{name}: {}", String::from_utf8_lossy(&body));
        assert!(!String::from_utf8_lossy(&body).contains("secret\""), "{name}");
        let (status, _) = request(&s, "PUT", &format!("/api/file?name={name}"), "", b"overwritten");
        assert_eq!(status, 403, "{name}");
    }
    assert_eq!(std::fs::read_to_string(outside.path().join("secret.des")).unwrap(), "secret");
    assert_eq!(request(&s, "PUT", "/api/file?name=notes.txt", "", b"x").0, 400, "only .des files");
    assert_eq!(request(&s, "GET", "/api/file?name=none.des", "", b"").0, 404);
}

#[test]
fn oversize_bodies_and_foreign_hosts_are_refused() {
    let s = start();
    let big = vec![b'#'; (1 << 20) + 1];
    let (status, body) = request(&s, "POST", "/api/build", "", &big);
    assert_eq!(status, 413, "{}", String::from_utf8_lossy(&body));
    assert_eq!(request(&s, "PUT", "/api/file?name=big.des", "", &big).0, 413);
    assert!(!s.dir.path().join("big.des").exists());
    // A page elsewhere reaching the studio through a name of its own
    // (DNS rebinding) is refused.
    let mut c = TcpStream::connect(&s.addr).unwrap();
    c.write_all(b"GET /api/files HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n").unwrap();
    let mut raw = String::new();
    let _ = c.read_to_string(&mut raw);
    assert!(raw.starts_with("HTTP/1.1 403"), "{raw}");
    // Still serving.
    assert_eq!(build(&s, GOOD, 1)["ok"], true);
}

#[test]
fn hostile_levels_come_back_as_errors_promptly() {
    let s = start();
    for body in ["LOOP [30000] { LOOP [30000] { $x = 1 } }", "LOOP [30000] { LOOP [30000] { OBJECT:random,random } }"] {
        let text = format!("MAZE: \"h\", ' '\n{body}\n");
        let t = Instant::now();
        let r = build(&s, &text, 1);
        let took = t.elapsed();
        assert_eq!(r["ok"], false, "{r}");
        // The VM's budget stops it; on a very loaded machine the studio's
        // own time limit may come first.
        let e = r["error"].as_str().unwrap();
        assert!(e.contains("budget exceeded") || e.contains("to build: stopped"), "{r}");
        assert!(took < Duration::from_secs(10), "{body}: {took:?}");
    }
    assert_eq!(build(&s, GOOD, 1)["ok"], true, "still serving");
}

#[test]
fn a_file_of_several_levels_builds_the_one_asked_for() {
    let s = start();
    let second = "MAZE: \"second\", ' '\nGEOMETRY:center,center\nMAP\n-----------\n|.........|\n-----------\nENDMAP\n";
    let text = format!("{GOOD}{second}");
    let ask = |level: &str| {
        let body = json!({"text": text, "seed": 3, "level": level}).to_string();
        json_of(&request(&s, "POST", "/api/build", "", body.as_bytes()).1)
    };
    let r = ask("second");
    assert_eq!(r["ok"], true, "{r}");
    assert_eq!(r["levels"], json!(["trial", "second"]));
    assert_eq!(r["level"], "second");
    assert!(preview_text(&r).contains("|.........|"), "{}", preview_text(&r));
    let r = ask("trial");
    assert_eq!(r["level"], "trial");
    assert!(!preview_text(&r).contains("-----------"), "{}", preview_text(&r));
    // The .lev download is the level asked for, named as lev_comp names it.
    let mut c = TcpStream::connect(&s.addr).unwrap();
    let head = format!("GET /download.lev?level=second HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n\r\n", s.addr);
    c.write_all(head.as_bytes()).unwrap();
    let mut raw = Vec::new();
    let _ = c.read_to_end(&mut raw);
    assert!(String::from_utf8_lossy(&raw).contains("filename=\"second.lev\""));
}

#[test]
fn the_command_line_refuses_what_it_cannot_serve() {
    let dir = tempfile::tempdir().unwrap();
    let outside = tempfile::tempdir().unwrap();
    std::fs::write(outside.path().join("out.des"), GOOD).unwrap();
    let run = |args: &[&std::ffi::OsStr]| {
        Command::new(env!("CARGO_BIN_EXE_oxhack")).arg("studio").args(args).output().unwrap()
    };
    let out = run(&["--port".as_ref(), "0".as_ref(), "--dir".as_ref(), dir.path().join("none").as_os_str()]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("oxhack studio:"), "{out:?}");
    let file = outside.path().join("out.des");
    let out = run(&["--port".as_ref(), "0".as_ref(), "--dir".as_ref(), dir.path().as_os_str(), file.as_os_str()]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("not inside the studio's folder"), "{out:?}");
    // Opening it to the network is deliberate, and warned about.
    let mut child = Command::new(env!("CARGO_BIN_EXE_oxhack"))
        .args(["studio", "--port", "0", "--listen", "0.0.0.0", "--dir"])
        .arg(dir.path())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stderr.take().unwrap()).read_line(&mut line).unwrap();
    let mut url = String::new();
    BufReader::new(child.stdout.take().unwrap()).read_line(&mut url).unwrap();
    let _ = child.kill();
    let _ = child.wait();
    assert!(line.contains("warning: listening on 0.0.0.0"), "{line}");
    assert!(url.starts_with("studio: http://127.0.0.1:"), "{url}");
}
