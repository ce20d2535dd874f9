//! A robot player for the end-to-end ascension: it looks at the game to
//! decide, then types every decision as keys through a scripted terminal
//! (which answers `--More--`, declines to die in wizard mode and picks
//! the Amulet from a pickup menu by reading the screen). Every key typed
//! is recorded, so the whole run is a key script for its seed.
#![allow(dead_code)]

use oxhack_game::game::Game;
use oxhack_game::levelgen::mkmaze::{is_lava, is_pool_at};
use oxhack_game::ui::{Screen, Term};
use oxhack_game::world::level::{accessible, isok};
use std::collections::VecDeque;
use std::sync::{Arc, Mutex};

/// The keys typed so far and the ones waiting.
#[derive(Default)]
pub struct Tape {
    pub queue: VecDeque<char>,
    pub typed: String,
    /// Words of the objects to take from a pickup menu (the Amulet of
    /// Yendor always; the quest artifact once the robot wants it).
    pub wants: Vec<String>,
}

/// The robot's terminal.
pub struct RobotTerm {
    tape: Arc<Mutex<Tape>>,
    screen: String,
    top: String,
}

impl Term for RobotTerm {
    fn size(&self) -> (usize, usize) {
        (80, 24)
    }
    fn draw(&mut self, s: &Screen) {
        self.top = format!("{}\n{}", s.row_text(0), s.row_text(1));
        self.screen = s.text();
    }
    fn read_key(&mut self) -> Option<char> {
        let mut tape = self.tape.lock().expect("lock");
        let k = if self.top.contains("--More--") {
            Some(' ')
        } else if self.top.contains("Die?") {
            Some('n')
        } else if self.top.contains("Still climb?")
            || self.top.contains("Really attack")
            || self.top.contains("adjust?")
        {
            Some('y')
        } else if self.screen.contains("Pick up what?") && !self.screen.contains(" + ") {
            // Pick what the robot wants: the letter of its line.
            let wants = tape.wants.clone();
            // Only a menu line ("x - thing") counts: the message line may
            // name the thing too.
            // The menu sits over the map, from the column of its title.
            let col = self.screen.lines().find_map(|l| l.find("Pick up what?")).unwrap_or(0);
            self.screen
                .lines()
                .map(|l| l.get(col..).unwrap_or(""))
                .filter(|l| l.get(1..4) == Some(" - "))
                .find(|l| l.contains("Amulet of Yendor") || wants.iter().any(|w| l.contains(w.as_str())))
                .and_then(|l| l.chars().next())
                .or_else(|| tape.queue.pop_front())
                // Nothing wanted here: the menu is left, never the input.
                .or(Some('\x1b'))
        } else if self.screen.contains("Pick up what?") {
            Some('\r')
        } else {
            // Nothing left to say: ESC, typed like any key.
            Some(tape.queue.pop_front().unwrap_or('\x1b'))
        };
        if let Some(c) = k {
            tape.typed.push(c);
        }
        k
    }
}

/// The robot: the game it plays and its tape.
pub struct Robot {
    pub tape: Arc<Mutex<Tape>>,
}

impl Robot {
    /// Puts the robot's terminal on `g`.
    pub fn new(g: &mut Game) -> Robot {
        let tape = Arc::new(Mutex::new(Tape::default()));
        g.set_term(Box::new(RobotTerm { tape: tape.clone(), screen: String::new(), top: String::new() }));
        Robot { tape }
    }

    /// Types `k` as one command and lets the game run it, with its turns
    /// and any occupation it starts.
    pub fn act(&self, g: &mut Game, k: &str) {
        self.tape.lock().expect("lock").queue.extend(k.chars());
        let mut guard = 0;
        // The command, and whatever it left unread (a declined prompt).
        loop {
            g.step();
            guard += 1;
            let left = !self.tape.lock().expect("lock").queue.is_empty();
            if g.over.is_some() || guard > 200 || (!left && g.occ.current.is_none() && g.u.multi >= 0) {
                break;
            }
        }
        self.tape.lock().expect("lock").queue.clear();
    }

    /// The keys of a wizard's `^T` to (x, y): the cursor walked from the
    /// hero by eights, then by ones.
    pub fn tele_keys(g: &Game, x: i32, y: i32) -> String {
        let mut k = String::from("\x14");
        let (mut dx, mut dy) = (x - g.u.ux, y - g.u.uy);
        let step = |n: i32, neg: char, pos: char, big: bool| -> (char, i32) {
            let c = if n < 0 { neg } else { pos };
            let c = if big { c.to_ascii_uppercase() } else { c };
            (c, if n < 0 { -1 } else { 1 } * if big { 8 } else { 1 })
        };
        while dx.abs() >= 8 {
            let (c, d) = step(dx, 'h', 'l', true);
            k.push(c);
            dx -= d;
        }
        while dx != 0 {
            let (c, d) = step(dx, 'h', 'l', false);
            k.push(c);
            dx -= d;
        }
        while dy.abs() >= 8 {
            let (c, d) = step(dy, 'k', 'j', true);
            k.push(c);
            dy -= d;
        }
        while dy != 0 {
            let (c, d) = step(dy, 'k', 'j', false);
            k.push(c);
            dy -= d;
        }
        k.push('.');
        k
    }

