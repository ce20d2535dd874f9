//! Engravings as data (engrave.c's text side): degrading an engraving's
//! characters (`wipeout_text`), whether a word is written at a spot
//! (`sengr_at`), and making, wiping and deleting engravings on a
//! [`Level`] (`make_engr_at`, `wipe_engr_at`, `del_engr_at`).
//!
//! The rules that decide when these happen (walking, fighting, writing
//! with `E`) live with the hero's actions; this is what they do to the
//! level.

use crate::rng::Rng;
use crate::world::level::{EngrType, Engraving, Level, isok};
use oxhack_vm::terrain::ICE;

/// Partial rubouts for engraving characters (`rubouts[]`): what a
/// half-erased letter may turn into.
const RUBOUTS: &[(u8, &str)] = &[
    (b'A', "^"),
    (b'B', "Pb["),
    (b'C', "("),
    (b'D', "|)["),
    (b'E', "|FL[_"),
    (b'F', "|-"),
    (b'G', "C("),
    (b'H', "|-"),
    (b'I', "|"),
    (b'K', "|<"),
    (b'L', "|_"),
    (b'M', "|"),
    (b'N', "|\\"),
    (b'O', "C("),
    (b'P', "F"),
    (b'Q', "C("),
    (b'R', "PF"),
    (b'T', "|"),
    (b'U', "J"),
    (b'V', "/\\"),
    (b'W', "V/\\"),
    (b'Z', "/"),
    (b'b', "|"),
    (b'd', "c|"),
    (b'e', "c"),
    (b'g', "c"),
    (b'h', "n"),
    (b'j', "i"),
    (b'k', "|"),
    (b'l', "|"),
    (b'm', "nr"),
    (b'n', "r"),
    (b'o', "c"),
    (b'q', "c"),
    (b'w', "v"),
    (b'y', "v"),
    (b':', "."),
    (b';', ",:"),
    (b',', "."),
    (b'=', "-"),
    (b'+', "-|"),
    (b'*', "+"),
    (b'@', "0"),
    (b'0', "C("),
    (b'1', "|"),
    (b'6', "o"),
    (b'7', "/"),
    (b'8', "3o"),
];

/// Rubs out `cnt` random characters of an engraving (`wipeout_text`
/// with seed 0): small punctuation goes, a letter becomes one of its
/// partial rubouts three times in four, else `?`; trailing spaces are
/// trimmed.
pub fn wipeout_text(rng: &mut Rng, engr: &mut String, cnt: i32) {
    let mut bytes: Vec<u8> = engr.bytes().collect();
    let lth = bytes.len() as i32;
    if lth > 0 {
        for _ in 0..cnt.max(0) {
            let nxt = rng.rn2(lth) as usize;
            let use_rubout = rng.rn2(4);
            let s = bytes[nxt];
            if s == b' ' {
                continue;
            }
            if b"?.,'`-|_".contains(&s) {
                bytes[nxt] = b' ';
                continue;
            }
            let sub = if use_rubout == 0 { None } else { RUBOUTS.iter().find(|r| r.0 == s) };
            bytes[nxt] = match sub {
                Some((_, to)) => to.as_bytes()[rng.rn2(to.len() as i32) as usize],
                None => b'?',
            };
        }
    }
    while bytes.last() == Some(&b' ') {
        bytes.pop();
    }
    *engr = String::from_utf8_lossy(&bytes).into_owned();
}

/// `fuzzymatch(text, word, "", TRUE)`: the same letters, case aside.
fn same_letters(text: &str, word: &str) -> bool {
    text.eq_ignore_ascii_case(word)
}

impl Level {
    /// `sengr_at`: `word` is written at (x, y) and finished by turn
    /// `moves` (headstones do not count). `strict`: the engraving is the
    /// word alone, intact (how Elbereth is read in 3.6); else the word
    /// appears somewhere in it, in any case.
    pub fn sengr_at(&self, word: &str, x: i32, y: i32, moves: i64, strict: bool) -> bool {
        let Some(e) = self.engr_at(x, y) else { return false };
        if e.kind == EngrType::Headstone || e.time > moves {
            return false;
        }
        if strict {
            same_letters(&e.text, word)
        } else {
            e.text.to_ascii_lowercase().contains(&word.to_ascii_lowercase())
        }
    }

