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
        crate::role::check_character(ng.role, ng.race, ng.female, ng.align)?;
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

    /// The welcome message (`welcome`): "Hello Agnar, welcome to OxHack!
    /// You are a lawful human Valkyrie." The gender is named only for
    /// roles that allow both and have one name for both.
    pub fn welcome(&mut self, new_game: bool) {
        let r = role_info(self.u.hero.role);
        let race = crate::role::race_info(self.u.hero.race).adj;
        let hello = match self.u.hero.role {
            ids::PM_KNIGHT => "Salutations",
            ids::PM_SAMURAI => "Konnichi wa",
            ids::PM_TOURIST => "Aloha",
            _ => "Hello",
        };
        let name = self.u.name.clone();
        let role = r.name_for(self.u.female);
        if new_game {
            let mut buf = format!(" {}", crate::role::align_str(self.u.hero.align));
            let both = crate::role::ROLE_MALE | crate::role::ROLE_FEMALE;
            if r.name_f.is_none() && r.allow & crate::role::ROLE_GENDMASK == both {
                buf.push_str(if self.u.female { " female" } else { " male" });
            }
            self.pline(format!("{hello} {name}, welcome to OxHack!  You are a{buf} {race} {role}."));
        } else {
            self.pline(format!("{hello} {name}, the {race} {role}, welcome back to OxHack!"));
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

/// The player's name: the given one, else asked for ("Who are you?") on
/// the top line; ESC or lost input gives `None`.
pub fn ask_name(term: &mut dyn crate::wintty::Term, given: Option<String>) -> Option<String> {
    if let Some(n) = given.map(|n| n.trim().to_string()).filter(|n| !n.is_empty()) {
        return Some(n);
    }
    let mut name = String::new();
    loop {
        let (cols, rows) = term.size();
        let mut s = crate::wintty::Screen::new(cols.max(20), rows.max(3));
        let prompt = format!("Who are you? {name}");
        s.put_str(0, 0, &prompt, 8, crate::wintty::Attr::empty());
        s.cursor = (prompt.chars().count().min(s.cols - 1), 0);
        term.draw(&s);
        match term.read_key()? {
            crate::wintty::ESC => return None,
            '\r' | '\n' => {
                let n = name.trim().to_string();
                if !n.is_empty() {
                    return Some(n);
                }
            }
            '\x08' | '\x7f' => {
                name.pop();
            }
            c if !c.is_control() && name.chars().count() < 31 => name.push(c),
            _ => {}
        }
    }
}

/// Draws `lines` on a blank screen and waits for a key.
fn show_and_read(term: &mut dyn crate::wintty::Term, lines: &[String]) -> Option<char> {
    let (cols, rows) = term.size();
    let mut s = crate::wintty::Screen::new(cols.max(20), rows.max(3));
    for (row, l) in lines.iter().enumerate().take(rows.max(3)) {
        s.put_str(0, row, l, 8, crate::wintty::Attr::empty());
    }
    let last = lines.len().min(s.rows).saturating_sub(1);
    s.cursor = (lines.last().map_or(0, |l| l.chars().count()).min(s.cols - 1), last);
    term.draw(&s);
    term.read_key()
}

/// One menu of the character choice: (letter, label, value) entries, `*`
/// for random, `q`/ESC to quit. `None` = quit.
fn choose<T: Copy>(
    term: &mut dyn crate::wintty::Term,
    title: &str,
    header: &str,
    items: &[(char, String, T)],
    rng: &mut Rng,
) -> Option<T> {
    if items.len() == 1 {
        return Some(items[0].2);
    }
    let mut lines = vec![header.to_string(), String::new(), title.to_string(), String::new()];
    for (c, label, _) in items {
        lines.push(format!(" {c} - {label}"));
    }
    lines.push(" * - Random".to_string());
    lines.push(" q - Quit".to_string());
    lines.push(String::new());
    lines.push("(Type a letter.)".to_string());
    loop {
        match show_and_read(term, &lines)? {
            crate::wintty::ESC | 'q' => return None,
            '*' => return Some(items[rng.rn2(items.len() as i32) as usize].2),
            k => {
                if let Some((_, _, v)) = items.iter().find(|(c, _, _)| *c == k) {
                    return Some(*v);
                }
            }
        }
    }
}

/// The menu letter of a role (NetHack's: the first letter, `R` for Ranger).
fn role_letter(pm: Pm) -> char {
    if pm == ids::PM_RANGER { 'R' } else { role_info(pm).name.chars().next().map_or('?', |c| c.to_ascii_lowercase()) }
}

/// What the character looks like so far ("Agnar the lawful female human
/// Valkyrie"), for the menus' first line.
fn describe(name: &str, p: &crate::role::Partial) -> String {
    let mut s = name.to_string();
    if p.role.is_some() || p.race.is_some() || p.female.is_some() || p.align.is_some() {
        s.push_str(" the");
    }
    if let Some(a) = p.align {
        s.push(' ');
        s.push_str(crate::role::align_str(a));
    }
    if let Some(f) = p.female {
        s.push_str(if f { " female" } else { " male" });
    }
    if let Some(r) = p.race {
        s.push(' ');
        s.push_str(crate::role::race_info(r).adj);
    }
    if let Some(r) = p.role {
        s.push(' ');
        s.push_str(role_info(r).name_for(p.female.unwrap_or(false)));
    }
    s
}

/// The rest of the character: choices given on the command line or in the
/// options are kept (those that cannot go together are dropped, the later
/// ones first); the player is asked "Shall I pick ...?" and then picks
/// the role, race, gender and alignment from menus of what is still
/// allowed, or lets the game pick at random. `None` when the player quits.
pub fn pick_character(
    term: &mut dyn crate::wintty::Term,
    choices: &Choices,
    name: String,
    seed: u64,
    wizard: bool,
    opts: Options,
) -> Option<NewGame> {
    use crate::role::{Partial, Pick};
    let mut rng = Rng::new(seed ^ 0x5DEE_CE66_D1CE_4E5B);
    let mut given = Partial::default();
    let mut random_given = [false; 4];
    let mut notes: Vec<String> = Vec::new();
    let mut apply = |p: &mut Partial, i: usize, text: &Option<String>, notes: &mut Vec<String>| {
        let Some(t) = text else { return };
        let mut q = *p;
        let res = match i {
            0 => crate::role::parse_role(t).map(|x| match x {
                Pick::Is(v) => q.role = Some(v),
                Pick::Random => random_given[0] = true,
            }),
            1 => crate::role::parse_race(t).map(|x| match x {
                Pick::Is(v) => q.race = Some(v),
                Pick::Random => random_given[1] = true,
            }),
            2 => crate::role::parse_gender(t).map(|x| match x {
                Pick::Is(v) => q.female = Some(v),
                Pick::Random => random_given[2] = true,
            }),
            _ => crate::role::parse_align(t).map(|x| match x {
                Pick::Is(v) => q.align = Some(v),
                Pick::Random => random_given[3] = true,
            }),
        };
        match res {
            Err(e) => notes.push(format!("Ignored: {e}.")),
            Ok(()) if crate::role::completable(&q) => *p = q,
            Ok(()) => notes.push(format!("Ignored \"{t}\": it does not go with the other choices.")),
        }
    };
    apply(&mut given, 0, &choices.role, &mut notes);
    apply(&mut given, 1, &choices.race, &mut notes);
    apply(&mut given, 2, &choices.gender, &mut notes);
    apply(&mut given, 3, &choices.align, &mut notes);
    // Choices given as "random" are settled now.
    let mut p = given;
    if random_given[0] {
        p.role = crate::role::complete(p, &mut rng).map(|c| c.0);
    }
    if random_given[1] {
        p.race = crate::role::complete(p, &mut rng).map(|c| c.1);
    }
    if random_given[2] {
        p.female = crate::role::complete(p, &mut rng).map(|c| c.2);
    }
    if random_given[3] {
        p.align = crate::role::complete(p, &mut rng).map(|c| c.3);
    }
    loop {
        let mut q = p;
        if q.role.is_none() || q.race.is_none() || q.female.is_none() || q.align.is_none() {
            let mut lines = notes.clone();
            lines.push(describe(&name, &q));
            lines.push(String::new());
            lines.push("Shall I pick character's role, race, gender and alignment for you? [ynaq] ".to_string());
            let pick4u = loop {
                match show_and_read(term, &lines)? {
                    'a' | 'A' => {
                        // Pick everything and do not ask again.
                        let (role, race, female, align) = crate::role::complete(q, &mut rng)?;
                        return Some(NewGame { name, wizard, opts, role, race, align, female, ..NewGame::quick(seed) });
                    }
                    'y' | 'Y' | '\r' | '\n' => break true,
                    'n' | 'N' => break false,
                    'q' | 'Q' | crate::wintty::ESC => return None,
                    _ => {}
                }
            };
            if !pick4u {
                if q.role.is_none() {
                    let items: Vec<(char, String, Pm)> = crate::role::roles_ok(&q)
                        .into_iter()
                        .map(|r| (role_letter(r), role_info(r).name_for(q.female.unwrap_or(false)).to_string(), r))
                        .collect();
                    q.role = Some(choose(term, "Pick a role or profession", &describe(&name, &q), &items, &mut rng)?);
                }
                if q.race.is_none() {
                    let items: Vec<(char, String, Pm)> = crate::role::races_ok(&q)
                        .into_iter()
                        .map(|r| {
                            let ri = crate::role::race_info(r);
                            (ri.noun.chars().next().unwrap_or('?'), ri.noun.to_string(), r)
                        })
                        .collect();
                    q.race = Some(choose(term, "Pick a race or species", &describe(&name, &q), &items, &mut rng)?);
                }
                if q.female.is_none() {
                    let items: Vec<(char, String, bool)> = crate::role::gends_ok(&q)
                        .into_iter()
                        .map(|f| if f { ('f', "female".to_string(), f) } else { ('m', "male".to_string(), f) })
                        .collect();
                    q.female = Some(choose(term, "Pick a gender or sex", &describe(&name, &q), &items, &mut rng)?);
                }
                if q.align.is_none() {
                    let items: Vec<(char, String, Align)> = crate::role::aligns_ok(&q)
                        .into_iter()
                        .map(|a| {
                            let s = crate::role::align_str(a);
                            (s.chars().next().unwrap_or('?'), s.to_string(), a)
                        })
                        .collect();
                    q.align = Some(choose(term, "Pick an alignment or creed", &describe(&name, &q), &items, &mut rng)?);
                }
            }
        }
        let (role, race, female, align) = crate::role::complete(q, &mut rng)?;
        let full = Partial { role: Some(role), race: Some(race), female: Some(female), align: Some(align) };
        if p.role.is_some() && p.race.is_some() && p.female.is_some() && p.align.is_some() {
            // Everything was given: no need to confirm.
            return Some(NewGame { name, wizard, opts, role, race, align, female, ..NewGame::quick(seed) });
        }
        let lines = vec![format!("{}.", describe(&name, &full)), String::new(), "Is this ok? [ynq] ".to_string()];
        loop {
            match show_and_read(term, &lines)? {
                'y' | 'Y' | '\r' | '\n' => {
                    return Some(NewGame { name, wizard, opts, role, race, align, female, ..NewGame::quick(seed) });
                }
                'n' | 'N' => break,
                'q' | 'Q' | crate::wintty::ESC => return None,
                _ => {}
            }
        }
        notes.clear();
    }
}
