//! Occupations: actions that take many turns and that the main loop runs
//! one turn at a time (cmd.c's `set_occupation`, `timed_occupation`,
//! `reset_occupations`; allmain.c's `stop_occupation` and
//! `interrupt_multi`; hack.c's `monster_nearby`; monmove.c's check in
//! `dochugw`).
//!
//! An occupation stops when a hostile monster comes next to the hero or
//! into view ("You stop eating."), when the hero is hit, or when its own
//! turn says it is done. What it was doing is kept (the meal's progress,
//! the digging effort, the lock being picked, the book being studied) so
//! that doing the same thing again resumes it ("You resume your meal.").
//!
//! All of it is in [`Occupations`], one field of `Game`, so that a game
//! saved in the middle of a meal restores to the same meal.

use crate::game::Game;
use crate::world::level::DLevel;
use crate::world::obj::Worn;
use oxhack_defs::{AttackType, Otyp, Prop};
use oxhack_tables::tables;
use serde::{Deserialize, Serialize};

/// Which occupation runs (NetHack's `occupation` function pointer).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Occupation {
    /// `eatfood`: a meal ([`Victual`]).
    Eat,
    /// `dig`: digging with a pick-axe or an axe ([`Digging`]).
    Dig,
    /// `picklock`: picking, unlocking or locking a lock ([`Xlock`]).
    PickLock,
    /// `forcelock`: forcing a box's lock with a weapon ([`Xlock`]).
    ForceLock,
    /// `learn`: studying a spellbook ([`SpBook`]).
    Learn,
    /// `take_off`: taking off several things with `A` ([`TakeOff`]).
    TakeOff,
    /// `timed_occupation`: a command repeated by a count, `left` more
    /// times (searching, waiting).
    Timed { what: Repeat, left: i32 },
}

/// Commands a count turns into an occupation (their `f_text`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Repeat {
    /// `s` ("searching").
    Search,
    /// `.` ("waiting").
    Wait,
}

impl Repeat {
    /// The command's `f_text`.
    pub fn text(self) -> &'static str {
        match self {
            Repeat::Search => "searching",
            Repeat::Wait => "waiting",
        }
    }
}

/// The meal in progress or interrupted (`context.victual`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Victual {
    /// The food being eaten (`piece`, by `o_id`).
    pub piece: Option<u32>,
    /// Turns eaten and turns the meal takes (`usedtime`, `reqtime`).
    pub usedtime: i32,
    pub reqtime: i32,
    /// Nutrition per turn: negative, that much each turn; positive, one
    /// point on the turns not divisible by it (`nmod`).
    pub nmod: i32,
    /// The hero was satiated when the meal began (`canchoke`).
    pub canchoke: bool,
    /// "You're having a hard time getting all of it down." was asked.
    pub fullwarn: bool,
    /// A meal is in progress (`eating`).
    pub eating: bool,
    /// The meal is to be interrupted after this bite (`doreset`).
    pub doreset: bool,
}

/// Digging in progress or interrupted (`context.digging`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Digging {
    /// Where, on which level (`pos`, `level`); `None` for nothing.
    pub pos: Option<(i32, i32)>,
    pub level: Option<DLevel>,
    /// Digging down (else sideways).
    pub down: bool,
    /// The effort so far (`effort`): 100 through rock, 250 down.
    pub effort: i32,
    /// The turn digging last finished (`lastdigtime`).
    pub lastdigtime: i64,
    /// The "You hit the rock with all your might." was given.
    pub did_dig_msg: bool,
}

/// The lock being worked on (lock.c's `xlock`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Xlock {
    /// A door at (x, y), worked from the hero's side in direction
    /// (dx, dy) (`door`, `u.dx`, `u.dy`).
    pub door: Option<(i32, i32)>,
    pub dir: (i32, i32),
    /// A box on the floor (`box`, by `o_id`).
    pub boxid: Option<u32>,
    /// The tool (`picktyp`: key, lock pick or credit card), or for
    /// `#force` whether the weapon is a blade.
    pub picktyp: Option<Otyp>,
    pub blade: bool,
    /// Chance in a hundred each turn (`chance`), turns so far (`usedtime`).
    pub chance: i32,
    pub usedtime: i32,
    /// The Master Key of Thievery finds traps (`magic_key`).
    pub magic_key: bool,
}

/// The spellbook being studied (`context.spbook`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SpBook {
    /// The book (`book`, by `o_id`).
    pub book: Option<u32>,
    /// Turns of study left, counted up from a negative number to 0.
    pub delay: i32,
}

/// What `A` is taking off (`context.takeoff`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TakeOff {
    /// The item being taken off now (`what`) and those still to go
    /// (`mask`).
    pub what: Worn,
    pub mask: Worn,
    /// Turns left on the current item.
    pub delay: i32,
    /// "disrobing" or "disarming".
    pub disrobing: String,
}

/// Every occupation's state: which runs, and what each has done so far.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Occupations {
    /// The occupation running now (`occupation`), if any.
    pub current: Option<Occupation>,
    /// What the hero is doing, for "You stop %s." (`occtxt`).
    pub occtxt: String,
    pub victual: Victual,
    pub digging: Digging,
    pub xlock: Xlock,
    pub spbook: SpBook,
    pub takeoff: TakeOff,
}

/// `BOLT_LIM + 1`, squared: how near a monster coming into view must be
/// to interrupt.
const NOTICE_DIST2: i32 = 81;

