//! The game's side of level generation's hooks: what mklev.c and
//! mkmaze.c ask of object and monster creation (`mksobj_at`, `makemon`,
//! `mkgold`, `mkroom`, `fill_room`, epitaphs, graffiti, wallification),
//! made with the game's own generators from the same random stream, so a
//! level comes out whole: rooms with their monsters, objects, shops,
//! zoos and temples.

use crate::levelgen::mklev::{Hooks, Make, MkLev};
use crate::levelgen::mkmaze::{MazeBounds, MazeHooks, MazeMonster};
use crate::monsters::makemon::{MmFlags, MonCtx, MonEnv, NO_MM_FLAGS};
use crate::objects::mkobj::{LevelCtx, MkCtx, ObjGen};
use crate::objects::o_init::ObjectsState;
use crate::rng::Rng;
use crate::world::hero::Hero;
use crate::world::level::{Coord, Level, rtype};
use oxhack_defs::flags::Geno;
use oxhack_defs::{MonClass, OClass, Pm, Tables};
use oxhack_tables::ids;

/// Everything object and monster creation needs besides the level and
/// the random stream (which the level builder lends per call).
pub struct GameHooks<'a> {
    pub t: &'a Tables,
    pub os: &'a ObjectsState,
    pub og: &'a mut ObjGen,
    pub hero: &'a Hero,
    pub lvl: LevelCtx,
    pub env: &'a mut MonEnv,
    /// mineralize's gem between [`Make::MineralGem`] and its drop.
    pub pending_gem: Option<crate::world::obj::Obj>,
    /// The floating branch to Fort Ludios, while it has no entrance and
    /// this level may give it one (`mk_knox_portal`).
    pub knox: Option<KnoxPlan>,
    /// The world's text databases (random engravings and epitaphs).
    pub texts: &'a crate::world::content::Texts,
}

/// What `mk_knox_portal` weighs when a level's vault is made: the branch
/// to Fort Ludios still floats (no level holds its portal yet) and this
/// level has no branch of its own. The caller decides the rest.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KnoxPlan {
    /// Fort Ludios' level: where the portal leads.
    pub dest: crate::world::level::DLevel,
    /// Wizard mode: the first level that may have the portal has it.
    pub wizard: bool,
    /// The level is in the main dungeon, deeper than 10 and above Medusa.
    pub eligible: bool,
    /// Set when the portal was placed here.
    pub made: Option<Coord>,
}

impl<'a> GameHooks<'a> {
    /// A monster-creation context over `rng`.
    pub fn mon<'b>(&'b mut self, rng: &'b mut Rng) -> MonCtx<'b> {
        MonCtx {
            mk: MkCtx {
                t: self.t,
                os: self.os,
                og: &mut *self.og,
                rng,
                hero: self.hero,
                lvl: self.lvl,
                texts: self.texts,
            },
            env: &mut *self.env,
        }
    }

    /// `fill_room` (sp_lev.c): stock a shop, gild a vault, fill a zoo or
    /// the like, and set the level's flags for the room's kind.
    pub fn fill_room(&mut self, lev: &mut Level, rng: &mut Rng, room: crate::world::level::RoomId, prefilled: bool) {
        let Some(r) = lev.room(room) else { return };
        let rt = r.rtype;
        if rt == rtype::OROOM {
            return;
        }
        if !prefilled {
            if rt >= rtype::SHOPBASE {
                self.mon(rng).stock_room(lev, (rt - rtype::SHOPBASE) as usize, room);
                lev.flags.has_shop = true;
                return;
            }
            match rt {
                rtype::VAULT => {
                    let (lx, hx, ly, hy) = (r.lx, r.hx, r.ly, r.hy);
                    let depth = self.lvl.depth.abs().max(1);
                    for x in lx..=hx {
                        for y in ly..=hy {
                            let amount = rng.rn1(depth * 100, 51) as i64;
                            self.mon(rng).mkgold(lev, amount, x, y);
                        }
                    }
                }
                rtype::COURT
                | rtype::ZOO
                | rtype::BEEHIVE
                | rtype::ANTHOLE
                | rtype::COCKNEST
                | rtype::LEPREHALL
                | rtype::MORGUE
                | rtype::BARRACKS => self.mon(rng).fill_zoo(lev, room),
                _ => {}
            }
        }
        let f = &mut lev.flags;
        match rt {
            rtype::VAULT => f.has_vault = true,
            rtype::ZOO => f.has_zoo = true,
            rtype::COURT => f.has_court = true,
            rtype::MORGUE => f.has_morgue = true,
            rtype::BEEHIVE => f.has_beehive = true,
            rtype::BARRACKS => f.has_barracks = true,
            rtype::TEMPLE => f.has_temple = true,
            rtype::SWAMP => f.has_swamp = true,
            _ => {}
        }
    }

