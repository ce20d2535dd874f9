//! Which world a game or a tool works in: OxHack's own (embedded), or a
//! data folder given with `--data DIR` or `$OXHACKDIR` (NetHack's
//! HACKDIR), loaded over the embedded defaults, compiled on first use and
//! cached beside the save files. Problems are printed as the compilers'
//! diagnostics; a world with errors is refused unless `--allow-fallback`.

use oxhack_game::world::content::{Content, LoadOpts};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

/// The options that choose the world.
#[derive(clap::Args, Debug, Clone, Default)]
pub struct WorldArgs {
    /// A data folder whose dungeon.def, levels (.des or .lev) and text
    /// databases replace OxHack's own where it has them; NetHack's own
    /// `dat/` plays as it is.
    #[arg(long, value_name = "DIR", env = "OXHACKDIR", global = true)]
    pub data: Option<PathBuf>,
    /// Play a data folder's levels that do not compile as random levels
    /// instead of refusing to start.
    #[arg(long, global = true)]
    pub allow_fallback: bool,
}

/// Where compiled worlds are cached: beside the save files.
pub fn cache_dir() -> PathBuf {
    oxhack_game::save::save_dir().join("cache")
}

/// The world `args` asks for; on errors, prints them and gives the exit
/// status to end with. Warnings and fallbacks are printed too (and
/// returned, for the game to show).
pub fn load(args: &WorldArgs) -> Result<(Arc<Content>, Vec<String>), ExitCode> {
    let Some(dir) = &args.data else { return Ok((Content::embedded(), Vec::new())) };
    let opts = LoadOpts { cache_dir: Some(cache_dir()), allow_fallback: args.allow_fallback };
    match Content::load(dir, &opts) {
        Ok(got) => {
            if !got.report.is_empty() {
                eprint!("{}", got.report);
            }
            let notes = got
                .content
                .fallbacks
                .iter()
                .map(|(name, why)| format!("Level {name} is played as a random level ({why})."))
                .collect();
            Ok((got.content, notes))
        }
        Err(e) => {
            eprint!("{}", e.report);
            Err(ExitCode::FAILURE)
        }
    }
}
