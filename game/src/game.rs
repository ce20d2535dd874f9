//! The whole state of one game (NetHack's globals gathered in one value):
//! the two random streams, the hero, the dungeon's layout, every visited
//! level with the hero's memory of it, the object-type state, the turn
//! counter, options and the message history.
//!
//! A [`Game`] is plain serializable data: saving writes this value,
//! restoring reads it back, and the same seed with the same keys gives the
//! same game. The one thing in it that is not saved is its handle on the
//! window port ([`WindowPort`]): the message line, menus and the terminal
//! live behind that interface, on the front end's side. The rules reach
//! it through the few methods here (`pline`, `yn_function`, `getdir`,
//! `getlin`, `select_menu`, `nhgetch`), as NetHack's reach `windowprocs`.
//!
//! `game.rs` is the hub of the crate: `Game` gathers the state of every
//! subsystem, and every subsystem adds its rules to it in `impl Game`
//! blocks, so this is the one module that all folders use and that uses
//! all folders.

use crate::monsters::makemon::{MonCtx, MonEnv};
use crate::objects::mkobj::{LevelCtx, MkCtx, ObjGen};
use crate::objects::o_init::ObjectsState;
use crate::rng::Rng;
use crate::ui::options::Options;
use crate::ui::{ESC, Headless, Screen, Term, TtyWindow, WindowPort};
use crate::world::content::{Content, Piece};
use crate::world::display::Memory;
use crate::world::hero::Hero;
use crate::world::level::{DLevel, Level};
use crate::world::you::You;
use dgn_comp::placement::Layout;
use dgn_comp::roles::{LevelRole, role_of};
use oxhack_defs::{Align, Pm};
use oxhack_tables::ids;
use oxhack_tables::tables;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

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
    /// 0 not running; else `context.run` (see
    /// [`crate::hero::hack::runmode`]: 1 shift, 2 `g`, 3 `G`, 8 travel).
    pub mode: u8,
    pub dx: i32,
    pub dy: i32,
    /// How far the run has turned along a corridor, -2..=2
    /// (`u.last_str_turn`).
    pub last_str_turn: i32,
    /// Repeat count left for the last command (`multi`).
    pub count: i32,
    /// The command being repeated.
    pub cmd: Option<char>,
}

/// How the game ended, once it has.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum GameOver {
    Died {
        killer: String,
    },
    Quit,
    Escaped,
    Ascended,
    /// A play-test ended (the hero left the level), with how.
    PlayTestEnded {
        how: String,
    },
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
    /// The multi-turn action in progress (`occupation`, `occtxt`) and
    /// what each kind has done so far (the meal, the digging, the lock,
    /// the book), so an interrupted one can be resumed.
    pub occ: crate::hero::occupation::Occupations,
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
    pub travel_dest: Option<crate::world::level::Coord>,
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
    pub life: crate::hero::exper::LifeState,
    /// The window port the game is shown in (not part of the game: the
    /// message line, menus and terminal are the port's).
    #[serde(skip, default = "headless")]
    pub win: Box<dyn WindowPort>,
    /// What the hero sees now (derived, but saved so a restored game is
    /// exactly the game that was saved).
    pub vis: crate::world::vision::Vision,
    /// Which world the game was made in (saved; checked on restore).
    pub world: WorldStamp,
    /// The world itself: its dungeon, levels and texts (not saved: a
    /// restored game is given its world again, see
    /// [`Game::attach_content`]).
    #[serde(skip, default = "Content::embedded")]
    pub content: Arc<Content>,
    /// Set when the game play-tests one level (`oxhack --level`).
    pub playtest: Option<crate::hero::playtest::PlayTest>,
    /// The hero's dealings with shops: which ones they stand in, and a
    /// selling spree's answers.
    #[serde(default)]
    pub shops: crate::town::shk::ShopState,
    /// The town's own bookkeeping: the Oracle's consultations left, the
    /// clock.
    #[serde(default)]
    pub town: crate::town::TownState,
    /// The hero's quest: how far it has come (quest.c's `quest_status`).
    #[serde(default)]
    pub quest: crate::town::quest::QuestStatus,
    /// The artifacts (by object id) whose invoked property is on
    /// (`#invoke`'s `W_ARTI` toggle).
    #[serde(default)]
    pub arti_invoked: Vec<u32>,
    /// Explore (discovery) mode (`discover`, `#exploremode`): no score,
    /// and death can be declined.
    #[serde(default)]
    pub discover: bool,
    /// The state of the command being read and run (not saved).
    #[serde(skip)]
    pub cx: CmdContext,
    /// Who else hears of saves: the replay recorder, or a replay (not
    /// saved; see [`crate::save::SaveHook`]).
    #[serde(skip)]
    pub save_hook: Option<Box<dyn crate::save::SaveHook>>,
    /// The monsters' attacks made at the hero, counted by kind (not
    /// saved; the robots' soak reads it).
    #[serde(skip)]
    pub attack_tally: crate::monsters::tally::AttackTally,
    /// Monsters on their way to other levels (`migrating_mons`), arriving
    /// when the hero does.
    #[serde(default)]
    pub migrating: Vec<crate::monsters::migrate::Migrant>,
    /// The rules mode and its options (`rules:oxhack`, `item_power`,
    /// `rarity_colors`), as the game began or as `O` set them since.
    #[serde(default)]
    pub rules: crate::ui::rules::Rules,
}

