//! The command-line tools: `oxhack wish` (a wish as a wand grants it)
//! and `oxhack dungeon` (the layout a seed gives); `oxhack levgen` (a
//! level author's preview) is in `levgen.rs`.

use crate::world::WorldArgs;
use crate::{fresh_seed, out};
use std::path::Path;
use std::process::ExitCode;

/// `oxhack wish`: exit status 0 with the object, 1 when the wish fails.
pub fn wish(text: &str, wizard: bool, seed: Option<u64>, json: bool, mundane: bool) -> ExitCode {
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

/// `oxhack dungeon`: the overview of the layout a new game with `seed`
/// places, in the chosen world (`--data`), or with another dungeon
/// description (`--file`).
pub fn dungeon(world: &WorldArgs, file: Option<&Path>, seed: Option<u64>, wizard: bool) -> ExitCode {
    let Ok((mut content, _)) = crate::world::load(world) else { return ExitCode::FAILURE };
    if let Some(p) = file {
        match oxhack_game::world::dungeon::load(p) {
            Ok(d) => content = std::sync::Arc::new(content.with_dungeon(d, &p.display().to_string())),
            Err(e) => {
                eprintln!("oxhack: {e}");
                return ExitCode::FAILURE;
            }
        }
    }
    match oxhack_game::game::dungeon_overview(&content, seed.unwrap_or_else(fresh_seed), wizard) {
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
