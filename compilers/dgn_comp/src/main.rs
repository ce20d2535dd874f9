//! `dgn_comp`: compile a NetHack 3.6 dungeon description into the binary
//! `dungeon` file, as the C tool does (`dgn_comp [-o DIR] dungeon.pdf`; the
//! output is the input name minus `.pdf`; standard input to standard
//! output when no file is given), plus `--check` and `--levels DIR`.

use clap::Parser;
use oxhack_diag::{Diags, Sources, plural, write_atomic};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Compile NetHack 3.6 dungeon descriptions (dungeon.pdf, as made by
/// `makedefs -e`, or dungeon.def) into the binary dungeon file.
#[derive(Parser, Debug)]
#[command(name = "dgn_comp", version, about, long_about = None)]
struct Cli {
    /// Descriptions to compile; `x.pdf` (or `x.def`) becomes `x`. With no
    /// file, read standard input and write standard output.
    files: Vec<PathBuf>,
    /// Folder for the output (default: beside the input).
    #[arg(short = 'o', long = "output", value_name = "DIR")]
    out: Option<PathBuf>,
    /// Run every check but write nothing.
    #[arg(long)]
    check: bool,
    /// A folder of .des/.lev files: warn about levels none of them defines.
    #[arg(long, value_name = "DIR")]
    levels: Option<PathBuf>,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    if cli.files.is_empty() {
        return stdin_mode(&cli);
    }
    let mut ok = true;
    for f in &cli.files {
        ok &= compile_file(f, &cli);
    }
    if ok { ExitCode::SUCCESS } else { ExitCode::FAILURE }
}

/// The output path: the input name without `.pdf` (or `.def`).
fn output_path(input: &Path, out_dir: Option<&Path>) -> Result<PathBuf, String> {
    let name = input.file_name().and_then(|n| n.to_str()).unwrap_or("");
    let stem = name.strip_suffix(".pdf").or_else(|| name.strip_suffix(".def"));
    let Some(stem) = stem.filter(|s| !s.is_empty()) else {
        return Err(format!("file name \"{}\" in wrong format: expected NAME.pdf (or NAME.def)", input.display()));
    };
    let dir = match out_dir {
        Some(d) => d.to_path_buf(),
        None => input.parent().map(Path::to_path_buf).unwrap_or_default(),
    };
    Ok(dir.join(stem))
}

fn compile_text(name: &str, text: &str, cli: &Cli) -> Option<dgn_comp::DungeonFile> {
    let mut sources = Sources::new();
    let id = sources.add(name, text);
    let mut diags = Diags::new();
    let result = dgn_comp::compile_with_spans(id, text, &mut diags);
    if let (Some((file, spans)), Some(dir)) = (&result, &cli.levels)
        && let Err(e) = dgn_comp::levels::check_files(file, spans, dir, &mut diags)
    {
        eprintln!("dgn_comp: cannot read {}: {e}", dir.display());
    }
    sources.emit(&diags.list);
    if result.is_none() {
        eprintln!("dgn_comp: {name}: {}; no output written", plural(diags.error_count(), "error"));
    }
    result.map(|r| r.0)
}

fn compile_file(input: &Path, cli: &Cli) -> bool {
    let out = match output_path(input, cli.out.as_deref()) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("dgn_comp: {e}");
            return false;
        }
    };
    let text = match std::fs::read(input) {
        Ok(b) => String::from_utf8_lossy(&b).into_owned(),
        Err(e) => {
            eprintln!("dgn_comp: cannot read {}: {e}", input.display());
            return false;
        }
    };
    let Some(file) = compile_text(&input.display().to_string(), &text, cli) else { return false };
    if cli.check {
        let levels = file.level_count();
        println!(
            "{}: {} with {} checked",
            input.display(),
            plural(file.dungeons.len(), "dungeon"),
            plural(levels, "level")
        );
        return true;
    }
    match write_atomic(&out, &file.encode()) {
        Ok(()) => true,
        Err(e) => {
            eprintln!("dgn_comp: cannot write {}: {e}", out.display());
            false
        }
    }
}

fn stdin_mode(cli: &Cli) -> ExitCode {
    let mut b = Vec::new();
    if let Err(e) = std::io::stdin().read_to_end(&mut b) {
        eprintln!("dgn_comp: cannot read standard input: {e}");
        return ExitCode::FAILURE;
    }
    let text = String::from_utf8_lossy(&b).into_owned();
    let Some(file) = compile_text("(stdin)", &text, cli) else { return ExitCode::FAILURE };
    if !cli.check && std::io::stdout().write_all(&file.encode()).is_err() {
        eprintln!("dgn_comp: cannot write standard output");
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}
