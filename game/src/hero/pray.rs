//! Prayer (pray.c): `#pray`, the troubles a god fixes and the anger of gods.
//!
//! Praying looks at the hero's worst trouble, the prayer timeout
//! (`u.ublesscnt`), luck, the alignment record and the god's anger: a god
//! who is pleased fixes troubles (and may do a favor), one prayed to too
//! soon is upset (luck -3, anger), a naughty hero's god gets angry and
//! punishes (lost level, cursed items, lightning and disintegration).
//! Sacrifice is in [`crate::hero::sacrifice`].
//!
//! The prayer takes three helpless turns; the god answers at their end
//! ([`Game::prayer_done`]). A hero in good standing cannot die meanwhile.
//! Approximation: minions are not summoned (that anger falls back to
//! cursing items).

use crate::game::Game;
use crate::hero::role::god_name;
use crate::world::obj::Worn;
use crate::world::you::{A_STR, A_WIS, Hunger};
use oxhack_defs::{Align, OClass, Prop};
use oxhack_tables::tables;

/// Alignment record thresholds (`PIOUS`, `DEVOUT`, `FERVENT`, `STRIDENT`).
pub const PIOUS: i32 = 20;
pub const DEVOUT: i32 = 14;
pub const FERVENT: i32 = 9;
pub const STRIDENT: i32 = 4;
/// Luck's bounds without luck items (`LUCKMAX`).
pub const LUCKMAX: i32 = 10;

/// Troubles a god can fix, worst first (major ones positive in NetHack,
/// minor ones negative).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub enum Trouble {
    Stoned,
    Slimed,
    Strangled,
    Sick,
    Starving,
    Hit,
    /// The hero carries lycanthropy (`TROUBLE_LYCANTHROPE`).
    Lycanthrope,
    CursedItems,
    Blind,
    Poisoned,
    WoundedLegs,
    Hungry,
    Stunned,
    Confused,
    Hallucination,
}

/// A prayer under way (`p_type`, `p_aligntyp`, `p_trouble` and whether
/// the hero prayed on an altar), resolved when the hero finishes praying.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Prayer {
    /// 0: too soon; 1: naughty; 2: on a cross-aligned altar; 3: good.
    pub p_type: i8,
    pub align: Align,
    pub trouble: Option<Trouble>,
    pub on_altar: bool,
}

impl Trouble {
    /// A major trouble (NetHack's positive `TROUBLE_*`).
    pub fn is_major(self) -> bool {
        self <= Trouble::Lycanthrope
    }
}

