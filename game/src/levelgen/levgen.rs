//! `oxhack levgen`: a level author's preview. Compiles a `.des` (showing
//! lev_comp's diagnostics on error) or loads a `.lev`, builds the level
//! for a seed with the special-level builder, and draws it fully mapped,
//! then a legend of what stands where.

pub use crate::levelgen::preview::screen;
use crate::levelgen::preview_text::{Layer, legend_text, map_lines};
use crate::levelgen::sp_lev::{Built, build_level};
use crate::objects::mkobj::{LevelCtx, MkCtx, ObjGen};
use crate::rng::Rng;
use crate::world::level::Level;
use oxhack_tables::tables;
use oxhack_vm::{Program, verify};
use std::path::Path;

/// The levels a file holds, by name: every MAZE/LEVEL of a `.des`, or the
/// one program of a `.lev` (named after the file).
pub fn load(path: &Path) -> Result<Vec<(String, Program)>, String> {
    load_with_warnings(path).map(|l| l.levels)
}

/// What [`load_with_warnings`] gives: the levels and lev_comp's warnings
/// rendered as codespan text (empty when there are none, and for a
/// `.lev`).
#[derive(Debug, Clone)]
pub struct Loaded {
    pub levels: Vec<(String, Program)>,
    pub warnings: String,
}

/// [`load`], keeping lev_comp's warnings for the author to read.
pub fn load_with_warnings(path: &Path) -> Result<Loaded, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let is_des = path.extension().is_some_and(|e| e.eq_ignore_ascii_case("des"));
    if !is_des {
        let p = Program::decode(&bytes).map_err(|e| format!("{}: not a .lev file: {e}", path.display()))?;
        let name = path.file_stem().and_then(|s| s.to_str()).unwrap_or("level").to_string();
        return Ok(Loaded { levels: vec![(name, p)], warnings: String::new() });
    }
    compile_des(&path.display().to_string(), &String::from_utf8_lossy(&bytes))
}

/// Compiles `.des` text named `name` (for the diagnostics): the levels
/// and the warnings, or every diagnostic rendered when it has errors.
pub fn compile_des(name: &str, text: &str) -> Result<Loaded, String> {
    let mut sources = oxhack_diag::Sources::new();
    let id = sources.add(name.to_string(), text.to_string());
    let mut diags = oxhack_diag::Diags::new();
    match lev_comp::compile(id, text, &Default::default(), &mut diags) {
        Some(levels) => Ok(Loaded {
            levels: levels.into_iter().map(|l| (l.name, l.program)).collect(),
            warnings: if diags.list.is_empty() { String::new() } else { sources.render_plain(&diags.list) },
        }),
        None => Err(sources.render_plain(&diags.list)),
    }
}

/// The depth a special level is previewed at when none is asked for.
pub const DEFAULT_DEPTH: i32 = 10;

/// Builds one program for a seed in a fresh game, as level 10 of the
/// Dungeons of Doom would be.
pub fn generate(name: &str, program: Program, seed: u64) -> Result<Built, String> {
    generate_at(name, program, seed, DEFAULT_DEPTH)
}

/// Builds one program for a seed as level `depth` (1..=60) of the
/// Dungeons of Doom: the depth is the level difficulty, which picks the
/// random monsters and objects.
pub fn generate_at(name: &str, program: Program, seed: u64, depth: i32) -> Result<Built, String> {
    if !(1..=60).contains(&depth) {
        return Err(format!("depth {depth} is out of range: a level's depth is 1..60"));
    }
    let v = verify(program, name).map_err(|e| e.to_string())?;
    let t = tables();
    let mut rng = Rng::new(seed);
    let os = crate::objects::o_init::init_objects(t, &mut rng);
    let mut og = ObjGen::new(t);
    let hero = crate::world::hero::Hero::default();
    let uz = crate::world::level::DLevel { dnum: 0, dlevel: depth };
    let lvl = LevelCtx { difficulty: depth, depth, uz, dunlevs: 30.max(depth), special: true, ..Default::default() };
    let mut c = MkCtx {
        t,
        os: &os,
        og: &mut og,
        rng: &mut rng,
        hero: &hero,
        lvl,
        texts: crate::world::content::Content::embedded_texts(),
    };
    build_level(&mut c, uz, &v).map_err(|e| e.to_string())
}

/// The level drawn as the game would show it fully mapped (80x21), with
/// monsters over objects over traps over terrain: the game layer of the
/// [`screen`] preview, without colour.
pub fn draw(b: &Built) -> Vec<String> {
    map_lines(&screen(b), Layer::Game, false)
}

/// The legend under the map: what each character stands for, the MAPs,
/// the monsters, objects, traps, engravings and stairs with their
/// positions, and the builder's notes (from the [`screen`] preview).
pub fn legend(b: &Built) -> Vec<String> {
    legend_text(&screen(b), false)
}

/// A level made without a level program (a random level) as a [`Built`],
/// so that it previews the same way.
pub fn built_from(level: Level) -> Built {
    Built {
        level,
        messages: Vec::new(),
        skipped: Vec::new(),
        extras: Default::default(),
        maps: Vec::new(),
        lregions: Vec::new(),
    }
}

/// What kind of random level to make.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RandomKind {
    /// mklev.c's rooms and corridors.
    Rooms,
    /// mkmaze.c's maze filler (Gehennom and below Medusa).
    Maze,
}

/// Builds a random level (mklev.c's `mklev` without a special level) at
/// `depth` of the Dungeons of Doom: rooms, corridors, special rooms,
/// monsters and objects, or a maze; then `bound_digging` and the wall
/// modes, as `mklev` finishes every level.
pub fn random_level(seed: u64, depth: i32, kind: RandomKind) -> crate::world::level::Level {
    use crate::levelgen::mkhooks::GameHooks;
    let t = tables();
    let mut rng = Rng::new(seed);
    let os = crate::objects::o_init::init_objects(t, &mut rng);
    let mut og = ObjGen::new(t);
    let hero = crate::world::hero::Hero::default();
    let mut env = crate::monsters::makemon::MonEnv::default();
    let depth = depth.clamp(1, 60);
    let uz = crate::world::level::DLevel { dnum: 0, dlevel: depth };
    let lvl = LevelCtx { difficulty: depth, depth, uz, dunlevs: 60, ..Default::default() };
    let mut lev = Level::new(uz);
    let mut hooks = GameHooks {
        t,
        os: &os,
        og: &mut og,
        hero: &hero,
        lvl,
        env: &mut env,
        pending_gem: None,
        knox: None,
        texts: crate::world::content::Content::embedded_texts(),
    };
    match kind {
        RandomKind::Rooms => {
            let mut mk = crate::levelgen::mklev::MkLev::new(&mut lev, &mut rng, lvl);
            let plan = crate::levelgen::mklev::LevelPlan { branch: None, medusa_depth: 21, medusa_dnum: 0 };
            mk.mklev(&mut hooks, &plan);
        }
        RandomKind::Maze => {
            crate::levelgen::mkmaze::makemaz_random(&mut lev, &mut rng, &mut hooks, &lvl, false, None);
        }
    }
    crate::levelgen::mkmaze::bound_digging(&mut lev, false);
    crate::levelgen::mkmaze::set_wall_state(&mut lev);
    lev
}
