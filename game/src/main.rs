//! `oxhack`: the game's command-line entry point.
//!
//! With no subcommand it will play; until the game lands it prints the
//! banner and the statistics of the embedded tables. Subcommands are the
//! tools players and level authors use: `oxhack dungeon` shows how a seed
//! lays out the dungeon.

use clap::{Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;

/// OxHack: NetHack 3.6's world rebuilt in Rust, with random magical object
/// properties.
#[derive(Parser, Debug)]
#[command(name = "oxhack", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Print the dungeon overview a seed gives (as wizard mode's ^O).
    Dungeon {
        /// The game seed (default: a fresh one).
        #[arg(long)]
        seed: Option<u64>,
        /// A dungeon description (dungeon.def, dungeon.pdf or a compiled
        /// dungeon file) instead of OxHack's own.
        #[arg(long, value_name = "FILE")]
        file: Option<PathBuf>,
        /// Wizard mode: every optional level and dungeon exists.
        #[arg(long)]
        wizard: bool,
    },
}

/// A seed from the clock, for when none is given.
fn fresh_seed() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(1, |d| d.as_nanos() as u64)
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        None => {
            print!("{}", oxhack::banner());
            ExitCode::SUCCESS
        }
        Some(Command::Dungeon { seed, file, wizard }) => {
            let desc = match &file {
                Some(p) => match oxhack::dungeon::load(p) {
                    Ok(d) => d,
                    Err(e) => {
                        eprintln!("oxhack: {e}");
                        return ExitCode::FAILURE;
                    }
                },
                None => oxhack_tables::dungeon().clone(),
            };
            match oxhack::dungeon::overview(&desc, seed.unwrap_or_else(fresh_seed), wizard) {
                Ok(text) => {
                    print!("{text}");
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    eprintln!("oxhack: the dungeon cannot be laid out: {e}");
                    ExitCode::FAILURE
                }
            }
        }
    }
}
