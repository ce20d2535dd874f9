//! Changing levels (do.c's `goto_level`): a level is built the first
//! time the hero arrives (`make`) and kept when they leave; arrivals land
//! on the stairs, ladder or portal they came by, or anywhere suitable.
//! `stairs` has the ways between levels (`<`, `>`, trap doors, the
//! Amulet's way out of the dungeon), `level_tele` level teleportation and
//! wizard mode's `^V`.

mod level_tele;
mod make;
mod stairs;

pub use level_tele::{DungeonLine, LEVEL_TELE_PROMPT};

use crate::game::{Game, SavedLevel};
use crate::world::display::Memory;
use crate::world::dungeon::in_endgame;
use crate::world::level::{Coord, DLevel, Level};

/// How the hero arrives on a level.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Arrival {
    /// Down the stairs or ladder: on the up stairs (or ladder).
    StairsDown,
    /// Up the stairs or ladder: on the down stairs (or ladder).
    StairsUp,
    /// Down a ladder: on the up ladder (`u.ux0`'s `at_ladder`), wherever
    /// the level's stairs are (the Wizard's tower has both).
    LadderDown,
    /// Up a ladder: on the down ladder.
    LadderUp,
    /// By branch stairs: on this level's branch stairs.
    Branch,
    /// Through a portal: on this level's portal.
    Portal,
    /// Falling, level teleport, and every arrival on the Planes: anywhere.
    Random,
}

impl Game {
    /// `goto_level`: leaves the current level (kept as it is) for `uz`,
    /// building it on the first visit, and puts the hero down as
    /// `arrival` says.
    pub fn goto_level(&mut self, uz: DLevel, arrival: Arrival) {
        if self.playtest.is_some() && uz != self.u.uz {
            // A play-test has one level: leaving it ends the test.
            self.end_playtest(match arrival {
                Arrival::StairsDown => "down the stairs",
                Arrival::StairsUp => "up the stairs",
                Arrival::LadderDown => "down the ladder",
                Arrival::LadderUp => "up the ladder",
                Arrival::Branch => "by its branch stairs",
                Arrival::Portal => "through a portal",
                Arrival::Random => "by falling or teleporting",
            });
            return;
        }
        let mut uz = uz;
        if let Some(d) = self.dungeon(uz.dnum) {
            uz.dlevel = uz.dlevel.min(d.num_dunlevs);
        }
        let mut arrival = arrival;
        // The Amulet's bearer climbing out of Gehennom (see endgame's
        // `ascent`).
        match self.mysterious_force(uz, arrival) {
            crate::hero::endgame::ascent::ForceOutcome::Stay => return,
            crate::hero::endgame::ascent::ForceOutcome::Go(to) if to != uz => {
                uz = to;
                arrival = Arrival::Random;
            }
            _ => {}
        }
        let entering_endgame = in_endgame(&self.layout, uz) && !in_endgame(&self.layout, self.u.uz);
        if entering_endgame && !self.u_have_amulet() {
            // The Planes admit only the bearer of the Amulet.
            return;
        }
        if entering_endgame && !self.wizard {
            // Only wizard mode's ^V skips the Plane of Earth.
            if let Some(earth) = crate::world::dungeon::earth_level(&self.layout) {
                uz = earth;
            }
        }
        if uz == self.u.uz && self.lev.uz == uz {
            return;
        }
        // The quest's home level lets only those the leader sent go down.
        if self.quest_blocks_descent(uz) {
            return;
        }
        // The Planes have no stairs to land on: every arrival is anywhere.
        let arrival = if in_endgame(&self.layout, uz) { Arrival::Random } else { arrival };
        // Whatever held or swallowed the hero stays behind.
        self.u.ustuck = None;
        self.u.uswallow = false;
        self.u.uswldtim = 0;
        // Pets adjacent to the hero come along (`keepdogs`).
        let (ux, uy) = (self.u.ux, self.u.uy);
        let mut followers = Vec::new();
        let mut i = 0;
        while i < self.lev.monsters.len() {
            let m = &self.lev.monsters[i];
            let adjacent = (m.mx - ux).abs() <= 1 && (m.my - uy).abs() <= 1;
            if adjacent && (m.mtame > 0 && m.mcanmove && !m.msleeping || m.following_hero()) {
                followers.push(self.lev.monsters.remove(i));
            } else {
                i += 1;
            }
        }
        // Shopkeepers coming along leave their shops untended; leaving
        // with a bill is robbery (`check_special_room(TRUE)`).
        for m in followers.iter().filter(|m| m.isshk()) {
            self.set_residency(m, true);
        }
        self.check_shop_rooms(true);
        let old_uz = self.u.uz;
        let mut old = std::mem::replace(&mut self.lev, Level::new(uz));
        // Its priests will greet a returning hero afresh.
        Game::forget_temple_entry(&mut old);
        let old_mem = std::mem::take(&mut self.mem);
        self.levels.retain(|(d, _)| *d != old_uz);
        if entering_endgame {
            // No way back from the Planes: the rest of the dungeon is gone.
            self.levels.clear();
        } else {
            self.levels.push((old_uz, SavedLevel { level: old, memory: old_mem, left_at: self.moves }));
        }
        let first_visit;
        if let Some(pos) = self.levels.iter().position(|(d, _)| *d == uz) {
            let (_, saved) = self.levels.remove(pos);
            self.lev = saved.level;
            self.mem = saved.memory;
            first_visit = false;
        } else {
            self.u.uz = uz;
            self.lev = self.make_level(uz);
            self.mem = Memory::default();
            first_visit = true;
        }
        self.u.uz = uz;
        self.u.max_depth = self.u.max_depth.max(self.depth());
        let spot = self.arrival_spot(arrival, old_uz);
        self.u_on_newpos(spot.x, spot.y);
        // Followers land next to the hero.
        for mut m in followers {
            if let Some(c) = self.enexto_free(self.u.ux, self.u.uy, m.mnum) {
                m.mx = c.x;
                m.my = c.y;
                if m.isshk() {
                    self.set_residency(&m, false);
                }
                self.lev.monsters.push(m);
            }
        }
        // Monsters that left for this level arrive now (`losedogs`).
        self.losedogs();
        if self.lev.flags.premapped && first_visit {
            self.sokoban_detect();
        }
        self.vision_recalc();
        self.check_special_room(true);
        self.checkpoint();
        for m in std::mem::take(&mut self.pending_messages) {
            self.pline(m);
        }
        self.gehennom_arrival(old_uz);
        // Arriving in a shop (`check_special_room(FALSE)`).
        self.check_shop_rooms(false);
        self.check_special_room(false);
        // The quest leader's call and the quest levels' texts.
        self.quest_arrival(old_uz);
        // The Astral Plane's rivals (`final_level`'s `create_mplayers`).
        if first_visit && self.is_astral_level(uz) {
            let n = self.rng.rn1(4, 3);
            self.create_mplayers(n, true);
        }
    }