/// What the command reader keeps between and during commands (cmd.c's
/// `context.nopick`, `iflags.menu_requested`, `last_multi`, the `&`
/// hint given once): none of it is saved.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CmdContext {
    /// The `m` prefix: move without picking anything up.
    pub nopick: bool,
    /// The `m` prefix before a command that offers a menu.
    pub menu_requested: bool,
    /// The count given to the last command, for `^A` (`last_multi`).
    pub last_count: i32,
    /// `^A` is replaying the last command (`in_doagain`).
    pub in_doagain: bool,
    /// `&` has told how to ask about `&` and `?` (`dowhatdoes`' `once`).
    pub whatdoes_hinted: bool,
}

/// What a save remembers of the world it was made in: its id, and what it
/// was made of, so that restoring into another world can say how they
/// differ.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct WorldStamp {
    pub id: String,
    pub pieces: Vec<Piece>,
}

impl WorldStamp {
    /// The stamp of `content`.
    pub fn of(content: &Content) -> WorldStamp {
        WorldStamp { id: content.id.clone(), pieces: content.pieces.clone() }
    }
}

/// Everything that decides a new game.
#[derive(Debug, Clone)]
pub struct NewGame {
    pub seed: u64,
    pub wizard: bool,
    pub name: String,
    pub role: Pm,
    pub race: Pm,
    pub align: Align,
    pub female: bool,
    pub opts: Options,
    /// The world the game is played in: its dungeon, levels and texts
    /// (OxHack's own, [`Content::embedded`], unless a data folder or a
    /// play-tested level gives another).
    pub content: Arc<Content>,
}

impl NewGame {
    /// A human neutral Valkyrie... is not allowed (Valkyries are lawful
    /// or neutral humans and dwarves, female): the default is a lawful
    /// human female Valkyrie called "Agnar".
    pub fn quick(seed: u64) -> NewGame {
        NewGame {
            seed,
            wizard: false,
            name: "Agnar".to_string(),
            role: ids::PM_VALKYRIE,
            race: ids::PM_HUMAN,
            align: Align::Lawful,
            female: true,
            opts: Options::default(),
            content: Content::embedded(),
        }
    }
}

