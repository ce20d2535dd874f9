//! Teleporting within a level and between levels (teleport.c's `tele`
//! and `level_tele`, dungeon.c's `get_level`, `lev_by_name` and the menu
//! form of `print_dungeon`), with wizard mode's `^V`: a depth, a level's
//! or a branch's name, `*` for a random level, or `?` for a menu of every
//! dungeon's special levels and branches.
//!
//! A depth means that depth in the current dungeon when it has one, else
//! in the dungeon above it that does (`get_level`): `^V 2` in the Mines
//! leaves for the Dungeons of Doom. Below the bottom of Medusa's dungeon
//! (the castle) lies Gehennom.

use super::Arrival;
use crate::game::{Game, to_game};
use crate::ui::{Menu, PickHow};
use crate::world::dungeon::{endgame_dnum, in_endgame, is_dummy, role_level};
use crate::world::level::DLevel;
use dgn_comp::placement::MAXLEVEL;
use dgn_comp::roles::{LevelRole, role_of};
use oxhack_defs::Prop;
use oxhack_tables::ids;

/// The prompt of `^V` (and of controlled level teleportation).
pub const LEVEL_TELE_PROMPT: &str = "To what level do you want to teleport?";

impl Game {
    /// `tele`: teleports the hero to a random spot on this level (not on
    /// no-teleport levels). Returns whether the hero moved.
    pub fn tele(&mut self) -> bool {
        if self.lev.flags.noteleport && !self.wizard {
            self.pline("A mysterious force prevents you from teleporting!");
            return false;
        }
        let Some(c) = self.tele_spot() else { return false };
        // A vault's guard notices the hero leaving (`uleftvault`), before
        // any room entered says so.
        let guard = self.vault_occupied(&self.u.urooms.clone()).and_then(|_| self.findgd());
        self.u_on_newpos(c.x, c.y);
        self.vision_recalc();
        if let Some(gi) = guard
            && !self.in_vault_at(c.x, c.y)
        {
            self.uleftvault(gi);
        }
        self.spoteffects();
        true
    }

    /// `get_level`: the level at depth `depth` as seen from the hero's
    /// dungeon: in it when it reaches that deep, the dungeon's last level
    /// when the depth is below it, else in the nearest dungeon above it
    /// that holds the depth (the Mines' parent is the Dungeons of Doom).
    pub fn get_level(&self, depth: i32) -> DLevel {
        let mut dgn = self.u.uz.dnum;
        let Some(d) = self.dungeon(dgn) else { return self.u.uz };
        if depth <= 0 {
            return self.u.uz;
        }
        if depth > d.depth_start + d.num_dunlevs - 1 {
            return DLevel { dnum: dgn, dlevel: d.num_dunlevs };
        }
        let mut start = d.depth_start;
        while depth < start {
            let parent = self.layout.branches.iter().find(|b| b.end2.dnum as i32 == dgn).map(|b| b.end1.dnum as i32);
            match parent.and_then(|p| self.dungeon(p).map(|pd| (p, pd.depth_start))) {
                Some((p, s)) => (dgn, start) = (p, s),
                None => return self.u.uz,
            }
        }
        DLevel { dnum: dgn, dlevel: depth - start + 1 }
    }

    /// An uncontrolled level teleport (`level_tele` without teleport
    /// control: a level teleporter): a random level of this dungeon near
    /// this one; nothing for the bearer of the Amulet, in the Planes or
    /// in Sokoban (unless in wizard mode).
    pub fn level_tele_random(&mut self) {
        let ctx = self.level_ctx(self.u.uz);
        if (self.u_have_amulet() || ctx.in_endgame || ctx.in_sokoban) && !self.wizard {
            self.pline("You feel very disoriented for a moment.");
            return;
        }
        let newlev = self.random_teleport_depth();
        if newlev == self.depth() {
            self.pline("You shudder for a moment.");
            return;
        }
        self.level_tele_to_depth(newlev);
    }