    /// Where the hero lands (`u_on_upstairs`, `u_on_dnstairs`,
    /// `u_on_sstairs`, `u_on_rndspot`).
    fn arrival_spot(&mut self, arrival: Arrival, from: DLevel) -> Coord {
        let lev = &self.lev;
        let stair = |s: Option<crate::world::level::Stairway>| s.map(|s| Coord::new(s.x, s.y));
        let found = match arrival {
            Arrival::StairsDown => stair(lev.upstair).or(stair(lev.upladder)).or(stair(lev.sstairs)),
            Arrival::StairsUp => stair(lev.dnstair).or(stair(lev.dnladder)).or(stair(lev.sstairs)),
            Arrival::LadderDown => stair(lev.upladder).or(stair(lev.upstair)).or(stair(lev.sstairs)),
            Arrival::LadderUp => stair(lev.dnladder).or(stair(lev.dnstair)).or(stair(lev.sstairs)),
            Arrival::Branch => stair(lev.sstairs.filter(|s| s.tolev == from)).or(stair(lev.sstairs)),
            Arrival::Portal => lev
                .traps
                .iter()
                .find(|t| t.ttyp == crate::world::level::ttyp::MAGIC_PORTAL)
                .map(|t| Coord::new(t.tx, t.ty)),
            Arrival::Random => {
                // Climbing arrives in the level's "up" teleport region,
                // falling or sinking in its "down" one.
                let up = self.depth_of(self.u.uz) < self.depth_of(from);
                self.u_on_rndspot(up)
            }
        };
        found.or_else(|| self.rndspot()).unwrap_or(Coord::new(1, 1))
    }