    fn place(&mut self, lev: &mut Level, rng: &mut Rng, otyp: oxhack_defs::Otyp, x: i32, y: i32) {
        let o = self.mon(rng).mk.mksobj(otyp, true, false);
        lev.place_object(o, x, y);
    }
}

impl Hooks for GameHooks<'_> {
    fn make(&mut self, mk: &mut MkLev, what: Make, x: i32, y: i32) -> bool {
        let (lev, rng) = (&mut *mk.lev, &mut *mk.rng);
        match what {
            Make::Boulder | Make::RollingBoulder => self.place(lev, rng, ids::BOULDER, x, y),
            Make::TeleportScroll => self.place(lev, rng, ids::SCR_TELEPORTATION, x, y),
            Make::GraveBell => self.place(lev, rng, ids::BELL, x, y),
            Make::Box { chest } => self.place(lev, rng, if chest { ids::CHEST } else { ids::LARGE_BOX }, x, y),
            Make::RandomObject => {
                let o = self.mon(rng).mk.mkobj(OClass::Random, true);
                lev.place_object(o, x, y);
            }
            Make::Gold => self.mon(rng).mkgold(lev, 0, x, y),
            Make::Statue => {
                let mut c = self.mon(rng);
                let pm = c.mk.rndmonnum();
                let mut o = c.mk.mksobj(ids::STATUE, true, false);
                o.corpsenm = Some(pm);
                lev.place_object(o, x, y);
            }
            Make::NicheCorpse => {
                let mut c = self.mon(rng);
                let pm = c.mkclass(MonClass::Human, Geno::empty());
                let mut o = c.mk.mksobj(ids::CORPSE, true, false);
                if let Some(pm) = pm {
                    o.corpsenm = Some(pm);
                }
                lev.place_object(o, x, y);
            }
            Make::TrapCorpse { pm } => {
                let mut o = self.mon(rng).mk.mksobj(ids::CORPSE, true, false);
                o.corpsenm = Some(pm);
                o.age -= 51;
                lev.place_object(o, x, y);
            }
            Make::TrapAmmo { trap } => {
                let otyp = match trap {
                    crate::world::level::ttyp::ARROW_TRAP => ids::ARROW,
                    crate::world::level::ttyp::DART_TRAP => ids::DART,
                    _ => ids::ROCK,
                };
                let mut o = self.mon(rng).mk.mksobj(otyp, true, false);
                if otyp == ids::ARROW {
                    o.otrapped = false;
                }
                lev.place_object(o, x, y);
            }
            Make::TrapPossession { class } => {
                let mut o = self.mon(rng).mk.mkobj(class, false);
                o.curse();
                lev.place_object(o, x, y);
            }
            Make::TrapCandle { wax } => {
                let mut o =
                    self.mon(rng).mk.mksobj(if wax { ids::WAX_CANDLE } else { ids::TALLOW_CANDLE }, true, false);
                o.quan = 1;
                o.curse();
                lev.place_object(o, x, y);
            }
            Make::GraveGold { quan } => {
                let mut o = self.mon(rng).mk.mksobj(ids::GOLD_PIECE, true, false);
                o.quan = quan;
                lev.buried.push(crate::world::level::FloorObj { x, y, obj: o });
            }
            Make::GraveObject => {
                let mut o = self.mon(rng).mk.mkobj(OClass::Random, true);
                o.curse();
                lev.buried.push(crate::world::level::FloorObj { x, y, obj: o });
            }
            Make::SleepingMonster => {
                let made = self.mon(rng).makemon(lev, None, x, y, MmFlags::MM_NOGRP);
                return made.is_some_and(|i| lev.monsters.get(i).is_some_and(|m| m.mnum == ids::PM_GIANT_SPIDER));
            }
            Make::GiantSpider => {
                self.mon(rng).makemon(lev, Some(ids::PM_GIANT_SPIDER), x, y, NO_MM_FLAGS);
            }
            Make::DoorMimic => {
                let mut c = self.mon(rng);
                let pm = c.mkclass(MonClass::Mimic, Geno::empty());
                if let Some(i) = c.makemon(lev, pm, x, y, NO_MM_FLAGS) {
                    c.set_mimic_sym(lev, i);
                }
            }
            Make::Kelp => self.place(lev, rng, ids::KELP_FROND, x, y),
            Make::MineralGold { quan, buried } => {
                let mut o = self.mon(rng).mk.mksobj(ids::GOLD_PIECE, false, false);
                o.quan = quan;
                if buried {
                    lev.buried.push(crate::world::level::FloorObj { x, y, obj: o });
                } else {
                    lev.place_object(o, x, y);
                }
            }
            Make::MineralGem => {
                let o = self.mon(rng).mk.mkobj(OClass::Gem, false);
                if o.otyp == ids::ROCK {
                    return false;
                }
                self.pending_gem = Some(o);
                return true;
            }
            Make::MineralGemDrop { buried } => {
                if let Some(o) = self.pending_gem.take() {
                    if buried {
                        lev.buried.push(crate::world::level::FloorObj { x, y, obj: o });
                    } else {
                        lev.place_object(o, x, y);
                    }
                }
            }
            Make::StatueTrap => {
                let mut c = self.mon(rng);
                let pm = c.mk.rndmonnum();
                let mut o = c.mk.mksobj(ids::STATUE, false, false);
                o.corpsenm = Some(pm);
                lev.place_object(o, x, y);
            }
        }
        false
    }

    fn gone(&self, pm: Pm) -> bool {
        self.og.mvitals.get(pm.0 as usize).is_some_and(|v| v.mvflags & crate::objects::mkobj::G_GONE != 0)
    }

    fn mkroom(&mut self, mk: &mut MkLev, rt: u8) {
        let (lev, rng) = (&mut *mk.lev, &mut *mk.rng);
        self.mon(rng).mkroom(lev, rt);
    }

    fn fill_vault(&mut self, mk: &mut MkLev, room: usize) {
        let (lev, rng) = (&mut *mk.lev, &mut *mk.rng);
        self.fill_room(lev, rng, crate::world::level::RoomId::Main(room), false);
    }

    fn random_engraving(&mut self, mk: &mut MkLev) -> Option<String> {
        let s = crate::levelgen::mkroom::get_rnd_text(&self.texts.engrave, mk.rng);
        (!s.is_empty()).then_some(s)
    }

    fn epitaph(&mut self, mk: &mut MkLev) -> String {
        crate::levelgen::mkroom::get_rnd_text(&self.texts.epitaph, mk.rng)
    }

    fn wallification(&mut self, mk: &mut MkLev, x1: i32, y1: i32, x2: i32, y2: i32) {
        crate::levelgen::mkmaze::wallification(mk.lev, x1, y1, x2, y2);
    }

    fn mazexy(&mut self, mk: &mut MkLev) -> Option<Coord> {
        crate::levelgen::mkmaze::mazexy(mk.lev, mk.rng, MazeBounds::DEFAULT)
    }

    /// `mk_knox_portal`: two times in three (always in wizard mode) the
    /// portal to Fort Ludios goes in this vault, if the level qualifies;
    /// the caller then lands the floating branch here.
    fn knox_portal(&mut self, mk: &mut MkLev, x: i32, y: i32) {
        let Some(plan) = self.knox else { return };
        if (mk.rng.rn2(3) != 0 && !plan.wizard) || !plan.eligible {
            return;
        }
        let br = crate::levelgen::mklev::BranchPlan {
            tolev: plan.dest,
            up: false,
            kind: crate::levelgen::mklev::BranchKind::Portal,
        };
        mk.place_branch(self, Some(br), Some(Coord::new(x, y)));
        if mk.lev.t_at(x, y).is_some_and(|t| t.ttyp == crate::world::level::ttyp::MAGIC_PORTAL) {
            self.knox = Some(KnoxPlan { made: Some(Coord::new(x, y)), ..plan });
        }
    }
}

