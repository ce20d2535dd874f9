//! Building a level on the hero's first arrival (mklev.c's `mklev` and
//! makelevel's dispatch): the special level's own file when OxHack has
//! it, else a random level of rooms or a maze. Either way the level gets
//! its branch end (branch stairs or portal) where the layout puts one,
//! and a random level gets Fort Ludios' portal in a vault when the branch
//! still floats (`mk_knox_portal`). A random level standing in for a
//! special one also gets the connections that level would have had (the
//! castle's trap doors, the Planes' portals: levelgen's `standin`).

use crate::game::{Game, to_game};
use crate::levelgen::mkhooks::{GameHooks, KnoxPlan};
use crate::levelgen::mklev::{BranchKind as RoomBranch, BranchPlan as RoomPlan, LevelPlan, MkLev};
use crate::levelgen::mkmaze::{BranchKind as MazeBranch, BranchPlan as MazePlan};
use crate::objects::mkobj::MkCtx;
use crate::world::dungeon::{in_endgame, role_level, special_at, stronghold_below};
use crate::world::level::{Coord, DLevel, Level};
use crate::world::levels::LevelSource;
use dgn_comp::placement::BranchType;
use dgn_comp::roles::LevelRole;
use oxhack_tables::tables;

/// This level's end of a branch, as level building sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct BranchEnd {
    kind: BranchType,
    /// The level at the other end.
    other: DLevel,
    /// Stairs here go up.
    up: bool,
    /// A one-way branch whose connection is at the other end only.
    none_here: bool,
}

impl BranchEnd {
    /// The branch as the maze builder and the special-level builder
    /// place it.
    fn maze_plan(self) -> MazePlan {
        let kind = if self.none_here {
            MazeBranch::Nothing
        } else if self.kind == BranchType::Portal {
            MazeBranch::Portal { dest: self.other }
        } else {
            MazeBranch::Stairs { up: self.up, tolev: self.other }
        };
        MazePlan { kind, made: false }
    }

    /// The branch as mklev places it.
    fn room_plan(self) -> RoomPlan {
        let kind = match self.kind {
            _ if self.none_here => RoomBranch::NoWay,
            BranchType::Portal => RoomBranch::Portal,
            _ => RoomBranch::Stairs,
        };
        RoomPlan { tolev: self.other, up: self.up, kind }
    }
}

/// mklev's branch plan in the maze builder's terms.
fn room_to_maze(b: RoomPlan) -> MazePlan {
    let kind = match b.kind {
        RoomBranch::Stairs => MazeBranch::Stairs { up: b.up, tolev: b.tolev },
        RoomBranch::Portal => MazeBranch::Portal { dest: b.tolev },
        RoomBranch::NoWay => MazeBranch::Nothing,
    };
    MazePlan { kind, made: false }
}

impl Game {
    /// The branch end on level `uz`, if it has one (`Is_branchlev`).
    fn branch_end(&self, uz: DLevel) -> Option<BranchEnd> {
        self.layout.branches.iter().find_map(|b| {
            let is_end1 = if to_game(b.end1) == uz {
                true
            } else if to_game(b.end2) == uz {
                false
            } else {
                return None;
            };
            let none_here = match b.kind {
                BranchType::NoEnd1 => is_end1,
                BranchType::NoEnd2 => !is_end1,
                _ => false,
            };
            Some(BranchEnd {
                kind: b.kind,
                other: to_game(if is_end1 { b.end2 } else { b.end1 }),
                up: if is_end1 { b.end1_up } else { !b.end1_up },
                none_here,
            })
        })
    }

    /// `mk_knox_portal`'s conditions for level `uz` (see [`KnoxPlan`]):
    /// `None` when the branch to Fort Ludios already has its entrance, or
    /// the level has a branch of its own.
    fn knox_plan(&self, uz: DLevel, has_branch: bool) -> Option<KnoxPlan> {
        if has_branch {
            return None;
        }
        let knox = role_level(&self.layout, LevelRole::Knox)?;
        let n = self.layout.dungeons.len();
        if !self.layout.branches.iter().any(|b| to_game(b.end2) == knox && b.end1.dnum == n) {
            return None;
        }
        let main = role_level(&self.layout, LevelRole::Oracle).map_or(0, |d| d.dnum);
        let medusa = role_level(&self.layout, LevelRole::Medusa).map_or(i32::MAX, |m| self.depth_of(m));
        let depth = self.depth_of(uz);
        let eligible = uz.dnum == main && depth > 10 && depth < medusa;
        Some(KnoxPlan { dest: knox, wizard: self.wizard, eligible, made: None })
    }