    /// `u_on_rndspot`: a spot in the level's arrival region for a hero
    /// coming up (`updest`) or down (`dndest`), or anywhere when the level
    /// has none; never inside the region's excluded rectangle, on a trap,
    /// furniture or water, or on a monster (`place_lregion` with
    /// `LR_UPTELE`/`LR_DOWNTELE`): 200 random tries, then every spot.
    pub fn u_on_rndspot(&mut self, up: bool) -> Option<Coord> {
        use crate::levelgen::mkmaze::{Area, bad_location};
        use crate::world::level::{COLNO, ROWNO};
        let d = if up { self.lev.updest } else { self.lev.dndest };
        let mut a = Area::new(d.lx, d.ly, d.hx, d.hy);
        if a.x1 == 0 {
            a = Area::new(1, 0, COLNO as i32 - 1, ROWNO as i32 - 1);
        }
        let (cx, cy) = (COLNO as i32 - 1, ROWNO as i32 - 1);
        a = Area::new(a.x1.clamp(1, cx), a.y1.clamp(0, cy), a.x2.clamp(1, cx), a.y2.clamp(0, cy));
        if a.x1 > a.x2 || a.y1 > a.y2 {
            return None;
        }
        let excl = Area::new(d.nlx, d.nly, d.nhx, d.nhy);
        let good = |g: &Game, x: i32, y: i32| !bad_location(&g.lev, x, y, excl) && g.lev.monster_at(x, y).is_none();
        for _ in 0..200 {
            let x = self.rng.rn1(a.x2 - a.x1 + 1, a.x1);
            let y = self.rng.rn1(a.y2 - a.y1 + 1, a.y1);
            if good(self, x, y) {
                return Some(Coord::new(x, y));
            }
        }
        (a.x1..=a.x2)
            .flat_map(|x| (a.y1..=a.y2).map(move |y| (x, y)))
            .find(|&(x, y)| good(self, x, y))
            .map(|(x, y)| Coord::new(x, y))
    }

    /// A random place the hero can stand (`u_on_rndspot`, simplified to
    /// any accessible, unoccupied square; the level's arrival area first).
    pub fn rndspot(&mut self) -> Option<Coord> {
        let cands: Vec<Coord> = Level::positions()
            .filter(|&(x, y)| {
                crate::world::level::isok(x, y)
                    && crate::world::level::accessible(self.lev.typ(x, y))
                    && self.lev.monster_at(x, y).is_none()
            })
            .map(|(x, y)| Coord::new(x, y))
            .collect();
        if cands.is_empty() {
            return None;
        }
        Some(cands[self.rng.rn2(cands.len() as i32) as usize])
    }

    /// Moves the hero to (x, y) without taking a step (`u_on_newpos`,
    /// `teleds`); a monster there is pushed aside, and whatever held or
    /// swallowed the hero is left behind.
    pub fn u_on_newpos(&mut self, x: i32, y: i32) {
        if self.u.ustuck.is_some() && (x, y) != (self.u.ux, self.u.uy) {
            self.u.ustuck = None;
            self.u.uswallow = false;
            self.u.uswldtim = 0;
        }
        if let Some(i) = self.lev.monsters.iter().position(|m| m.mx == x && m.my == y) {
            let pm = self.lev.monsters[i].mnum;
            if let Some(c) = self.enexto_free(x, y, pm) {
                self.lev.monsters[i].mx = c.x;
                self.lev.monsters[i].my = c.y;
            } else {
                self.lev.monsters.remove(i);
            }
        }
        self.u.ux = x;
        self.u.uy = y;
        self.u.ux0 = x;
        self.u.uy0 = y;
    }

    /// A free square next to (x, y) where monster type `pm` can stand
    /// (`enexto`), never the hero's.
    pub fn enexto_free(&mut self, x: i32, y: i32, pm: oxhack_defs::Pm) -> Option<Coord> {
        self.with_mon(|c, lev| c.enexto(lev, x, y, Some(pm)))
    }

    /// Magic mapping (`do_mapping`): every square's terrain remembered.
    pub fn do_mapping(&mut self) {
        for (x, y) in Level::positions() {
            if !crate::world::level::isok(x, y) {
                continue;
            }
            let typ = self.lev.typ(x, y);
            if typ == oxhack_vm::terrain::STONE || typ == oxhack_vm::terrain::SCORR {
                continue;
            }
            if let Some(l) = self.lev.at_mut(x, y) {
                l.seenv = crate::world::wallmode::SVALL;
            }
            let g = Memory::default().get(x, y);
            let cur = self.mem.get(x, y);
            if cur == g || matches!(cur, crate::world::display::Glyph::Cmap(_)) {
                let s = crate::world::glyph::back_to_sym(&self.lev, x, y, crate::world::wallmode::SVALL);
                self.mem.set(x, y, crate::world::display::Glyph::Cmap(s as u8));
            }
        }
    }
}