impl Game {
    /// `set_occupation`: `occ` runs from the next turn on, called `txt`.
    pub fn set_occupation(&mut self, occ: Occupation, txt: &str) {
        self.occ.current = Some(occ);
        self.occ.occtxt = txt.to_string();
    }

    /// Whether an occupation is running.
    pub fn occupied(&self) -> bool {
        self.occ.current.is_some()
    }

    /// `stop_occupation`: the occupation stops ("You stop digging."),
    /// unless it is a meal that was just finished anyway; a repeat count
    /// or a run stops too.
    pub fn stop_occupation(&mut self) {
        if self.occ.current.is_some() {
            if !self.maybe_finished_meal(true) {
                let txt = self.occ.occtxt.clone();
                self.pline(format!("You stop {txt}."));
            }
            self.occ.current = None;
            self.nomul();
        } else if self.u.multi >= 0 {
            self.nomul();
        }
    }

    /// `reset_occupations`: the hero moved, so what was being done to
    /// something elsewhere cannot simply be resumed (taking things off
    /// with `A`, picking a lock).
    pub fn reset_occupations(&mut self) {
        self.occ.takeoff = TakeOff::default();
        self.reset_pick();
    }

    /// `reset_pick`: forget the lock being worked on.
    pub fn reset_pick(&mut self) {
        self.occ.xlock = Xlock::default();
    }

    /// A command about to be repeated by a count becomes a timed
    /// occupation (`rhack`'s `set_occupation(func, f_text, multi)` for
    /// commands with an occupation text), so that a monster's arrival
    /// stops it with "You stop searching.". Called by the command on its
    /// first run.
    pub fn repeat_as_occupation(&mut self, what: Repeat) {
        if self.occ.current.is_some() || self.run.count <= 0 || self.run.cmd.is_none() {
            return;
        }
        let left = self.run.count;
        self.run.count = 0;
        self.run.cmd = None;
        self.set_occupation(Occupation::Timed { what, left }, what.text());
    }

    /// `interrupt_multi`: a repeat count (or a timed occupation) ends
    /// because something worth knowing happened ("You are in full
    /// health.").
    pub fn interrupt_multi(&mut self, msg: &str) {
        let timed = matches!(self.occ.current, Some(Occupation::Timed { .. }));
        if (self.run.count > 0 || timed) && self.run.mode == 0 {
            self.nomul();
            if let Some(Occupation::Timed { what, .. }) = self.occ.current {
                // The count is gone: the next repeat is the last.
                self.occ.current = Some(Occupation::Timed { what, left: 0 });
            }
            if self.opts.verbose {
                self.pline(msg);
            }
        }
    }

    /// `monster_nearby`: a hostile monster the hero can see stands next
    /// to them, able to attack and not kept off by what they stand on.
    pub fn monster_nearby(&self) -> bool {
        let halluc = self.u.has(Prop::Halluc);
        for dx in -1..=1 {
            for dy in -1..=1 {
                if dx == 0 && dy == 0 {
                    continue;
                }
                let (x, y) = (self.u.ux + dx, self.u.uy + dy);
                let Some(m) = self.lev.monster_at(x, y) else { continue };
                if self.threatens(m, halluc) && !m.msleeping && self.canspotmon(m) {
                    return true;
                }
            }
        }
        false
    }

    /// The tests `monster_nearby` shares with `dochugw`: not disguised
    /// as furniture or an object, hostile (or hallucinated so), not hiding,
    /// able to move and attack, and not kept off by what the hero stands
    /// on.
    fn threatens(&self, m: &crate::world::monst::Monst, halluc: bool) -> bool {
        use crate::world::monst::Appearance;
        let disguised = matches!(m.appear, Appearance::Furniture(_) | Appearance::Object(_));
        let hiding = tables().mon(m.mnum).mflags1.contains(oxhack_defs::flags::M1::HIDE) && m.mundetected;
        let hostile = !m.mpeaceful || halluc;
        hostile && !disguised && !hiding && !noattacks(m.mnum) && m.mcanmove && !self.onscary(self.u.ux, self.u.uy, m)
    }

    /// `dochugw`'s check after monster `i` moved from (ox, oy): a hostile
    /// monster that has come into view close enough to be a threat
    /// interrupts the occupation. `already_saw`: the hero could see it
    /// before it moved.
    pub fn notice_monster(&mut self, i: usize, ox: i32, oy: i32, already_saw: bool) {
        if self.occ.current.is_none() || self.u.has(Prop::Confusion) {
            return;
        }
        let Some(m) = self.lev.monsters.get(i) else { return };
        let distu = |x: i32, y: i32| (x - self.u.ux).pow(2) + (y - self.u.uy).pow(2);
        // Close enough to be a threat, and not already in plain sight.
        let near = distu(ox, oy) <= NOTICE_DIST2;
        let newly_seen = !already_saw || !self.vis.couldsee(ox, oy);
        if near && newly_seen && self.canspotmon(m) && self.threatens(m, self.u.has(Prop::Halluc)) {
            self.stop_occupation();
        }
    }
}

/// `noattacks`: the monster has no attack (a gas spore's explosion does
/// not count).
pub fn noattacks(pm: oxhack_defs::Pm) -> bool {
    tables().mon(pm).attacks.iter().all(|a| matches!(a.aatyp, AttackType::None | AttackType::Boom))
}
