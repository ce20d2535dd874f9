//! `oxhack`: the game's command-line entry point.
//!
//! With no subcommand it plays in the terminal, with NetHack's options
//! (`-u NAME -p ROLE -r RACE -g GENDER -a ALIGN -D`) plus `--seed N`.
//! Subcommands are the tools players and level authors use: `oxhack
//! dungeon` shows how a seed lays out the dungeon, `oxhack levgen`
//! previews a level, `oxhack wish` makes a wish.

mod input;
mod tty;

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
    #[command(flatten)]
    play: PlayArgs,
}

/// How to start a game (NetHack's command-line options).
#[derive(clap::Args, Debug, Clone, Default)]
pub struct PlayArgs {
    /// Your name (`-u`); a saved game of that name is resumed.
    #[arg(short = 'u', value_name = "NAME")]
    pub name: Option<String>,
    /// Role: Archeologist, Barbarian, Caveman, Healer, Knight, Monk,
    /// Priest, Ranger, Rogue, Samurai, Tourist, Valkyrie, Wizard (any
    /// unique prefix; `-p random` picks one).
    #[arg(short = 'p', value_name = "ROLE")]
    pub role: Option<String>,
    /// Race: human, elf, dwarf, gnome, orc.
    #[arg(short = 'r', value_name = "RACE")]
    pub race: Option<String>,
    /// Gender: male or female.
    #[arg(short = 'g', value_name = "GENDER")]
    pub gender: Option<String>,
    /// Alignment: lawful, neutral or chaotic.
    #[arg(short = 'a', value_name = "ALIGN")]
    pub align: Option<String>,
    /// Wizard (debug) mode.
    #[arg(short = 'D')]
    pub wizard: bool,
    /// The game seed: the same seed and the same keys give the same game.
    #[arg(long)]
    pub seed: Option<u64>,
    /// Start a new game even if a save file exists; a save that cannot be
    /// read is set aside (renamed), never deleted.
    #[arg(long)]
    pub new: bool,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Print the version and the statistics of the embedded tables.
    Info,
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
    /// Build a special level and print it fully mapped, with a legend: a
    /// preview for level authors (a .des is compiled on the fly).
    Levgen {
        /// A level description (.des) or a compiled level (.lev); without
        /// one, a random level (see --maze, --depth).
        file: Option<PathBuf>,
        /// For a random level: a maze instead of rooms and corridors.
        #[arg(long)]
        maze: bool,
        /// For a random level: its depth (difficulty), 1..60.
        #[arg(long, default_value_t = 5)]
        depth: i32,
        /// The game seed (default: a fresh one).
        #[arg(long)]
        seed: Option<u64>,
        /// Which level of a .des that defines several (default: the first).
        #[arg(long)]
        name: Option<String>,
    },
    /// Make a wish as a wand of wishing grants it, and describe the object.
    Wish {
        /// The wish, as typed at "For what do you wish?".
        text: String,
        /// Debug (wizard) mode: no limits on enchantment or properties.
        #[arg(long)]
        wizard: bool,
        /// The game seed (default: a fresh one).
        #[arg(long)]
        seed: Option<u64>,
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
        /// The wish does not come from a wand of wishing (objects with
        /// properties are then refused).
        #[arg(long)]
        mundane: bool,
    },
}

/// Writes to standard output; a closed pipe (`oxhack levgen | head`) ends
/// the output quietly instead of panicking.
fn out(text: &str) {
    use std::io::Write;
    let mut o = std::io::stdout().lock();
    let _ = o.write_all(text.as_bytes()).and_then(|_| o.flush());
}