    /// `level_tele` once a depth is chosen (neither `*` nor the menu's
    /// exact level): the Planes keep to themselves, heights above the
    /// dungeon are deadly to the flightless, below the castle is the
    /// Valley, the Quest keeps its own, and the rest is `get_level`'s.
    pub fn level_tele_to_depth(&mut self, newlev: i32) {
        let mut newlev = newlev;
        let knox = role_level(&self.layout, LevelRole::Knox);
        if knox == Some(self.u.uz) && newlev > 0 {
            self.pline("You shudder for a moment.");
            return;
        }
        if in_endgame(&self.layout, self.u.uz) {
            let llimit = self.dungeon(self.u.uz.dnum).map_or(1, |d| d.num_dunlevs);
            if newlev >= 0 || newlev <= -llimit {
                self.pline("You can't get there from here.");
                return;
            }
            let uz = DLevel { dnum: self.u.uz.dnum, dlevel: llimit + newlev };
            self.goto_level(uz, Arrival::Random);
            return;
        }
        if newlev < 0 {
            self.leave_skyward(newlev);
            return;
        }
        let medusa_dnum = role_level(&self.layout, LevelRole::Medusa).map(|m| m.dnum);
        let here = self.dungeon(self.u.uz.dnum).map_or((1, 1), |d| (d.depth_start, d.num_dunlevs));
        let dest = match role_level(&self.layout, LevelRole::Valley) {
            Some(valley) if medusa_dnum == Some(self.u.uz.dnum) && newlev >= here.0 + here.1 => {
                DLevel { dnum: valley.dnum, dlevel: 1 }
            }
            _ => {
                let hell = self.level_ctx(self.u.uz).in_hell;
                if !self.wizard && hell && !self.u.uevent.invoked && newlev >= here.0 + here.1 - 1 {
                    // No teleporting into the Sanctum before the invocation.
                    newlev = here.0 + here.1 - 2;
                    self.pline("Sorry...");
                }
                if let Some(qstart) = role_level(&self.layout, LevelRole::QStart)
                    && qstart.dnum == self.u.uz.dnum
                {
                    newlev = newlev.max(self.depth_of(qstart));
                }
                self.get_level(newlev)
            }
        };
        // To the level the hero is on: nothing happens (`goto_level`).
        self.goto_level(dest, Arrival::Random);
    }

    /// A level teleport above the top of the dungeon (a negative depth):
    /// heaven, Cloud 9, or the clouds, and the fall that follows unless
    /// the hero can fly or float down to the surface.
    fn leave_skyward(&mut self, newlev: i32) {
        let mut killer = None;
        if newlev <= -10 {
            self.pline("You arrive in heaven.");
            self.pline("\"Thou art early, but we'll admit thee.\"");
            killer = Some("went to heaven prematurely".to_string());
        } else if newlev == -9 {
            self.pline("You feel deliriously happy.");
            self.pline("(In fact, you're on Cloud 9!)");
        } else {
            self.pline("You are now high above the clouds...");
        }
        let mut escape = None;
        if killer.is_none() {
            if self.u.has(Prop::Levitation) {
                escape = Some("float gently down to earth");
            } else if self.u.has(Prop::Flying) {
                escape = Some("fly down to the ground");
            } else {
                self.pline("Unfortunately, you don't know how to fly.");
                self.pline("You plummet a few thousand feet to your death.");
                let his = if self.u.female { "her" } else { "his" };
                killer = Some(format!("teleported out of the dungeon and fell to {his} death"));
            }
        }
        if let Some(k) = killer {
            self.done_died(&k);
            if self.over.is_some() {
                return;
            }
            escape = Some("find yourself back on the surface");
        }
        if let Some(how) = escape {
            self.pline(format!("You {how}."));
            self.done(crate::game::GameOver::Escaped);
        }
    }

    /// `^V` (wizard mode's `level_tele`): asks where to go and goes there.
    /// Returns false (it takes no time).
    pub fn wiz_level_tele(&mut self) -> bool {
        let mut prompt = LEVEL_TELE_PROMPT.to_string();
        let mut newlev;
        let mut trycnt = 0;
        loop {
            trycnt += 1;
            if trycnt == 2 {
                prompt.push_str(" [type a number, name, or ? for a menu]");
            }
            let Some(buf) = self.getlin(&prompt) else { return false };
            let buf = buf.trim().to_string();
            if buf == "*" {
                newlev = self.random_teleport_depth();
                if newlev == self.depth() {
                    self.pline("You shudder for a moment.");
                    return false;
                }
                break;
            }
            if buf == "?" {
                if let Some(dest) = self.level_tele_menu() {
                    self.level_tele_exact(dest);
                }
                return false;
            }
            newlev = self.lev_by_name(&buf);
            if newlev == 0 {
                newlev = atoi(&buf);
            }
            let b = buf.as_bytes();
            let numeric = b.first().is_some_and(u8::is_ascii_digit)
                || (b.first() == Some(&b'-') && b.get(1).is_some_and(u8::is_ascii_digit));
            if newlev != 0 || numeric {
                break;
            }
            if trycnt >= 10 {
                newlev = self.random_teleport_depth();
                break;
            }
        }
        if newlev == 0 {
            self.go_to_nowhere();
            return false;
        }
        if self.level_ctx(self.u.uz).in_quest && newlev > 0 {
            // The Quest's levels are shown as "Home N".
            newlev += self.dungeon(self.u.uz.dnum).map_or(1, |d| d.depth_start) - 1;
        }
        self.level_tele_to_depth(newlev);
        false
    }

