//! `oxhack levgen`: a level author's preview. Compiles a `.des` (showing
//! lev_comp's diagnostics on error) or loads a `.lev`, builds the level
//! for a seed with the special-level builder, and draws it fully mapped,
//! then a legend of what stands where.

use crate::levelgen::sp_lev::{Built, build_level};
use crate::objects::mkobj::{LevelCtx, MkCtx, ObjGen};
use crate::objects::objnam::{NameCtx, doname};
use crate::rng::Rng;
use crate::world::level::{Level, ROWNO, typ_char};
use oxhack_tables::tables;
use oxhack_vm::{Program, verify};
use std::path::Path;

/// The levels a file holds, by name: every MAZE/LEVEL of a `.des`, or the
/// one program of a `.lev` (named after the file).
pub fn load(path: &Path) -> Result<Vec<(String, Program)>, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let is_des = path.extension().is_some_and(|e| e.eq_ignore_ascii_case("des"));
    if !is_des {
        let p = Program::decode(&bytes).map_err(|e| format!("{}: not a .lev file: {e}", path.display()))?;
        let name = path.file_stem().and_then(|s| s.to_str()).unwrap_or("level").to_string();
        return Ok(vec![(name, p)]);
    }
    let text = String::from_utf8_lossy(&bytes).into_owned();
    let mut sources = oxhack_diag::Sources::new();
    let id = sources.add(path.display().to_string(), text.clone());
    let mut diags = oxhack_diag::Diags::new();
    match lev_comp::compile(id, &text, &Default::default(), &mut diags) {
        Some(levels) => Ok(levels.into_iter().map(|l| (l.name, l.program)).collect()),
        None => Err(sources.render_plain(&diags.list)),
    }
}

/// Builds one program for a seed in a fresh game, as level 10 of the
/// Dungeons of Doom would be.
pub fn generate(name: &str, program: Program, seed: u64) -> Result<Built, String> {
    let v = verify(program, name).map_err(|e| e.to_string())?;
    let t = tables();
    let mut rng = Rng::new(seed);
    let os = crate::objects::o_init::init_objects(t, &mut rng);
    let mut og = ObjGen::new(t);
    let hero = crate::world::hero::Hero::default();
    let uz = crate::world::level::DLevel { dnum: 0, dlevel: 10 };
    let lvl = LevelCtx { difficulty: 10, depth: 10, uz, dunlevs: 30, special: true, ..Default::default() };
    let mut c = MkCtx {
        t,
        os: &os,
        og: &mut og,
        rng: &mut rng,
        hero: &hero,
        lvl,
        texts: crate::world::content::Content::embedded_texts(),
    };
    build_level(&mut c, crate::world::level::DLevel { dnum: 0, dlevel: 10 }, &v).map_err(|e| e.to_string())
}

/// The level drawn as the game would show it fully mapped (80x21), with
/// monsters over objects over traps over terrain.
pub fn draw(lev: &Level) -> Vec<String> {
    let t = tables();
    let mut rows: Vec<Vec<u8>> = (0..ROWNO as i32)
        .map(|y| {
            (0..crate::world::level::COLNO as i32)
                .map(|x| {
                    let c = crate::levelgen::mkmaze::map_glyph_char(lev, x, y);
                    if c.is_ascii() { c as u8 } else { typ_char(lev.typ(x, y)) }
                })
                .collect()
        })
        .collect();
    for s in [lev.upstair, lev.upladder].into_iter().flatten() {
        rows[s.y as usize][s.x as usize] = b'<';
    }
    for tr in &lev.traps {
        rows[tr.ty as usize][tr.tx as usize] = b'^';
    }
    for o in &lev.objects {
        rows[o.y as usize][o.x as usize] = t.obj(o.obj.otyp).class.symbol();
    }
    for m in &lev.monsters {
        rows[m.my as usize][m.mx as usize] = t.mon(m.mnum).mlet.symbol();
    }
    rows.into_iter().map(|r| String::from_utf8_lossy(&r).trim_end().to_string()).collect()
}

/// The legend under the map: monsters, objects, traps and engravings with
/// their positions.
pub fn legend(b: &Built) -> Vec<String> {
    let t = tables();
    let lev = &b.level;
    let os = crate::objects::o_init::ObjectsState::unshuffled(t);
    let nc = NameCtx::new(t, &os);
    let mut out = Vec::new();
    for m in &lev.monsters {
        out.push(format!("monster  ({:2},{:2})  {}", m.mx, m.my, t.mon(m.mnum).name));
    }
    for o in &lev.objects {
        let mut obj = o.obj.clone();
        obj.fully_identify();
        // "uncursed" on every boulder is noise: say only blessed/cursed.
        obj.bknown = obj.blessed || obj.cursed;
        out.push(format!("object   ({:2},{:2})  {}", o.x, o.y, doname(&nc, &obj)));
    }
    for tr in &lev.traps {
        out.push(format!(
            "trap     ({:2},{:2})  {}",
            tr.tx,
            tr.ty,
            crate::world::level::ttyp::NAMES.get(tr.ttyp as usize).copied().unwrap_or("trap")
        ));
    }
    for e in &lev.engravings {
        out.push(format!("engraving ({:2},{:2}) {:?}: {}", e.x, e.y, e.kind, e.text));
    }
    for s in [
        ("up stairs", lev.upstair),
        ("down stairs", lev.dnstair),
        ("up ladder", lev.upladder),
        ("down ladder", lev.dnladder),
    ] {
        if let (name, Some(st)) = s {
            out.push(format!("{name:9}({:2},{:2})", st.x, st.y));
        }
    }
    for m in &b.messages {
        out.push(format!("message  {m}"));
    }
    if !b.skipped.is_empty() {
        let list: Vec<String> = b.skipped.iter().map(|(n, k)| format!("{n} x{k}")).collect();
        out.push(format!("not built yet: {}", list.join(", ")));
    }
    out
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
