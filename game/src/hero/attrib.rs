//! Attributes (attrib.c): changing them within the race's limits
//! (`adjattrib`), the starting distribution (`init_attr`), and exercise:
//! using an attribute tallies points that every 800 or so turns may raise
//! it (or lower it when abused).

use crate::game::Game;
use crate::hero::role::{race_info, role_info};
use crate::world::you::{A_CHA, A_CON, A_DEX, A_INT, A_MAX, A_STR, A_WIS};
use oxhack_defs::Prop;

/// The exercise tally's bound (`AVAL`).
const AVAL: i32 = 50;

/// Words for a raised and a lowered attribute.
const PLUSATTR: [&str; 6] = ["strong", "smart", "wise", "agile", "tough", "charismatic"];
const MINUSATTR: [&str; 6] = ["weak", "stupid", "foolish", "clumsy", "fragile", "repulsive"];

/// What exercise (first) or abuse (second) of each attribute was.
const EXERTEXT: [(&str, &str); 6] = [
    ("exercising diligently", "exercising properly"),
    ("", ""),
    ("very observant", "paying attention"),
    ("working on your reflexes", "working on reflexes lately"),
    ("leading a healthy life-style", "watching your health"),
    ("", ""),
];

impl Game {
    /// The race's lowest value of attribute `a` (`ATTRMIN`).
    pub fn attrmin(&self, a: usize) -> i32 {
        race_info(self.u.hero.race).attrmin[a]
    }

    /// The race's highest value of attribute `a` (`ATTRMAX`).
    pub fn attrmax(&self, a: usize) -> i32 {
        race_info(self.u.hero.race).attrmax[a]
    }

    /// `adjattrib`: changes attribute `a` by `incr` within the race's
    /// limits; `msg` says whether to tell the player. Returns whether the
    /// current value changed.
    pub fn adjattrib(&mut self, a: usize, incr: i32, msg: bool) -> bool {
        if a >= A_MAX || incr == 0 || self.u.has(Prop::FixedAbil) {
            return false;
        }
        let old_acurr = self.u.acurr(a);
        let (old_base, old_max) = (self.u.abase[a], self.u.amax[a]);
        self.u.abase[a] += incr;
        let attrstr;
        let abonflg;
        if incr > 0 {
            if self.u.abase[a] > self.u.amax[a] {
                self.u.amax[a] = self.u.abase[a];
                let hi = self.attrmax(a);
                if self.u.amax[a] > hi {
                    self.u.abase[a] = hi;
                    self.u.amax[a] = hi;
                }
            }
            attrstr = PLUSATTR[a];
            abonflg = self.u.abon[a] < 0;
        } else {
            let lo = self.attrmin(a);
            if self.u.abase[a] < lo {
                let decr = self.rng.rn2(lo - self.u.abase[a] + 1);
                self.u.abase[a] = lo;
                self.u.amax[a] = (self.u.amax[a] - decr).max(lo);
            }
            attrstr = MINUSATTR[a];
            abonflg = self.u.abon[a] > 0;
        }
        if self.u.acurr(a) == old_acurr {
            if msg {
                if self.u.abase[a] == old_base && self.u.amax[a] == old_max {
                    let when = if abonflg { "currently" } else { "already" };
                    self.pline(format!("You're {when} as {attrstr} as you can get."));
                } else {
                    const NAMES: [&str; 6] =
                        ["strength", "intelligence", "wisdom", "dexterity", "constitution", "charisma"];
                    let how = if incr > 0 { "improved" } else { "declined" };
                    self.pline(format!("Your innate {} has {how}.", NAMES[a]));
                }
            }
            return false;
        }
        if msg {
            let very = if !(-1..=1).contains(&incr) { "very " } else { "" };
            self.pline(format!("You feel {very}{attrstr}!"));
        }
        true
    }