/// A seed from the clock, for when none is given.
fn fresh_seed() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(1, |d| d.as_nanos() as u64)
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        None => play(cli.play),
        Some(Command::Info) => {
            out(&oxhack_game::banner());
            ExitCode::SUCCESS
        }
        Some(Command::Dungeon { seed, file, wizard }) => {
            let desc = match &file {
                Some(p) => match oxhack_game::world::dungeon::load(p) {
                    Ok(d) => d,
                    Err(e) => {
                        eprintln!("oxhack: {e}");
                        return ExitCode::FAILURE;
                    }
                },
                None => oxhack_tables::dungeon().clone(),
            };
            match oxhack_game::game::dungeon_overview(&desc, seed.unwrap_or_else(fresh_seed), wizard) {
                Ok(text) => {
                    out(&text);
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    eprintln!("oxhack: the dungeon cannot be laid out: {e}");
                    ExitCode::FAILURE
                }
            }
        }
        Some(Command::Wish { text, wizard, seed, json, mundane }) => wish(&text, wizard, seed, json, mundane),
        Some(Command::Levgen { file: Some(file), seed, name, .. }) => levgen(&file, seed, name.as_deref()),
        Some(Command::Levgen { file: None, seed, maze, depth, .. }) => {
            use oxhack_game::levelgen::levgen::{RandomKind, draw, random_level};
            let seed = seed.unwrap_or_else(fresh_seed);
            let kind = if maze { RandomKind::Maze } else { RandomKind::Rooms };
            let lev = random_level(seed, depth, kind);
            let built = oxhack_game::levelgen::sp_lev::Built {
                level: lev,
                messages: Vec::new(),
                skipped: Vec::new(),
                extras: Default::default(),
                maps: Vec::new(),
                lregions: Vec::new(),
            };
            let mut text =
                format!("random {} level at depth {depth} (seed {seed})\n", if maze { "maze" } else { "rooms" });
            for line in draw(&built.level).into_iter().chain(oxhack_game::levelgen::levgen::legend(&built)) {
                text.push_str(&line);
                text.push('\n');
            }
            out(&text);
            ExitCode::SUCCESS
        }
    }
}

/// `oxhack wish`: exit status 0 with the object, 1 when the wish fails.
fn wish(text: &str, wizard: bool, seed: Option<u64>, json: bool, mundane: bool) -> ExitCode {
    use oxhack_game::objects::wish::{Sandbox, Wish, WishOpts};
    let mut game = Sandbox::new(seed.unwrap_or_else(fresh_seed));
    let opts = WishOpts { wizard, magical_wish: !mundane, ..WishOpts::default() };
    let fail = |msg: String| {
        if json {
            out(&format!("{}\n", serde_json::json!({ "error": msg })));
        } else {
            eprintln!("oxhack: {msg}");
        }
        ExitCode::FAILURE
    };
    match game.wish(text, &opts) {
        Ok(Wish::Object(o)) => {
            let r = game.report(&o);
            if json {
                match serde_json::to_string(&r) {
                    Ok(s) => out(&format!("{s}\n")),
                    Err(e) => return fail(e.to_string()),
                }
            } else {
                out(&format!("{r}\n"));
            }
            ExitCode::SUCCESS
        }
        Ok(Wish::Nothing) => fail("You wished for nothing: no object, and wishless conduct kept.".into()),
        Ok(Wish::Vanished(o)) => fail(format!(
            "For a moment, you feel something in your hands, but it disappears! ({})",
            game.report(&o).name
        )),
        Ok(Wish::Trap(t)) => fail(format!(
            "A wizard-mode wish for a trap ({}): traps need a level to be made on.",
            oxhack_game::world::level::ttyp::NAMES.get(t as usize).copied().unwrap_or("trap")
        )),
        Ok(Wish::Terrain(t)) => fail(format!("A wizard-mode wish for terrain ({t:?}): terrain needs a level.")),
        Err(e) => fail(e.to_string()),
    }
}

