//! Playing in the terminal: options, the player's name, restoring their
//! save (only in the world it was made in) or creating a character, the
//! main loop, and what happens at its end: a save on a hang-up, none once
//! the game is over. Every game (new or restored) is recorded into its
//! replay beside the save (see [`oxhack_game::replay`]). `--level`
//! play-tests one level instead (not recorded: nothing of it is kept).

use crate::world::WorldArgs;
use crate::{PlayArgs, fresh_seed, out, tty};
use oxhack_game::game::Game;
use oxhack_game::hero::playtest::PlayTest;
use oxhack_game::replay::Recording;
use oxhack_game::replay::format::{Session, Start};
use oxhack_game::ui::Term;
use oxhack_game::ui::options::Options;
use std::process::ExitCode;

/// Plays a game in the terminal: restores the player's save if there is
/// one, else creates a character, then runs the main loop. The end of the
/// game (death, quitting, escape) removes the save before the end screens,
/// and a hang-up there saves nothing; saving or a hang-up during play
/// keeps it.
pub fn play(args: PlayArgs, world: &WorldArgs) -> ExitCode {
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
    if let Some(mode) = &args.rules
        && let Err(e) = opts.apply(&format!("rules:{mode}"))
    {
        problems.push(format!("--rules: {e}"));
    }
    for p in &problems {
        eprintln!("oxhack: {p}");
    }
    let (content, notes) = match crate::world::load(world) {
        Ok(w) => w,
        Err(code) => return code,
    };
    problems.extend(notes);
    // A play-test's level is compiled before the terminal is taken, so its
    // diagnostics print as any compiler's do.
    let playtest_world = match &args.level {
        Some(file) => match playtest_content(&content, file, args.level_name.as_deref()) {
            Ok(w) => Some(w),
            Err(e) => {
                eprint!("{e}");
                if !e.ends_with('\n') {
                    eprintln!();
                }
                return ExitCode::FAILURE;
            }
        },
        None => None,
    };
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
    let mut term: Box<dyn Term> = Box::new(term);
    let choices = oxhack_game::hero::player_selection::Choices {
        name: args.name.clone().or(opts.name.clone()),
        role: args.role.clone().or(opts.role.clone()),
        race: args.race.clone().or(opts.race.clone()),
        gender: args.gender.clone().or(opts.gender.clone()),
        align: args.align.clone().or(opts.align.clone()),
    };
    if let Some(world) = playtest_world {
        return playtest(term, world, &choices, &args, opts, problems);
    }
    let Some(name) = oxhack_game::hero::player_selection::ask_name(term.as_mut(), choices.name.clone()) else {
        drop(term);
        return ExitCode::SUCCESS;
    };
    let path = oxhack_game::save::save_path(&name);
    let mut restored = None;
    if path.exists() {
        // A game is only ever played in the world it was made in. The
        // save's bytes are kept for the replay (it names the save it goes
        // on from).
        let loaded = std::fs::read(&path)
            .map_err(|e| oxhack_game::save::RestoreError::Io(e.to_string()))
            .and_then(|b| oxhack_game::save::decode(&b).map(|g| (g, b)))
            .map_err(|e| e.to_string())
            .and_then(|(mut g, b)| {
                g.attach_content(content.clone())?;
                Ok((g, b))
            });
        match loaded {
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
                problems
                    .push(format!("Your save file could not be restored ({e}); it was kept as {}.", aside.display()));
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
    let replay_file = oxhack_game::replay::replay_path(&name);
    let mut recording = None;
    let mut g = match restored {
        Some((mut g, bytes)) => {
            let start = match Recording::resume(&replay_file, &g, &bytes) {
                Ok((rec, start)) => {
                    rec.attach(&mut g, term, true);
                    recording = Some(rec);
                    start
                }
                Err(e) => {
                    g.set_term(term);
                    problems.push(format!("This game is not recorded: {}: {e}", replay_file.display()));
                    Start::Restore { save: oxhack_game::replay::save_hash(&bytes) }
                }
            };
            begin(&mut g, recording.as_ref(), start, opts.number_pad, problems);
            g
        }
        None => {
            let Some(mut ng) = oxhack_game::hero::player_selection::pick_character(
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
            ng.content = content.clone();
            // The character as chosen (not the keys that chose it) starts
            // the replay.
            let header = oxhack_game::replay::Header::of_new_game(&ng);
            match Game::new(ng) {
                Ok(mut g) => {
                    match Recording::create(&replay_file, &header) {
                        Ok(rec) => {
                            rec.attach(&mut g, term, true);
                            recording = Some(rec);
                        }
                        Err(e) => {
                            g.set_term(term);
                            problems.push(format!("This game is not recorded: {}: {e}", replay_file.display()));
                        }
                    }
                    begin(&mut g, recording.as_ref(), Start::New, false, problems);
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
    let kept = recording.as_ref().and_then(|r| r.end(&mut g));
    let summary = g.end_summary();
    drop(g);
    if saved {
        out("Be seeing you...\n");
    } else if !summary.is_empty() {
        out(&summary);
    }
    if let Some(p) = kept {
        out(&format!("The replay of this game is kept as {}.\n", p.display()));
    }
    if let Some(e) = recording.and_then(|r| r.error()) {
        eprintln!("oxhack: the replay stopped recording: {e}");
    }
    ExitCode::SUCCESS
}

/// Begins the session (the welcome, the messages for the player, the
/// first checkpoint) as its replay will, recording it when recorded.
fn begin(g: &mut Game, rec: Option<&Recording>, start: Start, number_pad: bool, messages: Vec<String>) {
    g.checkpointing = true;
    match rec {
        Some(r) => r.begin(g, start, number_pad, messages),
        None => {
            let s = Session { start, cols: 0, rows: 0, number_pad, messages };
            oxhack_game::replay::session::begin(g, &s);
        }
    }
}

/// A play-test's world and what it tests: the file, the level's name.
pub struct PlayTestWorld {
    content: std::sync::Arc<oxhack_game::world::content::Content>,
    file: String,
    level: String,
}

/// Compiles `file` (a `.des`, or reads a `.lev`) and makes the world of a
/// play-test of its level `name` (default: the first it defines) over
/// `base`; the diagnostics when it cannot.
pub fn playtest_content(
    base: &oxhack_game::world::content::Content,
    file: &std::path::Path,
    name: Option<&str>,
) -> Result<PlayTestWorld, String> {
    let levels = oxhack_game::levelgen::levgen::load(file)?;
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
    let content = base.playtest(lname, program.encode()).map_err(|e| format!("oxhack: {e}"))?;
    Ok(PlayTestWorld { content: std::sync::Arc::new(content), file: file.display().to_string(), level: lname.clone() })
}

/// `--level FILE`: a game on one level, in a dungeon of that level alone.
/// The stairs end it with a summary; nothing is saved; in wizard mode
/// `#rebuild` (^Q) builds the level again with a new seed.
fn playtest(
    mut term: Box<dyn Term>,
    world: PlayTestWorld,
    choices: &oxhack_game::hero::player_selection::Choices,
    args: &PlayArgs,
    opts: Options,
    problems: Vec<String>,
) -> ExitCode {
    let name = choices.name.clone().unwrap_or_else(|| "tester".to_string());
    let seed = args.seed.unwrap_or_else(fresh_seed);
    let Some(mut ng) =
        oxhack_game::hero::player_selection::pick_character(term.as_mut(), choices, name, seed, args.wizard, opts)
    else {
        drop(term);
        return ExitCode::SUCCESS;
    };
    ng.content = world.content;
    let mut g = match Game::new(ng) {
        Ok(g) => g,
        Err(e) => {
            drop(term);
            eprintln!("oxhack: {e}");
            return ExitCode::FAILURE;
        }
    };
    g.playtest = Some(PlayTest { file: world.file.clone(), level: world.level.clone(), rebuilds: 0 });
    g.set_term(term);
    g.options_changed();
    g.welcome(true);
    g.pline(format!(
        "Play-testing {} from {} (seed {seed}). Take the stairs to end the play-test.",
        world.level, world.file
    ));
    for p in problems {
        g.pline(p);
    }
    g.moveloop();
    let summary = g.playtest_summary();
    drop(g);
    out(&summary);
    ExitCode::SUCCESS
}
