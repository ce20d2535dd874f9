//! The command-line tools: `oxhack wish` (a wish as a wand grants it),
//! `oxhack levgen` (a level author's preview, once or on every change),
//! and `oxhack dungeon` (the layout a seed gives).

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

/// `oxhack levgen`: exit status 1 with diagnostics when the file does not
/// compile or the level cannot be built.
pub fn levgen(file: &Path, seed: Option<u64>, name: Option<&str>) -> ExitCode {
    match levgen_text(file, seed, name) {
        Ok(text) => {
            out(&text);
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprint!("{e}");
            if !e.ends_with('\n') {
                eprintln!();
            }
            ExitCode::FAILURE
        }
    }
}

/// The preview of `file`'s level for a seed, or the diagnostics.
fn levgen_text(file: &Path, seed: Option<u64>, name: Option<&str>) -> Result<String, String> {
    use oxhack_game::levelgen::levgen;
    let levels = levgen::load(file)?;
    let names: Vec<&str> = levels.iter().map(|(n, _)| n.as_str()).collect();
    let chosen = match name {
        Some(n) => levels.iter().find(|(l, _)| l.eq_ignore_ascii_case(n)),
        None => levels.first(),
    };
    let Some((lname, program)) = chosen else {
        return Err(format!(
            "oxhack: {} defines no level {:?}; it has: {}",
            file.display(),
            name.unwrap_or(""),
            names.join(", ")
        ));
    };
    let seed = seed.unwrap_or_else(fresh_seed);
    let built = levgen::generate(lname, program.clone(), seed).map_err(|e| format!("oxhack: {lname}: {e}"))?;
    let mut text = format!("{lname} (seed {seed}; levels in this file: {})\n", names.join(", "));
    for line in levgen::draw(&built).into_iter().chain(levgen::legend(&built)) {
        text.push_str(&line);
        text.push('\n');
    }
    Ok(text)
}

/// `oxhack levgen --watch`: the preview again every time the file
/// changes (checked by its size, time and bytes every 200 ms), until
/// interrupted. A version that does not compile shows its diagnostics and
/// the watch goes on.
pub fn levgen_watch(file: &Path, seed: Option<u64>, name: Option<&str>) -> ExitCode {
    use std::io::IsTerminal;
    let seed = Some(seed.unwrap_or_else(fresh_seed));
    let clear = std::io::stdout().is_terminal();
    let mut last: Option<Vec<u8>> = None;
    loop {
        let now = std::fs::read(file).ok();
        if now != last {
            if clear {
                out("\x1b[2J\x1b[H");
            }
            match (&now, levgen_text(file, seed, name)) {
                (None, _) => out(&format!("{}: cannot read it; waiting for it to come back\n", file.display())),
                (_, Ok(text)) => out(&text),
                (_, Err(e)) => out(&format!("{e}{}", if e.ends_with('\n') { "" } else { "\n" })),
            }
            out(&format!("-- watching {} (Ctrl-C to stop)\n", file.display()));
            last = now;
        }
        std::thread::sleep(std::time::Duration::from_millis(200));
    }
}

/// `oxhack levgen` without a file: a random level.
pub fn levgen_random(seed: Option<u64>, maze: bool, depth: i32) -> ExitCode {
    use oxhack_game::levelgen::levgen::{RandomKind, built_from, draw, legend, random_level};
    let seed = seed.unwrap_or_else(fresh_seed);
    let kind = if maze { RandomKind::Maze } else { RandomKind::Rooms };
    let built = built_from(random_level(seed, depth, kind));
    let mut text = format!("random {} level at depth {depth} (seed {seed})\n", if maze { "maze" } else { "rooms" });
    for line in draw(&built).into_iter().chain(legend(&built)) {
        text.push_str(&line);
        text.push('\n');
    }
    out(&text);
    ExitCode::SUCCESS
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
