//! The hero changing shape (polyself.c): `polyself` (traps, potions,
//! wands, spells, lycanthropy), `polymon` into a monster's form,
//! `newman` (a new human of another level), `polyman` and `rehumanize`
//! back to the hero's own form, and `set_uasmon`, which gives the form's
//! intrinsics.
//!
//! While polymorphed the hero fights with the form's attacks, moves at
//! its speed, wears its armor class and takes damage on its hit points
//! (`u.mh`); at 0 they return to their own form with the hit points they
//! had before.

mod armor;
mod control;
mod uasmon;

use crate::game::Game;
use crate::world::you::{A_CON, A_INT, A_MAX, A_STR, A_WIS, str18};
use oxhack_defs::{MonClass, Pm, Prop};
use oxhack_tables::{ids, tables};

/// How [`Game::polyself`] was called (`psflags`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PolyHow {
    /// A trap, potion, wand or spell: system shock without control.
    Normal,
    /// Wizard mode's `#polyself`: always controlled.
    ForceControl,
    /// A vampire or were changing shape by choice (`#monster`).
    MonsterPoly,
}

/// "shudder for a moment." (the system shock's and others' message).
pub const SHUDDER_FOR_MOMENT: &str = "shudder for a moment.";

impl Game {
    /// `polyself`: the hero polymorphs: a controlled hero names the form,
    /// the others risk system shock and then take a random one (or
    /// become a new person).
    pub fn polyself(&mut self, how: PolyHow) {
        let t = tables();
        let forcecontrol = how == PolyHow::ForceControl;
        let iswere = self.u.ulycn.is_some();
        let controllable = self.u.has(Prop::PolymorphControl) && !self.u.has(Prop::Stunned) && self.u.multi >= 0;
        if self.u.has(Prop::Unchanging) {
            self.pline("You fail to transform!");
            return;
        }
        if !self.u.has(Prop::PolymorphControl) && !forcecontrol && !iswere && self.rng.rn2(20) > self.u.acurr(A_CON) {
            self.pline(format!("You {SHUDDER_FOR_MOMENT}"));
            let dmg = self.rng.rnd(30);
            self.losehp(dmg, "system shock");
            self.exercise(A_CON, false);
            return;
        }
        let mut mntmp: Option<Pm> = None;
        if controllable || forcecontrol {
            match self.poly_control_prompt(forcecontrol, iswere) {
                control::Choice::Cancelled => return,
                control::Choice::Were => {
                    self.were_shift(None);
                    return;
                }
                control::Choice::Form(p) => mntmp = p,
            }
        } else if iswere {
            self.were_shift(None);
            return;
        }
        let mntmp = match mntmp {
            Some(p) => p,
            None => {
                let mut p = ids::PM_HUMAN;
                for _ in 0..200 {
                    p = Pm(self.rng.rn1(
                        (crate::world::mondata::special_pm() - crate::world::mondata::LOW_PM) as i32,
                        crate::world::mondata::LOW_PM as i32,
                    ) as u16);
                    if crate::monsters::makemon::polyok(t, p) && !crate::world::mondata::is_placeholder(p) {
                        break;
                    }
                }
                p
            }
        };
        if !crate::monsters::makemon::polyok(t, mntmp)
            || (!forcecontrol && self.rng.rn2(5) == 0)
            || self.your_race(mntmp)
        {
            self.newman(true);
        } else {
            self.polymon(mntmp, true);
        }
    }

    /// A lycanthrope's shape change (polyself's `do_shift`): to the
    /// were's animal form, or back to human with `newman` when already
    /// changed (`want` is the form named under control, if any).
    fn were_shift(&mut self, want: Option<Pm>) {
        let Some(lycn) = self.u.ulycn else { return };
        let to_human = self.u.upolyd() && want.is_none_or(|w| w == ids::PM_HUMAN || w != lycn);
        if to_human {
            self.newman(false);
        } else {
            self.polymon(lycn, false);
        }
    }