impl Game {
    /// `newgame`: a game ready for its first command.
    pub fn new(ng: NewGame) -> Result<Game, String> {
        crate::hero::role::check_character(ng.role, ng.race, ng.female, ng.align)?;
        let t = tables();
        // The display stream: any seed different from the play stream's.
        let disp_rng = Rng::new(ng.seed ^ 0x9E37_79B9_7F4A_7C15);
        let WorldStart { rng, os, layout } = start_world(ng.seed, &ng.content.dungeon, ng.wizard)
            .map_err(|e| format!("the dungeon cannot be laid out: {e}"))?;
        let hero = Hero::new(ng.role, ng.race, ng.align);
        let u = You::new(hero, ng.name.clone(), ng.female);
        let mut env = crate::monsters::makemon::MonEnv::new(&u.hero);
        env.plname = ng.name.clone();
        env.ubirthday = ng.seed as i64;
        let mut og = crate::objects::mkobj::ObjGen::new(t);
        og.rules = Default::default();
        og.rules.affixes = ng.opts.rules.affixes;
        // Level 1 of the first dungeon, unless the world says where (a
        // play-test starts on the level it tests).
        let start = ng
            .content
            .start
            .as_ref()
            .and_then(|name| layout.levels.iter().find(|l| &l.proto == name))
            .map_or(DLevel { dnum: 0, dlevel: 1 }, |l| to_game(l.dlevel));
        let mut g = Game {
            seed: ng.seed,
            rng,
            disp_rng,
            u,
            wizard: ng.wizard,
            moves: 1,
            layout,
            lev: Level::new(start),
            mem: Default::default(),
            levels: Vec::new(),
            os,
            og,
            env,
            rules: ng.opts.rules.clone(),
            opts: ng.opts,
            history: Vec::new(),
            run: Running::default(),
            occ: Default::default(),
            over: None,
            pending_messages: Vec::new(),
            kills: vec![0; t.monsters.len()],
            last_checkpoint: 1,
            travel_dest: None,
            last_move_took_time: false,
            checkpointing: false,
            saved: false,
            life: Default::default(),
            win: headless(),
            vis: Default::default(),
            world: WorldStamp::of(&ng.content),
            content: ng.content,
            playtest: None,
            shops: Default::default(),
            town: Default::default(),
            quest: Default::default(),
            arti_invoked: Vec::new(),
            discover: false,
            cx: CmdContext::default(),
            save_hook: None,
            attack_tally: Default::default(),
            migrating: Vec::new(),
        };
        g.u_init();
        g.u.uz = start;
        g.lev = g.make_level(start);
        let spot = g
            .lev
            .upstair
            .or(g.lev.upladder)
            .or(g.lev.sstairs)
            .map(|s| crate::world::level::Coord::new(s.x, s.y))
            .or_else(|| g.u_on_rndspot(false))
            .or_else(|| g.rndspot())
            .unwrap_or(crate::world::level::Coord::new(1, 1));
        g.u_on_newpos(spot.x, spot.y);
        g.makedog();
        if g.lev.flags.premapped {
            g.sokoban_detect();
        }
        g.vision_recalc();
        g.check_special_room(false);
        Ok(g)
    }
}

/// What NetHack's `newgame` decides before the hero exists, from the play
/// stream in its order: `init_objects` (the shuffled descriptions), then
/// `init_dungeons` (the layout).
pub struct WorldStart {
    /// The play stream, as the rest of `newgame` continues it.
    pub rng: Rng,
    pub os: ObjectsState,
    pub layout: Layout,
}

/// The start of `newgame` up to the dungeon's layout. [`Game::new`] and
/// `oxhack dungeon` ([`dungeon_overview`]) both begin here, so a seed lays
/// out the same dungeon in both.
pub fn start_world(
    seed: u64,
    desc: &dgn_comp::DungeonFile,
    wizard: bool,
) -> Result<WorldStart, dgn_comp::placement::PlacementError> {
    let mut rng = Rng::new(seed);
    let os = crate::objects::o_init::init_objects(tables(), &mut rng);
    let layout = crate::world::dungeon::place(desc, &mut rng, wizard)?;
    Ok(WorldStart { rng, os, layout })
}