    /// Builds level `uz` for the first visit.
    pub fn make_level(&mut self, uz: DLevel) -> Level {
        let lvl = self.level_ctx(uz);
        let special = special_at(&self.layout, uz).cloned();
        let role_code = crate::hero::role::role_info(self.u.hero.role).filecode;
        let br = self.branch_end(uz);
        let names: Vec<(String, DLevel)> =
            self.layout.levels.iter().map(|l| (l.proto.clone(), to_game(l.dlevel))).collect();
        self.env.hero_pos = Some(Coord::new(self.u.ux, self.u.uy));
        self.env.ledger_no = self.layout.dungeons.get(uz.dnum as usize).map_or(0, |d| d.ledger_start) + uz.dlevel;
        self.env.dungeon_align = self.dungeon(uz.dnum).map_or(0, |d| d.flags.align);
        self.env.special_align = special.as_ref().map(|l| l.flags.align);
        self.env.town = special.as_ref().is_some_and(|l| l.flags.town);
        // `Is_sanctum`: the high priest of Moloch's temple here gets the
        // Amulet (priest.c's `priestini`).
        self.env.sanctum =
            special.as_ref().is_some_and(|l| dgn_comp::roles::role_of(&l.proto) == Some(LevelRole::Sanctum));
        self.env.uhave_amulet = self.u_have_amulet();
        let t = tables();
        let content = self.content.clone();
        let mut fallback_for = None;
        if let Some(sp) = &special {
            match crate::world::levels::source(sp, role_code, &mut self.rng, &content) {
                LevelSource::Special { file, program } => match oxhack_vm::verify(program, &file) {
                    Ok(v) => {
                        let hero = self.u.hero.clone();
                        let mut c = MkCtx {
                            t,
                            os: &self.os,
                            og: &mut self.og,
                            rng: &mut self.rng,
                            hero: &hero,
                            lvl,
                            texts: &content.texts,
                        };
                        let mut s = crate::levelgen::sp_lev::SpLev::new(Level::new(uz), &mut c);
                        s.name = file.clone();
                        s.env = self.env.clone();
                        s.level_names = names.clone();
                        s.branch = br.map(BranchEnd::maze_plan);
                        match s.run(&v, crate::levelgen::sp_lev::level_budget()) {
                            Ok(built) => {
                                self.pending_messages.extend(built.messages);
                                let mut level = built.level;
                                level.flags.built_from = Some(file);
                                level.endgame.bubbles = built.extras.bubbles.iter().map(|b| b.kept()).collect();
                                return level;
                            }
                            Err(e) => self.pending_messages.push(format!("(level {file} failed to build: {e})")),
                        }
                    }
                    Err(e) => self.pending_messages.push(format!("(level {file} is invalid: {e})")),
                },
                LevelSource::Random { wanted, .. } => {
                    if content.fallbacks.contains_key(&wanted) {
                        fallback_for = Some(wanted);
                    }
                }
            }
        }
        let mut lev = self.make_random_level(uz, special.as_ref().is_some_and(|l| l.flags.maze_like), br);
        lev.flags.fallback_for = fallback_for;
        self.connect_stand_in(&mut lev, uz);
        crate::levelgen::mkmaze::bound_digging(&mut lev, false);
        crate::levelgen::mkmaze::set_wall_state(&mut lev);
        lev
    }

    /// A random level at `uz`: a maze in Gehennom, for a maze-like
    /// special level, and mostly below Medusa; else rooms and corridors
    /// (makelevel's last choices).
    fn make_random_level(&mut self, uz: DLevel, maze_like: bool, br: Option<BranchEnd>) -> Level {
        let lvl = self.level_ctx(uz);
        let medusa = role_level(&self.layout, LevelRole::Medusa).map(|m| (self.depth_of(m), m.dnum));
        let knox = self.knox_plan(uz, br.is_some());
        let stronghold = stronghold_below(&self.layout, uz).is_some();
        let has_amulet = self.env.uhave_amulet;
        let mut lev = Level::new(uz);
        let hero = self.u.hero.clone();
        let mut hooks = GameHooks {
            t: tables(),
            os: &self.os,
            og: &mut self.og,
            hero: &hero,
            lvl,
            env: &mut self.env,
            pending_gem: None,
            knox,
            texts: &self.content.texts,
        };
        if lvl.in_hell || maze_like {
            let mut plan = br.map(BranchEnd::maze_plan);
            // The level above the Sanctum gets the vibrating square
            // instead of stairs down (makemaz's `Invocation_lev`).
            let invocation = crate::world::dungeon::is_invocation_level(&self.layout, uz);
            let made = crate::levelgen::mkmaze::makemaz_random(
                &mut lev,
                &mut self.rng,
                &mut hooks,
                &lvl,
                invocation,
                plan.as_mut(),
            );
            lev.endgame.inv_pos = made.inv_pos;
        } else {
            let plan = LevelPlan {
                branch: br.map(BranchEnd::room_plan),
                medusa_depth: medusa.map_or(0, |m| m.0),
                medusa_dnum: medusa.map_or(0, |m| m.1),
            };
            let mut mk = MkLev::new(&mut lev, &mut self.rng, lvl);
            mk.stronghold = stronghold;
            mk.hero_has_amulet = has_amulet;
            if mk.wants_maze_filler(&plan) {
                let mut bp = plan.branch.map(room_to_maze);
                crate::levelgen::mkmaze::makemaz_random(&mut lev, &mut self.rng, &mut hooks, &lvl, false, bp.as_mut());
            } else {
                mk.mklev(&mut hooks, &plan);
            }
        }
        let landed = hooks.knox.and_then(|k| k.made.map(|_| k.dest));
        if let Some(knox) = landed {
            self.layout.land_floating_branch(crate::game::to_placement(knox), crate::game::to_placement(uz));
        }
        lev
    }

    /// What a random level needs where a special level would connect
    /// differently (see levelgen's `standin`): trap doors on the level
    /// above a one-way branch down (the castle), portals instead of
    /// stairs on the Planes.
    fn connect_stand_in(&mut self, lev: &mut Level, uz: DLevel) {
        if stronghold_below(&self.layout, uz).is_some() {
            crate::levelgen::standin::add_trapdoors(lev, &mut self.rng, crate::levelgen::standin::CASTLE_TRAPDOORS);
            lev.flags.graveyard = true;
        }
        if in_endgame(&self.layout, uz) {
            let next = (uz.dlevel > 1).then_some(DLevel { dnum: uz.dnum, dlevel: uz.dlevel - 1 });
            crate::levelgen::standin::plane_connections(lev, &mut self.rng, next);
        }
    }
}
