//! The studio's routes: one function, [`handle`], maps a request (method,
//! URL, body) to a [`Reply`]. No request makes it panic: bad JSON, bad
//! names and bad levels all come back as error replies.
//!
//! - `GET /` the page; `/studio.js`, `/studio.css` its bundle
//! - `GET /api/session` the file given on the command line, if any
//! - `GET /api/files` the `.des` files of the working folder
//! - `GET /api/file?name=N` a file's text; `PUT /api/file?name=N` saves it
//! - `POST /api/build {text, seed, level?, name?}` diagnostics and preview
//! - `GET /download.des`, `GET /download.lev?level=L` the last text built,
//!   as it was typed or compiled

use super::build::{BuildRequest, build_json, lev_bytes};
use super::files;
use serde_json::json;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

const INDEX_HTML: &str = include_str!("assets/index.html");
const STUDIO_JS: &str = include_str!("assets/studio.js");
const STUDIO_CSS: &str = include_str!("assets/studio.css");

/// The studio's state: its folder, the file it was started with, and the
/// last text built (what the download buttons give).
pub struct Studio {
    root: PathBuf,
    initial: Option<String>,
    last: Mutex<Option<Last>>,
}

struct Last {
    text: String,
    name: Option<String>,
}

/// One answer: status, content type, body, and a file name when the
/// browser should save it rather than show it.
#[derive(Debug)]
pub struct Reply {
    pub status: u16,
    pub content_type: &'static str,
    pub body: Vec<u8>,
    pub download: Option<String>,
}

impl Reply {
    /// A JSON answer.
    pub fn json(status: u16, v: &serde_json::Value) -> Reply {
        Reply { status, content_type: "application/json", body: v.to_string().into_bytes(), download: None }
    }
    /// An error as JSON `{error}`.
    pub fn error(status: u16, message: &str) -> Reply {
        Reply::json(status, &json!({ "error": message }))
    }
    fn asset(content_type: &'static str, text: &str) -> Reply {
        Reply { status: 200, content_type, body: text.as_bytes().to_vec(), download: None }
    }
}

impl Studio {
    /// The state for a folder and the `.des` to open first (a name inside
    /// the folder, or a path that leads into it).
    pub fn new(dir: &Path, file: Option<&Path>) -> Result<Studio, String> {
        let root = files::root(dir)?;
        let initial = match file {
            None => None,
            Some(f) => {
                let abs = if f.is_absolute() { f.to_path_buf() } else { dir.join(f) };
                let real = abs.canonicalize().map_err(|e| format!("{}: {e}", f.display()))?;
                let rel = real.strip_prefix(&root).map_err(|_| {
                    format!("{}: not inside the studio's folder {} (see --dir)", f.display(), root.display())
                })?;
                let name = rel.to_string_lossy().replace('\\', "/");
                files::resolve(&root, &name).map_err(|e| e.message)?;
                Some(name)
            }
        };
        Ok(Studio { root, initial, last: Mutex::new(None) })
    }
    /// The working folder.
    pub fn root(&self) -> &Path {
        &self.root
    }
    fn remember(&self, text: &str, name: Option<String>) {
        if let Ok(mut last) = self.last.lock() {
            *last = Some(Last { text: text.to_string(), name });
        }
    }
    fn last(&self) -> Option<(String, Option<String>)> {
        self.last.lock().ok()?.as_ref().map(|l| (l.text.clone(), l.name.clone()))
    }
}

/// Whether a `Host` header names this machine (`127.0.0.1`, `localhost`,
/// `[::1]`, with or without a port).
pub fn loopback_host(host: &str) -> bool {
    let h = host.trim();
    let name = if let Some(rest) = h.strip_prefix('[') {
        rest.split(']').next().unwrap_or("")
    } else {
        h.rsplit_once(':').map_or(h, |(n, _)| n)
    };
    name.eq_ignore_ascii_case("localhost") || name.parse::<std::net::IpAddr>().is_ok_and(|ip| ip.is_loopback())
}

