//! Starting a game (allmain.c's `newgame`, u_init.c): the random streams
//! from the seed, object appearances shuffled, the dungeon laid out, the
//! hero made with their role's attributes and inventory, the first level
//! built and the hero placed on its up stairs with their pet.

use crate::game::{Game, Running};
use crate::hero::Hero;
use crate::level::{DLevel, Level};
use crate::options::Options;
use crate::rng::Rng;
use crate::role::role_info;
use crate::you::You;
use oxhack_defs::{Align, Pm};
use oxhack_tables::{ids, tables};

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
    /// The dungeon description (OxHack's own when `None`).
    pub dungeon: Option<dgn_comp::DungeonFile>,
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
            dungeon: None,
        }
    }
}

impl Game {
    /// `newgame`: a game ready for its first command.
    pub fn new(ng: NewGame) -> Result<Game, String> {
        let t = tables();
        let mut rng = Rng::new(ng.seed);
        // The display stream: any seed different from the play stream's.
        let disp_rng = Rng::new(ng.seed ^ 0x9E37_79B9_7F4A_7C15);
        let os = crate::o_init::init_objects(t, &mut rng);
        let desc = match ng.dungeon {
            Some(d) => d,
            None => oxhack_tables::dungeon().clone(),
        };
        let layout = crate::dungeon::place(&desc, &mut rng, ng.wizard)
            .map_err(|e| format!("the dungeon cannot be laid out: {e}"))?;
        let hero = Hero::new(ng.role, ng.race, ng.align);
        let u = You::new(hero, ng.name.clone(), ng.female);
        let mut env = crate::makemon::MonEnv::new(&u.hero);
        env.plname = ng.name.clone();
        env.ubirthday = ng.seed as i64;
        let mut og = crate::mkobj::ObjGen::new(t);
        og.rules = Default::default();
        let start = DLevel { dnum: 0, dlevel: 1 };
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
            opts: ng.opts,
            history: Vec::new(),
            run: Running::default(),
            over: None,
            pending_messages: Vec::new(),
            kills: vec![0; t.monsters.len()],
            last_checkpoint: 1,
            travel_dest: None,
            last_move_took_time: false,
            checkpointing: false,
            saved: false,
            life: Default::default(),
            term: None,
            win: Default::default(),
            vis: Default::default(),
        };
        g.u_init();
        g.u.uz = start;
        g.lev = g.make_level(start);
        let spot = g
            .lev
            .upstair
            .or(g.lev.upladder)
            .or(g.lev.sstairs)
            .map(|s| crate::level::Coord::new(s.x, s.y))
            .or_else(|| g.rndspot())
            .unwrap_or(crate::level::Coord::new(1, 1));
        g.u_on_newpos(spot.x, spot.y);
        g.makedog();
        g.vision_recalc();
        Ok(g)
    }

    /// `u_init`: the hero's starting hit points, power, intrinsics,
    /// inventory, discoveries, skills and attributes, in NetHack's order
    /// (so the same seed makes the same hero).
    pub fn u_init(&mut self) {
        let role = role_info(self.u.hero.role);
        self.u.hero.ulevel = 0;
        self.u.uhp = self.newhp();
        self.u.uhpmax = self.u.uhp;
        self.u.uen = self.newpw();
        self.u.uenmax = self.u.uen;
        self.adjabil(0, 1);
        self.u.hero.ulevel = 1;
        self.u.ulevelmax = 1;
        self.u.uhunger = 900;
        self.u.uhs = crate::you::Hunger::NotHungry;
        self.u.ublesscnt = 300;
        self.u.ualign.record = role.initrecord;
        self.env.ualign_record = role.initrecord;
        self.u.hero.uluck = 0;
        self.u.moreluck = 0;
        self.life.next_attrib_check = 600;
        crate::u_inv::starting_inventory(self);
        self.init_attr(75);
        for i in 0..crate::you::A_MAX {
            if self.rng.rn2(20) == 0 {
                let xd = self.rng.rn2(7) - 2;
                self.adjattrib(i, xd, false);
                if self.u.abase[i] < self.u.amax[i] {
                    self.u.amax[i] = self.u.abase[i];
                }
            }
        }
        self.u.umovement = crate::allmain::NORMAL_SPEED;
    }

    /// The welcome message (`welcome`).
    pub fn welcome(&mut self, new_game: bool) {
        let r = crate::role::role_info(self.u.hero.role);
        let role = if self.u.female { r.name_f.unwrap_or(r.name) } else { r.name };
        let align = match self.u.hero.align {
            Align::Lawful => "lawful",
            Align::Chaotic => "chaotic",
            _ => "neutral",
        };
        let race = &tables().mon(self.u.hero.race).name;
        let name = crate::display::capitalize(&self.u.name);
        if new_game {
            self.pline(format!("Hello {name}, welcome to OxHack!  You are a {align} {race} {}.", role.to_lowercase()));
        } else {
            self.pline(format!(
                "Hello {name}, welcome back to OxHack!  You are {align} {race} {}.",
                role.to_lowercase()
            ));
        }
    }
}

/// Character choices given before the game (command line, options).
#[derive(Debug, Clone, Default)]
pub struct Choices {
    pub name: Option<String>,
    pub role: Option<String>,
    pub race: Option<String>,
    pub gender: Option<String>,
    pub align: Option<String>,
}

/// The player's name: the given one, else asked for ("Who are you?").
pub fn ask_name(_term: &mut dyn crate::wintty::Term, given: Option<String>) -> Option<String> {
    Some(given.unwrap_or_else(|| "Agnar".to_string()))
}

/// The rest of the character (first version: the quick Valkyrie).
pub fn pick_character(
    _term: &mut dyn crate::wintty::Term,
    _choices: &Choices,
    name: String,
    seed: u64,
    wizard: bool,
    opts: Options,
) -> Option<NewGame> {
    Some(NewGame { name, wizard, opts, ..NewGame::quick(seed) })
}