    /// Level 0: nowhere, and no way back from it.
    fn go_to_nowhere(&mut self) {
        if self.yn_function("Go to Nowhere.  Are you sure?", "ynq", 'n') != 'y' {
            return;
        }
        self.pline("You scream in agony as your body begins to warp...");
        self.pline("You cease to exist.");
        if !self.u.invent.is_empty() {
            self.pline("Your possessions land on the floor with a thud.");
        }
        self.done_died("committed suicide");
        if self.over.is_none() {
            self.pline("An energized cloud of dust begins to coalesce.");
            let gather = if self.u.invent.is_empty() { "" } else { ", and you gather up all your possessions" };
            self.pline(format!("Your body rematerializes{gather}."));
        }
    }

    /// The menu's exact level (`force_dest`): entering the Planes this way
    /// hands the wizard the Amulet they need.
    fn level_tele_exact(&mut self, dest: DLevel) {
        if in_endgame(&self.layout, self.u.uz) {
            // Within the Planes a level is chosen by its depth.
            self.level_tele_to_depth(self.depth_of(dest));
            return;
        }
        if in_endgame(&self.layout, dest) && !self.u_have_amulet() {
            let amu = self.with_mk(|c| c.mksobj(ids::AMULET_OF_YENDOR, true, false));
            let i = self.addinv(amu);
            let name = self.inv_name(i);
            self.pline(format!("Endgame prerequisite: {name}."));
            self.u_have_amulet();
        }
        self.goto_level(dest, Arrival::Random);
    }

    /// `lev_by_name`: the depth of the level or branch a name stands for
    /// (the names `print_dungeon` shows, either dungeon file's level
    /// names, "the oracle level", "gehennom"), 0 if none. Special levels
    /// count only in the hero's dungeon (or between the Dungeons of Doom
    /// and Gehennom).
    pub fn lev_by_name(&self, name: &str) -> i32 {
        let mut nam = name.trim();
        if nam.len() > 4 && nam[..4].eq_ignore_ascii_case("the ") {
            nam = &nam[4..];
        }
        if nam.len() > 6 && nam[nam.len() - 6..].eq_ignore_ascii_case(" level") {
            nam = &nam[..nam.len() - 6];
        }
        if nam.eq_ignore_ascii_case("gehennom") || nam.eq_ignore_ascii_case("hell") {
            nam = "valley";
        }
        let slev = self.layout.find_level(nam).map(|l| to_game(l.dlevel)).or_else(|| {
            let role = role_of(nam)?;
            role_level(&self.layout, role)
        });
        if let Some(d) = slev {
            let main = role_level(&self.layout, LevelRole::Medusa).map(|m| m.dnum);
            let hell = role_level(&self.layout, LevelRole::Valley).map(|v| v.dnum);
            let (here, there) = (Some(self.u.uz.dnum), Some(d.dnum));
            let near = d.dnum == self.u.uz.dnum || (here == hell && there == main) || (here == main && there == hell);
            return if near { self.depth_of(d) } else { 0 };
        }
        let dname = nam.strip_prefix(" to ").or_else(|| nam.split_once(" to ").map(|(_, r)| r)).unwrap_or(nam);
        let same = |n: &str| {
            n.eq_ignore_ascii_case(dname) || n.strip_prefix("The ").is_some_and(|s| s.eq_ignore_ascii_case(dname))
        };
        let Some(dnum) = self.layout.dungeons.iter().position(|d| same(&d.name)) else { return 0 };
        let n = self.layout.dungeons.len();
        let Some(b) = self.layout.branches.iter().find(|b| b.end2.dnum == dnum && b.end1.dnum < n) else { return 0 };
        let end = if b.end2.dnum as i32 == self.u.uz.dnum { b.end2 } else { b.end1 };
        self.depth_of(to_game(end))
    }

