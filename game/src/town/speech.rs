//! The longer answers of `#chat` (sounds.c's `domonnoise` cases): the
//! small talk of peaceful humanoids, nurses, vampires and seducers, and
//! the insults of hostile minions and demons (wizard.c's `cuss`) with
//! the quest text's common maledictions (questpgr.c's `com_pager`).

use crate::game::Game;
use crate::town::sounds::{Said, is_centaur};
use crate::world::obj::Worn;
use oxhack_defs::flags::M2;
use oxhack_defs::{OClass, Prop};
use oxhack_tables::{ids, tables};

/// The Wizard's names for the hero (`random_insult`).
const RANDOM_INSULT: [&str; 28] = [
    "antic",
    "blackguard",
    "caitiff",
    "chucklehead",
    "coistrel",
    "craven",
    "cretin",
    "cur",
    "dastard",
    "demon fodder",
    "dimwit",
    "dolt",
    "fool",
    "footpad",
    "imbecile",
    "knave",
    "maledict",
    "miscreant",
    "niddering",
    "poltroon",
    "rattlepate",
    "reprobate",
    "scapegrace",
    "varlet",
    "villein",
    "wittol",
    "worm",
    "wretch",
];

/// The Wizard's curses (`random_malediction`).
const RANDOM_MALEDICTION: [&str; 11] = [
    "Hell shall soon claim thy remains,",
    "I chortle at thee, thou pathetic",
    "Prepare to die, thou",
    "Resistance is useless,",
    "Surrender or die, thou",
    "There shall be no mercy, thou",
    "Thou shalt repent of thy cunning,",
    "Thou art as a flea to me,",
    "Thou art doomed,",
    "Thy fate is sealed,",
    "Verily, thou shalt be one dead",
];

/// The quest text's angelic and demonic maledictions: where they start
/// and how many (`QT_ANGELIC`, `QTN_ANGELIC`, `QT_DEMONIC`,
/// `QTN_DEMONIC`).
const QT_ANGELIC: i32 = 10;
const QTN_ANGELIC: i32 = 10;
const QT_DEMONIC: i32 = 30;
const QTN_DEMONIC: i32 = 20;

impl Game {
    /// A peaceful humanoid's small talk, by its state and its kind; a
    /// hostile one threatens.
    pub(crate) fn humanoid_talk(&mut self, i: usize) -> Said {
        let t = tables();
        let m = &self.lev.monsters[i];
        let ptr = t.mon(m.mnum);
        let does = |s: &str| Said::Does(s.to_string());
        let says = |s: &str| Said::Says(s.to_string());
        if !m.mpeaceful {
            return does("threatens you.");
        }
        if m.mflee {
            does("wants nothing to do with you.")
        } else if m.mhp < m.mhpmax / 4 {
            does("moans.")
        } else if m.mconf || m.mstun {
            says(if self.rng.rn2(3) == 0 {
                "Huh?"
            } else if self.rng.rn2(2) != 0 {
                "What?"
            } else {
                "Eh?"
            })
        } else if !m.mcansee {
            says("I can't see!")
        } else if m.mtrapped {
            let (x, y) = (m.mx, m.my);
            if let Some(tr) = self.lev.traps.iter_mut().find(|tr| (tr.tx, tr.ty) == (x, y)) {
                tr.tseen = true;
            }
            says("I'm trapped!")
        } else if m.mhp < m.mhpmax / 2 {
            does("asks for a potion of healing.")
        } else if m.mtame > 0 && !m.isminion() && self.moves > m.hungrytime {
            says("I'm hungry.")
        } else if crate::monsters::makemon::is_elf(t, m.mnum) {
            does("curses orcs.")
        } else if crate::monsters::makemon::is_dwarf(t, m.mnum) {
            does("talks about mining.")
        } else if ptr.mflags2.contains(M2::MAGIC) {
            does("talks about spellcraft.")
        } else if is_centaur(m.mnum) {
            does("discusses hunting.")
        } else if let Some(plan) = (ptr.mflags2.contains(M2::GNOME) && self.u.has(Prop::Halluc))
            .then(|| self.rng.rn2(4))
            .filter(|p| p % 2 == 1)
        {
            says(if plan == 1 { "Phase one, collect underpants." } else { "Phase three, profit!" })
        } else {
            let m = &self.lev.monsters[i];
            match m.mnum {
                ids::PM_HOBBIT => does(if m.mhpmax - m.mhp >= 10 {
                    "complains about unpleasant dungeon conditions."
                } else {
                    "asks you about the One Ring."
                }),
                ids::PM_ARCHEOLOGIST => does("describes a recent article in \"Spelunker Today\" magazine."),
                ids::PM_TOURIST => says("Aloha."),
                _ => does("discusses dungeon exploration."),
            }
        }
    }

    /// A seducer's come-on, more varied toward the other sex. (An incubus
    /// or succubus would seduce a hero of the other sex, `doseduce`;
    /// that is another matter, and it only talks here.)
    pub(crate) fn seduce_talk(&mut self, i: usize) -> Said {
        let m = &self.lev.monsters[i];
        let swval = if self.u.female != m.female { self.rng.rn2(3) } else { 0 };
        match swval {
            2 => Said::Says("Hello, sailor.".into()),
            1 => Said::Does("comes on to you.".into()),
            _ => Said::Does("cajoles you.".into()),
        }
    }

