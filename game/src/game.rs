//! The whole state of one game (NetHack's globals gathered in one value):
//! the two random streams, the hero, the dungeon's layout, every visited
//! level with the hero's memory of it, the object-type state, the turn
//! counter, options and the message history.
//!
//! A [`Game`] is plain serializable data except for its terminal, which
//! is skipped: saving writes this value, restoring reads it back, and the
//! same seed with the same keys gives the same game.

use crate::display::Memory;
use crate::level::{DLevel, Level};
use crate::makemon::{MonCtx, MonEnv};
use crate::mkobj::{LevelCtx, MkCtx, ObjGen};
use crate::o_init::ObjectsState;
use crate::options::Options;
use crate::rng::Rng;
use crate::wintty::{Term, WinState};
use crate::you::You;
use dgn_comp::placement::Layout;
use oxhack_tables::tables;
use serde::{Deserialize, Serialize};

/// A level the hero has left, with what they remember of it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedLevel {
    pub level: Level,
    pub memory: Memory,
    /// The turn the hero left (`omoves`), for catching up monsters.
    pub left_at: i64,
}

/// Running and travel state (`context.run`, `context.travel`, `multi`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Running {
    /// 0 not running; 1 shift-run (stop at anything interesting); 2 `G`
    /// rush; 3 travel.
    pub mode: u8,
    pub dx: i32,
    pub dy: i32,
    /// Repeat count left for the last command (`multi`).
    pub count: i32,
    /// The command being repeated.
    pub cmd: Option<char>,
}

/// How the game ended, once it has.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum GameOver {
    Died { killer: String },
    Quit,
    Escaped,
    Ascended,
}

/// One game.
#[derive(Serialize, Deserialize)]
pub struct Game {
    /// The seed the game started from (`--seed`).
    pub seed: u64,
    /// The play stream: every random choice of the rules.
    pub rng: Rng,
    /// The display stream: hallucination and other looks, never rules.
    pub disp_rng: Rng,
    pub u: You,
    /// Wizard (debug) mode (`-D`).
    pub wizard: bool,
    /// The turn counter (`moves`).
    pub moves: i64,
    pub layout: Layout,
    /// The level the hero is on, and what they remember of it.
    pub lev: Level,
    pub mem: Memory,
    /// Every other level visited.
    pub levels: Vec<(DLevel, SavedLevel)>,
    pub os: ObjectsState,
    pub og: ObjGen,
    pub env: MonEnv,
    pub opts: Options,
    /// Messages shown, oldest first (for ^P), at most `opts.msghistory`.
    pub history: Vec<String>,
    pub run: Running,
    /// Set when the game is over; the loop then stops.
    pub over: Option<GameOver>,
    /// Messages a level's MESSAGE statements left, shown on first arrival.
    pub pending_messages: Vec<String>,
    /// Things that happen at the end of the turn (monster death count,
    /// the hero's kills), kept for the final disclosure.
    pub kills: Vec<u32>,
    /// When the game last checkpointed (turn).
    pub last_checkpoint: i64,
    /// Where travel (`_`) is going.
    pub travel_dest: Option<crate::level::Coord>,
    /// The last `test_move` opened a door, which takes the turn.
    pub last_move_took_time: bool,
    /// Checkpoint to the save file (the terminal game; not robots).
    #[serde(skip)]
    pub checkpointing: bool,
    /// The game was saved with `S`: the loop stops.
    #[serde(skip)]
    pub saved: bool,
    /// The hero's life bookkeeping: hit points and power per level, score
    /// experience, the next exercise check (exper.rs).
    #[serde(default)]
    pub life: crate::exper::LifeState,
    /// The terminal and the message line's state: not part of the game.
    #[serde(skip)]
    pub term: Option<Box<dyn Term>>,
    #[serde(skip)]
    pub win: WinState,
    /// What the hero sees now (derived, but saved so a restored game is
    /// exactly the game that was saved).
    pub vis: crate::vision::Vision,
}

impl std::fmt::Debug for Game {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Game(seed {}, turn {}, {:?})", self.seed, self.moves, self.u.uz)
    }
}

