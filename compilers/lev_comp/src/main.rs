//! `lev_comp`: compile NetHack 3.6 `.des` files into `.lev` files.
//!
//! Used as the C tool is (`lev_comp [-w] [-o DIR] FILE.des...`, or stdin
//! when no file is given), so it can replace it in a NetHack 3.6 build;
//! plus `--check` (everything but writing), `--disasm FILE.lev` (a readable
//! listing) and `--dungeon FILE` (warn about levels the dungeon never uses).

use clap::Parser;
use lev_comp::{CheckOptions, output};
use oxhack_diag::{Diagnostic, Diags, Sources, plural};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Compile NetHack 3.6 special levels (.des) into .lev files, byte-compatible
/// with NetHack 3.6.7's own lev_comp.
#[derive(Parser, Debug)]
#[command(
    name = "lev_comp",
    version,
    about,
    long_about = None,
    after_help = "Run `lev_comp lsp` to start the language server (LSP over stdio) for editors."
)]
struct Cli {
    /// `.des` files to compile (standard input when none are given); with
    /// --disasm, `.lev` files to list.
    files: Vec<PathBuf>,
    /// Extra warnings, as the C tool's -v: unused variables, names that
    /// match only when case is ignored.
    #[arg(short = 'w', long = "warnings", visible_short_alias = 'v')]
    warnings: bool,
    /// Folder to write the .lev files into.
    #[arg(short = 'o', long = "output", value_name = "DIR", default_value = ".")]
    out: PathBuf,
    /// Run every check but write nothing.
    #[arg(long)]
    check: bool,
    /// Print a readable listing of compiled .lev files instead.
    #[arg(long)]
    disasm: bool,
    /// A dungeon.def: warn about levels it never uses.
    #[arg(long, value_name = "FILE")]
    dungeon: Option<PathBuf>,
}

fn main() -> ExitCode {
    // `lev_comp lsp`: the language server (see `lev_comp::lsp`) instead.
    if std::env::args_os().nth(1).is_some_and(|a| a == "lsp") {
        return if lev_comp::lsp::run_stdio() { ExitCode::SUCCESS } else { ExitCode::FAILURE };
    }
    let cli = Cli::parse();
    if cli.disasm {
        return disasm(&cli.files);
    }
    let opts = CheckOptions { verbose: cli.warnings };
    let dungeon_levels = match &cli.dungeon {
        Some(p) => match lev_comp::dungeon::level_names(p) {
            Ok(names) => Some(names),
            Err(e) => {
                eprintln!("lev_comp: {e}");
                return ExitCode::FAILURE;
            }
        },
        None => None,
    };
    let inputs: Vec<Option<&Path>> =
        if cli.files.is_empty() { vec![None] } else { cli.files.iter().map(|p| Some(p.as_path())).collect() };
    let mut failed = false;
    for input in inputs {
        failed |= !compile_one(input, &cli, &opts, dungeon_levels.as_deref());
    }
    if failed { ExitCode::FAILURE } else { ExitCode::SUCCESS }
}

/// Compiles one input; returns whether it succeeded.
fn compile_one(input: Option<&Path>, cli: &Cli, opts: &CheckOptions, dungeon: Option<&[String]>) -> bool {
    let (name, text) = match read_input(input) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("lev_comp: {e}");
            return false;
        }
    };
    let mut sources = Sources::new();
    let id = sources.add(name.clone(), text.clone());
    let mut diags = Diags::new();
    let levels = lev_comp::compile(id, &text, opts, &mut diags);
    if let (Some(levels), Some(known)) = (&levels, dungeon) {
        for l in levels {
            if !known.iter().any(|k| k == &l.name) {
                diags.push(Diagnostic::warning().with_message(format!(
                    "level \"{}\" is not used by the dungeon description; the game will never load it",
                    l.name
                )));
            }
        }
    }
    sources.emit(&diags.list);
    let Some(levels) = levels else {
        eprintln!("lev_comp: {name}: {}; no output written", plural(diags.error_count(), "error"));
        return false;
    };
    if cli.check {
        println!("{name}: {} checked, {}", plural(levels.len(), "level"), plural(diags.warning_count(), "warning"));
        return true;
    }
    match output::write_levels(&cli.out, &levels) {
        Ok(_) => true,
        Err(e) => {
            eprintln!("lev_comp: {name}: {e}");
            false
        }
    }
}

fn read_input(input: Option<&Path>) -> Result<(String, String), String> {
    let (name, bytes) = match input {
        Some(p) => {
            (p.display().to_string(), std::fs::read(p).map_err(|e| format!("cannot read {}: {e}", p.display()))?)
        }
        None => {
            let mut b = Vec::new();
            std::io::stdin().read_to_end(&mut b).map_err(|e| format!("cannot read standard input: {e}"))?;
            ("(stdin)".to_string(), b)
        }
    };
    // The C tool reads bytes; non-UTF-8 text is read lossily here, which
    // only matters inside strings.
    Ok((name, String::from_utf8_lossy(&bytes).into_owned()))
}

fn disasm(files: &[PathBuf]) -> ExitCode {
    let names = lev_comp::names::TableNames;
    let mut ok = true;
    for f in files {
        let result = std::fs::read(f)
            .map_err(|e| e.to_string())
            .and_then(|b| oxhack_vm::Program::decode(&b).map_err(|e| e.to_string()));
        match result {
            Ok(p) => {
                if files.len() > 1 {
                    println!("== {}", f.display());
                }
                print!("{}", oxhack_vm::disasm::listing(&p, &names));
            }
            Err(e) => {
                eprintln!("lev_comp: {}: {e}", f.display());
                ok = false;
            }
        }
    }
    if ok { ExitCode::SUCCESS } else { ExitCode::FAILURE }
}
