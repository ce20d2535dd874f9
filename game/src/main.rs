//! `oxhack`: the game's command-line entry point.
//!
//! Until the playable game lands, running it prints the banner and the
//! statistics of the embedded tables, which proves the data compiled and
//! loads from any folder.

use clap::Parser;

/// OxHack: NetHack 3.6's world rebuilt in Rust, with random magical object
/// properties.
#[derive(Parser, Debug)]
#[command(name = "oxhack", version, about, long_about = None)]
struct Cli {}

fn main() {
    let _cli = Cli::parse();
    print!("{}", oxhack::banner());
}
