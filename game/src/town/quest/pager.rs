//! The quest text (questpgr.c): messages of the world's compiled quest
//! database by class (the hero's role, or `-` for every role) and number,
//! with their `%` substitutions (`convert_arg`, `convert_line`,
//! `qtext_pronoun`), delivered as message lines or in a window with a
//! summary kept in the message history (`qt_pager`, `com_pager`). A
//! message the world lacks gives a plain line instead.

use crate::game::Game;
use crate::monsters::makemon::{is_female, is_male, quest_mons};
use crate::objects::objnam::{An, an, makeplural, makesingular, s_suffix, the, type_is_pname};
use makedefs::compat::quest_read::QuestData;
use oxhack_defs::{Align, Prop};
use oxhack_tables::tables;

/// Role message numbers (qtext.h's `QT_*`).
pub const QT_FIRSTTIME: i32 = 1;
pub const QT_NEXTTIME: i32 = 2;
pub const QT_OTHERTIME: i32 = 3;
pub const QT_GUARDTALK: i32 = 5;
pub const QT_GUARDTALK2: i32 = 10;
pub const QT_FIRSTLEADER: i32 = 15;
pub const QT_NEXTLEADER: i32 = 16;
pub const QT_LASTLEADER: i32 = 18;
pub const QT_BADLEVEL: i32 = 19;
pub const QT_BADALIGN: i32 = 20;
pub const QT_ASSIGNQUEST: i32 = 21;
pub const QT_ENCOURAGE: i32 = 25;
pub const QT_FIRSTLOCATE: i32 = 35;
pub const QT_NEXTLOCATE: i32 = 36;
pub const QT_FIRSTGOAL: i32 = 40;
pub const QT_NEXTGOAL: i32 = 41;
pub const QT_ALTGOAL: i32 = 42;
pub const QT_FIRSTNEMESIS: i32 = 50;
pub const QT_NEXTNEMESIS: i32 = 51;
pub const QT_OTHERNEMESIS: i32 = 52;
pub const QT_NEMWANTSIT: i32 = 53;
pub const QT_DISCOURAGE: i32 = 60;
pub const QT_GOTIT: i32 = 70;
pub const QT_KILLEDNEM: i32 = 80;
pub const QT_OFFEREDIT: i32 = 81;
pub const QT_OFFEREDIT2: i32 = 82;
pub const QT_POSTHANKS: i32 = 90;
pub const QT_HASAMULET: i32 = 91;
/// Common messages: the leader's call and its reminders, the hint about
/// the Bell, banishment.
pub const QT_CALLED: i32 = 2;
pub const QT_RECALLED: i32 = 3;
pub const QT_RECALLED_ROGUE: i32 = 4;
pub const QT_NO_BELL: i32 = 5;
pub const QT_BANISHED: i32 = 60;

/// The pronouns of the three genders (`genders[]`).
const PRONOUNS: [[&str; 3]; 3] = [["he", "him", "his"], ["she", "her", "her"], ["it", "it", "its"]];

