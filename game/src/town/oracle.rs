//! The Oracle (rumors.c): consultations paid in gold (`doconsult`), a
//! minor one a true rumor from the world's rumors database (`getrumor`,
//! `outrumor`), a major one a passage from the world's oracles database
//! shown in a window (`outoracle`), each major passage given once.
//!
//! Both databases are the world's (`g.content.texts`), in makedefs'
//! compiled formats, read with makedefs' readers: OxHack's own world
//! consults OxHack's `dat/oracles.txt`, NetHack's world NetHack's.

use crate::game::Game;
use crate::town::money::currency;
use crate::world::you::A_WIS;
use makedefs::compat::oracles::Oracles;
use makedefs::compat::rumors::Rumors;

/// How a rumor reaches the hero (`BY_ORACLE`, `BY_COOKIE`, `BY_PAPER`,
/// `BY_OTHER`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mechanism {
    Oracle,
    Cookie,
    Paper,
    Other,
}

/// The price of a minor consultation.
pub const MINOR_COST: i64 = 50;

impl Game {
    /// `getrumor`: a rumor from the world's database: true (`truth` 1),
    /// false (-1) or either (0). With `exclude_cookie`, rumors about
    /// fortunes and pity are passed over. Empty when the database cannot
    /// be read.
    pub fn getrumor(&mut self, truth: i32, exclude_cookie: bool) -> String {
        let content = self.content.clone();
        let bytes = &content.texts.rumors;
        let Ok(r) = Rumors::parse(bytes) else { return String::new() };
        let mut line = String::new();
        let mut adjtruth = 0;
        for _ in 0..50 {
            adjtruth = truth + self.rng.rn2(2);
            let (kind, size) = if adjtruth > 0 { (true, r.true_size) } else { (false, r.false_size) };
            let tidbit = self.rng.rn2(size.clamp(1, i32::MAX as usize) as i32);
            line = r.pick(bytes, kind, tidbit as u64);
            let lower = line.to_ascii_lowercase();
            if !(exclude_cookie && (lower.contains("fortune") || lower.contains("pity"))) {
                break;
            }
        }
        self.exercise(A_WIS, adjtruth > 0);
        line
    }

    /// `outrumor`: a rumor told by the Oracle, read from a fortune
    /// cookie or a scrap of paper.
    pub fn outrumor(&mut self, truth: i32, mechanism: Mechanism) {
        let reading = matches!(mechanism, Mechanism::Cookie | Mechanism::Paper);
        if reading && self.u.has(oxhack_defs::Prop::Blinded) {
            if mechanism == Mechanism::Cookie {
                self.pline("This cookie has a scrap of paper inside.");
            }
            self.pline("What a pity that you cannot read it!");
            return;
        }
        let mut line = self.getrumor(truth, !reading);
        if line.is_empty() {
            line = "NetHack rumors file closed for renovation.".to_string();
        }
        match mechanism {
            Mechanism::Oracle => {
                let how = if self.rng.rn2(4) == 0 {
                    "offhandedly "
                } else if self.rng.rn2(3) == 0 {
                    "casually "
                } else if self.rng.rn2(2) != 0 {
                    "nonchalantly "
                } else {
                    ""
                };
                self.pline(format!("True to her word, the Oracle {how}says: "));
                self.verbalize(&line);
                return;
            }
            Mechanism::Cookie => {
                self.pline("This cookie has a scrap of paper inside.");
                self.pline("It reads:");
            }
            Mechanism::Paper => self.pline("It reads:"),
            Mechanism::Other => {}
        }
        self.pline(line);
    }

    /// The consultations not yet given, loaded from the world's database
    /// on first use; `None` when the database cannot be read.
    fn oracles_left(&mut self) -> Option<&mut Vec<usize>> {
        if self.town.oracles_left.is_none() {
            let o = Oracles::parse(&self.content.texts.oracles).ok()?;
            self.town.oracles_left = Some((0..o.len()).collect());
        }
        self.town.oracles_left.as_mut()
    }