    /// `polymon`: the hero takes the form `mntmp`. Returns false when the
    /// type is genocided ("You feel rather ...-ish."). `sex_change_ok`
    /// lets an ungendered form flip the hero's sex one time in ten.
    pub fn polymon(&mut self, mntmp: Pm, sex_change_ok: bool) -> bool {
        use crate::monsters::makemon::{is_female, is_golem, is_male, strongmonst};
        let t = tables();
        let d = t.mon(mntmp);
        let genod = self.og.mvitals.get(mntmp.0 as usize).map_or(0, |v| v.mvflags) & crate::objects::mkobj::G_GENOD;
        if genod != 0 {
            self.pline(format!("You feel rather {}-ish.", d.name));
            self.exercise(A_WIS, true);
            return false;
        }
        self.u.conduct.polyselfs += 1;
        self.exercise(A_CON, false);
        self.exercise(A_WIS, true);
        if !self.u.upolyd() {
            self.u.upoly.macurr = self.u.abase;
            self.u.upoly.mamax = self.u.amax;
            self.u.upoly.mfemale = self.u.female;
        } else {
            self.u.abase = self.u.upoly.macurr;
            self.u.amax = self.u.upoly.mamax;
            self.u.female = self.u.upoly.mfemale;
        }
        let neuter = d.mflags2.contains(oxhack_defs::flags::M2::NEUTER);
        let dochange = if is_male(t, mntmp) {
            self.u.female
        } else if is_female(t, mntmp) {
            !self.u.female
        } else {
            !neuter && Some(mntmp) != self.u.ulycn && sex_change_ok && self.rng.rn2(10) == 0
        };
        let mut buf = if self.u.umonnum() != mntmp { String::new() } else { "new ".to_string() };
        if dochange {
            self.u.female = !self.u.female;
            if !(is_male(t, mntmp) || is_female(t, mntmp)) {
                buf.push_str(if self.u.female { "female " } else { "male " });
            }
        }
        buf.push_str(&d.name);
        let verb = if self.u.umonnum() != mntmp { "turn into" } else { "feel like" };
        self.pline(format!("You {verb} {}!", crate::objects::objnam::an(&buf)));

        let mut mtimedone = self.rng.rn1(500, 500);
        self.u.upoly.umonnum = Some(mntmp);
        self.set_uasmon();
        if strongmonst(t, mntmp) {
            self.u.abase[A_STR] = str18(100);
            self.u.amax[A_STR] = str18(100);
        }
        if self.u.has(Prop::StoneRes) && self.u.has(Prop::Stoned) {
            self.u.set_timeout(Prop::Stoned, 0);
            self.pline("You no longer seem to be petrifying.");
        }
        if self.u.has(Prop::SickRes) && self.u.has(Prop::Sick) {
            self.u.set_timeout(Prop::Sick, 0);
            self.pline("You no longer feel sick.");
        }
        if crate::monsters::makemon::nohands(t, mntmp) {
            self.u.set_timeout(Prop::Glib, 0);
        }
        let mlvl = d.mlevel as i32;
        let mhmax = if d.mlet == MonClass::Dragon && mntmp.0 >= ids::PM_GRAY_DRAGON.0 {
            if self.in_endgame() { 8 * mlvl } else { 4 * mlvl + self.rng.d(mlvl, 4) }
        } else if is_golem(t, mntmp) {
            crate::monsters::makemon::MonCtx::golemhp(mntmp)
        } else if mlvl == 0 {
            self.rng.rnd(4)
        } else {
            self.rng.d(mlvl, 8)
        };
        self.u.upoly.mhmax = mhmax.max(1);
        self.u.upoly.mh = self.u.upoly.mhmax;
        if self.u.ulevel() < mlvl {
            // Low-level heroes cannot be strong monsters for long.
            mtimedone = mtimedone * self.u.ulevel() / mlvl;
        }
        self.u.upoly.mtimedone = mtimedone;
        self.break_armor();
        self.drop_weapon(true);
        self.untwoweapon_if_unable();
        self.poly_free_from_traps();
        self.monster_ability_hints();
        self.newsym(self.u.ux, self.u.uy);
        self.vision_recalc();
        true
    }

