//! Changing levels (do.c's `goto_level`, mklev.c's `mklev` entry): a level
//! is built the first time the hero arrives (its special level when the
//! dungeon places one there and OxHack has its file, else a random level
//! of rooms or a maze) and kept when they leave; arrivals land on the
//! stairs, ladder or portal they came by, or anywhere suitable.

use crate::game::{Game, SavedLevel, to_game};
use crate::levelgen::mkhooks::GameHooks;
use crate::objects::mkobj::MkCtx;
use crate::world::display::Memory;
use crate::world::level::{Coord, DLevel, Level};
use crate::world::levels::LevelSource;
use dgn_comp::placement::BranchType;
use oxhack_tables::tables;

/// How the hero arrives on a level.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Arrival {
    /// By the up stairs or ladder of the level above: on the down stairs.
    StairsDown,
    /// Climbing up: on the up stairs.
    StairsUp,
    /// By branch stairs: on this level's branch stairs.
    Branch,
    /// Through a portal: on this level's portal.
    Portal,
    /// Falling, level teleport: anywhere.
    Random,
}

/// A branch end on level `uz`: (the branch, this end is end1).
fn branch_at(g: &Game, uz: DLevel) -> Option<(&dgn_comp::placement::Branch, bool)> {
    g.layout.branches.iter().find_map(|b| {
        if to_game(b.end1) == uz {
            Some((b, true))
        } else if to_game(b.end2) == uz {
            Some((b, false))
        } else {
            None
        }
    })
}

impl Game {
    /// Builds level `uz` for the first visit.
    pub fn make_level(&mut self, uz: DLevel) -> Level {
        let lvl = self.level_ctx(uz);
        let special = self.layout.levels.iter().find(|l| to_game(l.dlevel) == uz).cloned();
        let role_code = crate::hero::role::role_info(self.u.hero.role).filecode;
        let br = branch_at(self, uz).map(|(b, is_end1)| {
            let other = to_game(if is_end1 { b.end2 } else { b.end1 });
            let none_here = match b.kind {
                BranchType::NoEnd1 => is_end1,
                BranchType::NoEnd2 => !is_end1,
                _ => false,
            };
            let up = if is_end1 { b.end1_up } else { !b.end1_up };
            (b.kind, other, up, none_here)
        });
        let medusa = self.layout.find_level("medusa").map(|l| (self.layout.depth(l.dlevel), l.dlevel.dnum as i32));
        let names: Vec<(String, DLevel)> =
            self.layout.levels.iter().map(|l| (l.proto.clone(), to_game(l.dlevel))).collect();
        self.env.hero_pos = Some(Coord::new(self.u.ux, self.u.uy));
        self.env.ledger_no = self.layout.dungeons.get(uz.dnum as usize).map_or(0, |d| d.ledger_start) + uz.dlevel;
        self.env.dungeon_align = self.dungeon(uz.dnum).map_or(0, |d| d.flags.align);
        self.env.special_align = special.as_ref().map(|l| l.flags.align);
        self.env.town = special.as_ref().is_some_and(|l| l.flags.town);
        let t = tables();
        if let Some(sp) = &special {
            match crate::world::levels::source(sp, role_code, &mut self.rng) {
                LevelSource::Special { file, program } => match oxhack_vm::verify(program, &file) {
                    Ok(v) => {
                        let hero = self.u.hero.clone();
                        let mut c = MkCtx { t, os: &self.os, og: &mut self.og, rng: &mut self.rng, hero: &hero, lvl };
                        let mut s = crate::levelgen::sp_lev::SpLev::new(Level::new(uz), &mut c);
                        s.name = file.clone();
                        s.env = self.env.clone();
                        s.level_names = names.clone();
                        s.branch = br.map(|(kind, other, up, none_here)| crate::levelgen::mkmaze::BranchPlan {
                            kind: maze_branch_kind(kind, other, up, none_here),
                            made: false,
                        });
                        match s.run(&v, crate::levelgen::sp_lev::level_budget()) {
                            Ok(built) => {
                                self.pending_messages.extend(built.messages);
                                return built.level;
                            }
                            Err(e) => self.pending_messages.push(format!("(level {file} failed to build: {e})")),
                        }
                    }
                    Err(e) => self.pending_messages.push(format!("(level {file} is invalid: {e})")),
                },
                LevelSource::Random { .. } => {}
            }
        }
        // A random level.
        let mut lev = Level::new(uz);
        let hero = self.u.hero.clone();
        let mut hooks =
            GameHooks { t, os: &self.os, og: &mut self.og, hero: &hero, lvl, env: &mut self.env, pending_gem: None };
        let maze = lvl.in_hell || special.as_ref().is_some_and(|l| l.flags.maze_like);
        if maze {
            let mut plan = br.map(|(kind, other, up, none_here)| crate::levelgen::mkmaze::BranchPlan {
                kind: maze_branch_kind(kind, other, up, none_here),
                made: false,
            });
            crate::levelgen::mkmaze::makemaz_random(&mut lev, &mut self.rng, &mut hooks, &lvl, false, plan.as_mut());
        } else {
            let plan = crate::levelgen::mklev::LevelPlan {
                branch: br.map(|(kind, other, up, none_here)| crate::levelgen::mklev::BranchPlan {
                    tolev: other,
                    up,
                    kind: match kind {
                        _ if none_here => crate::levelgen::mklev::BranchKind::NoWay,
                        BranchType::Portal => crate::levelgen::mklev::BranchKind::Portal,
                        _ => crate::levelgen::mklev::BranchKind::Stairs,
                    },
                }),
                medusa_depth: medusa.map_or(0, |m| m.0),
                medusa_dnum: medusa.map_or(0, |m| m.1),
            };
            let mut mk = crate::levelgen::mklev::MkLev::new(&mut lev, &mut self.rng, lvl);
            if mk.wants_maze_filler(&plan) {
                let mut bp = plan.branch.map(|b| crate::levelgen::mkmaze::BranchPlan {
                    kind: match b.kind {
                        crate::levelgen::mklev::BranchKind::Stairs => {
                            crate::levelgen::mkmaze::BranchKind::Stairs { up: b.up, tolev: b.tolev }
                        }
                        crate::levelgen::mklev::BranchKind::Portal => {
                            crate::levelgen::mkmaze::BranchKind::Portal { dest: b.tolev }
                        }
                        crate::levelgen::mklev::BranchKind::NoWay => crate::levelgen::mkmaze::BranchKind::Nothing,
                    },
                    made: false,
                });
                crate::levelgen::mkmaze::makemaz_random(&mut lev, &mut self.rng, &mut hooks, &lvl, false, bp.as_mut());
            } else {
                mk.mklev(&mut hooks, &plan);
            }
        }
        crate::levelgen::mkmaze::bound_digging(&mut lev, false);
        crate::levelgen::mkmaze::set_wall_state(&mut lev);
        lev
    }