    /// `outoracle`: a major consultation in a window: the special one
    /// (`special`, for a cheapskate) or a random one not yet given.
    /// `delphi` is the Oracle speaking; otherwise a message is read.
    pub fn outoracle(&mut self, special: bool, delphi: bool) {
        let content = self.content.clone();
        let bytes = &content.texts.oracles;
        let Ok(db) = Oracles::parse(bytes) else { return };
        let Some(len) = self.oracles_left().map(|l| l.len()) else { return };
        if len == 0 || (len <= 1 && !special) {
            return;
        }
        let idx = if special { 0 } else { self.rng.rnd(len as i32 - 1) as usize };
        let Some(left) = self.town.oracles_left.as_mut() else { return };
        // A given passage is not given again: the last one takes its slot.
        let which = if special { left[0] } else { left.swap_remove(idx) };
        let mut lines = vec![
            if !delphi {
                "The message reads:"
            } else if special {
                "The Oracle scornfully takes all your money and says:"
            } else {
                "The Oracle meditates for a moment and then intones:"
            }
            .to_string(),
            String::new(),
        ];
        lines.extend(db.oracle(bytes, which).unwrap_or_default());
        self.display_lines("", &lines);
    }

    /// Whether a major consultation can still be had (the database reads
    /// and has more than the special one left).
    fn major_possible(&self) -> bool {
        match &self.town.oracles_left {
            Some(left) => left.len() != 1,
            None => Oracles::parse(&self.content.texts.oracles).is_ok(),
        }
    }

    /// `doconsult`: `#chat` with the Oracle (monster `oracl`, `None` for
    /// nobody there). A minor consultation costs 50; a major one 500 +
    /// 50 per experience level, or all the hero has when less (and then
    /// the Oracle scorns the hero with the special passage). The first
    /// of each kind teaches: experience of a tenth of the price (a
    /// twenty-fifth after the other kind). Returns whether time passed.
    pub fn doconsult(&mut self, oracl: Option<usize>) -> bool {
        self.nomul();
        if self.u.multi > 0 {
            self.u.multi = 0;
        }
        let umoney = self.u.ugold;
        let Some(i) = oracl.filter(|&i| i < self.lev.monsters.len()) else {
            self.pline("There is no one here to consult.");
            return false;
        };
        if !self.lev.monsters[i].mpeaceful {
            let name = self.monnam_cap(i);
            self.pline(format!("{name} is in no mood for consultations."));
            return false;
        }
        if umoney == 0 {
            self.pline("You have no money.");
            return false;
        }
        let major_cost = 500 + 50 * self.u.hero.ulevel as i64;
        let q = format!("\"Wilt thou settle for a minor consultation?\" ({MINOR_COST} {})", currency(MINOR_COST));
        let u_pay = match self.yn_function(&q, "ynq", 'q') {
            'y' => {
                if umoney < MINOR_COST {
                    self.pline("You don't even have enough money for that!");
                    return false;
                }
                MINOR_COST
            }
            'n' => {
                if umoney <= MINOR_COST || !self.major_possible() {
                    return false;
                }
                let q = format!("\"Then dost thou desire a major one?\" ({major_cost} {})", currency(major_cost));
                if !self.yn(&q) {
                    return false;
                }
                umoney.min(major_cost)
            }
            _ => return false,
        };
        self.money2mon(i, u_pay);
        let mut add_xpts = 0;
        if u_pay == MINOR_COST {
            self.outrumor(1, Mechanism::Oracle);
            if !self.u.uevent.minor_oracle {
                add_xpts = u_pay / if self.u.uevent.major_oracle { 25 } else { 10 };
            }
            self.u.uevent.minor_oracle = true;
        } else {
            let cheapskate = u_pay < major_cost;
            self.outoracle(cheapskate, true);
            if !cheapskate && !self.u.uevent.major_oracle {
                add_xpts = u_pay / if self.u.uevent.minor_oracle { 25 } else { 10 };
            }
            self.u.uevent.major_oracle = true;
            self.exercise(A_WIS, !cheapskate);
        }
        if add_xpts > 0 {
            self.more_experienced_rexp(add_xpts, u_pay / 50);
            self.newexplevel();
        }
        true
    }
}