    /// `print_dungeon`'s lines: every dungeon with its depths, then its
    /// special levels and the branches leaving it in level order, '*'
    /// marking the hero's level. For the menu (`bymenu`), in the Planes
    /// only the Planes; otherwise the floating branches follow.
    pub fn print_dungeon(&self, bymenu: bool) -> Vec<DungeonLine> {
        let mut out = Vec::new();
        let endgame = in_endgame(&self.layout, self.u.uz);
        let end_dnum = endgame_dnum(&self.layout);
        let n = self.layout.dungeons.len();
        let mark = |lev: DLevel| if lev == self.u.uz { '*' } else { ' ' };
        let unreachable = |lev: DLevel, unplaced: bool| {
            unplaced || (endgame && Some(lev.dnum) != end_dnum) || is_dummy(&self.layout, lev)
        };
        for (i, d) in self.layout.dungeons.iter().enumerate() {
            if bymenu && endgame && Some(i as i32) != end_dnum {
                continue;
            }
            let unplaced = self.layout.branches.iter().any(|b| b.end2.dnum == i && b.end1.dnum == n);
            out.push(DungeonLine { text: d.heading(unplaced), target: None, unreachable: true });
            let branches = |out: &mut Vec<DungeonLine>, lo: i32, hi: i32| {
                for b in self
                    .layout
                    .branches
                    .iter()
                    .filter(|b| b.end1.dnum == i && lo < b.end1.dlevel && b.end1.dlevel <= hi)
                {
                    let lev = to_game(b.end1);
                    let to = &self.layout.dungeons[b.end2.dnum].name;
                    let text = format!("{} {} to {to}: {}", mark(lev), b.kind.label(), self.depth_of(lev));
                    out.push(DungeonLine { text, target: Some(lev), unreachable: unreachable(lev, false) });
                }
            };
            let mut last = 0;
            for s in self.layout.levels.iter().filter(|s| s.dlevel.dnum == i) {
                branches(&mut out, last, s.dlevel.dlevel);
                let lev = to_game(s.dlevel);
                let mut text = format!("{} {}: {}", mark(lev), s.proto, self.depth_of(lev));
                if role_of(&s.proto) == Some(LevelRole::Castle) {
                    text.push_str(&format!(" (tune {})", self.layout.tune));
                }
                out.push(DungeonLine { text, target: Some(lev), unreachable: unreachable(lev, unplaced) });
                last = s.dlevel.dlevel;
            }
            branches(&mut out, last, MAXLEVEL);
        }
        if !bymenu {
            let floating: Vec<_> = self.layout.branches.iter().filter(|b| b.end1.dnum == n).collect();
            if !floating.is_empty() {
                for text in [String::new(), "Floating branches".to_string()] {
                    out.push(DungeonLine { text, target: None, unreachable: true });
                }
            }
            for b in floating {
                let text = format!("   {} to {}", b.kind.label(), self.layout.dungeons[b.end2.dnum].name);
                out.push(DungeonLine { text, target: None, unreachable: true });
            }
        }
        out
    }

    /// `print_dungeon(TRUE, ...)`: the menu of [`Game::print_dungeon`] to
    /// pick a level from ("Level teleport to where:"). Every level line
    /// takes the next letter; the unreachable ones (Fort Ludios before its
    /// portal exists, the Planes' dummy level, the rest of the dungeon
    /// from the Planes) cannot be picked.
    fn level_tele_menu(&mut self) -> Option<DLevel> {
        let mut menu = Menu::new("Level teleport to where:", PickHow::One);
        let mut targets: Vec<(usize, DLevel)> = Vec::new();
        let mut letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".chars();
        for line in self.print_dungeon(true) {
            let Some(lev) = line.target else {
                menu.header(&line.text);
                continue;
            };
            let letter = letters.next();
            if line.unreachable || letter.is_none() {
                menu.text(&format!("    {}", line.text));
            } else {
                targets.push((menu.items.len(), lev));
                menu.item(letter, &line.text);
            }
        }
        let picked = self.select_menu(&menu)?;
        let first = *picked.first()?;
        targets.iter().find(|(i, _)| *i == first).map(|&(_, lev)| lev)
    }
}

/// A line of [`Game::print_dungeon`]: a dungeon's heading, or a special
/// level or branch with the level it stands for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DungeonLine {
    pub text: String,
    /// The level a special-level or branch line stands for.
    pub target: Option<DLevel>,
    /// Not a level the wizard's menu may pick.
    pub unreachable: bool,
}

/// C's `atoi`: an optional sign and the digits that follow, else 0.
fn atoi(s: &str) -> i32 {
    let s = s.trim_start();
    let (neg, rest) = match s.as_bytes().first() {
        Some(b'-') => (true, &s[1..]),
        Some(b'+') => (false, &s[1..]),
        _ => (false, s),
    };
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    let v: i64 = digits.parse().unwrap_or(0);
    let v = v.min(i32::MAX as i64) as i32;
    if neg { -v } else { v }
}

#[cfg(test)]
mod tests {
    use super::atoi;

    #[test]
    fn atoi_reads_like_c() {
        assert_eq!(atoi("13"), 13);
        assert_eq!(atoi("-3x"), -3);
        assert_eq!(atoi("seer"), 0);
        assert_eq!(atoi("99999999999"), i32::MAX);
    }
}