    /// Teleports (`^T`) to (x, y), or next to it when a monster is there.
    pub fn tele(&self, g: &mut Game, x: i32, y: i32) {
        let k = Robot::tele_keys(g, x, y);
        self.act(g, &k);
    }

    /// The direction key from the hero towards (x, y), one step.
    pub fn dir_key(g: &Game, x: i32, y: i32) -> char {
        match ((x - g.u.ux).signum(), (y - g.u.uy).signum()) {
            (-1, 0) => 'h',
            (1, 0) => 'l',
            (0, -1) => 'k',
            (0, 1) => 'j',
            (-1, -1) => 'y',
            (1, -1) => 'u',
            (-1, 1) => 'b',
            (1, 1) => 'n',
            _ => '.',
        }
    }

    /// A free square next to (x, y) the hero can teleport to.
    pub fn beside(g: &Game, x: i32, y: i32) -> Option<(i32, i32)> {
        (-1..=1)
            .flat_map(|dx| (-1..=1).map(move |dy| (x + dx, y + dy)))
            .filter(|&(i, j)| (i, j) != (x, y) && isok(i, j))
            .find(|&(i, j)| {
                accessible(g.lev.typ(i, j))
                    && g.lev.monster_at(i, j).is_none()
                    && !is_pool_at(&g.lev, i, j)
                    && !is_lava(&g.lev, i, j)
            })
    }

    /// Gets the hero onto (x, y): `^T` there, or next to it and the
    /// monster on it attacked (`F` and a direction) until the way is
    /// clear; waits (`s`) when there is no room next to it. Stops when
    /// the hero leaves the level (a portal or trap door on the way).
    pub fn reach(&self, g: &mut Game, x: i32, y: i32) {
        let level = g.u.uz;
        for _ in 0..300 {
            if (g.u.ux, g.u.uy) == (x, y) || g.over.is_some() || g.u.uz != level {
                return;
            }
            if std::env::var_os("OXHACK_ROBOT_DEBUG").is_some() {
                eprintln!(
                    "reach {:?} from {:?} turn {} multi {} occ {:?}: {:?}",
                    (x, y),
                    (g.u.ux, g.u.uy),
                    g.moves,
                    g.u.multi,
                    g.occ.current.is_some(),
                    g.history.last()
                );
            }
            if g.lev.monster_at(x, y).is_none() {
                self.tele(g, x, y);
                continue;
            }
            let near = (g.u.ux - x).abs() <= 1 && (g.u.uy - y).abs() <= 1;
            if !near {
                match Robot::beside(g, x, y) {
                    Some((i, j)) => self.tele(g, i, j),
                    None => self.act(g, "s"),
                }
                continue;
            }
            let d = Robot::dir_key(g, x, y);
            self.act(g, &format!("F{d}"));
        }
    }

    /// Adds `words` to what the robot takes from pickup menus.
    pub fn want(&self, words: &str) {
        self.tape.lock().expect("lock").wants.push(words.to_string());
    }

    /// Every key typed so far.
    pub fn typed(&self) -> String {
        self.tape.lock().expect("lock").typed.clone()
    }
}

/// A terminal that only types a tape, answering nothing by itself.
pub struct Replay {
    pub keys: Arc<Mutex<VecDeque<char>>>,
}

impl Term for Replay {
    fn size(&self) -> (usize, usize) {
        (80, 24)
    }
    fn draw(&mut self, _: &Screen) {}
    fn read_key(&mut self) -> Option<char> {
        self.keys.lock().expect("lock").pop_front()
    }
}

/// Plays `tape` on `g` from its start, as a replay would: the game's own
/// loop, step by step, until the keys run out or the game ends.
pub fn replay(g: &mut Game, tape: &str) {
    let keys = Arc::new(Mutex::new(tape.chars().collect::<VecDeque<char>>()));
    g.set_term(Box::new(Replay { keys: keys.clone() }));
    let mut guard = 0;
    while g.over.is_none() && !keys.lock().expect("lock").is_empty() && guard < 500_000 {
        g.step();
        guard += 1;
    }
}
