//! `oxhack`: the game's command-line entry point.
//!
//! With no subcommand it plays in the terminal, with NetHack's options
//! (`-u NAME -p ROLE -r RACE -g GENDER -a ALIGN -D`) plus `--seed N`.
//! Subcommands are the tools players and level authors use: `oxhack
//! dungeon` shows how a seed lays out the dungeon, `oxhack levgen`
//! previews a level, `oxhack wish` makes a wish, `oxhack replay` plays a
//! recorded game back (or checks it), `oxhack studio` serves a web
//! page for writing levels with a live preview. `--data DIR` plays (or looks at)
//! another world; `--level FILE` play-tests one level.

mod input;
mod levgen;
mod play;
mod replay;
mod studio;
mod tools;
mod tty;
mod world;

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
    #[command(flatten)]
    world: world::WorldArgs,
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
    /// Play-test one level (a .des, compiled on the fly, or a .lev): the
    /// game starts on it; taking its stairs ends the play-test with a
    /// summary. Nothing is saved.
    #[arg(long, value_name = "FILE")]
    pub level: Option<PathBuf>,
    /// With --level: which level of a file that defines several (default:
    /// the first).
    #[arg(long, value_name = "NAME", requires = "level")]
    pub level_name: Option<String>,
    /// The rules a new game plays by: `nethack` (the default) or `oxhack`
    /// (OxHack's own rules too, such as the item-power limit); as
    /// `OPTIONS=rules:oxhack`. A restored game keeps its own.
    #[arg(long, value_name = "MODE")]
    pub rules: Option<String>,
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
        /// The level's depth in the Dungeons of Doom, 1..60: its
        /// difficulty, which picks random monsters and objects (default:
        /// 10 for a file, 5 for a random level).
        #[arg(long, value_parser = clap::value_parser!(i32).range(1..=60))]
        depth: Option<i32>,
        /// The game seed (default: a fresh one).
        #[arg(long, conflicts_with = "seeds")]
        seed: Option<u64>,
        /// Build every seed from A to B (both included): each build's map
        /// and things, then a summary of how often each came out and of
        /// the builds that failed.
        #[arg(long, value_name = "A..B", value_parser = levgen::parse_seeds, conflicts_with = "watch")]
        seeds: Option<(u64, u64)>,
        /// Which level of a .des that defines several (default: the first).
        #[arg(long)]
        name: Option<String>,
        /// Print the preview again every time the file changes.
        #[arg(long, requires = "file")]
        watch: bool,
        /// Colour the maps as the game does: auto (when the output is a
        /// terminal), always or never.
        #[arg(long, value_name = "WHEN", default_value = "auto", value_parser = ["auto", "always", "never"])]
        color: String,
        /// Print the structured preview (every square's character, colour,
        /// status mark and description; the legends; the things) as JSON.
        #[arg(long, conflicts_with_all = ["seeds", "watch"])]
        json: bool,
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
    /// Play a recorded game back in the terminal (every game records its
    /// keys in NAME.oxreplay beside its save; a finished game's replay is
    /// kept in replays/ there). q or ESC stops, space pauses.
    Replay {
        /// The replay file.
        file: PathBuf,
        /// Keys played per second.
        #[arg(long, default_value_t = 10.0, value_name = "N")]
        speed: f64,
        /// Play without delay up to turn T, then pause.
        #[arg(long, value_name = "T")]
        to_turn: Option<i64>,
        /// Play it back headless and print the final state hash and how
        /// the game ended (the last two lines: `hash: HEX`, `ended: HOW`,
        /// HOW being died, quit, escaped, ascended or `in progress at turn
        /// T`). A file that cannot be read, or a replay that does not give
        /// the recorded game, is an error.
        #[arg(long)]
        check: bool,
    },
    /// Serve a local web page for writing .des levels: an editor with
    /// diagnostics as you type and a live preview of the level
    /// (http://127.0.0.1:PORT/).
    Studio(studio::StudioArgs),
}

/// Writes to standard output; a closed pipe (`oxhack levgen | head`) ends
/// the output quietly instead of panicking.
pub fn out(text: &str) {
    use std::io::Write;
    let mut o = std::io::stdout().lock();
    let _ = o.write_all(text.as_bytes()).and_then(|_| o.flush());
}

/// A seed from the clock, for when none is given.
pub fn fresh_seed() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(1, |d| d.as_nanos() as u64)
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        None => play::play(cli.play, &cli.world),
        Some(Command::Info) => {
            out(&oxhack_game::banner());
            ExitCode::SUCCESS
        }
        Some(Command::Dungeon { seed, file, wizard }) => tools::dungeon(&cli.world, file.as_deref(), seed, wizard),
        Some(Command::Wish { text, wizard, seed, json, mundane }) => tools::wish(&text, wizard, seed, json, mundane),
        Some(Command::Levgen { file, maze, depth, seed, seeds, name, watch, color, json }) => {
            use std::io::IsTerminal;
            let args = levgen::LevgenArgs {
                file: file.as_deref(),
                name: name.as_deref(),
                seed,
                seeds,
                depth,
                maze,
                color: color == "always" || (color == "auto" && std::io::stdout().is_terminal()),
                json,
            };
            if watch { levgen::levgen_watch(&args) } else { levgen::levgen(&args) }
        }
        Some(Command::Replay { file, speed, to_turn, check }) => {
            replay::replay(&file, &replay::Playback { speed, to_turn, check }, &cli.world)
        }
        Some(Command::Studio(args)) => studio::run(&args),
    }
}