    /// The traps a new body slips out of (polymon): webs and bear traps
    /// hold nothing amorphous, whirly or unsolid; small forms leave bear
    /// traps; web spinners stand on webs.
    fn poly_free_from_traps(&mut self) {
        use crate::monsters::makemon::{amorphous, is_whirly, unsolid};
        use crate::world::you::UTrap;
        let t = tables();
        let pm = self.u.umonnum();
        let d = t.mon(pm);
        let slippery = amorphous(t, pm) || is_whirly(t, pm) || unsolid(t, pm);
        match self.u.utrap {
            UTrap::Web(_) if slippery => {
                self.pline("You are no longer stuck in the web.");
                self.u.utrap = UTrap::None;
            }
            UTrap::BearTrap(_) if slippery || d.msize <= oxhack_defs::Size::Small => {
                self.pline("You are no longer stuck in the bear trap.");
                self.u.utrap = UTrap::None;
            }
            UTrap::Web(_) if pm == ids::PM_CAVE_SPIDER || pm == ids::PM_GIANT_SPIDER => {
                self.pline("You orient yourself on the web.");
                self.u.utrap = UTrap::None;
            }
            _ => {}
        }
    }

    /// polymon's verbose hints: "Use the command #monster to ..." for
    /// the forms with a special ability.
    fn monster_ability_hints(&mut self) {
        use crate::monsters::makemon::{attacktype, is_unicorn};
        use oxhack_defs::AttackType;
        if !self.opts.verbose {
            return;
        }
        let t = tables();
        let pm = self.u.umonnum();
        let d = t.mon(pm);
        let mut uses = Vec::new();
        if attacktype(t, pm, AttackType::Brea) {
            uses.push("use your breath weapon");
        }
        if attacktype(t, pm, AttackType::Spit) {
            uses.push("spit venom");
        }
        if d.mlet == MonClass::Nymph {
            uses.push("remove an iron ball");
        }
        if attacktype(t, pm, AttackType::Gaze) {
            uses.push("gaze at monsters");
        }
        if d.mflags1.intersects(oxhack_defs::flags::M1::HIDE) {
            uses.push("hide");
        }
        if d.mflags2.contains(oxhack_defs::flags::M2::WERE) {
            uses.push("summon help");
        }
        if pm == ids::PM_CAVE_SPIDER || pm == ids::PM_GIANT_SPIDER {
            uses.push("spin a web");
        }
        if pm == ids::PM_GREMLIN {
            uses.push("multiply in a fountain");
        }
        if is_unicorn(t, pm) {
            uses.push("use your horn");
        }
        if pm == ids::PM_MIND_FLAYER || pm == ids::PM_MASTER_MIND_FLAYER {
            uses.push("emit a mental blast");
        }
        if d.msound == oxhack_defs::Sound::Shriek {
            uses.push("shriek");
        }
        if d.mlet == MonClass::Vampire {
            uses.push("change shape");
        }
        for u in uses {
            self.pline(format!("Use the command #monster to {u}."));
        }
    }

    /// `polyman`: back into the hero's own form, with the saved
    /// attributes and sex, and "You <msg>".
    fn polyman(&mut self, msg: &str) {
        if self.u.upolyd() {
            self.u.abase = self.u.upoly.macurr;
            self.u.amax = self.u.upoly.mamax;
            self.u.female = self.u.upoly.mfemale;
            self.u.upoly.umonnum = None;
        }
        self.set_uasmon();
        self.u.upoly.mh = 0;
        self.u.upoly.mhmax = 0;
        self.u.upoly.mtimedone = 0;
        self.newsym(self.u.ux, self.u.uy);
        self.pline(format!("You {msg}"));
        self.vision_recalc();
    }

    /// `rehumanize`: the form's hit points or time ran out: "You return
    /// to human form!", with the hit points the hero had before.
    pub fn rehumanize(&mut self) {
        if self.u.has(Prop::Unchanging) && self.u.upoly.mh < 1 {
            self.done_died("killed while stuck in creature form");
            return;
        }
        let adj = crate::hero::role::race_info(self.u.hero.race).adj;
        self.polyman(&format!("return to {adj} form!"));
        self.untwoweapon_if_unable();
        if self.u.uhp < 1 {
            self.pline("Your old form was not healthy enough to survive.");
            self.done_died(&format!("reverting to unhealthy {adj} form"));
        }
        self.nomul();
    }