/// `oxhack dungeon`: the overview of the layout a new game with `seed`
/// places (wizard mode: every optional level exists).
pub fn dungeon_overview(
    content: &Content,
    seed: u64,
    wizard: bool,
) -> Result<String, dgn_comp::placement::PlacementError> {
    let start = start_world(seed, &content.dungeon, wizard)?;
    Ok(crate::world::dungeon::overview(&start.layout, seed, content))
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
            in_endgame: crate::world::dungeon::in_endgame(&self.layout, uz),
            is_astral: special.is_some_and(|l| role_of(&l.proto) == Some(LevelRole::Astral)),
            special: special.is_some(),
            in_mklev: false,
            stronghold: crate::world::dungeon::stronghold_below(&self.layout, uz).is_some(),
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
        self.env.hero_pos = Some(crate::world::level::Coord::new(self.u.ux, self.u.uy));
        let mk = MkCtx {
            t: tables(),
            os: &self.os,
            og: &mut self.og,
            rng: &mut self.rng,
            hero: &self.u.hero,
            lvl,
            texts: &self.content.texts,
        };
        let mut c = MonCtx { mk, env: &mut self.env };
        f(&mut c, &mut self.lev)
    }

    /// Runs `f` with an object-creation context (mksobj, mkobj).
    pub fn with_mk<R>(&mut self, f: impl FnOnce(&mut MkCtx<'_>) -> R) -> R {
        let lvl = self.level_ctx(self.u.uz);
        let mut c = MkCtx {
            t: tables(),
            os: &self.os,
            og: &mut self.og,
            rng: &mut self.rng,
            hero: &self.u.hero,
            lvl,
            texts: &self.content.texts,
        };
        f(&mut c)
    }

    /// The saved copy of level `uz`, if visited.
    pub fn saved_level(&self, uz: DLevel) -> Option<&SavedLevel> {
        self.levels.iter().find(|(d, _)| *d == uz).map(|(_, s)| s)
    }
}

/// The window port of a game nobody watches (the default, and what a
/// restored game has until a front end gives it one).
fn headless() -> Box<dyn WindowPort> {
    Box::new(Headless::default())
}

/// The rules' side of the window port: what `pline`, the prompts and the
/// key reads of NetHack do, with the map handed over first so the player
/// sees the game as it is when asked.
impl Game {
    /// Shows the game in the terminal `term` through the tty window port.
    pub fn set_term(&mut self, term: Box<dyn Term>) {
        self.win = Box::new(TtyWindow::new(term));
    }

    /// Input is gone (a hang-up, the end of a script): the game should save
    /// and stop.
    pub fn hangup(&self) -> bool {
        self.win.hangup()
    }

    /// A player can answer prompts (false for a headless game, whose
    /// prompts take their defaults).
    pub fn interactive(&self) -> bool {
        self.win.interactive()
    }

    /// The map and the status lines as the game shows them, on a screen of
    /// `cols` x `rows`, the cursor on the hero; the window port adds the
    /// message line and its windows.
    pub fn base_screen(&self, cols: usize, rows: usize) -> Screen {
        let mut s = Screen::new(cols.max(20), rows.max(3));
        self.draw_map(&mut s);
        self.draw_status(&mut s);
        s.cursor = ((self.u.ux - 1).max(0) as usize, self.u.uy as usize + 1);
        s
    }

    /// Hands the current map and status lines to the window port
    /// (`flush_screen`), when anyone looks.
    pub fn flush_screen(&mut self) {
        if self.win.wants_screen() {
            let (cols, rows) = self.win.size();
            let s = self.base_screen(cols, rows);
            self.win.update_map(s);
        }
    }

    /// The screen as the player sees it now (the port's composition when
    /// it has one, else the map and status lines).
    pub fn screen(&mut self) -> Screen {
        let (cols, rows) = self.win.size();
        let base = self.base_screen(cols, rows);
        self.win.update_map(base.clone());
        self.win.screen().unwrap_or(base)
    }