fn cap_first(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

impl Game {
    /// `qt_pager`: role message `num` (a missing goal-return alternative
    /// falls back to the usual one). Returns whether the world had it.
    pub fn qt_pager(&mut self, num: i32) -> bool {
        let class = crate::hero::role::role_info(self.u.hero.role).filecode;
        if self.quest_page(class, num) {
            return true;
        }
        if num == QT_ALTGOAL && self.quest_page(class, QT_NEXTGOAL) {
            return true;
        }
        self.quest_fallback(num);
        false
    }

    /// `com_pager`: message `num` of the quest text's common part.
    /// Returns whether the world had it.
    pub fn com_pager(&mut self, num: i32) -> bool {
        self.quest_page("-", num)
    }

    /// Message `num` of `class` as it would be shown now (its lines with
    /// the substitutions made), without showing it; `None` when the
    /// world's quest text lacks it.
    pub fn quest_text(&self, class: &str, num: i32) -> Option<Vec<String>> {
        let bytes = self.content.texts.quest.as_ref()?;
        let qd = QuestData::parse(bytes).ok()?;
        let msg = qd.message(bytes, class, num)?;
        Some(msg.lines.iter().map(|l| self.qt_convert(l)).collect())
    }

    /// One message, converted and delivered as its delivery code says.
    fn quest_page(&mut self, class: &str, num: i32) -> bool {
        let content = self.content.clone();
        let Some(bytes) = content.texts.quest.as_ref() else { return false };
        let Ok(qd) = QuestData::parse(bytes) else { return false };
        let Some(msg) = qd.message(bytes, class, num) else { return false };
        let lines: Vec<String> = msg.lines.iter().map(|l| self.qt_convert(l)).collect();
        if msg.delivery == 'c' {
            self.display_lines("", &lines);
            if let Some(s) = msg.summary.as_deref().map(|s| self.qt_convert(s)) {
                self.pline(s);
            }
        } else {
            for l in &lines {
                self.pline(l.clone());
            }
        }
        self.quest.delivered.push((class.to_string(), num, lines));
        if self.quest.delivered.len() > 32 {
            self.quest.delivered.remove(0);
        }
        true
    }

    /// What a world without the message says instead: a plain line where
    /// the plot needs one.
    fn quest_fallback(&mut self, num: i32) {
        let line = match num {
            QT_FIRSTTIME | QT_NEXTTIME | QT_OTHERTIME => "You arrive at %H.",
            QT_FIRSTLEADER | QT_NEXTLEADER => "%lC greets you.",
            QT_LASTLEADER => "%lC sends you away for good.",
            QT_BADLEVEL => "\"You are not yet ready, %p. Come back when you are a %R.\"",
            QT_BADALIGN => "\"Your devotion to %d is not yet enough, %p.\"",
            QT_ASSIGNQUEST => "\"Go, %p, and bring back %o from %n.\"",
            QT_FIRSTGOAL | QT_NEXTGOAL | QT_ALTGOAL => "You sense the presence of %n.",
            QT_GOTIT => "You feel the power of %o.",
            QT_KILLEDNEM => "%nC is dead.",
            QT_OFFEREDIT | QT_OFFEREDIT2 => "\"You have brought back %o! Keep it, %p.\"",
            _ => return,
        };
        let line = self.qt_convert(line);
        self.pline(line);
    }

    /// `convert_arg`: what `%c` stands for.
    fn qt_arg(&self, c: char) -> String {
        let t = tables();
        let role = self.u.hero.role;
        let info = crate::hero::role::role_info(role);
        let q = quest_mons(role);
        let mon_name = |pm: oxhack_defs::Pm| {
            let name = &t.mon(pm).name;
            if type_is_pname(t, pm) { name.to_string() } else { format!("the {name}") }
        };
        let places = super::roles::quest_places(role);
        let orig = self.align_original();
        match c {
            'p' => self.u.name.clone(),
            'c' => info.name_for(self.u.female).into(),
            'r' => crate::hero::role::rank_title(role, self.u.ulevel(), self.u.female).into(),
            'R' => crate::hero::role::rank_title(role, super::MIN_QUEST_LEVEL, self.u.female).into(),
            's' => if self.u.female { "sister" } else { "brother" }.into(),
            'S' => if self.u.female { "daughter" } else { "son" }.into(),
            'l' => q.map(|q| mon_name(q.leader)).unwrap_or_default(),
            'n' => q.map(|q| mon_name(q.nemesis)).unwrap_or_default(),
            'g' => q.map(|q| t.mon(q.guardian).name.to_string()).unwrap_or_default(),
            'i' => places.intermed.into(),
            'H' => places.home.into(),
            'o' | 'O' => {
                let name = crate::objects::artifact::quest_artifact(role)
                    .and_then(|a| t.arti(a))
                    .map(|a| the(&a.name))
                    .unwrap_or_default();
                match name.find(" of ") {
                    Some(k) if c == 'O' => name[..k].to_string(),
                    _ => name,
                }
            }
            'G' => if crate::hero::role::god_is_female(role, self.seed, orig) { "goddess" } else { "god" }.into(),
            'a' => crate::hero::role::align_str(orig).into(),
            'A' => crate::hero::role::align_str(self.u.hero.align).into(),
            'd' => self.align_gname(orig).into(),
            'D' => self.align_gname(Align::Lawful).into(),
            'C' => "chaotic".into(),
            'N' => "neutral".into(),
            'L' => "lawful".into(),
            'x' => if self.u.has(Prop::Blinded) { "sense" } else { "see" }.into(),
            'Z' => self.layout.dungeons.first().map(|d| d.name.clone()).unwrap_or_default(),
            '%' => "%".into(),
            _ => String::new(),
        }
    }

    /// `qtext_pronoun`: the pronoun for the god, leader, nemesis or
    /// artifact (`who`), as he/him/his (`which` h, i, j; capitalised for
    /// H, I, J). Artifacts are "it", or "they" when their name is plural.
    fn qt_pronoun(&self, who: char, which: char, name: &str) -> String {
        let t = tables();
        let k = match which.to_ascii_lowercase() {
            'h' => 0,
            'i' => 1,
            _ => 2,
        };
        let pn = if who == 'o' && (name.contains("Eyes ") || !name.eq_ignore_ascii_case(&makesingular(name))) {
            ["they", "them", "their"][k]
        } else {
            let q = quest_mons(self.u.hero.role);
            let gend = |pm: Option<oxhack_defs::Pm>, dflt: bool| match pm {
                Some(pm) if is_female(t, pm) => 1,
                Some(pm) if is_male(t, pm) => 0,
                _ => usize::from(dflt),
            };
            let g = match who {
                'd' => {
                    usize::from(crate::hero::role::god_is_female(self.u.hero.role, self.seed, self.align_original()))
                }
                'l' => gend(q.map(|q| q.leader), self.env.ldrgend),
                'n' => gend(q.map(|q| q.nemesis), self.env.nemgend),
                _ => 2,
            };
            PRONOUNS[g][k]
        };
        if which.is_ascii_uppercase() { cap_first(pn) } else { pn.to_string() }
    }

    /// `convert_line`: a line of quest text with its `%` substitutions
    /// and their modifiers (`A`/`a` article, `C` capital, `h i j` and
    /// `H I J` pronouns after `%d %l %n %o`, `P`/`p` plural, `S`/`s`
    /// possessive, `t` without "the").
    pub fn qt_convert(&self, line: &str) -> String {
        let chars: Vec<char> = line.chars().collect();
        let mut out = String::new();
        let mut k = 0;
        while k < chars.len() {
            let c = chars[k];
            if c != '%' || k + 1 >= chars.len() {
                out.push(c);
                k += 1;
                continue;
            }
            let who = chars[k + 1];
            let mut buf = self.qt_arg(who);
            k += 2;
            let Some(&m) = chars.get(k) else {
                out.push_str(&buf);
                break;
            };
            k += 1;
            match m {
                'A' => buf = An(&buf),
                'a' => buf = an(&buf),
                'C' => buf = cap_first(&buf),
                'h' | 'H' | 'i' | 'I' | 'j' | 'J' if "dlno".contains(who.to_ascii_lowercase()) => {
                    buf = self.qt_pronoun(who.to_ascii_lowercase(), m, &buf);
                }
                'P' => buf = makeplural(&cap_first(&buf)),
                'p' => buf = makeplural(&buf),
                'S' => buf = s_suffix(&cap_first(&buf)),
                's' => buf = s_suffix(&buf),
                't' if buf.get(..4).is_some_and(|h| h.eq_ignore_ascii_case("the ")) => buf = buf[4..].to_string(),
                't' => {}
                _ => k -= 1,
            }
            out.push_str(&buf);
        }
        out
    }
}