    /// `newman`: the hero stays their own kind but becomes someone new:
    /// a level up to two away, new attributes (not the mind's), hit
    /// points and power; "You feel like a new woman!".
    pub fn newman(&mut self, sex_change_ok: bool) {
        let oldlvl = self.u.ulevel();
        let newlvl = oldlvl + self.rng.rn1(5, -2);
        if !(1..=127).contains(&newlvl) {
            self.pline("Your new form doesn't seem healthy enough to survive.");
            self.done_died("unsuccessful polymorph");
            return;
        }
        let newlvl = newlvl.min(crate::hero::exper::MAXULEV);
        if newlvl < oldlvl {
            self.u.ulevelmax -= oldlvl - newlvl;
        }
        self.u.ulevelmax = self.u.ulevelmax.max(newlvl);
        self.u.hero.ulevel = newlvl;
        if sex_change_ok && self.rng.rn2(10) == 0 {
            self.change_sex();
        }
        self.adjabil(oldlvl, newlvl);
        self.u.uexp = self.rndexp();
        self.redist_attr();

        let mut hpmax = self.u.uhpmax;
        for i in 0..oldlvl.max(0) as usize {
            hpmax -= self.life.uhpinc.get(i).copied().unwrap_or(0);
        }
        hpmax = rounddiv(hpmax as i64 * self.rng.rn1(4, 8) as i64, 10);
        for i in 0..newlvl {
            self.u.hero.ulevel = i;
            hpmax += self.newhp();
        }
        self.u.hero.ulevel = newlvl;
        hpmax = hpmax.max(newlvl);
        self.u.uhp = rounddiv(self.u.uhp as i64 * hpmax as i64, self.u.uhpmax.max(1) as i64);
        self.u.uhpmax = hpmax;

        let mut enmax = self.u.uenmax;
        for i in 0..oldlvl.max(0) as usize {
            enmax -= self.life.ueninc.get(i).copied().unwrap_or(0);
        }
        enmax = rounddiv(enmax as i64 * self.rng.rn1(4, 8) as i64, 10);
        for i in 0..newlvl {
            self.u.hero.ulevel = i;
            enmax += self.newpw();
        }
        self.u.hero.ulevel = newlvl;
        enmax = enmax.max(newlvl);
        self.u.uen = rounddiv(self.u.uen as i64 * enmax as i64, self.u.uenmax.max(1) as i64);
        self.u.uenmax = enmax;

        self.u.uhunger = self.rng.rn1(500, 500);
        self.u.set_timeout(Prop::Sick, 0);
        self.u.set_timeout(Prop::Stoned, 0);
        if self.u.uhp <= 0 {
            if self.u.has(Prop::PolymorphControl) {
                self.u.uhp = 1;
            } else {
                self.pline("Your new form doesn't seem healthy enough to survive.");
                self.done_died("unsuccessful polymorph");
                return;
            }
        }
        let female = if self.u.upolyd() { self.u.upoly.mfemale } else { self.u.female };
        let rc = crate::hero::role::race_info(self.u.hero.race);
        let word = match rc.individual {
            (_, Some(f)) if female => f,
            (Some(m), _) => m,
            _ => rc.noun,
        };
        self.polyman(&format!("feel like a new {word}!"));
    }

    /// `change_sex`: the hero (or the form they will return to) changes
    /// sex.
    pub fn change_sex(&mut self) {
        if self.u.upolyd() {
            self.u.upoly.mfemale = !self.u.upoly.mfemale;
        } else {
            self.u.female = !self.u.female;
        }
    }

    /// `rndexp(FALSE)`: experience points somewhere within the current
    /// level.
    fn rndexp(&mut self) -> i64 {
        use crate::hero::exper::newuexp;
        let lvl = self.u.ulevel();
        let minexp = if lvl == 1 { 0 } else { newuexp(lvl - 1) };
        let maxexp = newuexp(lvl);
        let (mut diff, mut factor) = (maxexp - minexp, 1i64);
        while diff >= i32::MAX as i64 {
            diff /= 2;
            factor *= 2;
        }
        minexp + factor * self.rng.rn2(diff.max(1) as i32) as i64
    }

