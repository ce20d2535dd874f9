//! `oxhack studio`: a local web page for writing `.des` levels with a live
//! preview. The server is a small synchronous one (tiny_http): the main
//! thread accepts requests and hands each to its own thread, with a cap on
//! how many run at once. It binds to 127.0.0.1 unless `--listen` opens it
//! deliberately. The page (an editor bundled from npm sources in `studio/`
//! at the repository root) is embedded in the binary, so the studio works
//! on a machine without npm.
//!
//! The modules: [`routes`] answers one request (a pure function of the
//! request and the [`Studio`] state, so tests and the benchmark call it
//! directly), [`build`] compiles and builds a level into JSON, [`preview`]
//! adapts the game's level preview to cells and a legend, [`files`] keeps
//! every file access inside the working folder. The folder names nothing
//! outside itself, so the benchmark (oxhack/benches/studio.rs) includes it
//! as a module of its own.

pub mod build;
pub mod files;
pub mod preview;
pub mod routes;

use std::io::Read;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The largest request body accepted (a `.des` text or a JSON request).
pub const MAX_BODY: usize = 1 << 20;
/// Requests handled at once; more are answered "busy" at once.
pub const MAX_IN_FLIGHT: usize = 16;

/// The command line of `oxhack studio`.
#[derive(clap::Args, Debug, Clone)]
pub struct StudioArgs {
    /// The port to serve on (0 picks a free one).
    #[arg(long, default_value_t = 8480)]
    pub port: u16,
    /// The working folder: the only place `.des` files are opened from and
    /// saved to (default: the current folder).
    #[arg(long, value_name = "DIR")]
    pub dir: Option<PathBuf>,
    /// Listen on this address instead of 127.0.0.1 (for example 0.0.0.0):
    /// anyone who can reach it can then read and write the folder's `.des`
    /// files.
    #[arg(long, value_name = "ADDR")]
    pub listen: Option<std::net::IpAddr>,
    /// A `.des` file (inside the working folder) to open at start.
    pub file: Option<PathBuf>,
}

/// `oxhack studio`: serves until interrupted; exit status 1 when the
/// folder or the port cannot be used.
pub fn run(args: &StudioArgs) -> ExitCode {
    let dir = args.dir.clone().unwrap_or_else(|| PathBuf::from("."));
    let studio = match routes::Studio::new(&dir, args.file.as_deref()) {
        Ok(s) => Arc::new(s),
        Err(e) => {
            eprintln!("oxhack studio: {e}");
            return ExitCode::FAILURE;
        }
    };
    let ip = args.listen.unwrap_or(std::net::IpAddr::V4(std::net::Ipv4Addr::LOCALHOST));
    if !ip.is_loopback() {
        eprintln!(
            "oxhack studio: warning: listening on {ip}, not only this machine: anyone who can reach it can read and \
             write the .des files in {}",
            studio.root().display()
        );
    }
    let server = match tiny_http::Server::http(SocketAddr::new(ip, args.port)) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("oxhack studio: cannot listen on {ip}:{}: {e}", args.port);
            return ExitCode::FAILURE;
        }
    };
    let Some(addr) = server.server_addr().to_ip() else {
        eprintln!("oxhack studio: the server has no IP address");
        return ExitCode::FAILURE;
    };
    let shown = if addr.ip().is_unspecified() { SocketAddr::new(ip_localhost(), addr.port()) } else { addr };
    say(&format!("studio: http://{shown}/\n"));
    eprintln!("oxhack studio: serving {} (Ctrl-C stops)", studio.root().display());
    let in_flight = Arc::new(AtomicUsize::new(0));
    for request in server.incoming_requests() {
        if in_flight.fetch_add(1, Ordering::SeqCst) >= MAX_IN_FLIGHT {
            in_flight.fetch_sub(1, Ordering::SeqCst);
            respond(request, routes::Reply::error(503, "the studio is busy: try again"));
            continue;
        }
        let studio = Arc::clone(&studio);
        // Counted out when the thread ends, even by a panic (or when it
        // cannot be started: the closure is dropped then).
        let guard = InFlight(Arc::clone(&in_flight));
        let _ = std::thread::Builder::new().name("studio-request".into()).spawn(move || {
            let _guard = guard;
            serve(&studio, request, ip.is_loopback());
        });
    }
    ExitCode::SUCCESS
}

/// One request being handled; counted out when dropped.
struct InFlight(Arc<AtomicUsize>);

impl Drop for InFlight {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

/// Prints to standard output at once (the URL is what scripts wait for);
/// a closed pipe is ignored.
fn say(text: &str) {
    use std::io::Write;
    let mut o = std::io::stdout().lock();
    let _ = o.write_all(text.as_bytes()).and_then(|_| o.flush());
}

fn ip_localhost() -> std::net::IpAddr {
    std::net::IpAddr::V4(std::net::Ipv4Addr::LOCALHOST)
}

/// Reads one request (its body capped at [`MAX_BODY`]), answers it.
fn serve(studio: &routes::Studio, mut request: tiny_http::Request, loopback: bool) {
    let method = request.method().as_str().to_ascii_uppercase();
    let url = request.url().to_string();
    let host = header(&request, "Host");
    // A page on another site could make the browser send requests to a
    // name that resolves to 127.0.0.1 (DNS rebinding): on a loopback bind
    // only loopback names are served.
    if loopback && !host.as_deref().is_some_and(routes::loopback_host) {
        return respond(request, routes::Reply::error(403, "this studio answers only to localhost addresses"));
    }
    if request.body_length().is_some_and(|n| n > MAX_BODY) {
        return respond(request, routes::Reply::error(413, "the request is larger than 1 MiB"));
    }
    let mut body = Vec::new();
    if request.as_reader().take(MAX_BODY as u64 + 1).read_to_end(&mut body).is_err() {
        return respond(request, routes::Reply::error(400, "the request body could not be read"));
    }
    if body.len() > MAX_BODY {
        return respond(request, routes::Reply::error(413, "the request is larger than 1 MiB"));
    }
    let reply = routes::handle(studio, &method, &url, &body);
    respond(request, reply);
}

fn header(request: &tiny_http::Request, name: &str) -> Option<String> {
    request
        .headers()
        .iter()
        .find(|h| h.field.as_str().as_str().eq_ignore_ascii_case(name))
        .map(|h| h.value.as_str().to_string())
}

fn respond(request: tiny_http::Request, reply: routes::Reply) {
    // Always a Content-Length (no chunked encoding), simpler for clients.
    let mut response =
        tiny_http::Response::from_data(reply.body).with_status_code(reply.status).with_chunked_threshold(usize::MAX);
    let mut headers = vec![
        ("Content-Type", reply.content_type.to_string()),
        ("Cache-Control", "no-store".to_string()),
        ("X-Content-Type-Options", "nosniff".to_string()),
    ];
    if let Some(name) = reply.download {
        headers.push(("Content-Disposition", format!("attachment; filename=\"{name}\"")));
    }
    for (k, v) in headers {
        if let Ok(h) = tiny_http::Header::from_bytes(k.as_bytes(), v.as_bytes()) {
            response.add_header(h);
        }
    }
    // The client may have gone away: nothing to do about it.
    let _ = request.respond(response);
}
