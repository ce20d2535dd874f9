//! `lev_comp`: compile NetHack 3.6 `.des` files into `.lev` files.
//!
//! Used as the C tool is (`lev_comp [-w] [-o DIR] FILE.des...`, or stdin
//! when no file is given), so it can replace it in a NetHack 3.6 build;
//! plus `--check` (everything but writing), `--disasm FILE.lev` (a readable
//! listing; with `--source FILE.des`, annotated with the source lines),
//! `--dungeon FILE` (warn about levels the dungeon never uses) and
//! `--explain CODE` (the long explanation of a diagnostic code). It prints
//! the `.lev` files it wrote (`-q` keeps quiet, as the C tool is).

use clap::Parser;
use lev_comp::{CheckOptions, output};
use oxhack_diag::{Diags, Sources, plural};
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
    /// With --disasm: the .des the .lev files were compiled from, to show
    /// each statement's source line above its code (alone: list it
    /// compiled in memory).
    #[arg(long, value_name = "FILE.des", requires = "disasm")]
    source: Option<PathBuf>,
    /// Print the long explanation of a diagnostic code (such as L0105),
    /// or `list` for every code.
    #[arg(long, value_name = "CODE")]
    explain: Option<String>,
    /// Do not print the names of the files written.
    #[arg(short, long)]
    quiet: bool,
}

fn main() -> ExitCode {
    // `lev_comp lsp`: the language server (see `lev_comp::lsp`) instead.
    if std::env::args_os().nth(1).is_some_and(|a| a == "lsp") {
        return if lev_comp::lsp::run_stdio() { ExitCode::SUCCESS } else { ExitCode::FAILURE };
    }
    let cli = Cli::parse();
    if let Some(code) = &cli.explain {
        return explain(code);
    }
    if cli.disasm {
        return disasm(&cli.files, cli.source.as_deref());
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
                diags.push(lev_comp::messages::unused_by_dungeon(&l.name));
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
        Ok(written) => {
            if !cli.quiet {
                for w in written {
                    println!("wrote {}", w.display());
                }
            }
            true
        }
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

/// `--explain CODE`.
fn explain(code: &str) -> ExitCode {
    if code.eq_ignore_ascii_case("list") {
        print!("{}", lev_comp::explain::list());
        return ExitCode::SUCCESS;
    }
    match lev_comp::explain::explain(code) {
        Ok(text) => {
            print!("{text}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("lev_comp: {e}");
            ExitCode::FAILURE
        }
    }
}

/// A level compiled from `--source`, with its statement marks.
type Marked = (lev_comp::CompiledLevel, lev_comp::Marks);

/// `--disasm FILE.lev... [--source FILE.des]`.
fn disasm(files: &[PathBuf], source: Option<&Path>) -> ExitCode {
    let names = lev_comp::names::TableNames;
    let compiled = match source.map(compile_source).transpose() {
        Ok(c) => c,
        Err(()) => return ExitCode::FAILURE,
    };
    if files.is_empty() {
        // --source alone: list every level of it, compiled in memory.
        let (Some((text, levels)), Some(src)) = (&compiled, source) else {
            eprintln!("lev_comp: --disasm needs .lev files to list (or --source FILE.des)");
            return ExitCode::FAILURE;
        };
        for (level, marks) in levels {
            if levels.len() > 1 {
                println!("== {} ({})", level.name, src.display());
            }
            let listing = oxhack_vm::disasm::listing(&level.program, &names);
            print!("{}", lev_comp::disasm::annotate(&listing, marks, text));
        }
        return ExitCode::SUCCESS;
    }
    let mut ok = true;
    for f in files {
        let bytes = match std::fs::read(f) {
            Ok(b) => b,
            Err(e) => {
                eprintln!("lev_comp: cannot read {}: {e}", f.display());
                ok = false;
                continue;
            }
        };
        let p = match oxhack_vm::Program::decode(&bytes) {
            Ok(p) => p,
            Err(e) => {
                if lev_comp::disasm::looks_like_des(f, &bytes) {
                    eprintln!(
                        "lev_comp: {0} is .des source, not a compiled .lev; to list it annotated, run: lev_comp --disasm --source {0}",
                        f.display()
                    );
                } else {
                    eprintln!("lev_comp: {}: not a .lev file: {e}", f.display());
                }
                ok = false;
                continue;
            }
        };
        if files.len() > 1 {
            println!("== {}", f.display());
        }
        let listing = oxhack_vm::disasm::listing(&p, &names);
        match &compiled {
            None => print!("{listing}"),
            Some((text, levels)) => match matching_level(f, &p, levels) {
                Some(marks) => print!("{}", lev_comp::disasm::annotate(&listing, marks, text)),
                None => {
                    eprintln!(
                        "lev_comp: {}: no level of {} compiles to this .lev; listing it without source lines",
                        f.display(),
                        source.map_or(String::new(), |s| s.display().to_string())
                    );
                    print!("{listing}");
                }
            },
        }
    }
    if ok { ExitCode::SUCCESS } else { ExitCode::FAILURE }
}

/// Compiles the `--source` file in memory (its diagnostics shown).
fn compile_source(path: &Path) -> Result<(String, Vec<Marked>), ()> {
    let (name, text) = read_input(Some(path)).map_err(|e| eprintln!("lev_comp: {e}"))?;
    let mut sources = Sources::new();
    let id = sources.add(name.clone(), text.clone());
    let mut diags = Diags::new();
    let levels = lev_comp::compile_marked(id, &text, &CheckOptions::default(), &mut diags);
    sources.emit(&diags.list);
    match levels {
        Some(l) => Ok((text, l)),
        None => {
            eprintln!("lev_comp: {name}: {}; cannot annotate", plural(diags.error_count(), "error"));
            Err(())
        }
    }
}

/// The marks of the level of `levels` that compiles to `p`: the one named
/// like the file, else any with identical code.
fn matching_level<'a>(f: &Path, p: &oxhack_vm::Program, levels: &'a [Marked]) -> Option<&'a lev_comp::Marks> {
    let stem = f.file_stem().and_then(|s| s.to_str()).unwrap_or("");
    levels
        .iter()
        .find(|(l, _)| l.name == stem && &l.program == p)
        .or_else(|| levels.iter().find(|(l, _)| &l.program == p))
        .map(|(_, m)| m)
}