    /// `goto_level`: leaves the current level (kept as it is) for `uz`,
    /// building it on the first visit, and puts the hero down as
    /// `arrival` says.
    pub fn goto_level(&mut self, uz: DLevel, arrival: Arrival) {
        if uz == self.u.uz && self.lev.uz == uz {
            return;
        }
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
        let old_uz = self.u.uz;
        let old = std::mem::replace(&mut self.lev, Level::new(uz));
        let old_mem = std::mem::take(&mut self.mem);
        self.levels.retain(|(d, _)| *d != old_uz);
        self.levels.push((old_uz, SavedLevel { level: old, memory: old_mem, left_at: self.moves }));
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
                self.lev.monsters.push(m);
            }
        }
        if self.lev.flags.premapped && first_visit {
            self.do_mapping();
        }
        self.vision_recalc();
        self.checkpoint();
        for m in std::mem::take(&mut self.pending_messages) {
            self.pline(m);
        }
        if first_visit && self.lev.uz.dnum == 0 && self.lev.uz.dlevel > 1 && self.u.uz.dlevel == self.u.max_depth {
            // Nothing special: NetHack says nothing on ordinary levels.
        }
    }

    /// Where the hero lands (`u_on_upstairs`, `u_on_dnstairs`,
    /// `u_on_sstairs`, `u_on_rndspot`).
    fn arrival_spot(&mut self, arrival: Arrival, from: DLevel) -> Coord {
        let lev = &self.lev;
        let stair = |s: Option<crate::world::level::Stairway>| s.map(|s| Coord::new(s.x, s.y));
        let found = match arrival {
            Arrival::StairsDown => stair(lev.upstair).or(stair(lev.upladder)),
            Arrival::StairsUp => stair(lev.dnstair).or(stair(lev.dnladder)),
            Arrival::Branch => stair(lev.sstairs.filter(|s| s.tolev == from)).or(stair(lev.sstairs)),
            Arrival::Portal => lev
                .traps
                .iter()
                .find(|t| t.ttyp == crate::world::level::ttyp::MAGIC_PORTAL)
                .map(|t| Coord::new(t.tx, t.ty)),
            Arrival::Random => None,
        };
        found.or_else(|| self.rndspot()).unwrap_or(Coord::new(1, 1))
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

    /// Moves the hero to (x, y) without taking a step (`u_on_newpos`); a
    /// monster there is pushed aside.
    pub fn u_on_newpos(&mut self, x: i32, y: i32) {
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

fn maze_branch_kind(kind: BranchType, other: DLevel, up: bool, none_here: bool) -> crate::levelgen::mkmaze::BranchKind {
    if none_here {
        return crate::levelgen::mkmaze::BranchKind::Nothing;
    }
    match kind {
        BranchType::Portal => crate::levelgen::mkmaze::BranchKind::Portal { dest: other },
        _ => crate::levelgen::mkmaze::BranchKind::Stairs { up, tolev: other },
    }
}

impl Game {
    /// `<`: climb the up stairs or ladder here.
    pub fn doup(&mut self) -> bool {
        let (x, y) = (self.u.ux, self.u.uy);
        let here = [self.lev.upstair, self.lev.upladder, self.lev.sstairs]
            .into_iter()
            .flatten()
            .find(|s| s.x == x && s.y == y && s.up);
        let Some(s) = here else {
            self.pline("You can't go up here.");
            return false;
        };
        if self.u.utrap != crate::world::you::UTrap::None {
            self.pline("You are held back.");
            return true;
        }
        if s.tolev.dlevel < 1 || (self.u.uz.dnum == 0 && self.u.uz.dlevel == 1) {
            if self.env.uhave_amulet {
                self.done(crate::game::GameOver::Escaped);
                return true;
            }
            if self.yn("Beware, there will be no return!  Still climb?") {
                self.pline("You climb up the stairs and leave the dungeon.");
                self.done(crate::game::GameOver::Escaped);
                return true;
            }
            return false;
        }
        let branch = self.lev.sstairs.is_some_and(|b| b.x == x && b.y == y);
        self.goto_level(s.tolev, if branch { Arrival::Branch } else { Arrival::StairsUp });
        true
    }

    /// `>`: go down the stairs or ladder here.
    pub fn dodown(&mut self) -> bool {
        let (x, y) = (self.u.ux, self.u.uy);
        let here = [self.lev.dnstair, self.lev.dnladder, self.lev.sstairs]
            .into_iter()
            .flatten()
            .find(|s| s.x == x && s.y == y && !s.up);
        let Some(s) = here else {
            if let Some(t) = self.lev.t_at(x, y)
                && crate::world::level::ttyp::is_hole(t.ttyp)
            {
                let below = crate::world::level::DLevel { dnum: self.u.uz.dnum, dlevel: self.u.uz.dlevel + 1 };
                self.pline("You jump into the hole.");
                self.goto_level(below, Arrival::Random);
                return true;
            }
            self.pline("You can't go down here.");
            return false;
        };
        if self.u.has(oxhack_defs::Prop::Levitation) {
            self.pline("You are floating high above the stairs.");
            return false;
        }
        if self.u.utrap != crate::world::you::UTrap::None {
            self.pline("You are held back.");
            return true;
        }
        let branch = self.lev.sstairs.is_some_and(|b| b.x == x && b.y == y);
        self.goto_level(s.tolev, if branch { Arrival::Branch } else { Arrival::StairsDown });
        true
    }
}

impl Game {
    /// `tele`: teleports the hero to a random spot on this level (not on
    /// no-teleport levels). Returns whether the hero moved.
    pub fn tele(&mut self) -> bool {
        if self.lev.flags.noteleport && !self.wizard {
            self.pline("A mysterious force prevents you from teleporting!");
            return false;
        }
        let Some(c) = self.rndspot() else { return false };
        self.u_on_newpos(c.x, c.y);
        self.vision_recalc();
        self.spoteffects();
        true
    }

    /// `level_tele` to a depth in the current dungeon (clamped to it).
    pub fn level_tele_to_depth(&mut self, depth: i32) {
        let dnum = self.u.uz.dnum;
        let Some(dg) = self.dungeon(dnum) else { return };
        let dlevel = (depth - dg.depth_start + 1).clamp(1, dg.num_dunlevs);
        let uz = crate::world::level::DLevel { dnum, dlevel };
        if uz == self.u.uz {
            self.pline("You shudder for a moment.");
            return;
        }
        self.goto_level(uz, Arrival::Random);
    }
}
