//! Enlightenment (cmd.c's `enlightenment` and `doattributes`, 3.6.7):
//! `^X` shows the hero's background, basics, characteristics and status
//! (`BASICENLIGHTENMENT`); wizard mode adds the attributes, intrinsics
//! and extrinsics with where each comes from (`MAGICENLIGHTENMENT`), and
//! so does a potion or wand of enlightenment, without the background.
//!
//! Attributes conveyed by worn or wielded objects, OxHack's random
//! properties among them, read like any others ("You are displaced.",
//! "You have reflection.", "Your life will be saved.", "You can jump.").

mod attributes;
mod status;

use crate::game::Game;
use crate::hero::role::{ROLE_FEMALE, ROLE_GENDMASK, ROLE_MALE};
use crate::hero::role::{align_str, race_info, rank_title, role_info};
use crate::world::obj::Worn;
use crate::world::you::{A_CHA, A_CON, A_DEX, A_INT, A_STR, A_WIS};
use oxhack_defs::{Align, Prop};
use oxhack_tables::ids;

/// What an enlightenment shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EnlMode {
    /// Background, basics and characteristics (`BASICENLIGHTENMENT`).
    pub basic: bool,
    /// Intrinsics and the like (`MAGICENLIGHTENMENT`).
    pub magic: bool,
}

/// The lines being written and the tense they are in.
pub(super) struct Enl {
    lines: Vec<String>,
    /// At the end of the game: "You were", "You had".
    final_: bool,
}

impl Enl {
    fn out(&mut self, s: impl Into<String>) {
        self.lines.push(s.into());
    }
    /// `enl_msg`: " <prefix><present or past><suffix><ps>."
    fn msg(&mut self, prefix: &str, present: &str, past: &str, suffix: &str, ps: &str) {
        let verb = if self.final_ { past } else { present };
        self.lines.push(format!(" {prefix}{verb}{suffix}{ps}."));
    }
    fn you_are(&mut self, attr: &str, ps: &str) {
        self.msg("You ", "are ", "were ", attr, ps);
    }
    fn you_have(&mut self, attr: &str, ps: &str) {
        self.msg("You ", "have ", "had ", attr, ps);
    }
    fn you_can(&mut self, attr: &str, ps: &str) {
        self.msg("You ", "can ", "could ", attr, ps);
    }
}

/// `attrval`: a characteristic as the status line shows it (strength
/// 18/50, 18/100, 19..25).
fn attrval(a: usize, v: i32) -> String {
    if a != A_STR || v <= 18 {
        v.to_string()
    } else if v > 118 {
        (v - 100).to_string()
    } else {
        format!("18/{:02}", v - 18)
    }
}

impl Game {
    /// `^X` (`doattributes`): basic enlightenment, and in wizard mode the
    /// attributes too, "as if final disclosure".
    pub fn doattributes(&mut self) -> bool {
        let mode = EnlMode { basic: true, magic: self.wizard };
        self.enlighten(mode, false);
        false
    }

    /// `#conduct` (`doconduct`): the voluntary challenges kept so far.
    pub fn doconduct(&mut self) -> bool {
        let mut lines = vec!["Voluntary challenges:".to_string()];
        lines.extend(self.conduct_lines(false));
        self.display_lines("", &lines);
        false
    }

    /// `enlightenment(mode, final)`: the attributes window.
    pub fn enlighten(&mut self, mode: EnlMode, final_: bool) {
        let lines = self.enlightenment_lines(mode, final_);
        self.display_lines("", &lines);
    }

    /// The lines of an enlightenment, without showing them.
    pub fn enlightenment_lines(&self, mode: EnlMode, final_: bool) -> Vec<String> {
        let mut e = Enl { lines: Vec::new(), final_ };
        let info = role_info(self.u.hero.role);
        let name = crate::world::display::capitalize(&self.u.name);
        e.out(format!("{name} the {}'s attributes:", info.name_for(self.u.female)));
        if mode.basic {
            self.background_enlightenment(&mut e);
            self.basics_enlightenment(&mut e);
            self.characteristics_enlightenment(&mut e, mode);
        }
        self.status_enlightenment(&mut e, mode);
        if mode.magic {
            self.attributes_enlightenment(&mut e);
        }
        e.lines
    }