    /// The next key (`nhgetch`); ESC once input is gone.
    pub fn nhgetch(&mut self) -> char {
        self.flush_screen();
        self.win.nhgetch()
    }

    /// Shows a message (`pline`). Every message goes to the history (^P).
    pub fn pline(&mut self, msg: impl Into<String>) {
        let msg = msg.into();
        if msg.is_empty() {
            return;
        }
        self.history.push(msg.clone());
        let cap = self.opts.msghistory.max(1);
        if self.history.len() > cap {
            let extra = self.history.len() - cap;
            self.history.drain(..extra);
        }
        self.flush_screen();
        self.win.putmsg(&msg);
    }

    /// `--More--` now, when a message is showing.
    pub fn more(&mut self) {
        self.flush_screen();
        self.win.more();
    }

    /// A new command is about to be read: the next message starts a fresh
    /// line (tty clears it when the player presses a key).
    pub fn clear_toplines(&mut self) {
        self.win.clear_message();
    }

    /// `yn_function`: one of `choices` (see [`WindowPort::yn_function`]);
    /// the default when nobody can answer.
    pub fn yn_function(&mut self, prompt: &str, choices: &str, default: char) -> char {
        self.flush_screen();
        self.win.yn_function(prompt, choices, default)
    }

    /// Yes or no, no by default.
    pub fn yn(&mut self, prompt: &str) -> bool {
        self.yn_function(prompt, "yn", 'n') == 'y'
    }

    /// `getdir`: a direction (dx, dy, dz) from a movement key, `<` or `>`
    /// (dz -1 / +1), or `.`/`s` for here. `None` on ESC, space or return,
    /// or a key that is no direction ("What a strange direction!").
    pub fn getdir(&mut self, prompt: Option<&str>) -> Option<(i32, i32, i32)> {
        if !self.win.interactive() {
            return None;
        }
        let k = self.yn_function(prompt.unwrap_or("In what direction?"), "", ESC);
        match k {
            '<' => Some((0, 0, -1)),
            '>' => Some((0, 0, 1)),
            '.' | 's' => Some((0, 0, 0)),
            _ => match crate::ui::keys::movement_dir(k, self.opts.number_pad) {
                Some((dx, dy)) => Some((dx, dy, 0)),
                None => {
                    if k != ESC {
                        self.pline("What a strange direction!");
                    }
                    None
                }
            },
        }
    }

    /// `getlin`: a line of text; `None` on ESC or when nobody can answer.
    pub fn getlin(&mut self, prompt: &str) -> Option<String> {
        self.flush_screen();
        self.win.getlin(prompt)
    }

    /// Shows a menu and returns the picked items' indices (empty for a
    /// text window or nothing picked), or `None` on ESC.
    pub fn select_menu(&mut self, menu: &crate::ui::Menu) -> Option<Vec<usize>> {
        self.flush_screen();
        self.win.select_menu(menu)
    }

    /// A text window (help, discoveries, disclosure): shown a page at a
    /// time over the map.
    pub fn display_lines(&mut self, title: &str, lines: &[String]) {
        let mut m = crate::ui::Menu::new(title, crate::ui::PickHow::None);
        for l in lines {
            m.text(l);
        }
        self.select_menu(&m);
    }
}

impl Game {
    /// Gives a restored game its world again. A game is only ever played
    /// in the world it was made in: another world is refused, with how
    /// the two differ.
    pub fn attach_content(&mut self, content: Arc<Content>) -> Result<(), String> {
        if content.id != self.world.id {
            let diffs = content.differences(&self.world.pieces);
            return Err(format!(
                "this game was made in another world (world {} here, {} in the save): {}",
                content.short_id(),
                &self.world.id[..self.world.id.len().min(12)],
                diffs.join(", ")
            ));
        }
        self.content = content;
        Ok(())
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