    /// `init_attr`: the role's base attributes plus `np` points spread by
    /// the role's distribution, within the race's limits.
    pub fn init_attr(&mut self, np: i32) {
        let r = role_info(self.u.hero.role);
        let mut np = np;
        for i in 0..A_MAX {
            self.u.abase[i] = r.attrbase[i];
            self.u.amax[i] = r.attrbase[i];
            self.u.abon[i] = 0;
            np -= r.attrbase[i];
        }
        let pick = |g: &mut Game| -> Option<usize> {
            let mut x = g.rng.rn2(100);
            for (i, d) in r.attrdist.iter().enumerate() {
                x -= d;
                if x <= 0 {
                    return Some(i);
                }
            }
            None
        };
        let mut tryct = 0;
        while np > 0 && tryct < 100 {
            let Some(i) = pick(self) else {
                tryct += 1;
                continue;
            };
            if self.u.abase[i] >= self.attrmax(i) {
                tryct += 1;
                continue;
            }
            tryct = 0;
            self.u.abase[i] += 1;
            self.u.amax[i] += 1;
            np -= 1;
        }
        tryct = 0;
        while np < 0 && tryct < 100 {
            let Some(i) = pick(self) else {
                tryct += 1;
                continue;
            };
            if self.u.abase[i] <= self.attrmin(i) {
                tryct += 1;
                continue;
            }
            tryct = 0;
            self.u.abase[i] -= 1;
            self.u.amax[i] -= 1;
            np += 1;
        }
    }

    /// `exercise`: attribute `a` was used well (`inc`) or abused.
    /// Intelligence and charisma do not change by exercise.
    pub fn exercise(&mut self, a: usize, inc: bool) {
        if a >= A_MAX || a == A_INT || a == A_CHA {
            return;
        }
        if self.u.aexe[a].abs() < AVAL {
            if inc {
                let cur = self.u.acurr(a);
                if self.rng.rn2(19) > cur {
                    self.u.aexe[a] += 1;
                }
            } else {
                self.u.aexe[a] -= self.rng.rn2(2);
            }
        }
    }

    /// `exerper`: the periodic exercise of hunger and status.
    fn exerper(&mut self) {
        if self.moves % 10 == 0 {
            let h = self.u.uhunger;
            if h > 1000 {
                self.exercise(A_DEX, false);
                if self.u.hero.role == oxhack_tables::ids::PM_MONK {
                    self.exercise(A_WIS, false);
                }
            } else if h > 150 {
                self.exercise(A_CON, true);
            } else if h > 50 {
            } else if h > 0 {
                self.exercise(A_STR, false);
                if self.u.hero.role == oxhack_tables::ids::PM_MONK {
                    self.exercise(A_WIS, true);
                }
            } else {
                self.exercise(A_CON, false);
            }
        }
        if self.moves % 5 == 0 {
            if self.u.prop(Prop::Clairvoyant).intrinsic != 0 {
                self.exercise(A_WIS, true);
            }
            if self.u.prop(Prop::Regeneration).intrinsic != 0 {
                self.exercise(A_STR, true);
            }
            if self.u.has(Prop::Sick) || self.u.has(Prop::Vomiting) {
                self.exercise(A_CON, false);
            }
            if self.u.has(Prop::Confusion) || self.u.has(Prop::Halluc) {
                self.exercise(A_WIS, false);
            }
            if self.u.has(Prop::WoundedLegs) || self.u.has(Prop::Fumbling) || self.u.has(Prop::Stunned) {
                self.exercise(A_DEX, false);
            }
        }
    }

    /// `exerchk`: once a turn; when the check is due (every 800-999 turns)
    /// and the hero is not busy, each exercised attribute may go up (or an
    /// abused one down), and the tallies decay.
    pub fn exerchk(&mut self) {
        if self.life.prayer.is_some() && self.u.multi >= 0 {
            self.prayer_done();
        }
        self.exerper();
        if self.moves < self.life.next_attrib_check || self.u.multi != 0 {
            return;
        }
        for (i, &(good, bad)) in EXERTEXT.iter().enumerate() {
            let mut ax = self.u.aexe[i];
            if ax == 0 {
                continue;
            }
            let mod_val = ax.signum();
            let lolim = self.attrmin(i);
            let hilim = self.attrmax(i).min(18);
            let at_limit = if ax < 0 { self.u.abase[i] <= lolim } else { self.u.abase[i] >= hilim };
            let roll = self.rng.rn2(AVAL);
            let need = if i != A_WIS { ax.abs() * 2 / 3 } else { ax.abs() };
            if !at_limit && roll <= need && self.adjattrib(i, mod_val, false) {
                ax = 0;
                if mod_val > 0 {
                    self.pline(format!("You must have been {good}."));
                } else {
                    self.pline(format!("You haven't been {bad}."));
                }
            }
            self.u.aexe[i] = (ax.abs() / 2) * mod_val;
        }
        self.life.next_attrib_check += self.rng.rn1(200, 800) as i64;
    }
}
