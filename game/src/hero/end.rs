//! The end of a game (end.c, rip.c): death and life saving, quitting,
//! the disclosure questions, the tombstone, the score and the high-score
//! list (see [`crate::hero::topten`]).
//!
//! The score follows end.c: the score experience (`u.urexp`, four times
//! the experience points gained), plus gold gained since the start (less
//! a tenth for the dead), plus 50 per dungeon level below the first
//! reached, plus 1000 per level below 20 (at most 10 of them); doubled
//! for an ascension.

use crate::game::{Game, GameOver};
use crate::hero::role::{align_str, race_info, rank_title, role_info};
use crate::hero::topten::{Entry, add_entry, record_path, show_around};
use crate::world::obj::Worn;
use crate::world::you::{A_CHA, A_CON, A_DEX, A_INT, A_WIS};
use oxhack_defs::Prop;
use oxhack_tables::{ids, tables};

impl Game {
    /// `#quit`: "Really quit?" and then the end of the game.
    pub fn doquit(&mut self) -> bool {
        if !self.yn("Really quit?") {
            return false;
        }
        self.done(GameOver::Quit);
        true
    }

    /// `done(DIED)` with the killer's description ("killed by a jackal"
    /// takes "a jackal"; starvation and the like are given as is). A worn
    /// amulet of life saving saves the hero once.
    pub fn done_died(&mut self, killer: &str) {
        if self.over.is_some() {
            return;
        }
        if self.life.uinvulnerable {
            // A god protects the praying hero.
            self.pline("You are unharmed.");
            self.u.uhp = self.u.uhp.max(1);
            return;
        }
        self.pline("You die...");
        if self.u.has(Prop::Lifesaved)
            && let Some(i) = self.u.worn(Worn::AMUL)
            && self.u.invent[i].otyp == ids::AMULET_OF_LIFE_SAVING
        {
            self.pline("But wait...");
            self.os.discover(ids::AMULET_OF_LIFE_SAVING);
            let glow = if self.u.has(Prop::Blinded) { "feels warm" } else { "begins to glow" };
            self.pline(format!("Your medallion {glow}!"));
            self.pline("You feel much better!");
            self.pline("The medallion crumbles to dust!");
            self.u.invent.remove(i);
            self.u.prop_mut(Prop::Lifesaved).extrinsic.remove(Worn::AMUL);
            // 3.6.7 takes the point of Constitution without a word
            // (`adjattrib(A_CON, -1, TRUE)`: TRUE means no message).
            self.adjattrib(A_CON, -1, false);
            self.savelife();
            return;
        }
        if self.wizard && self.interactive() && !self.yn("Die?") {
            self.pline("OK, so you don't die.");
            self.savelife();
            return;
        }
        self.u.umortality += 1;
        self.done(GameOver::Died { killer: killer.to_string() });
    }

    /// `savelife`: back to full health after a near death.
    fn savelife(&mut self) {
        let uhpmin = (2 * self.u.hero.ulevel).max(10);
        if self.u.uhpmax < uhpmin {
            self.u.uhpmax = uhpmin;
        }
        self.u.uhp = self.u.uhpmax;
        if self.u.uhunger < 500 {
            self.u.uhunger = 500;
            self.u.uhs = crate::world::you::Hunger::NotHungry;
        }
        // Whatever swallowed or held the hero lets go.
        self.savelife_unstick();
        self.u.multi = -1;
        self.u.multi_reason = Some("You survived that attempt on your life.".to_string());
    }

    /// The final score (end.c's `u.urexp` adjustments), without changing
    /// the game.
    pub fn final_score(&self, how: &GameOver) -> i64 {
        let mut score = self.life.urexp;
        let gained = (self.u.ugold - self.life.umoney0).max(0);
        // The dead leave a tenth of their gain behind.
        let tithe = if matches!(how, GameOver::Died { .. }) { gained / 10 } else { 0 };
        score += gained - tithe;
        let deepest = self.u.max_depth.max(self.depth()) as i64;
        score += 50 * (deepest - 1);
        if deepest > 20 {
            score += 1000 * if deepest > 30 { 10 } else { deepest - 20 };
        }
        if matches!(how, GameOver::Ascended) {
            score *= 2;
        }
        score.max(0)
    }