    /// Role, race, alignment and gods, where, since when, experience.
    fn background_enlightenment(&self, e: &mut Enl) {
        let u = &self.u;
        let info = role_info(u.hero.role);
        let race = race_info(u.hero.race);
        let role_titl = info.name_for(u.female);
        let rank_titl = rank_title(u.hero.role, u.ulevel(), u.female);
        e.out("");
        e.out("Background:");
        let both = (info.allow & ROLE_GENDMASK) == (ROLE_MALE | ROLE_FEMALE);
        let gender = if info.name_f.is_none() && both { if u.female { "female " } else { "male " } } else { "" };
        let rank = crate::objects::objnam::an(rank_titl);
        let who = if rank_titl.eq_ignore_ascii_case(role_titl) {
            format!("{rank}, level {} {gender}{}", u.ulevel(), race.noun)
        } else {
            format!("{rank}, a level {} {gender}{} {role_titl}", u.ulevel(), race.adj)
        };
        e.you_are(&who, "");
        let adverb = if u.conduct.gnostic == 0 && self.moves > 1000 { "nominally " } else { "" };
        let are = if e.final_ { "were " } else { "are " };
        e.out(format!(" You {are}{}, {adverb}on a mission for {}", align_str(u.hero.align), self.u_gname()));
        let mut who = format!(" who {} opposed by", if e.final_ { "was" } else { "is" });
        let me = u.hero.align;
        if me != Align::Lawful {
            who.push_str(&format!(" {} (lawful) and", self.align_gname(Align::Lawful)));
        }
        if me != Align::Neutral {
            let and = if me != Align::Chaotic { " and" } else { "" };
            who.push_str(&format!(" {} (neutral){and}", self.align_gname(Align::Neutral)));
        }
        if me != Align::Chaotic {
            who.push_str(&format!(" {} (chaotic)", self.align_gname(Align::Chaotic)));
        }
        e.out(format!("{who}."));
        let dname = self.dungeon(u.uz.dnum).map_or("the Dungeons of Doom".to_string(), |d| {
            d.name.strip_prefix("The ").map_or(d.name.clone(), |rest| format!("the {rest}"))
        });
        let quest = self.dungeon(u.uz.dnum).is_some_and(|d| d.name == "The Quest");
        let lvl = if quest { u.uz.dlevel } else { self.depth() };
        e.you_are(&format!("in {dname}, on level {lvl}"), "");
        if self.moves == 1 {
            e.you_have("just started your adventure", "");
        } else {
            let s = if self.moves == 1 { "" } else { "s" };
            e.out(format!(" You entered the dungeon {} turn{s} ago.", self.moves));
        }
        let ulvl = u.ulevel();
        let s = if u.uexp == 1 { "" } else { "s" };
        let mut buf = format!("{} experience point{s}", u.uexp);
        if ulvl < 30 && (e.final_ || self.wizard) {
            let delta = crate::hero::exper::newuexp(ulvl) - u.uexp;
            let more = if u.uexp > 0 { "more " } else { "" };
            let were = if !e.final_ {
                ""
            } else if delta == 1 {
                "was "
            } else {
                "were "
            };
            let to = if ulvl < 18 { "to attain" } else { "for" };
            buf.push_str(&format!(", {delta} {more}{were}needed {to} level {}", ulvl + 1));
        }
        e.you_have(&buf, "");
    }