    /// `make_engr_at`: writes `text` at (x, y), finished at turn `time`,
    /// replacing what was there.
    pub fn make_engr_at(&mut self, x: i32, y: i32, text: &str, time: i64, kind: EngrType) {
        if !isok(x, y) {
            return;
        }
        self.del_engr_at(x, y);
        self.engravings.push(Engraving { x, y, text: text.to_string(), kind, time });
    }

    /// `del_engr_at`: the engraving at (x, y) is gone.
    pub fn del_engr_at(&mut self, x: i32, y: i32) {
        self.engravings.retain(|e| (e.x, e.y) != (x, y));
    }

    /// `wipe_engr_at`: `cnt` characters of the engraving at (x, y) are
    /// rubbed out. Headstones are indelible; burned text only goes on ice
    /// or (`magical`) half the time; anything but dust and blood loses at
    /// most one character, and rarely. An engraving rubbed out entirely
    /// is gone.
    pub fn wipe_engr_at(&mut self, rng: &mut Rng, x: i32, y: i32, cnt: i32, magical: bool) {
        let Some(k) = self.engravings.iter().position(|e| (e.x, e.y) == (x, y)) else { return };
        let kind = self.engravings[k].kind;
        if kind == EngrType::Headstone {
            return;
        }
        if kind == EngrType::Burn && self.typ(x, y) != ICE && !(magical && rng.rn2(2) == 0) {
            return;
        }
        let mut cnt = cnt;
        if kind != EngrType::Dust && kind != EngrType::Blood {
            cnt = if rng.rn2(1 + 50 / (cnt + 1)) != 0 { 0 } else { 1 };
        }
        let e = &mut self.engravings[k];
        wipeout_text(rng, &mut e.text, cnt);
        let trimmed = e.text.trim_start_matches(' ').to_string();
        e.text = trimmed;
        if e.text.is_empty() {
            self.engravings.remove(k);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::world::level::DLevel;

    fn level_with(text: &str, kind: EngrType) -> Level {
        let mut lev = Level::new(DLevel { dnum: 0, dlevel: 1 });
        lev.make_engr_at(10, 5, text, 0, kind);
        lev
    }

    #[test]
    fn elbereth_is_read_strictly_and_case_blind() {
        let lev = level_with("elbereth", EngrType::Dust);
        assert!(lev.sengr_at("Elbereth", 10, 5, 1, true));
        let lev = level_with("Elbereth Elbereth", EngrType::Dust);
        assert!(!lev.sengr_at("Elbereth", 10, 5, 1, true), "3.6 wants the word alone");
        assert!(lev.sengr_at("Elbereth", 10, 5, 1, false));
        let lev = level_with("Elbereth", EngrType::Headstone);
        assert!(!lev.sengr_at("Elbereth", 10, 5, 1, true), "headstones never count");
    }

    #[test]
    fn unfinished_engravings_are_not_there_yet() {
        let mut lev = Level::new(DLevel { dnum: 0, dlevel: 1 });
        lev.make_engr_at(3, 3, "Elbereth", 20, EngrType::Dust);
        assert!(!lev.sengr_at("Elbereth", 3, 3, 19, true));
        assert!(lev.sengr_at("Elbereth", 3, 3, 20, true));
    }

    #[test]
    fn dust_wears_away_and_disappears() {
        let mut rng = Rng::new(7);
        let mut lev = level_with("x", EngrType::Dust);
        for _ in 0..50 {
            lev.wipe_engr_at(&mut rng, 10, 5, 5, false);
        }
        assert!(lev.engr_at(10, 5).is_none(), "rubbed out entirely");
    }

    #[test]
    fn burned_text_and_headstones_resist_wiping() {
        let mut rng = Rng::new(7);
        let mut lev = level_with("Elbereth", EngrType::Burn);
        for _ in 0..100 {
            lev.wipe_engr_at(&mut rng, 10, 5, 5, false);
        }
        assert_eq!(lev.engr_at(10, 5).map(|e| e.text.as_str()), Some("Elbereth"));
        let mut lev = level_with("RIP", EngrType::Headstone);
        for _ in 0..100 {
            lev.wipe_engr_at(&mut rng, 10, 5, 5, true);
        }
        assert_eq!(lev.engr_at(10, 5).map(|e| e.text.as_str()), Some("RIP"));
    }

    #[test]
    fn wipeout_keeps_the_length_but_changes_letters() {
        let mut rng = Rng::new(11);
        let mut s = "ELBERETH".to_string();
        wipeout_text(&mut rng, &mut s, 8);
        assert_ne!(s, "ELBERETH");
        assert!(s.len() <= 8);
    }
}
