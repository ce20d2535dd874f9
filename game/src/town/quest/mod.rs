//! The quest (quest.c): what the hero's quest remembers (`quest_status`
//! and the quest parts of `u.uevent`), the leader's tests of the hero
//! (`not_capable`, `is_pure`, `ok_to_quest`), and sending the hero back
//! through the portal (`expulsion`, carried out later as NetHack's
//! `schedule_goto`/`deferred_goto` do). The quest text is `pager`, the
//! talk and the plot's events `talk`.

pub mod pager;
pub mod roles;
pub mod talk;

use crate::game::{Game, to_game};
use crate::world::level::DLevel;
use oxhack_defs::Align;
use serde::{Deserialize, Serialize};

/// The experience level the leader asks for (`MIN_QUEST_LEVEL`).
pub const MIN_QUEST_LEVEL: i32 = 14;
/// The alignment record the leader asks for (`MIN_QUEST_ALIGN`).
pub const MIN_QUEST_ALIGN: i32 = 20;
/// Turned away for alignment this often, the hero is sent away for good
/// (`MAX_QUEST_TRIES`).
pub const MAX_QUEST_TRIES: i32 = 7;

/// What the quest remembers (quest.h's `struct q_score`, and
/// `u.uevent.qcalled`, `qexpelled`, `qcompleted`), kept in the game with
/// `#[serde(default)]` so older saves start with a quest untouched.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct QuestStatus {
    /// The home level's first-arrival text was given.
    pub first_start: bool,
    /// The hero has spoken with the leader.
    pub met_leader: bool,
    /// Times turned away for alignment since meeting the leader.
    pub not_ready: i32,
    /// The leader gave the quest.
    pub got_quest: bool,
    /// The locate level's first text was given.
    pub first_locate: bool,
    /// The hero has heard the nemesis.
    pub met_nemesis: bool,
    /// The nemesis is dead.
    pub killed_nemesis: bool,
    /// The nemesis is fighting next to the hero.
    pub in_battle: bool,
    /// The hero came back with the artifact without meeting the nemesis.
    pub cheater: bool,
    /// The hero has touched the artifact.
    pub touched_artifact: bool,
    /// The leader thanked the hero for the artifact.
    pub got_thanks: bool,
    /// Arrivals at the goal level, up to 7 (`made_goal`).
    pub made_goal: i32,
    /// The leader is angry with the hero.
    pub pissed_off: bool,
    /// The leader is dead (`leader_is_dead`): no more calls.
    pub killed_leader: bool,
    /// The monster id of the leader, once met (`leader_m_id`).
    pub leader_m_id: Option<u32>,
    /// `u.uevent.qcalled`: the leader's call was heard.
    pub qcalled: bool,
    /// `u.uevent.qexpelled`: the portal was sealed behind the hero.
    pub qexpelled: bool,
    /// `u.uevent.qcompleted`: the artifact was brought back.
    pub qcompleted: bool,
    /// The alignment the hero started with (`u.ualignbase[A_ORIGINAL]`);
    /// `None` is the hero's alignment now.
    pub align_original: Option<Align>,
    /// The alignment the hero's god is now (`u.ualignbase[A_CURRENT]`),
    /// changed by conversion; `None` is the original.
    pub align_current: Option<Align>,
    /// A trip through the portal waiting to happen (`u.utotype`).
    pub pending: Option<PendingGoto>,
    /// The quest messages given lately, newest last (not saved): their
    /// class, number and lines as shown, for the tests and `^P`.
    #[serde(skip)]
    pub delivered: Vec<(String, i32, Vec<String>)>,
}

/// A level change scheduled for when the current move ends
/// (`schedule_goto`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingGoto {
    pub dest: DLevel,
    /// Arrive on the portal there.
    pub portal: bool,
    /// Remove the portal the hero arrives on (the quest is sealed).
    pub seal: bool,
}

impl Game {
    /// The alignment the hero started the game with.
    pub fn align_original(&self) -> Align {
        self.quest.align_original.unwrap_or(self.u.hero.align)
    }

    /// The alignment the hero's god is now (changed only by conversion).
    pub fn align_base_current(&self) -> Align {
        self.quest.align_current.unwrap_or_else(|| self.align_original())
    }

    /// `uchangealign` for a conversion: the hero now serves `to`, and the
    /// quest leader will know it.
    pub fn uconvert(&mut self, to: Align) {
        let orig = self.align_original();
        self.quest.align_original = Some(orig);
        self.quest.align_current = Some(to);
        self.u.hero.align = to;
    }

