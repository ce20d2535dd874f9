//! Gold changing hands between the hero and the people of the dungeon:
//! shk.c's `money2mon` and `money2u`, vault.c's `hidden_gold`, minion.c's
//! `bribe` (what a priest's donation and a demon's bribe both ask), and
//! the currency's name (`currency`).
//!
//! The hero's gold is a count (`u.ugold`); a monster's is a gold object
//! in its inventory, as NetHack keeps it.

use crate::game::Game;
use crate::world::obj::Obj;
use oxhack_tables::ids;

/// `currency`: "zorkmid" or "zorkmids".
pub fn currency(amount: i64) -> &'static str {
    if amount == 1 { "zorkmid" } else { "zorkmids" }
}

/// The gold in a chain of objects and everything they contain
/// (`contained_gold` over a container's contents).
fn contained_gold(objs: &[Obj]) -> i64 {
    objs.iter().map(|o| if o.otyp == ids::GOLD_PIECE { o.quan } else { 0 } + contained_gold(&o.contents)).sum()
}

/// What `bribe` reads from the offer line: `sscanf("%ld")` (leading
/// blanks, a sign, digits, the rest ignored), 0 when there is no number.
pub fn parse_offer(line: &str) -> i64 {
    let s = line.trim_start();
    let (neg, digits) = match s.as_bytes().first() {
        Some(b'-') => (true, &s[1..]),
        Some(b'+') => (false, &s[1..]),
        _ => (false, s),
    };
    let n: String = digits.chars().take_while(|c| c.is_ascii_digit()).collect();
    match n.parse::<i64>() {
        Ok(v) => {
            if neg {
                -v
            } else {
                v
            }
        }
        // No digits is 0; too many is as much as a long holds.
        Err(_) if n.is_empty() => 0,
        Err(_) => {
            if neg {
                i64::MIN
            } else {
                i64::MAX
            }
        }
    }
}

impl Game {
    /// `money_cnt(mon->minvent)`: the gold monster `i` carries.
    pub fn mon_money(&self, i: usize) -> i64 {
        self.lev.monsters.get(i).map_or(0, |m| contained_gold_top(&m.minvent))
    }

    /// `hidden_gold`: gold inside the containers the hero carries.
    pub fn hidden_gold(&self) -> i64 {
        self.u.invent.iter().map(|o| contained_gold(&o.contents)).sum()
    }

    /// `money2u`: monster `i` gives the hero `amount` of its gold.
    pub fn money2u(&mut self, i: usize, amount: i64) {
        let Some(m) = self.lev.monsters.get_mut(i) else { return };
        let Some(k) = m.minvent.iter().position(|o| o.otyp == ids::GOLD_PIECE) else { return };
        let amount = amount.min(m.minvent[k].quan);
        if amount <= 0 {
            return;
        }
        m.minvent[k].quan -= amount;
        if m.minvent[k].quan == 0 {
            m.minvent.remove(k);
            if let Some(w) = m.mw {
                m.mw = match w.cmp(&k) {
                    std::cmp::Ordering::Greater => Some(w - 1),
                    std::cmp::Ordering::Equal => None,
                    std::cmp::Ordering::Less => Some(w),
                };
            }
        }
        self.u.ugold = self.u.ugold.saturating_add(amount);
    }

    /// `bribe`: asks "How much will you offer?" and gives monster `i`
    /// that much gold (all of it when the offer is as much as the hero
    /// has). Returns what was given; 0 for a refusal or a negative offer.
    pub fn bribe(&mut self, i: usize) -> i64 {
        let line = self.getlin("How much will you offer?").unwrap_or_default();
        let offer = parse_offer(&line);
        let umoney = self.u.ugold;
        let name = self.mon_nam(i);
        let offer = if offer < 0 {
            self.pline(format!("You try to shortchange {name}, but fumble."));
            return 0;
        } else if offer == 0 {
            self.pline("You refuse.");
            return 0;
        } else if offer >= umoney {
            self.pline(format!("You give {name} all your gold."));
            umoney
        } else {
            self.pline(format!("You give {name} {offer} {}.", currency(offer)));
            offer
        };
        self.money2mon(i, offer);
        offer
    }

    /// `verbalize`: a monster says `msg` aloud (in quotes).
    pub fn verbalize(&mut self, msg: &str) {
        self.pline(format!("\"{msg}\""));
    }
}

/// The loose gold in a monster's inventory (`money_cnt`).
fn contained_gold_top(objs: &[Obj]) -> i64 {
    objs.iter().filter(|o| o.otyp == ids::GOLD_PIECE).map(|o| o.quan).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offers_are_read_as_sscanf_reads_a_long() {
        assert_eq!(parse_offer("400"), 400);
        assert_eq!(parse_offer("  12 gold"), 12);
        assert_eq!(parse_offer("-5"), -5);
        assert_eq!(parse_offer("lots"), 0);
        assert_eq!(parse_offer(""), 0);
        assert_eq!(parse_offer("99999999999999999999999"), i64::MAX);
    }

    #[test]
    fn one_zorkmid_many_zorkmids() {
        assert_eq!(currency(1), "zorkmid");
        assert_eq!(currency(50), "zorkmids");
    }
}