    /// What a nurse says about the hero's weapon and clothes.
    pub(crate) fn nurse_talk(&self) -> Said {
        let t = tables();
        let armed = self
            .u
            .uwep()
            .is_some_and(|w| t.obj(w.otyp).class == OClass::Weapon || crate::world::obj::types::is_weptool(t, w.otyp));
        let dressed = self.u.worn(Worn::ARMC | Worn::ARM | Worn::ARMH | Worn::ARMS | Worn::ARMG | Worn::ARMF).is_some();
        let words = if armed {
            "Put that weapon away before you hurt someone!"
        } else if dressed {
            if self.u.hero.role == ids::PM_HEALER {
                "Doc, I can't help you unless you cooperate."
            } else {
                "Please undress so I can examine you."
            }
        } else if self.u.worn(Worn::ARMU).is_some() {
            "Take off your shirt, please."
        } else {
            "Relax, this won't hurt a bit."
        };
        Said::Says(words.into())
    }

    /// A vampire's words, by its tameness and the hour.
    pub(crate) fn vampire_talk(&mut self, i: usize) -> Said {
        let m = &self.lev.monsters[i];
        let clock = self.town.clock;
        let race = crate::hero::role::race_info(self.u.hero.race);
        let racenoun = match race.individual {
            (_, Some(f)) if self.u.female => f,
            (Some(man), _) => man,
            _ => race.noun,
        };
        if m.mtame > 0 {
            Said::Says(
                if clock.midnight() {
                    "I can stand this craving no longer!"
                } else if clock.night() {
                    "I beg you, help me satisfy this growing craving!"
                } else {
                    "I find myself growing a little weary."
                }
                .into(),
            )
        } else if m.mpeaceful {
            Said::Says("I only drink... potions.".into())
        } else if self.rng.rn2(2) == 0 {
            Said::Says("I vant to suck your blood!".into())
        } else {
            Said::Says(format!("I vill come after {} without regret!", crate::objects::objnam::an(racenoun)))
        }
    }

    /// `cuss`: a hostile monster's insult. The Wizard has his own; a
    /// lawful minion speaks an angelic malediction and others a demonic
    /// one (from the world's quest text), or cast aspersions.
    pub fn cuss(&mut self, i: usize) {
        if self.u.has(Prop::Deaf) {
            return;
        }
        let t = tables();
        let Some(m) = self.lev.monsters.get(i) else { return };
        let insult = |g: &mut Game| RANDOM_INSULT[g.rng.rn2(RANDOM_INSULT.len() as i32) as usize];
        if m.iswiz {
            let (mhp, amulet) = (m.mhp, self.env.uhave_amulet);
            if self.rng.rn2(5) == 0 {
                let name = self.monnam_cap(i);
                self.pline(format!("{name} laughs fiendishly."));
            } else if amulet && self.rng.rn2(RANDOM_INSULT.len() as i32) == 0 {
                let who = insult(self);
                self.verbalize(&format!("Relinquish the amulet, {who}!"));
            } else if self.u.uhp < 5 && self.rng.rn2(2) == 0 {
                let ebbs = self.rng.rn2(2) != 0;
                let who = insult(self);
                if ebbs {
                    self.verbalize(&format!("Even now thy life force ebbs, {who}!"));
                } else {
                    self.verbalize(&format!("Savor thy breath, {who}, it be thy last!"));
                }
            } else if mhp < 5 && self.rng.rn2(2) == 0 {
                let line = if self.rng.rn2(2) != 0 { "I shall return." } else { "I'll be back." };
                self.verbalize(line);
            } else {
                let curse = RANDOM_MALEDICTION[self.rng.rn2(RANDOM_MALEDICTION.len() as i32) as usize];
                let who = insult(self);
                self.verbalize(&format!("{curse} {who}!"));
            }
            return;
        }
        let renegade = matches!(&m.mextra, Some(crate::world::monst::MExtra::Minion(e)) if e.renegade);
        if self.is_lminion(m) && !renegade {
            let n = QTN_ANGELIC - 1 + i32::from(self.u.has(Prop::Halluc));
            let which = self.rng.rn2(n) + QT_ANGELIC;
            if !self.com_pager(which) {
                self.aspersions(i);
            }
        } else {
            let minion = crate::monsters::makemon::is_minion(t, m.mnum);
            if self.rng.rn2(if minion { 100 } else { 5 }) == 0 {
                self.aspersions(i);
            } else {
                let which = self.rng.rn2(QTN_DEMONIC) + QT_DEMONIC;
                if !self.com_pager(which) {
                    self.aspersions(i);
                }
            }
        }
    }

    /// "The imp casts aspersions on your ancestry." (also what a world
    /// without quest text gives instead of its maledictions).
    fn aspersions(&mut self, i: usize) {
        let name = self.monnam_cap(i);
        self.pline(format!("{name} casts aspersions on your ancestry."));
    }
}
