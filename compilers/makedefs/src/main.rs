//! `makedefs`: OxHack's build-time data compiler.
//!
//! The NetHack 3.6 text modes (`-d -r -h -q -s -e`, one or more per run,
//! combinable as `-drh`) read their inputs from `--src` and write their
//! outputs to `-o`, byte-identical to NetHack 3.6.7's makedefs; `--tables`
//! compiles OxHack's definition files. Every requested job runs and every
//! problem is reported; outputs are written only when all of them
//! succeeded, and then all together (atomically, file by file).

use clap::{ArgAction, ArgGroup, Parser};
use makedefs::compat::{Config, Mode, build_with};
use oxhack_diag::{AtomicDir, Diags, Sources, plural};
use std::path::PathBuf;
use std::process::ExitCode;

const AFTER_HELP: &str = "\
Modes (as NetHack 3.6's makedefs; inputs in --src, outputs in -o):
  -d   data.base                            -> data
  -r   rumors.tru, rumors.fal               -> rumors
  -h   oracles.txt                          -> oracles
  -q   quest.txt                            -> quest.dat
  -s   epitaph.txt, engrave.txt, bogusmon.txt -> epitaph, engrave, bogusmon
  -e   dungeon.def                          -> dungeon.pdf

`^?NAME` conditionals in the -s and -e inputs test the names of NetHack 3.6.7's
Linux build (MAIL is defined); change them with --define/--undefine.

Examples:
  makedefs --src ../shared/corpus/nethack-3.6.7/dat -o out -r
  makedefs -drhqse                     # everything, in dat/
  makedefs --tables dat -o target/gen  # OxHack's binary tables";

/// Build NetHack 3.6's text databases (byte-identical to NetHack 3.6.7's
/// makedefs) and OxHack's definition tables.
#[derive(Parser, Debug)]
#[command(name = "makedefs", version, after_help = AFTER_HELP, disable_help_flag = true)]
#[command(group(
    ArgGroup::new("jobs")
        .required(true)
        .multiple(true)
        .args(["data", "rumors", "oracles", "quest", "strings", "dungeon", "tables"]),
))]
struct Cli {
    /// data.base -> data (the encyclopedia)
    #[arg(short = 'd')]
    data: bool,
    /// rumors.tru + rumors.fal -> rumors
    #[arg(short = 'r')]
    rumors: bool,
    /// oracles.txt -> oracles
    #[arg(short = 'h')]
    oracles: bool,
    /// quest.txt -> quest.dat
    #[arg(short = 'q')]
    quest: bool,
    /// epitaph.txt, engrave.txt, bogusmon.txt -> epitaph, engrave, bogusmon
    #[arg(short = 's')]
    strings: bool,
    /// dungeon.def -> dungeon.pdf
    #[arg(short = 'e')]
    dungeon: bool,
    /// Folder the text modes read their inputs from.
    #[arg(long, value_name = "DIR", default_value = "dat")]
    src: PathBuf,
    /// Folder every output is written to.
    #[arg(short = 'o', long = "output", value_name = "DIR", default_value = "dat")]
    out: PathBuf,
    /// Also compile OxHack's definition files in DAT_DIR into binary tables.
    #[arg(long, value_name = "DAT_DIR")]
    tables: Option<PathBuf>,
    /// Treat conditional NAME as defined in `^?NAME` lines (repeatable).
    #[arg(long, value_name = "NAME")]
    define: Vec<String>,
    /// Treat conditional NAME as not defined (repeatable).
    #[arg(long, value_name = "NAME")]
    undefine: Vec<String>,
    /// Print help.
    #[arg(long, action = ArgAction::Help)]
    help: Option<bool>,
}

impl Cli {
    fn modes(&self) -> Vec<Mode> {
        let on = [self.data, self.rumors, self.oracles, self.quest, self.strings, self.dungeon];
        Mode::ALL.into_iter().zip(on).filter(|&(_, on)| on).map(|(m, _)| m).collect()
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let mut config = Config::default();
    for name in &cli.define {
        config.define(name, true);
    }
    for name in &cli.undefine {
        config.define(name, false);
    }
    let mut sources = Sources::new();
    let mut diags = Diags::new();
    let mut outputs = Vec::new();
    for mode in cli.modes() {
        if let Some(out) = build_with(mode, &cli.src, &config, &mut sources, &mut diags) {
            outputs.extend(out);
        }
    }
    if let Some(dat) = &cli.tables {
        match makedefs::tables::run(dat, &cli.out, &mut sources) {
            Ok(out) => outputs.extend(out),
            Err(d) => diags.extend(d),
        }
    }
    sources.emit(&diags.list);
    let warnings = diags.warning_count();
    let warned = if warnings > 0 { format!(", {}", plural(warnings, "warning")) } else { String::new() };
    if diags.has_errors() {
        eprintln!("makedefs: {}{warned}", plural(diags.error_count(), "error"));
        return ExitCode::FAILURE;
    }
    if warnings > 0 {
        eprintln!("makedefs: {}", plural(warnings, "warning"));
    }
    match write_all(&cli.out, &outputs) {
        Ok(written) => {
            for path in written {
                println!("makedefs: wrote {}", path.display());
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("makedefs: cannot write to {}: {e}", cli.out.display());
            ExitCode::FAILURE
        }
    }
}

/// Stages every output in `dir`, then moves them all into place; returns
/// the paths written.
fn write_all(dir: &std::path::Path, outputs: &[(String, Vec<u8>)]) -> std::io::Result<Vec<PathBuf>> {
    std::fs::create_dir_all(dir)?;
    let mut staged = AtomicDir::new(dir);
    for (name, bytes) in outputs {
        staged.stage(name, bytes)?;
    }
    staged.commit()
}