impl Game {
    /// `depth(&u.uz)` of any level.
    pub fn depth_of(&self, uz: DLevel) -> i32 {
        self.layout.depth(to_placement(uz))
    }
    /// The hero's depth.
    pub fn depth(&self) -> i32 {
        self.depth_of(self.u.uz)
    }

    /// `level_difficulty()`: the depth, or with the Amulet the deepest
    /// level reached when deeper, as 3.6 computes it.
    pub fn level_difficulty(&self) -> i32 {
        let d = self.depth();
        if self.env.uhave_amulet { d.max(self.u.max_depth) } else { d }
    }

    /// The dungeon the hero is in.
    pub fn dungeon(&self, dnum: i32) -> Option<&dgn_comp::placement::Dungeon> {
        self.layout.dungeons.get(dnum as usize)
    }

    /// What object and monster creation read about level `uz`.
    pub fn level_ctx(&self, uz: DLevel) -> LevelCtx {
        let dg = self.dungeon(uz.dnum);
        let name = dg.map(|d| d.name.as_str()).unwrap_or("");
        let special = self.layout.levels.iter().find(|l| to_game(l.dlevel) == uz);
        LevelCtx {
            difficulty: self.depth_of(uz).max(1),
            depth: self.depth_of(uz),
            uz,
            dunlevs: dg.map_or(1, |d| d.num_dunlevs),
            in_hell: dg.is_some_and(|d| d.flags.hellish),
            rogue_level: special.is_some_and(|l| l.flags.rogue_like),
            in_quest: name == "The Quest",
            in_mines: name == "The Gnomish Mines",
            in_sokoban: name == "Sokoban",
            in_endgame: name == "The Elemental Planes",
            is_astral: special.is_some_and(|l| l.proto == "astral"),
            special: special.is_some(),
            in_mklev: false,
            moves: self.moves,
        }
    }

    /// The name of the dungeon and level for the status line ("Dlvl:3",
    /// "Home 1", "End Game").
    pub fn dlvl_label(&self) -> String {
        let dg = self.dungeon(self.u.uz.dnum).map(|d| d.name.as_str()).unwrap_or("");
        match dg {
            "The Quest" => format!("Home {}", self.u.uz.dlevel),
            "The Elemental Planes" => "End Game".to_string(),
            _ => format!("Dlvl:{}", self.depth()),
        }
    }

    /// Runs `f` with a monster-creation context over the current level
    /// (makemon, goodpos, enexto, rloc), the hero's position set.
    pub fn with_mon<R>(&mut self, f: impl FnOnce(&mut MonCtx<'_>, &mut Level) -> R) -> R {
        let lvl = self.level_ctx(self.u.uz);
        self.env.hero_pos = Some(crate::level::Coord::new(self.u.ux, self.u.uy));
        let mk = MkCtx { t: tables(), os: &self.os, og: &mut self.og, rng: &mut self.rng, hero: &self.u.hero, lvl };
        let mut c = MonCtx { mk, env: &mut self.env };
        f(&mut c, &mut self.lev)
    }

    /// Runs `f` with an object-creation context (mksobj, mkobj).
    pub fn with_mk<R>(&mut self, f: impl FnOnce(&mut MkCtx<'_>) -> R) -> R {
        let lvl = self.level_ctx(self.u.uz);
        let mut c = MkCtx { t: tables(), os: &self.os, og: &mut self.og, rng: &mut self.rng, hero: &self.u.hero, lvl };
        f(&mut c)
    }

    /// The saved copy of level `uz`, if visited.
    pub fn saved_level(&self, uz: DLevel) -> Option<&SavedLevel> {
        self.levels.iter().find(|(d, _)| *d == uz).map(|(_, s)| s)
    }
}

/// Our level number to dgn_comp's.
pub fn to_placement(uz: DLevel) -> dgn_comp::placement::DLevel {
    dgn_comp::placement::DLevel { dnum: uz.dnum.max(0) as usize, dlevel: uz.dlevel }
}

/// dgn_comp's level number to ours.
pub fn to_game(l: dgn_comp::placement::DLevel) -> DLevel {
    DLevel { dnum: l.dnum as i32, dlevel: l.dlevel }
}