impl MazeHooks for GameHooks<'_> {
    fn mkobj_at(&mut self, lev: &mut Level, rng: &mut Rng, gem: bool, x: i32, y: i32) {
        let o = self.mon(rng).mk.mkobj(if gem { OClass::Gem } else { OClass::Random }, true);
        lev.place_object(o, x, y);
    }
    fn mk_boulder(&mut self, lev: &mut Level, rng: &mut Rng, x: i32, y: i32) {
        self.place(lev, rng, ids::BOULDER, x, y);
    }
    fn makemon(&mut self, lev: &mut Level, rng: &mut Rng, which: MazeMonster, x: i32, y: i32) {
        let pm = match which {
            MazeMonster::Minotaur => Some(ids::PM_MINOTAUR),
            MazeMonster::Random => None,
        };
        self.mon(rng).makemon(lev, pm, x, y, NO_MM_FLAGS);
    }
    fn mkgold(&mut self, lev: &mut Level, rng: &mut Rng, x: i32, y: i32) {
        self.mon(rng).mkgold(lev, 0, x, y);
    }
    fn rloc_at(&mut self, lev: &mut Level, rng: &mut Rng, x: i32, y: i32) -> bool {
        match lev.monsters.iter().position(|m| m.mx == x && m.my == y) {
            Some(i) => self.mon(rng).rloc(lev, i),
            None => true,
        }
    }
    fn mktrap_maze(&mut self, lev: &mut Level, rng: &mut Rng) {
        let lvl = self.lvl;
        let mut mk = MkLev::new(lev, rng, lvl);
        mk.mktrap(self, 0, true, None, None);
    }
}