    /// `redist_attr`: the body's attributes shift by up to two points
    /// (intelligence and wisdom stay: polymorph does not change the
    /// mind).
    fn redist_attr(&mut self) {
        for i in 0..A_MAX {
            if i == A_INT || i == A_WIS {
                continue;
            }
            let tmp = self.u.amax[i].max(1);
            let amax = (self.u.amax[i] + self.rng.rn2(5) - 2).clamp(self.attrmin(i), self.attrmax(i));
            self.u.amax[i] = amax;
            self.u.abase[i] = (self.u.abase[i] * amax / tmp).max(self.attrmin(i));
        }
    }

    /// The turn's polymorph bookkeeping (allmain): the form's time runs
    /// out ("You return to human form!"), Polymorph strikes one turn in
    /// a hundred, and lycanthropy changes the hero at night.
    pub fn polyself_turn(&mut self) {
        if self.u.upolyd() && self.u.upoly.mtimedone > 0 {
            self.u.upoly.mtimedone -= 1;
            if self.u.upoly.mtimedone == 0 {
                let t = tables();
                let pm = self.u.umonnum();
                if self.u.has(Prop::Unchanging) {
                    self.u.upoly.mtimedone = self.rng.rnd(100 * t.mon(pm).mlevel as i32 + 1);
                } else if t.mon(pm).mflags2.contains(oxhack_defs::flags::M2::WERE) {
                    self.you_unwere(false);
                } else {
                    self.rehumanize();
                }
                return;
            }
        }
        if self.u.multi < 0 || self.u.has(Prop::Unchanging) {
            return;
        }
        if self.u.has(Prop::Polymorph) && self.rng.rn2(100) == 0 {
            self.polyself(PolyHow::Normal);
        } else if self.u.ulycn.is_some() && !self.u.upolyd() && self.rng.rn2(80 - 20 * self.night() as i32) == 0 {
            self.you_were();
        }
    }

    /// `you_were`: the lycanthrope hero changes into their beast (asked
    /// first under polymorph control).
    pub fn you_were(&mut self) {
        let Some(lycn) = self.u.ulycn else { return };
        if self.u.has(Prop::Unchanging) || self.u.umonnum() == lycn {
            return;
        }
        if self.u.has(Prop::PolymorphControl) && !self.u.has(Prop::Stunned) {
            let name = &tables().mon(lycn).name;
            let beast = name.strip_prefix("were").unwrap_or(name);
            let q = format!("Do you want to change into {}?", crate::objects::objnam::an(beast));
            if !self.yn(&q) {
                return;
            }
        }
        self.polymon(lycn, false);
    }

    /// `you_unwere`: the beast form ends (or is purified away: "You feel
    /// purified." and the lycanthropy is cured).
    pub fn you_unwere(&mut self, purify: bool) {
        if purify {
            self.pline("You feel purified.");
            self.u.ulycn = None;
            self.set_uasmon();
        }
        let t = tables();
        let is_were = t.mon(self.u.umonnum()).mflags2.contains(oxhack_defs::flags::M2::WERE) && self.u.upolyd();
        let control = self.u.has(Prop::PolymorphControl) && !self.u.has(Prop::Stunned);
        if !self.u.has(Prop::Unchanging) && is_were && (!control || !self.yn("Remain in beast form?")) {
            self.rehumanize();
        } else if is_were && self.u.upoly.mtimedone == 0 {
            self.u.upoly.mtimedone = self.rng.rn1(200, 200);
        }
    }

    /// Whether the game is in the endgame (the Elemental Planes).
    fn in_endgame(&self) -> bool {
        self.dungeon(self.u.uz.dnum).is_some_and(|d| d.name == "The Elemental Planes")
    }
}

/// `rounddiv`: `x / y` rounded to the nearest integer.
fn rounddiv(x: i64, y: i64) -> i32 {
    let y = y.max(1);
    let (q, r) = (x / y, x % y);
    (if 2 * r.abs() >= y { q + x.signum() } else { q }) as i32
}