    /// How the game ended, as the list and tombstone say it.
    pub(crate) fn death_text(how: &GameOver) -> String {
        match how {
            GameOver::Died { killer } => {
                // Deaths that say how (`killed_by_prefix`) keep their words.
                const HOW: [&str; 4] = ["killed", "died", "petrified by ", "drowned in "];
                if HOW.iter().any(|h| killer.starts_with(h)) { killer.clone() } else { format!("killed by {killer}") }
            }
            GameOver::Quit => "quit".to_string(),
            GameOver::Escaped => "escaped the dungeon".to_string(),
            GameOver::Ascended => "ascended to demigod-hood".to_string(),
            GameOver::PlayTestEnded { how } => format!("ended the play-test: {how}"),
        }
    }

    /// `done(how)`: the end of the game: disclosure, tombstone, score
    /// and the high-score list.
    pub fn done(&mut self, how: GameOver) {
        self.over = Some(how.clone());
        // From here on nothing saves, and the last checkpoint goes.
        self.remove_save();
        self.win.event(&crate::ui::Event::GameOver(Self::death_text(&how)));
        self.life.death_depth = self.depth();
        let score = self.final_score(&how);
        self.disclose();
        let mut summary: Vec<String> = Vec::new();
        // Only deaths get a headstone (NetHack shows none for quitting,
        // escaping or ascending).
        if matches!(how, GameOver::Died { .. }) {
            let rip = self.tombstone(&how);
            if self.interactive() {
                self.display_lines("", &rip);
            }
            summary.extend(rip);
        }
        let r = role_info(self.u.hero.role);
        let end = match &how {
            GameOver::Died { .. } => "died",
            GameOver::Quit => "quit",
            GameOver::Escaped => "escaped",
            GameOver::Ascended => "ascended",
            GameOver::PlayTestEnded { .. } => "left",
        };
        summary.push(format!(
            "Goodbye {} the {}...",
            self.u.name,
            rank_title(self.u.hero.role, self.u.hero.ulevel, self.u.female)
        ));
        let plur = |n: i64| if n == 1 { "" } else { "s" };
        let (dungeon, deathlev) = self.death_place();
        if matches!(how, GameOver::Escaped | GameOver::Ascended) {
            let went =
                if matches!(how, GameOver::Ascended) { "went to your reward" } else { "escaped from the dungeon" };
            summary.push(format!("You {went} with {score} point{},", plur(score)));
        } else {
            // Where the game ended, as the high-score list says it.
            let mut line = format!("You {end} in {dungeon}");
            if dungeon != "The Elemental Planes" && dungeon != "Fort Ludios" {
                let level = if dungeon == "The Quest" { self.u.uz.dlevel } else { deathlev };
                line.push_str(&format!(" on dungeon level {level}"));
            }
            summary.push(format!("{line} with {score} point{},", plur(score)));
        }
        summary.push(format!(
            "and {} piece{} of gold, after {} move{}.",
            self.u.ugold,
            plur(self.u.ugold),
            self.moves,
            plur(self.moves)
        ));
        summary.push(format!(
            "You were level {} with a maximum of {} hit point{} when you {end}.",
            self.u.hero.ulevel,
            self.u.uhpmax,
            plur(i64::from(self.u.uhpmax))
        ));
        let entry = Entry {
            points: score,
            turns: self.moves,
            deepest: self.u.max_depth.max(self.depth()),
            hp: self.u.uhp,
            maxhp: self.u.uhpmax,
            ulevel: self.u.hero.ulevel,
            role: r.filecode.to_string(),
            race: race_info(self.u.hero.race).filecode.to_string(),
            gender: if self.u.female { "Fem" } else { "Mal" }.to_string(),
            align: capitalize3(align_str(self.u.hero.align)),
            name: self.u.name.clone(),
            death: self.end_record_death(&how),
            dungeon,
            deathlev,
        };
        // Only real games (the terminal front end checkpoints) and games
        // given a record file (tests, `$OXHACK_RECORD`) write to a list.
        let path = self
            .life
            .record_file
            .clone()
            .or_else(|| (self.checkpointing || std::env::var_os("OXHACK_RECORD").is_some()).then(record_path))
            // A play-test is no game to score, nor a replay a new game.
            .filter(|_| self.playtest.is_none() && self.writes_files());
        if self.wizard {
            // NetHack keeps wizard-mode games off the list (topten.c).
            let lines =
                ["".to_string(), "Since you were in wizard mode, the score list will not be checked.".to_string()];
            if self.interactive() {
                self.display_lines("", &lines);
            }
            summary.extend(lines);
        } else if let Some(path) = path {
            match add_entry(&path, &entry) {
                Ok((place, list)) => {
                    let lines = show_around(&list, place, &entry);
                    if self.interactive() {
                        self.display_lines("", &lines);
                    }
                    summary.push(String::new());
                    summary.extend(lines);
                }
                Err(e) => summary.push(format!("Cannot write the high-score list: {e}")),
            }
        }
        self.life.summary = summary.join("\n") + "\n";
    }