    /// Hit points, energy, armor class, gold, autopickup.
    fn basics_enlightenment(&self, e: &mut Enl) {
        const POWER: &str = "energy points (spell power)";
        let u = &self.u;
        e.out("");
        e.out("Basics:");
        let (hp, hpmax) = (u.uhp.max(0), u.uhpmax);
        if hp == hpmax && hpmax > 1 {
            e.you_have(&format!("all {hpmax} hit points"), "");
        } else {
            let s = if hpmax == 1 { "" } else { "s" };
            e.you_have(&format!("{hp} out of {hpmax} hit point{s}"), "");
        }
        let (pw, pwmax) = (u.uen, u.uenmax);
        let power = if pwmax == 0 || (pw == pwmax && pwmax == 2) {
            format!("{} {POWER}", if pwmax == 0 { "no" } else { "both" })
        } else if pw == pwmax && pwmax > 2 {
            format!("all {pwmax} {POWER}")
        } else {
            format!("{pw} out of {pwmax} {POWER}")
        };
        e.you_have(&power, "");
        e.msg("Your armor class ", "is ", "was ", &self.u_ac().to_string(), "");
        if let Some(line) = self.item_power_enlightenment(e.final_) {
            e.out(line);
        }
        if u.ugold == 0 {
            e.msg("Your wallet ", "is ", "was ", "empty", "");
        } else {
            let zm = if u.ugold == 1 { "zorkmid" } else { "zorkmids" };
            e.msg("Your wallet ", "contains ", "contained ", &format!("{} {zm}", u.ugold), "");
        }
        let pickup = if self.opts.autopickup {
            let types = &self.opts.pickup_types;
            if types.is_empty() { "on for all types".to_string() } else { format!("on for '{types}'") }
        } else {
            "off".to_string()
        };
        e.msg("Autopickup ", "is ", "was ", &pickup, "");
    }

    /// Strength, dexterity and the rest, with their base, peak and limit
    /// when those differ from the current value or the usual limit.
    fn characteristics_enlightenment(&self, e: &mut Enl, mode: EnlMode) {
        e.out("");
        e.out(if e.final_ { "Final Characteristics:" } else { "Current Characteristics:" });
        const NAMES: [&str; 6] = ["strength", "intelligence", "wisdom", "dexterity", "constitution", "charisma"];
        let cursed_worn = |otyp, slot: Worn| {
            self.u.worn(slot).is_some_and(|i| self.u.invent[i].otyp == otyp && self.u.invent[i].cursed)
        };
        for a in [A_STR, A_DEX, A_CON, A_INT, A_WIS, A_CHA] {
            // Cursed items that change it hide the innate value.
            let mut hide = match a {
                A_STR => cursed_worn(ids::GAUNTLETS_OF_POWER, Worn::ARMG),
                A_INT | A_WIS => cursed_worn(ids::DUNCE_CAP, Worn::ARMH),
                _ => false,
            };
            if self.u.has(Prop::FixedAbil) && cursed_worn(ids::RIN_SUSTAIN_ABILITY, Worn::RING) {
                hide = true;
            }
            if mode.magic {
                hide = false;
            }
            let cur = self.u.acurr(a);
            let mut val = attrval(a, cur);
            if !hide {
                let (base, peak, limit) = (self.u.abase[a], self.u.amax[a], self.attrmax(a));
                let interesting = e.final_ || limit != if a == A_STR { 118 } else { 18 };
                let mut pfx = if e.final_ { " (" } else { " (current; " };
                if cur != base {
                    val.push_str(&format!("{pfx}base:{}", attrval(a, base)));
                    pfx = ", ";
                }
                if base != peak {
                    val.push_str(&format!("{pfx}peak:{}", attrval(a, peak)));
                    pfx = ", ";
                }
                if interesting {
                    let innate = if cur > limit { "innate " } else { "" };
                    val.push_str(&format!("{pfx}{innate}limit:{}", attrval(a, limit)));
                }
                if cur != base || base != peak || interesting {
                    val.push(')');
                }
            }
            e.msg(&format!("Your {} ", NAMES[a]), "is ", "was ", &val, "");
        }
    }
}

#[cfg(test)]
mod tests;