impl Game {
    /// The god of alignment `a` of the hero's pantheon (`align_gname`);
    /// Moloch for the unaligned.
    pub fn align_gname(&self, a: Align) -> &'static str {
        if a == Align::None {
            return "Moloch";
        }
        god_name(self.u.hero.role, self.seed, a)
    }

    /// The hero's own god (`u_gname`).
    pub fn u_gname(&self) -> &'static str {
        self.align_gname(self.u.hero.align)
    }

    /// `change_luck`: luck moves by `n`, within -10..10.
    pub fn change_luck(&mut self, n: i32) {
        self.u.hero.uluck = (self.u.hero.uluck + n).clamp(-LUCKMAX, LUCKMAX);
    }

    /// Luck as it counts (`Luck`: base luck plus luckstone bonus).
    pub fn luck(&self) -> i32 {
        self.u.hero.uluck + self.u.moreluck
    }

    /// `adjalign`: the alignment record moves by `n`.
    pub fn adjalign(&mut self, n: i32) {
        let r = (self.u.ualign.record + n).clamp(-128, 127 + 10 * self.u.hero.ulevel);
        self.u.ualign.record = r;
        self.env.ualign_record = r;
    }

    /// The altar's alignment under the hero, if on one.
    pub fn altar_align(&self) -> Option<Align> {
        let (x, y) = (self.u.ux, self.u.uy);
        if self.lev.typ(x, y) != oxhack_vm::terrain::ALTAR {
            return None;
        }
        Some(match self.lev.at(x, y).altarmask() & crate::world::level::AM_MASK {
            crate::world::level::AM_LAWFUL => Align::Lawful,
            crate::world::level::AM_NEUTRAL => Align::Neutral,
            crate::world::level::AM_CHAOTIC => Align::Chaotic,
            _ => Align::None,
        })
    }

    /// Cursed items worn or wielded (the ones a god would uncurse).
    fn cursed_worn(&self) -> Vec<usize> {
        self.u.invent.iter().enumerate().filter(|(_, o)| o.cursed && !o.owornmask.is_empty()).map(|(i, _)| i).collect()
    }

    /// `in_trouble`: the worst trouble the hero is in.
    pub fn in_trouble(&self) -> Option<Trouble> {
        let u = &self.u;
        if u.has(Prop::Stoned) {
            return Some(Trouble::Stoned);
        }
        if u.has(Prop::Slimed) {
            return Some(Trouble::Slimed);
        }
        if u.has(Prop::Strangled) {
            return Some(Trouble::Strangled);
        }
        if u.has(Prop::Sick) {
            return Some(Trouble::Sick);
        }
        if u.uhs >= Hunger::Weak {
            return Some(Trouble::Starving);
        }
        if u.uhp < 1 || u.uhp <= 5 || u.uhp * 7 <= u.uhpmax {
            return Some(Trouble::Hit);
        }
        if u.ulycn.is_some() {
            return Some(Trouble::Lycanthrope);
        }
        if !self.cursed_worn().is_empty() {
            return Some(Trouble::CursedItems);
        }
        if u.timeout(Prop::Blinded) > 0 {
            return Some(Trouble::Blind);
        }
        if (0..crate::world::you::A_MAX).any(|a| u.abase[a] < u.amax[a]) {
            return Some(Trouble::Poisoned);
        }
        if u.timeout(Prop::WoundedLegs) > 0 {
            return Some(Trouble::WoundedLegs);
        }
        if u.uhs >= Hunger::Hungry {
            return Some(Trouble::Hungry);
        }
        if u.timeout(Prop::Stunned) > 0 {
            return Some(Trouble::Stunned);
        }
        if u.timeout(Prop::Confusion) > 0 {
            return Some(Trouble::Confused);
        }
        if u.timeout(Prop::Halluc) > 0 {
            return Some(Trouble::Hallucination);
        }
        None
    }

    /// `fix_worst_trouble`.
    pub fn fix_worst_trouble(&mut self, t: Trouble) {
        match t {
            Trouble::Stoned => {
                self.u.set_timeout(Prop::Stoned, 0);
                self.pline("You feel more limber.");
            }
            Trouble::Slimed => {
                self.u.set_timeout(Prop::Slimed, 0);
                self.pline("The slime disappears.");
            }
            Trouble::Strangled => {
                self.u.set_timeout(Prop::Strangled, 0);
                self.pline("You can breathe again.");
            }
            Trouble::Sick => {
                self.u.set_timeout(Prop::Sick, 0);
                self.pline("You feel better.");
            }
            Trouble::Starving | Trouble::Hungry => {
                self.pline("Your stomach feels content.");
                self.u.uhunger = 900;
                self.u.uhs = Hunger::NotHungry;
            }
            // "You feel purified."
            Trouble::Lycanthrope => self.you_unwere(true),
            Trouble::Hit => {
                self.pline("You feel much better.");
                let lvl = self.u.hero.ulevel;
                if self.u.uhpmax < lvl * 5 + 11 {
                    self.u.uhpmax += self.rng.rnd(5);
                }
                if self.u.uhpmax <= 5 {
                    self.u.uhpmax = 6;
                }
                self.u.uhp = self.u.uhpmax;
            }
            Trouble::CursedItems => {
                // The worst cursed item: the wielded weapon, then armor
                // and accessories in inventory order.
                let worn = self.cursed_worn();
                let pick = worn.iter().copied().find(|&i| self.u.invent[i].owornmask.contains(Worn::WEP));
                if let Some(i) = pick.or(worn.first().copied()) {
                    self.u.invent[i].uncurse();
                    self.u.invent[i].bknown = true;
                    let nc = self.name_ctx();
                    let o = &self.u.invent[i];
                    let name = crate::objects::objnam::xname(&nc, o);
                    let verb = if o.quan == 1 && !crate::world::obj::types::pair_of(tables(), o.otyp) {
                        "glows"
                    } else {
                        "glow"
                    };
                    self.pline(format!("Your {name} softly {verb} amber."));
                }
            }
            Trouble::Blind => {
                self.u.set_timeout(Prop::Blinded, 0);
                self.pline("Your eyes feel better.");
            }
            Trouble::Poisoned => {
                for a in 0..crate::world::you::A_MAX {
                    if self.u.abase[a] < self.u.amax[a] {
                        self.u.abase[a] = self.u.amax[a];
                    }
                }
                self.pline("You feel in good health again.");
            }
            Trouble::WoundedLegs => {
                self.u.set_timeout(Prop::WoundedLegs, 0);
                self.pline("Your legs feel somewhat better.");
            }
            Trouble::Stunned => {
                self.u.set_timeout(Prop::Stunned, 0);
                self.pline("You feel a bit steadier now.");
            }
            Trouble::Confused => {
                self.u.set_timeout(Prop::Confusion, 0);
                self.pline("You feel less confused now.");
            }
            Trouble::Hallucination => {
                self.u.set_timeout(Prop::Halluc, 0);
                self.pline("Looks like you are back in Kansas.");
            }
        }
    }

    /// `godvoice`: "The voice of Tyr booms out: ..."
    pub fn godvoice(&mut self, g: Align, words: &str) {
        const VOICES: [&str; 4] = ["booms out", "thunders", "rings out", "booms"];
        let v = VOICES[self.rng.rn2(4) as usize];
        let name = self.align_gname(g);
        if words.is_empty() {
            self.pline(format!("The voice of {name} {v}:"));
        } else {
            self.pline(format!("The voice of {name} {v}: \"{words}\""));
        }
    }

    /// `rndcurse`: some carried items become cursed (blessed ones
    /// merely lose their blessing).
    pub fn rndcurse(&mut self) {
        if self.u.invent.is_empty() {
            return;
        }
        if self.u.has(Prop::Antimagic) {
            self.pline("You feel a malignant aura surround you.");
        }
        let div = 1 + self.u.has(Prop::Antimagic) as i32 + self.u.has(Prop::HalfSpdam) as i32;
        let cnt = self.rng.rnd(6 / div);
        for _ in 0..cnt {
            let n = self.u.invent.len() as i32;
            let i = self.rng.rn2(n) as usize;
            let o = &mut self.u.invent[i];
            if o.blessed {
                o.unbless();
            } else {
                o.curse();
            }
        }
    }

    /// `god_zaps_you`: lightning, then a disintegration beam.
    fn god_zaps_you(&mut self, g: Align) {
        let name = self.align_gname(g);
        self.pline("Suddenly, a bolt of lightning strikes you!");
        if self.u.has(Prop::Reflecting) {
            self.pline("It reflects from you.");
        } else if self.u.has(Prop::ShockRes) {
            self.pline("It seems not to affect you.");
        } else {
            self.pline("You fry to a crisp.");
            self.u.uhp = 0;
            self.done_died(&format!("the wrath of {name}"));
            if self.over.is_some() {
                return;
            }
        }
        self.pline(format!("{name} is not deterred..."));
        self.pline("A wide-angle disintegration beam hits you!");
        if self.u.has(Prop::DisintRes) {
            self.pline("You bask in its black glow for a minute...");
            self.pline("It seems not to affect you.");
        } else {
            self.pline("You disintegrate into a pile of dust!");
            self.u.uhp = 0;
            self.done_died(&format!("the wrath of {name}"));
        }
    }

    /// `angrygods`: the god of `g` punishes the hero.
    pub fn angrygods(&mut self, g: Align) {
        self.u.ublessed = 0;
        let luck = self.luck();
        let mut maxanger = if g != self.u.hero.align {
            self.u.ualign.record / 2 + if luck > 0 { -luck / 3 } else { -luck }
        } else {
            3 * self.u.ugangr + if luck > 0 || self.u.ualign.record >= STRIDENT { -luck / 3 } else { -luck }
        };
        maxanger = maxanger.clamp(1, 15);
        let name = self.align_gname(g);
        match self.rng.rn2(maxanger) {
            0 | 1 => self.pline(format!("You feel that {name} is displeased.")),
            2 | 3 => {
                self.godvoice(g, "");
                let how = if self.u.ugangr > 0 && g == self.u.hero.align {
                    "hast strayed from the path"
                } else {
                    "art arrogant"
                };
                self.pline(format!("\"Thou {how}, mortal.\""));
                self.pline("\"Thou must relearn thy lessons!\"");
                self.adjattrib(A_WIS, -1, false);
                self.losexp("");
            }
            4..=8 => {
                self.godvoice(g, "Thou hast angered me.");
                if self.u.timeout(Prop::Blinded) == 0 && !self.u.has(Prop::Antimagic) {
                    self.pline("A black glow surrounds you.");
                }
                self.rndcurse();
            }
            _ => {
                self.godvoice(g, "Thou hast angered me.");
                self.god_zaps_you(g);
            }
        }
        self.u.ublesscnt = self.rng.rnz(300, self.u.hero.ulevel);
    }

    /// `gods_upset`: anger rises with one's own god, falls otherwise.
    fn gods_upset(&mut self, g: Align) {
        if g == self.u.hero.align {
            self.u.ugangr += 1;
        } else if self.u.ugangr > 0 {
            self.u.ugangr -= 1;
        }
        self.angrygods(g);
    }

    /// `pleased`: the god fixes troubles and perhaps grants a favor.
    fn pleased(&mut self, g: Align, p_trouble: Option<Trouble>, on_altar: bool) {
        let name = self.align_gname(g);
        let rec = self.u.ualign.record;
        let mood = if rec >= DEVOUT {
            "well-pleased"
        } else if rec >= STRIDENT {
            "pleased"
        } else {
            "satisfied"
        };
        self.pline(format!("You feel that {name} is {mood}."));
        if on_altar && g != self.u.hero.align {
            self.adjalign(-1);
            return;
        }
        if self.u.ualign.record < 2 && p_trouble.is_none_or(|t| !t.is_major()) {
            self.adjalign(1);
        }
        let mut pat_on_head = false;
        let mut trouble = p_trouble;
        if trouble.is_none() && self.u.ualign.record >= DEVOUT {
            pat_on_head = true;
        } else {
            let prayer_luck = self.luck().max(-1);
            let mut action = self.rng.rn1(prayer_luck + if on_altar { 3 } else { 2 }, 1);
            if !on_altar {
                action = action.min(3);
            }
            if self.u.ualign.record < STRIDENT {
                action = if self.u.ualign.record > 0 || self.rng.rnl(2, self.luck()) == 0 { 1 } else { 0 };
            }
            let action = action.min(5);
            if action == 5 {
                pat_on_head = true;
            }
            if action >= 4 {
                let mut n = 0;
                while let Some(t) = trouble
                    && n < 20
                {
                    self.fix_worst_trouble(t);
                    trouble = self.in_trouble();
                    n += 1;
                }
            } else if action >= 2 {
                if action == 3
                    && let Some(t) = trouble
                {
                    self.fix_worst_trouble(t);
                }
                let mut n = 0;
                while let Some(t) = self.in_trouble()
                    && t.is_major()
                    && n < 10
                {
                    self.fix_worst_trouble(t);
                    n += 1;
                }
            } else if action == 1
                && let Some(t) = trouble
                && t.is_major()
            {
                self.fix_worst_trouble(t);
            }
        }
        if pat_on_head {
            self.pat_on_head();
        }
        self.u.ublesscnt = self.rng.rnz(350, self.u.hero.ulevel);
    }

    /// A god's favor to a hero with no troubles left (a subset of
    /// `pleased`'s: blessing the weapon, the golden glow, a feeling).
    fn pat_on_head(&mut self) {
        match self.rng.rn2((self.luck() + 6) >> 1) {
            0 => {}
            1 => {
                if let Some(i) = self.u.worn(Worn::WEP)
                    && matches!(self.u.invent[i].oclass(tables()), OClass::Weapon)
                {
                    let o = &mut self.u.invent[i];
                    let repaired = o.oeroded > 0 || o.oeroded2 > 0;
                    if o.cursed {
                        o.uncurse();
                        o.oeroded = 0;
                        o.oeroded2 = 0;
                        self.pline("Your weapon softly glows amber.");
                    } else if !o.blessed {
                        o.bless();
                        o.oeroded = 0;
                        o.oeroded2 = 0;
                        self.pline("Your weapon softly glows with a light blue aura.");
                    } else if repaired {
                        o.oeroded = 0;
                        o.oeroded2 = 0;
                        self.pline("Your weapon looks as good as new!");
                    }
                }
            }
            3 if self.passtune_hint() => {}
            2 | 3 => {
                self.pline("You are surrounded by a golden glow.");
                if self.u.hero.ulevel < self.u.ulevelmax {
                    self.pluslvl(false);
                } else {
                    self.u.uhpmax += 5;
                }
                self.u.uhp = self.u.uhpmax;
                if self.u.abase[A_STR] < self.u.amax[A_STR] {
                    self.u.abase[A_STR] = self.u.amax[A_STR];
                }
                if self.u.uhunger < 900 {
                    self.u.uhunger = 900;
                    self.u.uhs = Hunger::NotHungry;
                }
                if self.u.hero.uluck < 0 {
                    self.u.hero.uluck = 0;
                }
                self.u.set_timeout(Prop::Blinded, 0);
            }
            _ => {
                self.pline(format!("You feel a feeling of hopefulness... {} is with you.", self.u_gname()));
            }
        }
    }

    /// `#pray`.
    pub fn dopray(&mut self) -> bool {
        // Robots and tests without a terminal pray without being asked.
        if self.interactive() && !self.yn("Are you sure you want to pray?") {
            return false;
        }
        self.u.conduct.gnostic += 1;
        let altar = self.altar_align().filter(|a| *a != Align::None);
        let on_altar = self.altar_align().is_some();
        let p_align = altar.unwrap_or(self.u.hero.align);
        let p_trouble = self.in_trouble();
        let name = self.align_gname(p_align);
        self.pline(format!("You begin praying to {name}."));
        let me = self.u.hero.align;
        let alignment = if me != Align::Neutral && p_align.value() == -me.value() {
            -self.u.ualign.record
        } else if me != p_align {
            self.u.ualign.record / 2
        } else {
            self.u.ualign.record
        };
        let too_soon = match p_trouble {
            Some(t) if t.is_major() => self.u.ublesscnt > 200,
            Some(_) => self.u.ublesscnt > 100,
            None => self.u.ublesscnt > 0,
        };
        let p_type = if too_soon {
            0
        } else if self.luck() < 0 || self.u.ugangr > 0 || alignment < 0 {
            1
        } else if on_altar && me != p_align {
            2
        } else {
            3
        };
        let mut p_type = p_type;
        if self.wizard && self.interactive() && self.yn("Force the gods to be pleased?") {
            self.u.ublesscnt = 0;
            self.u.hero.uluck = self.u.hero.uluck.max(0);
            if self.u.ualign.record <= 0 {
                self.adjalign(1 - self.u.ualign.record);
            }
            self.u.ugangr = 0;
            if p_type < 2 {
                p_type = 3;
            }
        }
        if p_type == 3 && !self.level_ctx(self.u.uz).in_hell {
            self.pline("You are surrounded by a shimmering light.");
            self.life.uinvulnerable = true;
        }
        self.u.multi = -3;
        self.u.multi_reason = Some("You finish your prayer.".to_string());
        self.life.prayer = Some(Prayer { p_type, align: p_align, trouble: p_trouble, on_altar });
        true
    }

    /// `prayer_done`: the god answers when the hero has finished praying
    /// (called as the helplessness ends, or at the next turn if something
    /// else ended it).
    pub fn prayer_done(&mut self) {
        let Some(p) = self.life.prayer.take() else { return };
        self.life.uinvulnerable = false;
        if self.over.is_some() {
            return;
        }
        let me = self.u.hero.align;
        if self.level_ctx(self.u.uz).in_hell {
            let name = self.align_gname(p.align);
            let verb = if name == "Moloch" { "won't" } else { "can't" };
            self.pline(format!("Since you are in Gehennom, {name} {verb} help you."));
            let rec = self.u.ualign.record;
            if rec <= 0 || self.rng.rnl(rec, self.luck()) != 0 {
                self.angrygods(me);
            }
            return;
        }
        match p.p_type {
            0 => {
                self.u.ublesscnt += self.rng.rnz(250, self.u.hero.ulevel);
                self.change_luck(-3);
                self.gods_upset(me);
            }
            1 => self.angrygods(me),
            _ => self.pleased(p.align, p.trouble, p.on_altar),
        }
    }
}