    /// `not_capable`: below the experience level the leader asks for.
    pub fn not_capable(&self) -> bool {
        self.u.ulevel() < MIN_QUEST_LEVEL
    }

    /// `is_pure`: 1 when the hero's record is high enough and the hero
    /// serves the god they started with, -1 for a converted hero, else 0.
    /// With `talk` in wizard mode, says why the hero falls short and
    /// offers to raise the record.
    pub fn is_pure(&mut self, talk: bool) -> i32 {
        let orig = self.align_original();
        let cur = self.align_base_current();
        if self.wizard && talk {
            if self.u.hero.align != orig {
                let (a, o) = (crate::hero::role::align_str(self.u.hero.align), crate::hero::role::align_str(orig));
                self.pline(format!("You are currently {a} instead of {o}."));
            } else if cur != orig {
                self.pline("You have converted.");
            } else if self.u.ualign.record < MIN_QUEST_ALIGN {
                let rec = self.u.ualign.record;
                self.pline(format!("You are currently {rec} and require {MIN_QUEST_ALIGN}."));
                if self.yn_function("adjust?", "yn", 'y') == 'y' {
                    self.u.ualign.record = MIN_QUEST_ALIGN;
                }
            }
        }
        if self.u.ualign.record >= MIN_QUEST_ALIGN && self.u.hero.align == orig && cur == orig {
            1
        } else if cur != orig {
            -1
        } else {
            0
        }
    }

    /// `ok_to_quest`: the hero may go below the home level (the leader
    /// gave the quest or thanks, and the hero is still pure). In 3.6.7 a
    /// dead leader gives no leave: the quest is lost.
    pub fn ok_to_quest(&mut self) -> bool {
        (self.quest.got_quest || self.quest.got_thanks) && self.is_pure(false) > 0
    }

    /// The number of the Quest's dungeon, if the world has one.
    pub fn quest_dnum(&self) -> Option<i32> {
        self.layout.dungeons.iter().position(|d| d.name == "The Quest").map(|n| n as i32)
    }

    /// `In_quest`.
    pub fn in_quest(&self, uz: DLevel) -> bool {
        self.quest_dnum() == Some(uz.dnum)
    }

    /// The quest level placed from prototype `proto` ("x-strt", "x-loca",
    /// "x-goal").
    pub fn quest_level(&self, proto: &str) -> Option<DLevel> {
        self.layout.levels.iter().find(|l| l.proto == proto).map(|l| to_game(l.dlevel))
    }

    /// The level of the main dungeon holding the quest portal, and the
    /// home level it leads to (the Quest's branch).
    pub fn quest_branch(&self) -> Option<(DLevel, DLevel)> {
        let q = self.quest_dnum()?;
        let b = self.layout.branches.iter().find(|b| b.end2.dnum as i32 == q || b.end1.dnum as i32 == q)?;
        let (e1, e2) = (to_game(b.end1), to_game(b.end2));
        Some(if e2.dnum == q { (e1, e2) } else { (e2, e1) })
    }

    /// `expulsion`: the hero is sent back through the portal to the
    /// Dungeons when this move ends; with `seal`, the portal closes
    /// behind them for good.
    pub fn expulsion(&mut self, seal: bool) {
        let Some((dest, _)) = self.quest_branch() else { return };
        let portal = !self.quest.qexpelled;
        self.nomul();
        self.quest.pending = Some(PendingGoto { dest, portal, seal });
        if seal {
            self.quest.qexpelled = true;
            if let Some(ti) = self.lev.traps.iter().position(|t| t.ttyp == crate::world::level::ttyp::MAGIC_PORTAL) {
                self.deltrap(ti);
            }
        }
    }

    /// `deferred_goto`: carries out a level change scheduled during the
    /// move.
    pub fn deferred_goto(&mut self) {
        let Some(p) = self.quest.pending.take() else { return };
        if self.over.is_some() {
            return;
        }
        let arrival =
            if p.portal { crate::hero::golevel::Arrival::Portal } else { crate::hero::golevel::Arrival::Random };
        self.goto_level(p.dest, arrival);
        if p.seal && self.u.uz == p.dest {
            let (x, y) = (self.u.ux, self.u.uy);
            if let Some(ti) = self.lev.traps.iter().position(|t| (t.tx, t.ty) == (x, y)) {
                self.deltrap(ti);
                self.newsym(x, y);
            }
        }
    }
}
