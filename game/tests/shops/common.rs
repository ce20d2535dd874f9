//! A small shop to test in: a lit room with a shop in it (one door on
//! its west wall), built from a `.des` text as a play-tested level, and a
//! scripted terminal to answer the shopkeeper.

use oxhack_game::game::{Game, NewGame};
use oxhack_game::hero::playtest::PlayTest;
use oxhack_game::ui::{Screen, Term};
use oxhack_game::world::content::Content;
use oxhack_game::world::monst::EShk;
use oxhack_game::world::obj::Obj;
use std::collections::VecDeque;
use std::sync::{Arc, Mutex};

/// The test level: a room with stairs and a 6x5 general store whose door
/// is on its west wall.
pub const SHOP_DES: &str = r#"LEVEL: "shoptest"
ROOM: "ordinary", lit, (3,3), (center,center), (22,9) {
    STAIR: (0,0), up
    STAIR: (21,8), down
    SUBROOM: "shop", lit, (10,2), (6,5) {
        ROOMDOOR: false, open, west, 2
    }
}
"#;

/// A terminal typing scripted keys; answers `--More--` itself.
pub struct Bot {
    pub keys: Arc<Mutex<VecDeque<char>>>,
    top: String,
    /// Every top line shown (prompts included).
    pub tops: Arc<Mutex<Vec<String>>>,
    /// The last screen drawn.
    pub last: Arc<Mutex<String>>,
}

impl Term for Bot {
    fn size(&self) -> (usize, usize) {
        (80, 24)
    }
    fn draw(&mut self, s: &Screen) {
        self.top = s.row_text(0);
        *self.last.lock().expect("last") = s.text();
        let mut tops = self.tops.lock().expect("tops");
        if tops.last() != Some(&self.top) {
            tops.push(self.top.clone());
        }
    }
    fn read_key(&mut self) -> Option<char> {
        if self.top.contains("--More--") {
            return Some(' ');
        }
        self.keys.lock().expect("keys").pop_front()
    }
}

/// A game on the shop level; `keys` feeds the terminal.
pub struct Shop {
    pub g: Game,
    pub keys: Arc<Mutex<VecDeque<char>>>,
    pub tops: Arc<Mutex<Vec<String>>>,
    pub last: Arc<Mutex<String>>,
}

impl Shop {
    /// The shop level with a Valkyrie (lawful human female) of `seed`.
    pub fn new(seed: u64) -> Shop {
        Shop::with(NewGame::quick(seed))
    }

    pub fn with(ng: NewGame) -> Shop {
        let dir = tempfile::tempdir().expect("tempdir");
        let file = dir.path().join("shoptest.des");
        std::fs::write(&file, SHOP_DES).expect("write");
        let levels = oxhack_game::levelgen::levgen::load(&file).expect("the shop level compiles");
        let (name, program) = levels.into_iter().next().expect("a level");
        let content = Arc::new(Content::embedded().playtest(&name, program.encode()).expect("a play-test world"));
        let mut g = Game::new(NewGame { content, ..ng }).expect("game");
        g.playtest = Some(PlayTest { file: "shoptest.des".into(), level: name, rebuilds: 0 });
        // Only the shopkeeper: no pet, no other monsters to get in the way.
        g.lev.monsters.retain(|m| m.isshk());
        let keys = Arc::new(Mutex::new(VecDeque::new()));
        let tops = Arc::new(Mutex::new(Vec::new()));
        let last = Arc::new(Mutex::new(String::new()));
        g.set_term(Box::new(Bot { keys: keys.clone(), top: String::new(), tops: tops.clone(), last: last.clone() }));
        Shop { g, keys, tops, last }
    }

    /// The shopkeeper's index.
    pub fn shk(&self) -> usize {
        self.g.lev.monsters.iter().position(|m| m.isshk()).expect("a shopkeeper")
    }

    pub fn eshk(&self) -> &EShk {
        self.g.eshk(self.shk()).expect("a shopkeeper record")
    }

    /// Types `keys` at the next prompts.
    pub fn keys(&self, keys: &str) {
        self.keys.lock().expect("keys").extend(keys.chars());
    }

    /// The door and the square outside it.
    pub fn door(&self) -> (i32, i32) {
        let e = self.eshk();
        (e.shd.x, e.shd.y)
    }

    /// A new object of type `otyp` (plain: uncursed, +0, no properties).
    pub fn obj(&mut self, otyp: oxhack_defs::Otyp) -> Obj {
        let mut o = self.g.with_mk(|c| c.mksobj(otyp, false, false));
        o.blessed = false;
        o.cursed = false;
        o.oprops = 0;
        o.spe = 0;
        o
    }

    /// Puts the hero at (x, y) (and notes where they came from, as a step
    /// would), with the shops' reactions.
    pub fn stand(&mut self, x: i32, y: i32) {
        let (ox, oy) = (self.g.u.ux, self.g.u.uy);
        self.g.u.ux = x;
        self.g.u.uy = y;
        self.g.u.ux0 = ox;
        self.g.u.uy0 = oy;
        self.g.vision_recalc();
        self.g.check_shop_rooms(false);
    }

    /// Messages since `from` (an index into the history).
    pub fn said_since(&self, from: usize) -> Vec<String> {
        self.g.history[from.min(self.g.history.len())..].to_vec()
    }

    pub fn mark(&self) -> usize {
        self.g.history.len()
    }

    /// The screen as last drawn (a menu or text window included).
    pub fn last_screen(&self) -> String {
        self.last.lock().expect("last").clone()
    }

    /// Whether a top line (a message or a prompt) started with `text`.
    pub fn asked(&self, text: &str) -> bool {
        self.tops.lock().expect("tops").iter().any(|t| t.trim_end().starts_with(text))
    }
}