    /// Where the game ends (topten.c's `deathdnum` and `deathlev`): the
    /// dungeon's name and the level's depth.
    fn death_place(&self) -> (String, i32) {
        let dungeon = self.dungeon(self.u.uz.dnum).map(|d| d.name.clone()).unwrap_or_default();
        (dungeon, self.depth())
    }

    /// The disclosure questions (`disclose`): inventory, attributes,
    /// vanquished creatures and conduct. Without a terminal nothing is
    /// asked (the answers would all be the default "no").
    fn disclose(&mut self) {
        if !self.interactive() {
            return;
        }
        type Disclosure = (&'static str, fn(&mut Game));
        let questions: [Disclosure; 4] = [
            ("Do you want your possessions identified?", Game::disclose_inventory),
            ("Do you want to see your attributes?", Game::disclose_attributes),
            ("Do you want an account of creatures vanquished?", Game::disclose_vanquished),
            ("Do you want to see your conduct?", Game::disclose_conduct),
        ];
        for (q, f) in questions {
            match self.yn_function(q, "ynq", 'n') {
                'y' => f(self),
                'q' => break,
                _ => {}
            }
            if self.hangup() {
                break;
            }
        }
    }

    fn disclose_inventory(&mut self) {
        for o in self.u.invent.iter_mut() {
            o.fully_identify();
        }
        let otyps: Vec<_> = self.u.invent.iter().map(|o| o.otyp).collect();
        for t in otyps {
            self.os.discover(t);
        }
        let mut lines: Vec<String> = (0..self.u.invent.len()).map(|i| self.inv_name(i)).collect();
        if self.u.ugold > 0 {
            lines.insert(0, format!("$ - {} gold piece{}", self.u.ugold, if self.u.ugold == 1 { "" } else { "s" }));
        }
        if lines.is_empty() {
            lines.push("Not carrying anything.".to_string());
        }
        self.display_lines("Your inventory", &lines);
    }

    /// The final attributes (a short `enlightenment`).
    pub fn attribute_lines(&self) -> Vec<String> {
        let u = &self.u;
        let r = role_info(u.hero.role);
        let race = race_info(u.hero.race);
        vec![
            "Background:".to_string(),
            format!(
                " You were {} {}, a level {} {}{} {}.",
                crate::objects::objnam::just_an(rank_title(u.hero.role, u.hero.ulevel, u.female)).trim(),
                rank_title(u.hero.role, u.hero.ulevel, u.female),
                u.hero.ulevel,
                if r.name_f.is_some() {
                    ""
                } else if u.female {
                    "female "
                } else {
                    "male "
                },
                race.adj,
                r.name_for(u.female)
            ),
            format!(" You were {}, on a mission for {}.", align_str(u.hero.align), self.u_gname()),
            format!(
                " You were in {} on {}.",
                self.dungeon(u.uz.dnum).map(|d| d.name.clone()).unwrap_or_default(),
                self.dlvl_label()
            ),
            format!(" You were {} experience points, {} turns.", u.uexp, self.moves),
            String::new(),
            "Basics:".to_string(),
            format!(" You had {} out of {} hit points.", u.uhp.max(0), u.uhpmax),
            format!(" You had {} out of {} power.", u.uen, u.uenmax),
            format!(" You had {} gold.", u.ugold),
            String::new(),
            "Characteristics:".to_string(),
            format!(
                " Str:{} Int:{} Wis:{} Dex:{} Con:{} Cha:{}",
                u.str_string(),
                u.acurr(A_INT),
                u.acurr(A_WIS),
                u.acurr(A_DEX),
                u.acurr(A_CON),
                u.acurr(A_CHA)
            ),
            format!(" Luck {}, alignment record {}.", u.hero.uluck, u.ualign.record),
        ]
    }

    fn disclose_attributes(&mut self) {
        let lines = self.attribute_lines();
        self.display_lines("Final Attributes:", &lines);
    }

    /// "Vanquished creatures:" from the hero's kills, strongest first.
    pub fn vanquished_lines(&self) -> Vec<String> {
        let t = tables();
        let mut v: Vec<(usize, u32)> =
            self.kills.iter().enumerate().filter(|(_, n)| **n > 0).map(|(i, n)| (i, *n)).collect();
        v.sort_by_key(|&(i, _)| std::cmp::Reverse(t.monsters[i].mlevel));
        let mut lines = Vec::new();
        let mut total = 0;
        for (i, n) in v {
            let name = &t.monsters[i].name;
            total += n;
            if n == 1 {
                lines.push(format!("  {}", crate::objects::objnam::an(name)));
            } else {
                lines.push(format!("  {n} {}", crate::objects::objnam::makeplural(name)));
            }
        }
        if total == 0 {
            lines.push("No creatures were vanquished.".to_string());
        } else {
            lines.push(format!("{total} creature{} vanquished.", if total == 1 { "" } else { "s" }));
        }
        lines
    }

    fn disclose_vanquished(&mut self) {
        let lines = self.vanquished_lines();
        self.display_lines("Vanquished creatures:", &lines);
    }

    /// The voluntary challenges kept (`show_conduct`): in the present
    /// tense while playing (`#conduct`), the past at the end (`final`);
    /// wizard mode also counts the broken ones.
    pub fn conduct_lines(&self, final_: bool) -> Vec<String> {
        let c = &self.u.conduct;
        let wiz = self.wizard;
        let mut l = Vec::new();
        let mut line = |present: &str, past: &str, rest: &str| {
            l.push(format!(" You {}{rest}.", if final_ { past } else { present }));
        };
        let plur = |n: u32| if n == 1 { "" } else { "s" };
        if c.food == 0 {
            line("have gone", "went", " without food");
        } else if c.unvegan == 0 {
            line("have ", "", "followed a strict vegan diet");
        } else if c.unvegetarian == 0 {
            line("have been ", "were ", "vegetarian");
        }
        if c.gnostic == 0 {
            line("have been ", "were ", "an atheist");
        }
        if c.weaphit == 0 {
            line("have never ", "never ", "hit with a wielded weapon");
        } else if wiz {
            line("have ", "", &format!("used a wielded weapon {} time{}", c.weaphit, plur(c.weaphit)));
        }
        if c.killer == 0 {
            line("have been ", "were ", "a pacifist");
        }
        if c.literate == 0 {
            line("have been ", "were ", "illiterate");
        } else if wiz {
            line("have ", "", &format!("read items or engraved {} time{}", c.literate, plur(c.literate)));
        }
        let genocided =
            self.og.mvitals.iter().filter(|v| v.mvflags & crate::objects::mkobj::G_GENOD != 0).count() as u32;
        if genocided == 0 {
            line("have never ", "never ", "genocided any monsters");
        } else {
            let p = plur(genocided);
            line("have ", "", &format!("genocided {genocided} type{p} of monster{p}"));
        }
        if c.polypiles == 0 {
            line("have never ", "never ", "polymorphed an object");
        } else if wiz {
            line("have ", "", &format!("polymorphed {} item{}", c.polypiles, plur(c.polypiles)));
        }
        if c.polyselfs == 0 {
            line("have never ", "never ", "changed form");
        } else if wiz {
            line("have ", "", &format!("changed form {} time{}", c.polyselfs, plur(c.polyselfs)));
        }
        if c.wishes == 0 {
            line("have ", "", "used no wishes");
        } else {
            let mut w = format!("used {} wish{}", c.wishes, if c.wishes > 1 { "es" } else { "" });
            if c.wisharti > 0 {
                if c.wisharti == c.wishes {
                    let all = match c.wisharti {
                        n if n > 2 => "all ",
                        2 => "both ",
                        _ => "",
                    };
                    w.push_str(&format!(" ({all}"));
                } else {
                    w.push_str(&format!(" ({} ", c.wisharti));
                }
                w.push_str(if c.wisharti == 1 { "for an artifact)" } else { "for artifacts)" });
            }
            line("have ", "", &w);
            if c.wisharti == 0 {
                line("have not wished", "did not wish", " for any artifacts");
            }
        }
        l
    }

    fn disclose_conduct(&mut self) {
        let lines = self.conduct_lines(true);
        self.display_lines("Voluntary challenges:", &lines);
    }

    /// The headstone: our own drawing holding rip.c's information (name,
    /// gold, how the game ended, wrapped, and the year).
    pub fn tombstone(&self, how: &GameOver) -> Vec<String> {
        const W: usize = 25;
        let indent = " ".repeat(17);
        let mut out = vec![
            format!("{indent}  {}", "_".repeat(W - 2)),
            format!("{indent} /{}\\", " ".repeat(W - 2)),
            format!("{indent}/{}\\", center("REST IN PEACE", W)),
        ];
        let mut text: Vec<String> = vec![String::new(), self.u.name.chars().take(W - 2).collect()];
        text.push(format!("{} Au", self.u.ugold));
        text.extend(wrap(&Self::death_text(how), W - 4));
        while text.len() < 7 {
            text.push(String::new());
        }
        text.push(year_now().to_string());
        text.push(String::new());
        for l in text {
            out.push(format!("{indent}|{}|", center(&l, W)));
        }
        out.push(format!("{}.,;:'|{}|':;,.", " ".repeat(12), "_".repeat(W)));
        out
    }

    /// What is printed after the terminal is restored: the tombstone, the
    /// score and the list (empty when the game was saved).
    pub fn end_summary(&self) -> String {
        if !self.life.summary.is_empty() {
            return self.life.summary.clone();
        }
        match &self.over {
            Some(how) => {
                let score = self.final_score(how);
                format!(
                    "{} {} on {} ({} points, turn {}).\n",
                    self.u.name,
                    Self::death_text(how),
                    self.dlvl_label(),
                    score,
                    self.moves
                )
            }
            None => String::new(),
        }
    }
}

fn capitalize3(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c.take(2)).collect(),
        None => String::new(),
    }
}

/// The year now (for the headstone; display only).
fn year_now() -> i64 {
    let secs = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0);
    // Days to civil year (Howard Hinnant's algorithm).
    let z = (secs / 86_400) as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    yoe + era * 400 + i64::from(m <= 2)
}

/// `s` centred in `w` columns.
fn center(s: &str, w: usize) -> String {
    let pad = w.saturating_sub(s.chars().count());
    let left = pad / 2;
    format!("{}{}{}", " ".repeat(left), s, " ".repeat(pad - left))
}

/// Splits `s` into lines of at most `w` characters at spaces.
fn wrap(s: &str, w: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut cur = String::new();
    for word in s.split_whitespace() {
        let word: String = word.chars().take(w).collect();
        if !cur.is_empty() && cur.chars().count() + 1 + word.chars().count() > w {
            lines.push(std::mem::take(&mut cur));
        }
        if !cur.is_empty() {
            cur.push(' ');
        }
        cur.push_str(&word);
    }
    if !cur.is_empty() {
        lines.push(cur);
    }
    lines
}