/// `oxhack levgen`: exit status 1 with diagnostics when the file does not
/// compile or the level cannot be built.
fn levgen(file: &std::path::Path, seed: Option<u64>, name: Option<&str>) -> ExitCode {
    use oxhack_game::levelgen::levgen;
    let levels = match levgen::load(file) {
        Ok(l) => l,
        Err(e) => {
            eprint!("{e}");
            if !e.ends_with('\n') {
                eprintln!();
            }
            return ExitCode::FAILURE;
        }
    };
    let names: Vec<&str> = levels.iter().map(|(n, _)| n.as_str()).collect();
    let chosen = match name {
        Some(n) => levels.iter().find(|(l, _)| l.eq_ignore_ascii_case(n)),
        None => levels.first(),
    };
    let Some((lname, program)) = chosen else {
        eprintln!("oxhack: {} defines no level {:?}; it has: {}", file.display(), name.unwrap_or(""), names.join(", "));
        return ExitCode::FAILURE;
    };
    let seed = seed.unwrap_or_else(fresh_seed);
    match levgen::generate(lname, program.clone(), seed) {
        Ok(built) => {
            let mut text = format!("{lname} (seed {seed}; levels in this file: {})\n", names.join(", "));
            for line in levgen::draw(&built.level).into_iter().chain(levgen::legend(&built)) {
                text.push_str(&line);
                text.push('\n');
            }
            out(&text);
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("oxhack: {lname}: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Plays a game in the terminal: restores the player's save if there is
/// one, else creates a character, then runs the main loop. The end of the
/// game (death, quitting, escape) removes the save before the end screens,
/// and a hang-up there saves nothing; saving or a hang-up during play
/// keeps it.
fn play(args: PlayArgs) -> ExitCode {
    use oxhack_game::game::Game;
    use oxhack_game::ui::options::Options;
    use std::io::IsTerminal;
    let mut opts = Options::default();
    let mut problems = Vec::new();
    if let Some(home) = std::env::var_os("HOME") {
        let rc = std::path::Path::new(&home).join(".oxhackrc");
        if let Ok(text) = std::fs::read_to_string(&rc) {
            problems.extend(opts.parse_file(&text, &rc.display().to_string()));
        }
    }
    if let Ok(env) = std::env::var("OXHACKOPTIONS") {
        for o in env.split(',') {
            if let Err(e) = opts.apply(o) {
                problems.push(format!("OXHACKOPTIONS: {e}"));
            }
        }
    }
    for p in &problems {
        eprintln!("oxhack: {p}");
    }
    if !std::io::stdin().is_terminal() || !std::io::stdout().is_terminal() {
        eprintln!("oxhack: the game needs a terminal (see `oxhack --help` for the tools)");
        return ExitCode::FAILURE;
    }
    let mut term = match tty::Tty::open() {
        Ok(t) => t,
        Err(e) => {
            eprintln!("oxhack: cannot use the terminal: {e}");
            return ExitCode::FAILURE;
        }
    };
    term.number_pad = opts.number_pad;
    let mut term: Box<dyn oxhack_game::ui::Term> = Box::new(term);
    let choices = oxhack_game::hero::player_selection::Choices {
        name: args.name.clone().or(opts.name.clone()),
        role: args.role.clone().or(opts.role.clone()),
        race: args.race.clone().or(opts.race.clone()),
        gender: args.gender.clone().or(opts.gender.clone()),
        align: args.align.clone().or(opts.align.clone()),
    };
    let Some(name) = oxhack_game::hero::player_selection::ask_name(term.as_mut(), choices.name.clone()) else {
        drop(term);
        return ExitCode::SUCCESS;
    };
    let path = oxhack_game::save::save_path(&name);
    let mut restored = None;
    if path.exists() {
        match oxhack_game::save::restore(&path) {
            Ok(g) => restored = Some(g),
            Err(e) if args.new => {
                let aside = path.with_extension(format!(
                    "oxsave.unreadable-{}",
                    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs())
                ));
                if let Err(re) = std::fs::rename(&path, &aside) {
                    drop(term);
                    eprintln!("oxhack: cannot set aside {} ({e}): {re}", path.display());
                    return ExitCode::FAILURE;
                }
                problems.push(format!("Your save file could not be read ({e}); it was kept as {}.", aside.display()));
            }
            Err(e) => {
                drop(term);
                eprintln!(
                    "oxhack: cannot restore {}: {e}.\nThe file has been kept as it is. Move it away, or run with --new to set it aside and start a new game.",
                    path.display()
                );
                return ExitCode::FAILURE;
            }
        }
    }
    let mut g = match restored {
        Some(mut g) => {
            g.set_term(term);
            g.opts.number_pad = opts.number_pad || g.opts.number_pad;
            g.clear_toplines();
            g.welcome(false);
            g
        }
        None => {
            let Some(ng) = oxhack_game::hero::player_selection::pick_character(
                term.as_mut(),
                &choices,
                name,
                args.seed.unwrap_or_else(fresh_seed),
                args.wizard,
                opts,
            ) else {
                drop(term);
                return ExitCode::SUCCESS;
            };
            match Game::new(ng) {
                Ok(mut g) => {
                    g.set_term(term);
                    g.welcome(true);
                    g
                }
                Err(e) => {
                    drop(term);
                    eprintln!("oxhack: {e}");
                    return ExitCode::FAILURE;
                }
            }
        }
    };
    // The arrow keys follow the game's number_pad (a restored game keeps
    // the one it was saved with).
    g.options_changed();
    for p in problems {
        g.pline(p);
    }
    g.checkpointing = true;
    g.checkpoint();
    g.moveloop();
    let saved = g.saved;
    let hangup = g.hangup();
    let over = g.over.clone();
    if over.is_none() && hangup && !saved {
        let _ = g.save_game();
    }
    // A finished game removed its save before its first end screen and
    // refuses to save again (`done`); should that removal have failed,
    // try once more, so that a dead game is never resumed.
    if over.is_some() {
        let _ = std::fs::remove_file(g.save_file());
    }
    let summary = g.end_summary();
    drop(g);
    if saved {
        out("Be seeing you...\n");
    } else if !summary.is_empty() {
        out(&summary);
    }
    ExitCode::SUCCESS
}