/// Answers one request.
pub fn handle(studio: &Studio, method: &str, url: &str, body: &[u8]) -> Reply {
    let (path, query) = url.split_once('?').unwrap_or((url, ""));
    let param = |key: &str| query_param(query, key);
    match (method, path) {
        ("GET", "/" | "/index.html") => Reply::asset("text/html; charset=utf-8", INDEX_HTML),
        ("GET", "/studio.js") => Reply::asset("text/javascript; charset=utf-8", STUDIO_JS),
        ("GET", "/studio.css") => Reply::asset("text/css; charset=utf-8", STUDIO_CSS),
        ("GET", "/api/session") => Reply::json(200, &json!({ "file": studio.initial })),
        ("GET", "/api/files") => Reply::json(200, &json!({ "files": files::list(&studio.root) })),
        ("GET", "/api/file") => {
            let Some(name) = param("name") else { return Reply::error(400, "which file? (?name=)") };
            match files::read(&studio.root, &name) {
                Ok(text) => Reply::json(200, &json!({ "name": name, "text": text })),
                Err(e) => Reply::error(e.status, &e.message),
            }
        }
        ("PUT", "/api/file") => {
            let Some(name) = param("name") else { return Reply::error(400, "which file? (?name=)") };
            let Ok(text) = std::str::from_utf8(body) else { return Reply::error(400, "the text is not UTF-8") };
            match files::write(&studio.root, &name, text) {
                Ok(()) => Reply::json(200, &json!({ "name": name, "saved": text.len() })),
                Err(e) => Reply::error(e.status, &e.message),
            }
        }
        ("POST", "/api/build") => {
            let req: BuildRequest = match serde_json::from_slice(body) {
                Ok(r) => r,
                Err(e) => return Reply::error(400, &format!("a build request is {{text, seed, level?}}: {e}")),
            };
            studio.remember(&req.text, req.name.clone());
            Reply::json(200, &build_json(req))
        }
        ("GET", "/download.des") => match studio.last() {
            Some((text, name)) => {
                let file = name.as_deref().and_then(|n| n.rsplit('/').next()).unwrap_or("level.des").to_string();
                Reply {
                    status: 200,
                    content_type: "text/plain; charset=utf-8",
                    body: text.into_bytes(),
                    download: Some(file),
                }
            }
            None => Reply::error(404, "nothing built yet"),
        },
        ("GET", "/download.lev") => match studio.last() {
            Some((text, _)) => match lev_bytes(&text, param("level").as_deref()) {
                Ok((file, bytes)) => {
                    Reply { status: 200, content_type: "application/octet-stream", body: bytes, download: Some(file) }
                }
                Err(e) => Reply::error(422, &e),
            },
            None => Reply::error(404, "nothing built yet"),
        },
        (_, "/" | "/index.html" | "/studio.js" | "/studio.css" | "/api/session" | "/api/files" | "/api/file")
        | (_, "/api/build" | "/download.des" | "/download.lev") => Reply::error(405, "method not allowed"),
        _ => Reply::error(404, "no such page"),
    }
}

/// A query parameter, percent-decoded (`+` is a space); none when absent
/// or not UTF-8.
fn query_param(query: &str, key: &str) -> Option<String> {
    query.split('&').find_map(|pair| {
        let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
        (percent_decode(k)? == key).then(|| percent_decode(v)).flatten()
    })
}

fn percent_decode(s: &str) -> Option<String> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'%' => {
                let hex = s.get(i + 1..i + 3)?;
                out.push(u8::from_str_radix(hex, 16).ok()?);
                i += 3;
            }
            b'+' => {
                out.push(b' ');
                i += 1;
            }
            b => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8(out).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn queries_and_hosts() {
        assert_eq!(query_param("a=1&name=sub%2Fx.des", "name").as_deref(), Some("sub/x.des"));
        assert_eq!(query_param("name=%2e%2e%2Fx.des", "name").as_deref(), Some("../x.des"));
        assert_eq!(query_param("name=%zz", "name"), None);
        assert!(loopback_host("127.0.0.1:8480") && loopback_host("localhost") && loopback_host("[::1]:80"));
        assert!(!loopback_host("evil.example:8480") && !loopback_host("10.0.0.1"));
    }
}
